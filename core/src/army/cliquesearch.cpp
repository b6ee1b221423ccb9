/*
 * Maximum-weight independent set by branch and bound with weighted clique-cover bounds: the army's
 * "cliques" engine.
 *
 * The graph. A vertex is a (kind, cell) pair a new piece may take, weighted by the kind's
 * value; an edge joins two vertices that cannot stand together (same cell, or one attacks the
 * other's cell on the empty board, which for peace is the same as with blocking: docs/army.md).
 * A peaceful army is an independent set; the most valuable army is a maximum-weight one.
 *
 * The search (in the spirit of the maximum-clique algorithms of Carraghan-Pardalos, Östergård's
 * Cliquer and Tomita's MCQ/MCS, turned from cliques to independent sets). A node holds the set S
 * chosen so far (weight w(S)) and the candidates P: the vertices that conflict with nothing in S
 * and have not been excluded.
 *
 * The bound: a cover of P by cliques with levels. An independent set holds at most one vertex of
 * a clique of the conflict graph. Give each clique C a level y(C) >= 0 such that every vertex's
 * weight is covered, sum of y(C) over the cliques holding v >= w(v); then for any independent
 * set I in P, w(I) <= sum over v in I of the levels of v's cliques <= sum of all levels, since
 * no clique is counted twice. The cover is built greedily: every candidate starts with its
 * weight as its residual; take the first candidate whose residual is left, then every later one
 * that conflicts with all members so far; the clique's level is the smallest residual among its
 * members, which is taken off each of them, and the members with nothing left are done. The
 * vertices are listed in the order they are done, and ub[i] is the sum of the levels up to the
 * clique that finished the i-th vertex: a bound for any independent subset of the first i + 1.
 * (Kumlander's weighted colour bound gives each clique its heaviest weight and every vertex one
 * clique; here a bishop, 16, in a clique of kings, 14, pays 14 there and its last 2 in another
 * clique, which is what makes the bound see a cell's bishop, king and knight together. 8x8,
 * bishops, kings and knights at the root: 424 against 548, the optimum 296 and the LP of all
 * maximal cliques 379. 10x10, default values: 2.6 M nodes against 208 M; docs/army.md.)
 * The node branches on the vertices from the last to the first: vertex i goes into S (its child
 * gets the candidates before it that do not conflict with it), then it is excluded; as soon as
 * w(S) + ub[i] <= the best weight known, the rest is cut (only the first i vertices are left,
 * and they cannot beat it). The caller numbers the vertices by cell from the rim of the board
 * inwards and on a cell by kind in decreasing value (cliques.cpp), so the cliques start at the
 * rim and the search branches on central cells first. Bitsets of up to sixteen 64-bit words
 * (kMaxCliqueVertices) hold P and the neighbourhoods.
 *
 * Symmetry. The root's candidates are the whole graph, which every symmetry of the problem maps
 * onto itself. When the root has finished the branch "v in S" (with every vertex excluded so far
 * out), every set holding an image g(v) of v and none of the excluded vertices has been seen as
 * its preimage, provided the excluded vertices form whole orbits. So the root excludes the whole
 * orbit of v, not only v, and the excluded set stays a union of orbits (8x8 default values:
 * 2.8 times fewer nodes).
 *
 * Tasks. The root's branches and, inside each, the branches of its child are fixed before the
 * search starts (they do not depend on the best weight, only the cuts do), so the pair (root
 * branch, child branch) is a task. Tasks run in the sequential order (heaviest bounds first)
 * from an atomic counter; the best weight is shared, so a task cuts with what any worker found.
 * A task first checks its two bounds against the best weight, then searches its subtree. The
 * optimum is the same for any number of workers; which optimal set is found first may differ.
 * When a stop ends the search, the largest bound of the tasks not finished (and the best weight)
 * is a proven upper bound.
 *
 * Rook-movers first (the split by the rooks' lines). When the graph marks vertices with a rank
 * and a file (kinds that ride ranks and files both ways on a board without holes: two on one
 * line always conflict), every set is split by its rook-movers. Tasks: for each orbit of
 * rook-movers, its representative v with the earlier orbits excluded (v alone, or v and the next
 * rook-mover u in vertex order); then the rook-free sets, split as above over the other vertices.
 * When the sets must hold a kind all of whose vertices are rook-movers (--each-type with queens
 * or rooks), the first rook-mover v is one of that kind and there are no rook-free tasks: every
 * task's bound then pays for that kind's lines (10x10 with every kind: 13.3 M nodes against
 * 18.8 M; the checkpoints name this split ".../d").
 * Below a task, rookPhase chooses further rook-movers in vertex order and at each rook-mover set
 * searches the rest with expand(); a rook-mover node is cut when its weight, plus the heaviest
 * rook-mover times the smaller number of ranks and files its candidates stand on, plus the
 * others' clique-cover bound, cannot beat the best. The rank cliques of a plain cover
 * bound rooks badly (a rank's rooks and one cell's other pieces); this bound does not use them
 * (8x8, default values, with the partition bound that came before the cover: 0.42 M nodes
 * against 21.8 M).
 *
 * Pause and resume. The tasks run on runLedgerTasks (search.h). A task reports the best set it
 * found itself (through LedgerKeeping, as an army), so a checkpoint holds the best army of the
 * done tasks, and a resumed search starts from its weight. A set found by a task that a stop cut
 * short is found again when the task runs again, so the resumed optimum is the uninterrupted one.
 *
 * --each-type (groups): a set counts only when it holds a vertex of every group; a node whose
 * candidates have no vertex of a group still missing is cut. The weight bound stays valid.
 */
