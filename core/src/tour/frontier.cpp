/*
 * Tours counted, not enumerated: a frontier dynamic programme over the cells of a rectangle
 * (issue 25; docs/tour.md "Counting without enumerating").
 *
 * The sweep. The board is turned so that its rows (the short side, or whichever side gives the
 * narrower window) have S cells, and the cells are taken one at a time in row order: index
 * i = y * S + x. An edge (a leap) joins two cells j < i; it is decided when its later cell i is
 * taken. W, the window, is the largest i - j of any edge (2S + 1 for the knight): when cell i
 * is taken, every earlier neighbour lies among the W cells before it, and the cell that then
 * leaves the window, i - W, has all its neighbours behind it.
 *
 * What is counted. Closed tours are the Hamiltonian cycles of the leap graph (undirected: one
 * edge set, one tour). Open tours are Hamiltonian paths; a path p1 .. pn is the cycle
 * v p1 .. pn v once a virtual cell v, joined to every cell, is added, so open tours are counted
 * as Hamiltonian cycles through v, and v is kept in every configuration (its degree, 0 .. 2,
 * is the number of free path ends used). An undirected path is two directed tours; with a
 * start cell s the edge s-v is forced, and each path with an end at s is one tour from s.
 *
 * A configuration is what the future can still see of a partial edge set: for each of the W
 * window cells (and v) its degree so far, 0, 1 or 2, and for each cell of degree 1 the label
 * of its path segment: the two ends of one segment share a label. Labels are renumbered in
 * order of first appearance, so equal futures give equal configurations. Each configuration is
 * a 4-bit code per window cell (0 = degree 0, 1..14 = the label of a segment end, 15 = degree 2,
 * also used for holes, cells before the board and cells that can take no more edges), packed
 * into one machine word (64 bits while the window and v fit in 16 codes, else 128) with v's
 * code on top. Every rule of a step works on the packed word, several codes at once (SWAR: a
 * mask with the low bit of each 4-bit code set marks the codes that are 0, 15, a given label).
 *
 * One step (cell i): for every configuration and every choice of at most two edges from i to
 * earlier window cells of degree < 2 (and, open, to v), the edges are added one by one: two
 * free cells start a segment; a cell joined to a segment end extends it; two ends of different
 * segments merge them (the far end of one takes the other's label); two ends of the same
 * segment close a cycle. A closed cycle is a tour only at the last cell and only when nothing
 * else is left (every code 15): its count is added to the total and it is not stored; any other
 * cycle is pruned. A cell whose remaining neighbours (after i) cannot bring its degree to 2 is
 * pruned at once (this includes the cell that leaves the window): such cells must be joined to
 * cell i now, so a configuration with one of them out of i's reach, or with more than two, dies
 * before any choice is tried. The successors are merged in the next map by adding counts.
 *
 * Dead configurations are never stored. Before a successor goes into the map it must pass
 * three necessary conditions for a completion (Expander::viable): the next cell's needs (cells
 * that must be joined to cell i + 1 are its neighbours, at most two); the cells ahead (a cell
 * after i with fewer than two neighbours after i gets the rest from window cells that can still
 * take an edge, or from v: one edge each, as many as v has left; a table per step by the set of
 * finished window cells); and, for bipartite leap graphs, the colour balance between the free
 * cells and the segment ends (see viable()). Dropping what cannot be completed changes no count.
 *
 * Why merging is exact: every completion of a partial edge set (the edges decided at later
 * cells) depends only on the degrees of the window cells and on which of their ends are joined,
 * so two partial edge sets with one configuration have the same completions; the count of
 * tours is the sum over final configurations of (partial sets) x (completions), summed here
 * step by step. Counts are 64-bit; a sweep whose counts overflow is run again with 128-bit
 * counts, and beyond 128 bits the run stops with CountOverflow.
 *
 * Maps and threads: a step's map is cut into 256 shards by the top bits of the key's hash, each
 * an open-addressing table (linear probing, flat arrays of (key, count)). Workers take source
 * shards from an atomic counter, expand their configurations and send the successors, 64 at a
 * time, to the destination shard of their hash under that shard's lock (the slots are
 * prefetched first). A source shard's memory is freed as soon as it is expanded, so a step
 * holds about one map, not two. Sums do not depend on the order, so counts are the same for any
 * thread count.
 */
#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

