#pragma once
// The frontier programme's configurations and maps (frontier.cpp, docs/tour.md "Counting
// without enumerating"): configurations packed 4 bits a cell into one word, the rules on them
// done on all codes at once (SWAR), and the sharded open-addressing maps of (key, count).
// Only frontier.cpp includes it.
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <exception>
#include <memory>
#include <mutex>
#include <new>
#include <type_traits>
#include <vector>

#include "tour/packed.h"
#include "tour/workers.h"

namespace cpw::tourimpl::frontier {

using u128 = unsigned __int128;
/// The key of an empty slot: 1, a label 1 in the first window slot and nowhere else, which no
/// configuration has (every label marks the two ends of one segment). Not all ones: that is a
/// real key, the closed sweep's first (every window code and v's 15) when the window has 15
/// cells and the key 64 bits (the knight's rows of 7), whose tours were then counted as 0.
template <class K> constexpr K kEmpty = static_cast<K>(1);
constexpr unsigned kDone = 15; ///< degree 2 (or no cell)
constexpr int kShardBits = 8;
constexpr int kShards = 1 << kShardBits;
constexpr std::size_t kBatch = 64; ///< successors sent to a destination shard at once

/// A count of N 64-bit limbs (tour/packed.h's Limbs): the frontier programme's counts past 128
/// bits (the knight's tours of 5- to 8-row boards 40 or more columns long, of the wazir's 4 x n
/// past n = 190). An aggregate, so that an Entry holding one stays packed: `Wide<4>{5}` is 5.
template <int N> using Wide = Limbs<N>;

/// A count below 2^56 kept beside the top 8 bits of a 72-bit key, so that an entry of a 128-bit
/// key takes 16 bytes instead of 24 (Entry<u128, Count56>): the knight's rows of 8, whose
/// window and v are 18 codes. A sum that reaches 2^56 is an overflow, and the sweep runs again
/// with 64-bit counts in 24-byte entries.
struct Count56 {
    static constexpr std::uint64_t kMask = (std::uint64_t{1} << 56) - 1;
    std::uint64_t v;
    explicit operator u128() const { return v; }
};
/// The widest key (bits) whose entries can hold a Count56.
constexpr int kCompactKeyBits = 72;

template <class C> constexpr bool kWide = false;
template <int N> constexpr bool kWide<Limbs<N>> = true;
/// 64-bit words of a count type.
template <class C> constexpr int kCountWords = static_cast<int>(sizeof(C) / 8);

/// a + b into `sum`; true on a carry out of C (the sum then wraps), as __builtin_add_overflow.
template <class C> inline bool addCount(C a, C b, C *sum)
{
    if constexpr (std::is_same_v<C, Count56>) {
        sum->v = a.v + b.v; // both below 2^56: no wrap
        return sum->v > Count56::kMask;
    } else if constexpr (kWide<C>) {
        *sum = a;
        return !sum->add(b);
    } else {
        return __builtin_add_overflow(a, b, sum);
    }
}

/// A count's 64-bit word k (0: the lowest).
template <class C> inline std::uint64_t countWord(const C &c, int k)
{
    if constexpr (kWide<C>)
        return c.limb[k];
    else if constexpr (std::is_same_v<C, Count56>)
        return k == 0 ? c.v : 0;
    else
        return k >= kCountWords<C> ? 0 : static_cast<std::uint64_t>(static_cast<u128>(c) >> (64 * k));
}

/// The count of words w[0 .. n - 1] as a C; false (and `c` unchanged) when it does not fit.
template <class C> inline bool countFromWords(const std::uint64_t *w, int n, C &c)
{
    for (int k = kCountWords<C>; k < n; ++k)
        if (w[k] != 0)
            return false;
    if constexpr (kWide<C>) {
        C v{};
        for (int k = 0; k < n && k < kCountWords<C>; ++k)
            v.limb[k] = w[k];
        c = v;
    } else if constexpr (std::is_same_v<C, Count56>) {
        if (w[0] > Count56::kMask)
            return false;
        c = Count56{w[0]};
    } else {
        u128 v = w[0];
        if (n > 1 && kCountWords<C> > 1)
            v |= static_cast<u128>(w[1]) << 64;
        c = static_cast<C>(v);
    }
    return true;
}

/// A configuration and its count. Keys are 64 bits when the window and v fit in 16 codes
/// (the knight up to rows of 7), else 128; counts are 64 bits, or 128, 256 or 512 after an
/// overflow.
/// Packed on 8 bytes: a 128-bit key with a 64-bit count takes 24 bytes, not 32 (8x8 boards).
template <class K, class C> struct __attribute__((packed, aligned(8))) Entry {
    K k;
    C c;
    static Entry make(K key, C count) { return Entry{key, count}; }
    K key() const { return k; }
    C count() const { return c; }
    bool holds(K key) const { return k == key; }
    void setCount(C count) { c = count; }
};

/// A 72-bit key and a count below 2^56 on 16 bytes: the key's low 64 bits, then its bits 64 .. 71
/// above the count.
template <> struct Entry<u128, Count56> {
    std::uint64_t lo, hi;
    static Entry make(u128 key, Count56 count)
    {
        return Entry{static_cast<std::uint64_t>(key), static_cast<std::uint64_t>(key >> 64) << 56 | count.v};
    }
    u128 key() const { return static_cast<u128>(hi >> 56) << 64 | lo; }
    Count56 count() const { return Count56{hi & Count56::kMask}; }
    bool holds(u128 key) const
    {
        return lo == static_cast<std::uint64_t>(key) && (hi >> 56) == static_cast<std::uint64_t>(key >> 64);
    }
    void setCount(Count56 count) { hi = (hi & ~Count56::kMask) | count.v; }
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

inline int lowBit(std::uint64_t x)
{
    return __builtin_ctzll(x);
}
inline int lowBit(u128 x)
{
    const auto lo = static_cast<std::uint64_t>(x);
    return lo ? __builtin_ctzll(lo) : 64 + __builtin_ctzll(static_cast<std::uint64_t>(x >> 64));
}
/// SWAR on packed 4-bit codes; `ones` has the low bit of every code in use set.
template <class K> inline K nonZeroCodes(K x, K ones)
{
    return (x | x >> 1 | x >> 2 | x >> 3) & ones;
}
template <class K> inline K doneCodes(K x, K ones)
{
    return x & x >> 1 & x >> 2 & x >> 3 & ones;
}
template <class K> inline K codesEqual(K x, unsigned c, K ones)
{
    return ones & ~nonZeroCodes<K>(x ^ (ones * c), ones);
}

/// Labels renumbered 1, 2, ... in order of first appearance (low codes first): each label is
/// moved with both its ends at once.
template <class K> inline K normalise(K key, K ones)
{
    K ends = nonZeroCodes(key, ones) & ~doneCodes(key, ones);
    K out = key;
    for (unsigned next = 1; ends; ++next) {
        const unsigned label = static_cast<unsigned>(key >> lowBit(ends)) & 15;
        const K both = codesEqual(key, label, ones);
        ends &= ~both;
        if (label != next)
            out ^= both * static_cast<K>(label ^ next);
    }
    return out;
}

/// The number of codes marked in a mask of low bits (no popcount instruction needed): the
/// product sums the nibbles into the top one, at most 15 at a time.
inline int markedCodes(std::uint64_t x)
{
    constexpr std::uint64_t ones = 0x1111111111111111ull;
    return static_cast<int>(((x & (ones >> 4)) * ones) >> 60) + static_cast<int>(x >> 60);
}
inline int markedCodes(u128 x)
{
    return markedCodes(static_cast<std::uint64_t>(x)) + markedCodes(static_cast<std::uint64_t>(x >> 64));
}

/// The low bits of 4-bit codes gathered into consecutive bits (bit k = code k).
inline std::uint32_t gatherCodes(std::uint64_t x)
{
    x &= 0x1111111111111111ull;
    x = (x | x >> 3) & 0x0303030303030303ull;
    x = (x | x >> 6) & 0x000F000F000F000Full;
    x = (x | x >> 12) & 0x000000FF000000FFull;
    return static_cast<std::uint32_t>((x | x >> 24) & 0xFFFF);
}
inline std::uint32_t gatherCodes(u128 x)
{
    return gatherCodes(static_cast<std::uint64_t>(x)) | gatherCodes(static_cast<std::uint64_t>(x >> 64))
                                                            << 16;
}

/// More than two bits set.
template <class K> inline bool overTwoBits(K x)
{
    x &= x - 1;
    return (x & (x - 1)) != 0;
}

/// The memory of a sweep's maps against its limit. A table that would grow past the limit
/// (when `refuse` is set) does not grow: it raises `over` and drops what it was given, so the
/// step that was filling it is cut and its map discarded (frontier.cpp), before the
/// allocation, not after it.
struct Budget {
    std::atomic<std::int64_t> live{0}; ///< bytes of the sweep's tables
    double limit = 0;                  ///< bytes for them; 0: none
    bool refuse = false;               ///< refuse growth past the limit (else only count)
    std::atomic<bool> over{false};     ///< a growth was refused, or the limit was passed
    std::atomic<bool> refused{false};  ///< the system refused an allocation (std::bad_alloc)
    bool allows(std::size_t more) const
    {
        return !refuse || limit <= 0 ||
               static_cast<double>(live.load(std::memory_order_relaxed)) + static_cast<double>(more) <= limit;
    }
};

/// Open addressing, linear probing, power-of-two capacity, load at most 0.75.
template <class K, class C> class Table {
    using Entry = cpw::tourimpl::frontier::Entry<K, C>;
    static constexpr K kEmpty = cpw::tourimpl::frontier::kEmpty<K>;

public:
    /// Room for n entries; false (nothing changed, the budget's `over` raised) when the growth
    /// would pass the budget: the caller then drops its entries.
    bool reserve(std::size_t n)
    {
        std::size_t cap = std::max<std::size_t>(16, m_slots.size());
        while (cap * 3 < n * 4)
            cap *= 2;
        if (cap <= m_slots.size())
            return true;
        // While rehashing, the old slots and the new are both held.
        if (m_budget && !m_budget->allows(cap * sizeof(Entry))) {
            m_budget->over = true;
            return false;
        }
        try {
            rehash(cap);
        } catch (const std::bad_alloc &) { // the machine's memory ran out first: the same stop
            if (!m_budget)
                throw;
            m_budget->refused = true;
            m_budget->over = true;
            return false;
        }
        return true;
    }
    /// Adds `count` to `key`'s entry; false on an overflow of the count. reserve() first.
    bool add(K key, std::uint64_t h, C count)
    {
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = h & mask;; i = (i + 1) & mask) {
            Entry &e = m_slots[i];
            if (e.holds(key)) {
                C sum;
                const bool over = addCount<C>(e.count(), count, &sum);
                e.setCount(sum);
                return !over;
            }
            if (e.holds(kEmpty)) {
                e = Entry::make(key, count);
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
    /// Calls f(key, count) for every entry, in slot order, while it returns true; false when
    /// f stopped it.
    template <class F> bool forEach(F &&f) const
    {
        for (const Entry &e : m_slots)
            if (!e.holds(kEmpty) && !f(e.key(), e.count()))
                return false;
        return true;
    }
    void release()
    {
        account(-static_cast<std::int64_t>(bytes()));
        Slots().swap(m_slots);
        m_size = 0;
    }
    /// Counts this table's memory in `budget` (shared by the maps of a sweep).
    void track(Budget *budget) { m_budget = budget; }

private:
    void account(std::int64_t delta)
    {
        if (m_budget)
            m_budget->live.fetch_add(delta, std::memory_order_relaxed);
    }
    void rehash(std::size_t cap)
    {
        Slots old(cap, Entry::make(kEmpty, C{})); // may throw: nothing changed yet
        account(static_cast<std::int64_t>((cap - m_slots.size()) * sizeof(Entry)));
        old.swap(m_slots);
        const std::size_t mask = cap - 1;
        for (const Entry &e : old)
            if (!e.holds(kEmpty))
                for (std::size_t i = hashKey(e.key()) & mask;; i = (i + 1) & mask)
                    if (m_slots[i].holds(kEmpty)) {
                        m_slots[i] = e;
                        break;
                    }
    }
    using Slots = std::vector<Entry>;
    Slots m_slots;
    std::size_t m_size = 0;
    Budget *m_budget = nullptr;
};

/// One shard on cache lines of its own (two workers filling neighbouring shards must not share
/// a line).
template <class K, class C> struct alignas(64) Shard {
    Table<K, C> table;
    std::mutex lock;
};

template <class K, class C> struct Map {
    explicit Map(Budget *budget)
    {
        for (int s = 0; s < kShards; ++s)
            shard[s].table.track(budget);
    }
    std::unique_ptr<Shard<K, C>[]> shard {
        new Shard<K, C>[ kShards ]
    };
    std::size_t size() const
    {
        std::size_t n = 0;
        for (int s = 0; s < kShards; ++s)
            n += shard[s].table.size();
        return n;
    }
    std::size_t bytes() const
    {
        std::size_t n = 0;
        for (int s = 0; s < kShards; ++s)
            n += shard[s].table.bytes();
        return n;
    }
    void add(K key, C count)
    {
        const std::uint64_t h = hashKey(key);
        auto &t = shard[h >> (64 - kShardBits)].table;
        if (t.reserve(t.size() + 1))
            t.add(key, h, count);
    }
};

/// The first shard of lane l of `lanes` (FrontierPart::lanes): lanes are runs of consecutive
/// shards, lane `lanes` the end.
inline int firstShardOf(int l, int lanes)
{
    return l * kShards / lanes;
}

/// The entries of each of `lanes` lanes of `map`.
template <class K, class C> std::vector<std::size_t> laneSizes(const Map<K, C> &map, int lanes)
{
    std::vector<std::size_t> sizes(static_cast<std::size_t>(lanes), 0);
    for (int l = 0; l < lanes; ++l)
        for (int sh = firstShardOf(l, lanes); sh < firstShardOf(l + 1, lanes); ++sh)
            sizes[static_cast<std::size_t>(l)] += map.shard[sh].table.size();
    return sizes;
}

/// Calls f(lane, key, count) for every entry of `map`: the lanes side by side, each on a thread of
/// its own (one lane: the calling thread), a lane's shards in order, each shard's table freed once
/// read. An exception of f (std::bad_alloc) is thrown again on the calling thread when every
/// lane has ended.
template <class K, class C, class F> void drainInLanes(Map<K, C> &map, int lanes, F &&f)
{
    std::vector<std::exception_ptr> failed(static_cast<std::size_t>(lanes));
    auto lane = [&](int l) {
        try {
            for (int sh = firstShardOf(l, lanes); sh < firstShardOf(l + 1, lanes); ++sh) {
                auto &table = map.shard[sh].table;
                table.forEach([&](K key, const C &count) {
                    f(l, key, count);
                    return true;
                });
                table.release();
            }
        } catch (...) {
            failed[static_cast<std::size_t>(l)] = std::current_exception();
        }
    };
    onThreads(lanes, lane);
    for (const std::exception_ptr &e : failed)
        if (e)
            std::rethrow_exception(e);
}

} // namespace cpw::tourimpl::frontier
