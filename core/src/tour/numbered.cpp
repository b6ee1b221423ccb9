/*
 * Tours with given move numbers (the numbered-tour puzzle of puzzle magazines): validation and
 * the search that honours the numbers.
 *
 * Normalisation. Every given is a (cell, move) pair; the start counts as move 1 and a given
 * opening (TourRequest::path) as moves 1, 2, ... A closed tour's numbering can be turned round
 * its cycle: subtracting s from every number (mod m, m = the board's cells) maps the numberings
 * that fit the givens one to one onto those that fit the shifted givens, so the smallest given
 * becomes move 1 and its cell the start: a closed tour with numbers is always searched from one
 * start, as directed cycles (each direction is another numbering), and the numbers are shifted
 * back. An open tour whose move 1 is not given is searched from every start that can reach the
 * first given in time, or, when fewer starts can, reversed (move k becomes m + 1 - k, which maps
 * directed tours one to one onto directed tours) from the cells that can reach the last given.
 *
 * The plan of one start (numberedPlan): the givens sorted, for closed tours the start once more
 * as move m + 1 (the cycle's closing leap), the fewest leaps from each given's cell to every cell
 * (breadth first), and the gaps between consecutive givens: gap k has n(k+1) - n(k) - 1 cells
 * (open tours: a last gap of m - n(last) cells after the last given). A free cell u (no number)
 * can lie in gap k only if d(given k, u) + d(u, given k + 1) <= n(k+1) - n(k) (the last open gap:
 * d(last given, u) <= m - n(last)); a cell that fits no gap, or consecutive givens farther apart
 * (or, for a leaper that changes colour with every leap, of the wrong parity) than their moves
 * allow, leave no tour.
 *
 * The walk (walker.h, with its dead-end rules) enters a given cell only at its move and enters
 * nothing else then; it enters a free cell only if the next given stays in reach. At every node
 * (path of t moves ending on c, the next given j at move n(j), `room` = n(j) - t - 1 cells before
 * it) feasible() cuts the branch when
 *  - d(c, given j) > room + 1 (the next given is out of reach);
 *  - a later gap has fewer unvisited free cells that can lie in it than it has cells;
 *  - an unvisited free cell fits neither the current gap (d(c, u) + d(u, given j) <= room + 1,
 *    d(c, u) from the table of all distances on boards up to 1024 cells, else 1) nor a later one;
 *  - more cells fit only the current gap than it has room, or fewer fit it than its room;
 *  - more cells fit only one later gap (and not the current one) than that gap has cells;
 *  - on boards of up to 64 cells (bit sets) every gap is judged by distances through the free
 *    unvisited cells instead of the board's (balls around its two ends, the current gap's from
 *    c): its far end must be in reach, enough cells must fit it, every cell that fits no later
 *    gap must fit the current one, and every free unvisited cell must fit some gap; and every
 *    unvisited cell must be reached from c through unvisited cells.
 * Each rule only removes branches without a completion, so counts stay exact.
 *
 * Counting: the tree is cut into tasks by expanding every start breadth first with the full
 * rules until at least `taskTarget` (256) prefixes exist or 12 moves are made; the cut depends
 * only on the request, so the count is the same sum for every thread count. Finding walks the
 * starts in order, Warnsdorff's order first.
 */
#include <algorithm>
#include <numeric>
#include <string>

#include "tour/walker.h"

