/*
 * The exact-attack search: the dynamic-order pattern engine on bitsets.
 *
 * The same search as dynamic.cpp (same cell choice, branching and cuts), with the alive patterns
 * of a node as a bitset over pattern indices and its counters (candidates per cell, bit-sliced;
 * per host: alive patterns, and how many of them attack each cell) kept incrementally. A child
 * copies its parent's node, ORs the kill sets of the cells whose state changed (newly occupied,
 * must-be-occupied, free or full) and subtracts only the patterns that this removes; an excluded
 * sibling is subtracted from the parent in place. So a step costs the patterns it touches, not a
 * scan of every alive pattern. Used up to gBitsetMaxPatterns patterns (16384).
 */
#include "exact/worker.h"

namespace cpw::exactimpl {

Worker::BNode &Worker::bLevel(std::size_t d)
{
    while (bLevels.size() <= d) {
        auto nd = std::make_unique<BNode>();
        nd->alive.assign(static_cast<std::size_t>(m.words), 0);
        bLevels.push_back(std::move(nd));
    }
    return *bLevels[d];
}

/// Gathers the counters of the alive patterns of nd (as the list engine's narrowing does).
void Worker::bCount(BNode &nd)
{
    NodeInfo &info = nd.info;
    clearInfo(info, m.n);
    const bool sizes = m.mode == ExactMode::Fewest;
    // The candidate counters: the four low planes in registers (a branch-free adder chain),
    // the carries out of them (every 16th candidate of a cell) rippled into the rest.
    u64 p0 = 0, p1 = 0, p2 = 0, p3 = 0;
    int hiTop = 0;
    for (int w = 0; w < m.words; ++w)
        for (u64 x = nd.alive[static_cast<std::size_t>(w)]; x; x &= x - 1) {
            const int j = w * 64 + std::countr_zero(x);
            const u64 att = m.attOf[j];
            info.hostAtt[m.pcell[j]] |= att;
            u64 c = att, t;
            t = p0 & c, p0 ^= c, c = t;
            t = p1 & c, p1 ^= c, c = t;
            t = p2 & c, p2 ^= c, c = t;
            t = p3 & c, p3 ^= c, c = t;
            if (c) [[unlikely]]
                addSliced(info.cand + 4, hiTop, c);
            if (sizes)
                info.maxAtt = std::max(info.maxAtt, static_cast<int>(m.patSize[j]));
        }
    info.cand[0] = p0;
    info.cand[1] = p1;
    info.cand[2] = p2;
    info.cand[3] = p3;
    info.top = 4 + hiTop;
    for (int h = 0; h < m.n; ++h)
        if (info.hostAtt[h]) // every pattern attacks a cell here
            info.hosts |= bit(h);
}

void Worker::bExclude(BNode &nd, int j)
{
    nd.alive[static_cast<std::size_t>(j) >> 6] &= ~bit(j & 63);
    exclPath.push_back(j);
}

void Worker::bRun(const State &s, const std::vector<int> &excluded)
{
    excl.assign(m.cp.size(), 0);
    for (int j : excluded)
        excl[j] = 1;
    exclPath = excluded;
    BNode &nd = bLevel(0);
    std::fill(nd.alive.begin(), nd.alive.end(), 0);
    const int np = static_cast<int>(m.cp.size());
    for (int j = 0; j < np; ++j)
        if (!excl[j] && fits(m.cp[j], s))
            nd.alive[static_cast<std::size_t>(j) >> 6] |= bit(j & 63);
    bKill.assign(static_cast<std::size_t>(m.words), 0);
    bNode(s, 0);
}

void Worker::bNode(const State &s, std::size_t d)
{
    if (stopped)
        return;
    BNode &bn = *bLevels[d];
    const u64 open = m.constrained & ~s.full;
    if (!open) {
        leaf(s);
        return;
    }
    const u64 unfilled = s.needOcc & ~s.occ;
    bCount(bn);
    const NodeInfo &nd = bn.info;
    u64 need[kPlanes];
    if (!nodeBounds(s, open, unfilled, nd, need))
        return;
    // The most constrained cell: fewest candidates minus need (bit-sliced, lowest index on ties).
    u64 key[kCandPlanes];
    const int ktop = std::max(nd.top, kPlanes);
    {
        u64 borrow = 0;
        for (int i = 0; i < ktop; ++i) {
            const u64 a = nd.cand[i], c = i < kPlanes ? need[i] : 0;
            key[i] = a ^ c ^ borrow;
            borrow = (~a & (c | borrow)) | (c & borrow);
        }
    }
    u64 pick = open;
    for (int i = ktop - 1; i >= 0; --i)
        if (pick & ~key[i])
            pick &= ~key[i];
    const int c = std::countr_zero(pick);
    const int r = m.target[c] - countAt(s, c);

    if (const u64 open2 = unfilled & ~s.blk) {
        long kc = 0;
        for (int i = 0; i < ktop; ++i)
            kc |= static_cast<long>((key[i] >> c) & 1) << i;
        long bestOpt = kc + 1;
        int u = -1;
        for (u64 w = open2; w; w &= w - 1) {
            const int x = std::countr_zero(w);
            const u64 *hs = &m.hostAtB[static_cast<std::size_t>(x) * m.words];
            long hosted = 0;
            for (int w = 0; w < m.words; ++w)
                hosted += std::popcount(bn.alive[static_cast<std::size_t>(w)] & hs[w]);
            const long opt = hosted + ((m.blockerMask >> x) & 1);
            if (opt < bestOpt) {
                bestOpt = opt;
                u = x;
            }
        }
        if (u >= 0) {
            bHost(u, s, d);
            return;
        }
    }

    const std::size_t cbeg = bCands.size();
    bGather(bn, &m.attHasB[static_cast<std::size_t>(c) * m.words]);
    const std::size_t cend = bCands.size();
    const std::size_t pathBefore = exclPath.size();
    State o;
    for (std::size_t q = cbeg; q + r <= cend; ++q) {
        const int j = bCands[q];
        if (!poll())
            break;
        if (apply(m.pats[j], s, o) && dynQuick(o, nd))
            bChild(j, s, o, d);
        if (stopped)
            break;
        bExclude(bn, j);
    }
    exclPath.resize(pathBefore);
    bCands.resize(cbeg);
}

void Worker::bGather(const BNode &nd, const u64 *sel)
{
    for (int w = 0; w < m.words; ++w)
        for (u64 x = nd.alive[static_cast<std::size_t>(w)] & sel[w]; x; x &= x - 1)
            bCands.push_back(w * 64 + std::countr_zero(x));
}

void Worker::bHost(int u, const State &s, std::size_t d)
{
    BNode &bn = *bLevels[d];
    const NodeInfo &nd = bn.info;
    const std::size_t cbeg = bCands.size();
    bGather(bn, &m.hostAtB[static_cast<std::size_t>(u) * m.words]);
    const std::size_t cend = bCands.size();
    State o;
    for (std::size_t q = cbeg; q < cend && !stopped; ++q) {
        const int j = bCands[q];
        if (!poll())
            break;
        if (apply(m.pats[j], s, o) && dynQuick(o, nd))
            bChild(j, s, o, d);
    }
    if ((m.blockerMask >> u) & 1 && !stopped && poll()) {
        const std::size_t pathBefore = exclPath.size();
        for (std::size_t q = cbeg; q < cend; ++q)
            bExclude(bn, bCands[q]);
        o = s;
        o.blk |= bit(u);
        bChild(-1, s, o, d);
        exclPath.resize(pathBefore);
    }
    bCands.resize(cbeg);
}

/// The child of level d reached from state s by choosing pattern j (or none, j < 0) into o.
void Worker::bChild(int j, const State &s, const State &o, std::size_t d)
{
    if (j >= 0)
        stack.push_back(j);
    if (static_cast<int>(stack.size()) == splitDepth) {
        Task task{o, 0, ResumeKind::Dyn, 0, 0, stack, exclPath};
        collect->push_back(std::move(task));
    } else if (!(m.constrained & ~o.full)) {
        leaf(o);
    } else {
        BNode &child = bLevel(d + 1);
        const BNode &parent = *bLevels[d];
        const std::size_t W = static_cast<std::size_t>(m.words);
        u64 *kill = bKill.data();
        std::memset(kill, 0, sizeof(u64) * W);
        auto orInto = [&](const std::vector<u64> &sets, u64 cells) {
            for (; cells; cells &= cells - 1) {
                const u64 *k = &sets[static_cast<std::size_t>(std::countr_zero(cells)) * W];
                for (std::size_t w = 0; w < W; ++w)
                    kill[w] |= k[w];
            }
        };
        const u64 newOcc = o.occ & ~s.occ, newNeed = o.needOcc & ~s.needOcc;
        const u64 newFree = o.free & ~s.free, newFull = o.full & ~s.full;
        orInto(m.hostAtB, newOcc | newFree);
        orInto(m.freeHasB, newOcc | newNeed);
        orInto(m.occHasB, newFree);
        orInto(m.attHasB, newFull);
        for (std::size_t w = 0; w < W; ++w)
            child.alive[w] = parent.alive[w] & ~kill[w];
        bNode(o, d + 1);
    }
    if (j >= 0)
        stack.pop_back();
}

} // namespace cpw::exactimpl
