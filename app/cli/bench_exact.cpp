// Benchmark cases of the exact-attack solver (issue 3): complete enumerations with all six
// standard pieces, every cell counting, and heavier ones (--heavy).
#include <sstream>

#include "bench.h"
#include "cpw/exact.h"

namespace cpw::cli {

namespace {

BenchCase exactCase(int n, int k, ExactMode mode, bool heavy)
{
    BenchCase c;
    std::ostringstream name, what;
    name << "exact/" << n << "x" << n << "-k" << k << (mode == ExactMode::Fewest ? "-fewest" : "");
    what << (mode == ExactMode::Fewest ? "fewest pieces (proven) with " : "all solutions with ")
         << "KQRBNP on " << n << "x" << n << ", every cell attacked exactly " << k << " times";
    c.name = name.str();
    c.description = what.str();
    c.heavy = heavy;
    c.run = [n, k, mode](int threads, double timeLimit) {
        ExactRequest req;
        req.board = Board(n, n);
        req.targets.assign(n * n, k);
        req.mode = mode;
        req.distinct = true;
        SearchOptions opt;
        opt.threads = threads;
        opt.timeLimitSeconds = timeLimit;
        BenchOutcome out;
        auto r = solveExact(req, {}, opt);
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
    return {
        exactCase(4, 1, ExactMode::All, false), exactCase(4, 2, ExactMode::All, false),
        exactCase(4, 3, ExactMode::All, false), exactCase(5, 1, ExactMode::All, false),
        exactCase(5, 2, ExactMode::All, false), exactCase(5, 3, ExactMode::All, false),
        exactCase(6, 1, ExactMode::All, false), exactCase(6, 2, ExactMode::All, true),
        exactCase(7, 1, ExactMode::All, true),  exactCase(8, 1, ExactMode::Fewest, true),
    };
}

} // namespace cpw::cli
