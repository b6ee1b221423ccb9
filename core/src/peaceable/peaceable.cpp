/*
 * Peaceably coexisting armies: request validation, problem files, the independent check of
 * a placement, the dispatch to the line-label search (labels.cpp) and the count (count.cpp),
 * and the family's descriptor for the seam (family.h).
 *
 * Why the empty board's attacks are the right rule (cpw/peaceable.h): let a white piece on c
 * and a black one on d with d reachable from c by a ride in direction v within its range on
 * the empty board. The pieces on the segment from c to d, in order, start white and end
 * black, so two neighbours in that order are white then black with nothing between them and
 * no farther apart than c and d; the white one (same kind, same ride) attacks the black one
 * with blocking. Leaps are never blocked. So a placement is peaceable with blocking exactly
 * when it is on the empty board, and isPeaceable() checks it with blocking all the same.
 */
#include "cpw/peaceable.h"
#include "cpw/family.h"

#include <algorithm>

#include "cpw/attacks.h"
#include "cpw/params.h"
#include "fileio.h"
#include "peaceable/model.h"

namespace cpw {

/// The family's name, written once (FamilyDescriptor::name; problem files' "kind").
static constexpr std::string_view kFamilyName = "peaceable";

namespace {

int pieceOf(const PeaceableRequest &r)
{
    return r.piece >= 0 ? r.piece : r.catalogue.find(PieceKind::Queen);
}

Error cellError(ErrorCode code, const Board &board, int cell, std::string token, long long value = 0)
{
    Error e = fieldError(code, std::move(token), value);
    e.file = board.fileOf(cell);
    e.rank = board.rankOf(cell) + 1;
    return e;
}

} // namespace

Error validatePeaceable(const PeaceableRequest &request)
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
    if (request.white < 0 || request.white > board.cellCount())
        return fieldError(ErrorCode::BadFieldValue, "params.white", request.white);
    // Black beside a fixed white army has what white leaves; otherwise each side half the board.
    const int mMax = request.white > 0 ? board.cellCount() - request.white : board.cellCount() / 2;
    if (request.m < 0 || request.m > mMax)
        return fieldError(ErrorCode::BadFieldValue, "params.m", request.m);
    if (request.taskDepth < 0 || request.taskDepth > 24)
        return fieldError(ErrorCode::BadFieldValue, "params.task_depth", request.taskDepth);
    if (request.upper && (request.count || request.m > 0 || request.white > 0))
        return fieldError(ErrorCode::Unsupported, request.count ? "params.count"
                                                  : request.m > 0 ? "params.m"
                                                                  : "params.white");
    if (request.distinct && !request.count)
        return fieldError(ErrorCode::Unsupported, "params.distinct"); // classes are counted only
    if (request.representatives && !(request.count && request.distinct))
        return fieldError(ErrorCode::Unsupported, "params.representatives"); // one of each class counted
    const Placement &pre = request.preplaced;
    const auto cells = preplacedCells(board, pre, request.catalogue, [piece](int p) { return p == piece; });
    if (!cells)
        return cells.error();
    int white = 0, black = 0;
    for (int i : cells.value())
        ++(pre.isBlack(i) ? black : white);
    if (request.white > 0 && white > request.white)
        return fieldError(ErrorCode::BadFieldValue, "params.white", request.white);
    if (request.m > 0 && (request.white > 0 ? black : std::max(white, black)) > request.m)
        return fieldError(ErrorCode::BadFieldValue, "params.m", request.m);
    // Two preplaced pieces of different colours that attack each other: no placement at all.
    const PieceType &type = request.catalogue.piece(piece);
    for (int i : cells.value()) {
        if (pre.isBlack(i))
            continue;
        for (int j : cells.value()) {
            if (!pre.isBlack(j))
                continue;
            if (attackedCellsEmpty(board, type, i).test(j) || attackedCellsEmpty(board, type, j).test(i))
                return cellError(ErrorCode::PreplacedAttack, board, i,
                                 board.cellName(i) + "-" + board.cellName(j));
        }
    }
    return {};
}

