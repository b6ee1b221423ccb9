#include "cpw/search.h"

#include <algorithm>
#include <cmath>
#include <condition_variable>
#include <ctime>
#include <random>
#include <thread>

namespace cpw {

/*
 * SearchContext holds what all workers of one search share. Stop conditions are folded into
 * one relaxed atomic flag: the external stop_token, the deadline (checked by workers when
 * they poll, and by the monitor thread), and the solution limit (set by submit/countSolutions).
 * The progress monitor is a thread that wakes every progressInterval seconds, or at once
 * when the search ends, and calls onProgress with a snapshot of the counters.
 *
 * runTasks() hands out task indices from an atomic counter to N worker threads. Which worker
 * runs a task changes from run to run, but the set of tasks does not, so sums over tasks are
 * the same for every thread count.
 */

int resolveThreadCount(int requested)
{
    if (requested > 0)
        return std::min(requested, 256);
    const unsigned hw = std::thread::hardware_concurrency();
    return hw == 0 ? 1 : static_cast<int>(hw);
}

struct SearchContext::Monitor {
    std::mutex mutex;
    std::condition_variable wake;
    bool done = false;
    std::thread thread;
};

SearchContext::SearchContext(std::stop_token token, const SearchOptions &options)
    : m_token(std::move(token)), m_options(options), m_threads(resolveThreadCount(options.threads)),
      m_start(std::chrono::steady_clock::now())
{
    if (options.resume) {
        m_records = options.resume->records;
        m_nodes.store(options.resume->nodes);
    }
}

std::optional<std::uint64_t> SearchContext::recorded(const std::string &key) const
{
    std::lock_guard lock(m_sinkMutex);
    const auto it = m_records.find(key);
    if (it == m_records.end())
        return std::nullopt;
    return it->second;
}

std::map<std::string, std::uint64_t> SearchContext::records() const
{
    std::lock_guard lock(m_sinkMutex);
    return m_records;
}

void SearchContext::note(const std::map<std::string, std::uint64_t> &values)
{
    std::lock_guard lock(m_sinkMutex);
    for (const auto &[key, value] : values)
        m_records[key] = value;
}

void SearchContext::record(const std::map<std::string, std::uint64_t> &values)
{
    {
        std::lock_guard lock(m_sinkMutex);
        for (const auto &[key, value] : values)
            m_records[key] = value;
    }
    // Only the process that writes checkpoints (search.h, SearchOptions::distributor), and
    // never while estimating (--sample runs no phase to its end).
    if (!m_options.onCheckpoint || m_options.sampleTasks > 0 ||
        (m_options.distributor && !m_options.distributor->coordinator()))
        return;
    TaskLedger between;
    between.split = kPhasesSplit;
    between.records = records();
    between.nodes = nodes();
    between.elapsedSeconds = earlierElapsed() + elapsed();
    m_options.onCheckpoint(between);
}

SearchContext::~SearchContext()
{
    stopMonitor();
}

double SearchContext::elapsed() const
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - m_start).count();
}

bool SearchContext::pollExternal() const
{
    if (m_token.stop_requested()) {
        StopReason expected = StopReason::Completed;
        m_reason.compare_exchange_strong(expected, StopReason::StopRequested);
        m_stopped.store(true, std::memory_order_relaxed);
        return true;
    }
    if (m_options.timeLimitSeconds > 0 && elapsed() >= m_options.timeLimitSeconds) {
        StopReason expected = StopReason::Completed;
        m_reason.compare_exchange_strong(expected, StopReason::TimeLimit);
        m_stopped.store(true, std::memory_order_relaxed);
        return true;
    }
    return false;
}

void SearchContext::requestStop(StopReason reason)
{
    StopReason expected = StopReason::Completed;
    m_reason.compare_exchange_strong(expected, reason);
    m_stopped.store(true, std::memory_order_relaxed);
}

bool SearchContext::submit(const Solution &solution)
{
    std::lock_guard lock(m_sinkMutex);
    const std::uint64_t limit = m_options.solutionLimit;
    if (!limit) {
        // countSolutions adds without the lock when there is no limit: add, never write back a
        // value read before (a count added in between would be lost).
        m_solutions.fetch_add(1, std::memory_order_relaxed);
        if (m_options.onSolution)
            m_options.onSolution(solution);
        return true;
    }
    const std::uint64_t have = m_solutions.load(std::memory_order_relaxed);
    if (have >= limit)
        return false;
    m_solutions.store(have + 1, std::memory_order_relaxed);
    if (m_options.onSolution)
        m_options.onSolution(solution);
    if (have + 1 >= limit) {
        requestStop(StopReason::SolutionLimit);
        return false;
    }
    return true;
}

