/*
 * Quarter-board join (10 <= n <= 23): the board split into its four h x h quadrants (h = n/2;
 * odd n leave the middle rank and file between them), the idea of E. Kluev's counter
 * (github.com/EvgenyKluev/N-Queens-Count-Sol, which credits the quarter method of the "Deep
 * Green" N-Queens pages); this code is written from the idea only.
 * 1. Quadrant tables (built once, by the first tasks): for each quadrant, every placement of
 *    non-attacking queens with at most one per rank and file of the quadrant, indexed by (its
 *    ranks, its files) and kept as its two diagonal masks in board coordinates (bit x+y and
 *    bit x-y+n-1).
 * 2. Even n: a solution has h queens in the east half (files h..n-1) on a set S of h ranks and
 *    h in the west half on the other ranks. The east strip's placements on S are the pairs of
 *    a south-east entry (the ranks of S below h, files C) and a north-east entry (the ranks of
 *    S from h up, the other east files) whose diagonals are disjoint; the west strip's
 *    likewise. Ranks and files are then complete, so the solutions with east ranks S are the
 *    pairs (east, west) with disjoint diagonals; only the 2(2h-1) diagonals that both strips
 *    reach matter, one pattern of at most 34 bits per strip placement.
 *    Odd n: the queen on the middle file (rank r) and the one on the middle rank (file c), one
 *    queen when both are the centre, are fixed first; the strips then avoid their ranks, file
 *    and diagonals, and S runs over the other ranks.
 * 3. Disjoint pairs are counted bit-sliced (queenpairs.cpp): the diagonal bits that clash most
 *    often (from a sample) cut both lists into classes (a class pair is skipped when its cut
 *    bits meet); within a class pair, 64 W patterns of one side at a time are transposed into
 *    tables of ORs of their bit planes for every value of an 8-bit chunk, so one pattern of the
 *    other side meets 64 W patterns with four or five look-ups, an OR each, and a population
 *    count of the lanes left free (AVX-512 with VPOPCNTQ where the processor has it, else the
 *    lanes as one AVX2 value and popcnt, else popcnt through target clones). Small lists are
 *    tested pair by pair. The strips' north entries are joined eight at a time on AVX-512 (the
 *    kept patterns compressed into place), four at a time on AVX2 (moved into place by a
 *    permutation per mask of kept lanes).
 * Symmetry: even n (as Kluev's counter does): the long diagonals hold at most one queen each.
 *    The transpose fixes the main diagonal and swaps the halves of the other, the
 *    anti-transpose the reverse; so among all solutions, those with their long-diagonal queens
 *    in the west half (main diagonal south-west, anti-diagonal north-west) stand for 2^k
 *    solutions each, k the number of long-diagonal queens. The east strip is therefore joined
 *    off both long diagonals, and a pair counts 2^k by its west pattern's long-diagonal bits
 *    (two cut bits; PairScratch::marked). The up-down mirror maps S to its reverse and keeps
 *    all this: one S of {S, reverse}, weighted 2 (1 when S is its reverse). Solutions with
 *    both long diagonals empty (k = 0) also have the left-right mirror (S to its complement):
 *    they are counted only for the least S of {S, reverse, complements}, weighted by their
 *    number (2 or 4; S is never its own complement). Odd n: the eight symmetries act on the
 *    middle queens as r -> n-1-r, c -> n-1-c, (r, c) -> (c, r); one (r, c) per class, weighted
 *    by the class size, and every S for it.
 * Tasks: one per (middle queens, S), in a fixed order: the split never depends on the threads.
 */
#include <algorithm>
#include <bit>
#include <cstdlib>
#include <map>

#include "independent/queens.h"

#if CPW_AVX512
// GCC 12's own _mm512_undefined_epi32 (`__m512i __Y = __Y;`) draws -Wmaybe-uninitialized from
// every shift it is inlined into (GCC bug 105593, mended in GCC 13): silenced in the header only.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ < 13
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <immintrin.h>
#pragma GCC diagnostic pop
#else
#include <immintrin.h>
#endif
#endif

