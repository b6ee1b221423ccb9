// cpw exact: every cell attacked exactly k times (seed 000), and its attack patterns. The
// options come from the family's parameter specs (core/src/exact/exact.cpp); this file adds the
// help text, the targets (--k, --targets), the allowed pieces and --patterns.
#include <chrono>
#include <iostream>
#include <sstream>

#include "command.h"
#include "cpw/exact.h"
#include "targets.h"

namespace cpw::cli {

namespace {

const char *const kCommand = "exact";

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

int listPatterns(const Board &board, const Catalogue &catalogue, const std::vector<int> &allowed,
                 bool canonical, const CommonOptions &common)
{
    const auto start = std::chrono::steady_clock::now();
    const auto patterns = exactPatterns(board, catalogue, allowed, canonical);
    std::map<char, std::uint64_t> byPiece;
    for (const AttackPattern &p : patterns) {
        const PieceType &piece = catalogue.piece(p.piece);
        ++byPiece[piece.letter];
        if (common.quiet)
            continue;
        if (common.json) {
            nlohmann::json j = {{"type", "pattern"},
                                {"board", Reporter::boardText(board)},
                                {"piece", std::string(1, piece.letter)},
                                {"cell", board.cellName(p.cell)},
                                {"attacked", cellArray(board, p.attacked)},
                                {"free", cellArray(board, p.mustBeFree)},
                                {"occupied", cellArray(board, p.mustBeOccupied)}};
            std::cout << j.dump() << '\n';
        } else {
            std::cout << piece.letter << ' ' << board.cellName(p.cell) << "  attacks "
                      << cellList(board, p.attacked);
            if (p.mustBeFree.any())
                std::cout << "  free " << cellList(board, p.mustBeFree);
            if (p.mustBeOccupied.any())
                std::cout << "  occupied " << cellList(board, p.mustBeOccupied);
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
                            {"canonical", canonical},
                            {"board", Reporter::boardText(board)},
                            {"elapsed_s", elapsed}};
        std::cout << j.dump() << std::endl;
    } else {
        std::cout << "patterns: " << patterns.size() << (canonical ? " (canonical)" : " (raw)") << '\n';
        for (const auto &[letter, n] : byPiece)
            std::cout << letter << ": " << n << '\n';
        std::cout.flush();
    }
    return ExitOk;
}

class ExactCli : public FamilyCli {
public:
    std::string summary() const override { return "every cell attacked exactly k times"; }
    std::string synopsis() const override { return "--board WxH [--k N | --targets T] [options]"; }
    std::string description() const override
    {
        return "Places white pieces so that every cell is attacked exactly k times (the exact-attack puzzle\n"
               "after Erich Friedman's Problem of the Month, July 2006): occupied and\n"
               "empty cells alike (or, with --empty-only, only the empty ones), attacks blocked by any "
               "piece,\n"
               "a piece never attacking its own cell, pawns attacking diagonally towards the top rank.\n"
               "Solutions are counted in canonical form (docs/exact.md): a queen whose\n"
               "lines all stop at distance 1 is a king, a first-rank pawn whose diagonals stop at distance "
               "1\n"
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
               "  cpw exact --patterns --board 5x5 --pieces Q";
    }
    void addOptions(FamilyRun &run) const override
    {
        run.text("--k") = "1";
        run.parser.addCustom("--k", "N", "every cell attacked exactly N times (default 1)",
                             [&run](const std::string &v) -> std::string {
                                 long long k = -1;
                                 std::istringstream in(v);
                                 if (!(in >> k) || !in.eof() || k < 0 || k > kMaxTarget)
                                     return "must be between 0 and " + std::to_string(kMaxTarget) + ", got " +
                                            v;
                                 run.text("--k") = v;
                                 return {};
                             });
        run.parser.addString("--targets", "T", "per-cell targets, e.g. '1,2,1/1,*,1/1,1,-' (see above)",
                             &run.text("--targets"));
        addShapeOptions(run.parser, &run.shape);
        run.piecesText = "KQRBNP";
        run.parser.addString("--pieces", "LETTERS",
                             "allowed pieces (default KQRBNP; fairy letters from `cpw pieces`)",
                             &run.piecesText);
        run.parser.addString("--preplaced", "P", "fixed pieces in placement notation (same board)",
                             &run.preplacedText);
        run.parser.addFlag("--patterns", "list the attack patterns of the pieces instead of solving",
                           &run.flag("--patterns"));
    }
    std::optional<int> build(FamilyRun &run) const override
    {
        // Board: --board/--n, else --shape, else the size of --targets, else --preplaced.
        std::optional<Board> board = run.common.board;
        if (!run.shape.shape.empty()) {
            auto shape = parsePlacement(run.shape.shape, run.catalogue, board ? &*board : nullptr);
            if (!shape)
                return badInput(kCommand, shape.error(), "--shape");
            board = shape->board();
        }
        TargetGrid grid;
        const std::string &targetsText = run.text("--targets");
        if (!targetsText.empty()) {
            if (run.parser.given("--k"))
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
        if (!board && !run.preplacedText.empty()) {
            auto pre = parsePlacement(run.preplacedText, run.catalogue);
            if (!pre)
                return badInput(kCommand, pre.error(), "--preplaced");
            board = pre->board();
        }
        if (!board)
            return badInput(kCommand, "give the board with --board WxH (or --shape / --targets)");
        for (const std::string &name : split(run.shape.holes, ',')) {
            if (trim(name).empty())
                continue;
            auto cell = board->parseCell(trim(name));
            if (!cell)
                return badInput(kCommand, cell.error(), "--holes");
            if (board->sparse()) // no holes beyond kMaxDenseCells cells (board.h)
                return badInput(kCommand, sparseRefusal(*board, "--holes"), "--holes");
            board->setHole(cell.value());
        }
        if (board->cellCount() == 0)
            return badInput(kCommand, "the board has no cells");
        Problem &p = run.problem;
        p.board = *board;
        p.catalogue = run.catalogue;
        auto allowed = parsePieceList(run.piecesText, run.catalogue);
        if (!allowed)
            return badInput(kCommand, allowed.error(), "--pieces");
        p.allowed = allowed.value();
        if (!targetsText.empty()) {
            p.targets = grid.values;
            for (int i = 0; i < board->area(); ++i)
                if (board->isHole(i))
                    p.targets[i] = kAnyTarget;
        } else {
            p.setUniformTarget(std::stoi(run.text("--k")));
        }
        p.preplaced = Placement(p.board);
        if (!run.preplacedText.empty()) {
            auto pre = parsePlacement(run.preplacedText, run.catalogue, &p.board);
            if (!pre)
                return badInput(kCommand, pre.error(), "--preplaced");
            p.preplaced = pre.value();
        }
        return std::nullopt;
    }
    std::optional<int> instead(FamilyRun &run) const override
    {
        if (!run.flag("--patterns"))
            return std::nullopt;
        const Problem &p = run.problem;
        const bool canonical = !(run.has("raw") && std::get<bool>(run.params["raw"]));
        return listPatterns(p.board, p.catalogue, p.allowed, canonical, run.common);
    }
};

const FamilyCliRegistration registration(exactFamily, std::make_unique<ExactCli>());

} // namespace

} // namespace cpw::cli
