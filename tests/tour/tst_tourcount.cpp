// Exact tour counts: against published numbers (OEIS) and against the plain brute force of
// brute.h (no pruning, nothing shared with the solver); the same counts for 1 and 2 threads
// and any task split. No number here is the solver's own output pasted back.
#include <QTest>

#include <mutex>
#include <set>

#include "brute.h"
#include "cpw/tour.h"
#include "slowdown.h"

using namespace cpw;

namespace {

TourRequest request(int w, int h, bool closed, int start = -1, std::vector<Leap> leaps = {})
{
    TourRequest r;
    r.width = w;
    r.height = h;
    r.closed = closed;
    r.start = start;
    r.leaps = std::move(leaps);
    r.mode = TourMode::Count;
    r.engine = TourEngine::Search; // this file tests the backtracking engine (tst_tourdp the other)
    return r;
}

/// The brute force's board of a request, with the brute force's own leaps.
brute::Board bruteBoard(const TourRequest &r, std::vector<std::pair<int, int>> leaps)
{
    brute::Board b;
    b.w = r.width;
    b.h = r.height;
    b.leaps = std::move(leaps);
    for (auto h : r.holes)
        b.hole.push_back(h != 0);
    return b;
}

/// Counts with the solver; with `check`, every streamed tour is checked by the brute force's
/// checker on that board.
SearchStats count(TourRequest r, int threads = 2, int taskTarget = 0, const brute::Board *check = nullptr)
{
    SearchOptions opt;
    opt.threads = threads;
    r.taskTarget = taskTarget;
    std::mutex m;
    bool allValid = true;
    if (check)
        opt.onSolution = [&](const Solution &s) {
            std::lock_guard lock(m);
            allValid = allValid && brute::isTour(*check, r.closed, r.start, s.order);
        };
    auto res = solveTour(r, {}, opt);
    if (!res)
        qFatal("solveTour failed");
    if (!allValid)
        qFatal("an invalid tour was streamed");
    return res.value();
}

/// The brute force's count on its board (open: directed from the start or every start;
/// closed: directed cycles through the start or the first cell, halved).
std::uint64_t bruteCount(const brute::Board &b, bool closed, int start)
{
    brute::Counter c(b);
    if (closed) {
        int first = 0;
        while (b.isHole(first))
            ++first;
        return c.closedDirected(start >= 0 ? start : first) / 2;
    }
    if (start >= 0)
        return c.openFrom(start);
    std::uint64_t sum = 0;
    for (int s = 0; s < b.w * b.h; ++s)
        if (!b.isHole(s))
            sum += c.openFrom(s);
    return sum;
}

} // namespace

