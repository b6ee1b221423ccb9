/*
 * The covering relation and the lower bounds of the cover family.
 *
 * Covering relation: covers[p] = the cells a piece on p attacks on the empty board, plus p
 * itself unless the variant is total. coveredBy is its transpose (a piece need not attack
 * symmetrically: Betza pieces with directions), conflict[p] the cells that attack p or are
 * attacked by it (independent covers keep these free).
 *
 * Lower bound (Fisher's fractional packing): weights w >= 0 on the uncovered cells U with, for
 * every piece position p that may still be used, sum of w over covers[p] & U <= 1. Any cover
 * of U then has at least sum(w) pieces, since every cell of U is covered by some piece and no
 * piece collects more than 1. The best weights are the optimum of the LP
 *     max sum_{c in U} w_c   s.t.  sum_{c in covers[p] & U} w_c <= 1 (p available),  0 <= w <= 1
 * (the dual of the covering LP), solved with GLPK's simplex. Floating point never decides a
 * prune: the LP's weights are rounded down to multiples of 1/2^24 and every row is re-checked
 * in exact integer arithmetic; a row that is still above 2^24 (the LP is only feasible up to
 * its tolerance) has weights lowered until it holds. The search compares integer sums only.
 * Without the LP (or when it fails) a greedy packing is used: cells whose sets of possible
 * coverers are pairwise disjoint, each with weight 1.
 * GLPK's environment is shared, so LP calls are serialised by a mutex.
 */
#include <algorithm>
#include <cmath>
#include <mutex>

#include <glpk.h>

#include "cover/coverimpl.h"
#include "cpw/attacks.h"

namespace cpw::coverimpl {

CoverGraph buildCoverGraph(const Board &board, const PieceType &piece, CoverVariant variant)
{
    CoverGraph g;
    g.board = board;
    g.cells = board.cells();
    const int n = board.area();
    g.covers.assign(n, CellSet{});
    g.coveredBy.assign(n, CellSet{});
    g.conflict.assign(n, CellSet{});
    const std::vector<CellSet> attacks = attackGraph(board, piece);
    for (int p = 0; p < n; ++p) {
        if (board.isHole(p))
            continue;
        g.covers[p] = attacks[p];
        if (variant != CoverVariant::Total)
            g.covers[p].set(p);
        g.conflict[p] |= attacks[p];
        for (int q = 0; q < n; ++q)
            if (attacks[p].test(q))
                g.conflict[q].set(p);
    }
    for (int p = 0; p < n; ++p)
        for (int c = 0; c < n; ++c)
            if (g.covers[p].test(c))
                g.coveredBy[c].set(p);
    return g;
}

namespace {

std::mutex &glpkMutex()
{
    static std::mutex m;
    return m;
}

std::vector<int> members(const CellSet &s, int area)
{
    std::vector<int> out;
    for (int i = 0; i < area; ++i)
        if (s.test(i))
            out.push_back(i);
    return out;
}

std::vector<std::int64_t> greedyWeights(const CoverGraph &g, const CellSet &uncovered, const CellSet &available)
{
    const int n = g.board.area();
    std::vector<std::int64_t> w(n, 0);
    // Cells with the fewest possible coverers first: they block the fewest others.
    std::vector<int> order = members(uncovered, n);
    std::vector<int> degree(n, 0);
    for (int c : order)
        degree[c] = static_cast<int>((g.coveredBy[c] & available).count());
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return degree[a] < degree[b]; });
    CellSet used;
    for (int c : order) {
        const CellSet by = g.coveredBy[c] & available;
        if ((by & used).any())
            continue;
        used |= by;
        w[c] = kWeightScale;
    }
    return w;
}

