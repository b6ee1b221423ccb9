// cpw peaceable: peaceably coexisting armies (m white and m black pieces of one kind, none
// attacking a piece of the other colour). Options -> Problem -> cpw::solve (runProblem).
#include <iostream>

#include "cli.h"
#include "cpw/family.h"
#include "cpw/peaceable.h"
#include "cpw/problem.h"

namespace cpw::cli {

namespace {

const char *const kCommand = "peaceable";

} // namespace

int cmdPeaceable(const std::vector<std::string> &args)
{
    CommonOptions common;
    ShapeOptions shape;
    Catalogue catalogue = Catalogue::standard();
    std::string pieceText = "Q", preplacedText, saveFile;
    bool count = false, upper = false;
    long long m = 0, taskDepth = 0;

    ArgParser parser(
        kCommand, "--n N | --board WxH [--piece L] [--count [--distinct] | --m M | --upper] [options]",
        "Peaceably coexisting armies: m white and m black pieces of one kind on a board so that no\n"
        "piece attacks a piece of the other colour (pieces of one colour may attack each other); the\n"
        "largest m. For queens on n x n this is OEIS A250000, posed by R. A. Bosch (\"Peaceably\n"
        "coexisting armies of queens\", Optima 62, 1999), with constructions by S. Ainley (1977).\n"
        "Any piece of the catalogue or a Betza piece given with --define.\n"
        "\n"
        "The largest m is proven by a branch and bound over the colours of the lines (rows, columns,\n"
        "diagonals: every cell all of whose lines are white can take a white piece); the summary gives\n"
        "optimum (= m), proven_optimal, upper_bound and one optimal placement (black pieces in lower\n"
        "case). --count counts every placement of m white and m black pieces for the largest m (or the\n"
        "given --m); --distinct also counts them up to the board's symmetries and the exchange of\n"
        "colours. --m M asks whether M + M fit (one placement, or none). --preplaced fixes pieces of\n"
        "both colours (lower case = black). With --time-limit the best found is reported with\n"
        "proven_optimal false and the proven upper bound; --upper is that with 10 s by default.\n"
        "\n"
        "Examples:\n"
        "  cpw peaceable --n 8\n"
        "  cpw peaceable --n 6 --count --distinct --quiet\n"
        "  cpw peaceable --n 7 --piece N --json\n"
        "  cpw peaceable --n 10 --m 14\n"
        "  cpw peaceable --n 5 --preplaced 5/5/2Q2/5/q4\n"
        "  cpw peaceable --n 20 --upper --time-limit 60");
    parser.addString("--piece", "L", "the piece (catalogue letter from `cpw pieces` or --define; default Q)",
                     &pieceText);
    parser.addFlag("--count", "count every placement of the optimum (or of --m)", &count);
    parser.addInt("--m", "M", "is an army of M white and M black pieces possible? (one placement)", &m, 1,
                  kMaxCells);
    parser.addFlag("--upper", "the best army found within --time-limit (default 10 s), no proof", &upper);
    parser.addString("--preplaced", "P",
                     "fixed pieces in placement notation, upper case white, lower case black",
                     &preplacedText);
    parser.addString("--save", "FILE", "write the problem file this command would run, and run nothing",
                     &saveFile);
    parser.addInt("--task-depth", "D",
                  "tuning: decisions that cut the search into tasks (results are the same)", &taskDepth, 1,
                  24);
    addShapeOptions(parser, &shape);
    addPieceDefinitions(parser, &catalogue);
    parser.addCommon(&common);
    if (auto code = parser.parse(args))
        return *code;
    if (auto code = refuseCheckpoint(kCommand, common, ProblemKind::Peaceable))
        return *code;

    // The board may come from the preplaced text, which holds black pieces here.
    CommonOptions boardOptions = common;
    if (!boardOptions.board && shape.shape.empty() && !preplacedText.empty()) {
        auto pre = parsePlacement(preplacedText, catalogue, nullptr, true);
        if (!pre)
            return badInput(kCommand, pre.error(), "--preplaced");
        boardOptions.board = pre->board();
    }
    Board board;
    if (auto code = resolveBoard(kCommand, boardOptions, shape, {}, catalogue, board))
        return *code;

    if (trim(pieceText).size() != 1)
        return badInput(kCommand, "--piece: expected one piece letter, got '" + pieceText + "'");
    const int piece = catalogue.find(trim(pieceText)[0]);
    if (piece < 0)
        return badInput(kCommand, "--piece: no piece with the letter '" + trim(pieceText) +
                                      "' (cpw pieces lists them; --define adds one)");
    if (upper && (count || m > 0))
        return badInput(kCommand, std::string("--upper finds a large army; it does not go with ") +
                                      (count ? "--count" : "--m"));
    if (common.distinct && !count)
        return badInput(kCommand, "--distinct counts placements up to symmetry: give it with --count");
    if (m > board.cellCount() / 2)
        return badInput(kCommand, "--m " + std::to_string(m) + ": the board has only " +
                                      std::to_string(board.cellCount()) + " cells for 2m pieces");

    Problem problem;
    problem.kind = ProblemKind::Peaceable;
    problem.catalogue = catalogue;
    problem.board = board;
    problem.allowed = {piece};
    problem.preplaced = Placement(board);
    if (!preplacedText.empty()) {
        auto pre = parsePlacement(preplacedText, catalogue, &board, true);
        if (!pre)
            return badInput(kCommand, pre.error(), "--preplaced");
        for (int i = 0; i < board.area(); ++i)
            if (pre->at(i) != kEmpty && pre->at(i) != piece)
                return badInput(
                    kCommand, std::string("--preplaced: the piece ") + catalogue.piece(pre->at(i)).letter +
                                  " on " + board.cellName(i) + " is not the army's piece " + trim(pieceText));
        problem.preplaced = pre.value();
    }
    if (m > 0)
        problem.params["m"] = m;
    if (count)
        problem.params["count"] = true;
    if (upper)
        problem.params["upper"] = true;
    if (taskDepth > 0)
        problem.params["task_depth"] = taskDepth;
    if (upper && common.timeLimit <= 0)
        common.timeLimit = 10.0;
    if (!saveFile.empty()) {
        if (common.distinct)
            problem.params["distinct"] = true;
        if (Error e = validateProblem(problem))
            return badInput(kCommand, e);
        if (Error e = saveProblemFile(problem, saveFile))
            return badInput(kCommand, e, "--save");
        return ExitOk;
    }
    return runProblem(kCommand, problem, common);
}

} // namespace cpw::cli
