// cpw: the command-line face of Chess Puzzle Workbench. See shared/cli-contract.md.
// The commands register themselves (command.h); every solver family of the core's table is a
// command of its own name, generated from its parameter specs. No list here names either: the
// command line is cpw::cli::runCommandLine (climain.cpp), which tests run in-process too.
#include <iostream>
#include <string>
#include <vector>

#include "climain.h"

int main(int argc, char **argv)
{
    std::ios::sync_with_stdio(false);
    return cpw::cli::runCommandLine(std::vector<std::string>(argv + 1, argv + argc));
}
