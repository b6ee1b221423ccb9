// Benchmark cases of the composer (cpw/compose.h, issue 50): an 8x8 queens completion puzzle
// (target: under a second) and, where this build's tours take move numbers, a numbered 8x8
// knight's tour puzzle (target: under a minute on two threads). Each checks its puzzle's
// uniqueness once more with the complete solver (cpw::completions).
#include <map>

#include "bench.h"
#include "cpw/compose.h"
#include "cpw/independent.h"
#include "cpw/tour.h"

namespace cpw::cli {

namespace {

BenchOutcome composeOutcome(const Problem &base, int threads, double timeLimit)
{
    ComposeRequest request;
    request.base = base;
    request.seed = 1;
    request.threads = threads;
    request.timeLimitSeconds = timeLimit;
    BenchOutcome out;
    auto puzzle = composePuzzle(request, {});
    if (!puzzle) {
        out.complete = false;
        out.note = "error";
        return out;
    }
    out.solutions = 1;
    out.nodes = puzzle->nodes;
    out.note = std::to_string(puzzle->givens) + " givens, level " + std::to_string(puzzle->difficulty.level) +
               ", " + std::to_string(puzzle->checks) + " checks";
    out.expected = "one completion";
    auto n = completions(puzzle->problem, 2, {}, threads);
    out.expectationMet = n && *n == 1 && puzzle->minimal;
    return out;
}

/// The base problem of a case: an empty 8x8 board of `family` with these params.
Problem emptyBoard(std::string_view family, std::map<std::string, ParamValue> params)
{
    Problem p;
    p.kind = std::string(family);
    p.board = Board(8, 8);
    p.preplaced = Placement(p.board);
    p.params = std::move(params);
    return p;
}

std::vector<BenchCase> composeBenchCases()
{
    std::vector<BenchCase> cases;
    const auto add = [&cases](std::string name, std::string description, Problem base) {
        cases.push_back({std::move(name), std::move(description), false,
                         [base](int threads, double timeLimit) { return composeOutcome(base, threads, timeLimit); }});
    };
    add("compose/queens-8x8", "compose a minimal 8x8 queens completion puzzle (seed 1), proven unique",
        emptyBoard(independentFamily().name, {{"piece", std::string("Q")}, {"count", 8LL}}));
    if (canCompose(tourFamily().name))
        add("compose/knight-tour-8x8", "compose a minimal numbered 8x8 knight's tour puzzle (seed 1), proven unique",
            emptyBoard(tourFamily().name, {}));
    return cases;
}

const BenchRegistration registration({independentFamily, composeBenchCases});

} // namespace

} // namespace cpw::cli
