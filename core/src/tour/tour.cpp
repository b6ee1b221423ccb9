/*
 * Leaper tours (seed 001's knight's tour, generalised): requests, theory, verification and the
 * search driver.
 *
 * Theory (tourObstacle), checked in this order, each a proof that no tour exists:
 *  - closed tours need 3 cells at least (a cycle);
 *  - the leap graph must be connected (a colour-bound leaper such as the camel, whose leaps
 *    keep the square colour, never reaches the other colour; a knight in the centre of 3x3
 *    has no move);
 *  - a closed tour enters and leaves every cell, so every cell needs two leaps; an open tour
 *    has two ends, so at most two cells may have a single leap;
 *  - a leaper whose every leap changes the square colour (dx + dy odd: knight, zebra, giraffe)
 *    alternates colours, so a closed tour needs as many dark as light cells and an open tour
 *    a difference of at most one, starting on the colour with more cells when they differ;
 *  - the knight on a full m x n rectangle (m <= n): Schwenk's theorem (1991) for closed tours
 *    (none when m and n are both odd, m is 1, 2 or 4, or m = 3 and n is 4, 6 or 8) and the
 *    theorem of Conrad, Hindrichs, Morsy and Wegener (1994) for open ones (none when m is 1 or 2
 *    and n > 1, m = 3 and n is 3, 5 or 6, or m = n = 4).
 * The tests check each theorem's cases against the complete search with theory turned off.
 *
 * Finding (TourMode::Find): theory first; then the heuristics of heuristics.cpp (Warnsdorff's
 * rule with several tie-breaks and Posa rotations, the block-and-join construction for large
 * closed tours); then the complete backtracking search of walker.cpp, which either finds a tour
 * or proves there is none. Every tour is verified (isValidTour) before it is streamed.
 * Counting (TourMode::Count): walker.cpp's exact count on tasks.
 */
#include "cpw/tour.h"
#include "cpw/family.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <set>

#include "tour/split.h"
#include "tour/tourimpl.h"

namespace cpw {

namespace tourimpl {

bool Graph::adjacent(int a, int b) const
{
    for (const int *p = begin(a); p != end(a); ++p)
        if (*p == b)
            return true;
    return false;
}

int Graph::firstCell() const
{
    for (int c = 0; c < area(); ++c)
        if (!hole[static_cast<std::size_t>(c)])
            return c;
    return -1;
}

Graph buildGraph(int width, int height, const std::vector<std::uint8_t> &holes,
                 const std::vector<Leap> &leaps)
{
    Graph g;
    g.width = width;
    g.height = height;
    g.leaps = leaps;
    const std::size_t area = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
    g.hole = holes.empty() ? std::vector<std::uint8_t>(area, 0) : holes;
    g.off.assign(area + 1, 0);
    g.adj.reserve(area * leaps.size());
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            const int c = y * width + x;
            if (!g.hole[static_cast<std::size_t>(c)]) {
                ++g.cellCount;
                for (const auto &[dx, dy] : leaps) {
                    const int nx = x + dx, ny = y + dy;
                    if (nx < 0 || ny < 0 || nx >= width || ny >= height)
                        continue;
                    const int n = ny * width + nx;
                    if (!g.hole[static_cast<std::size_t>(n)])
                        g.adj.push_back(n);
                }
            }
            g.off[static_cast<std::size_t>(c) + 1] = static_cast<int>(g.adj.size());
            g.maxDegree = std::max(g.maxDegree, g.degree(c));
        }
    return g;
}

Graph buildGraph(const TourRequest &request)
{
    return buildGraph(request.width, request.height, request.holes, request.effectiveLeaps());
}

std::vector<int> orderOf(const Graph &g, const std::vector<int> &path)
{
    std::vector<int> order(static_cast<std::size_t>(g.area()), 0);
    for (std::size_t i = 0; i < path.size(); ++i)
        order[static_cast<std::size_t>(path[i])] = static_cast<int>(i) + 1;
    return order;
}

} // namespace tourimpl

using namespace tourimpl;

bool tourFrontierApplies(const TourRequest &request, int *window)
{
    if (validateTour(request))
        return false;
    const int w = frontierWindow(buildGraph(request), nullptr);
    if (window)
        *window = w;
    return request.mode == TourMode::Count && w <= kMaxTourFrontier && request.path.size() <= 1 &&
           request.numbers.empty();
}

