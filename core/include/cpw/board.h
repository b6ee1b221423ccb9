#pragma once
/// \file board.h
/// Board geometry: a width x height rectangle (1..kMaxBoardSide each side) with an optional
/// mask of holes (cells that are not part of the board), and its symmetries. Most engines hold
/// a board's cells in a CellSet and take sides up to kMaxSide (32); each family refuses a
/// larger board with its own error naming its limit (tours take 1000 x 1000, n queens' first
/// placement square boards up to kMaxBoardSide).
///
/// Coordinates: file x = 0..width-1 (a, b, c, ...), rank y = 0..height-1 where
/// y = 0 is rank 1, the bottom rank (white's side; pawns attack towards larger y).
/// A cell index is y * width + x: a 64-bit number (a board of 100,000 x 100,000 has 10^10
/// cells). Boards of more than kMaxDenseCells cells are *sparse*: nothing is kept per cell (no
/// holes; a Placement keeps its pieces only), so that no path allocates per cell of them.

#include <array>
#include <bitset>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cpw/error.h"

namespace cpw {

/// The largest side of a board whose cells fit a CellSet: the limit of the engines that use one.
constexpr int kMaxSide = 32;
constexpr int kMaxCells = kMaxSide * kMaxSide;
/// The largest side of any Board (a problem's board; n queens' first placement).
constexpr int kMaxBoardSide = 100000;
/// The largest side of a square board whose cells are kept one by one (its holes, a
/// Placement's cells, per-cell targets): kMaxDenseCells = 1000 x 1000 cells, the tours' largest
/// board. Larger boards are sparse: no holes, placements kept as their pieces.
constexpr int kMaxDenseSide = 1000;
constexpr std::int64_t kMaxDenseCells = std::int64_t(kMaxDenseSide) * kMaxDenseSide;

/// A set of cells of a board of at most kMaxCells cells (indices y * width + x).
using CellSet = std::bitset<kMaxCells>;

/// The eight rotations/reflections of a rectangle. Rot90, Rot270, Transpose and
/// AntiTranspose exist only on square boards.
enum class Symmetry : std::uint8_t {
    Identity,
    Rot90,        ///< quarter turn anticlockwise: (x, y) -> (H-1-y, x)
    Rot180,       ///< (x, y) -> (W-1-x, H-1-y)
    Rot270,       ///< quarter turn clockwise: (x, y) -> (y, W-1-x)
    MirrorLR,     ///< left-right mirror: (x, y) -> (W-1-x, y); keeps "up"
    MirrorTB,     ///< top-bottom mirror: (x, y) -> (x, H-1-y)
    Transpose,    ///< main diagonal a1-h8: (x, y) -> (y, x)
    AntiTranspose ///< anti-diagonal: (x, y) -> (H-1-y, W-1-x)
};
constexpr std::array<Symmetry, 8> kAllSymmetries = {
    Symmetry::Identity, Symmetry::Rot90,    Symmetry::Rot180,    Symmetry::Rot270,
    Symmetry::MirrorLR, Symmetry::MirrorTB, Symmetry::Transpose, Symmetry::AntiTranspose};

/// Short stable name ("id", "r90", "r180", "r270", "mirror-lr", "mirror-tb", "diag", "antidiag").
std::string_view symmetryName(Symmetry s);
/// True for the symmetries that exchange width and height (only valid on squares).
bool symmetrySwapsAxes(Symmetry s);
/// The direction vector (dx, dy) transformed by s (used to test piece invariance).
std::pair<int, int> transformVector(Symmetry s, int dx, int dy);

/// Algebraic name of cell `index` on a rectangle `width` files wide, of any size: file letters
/// a..z then aa, ab, ... (spreadsheet style), rank from 1: "a1", "ab12".
std::string cellName(int width, std::int64_t index);
/// Parses a cell name on a width x height rectangle of any size (files up to 1000); the index
/// y * width + x, or CellOutOfBoard (token = the name) when malformed or outside the rectangle.
Result<std::int64_t> parseCellName(std::string_view name, int width, int height);

class Board;
/// A family's refusal of a board beyond what its solvers take: BoardTooLarge with `value` = the
/// board's longer side, `limit` = the largest side they take (kMaxSide for the engines that hold
/// a board's cells in a CellSet) and token = the problem's key, "board".
Error boardTooLarge(const Board &board, int limit = kMaxSide);
/// What a sparse board (Board::sparse()) cannot have, `field` ("board.holes", "targets"): its
/// cells one by one. BoardTooLarge with the side of the largest dense square, kMaxDenseSide.
Error sparseRefusal(const Board &board, std::string field);

class Board {
public:
    /// An 8x8 board without holes.
    Board();
    /// A full rectangle. Precondition: 1 <= w, h <= kMaxBoardSide (use create() to validate).
    Board(int width, int height);
    /// Validating constructor: BadBoardSize for sides outside 1..kMaxBoardSide.
    static Result<Board> create(int width, int height);
    /// Parses "WxH" (also "N" for NxN): BadBoardSpec / BadBoardSize.
    static Result<Board> parseSize(std::string_view text);

