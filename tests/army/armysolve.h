#pragma once
// Shared by the army tests: one run of solveArmy with its streamed solutions kept.
#include <QtGlobal>

#include <vector>

#include "armybrute.h"
#include "cpw/army.h"

namespace armysolve {

struct Outcome {
    cpw::SearchStats stats;
    std::vector<cpw::Solution> solutions;
};

/// Solves on `threads` workers; a failure of the call itself ends the test program.
inline Outcome solve(const cpw::ArmyRequest &req, int threads = 1)
{
    Outcome o;
    cpw::SearchOptions opt;
    opt.threads = threads;
    opt.onSolution = [&o](const cpw::Solution &s) {
        o.solutions.push_back(s);
    };
    auto r = cpw::solveArmy(req, {}, opt);
    if (!r)
        qFatal("solveArmy failed: code %d", int(r.error().code));
    o.stats = r.value();
    return o;
}

/// The independent brute force's optimum for the request (its kinds, --each-type, required kinds
/// and fixed pieces); -1 when no army exists.
inline long long bruteBest(const cpw::ArmyRequest &req)
{
    std::vector<armybrute::Kind> kinds;
    for (int id : cpw::armyAllowed(req))
        kinds.push_back({id, cpw::armyValueOf(req.values, id)});
    long long preValue = 0;
    for (int id : req.preplaced.cells())
        if (id != cpw::kEmpty)
            preValue += cpw::armyValueOf(req.values, id);
    armybrute::Search brute(req.board, req.catalogue, kinds, req.eachType, &req.preplaced, preValue);
    brute.require(req.required);
    return brute.run().best;
}

} // namespace armysolve