#include "cliquesearch.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cmath>
#include <deque>
#include <memory>
#include <mutex>

namespace cpw::army {

namespace {

template <int W> using Bits = std::array<std::uint64_t, W>;

template <int W> inline bool testBit(const Bits<W> &b, int i)
{
    return (b[static_cast<std::size_t>(i >> 6)] >> (i & 63)) & 1U;
}
template <int W> inline void setBit(Bits<W> &b, int i)
{
    b[static_cast<std::size_t>(i >> 6)] |= std::uint64_t{1} << (i & 63);
}
template <int W> inline void clearBit(Bits<W> &b, int i)
{
    b[static_cast<std::size_t>(i >> 6)] &= ~(std::uint64_t{1} << (i & 63));
}
template <int W> inline bool isEmpty(const Bits<W> &b)
{
    for (std::uint64_t w : b)
        if (w)
            return false;
    return true;
}

/// The weighted clique cover of a candidate set: vertices in the order the cover finished them,
/// ub[i] = bound of the first i + 1 of them.
struct Cover {
    int count = 0;
    std::array<int, kMaxCliqueVertices> order;
    std::array<long long, kMaxCliqueVertices> ub;
    std::array<long long, kMaxCliqueVertices> residual; ///< scratch: weight not yet covered
    std::array<int, kMaxCliqueVertices> members;        ///< scratch: the clique being built
};

template <int W> class Searcher {
public:
    Searcher(const ConflictGraph &graph, long long startValue, SearchContext &context,
             const LedgerKeeping &keeping)
        : m_graph(graph), m_context(context), m_keeping(keeping), m_best(startValue)
    {
        const int n = graph.size;
        m_adj.assign(static_cast<std::size_t>(n), Bits<W>{});
        for (int v = 0; v < n; ++v)
            for (int u : graph.neighbours[static_cast<std::size_t>(v)])
                setBit<W>(m_adj[static_cast<std::size_t>(v)], u);
        m_orbit.assign(static_cast<std::size_t>(n), Bits<W>{});
        for (int v = 0; v < n; ++v) {
            setBit<W>(m_orbit[static_cast<std::size_t>(v)], v);
            for (const auto &perm : graph.symmetries)
                setBit<W>(m_orbit[static_cast<std::size_t>(v)], perm[static_cast<std::size_t>(v)]);
        }
        for (int v = 0; v < n; ++v) {
            const bool rook = !graph.rank.empty() && graph.rank[static_cast<std::size_t>(v)] >= 0;
            setBit<W>(rook ? m_rooks : m_others, v);
            if (rook)
                m_rookWeight = std::max(m_rookWeight, graph.weight[static_cast<std::size_t>(v)]);
        }
        if (graph.groups > 0) {
            m_groupBits.assign(static_cast<std::size_t>(graph.groups), Bits<W>{});
            for (int v = 0; v < n; ++v)
                setBit<W>(m_groupBits[static_cast<std::size_t>(graph.group[static_cast<std::size_t>(v)])], v);
            m_allGroups = graph.groups >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << graph.groups) - 1;
        }
    }

