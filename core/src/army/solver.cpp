/*
 * The most valuable peaceful army as a 0-1 program, solved to proven optimality by COIN-OR CBC.
 *
 * Peace without blocking. A ride attacks the first occupied cell on it, so a piece between two
 * riders is attacked itself: an army is peaceful exactly when no piece stands on a cell that
 * another piece attacks on the EMPTY board (attackedCellsEmpty: rides stop only at holes and
 * the edge). The model therefore needs no blocking logic; the reported army is still checked
 * with the blocking rules (isPeaceful) before it leaves this file.
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
 *
 * Dominated kinds are left out first: kind A goes when another allowed kind B is worth at least
 * as much and attacks, from every cell, a subset of A's attacks (a queen next to a rook of the
 * same value); replacing every A by a B keeps an army peaceful and its value, so the optimum is
 * unchanged (not with --each-type, which needs every kind).
 *
 * A greedy army (each kind alone and a mixed greedy in decreasing value order, cells in a fixed
 * order), improved by a deterministic local search (clear a random rectangle, refill in random
 * order; random restarts), is brought into the symmetry-broken half the same way and handed to
 * CBC as a MIP start (on 8x8 it finds the optimum 299 in about 0.2 s).
 * CBC runs through CbcMain1 (its standard preprocessing, cuts, heuristics and, when more than
 * one thread is asked for, its parallel tree search). An event handler on the branch and bound
 * and on Clp's simplex iterations polls the stop token and the deadline, so a stop takes effect
 * within a fraction of a second; the best army found so far is then reported unproven.
 */
#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cmath>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>

#include "CbcEventHandler.hpp"
#include "CbcModel.hpp"
#include "CbcSolver.hpp"
#include "ClpEventHandler.hpp"
#include "ClpSimplex.hpp"
#include "CoinPackedMatrix.hpp"
#include "OsiClpSolverInterface.hpp"

#include "cliquesearch.h"
#include "cpw/army.h"
#include "cpw/attacks.h"