namespace cpw::indepimpl {

namespace {

constexpr std::uint32_t kOddBlock = 64; ///< odd n: east rank sets per task

/// Every placement of non-attacking queens on an h x h square with at most one per rank and
/// file, indexed by (its ranks, its files), kept as its two diagonal masks in the square's own
/// coordinates: bits 0..2h-2 the slash diagonals i + j, bits 32.. the back diagonals
/// j - i + h - 1 (rank i, file j). The four quadrants of the board are translates of this square,
/// so one table serves them all (QuadrantView shifts the masks into board coordinates).
struct QuarterTable {
    std::vector<std::uint64_t> entry;
    std::vector<std::uint32_t> offset; ///< entries of key (ranks << h | files): offset[key]..[key+1]
};

/// A quadrant with lower-left corner (x0, y0): board slash diagonal x + y = local + x0 + y0,
/// board back diagonal x - y + n - 1 = local + x0 - y0 + n - h.
struct QuadrantView {
    const QuarterTable *table = nullptr;
    int slashShift = 0, backShift = 0;
    std::uint64_t slash(std::uint32_t i) const { return (table->entry[i] & 0xffffffffu) << slashShift; }
    std::uint64_t back(std::uint32_t i) const { return (table->entry[i] >> 32) << backShift; }
};

/// Walks every placement of the h x h square, rank by rank (a rank empty or one queen on a
/// free file off the diagonals taken so far).
template <class Visit>
void walkQuarter(int h, int i, std::uint32_t ranks, std::uint32_t files, std::uint64_t slash,
                 std::uint64_t back, Visit &visit)
{
    if (i == h) {
        visit((ranks << h) | files, slash | (back << 32));
        return;
    }
    walkQuarter(h, i + 1, ranks, files, slash, back, visit);
    std::uint32_t freeFiles = ((1u << h) - 1) & ~files;
    while (freeFiles) {
        const int j = std::countr_zero(freeFiles);
        freeFiles &= freeFiles - 1;
        const std::uint64_t a = std::uint64_t(1) << (i + j), b = std::uint64_t(1) << (j - i + h - 1);
        if ((slash & a) || (back & b))
            continue;
        walkQuarter(h, i + 1, ranks | (1u << i), files | (1u << j), slash | a, back | b, visit);
    }
}

QuarterTable buildQuarter(int h)
{
    QuarterTable t;
    const std::size_t keys = std::size_t(1) << (2 * h);
    t.offset.assign(keys + 1, 0);
    auto countKey = [&](std::uint32_t key, std::uint64_t) {
        ++t.offset[key + 1];
    };
    walkQuarter(h, 0, 0, 0, 0, 0, countKey);
    for (std::size_t k = 0; k < keys; ++k)
        t.offset[k + 1] += t.offset[k];
    t.entry.resize(t.offset[keys]);
    std::vector<std::uint32_t> pos(t.offset.begin(), t.offset.end() - 1);
    auto fill = [&](std::uint32_t key, std::uint64_t e) {
        t.entry[pos[key]++] = e;
    };
    walkQuarter(h, 0, 0, 0, 0, 0, fill);
    return t;
}

struct JoinSetup {
    int n = 0, h = 0;
    QuarterTable quarter;
    QuadrantView quad[4]; ///< south-east, north-east, south-west, north-west
    std::vector<std::uint32_t> filesOfSize[17];
};

/// The middle rank and file of an odd board: the queen on the middle file on rank r, the one
/// on the middle rank on file c (one queen when both are the centre); an even board has none.
struct MiddleQueens {
    int r = -1, c = -1;
    std::uint64_t slash = 0, back = 0; ///< their diagonals
    std::uint32_t ranks = 0;           ///< the ranks they take
    int eastFile = -1, westFile = -1;  ///< the quadrant-local file the middle-rank queen takes
};

/// The entries of quadrant `from` off the middle queens' diagonals, with the same keys, as a
/// table of its own (`to`, shifted like `from`).
void filterQuadrant(const QuadrantView &from, const MiddleQueens &mid, QuarterTable &to, QuadrantView &view)
{
    const QuarterTable &t = *from.table;
    to.offset.assign(t.offset.size(), 0);
    to.entry.clear();
    for (std::size_t k = 0; k + 1 < t.offset.size(); ++k) {
        for (std::uint32_t i = t.offset[k]; i < t.offset[k + 1]; ++i)
            if (!((from.slash(i) & mid.slash) | (from.back(i) & mid.back)))
                to.entry.push_back(t.entry[i]);
        to.offset[k + 1] = static_cast<std::uint32_t>(to.entry.size());
    }
    view = from;
    view.table = &to;
}

/// The constants of one strip: the north quadrant's shifts into board coordinates and the
/// placement of the strip's diagonals in a pattern.
struct StripShape {
    int hs, hb;              ///< the north view's slash and back shifts
    int shift, f;            ///< the first diagonal both strips reach, diagonals per field
    std::uint64_t fieldMask; ///< f bits
    std::uint64_t require;   ///< pattern bits of which a kept pattern must hold one (0: none)
};

/// The entries of one side of a strip's key pair, ready for every entry of the other side (AVX2
/// and portable code): their slash and back diagonals in board coordinates and their half of
/// the strip's pattern (the pattern of a pair is the OR of its halves: shifting and masking
/// distribute over OR). The last group of four is padded (the join masks it off).
struct StripCache {
    std::vector<std::uint64_t> es, eb, p;
    std::size_t count = 0;

