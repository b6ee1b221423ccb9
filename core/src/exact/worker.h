#pragma once
/// \file worker.h
/// Internal: one search worker of the exact-attack solver. Its engines are split over
/// fixedorder.cpp (the fixed cell order), dynamic.cpp and dynbitset.cpp (the dynamic order, as lists
/// and as bitsets), occengine.h (the occupancy-first engine, whose hooks are here), leaf.cpp (the
/// common leaf: canonical rules, blockers, symmetry, streaming) and tasks.cpp (run, the task split).
/// The small helpers every engine calls per node stay inline here.

#include "exact/model.h"

namespace cpw::exactimpl {

/// Per-worker results (summed over workers at the end: independent of the task order).
struct Accum {
    std::uint64_t byPieces[kMaxPieces + 1] = {};
    std::uint64_t distinct840[kMaxPieces + 1] = {}; ///< 840 * sum of 1 / |class| (lcm(1..8) = 840)
    std::uint64_t symmetric[kMaxPieces + 1] = {};
    std::vector<std::pair<int, Solution>> stored; ///< fewest/most with a sink
    std::uint64_t pending = 0;                    ///< counted solutions not yet reported
};

enum class ResumeKind { Step, Exact, Any, Dyn, Occ };

struct Task {
    State s;
    int t = 0;
    ResumeKind kind = ResumeKind::Step;
    int next = 0;
    int r = 0;
    std::vector<int> stack;
    std::vector<int> excluded; ///< Dyn: patterns excluded on the path (earlier siblings)
    OccState os{};             ///< Occ: the node (its depth is in `next`)
};

class Worker {
public:
    Worker(const Model &m, const ExactRequest &req, SearchContext &ctx, std::atomic<int> &best, Accum &acc)
        : m(m), req(req), ctx(ctx), best(best), acc(acc)
    {
        piece.assign(m.n, kEmpty);
        materialize = ctx.wantsSolutions() || req.distinct;
        hasLimit = ctx.options().solutionLimit > 0;
    }

    void run(const Task &task);

    void flush();

    bool stopped = false;
    int splitDepth = INT_MAX;
    std::vector<Task> *collect = nullptr;

    // ---- occupancy-first engine hooks (OccSearch) -------------------------------------------

    bool occPoll(const OccState &s)
    {
        occCur = &s;
        return poll();
    }

    int occBest() const
    {
        const int b = best.load(std::memory_order_relaxed);
        return b == INT_MAX ? -1 : b;
    }

    bool occCollect(const OccState &s, int depth)
    {
        if (!collect || depth != splitDepth)
            return false;
        Task task;
        task.kind = ResumeKind::Occ;
        task.next = depth;
        task.os = s;
        collect->push_back(std::move(task));
        return true;
    }

    /// A complete placement: its pattern set (every attacking piece must form a pattern of
    /// the model, which is where the canonical rules live), blockers exactly where a chosen
    /// line stops and no pattern piece stands; then the common leaf.
    void occLeaf(const OccState &os);

private:
    const Model &m;
    const ExactRequest &req;
    SearchContext &ctx;
    std::atomic<int> &best;
    Accum &acc;
    std::vector<int> stack;
    std::vector<int> piece;
    std::uint64_t nodes = 0;
    unsigned pollCounter = 0;
    bool materialize = false;
    bool hasLimit = false;
    const OccState *occCur = nullptr; ///< the occupancy engine's current node (snapshots)

    bool poll()
    {
        ++nodes;
        if (++pollCounter < 1024)
            return !stopped;
        pollCounter = 0;
        ctx.addNodes(nodes);
        nodes = 0;
        if (ctx.stopRequested())
            stopped = true;
        else if (ctx.wantsSnapshot())
            ctx.offerSnapshot(partialPlacement());
        return !stopped;
    }

    Placement partialPlacement() const;

    bool compatible(const Pat &p, const State &s) const
    {
        return !(p.pieceBit & (s.occ | s.free)) && !(p.free & (s.occ | s.needOcc)) && !(p.occ & s.free) &&
               !(p.att & s.full);
    }

    bool apply(const Pat &p, const State &s, State &o) const
    {
        o = s;
        o.occ |= p.pieceBit;
        o.needOcc |= p.occ;
        o.patOcc |= p.need;
        const u64 newlyFree = p.free & ~s.free;
        o.free |= p.free;
        addAttacks(o, p.att);
        updateFull(o, m);
        if (m.emptyOnly && (newlyFree & m.constrained) && (gtMask(o, m) & o.free & m.constrained))
            return false;
        return true;
    }

    /// Sound cuts before working on step t.
    bool feasible(int t, const State &s);

    void step(int t, const State &s);

    /// Entry points: the candidates of step t from pattern index i on that fit state s.
    void pickExact(int t, int i, int r, const State &s);

    void pickAny(int t, int i, const State &s);

private:
    /// Candidate pattern indices, a stack of lists: the patterns of the current step that fit
    /// the state, narrowed again after every pattern chosen (so that "fewer candidates left
    /// than attacks still needed" cuts at once, and deeper levels scan short lists).
    std::vector<int> cand;