std::string_view tourObstacleName(TourObstacle obstacle)
{
    switch (obstacle) {
    case TourObstacle::None:
        return "";
    case TourObstacle::TooSmall:
        return "too_small";
    case TourObstacle::Disconnected:
        return "disconnected";
    case TourObstacle::DeadEnds:
        return "dead_ends";
    case TourObstacle::ColourCount:
        return "colour_count";
    case TourObstacle::MinorityStart:
        return "minority_start";
    case TourObstacle::Schwenk:
        return "schwenk";
    case TourObstacle::Conrad:
        return "conrad";
    }
    return "";
}

int TourRequest::cellCount() const
{
    if (holes.empty())
        return area();
    return area() -
           static_cast<int>(std::count_if(holes.begin(), holes.end(), [](std::uint8_t h) { return h != 0; }));
}

std::vector<Leap> leaperLeaps(int a, int b)
{
    std::set<Leap> set;
    for (int sx : {-1, 1})
        for (int sy : {-1, 1}) {
            set.insert({sx * a, sy * b});
            set.insert({sx * b, sy * a});
        }
    set.erase({0, 0});
    return {set.begin(), set.end()};
}

std::span<const NamedLeaper> namedLeapers()
{
    static constexpr NamedLeaper kLeapers[] = {
        {"knight", 1, 2}, {"camel", 1, 3}, {"zebra", 2, 3}, {"giraffe", 1, 4}};
    return kLeapers;
}

std::vector<Leap> TourRequest::effectiveLeaps() const
{
    return leaps.empty() ? leaperLeaps(1, 2) : leaps;
}

Result<std::vector<Leap>> pieceLeaps(const PieceType &piece)
{
    std::set<Leap> set;
    for (const Move &m : piece.moves) {
        if (m.dx == 0 && m.dy == 0)
            continue;
        if (m.isRide()) {
            Error e = familyError(TourError::NeedsLeaper);
            e.token = std::string(1, piece.letter);
            return e;
        }
        set.insert({m.dx, m.dy});
    }
    for (const Leap &l : set)
        if (!set.count({-l.first, -l.second})) {
            Error e = familyError(TourError::AsymmetricLeaper);
            e.token = std::string(1, piece.letter);
            return e;
        }
    if (set.empty()) {
        Error e;
        e.code = ErrorCode::NoPieces;
        return e;
    }
    return std::vector<Leap>(set.begin(), set.end());
}

Result<Board> tourBoard(const TourRequest &request)
{
    auto b = Board::create(request.width, request.height);
    if (!b)
        return b.error();
    Board board = b.value();
    for (int c = 0; c < request.area(); ++c)
        if (request.isHole(c))
            board.setHole(c);
    return board;
}

TourRequest tourRequestFor(const Board &board)
{
    TourRequest r;
    r.width = board.width();
    r.height = board.height();
    if (board.hasHoles()) {
        r.holes.assign(static_cast<std::size_t>(board.area()), 0);
        for (int c = 0; c < board.area(); ++c)
            r.holes[static_cast<std::size_t>(c)] = board.isHole(c) ? 1 : 0;
    }
    return r;
}

namespace {

/// The opening (TourRequest::path): cells of the board, each once, one leap apart, from the start.
Error validatePath(const TourRequest &request)
{
    const std::vector<Leap> leaps = request.effectiveLeaps();
    std::set<int> seen;
    for (std::size_t i = 0; i < request.path.size(); ++i) {
        const int c = request.path[i];
        auto bad = [&](int why) {
            return familyError(TourError::BadPath, std::to_string(c), why);
        };
        if (c < 0 || c >= request.area() || request.isHole(c))
            return bad(4);
        if (i == 0 && request.start >= 0 && c != request.start)
            return bad(3);
        if (!seen.insert(c).second)
            return bad(2);
        if (i > 0) {
            const int p = request.path[i - 1];
            const Leap d{c % request.width - p % request.width, c / request.width - p / request.width};
            if (std::find(leaps.begin(), leaps.end(), d) == leaps.end())
                return bad(1);
        }
    }
    return {};
}

} // namespace