    Result<IndependentSetResult> run()
    {
        IndependentSetResult result;
        const int n = m_graph.size;
        // Resumed: the best of the done tasks is a start (its set is in the ledger).
        if (const TaskLedger *resume = m_context.options().resume; resume && resume->best)
            m_best.store(std::max(m_best.load(), std::llround(*resume->best) - m_keeping.offset));
        Bits<W> all{};
        for (int v = 0; v < n; ++v)
            setBit<W>(all, v);
        const bool rookSplit = !isEmpty<W>(m_rooks);

        // The root (the empty set) and its branches, then each branch's child cover. With
        // the split by the rooks' lines the branches are those of the rook-free armies.
        Worker rootWorker;
        visit(all, 0, m_graph.present, rootWorker);
        std::vector<Branch> branches;
        std::vector<Task> tasks;
        const Bits<W> firsts = rookSplit ? firstRookMovers() : Bits<W>{};
        if (rookSplit)
            rookTasks(firsts, tasks, rootWorker);
        const bool demandedFirst = rookSplit && firsts != m_rooks;
        if (!demandedFirst) // else every army that counts holds a rook-mover
            rootBranches(rookSplit ? m_others : all, branches, tasks);
        result.tasks = tasks.size();
        std::vector<Worker> workers(static_cast<std::size_t>(std::max(1, m_context.threads())));
        // On the ledger (search.h, runLedgerTasks): a task reports the best set it found itself
        // (none when it only proved that its part holds nothing better than the best known).
        // Every best known value is the weight of a set found by a task or the start, so a set
        // that a stopped task found and lost is found again when its task runs again.
        auto ran = runLedgerTasks(
            m_context, tasks.size(), cliqueSplit(n, tasks.size(), demandedFirst), ObjectiveSense::Maximise,
            [&](std::size_t t, int w, TaskResult &out) {
                Worker &worker = workers[static_cast<std::size_t>(w)];
                runTask(tasks[t], branches, worker);
                if (worker.taskBest < 0)
                    return;
                const long long value = worker.taskBest + m_keeping.offset;
                out.best = static_cast<double>(value);
                out.kept.push_back(KeptSolution{
                    static_cast<double>(value),
                    m_keeping.cells ? m_keeping.cells(worker.taskSet) : worker.taskSet, false, 0});
            },
            result.ledger, m_context.options().resume);
        m_context.addNodes(rootWorker.pendingNodes);
        if (!ran)
            return ran.error();

        result.complete = ran.value();
        for (std::size_t t = 0; t < tasks.size(); ++t)
            if (!result.ledger.done[t])
                result.bound = std::max(result.bound, tasks[t].bound);
        {
            std::lock_guard lock(m_mutex);
            result.best = m_bestSet;
            result.value = m_found ? m_best.load() : -1;
        }
        result.bound = std::max(result.bound, m_best.load());
        return result;
    }

private:
    /// Aligned so that two workers' counters never share a cache line (or the pair of lines the
    /// prefetcher fetches together): without it 2 threads ran 1.59x faster than 1 on 8x8, with
    /// it 1.94x.
    struct alignas(128) Worker {
        std::vector<int> chosen;
        std::deque<Cover> covers; ///< by depth (references stay valid as it grows)
        std::uint64_t pendingNodes = 0;
        bool stopped = false;
        long long taskBest = -1;  ///< the best weight this worker found in its current task
        std::vector<int> taskSet; ///< that set
    };

