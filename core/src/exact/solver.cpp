/*
 * The exact-attack search (seed 000), made fast.
 *
 * Model. Every piece on a cell attacks along rays; for a given occupancy each ray stops at its
 * first occupied cell or at its end. An attack pattern fixes the stop of every ray of one piece
 * on one cell: attacked cells, cells that must be free, cells that must be occupied. A
 * placement is exactly a set of patterns (one per attacking piece) whose conditions agree with
 * the placement, plus pieces that attack nothing (blockers). So solutions are enumerated as
 * compatible pattern sets, every one exactly once.
 *
 * Cell order. Cells are renumbered 0..n-1 in processing order (bitboards use these numbers).
 * A pattern belongs to step m = the lowest cell it attacks. At step t all patterns of step t
 * that the solution uses are chosen at once (as an increasing sequence of pattern indices, so
 * no permutation is produced twice); afterwards nothing can attack cell t any more, so its
 * count is final and must equal its target. Attack counts only grow (patterns never change
 * once chosen), which makes "cell over target" a sound cut.
 *
 * State (all 64-bit masks): cells holding a pattern piece, cells that must be occupied, cells
 * that must be free, and the attack counts as 6 bit-sliced counter planes (adding a pattern's
 * attacked mask is a ripple-carry over the planes). `full` = constrained cells already at
 * their target; a pattern attacking one of them is incompatible (one AND).
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
 *
 * Occupancy engine (occengine.h; every cell counting, leaps and unlimited rides): decides cell contents
 * instead of patterns, counting only settled attacks; its leaf (occLeaf) maps the placement to its pattern
 * set, so the canonical rules, blockers, symmetry and streaming are this file's. It is the automatic choice
 * where it applies.
 *
 * Threads. The tree is cut into tasks by expanding it breadth first, one pattern deeper per
 * level, until there are at least `taskTarget` open nodes (default 256). The cut depends only
 * on the problem and taskTarget, never on the thread count; tasks run via runTasks() and every
 * count is a sum over tasks.
 */
#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <climits>
#include <cstring>
#include <memory>
#include <unordered_map>

#include "cpw/attacks.h"
#include "cpw/exact.h"
#include "exact/occengine.h"
#include "exact/rays.h"

