// `cpw tour` and `cpw chess960` as scripts see them: the contract's summary line, solution
// lines with "order", exit codes and one-line errors. Numbers: OEIS A165134 (1728 directed
// open 5x5 tours), A001230 (9862 closed 6x6 tours), 960 Chess960 positions, Scharnagl 518.
#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "cpwprocess.h"

using cpwtest::lastJsonLine;
using cpwtest::Run;
using cpwtest::runCpw;

class TestTourCli : public QObject {
    Q_OBJECT
private slots:
    void count_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<qint64>("solutions");
        QTest::newRow("5x5 open") << QStringList{"--board", "5x5", "--count"} << qint64(1728);
        QTest::newRow("5x5 open from a1")
            << QStringList{"--board", "5x5", "--count", "--start", "a1"} << qint64(304);
        // A given opening: the 1,728 tours of 5x5 enumerated by a plain walk (tests/tour/brute.h,
        // and once by a Python enumeration) give 152 that begin a1 b3 and 8 that begin a1 b3 c5.
        QTest::newRow("5x5 opening a1 b3")
            << QStringList{"--board", "5x5", "--count", "--path", "a1 b3"} << qint64(152);
        QTest::newRow("5x5 opening a1-b3-c5")
            << QStringList{"--board", "5x5", "--count", "--path", "a1-b3-c5"} << qint64(8);
        // Given move numbers (the numbered-tour puzzle): a1 = 1 is the start a1 (304 above),
        // a1 = 1 and b3 = 2 the opening a1 b3 (152).
        QTest::newRow("5x5 numbers a1=1")
            << QStringList{"--board", "5x5", "--count", "--numbers", "a1=1"} << qint64(304);
        QTest::newRow("5x5 numbers a1=1, b3=2")
            << QStringList{"--board", "5x5", "--count", "--numbers", "b3=2, a1=1"} << qint64(152);
        QTest::newRow("6x6 closed") << QStringList{"--n", "6", "--closed", "--count"} << qint64(9862);
        QTest::newRow("6x6 closed 1 thread")
            << QStringList{"--n", "6", "--closed", "--count", "--threads", "1"} << qint64(9862);
    }
    void count()
    {
        QFETCH(QStringList, args);
        QFETCH(qint64, solutions);
        const Run r = runCpw(QStringList{"tour", "--json", "--quiet"} + args);
        QCOMPARE(r.code, 0);
        const QJsonObject s = lastJsonLine(r.out);
        QCOMPARE(s["type"].toString(), QStringLiteral("summary"));
        QCOMPARE(s["command"].toString(), QStringLiteral("tour"));
        QVERIFY(s["complete"].toBool());
        QCOMPARE(s["solutions"].toInteger(), solutions);
        QVERIFY(s.contains("elapsed_s"));
    }

    // The engines: auto counts by the frontier programme where it applies, and says so.
    void engines()
    {
        Run r = runCpw({"tour", "--board", "5x5", "--count", "--quiet", "--json"});
        QCOMPARE(r.code, 0);
        QJsonObject s = lastJsonLine(r.out);
        QCOMPARE(s["engine"].toString(), QStringLiteral("dp"));
        QCOMPARE(s["solutions"].toInteger(), qint64(1728));
        QVERIFY(s["peak_configurations"].toInteger() > 0);
        r = runCpw({"tour", "--board", "5x5", "--count", "--quiet", "--json", "--engine", "search"});
        QCOMPARE(r.code, 0);
        s = lastJsonLine(r.out);
        QCOMPARE(s["engine"].toString(), QStringLiteral("search"));
        QCOMPARE(s["solutions"].toInteger(), qint64(1728));
        // auto is the core's policy: listening for tours (no --quiet) does not change it (the
        // GUI, which always listens, gets the same engine); the search lists every tour.
        r = runCpw({"tour", "--board", "5x5", "--count", "--json", "--start", "c3"});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out.trimmed().split('\n').size(), 1);
        QCOMPARE(lastJsonLine(r.out)["engine"].toString(), QStringLiteral("dp"));
        QCOMPARE(lastJsonLine(r.out)["solutions"].toInteger(), qint64(64));
        r = runCpw({"tour", "--board", "5x5", "--count", "--json", "--start", "c3", "--engine", "search"});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out.trimmed().split('\n').size(), 64 + 1);
        QCOMPARE(lastJsonLine(r.out)["engine"].toString(), QStringLiteral("search"));
    }

    // A count beyond 64 bits is an exact JSON integer and exact text: the closed king's tours of
    // 8x8 (OEIS A140519: 961742089476282321684).
    void beyond64Bits()
    {
        Run r =
            runCpw({"tour", "--board", "8x8", "--piece", "K", "--closed", "--count", "--quiet", "--json"});
        QCOMPARE(r.code, 0);
        const QByteArray last = r.out.trimmed().split('\n').last();
        QVERIFY2(last.contains("\"solutions\":961742089476282321684,"), last.constData());
        QVERIFY(QJsonDocument::fromJson(last).isObject());
        r = runCpw({"tour", "--board", "8x8", "--piece", "K", "--closed", "--count", "--quiet"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.startsWith("solutions: 961742089476282321684 (complete)\n"), r.out.constData());
    }

    // Past 128 bits the exact count in JSON and text: the closed knight's tours of 5x40, OEIS
    // A175855(20) (de Ruiter 2010); past 512 bits a clear refusal, never a wrong number: the
    // wazir's 4x400 (A006864(400) has 161 digits; 2^512 has 155).
    void beyond128Bits()
    {
        const QByteArray a175855 = "772473271844923268504474277422663237674924998";
        Run r = runCpw({"tour", "--board", "5x40", "--closed", "--count", "--quiet", "--json", "--engine", "dp"});
        QCOMPARE(r.code, 0);
        const QByteArray last = r.out.trimmed().split('\n').last();
        QVERIFY2(last.contains("\"solutions\":" + a175855 + ","), last.constData());
        QVERIFY(QJsonDocument::fromJson(last).isObject());
        r = runCpw({"tour", "--board", "5x40", "--closed", "--count", "--quiet", "--engine", "dp"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.startsWith("solutions: " + a175855 + " (complete)\n"), r.out.constData());
        r = runCpw({"tour", "--board", "4x400", "--leap", "1,0", "--closed", "--count", "--quiet", "--engine", "dp"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("the number of tours is too large to count (more than 2^512)"), r.err.constData());
    }

    void solutionLine()
    {
        const Run r = runCpw({"tour", "--board", "6x5", "--start", "b2", "--json"});
        QCOMPARE(r.code, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        const QJsonObject sol = QJsonDocument::fromJson(lines.first()).object();
        QCOMPARE(sol["type"].toString(), QStringLiteral("solution"));
        QCOMPARE(sol["board"].toString(), QStringLiteral("6x5"));
        QCOMPARE(sol["placement"].toString(), QStringLiteral("6/6/6/1N4/6"));
        const QJsonArray order = sol["order"].toArray();
        QCOMPARE(order.size(), 5);
        QSet<int> numbers;
        for (const auto &rank : order) {
            QCOMPARE(rank.toArray().size(), 6);
            for (const auto &v : rank.toArray())
                numbers.insert(v.toInt());
        }
        QCOMPARE(numbers.size(), 30);
        QCOMPARE(order[3].toArray()[1].toInt(), 1); // b2: rank 2 is the fourth from the top
        const QJsonObject s = lastJsonLine(r.out);
        QCOMPARE(s["solutions"].toInteger(), qint64(1));
        QCOMPARE(s["start"].toString(), QStringLiteral("b2"));
    }

    void textBoard()
    {
        const Run r = runCpw({"tour", "--board", "5x5"});
        QCOMPARE(r.code, 0);
        const QList<QByteArray> lines = r.out.split('\n');
        QVERIFY(lines.size() > 5);
        QCOMPARE(lines[4].simplified().split(' ').first(), QByteArray("1")); // a1 holds move 1
        QVERIFY(r.out.contains("solutions: 1"));
    }

    void impossible_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("reason");
        QTest::newRow("5x5 closed") << QStringList{"--board", "5x5", "--closed"} << "colour_count";
        QTest::newRow("4x6 closed") << QStringList{"--board", "4x6", "--closed"} << "schwenk";
        QTest::newRow("3x3") << QStringList{"--board", "3x3"} << "disconnected";
        QTest::newRow("2x2") << QStringList{"--board", "2x2", "--count"} << "disconnected";
        QTest::newRow("camel") << QStringList{"--board", "8x8", "--leap", "camel"} << "disconnected";
    }
    void impossible()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, reason);
        const Run r = runCpw(QStringList{"tour", "--json"} + args);
        QCOMPARE(r.code, 0);
        const QJsonObject s = lastJsonLine(r.out);
        QVERIFY(s["complete"].toBool());
        QCOMPARE(s["solutions"].toInteger(), qint64(0));
        QCOMPARE(s["impossible"].toString(), reason);
    }

    // cpw solve FILE names the obstacle as the tour command does (not its number).
    void solveFileImpossible()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("tour.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format":"chess-puzzle-workbench-problem","version":1,"kind":"tour",
                    "board":{"width":5,"height":5},"params":{"closed":true}})");
        f.close();
        const Run r = runCpw({"solve", path, "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject s = lastJsonLine(r.out);
        QCOMPARE(s["solutions"].toInteger(), qint64(0));
        QCOMPARE(s["impossible"].toString(), QStringLiteral("colour_count")); // 25 cells, odd
    }

    void proofBySearch()
    {
        const Run r = runCpw({"tour", "--board", "4x4", "--no-theory", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject s = lastJsonLine(r.out);
        QVERIFY(s["complete"].toBool());
        QCOMPARE(s["solutions"].toInteger(), qint64(0));
        QVERIFY(!s.contains("impossible"));
    }

    void largeBoard()
    {
        const Run r = runCpw({"tour", "--board", "200x200", "--closed", "--quiet", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject s = lastJsonLine(r.out);
        QCOMPARE(s["solutions"].toInteger(), qint64(1));
        QCOMPARE(s["board"].toString(), QStringLiteral("200x200"));
    }

    /// A board beyond 32 a side is an ordinary problem (issue 48): the summary of cpw::solve
    /// (kind, board, params) and a solution line whose order this test checks with its own
    /// geometry: every cell numbered once from 1, consecutive numbers a knight's leap apart,
    /// 1 on a1 (the last rank of "order" is rank 1).
    void largeBoardIsAProblem()
    {
        const Run r = runCpw({"tour", "--board", "200x200", "--start", "a1", "--json"});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject s = lastJsonLine(r.out);
        QCOMPARE(s["kind"].toString(), QStringLiteral("tour"));
        QCOMPARE(s["board"].toString(), QStringLiteral("200x200"));
        QCOMPARE(s["params"].toObject()["start"].toString(), QStringLiteral("a1"));
        QCOMPARE(s["params"].toObject()["piece"].toString(), QStringLiteral("N"));
        QCOMPARE(s["solutions"].toInteger(), qint64(1));
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        const QJsonObject sol = QJsonDocument::fromJson(lines.front()).object();
        QCOMPARE(sol["type"].toString(), QStringLiteral("solution"));
        const QJsonArray ranks = sol["order"].toArray();
        const int n = 200;
        QCOMPARE(ranks.size(), n);
        std::vector<std::pair<int, int>> at(static_cast<std::size_t>(n * n) + 1, {-1, -1});
        for (int row = 0; row < n; ++row) {
            const QJsonArray rank = ranks[row].toArray();
            QCOMPARE(rank.size(), n);
            for (int x = 0; x < n; ++x) {
                const int move = rank[x].toInt();
                QVERIFY(move >= 1 && move <= n * n);
                QCOMPARE(at[static_cast<std::size_t>(move)].first, -1); // numbered once
                at[static_cast<std::size_t>(move)] = {x, n - 1 - row};
            }
        }
        QCOMPARE(at[1], std::make_pair(0, 0)); // a1
        for (int m = 2; m <= n * n; ++m) {
            const int dx = std::abs(at[m].first - at[m - 1].first), dy = std::abs(at[m].second - at[m - 1].second);
            QVERIFY2(std::min(dx, dy) == 1 && std::max(dx, dy) == 2, qPrintable(QString::number(m)));
        }
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("engine name") << QStringList{"tour", "--board", "5x5", "--count", "--engine", "fast"}
                                     << "--engine";
        QTest::newRow("dp with a limit")
            << QStringList{"tour", "--board", "5x5", "--count", "--engine", "dp", "--limit", "3"}
            << "--limit";
        QTest::newRow("dp too wide") << QStringList{"tour",    "--board",  "14x14", "--closed",
                                                    "--count", "--engine", "dp"}
                                     << "27 cells";
        QTest::newRow("dp finding") << QStringList{"tour", "--board", "5x5", "--engine", "dp"}
                                    << "only counts";
        QTest::newRow("start z9") << QStringList{"tour", "--start", "z9"} << "z9";
        QTest::newRow("start junk") << QStringList{"tour", "--start", "1a"} << "--start";
        QTest::newRow("rider") << QStringList{"tour", "--piece", "Q"} << "rides";
        QTest::newRow("defined rider") << QStringList{"tour", "--define", "U=WW", "--piece", "U"} << "rides";
        QTest::newRow("unknown piece") << QStringList{"tour", "--piece", "W"} << "W";
        QTest::newRow("board too large") << QStringList{"tour", "--board", "1001x4"} << "board side 1001";
        QTest::newRow("bad leap") << QStringList{"tour", "--leap", "x,1"} << "--leap";
        QTest::newRow("hole start") << QStringList{"tour", "--holes", "a1", "--start", "a1"} << "hole";
        QTest::newRow("broken opening")
            << QStringList{"tour", "--board", "5x5", "--path", "a1 b3 b4"} << "b4";
        QTest::newRow("opening twice")
            << QStringList{"tour", "--board", "5x5", "--path", "a1 b3 a1"} << "twice";
        QTest::newRow("opening dp") << QStringList{"tour",     "--board", "5x5",    "--count",
                                                   "--engine", "dp",      "--path", "a1 b3"}
                                    << "opening";
        QTest::newRow("numbers apart")
            << QStringList{"tour", "--count", "--numbers", "a1=1 h8=3"} << "a1=1 h8=3";
        QTest::newRow("numbers no pair") << QStringList{"tour", "--numbers", "a1=1 c2"} << "c2";
        QTest::newRow("numbers dp") << QStringList{"tour",     "--board", "5x5",       "--count",
                                                   "--engine", "dp",      "--numbers", "a1=1"}
                                    << "numbers";
        QTest::newRow("chess960 number") << QStringList{"chess960", "--number", "960"} << "960";
        QTest::newRow("chess960 position") << QStringList{"chess960", "--position", "RNBQKBNQ"} << "RNBQKBNQ";
        QTest::newRow("chess960 bishops") << QStringList{"chess960", "--position", "RBNQKBNR"} << "colour";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        const Run r = runCpw(args);
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err.trimmed().count('\n'), 0);
        QVERIFY2(QString::fromUtf8(r.err).contains(mentions), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void chess960()
    {
        Run r = runCpw({"chess960", "--json"});
        QCOMPARE(r.code, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 961);
        const QJsonObject s = lastJsonLine(r.out);
        QCOMPARE(s["command"].toString(), QStringLiteral("chess960"));
        QCOMPARE(s["solutions"].toInteger(), qint64(960));
        QVERIFY(s["complete"].toBool());
        const QJsonObject p518 = QJsonDocument::fromJson(lines[518]).object();
        QCOMPARE(p518["placement"].toString(), QStringLiteral("RNBQKBNR"));
        QCOMPARE(p518["board"].toString(), QStringLiteral("8x1"));
        QCOMPARE(p518["number"].toInt(), 518);

        r = runCpw({"chess960", "--number", "518", "--json", "--quiet"});
        QCOMPARE(lastJsonLine(r.out)["position"].toString(), QStringLiteral("RNBQKBNR"));
        r = runCpw({"chess960", "--position", "rkrnnqbb", "--json", "--quiet"});
        QCOMPARE(lastJsonLine(r.out)["number"].toInt(), 959);
        r = runCpw({"chess960", "--quiet", "--distinct", "--json"});
        QCOMPARE(lastJsonLine(r.out)["distinct"].toInteger(), qint64(480));
    }
};

QTEST_GUILESS_MAIN(TestTourCli)
#include "tst_tourcli.moc"
