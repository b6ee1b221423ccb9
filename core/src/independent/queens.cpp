/*
 * The specialised n-queens counter, the plain baseline and the explicit construction.
 *
 * n = kJoinMinN..kJoinMaxN (10..23) are counted by the quarter-board join (queenjoin.cpp, the
 * disjoint pairs in queenpairs.cpp); the other n by the backtracking counter described here.
 *
 * Counter: one queen per rank, ranks filled from rank 1 upwards; a rank's free files are
 * ~(files | left diagonals | right diagonals) as three 32-bit masks, the diagonal masks shifted
 * by one file per rank (the classical bitwise method). Mirror symmetry: the left-right mirror
 * maps solutions with the rank-1 queen on file x to those with it on file n-1-x, so only the
 * files left of the middle are searched and counted twice, the middle file (odd n) once.
 * The loop is iterative with an explicit stack, and the last rank is not entered: after the
 * queen of rank n-2 the count grows by one when rank n-1 still has a free file.
 * Look-ahead: within the last kLookahead ranks, after each queen the later ranks are checked
 * one by one (each must still have a free cell) and together (every free file must still be
 * reachable on some later rank, since each file takes one queen); a node that fails is not
 * entered. This halves the nodes of the symmetric counter (n = 16: 140 M instead of 279 M).
 * Tasks: every valid choice of the queens of ranks 1..3 (rank 1 within the half) is one task,
 * so the split does not depend on the thread count.
 *
 * Construction (n = 1 or n >= 4): the classical explicit solution (E. Pauls 1874, in the form
 * given by Hoffman, Loessi and Moore 1969): list the even files then the odd ones (1-based),
 * with the fix-ups for n mod 6 = 2 (swap 1 and 3, move 5 to the end) and n mod 6 = 3 (move 2
 * to the end of the evens, 1 and 3 to the end of the odds). The caller verifies the result.
 */
#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <functional>
#include <map>
#include <mutex>
#include <string>

#include "independent/queens.h"

