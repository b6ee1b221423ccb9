#pragma once
// Internal interfaces of the independent-placement family (core/src/independent/).
#include <atomic>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "cpw/independent.h"

namespace cpw::indepimpl {

constexpr int kRows = kMaxSide;   ///< at most 32 ranks of at most 32 cells: one uint32 per rank
constexpr int kMaxArmyTypes = 16; ///< most different piece types in one army

/// Cells as one 32-bit mask per rank (bit x = file x).
struct Rows {
    std::uint32_t r[kRows];
};

/// The conflict relation between two piece types on a board: for a piece of type t on cell c,
/// the cells (per rank) where a piece of type u may not stand: those t attacks from c, those
/// from which u attacks c, and c itself.
struct ConflictTable {
    int width = 0, height = 0;
    std::vector<std::uint32_t> rows; ///< [cell * height + rank]
    const std::uint32_t *at(int cell) const { return rows.data() + static_cast<std::size_t>(cell) * height; }
};

ConflictTable buildConflicts(const Board &board, const PieceType &t, const PieceType &u);

/// Counts ordered/unordered in u128 where sums may pass 2^64.
using Wide = unsigned __int128;

/// One group of identical pieces to place: a type index into the problem's type list and how many.
struct Group {
    int type = 0;
    int count = 0;
};

/// A problem the row engine solves: place the groups (one after another, each group's pieces in
/// increasing cell order) on the cells of `init[type]`, no two pieces in conflict.
struct RowProblem {
    int width = 0, height = 0;
    std::vector<int> pieceIds;       ///< catalogue id of each type
    std::vector<Rows> init;          ///< per type: the cells it may take at the start
    std::vector<ConflictTable> conf; ///< [t * types + u]
    std::vector<int> cap;            ///< per type: most pieces of it in one rank
    std::vector<Group> groups;
    Placement base; ///< preplaced pieces (emitted with every solution)
    int types() const { return static_cast<int>(pieceIds.size()); }
    const ConflictTable &conflict(int t, int u) const
    {
        return conf[static_cast<std::size_t>(t) * types() + u];
    }
};

/// Most pieces of one type that fit in one rank of width w without attacking each other.
int rankCapacity(const PieceType &piece, int width);
/// The same on a shaped board: the most over its ranks, from the conflicts within each rank.
int rankCapacity(const Board &board, const ConflictTable &conflict);

struct RowResult {
    Wide count = 0;
    bool covered = true;
    std::optional<Error> error; ///< a checkpoint that does not fit (resumable runs)
    /// The quarter-board join's kernel ("avx512", "avx2", "portable"); nullptr: no join ran.
    const char *joinKernel = nullptr;
};

/// Counts (or, when the context wants solutions or `first`, streams) the placements of a
/// RowProblem, split into tasks. Nodes go to the context.
/// With `resumable` the tasks run on runLedgerTasks (SearchOptions::resume / onCheckpoint):
/// only for a search that is this one call (search.h).
/// `listed` (optional, with `emit`): once it is true the caller has all the solutions it keeps,
/// and the tasks that start then count without streaming (the count is the same).
RowResult runRowEngine(const RowProblem &problem, SearchContext &context, int taskTarget, bool emit,
                       bool resumable = false, const std::atomic<bool> *listed = nullptr);

/// --first for one type with one piece on every rank (queens, amazons, ... on n x n): the
/// rank with the fewest candidates first. Returns 1 found (submitted), 0 none exists, 2 stopped,
/// -1 not applicable.
int firstOnePerRank(const RowProblem &problem, SearchContext &context);

/// The processor code the quarter-board join may use: the portable code only, up to AVX2, or
/// the best the processor has (AVX-512 with VPOPCNTQ, else AVX2). Results never depend on it;
/// tests run every level (IndependentRequest::queenJoinPortable, queenJoinNoAvx512).
enum class JoinSimd { Portable, UpToAvx2, Best };

/// Fast n-queens counter: n = 10..23 by joining the placements of one precomputed quarter
/// board (east and west strips on complementary ranks, disjoint diagonals counted bit-sliced;
/// tasks by the east ranks), other n by backtracking over the symmetry classes of the square
/// with look-ahead (tasks by the class and the first ranks).
/// With `resumable` the tasks run on runLedgerTasks (SearchOptions::resume / onCheckpoint).
/// `wide` (tests): the join counts pairs as it does for n >= 22 (five look-ups, no pair-by-pair
/// tests) at every n.
RowResult fastQueenCount(int n, SearchContext &context, bool resumable = false, bool wide = false,
                         JoinSimd simd = JoinSimd::Best);

/// Orbit items for Burnside counts: each item is a set of cells (an orbit of a symmetry),
/// `conflict[i]` the items it excludes. Counts the item sets of total weight `need`.
struct ItemProblem {
    int items = 0;
    std::vector<int> weight;
    std::vector<std::vector<std::uint64_t>> conflict; ///< bitsets over items (self included)
};
Wide countItemSets(const ItemProblem &problem, int need, SearchContext &context, bool &covered);
/// The same for items of several types (an army): `need[t]` = the total weight of type t.
Wide countTypedItemSets(const ItemProblem &problem, const std::vector<int> &itemType, std::vector<int> need,
                        SearchContext &context, bool &covered);

/// Maximum independent sets of one type: the maximum number of pieces added and the number of
/// sets that reach it. `avail` are the cells the type may take, `conflict` per cell (CellSet of
/// conflicting cells, self excluded).
struct MaxResult {
    int best = 0;
    Wide count = 0;
    bool covered = true;
    std::optional<Error> error; ///< a checkpoint that does not fit (resumable runs)
};
/// With `resumable`, every component is a phase of its own (search.h, SearchContext::record):
/// recorded under "max/c<k>" when done, its branch and bound on runLedgerTasks.
MaxResult maxIndependent(const Board &board, const std::vector<int> &cells,
                         const std::vector<CellSet> &conflict, bool leaper, SearchContext &context,
                         int taskTarget, bool resumable);

/// A count recorded by a phase (SearchContext::record) as two 64-bit halves "<key>.lo", "<key>.hi".
inline std::optional<Wide> recordedWide(const SearchContext &context, const std::string &key)
{
    const auto lo = context.recorded(key + ".lo"), hi = context.recorded(key + ".hi");
    if (!lo || !hi)
        return std::nullopt;
    return (static_cast<Wide>(*hi) << 64) | *lo;
}
inline std::map<std::string, std::uint64_t> wideRecord(const std::string &key, Wide value)
{
    return {{key + ".lo", static_cast<std::uint64_t>(value)},
            {key + ".hi", static_cast<std::uint64_t>(value >> 64)}};
}

} // namespace cpw::indepimpl
