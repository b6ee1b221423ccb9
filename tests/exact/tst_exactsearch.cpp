// The exact-attack search as a search: thread and split invariance, cancellation, limits,
// input validation, problem files and canonical forms. Counts compared here are compared
// between runs (1 vs 2 threads, different splits, different modes) or come from the brute
// force of brute.h; none is pasted from the solver's output.
#include <QTest>

#include <atomic>
#include <chrono>
#include <thread>

#include "brute.h"
#include "cpw/exact.h"
#include "slowdown.h"

using namespace cpw;

namespace {
SearchStats solve(ExactRequest req, int threads, int taskTarget, SearchOptions opt = {})
{
    opt.threads = threads;
    req.taskTarget = taskTarget;
    auto r = solveExact(req, {}, opt);
    if (!r.ok())
        qFatal("solveExact failed");
    return r.value();
}

ExactRequest square(int n, int k)
{
    ExactRequest r;
    r.board = Board(n, n);
    r.targets.assign(n * n, k);
    return r;
}
} // namespace

class TestExactSearch : public QObject {
    Q_OBJECT
private slots:
    void threadInvariance_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("k");
        QTest::addColumn<int>("mode");
        QTest::addColumn<bool>("emptyOnly");
        QTest::newRow("4x4 k2 all") << 4 << 2 << 0 << false;
        QTest::newRow("4x4 k3 all") << 4 << 3 << 0 << false;
        QTest::newRow("5x5 k1 all") << 5 << 1 << 0 << false;
        QTest::newRow("5x5 k1 fewest") << 5 << 1 << 1 << false;
        QTest::newRow("4x4 k2 most") << 4 << 2 << 2 << false;
        QTest::newRow("4x4 k1 empty only fewest") << 4 << 1 << 1 << true;
    }
    void threadInvariance()
    {
        QFETCH(int, n);
        QFETCH(int, k);
        QFETCH(int, mode);
        QFETCH(bool, emptyOnly);
        ExactRequest req = square(n, k);
        req.mode = static_cast<ExactMode>(mode);
        req.distinct = true;
        req.counting = emptyOnly ? ExactCounting::EmptyOnly : ExactCounting::AllCells;
        const SearchStats a = solve(req, 1, 1);
        QVERIFY(a.complete);
        for (auto [threads, split] :
             {std::pair{2, 0}, std::pair{2, 1}, std::pair{1, 5000}, std::pair{2, 37}}) {
            const SearchStats b = solve(req, threads, split);
            QVERIFY(b.complete);
            QCOMPARE(b.solutions, a.solutions);
            QCOMPARE(b.byPieces, a.byPieces);
            QCOMPARE(b.distinct, a.distinct);
            QCOMPARE(b.symmetric, a.symmetric);
            QCOMPARE(b.optimum, a.optimum);
        }
    }

    // fewest / most agree with the full distribution of the same problem.
    void modesAgreeWithDistribution()
    {
        for (int k = 1; k <= 3; ++k) {
            ExactRequest req = square(4, k);
            const SearchStats all = solve(req, 2, 0);
            QVERIFY(!all.byPieces.empty());
            req.mode = ExactMode::Fewest;
            const SearchStats few = solve(req, 2, 0);
            QCOMPARE(few.optimum.value(), double(all.byPieces.begin()->first));
            QCOMPARE(few.solutions, all.byPieces.begin()->second);
            QVERIFY(few.provenOptimal.value_or(false));
            req.mode = ExactMode::Most;
            const SearchStats most = solve(req, 2, 0);
            QCOMPARE(most.optimum.value(), double(all.byPieces.rbegin()->first));
            QCOMPARE(most.solutions, all.byPieces.rbegin()->second);
        }
    }

    // No pawns = the pawn-free part of the full set (brute force on 3x3 for the full set).
    void noPawnsIsASubset()
    {
        const Catalogue &cat = Catalogue::standard();
        const Board board(3, 3);
        auto allowed = parsePieceList("KQRBNP", cat).value();
        brute::Config cfg{std::vector<int>(9, 2), ExactCounting::AllCells, true, false};
        brute::Enumerator en(board, cat, allowed);
        const auto sols = en.run({cfg})[0];
        std::uint64_t pawnFree = 0;
        for (const auto &s : sols)
            pawnFree += std::none_of(s.begin(), s.end(), [&](int v) { return v == cat.find('P'); });
        ExactRequest req = square(3, 2);
        req.noPawns = true;
        QCOMPARE(solve(req, 2, 0).solutions, pawnFree);
    }

    void cancellation()
    {
        // A search of minutes, stopped at its first solution, that is while it runs (no fixed
        // sleep: a faster engine might finish a sleep's worth of work). It must end stopped, not
        // complete; the latency bound is only a hang guard (the contract's figure, well under
        // 100 ms, is `cpw bench`'s business), longer in sanitizer builds.
        ExactRequest req = square(6, 2);
        std::stop_source source;
        SearchOptions opt;
        opt.threads = 2;
        std::atomic<bool> stopped{false};
        std::chrono::steady_clock::time_point stopAt;
        opt.onSolution = [&](const Solution &) {
            if (!stopped.exchange(true)) {
                stopAt = std::chrono::steady_clock::now();
                source.request_stop();
            }
        };
        auto r = solveExact(req, source.get_token(), opt);
        const auto end = std::chrono::steady_clock::now();
        QVERIFY(r.ok());
        QVERIFY(stopped.load());
        QVERIFY(!r->complete);
        QCOMPARE(r->reason, StopReason::StopRequested);
        QVERIFY(r->solutions >= 1);
        QVERIFY(end - stopAt < std::chrono::milliseconds(2000 * cpwtest::kSlowdown));
    }

    void limits()
    {
        ExactRequest req = square(4, 2);
        SearchOptions opt;
        opt.solutionLimit = 10;
        std::uint64_t seen = 0;
        opt.onSolution = [&](const Solution &) {
            ++seen;
        };
        const SearchStats s = solve(req, 2, 0, opt);
        QCOMPARE(s.solutions, std::uint64_t(10));
        QCOMPARE(seen, std::uint64_t(10));
        QVERIFY(!s.complete);
        SearchOptions quiet;
        quiet.solutionLimit = 7;
        const SearchStats c = solve(req, 2, 0, quiet);
        QCOMPARE(c.solutions, std::uint64_t(7));
        QVERIFY(!c.complete);
    }

    void streamedDistinctRepresentatives()
    {
        ExactRequest req = square(4, 1);
        req.distinct = true;
        std::uint64_t listed = 0;
        SearchOptions opt;
        opt.onSolution = [&](const Solution &) {
            ++listed;
        };
        const SearchStats s = solve(req, 2, 0, opt);
        QCOMPARE(listed, s.distinct.value());
        // and the total is still all solutions
        QCOMPARE(s.solutions, solve(square(4, 1), 1, 0).solutions);
    }

    void validation_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<int>("code");
        QTest::newRow("too many cells") << 0 << int(ErrorCode::FamilyError); // ExactError::TooManyCells
        QTest::newRow("targets size") << 1 << int(ErrorCode::TargetsSizeMismatch);
        QTest::newRow("negative target") << 2 << int(ErrorCode::BadTarget);
        QTest::newRow("unknown piece id") << 3 << int(ErrorCode::UnknownPiece);
        QTest::newRow("preplaced on a hole") << 4 << int(ErrorCode::CellIsHole);
    }
    void validation()
    {
        QFETCH(int, which);
        QFETCH(int, code);
        ExactRequest req = square(4, 1);
        switch (which) {
        case 0:
            req = square(9, 1);
            break;
        case 1:
            req.targets.resize(5);
            break;
        case 2:
            req.targets[3] = -5;
            break;
        case 3:
            req.allowed = {99};
            break;
        case 4:
            req.board.setHole(0);
            req.preplaced = Placement(Board(4, 4));
            req.preplaced.set(0, 0);
            break;
        }
        QCOMPARE(int(validateExact(req).code), code);
        auto r = solveExact(req, {}, {});
        QVERIFY(!r.ok());
        QCOMPARE(int(r.error().code), code);
    }

    void fromProblem()
    {
        Problem p;
        p.kind = "exact";
        p.catalogue = Catalogue::standard();
        p.board = Board(3, 3);
        p.setUniformTarget(2);
        p.params["count_empty_only"] = true;
        p.params["mode"] = std::string("fewest");
        p.params["raw"] = true;
        auto r = exactRequestFromProblem(p);
        QVERIFY(r.ok());
        QCOMPARE(int(r->counting), int(ExactCounting::EmptyOnly));
        QCOMPARE(int(r->mode), int(ExactMode::Fewest));
        QVERIFY(!r->canonical);
        p.params["mode"] = std::string("best");
        QVERIFY(!exactRequestFromProblem(p).ok());
        p.kind = "cover";
        QVERIFY(!exactRequestFromProblem(p).ok());
    }

    // canonicalForm: the conventions' rules on hand-made positions.
    void canonicalForm_data()
    {
        QTest::addColumn<QString>("in");
        QTest::addColumn<QString>("out");
        QTest::newRow("enclosed queen is a king") << "NNN/NQN/NNN"
                                                  << "NNN/NKN/NNN";
        QTest::newRow("3x3 centre queen: every line ends at 1") << "3/1Q1/3"
                                                                << "3/1K1/3";
        QTest::newRow("open queen stays") << "4/4/1Q2/4"
                                          << "4/4/1Q2/4";
        QTest::newRow("corner queen, lines at the edge") << "2/Q1"
                                                         << "2/K1";
        QTest::newRow("first-rank pawn blocked is a bishop") << "4/4/NKN1/1P2"
                                                             << "4/4/NKN1/1B2";
        QTest::newRow("first-rank pawn open stays") << "4/4/4/1P2"
                                                    << "4/4/4/1P2";
        QTest::newRow("3x3: first-rank pawn lines end at 1") << "3/3/1P1"
                                                             << "3/3/1B1";
        QTest::newRow("last-rank pawn blocking nothing goes") << "P2/3/3"
                                                              << "3/3/3";
        QTest::newRow("last-rank pawn at a line's end goes") << "1P1/3/1R1"
                                                             << "3/3/1R1";
        QTest::newRow("last-rank pawn blocking a rook stays") << "RP2/4/4/4"
                                                              << "RP2/4/4/4";
        QTest::newRow("pawn view first: knight on b2 only the bishop needs") << "3/1N1/P2"
                                                                             << "3/3/P2";
    }
    void canonicalForm()
    {
        QFETCH(QString, in);
        QFETCH(QString, out);
        const Catalogue &cat = Catalogue::standard();
        auto p = parsePlacement(in.toStdString(), cat);
        QVERIFY(p.ok());
        QCOMPARE(QString::fromStdString(toNotation(cpw::canonicalForm(p.value(), cat), cat)), out);
    }
};

QTEST_APPLESS_MAIN(TestExactSearch)
#include "tst_exactsearch.moc"