    void filter(int from, int to, const State &s);

    void narrow(std::size_t from, std::size_t to, const State &s);

    void pickExactList(int t, std::size_t b, std::size_t e, int r, const State &s);

    void pickAnyList(int t, std::size_t b, std::size_t e, const State &s);

    // ---- the dynamic engine ------------------------------------------------------------------

    static constexpr int kCandPlanes = 24; ///< bit-sliced candidate counters (up to 2^24 - 1)
    static constexpr int kHostPlanes = 7;  ///< bit-sliced host counters (up to 64)

    /// What the narrowing pass learns about the alive patterns of a node.
    struct NodeInfo {
        u64 hostAtt[64];       ///< per host cell: union of the cells its alive patterns attack
        u64 cand[kCandPlanes]; ///< per cell: number of alive patterns attacking it
        u64 hosts = 0;         ///< cells hosting an alive pattern
        int maxAtt = 0;        ///< the most cells an alive pattern attacks
        int top = 0;           ///< planes of cand in use
        unsigned hostCnt[64];  ///< per host cell: alive patterns there
    };

    /// An alive pattern, copied so that the lists of a path are scanned contiguously.
    struct APat {
        u64 att;
        u64 free;
        u64 occ;
        int idx;               ///< pattern index
        unsigned char cell;    ///< host cell
        unsigned char size;    ///< cells attacked
        unsigned char out = 0; ///< excluded by an earlier sibling (in this list only)
    };
    std::vector<APat> alive;           ///< stack of alive-pattern lists (pattern index order)
    std::vector<std::size_t> dynCands; ///< stack of the chosen cell's candidates (positions in alive)
    std::vector<unsigned char> excl;   ///< per pattern: excluded by an earlier sibling
    std::vector<int> exclPath;         ///< excluded patterns on the current path (for tasks)

    [[gnu::always_inline]] static inline void addSliced(u64 *planes, int &top, u64 att)
    {
        u64 carry = att;
        int i = 0;
        for (; carry; ++i) {
            const u64 nc = planes[i] & carry;
            planes[i] ^= carry;
            carry = nc;
        }
        top = std::max(top, i);
    }

    [[gnu::always_inline]] inline void admit(APat p, NodeInfo &info)
    {
        alive.push_back(p);
        alive.back().out = 0;
        info.hostAtt[p.cell] |= p.att;
        info.hosts |= bit(p.cell);
        ++info.hostCnt[p.cell];
        addSliced(info.cand, info.top, p.att);
        info.maxAtt = std::max(info.maxAtt, static_cast<int>(p.size));
    }

    static void clearInfo(NodeInfo &info, int n)
    {
        std::memset(info.hostAtt, 0, sizeof(u64) * static_cast<std::size_t>(n));
        std::memset(info.cand, 0, sizeof(info.cand));
        std::memset(info.hostCnt, 0, sizeof(unsigned) * static_cast<std::size_t>(n));
        info.hosts = 0;
        info.maxAtt = 0;
        info.top = 0;
    }

    static bool fits(const Model::CPat &p, const State &s)
    {
        return !(p.pieceBit & (s.occ | s.free)) && !(p.free & (s.occ | s.needOcc)) && !(p.occ & s.free) &&
               !(p.att & s.full);
    }

    /// Resumes a node from its state and the patterns excluded on its path.
    void dynRun(const State &s, const std::vector<int> &excluded);

    /// The cuts both forms of the dynamic engine make on a node: an unfillable must-be-occupied
    /// cell, a cell whose distinct candidate hosts cannot cover its need, and the fewest / most
    /// bounds. Fills need = target - count (6 planes; meaningful on open cells).
    bool nodeBounds(const State &s, u64 open, u64 unfilled, const NodeInfo &info, u64 (&need)[kPlanes])
    {
        if (unfilled & ~(info.hosts | m.blockerMask))
            return false;
        u64 borrow = 0;
        for (int i = 0; i < kPlanes; ++i) {
            const u64 a = m.tplanes[i], c = s.planes[i];
            need[i] = a ^ c ^ borrow;
            borrow = (~a & (c | borrow)) | (c & borrow);
        }
        // Under target: the distinct host cells that can still attack a cell must cover its need.
        u64 hc[kHostPlanes] = {};
        int htop = 0;
        for (int h = 0; h < m.n; ++h)
            if (info.hostAtt[h] & open)
                addSliced(hc, htop, info.hostAtt[h] & open);
        u64 lt = 0, eq = ~u64{0};
        for (int i = kHostPlanes - 1; i >= 0; --i) {
            const u64 nb = i < kPlanes ? need[i] : 0;
            lt |= eq & ~hc[i] & nb;
            eq &= ~(hc[i] ^ nb);
        }
        if (lt & open)
            return false;
        if (m.mode == ExactMode::Fewest) {
            const int bst = best.load(std::memory_order_relaxed);
            if (bst != INT_MAX && fewestBound(s, open, need, unfilled, info) > bst)
                return false;
        } else if (m.mode == ExactMode::Most) {
            const int bst = best.load(std::memory_order_relaxed);
            const u64 avail = m.all & ~(s.occ | s.free);
            if (std::popcount(s.occ) + std::popcount(avail & (info.hosts | m.blockerMask)) < bst)
                return false;
        }
        return true;
    }

