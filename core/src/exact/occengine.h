#pragma once
/// \file occengine.h
/// Internal: the occupancy engine of the exact-attack solver (docs/exact.md §Search).
/*
 * The engine decides cell contents one cell at a time (empty, a blocker = a piece that attacks
 * nothing there, or an attacking piece), in a dynamic order, on a geometric bitboard (bit
 * y * width + x). It knows nothing of patterns: a leaf is a complete placement, which the
 * solver turns into its pattern set (leaf.cpp, Worker::occLeaf).
 *
 * Settled attacks only. A ride of a decided piece walks over decided cells, attacking each,
 * and stops at the first occupied one; at the first undecided cell it attacks that cell and
 * waits there (pend[r], one bitboard per ride step). Deciding the cell empty lets the rays
 * waiting on it walk on; a piece there ends them. Leaps attack at once. So attack counts only
 * grow, and a cell over its target is a dead end at once. The remaining need per cell is kept
 * bit-sliced; an attack is a borrow-chain subtraction, a borrow out of the top = over target.
 *
 * Per node (search): which contents are still possible on each undecided cell (no certain
 * attack on a full cell; no waiting ray running into a full cell when empty), an upper bound
 * of further attacks per cell (one per live slot: per ride step only the first occupied cell
 * on that line can attack, per other leap offset one cell), dead ends (a cell needing more
 * than its live slots, an undecided cell with no possible content), the deductions of cells
 * without slack (every live slot must deliver), forced cells (decided together in one child),
 * and the branching cell: of the cells on the slots of the lowest cell without slack, the one
 * with the fewest possible contents. Fewest / most cut nodes strictly worse than the best.
 */

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "occkernel.h"

namespace cpw::exactimpl {

using u64 = std::uint64_t;

/// Moves every bit of a board by a fixed vector; bits that would leave the board are dropped.
struct OccShift {
    u64 src = 0;   ///< cells whose image is on the board (holes excluded)
    int left = 0;  ///< dx + width * dy when positive ...
    int right = 0; ///< ... minus that when negative (branch-free)
    u64 operator()(u64 b) const { return ((b & src) << left) >> right; }
};

/// What the engine needs to know of a problem (built by the solver from its model).
struct OccGeometry {
    static constexpr int kMaxPlanes = 5;  ///< targets up to 31
    static constexpr int kMaxRides = 16;  ///< distinct ride steps
    static constexpr int kMaxLeaps = 64;  ///< distinct leap offsets
    static constexpr int kMaxTypes = 32;  ///< attacking piece types
    static constexpr int kMaxLevels = 24; ///< saturating slot counter levels

    enum class Goal { All, Fewest, Most };
    Goal goal = Goal::All; ///< fewest / most: branch and bound on the host's best
    bool raw = false;      ///< raw counting (the leaf may add blockers on empty cells)
    int maxAttack = 1;     ///< the most cells one piece attacks (fewest bound)
    int width = 0;
    int cells = 0;       ///< width * height (<= 64)
    u64 board = 0;       ///< cells of the board (holes excluded)
    u64 constrained = 0; ///< cells with a numeric target
    u64 blockers = 0;    ///< cells where a piece that attacks nothing may stand
    int planes = 1;      ///< bit planes of the remaining need
    int maxTarget = 0;
    u64 target[kMaxPlanes] = {};

    int fillLevels = 1; ///< Kogge-Stone levels: 2^levels - 1 >= the longest ray

    struct Ride {
        OccShift fwd, back;
        std::array<OccShift, 6> fwdPow{}, backPow{}; ///< by 1, 2, 4, ... steps
        std::array<signed char, 64> next{};          ///< next cell along the step, -1 at the end
        std::array<signed char, 64> prev{};          ///< previous cell, -1 at the start
        std::uint32_t types = 0;                     ///< types that ride this way
        std::uint32_t nearTypes = 0;                 ///< ... plus types that leap by exactly this step
    };
    std::vector<Ride> rides;

    struct Leap {
        OccShift fwd, back;
        std::array<signed char, 64> src{}; ///< the cell that leaps onto this one, or -1
        std::uint32_t types = 0;
        bool ownSlot = true; ///< false when the offset equals a ride step (same attacker cell)
    };
    std::vector<Leap> leaps;

