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

namespace {

/// The orbits of usable cells (every member available) under the group.
struct SatOrbits {
    std::vector<int> orbitOf; ///< orbit id of a cell, or -1
    std::vector<std::vector<int>> orbits;
    std::vector<CellSet> orbitSet;
    int size() const { return static_cast<int>(orbits.size()); }
};

SatOrbits usableOrbits(const CoverGraph &g, const CellSet &available, const std::vector<Symmetry> &group)
{
    const int n = g.board.area();
    SatOrbits o;
    o.orbitOf.assign(static_cast<std::size_t>(n), -1);
    for (int c = 0; c < n; ++c) {
        if (!g.cells.test(c) || o.orbitOf[c] >= 0)
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
            o.orbitOf[m] = static_cast<int>(o.orbits.size());
            set.set(m);
        }
        o.orbits.push_back(members);
        o.orbitSet.push_back(set);
    }
    return o;
}

/// Coverage: one clause per cell orbit (the smallest cell of each orbit stands for it). False
/// when a cell has no coverer at all.
bool addCoverage(CaDiCaL::Solver &solver, const CoverGraph &g, const CellSet &fixed,
                 const std::vector<Symmetry> &group, const SatOrbits &o)
{
    const int n = g.board.area();
    CellSet coveredByFixed;
    for (int c = 0; c < n; ++c)
        if (fixed.test(c))
            coveredByFixed |= g.covers[c];
    for (int c = 0; c < n; ++c) {
        if (!g.cells.test(c) || coveredByFixed.test(c))
            continue;
        bool representative = true;
        for (Symmetry s : group)
            representative = representative && g.board.transform(s, c) >= c;
        if (!representative)
            continue;
        bool any = false;
        std::vector<char> seen(static_cast<std::size_t>(o.size()), 0);
        for (int p = 0; p < n; ++p)
            if (g.coveredBy[c].test(p) && o.orbitOf[p] >= 0 &&
                !seen[static_cast<std::size_t>(o.orbitOf[p])]) {
                seen[static_cast<std::size_t>(o.orbitOf[p])] = 1;
                solver.add(o.orbitOf[p] + 1);
                any = true;
            }
        solver.add(0);
        if (!any)
            return false;
    }
    return true;
}

/// Independent covers: two orbits in conflict exclude each other; an orbit in conflict with
/// itself or with a fixed piece is out.
void addConflicts(CaDiCaL::Solver &solver, const CoverGraph &g, const CellSet &fixed, const SatOrbits &o)
{
    const int m = o.size();
    std::vector<CellSet> conflictOf(static_cast<std::size_t>(m));
    for (int i = 0; i < m; ++i)
        for (int p : o.orbits[static_cast<std::size_t>(i)])
            conflictOf[static_cast<std::size_t>(i)] |= g.conflict[p];
    for (int i = 0; i < m; ++i) {
        const CellSet &cf = conflictOf[static_cast<std::size_t>(i)];
        if ((cf & (o.orbitSet[static_cast<std::size_t>(i)] | fixed)).any()) {
            solver.add(-(i + 1));
            solver.add(0);
            continue;
        }
        for (int q = i + 1; q < m; ++q)
            if ((cf & o.orbitSet[static_cast<std::size_t>(q)]).any()) {
                solver.add(-(i + 1));
                solver.add(-(q + 1));
                solver.add(0);
            }
    }
}

/// The weighted sequential counter over the orbit variables up to k; returns s[1..k]
/// ("at least j movable pieces"). Its variables follow the orbits'.
std::vector<int> addCounter(CaDiCaL::Solver &solver, const SatOrbits &o, int k)
{
    const int m = o.size();
    std::vector<int> prev(static_cast<std::size_t>(k) + 1, 0); // prev[j]: s_{i-1,j} (0 = false)
    int next = m + 1;
    for (int i = 0; i < m; ++i) {
        const int w = static_cast<int>(o.orbits[static_cast<std::size_t>(i)].size());
        const int x = i + 1;
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
    return {prev.begin() + 1, prev.end()};
}

/// A model's cover: the orbits set, reduced greedily (an orbit goes when the rest still
/// covers), with the fixed pieces.
std::vector<int> reducedCover(CaDiCaL::Solver &solver, const CoverGraph &g, const CellSet &fixed,
                              const SatOrbits &o)
{
    const int n = g.board.area(), m = o.size();
    std::vector<char> on(static_cast<std::size_t>(m), 0);
    std::vector<int> count(static_cast<std::size_t>(n), 0);
    for (int c = 0; c < n; ++c)
        if (fixed.test(c))
            for (int t = 0; t < n; ++t)
                count[static_cast<std::size_t>(t)] += g.covers[c].test(t);
    std::vector<std::vector<int>> coverList(static_cast<std::size_t>(m));
    for (int i = 0; i < m; ++i) {
        for (int p : o.orbits[static_cast<std::size_t>(i)])
            for (int t = 0; t < n; ++t)
                if (g.covers[p].test(t))
                    coverList[static_cast<std::size_t>(i)].push_back(t);
        if (solver.val(i + 1) > 0) {
            on[static_cast<std::size_t>(i)] = 1;
            for (int t : coverList[static_cast<std::size_t>(i)])
                ++count[static_cast<std::size_t>(t)];
        }
    }
    for (int i = m - 1; i >= 0; --i) {
        if (!on[static_cast<std::size_t>(i)])
            continue;
        for (int t : coverList[static_cast<std::size_t>(i)])
            --count[static_cast<std::size_t>(t)];
        bool ok = true;
        for (int t : coverList[static_cast<std::size_t>(i)])
            ok = ok && count[static_cast<std::size_t>(t)] > 0;
        if (ok) {
            on[static_cast<std::size_t>(i)] = 0;
        } else {
            for (int t : coverList[static_cast<std::size_t>(i)])
                ++count[static_cast<std::size_t>(t)];
        }
    }
    std::vector<int> set;
    for (int c = 0; c < n; ++c)
        if (fixed.test(c) || (o.orbitOf[c] >= 0 && on[static_cast<std::size_t>(o.orbitOf[c])]))
            set.push_back(c);
    return set;
}

} // namespace

SatOutcome satCover(const CoverGraph &g, const CellSet &fixed, const CellSet &available, bool independent,
                    const std::vector<Symmetry> &group, SearchContext &ctx, double deadline,
                    std::uint64_t seed, const std::function<int()> &bestKnown,
                    const std::function<void(const std::vector<int> &)> &improved, int *exhaustedAbove)
{
    const int nFixed = static_cast<int>(fixed.count());
    const SatOrbits orbits = usableOrbits(g, available, group);
    CaDiCaL::Solver solver;
    solver.set("seed", static_cast<int>(seed % 1000003));
    solver.set("quiet", 1);
    if (!addCoverage(solver, g, fixed, group, orbits))
        return SatOutcome::NoCover;
    if (independent)
        addConflicts(solver, g, fixed, orbits);

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
            // Interrupted: go on (tightening below) only when a better cover came from elsewhere.
            if (!betterElsewhere || ctx.stopRequested() || (deadline > 0 && ctx.elapsed() >= deadline))
                return SatOutcome::Stopped;
        } else {
            const std::vector<int> set = reducedCover(solver, g, fixed, orbits);
            ownBest = std::min(ownBest, static_cast<int>(set.size()));
            improved(set);
            if (width == 0) {
                width = std::max(1, std::min(static_cast<int>(set.size()), bestKnown()) - nFixed);
                countLits = addCounter(solver, orbits, width);
            }
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
