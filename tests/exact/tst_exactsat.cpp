// The exact-attack puzzle's SAT engine (core/src/exact/sat.cpp, `--engine sat`) answers only
// the fewest and the most pieces. It is checked like the search engines: against the plain
// enumerator of brute.h on small boards (standard pieces here, fairy ones in tst_exactsatfairy; targets 1 to 3, all cells
// and empty cells only, canonical and raw, with and without pawns, a shaped board with per-cell
// targets, preplaced pieces) for the optimum, the set of solutions reaching it, the distinct
// classes and the symmetric solutions; and on bigger boards against the occupancy engine (two
// independent methods must agree; no number is written into the test).
#include <QTest>

#include <cmath>
#include <map>

#include "satcheck.h"

using namespace cpw;
using namespace crosscheck;
using namespace satcheck;

class TestExactSat : public QObject {
    Q_OBJECT
private slots:
    void brute_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<QString>("pieces");
        QTest::addColumn<int>("maxK");
        QTest::newRow("3x3 KQRBNP") << 3 << 3 << QStringLiteral("KQRBNP") << 3;
        QTest::newRow("2x4 KQRBNP") << 2 << 4 << QStringLiteral("KQRBNP") << 2;
        QTest::newRow("4x2 KQRBNP") << 4 << 2 << QStringLiteral("KQRBNP") << 2;
        QTest::newRow("2x3 KQRBNP") << 2 << 3 << QStringLiteral("KQRBNP") << 3;
        QTest::newRow("3x3 RBN") << 3 << 3 << QStringLiteral("RBN") << 2;
        QTest::newRow("3x3 QP") << 3 << 3 << QStringLiteral("QP") << 2;
        QTest::newRow("4x3 QN") << 4 << 3 << QStringLiteral("QN") << 2;
        // Fairy pieces: tst_exactsatfairy (one executable took over a minute on the 2-core machine).
    }
    void brute()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(QString, pieces);
        QFETCH(int, maxK);
        checkUniform(w, h, pieces, maxK);
    }

    /// A shaped board with per-cell targets 0, 1, 2 and any.
    void shaped()
    {
        const Board board = makeBoard(4, 3, QStringLiteral("a1,d3"));
        std::vector<int> targets(board.area(), 1);
        targets[board.index(1, 1)] = 2;
        targets[board.index(2, 0)] = kAnyTarget;
        targets[board.index(3, 1)] = 0;
        checkOptima(board, QStringLiteral("QRBN"), {targets, uniform(board, 1)});
    }

    /// Preplaced pieces: one that attacks, one that attacks nothing (a last-rank pawn) and an
    /// enclosed queen the canonical rules would have made a king.
    void preplaced()
    {
        const Catalogue &cat = Catalogue::standard();
        const Board board(3, 3);
        Placement pre(board);
        pre.set(board.index(1, 1), cat.find(PieceKind::Knight));
        checkOptima(board, QStringLiteral("KQRBNP"), {uniform(board, 1), uniform(board, 2)}, &pre);
        const Board wide(4, 2);
        Placement pre2(wide);
        pre2.set(wide.index(1, 1), cat.find(PieceKind::Pawn));
        checkOptima(wide, QStringLiteral("KQRBN"), {uniform(wide, 1), uniform(wide, 2)}, &pre2);
        Placement pre3(wide);
        pre3.set(wide.index(0, 0), cat.find(PieceKind::Queen));
        checkOptima(wide, QStringLiteral("KRBN"), {uniform(wide, 1), uniform(wide, 2)}, &pre3);
    }

    /// Beyond the brute force: the SAT engine and a search (the occupancy engine; counting
    /// empty cells only, the pattern engine) agree on the optimum, the solutions reaching it, the
    /// classes and the symmetric ones.
    void againstSearch_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("k");
        QTest::addColumn<int>("mode");
        QTest::addColumn<bool>("noPawns");
        QTest::addColumn<bool>("emptyOnly");
        const int fewest = int(ExactMode::Fewest), most = int(ExactMode::Most);
        QTest::newRow("4x4 k=2 fewest") << 4 << 2 << fewest << false << false;
        QTest::newRow("4x4 k=3 most") << 4 << 3 << most << false << false;
        QTest::newRow("5x5 k=1 fewest") << 5 << 1 << fewest << false << false;
        QTest::newRow("5x5 k=1 most") << 5 << 1 << most << false << false;
        QTest::newRow("5x5 k=2 fewest") << 5 << 2 << fewest << false << false;
        QTest::newRow("5x5 k=2 fewest, no pawns") << 5 << 2 << fewest << true << false;
        QTest::newRow("6x6 k=1 fewest") << 6 << 1 << fewest << false << false;
        QTest::newRow("7x7 k=1 fewest") << 7 << 1 << fewest << false << false;
        // Counting empty cells only, the search is the pattern engine.
        QTest::newRow("5x5 k=1 empty cells, fewest") << 5 << 1 << fewest << false << true;
        QTest::newRow("4x4 k=2 empty cells, fewest") << 4 << 2 << fewest << false << true;
    }
    void againstSearch()
    {
        QFETCH(int, n);
        QFETCH(int, k);
        QFETCH(int, mode);
        QFETCH(bool, noPawns);
        QFETCH(bool, emptyOnly);
        ExactRequest req = squareRequest(n, k);
        req.noPawns = noPawns;
        req.counting = emptyOnly ? ExactCounting::EmptyOnly : ExactCounting::AllCells;
        const Run sat = runSat(req, ExactMode(mode), true);
        const Run occ =
            runSat(req, ExactMode(mode), true, emptyOnly ? ExactEngine::Pattern : ExactEngine::Occupancy);
        QVERIFY(sat.stats.complete && occ.stats.complete);
        QVERIFY(occ.stats.optimum.has_value());
        QCOMPARE(sat.stats.optimum, occ.stats.optimum);
        QCOMPARE(sat.stats.solutions, occ.stats.solutions);
        QCOMPARE(sat.stats.distinct, occ.stats.distinct);
        QCOMPARE(sat.stats.symmetric, occ.stats.symmetric);
        QCOMPARE(sat.solutions.size(), occ.solutions.size());
        // Both stream one solution per class, not necessarily the same one: compare classes.
        const Catalogue &cat = Catalogue::standard();
        auto classOf = [&](const std::vector<int> &cells) {
            std::vector<int> best = cells;
            for (Symmetry s : req.board.symmetries()) {
                std::vector<int> img(cells.size(), kEmpty);
                bool ok = true;
                for (int c = 0; c < static_cast<int>(cells.size()); ++c)
                    if (cells[c] != kEmpty) {
                        ok = ok && cat.piece(cells[c]).isInvariantUnder(s);
                        img[static_cast<std::size_t>(req.board.transform(s, c))] = cells[c];
                    }
                if (ok)
                    best = std::min(best, img);
            }
            return best;
        };
        brute::Solutions a, b;
        for (const auto &s : sat.solutions)
            a.insert(classOf(s));
        for (const auto &s : occ.solutions)
            b.insert(classOf(s));
        QVERIFY(a == b);
    }

    /// Listing all solutions, checkpoints, resuming and sampling are refused with their own
    /// errors; a solution limit ends the listing after the proof; a stopped run ends at once
    /// and proves nothing.
    void refusedAndStopped()
    {
        ExactRequest req;
        req.board = Board(5, 5);
        req.targets.assign(25, 2);
        req.engine = ExactEngine::Sat;
        auto all = solveExact(req, {}, {});
        QVERIFY(!all.ok());
        QCOMPARE(familyCode<ExactError>(all.error()), ExactError::SatMode);
        req.mode = ExactMode::Fewest;
        SearchOptions withCheckpoint;
        withCheckpoint.onCheckpoint = [](const TaskLedger &) {
        };
        auto cp = solveExact(req, {}, withCheckpoint);
        QVERIFY(!cp.ok());
        QCOMPARE(familyCode<ExactError>(cp.error()), ExactError::SatTasks);
        SearchOptions sample;
        sample.sampleTasks = 3;
        QVERIFY(!solveExact(req, {}, sample).ok());

        // With a solution limit the listing ends early; the optimum is still proven (and the
        // same as the occupancy engine's).
        SearchOptions one;
        one.solutionLimit = 1;
        std::uint64_t streamed = 0;
        one.onSolution = [&](const Solution &) {
            ++streamed;
        };
        auto first = solveExact(req, {}, one);
        QVERIFY(first.ok());
        QVERIFY(!first.value().complete);
        QVERIFY(first.value().provenOptimal.value_or(false));
        QCOMPARE(first.value().solutions, std::uint64_t(1));
        QCOMPARE(streamed, std::uint64_t(1));
        ExactRequest occ = req;
        occ.engine = ExactEngine::Occupancy;
        auto full = solveExact(occ, {}, {});
        QVERIFY(full.ok() && full.value().solutions > 1);
        QCOMPARE(first.value().optimum, full.value().optimum);

        std::stop_source stopNow;
        stopNow.request_stop();
        auto stopped = solveExact(req, stopNow.get_token(), {});
        QVERIFY(stopped.ok());
        QVERIFY(!stopped.value().complete);
        QVERIFY(!stopped.value().provenOptimal.value_or(false));
    }
};

QTEST_APPLESS_MAIN(TestExactSat)
#include "tst_exactsat.moc"
