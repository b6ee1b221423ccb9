// cpw cover: minimum covers (domination) of a board by one piece type.
#include <iostream>
#include <sstream>

#include "cli.h"
#include "cpw/cover.h"
#include "cpw/problem.h"

namespace cpw::cli {

namespace {

const char *const kCommand = "cover";

const char *variantName(CoverVariant v)
{
    switch (v) {
    case CoverVariant::Total:
        return "total";
    case CoverVariant::Independent:
        return "independent";
    default:
        return "plain";
    }
}

const char *modeName(CoverMode m)
{
    switch (m) {
    case CoverMode::Pieces:
        return "pieces";
    case CoverMode::Upper:
        return "upper";
    default:
        return "minimum";
    }
}

int runRequest(const std::string &command, const CoverRequest &req, const CommonOptions &common)
{
    if (Error e = validateCover(req))
        return badInput(command, e);
    if (req.mode == CoverMode::Upper && (!common.checkpoint.empty() || common.mpi || common.sample))
        return badInput(command, std::string(common.checkpoint.empty() ? "--mpi" : "--checkpoint") + ": the search for small covers (--upper) cannot be paused, resumed or "
                                 "distributed; it keeps no list of what is done");
    Reporter reporter(command, common, req.catalogue);
    SearchOptions options = searchOptions(common, reporter, true);
    CheckpointWriter checkpoint;
    if (auto code = checkpoint.attach(command, common, coverProblemFromRequest(req), options))
        return *code;
    auto result = solveCover(req, interruptToken(), options);
    if (!result)
        return badInput(command, result.error());
    if (auto code = checkpoint.finish(result.value()))
        return *code;
    const SearchStats &stats = result.value();
    nlohmann::json extra = nlohmann::json::object();
    extra["board"] = Reporter::boardText(req.board);
    const int piece = req.piece >= 0 ? req.piece : req.catalogue.find(PieceKind::Knight);
    extra["piece"] = std::string(1, req.catalogue.piece(piece).letter);
    extra["variant"] = variantName(req.variant);
    extra["mode"] = modeName(req.mode);
    if (req.mode == CoverMode::Pieces)
        extra["pieces"] = req.pieces;
    reporter.summary(stats, extra);
    return exitCodeFor(stats);
}

} // namespace

int cmdCover(const std::vector<std::string> &args)
{
    CommonOptions common;
    ShapeOptions shape;
    Catalogue catalogue = Catalogue::standard();
    std::string pieceText = "N", preplacedText;
    bool total = false, independent = false, upper = false, noLp = false, first = false;
    long long pieces = -1, symmetry = -1;
    std::string methodText;

    ArgParser parser(
        kCommand, "--board WxH [--piece L] [--total | --independent] [--pieces G | --upper] [options]",
        "Minimum covers (domination): the fewest pieces of one type such that every cell is occupied\n"
        "or attacked - Fisher's knight cover problem (\"On the n x n Knight Cover Problem\", David C.\n"
        "Fisher), for any piece of the catalogue or a Betza piece given with --define. The minimum is\n"
        "proven by a complete branch-and-bound search (fractional packing bounds from an LP), and every\n"
        "minimum cover is listed; the summary gives optimum, proven_optimal, solutions (the number of\n"
        "minimum covers) and, with --distinct, distinct (covers up to the board's symmetries).\n"
        "Riders are blocked by pieces; with one piece type this never changes the attacked cells.\n"
        "\n"
        "Variants: --total (every cell attacked, occupied cells too; a piece never attacks its own\n"
        "cell) and --independent (no piece attacks another). --pieces G lists every cover with exactly\n"
        "G pieces instead; --upper searches large boards for small covers within --time-limit (default\n"
        "10 s) and prints each improvement: a local search and a SAT model (CaDiCaL; first restricted to\n"
        "covers with 4-fold or 2-fold symmetry, as Fisher searched, then all covers) side by side; when\n"
        "the SAT model without symmetry finishes, the last cover is a proven minimum. --preplaced\n"
        "fixes pieces of the same type (a cover is completed; counts include them).\n"
        "\n"
        "Examples:\n"
        "  cpw cover --board 8x8 --distinct\n"
        "  cpw cover --board 6x6 --piece Q --independent --json\n"
        "  cpw cover --board 5x5 --pieces 6 --quiet\n"
        "  cpw cover --board 19x19 --upper --time-limit 600\n"
        "  cpw cover --board 8x8 --upper --independent --method sat --symmetry 1");
    parser.addString("--piece", "L", "the piece (catalogue letter from `cpw pieces` or --define; default N)",
                     &pieceText);
    parser.addFlag("--total", "total covers: every cell attacked, occupied ones too", &total);
    parser.addFlag("--independent", "independent covers: no piece attacks another", &independent);
    parser.addInt("--pieces", "G", "every cover with exactly G pieces (instead of the minimum)", &pieces, 0,
                  kMaxCells);
    parser.addFlag("--first", "stop at the first minimum cover (the minimum is still proven)", &first);
    parser.addFlag("--upper", "small covers of large boards within --time-limit (no proof)", &upper);
    parser.addString("--method", "M", "--upper: both (default: local search beside SAT), local or sat",
                     &methodText);
    parser.addInt("--symmetry", "K", "--upper, SAT: K-fold symmetric covers only (2, 4); 1 = all covers",
                  &symmetry, 1, 4);
    parser.addString("--preplaced", "P", "fixed pieces in placement notation (same board and piece)",
                     &preplacedText);
    addShapeOptions(parser, &shape);
    parser.addFlag("--no-lp", "tuning: greedy packing bounds only, no LP (results are the same)", &noLp);
    addPieceDefinitions(parser, &catalogue);
    parser.addCommon(&common);
    if (auto code = parser.parse(args))
        return *code;

    Board resolved;
    if (auto code = resolveBoard(kCommand, common, shape, preplacedText, catalogue, resolved))
        return *code;
    std::optional<Board> board = resolved;

    CoverRequest req;
    req.catalogue = catalogue;
    req.board = *board;
    if (trim(pieceText).size() != 1)
        return badInput(kCommand, "--piece: expected one piece letter, got '" + pieceText + "'");
    req.piece = catalogue.find(trim(pieceText)[0]);
    if (req.piece < 0)
        return badInput(kCommand, "--piece: no piece with the letter '" + trim(pieceText) +
                                      "' (cpw pieces lists them; --define adds one)");
    if (total && independent)
        return badInput(kCommand, "--total and --independent exclude each other");
    req.variant = total ? CoverVariant::Total : independent ? CoverVariant::Independent : CoverVariant::Plain;
    if (upper && pieces >= 0)
        return badInput(kCommand, "--upper and --pieces exclude each other");
    if (!upper && (!methodText.empty() || symmetry >= 0))
        return badInput(kCommand, "--method and --symmetry apply to --upper only");
    if (methodText.empty() || methodText == "both")
        req.upperMethod = UpperMethod::Portfolio;
    else if (methodText == "local")
        req.upperMethod = UpperMethod::LocalSearch;
    else if (methodText == "sat")
        req.upperMethod = UpperMethod::Sat;
    else
        return badInput(kCommand, "--method: expected both, local or sat, got '" + methodText + "'");
    if (upper && independent && req.upperMethod == UpperMethod::LocalSearch)
        return badInput(kCommand,
                        "--method local searches plain and total covers only, not --independent ones");
    if (symmetry >= 0 && symmetry != 1 && symmetry != 2 && symmetry != 4)
        return badInput(kCommand, "--symmetry: expected 1, 2 or 4, got " + std::to_string(symmetry));
    req.upperSymmetry = symmetry < 0 ? 0 : static_cast<int>(symmetry);
    if (upper && common.distinct)
        return badInput(kCommand, "--upper does not count covers, so --distinct means nothing with it");
    if (pieces > req.board.cellCount())
        return badInput(kCommand, "--pieces " + std::to_string(pieces) + ": the board has only " +
                                      std::to_string(req.board.cellCount()) + " cells");
    req.mode = upper ? CoverMode::Upper : pieces >= 0 ? CoverMode::Pieces : CoverMode::Minimum;
    req.pieces = static_cast<int>(std::max(0LL, pieces));
    req.distinct = common.distinct;
    req.taskTarget = common.tasks;
    if (first && req.mode != CoverMode::Minimum)
        return badInput(kCommand, "--first applies to the minimum only, not to --pieces or --upper");
    req.firstOnly = first;
    req.lpBound = !noLp;
    req.preplaced = Placement(req.board);
    if (!preplacedText.empty()) {
        auto pre = parsePlacement(preplacedText, catalogue, &req.board);
        if (!pre)
            return badInput(kCommand, pre.error(), "--preplaced");
        for (int i = 0; i < req.board.area(); ++i)
            if (pre->at(i) != kEmpty && pre->at(i) != req.piece)
                return badInput(kCommand, "--preplaced: the piece on " + req.board.cellName(i) +
                                              " is not the cover's piece " + trim(pieceText));
        req.preplaced = pre.value();
    }
    if (upper && common.timeLimit <= 0)
        common.timeLimit = 10.0;
    return runRequest(kCommand, req, common);
}

} // namespace cpw::cli
