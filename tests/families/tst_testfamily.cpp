// A family defined entirely in this test's files (issue 48: "a family is one unit"): the strip
// family of stripfamily.h (descriptor, parameters with a choice bound to an enum, an integer and
// a piece, a rule between two of them, errors and an objective of its own), its texts in English,
// German and Hungarian (striptexts.h) and its GUI texts (stripgui.h), each registered with one
// static line keyed by the descriptor function. No shared file names it, and it gets:
// - a `cpw strip` command with --help (its options from the specs), run in this process through
//   cpw::cli::runCommandLine, the function the program's main() calls;
// - counts that match the number of strip positions computed here by formula, an optimum that is
//   the strip's cells, and `--save F` followed by `cpw solve F` printing the same summary;
// - its rule enforced by the core with the key named (the option on the command line, the
//   field in a file), its errors worded in three languages;
// - a GUI form with a label for every parameter and a text for every choice;
// - its classes (under the left-right mirror) named in its own words in the window's run panel.
#include <QComboBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QTemporaryDir>
#include <QtTest>

#include <iostream>
#include <sstream>

#include "../gui/testwindow.h"
#include "climain.h"
#include "errortext.h"
#include "familytexts.h"
#include "problempanel.h"
#include "runtexts.h"
#include "searchcontroller.h"
#include "shadowfamily.h" // before the strip: the strip stays the last family registered
#include "stripfamily.h"
#include "stripgui.h"
#include "striptexts.h"

namespace {

struct Run {
    int code = -1;
    QByteArray out, err;
};

/// `cpw ARGS` in this process (std::cout and std::cerr captured).
Run runCpw(const QStringList &args)
{
    std::ostringstream out, err;
    std::streambuf *const oldOut = std::cout.rdbuf(out.rdbuf());
    std::streambuf *const oldErr = std::cerr.rdbuf(err.rdbuf());
    std::vector<std::string> argv;
    for (const QString &a : args)
        argv.push_back(a.toStdString());
    Run r;
    r.code = cpw::cli::runCommandLine(argv);
    std::cout.flush();
    std::cerr.flush();
    std::cout.rdbuf(oldOut);
    std::cerr.rdbuf(oldErr);
    r.out = QByteArray::fromStdString(out.str());
    r.err = QByteArray::fromStdString(err.str());
    return r;
}

QJsonObject lastJsonLine(const QByteArray &out)
{
    const QList<QByteArray> lines = out.trimmed().split('\n');
    return QJsonDocument::fromJson(lines.back()).object();
}

/// The summary without what differs between two runs of one problem.
QJsonObject comparable(QJsonObject s)
{
    s.remove(QStringLiteral("elapsed_s"));
    s.remove(QStringLiteral("command"));
    return s;
}

/// The number of positions of a strip, by formula: (W - a + 1) * (H - b + 1) for an a x b block.
qint64 positions(int width, int height, int a, int b)
{
    return a > width || b > height ? 0 : qint64(width - a + 1) * (height - b + 1);
}

} // namespace

class TestTestFamily : public QObject {
    Q_OBJECT
private slots:
    void registered()
    {
        const cpw::FamilyDescriptor *f = cpw::findFamily("strip");
        QVERIFY(f);
        QCOMPARE(f->params.size(), std::size_t(3));
        QVERIFY(cpw::kindRules("strip").known);
        QVERIFY(!cpw::families().empty() && cpw::families().back().name == "strip");
    }

    void commandAndHelp()
    {
        const Run list = runCpw({"--help"});
        QCOMPARE(list.code, 0);
        QVERIFY2(list.out.contains("\n  strip"), list.out.constData());
        const Run help = runCpw({"strip", "--help"});
        QCOMPARE(help.code, 0);
        for (const char *text : {"--form", "row", "square", "--length", "the strip's length", "--piece",
                                 "--board", "--save"})
            QVERIFY2(help.out.contains(text), qPrintable(QStringLiteral("no %1 in: ").arg(text) + help.out));
    }

