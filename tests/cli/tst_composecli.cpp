// `cpw compose` (app/cli/cmd_compose.cpp): a saved puzzle is a problem file on which `cpw solve`
// prints exactly one solution; JSON lines end with the summary; the same seed prints the same
// puzzles; --count K makes the puzzles of seeds S..S+K-1; bad input exits 2 with one line.
#include <QtTest>

#include <QJsonArray>
#include <QTemporaryDir>

#include "cpwprocess.h"

using namespace cpwtest;

namespace {

QList<QJsonObject> jsonLines(const QByteArray &out)
{
    QList<QJsonObject> lines;
    for (const QByteArray &line : out.trimmed().split('\n'))
        lines.push_back(QJsonDocument::fromJson(line).object());
    return lines;
}

/// The lines without the summary's elapsed time (the rest must not depend on the run).
QByteArray withoutTimes(const QByteArray &out)
{
    QByteArray kept;
    for (const QJsonObject &o : jsonLines(out)) {
        QJsonObject c = o;
        c.remove("elapsed_s");
        kept += QJsonDocument(c).toJson(QJsonDocument::Compact) + '\n';
    }
    return kept;
}

} // namespace

class TestComposeCli : public QObject {
    Q_OBJECT
private slots:
    void savedPuzzleSolvesOnce_data();
    void savedPuzzleSolvesOnce();
    void seriesAndDeterminism();
    void badInput_data();
    void badInput();
    void help();
    void tourText();
};

void TestComposeCli::savedPuzzleSolvesOnce_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("queens 8x8") << QStringList{"independent", "--n", "8", "--seed", "3"};
    QTest::newRow("knights 5x5 x5") << QStringList{"independent", "--n", "5", "--piece", "N", "--family-count", "5"};
    QTest::newRow("exact 4x4 N k2") << QStringList{"exact", "--board", "4x4", "--k", "2", "--pieces", "N"};
    QTest::newRow("cover 6x6 Q") << QStringList{"cover", "--board", "6x6", "--piece", "Q", "--seed", "2"};
    QTest::newRow("queens --fewest") << QStringList{"independent", "--n", "7", "--fewest", "--attempts", "4"};
}

void TestComposeCli::savedPuzzleSolvesOnce()
{
    QFETCH(QStringList, args);
    QTemporaryDir dir;
    const QString file = dir.filePath("puzzle.json");
    const Run made = runCpw(QStringList{"compose"} + args + QStringList{"--save", file, "--json", "--threads", "2"});
    QVERIFY2(made.code == 0, made.err.constData());
    const QList<QJsonObject> lines = jsonLines(made.out);
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines[0]["type"].toString(), QString("puzzle"));
    QCOMPARE(lines[1]["type"].toString(), QString("summary"));
    QCOMPARE(lines[1]["command"].toString(), QString("compose"));
    QCOMPARE(lines[1]["solutions"].toInt(), 1);
    QVERIFY(lines[1]["complete"].toBool());
    QCOMPARE(lines[0]["file"].toString(), file);
    const Run solved = runCpw({"solve", file, "--json"});
    QVERIFY2(solved.code == 0, solved.err.constData());
    const QList<QJsonObject> out = jsonLines(solved.out);
    const QJsonObject summary = out.last();
    QVERIFY(summary["complete"].toBool());
    QCOMPARE(summary["solutions"].toInt(), 1);
    // The one solution printed is the composer's.
    QCOMPARE(out.size(), 2);
    QCOMPARE(out.first()["placement"].toString(), lines[0]["solution"].toString());
}

void TestComposeCli::seriesAndDeterminism()
{
    const QStringList base{"compose", "independent", "--n", "6", "--json", "--threads", "2"};
    const Run series = runCpw(base + QStringList{"--seed", "4", "--count", "3"});
    QVERIFY2(series.code == 0, series.err.constData());
    const QList<QJsonObject> lines = jsonLines(series.out);
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines.last()["puzzles"].toInt(), 3);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(lines[i]["seed"].toInt(), 4 + i);
        // Puzzle i is the puzzle of seed 4 + i alone.
        const Run one = runCpw(base + QStringList{"--seed", QString::number(4 + i)});
        QVERIFY(one.code == 0);
        QCOMPARE(jsonLines(one.out).first()["given"].toString(), lines[i]["given"].toString());
    }
    const Run again = runCpw(base + QStringList{"--seed", "4", "--count", "3"});
    QCOMPARE(withoutTimes(again.out), withoutTimes(series.out));
    QTemporaryDir dir;
    const Run saved = runCpw(base + QStringList{"--seed", "4", "--count", "2", "--out-dir", dir.path()});
    QVERIFY(saved.code == 0);
    QVERIFY(QFile::exists(dir.filePath("independent-6x6-seed4.json")));
    QVERIFY(QFile::exists(dir.filePath("independent-6x6-seed5.json")));
}

