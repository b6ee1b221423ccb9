/*
 * The exact-attack puzzle (seed 000): request validation, attack patterns, canonical forms.
 * The search itself lives in solver.cpp.
 *
 * Canonical counting (shared/exact-attack-conventions.md), as implemented here and in the
 * solver, relative to the allowed pieces:
 *  1. a queen whose every line stops at distance 1 is a king (when kings are allowed);
 *  2. a bishop with no backward diagonal neighbour ("first rank") whose lines both stop at
 *     distance 1 has the pawn's pattern (when pawns are allowed);
 *  3. a piece that attacks nothing from its cell (a last-rank pawn; on tiny boards also e.g. a
 *     knight in the centre of 3x3) is kept only where a line stops on it that would otherwise
 *     continue past its cell, and is then shown as the allowed piece of lowest catalogue id
 *     that attacks nothing there. With empty-only counting it is also kept where the cell,
 *     once empty, would miss its target (it is then the only way to have that placement).
 * Rules 1 and 2 are applied first (the "pattern view", as seed 000 keeps the king's and the
 * pawn's patterns), rule 3 is judged in that view, and finally a first-rank pawn whose lines as
 * a bishop stop at distance 1 is shown as a bishop (conventions, rule 2). The order matters:
 * a pawn on a1 and a knight (attacking nothing) on b2 of 3x3 is one solution with the pawn
 * alone, not a bishop on a1 blocked by the knight.
 * exactPatterns() lists the seed's pattern set: it drops the queen patterns equal to a
 * king's and the first-rank bishop patterns equal to a pawn's (seed 000 keeps the pawn's).
 */
#include "cpw/exact.h"
#include "cpw/family.h"

#include <algorithm>

#include "exact/model.h"
#include "exact/rays.h"

