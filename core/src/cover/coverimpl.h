#pragma once
// Internals of the cover family (core/src/cover/): the attack graph as the solver sees it,
// the LP bound and the local search for large boards. Not part of the public API.
#include <cstdint>
#include <functional>
#include <vector>

#include "cpw/cover.h"

namespace cpw::coverimpl {

/// The covering relation of one piece type on a board, on the empty board (blocking never
/// changes it when every piece has the same type: docs/cover.md).
struct CoverGraph {
    Board board;
    CellSet cells;                  ///< cells of the board
    std::vector<CellSet> covers;    ///< covers[p]: cells covered by a piece on p (p itself unless total)
    std::vector<CellSet> coveredBy; ///< coveredBy[c]: cells p whose piece covers c
    std::vector<CellSet> conflict;  ///< conflict[p]: cells q such that p attacks q or q attacks p
};

CoverGraph buildCoverGraph(const Board &board, const PieceType &piece, CoverVariant variant);

/// Denominator of the integral packing weights: a cell's weight is W / kWeightScale.
constexpr std::int64_t kWeightScale = std::int64_t(1) << 24;

/// A fractional packing of the cells `uncovered` against the pieces that may still be placed
/// (`available`): integer weights W[c] >= 0 with, for every available p, the sum of W over
/// covers[p] & uncovered at most kWeightScale (checked exactly in integers after rounding).
/// Any cover of `uncovered` by available pieces then needs at least ceil(sum W / scale)
/// pieces. With `useLp` the weights come from the LP optimum (GLPK); without it (or when the
/// LP fails) from a greedy packing. Returns the weights per board index (0 elsewhere).
std::vector<std::int64_t> packingWeights(const CoverGraph &graph, const CellSet &uncovered,
                                         const CellSet &available, bool useLp);

/// The exact search (solver.cpp) for modes Minimum and Pieces; `group` = the symmetries used
/// for distinct covers.
Result<SearchStats> solveCoverExact(const CoverRequest &request, const CoverGraph &graph,
                                    SearchContext &context, const std::vector<Symmetry> &group);

/// The packing LP of a board kept between calls (warm starts): one object per thread/task.
class PackingLp {
public:
    explicit PackingLp(const CoverGraph &graph);
    ~PackingLp();
    PackingLp(const PackingLp &) = delete;
    PackingLp &operator=(const PackingLp &) = delete;
    /// Integral packing weights of `uncovered` against the `available` pieces (exactly
    /// feasible, see packingWeights). False when the LP fails (then use other weights).
    bool solve(const CellSet &uncovered, const CellSet &available, std::vector<std::int64_t> &weights);

private:
    const CoverGraph &m_g;
    void *m_lp = nullptr;
    std::vector<std::vector<int>> m_lists;
    std::vector<char> m_colOpen, m_rowOpen;
};

/// Local search for a small cover (mode Upper): improves `best` (a cover given as cells) until
/// the context stops or `lowerBound` is met; reports each improvement through `improved`.
/// Stops also when context.elapsed() reaches `stopAt` seconds (0 = no such limit).
void localSearchCover(const CoverGraph &graph, const CellSet &fixed, const CellSet &available,
                      bool independent, int lowerBound, SearchContext &context, std::uint64_t seed,
                      const std::function<void(const std::vector<int> &)> &improved, double stopAt = 0);

/// How a SAT run for invariant covers ended.
enum class SatOutcome {
    Stopped,   ///< stop token, time limit or the run's deadline
    Exhausted, ///< UNSAT: no invariant cover has fewer pieces than the best one known
    NoCover    ///< UNSAT without a bound: no invariant cover at all
};

/// SAT search (CaDiCaL, sat.cpp) for covers invariant under `group` (a group of symmetries
/// valid for the board, keeping `fixed`; {Identity} = all covers) with a sequential counter
/// for the number of pieces. Each cover found is passed to `improved` (fixed cells included);
/// the bound is then tightened below min(bestKnown(), that cover). Stops at the context's
/// stop, at ctx.elapsed() >= deadline (0 = none), or when UNSAT (Exhausted: then, if given,
/// *exhaustedAbove = b such that no invariant cover has b or fewer pieces).
SatOutcome satCover(const CoverGraph &graph, const CellSet &fixed, const CellSet &available, bool independent,
                    const std::vector<Symmetry> &group, SearchContext &context, double deadline,
                    std::uint64_t seed, const std::function<int()> &bestKnown,
                    const std::function<void(const std::vector<int> &)> &improved,
                    int *exhaustedAbove = nullptr);

} // namespace cpw::coverimpl