namespace cpw {

using namespace exactimpl;

namespace {

using u64 = std::uint64_t;
constexpr int kPlanes = 6;
constexpr std::size_t kMaxPatterns = 12'000'000;
constexpr int kMaxPieces = 64;
/// The bitset form of the dynamic engine is used up to this many patterns (a test lowers it to
/// check the list form on small boards too).
std::atomic<std::size_t> gBitsetMaxPatterns{16384};

inline u64 bit(int i)
{
    return u64{1} << i;
}
inline u64 lowMask(int t)
{
    return t >= 64 ? ~u64{0} : bit(t) - 1;
}

struct Pat {
    u64 pieceBit;
    u64 att;
    u64 free;
    u64 occ;
    int piece;
    int cell;        ///< internal index
    u64 need = 0;    ///< cells where a blocker is needed (a line stops there and could go on)
    int alt = -1;    ///< rule 2: shown as this piece (a bishop) ...
    u64 altWhen = 0; ///< ... when all these cells are occupied
};

struct State {
    u64 occ = 0;     ///< cells holding a piece
    u64 needOcc = 0; ///< cells that must be occupied (may include cells in occ)
    u64 patOcc = 0;  ///< cells where some chosen line stops although it could continue
    u64 free = 0;    ///< cells that must stay empty
    u64 full = 0;    ///< constrained cells at their target (no more attacks allowed)
    u64 blk = 0;     ///< dynamic engine: must-be-occupied cells decided to take a blocker
    u64 planes[kPlanes] = {};
};

struct Model {
    Board board;
    const Catalogue *catalogue = nullptr;
    int n = 0;
    std::vector<int> boardIdx; ///< internal -> board index
    std::vector<int> intIdx;   ///< board index -> internal or -1
    std::vector<int> target;   ///< internal; kAnyTarget = any
    u64 all = 0;
    u64 constrained = 0; ///< cells with a numeric target
    u64 tplanes[kPlanes] = {};
    bool emptyOnly = false;
    bool canonical = true;
    ExactMode mode = ExactMode::All;
    std::vector<Pat> pats;
    std::vector<int> start;       ///< n + 2 entries: patterns of step t are [start[t], start[t+1])
    std::vector<u64> attackersAt; ///< (n + 1) * n
    std::vector<u64> aliveAt;     ///< n + 1
    /// Per cell c: who can still attack it. An entry (p, piece) says: every pattern of that
    /// piece on p that attacks c attacks all of `att` and needs all of `free` empty.
    struct Entry {
        u64 att;
        u64 free;
        u64 pieceBit;
    };
    std::vector<std::vector<Entry>> attackers;
    std::vector<int> maxAttFrom;            ///< n + 1
    std::vector<std::vector<int>> blockers; ///< per internal cell: pieces that may stand there as blockers
    u64 blockerMask = 0;
    State init;
    std::vector<int> fixedPiece; ///< internal cell -> preplaced piece that attacks nothing, or -1
    // Symmetry
    std::vector<std::vector<int>> perm; ///< per problem symmetry (index 0 = identity): internal permutation
    std::vector<std::vector<int>> invPerm; ///< inverse permutations
    std::vector<char> nothingAt;           ///< [piece * n + cell]: the piece attacks nothing there
    bool directionalRules = false;         ///< rule 2 is active (images may fail the rules)
    std::uint32_t pawnIds = 0;
    std::vector<int> allowed;
    std::vector<int> boardTargets; ///< per board index
    CellSet fixedCells;
    std::vector<std::uint32_t> invMask; ///< per symmetry: piece ids whose moves are invariant
    // Dynamic engine (see the file comment): a compact copy of the patterns.
    struct CPat {
        u64 att;
        u64 free;
        u64 occ;
        u64 pieceBit;
    };
    std::vector<CPat> cp;
    std::vector<unsigned char> patSize; ///< cells attacked per pattern
    std::vector<unsigned char> pcell;   ///< host cell (internal) per pattern
    bool dynamic = false;               ///< the most-constrained-cell engine applies
    bool bitset = false;                ///< ... in its bitset form
    int words = 0;                      ///< 64-bit words of a pattern bitset
    /// Per cell x (x * words): patterns hosted on x, needing x free, needing x occupied,
    /// attacking x.
    std::vector<u64> hostAtB, freeHasB, occHasB, attHasB;
    std::vector<u64> attOf; ///< attacked cells per pattern (dense, for the counting pass)
    // Occupancy-first engine (occengine.h): geometry, and the pattern of a piece in a position.
    bool occ = false;
    OccGeometry og;
    std::vector<int> geoToInt; ///< geometric bit (y * width + x) -> internal cell, -1 = hole
    struct PatKey {
        u64 att, free, occ;
        int piece, cell;
        bool operator==(const PatKey &) const = default;
    };
    struct PatKeyHash {
        std::size_t operator()(const PatKey &k) const
        {
            u64 h = k.att * 0x9E3779B97F4A7C15ull ^ (k.free + 0x632BE59BD9B4E019ull) * 0xC2B2AE3D27D4EB4Full;
            h ^= (k.occ + static_cast<u64>(k.piece) * 131 + static_cast<u64>(k.cell)) * 0x165667B19E3779F9ull;
            return static_cast<std::size_t>(h ^ (h >> 29));
        }
    };
    std::unordered_map<PatKey, int, PatKeyHash> patIndex;
    OccState occRoot;     ///< targets, preplaced pieces decided
    bool occDead = false; ///< the preplaced pieces already overshoot a target
};

inline u64 eqMask(const State &s, const Model &m)
{
    u64 diff = 0;
    for (int i = 0; i < kPlanes; ++i)
        diff |= s.planes[i] ^ m.tplanes[i];
    return ~diff;
}

inline u64 gtMask(const State &s, const Model &m)
{
    u64 gt = 0, eq = ~u64{0};
    for (int i = kPlanes - 1; i >= 0; --i) {
        gt |= eq & s.planes[i] & ~m.tplanes[i];
        eq &= ~(s.planes[i] ^ m.tplanes[i]);
    }
    return gt;
}

inline int countAt(const State &s, int c)
{
    int v = 0;
    for (int i = 0; i < kPlanes; ++i)
        v |= static_cast<int>((s.planes[i] >> c) & 1) << i;
    return v;
}

inline void addAttacks(State &s, u64 att)
{
    u64 carry = att;
    for (int i = 0; i < kPlanes && carry; ++i) {
        const u64 nc = s.planes[i] & carry;
        s.planes[i] ^= carry;
        carry = nc;
    }
}

inline void updateFull(State &s, const Model &m)
{
    const u64 cons = m.emptyOnly ? (m.constrained & s.free) : m.constrained;
    s.full = cons & eqMask(s, m);
}

/// Cell order: rank by rank from the bottom, files left to right (the seed's order). Four
/// other orders (anti-diagonals, rings outside-in and inside-out, snake) gave the same counts
/// and were slower on 4x4..6x6.
std::vector<int> processingOrder(const Board &board)
{
    std::vector<int> order;
    for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x)
            if (board.contains(x, y))
                order.push_back(board.index(x, y));
    return order;
}

/// The occupancy-first engine (occengine.h) applies when every cell counts, the
/// rectangle has at most 64 cells and every move is a leap or an unlimited ride. It then replaces both
/// pattern engines.
void buildOcc(Model &m, const ExactRequest &req)
{
    const Board &board = m.board;
    const int w = board.width(), h = board.height();
    if (req.engine == ExactEngine::Pattern || m.emptyOnly || board.area() > 64 || m.pats.empty())
        return;
    OccGeometry &g = m.og;
    g = OccGeometry{};
    g.goal = m.mode == ExactMode::Fewest ? OccGeometry::Goal::Fewest
             : m.mode == ExactMode::Most ? OccGeometry::Goal::Most
                                         : OccGeometry::Goal::All;
    g.raw = !m.canonical;
    for (const Pat &p : m.pats)
        g.maxAttack = std::max(g.maxAttack, std::popcount(p.att));
    g.width = w;
    g.cells = w * h;
    g.fillLevels = 1; // a ray crosses at most max(w, h) - 1 cells
    while ((1 << g.fillLevels) - 1 < std::max(w, h) - 1)
        ++g.fillLevels;
    auto geo = [&](int x, int y) {
        return y * w + x;
    };
    auto cellOk = [&](int x, int y) {
        return board.inRectangle(x, y) && board.contains(x, y);
    };
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            if (cellOk(x, y))
                g.board |= bit(geo(x, y));
    m.geoToInt.assign(static_cast<std::size_t>(g.cells), -1);
    for (int gi = 0; gi < g.cells; ++gi)
        if ((g.board >> gi) & 1)
            m.geoToInt[static_cast<std::size_t>(gi)] = m.intIdx[gi];
    int maxT = 0;
    for (int gi = 0; gi < g.cells; ++gi) {
        const int ci = m.geoToInt[static_cast<std::size_t>(gi)];
        if (ci < 0)
            continue;
        if ((m.blockerMask >> ci) & 1)
            g.blockers |= bit(gi);
        const int t = m.target[ci];
        if (t == kAnyTarget)
            continue;
        g.constrained |= bit(gi);
        maxT = std::max(maxT, t);
        for (int p = 0; p < OccGeometry::kMaxPlanes; ++p)
            if ((t >> p) & 1)
                g.target[p] |= bit(gi);
    }
    if (maxT > OccGeometry::kMaxLevels - 2 || maxT >= (1 << OccGeometry::kMaxPlanes))
        return;
    g.maxTarget = maxT;
    g.planes = 1;
    while ((1 << g.planes) <= maxT)
        ++g.planes;

    // The board cell (dx, dy) away from board cell gi, or -1.
    auto neighbour = [&](int gi, int dx, int dy) -> signed char {
        if (gi >= g.cells || !((g.board >> gi) & 1))
            return -1;
        const int x = gi % w + dx, y = gi / w + dy;
        return static_cast<signed char>(cellOk(x, y) ? geo(x, y) : -1);
    };
    auto shiftFor = [&](int dx, int dy) {
        OccShift sh;
        const int amount = dx + w * dy;
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x)
                if (cellOk(x, y) && cellOk(x + dx, y + dy))
                    sh.src |= bit(geo(x, y));
        if (sh.src) { // else nothing moves (and no shift by 64 or more)
            sh.left = std::max(amount, 0);
            sh.right = std::max(-amount, 0);
        }
        return sh;
    };
    // Types: the pieces that have patterns (the model already applied the rules and --no-pawns).
    std::vector<int> pieces;
    for (const Pat &p : m.pats)
        if (std::find(pieces.begin(), pieces.end(), p.piece) == pieces.end())
            pieces.push_back(p.piece);
    std::sort(pieces.begin(), pieces.end());
    if (static_cast<int>(pieces.size()) > OccGeometry::kMaxTypes)
        return;
    std::vector<std::pair<int, int>> rideSteps, leapSteps;
    for (int id : pieces) {
        OccGeometry::Type ty;
        ty.piece = id;
        for (const Move &mv : m.catalogue->piece(id).moves) {
            if (mv.range != 0 && mv.range != 1)
                return; // limited rides: the pattern engines
            auto &list = mv.range == 1 ? leapSteps : rideSteps;
            auto &mine = mv.range == 1 ? ty.leaps : ty.rides;
            const std::pair<int, int> step{mv.dx, mv.dy};
            auto it = std::find(list.begin(), list.end(), step);
            const int idx = static_cast<int>(it - list.begin());
            if (it == list.end())
                list.push_back(step);
            if (std::find(mine.begin(), mine.end(), idx) == mine.end())
                mine.push_back(idx);
        }
        g.types.push_back(std::move(ty));
    }
    if (static_cast<int>(rideSteps.size()) > OccGeometry::kMaxRides ||
        static_cast<int>(leapSteps.size()) > OccGeometry::kMaxLeaps)
        return;
    for (std::size_t t = 0; t < g.types.size(); ++t) {
        OccGeometry::Type &ty = g.types[t];
        for (int gi = 0; gi < g.cells; ++gi) {
            if (!((g.board >> gi) & 1))
                continue;
            for (int l : ty.leaps) {
                const auto [dx, dy] = leapSteps[static_cast<std::size_t>(l)];
                if (const int to = neighbour(gi, dx, dy); to >= 0)
                    ty.leapAtt[static_cast<std::size_t>(gi)] |= bit(to);
            }
        }
    }
    for (const Pat &p : m.pats) {
        const std::size_t t =
            static_cast<std::size_t>(std::find(pieces.begin(), pieces.end(), p.piece) - pieces.begin());
        g.types[t].host |= bit(m.boardIdx[p.cell]);
    }
    for (const auto &[dx, dy] : rideSteps) {
        OccGeometry::Ride ride;
        ride.fwd = shiftFor(dx, dy);
        ride.back = shiftFor(-dx, -dy);
        for (int k = 0; k < 6; ++k) {
            ride.fwdPow[static_cast<std::size_t>(k)] = shiftFor(dx * (1 << k), dy * (1 << k));
            ride.backPow[static_cast<std::size_t>(k)] = shiftFor(-dx * (1 << k), -dy * (1 << k));
        }
        for (int gi = 0; gi < 64; ++gi) {
            ride.next[static_cast<std::size_t>(gi)] = neighbour(gi, dx, dy);
            ride.prev[static_cast<std::size_t>(gi)] = neighbour(gi, -dx, -dy);
        }
        g.rides.push_back(ride);
    }
    for (const auto &[dx, dy] : leapSteps) {
        OccGeometry::Leap leap;
        leap.fwd = shiftFor(dx, dy);
        leap.back = shiftFor(-dx, -dy);
        for (int gi = 0; gi < 64; ++gi)
            leap.src[static_cast<std::size_t>(gi)] = neighbour(gi, -dx, -dy);
        leap.ownSlot = std::find(rideSteps.begin(), rideSteps.end(), std::pair{dx, dy}) == rideSteps.end();
        g.leaps.push_back(leap);
    }
    for (std::size_t t = 0; t < g.types.size(); ++t) {
        const std::uint32_t tb = std::uint32_t{1} << t;
        for (int r : g.types[t].rides) {
            g.rides[static_cast<std::size_t>(r)].types |= tb;
            g.rides[static_cast<std::size_t>(r)].nearTypes |= tb;
        }
        for (int l : g.types[t].leaps) {
            g.leaps[static_cast<std::size_t>(l)].types |= tb;
            auto it = std::find(rideSteps.begin(), rideSteps.end(), leapSteps[static_cast<std::size_t>(l)]);
            if (it != rideSteps.end())
                g.rides[static_cast<std::size_t>(it - rideSteps.begin())].nearTypes |= tb;
        }
    }
    m.patIndex.reserve(m.pats.size() * 2);
    for (std::size_t j = 0; j < m.pats.size(); ++j) {
        const Pat &p = m.pats[j];
        m.patIndex.emplace(Model::PatKey{p.att, p.free, p.occ, p.piece, p.cell}, static_cast<int>(j));
    }
    // The root: need = targets; preplaced pieces decided (one that attacks nothing as a blocker
    // that the leaf keeps as it is).
    m.occRoot = OccState{};
    for (int p = 0; p < g.planes; ++p)
        m.occRoot.need[p] = g.target[p];
    m.occRoot.type.fill(kOccUndecided);
    for (int gi = 0; gi < g.cells; ++gi) {
        const int ci = m.geoToInt[static_cast<std::size_t>(gi)];
        if (ci < 0 || !m.fixedCells.test(static_cast<std::size_t>(gi)))
            continue;
        const int piece = req.preplaced.at(gi);
        int t = kOccBlocker;
        for (std::size_t u = 0; u < g.types.size(); ++u)
            if (g.types[u].piece == piece && !((m.init.occ >> ci) & 1))
                t = static_cast<int>(u);
        if (!OccSearch<Model>::apply(g, m.occRoot, gi, t))
            m.occDead = true;
    }
    m.occ = true;
}

