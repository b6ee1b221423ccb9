#include "targets.h"

#include <sstream>

#include "cpw/board.h"
#include "cpw/problem.h"

/*
 * Per-cell targets text: split at '/' into ranks (top first) and each rank at ',' into cells.
 * Every rank must have as many cells as the top one; the sides must be 1..kMaxSide. A cell,
 * without surrounding blanks, is '*' (kAnyTarget), '-' (a hole) or 1 to 3 decimal digits with
 * a value of at most kMaxTarget. The first problem in reading order is reported.
 */

namespace cpw::cli {

std::string trim(const std::string &s)
{
    const auto a = s.find_first_not_of(" \t");
    if (a == std::string::npos)
        return {};
    const auto b = s.find_last_not_of(" \t");
    return s.substr(a, b - a + 1);
}

std::vector<std::string> split(const std::string &s, char sep)
{
    std::vector<std::string> out;
    std::string cur;
    std::istringstream in(s);
    while (std::getline(in, cur, sep))
        out.push_back(cur);
    if (!s.empty() && s.back() == sep)
        out.push_back({});
    return out;
}

std::string parseTargets(const std::string &text, TargetGrid &grid)
{
    const auto ranks = split(text, '/');
    grid.height = static_cast<int>(ranks.size());
    std::vector<std::vector<std::string>> cells;
    for (std::size_t r = 0; r < ranks.size(); ++r) {
        cells.push_back(split(ranks[r], ','));
        const int w = static_cast<int>(cells.back().size());
        if (r == 0)
            grid.width = w;
        else if (w != grid.width)
            return "rank " + std::to_string(ranks.size() - r) + " (from the bottom) has " +
                   std::to_string(w) + " cells, the top rank has " + std::to_string(grid.width);
    }
    if (grid.width < 1 || grid.width > kMaxSide || grid.height < 1 || grid.height > kMaxSide)
        return "the targets describe a " + std::to_string(grid.width) + "x" + std::to_string(grid.height) +
               " board; sides must be 1..32";
    grid.values.assign(grid.width * grid.height, 0);
    grid.holes.assign(grid.width * grid.height, false);
    for (int r = 0; r < grid.height; ++r)
        for (int x = 0; x < grid.width; ++x) {
            const std::string v = trim(cells[r][x]);
            const int y = grid.height - 1 - r;
            const int i = y * grid.width + x;
            const std::string where = "cell " + Board(grid.width, grid.height).cellName(i) + " (rank " +
                                      std::to_string(y + 1) + ", file " + std::to_string(x + 1) + ")";
            if (v == "*") {
                grid.values[i] = kAnyTarget;
            } else if (v == "-") {
                grid.holes[i] = true;
            } else {
                if (v.empty() || v.find_first_not_of("0123456789") != std::string::npos || v.size() > 3)
                    return where + ": expected a count 0.." + std::to_string(kMaxTarget) +
                           ", '*' or '-', got '" + v + "'";
                const int n = std::stoi(v);
                if (n > kMaxTarget)
                    return where + ": target " + v + " is larger than " + std::to_string(kMaxTarget);
                grid.values[i] = n;
            }
        }
    return {};
}

} // namespace cpw::cli
