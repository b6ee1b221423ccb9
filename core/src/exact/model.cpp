/*
 * The exact-attack search (Friedman's puzzle): the pattern model.
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
 * This file builds the model of a request: the canonical pattern set in processing order, the
 * engine choice (occupancy engine where it applies, else the fixed or dynamic pattern order) and
 * the tables each engine reads. The engines live in fixedorder.cpp, dynamic.cpp, dynbitset.cpp
 * and occengine.h; the common leaf with the canonical rules in leaf.cpp; the task split in tasks.cpp.
 */
#include "exact/model.h"

namespace cpw::exactimpl {

std::atomic<std::size_t> gBitsetMaxPatterns{16384};
std::atomic<bool> gOccLanesAllowed{true}; // setOccLanesAllowed

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

/// The engine's tables as lanes (occkernel.h), where the rides, leaps and types fit them.
void fillLanes(OccGeometry &g)
{
    OccLanes &L = g.lanes;
    L = OccLanes{};
    const int nr = static_cast<int>(g.rides.size()), nl = static_cast<int>(g.leaps.size());
    const int nt = static_cast<int>(g.types.size());
    if (nr > OccLanes::kRides || nl > OccLanes::kLeaps || nt > OccLanes::kTypes ||
        g.fillLevels > OccLanes::kPow || !gOccLanesAllowed.load() || !occLanesAvailable())
        return;
    auto put = [](auto &lanes, int i, const OccShift &sh) {
        lanes.src[i] = sh.src;
        lanes.left[i] = static_cast<std::uint64_t>(sh.left);
        lanes.right[i] = static_cast<std::uint64_t>(sh.right);
    };
    for (int r = 0; r < nr; ++r) {
        const OccGeometry::Ride &ride = g.rides[static_cast<std::size_t>(r)];
        put(L.fwd, r, ride.fwd);
        put(L.back, r, ride.back);
        for (int k = 0; k < OccLanes::kPow; ++k) {
            put(L.fwdPow[k], r, ride.fwdPow[static_cast<std::size_t>(k)]);
            put(L.backPow[k], r, ride.backPow[static_cast<std::size_t>(k)]);
        }
    }
    for (int l = 0; l < nl; ++l) {
        put(L.leapFwd, l, g.leaps[static_cast<std::size_t>(l)].fwd);
        put(L.leapBack, l, g.leaps[static_cast<std::size_t>(l)].back);
        if (g.leaps[static_cast<std::size_t>(l)].ownSlot) {
            L.ownLeaps |= std::uint64_t{1} << l;
            L.ownLeapLanes[l] = ~std::uint64_t{0};
        }
    }
    for (int t = 0; t < nt; ++t) {
        const OccGeometry::Type &ty = g.types[static_cast<std::size_t>(t)];
        L.host[t] = ty.host;
        for (int r = 0; r < nr; ++r) {
            const OccGeometry::Ride &ride = g.rides[static_cast<std::size_t>(r)];
            if ((ride.types >> t) & 1)
                L.rides[t][r] = ~std::uint64_t{0};
            else if ((ride.nearTypes >> t) & 1)
                L.nearOnly[t][r] = ~std::uint64_t{0};
        }
        for (int l : ty.leaps)
            L.leaps[t][l] = ~std::uint64_t{0};
        for (int r = 0; r < nr; ++r) {
            const OccGeometry::Ride &ride = g.rides[static_cast<std::size_t>(r)];
            if (!((ride.types >> t) & 1))
                L.notRides[t][r] = ~std::uint64_t{0};
            if (!((ride.nearTypes >> t) & 1))
                L.notNear[t][r] = ~std::uint64_t{0};
        }
        for (int l = 0; l < nl; ++l)
            if (g.leaps[static_cast<std::size_t>(l)].ownSlot && !L.leaps[t][l])
                L.notLeaps[t][l] = ~std::uint64_t{0};
    }
    L.types = nt;
    L.levels = g.fillLevels;
    L.usable = true;
}

namespace {

/// The occupancy engine's cells: the rectangle's cells (bit y * width + x) and their moves.
struct OccGrid {
    const Board &board;
    const OccGeometry &g;
    int w, h;
    int geo(int x, int y) const { return y * w + x; }
    bool cellOk(int x, int y) const { return board.inRectangle(x, y) && board.contains(x, y); }
    /// The board cell (dx, dy) away from board cell gi, or -1.
    signed char neighbour(int gi, int dx, int dy) const
    {
        if (gi >= g.cells || !((g.board >> gi) & 1))
            return -1;
        const int x = gi % w + dx, y = gi / w + dy;
        return static_cast<signed char>(cellOk(x, y) ? geo(x, y) : -1);
    }
    OccShift shiftFor(int dx, int dy) const
    {
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
    }
};

/// The geometry's cells, blockers and targets (as bit planes). False when a target is beyond
/// the engine's levels.
bool occCells(Model &m, const OccGrid &grid)
{
    OccGeometry &g = m.og;
    g.goal = m.mode == ExactMode::Fewest ? OccGeometry::Goal::Fewest
             : m.mode == ExactMode::Most ? OccGeometry::Goal::Most
                                         : OccGeometry::Goal::All;
    g.raw = !m.canonical;
    for (const Pat &p : m.pats)
        g.maxAttack = std::max(g.maxAttack, std::popcount(p.att));
    g.width = grid.w;
    g.cells = grid.w * grid.h;
    g.fillLevels = 1; // a ray crosses at most max(w, h) - 1 cells
    while ((1 << g.fillLevels) - 1 < std::max(grid.w, grid.h) - 1)
        ++g.fillLevels;
    for (int y = 0; y < grid.h; ++y)
        for (int x = 0; x < grid.w; ++x)
            if (grid.cellOk(x, y))
                g.board |= bit(grid.geo(x, y));
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
        return false;
    g.maxTarget = maxT;
    g.planes = 1;
    while ((1 << g.planes) <= maxT)
        ++g.planes;
    return true;
}

/// The step vectors of the engine's rides and leaps, and the types that use them.
struct OccSteps {
    std::vector<int> pieces; ///< the piece of each type
    std::vector<std::pair<int, int>> rideSteps, leapSteps;
};

/// Types: the pieces that have patterns (the model already applied the rules and --no-pawns),
/// with their moves as indices of ride and leap steps. False when the engine cannot take them
/// (limited rides, too many types or steps).
bool occTypes(Model &m, OccSteps &s)
{
    OccGeometry &g = m.og;
    for (const Pat &p : m.pats)
        if (std::find(s.pieces.begin(), s.pieces.end(), p.piece) == s.pieces.end())
            s.pieces.push_back(p.piece);
    std::sort(s.pieces.begin(), s.pieces.end());
    if (static_cast<int>(s.pieces.size()) > OccGeometry::kMaxTypes)
        return false;
    for (int id : s.pieces) {
        OccGeometry::Type ty;
        ty.piece = id;
        for (const Move &mv : m.catalogue->piece(id).moves) {
            if (mv.range != 0 && mv.range != 1)
                return false; // limited rides: the pattern engines
            auto &list = mv.range == 1 ? s.leapSteps : s.rideSteps;
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
    return static_cast<int>(s.rideSteps.size()) <= OccGeometry::kMaxRides &&
           static_cast<int>(s.leapSteps.size()) <= OccGeometry::kMaxLeaps;
}

/// The moves as tables: each type's leap attacks and host cells, the shifts of every ride and
/// leap, and which types use each.
void occMoves(Model &m, const OccGrid &grid, const OccSteps &s)
{
    OccGeometry &g = m.og;
    for (std::size_t t = 0; t < g.types.size(); ++t) {
        OccGeometry::Type &ty = g.types[t];
        for (int gi = 0; gi < g.cells; ++gi) {
            if (!((g.board >> gi) & 1))
                continue;
            for (int l : ty.leaps) {
                const auto [dx, dy] = s.leapSteps[static_cast<std::size_t>(l)];
                if (const int to = grid.neighbour(gi, dx, dy); to >= 0)
                    ty.leapAtt[static_cast<std::size_t>(gi)] |= bit(to);
            }
        }
    }
    for (const Pat &p : m.pats) {
        const std::size_t t =
            static_cast<std::size_t>(std::find(s.pieces.begin(), s.pieces.end(), p.piece) - s.pieces.begin());
        g.types[t].host |= bit(m.boardIdx[p.cell]);
    }
    for (const auto &[dx, dy] : s.rideSteps) {
        OccGeometry::Ride ride;
        ride.fwd = grid.shiftFor(dx, dy);
        ride.back = grid.shiftFor(-dx, -dy);
        for (int k = 0; k < 6; ++k) {
            ride.fwdPow[static_cast<std::size_t>(k)] = grid.shiftFor(dx * (1 << k), dy * (1 << k));
            ride.backPow[static_cast<std::size_t>(k)] = grid.shiftFor(-dx * (1 << k), -dy * (1 << k));
        }
        for (int gi = 0; gi < 64; ++gi) {
            ride.next[static_cast<std::size_t>(gi)] = grid.neighbour(gi, dx, dy);
            ride.prev[static_cast<std::size_t>(gi)] = grid.neighbour(gi, -dx, -dy);
        }
        g.rides.push_back(ride);
    }
    for (const auto &[dx, dy] : s.leapSteps) {
        OccGeometry::Leap leap;
        leap.fwd = grid.shiftFor(dx, dy);
        leap.back = grid.shiftFor(-dx, -dy);
        for (int gi = 0; gi < 64; ++gi)
            leap.src[static_cast<std::size_t>(gi)] = grid.neighbour(gi, -dx, -dy);
        leap.ownSlot =
            std::find(s.rideSteps.begin(), s.rideSteps.end(), std::pair{dx, dy}) == s.rideSteps.end();
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
            auto it =
                std::find(s.rideSteps.begin(), s.rideSteps.end(), s.leapSteps[static_cast<std::size_t>(l)]);
            if (it != s.rideSteps.end())
                g.rides[static_cast<std::size_t>(it - s.rideSteps.begin())].nearTypes |= tb;
        }
    }
}

/// The root: need = targets; preplaced pieces decided (one that attacks nothing as a blocker
/// that the leaf keeps as it is).
void occRoot(Model &m, const ExactRequest &req)
{
    const OccGeometry &g = m.og;
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
}

} // namespace

/// The occupancy-first engine (occengine.h) applies when every cell counts, the
/// rectangle has at most 64 cells and every move is a leap or an unlimited ride. It then replaces both
/// pattern engines.
void buildOcc(Model &m, const ExactRequest &req)
{
    const Board &board = m.board;
    if (req.engine == ExactEngine::Pattern || m.emptyOnly || board.area() > 64 || m.pats.empty())
        return;
    m.og = OccGeometry{};
    const OccGrid grid{board, m.og, board.width(), board.height()};
    if (!occCells(m, grid))
        return;
    OccSteps steps;
    if (!occTypes(m, steps))
        return;
    occMoves(m, grid, steps);
    fillLanes(m.og);
    m.patIndex.reserve(m.pats.size() * 2);
    for (std::size_t j = 0; j < m.pats.size(); ++j) {
        const Pat &p = m.pats[j];
        m.patIndex.emplace(Model::PatKey{p.att, p.free, p.occ, p.piece, p.cell}, static_cast<int>(j));
    }
    occRoot(m, req);
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

namespace {

/// The model's cells in processing order, their targets (as bit planes), the allowed pieces and
/// what the canonical rules need to know of them.
void modelCells(Model &m, const ExactRequest &req)
{
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
    m.allowed = req.allowed.empty() ? defaultAllowed(cat) : req.allowed;
    for (int id = 0; id < cat.size() && id < 32; ++id)
        if (cat.piece(id).kind == PieceKind::Pawn)
            m.pawnIds |= std::uint32_t{1} << id;
    m.boardTargets = req.targets.empty() ? std::vector<int>(board.area(), 1) : req.targets;
    m.nothingAt.assign(static_cast<std::size_t>(cat.size()) * m.n, 0);
    for (int id = 0; id < cat.size(); ++id)
        for (int i = 0; i < m.n; ++i)
            m.nothingAt[static_cast<std::size_t>(id) * m.n + i] =
                pieceRays(board, cat.piece(id), m.boardIdx[i]).empty();
}

/// The allowed king, bishop and pawn where the canonical rules apply (else -1).
struct RulePieces {
    int king = -1, bishop = -1, pawn = -1;
};

/// Adds the pattern of a piece on cell ci whose rays stop at `stops` (false: too many patterns).
bool addPattern(const Model &m, std::vector<Pat> &pats, int piece, int ci,
                const std::vector<std::vector<int>> &rays, const std::vector<int> &stops)
{
    Pat p{bit(ci), 0, 0, 0, piece, ci};
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
}

/// Pieces that attack nothing from the empty cell ci: blockers only (under the canonical rules
/// the least of them).
void addBlockers(Model &m, const ExactRequest &req, int ci)
{
    const Catalogue &cat = req.catalogue;
    std::vector<int> nothing;
    for (int id : m.allowed)
        if (pieceRays(req.board, cat.piece(id), m.boardIdx[ci]).empty())
            nothing.push_back(id);
    if (nothing.empty())
        return;
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

/// Rule 2 on one cell: whether the pawn's cells are exactly the first cells of the bishop's
/// lines, and the first cells of bishop lines that could go on.
struct PawnAsBishop {
    bool applies = false;
    u64 bishopFirstLong = 0;
};

/// Rule 2 applies on this cell when a pawn and a bishop are allowed, the cell has no backward
/// diagonals and the pawn's cells are exactly the first cells of the bishop's lines.
PawnAsBishop pawnAsBishop(const Model &m, const ExactRequest &req, const RulePieces &rp, int cell)
{
    PawnAsBishop r;
    const Board &board = req.board;
    if (rp.bishop < 0 || rp.pawn < 0 || !hasNoBackwardDiagonals(board, cell))
        return r;
    const auto pray = pieceRays(board, req.catalogue.piece(rp.pawn), cell);
    const auto bray = pieceRays(board, req.catalogue.piece(rp.bishop), cell);
    std::vector<int> pawnCells, firstCells;
    bool leaps = true;
    for (const auto &ray : pray) {
        pawnCells.push_back(ray[0]);
        leaps = leaps && ray.size() == 1;
    }
    for (const auto &ray : bray) {
        firstCells.push_back(ray[0]);
        if (ray.size() > 1)
            r.bishopFirstLong |= bit(m.intIdx[ray[0]]);
    }
    std::sort(pawnCells.begin(), pawnCells.end());
    std::sort(firstCells.begin(), firstCells.end());
    r.applies = leaps && !pray.empty() && pawnCells == firstCells;
    return r;
}

/// The patterns of the allowed pieces on the empty cell ci, rules 1 and 2 applied. False when
/// there are too many.
bool cellPatterns(const Model &m, const ExactRequest &req, const RulePieces &rp, int ci,
                  std::vector<Pat> &pats)
{
    const int cell = m.boardIdx[ci];
    const PawnAsBishop rule2 = pawnAsBishop(m, req, rp, cell);
    bool tooMany = false;
    for (int id : m.allowed) {
        const PieceType &piece = req.catalogue.piece(id);
        if (req.noPawns && piece.kind == PieceKind::Pawn)
            continue;
        const auto rays = pieceRays(req.board, piece, cell);
        if (rays.empty())
            continue;
        forEachStops(rays, [&](const std::vector<int> &stops) {
            if (tooMany)
                return;
            const bool enclosed = allStopsAtOne(stops);
            if (piece.kind == PieceKind::Queen && rp.king >= 0 && enclosed)
                return; // Rule 1: the king's pattern
            if (rule2.applies && piece.kind == PieceKind::Bishop && enclosed && !req.noPawns)
                return; // Rule 2: the pawn's pattern (kept as the pawn's, seed 000)
            const std::size_t before = pats.size();
            if (!addPattern(m, pats, id, ci, rays, stops))
                tooMany = true;
            if (pats.size() == before)
                return;
            Pat &p = pats.back();
            if (rule2.applies && piece.kind == PieceKind::Bishop && enclosed) {
                // Without pawns the pawn's pattern is searched as this bishop pattern; its
                // lines stop only where the position has pieces anyway (a blocker that
                // only this line needed would go with the pawn view).
                p.need = 0;
            } else if (rule2.applies && piece.kind == PieceKind::Pawn) {
                p.alt = rp.bishop; // shown as a bishop when its diagonals are blocked at 1
                p.altWhen = rule2.bishopFirstLong;
            }
        });
    }
    return !tooMany;
}

/// Every pattern of every cell (a preplaced piece's own, or blockers and the allowed pieces'),
/// grouped by step (lowest attacked cell), inside a step bigger patterns first. False when there
/// are too many.
bool collectPatterns(Model &m, const ExactRequest &req, const RulePieces &rp, const std::vector<int> &pre)
{
    std::vector<Pat> pats;
    bool tooMany = false;
    for (int ci = 0; ci < m.n && !tooMany; ++ci) {
        const int cell = m.boardIdx[ci];
        if (pre[ci] != kEmpty) {
            const auto rays = pieceRays(req.board, req.catalogue.piece(pre[ci]), cell);
            if (rays.empty()) {
                m.fixedPiece[ci] = pre[ci];
                m.init.occ |= bit(ci);
                continue;
            }
            m.init.needOcc |= bit(ci);
            forEachStops(rays, [&](const std::vector<int> &stops) {
                if (!tooMany && !addPattern(m, pats, pre[ci], ci, rays, stops))
                    tooMany = true;
            });
            continue;
        }
        addBlockers(m, req, ci);
        if (!cellPatterns(m, req, rp, ci, pats))
            tooMany = true;
    }
    if (tooMany)
        return false;
    std::stable_sort(pats.begin(), pats.end(), [](const Pat &a, const Pat &b) {
        const int ma = std::countr_zero(a.att), mb = std::countr_zero(b.att);
        if (ma != mb)
            return ma < mb;
        return std::popcount(a.att) > std::popcount(b.att);
    });
    m.pats = std::move(pats);
    return true;
}

/// Symmetries of the problem (shape, targets, preplaced pieces; identity first) as
/// permutations of the model's cells, with the pieces invariant under each.
void modelSymmetries(Model &m, const ExactRequest &req, const std::vector<int> &pre)
{
    const Board &board = req.board;
    const Catalogue &cat = req.catalogue;
    const int n = m.n;
    std::vector<int> preByCell(static_cast<std::size_t>(board.area()), kEmpty);
    for (int i = 0; i < n; ++i)
        preByCell[static_cast<std::size_t>(m.boardIdx[i])] = pre[i];
    for (Symmetry s : problemGroup(board, m.boardTargets, preByCell)) {
        std::vector<int> perm(n);
        for (int i = 0; i < n; ++i)
            perm[i] = m.intIdx[board.transform(s, m.boardIdx[i])];
        std::uint32_t inv = 0;
        for (int id = 0; id < cat.size() && id < 32; ++id)
            if (cat.piece(id).isInvariantUnder(s))
                inv |= std::uint32_t{1} << id;
        std::vector<int> inverse(n);
        for (int i = 0; i < n; ++i)
            inverse[perm[i]] = i;
        m.invPerm.push_back(std::move(inverse));
        m.perm.push_back(std::move(perm));
        m.invMask.push_back(inv);
    }
}

} // namespace

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
    modelCells(m, req);
    RulePieces rp;
    if (m.canonical) {
        rp.king = allowedOfKind(cat, m.allowed, PieceKind::King);
        rp.bishop = allowedOfKind(cat, m.allowed, PieceKind::Bishop);
        rp.pawn = allowedOfKind(cat, m.allowed, PieceKind::Pawn);
    }
    m.directionalRules = rp.bishop >= 0 && rp.pawn >= 0;

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
    if (!collectPatterns(m, req, rp, pre)) {
        return familyError(ExactError::TooManyPatterns, {}, static_cast<long long>(kMaxPatterns));
    }
    buildOcc(m, req);
    if (!m.occ)
        buildPatternTables(m);
    modelSymmetries(m, req, pre);
    return mp;
}

std::size_t setBitsetPatternLimit(std::size_t limit)
{
    return gBitsetMaxPatterns.exchange(limit);
}

bool setOccLanesAllowed(bool allowed)
{
    return gOccLanesAllowed.exchange(allowed);
}

} // namespace cpw::exactimpl
