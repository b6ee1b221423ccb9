#pragma once
// An independent, deliberately plain enumerator for the exact-attack puzzle, used to check the
// fast solver on small boards. It tries every assignment of {empty, allowed pieces} to the
// cells (7^9 = 40M on 3x3 with all six pieces), walks the rays itself from the literal move
// tables of tests/common/literalpieces.h (no solver code, no core attack code, no catalogue
// move lists), and canonicalises each solution by the conventions' rules written out
// directly on the placement, in this order:
//   a. the pattern view: a queen that attacks exactly the king's cells is a king (if kings are
//      allowed); a bishop without backward diagonal neighbours (first rank) that attacks
//      exactly what a pawn there attacks is a pawn (if pawns are allowed);
//   b. in that view, a piece that attacks nothing is dropped unless a line stops on it that
//      would otherwise go on (with empty-only counting: also kept when its cell would miss its
//      target if empty); a kept one is shown as the allowed piece of lowest id that attacks
//      nothing there;
//   c. a first-rank pawn that attacks exactly what a bishop there would attack (in the final
//      position) is shown as a bishop (if bishops are allowed).
// Preplaced cells are fixed and never changed by the rules.

#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <vector>

#include "cpw/board.h"
#include "cpw/exact.h"
#include "cpw/piece.h"
#include "cpw/placement.h"
#include "cpw/problem.h"
#include "literalpieces.h"

namespace brute {

using cpw::Board;
using cpw::Catalogue;

struct Config {
    std::vector<int> targets; // per board index, cpw::kAnyTarget = any
    cpw::ExactCounting counting = cpw::ExactCounting::AllCells;
    bool canonical = true;
    bool noPawns = false;
};

using Solutions = std::set<std::vector<int>>; // placements: piece id per board index, -1 empty

class Enumerator {
public:
    Enumerator(const Board &board, const Catalogue &cat, std::vector<int> allowed,
               const cpw::Placement *pre = nullptr)
        : m_board(board), m_cat(cat), m_allowed(std::move(allowed))
    {
        const int area = board.area();
        m_fixed.assign(area, -1);
        if (pre)
            for (int i = 0; i < area; ++i)
                m_fixed[i] = pre->at(i);
        m_rays.resize(static_cast<std::size_t>(area) * cat.size());
        for (int c = 0; c < area; ++c) {
            if (board.isHole(c))
                continue;
            for (int id = 0; id < cat.size(); ++id) {
                // The literal tables (literalpieces.h), not the catalogue's moves; a user piece
                // of the catalogue that is neither allowed nor fixed needs none.
                const bool used = std::find(m_allowed.begin(), m_allowed.end(), id) != m_allowed.end() ||
                                  std::find(m_fixed.begin(), m_fixed.end(), id) != m_fixed.end();
                if (!used && cat.piece(id).kind == cpw::PieceKind::Custom)
                    continue;
                auto &rays = m_rays[static_cast<std::size_t>(c) * cat.size() + id];
                for (const cpw::Move &mv : literal::movesOf(cat.piece(id))) {
                    std::vector<int> ray;
                    for (int s = 1; mv.range == 0 || s <= mv.range; ++s) {
                        const int x = board.fileOf(c) + s * mv.dx, y = board.rankOf(c) + s * mv.dy;
                        if (x < 0 || y < 0 || x >= board.width() || y >= board.height() ||
                            board.isHole(board.index(x, y)))
                            break;
                        ray.push_back(board.index(x, y));
                    }
                    if (!ray.empty())
                        rays.push_back(ray);
                }
            }
        }
        m_king = kindAllowed(cpw::PieceKind::King);
        m_bishop = kindAllowed(cpw::PieceKind::Bishop);
        m_pawn = m_cat.find(cpw::PieceKind::Pawn);
        m_pawnAllowed = kindAllowed(cpw::PieceKind::Pawn);
    }

