/*
 * The exact-attack search: the dynamic-order pattern engine (lists of alive patterns).
 *
 * Dynamic order (all-cells counting, every pattern attacking a numeric-target cell, targets
 * up to 2; docs/exact.md). A node keeps the list of alive patterns (fit the state, not
 * excluded). It works on the most constrained cell c (fewest alive candidates minus need);
 * with candidates p1 < p2 < ..., branch i takes p_i and excludes p1..p_{i-1} below it, so a
 * solution lies in the branch of its lowest candidate of c: exactly once. An unfilled
 * must-be-occupied cell with fewer options is branched instead (one hosted pattern each, or
 * none: a blocker at the leaf). Once every numeric-target cell is at its target no pattern
 * fits, so the leaf is the fixed order's leaf. Narrowing a child gathers bit-sliced counters
 * (candidates per cell, union of attacked cells per host) for the under-target cut, the
 * fewest bound (disjoint candidate hosts) and the next choice. Up to 16384 patterns the alive
 * patterns are a bitset per depth (a child = parent minus the kill sets of the cells whose state
 * changed; an excluded sibling = one cleared bit) and the counters are gathered in one pass over
 * its set bits; above that, a stack of compact alive lists narrowed by one scan per child.
 */
#include "exact/worker.h"

namespace cpw::exactimpl {

/// Resumes a node from its state and the patterns excluded on its path.
void Worker::dynRun(const State &s, const std::vector<int> &excluded)
{
    excl.assign(m.cp.size(), 0);
    for (int j : excluded)
        excl[j] = 1;
    exclPath = excluded;
    NodeInfo info;
    clearInfo(info, m.n);
    const std::size_t b = alive.size();
    const int np = static_cast<int>(m.cp.size());
    for (int j = 0; j < np; ++j)
        if (!excl[j] && fits(m.cp[j], s)) {
            const Model::CPat &p = m.cp[j];
            admit(APat{p.att, p.free, p.occ, j, m.pcell[j], m.patSize[j]}, info);
        }
    for (int j : excluded)
        excl[j] = 0;
    dynNode(s, b, alive.size(), info);
    alive.resize(b);
}

/// One node: the alive patterns are alive[b, e) (compatible with s, not excluded).
void Worker::dynNode(const State &s, std::size_t b, std::size_t e, NodeInfo &info)
{
    if (stopped)
        return;
    const u64 open = m.constrained & ~s.full; // cells below their target
    if (!open) {
        leaf(s);
        return;
    }
    const u64 unfilled = s.needOcc & ~s.occ;
    u64 need[kPlanes];
    if (!nodeBounds(s, open, unfilled, info, need))
        return;
    // The most constrained cell: fewest candidates minus need (bit-sliced, lowest index on ties).
    u64 key[kCandPlanes];
    int ktop = std::max(info.top, kPlanes);
    {
        u64 borrow = 0;
        for (int i = 0; i < ktop; ++i) {
            const u64 a = info.cand[i], c = i < kPlanes ? need[i] : 0;
            key[i] = a ^ c ^ borrow;
            borrow = (~a & (c | borrow)) | (c & borrow);
        }
    }
    u64 pick = open;
    for (int i = ktop - 1; i >= 0; --i)
        if (pick & ~key[i])
            pick &= ~key[i];
    const int c = std::countr_zero(pick);
    const u64 cb = bit(c);
    const int r = m.target[c] - countAt(s, c);

    // A must-be-occupied cell without a piece is branched instead when it has fewer
    // options: each alive pattern hosted there, or (if allowed) "a blocker, no pattern".
    if (const u64 open2 = unfilled & ~s.blk) {
        long kc = 0;
        for (int i = 0; i < ktop; ++i)
            kc |= static_cast<long>((key[i] >> c) & 1) << i;
        long bestOpt = kc + 1;
        int u = -1;
        for (u64 w = open2; w; w &= w - 1) {
            const int x = std::countr_zero(w);
            const long opt = info.hostCnt[x] + ((m.blockerMask >> x) & 1);
            if (opt < bestOpt) {
                bestOpt = opt;
                u = x;
            }
        }
        if (u >= 0) {
            dynHost(u, s, b, e, info);
            return;
        }
    }

    const std::size_t cbeg = dynCands.size();
    for (std::size_t q = b; q < e; ++q)
        if (alive[q].att & cb)
            dynCands.push_back(q);
    const std::size_t cend = dynCands.size();
    State o;
    NodeInfo child;
    std::size_t marked = 0;
    for (std::size_t q = cbeg; q + r <= cend; ++q) {
        const int j = alive[dynCands[q]].idx;
        if (!poll())
            break;
        if (apply(m.pats[j], s, o) && dynQuick(o, info))
            dynChild(j, o, b, e, child);
        alive[dynCands[q]].out = 1;
        exclPath.push_back(j);
        ++marked;
        if (stopped)
            break;
    }
    for (std::size_t k = cbeg; k < cbeg + marked; ++k)
        alive[dynCands[k]].out = 0;
    exclPath.resize(exclPath.size() - marked);
    dynCands.resize(cbeg);
}

/// Branches a must-be-occupied cell u: one alive pattern hosted there (they exclude each
/// other), or none (u takes a blocker at the leaf; its patterns are excluded below).
void Worker::dynHost(int u, const State &s, std::size_t b, std::size_t e, const NodeInfo &info)
{
    const std::size_t cbeg = dynCands.size();
    for (std::size_t q = b; q < e; ++q)
        if (alive[q].cell == u)
            dynCands.push_back(q);
    const std::size_t cend = dynCands.size();
    State o;
    NodeInfo child;
    for (std::size_t q = cbeg; q < cend && !stopped; ++q) {
        const int j = alive[dynCands[q]].idx;
        if (!poll())
            break;
        if (apply(m.pats[j], s, o) && dynQuick(o, info))
            dynChild(j, o, b, e, child);
    }
    if ((m.blockerMask >> u) & 1 && !stopped && poll()) {
        for (std::size_t q = cbeg; q < cend; ++q) {
            alive[dynCands[q]].out = 1;
            exclPath.push_back(alive[dynCands[q]].idx);
        }
        o = s;
        o.blk |= bit(u);
        dynChild(-1, o, b, e, child);
        for (std::size_t q = cbeg; q < cend; ++q)
            alive[dynCands[q]].out = 0;
        exclPath.resize(exclPath.size() - (cend - cbeg));
    }
    dynCands.resize(cbeg);
}

/// A quick necessary condition for the child state o, from the parent's alive patterns
/// (a superset of the child's): every open cell must still have enough possible hosts.
bool Worker::dynQuick(const State &o, const NodeInfo &parent) const
{
    const u64 open = m.constrained & ~o.full;
    if (!open)
        return true;
    const u64 hosts = parent.hosts & ~(o.occ | o.free);
    if ((o.needOcc & ~o.occ & ~o.blk) & ~(hosts | m.blockerMask))
        return false;
    u64 hc[kHostPlanes] = {};
    int htop = 0;
    for (u64 w = hosts; w; w &= w - 1) {
        const u64 a = parent.hostAtt[std::countr_zero(w)] & open;
        if (a)
            addSliced(hc, htop, a);
    }
    u64 lt = 0, eq = ~u64{0}, borrowPlanes[kPlanes];
    {
        u64 borrow = 0;
        for (int i = 0; i < kPlanes; ++i) {
            const u64 a = m.tplanes[i], c = o.planes[i];
            borrowPlanes[i] = a ^ c ^ borrow;
            borrow = (~a & (c | borrow)) | (c & borrow);
        }
    }
    for (int i = kHostPlanes - 1; i >= 0; --i) {
        const u64 nb = i < kPlanes ? borrowPlanes[i] : 0;
        lt |= eq & ~hc[i] & nb;
        eq &= ~(hc[i] ^ nb);
    }
    return !(lt & open);
}

/// The child reached by choosing pattern j (or none, j < 0) into state o.
void Worker::dynChild(int j, const State &o, std::size_t b, std::size_t e, NodeInfo &child)
{
    if (j >= 0)
        stack.push_back(j);
    if (static_cast<int>(stack.size()) == splitDepth) {
        Task task{o, 0, ResumeKind::Dyn, 0, 0, stack, exclPath};
        collect->push_back(std::move(task));
    } else {
        const std::size_t nb = alive.size();
        clearInfo(child, m.n);
        const u64 hostBad = o.occ | o.free, freeBad = o.occ | o.needOcc, occBad = o.free, attBad = o.full;
        for (std::size_t a = b; a < e; ++a) {
            const APat &p = alive[a];
            if (!p.out && !(bit(p.cell) & hostBad) && !(p.free & freeBad) && !(p.occ & occBad) &&
                !(p.att & attBad))
                admit(p, child);
        }
        dynNode(o, nb, alive.size(), child);
        alive.resize(nb);
    }
    if (j >= 0)
        stack.pop_back();
}

} // namespace cpw::exactimpl