/// The tables of the pattern engines (built only when they run): patterns per step, who can
/// still attack a cell from a step on, and the dynamic engine's compact and bitset forms.
void buildPatternTables(Model &m)
{
    m.start.assign(m.n + 2, static_cast<int>(m.pats.size()));
    for (int i = static_cast<int>(m.pats.size()) - 1; i >= 0; --i)
        m.start[std::countr_zero(m.pats[i].att)] = i;
    for (int t = m.n; t >= 0; --t)
        m.start[t] = std::min(m.start[t], m.start[t + 1]);

    const int n = m.n;
    m.attackersAt.assign(static_cast<std::size_t>(n + 1) * n, 0);
    m.aliveAt.assign(n + 1, 0);
    m.maxAttFrom.assign(n + 1, 0);
    for (const Pat &p : m.pats) {
        const int step = std::countr_zero(p.att);
        u64 a = p.att;
        while (a) {
            const int c = std::countr_zero(a);
            a &= a - 1;
            m.attackersAt[static_cast<std::size_t>(step) * n + c] |= p.pieceBit;
        }
        m.aliveAt[step] |= p.pieceBit;
        m.maxAttFrom[step] = std::max(m.maxAttFrom[step], std::popcount(p.att));
    }
    {
        const int np = m.catalogue->size();
        std::vector<Model::Entry> table(static_cast<std::size_t>(n) * n * np,
                                        Model::Entry{~u64{0}, ~u64{0}, 0});
        for (const Pat &p : m.pats)
            for (u64 a = p.att; a; a &= a - 1) {
                const int c = std::countr_zero(a);
                Model::Entry &e = table[(static_cast<std::size_t>(c) * n + p.cell) * np + p.piece];
                e.att &= p.att;
                e.free &= p.free;
                e.pieceBit = p.pieceBit;
            }
        m.attackers.assign(n, {});
        for (int c = 0; c < n; ++c)
            for (int q = 0; q < n * np; ++q) {
                const Model::Entry &e = table[static_cast<std::size_t>(c) * n * np + q];
                if (e.pieceBit)
                    m.attackers[c].push_back(e);
            }
    }
    for (int t = n - 1; t >= 0; --t) {
        for (int c = 0; c < n; ++c)
            m.attackersAt[static_cast<std::size_t>(t) * n + c] |=
                m.attackersAt[static_cast<std::size_t>(t + 1) * n + c];
        m.aliveAt[t] |= m.aliveAt[t + 1];
        m.maxAttFrom[t] = std::max(m.maxAttFrom[t], m.maxAttFrom[t + 1]);
    }
    updateFull(m.init, m);

    // The dynamic engine needs every pattern to attack a constrained cell (then no pattern can
    // be added once every constrained cell is at its target) and every cell to count.
    // Measured: with targets of 3 and more (dense boards, long alive sets) the fixed order's
    // cheaper nodes win (5x5 k=3: 41-45 s fixed, 123 s dynamic as lists, ~80 s as bitsets),
    // so it keeps those.
    m.dynamic = !m.emptyOnly;
    bool bigTargets = false;
    for (int i = 0; i < m.n; ++i)
        if (m.target[i] != kAnyTarget && m.target[i] > 2)
            bigTargets = true;
    m.cp.reserve(m.pats.size());
    m.pcell.reserve(m.pats.size());
    for (const Pat &p : m.pats) {
        if (!(p.att & m.constrained))
            m.dynamic = false;
        m.cp.push_back(Model::CPat{p.att, p.free, p.occ, p.pieceBit});
        m.pcell.push_back(static_cast<unsigned char>(p.cell));
        m.patSize.push_back(static_cast<unsigned char>(std::popcount(p.att)));
    }
    // Bitset form of the dynamic engine (small pattern sets): per cell, the patterns that a
    // change of that cell kills. It makes a node cost only the patterns it removes, which is
    // what lets the dynamic order win with targets of 3 and more too.
    if (bigTargets)
        m.dynamic = false;
    m.bitset = m.dynamic && m.pats.size() <= gBitsetMaxPatterns.load();
    if (m.bitset) {
        m.words = static_cast<int>((m.pats.size() + 63) / 64);
        for (const Pat &p : m.pats)
            m.attOf.push_back(p.att);
        const std::size_t sz = static_cast<std::size_t>(n) * m.words;
        m.hostAtB.assign(sz, 0);
        m.freeHasB.assign(sz, 0);
        m.occHasB.assign(sz, 0);
        m.attHasB.assign(sz, 0);
        for (std::size_t j = 0; j < m.pats.size(); ++j) {
            const Pat &p = m.pats[j];
            const std::size_t w = j / 64;
            const u64 b = bit(static_cast<int>(j % 64));
            m.hostAtB[static_cast<std::size_t>(p.cell) * m.words + w] |= b;
            for (u64 a = p.free; a; a &= a - 1)
                m.freeHasB[static_cast<std::size_t>(std::countr_zero(a)) * m.words + w] |= b;
            for (u64 a = p.occ; a; a &= a - 1)
                m.occHasB[static_cast<std::size_t>(std::countr_zero(a)) * m.words + w] |= b;
            for (u64 a = p.att; a; a &= a - 1)
                m.attHasB[static_cast<std::size_t>(std::countr_zero(a)) * m.words + w] |= b;
        }
    }
}