std::uint64_t SearchContext::countSolutions(std::uint64_t n)
{
    const std::uint64_t limit = m_options.solutionLimit;
    if (!limit) {
        m_solutions.fetch_add(n, std::memory_order_relaxed);
        return n;
    }
    std::lock_guard lock(m_sinkMutex);
    const std::uint64_t have = m_solutions.load(std::memory_order_relaxed);
    const std::uint64_t take = have >= limit ? 0 : std::min(n, limit - have);
    m_solutions.store(have + take, std::memory_order_relaxed);
    if (have + take >= limit)
        requestStop(StopReason::SolutionLimit);
    return take;
}

void SearchContext::setBestObjective(double value)
{
    m_best.store(value, std::memory_order_relaxed);
    m_hasBest.store(true, std::memory_order_release);
}

bool SearchContext::wantsSnapshot() const
{
    if (!m_options.onSnapshot)
        return false;
    const long long now = static_cast<long long>(elapsed() * 1000);
    return now - m_lastSnapshotMs.load(std::memory_order_relaxed) >= 200;
}

void SearchContext::offerSnapshot(const Placement &placement)
{
    if (!m_options.onSnapshot)
        return;
    const long long now = static_cast<long long>(elapsed() * 1000);
    long long last = m_lastSnapshotMs.load(std::memory_order_relaxed);
    if (now - last < 200 || !m_lastSnapshotMs.compare_exchange_strong(last, now))
        return;
    std::lock_guard lock(m_sinkMutex);
    m_options.onSnapshot(placement);
}

void SearchContext::startMonitor()
{
    if (!m_options.onProgress || m_monitor)
        return;
    m_monitor = new Monitor;
    m_monitor->thread = std::thread([this] {
        const auto interval = std::chrono::duration<double>(std::max(0.01, m_options.progressInterval));
        std::unique_lock lock(m_monitor->mutex);
        while (!m_monitor->done) {
            m_monitor->wake.wait_for(lock, interval, [this] { return m_monitor->done; });
            if (m_monitor->done)
                break;
            pollExternal();
            Progress p;
            p.nodes = nodes();
            p.solutions = std::max(solutions(), m_countedSoFar.load(std::memory_order_relaxed));
            p.elapsedSeconds = elapsed();
            p.fractionDone = m_fraction.load(std::memory_order_relaxed);
            if (m_hasBest.load(std::memory_order_acquire))
                p.bestObjective = m_best.load(std::memory_order_relaxed);
            {
                std::lock_guard figures(m_sinkMutex);
                p.figures = m_figures;
            }
            lock.unlock();
            m_options.onProgress(p);
            lock.lock();
        }
    });
}

void SearchContext::stopMonitor()
{
    if (!m_monitor)
        return;
    {
        std::lock_guard lock(m_monitor->mutex);
        m_monitor->done = true;
    }
    m_monitor->wake.notify_all();
    m_monitor->thread.join();
    delete m_monitor;
    m_monitor = nullptr;
}

void SearchContext::finish(SearchStats &stats, bool covered) const
{
    // Covered means the solver finished its whole space; a stop of any kind (request, time
    // or solution limit) before that leaves the result incomplete.
    stats.complete = covered && !m_stopped.load();
    stats.reason = stats.complete ? StopReason::Completed : m_reason.load();
    {
        std::lock_guard lock(m_sinkMutex);
        for (const auto &[key, value] : m_extra)
            stats.extra[key] = value;
    }
    stats.solutions = m_solutions.load();
    stats.nodes = m_nodes.load();
    stats.elapsedSeconds = elapsed();
    if (m_options.onProgress) {
        Progress p;
        p.nodes = stats.nodes;
        p.solutions = std::max(stats.solutions, m_countedSoFar.load());
        p.elapsedSeconds = stats.elapsedSeconds;
        p.fractionDone = stats.complete ? 1.0 : m_fraction.load();
        if (m_hasBest.load())
            p.bestObjective = m_best.load();
        {
            std::lock_guard lock(m_sinkMutex);
            p.figures = m_figures;
        }
        m_options.onProgress(p);
    }
}