    int width() const { return m_width; }
    int height() const { return m_height; }
    /// Number of cells of the rectangle, holes included (width * height).
    std::int64_t area() const { return static_cast<std::int64_t>(m_width) * m_height; }
    /// Number of cells that are part of the board.
    std::int64_t cellCount() const { return area() - m_holeCount; }
    /// True when nothing is kept per cell (area() > kMaxDenseCells): no holes, and a Placement
    /// keeps its pieces only.
    bool sparse() const { return area() > kMaxDenseCells; }
    /// True when every cell index fits a CellSet (area() <= kMaxCells): the precondition of
    /// holes() and cells().
    bool fitsCellSet() const { return area() <= kMaxCells; }

    std::int64_t index(int x, int y) const { return static_cast<std::int64_t>(y) * m_width + x; }
    int fileOf(std::int64_t index) const { return static_cast<int>(index % m_width); }
    int rankOf(std::int64_t index) const { return static_cast<int>(index / m_width); }
    bool inRectangle(int x, int y) const { return x >= 0 && y >= 0 && x < m_width && y < m_height; }
    /// Inside the rectangle and not a hole.
    bool contains(int x, int y) const { return inRectangle(x, y) && !isHole(index(x, y)); }
    bool isHole(std::int64_t index) const
    {
        return m_holeCount != 0 && (m_holes[static_cast<std::size_t>(index) >> 6] >> (index & 63) & 1u) != 0;
    }
    /// Makes a cell a hole (or a cell again). Precondition: !sparse() (a sparse board has no
    /// holes; the problem file and the placement notation refuse them there).
    void setHole(std::int64_t index, bool hole = true);
    bool hasHoles() const { return m_holeCount != 0; }
    /// The holes as a set. Precondition: fitsCellSet().
    CellSet holes() const;
    /// All cells that are part of the board. Precondition: fitsCellSet().
    CellSet cells() const;

    /// Algebraic cell name (cpw::cellName): "a1", "ab12".
    std::string cellName(std::int64_t index) const;
    /// Parses a cell name (cpw::parseCellName); CellOutOfBoard when malformed or outside the rectangle.
    Result<std::int64_t> parseCell(std::string_view name) const;

    /// Index of the image of cell `index` under s (precondition: s is valid for this shape).
    std::int64_t transform(Symmetry s, std::int64_t index) const;
    /// Symmetries of the rectangle's shape (all 8 on a square, 4 otherwise) that also map the
    /// hole mask onto itself.
    std::vector<Symmetry> symmetries() const;

    /// Same size and same holes.
    bool operator==(const Board &other) const;

private:
    int m_width = 8;
    int m_height = 8;
    int m_holeCount = 0;
    /// One bit per cell (index y * width + x), 1 = hole; empty while the board has no holes.
    std::vector<std::uint64_t> m_holes;
};

} // namespace cpw
