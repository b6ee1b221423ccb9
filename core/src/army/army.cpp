/*
 * The most valuable peaceful army: values text, request validation, the problem-file form,
 * the independent peace check and the family's place in the seam. The MIP model and the CBC
 * run live in solver.cpp.
 *
 * The peace check (isPeaceful) is deliberately the plain definition and shares nothing with the
 * model: for every piece it asks attacks.h which cells the piece attacks in the actual position
 * (rides blocked by the first occupied cell) and fails when one of them holds a piece.
 */
#include "cpw/army.h"
#include "cpw/family.h"

#include <algorithm>
#include <cctype>

#include "cpw/attacks.h"
#include "internal.h"

namespace cpw {

/// The family's name, written once (FamilyDescriptor::name; problem files' "kind").
static constexpr std::string_view kFamilyName = "army";

namespace {

Error makeError(Error e, std::string token = {}, int position = -1)
{
    e.token = std::move(token);
    e.position = position;
    return e;
}

std::string_view trimmed(std::string_view s, int &offset)
{
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) {
        s.remove_prefix(1);
        ++offset;
    }
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.remove_suffix(1);
    return s;
}

} // namespace

Result<std::vector<ArmyValue>> parseArmyValues(std::string_view text, const Catalogue &catalogue)
{
    std::vector<ArmyValue> out;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find(',', start);
        if (end == std::string_view::npos)
            end = text.size();
        int offset = static_cast<int>(start);
        const std::string_view item = trimmed(text.substr(start, end - start), offset);
        const bool last = end == text.size();
        if (item.empty()) {
            if (last && !out.empty() && start > 0)
                break; // a trailing comma
            return makeError(familyError(ArmyError::BadValue), std::string(item), offset);
        }
        const std::size_t eq = item.find('=');
        if (eq == std::string_view::npos)
            return makeError(familyError(ArmyError::BadValue), std::string(item), offset);
        int letterOffset = offset;
        const std::string_view letter = trimmed(item.substr(0, eq), letterOffset);
        int numberOffset = offset + static_cast<int>(eq) + 1;
        const std::string_view number = trimmed(item.substr(eq + 1), numberOffset);
        if (letter.size() != 1)
            return makeError(familyError(ArmyError::BadValue), std::string(item), offset);
        const int id = catalogue.find(letter[0]);
        if (id < 0)
            return makeError(fieldError(ErrorCode::UnknownPiece), std::string(letter), letterOffset);
        if (number.empty() || number.size() > 7 ||
            !std::all_of(number.begin(), number.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return makeError(familyError(ArmyError::BadValue), std::string(item), numberOffset);
        const long long v = std::stoll(std::string(number));
        if (v > kMaxArmyValue)
            return makeError(familyError(ArmyError::BadValue), std::string(item), numberOffset);
        if (std::any_of(out.begin(), out.end(), [id](const ArmyValue &a) { return a.piece == id; }))
            return makeError(familyError(ArmyError::DuplicateValue), std::string(letter), letterOffset);
        out.push_back({id, v});
        if (last)
            break;
        start = end + 1;
    }
    return out;
}

std::string armyValuesText(const std::vector<ArmyValue> &values, const Catalogue &catalogue)
{
    std::string out;
    for (const ArmyValue &v : values) {
        if (v.piece < 0 || v.piece >= catalogue.size())
            continue;
        if (!out.empty())
            out += ',';
        out += catalogue.piece(v.piece).letter;
        out += '=';
        out += std::to_string(v.value);
    }
    return out;
}

std::vector<int> armyAllowed(const ArmyRequest &request)
{
    if (!request.allowed.empty())
        return request.allowed;
    std::vector<int> ids;
    for (const ArmyValue &v : request.values)
        ids.push_back(v.piece);
    return ids;
}

long long armyValueOf(const std::vector<ArmyValue> &values, int piece)
{
    for (const ArmyValue &v : values)
        if (v.piece == piece)
            return v.value;
    return 0;
}

long long armyValue(const Placement &placement, const std::vector<ArmyValue> &values)
{
    long long total = 0;
    for (int id : placement.cells())
        if (id != kEmpty)
            total += armyValueOf(values, id);
    return total;
}

bool isPeaceful(const Placement &placement, const Catalogue &catalogue)
{
    const Board &board = placement.board();
    const CellSet occupied = placement.occupied();
    for (int c = 0; c < board.area(); ++c) {
        const int id = placement.at(c);
        if (id == kEmpty)
            continue;
        if ((attackedCells(board, catalogue.piece(id), c, occupied) & occupied).any())
            return false;
    }
    return true;
}

Error validateArmy(const ArmyRequest &request)
{
    noteRequestValidation();
    const Board &board = request.board;
    if (board.width() > kMaxSide || board.height() > kMaxSide)
        return boardTooLarge(board);
    const Catalogue &cat = request.catalogue;
    for (const ArmyValue &v : request.values) {
        if (v.piece < 0 || v.piece >= cat.size()) {
            Error e = makeError(fieldError(ErrorCode::UnknownPiece));
            e.value = v.piece;
            return e;
        }
        if (v.value < 0 || v.value > kMaxArmyValue)
            return makeError(familyError(ArmyError::BadValue),
                             std::string(1, cat.piece(v.piece).letter) + "=" + std::to_string(v.value));
    }
    const std::vector<int> allowed = armyAllowed(request);
    if (allowed.empty())
        return makeError(fieldError(ErrorCode::NoPieces));
    for (int id : allowed) {
        if (id < 0 || id >= cat.size()) {
            Error e = makeError(fieldError(ErrorCode::UnknownPiece));
            e.value = id;
            return e;
        }
        if (std::none_of(request.values.begin(), request.values.end(),
                         [id](const ArmyValue &v) { return v.piece == id; }))
            return makeError(familyError(ArmyError::MissingValue), std::string(1, cat.piece(id).letter));
    }
    const auto pre = preplacedCells(board, request.preplaced, cat, [](int) { return true; });
    return pre ? Error{} : pre.error();
}

// The family's parameters (params.h), declared once: the core validates and completes problem
// files with them, `cpw army` generates its options from them, the GUI its form.
std::span<const ParamSpec> armyParams()
{
    static const std::vector<ParamSpec> specs = {
        {.key = "values",
         .type = ParamType::Text,
         .defaultValue = std::string(kDefaultArmyValues),
         .flag = "--values",
         .valueName = "V",
         .help = "values of the kinds, LETTER=INTEGER separated by commas (default Q=28,R=28,B=16,N=7,K=14)"},
        {.key = "each_type",
         .type = ParamType::Bool,
         .defaultValue = false,
         .flag = "--each-type",
         .help = "at least one piece of every allowed kind"},
        {.key = "engine",
         .type = ParamType::Choice,
         .defaultValue = std::string("auto"),
         .choices = enumChoices<ArmyEngine>({{ArmyEngine::Auto, "auto"},
                                             {ArmyEngine::Cliques, "cliques"},
                                             {ArmyEngine::Mip, "mip"},
                                             {ArmyEngine::Dp, "dp"}}),
         .flag = "--engine",
         .help =
             "cliques: branch and bound on the conflict graph (problems of up to 1024 kind-and-cell pairs); "
             "mip: the 0-1 program with COIN-OR CBC; dp: rank by rank, bounded by rectangle optima "
             "(rectangles without holes or fixed pieces, kinds among QRBNK, shorter side at most 12); "
             "auto (default): cliques where it applies. The "
             "optimum never depends on it"},
        {.key = "symmetry_breaking",
         .type = ParamType::Bool,
         .defaultValue = true,
         .flag = "--no-symmetry",
         .help = "tuning: no symmetry breaking (same optimum)"},
        {.key = "heuristic_start",
         .type = ParamType::Bool,
         .defaultValue = true,
         .flag = "--no-start",
         .help = "tuning: no starting army from the local search (same optimum)"},
        {.key = "rook_split",
         .type = ParamType::Bool,
         .defaultValue = true,
         .flag = "--no-rook-split",
         .help = "tuning: the clique engine does not branch on rooks and queens first (same optimum)"},
    };
    return specs;
}

/// armyRequestFromProblem() for a problem whose parameters validateParams() has accepted (the
/// family's prepare: they are checked once).
static Result<ArmyRequest> armyRequestOfCheckedProblem(const Problem &problem)
{
    if (problem.kind != kFamilyName)
        return makeError(fieldError(ErrorCode::BadFieldValue), "kind");
    ArmyRequest r;
    r.board = problem.board;
    r.catalogue = problem.catalogue;
    r.allowed = problem.allowed;
    r.preplaced = problem.preplaced;
    const ParamReader read(problem);
    r.eachType = read.boolean("each_type");
    r.engine = read.choice<ArmyEngine>("engine");
    r.symmetryBreaking = read.boolean("symmetry_breaking");
    r.heuristicStart = read.boolean("heuristic_start");
    r.rookSplit = read.boolean("rook_split");
    auto values = parseArmyValues(read.text("values"), r.catalogue);
    if (!values) {
        Error e = values.error();
        const ArmyError own = familyCode<ArmyError>(e);
        if (e.code == ErrorCode::UnknownPiece || own == ArmyError::BadValue || own == ArmyError::DuplicateValue)
            e.position = -1; // the text is a field: the message names the token
        return e;
    }
    r.values = values.value();
    if (Error e = validateArmy(r))
        return e;
    return r;
}

Result<ArmyRequest> armyRequestFromProblem(const Problem &problem)
{
    if (Error e = validateParams(problem))
        return e;
    return armyRequestOfCheckedProblem(problem);
}

std::string_view army::engineName(ArmyEngine engine)
{
    return choiceName(armyParams(), "engine", engine);
}

Problem armyProblem(const ArmyRequest &request)
{
    Problem p;
    p.kind = kFamilyName;
    p.catalogue = request.catalogue;
    p.board = request.board;
    p.allowed = request.allowed;
    p.preplaced = request.preplaced;
    if (p.preplaced.board().width() != p.board.width() || p.preplaced.board().height() != p.board.height())
        p.preplaced = Placement(p.board);
    p.params["values"] = armyValuesText(request.values, request.catalogue);
    p.params["each_type"] = request.eachType;
    p.params["engine"] = std::string(army::engineName(request.engine));
    p.params["symmetry_breaking"] = request.symmetryBreaking;
    p.params["heuristic_start"] = request.heuristicStart;
    p.params["rook_split"] = request.rookSplit;
    return p;
}

// The family's place in the seam (family.h): a problem of kind Army goes through
// armyRequestFromProblem to solveArmy; its objective is the army's value.
FamilyDescriptor armyFamily()
{
    FamilyDescriptor f{kFamilyName, false, nullptr, nullptr, nullptr};
    f.params = armyParams();
    // The request is built once from the checked parameters; the run holds it.
    f.prepare = [](const Problem &problem) -> Result<PreparedRun> {
        auto r = armyRequestOfCheckedProblem(problem);
        if (!r)
            return r.error();
        // The clique engine pauses, resumes and runs under --mpi (its tasks are on
        // runLedgerTasks); CBC's 0-1 program cannot save its tree, and dp runs in one piece.
        const bool cliques = army::usesCliques(r.value());
        PreparedRun run([r = std::move(r)](std::stop_token token,
                                           const SearchOptions &options) -> Result<SearchStats> {
            return army::solveValidArmy(r.value(), std::move(token), options);
        });
        run.checkpoints = cliques;
        if (!cliques)
            run.noCheckpoints = familyError(ArmyError::NoCheckpoints);
        return run;
    };
    f.objective = [](const Problem &) {
        return Objective{.sense = ObjectiveSense::Maximise, .unit = "value", .byPieceCount = false};
    };
    f.checkpoints = true; // with the clique engine
    return f;
}

} // namespace cpw