// The family's parameters (params.h), declared once: the core validates and completes problem
// files with them, `cpw peaceable` generates its options from them, the GUI its form. The piece
// is the problem's one allowed piece, not a parameter.
std::span<const ParamSpec> peaceableParams()
{
    static const std::vector<ParamSpec> specs = {
        {.key = "m",
         .type = ParamType::Int,
         .defaultValue = 0LL,
         .min = 0,
         .max = kMaxCells,
         .flag = "--m",
         .valueName = "M",
         .help = "is an army of M white and M black pieces possible? (one placement; 0 = the largest, "
                 "the default)",
         .enabledWhen = {"upper", {"false"}}},
        {.key = "white",
         .type = ParamType::Int,
         .defaultValue = 0LL,
         .min = 0,
         .max = kMaxCells,
         .flag = "--white",
         .valueName = "M",
         .help = "one side fixed: exactly M white pieces and the most black ones beside them (optimum = "
                 "black's count; with M = a(n) the largest aggressor, OEIS A308632; 0 = off)",
         .enabledWhen = {"upper", {"false"}}},
        {.key = "count",
         .type = ParamType::Bool,
         .defaultValue = false,
         .flag = "--count",
         .help = "count every placement of the optimum (or of --m)",
         .enabledWhen = {"upper", {"false"}}},
        {.key = "upper",
         .type = ParamType::Bool,
         .defaultValue = false,
         .flag = "--upper",
         .help = "a large army by simulated annealing within --time-limit (default 10 s), no proof"},
        {.key = "task_depth",
         .type = ParamType::Int,
         .defaultValue = 0LL,
         .min = 0,
         .max = 24,
         .scope = ParamScope::Run,
         .flag = "--task-depth",
         .valueName = "D",
         .help = "tuning: decisions that cut the search into tasks (0 = automatic; results are the same)"},
        {.key = "symmetry",
         .type = ParamType::Choice,
         .defaultValue = std::string("lex"),
         .choices = enumChoices<PeaceableSymmetry>(
             {{PeaceableSymmetry::Lex, "lex"}, {PeaceableSymmetry::Colours, "colours"}}),
         .scope = ParamScope::Run,
         .flag = "--symmetry",
         .help =
             "tuning: the symmetries the proof and the count break, lex = all of them by the lex-leader rule "
             "(default), colours = the exchange of colours alone (the engine before issue 46, another search "
             "tree for a cross-check); results are the same",
         .enabledWhen = {"upper", {"false"}}},
        {.key = "representatives",
         .type = ParamType::Text,
         .defaultValue = std::string(),
         .scope = ParamScope::Run,
         .flag = "--representatives",
         .valueName = "FILE",
         .help = "with --count --distinct: write the least placement of every class to FILE (one a line, "
                 "placement notation, black in lower case; atomically, once the count is complete)",
         .enabledWhen = {"count", {"true"}}},
    };
    return specs;
}

/// peaceableRequestFromProblem() for a problem whose parameters validateParams() has accepted (the
/// family's prepare: they are checked once).
static Result<PeaceableRequest> peaceableRequestOfCheckedProblem(const Problem &problem)
{
    if (problem.kind != kFamilyName)
        return fieldError(ErrorCode::BadFieldValue, "kind");
    PeaceableRequest r;
    r.board = problem.board;
    r.catalogue = problem.catalogue;
    if (problem.allowed.size() > 1)
        return fieldError(ErrorCode::BadFieldValue, "pieces");
    r.piece = problem.allowed.empty() ? -1 : problem.allowed.front();
    r.preplaced = problem.preplaced;
    const ParamReader read(problem);
    r.upper = read.boolean("upper");
    // "m" and "count" mean something without "upper" only (their enabledWhen); a file may keep
    // them beside it.
    r.m = r.upper ? 0 : static_cast<int>(read.integer("m"));
    r.white = r.upper ? 0 : static_cast<int>(read.integer("white"));
    r.count = !r.upper && read.boolean("count");
    r.distinct = read.boolean("distinct");
    r.taskDepth = static_cast<int>(read.integer("task_depth"));
    r.symmetry = read.choice<PeaceableSymmetry>("symmetry");
    r.representatives = !read.text("representatives").empty();
    if (Error e = validatePeaceable(r))
        return e;
    return r;
}

