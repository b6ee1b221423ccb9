/*
 * The counting engines' runs (TourRequest::engine dp and split): the frontier programme
 * (frontier.cpp) and the split (split.cpp) run on a search context, and their outcomes become
 * the summary's fields, or the error that says why they stopped (memory, an overflow past 128
 * bits, a refusal). tour.cpp's solveValidTour chooses between them and the search.
 */
#include "cpw/family.h"
#include "cpw/tour.h"

#include <chrono>
#include <cmath>
#include <new>
#include <string>

#include "tour/split.h"
#include "tour/tourimpl.h"

namespace cpw::tourimpl {

namespace {

/// A counting engine stopped for memory: at its limit (`limit` bytes), or where the system
/// refused an allocation below it (`refused`). The token says which engine ("split." before it:
/// the split, else dp) and why: "memory" (the machine's default limit), "memory_limit" (the
/// run's own), "memory.refused" (the system's; the value is then the resident peak). The value
/// is in MiB.
Error memoryError(TourEngine engine, const TourRequest &request, double limit, bool refused)
{
    Error e = familyError(TourError::EngineRefused);
    e.token = std::string(engine == TourEngine::Split ? "split." : "") +
              (refused ? "memory.refused" : request.memoryLimitBytes > 0 ? "memory_limit" : "memory");
    e.value = static_cast<long long>(std::ceil((refused ? residentPeakBytes() : limit) / 1048576.0));
    return e;
}

} // namespace

Result<SearchStats> countByFrontier(const TourRequest &request, const Graph &g, std::stop_token token,
                                    const SearchOptions &options)
{
    SearchOptions opt = options;
    opt.onSolution = nullptr; // counted, never listed
    SearchContext ctx(std::move(token), opt);
    ctx.startMonitor();
    FrontierOutcome out;
    try {
        out = countToursFrontier(g, request, ctx);
    } catch (const std::bad_alloc &) { // refused outside the sweep's own tables (a side file's)
        out = FrontierOutcome{};
        out.memoryLimited = out.memoryRefused = true;
    }
    ctx.stopMonitor();
    if (out.error)
        return out.error; // a checkpoint that cannot be written, or resumed
    if (out.overflow) {
        Error e;
        e.code = ErrorCode::CountOverflow;
        e.token = "512"; // the frontier programme counts up to 512 bits
        return e;
    }
    if (out.memoryLimited)
        return memoryError(TourEngine::Frontier, request, out.memoryLimit, out.memoryRefused);
    SearchStats stats;
    ctx.finish(stats, out.complete);
    stats.solutions = out.complete ? (out.fits64 ? out.count : ~std::uint64_t{0}) : 0;
    if (out.complete && !out.fits64)
        stats.labels["solutions_exact"] = out.text;
    stats.labels["engine"] = tourEngineName(TourEngine::Frontier);
    std::string perStep; // configurations alive after each sweep step, for the record of long runs
    for (double c : out.perStep)
        perStep += (perStep.empty() ? "" : ",") + std::to_string(static_cast<std::uint64_t>(c));
    stats.labels["configurations_per_step"] = perStep;
    stats.extra["frontier_window"] = out.window;
    stats.extra["sweep_steps"] = out.steps;
    stats.extra["peak_configurations"] = out.peakConfigurations;
    stats.extra["peak_memory_mib"] = std::round(out.peakTableBytes / 1048576.0 * 10) / 10;
    stats.extra["peak_rss_mib"] = std::round(out.peakResidentBytes / 1048576.0 * 10) / 10;
    if (out.resumedAt > 0)
        stats.extra["resumed_at_step"] = out.resumedAt;
    if (out.ranks > 1) { // --mpi: the peaks above are sums over the ranks
        stats.extra["ranks"] = out.ranks;
        stats.extra["exchanged_mib"] = std::round(out.exchangedBytes / 1048576.0 * 10) / 10;
        stats.extra["peak_step_exchanged_mib"] = std::round(out.peakStepExchangeBytes / 1048576.0 * 10) / 10;
    }
    if (out.sideFileBytes > 0)
        stats.extra["checkpoint_mib"] =
            std::round(static_cast<double>(out.sideFileBytes) / 1048576.0 * 10) / 10;
    return stats;
}

Result<SearchStats> countBySplit(const TourRequest &request, const Graph &g, std::stop_token token,
                                 const SearchOptions &options, bool *handOver)
{
    if (handOver)
        *handOver = false;
    SearchOptions opt = options;
    opt.onSolution = nullptr;
    opt.onCheckpoint = nullptr;
    opt.checkpointFile = nullptr;
    opt.resume = nullptr;
    opt.distributor = nullptr;
    opt.frontierExchange = nullptr;
    opt.sampleTasks = 0;
    if (options.sampleTasks > 0)
        opt.threads = 1;
    SearchContext ctx(token, opt);
    SearchOptions taskOpt = options;
    taskOpt.onSolution = nullptr;
    taskOpt.onProgress = nullptr; // ctx reports the progress
    taskOpt.threads = 1;
    SearchContext tasks(std::move(token), taskOpt);
    TaskLedger ledger;
    ctx.startMonitor();
    const auto started = std::chrono::steady_clock::now();
    SplitOutcome out;
    try {
        out = countToursSplit(g, request.splitCut, request.splitPrefix, request, ctx, tasks, ledger);
    } catch (const std::bad_alloc &) { // refused outside a sweep and a task (B's filters)
        out = SplitOutcome{};
        out.memoryLimited = out.memoryRefused = true;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    ctx.stopMonitor();
    if (out.tasks == 0) { // stopped (or refused) before T's parts: B's and T's head's figures
        tasks.addNodes(ctx.nodes());
        if (ctx.stopRequested())
            tasks.requestStop(ctx.reason());
    }
    if (out.error)
        return out.error;
    if (out.memoryLimited)
        return memoryError(TourEngine::Split, request, out.memoryLimit, out.memoryRefused);
    Error e = out.overflow ? fieldError(ErrorCode::CountOverflow) : familyError(TourError::EngineRefused);
    e.token = out.overflow ? std::to_string(out.overflowBits) : "split";
    e.value = out.cut;
    if (out.overflow || out.refused) {
        if (handOver)
            *handOver = true;
        return e;
    }
    SearchStats stats;
    tasks.finish(stats, out.complete); // the nodes and time of every session, a sample's figures
    const bool fits = out.count.fits64();
    stats.solutions = out.complete ? (fits ? out.count.limb[0] : ~std::uint64_t{0}) : out.countedSoFar;
    if (out.complete && !fits)
        stats.labels["solutions_exact"] = toDecimal(out.count.words());
    stats.labels["engine"] = tourEngineName(TourEngine::Split);
    stats.extra["split_cut"] = out.cut;
    stats.extra["top_configurations"] = out.topConfigs;
    stats.extra["bottom_configurations"] = out.bottomConfigs;
    stats.extra["join_groups"] = out.groups;
    stats.extra["top_seeds"] = out.topSeeds;
    stats.extra["top_prefix_cells"] = out.prefixCells;
    stats.extra["top_runs"] = out.topRuns;
    if (out.streamed) {
        stats.extra["split_head_passes"] = out.headPasses;
        stats.extra["split_sibling_retries"] = out.siblingRetries;
        stats.extra["split_node_passes"] = out.nodePasses;
        stats.extra["split_refined_nodes"] = out.refinedNodes;
    }
    stats.extra["top_mirror"] = out.mirror ? 1 : 0;
    stats.extra["bottom_degree_vectors"] = out.bottomDegreeVectors;
    stats.extra["top_peak_configurations"] = out.topPeakConfigurations;
    stats.extra["join_pairs"] = out.joinPairs;
    stats.extra["peak_configurations"] = out.peakConfigurations;
    stats.extra["peak_memory_mib"] = std::round(out.peakTableBytes / 1048576.0 * 10) / 10;
    stats.extra["peak_rss_mib"] = std::round(out.peakResidentBytes / 1048576.0 * 10) / 10;
    stats.extra["split_seconds"] = seconds;
    stats.extra["split_tasks"] = out.tasks;
    stats.extra["split_task_depth"] = out.taskDepth;
    stats.extra["split_tasks_run"] = out.tasksRun;
    stats.extra["split_record_bytes"] = out.recordBytes;
    stats.extra["split_wide_counts"] = out.wideCounts;
    return stats;
}

} // namespace cpw::tourimpl