    /// Fills the cache from e[i0..i1) of a quadrant with these diagonal shifts.
    void fill(const std::uint64_t *e, std::uint32_t i0, std::uint32_t i1, int slashShift, int backShift,
              const StripShape &sh)
    {
        const std::size_t n = i1 - i0;
        count = n;
        if (es.size() < n + 4) {
            es.resize(n + 4);
            eb.resize(n + 4);
            p.resize(n + 4);
        }
        std::uint64_t *cs = es.data(), *cb = eb.data(), *cp = p.data();
        const std::uint64_t *from = e + i0;
        for (std::size_t j = 0; j < n; ++j) {
            const std::uint64_t s = (from[j] & 0xffffffffu) << slashShift, b = (from[j] >> 32) << backShift;
            cs[j] = s;
            cb[j] = b;
            cp[j] = half(sh, s, b);
        }
    }
    /// An entry's half of the strip pattern.
    static std::uint64_t half(const StripShape &sh, std::uint64_t s, std::uint64_t b)
    {
        return ((s >> sh.shift) & sh.fieldMask) | (((b >> sh.shift) & sh.fieldMask) << sh.f);
    }
};

/// The cached entries `sc` that miss the diagonals `as`, `ab` (the other side's entry's and the
/// middle queens'), each as the strip's pattern with that entry (pattern half `ps`), written to
/// `to`; returns how many. Each entry is written, the count grows only for the kept ones.
inline std::size_t joinCached(const StripCache &sc, const StripShape &sh, std::uint64_t as, std::uint64_t ab,
                              std::uint64_t ps, std::uint64_t *to)
{
    std::size_t k = 0;
    for (std::size_t j = 0; j < sc.count; ++j) {
        const std::uint64_t p = ps | sc.p[j];
        to[k] = p;
        k += (((as & sc.es[j]) | (ab & sc.eb[j])) == 0) & ((p & sh.require) != 0 || !sh.require);
    }
    return k;
}

#if CPW_AVX512
/// joinNorth eight entries at a time with AVX-512 (the kept patterns compressed into place);
/// writes up to 7 items past the ones it returns.
CPW_AVX512_TARGET std::size_t joinNorth512(const std::uint64_t *e, std::uint32_t b0, std::uint32_t b1,
                                           const StripShape &sh, std::uint64_t ls, std::uint64_t lb,
                                           std::uint64_t as, std::uint64_t ab, std::uint64_t *to)
{
    const __m512i low = _mm512_set1_epi64(0xffffffff), vls = _mm512_set1_epi64(std::int64_t(ls)),
                  vlb = _mm512_set1_epi64(std::int64_t(lb)), vas = _mm512_set1_epi64(std::int64_t(as)),
                  vab = _mm512_set1_epi64(std::int64_t(ab)),
                  field = _mm512_set1_epi64(std::int64_t(sh.fieldMask));
    const __m128i hs = _mm_cvtsi32_si128(sh.hs), hb = _mm_cvtsi32_si128(sh.hb),
                  shift = _mm_cvtsi32_si128(sh.shift), f = _mm_cvtsi32_si128(sh.f);
    std::size_t k = 0;
    for (std::uint32_t j = b0; j < b1; j += 8) {
        const __mmask8 valid = b1 - j >= 8 ? __mmask8(0xff) : __mmask8((1u << (b1 - j)) - 1);
        const __m512i x = _mm512_maskz_loadu_epi64(valid, e + j);
        const __m512i es = _mm512_sll_epi64(_mm512_and_si512(x, low), hs);
        const __m512i eb = _mm512_sll_epi64(_mm512_srli_epi64(x, 32), hb);
        const __m512i s = _mm512_srl_epi64(_mm512_or_si512(vls, es), shift);
        const __m512i b = _mm512_srl_epi64(_mm512_or_si512(vlb, eb), shift);
        const __m512i p =
            _mm512_or_si512(_mm512_and_si512(s, field), _mm512_sll_epi64(_mm512_and_si512(b, field), f));
        const __m512i clash = _mm512_or_si512(_mm512_and_si512(vas, es), _mm512_and_si512(vab, eb));
        __mmask8 keep = _mm512_mask_testn_epi64_mask(valid, clash, clash);
        if (sh.require)
            keep = _mm512_mask_test_epi64_mask(keep, p, _mm512_set1_epi64(std::int64_t(sh.require)));
        _mm512_storeu_si512(to + k, _mm512_maskz_compress_epi64(keep, p));
        k += std::size_t(std::popcount(unsigned(keep)));
    }
    return k;
}

/// For each mask of four kept 64-bit lanes, the 32-bit element indices that move the kept lanes
/// to the front in order (the AVX2 stand-in for AVX-512's compress).
struct CompressTable {
    alignas(32) std::int32_t index[16][8];
};
constexpr CompressTable makeCompressTable()
{
    CompressTable t{};
    for (int m = 0; m < 16; ++m) {
        int k = 0;
        for (int lane = 0; lane < 4; ++lane)
            if (m >> lane & 1) {
                t.index[m][2 * k] = 2 * lane;
                t.index[m][2 * k + 1] = 2 * lane + 1;
                ++k;
            }
        for (; k < 4; ++k)
            t.index[m][2 * k] = t.index[m][2 * k + 1] = 0;
    }
    return t;
}
constexpr CompressTable kCompress = makeCompressTable();

/// joinCached four entries at a time with AVX2 (the kept patterns moved into place by a
/// permutation from kCompress; the last group's lanes past the entries masked off). Writes up
/// to 3 items past the ones it returns.
CPW_AVX2_TARGET std::size_t joinCached256(const StripCache &sc, const StripShape &sh, std::uint64_t as,
                                          std::uint64_t ab, std::uint64_t ps, std::uint64_t *to)
{
    const __m256i vas = _mm256_set1_epi64x(std::int64_t(as)), vab = _mm256_set1_epi64x(std::int64_t(ab)),
                  vps = _mm256_set1_epi64x(std::int64_t(ps)),
                  require = _mm256_set1_epi64x(std::int64_t(sh.require)), zero = _mm256_setzero_si256();
    // The lanes of a last group of 1..3 entries.
    static constexpr std::int64_t kValid[8] = {-1, -1, -1, -1, 0, 0, 0, 0};
    const std::uint64_t *es = sc.es.data(), *eb = sc.eb.data(), *np = sc.p.data();
    const std::size_t count = sc.count;
    std::size_t k = 0;
    for (std::size_t j = 0; j < count; j += 4) {
        const std::size_t left = count - j;
        const __m256i valid =
            _mm256_loadu_si256(reinterpret_cast<const __m256i *>(kValid + (left >= 4 ? 0 : 4 - left)));
        const __m256i p = _mm256_or_si256(vps, _mm256_loadu_si256(reinterpret_cast<const __m256i *>(np + j)));
        const __m256i clash = _mm256_or_si256(
            _mm256_and_si256(vas, _mm256_loadu_si256(reinterpret_cast<const __m256i *>(es + j))),
            _mm256_and_si256(vab, _mm256_loadu_si256(reinterpret_cast<const __m256i *>(eb + j))));
        __m256i keep = _mm256_and_si256(_mm256_cmpeq_epi64(clash, zero), valid);
        if (sh.require)
            keep = _mm256_andnot_si256(_mm256_cmpeq_epi64(_mm256_and_si256(p, require), zero), keep);
        const int mask = _mm256_movemask_pd(_mm256_castsi256_pd(keep));
        const __m256i order = _mm256_load_si256(reinterpret_cast<const __m256i *>(kCompress.index[mask]));
        _mm256_storeu_si256(reinterpret_cast<__m256i *>(to + k), _mm256_permutevar8x32_epi32(p, order));
        k += std::size_t(std::popcount(unsigned(mask)));
    }
    return k;
}
#endif

/// The strip placements (quadrants lo below, hi above) on `ranks`, off the middle queens'
/// diagonals, as diagonal patterns: bits 0..2h-2 the slash diagonals n-h..n+h-2, bits
/// 2h-1.. the back diagonals n-h..n+h-2 (the ones that both strips reach). The AVX2 and
/// portable code prepare the longer side of each key pair once (StripCache) and join each
/// entry of the shorter side with it (a pair's pattern and clash do not depend on which side
/// is which); the AVX-512 code shifts the north entries for each south entry (joinNorth512).
template <int Level> // 0 portable, 1 AVX2, 2 AVX-512
[[gnu::always_inline]] inline void joinStripBody(const JoinSetup &js, const QuadrantView &lo,
                                                 const QuadrantView &hi, std::uint32_t ranks, int takenFile,
                                                 const MiddleQueens &mid, std::uint64_t require,
                                                 StripCache &cache, PatternList &out)
{
    const int h = js.h, n = js.n, f = 2 * h - 1, shift = n - h;
    const std::uint32_t all = (1u << h) - 1;
    const std::uint32_t allowed = takenFile >= 0 ? all & ~(1u << takenFile) : all;
    const std::uint32_t rlo = ranks & all, rhi = ranks >> (n - h);
    const StripShape sh{hi.slashShift, hi.backShift, shift, f, (std::uint64_t(1) << f) - 1, require};
    const std::uint32_t *loOffset = lo.table->offset.data(), *hiOffset = hi.table->offset.data();
    const std::uint64_t *hiEntry = hi.table->entry.data(), *loEntry = lo.table->entry.data();
    const std::uint64_t midSlash = mid.slash, midBack = mid.back;
    out.clear();
    for (const std::uint32_t files : js.filesOfSize[std::popcount(rlo)]) {
        if (files & ~allowed)
            continue;
        const std::uint32_t ka = (rlo << h) | files, kb = (rhi << h) | (allowed & ~files);
        std::uint32_t a0 = loOffset[ka], a1 = loOffset[ka + 1];
        const std::uint32_t b0 = hiOffset[kb], b1 = hiOffset[kb + 1];
        if (b0 == b1 || a0 == a1)
            continue;
        // The outer side: entries a0..a1 of `outer`; the inner one: `inside` entries (the
        // cache, or for AVX-512 the north entries b0..b1).
        const std::uint64_t *outer = loEntry;
        int outerSlash = lo.slashShift, outerBack = lo.backShift;
        std::size_t inside = b1 - b0;
        if constexpr (Level < 2) {
            if (a1 - a0 > b1 - b0) {
                cache.fill(loEntry, a0, a1, lo.slashShift, lo.backShift, sh);
                outer = hiEntry, outerSlash = hi.slashShift, outerBack = hi.backShift;
                a0 = b0, a1 = b1;
            } else {
                cache.fill(hiEntry, b0, b1, hi.slashShift, hi.backShift, sh);
            }
            inside = cache.count;
        }
        // Room for the inner entries after many outer ones at once (not checked per entry).
        const std::size_t per = inside + 8;
        std::size_t cap =
            std::min<std::size_t>(std::size_t(a1 - a0) * inside + 8, std::max<std::size_t>(per, 1 << 16));
        std::uint64_t *room = out.room(cap);
        std::size_t added = 0;
        for (std::uint32_t i = a0; i < a1; ++i) {
            const std::uint64_t x = outer[i];
            const std::uint64_t ls = (x & 0xffffffffu) << outerSlash, lb = (x >> 32) << outerBack;
            if ((ls & midSlash) | (lb & midBack))
                continue;
            if (added + per > cap) {
                out.count += added;
                added = 0;
                room = out.room(cap);
            }
            std::uint64_t *to = room + added;
            // The inner entry must miss the outer entry's and the middle queens' diagonals.
            const std::uint64_t as = ls | midSlash, ab = lb | midBack;
            if constexpr (Level == 2) {
#if CPW_AVX512
                added += joinNorth512(hiEntry, b0, b1, sh, ls, lb, as, ab, to);
#endif
            } else {
                const std::uint64_t ps = StripCache::half(sh, ls, lb);
#if CPW_AVX512
                if constexpr (Level == 1) {
                    added += joinCached256(cache, sh, as, ab, ps, to);
                    continue;
                }
#endif
                added += joinCached(cache, sh, as, ab, ps, to);
            }
        }
        out.count += added;
    }
}

void joinStrip(const JoinSetup &js, const QuadrantView &lo, const QuadrantView &hi, std::uint32_t ranks,
               int takenFile, const MiddleQueens &mid, std::uint64_t require, StripCache &cache,
               PatternList &out)
{
    joinStripBody<0>(js, lo, hi, ranks, takenFile, mid, require, cache, out);
}

#if CPW_AVX512
CPW_AVX512_TARGET void joinStrip512(const JoinSetup &js, const QuadrantView &lo, const QuadrantView &hi,
                                    std::uint32_t ranks, int takenFile, const MiddleQueens &mid,
                                    std::uint64_t require, StripCache &cache, PatternList &out)
{
    joinStripBody<2>(js, lo, hi, ranks, takenFile, mid, require, cache, out);
}
CPW_AVX2_TARGET void joinStrip256(const JoinSetup &js, const QuadrantView &lo, const QuadrantView &hi,
                                  std::uint32_t ranks, int takenFile, const MiddleQueens &mid,
                                  std::uint64_t require, StripCache &cache, PatternList &out)
{
    joinStripBody<1>(js, lo, hi, ranks, takenFile, mid, require, cache, out);
}
#endif

/// Scratch space of one worker: its patterns and pair tables, and for odd n its filtered tables
/// (aligned to a cache line: the workers write their own lists' counts all the time).
struct alignas(64) JoinScratch : PairScratch {
    int middle = -1;          ///< odd n: the middle queens `filtered` belongs to
    QuarterTable filtered[4]; ///< the quadrant tables off those middle queens' diagonals
    QuadrantView view[4];     ///< the views of `filtered`
    StripCache strip;         ///< one side of a strip's key pair (the AVX2 and portable join)
};

/// Odd n with quadrants up to this side filter the tables per worker (8 MB each at n = 17;
/// at n = 19 it would be 58 MB per worker, so the join checks the middle queens instead).
constexpr int kFilterMaxSide = 8;

/// The k-subsets of m bits in increasing order.
std::vector<std::uint32_t> subsetsOfSize(int m, int k)
{
    std::vector<std::uint32_t> out;
    for (std::uint32_t s = 0; s < (1u << m); ++s)
        if (std::popcount(s) == k)
            out.push_back(s);
    return out;
}

/// Spreads the bits of `compact` onto the set bits of `mask`, lowest first.
std::uint32_t deposit(std::uint32_t compact, std::uint32_t mask)
{
    std::uint32_t out = 0;
    for (; compact && mask; compact >>= 1, mask &= mask - 1)
        if (compact & 1)
            out |= mask & (0u - mask);
    return out;
}

/// One task of the join. Even n: one per east rank set S, with the weight of its symmetry
/// class. Odd n: one per middle queens class and block of kOddBlock of its sets S.
struct JoinTask {
    std::uint32_t ranks; ///< even n: S; odd n: the first index of the block
    std::uint8_t weight; ///< even n: of the solutions with a queen on a long diagonal
    std::uint8_t middle;
    std::uint8_t weightEmpty = 0; ///< even n: of those with both long diagonals empty
};

/// The tasks of the join and, per middle queens class (one empty class for even n), the sets S.
struct JoinTasks {
    std::vector<MiddleQueens> middles;
    std::vector<const std::vector<std::uint32_t> *> middleSets; ///< the S of a middle class, compact
    std::vector<std::uint32_t> middleFree;                      ///< the ranks S is taken from
    std::map<int, std::vector<std::uint32_t>> subsets;          ///< by m * 32 + k
    std::vector<JoinTask> tasks;
};

/// Even n: every S up to its reverse (the up-down mirror), weighted 2 or 1 (S its own reverse)
/// for the solutions with a queen on a long diagonal; for those with both long diagonals empty,
/// S must be the least of {S, its reverse, their complements}, weighted by their number.
void evenJoinTasks(int n, JoinTasks &jt)
{
    const int h = n / 2;
    const std::uint32_t full = (1u << n) - 1;
    auto reverse = [n](std::uint32_t s) {
        std::uint32_t rev = 0;
        for (int i = 0; i < n; ++i)
            if (s >> i & 1)
                rev |= 1u << (n - 1 - i);
        return rev;
    };
    jt.middles.push_back(MiddleQueens{});
    for (std::uint32_t s = 0; s <= full; ++s) {
        if (std::popcount(s) != h)
            continue;
        const std::uint32_t rev = reverse(s);
        if (rev < s)
            continue;
        const std::uint32_t comp = ~s & full, revComp = ~rev & full;
        const bool least = s < comp && s <= revComp;
        const std::uint8_t orbit = rev == s || revComp == s ? 2 : 4; // S is never its complement
        jt.tasks.push_back({s, std::uint8_t(rev == s ? 1 : 2), 0, std::uint8_t(least ? orbit : 0)});
    }
}

/// Odd n: the middle queens (r, c) up to the eight symmetries, which act on them as
/// r -> n-1-r, c -> n-1-c and (r, c) -> (c, r); every S for each class.
void oddJoinTasks(int n, JoinTasks &jt)
{
    const int h = n / 2, east0 = n - h;
    const std::uint32_t full = (1u << n) - 1;
    const int m = h, e = n - 1;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            if ((r == m) != (c == m))
                continue;
            if (r != m && (std::abs(c - m) == std::abs(r - m)))
                continue; // the two middle queens on one diagonal
            int orbit = 0;
            bool least = true;
            for (int g = 0; g < 8; ++g) {
                int a = g & 1 ? e - r : r, b = g & 2 ? e - c : c;
                if (g & 4)
                    std::swap(a, b);
                least = least && std::pair(r, c) <= std::pair(a, b);
                bool seen = false;
                for (int k = 0; k < g; ++k) {
                    int a2 = k & 1 ? e - r : r, b2 = k & 2 ? e - c : c;
                    if (k & 4)
                        std::swap(a2, b2);
                    seen = seen || (a2 == a && b2 == b);
                }
                orbit += !seen;
            }
            if (!least)
                continue;
            MiddleQueens mq;
            mq.r = r;
            mq.c = c;
            mq.slash = (std::uint64_t(1) << (m + r)) | (std::uint64_t(1) << (c + m));
            mq.back = (std::uint64_t(1) << (m - r + e)) | (std::uint64_t(1) << (c - m + e));
            mq.ranks = (1u << r) | (1u << m);
            if (c > m)
                mq.eastFile = c - east0;
            else if (c < m)
                mq.westFile = c;
            const int eastCount = h - (c > m ? 1 : 0);
            const std::uint32_t freeRanks = ~mq.ranks & full;
            const int freeCount = std::popcount(freeRanks);
            auto &sets = jt.subsets[freeCount * 32 + eastCount];
            if (sets.empty())
                sets = subsetsOfSize(freeCount, eastCount);
            const auto index = static_cast<std::uint8_t>(jt.middles.size());
            jt.middles.push_back(mq);
            jt.middleSets.push_back(&sets);
            jt.middleFree.push_back(freeRanks);
            for (std::uint32_t first = 0; first < sets.size(); first += kOddBlock)
                jt.tasks.push_back({first, static_cast<std::uint8_t>(orbit), index});
        }
}

} // namespace

