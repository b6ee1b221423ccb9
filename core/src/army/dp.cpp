/*
 * The most valuable peaceful army by a rank-by-rank dynamic programme (--engine dp,
 * docs/army.md "The rank-by-rank dynamic programme").
 *
 * The board (a rectangle without holes, no fixed pieces, kinds among the standard queen, rook,
 * bishop, knight and king) is filled rank by rank along its longer side. The state after a
 * rank holds what constrains the ranks above (convention 5: attacks on the empty board):
 * the contents of the last two ranks (empty, king, knight, other; two ranks back only knight or
 * other), and for every line that goes on upwards (each file when rooks or queens are allowed,
 * each diagonal of both directions when bishops or queens are) its status: empty so far, holds
 * a rider along it (then nothing above), holds another piece (then no rider above); with
 * --each-type also the kinds used. States with the same key keep the largest value; a state and
 * its left-right mirror image are one state.
 *
 * A state of value v after r of H ranks is kept only when v + UB(H - r) reaches the threshold
 * T, where UB(k) is the optimum of the W x k rectangle (the restriction of a peaceful army to
 * ranks is peaceful), proven first by the clique engine for k < H (within a time limit; else its
 * bound, or the best split of k into two bounded heights), and T is the best army known (the
 * start, or a beam run of this programme). With --each-type a state that still misses some of the
 * demanded rook-movers M (queens, rooks) is bounded by UB(k, M) instead, the optimum of the
 * rectangles holding M (the clique engine with ArmyRequest::required), and the beam keeps the
 * best states of each set of kinds used. Every army worth at least T therefore survives to the
 * end, so the largest value found is the optimum; its army is read back rank by rank from the
 * kept tables. A stop (checked every 4096 states) ends the programme with the bound of the last
 * complete rank r:
 * max(T - 1, max over states of v + UB(H - r)).
 */
#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <functional>
#include <thread>

#include "internal.h"