    /// A branch of the root: vertex in, the candidates of its child and their cover.
    struct Branch {
        int vertex;
        long long bound;
        Bits<W> candidates;
        std::vector<int> order;
        std::vector<long long> ub;
    };
    /// (b, -1): the node {v} of branch b; (b, j): the branch on the child's j-th vertex; with
    /// branch -1 a task of rook sets: `chosen` (one or two rook-movers), the rook-movers that
    /// may still join and the other candidates.
    struct Task {
        int branch;
        int index;
        long long bound;
        std::vector<int> chosen = {};
        Bits<W> rooks{}, others{};
    };

    /// The root's branches over `base` (every vertex, or the rook-free ones), each with its
    /// child's cover, and their tasks.
    void rootBranches(const Bits<W> &base, std::vector<Branch> &branches, std::vector<Task> &tasks) const
    {
        auto rootCover = std::make_unique<Cover>();
        Cover &root = *rootCover;
        cover(base, root);
        auto childCover = std::make_unique<Cover>();
        Bits<W> excluded{};
        for (int i = root.count - 1; i >= 0; --i) {
            const int v = root.order[static_cast<std::size_t>(i)];
            if (testBit<W>(excluded, v))
                continue;
            Branch b;
            b.vertex = v;
            b.bound = root.ub[static_cast<std::size_t>(i)];
            Bits<W> before{};
            for (int j = 0; j < i; ++j)
                setBit<W>(before, root.order[static_cast<std::size_t>(j)]);
            for (int k = 0; k < W; ++k)
                b.candidates[static_cast<std::size_t>(k)] =
                    before[static_cast<std::size_t>(k)] & ~excluded[static_cast<std::size_t>(k)] &
                    ~m_adj[static_cast<std::size_t>(v)][static_cast<std::size_t>(k)];
            Cover &child = *childCover;
            cover(b.candidates, child);
            b.order.assign(child.order.begin(), child.order.begin() + child.count);
            b.ub.assign(child.ub.begin(), child.ub.begin() + child.count);
            branches.push_back(std::move(b));
            for (int k = 0; k < W; ++k)
                excluded[static_cast<std::size_t>(k)] |=
                    m_orbit[static_cast<std::size_t>(v)][static_cast<std::size_t>(k)];
        }
        for (int b = 0; b < static_cast<int>(branches.size()); ++b) {
            const Branch &br = branches[static_cast<std::size_t>(b)];
            const long long wv = m_graph.weight[static_cast<std::size_t>(br.vertex)];
            tasks.push_back({b, -1, wv});
            for (int j = static_cast<int>(br.order.size()) - 1; j >= 0; --j)
                tasks.push_back({b, j, std::min(br.bound, wv + br.ub[static_cast<std::size_t>(j)])});
        }
    }

    /// The rook-movers a task starts with: all of them; or, when the armies must hold a kind
    /// that is still missing and all of whose vertices are rook-movers (the queen or the rook
    /// with --each-type), that kind's vertices: every army that counts holds one, so the task
    /// takes it first and the bound of everything below it pays for its lines.
    Bits<W> firstRookMovers() const
    {
        for (int g = 0; g < m_graph.groups; ++g) {
            const Bits<W> &kind = m_groupBits[static_cast<std::size_t>(g)];
            if ((m_graph.present >> g & 1U) || isEmpty<W>(kind) || !isEmpty<W>(without(kind, m_rooks)))
                continue;
            return kind;
        }
        return m_rooks;
    }