RowResult quarterJoinCount(int n, SearchContext &ctx, bool resumable, bool wide, JoinSimd simdLevel)
{
    RowResult result;
    JoinSetup js;
    js.n = n;
    js.h = n / 2;
    const int h = js.h, east0 = n - h; // the east and north quadrants start at n - h
    for (std::uint32_t c = 0; c < (1u << h); ++c)
        js.filesOfSize[std::popcount(c)].push_back(c);
    for (int q = 0; q < 4; ++q) {
        const int x0 = q < 2 ? east0 : 0, y0 = q % 2 ? east0 : 0;
        js.quad[q] = QuadrantView{&js.quarter, x0 + y0, x0 - y0 + n - h};
    }
    // The table (0.1 s of CPU time at n = 18, 1 s at n = 20, 9 s at n = 22) is built before the
    // tasks run, so that --sample times tasks only.
    if (!ctx.stopRequested()) // stopped already: no task runs, the ledger is written at once
        js.quarter = buildQuarter(h);
    const PairPlan plan = pairPlan(n, 2 * (2 * h - 1), wide, simdLevel);
    // The strips' code: AVX-512, else AVX2, else portable (as the plan and the processor allow).
    const int simd = plan.simd && haveAvx512() ? 2 : plan.avx2 && haveAvx2() ? 1 : 0;
    const std::uint32_t full = (1u << n) - 1;
    JoinTasks jt;
    if (n % 2 == 0)
        evenJoinTasks(n, jt);
    else
        oddJoinTasks(n, jt);
    const std::vector<MiddleQueens> &middles = jt.middles;
    const auto &middleSets = jt.middleSets;
    const std::vector<std::uint32_t> &middleFree = jt.middleFree;
    const std::vector<JoinTask> &tasks = jt.tasks;
    std::vector<std::uint64_t> counts(tasks.size(), 0);
    std::vector<JoinScratch> scratch(static_cast<std::size_t>(std::max(1, ctx.threads())));
    const bool filter = n % 2 && h <= kFilterMaxSide && !wide; // wide: the path of large n
    // Even n: the east strip keeps off the long diagonals (see the block comment).
    MiddleQueens offLong;
    offLong.slash = offLong.back = std::uint64_t(1) << (n - 1);
    auto joinOne = [&](JoinScratch &sc, const QuadrantView *quad, const MiddleQueens &mq,
                       std::uint32_t east) {
        const std::uint32_t west = ~(east | mq.ranks) & full;
        auto strip = [&](const QuadrantView &lo, const QuadrantView &hi, std::uint32_t ranks, int file,
                         const MiddleQueens &avoid, std::uint64_t require, PatternList &out) {
#if CPW_AVX512
            if (simd == 2) {
                joinStrip512(js, lo, hi, ranks, file, avoid, require, sc.strip, out);
                return;
            }
            if (simd == 1) {
                joinStrip256(js, lo, hi, ranks, file, avoid, require, sc.strip, out);
                return;
            }
#endif
            joinStrip(js, lo, hi, ranks, file, avoid, require, sc.strip, out);
        };
        strip(quad[0], quad[1], east, mq.eastFile, n % 2 ? mq : offLong, 0, sc.east);
        // Even n: west patterns without a long-diagonal queen weigh 0 unless S is the least of
        // its class under the four symmetries that keep the ranks (see the block comment).
        const std::uint64_t require =
            n % 2 == 0 && sc.markWeight[0] == 0
                ? (std::uint64_t(1) << sc.marked[0]) | (std::uint64_t(1) << sc.marked[1])
                : 0;
        if (!sc.east.empty())
            strip(quad[2], quad[3], west, mq.westFile, mq, require, sc.west);
        else
            sc.west.clear();
        ctx.addNodes(sc.east.size() + sc.west.size());
        if (sc.east.empty() || sc.west.empty())
            return std::uint64_t(0);
        return countDisjointPairs(sc, 2 * (2 * h - 1), plan);
    };
    auto work = [&](std::size_t i, int worker) {
        if (ctx.stopRequested())
            return;
        JoinScratch &sc = scratch[static_cast<std::size_t>(worker)];
        const JoinTask &t = tasks[i];
        const MiddleQueens &mq = middles[t.middle];
        if (n % 2 == 0) {
            // The long diagonals' bits: the anti-diagonal (slash n-1) and the main one (back n-1).
            sc.marked[0] = h - 1;
            sc.marked[1] = (2 * h - 1) + h - 1;
            const std::uint64_t d = t.weight;
            const std::uint64_t weights[4] = {t.weightEmpty, 2 * d, 2 * d, 4 * d};
            std::copy(weights, weights + 4, sc.markWeight);
            counts[i] = joinOne(sc, js.quad, mq, t.ranks);
            return;
        }
        const QuadrantView *quad = js.quad;
        if (filter) {
            // Tasks come in order of their middle queens: a worker filters once per class.
            if (sc.middle != t.middle) {
                for (int q = 0; q < 4; ++q)
                    filterQuadrant(js.quad[q], mq, sc.filtered[q], sc.view[q]);
                sc.middle = t.middle;
            }
            quad = sc.view;
        }
        const std::vector<std::uint32_t> &sets = *middleSets[t.middle];
        const std::size_t end = std::min<std::size_t>(sets.size(), std::size_t(t.ranks) + kOddBlock);
        std::uint64_t sum = 0;
        for (std::size_t k = t.ranks; k < end; ++k)
            sum += joinOne(sc, quad, mq, deposit(sets[k], middleFree[t.middle]));
        counts[i] = sum * t.weight;
    };
    const std::string split = n % 2 ? "independent/queens-join-blocks/" : "independent/queens-join-diag/";
    const auto sums = runCounted(
        ctx, tasks.size(), split + std::to_string(n) + (wide ? "/wide" : ""), resumable, work,
        [&](std::size_t i) {
            return Counters{{"join", counts[i]}};
        },
        [](const Counters &sums) -> Wide {
            const auto it = sums.find("join");
            return it == sums.end() ? 0 : it->second;
        },
        result);
    result.count = sums.count("join") ? sums.at("join") : 0;
    result.joinKernel = simd == 2 ? "avx512" : simd == 1 ? "avx2" : "portable";
    return result;
}

} // namespace cpw::indepimpl
