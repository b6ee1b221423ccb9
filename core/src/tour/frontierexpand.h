#pragma once
/// \file
/// The frontier programme's sweep order, the plan of each step and the expansion of one
/// configuration (the step rules on packed keys). Included only by frontier.cpp and split.cpp's
/// sweeps through frontier.cpp; the algorithm is described at the top of frontier.cpp.
#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

#include "tour/frontiermap.h"
#include "tour/frontiershare.h"
#include "tour/tourimpl.h"

namespace cpw::tourimpl::frontier {

constexpr int kAheadTableBits = 17; ///< widest window with a table of the cells ahead

/// The sweep order of a request: rows of S cells (the request's rows, or its columns when
/// turned), each cell's earlier neighbours as window slots, and how many later neighbours it
/// has after each step.
struct Sweep {
    int rowLength = 0;
    int cells = 0;                         ///< S * rows
    bool turned = false;                   ///< sweep rows are the request's columns
    int window = 0;                        ///< W
    int lastCell = -1;                     ///< the last cell that is part of the board
    std::vector<int> requestCell;          ///< sweep index -> request cell
    std::vector<std::uint8_t> hole;        ///< per sweep index
    std::vector<std::vector<int>> back;    ///< per cell: window slots (W - (i - j)) of earlier neighbours
    std::vector<std::vector<int>> forward; ///< per cell: later neighbours (sweep index)
    bool bipartite = false;                ///< every leap joins cells of two sides (colours)
    std::vector<std::uint8_t> side;        ///< per sweep index: 0 or 1 (a 2-colouring when bipartite)
    std::vector<std::uint8_t> loose;       ///< per sweep index: needs no degree (FrontierPart); empty = none
};

/// Two-colours the leap graph (breadth first, per component); false when some leap joins two
/// cells of one colour (an odd cycle: the king, the camel's diagonal ... ).
inline bool twoColour(Sweep &s)
{
    s.side.assign(static_cast<std::size_t>(s.cells), 2);
    std::vector<int> queue;
    for (int root = 0; root < s.cells; ++root) {
        if (s.hole[static_cast<std::size_t>(root)] || s.side[static_cast<std::size_t>(root)] != 2)
            continue;
        s.side[static_cast<std::size_t>(root)] = 0;
        queue.assign(1, root);
        for (std::size_t q = 0; q < queue.size(); ++q) {
            const int c = queue[q];
            auto visit = [&](int n) {
                auto &sn = s.side[static_cast<std::size_t>(n)];
                const std::uint8_t want = s.side[static_cast<std::size_t>(c)] ^ 1;
                if (sn == 2) {
                    sn = want;
                    queue.push_back(n);
                }
                return sn == want;
            };
            for (int n : s.forward[static_cast<std::size_t>(c)])
                if (!visit(n))
                    return false;
            for (int k : s.back[static_cast<std::size_t>(c)])
                if (!visit(c - (s.window - k)))
                    return false;
        }
    }
    for (auto &x : s.side)
        x &= 1;
    return true;
}

inline Sweep makeSweep(const Graph &g, bool turned)
{
    Sweep s;
    s.turned = turned;
    s.rowLength = turned ? g.height : g.width;
    s.cells = g.area();
    s.requestCell.resize(static_cast<std::size_t>(s.cells));
    std::vector<int> sweepOf(static_cast<std::size_t>(s.cells));
    for (int c = 0; c < s.cells; ++c) {
        const int x = c % g.width, y = c / g.width;
        const int i = turned ? x * g.height + y : c;
        s.requestCell[static_cast<std::size_t>(i)] = c;
        sweepOf[static_cast<std::size_t>(c)] = i;
    }
    s.hole.resize(static_cast<std::size_t>(s.cells));
    s.back.resize(static_cast<std::size_t>(s.cells));
    s.forward.resize(static_cast<std::size_t>(s.cells));
    for (int i = 0; i < s.cells; ++i) {
        const int c = s.requestCell[static_cast<std::size_t>(i)];
        s.hole[static_cast<std::size_t>(i)] = g.hole[static_cast<std::size_t>(c)];
        if (!s.hole[static_cast<std::size_t>(i)])
            s.lastCell = i;
        for (const int *p = g.begin(c); p != g.end(c); ++p) {
            const int j = sweepOf[static_cast<std::size_t>(*p)];
            if (j < i)
                s.window = std::max(s.window, i - j);
            else
                s.forward[static_cast<std::size_t>(i)].push_back(j);
        }
    }
    for (int i = 0; i < s.cells; ++i) {
        const int c = s.requestCell[static_cast<std::size_t>(i)];
        for (const int *p = g.begin(c); p != g.end(c); ++p) {
            const int j = sweepOf[static_cast<std::size_t>(*p)];
            if (j < i)
                s.back[static_cast<std::size_t>(i)].push_back(s.window - (i - j));
        }
        std::sort(s.back[static_cast<std::size_t>(i)].begin(), s.back[static_cast<std::size_t>(i)].end());
    }
    s.bipartite = twoColour(s);
    return s;
}

/// The rules of one step as masks with the low bit of each window code: which earlier cells
/// are cell i's neighbours, and which must have degree 1 or 2 once the step is done (2 minus
/// their neighbours after i).
template <class K> struct Plan {
    /// FrontierPart::keep: the degree vectors allowed for the last keepCells cells (null: all).
    const std::vector<std::uint64_t> *keep = nullptr;
    const std::vector<std::uint64_t> *keepBits = nullptr; ///< the same as a bit set, when given
    int keepCells = 0;
    /// FrontierPart::prefix: with keep, the degrees of the first min(prefixCells, keepCells) of
    /// those cells must be these (2 bits a cell, the oldest lowest).
    std::uint64_t prefix = 0;
    int prefixCells = 0;
    bool hole = false;
    bool last = false;
    bool forceV = false; ///< the open tour's start: the edge to v is forced
    bool noV = false;    ///< a loose cell (FrontierPart): no edge to v
    int needSelf = 0;    ///< edges cell i needs now
    K back = 0;
    K need1 = 0;
    K need2 = 0;
    bool parity = false; ///< the colour balance below applies (a bipartite leap graph)
    K black = 0;         ///< window slots after the step whose cell has colour 1
    int future = 0;      ///< cells after i: colour 0 minus colour 1
    /// Cells after i that need edges to window cells (their neighbours after i are fewer than
    /// two): their earlier neighbours' slots after the step, and how many edges they need.
    struct Ahead {
        K back = 0;
        int need = 0;
    };
    std::array<Ahead, kMaxTourFrontier + 1> ahead{};
    int aheadCount = 0;
    /// For windows of up to kAheadTableBits cells: the edges the cells ahead need from v, by
    /// the set of finished window cells (gatherCodes), 3 = some cell cannot be served.
    std::vector<std::uint8_t> aheadTable;
    /// The next step's back, need1 and need2 (its slots are this step's slots after the shift),
    /// so that a configuration it would drop at once is never stored.
    K nextBack = 0;
    K nextNeed1 = 0;
    K nextNeed2 = 0;
};

inline bool isLoose(const Sweep &s, int i)
{
    return !s.loose.empty() && s.loose[static_cast<std::size_t>(i)];
}

template <class K> Plan<K> planAt(const Sweep &s, int i, int startSweep, bool open)
{
    Plan<K> p;
    p.hole = s.hole[static_cast<std::size_t>(i)] != 0;
    p.last = i == s.lastCell;
    p.forceV = i == startSweep;
    p.noV = isLoose(s, i);
    for (int k : s.back[static_cast<std::size_t>(i)])
        p.back |= K{1} << (4 * k);
    for (int k = 0; k <= s.window; ++k) {
        const int j = i - s.window + k; // window slot k holds cell j
        if (j < 0 || s.hole[static_cast<std::size_t>(j)])
            continue;
        int later = 0;
        for (int n : s.forward[static_cast<std::size_t>(j)])
            later += n > i;
        const int need = isLoose(s, j) ? 0 : std::max(0, 2 - later);
        if (k == s.window)
            p.needSelf = need;
        else if (need == 1)
            p.need1 |= K{1} << (4 * k);
        else if (need == 2)
            p.need2 |= K{1} << (4 * k);
    }
    // The colour balance follows from the board's when no free end is left to shift it: closed
    // tours on a balanced board gain nothing from the test.
    int balance = 0;
    for (int j = 0; j < s.cells; ++j)
        if (!s.hole[static_cast<std::size_t>(j)])
            balance += s.side[static_cast<std::size_t>(j)] ? -1 : 1;
    p.parity = s.bipartite && (open || balance != 0) && s.loose.empty();
    for (int k = 0; k < s.window; ++k) {
        const int j = i + 1 - s.window + k; // slot k after the step
        if (j >= 0 && !s.hole[static_cast<std::size_t>(j)] && s.side[static_cast<std::size_t>(j)])
            p.black |= K{1} << (4 * k);
    }
    for (int j = i + 1; j < s.cells; ++j)
        if (!s.hole[static_cast<std::size_t>(j)])
            p.future += s.side[static_cast<std::size_t>(j)] ? -1 : 1;
    for (int c = i + 1; c <= std::min(s.lastCell, i + s.window); ++c) {
        if (s.hole[static_cast<std::size_t>(c)])
            continue;
        typename Plan<K>::Ahead a;
        int later = static_cast<int>(s.forward[static_cast<std::size_t>(c)].size());
        for (int k : s.back[static_cast<std::size_t>(c)]) {
            const int j = c - (s.window - k);
            if (j > i)
                ++later;
            else
                a.back |= K{1} << (4 * (j - (i + 1 - s.window))); // j's slot after the step
        }
        a.need = isLoose(s, c) ? 0 : 2 - later;
        if (a.need > 0 && p.aheadCount < static_cast<int>(p.ahead.size()))
            p.ahead[static_cast<std::size_t>(p.aheadCount++)] = a;
    }
    return p;
}

/// The v edges the cells ahead need, for every set of finished window cells: one for each cell
/// one short of its need (a cell takes one edge from v at most), 3 when some cell is two short.
template <class K> std::vector<std::uint8_t> aheadTableOf(const Plan<K> &p, int window)
{
    std::vector<std::uint8_t> table(std::size_t{1} << window);
    for (std::uint32_t done = 0; done < table.size(); ++done) {
        int fromV = 0;
        for (int a = 0; a < p.aheadCount; ++a) {
            const auto &ahead = p.ahead[static_cast<std::size_t>(a)];
            const int have = std::min(2, __builtin_popcount(gatherCodes(ahead.back) & ~done));
            fromV += have + 1 < ahead.need ? 3 : have < ahead.need;
        }
        table[done] = static_cast<std::uint8_t>(std::min(fromV, 3));
    }
    return table;
}

template <class K> Plan<K> planOf(const Sweep &s, int i, int startSweep, bool open)
{
    Plan<K> p = planAt<K>(s, i, startSweep, open);
    if (p.aheadCount > 0 && s.window <= kAheadTableBits)
        p.aheadTable = aheadTableOf(p, s.window);
    if (i < s.lastCell) {
        const Plan<K> next = planAt<K>(s, i + 1, startSweep, open);
        p.nextBack = next.back;
        p.nextNeed1 = next.need1;
        p.nextNeed2 = next.need2;
    }
    return p;
}

/// planOf with a part's filter on cell i (FrontierPart::keep, keepBits, prefix; none: planOf).
template <class K> Plan<K> planOfPart(const Sweep &s, int i, int startSweep, bool open, const FrontierPart *part)
{
    Plan<K> plan = planOf<K>(s, i, startSweep, open);
    if (part && part->keep && part->keepFrom >= 0 && i >= part->keepFrom &&
        i - part->keepFrom < static_cast<int>(part->keep->size())) {
        const auto n = static_cast<std::size_t>(i - part->keepFrom);
        plan.keep = &(*part->keep)[n];
        if (part->keepBits && !(*part->keepBits)[n].empty())
            plan.keepBits = &(*part->keepBits)[n];
        plan.keepCells = i - part->keepFrom + 1;
        plan.prefix = part->prefix;
        plan.prefixCells = part->prefixCells;
    }
    return plan;
}

/// Where the codes sit in a key: W window codes (slot 0 = the oldest cell), then v.
template <class K> struct Layout {
    int window = 0;
    int vShift = 0;   ///< 4 W
    K windowOnes = 0; ///< low bit of each window code
    K allOnes = 0;    ///< ... and v's
    K windowBits = 0; ///< every bit of the window codes (all 15: nothing left)
    explicit Layout(int w) : window(w), vShift(4 * w)
    {
        for (int k = 0; k < w; ++k)
            windowOnes |= K{1} << (4 * k);
        allOnes = windowOnes | K{1} << vShift;
        windowBits = windowOnes * 15;
    }
};

template <class C> struct alignas(64) PaddedCount {
    C value{};
};

/// Expands configurations into the destination map (batched per destination shard).
/// A seed (FrontierPart::seeds: its key words, the window's codes then v's when open, and its
/// count) as a map's key (closed: v absent) and count; false when the count does not fit C.
template <class K, class C>
bool seedOf(const Layout<K> &layout, bool open, bool twoWords, const std::uint64_t *w, unsigned __int128 count,
            K &key, C &c)
{
    key = static_cast<K>(w[0]);
    if constexpr (sizeof(K) > 8)
        if (twoWords)
            key |= static_cast<K>(w[1]) << 64;
    if (!open)
        key |= static_cast<K>(kDone) << layout.vShift;
    const std::uint64_t words[2] = {static_cast<std::uint64_t>(count), static_cast<std::uint64_t>(count >> 64)};
    c = C{};
    return countFromWords(words, 2, c);
}

/// seedOf with a count of up to 256 bits (seeds with huge counts, PackedConfigs::hugeCounts()).
template <class K, class C>
bool seedOf(const Layout<K> &layout, bool open, bool twoWords, const std::uint64_t *w, const Limbs<4> &count,
            K &key, C &c)
{
    if (!seedOf(layout, open, twoWords, w, 0, key, c))
        return false;
    return countFromWords(count.limb, 4, c);
}

template <class K, class C> class Expander {
public:
    /// With an outbox (several ranks: `share`), successors owned by other ranks go there.
    Expander(const Layout<K> &layout, bool open, const Plan<K> &plan, Map<K, C> &dst,
             std::atomic<bool> &overflow, C &total, Outbox *outbox = nullptr, Share share = {})
        : m_l(layout), m_open(open), m_p(plan), m_dst(dst), m_overflow(overflow), m_total(total),
          m_buffer(new Buffer[kShards]), m_outbox(outbox), m_share(share)
    {
        if (m_outbox)
            m_stage.resize(static_cast<std::size_t>(share.ranks));
    }
    ~Expander()
    {
        for (int s = 0; s < kShards; ++s)
            flush(s);
        for (int r = 0; r < static_cast<int>(m_stage.size()); ++r)
            if (!m_stage[static_cast<std::size_t>(r)].empty())
                m_outbox->append(r, m_stage[static_cast<std::size_t>(r)]);
    }
    Expander(const Expander &) = delete;
    Expander &operator=(const Expander &) = delete;

    /// Successors go to `next` (the next cell's expander) instead of the map: a chain sweeps
    /// several cells configuration by configuration, storing only the last cell's (FrontierPart::chain).
    void chainTo(Expander *next) { m_next = next; }

    void expand(K key, C count)
    {
        const K ones = m_l.windowOnes;
        const K win = key & m_l.windowBits;
        const unsigned v = static_cast<unsigned>(key >> m_l.vShift) & 15;
        const K nonZero = nonZeroCodes(win, ones), done = doneCodes(win, ones);
        const K zero = ones & ~nonZero, ends = nonZero & ~done;
        // Cells short of their degree must be joined to cell i now: one edge each at most,
        // two at most in all, and only cells that i reaches.
        if (m_p.need2 & zero)
            return;
        const K needed = (m_p.need2 & ends) | (m_p.need1 & zero);
        if (needed & ~m_p.back)
            return;
        if (m_p.hole) {
            if (!needed)
                emit(State{win, kDone, v}, count, false);
            return;
        }
        if (overTwoBits(needed))
            return;
        std::array<int, 40> cand; // bit positions of the window codes; -1 = v
        int n = 0;
        for (K m = m_p.back & ~done; m; m &= m - 1)
            cand[static_cast<std::size_t>(n++)] = lowBit(m);
        if (m_open && v != kDone && !m_p.noV)
            cand[static_cast<std::size_t>(n++)] = -1;
        // Labels are 1..m (normalised), m at most 13 when cell i starts a segment with a free
        // cell (at most W <= 27 ends besides): 14 is free.
        const unsigned fresh = 14;
        const State start{win, 0, v};
        const bool force = m_p.forceV;
        if (needed) { // the needed cells first, then any other up to two edges
            const int a = lowBit(needed);
            const K rest = needed & (needed - 1);
            State one = start;
            join(one, a, fresh); // the first edge never closes a cycle
            if (rest) {
                if (!force) {
                    State two = one;
                    const bool closed = join(two, lowBit(rest), fresh);
                    emit(two, count, closed);
                }
                return;
            }
            if (m_p.needSelf <= 1 && !force)
                emit(one, count, false);
            for (int y = 0; y < n; ++y) {
                const int b = cand[static_cast<std::size_t>(y)];
                if (b == a || (force && b >= 0))
                    continue;
                State two = one;
                const bool closed = join(two, b, fresh);
                emit(two, count, closed);
            }
            return;
        }
        if (m_p.needSelf == 0 && !force)
            emit(start, count, false);
        for (int x = 0; x < n; ++x) {
            const int a = cand[static_cast<std::size_t>(x)];
            State one = start;
            join(one, a, fresh);
            if (m_p.needSelf <= 1 && (!force || a < 0))
                emit(one, count, false);
            for (int y = x + 1; y < n; ++y) {
                const int b = cand[static_cast<std::size_t>(y)];
                if (force && a >= 0 && b >= 0)
                    continue; // v (the last candidate) must be one of the two
                State two = one;
                const bool closed = join(two, b, fresh);
                emit(two, count, closed);
            }
        }
    }

    std::uint64_t produced() const { return m_produced; }

private:
    struct State {
        K win;
        unsigned self; ///< cell i's code
        unsigned v;
    };
    struct Pending {
        K key;
        C count;
    };
    struct Buffer {
        std::array<Pending, kBatch> entry;
        std::array<std::uint64_t, kBatch> hash;
        std::size_t n = 0;
    };

    /// Adds the edge from cell i to the code at bit `pos` (-1: v); true when it closes a cycle.
    bool join(State &s, int pos, unsigned fresh) const
    {
        const unsigned other = pos < 0 ? s.v : static_cast<unsigned>(s.win >> pos) & 15;
        auto set = [&](unsigned c) {
            if (pos < 0)
                s.v = c;
            else
                s.win = (s.win & ~(K{15} << pos)) | static_cast<K>(c) << pos;
        };
        if (other == 0) { // a free cell: a new segment, or the segment of i grows
            if (s.self == 0) {
                s.self = fresh;
                set(fresh);
            } else {
                set(s.self);
                s.self = kDone;
            }
            return false;
        }
        if (s.self == 0) { // i extends the other's segment
            s.self = other;
            set(kDone);
            return false;
        }
        set(kDone);
        const unsigned to = s.self;
        s.self = kDone;
        if (to == other)
            return true; // both ends of one segment: a cycle
        // Two segments become one: the far end of the other's takes i's label.
        s.win ^= codesEqual(s.win, other, m_l.windowOnes) * static_cast<K>(other ^ to);
        if (s.v == other)
            s.v = to;
        return false;
    }

    void emit(const State &s, C count, bool closed)
    {
        if (closed) { // a tour only when it is the last cell and nothing else is left
            if (m_p.last && s.win == m_l.windowBits && s.v == kDone &&
                addCount<C>(m_total, count, &m_total))
                m_overflow = true;
            return;
        }
        if (m_p.last)
            return; // the last cell must close the one cycle
        // Shift out slot 0 (done: the needs saw to it), cell i takes the last slot.
        K key = s.win >> 4 | static_cast<K>(s.self) << (m_l.vShift - 4) | static_cast<K>(s.v) << m_l.vShift;
        if (!viable(key & m_l.windowBits, s.v) || (m_p.keep && !kept(key)))
            return;
        key = normalise(key, m_l.allOnes);
        ++m_produced;
        if (m_next) {
            m_next->expand(key, count);
            return;
        }
        const std::uint64_t h = hashKey(key);
        if (m_outbox) {
            const int owner = ownerOf(h, m_share.ranks);
            if (owner != m_share.rank) { // another rank's: staged, then to the outbox
                auto &stage = m_stage[static_cast<std::size_t>(owner)];
                const std::size_t at = stage.size();
                stage.resize(at + sizeof(K) + sizeof(C));
                std::memcpy(stage.data() + at, &key, sizeof(K));
                std::memcpy(stage.data() + at + sizeof(K), &count, sizeof(C));
                if (stage.size() >= kStageBytes) {
                    m_outbox->append(owner, stage);
                    stage.clear();
                }
                return;
            }
        }
        put(key, h, count);
    }

public:
    /// Adds a configuration this rank owns (normalised; received from another rank).
    void store(K key, C count) { put(key, hashKey(key), count); }

private:
    void put(K key, std::uint64_t h, C count)
    {
        const int shard = static_cast<int>(h >> (64 - kShardBits));
        Buffer &b = m_buffer[shard];
        b.entry[b.n] = Pending{key, count};
        b.hash[b.n] = h;
        if (++b.n == kBatch)
            flush(shard);
    }

    /// The colour balance of a bipartite leap graph. The tour still to come joins the ends of
    /// the segments in pairs by paths through the free cells (degree 0 or later), and colours
    /// alternate along each: a path between two ends of colour 0 has one more free cell of
    /// colour 1 than of colour 0 inside, two ends of colour 1 the reverse, two colours none.
    /// So 2 x (free cells of colour 0 - of colour 1) = (ends of colour 1 - of colour 0), exactly
    /// when v is finished (closed tours; open tours with both free ends used). v joins any two
    /// cells: each end of such a path at v stands for a cell of either colour (half a cell in the
    /// balance either way), so an end at v (degree 1) allows a difference of exactly one (in the
    /// doubled balance), a path through v (degree 0) one of at most two.
    ///
    /// And a cell after i whose neighbours after i are fewer than two needs the rest from
    /// window cells that can still take an edge (or from v).
    bool viable(K win, unsigned v) const
    {
        const K ones = m_l.windowOnes;
        const K nonZero = nonZeroCodes(win, ones), done = doneCodes(win, ones);
        const K zero = ones & ~nonZero, ends = nonZero & ~done;
        // The next step's needs (cells that must be joined to cell i + 1).
        if (m_p.nextNeed2 & zero)
            return false;
        const K needed = (m_p.nextNeed2 & ends) | (m_p.nextNeed1 & zero);
        if ((needed & ~m_p.nextBack) || overTwoBits(needed))
            return false;
        // Cells ahead: what window cells cannot give them must come from v, one edge each, as
        // many as v has left (0 .. 2).
        int fromV = 0;
        if (!m_p.aheadTable.empty())
            fromV = m_p.aheadTable[gatherCodes(done)];
        else
            for (int a = 0; a < m_p.aheadCount; ++a) {
                const auto &ahead = m_p.ahead[static_cast<std::size_t>(a)];
                const K open = ahead.back & ~done;
                const int have = (open != 0) + ((open & (open - 1)) != 0);
                if (have + 1 < ahead.need)
                    return false;
                fromV += have < ahead.need;
            }
        if (fromV > (!m_open || v == kDone ? 0 : v == 0 ? 2 : 1))
            return false;
        if (!m_p.parity)
            return true;
        const K black = m_p.black;
        const int freeBalance = m_p.future + markedCodes(zero & ~black) - markedCodes(zero & black);
        const int endBalance = markedCodes(ends & black) - markedCodes(ends & ~black);
        const int d = 2 * freeBalance - endBalance;
        if (v == kDone)
            return d == 0;
        if (v != 0)
            return d == 1 || d == -1;
        return d >= -2 && d <= 2;
    }

    /// The degrees of the last keepCells window cells (2 bits a cell, the oldest lowest) are
    /// among the allowed ones.
    bool kept(K key) const
    {
        std::uint64_t d = 0;
        for (int b = 0; b < m_p.keepCells; ++b) {
            const unsigned code = static_cast<unsigned>(key >> (4 * (m_l.window - m_p.keepCells + b))) & 15;
            d |= static_cast<std::uint64_t>(code == 0 ? 0 : code == kDone ? 2 : 1) << (2 * b);
        }
        if (m_p.prefixCells > 0) {
            const int n = std::min(m_p.prefixCells, m_p.keepCells);
            const std::uint64_t mask = n >= 32 ? ~std::uint64_t{0} : (std::uint64_t{1} << (2 * n)) - 1;
            if ((d ^ m_p.prefix) & mask)
                return false;
        }
        if (m_p.keepBits)
            return ((*m_p.keepBits)[d >> 6] >> (d & 63)) & 1;
        return std::binary_search(m_p.keep->begin(), m_p.keep->end(), d);
    }

    void flush(int shard)
    {
        Buffer &b = m_buffer[shard];
        if (!b.n)
            return;
        auto &dst = m_dst.shard[shard];
        std::lock_guard lock(dst.lock);
        // No rehash while the slots are prefetched; no room within the budget: the step is cut
        // (Budget), its entries dropped.
        if (!dst.table.reserve(dst.table.size() + b.n)) {
            b.n = 0;
            return;
        }
        for (std::size_t j = 0; j < b.n; ++j)
            dst.table.prefetch(b.hash[j]);
        for (std::size_t j = 0; j < b.n; ++j)
            if (!dst.table.add(b.entry[j].key, b.hash[j], b.entry[j].count))
                m_overflow = true;
        b.n = 0;
    }

    const Layout<K> &m_l;
    bool m_open;
    const Plan<K> &m_p;
    Map<K, C> &m_dst;
    std::atomic<bool> &m_overflow;
    C &m_total;
    std::unique_ptr<Buffer[]> m_buffer;
    static constexpr std::size_t kStageBytes = 16384;
    Outbox *m_outbox;
    Share m_share;
    std::vector<std::vector<std::uint8_t>> m_stage; ///< per rank: successors not yet in the outbox
    std::uint64_t m_produced = 0;
    Expander *m_next = nullptr; ///< chainTo
};

} // namespace cpw::tourimpl::frontier
