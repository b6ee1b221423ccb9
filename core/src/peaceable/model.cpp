/*
 * The conflict graph of peaceable armies and its cover by cliques.
 *
 * Two cells conflict when a piece on one attacks the other on the empty board (either way).
 * A placement is peaceable exactly when no white piece and black piece stand on conflicting
 * cells (cpw/peaceable.h explains why blocking changes nothing).
 *
 * The solver labels cliques ("lines") of this graph white or black (labels.cpp), so the
 * graph is covered by cliques first:
 *  - every ride direction (v and -v together) cuts the board into segments (between edges
 *    and holes); an unlimited ride makes each segment of two or more cells a line, and the
 *    segments of one direction form a *family* of disjoint lines; a ride of range r makes
 *    every r + 1 consecutive cells of a segment a line (no family: they overlap);
 *  - the conflicts no line covers yet (leaps) are covered greedily: from each uncovered pair,
 *    a clique grows by the cells (in index order) that conflict with all its members. A
 *    king's moves give its 2x2 blocks, a knight's (no triangles) its single moves.
 */
#include <algorithm>
#include <map>

#include "cpw/attacks.h"
#include "peaceable/model.h"

namespace cpw::peaceable {

namespace {

/// The ride directions of a piece, one per pair (v, -v), with the largest range (0 = unlimited
/// wins over any limit).
std::vector<Move> rideDirections(const PieceType &piece)
{
    std::map<std::pair<int, int>, int> dirs;
    for (const Move &mv : piece.moves) {
        if (!mv.isRide())
            continue;
        int dx = mv.dx, dy = mv.dy;
        if (dy < 0 || (dy == 0 && dx < 0)) {
            dx = -dx;
            dy = -dy;
        }
        auto [it, fresh] = dirs.try_emplace({dx, dy}, mv.range);
        if (!fresh && it->second != 0 && (mv.range == 0 || mv.range > it->second))
            it->second = mv.range;
    }
    // Rows first, then columns, then the rest: the search branches on lines in this order when
    // they tie.
    std::vector<Move> out;
    for (const auto &[d, range] : dirs)
        out.push_back(Move{d.first, d.second, range});
    auto rank = [](const Move &m) {
        return m.dy == 0 ? 0 : m.dx == 0 ? 1 : 2;
    };
    std::stable_sort(out.begin(), out.end(), [&](const Move &a, const Move &b) { return rank(a) < rank(b); });
    return out;
}

} // namespace

Model buildModel(const PeaceableRequest &request)
{
    Model m;
    m.request = request;
    m.board = request.board;
    m.area = m.board.area();
    m.piece = request.piece >= 0 ? request.piece : request.catalogue.find(PieceKind::Queen);
    const PieceType &piece = request.catalogue.piece(m.piece);
    for (int i = 0; i < m.area; ++i)
        if (!m.board.isHole(i))
            m.cells.push_back(i);
    m.conflicts.assign(m.area, CellSet());
    for (int c : m.cells) {
        const CellSet att = attackedCellsEmpty(m.board, piece, c);
        for (int d : m.cells)
            if (att.test(d) && d != c) {
                m.conflicts[c].set(d);
                m.conflicts[d].set(c);
            }
    }

    // Pairs covered so far (by index pair c < d).
    std::vector<CellSet> covered(m.area);
    auto addLine = [&](std::vector<int> line, int family) {
        for (std::size_t a = 0; a < line.size(); ++a)
            for (std::size_t b = 0; b < line.size(); ++b)
                if (a != b)
                    covered[line[a]].set(line[b]);
        m.lines.push_back(std::move(line));
        m.lineFamily.push_back(family);
    };

    for (const Move &dir : rideDirections(piece)) {
        const int family = dir.range == 0 ? m.families++ : -1;
        for (int c : m.cells) {
            const int x = m.board.fileOf(c), y = m.board.rankOf(c);
            if (m.board.contains(x - dir.dx, y - dir.dy))
                continue; // not the start of a segment
            std::vector<int> segment;
            for (int k = 0; m.board.contains(x + k * dir.dx, y + k * dir.dy); ++k)
                segment.push_back(m.board.index(x + k * dir.dx, y + k * dir.dy));
            if (segment.size() < 2)
                continue;
            const std::size_t window =
                dir.range == 0 ? segment.size() : std::min<std::size_t>(segment.size(), dir.range + 1);
            for (std::size_t s = 0; s + window <= segment.size(); ++s)
                addLine(std::vector<int>(segment.begin() + s, segment.begin() + s + window), family);
        }
    }
    for (int c : m.cells)
        for (int d : m.cells) {
            if (d <= c || !m.conflicts[c].test(d) || covered[c].test(d))
                continue;
            std::vector<int> clique = {c, d};
            CellSet common = m.conflicts[c] & m.conflicts[d];
            for (int e : m.cells)
                if (common.test(e)) {
                    clique.push_back(e);
                    common &= m.conflicts[e];
                }
            std::sort(clique.begin(), clique.end());
            addLine(std::move(clique), -1);
        }

    m.cellLines.assign(m.area, {});
    for (int l = 0; l < static_cast<int>(m.lines.size()); ++l)
        for (int c : m.lines[l])
            m.cellLines[c].push_back(l);
    m.offFamilies.assign(m.area, {});
    for (int c : m.cells)
        for (int f = 0; f < m.families; ++f)
            if (std::none_of(m.cellLines[c].begin(), m.cellLines[c].end(),
                             [&](int l) { return m.lineFamily[l] == f; }))
                m.offFamilies[c].push_back(f);

    const Placement &pre = request.preplaced;
    if (pre.board().width() == m.board.width() && pre.board().height() == m.board.height())
        for (int c : m.cells)
            if (pre.at(c) != kEmpty) {
                if (pre.isBlack(c))
                    m.preBlack.set(c);
                else
                    m.preWhite.set(c);
            }
    m.preWhiteCount = static_cast<int>(m.preWhite.count());
    m.preBlackCount = static_cast<int>(m.preBlack.count());
    return m;
}

std::vector<GroupElement> problemGroup(const Model &model)
{
    std::vector<GroupElement> group;
    const std::vector<Symmetry> syms =
        problemSymmetries(model.board, model.request.catalogue, std::vector<int>{model.piece});
    auto image = [&](Symmetry s, const CellSet &set) {
        CellSet out;
        for (int c : model.cells)
            if (set.test(c))
                out.set(model.board.transform(s, c));
        return out;
    };
    for (Symmetry s : syms) {
        const CellSet w = image(s, model.preWhite), b = image(s, model.preBlack);
        if (w == model.preWhite && b == model.preBlack)
            group.push_back({s, false});
        if (w == model.preBlack && b == model.preWhite)
            group.push_back({s, true});
    }
    return group;
}

} // namespace cpw::peaceable
