#pragma once
// What composing needs of one family (cpw/compose.h): the table core/src/compose/traits.cpp
// lists, one entry per family in its own file here (independent.cpp, exact.cpp, cover.cpp,
// tour.cpp). The shared code (compose.cpp, deduce.cpp) walks the table and never asks which
// family it runs.

#include <cstdint>
#include <memory>
#include <span>
#include <stop_token>
#include <vector>

#include "cpw/compose.h"
#include "cpw/family.h"

namespace cpw::compose {

/// The values a cell may still take in a deduction, one bit each (placement families: bit 0 =
/// empty, bit i = the family's i-th value, e.g. its i-th allowed piece; tours: bit k - 1 = move
/// k, so tours of up to 64 cells are rated).
using Domain = std::uint64_t;
using Domains = std::vector<Domain>;

inline bool decided(Domain d)
{
    return d != 0 && (d & (d - 1)) == 0;
}

/// A family's simple deductions, as a person makes them: a local check that tells whether
/// domains can still hold a solution. The engine (deduce.cpp) removes every value whose
/// assumption the check refutes, and tries cells (levels 2, 3).
class Deductions {
public:
    virtual ~Deductions() = default;
    /// The domains before any deduction: the givens decided, holes decided empty. One entry per
    /// cell the family rates (every cell of the board; a tour's cells without its holes).
    virtual Domains initial() const = 0;
    /// False when the family's simple rules show that the domains hold no solution, looking at
    /// the constraints that involve `cell` (the cell just narrowed); `cell` = -1: every one.
    virtual bool consistent(const Domains &d, int cell) const = 0;
};

/// A family's deductions for a puzzle (ComposeTraits::deductions).
using DeductionsOf = Result<std::unique_ptr<Deductions>> (*)(const Problem &puzzle);

/// One family's compose traits.
struct ComposeTraits {
    FamilyDescriptor (*family)() = nullptr;
    /// False when this build's family cannot hold givens of this kind (tours without "numbers").
    bool (*available)() = nullptr;
    /// The puzzle form of a problem without givens (a completion problem: counting mode, the
    /// parameters that make "exactly one completion" mean what a person reads); Unsupported
    /// with token "params.<key>" where a parameter asks for something else. May solve.
    Result<Problem> (*prepare)(const Problem &base, std::stop_token token, int threads) = nullptr;
    /// The givens of a solution (every piece; every move number), in cell order.
    std::vector<Given> (*givensOf)(const Problem &prepared, const Solution &solution) = nullptr;
    /// Givens a random solution is drawn with: fixing a few of them (in the seed's order) and
    /// taking the first solution that has them. Empty: the first solution of `prepared` itself
    /// (drawSeeded then varies the problem instead).
    std::vector<Given> (*candidates)(const Problem &prepared) = nullptr;
    /// Optional: the problem a drawing with `seed` starts from (a tour's start cell); nullptr =
    /// `prepared` itself.
    Problem (*drawSeeded)(const Problem &prepared, std::uint64_t seed) = nullptr;
    /// The problem with exactly these givens.
    Problem (*withGivens)(const Problem &prepared, std::span<const Given> givens) = nullptr;
    /// The givens of a puzzle (the inverse of withGivens); errors name the field.
    Result<std::vector<Given>> (*readGivens)(const Problem &puzzle) = nullptr;
    /// The family's deductions for a puzzle, which they check (the family's request built from
    /// it once, its error when invalid); nullptr (or a null result): not rated.
    DeductionsOf deductions = nullptr;
};

/// The traits of a kind (this build's), or nullptr.
const ComposeTraits *findTraits(std::string_view kind);
/// Every entry of the table.
std::span<const ComposeTraits> traitsTable();

/// Difficulty by the deduction engine (deduce.cpp): `budget` consistency checks at most.
Difficulty rate(const Deductions &deductions, std::stop_token token, std::uint64_t budget);

// The entries (one file each).
ComposeTraits independentComposeTraits();
ComposeTraits exactComposeTraits();
ComposeTraits coverComposeTraits();
ComposeTraits tourComposeTraits();

// Helpers the placement families share (placement.cpp).
/// Every piece of the solution as a given.
std::vector<Given> pieceGivens(const Problem &prepared, const Solution &solution);
/// Every cell with every one of `pieces`.
std::vector<Given> everyCellWith(const Problem &prepared, const std::vector<int> &pieces);
/// The problem with these pieces preplaced (and nothing else).
Problem withPreplaced(const Problem &prepared, std::span<const Given> givens);
/// The preplaced pieces of a puzzle as givens.
Result<std::vector<Given>> preplacedGivens(const Problem &puzzle);
/// A param that must have one value in a puzzle: Unsupported "params.<key>" otherwise.
Error requireParam(const Problem &problem, const std::string &key, const ParamValue &wanted);
bool alwaysAvailable();
/// The traits of a placement family (givens = preplaced pieces, always available).
ComposeTraits placementTraits(FamilyDescriptor (*family)(),
                              Result<Problem> (*prepare)(const Problem &, std::stop_token, int),
                              std::vector<Given> (*candidates)(const Problem &),
                              DeductionsOf deductions);

} // namespace cpw::compose
