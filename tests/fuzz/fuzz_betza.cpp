// Fuzz target: Betza piece notation (cpw::parseBetza, Catalogue::addCustom), as typed in
// `--define L=BETZA[:NAME]`, the GUI's piece editor and a problem file's custom_pieces.
// The first byte is the piece letter (so bad letters are tried too), the rest the Betza text.
// Properties of a successful parse: moves are normalised (sorted, unique, no null vector, range
// 0..kMaxSide-1) and the piece's attacks can be computed on a small and on the largest board.
#include "fuzz.h"

#include <algorithm>

#include "cpw/attacks.h"
#include "cpw/piece.h"

using namespace cpw;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view all = cpwfuzz::text(data, size);
    auto moves = parseBetza(all);
    if (!moves.ok()) {
        FUZZ_CHECK(cpwfuzz::errorSane(moves.error(), size));
    } else {
        const std::vector<Move> &m = moves.value();
        FUZZ_CHECK(std::is_sorted(m.begin(), m.end()));
        FUZZ_CHECK(std::adjacent_find(m.begin(), m.end()) == m.end());
        for (const Move &v : m) {
            FUZZ_CHECK(v.dx != 0 || v.dy != 0);
            FUZZ_CHECK(v.range >= 0 && v.range < kMaxSide);
        }
    }

    if (size < 1)
        return 0;
    Catalogue cat = Catalogue::standard();
    const std::string_view betza = all.substr(1);
    auto id = cat.addCustom(static_cast<char>(data[0]), "fuzz", betza);
    if (!id.ok()) {
        FUZZ_CHECK(cpwfuzz::errorSane(id.error(), betza.size()));
        return 0;
    }
    const PieceType &piece = cat.piece(id.value());
    for (const Board &board : {Board(5, 3), Board(kMaxSide, kMaxSide)}) {
        const int centre = board.index(board.width() / 2, board.height() / 2);
        FUZZ_CHECK(attackedCellsEmpty(board, piece, centre).count() <= static_cast<std::size_t>(board.area()));
        CellSet occupied;
        occupied.set(board.index(0, 0));
        (void)attackedCells(board, piece, centre, occupied);
    }
    for (Symmetry s : kAllSymmetries)
        (void)piece.isInvariantUnder(s);
    return 0;
}
