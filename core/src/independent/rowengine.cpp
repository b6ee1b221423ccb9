/*
 * The general row engine of the independent-placement family: any piece (catalogue or Betza),
 * any board up to 32 x 32 with holes, preplaced pieces, one type or a mixed army.
 *
 * The board is one 32-bit mask per rank. A RowProblem lists types; for every pair of types
 * (t, u) a conflict table gives, for a piece of type t on cell c, the cells per rank that a
 * piece of type u may no longer take (what t attacks from c, where u would attack c, and c).
 * The pieces are placed group by group (a group = all pieces of one type), and within a
 * group in increasing cell order, rank by rank from rank 1: at a node (rank r, candidate mask
 * m of rank r, masks of the later ranks) the branches are "the next piece of the group stands
 * on bit b of m" for every b, and "no further piece of the group in rank r". Every set is
 * reached exactly once. Placing a piece removes its conflicts from the masks of the types that
 * are still to come (forward checking).
 *
 * Pruning: the pieces still to place must fit into the ranks left, at most `cap` per rank,
 * where cap is the most pieces of the type one rank holds (1 for a piece that rides along the
 * rank: rooks, queens). For cap = 1 the engine works rank by rank (a rank takes one piece or
 * none) and counts the non-empty ranks while it updates them, so a placement that empties a
 * needed rank is cut at once. Counting without output stops one level early: the last piece
 * can stand on any cell still available.
 *
 * Tasks: the tree is expanded breadth-first to at least `taskTarget` nodes (independent of the
 * thread count); each node is a task run by runTasks, and task totals are summed in task order,
 * so every count is the same for any number of threads.
 */
#include <algorithm>
#include <bit>
#include <deque>

#include "cpw/attacks.h"
#include "independent/engine.h"

