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
    fillLanes(g);
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

    const std::vector<int> allowed = req.allowed.empty() ? defaultAllowed(cat) : req.allowed;
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

    // Symmetries of the problem (shape, targets, preplaced pieces; identity first) as
    // permutations of the model's cells, with the pieces invariant under each.
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
