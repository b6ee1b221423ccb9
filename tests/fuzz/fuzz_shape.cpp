// Fuzz target: board shapes, the way the placing commands resolve them (cli::resolveBoard,
// cmd_exact): line 1 a board size "WxH" or "N" (Board::parseSize; empty = none), line 2 a shape
// in placement notation with '-' for holes (parsePlacement against that board, if any), line 3
// a comma-separated list of hole cells (Board::parseCell). Also the GUI's cell names.
// Properties: every cell name reads back to its cell; the board's symmetries map cells to
// cells and holes to holes; problemSymmetries() always contains the identity.
#include "fuzz.h"

#include <optional>
#include <string>

#include "cpw/placement.h"

using namespace cpw;

namespace {

std::string_view line(std::string_view &rest)
{
    const auto nl = rest.find('\n');
    std::string_view l = rest.substr(0, nl);
    rest = nl == std::string_view::npos ? std::string_view() : rest.substr(nl + 1);
    return l;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    std::string_view rest = cpwfuzz::text(data, size);
    const std::string_view sizeText = line(rest), shapeText = line(rest), holesText = line(rest);
    const Catalogue &cat = Catalogue::standard();

    std::optional<Board> board;
    if (!sizeText.empty()) {
        auto b = Board::parseSize(sizeText);
        if (!b.ok()) {
            FUZZ_CHECK(cpwfuzz::errorSane(b.error(), sizeText.size()));
            return 0;
        }
        board = b.value();
    }
    if (!shapeText.empty()) {
        auto shape = parsePlacement(shapeText, cat, board ? &*board : nullptr);
        if (!shape.ok()) {
            FUZZ_CHECK(cpwfuzz::errorSane(shape.error(), shapeText.size()));
            return 0;
        }
        board = shape->board();
    }
    if (!board)
        return 0;
    std::size_t start = 0;
    while (start <= holesText.size()) {
        const auto comma = holesText.find(',', start);
        const std::string_view name =
            holesText.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
        if (!name.empty()) {
            auto cell = board->parseCell(name);
            if (!cell.ok())
                return 0;
            FUZZ_CHECK(cell.value() >= 0 && cell.value() < board->area());
            board->setHole(cell.value());
        }
        if (comma == std::string_view::npos)
            break;
        start = comma + 1;
    }

    for (int i = 0; i < board->area(); ++i) {
        auto back = board->parseCell(board->cellName(i));
        FUZZ_CHECK(back.ok() && back.value() == i);
    }
    for (Symmetry s : board->symmetries())
        for (int i = 0; i < board->area(); ++i) {
            const int j = board->transform(s, i);
            FUZZ_CHECK(j >= 0 && j < board->area() && board->isHole(i) == board->isHole(j));
        }
    std::vector<int> all;
    for (int id = 0; id < cat.size(); ++id)
        all.push_back(id);
    const auto syms = problemSymmetries(*board, cat, all);
    FUZZ_CHECK(!syms.empty() && syms.front() == Symmetry::Identity);
    return 0;
}