Result<PeaceableRequest> peaceableRequestFromProblem(const Problem &problem)
{
    if (Error e = validateParams(problem))
        return e;
    return peaceableRequestOfCheckedProblem(problem);
}

Problem peaceableProblemFromRequest(const PeaceableRequest &request)
{
    Problem p;
    p.kind = kFamilyName;
    p.catalogue = request.catalogue;
    p.board = request.board;
    p.allowed = {pieceOf(request)};
    p.preplaced = request.preplaced;
    if (request.m > 0)
        p.params["m"] = static_cast<long long>(request.m);
    if (request.white > 0)
        p.params["white"] = static_cast<long long>(request.white);
    if (request.count)
        p.params["count"] = true;
    if (request.distinct)
        p.params["distinct"] = true;
    if (request.upper)
        p.params["upper"] = true;
    if (request.taskDepth > 0)
        p.params["task_depth"] = static_cast<long long>(request.taskDepth);
    if (request.symmetry != PeaceableSymmetry::Lex)
        p.params["symmetry"] = std::string(choiceName(peaceableParams(), "symmetry", request.symmetry));
    return p;
}

bool peaceableLess(const Placement &a, const Placement &b)
{
    const auto sets = [](const Placement &p) {
        const CellSet black = p.blackCells();
        return std::pair{p.occupied() & ~black, black};
    };
    const auto [aw, ab] = sets(a);
    const auto [bw, bb] = sets(b);
    return peaceable::lessPlacement(aw, ab, bw, bb);
}

Error savePeaceableRepresentatives(const std::vector<Placement> &representatives, const Catalogue &catalogue,
                                   const std::string &path)
{
    std::string text;
    for (const Placement &p : representatives)
        text += toNotation(p, catalogue) + '\n';
    return writeTextFileAtomically(path, text);
}

bool isPeaceable(const Placement &placement, const Catalogue &catalogue)
{
    const Board &board = placement.board();
    const CellSet occupied = placement.occupied();
    for (int i = 0; i < board.area(); ++i) {
        const int id = placement.at(i);
        if (id == kEmpty)
            continue;
        const CellSet att = attackedCells(board, catalogue.piece(id), i, occupied);
        for (int j = 0; j < board.area(); ++j)
            if (att.test(j) && placement.at(j) != kEmpty && placement.isBlack(j) != placement.isBlack(i))
                return false;
    }
    return true;
}