namespace cpw::army {

namespace {

using u64 = std::uint64_t;
using u128 = unsigned __int128;

enum Type { TQ, TR, TB, TN, TK };
enum Status : unsigned char { Empty = 0, Rider = 1, Other = 2 };
constexpr int kMaxWidth = 12;                  // 10 W + 5 bits of a state key (128)
constexpr std::size_t kMaxSlots = 120'000'000; // all tables together (24 bytes a slot)
constexpr double kRectangleSeconds = 30.0;     // the clique engine's limit for a rectangle bound

struct DpKind {
    int id = -1;
    Type type = TQ;
    long long value = 0;
    bool ortho() const { return type == TQ || type == TR; }
    bool diag() const { return type == TQ || type == TB; }
};

/// A state: p2 (0 empty, 1 knight, 2 other), p1 (0 empty, 1 king, 2 knight, 3 other), the
/// statuses of the files and of the diagonals through each cell of the next rank (up: from
/// lower left, dn: from lower right), the kinds used.
struct State {
    std::array<unsigned char, kMaxWidth> p2{}, p1{}, file{}, up{}, dn{};
    int used = 0;
};

struct Slot {
    u64 a = 0, b = 0;
    long long v = -1;
};

/// Open addressing with linear probing; a slot is free when v < 0.
class Table {
public:
    explicit Table(std::size_t capacity = 16) { m_slots.assign(capacity, Slot{}); }
    std::size_t size() const { return m_count; }
    std::size_t capacity() const { return m_slots.size(); }
    const std::vector<Slot> &slots() const { return m_slots; }
    void put(u64 a, u64 b, long long v)
    {
        if ((m_count + 1) * 10 > m_slots.size() * 7)
            grow();
        Slot *s = find(a, b);
        if (s->v < 0) {
            *s = Slot{a, b, v};
            ++m_count;
        } else if (v > s->v)
            s->v = v;
    }
    long long get(u64 a, u64 b) const
    {
        const Slot *s = const_cast<Table *>(this)->find(a, b);
        return s->v;
    }

private:
    Slot *find(u64 a, u64 b)
    {
        u64 h = a * 0x9E3779B97F4A7C15ull ^ (b + 0x632BE59BD9B4E019ull) * 0xC2B2AE3D27D4EB4Full;
        h ^= h >> 31;
        h *= 0xD6E8FEB86659FD93ull;
        h ^= h >> 29;
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = h & mask;; i = (i + 1) & mask) {
            Slot &s = m_slots[i];
            if (s.v < 0 || (s.a == a && s.b == b))
                return &s;
        }
    }
    void grow()
    {
        std::vector<Slot> old(m_slots.size() * 2);
        old.swap(m_slots);
        m_count = 0;
        for (const Slot &s : old)
            if (s.v >= 0)
                put(s.a, s.b, s.v);
    }
    std::vector<Slot> m_slots;
    std::size_t m_count = 0;
};

/// What the programme needs of the problem.
struct Shape {
    int width = 0; ///< cells of a rank (the shorter side)
    std::vector<DpKind> kinds;
    bool eachType = false;
    bool anyOrtho = false, anyDiag = false;
    long long maxOther = 0, maxOrtho = 0; ///< heaviest non-rook-mover, heaviest rook-mover
    int allUsed() const { return (1 << kinds.size()) - 1; }
    /// The kinds (indices) whose demand the rank bounds see: the rook-movers among those that
    /// --each-type demands (a queen or rook costs a whole rank and file; the others are cheap).
    std::vector<int> heavy;
};

/// UB(k, M): an upper bound of the W x k rectangle's armies that hold every kind of M (a set of
/// the heavy kinds; other missing kinds are not seen, which only weakens the bound).
class RankBounds {
public:
    RankBounds(const Shape &shape, int height)
        : m_heavy(shape.heavy), m_v(static_cast<std::size_t>(height + 1) << shape.heavy.size(), 0)
    {
    }
    int subsets() const { return 1 << m_heavy.size(); }
    long long &at(int k, int subset) { return m_v[(static_cast<std::size_t>(k) << m_heavy.size()) + subset]; }
    long long at(int k, int subset) const
    {
        return m_v[(static_cast<std::size_t>(k) << m_heavy.size()) + subset];
    }
    /// The bound of k ranks for a state missing the kinds `missing` (bits of kind indices).
    long long of(int k, int missing) const
    {
        int subset = 0;
        for (std::size_t i = 0; i < m_heavy.size(); ++i)
            if (missing >> m_heavy[i] & 1)
                subset |= 1 << i;
        return at(k, subset);
    }
    const std::vector<int> &heavy() const { return m_heavy; }

private:
    std::vector<int> m_heavy;
    std::vector<long long> m_v;
};
constexpr long long kNoArmy = -(1LL << 50); ///< UB of a rectangle that cannot hold the kinds

/// One run of the programme on width x height with threshold T and the rectangle bounds ub.
class RankDp {
public:
    RankDp(const Shape &shape, int height, long long threshold, const RankBounds &ub, SearchContext *context)
        : m_s(shape), m_w(shape.width), m_h(height), m_t(threshold), m_ub(ub), m_context(context)
    {
    }
    std::size_t beam = 0;             ///< keep only this many best states per rank (0: all; per kinds used)
    bool keepTables = false;          ///< for reading the army back
    std::size_t maxSlots = kMaxSlots; ///< past this (all tables), the run stops: overflow
    std::uint64_t transitions = 0;
    bool stopped = false, overflow = false;
    long long bound = -1; ///< after a stop: the bound of the last complete rank
    std::vector<std::size_t> statesPerRank;

    /// The largest value reaching the threshold, or -1 (none; or stopped).
    long long run()
    {
        Table first;
        putCanonical(first, State{}, 0);
        m_tables.clear();
        m_tables.push_back(std::move(first));
        for (m_rank = 1; m_rank <= m_h; ++m_rank) {
            Table next(1 << 12);
            m_out = &next;
            m_heldSlots = 0;
            for (const Table &t : m_tables)
                m_heldSlots += t.capacity();
            std::size_t seen = 0;
            for (const Slot &s : m_tables.back().slots()) {
                if (s.v < 0)
                    continue;
                if ((++seen & 4095) == 0 && m_context && m_context->stopRequested())
                    return stop(m_rank - 1);
                decode(s.a, s.b, m_cur);
                m_curV = s.v;
                fillRank(0, 0, false, false, 0);
                if (m_abort) // a stop or the slot limit in the middle of the rank
                    return stop(m_rank - 1);
            }
            if (beam)
                applyBeam(next);
            statesPerRank.push_back(next.size());
            if (!keepTables)
                m_tables.clear();
            m_tables.push_back(std::move(next));
            std::size_t slots = 0;
            for (const Table &t : m_tables)
                slots += t.capacity();
            if (slots > maxSlots) {
                overflow = true;
                return stop(m_rank);
            }
            if (m_tables.back().size() == 0)
                return -1;
        }
        long long best = -1;
        for (const Slot &s : m_tables.back().slots())
            best = std::max(best, s.v);
        return best;
    }