    /// Runs every configuration in one pass over all assignments.
    std::vector<Solutions> run(const std::vector<Config> &configs)
    {
        std::vector<Solutions> out(configs.size());
        const int area = m_board.area();
        std::vector<int> free; // cells the enumeration assigns
        for (int c = 0; c < area; ++c)
            if (!m_board.isHole(c) && m_fixed[c] < 0)
                free.push_back(c);
        std::vector<int> pl(area, -1);
        for (int c = 0; c < area; ++c)
            if (m_fixed[c] >= 0)
                pl[c] = m_fixed[c];
        std::vector<int> digit(free.size(), 0);
        const int base = static_cast<int>(m_allowed.size()) + 1;
        std::vector<int> counts(area);
        for (;;) {
            attacks(pl, counts);
            for (std::size_t k = 0; k < configs.size(); ++k)
                if (isSolution(pl, counts, configs[k])) {
                    std::vector<int> s = configs[k].canonical ? canonical(pl, counts, configs[k]) : pl;
                    if (configs[k].noPawns && hasPawnOutsideFixed(s))
                        continue;
                    out[k].insert(s);
                }
            std::size_t i = 0;
            while (i < free.size()) {
                if (++digit[i] < base) {
                    pl[free[i]] = m_allowed[digit[i] - 1];
                    break;
                }
                digit[i] = 0;
                pl[free[i]] = -1;
                ++i;
            }
            if (i == free.size())
                break;
        }
        return out;
    }

    /// A second, differently built enumerator for bigger boards (counting every cell): first
    /// the set of occupied cells (2^cells), then the piece on each occupied cell. With the
    /// occupancy fixed every piece's attacks are fixed, so counts only grow while pieces are
    /// chosen and a count over its target is a sound cut.
    Solutions runByOccupancy(const Config &cfg)
    {
        Solutions out;
        const int area = m_board.area();
        std::vector<int> freeCells;
        for (int c = 0; c < area; ++c)
            if (!m_board.isHole(c) && m_fixed[c] < 0)
                freeCells.push_back(c);
        std::vector<int> pl(area, -1);
        std::vector<int> counts(area, 0);
        for (unsigned long long occ = 0; occ < (1ull << freeCells.size()); ++occ) {
            std::fill(pl.begin(), pl.end(), -1);
            std::vector<int> occupied;
            for (int c = 0; c < area; ++c)
                if (m_fixed[c] >= 0) {
                    pl[c] = m_fixed[c];
                    occupied.push_back(c);
                }
            for (std::size_t i = 0; i < freeCells.size(); ++i)
                if (occ >> i & 1ull) {
                    pl[freeCells[i]] = 0; // any piece: only occupancy matters for blocking
                    occupied.push_back(freeCells[i]);
                }
            // attack lists per (occupied cell, choice) under this occupancy
            std::vector<std::vector<std::vector<int>>> att(occupied.size());
            std::vector<std::vector<int>> choices(occupied.size());
            for (std::size_t i = 0; i < occupied.size(); ++i) {
                const int c = occupied[i];
                if (m_fixed[c] >= 0)
                    choices[i] = {m_fixed[c]};
                else
                    choices[i] = m_allowed;
                for (int id : choices[i])
                    att[i].push_back(attackSet(pl, c, id));
            }
            std::fill(counts.begin(), counts.end(), 0);
            assign(0, occupied, choices, att, pl, counts, cfg, out);
        }
        return out;
    }

    const std::vector<std::vector<int>> &rays(int cell, int id) const
    {
        return m_rays[static_cast<std::size_t>(cell) * m_cat.size() + id];
    }

private:
    void assign(std::size_t i, const std::vector<int> &occupied, const std::vector<std::vector<int>> &choices,
                const std::vector<std::vector<std::vector<int>>> &att, std::vector<int> &pl,
                std::vector<int> &counts, const Config &cfg, Solutions &out)
    {
        if (i == occupied.size()) {
            if (!isSolution(pl, counts, cfg))
                return;
            std::vector<int> s = cfg.canonical ? canonical(pl, counts, cfg) : pl;
            if (!(cfg.noPawns && hasPawnOutsideFixed(s)))
                out.insert(s);
            return;
        }
        for (std::size_t j = 0; j < choices[i].size(); ++j) {
            bool over = false;
            for (int c : att[i][j])
                if (++counts[c] > cfg.targets[c] && cfg.targets[c] != cpw::kAnyTarget &&
                    (cfg.counting == cpw::ExactCounting::AllCells || pl[c] < 0))
                    over = true;
            pl[occupied[i]] = choices[i][j];
            if (!over)
                assign(i + 1, occupied, choices, att, pl, counts, cfg, out);
            for (int c : att[i][j])
                --counts[c];
        }
    }

