/*
 * The exact-attack search: the fixed-order pattern engine.
 *
 * Cell order. Cells are renumbered 0..n-1 in processing order (bitboards use these numbers).
 * A pattern belongs to step m = the lowest cell it attacks. At step t all patterns of step t
 * that the solution uses are chosen at once (as an increasing sequence of pattern indices, so
 * no permutation is produced twice); afterwards nothing can attack cell t any more, so its
 * count is final and must equal its target. Attack counts only grow (patterns never change
 * once chosen), which makes "cell over target" a sound cut.
 *
 * Pruning (all sound):
 *  - over target: as above;
 *  - under target: attackersAt[t][c] = cells p holding some pattern of step >= t that attacks
 *    c. A future cell c can still gain at most |attackersAt[t][c] & cells still able to take a
 *    piece| attacks (a piece attacks a cell at most once); fewer than it needs -> cut;
 *  - a cell that must be occupied but can no longer take a pattern piece nor a blocker -> cut;
 *  - fewest / most pieces: branch and bound on a shared best (a lower bound from the missing
 *    attacks / the largest remaining pattern; an upper bound from the cells still free to take
 *    a piece). Only nodes that cannot reach the current best are cut, so the set of optimal
 *    solutions is the same for any thread count.
 *
 * Empty-only counting (Friedman's V(n,k)): an occupied cell carries no condition. At its step
 * an undecided cell is branched into "stays empty" (exact count) and "will be occupied" (any
 * count); the two branches partition the placements.
 */
#include "exact/worker.h"

namespace cpw::exactimpl {

/// Sound cuts before working on step t.
bool Worker::feasible(int t, const State &s)
{
    const u64 unfilled = s.needOcc & ~s.occ;
    if (unfilled & ~(m.aliveAt[t] | m.blockerMask))
        return false;
    const u64 avail = m.all & ~(s.occ | s.free);
    const u64 *att = &m.attackersAt[static_cast<std::size_t>(t) * m.n];
    const u64 cons = m.emptyOnly ? (m.constrained & s.free) : m.constrained;
    u64 check = m.all & ~lowMask(t) & cons & ~s.full;
    const u64 blockedAtt = s.full | lowMask(t);
    const u64 taken = s.occ | s.needOcc;
    int deficit = 0;
    while (check) {
        const int c = std::countr_zero(check);
        check &= check - 1;
        const int need = m.target[c] - countAt(s, c);
        if (need <= 0)
            continue;
        const u64 pot = att[c] & avail;
        if (need == 1 ? pot == 0 : std::popcount(pot) < need)
            return false;
        // Sharper: count only pieces whose always-attacked cells are not at their target
        // or already done, and whose line to c can still be free.
        u64 alive = 0;
        int found = 0;
        for (const Model::Entry &e : m.attackers[c]) {
            if (!(e.pieceBit & pot) || (e.att & blockedAtt) || (e.free & taken) || (alive & e.pieceBit))
                continue;
            alive |= e.pieceBit;
            if (++found >= need)
                break;
        }
        if (found < need)
            return false;
        deficit += need;
    }
    if (m.mode == ExactMode::Fewest) {
        const int b = best.load(std::memory_order_relaxed);
        if (b != INT_MAX) {
            const int maxAtt = std::max(1, m.maxAttFrom[t]);
            const int lb =
                std::popcount(s.occ) + std::max(std::popcount(unfilled), (deficit + maxAtt - 1) / maxAtt);
            if (lb > b)
                return false;
        }
    } else if (m.mode == ExactMode::Most) {
        const int b = best.load(std::memory_order_relaxed);
        const u64 extra = m.aliveAt[t] | m.blockerMask; // blockers may be needed later
        const int ub = std::popcount(s.occ) + std::popcount(avail & extra);
        if (ub < b)
            return false;
    }
    return true;
}

void Worker::step(int t, const State &s)
{
    if (stopped)
        return;
    if (t == m.n) {
        leaf(s);
        return;
    }
    if (!feasible(t, s))
        return;
    const int tg = m.target[t];
    const int cnt = countAt(s, t);
    const u64 b = bit(t);
    if (!m.emptyOnly) {
        if (tg == kAnyTarget)
            pickAny(t, m.start[t], s);
        else if (cnt <= tg)
            pickExact(t, m.start[t], tg - cnt, s);
        return;
    }
    if (tg == kAnyTarget || ((s.occ | s.needOcc) & b)) {
        pickAny(t, m.start[t], s);
        return;
    }
    if (s.free & b) {
        if (cnt <= tg)
            pickExact(t, m.start[t], tg - cnt, s);
        return;
    }
    if (cnt <= tg) {
        State f = s;
        f.free |= b;
        updateFull(f, m);
        pickExact(t, m.start[t], tg - cnt, f);
    }
    if (b & (m.aliveAt[t] | m.blockerMask)) {
        State o = s;
        o.needOcc |= b;
        pickAny(t, m.start[t], o);
    }
}

/// Entry points: the candidates of step t from pattern index i on that fit state s.
void Worker::pickExact(int t, int i, int r, const State &s)
{
    if (r == 0) {
        step(t + 1, s);
        return;
    }
    const std::size_t b = cand.size();
    filter(i, m.start[t + 1], s);
    pickExactList(t, b, cand.size(), r, s);
    cand.resize(b);
}

void Worker::pickAny(int t, int i, const State &s)
{
    const std::size_t b = cand.size();
    filter(i, m.start[t + 1], s);
    pickAnyList(t, b, cand.size(), s);
    cand.resize(b);
}

void Worker::filter(int from, int to, const State &s)
{
    for (int j = from; j < to; ++j)
        if (compatible(m.pats[j], s))
            cand.push_back(j);
}

void Worker::narrow(std::size_t from, std::size_t to, const State &s)
{
    for (std::size_t q = from; q < to; ++q) {
        const int j = cand[q];
        if (compatible(m.pats[j], s))
            cand.push_back(j);
    }
}

void Worker::pickExactList(int t, std::size_t b, std::size_t e, int r, const State &s)
{
    State o;
    for (std::size_t q = b; q + r <= e; ++q) {
        const int j = cand[q];
        if (!poll())
            return;
        if (!apply(m.pats[j], s, o))
            continue;
        stack.push_back(j);
        if (static_cast<int>(stack.size()) == splitDepth) {
            collect->push_back(Task{o, t, ResumeKind::Exact, j + 1, r - 1, stack, {}});
        } else if (r == 1) {
            step(t + 1, o);
        } else {
            const std::size_t nb = cand.size();
            narrow(q + 1, e, o);
            if (cand.size() - nb >= static_cast<std::size_t>(r - 1))
                pickExactList(t, nb, cand.size(), r - 1, o);
            cand.resize(nb);
        }
        stack.pop_back();
        if (stopped)
            return;
    }
}

void Worker::pickAnyList(int t, std::size_t b, std::size_t e, const State &s)
{
    step(t + 1, s);
    State o;
    for (std::size_t q = b; q < e; ++q) {
        if (stopped)
            return;
        const int j = cand[q];
        if (!poll())
            return;
        if (!apply(m.pats[j], s, o))
            continue;
        stack.push_back(j);
        if (static_cast<int>(stack.size()) == splitDepth) {
            collect->push_back(Task{o, t, ResumeKind::Any, j + 1, 0, stack, {}});
        } else {
            const std::size_t nb = cand.size();
            narrow(q + 1, e, o);
            pickAnyList(t, nb, cand.size(), o);
            cand.resize(nb);
        }
        stack.pop_back();
    }
}

} // namespace cpw::exactimpl
