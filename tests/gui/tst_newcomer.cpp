// A newcomer's first hour (issue 45): a key to every overlay, in every language; a calm empty
// board; every parameter explained by a tool tip, in every language; the analysis saying
// "solved" and naming each conflict; the gallery saying what its filter shows.
//
// Independent sources: the eight-queens solution below is checked by the test's own loop; 92
// and 12 are OEIS A000170(8) and A002562(8).
#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>

#include <set>

#include "analysis.h"
#include "boarddocument.h"
#include "boardpainter.h"
#include "boardview.h"
#include "cpw/attacks.h"
#include "cpw/problem.h"
#include "exporter.h"
#include "families/familyeditor.h"
#include "galleryview.h"
#include "language.h"
#include "guidedialog.h"
#include "mainwindow.h"
#include "piecerenderer.h"
#include "piecepalette.h"
#include "problempanel.h"
#include "searchcontroller.h"
#include "slowdown.h"
#include "analysiswait.h"
#include "testwindow.h"

namespace {

QByteArray queensProblem(int n, bool distinct)
{
    return QStringLiteral(R"({"format": "chess-puzzle-workbench-problem", "version": 1, "kind": "independent",
        "board": {"width": %1, "height": %1}, "params": {"piece": "Q", "distinct": %2}})")
        .arg(n)
        .arg(distinct ? QStringLiteral("true") : QStringLiteral("false"))
        .toUtf8();
}

using guitest::settle;

/// The overlays of every family, as its GUI declares them for its default problem.
std::vector<std::pair<QString, OverlayLayers>> familyLayers(MainWindow &window)
{
    std::vector<std::pair<QString, OverlayLayers>> all;
    for (FamilyEditor *e : window.problemPanel()->editors())
        all.emplace_back(QString::fromLatin1(e->familyName().data(), qsizetype(e->familyName().size())), e->layers());
    return all;
}

/// A scene of a 5x5 board with two pieces and everything a layer may need.
struct SceneFixture {
    cpw::Catalogue catalogue = cpw::Catalogue::standard();
    cpw::Placement placement{cpw::Board(5, 5)};
    std::vector<int> counts;
    std::vector<int> targets = std::vector<int>(25, 1);
    std::vector<int> order = std::vector<int>(25, 0);
    std::vector<CellHint> hints = std::vector<CellHint>(25);
    SceneFixture()
    {
        placement.set(0, catalogue.find('Q'));
        placement.set(12, catalogue.find('N'));
        counts = cpw::attackCounts(placement, catalogue);
        order[0] = 1;
        order[11] = 2;
        hints[3].state = CellHint::Live;
        hints[4].state = CellHint::Dead;
    }
    BoardScene scene(OverlayLayers layers) const
    {
        BoardScene s;
        s.placement = &placement;
        s.catalogue = &catalogue;
        s.layers = layers & ~unsigned(AttackCountsLayer);
        if (layers & AttackCountsLayer) {
            s.counts = &counts;
            s.targets = &targets;
        }
        s.order = &order;
        return s;
    }
};

QStringList legendTexts(const std::vector<LegendEntry> &entries)
{
    QStringList texts;
    for (const LegendEntry &e : entries)
        texts << e.text;
    return texts;
}

} // namespace

class TestNewcomer : public QObject {
    Q_OBJECT
private slots:
    void cleanup()
    {
        QVERIFY(Language::install(QCoreApplication::instance(), QStringLiteral("en")));
    }

