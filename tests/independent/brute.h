#pragma once
// Deliberately plain enumerators for non-attacking placements, independent of the solver and
// of the core's attack code: attacks are walked here from the literal move tables of
// tests/common/literalpieces.h (not the catalogue's move lists; a ride
// stops at the edge or a hole; blocking is not needed, a piece between two others on a line
// is attacked itself), sets are built cell by cell (or rank by rank, one piece per rank, for
// pieces that attack along their rank), and every new piece is checked against every piece
// already placed, in both directions. Symmetry classes are found by applying the eight
// rotations and reflections written out here to every solution.

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <vector>

#include "cpw/board.h"
#include "cpw/piece.h"
#include "literalpieces.h"

namespace ibrute {

using cpw::Board;

/// attacks[a * area + b]: a piece of this type on a attacks b (empty board).
inline std::vector<char> attackTable(const Board &board, const cpw::PieceType &piece)
{
    const int area = board.area();
    std::vector<char> t(static_cast<std::size_t>(area) * area, 0);
    for (int a = 0; a < area; ++a) {
        if (board.isHole(a))
            continue;
        const int x0 = a % board.width(), y0 = a / board.width();
        for (const cpw::Move &m : literal::movesOf(piece)) {
            const int limit = m.range == 0 ? 64 : m.range;
            for (int s = 1; s <= limit; ++s) {
                const int x = x0 + s * m.dx, y = y0 + s * m.dy;
                if (x < 0 || y < 0 || x >= board.width() || y >= board.height())
                    break;
                const int b = y * board.width() + x;
                if (board.isHole(b))
                    break;
                t[static_cast<std::size_t>(a) * area + b] = 1;
            }
        }
    }
    return t;
}

/// The image of (x, y) under symmetry s (0..7) on a w x h board; -1 when s needs a square.
inline int image(int s, int x, int y, int w, int h)
{
    int nx = x, ny = y;
    switch (s) {
    case 0: break;
    case 1: nx = w - 1 - x; break;              // left-right mirror
    case 2: ny = h - 1 - y; break;              // top-bottom mirror
    case 3: nx = w - 1 - x; ny = h - 1 - y; break; // half turn
    default:
        if (w != h)
            return -1;
        if (s == 4) { nx = y; ny = x; }                      // main diagonal
        else if (s == 5) { nx = w - 1 - y; ny = h - 1 - x; } // anti-diagonal
        else if (s == 6) { nx = h - 1 - y; ny = x; }         // quarter turn
        else { nx = y; ny = w - 1 - x; }                     // three quarters
    }
    return ny * w + nx;
}

/// A placement: piece index (into the types given) per cell, -1 empty.
using Cells = std::vector<int>;

struct Brute {
    Board board;
    std::vector<cpw::PieceType> types;
    std::vector<std::vector<char>> att; // per type
    Cells fixed;                        // preplaced: type index or -1
    std::vector<Cells> solutions;
    bool keep = true;                   // keep solutions (for orbits)
    std::uint64_t count = 0;

    Brute(const Board &b, std::vector<cpw::PieceType> t, Cells pre = {}) : board(b), types(std::move(t))
    {
        for (const auto &p : types)
            att.push_back(attackTable(board, p));
        fixed = pre.empty() ? Cells(board.area(), -1) : pre;
    }

    bool conflict(int ta, int a, int tb, int b) const
    {
        const int area = board.area();
        return att[ta][static_cast<std::size_t>(a) * area + b] || att[tb][static_cast<std::size_t>(b) * area + a];
    }

    bool fits(const Cells &cur, int type, int cell) const
    {
        for (int c = 0; c < board.area(); ++c)
            if (cur[c] >= 0 && c != cell && conflict(type, cell, cur[c], c))
                return false;
        return true;
    }

    /// The same against a list of placed cells (the rank-by-rank search keeps one).
    bool fitsPlaced(int type, int cell) const
    {
        for (const auto &[c, t] : placed)
            if (conflict(type, cell, t, c))
                return false;
        return true;
    }
    std::vector<std::pair<int, int>> placed;