    /// The ranks of an army worth `value` (after run() with keepTables): fill[rank][x] = index
    /// into the kinds or -1.
    std::vector<std::vector<int>> armyOf(long long value);

private:
    long long stop(int done)
    {
        stopped = true;
        bound = m_t - 1;
        const int rest = m_h - done;
        for (const Slot &s : m_tables.back().slots())
            if (s.v >= 0)
                bound = std::max(bound, s.v + m_ub.of(rest, missing(usedOf(s.a, s.b))));
        return -1;
    }
    void encode(const State &s, u64 &a, u64 &b) const
    {
        u128 k = 0;
        for (int x = 0; x < m_w; ++x)
            k = (k << 4) | static_cast<u128>((s.p2[x] << 2) | s.p1[x]);
        k = (k << 5) | static_cast<u128>(s.used);
        for (int x = 0; x < m_w; ++x)
            k = (k << 2) | s.file[x];
        for (int x = 1; x < m_w; ++x)
            k = (k << 2) | s.up[x];
        for (int x = 0; x + 1 < m_w; ++x)
            k = (k << 2) | s.dn[x];
        a = static_cast<u64>(k >> 64);
        b = static_cast<u64>(k);
    }
    /// The kinds used (State::used) of an encoded state, without decoding the rest: encode()
    /// puts them above the 2w file and 2(w - 1) + 2(w - 1) diagonal bits.
    int usedOf(u64 a, u64 b) const
    {
        const u128 k = (static_cast<u128>(a) << 64) | b;
        return static_cast<int>((k >> (2 * m_w + 4 * (m_w - 1))) & 31);
    }
    void decode(u64 a, u64 b, State &s) const
    {
        u128 k = (static_cast<u128>(a) << 64) | b;
        auto take = [&](int bits) {
            const int v = static_cast<int>(k & ((u128(1) << bits) - 1));
            k >>= bits;
            return static_cast<unsigned char>(v);
        };
        s.dn[m_w - 1] = Empty;
        for (int x = m_w - 2; x >= 0; --x)
            s.dn[x] = take(2);
        s.up[0] = Empty;
        for (int x = m_w - 1; x >= 1; --x)
            s.up[x] = take(2);
        for (int x = m_w - 1; x >= 0; --x)
            s.file[x] = take(2);
        s.used = take(5);
        for (int x = m_w - 1; x >= 0; --x) {
            s.p1[x] = take(2);
            s.p2[x] = take(2);
        }
    }
    State mirror(const State &s) const
    {
        State m;
        m.used = s.used;
        for (int x = 0; x < m_w; ++x) {
            const int y = m_w - 1 - x;
            m.p2[x] = s.p2[y];
            m.p1[x] = s.p1[y];
            m.file[x] = s.file[y];
            m.up[x] = s.dn[y];
            m.dn[x] = s.up[y];
        }
        return m;
    }
    /// The key of the state or of its mirror image, whichever is smaller; mirrored = which.
    void canonical(const State &s, u64 &a, u64 &b, bool &mirrored) const
    {
        encode(s, a, b);
        u64 c, d;
        encode(mirror(s), c, d);
        mirrored = c < a || (c == a && d < b);
        if (mirrored)
            a = c, b = d;
    }
    void putCanonical(Table &t, const State &s, long long v)
    {
        u64 a, b;
        bool m;
        canonical(s, a, b, m);
        t.put(a, b, v);
    }
    State successor(const State &cur) const;
    void finish(long long pv, int used);
    void fillRank(int x, long long pv, bool rankAny, bool rankOrtho, int used);
    int missing(int used) const { return m_s.eachType ? m_s.allUsed() & ~used : 0; }
    /// Keeps about `beam` states: the best of each set of kinds used, in equal shares (with
    /// --each-type a state that placed its queen early is worth less now and would otherwise
    /// never survive).
    void applyBeam(Table &t) const
    {
        if (t.size() <= beam)
            return;
        std::vector<std::vector<long long>> vs(static_cast<std::size_t>(m_s.allUsed()) + 1);
        for (const Slot &s : t.slots())
            if (s.v >= 0)
                vs[static_cast<std::size_t>(usedOf(s.a, s.b))].push_back(s.v);
        // The beam is shared among the sets that occur (its successors bound the memory).
        const std::size_t sets = static_cast<std::size_t>(
            std::count_if(vs.begin(), vs.end(), [](const auto &v) { return !v.empty(); }));
        const std::size_t each = std::max<std::size_t>(1, beam / std::max<std::size_t>(1, sets));
        std::vector<long long> cut(vs.size(), -1);
        for (std::size_t u = 0; u < vs.size(); ++u)
            if (vs[u].size() > each) {
                std::nth_element(vs[u].begin(), vs[u].begin() + static_cast<long>(each - 1), vs[u].end(),
                                 std::greater<>());
                cut[u] = vs[u][each - 1];
            }
        Table kept;
        for (const Slot &s : t.slots())
            if (s.v >= 0 && s.v >= cut[static_cast<std::size_t>(usedOf(s.a, s.b))])
                kept.put(s.a, s.b, s.v);
        t = std::move(kept);
    }

