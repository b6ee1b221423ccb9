/*
 * The count of disjoint pattern pairs of the quarter-board join (queenjoin.cpp, step 3 of its
 * block comment): the pairs (e, w) of an east and a west pattern with e & w = 0.
 * Short lists are tested pair by pair. Longer ones are cut into classes by the bits that clash
 * most often (a class pair whose cut bits meet is skipped); within a class pair, 64 * W west
 * patterns at a time are transposed into tables of ORs of their bit planes for every value of
 * an 8-bit chunk, so one east pattern meets 64 * W west patterns with four or five look-ups,
 * an OR each, and a population count of the lanes left free.
 */
#include <algorithm>
#include <bit>
#include <cstdlib>
#include <functional>

#include "independent/queens.h"

#if CPW_AVX512
#include <immintrin.h>
#endif

namespace cpw::indepimpl {

namespace {

constexpr std::size_t kDirectPairs = 1 << 14; ///< fewer pairs are tested one by one
constexpr std::size_t kDirect32 = 1 << 16;    ///< the same for patterns of at most 32 bits
constexpr int kClassShift = 52;               ///< split look-ups: the class bits from here on

/// The pairs of an east pattern and a west pattern of one group that meet in no bit (table:
/// the group's chunk tables, 256 entries per chunk; lanes without a pattern always clash).
template <int Chunks, int W>
[[gnu::always_inline]] inline std::uint64_t freeLanes(const Lanes<W> *table, const std::uint64_t *east,
                                                      std::size_t count)
{
    std::uint64_t c = 0;
    for (std::size_t i = 0; i < count; ++i) {
        const std::uint64_t e = east[i];
        Lanes<W> clash = table[e & 255];
        for (int k = 1; k < Chunks; ++k) {
            const Lanes<W> &t = table[256 * k + ((e >> (8 * k)) & 255)];
            for (int w = 0; w < W; ++w)
                clash.w[w] |= t.w[w];
        }
        for (int w = 0; w < W; ++w)
            c += std::popcount(~clash.w[w]);
    }
    return c;
}

CPW_POPCNT_CLONES
std::uint64_t countFreeLanes(const Lanes<2> *table, int chunks, const std::uint64_t *east, std::size_t count)
{
    return chunks == 4 ? freeLanes<4>(table, east, count) : freeLanes<5>(table, east, count);
}
CPW_POPCNT_CLONES
std::uint64_t countFreeLanes(const Lanes<4> *table, int chunks, const std::uint64_t *east, std::size_t count)
{
    return chunks == 4 ? freeLanes<4>(table, east, count) : freeLanes<5>(table, east, count);
}

/// The default scan of countGroups: countFreeLanes (popcnt clones).
struct ScanDefault {
    template <int W>
    std::uint64_t operator()(const Lanes<W> *table, int chunks, const std::uint64_t *east,
                             std::size_t count) const
    {
        return countFreeLanes(table, chunks, east, count);
    }
};

#if CPW_AVX512
/// freeLanes with AVX-512 (VL): the lanes of a group in one vector register, their clashes
/// counted with VPOPCNTQ.
template <int Chunks, int W>
CPW_AVX512_TARGET inline std::uint64_t freeLanes512(const Lanes<W> *table, const std::uint64_t *east,
                                                    std::size_t count)
{
    std::uint64_t clashes = 0;
    if constexpr (W == 4) {
        __m256i acc = _mm256_setzero_si256();
        for (std::size_t i = 0; i < count; ++i) {
            const std::uint64_t e = east[i];
            __m256i c = _mm256_load_si256(reinterpret_cast<const __m256i *>(table + (e & 255)));
            for (int k = 1; k < Chunks; ++k)
                c = _mm256_or_si256(c, _mm256_load_si256(reinterpret_cast<const __m256i *>(
                                           table + 256 * k + ((e >> (8 * k)) & 255))));
            acc = _mm256_add_epi64(acc, _mm256_popcnt_epi64(c));
        }
        const __m128i s = _mm_add_epi64(_mm256_castsi256_si128(acc), _mm256_extracti128_si256(acc, 1));
        clashes = std::uint64_t(_mm_cvtsi128_si64(s)) + std::uint64_t(_mm_extract_epi64(s, 1));
    } else {
        __m128i acc = _mm_setzero_si128();
        for (std::size_t i = 0; i < count; ++i) {
            const std::uint64_t e = east[i];
            __m128i c = _mm_load_si128(reinterpret_cast<const __m128i *>(table + (e & 255)));
            for (int k = 1; k < Chunks; ++k)
                c = _mm_or_si128(c, _mm_load_si128(reinterpret_cast<const __m128i *>(
                                        table + 256 * k + ((e >> (8 * k)) & 255))));
            acc = _mm_add_epi64(acc, _mm_popcnt_epi64(c));
        }
        clashes = std::uint64_t(_mm_cvtsi128_si64(acc)) + std::uint64_t(_mm_extract_epi64(acc, 1));
    }
    return std::uint64_t(64 * W) * count - clashes;
}

/// freeLanes with AVX2. A group's lanes are loaded and ORed as one 128- or 256-bit value (for
/// W = 2 two east patterns share a 256-bit register), and the clashes are counted in the vector
/// unit: the bits of each byte by two look-ups of a nibble's count (VPSHUFB), summed per byte
/// for up to 31 steps (at most 8 a step: no byte overflows) and then added into four 64-bit
/// sums (VPSADBW). AVX2 has no population count of its own; popcnt on each word, with a move
/// out of the vector unit for each, took more instructions than the look-ups.
template <int Chunks, int W>
CPW_AVX2_TARGET inline std::uint64_t freeLanesAvx2(const Lanes<W> *table, const std::uint64_t *east,
                                                   std::size_t count)
{
    const __m256i nibbleCount = _mm256_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1, 2,
                                                 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);
    const __m256i low4 = _mm256_set1_epi8(0x0f), zero = _mm256_setzero_si256();
    // The clash vector of one step: W = 4 one east pattern, W = 2 patterns i and i + 1.
    auto clashAt = [&](std::size_t i) CPW_AVX2_TARGET {
        if constexpr (W == 4) {
            const std::uint64_t e = east[i];
            __m256i c = _mm256_load_si256(reinterpret_cast<const __m256i *>(table + (e & 255)));
            for (int k = 1; k < Chunks; ++k)
                c = _mm256_or_si256(c, _mm256_load_si256(reinterpret_cast<const __m256i *>(
                                           table + 256 * k + ((e >> (8 * k)) & 255))));
            return c;
        } else {
            const std::uint64_t a = east[i], b = east[i + 1];
            __m256i c = _mm256_loadu2_m128i(reinterpret_cast<const __m128i *>(table + (b & 255)),
                                            reinterpret_cast<const __m128i *>(table + (a & 255)));
            for (int k = 1; k < Chunks; ++k)
                c = _mm256_or_si256(
                    c, _mm256_loadu2_m128i(
                           reinterpret_cast<const __m128i *>(table + 256 * k + ((b >> (8 * k)) & 255)),
                           reinterpret_cast<const __m128i *>(table + 256 * k + ((a >> (8 * k)) & 255))));
            return c;
        }
    };
    constexpr std::size_t per = W == 4 ? 1 : 2; // east patterns a step
    const std::size_t steps = count / per;
    __m256i sums = zero;
    for (std::size_t s0 = 0; s0 < steps; s0 += 31) {
        __m256i bytes = zero;
        const std::size_t s1 = std::min(steps, s0 + 31);
        for (std::size_t st = s0; st < s1; ++st) {
            const __m256i c = clashAt(per * st);
            const __m256i lo = _mm256_and_si256(c, low4),
                          hi = _mm256_and_si256(_mm256_srli_epi16(c, 4), low4);
            bytes = _mm256_add_epi8(bytes, _mm256_add_epi8(_mm256_shuffle_epi8(nibbleCount, lo),
                                                           _mm256_shuffle_epi8(nibbleCount, hi)));
        }
        sums = _mm256_add_epi64(sums, _mm256_sad_epu8(bytes, zero));
    }
    const __m128i s2 = _mm_add_epi64(_mm256_castsi256_si128(sums), _mm256_extracti128_si256(sums, 1));
    std::uint64_t clashes = std::uint64_t(_mm_cvtsi128_si64(s2)) + std::uint64_t(_mm_extract_epi64(s2, 1));
    if (W == 2 && count % 2) {
        // The last east pattern alone.
        const std::uint64_t e = east[count - 1];
        __m128i c = _mm_load_si128(reinterpret_cast<const __m128i *>(table + (e & 255)));
        for (int k = 1; k < Chunks; ++k)
            c = _mm_or_si128(c, _mm_load_si128(reinterpret_cast<const __m128i *>(table + 256 * k +
                                                                                 ((e >> (8 * k)) & 255))));
        clashes += std::uint64_t(std::popcount(std::uint64_t(_mm_cvtsi128_si64(c)))) +
                   std::uint64_t(std::popcount(std::uint64_t(_mm_extract_epi64(c, 1))));
    }
    return std::uint64_t(64 * W) * count - clashes;
}

struct ScanAvx2 {
    template <int W>
    CPW_AVX2_TARGET std::uint64_t operator()(const Lanes<W> *table, int chunks, const std::uint64_t *east,
                                             std::size_t count) const
    {
        return chunks == 4 ? freeLanesAvx2<4>(table, east, count) : freeLanesAvx2<5>(table, east, count);
    }
};

struct Scan512 {
    template <int W>
    CPW_AVX512_TARGET std::uint64_t operator()(const Lanes<W> *table, int chunks, const std::uint64_t *east,
                                               std::size_t count) const
    {
        return chunks == 4 ? freeLanes512<4>(table, east, count) : freeLanes512<5>(table, east, count);
    }
};

#endif

/// The recursive block swap (Hacker's Delight 7-3) on `Rows` words. Rows = 64 transposes a
/// 64 x 64 bit matrix across its anti-diagonal: afterwards bit j of m[i] is what bit 63 - i of
/// m[63 - j] was. Rows = 32 transposes two 32 x 32 matrices side by side, one in the low and
/// one in the high half of each word: bit j of half h of m[i] is what bit 31 - i of half h of
/// m[31 - j] was (five rounds; their masks leave the top of each half alone, so the halves
/// never mix).
template <int Rows> void transposeBits(std::uint64_t *m)
{
    std::uint64_t mask = Rows == 64 ? 0x00000000ffffffffULL : 0x0000ffff0000ffffULL;
    for (int j = Rows / 2; j; j >>= 1, mask ^= mask << j)
        for (int k = 0; k < Rows; k = ((k | j) + 1) & ~j) {
            const std::uint64_t t = (m[k] ^ (m[k | j] >> j)) & mask;
            m[k] ^= t;
            m[k | j] ^= t << j;
        }
}

/// The disjoint pairs of the east and west classes (countDisjointPairs), 64 * W west patterns
/// of a class at a time.
template <int W, class Scan>
[[gnu::always_inline]] inline std::uint64_t countGroupsBody(PairScratch &sc, int chunks, int rest,
                                                            int classes, Scan scan)
{
    const std::uint64_t restMask = (std::uint64_t(1) << rest) - 1;
    if (sc.table.size() < std::size_t(chunks) * 256)
        sc.table.assign(std::size_t(chunks) * 256, Lanes<4>{});
    auto *table = reinterpret_cast<Lanes<W> *>(sc.table.data());
    constexpr std::size_t groupSize = 64 * W;
    std::uint64_t count = 0;
    // With marks the weighted west patterns are scanned and the east ones (off the long
    // diagonals: the shorter list) go into the tables.
    const bool marks = sc.marked[0] >= 0;
    const auto &tableClass = marks ? sc.eastClass : sc.westClass;
    const auto &scanClass = marks ? sc.westClass : sc.eastClass;
    for (int v = 0; v < classes; ++v) {
        const ClassList w = tableClass[v];
        const unsigned free = ~unsigned(v) & unsigned(classes - 1); // the east classes that may meet v
        for (std::size_t g = 0; g < w.size(); g += groupSize) {
            const std::size_t lanes = std::min(groupSize, w.size() - g);
            Lanes<W> plane[64];
            for (int k = 0; k < W && rest <= 32; ++k) {
                // Lanes 64k .. 64k + 31 in the low halves, the next 32 in the high ones.
                std::uint64_t m[32];
                for (std::size_t l = 0; l < 32; ++l) {
                    const std::size_t i = 64 * k + l;
                    m[31 - l] = (i < lanes ? w[g + i] & restMask : 0) |
                                (i + 32 < lanes ? (w[g + i + 32] & restMask) << 32 : 0);
                }
                transposeBits<32>(m); // now bit l (32 + l) of m[31 - b] is bit b of lane l (32 + l)
                for (int b = 0; b < rest; ++b)
                    plane[b].w[k] = m[31 - b];
            }
            for (int k = 0; k < W && rest > 32; ++k) {
                std::uint64_t m[64];
                for (std::size_t l = 0; l < 64; ++l) {
                    const std::size_t i = 64 * k + l;
                    m[63 - l] = i < lanes ? w[g + i] & restMask : 0;
                }
                transposeBits<64>(m); // now bit l of m[63 - b] is bit b of lane l
                for (int b = 0; b < rest; ++b)
                    plane[b].w[k] = m[63 - b];
            }
            for (int c = 0; c < chunks; ++c) {
                Lanes<W> *t = table + c * 256;
                for (int k = 0; k < W; ++k) {
                    const std::size_t used = std::min<std::size_t>(64, lanes > 64u * k ? lanes - 64u * k : 0);
                    t[0].w[k] = c == 0 && used < 64 ? ~std::uint64_t(0) << used : 0; // empty lanes clash
                    if (c == 0 && used == 0)
                        t[0].w[k] = ~std::uint64_t(0);
                }
                // Entries 2^b .. 2^(b+1)-1 are entries 0 .. 2^b-1 with bit b added (the top
                // chunks may be narrower or empty); a streaming loop without a chain through memory.
                const int width = std::clamp(rest - 8 * c, 0, 8);
                for (int b = 0; b < width; ++b) {
                    const Lanes<W> add = plane[c * 8 + b];
                    const unsigned half = 1u << b;
                    for (unsigned x = 0; x < half; ++x)
                        for (int k = 0; k < W; ++k)
                            t[half + x].w[k] = t[x].w[k] | add.w[k];
                }
            }
            // Every east class u within `free` (its subsets, largest first, down to 0).
            for (unsigned u = free;; u = (u - 1) & free) {
                const ClassList e = scanClass[u];
                const std::uint64_t weight = sc.classWeight[u | v];
                if (!e.empty() && weight)
                    count += weight * scan(table, chunks, e.data(), e.size());
                if (u == 0)
                    break;
            }
        }
    }
    return count;
}

template <int W> std::uint64_t countGroups(PairScratch &sc, int chunks, int rest, int classes)
{
    return countGroupsBody<W>(sc, chunks, rest, classes, ScanDefault{});
}

#if CPW_AVX512
template <int W>
CPW_AVX512_TARGET std::uint64_t countGroups512(PairScratch &sc, int chunks, int rest, int classes)
{
    return countGroupsBody<W>(sc, chunks, rest, classes, Scan512{});
}
template <int W>
CPW_AVX2_TARGET std::uint64_t countGroupsAvx2(PairScratch &sc, int chunks, int rest, int classes)
{
    return countGroupsBody<W>(sc, chunks, rest, classes, ScanAvx2{});
}
#endif

/// The groups of countDisjointPairs on the widest code this processor runs (and the plan allows).
std::uint64_t countGroupsBest(PairScratch &sc, const PairPlan &plan, int rest, int classes)
{
    const int laneWords = plan.laneWords, chunks = plan.chunks;
#if CPW_AVX512
    if (plan.simd && haveAvx512())
        return laneWords == 2 ? countGroups512<2>(sc, chunks, rest, classes)
                              : countGroups512<4>(sc, chunks, rest, classes);
    if (plan.avx2 && haveAvx2())
        return laneWords == 2 ? countGroupsAvx2<2>(sc, chunks, rest, classes)
                              : countGroupsAvx2<4>(sc, chunks, rest, classes);
#endif
    return laneWords == 2 ? countGroups<2>(sc, chunks, rest, classes)
                          : countGroups<4>(sc, chunks, rest, classes);
}

/// Puts the split patterns `q` (class from bit kClassShift on, rest below) into their classes'
/// places; `to.start[c + 1]` holds the size of class c on entry.
void placeInClasses(const std::uint64_t *q, std::size_t count, int classes, Classes &to)
{
    std::uint32_t *start = to.start.data();
    for (int c = 0; c < classes; ++c)
        start[c + 1] += start[c];
    to.items.resize(count);
    std::uint64_t *items = to.items.data();
    const std::uint64_t restMask = (std::uint64_t(1) << kClassShift) - 1;
    for (std::size_t i = 0; i < count; ++i)
        items[start[q[i] >> kClassShift]++] = q[i] & restMask;
    // The places have moved one class on: class c now starts where start[c - 1] stands.
    for (int c = classes; c > 0; --c)
        start[c] = start[c - 1];
    start[0] = 0;
}

/// Splits the patterns `from` into their classes (`to`) with the look-ups of splitTable, one
/// per input byte: a count per class, then every pattern into its place.
template <int Bytes> void distribute(PairScratch &sc, const PatternList &from, int classes, Classes &to)
{
    const std::uint64_t *st = sc.splitTable.data(), *p = from.begin();
    std::uint64_t *q = sc.splitBuffer.data();
    const std::size_t count = from.size();
    to.start.assign(std::size_t(classes) + 1, 0);
    std::uint32_t *size = to.start.data() + 1;
    for (std::size_t i = 0; i < count; ++i) {
        std::uint64_t x = 0;
        for (int k = 0; k < Bytes; ++k)
            x |= st[256 * k + ((p[i] >> (8 * k)) & 255)];
        q[i] = x;
        ++size[x >> kClassShift];
    }
    placeInClasses(q, count, classes, to);
}

#if CPW_AVX512
/// distribute with BMI2 (where PEXT is fast): a pattern's class is PEXT of its cut bits and its
/// rest PEXT of the others, the same split as the look-ups' (splitTable) in two instructions.
/// `spread` > 0 moves the rest's bits from 8 on up by that much (a wide plan).
CPW_BMI2_TARGET void distributePext(PairScratch &sc, const PatternList &from, int classes, Classes &to,
                                    std::uint64_t cutMask, std::uint64_t restMask, int spread)
{
    const std::uint64_t *p = from.begin();
    std::uint64_t *q = sc.splitBuffer.data();
    const std::size_t count = from.size();
    to.start.assign(std::size_t(classes) + 1, 0);
    std::uint32_t *size = to.start.data() + 1;
    for (std::size_t i = 0; i < count; ++i) {
        const std::uint64_t c = _pext_u64(p[i], cutMask);
        std::uint64_t r = _pext_u64(p[i], restMask);
        if (spread)
            r = (r & 255) | (r >> 8 << (8 + spread));
        q[i] = c << kClassShift | r;
        ++size[c];
    }
    placeInClasses(q, count, classes, to);
}
#endif

/// The pairs of `east` and `west` (32-bit patterns) that meet in no bit.
[[gnu::always_inline]] inline std::uint64_t directBody32(const std::uint64_t *east, std::size_t ne,
                                                         const std::uint32_t *west, std::size_t nw)
{
    std::uint64_t c = 0;
    for (std::size_t i = 0; i < ne; ++i) {
        const auto e = static_cast<std::uint32_t>(east[i]);
        std::uint32_t part = 0;
        for (std::size_t j = 0; j < nw; ++j)
            part += (e & west[j]) == 0;
        c += part;
    }
    return c;
}

/// The east patterns that miss `w`.
[[gnu::always_inline]] inline std::uint64_t directBody64(const std::uint64_t *east, std::size_t ne,
                                                         std::uint64_t w)
{
    std::uint64_t c = 0;
    for (std::size_t i = 0; i < ne; ++i)
        c += (east[i] & w) == 0;
    return c;
}

#if CPW_AVX512
CPW_AVX512_TARGET std::uint64_t direct32Avx512(const std::uint64_t *east, std::size_t ne,
                                               const std::uint32_t *west, std::size_t nw)
{
    return directBody32(east, ne, west, nw);
}
CPW_AVX512_TARGET std::uint64_t direct64Avx512(const std::uint64_t *east, std::size_t ne, std::uint64_t w)
{
    return directBody64(east, ne, w);
}
CPW_AVX2_TARGET std::uint64_t direct32Avx2(const std::uint64_t *east, std::size_t ne,
                                           const std::uint32_t *west, std::size_t nw)
{
    return directBody32(east, ne, west, nw);
}
CPW_AVX2_TARGET std::uint64_t direct64Avx2(const std::uint64_t *east, std::size_t ne, std::uint64_t w)
{
    return directBody64(east, ne, w);
}
#endif

std::uint64_t directPairs32(const PairPlan &plan, const std::uint64_t *east, std::size_t ne,
                            const std::uint32_t *west, std::size_t nw)
{
#if CPW_AVX512
    if (plan.simd && haveAvx512())
        return direct32Avx512(east, ne, west, nw);
    if (plan.avx2 && haveAvx2())
        return direct32Avx2(east, ne, west, nw);
#else
    (void)plan;
#endif
    return directBody32(east, ne, west, nw);
}

std::uint64_t directPairs64(const PairPlan &plan, const std::uint64_t *east, std::size_t ne, std::uint64_t w)
{
#if CPW_AVX512
    if (plan.simd && haveAvx512())
        return direct64Avx512(east, ne, w);
    if (plan.avx2 && haveAvx2())
        return direct64Avx2(east, ne, w);
#else
    (void)plan;
#endif
    return directBody64(east, ne, w);
}

} // namespace