namespace cpw {

using namespace tourimpl;

namespace {

/// The givens of a request: its numbers, the start as move 1 and the opening as moves 1, 2, ...,
/// each (cell, move) once, by move number.
std::vector<TourNumber> mergedGivens(const TourRequest &request)
{
    std::vector<TourNumber> out = request.numbers;
    if (request.start >= 0)
        out.push_back({request.start, 1});
    for (std::size_t i = 0; i < request.path.size(); ++i)
        out.push_back({request.path[i], static_cast<int>(i) + 1});
    std::sort(out.begin(), out.end(), [](const TourNumber &a, const TourNumber &b) {
        return a.number != b.number ? a.number < b.number : a.cell < b.cell;
    });
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

bool colourSwitching(const std::vector<Leap> &leaps)
{
    return std::all_of(leaps.begin(), leaps.end(), [](const Leap &l) { return (l.first + l.second) % 2 != 0; });
}

int colourOf(const Graph &g, int c)
{
    return (c % g.width + c / g.width) % 2;
}

std::string pairText(const TourNumber &n, int width)
{
    return cellName(width, n.cell) + "=" + std::to_string(n.number);
}

} // namespace

namespace tourimpl {

std::vector<std::uint16_t> leapDistances(const Graph &g, int from)
{
    std::vector<std::uint16_t> d(static_cast<std::size_t>(g.area()), kFar);
    std::vector<int> queue{from};
    d[static_cast<std::size_t>(from)] = 0;
    for (std::size_t i = 0; i < queue.size(); ++i) {
        const int c = queue[i];
        for (const int *p = g.begin(c); p != g.end(c); ++p)
            if (d[static_cast<std::size_t>(*p)] == kFar) {
                d[static_cast<std::size_t>(*p)] = static_cast<std::uint16_t>(
                    std::min<int>(d[static_cast<std::size_t>(c)] + 1, kFar - 1));
                queue.push_back(*p);
            }
    }
    return d;
}

NumberedBoard::NumberedBoard(const Graph &graph) : g(graph), bipartite(colourSwitching(graph.leaps))
{
    if (g.area() > kNumberedTableCells)
        return;
    table.reserve(static_cast<std::size_t>(g.area()) * static_cast<std::size_t>(g.area()));
    for (int c = 0; c < g.area(); ++c) {
        const std::vector<std::uint16_t> row = leapDistances(g, c);
        table.insert(table.end(), row.begin(), row.end());
    }
}

NumberedPlan numberedPlan(const NumberedBoard &board, std::vector<TourNumber> givens, bool closed)
{
    const Graph &g = board.g;
    NumberedPlan p;
    p.board = &board;
    p.m = g.cellCount;
    p.area = g.area();
    std::sort(givens.begin(), givens.end(),
              [](const TourNumber &a, const TourNumber &b) { return a.number < b.number; });
    p.numberOf.assign(static_cast<std::size_t>(p.area), 0);
    for (const TourNumber &n : givens)
        p.numberOf[static_cast<std::size_t>(n.cell)] = n.number;
    if (closed)
        givens.push_back({givens.front().cell, p.m + 1});
    const int L = static_cast<int>(givens.size());
    for (const TourNumber &n : givens) {
        p.givenNumber.push_back(n.number);
        p.givenCell.push_back(n.cell);
    }
    p.nextGiven.assign(static_cast<std::size_t>(p.m) + 1, L);
    for (int t = p.m, j = L; t >= 0; --t) {
        while (j > 0 && p.givenNumber[static_cast<std::size_t>(j) - 1] > t)
            --j;
        p.nextGiven[static_cast<std::size_t>(t)] = j;
    }
    p.dist.reserve(static_cast<std::size_t>(L) * static_cast<std::size_t>(p.area));
    for (int j = 0; j < L; ++j) {
        const int c = p.givenCell[static_cast<std::size_t>(j)];
        if (board.table.empty()) {
            const std::vector<std::uint16_t> row = leapDistances(g, c);
            p.dist.insert(p.dist.end(), row.begin(), row.end());
        } else {
            const auto row = board.table.begin() + static_cast<std::ptrdiff_t>(c) * p.area;
            p.dist.insert(p.dist.end(), row, row + p.area);
        }
    }
    // Consecutive givens within reach (and of the right parity).
    for (int j = 0; j + 1 < L; ++j) {
        const int d = p.leaps(j, p.givenCell[static_cast<std::size_t>(j) + 1]);
        const int moves = p.givenNumber[static_cast<std::size_t>(j) + 1] - p.givenNumber[static_cast<std::size_t>(j)];
        const bool parity = !board.bipartite || (colourOf(g, p.givenCell[static_cast<std::size_t>(j)]) +
                                                 colourOf(g, p.givenCell[static_cast<std::size_t>(j) + 1]) + moves) %
                                                        2 ==
                                                    0;
        if (d > moves || !parity)
            p.impossible = true;
    }
    // The gaps and the cells that can lie in them.
    const int gaps = closed ? L - 1 : L;
    for (int k = 0; k < gaps; ++k)
        p.slots.push_back(k + 1 < L ? p.givenNumber[static_cast<std::size_t>(k) + 1] -
                                          p.givenNumber[static_cast<std::size_t>(k)] - 1
                                    : p.m - p.givenNumber[static_cast<std::size_t>(k)]);
    p.gapOff.assign(static_cast<std::size_t>(p.area) + 1, 0);
    p.lastGap.assign(static_cast<std::size_t>(p.area), -1);
    p.secondGap.assign(static_cast<std::size_t>(p.area), -1);
    for (int u = 0; u < p.area; ++u) {
        if (!g.hole[static_cast<std::size_t>(u)] && p.numberOf[static_cast<std::size_t>(u)] == 0) {
            p.freeCells.push_back(u);
            for (int k = 0; k < gaps; ++k) {
                const int moves = k + 1 < L ? p.givenNumber[static_cast<std::size_t>(k) + 1] -
                                                  p.givenNumber[static_cast<std::size_t>(k)]
                                            : p.m - p.givenNumber[static_cast<std::size_t>(k)];
                const int need = p.leaps(k, u) + (k + 1 < L ? p.leaps(k + 1, u) : 0);
                if (need <= moves) {
                    p.gapList.push_back(k);
                    p.secondGap[static_cast<std::size_t>(u)] = p.lastGap[static_cast<std::size_t>(u)];
                    p.lastGap[static_cast<std::size_t>(u)] = k;
                }
            }
            if (p.lastGap[static_cast<std::size_t>(u)] < 0)
                p.impossible = true;
        }
        p.gapOff[static_cast<std::size_t>(u) + 1] = static_cast<int>(p.gapList.size());
    }
    if (p.area <= 64) {
        p.neighbours.assign(static_cast<std::size_t>(p.area), 0);
        for (int c = 0; c < p.area; ++c) {
            if (!g.hole[static_cast<std::size_t>(c)])
                p.cells |= std::uint64_t{1} << c;
            for (const int *n = g.begin(c); n != g.end(c); ++n)
                p.neighbours[static_cast<std::size_t>(c)] |= std::uint64_t{1} << *n;
        }
        for (int u : p.freeCells)
            p.freeMask |= std::uint64_t{1} << u;
        p.onlyUpTo.assign(static_cast<std::size_t>(gaps), 0);
        for (int k = 0; k < gaps; ++k)
            for (int u : p.freeCells)
                if (p.lastGap[static_cast<std::size_t>(u)] <= k)
                    p.onlyUpTo[static_cast<std::size_t>(k)] |= std::uint64_t{1} << u;
    }
    return p;
}

NumberedState::NumberedState(const NumberedPlan &plan)
    : m_p(plan), m_unvisited(plan.cells), m_candidates(static_cast<std::size_t>(plan.gaps()), 0),
      m_forced(static_cast<std::size_t>(plan.gaps()), 0), m_ballFrom(static_cast<std::size_t>(plan.m) + 2, 0),
      m_ballTo(static_cast<std::size_t>(plan.m) + 2, 0)
{
    for (int k : plan.gapList)
        ++m_candidates[static_cast<std::size_t>(k)];
}

void NumberedState::visit(int c)
{
    if (c < 64)
        m_unvisited &= ~(std::uint64_t{1} << c);
    for (int i = m_p.gapOff[static_cast<std::size_t>(c)]; i < m_p.gapOff[static_cast<std::size_t>(c) + 1]; ++i)
        --m_candidates[static_cast<std::size_t>(m_p.gapList[static_cast<std::size_t>(i)])];
}

void NumberedState::unvisit(int c)
{
    if (c < 64 && (m_p.cells >> c & 1))
        m_unvisited |= std::uint64_t{1} << c;
    for (int i = m_p.gapOff[static_cast<std::size_t>(c)]; i < m_p.gapOff[static_cast<std::size_t>(c) + 1]; ++i)
        ++m_candidates[static_cast<std::size_t>(m_p.gapList[static_cast<std::size_t>(i)])];
}

bool NumberedState::feasible(int c, int t, const std::uint8_t *visited)
{
    const NumberedPlan &p = m_p;
    const int L = static_cast<int>(p.givenNumber.size());
    const int gaps = p.gaps();
    const int j = p.nextGiven[static_cast<std::size_t>(t)];
    int room = p.m - t; // cells still to enter before the next given (or to the end)
    int gap = gaps - 1; // the gap the walk is in
    if (j < L) {
        room = p.givenNumber[static_cast<std::size_t>(j)] - t - 1;
        if (p.leaps(j, c) > room + 1)
            return false;
        gap = j - 1;
    }
    for (int k = gap + 1; k < gaps; ++k) {
        if (m_candidates[static_cast<std::size_t>(k)] < p.slots[static_cast<std::size_t>(k)])
            return false;
        m_forced[static_cast<std::size_t>(k)] = 0;
    }
    if (!p.neighbours.empty()) {
        // The rest of the path runs from c through every unvisited cell: they are all reached
        // from c through unvisited cells.
        std::uint64_t reached = 0, frontier = p.neighbours[static_cast<std::size_t>(c)] & m_unvisited;
        while (frontier) {
            reached |= frontier;
            std::uint64_t next = 0;
            for (std::uint64_t f = frontier; f; f &= f - 1)
                next |= p.neighbours[static_cast<std::size_t>(__builtin_ctzll(f))];
            frontier = next & m_unvisited & ~reached;
        }
        if (reached != m_unvisited)
            return false;
        // The gaps by distances through the free unvisited cells: a cell fits a gap of `len` cells
        // between cells a and b when its distances from a and to b add up to at most len + 1
        // (balls around a and b); every gap needs len such cells and b within reach of a, and
        // every free unvisited cell must fit some gap (the current one runs from c).
        const std::uint64_t free = m_unvisited & p.freeMask;
        auto grow = [&](int from, int len, std::uint64_t *balls) {
            std::uint64_t ball = 0, front = std::uint64_t{1} << from;
            for (int i = 1; i <= len; ++i) {
                std::uint64_t reach = 0;
                for (std::uint64_t f = front; f; f &= f - 1)
                    reach |= p.neighbours[static_cast<std::size_t>(__builtin_ctzll(f))];
                front = reach & free & ~ball;
                ball |= front;
                balls[i] = ball;
            }
            return ball;
        };
        std::uint64_t covered = 0;
        for (int k = gap; k < gaps; ++k) {
            const int from = k == gap ? c : p.givenCell[static_cast<std::size_t>(k)];
            const int len = k == gap ? room : p.slots[static_cast<std::size_t>(k)];
            if (k + 1 >= L) { // the open tour's last gap: every cell within reach of its start
                covered |= grow(from, len, m_ballFrom.data());
                continue;
            }
            const int to = p.givenCell[static_cast<std::size_t>(k) + 1];
            grow(from, len, m_ballFrom.data());
            grow(to, len, m_ballTo.data());
            const std::uint64_t toNeighbours = p.neighbours[static_cast<std::size_t>(to)];
            if (!(toNeighbours >> from & 1) && (len == 0 || !(m_ballFrom[static_cast<std::size_t>(len)] & toNeighbours)))
                return false; // b is out of reach of a through free cells
            std::uint64_t fit = 0;
            for (int i = 1; i <= len; ++i)
                fit |= m_ballFrom[static_cast<std::size_t>(i)] & m_ballTo[static_cast<std::size_t>(len + 1 - i)];
            if (__builtin_popcountll(fit) < len)
                return false;
            if (k == gap) {
                const std::uint64_t only = free & p.onlyUpTo[static_cast<std::size_t>(gap)];
                if ((only & ~fit) || __builtin_popcountll(only) > len)
                    return false;
            }
            covered |= fit;
        }
        return !(free & ~covered);
    }
    int must = 0, can = 0;
    for (int u : p.freeCells) {
        if (visited[static_cast<std::size_t>(u)])
            continue;
        const int near = p.board->between(c, u);
        const bool now = j < L ? near + p.leaps(j, u) <= room + 1 : near <= room;
        const int last = p.lastGap[static_cast<std::size_t>(u)];
        const bool later = last > gap;
        if (now) {
            ++can;
            must += !later;
        } else if (!later) {
            return false;
        } else if (p.secondGap[static_cast<std::size_t>(u)] <= gap &&
                   ++m_forced[static_cast<std::size_t>(last)] > p.slots[static_cast<std::size_t>(last)]) {
            return false;
        }
    }
    return must <= room && can >= room;
}

Error validateNumbers(const TourRequest &request)
{
    if (request.numbers.empty())
        return {};
    const int m = request.cellCount();
    std::vector<std::uint8_t> cellSeen(static_cast<std::size_t>(request.area()), 0);
    std::vector<std::uint8_t> numberSeen(static_cast<std::size_t>(m) + 1, 0);
    for (const TourNumber &n : request.numbers) {
        const std::string pair = n.cell >= 0 && n.cell < request.area()
                                     ? pairText(n, request.width)
                                     : std::to_string(n.cell) + "=" + std::to_string(n.number);
        if (n.cell < 0 || n.cell >= request.area())
            return familyError(TourError::BadNumber, pair, 2);
        if (request.isHole(n.cell))
            return familyError(TourError::BadNumber, pair, 3);
        if (n.number < 1 || n.number > m)
            return familyError(TourError::NumberRange, pair, m);
        if (cellSeen[static_cast<std::size_t>(n.cell)]++)
            return familyError(TourError::BadNumber, pair, 4);
        if (numberSeen[static_cast<std::size_t>(n.number)]++)
            return familyError(TourError::BadNumber, pair, 5);
        if (request.start >= 0 && (n.number == 1) != (n.cell == request.start))
            return familyError(TourError::BadNumber, pair, 6);
        const auto at = std::find(request.path.begin(), request.path.end(), n.cell);
        const bool onPath = at != request.path.end() && at - request.path.begin() + 1 != n.number;
        if (onPath || (n.number <= static_cast<int>(request.path.size()) &&
                       request.path[static_cast<std::size_t>(n.number) - 1] != n.cell))
            return familyError(TourError::BadNumber, pair, 7);
    }
    // Consecutive givens (closed tours: also the last and the first across the end) must be
    // joined by a path of the leaper in the moves between them; then every two givens are.
    const std::vector<TourNumber> givens = mergedGivens(request);
    const Graph g = buildGraph(request);
    const bool bipartite = colourSwitching(g.leaps);
    const std::size_t pairs = request.closed && givens.size() > 1 ? givens.size() : givens.size() - 1;
    for (std::size_t i = 0; i < pairs; ++i) {
        const TourNumber &a = givens[i], &b = givens[(i + 1) % givens.size()];
        const int moves = b.number > a.number ? b.number - a.number : b.number + m - a.number;
        const int d = leapDistances(g, a.cell)[static_cast<std::size_t>(b.cell)];
        const std::string pair = pairText(a, request.width) + " " + pairText(b, request.width);
        if (d == kFar)
            return familyError(TourError::NumbersApart, pair, -1);
        if (d > moves)
            return familyError(TourError::NumbersApart, pair, d);
        if (bipartite && (colourOf(g, a.cell) + colourOf(g, b.cell) + moves) % 2 != 0)
            return familyError(TourError::NumbersApart, pair, -2);
    }
    return {};
}

} // namespace tourimpl

Error parseTourNumbers(std::string_view text, int width, int height, std::vector<TourNumber> &out)
{
    return forEachWord(text, " \t,\n", [&](const std::string &pair) -> Error {
        const auto eq = pair.find('=');
        const std::string digits = eq == std::string::npos ? std::string() : pair.substr(eq + 1);
        if (eq == std::string::npos || eq == 0 || digits.empty() || digits.size() > 7 ||
            digits.find_first_not_of("0123456789") != std::string::npos)
            return familyError(TourError::BadNumber, pair, 1);
        const auto cell = parseCellName(std::string_view(pair).substr(0, eq), width, height);
        if (!cell)
            return familyError(TourError::BadNumber, pair, 2);
        out.push_back({static_cast<int>(cell.value()), std::stoi(digits)});
        return {};
    });
}

Error tourimpl::forEachWord(std::string_view text, std::string_view separators,
                            const std::function<Error(const std::string &word)> &take)
{
    std::string word;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i < text.size() && separators.find(text[i]) == std::string_view::npos) {
            word += text[i];
            continue;
        }
        if (word.empty())
            continue;
        if (Error e = take(word))
            return e;
        word.clear();
    }
    return {};
}

