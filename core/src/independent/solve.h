#pragma once
// Internal: the parts solveIndependent is made of (core/src/independent/): the request's
// helpers (independent.cpp), the engines' common setup and the counts by components (sets.cpp),
// the Burnside count of classes (burnside.cpp) and the modes (solve.cpp).
#include <optional>
#include <vector>

#include "cpw/independent.h"
#include "independent/engine.h"

namespace cpw::indepimpl {

/// True when the request's preplaced pieces are on a board of the request's size.
bool samePreplacedBoard(const IndependentRequest &r);
/// The preplaced pieces of one kind.
int preplacedOf(const IndependentRequest &r, int piece);
/// The number of pieces in the end (--count, or min(W, H)).
int effectiveCount(const IndependentRequest &r);

/// The row engine's problem for the request's piece types, and the cells each type may take.
struct Setup {
    RowProblem rp;
    std::vector<CellSet> avail; ///< per type
};
/// `counts`: the pieces of each type still to place (preplaced ones taken off).
Setup buildSetup(const IndependentRequest &req, const std::vector<int> &typeIds,
                 const std::vector<int> &counts);

/// The conflict graph of one type as CellSets (self excluded), on its available cells.
std::vector<CellSet> conflictSets(const Board &board, const ConflictTable &cf);

/// Sets of `k` pieces of one type: by components when the conflict graph falls apart. With
/// `resumable`, one row-engine run is on the ledger, and every count of a component is a phase
/// of its own ("c<component>/<size>"; search.h, SearchContext::record).
RowResult countSets(const IndependentRequest &req, Setup &s, int k, SearchContext &ctx, bool resumable);

/// The symmetries that preserve the problem.
std::vector<Symmetry> problemGroup(const IndependentRequest &req, const std::vector<int> &typeIds);

/// Distinct classes by Burnside's lemma: `total` (the sets fixed by the identity) plus the sets
/// fixed by every other symmetry of `group` (one phase each, "g<index>"), divided by the group's
/// size. `setSize` pieces of one type, or the army's `counts`. Nothing when a stop cut it short
/// (`covered` is then false).
std::optional<Wide> burnsideClasses(const IndependentRequest &req, const std::vector<Symmetry> &group,
                                    const Setup &setup, const std::vector<int> &counts, int setSize,
                                    Wide total, SearchContext &ctx, bool &covered);

/// solveIndependent() for a request validateIndependent() has accepted (the family's prepared
/// run): it is not checked again.
Result<SearchStats> solveValidIndependent(const IndependentRequest &request, std::stop_token token,
                                          const SearchOptions &options);

} // namespace cpw::indepimpl