    /// Every placement of counts[t] pieces of each type (preplaced pieces included in the
    /// counts), cell by cell.
    void runCells(std::vector<int> counts)
    {
        Cells cur = fixed;
        placed.clear();
        for (int c = 0; c < board.area(); ++c)
            if (fixed[c] >= 0) {
                --counts[fixed[c]];
                placed.push_back({c, fixed[c]});
            }
        for (int c = 0; c < board.area(); ++c)
            if (fixed[c] >= 0 && !fits(cur, fixed[c], c))
                return;
        cellRec(cur, counts, 0);
    }

    /// One type, one piece on every rank (pieces that attack along the rank).
    void runRanks()
    {
        Cells cur(board.area(), -1);
        rankRec(cur, 0);
    }

    /// Number of classes of the kept solutions under the symmetries that keep the board's holes,
    /// every type's moves and the preplaced pieces.
    std::uint64_t orbits() const
    {
        const int w = board.width(), h = board.height();
        std::vector<int> group;
        for (int s = 0; s < 8; ++s) {
            if (image(s, 0, 0, w, h) < 0)
                continue;
            bool ok = true;
            for (int c = 0; c < board.area() && ok; ++c) {
                const int d = image(s, c % w, c / w, w, h);
                ok = board.isHole(c) == board.isHole(d) && fixed[c] == fixed[d];
            }
            for (const auto &t : types) {
                const std::vector<cpw::Move> moves = literal::movesOf(t);
                for (const cpw::Move &m : moves) {
                    int dx = m.dx, dy = m.dy;
                    switch (s) {
                    case 1: dx = -m.dx; break;
                    case 2: dy = -m.dy; break;
                    case 3: dx = -m.dx; dy = -m.dy; break;
                    case 4: dx = m.dy; dy = m.dx; break;
                    case 5: dx = -m.dy; dy = -m.dx; break;
                    case 6: dx = -m.dy; dy = m.dx; break;
                    case 7: dx = m.dy; dy = -m.dx; break;
                    default: break;
                    }
                    const cpw::Move img{dx, dy, m.range};
                    if (std::find(moves.begin(), moves.end(), img) == moves.end())
                        ok = false;
                }
            }
            if (ok)
                group.push_back(s);
        }
        std::set<Cells> classes;
        for (const Cells &sol : solutions) {
            Cells best = sol;
            for (int s : group) {
                Cells img(sol.size(), -1);
                for (int c = 0; c < board.area(); ++c)
                    img[image(s, c % w, c / w, w, h)] = sol[c];
                best = std::min(best, img);
            }
            classes.insert(best);
        }
        return classes.size();
    }

private:
    void found(const Cells &cur)
    {
        ++count;
        if (keep)
            solutions.push_back(cur);
    }

    void cellRec(Cells &cur, std::vector<int> &left, int cell)
    {
        if (std::all_of(left.begin(), left.end(), [](int n) { return n == 0; })) {
            found(cur);
            return;
        }
        if (cell == board.area())
            return;
        cellRec(cur, left, cell + 1);
        if (board.isHole(cell) || cur[cell] >= 0)
            return;
        for (int t = 0; t < static_cast<int>(types.size()); ++t) {
            if (left[t] == 0 || !fitsPlaced(t, cell))
                continue;
            cur[cell] = t;
            --left[t];
            placed.push_back({cell, t});
            cellRec(cur, left, cell + 1);
            placed.pop_back();
            ++left[t];
            cur[cell] = -1;
        }
    }

    void rankRec(Cells &cur, int rank)
    {
        if (rank == board.height()) {
            found(cur);
            return;
        }
        for (int x = 0; x < board.width(); ++x) {
            const int cell = rank * board.width() + x;
            if (board.isHole(cell) || !fitsPlaced(0, cell))
                continue;
            cur[cell] = 0;
            placed.push_back({cell, 0});
            rankRec(cur, rank + 1);
            placed.pop_back();
            cur[cell] = -1;
        }
    }
};

} // namespace ibrute