    /// The tasks of the armies with rook-movers: the first rook-mover v among `firsts` (one per
    /// orbit of the symmetries, every earlier orbit of `firsts` excluded), then the next
    /// rook-mover u in vertex order or none. With firsts = every rook-mover the armies without
    /// one are left to rootBranches; with a demanded kind (firstRookMovers) they do not count.
    void rookTasks(const Bits<W> &firsts, std::vector<Task> &tasks, Worker &worker)
    {
        Bits<W> excluded{};
        auto coverBound = [&](const Bits<W> &cands) {
            if (worker.covers.empty())
                worker.covers.emplace_back();
            cover(cands, worker.covers.front());
            const Cover &p = worker.covers.front();
            return p.count ? p.ub[static_cast<std::size_t>(p.count - 1)] : 0;
        };
        for (int v = 0; v < m_graph.size; ++v) {
            if (!testBit<W>(firsts, v) || testBit<W>(excluded, v))
                continue;
            const long long wv = m_graph.weight[static_cast<std::size_t>(v)];
            Bits<W> rooks = without(without(m_rooks, excluded), m_adj[static_cast<std::size_t>(v)]);
            clearBit<W>(rooks, v);
            const Bits<W> others = without(m_others, m_adj[static_cast<std::size_t>(v)]);
            const long long othersBound = coverBound(others);
            tasks.push_back({-1, -1, wv + othersBound, {v}, Bits<W>{}, others});
            for (int u = 0; u < m_graph.size; ++u) {
                if (!testBit<W>(rooks, u))
                    continue;
                Bits<W> later = without(rooks, m_adj[static_cast<std::size_t>(u)]);
                for (int x = 0; x <= u; ++x)
                    clearBit<W>(later, x);
                const Bits<W> left = without(others, m_adj[static_cast<std::size_t>(u)]);
                const long long w = wv + m_graph.weight[static_cast<std::size_t>(u)];
                tasks.push_back({-1, -1, w + rookBound(later) + coverBound(left), {v, u}, later, left});
            }
            for (int k = 0; k < W; ++k)
                excluded[static_cast<std::size_t>(k)] |=
                    m_orbit[static_cast<std::size_t>(v)][static_cast<std::size_t>(k)];
        }
    }

    static Bits<W> without(const Bits<W> &a, const Bits<W> &b)
    {
        Bits<W> r;
        for (int k = 0; k < W; ++k)
            r[static_cast<std::size_t>(k)] = a[static_cast<std::size_t>(k)] & ~b[static_cast<std::size_t>(k)];
        return r;
    }

    /// The lines (ranks and files) that rook-mover candidates stand on, kept as candidates are
    /// taken out one by one. At most one rook-mover per rank and per file, so the rook-movers
    /// still to come are worth at most the heaviest weight times the smaller number of lines.
    struct RookLines {
        std::array<std::uint16_t, 64> perRank{}, perFile{}; // up to 1024 vertices on a line
        std::uint64_t ranks = 0, files = 0;

        RookLines(const ConflictGraph &graph, const Bits<W> &rooks)
        {
            for (int k = 0; k < W; ++k)
                for (std::uint64_t word = rooks[static_cast<std::size_t>(k)]; word; word &= word - 1) {
                    const auto v = static_cast<std::size_t>(k * 64 + std::countr_zero(word));
                    ++perRank[static_cast<std::size_t>(graph.rank[v])];
                    ++perFile[static_cast<std::size_t>(graph.file[v])];
                    ranks |= std::uint64_t{1} << graph.rank[v];
                    files |= std::uint64_t{1} << graph.file[v];
                }
        }
        void remove(const ConflictGraph &graph, int u)
        {
            const int r = graph.rank[static_cast<std::size_t>(u)],
                      f = graph.file[static_cast<std::size_t>(u)];
            if (--perRank[static_cast<std::size_t>(r)] == 0)
                ranks &= ~(std::uint64_t{1} << r);
            if (--perFile[static_cast<std::size_t>(f)] == 0)
                files &= ~(std::uint64_t{1} << f);
        }
        long long bound(long long heaviest) const
        {
            return heaviest * std::min(std::popcount(ranks), std::popcount(files));
        }
    };

