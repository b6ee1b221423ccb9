#pragma once
/// \file cliquesearch.h
/// Maximum-weight independent sets of a small conflict graph (at most kMaxCliqueVertices
/// vertices) by branch and bound with clique-partition bounds: the army's second engine
/// (core/src/army/cliquesearch.cpp explains the algorithm).

#include <cstdint>
#include <vector>

#include "cpw/search.h"

namespace cpw::army {

/// Largest graph the clique engine takes (bitsets of eight 64-bit words).
inline constexpr int kMaxCliqueVertices = 512;

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
    /// Vertex permutations that map the graph onto itself (weights, groups, edges); together
    /// with the identity they must form a group. Used to skip symmetric branches at the root.
    std::vector<std::vector<int>> symmetries;
};

struct IndependentSetResult {
    std::vector<int> best; ///< the best set found that is worth more than the start (vertices)
    long long value = -1;  ///< its weight, -1 when no set beat the start
    bool complete = false; ///< the search ran to its end (nothing beats max(start, value))
    long long bound = 0;   ///< no independent set is worth more (valid also when stopped)
    std::uint64_t tasks = 0;
};

/// Searches for the heaviest independent set worth more than `startValue` (pass -1 to accept
/// the empty set). Runs on context.threads() workers (tasks from an atomic counter); polls the
/// context's stop. The optimum does not depend on the thread count; which optimal set is
/// returned may.
IndependentSetResult maxWeightIndependentSet(const ConflictGraph &graph, long long startValue,
                                             SearchContext &context);

} // namespace cpw::army
