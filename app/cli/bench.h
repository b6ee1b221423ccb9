#pragma once
/// \file bench.h
/// The benchmark suite behind `cpw bench`. Each solver contributes cases from its own
/// bench_<solver>.cpp; bench.cpp runs them and prints a table (or JSON lines).

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "cpw/error.h"
#include "cpw/family.h"
#include "cpw/problem.h"
#include "cpw/search.h"

namespace cpw::cli {

struct BenchOutcome {
    std::uint64_t solutions = 0;
    bool complete = true;
    std::uint64_t nodes = 0;
    std::string note; ///< e.g. "min 5 pieces, distinct 3"
    /// Independent expectation to check against (e.g. a seed's number); empty = none.
    std::string expected;
    bool expectationMet = true;
};

struct BenchCase {
    std::string name;        ///< unique, e.g. "exact/5x5-k2"
    std::string description; ///< what it computes
    bool heavy = false;      ///< only with `cpw bench --heavy` (long runs)
    /// Runs the case with the given thread count and an optional time limit (seconds, 0 = none).
    std::function<BenchOutcome(int threads, double timeLimit)> run;
};

/// A bench row's problem: `family`'s kind on `board` (no holes given, nothing preplaced, the
/// standard catalogue) with `params`. Every row runs its problem through cpw::solve, the one
/// way in that the CLI and the GUI take; an engine option of a row is a parameter of its problem.
Problem benchProblem(const FamilyDescriptor &family, const Board &board,
                     std::map<std::string, ParamValue> params = {});

/// Search options of one bench run: threads and the time limit, nothing streamed.
SearchOptions benchOptions(int threads, double timeLimit);
/// Fills solutions, complete and nodes of `out` from a solver's result; on an error marks the
/// outcome incomplete with the note "error" and returns false.
bool fillOutcome(BenchOutcome &out, const Result<SearchStats> &result);

/// The cases of one family, registered by its bench_<family>.cpp with a static
/// BenchRegistration keyed by the family's descriptor function (cpw::coverFamily); the table
/// lists the families in the core's order (cpw::families()).
struct BenchSource {
    FamilyDescriptor (*family)() = nullptr;
    std::vector<BenchCase> (*cases)() = nullptr;
};
struct BenchRegistration {
    explicit BenchRegistration(const BenchSource &source);
};
/// Every registered source, by order.
std::vector<BenchSource> benchSources();
/// Cases of the core (attack computation) (bench.cpp).
std::vector<BenchCase> coreBenchCases();

} // namespace cpw::cli
