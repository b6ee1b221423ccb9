/*
 * The exact cover search (modes Minimum and Pieces).
 *
 * A node holds the covered cells, the cells where a piece may still go (`avail`), the number
 * of pieces left and the pieces placed. It branches on the uncovered cell with the fewest
 * possible coverers left (ties: the lowest index) and tries those coverers, the one covering
 * most uncovered cells first. Sibling exclusion makes every cover appear exactly once: the
 * i-th branch places the i-th coverer and forbids the coverers before it for the whole
 * subtree (a cover X takes, at every node, the branch of its first member among the
 * coverers; its members are never forbidden on that path). When every cell is covered with r
 * pieces left (mode Pieces), the r remaining pieces go anywhere still available: C(|avail|, r)
 * covers (independent covers: the independent r-subsets, enumerated).
 * Pruning is exact: a node is cut when a cell has no coverer left, or when the integral
 * fractional packing of the uncovered cells (bound.cpp) weighs more than the pieces left can
 * collect (sum W > left * scale). The packing is re-solved as an LP at every node with at
 * least 4 pieces left and 12 uncovered cells (one warm-started GLPK object per task, see
 * bound.cpp): it sees the forbidden siblings, so it is much stronger than a fixed packing.
 * Weights stay valid for the whole subtree below (fewer cells and fewer usable pieces only
 * relax the packing constraints), so between LPs the running sum is updated as cells get
 * covered; the larger of the inherited and the fresh sum is used.
 * Minimum: G runs from the root's lower bound upwards; the first G with covers is the proven
 * minimum (every smaller G was searched completely and had none), its covers all minimum covers.
 * Cells are bit sets of 1, 2, 4, 8 or 16 words (the search is a template on the word count).
 * Threads: the tree is expanded breadth-first from the root until at least taskTarget nodes
 * (or depth 12) - the frontier depends only on the problem - and runTasks works through the
 * frontier; counts are sums over tasks, the same for any thread count.
 * Distinct covers: a cover counts as distinct when its sorted cell list is the smallest of its
 * images under the problem's symmetries (board shape, piece, preplaced pieces).
 */
#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <limits>
#include <memory>

#include "cover/coverimpl.h"
#include "cpw/attacks.h"