bool haveAvx512()
{
#if CPW_AVX512
    static const bool have = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") &&
                             __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq") &&
                             __builtin_cpu_supports("avx512vpopcntdq");
    return have;
#else
    return false;
#endif
}

bool haveFastPext()
{
#if CPW_AVX512
    // AMD before Zen 3 (families 15h and 17h) run PEXT in microcode, one bit at a time.
    static const bool have =
        __builtin_cpu_supports("bmi2") && !__builtin_cpu_is("amdfam15h") && !__builtin_cpu_is("amdfam17h");
    return have;
#else
    return false;
#endif
}

bool haveAvx2()
{
#if CPW_AVX512
    static const bool have = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt");
    return have;
#else
    return false;
#endif
}

PairPlan pairPlan(int n, int bits, bool wide, JoinSimd simd)
{
    PairPlan p;
    p.simd = simd == JoinSimd::Best;
    p.avx2 = simd != JoinSimd::Portable;
    // 256 lanes from n = 18 on, but 128 for n = 19, whose lists are short (one thread, CPU s,
    // AVX2, runs alternated: n = 23 `--sample 40` 16.3, 15.9 with 128 against 14.7, 12.9 with
    // 256; n = 21 `--sample 300` 7.35, 8.38 against 7.01, 6.37; n = 19 0.82, 1.06 against
    // 0.93, 1.32; n = 17 the same either way).
    p.laneWords = n < 18 || n == 19 ? 2 : 4;
    // Cut bits, measured (one thread, CPU s): odd n have short lists, where fewer and longer
    // classes pay (n = 17: 1.05 with 2 cuts against 1.21 with 4; n = 19, projected: 35 against
    // 48; n = 21: 1 090 with 4 against 1 260 with 6); even n keep two cuts besides their two
    // long-diagonal bits (n = 20, projected: 90 with 6 cuts, 115 with 5, 138 with 4).
    if (n % 2)
        p.cuts = bits <= 34 ? 2 : bits <= 38 ? 4 : 6;
    else
        p.cuts = bits <= 36 ? 4 : 6;
    p.cuts = std::clamp(p.cuts, std::max(0, bits - 40), 12);
    p.chunks = std::clamp((bits - p.cuts + 7) / 8, 4, 5);
    if (wide && bits <= 40) {
        // One cut bit: classes long enough to fill every lane of a group on small boards.
        p.cuts = n % 2 ? 1 : 2; // even n: the two long diagonals (PairScratch::marked)
        p.laneWords = 4;
        p.chunks = 5;
        p.direct = false;
        p.wide = bits - p.cuts <= 8 * p.chunks;
    }
    return p;
}

