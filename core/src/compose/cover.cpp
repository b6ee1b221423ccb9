// Compose traits of the cover family (cpw/cover.h): "cover the board with G pieces (the
// minimum, or the number asked), these given, find the rest". A puzzle states its size: params
// "mode" = "pieces", "pieces" = G, so `cpw solve` counts exactly the covers of that size that
// hold the givens. Givens = preplaced pieces.
#include <algorithm>

#include "cpw/attacks.h"
#include "cpw/cover.h"
#include "traits.h"

namespace cpw::compose {

namespace {

Result<Problem> prepare(const Problem &base, std::stop_token token, int threads)
{
    auto request = coverRequestFromProblem(base);
    if (!request)
        return request.error();
    if (request->mode == CoverMode::Upper)
        return fieldError(ErrorCode::Unsupported, "compose.params.mode");
    Problem p = base;
    p.params.erase("distinct");
    p.params.erase("first");
    if (request->mode == CoverMode::Minimum) { // the minimum first (proven), then that size
        Problem first = base;
        first.params["first"] = true;
        SearchOptions options;
        options.threads = threads;
        auto stats = solve(first, token, options);
        if (!stats)
            return stats.error();
        if (!stats->optimum || !stats->provenOptimal.value_or(false))
            return fieldError(ErrorCode::Unsupported,
                              stats->complete ? "compose.no_solution:" + base.kind : std::string("compose.stopped"));
        p.params["pieces"] = static_cast<long long>(*stats->optimum);
    }
    p.params["mode"] = std::string("pieces");
    return p;
}

int pieceOf(const CoverRequest &r)
{
    return r.piece >= 0 ? r.piece : r.catalogue.find('N');
}

std::vector<Given> candidates(const Problem &prepared)
{
    auto r = coverRequestFromProblem(prepared);
    return r ? everyCellWith(prepared, {pieceOf(*r)}) : std::vector<Given>{};
}

/*
 * The person's rules for covers of G pieces: no more than G placed, no fewer places left than
 * missing; every cell must still be coverable (occupied, for plain covers, or attacked by a
 * cell that may hold a piece), so the last cell that can cover a cell must take a piece; and
 * for independent covers placed pieces do not attack each other.
 */
class CoverDeductions : public Deductions {
public:
    explicit CoverDeductions(const CoverRequest &r)
        : m_board(r.board), m_variant(r.variant), m_pieces(r.pieces),
          m_attacks(attackGraph(r.board, r.catalogue.piece(pieceOf(r))))
    {
        const int area = m_board.area();
        m_attackers.resize(area);
        for (int s = 0; s < area; ++s)
            for (int t = 0; t < area; ++t)
                if (m_attacks[s].test(t))
                    m_attackers[t].push_back(s);
        m_initial.assign(area, 3);
        for (int c = 0; c < area; ++c) {
            if (m_board.isHole(c))
                m_initial[c] = 1;
            else if (r.preplaced.board().area() == area && r.preplaced.at(c) != kEmpty)
                m_initial[c] = 2;
        }
    }

    Domains initial() const override { return m_initial; }

    bool consistent(const Domains &d, int cell) const override
    {
        const int area = m_board.area();
        int placed = 0, possible = 0;
        for (int c = 0; c < area; ++c)
            if (d[c] == 2)
                ++placed;
            else if (d[c] & 2)
                ++possible;
        if (placed > m_pieces || placed + possible < m_pieces)
            return false;
        auto covered = [&](int t) {
            if (m_board.isHole(t))
                return true;
            if (m_variant != CoverVariant::Total && (d[t] & 2))
                return true;
            return std::any_of(m_attackers[t].begin(), m_attackers[t].end(), [&](int s) { return (d[s] & 2) != 0; });
        };
        auto clash = [&](int a) {
            if (d[a] != 2)
                return false;
            for (int b = 0; b < area; ++b)
                if (b != a && d[b] == 2 && (m_attacks[a].test(b) || m_attacks[b].test(a)))
                    return true;
            return false;
        };
        if (cell >= 0) { // the cell itself and the cells it attacks
            if (!covered(cell) || (m_variant == CoverVariant::Independent && clash(cell)))
                return false;
            for (int t = 0; t < area; ++t)
                if (m_attacks[cell].test(t) && !covered(t))
                    return false;
            return true;
        }
        for (int t = 0; t < area; ++t)
            if (!covered(t) || (m_variant == CoverVariant::Independent && clash(t)))
                return false;
        return true;
    }

private:
    Board m_board;
    CoverVariant m_variant;
    int m_pieces;
    std::vector<CellSet> m_attacks;
    std::vector<std::vector<int>> m_attackers;
    Domains m_initial;
};

Result<std::unique_ptr<Deductions>> deductions(const Problem &puzzle)
{
    auto r = coverRequestFromProblem(puzzle);
    if (!r)
        return r.error();
    if (r->mode != CoverMode::Pieces)
        return std::unique_ptr<Deductions>();
    return std::unique_ptr<Deductions>(std::make_unique<CoverDeductions>(*r));
}

} // namespace

ComposeTraits coverComposeTraits()
{
    return placementTraits(coverFamily, prepare, candidates, deductions);
}

} // namespace cpw::compose