    // Each overlay a family shows has a key, and the key's words exist in every language
    // (German and Hungarian differ from the English: translated, not left over).
    void everyOverlayHasAKey_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("en") << "en";
        QTest::newRow("de") << "de";
        QTest::newRow("hu") << "hu";
    }
    void everyOverlayHasAKey()
    {
        QFETCH(QString, code);
        const SceneFixture f;
        MainWindow window(guitest::quietOptions());
        const auto families = familyLayers(window);
        QVERIFY(families.size() >= 7);
        // Every layer a family declares, one at a time (and the hints and pattern markers).
        std::set<unsigned> layers;
        for (const auto &[name, l] : families)
            for (unsigned bit = 1; bit && bit <= ColourAttacksLayer; bit <<= 1)
                if (l & bit)
                    layers.insert(bit | (bit == UncoveredLayer ? (l & TotalCoverLayer) : 0) |
                                  (bit == TourPathLayer ? (l & ClosedTourLayer) : 0));
        QVERIFY2(layers.size() >= 5, qPrintable(QString::number(layers.size())));
        std::map<unsigned, QStringList> english;
        auto scenes = [&]() {
            std::map<unsigned, std::vector<LegendEntry>> out;
            for (unsigned l : layers)
                out[l] = BoardPainter::legend(f.scene(l));
            BoardScene hinted = f.scene(NoOverlay);
            hinted.hints = &f.hints;
            out[1u << 20] = BoardPainter::legend(hinted);
            BoardScene patterned = f.scene(NoOverlay);
            patterned.pattern = cpw::patternInPosition(f.placement.board(), f.catalogue.piece(f.catalogue.find('N')),
                                                       f.catalogue.find('N'), 12, f.placement.occupied());
            out[1u << 21] = BoardPainter::legend(patterned);
            return out;
        };
        for (const auto &[l, entries] : scenes())
            english[l] = legendTexts(entries);
        QVERIFY(Language::install(QCoreApplication::instance(), code));
        for (const auto &[l, entries] : scenes()) {
            const QString what = QStringLiteral("layers %1").arg(l);
            QVERIFY2(!entries.empty(), qPrintable(what));
            for (std::size_t i = 0; i < entries.size(); ++i) {
                QVERIFY2(!entries[i].text.isEmpty(), qPrintable(what));
                if (code != QLatin1String("en"))
                    QVERIFY2(entries[i].text != english[l].at(int(i)),
                             qPrintable(what + QStringLiteral(": untranslated: ") + entries[i].text));
            }
        }
        // Holes get a key of their own.
        cpw::Board holed(4, 4);
        holed.setHole(5, true);
        cpw::Placement p(holed);
        BoardScene s;
        s.placement = &p;
        s.catalogue = &f.catalogue;
        QCOMPARE(BoardPainter::legend(s).front().mark, LegendEntry::Mark::Hole);
    }

    // The board view paints the key of the current kind below the board, and the key follows
    // the kind; exports with overlays carry it, exports without do not.
    void keyFollowsTheKind()
    {
        MainWindow window(guitest::quietOptions());
        window.resize(1600, 640); // wide and low: the board's size is set by the height
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        BoardView *view = window.findChild<BoardView *>();
        QVERIFY(view);
        std::map<OverlayLayers, QString> keyOf;
        for (FamilyEditor *e : window.problemPanel()->editors()) {
            window.problemPanel()->setKind(e->familyName());
            const std::vector<LegendEntry> key = view->legend();
            if (e->layers() == NoOverlay)
                continue;
            QVERIFY2(!key.empty(), e->familyName().data());
            const QString words = legendTexts(key).join(QLatin1Char('|'));
            // Kinds with the same overlays share a key; different overlays, different keys.
            if (keyOf.count(e->layers()))
                QCOMPARE(words, keyOf[e->layers()]);
            for (const auto &[layers, other] : keyOf)
                if (layers != e->layers())
                    QVERIFY2(words != other, e->familyName().data());
            keyOf[e->layers()] = words;
        }
        QVERIFY(keyOf.size() >= 5);
        // The board's cells leave room for the key: the key switched off gives the board more.
        window.problemPanel()->setKind("exact");
        QVERIFY(!view->legend().empty());
        const qreal withKey = view->geometry().boardRect.height();
        view->setLegendVisible(false);
        QVERIFY(view->geometry().boardRect.height() > withKey);
        view->setLegendVisible(true);
        // An export with overlays is taller than the one without by the key.
        const QImage plain = Exporter::image(view->scene(true, false));
        const QImage keyed = Exporter::image(view->scene(true, true));
        QVERIFY2(keyed.height() > plain.height(), qPrintable(QStringLiteral("%1 %2").arg(keyed.height()).arg(plain.height())));
        QCOMPARE(keyed.width(), plain.width());
    }

    // Calm: an empty board looks the same with its overlays on and off, for every kind (no
    // badges of 0, no hatching of cells not covered yet).
    void emptyBoardIsCalm()
    {
        MainWindow window(guitest::quietOptions());
        BoardView *view = window.findChild<BoardView *>();
        for (FamilyEditor *e : window.problemPanel()->editors()) {
            window.problemPanel()->setKind(e->familyName());
            window.position()->clearPieces();
            QVERIFY(window.position()->placement().empty());
            const QImage off = Exporter::image(view->scene(true, false));
            BoardScene on = view->scene(true, true);
            on.showTargets = false;
            QCOMPARE(Exporter::image(on).copy(0, 0, off.width(), off.height()), off);
        }
    }

    // Every parameter of every kind (and the common ones) explains itself in a tool tip, in
    // every language.
    void everyParameterHasATooltip_data()
    {
        everyOverlayHasAKey_data();
    }
    void everyParameterHasATooltip()
    {
        QFETCH(QString, code);
        std::map<QString, QString> english;
        auto collect = [](MainWindow &window) {
            std::map<QString, QString> tips;
            std::vector<std::pair<QString, ParamForm *>> forms;
            for (FamilyEditor *e : window.problemPanel()->editors())
                forms.emplace_back(QString::fromLatin1(e->familyName().data(), qsizetype(e->familyName().size())),
                                   e->form());
            forms.emplace_back(QStringLiteral("common"), window.problemPanel()->commonForm());
            for (const auto &[name, form] : forms)
                for (const cpw::ParamSpec *s : form->specs()) {
                    QWidget *w = form->field(s->key);
                    if (!w)
                        continue;
                    tips[name + QLatin1Char('.') + QString::fromLatin1(s->key.data(), qsizetype(s->key.size()))] =
                        w->toolTip();
                }
            return tips;
        };
        {
            MainWindow window(guitest::quietOptions());
            english = collect(window);
        }
        QVERIFY(english.size() >= 25);
        QVERIFY(Language::install(QCoreApplication::instance(), code));
        MainWindow window(guitest::quietOptions());
        for (const auto &[key, tip] : collect(window)) {
            QVERIFY2(!tip.isEmpty(), qPrintable(key + QStringLiteral(": no tool tip")));
            if (code != QLatin1String("en"))
                QVERIFY2(tip != english[key], qPrintable(key + QStringLiteral(": untranslated: ") + tip));
        }
    }

    // The eight-queens completion: placing the last queen says "Solved" in words, and every
    // pair of queens that attack each other is named (no "preplaced": nothing is fixed).
    void solvedAndConflictsInWords()
    {
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(window.loadProblemText(queensProblem(8, false), QStringLiteral("test"), nullptr));
        window.problemPanel()->threadsSpin()->setValue(2);
        window.analyseAction()->setChecked(true);
        // One solution: the queen of rank y+1 on file col[y]; checked here, not taken on trust.
        const int col[8] = {0, 4, 7, 5, 2, 6, 1, 3};
        for (int a = 0; a < 8; ++a)
            for (int b = a + 1; b < 8; ++b)
                QVERIFY(col[a] != col[b] && std::abs(col[a] - col[b]) != b - a);
        BoardDocument *doc = window.position();
        const int queen = doc->catalogue().find('Q');
        for (int y = 0; y < 7; ++y)
            doc->placePiece(doc->board().index(col[y], y), queen);
        QVERIFY(settle(window));
        QVERIFY(!window.analysisText().contains(QStringLiteral("Solved")));
        QVERIFY(window.analysisText().contains(QStringLiteral("can be completed")));
        doc->placePiece(doc->board().index(col[7], 7), queen);
        QVERIFY(settle(window));
        QVERIFY2(window.analysisText().startsWith(QStringLiteral("Solved: 8 × Queen; no two pieces attack each other")),
                 qPrintable(window.analysisText()));
        // Conflicts: a1 with b2 (diagonal) and with a8 (file); b2 and a8 do not meet.
        doc->clearPieces();
        for (int cell : {doc->board().index(0, 0), doc->board().index(1, 1), doc->board().index(0, 7)})
            doc->placePiece(cell, queen);
        QVERIFY(settle(window));
        const QString text = window.analysisText();
        QVERIFY2(text.contains(QStringLiteral("a1 and b2 attack each other")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("a1 and a8 attack each other")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("b2 and a8")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("preplaced")), qPrintable(text));
    }

    // Eight queens: counted with their symmetry classes, the gallery says that its 12 are one
    // per class of the 92; counted without, it lists the 92 and, with "distinct only" ticked,
    // says that the 12 it shows are one per class.
    void galleryExplainsWhatItShows()
    {
        for (const bool distinct : {true, false}) {
            MainWindow window(guitest::quietOptions());
            window.show();
            QVERIFY(window.loadProblemText(queensProblem(8, distinct), QStringLiteral("test"), nullptr));
            QSignalSpy finished(window.searchController(), &SearchController::finished);
            window.runAction()->trigger();
            QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000 * cpwtest::kSlowdown);
            if (distinct) {
                QCOMPARE(window.solutionModel()->totalSolutions(), quint64(12));
                const QString text = window.gallery()->countsText();
                QVERIFY2(text.contains(QStringLiteral("12 listed: one per symmetry class")), qPrintable(text));
                QVERIFY2(text.contains(QStringLiteral("of the 92 solutions")), qPrintable(text));
                continue;
            }
            QCOMPARE(window.solutionModel()->totalSolutions(), quint64(92));
            QTest::mouseClick(window.gallery()->findChild<QCheckBox *>(QStringLiteral("distinctOnly")), Qt::LeftButton);
            QTRY_COMPARE(window.gallery()->filterModel()->rowCount(), 12);
            const QString text = window.gallery()->countsText();
            QVERIFY2(text.contains(QStringLiteral("12 shown: one per symmetry class")), qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("of the 92 listed")), qPrintable(text));
        }
    }

    // Peaceable armies counted with their classes: the classes are taken under rotations,
    // reflections and the exchange of colours (OEIS A260680's group of 16: 71 on 8x8), and both
    // the run panel and the gallery say so. With one side fixed at 9 white queens the other
    // side's optimum is 10 (A308632(8)), the colours cannot be exchanged, and neither says it.
    void peaceableClassesNameTheirGroup_data()
    {
        QTest::addColumn<QString>("params");
        QTest::addColumn<bool>("coloursToo");
        QTest::newRow("9 + 9, group of 16") << R"("count": true, "distinct": true)" << true;
        QTest::newRow("9 white fixed, 10 black") << R"("count": true, "distinct": true, "white": 9)" << false;
    }
    void peaceableClassesNameTheirGroup()
    {
        QFETCH(QString, params);
        QFETCH(bool, coloursToo);
        MainWindow window(guitest::quietOptions());
        window.show();
        const QString problem = QStringLiteral(R"({"format": "chess-puzzle-workbench-problem", "version": 1,
            "kind": "peaceable", "board": {"width": 8, "height": 8}, "pieces": "Q", "params": {%1}})")
                                    .arg(params);
        QString error;
        QVERIFY2(window.loadProblemText(problem.toUtf8(), QStringLiteral("test"), &error), qPrintable(error));
        QSignalSpy finished(window.searchController(), &SearchController::finished);
        window.runAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000 * cpwtest::kSlowdown);
        const auto stats = finished.at(0).at(0).value<cpw::SearchStats>();
        QVERIFY(stats.complete);
        if (coloursToo)
            QCOMPARE(stats.distinct.value_or(0), quint64(71)); // A260680(8)
        else
            QCOMPARE(stats.optimum.value_or(0), 10.0); // A308632(8)
        const QString words = QStringLiteral("exchange of colours");
        const auto *run = window.findChild<QLabel *>(QStringLiteral("runText"));
        QVERIFY(run);
        QCOMPARE(run->text().contains(words), coloursToo);
        QVERIFY2(run->text().contains(QStringLiteral("Distinct under")), qPrintable(run->text()));
        const QString gallery = window.gallery()->countsText();
        QVERIFY2(gallery.contains(QStringLiteral("listed: one per symmetry class")), qPrintable(gallery));
        QCOMPARE(gallery.contains(words), coloursToo);
    }

    // The user's language where a person reads it: piece letters (German D for the queen,
    // Hungarian V; the notation keeps FEN's Q), the keys' names ("Strg" in German), the user
    // guide, and the Chess960 form after a live switch.
    void speaksTheUsersLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("queen");
        QTest::addColumn<QString>("ctrl");
        QTest::addColumn<QString>("guideWord");
        QTest::newRow("en") << "en" << "Q" << "Ctrl" << "user guide";
        QTest::newRow("de") << "de" << "D" << "Strg" << "Anleitung";
        QTest::newRow("hu") << "hu" << "V" << "Ctrl" << "útmutató";
    }
    void speaksTheUsersLanguage()
    {
        QFETCH(QString, code);
        QFETCH(QString, queen);
        QFETCH(QString, ctrl);
        QFETCH(QString, guideWord);
        MainWindow window(guitest::quietOptions());
        window.show();
        window.problemPanel()->setKind("chess960");
        const QString englishInfo = window.problemPanel()->currentEditor()->findChild<QLabel *>(QStringLiteral("chess960Info"))->text();
        // Settings > Language, as a person picks it.
        bool picked = false;
        for (QAction *a : window.findChildren<QAction *>())
            if (a->isCheckable() && a->data().toString() == code && a->actionGroup()) {
                a->trigger();
                picked = true;
                break;
            }
        QVERIFY(picked);
        QCoreApplication::processEvents();
        const cpw::Catalogue &cat = window.position()->catalogue();
        QCOMPARE(pieceDisplayLetter(cat.piece(cat.find('Q'))), queen);
        // The allowed-pieces grid of the exact-attack form shows the letter too.
        window.problemPanel()->setKind("exact");
        auto *list = window.problemPanel()->currentEditor()->findChild<QListWidget *>();
        QVERIFY(list);
        QCOMPARE(list->item(cat.find('Q'))->text(), queen);
        QVERIFY(QKeySequence(Qt::CTRL | Qt::Key_N).toString(QKeySequence::NativeText).startsWith(ctrl));
        GuideDialog guide(&window);
        QVERIFY2(guide.browser()->toPlainText().contains(guideWord, Qt::CaseInsensitive),
                 qPrintable(guide.browser()->toPlainText().left(80)));
        // The Chess960 line follows the switch (it was English before it).
        window.problemPanel()->setKind("chess960");
        const QString info = window.problemPanel()->currentEditor()->findChild<QLabel *>(QStringLiteral("chess960Info"))->text();
        if (code != QLatin1String("en"))
            QVERIFY2(info != englishInfo, qPrintable(info));
        QVERIFY(Language::install(QCoreApplication::instance(), QStringLiteral("en")));
    }

    // A tour's given opening (knights placed in order) is drawn as its path with move numbers,
    // in the order of placing, not of the cells; the key names the path.
    void tourOpeningIsAPath()
    {
        MainWindow window(guitest::quietOptions());
        window.show();
        window.problemPanel()->setKind("tour");
        BoardDocument *doc = window.position();
        const int knight = doc->catalogue().find('N');
        const int c5 = doc->board().index(2, 4), b3 = doc->board().index(1, 2), a1 = doc->board().index(0, 0);
        for (int cell : {c5, b3, a1}) // placed from c5: the path runs c5, b3, a1
            doc->placePiece(cell, knight);
        QCoreApplication::processEvents();
        BoardView *view = window.findChild<BoardView *>();
        const BoardScene scene = view->scene(true, true);
        QVERIFY(scene.order);
        QCOMPARE((*scene.order)[c5], 1);
        QCOMPARE((*scene.order)[b3], 2);
        QCOMPARE((*scene.order)[a1], 3);
        QVERIFY(scene.layers & TourPathLayer);
        QVERIFY(legendTexts(view->legend()).contains(QStringLiteral("move numbers")));
    }

    // A printed sheet of queens shows the solutions, not the screen's tints (attacked cells
    // grey), unless overlays are asked for in exports.
    void sheetsWithoutOverlays()
    {
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(window.loadProblemText(queensProblem(6, false), QStringLiteral("test"), nullptr));
        QSignalSpy finished(window.searchController(), &SearchController::finished);
        window.runAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000 * cpwtest::kSlowdown);
        QCOMPARE(window.solutionModel()->totalSolutions(), quint64(4)); // OEIS A000170(6)
        QAction *overlays = nullptr;
        for (QAction *a : window.findChildren<QAction *>())
            if (a->text() == QLatin1String("Include &overlays in exports"))
                overlays = a;
        QVERIFY(overlays);
        QTemporaryDir dir;
        auto sheet = [&](bool withOverlays) {
            if (overlays->isChecked() != withOverlays)
                overlays->trigger();
            const QString path = dir.filePath(withOverlays ? QStringLiteral("on.svg") : QStringLiteral("off.svg"));
            if (!window.exportTo(path, 4).isEmpty())
                return QByteArray();
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll().toLower() : QByteArray();
        };
        const QByteArray off = sheet(false), on = sheet(true);
        QVERIFY(!off.isEmpty() && !on.isEmpty());
        // The conflicts layer's grey tint of attacked cells (palette.h, kAttackedTint).
        QVERIFY(!off.contains("#607d8b"));
        QVERIFY(on.contains("#607d8b"));
        overlays->trigger(); // the setting back off
    }

    // Only the kinds with targets show the target tool; only exact attack shows pattern markers.
    void kindsShowTheirOwnTools()
    {
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        PiecePalette *palette = window.findChild<PiecePalette *>();
        QVERIFY(palette);
        QAbstractButton *targetTool = palette->toolButtons()->button(PiecePalette::kTarget);
        QVERIFY(targetTool);
        BoardView *view = window.findChild<BoardView *>();
        for (FamilyEditor *e : window.problemPanel()->editors()) {
            window.problemPanel()->setKind(e->familyName());
            QCoreApplication::processEvents();
            QCOMPARE(targetTool->isVisible(), e->usesTargets());
            // A selected piece shows its attack pattern only where patterns belong.
            window.position()->clearPieces();
            window.position()->placePiece(12, window.position()->catalogue().find('N'));
            view->setSelectedCell(12);
            QCOMPARE(view->shownPattern().has_value(), e->usesPatterns());
        }
        // The army string belongs to "place an army", not to n queens: hidden, not greyed.
        window.problemPanel()->setKind("independent");
        QCoreApplication::processEvents();
        QLineEdit *army = nullptr;
        for (QLineEdit *l : window.problemPanel()->currentEditor()->findChildren<QLineEdit *>())
            if (l->placeholderText() == QLatin1String("K2Q2B2N1"))
                army = l;
        QVERIFY(army);
        QVERIFY(!army->isVisible());
    }
};

QTEST_MAIN(TestNewcomer)
#include "tst_newcomer.moc"