namespace cpw::indepimpl {

ConflictTable buildConflicts(const Board &board, const PieceType &t, const PieceType &u)
{
    ConflictTable c;
    c.width = board.width();
    c.height = board.height();
    const int area = board.area();
    c.rows.assign(static_cast<std::size_t>(area) * c.height, 0);
    const std::vector<CellSet> gt = attackGraph(board, t);
    const std::vector<CellSet> gu = attackGraph(board, u);
    std::vector<CellSet> into(area); // into[x] = cells y from which u attacks x
    for (int y = 0; y < area; ++y)
        for (int x = 0; x < area; ++x)
            if (gu[y].test(x))
                into[x].set(y);
    for (int x = 0; x < area; ++x) {
        if (board.isHole(x))
            continue;
        CellSet s = gt[x] | into[x];
        s.set(x);
        std::uint32_t *row = c.rows.data() + static_cast<std::size_t>(x) * c.height;
        for (int y = 0; y < area; ++y)
            if (s.test(y))
                row[board.rankOf(y)] |= 1u << board.fileOf(y);
    }
    return c;
}

namespace {

int misOfMask(std::uint32_t mask, const std::vector<std::uint32_t> &nbr, int have, int &best)
{
    if (!mask) {
        best = std::max(best, have);
        return best;
    }
    if (have + std::popcount(mask) <= best)
        return best;
    const int v = std::countr_zero(mask);
    misOfMask(mask & ~nbr[v] & ~(1u << v), nbr, have + 1, best);
    misOfMask(mask & ~(1u << v), nbr, have, best);
    return best;
}

} // namespace

int rankCapacity(const PieceType &piece, int width)
{
    // Cells of one rank that conflict: a horizontal move (dy = 0) of length d, repeated up to
    // its range, either way.
    std::vector<std::uint32_t> nbr(width, 0);
    for (const Move &m : piece.moves) {
        if (m.dy != 0 || m.dx == 0)
            continue;
        const int limit = m.range == 0 ? width : m.range;
        for (int x = 0; x < width; ++x)
            for (int s = 1; s <= limit; ++s) {
                const int t = x + s * m.dx;
                if (t < 0 || t >= width)
                    break;
                nbr[x] |= 1u << t;
                nbr[t] |= 1u << x;
            }
    }
    int best = 0;
    const std::uint32_t full = width >= 32 ? 0xffffffffu : ((1u << width) - 1);
    misOfMask(full, nbr, 0, best);
    return std::max(best, 1);
}

int rankCapacity(const Board &board, const ConflictTable &cf)
{
    int most = 1;
    for (int r = 0; r < board.height(); ++r) {
        std::vector<std::uint32_t> nbr(board.width(), 0);
        std::uint32_t cells = 0;
        for (int x = 0; x < board.width(); ++x) {
            const int c = board.index(x, r);
            if (board.isHole(c))
                continue;
            cells |= 1u << x;
            nbr[x] = cf.at(c)[r] & ~(1u << x);
        }
        int best = 0;
        misOfMask(cells, nbr, 0, best);
        most = std::max(most, best);
    }
    return most;
}

namespace {

struct Node {
    int g = 0;
    int r = 0;
    std::uint32_t m = 0;
    int need = 0;
    std::vector<std::uint32_t> av; // [type * height + rank]
    std::vector<int> path;         // cells placed so far (emission)
    std::vector<int> pathType;
};

/// The engine of one worker. Single-type problems use rec1 (cap 1) or recS; armies use recA.
template <bool Emit> class Worker {
public:
    Worker(const RowProblem &p, SearchContext &ctx) : m_p(p), m_ctx(ctx), m_H(p.height), m_W(p.width)
    {
        m_T = p.types();
        m_liveTypes.resize(p.groups.size());
        for (std::size_t g = 0; g < p.groups.size(); ++g)
            for (std::size_t h = g; h < p.groups.size(); ++h)
                m_liveTypes[g].push_back(p.groups[h].type);
    }
    ~Worker() { flush(); }

    void flush()
    {
        m_ctx.addNodes(m_nodes & 4095);
        m_nodes &= ~std::uint64_t(4095);
    }

    Wide run(const Node &n)
    {
        m_depth = 0;
        for (std::size_t i = 0; i < n.path.size(); ++i) {
            m_path[m_depth] = n.path[i];
            m_pathType[m_depth++] = n.pathType[i];
        }
        if (m_p.groups.size() == 1) {
            const int t = m_p.groups[0].type;
            const std::uint32_t *av = n.av.data() + static_cast<std::size_t>(t) * m_H;
            m_cf = &m_p.conflict(t, t);
            m_cap = m_p.cap[t];
            m_type = t;
            if (m_cap == 1)
                return rec1(n.r, n.m, av, n.need);
            return recS(n.r, n.m, av, n.need);
        }
        return recA(n.g, n.r, n.m, n.av.data(), n.need);
    }

    bool stopped() const { return m_stop; }

private:
    bool poll()
    {
        if ((++m_nodes & 4095) == 0) {
            m_ctx.addNodes(4096);
            if (m_ctx.stopRequested())
                m_stop = true;
        }
        return m_stop;
    }

    void leaf()
    {
        Solution s;
        s.placement = m_p.base;
        for (int i = 0; i < m_depth; ++i)
            s.placement.set(m_path[i], m_p.pieceIds[m_pathType[i]]);
        if (!m_ctx.submit(s))
            m_stop = true;
    }

    int cellOf(int r, std::uint32_t bit) const { return r * m_W + std::countr_zero(bit); }

    // One type, at most one piece per rank.
    Wide rec1(int r, std::uint32_t m, const std::uint32_t *av, int need)
    {
        if (need == 0) {
            if constexpr (Emit)
                leaf();
            return 1;
        }
        if (poll())
            return 0;
        const int H = m_H;
        if constexpr (!Emit) {
            if (need == 1) {
                Wide total = std::popcount(m);
                for (int j = r + 1; j < H; ++j)
                    total += std::popcount(av[j]);
                return total;
            }
        }
        Wide total = 0;
        std::uint32_t rows[kRows];
        while (m) {
            const std::uint32_t b = m & (0u - m);
            m ^= b;
            const int cell = cellOf(r, b);
            const std::uint32_t *c = m_cf->at(cell);
            int nz = 0;
            for (int j = r + 1; j < H; ++j) {
                rows[j] = av[j] & ~c[j];
                nz += rows[j] != 0;
            }
            if (nz >= need - 1) {
                if constexpr (Emit) {
                    m_path[m_depth] = cell;
                    m_pathType[m_depth++] = m_type;
                }
                total += rec1(r + 1, r + 1 < H ? rows[r + 1] : 0, rows, need - 1);
                if constexpr (Emit)
                    --m_depth;
                if (m_stop)
                    return total;
            }
        }
        if (H - r - 1 >= need) {
            int nz = 0;
            for (int j = r + 1; j < H; ++j)
                nz += av[j] != 0;
            if (nz >= need)
                total += rec1(r + 1, av[r + 1], av, need);
        }
        return total;
    }

    // One type, several pieces per rank possible.
    Wide recS(int r, std::uint32_t m, const std::uint32_t *av, int need)
    {
        if (need == 0) {
            if constexpr (Emit)
                leaf();
            return 1;
        }
        if (poll())
            return 0;
        const int H = m_H;
        if constexpr (!Emit) {
            if (need == 1) {
                Wide total = std::popcount(m);
                for (int j = r + 1; j < H; ++j)
                    total += std::popcount(av[j]);
                return total;
            }
        }
        {
            int ub = std::min(m_cap, std::popcount(m));
            for (int j = r + 1; j < H && ub < need; ++j)
                ub += std::min(m_cap, std::popcount(av[j]));
            if (ub < need)
                return 0;
        }
        Wide total = 0;
        std::uint32_t rows[kRows];
        while (m) {
            const std::uint32_t b = m & (0u - m);
            m ^= b;
            const int cell = cellOf(r, b);
            const std::uint32_t *c = m_cf->at(cell);
            for (int j = r + 1; j < H; ++j)
                rows[j] = av[j] & ~c[j];
            if constexpr (Emit) {
                m_path[m_depth] = cell;
                m_pathType[m_depth++] = m_type;
            }
            total += recS(r, m & ~c[r], rows, need - 1);
            if constexpr (Emit)
                --m_depth;
            if (m_stop)
                return total;
        }
        if (r + 1 < H)
            total += recS(r + 1, av[r + 1], av, need);
        return total;
    }

    // A mixed army: groups one after another.
    Wide recA(int g, int r, std::uint32_t m, const std::uint32_t *av, int need)
    {
        const int H = m_H;
        const int G = static_cast<int>(m_p.groups.size());
        if (need == 0) {
            if (g + 1 == G) {
                if constexpr (Emit)
                    leaf();
                return 1;
            }
            const Group &next = m_p.groups[g + 1];
            return recA(g + 1, 0, av[static_cast<std::size_t>(next.type) * H], av, next.count);
        }
        if (poll())
            return 0;
        const int t = m_p.groups[g].type;
        const std::uint32_t *own = av + static_cast<std::size_t>(t) * H;
        if constexpr (!Emit) {
            if (need == 1 && g + 1 == G) {
                Wide total = std::popcount(m);
                for (int j = r + 1; j < H; ++j)
                    total += std::popcount(own[j]);
                return total;
            }
        }
        const int cap = m_p.cap[t];
        {
            int ub = std::min(cap, std::popcount(m));
            for (int j = r + 1; j < H && ub < need; ++j)
                ub += std::min(cap, std::popcount(own[j]));
            if (ub < need)
                return 0;
        }
        Wide total = 0;
        std::uint32_t rows[kRows * kMaxArmyTypes];
        const std::vector<int> &live = m_liveTypes[g];
        while (m) {
            const std::uint32_t b = m & (0u - m);
            m ^= b;
            const int cell = cellOf(r, b);
            bool dead = false;
            for (int u : live) {
                const std::uint32_t *c = m_p.conflict(t, u).at(cell);
                const std::uint32_t *src = av + static_cast<std::size_t>(u) * H;
                std::uint32_t *dst = rows + static_cast<std::size_t>(u) * H;
                if (u == t) {
                    for (int j = r + 1; j < H; ++j)
                        dst[j] = src[j] & ~c[j];
                } else {
                    std::uint32_t any = 0;
                    for (int j = 0; j < H; ++j) {
                        dst[j] = src[j] & ~c[j];
                        any |= dst[j];
                    }
                    if (!any)
                        dead = true;
                }
            }
            const std::uint32_t *cs = m_p.conflict(t, t).at(cell);
            if (!dead) {
                if constexpr (Emit) {
                    m_path[m_depth] = cell;
                    m_pathType[m_depth++] = t;
                }
                total += recA(g, r, m & ~cs[r], rows, need - 1);
                if constexpr (Emit)
                    --m_depth;
            }
            if (m_stop)
                return total;
        }
        if (r + 1 < H)
            total += recA(g, r + 1, own[r + 1], av, need);
        return total;
    }

    const RowProblem &m_p;
    SearchContext &m_ctx;
    int m_H, m_W, m_T = 0;
    const ConflictTable *m_cf = nullptr;
    int m_cap = 1;
    int m_type = 0;
    std::uint64_t m_nodes = 0;
    bool m_stop = false;
    int m_depth = 0;
    int m_path[kMaxCells];
    int m_pathType[kMaxCells];
    std::vector<std::vector<int>> m_liveTypes;
};

/// The children of a node, in the engine's branching (see the file comment).
void expand(const RowProblem &p, const Node &n, std::vector<Node> &out, std::vector<Node> &leaves)
{
    const int H = p.height;
    const int G = static_cast<int>(p.groups.size());
    if (n.need == 0) {
        if (n.g + 1 == G) {
            leaves.push_back(n);
            return;
        }
        Node c = n;
        c.g = n.g + 1;
        c.r = 0;
        c.need = p.groups[c.g].count;
        c.m = n.av[static_cast<std::size_t>(p.groups[c.g].type) * H];
        out.push_back(std::move(c));
        return;
    }
    const int t = p.groups[n.g].type;
    std::uint32_t m = n.m;
    while (m) {
        const std::uint32_t b = m & (0u - m);
        m ^= b;
        const int cell = n.r * p.width + std::countr_zero(b);
        Node c = n;
        for (int gg = n.g; gg < G; ++gg) {
            const int u = p.groups[gg].type;
            const std::uint32_t *cf = p.conflict(t, u).at(cell);
            for (int j = 0; j < H; ++j)
                c.av[static_cast<std::size_t>(u) * H + j] &= ~cf[j];
        }
        c.m = m & ~p.conflict(t, t).at(cell)[n.r];
        c.need = n.need - 1;
        c.path.push_back(cell);
        c.pathType.push_back(t);
        out.push_back(std::move(c));
    }
    if (n.r + 1 < H) {
        Node c = n;
        c.r = n.r + 1;
        c.m = n.av[static_cast<std::size_t>(t) * H + c.r];
        out.push_back(std::move(c));
    }
}

} // namespace

RowResult runRowEngine(const RowProblem &p, SearchContext &ctx, int taskTarget, bool emit, bool resumable,
                       const std::atomic<bool> *listed)
{
    // Whether a task starting now streams its solutions.
    const auto streaming = [emit, listed] {
        return emit && !(listed && listed->load(std::memory_order_relaxed));
    };
    RowResult result;
    if (p.groups.empty())
        return result;
    const int H = p.height;
    Node root;
    root.av.assign(static_cast<std::size_t>(p.types()) * H, 0);
    for (int t = 0; t < p.types(); ++t)
        for (int j = 0; j < H; ++j)
            root.av[static_cast<std::size_t>(t) * H + j] = p.init[t].r[j];
    root.g = 0;
    root.r = 0;
    root.need = p.groups[0].count;
    root.m = root.av[static_cast<std::size_t>(p.groups[0].type) * H];
    // Skip leading groups of zero pieces.
    std::vector<Node> frontier{root}, leaves;
    const std::size_t target = static_cast<std::size_t>(taskTarget > 0 ? taskTarget : 512);
    for (int round = 0; round < 64 && !frontier.empty() && frontier.size() < target; ++round) {
        std::vector<Node> next;
        for (const Node &n : frontier)
            expand(p, n, next, leaves);
        frontier.swap(next);
        if (ctx.stopRequested()) {
            // A cut-short expansion is another task list: never run it, nor save it.
            result.covered = false;
            return result;
        }
    }
    // Leaves met while expanding are solutions (in expansion order).
    for (const Node &n : leaves) {
        if (streaming()) {
            Solution s;
            s.placement = p.base;
            for (std::size_t i = 0; i < n.path.size(); ++i)
                s.placement.set(n.path[i], p.pieceIds[n.pathType[i]]);
            if (!ctx.submit(s))
                break;
        }
        ++result.count;
    }
    if (resumable) {
        // Each task's count as its low 32 bits and the rest ("lo32", "hi"; search.h,
        // runLedgerTasks: the 64-bit sums then cannot wrap for any count below 2^96), and as
        // "solutions", which the context's counter starts from on resume (a listing cannot go
        // beyond 2^64). The leaves above are found again in every session.
        const std::string split =
            "independent/rows/" + std::to_string(target) + "/" + std::to_string(leaves.size());
        TaskLedger ledger;
        TaskResult dropped;
        auto ran = runLedgerTasks(
            ctx, frontier.size(), split, ObjectiveSense::None,
            [&](std::size_t task, int, TaskResult &out) {
                Wide n = 0;
                if (streaming()) {
                    Worker<true> w(p, ctx);
                    n = w.run(frontier[task]);
                } else {
                    Worker<false> w(p, ctx);
                    n = w.run(frontier[task]);
                }
                // Listing or counting, the same counters: a checkpoint of one continues in the
                // other (`cpw resume --quiet`, the workbench).
                out.counters["solutions"] = static_cast<std::uint64_t>(n);
                out.counters["lo32"] = static_cast<std::uint64_t>(n & 0xffffffffu);
                out.counters["hi"] = static_cast<std::uint64_t>(n >> 32);
            },
            ledger, ctx.options().resume, &dropped);
        if (!ran) {
            result.error = ran.error();
            result.covered = false;
            return result;
        }
        for (const auto *m : {&ledger.counters, &dropped.counters}) {
            const auto lo = m->find("lo32"), hi = m->find("hi");
            const Wide l = lo == m->end() ? 0 : lo->second, h = hi == m->end() ? 0 : hi->second;
            result.count += l + (h << 32);
        }
        result.covered = ran.value() && !ctx.stopRequested();
        return result;
    }
    std::vector<Wide> totals(frontier.size(), 0);
    const bool ok = runTasks(ctx, frontier.size(), [&](std::size_t task, int) {
        if (streaming()) {
            Worker<true> w(p, ctx);
            totals[task] = w.run(frontier[task]);
        } else {
            Worker<false> w(p, ctx);
            totals[task] = w.run(frontier[task]);
        }
    });
    for (Wide v : totals)
        result.count += v;
    result.covered = ok && !ctx.stopRequested();
    return result;
}

namespace {

/// One piece per rank, the rank with the fewest candidates first, files from the middle out.
class FirstSearch {
public:
    FirstSearch(const RowProblem &p, SearchContext &ctx) : m_p(p), m_ctx(ctx), m_cf(p.conflict(0, 0)) {}

