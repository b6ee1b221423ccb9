/*
 * Complete search for leaper tours: one backtracking walker serves both finding (Warnsdorff
 * order, first tour) and exact counting (tasks on runTasks).
 *
 * State: the path so far, a visited flag per cell, and cnt[c] = the number of unvisited
 * neighbours of every cell. For closed tours the start s stays "open" in cnt (its visit does
 * not lower its neighbours' counts), because the path must come back to it: the remaining
 * path from the current cell c must then cover every unvisited cell and end next to s, while
 * cnt[s] (s's unvisited neighbours) must not drop to 0 before the last cell.
 *
 * Dead-end rules at the current cell c, over its unvisited neighbours u (sound, so counts stay
 * exact; they only cut branches that cannot finish):
 *  - a neighbour with cnt[u] = 0 can only be entered from c and never left, so it must be the
 *    very last cell (open tours, one cell left) or the branch is dead;
 *  - a neighbour with cnt[u] = 1 that c does not enter now keeps a single way in and no way
 *    out, so it must end the path. An open path has one free end: three such neighbours are
 *    dead, two force the move into one of them. A closed path ends next to s, and every such
 *    neighbour counts s among its exits, so a second one is dead and one forces the move.
 *  - closed: cnt[s] = 0 with cells left is dead.
 *
 * Counting conventions (tour.h): open tours are directed paths from each start; closed tours
 * are cycles, enumerated as directed cycles from one fixed start and counted when the second
 * cell has a smaller index than the last (each cycle once, in one of its two directions).
 *
 * Threads: for counting, the tree is cut by expanding every start breadth first (plain
 * legality, no rules) until at least `taskTarget` prefixes (default 256) exist or a depth of
 * 12 is reached. The cut depends only on the board, the leaps and taskTarget, so every count
 * is the same sum of per-task counts for any thread count. Each task replays its prefix and
 * searches below it with the full rules.
 */
#include <algorithm>
#include <atomic>
#include <memory>

#include "tour/walker.h"

namespace cpw::tourimpl {

namespace {

/// The start of a closed count: the cell with the fewest leaps (first in index order).
int closedCountStart(const Graph &g)
{
    int best = -1;
    for (int c = 0; c < g.area(); ++c)
        if (!g.hole[static_cast<std::size_t>(c)] && (best < 0 || g.degree(c) < g.degree(best)))
            best = c;
    return best;
}

/// Task prefixes: every legal path of `depth` moves that begins with `opening` (the opening
/// itself when it is as long; shorter paths only when they already cover the board).
void prefixes(const Graph &g, const std::vector<int> &opening, int depth, std::vector<std::vector<int>> &out)
{
    std::vector<int> path = opening;
    std::vector<std::uint8_t> used(g.hole);
    for (int c : opening)
        used[static_cast<std::size_t>(c)] = 1;
    auto rec = [&](auto &&self) -> void {
        if (static_cast<int>(path.size()) >= depth + 1 || static_cast<int>(path.size()) == g.cellCount) {
            out.push_back(path);
            return;
        }
        const int c = path.back();
        for (const int *p = g.begin(c); p != g.end(c); ++p) {
            if (used[static_cast<std::size_t>(*p)])
                continue;
            used[static_cast<std::size_t>(*p)] = 1;
            path.push_back(*p);
            self(self);
            path.pop_back();
            used[static_cast<std::size_t>(*p)] = 0;
        }
    };
    rec(rec);
}

} // namespace

std::vector<int> searchTour(const Graph &g, const std::vector<int> &opening, bool closed, SearchContext *ctx,
                            std::uint64_t nodeBudget, bool &covered)
{
    Walker w(g, closed, opening.front());
    for (int c : opening)
        w.visit(c);
    std::vector<int> found;
    std::uint64_t used = 0;
    covered = w.run(
        true,
        [&] {
            found = w.path();
            return false;
        },
        [&](std::uint64_t n) {
            used += n;
            if (ctx) {
                ctx->addNodes(n);
                if (ctx->stopRequested())
                    return false;
            }
            return nodeBudget == 0 || used < nodeBudget;
        });
    if (!found.empty())
        covered = false;
    return found;
}

bool countTours(const Graph &g, const TourRequest &request, SearchContext &ctx, std::size_t &taskCount,
                Error &error)
{
    // The openings every tour begins with: the given path, or a start (each start when open
    // tours are counted without one).
    std::vector<std::vector<int>> openings;
    if (request.path.size() > 1)
        openings.push_back(request.path);
    else if (request.closed)
        openings.push_back({request.start >= 0 ? request.start : closedCountStart(g)});
    else if (request.start >= 0)
        openings.push_back({request.start});
    else
        for (int c = 0; c < g.area(); ++c)
            if (!g.hole[static_cast<std::size_t>(c)])
                openings.push_back({c});
    // A closed tour's opening of two cells or more fixes its direction: every cycle through it
    // is met once, so none is skipped as the other direction.
    const bool directed = request.closed && openings.front().size() > 1;
    const int given = static_cast<int>(openings.front().size()) - 1;
    const std::size_t target = request.taskTarget > 0 ? static_cast<std::size_t>(request.taskTarget) : 256;
    std::vector<std::vector<int>> tasks;
    for (int depth = given; depth <= given + 12; ++depth) {
        tasks.clear();
        for (const std::vector<int> &o : openings)
            prefixes(g, o, depth, tasks);
        if (tasks.size() >= target || depth + 1 >= g.cellCount)
            break;
    }
    taskCount = tasks.size();
    // Each task counts its own tours ("solutions"), so that a checkpoint holds exactly the done
    // tasks (search.h, runLedgerTasks); the split is named by its prefix depth and size.
    const std::string split = "tour/" + std::to_string(tasks.size()) + "/" + std::to_string(target);
    TaskLedger ledger;
    auto ran = runLedgerTasks(ctx, tasks.size(), split, ObjectiveSense::None, [&](std::size_t t, int,
                                                                                  TaskResult &result) {
        const std::vector<int> &prefix = tasks[t];
        Walker w(g, request.closed, prefix.front());
        for (int c : prefix)
            w.visit(c);
        result.counters["solutions"] = countTaskTours(
            w, ctx, false, [&] { return !request.closed || directed || w.canonicalCycle(); },
            [&](const auto &path) { return orderOf(g, path); });
    }, ledger, ctx.options().resume);
    if (!ran) {
        error = ran.error();
        return false;
    }
    return ran.value();
}

} // namespace cpw::tourimpl
