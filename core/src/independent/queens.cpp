/*
 * The specialised n-queens counter, the plain baseline and the explicit construction.
 *
 * n = 10..19 are counted by the quarter-board join (its block comment is further down); the
 * other n by the backtracking counter described here.
 *
 * Counter: one queen per rank, ranks filled from rank 1 upwards; a rank's free files are
 * ~(files | left diagonals | right diagonals) as three 32-bit masks, the diagonal masks shifted
 * by one file per rank (the classical bitwise method). Mirror symmetry: the left-right mirror
 * maps solutions with the rank-1 queen on file x to those with it on file n-1-x, so only the
 * files left of the middle are searched and counted twice, the middle file (odd n) once.
 * The loop is iterative with an explicit stack, and the last rank is not entered: after the
 * queen of rank n-2 the count grows by one when rank n-1 still has a free file.
 * Look-ahead: within the last kLookahead ranks, after each queen the later ranks are checked
 * one by one (each must still have a free cell) and together (every free file must still be
 * reachable on some later rank, since each file takes one queen); a node that fails is not
 * entered. This halves the nodes of the symmetric counter (n = 16: 140 M instead of 279 M).
 * Tasks: every valid choice of the queens of ranks 1..3 (rank 1 within the half) is one task,
 * so the split does not depend on the thread count.
 *
 * Construction (n = 1 or n >= 4): the classical explicit solution (E. Pauls 1874, in the form
 * given by Hoffman, Loessi and Moore 1969): list the even files then the odd ones (1-based),
 * with the fix-ups for n mod 6 = 2 (swap 1 and 3, move 5 to the end) and n mod 6 = 3 (move 2
 * to the end of the evens, 1 and 3 to the end of the odds). The caller verifies the result.
 */
#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <functional>
#include <mutex>

#include "independent/engine.h"

