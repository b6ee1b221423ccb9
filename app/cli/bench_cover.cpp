// Benchmark cases of the cover family (issue 9): Fisher's knight covers of n x n boards,
// proven minimum with every minimum cover and the distinct ones, checked against the seed's
// tables 1 and 2; and (--heavy, cover/record-N) the small covers of table 5 for n = 15..25
// within the bench's --time-limit (default 60 s each), which report what they reached
// (local search and the SAT model side by side, `cpw cover --upper`).
#include <sstream>

#include "bench.h"
#include "cpw/cover.h"

namespace cpw::cli {

namespace {

struct Expect {
    int minimum;
    std::uint64_t covers, distinct;
};

// Fisher, tables 1 and 2: n = 1..14.
const Expect kKnights[] = {{1, 1, 1},      {4, 1, 1},   {4, 8, 2},     {4, 9, 3},  {5, 47, 8},
                           {8, 127, 23},   {10, 10, 3}, {12, 2, 1},    {14, 2, 1}, {16, 4, 2},
                           {21, 800, 100}, {24, 2, 1},  {28, 152, 20}, {32, 4, 1}};

// Fisher, table 5: the smallest covers known for n = 15..25.
const int kRecords[] = {36, 40, 46, 52, 58, 63, 71, 76, 84, 88, 97};

BenchCase knightCase(int n, bool heavy)
{
    BenchCase c;
    c.name = "cover/knight-" + std::to_string(n) + "x" + std::to_string(n);
    c.description = "minimum knight covers of " + std::to_string(n) + "x" + std::to_string(n) +
                    " (proven minimum, all minimum covers, distinct ones)";
    c.heavy = heavy;
    c.run = [n](int threads, double timeLimit) {
        const Problem problem = benchProblem(coverFamily(), Board(n, n), {{"distinct", true}});
        SearchOptions opt = benchOptions(threads, timeLimit);
        BenchOutcome out;
        auto r = solve(problem, {}, opt);
        if (!fillOutcome(out, r))
            return out;
        const SearchStats &s = r.value();
        std::ostringstream note;
        if (s.optimum)
            note << "min " << *s.optimum << (s.provenOptimal.value_or(false) ? " (proven)" : "");
        if (s.distinct)
            note << ", distinct " << *s.distinct;
        out.note = note.str();
        const Expect &e = kKnights[n - 1];
        std::ostringstream exp;
        exp << "min " << e.minimum << ", " << e.covers << " covers, distinct " << e.distinct;
        out.expected = exp.str();
        out.expectationMet =
            !s.complete || (s.optimum && *s.optimum == e.minimum && s.solutions == e.covers && s.distinct &&
                            *s.distinct == e.distinct);
        return out;
    };
    return c;
}

BenchCase recordCase(int n)
{
    BenchCase c;
    c.name = "cover/record-" + std::to_string(n);
    c.description = "a small knight cover of " + std::to_string(n) + "x" + std::to_string(n) +
                    " by local search and a SAT model with symmetric covers (the record is " +
                    std::to_string(kRecords[n - 15]) + ")";
    c.heavy = true;
    c.run = [n](int threads, double timeLimit) {
        const Problem problem = benchProblem(coverFamily(), Board(n, n), {{"mode", std::string("upper")}});
        SearchOptions opt;
        opt.threads = threads;
        opt.timeLimitSeconds = timeLimit > 0 ? timeLimit : 60.0;
        BenchOutcome out;
        auto r = solve(problem, {}, opt);
        if (!fillOutcome(out, r))
            return out;
        const SearchStats &s = r.value();
        std::ostringstream note;
        if (s.optimum)
            note << "best " << *s.optimum << " knights (record " << kRecords[n - 15] << ")";
        if (auto it = s.extra.find("best_by_sat"); it != s.extra.end() && s.optimum)
            note << (it->second > 0 ? " by SAT" : " by local search");
        if (auto it = s.extra.find("lower_bound"); it != s.extra.end())
            note << ", lower bound " << it->second;
        out.note = note.str();
        return out;
    };
    return c;
}

} // namespace

std::vector<BenchCase> coverBenchCases()
{
    std::vector<BenchCase> cases;
    for (int n = 1; n <= 14; ++n)
        cases.push_back(knightCase(n, n >= 13));
    for (int n = 15; n <= 25; ++n)
        cases.push_back(recordCase(n));
    return cases;
}

namespace {
const BenchRegistration registration({coverFamily, coverBenchCases});
} // namespace

} // namespace cpw::cli