void SearchContext::setProgressFigure(const ProgressFigure &figure)
{
    std::lock_guard lock(m_sinkMutex);
    for (ProgressFigure &f : m_figures)
        if (f.key == figure.key) {
            f = figure;
            return;
        }
    m_figures.push_back(figure);
}

namespace {

/// Calls fn(k, worker) for k = 0..count-1, handed out in order from an atomic counter to up to
/// context.threads() threads (the calling thread is worker 0), until the context stops. True
/// when every index was handed out.
bool forEachIndex(SearchContext &context, std::size_t count, const std::function<void(std::size_t, int)> &fn)
{
    std::atomic<std::size_t> next{0};
    auto worker = [&](int index) {
        for (;;) {
            if (context.stopRequested())
                return;
            const std::size_t k = next.fetch_add(1);
            if (k >= count)
                return;
            fn(k, index);
        }
    };
    const int n =
        std::max(1, std::min<int>(context.threads(), static_cast<int>(std::max<std::size_t>(count, 1))));
    {
        std::vector<std::jthread> pool;
        for (int i = 1; i < n; ++i)
            pool.emplace_back(worker, i);
        worker(0);
    }
    return next.load() >= count;
}

} // namespace

bool runTasks(SearchContext &context, std::size_t taskCount,
              const std::function<void(std::size_t task, int worker)> &work,
              const std::vector<double> &weights)
{
    std::mutex doneMutex;
    double totalWeight = 0, doneWeight = 0;
    if (weights.size() == taskCount)
        for (double w : weights)
            totalWeight += w;
    else
        totalWeight = static_cast<double>(taskCount);
    if (totalWeight <= 0)
        totalWeight = 1;
    context.setFractionDone(taskCount == 0 ? 1.0 : 0.0);

    context.startMonitor();
    const bool all = forEachIndex(context, taskCount, [&](std::size_t task, int index) {
        work(task, index);
        if (context.stopRequested())
            return;
        std::lock_guard lock(doneMutex);
        doneWeight += weights.size() == taskCount ? weights[task] : 1.0;
        context.setFractionDone(std::min(1.0, doneWeight / totalWeight));
    });
    context.stopMonitor();
    return !context.stopRequested() && all;
}

std::uint64_t TaskLedger::doneCount() const
{
    return static_cast<std::uint64_t>(std::count(done.begin(), done.end(), std::uint8_t{1}));
}

/*
 * runLedgerTasks: the resumable form of runTasks. The ledger is the one place where task
 * results meet: a task that ran to its end is merged under a mutex together with its done
 * flag, so the totals always describe exactly the done tasks, whatever was running when a
 * checkpoint was taken or the search was stopped. A task cut short by a stop is dropped whole
 * and runs again on resume. Checkpoints are taken by the worker that merged a task when the
 * interval has passed (a copy made under the merge mutex, handed to onCheckpoint under a second
 * mutex so calls never overlap), and once at the end.
 * Four modes, one function each: an estimate from a sample of the tasks (--sample), the
 * coordinator and the other processes of a distributed run, and the tasks on this process's
 * threads.
 */
namespace {
/// The task index of a worker's node report (distributed runs).
constexpr std::size_t kNodesReport = TaskDistributor::kNodesReport;
/// A worker's node report also names the run of tasks it serves: the counter "split:<split>"
/// holds its task count. Every process of a distributed run must cut the search into the same
/// tasks; a process whose options differ (another solution sink, and so another engine) cuts it
/// otherwise, and its task numbers mean other tasks.
std::string splitKey(const TaskLedger &ledger)
{
    return "split:" + ledger.split;
}

using LedgerWork = std::function<void(std::size_t task, int worker, TaskResult &result)>;

/// The ledger to start from: `resume` when it belongs to this split, else an empty one. A resume
/// ledger of this phase that does not fit the tasks is an error.
std::optional<Error> startLedger(SearchContext &context, std::size_t taskCount, const std::string &split,
                                 const TaskLedger *resume, TaskLedger &ledger)
{
    // In a search in phases, a checkpoint of another phase or of the time between phases means
    // this phase had not started: it starts afresh (the records of the finished phases stay in
    // the context).
    if (resume && resume->split != split &&
        (resume->split == kPhasesSplit || !context.phase().empty() || isPhaseLedger(*resume)))
        resume = nullptr;
    if (!resume) {
        ledger = TaskLedger{};
        ledger.taskCount = taskCount;
        ledger.split = split;
        ledger.done.assign(taskCount, 0);
        ledger.elapsedSeconds = context.earlierElapsed();
        return std::nullopt;
    }
    const TaskLedger &r = *resume;
    Error e;
    e.code = ErrorCode::CheckpointMismatch;
    if (r.split != split) {
        e.token = "split";
        return e;
    }
    if (r.taskCount != taskCount || r.done.size() != taskCount) {
        e.token = "tasks";
        return e;
    }
    ledger = r;
    context.seedCounters(r.counters.count("solutions") ? r.counters.at("solutions") : 0, r.nodes);
    if (r.best)
        context.setBestObjective(*r.best);
    return std::nullopt;
}

/// One call of runLedgerTasks: the ledger, the tasks still to do, the progress and the
/// checkpoints.
struct LedgerRun {
    SearchContext &context;
    const SearchOptions &options;
    TaskLedger &ledger;
    ObjectiveSense sense;
    const std::vector<double> &weights;
    std::size_t taskCount;
    double earlierElapsed;
    std::vector<std::size_t> todo;
    double totalWeight = 0, doneWeight = 0;
    std::mutex mergeMutex, checkpointMutex;
    std::chrono::steady_clock::time_point lastCheckpoint = std::chrono::steady_clock::now();