Error validateTour(const TourRequest &request)
{
    noteRequestValidation();
    Error e;
    for (int side : {request.width, request.height})
        if (side < 1 || side > kMaxTourSide) {
            e = side < 1 ? fieldError(ErrorCode::BadBoardSize) : familyError(TourError::BoardTooLarge, "board");
            e.value = side;
            return e;
        }
    if (!request.holes.empty() && request.holes.size() != static_cast<std::size_t>(request.area())) {
        e.code = ErrorCode::BadFieldValue;
        e.token = "board.holes";
        return e;
    }
    if (request.cellCount() == 0) {
        e.code = ErrorCode::BadFieldValue;
        e.token = "board";
        return e;
    }
    for (const auto &[dx, dy] : request.leaps) {
        if ((dx == 0 && dy == 0) || std::abs(dx) > kMaxTourSide || std::abs(dy) > kMaxTourSide) {
            e.code = ErrorCode::BadFieldValue;
            e.token = "params.leap";
            return e;
        }
        if (std::find(request.leaps.begin(), request.leaps.end(), Leap{-dx, -dy}) == request.leaps.end()) {
            e = familyError(TourError::AsymmetricLeaper);
            e.token = std::string(1, request.letter);
            return e;
        }
    }
    if (request.start >= 0 || request.start < -1) {
        if (request.start >= request.area() || request.start < 0) {
            e.code = ErrorCode::CellOutOfBoard;
            e.token = std::to_string(request.start);
            return e;
        }
        if (request.isHole(request.start)) {
            e.code = ErrorCode::CellIsHole;
            e.token = "start";
            return e;
        }
    }
    if (Error p = validatePath(request))
        return p;
    return validateNumbers(request);
}

namespace {
TourObstacle obstacleOn(const TourRequest &request, const Graph &g);
}

TourObstacle tourObstacle(const TourRequest &request)
{
    return obstacleOn(request, buildGraph(request));
}

namespace {
TourObstacle obstacleOn(const TourRequest &request, const Graph &g)
{
    const int m = g.cellCount;
    if (request.closed && m < 3)
        return TourObstacle::TooSmall;
    if (m <= 1)
        return TourObstacle::None;
    const std::vector<Leap> leaps = request.effectiveLeaps();
    std::vector<Leap> sorted = leaps;
    std::sort(sorted.begin(), sorted.end());
    const bool knightRectangle = sorted == leaperLeaps(1, 2) && m == g.area();
    const int a = std::min(g.width, g.height), b = std::max(g.width, g.height);
    // The knight's graph of a full rectangle with sides of 4 or more is connected and has no
    // cell with fewer than two leaps, so the graph walks below are needed only for the rest.
    const bool walk = !(knightRectangle && a >= 4);
    // Connectivity.
    if (walk) {
        std::vector<std::uint8_t> seen(static_cast<std::size_t>(g.area()), 0);
        std::vector<int> stack{g.firstCell()};
        seen[static_cast<std::size_t>(stack.back())] = 1;
        int reached = 0;
        while (!stack.empty()) {
            const int c = stack.back();
            stack.pop_back();
            ++reached;
            for (const int *p = g.begin(c); p != g.end(c); ++p)
                if (!seen[static_cast<std::size_t>(*p)]) {
                    seen[static_cast<std::size_t>(*p)] = 1;
                    stack.push_back(*p);
                }
        }
        if (reached != m)
            return TourObstacle::Disconnected;
        // Degrees.
        int ones = 0;
        for (int c = 0; c < g.area(); ++c) {
            if (g.hole[static_cast<std::size_t>(c)])
                continue;
            if (request.closed && g.degree(c) < 2)
                return TourObstacle::DeadEnds;
            ones += g.degree(c) == 1;
        }
        if (ones > 2)
            return TourObstacle::DeadEnds;
    }
    // Colours.
    const bool switching =
        std::all_of(leaps.begin(), leaps.end(), [](const Leap &l) { return (l.first + l.second) % 2 != 0; });
    if (switching) {
        int even = (m + 1) / 2; // a full rectangle: a1's colour has the extra cell
        if (m != g.area()) {
            even = 0;
            for (int y = 0; y < g.height; ++y)
                for (int x = 0; x < g.width; ++x)
                    if (!g.hole[static_cast<std::size_t>(y * g.width + x)] && (x + y) % 2 == 0)
                        ++even;
        }
        const int odd = m - even;
        if (request.closed ? even != odd : std::abs(even - odd) > 1)
            return TourObstacle::ColourCount;
        if (!request.closed && even != odd && request.start >= 0) {
            const bool startEven = (request.start % g.width + request.start / g.width) % 2 == 0;
            if (startEven != (even > odd))
                return TourObstacle::MinorityStart;
        }
    }
    // The knight on a full rectangle.
    if (knightRectangle) {
        if (request.closed) {
            if ((a % 2 == 1 && b % 2 == 1) || a == 1 || a == 2 || a == 4 ||
                (a == 3 && (b == 4 || b == 6 || b == 8)))
                return TourObstacle::Schwenk;
        } else if (((a == 1 || a == 2) && b > 1) || (a == 3 && (b == 3 || b == 5 || b == 6)) ||
                   (a == 4 && b == 4)) {
            return TourObstacle::Conrad;
        }
    }
    return TourObstacle::None;
}
} // namespace

