// Compose traits of the tour family (cpw/tour.h): the numbered-tour puzzle of puzzle
// magazines. Givens = move numbers of some cells, the tour problem's string param "numbers"
// ("a1=1 c2=3 h8=64": every solution visits each listed cell at that move). Available where
// this build's tour family declares "numbers"; the puzzle counts every tour (params "count"
// = true, every start) that agrees with the numbers.
#include <algorithm>
#include <bit>
#include <deque>
#include <sstream>

#include "cpw/params.h"
#include "cpw/tour.h"
#include "traits.h"

namespace cpw::compose {

namespace {

constexpr const char *kNumbers = "numbers";

bool available()
{
    return findParam(tourFamily().name, kNumbers) != nullptr;
}

Result<Problem> prepare(const Problem &base, std::stop_token, int)
{
    if (!base.paramString("path", "").empty())
        return fieldError(ErrorCode::Unsupported, "compose.params.path");
    Problem p = base;
    p.params.erase("start");
    p.params.erase("distinct");
    p.params["count"] = true;
    return p;
}

/// A drawing starts at a cell chosen with the seed and finds one tour.
Problem drawSeeded(const Problem &prepared, std::uint64_t seed)
{
    Problem p = prepared;
    std::vector<int> cells;
    for (int c = 0; c < p.board.area(); ++c)
        if (!p.board.isHole(c))
            cells.push_back(c);
    if (!cells.empty())
        p.params["start"] = p.board.cellName(cells[seed % cells.size()]);
    p.params["count"] = false;
    return p;
}

std::vector<Given> givensOf(const Problem &, const Solution &solution)
{
    std::vector<Given> out;
    for (std::size_t c = 0; c < solution.order.size(); ++c)
        if (solution.order[c] > 0)
            out.push_back({static_cast<int>(c), solution.order[c]});
    return out;
}

Problem withNumbers(const Problem &prepared, std::span<const Given> givens)
{
    Problem p = prepared;
    std::string text;
    for (const Given &g : givens)
        text += (text.empty() ? "" : " ") + p.board.cellName(g.cell) + "=" + std::to_string(g.value);
    if (text.empty())
        p.params.erase(kNumbers);
    else
        p.params[kNumbers] = text;
    return p;
}

Result<std::vector<Given>> readNumbers(const Problem &puzzle)
{
    std::vector<Given> out;
    std::istringstream in(puzzle.paramString(kNumbers, ""));
    std::string pair;
    while (in >> pair) {
        const auto eq = pair.find('=');
        if (eq == std::string::npos)
            return fieldError(ErrorCode::BadFieldValue, "params.numbers");
        auto cell = puzzle.board.parseCell(pair.substr(0, eq));
        if (!cell)
            return fieldError(ErrorCode::BadFieldValue, "params.numbers");
        try {
            out.push_back({static_cast<int>(*cell), std::stoi(pair.substr(eq + 1))});
        } catch (...) {
            return fieldError(ErrorCode::BadFieldValue, "params.numbers");
        }
    }
    std::sort(out.begin(), out.end(), [](const Given &a, const Given &b) { return a.cell < b.cell; });
    return out;
}

/*
 * The person's rules for a numbered tour (Hidato with leaps). The tour's cells (holes left
 * out) hold the moves 1 .. N, each exactly once; a cell's domain is the moves it may still hold
 * (bit k - 1 = move k, so boards of up to 64 cells). The rules a solver on paper uses:
 * - every move has a cell left (so a move with one possible cell left takes it), and one cell
 *   only (two cells are at least one leap apart, the next rule);
 * - a cell holding move k has a neighbour (one leap away) that can hold k - 1 and one that can
 *   hold k + 1 (a closed tour wraps N round to 1);
 * - two cells holding moves k and m are at most |k - m| leaps apart (the fewest leaps through
 *   the board, holes never entered; a closed tour may go either way round), and where every
 *   leap changes the square colour, the difference has the parity of those leaps.
 * Each rule holds for every tour that agrees with the numbers, so the engine only removes moves
 * that no completion has.
 */
class TourDeductions : public Deductions {
public:
    TourDeductions(const TourRequest &r)
        : m_closed(r.closed)
    {
        std::vector<int> index(static_cast<std::size_t>(r.area()), -1);
        for (int c = 0; c < r.area(); ++c)
            if (!r.isHole(c)) {
                index[c] = static_cast<int>(m_cellOf.size());
                m_cellOf.push_back(c);
            }
        m_n = static_cast<int>(m_cellOf.size());
        m_neighbours.resize(m_n);
        m_bipartite = true;
        for (int i = 0; i < m_n; ++i) {
            const int x = m_cellOf[i] % r.width, y = m_cellOf[i] / r.width;
            for (const Leap &l : r.effectiveLeaps()) {
                const int nx = x + l.first, ny = y + l.second;
                if (nx < 0 || ny < 0 || nx >= r.width || ny >= r.height || index[ny * r.width + nx] < 0)
                    continue;
                m_neighbours[i].push_back(index[ny * r.width + nx]);
            }
            if ((x + y) % 2 == 0)
                m_bipartite = m_bipartite && std::ranges::all_of(m_neighbours[i], [&](int j) {
                                  return (m_cellOf[j] % r.width + m_cellOf[j] / r.width) % 2 == 1;
                              });
        }
        // The fewest leaps between any two cells: a breadth-first search from each.
        m_dist.assign(static_cast<std::size_t>(m_n) * m_n, kFar);
        for (int s = 0; s < m_n; ++s) {
            std::deque<int> queue{s};
            m_dist[s * m_n + s] = 0;
            while (!queue.empty()) {
                const int a = queue.front();
                queue.pop_front();
                for (int b : m_neighbours[a])
                    if (m_dist[s * m_n + b] == kFar) {
                        m_dist[s * m_n + b] = m_dist[s * m_n + a] + 1;
                        queue.push_back(b);
                    }
            }
        }
        m_full = m_n == 64 ? ~Domain(0) : (Domain(1) << m_n) - 1;
        m_initial.assign(m_n, m_full);
        for (const TourNumber &g : r.numbers)
            if (g.cell >= 0 && g.cell < r.area() && index[g.cell] >= 0 && g.number >= 1 && g.number <= m_n)
                m_initial[index[g.cell]] = Domain(1) << (g.number - 1);
    }

