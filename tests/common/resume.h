#pragma once
// Shared by the resume tests (issue 12): runs a search in sessions, each stopped at a random
// point and resumed from the checkpoint of the one before, read back through the file format.
#include <QTest>

#include <functional>
#include <limits>
#include <optional>
#include <random>
#include <stop_token>

#include "cpw/checkpoint.h"

namespace resumetest {

using Solve = std::function<cpw::Result<cpw::SearchStats>(std::stop_token, const cpw::SearchOptions &)>;

struct Sessions {
    cpw::SearchStats stats; ///< of the session that completed
    int sessions = 0;
};

struct Plan {
    int threads = 1;
    unsigned seed = 1;
    int maxTasks = 4;           ///< a session stops after 1..maxTasks finished tasks
    bool solutionStops = false; ///< every other session also stops after 1..40 solutions
    std::function<void(const cpw::Solution &)> onSolution; ///< sees every streamed solution
    std::function<void()> newSession;                      ///< called before each session
    std::function<void(const cpw::Progress &)> onProgress; ///< sees every session's progress
    /// Sees every checkpoint first, and whether this session's stop was asked for before it
    /// (then it may be the one written after the search's threads ended).
    std::function<void(const cpw::TaskLedger &, bool stopping)> onCheckpoint;
    bool phased = false; ///< a search in phases (search.h): a session may stop before any checkpoint
    /// A listing resumed as a count and back: 1 = the odd sessions have no sink, 2 = the even
    /// ones (the first counts); 0 = every session has the sink.
    int alternate = 0;
};

/// Runs `solve` in sessions until one completes. A failure ends the test (qFatal), since the
/// caller's counts would mean nothing.
inline Sessions runInSessions(const Solve &solve, const cpw::Problem &problem, const Plan &plan)
{
    Sessions out;
    std::mt19937 rng(plan.seed);
    std::optional<cpw::TaskLedger> ledger;
    for (int session = 0; session < 20000; ++session) {
        std::stop_source stop;
        cpw::SearchOptions opt;
        opt.threads = plan.threads;
        opt.checkpointInterval = 0; // a checkpoint after every task
        const int stopAfterTasks = std::uniform_int_distribution<int>(1, plan.maxTasks)(rng);
        const int stopAfterSolutions = plan.solutionStops && session % 2
                                           ? std::uniform_int_distribution<int>(1, 40)(rng)
                                           : std::numeric_limits<int>::max();
        int tasksSeen = 0, solutionsSeen = 0;
        std::optional<cpw::TaskLedger> last;
        opt.onCheckpoint = [&](const cpw::TaskLedger &l) {
            if (plan.onCheckpoint)
                plan.onCheckpoint(l, stop.stop_requested());
            last = l;
            if (++tasksSeen >= stopAfterTasks)
                stop.request_stop();
        };
        if (plan.onSolution && !(plan.alternate && (session + plan.alternate) % 2 == 0))
            opt.onSolution = [&](const cpw::Solution &s) {
                plan.onSolution(s);
                if (++solutionsSeen >= stopAfterSolutions)
                    stop.request_stop();
            };
        cpw::TaskLedger from;
        if (ledger) {
            from = *ledger;
            opt.resume = &from;
        }
        if (plan.onProgress) {
            opt.onProgress = plan.onProgress;
            opt.progressInterval = 0.001;
        }
        if (plan.newSession)
            plan.newSession();
        auto r = solve(stop.get_token(), opt);
        if (!r.ok())
            qFatal("the search failed: error %d (%s)", static_cast<int>(r.error().code),
                   r.error().token.c_str());
        ++out.sessions;
        if (r.value().complete) {
            out.stats = r.value();
            return out;
        }
        // A session stopped before its first checkpoint (in a phase without tasks) resumes
        // from the last file, as the CLI does.
        if (!last) {
            if (!ledger && !plan.solutionStops && !plan.phased)
                qFatal("a stopped search wrote no checkpoint");
            continue;
        }
        cpw::Checkpoint cp;
        cp.problem = problem;
        cp.ledger = *last;
        auto back = cpw::parseCheckpoint(cpw::serializeCheckpoint(cp));
        if (!back.ok())
            qFatal("the checkpoint did not read back: error %d", static_cast<int>(back.error().code));
        ledger = back.value().ledger;
    }
    qFatal("no end after 20000 sessions");
    return out;
}

} // namespace resumetest
