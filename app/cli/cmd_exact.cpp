// Placeholder until the exact-attack solver lands (issue 3).
#include <cstdio>

#include "cli.h"
#include "cpw/problem.h"

namespace cpw::cli {
int cmdExact(const std::vector<std::string> &args)
{
    if (!args.empty() && args.front() == "--help") {
        std::puts("Usage: cpw exact [options]\n\nThe exact-attack solver is not built yet.");
        return ExitOk;
    }
    return badInput("exact", "not built yet");
}
int runExactProblem(const cpw::Problem &, const CommonOptions &)
{
    return badInput("solve", "the exact-attack solver is not built yet");
}
} // namespace cpw::cli
