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
 * into 128 bits with v's code on top. A hash map holds, for each configuration, the number of
 * partial edge sets that reach it.
 *
 * One step (cell i): for every configuration and every choice of at most two edges from i to
 * earlier window cells of degree < 2 (and, open, to v), the edges are added one by one: two
 * free cells start a segment; a cell joined to a segment end extends it; two ends of different
 * segments merge them (the far end of one takes the other's label); two ends of the same
 * segment close a cycle. A closed cycle is a tour only at the last cell and only when nothing
 * else is left (every code 15): its count is added to the total and it is not stored; any other
 * cycle is pruned. A cell whose remaining neighbours (after i) cannot bring its degree to 2 is
 * pruned at once (this includes the cell that leaves the window). The successors are merged in
 * the next map by adding counts.
 *
 * Why merging is exact: every completion of a partial edge set (the edges decided at later
 * cells) depends only on the degrees of the window cells and on which of their ends are joined,
 * so two partial edge sets with one configuration have the same completions; the count of
 * tours is the sum over final configurations of (partial sets) x (completions), summed here
 * step by step. Counts are 128-bit; an overflow stops the run with CountOverflow.
 *
 * Threads: each step's map is cut into 64 shards by hash. Workers take source shards from an
 * atomic counter and send successors, in small batches, to the destination shard of their hash
 * under that shard's lock. Sums do not depend on the order, so counts are the same for any
 * thread count.
 */
#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

#if defined(__unix__)
#include <sys/resource.h>
#endif

#include "tour/tourimpl.h"

namespace cpw::tourimpl {

namespace {

using u128 = unsigned __int128;
template <class K> constexpr K kEmpty = ~static_cast<K>(0);
constexpr std::uint8_t kDone = 15; ///< degree 2 (or no cell)
constexpr std::uint8_t kFresh = 16;
constexpr int kShardBits = 6;
constexpr int kShards = 1 << kShardBits;
constexpr std::size_t kBatch = 256; ///< successors sent to a destination shard at once

/// A configuration and its count. Keys are 64 bits when the window and v fit in 16 codes
/// (the knight up to rows of 7), else 128; counts are 64 bits, or 128 after an overflow.
template <class K, class C> struct Entry {
    K key;
    C count;
};

inline std::uint64_t hashKey(std::uint64_t k)
{
    k ^= k >> 33;
    k *= 0xFF51AFD7ED558CCDull;
    k ^= k >> 33;
    k *= 0xC4CEB9FE1A85EC53ull;
    k ^= k >> 33;
    return k;
}

inline std::uint64_t hashKey(u128 k)
{
    std::uint64_t h = static_cast<std::uint64_t>(k) * 0x9E3779B97F4A7C15ull ^
                      (static_cast<std::uint64_t>(k >> 64) + 0x632BE59BD9B4E019ull) * 0xC2B2AE3D27D4EB4Full;
    h ^= h >> 31;
    h *= 0xBF58476D1CE4E5B9ull;
    h ^= h >> 29;
    return h;
}

/// Open addressing, linear probing, power-of-two capacity, load at most 0.8.
template <class K, class C> class Table {
    using Entry = cpw::tourimpl::Entry<K, C>;
    static constexpr K kEmpty = cpw::tourimpl::kEmpty<K>;

public:
    void reserve(std::size_t n)
    {
        std::size_t cap = 16;
        while (cap * 4 < n * 5)
            cap *= 2;
        if (cap > m_slots.size())
            rehash(cap);
    }
    /// Adds `count` to `key`'s entry; false on a 128-bit overflow.
    bool add(K key, std::uint64_t h, C count)
    {
        if ((m_size + 1) * 5 > m_slots.size() * 4)
            rehash(std::max<std::size_t>(16, m_slots.size() * 2));
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = h & mask;; i = (i + 1) & mask) {
            Entry &e = m_slots[i];
            if (e.key == key)
                return !__builtin_add_overflow(e.count, count, &e.count);
            if (e.key == kEmpty) {
                e.key = key;
                e.count = count;
                ++m_size;
                return true;
            }
        }
    }
    void prefetch(std::uint64_t h) const
    {
        __builtin_prefetch(m_slots.data() + (h & (m_slots.size() - 1)), 1);
    }
    std::size_t size() const { return m_size; }
    std::size_t bytes() const { return m_slots.size() * sizeof(Entry); }
    const std::vector<Entry> &slots() const { return m_slots; }
    void release()
    {
        std::vector<Entry>().swap(m_slots);
        m_size = 0;
    }

private:
    void rehash(std::size_t cap)
    {
        std::vector<Entry> old(cap, Entry{kEmpty, 0});
        old.swap(m_slots);
        const std::size_t mask = cap - 1;
        for (const Entry &e : old)
            if (e.key != kEmpty)
                for (std::size_t i = hashKey(e.key) & mask;; i = (i + 1) & mask)
                    if (m_slots[i].key == kEmpty) {
                        m_slots[i] = e;
                        break;
                    }
    }
    std::vector<Entry> m_slots;
    std::size_t m_size = 0;
};

template <class K, class C> struct Shards {
    std::array<Table<K, C>, kShards> table;
    std::array<std::mutex, kShards> lock;
    std::size_t size() const
    {
        std::size_t n = 0;
        for (const auto &t : table)
            n += t.size();
        return n;
    }
    std::size_t bytes() const
    {
        std::size_t n = 0;
        for (const auto &t : table)
            n += t.bytes();
        return n;
    }
};

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
};

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
    return s;
}

