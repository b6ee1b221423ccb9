#pragma once
/// \file search.h
/// The one search API every solver stands on.
///
/// A solver is called with a request of its own type, a std::stop_token and SearchOptions
/// (threads, limits, callbacks); it returns SearchStats. Solutions are streamed to
/// `onSolution` while the search runs (from worker threads, serialised by a mutex: the sink is
/// never called concurrently). Progress is reported to `onProgress` about every
/// `progressInterval` seconds from a monitor thread.
///
/// Determinism: solvers split their tree into tasks whose decomposition never depends on the
/// thread count, and sum per-task results, so every count is identical for any number of
/// threads (only the order of streamed solutions may differ).
///
/// Cancellation: workers poll the stop state at least every few thousand nodes; a stop request
/// (token, limit or time limit) takes effect well within 100 ms.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "cpw/error.h"
#include "cpw/placement.h"

namespace cpw {

struct TaskLedger;
struct TaskResult;
struct Solution;

/// Runs the tasks of a resumable search (runLedgerTasks) over several processes; the CLI's
/// `--mpi` implements it with MPI (app/cli/distributed.cpp), so the core itself knows no message layer.
/// Every process runs the same search and reaches runLedgerTasks with the same task list; one
/// process, the coordinator, hands tasks out on request and merges their results, the others
/// run them on their own threads. At the end every process holds the coordinator's ledger, so
/// that searches in several runs (covers: one per number of pieces) take the same path everywhere.
class TaskDistributor {
public:
    virtual ~TaskDistributor() = default;
    /// The task index of coordinate()'s `merge` call that says a process left: it ended its
    /// command without serving this run of tasks (it never reached it, or reached another
    /// list). result.counters["rank"] is that process, ["exit_code"] its command's exit code.
    /// The coordinator no longer waits for it and ends the run with RanksDisagree.
    static constexpr std::size_t kLeftReport = static_cast<std::size_t>(-3);
    /// The task index of a process's report of its nodes and of the run of tasks it serves
    /// (a counter "split:<split>" = its task count), first in each batch it reports; the
    /// coordinator adds ["rank"], the process that sent it.
    static constexpr std::size_t kNodesReport = static_cast<std::size_t>(-2);
    /// True on the process that merges results, streams solutions and writes checkpoints.
    virtual bool coordinator() const = 0;
    /// Coordinator: hands out `todo` and calls `merge` (on this thread) with every finished task's
    /// result and the solutions its process streamed since its last report, until every task is
    /// done or `stopped()` (then the other processes are told to stop); then sends `final()` (the
    /// ledger) to every other process.
    virtual void coordinate(const std::vector<std::size_t> &todo, const std::function<bool()> &stopped,
                            const std::function<void(std::size_t task, TaskResult &result,
                                                     std::vector<Solution> &solutions)> &merge,
                            const std::function<TaskLedger()> &final) = 0;
    /// Other processes: asks for tasks, runs each batch with `run` (results of tasks that ran to
    /// their end, with the solutions streamed meanwhile), until the coordinator sends its final
    /// ledger, which is returned. `stop()` is called when the coordinator says stop.
    virtual TaskLedger
    serve(int batch,
          const std::function<void(const std::vector<std::size_t> &tasks,
                                   std::vector<std::pair<std::size_t, TaskResult>> &done)> &run,
          const std::function<void()> &stop) = 0;
};

/// Several processes for a search that is not split into tasks: the tour frontier programme
/// (`cpw tour --count --engine dp --mpi`, docs/tour.md "Several processes"). Every process runs the
/// same sweep and owns a part of its configurations (by their hash); after each sweep step they
/// exchange the successors each owns. The CLI implements it with MPI (app/cli/distributed.cpp);
/// tests simulate ranks with threads. Every call is collective: every rank makes the same calls
/// in the same order, from one thread.
class FrontierExchange {
public:
    virtual ~FrontierExchange() = default;
    virtual int rank() const = 0;
    virtual int size() const = 0;
    /// All to all: out[r] goes to rank r (out[rank()] is left alone); in[r] receives what rank r
    /// sent to this rank (in[rank()] empty). Any sizes, beyond 2 GiB too.
    virtual void exchange(std::vector<std::vector<std::uint8_t>> &out,
                          std::vector<std::vector<std::uint8_t>> &in) = 0;
    /// True on every rank when `flag` is true on any (an overflow, a stop).
    virtual bool any(bool flag) = 0;
    /// Element-wise sums over the ranks, on every rank (wider sums: split into limbs).
    virtual void sum(std::vector<std::uint64_t> &values) = 0;
};

/// A snapshot of a running search.
/// A figure of a search's progress that only its family knows (the tour frontier's sweep step,
/// the configurations alive, the memory of its tables), shown beside the common counters. The
/// core names it by a key; the front ends label it (unknown keys: the key itself).
struct ProgressFigure {
    enum class Unit { Count, Bytes };
    std::string key; ///< e.g. "sweep_step", "configurations", "table_memory"
    double value = 0.0;
    double total = 0.0; ///< > 0: shown as value / total (a step of so many)
    Unit unit = Unit::Count;
    bool operator==(const ProgressFigure &) const = default;
};

struct Progress {
    std::uint64_t nodes = 0;
    std::uint64_t solutions = 0;
    double elapsedSeconds = 0.0;
    double fractionDone = -1.0;          ///< estimate in [0, 1], or -1 if unknown
    std::optional<double> bestObjective; ///< best objective so far (optimisations)
    std::vector<ProgressFigure> figures; ///< the family's own figures, in the order first set
};

/// One solution as streamed to the sink.
struct Solution {
    Placement placement;
    std::optional<double> objective; ///< pieces for minimisation, value for an army, ...
    bool symmetric = false;          ///< maps onto itself under a non-identity symmetry (when known)
    int orbitSize = 0;               ///< size of its orbit under the problem's symmetries (0 = unknown)
    /// Tours: the move number of every cell (index y * width + x; 1 = the start, 0 = not
    /// visited or a hole). Empty for families whose solutions are placements only.
    std::vector<int> order;
};

enum class StopReason { Completed, StopRequested, SolutionLimit, TimeLimit };

/// A solution kept in a checkpoint (fewest / most modes keep the best ones until the end).
struct KeptSolution {
    double objective = 0.0;
    std::vector<int> cells; ///< piece id per cell (Placement::cells())
    bool symmetric = false;
    int orbitSize = 0;
};

/// Which way a search's objective improves (how checkpoints merge the best of their tasks).
enum class ObjectiveSense { None, Minimise, Maximise };

/// The resumable state of a search split into tasks (runLedgerTasks): which tasks ran to their
/// end and the family's totals over exactly those tasks. A checkpoint file (cpw/checkpoint.h)
/// holds one next to its problem; resuming skips the done tasks and adds the totals, so the
/// final counts equal those of an uninterrupted run.
struct TaskLedger {
    std::uint64_t taskCount = 0;
    std::string split;                             ///< the family's description of its task split
    std::vector<std::uint8_t> done;                ///< one flag per task
    std::map<std::string, std::uint64_t> counters; ///< sums over the done tasks ("solutions", ...)
    std::optional<double> best;                    ///< best objective of the done tasks
    std::vector<KeptSolution> kept;                ///< solutions at `best` (fewest / most)
    std::uint64_t nodes = 0;                       ///< nodes of all earlier sessions
    double elapsedSeconds = 0.0;                   ///< wall time of all earlier sessions
    /// Results of the finished phases of a search in phases (SearchContext::record), carried
    /// by every checkpoint after them.
    std::map<std::string, std::uint64_t> records;
    /// A search whose state is more than this ledger (the tour frontier programme: its map of
    /// configurations after the steps done) keeps it in a side file beside the checkpoint. In
    /// a checkpoint file only its name is written (it lies in the checkpoint's folder);
    /// loadCheckpointFile() and locateSideFile() make it a path again. "" = none.
    std::string sideFile;
    std::string sideChecksum; ///< its checksum, 16 hex digits
    /// A side file in parts, one per rank of a run over several processes (the tour frontier
    /// programme under `--mpi`: FILE.stepN.rankR.frontier), each (file, checksum) as above;
    /// sideFile and sideChecksum are the first. Empty: one side file.
    std::vector<std::pair<std::string, std::string>> sideParts;
    std::uint64_t doneCount() const;
};

/// The split of a checkpoint written between two phases (SearchContext::record): no task list,
/// only the records.
inline constexpr const char *kPhasesSplit = "phases";

/// The split under which runLedgerTasks keeps a task list: `split` itself in a search of one
/// phase, "phase|split" in the phase `phase` of a search in phases (SearchContext::setPhase).
std::string ledgerSplit(const std::string &phase, const std::string &split);
/// Whether `ledger` holds the task list of a phase of a search in phases: of the phase `phase`,
/// or of any phase when `phase` is empty.
bool isPhaseLedger(const TaskLedger &ledger, const std::string &phase = {});

struct SearchOptions {
    int threads = 0;                                  ///< 0 = all cores
    std::uint64_t solutionLimit = 0;                  ///< 0 = none
    double timeLimitSeconds = 0.0;                    ///< 0 = none
    double progressInterval = 0.1;                    ///< seconds between progress callbacks
    std::function<void(const Progress &)> onProgress; ///< optional
    std::function<void(const Solution &)> onSolution; ///< optional
    /// Optional: called with a partial placement a few times per second (GUI "watch" view).
    std::function<void(const Placement &)> onSnapshot;
    /// Resume: continue the search this ledger describes (from a checkpoint of the same problem).
    /// Only families whose descriptor says `checkpoints` accept it.
    const TaskLedger *resume = nullptr;
    /// Checkpoints: called with the ledger of the tasks done so far about every
    /// `checkpointInterval` seconds (when a task ends) and once when the search ends, stopped or
    /// complete. Never called concurrently.
    std::function<void(const TaskLedger &)> onCheckpoint;
    double checkpointInterval = 60.0;
    /// The file the caller saves the checkpoints to (`--checkpoint FILE`), asked when a
    /// checkpoint is due. A search whose state does not fit the ledger (the tour frontier
    /// programme) writes its side file beside it (FILE.stepN.frontier) before it calls
    /// onCheckpoint with a ledger that names it; "" (or unset) = not known now (the
    /// workbench knows its file only when it pauses): then no such checkpoint is written.
    std::function<std::string()> checkpointFile;
    /// Several processes (`--mpi`): resumable searches hand their tasks out through it. On the
    /// coordinator onSolution receives every process's solutions; on the others nothing is
    /// streamed to the caller and onCheckpoint is not called.
    TaskDistributor *distributor = nullptr;
    /// Several processes for the tour frontier programme (`--mpi` with `--engine dp`); nullptr
    /// = one process. Every rank's sweep takes part; only rank 0 reports the count.
    FrontierExchange *frontierExchange = nullptr;
    /// Estimate instead of search (resumable searches): run only this many of the tasks, picked
    /// at random with a fixed seed, and report their CPU time and the projection for all tasks
    /// in SearchStats::extra ("sample_tasks", "sample_cpu_mean_s", "sample_cpu_sd_s",
    /// "projected_cpu_s", "projected_cpu_se_s", "sample_cut"). 0 = search everything.
    std::size_t sampleTasks = 0;
    /// The caller keeps only the first `listLimit` solutions it is sent (the workbench's
    /// gallery) and wants the rest only counted; 0 = it keeps them all. A solver with a faster
    /// way to count than to list may then stream just these and count every solution without
    /// listing it, reporting how many it did not send in SearchStats::unlisted. The count
    /// (SearchStats::solutions) is the same either way. Solvers without such a way ignore it.
    std::uint64_t listLimit = 0;
};

/// What a finished (or stopped) search reports. Fields beyond the first five apply only where
/// the solver fills them.
struct SearchStats {
    bool complete = false; ///< the whole space was covered
    StopReason reason = StopReason::Completed;
    std::uint64_t solutions = 0;
    std::uint64_t nodes = 0;
    double elapsedSeconds = 0.0;
    std::optional<std::uint64_t> distinct;  ///< orbits under the problem's symmetry group
    std::optional<std::uint64_t> symmetric; ///< solutions that are themselves symmetric
    std::optional<double> optimum;          ///< objective of the best solution
    std::optional<bool> provenOptimal;
    std::map<int, std::uint64_t> byPieces;         ///< solutions by number of pieces
    std::map<int, std::uint64_t> distinctByPieces; ///< orbits by number of pieces (with distinct)
    std::map<std::string, double> extra;           ///< solver-specific numbers for the summary
    /// Solver-specific results that are identifiers, not numbers (e.g. a tour's obstacle,
    /// "colour_count"): machine words for the summary, never user text.
    std::map<std::string, std::string> labels;
    /// With SearchOptions::listLimit: the solutions counted but not sent to onSolution, by
    /// number of pieces (those sent and these add up to the solutions, or with --distinct to
    /// the classes, when the search is complete).
    std::map<int, std::uint64_t> unlisted;
    /// Counts up to symmetry that keep one placement of each class (peaceable armies'
    /// "representatives"): those placements, in the family's order, once the count is complete.
    std::vector<Placement> representatives;
};

/// Number of worker threads to use for `requested` (0 = hardware concurrency, at least 1).
int resolveThreadCount(int requested);

/// Shared state of a running search: stop conditions, counters, the serialised solution sink.
/// Solvers create one per search, hand it to their workers and read the totals at the end.
class SearchContext {
public:
    SearchContext(std::stop_token token, const SearchOptions &options);
    ~SearchContext();
    SearchContext(const SearchContext &) = delete;
    SearchContext &operator=(const SearchContext &) = delete;

