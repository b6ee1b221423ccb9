/*
 * Maximum independent sets with their exact number, and the Burnside counts of symmetric sets.
 *
 * maxIndependent() first splits the available cells into the connected components of the
 * conflict graph (bishops: the two colours): the maximum is the sum of the components' maxima
 * and the number of maximum sets their product. Each component is solved by
 *  - a transfer matrix when the piece only leaps (king, knight, ...): the cells are scanned in
 *    rank order (or file order, whichever keeps conflicts closer), the state is the occupancy
 *    of the last L scanned cells, where L is the farthest back a conflict reaches, and every
 *    state keeps the most pieces a prefix can hold and how many prefixes hold that many. A cell
 *    is taken when no conflicting cell within the window is occupied. Counts are 128-bit.
 *  - otherwise (or when the states would be too many) branch and bound over bitsets: branch on
 *    the first candidate (take it: drop its conflicts; leave it), bound by a greedy clique cover
 *    of the candidates (a clique holds at most one piece; the lines of a rider are cliques).
 *    Every maximum set is counted once: a branch is cut only when its bound is below the best
 *    size found so far, which never exceeds the maximum. The tree is split into tasks by a
 *    breadth-first expansion; each task keeps its own best size and count, the shared best
 *    only prunes, and the totals are taken over the tasks whose best is the global one, so the
 *    counts do not depend on the thread count.
 *
 * countItemSets() counts the sets of items (orbits of cells under one symmetry) of a given total
 * size in which no two items conflict: the fixed points of that symmetry, for Burnside's lemma
 * (the number of orbits is the mean number of fixed sets over the group). Same branching, the
 * bound is a clique cover where each clique contributes its heaviest item.
 */
#include <algorithm>
#include <atomic>
#include <bit>
#include <unordered_map>

#include "independent/engine.h"

namespace cpw::indepimpl {

namespace {

struct Bits {
    int n = 0;
    int words = 0;
    std::vector<std::uint64_t> nbr; // [v * words + w]
    const std::uint64_t *at(int v) const { return nbr.data() + static_cast<std::size_t>(v) * words; }
};

inline int firstBit(const std::uint64_t *s, int words)
{
    for (int w = 0; w < words; ++w)
        if (s[w])
            return w * 64 + std::countr_zero(s[w]);
    return -1;
}

int cliqueCover(const Bits &g, const std::uint64_t *P, std::uint64_t *R, std::uint64_t *C, const int *weight,
                int stopAt)
{
    const int W = g.words;
    std::copy(P, P + W, R);
    int total = 0;
    for (;;) {
        const int v = firstBit(R, W);
        if (v < 0)
            return total;
        R[v >> 6] &= ~(1ull << (v & 63));
        int heaviest = weight ? weight[v] : 1;
        const std::uint64_t *nv = g.at(v);
        for (int w = 0; w < W; ++w)
            C[w] = R[w] & nv[w];
        for (;;) {
            const int u = firstBit(C, W);
            if (u < 0)
                break;
            R[u >> 6] &= ~(1ull << (u & 63));
            if (weight)
                heaviest = std::max(heaviest, weight[u]);
            const std::uint64_t *nu = g.at(u);
            for (int w = 0; w < W; ++w)
                C[w] &= nu[w];
        }
        total += heaviest;
        if (total >= stopAt)
            return total;
    }
}

// ---- maximum sets by branch and bound ----

struct BBNode {
    std::vector<std::uint64_t> P;
    int size = 0;
};

class MaxBB {
public:
    MaxBB(const Bits &g, SearchContext &ctx, std::atomic<int> &best) : m_g(g), m_ctx(ctx), m_best(best)
    {
        m_buf.assign(static_cast<std::size_t>(g.n + 2) * g.words * 3, 0);
    }
    ~MaxBB() { m_ctx.addNodes(m_nodes & 4095); }

    void run(const std::vector<std::uint64_t> &P, int size) { rec(P.data(), size, 0); }

