#pragma once
/// \file attacks.h
/// Attack computation. An attack never counts the piece's own cell; an occupied cell is
/// attacked like an empty one; a ride stops at (and attacks) the first occupied cell and
/// stops before a hole or the edge. A cell is counted at most once per attacking piece.

#include <vector>

#include "cpw/board.h"
#include "cpw/piece.h"
#include "cpw/placement.h"

namespace cpw {

/// Attack counts of every cell (index y * width + x) for a position, with blocking.
/// Holes get 0 (callers show them as null).
std::vector<int> attackCounts(const Placement &placement, const Catalogue &catalogue);

/// Cells attacked by `piece` standing on `cell` with the given occupancy (blocking).
/// The piece's own cell is never included; `occupied` may or may not contain `cell`.
CellSet attackedCells(const Board &board, const PieceType &piece, int cell, const CellSet &occupied);

/// Cells attacked on an empty board (no blocking): the attack graph used by independence
/// and domination problems.
CellSet attackedCellsEmpty(const Board &board, const PieceType &piece, int cell);

/// The attack graph of one piece type on a board: for each cell, the cells attacked on an
/// empty board. Entries for holes are empty.
std::vector<CellSet> attackGraph(const Board &board, const PieceType &piece);

/// One line (ray) of a piece from a cell, for drawing attack lines: the cells in order until
/// the blocker (included) or the edge.
struct AttackRay {
    Move move;
    std::vector<int> cells;
};
std::vector<AttackRay> attackRays(const Board &board, const PieceType &piece, int cell, const CellSet &occupied);

} // namespace cpw
