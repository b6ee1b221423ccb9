#pragma once
// Internal interfaces of the n-queens counter (core/src/independent/queens*.cpp): the
// backtracking counter and the construction (queens.cpp), the quarter-board join
// (queenjoin.cpp) and its bit-sliced count of disjoint pattern pairs (queenpairs.cpp).
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "independent/engine.h"

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
#define CPW_POPCNT_CLONES __attribute__((target_clones("avx2", "popcnt", "default")))
#define CPW_AVX512 1
#define CPW_AVX512_TARGET                                                                                    \
    __attribute__((target("avx512f,avx512vl,avx512bw,avx512dq,avx512vpopcntdq,avx2,popcnt")))
#define CPW_AVX2_TARGET __attribute__((target("avx2,popcnt")))
#define CPW_BMI2_TARGET __attribute__((target("bmi2")))
#else
#define CPW_POPCNT_CLONES
#endif

namespace cpw::indepimpl {

/// Whether this processor runs the AVX-512 code of the join (CPW_AVX512_TARGET, VPOPCNTQ).
bool haveAvx512();
/// Whether this processor runs the AVX2 code of the join's strips (CPW_AVX2_TARGET).
bool haveAvx2();
/// Whether this processor has BMI2 with a PEXT of a few cycles (not AMD before Zen 3): the
/// join's class split then takes it (CPW_BMI2_TARGET).
bool haveFastPext();

constexpr int kJoinMinN = 10;
constexpr int kJoinMaxN =
    23; ///< one table of 67 M entries (534 MB) at 22 and 23; larger n keep the backtracking

/// The quarter-board join (queenjoin.cpp) for kJoinMinN <= n <= kJoinMaxN; see fastQueenCount.
/// `wide` and `portable`: IndependentRequest::queenJoinWide / queenJoinPortable (tests).
RowResult quarterJoinCount(int n, SearchContext &ctx, bool resumable, bool wide, JoinSimd simd);

using Counters = std::map<std::string, std::uint64_t>;

/// Runs a counter's tasks: with `resumable` on runLedgerTasks (search.h; each task's counters
/// from `counters(i)`, so that checkpoints hold them), else on runTasks. Returns the counters
/// summed over the tasks that ran (after a stop those cut short too, so a stopped run reports
/// what it found); sets result.covered, and result.error for a checkpoint that does not fit.
/// `solutionsOf` turns summed counters into solutions: after each task the run's counters so
/// far (a resumed ledger's included) are reported through SearchContext::setCountedSoFar.
Counters runCounted(SearchContext &ctx, std::size_t taskCount, const std::string &split, bool resumable,
                    const std::function<void(std::size_t, int)> &work,
                    const std::function<Counters(std::size_t)> &counters,
                    const std::function<Wide(const Counters &)> &solutionsOf, RowResult &result);

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

/// 64 * W west patterns are matched at once (one bit per pattern, per lane word): W = 4 from
/// n = 18 on (long lists), 2 below and at n = 19 (short lists, where wider groups stay half
/// empty; pairPlan).
template <int W> struct alignas(8 * W) Lanes {
    std::uint64_t w[W];
};

/// One class of patterns (a slice of Classes::items).
struct ClassList {
    const std::uint64_t *ptr;
    std::size_t count;
    std::size_t size() const { return count; }
    bool empty() const { return count == 0; }
    const std::uint64_t *data() const { return ptr; }
    std::uint64_t operator[](std::size_t i) const { return ptr[i]; }
};

/// Patterns split into classes: class c is items[start[c] .. start[c + 1]).
struct Classes {
    std::vector<std::uint64_t> items;
    std::vector<std::uint32_t> start;
    ClassList operator[](std::size_t c) const { return {items.data() + start[c], start[c + 1] - start[c]}; }
};

/// The pattern lists of one worker and the scratch space of countDisjointPairs.
struct PairScratch {
    PatternList east, west;
    std::vector<std::uint32_t> west32;
    Classes eastClass, westClass; ///< 2^cuts classes each
    std::vector<Lanes<4>> table;  ///< chunk tables (Lanes<2> when the plan has 2 lane words)
    std::vector<std::uint64_t> splitTable, splitBuffer; ///< per input byte: class and rest bits
    std::vector<int> splitTarget; ///< the output bit of each pattern bit that splitTable was built for
    /// Two pattern bits that weigh the pairs (or -1: every pair counts 1): a pair counts
    /// markWeight[state] of its west pattern, state bit 0 = bit marked[0], bit 1 = marked[1].
    int marked[2] = {-1, -1};
    std::uint64_t markWeight[4] = {1, 1, 1, 1};
    std::vector<std::uint64_t> classWeight; ///< the weight of a pair of classes by their union
};

/// How the disjoint pairs are counted: `cuts` class bits, `chunks` 8-bit look-ups for the
/// other bits (4 or 5), and whether short lists are tested pair by pair.
struct PairPlan {
    int cuts = 4;
    int chunks = 4;
    bool direct = true;
    bool wide = false; ///< the bits spread over all the chunks (tests)
    int laneWords = 2; ///< west patterns per group / 64
    /// The AVX-512 code where the processor has it (VPOPCNTQ); JoinSimd::Best only (tests run
    /// the other levels with IndependentRequest::queenJoinPortable and queenJoinNoAvx512).
    bool simd = true;
    /// The AVX2 code (strips, pair tests and counts; the class split by PEXT where it is fast)
    /// where the processor has it and AVX-512 is not taken; off with JoinSimd::Portable.
    bool avx2 = true;
};

/// The plan for patterns of `bits` bits: at most 32 bits left after the cuts take 4 chunks
/// (n <= 19: 4 cuts), 38 bits (n = 20, 21) take 6 cuts, 42 (n = 22, 23) 6 cuts and 5 chunks.
/// `wide` (small boards) takes 5 chunks, no direct tests, the 256 lanes of large n and one cut bit
/// (so that groups fill up): tests run the path of large n on small boards with it.
PairPlan pairPlan(int n, int bits, bool wide, JoinSimd simd = JoinSimd::Best);

/// The pairs (e, w) of east and west patterns (`bits` bits each) with e & w = 0, weighted as
/// PairScratch::marked says (cuts >= 2 then).
std::uint64_t countDisjointPairs(PairScratch &sc, int bits, const PairPlan &plan);

} // namespace cpw::indepimpl