    int localBest = -1;
    Wide localCount = 0;
    bool stop = false;

private:
    void rec(const std::uint64_t *P, int size, int depth)
    {
        if ((++m_nodes & 4095) == 0) {
            m_ctx.addNodes(4096);
            if (m_ctx.stopRequested())
                stop = true;
        }
        if (stop)
            return;
        const int W = m_g.words;
        const int v = firstBit(P, W);
        if (v < 0) {
            if (size > localBest) {
                localBest = size;
                localCount = 1;
            } else if (size == localBest) {
                ++localCount;
            }
            int cur = m_best.load(std::memory_order_relaxed);
            while (size > cur && !m_best.compare_exchange_weak(cur, size)) {
            }
            return;
        }
        std::uint64_t *R = m_buf.data() + static_cast<std::size_t>(depth) * W * 3;
        std::uint64_t *C = R + W;
        std::uint64_t *Q = C + W;
        const int best = std::max(m_best.load(std::memory_order_relaxed), localBest);
        if (size + cliqueCover(m_g, P, R, C, nullptr, best - size) < best)
            return;
        const std::uint64_t *nv = m_g.at(v);
        for (int w = 0; w < W; ++w)
            Q[w] = P[w] & ~nv[w];
        Q[v >> 6] &= ~(1ull << (v & 63));
        rec(Q, size + 1, depth + 1);
        for (int w = 0; w < W; ++w)
            Q[w] = P[w];
        Q[v >> 6] &= ~(1ull << (v & 63));
        rec(Q, size, depth + 1);
    }