    struct Type {
        int piece = -1;                ///< catalogue id
        u64 host = 0;                  ///< cells where it has at least one attack pattern
        std::vector<int> rides;        ///< indices into rides
        std::vector<int> leaps;        ///< indices into leaps
        std::array<u64, 64> leapAtt{}; ///< cells attacked by its leaps, per cell
    };
    std::vector<Type> types;

    OccLanes lanes; ///< the same tables as lanes, where the problem fits them (occkernel.h)
};

constexpr signed char kOccEmpty = -1;
constexpr signed char kOccBlocker = -2;
constexpr signed char kOccUndecided = -3;

/// A node: remaining need per cell (bit-sliced), decided and occupied cells, rays waiting at
/// an undecided cell (per ride step), and the contents.
struct OccState {
    u64 need[OccGeometry::kMaxPlanes] = {};
    u64 dec = 0;
    u64 occ = 0;
    u64 pend[OccGeometry::kMaxRides] = {};
    std::array<signed char, 64> type{};
};

/// Cells reachable from `gen` by steps through `prop` (occluded fill, Kogge-Stone).
inline u64 occFill(u64 gen, u64 prop, const std::array<OccShift, 6> &pow, int levels)
{
    for (int i = 0;; ++i) {
        gen |= prop & pow[static_cast<std::size_t>(i)](gen);
        if (i + 1 == levels)
            return gen;
        prop &= pow[static_cast<std::size_t>(i)](prop);
    }
}

/// The search. Host provides: bool occPoll(const OccState &parent) (false = stop), bool
/// occCollect(const OccState &, int depth) (true = kept as a task, do not descend), void
/// occLeaf(const OccState &), and int occBest() (the best piece count found so far by any
/// thread for fewest / most, or -1 while there is none).
template <class Host> class OccSearch {
public:
    OccSearch(const OccGeometry &g, Host &host) : g(g), host(host) {}

    void run(const OccState &s, int depth) { search(s, depth); }

private:
    const OccGeometry &g;
    Host &host;

    /// Walks a ray from `from` along ride r: attacks cells up to the first occupied one; if it
    /// meets an undecided cell, attacks it and waits there.
    static void walk(const OccGeometry::Ride &ride, int r, OccState &s, int from, u64 &att)
    {
        int y = ride.next[from];
        while (y >= 0) {
            const u64 b = u64{1} << y;
            att |= b;
            if (!(s.dec & b)) {
                s.pend[r] |= b;
                return;
            }
            if (s.occ & b)
                return;
            y = ride.next[y];
        }
    }

public:
    /// Puts content t on cell x; false if a cell goes over its target.
    static bool apply(const OccGeometry &g, OccState &s, int x, int t)
    {
        const u64 bx = u64{1} << x;
        s.dec |= bx;
        s.type[static_cast<std::size_t>(x)] = static_cast<signed char>(t);
        u64 att = 0;
        const int nr = static_cast<int>(g.rides.size());
        if (t == kOccEmpty) {
            for (int r = 0; r < nr; ++r)
                if (s.pend[r] & bx) {
                    s.pend[r] &= ~bx;
                    walk(g.rides[static_cast<std::size_t>(r)], r, s, x, att);
                }
        } else {
            s.occ |= bx;
            for (int r = 0; r < nr; ++r)
                s.pend[r] &= ~bx;
            if (t >= 0) {
                const OccGeometry::Type &ty = g.types[static_cast<std::size_t>(t)];
                att = ty.leapAtt[static_cast<std::size_t>(x)];
                for (int r : ty.rides)
                    walk(g.rides[static_cast<std::size_t>(r)], r, s, x, att);
            }
        }
        // need -= att (bit-sliced); a borrow out of the top plane = over target.
        u64 borrow = att;
        for (int i = 0; i < g.planes && borrow; ++i) {
            const u64 nb = ~s.need[i] & borrow;
            s.need[i] ^= borrow;
            borrow = nb;
        }
        return !(borrow & g.constrained);
    }

private:
    void decide(const OccState &p, int x, int t, int depth)
    {
        if (!host.occPoll(p))
            return;
        OccState s = p;
        if (apply(g, s, x, t))
            search(s, depth + 1);
    }

    void search(const OccState &s, int depth)
    {
        // The slot counters are unrolled for the usual targets (k <= 3).
        switch (g.maxTarget) {
        case 1:
            searchImpl<3>(s, depth);
            break;
        case 2:
            searchImpl<4>(s, depth);
            break;
        case 3:
            searchImpl<5>(s, depth);
            break;
        default:
            searchImpl<0>(s, depth);
        }
    }

    // size: the occupancy engine's measured hot kernel (perf, 7x7 --engine occupancy, one thread:
    // a third of the run's time in this function, more than any other): one node of the search
    // with its bounds and look-ups inline; kept in one piece so that its state stays in registers.
    template <int kLevels> void searchImpl(const OccState &s, int depth)
    {
        if (host.occCollect(s, depth))
            return;
        const u64 und = g.board & ~s.dec;
        const u64 emptyDec = s.dec & ~s.occ;
        // Fewest: the pieces so far plus the missing attacks (less what the waiting rays of the
        // pieces so far can still bring) over the most one piece makes. Only nodes strictly
        // worse than the best are cut, so the optimal set is complete.
        if (g.goal == OccGeometry::Goal::Fewest) {
            const int best = host.occBest();
            if (best >= 0) {
                int missing = 0;
                for (int i = 0; i < g.planes; ++i)
                    missing += std::popcount(s.need[i] & g.constrained) << i;
                for (std::size_t r = 0; r < g.rides.size() && missing > 0; ++r)
                    if (s.pend[r])
                        missing -= std::popcount(
                            occFill(g.rides[r].fwd(s.pend[r]), g.board, g.rides[r].fwdPow, g.fillLevels));
                if (missing > 0 && std::popcount(s.occ) + (missing + g.maxAttack - 1) / g.maxAttack > best)
                    return;
            }
        }
        // needEq[v]: constrained cells that still need exactly v attacks.
        // With the unrolled counters (kLevels = target + 2) the target and the planes are known
        // at compile time, and these loops unroll.
        const int maxT = kLevels ? kLevels - 2 : g.maxTarget;
        const int planes = kLevels ? (kLevels > 3 ? 2 : 1) : g.planes;
        u64 needEq[OccGeometry::kMaxLevels + 1] = {};
        for (int v = 0; v <= maxT; ++v) {
            u64 eq = g.constrained;
            for (int i = 0; i < planes; ++i)
                eq &= ((v >> i) & 1) ? s.need[i] : ~s.need[i];
            needEq[v] = eq;
        }
        const u64 atT = needEq[0];

        // Which pieces may still stand on an undecided cell: none of the cells it attacks for
        // certain (leaps; rides up to the first cell that is not decided-empty) is at target.
        const int nr = static_cast<int>(g.rides.size());
        const int nl = static_cast<int>(g.leaps.size());
        u64 badRide[OccGeometry::kMaxRides];
        u64 feas[OccGeometry::kMaxTypes];
        const int nt = static_cast<int>(g.types.size());
        if (g.lanes.usable) {
            occLaneFeasible(g.lanes, atT, emptyDec, und, badRide, feas);
        } else {
            for (int r = 0; r < nr; ++r) {
                const OccGeometry::Ride &ride = g.rides[static_cast<std::size_t>(r)];
                badRide[r] = ride.back(occFill(atT, emptyDec, ride.backPow, g.fillLevels));
            }
            for (int t = 0; t < nt; ++t) {
                const OccGeometry::Type &ty = g.types[static_cast<std::size_t>(t)];
                u64 bad = 0;
                for (int r : ty.rides)
                    bad |= badRide[r];
                for (int l : ty.leaps)
                    bad |= g.leaps[static_cast<std::size_t>(l)].back(atT);
                feas[t] = und & ty.host & ~bad;
            }
        }
        u64 feasEmpty = und;
        for (int r = 0; r < nr; ++r)
            feasEmpty &= ~(s.pend[r] & badRide[r]);
        u64 feasBlock = und & g.blockers;

        // Upper bound on the attacks a cell can still get: one per slot (a ride step: only the
        // first occupied cell on that line can attack; a leap offset: one cell) that may still
        // deliver. Saturating counters aGE[l] = "at least l live slots".
        const int levels = kLevels ? kLevels : maxT + 2;
        u64 aGE[OccGeometry::kMaxLevels + 2] = {};
        auto count = [&](u64 v) {
            if constexpr (kLevels > 0) {
                for (int l = kLevels; l >= 2; --l)
                    aGE[l] |= aGE[l - 1] & v;
            } else {
                for (int l = levels; l >= 2; --l)
                    aGE[l] |= aGE[l - 1] & v;
            }
            aGE[1] |= v;
        };
        const u64 pass = (feasEmpty | emptyDec) & ~atT;
        u64 liveRide[OccGeometry::kMaxRides], arriveRide[OccGeometry::kMaxRides];
        u64 liveLeap[OccGeometry::kMaxLeaps];
        if (g.lanes.usable) {
            occLaneSlots(g.lanes, s.pend, feas, pass, arriveRide, liveRide, liveLeap);
            for (int r = 0; r < nr; ++r)
                count(liveRide[r]);
            for (u64 m = g.lanes.ownLeaps; m; m &= m - 1)
                count(liveLeap[std::countr_zero(m)]);
        } else {
            for (int r = 0; r < nr; ++r) {
                const OccGeometry::Ride &ride = g.rides[static_cast<std::size_t>(r)];
                u64 far = s.pend[r];
                u64 nearS = 0;
                for (std::uint32_t m = ride.nearTypes; m; m &= m - 1) {
                    const int t = std::countr_zero(m);
                    if ((ride.types >> t) & 1)
                        far |= feas[t];
                    else
                        nearS |= feas[t];
                }
                // Distance 1: any of them; further: riders (and waiting rays) over cells that can
                // be empty and take one more attack.
                const u64 a1 = ride.fwd(far);
                arriveRide[r] = a1 | ride.fwd(occFill(a1 & pass, pass, ride.fwdPow, g.fillLevels));
                liveRide[r] = arriveRide[r] | ride.fwd(nearS);
                count(liveRide[r]);
            }
            for (int l = 0; l < nl; ++l) {
                const OccGeometry::Leap &leap = g.leaps[static_cast<std::size_t>(l)];
                if (!leap.ownSlot)
                    continue;
                u64 src = 0;
                for (std::uint32_t m = leap.types; m; m &= m - 1)
                    src |= feas[std::countr_zero(m)];
                liveLeap[l] = leap.fwd(src);
                count(liveLeap[l]);
            }
        }
        u64 fail = 0, slack0 = 0, slack1 = 0, open = 0;
        for (int v = 1; v <= maxT; ++v) {
            fail |= needEq[v] & ~aGE[v];
            slack0 |= needEq[v] & aGE[v] & ~aGE[v + 1];
            slack1 |= needEq[v] & aGE[v + 1] & ~aGE[v + 2];
            open |= needEq[v];
        }
        if (fail)
            return;
        if (!und) {
            host.occLeaf(s);
            return;
        }

        // A cell with no slack needs every live slot: a leap slot's cell must hold a piece
        // with that leap; on a ride slot, the nearest undecided cell must stay empty or hold a
        // piece that attacks along the line from there (a leaper only at distance 1), and it
        // may stay empty only if the line can still bring an attack from beyond it.
        if (slack0 && g.lanes.usable) {
            occLaneTight(g.lanes, slack0, liveRide, liveLeap, arriveRide, s.pend, pass, und, emptyDec,
                         feasEmpty, feasBlock, feas);
        } else if (slack0) {
            for (int l = 0; l < nl; ++l) {
                const OccGeometry::Leap &leap = g.leaps[static_cast<std::size_t>(l)];
                if (!leap.ownSlot)
                    continue;
                const u64 z = leap.back(slack0 & liveLeap[l]) & und;
                if (!z)
                    continue;
                feasEmpty &= ~z;
                feasBlock &= ~z;
                for (int t = 0; t < nt; ++t)
                    if (!((leap.types >> t) & 1))
                        feas[t] &= ~z;
            }
            for (int r = 0; r < nr; ++r) {
                const OccGeometry::Ride &ride = g.rides[static_cast<std::size_t>(r)];
                const u64 tight = slack0 & liveRide[r];
                if (!tight)
                    continue;
                const u64 g0 = ride.back(tight);
                const u64 z1 = g0 & und;
                const u64 zFar =
                    ride.back(occFill(g0 & emptyDec, emptyDec, ride.backPow, g.fillLevels)) & und;
                feasBlock &= ~(z1 | zFar);
                // Empty only if a rider (or a waiting ray) beyond can still reach it.
                feasEmpty &= ~((z1 | zFar) & ~((arriveRide[r] & pass) | s.pend[r]));
                for (int t = 0; t < nt; ++t) {
                    if (!((ride.nearTypes >> t) & 1))
                        feas[t] &= ~z1;
                    if (!((ride.types >> t) & 1))
                        feas[t] &= ~zFar;
                }
            }
        }

        // Branch on an undecided cell: the most constrained cell (no slack, else one) is
        // looked at, and of the cells that could still attack it the one with the fewest
        // possible contents is decided.
        auto domain = [&](int z) {
            int n = static_cast<int>((feasEmpty >> z) & 1) + static_cast<int>((feasBlock >> z) & 1);
            for (int t = 0; t < nt; ++t)
                n += static_cast<int>((feas[t] >> z) & 1);
            return n;
        };
        // Contents still possible per undecided cell: none -> dead end; one -> decide it first.
        u64 d1 = feasEmpty | feasBlock, d2 = feasEmpty & feasBlock;
        for (int t = 0; t < nt; ++t) {
            d2 |= d1 & feas[t];
            d1 |= feas[t];
        }
        if (und & ~d1)
            return;
        // Most: every undecided cell that can still take a piece takes one (and in raw counting
        // the leaf may add a blocker on any empty cell where one fits).
        if (g.goal == OccGeometry::Goal::Most) {
            const int best = host.occBest();
            if (best >= 0) {
                u64 canHold = feasBlock;
                for (int t = 0; t < nt; ++t)
                    canHold |= feas[t];
                int ub = std::popcount(s.occ) + std::popcount(und & (canHold | g.blockers));
                if (g.raw)
                    ub += std::popcount(emptyDec & g.blockers);
                if (ub < best)
                    return;
            }
        }
        const u64 forced = und & ~d2;
        const u64 pick = slack0 ? slack0 : (slack1 ? slack1 : open);
        int x = -1;
        if (forced) {
            // Every solution below has these contents: decide them all in one child.
            if (!host.occPoll(s))
                return;
            OccState c = s;
            for (u64 f = forced; f; f &= f - 1) {
                const int z = std::countr_zero(f);
                const u64 bz = u64{1} << z;
                int t = (feasEmpty & bz) ? kOccEmpty : kOccBlocker;
                for (int u = 0; u < nt; ++u)
                    if (feas[u] & bz)
                        t = u;
                if (!apply(g, c, z, t))
                    return;
            }
            search(c, depth + 1);
            return;
        }
        if (pick) {
            int best = INT32_MAX;
            auto consider = [&](int z) {
                if (z < 0 || !((und >> z) & 1))
                    return;
                const int d = domain(z);
                if (d < best) {
                    best = d;
                    x = z;
                }
            };
            auto around = [&](int y) {
                for (const OccGeometry::Ride &ride : g.rides) {
                    int z = ride.prev[static_cast<std::size_t>(y)];
                    while (z >= 0 && ((emptyDec >> z) & 1))
                        z = ride.prev[static_cast<std::size_t>(z)];
                    consider(z);
                }
                for (const OccGeometry::Leap &leap : g.leaps)
                    if (leap.ownSlot)
                        consider(leap.src[static_cast<std::size_t>(y)]);
            };
            around(std::countr_zero(pick));
        }
        if (x < 0)
            x = std::countr_zero(und);
        const u64 bx = u64{1} << x;
        if (feasEmpty & bx)
            decide(s, x, kOccEmpty, depth);
        if (feasBlock & bx)
            decide(s, x, kOccBlocker, depth);
        for (int t = 0; t < nt; ++t)
            if (feas[t] & bx)
                decide(s, x, t, depth);
    }
};

} // namespace cpw::exactimpl
