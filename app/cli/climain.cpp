// The command line of cpw as a function (climain.h): the `cpw` program's main() calls it, and
// tests run it in-process, for a family registered in the test's own files.
#include "climain.h"

#include <functional>
#include <iostream>
#include <string>
#include <vector>

#include "cli.h"
#include "command.h"
#include "distributed.h"

namespace {

void line(std::ostream &out, std::string_view name, const std::string &summary)
{
    out << "  " << name << std::string(name.size() < 14 ? 14 - name.size() : 1, ' ') << summary << "\n";
}

void usage(std::ostream &out)
{
    out << "Usage: cpw <command> [options]   (cpw <command> --help for its options)\n\n"
           "Chess Puzzle Workbench, command line. Commands:\n";
    bool familiesShown = false;
    auto showFamilies = [&] {
        for (const cpw::FamilyDescriptor &f : cpw::families())
            line(out, f.name, cpw::cli::familyCli(f.name).summary());
        familiesShown = true;
    };
    for (const cpw::cli::Command &c : cpw::cli::commands()) {
        if (c.order >= 100 && !familiesShown)
            showFamilies();
        line(out, c.name, std::string(c.summary));
    }
    if (!familiesShown)
        showFamilies();
    out << "\nCommon options of the solving commands: --board WxH (or --n N), --threads N, --json, --quiet,\n"
           "--limit N, --time-limit S, --distinct, --checkpoint FILE, --save FILE. Exit codes: 0 finished, 2 "
           "bad\n"
           "input, 3 interrupted.\n";
}

/// Runs one command with MPI started before any thread (MPI_THREAD_FUNNELED) and ended after it.
int runWithMpi(const std::string &command, std::vector<std::string> args, const std::function<int()> &body)
{
    // SIGINT and SIGTERM blocked before MPI starts its own threads (they inherit the mask): else
    // a signal to a rank may land on an MPI thread and end the process at once.
    cpw::cli::installSignalHandlers();
    if (const std::string error = cpw::cli::mpiStart(args); !error.empty()) {
        std::cerr << "cpw " << command << ": " << error << std::endl;
        return cpw::cli::ExitBadInput;
    }
    const int code = body();
    cpw::cli::mpiFinish(code);
    return code == cpw::cli::ExitOk && cpw::cli::interrupted() ? int(cpw::cli::ExitInterrupted) : code;
}

} // namespace

namespace cpw::cli {

int runCommandLine(const std::vector<std::string> &argv)
{
    if (argv.empty()) {
        usage(std::cerr);
        return ExitBadInput;
    }
    const std::string &command = argv.front();
    if (command == "--help" || command == "-h" || command == "help") {
        usage(std::cout);
        return 0;
    }
    if (command == "--version") {
        std::cout << "cpw 0.1.0" << std::endl;
        return 0;
    }
    std::vector<std::string> args(argv.begin() + 1, argv.end());
    for (const Command &c : commands())
        if (command == c.name)
            return runWithMpi(command, args, [&] { return c.run(args); });
    for (const FamilyDescriptor &f : families())
        if (command == f.name)
            return runWithMpi(command, args, [&] { return runFamilyCommand(f, args); });
    std::cerr << "cpw: unknown command '" << command << "' (cpw --help lists the commands)" << std::endl;
    return ExitBadInput;
}

} // namespace cpw::cli