    const Bits &m_g;
    SearchContext &m_ctx;
    std::atomic<int> &m_best;
    std::vector<std::uint64_t> m_buf;
    std::uint64_t m_nodes = 0;
};

int greedyLowerBound(const Bits &g)
{
    std::vector<std::uint64_t> P(g.words, 0);
    for (int v = 0; v < g.n; ++v)
        P[v >> 6] |= 1ull << (v & 63);
    int size = 0;
    for (;;) {
        int bestV = -1, bestDeg = 1 << 30;
        for (int v = 0; v < g.n; ++v) {
            if (!(P[v >> 6] >> (v & 63) & 1))
                continue;
            int deg = 0;
            for (int w = 0; w < g.words; ++w)
                deg += std::popcount(P[w] & g.at(v)[w]);
            if (deg < bestDeg) {
                bestDeg = deg;
                bestV = v;
            }
        }
        if (bestV < 0)
            return size;
        ++size;
        for (int w = 0; w < g.words; ++w)
            P[w] &= ~g.at(bestV)[w];
        P[bestV >> 6] &= ~(1ull << (bestV & 63));
    }
}

MaxResult maxByBranchAndBound(const Bits &g, SearchContext &ctx, int taskTarget, bool resumable)
{
    MaxResult res;
    std::atomic<int> best{greedyLowerBound(g)};
    std::vector<BBNode> frontier(1);
    frontier[0].P.assign(g.words, 0);
    for (int v = 0; v < g.n; ++v)
        frontier[0].P[v >> 6] |= 1ull << (v & 63);
    // Tasks: the node with the most candidates is split (take its first candidate, or leave
    // it out) until there are `target` of them, so that no task is much larger than the others
    // (splitting level by level left the branch that leaves everything out as large as the
    // rest together). Leaves (no candidate left) stay tasks of their own.
    const std::size_t target = static_cast<std::size_t>(taskTarget > 0 ? taskTarget : 256);
    auto candidates = [&](const BBNode &n) {
        int c = 0;
        for (std::uint64_t w : n.P)
            c += std::popcount(w);
        return c;
    };
    std::vector<int> sizes{candidates(frontier[0])};
    while (frontier.size() < target) {
        const std::size_t i =
            static_cast<std::size_t>(std::max_element(sizes.begin(), sizes.end()) - sizes.begin());
        if (sizes[i] == 0)
            break;
        const BBNode n = frontier[i];
        const int v = firstBit(n.P.data(), g.words);
        BBNode a = n, b = n;
        for (int w = 0; w < g.words; ++w)
            a.P[w] &= ~g.at(v)[w];
        a.P[v >> 6] &= ~(1ull << (v & 63));
        a.size = n.size + 1;
        b.P[v >> 6] &= ~(1ull << (v & 63));
        sizes[i] = candidates(a);
        frontier[i] = std::move(a);
        sizes.push_back(candidates(b));
        frontier.push_back(std::move(b));
    }
    if (resumable) {
        /*
         * On the ledger (search.h, runLedgerTasks): a task reports its best size and the
         * number of sets of that size it found, under "at<size>.lo32" / ".hi". Branches are cut
         * only when strictly worse than the best known, so a task whose part holds a maximum
         * set counts all of them whatever it knew when it ran: the sum under the final maximum
         * is exact, also over sessions that start from the greedy bound again.
         */
        TaskLedger ledger;
        TaskResult dropped;
        auto ran = runLedgerTasks(
            ctx, frontier.size(), "independent/max/" + std::to_string(frontier.size()),
            ObjectiveSense::Maximise,
            [&](std::size_t i, int, TaskResult &out) {
                MaxBB bb(g, ctx, best);
                bb.run(frontier[i].P, frontier[i].size);
                if (bb.localBest < 0)
                    return;
                out.best = bb.localBest;
                const std::string key = "at" + std::to_string(bb.localBest);
                out.counters[key + ".lo32"] = static_cast<std::uint64_t>(bb.localCount & 0xffffffffu);
                out.counters[key + ".hi"] = static_cast<std::uint64_t>(bb.localCount >> 32);
            },
            ledger, ctx.options().resume, &dropped);
        if (!ran) {
            res.error = ran.error();
            res.covered = false;
            return res;
        }
        res.best = std::max(0, static_cast<int>(std::max(ledger.best.value_or(0), dropped.best.value_or(0))));
        const std::string key = "at" + std::to_string(res.best);
        for (const auto *m : {&ledger.counters, &dropped.counters}) {
            const auto lo = m->find(key + ".lo32"), hi = m->find(key + ".hi");
            res.count += static_cast<Wide>(lo == m->end() ? 0 : lo->second) +
                         (static_cast<Wide>(hi == m->end() ? 0 : hi->second) << 32);
        }
        res.covered = ran.value() && !ctx.stopRequested();
        return res;
    }
    std::vector<int> bests(frontier.size(), -1);
    std::vector<Wide> counts(frontier.size(), 0);
    const bool ok = runTasks(ctx, frontier.size(), [&](std::size_t i, int) {
        MaxBB bb(g, ctx, best);
        bb.run(frontier[i].P, frontier[i].size);
        bests[i] = bb.localBest;
        counts[i] = bb.localCount;
    });
    res.best = 0;
    for (int b : bests)
        res.best = std::max(res.best, b);
    for (std::size_t i = 0; i < frontier.size(); ++i)
        if (bests[i] == res.best)
            res.count += counts[i];
    res.covered = ok && !ctx.stopRequested();
    return res;
}

// ---- maximum sets of leapers by a transfer matrix ----

struct DPEntry {
    int best;
    Wide ways;
};

/// Returns false when the window or the states grow too large (the caller falls back).
bool maxByTransfer(const std::vector<int> &order, const std::vector<std::vector<int>> &back, int window,
                   SearchContext &ctx, MaxResult &out)
{
    if (window > 40)
        return false;
    const std::uint64_t mask = window >= 64 ? ~0ull : ((1ull << window) - 1);
    std::unordered_map<std::uint64_t, DPEntry> cur, next;
    cur[0] = {0, 1};
    for (std::size_t p = 0; p < order.size(); ++p) {
        std::uint64_t bm = 0;
        for (int d : back[p])
            bm |= 1ull << (d - 1);
        next.clear();
        next.reserve(cur.size() * 2);
        auto put = [&next](std::uint64_t s, int best, Wide ways) {
            auto [it, fresh] = next.try_emplace(s, DPEntry{best, ways});
            if (!fresh) {
                if (best > it->second.best)
                    it->second = {best, ways};
                else if (best == it->second.best)
                    it->second.ways += ways;
            }
        };
        for (const auto &[s, e] : cur) {
            put((s << 1) & mask, e.best, e.ways);
            if (!(s & bm))
                put(((s << 1) | 1) & mask, e.best + 1, e.ways);
        }
        cur.swap(next);
        ctx.addNodes(cur.size());
        if (cur.size() > 4000000)
            return false;
        if (ctx.stopRequested()) {
            out.covered = false;
            return true;
        }
    }
    out.best = -1;
    out.count = 0;
    for (const auto &[s, e] : cur) {
        if (e.best > out.best) {
            out.best = e.best;
            out.count = e.ways;
        } else if (e.best == out.best) {
            out.count += e.ways;
        }
    }
    return true;
}

} // namespace

MaxResult maxIndependent(const Board &board, const std::vector<int> &cells,
                         const std::vector<CellSet> &conflict, bool leaper, SearchContext &ctx,
                         int taskTarget, bool resumable)
{
    MaxResult total;
    total.best = 0;
    total.count = 1;
    const int n = static_cast<int>(cells.size());
    std::vector<int> localOf(board.area(), -1);
    for (int i = 0; i < n; ++i)
        localOf[cells[i]] = i;
    // Connected components.
    std::vector<int> comp(n, -1);
    int comps = 0;
    for (int s = 0; s < n; ++s) {
        if (comp[s] >= 0)
            continue;
        std::vector<int> stack{s};
        comp[s] = comps;
        while (!stack.empty()) {
            const int v = stack.back();
            stack.pop_back();
            for (int c = 0; c < board.area(); ++c)
                if (conflict[cells[v]].test(c) && localOf[c] >= 0 && comp[localOf[c]] < 0) {
                    comp[localOf[c]] = comps;
                    stack.push_back(localOf[c]);
                }
        }
        ++comps;
    }
    for (int k = 0; k < comps; ++k) {
        std::vector<int> members;
        for (int i = 0; i < n; ++i)
            if (comp[i] == k)
                members.push_back(cells[i]);
        MaxResult r;
        const std::string phase = "max/c" + std::to_string(k);
        const std::optional<Wide> recordedCount = recordedWide(ctx, phase);
        const std::optional<std::uint64_t> recordedBest = ctx.recorded(phase + ".best");
        bool done = false;
        if (recordedCount && recordedBest) {
            r.best = static_cast<int>(*recordedBest);
            r.count = *recordedCount;
            done = true;
        }
        if (!done && ctx.stopRequested()) { // a stopped search starts no phase
            total.covered = false;
            break;
        }
        if (leaper && !done) {
            // Rank order or file order, whichever keeps conflicts closer.
            auto tryOrder = [&](bool byFile, std::vector<int> &order, std::vector<std::vector<int>> &back) {
                order = members;
                if (byFile)
                    std::sort(order.begin(), order.end(), [&](int a, int b) {
                        return std::pair(board.fileOf(a), board.rankOf(a)) <
                               std::pair(board.fileOf(b), board.rankOf(b));
                    });
                std::vector<int> pos(board.area(), -1);
                for (std::size_t i = 0; i < order.size(); ++i)
                    pos[order[i]] = static_cast<int>(i);
                back.assign(order.size(), {});
                int window = 0;
                for (std::size_t i = 0; i < order.size(); ++i)
                    for (int c = 0; c < board.area(); ++c)
                        if (conflict[order[i]].test(c) && pos[c] >= 0 && pos[c] < static_cast<int>(i)) {
                            const int d = static_cast<int>(i) - pos[c];
                            back[i].push_back(d);
                            window = std::max(window, d);
                        }
                return window;
            };
            std::vector<int> o1, o2;
            std::vector<std::vector<int>> b1, b2;
            const int w1 = tryOrder(false, o1, b1);
            const int w2 = tryOrder(true, o2, b2);
            if (w2 < w1)
                done = maxByTransfer(o2, b2, w2, ctx, r);
            else
                done = maxByTransfer(o1, b1, w1, ctx, r);
        }
        if (!done) {
            Bits g;
            g.n = static_cast<int>(members.size());
            g.words = (g.n + 63) / 64;
            g.nbr.assign(static_cast<std::size_t>(g.n) * g.words, 0);
            std::vector<int> local(board.area(), -1);
            for (int i = 0; i < g.n; ++i)
                local[members[i]] = i;
            for (int i = 0; i < g.n; ++i)
                for (int c = 0; c < board.area(); ++c)
                    if (conflict[members[i]].test(c) && local[c] >= 0 && local[c] != i)
                        g.nbr[static_cast<std::size_t>(i) * g.words + (local[c] >> 6)] |= 1ull
                                                                                          << (local[c] & 63);
            ctx.setPhase(phase);
            r = maxByBranchAndBound(g, ctx, taskTarget, resumable);
            ctx.setPhase({});
            if (r.error) {
                total.error = r.error;
                total.covered = false;
                return total;
            }
        }
        if (r.covered && !(recordedCount && recordedBest)) {
            auto values = wideRecord(phase, r.count);
            values[phase + ".best"] = static_cast<std::uint64_t>(r.best);
            ctx.record(values);
        }
        total.best += r.best;
        total.count *= r.count;
        total.covered = total.covered && r.covered;
        if (!r.covered)
            break;
    }
    return total;
}

// ---- Burnside: symmetric sets ----

namespace {

class ItemCounter {
public:
    ItemCounter(const Bits &g, const std::vector<int> &weight, SearchContext &ctx)
        : m_g(g), m_w(weight), m_ctx(ctx)
    {
        m_buf.assign(static_cast<std::size_t>(g.n + 2) * g.words * 3, 0);
    }
    ~ItemCounter() { m_ctx.addNodes(m_nodes & 4095); }

