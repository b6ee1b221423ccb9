// The board options of the commands that place pieces (cli.h): --shape, --holes, the board of
// --preplaced, and --define for user pieces.
#include "cli.h"

#include <sstream>

#include "errortext.h"

namespace cpw::cli {

void addPieceDefinitions(ArgParser &parser, Catalogue *catalogue)
{
    parser.addCustom(
        "--define", "L=BETZA[:NAME]",
        "define a piece with letter L by Betza notation, e.g. U=WW:Wazir-rider (repeatable)",
        [catalogue](const std::string &v) -> std::string {
            const auto eq = v.find('=');
            if (eq != 1)
                return "expected L=BETZA with one capital letter L, got '" + v + "'";
            std::string betza = v.substr(2), name;
            if (auto colon = betza.find(':'); colon != std::string::npos) {
                name = betza.substr(colon + 1);
                betza = betza.substr(0, colon);
            }
            auto id = catalogue->addCustom(v[0], name, betza);
            if (!id)
                return errorText(id.error(), QString::fromStdString("'" + v + "'")).toStdString();
            return {};
        });
}

void addShapeOptions(ArgParser &parser, ShapeOptions *out)
{
    parser.addString("--shape", "S", "board shape in placement notation, '-' = hole, e.g. '-3-/5/5/5/-3-'",
                     &out->shape);
    parser.addString("--holes", "CELLS", "cells that are not part of the board, e.g. a1,h8", &out->holes);
}

std::optional<int> resolveBoard(const std::string &command, const CommonOptions &common,
                                const ShapeOptions &shapeOptions, const std::string &preplacedText,
                                const Catalogue &catalogue, Board &out)
{
    std::optional<Board> board = common.board;
    if (!shapeOptions.shape.empty()) {
        auto shape = parsePlacement(shapeOptions.shape, catalogue, board ? &*board : nullptr);
        if (!shape)
            return badInput(command, shape.error(), "--shape");
        board = shape->board();
    }
    if (!board && !preplacedText.empty()) {
        auto pre = parsePlacement(preplacedText, catalogue);
        if (!pre)
            return badInput(command, pre.error(), "--preplaced");
        board = pre->board();
    }
    if (!board)
        return badInput(command, "give the board with --board WxH (or --shape / --preplaced)");
    std::istringstream holes(shapeOptions.holes);
    for (std::string name; std::getline(holes, name, ',');) {
        if (trim(name).empty())
            continue;
        auto cell = board->parseCell(trim(name));
        if (!cell)
            return badInput(command, cell.error(), "--holes");
        if (board->sparse()) // no holes beyond kMaxDenseCells cells (board.h)
            return badInput(command, sparseRefusal(*board, "--holes"), "--holes");
        board->setHole(cell.value());
    }
    if (board->cellCount() == 0)
        return badInput(command, "the board has no cells");
    out = *board;
    return std::nullopt;
}

} // namespace cpw::cli
