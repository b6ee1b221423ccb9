// `cpw independent` as scripts see it: the summary fields (solutions, distinct, optimum,
// proven_optimal), solution lines, thread invariance, and one-line errors with exit code 2.
// Numbers: OEIS A000170 (queens 92 / 12 classes, 10 -> 724), A051223 (super queens, 10 -> 4),
// seed 001 (8x8 maxima), n! (rooks), and the brute force of tests/independent/brute.h.
#include <QtTest>

#include <QJsonDocument>
#include <QJsonObject>

#include <unordered_set>

#include "../independent/brute.h"
#include "cpwprocess.h"

using cpwtest::lastJsonLine;
using cpwtest::Run;
using cpwtest::runCpw;

class TestIndependentCli : public QObject {
    Q_OBJECT
private slots:
    void queens()
    {
        const Run r = runCpw({"independent", "--n", "8", "--distinct", "--json"});
        QCOMPARE(r.code, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        const QJsonObject s = lastJsonLine(r.out);
        QCOMPARE(s["type"].toString(), QStringLiteral("summary"));
        QCOMPARE(s["command"].toString(), QStringLiteral("independent"));
        QVERIFY(s["complete"].toBool());
        QCOMPARE(s["solutions"].toInteger(), 92);
        QCOMPARE(s["distinct"].toInteger(), 12);
        // with --distinct the output lists one solution per class
        QCOMPARE(lines.size() - 1, 12);
        const QJsonObject first = QJsonDocument::fromJson(lines.first()).object();
        QCOMPARE(first["type"].toString(), QStringLiteral("solution"));
        QCOMPARE(first["board"].toString(), QStringLiteral("8x8"));
        QCOMPARE(first["pieces"].toInt(), 8);
    }

    void counts_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<qint64>("solutions");
        QTest::newRow("10 queens") << QStringList{"--n", "10"} << qint64(724);
        QTest::newRow("super queens 10") << QStringList{"--n", "10", "--piece", "Q", "--kind", "super"} << qint64(4);
        QTest::newRow("A 10") << QStringList{"--n", "10", "--piece", "A"} << qint64(4);
        QTest::newRow("rooks 7") << QStringList{"--n", "7", "--piece", "R"} << qint64(5040);
        QTest::newRow("rooks 8x6") << QStringList{"--board", "8x6", "--count", "6", "--piece", "R"} << qint64(20160);
        QTest::newRow("ordered 6") << QStringList{"--n", "6", "--hits", "all"} << qint64(2880);
        QTest::newRow("general engine") << QStringList{"--n", "9", "--engine", "general"} << qint64(352);
    }
    void counts()
    {
        QFETCH(QStringList, args);
        QFETCH(qint64, solutions);
        for (const char *threads : {"1", "2"}) {
            const Run r = runCpw(QStringList{"independent", "--quiet", "--json", "--threads", threads} + args);
            QCOMPARE(r.code, 0);
            const QJsonObject s = lastJsonLine(r.out);
            QVERIFY(s["complete"].toBool());
            QCOMPARE(s["solutions"].toInteger(), solutions);
        }
    }

