#pragma once
/// \file climain.h
/// The whole command line of `cpw` as one function, so that the program and the tests run the
/// same thing: main() passes its arguments, a test (tests/families/) runs `cpw <family> ...`
/// in its own process, with a family registered in its own files, and reads std::cout and
/// std::cerr (by swapping their buffers).

#include <string>
#include <vector>

namespace cpw::cli {

/// Runs `cpw ARGV...` (ARGV without the program's name: {"tour", "--board", "8x8"}) and returns
/// its exit code (0 finished, 2 bad input, 3 interrupted). Writes to std::cout and std::cerr.
int runCommandLine(const std::vector<std::string> &argv);

} // namespace cpw::cli
