#pragma once
// An independent brute force for covers: every subset of the cells up to a size, judged with
// the blocking attack counts of cpw::attackCounts (not the solver's empty-board graph), and
// orbits computed by transforming placements. Shared by the cover tests.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <vector>

#include "cpw/attacks.h"
#include "cpw/board.h"
#include "cpw/cover.h"
#include "cpw/piece.h"
#include "cpw/placement.h"

namespace coverbrute {

struct Counts {
    std::map<int, std::uint64_t> covers;   ///< covers by size
    std::map<int, std::uint64_t> distinct; ///< orbits of covers by size
};

inline bool judge(const cpw::Placement &p, const cpw::Catalogue &cat, cpw::CoverVariant v)
{
    const cpw::Board &b = p.board();
    const std::vector<int> counts = cpw::attackCounts(p, cat);
    for (int i = 0; i < b.area(); ++i) {
        if (b.isHole(i))
            continue;
        const bool occ = p.at(i) != cpw::kEmpty;
        if (v == cpw::CoverVariant::Total && counts[i] == 0)
            return false;
        if (v != cpw::CoverVariant::Total && !occ && counts[i] == 0)
            return false;
        if (v == cpw::CoverVariant::Independent && occ && counts[i] > 0)
            return false;
    }
    return true;
}

/// Every subset of free cells with at most `maxSize` pieces (preplaced pieces included in the
/// size), with the preplaced pieces added. `symmetric(s)` says which symmetries count for orbits.
inline Counts enumerate(const cpw::Board &board, const cpw::Catalogue &cat, int piece, cpw::CoverVariant v,
                        int maxSize, const cpw::Placement *preplaced = nullptr)
{
    Counts out;
    std::vector<int> free;
    cpw::Placement base(board);
    int pre = 0;
    for (int i = 0; i < board.area(); ++i) {
        if (board.isHole(i))
            continue;
        if (preplaced && preplaced->at(i) != cpw::kEmpty) {
            base.set(i, piece);
            ++pre;
        } else {
            free.push_back(i);
        }
    }
    // Symmetries of the board that keep the piece's moves and the preplaced pieces.
    std::vector<cpw::Symmetry> group;
    for (cpw::Symmetry s : board.symmetries())
        if (cat.piece(piece).isInvariantUnder(s) && base.transformed(s) == base)
            group.push_back(s);
    std::set<std::vector<int>> seen;
    std::vector<int> chosen;
    std::function<void(std::size_t)> rec = [&](std::size_t from) {
        cpw::Placement p = base;
        for (int c : chosen)
            p.set(c, piece);
        const int size = pre + static_cast<int>(chosen.size());
        if (judge(p, cat, v)) {
            ++out.covers[size];
            std::vector<int> key = p.cells();
            bool smallest = true;
            for (cpw::Symmetry s : group)
                if (p.transformed(s).cells() < key)
                    smallest = false;
            if (smallest)
                ++out.distinct[size];
        }
        if (size >= maxSize)
            return;
        for (std::size_t i = from; i < free.size(); ++i) {
            chosen.push_back(free[i]);
            rec(i + 1);
            chosen.pop_back();
        }
    };
    rec(0);
    return out;
}

} // namespace coverbrute
