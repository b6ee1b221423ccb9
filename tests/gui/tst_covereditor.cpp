// The cover puzzle in the workbench: the editor builds the problem the core solves (Fisher's
// table 1: 5x5 needs 5 knights, 47 minimum covers), picks the "uncovered cells" overlay (with
// the total and independent variants' extra layers), and round-trips through a problem. The
// search for small covers has its own time limit (a problem parameter, 10 s by default as in
// the core and `cpw cover --upper`), apart from the panel's general time limit (a run option):
// saving and loading keep both (issue 24).
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSpinBox>
#include <QStandardPaths>
#include <QtTest>

#include "boarddocument.h"
#include "boardview.h"
#include "cpw/params.h"
#include "cpw/problem.h"
#include "families/covereditor.h"
#include "mainwindow.h"
#include "problempanel.h"
#include "searchcontroller.h"
#include "solutionmodel.h"
#include "testwindow.h"

class TestCoverEditor : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void solveFromTheUi()
    {
        MainWindow window(guitest::quietOptions());
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        window.position()->reset(cat, BoardDocument::freshState(5, 5, 1));
        ProblemPanel *panel = window.problemPanel();
        panel->setKind("cover");
        CoverEditor *editor = panel->editor<CoverEditor>();
        QVERIFY(editor);
        QCOMPARE(panel->currentEditor(), editor);
        QVERIFY(panel->layers() & UncoveredLayer);
        QVERIFY(window.boardView()->layers() & UncoveredLayer);

        const cpw::Problem p = panel->problem();
        QCOMPARE(p.kind, "cover");
        QCOMPARE(p.allowed, std::vector<int>{cat.find('N')});
        QCOMPARE(p.paramString("mode", ""), std::string("minimum"));
        QVERIFY(panel->isValid());

        QSignalSpy finished(window.searchController(), &SearchController::finished);
        window.runAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        const auto stats = finished.at(0).at(0).value<cpw::SearchStats>();
        QVERIFY(stats.complete);
        QCOMPARE(stats.optimum.value_or(-1), 5.0);
        QCOMPARE(stats.solutions, quint64(47));
    }

    void variantsAndModes()
    {
        MainWindow window(guitest::quietOptions());
        window.position()->reset(cpw::Catalogue::standard(), BoardDocument::freshState(6, 6, 1));
        ProblemPanel *panel = window.problemPanel();
        panel->setKind("cover");
        CoverEditor *editor = panel->editor<CoverEditor>();
        QSignalSpy layers(panel, &ProblemPanel::layersChanged);
        editor->variantBox()->setCurrentIndex(editor->variantBox()->findData(QStringLiteral("total")));
        QVERIFY(layers.count() >= 1);
        QVERIFY(panel->layers() & TotalCoverLayer);
        editor->variantBox()->setCurrentIndex(editor->variantBox()->findData(QStringLiteral("independent")));
        QVERIFY(panel->layers() & ConflictsLayer);
        QVERIFY(!(panel->layers() & TotalCoverLayer));

        editor->pieceBox()->setCurrentIndex(
            editor->pieceBox()->findData(cpw::Catalogue::standard().find('Q')));
        editor->modeBox()->setCurrentIndex(editor->modeBox()->findData(QStringLiteral("pieces")));
        QVERIFY(editor->piecesSpin()->isEnabled());
        editor->piecesSpin()->setValue(4);
        cpw::Problem p = panel->problem();
        QCOMPARE(p.paramString("variant", ""), std::string("independent"));
        QCOMPARE(p.paramString("mode", ""), std::string("pieces"));
        QCOMPARE(p.paramInt("pieces", 0), 4LL);
        QVERIFY(cpw::validateProblem(p).ok());

        // Small covers of large boards also keep pieces apart (the SAT model's conflict clauses).
        editor->modeBox()->setCurrentIndex(editor->modeBox()->findData(QStringLiteral("upper")));
        QVERIFY(editor->precheck().isEmpty());
        QVERIFY(panel->isValid());
        p = panel->problem();
        QCOMPARE(p.paramString("mode", ""), std::string("upper"));
        QCOMPARE(p.paramString("variant", ""), std::string("independent"));
        QVERIFY(cpw::validateProblem(p).ok());

        // Round trip through a problem.
        editor->variantBox()->setCurrentIndex(editor->variantBox()->findData(QStringLiteral("total")));
        editor->modeBox()->setCurrentIndex(editor->modeBox()->findData(QStringLiteral("first")));
        p = panel->problem();
        QVERIFY(p.paramBool("first", false));
        editor->modeBox()->setCurrentIndex(0);
        editor->variantBox()->setCurrentIndex(0);
        QVERIFY(panel->loadProblem(p));
        QCOMPARE(editor->variantBox()->currentData().toString(), QStringLiteral("total"));
        QCOMPARE(editor->modeBox()->currentData().toString(), QStringLiteral("first"));
        QCOMPARE(editor->pieceBox()->currentData().toInt(), cpw::Catalogue::standard().find('Q'));
    }

    void upperTimeLimit()
    {
        MainWindow window(guitest::quietOptions());
        window.position()->reset(cpw::Catalogue::standard(), BoardDocument::freshState(8, 8, 1));
        ProblemPanel *panel = window.problemPanel();
        panel->setKind("cover");
        CoverEditor *editor = panel->editor<CoverEditor>();
        editor->modeBox()->setCurrentIndex(editor->modeBox()->findData(QStringLiteral("upper")));
        QVERIFY(panel->isValid());

        // The default is the core's and the CLI's: 10 s (cover.h, `cpw cover --upper`).
        cpw::Problem p = panel->problem();
        QCOMPARE(p.paramDouble("upper_time_limit", -1.0), 10.0);
        const cpw::ParamSpec *spec = cpw::findParam("cover", "upper_time_limit");
        QVERIFY(spec);
        QCOMPARE(std::get<double>(spec->defaultValue), 10.0);
        QCOMPARE(panel->searchOptions().timeLimitSeconds, 0.0);
        QVERIFY(!p.params.count("time_limit"));

        // A general time limit is a run option: it leaves the cover's own limit alone.
        panel->timeLimitSpin()->setValue(5);
        p = panel->problem();
        QCOMPARE(p.paramDouble("upper_time_limit", -1.0), 10.0);
        QCOMPARE(panel->searchOptions().timeLimitSeconds, 5.0);

        // Saved and opened again: both limits come back, each in its place.
        const QByteArray saved = window.problemJson();
        MainWindow other(guitest::quietOptions());
        QString error;
        QVERIFY2(other.loadProblemText(saved, QStringLiteral("cover.json"), &error), qPrintable(error));
        QCOMPARE(other.problemPanel()->searchOptions().timeLimitSeconds, 5.0);
        QCOMPARE(other.problemPanel()->problem().paramDouble("upper_time_limit", -1.0), 10.0);

        // A file whose cover limit is 30 s and that has no general limit: the cover keeps its
        // 30 s, and later runs (of any kind) get no general time limit from it.
        cpw::Problem file;
        file.kind = "cover";
        file.catalogue = cpw::Catalogue::standard();
        file.board = cpw::Board(8, 8);
        file.allowed = {file.catalogue.find('N')};
        file.params["mode"] = std::string("upper");
        file.params["upper_time_limit"] = 30.0;
        QVERIFY(cpw::validateProblem(file).ok());
        QVERIFY2(other.loadProblemText(QByteArray::fromStdString(cpw::serializeProblem(file)),
                                       QStringLiteral("cover30.json"), &error),
                 qPrintable(error));
        QCOMPARE(other.problemPanel()->problem().paramDouble("upper_time_limit", -1.0), 30.0);
        QCOMPARE(other.problemPanel()->searchOptions().timeLimitSeconds, 0.0);
        other.problemPanel()->setKind("exact");
        QCOMPARE(other.problemPanel()->searchOptions().timeLimitSeconds, 0.0);
        // The saved file keeps the cover's 30 s, and no general limit.
        other.problemPanel()->setKind("cover");
        const auto again = cpw::parseProblem(other.problemJson().toStdString());
        QVERIFY(again.ok());
        QCOMPARE(again->paramDouble("upper_time_limit", -1.0), 30.0);
        QVERIFY(!again->params.count("time_limit"));
    }
};

QTEST_MAIN(TestCoverEditor)
#include "tst_covereditor.moc"
