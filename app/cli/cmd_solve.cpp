// cpw solve FILE: runs a problem file saved by the GUI with the solver of its kind, through
// the family seam (cpw::solve); runProblem() is also what the family commands can call.
#include <iostream>

#include "cli.h"
#include "cpw/attacks.h"
#include "cpw/family.h"
#include "cpw/problem.h"

namespace cpw::cli {

int cmdSolve(const std::vector<std::string> &args)
{
    CommonOptions common;
    std::vector<std::string> files;
    ArgParser parser("solve", "FILE [options]",
                     "Runs a problem file (the versioned JSON the GUI saves) with the solver of its kind.\n"
                     "The common options override nothing in the file except threads, limits and output.");
    parser.addCommon(&common);
    parser.allowPositional("FILE", &files, 1, 1);
    if (auto code = parser.parse(args))
        return *code;
    auto problem = loadProblemFile(files.front());
    if (!problem)
        return badInput("solve", problem.error(), files.front());
    if (common.board && !(common.board->width() == problem->board.width() &&
                          common.board->height() == problem->board.height()))
        return badInput("solve", "--board " + Reporter::boardText(*common.board) +
                                     " does not match the file's board " +
                                     Reporter::boardText(problem->board));
    // A position to inspect, not a search: the attack counts of its pieces.
    if (problem->kind == ProblemKind::Attacks) {
        std::vector<std::string> forward = {"--placement",
                                            toNotation(problem->preplaced, problem->catalogue)};
        if (common.json)
            forward.push_back("--json");
        if (!problem->catalogue.customIds().empty())
            return badInput("solve", "an attacks problem with user-defined pieces: use cpw attacks --define");
        return cmdAttacks(forward);
    }
    // Every solver family goes through the one seam (cpw/family.h): no switch on the kind here.
    if (!findFamily(problem->kind))
        return badInput("solve", files.front() + ": problem kind '" +
                                     std::string(problemKindName(problem->kind)) +
                                     "' has no solver in this build");
    return runProblem("solve", problem.value(), common);
}

int runProblem(const std::string &command, Problem problem, const CommonOptions &common)
{
    if (common.distinct)
        problem.params["distinct"] = true;
    if (Error e = validateProblem(problem))
        return badInput(command, e);
    Reporter reporter(command, common, problem.catalogue);
    SearchOptions options = searchOptions(common, reporter, true);
    CheckpointWriter checkpoint;
    if (auto code = checkpoint.attach(command, common, problem, options))
        return *code;
    auto result = cpw::solve(problem, interruptToken(), options);
    if (!result)
        return badInput(command, result.error());
    if (auto code = checkpoint.finish(result.value()))
        return *code;
    nlohmann::json extra = nlohmann::json::object();
    extra["kind"] = std::string(problemKindName(problem.kind));
    extra["board"] = Reporter::boardText(problem.board);
    nlohmann::json params = nlohmann::json::object();
    for (const auto &[key, value] : problem.params)
        std::visit([&](const auto &v) { params[key] = v; }, value);
    if (!params.empty())
        extra["params"] = params;
    reporter.summary(result.value(), extra);
    return exitCodeFor(result.value());
}

} // namespace cpw::cli
