/*
 * solveIndependent: the request's pieces and options, then one function per mode.
 *  - First: the classical construction for n queens, else the most constrained rank first
 *    (firstOnePerRank), else the row engine with a solution limit of 1.
 *  - Count and Army: the main count or listing, by the row engine, the n-queens counter or the
 *    counts by components (the engine is chosen by the request and, on resume, by the
 *    checkpoint); recorded as the phase "total".
 *  - Max: the maximum and its number per component (maxsets.cpp), then the listing ("list").
 *  - A caller that keeps only the first SearchOptions::listLimit solutions (the workbench)
 *    gets just those; the sink (solveIndependent) drops the rest, and the engines count them:
 *    the row engine stops listing once the caller has them (listFull), n queens lists them in
 *    a run of their own and then counts by the queen counter (listThenCount), Max knows their
 *    number already (listFirst).
 * Then, for every mode but First: the distinct classes (burnside.cpp), the ordered sequences
 * of --hits all (x k!), and the summary.
 */
#include <algorithm>
#include <atomic>
#include <limits>

#include "cpw/attacks.h"
#include "independent/solve.h"

namespace cpw {

using namespace indepimpl;

namespace {

/// Max's listing phase (SearchContext::setPhase; its ledger is recognised by isPhaseLedger).
constexpr const char *kListPhase = "list";

bool fitsU64(Wide v)
{
    return v <= static_cast<Wide>(std::numeric_limits<std::uint64_t>::max());
}

Placement queensPlacement(const IndependentRequest &req, const std::vector<int> &files)
{
    Placement p(req.board);
    for (std::size_t y = 0; y < files.size(); ++y)
        p.set(req.board.index(files[y], static_cast<int>(y)), req.piece);
    return p;
}

bool isIndependent(const Placement &p, const Catalogue &catalogue)
{
    const Board &board = p.board();
    for (int a = 0; a < board.area(); ++a) {
        if (p.at(a) == kEmpty)
            continue;
        const CellSet att = attackedCellsEmpty(board, catalogue.piece(p.at(a)), a);
        for (int b = 0; b < board.area(); ++b)
            if (b != a && p.at(b) != kEmpty && att.test(b))
                return false;
    }
    return true;
}

/// The options of the run: a solution limit for First, no listing of ordered sequences, and
/// with --distinct one solution of each class listed (the least image).
SearchOptions runOptions(const IndependentRequest &req, const SearchOptions &optionsIn,
                         const std::vector<Symmetry> &group)
{
    SearchOptions options = optionsIn;
    if (req.mode == IndependentMode::First)
        options.solutionLimit = 1;
    if (req.hits == IndependentHits::All)
        options.onSolution = nullptr; // ordered sequences are counted, not listed
    if (req.distinct && options.onSolution) {
        auto sink = options.onSolution;
        options.onSolution = [sink, group](const Solution &s) {
            for (Symmetry g : group)
                if (g != Symmetry::Identity && s.placement.transformed(g).cells() < s.placement.cells())
                    return;
            sink(s);
        };
    }
    return options;
}

/// One run of solveIndependent: what the modes share and what they leave for the summary.
struct IndependentRun {
    const IndependentRequest &req;
    std::vector<int> typeIds;
    std::vector<int> counts; ///< pieces of each type to add (preplaced ones taken off)
    Setup setup;
    bool emit = false;      ///< the context wants the solutions
    bool queens = false;    ///< n queens on a plain n x n board
    bool resumable = false; ///< the tasks run on the ledger (search.h)
    int setSize = 0;        ///< pieces added per solution (single type)
    bool counted = false;   ///< the count is reported as a number, not as the solutions streamed
    bool covered = true;
    Wide total = 0;
    std::stop_token token;                  ///< the caller's (a listing context of its own stops with it)
    bool listedInPart = false;              ///< only the first listLimit solutions streamed, all counted
    std::atomic<std::uint64_t> streamed{0}; ///< solutions the caller's sink received (listLimit)
    std::atomic<bool> listFull{false};      ///< the caller has listLimit of them
    std::atomic<int> streamedPieces{0};     ///< their number of pieces (the same for all)
    const char *joinKernel = nullptr;       ///< the quarter-board join's kernel, when it ran
};

/// First for n queens on a board beyond kMaxSide (no CellSet): the construction, checked in
/// O(n) (one queen per file and per diagonal), streamed as the one placement.
SearchStats solveLargeQueens(const IndependentRequest &req, SearchContext &ctx)
{
    const int n = req.board.width();
    const std::vector<int> files = constructQueens(n);
    std::vector<char> file(static_cast<std::size_t>(n), 0), up(2 * static_cast<std::size_t>(n), 0),
        down(2 * static_cast<std::size_t>(n), 0);
    bool ok = static_cast<int>(files.size()) == n;
    for (int y = 0; ok && y < n; ++y) {
        const int x = files[static_cast<std::size_t>(y)];
        ok = x >= 0 && x < n && !file[x] && !up[x + y] && !down[x - y + n];
        if (ok)
            file[x] = up[x + y] = down[x - y + n] = 1;
    }
    SearchStats stats;
    if (ok) {
        Solution s;
        s.placement = queensPlacement(req, files);
        ctx.submit(s);
    }
    ctx.finish(stats, ok);
    return stats;
}

/// First: one placement. Complete only when the search proved that there is none.
SearchStats solveFirst(IndependentRun &run, SearchContext &ctx)
{
    const IndependentRequest &req = run.req;
    SearchStats stats;
    bool done = false;
    if (run.queens && req.engine != IndependentEngine::General) {
        const Placement p = queensPlacement(req, constructQueens(req.board.width()));
        if (p.pieceCount() == req.board.width() && isIndependent(p, req.catalogue)) {
            Solution s;
            s.placement = p;
            ctx.submit(s);
            done = true;
        }
    }
    if (!done) {
        run.setup.rp.groups = {{0, run.counts[0]}};
        const int mrv = firstOnePerRank(run.setup.rp, ctx);
        if (mrv >= 0) {
            ctx.finish(stats, mrv == 0);
            return stats;
        }
        // Streams through the context (limit 1): the solution is counted by submit().
        run.covered = runRowEngine(run.setup.rp, ctx, req.taskTarget, true).covered;
    }
    ctx.finish(stats, run.covered);
    return stats;
}

/// The count without listing: the n-queens counter, else the counts by components.
RowResult countOnly(IndependentRun &run, SearchContext &ctx)
{
    const IndependentRequest &req = run.req;
    if (run.queens && req.engine != IndependentEngine::General) {
        const JoinSimd simd = req.queenJoinPortable   ? JoinSimd::Portable
                              : req.queenJoinNoAvx512 ? JoinSimd::UpToAvx2
                                                      : JoinSimd::Best;
        return fastQueenCount(req.board.width(), ctx, run.resumable, req.queenJoinWide, simd);
    }
    return countSets(req, run.setup, run.counts[0], ctx, run.resumable);
}

/*
 * For a caller that keeps only the first SearchOptions::listLimit solutions (the workbench's
 * gallery): the row engine lists the run's `pieces` in a context of its own (it stops with the
 * caller's token or time limit too), and stops itself once the caller has received listLimit
 * (with --distinct that is listLimit classes, not the first listLimit solutions, few of which
 * are their class's least image); the sink is serialised, so none beyond are sent. Returns the
 * engine's result with the number of solutions listed as its count; `all` says whether the
 * listing ran to its end (then it was every solution).
 */
RowResult listFirst(IndependentRun &run, int pieces, SearchContext &ctx, bool &all)
{
    const SearchOptions &options = ctx.options();
    SearchOptions first;
    first.threads = options.threads;
    first.timeLimitSeconds = options.timeLimitSeconds;
    SearchContext *self = nullptr; // set before the workers start
    first.onSolution = [&run, &self, sink = options.onSolution](const Solution &s) {
        sink(s);
        if (run.listFull.load(std::memory_order_relaxed))
            self->requestStop(StopReason::SolutionLimit);
    };
    SearchContext lister(run.token, first);
    self = &lister;
    run.setup.rp.groups = {{0, pieces}};
    RowResult r = runRowEngine(run.setup.rp, lister, run.req.taskTarget, true);
    ctx.addNodes(lister.nodes());
    run.listedInPart = true;
    all = r.covered && lister.reason() == StopReason::Completed;
    r.covered = r.covered && !ctx.stopRequested();
    r.count = lister.solutions();
    return r;
}

/// n queens for such a caller: listFirst, and unless that listing was every solution, the
/// count again by countOnly, which lists none (the quarter-board join is orders of magnitude
/// faster than listing 10^8 placements, and the caller's first solutions are listed at once).
/// A stop in either step leaves covered false and the larger of the two partial counts. The
/// listing keeps no ledger, so a resumable run stopped in it still enters the count, which
/// stops at once and leaves its empty ledger as the checkpoint: the resumed run counts (the
/// caller keeps what it was sent).
RowResult listThenCount(IndependentRun &run, SearchContext &ctx)
{
    bool all = false;
    RowResult listed = listFirst(run, run.counts[0], ctx, all);
    if (listed.error || all || (ctx.stopRequested() && !run.resumable))
        return listed;
    RowResult r = countOnly(run, ctx);
    if (!r.covered)
        r.count = std::max(r.count, listed.count);
    return r;
}

/// Count and Army: the main count (or listing).
std::optional<Error> countOrList(IndependentRun &run, SearchContext &ctx)
{
    /*
     * The main count (or listing) is the first phase; Burnside's fixed sets are the others.
     * Its result is recorded as "total" (search.h, SearchContext::record), so that a search
     * resumed in a later phase does not run it again.
     */
    const IndependentRequest &req = run.req;
    if (const auto known = recordedWide(ctx, "total")) {
        run.total = *known;
        if (run.emit)
            ctx.seedCounters(static_cast<std::uint64_t>(run.total), ctx.nodes());
        return std::nullopt;
    }
    // A resumed search keeps the engine of its checkpoint: n queens counted by the queen
    // counter go on there even when solutions are wanted now (they are then counted, not
    // listed), and a listing goes on in the row engine even when only counted now. A caller
    // that keeps only listLimit solutions gets those, and the rest are counted (the row engine
    // stops streaming once the caller has them: listFull).
    const SearchOptions &options = ctx.options();
    const std::atomic<bool> *enough =
        run.emit && options.listLimit > 0 && options.solutionLimit == 0 ? &run.listFull : nullptr;
    const std::string &resumed = options.resume ? options.resume->split : std::string();
    const bool queenCounter = resumed.rfind("independent/queens", 0) == 0;
    const bool rowEngine = resumed.rfind("independent/rows/", 0) == 0;
    RowResult r;
    if (req.mode == IndependentMode::Army) {
        r = runRowEngine(run.setup.rp, ctx, req.taskTarget, run.emit, run.resumable, enough);
        run.listedInPart = enough != nullptr;
    } else if (enough && run.queens && req.engine != IndependentEngine::General && resumed.empty()) {
        // Where counting is far faster than listing: a listing first, a count after. Other
        // counts would list most of their solutions twice where they are few, in a step that
        // cannot pause, so they count in the row engine as it lists.
        r = listThenCount(run, ctx);
    } else if ((run.emit && !queenCounter) || (run.queens && rowEngine)) {
        run.setup.rp.groups = {{0, run.counts[0]}};
        r = runRowEngine(run.setup.rp, ctx, req.taskTarget, run.emit, run.resumable, enough);
        run.listedInPart = enough != nullptr;
    } else {
        r = countOnly(run, ctx);
    }
    if (r.error)
        return *r.error;
    run.joinKernel = r.joinKernel;
    const bool listed = run.emit && !queenCounter && !run.listedInPart;
    run.counted = !listed;
    run.covered = r.covered && !(listed && ctx.stopRequested());
    run.total = listed ? static_cast<Wide>(ctx.solutions()) : r.count;
    if (run.covered)
        ctx.record(wideRecord("total", run.total));
    return std::nullopt;
}

/// Max: the most pieces and the number of sets that reach it. Phases: the maximum per
/// component ("max/c<k>"), then the listing ("total").
std::optional<Error> solveMax(IndependentRun &run, SearchContext &ctx, SearchStats &stats)
{
    const IndependentRequest &req = run.req;
    const SearchOptions &options = ctx.options();
    const ConflictTable &cf = run.setup.rp.conflict(0, 0);
    const std::vector<CellSet> conf = conflictSets(req.board, cf);
    std::vector<int> cells;
    for (int x = 0; x < req.board.area(); ++x)
        if (run.setup.avail[0].test(x))
            cells.push_back(x);
    const PieceType &piece = req.catalogue.piece(req.piece);
    const MaxResult m =
        maxIndependent(req.board, cells, conf, !piece.hasRides(), ctx, req.taskTarget, run.resumable);
    if (m.error)
        return *m.error;
    run.covered = m.covered;
    run.setSize = m.best;
    run.total = m.count;
    stats.optimum = static_cast<double>(m.best + preplacedOf(req, req.piece));
    stats.provenOptimal = run.covered;
    ctx.setBestObjective(*stats.optimum);
    if (!run.emit || !run.covered)
        return std::nullopt;
    if (const auto known = recordedWide(ctx, "total")) {
        ctx.seedCounters(static_cast<std::uint64_t>(*known), ctx.nodes());
        return std::nullopt;
    }
    // A checkpoint of the full listing (a run of `cpw`, then resumed for such a caller) goes on
    // in it; any other start lists only what the caller keeps.
    const bool listingResumed = options.resume && isPhaseLedger(*options.resume, kListPhase);
    if (options.listLimit > 0 && options.solutionLimit == 0 && !listingResumed) {
        // The number of maximum sets is known: list only what the caller keeps.
        bool all = false;
        const RowResult r = listFirst(run, m.best, ctx, all);
        if (r.error)
            return *r.error;
        run.counted = true;
        run.covered = !ctx.stopRequested();
        return std::nullopt;
    }
    run.setup.rp.groups = {{0, m.best}};
    ctx.setPhase(kListPhase);
    const RowResult r = runRowEngine(run.setup.rp, ctx, req.taskTarget, true, run.resumable);
    ctx.setPhase({});
    if (r.error)
        return *r.error;
    run.covered = r.covered && !ctx.stopRequested();
    if (run.covered)
        ctx.record(wideRecord("total", ctx.solutions()));
    return std::nullopt;
}

/// The summary of Count, Army and Max: distinct classes, ordered sequences, the count.
Result<SearchStats> summarise(IndependentRun &run, const std::vector<Symmetry> &group, SearchContext &ctx,
                              SearchStats &stats)
{
    const IndependentRequest &req = run.req;
    // Distinct classes (sets) by Burnside's lemma: one phase per symmetry ("g<index>").
    std::optional<Wide> distinct;
    if (req.distinct && run.covered)
        distinct =
            burnsideClasses(req, group, run.setup, run.counts, run.setSize, run.total, ctx, run.covered);
    if (req.hits == IndependentHits::All) {
        for (int i = 2; i <= run.counts[0]; ++i) {
            run.total *= static_cast<Wide>(i);
            if (!fitsU64(run.total))
                return fieldError(ErrorCode::CountOverflow);
        }
    }
    if (!fitsU64(run.total))
        return fieldError(ErrorCode::CountOverflow);
    if (run.counted) {
        // A resumed engine run starts the context's counter at its ledger's "solutions"; the
        // total already holds those.
        ctx.seedCounters(0, ctx.nodes());
        ctx.countSolutions(static_cast<std::uint64_t>(run.total));
    }
    ctx.finish(stats, run.covered);
    if (distinct && fitsU64(*distinct))
        stats.distinct = static_cast<std::uint64_t>(*distinct);
    if (run.emit && ctx.options().listLimit > 0) {
        // The caller was sent at most listLimit (solveIndependent): what it was sent against
        // what there is to show, the classes with --distinct (known only when complete), else
        // the solutions (so far).
        const std::uint64_t sent = run.streamed.load();
        const std::optional<std::uint64_t> shown =
            req.distinct ? stats.distinct : std::optional<std::uint64_t>(stats.solutions);
        // Every solution has the pieces of the first one sent (none sent: the set and the
        // fixed pieces).
        const int pieces = sent > 0
                               ? run.streamedPieces.load()
                               : run.setSize + (samePreplacedBoard(req) ? req.preplaced.pieceCount() : 0);
        if (shown && *shown > sent)
            stats.unlisted[pieces] = *shown - sent;
    }
    if (req.mode == IndependentMode::Max)
        stats.provenOptimal = stats.complete;
    return stats;
}

} // namespace

Result<SearchStats> solveIndependent(const IndependentRequest &request, std::stop_token token,
                                     const SearchOptions &options)
{
    if (Error e = validateIndependent(request))
        return e;
    return indepimpl::solveValidIndependent(request, std::move(token), options);
}

Result<SearchStats> indepimpl::solveValidIndependent(const IndependentRequest &req, std::stop_token token,
                                                     const SearchOptions &optionsIn)
{
    if (!req.board.fitsCellSet()) { // validated: n queens' first placement
        SearchContext ctx(std::move(token), runOptions(req, optionsIn, {}));
        return solveLargeQueens(req, ctx);
    }
    IndependentRun run{req};
    if (req.mode == IndependentMode::Army) {
        for (const ArmyEntry &a : req.army) {
            run.typeIds.push_back(a.piece);
            run.counts.push_back(a.count - preplacedOf(req, a.piece));
        }
    } else {
        run.typeIds.push_back(req.piece);
        run.counts.push_back(effectiveCount(req) - preplacedOf(req, req.piece));
    }
    const std::vector<Symmetry> group =
        req.distinct ? problemGroup(req, run.typeIds) : std::vector<Symmetry>{};
    SearchOptions counted = optionsIn;
    if (optionsIn.listLimit > 0 && optionsIn.onSolution && req.mode != IndependentMode::First) {
        // Innermost, behind the --distinct filter (serialised): counts what the caller
        // receives, up to listLimit, and drops the rest (the engines count them).
        counted.onSolution = [sink = optionsIn.onSolution, limit = optionsIn.listLimit,
                              &run](const Solution &s) {
            const std::uint64_t sent = run.streamed.load(std::memory_order_relaxed);
            if (sent >= limit)
                return;
            run.streamed.store(sent + 1, std::memory_order_relaxed);
            run.streamedPieces.store(s.placement.pieceCount(), std::memory_order_relaxed);
            sink(s);
            if (sent + 1 >= limit)
                run.listFull.store(true, std::memory_order_relaxed);
        };
    }
    run.token = token;
    SearchContext ctx(std::move(token), runOptions(req, counted, group));
    const SearchOptions &options = ctx.options();
    run.setup = buildSetup(req, run.typeIds, run.counts);
    run.emit = ctx.wantsSolutions();
    const bool plainSquare = req.board.width() == req.board.height() && !req.board.hasHoles() &&
                             (!samePreplacedBoard(req) || req.preplaced.empty());
    run.queens = req.mode != IndependentMode::Army && req.piece >= 0 &&
                 req.catalogue.piece(req.piece).kind == PieceKind::Queen && plainSquare &&
                 effectiveCount(req) == req.board.width();
    run.setSize = run.counts[0];
    run.resumable = options.resume || options.onCheckpoint || options.distributor || options.sampleTasks > 0;
    run.counted = !run.emit;

    SearchStats stats;
    std::optional<Error> error;
    switch (req.mode) {
    case IndependentMode::First:
        return solveFirst(run, ctx);
    case IndependentMode::Count:
    case IndependentMode::Army:
        error = countOrList(run, ctx);
        break;
    case IndependentMode::Max:
        error = solveMax(run, ctx, stats);
        break;
    }
    if (error)
        return *error;
    if (run.joinKernel) // which code counted: the summary's join_kernel (the processor decides)
        stats.labels["join_kernel"] = run.joinKernel;
    return summarise(run, group, ctx, stats);
}

} // namespace cpw
