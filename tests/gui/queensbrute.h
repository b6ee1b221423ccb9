#pragma once
// Shared by the puzzle tests: every placement of n non-attacking queens on n x n, by plain
// backtracking over rows, columns and diagonals (nothing of the product's attack code), and
// how many of them contain a given set of queens. The independent source the puzzle tests
// check uniqueness and minimality against.
#include <cstdlib>
#include <functional>
#include <vector>

namespace guitest {

/// Every placement of n non-attacking queens on n x n: queen[row] = column.
inline std::vector<std::vector<int>> allQueens(int n)
{
    std::vector<std::vector<int>> out;
    std::vector<int> q(std::size_t(n), -1);
    std::function<void(int)> place = [&](int row) {
        if (row == n) {
            out.push_back(q);
            return;
        }
        for (int c = 0; c < n; ++c) {
            bool ok = true;
            for (int r = 0; r < row && ok; ++r)
                ok = q[std::size_t(r)] != c && std::abs(q[std::size_t(r)] - c) != row - r;
            if (ok) {
                q[std::size_t(row)] = c;
                place(row + 1);
            }
        }
    };
    place(0);
    return out;
}

/// How many of `all` have a queen on every cell of `cells` (index row * n + column).
inline int containing(const std::vector<std::vector<int>> &all, const std::vector<int> &cells, int n)
{
    int count = 0;
    for (const auto &s : all) {
        bool ok = true;
        for (int c : cells)
            ok = ok && s[std::size_t(c / n)] == c % n;
        count += ok;
    }
    return count;
}

} // namespace guitest
