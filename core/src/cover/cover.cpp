/*
 * Minimum covers (domination) by one piece type: request validation, the independent cover
 * check, the dispatch to the exact search (solver.cpp) or the local search (upper.cpp), and
 * the family's descriptor for the seam (family.h).
 *
 * The solver works on the attack graph of the empty board. With every piece of the same
 * type that is the same as the blocked attacks: if a piece A reaches cell c along a line
 * through a piece B, then B (same moves, c lies further along the same direction within the
 * same range) reaches c too, or the last piece before c on that line does; so the union of
 * attacked cells, and whether some piece attacks another, do not depend on blocking
 * (docs/cover.md). isCover() checks covers with blocking all the same (attackCounts), and
 * every cover the solvers print passes through it.
 */
#include "cpw/cover.h"
#include "cpw/family.h"

#include <algorithm>
#include <atomic>
#include <limits>
#include <mutex>

#include "cover/coverimpl.h"
#include "cpw/attacks.h"

namespace cpw {

/// The family's name, written once (FamilyDescriptor::name; problem files' "kind").
static constexpr std::string_view kFamilyName = "cover";

namespace {

int pieceOf(const CoverRequest &r)
{
    return r.piece >= 0 ? r.piece : r.catalogue.find(PieceKind::Knight);
}

} // namespace

Error validateCover(const CoverRequest &request)
{
    noteRequestValidation();
    const Board &board = request.board;
    if (board.width() > kMaxSide || board.height() > kMaxSide)
        return boardTooLarge(board);
    if (board.cellCount() == 0)
        return fieldError(ErrorCode::BadFieldValue, "board");
    const int piece = pieceOf(request);
    if (piece < 0 || piece >= request.catalogue.size())
        return fieldError(ErrorCode::UnknownPiece, {}, piece);
    if (request.mode == CoverMode::Pieces && (request.pieces < 0 || request.pieces > board.cellCount()))
        return fieldError(ErrorCode::BadFieldValue, "params.pieces", request.pieces);
    if (request.mode == CoverMode::Upper && request.distinct)
        return fieldError(ErrorCode::Unsupported, "params.distinct"); // no covers are counted
    if (request.mode == CoverMode::Upper && request.variant == CoverVariant::Independent &&
        request.upperMethod == UpperMethod::LocalSearch)
        return fieldError(ErrorCode::Unsupported, "independent");
    if (request.upperSymmetry != 0 && request.upperSymmetry != 1 && request.upperSymmetry != 2 &&
        request.upperSymmetry != 4)
        return fieldError(ErrorCode::BadFieldValue, "params.symmetry", request.upperSymmetry);
    const auto pre = preplacedCells(board, request.preplaced, request.catalogue, [piece](int p) { return p == piece; });
    return pre ? Error{} : pre.error();
}

// The family's parameters (params.h), declared once: the core validates and completes problem
// files with them, `cpw cover` generates its options from them, the GUI its form.
std::span<const ParamSpec> coverParams()
{
    static const std::vector<ParamSpec> specs = {
        {.key = "variant",
         .type = ParamType::Choice,
         .defaultValue = std::string("plain"),
         .choices = enumChoices<CoverVariant>({{CoverVariant::Plain, "plain"},
                                               {CoverVariant::Total, "total"},
                                               {CoverVariant::Independent, "independent"}}),
         .flag = "--variant",
         .help = "plain covers (default), total or independent ones",
         .valueFlags = {{"--total", "total", "total covers: every cell attacked, occupied ones too"},
                        {"--independent", "independent", "independent covers: no piece attacks another"}}},
        {.key = "mode",
         .type = ParamType::Choice,
         .defaultValue = std::string("minimum"),
         .choices = enumChoices<CoverMode>(
             {{CoverMode::Minimum, "minimum"}, {CoverMode::Pieces, "pieces"}, {CoverMode::Upper, "upper"}}),
         .flag = "--mode",
         .help = "the proven minimum (default), every cover with --pieces G pieces, or small covers of "
                 "large boards (upper)",
         .valueFlags = {{"--upper", "upper",
                         "small covers of large boards within --upper-time-limit (no proof)"}}},
        {.key = "pieces",
         .type = ParamType::Int,
         .defaultValue = 0LL,
         .min = 0,
         .max = kMaxCells,
         .flag = "--pieces",
         .valueName = "G",
         .help = "every cover with exactly G pieces (instead of the minimum)",
         .enabledWhen = {"mode", {"pieces"}, true}},
        {.key = "first",
         .type = ParamType::Bool,
         .defaultValue = false,
         .flag = "--first",
         .help = "stop at the first minimum cover (the minimum is still proven)",
         .enabledWhen = {"mode", {"minimum"}}},
        {.key = "upper_time_limit",
         .type = ParamType::Real,
         .defaultValue = CoverRequest{}.upperTimeLimit,
         .min = 0.001,
         .max = 1e9,
         .flag = "--upper-time-limit",
         .valueName = "S",
         .help = "with --upper: search for S seconds (--time-limit S without this option sets it too)",
         .enabledWhen = {"mode", {"upper"}},
         .legacyKey = "time_limit"},
        {.key = "method",
         .type = ParamType::Choice,
         .defaultValue = std::string("both"),
         .choices = enumChoices<UpperMethod>(
             {{UpperMethod::Portfolio, "both"}, {UpperMethod::LocalSearch, "local"}, {UpperMethod::Sat, "sat"}}),
         .flag = "--method",
         .valueName = "M",
         .help = "--upper: both (default: local search beside SAT), local or sat",
         .enabledWhen = {"mode", {"upper"}}},
        {.key = "symmetry",
         .type = ParamType::Int,
         .defaultValue = 0LL,
         .min = 0,
         .max = 8,
         .flag = "--symmetry",
         .valueName = "K",
         .help = "--upper, SAT: K-fold symmetric covers only (2, 4); 1 = all covers; 0 = the method's "
                 "own order (default)",
         .enabledWhen = {"mode", {"upper"}}},
        {.key = "lp_bound",
         .type = ParamType::Bool,
         .defaultValue = true,
         .flag = "--no-lp",
         .help = "tuning: greedy packing bounds only, no LP (results are the same)"},
    };
    return specs;
}

/// coverRequestFromProblem() for a problem whose parameters validateParams() has accepted (the
/// family's prepare: they are checked once).
static Result<CoverRequest> coverRequestOfCheckedProblem(const Problem &problem)
{
    if (problem.kind != kFamilyName)
        return fieldError(ErrorCode::BadFieldValue, "kind");
    CoverRequest r;
    r.board = problem.board;
    r.catalogue = problem.catalogue;
    r.piece = problem.allowed.empty() ? -1 : problem.allowed.front();
    if (problem.allowed.size() > 1)
        return fieldError(ErrorCode::BadFieldValue, "pieces");
    r.preplaced = problem.preplaced;
    const ParamReader read(problem);
    r.distinct = read.boolean("distinct");
    r.variant = read.choice<CoverVariant>("variant");
    r.mode = read.choice<CoverMode>("mode");
    r.pieces = static_cast<int>(read.integer("pieces"));
    r.upperMethod = read.choice<UpperMethod>("method");
    r.upperTimeLimit = read.real("upper_time_limit");
    r.upperSymmetry = static_cast<int>(read.integer("symmetry"));
    r.firstOnly = read.boolean("first");
    r.taskTarget = static_cast<int>(read.integer("task_target"));
    r.lpBound = read.boolean("lp_bound");
    if (Error e = validateCover(r))
        return e;
    return r;
}

Result<CoverRequest> coverRequestFromProblem(const Problem &problem)
{
    if (Error e = validateParams(problem))
        return e;
    return coverRequestOfCheckedProblem(problem);
}

Problem coverProblemFromRequest(const CoverRequest &r)
{
    Problem p;
    p.kind = kFamilyName;
    p.board = r.board;
    p.catalogue = r.catalogue;
    if (r.piece >= 0)
        p.allowed = {r.piece};
    p.preplaced = r.preplaced.board().area() == r.board.area() ? r.preplaced : Placement(r.board);
    if (r.distinct)
        p.params["distinct"] = true;
    p.params["variant"] = std::string(choiceName(coverParams(), "variant", r.variant));
    p.params["mode"] = std::string(choiceName(coverParams(), "mode", r.mode));
    if (r.mode == CoverMode::Pieces)
        p.params["pieces"] = static_cast<long long>(r.pieces);
    if (r.mode == CoverMode::Upper) {
        p.params["method"] = std::string(choiceName(coverParams(), "method", r.upperMethod));
        p.params["symmetry"] = static_cast<long long>(r.upperSymmetry);
        p.params["upper_time_limit"] = r.upperTimeLimit;
    }
    if (r.firstOnly)
        p.params["first"] = true;
    if (r.taskTarget > 0)
        p.params["task_target"] = static_cast<long long>(r.taskTarget);
    if (!r.lpBound)
        p.params["lp_bound"] = false;
    return p;
}

bool isCover(const Placement &placement, const Catalogue &catalogue, CoverVariant variant)
{
    const Board &board = placement.board();
    const std::vector<int> counts = attackCounts(placement, catalogue);
    for (int i = 0; i < board.area(); ++i) {
        if (board.isHole(i))
            continue;
        const bool occupied = placement.at(i) != kEmpty;
        if (variant == CoverVariant::Total ? counts[i] == 0 : (!occupied && counts[i] == 0))
            return false;
        if (variant == CoverVariant::Independent && occupied && counts[i] > 0)
            return false;
    }
    return true;
}

namespace {

// The symmetry groups the SAT model tries, in order (docs/cover.md): only groups whose every
// element keeps the board, the piece and the preplaced pieces.
std::vector<std::vector<Symmetry>> satGroups(const CoverRequest &req)
{
    using S = Symmetry;
    std::vector<Symmetry> allowed;
    for (Symmetry s : problemSymmetries(req.board, req.catalogue, {req.piece}))
        if (req.preplaced.transformed(s) == req.preplaced)
            allowed.push_back(s);
    const std::vector<std::vector<Symmetry>> four = {
        {S::Identity, S::Rot90, S::Rot180, S::Rot270},
        {S::Identity, S::MirrorLR, S::MirrorTB, S::Rot180},
        {S::Identity, S::Transpose, S::AntiTranspose, S::Rot180}};
    const std::vector<std::vector<Symmetry>> two = {
        {S::Identity, S::Rot180}, {S::Identity, S::MirrorLR}, {S::Identity, S::Transpose}};
    std::vector<std::vector<Symmetry>> wanted;
    switch (req.upperSymmetry) {
    case 1:
        wanted = {{S::Identity}};
        break;
    case 2:
        wanted = two;
        break;
    case 4:
        wanted = four;
        break;
    default:
        wanted = {four[0], two[0], two[1], two[2], {S::Identity}};
    }
    std::vector<std::vector<Symmetry>> groups;
    for (const auto &g : wanted) {
        bool ok = true;
        for (Symmetry s : g)
            ok = ok && std::find(allowed.begin(), allowed.end(), s) != allowed.end();
        if (ok)
            groups.push_back(g);
    }
    return groups;
}

// A short name of a symmetry group for the summary: its non-identity elements.
std::string groupName(const std::vector<Symmetry> &group)
{
    if (group.size() == 1)
        return "all";
    if (group.size() == 2)
        return std::string(symmetryName(group[1]));
    return std::string(symmetryName(group[1])) + "_" + std::string(symmetryName(group[2]));
}

// Mode Upper: local search and/or the SAT model (sat.cpp), as a portfolio over the threads.
// Task 0 runs the SAT model over the symmetry groups in turn (each gets an equal share of the
// time left); further tasks run local searches with their own seeds (for independent covers,
// or with the method Sat, the SAT model without symmetry). With one thread and the portfolio,
// the one task runs the local search for the first third of the time, then the SAT models.
// All share the best cover; each is verified with blocking before it is streamed.
Result<SearchStats> solveUpper(const CoverRequest &req, const coverimpl::CoverGraph &graph,
                               SearchContext &ctx)
{
    using namespace coverimpl;
    const int piece = pieceOf(req);
    const int area = graph.board.area();
    CellSet fixed, covered;
    for (int c = 0; c < area; ++c)
        if (req.preplaced.at(c) != kEmpty) {
            fixed.set(c);
            covered |= graph.covers[c];
        }
    const CellSet available = graph.cells & ~fixed;
    const CellSet unc = graph.cells & ~covered;
    SearchStats stats;
    for (int c = 0; c < area; ++c)
        if (unc.test(c) && (graph.coveredBy[c] & available).none()) {
            ctx.finish(stats, true);
            stats.provenOptimal = false;
            return stats; // nothing covers c
        }
    const bool independent = req.variant == CoverVariant::Independent;
    const std::vector<std::int64_t> w = packingWeights(graph, unc, available, req.lpBound);
    std::int64_t sum = 0;
    for (int c = 0; c < area; ++c)
        sum += w[c];
    const int lower =
        static_cast<int>(fixed.count()) + static_cast<int>((sum + kWeightScale - 1) / kWeightScale);
    stats.extra["lower_bound"] = lower;
    std::mutex mutex;
    std::atomic<int> best{std::numeric_limits<int>::max()};
    std::atomic<bool> proved{false}, noCover{false}, satProof{false};
    std::uint64_t failures = 0;
    int satCovers = 0, localCovers = 0;
    bool lastFromSat = false;
    auto report = [&](const std::vector<int> &set, bool fromSat) {
        std::lock_guard lock(mutex);
        if (static_cast<int>(set.size()) >= best.load())
            return;
        Solution s;
        s.placement = Placement(graph.board);
        for (int c : set)
            s.placement.set(c, piece);
        if (!isCover(s.placement, req.catalogue, req.variant)) {
            ++failures;
            return;
        }
        best = static_cast<int>(set.size());
        ++(fromSat ? satCovers : localCovers);
        lastFromSat = fromSat;
        s.objective = best.load();
        ctx.setBestObjective(best.load());
        ctx.submit(s);
        if (best.load() <= lower && req.upperMethod != UpperMethod::Sat)
            ctx.requestStop(StopReason::Completed); // with the SAT model alone, it proves it
    };
    const double limit = ctx.options().timeLimitSeconds;
    const std::vector<std::vector<Symmetry>> groups = satGroups(req);
    auto runSat = [&](const std::vector<std::vector<Symmetry>> &chain, std::uint64_t seed) {
        for (std::size_t i = 0; i < chain.size() && !ctx.stopRequested(); ++i) {
            const bool last = i + 1 == chain.size();
            const double left = limit > 0 ? limit - ctx.elapsed() : 0;
            const double deadline =
                limit > 0 && !last ? ctx.elapsed() + left / static_cast<double>(chain.size() - i) : 0;
            int above = -1;
            const SatOutcome out = satCover(
                graph, fixed, available, independent, chain[i], ctx, deadline, seed,
                [&] { return best.load(); }, [&](const std::vector<int> &set) { report(set, true); }, &above);
            if (out == SatOutcome::Exhausted && above >= 0) {
                // Recorded: no cover with this symmetry has `above` or fewer pieces.
                std::lock_guard lock(mutex);
                stats.extra["sat_none_upto_" + groupName(chain[i])] = above;
            }
            if (chain[i].size() == 1 && out != SatOutcome::Stopped) {
                // No symmetry: UNSAT proves that no cover is smaller than the best one.
                (out == SatOutcome::NoCover ? noCover : proved) = true;
                satProof = true;
                ctx.requestStop(StopReason::Completed);
            }
        }
    };
    auto runLocal = [&](std::uint64_t seed, double stopAt) {
        localSearchCover(
            graph, fixed, available, independent, lower, ctx, seed,
            [&](const std::vector<int> &set) { report(set, false); }, stopAt);
    };
    const bool useLocal = req.upperMethod != UpperMethod::Sat && !independent;
    const bool useSat = req.upperMethod != UpperMethod::LocalSearch;
    const int tasks = ctx.threads();
    runTasks(ctx, static_cast<std::size_t>(tasks), [&](std::size_t task, int) {
        const std::uint64_t seed = 0x9e3779b97f4a7c15ULL * (task + 1);
        if (!useSat) {
            runLocal(seed, 0);
        } else if (task == 0) {
            if (useLocal && tasks == 1)
                runLocal(seed, limit > 0 ? limit / 3 : 5.0);
            runSat(groups, seed);
        } else if (useLocal) {
            runLocal(seed, 0);
        } else {
            runSat({{Symmetry::Identity}}, seed);
        }
    });
    const bool done = proved.load() || noCover.load() || best.load() <= lower;
    ctx.finish(stats, done);
    if (best.load() != std::numeric_limits<int>::max()) {
        stats.optimum = best.load();
        stats.provenOptimal = done;
    } else if (!noCover.load()) {
        stats.provenOptimal = false;
    }
    if (done) {
        stats.complete = true;
        stats.reason = StopReason::Completed;
    }
    stats.extra["sat_covers"] = satCovers;
    stats.extra["local_covers"] = localCovers;
    stats.extra["best_by_sat"] = lastFromSat ? 1 : 0;
    stats.extra["sat_proof"] = satProof.load() ? 1 : 0;
    if (failures)
        stats.extra["verification_failures"] = static_cast<double>(failures);
    return stats;
}

/// solveCover() for a request validateCover() has accepted (the family's prepared run): it is
/// not checked again.
Result<SearchStats> solveValidCover(const CoverRequest &requestIn, std::stop_token token,
                                    const SearchOptions &optionsIn)
{
    CoverRequest req = requestIn;
    req.piece = pieceOf(requestIn);
    if (req.preplaced.board().width() != req.board.width() ||
        req.preplaced.board().height() != req.board.height())
        req.preplaced = Placement(req.board);
    req.preplaced.board() = req.board;
    const PieceType &piece = req.catalogue.piece(req.piece);
    const coverimpl::CoverGraph graph = coverimpl::buildCoverGraph(req.board, piece, req.variant);
    SearchOptions options = optionsIn;
    if (req.mode == CoverMode::Upper && options.timeLimitSeconds <= 0)
        options.timeLimitSeconds = req.upperTimeLimit;
    if (req.mode == CoverMode::Upper && (options.resume || options.onCheckpoint)) {
        // Local search and SAT keep no task list to resume (docs/scale.md).
        Error e;
        e.code = ErrorCode::NoCheckpoints;
        e.token = "cover --upper";
        return e;
    }
    SearchContext ctx(std::move(token), options);
    if (req.mode == CoverMode::Upper)
        return solveUpper(req, graph, ctx);
    // Symmetries for distinct covers: board shape and piece, and the preplaced pieces.
    std::vector<Symmetry> group;
    for (Symmetry s : problemSymmetries(req.board, req.catalogue, {req.piece}))
        if (req.preplaced.transformed(s) == req.preplaced)
            group.push_back(s);
    return coverimpl::solveCoverExact(req, graph, ctx, group);
}

} // namespace

Result<SearchStats> solveCover(const CoverRequest &request, std::stop_token token, const SearchOptions &options)
{
    if (Error e = validateCover(request))
        return e;
    return solveValidCover(request, std::move(token), options);
}

// The family's place in the seam (family.h): a problem of kind Cover goes through
// coverRequestFromProblem to solveCover.
FamilyDescriptor coverFamily()
{
    FamilyDescriptor f{kFamilyName, true, nullptr, nullptr, nullptr};
    f.params = coverParams();
    // The request is built once from the checked parameters; the run holds it.
    f.prepare = [](const Problem &problem) -> Result<PreparedRun> {
        auto r = coverRequestOfCheckedProblem(problem);
        if (!r)
            return r.error();
        // The exhaustive modes pause; the search for small covers keeps no task list.
        const bool upper = r->mode == CoverMode::Upper;
        PreparedRun run([r = std::move(r)](std::stop_token token,
                                           const SearchOptions &options) -> Result<SearchStats> {
            // The search for small covers runs for its own limit (upper_time_limit), or less when
            // the run has a shorter general one.
            SearchOptions o = options;
            if (r->mode == CoverMode::Upper && o.timeLimitSeconds > 0)
                o.timeLimitSeconds = std::min(o.timeLimitSeconds, r->upperTimeLimit);
            return solveValidCover(r.value(), std::move(token), o);
        });
        run.checkpoints = !upper;
        return run;
    };
    f.objective = [](const Problem &) {
        return Objective{.sense = ObjectiveSense::Minimise};
    };
    f.checkpoints = true; // the exhaustive modes
    return f;
}

} // namespace cpw
