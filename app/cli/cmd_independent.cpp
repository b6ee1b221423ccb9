// cpw independent: non-attacking placements (the N-queens family), maximum independent sets,
// mixed armies, completion of preplaced pieces.
#include <chrono>
#include <iostream>
#include <sstream>

#include "cli.h"
#include "cpw/independent.h"
#include "cpw/problem.h"

namespace cpw::cli {

namespace {

const char *const kCommand = "independent";

const char *modeName(IndependentMode m)
{
    switch (m) {
    case IndependentMode::Count:
        return "count";
    case IndependentMode::First:
        return "first";
    case IndependentMode::Max:
        return "max";
    case IndependentMode::Army:
        return "army";
    }
    return "count";
}

int runRequest(const std::string &command, const IndependentRequest &req, const CommonOptions &common)
{
    if (Error e = validateIndependent(req))
        return badInput(command, e);
    Reporter reporter(command, common, req.catalogue);
    SearchOptions options = searchOptions(common, reporter, true);
    CheckpointWriter checkpoint;
    if (!common.checkpoint.empty() || common.mpi || common.sample) {
        const std::optional<Problem> problem = independentResumableProblem(req);
        if (!problem)
            return badInput(command,
                            std::string(common.checkpoint.empty() ? (common.mpi ? "--mpi" : "--sample")
                                                                  : "--checkpoint") +
                                ": --first finds one placement at once and is not paused, resumed or "
                                "distributed");
        if (auto code = checkpoint.attach(command, common, *problem, options))
            return *code;
    }
    auto result = solveIndependent(req, interruptToken(), options);
    if (!result)
        return badInput(command, result.error());
    if (auto code = checkpoint.finish(result.value()))
        return *code;
    const SearchStats &stats = result.value();
    nlohmann::json extra = nlohmann::json::object();
    extra["board"] = Reporter::boardText(req.board);
    extra["mode"] = modeName(req.mode);
    if (req.mode == IndependentMode::Army) {
        extra["army"] = armyText(req.army, req.catalogue);
    } else {
        extra["piece"] = std::string(1, req.catalogue.piece(req.piece).letter);
        if (req.mode != IndependentMode::Max)
            extra["count"] = req.count >= 0 ? req.count : std::min(req.board.width(), req.board.height());
        extra["hits"] = req.hits == IndependentHits::All ? "all" : "sets";
    }
    reporter.summary(stats, extra);
    return exitCodeFor(stats);
}

/// n queens with --first beyond the 32 x 32 boards of the core: the explicit construction,
/// checked here, printed without a Board. Returns -1 when the arguments are not that case.
int largeFirstQueens(const std::vector<std::string> &args)
{
    long long n = -1;
    bool first = false, json = false, quiet = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        std::string value;
        if ((a == "--n" || a == "--board") && i + 1 < args.size())
            value = args[++i];
        else if (a.rfind("--n=", 0) == 0 || a.rfind("--board=", 0) == 0)
            value = a.substr(a.find('=') + 1);
        else if (a == "--first")
            first = true;
        else if (a == "--json")
            json = true;
        else if (a == "--quiet")
            quiet = true;
        else if (a == "--piece" && i + 1 < args.size() && args[i + 1] == "Q")
            ++i;
        else if (a == "--threads" && i + 1 < args.size())
            ++i;
        else if (a == "--no-progress")
            continue;
        else
            return -1; // anything else goes the normal way
        if (!value.empty()) {
            const auto x = value.find('x');
            if (x != std::string::npos && value.substr(0, x) != value.substr(x + 1))
                return -1;
            try {
                std::size_t used = 0;
                n = std::stoll(value.substr(0, x), &used);
                if (used != value.substr(0, x).size())
                    return -1;
            } catch (const std::exception &) {
                return -1;
            }
        }
    }
    if (!first || n <= kMaxSide || n > 100000)
        return -1;
    const auto start = std::chrono::steady_clock::now();
    const std::vector<int> files = constructQueens(static_cast<int>(n));
    // Check: distinct files, distinct diagonals.
    std::vector<char> f(n, 0), d1(2 * n, 0), d2(2 * n, 0);
    for (long long y = 0; y < n; ++y) {
        const long long x = files[y];
        if (f[x] || d1[x + y] || d2[x - y + n])
            return badInput(kCommand, "internal error: the construction failed its check");
        f[x] = d1[x + y] = d2[x - y + n] = 1;
    }
    if (!quiet) {
        std::string text;
        for (long long y = n - 1; y >= 0; --y) {
            const long long x = files[y];
            if (x > 0)
                text += std::to_string(x);
            text += 'Q';
            if (n - 1 - x > 0)
                text += std::to_string(n - 1 - x);
            if (y > 0)
                text += '/';
        }
        if (json)
            std::cout << nlohmann::ordered_json{{"type", "solution"},
                                                {"board", std::to_string(n) + "x" + std::to_string(n)},
                                                {"placement", text},
                                                {"pieces", n}}
                             .dump()
                      << '\n';
        else
            std::cout << text << '\n';
    }
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (json)
        std::cout << nlohmann::ordered_json{{"type", "summary"},
                                            {"command", kCommand},
                                            {"complete", false},
                                            {"solutions", 1},
                                            {"elapsed_s", elapsed},
                                            {"board", std::to_string(n) + "x" + std::to_string(n)},
                                            {"mode", "first"},
                                            {"piece", "Q"},
                                            {"count", n},
                                            {"stopped_by", "solution limit"}}
                         .dump()
                  << std::endl;
    else
        std::cout << "solutions: 1 (stopped by the solution limit)\nboard: " << n << "x" << n
                  << "\nmode: first\npiece: Q\n"
                  << std::endl;
    return ExitOk;
}

} // namespace

