// `cpw army` as scripts see it: the summary's optimum and proven_optimal against the
// independent brute force of tests/army/armybrute.h, the solution line, --time-limit, and bad
// input (exit 2, one line on stderr that names the problem).
#include <QtTest>

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "../army/armybrute.h"
#include "cpwprocess.h"

using cpwtest::lastJsonLine;
using cpwtest::Run;
using cpwtest::runCpw;

class TestArmyCli : public QObject {
    Q_OBJECT
private slots:
    void summary_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("values");
        QTest::addColumn<bool>("eachType");
        QTest::newRow("4x4 default") << QStringList{"--board", "4x4"} << "Q=28,R=28,B=16,N=7,K=14" << false;
        QTest::newRow("3x4 each type")
            << QStringList{"--board", "3x4", "--each-type", "--values", "R=4,B=3,N=1,K=2"}
            << "R=4,B=3,N=1,K=2" << true;
        QTest::newRow("4x4 default, mip")
            << QStringList{"--board", "4x4", "--engine", "mip"} << "Q=28,R=28,B=16,N=7,K=14" << false;
        QTest::newRow("3x4 each type, cliques")
            << QStringList{"--board",         "3x4",      "--each-type", "--values",
                           "R=4,B=3,N=1,K=2", "--engine", "cliques"}
            << "R=4,B=3,N=1,K=2" << true;
        QTest::newRow("pieces subset")
            << QStringList{"--board", "4x4", "--pieces", "BN", "--values", "Q=9,B=3,N=1"} << "B=3,N=1"
            << false;
    }
    void summary()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, values);
        QFETCH(bool, eachType);
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        const Run r = runCpw(QStringList{"army", "--json", "--threads", "1"} + args);
        QCOMPARE(r.code, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), qsizetype(2));
        const QJsonObject s = lastJsonLine(r.out);
        QCOMPARE(s["type"].toString(), QStringLiteral("summary"));
        QCOMPARE(s["command"].toString(), QStringLiteral("army"));
        QVERIFY(s["complete"].toBool());
        QVERIFY(s["proven_optimal"].toBool());
        QCOMPARE(s["solutions"].toInteger(), qint64(1));

        const cpw::Board board = cpw::Board::parseSize(args[1].toStdString()).value();
        std::vector<armybrute::Kind> kinds;
        for (const QString &item : values.split(QLatin1Char(','))) {
            const QStringList kv = item.split(QLatin1Char('='));
            kinds.push_back({cat.find(kv[0].at(0).toLatin1()), kv[1].toLongLong()});
        }
        const long long best = armybrute::Search(board, cat, kinds, eachType).run().best;
        QCOMPARE(s["optimum"].toDouble(), double(best));

        const QJsonObject sol = QJsonDocument::fromJson(lines.first()).object();
        QCOMPARE(sol["type"].toString(), QStringLiteral("solution"));
        QCOMPARE(sol["objective"].toDouble(), double(best));
        auto army = cpw::parsePlacement(sol["placement"].toString().toStdString(), cat, &board);
        QVERIFY(army.ok());
        QVERIFY(armybrute::peaceful(army.value(), cat));
        long long value = 0;
        for (int id : army->cells())
            for (const auto &k : kinds)
                if (k.id == id)
                    value += k.value;
        QCOMPARE(value, best);
    }

    void textOutput()
    {
        const Run r = runCpw({"army", "--board", "3x3", "--threads", "1"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("optimum: "));
        QVERIFY(r.out.contains("proven_optimal: true"));
        QVERIFY(r.out.contains("value: "));
    }

    void timeLimit()
    {
        // a board too large to prove in a moment (9x9 is proven in about a second since the split by
        // the rooks' lines; 11x11 takes minutes): the best army so far, not proven
        // The run must be ended by its time limit (the summary says so); the process timeout
        // is a hang guard only, and no elapsed time is asserted.
        const Run r = runCpw({"army", "--board", "11x11", "--json", "--time-limit", "1", "--threads", "1"},
                             120000 * cpwtest::kSlowdown);
        QCOMPARE(r.code, 0);
        const QJsonObject s = lastJsonLine(r.out);
        QVERIFY(!s["proven_optimal"].toBool());
        QVERIFY(!s["complete"].toBool());
        QCOMPARE(s["stopped_by"].toString(), QStringLiteral("time limit"));
        QVERIFY(s["optimum"].toDouble() >= 11 * 28); // at least the greedy start
    }

    // --checkpoint and `cpw resume` (issue 28): a finished search's file resumes to the same
    // optimum (the brute force's) with the army taken from the checkpoint's ledger, the
    // tuning options travel in the file, and CBC's 0-1 program refuses to checkpoint.
    void checkpointAndResume()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("army.cpwsearch"));
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        const std::vector<armybrute::Kind> kinds = {{cat.find('Q'), 28},
                                                    {cat.find('R'), 28},
                                                    {cat.find('B'), 16},
                                                    {cat.find('N'), 7},
                                                    {cat.find('K'), 14}};
        const long long best = armybrute::Search(cpw::Board(4, 4), cat, kinds, false).run().best;
        const Run first = runCpw({"army", "--board", "4x4", "--no-start", "--no-symmetry", "--json",
                                  "--threads", "1", "--checkpoint", file});
        QCOMPARE(first.code, 0);
        QCOMPARE(lastJsonLine(first.out)["optimum"].toDouble(), double(best));
        const Run again = runCpw({"resume", file, "--json", "--threads", "2"});
        QCOMPARE(again.code, 0);
        const QJsonObject s = lastJsonLine(again.out);
        QVERIFY(s["proven_optimal"].toBool());
        QCOMPARE(s["optimum"].toDouble(), double(best));
        QCOMPARE(s["tasks"].toDouble(), lastJsonLine(first.out)["tasks"].toDouble()); // no symmetry
        QCOMPARE(s["params"].toObject()["symmetry_breaking"].toBool(true), false);
        const QJsonObject sol = QJsonDocument::fromJson(again.out.trimmed().split('\n').first()).object();
        QCOMPARE(sol["objective"].toDouble(), double(best));

        const Run mip = runCpw({"army", "--board", "4x4", "--engine", "mip", "--checkpoint",
                                dir.filePath(QStringLiteral("mip.cpwsearch"))});
        QCOMPARE(mip.code, 2);
        QVERIFY(mip.err.contains("clique engine"));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        QTest::newRow("value not a number")
            << QStringList{"army", "--board", "4x4", "--values", "Q=abc"} << "Q=abc";
        QTest::newRow("unknown letter")
            << QStringList{"army", "--board", "4x4", "--values", "Q=3,W=2"} << "'W'";
        QTest::newRow("negative") << QStringList{"army", "--board", "4x4", "--values", "Q=-3"} << "Q=-3";
        QTest::newRow("twice") << QStringList{"army", "--board", "4x4", "--values", "N=1,N=2"}
                               << "two values";
        QTest::newRow("no value") << QStringList{"army", "--board",  "4x4", "--values",
                                                 "Q=1",  "--pieces", "QN"}
                                  << "'N'";
        QTest::newRow("bad pieces") << QStringList{"army", "--board", "4x4", "--pieces", "QW"} << "W";
        QTest::newRow("no board") << QStringList{"army"} << "--board";
        QTest::newRow("bad preplaced")
            << QStringList{"army", "--board", "3x3", "--preplaced", "3/3/4"} << "--preplaced";
        QTest::newRow("distinct") << QStringList{"army", "--board", "3x3", "--distinct"} << "--distinct";
        QTest::newRow("bad engine") << QStringList{"army", "--board", "3x3", "--engine", "cp-sat"}
                                    << "cp-sat";
        QTest::newRow("cliques too large")
            << QStringList{"army", "--board", "17x17", "--engine", "cliques"} << "has 1,156";
        QTest::newRow("cliques limit")
            << QStringList{"army", "--board", "17x17", "--engine", "cliques"} << "at most 1,024 pairs";
        QTest::newRow("dp refused") << QStringList{"army", "--board", "13x13", "--engine", "dp"}
                                    << "shorter side at most 12";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        const Run r = runCpw(args);
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.trimmed().count('\n'), 0); // one line
        QVERIFY2(r.err.startsWith("cpw army:"), r.err.constData());
        QVERIFY2(r.err.contains(says.toUtf8()), r.err.constData());
    }
};

QTEST_APPLESS_MAIN(TestArmyCli)
#include "tst_armycli.moc"