    const Shape &m_s;
    int m_w, m_h;
    long long m_t;
    const RankBounds &m_ub;
    SearchContext *m_context;
    std::vector<Table> m_tables;
    Table *m_out = nullptr;
    int m_rank = 0;
    bool m_abort = false;        ///< stop building the rank (a stop, or the slot limit)
    std::size_t m_heldSlots = 0; ///< slots of the tables kept besides the one being built
    State m_cur;
    long long m_curV = 0;
    std::array<int, kMaxWidth> m_fill{};
    // while reading an army back: the key and value looked for, and the fill that gives it
    bool m_matching = false;
    u64 m_wantA = 0, m_wantB = 0;
    long long m_wantV = 0;
    bool m_found = false, m_foundMirrored = false;
    std::array<int, kMaxWidth> m_foundFill{};
};

/// The state after the rank m_fill on top of `cur`.
State RankDp::successor(const State &cur) const
{
    State n;
    for (int x = 0; x < m_w; ++x) {
        n.p2[x] = cur.p1[x] == 0 ? 0 : cur.p1[x] == 2 ? 1 : 2;
        const int f = m_fill[x];
        n.p1[x] = f < 0 ? 0 : m_s.kinds[f].type == TK ? 1 : m_s.kinds[f].type == TN ? 2 : 3;
    }
    auto update = [](unsigned char s, int f, bool rider) -> unsigned char {
        if (f < 0)
            return s;
        return static_cast<unsigned char>(rider ? Rider : Other);
    };
    for (int x = 0; x < m_w; ++x) {
        const int f = m_fill[x];
        n.file[x] = m_s.anyOrtho ? update(cur.file[x], f, f >= 0 && m_s.kinds[f].ortho())
                                 : static_cast<unsigned char>(Empty);
    }
    for (int x = 0; x + 1 < m_w; ++x) {
        const int f = m_fill[x];
        n.up[x + 1] = m_s.anyDiag ? update(cur.up[x], f, f >= 0 && m_s.kinds[f].diag())
                                  : static_cast<unsigned char>(Empty);
    }
    for (int x = 1; x < m_w; ++x) {
        const int f = m_fill[x];
        n.dn[x - 1] = m_s.anyDiag ? update(cur.dn[x], f, f >= 0 && m_s.kinds[f].diag())
                                  : static_cast<unsigned char>(Empty);
    }
    return n;
}

void RankDp::finish(long long pv, int used)
{
    const int rest = m_h - m_rank;
    const long long v = m_curV + pv;
    const int nowUsed = m_s.eachType ? (m_cur.used | used) : 0;
    if (v + m_ub.of(rest, missing(nowUsed)) < m_t)
        return;
    if (rest == 0 && nowUsed != (m_s.eachType ? m_s.allUsed() : 0))
        return;
    State n;
    if (rest > 0)
        n = successor(m_cur); // the last rank's state is only its value (and kinds)
    n.used = nowUsed;
    ++transitions;
    u64 a, b;
    bool mirrored;
    canonical(n, a, b, mirrored);
    if (!m_matching) {
        m_out->put(a, b, v);
        // A state may have millions of successors: the stop and the slot limit are also
        // checked while a rank is being built (a table that kept growing took 14 GB).
        if ((transitions & 0xFFFF) == 0) {
            overflow = m_heldSlots + m_out->capacity() > maxSlots;
            m_abort = overflow || (m_context && m_context->stopRequested());
        }
        return;
    }
    if (!m_found && a == m_wantA && b == m_wantB && v == m_wantV) {
        m_found = true;
        m_foundMirrored = mirrored;
        m_foundFill = m_fill;
    }
}

/// Fills cell x of the rank and the cells after it (depth first), with the partial value pv.
void RankDp::fillRank(int x, long long pv, bool rankAny, bool rankOrtho, int used)
{
    if (m_found || m_abort)
        return;
    const int rest = m_h - m_rank;
    long long more = rankOrtho ? 0 : static_cast<long long>(m_w - x) * m_s.maxOther;
    if (!rankAny)
        more = std::max(more, m_s.maxOrtho);
    if (m_curV + pv + more + m_ub.at(rest, 0) < m_t)
        return;
    if (x == m_w) {
        finish(pv, used);
        return;
    }
    m_fill[x] = -1;
    fillRank(x + 1, pv, rankAny, rankOrtho, used);
    const State &c = m_cur;
    if (rankOrtho || c.file[x] == Rider || c.up[x] == Rider || c.dn[x] == Rider)
        return;
    bool belowOcc = false, nearN = false, nearOcc = false;
    for (int dx = -1; dx <= 1; ++dx) {
        const int y = x + dx;
        if (y < 0 || y >= m_w || !c.p1[y])
            continue;
        if (c.p1[y] == 1)
            return; // a king below attacks the cell
        belowOcc = true;
    }
    for (int y : {x - 2, x + 2})
        if (y >= 0 && y < m_w && c.p1[y])
            nearOcc = true, nearN = nearN || c.p1[y] == 2;
    for (int y : {x - 1, x + 1})
        if (y >= 0 && y < m_w && c.p2[y])
            nearOcc = true, nearN = nearN || c.p2[y] == 1;
    if (nearN)
        return; // a knight below attacks the cell
    const bool leftOcc = x > 0 && m_fill[x - 1] >= 0;
    if (leftOcc && m_s.kinds[m_fill[x - 1]].type == TK)
        return;
    for (std::size_t k = 0; k < m_s.kinds.size(); ++k) {
        const DpKind &d = m_s.kinds[k];
        if (d.ortho() && (rankAny || c.file[x] == Other))
            continue;
        if (d.diag() && (c.up[x] == Other || c.dn[x] == Other))
            continue;
        if (d.type == TK && (belowOcc || leftOcc))
            continue;
        if (d.type == TN && nearOcc)
            continue;
        m_fill[x] = static_cast<int>(k);
        fillRank(x + 1, pv + d.value, true, d.ortho(), used | (1 << k));
        m_fill[x] = -1;
    }
}

std::vector<std::vector<int>> RankDp::armyOf(long long value)
{
    std::vector<std::vector<int>> ranks(m_h, std::vector<int>(m_w, -1));
    State target; // the last rank's state: only the kinds used
    target.used = m_s.eachType ? m_s.allUsed() : 0;
    u64 a, b;
    bool mirrored;
    canonical(target, a, b, mirrored);
    long long want = value;
    bool flip = false; // the target's frame is the army's mirrored
    m_matching = true;
    for (m_rank = m_h; m_rank >= 1; --m_rank) {
        m_wantA = a, m_wantB = b, m_wantV = want;
        m_found = false;
        for (const Slot &s : m_tables[m_rank - 1].slots()) {
            if (s.v < 0)
                continue;
            decode(s.a, s.b, m_cur);
            m_curV = s.v;
            fillRank(0, 0, false, false, 0);
            if (m_found) {
                a = s.a, b = s.b, want = s.v;
                break;
            }
        }
        if (!m_found)
            break; // cannot happen: the value came from such a parent
        // The fill is in the parent's frame; the successor was the target or its mirror.
        const bool toMirror = m_foundMirrored != flip;
        for (int x = 0; x < m_w; ++x)
            ranks[m_rank - 1][toMirror ? m_w - 1 - x : x] = m_foundFill[x];
        flip = toMirror;
    }
    m_matching = false;
    return ranks;
}

} // namespace

