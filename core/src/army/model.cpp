/*
 * The most valuable peaceful army as a 0-1 program (solved by CBC in cbcrun.cpp).
 *
 * Peace without blocking. A ride attacks the first occupied cell on it, so a piece between two
 * riders is attacked itself: an army is peaceful exactly when no piece stands on a cell that
 * another piece attacks on the EMPTY board (attackedCellsEmpty: rides stop only at holes and
 * the edge). The model therefore needs no blocking logic; the reported army is still checked
 * with the blocking rules (isPeaceful) before it leaves solver.cpp.
 *
 * Variables: x[p][c] = 1 when a piece of kind p stands on cell c (one per allowed kind and
 * board cell, plus the preplaced pieces, fixed to 1). Objective: maximise sum value(p) x[p][c]
 * (CBC minimises the negated sum). occ(c) = sum_p x[p][c].
 *
 * Constraints (docs/army.md numbers them the same way; rows 1-4 are then grown to maximal cliques):
 *  1. cells: occ(c) <= 1.
 *  2. lines: for a direction d in which some kinds ride without limit both ways (F_d: R and Q
 *     along ranks and files, B and Q along diagonals, the nightrider along its lines), every
 *     maximal segment L of board cells along d and every cell t of L:
 *         sum_{p in F_d} sum_{c in L, c != t} x[p][c] + occ(t) <= 1.
 *     Two riders of F_d on L attack each other and a rider attacks every other cell of L, so
 *     the set is a clique of the conflict graph; summed over t it is the convex hull of one line.
 *  3. blocks: for kinds that attack all eight neighbours (K, Q, ...) every 2x2 block B of cells
 *     and t in B: sum_{p} sum_{c in B, c != t} x[p][c] + occ(t) <= 1 (all cells of a block are
 *     mutual neighbours). This makes the LP bound of kings alone exact (one per block).
 *  4. pairs: every remaining attack, kind p on c attacking t (leaps, limited rides, one-way
 *     rides): sum_{p attacks t from c} x[p][c] + occ(t) <= 1.
 *  5. windows: the kinds that only leap are worth at most, on every small rectangle, what a
 *     depth-first search finds for the rectangle alone.
 *  6. rook count: r rook-movers leave (W - r)(H - r) cells to the others (binaries d_k).
 *  7. --each-type: sum_c x[p][c] >= 1 for every allowed p.
 *  8. symmetry breaking (valid inequalities that keep one army of every symmetry class): with
 *     V(S) the value on a cell set S, V(left half) >= V(right half) when the problem is
 *     symmetric under the left-right mirror, V(bottom) >= V(top) under the top-bottom mirror
 *     (or the half turn), and V(below the a1-h8 diagonal) >= V(above) under the transposition.
 *     Any army is brought to satisfy all of them by mirroring left-right, then top-bottom, then
 *     transposing (which swaps the first two differences, both already >= 0).
 */
#include <algorithm>
#include <array>
#include <bit>
#include <map>
#include <set>
#include <string>

#include "internal.h"

