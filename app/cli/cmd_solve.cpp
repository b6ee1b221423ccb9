// cpw solve FILE: runs a problem file saved by the GUI with the solver of its kind.
#include <iostream>

#include "cli.h"
#include "cpw/attacks.h"
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
    switch (problem->kind) {
    case ProblemKind::Exact:
        return runExactProblem(problem.value(), common);
    case ProblemKind::Attacks: {
        std::vector<std::string> forward = {"--placement",
                                            toNotation(problem->preplaced, problem->catalogue)};
        if (common.json)
            forward.push_back("--json");
        if (!problem->catalogue.customIds().empty())
            return badInput("solve", "an attacks problem with user-defined pieces: use cpw attacks --define");
        return cmdAttacks(forward);
    }
    default:
        return badInput("solve", files.front() + ": problem kind '" +
                                     std::string(problemKindName(problem->kind)) +
                                     "' has no solver in this build yet");
    }
}

} // namespace cpw::cli