namespace cpw::coverimpl {

namespace {

template <int W> struct Bits {
    std::array<std::uint64_t, W> w{};

    void set(int i) { w[i >> 6] |= std::uint64_t(1) << (i & 63); }
    void reset(int i) { w[i >> 6] &= ~(std::uint64_t(1) << (i & 63)); }
    bool test(int i) const { return (w[i >> 6] >> (i & 63)) & 1; }
    bool none() const
    {
        std::uint64_t a = 0;
        for (int k = 0; k < W; ++k)
            a |= w[k];
        return a == 0;
    }
    int count() const
    {
        int c = 0;
        for (int k = 0; k < W; ++k)
            c += std::popcount(w[k]);
        return c;
    }
    Bits operator&(const Bits &o) const
    {
        Bits r;
        for (int k = 0; k < W; ++k)
            r.w[k] = w[k] & o.w[k];
        return r;
    }
    Bits operator|(const Bits &o) const
    {
        Bits r;
        for (int k = 0; k < W; ++k)
            r.w[k] = w[k] | o.w[k];
        return r;
    }
    Bits andNot(const Bits &o) const
    {
        Bits r;
        for (int k = 0; k < W; ++k)
            r.w[k] = w[k] & ~o.w[k];
        return r;
    }
    int andCount(const Bits &o) const
    {
        int c = 0;
        for (int k = 0; k < W; ++k)
            c += std::popcount(w[k] & o.w[k]);
        return c;
    }
    template <class F> void forEach(F &&f) const
    {
        for (int k = 0; k < W; ++k) {
            std::uint64_t x = w[k];
            while (x) {
                f(k * 64 + std::countr_zero(x));
                x &= x - 1;
            }
        }
    }
};

template <int W> Bits<W> toBits(const CellSet &s, int area)
{
    Bits<W> b;
    for (int i = 0; i < area; ++i)
        if (s.test(i))
            b.set(i);
    return b;
}

template <int W> CellSet toCellSet(const Bits<W> &b)
{
    CellSet s;
    b.forEach([&](int i) { s.set(i); });
    return s;
}

std::uint64_t binomialSaturating(std::uint64_t n, std::uint64_t k)
{
    if (k > n)
        return 0;
    k = std::min(k, n - k);
    unsigned __int128 r = 1;
    for (std::uint64_t i = 1; i <= k; ++i) {
        r = r * (n - k + i) / i;
        if (r > std::numeric_limits<std::uint64_t>::max())
            return std::numeric_limits<std::uint64_t>::max();
    }
    return static_cast<std::uint64_t>(r);
}

/// What every task of one search shares (read-only during the run).
struct Shared {
    const CoverGraph &graph;
    const CoverRequest &request;
    SearchContext &ctx;
    int pieceId = -1;
    bool independent = false;
    bool distinct = false;
    bool useLp = true;
    Placement base;              ///< the preplaced pieces
    std::vector<Symmetry> group; ///< symmetries that keep board, piece and preplaced pieces
    int total = 0;               ///< pieces of every cover in this run (preplaced included)
    std::atomic<std::uint64_t> verifyFailures{0};
    std::atomic<bool> firstTaken{false}; ///< firstOnly: one thread has streamed its cover
    std::atomic<std::uint64_t> lpCalls{0};
    int lpEvery = 1;   ///< LP at every lpEvery-th level below a task root
    int lpMinLeft = 4; ///< ... when at least this many pieces are left
};

template <int W> struct Node {
    Bits<W> covered, avail;
    int left = 0;
    std::int64_t sumW = 0; ///< packing weight of the uncovered cells (root weights)
    std::vector<int> placed;
};

template <int W> struct Tables {
    int area = 0;
    Bits<W> cells;
    std::vector<Bits<W>> covers, coveredBy, conflict;

    explicit Tables(const CoverGraph &g)
    {
        area = g.board.area();
        cells = toBits<W>(g.cells, area);
        for (int i = 0; i < area; ++i) {
            covers.push_back(toBits<W>(g.covers[i], area));
            coveredBy.push_back(toBits<W>(g.coveredBy[i], area));
            conflict.push_back(toBits<W>(g.conflict[i], area));
        }
    }
};

/// One worker's search of one task (or of the frontier expansion).
template <int W> class Searcher {
public:
    Searcher(const Tables<W> &t, Shared &sh, std::vector<std::int64_t> weights)
        : m_t(t), m_sh(sh), m_w(std::move(weights))
    {
    }

    std::uint64_t distinct = 0;
    std::uint64_t counted = 0; ///< covers counted by this searcher (checkpoints need them per task)
    std::uint64_t nodes = 0;
    std::uint64_t lpCalls = 0;
    bool aborted = false;

    /// The branching cell of a node, or -1 when the node is dead (some cell has no coverer).
    int chooseCell(const Bits<W> &unc, const Bits<W> &avail) const
    {
        int best = -1, bestCount = std::numeric_limits<int>::max();
        for (int k = 0; k < W; ++k) {
            std::uint64_t x = unc.w[k];
            while (x) {
                const int u = k * 64 + std::countr_zero(x);
                x &= x - 1;
                const int c = m_t.coveredBy[u].andCount(avail);
                if (c < bestCount) {
                    if (c == 0)
                        return -1;
                    best = u;
                    bestCount = c;
                }
            }
        }
        return best;
    }

    /// Coverers of `cell` still available, the most useful first (stable on index).
    void candidates(int cell, const Bits<W> &unc, const Bits<W> &avail,
                    std::vector<std::pair<int, int>> &out) const
    {
        out.clear();
        (m_t.coveredBy[cell] & avail).forEach([&](int p) {
            out.push_back({-m_t.covers[p].andCount(unc), p});
        });
        std::sort(out.begin(), out.end());
    }

    std::int64_t weightOf(const Bits<W> &s) const
    {
        std::int64_t sum = 0;
        s.forEach([&](int c) { sum += m_w[c]; });
        return sum;
    }

    /// Children of a node (frontier expansion). Returns false when the node is a leaf (all
    /// cells covered) that must be kept as a task of its own; dead nodes give no children.
    bool expand(const Node<W> &node, std::vector<Node<W>> &children)
    {
        ++nodes;
        const Bits<W> unc = m_t.cells.andNot(node.covered);
        if (unc.none())
            return false;
        if (node.left == 0 || node.sumW > node.left * kWeightScale)
            return true;
        const int cell = chooseCell(unc, node.avail);
        if (cell < 0)
            return true;
        std::vector<std::pair<int, int>> cand;
        candidates(cell, unc, node.avail, cand);
        Bits<W> av = node.avail;
        for (auto [score, p] : cand) {
            av.reset(p);
            Node<W> child;
            child.covered = node.covered | m_t.covers[p];
            child.avail = m_sh.independent ? av.andNot(m_t.conflict[p]) : av;
            child.left = node.left - 1;
            child.sumW = node.sumW - weightOf(m_t.covers[p] & unc);
            child.placed = node.placed;
            child.placed.push_back(p);
            children.push_back(std::move(child));
        }
        return true;
    }

    void runTask(const Node<W> &node)
    {
        m_placed = node.placed;
        m_levels.resize(m_t.area + 2);
        m_wLevels.resize(m_t.area + 2);
        if (m_sh.useLp && m_t.area >= 36)
            m_lp = std::make_unique<PackingLp>(m_sh.graph);
        std::int64_t sumW = 0;
        m_t.cells.andNot(node.covered).forEach([&](int c) { sumW += m_w[c]; });
        dfs(node.covered, node.avail, node.left, sumW, 0, m_w.data());
        m_lp.reset();
        m_sh.ctx.addNodes(nodes & 4095);
    }

private:
    void dfs(const Bits<W> &covered, const Bits<W> &avail, int left, std::int64_t sumW, int depth,
             const std::int64_t *w)
    {
        if ((++nodes & 4095) == 0) {
            m_sh.ctx.addNodes(4096);
            if (m_sh.ctx.stopRequested())
                aborted = true;
        }
        if (aborted)
            return;
        const Bits<W> unc = m_t.cells.andNot(covered);
        if (unc.none()) {
            complete(avail, left);
            return;
        }
        if (left == 0 || sumW > left * kWeightScale)
            return;
        const int cell = chooseCell(unc, avail);
        if (cell < 0)
            return;
        // A fresh LP packing for this subtree (fewer cells, fewer usable pieces: stronger).
        if (m_lp && left >= m_sh.lpMinLeft && depth % m_sh.lpEvery == 0 && unc.count() >= 12) {
            std::vector<std::int64_t> &lw = m_wLevels[depth];
            if (m_lp->solve(toCellSet(unc), toCellSet(avail), lw)) {
                ++lpCalls;
                std::int64_t sum = 0;
                unc.forEach([&](int c) { sum += lw[c]; });
                if (sum > left * kWeightScale)
                    return;
                if (sum > sumW) {
                    sumW = sum;
                    w = lw.data();
                }
            }
        }
        auto &cand = m_levels[depth];
        candidates(cell, unc, avail, cand);
        Bits<W> av = avail;
        for (std::size_t i = 0; i < cand.size(); ++i) {
            const int p = cand[i].second;
            av.reset(p);
            const Bits<W> gain = m_t.covers[p] & unc;
            m_placed.push_back(p);
            std::int64_t lost = 0;
            gain.forEach([&](int c) { lost += w[c]; });
            dfs(covered | m_t.covers[p], m_sh.independent ? av.andNot(m_t.conflict[p]) : av, left - 1,
                sumW - lost, depth + 1, w);
            m_placed.pop_back();
            if (aborted)
                return;
        }
    }

    void complete(const Bits<W> &avail, int left)
    {
        if (left == 0) {
            found();
            return;
        }
        if (!m_sh.independent && !m_sh.distinct && !m_sh.ctx.wantsSolutions()) {
            const std::uint64_t n = binomialSaturating(static_cast<std::uint64_t>(avail.count()), left);
            const std::uint64_t taken = n > 0 ? m_sh.ctx.countSolutions(n) : 0;
            counted += taken;
            if (taken < n)
                aborted = true;
            return;
        }
        std::vector<int> list;
        avail.forEach([&](int p) { list.push_back(p); });
        extend(list, 0, left, avail);
    }

    void extend(const std::vector<int> &list, std::size_t from, int left, const Bits<W> &allowed)
    {
        if (left == 0) {
            found();
            return;
        }
        for (std::size_t i = from; i + left <= list.size(); ++i) {
            const int p = list[i];
            if (!allowed.test(p))
                continue;
            m_placed.push_back(p);
            extend(list, i + 1, left - 1, m_sh.independent ? allowed.andNot(m_t.conflict[p]) : allowed);
            m_placed.pop_back();
            if (aborted)
                return;
        }
    }

    void found()
    {
        std::vector<int> cells = m_placed;
        std::sort(cells.begin(), cells.end());
        bool canonical = true;
        int stabiliser = 0;
        if (m_sh.distinct) {
            const Board &board = m_sh.graph.board;
            std::vector<int> image(cells.size());
            for (Symmetry s : m_sh.group) {
                for (std::size_t i = 0; i < cells.size(); ++i)
                    image[i] = board.transform(s, cells[i]);
                std::sort(image.begin(), image.end());
                if (image < cells)
                    canonical = false;
                else if (image == cells)
                    ++stabiliser;
            }
            if (canonical)
                ++distinct;
        }
        SearchContext &ctx = m_sh.ctx;
        if (m_sh.request.firstOnly && m_sh.firstTaken.exchange(true)) {
            aborted = true; // another thread found its first cover at the same time
            return;
        }
        if (ctx.wantsSolutions() && (canonical || m_sh.request.firstOnly)) {
            Solution s;
            s.placement = m_sh.base;
            for (int c : cells)
                s.placement.set(c, m_sh.pieceId);
            s.objective = static_cast<double>(m_sh.total);
            if (m_sh.distinct) {
                s.symmetric = stabiliser > 1;
                s.orbitSize = static_cast<int>(m_sh.group.size()) / std::max(1, stabiliser);
            }
            const CoverVariant v = m_sh.request.variant;
            if (!isCover(s.placement, m_sh.request.catalogue, v))
                m_sh.verifyFailures.fetch_add(1);
            const bool more = ctx.submit(s);
            ++counted;
            if (!more)
                aborted = true;
            if (m_sh.request.firstOnly)
                ctx.requestStop(StopReason::SolutionLimit);
        } else if (ctx.countSolutions(1) == 0) {
            aborted = true;
        } else if (++counted, m_sh.request.firstOnly) {
            ctx.requestStop(StopReason::SolutionLimit);
        }
    }

    const Tables<W> &m_t;
    Shared &m_sh;
    std::vector<std::int64_t> m_w;
    std::vector<int> m_placed;
    std::vector<std::vector<std::pair<int, int>>> m_levels;
    std::vector<std::vector<std::int64_t>> m_wLevels;
    std::unique_ptr<PackingLp> m_lp;
};

struct RunResult {
    std::uint64_t distinct = 0;
    bool covered = true; ///< every task ran to its end
    std::optional<Error> error; ///< a checkpoint that does not fit
};

/// The task split of one run (one number of pieces), as checkpoints name it.
std::string coverSplit(int total, std::size_t target)
{
    return "cover/G" + std::to_string(total) + "/" + std::to_string(target);
}

/// The number of pieces of a checkpoint's run, or -1 when it is no cover checkpoint.
int coverSplitPieces(const std::string &split)
{
    if (split.rfind("cover/G", 0) != 0)
        return -1;
    const std::size_t slash = split.find('/', 7);
    if (slash == std::string::npos || slash == 7 || slash - 7 > 6)
        return -1;
    int g = 0;
    for (std::size_t i = 7; i < slash; ++i) {
        if (split[i] < '0' || split[i] > '9')
            return -1;
        g = g * 10 + (split[i] - '0');
    }
    return g;
}

/// Searches every cover with `left` more pieces from the root state.
template <int W>
RunResult runCovers(const Tables<W> &t, Shared &sh, const Node<W> &root,
                    const std::vector<std::int64_t> &rootW)
{
    RunResult result;
    std::size_t target = sh.request.taskTarget > 0 ? sh.request.taskTarget : 64;
    std::vector<Node<W>> frontier{root}, leaves;
    {
        Searcher<W> expander(t, sh, rootW);
        frontier.front().sumW = 0;
        t.cells.andNot(root.covered).forEach([&](int c) { frontier.front().sumW += rootW[c]; });
        for (int level = 0; level < 12 && !frontier.empty() && frontier.size() + leaves.size() < target;
             ++level) {
            std::vector<Node<W>> next;
            for (const Node<W> &n : frontier)
                if (!expander.expand(n, next))
                    leaves.push_back(n);
            frontier = std::move(next);
            if (sh.ctx.stopRequested())
                return RunResult{0, false, std::nullopt};
        }
        sh.ctx.addNodes(expander.nodes);
    }
    for (auto &n : leaves)
        frontier.push_back(std::move(n));
    // Order tasks by their placed cells so the decomposition is one fixed list.
    std::sort(frontier.begin(), frontier.end(),
              [](const Node<W> &a, const Node<W> &b) { return a.placed < b.placed; });
    // Counters per task: "solutions" and "distinct" (search.h, runLedgerTasks). A checkpoint of
    // this run continues it; one of an earlier run (fewer pieces) does not apply here.
    const TaskLedger *resume = sh.ctx.options().resume;
    if (resume && coverSplitPieces(resume->split) != sh.total)
        resume = nullptr;
    TaskLedger ledger;
    TaskResult dropped;
    auto ran = runLedgerTasks(
        sh.ctx, frontier.size(), coverSplit(sh.total, target), ObjectiveSense::None,
        [&](std::size_t task, int, TaskResult &out) {
            const Node<W> &node = frontier[task];
            std::vector<std::int64_t> w = rootW;
            Searcher<W> s(t, sh, std::move(w));
            s.runTask(node);
            out.counters["solutions"] = s.counted;
            out.counters["distinct"] = s.distinct;
            sh.lpCalls.fetch_add(s.lpCalls);
        },
        ledger, resume, &dropped);
    if (!ran) {
        result.error = ran.error();
        result.covered = false;
        return result;
    }
    result.distinct = ledger.counters["distinct"] + dropped.counters["distinct"];
    result.covered = ran.value();
    return result;
}

template <int W> Result<SearchStats> solveWith(const CoverGraph &g, Shared &sh)
{
    SearchContext &ctx = sh.ctx;
    const CoverRequest &req = sh.request;
    const Tables<W> t(g);
    const int area = g.board.area();
    Node<W> root;
    root.avail = t.cells;
    int preCount = 0;
    bool feasible = true;
    for (int c = 0; c < area; ++c) {
        if (sh.base.at(c) == kEmpty)
            continue;
        ++preCount;
        root.covered = root.covered | t.covers[c];
        root.avail.reset(c);
        if (sh.independent) {
            if ((t.conflict[c] & toBits<W>(sh.base.occupied(), area)).count() > 0)
                feasible = false;
            root.avail = root.avail.andNot(t.conflict[c]);
        }
    }
    const Bits<W> unc = t.cells.andNot(root.covered);
    unc.forEach([&](int c) {
        if (t.coveredBy[c].andCount(root.avail) == 0)
            feasible = false;
    });
    SearchStats stats;
    std::vector<std::int64_t> rootW = packingWeights(g, toCellSet(unc), toCellSet(root.avail), sh.useLp);
    std::int64_t sumW = 0;
    unc.forEach([&](int c) { sumW += rootW[c]; });
    const int lower = preCount + static_cast<int>((sumW + kWeightScale - 1) / kWeightScale);
    stats.extra["lower_bound"] = lower;
    if (!feasible) {
        ctx.finish(stats, true);
        stats.provenOptimal = false;
        return stats;
    }
    const int maxPieces = preCount + root.avail.count();
    bool covered = true;
    std::uint64_t distinct = 0;
    if (req.mode == CoverMode::Pieces) {
        if (const TaskLedger *resume = ctx.options().resume; resume && coverSplitPieces(resume->split) != req.pieces) {
            Error e;
            e.code = ErrorCode::CheckpointMismatch;
            e.token = "split";
            return e;
        }
        if (req.pieces >= preCount && req.pieces <= maxPieces) {
            root.left = req.pieces - preCount;
            sh.total = req.pieces;
            const RunResult r = runCovers(t, sh, root, rootW);
            if (r.error)
                return *r.error;
            covered = r.covered;
            distinct = r.distinct;
        }
        ctx.finish(stats, covered);
        if (stats.solutions > 0) {
            stats.byPieces[req.pieces] = stats.solutions;
            stats.optimum = req.pieces;
        }
    } else {
        std::optional<int> best;
        bool provenBest = false;
        int first = std::max(lower, preCount);
        // Resumed: every smaller number of pieces was searched to its end in earlier sessions.
        if (const TaskLedger *resume = ctx.options().resume) {
            const int g = coverSplitPieces(resume->split);
            if (g < first || g > maxPieces) {
                Error e;
                e.code = ErrorCode::CheckpointMismatch;
                e.token = "split";
                return e;
            }
            if (g > first)
                stats.extra["proven_no_cover_with"] = g - 1;
            first = g;
        }
        for (int G = first; G <= maxPieces; ++G) {
            root.left = G - preCount;
            sh.total = G;
            ctx.setBestObjective(G);
            const RunResult r = runCovers(t, sh, root, rootW);
            if (r.error)
                return *r.error;
            distinct = r.distinct;
            if (!r.covered) {
                covered = false;
                // Stopped while searching G: if covers were found, every smaller G had been
                // searched completely, so G is still the proven minimum.
                if (ctx.solutions() > 0) {
                    best = G;
                    provenBest = true;
                }
                break;
            }
            if (ctx.solutions() > 0) {
                best = G;
                break;
            }
            stats.extra["proven_no_cover_with"] = G;
        }
        ctx.finish(stats, covered);
        if (best) {
            stats.optimum = *best;
            stats.byPieces[*best] = stats.solutions;
        }
        stats.provenOptimal = best.has_value() && (covered || provenBest);
    }
    if (sh.distinct)
        stats.distinct = distinct;
    stats.extra["lp_calls"] = static_cast<double>(sh.lpCalls.load());
    if (const auto f = sh.verifyFailures.load())
        stats.extra["verification_failures"] = static_cast<double>(f);
    return stats;
}

} // namespace

Result<SearchStats> solveCoverExact(const CoverRequest &req, const CoverGraph &graph, SearchContext &ctx,
                                    const std::vector<Symmetry> &group)
{
    Shared sh{graph, req, ctx, -1, false, false, true, Placement(), {}, 0};
    sh.pieceId = req.piece;
    sh.independent = req.variant == CoverVariant::Independent;
    sh.distinct = req.distinct;
    sh.useLp = req.lpBound;
    sh.base = req.preplaced;
    for (Symmetry s : group)
        sh.group.push_back(s);
    const int area = graph.board.area();
    if (area <= 64)
        return solveWith<1>(graph, sh);
    if (area <= 128)
        return solveWith<2>(graph, sh);
    if (area <= 256)
        return solveWith<4>(graph, sh);
    if (area <= 512)
        return solveWith<8>(graph, sh);
    return solveWith<16>(graph, sh);
}

} // namespace cpw::coverimpl