    long long rookBound(const Bits<W> &rooks) const { return RookLines(m_graph, rooks).bound(m_rookWeight); }

    /// Armies that hold the rook-movers chosen so far, any of `rooks` after them and any of
    /// `others`: first none of `rooks` (the rook-free rest by expand), then each rook-mover in
    /// vertex order as the next one. Cut when the weight, the rook bound and the others'
    /// clique-cover bound cannot beat the best.
    void rookPhase(Bits<W> rooks, const Bits<W> &others, long long weight, std::uint64_t present,
                   Worker &worker)
    {
        if (++worker.pendingNodes >= 4096) {
            m_context.addNodes(worker.pendingNodes);
            worker.pendingNodes = 0;
            if (m_context.stopRequested())
                worker.stopped = true;
        }
        if (worker.stopped)
            return;
        const std::size_t depth = worker.chosen.size();
        while (worker.covers.size() <= depth)
            worker.covers.emplace_back();
        cover(others, worker.covers[depth]);
        const Cover &part = worker.covers[depth];
        const long long othersBound = part.count ? part.ub[static_cast<std::size_t>(part.count - 1)] : 0;
        RookLines lines(m_graph, rooks); // the loop below takes rook-movers out of it
        if (weight + othersBound + lines.bound(m_rookWeight) <= m_best.load(std::memory_order_relaxed))
            return;
        expand(others, weight, present, worker, true);
        for (int k = 0; k < W && !worker.stopped; ++k)
            while (rooks[static_cast<std::size_t>(k)]) {
                if (weight + othersBound + lines.bound(m_rookWeight) <=
                    m_best.load(std::memory_order_relaxed))
                    return;
                const int u = k * 64 + std::countr_zero(rooks[static_cast<std::size_t>(k)]);
                clearBit<W>(rooks, u);
                lines.remove(m_graph, u);
                const Bits<W> &a = m_adj[static_cast<std::size_t>(u)];
                worker.chosen.push_back(u);
                rookPhase(without(rooks, a), without(others, a),
                          weight + m_graph.weight[static_cast<std::size_t>(u)], present | groupBit(u),
                          worker);
                worker.chosen.pop_back();
                if (worker.stopped)
                    return;
            }
    }

    /// One task: the node {v} (index < 0) or the branch {v, u} on the child's index-th vertex;
    /// or a task of rook sets.
    void runTask(const Task &task, const std::vector<Branch> &branches, Worker &worker)
    {
        worker.stopped = false;
        worker.taskBest = -1;
        worker.taskSet.clear();
        if (task.branch < 0) {
            worker.chosen = task.chosen;
            std::uint64_t present = m_graph.present;
            long long weight = 0;
            for (int v : task.chosen) {
                present |= groupBit(v);
                weight += m_graph.weight[static_cast<std::size_t>(v)];
            }
            if (task.bound > m_best.load(std::memory_order_relaxed)) {
                if (task.chosen.size() == 1)
                    expand(task.others, weight, present, worker);
                else
                    rookPhase(task.rooks, task.others, weight, present, worker);
            }
            m_context.addNodes(worker.pendingNodes);
            worker.pendingNodes = 0;
            return;
        }
        const Branch &br = branches[static_cast<std::size_t>(task.branch)];
        const int index = task.index;
        const long long bound = task.bound;
        const int v = br.vertex;
        const long long wv = m_graph.weight[static_cast<std::size_t>(v)];
        const std::uint64_t present = m_graph.present | groupBit(v);
        worker.chosen.clear();
        worker.chosen.push_back(v);
        worker.stopped = false;
        worker.taskBest = -1;
        worker.taskSet.clear();
        if (index < 0) {
            visit(br.candidates, wv, present, worker);
        } else if (bound > m_best.load(std::memory_order_relaxed)) {
            const int u = br.order[static_cast<std::size_t>(index)];
            Bits<W> candidates{};
            for (int j = 0; j < index; ++j)
                setBit<W>(candidates, br.order[static_cast<std::size_t>(j)]);
            for (int k = 0; k < W; ++k)
                candidates[static_cast<std::size_t>(k)] &=
                    ~m_adj[static_cast<std::size_t>(u)][static_cast<std::size_t>(k)];
            worker.chosen.push_back(u);
            expand(candidates, wv + m_graph.weight[static_cast<std::size_t>(u)], present | groupBit(u),
                   worker);
        }
        m_context.addNodes(worker.pendingNodes);
        worker.pendingNodes = 0;
    }