void TestComposeCli::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no such kind") << QStringList{"nonsense"} << "unknown kind 'nonsense'";
    QTest::newRow("kind without puzzles") << QStringList{"chess960"} << "cannot be composed";
    QTest::newRow("no solution") << QStringList{"independent", "--n", "3"} << "has no solution";
    QTest::newRow("givens and fewest") << QStringList{"independent", "--n", "6", "--givens", "2", "--fewest"}
                                       << "exclude each other";
    QTest::newRow("difficulty 9") << QStringList{"independent", "--n", "6", "--difficulty", "9"} << "--difficulty";
    QTest::newRow("save with count") << QStringList{"independent", "--n", "6", "--count", "2", "--save", "x.json"}
                                     << "--out-dir";
    QTest::newRow("max mode") << QStringList{"independent", "--n", "6", "--max"} << "completion problem";
    QTest::newRow("limit") << QStringList{"independent", "--n", "6", "--limit", "3"} << "does not apply";
}

void TestComposeCli::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = runCpw(QStringList{"compose"} + args);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
    QCOMPARE(r.err.trimmed().count('\n'), 0);
    QVERIFY(r.out.isEmpty());
}

void TestComposeCli::help()
{
    const Run r = runCpw({"compose", "--help"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("Examples:"));
    QVERIFY(r.out.contains("independent"));
    const Run k = runCpw({"compose", "independent", "--help"});
    QCOMPARE(k.code, 0);
    QVERIFY(k.out.contains("--givens"));
    QVERIFY(k.out.contains("--family-count"));
}

/// A numbered tour in text: its givens as --numbers takes them, and the solution as a grid of
/// move numbers; the givens handed to `cpw tour --numbers --count` leave exactly that tour.
void TestComposeCli::tourText()
{
    const Run r = runCpw({"compose", "tour", "--board", "5x5", "--seed", "2", "--threads", "2"});
    QCOMPARE(r.code, 0);
    const QList<QByteArray> lines = r.out.split('\n');
    QByteArray numbers;
    QList<QList<int>> grid;
    for (int i = 0; i < lines.size(); ++i) {
        if (lines[i].startsWith("  givens:"))
            numbers = lines[i].mid(int(qstrlen("  givens:"))).trimmed();
        if (lines[i].trimmed() == "solution:")
            for (int row = 1; row <= 5; ++row) {
                QList<int> ranks;
                for (const QByteArray &n : lines[i + row].simplified().split(' '))
                    ranks.push_back(n.toInt());
                grid.push_back(ranks);
            }
    }
    QVERIFY2(numbers.contains('='), r.out.constData());
    QCOMPARE(grid.size(), 5);
    // Every move 1..25 once in the grid, each given where the grid has it (top rank first).
    QList<int> all;
    for (const QList<int> &rank : grid) {
        QCOMPARE(rank.size(), 5);
        all += rank;
    }
    std::sort(all.begin(), all.end());
    for (int m = 1; m <= 25; ++m)
        QCOMPARE(all[m - 1], m);
    for (const QByteArray &pair : numbers.split(' ')) {
        const int eq = pair.indexOf('=');
        const int x = pair.at(0) - 'a', y = pair.mid(1, eq - 1).toInt() - 1;
        QCOMPARE(grid[4 - y][x], pair.mid(eq + 1).toInt());
    }
    const Run count = runCpw({"tour", "--board", "5x5", "--numbers", QString::fromUtf8(numbers), "--count", "--json"});
    QCOMPARE(count.code, 0);
    const QJsonObject summary = jsonLines(count.out).last();
    QCOMPARE(summary.value("solutions").toInteger(), 1);
    QVERIFY(summary.value("complete").toBool());
}

QTEST_GUILESS_MAIN(TestComposeCli)
#include "tst_composecli.moc"
