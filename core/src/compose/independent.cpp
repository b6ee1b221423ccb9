// Compose traits of the independent family (cpw/independent.h): the completion puzzle of
// non-attacking pieces (n queens and every other piece, a mixed army), givens = preplaced pieces.
#include <algorithm>

#include "cpw/attacks.h"
#include "cpw/independent.h"
#include "traits.h"

namespace cpw::compose {

namespace {

Result<Problem> prepare(const Problem &base, std::stop_token, int)
{
    auto request = independentRequestFromProblem(base);
    if (!request)
        return request.error();
    if (request->mode == IndependentMode::Max)
        return fieldError(ErrorCode::Unsupported, "compose.params.max");
    if (request->hits == IndependentHits::All)
        return fieldError(ErrorCode::Unsupported, "compose.params.hits");
    Problem p = base;
    p.params.erase("first");
    p.params.erase("distinct");
    if (request->mode != IndependentMode::Army)
        p.params["count"] = static_cast<long long>(request->count >= 0
                                                       ? request->count
                                                       : std::min(base.board.width(), base.board.height()));
    return p;
}

/// The pieces of the puzzle with how many of each the solution has.
std::vector<ArmyEntry> armyOf(const IndependentRequest &r)
{
    if (r.mode == IndependentMode::Army)
        return r.army;
    return {{r.piece, r.count}};
}

std::vector<Given> candidates(const Problem &prepared)
{
    auto r = independentRequestFromProblem(prepared);
    if (!r)
        return {};
    std::vector<int> pieces;
    for (const ArmyEntry &e : armyOf(*r))
        pieces.push_back(e.piece);
    return everyCellWith(prepared, pieces);
}

/*
 * The person's rules for non-attacking pieces:
 * - two placed pieces must not attack each other (so a cell attacked by a placed piece, or
 *   from which a piece would attack one, stays empty);
 * - each kind of piece needs its number: no more placed, and no fewer places left than missing;
 * - where every rank (file) is a line of cells that all attack each other (queens, rooks on a
 *   board without holes), a rank holds at most one piece, so the ranks that can still take one
 *   must be enough for the pieces missing: a rank with one free place left must take a piece.
 */
class IndependentDeductions : public Deductions {
public:
    explicit IndependentDeductions(const IndependentRequest &r) : m_board(r.board), m_army(armyOf(r))
    {
        const int area = m_board.area();
        for (const ArmyEntry &e : m_army) {
            m_attacks.push_back(attackGraph(m_board, r.catalogue.piece(e.piece)));
            m_pieces.push_back(e.piece);
        }
        m_initial.assign(area, 0);
        const Domain all = (Domain(1) << (m_army.size() + 1)) - 1;
        for (int c = 0; c < area; ++c)
            m_initial[c] = m_board.isHole(c) ? Domain(1) : all;
        for (int c = 0; c < area; ++c)
            if (r.preplaced.board().area() == area && r.preplaced.at(c) != kEmpty) {
                const auto it = std::find(m_pieces.begin(), m_pieces.end(), r.preplaced.at(c));
                m_initial[c] = Domain(1) << (1 + (it - m_pieces.begin()));
            }
        auto clique = [&](const std::vector<int> &cells) {
            for (std::size_t i = 0; i < cells.size(); ++i)
                for (std::size_t j = 0; j < cells.size(); ++j)
                    if (i != j)
                        for (const auto &graph : m_attacks)
                            if (!graph[cells[i]].test(cells[j]))
                                return false;
            return true;
        };
        m_rows.resize(m_board.height());
        m_columns.resize(m_board.width());
        for (int c = 0; c < area; ++c)
            if (!m_board.isHole(c)) {
                m_rows[m_board.rankOf(c)].push_back(c);
                m_columns[m_board.fileOf(c)].push_back(c);
            }
        m_rowsClique = std::all_of(m_rows.begin(), m_rows.end(), clique);
        m_columnsClique = std::all_of(m_columns.begin(), m_columns.end(), clique);
    }

    Domains initial() const override { return m_initial; }

    bool consistent(const Domains &d, int cell) const override
    {
        const int area = m_board.area();
        // Placed pieces do not attack each other.
        auto pieceAt = [&](int c) { return (decided(d[c]) && d[c] != 1) ? std::countr_zero(d[c]) - 1 : -1; };
        auto clash = [&](int a, int pa, int b, int pb) {
            return m_attacks[pa][a].test(b) || m_attacks[pb][b].test(a);
        };
        for (int a = (cell >= 0 ? cell : 0); a < (cell >= 0 ? cell + 1 : area); ++a) {
            const int pa = pieceAt(a);
            if (pa < 0)
                continue;
            for (int b = 0; b < area; ++b) {
                const int pb = b == a ? -1 : pieceAt(b);
                if (pb >= 0 && clash(a, pa, b, pb))
                    return false;
            }
        }
        // Each kind: its number.
        int placedAll = 0, need = 0;
        for (std::size_t i = 0; i < m_army.size(); ++i) {
            const Domain bit = Domain(1) << (i + 1);
            int placed = 0, possible = 0;
            for (int c = 0; c < area; ++c)
                if (d[c] == bit)
                    ++placed;
                else if (d[c] & bit)
                    ++possible;
            if (placed > m_army[i].count || placed + possible < m_army[i].count)
                return false;
            placedAll += placed;
            need += m_army[i].count;
        }
        // Lines that hold one piece at most.
        auto linesEnough = [&](const std::vector<std::vector<int>> &lines) {
            int open = 0;
            for (const auto &line : lines) {
                bool has = false, can = false;
                for (int c : line) {
                    has = has || pieceAt(c) >= 0;
                    can = can || (!decided(d[c]) && (d[c] & ~Domain(1)));
                }
                open += (!has && can) ? 1 : 0;
            }
            return placedAll + open >= need;
        };
        if (m_rowsClique && !linesEnough(m_rows))
            return false;
        if (m_columnsClique && !linesEnough(m_columns))
            return false;
        return true;
    }

private:
    Board m_board;
    std::vector<ArmyEntry> m_army;
    std::vector<int> m_pieces;
    std::vector<std::vector<CellSet>> m_attacks; ///< per kind, per cell (empty board)
    Domains m_initial;
    std::vector<std::vector<int>> m_rows, m_columns;
    bool m_rowsClique = false, m_columnsClique = false;
};

Result<std::unique_ptr<Deductions>> deductions(const Problem &puzzle)
{
    auto read = independentRequestFromProblem(puzzle);
    if (!read)
        return read.error();
    if (read->mode != IndependentMode::Count && read->mode != IndependentMode::Army)
        return std::unique_ptr<Deductions>();
    IndependentRequest r = read.value();
    if (r.count < 0)
        r.count = std::min(r.board.width(), r.board.height());
    const std::vector<ArmyEntry> army = armyOf(r);
    if (army.size() + 1 > 31)
        return std::unique_ptr<Deductions>();
    // Preplaced pieces of a kind the puzzle does not place: not rated (no rule knows them).
    for (int c = 0; c < r.preplaced.board().area(); ++c)
        if (r.preplaced.at(c) != kEmpty &&
            std::none_of(army.begin(), army.end(), [&](const ArmyEntry &e) { return e.piece == r.preplaced.at(c); }))
            return std::unique_ptr<Deductions>();
    return std::unique_ptr<Deductions>(std::make_unique<IndependentDeductions>(r));
}

} // namespace

ComposeTraits independentComposeTraits()
{
    return placementTraits(independentFamily, prepare, candidates, deductions);
}

} // namespace cpw::compose