    Wide rec(const std::uint64_t *P, int need, int depth)
    {
        if (need == 0)
            return 1;
        if ((++m_nodes & 4095) == 0) {
            m_ctx.addNodes(4096);
            if (m_ctx.stopRequested())
                stop = true;
        }
        if (stop)
            return 0;
        const int W = m_g.words;
        const int v = firstBit(P, W);
        if (v < 0)
            return 0;
        std::uint64_t *R = m_buf.data() + static_cast<std::size_t>(depth) * W * 3;
        std::uint64_t *C = R + W;
        std::uint64_t *Q = C + W;
        if (cliqueCover(m_g, P, R, C, m_w.data(), need) < need)
            return 0;
        Wide total = 0;
        const std::uint64_t *nv = m_g.at(v);
        if (m_w[v] <= need) {
            for (int w = 0; w < W; ++w)
                Q[w] = P[w] & ~nv[w];
            Q[v >> 6] &= ~(1ull << (v & 63));
            total += rec(Q, need - m_w[v], depth + 1);
        }
        for (int w = 0; w < W; ++w)
            Q[w] = P[w];
        Q[v >> 6] &= ~(1ull << (v & 63));
        total += rec(Q, need, depth + 1);
        return total;
    }

    bool stop = false;

private:
    const Bits &m_g;
    const std::vector<int> &m_w;
    SearchContext &m_ctx;
    std::vector<std::uint64_t> m_buf;
    std::uint64_t m_nodes = 0;
};

} // namespace

Wide countItemSets(const ItemProblem &problem, int need, SearchContext &ctx, bool &covered)
{
    Bits g;
    g.n = problem.items;
    g.words = std::max(1, (g.n + 63) / 64);
    g.nbr.assign(static_cast<std::size_t>(g.n) * g.words, 0);
    for (int i = 0; i < g.n; ++i)
        for (int w = 0; w < g.words && w < static_cast<int>(problem.conflict[i].size()); ++w)
            g.nbr[static_cast<std::size_t>(i) * g.words + w] = problem.conflict[i][w];
    std::vector<std::uint64_t> P(g.words, 0);
    for (int v = 0; v < g.n; ++v)
        P[v >> 6] |= 1ull << (v & 63);
    ItemCounter counter(g, problem.weight, ctx);
    const Wide r = counter.rec(P.data(), need, 0);
    covered = covered && !counter.stop;
    return r;
}

namespace {

/// Item sets with a required total weight per type (armies).
class TypedItemCounter {
public:
    TypedItemCounter(const Bits &g, const std::vector<int> &weight, const std::vector<int> &type, int types,
                     SearchContext &ctx)
        : m_g(g), m_w(weight), m_type(type), m_ctx(ctx), m_types(types)
    {
        m_buf.assign(static_cast<std::size_t>(g.n + 2) * g.words * 4, 0);
        m_typeMask.assign(static_cast<std::size_t>(types) * g.words, 0);
        for (int v = 0; v < g.n; ++v)
            m_typeMask[static_cast<std::size_t>(type[v]) * g.words + (v >> 6)] |= 1ull << (v & 63);
    }
    ~TypedItemCounter() { m_ctx.addNodes(m_nodes & 4095); }