namespace {
/// The army found: streamed as the solution, its m the optimum (proven or not).
void submitArmy(const peaceable::ArmyResult &a, SearchContext &context, SearchStats &stats)
{
    Solution s;
    s.placement = a.placement;
    s.objective = a.best;
    context.submit(s);
    stats.optimum = a.best;
}
/// solvePeaceable() for a request validatePeaceable() has accepted (the family's prepared run):
/// it is not checked again.
Result<SearchStats> solveValidPeaceable(const PeaceableRequest &request, std::stop_token token,
                                        const SearchOptions &options)
{
    SearchOptions o = options;
    if (request.upper && o.timeLimitSeconds <= 0)
        o.timeLimitSeconds = 10.0;
    SearchContext context(std::move(token), o);
    const peaceable::Model model = peaceable::buildModel(request);
    SearchStats stats;
    if (request.white > 0)
        stats.extra["white"] = request.white;

    if (request.upper) {
        // No proof: the best army annealing finds, and the bound of the first decisions of
        // the branch and bound above it.
        const peaceable::ArmyResult a = peaceable::annealArmy(model, context);
        const int lower = a.found ? a.best : 0;
        const int upper = peaceable::boundBelow(model, lower + 1, 10);
        stats.extra["upper_bound"] = upper;
        stats.extra["lower_bound"] = lower;
        if (a.found)
            submitArmy(a, context, stats);
        stats.provenOptimal = a.found && upper == a.best;
        context.finish(stats, false);
        return stats;
    }

    if (request.count) {
        int m = request.m;
        bool covered = true;
        if (m <= 0) {
            const peaceable::ArmyResult a = peaceable::searchArmy(model, context, 0);
            if (a.error)
                return *a.error;
            stats.extra["upper_bound"] = a.upperBound;
            stats.extra["lower_bound"] = a.found ? a.best : 0;
            if (a.found)
                stats.optimum = a.best;
            stats.provenOptimal = a.complete;
            if (!a.complete || !a.found) {
                context.finish(stats, a.complete);
                stats.solutions = 0;
                return stats;
            }
            m = a.best;
        } else {
            stats.optimum = m;
        }
        const peaceable::CountResult c =
            peaceable::countArmies(model, context, m, request.distinct, peaceable::problemGroup(model));
        if (c.error)
            return *c.error;
        if (c.overflow)
            return fieldError(ErrorCode::CountOverflow, "solutions");
        covered = c.complete;
        context.finish(stats, covered);
        stats.solutions = std::max(stats.solutions, c.solutions);
        if (request.distinct)
            stats.labels["classes_under"] = c.coloursExchanged ? "board_and_colours" : "board";
        if (request.distinct && covered) {
            stats.distinct = c.distinct;
            stats.representatives = c.representatives;
        }
        return stats;
    }

    const peaceable::ArmyResult a = peaceable::searchArmy(model, context, request.m);
    if (a.error)
        return *a.error;
    stats.extra["upper_bound"] = a.upperBound;
    stats.extra["lower_bound"] = a.found ? a.best : 0;
    if (a.found)
        submitArmy(a, context, stats);
    if (request.m <= 0)
        stats.provenOptimal = a.complete && a.found;
    context.finish(stats, a.complete);
    return stats;
}

} // namespace

Result<SearchStats> solvePeaceable(const PeaceableRequest &request, std::stop_token token,
                                   const SearchOptions &options)
{
    if (Error e = validatePeaceable(request))
        return e;
    return solveValidPeaceable(request, std::move(token), options);
}

FamilyDescriptor peaceableFamily()
{
    FamilyDescriptor f{kFamilyName, true, nullptr, nullptr, nullptr};
    f.params = peaceableParams();
    // The request is built once from the checked parameters; the run holds it.
    f.prepare = [](const Problem &problem) -> Result<PreparedRun> {
        auto r = peaceableRequestOfCheckedProblem(problem);
        if (!r)
            return r.error();
        // The branch and bound and the count pause and resume (their tasks are on
        // runLedgerTasks); --upper is a search against the clock that keeps no list of what
        // is done.
        const bool upper = r->upper;
        PreparedRun run([r = std::move(r)](std::stop_token token,
                                           const SearchOptions &options) -> Result<SearchStats> {
            // The run's time limit (the common "time_limit") is in the options; --upper without
            // one searches for 10 s (solvePeaceable).
            return solveValidPeaceable(r.value(), std::move(token), options);
        });
        run.checkpoints = !upper;
        return run;
    };
    f.objective = [](const Problem &) {
        return Objective{.sense = ObjectiveSense::Maximise, .unit = "pieces_each_colour"}; // m white and m black
    };
    f.checkpoints = true; // but --upper
    f.blackPieces = true;
    return f;
}

} // namespace cpw
