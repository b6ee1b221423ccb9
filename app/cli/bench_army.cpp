// Benchmark cases of the most valuable army (issue 8, part 4): the optimum proven on square
// boards with the default values (Q=28,R=28,B=16,N=7,K=14, units of 1/224) by each engine (the
// clique branch and bound and CBC's 0-1 program, side by side), and the variant with at least
// one piece of every kind. The expected optima of 6x6, 7x7 and 8x8 come from
// docs/army.md (proven runs of this solver, kept as regression checks; the small boards are
// cross-checked against the brute force of tests/army).
#include <sstream>

#include "bench.h"
#include "cpw/army.h"

namespace cpw::cli {

namespace {

/// mip: CBC's 0-1 program instead of the clique branch and bound (the same optimum).
BenchCase armyCase(int n, bool eachType, bool heavy, long long expected, bool mip = false)
{
    BenchCase c;
    std::ostringstream name, what;
    name << "army/" << n << "x" << n << (eachType ? "-each" : "") << (mip ? "-mip" : "");
    what << "most valuable peaceful army, QRBNK at 28/28/16/7/14 on " << n << "x" << n
         << (eachType ? ", at least one of each kind" : "") << " (proven"
         << (mip ? ", by CBC's 0-1 program" : ", clique branch and bound") << ")";
    c.name = name.str();
    c.description = what.str();
    c.heavy = heavy;
    c.run = [n, eachType, expected, mip](int threads, double timeLimit) {
        ArmyRequest req;
        req.board = Board(n, n);
        req.values = parseArmyValues(kDefaultArmyValues, req.catalogue).value();
        req.eachType = eachType;
        req.engine = mip ? ArmyEngine::Mip : ArmyEngine::Cliques;
        SearchOptions opt = benchOptions(threads, timeLimit);
        BenchOutcome out;
        auto r = solveArmy(req, {}, opt);
        if (!fillOutcome(out, r))
            return out;
        const SearchStats &s = r.value();
        std::ostringstream note;
        if (s.optimum)
            note << "value " << static_cast<long long>(*s.optimum)
                 << (s.provenOptimal.value_or(false) ? " (proven)" : " (not proven)");
        note << ", " << s.nodes << " nodes";
        out.note = note.str();
        if (expected > 0) {
            out.expected = "optimum " + std::to_string(expected);
            out.expectationMet = !s.complete || (s.optimum && static_cast<long long>(*s.optimum) == expected);
        }
        return out;
    };
    return c;
}

} // namespace

std::vector<BenchCase> armyBenchCases()
{
    return {
        armyCase(6, false, false, 192), armyCase(6, false, false, 192, true),
        armyCase(6, true, false, 0),    armyCase(6, true, false, 0, true),
        armyCase(7, false, false, 264), armyCase(7, false, true, 264, true),
        armyCase(8, false, false, 299), armyCase(8, false, true, 299, true),
        armyCase(8, true, true, 0),
    };
}

} // namespace cpw::cli
