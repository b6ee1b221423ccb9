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
 * Inside the search one LP object per task is kept (PackingLp) and only the bounds change
 * from node to node (covered cells fixed at 0, unusable pieces' rows freed), so GLPK's dual
 * simplex starts from the previous basis. GLPK 5 is reentrant (thread-local environment).
 */
#include <algorithm>
#include <cmath>

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

std::vector<int> members(const CellSet &s, int area)
{
    std::vector<int> out;
    for (int i = 0; i < area; ++i)
        if (s.test(i))
            out.push_back(i);
    return out;
}

std::vector<std::int64_t> greedyWeights(const CoverGraph &g, const CellSet &uncovered,
                                        const CellSet &available)
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

} // namespace

PackingLp::PackingLp(const CoverGraph &g) : m_g(g)
{
    const int n = g.board.area();
    m_lists.resize(n);
    for (int p = 0; p < n; ++p)
        for (int c = 0; c < n; ++c)
            if (g.covers[p].test(c))
                m_lists[p].push_back(c);
    glp_term_out(GLP_OFF);
    glp_prob *lp = glp_create_prob();
    m_lp = lp;
    glp_set_obj_dir(lp, GLP_MAX);
    glp_add_rows(lp, n);
    glp_add_cols(lp, n);
    std::vector<int> ia{0}, ja{0};
    std::vector<double> ar{0.0};
    for (int c = 0; c < n; ++c) {
        glp_set_col_bnds(lp, c + 1, GLP_FX, 0.0, 0.0);
        glp_set_obj_coef(lp, c + 1, 1.0);
    }
    for (int p = 0; p < n; ++p) {
        glp_set_row_bnds(lp, p + 1, GLP_FR, 0.0, 0.0);
        for (int c : m_lists[p]) {
            ia.push_back(p + 1);
            ja.push_back(c + 1);
            ar.push_back(1.0);
        }
    }
    if (ia.size() > 1)
        glp_load_matrix(lp, static_cast<int>(ia.size()) - 1, ia.data(), ja.data(), ar.data());
    m_colOpen.assign(n, 0);
    m_rowOpen.assign(n, 0);
}

PackingLp::~PackingLp()
{
    glp_delete_prob(static_cast<glp_prob *>(m_lp));
    // GLPK's environment is thread-local (this build is reentrant): free it with the last
    // object of this thread.
    glp_free_env();
}

bool PackingLp::solve(const CellSet &uncovered, const CellSet &available, std::vector<std::int64_t> &w)
{
    glp_prob *lp = static_cast<glp_prob *>(m_lp);
    const CoverGraph &g = m_g;
    const int n = g.board.area();
    CellSet useful;
    for (int p = 0; p < n; ++p) {
        const bool open = available.test(p) && (g.covers[p] & uncovered).any();
        if (open)
            useful.set(p);
        if (open != static_cast<bool>(m_rowOpen[p])) {
            glp_set_row_bnds(lp, p + 1, open ? GLP_UP : GLP_FR, 0.0, 1.0);
            m_rowOpen[p] = open;
        }
    }
    for (int c = 0; c < n; ++c) {
        const bool open = uncovered.test(c);
        if (open != static_cast<bool>(m_colOpen[c])) {
            glp_set_col_bnds(lp, c + 1, open ? GLP_DB : GLP_FX, 0.0, open ? 1.0 : 0.0);
            m_colOpen[c] = open;
        }
    }
    glp_smcp parm;
    glp_init_smcp(&parm);
    parm.msg_lev = GLP_MSG_OFF;
    parm.meth = GLP_DUALP;
    int rc = glp_simplex(lp, &parm);
    if (rc != 0 || glp_get_status(lp) != GLP_OPT) {
        glp_adv_basis(lp, 0);
        parm.meth = GLP_PRIMAL;
        rc = glp_simplex(lp, &parm);
        if (rc != 0 || glp_get_status(lp) != GLP_OPT)
            return false;
    }
    w.assign(n, 0);
    for (int c = 0; c < n; ++c)
        if (uncovered.test(c)) {
            const double x = std::clamp(glp_get_col_prim(lp, c + 1), 0.0, 1.0);
            w[c] = static_cast<std::int64_t>(std::floor(x * static_cast<double>(kWeightScale)));
        }
    // Exact repair: every usable piece collects at most kWeightScale.
    for (int p = 0; p < n; ++p) {
        if (!useful.test(p))
            continue;
        std::int64_t sum = 0;
        for (int c : m_lists[p])
            sum += w[c];
        if (sum <= kWeightScale)
            continue;
        std::int64_t excess = sum - kWeightScale;
        std::vector<int> cells = m_lists[p];
        std::sort(cells.begin(), cells.end(), [&](int a, int b) { return w[a] > w[b]; });
        for (int c : cells) {
            const std::int64_t cut = std::min(excess, w[c]);
            w[c] -= cut;
            excess -= cut;
            if (excess == 0)
                break;
        }
    }
    return true;
}

std::vector<std::int64_t> packingWeights(const CoverGraph &g, const CellSet &uncovered,
                                         const CellSet &available, bool useLp)
{
    const int n = g.board.area();
    std::vector<std::int64_t> gw = greedyWeights(g, uncovered, available);
    if (!useLp)
        return gw;
    std::vector<std::int64_t> w;
    {
        PackingLp lp(g);
        if (!lp.solve(uncovered, available, w))
            return gw;
    }
    std::int64_t a = 0, b = 0;
    for (int i = 0; i < n; ++i) {
        a += w[i];
        b += gw[i];
    }
    return a >= b ? w : gw;
}

} // namespace cpw::coverimpl