namespace cpw {

namespace {

std::uint64_t plainRec(std::uint32_t full, std::uint32_t cols, std::uint32_t ld, std::uint32_t rd)
{
    if (cols == full)
        return 1;
    std::uint64_t c = 0;
    std::uint32_t avail = full & ~(cols | ld | rd);
    while (avail) {
        const std::uint32_t b = avail & (0u - avail);
        avail ^= b;
        c += plainRec(full, cols | b, (ld | b) << 1, (rd | b) >> 1);
    }
    return c;
}

} // namespace

std::uint64_t plainQueenCount(int n)
{
    if (n < 1 || n > 32)
        return 0;
    const std::uint32_t full = n == 32 ? 0xffffffffu : ((1u << n) - 1);
    return plainRec(full, 0, 0, 0);
}

std::vector<int> constructQueens(int n)
{
    if (n == 1)
        return {0};
    if (n < 4)
        return {};
    std::vector<int> evens, odds;
    for (int i = 2; i <= n; i += 2)
        evens.push_back(i);
    for (int i = 1; i <= n; i += 2)
        odds.push_back(i);
    if (n % 6 == 2) {
        // odds: 3, 1, 7, 9, ..., 5
        std::vector<int> o{3, 1};
        for (int v : odds)
            if (v != 1 && v != 3 && v != 5)
                o.push_back(v);
        o.push_back(5);
        odds = o;
    } else if (n % 6 == 3) {
        std::vector<int> e;
        for (int v : evens)
            if (v != 2)
                e.push_back(v);
        e.push_back(2);
        evens = e;
        std::vector<int> o;
        for (int v : odds)
            if (v != 1 && v != 3)
                o.push_back(v);
        o.push_back(1);
        o.push_back(3);
        odds = o;
    }
    std::vector<int> files;
    for (int v : evens)
        files.push_back(v - 1);
    for (int v : odds)
        files.push_back(v - 1);
    return files;
}

namespace indepimpl {

namespace {

/// A partial solution with ranks 0..rank-1 filled, the masks seen from `rank`, and the
/// constraints of its symmetry class (see fastQueenCount).
struct QueenTask {
    std::uint32_t cols, ld, rd;
    int rank;
    int d;                    ///< the bottom queen's file (= its distance to the corner)
    bool corner;              ///< class 1: a queen on a1
    std::uint32_t chosen[32]; ///< the file bit of every rank filled so far
};

struct QueenSetup {
    int n;
    std::uint32_t full;
    std::uint32_t forbid[32]; ///< files a rank may not take (per class)
};

int borderMultiplicity(int n, int d, int xt, int yl, int yr)
{
    // The number of symmetries g of the square that bring one of the four border queens to
    // (d, 0): the bottom one (d, 0), the top (xt, n-1), the left (0, yl), the right (n-1, yr).
    const int cells[4][2] = {{d, 0}, {xt, n - 1}, {0, yl}, {n - 1, yr}};
    int m = 0;
    for (const auto &c : cells) {
        const int x = c[0], y = c[1], e = n - 1;
        const int images[8][2] = {{x, y}, {e - x, y},     {x, e - y}, {e - x, e - y},
                                  {y, x}, {e - y, e - x}, {e - y, x}, {y, e - x}};
        for (const auto &im : images)
            m += im[0] == d && im[1] == 0;
    }
    return m;
}

/// Look-ahead over the last ranks: below this many ranks left, a node is dropped when a later
/// rank has no free cell or a free file can no longer be reached by any later rank.
constexpr int kLookahead = 6;

/// After a queen on rank y (masks cc, ll, rr as seen from rank y + 1): can ranks y+1..n-1
/// still be filled, as far as single ranks and single files tell?
inline bool lookaheadOk(const QueenSetup &q, int y, std::uint32_t cc, std::uint32_t ll, std::uint32_t rr)
{
    const std::uint32_t freeFiles = q.full & ~cc;
    std::uint32_t reach = 0;
    for (int z = y + 1; z < q.n; ++z) {
        const std::uint32_t a = freeFiles & ~(ll | rr | q.forbid[z]);
        if (!a)
            return false;
        reach |= a;
        ll <<= 1;
        rr >>= 1;
    }
    return reach == freeFiles;
}

/// The completions by m, the number of symmetries that map a completion into the searched
/// constraints (1..4; a completion stands for 8 / m solutions).
using Multiplicities = std::array<std::uint64_t, 5>;

Multiplicities countFrom(const QueenSetup &q, const QueenTask &t, SearchContext &ctx, std::uint64_t &nodes,
                         bool &stop)
{
    const int n = q.n;
    const std::uint32_t full = q.full;
    std::uint32_t av[32], c[32], l[32], r[32], sel[32];
    for (int y = 0; y < t.rank; ++y)
        sel[y] = t.chosen[y];
    const std::uint32_t edge = 1u | (1u << (n - 1));
    const std::uint32_t tieFiles = (1u << t.d) | (1u << (n - 1 - t.d));
    Multiplicities byM{};
    auto leaf = [&](std::uint32_t top) {
        if (t.corner) {
            ++byM[1];
            return;
        }
        const bool tie = (top & tieFiles) || (sel[t.d] & edge) || (sel[n - 1 - t.d] & edge);
        if (!tie) {
            ++byM[1];
            return;
        }
        int yl = -1, yr = -1;
        for (int y = 1; y < n - 1; ++y) {
            if (sel[y] == 1u)
                yl = y;
            else if (sel[y] == (1u << (n - 1)))
                yr = y;
        }
        ++byM[borderMultiplicity(n, t.d, std::countr_zero(top), yl, yr)];
    };
    if (t.rank >= n - 1) {
        const std::uint32_t top = full & ~(t.cols | t.ld | t.rd | q.forbid[n - 1]);
        if (top)
            leaf(top);
        return byM;
    }
    int y = t.rank;
    c[y] = t.cols;
    l[y] = t.ld;
    r[y] = t.rd;
    av[y] = full & ~(t.cols | t.ld | t.rd | q.forbid[y]);
    std::uint64_t local = 0;
    for (;;) {
        const std::uint32_t a = av[y];
        if (!a) {
            if (--y < t.rank)
                break;
            continue;
        }
        const std::uint32_t b = a & (0u - a);
        av[y] = a ^ b;
        sel[y] = b;
        ++local;
        const std::uint32_t cc = c[y] | b, ll = (l[y] | b) << 1, rr = (r[y] | b) >> 1;
        if (y == n - 2) {
            const std::uint32_t top = full & ~(cc | ll | rr | q.forbid[n - 1]);
            if (top)
                leaf(top);
            continue;
        }
        if (y >= n - 1 - kLookahead && !lookaheadOk(q, y, cc, ll, rr))
            continue;
        ++y;
        c[y] = cc;
        l[y] = ll;
        r[y] = rr;
        av[y] = full & ~(cc | ll | rr | q.forbid[y]);
        if ((local & 0xfffff) == 0) {
            ctx.addNodes(0x100000);
            if (ctx.stopRequested()) {
                stop = true;
                break;
            }
        }
    }
    nodes += local;
    return byM;
}

} // namespace

/*
 * Quarter-board join (10 <= n <= 19): the board split into its four h x h quadrants (h = n/2;
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
 * 3. Disjoint pairs are counted bit-sliced: the four diagonal bits that clash most often (from
 *    a sample) cut both lists into 16 classes (a class pair is skipped when its cut bits
 *    meet); within a class pair, 64 west patterns at a time are transposed into tables of ORs
 *    of their bit planes for every value of an 8-bit chunk, so one east pattern meets 64 west
 *    patterns with four look-ups, an OR each, and a population count of the lanes left free
 *    (popcnt through a target clone where the compiler offers one). Small lists are tested
 *    pair by pair.
 * Symmetry: even n: the left-right mirror maps east ranks S to the complement of S, the
 *    up-down mirror S to its reverse, both together to the reversed complement; only one S of
 *    each class (the one holding rank 0, the least of its partner) is searched, weighted by the
 *    class size (2 or 4; S is never its own complement). Odd n: the eight symmetries act on the
 *    middle queens as r -> n-1-r, c -> n-1-c, (r, c) -> (c, r); one (r, c) per class, weighted
 *    by the class size, and every S for it.
 * Tasks: one per (middle queens, S), in a fixed order: the split never depends on the threads.
 */

namespace {

constexpr int kJoinMinN = 10;
constexpr int kJoinMaxN =
    23; ///< one table of 67 M entries (534 MB) at 22 and 23; larger n keep the backtracking
constexpr std::size_t kDirectPairs = 1 << 14; ///< fewer pairs are tested one by one
constexpr std::size_t kDirect32 = 1 << 16;    ///< the same for patterns of at most 32 bits
constexpr std::uint32_t kOddBlock = 64;       ///< odd n: east rank sets per task

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

/// A list of patterns that keeps its storage between tasks (written without a branch per item).
struct PatternList {
    std::vector<std::uint64_t> buf;
    std::size_t count = 0;
    void clear() { count = 0; }
    std::size_t size() const { return count; }
    bool empty() const { return count == 0; }
    const std::uint64_t *begin() const { return buf.data(); }
    const std::uint64_t *end() const { return buf.data() + count; }
    std::uint64_t operator[](std::size_t i) const { return buf[i]; }
    /// Room for `more` items after the last one.
    std::uint64_t *room(std::size_t more)
    {
        if (buf.size() < count + more)
            buf.resize(std::max(count + more, 2 * buf.size()));
        return buf.data() + count;
    }
};

/// The strip placements (quadrants lo below, hi above) on `ranks`, off the middle queens'
/// diagonals, as diagonal patterns: bits 0..2h-2 the slash diagonals n-h..n+h-2, bits
/// 2h-1.. the back diagonals n-h..n+h-2 (the ones that both strips reach).
void joinStrip(const JoinSetup &js, const QuadrantView &lo, const QuadrantView &hi, std::uint32_t ranks,
               int takenFile, const MiddleQueens &mid, PatternList &out)
{
    const int h = js.h, n = js.n, f = 2 * h - 1, shift = n - h;
    const std::uint32_t all = (1u << h) - 1;
    const std::uint32_t allowed = takenFile >= 0 ? all & ~(1u << takenFile) : all;
    const std::uint32_t rlo = ranks & all, rhi = ranks >> (n - h);
    const std::uint64_t fieldMask = (std::uint64_t(1) << f) - 1;
    const std::uint32_t *loOffset = lo.table->offset.data(), *hiOffset = hi.table->offset.data();
    const std::uint64_t *hiEntry = hi.table->entry.data();
    const int hs = hi.slashShift, hb = hi.backShift;
    out.clear();
    for (const std::uint32_t files : js.filesOfSize[std::popcount(rlo)]) {
        if (files & ~allowed)
            continue;
        const std::uint32_t ka = (rlo << h) | files, kb = (rhi << h) | (allowed & ~files);
        const std::uint32_t a0 = loOffset[ka], a1 = loOffset[ka + 1];
        const std::uint32_t b0 = hiOffset[kb], b1 = hiOffset[kb + 1];
        if (b0 == b1)
            continue;
        for (std::uint32_t i = a0; i < a1; ++i) {
            const std::uint64_t ls = lo.slash(i), lb = lo.back(i);
            if ((ls & mid.slash) | (lb & mid.back))
                continue;
            // The north entry must miss the south entry's and the middle queens' diagonals.
            const std::uint64_t as = ls | mid.slash, ab = lb | mid.back;
            std::uint64_t *to = out.room(b1 - b0);
            std::size_t k = 0;
            for (std::uint32_t j = b0; j < b1; ++j) {
                const std::uint64_t e = hiEntry[j];
                const std::uint64_t es = (e & 0xffffffffu) << hs, eb = (e >> 32) << hb;
                const std::uint64_t s = ls | es, b = lb | eb;
                to[k] = ((s >> shift) & fieldMask) | (((b >> shift) & fieldMask) << f);
                k += ((as & es) | (ab & eb)) == 0; // kept when the diagonals are apart
            }
            out.count += k;
        }
    }
}

/// 64 * kLaneWords west patterns are matched at once (one bit per pattern, per lane word).
constexpr int kLaneWords = 2;
struct alignas(8 * kLaneWords) Lanes {
    std::uint64_t w[kLaneWords];
};

/// Scratch space of one worker.
struct JoinScratch {
    PatternList east, west;
    std::vector<std::uint32_t> west32;
    std::vector<std::vector<std::uint64_t>> eastClass, westClass; ///< 2^cuts classes each
    std::vector<Lanes> table;
    int middle = -1;          ///< odd n: the middle queens `filtered` belongs to
    QuarterTable filtered[4]; ///< the quadrant tables off those middle queens' diagonals
    QuadrantView view[4];     ///< the views of `filtered`
};

/// Odd n with quadrants up to this side filter the tables per worker (8 MB each at n = 17;
/// at n = 19 it would be 58 MB per worker, so the join checks the middle queens instead).
constexpr int kFilterMaxSide = 8;

/// How the disjoint pairs are counted: `cuts` class bits, `chunks` 8-bit look-ups for the
/// other bits (4 or 5), and whether short lists are tested pair by pair.
struct PairPlan {
    int cuts = 4;
    int chunks = 4;
    bool direct = true;
    bool wide = false; ///< the bits spread over all the chunks (tests)
};

/// The plan for patterns of `bits` bits: at most 32 bits left after the cuts take 4 chunks
/// (n <= 19: 4 cuts), 38 bits (n = 20, 21) take 6 cuts, 42 (n = 22, 23) 6 cuts and 5 chunks.
/// `wide` takes 5 chunks and no direct tests at every n (tests run the path of large n on small
/// boards with it).
PairPlan pairPlan(int bits, bool wide)
{
    PairPlan p;
    p.cuts = bits <= 36 ? 4 : 6;
    if (const char *env = std::getenv("CPW_QJ_CUTS"))
        p.cuts = std::atoi(env);
    p.cuts = std::clamp(p.cuts, std::max(0, bits - 40), 12);
    p.chunks = std::clamp((bits - p.cuts + 7) / 8, 4, 5);
    if (wide) {
        p.chunks = 5;
        p.direct = false;
        p.wide = bits - p.cuts <= 8 * p.chunks;
    }
    return p;
}

// The clones are chosen by an ifunc resolver, which runs before a sanitizer's runtime is set up
// (ThreadSanitizer crashes in it): sanitizer builds take the default code.
#if defined(__SANITIZE_THREAD__) || defined(__SANITIZE_ADDRESS__)
#define CPW_NO_TARGET_CLONES 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer) || __has_feature(address_sanitizer)
#define CPW_NO_TARGET_CLONES 1
#endif
#endif
#if defined(__x86_64__) && defined(__GNUC__) && defined(__linux__) && !defined(CPW_NO_TARGET_CLONES)
#define CPW_POPCNT_CLONES __attribute__((target_clones("popcnt", "default")))
#else
#define CPW_POPCNT_CLONES
#endif

/// The pairs of an east pattern and a west pattern of one group that meet in no bit (table:
/// the group's chunk tables, 256 entries per chunk; lanes without a pattern always clash).
template <int Chunks>
[[gnu::always_inline]] inline std::uint64_t freeLanes(const Lanes *table, const std::uint64_t *east,
                                                      std::size_t count)
{
    std::uint64_t c = 0;
    for (std::size_t i = 0; i < count; ++i) {
        const std::uint64_t e = east[i];
        Lanes clash = table[e & 255];
        for (int k = 1; k < Chunks; ++k) {
            const Lanes &t = table[256 * k + ((e >> (8 * k)) & 255)];
            for (int w = 0; w < kLaneWords; ++w)
                clash.w[w] |= t.w[w];
        }
        for (int w = 0; w < kLaneWords; ++w)
            c += std::popcount(~clash.w[w]);
    }
    return c;
}

CPW_POPCNT_CLONES
std::uint64_t countFreeLanes4(const Lanes *table, const std::uint64_t *east, std::size_t count)
{
    return freeLanes<4>(table, east, count);
}
CPW_POPCNT_CLONES
std::uint64_t countFreeLanes5(const Lanes *table, const std::uint64_t *east, std::size_t count)
{
    return freeLanes<5>(table, east, count);
}

/// Transposes a 64 x 64 bit matrix across its anti-diagonal: afterwards bit j of m[i] is what
/// bit 63 - i of m[63 - j] was (the recursive block swap, Hacker's Delight 7-3).
void transposeBits(std::uint64_t m[64])
{
    std::uint64_t mask = 0x00000000ffffffffULL;
    for (int j = 32; j; j >>= 1, mask ^= mask << j)
        for (int k = 0; k < 64; k = ((k | j) + 1) & ~j) {
            const std::uint64_t t = (m[k] ^ (m[k | j] >> j)) & mask;
            m[k] ^= t;
            m[k | j] ^= t << j;
        }
}

/// The pairs (e, w) of east and west patterns (`bits` bits each) with e & w = 0.
std::uint64_t countDisjointPairs(JoinScratch &sc, int bits, const PairPlan &plan)
{
    const std::size_t pairs = sc.east.size() * sc.west.size();
    if (plan.direct && bits <= 32 && pairs <= kDirect32) {
        // 32-bit patterns: the compiler tests four pairs per SSE2 instruction.
        sc.west32.assign(sc.west.begin(), sc.west.end());
        std::uint64_t c = 0;
        for (const std::uint64_t e64 : sc.east) {
            const auto e = static_cast<std::uint32_t>(e64);
            std::uint32_t part = 0;
            for (const std::uint32_t w : sc.west32)
                part += (e & w) == 0;
            c += part;
        }
        return c;
    }
    if (plan.direct && pairs <= kDirectPairs) {
        std::uint64_t c = 0;
        for (const std::uint64_t e : sc.east)
            for (const std::uint64_t w : sc.west)
                c += (e & w) == 0;
        return c;
    }
    // Which bits clash most often: estimated from every 16th pattern (any choice is correct).
    int fe[64] = {}, fw[64] = {};
    for (std::size_t i = 0; i < sc.east.size(); i += 16)
        for (std::uint64_t p = sc.east[i]; p; p &= p - 1)
            ++fe[std::countr_zero(p)];
    for (std::size_t i = 0; i < sc.west.size(); i += 16)
        for (std::uint64_t p = sc.west[i]; p; p &= p - 1)
            ++fw[std::countr_zero(p)];
    int order[64];
    for (int i = 0; i < bits; ++i)
        order[i] = i;
    std::stable_sort(order, order + bits, [&](int a, int b) {
        return std::uint64_t(fe[a]) * fw[a] > std::uint64_t(fe[b]) * fw[b];
    });
    const int cuts = plan.cuts, classes = 1 << cuts;
    // The bits left after the cuts (<= 8 * plan.chunks). A wide plan on a small board moves the
    // bits from 8 up to the top of five chunks (disjointness does not change), so that every
    // look-up of the largest boards is used.
    const int narrow = bits - cuts, rest = plan.wide ? 8 * plan.chunks : narrow;
    const int spread = narrow > 8 ? rest - narrow : 0;
    int cutDown[16]; // the cut bits, highest first, for squeezing them out
    std::copy(order, order + cuts, cutDown);
    std::sort(cutDown, cutDown + cuts, std::greater<int>());
    // A pattern's class (its cut bits) and the other bits moved together below `rest`.
    auto split = [&](std::uint64_t p, unsigned &cls) {
        cls = 0;
        for (int i = 0; i < cuts; ++i)
            cls |= unsigned(p >> order[i] & 1) << i;
        for (int i = 0; i < cuts; ++i) {
            const std::uint64_t low = (std::uint64_t(1) << cutDown[i]) - 1;
            p = (p & low) | ((p >> 1) & ~low);
        }
        return (p & 255) | ((p >> 8) << (8 + spread));
    };
    sc.eastClass.resize(static_cast<std::size_t>(classes));
    sc.westClass.resize(static_cast<std::size_t>(classes));
    for (int c = 0; c < classes; ++c) {
        sc.eastClass[c].clear();
        sc.westClass[c].clear();
    }
    unsigned cls = 0;
    for (std::uint64_t p : sc.east) {
        const std::uint64_t q = split(p, cls);
        sc.eastClass[cls].push_back(q);
    }
    for (std::uint64_t p : sc.west) {
        const std::uint64_t q = split(p, cls);
        sc.westClass[cls].push_back(q);
    }
    const int chunks = plan.chunks;
    const std::uint64_t restMask = (std::uint64_t(1) << rest) - 1;
    if (sc.table.size() < std::size_t(chunks) * 256)
        sc.table.assign(std::size_t(chunks) * 256, Lanes{});
    constexpr std::size_t groupSize = 64 * kLaneWords;
    std::uint64_t count = 0;
    for (int v = 0; v < classes; ++v) {
        const std::vector<std::uint64_t> &w = sc.westClass[v];
        const unsigned free = ~unsigned(v) & unsigned(classes - 1); // the east classes that may meet v
        for (std::size_t g = 0; g < w.size(); g += groupSize) {
            const std::size_t lanes = std::min(groupSize, w.size() - g);
            Lanes plane[64];
            for (int k = 0; k < kLaneWords; ++k) {
                std::uint64_t m[64];
                for (std::size_t l = 0; l < 64; ++l) {
                    const std::size_t i = 64 * k + l;
                    m[63 - l] = i < lanes ? w[g + i] & restMask : 0;
                }
                transposeBits(m); // now bit l of m[63 - b] is bit b of lane l
                for (int b = 0; b < rest; ++b)
                    plane[b].w[k] = m[63 - b];
            }
            for (int c = 0; c < chunks; ++c) {
                Lanes *t = sc.table.data() + c * 256;
                for (int k = 0; k < kLaneWords; ++k) {
                    const std::size_t used = std::min<std::size_t>(64, lanes > 64u * k ? lanes - 64u * k : 0);
                    t[0].w[k] = c == 0 && used < 64 ? ~std::uint64_t(0) << used : 0; // empty lanes clash
                    if (c == 0 && used == 0)
                        t[0].w[k] = ~std::uint64_t(0);
                }
                // Entries 2^b .. 2^(b+1)-1 are entries 0 .. 2^b-1 with bit b added (the top
                // chunks may be narrower or empty); a streaming loop without a chain through memory.
                const int width = std::clamp(rest - 8 * c, 0, 8);
                for (int b = 0; b < width; ++b) {
                    const Lanes add = plane[c * 8 + b];
                    const unsigned half = 1u << b;
                    for (unsigned x = 0; x < half; ++x)
                        for (int k = 0; k < kLaneWords; ++k)
                            t[half + x].w[k] = t[x].w[k] | add.w[k];
                }
            }
            // Every east class u within `free` (its subsets, largest first, down to 0).
            for (unsigned u = free;; u = (u - 1) & free) {
                const std::vector<std::uint64_t> &e = sc.eastClass[u];
                if (!e.empty())
                    count += chunks == 4 ? countFreeLanes4(sc.table.data(), e.data(), e.size())
                                         : countFreeLanes5(sc.table.data(), e.data(), e.size());
                if (u == 0)
                    break;
            }
        }
    }
    return count;
}

using Counters = std::map<std::string, std::uint64_t>;

/// Runs a counter's tasks: with `resumable` on runLedgerTasks (search.h; each task's counters
/// from `counters(i)`, so that checkpoints hold them), else on runTasks. Returns the counters
/// summed over the tasks that ran (after a stop those cut short too, so a stopped run reports
/// what it found); sets result.covered, and result.error for a checkpoint that does not fit.
Counters runCounted(SearchContext &ctx, std::size_t taskCount, const std::string &split, bool resumable,
                    const std::function<void(std::size_t, int)> &work,
                    const std::function<Counters(std::size_t)> &counters, RowResult &result)
{
    Counters sums;
    if (!resumable) {
        const bool ok = runTasks(ctx, taskCount, work);
        for (std::size_t i = 0; i < taskCount; ++i)
            for (const auto &[key, value] : counters(i))
                sums[key] += value;
        result.covered = ok && !ctx.stopRequested();
        return sums;
    }
    TaskLedger ledger;
    TaskResult dropped;
    auto ran = runLedgerTasks(
        ctx, taskCount, split, ObjectiveSense::None,
        [&](std::size_t i, int worker, TaskResult &out) {
            work(i, worker);
            out.counters = counters(i);
        },
        ledger, ctx.options().resume, &dropped);
    if (!ran) {
        result.error = ran.error();
        result.covered = false;
        return sums;
    }
    for (const Counters *m : {&ledger.counters, &dropped.counters})
        for (const auto &[key, value] : *m)
            sums[key] += value;
    result.covered = ran.value() && !ctx.stopRequested();
    return sums;
}

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

RowResult quarterJoinCount(int n, SearchContext &ctx, bool resumable, bool wide)
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
    // The table (0.2 s of CPU time at n = 18, 3 s at n = 22) is built by the first task to
    // arrive; the other workers wait for it.
    std::once_flag built;
    auto ensureTable = [&] {
        std::call_once(built, [&] { js.quarter = buildQuarter(h); });
    };
    const PairPlan plan = pairPlan(2 * (2 * h - 1), wide);
    const std::uint32_t full = (1u << n) - 1;
    // Even n: one task per east rank set S, with the weight of its symmetry class.
    // Odd n: one task per middle queens class and block of kOddBlock of its sets S.
    struct JoinTask {
        std::uint32_t ranks; ///< even n: S; odd n: the first index of the block
        std::uint8_t weight;
        std::uint8_t middle;
    };
    std::vector<MiddleQueens> middles;
    std::vector<const std::vector<std::uint32_t> *> middleSets; ///< the S of a middle class, compact
    std::vector<std::uint32_t> middleFree;                      ///< the ranks S is taken from
    std::map<int, std::vector<std::uint32_t>> subsets;          ///< by m * 32 + k
    std::vector<JoinTask> tasks;
    auto reverse = [n](std::uint32_t s) {
        std::uint32_t rev = 0;
        for (int i = 0; i < n; ++i)
            if (s >> i & 1)
                rev |= 1u << (n - 1 - i);
        return rev;
    };
    if (n % 2 == 0) {
        // S holds rank 0 (the mirror) and is the least of {S, its reverse or their complements}.
        middles.push_back(MiddleQueens{});
        for (std::uint32_t s = 1; s <= full; s += 2) {
            if (std::popcount(s) != h)
                continue;
            const std::uint32_t rev = reverse(s);
            const std::uint32_t partner = (rev & 1) ? rev : (~rev & full);
            if (partner == s)
                tasks.push_back({s, 2, 0});
            else if (s < partner)
                tasks.push_back({s, 4, 0});
        }
    } else {
        // The middle queens (r, c) up to the eight symmetries, which act on them as
        // r -> n-1-r, c -> n-1-c and (r, c) -> (c, r); every S for each class.
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
                auto &sets = subsets[freeCount * 32 + eastCount];
                if (sets.empty())
                    sets = subsetsOfSize(freeCount, eastCount);
                const auto index = static_cast<std::uint8_t>(middles.size());
                middles.push_back(mq);
                middleSets.push_back(&sets);
                middleFree.push_back(freeRanks);
                for (std::uint32_t first = 0; first < sets.size(); first += kOddBlock)
                    tasks.push_back({first, static_cast<std::uint8_t>(orbit), index});
            }
    }
    std::vector<std::uint64_t> counts(tasks.size(), 0);
    std::vector<JoinScratch> scratch(static_cast<std::size_t>(std::max(1, ctx.threads())));
    const bool filter = n % 2 && h <= kFilterMaxSide;
    auto joinOne = [&](JoinScratch &sc, const QuadrantView *quad, const MiddleQueens &mq,
                       std::uint32_t east) {
        const std::uint32_t west = ~(east | mq.ranks) & full;
        joinStrip(js, quad[0], quad[1], east, mq.eastFile, mq, sc.east);
        if (!sc.east.empty())
            joinStrip(js, quad[2], quad[3], west, mq.westFile, mq, sc.west);
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
        ensureTable();
        JoinScratch &sc = scratch[static_cast<std::size_t>(worker)];
        const JoinTask &t = tasks[i];
        const MiddleQueens &mq = middles[t.middle];
        if (n % 2 == 0) {
            counts[i] = joinOne(sc, js.quad, mq, t.ranks) * t.weight;
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
    const std::string split = n % 2 ? "independent/queens-join-blocks/" : "independent/queens-join/";
    const auto sums = runCounted(
        ctx, tasks.size(), split + std::to_string(n) + (wide ? "/wide" : ""), resumable, work,
        [&](std::size_t i) {
            return Counters{{"join", counts[i]}};
        },
        result);
    result.count = sums.count("join") ? sums.at("join") : 0;
    return result;
}

} // namespace

/*
 * Symmetry: the eight symmetries of the square. For n >= 4 no reflection fixes a queen
 * solution, and every solution has exactly one queen on each border line.
 * Class 1, a queen in a corner: only one corner can hold one; its orbit has 8 solutions, two
 * of them with the queen on a1 (the solution and its transpose). Searched: a1 taken, the rank-2
 * queen on file x1, and the file-b queen above rank x1 + 1 (file b is closed on ranks 3..x1+1),
 * which picks one of the two; each counts 8.
 * Class 2, no corner queen: let D be the smallest distance of a border queen from the nearer
 * corner along its border line. Searched: the bottom queen on file D (< the middle) and every
 * other border queen at distance >= D (files a and the last closed on the ranks within D of
 * the bottom or the top, the top rank closed within D of the corners). Every orbit meets this
 * set; a solution found stands for 8 / m solutions, where m counts the symmetries that map it
 * into the set again (m > 1 only when another border queen is also at distance D; m depends on
 * the four border queens only, m = 1..4). Summed over an orbit this is exactly the orbit's size
 * (the completions are counted by m and weighed at the end, as 8/3 is no integer).
 * Tasks: the class, D or x1, and the queens of the next rank(s), independent of the threads.
 */
RowResult fastQueenCount(int n, SearchContext &ctx, bool resumable, bool wide)
{
    if (n >= kJoinMinN && n <= kJoinMaxN)
        return quarterJoinCount(n, ctx, resumable, wide);
    RowResult result;
    if (n < 6) {
        // Instant: nothing to pause; a resumed run just counts again.
        result.count = plainQueenCount(n);
        return result;
    }
    const std::uint32_t full = n == 32 ? 0xffffffffu : ((1u << n) - 1);
    const std::uint32_t edge = 1u | (1u << (n - 1));
    std::vector<QueenSetup> setups;
    std::vector<QueenTask> tasks;
    std::vector<int> setupOf;
    auto expand = [&](QueenTask t, int setupIndex, int extraRanks) {
        std::vector<QueenTask> level{t};
        const QueenSetup &q = setups[setupIndex];
        for (int k = 0; k < extraRanks; ++k) {
            std::vector<QueenTask> next;
            for (const QueenTask &p : level) {
                std::uint32_t a = full & ~(p.cols | p.ld | p.rd | q.forbid[p.rank]);
                while (a) {
                    const std::uint32_t b = a & (0u - a);
                    a ^= b;
                    QueenTask c = p;
                    c.chosen[p.rank] = b;
                    c.cols = p.cols | b;
                    c.ld = (p.ld | b) << 1;
                    c.rd = (p.rd | b) >> 1;
                    c.rank = p.rank + 1;
                    next.push_back(c);
                }
            }
            level.swap(next);
        }
        for (const QueenTask &c : level) {
            tasks.push_back(c);
            setupOf.push_back(setupIndex);
        }
    };
    // Class 1: a1 and the rank-2 queen on file x1.
    for (int x1 = 2; x1 < n; ++x1) {
        QueenSetup q{n, full, {}};
        for (int y = 2; y <= x1 && y < n; ++y)
            q.forbid[y] = 2u; // file b
        setups.push_back(q);
        QueenTask t{};
        t.corner = true;
        t.d = 0;
        const std::uint32_t b0 = 1u, b1 = 1u << x1;
        if (b1 & ((b0 << 1) | (b0 >> 1) | b0))
            continue;
        t.chosen[0] = b0;
        t.chosen[1] = b1;
        t.cols = b0 | b1;
        t.ld = (((b0 << 1) | b1) << 1);
        t.rd = (((b0 >> 1) | b1) >> 1);
        t.rank = 2;
        expand(t, static_cast<int>(setups.size()) - 1, n >= 10 ? 1 : 0);
    }
    // Class 2: the bottom queen on file D, 1 <= D < n-1-D.
    for (int d = 1; d < n - 1 - d; ++d) {
        QueenSetup q{n, full, {}};
        for (int y = 1; y < n - 1; ++y)
            if (y < d || y > n - 1 - d)
                q.forbid[y] = edge;
        std::uint32_t top = 0;
        for (int x = 0; x < n; ++x)
            if (x < d || x > n - 1 - d)
                top |= 1u << x;
        q.forbid[n - 1] = top;
        setups.push_back(q);
        QueenTask t{};
        t.corner = false;
        t.d = d;
        const std::uint32_t b0 = 1u << d;
        t.chosen[0] = b0;
        t.cols = b0;
        t.ld = b0 << 1;
        t.rd = b0 >> 1;
        t.rank = 1;
        expand(t, static_cast<int>(setups.size()) - 1, n >= 10 ? 2 : 0);
    }
    std::vector<Multiplicities> totals(tasks.size(), Multiplicities{});
    auto work = [&](std::size_t i, int) {
        std::uint64_t nodes = 0;
        bool stop = false;
        totals[i] = countFrom(setups[setupOf[i]], tasks[i], ctx, nodes, stop);
        ctx.addNodes(nodes & 0xfffff);
    };
    const auto sums = runCounted(
        ctx, tasks.size(), "independent/queens-border/" + std::to_string(n), resumable, work,
        [&](std::size_t i) {
            Counters c;
            for (int m = 1; m <= 4; ++m)
                c["m" + std::to_string(m)] = totals[i][m];
            return c;
        },
        result);
    if (result.error)
        return result;
    Multiplicities sum{};
    for (int m = 1; m <= 4; ++m) {
        const auto it = sums.find("m" + std::to_string(m));
        sum[m] = it == sums.end() ? 0 : it->second;
    }
    // 8/m solutions each; the completions with m = 3 come in threes within an orbit.
    result.count = static_cast<Wide>(sum[1]) * 8 + static_cast<Wide>(sum[2]) * 4 +
                   static_cast<Wide>(sum[3]) * 8 / 3 + static_cast<Wide>(sum[4]) * 2;
    return result;
}

} // namespace indepimpl

} // namespace cpw
