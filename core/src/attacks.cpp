#include "cpw/attacks.h"

namespace cpw {

/*
 * Attacks are computed by walking each move of the piece from its cell. A leap (range 1)
 * looks at one target cell; a ride repeats the step until it leaves the rectangle, reaches
 * a hole (holes are not cells: a ride stops before them as at the edge; a leap onto a hole
 * attacks nothing, but leaps jump over holes), exhausts its range, or meets an occupied
 * cell, which it attacks and stops at. The result is a set, so a cell reached by two moves
 * of the same piece counts once for that piece.
 */

namespace {

template <class Visit>
void walkMove(const Board &board, const Move &m, int cell, const CellSet *occupied, Visit &&visit)
{
    int x = board.fileOf(cell), y = board.rankOf(cell);
    const int limit = m.range == 0 ? kMaxSide * 2 : m.range;
    for (int step = 0; step < limit; ++step) {
        x += m.dx;
        y += m.dy;
        if (!board.contains(x, y))
            return;
        const int target = board.index(x, y);
        visit(target);
        if (occupied && occupied->test(target))
            return;
    }
}

} // namespace

CellSet attackedCells(const Board &board, const PieceType &piece, int cell, const CellSet &occupied)
{
    CellSet out;
    for (const Move &m : piece.moves)
        walkMove(board, m, cell, &occupied, [&out](int t) { out.set(t); });
    out.reset(cell);
    return out;
}

CellSet attackedCellsEmpty(const Board &board, const PieceType &piece, int cell)
{
    CellSet out;
    for (const Move &m : piece.moves)
        walkMove(board, m, cell, nullptr, [&out](int t) { out.set(t); });
    out.reset(cell);
    return out;
}

std::vector<CellSet> attackGraph(const Board &board, const PieceType &piece)
{
    std::vector<CellSet> graph(board.area());
    for (int i = 0; i < board.area(); ++i)
        if (!board.isHole(i))
            graph[i] = attackedCellsEmpty(board, piece, i);
    return graph;
}

std::vector<int> attackCounts(const Placement &placement, const Catalogue &catalogue)
{
    const Board &board = placement.board();
    std::vector<int> counts(board.area(), 0);
    const CellSet occupied = placement.occupied();
    for (int i = 0; i < board.area(); ++i) {
        const int id = placement.at(i);
        if (id == kEmpty || board.isHole(i))
            continue;
        const CellSet hit = attackedCells(board, catalogue.piece(id), i, occupied);
        for (int t = 0; t < board.area(); ++t)
            if (hit.test(t))
                ++counts[t];
    }
    return counts;
}

std::vector<AttackRay> attackRays(const Board &board, const PieceType &piece, int cell,
                                  const CellSet &occupied)
{
    std::vector<AttackRay> rays;
    for (const Move &m : piece.moves) {
        AttackRay ray{m, {}};
        walkMove(board, m, cell, &occupied, [&ray, cell](int t) {
            if (t != cell)
                ray.cells.push_back(t);
        });
        if (!ray.cells.empty())
            rays.push_back(std::move(ray));
    }
    return rays;
}

} // namespace cpw
