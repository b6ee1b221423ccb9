// Compose traits of the exact-attack family (cpw/exact.h): "every cell attacked exactly k times
// (or its own number), these pieces given, find the rest". A puzzle counts raw placements
// (params "raw" = true): a person knows no canonical conventions, so a queen that attacks like
// a king is another solution. Givens = preplaced pieces.
#include <algorithm>

#include "cpw/attacks.h"
#include "cpw/exact.h"
#include "traits.h"

namespace cpw::compose {

namespace {

Result<Problem> prepare(const Problem &base, std::stop_token, int)
{
    if (Error e = requireParam(base, "mode", std::string("all")))
        return e;
    Problem p = base;
    p.params["raw"] = true;
    p.params.erase("distinct");
    auto request = exactRequestFromProblem(p);
    if (!request)
        return request.error();
    return p;
}

/// The pieces a puzzle may use (the allowed ones; none given = the six standard pieces).
std::vector<int> piecesOf(const ExactRequest &r)
{
    std::vector<int> pieces = r.allowed;
    if (pieces.empty())
        for (char letter : std::string("KQRBNP"))
            pieces.push_back(r.catalogue.find(letter));
    if (r.noPawns)
        std::erase_if(pieces, [&](int id) { return r.catalogue.piece(id).kind == PieceKind::Pawn; });
    std::erase(pieces, -1);
    return pieces;
}

std::vector<Given> candidates(const Problem &prepared)
{
    auto r = exactRequestFromProblem(prepared);
    return r ? everyCellWith(prepared, piecesOf(*r)) : std::vector<Given>{};
}

/*
 * The person's rules for attack counts, with blocking: for every cell that must reach its
 * number, count the pieces that surely attack it (a decided piece whose line to it is surely
 * free) and those that may (a cell that may hold such a piece, its line not surely blocked).
 * The number must lie between the two. So a cell whose count is reached forbids further
 * attackers (and pieces that would open a line to it), and a cell that needs every attacker it
 * can still get forces them. With empty cells only counted, a cell is judged once it is empty.
 */
class ExactDeductions : public Deductions {
public:
    explicit ExactDeductions(const ExactRequest &r) : m_board(r.board), m_emptyOnly(r.counting == ExactCounting::EmptyOnly)
    {
        const int area = m_board.area();
        const std::vector<int> pieces = piecesOf(r);
        m_targets = r.targets;
        m_targets.resize(area, kAnyTarget);
        m_attackers.resize(area);
        m_affected.resize(area);
        for (int s = 0; s < area; ++s) {
            if (m_board.isHole(s))
                continue;
            for (std::size_t i = 0; i < pieces.size(); ++i)
                for (const AttackRay &ray : attackRays(m_board, r.catalogue.piece(pieces[i]), s, CellSet()))
                    for (std::size_t k = 0; k < ray.cells.size(); ++k) {
                        const int t = ray.cells[k];
                        Entry e{s, static_cast<int>(i) + 1, static_cast<int>(m_between.size()), static_cast<int>(k)};
                        m_between.insert(m_between.end(), ray.cells.begin(), ray.cells.begin() + k);
                        m_attackers[t].push_back(e);
                        m_affected[s].push_back(t);
                        for (std::size_t b = 0; b < k; ++b)
                            m_affected[ray.cells[b]].push_back(t);
                    }
        }
        for (int c = 0; c < area; ++c) {
            m_affected[c].push_back(c);
            std::sort(m_affected[c].begin(), m_affected[c].end());
            m_affected[c].erase(std::unique(m_affected[c].begin(), m_affected[c].end()), m_affected[c].end());
        }
        const Domain all = (Domain(1) << (pieces.size() + 1)) - 1;
        m_initial.assign(area, all);
        for (int c = 0; c < area; ++c) {
            if (m_board.isHole(c))
                m_initial[c] = 1;
            else if (r.preplaced.board().area() == area && r.preplaced.at(c) != kEmpty) {
                const auto it = std::find(pieces.begin(), pieces.end(), r.preplaced.at(c));
                m_initial[c] = Domain(1) << (1 + (it - pieces.begin())); // a piece of `pieces` (deductions())
            }
        }
    }

    Domains initial() const override { return m_initial; }

    bool consistent(const Domains &d, int cell) const override
    {
        if (cell >= 0) {
            for (int t : m_affected[cell])
                if (!targetOk(d, t))
                    return false;
            return true;
        }
        for (int t = 0; t < m_board.area(); ++t)
            if (!targetOk(d, t))
                return false;
        return true;
    }

private:
    struct Entry {
        int source;
        int value; ///< bit index of the piece in a domain
        int between; ///< offset into m_between
        int length;  ///< cells between source and target
    };

    bool targetOk(const Domains &d, int t) const
    {
        const int k = m_targets[t];
        if (k == kAnyTarget || m_board.isHole(t))
            return true;
        if (m_emptyOnly && d[t] != 1)
            return true;
        int sure = 0, may = 0;
        const auto &list = m_attackers[t];
        for (std::size_t i = 0; i < list.size();) {
            const int s = list[i].source;
            bool isSure = false, isMay = false;
            for (; i < list.size() && list[i].source == s; ++i) {
                const Entry &e = list[i];
                const Domain bit = Domain(1) << e.value;
                if (!(d[s] & bit))
                    continue;
                bool free = true, open = true;
                for (int b = 0; b < e.length; ++b) {
                    const Domain db = d[m_between[e.between + b]];
                    free = free && db == 1;
                    open = open && (db & 1);
                }
                isMay = isMay || open;
                isSure = isSure || (d[s] == bit && free);
            }
            sure += isSure ? 1 : 0;
            may += isMay ? 1 : 0;
        }
        return sure <= k && k <= may;
    }

    Board m_board;
    bool m_emptyOnly;
    std::vector<int> m_targets;
    std::vector<std::vector<Entry>> m_attackers; ///< per target, grouped by source
    std::vector<int> m_between;
    std::vector<std::vector<int>> m_affected; ///< per cell: the targets whose count it can change
    Domains m_initial;
};

Result<std::unique_ptr<Deductions>> deductions(const Problem &puzzle)
{
    auto r = exactRequestFromProblem(puzzle);
    if (!r)
        return r.error();
    if (piecesOf(*r).size() + 1 > 31)
        return std::unique_ptr<Deductions>();
    // Preplaced pieces of a kind the puzzle does not place: not rated (no rule knows them).
    const std::vector<int> pieces = piecesOf(*r);
    for (int c = 0; c < r->preplaced.board().area(); ++c)
        if (r->preplaced.at(c) != kEmpty && std::find(pieces.begin(), pieces.end(), r->preplaced.at(c)) == pieces.end())
            return std::unique_ptr<Deductions>();
    return std::unique_ptr<Deductions>(std::make_unique<ExactDeductions>(*r));
}

} // namespace

ComposeTraits exactComposeTraits()
{
    return placementTraits(exactFamily, prepare, candidates, deductions);
}

} // namespace cpw::compose