Result<std::shared_ptr<Model>> buildModel(const ExactRequest &req)
{
    auto mp = std::make_shared<Model>();
    Model &m = *mp;
    m.board = req.board;
    m.catalogue = &req.catalogue;
    m.emptyOnly = req.counting == ExactCounting::EmptyOnly;
    m.canonical = req.canonical;
    m.mode = req.mode;
    const Board &board = req.board;
    const Catalogue &cat = req.catalogue;

    m.boardIdx = processingOrder(board);
    m.n = static_cast<int>(m.boardIdx.size());
    m.intIdx.assign(board.area(), -1);
    for (int i = 0; i < m.n; ++i)
        m.intIdx[m.boardIdx[i]] = i;
    m.all = lowMask(m.n);

    m.target.resize(m.n);
    for (int i = 0; i < m.n; ++i) {
        const int t = req.targets.empty() ? 1 : req.targets[m.boardIdx[i]];
        m.target[i] = t;
        if (t != kAnyTarget) {
            m.constrained |= bit(i);
            for (int p = 0; p < kPlanes; ++p)
                if ((t >> p) & 1)
                    m.tplanes[p] |= bit(i);
        }
    }

    std::vector<int> allowed = req.allowed;
    if (allowed.empty())
        for (PieceKind k : {PieceKind::King, PieceKind::Queen, PieceKind::Rook, PieceKind::Bishop,
                            PieceKind::Knight, PieceKind::Pawn})
            if (cat.find(k) >= 0)
                allowed.push_back(cat.find(k));
    const int king = m.canonical ? allowedOfKind(cat, allowed, PieceKind::King) : -1;
    const int bishop = m.canonical ? allowedOfKind(cat, allowed, PieceKind::Bishop) : -1;
    const int pawn = m.canonical ? allowedOfKind(cat, allowed, PieceKind::Pawn) : -1;
    m.allowed = allowed;
    m.directionalRules = bishop >= 0 && pawn >= 0;
    for (int id = 0; id < cat.size() && id < 32; ++id)
        if (cat.piece(id).kind == PieceKind::Pawn)
            m.pawnIds |= std::uint32_t{1} << id;
    m.boardTargets = req.targets.empty() ? std::vector<int>(board.area(), 1) : req.targets;
    m.nothingAt.assign(static_cast<std::size_t>(cat.size()) * m.n, 0);
    for (int id = 0; id < cat.size(); ++id)
        for (int i = 0; i < m.n; ++i)
            m.nothingAt[static_cast<std::size_t>(id) * m.n + i] =
                pieceRays(board, cat.piece(id), m.boardIdx[i]).empty();

    // Preplaced pieces.
    const bool hasPre = req.preplaced.board().width() == board.width() &&
                        req.preplaced.board().height() == board.height() && !req.preplaced.empty();
    std::vector<int> pre(m.n, kEmpty);
    m.fixedPiece.assign(m.n, -1);
    if (hasPre)
        for (int i = 0; i < m.n; ++i) {
            pre[i] = req.preplaced.at(m.boardIdx[i]);
            if (pre[i] != kEmpty)
                m.fixedCells.set(m.boardIdx[i]);
        }

    m.blockers.assign(m.n, {});
    std::vector<Pat> pats;
    auto addPattern = [&](int piece, int ci, const std::vector<std::vector<int>> &rays,
                          const std::vector<int> &stops, u64 extraFree, u64 extraOcc) {
        Pat p{bit(ci), 0, extraFree, extraOcc, piece, ci};
        for (std::size_t r = 0; r < rays.size(); ++r) {
            const int d = stops[r];
            for (int i = 0; i < d; ++i)
                p.att |= bit(m.intIdx[rays[r][i]]);
            for (int i = 0; i + 1 < d; ++i)
                p.free |= bit(m.intIdx[rays[r][i]]);
            if (d < static_cast<int>(rays[r].size()))
                p.occ |= bit(m.intIdx[rays[r][d - 1]]);
        }
        if (p.free & p.occ)
            return true;
        p.need = p.occ;
        pats.push_back(p);
        return pats.size() <= kMaxPatterns;
    };

    bool tooMany = false;
    for (int ci = 0; ci < m.n && !tooMany; ++ci) {
        const int cell = m.boardIdx[ci];
        if (pre[ci] != kEmpty) {
            const PieceType &piece = cat.piece(pre[ci]);
            const auto rays = pieceRays(board, piece, cell);
            if (rays.empty()) {
                m.fixedPiece[ci] = pre[ci];
                m.init.occ |= bit(ci);
                continue;
            }
            m.init.needOcc |= bit(ci);
            forEachStops(rays, [&](const std::vector<int> &stops) {
                if (!tooMany && !addPattern(pre[ci], ci, rays, stops, 0, 0))
                    tooMany = true;
            });
            continue;
        }
        // Pieces that attack nothing from here: blockers only.
        std::vector<int> nothing;
        for (int id : allowed)
            if (pieceRays(board, cat.piece(id), cell).empty())
                nothing.push_back(id);
        if (!nothing.empty()) {
            if (m.canonical) {
                const int rep = *std::min_element(nothing.begin(), nothing.end());
                if (!(req.noPawns && cat.piece(rep).kind == PieceKind::Pawn))
                    m.blockers[ci].push_back(rep);
            } else {
                for (int id : nothing)
                    if (!(req.noPawns && cat.piece(id).kind == PieceKind::Pawn))
                        m.blockers[ci].push_back(id);
            }
            if (!m.blockers[ci].empty())
                m.blockerMask |= bit(ci);
        }
        // Rule 2 applies on this cell when a pawn and a bishop are allowed, the cell has no
        // backward diagonals and the pawn's cells are exactly the first cells of the bishop's lines.
        bool pawnIsBishop = false;
        u64 bishopFirstLong = 0; // first cells of bishop lines that could go on
        if (bishop >= 0 && pawn >= 0 && hasNoBackwardDiagonals(board, cell)) {
            const auto pray = pieceRays(board, cat.piece(pawn), cell);
            const auto bray = pieceRays(board, cat.piece(bishop), cell);
            std::vector<int> pawnCells, firstCells;
            bool leaps = true;
            for (const auto &r : pray) {
                pawnCells.push_back(r[0]);
                leaps = leaps && r.size() == 1;
            }
            for (const auto &r : bray) {
                firstCells.push_back(r[0]);
                if (r.size() > 1)
                    bishopFirstLong |= bit(m.intIdx[r[0]]);
            }
            std::sort(pawnCells.begin(), pawnCells.end());
            std::sort(firstCells.begin(), firstCells.end());
            pawnIsBishop = leaps && !pray.empty() && pawnCells == firstCells;
        }
        for (int id : allowed) {
            const PieceType &piece = cat.piece(id);
            if (req.noPawns && piece.kind == PieceKind::Pawn)
                continue;
            const auto rays = pieceRays(board, piece, cell);
            if (rays.empty())
                continue;
            forEachStops(rays, [&](const std::vector<int> &stops) {
                if (tooMany)
                    return;
                const bool enclosed = allStopsAtOne(stops);
                if (piece.kind == PieceKind::Queen && king >= 0 && enclosed)
                    return; // Rule 1: the king's pattern
                if (pawnIsBishop && piece.kind == PieceKind::Bishop && enclosed && !req.noPawns)
                    return; // Rule 2: the pawn's pattern (kept as the pawn's, seed 000)
                const std::size_t before = pats.size();
                if (!addPattern(id, ci, rays, stops, 0, 0))
                    tooMany = true;
                if (pats.size() == before)
                    return;
                Pat &p = pats.back();
                if (pawnIsBishop && piece.kind == PieceKind::Bishop && enclosed) {
                    // Without pawns the pawn's pattern is searched as this bishop pattern; its
                    // lines stop only where the position has pieces anyway (a blocker that
                    // only this line needed would go with the pawn view).
                    p.need = 0;
                } else if (pawnIsBishop && piece.kind == PieceKind::Pawn) {
                    p.alt = bishop; // shown as a bishop when its diagonals are blocked at 1
                    p.altWhen = bishopFirstLong;
                }
            });
        }
    }
    if (tooMany) {
        Error e;
        e.code = ErrorCode::Unsupported;
        e.token = "patterns";
        e.value = static_cast<long long>(kMaxPatterns);
        return e;
    }

    // Group by step (lowest attacked cell); inside a step, bigger patterns first.
    std::stable_sort(pats.begin(), pats.end(), [](const Pat &a, const Pat &b) {
        const int ma = std::countr_zero(a.att), mb = std::countr_zero(b.att);
        if (ma != mb)
            return ma < mb;
        return std::popcount(a.att) > std::popcount(b.att);
    });
    m.pats = std::move(pats);
    buildOcc(m, req);
    if (!m.occ)
        buildPatternTables(m);
    const int n = m.n;

    // Symmetries of the problem: shape (holes), targets and preplaced pieces.
    for (Symmetry s : board.symmetries()) {
        std::vector<int> perm(n);
        bool ok = true;
        for (int i = 0; i < n && ok; ++i) {
            const int j = m.intIdx[board.transform(s, m.boardIdx[i])];
            if (j < 0 || m.target[i] != m.target[j] || pre[i] != pre[j])
                ok = false;
            perm[i] = j;
        }
        if (!ok)
            continue;
        std::uint32_t inv = 0;
        for (int id = 0; id < cat.size() && id < 32; ++id)
            if (cat.piece(id).isInvariantUnder(s))
                inv |= std::uint32_t{1} << id;
        std::vector<int> inverse(n);
        for (int i = 0; i < n; ++i)
            inverse[perm[i]] = i;
        if (s == Symmetry::Identity) {
            m.invPerm.insert(m.invPerm.begin(), inverse);
            m.perm.insert(m.perm.begin(), perm);
            m.invMask.insert(m.invMask.begin(), inv);
        } else {
            m.invPerm.push_back(inverse);
            m.perm.push_back(perm);
            m.invMask.push_back(inv);
        }
    }
    return mp;
}

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

    void run(const Task &task)
    {
        stack = task.stack;
        switch (task.kind) {
        case ResumeKind::Step:
            step(task.t, task.s);
            break;
        case ResumeKind::Exact:
            pickExact(task.t, task.next, task.r, task.s);
            break;
        case ResumeKind::Any:
            pickAny(task.t, task.next, task.s);
            break;
        case ResumeKind::Occ: {
            OccSearch<Worker> search(m.og, *this);
            search.run(task.os, task.next);
            break;
        }
        case ResumeKind::Dyn:
            if (m.bitset)
                bRun(task.s, task.excluded);
            else
                dynRun(task.s, task.excluded);
            break;
        }
        flush();
    }

    void flush()
    {
        ctx.addNodes(nodes);
        nodes = 0;
        if (acc.pending) {
            const std::uint64_t want = acc.pending;
            acc.pending = 0;
            if (ctx.countSolutions(want) < want)
                stopped = true;
        }
    }

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
    void occLeaf(const OccState &os)
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

    Placement partialPlacement() const
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
    bool feasible(int t, const State &s)
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

    void step(int t, const State &s)
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
    void pickExact(int t, int i, int r, const State &s)
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

    void pickAny(int t, int i, const State &s)
    {
        const std::size_t b = cand.size();
        filter(i, m.start[t + 1], s);
        pickAnyList(t, b, cand.size(), s);
        cand.resize(b);
    }

