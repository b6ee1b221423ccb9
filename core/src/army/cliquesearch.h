#pragma once
/// \file cliquesearch.h
/// Maximum-weight independent sets of a small conflict graph (at most kMaxCliqueVertices
/// vertices) by branch and bound with weighted clique-cover bounds: the army's second engine
/// (core/src/army/cliquesearch.cpp explains the algorithm).

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "cpw/army.h"
#include "cpw/search.h"

namespace cpw::army {

/// Largest graph the clique engine takes (bitsets of up to sixteen 64-bit words).
inline constexpr int kMaxCliqueVertices = kMaxArmyCliquePairs;

/// A vertex-weighted graph: vertices are (kind, cell) pairs of the army, an edge joins two that
/// cannot both be in a peaceful army.
struct ConflictGraph {
    int size = 0;
    std::vector<long long> weight;            ///< per vertex, >= 0
    std::vector<std::vector<int>> neighbours; ///< symmetric, no vertex is its own neighbour
    /// With groups > 0: a set counts only when it holds a vertex of every group (0..groups-1)
    /// that is not in `present` (bits of groups already satisfied, e.g. by fixed pieces).
    std::vector<int> group;
    int groups = 0;
    std::uint64_t present = 0;
    /// Rook-movers (optional, empty = none): per vertex its line pair (rank, file) when any two
    /// vertices of the same rank or the same file conflict (a kind that rides ranks and files
    /// both ways on a board without holes), else -1. The search then branches on them first
    /// (the split by the rooks' lines, cliquesearch.cpp). Lines are numbered 0..63.
    std::vector<int> rank, file;
    /// Vertex permutations that map the graph onto itself (weights, groups, edges); together
    /// with the identity they must form a group. Used to skip symmetric branches at the root.
    std::vector<std::vector<int>> symmetries;
};

/// How the search's tasks meet the ledger of a resumable search (runLedgerTasks, search.h).
struct LedgerKeeping {
    /// Added to a set's weight for the ledger's objectives (the fixed pieces' value).
    long long offset = 0;
    /// The ledger's form of a set found by a task (KeptSolution::cells: piece id per cell).
    std::function<std::vector<int>(const std::vector<int> &set)> cells;
};

struct IndependentSetResult {
    std::vector<int> best; ///< the best set found that is worth more than the start (vertices)
    long long value = -1;  ///< its weight, -1 when no set beat the start
    bool complete = false; ///< the search ran to its end (nothing beats max(start, value))
    long long bound = 0;   ///< no independent set is worth more (valid also when stopped)
    std::uint64_t tasks = 0;
    /// The ledger at the end: the tasks done (resumed ones included) and the best set of a done
    /// task (ledger.best = its weight + offset, ledger.kept its cells), also one found in an
    /// earlier session or on another process (--mpi).
    TaskLedger ledger;
};

/// The task split as checkpoints name it ("army/cover/v<vertices>/t<tasks>", and "/d" after it
/// when every task starts with a demanded kind of rook-movers). Checkpoints of the engine before
/// the weighted cover (29 Nov 2026) say "army/cliques/..."; their tasks are others, so they are
/// refused (CheckpointMismatch).
std::string cliqueSplit(int vertices, std::size_t tasks, bool demandedFirst);

/// Searches for the heaviest independent set worth more than `startValue` (pass -1 to accept
/// the empty set). Runs its tasks on runLedgerTasks (search.h): on context.threads() workers,
/// resumable from context.options().resume (whose best, less the offset, is taken as a start),
/// with checkpoints and --mpi as the options say; a task's own best set goes into the ledger
/// through `keeping`. Polls the context's stop. The optimum does not depend on the thread count
/// or the sessions; which optimal set is returned may. Errors: CheckpointMismatch.
Result<IndependentSetResult> maxWeightIndependentSet(const ConflictGraph &graph, long long startValue,
                                                     SearchContext &context, const LedgerKeeping &keeping);

} // namespace cpw::army