    // A run validates its problem once and builds its family's request once (issue 48): the
    // core's counts of parameter checks (cpw::paramValidations) and of the families' checks of
    // their requests (cpw::requestValidations: validateTour, validateCover, ...) over one
    // command, one row per family, and for the strip its own check's count (it has no request).
    void validatedOnce_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("stripChecks"); // -1: another family
        QTest::addColumn<int>("requestChecks");
        QTest::newRow("strip") << QStringList{"strip", "--board", "5x4", "--quiet"} << 1 << 0;
        QTest::newRow("tour 8x8 a1") << QStringList{"tour", "--board", "8x8", "--start", "a1", "--quiet"} << -1 << 1;
        QTest::newRow("tour 8x8 a1 json") << QStringList{"tour", "--board", "8x8", "--start", "a1", "--json"} << -1
                                          << 1;
        QTest::newRow("tour count") << QStringList{"tour", "--board", "5x5", "--count", "--quiet"} << -1 << 1;
        QTest::newRow("queens first") << QStringList{"independent", "--n", "8", "--first", "--quiet"} << -1 << 1;
        QTest::newRow("queens 1001 first") << QStringList{"independent", "--n", "1001", "--first", "--quiet"} << -1
                                           << 1;
        QTest::newRow("queens count") << QStringList{"independent", "--n", "6", "--quiet"} << -1 << 1;
        QTest::newRow("cover 4x4") << QStringList{"cover", "--n", "4", "--quiet"} << -1 << 1;
        QTest::newRow("exact") << QStringList{"exact", "--board", "3x3", "--k", "1", "--quiet"} << -1 << 1;
        QTest::newRow("army") << QStringList{"army", "--board", "4x4", "--values", "Q=3,N=1", "--quiet"} << -1
                              << 1;
        QTest::newRow("peaceable") << QStringList{"peaceable", "--n", "4", "--piece", "R", "--quiet"} << -1 << 1;
        QTest::newRow("chess960") << QStringList{"chess960", "--number", "518", "--quiet"} << -1 << 1;
    }
    void validatedOnce()
    {
        QFETCH(QStringList, args);
        QFETCH(int, stripChecks);
        QFETCH(int, requestChecks);
        const std::uint64_t before = cpw::paramValidations(), requestsBefore = cpw::requestValidations();
        const int stripBefore = cpw::strip::g_validations;
        const Run r = runCpw(args);
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(cpw::paramValidations() - before, std::uint64_t(1));
        QCOMPARE(cpw::requestValidations() - requestsBefore, std::uint64_t(requestChecks));
        if (stripChecks >= 0)
            QCOMPARE(cpw::strip::g_validations - stripBefore, stripChecks);
    }

    // A spec's flag that repeats an option every command has is refused, the flag, its key and
    // the family named; the other families' commands are untouched.
    void shadowingFlagRefused()
    {
        QVERIFY(cpw::findFamily("shadow"));
        const Run r = runCpw({"shadow", "--board", "4x4"});
        QCOMPARE(r.code, 2);
        for (const char *text : {"--board", "'shadow'", "'size'"})
            QVERIFY2(r.err.contains(text), r.err.constData());
        QCOMPARE(runCpw({"strip", "--board", "4x4", "--quiet"}).code, 0);
    }

    void counts_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<qint64>("solutions");
        QTest::addColumn<int>("cells");
        QTest::newRow("row 2 on 5x4") << QStringList{"--board", "5x4", "--length", "2"} << positions(5, 4, 2, 1) << 2;
        QTest::newRow("row 5 on 5x4") << QStringList{"--board", "5x4", "--length", "5"} << positions(5, 4, 5, 1) << 5;
        QTest::newRow("square 3 on 5x4") << QStringList{"--board", "5x4", "--form", "square", "--length", "3"}
                                         << positions(5, 4, 3, 3) << 9;
        QTest::newRow("square 4 knights on 8x8")
            << QStringList{"--n", "8", "--form", "square", "--length", "4", "--piece", "N"} << positions(8, 8, 4, 4)
            << 16;
    }
    void counts()
    {
        QFETCH(QStringList, args);
        QFETCH(qint64, solutions);
        QFETCH(int, cells);
        const Run r = runCpw(QStringList{"strip"} + args + QStringList{"--json", "--quiet"});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject s = lastJsonLine(r.out);
        QCOMPARE(s["kind"].toString(), QStringLiteral("strip"));
        QVERIFY(s["complete"].toBool());
        QCOMPARE(s["solutions"].toInteger(), solutions);
        QCOMPARE(s["optimum"].toInt(), cells);
        QVERIFY(s["params"].toObject().contains(QStringLiteral("form")));

        // --save F, then cpw solve F: the same summary; the file survives save -> load -> save.
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("strip.json"));
        const Run save = runCpw(QStringList{"strip"} + args + QStringList{"--save", file});
        QVERIFY2(save.code == 0, save.err.constData());
        QVERIFY(save.out.isEmpty());
        const Run solved = runCpw({"solve", file, "--json", "--quiet"});
        QVERIFY2(solved.code == 0, solved.err.constData());
        QCOMPARE(comparable(lastJsonLine(solved.out)), comparable(s));
        const QString again = dir.filePath(QStringLiteral("again.json"));
        QCOMPARE(runCpw({"solve", file, "--save", again}).code, 0);
        QFile a(file), b(again);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(b.readAll(), a.readAll());
    }

    void solutionLines()
    {
        const Run r = runCpw({"strip", "--board", "3x2", "--length", "3", "--piece", "Q", "--json"});
        QCOMPARE(r.code, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 3); // two rows, then the summary
        QCOMPARE(QJsonDocument::fromJson(lines[0]).object()["placement"].toString(), QStringLiteral("3/QQQ"));
        QCOMPARE(QJsonDocument::fromJson(lines[1]).object()["placement"].toString(), QStringLiteral("QQQ/3"));
    }

    /// The rule between shape and length is the core's: the command line names the option, a
    /// file the field.
    void ruleWithKeyNamed()
    {
        const Run r = runCpw({"strip", "--n", "8", "--form", "square", "--length", "5"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--length") && r.err.contains("square strip of length 5 is too long"),
                 r.err.constData());
        QCOMPARE(r.err.trimmed().count('\n'), 0);
        QVERIFY(runCpw({"strip", "--n", "8", "--form", "row", "--length", "5"}).code == 0); // a row may be 5 long

        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("bad.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "chess-puzzle-workbench-problem", "version": 1, "kind": "strip",
                   "board": {"width": 8, "height": 8}, "params": {"form": "square", "length": 6}})");
        f.close();
        const Run s = runCpw({"solve", file});
        QCOMPARE(s.code, 2);
        QVERIFY2(s.err.contains("params.length") && s.err.contains("length 6"), s.err.constData());
        // A value out of the declared range is refused by the specs, with the key named too.
        const Run range = runCpw({"strip", "--n", "8", "--length", "9"});
        QCOMPARE(range.code, 2);
        QVERIFY2(range.err.contains("--length"), range.err.constData());
        const Run room = runCpw({"strip", "--board", "3x3", "--length", "4"});
        QCOMPARE(room.code, 2);
        QVERIFY2(room.err.contains("does not fit"), room.err.constData());
    }

    void errorTextsInThreeLanguages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("tooLong");
        QTest::addColumn<QString>("noRoom");
        QTest::addColumn<QString>("optimum");
        QTest::newRow("en") << "en" << "square strip of length 6 is too long" << "does not fit"
                            << "Optimum: 9 cells in a strip";
        QTest::newRow("de") << "de" << "Streifen der Länge 6 ist zu lang" << "passt nicht"
                            << "Optimum: 9 Felder in einem Streifen";
        QTest::newRow("hu") << "hu" << "6 hosszú négyzetes sáv túl hosszú" << "nem fér el"
                            << "Optimum: 9 mező egy sávban";
    }
    void errorTextsInThreeLanguages()
    {
        QFETCH(QString, language);
        QFETCH(QString, tooLong);
        QFETCH(QString, noRoom);
        QFETCH(QString, optimum);
        cpw::setTextLanguage(language.toStdString());
        const QString a = cpw::errorText(cpw::familyError(cpw::StripError::TooLong, "params.length", 6));
        const QString b = cpw::errorText(cpw::familyError(cpw::StripError::NoRoom, "board", 4));
        const cpw::ObjectiveWords *words = cpw::objectiveWords("strip_cells");
        const QString c = words ? cpw::say(words->optimum).arg(9) : QString();
        cpw::setTextLanguage("en");
        QVERIFY2(a.contains(tooLong), qPrintable(a));
        QVERIFY2(b.contains(noRoom), qPrintable(b));
        QVERIFY2(c.contains(optimum), qPrintable(c));
        const cpw::FamilyTexts *texts = cpw::findFamilyTexts(cpw::stripFamily);
        QVERIFY(texts && texts->codes == 2);
    }

    void guiForm()
    {
        MainWindow window(guitest::quietOptions());
        ProblemPanel *panel = window.problemPanel();
        panel->setKind("strip");
        FamilyEditor *editor = panel->currentEditor();
        QVERIFY(editor && editor->familyName() == "strip");
        const FamilyGui *gui = findFamilyGui("strip");
        QVERIFY(gui && editor->gui() == gui);
        QVERIFY(ParamForm::missingTexts(gui->texts, editor->form()->specs()).isEmpty());
        QCOMPARE(editor->form()->label("form"), QStringLiteral("Form:"));
        QCOMPARE(editor->form()->label("length"), QStringLiteral("Length:"));
        QCOMPARE(editor->form()->label("piece"), QStringLiteral("Piece:"));
        auto *shape = qobject_cast<QComboBox *>(editor->form()->field("form"));
        QVERIFY(shape);
        QCOMPARE(shape->count(), 2);
        QCOMPARE(shape->itemText(0), QStringLiteral("Row"));
        QCOMPARE(shape->itemText(1), QStringLiteral("Square"));
        // The form writes the problem the core solves.
        cpw::Problem p = panel->problem(ProblemPanel::ForFile);
        QCOMPARE(p.kind, std::string("strip"));
        QCOMPARE(p.params.at("form"), cpw::ParamValue(std::string("row")));
        QCOMPARE(p.params.at("length"), cpw::ParamValue(2LL));
    }

    // The family's own words for its classes (FamilyGui::classes, stripgui.h), in the window's
    // run panel after the Run action: "distinct" counted under the left-right mirror. The number
    // is worked out here: a row of 2 on a 5-wide board has 4 places a row, 2 of them up to the
    // mirror (x and 3 - x), 6 on 3 rows; a square of 2 on 5x3 has 4 places a row on 2 rows, 4
    // classes. A summary without the label keeps the shared words.
    void classesInTheFamilysWords_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("classes");
        QTest::newRow("row 2 on 5x3") << QStringList{"--board", "5x3", "--length", "2"} << 6;
        QTest::newRow("square 2 on 5x3")
            << QStringList{"--board", "5x3", "--form", "square", "--length", "2"} << 4;
    }
    void classesInTheFamilysWords()
    {
        QFETCH(QStringList, args);
        QFETCH(int, classes);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("strip.json"));
        QCOMPARE(runCpw(QStringList{"strip"} + args + QStringList{"--save", file}).code, 0);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        MainWindow window(guitest::quietOptions());
        window.show();
        QString error;
        QVERIFY2(window.loadProblemText(f.readAll(), QStringLiteral("strip"), &error), qPrintable(error));
        QSignalSpy finished(window.searchController(), &SearchController::finished);
        window.runAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        const auto stats = finished.at(0).at(0).value<cpw::SearchStats>();
        QCOMPARE(stats.distinct.value_or(0), quint64(classes));
        const auto *run = window.findChild<QLabel *>(QStringLiteral("runText"));
        QVERIFY(run);
        QVERIFY2(
            run->text().contains(QStringLiteral("Distinct up to the left-right mirror: %1").arg(classes)),
            qPrintable(run->text()));
        QVERIFY2(!run->text().contains(QStringLiteral("Distinct under symmetry")), qPrintable(run->text()));
        // The same summary without its group's label: the shared words.
        cpw::SearchStats plain = stats;
        plain.labels.erase("classes_under");
        const QString shared = RunTexts::finished(plain, cpw::Objective{}, false, findFamilyGui("strip"));
        QVERIFY2(shared.contains(QStringLiteral("Distinct under symmetry: %1").arg(classes)),
                 qPrintable(shared));
    }
};

QTEST_MAIN(TestTestFamily)
#include "tst_testfamily.moc"