private:
    /// Candidate pattern indices, a stack of lists: the patterns of the current step that fit
    /// the state, narrowed again after every pattern chosen (so that "fewer candidates left
    /// than attacks still needed" cuts at once, and deeper levels scan short lists).
    std::vector<int> cand;

    void filter(int from, int to, const State &s)
    {
        for (int j = from; j < to; ++j)
            if (compatible(m.pats[j], s))
                cand.push_back(j);
    }

    void narrow(std::size_t from, std::size_t to, const State &s)
    {
        for (std::size_t q = from; q < to; ++q) {
            const int j = cand[q];
            if (compatible(m.pats[j], s))
                cand.push_back(j);
        }
    }

    void pickExactList(int t, std::size_t b, std::size_t e, int r, const State &s)
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

    void pickAnyList(int t, std::size_t b, std::size_t e, const State &s)
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
    void dynRun(const State &s, const std::vector<int> &excluded)
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
    void dynNode(const State &s, std::size_t b, std::size_t e, NodeInfo &info)
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
    void dynHost(int u, const State &s, std::size_t b, std::size_t e, const NodeInfo &info)
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
    bool dynQuick(const State &o, const NodeInfo &parent) const
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
    void dynChild(int j, const State &o, std::size_t b, std::size_t e, NodeInfo &child)
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

    BNode &bLevel(std::size_t d)
    {
        while (bLevels.size() <= d) {
            auto nd = std::make_unique<BNode>();
            nd->alive.assign(static_cast<std::size_t>(m.words), 0);
            bLevels.push_back(std::move(nd));
        }
        return *bLevels[d];
    }

    /// Gathers the counters of the alive patterns of nd (as the list engine's narrowing does).
    void bCount(BNode &nd)
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

    void bExclude(BNode &nd, int j)
    {
        nd.alive[static_cast<std::size_t>(j) >> 6] &= ~bit(j & 63);
        exclPath.push_back(j);
    }

    void bRun(const State &s, const std::vector<int> &excluded)
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

    void bNode(const State &s, std::size_t d)
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

    void bGather(const BNode &nd, const u64 *sel)
    {
        for (int w = 0; w < m.words; ++w)
            for (u64 x = nd.alive[static_cast<std::size_t>(w)] & sel[w]; x; x &= x - 1)
                bCands.push_back(w * 64 + std::countr_zero(x));
    }

    void bHost(int u, const State &s, std::size_t d)
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
    void bChild(int j, const State &s, const State &o, std::size_t d)
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

    void leaf(const State &s)
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

    void completeRequired(std::size_t i, const State &s)
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

    void completeOptional(std::size_t i, int pieces)
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

    void record(int pieces, std::uint64_t count)
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
    bool offerBest(int pieces)
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

    void recordMaterialised(int pieces)
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
        const bool verify =
            hasNothing && m.directionalRules && !(present & m.pawnIds); // the mirror keeps ranks
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
    bool imageIsSolution(const std::array<signed char, 64> &img) const
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

    Solution makeSolution(int pieces, bool symmetric, int orbit) const
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
};

} // namespace

