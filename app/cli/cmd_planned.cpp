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

int cmdArmy(const std::vector<std::string> &args)
{
    return planned("army", args, "the most valuable mixed non-attacking army");
}
int cmdCover(const std::vector<std::string> &args)
{
    return planned("cover", args, "minimum covers (domination) by one piece type");
}

} // namespace cpw::cli