int degreeOf(std::uint8_t code)
{
    return code == 0 ? 0 : code == kDone ? 2 : 1;
}

/// The step's rules: for the W + 1 cells i - W .. i after cell i, the degree each needs by now
/// (2 minus its neighbours after i; 0 for holes and cells before the board).
std::vector<std::uint8_t> needsAt(const Sweep &s, int i)
{
    std::vector<std::uint8_t> need(static_cast<std::size_t>(s.window) + 1, 0);
    for (int k = 0; k <= s.window; ++k) {
        const int j = i - s.window + k;
        if (j < 0 || s.hole[static_cast<std::size_t>(j)])
            continue;
        int later = 0;
        for (int n : s.forward[static_cast<std::size_t>(j)])
            later += n > i;
        need[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(std::max(0, 2 - later));
    }
    return need;
}

struct Step {
    int cell = 0;
    bool hole = false;
    bool last = false;
    bool forceV = false; ///< the open tour's start: the edge to v is forced
    const std::vector<int> *back = nullptr;
    std::vector<std::uint8_t> need;
};

/// Expands every configuration of one source shard into `out` (batched per destination shard).
template <class K, class C> class Expander {
    using Entry = cpw::tourimpl::Entry<K, C>;

public:
    Expander(int window, bool open, const Step &step, Shards<K, C> &dst, std::atomic<bool> &overflow,
             C &total)
        : m_w(window), m_open(open), m_step(step), m_dst(dst), m_overflow(overflow), m_total(total)
    {
    }
    ~Expander() { flushAll(); }

    void expand(K key, C count)
    {
        std::array<std::uint8_t, 32> code{};
        for (int k = 0; k < m_w; ++k)
            code[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>((key >> (4 * k)) & 15);
        const std::uint8_t vcode = static_cast<std::uint8_t>((key >> (4 * m_w)) & 15);
        if (m_step.hole) {
            std::array<std::uint8_t, 33> t{};
            std::copy(code.begin(), code.begin() + m_w, t.begin());
            t[static_cast<std::size_t>(m_w)] = kDone;
            std::uint8_t v = vcode;
            finish(t, v, count, false);
            return;
        }
        // Cells short of their needed degree after this step must be joined to cell i now:
        // one edge at most, and only if they are its neighbours (else the state dies here).
        const auto &need = m_step.need;
        std::uint32_t needed = 0;
        int musts = 0;
        for (int k = 0; k < m_w; ++k) {
            const int d = degreeOf(code[static_cast<std::size_t>(k)]);
            if (d < need[static_cast<std::size_t>(k)]) {
                if (d + 1 < need[static_cast<std::size_t>(k)])
                    return;
                needed |= 1u << k;
                ++musts;
            }
        }
        if (musts > 2)
            return;
        // Candidates: window slots of degree < 2, then v (index -1).
        std::array<int, 40> cand{};
        int n = 0;
        std::uint32_t reachable = 0;
        for (int k : *m_step.back)
            if (code[static_cast<std::size_t>(k)] != kDone) {
                cand[static_cast<std::size_t>(n++)] = k;
                reachable |= 1u << k;
            }
        if (needed & ~reachable)
            return; // a needy cell that cell i cannot reach
        const int vIndex = -1;
        if (m_open && vcode != kDone)
            cand[static_cast<std::size_t>(n++)] = vIndex;
        const int minEdges = std::max<int>(musts, need[static_cast<std::size_t>(m_w)]);
        auto apply = [&](int a, int b) {
            std::array<std::uint8_t, 33> t{};
            std::copy(code.begin(), code.begin() + m_w, t.begin());
            t[static_cast<std::size_t>(m_w)] = 0;
            std::uint8_t v = vcode;
            bool closed = false;
            for (int e : {a, b}) {
                if (e == -2)
                    continue;
                std::uint8_t &ce = e == vIndex ? v : t[static_cast<std::size_t>(e)];
                std::uint8_t &ci = t[static_cast<std::size_t>(m_w)];
                if (ce == 0) {
                    if (ci == 0) {
                        ci = ce = kFresh;
                    } else {
                        ce = ci;
                        ci = kDone;
                    }
                } else if (ci == 0) {
                    ci = ce;
                    ce = kDone;
                } else if (ci == ce) {
                    ci = ce = kDone;
                    closed = true;
                } else {
                    const std::uint8_t from = ce, to = ci;
                    ce = ci = kDone;
                    for (int k = 0; k < m_w; ++k)
                        if (t[static_cast<std::size_t>(k)] == from)
                            t[static_cast<std::size_t>(k)] = to;
                    if (v == from)
                        v = to;
                }
            }
            finish(t, v, count, closed);
        };
        const bool force = m_step.forceV;
        auto allowed = [&](int a, int b) {
            std::uint32_t covered = 0;
            for (int e : {a, b})
                if (e >= 0)
                    covered |= 1u << e;
            return (needed & ~covered) == 0 && (!force || a == vIndex || b == vIndex);
        };
        if (minEdges == 0 && allowed(-2, -2))
            apply(-2, -2);
        for (int x = 0; x < n; ++x) {
            if (minEdges <= 1 && allowed(cand[static_cast<std::size_t>(x)], -2))
                apply(cand[static_cast<std::size_t>(x)], -2);
            for (int y = x + 1; y < n; ++y)
                if (allowed(cand[static_cast<std::size_t>(x)], cand[static_cast<std::size_t>(y)]))
                    apply(cand[static_cast<std::size_t>(x)], cand[static_cast<std::size_t>(y)]);
        }
    }

    std::uint64_t produced() const { return m_produced; }

private:
    void finish(std::array<std::uint8_t, 33> &t, std::uint8_t v, C count, bool closed)
    {
        // The degrees needed by now hold: expand() joins every needy window cell to cell i and
        // gives cell i at least the edges it needs.
        if (closed) {
            if (!m_step.last || v != kDone)
                return;
            for (int k = 0; k <= m_w; ++k)
                if (t[static_cast<std::size_t>(k)] != kDone)
                    return;
            if (__builtin_add_overflow(m_total, count, &m_total))
                m_overflow = true;
            return;
        }
        if (m_step.last)
            return; // the last cell must close the one cycle
        // Shift out slot 0, renumber labels by first appearance, pack.
        std::array<std::uint8_t, 17> relabel{};
        std::uint8_t next = 1;
        K key = 0;
        auto codeOf = [&](std::uint8_t c) -> std::uint8_t {
            if (c == 0 || c == kDone)
                return c;
            if (!relabel[c])
                relabel[c] = next++;
            return relabel[c];
        };
        for (int k = 1; k <= m_w; ++k)
            key |= static_cast<K>(codeOf(t[static_cast<std::size_t>(k)])) << (4 * (k - 1));
        key |= static_cast<K>(codeOf(v)) << (4 * m_w);
        ++m_produced;
        const std::uint64_t h = hashKey(key);
        auto &buf = m_buffer[h >> (64 - kShardBits)];
        buf.push_back({key, count});
        if (buf.size() >= kBatch)
            flush(static_cast<int>(h >> (64 - kShardBits)));
    }
    void flush(int shard)
    {
        auto &buf = m_buffer[static_cast<std::size_t>(shard)];
        if (buf.empty())
            return;
        std::array<std::uint64_t, kBatch> hashes;
        for (std::size_t j = 0; j < buf.size(); ++j)
            hashes[j] = hashKey(buf[j].key);
        std::lock_guard lock(m_dst.lock[static_cast<std::size_t>(shard)]);
        auto &table = m_dst.table[static_cast<std::size_t>(shard)];
        table.reserve(table.size() + buf.size()); // no rehash while the slots are prefetched
        for (std::size_t j = 0; j < buf.size(); ++j)
            table.prefetch(hashes[j]);
        for (std::size_t j = 0; j < buf.size(); ++j)
            if (!table.add(buf[j].key, hashes[j], buf[j].count))
                m_overflow = true;
        buf.clear();
    }
    void flushAll()
    {
        for (int s = 0; s < kShards; ++s)
            flush(s);
    }

    int m_w;
    bool m_open;
    const Step &m_step;
    Shards<K, C> &m_dst;
    std::atomic<bool> &m_overflow;
    C &m_total;
    std::array<std::vector<Entry>, kShards> m_buffer;
    std::uint64_t m_produced = 0;
};

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

/// One sweep with keys K and counts C: false when stopped or on an overflow (`overflow` set).
template <class K, class C>
bool sweep(const Sweep &s, const TourRequest &request, SearchContext &ctx, int startSweep,
           FrontierOutcome &out, std::atomic<bool> &overflow, u128 &total)
{
    const bool open = !request.closed;
    std::atomic<bool> stopped{false};
    out.peakConfigurations = 0;
    out.peakTableBytes = 0;
    out.perStep.clear();
    const int threads = std::max(1, ctx.threads());
    auto src = std::make_unique<Shards<K, C>>();
    {
        // Before the board: every window cell is "no cell"; v is free (open) or absent.
        K key = 0;
        for (int k = 0; k < s.window; ++k)
            key |= static_cast<K>(kDone) << (4 * k);
        key |= static_cast<K>(open ? 0 : kDone) << (4 * s.window);
        src->table[hashKey(key) >> (64 - kShardBits)].add(key, hashKey(key), 1);
    }
    std::vector<C> totals(static_cast<std::size_t>(threads), 0);
    const auto started = std::chrono::steady_clock::now();
    auto lastReport = started - std::chrono::seconds(10);
    for (int i = 0; i <= s.lastCell && !stopped; ++i) {
        Step step;
        step.cell = i;
        step.hole = s.hole[static_cast<std::size_t>(i)] != 0;
        step.last = i == s.lastCell;
        step.forceV = i == startSweep;
        step.back = &s.back[static_cast<std::size_t>(i)];
        step.need = needsAt(s, i);
        auto dst = std::make_unique<Shards<K, C>>(); // grows as it fills, while src shrinks
        const double srcBytes = static_cast<double>(src->bytes());
        std::atomic<int> nextShard{0};
        std::atomic<std::uint64_t> produced{0};
        auto work = [&](int worker) {
            Expander<K, C> ex(s.window, open, step, *dst, overflow, totals[static_cast<std::size_t>(worker)]);
            std::uint64_t seen = 0;
            for (int sh; (sh = nextShard.fetch_add(1)) < kShards;) {
                for (const auto &e : src->table[static_cast<std::size_t>(sh)].slots()) {
                    if (e.key == kEmpty<K>)
                        continue;
                    ex.expand(e.key, e.count);
                    if ((++seen & 4095) == 0) {
                        ctx.addNodes(4096);
                        if (ctx.stopRequested()) {
                            stopped = true;
                            return;
                        }
                    }
                }
                // Done with this source shard: its memory goes back while the next map grows,
                // so a step holds about the larger of the two maps, not their sum.
                src->table[static_cast<std::size_t>(sh)].release();
            }
            ctx.addNodes(seen & 4095);
            produced += ex.produced();
        };
        if (threads == 1) {
            work(0);
        } else {
            std::vector<std::jthread> pool;
            for (int t = 0; t < threads; ++t)
                pool.emplace_back(work, t);
        }
        if (ctx.stopRequested())
            stopped = true;
        const std::size_t configs = dst->size();
        // At most both maps at once (src is released shard by shard, so the true peak is lower).
        const double bytes = srcBytes + static_cast<double>(dst->bytes());
        out.peakConfigurations = std::max<double>(out.peakConfigurations, static_cast<double>(configs));
        out.peakTableBytes = std::max(out.peakTableBytes, bytes);
        out.perStep.push_back(static_cast<double>(configs));
        src = std::move(dst);
        ctx.setFractionDone(static_cast<double>(i + 1) / (s.lastCell + 1));
        ctx.setProgressFigure(
            {"sweep_step", static_cast<double>(i + 1), static_cast<double>(s.lastCell + 1)});
        ctx.setProgressFigure({"configurations", static_cast<double>(configs)});
        ctx.setProgressFigure({"table_memory", bytes, 0.0, ProgressFigure::Unit::Bytes});
        const auto now = std::chrono::steady_clock::now();
        if (request.onSweep && (now - lastReport > std::chrono::milliseconds(250) || i == s.lastCell)) {
            lastReport = now;
            TourSweepProgress p;
            p.step = i + 1;
            p.steps = s.lastCell + 1;
            p.configurations = configs;
            p.tableBytes = bytes;
            p.elapsedSeconds = std::chrono::duration<double>(now - started).count();
            p.projectedSeconds = p.elapsedSeconds * p.steps / p.step;
            request.onSweep(p);
        }
        if (overflow)
            break;
    }
    if (overflow || stopped)
        return false;
    total = 0;
    for (C t : totals)
        if (__builtin_add_overflow(total, static_cast<u128>(t), &total)) {
            overflow = true;
            return false;
        }
    return true;
}

} // namespace

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
        out.text = open ? "1" : "0";
        return out;
    }
    int startSweep = -1;
    if (open && request.start >= 0)
        for (int i = 0; i < s.cells; ++i)
            if (s.requestCell[static_cast<std::size_t>(i)] == request.start)
                startSweep = i;
    std::atomic<bool> overflow{false};
    u128 total = 0;
    const bool wideKey = 4 * (s.window + 1) > 64;
    bool done = wideKey
                    ? sweep<u128, std::uint64_t>(s, request, ctx, startSweep, out, overflow, total)
                    : sweep<std::uint64_t, std::uint64_t>(s, request, ctx, startSweep, out, overflow, total);
    if (overflow && !ctx.stopRequested()) { // counts beyond 64 bits: again with 128-bit counts
        overflow = false;
        done = wideKey ? sweep<u128, u128>(s, request, ctx, startSweep, out, overflow, total)
                       : sweep<std::uint64_t, u128>(s, request, ctx, startSweep, out, overflow, total);
    }
    out.peakResidentBytes = residentPeakBytes();
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
    out.complete = true;
    out.fits64 = total <= static_cast<u128>(~std::uint64_t{0});
    out.count = static_cast<std::uint64_t>(total);
    out.text = toDecimal(total);
    return out;
}

} // namespace cpw::tourimpl