    Wide rec(const std::uint64_t *P, std::vector<int> &need, int depth)
    {
        bool done = true;
        for (int n : need)
            done = done && n == 0;
        if (done)
            return 1;
        if ((++m_nodes & 4095) == 0) {
            m_ctx.addNodes(4096);
            if (m_ctx.stopRequested())
                stop = true;
        }
        if (stop)
            return 0;
        const int W = m_g.words;
        std::uint64_t *R = m_buf.data() + static_cast<std::size_t>(depth) * W * 4;
        std::uint64_t *C = R + W;
        std::uint64_t *Q = C + W;
        std::uint64_t *T = Q + W;
        for (int t = 0; t < m_types; ++t) {
            if (!need[t])
                continue;
            for (int w = 0; w < W; ++w)
                T[w] = P[w] & m_typeMask[static_cast<std::size_t>(t) * W + w];
            if (cliqueCover(m_g, T, R, C, m_w.data(), need[t]) < need[t])
                return 0;
        }
        // the first candidate of a type still needed
        int v = -1;
        for (int w = 0; w < W && v < 0; ++w) {
            std::uint64_t bits = P[w];
            while (bits) {
                const int i = w * 64 + std::countr_zero(bits);
                bits &= bits - 1;
                if (need[m_type[i]]) {
                    v = i;
                    break;
                }
            }
        }
        if (v < 0)
            return 0;
        Wide total = 0;
        const std::uint64_t *nv = m_g.at(v);
        const int t = m_type[v];
        if (m_w[v] <= need[t]) {
            for (int w = 0; w < W; ++w)
                Q[w] = P[w] & ~nv[w];
            Q[v >> 6] &= ~(1ull << (v & 63));
            need[t] -= m_w[v];
            total += rec(Q, need, depth + 1);
            need[t] += m_w[v];
        }
        for (int w = 0; w < W; ++w)
            Q[w] = P[w];
        Q[v >> 6] &= ~(1ull << (v & 63));
        total += rec(Q, need, depth + 1);
        return total;
    }

