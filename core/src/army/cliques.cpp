/*
 * The clique engine's adapter: the army's free columns as the conflict graph of
 * cliquesearch.h (one vertex per kind and free cell, weighted by the kind's value, an edge
 * between two that share a cell or of which one attacks the other's cell on the empty board),
 * the problem's symmetries as vertex permutations, the starting army, and the army the search
 * found turned back into a placement.
 */
#include <algorithm>
#include <cmath>

#include "cliquesearch.h"
#include "internal.h"

namespace cpw::army {

std::vector<int> cliqueVertices(const ArmyRequest &request, const Setup &setup)
{
    const Board &board = request.board;
    const Columns &cols = setup.cols;
    // Kinds worth nothing add no value and leave the graph (unless --each-type needs them).
    std::vector<int> vertexCols;
    for (int i = 0; i < setup.columns(); ++i)
        if (setup.lower[i] == 0 && setup.upper[i] == 1 &&
            (demandsKinds(request) || armyValueOf(request.values, cols.kinds[cols.kind[i]]) > 0))
            vertexCols.push_back(i);
    // Cells from the rim inwards (squared distance from the board's centre), on one cell the
    // heavy kinds first: the cover's cliques (cliquesearch.cpp) start at the rim and hold the
    // kinds of neighbouring cells, and the search branches on the centre first. With kinds
    // first (all rooks, then all bishops, ...) the cliques are those of one kind: 10x10 default
    // values, one thread, 28.1 M nodes against 2.6 M (docs/army.md, "The cover").
    auto rim = [&](int col) {
        const int dx = 2 * board.fileOf(cols.cell[col]) - (board.width() - 1);
        const int dy = 2 * board.rankOf(cols.cell[col]) - (board.height() - 1);
        return dx * dx + dy * dy;
    };
    std::stable_sort(vertexCols.begin(), vertexCols.end(), [&](int a, int b) {
        const long long va = armyValueOf(request.values, cols.kinds[cols.kind[a]]);
        const long long vb = armyValueOf(request.values, cols.kinds[cols.kind[b]]);
        if (rim(a) != rim(b))
            return rim(a) > rim(b);
        if (cols.cell[a] != cols.cell[b])
            return cols.cell[a] < cols.cell[b];
        if (va != vb)
            return va > vb;
        return cols.kind[a] < cols.kind[b];
    });
    return vertexCols;
}

bool cliquesFit(const ArmyRequest &request, const Setup &setup, std::size_t vertices)
{
    return static_cast<int>(vertices) <= kMaxCliqueVertices &&
           (!demandsKinds(request) || setup.allowed.size() < 64);
}

namespace {

/// The conflict graph of the vertex columns, its --each-type groups and its symmetries.
ConflictGraph conflictGraph(const ArmyRequest &request, const Setup &setup,
                            const std::vector<int> &vertexCols)
{
    const Board &board = request.board;
    const Catalogue &cat = request.catalogue;
    const Columns &cols = setup.cols;
    const std::vector<CellSet> &attacks = setup.attacks;
    const Placement &pre = setup.pre;
    const std::vector<int> &allowed = setup.allowed;
    const int area = board.area();
    const int kinds = setup.kinds();
    ConflictGraph graph;
    graph.size = static_cast<int>(vertexCols.size());
    std::vector<int> vertexAt(static_cast<std::size_t>(kinds) * area, -1);
    for (int v = 0; v < graph.size; ++v) {
        const int col = vertexCols[static_cast<std::size_t>(v)];
        vertexAt[static_cast<std::size_t>(cols.kind[col] * area + cols.cell[col])] = v;
        graph.weight.push_back(armyValueOf(request.values, cols.kinds[cols.kind[col]]));
        graph.group.push_back(cols.kind[col]);
    }
    graph.neighbours.resize(vertexCols.size());
    for (int a = 0; a < graph.size; ++a)
        for (int b = a + 1; b < graph.size; ++b) {
            const int ka = cols.kind[vertexCols[a]], ca = cols.cell[vertexCols[a]];
            const int kb = cols.kind[vertexCols[b]], cb = cols.cell[vertexCols[b]];
            if (ca == cb || attacks[ka * area + ca].test(cb) || attacks[kb * area + cb].test(ca)) {
                graph.neighbours[a].push_back(b);
                graph.neighbours[b].push_back(a);
            }
        }
    // Rook-movers on a board without holes: any two on one rank or file attack each other, so
    // the search branches on them first (cliquesearch.cpp: the split by the rooks' lines).
    if (request.rookSplit && !board.hasHoles() && board.width() <= 64 && board.height() <= 64) {
        bool any = false;
        graph.rank.assign(vertexCols.size(), -1);
        graph.file.assign(vertexCols.size(), -1);
        for (int v = 0; v < graph.size; ++v) {
            const int col = vertexCols[static_cast<std::size_t>(v)];
            const PieceType &piece = cat.piece(cols.kinds[cols.kind[col]]);
            if (ridesBothWays(piece, 1, 0) && ridesBothWays(piece, 0, 1)) {
                graph.rank[v] = board.rankOf(cols.cell[col]);
                graph.file[v] = board.fileOf(cols.cell[col]);
                any = true;
            }
        }
        if (!any) {
            graph.rank.clear();
            graph.file.clear();
        }
    }
    if (demandsKinds(request)) {
        graph.groups = static_cast<int>(allowed.size());
        const std::vector<int> &demanded = demandedKinds(request, allowed);
        for (int k = 0; k < graph.groups; ++k) {
            if (std::find(demanded.begin(), demanded.end(), cols.kinds[k]) == demanded.end())
                graph.present |= std::uint64_t{1} << k; // not demanded: counts as present
            for (int c = 0; c < area; ++c)
                if (pre.at(c) == cols.kinds[k])
                    graph.present |= std::uint64_t{1} << k;
        }
    }
    // The problem's symmetries as vertex permutations (a symmetry that does not map the graph
    // onto itself, which the checks below would catch, leaves the search without any).
    if (request.symmetryBreaking) {
        bool ok = true;
        for (Symmetry s : problemSymmetries(board, cat, cols.kinds)) {
            if (s == Symmetry::Identity || !(pre.transformed(s) == pre))
                continue;
            std::vector<int> perm(vertexCols.size(), -1);
            for (int v = 0; v < graph.size && ok; ++v) {
                const int col = vertexCols[static_cast<std::size_t>(v)];
                perm[v] = vertexAt[static_cast<std::size_t>(cols.kind[col] * area +
                                                            board.transform(s, cols.cell[col]))];
                ok = perm[v] >= 0;
            }
            for (int v = 0; v < graph.size && ok; ++v)
                for (int u : graph.neighbours[v]) {
                    const auto &image = graph.neighbours[perm[v]];
                    ok = ok && std::find(image.begin(), image.end(), perm[u]) != image.end();
                }
            if (ok)
                graph.symmetries.push_back(std::move(perm));
        }
        if (!ok)
            graph.symmetries.clear();
    }
    return graph;
}

/// The army of a set of vertices: the fixed pieces and one piece per vertex.
Placement armyOf(const Setup &setup, const std::vector<int> &vertexCols, const std::vector<int> &set)
{
    Placement p = setup.pre;
    for (int v : set)
        p.set(setup.cols.cell[vertexCols[v]], setup.cols.kinds[setup.cols.kind[vertexCols[v]]]);
    return p;
}

} // namespace

Result<SearchStats> solveByCliques(const ArmyRequest &request, const Setup &setup,
                                   const std::vector<int> &vertexCols, SearchContext &context)
{
    const Catalogue &cat = request.catalogue;
    const Placement &pre = setup.pre;
    SearchStats stats;
    stats.labels["engine"] = engineName(ArmyEngine::Cliques);
    stats.extra["vertices"] = static_cast<double>(vertexCols.size());
    const long long preValue = armyValue(pre, request.values);
    if (!isPeaceful(pre, cat)) { // fixed pieces that attack each other: no army
        context.finish(stats, true);
        stats.provenOptimal = false;
        return stats;
    }
    const ConflictGraph graph = conflictGraph(request, setup, vertexCols);

    const std::optional<Placement> start = usableStartArmy(request, setup, context);
    const long long startValue = start ? armyValue(*start, request.values) - preValue : -1;
    LedgerKeeping keeping;
    keeping.offset = preValue;
    keeping.cells = [&](const std::vector<int> &set) {
        return armyOf(setup, vertexCols, set).cells();
    };
    auto searched = maxWeightIndependentSet(graph, startValue, context, keeping);
    if (!searched)
        return searched.error();
    const IndependentSetResult &found = searched.value();
    stats.extra["tasks"] = static_cast<double>(found.tasks);
    // The best of: the start, the set this session found, the best army of the done tasks (the
    // ledger's, also from earlier sessions and other processes).
    std::optional<Placement> army = start;
    auto consider = [&](const Placement &p) {
        if (!army || armyValue(p, request.values) > armyValue(*army, request.values))
            army = p;
    };
    if (found.value >= 0) {
        const Placement p = armyOf(setup, vertexCols, found.best);
        if (armyValue(p, request.values) != found.value + preValue) {
            Error e = familyError(ArmyError::CheckFailed);
            e.token = toNotation(p, cat);
            return e;
        }
        consider(p);
    }
    for (const KeptSolution &k : found.ledger.kept) {
        if (k.cells.size() != static_cast<std::size_t>(request.board.area()))
            continue;
        Placement p(request.board);
        for (std::size_t c = 0; c < k.cells.size(); ++c)
            p.set(static_cast<int>(c), k.cells[c]);
        if (armyValue(p, request.values) != std::llround(k.objective)) {
            Error e = familyError(ArmyError::CheckFailed);
            e.token = toNotation(p, cat);
            return e;
        }
        consider(p);
    }
    const bool proven = found.complete && !context.stopRequested();
    std::optional<double> bound;
    if (!proven)
        bound = static_cast<double>(std::max(found.bound, startValue) + preValue);
    return reportArmy(request, setup, army, proven, bound, context, stats);
}

} // namespace cpw::army
