// Benchmark cases of the peaceable armies (issue 28): the largest army of queens on n x n,
// proven, against OEIS A250000 (Bosch, Optima 62, 1999; a(1..13) confirmed by R. Pratt's
// integer program, 2014; a(14) = 28 and a(15) = 32 as listed there). Targets on 2 threads:
// n <= 11 under 1 minute each, n = 12 and 13 under 15 minutes (those two are --heavy, as are
// 14 and 15, which need far longer). For n = 10..15 a row "-colours-only" runs the branch and
// bound as it was before issue 46 (the exchange of colours alone broken) in the same run, so
// that the two times stand side by side. The --upper rows (heavy) anneal n = 16..30 for 30 s
// each against Ainley's constructions (1977). The "classes" rows count the optimal placements
// up to symmetry (A260680; n = 11 heavy).
#include <sstream>

#include "bench.h"
#include "cpw/peaceable.h"

namespace cpw::cli {

namespace {

/// The "symmetry" parameter: colours only (the engine before issue 46) or lex (the default).
std::string symmetryName(bool coloursOnly)
{
    return std::string(choiceName(peaceableFamily().params, "symmetry",
                                  coloursOnly ? PeaceableSymmetry::Colours : PeaceableSymmetry::Lex));
}

// OEIS A250000, n = 1..15.
const int kA250000[] = {0, 0, 1, 2, 4, 5, 7, 9, 12, 14, 17, 21, 24, 28, 32};

BenchCase queensCase(int n, bool coloursOnly = false)
{
    BenchCase c;
    c.name = "peaceable/queens-" + std::to_string(n) + "x" + std::to_string(n) + (coloursOnly ? "-colours-only" : "");
    c.description = "the largest peaceable army of queens on " + std::to_string(n) + "x" + std::to_string(n) +
                    ", proven (OEIS A250000: " + std::to_string(kA250000[n - 1]) + ")" +
                    (coloursOnly ? "; the engine before issue 46 (colour exchange broken only)" : "");
    c.heavy = n >= 12;
    c.run = [n, coloursOnly](int threads, double timeLimit) {
        const Problem problem = benchProblem(peaceableFamily(), Board(n, n),
                                             {{"symmetry", symmetryName(coloursOnly)}});
        SearchOptions opt = benchOptions(threads, timeLimit);
        BenchOutcome out;
        auto r = solve(problem, {}, opt);
        if (!fillOutcome(out, r))
            return out;
        const SearchStats &s = r.value();
        std::ostringstream note;
        if (s.optimum)
            note << "m = " << *s.optimum << (s.provenOptimal.value_or(false) ? " (proven)" : "");
        if (auto it = s.extra.find("upper_bound"); it != s.extra.end())
            note << ", upper bound " << it->second;
        out.note = note.str();
        out.expected = "m = " + std::to_string(kA250000[n - 1]);
        out.expectationMet = !s.complete || (s.optimum && *s.optimum == kA250000[n - 1]);
        return out;
    };
    return c;
}

// OEIS A308632, n = 1..11 (the largest aggressor; R. van Rijn, SAT, 2019; 0 for n = 1, 2 by
// the entry's convention); 0 = not listed there.
const int kA308632[] = {0, 0, 2, 3, 4, 6, 7, 10, 12, 15, 19, 0, 0};

/// The largest aggressor: a(n) white queens fixed (--white), the most black ones, proven. The
/// "-no-symmetry" row runs the same search without breaking the board's symmetries (the engine
/// before issue 46; with white fixed the exchange of colours is no symmetry either), a second
/// computation of the same number over another search tree.
BenchCase aggressorCase(int n, bool noSymmetry)
{
    BenchCase c;
    const int expected = kA308632[n - 1];
    c.name = "peaceable/aggressor-" + std::to_string(n) + "x" + std::to_string(n) + (noSymmetry ? "-no-symmetry" : "");
    c.description = "the most black queens beside " + std::to_string(kA250000[n - 1]) + " white on " +
                    std::to_string(n) + "x" + std::to_string(n) + ", proven (OEIS A308632" +
                    (expected > 0 ? ": " + std::to_string(expected) : ": not listed") + ")" +
                    (noSymmetry ? "; no symmetry broken" : "");
    c.heavy = n >= 12;
    c.run = [n, noSymmetry, expected](int threads, double timeLimit) {
        const Problem problem =
            benchProblem(peaceableFamily(), Board(n, n),
                         {{"white", static_cast<long long>(kA250000[n - 1])}, {"symmetry", symmetryName(noSymmetry)}});
        BenchOutcome out;
        auto r = solve(problem, {}, benchOptions(threads, timeLimit));
        if (!fillOutcome(out, r))
            return out;
        const SearchStats &s = r.value();
        if (s.optimum)
            out.note = "black = " + std::to_string(static_cast<int>(*s.optimum)) +
                       (s.provenOptimal.value_or(false) ? " (proven)" : "");
        if (expected > 0) {
            out.expected = "black = " + std::to_string(expected);
            out.expectationMet = !s.complete || (s.optimum && *s.optimum == expected);
        }
        return out;
    };
    return c;
}

// S. Ainley, Mathematical Puzzles (1977), n = 16..30, as listed in the comments of A250000.
const int kAinley[] = {37, 42, 47, 52, 58, 64, 70, 77, 84, 91, 98, 105, 114, 122, 131};

/// --upper (annealing, no proof) on n x n for 30 s (or the bench's --time-limit): met when
/// the army found reaches Ainley's construction (docs/peaceable.md, "Large boards").
BenchCase upperCase(int n)
{
    const int ainley = kAinley[n - 16];
    BenchCase c;
    c.name = "peaceable/upper-queens-" + std::to_string(n) + "x" + std::to_string(n);
    c.description = "a large peaceable army of queens on " + std::to_string(n) + "x" + std::to_string(n) +
                    " by annealing in 30 s (Ainley 1977: " + std::to_string(ainley) + ")";
    c.heavy = true;
    c.run = [n, ainley](int threads, double timeLimit) {
        const Problem problem = benchProblem(peaceableFamily(), Board(n, n), {{"upper", true}});
        SearchOptions opt = benchOptions(threads, timeLimit > 0 ? timeLimit : 30.0);
        BenchOutcome out;
        auto r = solve(problem, {}, opt);
        if (!fillOutcome(out, r))
            return out;
        const int m = static_cast<int>(r->optimum.value_or(0));
        out.note = "m = " + std::to_string(m);
        out.expected = "m >= " + std::to_string(ainley);
        out.expectationMet = m >= ainley;
        return out;
    };
    return c;
}

// OEIS A260680, n = 1..10 (R. Pratt 2019; a(6..8) L. Petrone 2016), then n = 11: 696, this
// workbench's count confirmed by the count of all placements (11 136 = 16 x 696, no class
// with a symmetry; docs/peaceable.md, "New results").
const int kA260680[] = {1, 1, 1, 10, 3, 35, 19, 71, 18, 380, 696};

/// The optimal placements of n x n counted up to the 16 symmetries (rotations, reflections,
/// the exchange of colours), m = a(n) given so that the row times the count alone.
BenchCase classesCase(int n)
{
    BenchCase c;
    const int classes = kA260680[n - 1];
    c.name = "peaceable/classes-" + std::to_string(n) + "x" + std::to_string(n);
    c.description = "the optimal " + std::to_string(kA250000[n - 1]) + " + " + std::to_string(kA250000[n - 1]) +
                    " placements of queens on " + std::to_string(n) + "x" + std::to_string(n) +
                    " up to symmetry (A260680: " + std::to_string(classes) + (n > 10 ? ", docs/peaceable.md)" : ")");
    c.heavy = n >= 11;
    c.run = [n, classes](int threads, double timeLimit) {
        const Problem problem =
            benchProblem(peaceableFamily(), Board(n, n),
                         {{"m", static_cast<long long>(kA250000[n - 1])}, {"count", true}, {"distinct", true}});
        BenchOutcome out;
        auto r = solve(problem, {}, benchOptions(threads, timeLimit));
        if (!fillOutcome(out, r))
            return out;
        const std::uint64_t got = r->distinct.value_or(0);
        out.note = "classes " + std::to_string(got);
        out.expected = "classes " + std::to_string(classes);
        out.expectationMet = !r->complete || got == static_cast<std::uint64_t>(classes);
        return out;
    };
    return c;
}

} // namespace

std::vector<BenchCase> peaceableBenchCases()
{
    std::vector<BenchCase> cases;
    for (int n = 4; n <= 15; ++n) {
        cases.push_back(queensCase(n));
        if (n >= 10)
            cases.push_back(queensCase(n, true));
    }
    for (int n = 10; n <= 13; ++n)
        for (bool noSymmetry : {false, true})
            cases.push_back(aggressorCase(n, noSymmetry));
    for (int n = 8; n <= 11; ++n)
        cases.push_back(classesCase(n));
    for (int n = 16; n <= 30; ++n)
        cases.push_back(upperCase(n));
    return cases;
}

namespace {
const BenchRegistration registration({peaceableFamily, peaceableBenchCases});
} // namespace

} // namespace cpw::cli