namespace cpw::army {

namespace {

/// Grows every row (a clique of the conflict graph: two columns conflict when they share a cell
/// or one attacks the other's cell on the empty board) to a maximal clique, greedily in column
/// order, and drops duplicates. A grown row contains its original, so the rows still exclude
/// exactly the non-peaceful armies.
void growToMaximalCliques(std::vector<Row> &rows, const Columns &cols, const std::vector<CellSet> &attacks,
                          int area)
{
    const int ncols = static_cast<int>(cols.kind.size());
    const std::size_t words = (static_cast<std::size_t>(ncols) + 63) / 64;
    std::vector<std::uint64_t> adj(static_cast<std::size_t>(ncols) * words, 0);
    for (int i = 0; i < ncols; ++i)
        for (int j = 0; j < ncols; ++j) {
            const int ci = cols.cell[i], cj = cols.cell[j];
            if (i != j && (ci == cj || attacks[cols.kind[i] * area + ci].test(cj) ||
                           attacks[cols.kind[j] * area + cj].test(ci)))
                adj[i * words + j / 64] |= std::uint64_t{1} << (j % 64);
        }
    std::set<std::vector<int>> seen;
    std::vector<Row> grown;
    for (const Row &r : rows) {
        std::vector<std::uint64_t> cand(words, ~std::uint64_t{0});
        for (int c : r.cols)
            for (std::size_t w = 0; w < words; ++w)
                cand[w] &= adj[c * words + w];
        std::vector<int> members = r.cols;
        for (std::size_t w = 0; w < words;) {
            if (!cand[w]) {
                ++w;
                continue;
            }
            const int c = static_cast<int>(w * 64) + std::countr_zero(cand[w]);
            members.push_back(c);
            for (std::size_t v = w; v < words; ++v) // lower words are already empty
                cand[v] &= adj[c * words + v];
        }
        std::sort(members.begin(), members.end());
        if (!seen.insert(members).second)
            continue;
        Row e;
        e.cols = std::move(members);
        e.coefs.assign(e.cols.size(), 1.0);
        grown.push_back(std::move(e));
    }
    rows = std::move(grown);
}

bool attacksAllNeighbours(const PieceType &piece)
{
    for (int dx = -1; dx <= 1; ++dx)
        for (int dy = -1; dy <= 1; ++dy) {
            if (dx == 0 && dy == 0)
                continue;
            if (std::none_of(piece.moves.begin(), piece.moves.end(),
                             [&](const Move &m) { return m.dx == dx && m.dy == dy; }))
                return false;
        }
    return true;
}

/// The most value a peaceful army of the given kinds (indices into the model's kinds, with
/// their values) can have on `cells` alone: depth-first search over the cells with a value bound.
long long windowMax(const std::vector<int> &cells, const std::vector<int> &kinds,
                    const std::vector<long long> &vals, const std::vector<CellSet> &attacks, int area)
{
    long long best = 0, top = 0;
    for (long long v : vals)
        top = std::max(top, v);
    CellSet occupied, attacked;
    auto dfs = [&](auto &&self, std::size_t i, long long value) -> void {
        if (value + static_cast<long long>(cells.size() - i) * top <= best)
            return;
        if (i == cells.size()) {
            best = value;
            return;
        }
        const int c = cells[i];
        if (!attacked.test(c))
            for (std::size_t j = 0; j < kinds.size(); ++j) {
                const CellSet &a = attacks[kinds[j] * area + c];
                if ((a & occupied).any())
                    continue;
                const CellSet saved = attacked;
                occupied.set(c);
                attacked |= a;
                self(self, i + 1, value + vals[j]);
                occupied.reset(c);
                attacked = saved;
            }
        self(self, i + 1, value);
    };
    dfs(dfs, 0, 0);
    return best;
}

/// The rows under construction, with what every group of rows reads.
struct Builder {
    const ArmyRequest &request;
    const Setup &setup;
    Model &model;
    /// covered[k * area + c]: attacked cells of kind k on c already in a line or block clique
    std::vector<CellSet> covered;

