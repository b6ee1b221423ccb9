#pragma once
// Given move numbers (the numbered-tour puzzle, TourRequest::numbers) inside the walker: the
// plan of one opening (its givens, their leap distances, the gaps between them and which cells
// can lie in which gap) and the state the walker keeps while it runs (numbered.cpp explains the
// rules). Only files of this folder include it.
#include <cstdint>
#include <vector>

#include "tour/tourimpl.h"

namespace cpw::tourimpl {

/// A cell out of reach in leapDistances().
constexpr std::uint16_t kFar = 0xFFFF;

/// The fewest leaps from `from` to every cell of the board (kFar: none; holes are never entered).
std::vector<std::uint16_t> leapDistances(const Graph &g, int from);

/// What every opening of one request shares: the graph and, on boards of up to
/// kNumberedTableCells cells, the table of leap distances between any two cells.
struct NumberedBoard {
    static constexpr int kNumberedTableCells = 1024;
    explicit NumberedBoard(const Graph &graph);
    const Graph &g;
    std::vector<std::uint16_t> table; ///< area x area, or empty
    bool bipartite = false;           ///< every leap changes the square colour
    /// The fewest leaps between two cells when the table holds them, else 1 (a lower bound for
    /// two different cells).
    int between(int a, int b) const
    {
        return table.empty() ? 1 : table[static_cast<std::size_t>(a) * static_cast<std::size_t>(g.area()) + static_cast<std::size_t>(b)];
    }
};

/// One opening's givens, normalised: numbers 1 .. m, the start given as 1, and for closed tours
/// the start once more as m + 1 (the move that closes the cycle). Gap k lies between given k and
/// given k + 1 (open tours: the last gap follows the last given up to move m).
struct NumberedPlan {
    int m = 0;
    int area = 0;
    bool impossible = false;          ///< no tour can fit the givens (a cell fits no gap, ...)
    std::vector<int> numberOf;        ///< per cell: its given number, 0 = none
    std::vector<int> givenNumber;     ///< the givens by number
    std::vector<int> givenCell;
    std::vector<int> nextGiven;       ///< per move t (0 .. m): the first given with a number > t
    std::vector<std::uint16_t> dist;  ///< per given, per cell: the fewest leaps from the given's cell
    std::vector<int> slots;           ///< per gap: its cells
    std::vector<int> gapOff, gapList; ///< per cell: the gaps it can lie in (compressed rows)
    std::vector<int> lastGap;         ///< per cell: the last gap it can lie in (-1 none)
    std::vector<int> secondGap;       ///< per cell: the one before (-1 none)
    std::vector<int> freeCells;       ///< the cells without a given number
    /// Boards of up to 64 cells: each cell's neighbours as a bit set (bit = cell), for the
    /// connectivity cut; empty beyond.
    std::vector<std::uint64_t> neighbours;
    std::uint64_t cells = 0;         ///< the board's cells as a bit set (boards of up to 64 cells)
    std::uint64_t freeMask = 0;      ///< the free cells as a bit set (boards of up to 64 cells)
    std::vector<std::uint64_t> onlyUpTo; ///< per gap g: the free cells that fit no gap after g
    const NumberedBoard *board = nullptr;

    int gaps() const { return static_cast<int>(slots.size()); }
    int leaps(int given, int cell) const
    {
        return dist[static_cast<std::size_t>(given) * static_cast<std::size_t>(area) + static_cast<std::size_t>(cell)];
    }
};

/// The plan of an opening: `givens` normalised as NumberedPlan says (the start among them as 1;
/// the closing m + 1 is added here), each cell and number at most once.
NumberedPlan numberedPlan(const NumberedBoard &board, std::vector<TourNumber> givens, bool closed);

/// The walker's state for a plan: how many unvisited free cells can still lie in each gap.
class NumberedState {
public:
    explicit NumberedState(const NumberedPlan &plan);
    void visit(int c);
    void unvisit(int c);
    /// Whether the walker may enter `u` at move `move` (its given number, or none and the next
    /// given still in reach).
    bool allows(int u, int move) const
    {
        const NumberedPlan &p = m_p;
        const int j = p.nextGiven[static_cast<std::size_t>(move - 1)];
        if (j < static_cast<int>(p.givenNumber.size()) && p.givenNumber[static_cast<std::size_t>(j)] == move)
            return u == p.givenCell[static_cast<std::size_t>(j)];
        if (p.numberOf[static_cast<std::size_t>(u)] != 0)
            return false;
        return j >= static_cast<int>(p.givenNumber.size()) ||
               p.leaps(j, u) <= p.givenNumber[static_cast<std::size_t>(j)] - move;
    }
    /// Whether the path of `t` moves ending on `c` can still be completed as far as the gaps
    /// tell (numbered.cpp); `visited` per cell.
    bool feasible(int c, int t, const std::uint8_t *visited);

private:
    const NumberedPlan &m_p;
    std::uint64_t m_unvisited = 0; ///< boards of up to 64 cells: the unvisited cells
    std::vector<int> m_candidates; ///< per gap: unvisited free cells that can lie in it
    std::vector<int> m_forced;     ///< per gap, scratch of feasible(): cells that can lie only there
    std::vector<std::uint64_t> m_ballFrom, m_ballTo; ///< scratch of feasible() (bit sets)
};

} // namespace cpw::tourimpl