namespace cpw {

/// The family's name, written once (FamilyDescriptor::name; problem files' "kind").
static constexpr std::string_view kFamilyName = "exact";

namespace exactimpl {

std::vector<std::vector<int>> pieceRays(const Board &board, const PieceType &piece, int cell)
{
    std::vector<std::vector<int>> rays;
    const int x0 = board.fileOf(cell);
    const int y0 = board.rankOf(cell);
    for (const Move &m : piece.moves) {
        if (m.dx == 0 && m.dy == 0)
            continue;
        std::vector<int> ray;
        const int limit = m.range == 0 ? kMaxSide * 2 : m.range;
        for (int s = 1; s <= limit; ++s) {
            const int x = x0 + s * m.dx;
            const int y = y0 + s * m.dy;
            if (!board.contains(x, y))
                break;
            ray.push_back(board.index(x, y));
        }
        if (!ray.empty())
            rays.push_back(std::move(ray));
    }
    return rays;
}

bool allStopsAtOne(const std::vector<int> &stops)
{
    return std::all_of(stops.begin(), stops.end(), [](int s) { return s == 1; });
}

bool hasNoBackwardDiagonals(const Board &board, int cell)
{
    const int x = board.fileOf(cell);
    const int y = board.rankOf(cell);
    return !board.contains(x - 1, y - 1) && !board.contains(x + 1, y - 1);
}

int allowedOfKind(const Catalogue &catalogue, const std::vector<int> &allowed, PieceKind kind)
{
    for (int id : allowed)
        if (id >= 0 && id < catalogue.size() && catalogue.piece(id).kind == kind)
            return id;
    return -1;
}

std::vector<int> defaultAllowed(const Catalogue &catalogue)
{
    std::vector<int> ids;
    for (PieceKind k : {PieceKind::King, PieceKind::Queen, PieceKind::Rook, PieceKind::Bishop,
                        PieceKind::Knight, PieceKind::Pawn}) {
        const int id = catalogue.find(k);
        if (id >= 0)
            ids.push_back(id);
    }
    return ids;
}

std::vector<Symmetry> problemGroup(const Board &board, const std::vector<int> &targets,
                                   const std::vector<int> &preplaced)
{
    std::vector<Symmetry> group{Symmetry::Identity};
    for (Symmetry s : board.symmetries()) {
        bool ok = s != Symmetry::Identity;
        for (int c = 0; c < board.area() && ok; ++c) {
            if (board.isHole(c))
                continue;
            const int t = board.transform(s, c);
            ok = t >= 0 && !board.isHole(t) &&
                 targets[static_cast<std::size_t>(c)] == targets[static_cast<std::size_t>(t)] &&
                 preplaced[static_cast<std::size_t>(c)] == preplaced[static_cast<std::size_t>(t)];
        }
        if (ok)
            group.push_back(s);
    }
    return group;
}

} // namespace exactimpl

using namespace exactimpl;

namespace {

Error cellError(ErrorCode code, const Board &board, int index)
{
    Error e;
    e.code = code;
    e.file = board.fileOf(index);
    e.rank = board.rankOf(index) + 1;
    e.token = board.cellName(index);
    return e;
}

} // namespace

Error validateExact(const ExactRequest &request)
{
    noteRequestValidation();
    const Board &board = request.board;
    if (board.width() > kMaxSide || board.height() > kMaxSide)
        return boardTooLarge(board);
    if (board.cellCount() > 64)
        return familyError(ExactError::TooManyCells, "board", board.cellCount());
    for (int id : request.allowed) {
        if (id < 0 || id >= request.catalogue.size()) {
            Error e;
            e.code = ErrorCode::UnknownPiece;
            e.value = id;
            return e;
        }
    }
    if (!request.targets.empty()) {
        if (static_cast<int>(request.targets.size()) != board.area()) {
            Error e;
            e.code = ErrorCode::TargetsSizeMismatch;
            e.value = static_cast<long long>(request.targets.size());
            return e;
        }
        for (int i = 0; i < board.area(); ++i) {
            if (board.isHole(i))
                continue;
            const int t = request.targets[i];
            if (t != kAnyTarget && (t < 0 || t > kMaxTarget)) {
                Error e = cellError(ErrorCode::BadTarget, board, i);
                e.value = t;
                return e;
            }
        }
    }
    const auto pre = preplacedCells(board, request.preplaced, request.catalogue, [](int) { return true; });
    return pre ? Error{} : pre.error();
}

// The family's parameters (params.h), declared once: the core validates and completes problem
// files with them, `cpw exact` generates its options from them, the GUI its form.
std::span<const ParamSpec> exactParams()
{
    static const std::vector<ParamSpec> specs = {
        {.key = "mode",
         .type = ParamType::Choice,
         .defaultValue = std::string("all"),
         .choices = enumChoices<ExactMode>(
             {{ExactMode::All, "all"}, {ExactMode::Fewest, "fewest"}, {ExactMode::Most, "most"}}),
         .flag = "--mode",
         .help = "all solutions (default), or only those with the fewest / most pieces (proven)",
         .valueFlags = {{"--fewest", "fewest", "the same as --mode fewest"},
                        {"--most", "most", "the same as --mode most"}}},
        {.key = "count_empty_only",
         .type = ParamType::Bool,
         .defaultValue = false,
         .flag = "--empty-only",
         .help = "only empty cells must be attacked exactly (Friedman's V(n,k))"},
        {.key = "raw",
         .type = ParamType::Bool,
         .defaultValue = false,
         .flag = "--raw",
         .help = "count every placement as its own solution (no canonical rules)"},
        {.key = "no_pawns",
         .type = ParamType::Bool,
         .defaultValue = false,
         .flag = "--no-pawns",
         .help = "only solutions without pawns (in canonical form)"},
        {.key = "engine",
         .type = ParamType::Choice,
         .defaultValue = std::string("auto"),
         .choices = enumChoices<ExactEngine>({{ExactEngine::Auto, "auto"},
                                              {ExactEngine::Search, "search"},
                                              {ExactEngine::Occupancy, "occupancy"},
                                              {ExactEngine::Pattern, "pattern"},
                                              {ExactEngine::Sat, "sat"}}),
         .flag = "--engine",
         .help = "engine; counts never depend on it. sat proves the fewest / most pieces with a SAT solver "
                 "(one thread, cannot pause); search: occupancy where it applies, else pattern. auto "
                 "(default): sat for the fewest / most pieces of dense problems (targets adding up to 90 or "
                 "more, empty cells only, limited rides), else search"},
    };
    static_assert(kSatAutoTargets == 90, "the engine's help names the automatic choice's threshold");
    return specs;
}

/// exactRequestFromProblem() for a problem whose parameters validateParams() has accepted (the
/// family's prepare: they are checked once).
static Result<ExactRequest> exactRequestOfCheckedProblem(const Problem &problem)
{
    if (problem.kind != kFamilyName) {
        Error e;
        e.code = ErrorCode::BadFieldValue;
        e.token = "kind";
        return e;
    }
    ExactRequest r;
    r.board = problem.board;
    r.catalogue = problem.catalogue;
    r.allowed = problem.allowed;
    r.targets = problem.targets;
    r.preplaced = problem.preplaced;
    const ParamReader read(problem);
    r.counting = read.boolean("count_empty_only") ? ExactCounting::EmptyOnly : ExactCounting::AllCells;
    r.canonical = !read.boolean("raw");
    r.noPawns = read.boolean("no_pawns");
    r.distinct = read.boolean("distinct");
    r.mode = read.choice<ExactMode>("mode");
    r.engine = read.choice<ExactEngine>("engine");
    r.taskTarget = static_cast<int>(read.integer("task_target"));
    if (Error e = validateExact(r))
        return e;
    return r;
}

Result<ExactRequest> exactRequestFromProblem(const Problem &problem)
{
    if (Error e = validateParams(problem))
        return e;
    return exactRequestOfCheckedProblem(problem);
}

ExactEngine effectiveExactEngine(const ExactRequest &r)
{
    /*
     * Measured side by side (docs/exact.md, "Which engine"): for the fewest pieces the
     * occupancy engine wins while the targets are sparse (8x8 k=1, sum 64: 0.7 s against
     * 1.1 s; 6x6 k=2, sum 72: 72 s on one thread against 45-149 s), the two are level at 5x5
     * k=3 (sum 75) and the SAT engine wins from there (6x6 k=3, sum 108: 82 s against more than
     * 600 s; 8x8 k=2, sum 128, proves its minimum in 28 minutes where the search's projection
     * is 4.7 days). The most pieces follow the same line. The pattern engines
     * (empty cells only, limited rides) lose to it everywhere they were measured (8x8 k=1:
     * 84 s against 1 s; 7x7 k=1 empty cells only: no solution in 900 s against 1.8 s).
     */
    if (r.engine != ExactEngine::Auto || r.mode == ExactMode::All)
        return r.engine;
    if (r.counting == ExactCounting::EmptyOnly)
        return ExactEngine::Sat;
    for (int id : r.allowed)
        if (id >= 0 && id < r.catalogue.size())
            for (const Move &mv : r.catalogue.piece(id).moves)
                if (mv.range != 0 && mv.range != 1)
                    return ExactEngine::Sat;
    long long total = 0;
    const Board &board = r.board;
    for (int c = 0; c < board.area() && c < static_cast<int>(r.targets.size()); ++c)
        if (!board.isHole(c) && r.targets[static_cast<std::size_t>(c)] != kAnyTarget)
            total += r.targets[static_cast<std::size_t>(c)];
    return total >= kSatAutoTargets ? ExactEngine::Sat : ExactEngine::Auto;
}

Problem exactProblemFromRequest(const ExactRequest &r)
{
    Problem p;
    p.kind = kFamilyName;
    p.board = r.board;
    p.catalogue = r.catalogue;
    p.allowed = r.allowed;
    p.targets = r.targets;
    p.preplaced = r.preplaced.board().area() == r.board.area() ? r.preplaced : Placement(r.board);
    if (r.counting == ExactCounting::EmptyOnly)
        p.params["count_empty_only"] = true;
    if (!r.canonical)
        p.params["raw"] = true;
    if (r.noPawns)
        p.params["no_pawns"] = true;
    if (r.distinct)
        p.params["distinct"] = true;
    p.params["mode"] = std::string(choiceName(exactParams(), "mode", r.mode));
    if (r.engine != ExactEngine::Auto)
        p.params["engine"] = std::string(choiceName(exactParams(), "engine", r.engine));
    if (r.taskTarget > 0)
        p.params["task_target"] = static_cast<long long>(r.taskTarget);
    return p;
}

std::vector<AttackPattern> exactPatterns(const Board &board, const Catalogue &catalogue,
                                         const std::vector<int> &allowedIn, bool canonical)
{
    const std::vector<int> allowed = allowedIn.empty() ? defaultAllowed(catalogue) : allowedIn;
    std::vector<AttackPattern> out;
    for (int id : allowed) {
        if (id < 0 || id >= catalogue.size())
            continue;
        const PieceType &piece = catalogue.piece(id);
        for (int cell = 0; cell < board.area(); ++cell) {
            if (board.isHole(cell))
                continue;
            const auto rays = pieceRays(board, piece, cell);
            const bool firstRank = hasNoBackwardDiagonals(board, cell);
            forEachStops(rays, [&](const std::vector<int> &stops) {
                AttackPattern p;
                p.piece = id;
                p.cell = cell;
                for (std::size_t r = 0; r < rays.size(); ++r) {
                    const int d = stops[r];
                    for (int i = 0; i < d; ++i)
                        p.attacked.set(rays[r][i]);
                    for (int i = 0; i + 1 < d; ++i)
                        p.mustBeFree.set(rays[r][i]);
                    if (d < static_cast<int>(rays[r].size()))
                        p.mustBeOccupied.set(rays[r][d - 1]);
                }
                if ((p.mustBeFree & p.mustBeOccupied).any())
                    return; // overlapping rays of a fairy piece that contradict each other
                if (canonical && !rays.empty() && allStopsAtOne(stops)) {
                    if (piece.kind == PieceKind::Queen)
                        return; // the king's pattern
                    if (piece.kind == PieceKind::Bishop && firstRank)
                        return; // the pawn's pattern
                }
                out.push_back(std::move(p));
            });
        }
    }
    return out;
}

AttackPattern patternInPosition(const Board &board, const PieceType &piece, int pieceId, int cell,
                                const CellSet &occupied)
{
    AttackPattern p;
    p.piece = pieceId;
    p.cell = cell;
    for (const auto &ray : pieceRays(board, piece, cell)) {
        const int n = static_cast<int>(ray.size());
        for (int i = 0; i < n; ++i) {
            p.attacked.set(ray[i]);
            if (occupied.test(ray[i])) {
                if (i + 1 < n)
                    p.mustBeOccupied.set(ray[i]);
                break;
            }
            if (i + 1 < n)
                p.mustBeFree.set(ray[i]);
        }
    }
    return p;
}

namespace exactimpl {

/// Canonical form relative to the allowed pieces (see the file comment). Cells in `fixed`
/// (preplaced pieces) are never changed. `targets` may be empty (then k does not matter for
/// empty-only counting: the filler rule uses `counts`).
Placement canonicalFormFor(const Placement &placement, const Catalogue &catalogue,
                           const std::vector<int> &allowed, ExactCounting counting,
                           const std::vector<int> &targets, const CellSet &fixed)
{
    const Board &board = placement.board();
    const int king = allowedOfKind(catalogue, allowed, PieceKind::King);
    const int bishop = allowedOfKind(catalogue, allowed, PieceKind::Bishop);
    const int pawn = allowedOfKind(catalogue, allowed, PieceKind::Pawn);
    const CellSet occupied = placement.occupied();
    std::vector<int> counts(board.area(), 0);
    for (int c = 0; c < board.area(); ++c) {
        const int id = placement.at(c);
        if (id == kEmpty)
            continue;
        const AttackPattern p = patternInPosition(board, catalogue.piece(id), id, c, occupied);
        for (int i = 0; i < board.area(); ++i)
            if (p.attacked.test(i))
                ++counts[i];
    }
    // Stage 1, the pattern view: an enclosed queen is a king, a first-rank bishop whose lines
    // stop at distance 1 is a pawn (seed 000 keeps the king's and the pawn's patterns).
    Placement view = placement;
    for (int c = 0; c < board.area(); ++c) {
        const int id = placement.at(c);
        if (id == kEmpty || fixed.test(c))
            continue;
        const PieceType &piece = catalogue.piece(id);
        const AttackPattern p = patternInPosition(board, piece, id, c, occupied);
        if (p.attacked.none())
            continue;
        if (piece.kind == PieceKind::Queen && king >= 0 &&
            p.attacked == patternInPosition(board, catalogue.piece(king), king, c, occupied).attacked)
            view.set(c, king);
        else if (piece.kind == PieceKind::Bishop && pawn >= 0 && hasNoBackwardDiagonals(board, c) &&
                 p.attacked == patternInPosition(board, catalogue.piece(pawn), pawn, c, occupied).attacked)
            view.set(c, pawn);
    }
    // Stage 2, rule 3: pieces that attack nothing stay only where a line of the view stops on
    // them although it could go on (or, counting empty cells only, where the cell needs them).
    CellSet needed;
    for (int c = 0; c < board.area(); ++c)
        if (view.at(c) != kEmpty)
            needed |=
                patternInPosition(board, catalogue.piece(view.at(c)), view.at(c), c, occupied).mustBeOccupied;
    Placement out = view;
    for (int c = 0; c < board.area(); ++c) {
        const int id = view.at(c);
        if (id == kEmpty || fixed.test(c) || !pieceRays(board, catalogue.piece(id), c).empty())
            continue;
        bool keep = needed.test(c);
        if (!keep && counting == ExactCounting::EmptyOnly && !targets.empty() && targets[c] != kAnyTarget &&
            counts[c] != targets[c])
            keep = true;
        if (!keep) {
            out.set(c, kEmpty);
            continue;
        }
        int rep = id;
        for (int a : allowed)
            if (a < rep && pieceRays(board, catalogue.piece(a), c).empty())
                rep = a;
        out.set(c, rep);
    }
    // Stage 3, display: a first-rank pawn whose bishop lines stop at distance 1 is a bishop.
    if (bishop >= 0) {
        const CellSet finalOcc = out.occupied();
        for (int c = 0; c < board.area(); ++c) {
            const int id = out.at(c);
            if (id == kEmpty || fixed.test(c) || catalogue.piece(id).kind != PieceKind::Pawn ||
                !hasNoBackwardDiagonals(board, c))
                continue;
            const AttackPattern p = patternInPosition(board, catalogue.piece(id), id, c, finalOcc);
            if (p.attacked.any() &&
                p.attacked == patternInPosition(board, catalogue.piece(bishop), bishop, c, finalOcc).attacked)
                out.set(c, bishop);
        }
    }
    return out;
}

} // namespace exactimpl

Placement canonicalForm(const Placement &placement, const Catalogue &catalogue)
{
    std::vector<int> all(catalogue.size());
    for (int i = 0; i < catalogue.size(); ++i)
        all[i] = i;
    return canonicalFormFor(placement, catalogue, all, ExactCounting::AllCells, {}, CellSet{});
}

// The family's place in the seam (family.h): a problem of kind Exact goes through
// exactRequestFromProblem to solveExact.
FamilyDescriptor exactFamily()
{
    FamilyDescriptor f{kFamilyName, true, nullptr, nullptr, nullptr};
    f.params = exactParams();
    // The request is built once from the checked parameters; the run holds it.
    f.prepare = [](const Problem &problem) -> Result<PreparedRun> {
        auto r = exactRequestOfCheckedProblem(problem);
        if (!r)
            return r.error();
        // The SAT engine proves an optimum in one piece, on one thread: nothing to pause and
        // resume, nothing to share.
        const bool sat = effectiveExactEngine(r.value()) == ExactEngine::Sat;
        const bool automatic = r->engine == ExactEngine::Auto;
        PreparedRun run([r = std::move(r)](std::stop_token token,
                                           const SearchOptions &options) -> Result<SearchStats> {
            return exactimpl::solveValidExact(r.value(), std::move(token), options);
        });
        run.checkpoints = !sat;
        run.oneThread = sat;
        if (sat)
            run.noCheckpoints = familyError(automatic ? ExactError::SatAutoTasks : ExactError::SatTasks);
        return run;
    };
    f.objective = [](const Problem &problem) {
        const bool most = ParamReader(problem).choice<ExactMode>("mode") == ExactMode::Most;
        return Objective{.sense = most ? ObjectiveSense::Maximise : ObjectiveSense::Minimise};
    };
    f.checkpoints = true; // but the SAT engine's
    return f;
}

} // namespace cpw