std::string tourNumbersText(const std::vector<TourNumber> &numbers, int width)
{
    std::string out;
    for (const TourNumber &n : numbers)
        out += (out.empty() ? "" : " ") + pairText(n, width);
    return out;
}

namespace tourimpl {

namespace {

/// The request's search with numbers: a plan per start and how its move numbers map back.
struct NumberedSearch {
    explicit NumberedSearch(const Graph &g) : board(g) {}
    NumberedBoard board;
    std::vector<NumberedPlan> plans; ///< one per start, in cell order (none that cannot fit)
    int m = 0;
    int shift = 0;         ///< closed: the request's move = this one + shift (mod m)
    bool reversed = false; ///< open: the request's move = m + 1 - this one
    int original(int k) const { return reversed ? m + 1 - k : (k - 1 + shift) % m + 1; }
    std::vector<int> order(const std::vector<int> &path) const
    {
        std::vector<int> out(static_cast<std::size_t>(board.g.area()), 0);
        for (std::size_t i = 0; i < path.size(); ++i)
            out[static_cast<std::size_t>(path[i])] = original(static_cast<int>(i) + 1);
        return out;
    }
};

/// Normalises the request's givens (numbered.cpp's comment) and plans every start.
void planSearch(const TourRequest &request, NumberedSearch &s)
{
    const Graph &g = s.board.g;
    s.m = g.cellCount;
    std::vector<TourNumber> givens = mergedGivens(request);
    std::vector<int> starts;
    if (request.closed) {
        s.shift = givens.front().number - 1;
        for (TourNumber &n : givens)
            n.number -= s.shift;
        starts.push_back(givens.front().cell);
    } else if (givens.front().number == 1) {
        starts.push_back(givens.front().cell);
    } else {
        // The cells that can be move 1: free, and within reach of the first given (forward) or,
        // reversed, of the last one; the direction with fewer such cells is searched.
        auto candidates = [&](const TourNumber &first) {
            if (first.number == 1) // the last given is move m: reversed, it is the start
                return std::vector<int>{first.cell};
            const std::vector<std::uint16_t> d = leapDistances(g, first.cell);
            std::vector<int> out;
            for (int c = 0; c < g.area(); ++c) {
                const bool free = !g.hole[static_cast<std::size_t>(c)] &&
                                  std::none_of(givens.begin(), givens.end(),
                                               [&](const TourNumber &n) { return n.cell == c; });
                const int moves = first.number - 1;
                if (free && d[static_cast<std::size_t>(c)] <= moves &&
                    (!s.board.bipartite || (colourOf(g, c) + colourOf(g, first.cell) + moves) % 2 == 0))
                    out.push_back(c);
            }
            return out;
        };
        const std::vector<int> forward = candidates(givens.front());
        const std::vector<int> backward = candidates({givens.back().cell, s.m + 1 - givens.back().number});
        s.reversed = backward.size() < forward.size();
        starts = s.reversed ? backward : forward;
        if (s.reversed)
            for (TourNumber &n : givens)
                n.number = s.m + 1 - n.number;
    }
    for (int start : starts) {
        std::vector<TourNumber> plan = givens;
        if (std::none_of(plan.begin(), plan.end(), [](const TourNumber &n) { return n.number == 1; }))
            plan.push_back({start, 1});
        NumberedPlan p = numberedPlan(s.board, std::move(plan), request.closed);
        if (!p.impossible)
            s.plans.push_back(std::move(p));
    }
}

/// Every path of `depth` more moves below the walker's (full rules), or shorter complete tours.
void numberedPrefixes(Walker &w, int depth, int plan, std::vector<std::pair<int, std::vector<int>>> &out)
{
    if (depth == 0) {
        out.emplace_back(plan, w.path());
        return;
    }
    w.expand(false);
    const std::span<const int> c = w.candidates();
    if (c.empty()) {
        if (w.complete())
            out.emplace_back(plan, w.path());
        return;
    }
    const std::vector<int> moves(c.begin(), c.end());
    for (int u : moves) {
        w.visit(u);
        numberedPrefixes(w, depth - 1, plan, out);
        w.unvisit();
    }
}

} // namespace

bool countNumberedTours(const Graph &g, const TourRequest &request, SearchContext &ctx, std::size_t &taskCount,
                        std::size_t &startCount, Error &error)
{
    NumberedSearch s(g);
    planSearch(request, s);
    startCount = s.plans.size();
    const std::size_t target = request.taskTarget > 0 ? static_cast<std::size_t>(request.taskTarget) : 256;
    std::vector<std::pair<int, std::vector<int>>> tasks;
    for (int depth = 0; depth <= 12; ++depth) {
        tasks.clear();
        for (std::size_t i = 0; i < s.plans.size(); ++i) {
            NumberedState state(s.plans[i]);
            const int start = s.plans[i].givenCell.front();
            Walker w(g, request.closed, start, &state);
            w.visit(start);
            numberedPrefixes(w, depth, static_cast<int>(i), tasks);
        }
        if (tasks.size() >= target || depth + 1 >= g.cellCount)
            break;
    }
    taskCount = tasks.size();
    const std::string split = "tour-numbers/" + std::to_string(tasks.size()) + "/" + std::to_string(target);
    TaskLedger ledger;
    auto ran = runLedgerTasks(ctx, tasks.size(), split, ObjectiveSense::None, [&](std::size_t t, int,
                                                                                  TaskResult &result) {
        const auto &[plan, prefix] = tasks[t];
        NumberedState state(s.plans[static_cast<std::size_t>(plan)]);
        Walker w(g, request.closed, prefix.front(), &state);
        for (int c : prefix)
            w.visit(c);
        // With a solution limit (is the puzzle unique?) Warnsdorff's order meets tours sooner.
        result.counters["solutions"] = countTaskTours(
            w, ctx, ctx.options().solutionLimit > 0, [] { return true; },
            [&](const auto &path) { return s.order(path); });
    }, ledger, ctx.options().resume);
    if (!ran) {
        error = ran.error();
        return false;
    }
    return ran.value();
}

std::vector<int> findNumberedTour(const Graph &g, const TourRequest &request, SearchContext &ctx, bool &covered)
{
    NumberedSearch s(g);
    planSearch(request, s);
    covered = true;
    for (const NumberedPlan &plan : s.plans) {
        NumberedState state(plan);
        const int start = plan.givenCell.front();
        Walker w(g, request.closed, start, &state);
        w.visit(start);
        std::vector<int> found;
        const bool all = w.run(
            true,
            [&] {
                found = w.path();
                return false;
            },
            [&](std::uint64_t n) {
                ctx.addNodes(n);
                return !ctx.stopRequested();
            });
        if (!found.empty()) {
            covered = false;
            return s.order(found);
        }
        if (!all) {
            covered = false;
            return {};
        }
    }
    return {};
}

} // namespace tourimpl

} // namespace cpw
