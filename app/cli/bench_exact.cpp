// Benchmark cases of the exact-attack solver (issue 3): complete enumerations with all six
// standard pieces, every cell counting, and heavier ones (--heavy). Unsuffixed cases run the
// automatic choice; cases named "-pattern" force the seed's pattern search on the same problem,
// "-search" the search engines (where the automatic choice is the SAT engine) and "-sat" the SAT
// engine (fewest pieces), for side-by-side ratios.
#include <sstream>

#include "bench.h"
#include "cpw/exact.h"

namespace cpw::cli {

namespace {

BenchCase exactCase(int n, int k, ExactMode mode, bool heavy, ExactEngine engine = ExactEngine::Auto)
{
    BenchCase c;
    std::ostringstream name, what;
    const bool pattern = engine == ExactEngine::Pattern, sat = engine == ExactEngine::Sat,
               search = engine == ExactEngine::Search;
    name << "exact/" << n << "x" << n << "-k" << k << (mode == ExactMode::Fewest ? "-fewest" : "")
         << (pattern  ? "-pattern"
             : sat    ? "-sat"
             : search ? "-search"
                      : "");
    what << (mode == ExactMode::Fewest ? "fewest pieces (proven) with " : "all solutions with ")
         << "KQRBNP on " << n << "x" << n << ", every cell attacked exactly "
         << (k == 1 ? std::string("once") : std::to_string(k) + " times")
         << (pattern  ? " (pattern engine)"
             : sat    ? " (SAT engine)"
             : search ? " (search engines)"
                      : "");
    c.name = name.str();
    c.description = what.str();
    c.heavy = heavy;
    c.run = [n, k, mode, engine](int threads, double timeLimit) {
        Problem problem =
            benchProblem(exactFamily(), Board(n, n),
                         {{"engine", std::string(choiceName(exactFamily().params, "engine", engine))},
                          {"mode", std::string(choiceName(exactFamily().params, "mode", mode))},
                          {"distinct", true}});
        problem.setUniformTarget(k);
        SearchOptions opt = benchOptions(threads, timeLimit);
        BenchOutcome out;
        auto r = solve(problem, {}, opt);
        if (!fillOutcome(out, r))
            return out;
        const SearchStats &s = r.value();
        std::ostringstream note;
        if (s.optimum)
            note << (mode == ExactMode::Fewest ? "min " : "fewest ") << *s.optimum << " pieces";
        if (s.distinct)
            note << ", distinct " << *s.distinct;
        out.note = note.str();
        return out;
    };
    return c;
}

} // namespace

std::vector<BenchCase> exactBenchCases()
{
    constexpr ExactMode all = ExactMode::All, fewest = ExactMode::Fewest;
    constexpr ExactEngine pattern = ExactEngine::Pattern, sat = ExactEngine::Sat,
                          search = ExactEngine::Search;
    return {
        exactCase(4, 1, all, false),
        exactCase(4, 2, all, false),
        exactCase(4, 3, all, false),
        exactCase(5, 1, all, false),
        exactCase(5, 2, all, false),
        exactCase(5, 3, all, false),
        exactCase(6, 1, all, false),
        exactCase(7, 1, all, false),
        exactCase(8, 1, all, false),
        exactCase(8, 1, fewest, false),
        exactCase(8, 1, fewest, false, sat),
        exactCase(5, 3, fewest, false),
        exactCase(5, 3, fewest, false, sat),
        exactCase(5, 2, all, false, pattern),
        exactCase(7, 1, all, false, pattern),
        exactCase(6, 2, all, true),
        exactCase(5, 3, all, true, pattern),
        exactCase(8, 1, fewest, true, pattern),
        exactCase(6, 2, fewest, true),
        exactCase(6, 2, fewest, true, sat),
        exactCase(6, 3, fewest, true), // the automatic choice: the SAT engine
        exactCase(6, 3, fewest, true, search),
        exactCase(7, 2, fewest, true, sat),
        // The frontier (docs/exact.md): an hour and more; run one by its full name, e.g.
        // `cpw bench --filter exact/6x6-k3 --threads 2 --time-limit 3600`.
        exactCase(6, 3, all, true),
        exactCase(7, 2, all, true),
    };
}

namespace {
const BenchRegistration registration({exactFamily, exactBenchCases});
} // namespace

} // namespace cpw::cli
