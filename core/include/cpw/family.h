#pragma once
/// \file family.h
/// The one seam between the solver families and everything above the core.
///
/// Every solver family (exact attack, independent placements, most valuable army, covers,
/// tours, Chess960, peaceable armies) keeps its own request type and header (`cpw/exact.h`, ...) and adds one
/// descriptor to the table in core/src/family.cpp. The CLI's `cpw solve`, the benchmark
/// runner and the GUI never ask which family they run: they hand a Problem to cpw::solve(),
/// which finds the family by its name (Problem::kind), builds the family's request from the problem and runs
/// it (the way every puzzle of Simon Tatham's collection is one `struct game`).
///
/// A family's problem parameters live in Problem::params (see each family's header for the
/// keys). The common key "distinct" (bool) asks for counts up to the board's symmetries where
/// the family supports them.

#include <functional>
#include <span>
#include <stop_token>
#include <string_view>

#include "cpw/error.h"
#include "cpw/params.h"
#include "cpw/problem.h"
#include "cpw/search.h"

namespace cpw {

/// What a problem's objective (SearchStats::optimum, Solution::objective) measures, as data: the
/// family says it, nothing above the core switches on families. The words for a unit other than
/// pieces are the family's (app/common/familytexts.h, FamilyTexts::objective).
struct Objective {
    /// Which way it improves (search.h): None (counting, finding), Minimise (exact --fewest,
    /// covers), Maximise (exact --most, maximum independent sets, armies).
    ObjectiveSense sense = ObjectiveSense::None;
    /// What is counted, in which unit: "pieces" (the pieces on the board, which every family
    /// shares) or the family's own (the army's "value", peaceable's "pieces_each_colour").
    std::string_view unit = "pieces";
    /// A solution's objective grows with the number of its pieces (pieces, or m white and m
    /// black), so that placements can be compared by their piece count.
    bool byPieceCount = true;

    bool none() const { return sense == ObjectiveSense::None; }
    bool operator==(const Objective &) const = default;
};

/// A family's run of one problem, prepared: the problem checked and the family's request built
/// (the function holds it), to be run with a stop token and the run's options, and what that
/// request can do, decided from it once (the front ends ask the PreparedProblem, which does
/// not build the request again).
struct PreparedRun {
    using Function = std::function<Result<SearchStats>(std::stop_token token, const SearchOptions &options)>;
    PreparedRun() = default;
    PreparedRun(Function f) : run(std::move(f)) {}