class TestTourCount : public QObject {
    Q_OBJECT
private slots:
    // Published numbers.
    void published_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<bool>("closed");
        QTest::addColumn<int>("start");
        QTest::addColumn<QList<int>>("holeCells");
        QTest::addColumn<qulonglong>("expected");
        // OEIS A165134: directed open knight's tours (Hamiltonian paths) of n x n: 1, 0, 0, 0, 1728.
        QTest::newRow("A165134 1x1") << 1 << 1 << false << -1 << QList<int>{} << 1ULL;
        QTest::newRow("A165134 2x2") << 2 << 2 << false << -1 << QList<int>{} << 0ULL;
        QTest::newRow("A165134 3x3") << 3 << 3 << false << -1 << QList<int>{} << 0ULL;
        QTest::newRow("A165134 4x4") << 4 << 4 << false << -1 << QList<int>{} << 0ULL;
        QTest::newRow("A165134 5x5") << 5 << 5 << false << -1 << QList<int>{} << 1728ULL;
        // A165134's example: 304 from a corner, 56 from b3 (c1's row), 64 from the centre, 0
        // from b1 (a cell of the minority colour).
        QTest::newRow("5x5 from a1") << 5 << 5 << false << 0 << QList<int>{} << 304ULL;
        QTest::newRow("5x5 from c1") << 5 << 5 << false << 2 << QList<int>{} << 56ULL;
        QTest::newRow("5x5 from b2") << 5 << 5 << false << 6 << QList<int>{} << 56ULL;
        QTest::newRow("5x5 from c3") << 5 << 5 << false << 12 << QList<int>{} << 64ULL;
        QTest::newRow("5x5 from b1") << 5 << 5 << false << 1 << QList<int>{} << 0ULL;
        // OEIS A001230: undirected closed knight's tours of 2n x 2n: 0, 0, 9862.
        QTest::newRow("A001230 4x4") << 4 << 4 << true << -1 << QList<int>{} << 0ULL;
        QTest::newRow("A001230 6x6") << 6 << 6 << true << -1 << QList<int>{} << 9862ULL;
        // OEIS A383660 (closed tours of the first 2n cells of a 3-rank board, filled file by
        // file): 3x8 = 0, 3x8 without its last file's two lower cells = 4, 3x10 = 16.
        QTest::newRow("A383660 3x8") << 8 << 3 << true << -1 << QList<int>{} << 0ULL;
        QTest::newRow("A383660 3x8 less 2") << 8 << 3 << true << -1 << QList<int>{7, 15} << 4ULL;
        QTest::newRow("A383660 3x10") << 10 << 3 << true << -1 << QList<int>{} << 16ULL;
        // OEIS A383661 (the same on 5 ranks): 5x4 less 2 = 1, 5x5 less a corner = 30, 5x6 = 8.
        QTest::newRow("A383661 4x5 less 2") << 4 << 5 << true << -1 << QList<int>{3, 7} << 1ULL;
        QTest::newRow("A383661 5x5 less 1") << 5 << 5 << true << -1 << QList<int>{4} << 30ULL;
        QTest::newRow("A383661 6x5") << 6 << 5 << true << -1 << QList<int>{} << 8ULL;
    }
    void published()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(bool, closed);
        QFETCH(int, start);
        QFETCH(QList<int>, holeCells);
        QFETCH(qulonglong, expected);
        TourRequest r = request(w, h, closed, start);
        if (!holeCells.isEmpty()) {
            r.holes.assign(static_cast<std::size_t>(w * h), 0);
            for (int c : holeCells)
                r.holes[static_cast<std::size_t>(c)] = 1;
        }
        const SearchStats s = count(r);
        QVERIFY(s.complete);
        QCOMPARE(qulonglong(s.solutions), expected);
        // The same without theory: the search itself proves the zeros.
        r.useTheory = false;
        const SearchStats t = count(r, 1);
        QVERIFY(t.complete);
        QCOMPARE(qulonglong(t.solutions), expected);
    }

    // The brute force on boards where it finishes quickly: knights, other leapers, holes.
    void againstBrute_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<bool>("closed");
        QTest::addColumn<int>("start");
        QTest::addColumn<int>("a");
        QTest::addColumn<int>("b");
        QTest::addColumn<QList<int>>("holeCells");
        QTest::newRow("3x4 open") << 3 << 4 << false << -1 << 1 << 2 << QList<int>{};
        QTest::newRow("4x3 open") << 4 << 3 << false << -1 << 1 << 2 << QList<int>{};
        QTest::newRow("3x7 open") << 3 << 7 << false << -1 << 1 << 2 << QList<int>{};
        QTest::newRow("4x5 open") << 4 << 5 << false << -1 << 1 << 2 << QList<int>{};
        QTest::newRow("4x5 open from b2") << 4 << 5 << false << 5 << 1 << 2 << QList<int>{};
        QTest::newRow("5x5 closed less corner") << 5 << 5 << true << -1 << 1 << 2 << QList<int>{0};
        // The brute force of 5x6 closed takes minutes in a sanitizer build (slowdown.h).
        if (!cpwtest::kSanitizerBuild)
            QTest::newRow("5x6 closed") << 5 << 6 << true << -1 << 1 << 2 << QList<int>{};
        QTest::newRow("3x10 closed from b2") << 3 << 10 << true << 4 << 1 << 2 << QList<int>{};
        QTest::newRow("4x5 open holes") << 4 << 5 << false << -1 << 1 << 2 << QList<int>{5, 14};
        QTest::newRow("zebra 5x5 open") << 5 << 5 << false << -1 << 2 << 3 << QList<int>{};
        QTest::newRow("zebra 5x6 open") << 5 << 6 << false << 0 << 2 << 3 << QList<int>{};
        QTest::newRow("giraffe 5x5 open") << 5 << 5 << false << -1 << 1 << 4 << QList<int>{};
        QTest::newRow("wazir 4x4 open") << 4 << 4 << false << -1 << 0 << 1 << QList<int>{};
        QTest::newRow("wazir 4x4 closed") << 4 << 4 << true << -1 << 0 << 1 << QList<int>{};
        QTest::newRow("wazir 4x5 closed") << 4 << 5 << true << -1 << 0 << 1 << QList<int>{};
        QTest::newRow("ferz+dabbaba 4x4 open") << 4 << 4 << false << -1 << -1 << -1 << QList<int>{};
    }
    void againstBrute()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(bool, closed);
        QFETCH(int, start);
        QFETCH(int, a);
        QFETCH(int, b);
        QFETCH(QList<int>, holeCells);
        // The solver's leaps come from its own generator (the knight: its default, no leaps
        // given); the brute force writes its own.
        std::vector<Leap> leaps;
        std::vector<std::pair<int, int>> bruteLeaps;
        if (a < 0) { // a mixed leaper: ferz (1,1) and dabbaba (2,0)
            leaps = leaperLeaps(1, 1);
            for (auto l : leaperLeaps(2, 0))
                leaps.push_back(l);
            bruteLeaps = brute::leaper(1, 1);
            for (auto l : brute::leaper(2, 0))
                bruteLeaps.push_back(l);
        } else {
            if (a != 1 || b != 2)
                leaps = leaperLeaps(a, b);
            bruteLeaps = brute::leaper(a, b);
        }
        TourRequest r = request(w, h, closed, start, leaps);
        if (!holeCells.isEmpty()) {
            r.holes.assign(static_cast<std::size_t>(w * h), 0);
            for (int c : holeCells)
                r.holes[static_cast<std::size_t>(c)] = 1;
        }
        const brute::Board board = bruteBoard(r, bruteLeaps);
        const std::uint64_t expected = bruteCount(board, closed, start);
        const SearchStats s = count(r, 2, 0, &board);
        QVERIFY(s.complete);
        QCOMPARE(s.solutions, expected);
        r.useTheory = false;
        QCOMPARE(count(r, 1, 7).solutions, expected);
    }

    // The solver's leap generator gives the brute force's orientations of every (a, b) leaper
    // (zebra and giraffe have no tours on the brute force's boards, so their counts are zeros).
    void leapsAgainstBrute()
    {
        for (int a = 0; a <= 5; ++a)
            for (int b = a; b <= 5; ++b) {
                if (a == 0 && b == 0)
                    continue;
                const std::vector<Leap> solver = leaperLeaps(a, b);
                const std::vector<std::pair<int, int>> mine = brute::leaper(a, b);
                const std::set<std::pair<int, int>> solverSet(solver.begin(), solver.end()),
                    mineSet(mine.begin(), mine.end());
                QVERIFY2(solver.size() == solverSet.size() && solverSet == mineSet,
                         qPrintable(QStringLiteral("(%1,%2)").arg(a).arg(b)));
            }
        TourRequest knight;
        const std::vector<Leap> solver = knight.effectiveLeaps();
        const std::vector<std::pair<int, int>> mine = brute::knight();
        using Set = std::set<std::pair<int, int>>;
        QVERIFY(Set(solver.begin(), solver.end()) == Set(mine.begin(), mine.end()));
    }

    // Counts never depend on the thread count or on the task split.
    void threadInvariance_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("closed");
        QTest::newRow("5x5 open") << 5 << false;
        QTest::newRow("6x6 closed") << 6 << true;
    }
    void threadInvariance()
    {
        QFETCH(int, n);
        QFETCH(bool, closed);
        const TourRequest r = request(n, n, closed);
        const SearchStats a = count(r, 1, 1);
        for (auto [threads, split] :
             {std::pair{2, 0}, std::pair{2, 5}, std::pair{1, 3000}, std::pair{2, 97}}) {
            const SearchStats b = count(r, threads, split);
            QVERIFY(b.complete);
            QCOMPARE(b.solutions, a.solutions);
        }
    }

    // Streamed tours are distinct, valid, and (closed) each cycle appears once.
    void streamedDistinct()
    {
        TourRequest r = request(5, 6, true);
        std::vector<std::vector<int>> seen;
        SearchOptions opt;
        opt.threads = 2;
        std::mutex m;
        opt.onSolution = [&](const Solution &s) {
            std::lock_guard lock(m);
            seen.push_back(s.order);
        };
        const SearchStats s = solveTour(r, {}, opt).value();
        QCOMPARE(std::uint64_t(seen.size()), s.solutions);
        // Each cycle once: as sets of undirected edges, all different.
        std::set<std::set<std::pair<int, int>>> cycles;
        const brute::Board board = bruteBoard(r, brute::knight());
        for (const auto &order : seen) {
            QVERIFY(brute::isTour(board, true, -1, order));
            std::vector<int> cellOf(order.size() + 1);
            for (std::size_t c = 0; c < order.size(); ++c)
                cellOf[static_cast<std::size_t>(order[c])] = static_cast<int>(c);
            std::set<std::pair<int, int>> edges;
            for (std::size_t k = 1; k <= order.size(); ++k) {
                const int a = cellOf[k], b = cellOf[k == order.size() ? 1 : k + 1];
                edges.insert({std::min(a, b), std::max(a, b)});
            }
            cycles.insert(edges);
        }
        QCOMPARE(cycles.size(), seen.size());
    }

    // --limit stops a count early, incomplete, with exactly the limit.
    void limit()
    {
        SearchOptions opt;
        opt.threads = 2;
        opt.solutionLimit = 100;
        const SearchStats s = solveTour(request(5, 5, false), {}, opt).value();
        QVERIFY(!s.complete);
        QCOMPARE(s.solutions, std::uint64_t(100));
    }
};

QTEST_APPLESS_MAIN(TestTourCount)
#include "tst_tourcount.moc"
