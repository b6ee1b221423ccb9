/*
 * Independent placements (the N-queens family): the request, its validation, its parameters
 * and its place in the family table. The rest lives next door:
 *  - solve.cpp: solveIndependent, the choice of engine and one function per mode;
 *  - sets.cpp: the engines' common setup and the counts by components;
 *  - burnside.cpp: the count of distinct solutions (Burnside's lemma);
 *  - rowengine.cpp: the general engine (any piece, any board, preplaced pieces, mixed armies);
 *  - queens.cpp, queenjoin.cpp, queenpairs.cpp: the specialised n-queens counter, the plain
 *    baseline, the explicit construction;
 *  - maxsets.cpp: maximum independent sets with their number, and symmetric-set counts.
 */
#include "cpw/independent.h"
#include "cpw/family.h"

#include <algorithm>
#include <limits>
#include <numeric>
#include <unordered_map>

#include "cpw/attacks.h"
#include "independent/solve.h"

namespace cpw {

/// The family's name, written once (FamilyDescriptor::name; problem files' "kind").
static constexpr std::string_view kFamilyName = "independent";

using namespace indepimpl;

namespace indepimpl {

bool samePreplacedBoard(const IndependentRequest &r)
{
    return r.preplaced.board().width() == r.board.width() && r.preplaced.board().height() == r.board.height();
}

int preplacedOf(const IndependentRequest &r, int piece)
{
    if (!samePreplacedBoard(r))
        return 0;
    int n = 0;
    for (int i = 0; i < r.board.area(); ++i)
        n += r.preplaced.at(i) == piece;
    return n;
}

int effectiveCount(const IndependentRequest &r)
{
    return r.count >= 0 ? r.count : std::min(r.board.width(), r.board.height());
}

} // namespace indepimpl

Result<int> independentPiece(const Catalogue &catalogue, char letter, std::string_view kind)
{
    const int id = catalogue.find(letter);
    if (id < 0)
        return fieldError(ErrorCode::UnknownPiece, std::string(1, letter));
    if (kind.empty() || kind == "regular")
        return id;
    const bool super = kind == "super";
    if (!super && kind != "awesome")
        return fieldError(ErrorCode::BadFieldValue, "kind");
    PieceKind k;
    switch (catalogue.piece(id).kind) {
    case PieceKind::Queen:
        k = super ? PieceKind::SuperQueen : PieceKind::AwesomeQueen;
        break;
    case PieceKind::Rook:
        k = super ? PieceKind::SuperRook : PieceKind::AwesomeRook;
        break;
    case PieceKind::Bishop:
        k = super ? PieceKind::SuperBishop : PieceKind::AwesomeBishop;
        break;
    default:
        return fieldError(ErrorCode::BadFieldValue, "kind");
    }
    const int out = catalogue.find(k);
    if (out < 0)
        return fieldError(ErrorCode::UnknownPiece, std::string(kind));
    return out;
}

Result<std::vector<ArmyEntry>> parseArmy(std::string_view text, const Catalogue &catalogue)
{
    std::vector<ArmyEntry> out;
    std::size_t i = 0;
    auto bad = [&](std::size_t pos) {
        Error e = familyError(IndependentError::BadArmySpec, std::string(text));
        e.position = static_cast<int>(pos);
        return e;
    };
    if (text.empty())
        return bad(0);
    while (i < text.size()) {
        const char c = text[i];
        if (c == ' ' || c == ',') {
            ++i;
            continue;
        }
        if (!(c >= 'A' && c <= 'Z')) {
            if (c >= 'a' && c <= 'z') {
                Error e = fieldError(ErrorCode::BlackPiece, std::string(1, c));
                e.position = static_cast<int>(i);
                return e;
            }
            return bad(i);
        }
        const int id = catalogue.find(c);
        if (id < 0) {
            Error e = fieldError(ErrorCode::UnknownPiece, std::string(1, c));
            e.position = static_cast<int>(i);
            return e;
        }
        const std::size_t letterAt = i;
        ++i;
        long long n = 1;
        if (i < text.size() && text[i] >= '0' && text[i] <= '9') {
            n = 0;
            const std::size_t start = i;
            while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
                n = n * 10 + (text[i] - '0');
                if (n > kMaxCells)
                    return bad(start);
                ++i;
            }
        }
        auto it = std::find_if(out.begin(), out.end(), [id](const ArmyEntry &a) { return a.piece == id; });
        // A letter given twice adds up ("N666N666" is N1332): the sum has the same limit as one
        // count, so that every army read prints back (armyText) as a text that reads (fuzz_lists).
        if (it != out.end() && it->count + n > kMaxCells)
            return bad(letterAt);
        if (it == out.end())
            out.push_back({id, static_cast<int>(n)});
        else
            it->count += static_cast<int>(n);
    }
    if (out.empty())
        return bad(0);
    std::sort(out.begin(), out.end(),
              [](const ArmyEntry &a, const ArmyEntry &b) { return a.piece < b.piece; });
    return out;
}

