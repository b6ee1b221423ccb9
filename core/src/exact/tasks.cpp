/*
 * The exact-attack search (Friedman's puzzle), made fast: the entry point and the task split.
 *
 * Threads. The tree is cut into tasks by expanding it breadth first, one pattern deeper per
 * level, until there are at least `taskTarget` open nodes (default 256). The cut depends only
 * on the problem and taskTarget, never on the thread count; tasks run via runTasks() and every
 * count is a sum over tasks.
 *
 * The parts: model.cpp (patterns, engine choice), fixedorder.cpp, dynamic.cpp, dynbitset.cpp
 * and occengine.h (the engines), leaf.cpp (canonical rules, blockers, symmetry, streaming),
 * worker.h (one worker, the helpers shared by the engines).
 */
#include "exact/sat.h"
#include "exact/worker.h"

namespace cpw {

namespace exactimpl {

void Worker::run(const Task &task)
{
    stack = task.stack;
    switch (task.kind) {
    case ResumeKind::Step:
        step(task.t, task.s);
        break;
    case ResumeKind::Exact:
        pickExact(task.t, task.next, task.r, task.s);
        break;
    case ResumeKind::Any:
        pickAny(task.t, task.next, task.s);
        break;
    case ResumeKind::Occ: {
        OccSearch<Worker> search(m.og, *this);
        search.run(task.os, task.next);
        break;
    }
    case ResumeKind::Dyn:
        if (m.bitset)
            bRun(task.s, task.excluded);
        else
            dynRun(task.s, task.excluded);
        break;
    }
    flush();
}

void Worker::flush()
{
    ctx.addNodes(nodes);
    nodes = 0;
    if (acc.pending) {
        const std::uint64_t want = acc.pending;
        acc.pending = 0;
        if (ctx.countSolutions(want) < want)
            stopped = true;
    }
}

} // namespace exactimpl

using namespace exactimpl;

namespace {

/// The SAT engine (sat.cpp): it proves an optimum and has no task split to save or hand out.
Result<SearchStats> solveBySat(const ExactRequest &req, std::stop_token token, const SearchOptions &options)
{
    if (req.mode == ExactMode::All)
        return familyError(ExactError::SatMode);
    if (options.resume || options.distributor || options.onCheckpoint || options.sampleTasks)
        return familyError(req.engine == ExactEngine::Auto ? ExactError::SatAutoTasks : ExactError::SatTasks);
    SearchContext ctx(std::move(token), options);
    return solveExactSat(req, ctx);
}

/// Splits the tree (breadth first, one pattern deeper per level) into at least `target` tasks
/// where it has that many open nodes. `stopped` when a stop came during the split.
std::vector<Task> splitTasks(const Model &m, const ExactRequest &req, SearchContext &ctx,
                             std::atomic<int> &best, std::size_t target, bool &stopped)
{
    Accum splitAcc;
    std::vector<Task> tasks;
    if (m.occ) {
        Task root;
        root.kind = ResumeKind::Occ;
        root.os = m.occRoot;
        if (!m.occDead)
            tasks.push_back(std::move(root));
    } else {
        tasks.push_back(Task{m.init, 0, m.dynamic ? ResumeKind::Dyn : ResumeKind::Step, 0, 0, {}, {}});
    }
    stopped = false;
    for (int depth = 1; tasks.size() < target && !stopped; ++depth) {
        std::vector<Task> next;
        bool grew = false;
        for (const Task &task : tasks) {
            if (task.t == m.n) {
                next.push_back(task); // a leaf: nothing to split
                continue;
            }
            grew = true;
            Worker w(m, req, ctx, best, splitAcc);
            w.splitDepth = depth;
            w.collect = &next;
            w.run(task);
            if (w.stopped)
                stopped = true;
        }
        tasks.swap(next);
        if (!grew)
            break;
    }
    return tasks;
}

/// One task's result for the ledger. Counters: "p<k>", "d<k>" and "s<k>" are the solutions,
/// 840 x classes and symmetric ones with k pieces; an optimising run adds the best it knows and
/// the solutions it keeps.
void taskResult(const Accum &acc, bool optimising, int best, TaskResult &result)
{
    std::uint64_t solutions = 0;
    for (int p = 0; p <= kMaxPieces; ++p) {
        const std::string k = std::to_string(p);
        if (acc.byPieces[p])
            result.counters["p" + k] = acc.byPieces[p];
        if (acc.distinct840[p])
            result.counters["d" + k] = acc.distinct840[p];
        if (acc.symmetric[p])
            result.counters["s" + k] = acc.symmetric[p];
        solutions += acc.byPieces[p];
    }
    if (!optimising) {
        result.counters["solutions"] = solutions;
        return;
    }
    if (best >= 0 && best != INT_MAX)
        result.best = best;
    for (auto &[pieces, sol] : acc.stored)
        result.kept.push_back(
            KeptSolution{double(pieces), sol.placement.cells(), sol.symmetric, sol.orbitSize});
}

/// The counters of the done tasks and of those cut short by a stop, summed.
Accum ledgerTotals(const TaskLedger &ledger, const TaskResult &dropped)
{
    Accum total;
    auto counter = [&](char kind, int p) -> std::uint64_t {
        const std::string key = kind + std::to_string(p);
        const auto it = ledger.counters.find(key);
        const auto cut = dropped.counters.find(key);
        return (it == ledger.counters.end() ? 0 : it->second) +
               (cut == dropped.counters.end() ? 0 : cut->second);
    };
    for (int p = 0; p <= kMaxPieces; ++p) {
        total.byPieces[p] = counter('p', p);
        total.distinct840[p] = counter('d', p);
        total.symmetric[p] = counter('s', p);
    }
    return total;
}

/// Every solution: the counts by number of pieces (and classes).
void reportAll(const ExactRequest &req, const Accum &total, SearchStats &stats)
{
    std::uint64_t d8 = 0, sym = 0;
    for (int p = 0; p <= kMaxPieces; ++p) {
        if (total.byPieces[p]) {
            stats.byPieces[p] = total.byPieces[p];
            // A class has one number of pieces, so each count is a whole number of 840ths.
            if (req.distinct)
                stats.distinctByPieces[p] = (total.distinct840[p] + 420) / 840;
        }
        d8 += total.distinct840[p];
        sym += total.symmetric[p];
    }
    if (!stats.byPieces.empty())
        stats.optimum = stats.byPieces.begin()->first;
    if (req.distinct) {
        stats.distinct = (d8 + 420) / 840;
        stats.symmetric = sym;
    }
}

/// The fewest or most pieces: the best found (a stopped run reports the best so far, not
/// proven; its count includes the tasks cut short, its streamed solutions only those of done
/// tasks), and the kept solutions at it streamed.
void reportBest(const ExactRequest &req, const Accum &total, const TaskLedger &ledger, int b,
                SearchContext &ctx, SearchStats &stats)
{
    if (ledger.best) // the done tasks' best, also those of other processes (--mpi)
        b = req.mode == ExactMode::Fewest ? std::min(b, static_cast<int>(*ledger.best))
                                          : std::max(b, static_cast<int>(*ledger.best));
    if (b < 0 || b == INT_MAX)
        return;
    stats.optimum = b;
    stats.byPieces[b] = total.byPieces[b];
    if (req.distinct) {
        stats.distinct = (total.distinct840[b] + 420) / 840;
        stats.distinctByPieces[b] = *stats.distinct;
        stats.symmetric = total.symmetric[b];
    }
    if (!ctx.wantsSolutions()) {
        ctx.countSolutions(total.byPieces[b]);
        return;
    }
    for (const KeptSolution &k : ledger.kept) {
        if (static_cast<int>(k.objective) != b)
            continue;
        Solution sol;
        sol.placement = Placement(req.board);
        for (std::size_t c = 0; c < k.cells.size(); ++c)
            sol.placement.set(static_cast<int>(c), k.cells[c]);
        sol.objective = k.objective;
        sol.symmetric = k.symmetric;
        sol.orbitSize = k.orbitSize;
        if (!ctx.submit(sol))
            break;
    }
    const std::uint64_t emitted = ctx.solutions();
    if (total.byPieces[b] > emitted)
        ctx.countSolutions(total.byPieces[b] - emitted);
}

} // namespace

Result<SearchStats> solveExact(const ExactRequest &request, std::stop_token token,
                               const SearchOptions &options)
{
    if (Error e = validateExact(request))
        return e;
    return exactimpl::solveValidExact(request, std::move(token), options);
}

Result<SearchStats> exactimpl::solveValidExact(const ExactRequest &request, std::stop_token token,
                                               const SearchOptions &options)
{
    const ExactRequest &req = request;
    if (effectiveExactEngine(req) == ExactEngine::Sat)
        return solveBySat(req, std::move(token), options);
    auto built = buildModel(req);
    if (!built)
        return built.error();
    const Model &m = *built.value();
    if (req.engine == ExactEngine::Occupancy && !m.occ)
        return familyError(ExactError::OccupancyRefused, "params.engine");

    SearchContext ctx(std::move(token), options);
    const bool optimising = req.mode != ExactMode::All;
    std::atomic<int> best{req.mode == ExactMode::Fewest ? INT_MAX : -1};
    const std::size_t target = req.taskTarget > 0 ? static_cast<std::size_t>(req.taskTarget) : 256;
    bool splitStopped = false;
    const std::vector<Task> tasks = splitTasks(m, req, ctx, best, target, splitStopped);

    // Every task sums into its own Accum, merged into the ledger when the task is done (so a
    // checkpoint holds exactly the done tasks; search.h, runLedgerTasks).
    bool covered = !splitStopped;
    TaskLedger ledger;
    TaskResult dropped; // tasks cut short by a stop: reported by a stopped run, not saved
    // The split above never knows a best (so a resumed run splits the same way); the tasks
    // start from the best of the done ones.
    if (optimising && options.resume && options.resume->best)
        best = static_cast<int>(*options.resume->best);
    if (!splitStopped) {
        const std::string split = std::string("exact/") +
                                  (m.occ       ? "occupancy"
                                   : m.dynamic ? (m.bitset ? "bitset" : "dynamic")
                                               : "fixed") +
                                  "/" + std::to_string(target);
        const ObjectiveSense sense = req.mode == ExactMode::Fewest ? ObjectiveSense::Minimise
                                     : req.mode == ExactMode::Most ? ObjectiveSense::Maximise
                                                                   : ObjectiveSense::None;
        auto ran = runLedgerTasks(
            ctx, tasks.size(), split, sense,
            [&](std::size_t i, int, TaskResult &result) {
                Accum acc;
                Worker w(m, req, ctx, best, acc);
                w.run(tasks[i]);
                taskResult(acc, optimising, best.load(), result);
            },
            ledger, options.resume, &dropped);
        if (!ran)
            return ran.error();
        covered = ran.value();
    }

    SearchStats stats;
    const Accum total = ledgerTotals(ledger, dropped);
    if (req.mode == ExactMode::All)
        reportAll(req, total, stats);
    else
        reportBest(req, total, ledger, best.load(), ctx, stats);
    ctx.finish(stats, covered);
    if (req.mode != ExactMode::All)
        stats.provenOptimal = stats.complete && stats.optimum.has_value();
    else if (stats.optimum)
        stats.provenOptimal = stats.complete;
    return stats;
}

} // namespace cpw
