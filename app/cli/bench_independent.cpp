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
        IndependentRequest req;
        req.board = Board(n, n);
        req.piece = req.catalogue.find('Q');
        req.engine = engine;
        SearchOptions opt = benchOptions(threads, timeLimit);
        const auto start = std::chrono::steady_clock::now();
        BenchOutcome out = outcomeOf(solveIndependent(req, {}, opt), kQueens.at(n));
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        out.note = ratioNote(n, s);
        return out;
    };
    return c;
}

BenchCase requestCase(std::string name, std::string description, bool heavy, IndependentRequest req,
                      std::optional<std::uint64_t> expected)
{
    BenchCase c;
    c.name = std::move(name);
    c.description = std::move(description);
    c.heavy = heavy;
    c.run = [req, expected](int threads, double timeLimit) {
        SearchOptions opt = benchOptions(threads, timeLimit);
        return outcomeOf(solveIndependent(req, {}, opt), expected);
    };
    return c;
}

IndependentRequest maxRequest(int w, int h, char piece)
{
    IndependentRequest r;
    r.board = Board(w, h);
    r.piece = r.catalogue.find(piece);
    r.mode = IndependentMode::Max;
    return r;
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
    {
        IndependentRequest r;
        r.board = Board(12, 12);
        r.piece = r.catalogue.find('Q');
        r.distinct = true;
        cases.push_back(requestCase("independent/queens-12-distinct", "12 queens with classes (Burnside)",
                                    false, r, 14200));
    }
    cases.push_back(requestCase("independent/max-K-8x8", "most kings on 8x8 and their number (OEIS A018807)",
                                false, maxRequest(8, 8, 'K'), 281571));
    cases.push_back(requestCase("independent/max-K-16x16",
                                "most kings on 16x16 and their number (transfer matrix)", false,
                                maxRequest(16, 16, 'K'), std::nullopt));
    cases.push_back(requestCase("independent/max-N-8x8", "most knights on 8x8 (seed 001: 32, 2 ways)", false,
                                maxRequest(8, 8, 'N'), 2));
    cases.push_back(requestCase("independent/max-B-8x8", "most bishops on 8x8 (14, 2^8 ways)", false,
                                maxRequest(8, 8, 'B'), 256));
    cases.push_back(requestCase("independent/max-Q-10x10", "most queens on 10x10 (10, OEIS A000170: 724)",
                                false, maxRequest(10, 10, 'Q'), 724));
    cases.push_back(requestCase("independent/max-R-8x8", "most rooks on 8x8 (8, 8! ways)", false,
                                maxRequest(8, 8, 'R'), 40320));
    {
        IndependentRequest r;
        r.board = Board(7, 7);
        r.mode = IndependentMode::Army;
        r.army = parseArmy("K2Q2B2N1", r.catalogue).value();
        cases.push_back(requestCase("independent/army-7x7-K2Q2B2N1",
                                    "placements of 2 kings, 2 queens, 2 bishops, 1 knight on 7x7", false, r,
                                    std::nullopt));
        r.board = Board(8, 8);
        r.army = parseArmy("K2Q2B2N2", r.catalogue).value();
        cases.push_back(requestCase("independent/army-8x8-K2Q2B2N2",
                                    "placements of 2 kings, 2 queens, 2 bishops, 2 knights on 8x8", true, r,
                                    std::nullopt));
    }
    {
        IndependentRequest r;
        r.board = Board(32, 32);
        r.piece = r.catalogue.find('A');
        r.mode = IndependentMode::First;
        cases.push_back(requestCase("independent/first-A-32", "one placement of 32 super queens on 32x32",
                                    false, r, std::nullopt));
        r.piece = r.catalogue.find('Q');
        cases.push_back(requestCase("independent/first-Q-32", "one placement of 32 queens (construction)",
                                    false, r, std::nullopt));
    }
    return cases;
}

namespace {
const BenchRegistration registration({independentFamily, independentBenchCases});
} // namespace

} // namespace cpw::cli