    /// Adds occ(t) to a row.
    void occTerms(Row &r, int t) const
    {
        for (int k = 0; k < setup.kinds(); ++k)
            if (setup.cols.of(k, t) >= 0) {
                r.cols.push_back(setup.cols.of(k, t));
                r.coefs.push_back(1.0);
            }
    }
};

/// 1. cells: occ(c) <= 1.
void addCellRows(Builder &bld)
{
    const ArmyRequest &request = bld.request;
    const Board &board = request.board;
    const int area = board.area();
    std::vector<Row> &rows = bld.model.rows;
    for (int c = 0; c < area; ++c) {
        Row r;
        bld.occTerms(r, c);
        if (r.cols.size() > 1)
            rows.push_back(std::move(r));
    }
}

/// 2. lines: every segment of a direction some kinds ride both ways, one row per cell.
void addLineRows(Builder &bld)
{
    const ArmyRequest &request = bld.request;
    const Board &board = request.board;
    const Catalogue &cat = request.catalogue;
    const Columns &cols = bld.setup.cols;
    const int area = board.area();
    const int kinds = bld.setup.kinds();
    std::vector<Row> &rows = bld.model.rows;
    std::vector<CellSet> &covered = bld.covered;
    auto occTerms = [&bld](Row &r, int t) {
        bld.occTerms(r, t);
    };
    std::set<std::pair<int, int>> directions;
    for (int id : cols.kinds)
        for (const Move &m : cat.piece(id).moves)
            if (m.range == 0 && ridesBothWays(cat.piece(id), m.dx, m.dy)) {
                const bool canonical = m.dx > 0 || (m.dx == 0 && m.dy > 0);
                directions.insert(canonical ? std::pair{m.dx, m.dy} : std::pair{-m.dx, -m.dy});
            }
    for (const auto &[dx, dy] : directions) {
        std::vector<int> riders;
        for (int k = 0; k < kinds; ++k)
            if (ridesBothWays(cat.piece(cols.kinds[k]), dx, dy))
                riders.push_back(k);
        for (int c0 = 0; c0 < area; ++c0) {
            const int x0 = board.fileOf(c0), y0 = board.rankOf(c0);
            if (board.isHole(c0) || board.contains(x0 - dx, y0 - dy))
                continue; // not the first cell of a segment
            std::vector<int> line;
            for (int x = x0, y = y0; board.contains(x, y); x += dx, y += dy)
                line.push_back(board.index(x, y));
            if (line.size() < 2)
                continue;
            CellSet lineSet;
            for (int c : line)
                lineSet.set(c);
            for (int k : riders)
                for (int c : line)
                    covered[k * area + c] |= lineSet;
            for (int t : line) {
                Row r;
                for (int k : riders)
                    for (int c : line)
                        if (c != t && cols.of(k, c) >= 0) {
                            r.cols.push_back(cols.of(k, c));
                            r.coefs.push_back(1.0);
                        }
                if (r.cols.empty())
                    continue;
                occTerms(r, t);
                rows.push_back(std::move(r));
            }
        }
    }
}

/// 3. blocks: every 2x2 block for the kinds that attack all eight neighbours.
void addBlockRows(Builder &bld)
{
    const ArmyRequest &request = bld.request;
    const Board &board = request.board;
    const Catalogue &cat = request.catalogue;
    const Columns &cols = bld.setup.cols;
    const int area = board.area();
    const int kinds = bld.setup.kinds();
    std::vector<Row> &rows = bld.model.rows;
    std::vector<CellSet> &covered = bld.covered;
    auto occTerms = [&bld](Row &r, int t) {
        bld.occTerms(r, t);
    };
    std::vector<int> kingLike;
    for (int k = 0; k < kinds; ++k)
        if (attacksAllNeighbours(cat.piece(cols.kinds[k])))
            kingLike.push_back(k);
    if (!kingLike.empty())
        for (int y = 0; y + 1 < board.height(); ++y)
            for (int x = 0; x + 1 < board.width(); ++x) {
                const int c = static_cast<int>(board.index(x, y)), w = board.width();
                const std::array<int, 4> block = {c, c + 1, c + w, c + w + 1};
                if (std::any_of(block.begin(), block.end(), [&](int c) { return board.isHole(c); }))
                    continue;
                CellSet blockSet;
                for (int c : block)
                    blockSet.set(c);
                for (int k : kingLike)
                    for (int c : block)
                        covered[k * area + c] |= blockSet;
                for (int t : block) {
                    Row r;
                    for (int k : kingLike)
                        for (int c : block)
                            if (c != t && cols.of(k, c) >= 0) {
                                r.cols.push_back(cols.of(k, c));
                                r.coefs.push_back(1.0);
                            }
                    if (r.cols.empty())
                        continue;
                    occTerms(r, t);
                    rows.push_back(std::move(r));
                }
            }
}

/// 4. remaining attacks, one row per ordered pair of cells.
void addPairRows(Builder &bld)
{
    const ArmyRequest &request = bld.request;
    const Board &board = request.board;
    const Columns &cols = bld.setup.cols;
    const std::vector<CellSet> &attacks = bld.setup.attacks;
    const int area = board.area();
    const int kinds = bld.setup.kinds();
    std::vector<Row> &rows = bld.model.rows;
    std::vector<CellSet> &covered = bld.covered;
    auto occTerms = [&bld](Row &r, int t) {
        bld.occTerms(r, t);
    };
    // 4. remaining attacks, one row per ordered pair of cells
    for (int c = 0; c < area; ++c) {
        if (board.isHole(c))
            continue;
        for (int t = 0; t < area; ++t) {
            if (t == c || board.isHole(t))
                continue;
            bool needed = false;
            Row r;
            for (int k = 0; k < kinds; ++k) {
                if (cols.of(k, c) < 0 || !attacks[k * area + c].test(t))
                    continue;
                if (!covered[k * area + c].test(t))
                    needed = true;
                r.cols.push_back(cols.of(k, c));
                r.coefs.push_back(1.0);
            }
            if (!needed)
                continue;
            occTerms(r, t);
            rows.push_back(std::move(r));
        }
    }
}

void addWindowRows(Builder &bld)
{
    const CellSet &preOcc = bld.setup.preOcc, &preAttacked = bld.setup.preAttacked;
    const ArmyRequest &request = bld.request;
    const Board &board = request.board;
    const Catalogue &cat = request.catalogue;
    const Columns &cols = bld.setup.cols;
    const std::vector<CellSet> &attacks = bld.setup.attacks;
    const int area = board.area();
    const int kinds = bld.setup.kinds();
    std::vector<Row> &rows = bld.model.rows;
    // 5. windows: the kinds that only leap, on every small rectangle of the board, are worth at
    //     most what a brute force finds for that rectangle alone (the restriction of a peaceful
    //     army is peaceful). This closes most of the gap that knights and kings leave in the LP.
    {
        std::vector<int> leapers;
        std::vector<long long> leaperValues;
        for (int k = 0; k < kinds; ++k)
            if (!cat.piece(cols.kinds[k]).hasRides() && armyValueOf(request.values, cols.kinds[k]) > 0) {
                leapers.push_back(k);
                leaperValues.push_back(armyValueOf(request.values, cols.kinds[k]));
            }
        std::map<std::string, long long> cache;
        const std::array<std::pair<int, int>, 6> shapes = {{{2, 4}, {4, 2}, {3, 3}, {3, 4}, {4, 3}, {4, 4}}};
        if (!leapers.empty())
            for (const auto &[ww, wh] : shapes)
                for (int y0 = 0; y0 + wh <= board.height(); ++y0)
                    for (int x0 = 0; x0 + ww <= board.width(); ++x0) {
                        std::vector<int> cells;
                        std::string key = std::to_string(ww) + "x" + std::to_string(wh) + ":";
                        for (int y = y0; y < y0 + wh; ++y)
                            for (int x = x0; x < x0 + ww; ++x) {
                                const int c = board.index(x, y);
                                key += board.isHole(c) || preOcc.test(c) || preAttacked.test(c) ? '-' : '.';
                                if (!board.isHole(c))
                                    cells.push_back(c);
                            }
                        // Conflicts inside a window depend on offsets only (leaps jump over holes), but
                        // the relative cells must be translated: use the window at its own place.
                        auto it = cache.find(key);
                        long long limit;
                        if (it != cache.end()) {
                            limit = it->second;
                        } else {
                            std::vector<int> free;
                            for (int c : cells)
                                if (!preOcc.test(c) && !preAttacked.test(c))
                                    free.push_back(c);
                            limit = windowMax(free, leapers, leaperValues, attacks, area);
                            cache.emplace(key, limit);
                        }
                        Row r;
                        long long most = 0;
                        for (int c : cells)
                            for (std::size_t j = 0; j < leapers.size(); ++j)
                                if (cols.of(leapers[j], c) >= 0 && !preOcc.test(c)) {
                                    r.cols.push_back(cols.of(leapers[j], c));
                                    r.coefs.push_back(static_cast<double>(leaperValues[j]));
                                    most = std::max(most, leaperValues[j]);
                                }
                        if (r.cols.empty() || limit >= most * static_cast<long long>(cells.size()))
                            continue;
                        r.hi = static_cast<double>(limit);
                        rows.push_back(std::move(r));
                    }
    }
}

/// 7. --each-type: at least one piece of every allowed kind.
void addEachTypeRows(Builder &bld)
{
    const std::vector<int> &allowed = bld.setup.allowed;
    const ArmyRequest &request = bld.request;
    const Board &board = request.board;
    const Columns &cols = bld.setup.cols;
    const int area = board.area();
    std::vector<Row> &rows = bld.model.rows;
    if (request.eachType)
        for (std::size_t k = 0; k < allowed.size(); ++k) {
            Row r;
            for (int c = 0; c < area; ++c)
                if (cols.of(static_cast<int>(k), c) >= 0) {
                    r.cols.push_back(cols.of(static_cast<int>(k), c));
                    r.coefs.push_back(1.0);
                }
            r.lo = 1.0;
            r.hi = kInfinity;
            rows.push_back(std::move(r));
        }
}

/// 8. symmetry breaking: the value balance rows (start.cpp, balanced()).
void addBalanceRows(Builder &bld)
{
    const Placement &pre = bld.setup.pre;
    const ArmyRequest &request = bld.request;
    const Board &board = request.board;
    const Catalogue &cat = request.catalogue;
    const Columns &cols = bld.setup.cols;
    const int ncols = bld.setup.columns();
    std::vector<Row> &rows = bld.model.rows;
    Balance &balance = bld.model.balance;
    if (request.symmetryBreaking) {
        std::vector<Symmetry> group;
        for (Symmetry s : problemSymmetries(board, cat, cols.kinds))
            if (pre.transformed(s) == pre)
                group.push_back(s);
        balance = balanceFor(board, group);
        auto addBalance = [&](auto side) {
            Row r;
            for (int i = 0; i < ncols; ++i) {
                const int s = side(board.fileOf(cols.cell[i]), board.rankOf(cols.cell[i]));
                if (s == 0)
                    continue;
                r.cols.push_back(i);
                r.coefs.push_back(s *
                                  static_cast<double>(armyValueOf(request.values, cols.kinds[cols.kind[i]])));
            }
            r.lo = 0.0;
            r.hi = kInfinity;
            rows.push_back(std::move(r));
        };
        const int w = board.width(), h = board.height();
        if (balance.leftRight)
            addBalance([w](int x, int) { return x < w - 1 - x ? 1 : x > w - 1 - x ? -1 : 0; });
        if (balance.bottomTop)
            addBalance([h](int, int y) { return y < h - 1 - y ? 1 : y > h - 1 - y ? -1 : 0; });
        if (balance.diagonal)
            addBalance([](int x, int y) { return x > y ? 1 : x < y ? -1 : 0; });
    }
}

void addRookCountRows(Builder &bld)
{
    std::vector<double> &lower = bld.model.lower, &upper = bld.model.upper, &objective = bld.model.objective;
    const ArmyRequest &request = bld.request;
    const Board &board = request.board;
    const Catalogue &cat = request.catalogue;
    const Columns &cols = bld.setup.cols;
    const int kinds = bld.setup.kinds();
    const int ncols = bld.setup.columns();
    std::vector<Row> &rows = bld.model.rows;
    // 6. rook counts: on a board without holes the kinds that ride along ranks and files both
    //    ways (R, Q) stand on r distinct ranks and r distinct files, and every other piece must
    //    stand on the (W - r)(H - r) cells outside them. The LP sees only the chord of that
    //    convex function, so r is chosen by binaries d_k (sum d_k = 1, r = sum k d_k) and
    //    the others' count is at most sum (W - k)(H - k) d_k; branching on d_k removes the gap
    //    that rooks spread thinly over every line leave in the relaxation.
    std::vector<int> &rookKinds = bld.model.rookKinds;
    int &countCols = bld.model.countCols;
    if (!board.hasHoles()) {
        for (int k = 0; k < kinds; ++k)
            if (ridesBothWays(cat.piece(cols.kinds[k]), 1, 0) &&
                ridesBothWays(cat.piece(cols.kinds[k]), 0, 1))
                rookKinds.push_back(k);
        if (!rookKinds.empty() && static_cast<int>(rookKinds.size()) < kinds) {
            const int m = std::min(board.width(), board.height());
            countCols = m + 1;
            Row one, count, others;
            for (int k = 0; k <= m; ++k) {
                const int col = ncols + k;
                lower.push_back(0);
                upper.push_back(1);
                objective.push_back(0);
                one.cols.push_back(col);
                one.coefs.push_back(1.0);
                count.cols.push_back(col);
                count.coefs.push_back(-k);
                others.cols.push_back(col);
                others.coefs.push_back(-static_cast<double>((board.width() - k) * (board.height() - k)));
            }
            one.lo = 1.0;
            count.lo = 0.0;
            count.hi = 0.0;
            others.hi = 0.0;
            for (int i = 0; i < ncols; ++i) {
                const bool rook =
                    std::find(rookKinds.begin(), rookKinds.end(), cols.kind[i]) != rookKinds.end();
                (rook ? count : others).cols.push_back(i);
                (rook ? count : others).coefs.push_back(1.0);
            }
            rows.push_back(std::move(one));
            rows.push_back(std::move(count));
            rows.push_back(std::move(others));
        }
    }
}

} // namespace

bool ridesBothWays(const PieceType &piece, int dx, int dy)
{
    bool plus = false, minus = false;
    for (const Move &m : piece.moves) {
        if (m.range != 0)
            continue;
        plus |= m.dx == dx && m.dy == dy;
        minus |= m.dx == -dx && m.dy == -dy;
    }
    return plus && minus;
}

Model buildModel(const ArmyRequest &request, const Setup &setup)
{
    Model model;
    model.lower = setup.lower;
    model.upper = setup.upper;
    for (int i = 0; i < setup.columns(); ++i)
        model.objective.push_back(
            -static_cast<double>(armyValueOf(request.values, setup.cols.kinds[setup.cols.kind[i]])));
    Builder x{request, setup, model,
              std::vector<CellSet>(static_cast<std::size_t>(setup.kinds()) * request.board.area())};
    addCellRows(x);
    addLineRows(x);
    addBlockRows(x);
    addPairRows(x);
    // Rows 1-4 are cliques of the conflict graph (two columns conflict when they share a cell
    // or one attacks the other's cell on the empty board). Each is grown to a maximal clique:
    // greedily, columns in index order, every column that conflicts with all members so far.
    // A grown row holds its original, so the rows still exclude every non-peaceful army, and
    // duplicates go. (8x8, default values: root LP bound 458.0 -> 395.3; docs/army.md.)
    growToMaximalCliques(model.rows, setup.cols, setup.attacks, request.board.area());
    addWindowRows(x);
    addEachTypeRows(x);
    addBalanceRows(x);
    addRookCountRows(x);
    return model;
}

} // namespace cpw::army
