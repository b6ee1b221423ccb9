// The cpw binary as scripts see it: JSON output, exit codes and one-line error messages.
#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <csignal>
#include <sys/types.h>

#include "cpwprocess.h"
#include "summary.h"

using cpwtest::lastJsonLine;
using cpwtest::Run;
using cpwtest::waitForSigintBlocked;
static Run cpw(const QStringList &args)
{
    return cpwtest::runCpw(args, 30000);
}

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void attacksJson()
    {
        // Hand count (see tests/core/tst_attacks.cpp): rook a1, bishop a3, knight b3, hole b2.
        Run r = cpw({"attacks", "--board", "3x3", "--placement", "BN1/1-1/R2", "--json"});
        QCOMPARE(r.code, 0);
        QJsonObject s = lastJsonLine(r.out);
        QCOMPARE(s["type"].toString(), QString("summary"));
        QCOMPARE(s["command"].toString(), QString("attacks"));
        QCOMPARE(s["complete"].toBool(), true);
        QVERIFY(s.contains("solutions"));
        QVERIFY(s.contains("elapsed_s"));
        const QJsonArray counts = s["counts"].toArray();
        QCOMPARE(counts.size(), 3);
        QCOMPARE(counts[0].toArray(), (QJsonArray{1, 0, 0}));
        QCOMPARE(counts[1].toArray(), (QJsonArray{1, QJsonValue::Null, 0}));
        QCOMPARE(counts[2].toArray(), (QJsonArray{1, 1, 2}));
    }

    void attacksFen()
    {
        // An ordinary FEN's first field; only white pieces. Knight g1 attacks e2, f3, h3.
        Run r = cpw({"attacks", "--fen", "8/8/8/8/8/8/8/6N1 w - - 0 1", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonArray counts = lastJsonLine(r.out)["counts"].toArray();
        QCOMPARE(counts[5].toArray(), (QJsonArray{0, 0, 0, 0, 0, 1, 0, 1}));
        QCOMPARE(counts[6].toArray(), (QJsonArray{0, 0, 0, 0, 1, 0, 0, 0}));
    }

    void pieces()
    {
        Run r = cpw({"pieces", "--json", "--define", "U=WW:Wazir rider"});
        QCOMPARE(r.code, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 13 + 1 + 1); // 13 built-ins, one user piece, the summary
        QStringList letters;
        for (int i = 0; i + 1 < lines.size(); ++i)
            letters << QJsonDocument::fromJson(lines[i]).object()["letter"].toString();
        QCOMPARE(letters.join(""), QString("KQRBNPACHXYZIU"));
        QCOMPARE(QJsonDocument::fromJson(lines[13]).object()["moves"].toArray().size(), 4);
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("no command") << QStringList{} << "Usage";
        QTest::newRow("unknown command") << QStringList{"frobnicate"} << "frobnicate";
        QTest::newRow("unknown option") << QStringList{"attacks", "--frob"} << "--frob";
        QTest::newRow("missing value") << QStringList{"attacks", "--placement"} << "--placement";
        QTest::newRow("board 0") << QStringList{"attacks", "--board", "0x4", "--placement", "4"} << "0";
        QTest::newRow("board 33") << QStringList{"attacks", "--board", "33x33", "--placement", "33"} << "33";
        // --n names the number given (it was clamped to -1..1000 before the message).
        QTest::newRow("n 99999") << QStringList{"independent", "--n", "99999"} << "board size 99999";
        QTest::newRow("n -3") << QStringList{"peaceable", "--n", "-3"} << "board size -3";
        QTest::newRow("n 33") << QStringList{"independent", "--n", "33"} << "board size 33";
        // Boards beyond 32 a side are problems; the families whose engines hold a board's cells
        // in a CellSet refuse them with the limit named (n queens' --first and tours take them).
        QTest::newRow("n 33 limit") << QStringList{"independent", "--n", "33"} << "1 to 32";
        QTest::newRow("n 500 max") << QStringList{"independent", "--n", "500", "--max"} << "board size 500";
        QTest::newRow("exact 40x8") << QStringList{"exact", "--board", "40x8", "--k", "1"} << "1 to 32";
        QTest::newRow("cover 33") << QStringList{"cover", "--n", "33"} << "board size 33";
        QTest::newRow("army 33") << QStringList{"army", "--board", "33x2"} << "1 to 32";
        QTest::newRow("peaceable 33") << QStringList{"peaceable", "--n", "33"} << "1 to 32";
        QTest::newRow("attacks 40") << QStringList{"attacks", "--board", "40x1", "--placement", "40"}
                                    << "1 to 32";
        QTest::newRow("board 1001") << QStringList{"tour", "--board", "1001x4"} << "1 to 1000";
        // A board of 100,000 x 100,000 (10^10 cells, nothing kept per cell) is a problem: every
        // family but n queens' first placement refuses it with its limit and the key, at once.
        QTest::newRow("queens count 100000")
            << QStringList{"independent", "--n", "100000"} << "1 to 32|\u201cboard\u201d";
        QTest::newRow("rooks first 100000")
            << QStringList{"independent", "--n", "100000", "--first", "--piece", "R"}
            << "1 to 32|\u201cboard\u201d";
        QTest::newRow("queens distinct first 100000")
            << QStringList{"independent", "--n", "100000", "--first", "--distinct"}
            << "1 to 32|\u201cboard\u201d";
        QTest::newRow("cover 100000") << QStringList{"cover", "--n", "100000"} << "1 to 32|\u201cboard\u201d";
        QTest::newRow("exact 100000")
            << QStringList{"exact", "--n", "100000", "--k", "1"} << "1 to 32|\u201cboard\u201d";
        QTest::newRow("army 100000") << QStringList{"army", "--n", "100000"} << "1 to 32|\u201cboard\u201d";
        QTest::newRow("peaceable 100000")
            << QStringList{"peaceable", "--n", "100000"} << "1 to 32|\u201cboard\u201d";
        QTest::newRow("tour 100000") << QStringList{"tour", "--board", "100000x100000", "--start", "a1"}
                                     << "1 to 1000|\u201cboard\u201d";
        QTest::newRow("holes on a sparse board")
            << QStringList{"tour", "--board", "2000x2000", "--holes", "a1"} << "1 to 1000|--holes";
        QTest::newRow("n 100001") << QStringList{"independent", "--n", "100001", "--first"}
                                  << "1 to 100000|--n";
        // A declared piece parameter with more than one letter is an unknown piece, not a value
        // "not allowed".
        QTest::newRow("piece fRW") << QStringList{"independent", "--n", "8", "--piece", "fRW"}
                                   << "unknown piece letter";
        QTest::newRow("board junk") << QStringList{"attacks", "--board", "eightxeight", "--placement", "8"}
                                    << "eightxeight";
        QTest::newRow("bad letter") << QStringList{"attacks", "--placement", "8/8/8/8/3J4/8/8/8"} << "J";
        QTest::newRow("black piece") << QStringList{"attacks", "--placement", "8/8/8/8/3q4/8/8/8"} << "q";
        QTest::newRow("long rank") << QStringList{"attacks", "--board", "8x8", "--placement",
                                                  "9/8/8/8/8/8/8/8"}
                                   << "rank 8";
        QTest::newRow("threads 0") << QStringList{"attacks", "--threads", "0", "--placement", "8"}
                                   << "--threads";
        QTest::newRow("limit junk") << QStringList{"attacks", "--limit", "many", "--placement", "8"}
                                    << "many";
        QTest::newRow("time negative")
            << QStringList{"attacks", "--time-limit", "-3", "--placement", "8"} << "-3";
        QTest::newRow("round bytes 0")
            << QStringList{"tour", "--board", "6x6", "--count", "--mpi-round-bytes", "0"}
            << "--mpi-round-bytes";
        QTest::newRow("round bytes past an int")
            << QStringList{"tour", "--board", "6x6", "--count", "--mpi-round-bytes", "2147483648"}
            << "2147483648";
        QTest::newRow("bad betza") << QStringList{"pieces", "--define", "U=WQx"} << "x";
        QTest::newRow("lower-case letter") << QStringList{"pieces", "--define", "u=W"} << "u=W";
        QTest::newRow("missing file")
            << QStringList{"solve", "/nonexistent/problem.json"} << "/nonexistent/problem.json";
        QTest::newRow("bench filter") << QStringList{"bench", "--filter", "no-such-case"} << "no-such-case";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        Run r = cpw(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        const QString err = QString::fromUtf8(r.err).trimmed();
        for (const QString &part : mentions.split('|')) // each of them
            QVERIFY2(err.contains(part), qPrintable(err));
        if (!args.isEmpty())
            QVERIFY2(!err.contains('\n'), qPrintable(err)); // one line
    }

    void solveFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("problem.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format":"chess-puzzle-workbench-problem","version":1,"kind":"attacks",
                   "board":{"width":4,"height":4},"preplaced":"4/P3/4/R3"})");
        f.close();
        Run r = cpw({"solve", path, "--json"});
        QCOMPARE(r.code, 0);
        const QJsonArray counts = lastJsonLine(r.out)["counts"].toArray();
        QCOMPARE(counts[3].toArray(), (QJsonArray{0, 1, 1, 1}));

        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("{\"format\": \"chess-puzzle-workbench-problem\", \"version\": 1, \"kind\": ");
        f.close();
        r = cpw({"solve", path});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("problem.json"), r.err.constData());
    }

    void interruptAndTimeLimit()
    {
        // A search that runs for minutes: SIGINT ends it with exit code 3 and a summary line that
        // says it is incomplete; --time-limit ends it with exit code 0, also incomplete.
        QProcess p;
        p.start(QStringLiteral(CPW_BINARY_DIR "/bin/cpw"),
                {"exact", "--board", "6x6", "--k", "2", "--quiet", "--json"});
        QVERIFY(p.waitForStarted());
        QVERIFY(waitForSigintBlocked(p.processId()));
        QTest::qWait(500);
        ::kill(pid_t(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(60000)); // a hang guard, not a speed check
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 3);
        QJsonObject s = lastJsonLine(p.readAllStandardOutput());
        QCOMPARE(s["type"].toString(), QString("summary"));
        QCOMPARE(s["complete"].toBool(), false);

        Run r = cpw({"exact", "--board", "6x6", "--k", "2", "--quiet", "--json", "--time-limit", "0.3"});
        QCOMPARE(r.code, 0);
        s = lastJsonLine(r.out);
        QCOMPARE(s["complete"].toBool(), false);
        QCOMPARE(s["stopped_by"].toString(), QStringLiteral("time limit"));
        // Without the limit the search runs for minutes; well under that shows the limit acted
        // (a loose bound, so that a busy machine or a sanitizer build does not fail it).
        QVERIFY(s["elapsed_s"].toDouble() < 30.0);
    }

    /// `cpw bench --list`: every line is a case's name, at least two spaces, then its
    /// description (long names such as peaceable/queens-10x10-colours-only once ran into it).
    void benchList()
    {
        const Run r = cpw({"bench", "--list", "--heavy"});
        QCOMPARE(r.code, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QVERIFY(lines.size() > 20);
        bool sawLong = false;
        for (const QByteArray &line : lines) {
            const qsizetype end = line.indexOf(' ');
            QVERIFY2(end > 0 && line.mid(end, 2) == "  ", line.constData());
            const QByteArray name = line.left(end);
            QVERIFY2(name.contains('/'), line.constData()); // area/case
            sawLong = sawLong || name == "peaceable/queens-10x10-colours-only";
        }
        QVERIFY(sawLong);
    }

    void help()
    {
        for (const char *command : {"attacks", "pieces", "exact", "solve", "bench"}) {
            Run r = cpw({command, "--help"});
            QCOMPARE(r.code, 0);
            QVERIFY(r.out.contains("Usage: cpw"));
        }
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