    /// True once the caller asked to stop, the time limit passed or the solution limit was hit.
    bool stopRequested() const { return m_stopped.load(std::memory_order_relaxed) || pollExternal(); }
    /// Adds nodes to the shared counter (workers call it in batches, e.g. every 1024 nodes).
    void addNodes(std::uint64_t n) { m_nodes.fetch_add(n, std::memory_order_relaxed); }
    /// Counts one solution and, if a sink is set, streams it. Returns false when the solution
    /// limit is reached (this solution still counts and is still emitted when within the limit).
    /// Solutions beyond the limit are neither counted nor emitted.
    bool submit(const Solution &solution);
#pragma push_macro("emit")
#undef emit
    /// The same as submit() (Qt code, where `emit` is a macro, must call submit()).
    bool emit(const Solution &solution)
    {
        return submit(solution);
    }
#pragma pop_macro("emit")
    /// Counts solutions without emitting them (fast counting paths). Respects the limit: returns
    /// how many of the n were accepted.
    std::uint64_t countSolutions(std::uint64_t n);
    /// True when solutions must be materialised (a sink is set).
    bool wantsSolutions() const
    {
        return static_cast<bool>(m_options.onSolution);
    }
    void setBestObjective(double value);
    /// Resume: starts the solution and node counters at the totals of earlier sessions.
    void seedCounters(std::uint64_t solutions, std::uint64_t nodes)
    {
        m_solutions.store(solutions);
        m_nodes.store(nodes);
    }
    /// Counters that sum their tasks' results apart from the solution counter (the n queens
    /// counters: weighted by symmetry, in 128 bits) report the solutions counted so far here,
    /// earlier sessions included, so that Progress::solutions shows them while the run goes
    /// on; the count the family returns stays its own. Only ever raised.
    void setCountedSoFar(std::uint64_t solutions)
    {
        std::uint64_t seen = m_countedSoFar.load(std::memory_order_relaxed);
        while (seen < solutions && !m_countedSoFar.compare_exchange_weak(seen, solutions))
            ;
    }
    void setFractionDone(double fraction)
    {
        m_fraction.store(fraction, std::memory_order_relaxed);
    }
    /// Offers a partial placement for display; cheap when nobody listens or too soon.
    bool wantsSnapshot() const;
    void offerSnapshot(const Placement &placement);