bool isValidTour(const TourRequest &request, const std::vector<int> &order)
{
    if (order.size() != static_cast<std::size_t>(request.area()))
        return false;
    const int m = request.cellCount();
    std::vector<int> cellOf(static_cast<std::size_t>(m) + 1, -1);
    for (int c = 0; c < request.area(); ++c) {
        const int k = order[static_cast<std::size_t>(c)];
        if (request.isHole(c)) {
            if (k != 0)
                return false;
            continue;
        }
        if (k < 1 || k > m || cellOf[static_cast<std::size_t>(k)] >= 0)
            return false;
        cellOf[static_cast<std::size_t>(k)] = c;
    }
    if (request.start >= 0 && cellOf[1] != request.start)
        return false;
    for (std::size_t i = 0; i < request.path.size(); ++i)
        if (static_cast<int>(i) + 1 > m || cellOf[i + 1] != request.path[i])
            return false;
    for (const TourNumber &n : request.numbers)
        if (n.cell < 0 || n.cell >= request.area() || order[static_cast<std::size_t>(n.cell)] != n.number)
            return false;
    const std::vector<Leap> leaps = request.effectiveLeaps();
    auto leap = [&](int a, int b) {
        const Leap d{b % request.width - a % request.width, b / request.width - a / request.width};
        return std::find(leaps.begin(), leaps.end(), d) != leaps.end();
    };
    for (int k = 1; k < m; ++k)
        if (!leap(cellOf[static_cast<std::size_t>(k)], cellOf[static_cast<std::size_t>(k) + 1]))
            return false;
    if (request.closed && (m < 3 || !leap(cellOf[static_cast<std::size_t>(m)], cellOf[1])))
        return false;
    return true;
}

std::string tourStartNotation(const TourRequest &request, int startCell)
{
    std::string out;
    for (int y = request.height - 1; y >= 0; --y) {
        int run = 0;
        for (int x = 0; x < request.width; ++x) {
            const int c = y * request.width + x;
            if (request.isHole(c) || c == startCell) {
                if (run)
                    out += std::to_string(run);
                run = 0;
                out += request.isHole(c) ? '-' : request.letter;
            } else {
                ++run;
            }
        }
        if (run)
            out += std::to_string(run);
        if (y > 0)
            out += '/';
    }
    return out;
}

