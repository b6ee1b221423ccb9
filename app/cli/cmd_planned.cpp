// Commands of the contract whose solvers have not been built yet: they exist, explain
// themselves and exit with the bad-input code instead of pretending to solve.
#include <iostream>

#include "cli.h"

namespace cpw::cli {

namespace {
int planned(const std::string &command, const std::vector<std::string> &args, const char *what)
{
    for (const auto &a : args)
        if (a == "--help" || a == "-h") {
            std::cout << "Usage: cpw " << command << " [options]\n\n"
                      << what << "\n\nThis solver is not part of this build yet.\n";
            return ExitOk;
        }
    return badInput(command, std::string("this solver is not part of this build yet (") + what + ")");
}
} // namespace

int cmdIndependent(const std::vector<std::string> &args)
{
    return planned("independent", args,
                   "non-attacking placements: N-queens family, maximum armies, completion");
}
int cmdArmy(const std::vector<std::string> &args)
{
    return planned("army", args, "the most valuable mixed non-attacking army");
}
int cmdTour(const std::vector<std::string> &args)
{
    return planned("tour", args, "knight's and other leapers' tours");
}
int cmdChess960(const std::vector<std::string> &args)
{
    return planned("chess960", args, "Chess960 start positions");
}

} // namespace cpw::cli
