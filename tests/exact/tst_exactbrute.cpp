// Cross-checks the fast exact-attack search against the plain enumerator of brute.h on every
// board up to 3x3 (2x3, 3x2, 2x4, 4x2 and the piece subsets: tst_exactbrutesubsets), for
// k = 1..3, both
// counting variants, canonical and raw counting, with and without pawns, for all six pieces
// and for subsets. Every count and every
// solution set asserted here comes from the brute force, never from the solver.
#include <QTest>

#include <map>

#include "crosscheck.h"

using namespace cpw;

using namespace crosscheck;

class TestExactBrute : public QObject {
    Q_OBJECT
private slots:
    void rectangles_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<QString>("pieces");
        for (int w = 1; w <= 3; ++w)
            for (int h = 1; h <= 3; ++h)
                if (w * h != 6)
                    QTest::addRow("%dx%d KQRBNP", w, h) << w << h << QStringLiteral("KQRBNP");
        // 2x3 and 3x2 (the heaviest rows), 2x4 and 4x2, and the piece subsets on 3x3, 2x4 and
        // 4x2: tst_exactbrutesubsets (one executable took over a minute on the 2-core machine).
    }
    void rectangles()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(QString, pieces);
        checkRectangle(w, h, pieces);
    }

    // Per-cell targets (0, 1, 2 and "any") on shaped boards, both counting variants.
    void shapedTargets_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<QString>("holes");
        QTest::addColumn<QString>("pieces");
        QTest::addColumn<QString>("targets"); // ranks from the top, '*' = any, '.' = hole
        QTest::newRow("3x3 ring") << 3 << 3 << "b2"
                                  << "KQRBNP"
                                  << "121/1.1/2*1";
        QTest::newRow("3x3 ring uniform 2") << 3 << 3 << "b2"
                                            << "KQRBNP"
                                            << "222/2.2/222";
        QTest::newRow("4x3 no corners") << 4 << 3 << "a1,d3"
                                        << "QRNP"
                                        << ".111/1*01/111.";
        QTest::newRow("3x4 notch") << 3 << 4 << "b4,b1"
                                   << "QBNP"
                                   << "1.1/212/1*1/1.1";
        QTest::newRow("3x3 ring QN") << 3 << 3 << "b2"
                                     << "QN"
                                     << "121/1.1/2*1";
        QTest::newRow("3x3 ring BP") << 3 << 3 << "b2"
                                     << "BP"
                                     << "111/1.1/0*1";
        QTest::newRow("4x3 no corners RP") << 4 << 3 << "a1,d3"
                                           << "RP"
                                           << ".111/1*01/111.";
        QTest::newRow("2x5 hole") << 2 << 5 << "a3"
                                  << "RBNP"
                                  << "11/11/.2/11/*1";
    }
    void shapedTargets()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(QString, holes);
        QFETCH(QString, pieces);
        QFETCH(QString, targets);
        const Board board = makeBoard(w, h, holes);
        std::vector<int> t(board.area(), 0);
        const QStringList ranks = targets.split('/');
        QCOMPARE(ranks.size(), h);
        for (int r = 0; r < h; ++r)
            for (int x = 0; x < w; ++x) {
                const QChar ch = ranks[r][x];
                t[board.index(x, h - 1 - r)] = ch == '*' ? kAnyTarget : ch == '.' ? 0 : ch.digitValue();
            }
        crossCheck(board, pieces, {t});
    }

    // 4x4 and 3x5 with all six pieces: too big for the plain enumerator (7^16), checked
    // against the occupancy-first enumerator of brute.h instead.
    void byOccupancy_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<int>("k");
        QTest::addColumn<bool>("canonical");
        QTest::addColumn<bool>("noPawns");
        QTest::newRow("4x4 k1") << 4 << 4 << 1 << true << false;
        QTest::newRow("4x4 k1 no pawns") << 4 << 4 << 1 << true << true;
        QTest::newRow("4x4 k1 raw") << 4 << 4 << 1 << false << false;
        QTest::newRow("3x5 k1") << 3 << 5 << 1 << true << false;
    }
    void byOccupancy()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(int, k);
        QFETCH(bool, canonical);
        QFETCH(bool, noPawns);
        const Catalogue &cat = Catalogue::standard();
        const Board board(w, h);
        const auto allowed = parsePieceList("KQRBNP", cat).value();
        brute::Config cfg{uniform(board, k), ExactCounting::AllCells, canonical, noPawns};
        brute::Enumerator en(board, cat, allowed);
        const brute::Solutions exp = en.runByOccupancy(cfg);
        ExactRequest req;
        req.board = board;
        req.targets = cfg.targets;
        req.canonical = canonical;
        req.noPawns = noPawns;
        req.distinct = true;
        const SolverRun got = runSolver(req, 2, true);
        QVERIFY(got.stats.distinct.has_value());
        QCOMPARE(got.solutions.size(), got.stats.distinct.value()); // one listed per class
        req.distinct = false;
        const SolverRun all = runSolver(req, 2, true);
        QCOMPARE(all.solutions.size(), exp.size());
        QVERIFY(all.solutions == exp);
        QCOMPARE(all.stats.byPieces, byPieces(exp));
        const brute::Orbits orb =
            brute::orbits(exp, board, cat, cfg.targets, std::vector<int>(board.area(), -1));
        QCOMPARE(got.stats.distinct.value(), std::uint64_t(orb.distinct));
        QCOMPARE(got.stats.symmetric.value(), std::uint64_t(orb.symmetric));
    }

    // Preplaced (fixed) pieces.
    void preplaced_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<QString>("pieces");
        QTest::addColumn<QString>("placement");
        QTest::newRow("3x3 rook a1") << 3 << 3 << "KQRBNP"
                                     << "3/3/R2";
        QTest::newRow("3x3 queen b2") << 3 << 3 << "KRBNP"
                                      << "3/1Q1/3";
        QTest::newRow("2x4 pawn on top") << 2 << 4 << "KQRBN"
                                         << "1P/2/2/2";
        QTest::newRow("3x3 rook a1, KP") << 3 << 3 << "KP"
                                         << "3/3/R2";
        QTest::newRow("2x4 pawn on top, QB") << 2 << 4 << "QB"
                                             << "1P/2/2/2";
        QTest::newRow("4x2 knight and bishop") << 4 << 2 << "QRBP"
                                               << "N3/3B";
    }
    void preplaced()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(QString, pieces);
        QFETCH(QString, placement);
        const Board board(w, h);
        auto pre = parsePlacement(placement.toStdString(), Catalogue::standard(), &board);
        QVERIFY(pre.ok());
        crossCheck(board, pieces, {uniform(board, 1), uniform(board, 2)}, &pre.value());
    }
};

QTEST_APPLESS_MAIN(TestExactBrute)
#include "tst_exactbrute.moc"