    Function run;
    /// The search can be paused and resumed: it runs on runLedgerTasks and honours
    /// SearchOptions::resume and onCheckpoint (cpw/checkpoint.h). solve() refuses both
    /// (checkpointRefusal) where it is false.
    bool checkpoints = false;
    /// Where `checkpoints` is false: the family's own reason (e.g. the exact family's SAT
    /// engine); None = the shared NoCheckpoints.
    Error noCheckpoints;
    /// The problem is solved on one thread whatever SearchOptions::threads says (the GUI then
    /// greys its Threads field).
    bool oneThread = false;
};

/// One solver family, as the table in core/src/family.cpp lists it.
struct FamilyDescriptor {
    /// The family's name, written here once: the problem file's "kind" (Problem::kind), the
    /// `cpw` command, and the key under which the CLI and the GUI register their parts.
    std::string_view name;
    bool supportsDistinct; ///< counts up to symmetry ("distinct") are available
    /// Checks a problem of this kind (sizes, pieces, parameters); the error names the field.
    /// nullptr where the family has `prepare`.
    Error (*validate)(const Problem &problem);
    /// Runs the search. Streams solutions to options.onSolution, fills SearchStats. nullptr
    /// where the family has `prepare`.
    Result<SearchStats> (*solve)(const Problem &problem, std::stop_token token, const SearchOptions &options);
    /// What the optimum of this problem means (depends on its parameters, e.g. exact's mode).
    Objective (*objective)(const Problem &problem);
    /// True when some problem of this family can be paused and resumed (the run that `prepare`
    /// returns says whether this one can: PreparedRun::checkpoints). A family without
    /// `prepare` never checkpoints.
    bool checkpoints = false;
    /// The family's parameters (cpw/params.h), declared once in the family's folder. The
    /// common ones (commonParams()) are not repeated here. validateProblem and solve check
    /// Problem::params against them before `validate` runs.
    std::span<const ParamSpec> params = {};
    /// Checks a problem of this kind whose parameters have been checked against the specs, and
    /// builds the family's request once: the returned run holds it and runs it without checking
    /// again (prepareProblem), and says what it can do (checkpoints, one thread). nullptr =
    /// `validate`, then `solve` with the problem, no checkpoints.
    Result<PreparedRun> (*prepare)(const Problem &problem) = nullptr;
    /// Lower-case letters in the notation are black pieces (a two-colour family); elsewhere
    /// they are refused or read as white, as for every one-colour family.
    bool blackPieces = false;
};

/// Every family with a solver in this build, in the order the GUI offers them.
std::span<const FamilyDescriptor> families();
/// The family of that name (Problem::kind), or nullptr when this build has none.
const FamilyDescriptor *findFamily(std::string_view name);

/// Validates a problem with its family: its parameters against the specs (validateParams),
/// then the family's own check. Unsupported (token = the kind's name) when no family solves
/// that kind.
Error validateProblem(const Problem &problem);

/// A problem validated once and turned into its family's request once, ready to be solved
/// (any number of times): what a front end hands to cpw::solve after reporting what
/// prepareProblem() refused. Only prepareProblem() makes a non-empty one; solving an empty one
/// is Unsupported.
class PreparedProblem {
public:
    PreparedProblem() = default;
    /// The problem as it was prepared.
    const Problem &problem() const { return m_problem; }
    /// Its family (nullptr when empty).
    const FamilyDescriptor *family() const { return m_family; }
    /// True when its search can be paused and resumed (PreparedRun::checkpoints).
    bool canCheckpoint() const { return m_run.checkpoints; }
    /// Why its search cannot checkpoint (None when it can): the family's reason, else
    /// NoCheckpoints with token = the kind and value 1 when other problems of the family can.
    Error checkpointRefusal() const;
    /// True when it is solved on one thread only (PreparedRun::oneThread).
    bool runsOnOneThread() const { return m_run.oneThread; }

private:
    friend Result<PreparedProblem> prepareProblem(Problem problem);
    friend Result<SearchStats> solve(const PreparedProblem &prepared, std::stop_token token,
                                     const SearchOptions &options);
    Problem m_problem;
    const FamilyDescriptor *m_family = nullptr;
    PreparedRun m_run;
};

/// Validates a problem once (what validateProblem() checks) and builds its family's request
/// once (FamilyDescriptor::prepare).
Result<PreparedProblem> prepareProblem(Problem problem);
/// Solves a prepared problem: refuses a checkpoint or a resume the problem cannot take
/// (checkpointRefusal), then runs the prepared request; nothing is validated again.
Result<SearchStats> solve(const PreparedProblem &prepared, std::stop_token token, const SearchOptions &options);
/// Solves a problem with its family: prepareProblem(), then the prepared problem.
Result<SearchStats> solve(const Problem &problem, std::stop_token token, const SearchOptions &options);
/// True when the search of `problem` can be paused and resumed: prepareProblem(), then
/// PreparedProblem::canCheckpoint() (false for a problem prepareProblem refuses). A front end
/// that runs the problem asks its PreparedProblem instead, which does not prepare it again.
bool canCheckpoint(const Problem &problem);
/// PreparedProblem::checkpointRefusal() of the prepared problem; None for a problem that
/// prepareProblem refuses (solving it reports that error).
Error checkpointRefusal(const Problem &problem);
/// PreparedProblem::runsOnOneThread() of the prepared problem (false when refused).
bool runsOnOneThread(const Problem &problem);
/// The objective of a problem (none for kinds without a family).
Objective objectiveOf(const Problem &problem);

} // namespace cpw
