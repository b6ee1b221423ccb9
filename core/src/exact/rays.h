#pragma once
/// \file rays.h
/// Internal helpers of the exact-attack solver: the rays of a piece and the enumeration of
/// attack patterns as combinations of ray stops (seed 000).
///
/// Every move of a piece is treated as a ray: a leap is a ray of at most one cell, a ride a
/// ray of at most `range` cells (unlimited for range 0) that ends before the edge or a hole.
/// A pattern chooses for every non-empty ray a stop distance d in 1..L (L = ray length):
/// cells 1..d are attacked, cells 1..d-1 must be free and cell d must be occupied unless
/// d == L (a cell at the end of a ray carries no condition).

#include <cstdint>
#include <vector>

#include "cpw/board.h"
#include "cpw/piece.h"

namespace cpw::exactimpl {

/// The non-empty rays of `piece` from board cell `cell` (board indices, in order outwards).
std::vector<std::vector<int>> pieceRays(const Board &board, const PieceType &piece, int cell);

/// Calls f(stops) for every combination of stop distances (stops[i] in 1..rays[i].size()).
template <class F> void forEachStops(const std::vector<std::vector<int>> &rays, F &&f)
{
    std::vector<int> stops(rays.size(), 1);
    if (rays.empty()) {
        f(stops);
        return;
    }
    for (;;) {
        f(stops);
        std::size_t i = 0;
        while (i < rays.size()) {
            if (stops[i] < static_cast<int>(rays[i].size())) {
                ++stops[i];
                break;
            }
            stops[i] = 1;
            ++i;
        }
        if (i == rays.size())
            return;
    }
}

/// True when every stop is 1 (the piece is "enclosed").
bool allStopsAtOne(const std::vector<int> &stops);

/// True when a bishop on `cell` has no backward diagonal neighbour (it stands on the "first
/// rank" of the conventions: its only lines are the two forward diagonals of a pawn).
bool hasNoBackwardDiagonals(const Board &board, int cell);

/// Catalogue id of the first piece of the given kind among `allowed`, or -1.
int allowedOfKind(const Catalogue &catalogue, const std::vector<int> &allowed, PieceKind kind);

/// The pieces an empty `allowed` list stands for: the six standard pieces of the catalogue.
std::vector<int> defaultAllowed(const Catalogue &catalogue);

/// The symmetries of an exact problem, the identity first: those of the board (and its holes)
/// that map every cell onto one with the same target and the same preplaced piece (`targets`
/// and `preplaced` per board cell, kEmpty for none). Which of them apply to a solution depends
/// on its pieces (PieceType::isInvariantUnder; the leaf's rule). Shared by the search's model
/// and the SAT engine, so both count the same classes.
std::vector<Symmetry> problemGroup(const Board &board, const std::vector<int> &targets,
                                   const std::vector<int> &preplaced);

} // namespace cpw::exactimpl

#include "cpw/exact.h"

namespace cpw::exactimpl {

/// Canonical form relative to the allowed pieces and the counting variant (see exact.cpp).
/// Cells in `fixed` (preplaced pieces) are never changed; `targets` may be empty.
Placement canonicalFormFor(const Placement &placement, const Catalogue &catalogue,
                           const std::vector<int> &allowed, ExactCounting counting,
                           const std::vector<int> &targets, const CellSet &fixed);

} // namespace cpw::exactimpl

namespace cpw::exactimpl {

/// The dynamic engine uses its bitset form up to this many patterns, the list form above.
/// Sets the limit and returns the previous one (tests use it to check both forms on small
/// boards; the default is 16384).
std::size_t setBitsetPatternLimit(std::size_t limit);

/// Whether the occupancy engine may use its lane kernels (occkernel.h) where they fit; returns
/// the previous setting (tests turn them off to check the scalar code against them).
bool setOccLanesAllowed(bool allowed);

} // namespace cpw::exactimpl