std::string armyText(const std::vector<ArmyEntry> &army, const Catalogue &catalogue)
{
    std::vector<ArmyEntry> sorted = army;
    std::sort(sorted.begin(), sorted.end(),
              [](const ArmyEntry &a, const ArmyEntry &b) { return a.piece < b.piece; });
    std::string out;
    for (const ArmyEntry &a : sorted)
        if (a.piece >= 0 && a.piece < catalogue.size())
            out += catalogue.piece(a.piece).letter + std::to_string(a.count);
    return out;
}

Error validateIndependent(const IndependentRequest &r)
{
    noteRequestValidation();
    const Board &board = r.board;
    if (board.width() > kMaxSide || board.height() > kMaxSide) {
        // Beyond the CellSet engines: n queens' first placement, by the explicit construction.
        if (independentLargeQueens(r))
            return {};
        return boardTooLarge(board);
    }
    if (board.cellCount() < 1)
        return fieldError(ErrorCode::BadFieldValue, "board");
    auto badPiece = [&](int id) {
        return id < 0 || id >= r.catalogue.size();
    };
    if (r.mode == IndependentMode::Army) {
        if (r.army.empty())
            return familyError(IndependentError::BadArmySpec, "");
        if (static_cast<int>(r.army.size()) > kMaxArmyTypes)
            return fieldError(ErrorCode::Unsupported, "army", static_cast<long long>(r.army.size()));
        int total = 0;
        for (const ArmyEntry &a : r.army) {
            if (badPiece(a.piece))
                return fieldError(ErrorCode::UnknownPiece, {}, a.piece);
            if (a.count < 0)
                return fieldError(ErrorCode::BadFieldValue, "army", a.count);
            if (a.count < preplacedOf(r, a.piece))
                return fieldError(ErrorCode::BadFieldValue, "army", a.count);
            total += a.count;
        }
        if (total > board.cellCount())
            return fieldError(ErrorCode::BadFieldValue, "army", total);
    } else {
        if (badPiece(r.piece))
            return fieldError(ErrorCode::UnknownPiece, {}, r.piece);
        const int k = effectiveCount(r);
        if (r.mode != IndependentMode::Max && (k < 0 || k > board.cellCount() || k < preplacedOf(r, r.piece)))
            return fieldError(ErrorCode::BadFieldValue, "count", k);
    }
    if (r.hits == IndependentHits::All && r.mode != IndependentMode::Count)
        return fieldError(ErrorCode::Unsupported, "hits");
    const auto pre = preplacedCells(board, r.preplaced, r.catalogue, [](int) { return true; });
    if (!pre)
        return pre.error();
    const std::vector<int> &cells = pre.value();
    for (int a : cells) {
        const CellSet att = attackedCellsEmpty(board, r.catalogue.piece(r.preplaced.at(a)), a);
        for (int b : cells)
            if (b != a && att.test(b)) {
                const int lo = std::min(a, b), hi = std::max(a, b);
                Error e =
                    fieldError(ErrorCode::PreplacedAttack, board.cellName(lo) + "-" + board.cellName(hi));
                e.file = board.fileOf(lo);
                e.rank = board.rankOf(lo) + 1;
                return e;
            }
    }
    return {};
}