    bool run()
    {
        std::uint32_t av[kRows];
        for (int j = 0; j < m_p.height; ++j)
            av[j] = m_p.init[0].r[j];
        return rec(av, (m_p.height >= 32 ? 0xffffffffu : (1u << m_p.height) - 1), m_p.height);
    }

    bool stopped = false;
    std::vector<int> cells;

private:
    bool rec(const std::uint32_t *av, std::uint32_t open, int need)
    {
        if (need == 0)
            return true;
        if ((++m_nodes & 4095) == 0) {
            m_ctx.addNodes(4096);
            if (m_ctx.stopRequested())
                stopped = true;
        }
        if (stopped)
            return false;
        int best = -1, bestCount = 99;
        for (std::uint32_t o = open; o;) {
            const int j = std::countr_zero(o);
            o &= o - 1;
            const int c = std::popcount(av[j]);
            if (c < bestCount) {
                bestCount = c;
                best = j;
            }
        }
        if (bestCount == 0)
            return false;
        const std::uint32_t rest = open & ~(1u << best);
        const int W = m_p.width;
        std::uint32_t next[kRows];
        for (int k = 0; k < W; ++k) {
            // files from the middle outwards
            const int x = (W - 1) / 2 + ((k & 1) ? (k + 1) / 2 : -(k / 2));
            if (x < 0 || x >= W || !(av[best] >> x & 1u))
                continue;
            const int cell = best * W + x;
            const std::uint32_t *c = m_cf.at(cell);
            bool dead = false;
            for (std::uint32_t o = rest; o;) {
                const int j = std::countr_zero(o);
                o &= o - 1;
                next[j] = av[j] & ~c[j];
                if (!next[j]) {
                    dead = true;
                    break;
                }
            }
            if (dead)
                continue;
            cells.push_back(cell);
            if (rec(next, rest, need - 1))
                return true;
            cells.pop_back();
            if (stopped)
                return false;
        }
        return false;
    }

    const RowProblem &m_p;
    SearchContext &m_ctx;
    const ConflictTable &m_cf;
    std::uint64_t m_nodes = 0;
};

} // namespace

int firstOnePerRank(const RowProblem &p, SearchContext &ctx)
{
    if (p.types() != 1 || p.groups.size() != 1 || p.cap[0] != 1 || p.groups[0].count != p.height)
        return -1;
    FirstSearch f(p, ctx);
    const bool found = f.run();
    if (found) {
        Solution s;
        s.placement = p.base;
        for (int c : f.cells)
            s.placement.set(c, p.pieceIds[0]);
        ctx.submit(s);
        return 1;
    }
    return f.stopped ? 2 : 0;
}

} // namespace cpw::indepimpl
