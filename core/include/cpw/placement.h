#pragma once
/// \file placement.h
/// A position: a board (with holes) and a piece (catalogue id) or nothing on every cell,
/// and its text form, the placement notation of shared/cli-contract.md: FEN's piece-placement
/// field generalised to W x H. Ranks from the top down, separated by '/'; a decimal number
/// (possibly several digits) is a run of empty cells; '-' is a hole; letters are pieces.
/// Upper-case letters are white pieces; lower-case letters are black pieces, which only the
/// two-colour family (peaceable armies) accepts (parsePlacement's `allowBlack`).

#include <functional>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cpw/board.h"
#include "cpw/error.h"
#include "cpw/piece.h"

namespace cpw {

constexpr int kEmpty = -1;

class Placement {
public:
    /// A cell and the piece on it (Placement::pieces()).
    using Piece = std::pair<std::int64_t, int>;

    Placement() : Placement(Board()) {}
    /// An empty placement: one entry per cell on a board of up to kMaxDenseCells cells, nothing
    /// on a sparse board (Board::sparse()), whose pieces are kept as a sorted list.
    explicit Placement(const Board &board)
        : m_board(board), m_cells(board.sparse() ? 0 : static_cast<std::size_t>(board.area()), kEmpty)
    {
    }

    const Board &board() const { return m_board; }
    /// The board, to change its holes (not its size: a placement keeps one entry per cell).
    Board &board() { return m_board; }
    /// Piece id on a cell, or kEmpty.
    int at(std::int64_t index) const
    {
        return m_cells.empty() ? sparseAt(index) : m_cells[static_cast<std::size_t>(index)];
    }
    /// Puts a white piece (or kEmpty) on a cell.
    void set(std::int64_t index, int pieceId)
    {
        if (m_cells.empty())
            return sparseSet(index, pieceId);
        m_cells[static_cast<std::size_t>(index)] = pieceId;
        if (index < kMaxCells)
            m_black.reset(static_cast<std::size_t>(index));
    }
    /// Puts a piece of the given colour on a cell (black: two-colour families only, whose
    /// boards fit a CellSet; precondition: index < kMaxCells for a black piece).
    void set(std::int64_t index, int pieceId, bool black)
    {
        set(index, pieceId);
        if (index < kMaxCells)
            m_black.set(static_cast<std::size_t>(index), black && pieceId != kEmpty);
    }
    /// True when the piece on the cell is black.
    bool isBlack(std::int64_t index) const
    {
        return index < kMaxCells && m_black.test(static_cast<std::size_t>(index));
    }
    /// Cells holding black pieces (black pieces stand only on boards that fit a CellSet).
    const CellSet &blackCells() const { return m_black; }
    /// True when some piece is black.
    bool hasBlack() const { return m_black.any(); }
    /// The piece id (or kEmpty) of every cell, index y * width + x. Empty on a sparse board
    /// (Board::sparse()): there pieces() is the placement.
    const std::vector<int> &cells() const { return m_cells; }
    /// The occupied cells and their pieces, by ascending cell index (any board).
    std::vector<Piece> pieces() const;
    /// Occupied cells. Precondition: board().fitsCellSet().
    CellSet occupied() const;
    int pieceCount() const;
    bool empty() const { return pieceCount() == 0; }
    /// Image under a symmetry (precondition: valid for the board's shape).
    Placement transformed(Symmetry s) const;

    bool operator==(const Placement &other) const = default;

private:
    int sparseAt(std::int64_t index) const;
    void sparseSet(std::int64_t index, int pieceId);

    Board m_board;
    std::vector<int> m_cells;    ///< one per cell; empty on a sparse board
    std::vector<Piece> m_sparse; ///< a sparse board's pieces, by ascending cell
    CellSet m_black;             ///< cells holding black pieces
};

/// Prints the placement notation (holes as '-'; black pieces in lower case).
std::string toNotation(const Placement &placement, const Catalogue &catalogue);

/// Parses placement notation. With `board` given, the text must describe exactly that board
/// (same size; '-' exactly where the board has holes, or anywhere if the board has none, in
/// which case holes are taken from the text). Without it, the size is inferred from the text
/// (ranks must agree in length). Errors name the rank (1-based from the bottom), file and
/// character position. A lower-case letter is a black piece: with `allowBlack` it is read as
/// such (Placement::isBlack), otherwise it is refused (BlackPiece when the upper-case letter is
/// a piece, UnknownPiece when not).
Result<Placement> parsePlacement(std::string_view text, const Catalogue &catalogue,
                                 const Board *board = nullptr, bool allowBlack = false);

/// The preplaced pieces of a request, checked against its board and catalogue the same way by
/// every family: their cells in ascending order, or HoleMismatch (token "preplaced") for a
/// placement of another size that holds pieces; CellIsHole (token = the cell's name) for a piece
/// on a hole; UnknownPiece (token = the cell's name, `value` = the id) for an id outside the
/// catalogue; PreplacedPiece (token = the piece's letter) for a piece `allowed` refuses; each
/// with the cell's file and rank. A placement of another size without pieces has no cells.
Result<std::vector<int>> preplacedCells(const Board &board, const Placement &preplaced,
                                        const Catalogue &catalogue,
                                        const std::function<bool(int piece)> &allowed);

/// A piece count summary such as "Q2R1" ordered by catalogue id, as used in "by_pieces" keys:
/// letters in catalogue order each followed by its count; "" for an empty board.
std::string pieceSignature(const Placement &placement, const Catalogue &catalogue);

} // namespace cpw