namespace {

/// The kind's type when its moves are those of the standard queen, rook, bishop, knight or king.
std::optional<Type> standardType(const PieceType &piece)
{
    static const Catalogue standard = Catalogue::standard();
    const std::pair<PieceKind, Type> kinds[] = {{PieceKind::Queen, TQ},
                                                {PieceKind::Rook, TR},
                                                {PieceKind::Bishop, TB},
                                                {PieceKind::Knight, TN},
                                                {PieceKind::King, TK}};
    auto sorted = [](std::vector<Move> m) {
        std::sort(m.begin(), m.end());
        return m;
    };
    const std::vector<Move> moves = sorted(piece.moves);
    for (const auto &[kind, type] : kinds)
        if (sorted(standard.piece(standard.find(kind)).moves) == moves)
            return type;
    return std::nullopt;
}

/// The programme's view of the request, or nullopt when it does not apply.
std::optional<Shape> dpShape(const ArmyRequest &request, const Setup &setup)
{
    const Board &board = request.board;
    const int width = std::min(board.width(), board.height());
    if (board.hasHoles() || request.preplaced.pieceCount() > 0 || width > kMaxWidth || width < 1)
        return std::nullopt;
    Shape s;
    s.width = width;
    s.eachType = request.eachType;
    for (int id : setup.allowed) {
        const auto type = standardType(request.catalogue.piece(id));
        if (!type)
            return std::nullopt;
        const long long value = armyValueOf(request.values, id);
        if (value <= 0 && !request.eachType)
            continue; // never worth placing
        DpKind k{id, *type, value};
        s.anyOrtho = s.anyOrtho || k.ortho();
        s.anyDiag = s.anyDiag || k.diag();
        (k.ortho() ? s.maxOrtho : s.maxOther) = std::max(k.ortho() ? s.maxOrtho : s.maxOther, value);
        if (request.eachType && k.ortho())
            s.heavy.push_back(static_cast<int>(s.kinds.size()));
        s.kinds.push_back(k);
    }
    if (s.kinds.size() > 5)
        return std::nullopt; // the kinds used take five bits of a key
    return s;
}

/// The optimum of the width x k rectangle by the clique engine (one thread, a time limit) among
/// the armies holding every kind of `required`, or its proven bound when the limit ends the
/// search first; kNoArmy when no such army exists.
std::optional<long long> rectangleBound(const ArmyRequest &request, int width, int k,
                                        std::vector<int> required, SearchContext &context)
{
    ArmyRequest sub;
    sub.board = Board(width, k);
    sub.catalogue = request.catalogue;
    sub.values = request.values;
    sub.allowed = armyAllowed(request);
    sub.preplaced = Placement(sub.board);
    sub.engine = ArmyEngine::Cliques;
    sub.required = std::move(required);
    SearchOptions options;
    options.threads = 1;
    options.timeLimitSeconds = kRectangleSeconds;
    std::stop_source source;
    std::atomic<bool> done{false};
    std::jthread watch([&] { // the caller's stop reaches the rectangle's search
        while (!done.load()) {
            if (context.stopRequested()) {
                source.request_stop();
                return;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
    });
    const auto r = solveArmy(sub, source.get_token(), options);
    done = true;
    if (!r)
        return std::nullopt;
    const SearchStats &st = r.value();
    if (st.provenOptimal.value_or(false) && st.optimum)
        return std::llround(*st.optimum);
    if (st.complete && !st.optimum)
        return kNoArmy;
    if (const auto b = st.extra.find("bound"); b != st.extra.end())
        return std::llround(b->second);
    return std::nullopt;
}

} // namespace

bool dpFits(const ArmyRequest &request, const Setup &setup)
{
    return dpShape(request, setup).has_value();
}

// size: the bounds, the run, the army read back and the report in one sequence
Result<SearchStats> solveByDp(const ArmyRequest &request, const Setup &setup, SearchContext &context)
{
    SearchStats stats;
    stats.labels["engine"] = engineName(ArmyEngine::Dp);
    const auto shaped = dpShape(request, setup);
    if (!shaped)
        return familyError(ArmyError::DpRefused);
    const Shape &shape = *shaped;
    const Board &board = request.board;
    const int height = std::max(board.width(), board.height());
    const bool transposed = board.width() > board.height();
    const std::optional<Placement> start = usableStartArmy(request, setup, context);
    const long long startValue = start ? armyValue(*start, request.values) : 0;
    auto unproven = [&](long long bound) {
        return reportArmy(request, setup, start, false,
                          bound >= 0 ? std::optional<double>(static_cast<double>(bound)) : std::nullopt,
                          context, stats);
    };
    // UB(k): the optimum of width x k by the clique engine (or its bound when the time limit
    // ends it), or the best split of k into two rectangles already bounded, whichever is
    // smaller. The bounds hold for --each-type too (fewer armies). With --each-type, UB(k, M)
    // for every set M of the demanded rook-movers: the optimum of the armies holding M (at most
    // UB(k)); a state that still misses them is bounded by it.
    RankBounds ub(shape, height);
    for (int m = 1; m < ub.subsets(); ++m)
        ub.at(0, m) = kNoArmy;
    std::uint64_t transitions = 0;
    for (int k = 1; k < height; ++k) {
        long long split = std::max(shape.maxOther * shape.width, shape.maxOrtho) * k;
        for (int a = 1; a < k; ++a)
            split = std::min(split, ub.at(a, 0) + ub.at(k - a, 0));
        ub.at(k, 0) = split;
        for (int m = 0; m < ub.subsets(); ++m) {
            std::vector<int> required;
            for (std::size_t i = 0; i < ub.heavy().size(); ++i)
                if (m >> i & 1)
                    required.push_back(shape.kinds[static_cast<std::size_t>(ub.heavy()[i])].id);
            if (m > 0)
                ub.at(k, m) = ub.at(k, 0);
            if (const auto rect = rectangleBound(request, shape.width, k, required, context))
                ub.at(k, m) = std::min(ub.at(k, m), *rect);
            if (context.stopRequested())
                return unproven(-1);
        }
    }
    // The threshold: the start, or a beam run's army if it is worth more.
    RankDp beam(shape, height, 0, ub, &context);
    beam.beam = 2000;
    const long long threshold = std::max<long long>({startValue, beam.run(), 0});
    transitions += beam.transitions;
    if (beam.stopped) {
        context.addNodes(transitions);
        return unproven(-1);
    }
    RankDp dp(shape, height, threshold, ub, &context);
    dp.keepTables = true;
    const long long best = dp.run();
    transitions += dp.transitions;
    context.addNodes(transitions);
    std::size_t peak = 0;
    for (std::size_t n : dp.statesPerRank)
        peak = std::max(peak, n);
    stats.extra["dp_states_peak"] = static_cast<double>(peak);
    stats.extra["dp_threshold"] = static_cast<double>(threshold);
    stats.extra["dp_bound_height"] = static_cast<double>(height > 1 ? ub.at(height - 1, 0) : 0);
    if (dp.stopped) {
        stats.extra["dp_overflow"] = dp.overflow ? 1 : 0;
        return unproven(dp.bound);
    }
    std::optional<Placement> army = start;
    if (best > startValue || (!army && best >= 0)) {
        const auto ranks = dp.armyOf(best);
        Placement p(board);
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < shape.width; ++x)
                if (const int k = ranks[y][x]; k >= 0)
                    p.set(transposed ? board.index(y, x) : board.index(x, y), shape.kinds[k].id);
        if (armyValue(p, request.values) != best) {
            Error e = familyError(ArmyError::CheckFailed);
            e.token = toNotation(p, request.catalogue);
            return e;
        }
        army = p;
    }
    if (best < 0)
        army.reset(); // nothing worth at least 0: no army (e.g. every kind required on 2x2)
    return reportArmy(request, setup, army, true, std::nullopt, context, stats);
}

} // namespace cpw::army
