// The forms built from the core's one declaration of each family's parameters (issue 24):
// - per family, problem files that together set every parameter away from its default survive
//   load -> save in the GUI unchanged (the files are written here by hand, each key checked
//   against the family's declaration);
// - every family of the core's table has its form worded in full (a label for every key and a
//   text for every choice) and in German and Hungarian, with no text left for keys that are gone;
// - the generic form on its own: a widget per type, values both ways, texts from the key where
//   a table has none, "enabled when" from the core.
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTranslator>
#include <QtTest>

#include <set>

#include "boarddocument.h"
#include "cpw/family.h"
#include "cpw/params.h"
#include "cpw/problem.h"
#include "families/familyeditor.h"
#include "piecelist.h"
#include "mainwindow.h"
#include "paramform.h"
#include "piecerenderer.h"
#include "problempanel.h"
#include "testwindow.h"

namespace {

// The run options every file below sets (none at its default).
#define RUN R"("threads": 3, "limit": 100, "time_limit": 2.5, "task_target": 64)"
#define HEAD R"({"format": "chess-puzzle-workbench-problem", "version": 1, )"

struct FileRow {
    const char *name;
    const char *json;
};

// Per family, files that set each parameter away from its default (keys that exclude each other,
// such as independent's first / max / army, in separate files). Values are chosen by hand.
const FileRow kFiles[] = {
    {"exact k", HEAD R"("kind": "exact", "board": {"width": 5, "height": 5}, "pieces": "QRN", "targets": 2,
        "params": {"mode": "fewest", "count_empty_only": true, "raw": true, "no_pawns": true, "engine": "sat",
                   "distinct": true, )" RUN "}}"},
    {"exact per-cell targets", HEAD R"("kind": "exact", "board": {"width": 3, "height": 2},
        "pieces": "KB", "targets": [[1, null, 2], [0, 1, 1]],
        "params": {"mode": "most", "count_empty_only": false, "raw": false, "no_pawns": false,
                   "engine": "occupancy", "distinct": false}})"},
    {"cover pieces", HEAD R"("kind": "cover", "board": {"width": 6, "height": 6}, "pieces": "Q",
        "params": {"variant": "independent", "mode": "pieces", "pieces": 7, "first": true,
                   "upper_time_limit": 30.0, "method": "sat", "symmetry": 2, "lp_bound": false,
                   "distinct": true, )" RUN "}}"},
    {"cover first", HEAD R"("kind": "cover", "board": {"width": 5, "height": 5}, "pieces": "B",
        "params": {"variant": "total", "mode": "minimum", "pieces": 3, "first": true,
                   "upper_time_limit": 0.5, "method": "local", "symmetry": 4, "lp_bound": true,
                   "distinct": false}})"},
    {"cover upper", HEAD R"("kind": "cover", "board": {"width": 12, "height": 12}, "pieces": "N",
        "params": {"variant": "plain", "mode": "upper", "pieces": 0, "first": false,
                   "upper_time_limit": 4.25, "method": "both", "symmetry": 1, "lp_bound": true,
                   "distinct": false, "time_limit": 9.0}})"},
    {"independent count", HEAD R"("kind": "independent", "board": {"width": 7, "height": 7},
        "params": {"piece": "R", "kind": "super", "count": 5, "hits": "all", "first": false, "max": false,
                   "army": "", "engine": "general", "distinct": true, )" RUN "}}"},
    {"independent first", HEAD R"("kind": "independent", "board": {"width": 8, "height": 8},
        "params": {"piece": "B", "kind": "awesome", "count": 3, "hits": "sets", "first": true, "max": false,
                   "army": "", "engine": "queens", "distinct": false}})"},
    {"independent max", HEAD R"("kind": "independent", "board": {"width": 5, "height": 5},
        "params": {"piece": "N", "kind": "regular", "count": 2, "hits": "all", "first": false, "max": true,
                   "army": "", "engine": "auto", "distinct": false}})"},
    {"independent army", HEAD R"("kind": "independent", "board": {"width": 6, "height": 6},
        "params": {"piece": "K", "kind": "super", "count": 4, "hits": "all", "first": false, "max": false,
                   "army": "K2Q1N3", "engine": "general", "distinct": true}})"},
    {"army", HEAD R"("kind": "army", "board": {"width": 5, "height": 4}, "pieces": "QRBN",
        "params": {"values": "Q=9,R=5,B=3,N=3,K=1", "each_type": true, "engine": "mip",
                   "symmetry_breaking": false, "heuristic_start": false, "rook_split": false, )" RUN "}}"},
    {"tour piece", HEAD R"("kind": "tour", "board": {"width": 6, "height": 5},
        "params": {"piece": "K", "leap": "", "start": "c3", "path": "c3 d4 e3", "numbers": "b2=30", "closed": true,
                   "count": true,
                   "engine": "search", "use_theory": false, )" RUN "}}"},
    {"tour leap", HEAD R"("kind": "tour", "board": {"width": 8, "height": 8},
        "params": {"piece": "K", "leap": "2,5", "start": "", "path": "", "numbers": "", "closed": false, "count": false,
                   "engine": "auto", "use_theory": true}})"},
    {"chess960", HEAD R"("kind": "chess960", "board": {"width": 8, "height": 1},
        "params": {"number": 17, "distinct": true, )" RUN "}}"},
    {"peaceable count", HEAD R"("kind": "peaceable", "board": {"width": 6, "height": 6}, "pieces": "N",
        "preplaced": "n5/6/6/6/6/5N",
        "params": {"m": 3, "white": 4, "count": true, "upper": false, "task_depth": 5, "symmetry": "colours",
                   "distinct": true, )" RUN "}}"},
    {"peaceable upper", HEAD R"("kind": "peaceable", "board": {"width": 12, "height": 12}, "pieces": "Q",
        "params": {"m": 0, "white": 0, "count": false, "upper": true, "distinct": false, "time_limit": 9.0}})"},
};