    std::uint64_t groupBit(int v) const
    {
        return m_graph.groups > 0 ? std::uint64_t{1} << m_graph.group[static_cast<std::size_t>(v)] : 0;
    }

    /// The node's bound: a cover of the candidates by cliques with levels (the file's comment,
    /// "The bound"), the vertices in the order they were covered, ub[i] the levels so far.
    void cover(const Bits<W> &candidates, Cover &part) const
    {
        part.count = 0;
        for (int k = 0; k < W; ++k)
            for (std::uint64_t word = candidates[static_cast<std::size_t>(k)]; word; word &= word - 1) {
                const auto v = static_cast<std::size_t>(k * 64 + std::countr_zero(word));
                part.residual[v] = m_graph.weight[v];
            }
        long long total = 0;
        Bits<W> left = candidates;
        int first = 0;
        while (true) {
            while (first < W && !left[static_cast<std::size_t>(first)])
                ++first;
            if (first == W)
                break;
            Bits<W> joinable = left;
            int size = 0;
            long long level = -1;
            for (int k = first; k < W; ++k)
                while (joinable[static_cast<std::size_t>(k)]) {
                    const int v = k * 64 + std::countr_zero(joinable[static_cast<std::size_t>(k)]);
                    part.members[static_cast<std::size_t>(size++)] = v;
                    const long long r = part.residual[static_cast<std::size_t>(v)];
                    if (level < 0 || r < level)
                        level = r;
                    const Bits<W> &a = m_adj[static_cast<std::size_t>(v)];
                    for (int j = k; j < W; ++j)
                        joinable[static_cast<std::size_t>(j)] &= a[static_cast<std::size_t>(j)];
                }
            total += level;
            for (int i = 0; i < size; ++i) {
                const int v = part.members[static_cast<std::size_t>(i)];
                if ((part.residual[static_cast<std::size_t>(v)] -= level) <= 0) {
                    clearBit<W>(left, v);
                    part.order[static_cast<std::size_t>(part.count)] = v;
                    part.ub[static_cast<std::size_t>(part.count++)] = total;
                }
            }
        }
    }

    /// Records the node's set when it beats the best; false when the node is cut because a
    /// group still missing has no candidate left.
    bool visit(const Bits<W> &candidates, long long weight, std::uint64_t present, Worker &worker)
    {
        if (m_graph.groups > 0 && present != m_allGroups)
            for (int g = 0; g < m_graph.groups; ++g) {
                if (present >> g & 1U)
                    continue;
                bool any = false;
                for (int k = 0; k < W && !any; ++k)
                    any = (candidates[static_cast<std::size_t>(k)] &
                           m_groupBits[static_cast<std::size_t>(g)][static_cast<std::size_t>(k)]) != 0;
                if (!any)
                    return false;
            }
        if (weight > m_best.load(std::memory_order_relaxed) &&
            (m_graph.groups == 0 || present == m_allGroups)) {
            std::lock_guard lock(m_mutex);
            if (weight > m_best.load()) {
                m_best.store(weight);
                m_bestSet = worker.chosen;
                m_found = true;
                worker.taskBest = weight;
                worker.taskSet = worker.chosen;
                m_context.setBestObjective(static_cast<double>(weight));
            }
        }
        return true;
    }