    int kindAllowed(cpw::PieceKind kind) const
    {
        for (int id : m_allowed)
            if (m_cat.piece(id).kind == kind)
                return id;
        return -1;
    }

    void attacks(const std::vector<int> &pl, std::vector<int> &counts)
    {
        std::fill(counts.begin(), counts.end(), 0);
        for (int c = 0; c < m_board.area(); ++c) {
            if (pl[c] < 0)
                continue;
            ++m_stampNow;
            for (const auto &ray : rays(c, pl[c]))
                for (int cell : ray) {
                    if (m_stamp[cell] != m_stampNow) {
                        m_stamp[cell] = m_stampNow;
                        ++counts[cell];
                    }
                    if (pl[cell] >= 0)
                        break;
                }
        }
    }

    // Cells attacked by piece `id` standing on `c` (each once).
    std::vector<int> attackSet(const std::vector<int> &pl, int c, int id) const
    {
        std::vector<int> out;
        for (const auto &ray : rays(c, id))
            for (int cell : ray) {
                if (std::find(out.begin(), out.end(), cell) == out.end())
                    out.push_back(cell);
                if (pl[cell] >= 0)
                    break;
            }
        std::sort(out.begin(), out.end());
        return out;
    }

    bool isSolution(const std::vector<int> &pl, const std::vector<int> &counts, const Config &cfg) const
    {
        for (int c = 0; c < m_board.area(); ++c) {
            if (m_board.isHole(c))
                continue;
            const int t = cfg.targets[c];
            if (t == cpw::kAnyTarget)
                continue;
            if (cfg.counting == cpw::ExactCounting::EmptyOnly && pl[c] >= 0)
                continue;
            if (counts[c] != t)
                return false;
        }
        return true;
    }

    bool hasPawnOutsideFixed(const std::vector<int> &s) const
    {
        for (std::size_t c = 0; c < s.size(); ++c)
            if (s[c] >= 0 && m_fixed[c] < 0 && m_cat.piece(s[c]).kind == cpw::PieceKind::Pawn)
                return true;
        return false;
    }

    bool cellExists(int x, int y) const
    {
        return x >= 0 && y >= 0 && x < m_board.width() && y < m_board.height() &&
               !m_board.isHole(m_board.index(x, y));
    }

    std::vector<int> canonical(const std::vector<int> &pl, const std::vector<int> &counts,
                               const Config &cfg) const
    {
        const int area = m_board.area();
        auto firstRank = [&](int c) {
            const int x = m_board.fileOf(c), y = m_board.rankOf(c);
            return !cellExists(x - 1, y - 1) && !cellExists(x + 1, y - 1);
        };
        // a. the pattern view
        std::vector<int> view = pl;
        for (int c = 0; c < area; ++c) {
            if (pl[c] < 0 || m_fixed[c] >= 0)
                continue;
            const auto mine = attackSet(pl, c, pl[c]);
            if (mine.empty())
                continue;
            const auto kind = m_cat.piece(pl[c]).kind;
            if (kind == cpw::PieceKind::Queen && m_king >= 0 && mine == attackSet(pl, c, m_king))
                view[c] = m_king;
            if (kind == cpw::PieceKind::Bishop && m_pawnAllowed >= 0 && firstRank(c) &&
                mine == attackSet(pl, c, m_pawnAllowed))
                view[c] = m_pawnAllowed;
        }
        // b. pieces attacking nothing
        std::vector<bool> needed(area, false); // a line stops here although it could go on
        for (int c = 0; c < area; ++c) {
            if (view[c] < 0)
                continue;
            for (const auto &ray : rays(c, view[c]))
                for (std::size_t i = 0; i < ray.size(); ++i)
                    if (pl[ray[i]] >= 0) {
                        if (i + 1 < ray.size())
                            needed[ray[i]] = true;
                        break;
                    }
        }
        std::vector<int> out = view;
        for (int c = 0; c < area; ++c) {
            if (view[c] < 0 || m_fixed[c] >= 0 || !rays(c, view[c]).empty())
                continue;
            bool keep = needed[c];
            if (cfg.counting == cpw::ExactCounting::EmptyOnly && cfg.targets[c] != cpw::kAnyTarget &&
                counts[c] != cfg.targets[c])
                keep = true;
            if (!keep) {
                out[c] = -1;
                continue;
            }
            int rep = view[c];
            for (int id : m_allowed)
                if (id < rep && rays(c, id).empty())
                    rep = id;
            out[c] = rep;
        }
        // c. display
        if (m_bishop >= 0) {
            const std::vector<int> fin = out;
            for (int c = 0; c < area; ++c) {
                if (fin[c] < 0 || m_fixed[c] >= 0 || m_cat.piece(fin[c]).kind != cpw::PieceKind::Pawn ||
                    !firstRank(c))
                    continue;
                const auto mine = attackSet(fin, c, fin[c]);
                if (!mine.empty() && mine == attackSet(fin, c, m_bishop))
                    out[c] = m_bishop;
            }
        }
        return out;
    }