    std::uint64_t nodes() const
    {
        return m_nodes.load();
    }
    std::uint64_t solutions() const
    {
        return m_solutions.load();
    }
    double elapsed() const;
    int threads() const
    {
        return m_threads;
    }
    const SearchOptions &options() const
    {
        return m_options;
    }

    /// Starts the progress monitor thread (if onProgress is set). Called by run helpers.
    void startMonitor();
    void stopMonitor();
    /// Fills complete/reason/solutions/nodes/elapsed of `stats` from this context. `covered`
    /// says whether the solver finished its space (false if it returned early).
    void finish(SearchStats &stats, bool covered) const;

    /// Sets (or replaces, by key) one of the family's own progress figures; every later
    /// Progress carries it.
    void setProgressFigure(const ProgressFigure &figure);
    /// A solver-independent number for SearchStats::extra (finish() copies it there).
    void setExtra(const std::string &key, double value)
    {
        std::lock_guard lock(m_sinkMutex);
        m_extra[key] = value;
    }

    /*
     * Searches in phases (a count per component, then Burnside's fixed sets; a maximum, then
     * its listing): a phase's result, once known, is recorded under a key and carried by every
     * later checkpoint, so that a resumed search takes it from there instead of running the
     * phase again. A phase that runs tasks names itself with setPhase() before runLedgerTasks:
     * the name becomes part of its split, and a checkpoint of another phase (or one written
     * between phases) does not resume it but lets it start afresh.
     */
    /// The value recorded under `key`, in this session or an earlier one.
    std::optional<std::uint64_t> recorded(const std::string &key) const;
    /// Records a finished phase's results and saves a checkpoint (split kPhasesSplit) at once.
    void record(const std::map<std::string, std::uint64_t> &values);
    /// Records values without a checkpoint of their own: every later checkpoint carries them
    /// (a running phase's partial result, e.g. the best army found so far, which must survive
    /// a pause even when the task that found it is cut short).
    void note(const std::map<std::string, std::uint64_t> &values);
    /// Every record so far (those of earlier sessions included).
    std::map<std::string, std::uint64_t> records() const;
    /// The phase the next runLedgerTasks belongs to ("" = a search of one phase).
    void setPhase(std::string name)
    {
        m_phase = std::move(name);
    }
    const std::string &phase() const
    {
        return m_phase;
    }
    /// Wall time of the earlier sessions of a resumed search.
    double earlierElapsed() const
    {
        return m_options.resume ? m_options.resume->elapsedSeconds : 0.0;
    }