    /// The node S + candidates. `covered`: the worker's cover at this depth already is the cover
    /// of `candidates` (rookPhase built it for its own bound), so it is not built twice.
    void expand(Bits<W> candidates, long long weight, std::uint64_t present, Worker &worker,
                bool covered = false)
    {
        if (++worker.pendingNodes >= 4096) {
            m_context.addNodes(worker.pendingNodes);
            worker.pendingNodes = 0;
            if (m_context.stopRequested())
                worker.stopped = true;
        }
        if (worker.stopped || !visit(candidates, weight, present, worker))
            return;
        // One cover per depth, kept by the worker (24 KB each: deep armies on a thread with a
        // small stack would not fit them on the stack).
        const std::size_t depth = worker.chosen.size();
        while (worker.covers.size() <= depth)
            worker.covers.emplace_back();
        Cover &part = worker.covers[depth];
        if (!covered)
            cover(candidates, part);
        for (int i = part.count - 1; i >= 0; --i) {
            if (weight + part.ub[static_cast<std::size_t>(i)] <= m_best.load(std::memory_order_relaxed))
                return;
            const int v = part.order[static_cast<std::size_t>(i)];
            Bits<W> child;
            for (int k = 0; k < W; ++k)
                child[static_cast<std::size_t>(k)] =
                    candidates[static_cast<std::size_t>(k)] &
                    ~m_adj[static_cast<std::size_t>(v)][static_cast<std::size_t>(k)];
            clearBit<W>(child, v);
            worker.chosen.push_back(v);
            expand(child, weight + m_graph.weight[static_cast<std::size_t>(v)], present | groupBit(v),
                   worker);
            worker.chosen.pop_back();
            if (worker.stopped)
                return;
            clearBit<W>(candidates, v);
        }
    }

    const ConflictGraph &m_graph;
    SearchContext &m_context;
    const LedgerKeeping &m_keeping;
    std::vector<Bits<W>> m_adj;
    std::vector<Bits<W>> m_orbit;
    std::vector<Bits<W>> m_groupBits;
    std::uint64_t m_allGroups = 0;
    Bits<W> m_rooks{}, m_others{}; ///< rook-movers (graph.rank >= 0) and the other vertices
    long long m_rookWeight = 0;    ///< the heaviest rook-mover
    std::atomic<long long> m_best;
    std::mutex m_mutex;
    std::vector<int> m_bestSet;
    bool m_found = false;
};

template <int W>
Result<IndependentSetResult> runWith(const ConflictGraph &graph, long long startValue, SearchContext &context,
                                     const LedgerKeeping &keeping)
{
    Searcher<W> searcher(graph, startValue, context, keeping);
    return searcher.run();
}

} // namespace

std::string cliqueSplit(int vertices, std::size_t tasks, bool demandedFirst)
{
    return "army/cover/v" + std::to_string(vertices) + "/t" + std::to_string(tasks) +
           (demandedFirst ? "/d" : "");
}

Result<IndependentSetResult> maxWeightIndependentSet(const ConflictGraph &graph, long long startValue,
                                                     SearchContext &context, const LedgerKeeping &keeping)
{
    const int words = (graph.size + 63) / 64;
    if (words <= 1)
        return runWith<1>(graph, startValue, context, keeping);
    if (words <= 2)
        return runWith<2>(graph, startValue, context, keeping);
    if (words <= 4)
        return runWith<4>(graph, startValue, context, keeping);
    if (words <= 8)
        return runWith<8>(graph, startValue, context, keeping);
    if (words <= 10)
        return runWith<10>(graph, startValue, context, keeping);
    return runWith<16>(graph, startValue, context, keeping);
}

} // namespace cpw::army