namespace {

/// Fills a solution's order and its placement (the piece on the start cell).
Solution tourSolution(const TourRequest &request, const Graph &g, const std::vector<int> &path)
{
    Solution s;
    s.order = orderOf(g, path);
    if (auto board = tourBoard(request)) {
        s.placement = Placement(board.value());
        if (request.pieceId >= 0 && !path.empty())
            s.placement.set(path.front(), request.pieceId);
    }
    return s;
}

/// The path of a tour from its move numbers (Solution::order).
std::vector<int> pathOf(const Graph &g, const std::vector<int> &order)
{
    std::vector<int> path(static_cast<std::size_t>(g.cellCount));
    for (int c = 0; c < g.area(); ++c)
        if (order[static_cast<std::size_t>(c)] > 0)
            path[static_cast<std::size_t>(order[static_cast<std::size_t>(c)] - 1)] = c;
    return path;
}

/// Tours with given numbers (numbered.cpp): the search engine alone honours them, counting or
/// finding one; every tour found is verified before it is streamed.
Result<SearchStats> solveNumbered(const TourRequest &request, const Graph &g, std::stop_token token,
                                  const SearchOptions &options)
{
    if (request.mode == TourMode::Count &&
        (request.engine == TourEngine::Frontier || request.engine == TourEngine::Split))
        return familyError(TourError::EngineRefused, "numbers");
    if (request.mode != TourMode::Count && (options.resume || options.onCheckpoint))
        return fieldError(ErrorCode::NoCheckpoints, "tour");
    SearchOptions opt = options;
    if (options.onSolution)
        opt.onSolution = [&](const Solution &s) {
            Solution full = s;
            full.placement = tourSolution(request, g, pathOf(g, s.order)).placement;
            options.onSolution(full);
        };
    SearchStats stats;
    SearchContext ctx(std::move(token), request.mode == TourMode::Count ? opt : options);
    if (request.mode == TourMode::Count) {
        std::size_t tasks = 0, starts = 0;
        Error error;
        const bool covered = countNumberedTours(g, request, ctx, tasks, starts, error);
        if (error)
            return error;
        ctx.finish(stats, covered);
        stats.extra["tasks"] = static_cast<double>(tasks);
        stats.extra["starts"] = static_cast<double>(starts);
    } else {
        ctx.startMonitor();
        bool covered = false;
        std::vector<int> order = findNumberedTour(g, request, ctx, covered);
        ctx.stopMonitor();
        if (!order.empty() && isValidTour(request, order)) {
            ctx.submit(tourSolution(request, g, pathOf(g, order)));
            ctx.requestStop(StopReason::SolutionLimit);
        }
        ctx.finish(stats, covered && order.empty());
    }
    stats.extra["givens"] = static_cast<double>(request.numbers.size());
    stats.labels["engine"] = tourEngineName(TourEngine::Search);
    return stats;
}

} // namespace