#if defined(__unix__)
#include <sys/resource.h>
#include <unistd.h>
#endif

#include "tour/frontierfile.h"
#include "tour/frontiermap.h"
#include "tour/tourimpl.h"

namespace cpw::tourimpl {

namespace {

using namespace frontier;
constexpr int kAheadTableBits = 17; ///< widest window with a table of the cells ahead

std::string toDecimal(u128 v)
{
    if (v == 0)
        return "0";
    std::string s;
    while (v > 0) {
        s.insert(s.begin(), static_cast<char>('0' + static_cast<int>(v % 10)));
        v /= 10;
    }
    return s;
}

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
bool twoColour(Sweep &s)
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

Sweep makeSweep(const Graph &g, bool turned)
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
    bool hole = false;
    bool last = false;
    bool forceV = false; ///< the open tour's start: the edge to v is forced
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

bool isLoose(const Sweep &s, int i)
{
    return !s.loose.empty() && s.loose[static_cast<std::size_t>(i)];
}

template <class K> Plan<K> planAt(const Sweep &s, int i, int startSweep, bool open)
{
    Plan<K> p;
    p.hole = s.hole[static_cast<std::size_t>(i)] != 0;
    p.last = i == s.lastCell;
    p.forceV = i == startSweep;
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
    C value = 0;
};

/// Expands configurations into the destination map (batched per destination shard).
template <class K, class C> class Expander {
    using Entry = cpw::tourimpl::frontier::Entry<K, C>;

public:
    Expander(const Layout<K> &layout, bool open, const Plan<K> &plan, Map<K, C> &dst,
             std::atomic<bool> &overflow, C &total)
        : m_l(layout), m_open(open), m_p(plan), m_dst(dst), m_overflow(overflow), m_total(total),
          m_buffer(new Buffer[kShards])
    {
    }
    ~Expander()
    {
        for (int s = 0; s < kShards; ++s)
            flush(s);
    }
    Expander(const Expander &) = delete;
    Expander &operator=(const Expander &) = delete;

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
        if (m_open && v != kDone)
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
    struct Buffer {
        std::array<Entry, kBatch> entry;
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
                __builtin_add_overflow(m_total, count, &m_total))
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
        const std::uint64_t h = hashKey(key);
        const int shard = static_cast<int>(h >> (64 - kShardBits));
        Buffer &b = m_buffer[shard];
        b.entry[b.n] = Entry{key, count};
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
        dst.table.reserve(dst.table.size() + b.n); // no rehash while the slots are prefetched
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
    std::uint64_t m_produced = 0;
};

/// Three quarters of the machine's memory (16 GiB when it cannot be read).
double defaultMemoryLimit()
{
#if defined(__unix__)
    const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
    if (pages > 0 && page > 0)
        return 0.75 * static_cast<double>(pages) * static_cast<double>(page);
#endif
    return 16.0 * 1024 * 1024 * 1024;
}

double residentPeakBytes()
{
#if defined(__unix__)
    rusage usage{};
    if (getrusage(RUSAGE_SELF, &usage) == 0)
        return static_cast<double>(usage.ru_maxrss) * 1024.0;
#endif
    return 0.0;
}

} // namespace

int frontierWindow(const Graph &g, bool *turned)
{
    const Sweep rows = makeSweep(g, false), columns = makeSweep(g, true);
    const bool turn = columns.window < rows.window;
    if (turned)
        *turned = turn;
    return turn ? columns.window : rows.window;
}

namespace {

/// What a resumed sweep starts from: a checkpoint's side file.
struct ResumeFrom {
    std::string path;
    std::uint64_t checksum = 0;
    SideHeader expected; ///< the problem's header fields
    std::uint64_t stepsDone = 0;
};

/// Reads the map of a side file into `map`; the steps it had done are `first`. False with
/// out.error set, or with `overflow` set when its counts need 128 bits.
template <class K, class C>
bool loadSide(const ResumeFrom &from, Map<K, C> &map, FrontierOutcome &out, std::atomic<bool> &overflow)
{
    SideReader r;
    SideHeader h;
    if ((out.error = r.open(from.path, from.expected, h)))
        return false;
    if (h.stepsDone != from.stepsDone) {
        out.error = sideFileError(from.path, SideFileProblem::Checkpoint);
        return false;
    }
    if (!readEntries(r, h, map)) {
        overflow = true;
        return false;
    }
    if ((out.error = r.finish(from.checksum)))
        return false;
    out.perStep.assign(h.perStep.begin(), h.perStep.end());
    out.peakConfigurations = static_cast<double>(h.peakConfigurations);
    out.peakTableBytes = static_cast<double>(h.peakTableBytes);
    out.resumedAt = static_cast<int>(h.stepsDone);
    return true;
}

/// One sweep with keys K and counts C: false when stopped, on an overflow (`overflow` set) or
/// when a checkpoint could not be written or read (out.error). With checkpoints the last
/// finished map is kept whole while the next step runs, so that a stop can save it.
template <class K, class C>
bool sweep(const Sweep &s, const TourRequest &request, SearchContext &ctx, int startSweep,
           FrontierOutcome &out, std::atomic<bool> &overflow, u128 &total, const ResumeFrom *from,
           SweepCheckpoints &checkpoints, const FrontierPart *part = nullptr)
{
    const int end = part ? part->steps - 1 : s.lastCell; // the last cell swept
    const bool open = !request.closed;
    const Layout<K> layout(s.window);
    std::atomic<bool> stopped{false};
    out.peakConfigurations = 0;
    out.peakTableBytes = 0;
    out.perStep.clear();
    const int threads = std::max(1, ctx.threads());
    // The maps' memory, against the limit (the request's, or 3/4 of the machine's memory).
    std::atomic<std::int64_t> live{0};
    const double limit = request.memoryLimitBytes > 0 ? request.memoryLimitBytes : defaultMemoryLimit();
    std::atomic<bool> tooBig{false};
    auto src = std::make_unique<Map<K, C>>(&live);
    // Before the board: every window cell is "no cell"; v is free (open) or absent. A part
    // (FrontierPart) may start later, from configurations given as codes (closed: v absent).
    int first = part ? part->first : 0;
    if (from) {
        if (!loadSide(*from, *src, out, overflow))
            return false;
        first = out.resumedAt;
    } else if (first == 0) {
        src->add(layout.windowBits | static_cast<K>(open ? 0 : kDone) << layout.vShift, 1);
    }
    for (std::size_t e = 0; !from && first > 0 && e < part->seedCounts.size(); ++e) {
        K key = static_cast<K>(kDone) << layout.vShift;
        for (int k = 0; k < s.window; ++k)
            key |= static_cast<K>(
                       part->seedCodes[e * static_cast<std::size_t>(s.window) + static_cast<std::size_t>(k)])
                   << (4 * k);
        if (part->seedCounts[e] > static_cast<u128>(static_cast<C>(~C{0}))) {
            overflow = true;
            return false;
        }
        src->add(key, static_cast<C>(part->seedCounts[e]));
    }
    const bool keep = checkpoints.enabled();
    auto save = [&](const Map<K, C> &map, int done) {
        SideHeader f;
        f.stepsDone = static_cast<std::uint64_t>(done);
        f.nodes = ctx.nodes();
        f.peakConfigurations = static_cast<std::uint64_t>(out.peakConfigurations);
        f.peakTableBytes = static_cast<std::uint64_t>(out.peakTableBytes);
        f.perStep.assign(out.perStep.begin(), out.perStep.begin() + done);
        out.error = checkpoints.save(map, f, ctx.elapsed());
        out.sideFileBytes = checkpoints.lastBytes();
        return !out.error;
    };
    std::vector<PaddedCount<C>> totals(static_cast<std::size_t>(threads));
    const auto started = std::chrono::steady_clock::now();
    auto lastReport = started - std::chrono::seconds(10);
    for (int i = first; i <= end && !stopped; ++i) {
        Plan<K> plan = planOf<K>(s, i, startSweep, open);
        if (part && part->keep && part->keepFrom >= 0 && i >= part->keepFrom &&
            i - part->keepFrom < static_cast<int>(part->keep->size())) {
            plan.keep = &(*part->keep)[static_cast<std::size_t>(i - part->keepFrom)];
            if (part->keepBits && !(*part->keepBits)[static_cast<std::size_t>(i - part->keepFrom)].empty())
                plan.keepBits = &(*part->keepBits)[static_cast<std::size_t>(i - part->keepFrom)];
            plan.keepCells = i - part->keepFrom + 1;
        }
        auto dst = std::make_unique<Map<K, C>>(&live); // grows as it fills, while src shrinks
        const double srcBytes = static_cast<double>(src->bytes());
        std::atomic<int> nextShard{0};
        std::atomic<bool> cut{false}; // the step stopped before its end
        auto work = [&](int worker) {
            Expander<K, C> ex(layout, open, plan, *dst, overflow,
                              totals[static_cast<std::size_t>(worker)].value);
            std::uint64_t seen = 0;
            for (int sh; (sh = nextShard.fetch_add(1)) < kShards;) {
                auto &table = src->shard[sh].table;
                for (const auto &e : table.slots()) {
                    if (e.key == kEmpty<K>)
                        continue;
                    ex.expand(e.key, e.count);
                    if ((++seen & 4095) == 0) {
                        ctx.addNodes(4096);
                        if (static_cast<double>(live.load(std::memory_order_relaxed)) > limit)
                            tooBig = true;
                        if (ctx.stopRequested() || tooBig) {
                            stopped = cut = true;
                            return;
                        }
                    }
                }
                if (!keep)
                    table.release(); // its memory goes back while the next map grows
            }
            ctx.addNodes(seen & 4095);
        };
        if (threads == 1) {
            work(0);
        } else {
            std::vector<std::jthread> pool;
            for (int t = 0; t < threads; ++t)
                pool.emplace_back(work, t);
        }
        if (cut) { // src, after i steps, is the last finished map
            dst.reset();
            // Nothing new since the resumed checkpoint: it is handed over again, unless it is
            // to be saved elsewhere (the workbench pauses to a file of its choice).
            const bool elsewhere = from && !checkpoints.beside(from->path);
            if ((i > first || elsewhere) && !overflow && checkpoints.due(true))
                save(*src, i);
            else if (i == first && !overflow)
                checkpoints.unchanged(ctx.nodes(), ctx.elapsed());
            break;
        }
        if (ctx.stopRequested())
            stopped = true;
        if (static_cast<double>(live.load()) > limit)
            stopped = tooBig = true;
        const std::size_t configs = dst->size();
        // At most both maps at once (src is released shard by shard, so the true peak is lower).
        const double bytes = srcBytes + static_cast<double>(dst->bytes());
        out.peakConfigurations = std::max<double>(out.peakConfigurations, static_cast<double>(configs));
        out.peakTableBytes = std::max(out.peakTableBytes, bytes);
        out.perStep.push_back(static_cast<double>(configs));
        src = std::move(dst);
        ctx.setFractionDone(static_cast<double>(i + 1) / (end + 1));
        ctx.setProgressFigure({"sweep_step", static_cast<double>(i + 1), static_cast<double>(end + 1)});
        ctx.setProgressFigure({"configurations", static_cast<double>(configs)});
        ctx.setProgressFigure({"table_memory", bytes, 0.0, ProgressFigure::Unit::Bytes});
        const auto now = std::chrono::steady_clock::now();
        if (request.onSweep && (now - lastReport > std::chrono::milliseconds(250) || i == end)) {
            lastReport = now;
            TourSweepProgress p;
            p.step = i + 1;
            p.steps = end + 1;
            p.configurations = configs;
            p.tableBytes = bytes;
            p.elapsedSeconds = std::chrono::duration<double>(now - started).count();
            p.projectedSeconds = p.elapsedSeconds * (p.steps - first) / (p.step - first);
            request.onSweep(p);
        }
        if (overflow)
            break;
        if (i < s.lastCell && checkpoints.due(stopped) && !save(*src, i + 1))
            return false;
    }
    if (tooBig) {
        out.memoryLimited = true;
        out.memoryLimit = limit;
    }
    if (overflow || stopped || out.error)
        return false;
    if (part) { // a part: its configurations go to the sink, window slot by slot
        std::array<std::uint8_t, kMaxTourFrontier> codes{};
        for (int sh = 0; sh < kShards; ++sh) {
            for (const auto &e : src->shard[sh].table.slots()) {
                if (e.key == kEmpty<K>)
                    continue;
                for (int k = 0; k < s.window; ++k)
                    codes[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>((e.key >> (4 * k)) & 15);
                part->sink(codes.data(), s.window, static_cast<u128>(e.count));
            }
            src->shard[sh].table.release();
        }
        return true;
    }
    total = 0;
    for (const auto &t : totals)
        if (__builtin_add_overflow(total, static_cast<u128>(t.value), &total)) {
            overflow = true;
            return false;
        }
    return true;
}

} // namespace

namespace {

/// The side file's problem fields of a request: the board, its holes, the leaps, closed or
/// open, the start (open tours), the window, the steps and the key width.
SideHeader sideProblem(const Graph &g, const TourRequest &request, const Sweep &s, bool wideKey)
{
    SideHeader h;
    h.keyBytes = wideKey ? 16 : 8;
    h.width = static_cast<std::uint64_t>(g.width);
    h.height = static_cast<std::uint64_t>(g.height);
    std::vector<std::uint64_t> holes((g.hole.size() + 63) / 64 + 1, 0);
    holes.back() = g.hole.size();
    for (std::size_t c = 0; c < g.hole.size(); ++c)
        if (g.hole[c])
            holes[c / 64] |= std::uint64_t{1} << (c % 64);
    h.holes = fingerprint(holes);
    std::vector<Leap> leaps = g.leaps;
    std::sort(leaps.begin(), leaps.end());
    std::vector<std::uint64_t> words;
    for (const Leap &l : leaps)
        words.push_back(static_cast<std::uint64_t>(static_cast<std::int64_t>(l.first) * 4096 + l.second));
    h.leaps = fingerprint(words);
    h.closed = request.closed ? 1 : 0;
    if (!request.closed && request.start >= 0)
        h.start = static_cast<std::uint64_t>(request.start);
    h.window = static_cast<std::uint64_t>(s.window);
    h.steps = static_cast<std::uint64_t>(s.lastCell + 1);
    return h;
}

/// Checks a resumed ledger against the sweep: its split, a prefix of steps done, the side file
/// it names. Returns the count when the ledger is of a finished sweep; else fills `from` (no
/// steps done: from the start) or out.error.
std::optional<u128> resumeFrom(const TaskLedger &l, const SideHeader &problem, const SweepCheckpoints &cps,
                               ResumeFrom &from, FrontierOutcome &out)
{
    if (l.split != cps.split() || l.taskCount != problem.steps || l.done.size() != problem.steps) {
        out.error = fieldError(ErrorCode::CheckpointMismatch, "split");
        return std::nullopt;
    }
    const std::uint64_t k = l.doneCount();
    for (std::size_t j = 0; j < l.done.size(); ++j)
        if ((j < k) != (l.done[j] != 0)) {
            out.error = fieldError(ErrorCode::CheckpointCorrupt, "search.done");
            return std::nullopt;
        }
    if (k == problem.steps) {
        const auto lo = l.counters.find("solutions");
        const auto hi = l.records.find("solutions_high");
        return static_cast<u128>(lo == l.counters.end() ? 0 : lo->second) |
               static_cast<u128>(hi == l.records.end() ? 0 : hi->second) << 64;
    }
    from.stepsDone = k;
    if (k == 0)
        return std::nullopt;
    if (l.sideFile.empty() || l.sideChecksum.size() != 16) {
        out.error = fieldError(ErrorCode::CheckpointCorrupt, "search.side");
        return std::nullopt;
    }
    from.path = l.sideFile;
    from.checksum = std::strtoull(l.sideChecksum.c_str(), nullptr, 16);
    from.expected = problem;
    return std::nullopt;
}

void finishCount(FrontierOutcome &out, u128 total)
{
    out.complete = true;
    out.fits64 = total <= static_cast<u128>(~std::uint64_t{0});
    out.count = static_cast<std::uint64_t>(total);
    out.text = toDecimal(total);
}

} // namespace

FrontierOutcome sweepFrontierPart(const Graph &g, const FrontierPart &part, const TourRequest &request,
                                  SearchContext &ctx)
{
    FrontierOutcome out;
    Sweep s = makeSweep(g, false);
    s.loose = part.loose;
    out.window = s.window;
    out.steps = part.steps;
    if (s.window > kMaxTourFrontier || part.steps < 1 || part.steps > s.lastCell) {
        out.refused = true;
        return out;
    }
    TourRequest closed = request;
    closed.closed = true;
    const SearchOptions noCheckpoints; // a part is one piece of the split: no checkpoints
    SweepCheckpoints checkpoints(noCheckpoints, SideHeader{}, 0.0);
    std::atomic<bool> overflow{false};
    u128 total = 0;
    const bool wideKey = 4 * (s.window + 1) > 64;
    bool done = wideKey ? sweep<u128, std::uint64_t>(s, closed, ctx, -1, out, overflow, total, nullptr,
                                                     checkpoints, &part)
                        : sweep<std::uint64_t, std::uint64_t>(s, closed, ctx, -1, out, overflow, total,
                                                              nullptr, checkpoints, &part);
    if (overflow && !ctx.stopRequested()) {
        overflow = false;
        done = wideKey
                   ? sweep<u128, u128>(s, closed, ctx, -1, out, overflow, total, nullptr, checkpoints, &part)
                   : sweep<std::uint64_t, u128>(s, closed, ctx, -1, out, overflow, total, nullptr,
                                                checkpoints, &part);
    }
    out.peakResidentBytes = residentPeakBytes();
    out.overflow = overflow;
    out.complete = done && !overflow;
    return out;
}

FrontierOutcome countToursFrontier(const Graph &g, const TourRequest &request, SearchContext &ctx)
{
    FrontierOutcome out;
    bool turned = false;
    frontierWindow(g, &turned);
    const Sweep s = makeSweep(g, turned);
    out.window = s.window;
    out.steps = s.lastCell + 1;
    const bool open = !request.closed;
    if (s.window > kMaxTourFrontier) {
        out.refused = true;
        return out;
    }
    if (g.cellCount <= 1) { // a 1-cell board: one open tour (the start alone), no closed one
        out.complete = true;
        out.count = open ? 1 : 0;
        out.text.assign(1, open ? '1' : '0');
        return out;
    }
    int startSweep = -1;
    if (open && request.start >= 0)
        for (int i = 0; i < s.cells; ++i)
            if (s.requestCell[static_cast<std::size_t>(i)] == request.start)
                startSweep = i;
    const bool wideKey = 4 * (s.window + 1) > 64;
    const SideHeader problem = sideProblem(g, request, s, wideKey);
    SweepCheckpoints checkpoints(ctx.options(), problem, ctx.earlierElapsed());
    ResumeFrom from;
    const ResumeFrom *resume = nullptr;
    if (const TaskLedger *l = ctx.options().resume) {
        if (std::optional<u128> done = resumeFrom(*l, problem, checkpoints, from, out)) {
            finishCount(out, *done); // a checkpoint of a finished sweep
            return out;
        }
        if (out.error)
            return out;
        ctx.seedCounters(0, l->nodes);
        if (from.stepsDone > 0)
            resume = &from;
    }
    std::atomic<bool> overflow{false};
    u128 total = 0;
    bool done = wideKey ? sweep<u128, std::uint64_t>(s, request, ctx, startSweep, out, overflow, total,
                                                     resume, checkpoints)
                        : sweep<std::uint64_t, std::uint64_t>(s, request, ctx, startSweep, out, overflow,
                                                              total, resume, checkpoints);
    if (overflow && !ctx.stopRequested() && !out.error) { // counts beyond 64 bits: again with 128-bit counts
        overflow = false;
        if (!checkpoints.lastFile().empty()) { // from the last checkpoint (it replaced the one resumed)
            from.path = checkpoints.lastFile();
            from.checksum = checkpoints.lastSum();
            from.stepsDone = checkpoints.lastSteps();
            from.expected = problem;
            resume = &from;
        }
        done = wideKey
                   ? sweep<u128, u128>(s, request, ctx, startSweep, out, overflow, total, resume, checkpoints)
                   : sweep<std::uint64_t, u128>(s, request, ctx, startSweep, out, overflow, total, resume,
                                                checkpoints);
    }
    out.peakResidentBytes = residentPeakBytes();
    if (overflow && ctx.stopRequested() && !out.error) { // stopped before the 128-bit run: only stopped
        if (checkpoints.lastFile().empty())
            checkpoints.unchanged(ctx.nodes(), ctx.elapsed());
        return out;
    }
    if (overflow) {
        out.overflow = true;
        return out;
    }
    if (!done)
        return out;
    if (open && request.start < 0 && __builtin_add_overflow(total, total, &total)) {
        out.overflow = true; // directed: each path from both ends
        return out;
    }
    finishCount(out, total);
    checkpoints.finished(total, ctx.nodes(), ctx.elapsed());
    return out;
}

} // namespace cpw::tourimpl
