#pragma once
// Shared by the army tests: one run of solveArmy with its streamed solutions kept.
#include <QtGlobal>

#include <vector>

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

} // namespace armysolve
