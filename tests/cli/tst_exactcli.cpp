// `cpw exact` as scripts see it. The numbers come from the occupancy-first brute force of
// tests/exact/brute.h (independent of the solver) and from seed 000's pattern counts.
#include <QtTest>

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include "../exact/brute.h"

#include "cpwprocess.h"

using cpwtest::lastJsonLine;
using cpwtest::Run;
using cpwtest::runCpw;

namespace {
QString satCheckpoint()
{
    return QDir::temp().filePath(
        QStringLiteral("cpw-tst-exactcli-sat-%1.cpwsearch").arg(QCoreApplication::applicationPid()));
}
} // namespace

class TestExactCli : public QObject {
    Q_OBJECT
private slots:
    void summary4x4()
    {
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        const cpw::Board board(4, 4);
        brute::Config cfg{std::vector<int>(16, 1), cpw::ExactCounting::AllCells, true, false};
        brute::Enumerator en(board, cat, cpw::parsePieceList("KQRBNP", cat).value());
        const brute::Solutions sols = en.runByOccupancy(cfg);
        const brute::Orbits orb = brute::orbits(sols, board, cat, cfg.targets, std::vector<int>(16, -1));
        std::map<int, int> byPieces;
        for (const auto &s : sols)
            ++byPieces[static_cast<int>(std::count_if(s.begin(), s.end(), [](int v) { return v >= 0; }))];

        const Run r = runCpw({"exact", "--board", "4x4", "--k", "1", "--distinct", "--json"});
        QCOMPARE(r.code, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        const QJsonObject s = lastJsonLine(r.out);
        QCOMPARE(s["type"].toString(), QStringLiteral("summary"));
        QCOMPARE(s["command"].toString(), QStringLiteral("exact"));
        QVERIFY(s["complete"].toBool());
        QCOMPARE(s["solutions"].toInteger(), qint64(sols.size()));
        QCOMPARE(s["distinct"].toInteger(), qint64(orb.distinct));
        QCOMPARE(s["optimum"].toDouble(), double(byPieces.begin()->first));
        const QJsonObject by = s["by_pieces"].toObject();
        QCOMPARE(by.size(), qsizetype(byPieces.size()));
        for (const auto &[pieces, count] : byPieces)
            QCOMPARE(by[QString::number(pieces)].toInteger(), qint64(count));
        const QJsonObject dby = s["distinct_by_pieces"].toObject();
        QCOMPARE(dby.size(), qsizetype(orb.distinctByPieces.size()));
        for (const auto &[pieces, count] : orb.distinctByPieces)
            QCOMPARE(dby[QString::number(pieces)].toInteger(), qint64(count));
        // one solution line per distinct solution, each a 4x4 placement
        QCOMPARE(lines.size() - 1, qsizetype(orb.distinct));
        const QJsonObject first = QJsonDocument::fromJson(lines.first()).object();
        QCOMPARE(first["type"].toString(), QStringLiteral("solution"));
        QCOMPARE(first["board"].toString(), QStringLiteral("4x4"));
    }

    void textTable()
    {
        // The text summary prints solutions and distinct classes by number of pieces as a
        // table whose rows add up to the totals of the same run.
        const Run r = runCpw({"exact", "--board", "4x4", "--k", "2", "--distinct", "--quiet"});
        QCOMPARE(r.code, 0);
        const QList<QByteArray> lines = r.out.split('\n');
        qint64 total = -1, distinct = -1, sumAll = 0, sumDistinct = 0;
        bool inTable = false;
        int rows = 0;
        for (const QByteArray &line : lines) {
            if (line.startsWith("solutions: "))
                total = line.mid(11).split(' ').first().toLongLong();
            else if (line.startsWith("distinct: "))
                distinct = line.mid(10).toLongLong();
            else if (line.startsWith("by pieces:"))
                inTable = true;
            else if (inTable && line.trimmed().startsWith("pieces"))
                continue;
            else if (inTable && line.startsWith("  ")) {
                const QList<QByteArray> f = line.simplified().split(' ');
                QCOMPARE(f.size(), 3);
                sumAll += f[1].toLongLong();
                sumDistinct += f[2].toLongLong();
                ++rows;
            } else
                inTable = false;
        }
        QVERIFY(rows > 1);
        QVERIFY(total > 0 && distinct > 0);
        QCOMPARE(sumAll, total);
        QCOMPARE(sumDistinct, distinct);
    }

    void patterns_data()
    {
        QTest::addColumn<QString>("pieces");
        QTest::addColumn<bool>("raw");
        QTest::addColumn<int>("count");
        // seed 000: K, N, P 25 each, B 95, R 324, Q 1331 on 5x5 (B 100, Q 1356 without the rules)
        QTest::newRow("Q") << "Q" << false << 1331;
        QTest::newRow("Q raw") << "Q" << true << 1356;
        QTest::newRow("B") << "B" << false << 95;
        QTest::newRow("all six") << "KQRBNP" << false << 25 * 3 + 95 + 324 + 1331;
    }
    void patterns()
    {
        QFETCH(QString, pieces);
        QFETCH(bool, raw);
        QFETCH(int, count);
        QStringList args{"exact", "--patterns", "--board", "5x5", "--pieces", pieces, "--json"};
        if (raw)
            args << "--raw";
        const Run r = runCpw(args);
        QCOMPARE(r.code, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size() - 1, qsizetype(count));
        QCOMPARE(lastJsonLine(r.out)["patterns"].toInt(), count);
        const QJsonObject p = QJsonDocument::fromJson(lines.first()).object();
        QCOMPARE(p["type"].toString(), QStringLiteral("pattern"));
        QVERIFY(p.contains("attacked") && p.contains("free") && p.contains("occupied"));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("bad target") << QStringList{"exact", "--targets", "1,1/1,x"};
        QTest::newRow("ragged targets") << QStringList{"exact", "--targets", "1,1/1"};
        QTest::newRow("no board") << QStringList{"exact", "--k", "1"};
        QTest::newRow("too big") << QStringList{"exact", "--board", "9x9"};
        QTest::newRow("bad mode") << QStringList{"exact", "--board", "3x3", "--mode", "best"};
        QTest::newRow("bad piece") << QStringList{"exact", "--board", "3x3", "--pieces", "KQW"};
        QTest::newRow("bad preplaced") << QStringList{"exact", "--board", "3x3", "--preplaced", "3/3/4"};
        QTest::newRow("bad engine") << QStringList{"exact", "--board", "3x3", "--engine", "dlx"};
        QTest::newRow("sat lists nothing") << QStringList{"exact", "--board", "3x3", "--engine", "sat"};
        QTest::newRow("sat saves nothing") << QStringList{
            "exact", "--board", "3x3", "--engine", "sat", "--fewest", "--checkpoint", satCheckpoint()};
        QTest::newRow("sat samples nothing")
            << QStringList{"exact", "--board", "3x3", "--engine", "sat", "--fewest", "--sample", "3"};
        // The automatic choice is the SAT engine here (targets adding up to 108; empty cells only).
        QTest::newRow("auto sat saves nothing") << QStringList{
            "exact", "--board", "6x6", "--k", "3", "--fewest", "--checkpoint", satCheckpoint()};
        QTest::newRow("auto sat samples nothing")
            << QStringList{"exact", "--board", "3x3", "--empty-only", "--most", "--sample", "3"};
    }

    /// Where the automatic choice is the SAT engine, a checkpoint is refused with a message that
    /// names the way out, and `--engine search` takes it.
    void automaticSatNamesTheSearch()
    {
        QFile::remove(satCheckpoint());
        Run r =
            runCpw({"exact", "--board", "3x3", "--empty-only", "--fewest", "--checkpoint", satCheckpoint()});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("choose the search engine"), r.err.constData());
        QVERIFY(!QFile::exists(satCheckpoint()));
        r = runCpw({"exact", "--board", "3x3", "--empty-only", "--fewest", "--engine", "search",
                    "--checkpoint", satCheckpoint(), "--json", "--quiet"});
        QCOMPARE(r.code, 0);
        QVERIFY(QFile::exists(satCheckpoint()));
        QFile::remove(satCheckpoint());
    }

