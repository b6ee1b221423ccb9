/*
 * Small covers on large boards (mode Upper) with a SAT solver: CaDiCaL (Debian
 * libcadical-dev) on a cardinality-encoded model.
 *
 * Model. The covers looked for are invariant under a group of board symmetries (only the
 * identity: every cover). The cells of the board fall into orbits under the group; one
 * Boolean per orbit of usable cells says "a piece on every cell of the orbit". Every cell the
 * fixed (preplaced) pieces do not cover needs a clause: the OR of the orbits holding a coverer
 * of the cell (one clause per cell orbit, the images of a clause are the same clause). For
 * independent covers, two orbits with a pair of cells in conflict (one attacks the other)
 * exclude each other (a binary clause; a unit clause for an orbit in conflict with itself or
 * with a fixed piece).
 *
 * Cardinality. The number of pieces is the sum over true orbits of the orbit sizes; a
 * sequential counter (Sinz 2005, with weights: each orbit is one input of weight 1, 2 or 4)
 * gives literals s[j] implied by "at least j pieces" for j = 1..K. "At most b" is the unit
 * clause -s[b+1]. The counter is built after the first model is found, with K = the size of
 * the best cover known then; the bound then only tightens, so the units stay valid and the
 * solver keeps its learnt clauses from bound to bound (incremental).
 *
 * Loop. Solve; a model is reduced (orbits whose removal keeps a cover are dropped), reported
 * (the caller verifies it with blocking attacks and keeps the best) and the bound is
 * tightened to one less than the best cover known (also one found meanwhile by another
 * thread: a terminator callback interrupts the solver when that happens, when the stop token
 * or the time limit fires, or at the model's own deadline). UNSAT means no invariant cover
 * has fewer pieces than the best known: with the identity group that proves the minimum.
 */
#include <algorithm>
#include <cadical.hpp>
#include <limits>

#include "cover/coverimpl.h"
#include "satstop.h"

