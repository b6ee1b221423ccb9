// cpw exact: every cell attacked exactly k times (seed 000), and its attack patterns.
#include <chrono>
#include <iostream>
#include <sstream>

#include "cli.h"
#include "targets.h"
#include "cpw/exact.h"
#include "cpw/problem.h"

namespace cpw::cli {

namespace {

const char *const kCommand = "exact";

std::vector<std::string> split(const std::string &s, char sep)
{
    std::vector<std::string> out;
    std::string cur;
    std::istringstream in(s);
    while (std::getline(in, cur, sep))
        out.push_back(cur);
    if (!s.empty() && s.back() == sep)
        out.push_back({});
    return out;
}

std::string cellList(const Board &board, const CellSet &cells)
{
    std::string out;
    for (int i = 0; i < board.area(); ++i)
        if (cells.test(i)) {
            if (!out.empty())
                out += ',';
            out += board.cellName(i);
        }
    return out;
}

nlohmann::json cellArray(const Board &board, const CellSet &cells)
{
    nlohmann::json a = nlohmann::json::array();
    for (int i = 0; i < board.area(); ++i)
        if (cells.test(i))
            a.push_back(board.cellName(i));
    return a;
}

int listPatterns(const ExactRequest &req, const CommonOptions &common)
{
    const auto start = std::chrono::steady_clock::now();
    const auto patterns = exactPatterns(req.board, req.catalogue, req.allowed, req.canonical);
    std::map<char, std::uint64_t> byPiece;
    for (const AttackPattern &p : patterns) {
        const PieceType &piece = req.catalogue.piece(p.piece);
        ++byPiece[piece.letter];
        if (common.quiet)
            continue;
        if (common.json) {
            nlohmann::json j = {{"type", "pattern"},
                                {"board", Reporter::boardText(req.board)},
                                {"piece", std::string(1, piece.letter)},
                                {"cell", req.board.cellName(p.cell)},
                                {"attacked", cellArray(req.board, p.attacked)},
                                {"free", cellArray(req.board, p.mustBeFree)},
                                {"occupied", cellArray(req.board, p.mustBeOccupied)}};
            std::cout << j.dump() << '\n';
        } else {
            std::cout << piece.letter << ' ' << req.board.cellName(p.cell) << "  attacks "
                      << cellList(req.board, p.attacked);
            if (p.mustBeFree.any())
                std::cout << "  free " << cellList(req.board, p.mustBeFree);
            if (p.mustBeOccupied.any())
                std::cout << "  occupied " << cellList(req.board, p.mustBeOccupied);
            std::cout << '\n';
        }
    }
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    nlohmann::json by = nlohmann::json::object();
    for (const auto &[letter, n] : byPiece)
        by[std::string(1, letter)] = n;
    if (common.json) {
        nlohmann::json j = {{"type", "summary"},
                            {"command", kCommand},
                            {"complete", true},
                            {"solutions", patterns.size()},
                            {"patterns", patterns.size()},
                            {"by_piece", by},
                            {"canonical", req.canonical},
                            {"board", Reporter::boardText(req.board)},
                            {"elapsed_s", elapsed}};
        std::cout << j.dump() << std::endl;
    } else {
        std::cout << "patterns: " << patterns.size() << (req.canonical ? " (canonical)" : " (raw)") << '\n';
        for (const auto &[letter, n] : byPiece)
            std::cout << letter << ": " << n << '\n';
        std::cout.flush();
    }
    return ExitOk;
}

int runRequest(const std::string &command, const ExactRequest &req, const CommonOptions &common)
{
    if (Error e = validateExact(req))
        return badInput(command, e);
    if (effectiveExactEngine(req) == ExactEngine::Sat &&
        (!common.checkpoint.empty() || common.resume || common.mpi || common.sample)) {
        // Refused before a checkpoint file is written (the core refuses it too).
        Error e;
        e.code = ErrorCode::Unsupported;
        e.token = req.engine == ExactEngine::Auto ? "sat-auto-tasks" : "sat-tasks";
        return badInput(command, e);
    }
    Reporter reporter(command, common, req.catalogue);
    SearchOptions options = searchOptions(common, reporter, true);
    CheckpointWriter checkpoint;
    if (auto code = checkpoint.attach(command, common, exactProblemFromRequest(req), options))
        return *code;
    auto result = solveExact(req, interruptToken(), options);
    if (!result)
        return badInput(command, result.error());
    if (auto code = checkpoint.finish(result.value()))
        return *code;
    const SearchStats &stats = result.value();
    nlohmann::json extra = nlohmann::json::object();
    extra["board"] = Reporter::boardText(req.board);
    extra["mode"] = req.mode == ExactMode::All ? "all" : req.mode == ExactMode::Fewest ? "fewest" : "most";
    extra["counting"] = req.counting == ExactCounting::AllCells ? "all_cells" : "empty_only";
    extra["canonical"] = req.canonical;
    reporter.summary(stats, extra);
    return exitCodeFor(stats);
}

} // namespace

int cmdExact(const std::vector<std::string> &args)
{
    CommonOptions common;
    Catalogue catalogue = Catalogue::standard();
    long long k = 1;
    std::string targetsText, shapeText, holesText, piecesText = "KQRBNP", modeText = "all", preplacedText,
                                                   engineText = "auto";
    bool emptyOnly = false, raw = false, fewest = false, most = false, noPawns = false, patterns = false;

    ArgParser parser(
        kCommand, "--board WxH [--k N | --targets T] [options]",
        "Places white pieces so that every cell is attacked exactly k times (the exact-attack puzzle\n"
        "after Erich Friedman's Problem of the Month, July 2006): occupied and\n"
        "empty cells alike (or, with --empty-only, only the empty ones), attacks blocked by any piece,\n"
        "a piece never attacking its own cell, pawns attacking diagonally towards the top rank.\n"
        "Solutions are counted in canonical form (docs/exact.md): a queen whose\n"
        "lines all stop at distance 1 is a king, a first-rank pawn whose diagonals stop at distance 1\n"
        "is a bishop, a piece that attacks nothing stays only where it blocks a line; --raw counts\n"
        "every placement. The summary gives by_pieces (solutions by number of pieces) and optimum\n"
        "(the fewest pieces); --distinct adds the classes under the board's symmetries (solutions\n"
        "with pawns only under the left-right mirror).\n"
        "\n"
        "Targets (--targets): ranks from the top separated by '/', cells separated by ','; each cell\n"
        "a count 0..64, '*' for any count, or '-' for a hole. The board size is read off the text.\n"
        "Fixed pieces (--preplaced) stay as given; --no-pawns applies to the pieces the solver adds.\n"
        "\n"
        "Examples:\n"
        "  cpw exact --board 4x4 --k 1 --distinct --json\n"
        "  cpw exact --board 5x5 --k 2 --fewest\n"
        "  cpw exact --targets '1,1,1/1,*,1/1,1,-' --pieces QRN\n"
        "  cpw exact --patterns --board 5x5 --pieces Q");
    parser.addInt("--k", "N", "every cell attacked exactly N times (default 1)", &k, 0, kMaxTarget);
    parser.addString("--targets", "T", "per-cell targets, e.g. '1,2,1/1,*,1/1,1,-' (see above)",
                     &targetsText);
    parser.addString("--shape", "S", "board shape in placement notation, '-' = hole, e.g. '-3-/5/5/5/-3-'",
                     &shapeText);
    parser.addString("--holes", "CELLS", "cells that are not part of the board, e.g. a1,h8", &holesText);
    parser.addString("--pieces", "LETTERS",
                     "allowed pieces (default KQRBNP; fairy letters from `cpw pieces`)", &piecesText);
    parser.addFlag("--empty-only", "only empty cells must be attacked exactly (Friedman's V(n,k))",
                   &emptyOnly);
    parser.addFlag("--raw", "count every placement as its own solution (no canonical rules)", &raw);
    parser.addString("--mode", "all|fewest|most",
                     "all solutions (default), or only those with the fewest / most pieces (proven)",
                     &modeText);
    parser.addFlag("--fewest", "the same as --mode fewest", &fewest);
    parser.addFlag("--most", "the same as --mode most", &most);
    parser.addFlag("--no-pawns", "only solutions without pawns (in canonical form)", &noPawns);
    parser.addString("--preplaced", "P", "fixed pieces in placement notation (same board)", &preplacedText);
    parser.addFlag("--patterns", "list the attack patterns of the pieces instead of solving", &patterns);
    static_assert(kSatAutoTargets == 90, "the --engine help names the automatic choice's threshold");
    parser.addString("--engine", "auto|search|occupancy|pattern|sat",
                     "engine; counts never depend on it. sat proves the fewest / most pieces with a SAT "
                     "solver (one thread, cannot pause); search: occupancy where it applies, else pattern. "
                     "auto (default): sat for the fewest / most pieces of dense problems (targets adding "
                     "up to 90 or more, empty cells only, limited rides), else search",
                     &engineText);
    addPieceDefinitions(parser, &catalogue);
    parser.addCommon(&common);
    if (auto code = parser.parse(args))
        return *code;

    ExactRequest req;
    req.catalogue = catalogue;
    // Board: --board/--n, else --shape, else the size of --targets, else --preplaced.
    std::optional<Board> board = common.board;
    if (!shapeText.empty()) {
        auto shape = parsePlacement(shapeText, catalogue, board ? &*board : nullptr);
        if (!shape)
            return badInput(kCommand, shape.error(), "--shape");
        board = shape->board();
    }
    TargetGrid grid;
    if (!targetsText.empty()) {
        if (parser.given("--k"))
            return badInput(kCommand, "give either --k or --targets, not both");
        if (std::string err = parseTargets(targetsText, grid); !err.empty())
            return badInput(kCommand, "--targets: " + err);
        if (!board)
            board = Board(grid.width, grid.height);
        if (grid.width != board->width() || grid.height != board->height())
            return badInput(kCommand, "--targets describe a " + std::to_string(grid.width) + "x" +
                                          std::to_string(grid.height) + " board, the board is " +
                                          Reporter::boardText(*board));
        for (int i = 0; i < board->area(); ++i)
            if (grid.holes[i])
                board->setHole(i);
    }
    if (!board && !preplacedText.empty()) {
        auto pre = parsePlacement(preplacedText, catalogue);
        if (!pre)
            return badInput(kCommand, pre.error(), "--preplaced");
        board = pre->board();
    }
    if (!board)
        return badInput(kCommand, "give the board with --board WxH (or --shape / --targets)");
    for (const std::string &name : split(holesText, ',')) {
        if (trim(name).empty())
            continue;
        auto cell = board->parseCell(trim(name));
        if (!cell)
            return badInput(kCommand, cell.error(), "--holes");
        board->setHole(cell.value());
    }
    if (board->cellCount() == 0)
        return badInput(kCommand, "the board has no cells");
    if (board->cellCount() > 64 && !patterns)
        return badInput(kCommand, "the exact-attack search handles boards of at most 64 cells; " +
                                      Reporter::boardText(*board) + " has " +
                                      std::to_string(board->cellCount()));
    req.board = *board;

    auto allowed = parsePieceList(piecesText, catalogue);
    if (!allowed)
        return badInput(kCommand, allowed.error(), "--pieces");
    req.allowed = allowed.value();
    req.canonical = !raw;
    if (engineText == "auto")
        req.engine = ExactEngine::Auto;
    else if (engineText == "search")
        req.engine = ExactEngine::Search;
    else if (engineText == "occupancy")
        req.engine = ExactEngine::Occupancy;
    else if (engineText == "pattern")
        req.engine = ExactEngine::Pattern;
    else if (engineText == "sat")
        req.engine = ExactEngine::Sat;
    else
        return badInput(kCommand, "--engine: unknown engine '" + engineText +
                                      "' (auto, search, occupancy, pattern or sat)");
    if (patterns)
        return listPatterns(req, common);

    if (!targetsText.empty()) {
        req.targets = grid.values;
        for (int i = 0; i < board->area(); ++i)
            if (board->isHole(i))
                req.targets[i] = 0;
    } else {
        req.targets.assign(board->area(), static_cast<int>(k));
    }
    req.counting = emptyOnly ? ExactCounting::EmptyOnly : ExactCounting::AllCells;
    req.noPawns = noPawns;
    req.distinct = common.distinct;
    req.taskTarget = common.tasks;
    if (fewest && most)
        return badInput(kCommand, "--fewest and --most exclude each other");
    if (fewest)
        modeText = "fewest";
    if (most)
        modeText = "most";
    if (modeText == "all")
        req.mode = ExactMode::All;
    else if (modeText == "fewest")
        req.mode = ExactMode::Fewest;
    else if (modeText == "most")
        req.mode = ExactMode::Most;
    else
        return badInput(kCommand, "--mode: expected all, fewest or most, got '" + modeText + "'");
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