/// Makes integral weights exactly feasible: lowers weights of any row above the scale.
void repairRows(const CoverGraph &g, const std::vector<int> &rows, const CellSet &uncovered,
                std::vector<std::int64_t> &w)
{
    const int n = g.board.area();
    for (int p : rows) {
        std::vector<int> cells;
        std::int64_t sum = 0;
        for (int c = 0; c < n; ++c)
            if (g.covers[p].test(c) && uncovered.test(c)) {
                cells.push_back(c);
                sum += w[c];
            }
        if (sum <= kWeightScale)
            continue;
        std::sort(cells.begin(), cells.end(), [&](int a, int b) { return w[a] > w[b]; });
        std::int64_t excess = sum - kWeightScale;
        for (int c : cells) {
            const std::int64_t cut = std::min(excess, w[c]);
            w[c] -= cut;
            excess -= cut;
            if (excess == 0)
                break;
        }
    }
}

} // namespace

std::vector<std::int64_t> packingWeights(const CoverGraph &g, const CellSet &uncovered, const CellSet &available,
                                         bool useLp)
{
    const int n = g.board.area();
    const std::vector<int> cols = members(uncovered, n);
    std::vector<int> rows;
    for (int p = 0; p < n; ++p)
        if (available.test(p) && (g.covers[p] & uncovered).any())
            rows.push_back(p);
    if (!useLp || cols.empty() || rows.empty())
        return greedyWeights(g, uncovered, available);

    std::vector<double> x(cols.size(), 0.0);
    bool ok = false;
    {
        std::lock_guard lock(glpkMutex());
        glp_term_out(GLP_OFF);
        glp_prob *lp = glp_create_prob();
        glp_set_obj_dir(lp, GLP_MAX);
        glp_add_rows(lp, static_cast<int>(rows.size()));
        glp_add_cols(lp, static_cast<int>(cols.size()));
        std::vector<int> colOf(n, 0);
        for (std::size_t j = 0; j < cols.size(); ++j) {
            colOf[cols[j]] = static_cast<int>(j) + 1;
            glp_set_col_bnds(lp, static_cast<int>(j) + 1, GLP_DB, 0.0, 1.0);
            glp_set_obj_coef(lp, static_cast<int>(j) + 1, 1.0);
        }
        std::vector<int> ia{0}, ja{0};
        std::vector<double> ar{0.0};
        for (std::size_t i = 0; i < rows.size(); ++i) {
            glp_set_row_bnds(lp, static_cast<int>(i) + 1, GLP_UP, 0.0, 1.0);
            const CellSet in = g.covers[rows[i]] & uncovered;
            for (int c = 0; c < n; ++c)
                if (in.test(c)) {
                    ia.push_back(static_cast<int>(i) + 1);
                    ja.push_back(colOf[c]);
                    ar.push_back(1.0);
                }
        }
        glp_load_matrix(lp, static_cast<int>(ia.size()) - 1, ia.data(), ja.data(), ar.data());
        glp_smcp parm;
        glp_init_smcp(&parm);
        parm.msg_lev = GLP_MSG_OFF;
        parm.presolve = GLP_OFF;
        if (glp_simplex(lp, &parm) == 0 && glp_get_status(lp) == GLP_OPT) {
            ok = true;
            for (std::size_t j = 0; j < cols.size(); ++j)
                x[j] = glp_get_col_prim(lp, static_cast<int>(j) + 1);
        }
        glp_delete_prob(lp);
    }
    if (!ok)
        return greedyWeights(g, uncovered, available);
    std::vector<std::int64_t> w(n, 0);
    for (std::size_t j = 0; j < cols.size(); ++j) {
        const double v = std::floor(std::clamp(x[j], 0.0, 1.0) * static_cast<double>(kWeightScale));
        w[cols[j]] = static_cast<std::int64_t>(v);
    }
    repairRows(g, rows, uncovered, w);
    // The greedy packing can beat a degenerate LP answer only through rounding; keep the better.
    const std::vector<std::int64_t> gw = greedyWeights(g, uncovered, available);
    std::int64_t a = 0, b = 0;
    for (int i = 0; i < n; ++i) {
        a += w[i];
        b += gw[i];
    }
    return a >= b ? w : gw;
}

} // namespace cpw::coverimpl