/// The pairs (e, w) of east and west patterns (`bits` bits each) with e & w = 0, each weighted
/// by PairScratch::markWeight of the west pattern's state.
std::uint64_t countDisjointPairs(PairScratch &sc, int bits, const PairPlan &plan)
{
    const std::size_t pairs = sc.east.size() * sc.west.size();
    const bool marks = sc.marked[0] >= 0;
    // A west pattern's state: which of the marked bits it holds (0 without marks).
    auto state = [&](std::uint64_t w) {
        return marks ? unsigned(w >> sc.marked[0] & 1) | unsigned(w >> sc.marked[1] & 1) << 1 : 0u;
    };
    if (plan.direct && bits <= 32 && pairs <= kDirect32) {
        // 32-bit patterns: the compiler tests four pairs per SSE2 instruction (per state).
        std::uint64_t total = 0;
        for (unsigned st = 0; st < (marks ? 4u : 1u); ++st) {
            if (!sc.markWeight[st])
                continue;
            sc.west32.clear();
            for (const std::uint64_t w : sc.west)
                if (state(w) == st)
                    sc.west32.push_back(static_cast<std::uint32_t>(w));
            const std::uint64_t c =
                directPairs32(plan, sc.east.begin(), sc.east.size(), sc.west32.data(), sc.west32.size());
            total += c * sc.markWeight[st];
        }
        return total;
    }
    if (plan.direct && pairs <= kDirectPairs) {
        std::uint64_t c = 0;
        for (const std::uint64_t w : sc.west)
            if (const std::uint64_t weight = sc.markWeight[state(w)])
                c += weight * directPairs64(plan, sc.east.begin(), sc.east.size(), w);
        return c;
    }
    // Which bits clash most often: estimated from every 16th pattern, at most about 512 of a
    // list (any choice is correct).
    int fe[64] = {}, fw[64] = {};
    const std::size_t strideE = std::max<std::size_t>(16, sc.east.size() / 512);
    const std::size_t strideW = std::max<std::size_t>(16, sc.west.size() / 512);
    for (std::size_t i = 0; i < sc.east.size(); i += strideE)
        for (std::uint64_t p = sc.east[i]; p; p &= p - 1)
            ++fe[std::countr_zero(p)];
    for (std::size_t i = 0; i < sc.west.size(); i += strideW)
        for (std::uint64_t p = sc.west[i]; p; p &= p - 1)
            ++fw[std::countr_zero(p)];
    // The cut bits, first in `order`: the marked bits (so that a class knows its state), then
    // the most clashing ones (the lowest bit on ties); picked one by one, as only the first
    // `cuts` matter (no sort, no allocation per pair of lists).
    const int cuts = plan.cuts, classes = 1 << cuts;
    int order[64];
    bool taken[64] = {};
    int picked = 0;
    if (marks)
        for (const int m : sc.marked) {
            order[picked++] = m;
            taken[m] = true;
        }
    for (; picked < cuts; ++picked) {
        int best = -1;
        for (int i = 0; i < bits; ++i)
            if (!taken[i] && (best < 0 || std::uint64_t(fe[i]) * fw[i] > std::uint64_t(fe[best]) * fw[best]))
                best = i;
        order[picked] = best;
        taken[best] = true;
    }
    // The bits left after the cuts (<= 8 * plan.chunks). A wide plan on a small board moves the
    // bits from 8 up to the top of five chunks (disjointness does not change), so that every
    // look-up of the largest boards is used.
    const int narrow = bits - cuts, rest = plan.wide ? 8 * plan.chunks : narrow;
    const int spread = narrow > 8 ? rest - narrow : 0;
    // A pattern's class is its cut bits in the order of the board (class bit j: the j-th lowest
    // cut bit); the other bits move together below `rest`. A class pair's weight is that of the
    // marked bits it holds.
    std::uint64_t cutMask = 0;
    for (int j = 0; j < cuts; ++j)
        cutMask |= std::uint64_t(1) << order[j];
    int markAt[2] = {0, 0}; // the marked bits' places among the class bits
    for (int m = 0; marks && m < 2; ++m)
        markAt[m] = std::popcount(cutMask & ((std::uint64_t(1) << sc.marked[m]) - 1));
    sc.classWeight.resize(std::size_t(classes));
    for (int c = 0; c < classes; ++c) {
        const unsigned st = marks ? unsigned(c >> markAt[0] & 1) | unsigned(c >> markAt[1] & 1) << 1 : 0u;
        sc.classWeight[std::size_t(c)] = sc.markWeight[st];
    }
    sc.splitBuffer.resize(std::max(sc.east.size(), sc.west.size()));
#if CPW_AVX512
    if (plan.avx2 && haveFastPext()) {
        const std::uint64_t others =
            ~cutMask & (bits < 64 ? (std::uint64_t(1) << bits) - 1 : ~std::uint64_t(0));
        distributePext(sc, sc.east, classes, sc.eastClass, cutMask, others, spread);
        distributePext(sc, sc.west, classes, sc.westClass, cutMask, others, spread);
        return countGroupsBest(sc, plan, rest, classes);
    }
#endif
    // Without a fast PEXT: every input bit goes to one output bit, so the split is the OR of
    // one look-up per input byte (the class from bit kClassShift on, the rest below).
    int target[64];
    for (int i = 0, below = 0; i < bits; ++i) {
        if (cutMask >> i & 1) {
            target[i] = kClassShift + below++;
        } else {
            const int pos = i - below;
            target[i] = pos < 8 ? pos : pos + spread;
        }
    }
    const int bytes = (bits + 7) / 8;
    // The look-ups depend on the targets only: kept from the last lists when those are the same.
    const bool same = sc.splitTable.size() == 6 * 256 &&
                      std::equal(target, target + bits, sc.splitTarget.begin(), sc.splitTarget.end());
    if (!same) {
        sc.splitTarget.assign(target, target + bits);
        sc.splitTable.assign(6 * 256, 0); // the look-ups past `bytes` stay 0
    }
    for (int k = 0; k < bytes && !same; ++k) {
        std::uint64_t *t = sc.splitTable.data() + 256 * k;
        t[0] = 0;
        for (unsigned v = 1; v < 256; ++v) {
            const int i = 8 * k + std::countr_zero(v);
            t[v] = t[v & (v - 1)] | (i < bits ? std::uint64_t(1) << target[i] : 0);
        }
    }
    switch (std::max(bytes, 4)) {
    case 4:
        distribute<4>(sc, sc.east, classes, sc.eastClass);
        distribute<4>(sc, sc.west, classes, sc.westClass);
        break;
    case 5:
        distribute<5>(sc, sc.east, classes, sc.eastClass);
        distribute<5>(sc, sc.west, classes, sc.westClass);
        break;
    default:
        distribute<6>(sc, sc.east, classes, sc.eastClass);
        distribute<6>(sc, sc.west, classes, sc.westClass);
        break;
    }
    return countGroupsBest(sc, plan, rest, classes);
}

} // namespace cpw::indepimpl