namespace exactimpl {
std::size_t setBitsetPatternLimit(std::size_t limit)
{
    return gBitsetMaxPatterns.exchange(limit);
}
} // namespace exactimpl

Result<SearchStats> solveExact(const ExactRequest &request, std::stop_token token,
                               const SearchOptions &options)
{
    if (Error e = validateExact(request))
        return e;
    const ExactRequest &req = request;
    auto built = buildModel(req);
    if (!built)
        return built.error();
    const Model &m = *built.value();
    if (req.engine == ExactEngine::Occupancy && !m.occ) {
        Error e;
        e.code = ErrorCode::Unsupported;
        e.token = "engine";
        return e;
    }

    SearchContext ctx(std::move(token), options);
    std::atomic<int> best{req.mode == ExactMode::Fewest ? INT_MAX : -1};
    const int threads = ctx.threads();
    std::vector<Accum> accs(static_cast<std::size_t>(threads) + 1);

    // Split the tree (breadth first, one pattern deeper per level).
    const std::size_t target = req.taskTarget > 0 ? static_cast<std::size_t>(req.taskTarget) : 256;
    std::vector<Task> tasks;
    if (m.occ) {
        Task root;
        root.kind = ResumeKind::Occ;
        root.os = m.occRoot;
        if (!m.occDead)
            tasks.push_back(std::move(root));
    } else {
        tasks.push_back(Task{m.init, 0, m.dynamic ? ResumeKind::Dyn : ResumeKind::Step, 0, 0, {}, {}});
    }
    bool splitStopped = false;
    for (int depth = 1; tasks.size() < target && !splitStopped; ++depth) {
        std::vector<Task> next;
        bool grew = false;
        for (const Task &task : tasks) {
            if (task.t == m.n) {
                next.push_back(task); // a leaf: nothing to split
                continue;
            }
            grew = true;
            Worker w(m, req, ctx, best, accs.back());
            w.splitDepth = depth;
            w.collect = &next;
            w.run(task);
            if (w.stopped)
                splitStopped = true;
        }
        tasks.swap(next);
        if (!grew)
            break;
    }

    bool covered = !splitStopped;
    if (!splitStopped) {
        covered = runTasks(ctx, tasks.size(), [&](std::size_t i, int worker) {
            Worker w(m, req, ctx, best, accs[static_cast<std::size_t>(worker)]);
            w.run(tasks[i]);
        });
    }

    SearchStats stats;
    Accum total;
    for (const Accum &a : accs)
        for (int p = 0; p <= kMaxPieces; ++p) {
            total.byPieces[p] += a.byPieces[p];
            total.distinct840[p] += a.distinct840[p];
            total.symmetric[p] += a.symmetric[p];
        }

    if (req.mode == ExactMode::All) {
        std::uint64_t d8 = 0, sym = 0;
        for (int p = 0; p <= kMaxPieces; ++p) {
            if (total.byPieces[p]) {
                stats.byPieces[p] = total.byPieces[p];
                // A class has one number of pieces, so each count is a whole number of 840ths.
                if (req.distinct)
                    stats.distinctByPieces[p] = (total.distinct840[p] + 420) / 840;
            }
            d8 += total.distinct840[p];
            sym += total.symmetric[p];
        }
        if (!stats.byPieces.empty())
            stats.optimum = stats.byPieces.begin()->first;
        if (req.distinct) {
            stats.distinct = (d8 + 420) / 840;
            stats.symmetric = sym;
        }
    } else {
        const int b = best.load();
        if (b >= 0 && b != INT_MAX) {
            stats.optimum = b;
            stats.byPieces[b] = total.byPieces[b];
            if (req.distinct) {
                stats.distinct = (total.distinct840[b] + 420) / 840;
                stats.distinctByPieces[b] = *stats.distinct;
                stats.symmetric = total.symmetric[b];
            }
            if (ctx.wantsSolutions()) {
                for (Accum &a : accs)
                    for (auto &[pieces, sol] : a.stored)
                        if (pieces == b && !ctx.submit(sol))
                            break;
                const std::uint64_t emitted = ctx.solutions();
                if (total.byPieces[b] > emitted)
                    ctx.countSolutions(total.byPieces[b] - emitted);
            } else {
                ctx.countSolutions(total.byPieces[b]);
            }
        }
    }
    ctx.finish(stats, covered);
    if (req.mode != ExactMode::All)
        stats.provenOptimal = stats.complete && stats.optimum.has_value();
    else if (stats.optimum)
        stats.provenOptimal = stats.complete;
    return stats;
}

} // namespace cpw
