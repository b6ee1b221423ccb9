// cpw army: the most valuable peaceful army (a mixed army of white pieces, no piece attacked),
// proven optimal by a branch and bound on the conflict graph or a 0-1 program solved with CBC.
#include <iostream>
#include <sstream>

#include "cli.h"
#include "cpw/army.h"
#include "cpw/family.h"
#include "cpw/problem.h"

namespace cpw::cli {

namespace {

const char *const kCommand = "army";

/// One line for a bad --values text, naming the item and what is expected.
std::string valuesError(const Error &e, const std::string &text)
{
    const std::string where = e.position >= 0 ? " (at character " + std::to_string(e.position + 1) + ")" : "";
    switch (e.code) {
    case ErrorCode::UnknownPiece:
        return "--values: unknown piece letter '" + e.token + "'" + where + " (see 'cpw pieces')";
    case ErrorCode::DuplicateArmyValue:
        return "--values: piece '" + e.token + "' has two values" + where;
    case ErrorCode::BadArmyValue:
        return "--values: '" + e.token + "'" + where + " is not LETTER=VALUE with a whole number 0.." +
               std::to_string(kMaxArmyValue) + " (e.g. " + std::string(kDefaultArmyValues) + "); got '" +
               text + "'";
    default:
        return "--values: cannot read '" + text + "'";
    }
}

int runRequest(const std::string &command, const ArmyRequest &req, const CommonOptions &common)
{
    if (Error e = validateArmy(req)) {
        if (e.code == ErrorCode::MissingArmyValue)
            return badInput(command, "piece '" + e.token +
                                         "' is allowed (--pieces) but has no value: add it to --values");
        return badInput(command, e);
    }
    Reporter reporter(command, common, req.catalogue);
    SearchOptions options = searchOptions(common, reporter, true);
    // The clique engine pauses and resumes (cpw resume FILE) and runs under --mpi; the
    // refusal for CBC's 0-1 program names the engine.
    CheckpointWriter checkpoint;
    const Problem problem = armyProblem(req);
    if ((!common.checkpoint.empty() || common.mpi || common.sample) && !canCheckpoint(problem))
        return badInput(command,
                        std::string(!common.checkpoint.empty() ? "--checkpoint"
                                    : common.mpi               ? "--mpi"
                                                               : "--sample") +
                            ": only the clique engine can pause, resume or spread over processes; "
                            "CBC's 0-1 program (--engine mip, or more than 1024 kind-and-cell pairs) "
                            "cannot");
    if (auto code = checkpoint.attach(command, common, problem, options))
        return *code;
    options.onSolution = [&reporter, &req](const Solution &s) {
        nlohmann::json extra = nlohmann::json::object();
        nlohmann::json kinds = nlohmann::json::object();
        for (int id : s.placement.cells())
            if (id != kEmpty) {
                const std::string letter(1, req.catalogue.piece(id).letter);
                kinds[letter] = kinds.value(letter, 0) + 1;
            }
        extra["by_kind"] = kinds;
        reporter.solution(s, extra);
        if (!reporter.json() && !reporter.quiet() && s.objective)
            std::cout << "value: " << static_cast<long long>(*s.objective) << '\n';
    };
    auto result = solveArmy(req, interruptToken(), options);
    if (!result) {
        if (result.error().code == ErrorCode::ArmyCheckFailed)
            std::cerr << "cpw " << command << ": internal error: the solver's army " << result.error().token
                      << " failed the attack check\n";
        if (result.error().code == ErrorCode::Unsupported && result.error().token == "cliques")
            return badInput(command,
                            "--engine cliques: the problem has " + std::to_string(result.error().value) +
                                " kind-and-cell pairs, more than the engine's 1024; use --engine mip");
        return result.error().code == ErrorCode::ArmyCheckFailed ? 1 : badInput(command, result.error());
    }
    if (auto code = checkpoint.finish(result.value()))
        return *code;
    const SearchStats &stats = result.value();
    nlohmann::json extra = nlohmann::json::object();
    extra["board"] = Reporter::boardText(req.board);
    extra["values"] = armyValuesText(req.values, req.catalogue);
    std::string allowed;
    for (int id : armyAllowed(req))
        allowed += req.catalogue.piece(id).letter;
    extra["allowed"] = allowed;
    extra["each_type"] = req.eachType;
    if (!stats.provenOptimal.value_or(false) && !stats.complete)
        extra["proven_optimal"] = false;
    reporter.summary(stats, extra);
    return exitCodeFor(stats);
}

} // namespace

int cmdArmy(const std::vector<std::string> &args)
{
    CommonOptions common;
    ShapeOptions shape;
    Catalogue catalogue = Catalogue::standard();
    std::string valuesText(kDefaultArmyValues), piecesText, preplacedText, engineText = "auto";
    bool eachType = false, noSymmetry = false, noStart = false, noRookSplit = false;

    ArgParser parser(
        kCommand, "--board WxH [--values Q=28,R=28,B=16,N=7,K=14] [--pieces LETTERS] [options]",
        "The most valuable peaceful army, after the blog puzzle \"The Most Expensive Peace Army\"\n"
        "(whose author solved it with a time-limited OR-Tools CP-SAT model): place white pieces of\n"
        "several kinds so that no piece stands on a cell another piece attacks, and make the total\n"
        "value as large as possible. Rides stop at the first piece,\n"
        "which they attack, so a piece between two rooks does not make peace: it is attacked itself.\n"
        "Values are whole numbers in your own units. The default gives a queen or rook 1/8, a bishop\n"
        "1/14, a knight 1/32 and a king 1/16 (each kind alone fills 8x8 to exactly 1), in units of\n"
        "1/224: Q=28,R=28,B=16,N=7,K=14.\n"
        "\n"
        "The answer is proven optimal, by a branch and bound on the conflict graph (boards up to 16x16\n"
        "with four kinds, and other problems of up to 1024 kind-and-cell pairs) or by a 0-1 program\n"
        "solved with COIN-OR CBC; the summary says optimum (the best value, in your units) and\n"
        "proven_optimal. With --time-limit the best army found so far is printed, and proven_optimal\n"
        "is false unless the proof finished in time; bound is then the best upper bound proven.\n"
        "Every army printed has been checked against the attack rules.\n"
        "\n"
        "Examples:\n"
        "  cpw army --board 8x8\n"
        "  cpw army --board 6x6 --pieces QN --values Q=3,N=1 --json\n"
        "  cpw army --board 5x5 --each-type\n"
        "  cpw army --shape '-3-/5/5/5/-3-' --values R=5,B=3,K=2");
    parser.addString("--values", "V",
                     "values of the kinds, LETTER=INTEGER separated by commas (default " +
                         std::string(kDefaultArmyValues) + ")",
                     &valuesText);
    parser.addString("--pieces", "LETTERS", "kinds the army may use (default: every kind given a value)",
                     &piecesText);
    parser.addFlag("--each-type", "at least one piece of every allowed kind", &eachType);
    parser.addString("--preplaced", "P", "fixed pieces in placement notation (same board); they count",
                     &preplacedText);
    addShapeOptions(parser, &shape);
    parser.addString("--engine", "auto|cliques|mip",
                     "cliques: branch and bound on the conflict graph (boards of up to 1024 kind-and-cell "
                     "pairs); mip: the 0-1 program with COIN-OR CBC; auto (default): cliques where it "
                     "applies. The optimum never depends on it",
                     &engineText);
    parser.addFlag("--no-symmetry", "tuning: no symmetry breaking (same optimum)", &noSymmetry);
    parser.addFlag("--no-start", "tuning: no starting army from the local search (same optimum)", &noStart);
    parser.addFlag("--no-rook-split",
                   "tuning: the clique engine does not branch on rooks and queens first (same optimum)",
                   &noRookSplit);
    addPieceDefinitions(parser, &catalogue);
    parser.addCommon(&common);
    if (auto code = parser.parse(args))
        return *code;
    if (common.distinct)
        return badInput(kCommand, "--distinct does not apply to the army (it reports one optimal army)");
    ArmyEngine engine = ArmyEngine::Auto;
    if (engineText == "cliques")
        engine = ArmyEngine::Cliques;
    else if (engineText == "mip")
        engine = ArmyEngine::Mip;
    else if (engineText != "auto")
        return badInput(kCommand, "--engine: '" + engineText + "' is not one of auto, cliques, mip");

    Board resolved;
    if (auto code = resolveBoard(kCommand, common, shape, preplacedText, catalogue, resolved))
        return *code;
    std::optional<Board> board = resolved;

    ArmyRequest req;
    req.catalogue = catalogue;
    req.board = *board;
    auto values = parseArmyValues(valuesText, catalogue);
    if (!values)
        return badInput(kCommand, valuesError(values.error(), valuesText));
    req.values = values.value();
    if (!piecesText.empty()) {
        auto allowed = parsePieceList(piecesText, catalogue);
        if (!allowed)
            return badInput(kCommand, allowed.error(), "--pieces");
        req.allowed = allowed.value();
    }
    req.eachType = eachType;
    req.symmetryBreaking = !noSymmetry;
    req.heuristicStart = !noStart;
    req.rookSplit = !noRookSplit;
    req.engine = engine;
    req.preplaced = Placement(req.board);
    if (!preplacedText.empty()) {
        auto pre = parsePlacement(preplacedText, catalogue, &req.board);
        if (!pre)
            return badInput(kCommand, pre.error(), "--preplaced");
        req.preplaced = pre.value();
    }
    return runRequest(kCommand, req, common);
}

} // namespace cpw::cli