    LedgerRun(SearchContext &c, TaskLedger &l, ObjectiveSense s, const std::vector<double> &w)
        : context(c), options(c.options()), ledger(l), sense(s), weights(w), taskCount(l.taskCount),
          earlierElapsed(l.elapsedSeconds)
    {
        for (std::size_t i = 0; i < taskCount; ++i) {
            const double weight = weights.size() == taskCount ? weights[i] : 1.0;
            totalWeight += weight;
            if (ledger.done[i])
                doneWeight += weight;
            else
                todo.push_back(i);
        }
        if (totalWeight <= 0)
            totalWeight = 1;
        context.setFractionDone(taskCount == 0 ? 1.0 : std::min(1.0, doneWeight / totalWeight));
    }

    /// The ledger as a checkpoint holds it (call under mergeMutex while tasks run).
    TaskLedger snapshot() const
    {
        TaskLedger copy = ledger;
        copy.records = context.records();
        copy.nodes = context.nodes();
        copy.elapsedSeconds = earlierElapsed + context.elapsed();
        return copy;
    }

    /// A task that ran to its end: into the ledger, and a checkpoint when one is due.
    void merge(std::size_t task, TaskResult &result)
    {
        std::optional<TaskLedger> due;
        {
            std::lock_guard lock(mergeMutex);
            ledger.done[task] = 1;
            for (const auto &[key, value] : result.counters)
                ledger.counters[key] += value;
            if (result.best && sense != ObjectiveSense::None) {
                const bool better =
                    !ledger.best || (sense == ObjectiveSense::Minimise ? *result.best < *ledger.best
                                                                       : *result.best > *ledger.best);
                if (better)
                    ledger.best = result.best;
            }
            for (KeptSolution &k : result.kept)
                ledger.kept.push_back(std::move(k));
            if (ledger.best)
                std::erase_if(ledger.kept,
                              [&](const KeptSolution &k) { return k.objective != *ledger.best; });
            doneWeight += weights.size() == taskCount ? weights[task] : 1.0;
            context.setFractionDone(std::min(1.0, doneWeight / totalWeight));
            const auto now = std::chrono::steady_clock::now();
            if (options.onCheckpoint &&
                std::chrono::duration<double>(now - lastCheckpoint).count() >= options.checkpointInterval) {
                lastCheckpoint = now;
                due = snapshot();
            }
        }
        if (due) {
            std::lock_guard lock(checkpointMutex);
            options.onCheckpoint(*due);
        }
    }