// The family's parameters (params.h), declared once: the core validates and completes problem
// files with them, `cpw independent` generates its options from them, the GUI its form.
std::span<const ParamSpec> independentParams()
{
    static const std::vector<ParamSpec> specs = {
        {.key = "piece",
         .type = ParamType::Piece,
         .defaultValue = std::string("Q"),
         .flag = "--piece",
         .valueName = "L",
         .help = "the piece (a catalogue letter or a --define'd one; default Q)"},
        {.key = "kind",
         .type = ParamType::Choice,
         .defaultValue = std::string("regular"),
         .choices = {"regular", "super", "awesome"},
         .flag = "--kind",
         .help = "with Q, R, B: super = + knight leap (A, C, H), awesome = + knight line (X, Y, Z)"},
        {.key = "count",
         .type = ParamType::Int,
         .defaultValue = -1LL,
         .min = -1,
         .max = kMaxCells,
         .flag = "--count",
         .valueName = "K",
         .help = "pieces in the end, preplaced ones included (default -1: min(W, H))"},
        {.key = "hits",
         .type = ParamType::Choice,
         .defaultValue = std::string("sets"),
         .choices = enumChoices<IndependentHits>({{IndependentHits::Sets, "sets"}, {IndependentHits::All, "all"}}),
         .flag = "--hits",
         .help = "count sets of cells (default) or ordered sequences (x K!)"},
        {.key = "first",
         .type = ParamType::Bool,
         .defaultValue = false,
         .flag = "--first",
         .help = "find one placement"},
        {.key = "max",
         .type = ParamType::Bool,
         .defaultValue = false,
         .flag = "--max",
         .help = "the most pieces that fit (proven) and the number of such placements"},
        {.key = "army",
         .type = ParamType::Text,
         .defaultValue = std::string(),
         .flag = "--army",
         .valueName = "ARMY",
         .help = "a mixed army such as K2Q2B2N1 (letter + count) instead of one piece"},
        {.key = "engine",
         .type = ParamType::Choice,
         .defaultValue = std::string("auto"),
         .choices = enumChoices<IndependentEngine>({{IndependentEngine::Auto, "auto"},
                                                    {IndependentEngine::General, "general"},
                                                    {IndependentEngine::Queens, "queens"}}),
         .flag = "--engine",
         .help =
             "counting engine (default auto: the queen counter where it applies); counts never depend on it"},
    };
    return specs;
}

/// independentRequestFromProblem() for a problem whose parameters validateParams() has accepted (the
/// family's prepare: they are checked once).
static Result<IndependentRequest> independentRequestOfCheckedProblem(const Problem &problem)
{
    if (problem.kind != kFamilyName)
        return fieldError(ErrorCode::BadFieldValue, "kind");
    IndependentRequest r;
    r.board = problem.board;
    r.catalogue = problem.catalogue;
    r.preplaced = problem.preplaced;
    const ParamReader read(problem);
    r.distinct = read.boolean("distinct");
    const std::string army = read.text("army");
    const bool first = read.boolean("first");
    const bool max = read.boolean("max");
    if (int(first) + int(max) + int(!army.empty()) > 1)
        return fieldError(ErrorCode::BadFieldValue, "params");
    if (!army.empty()) {
        auto a = parseArmy(army, r.catalogue);
        if (!a) {
            Error e = a.error();
            if (familyCode<IndependentError>(e) != IndependentError::BadArmySpec)
                e.token = "params.army";
            return e;
        }
        r.army = a.value();
        r.mode = IndependentMode::Army;
    } else {
        auto id = independentPiece(r.catalogue, read.text("piece")[0], read.text("kind"));
        if (!id) {
            Error e = id.error();
            e.token = e.code == ErrorCode::UnknownPiece ? "params.piece" : "params.kind";
            return e;
        }
        r.piece = id.value();
        r.mode = first ? IndependentMode::First : max ? IndependentMode::Max : IndependentMode::Count;
    }
    r.count = static_cast<int>(read.integer("count"));
    r.taskTarget = static_cast<int>(read.integer("task_target"));
    r.hits = read.choice<IndependentHits>("hits");
    r.engine = read.choice<IndependentEngine>("engine");
    if (Error e = validateIndependent(r))
        return e;
    return r;
}

