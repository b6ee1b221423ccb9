// cpw: the command-line face of Chess Puzzle Workbench. See shared/cli-contract.md.
#include <iostream>
#include <string>
#include <vector>

#include "cli.h"
#include "distributed.h"

namespace {

struct CommandEntry {
    const char *name;
    int (*run)(const std::vector<std::string> &);
    const char *summary;
};

const CommandEntry kCommands[] = {
    {"attacks", cpw::cli::cmdAttacks, "attack count of every cell for a given position"},
    {"pieces", cpw::cli::cmdPieces, "list the piece catalogue with letters and Betza notation"},
    {"exact", cpw::cli::cmdExact, "every cell attacked exactly k times"},
    {"independent", cpw::cli::cmdIndependent, "non-attacking placements (N-queens family)"},
    {"army", cpw::cli::cmdArmy, "the most valuable mixed non-attacking army"},
    {"cover", cpw::cli::cmdCover, "minimum covers (domination) by one piece type"},
    {"tour", cpw::cli::cmdTour, "knight's (and other leapers') tours"},
    {"chess960", cpw::cli::cmdChess960, "Chess960 start positions"},
    {"peaceable", cpw::cli::cmdPeaceable, "peaceably coexisting armies of two colours"},
    {"solve", cpw::cli::cmdSolve, "run a problem file saved by the GUI"},
    {"resume", cpw::cli::cmdResume, "continue a search saved with --checkpoint FILE"},
    {"bench", cpw::cli::cmdBench, "the benchmark suite"},
};

void usage(std::ostream &out)
{
    out << "Usage: cpw <command> [options]   (cpw <command> --help for its options)\n\n"
           "Chess Puzzle Workbench, command line. Commands:\n";
    for (const auto &c : kCommands) {
        std::string name = c.name;
        out << "  " << name << std::string(14 - name.size(), ' ') << c.summary << "\n";
    }
    out << "\nCommon options of the solving commands: --board WxH (or --n N), --threads N, --json, --quiet,\n"
           "--limit N, --time-limit S, --distinct, --checkpoint FILE. Exit codes: 0 finished, 2 bad input, 3 interrupted.\n";
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
    for (const auto &c : kCommands) {
        if (command == c.name) {
            // MPI starts before any thread (MPI_THREAD_FUNNELED), and ends after the command.
            if (const std::string error = cpw::cli::mpiStart(args); !error.empty()) {
                std::cerr << "cpw " << command << ": " << error << std::endl;
                return cpw::cli::ExitBadInput;
            }
            cpw::cli::installSignalHandlers();
            const int code = c.run(args);
            cpw::cli::mpiFinish();
            return code == cpw::cli::ExitOk && cpw::cli::interrupted() ? int(cpw::cli::ExitInterrupted)
                                                                       : code;
        }
    }
    std::cerr << "cpw: unknown command '" << command << "' (cpw --help lists the commands)" << std::endl;
    return cpw::cli::ExitBadInput;
}