    void maxima_data()
    {
        QTest::addColumn<QString>("piece");
        QTest::addColumn<int>("optimum");
        QTest::addColumn<qint64>("solutions");
        QTest::newRow("N") << "N" << 32 << qint64(2);
        QTest::newRow("K") << "K" << 16 << qint64(281571);
        QTest::newRow("B") << "B" << 14 << qint64(256);
        QTest::newRow("Q") << "Q" << 8 << qint64(92);
        QTest::newRow("R") << "R" << 8 << qint64(40320);
    }
    void maxima()
    {
        QFETCH(QString, piece);
        QFETCH(int, optimum);
        QFETCH(qint64, solutions);
        const Run r = runCpw({"independent", "--board", "8x8", "--piece", piece, "--max", "--quiet", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject s = lastJsonLine(r.out);
        QCOMPARE(s["optimum"].toDouble(), double(optimum));
        QVERIFY(s["proven_optimal"].toBool());
        QCOMPARE(s["solutions"].toInteger(), solutions);
    }

    void armyAndPreplaced()
    {
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        const cpw::Board board(5, 5);
        ibrute::Brute b(board, {cat.piece(cat.find('K')), cat.piece(cat.find('Q')), cat.piece(cat.find('N'))});
        b.keep = false;
        b.runCells({2, 1, 2});
        Run r = runCpw({"independent", "--board", "5x5", "--army", "K2Q1N2", "--quiet", "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(lastJsonLine(r.out)["solutions"].toInteger(), qint64(b.count));
        QCOMPARE(lastJsonLine(r.out)["army"].toString(), QStringLiteral("K2Q1N2"));
        // completion: a queen on a1 of 8x8 leaves 4 of the 92 (those with a queen on a1)
        r = runCpw({"independent", "--n", "8", "--preplaced", "8/8/8/8/8/8/8/Q7", "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(lastJsonLine(r.out)["solutions"].toInteger(), 4);
        QVERIFY(r.out.contains("Q7\""));
        // first: one solution, not complete
        r = runCpw({"independent", "--n", "100", "--first", "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(lastJsonLine(r.out)["solutions"].toInteger(), 1);
        QVERIFY(!lastJsonLine(r.out)["complete"].toBool());
        r = runCpw({"independent", "--n", "20", "--first", "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out.trimmed().split('\n').size(), 2);
    }

    /// n queens' first placement beyond 32 x 32 is an ordinary problem (issue 48): the summary
    /// of cpw::solve (kind, board, params) and a placement this test checks with its own
    /// geometry: n queens, one per rank, file and diagonal.
    void largeFirstIsAProblem_data()
    {
        QTest::addColumn<int>("n");
        QTest::newRow("500") << 500;
        QTest::newRow("1001: a sparse board") << 1001; // past 1000 x 1000 cells kept one by one
        QTest::newRow("100000") << 100000;             // 10^10 cells: the old command's reach
    }
    void largeFirstIsAProblem()
    {
        QFETCH(int, n);
        const Run r = runCpw({"independent", "--n", QString::number(n), "--first", "--json"});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject s = lastJsonLine(r.out);
        QCOMPARE(s["kind"].toString(), QStringLiteral("independent"));
        QCOMPARE(s["board"].toString(), QStringLiteral("%1x%1").arg(n));
        QCOMPARE(s["params"].toObject()["first"].toBool(), true);
        QCOMPARE(s["params"].toObject()["piece"].toString(), QStringLiteral("Q"));
        QCOMPARE(s["solutions"].toInteger(), 1);
        QVERIFY(!s["complete"].toBool());
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        // The test's own geometry: one queen on every rank (row), and no two on a file, a
        // diagonal (x - y) or an anti-diagonal (x + y), each line a hashed set.
        const QByteArray placement = QJsonDocument::fromJson(lines.front()).object()["placement"].toString().toLatin1();
        const QList<QByteArray> ranks = placement.split('/');
        QCOMPARE(ranks.size(), n);
        std::unordered_set<long long> files, diagonals, antiDiagonals;
        for (int row = 0; row < n; ++row) {
            const long long y = n - 1 - row;
            long long x = 0, queenFile = -1;
            int queens = 0;
            const QByteArray &rank = ranks[row];
            for (int i = 0; i < rank.size();) {
                if (rank[i] == 'Q') {
                    queenFile = x++;
                    ++queens;
                    ++i;
                    continue;
                }
                int j = i;
                while (j < rank.size() && rank[j] >= '0' && rank[j] <= '9')
                    ++j;
                QVERIFY2(j > i, rank.constData());
                x += rank.mid(i, j - i).toLongLong();
                i = j;
            }
            QCOMPARE(x, (long long)n);
            QCOMPARE(queens, 1);
            QVERIFY2(files.insert(queenFile).second, qPrintable(QStringLiteral("file %1 twice").arg(queenFile)));
            QVERIFY2(diagonals.insert(queenFile - y).second, qPrintable(QStringLiteral("rank %1").arg(y + 1)));
            QVERIFY2(antiDiagonals.insert(queenFile + y).second, qPrintable(QStringLiteral("rank %1").arg(y + 1)));
        }
        QCOMPARE(files.size(), std::size_t(n));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("attacking preplaced") << QStringList{"--n", "8", "--preplaced", "8/8/8/8/8/8/8/QQ6"} << "a1-b1";
        QTest::newRow("bad kind") << QStringList{"--n", "8", "--kind", "mega"} << "--kind";
        QTest::newRow("kind of a knight") << QStringList{"--n", "8", "--piece", "N", "--kind", "super"} << "--kind";
        QTest::newRow("unknown piece") << QStringList{"--n", "8", "--piece", "W"} << "--piece";
        QTest::newRow("bad army") << QStringList{"--n", "8", "--army", "K2%"} << "--army";
        QTest::newRow("army and piece") << QStringList{"--n", "8", "--army", "K2", "--piece", "Q"} << "--army";
        QTest::newRow("too many") << QStringList{"--n", "4", "--count", "17"} << "--count";
        QTest::newRow("no board") << QStringList{"--piece", "Q"} << "board";
        QTest::newRow("hits") << QStringList{"--n", "4", "--hits", "some"} << "--hits";
        QTest::newRow("first and max") << QStringList{"--n", "4", "--first", "--max"} << "--max";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        const Run r = runCpw(QStringList{"independent"} + args);
        QCOMPARE(r.code, 2);
        QCOMPARE(r.out.size(), 0);
        const QString err = QString::fromUtf8(r.err).trimmed();
        QCOMPARE(err.count('\n'), 0);
        QVERIFY2(err.contains(mentions), qPrintable(err));
    }

    void help()
    {
        const Run r = runCpw({"independent", "--help"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("Bezzel"));
        QVERIFY(!r.out.contains("seed"));
    }
};

QTEST_APPLESS_MAIN(TestIndependentCli)
#include "tst_independentcli.moc"