namespace cpw::coverimpl {

SatOutcome satCover(const CoverGraph &g, const CellSet &fixed, const CellSet &available, bool independent,
                    const std::vector<Symmetry> &group, SearchContext &ctx, double deadline,
                    std::uint64_t seed, const std::function<int()> &bestKnown,
                    const std::function<void(const std::vector<int> &)> &improved, int *exhaustedAbove)
{
    const int n = g.board.area();
    const int nFixed = static_cast<int>(fixed.count());
    // Orbits of usable cells (every member available); orbitOf[c] = orbit id or -1.
    std::vector<int> orbitOf(n, -1);
    std::vector<std::vector<int>> orbits;
    std::vector<CellSet> orbitSet;
    for (int c = 0; c < n; ++c) {
        if (!g.cells.test(c) || orbitOf[c] >= 0)
            continue;
        std::vector<int> members;
        for (Symmetry s : group) {
            const int t = g.board.transform(s, c);
            if (std::find(members.begin(), members.end(), t) == members.end())
                members.push_back(t);
        }
        bool usable = true;
        for (int m : members)
            usable = usable && available.test(m);
        if (!usable)
            continue;
        CellSet set;
        for (int m : members) {
            orbitOf[m] = static_cast<int>(orbits.size());
            set.set(m);
        }
        orbits.push_back(members);
        orbitSet.push_back(set);
    }
    const int m = static_cast<int>(orbits.size());
    CellSet coveredByFixed;
    for (int c = 0; c < n; ++c)
        if (fixed.test(c))
            coveredByFixed |= g.covers[c];

    CaDiCaL::Solver solver;
    solver.set("seed", static_cast<int>(seed % 1000003));
    solver.set("quiet", 1);
    // Coverage: one clause per cell orbit (the smallest cell of each orbit stands for it).
    for (int c = 0; c < n; ++c) {
        if (!g.cells.test(c) || coveredByFixed.test(c))
            continue;
        bool representative = true;
        for (Symmetry s : group)
            representative = representative && g.board.transform(s, c) >= c;
        if (!representative)
            continue;
        bool any = false;
        std::vector<char> seen(static_cast<std::size_t>(m), 0);
        for (int p = 0; p < n; ++p)
            if (g.coveredBy[c].test(p) && orbitOf[p] >= 0 && !seen[static_cast<std::size_t>(orbitOf[p])]) {
                seen[static_cast<std::size_t>(orbitOf[p])] = 1;
                solver.add(orbitOf[p] + 1);
                any = true;
            }
        solver.add(0);
        if (!any)
            return SatOutcome::NoCover;
    }
    if (independent) {
        std::vector<CellSet> conflictOf(static_cast<std::size_t>(m));
        for (int o = 0; o < m; ++o)
            for (int p : orbits[static_cast<std::size_t>(o)])
                conflictOf[static_cast<std::size_t>(o)] |= g.conflict[p];
        for (int o = 0; o < m; ++o) {
            const CellSet &cf = conflictOf[static_cast<std::size_t>(o)];
            if ((cf & (orbitSet[static_cast<std::size_t>(o)] | fixed)).any()) {
                solver.add(-(o + 1));
                solver.add(0);
                continue;
            }
            for (int q = o + 1; q < m; ++q)
                if ((cf & orbitSet[static_cast<std::size_t>(q)]).any()) {
                    solver.add(-(o + 1));
                    solver.add(-(q + 1));
                    solver.add(0);
                }
        }
    }

    int ownBest = std::numeric_limits<int>::max();
    int target = -1; // current bound on the pieces (fixed included); -1 = none yet
    bool betterElsewhere = false;
    SatStop stop([&] {
        if (ctx.stopRequested() || (deadline > 0 && ctx.elapsed() >= deadline))
            return true;
        if (target >= 0 && bestKnown() <= target) {
            betterElsewhere = true;
            return true;
        }
        return false;
    });
    solver.connect_terminator(&stop);

    std::vector<int> countLits; // countLits[j-1] = s[j], "at least j movable pieces"
    int width = 0;
    auto buildCounter = [&](int k) {
        width = k;
        std::vector<int> prev(static_cast<std::size_t>(k) + 1, 0); // prev[j]: s_{i-1,j} (0 = false)
        int next = m + 1;
        for (int o = 0; o < m; ++o) {
            const int w = static_cast<int>(orbits[static_cast<std::size_t>(o)].size());
            const int x = o + 1;
            std::vector<int> cur(static_cast<std::size_t>(k) + 1, 0);
            for (int j = 1; j <= k; ++j) {
                cur[static_cast<std::size_t>(j)] = next++;
                const int s = cur[static_cast<std::size_t>(j)];
                if (prev[static_cast<std::size_t>(j)]) { // s_{i-1,j} -> s_{i,j}
                    solver.add(-prev[static_cast<std::size_t>(j)]);
                    solver.add(s);
                    solver.add(0);
                }
                if (j <= w) { // x -> s_{i,j}
                    solver.add(-x);
                    solver.add(s);
                    solver.add(0);
                } else if (prev[static_cast<std::size_t>(j - w)]) { // x & s_{i-1,j-w} -> s_{i,j}
                    solver.add(-x);
                    solver.add(-prev[static_cast<std::size_t>(j - w)]);
                    solver.add(s);
                    solver.add(0);
                }
            }
            prev.swap(cur);
        }
        countLits.assign(prev.begin() + 1, prev.end());
    };

    for (;;) {
        betterElsewhere = false;
        const int res = solver.solve();
        ctx.addNodes(1);
        if (res == 20) {
            if (target >= 0 && exhaustedAbove)
                *exhaustedAbove = target;
            return target < 0 ? SatOutcome::NoCover : SatOutcome::Exhausted;
        }
        if (res != 10) {
            if (betterElsewhere && !ctx.stopRequested() && !(deadline > 0 && ctx.elapsed() >= deadline)) {
                // fall through to tightening below
            } else {
                return SatOutcome::Stopped;
            }
        } else {
            // A model: the orbits set, reduced greedily (an orbit goes when the rest still covers).
            std::vector<char> on(static_cast<std::size_t>(m), 0);
            std::vector<int> count(static_cast<std::size_t>(n), 0);
            for (int c = 0; c < n; ++c)
                if (fixed.test(c))
                    for (int t = 0; t < n; ++t)
                        count[static_cast<std::size_t>(t)] += g.covers[c].test(t);
            std::vector<std::vector<int>> coverList(static_cast<std::size_t>(m));
            for (int o = 0; o < m; ++o) {
                for (int p : orbits[static_cast<std::size_t>(o)])
                    for (int t = 0; t < n; ++t)
                        if (g.covers[p].test(t))
                            coverList[static_cast<std::size_t>(o)].push_back(t);
                if (solver.val(o + 1) > 0) {
                    on[static_cast<std::size_t>(o)] = 1;
                    for (int t : coverList[static_cast<std::size_t>(o)])
                        ++count[static_cast<std::size_t>(t)];
                }
            }
            for (int o = m - 1; o >= 0; --o) {
                if (!on[static_cast<std::size_t>(o)])
                    continue;
                for (int t : coverList[static_cast<std::size_t>(o)])
                    --count[static_cast<std::size_t>(t)];
                bool ok = true;
                for (int t : coverList[static_cast<std::size_t>(o)])
                    ok = ok && count[static_cast<std::size_t>(t)] > 0;
                if (ok) {
                    on[static_cast<std::size_t>(o)] = 0;
                } else {
                    for (int t : coverList[static_cast<std::size_t>(o)])
                        ++count[static_cast<std::size_t>(t)];
                }
            }
            std::vector<int> set;
            for (int c = 0; c < n; ++c)
                if (fixed.test(c) || (orbitOf[c] >= 0 && on[static_cast<std::size_t>(orbitOf[c])]))
                    set.push_back(c);
            ownBest = std::min(ownBest, static_cast<int>(set.size()));
            improved(set);
            if (width == 0)
                buildCounter(std::max(1, std::min(static_cast<int>(set.size()), bestKnown()) - nFixed));
        }
        // Tighten: fewer pieces than the best cover known.
        const int bound = std::min({bestKnown(), ownBest, width + nFixed}) - 1;
        if (bound < nFixed) {
            if (exhaustedAbove)
                *exhaustedAbove = bound;
            return SatOutcome::Exhausted;
        }
        if (width == 0)
            continue; // interrupted before the first model: solve again without a bound
        target = bound;
        solver.add(-countLits[static_cast<std::size_t>(bound - nFixed)]); // not "at least bound+1-f"
        solver.add(0);
    }
}

} // namespace cpw::coverimpl
