// cpw solve FILE: runs a problem file saved by the GUI (or by `cpw <family> ... --save FILE`)
// through the family seam (cpw::solve). runProblem() is the one path of every family command:
// options -> Problem -> cpw::solve -> this reporter.
#include <iostream>
#include <sstream>

#include "cli.h"
#include "command.h"
#include "cpw/family.h"
#include "cpw/params.h"
#include "cpw/problem.h"
#include "distributed.h"
#include "errortext.h"

namespace cpw::cli {

namespace {

/// The run options a file keeps (threads, limit, time_limit) where the command line gives none.
void runOptionsFromFile(const Problem &problem, const ArgParser &parser, CommonOptions &common)
{
    const ParamReader read(problem);
    if (!parser.given("--threads") && read.integer("threads") > 0)
        common.threads = static_cast<int>(read.integer("threads"));
    if (!parser.given("--limit") && read.integer("limit") > 0)
        common.limit = static_cast<std::uint64_t>(read.integer("limit"));
    if (!parser.given("--time-limit") && read.real("time_limit") > 0)
        common.timeLimit = read.real("time_limit");
}

int cmdSolve(const std::vector<std::string> &args)
{
    CommonOptions common;
    std::vector<std::string> files;
    ArgParser parser(
        "solve", "FILE [options]",
        "Runs a problem file (the versioned JSON the GUI and --save write) with the solver of its\n"
        "kind, and prints the summary the family's own command prints. The file's run options\n"
        "(threads, limit, time_limit) apply unless the command line gives them.");
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
    if (problem->kind == kAttacksKind) {
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
        return badInput("solve",
                        files.front() + ": problem kind '" + problem->kind + "' has no solver in this build");
    runOptionsFromFile(problem.value(), parser, common);
    if (!common.save.empty()) {
        Problem p = problem.value();
        if (Error e = validateProblem(p))
            return badInput("solve", problemErrorText(p, e, false));
        completeParams(p);
        if (Error e = saveProblemFile(p, common.save))
            return badInput("solve", e, common.save);
        return ExitOk;
    }
    return runProblem("solve", problem.value(), common);
}

const CommandRegistration solveCommand({"solve", cmdSolve, "run a problem file saved by the GUI or by --save",
                                        200});

} // namespace

std::string problemErrorText(const Problem &problem, const Error &error, bool fromOptions)
{
    const FamilyDescriptor *family = findFamily(problem.kind);
    if (family)
        if (auto text = familyCli(family->name).message(problem, error))
            return *text;
    const std::string prefix = "params.";
    if (!fromOptions || !family || error.token.rfind(prefix, 0) != 0) {
        std::string text = errorText(error).toStdString();
        // A file's parameter at fault (a rule of the family's own, say): the field is named.
        if (family && error.token.rfind(prefix, 0) == 0 && text.find(error.token) == std::string::npos)
            text = "in field \u201c" + error.token + "\u201d: " + text;
        return text;
    }
    // An error about a parameter that an option set: name the option and what it was given.
    const std::string key = error.token.substr(prefix.size());
    std::string given; // the value an option gave (a flag's "true" says nothing)
    if (auto it = problem.params.find(key); it != problem.params.end() && !std::holds_alternative<bool>(it->second))
        given = " " + paramText(it->second);
    return optionOf(*family, key) + given + ": " + errorText(error).toStdString();
}

int runProblem(const std::string &command, Problem problem, const CommonOptions &common)
{
    const bool fromOptions = command != "solve";
    if (common.distinct)
        problem.params["distinct"] = true;
    // Validated once, the family's request built once: the prepared problem is what runs.
    const auto prepared = prepareProblem(problem);
    if (!prepared)
        return badInput(command, problemErrorText(problem, prepared.error(), fromOptions));
    const FamilyCli &cli = familyCli(findFamily(problem.kind)->name);
    Reporter reporter(command, common, problem.catalogue);
    SearchOptions options = searchOptions(common, reporter, true);
    if (options.onSolution && !mpiWorker()) // (other ranks keep theirs for rank 0, which prints them)
        options.onSolution = [&cli, &problem, &reporter](const Solution &s) {
            cli.solution(problem, s, reporter);
        };
    CheckpointWriter checkpoint;
    if (auto code = checkpoint.attach(command, common, prepared.value(), options))
        return *code;
    auto result = cpw::solve(prepared.value(), interruptToken(), options);
    if (!result)
        return badInput(command, problemErrorText(problem, result.error(), fromOptions));
    if (auto code = checkpoint.finish(result.value()))
        return *code;
    // The one summary shape: the contract's fields, the solver's own, the kind, the board and
    // every problem parameter (defaults included) under "params".
    nlohmann::json extra = nlohmann::json::object();
    extra["kind"] = problem.kind;
    extra["board"] = Reporter::boardText(problem.board);
    nlohmann::json params = nlohmann::json::object();
    for (const auto &[key, value] : problemParams(problem))
        std::visit([&params, &key](const auto &v) { params[key] = v; }, value);
    extra["params"] = params;
    SearchStats stats = result.value();
    if (!mpiWorker())
        if (auto code = cli.finish(command, problem, stats, extra))
            return *code;
    const auto exact = stats.labels.find("solutions_exact");
    if (exact == stats.labels.end()) {
        reporter.summary(stats, extra);
        return exitCodeFor(stats);
    }
    // A count beyond 64 bits: the summary is printed with 2^64 - 1 in its place, which is then
    // replaced by the exact digits (a JSON integer of any size, as the contract asks).
    const std::string digits = exact->second;
    stats.labels.erase(exact);
    stats.solutions = ~std::uint64_t{0};
    std::ostringstream captured;
    std::streambuf *const old = std::cout.rdbuf(captured.rdbuf());
    reporter.summary(stats, extra);
    std::cout.rdbuf(old);
    std::string text = captured.str();
    const std::string placeholder = std::to_string(~std::uint64_t{0});
    if (const auto at = text.find(placeholder); at != std::string::npos)
        text.replace(at, placeholder.size(), digits);
    std::cout << text << std::flush;
    return exitCodeFor(stats);
}

} // namespace cpw::cli