    Board m_board;
    const Catalogue &m_cat;
    std::vector<int> m_allowed;
    std::vector<int> m_fixed;
    std::vector<std::vector<std::vector<int>>> m_rays;
    int m_king = -1, m_bishop = -1, m_pawn = -1, m_pawnAllowed = -1;
    std::vector<unsigned> m_stamp = std::vector<unsigned>(1024, 0);
    unsigned m_stampNow = 0;
};

// ---- symmetry, written out independently of the core -------------------------------------

/// (x, y) -> image for symmetry number s (0..7) on a W x H rectangle; -1 if not valid there.
inline int mapCell(int s, int W, int H, int x, int y)
{
    int nx = x, ny = y;
    switch (s) {
    case 0:
        break;
    case 1:
        nx = W - 1 - x;
        ny = H - 1 - y;
        break; // half turn
    case 2:
        nx = W - 1 - x;
        break; // left-right mirror
    case 3:
        ny = H - 1 - y;
        break; // top-bottom mirror
    case 4:
        if (W != H)
            return -1;
        nx = y;
        ny = x;
        break;
    case 5:
        if (W != H)
            return -1;
        nx = H - 1 - y;
        ny = W - 1 - x;
        break;
    case 6:
        if (W != H)
            return -1;
        nx = H - 1 - y;
        ny = x;
        break;
    case 7:
        if (W != H)
            return -1;
        nx = y;
        ny = W - 1 - x;
        break;
    }
    return ny * W + nx;
}

struct Orbits {
    std::size_t distinct = 0;
    std::size_t symmetric = 0;
    std::map<int, std::size_t> distinctByPieces; // classes by number of pieces
};

/// Orbits of a solution set: pawn solutions only under the left-right mirror, pawn-free ones
/// under every symmetry of the rectangle that keeps holes, targets and fixed pieces.
inline Orbits orbits(const Solutions &sols, const Board &board, const Catalogue &cat,
                     const std::vector<int> &targets, const std::vector<int> &fixed)
{
    const int W = board.width(), H = board.height(), area = board.area();
    std::vector<int> group;
    for (int s = 0; s < 8; ++s) {
        if (mapCell(s, W, H, 0, 0) < 0)
            continue;
        bool ok = true;
        for (int c = 0; c < area && ok; ++c) {
            const int d = mapCell(s, W, H, c % W, c / W);
            if (board.isHole(c) != board.isHole(d) || (!board.isHole(c) && targets[c] != targets[d]) ||
                fixed[c] != fixed[d])
                ok = false;
        }
        if (ok)
            group.push_back(s);
    }
    std::set<std::vector<int>> reps;
    Orbits o;
    for (const auto &sol : sols) {
        bool pawn = false;
        for (int v : sol)
            if (v >= 0 && cat.piece(v).kind == cpw::PieceKind::Pawn)
                pawn = true;
        std::vector<int> best = sol;
        bool sym = false;
        for (int s : group) {
            if (s == 0 || (pawn && s != 2))
                continue;
            std::vector<int> img(area, -1);
            for (int c = 0; c < area; ++c)
                img[mapCell(s, W, H, c % W, c / W)] = sol[c];
            if (img == sol)
                sym = true;
            best = std::min(best, img);
        }
        reps.insert(best);
        if (sym)
            ++o.symmetric;
    }
    o.distinct = reps.size();
    for (const auto &r : reps)
        ++o.distinctByPieces[static_cast<int>(std::count_if(r.begin(), r.end(), [](int v) { return v >= 0; }))];
    return o;
}

} // namespace brute
