#pragma once
// The split's records and their join (split.cpp; docs/tour.md "The split"): a record of each half
// holds the shared cells' degrees and the pairing of its junction cells; a T record and a B
// record of the same degrees make tours exactly when their two pairings make one cycle. Only
// split.cpp includes it.
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <thread>
#include <type_traits>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "tour/packed.h"
#include "tour/split.h"
#include "tour/workers.h"

namespace cpw::tourimpl::splitjoin {

using u128 = unsigned __int128;

/// One configuration of a half: the shared cells' degrees (2 bits a cell, dT: B's are stored as
/// 2 - dB), the junction cells' pairing (4 bits a junction cell in band order: the label of its
/// pair, pairs numbered in order of first appearance; P: 64 bits for at most 16 junction cells,
/// else 128) and the count's word (WideCounts of the record's table). 24 bytes with P 64-bit.
template <class P> struct Record {
    P pairing;
    std::uint64_t degrees;
    std::uint64_t count;
};

/// Builds a record from the shared cells' codes (0 = degree 0, 15 = degree 2, else an end's
/// label), its count's word left 0 (the caller's sink sets it); false when its junction cells do
/// not fit P (cannot happen: P is chosen for the shared cells, and ends come in pairs) or need a
/// 16th label (32 junction cells: the run is refused, never miscounted).
template <class P> bool recordOf(const std::uint8_t *band, int cells, bool bottom, Record<P> &r)
{
    r = Record<P>{0, 0, 0};
    std::uint8_t relabel[16] = {};
    unsigned next = 0;
    int j = 0;
    for (int b = 0; b < cells; ++b) {
        const unsigned code = band[b];
        unsigned d = code == 0 ? 0 : code == 15 ? 2 : 1;
        if (bottom)
            d = 2 - d;
        r.degrees |= static_cast<std::uint64_t>(d) << (2 * b);
        if (code != 0 && code != 15) {
            if (4 * j >= static_cast<int>(8 * sizeof(P)) || (!relabel[code] && next == 15))
                return false; // past P, or a 16th label (4 bits hold 15)
            if (!relabel[code])
                relabel[code] = static_cast<std::uint8_t>(++next);
            r.pairing |= static_cast<P>(relabel[code]) << (4 * j++);
        }
    }
    return true;
}

/// The partner of each junction cell (index in band order) from a pairing.
template <class P> int partnersOf(P pairing, std::uint8_t *partner)
{
    std::uint8_t first[16];
    std::fill(std::begin(first), std::end(first), 0xFF);
    int n = 0;
    for (; pairing; pairing >>= 4, ++n) {
        const unsigned label = static_cast<unsigned>(pairing) & 15;
        if (first[label] == 0xFF) {
            first[label] = static_cast<std::uint8_t>(n);
        } else {
            partner[n] = first[label];
            partner[first[label]] = static_cast<std::uint8_t>(n);
        }
    }
    return n;
}

/// Sixteen bytes, one a lane: B records walked side by side (GCC's vector extension: SSE2 on
/// x86-64, NEON on ARM, plain bytes elsewhere).
using Lanes = std::uint8_t __attribute__((vector_size(16)));
constexpr int kLanes = 16;

/// Bit l set where lane l of `v` (all ones or all zeros) is set.
inline unsigned laneBits(Lanes v)
{
#if defined(__SSE2__)
    return static_cast<unsigned>(_mm_movemask_epi8(reinterpret_cast<__m128i>(v)));
#else
    unsigned bits = 0;
    for (int l = 0; l < kLanes; ++l)
        bits |= (v[l] ? 1u : 0u) << l;
    return bits;
#endif
}

/// Sum over the pairs of one degree group that make one cycle of countT x countB (the counts'
/// words of T's records in tWide, of B's in bWide), added to `sum`; false past 512 bits.
/// Every record of a group has the same junction cells (those of degree 1), n of them. The walk
/// from junction cell 0, along T's pairing then B's, comes back to cell 0 after n / 2 steps
/// exactly when the union is one cycle, and earlier otherwise. B's records are walked sixteen at
/// a time, one a byte lane: `tab` holds, for each batch of sixteen and each junction cell i, the
/// lanes' partners of i; for a T record with partners pt, a step takes each lane from cell c to
/// its B partner of pt[c], i.e. to lane l of tab[pt[c]] (selected by comparing c with every
/// cell). A lane that is back at 0 before the last step is no cycle; lanes past the group's end
/// have partners 0 and come back at once. One pair of junction cells always makes one cycle.
/// Huge: some counts pass 128 bits (WideCounts::hugeCounts()): read as 256 bits, B's summed in
/// 384 (the same walk; only the counts' arithmetic is wider).
template <class P, bool Huge = false>
bool joinGroup(const Record<P> *t, std::size_t nt, const WideCounts &tWide, const Record<P> *b,
               std::size_t nb, const WideCounts &bWide, BigCount &sum)
{
    using Acc = std::conditional_t<Huge, Limbs<6>, CountSum>;
    auto addB = [&](Acc &acc, std::uint64_t word) {
        if constexpr (Huge) {
            if (!acc.addLimbs(bWide.getLimbs(word)))
                return false;
        } else {
            acc.add(bWide.get(word));
        }
        return true;
    };
    auto addT = [&](std::uint64_t word, const Acc &acc) {
        if constexpr (Huge)
            return sum.addProduct(tWide.getLimbs(word), acc);
        else
            return sum.addProduct(tWide.get(word), acc);
    };
    std::uint8_t pt[32];
    const int n = partnersOf(b[0].pairing, pt);
    if (n == 0)
        return true; // no junction: the halves never meet in one cycle
    const int pairs = n / 2;
    if (pairs == 1) {
        Acc all{};
        for (std::size_t y = 0; y < nb; ++y)
            if (!addB(all, b[y].count))
                return false;
        for (std::size_t x = 0; x < nt; ++x)
            if (!addT(t[x].count, all))
                return false;
        return true;
    }
    const std::size_t batches = (nb + kLanes - 1) / kLanes;
    std::vector<Lanes> tab(batches * static_cast<std::size_t>(n), Lanes{});
    for (std::size_t y = 0; y < nb; ++y) {
        std::uint8_t pb[32];
        partnersOf(b[y].pairing, pb);
        Lanes *batch = tab.data() + (y / kLanes) * static_cast<std::size_t>(n);
        for (int i = 0; i < n; ++i)
            batch[i][y % kLanes] = pb[i];
    }
    const unsigned lastLanes = nb % kLanes ? (1u << (nb % kLanes)) - 1 : 0xFFFFu;
    Lanes cell[32]; // cell i in every lane
    for (int i = 0; i < n; ++i)
        cell[i] = Lanes{} + static_cast<std::uint8_t>(i);
    for (std::size_t x = 0; x < nt; ++x) {
        partnersOf(t[x].pairing, pt);
        Acc acc{};
        for (std::size_t k = 0; k < batches; ++k) {
            const Lanes *batch = tab.data() + k * static_cast<std::size_t>(n);
            Lanes c = Lanes{}, back = Lanes{};
            for (int step = 1; step < pairs; ++step) {
                Lanes next = Lanes{};
                for (int i = 0; i < n; ++i)
                    next |= reinterpret_cast<Lanes>(c == cell[i]) & batch[pt[i]];
                c = next;
                back |= reinterpret_cast<Lanes>(c == 0);
            }
            unsigned one = ~laneBits(back) & (k + 1 == batches ? lastLanes : 0xFFFFu);
            for (; one; one &= one - 1)
                if (!addB(acc, b[k * kLanes + static_cast<std::size_t>(__builtin_ctz(one))].count))
                    return false;
        }
        if (!addT(t[x].count, acc))
            return false;
    }
    return true;
}

template <class P> bool byDegrees(const Record<P> &a, const Record<P> &b)
{
    return a.degrees < b.degrees;
}

/// Sorts records by degrees on up to `threads` threads: equal slices (a power of two of them,
/// each of 2^16 records or more) sorted side by side, then merged in pairs, round by round. The
/// order within a group of equal degrees is not fixed (nor is std::sort's); the join does not
/// depend on it.
template <class P> void sortByDegrees(std::vector<Record<P>> &t, int threads)
{
    constexpr std::size_t kMinSlice = std::size_t{1} << 16;
    const std::size_t n = t.size();
    std::size_t slices = 1;
    while (slices * 2 <= static_cast<std::size_t>(std::max(1, threads)) && n / (slices * 2) >= kMinSlice)
        slices *= 2;
    if (slices == 1) {
        std::sort(t.begin(), t.end(), byDegrees<P>);
        return;
    }
    std::vector<std::size_t> cut(slices + 1);
    for (std::size_t k = 0; k <= slices; ++k)
        cut[k] = n * k / slices;
    const auto at = [&](std::size_t k) {
        return t.begin() + static_cast<std::ptrdiff_t>(cut[k]);
    };
    {
        std::vector<std::jthread> pool;
        for (std::size_t k = 0; k < slices; ++k)
            pool.emplace_back([&, k] { std::sort(at(k), at(k + 1), byDegrees<P>); });
    }
    for (std::size_t width = 1; width < slices; width *= 2) {
        std::vector<std::jthread> pool;
        for (std::size_t k = 0; k + width < slices; k += 2 * width)
            pool.emplace_back([&, k, width] {
                std::inplace_merge(at(k), at(k + width), at(std::min(k + 2 * width, slices)), byDegrees<P>);
            });
    }
}

/// Joins a part of table T (any order; its counts' words in tWide) with table B (sorted by
/// degrees; in bWide) on ctx's threads: adds the count to `sum` and the groups and pairs met to
/// the outcome. False on an overflow.
template <class P>
bool joinTables(std::vector<Record<P>> &t, const WideCounts &tWide, const std::vector<Record<P>> &b,
                const WideCounts &bWide, SearchContext &ctx, BigCount &sum, SplitOutcome &out)
{
    sortByDegrees(t, ctx.threads());
    struct Group {
        std::size_t t0, t1, b0, b1;
    };
    std::vector<Group> groups;
    for (std::size_t x = 0; x < t.size();) {
        std::size_t x1 = x;
        while (x1 < t.size() && t[x1].degrees == t[x].degrees)
            ++x1;
        const auto range = std::equal_range(b.begin(), b.end(), t[x], byDegrees<P>);
        if (range.first != range.second) {
            const Group gr{x, x1, static_cast<std::size_t>(range.first - b.begin()),
                           static_cast<std::size_t>(range.second - b.begin())};
            out.joinPairs += static_cast<double>(gr.t1 - gr.t0) * static_cast<double>(gr.b1 - gr.b0);
            groups.push_back(gr);
        }
        x = x1;
    }
    out.groups += static_cast<double>(groups.size());
    // Largest groups first, taken from a counter by the workers.
    std::sort(groups.begin(), groups.end(), [](const Group &a, const Group &c) {
        return (a.t1 - a.t0) * (a.b1 - a.b0) > (c.t1 - c.t0) * (c.b1 - c.b0);
    });
    const int threads = std::max(1, ctx.threads());
    std::atomic<std::size_t> nextGroup{0};
    std::atomic<bool> over{false};
    std::vector<BigCount> sums(static_cast<std::size_t>(threads));
    const bool huge = tWide.hugeCounts() > 0 || bWide.hugeCounts() > 0;
    auto work = [&](int w) {
        for (std::size_t i; (i = nextGroup.fetch_add(1)) < groups.size();) {
            if (ctx.stopRequested() || over)
                return;
            const Group &gr = groups[i];
            if (!(huge ? joinGroup<P, true> : joinGroup<P, false>)(t.data() + gr.t0, gr.t1 - gr.t0, tWide,
                                                                   b.data() + gr.b0, gr.b1 - gr.b0, bWide,
                                                                   sums[static_cast<std::size_t>(w)]))
                over = true;
        }
    };
    onThreads(groups.size() < 2 ? 1 : threads, work);
    for (const BigCount &x : sums)
        if (!sum.add(x))
            over = true;
    return !over;
}

} // namespace cpw::tourimpl::splitjoin
