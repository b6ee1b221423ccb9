// Benchmark cases of the composer (cpw/compose.h, issue 50): an 8x8 queens completion puzzle
// (target: under a second) and, where this build's tours take move numbers, a numbered 8x8
// knight's tour puzzle (target: under a minute on two threads). Each checks its puzzle's
// uniqueness once more with the complete solver (cpw::completions).
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

std::vector<BenchCase> composeBenchCases()
{
    std::vector<BenchCase> cases;
    BenchCase queens;
    queens.name = "compose/queens-8x8";
    queens.description = "compose a minimal 8x8 queens completion puzzle (seed 1), proven unique";
    queens.run = [](int threads, double timeLimit) {
        Problem p;
        p.kind = std::string(independentFamily().name);
        p.board = Board(8, 8);
        p.preplaced = Placement(p.board);
        p.params["piece"] = std::string("Q");
        p.params["count"] = 8LL;
        return composeOutcome(p, threads, timeLimit);
    };
    cases.push_back(queens);
    if (canCompose(tourFamily().name)) {
        BenchCase tour;
        tour.name = "compose/knight-tour-8x8";
        tour.description = "compose a minimal numbered 8x8 knight's tour puzzle (seed 1), proven unique";
        tour.run = [](int threads, double timeLimit) {
            Problem p;
            p.kind = std::string(tourFamily().name);
            p.board = Board(8, 8);
            p.preplaced = Placement(p.board);
            return composeOutcome(p, threads, timeLimit);
        };
        cases.push_back(tour);
    }
    return cases;
}

const BenchRegistration registration({independentFamily, composeBenchCases});

} // namespace

} // namespace cpw::cli