    /// One node: the alive patterns are alive[b, e) (compatible with s, not excluded).
    void dynNode(const State &s, std::size_t b, std::size_t e, NodeInfo &info);

    /// Branches a must-be-occupied cell u: one alive pattern hosted there (they exclude each
    /// other), or none (u takes a blocker at the leaf; its patterns are excluded below).
    void dynHost(int u, const State &s, std::size_t b, std::size_t e, const NodeInfo &info);

    /// A quick necessary condition for the child state o, from the parent's alive patterns
    /// (a superset of the child's): every open cell must still have enough possible hosts.
    bool dynQuick(const State &o, const NodeInfo &parent) const;

    /// The child reached by choosing pattern j (or none, j < 0) into state o.
    void dynChild(int j, const State &o, std::size_t b, std::size_t e, NodeInfo &child);

    // ---- the dynamic engine on bitsets ---------------------------------------------------------
    //
    // The same search as dynNode/dynHost/dynChild (same cell choice, branching and cuts), with
    // the alive patterns of a node as a bitset over pattern indices and its counters (candidates
    // per cell, bit-sliced; per host: alive patterns, and how many of them attack each cell)
    // kept incrementally. A child copies its parent's node, ORs the kill sets of the cells whose
    // state changed (newly occupied, must-be-occupied, free or full) and subtracts only the
    // patterns that this removes; an excluded sibling is subtracted from the parent in place. So
    // a step costs the patterns it touches, not a scan of every alive pattern.

    struct BNode {
        std::vector<u64> alive;
        NodeInfo info;
    };
    std::vector<std::unique_ptr<BNode>> bLevels;
    std::vector<u64> bKill;
    std::vector<int> bCands;

    BNode &bLevel(std::size_t d);

    /// Gathers the counters of the alive patterns of nd (as the list engine's narrowing does).
    void bCount(BNode &nd);

    void bExclude(BNode &nd, int j);

    void bRun(const State &s, const std::vector<int> &excluded);

    void bNode(const State &s, std::size_t d);

    void bGather(const BNode &nd, const u64 *sel);

    void bHost(int u, const State &s, std::size_t d);

    /// The child of level d reached from state s by choosing pattern j (or none, j < 0) into o.
    void bChild(int j, const State &s, const State &o, std::size_t d);

    /// Fewest pieces: a lower bound on the pieces of any solution below this node. Cells whose
    /// possible attacker hosts are pairwise disjoint need at least the sum of their needs in
    /// distinct pieces; unfilled must-be-occupied cells outside those hosts need one more each;
    /// and the missing attacks need at least deficit / maxAtt pieces.
    template <class Info>
    int fewestBound(const State &s, u64 open, const u64 *need, u64 unfilled, const Info &info) const
    {
        int deficit = 0;
        for (int i = 0; i < kPlanes; ++i)
            deficit += std::popcount(need[i] & open) << i;
        const int maxAtt = std::max(1, info.maxAtt);
        const int occ = std::popcount(s.occ);
        int lb = std::max(std::popcount(unfilled), (deficit + maxAtt - 1) / maxAtt);
        u64 hostsOf[64];
        int order[64];
        int cnt = 0;
        for (u64 u = open; u; u &= u - 1)
            hostsOf[std::countr_zero(u)] = 0;
        for (int h = 0; h < m.n; ++h)
            for (u64 a = info.hostAtt[h] & open; a; a &= a - 1)
                hostsOf[std::countr_zero(a)] |= bit(h);
        for (u64 u = open; u; u &= u - 1) {
            const int c = std::countr_zero(u);
            int k = cnt++;
            const int pc = std::popcount(hostsOf[c]);
            while (k > 0 && std::popcount(hostsOf[order[k - 1]]) > pc) {
                order[k] = order[k - 1];
                --k;
            }
            order[k] = c;
        }
        u64 used = 0;
        int sum = 0;
        for (int k = 0; k < cnt; ++k) {
            const int c = order[k];
            if (hostsOf[c] & used)
                continue;
            used |= hostsOf[c];
            sum += m.target[c] - countAt(s, c);
        }
        sum += std::popcount(unfilled & ~used);
        return occ + std::max(lb, sum);
    }

private:
    // ---- leaves ---------------------------------------------------------------------------

    std::vector<int> reqCells, optCells, choice;
    int basePieces = 0;

    void leaf(const State &s);

    void completeRequired(std::size_t i, const State &s);

    void completeOptional(std::size_t i, int pieces);

    void record(int pieces, std::uint64_t count);

    /// Updates the shared best; false if `pieces` is worse than the best known.
    bool offerBest(int pieces);

    void recordMaterialised(int pieces);

    /// Full check of a symmetric image (rare: see recordMaterialised): attack counts and
    /// canonical form, written with the core's plain attack code.
    bool imageIsSolution(const std::array<signed char, 64> &img) const;

    Solution makeSolution(int pieces, bool symmetric, int orbit) const;
};

} // namespace cpw::exactimpl
