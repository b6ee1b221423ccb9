/*
 * The exact-attack search: the common leaf.
 *
 * Every engine ends in leaf(): the pattern pieces are fixed, so what is left is where blockers
 * (pieces that attack nothing) stand: exactly where a chosen line stops and no pattern piece
 * stands, plus optional pieces on cells that no condition touches where the canonical rules
 * allow them. The leaf counts the placements by number of pieces, keeps the fewest / most with
 * a shared best, counts classes under the board's symmetries (--distinct: each placement adds
 * 1/|class|, in 840ths) and materialises solutions for the stream.
 *
 * Occupancy engine (occengine.h; every cell counting, leaps and unlimited rides): decides cell contents
 * instead of patterns, counting only settled attacks; its leaf (occLeaf) maps the placement to its pattern
 * set, so the canonical rules, blockers, symmetry and streaming are this file's. It is the automatic choice
 * where it applies.
 */
#include "exact/worker.h"

namespace cpw::exactimpl {

/// A complete placement: its pattern set (every attacking piece must form a pattern of
/// the model, which is where the canonical rules live), blockers exactly where a chosen
/// line stops and no pattern piece stands; then the common leaf.
void Worker::occLeaf(const OccState &os)
{
    if (collect) {
        Task task;
        task.kind = ResumeKind::Occ;
        task.t = m.n;
        task.os = os;
        collect->push_back(std::move(task));
        return;
    }
    const OccGeometry &g = m.og;
    State s;
    stack.clear();
    u64 blockers = 0;
    s.occ = m.init.occ; // preplaced pieces that attack nothing
    s.needOcc = m.init.needOcc;
    for (u64 cells = os.occ; cells; cells &= cells - 1) {
        const int gi = std::countr_zero(cells);
        const int ci = m.geoToInt[static_cast<std::size_t>(gi)];
        const int t = os.type[static_cast<std::size_t>(gi)];
        if (t < 0) {
            if (!((m.init.occ >> ci) & 1))
                blockers |= bit(ci);
            continue;
        }
        const OccGeometry::Type &ty = g.types[static_cast<std::size_t>(t)];
        Model::PatKey key{0, 0, 0, ty.piece, ci};
        for (u64 a = ty.leapAtt[static_cast<std::size_t>(gi)]; a; a &= a - 1)
            key.att |= bit(m.geoToInt[static_cast<std::size_t>(std::countr_zero(a))]);
        for (int r : ty.rides) {
            const OccGeometry::Ride &ride = g.rides[static_cast<std::size_t>(r)];
            for (int y = ride.next[static_cast<std::size_t>(gi)]; y >= 0;
                 y = ride.next[static_cast<std::size_t>(y)]) {
                const u64 b = bit(m.geoToInt[static_cast<std::size_t>(y)]);
                key.att |= b;
                const bool last = ride.next[static_cast<std::size_t>(y)] < 0;
                if ((os.occ >> y) & 1) {
                    if (!last)
                        key.occ |= b;
                    break;
                }
                if (!last)
                    key.free |= b;
            }
        }
        const auto it = m.patIndex.find(key);
        if (it == m.patIndex.end())
            return; // not a pattern of the canonical set: found in its canonical form
        const Pat &p = m.pats[static_cast<std::size_t>(it->second)];
        s.occ |= p.pieceBit;
        s.needOcc |= p.occ;
        s.patOcc |= p.need;
        s.free |= p.free;
        stack.push_back(it->second);
    }
    if ((s.needOcc & ~s.occ) != blockers)
        return; // a blocker that no chosen line needs
    leaf(s);
}

Placement Worker::partialPlacement() const
{
    Placement p(m.board);
    if (occCur) {
        for (u64 cells = occCur->occ; cells; cells &= cells - 1) {
            const int gi = std::countr_zero(cells);
            const int t = occCur->type[static_cast<std::size_t>(gi)];
            if (t >= 0)
                p.set(gi, m.og.types[static_cast<std::size_t>(t)].piece);
        }
        return p;
    }
    for (int j : stack)
        p.set(m.boardIdx[m.pats[j].cell], m.pats[j].piece);
    return p;
}

void Worker::leaf(const State &s)
{
    if (collect) {
        // Reached while splitting: keep it as a task so that results are only counted once.
        collect->push_back(Task{s, m.n, ResumeKind::Step, 0, 0, stack, {}});
        return;
    }
    if (!poll())
        return;
    const u64 unfilled = s.needOcc & ~s.occ;
    reqCells.clear();
    optCells.clear();
    for (u64 u = unfilled; u; u &= u - 1) {
        const int c = std::countr_zero(u);
        if (m.blockers[c].empty())
            return;
        if (m.canonical && !m.emptyOnly && !(s.patOcc & bit(c)))
            return; // no line needs a blocker here (rule 3): fill it with an attacking piece
        if (m.emptyOnly && m.canonical && !(s.patOcc & bit(c)) &&
            (m.target[c] == kAnyTarget || countAt(s, c) == m.target[c]))
            return; // a filler that could go: the same solution without it is found elsewhere
        reqCells.push_back(c);
    }
    if (!m.canonical && !m.emptyOnly)
        for (u64 u = m.blockerMask & ~(s.occ | s.free | s.needOcc); u; u &= u - 1)
            optCells.push_back(std::countr_zero(u));
    basePieces = std::popcount(s.occ) + static_cast<int>(reqCells.size());

    if (!materialize && m.mode == ExactMode::All && optCells.empty()) {
        std::uint64_t mult = 1;
        for (int c : reqCells)
            mult *= m.blockers[c].size();
        record(basePieces, mult);
        return;
    }
    if (!materialize && optCells.empty()) {
        std::uint64_t mult = 1;
        for (int c : reqCells)
            mult *= m.blockers[c].size();
        record(basePieces, mult);
        return;
    }
    if (!materialize) {
        // Raw counting with optional blockers: distribution by the number of extra pieces.
        std::vector<std::uint64_t> poly{1};
        for (int c : optCells) {
            const std::uint64_t k = m.blockers[c].size();
            std::vector<std::uint64_t> next(poly.size() + 1, 0);
            for (std::size_t j = 0; j < poly.size(); ++j) {
                next[j] += poly[j];
                next[j + 1] += poly[j] * k;
            }
            poly.swap(next);
        }
        std::uint64_t mult = 1;
        for (int c : reqCells)
            mult *= m.blockers[c].size();
        for (std::size_t j = 0; j < poly.size(); ++j)
            if (poly[j])
                record(basePieces + static_cast<int>(j), mult * poly[j]);
        return;
    }
    // Materialise every completion.
    std::fill(piece.begin(), piece.end(), kEmpty);
    for (int j : stack)
        piece[m.pats[j].cell] = m.pats[j].piece;
    for (int i = 0; i < m.n; ++i)
        if (m.fixedPiece[i] >= 0)
            piece[i] = m.fixedPiece[i];
    // Rule 2 display: a first-rank pawn whose bishop lines all stop at distance 1.
    const u64 finalOcc = s.occ | unfilled;
    for (int j : stack) {
        const Pat &p = m.pats[j];
        if (p.alt >= 0 && (p.altWhen & finalOcc) == p.altWhen)
            piece[p.cell] = p.alt;
    }
    completeRequired(0, s);
}

void Worker::completeRequired(std::size_t i, const State &s)
{
    if (i == reqCells.size()) {
        completeOptional(0, basePieces);
        return;
    }
    const int c = reqCells[i];
    for (int id : m.blockers[c]) {
        piece[c] = id;
        completeRequired(i + 1, s);
        if (stopped)
            break;
    }
    piece[c] = kEmpty;
}

void Worker::completeOptional(std::size_t i, int pieces)
{
    if (stopped)
        return;
    if (i == optCells.size()) {
        recordMaterialised(pieces);
        return;
    }
    const int c = optCells[i];
    completeOptional(i + 1, pieces);
    for (int id : m.blockers[c]) {
        piece[c] = id;
        completeOptional(i + 1, pieces + 1);
    }
    piece[c] = kEmpty;
}

void Worker::record(int pieces, std::uint64_t count)
{
    if (m.mode == ExactMode::All) {
        acc.byPieces[pieces] += count;
        if (hasLimit) {
            if (ctx.countSolutions(count) < count)
                stopped = true;
        } else {
            acc.pending += count;
            if (acc.pending >= (1u << 16))
                flush();
        }
        return;
    }
    if (!offerBest(pieces))
        return;
    acc.byPieces[pieces] += count;
}

/// Updates the shared best; false if `pieces` is worse than the best known.
bool Worker::offerBest(int pieces)
{
    int b = best.load(std::memory_order_relaxed);
    if (m.mode == ExactMode::Fewest) {
        while (pieces < b && !best.compare_exchange_weak(b, pieces)) {
        }
        if (pieces < b)
            ctx.setBestObjective(pieces);
        return pieces <= best.load();
    }
    while (pieces > b && !best.compare_exchange_weak(b, pieces)) {
    }
    if (pieces > b)
        ctx.setBestObjective(pieces);
    return pieces >= best.load();
}

void Worker::recordMaterialised(int pieces)
{
    if (m.mode != ExactMode::All && !offerBest(pieces))
        return;
    // Symmetry. The group available to this solution: the problem's symmetries under which
    // all its pieces are invariant (a pawn: only the left-right mirror). Its class is the
    // set of its images that are solutions; counting 1/|class| per solution sums to the
    // number of classes. Images are solutions automatically except where the canonical
    // rules are directional (rule 2 with a blocker that attacks nothing): those are checked.
    std::uint32_t present = 0;
    bool hasNothing = false;
    for (int i = 0; i < m.n; ++i)
        if (piece[i] != kEmpty) {
            if (piece[i] < 32)
                present |= std::uint32_t{1} << piece[i];
            if (m.nothingAt[static_cast<std::size_t>(piece[i]) * m.n + i])
                hasNothing = true;
        }
    const bool verify = hasNothing && m.directionalRules && !(present & m.pawnIds); // the mirror keeps ranks
    int stab = 0, classSize = 0;
    bool minimal = true;
    std::array<std::array<signed char, 64>, 8> images;
    for (std::size_t g = 0; g < m.perm.size(); ++g) {
        if (present & ~m.invMask[g])
            continue;
        auto &img = images[classSize];
        const std::vector<int> &inv = m.invPerm[g];
        for (int c = 0; c < m.n; ++c)
            img[c] = static_cast<signed char>(piece[inv[c]]);
        bool same = true;
        for (int c = 0; c < m.n && same; ++c)
            same = img[c] == piece[c];
        if (same) {
            ++stab;
            if (g == 0)
                ++classSize;
            continue;
        }
        bool seen = false;
        for (int j = 0; j < classSize && !seen; ++j)
            seen = std::equal(img.begin(), img.begin() + m.n, images[j].begin());
        if (seen || (verify && !imageIsSolution(img)))
            continue;
        ++classSize;
        if (minimal && req.distinct)
            for (int c = 0; c < m.n; ++c)
                if (img[c] != piece[c]) {
                    if (img[c] < piece[c])
                        minimal = false;
                    break;
                }
    }
    if (classSize == 0)
        classSize = stab = 1;
    const bool symmetric = stab > 1;
    const std::uint64_t share = 840 / static_cast<std::uint64_t>(classSize);
    const int orbit = classSize;

    if (m.mode == ExactMode::All) {
        acc.byPieces[pieces] += 1;
        acc.distinct840[pieces] += share;
        if (symmetric)
            acc.symmetric[pieces] += 1;
        if (ctx.wantsSolutions() && (!req.distinct || minimal)) {
            flush();
            if (!ctx.submit(makeSolution(pieces, symmetric, orbit)))
                stopped = true;
        } else if (hasLimit) {
            if (ctx.countSolutions(1) < 1)
                stopped = true;
        } else {
            ++acc.pending;
        }
        return;
    }
    acc.byPieces[pieces] += 1;
    acc.distinct840[pieces] += share;
    if (symmetric)
        acc.symmetric[pieces] += 1;
    if (ctx.wantsSolutions() && (!req.distinct || minimal)) {
        // Keep it until the optimum is known; drop stored ones that are already beaten.
        acc.stored.emplace_back(pieces, makeSolution(pieces, symmetric, orbit));
        if (acc.stored.size() > 4096 && acc.stored.size() % 4096 == 0) {
            const int b = best.load();
            std::erase_if(acc.stored, [&](const auto &e) { return e.first != b; });
        }
    }
}

/// Full check of a symmetric image (rare: see recordMaterialised): attack counts and
/// canonical form, written with the core's plain attack code.
bool Worker::imageIsSolution(const std::array<signed char, 64> &img) const
{
    Placement p(m.board);
    for (int i = 0; i < m.n; ++i)
        if (img[i] != kEmpty)
            p.set(m.boardIdx[i], img[i]);
    const std::vector<int> counts = attackCounts(p, *m.catalogue);
    for (int i = 0; i < m.n; ++i) {
        const int t = m.target[i];
        if (t == kAnyTarget || (m.emptyOnly && img[i] != kEmpty))
            continue;
        if (counts[m.boardIdx[i]] != t)
            return false;
    }
    return canonicalFormFor(p, *m.catalogue, m.allowed, req.counting, m.boardTargets, m.fixedCells) == p;
}

Solution Worker::makeSolution(int pieces, bool symmetric, int orbit) const
{
    Solution sol;
    sol.placement = Placement(m.board);
    for (int i = 0; i < m.n; ++i)
        if (piece[i] != kEmpty)
            sol.placement.set(m.boardIdx[i], piece[i]);
    sol.objective = pieces;
    sol.symmetric = symmetric;
    sol.orbitSize = orbit;
    return sol;
}

} // namespace cpw::exactimpl
