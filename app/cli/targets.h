#pragma once
/// \file targets.h
/// The text form of per-cell targets (`cpw exact --targets`): ranks from the top down separated
/// by '/', cells separated by ',', each a count 0..64, '*' (any count) or '-' (a hole), e.g.
/// "1,2,1/1,*,1/1,1,-". Kept apart from cmd_exact.cpp so that the fuzz target
/// (tests/fuzz/fuzz_targets.cpp) can compile it without the rest of the CLI.

#include <string>
#include <vector>

namespace cpw::cli {

/// `s` without blanks (spaces, tabs) at either end.
std::string trim(const std::string &s);
/// The pieces of `s` between the separators, empty ones included ("a,,b," -> "a", "", "b", "").
std::vector<std::string> split(const std::string &s, char sep);

/// Parsed --targets.
struct TargetGrid {
    int width = 0, height = 0;
    std::vector<int> values; ///< per board index (y * width + x); kAnyTarget for '*'
    std::vector<bool> holes; ///< per board index: '-'
};

/// Parses `text` into `grid`. Returns "" on success, else one line saying what is wrong and
/// where (the rank from the bottom, the cell), without the option name.
std::string parseTargets(const std::string &text, TargetGrid &grid);

} // namespace cpw::cli