Result<SearchStats> tourimpl::solveValidTour(const TourRequest &request, std::stop_token token,
                                             const SearchOptions &options)
{
    SearchStats stats;
    const Graph g = buildGraph(request);
    const TourObstacle obstacle = request.useTheory ? obstacleOn(request, g) : TourObstacle::None;
    if (obstacle != TourObstacle::None) {
        SearchContext ctx(std::move(token), options);
        ctx.finish(stats, true);
        stats.extra["impossible"] = static_cast<double>(obstacle);
        stats.labels["impossible"] = std::string(tourObstacleName(obstacle));
        return stats;
    }
    if (request.mode != TourMode::Count && (options.resume || options.onCheckpoint)) {
        Error e; // finding one tour keeps no task list (docs/scale.md)
        e.code = ErrorCode::NoCheckpoints;
        e.token = "tour";
        return e;
    }
    if (request.mode != TourMode::Count && request.engine == TourEngine::Frontier) {
        Error e = familyError(TourError::EngineRefused);
        e.token = "find";
        return e;
    }
    if (!request.numbers.empty())
        return solveNumbered(request, g, std::move(token), options);
    // A checkpoint continues with the engine that wrote it (the split's ledger: "tour-split/...").
    const bool resumesSplit = options.resume && options.resume->split.rfind("tour-split/", 0) == 0;
    if (request.mode == TourMode::Count && (request.engine == TourEngine::Split || resumesSplit)) {
        if ((!request.closed && request.start >= 0) || (options.resume && !resumesSplit) ||
            request.path.size() > 1) {
            Error e = familyError(TourError::EngineRefused);
            e.token = "split";
            return e;
        }
        return countBySplit(request, g, std::move(token), options);
    }
    if (request.mode == TourMode::Count && request.engine != TourEngine::Search) {
        const int window = frontierWindow(g, nullptr);
        // Both engines pause and resume (the programme between sweep steps: a ledger of split
        // "frontier/..." with a side file); a checkpoint continues with the engine that wrote it.
        // Only the search distributes or samples tasks, or stops after a number of tours; auto
        // leaves it those. Whether someone listens to the tours (a solution sink) changes
        // nothing: auto is the same policy for every caller, and lists tours only where the
        // search runs. A given opening is the search's alone too (the programme sweeps the
        // board by cells).
        const bool resumesDp = options.resume && options.resume->split.rfind("frontier/", 0) == 0;
        const bool resumesSearch = options.resume && !resumesDp;
        const bool opening = request.path.size() > 1;
        // Several processes (--mpi): the search hands out its tasks (distributor); the programme
        // shares its configurations when the caller gives the exchange too.
        const bool searchMpi = options.distributor && !options.frontierExchange;
        if (request.engine == TourEngine::Frontier &&
            (resumesSearch || searchMpi || options.sampleTasks > 0 || options.solutionLimit > 0 || opening ||
             window > kMaxTourFrontier)) {
            Error e = familyError(TourError::EngineRefused);
            e.token = resumesSearch           ? "checkpoint"
                      : searchMpi             ? "mpi"
                      : options.sampleTasks   ? "sample"
                      : options.solutionLimit ? "params.limit"
                      : opening               ? "path"
                                              : "window";
            e.value = window;
            return e;
        }
        const bool asksSearch =
            resumesSearch || searchMpi || options.sampleTasks > 0 || options.solutionLimit > 0;
        // Auto takes the split wherever it applies on boards of 36 cells or more whose shorter
        // side has 5 or more: measured faster there on every board tried, closed and open, knight
        // and king, on one and two threads (docs/tour.md "Which engine auto takes": 6x10 open 2.2
        // times, 7x8 open 4.1 times at one thread). On smaller boards, and on 3 and 4 rows, both
        // take well under a second and dp stays. Where the split refuses the board (its band
        // wider than 32 cells, too few rows to cut) or a half passes 2^256 partial tours, the
        // programme counts it (to 2^512); a stop or the memory limit ends the run as it is.
        const bool full = g.cellCount == g.area();
        const bool worthSplit = std::min(request.width, request.height) >= 5 && g.area() >= 36;
        if (!opening && !resumesDp && request.engine == TourEngine::Auto && !asksSearch && full &&
            worthSplit && (request.closed || request.start < 0)) {
            bool handOver = false;
            auto split = countBySplit(request, g, token, options, &handOver);
            if (!handOver || token.stop_requested())
                return split;
        }
        if (resumesDp || (!opening && (request.engine == TourEngine::Frontier ||
                                       (!asksSearch && window <= kMaxTourFrontier))))
            return countByFrontier(request, g, std::move(token), options);
    }
    if (request.mode == TourMode::Count) {
        // Streamed solutions get their placement here, where the request is known.
        SearchOptions opt = options;
        if (options.onSolution) {
            opt.onSolution = [&](const Solution &s) {
                Solution full = s;
                std::vector<int> path(static_cast<std::size_t>(g.cellCount));
                for (int c = 0; c < g.area(); ++c)
                    if (s.order[static_cast<std::size_t>(c)] > 0)
                        path[static_cast<std::size_t>(s.order[static_cast<std::size_t>(c)] - 1)] = c;
                full.placement = tourSolution(request, g, path).placement;
                options.onSolution(full);
            };
        }
        std::size_t tasks = 0;
        SearchContext ctx(std::move(token), opt);
        Error error;
        const bool covered = countTours(g, request, ctx, tasks, error);
        if (error)
            return error;
        ctx.finish(stats, covered);
        stats.extra["tasks"] = static_cast<double>(tasks);
        stats.labels["engine"] = tourEngineName(TourEngine::Search);
        return stats;
    }
    SearchContext ctx(std::move(token), options);
    ctx.startMonitor();
    const int start = request.start >= 0 ? request.start : g.firstCell();
    // The opening the tour must begin with: the given path, else the start alone. The
    // heuristics know no opening; the complete search (Warnsdorff order) continues one.
    const std::vector<int> opening = request.path.size() > 1 ? request.path : std::vector<int>{start};
    std::vector<int> path;
    bool covered = false;
    if (request.useHeuristics && opening.size() == 1) {
        path = heuristicTour(g, start, request.closed, ctx);
    }
    // Never stream a wrong tour: every tour is verified (it starts where it was asked to and
    // begins with the opening).
    auto verified = [&](const std::vector<int> &p) {
        if (p.empty() || p.front() != start)
            return false;
        return isValidTour(request, orderOf(g, p));
    };
    if (!verified(path)) {
        path.clear();
        if (!ctx.stopRequested())
            path = searchTour(g, opening, request.closed, &ctx, 0, covered);
        if (!verified(path))
            path.clear();
    }
    ctx.stopMonitor();
    if (!path.empty()) {
        ctx.submit(tourSolution(request, g, path));
        ctx.requestStop(StopReason::SolutionLimit);
        covered = false;
    }
    ctx.finish(stats, covered);
    return stats;
}

} // namespace cpw
