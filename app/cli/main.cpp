// cpw: the command-line face of Chess Puzzle Workbench. See shared/cli-contract.md.
// The commands register themselves (command.h); every solver family of the core's table is a
// command of its own name, generated from its parameter specs. No list here names either.
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
int run(const std::string &command, std::vector<std::string> args, const std::function<int()> &body)
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

int main(int argc, char **argv)
{
    std::ios::sync_with_stdio(false);
    if (argc < 2) {
        usage(std::cerr);
        return cpw::cli::ExitBadInput;
    }
    const std::string command = argv[1];
    if (command == "--help" || command == "-h" || command == "help") {
        usage(std::cout);
        return 0;
    }
    if (command == "--version") {
        std::cout << "cpw 0.1.0" << std::endl;
        return 0;
    }
    std::vector<std::string> args(argv + 2, argv + argc);
    for (const cpw::cli::Command &c : cpw::cli::commands())
        if (command == c.name)
            return run(command, args, [&] { return c.run(args); });
    for (const cpw::FamilyDescriptor &f : cpw::families())
        if (command == f.name)
            return run(command, args, [&] { return cpw::cli::runFamilyCommand(f, args); });
    std::cerr << "cpw: unknown command '" << command << "' (cpw --help lists the commands)" << std::endl;
    return cpw::cli::ExitBadInput;
}
