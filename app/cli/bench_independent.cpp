// Benchmark cases of the independent-placement solver (issues 8, 26): n queens n = 14..21 with
// the specialised counter, the general row engine and plain bitwise backtracking (one thread, no
// symmetry) side by side in the same run where it finishes (n <= 18), so the ratios come from one
// machine and one moment; maximum sets, a mixed army, first solutions, distinct counts. Queen
// counts: OEIS A000170.
#include <chrono>
#include <map>
#include <mutex>
#include <sstream>

#include "bench.h"
#include "cpw/independent.h"

namespace cpw::cli {

namespace {

std::mutex g_timesMutex;
std::map<int, double> g_plainSeconds; // n -> wall time of the plain baseline in this run

const std::map<int, std::uint64_t> kQueens = {
    {8, 92},        {10, 724},      {12, 14200},     {13, 73712},      {14, 365596},      {15, 2279184},
    {16, 14772512}, {17, 95815104}, {18, 666090624}, {19, 4968057848}, {20, 39029188884}, {21, 314666222712}};

constexpr int kPlainMaxN = 18; ///< the plain baseline runs to this n (n = 18: about 7 minutes)

std::string ratioNote(int n, double seconds)
{
    std::lock_guard lock(g_timesMutex);
    auto it = g_plainSeconds.find(n);
    if (n > kPlainMaxN)
        return "no plain baseline (it would take hours)";
    if (it == g_plainSeconds.end() || seconds <= 0)
        return {};
    std::ostringstream s;
    s.precision(3);
    s << "plain / this = " << it->second / seconds;
    return s.str();
}

BenchOutcome outcomeOf(const Result<SearchStats> &r, std::optional<std::uint64_t> expected)
{
    BenchOutcome out;
    if (!r) {
        out.complete = false;
        out.note = "error";
        return out;
    }
    const SearchStats &s = r.value();
    out.solutions = s.solutions;
    out.complete = s.complete;
    out.nodes = s.nodes;
    std::ostringstream note;
    if (s.optimum)
        note << "optimum " << *s.optimum;
    if (s.distinct)
        note << (note.tellp() > 0 ? ", " : "") << "distinct " << *s.distinct;
    out.note = note.str();
    if (expected && s.complete) {
        out.expected = std::to_string(*expected);
        out.expectationMet = s.solutions == *expected;
    }
    return out;
}

BenchCase plainCase(int n, bool heavy)
{
    BenchCase c;
    c.name = "independent/queens-" + std::to_string(n) + "-plain";
    c.description =
        std::to_string(n) + " queens, plain bitwise backtracking (1 thread, no symmetry): the baseline";
    c.heavy = heavy;
    c.run = [n](int, double) {
        const auto start = std::chrono::steady_clock::now();
        BenchOutcome out;
        out.solutions = plainQueenCount(n);
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        {
            std::lock_guard lock(g_timesMutex);
            g_plainSeconds[n] = s;
        }
        out.expected = std::to_string(kQueens.at(n));
        out.expectationMet = out.solutions == kQueens.at(n);
        out.note = "threads ignored";
        return out;
    };
    return c;
}

BenchCase queensCase(int n, IndependentEngine engine, bool heavy)
{
    BenchCase c;
    const bool general = engine == IndependentEngine::General;
    c.name = "independent/queens-" + std::to_string(n) + (general ? "-general" : "");
    c.description = std::to_string(n) + " queens on " + std::to_string(n) + "x" + std::to_string(n) +
                    (general ? " with the general row engine" : " with the specialised queen counter");
    c.heavy = heavy;
    c.run = [n, engine](int threads, double timeLimit) {
        const Problem problem =
            benchProblem(independentFamily(), Board(n, n),
                         {{"piece", std::string("Q")},
                          {"engine", std::string(choiceName(independentFamily().params, "engine", engine))}});
        SearchOptions opt = benchOptions(threads, timeLimit);
        const auto start = std::chrono::steady_clock::now();
        BenchOutcome out = outcomeOf(solve(problem, {}, opt), kQueens.at(n));
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        out.note = ratioNote(n, s);
        return out;
    };
    return c;
}

BenchCase problemCase(std::string name, std::string description, bool heavy, Problem problem,
                      std::optional<std::uint64_t> expected)
{
    BenchCase c;
    c.name = std::move(name);
    c.description = std::move(description);
    c.heavy = heavy;
    c.run = [problem, expected](int threads, double timeLimit) {
        SearchOptions opt = benchOptions(threads, timeLimit);
        return outcomeOf(solve(problem, {}, opt), expected);
    };
    return c;
}

/// The most pieces `piece` on w x h.
Problem maxProblem(int w, int h, char piece)
{
    return benchProblem(independentFamily(), Board(w, h), {{"piece", std::string(1, piece)}, {"max", true}});
}

} // namespace

std::vector<BenchCase> independentBenchCases()
{
    std::vector<BenchCase> cases;
    for (int n = 14; n <= 18; ++n) {
        const bool heavy = n >= 17;
        cases.push_back(plainCase(n, heavy));
        cases.push_back(queensCase(n, IndependentEngine::Auto, heavy));
        if (n <= 16)
            cases.push_back(queensCase(n, IndependentEngine::General, heavy));
    }
    // The quarter-board join beyond the plain baseline's reach: n = 19 in the default run (about
    // 40 s of CPU time), n = 20 and 21 behind --heavy (1.5 and about 18 minutes of CPU time).
    for (int n = 19; n <= 21; ++n)
        cases.push_back(queensCase(n, IndependentEngine::Auto, n >= 20));
    cases.push_back(problemCase("independent/queens-12-distinct", "12 queens with classes (Burnside)", false,
                                benchProblem(independentFamily(), Board(12, 12),
                                             {{"piece", std::string("Q")}, {"distinct", true}}),
                                14200));
    cases.push_back(problemCase("independent/max-K-8x8", "most kings on 8x8 and their number (OEIS A018807)",
                                false, maxProblem(8, 8, 'K'), 281571));
    cases.push_back(problemCase("independent/max-K-16x16",
                                "most kings on 16x16 and their number (transfer matrix)", false,
                                maxProblem(16, 16, 'K'), std::nullopt));
    cases.push_back(problemCase("independent/max-N-8x8", "most knights on 8x8 (seed 001: 32, 2 ways)", false,
                                maxProblem(8, 8, 'N'), 2));
    cases.push_back(problemCase("independent/max-B-8x8", "most bishops on 8x8 (14, 2^8 ways)", false,
                                maxProblem(8, 8, 'B'), 256));
    cases.push_back(problemCase("independent/max-Q-10x10", "most queens on 10x10 (10, OEIS A000170: 724)",
                                false, maxProblem(10, 10, 'Q'), 724));
    cases.push_back(problemCase("independent/max-R-8x8", "most rooks on 8x8 (8, 8! ways)", false,
                                maxProblem(8, 8, 'R'), 40320));
    cases.push_back(problemCase("independent/army-7x7-K2Q2B2N1",
                                "placements of 2 kings, 2 queens, 2 bishops, 1 knight on 7x7", false,
                                benchProblem(independentFamily(), Board(7, 7), {{"army", std::string("K2Q2B2N1")}}),
                                std::nullopt));
    cases.push_back(problemCase("independent/army-8x8-K2Q2B2N2",
                                "placements of 2 kings, 2 queens, 2 bishops, 2 knights on 8x8", true,
                                benchProblem(independentFamily(), Board(8, 8), {{"army", std::string("K2Q2B2N2")}}),
                                std::nullopt));
    cases.push_back(problemCase("independent/first-A-32", "one placement of 32 super queens on 32x32", false,
                                benchProblem(independentFamily(), Board(32, 32),
                                             {{"piece", std::string("A")}, {"first", true}}),
                                std::nullopt));
    cases.push_back(problemCase("independent/first-Q-32", "one placement of 32 queens (construction)", false,
                                benchProblem(independentFamily(), Board(32, 32),
                                             {{"piece", std::string("Q")}, {"first", true}}),
                                std::nullopt));
    return cases;
}

namespace {
const BenchRegistration registration({independentFamily, independentBenchCases});
} // namespace

} // namespace cpw::cli