    /// The checkpoint at the end (when checkpoints are wanted).
    void finalCheckpoint()
    {
        if (options.onCheckpoint) {
            std::lock_guard lock(checkpointMutex);
            options.onCheckpoint(snapshot());
        }
    }
};

/*
 * Estimate: a random sample of the tasks still to do (fixed seed, so the same sample every
 * time), each timed in CPU seconds of its thread. The mean times the number of tasks left
 * projects the rest of the search; its standard error is sd / sqrt(k) times that number (tasks
 * are drawn without replacement; heavy tails make it a rough guide). Tasks cut short by a stop
 * are left out of the sample and counted in "sample_cut". Never complete: an estimate, not a
 * search.
 */
bool runSample(LedgerRun &run, const LedgerWork &work)
{
    SearchContext &context = run.context;
    std::vector<std::size_t> sample = run.todo;
    std::mt19937_64 rng(0x5eed);
    std::shuffle(sample.begin(), sample.end(), rng);
    sample.resize(std::min(sample.size(), run.options.sampleTasks));
    std::vector<double> cpu;
    std::mutex sampleMutex;
    std::atomic<int> cut{0};
    context.startMonitor();
    forEachIndex(context, sample.size(), [&](std::size_t k, int index) {
        timespec a{}, b{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &a);
        TaskResult result;
        work(sample[k], index, result);
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &b);
        if (context.stopRequested()) {
            ++cut;
            return;
        }
        std::lock_guard lock(sampleMutex);
        cpu.push_back(double(b.tv_sec - a.tv_sec) + 1e-9 * double(b.tv_nsec - a.tv_nsec));
    });
    context.stopMonitor();
    double mean = 0, var = 0;
    for (double c : cpu)
        mean += c;
    mean = cpu.empty() ? 0 : mean / double(cpu.size());
    for (double c : cpu)
        var += (c - mean) * (c - mean);
    const double sd = cpu.size() > 1 ? std::sqrt(var / double(cpu.size() - 1)) : 0;
    const double left = static_cast<double>(run.todo.size());
    context.setExtra("sample_tasks", static_cast<double>(cpu.size()));
    context.setExtra("sample_cut", cut.load());
    context.setExtra("tasks_left", left);
    context.setExtra("sample_cpu_mean_s", mean);
    context.setExtra("sample_cpu_sd_s", sd);
    context.setExtra("projected_cpu_s", mean * left);
    context.setExtra("projected_cpu_se_s", cpu.empty() ? 0 : sd / std::sqrt(double(cpu.size())) * left);
    return false;
}

/// The coordinator of a distributed run: hands the tasks out and merges what comes back.
/// Solutions of other processes are streamed here but counted with their task's "solutions"
/// counter (a task cut short counts nothing, as in one process).
///
/// A worker that serves another run of tasks (its node report names another split or task
/// count) stops the run: nothing it reports after that is merged, every process is told to
/// stop, no final checkpoint is written (the last one holds only results of this run's tasks)
/// and the coordinator returns RanksDisagree (which rank, its tasks and split beside rank 0's).
/// The same when a worker ends its command without serving this run at all (kLeftReport: it
/// never reached the task list, or left it for another), so rank 0 never waits for a rank that
/// will not come. The solutions of the batch that revealed it may already have been streamed.
Result<bool> runCoordinator(LedgerRun &run, TaskDistributor &d)
{
    SearchContext &context = run.context;
    context.startMonitor();
    const std::string ownSplit = splitKey(run.ledger);
    bool foreign = false;
    Error disagreement; // what the first rank that does not serve these tasks did
    disagreement.code = ErrorCode::RanksDisagree;
    const std::string own = std::to_string(run.taskCount) + '\n' + run.ledger.split;
    d.coordinate(
        run.todo, [&] { return foreign || context.stopRequested(); },
        [&](std::size_t task, TaskResult &result, std::vector<Solution> &solutions) {
            if (foreign)
                return;
            if (run.options.onSolution)
                for (const Solution &s : solutions)
                    run.options.onSolution(s);
            if (task == TaskDistributor::kLeftReport) {
                foreign = true;
                disagreement.value = static_cast<long long>(result.counters["rank"]);
                disagreement.token =
                    "left\n" + std::to_string(static_cast<int>(result.counters["exit_code"])) + '\n' + own;
                return;
            }
            if (task == kNodesReport) {
                const auto it = result.counters.find(ownSplit);
                if (it == result.counters.end() || it->second != run.taskCount) {
                    foreign = true;
                    // Its own run of tasks, from the "split:<split>" counter of its report.
                    std::string theirs = "?\n?";
                    for (const auto &[key, value] : result.counters)
                        if (key.rfind("split:", 0) == 0)
                            theirs = std::to_string(value) + '\n' + key.substr(6);
                    disagreement.value = static_cast<long long>(result.counters["rank"]);
                    disagreement.token = "tasks\n" + theirs + '\n' + own;
                    return;
                }
                context.addNodes(result.counters["nodes"]);
                return;
            }
            if (task >= run.taskCount || run.ledger.done[task])
                return; // solutions only, or a duplicate
            if (auto it = result.counters.find("solutions"); it != result.counters.end())
                context.countSolutions(it->second);
            run.merge(task, result);
        },
        [&] { return run.snapshot(); });
    context.stopMonitor();
    if (foreign) {
        context.requestStop(StopReason::StopRequested);
        return disagreement;
    }
    run.finalCheckpoint();
    return run.ledger.doneCount() == run.taskCount;
}