    Domains initial() const override { return m_initial; }

    bool consistent(const Domains &d, int cell) const override
    {
        Domain any = 0;
        for (Domain x : d)
            any |= x;
        if (any != m_full)
            return false; // a move without a cell
        if (cell >= 0)
            return holds(d, cell) &&
                   std::ranges::all_of(m_neighbours[cell], [&](int e) { return !decided(d[e]) || supported(d, e); });
        for (int c = 0; c < m_n; ++c)
            if (decided(d[c]) && !holds(d, c))
                return false;
        return true;
    }

private:
    static constexpr int kFar = 1 << 20;

    static int moveOf(Domain x) { return std::countr_zero(x) + 1; }

    /// The decided cell c has its neighbouring moves within reach.
    bool supported(const Domains &d, int c) const
    {
        const int k = moveOf(d[c]);
        const int before = k > 1 ? k - 1 : (m_closed ? m_n : 0);
        const int after = k < m_n ? k + 1 : (m_closed ? 1 : 0);
        bool hasBefore = before == 0, hasAfter = after == 0;
        for (int e : m_neighbours[c]) {
            hasBefore = hasBefore || (d[e] >> (before - 1) & 1);
            hasAfter = hasAfter || (d[e] >> (after - 1) & 1);
        }
        return hasBefore && hasAfter;
    }

    /// The rules for a decided cell c: its neighbours, its distances (a cell at least one leap
    /// away cannot hold the same move: the distance rule keeps each move in one cell).
    bool holds(const Domains &d, int c) const
    {
        if (!decided(d[c]))
            return true;
        if (!supported(d, c))
            return false;
        const int k = moveOf(d[c]);
        for (int e = 0; e < m_n; ++e) {
            if (e == c || !decided(d[e]))
                continue;
            int apart = std::abs(moveOf(d[e]) - k);
            if (m_closed)
                apart = std::min(apart, m_n - apart);
            const int leaps = m_dist[c * m_n + e];
            if (leaps > apart || (m_bipartite && (apart - leaps) % 2 != 0))
                return false;
        }
        return true;
    }

    bool m_closed = false;
    bool m_bipartite = true;
    int m_n = 0;
    Domain m_full = 0;
    std::vector<int> m_cellOf;
    std::vector<std::vector<int>> m_neighbours;
    std::vector<int> m_dist;
    Domains m_initial;
};

Result<std::unique_ptr<Deductions>> deductions(const Problem &puzzle)
{
    auto r = tourRequestFromProblem(puzzle);
    if (!r)
        return r.error();
    if (r->cellCount() > 64 || r->cellCount() < 1)
        return std::unique_ptr<Deductions>();
    return std::unique_ptr<Deductions>(std::make_unique<TourDeductions>(*r));
}

} // namespace

ComposeTraits tourComposeTraits()
{
    return {.family = tourFamily,
            .available = available,
            .prepare = prepare,
            .givensOf = givensOf,
            .candidates = nullptr,
            .drawSeeded = drawSeeded,
            .withGivens = withNumbers,
            .readGivens = readNumbers,
            .deductions = deductions};
}

} // namespace cpw::compose