    /// `--engine sat`: the fewest pieces of 4x4 k=1 as the occupancy-first brute force counts
    /// them (optimum, solutions, classes; one solution line per class).
    void satFewest()
    {
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        const cpw::Board board(4, 4);
        brute::Config cfg{std::vector<int>(16, 1), cpw::ExactCounting::AllCells, true, false};
        brute::Enumerator en(board, cat, cpw::parsePieceList("KQRBNP", cat).value());
        const brute::Solutions sols = en.runByOccupancy(cfg);
        int fewest = 16;
        for (const auto &s : sols)
            fewest = std::min(
                fewest, static_cast<int>(std::count_if(s.begin(), s.end(), [](int v) { return v >= 0; })));
        brute::Solutions best;
        for (const auto &s : sols)
            if (std::count_if(s.begin(), s.end(), [](int v) { return v >= 0; }) == fewest)
                best.insert(s);
        const brute::Orbits orb = brute::orbits(best, board, cat, cfg.targets, std::vector<int>(16, -1));

        const Run r = runCpw(
            {"exact", "--board", "4x4", "--k", "1", "--fewest", "--engine", "sat", "--distinct", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject s = lastJsonLine(r.out);
        QVERIFY(s["complete"].toBool());
        QVERIFY(s["proven_optimal"].toBool());
        QCOMPARE(s["optimum"].toDouble(), double(fewest));
        QCOMPARE(s["solutions"].toInteger(), qint64(best.size()));
        QCOMPARE(s["distinct"].toInteger(), qint64(orb.distinct));
        QCOMPARE(r.out.trimmed().split('\n').size() - 1, qsizetype(orb.distinct));
        QVERIFY(s.contains("sat_optimum_s"));
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFile::remove(satCheckpoint());
        const Run r = runCpw(args);
        QVERIFY(!QFile::exists(satCheckpoint())); // a refused run leaves no file behind
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.trimmed().count('\n'), 0); // one line
        QVERIFY(r.err.startsWith("cpw exact:"));
    }

    void shapedTargets()
    {
        // a shaped board with per-cell targets, checked against the plain brute force
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        cpw::Board board(3, 3);
        board.setHole(board.index(2, 0)); // c1
        std::vector<int> t = {1, 1, 0, 1, cpw::kAnyTarget, 1, 1, 1, 1};
        brute::Config cfg{t, cpw::ExactCounting::AllCells, true, false};
        brute::Enumerator en(board, cat, cpw::parsePieceList("QRN", cat).value());
        const auto sols = en.run({cfg})[0];
        const Run r =
            runCpw({"exact", "--targets", "1,1,1/1,*,1/1,1,-", "--pieces", "QRN", "--json", "--quiet"});
        QCOMPARE(r.code, 0);
        QCOMPARE(lastJsonLine(r.out)["solutions"].toInteger(), qint64(sols.size()));
    }
};

QTEST_APPLESS_MAIN(TestExactCli)
#include "tst_exactcli.moc"
