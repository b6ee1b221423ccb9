/*
 * The specialised n-queens counter, the plain baseline and the explicit construction.
 *
 * Counter: one queen per rank, ranks filled from rank 1 upwards; a rank's free files are
 * ~(files | left diagonals | right diagonals) as three 32-bit masks, the diagonal masks shifted
 * by one file per rank (the classical bitwise method). Mirror symmetry: the left-right mirror
 * maps solutions with the rank-1 queen on file x to those with it on file n-1-x, so only the
 * files left of the middle are searched and counted twice, the middle file (odd n) once.
 * The loop is iterative with an explicit stack, and the last rank is not entered: after the
 * queen of rank n-2 the count grows by one when rank n-1 still has a free file.
 * Tasks: every valid choice of the queens of ranks 1..3 (rank 1 within the half) is one task,
 * so the split does not depend on the thread count.
 *
 * Construction (n = 1 or n >= 4): the classical explicit solution (E. Pauls 1874, in the form
 * given by Hoffman, Loessi and Moore 1969): list the even files then the odd ones (1-based),
 * with the fix-ups for n mod 6 = 2 (swap 1 and 3, move 5 to the end) and n mod 6 = 3 (move 2
 * to the end of the evens, 1 and 3 to the end of the odds). The caller verifies the result.
 */
#include <algorithm>
#include <bit>

#include "independent/engine.h"

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

struct QueenTask {
    std::uint32_t cols, ld, rd;
    int placed;
    int factor;
};

/// Counts the completions of a partial solution with `placed` ranks filled.
std::uint64_t countFrom(int n, const QueenTask &t, SearchContext &ctx, std::uint64_t &nodes, bool &stop)
{
    const std::uint32_t full = n == 32 ? 0xffffffffu : ((1u << n) - 1);
    const int remaining = n - t.placed;
    const std::uint32_t first = full & ~(t.cols | t.ld | t.rd);
    if (remaining == 0)
        return 1;
    if (remaining == 1)
        return first ? 1 : 0;
    std::uint32_t av[32], c[32], l[32], r[32];
    std::uint64_t count = 0;
    const int last = remaining - 2; // depth at which the next rank is the final one
    int d = 0;
    c[0] = t.cols;
    l[0] = t.ld;
    r[0] = t.rd;
    av[0] = first;
    std::uint64_t local = 0;
    for (;;) {
        std::uint32_t a = av[d];
        if (!a) {
            if (--d < 0)
                break;
            continue;
        }
        const std::uint32_t b = a & (0u - a);
        av[d] = a ^ b;
        ++local;
        const std::uint32_t cc = c[d] | b, ll = (l[d] | b) << 1, rr = (r[d] | b) >> 1;
        if (d == last) {
            count += (full & ~(cc | ll | rr)) != 0;
            continue;
        }
        ++d;
        c[d] = cc;
        l[d] = ll;
        r[d] = rr;
        av[d] = full & ~(cc | ll | rr);
        if ((local & 0xfffff) == 0) {
            ctx.addNodes(0x100000);
            if (ctx.stopRequested()) {
                stop = true;
                break;
            }
        }
    }
    nodes += local;
    return count;
}

} // namespace

RowResult fastQueenCount(int n, SearchContext &ctx)
{
    RowResult result;
    if (n < 4) {
        result.count = plainQueenCount(n);
        return result;
    }
    const std::uint32_t full = n == 32 ? 0xffffffffu : ((1u << n) - 1);
    std::vector<QueenTask> tasks;
    const int depth = n >= 8 ? 3 : 1;
    for (int x0 = 0; x0 < (n + 1) / 2; ++x0) {
        const int factor = (n % 2 == 1 && x0 == n / 2) ? 1 : 2;
        const std::uint32_t b0 = 1u << x0;
        QueenTask t0{b0, b0 << 1, b0 >> 1, 1, factor};
        std::vector<QueenTask> level{t0};
        for (int dpt = 1; dpt < depth; ++dpt) {
            std::vector<QueenTask> next;
            for (const QueenTask &t : level) {
                std::uint32_t a = full & ~(t.cols | t.ld | t.rd);
                while (a) {
                    const std::uint32_t b = a & (0u - a);
                    a ^= b;
                    next.push_back({t.cols | b, (t.ld | b) << 1, (t.rd | b) >> 1, t.placed + 1, t.factor});
                }
            }
            level.swap(next);
        }
        tasks.insert(tasks.end(), level.begin(), level.end());
    }
    std::vector<std::uint64_t> totals(tasks.size(), 0);
    const bool ok = runTasks(ctx, tasks.size(), [&](std::size_t i, int) {
        std::uint64_t nodes = 0;
        bool stop = false;
        totals[i] = countFrom(n, tasks[i], ctx, nodes, stop) * static_cast<std::uint64_t>(tasks[i].factor);
        ctx.addNodes(nodes & 0xfffff);
    });
    for (std::uint64_t v : totals)
        result.count += v;
    result.covered = ok && !ctx.stopRequested();
    return result;
}

} // namespace indepimpl

} // namespace cpw
