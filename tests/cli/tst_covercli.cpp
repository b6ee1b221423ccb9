// `cpw cover` as scripts see it: the contract's summary fields against Fisher's table 1
// (seed 004) and the brute force of tests/cover/brute.h, bad input, the problem-file path.
#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "../cover/brute.h"

#include "cpwprocess.h"

using cpwtest::lastJsonLine;
using cpwtest::Run;
using cpwtest::runCpw;

class TestCoverCli : public QObject {
    Q_OBJECT
private slots:
    // Fisher, table 1: 5x5 needs 5 knights; 47 minimum covers, 8 distinct.
    void summary()
    {
        const Run r = runCpw({"cover", "--board", "5x5", "--distinct", "--json", "--threads", "2"});
        QCOMPARE(r.code, 0);
        const QJsonObject s = lastJsonLine(r.out);
        QCOMPARE(s["type"].toString(), QStringLiteral("summary"));
        QCOMPARE(s["command"].toString(), QStringLiteral("cover"));
        QVERIFY(s["complete"].toBool());
        QCOMPARE(s["optimum"].toDouble(), 5.0);
        QVERIFY(s["proven_optimal"].toBool());
        QCOMPARE(s["solutions"].toInteger(), qint64(47));
        QCOMPARE(s["distinct"].toInteger(), qint64(8));
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size() - 1, qsizetype(8)); // one line per distinct cover
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
            const QJsonObject j = QJsonDocument::fromJson(lines[i]).object();
            QCOMPARE(j["type"].toString(), QStringLiteral("solution"));
            auto p = cpw::parsePlacement(j["placement"].toString().toStdString(), cat);
            QVERIFY(p.ok());
            QCOMPARE(p->pieceCount(), 5);
            QVERIFY(coverbrute::judge(p.value(), cat, cpw::CoverVariant::Plain));
        }
    }

    // Variants and exactly-G against the brute force.
    void variants_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("piece");
        QTest::addColumn<int>("variant");
        QTest::addColumn<int>("pieces"); // 0 = minimum
        QTest::newRow("queen 4x4 independent") << QStringList{"--independent"} << "Q" << 2 << 0;
        QTest::newRow("king 4x4 total") << QStringList{"--total"} << "K" << 1 << 0;
        QTest::newRow("rook 4x4 exactly 5") << QStringList{"--pieces", "5"} << "R" << 0 << 5;
    }
    void variants()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, piece);
        QFETCH(int, variant);
        QFETCH(int, pieces);
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        const cpw::Board board(4, 4);
        const int id = cat.find(piece.at(0).toLatin1());
        const auto b = coverbrute::enumerate(board, cat, id, static_cast<cpw::CoverVariant>(variant),
                                             pieces ? pieces : 8);
        const int size = pieces ? pieces : b.covers.begin()->first;
        const Run r =
            runCpw(QStringList{"cover", "--board", "4x4", "--piece", piece, "--quiet", "--json"} + args);
        QCOMPARE(r.code, 0);
        const QJsonObject s = lastJsonLine(r.out);
        QVERIFY(s["complete"].toBool());
        QCOMPARE(s["solutions"].toInteger(), qint64(b.covers.at(size)));
        if (!pieces) {
            QCOMPARE(s["optimum"].toDouble(), double(size));
            QVERIFY(s["proven_optimal"].toBool());
        }
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no board") << QStringList{"cover"};
        QTest::newRow("board 0") << QStringList{"cover", "--board", "0x5"};
        QTest::newRow("board 40") << QStringList{"cover", "--board", "40x4"};
        QTest::newRow("unknown piece") << QStringList{"cover", "--board", "5x5", "--piece", "?"};
        QTest::newRow("two letters") << QStringList{"cover", "--board", "5x5", "--piece", "NQ"};
        QTest::newRow("total and independent")
            << QStringList{"cover", "--board", "5x5", "--total", "--independent"};
        QTest::newRow("too many pieces") << QStringList{"cover", "--board", "3x3", "--pieces", "10"};
        QTest::newRow("negative pieces") << QStringList{"cover", "--board", "3x3", "--pieces", "-1"};
        QTest::newRow("upper and pieces")
            << QStringList{"cover", "--board", "9x9", "--upper", "--pieces", "4"};
        QTest::newRow("symmetry 3") << QStringList{"cover", "--board", "9x9", "--upper", "--symmetry", "3"};
        QTest::newRow("unknown method")
            << QStringList{"cover", "--board", "9x9", "--upper", "--method", "magic"};
        QTest::newRow("method without upper") << QStringList{"cover", "--board", "5x5", "--method", "sat"};
        QTest::newRow("independent local search")
            << QStringList{"cover", "--board", "9x9", "--upper", "--independent", "--method", "local"};
        QTest::newRow("preplaced other piece")
            << QStringList{"cover", "--board", "3x3", "--preplaced", "Q2/3/3"};
        QTest::newRow("preplaced wrong size")
            << QStringList{"cover", "--board", "3x3", "--preplaced", "N3/4"};
        QTest::newRow("hole name") << QStringList{"cover", "--board", "3x3", "--holes", "z9"};
        QTest::newRow("unknown option") << QStringList{"cover", "--board", "3x3", "--frobnicate"};
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        const Run r = runCpw(args, 20000);
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        const QByteArray err = r.err.trimmed();
        QVERIFY(!err.isEmpty());
        QVERIFY2(!err.contains('\n'), err.constData());
        QVERIFY(err.startsWith("cpw cover:"));
    }

    // --upper on a large board: each printed cover is a cover (checked here), the last the best.
    void upper()
    {
        const Run r = runCpw({"cover", "--board", "16x16", "--upper", "--time-limit", "2", "--json"});
        QCOMPARE(r.code, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QVERIFY(lines.size() >= 2);
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        int last = 0;
        for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
            auto p = cpw::parsePlacement(
                QJsonDocument::fromJson(lines[i]).object()["placement"].toString().toStdString(), cat);
            QVERIFY(p.ok());
            QVERIFY(coverbrute::judge(p.value(), cat, cpw::CoverVariant::Plain));
            last = p->pieceCount();
        }
        const QJsonObject s = lastJsonLine(r.out);
        QCOMPARE(s["optimum"].toDouble(), double(last));
        QVERIFY(s["lower_bound"].toDouble() <= last);
    }

    // --upper --independent with the SAT model on all covers: proves the minimum (6x6 queens:
    // 4, OEIS A075324); every printed cover is a cover whose pieces do not attack each other.
    void upperIndependent()
    {
        const Run r = runCpw({"cover", "--board", "6x6", "--piece", "Q", "--upper", "--independent",
                              "--method", "sat", "--symmetry", "1", "--time-limit", "600", "--json"});
        QCOMPARE(r.code, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QVERIFY(lines.size() >= 2);
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
            auto p = cpw::parsePlacement(
                QJsonDocument::fromJson(lines[i]).object()["placement"].toString().toStdString(), cat);
            QVERIFY(p.ok());
            QVERIFY(coverbrute::judge(p.value(), cat, cpw::CoverVariant::Independent));
        }
        const QJsonObject s = lastJsonLine(r.out);
        QCOMPARE(s["optimum"].toDouble(), 4.0);
        QCOMPARE(s["proven_optimal"].toBool(), true);
    }

    // cpw solve FILE runs a cover problem through the family seam.
    void solveFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("cover.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format":"chess-puzzle-workbench-problem","version":1,"kind":"cover",
                    "board":{"width":6,"height":6},"pieces":"N","params":{"distinct":true}})");
        f.close();
        const Run r = runCpw({"solve", path, "--json", "--quiet"});
        // Every family is part of every build: "has no solver in this build" is a failure.
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject s = lastJsonLine(r.out);
        QCOMPARE(s["optimum"].toDouble(), 8.0);
        QCOMPARE(s["solutions"].toInteger(), qint64(127));
        QCOMPARE(s["distinct"].toInteger(), qint64(23));
    }
};

QTEST_APPLESS_MAIN(TestCoverCli)
#include "tst_covercli.moc"