cpw::Problem parsed(const char *json)
{
    auto p = cpw::parseProblem(json);
    if (!p)
        qFatal("a test file does not parse: %s", json);
    return p.value();
}

} // namespace

class TestParamForm : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("json");
        for (const FileRow &row : kFiles)
            QTest::newRow(row.name) << QString::fromUtf8(row.json);
    }
    void roundTrip()
    {
        QFETCH(QString, json);
        const cpw::Problem file = parsed(json.toUtf8().constData());
        // Every key of the file is the family's or a common one (the file itself is sound).
        for (const auto &[key, value] : file.params)
            QVERIFY2(cpw::findParam(file.kind, key), key.c_str());
        MainWindow window(guitest::quietOptions());
        QString error;
        QVERIFY2(window.loadProblemText(json.toUtf8(), QStringLiteral("test.json"), &error),
                 qPrintable(error));
        const QByteArray saved = window.problemJson();
        QCOMPARE(QString::fromStdString(cpw::serializeProblem(parsed(saved.constData()))),
                 QString::fromStdString(cpw::serializeProblem(file)));
        // And once more: what the GUI saved, it loads and saves again unchanged.
        MainWindow again(guitest::quietOptions());
        QVERIFY2(again.loadProblemText(saved, QStringLiteral("saved.json"), &error), qPrintable(error));
        QCOMPARE(QString::fromUtf8(again.problemJson()), QString::fromUtf8(saved));
    }

    // The files above leave no parameter of any family at its default (a parameter added to a
    // family's declaration needs a file here).
    void everyParameterCovered()
    {
        for (const cpw::FamilyDescriptor &family : cpw::families()) {
            std::set<std::string> moved;
            for (const FileRow &row : kFiles) {
                const cpw::Problem p = parsed(row.json);
                if (p.kind != family.name)
                    continue;
                for (const auto &[key, value] : p.params)
                    if (const cpw::ParamSpec *spec = cpw::findParam(p.kind, key);
                        spec && value != spec->defaultValue)
                        moved.insert(std::string(spec->key));
            }
            for (const cpw::ParamSpec *spec : cpw::paramsOf(family.name))
                // The board's unfixed pieces (tst_problemfile) and a puzzle file's flag, which the
                // document takes (tst_puzzle: a saved puzzle opens as a puzzle again).
                // And a file cpw writes after a peaceable count (the gallery lists the classes),
                // and the tour's memory_limit, a run parameter of the command line and the bench
                // (the workbench counts with the default budget and shows no field for it).
                if (spec->key != "position" && spec->key != "puzzle" && spec->key != "representatives" &&
                    !(family.name == "tour" && spec->key == "memory_limit"))
                    QVERIFY2(moved.count(std::string(spec->key)),
                             qPrintable(QStringLiteral("%1: no file sets %2 away from its default")
                                            .arg(QString::fromUtf8(family.name.data(), family.name.size()),
                                                 QString::fromUtf8(spec->key.data(), spec->key.size()))));
        }
    }

    // Every family of the core's table has its GUI texts: title, a label for every row of its
    // form, a text for every choice, none for keys that are gone; in German and Hungarian too.
    void textsComplete()
    {
        MainWindow window(guitest::quietOptions());
        ProblemPanel *panel = window.problemPanel();
        initGuiResources();
        QTranslator de, hu;
        QVERIFY(de.load(QStringLiteral(":/i18n/cpw_de.qm")));
        QVERIFY(hu.load(QStringLiteral(":/i18n/cpw_hu.qm")));
        auto translatedIn = [&de, &hu](const char *context, const char *source) {
            QStringList missing;
            if (source && de.translate(context, source).isEmpty())
                missing << QStringLiteral("de: ") + QString::fromUtf8(source);
            if (source && hu.translate(context, source).isEmpty())
                missing << QStringLiteral("hu: ") + QString::fromUtf8(source);
            return missing;
        };
        QVERIFY(!cpw::families().empty());
        for (const cpw::FamilyDescriptor &family : cpw::families()) {
            const QString name = QString::fromUtf8(family.name.data(), family.name.size());
            const FamilyGui *gui = findFamilyGui(family.name);
            QVERIFY2(gui, qPrintable(name + QStringLiteral(": no GUI texts")));
            QVERIFY2(gui->title && gui->description, qPrintable(name));
            panel->setKind(family.name);
            FamilyEditor *editor = panel->currentEditor();
            QVERIFY(editor->familyName() == family.name);
            QCOMPARE(editor->gui(), gui);
            const QStringList missing = ParamForm::missingTexts(gui->texts, editor->form()->specs());
            QVERIFY2(missing.isEmpty(),
                     qPrintable(name + QStringLiteral(": no text for ") + missing.join(", ")));
            const QStringList stray = ParamForm::strayTexts(gui->texts, editor->specs());
            QVERIFY2(stray.isEmpty(),
                     qPrintable(name + QStringLiteral(": texts for no parameter: ") + stray.join(", ")));
            QStringList untranslated =
                translatedIn(gui->context, gui->title) + translatedIn(gui->context, gui->description);
            for (const ParamText &t : gui->texts)
                untranslated << translatedIn(gui->context, t.text) << translatedIn(gui->context, t.help)
                             << translatedIn(gui->context, t.special) << translatedIn(gui->context, t.suffix);
            QVERIFY2(untranslated.isEmpty(),
                     qPrintable(name + QStringLiteral(": ") + untranslated.join(", ")));
        }
        // The panel's common fields.
        const QStringList missing = ParamForm::missingTexts({}, panel->commonForm()->specs());
        QVERIFY(!missing.isEmpty()); // the check bites: an empty table lacks every key
        QVERIFY(panel->commonForm()->specs().size() >= 4);
        QVERIFY(panel->threadsSpin() && panel->limitSpin() && panel->timeLimitSpin() &&
                panel->distinctCheck());
        QVERIFY(!panel->threadsSpin()->specialValueText().contains(QLatin1String("%1")));
    }

    // The generic form by itself: one widget per type, values both ways, texts from the key.
    void genericForm()
    {
        const cpw::ParamSpec specs[] = {
            {.key = "flag", .type = cpw::ParamType::Bool, .defaultValue = true},
            {.key = "size", .type = cpw::ParamType::Int, .defaultValue = 4LL, .min = 1, .max = 9},
            {.key = "seconds", .type = cpw::ParamType::Real, .defaultValue = 1.5, .min = 0, .max = 100},
            {.key = "shape",
             .type = cpw::ParamType::Choice,
             .defaultValue = std::string("round"),
             .choices = {"round", "square"}},
            {.key = "who", .type = cpw::ParamType::Piece, .defaultValue = std::string("Q")},
            {.key = "army", .type = cpw::ParamType::PieceList, .defaultValue = std::string("QR")},
            {.key = "from", .type = cpw::ParamType::Cell, .defaultValue = std::string()},
            {.key = "note",
             .type = cpw::ParamType::Text,
             .defaultValue = std::string(),
             .enabledWhen = {"shape", {"square"}}},
            {.key = "runs",
             .type = cpw::ParamType::Int,
             .defaultValue = 0LL,
             .min = 0,
             .max = 5,
             .scope = cpw::ParamScope::Run},
        };
        std::vector<const cpw::ParamSpec *> list;
        for (const cpw::ParamSpec &s : specs)
            list.push_back(&s);
        BoardDocument doc;
        doc.reset(cpw::Catalogue::standard(), BoardDocument::freshState(5, 5, 1));
        ParamForm form("TestParamForm", {}, list, &doc, nullptr);
        QVERIFY(qobject_cast<QCheckBox *>(form.field("flag")));
        QVERIFY(qobject_cast<QSpinBox *>(form.field("size")));
        QVERIFY(qobject_cast<QDoubleSpinBox *>(form.field("seconds")));
        QVERIFY(qobject_cast<QComboBox *>(form.field("shape")));
        QVERIFY(qobject_cast<QComboBox *>(form.field("who")));
        QVERIFY(qobject_cast<PieceList *>(form.field("army")));
        QVERIFY(qobject_cast<QLineEdit *>(form.field("from")));
        QVERIFY(qobject_cast<QLineEdit *>(form.field("note")));
        QCOMPARE(qobject_cast<QSpinBox *>(form.field("size"))->maximum(), 9);
        // No table: the key in words.
        QCOMPARE(qobject_cast<QCheckBox *>(form.field("flag"))->text(), QStringLiteral("Flag"));
        QCOMPARE(ParamForm::missingTexts({}, list).size(), 11); // 9 keys, 2 choices

        // Defaults at first; the run option is left out at its default.
        cpw::Problem p;
        form.fill(p, true);
        QCOMPARE(p.params.at("flag"), cpw::ParamValue(true));
        QCOMPARE(p.params.at("size"), cpw::ParamValue(4LL));
        QCOMPARE(p.params.at("army"), cpw::ParamValue(std::string("QR")));
        QVERIFY(!p.params.count("runs"));

        cpw::Problem q;
        q.params = {{"flag", false},
                    {"size", 7LL},
                    {"seconds", 0.25},
                    {"shape", std::string("square")},
                    {"who", std::string("N")},
                    {"army", std::string("KBN")},
                    {"from", std::string("c4")},
                    {"note", std::string("hello")},
                    {"runs", 2LL}};
        QSignalSpy changed(&form, &ParamForm::changed);
        form.load(q);
        QCOMPARE(changed.count(), 0); // loading is no edit
        form.updateEnabled(q);
        cpw::Problem back;
        form.fill(back, false);
        QCOMPARE(back.params, q.params);

        // "Enabled when": the note means something for square shapes only; the problem for the
        // search leaves it out, the saved one keeps it.
        qobject_cast<QComboBox *>(form.field("shape"))->setCurrentIndex(0);
        QCOMPARE(changed.count(), 1);
        cpw::Problem now;
        form.fill(now, true);
        form.updateEnabled(now);
        QVERIFY(!form.field("note")->isEnabled());
        cpw::Problem search;
        form.fill(search, false);
        QVERIFY(!search.params.count("note"));
        cpw::Problem saved;
        form.fill(saved, true);
        QVERIFY(saved.params.count("note"));
        QCOMPARE(saved.params.at("note"), cpw::ParamValue(std::string("hello")));
    }
};

QTEST_MAIN(TestParamForm)
#include "tst_paramform.moc"