    bool stop = false;

private:
    const Bits &m_g;
    const std::vector<int> &m_w;
    const std::vector<int> &m_type;
    SearchContext &m_ctx;
    int m_types;
    std::vector<std::uint64_t> m_buf, m_typeMask;
    std::uint64_t m_nodes = 0;
};

} // namespace

Wide countTypedItemSets(const ItemProblem &problem, const std::vector<int> &itemType, std::vector<int> need,
                        SearchContext &ctx, bool &covered)
{
    Bits g;
    g.n = problem.items;
    g.words = std::max(1, (g.n + 63) / 64);
    g.nbr.assign(static_cast<std::size_t>(g.n) * g.words, 0);
    for (int i = 0; i < g.n; ++i)
        for (int w = 0; w < g.words && w < static_cast<int>(problem.conflict[i].size()); ++w)
            g.nbr[static_cast<std::size_t>(i) * g.words + w] = problem.conflict[i][w];
    std::vector<std::uint64_t> P(g.words, 0);
    for (int v = 0; v < g.n; ++v)
        P[v >> 6] |= 1ull << (v & 63);
    TypedItemCounter counter(g, problem.weight, itemType, static_cast<int>(need.size()), ctx);
    const Wide r = counter.rec(P.data(), need, 0);
    covered = covered && !counter.stop;
    return r;
}

} // namespace cpw::indepimpl
