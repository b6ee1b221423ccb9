#pragma once
// An independent brute force for the most valuable peaceful army, written for the tests only.
// It shares nothing with the solver's model: it walks the cells in index order, tries every
// allowed kind or nothing on each, and keeps a partial army only while it is peaceful under
// the blocking rules of attacks.h (attackedCells with the real occupancy). Dropping a
// non-peaceful partial army is safe because adding pieces never ends an attack: a new piece
// on an attacked ray is itself the first piece the ray meets (tst_armybrute checks this
// without pruning on 3x3). A value bound (the value so far plus the most valuable kind on
// every remaining cell) cuts the search.
#include <algorithm>
#include <vector>

#include "cpw/attacks.h"
#include "cpw/board.h"
#include "cpw/piece.h"
#include "cpw/placement.h"

namespace armybrute {

struct Kind {
    int id;
    long long value;
};

struct Result {
    long long best = -1; ///< -1: no army at all (e.g. --each-type impossible)
    cpw::Placement army;
};

/// True when no piece of `p` attacks another (blocking rules).
inline bool peaceful(const cpw::Placement &p, const cpw::Catalogue &cat)
{
    const cpw::CellSet occ = p.occupied();
    for (int c = 0; c < p.board().area(); ++c)
        if (p.at(c) != cpw::kEmpty && (cpw::attackedCells(p.board(), cat.piece(p.at(c)), c, occ) & occ).any())
            return false;
    return true;
}

class Search {
public:
    Search(const cpw::Board &board, const cpw::Catalogue &cat, std::vector<Kind> kinds, bool eachType,
           const cpw::Placement *preplaced = nullptr, long long preValue = 0)
        : m_board(board), m_cat(cat), m_kinds(std::move(kinds)), m_eachType(eachType), m_current(board),
          m_preValue(preValue)
    {
        if (preplaced)
            m_current = *preplaced;
        for (const Kind &k : m_kinds)
            m_top = std::max(m_top, k.value);
    }

    /// Only armies with a piece of each of these kinds count (a part of --each-type).
    void require(std::vector<int> ids) { m_required = std::move(ids); }

    Result run(bool prune = true)
    {
        m_prune = prune;
        m_used.assign(m_kinds.size(), 0);
        for (int c = 0; c < m_board.area(); ++c)
            for (std::size_t k = 0; k < m_kinds.size(); ++k)
                if (m_current.at(c) == m_kinds[k].id)
                    ++m_used[k];
        if (!peaceful(m_current, m_cat))
            return m_result;
        dfs(0, m_preValue);
        return m_result;
    }

private:
    void dfs(int cell, long long value)
    {
        if (m_prune && m_result.best >= 0 &&
            value + static_cast<long long>(m_board.area() - cell) * m_top <= m_result.best)
            return;
        if (cell == m_board.area()) {
            if (!m_prune && !peaceful(m_current, m_cat))
                return;
            if (m_eachType && std::count(m_used.begin(), m_used.end(), 0) > 0)
                return;
            for (int id : m_required)
                for (std::size_t k = 0; k < m_kinds.size(); ++k)
                    if (m_kinds[k].id == id && m_used[k] == 0)
                        return;
            if (value > m_result.best) {
                m_result.best = value;
                m_result.army = m_current;
            }
            return;
        }
        if (m_board.isHole(cell) || m_current.at(cell) != cpw::kEmpty) {
            dfs(cell + 1, value);
            return;
        }
        for (std::size_t k = 0; k < m_kinds.size(); ++k) {
            m_current.set(cell, m_kinds[k].id);
            if (!m_prune || peaceful(m_current, m_cat)) {
                ++m_used[k];
                dfs(cell + 1, value + m_kinds[k].value);
                --m_used[k];
            }
            m_current.set(cell, cpw::kEmpty);
        }
        dfs(cell + 1, value);
    }

    const cpw::Board &m_board;
    const cpw::Catalogue &m_cat;
    std::vector<Kind> m_kinds;
    bool m_eachType;
    cpw::Placement m_current;
    long long m_preValue = 0;
    long long m_top = 0;
    bool m_prune = true;
    std::vector<int> m_used;
    std::vector<int> m_required;
    Result m_result;
};

} // namespace armybrute