int cmdIndependent(const std::vector<std::string> &args)
{
    if (const int code = largeFirstQueens(args); code >= 0)
        return code;
    CommonOptions common;
    ShapeOptions shape;
    Catalogue catalogue = Catalogue::standard();
    std::string pieceText = "Q", kindText = "regular", hitsText = "sets", armySpec, preplacedText,
                engineText = "auto";
    long long count = -1;
    bool first = false, max = false;

    ArgParser parser(
        kCommand, "(--n N | --board WxH) [--piece L] [--kind K] [--count K] [options]",
        "Places pieces so that none attacks another: the N-queens problem (Max Bezzel 1848) and its\n"
        "family. By default n pieces on n x n (or, on W x H, min(W, H) pieces; --count K for another\n"
        "number), counted as sets of cells; --hits all counts ordered sequences (sets x K!), as\n"
        "J. Kiss's NqProblemExtended does. --kind super adds the knight's leap to a queen, rook or\n"
        "bishop (the catalogue's A, C, H), --kind awesome the knight's line (X, Y, Z); any piece of\n"
        "`cpw pieces` or one defined with --define works.\n"
        "--first finds one placement (n queens: the classical explicit construction), --max the\n"
        "largest number of pieces (proven; optimum) and how many placements reach it (solutions),\n"
        "--army K2Q2B2N1 counts the placements of a mixed army (pieces of one type interchangeable).\n"
        "Fixed pieces (--preplaced) stay where they are and count towards the numbers; preplaced\n"
        "pieces that attack each other are an error. Attacks are those of the empty board; on a\n"
        "shaped board a line stops at a hole. --distinct adds the number of classes under the\n"
        "board's symmetries that preserve the pieces.\n"
        "\n"
        "Examples:\n"
        "  cpw independent --n 8 --distinct\n"
        "  cpw independent --n 10 --piece Q --kind super\n"
        "  cpw independent --n 100 --first\n"
        "  cpw independent --board 8x8 --piece K --max\n"
        "  cpw independent --board 7x7 --army K2Q2B2N1 --quiet\n"
        "  cpw independent --n 8 --preplaced 8/8/8/8/8/8/8/Q7");
    parser.addString("--piece", "L", "the piece (a catalogue letter or a --define'd one; default Q)",
                     &pieceText);
    parser.addString("--kind", "regular|super|awesome",
                     "with Q, R, B: super = + knight leap (A, C, H), awesome = + knight line (X, Y, Z)",
                     &kindText);
    parser.addInt("--count", "K", "pieces in the end, preplaced ones included (default min(W, H))", &count, 0,
                  kMaxCells);
    parser.addString("--hits", "sets|all", "count sets of cells (default) or ordered sequences (x K!)",
                     &hitsText);
    parser.addFlag("--first", "find one placement", &first);
    parser.addFlag("--max", "the most pieces that fit (proven) and the number of such placements", &max);
    parser.addString("--army", "ARMY", "a mixed army such as K2Q2B2N1 (letter + count)", &armySpec);
    parser.addString("--preplaced", "P", "fixed pieces in placement notation (same board)", &preplacedText);
    addShapeOptions(parser, &shape);
    parser.addString("--engine", "auto|general|queens",
                     "counting engine (default auto: the queen counter where it applies); counts never "
                     "depend on it",
                     &engineText);
    addPieceDefinitions(parser, &catalogue);
    parser.addCommon(&common);
    if (auto code = parser.parse(args))
        return *code;

    IndependentRequest req;
    req.catalogue = catalogue;
    Board resolved;
    if (auto code = resolveBoard(kCommand, common, shape, preplacedText, catalogue, resolved))
        return *code;
    std::optional<Board> board = resolved;
    req.board = *board;
    req.preplaced = Placement(req.board);
    if (!preplacedText.empty()) {
        auto pre = parsePlacement(preplacedText, catalogue, &req.board);
        if (!pre)
            return badInput(kCommand, pre.error(), "--preplaced");
        req.preplaced = pre.value();
    }

    if (int(first) + int(max) + int(!armySpec.empty()) > 1)
        return badInput(kCommand, "--first, --max and --army exclude each other");
    if (!armySpec.empty()) {
        if (parser.given("--piece") || parser.given("--kind") || parser.given("--count"))
            return badInput(kCommand, "--army gives the pieces itself: drop --piece, --kind and --count");
        auto army = parseArmy(armySpec, catalogue);
        if (!army)
            return badInput(kCommand, army.error(), "--army");
        req.army = army.value();
        req.mode = IndependentMode::Army;
    } else {
        if (pieceText.size() != 1)
            return badInput(kCommand, "--piece: expected one piece letter, got '" + pieceText + "'");
        if (kindText != "regular" && kindText != "super" && kindText != "awesome")
            return badInput(kCommand, "--kind: expected regular, super or awesome, got '" + kindText + "'");
        auto id = independentPiece(catalogue, pieceText[0], kindText);
        if (!id) {
            if (id.error().code == ErrorCode::UnknownPiece)
                return badInput(kCommand, id.error(), "--piece");
            return badInput(kCommand,
                            "--kind " + kindText + " applies to Q, R and B only, not to '" + pieceText + "'");
        }
        req.piece = id.value();
        req.mode = first ? IndependentMode::First : max ? IndependentMode::Max : IndependentMode::Count;
        if (max && parser.given("--count"))
            return badInput(kCommand, "--max finds the number of pieces itself: drop --count");
        req.count = static_cast<int>(count);
        if (req.count > req.board.cellCount())
            return badInput(kCommand, "--count " + std::to_string(count) + " is more than the board's " +
                                          std::to_string(req.board.cellCount()) + " cells");
    }
    if (hitsText == "sets")
        req.hits = IndependentHits::Sets;
    else if (hitsText == "all")
        req.hits = IndependentHits::All;
    else
        return badInput(kCommand, "--hits: expected sets or all, got '" + hitsText + "'");
    if (req.hits == IndependentHits::All && req.mode != IndependentMode::Count)
        return badInput(kCommand,
                        "--hits all counts ordered placements of one piece: not with --first, --max "
                        "or --army");
    if (engineText == "auto")
        req.engine = IndependentEngine::Auto;
    else if (engineText == "general")
        req.engine = IndependentEngine::General;
    else if (engineText == "queens")
        req.engine = IndependentEngine::Queens;
    else
        return badInput(kCommand, "--engine: expected auto, general or queens, got '" + engineText + "'");
    req.distinct = common.distinct;
    req.taskTarget = common.tasks;
    return runRequest(kCommand, req, common);
}

} // namespace cpw::cli
