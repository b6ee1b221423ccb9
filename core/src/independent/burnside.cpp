/*
 * Distinct solutions of the independent family (Burnside): the symmetries that preserve the
 * problem are those of the board's shape under which every piece involved and the preplaced
 * pieces map onto themselves. A set fixed by a symmetry g is a union of orbits of g; such sets
 * are counted by countItemSets() over the orbits (an orbit whose cells conflict among
 * themselves cannot be used); an army's by countTypedItemSets() over (type, orbit) items. The
 * number of classes is the sum of the fixed counts over the group divided by its size.
 */
#include <algorithm>
#include <limits>
#include <numeric>
#include <unordered_map>

#include "cpw/attacks.h"
#include "independent/solve.h"

namespace cpw::indepimpl {

namespace {

/// The items of a fixed-set count: one per orbit, weighted by its size, no conflicts yet.
ItemProblem orbitItems(const std::vector<std::vector<int>> &orbits)
{
    ItemProblem ip;
    ip.items = static_cast<int>(orbits.size());
    const int words = std::max(1, (ip.items + 63) / 64);
    ip.conflict.assign(ip.items, std::vector<std::uint64_t>(words, 0));
    for (const std::vector<int> &orbit : orbits)
        ip.weight.push_back(static_cast<int>(orbit.size()));
    return ip;
}

/// Sets of `k` cells of `avail` fixed by g and independent under `conf`.
Wide fixedSets(const Board &board, Symmetry g, const CellSet &avail, const std::vector<CellSet> &conf, int k,
               SearchContext &ctx, bool &covered)
{
    std::vector<std::vector<int>> orbits;
    std::vector<int> orbitOf(board.area(), -1);
    for (int x = 0; x < board.area(); ++x) {
        if (!avail.test(x) || orbitOf[x] >= 0)
            continue;
        std::vector<int> orbit;
        int y = x;
        bool ok = true;
        do {
            if (!avail.test(y))
                ok = false;
            orbit.push_back(y);
            orbitOf[y] = -2;
            y = board.transform(g, y);
        } while (y != x);
        for (int a : orbit)
            for (int b : orbit)
                if (a != b && conf[a].test(b))
                    ok = false;
        if (!ok)
            continue;
        for (int a : orbit)
            orbitOf[a] = static_cast<int>(orbits.size());
        orbits.push_back(std::move(orbit));
    }
    ItemProblem ip = orbitItems(orbits);
    for (int i = 0; i < ip.items; ++i) {
        for (int a : orbits[i])
            for (int c = 0; c < board.area(); ++c)
                if (conf[a].test(c) && orbitOf[c] >= 0 && orbitOf[c] != i)
                    ip.conflict[i][orbitOf[c] >> 6] |= 1ull << (orbitOf[c] & 63);
    }
    return countItemSets(ip, k, ctx, covered);
}

/// Army placements fixed by g: items are (type, orbit of g within the type's cells).
Wide fixedArmySets(const Board &board, Symmetry g, const Setup &setup, const std::vector<int> &need,
                   SearchContext &ctx, bool &covered)
{
    const RowProblem &p = setup.rp;
    auto conflicts = [&](int t, int a, int u, int b) {
        return (p.conflict(t, u).at(a)[board.rankOf(b)] >> board.fileOf(b)) & 1u;
    };
    std::vector<std::vector<int>> orbits;
    std::vector<int> itemType;
    for (int t = 0; t < p.types(); ++t) {
        if (need[t] == 0)
            continue;
        std::vector<char> seen(board.area(), 0);
        for (int x = 0; x < board.area(); ++x) {
            if (!setup.avail[t].test(x) || seen[x])
                continue;
            std::vector<int> orbit;
            int y = x;
            bool ok = true;
            do {
                ok = ok && setup.avail[t].test(y);
                orbit.push_back(y);
                seen[y] = 1;
                y = board.transform(g, y);
            } while (y != x);
            for (int a : orbit)
                for (int b : orbit)
                    if (a != b && conflicts(t, a, t, b))
                        ok = false;
            if (ok) {
                orbits.push_back(std::move(orbit));
                itemType.push_back(t);
            }
        }
    }
    ItemProblem ip = orbitItems(orbits);
    for (int i = 0; i < ip.items; ++i) {
        for (int j = 0; j < ip.items; ++j) {
            if (i == j)
                continue;
            bool hit = false;
            for (int a : orbits[i])
                for (int b : orbits[j])
                    hit = hit || conflicts(itemType[i], a, itemType[j], b);
            if (hit)
                ip.conflict[i][j >> 6] |= 1ull << (j & 63);
        }
    }
    return countTypedItemSets(ip, itemType, need, ctx, covered);
}

} // namespace

/// The symmetries that preserve the problem.
std::vector<Symmetry> problemGroup(const IndependentRequest &req, const std::vector<int> &typeIds)
{
    std::vector<int> ids = typeIds;
    const Placement base = samePreplacedBoard(req) ? req.preplaced : Placement(req.board);
    for (int x = 0; x < req.board.area(); ++x)
        if (base.at(x) != kEmpty)
            ids.push_back(base.at(x));
    std::vector<Symmetry> out;
    for (Symmetry g : problemSymmetries(req.board, req.catalogue, ids))
        if (base.transformed(g) == base)
            out.push_back(g);
    return out;
}

std::optional<Wide> burnsideClasses(const IndependentRequest &req, const std::vector<Symmetry> &group,
                                    const Setup &setup, const std::vector<int> &counts, int setSize,
                                    Wide total, SearchContext &ctx, bool &covered)
{
    const std::vector<CellSet> conf = req.mode == IndependentMode::Army
                                          ? std::vector<CellSet>{}
                                          : conflictSets(req.board, setup.rp.conflict(0, 0));
    Wide sum = total;
    for (Symmetry g : group) {
        if (g == Symmetry::Identity)
            continue;
        const std::string phase = "g" + std::to_string(static_cast<int>(g));
        if (const auto known = recordedWide(ctx, phase)) {
            sum += *known;
            continue;
        }
        if (ctx.stopRequested()) { // a stopped search starts no phase
            covered = false;
            break;
        }
        const Wide fixed = req.mode == IndependentMode::Army
                               ? fixedArmySets(req.board, g, setup, counts, ctx, covered)
                               : fixedSets(req.board, g, setup.avail[0], conf, setSize, ctx, covered);
        if (!covered)
            break;
        ctx.record(wideRecord(phase, fixed));
        sum += fixed;
    }
    if (!covered)
        return std::nullopt;
    return sum / group.size();
}

} // namespace cpw::indepimpl