namespace cpw {

namespace {

std::uint64_t plainRec(std::uint32_t full, std::uint32_t cols, std::uint32_t ld, std::uint32_t rd)
{
    if (cols == full)
        return 1;
    std::uint64_t c = 0;
    std::uint32_t avail = full & ~(cols | ld | rd);
    while (avail) {
        const std::uint32_t b = avail & (0u - avail);
        avail ^= b;
        c += plainRec(full, cols | b, (ld | b) << 1, (rd | b) >> 1);
    }
    return c;
}

} // namespace

std::uint64_t plainQueenCount(int n)
{
    if (n < 1 || n > 32)
        return 0;
    const std::uint32_t full = n == 32 ? 0xffffffffu : ((1u << n) - 1);
    return plainRec(full, 0, 0, 0);
}

std::vector<int> constructQueens(int n)
{
    if (n == 1)
        return {0};
    if (n < 4)
        return {};
    std::vector<int> evens, odds;
    for (int i = 2; i <= n; i += 2)
        evens.push_back(i);
    for (int i = 1; i <= n; i += 2)
        odds.push_back(i);
    if (n % 6 == 2) {
        // odds: 3, 1, 7, 9, ..., 5
        std::vector<int> o{3, 1};
        for (int v : odds)
            if (v != 1 && v != 3 && v != 5)
                o.push_back(v);
        o.push_back(5);
        odds = o;
    } else if (n % 6 == 3) {
        std::vector<int> e;
        for (int v : evens)
            if (v != 2)
                e.push_back(v);
        e.push_back(2);
        evens = e;
        std::vector<int> o;
        for (int v : odds)
            if (v != 1 && v != 3)
                o.push_back(v);
        o.push_back(1);
        o.push_back(3);
        odds = o;
    }
    std::vector<int> files;
    for (int v : evens)
        files.push_back(v - 1);
    for (int v : odds)
        files.push_back(v - 1);
    return files;
}

namespace indepimpl {

namespace {

/// A partial solution with ranks 0..rank-1 filled, the masks seen from `rank`, and the
/// constraints of its symmetry class (see fastQueenCount).
struct QueenTask {
    std::uint32_t cols, ld, rd;
    int rank;
    int d;                    ///< the bottom queen's file (= its distance to the corner)
    bool corner;              ///< class 1: a queen on a1
    std::uint32_t chosen[32]; ///< the file bit of every rank filled so far
};

struct QueenSetup {
    int n;
    std::uint32_t full;
    std::uint32_t forbid[32]; ///< files a rank may not take (per class)
};

int borderMultiplicity(int n, int d, int xt, int yl, int yr)
{
    // The number of symmetries g of the square that bring one of the four border queens to
    // (d, 0): the bottom one (d, 0), the top (xt, n-1), the left (0, yl), the right (n-1, yr).
    const int cells[4][2] = {{d, 0}, {xt, n - 1}, {0, yl}, {n - 1, yr}};
    int m = 0;
    for (const auto &c : cells) {
        const int x = c[0], y = c[1], e = n - 1;
        const int images[8][2] = {{x, y}, {e - x, y},     {x, e - y}, {e - x, e - y},
                                  {y, x}, {e - y, e - x}, {e - y, x}, {y, e - x}};
        for (const auto &im : images)
            m += im[0] == d && im[1] == 0;
    }
    return m;
}

/// Look-ahead over the last ranks: below this many ranks left, a node is dropped when a later
/// rank has no free cell or a free file can no longer be reached by any later rank.
constexpr int kLookahead = 6;

/// After a queen on rank y (masks cc, ll, rr as seen from rank y + 1): can ranks y+1..n-1
/// still be filled, as far as single ranks and single files tell?
inline bool lookaheadOk(const QueenSetup &q, int y, std::uint32_t cc, std::uint32_t ll, std::uint32_t rr)
{
    const std::uint32_t freeFiles = q.full & ~cc;
    std::uint32_t reach = 0;
    for (int z = y + 1; z < q.n; ++z) {
        const std::uint32_t a = freeFiles & ~(ll | rr | q.forbid[z]);
        if (!a)
            return false;
        reach |= a;
        ll <<= 1;
        rr >>= 1;
    }
    return reach == freeFiles;
}

/// The completions by m, the number of symmetries that map a completion into the searched
/// constraints (1..4; a completion stands for 8 / m solutions).
using Multiplicities = std::array<std::uint64_t, 5>;

Multiplicities countFrom(const QueenSetup &q, const QueenTask &t, SearchContext &ctx, std::uint64_t &nodes,
                         bool &stop)
{
    const int n = q.n;
    const std::uint32_t full = q.full;
    std::uint32_t av[32], c[32], l[32], r[32], sel[32];
    for (int y = 0; y < t.rank; ++y)
        sel[y] = t.chosen[y];
    const std::uint32_t edge = 1u | (1u << (n - 1));
    const std::uint32_t tieFiles = (1u << t.d) | (1u << (n - 1 - t.d));
    Multiplicities byM{};
    auto leaf = [&](std::uint32_t top) {
        if (t.corner) {
            ++byM[1];
            return;
        }
        const bool tie = (top & tieFiles) || (sel[t.d] & edge) || (sel[n - 1 - t.d] & edge);
        if (!tie) {
            ++byM[1];
            return;
        }
        int yl = -1, yr = -1;
        for (int y = 1; y < n - 1; ++y) {
            if (sel[y] == 1u)
                yl = y;
            else if (sel[y] == (1u << (n - 1)))
                yr = y;
        }
        ++byM[borderMultiplicity(n, t.d, std::countr_zero(top), yl, yr)];
    };
    if (t.rank >= n - 1) {
        const std::uint32_t top = full & ~(t.cols | t.ld | t.rd | q.forbid[n - 1]);
        if (top)
            leaf(top);
        return byM;
    }
    int y = t.rank;
    c[y] = t.cols;
    l[y] = t.ld;
    r[y] = t.rd;
    av[y] = full & ~(t.cols | t.ld | t.rd | q.forbid[y]);
    std::uint64_t local = 0;
    for (;;) {
        const std::uint32_t a = av[y];
        if (!a) {
            if (--y < t.rank)
                break;
            continue;
        }
        const std::uint32_t b = a & (0u - a);
        av[y] = a ^ b;
        sel[y] = b;
        ++local;
        const std::uint32_t cc = c[y] | b, ll = (l[y] | b) << 1, rr = (r[y] | b) >> 1;
        if (y == n - 2) {
            const std::uint32_t top = full & ~(cc | ll | rr | q.forbid[n - 1]);
            if (top)
                leaf(top);
            continue;
        }
        if (y >= n - 1 - kLookahead && !lookaheadOk(q, y, cc, ll, rr))
            continue;
        ++y;
        c[y] = cc;
        l[y] = ll;
        r[y] = rr;
        av[y] = full & ~(cc | ll | rr | q.forbid[y]);
        if ((local & 0xfffff) == 0) {
            ctx.addNodes(0x100000);
            if (ctx.stopRequested()) {
                stop = true;
                break;
            }
        }
    }
    nodes += local;
    return byM;
}

} // namespace

/// Runs a counter's tasks: with `resumable` on runLedgerTasks (search.h; each task's counters
/// from `counters(i)`, so that checkpoints hold them), else on runTasks. Returns the counters
/// summed over the tasks that ran (after a stop those cut short too, so a stopped run reports
/// what it found); sets result.covered, and result.error for a checkpoint that does not fit.
Counters runCounted(SearchContext &ctx, std::size_t taskCount, const std::string &split, bool resumable,
                    const std::function<void(std::size_t, int)> &work,
                    const std::function<Counters(std::size_t)> &counters,
                    const std::function<Wide(const Counters &)> &solutionsOf, RowResult &result)
{
    // The solutions counted so far, for the progress shown while the run goes on.
    std::mutex soFarMutex;
    Counters soFar;
    if (resumable && ctx.options().resume && ctx.options().resume->split == split)
        soFar = ctx.options().resume->counters;
    auto tally = [&](const Counters &task) {
        std::lock_guard lock(soFarMutex);
        for (const auto &[key, value] : task)
            soFar[key] += value;
        const Wide n = solutionsOf(soFar);
        ctx.setCountedSoFar(n > Wide(~std::uint64_t{0}) ? ~std::uint64_t{0} : static_cast<std::uint64_t>(n));
    };
    tally({}); // a resumed run shows its earlier sessions' count from the start
    Counters sums;
    if (!resumable) {
        const bool ok = runTasks(ctx, taskCount, [&](std::size_t i, int worker) {
            work(i, worker);
            tally(counters(i));
        });
        for (std::size_t i = 0; i < taskCount; ++i)
            for (const auto &[key, value] : counters(i))
                sums[key] += value;
        result.covered = ok && !ctx.stopRequested();
        return sums;
    }
    TaskLedger ledger;
    TaskResult dropped;
    auto ran = runLedgerTasks(
        ctx, taskCount, split, ObjectiveSense::None,
        [&](std::size_t i, int worker, TaskResult &out) {
            work(i, worker);
            out.counters = counters(i);
            tally(out.counters);
        },
        ledger, ctx.options().resume, &dropped);
    if (!ran) {
        result.error = ran.error();
        result.covered = false;
        return sums;
    }
    for (const Counters *m : {&ledger.counters, &dropped.counters})
        for (const auto &[key, value] : *m)
            sums[key] += value;
    result.covered = ran.value() && !ctx.stopRequested();
    return sums;
}

/*
 * Symmetry: the eight symmetries of the square. For n >= 4 no reflection fixes a queen
 * solution, and every solution has exactly one queen on each border line.
 * Class 1, a queen in a corner: only one corner can hold one; its orbit has 8 solutions, two
 * of them with the queen on a1 (the solution and its transpose). Searched: a1 taken, the rank-2
 * queen on file x1, and the file-b queen above rank x1 + 1 (file b is closed on ranks 3..x1+1),
 * which picks one of the two; each counts 8.
 * Class 2, no corner queen: let D be the smallest distance of a border queen from the nearer
 * corner along its border line. Searched: the bottom queen on file D (< the middle) and every
 * other border queen at distance >= D (files a and the last closed on the ranks within D of
 * the bottom or the top, the top rank closed within D of the corners). Every orbit meets this
 * set; a solution found stands for 8 / m solutions, where m counts the symmetries that map it
 * into the set again (m > 1 only when another border queen is also at distance D; m depends on
 * the four border queens only, m = 1..4). Summed over an orbit this is exactly the orbit's size
 * (the completions are counted by m and weighed at the end, as 8/3 is no integer).
 * Tasks: the class, D or x1, and the queens of the next rank(s), independent of the threads.
 */
/// The border count's solutions from its counters "m1".."m4" (the completions by m): 8/m
/// solutions each; those with m = 3 come in threes within an orbit.
static Wide borderSolutions(const Counters &sums)
{
    Wide m[5] = {};
    for (int k = 1; k <= 4; ++k) {
        const auto it = sums.find("m" + std::to_string(k));
        m[k] = it == sums.end() ? 0 : it->second;
    }
    return m[1] * 8 + m[2] * 4 + m[3] * 8 / 3 + m[4] * 2;
}

RowResult fastQueenCount(int n, SearchContext &ctx, bool resumable, bool wide, JoinSimd simd)
{
    if (n >= kJoinMinN && n <= kJoinMaxN)
        return quarterJoinCount(n, ctx, resumable, wide, simd);
    RowResult result;
    if (n < 6) {
        // Instant: nothing to pause; a resumed run just counts again.
        result.count = plainQueenCount(n);
        return result;
    }
    const std::uint32_t full = n == 32 ? 0xffffffffu : ((1u << n) - 1);
    const std::uint32_t edge = 1u | (1u << (n - 1));
    std::vector<QueenSetup> setups;
    std::vector<QueenTask> tasks;
    std::vector<int> setupOf;
    auto expand = [&](QueenTask t, int setupIndex, int extraRanks) {
        std::vector<QueenTask> level{t};
        const QueenSetup &q = setups[setupIndex];
        for (int k = 0; k < extraRanks; ++k) {
            std::vector<QueenTask> next;
            for (const QueenTask &p : level) {
                std::uint32_t a = full & ~(p.cols | p.ld | p.rd | q.forbid[p.rank]);
                while (a) {
                    const std::uint32_t b = a & (0u - a);
                    a ^= b;
                    QueenTask c = p;
                    c.chosen[p.rank] = b;
                    c.cols = p.cols | b;
                    c.ld = (p.ld | b) << 1;
                    c.rd = (p.rd | b) >> 1;
                    c.rank = p.rank + 1;
                    next.push_back(c);
                }
            }
            level.swap(next);
        }
        for (const QueenTask &c : level) {
            tasks.push_back(c);
            setupOf.push_back(setupIndex);
        }
    };
    // Class 1: a1 and the rank-2 queen on file x1.
    for (int x1 = 2; x1 < n; ++x1) {
        QueenSetup q{n, full, {}};
        for (int y = 2; y <= x1 && y < n; ++y)
            q.forbid[y] = 2u; // file b
        setups.push_back(q);
        QueenTask t{};
        t.corner = true;
        t.d = 0;
        const std::uint32_t b0 = 1u, b1 = 1u << x1;
        if (b1 & ((b0 << 1) | (b0 >> 1) | b0))
            continue;
        t.chosen[0] = b0;
        t.chosen[1] = b1;
        t.cols = b0 | b1;
        t.ld = (((b0 << 1) | b1) << 1);
        t.rd = (((b0 >> 1) | b1) >> 1);
        t.rank = 2;
        expand(t, static_cast<int>(setups.size()) - 1, n >= 10 ? 1 : 0);
    }
    // Class 2: the bottom queen on file D, 1 <= D < n-1-D.
    for (int d = 1; d < n - 1 - d; ++d) {
        QueenSetup q{n, full, {}};
        for (int y = 1; y < n - 1; ++y)
            if (y < d || y > n - 1 - d)
                q.forbid[y] = edge;
        std::uint32_t top = 0;
        for (int x = 0; x < n; ++x)
            if (x < d || x > n - 1 - d)
                top |= 1u << x;
        q.forbid[n - 1] = top;
        setups.push_back(q);
        QueenTask t{};
        t.corner = false;
        t.d = d;
        const std::uint32_t b0 = 1u << d;
        t.chosen[0] = b0;
        t.cols = b0;
        t.ld = b0 << 1;
        t.rd = b0 >> 1;
        t.rank = 1;
        expand(t, static_cast<int>(setups.size()) - 1, n >= 10 ? 2 : 0);
    }
    std::vector<Multiplicities> totals(tasks.size(), Multiplicities{});
    auto work = [&](std::size_t i, int) {
        std::uint64_t nodes = 0;
        bool stop = false;
        totals[i] = countFrom(setups[setupOf[i]], tasks[i], ctx, nodes, stop);
        ctx.addNodes(nodes & 0xfffff);
    };
    const auto sums = runCounted(
        ctx, tasks.size(), "independent/queens-border/" + std::to_string(n), resumable, work,
        [&](std::size_t i) {
            Counters c;
            for (int m = 1; m <= 4; ++m)
                c["m" + std::to_string(m)] = totals[i][m];
            return c;
        },
        borderSolutions, result);
    if (result.error)
        return result;
    result.count = borderSolutions(sums);
    return result;
}

} // namespace indepimpl

} // namespace cpw