/// Another process of a distributed run: batches of tasks on this process's threads, then the
/// final ledger from the coordinator.
Result<bool> runServer(LedgerRun &run, TaskDistributor &d, const LedgerWork &work)
{
    SearchContext &context = run.context;
    TaskLedger final = d.serve(
        context.threads(),
        [&](const std::vector<std::size_t> &batch, std::vector<std::pair<std::size_t, TaskResult>> &done) {
            std::mutex doneMutex;
            const std::uint64_t nodesBefore = context.nodes();
            forEachIndex(context, batch.size(), [&](std::size_t k, int index) {
                if (batch[k] >= run.taskCount)
                    return; // the coordinator's run of tasks is another (it stops on the report)
                TaskResult result;
                work(batch[k], index, result);
                if (context.stopRequested())
                    return;
                std::lock_guard lock(doneMutex);
                done.emplace_back(batch[k], std::move(result));
            });
            // The nodes of the batch, as a report of no task (the coordinator adds them up), with
            // the run of tasks this process serves; first, so that the coordinator checks it
            // before it merges any result of the batch.
            TaskResult nodes;
            nodes.counters["nodes"] = context.nodes() - nodesBefore;
            nodes.counters[splitKey(run.ledger)] = run.taskCount;
            done.emplace(done.begin(), kNodesReport, std::move(nodes));
        },
        [&] { context.requestStop(StopReason::StopRequested); });
    if (final.taskCount != run.taskCount || final.done.size() != run.taskCount ||
        final.split != run.ledger.split) {
        Error e;
        e.code = ErrorCode::CheckpointMismatch;
        e.token = "tasks";
        return e;
    }
    run.ledger = std::move(final);
    const auto it = run.ledger.counters.find("solutions");
    context.seedCounters(it == run.ledger.counters.end() ? 0 : it->second, run.ledger.nodes);
    return run.ledger.doneCount() == run.taskCount;
}

/// The tasks on this process's threads. A task cut short by a stop adds its counters to
/// `dropped` (when given) and runs again on resume.
bool runHere(LedgerRun &run, const LedgerWork &work, TaskResult *dropped)
{
    SearchContext &context = run.context;
    context.startMonitor();
    forEachIndex(context, run.todo.size(), [&](std::size_t k, int index) {
        TaskResult result;
        work(run.todo[k], index, result);
        if (context.stopRequested()) {
            // Cut short (or maybe not: it runs again on resume either way).
            if (dropped) {
                std::lock_guard lock(run.mergeMutex);
                for (const auto &[key, value] : result.counters)
                    dropped->counters[key] += value;
            }
            return;
        }
        run.merge(run.todo[k], result);
    });
    context.stopMonitor();
    run.finalCheckpoint();
    return run.ledger.doneCount() == run.taskCount;
}

} // namespace

std::string ledgerSplit(const std::string &phase, const std::string &split)
{
    return phase.empty() ? split : phase + '|' + split;
}

bool isPhaseLedger(const TaskLedger &ledger, const std::string &phase)
{
    const std::size_t bar = ledger.split.find('|');
    if (bar == std::string::npos)
        return false;
    return phase.empty() || ledger.split.compare(0, bar, phase) == 0;
}

Result<bool> runLedgerTasks(SearchContext &context, std::size_t taskCount, const std::string &splitIn,
                            ObjectiveSense sense, const LedgerWork &work, TaskLedger &ledger,
                            const TaskLedger *resume, TaskResult *dropped, const std::vector<double> &weights)
{
    const SearchOptions &options = context.options();
    // A phase's split carries its name (SearchContext::setPhase).
    const std::string split = ledgerSplit(context.phase(), splitIn);
    if (auto error = startLedger(context, taskCount, split, resume, ledger))
        return *error;
    LedgerRun run(context, ledger, sense, weights);
    if (options.sampleTasks > 0 && !options.distributor)
        return runSample(run, work);
    if (TaskDistributor *d = options.distributor)
        return d->coordinator() ? Result<bool>(runCoordinator(run, *d)) : runServer(run, *d, work);
    return runHere(run, work, dropped);
}

} // namespace cpw