Result<IndependentRequest> independentRequestFromProblem(const Problem &problem)
{
    if (Error e = validateParams(problem))
        return e;
    return independentRequestOfCheckedProblem(problem);
}

bool independentLargeQueens(const IndependentRequest &r)
{
    return r.mode == IndependentMode::First && !r.distinct && r.piece >= 0 && r.piece < r.catalogue.size() &&
           r.catalogue.piece(r.piece).kind == PieceKind::Queen && r.board.width() == r.board.height() &&
           r.board.width() >= 4 && !r.board.hasHoles() && r.preplaced.empty() &&
           r.engine != IndependentEngine::General && effectiveCount(r) == r.board.width();
}

bool independentQueenCount(const IndependentRequest &r)
{
    return r.mode == IndependentMode::Count && !r.distinct && r.piece >= 0 &&
           r.catalogue.piece(r.piece).kind == PieceKind::Queen && r.board.width() == r.board.height() &&
           !r.board.hasHoles() && r.preplaced.empty() && r.engine != IndependentEngine::General &&
           effectiveCount(r) == r.board.width();
}

std::optional<Problem> independentResumableProblem(const IndependentRequest &r)
{
    if (r.mode == IndependentMode::First)
        return std::nullopt;
    Problem p;
    p.kind = kFamilyName;
    p.board = r.board;
    p.catalogue = r.catalogue;
    p.preplaced = r.preplaced.board().area() == r.board.area() ? r.preplaced : Placement(r.board);
    if (r.mode == IndependentMode::Army) {
        p.params["army"] = armyText(r.army, r.catalogue);
    } else {
        p.params["piece"] = std::string(1, r.catalogue.piece(r.piece).letter);
        if (r.mode == IndependentMode::Max)
            p.params["max"] = true;
        else if (r.count >= 0)
            p.params["count"] = static_cast<long long>(r.count);
    }
    if (r.distinct)
        p.params["distinct"] = true;
    if (r.hits == IndependentHits::All)
        p.params["hits"] = std::string(choiceName(independentParams(), "hits", r.hits));
    if (r.taskTarget > 0)
        p.params["task_target"] = static_cast<long long>(r.taskTarget);
    if (r.engine != IndependentEngine::Auto)
        p.params["engine"] = std::string(choiceName(independentParams(), "engine", r.engine));
    return p;
}

// The family's place in the seam (family.h): a problem of kind Independent goes through
// independentRequestFromProblem to solveIndependent.
FamilyDescriptor independentFamily()
{
    FamilyDescriptor f{kFamilyName, true, nullptr, nullptr, nullptr};
    f.params = independentParams();
    // The request is built once from the checked parameters; the run holds it.
    f.prepare = [](const Problem &problem) -> Result<PreparedRun> {
        auto r = independentRequestOfCheckedProblem(problem);
        if (!r)
            return r.error();
        PreparedRun run([r = std::move(r)](std::stop_token token,
                                           const SearchOptions &options) -> Result<SearchStats> {
            auto stats = indepimpl::solveValidIndependent(r.value(), std::move(token), options);
            if (stats && r->mode == IndependentMode::Army) // the summary names the army
                stats.value().labels["army"] = armyText(r->army, r->catalogue);
            return stats;
        });
        // Every search but --first (the construction or one quick find) can pause: the counts
        // and listings on the ledger, the searches in phases through their records (search.h).
        run.checkpoints = !ParamReader(problem).boolean("first");
        return run;
    };
    f.objective = [](const Problem &problem) {
        return ParamReader(problem).boolean("max") ? Objective{.sense = ObjectiveSense::Maximise} : Objective{};
    };
    f.checkpoints = true; // but --first
    return f;
}

} // namespace cpw