namespace cpw {

namespace {

/// The shared stop state the CBC callbacks poll (CBC clones its handlers; the clones share it).
/// CbcMain1 puts its own SIGINT handler in place even when told not to, and that handler only
/// knows CBC's command-line driver: the caller's handler (the CLI's, which trips the stop
/// token) is put back whenever the callbacks find it replaced.
struct StopState {
    SearchContext *context = nullptr;
    std::atomic<bool> stopped{false};
    std::atomic<int> polls{0};
    struct sigaction callersInt {};
    void keepSignalHandler()
    {
        struct sigaction now {};
        if (sigaction(SIGINT, nullptr, &now) == 0 && now.sa_handler != callersInt.sa_handler)
            sigaction(SIGINT, &callersInt, nullptr);
    }
    bool shouldStop()
    {
        if (stopped.load(std::memory_order_relaxed))
            return true;
        // The context's check reads a clock; do it on every 64th simplex event only.
        if ((polls.fetch_add(1, std::memory_order_relaxed) & 63) != 0)
            return false;
        keepSignalHandler();
        if (context->stopRequested())
            stopped.store(true);
        return stopped.load();
    }
    bool shouldStopNow()
    {
        keepSignalHandler();
        if (!stopped.load() && context->stopRequested())
            stopped.store(true);
        return stopped.load();
    }
};

class TreeEvents : public CbcEventHandler {
public:
    explicit TreeEvents(StopState *state) : m_state(state) {}
    CbcAction event(CbcEvent which) override
    {
        if (m_state->shouldStopNow())
            return stop;
        if ((which == solution || which == heuristicSolution) && model_)
            m_state->context->setBestObjective(-model_->getObjValue());
        return noAction;
    }
    CbcEventHandler *clone() const override { return new TreeEvents(*this); }

private:
    StopState *m_state;
};

class LpEvents : public ClpEventHandler {
public:
    explicit LpEvents(StopState *state) : m_state(state) {}
    int event(Event which) override
    {
        if (which == endOfIteration && m_state->shouldStop())
            return 0;
        return -1;
    }
    ClpEventHandler *clone() const override { return new LpEvents(*this); }

private:
    StopState *m_state;
};

struct Row {
    std::vector<int> cols;
    std::vector<double> coefs;
    double lo = -COIN_DBL_MAX, hi = 1.0;
};

/// The model's columns: kind and cell of each, and the column of each (kind, cell).
struct Columns {
    std::vector<int> kinds; ///< catalogue ids with columns
    std::vector<int> kind, cell;
    std::vector<std::vector<int>> at; ///< at[k][cell] = column or -1 (k indexes kinds)
    int of(int k, int c) const { return at[k][c]; }
};

/// The name CBC knows column i by (the MIP start refers to columns by name).
std::string columnName(int i)
{
    std::string name(1, 'x');
    name += std::to_string(i);
    return name;
}

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

/// Value balance across the problem's symmetries (constraint 6): which differences are used.
struct Balance {
    bool leftRight = false, bottomTop = false, diagonal = false;
    Symmetry bottomTopBy = Symmetry::MirrorTB; ///< the mirror, or the half turn without it
};

Balance balanceFor(const Board &board, const std::vector<Symmetry> &group)
{
    auto has = [&](Symmetry s) {
        return std::find(group.begin(), group.end(), s) != group.end();
    };
    Balance b;
    b.leftRight = has(Symmetry::MirrorLR);
    b.bottomTop = has(Symmetry::MirrorTB) || (!b.leftRight && has(Symmetry::Rot180));
    b.bottomTopBy = has(Symmetry::MirrorTB) ? Symmetry::MirrorTB : Symmetry::Rot180;
    // The transposition alone, or together with both mirrors (the whole group of the square).
    b.diagonal = board.width() == board.height() && has(Symmetry::Transpose) &&
                 (b.leftRight == has(Symmetry::MirrorTB));
    if (b.diagonal && !b.leftRight)
        b.bottomTop = false; // {id, transpose, antitranspose, half turn}: one involution only
    return b;
}

/// Left minus right, bottom minus top, below minus above the diagonal (value-weighted).
std::array<long long, 3> balanceOf(const Placement &p, const std::vector<ArmyValue> &values)
{
    const Board &b = p.board();
    std::array<long long, 3> d{0, 0, 0};
    for (int c = 0; c < b.area(); ++c) {
        if (p.at(c) == kEmpty)
            continue;
        const long long v = armyValueOf(values, p.at(c));
        const int x = b.fileOf(c), y = b.rankOf(c);
        d[0] += x < b.width() - 1 - x ? v : x > b.width() - 1 - x ? -v : 0;
        d[1] += y < b.height() - 1 - y ? v : y > b.height() - 1 - y ? -v : 0;
        d[2] += x > y ? v : x < y ? -v : 0;
    }
    return d;
}

Placement balanced(Placement p, const std::vector<ArmyValue> &values, const Balance &b)
{
    if (b.leftRight && balanceOf(p, values)[0] < 0)
        p = p.transformed(Symmetry::MirrorLR);
    if (b.bottomTop && balanceOf(p, values)[1] < 0)
        p = p.transformed(b.bottomTopBy);
    if (b.diagonal && balanceOf(p, values)[2] < 0)
        p = p.transformed(Symmetry::Transpose);
    return p;
}

/// Greedy armies: each allowed kind alone, then all kinds by decreasing value, cells in index
/// order; a piece goes where it neither attacks nor is attacked (empty-board attacks).
Placement greedyArmy(const ArmyRequest &req, const std::vector<int> &allowed, const Placement &base,
                     const std::vector<CellSet> &attacks, int kinds, const std::vector<int> &kindIds)
{
    const Board &board = req.board;
    auto kindIndex = [&](int id) {
        return static_cast<int>(std::find(kindIds.begin(), kindIds.end(), id) - kindIds.begin());
    };
    auto fill = [&](const std::vector<int> &order) {
        Placement p = base;
        CellSet occupied = p.occupied(), attacked;
        for (int c = 0; c < board.area(); ++c)
            if (p.at(c) != kEmpty)
                attacked |= attacks[kindIndex(p.at(c)) * board.area() + c];
        for (int c = 0; c < board.area(); ++c) {
            if (board.isHole(c) || occupied.test(c) || attacked.test(c))
                continue;
            for (int id : order) {
                const CellSet &a = attacks[kindIndex(id) * board.area() + c];
                if ((a & occupied).any())
                    continue;
                p.set(c, id);
                occupied.set(c);
                attacked |= a;
                break;
            }
        }
        return p;
    };
    (void)kinds;
    Placement best = fill({});
    long long bestValue = armyValue(best, req.values);
    auto consider = [&](const Placement &p) {
        const long long v = armyValue(p, req.values);
        if (v > bestValue) {
            best = p;
            bestValue = v;
        }
    };
    for (int id : allowed)
        consider(fill({id}));
    std::vector<int> byValue = allowed;
    std::stable_sort(byValue.begin(), byValue.end(),
                     [&](int a, int b) { return armyValueOf(req.values, a) > armyValueOf(req.values, b); });
    consider(fill(byValue));
    return best;
}

/// Local search from the greedy army (deterministic: a fixed seed, a fixed number of steps):
/// clear a random rectangle of up to 4x4 cells (fixed pieces stay), refill every free cell in a
/// random order with a random preference among the allowed kinds, and keep the result when it is
/// worth at least as much (on every 16th step also when it lost up to 7 units), starting again
/// from a random fill every 2000 steps. A better start lets CBC cut off branches from the first node.
Placement improvedArmy(const ArmyRequest &req, const std::vector<int> &allowed, const Placement &base,
                       const std::vector<CellSet> &attacks, const std::vector<int> &kindIds, Placement best,
                       int steps, SearchContext &context)
{
    const Board &board = req.board;
    const int area = board.area();
    if (allowed.empty())
        return best;
    std::vector<int> kindOf(allowed.size());
    for (std::size_t j = 0; j < allowed.size(); ++j)
        kindOf[j] = static_cast<int>(std::find(kindIds.begin(), kindIds.end(), allowed[j]) - kindIds.begin());
    auto attacksOf = [&](int id, int c) -> const CellSet & {
        const int k = static_cast<int>(std::find(kindIds.begin(), kindIds.end(), id) - kindIds.begin());
        return attacks[k * area + c];
    };
    std::mt19937 rng(20261123u);
    long long bestValue = armyValue(best, req.values);
    Placement cur = best;
    long long curValue = bestValue;
    std::vector<int> order;
    for (int c = 0; c < area; ++c)
        if (!board.isHole(c))
            order.push_back(c);
    constexpr int kRestart = 2000; // steps from one random greedy army
    for (int step = 0; step < steps; ++step) {
        if ((step & 1023) == 0 && context.stopRequested())
            break;
        const bool restart = step % kRestart == 0;
        if (restart)
            curValue = -1;
        Placement p = cur;
        const int w = restart ? board.width() : 1 + static_cast<int>(rng() % 4);
        const int h = restart ? board.height() : 1 + static_cast<int>(rng() % 4);
        const int x0 = restart ? 0 : static_cast<int>(rng() % board.width());
        const int y0 = restart ? 0 : static_cast<int>(rng() % board.height());
        for (int y = y0; y < std::min(board.height(), y0 + h); ++y)
            for (int x = x0; x < std::min(board.width(), x0 + w); ++x) {
                const int c = board.index(x, y);
                if (base.at(c) == kEmpty)
                    p.set(c, kEmpty);
            }
        CellSet occupied = p.occupied(), attacked;
        for (int c = 0; c < area; ++c)
            if (p.at(c) != kEmpty)
                attacked |= attacksOf(p.at(c), c);
        std::shuffle(order.begin(), order.end(), rng);
        std::vector<int> prefs(allowed.size());
        for (std::size_t j = 0; j < prefs.size(); ++j)
            prefs[j] = static_cast<int>(j);
        for (int c : order) {
            if (occupied.test(c) || attacked.test(c))
                continue;
            std::shuffle(prefs.begin(), prefs.end(), rng);
            for (int j : prefs) {
                const CellSet &a = attacks[kindOf[j] * area + c];
                if ((a & occupied).any())
                    continue;
                p.set(c, allowed[j]);
                occupied.set(c);
                attacked |= a;
                break;
            }
        }
        const long long v = armyValue(p, req.values);
        if (v >= curValue - (step % 16 == 0 ? 7 : 0)) {
            cur = p;
            curValue = v;
            if (v > bestValue) {
                best = p;
                bestValue = v;
            }
        }
    }
    return best;
}

/// Steps of the local search: 200000 up to 8x8 (about 0.2 s; it finds 299 on 8x8), fewer on
/// bigger boards (a step costs about one pass over the cells).
int heuristicSteps(int area)
{
    if (const char *env = std::getenv("CPW_ARMY_STEPS"))
        return std::atoi(env);
    return area <= 64 ? 200000 : static_cast<int>(200000LL * 64 * 64 / (static_cast<long long>(area) * area));
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

/// The allowed kinds without the dominated ones. Kind A is dominated by kind B when B is worth at
/// least as much and attacks, from every cell of the board, a subset of what A attacks (on the
/// empty board): replacing every A of a peaceful army by a B keeps it peaceful (B attacks no
/// more, and the cell is attacked by the same pieces as before) and loses no value, so some
/// optimal army has no A. A queen is dominated by a rook of the same value. Equal kinds (same
/// attacks, same value) keep the first in the list. Not used with --each-type.
std::vector<int> undominatedKinds(const ArmyRequest &request)
{
    const std::vector<int> allowed = armyAllowed(request);
    const Board &board = request.board;
    const std::size_t n = allowed.size();
    std::vector<std::vector<CellSet>> att(n, std::vector<CellSet>(board.area()));
    for (std::size_t k = 0; k < n; ++k)
        for (int c = 0; c < board.area(); ++c)
            if (!board.isHole(c))
                att[k][c] = attackedCellsEmpty(board, request.catalogue.piece(allowed[k]), c);
    auto covers = [&](std::size_t a, std::size_t b) { // a attacks at least what b attacks
        for (int c = 0; c < board.area(); ++c)
            if ((att[b][c] & ~att[a][c]).any())
                return false;
        return true;
    };
    std::vector<int> kept;
    for (std::size_t a = 0; a < n; ++a) {
        const long long va = armyValueOf(request.values, allowed[a]);
        bool dominated = false;
        for (std::size_t b = 0; b < n && !dominated; ++b) {
            if (b == a || armyValueOf(request.values, allowed[b]) < va || !covers(a, b))
                continue;
            const bool equal = armyValueOf(request.values, allowed[b]) == va && covers(b, a);
            dominated = !equal || b < a;
        }
        if (!dominated)
            kept.push_back(allowed[a]);
    }
    return kept;
}

/// Reports the army a search ended with: the independent check (blocking rules of attacks.h,
/// the fixed pieces, every kind with --each-type, no piece on a hole), the solution, the
/// summary. `bound` is the engine's proven upper bound (nullopt: none known yet).
/// True when the army is peaceful and, with --each-type, holds every allowed kind.
bool peacefulWithEveryKind(const ArmyRequest &request, const std::vector<int> &allowed, const Placement &army)
{
    bool ok = isPeaceful(army, request.catalogue);
    if (request.eachType)
        for (int id : allowed)
            ok = ok && std::find(army.cells().begin(), army.cells().end(), id) != army.cells().end();
    return ok;
}

Result<SearchStats> reportArmy(const ArmyRequest &request, const std::vector<int> &allowed,
                               const Placement &pre, const std::optional<Placement> &army, bool proven,
                               std::optional<double> bound, SearchContext &context, SearchStats stats)
{
    const Board &board = request.board;
    if (army) {
        bool ok = peacefulWithEveryKind(request, allowed, *army);
        for (int c = 0; c < board.area(); ++c)
            if ((pre.at(c) != kEmpty && army->at(c) != pre.at(c)) ||
                (army->at(c) != kEmpty && board.isHole(c)))
                ok = false;
        if (!ok) {
            Error e;
            e.code = ErrorCode::ArmyCheckFailed;
            e.token = toNotation(*army, request.catalogue);
            return e;
        }
        const long long value = armyValue(*army, request.values);
        Solution s;
        s.placement = *army;
        s.objective = static_cast<double>(value);
        context.setBestObjective(static_cast<double>(value));
        stats.optimum = static_cast<double>(value);
        context.submit(s);
    }
    context.finish(stats, proven);
    stats.provenOptimal = proven && stats.optimum.has_value();
    if (proven)
        bound = stats.optimum.value_or(0.0);
    if (bound && std::isfinite(*bound) && std::abs(*bound) < 1e12 &&
        (!stats.optimum || *bound >= *stats.optimum - 1e-6))
        stats.extra["bound"] = std::floor(*bound + 1e-6); // values are integers
    stats.extra["threads"] = context.threads();
    return stats;
}

/// The cliques engine (cliquesearch.h): the free columns of the model as a conflict graph.
/// `vertexCols` are the columns that become vertices, in the order the search numbers them.
Result<SearchStats> solveByCliques(const ArmyRequest &request, const std::vector<int> &allowed,
                                   const Placement &pre, const Columns &cols,
                                   const std::vector<int> &vertexCols, const std::vector<CellSet> &attacks,
                                   SearchContext &context)
{
    const Board &board = request.board;
    const Catalogue &cat = request.catalogue;
    const int area = board.area();
    const int kinds = static_cast<int>(cols.kinds.size());
    SearchStats stats;
    stats.extra["engine"] = 0;
    stats.extra["vertices"] = static_cast<double>(vertexCols.size());
    const long long preValue = armyValue(pre, request.values);
    if (!isPeaceful(pre, cat)) { // fixed pieces that attack each other: no army
        context.finish(stats, true);
        stats.provenOptimal = false;
        return stats;
    }

    army::ConflictGraph graph;
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
    if (request.eachType) {
        graph.groups = static_cast<int>(allowed.size());
        for (int c = 0; c < area; ++c)
            for (int k = 0; k < graph.groups; ++k)
                if (pre.at(c) == cols.kinds[k])
                    graph.present |= std::uint64_t{1} << k;
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

    std::optional<Placement> start;
    if (request.heuristicStart) {
        Placement army = improvedArmy(request, allowed, pre, attacks, cols.kinds,
                                      greedyArmy(request, allowed, pre, attacks, kinds, cols.kinds),
                                      heuristicSteps(area), context);
        if (peacefulWithEveryKind(request, allowed, army)) {
            start = army;
            context.setBestObjective(static_cast<double>(armyValue(army, request.values)));
        }
    }
    const long long startValue = start ? armyValue(*start, request.values) - preValue : -1;
    const army::IndependentSetResult found = army::maxWeightIndependentSet(graph, startValue, context);
    stats.extra["tasks"] = static_cast<double>(found.tasks);
    std::optional<Placement> army = start;
    if (found.value >= 0) {
        Placement p = pre;
        for (int v : found.best)
            p.set(cols.cell[vertexCols[v]], cols.kinds[cols.kind[vertexCols[v]]]);
        if (armyValue(p, request.values) != found.value + preValue) {
            Error e;
            e.code = ErrorCode::ArmyCheckFailed;
            e.token = toNotation(p, cat);
            return e;
        }
        army = p;
    }
    const bool proven = found.complete && !context.stopRequested();
    std::optional<double> bound;
    if (!proven)
        bound = static_cast<double>(std::max(found.bound, startValue) + preValue);
    return reportArmy(request, allowed, pre, army, proven, bound, context, stats);
}

} // namespace

Result<SearchStats> solveArmy(const ArmyRequest &request, std::stop_token token, const SearchOptions &options)
{
    if (Error e = validateArmy(request))
        return e;
    SearchContext context(std::move(token), options);
    const Board &board = request.board;
    const Catalogue &cat = request.catalogue;
    const int area = board.area();
    const std::vector<int> allowed =
        request.dominance && !request.eachType ? undominatedKinds(request) : armyAllowed(request);
    Placement pre = request.preplaced;
    if (pre.board().width() != board.width() || pre.board().height() != board.height())
        pre = Placement(board);

    // Kinds with columns: the allowed ones and those of preplaced pieces.
    Columns cols;
    cols.kinds = allowed;
    for (int c = 0; c < area; ++c)
        if (pre.at(c) != kEmpty &&
            std::find(cols.kinds.begin(), cols.kinds.end(), pre.at(c)) == cols.kinds.end())
            cols.kinds.push_back(pre.at(c));
    const int kinds = static_cast<int>(cols.kinds.size());
    std::vector<CellSet> attacks(static_cast<std::size_t>(kinds) * area);
    for (int k = 0; k < kinds; ++k)
        for (int c = 0; c < area; ++c)
            if (!board.isHole(c))
                attacks[k * area + c] = attackedCellsEmpty(board, cat.piece(cols.kinds[k]), c);

    // Cells a new piece may not use: preplaced cells, and cells attacked by a preplaced piece.
    CellSet preOcc = pre.occupied(), preAttacked;
    for (int c = 0; c < area; ++c)
        if (pre.at(c) != kEmpty) {
            const int k = static_cast<int>(std::find(cols.kinds.begin(), cols.kinds.end(), pre.at(c)) -
                                           cols.kinds.begin());
            preAttacked |= attacks[k * area + c];
        }
    cols.at.assign(kinds, std::vector<int>(area, -1));
    std::vector<double> lower, upper, objective;
    for (int c = 0; c < area; ++c) {
        if (board.isHole(c))
            continue;
        for (int k = 0; k < kinds; ++k) {
            const int id = cols.kinds[k];
            const bool isAllowed = k < static_cast<int>(allowed.size());
            const bool fixedHere = pre.at(c) == id;
            if (!isAllowed && !fixedHere)
                continue;
            double lo = 0, hi = 1;
            if (fixedHere)
                lo = 1;
            else if (preOcc.test(c) || preAttacked.test(c) || (attacks[k * area + c] & preOcc).any())
                hi = 0;
            cols.at[k][c] = static_cast<int>(cols.kind.size());
            cols.kind.push_back(k);
            cols.cell.push_back(c);
            lower.push_back(lo);
            upper.push_back(hi);
            objective.push_back(-static_cast<double>(armyValueOf(request.values, id)));
        }
    }
    const int ncols = static_cast<int>(cols.kind.size());

    // The engine: cliques when the conflict graph of the free columns is small enough. Kinds
    // worth nothing add no value and leave the graph (unless --each-type needs them).
    {
        std::vector<int> vertexCols;
        for (int i = 0; i < ncols; ++i)
            if (lower[i] == 0 && upper[i] == 1 &&
                (request.eachType || armyValueOf(request.values, cols.kinds[cols.kind[i]]) > 0))
                vertexCols.push_back(i);
        // Heavy kinds first; within a kind, cells from the rim inwards (squared distance from
        // the board's centre), so the cliques start at the rim and the search branches on the
        // centre first: 8x8 default values, 21.8 M nodes against 50.5 M in index order.
        auto rim = [&](int col) {
            const int dx = 2 * board.fileOf(cols.cell[col]) - (board.width() - 1);
            const int dy = 2 * board.rankOf(cols.cell[col]) - (board.height() - 1);
            return dx * dx + dy * dy;
        };
        std::stable_sort(vertexCols.begin(), vertexCols.end(), [&](int a, int b) {
            const long long va = armyValueOf(request.values, cols.kinds[cols.kind[a]]);
            const long long vb = armyValueOf(request.values, cols.kinds[cols.kind[b]]);
            if (va != vb)
                return va > vb;
            if (cols.kind[a] != cols.kind[b])
                return cols.kind[a] < cols.kind[b];
            return rim(a) > rim(b);
        });
        const bool fits = static_cast<int>(vertexCols.size()) <= army::kMaxCliqueVertices &&
                          (!request.eachType || allowed.size() < 64);
        if (request.engine == ArmyEngine::Cliques && !fits) {
            Error e;
            e.code = ErrorCode::Unsupported;
            e.token = "cliques";
            e.value = static_cast<long long>(vertexCols.size());
            return e;
        }
        if (request.engine == ArmyEngine::Cliques || (request.engine == ArmyEngine::Auto && fits))
            return solveByCliques(request, allowed, pre, cols, vertexCols, attacks, context);
    }

    std::vector<Row> rows;
    auto occTerms = [&](Row &r, int t) {
        for (int k = 0; k < kinds; ++k)
            if (cols.of(k, t) >= 0) {
                r.cols.push_back(cols.of(k, t));
                r.coefs.push_back(1.0);
            }
    };
    // 1. cells
    for (int c = 0; c < area; ++c) {
        Row r;
        occTerms(r, c);
        if (r.cols.size() > 1)
            rows.push_back(std::move(r));
    }
    // covered[k*area + c] = attacked cells of kind k on c already in a line or block clique
    std::vector<CellSet> covered(static_cast<std::size_t>(kinds) * area);
    // 2. lines
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
    // 3. blocks
    std::vector<int> kingLike;
    for (int k = 0; k < kinds; ++k)
        if (attacksAllNeighbours(cat.piece(cols.kinds[k])))
            kingLike.push_back(k);
    if (!kingLike.empty())
        for (int y = 0; y + 1 < board.height(); ++y)
            for (int x = 0; x + 1 < board.width(); ++x) {
                const std::array<int, 4> block = {board.index(x, y), board.index(x + 1, y),
                                                  board.index(x, y + 1), board.index(x + 1, y + 1)};
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
    // Rows 1-4 are cliques of the conflict graph (two columns conflict when they share a cell
    // or one attacks the other's cell on the empty board). Each is grown to a maximal clique:
    // greedily, columns in index order, every column that conflicts with all members so far.
    // A grown row holds its original, so the rows still exclude every non-peaceful army, and
    // duplicates go. (8x8, default values: root LP bound 458.0 -> 395.3; docs/army.md.)
    // CPW_ARMY_NOCLIQUES=1 keeps the rows as built (measuring only).
    if (!std::getenv("CPW_ARMY_NOCLIQUES"))
        growToMaximalCliques(rows, cols, attacks, area);
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
    // 7. each type
    if (request.eachType)
        for (std::size_t k = 0; k < allowed.size(); ++k) {
            Row r;
            for (int c = 0; c < area; ++c)
                if (cols.of(static_cast<int>(k), c) >= 0) {
                    r.cols.push_back(cols.of(static_cast<int>(k), c));
                    r.coefs.push_back(1.0);
                }
            r.lo = 1.0;
            r.hi = COIN_DBL_MAX;
            rows.push_back(std::move(r));
        }
    // 8. symmetry breaking
    Balance balance;
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
            r.hi = COIN_DBL_MAX;
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

    // 6. rook counts: on a board without holes the kinds that ride along ranks and files both
    //    ways (R, Q) stand on r distinct ranks and r distinct files, and every other piece must
    //    stand on the (W - r)(H - r) cells outside them. The LP sees only the chord of that
    //    convex function, so r is chosen by binaries d_k (sum d_k = 1, r = sum k d_k) and
    //    the others' count is at most sum (W - k)(H - k) d_k; branching on d_k removes the gap
    //    that rooks spread thinly over every line leave in the relaxation.
    std::vector<int> rookKinds;
    int countCols = 0;
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
            // Diagnostic (measuring only): CPW_ARMY_ROOKS=k fixes the rook count to k.
            if (const char *fix = std::getenv("CPW_ARMY_ROOKS"))
                for (int k = 0; k <= m; ++k)
                    (k == std::atoi(fix) ? lower : upper)[ncols + k] = k == std::atoi(fix) ? 1 : 0;
            rows.push_back(std::move(one));
            rows.push_back(std::move(count));
            rows.push_back(std::move(others));
        }
    }
    const int totalCols = ncols + countCols;

    // The program for CBC.
    // Row-ordered arrays in one piece (appending row by row copies the matrix each time).
    std::vector<CoinBigIndex> starts{0};
    std::vector<int> indices;
    std::vector<double> elements, rowLo, rowHi;
    std::vector<int> lengths;
    for (const Row &r : rows) {
        indices.insert(indices.end(), r.cols.begin(), r.cols.end());
        elements.insert(elements.end(), r.coefs.begin(), r.coefs.end());
        starts.push_back(static_cast<CoinBigIndex>(indices.size()));
        lengths.push_back(static_cast<int>(r.cols.size()));
        rowLo.push_back(r.lo);
        rowHi.push_back(r.hi);
    }
    CoinPackedMatrix matrix(false, totalCols, static_cast<int>(rows.size()),
                            static_cast<CoinBigIndex>(indices.size()), elements.data(), indices.data(),
                            starts.data(), lengths.data());
    OsiClpSolverInterface lp;
    lp.loadProblem(matrix, lower.data(), upper.data(), objective.data(), rowLo.data(), rowHi.data());
    for (int i = 0; i < totalCols; ++i) {
        lp.setInteger(i);
        lp.setColName(i, columnName(i));
    }
    lp.setObjSense(1.0);
    StopState state;
    state.context = &context;
    sigaction(SIGINT, nullptr, &state.callersInt);
    LpEvents lpEvents(&state);
    lp.getModelPtr()->passInEventHandler(&lpEvents);
    lp.messageHandler()->setLogLevel(0);
    if (std::getenv("CPW_ARMY_LP")) {
        OsiClpSolverInterface relaxed(lp);
        relaxed.initialSolve();
        std::fprintf(stderr, "LP bound %.3f\n", -relaxed.getObjValue());
        const double *xs = relaxed.getColSolution();
        for (int i = 0; i < ncols; ++i)
            if (xs[i] > 1e-6)
                std::fprintf(stderr, "  %c%s=%.3f", cat.piece(cols.kinds[cols.kind[i]]).letter,
                             board.cellName(cols.cell[i]).c_str(), xs[i]);
        std::fprintf(stderr, "\n");
    }

    SearchStats stats;
    stats.extra["columns"] = ncols;
    stats.extra["rows"] = static_cast<double>(rows.size());

    CbcModel model(lp);
    CbcSolverUsefulData data;
    data.noPrinting_ = !std::getenv("CPW_ARMY_LOG");
    data.useSignalHandler_ = false;
    CbcMain0(model, data);
    data.noPrinting_ = !std::getenv("CPW_ARMY_LOG");
    data.useSignalHandler_ = false; // SIGINT is the CLI's (it trips the stop token)
    TreeEvents treeEvents(&state);
    model.passInEventHandler(&treeEvents);
    if (!std::getenv("CPW_ARMY_LOG")) {
        model.setLogLevel(0);
        model.messageHandler()->setLogLevel(0);
    }

    std::optional<Placement> startArmy;
    if (request.heuristicStart) {
        Placement start = balanced(improvedArmy(request, allowed, pre, attacks, cols.kinds,
                                                greedyArmy(request, allowed, pre, attacks, kinds, cols.kinds),
                                                heuristicSteps(area), context),
                                   request.values, balance);
        if (peacefulWithEveryKind(request, allowed, start)) {
            std::vector<std::pair<std::string, double>> mipStart;
            int rooks = 0;
            for (int i = 0; i < ncols; ++i) {
                const bool on = start.at(cols.cell[i]) == cols.kinds[cols.kind[i]];
                mipStart.emplace_back(columnName(i), on ? 1.0 : 0.0);
                if (on && std::find(rookKinds.begin(), rookKinds.end(), cols.kind[i]) != rookKinds.end())
                    ++rooks;
            }
            for (int k = 0; k < countCols; ++k)
                mipStart.emplace_back(columnName(ncols + k), k == rooks ? 1.0 : 0.0);
            model.setMIPStart(mipStart);
            startArmy = start;
            context.setBestObjective(static_cast<double>(armyValue(start, request.values)));
        }
    }

    const int threads = context.threads();
    std::vector<std::string> args = {
        "cpw", "-log", std::getenv("CPW_ARMY_LOG") ? std::getenv("CPW_ARMY_LOG") : "0", "-slog", "0"};
    if (threads > 1) {
        args.push_back("-threads");
        args.push_back(std::to_string(threads));
    }
    if (options.timeLimitSeconds > 0) {
        args.push_back("-sec");
        args.push_back(std::to_string(std::max(0.01, options.timeLimitSeconds)));
    }
    if (const char *extra = std::getenv("CPW_ARMY_ARGS")) {
        std::string word;
        for (const char *q = extra;; ++q) {
            if (*q == ' ' || *q == 0) {
                if (!word.empty())
                    args.push_back(word);
                word.clear();
                if (*q == 0)
                    break;
            } else {
                word += *q;
            }
        }
    }
    args.push_back("-solve");
    args.push_back("-quit");
    std::vector<const char *> argv;
    for (const auto &a : args)
        argv.push_back(a.c_str());

    context.startMonitor();
    if (!context.stopRequested())
        CbcMain1(
            static_cast<int>(argv.size()), argv.data(), model, [](CbcModel *, int) { return 0; }, data);
    context.stopMonitor();
    sigaction(SIGINT, &state.callersInt, nullptr);

    const bool proven = !state.stopped.load() && !context.stopRequested() &&
                        (model.isProvenOptimal() || model.isProvenInfeasible());
    const double *best = model.bestSolution();
    context.addNodes(static_cast<std::uint64_t>(std::max(0, model.getNodeCount())));
    std::optional<Placement> army;
    if (best && model.getSolutionCount() > 0) {
        Placement found(board);
        for (int i = 0; i < ncols; ++i)
            if (best[i] > 0.5)
                found.set(cols.cell[i], cols.kinds[cols.kind[i]]);
        if (std::llround(-model.getObjValue()) != armyValue(found, request.values)) {
            Error e;
            e.code = ErrorCode::ArmyCheckFailed;
            e.token = toNotation(found, cat);
            return e;
        }
        army = found;
    }
    // Stopped before CBC took up the greedy army: that army is the best known.
    if (startArmy && (!army || armyValue(*startArmy, request.values) > armyValue(*army, request.values)))
        army = startArmy;
    // CBC's bound means something only once its root node is done (stopped earlier: none).
    std::optional<double> bound;
    if (model.getNodeCount() > 0)
        bound = -model.getBestPossibleObjValue();
    stats.extra["engine"] = 1;
    return reportArmy(request, allowed, pre, army, proven, bound, context, stats);
}

} // namespace cpw
