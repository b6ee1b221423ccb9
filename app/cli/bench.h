#pragma once
/// \file bench.h
/// The benchmark suite behind `cpw bench`. Each solver contributes cases from its own
/// bench_<solver>.cpp; bench.cpp runs them and prints a table (or JSON lines).

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "cpw/error.h"
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

/// Search options of one bench run: threads and the time limit, nothing streamed.
SearchOptions benchOptions(int threads, double timeLimit);
/// Fills solutions, complete and nodes of `out` from a solver's result; on an error marks the
/// outcome incomplete with the note "error" and returns false.
bool fillOutcome(BenchOutcome &out, const Result<SearchStats> &result);

/// Cases of the exact-attack solver (bench_exact.cpp).
std::vector<BenchCase> exactBenchCases();
/// Cases of the tour family (bench_tour.cpp).
std::vector<BenchCase> tourBenchCases();
/// Cases of the Chess960 family (bench_chess960.cpp).
std::vector<BenchCase> chess960BenchCases();
/// Cases of the independent-placement solver (bench_independent.cpp).
std::vector<BenchCase> independentBenchCases();
/// Cases of the most valuable army (bench_army.cpp).
std::vector<BenchCase> armyBenchCases();
/// Cases of the cover family (bench_cover.cpp).
std::vector<BenchCase> coverBenchCases();
/// Cases of the peaceable armies (bench_peaceable.cpp).
std::vector<BenchCase> peaceableBenchCases();
/// Cases of the core (attack computation) (bench.cpp).
std::vector<BenchCase> coreBenchCases();

} // namespace cpw::cli
