#pragma once
// An independent brute force for covers: every subset of the cells up to a size, judged with
// blocking attack counts walked here from the literal move tables of tests/common/literalpieces.h
// (not cpw::attackCounts, not the catalogue's moves, not the solver's empty-board graph), and
// orbits computed by mapping cells with the eight symmetries written out here (not the core's
// Board::symmetries, PieceType::isInvariantUnder or Placement::transformed). Shared by the
// cover tests.
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
#include "literalpieces.h"

namespace coverbrute {

struct Counts {
    std::map<int, std::uint64_t> covers;   ///< covers by size
    std::map<int, std::uint64_t> distinct; ///< orbits of covers by size
};

/// (x, y) -> image cell for symmetry s (0..7) on a W x H rectangle; -1 if it does not map the
/// rectangle onto itself (a quarter turn or diagonal mirror of a non-square board).
inline int mapCell(int s, int W, int H, int x, int y)
{
    int nx = x, ny = y;
    switch (s) {
    case 0: // identity
        break;
    case 1: // half turn
        nx = W - 1 - x;
        ny = H - 1 - y;
        break;
    case 2: // left-right mirror
        nx = W - 1 - x;
        break;
    case 3: // top-bottom mirror
        ny = H - 1 - y;
        break;
    default:
        if (W != H)
            return -1;
        if (s == 4) { // main diagonal
            nx = y;
            ny = x;
        } else if (s == 5) { // anti-diagonal
            nx = H - 1 - y;
            ny = W - 1 - x;
        } else if (s == 6) { // quarter turn
            nx = H - 1 - y;
            ny = x;
        } else { // three-quarter turn
            nx = y;
            ny = W - 1 - x;
        }
    }
    return ny * W + nx;
}

/// How often every cell of `p` is attacked, with blocking (the literal tables' naive routine).
inline std::vector<int> naiveCounts(const cpw::Placement &p, const cpw::Catalogue &cat)
{
    const cpw::Board &b = p.board();
    const int w = b.width(), h = b.height();
    std::vector<int> counts(static_cast<std::size_t>(b.area()), 0);
    auto occupied = [&](int x, int y) { return p.at(y * w + x) != cpw::kEmpty; };
    auto hole = [&](int x, int y) { return b.isHole(y * w + x); };
    for (int c = 0; c < b.area(); ++c)
        if (!b.isHole(c) && p.at(c) != cpw::kEmpty)
            literal::attacksFrom(literal::stepsOf(cat.piece(p.at(c))), w, h, c % w, c / w, occupied, hole,
                                 [&](int x, int y) { ++counts[static_cast<std::size_t>(y * w + x)]; });
    return counts;
}

/// The cells a lone `piece` attacks from `cell` of an empty `board`.
inline std::vector<int> attackedBy(const cpw::Board &board, const cpw::Catalogue &cat, int piece, int cell)
{
    cpw::Placement p(board);
    p.set(cell, piece);
    const std::vector<int> counts = naiveCounts(p, cat);
    std::vector<int> out;
    for (int i = 0; i < board.area(); ++i)
        if (counts[i] > 0)
            out.push_back(i);
    return out;
}

/// True when symmetry s maps the piece's moves onto themselves: from the centre of an empty
/// 25 x 25 board (larger than any test board), the image of its attacked cells is the set it
/// attacks from the centre's image (the centre itself).
inline bool pieceKeeps(int s, const cpw::Catalogue &cat, int piece)
{
    const int n = 25, centre = 12 * n + 12;
    const cpw::Board big(n, n);
    const std::vector<int> from = attackedBy(big, cat, piece, centre);
    std::set<int> image;
    for (int c : from)
        image.insert(mapCell(s, n, n, c % n, c / n));
    return image == std::set<int>(from.begin(), from.end());
}

inline bool judge(const cpw::Placement &p, const cpw::Catalogue &cat, cpw::CoverVariant v)
{
    const cpw::Board &b = p.board();
    const std::vector<int> counts = naiveCounts(p, cat);
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
    // Symmetries of the board that keep its holes, the piece's moves and the preplaced pieces.
    const int W = board.width(), H = board.height(), area = board.area();
    std::vector<int> group;
    for (int s = 1; s < 8; ++s) {
        if (mapCell(s, W, H, 0, 0) < 0 || !pieceKeeps(s, cat, piece))
            continue;
        bool keeps = true;
        for (int c = 0; c < area && keeps; ++c) {
            const int d = mapCell(s, W, H, c % W, c / W);
            keeps = board.isHole(c) == board.isHole(d) && base.at(c) == base.at(d);
        }
        if (keeps)
            group.push_back(s);
    }
    std::vector<int> chosen;
    std::function<void(std::size_t)> rec = [&](std::size_t from) {
        cpw::Placement p = base;
        for (int c : chosen)
            p.set(c, piece);
        const int size = pre + static_cast<int>(chosen.size());
        if (judge(p, cat, v)) {
            ++out.covers[size];
            // Counted once per orbit: at its lexicographically smallest image.
            std::vector<int> key(static_cast<std::size_t>(area));
            for (int c = 0; c < area; ++c)
                key[static_cast<std::size_t>(c)] = p.at(c);
            bool smallest = true;
            for (int s : group) {
                std::vector<int> img(static_cast<std::size_t>(area));
                for (int c = 0; c < area; ++c)
                    img[static_cast<std::size_t>(mapCell(s, W, H, c % W, c / W))] =
                        key[static_cast<std::size_t>(c)];
                if (img < key)
                    smallest = false;
            }
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