    /// Requests a stop from inside (e.g. "first solution only").
    void requestStop(StopReason reason);
    StopReason reason() const
    {
        return m_reason.load();
    }

private:
    bool pollExternal() const;

    std::stop_token m_token;
    SearchOptions m_options;
    int m_threads;
    std::chrono::steady_clock::time_point m_start;
    mutable std::atomic<bool> m_stopped{false};
    mutable std::atomic<StopReason> m_reason{StopReason::Completed};
    std::atomic<std::uint64_t> m_nodes{0};
    std::atomic<std::uint64_t> m_solutions{0};
    std::atomic<double> m_fraction{-1.0};
    std::atomic<std::uint64_t> m_countedSoFar{0}; ///< setCountedSoFar()
    std::atomic<bool> m_hasBest{false};
    std::atomic<double> m_best{0.0};
    std::atomic<long long> m_lastSnapshotMs{-1000};
    mutable std::mutex m_sinkMutex;
    std::map<std::string, double> m_extra;
    std::vector<ProgressFigure> m_figures;          ///< guarded by m_sinkMutex
    std::map<std::string, std::uint64_t> m_records; ///< guarded by m_sinkMutex
    std::string m_phase;
    struct Monitor;
    Monitor *m_monitor = nullptr;
};

/// The result of one task of a resumable search (runLedgerTasks).
struct TaskResult {
    std::map<std::string, std::uint64_t> counters; ///< added to the ledger's counters
    std::optional<double> best;                    ///< the best objective known when the task ended
    std::vector<KeptSolution> kept;                ///< solutions at that best (fewest / most)
};

/// Runs tasks like runTasks() and keeps the ledger that checkpoints save. `work` runs one task
/// and fills a fresh TaskResult; when the task ran to its end its result is merged into the
/// ledger together with its done mark (counters added, best by `sense`, kept solutions other
/// than the best dropped), and when a stop cut it short the result is dropped: that task runs
/// again on resume (solutions it streamed are streamed again then). With options().resume the
/// done tasks are skipped and the context's solution and node counters start from the ledger.
/// `split` describes the decomposition (e.g. "exact/occ/256"): a resumed ledger with another
/// split or task count is refused (CheckpointMismatch). On return `ledger` holds the merged
/// totals of every done task, resumed ones included, and `dropped` (when given) the summed
/// counters of the tasks a stop cut short (what a stopped run found beyond the ledger).
/// `resume` is the ledger to continue (usually options().resume; a search in phases passes the
/// one of its phase). Returns true if every task is done.
Result<bool> runLedgerTasks(SearchContext &context, std::size_t taskCount, const std::string &split,
                            ObjectiveSense sense,
                            const std::function<void(std::size_t task, int worker, TaskResult &result)> &work,
                            TaskLedger &ledger, const TaskLedger *resume, TaskResult *dropped = nullptr,
                            const std::vector<double> &weights = {});

/// Runs `taskCount` independent tasks on `context.threads()` worker threads (tasks are handed
/// out in index order from an atomic counter). `work(taskIndex, workerIndex)` runs one task;
/// it must poll context.stopRequested(). Progress fraction is updated as tasks finish
/// (weighted by `weights` when given, else equally). Returns true if every task ran to its end
/// without a stop. Starts and stops the progress monitor around the run.
bool runTasks(SearchContext &context, std::size_t taskCount,
              const std::function<void(std::size_t task, int worker)> &work,
              const std::vector<double> &weights = {});

} // namespace cpw
