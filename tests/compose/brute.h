#pragma once
// The test's own geometry and brute forces for the composer's tests: standard pieces written
// out as move vectors here (not the product's Betza tables), attacks with blocking, and
// counts of the completions of a puzzle by plain enumeration.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace composetest {

struct Geometry {
    int w = 0, h = 0;
    int cells() const { return w * h; }
};

struct Moves {
    std::vector<std::pair<int, int>> steps;
    bool rides = false;
};

/// The moves of a standard piece by its letter (white pawn: towards rank 8).
inline std::vector<Moves> movesOf(char letter)
{
    const std::vector<std::pair<int, int>> orth = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    const std::vector<std::pair<int, int>> diag = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    const std::vector<std::pair<int, int>> knight = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1},
                                                     {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
    switch (letter) {
    case 'K': {
        auto all = orth;
        all.insert(all.end(), diag.begin(), diag.end());
        return {{all, false}};
    }
    case 'Q':
        return {{orth, true}, {diag, true}};
    case 'R':
        return {{orth, true}};
    case 'B':
        return {{diag, true}};
    case 'N':
        return {{knight, false}};
    case 'P':
        return {{{{1, 1}, {-1, 1}}, false}};
    }
    return {};
}

/// Cells attacked by `letter` on cell c (index y * w + x) with the occupancy `occ` (blocking:
/// a ride stops at and attacks the first occupied cell).
inline std::vector<int> attacked(const Geometry &g, char letter, int c, const std::vector<char> &occ)
{
    std::vector<int> out;
    const int x0 = c % g.w, y0 = c / g.w;
    for (const Moves &m : movesOf(letter))
        for (auto [dx, dy] : m.steps) {
            int x = x0 + dx, y = y0 + dy;
            while (x >= 0 && y >= 0 && x < g.w && y < g.h) {
                out.push_back(y * g.w + x);
                if (!m.rides || occ[y * g.w + x])
                    break;
                x += dx;
                y += dy;
            }
        }
    return out;
}

/// A board: a letter per cell, '.' empty.
using Board = std::string;

inline std::vector<int> attackCounts(const Geometry &g, const Board &b)
{
    std::vector<char> occ(g.cells());
    for (int c = 0; c < g.cells(); ++c)
        occ[c] = b[c] != '.';
    std::vector<int> counts(g.cells(), 0);
    for (int c = 0; c < g.cells(); ++c)
        if (b[c] != '.')
            for (int t : attacked(g, b[c], c, occ))
                ++counts[t];
    return counts;
}

/// Independent placements: `count` pieces of `letter`, none attacking another (on the empty
/// board), containing the givens (cells holding `letter` in `given`). Counts up to `limit`.
inline int independentCompletions(const Geometry &g, char letter, int count, const Board &given, int limit,
                                  Board *first = nullptr)
{
    const std::vector<char> none(g.cells(), 0);
    std::vector<std::vector<char>> attacks(g.cells(), std::vector<char>(g.cells(), 0));
    for (int c = 0; c < g.cells(); ++c)
        for (int t : attacked(g, letter, c, none))
            attacks[c][t] = 1;
    Board b = given;
    int found = 0;
    std::vector<int> placed;
    for (int c = 0; c < g.cells(); ++c)
        if (given[c] != '.')
            placed.push_back(c);
    for (int a : placed)
        for (int b2 : placed)
            if (a != b2 && attacks[a][b2])
                return 0;
    std::function<void(int)> go = [&](int from) {
        if (found >= limit)
            return;
        if (static_cast<int>(placed.size()) == count) {
            if (found++ == 0 && first)
                *first = b;
            return;
        }
        for (int c = from; c < g.cells(); ++c) {
            if (b[c] != '.')
                continue;
            bool ok = true;
            for (int p : placed)
                if (attacks[p][c] || attacks[c][p]) {
                    ok = false;
                    break;
                }
            if (!ok)
                continue;
            b[c] = letter;
            placed.push_back(c);
            go(c + 1);
            placed.pop_back();
            b[c] = '.';
        }
    };
    go(0);
    return found;
}

/// Exact attack, raw: every placement of the letters (any number of each) over the cells not
/// given, the given pieces fixed, whose attack counts (with blocking) are all `k`.
inline int exactCompletions(const Geometry &g, const std::string &letters, int k, const Board &given, int limit,
                            Board *first = nullptr)
{
    std::vector<int> free;
    for (int c = 0; c < g.cells(); ++c)
        if (given[c] == '.')
            free.push_back(c);
    const std::string values = "." + letters;
    std::vector<int> digit(free.size(), 0);
    Board b = given;
    int found = 0;
    while (true) {
        for (std::size_t i = 0; i < free.size(); ++i)
            b[free[i]] = values[digit[i]];
        const auto counts = attackCounts(g, b);
        bool ok = true;
        for (int x : counts)
            ok = ok && x == k;
        if (ok) {
            if (found++ == 0 && first)
                *first = b;
            if (found >= limit)
                return found;
        }
        std::size_t i = 0;
        while (i < free.size() && ++digit[i] == static_cast<int>(values.size()))
            digit[i++] = 0;
        if (i == free.size())
            return found;
    }
}

/// Covers (plain: every cell occupied or attacked, with blocking) of exactly `size` pieces of
/// `letter` that contain the givens.
inline int coverCompletions(const Geometry &g, char letter, int size, const Board &given, int limit,
                            Board *first = nullptr)
{
    Board b = given;
    int placed = 0;
    for (char ch : given)
        placed += ch != '.';
    int found = 0;
    std::function<void(int)> go = [&](int from) {
        if (found >= limit)
            return;
        if (placed == size) {
            const auto counts = attackCounts(g, b);
            for (int c = 0; c < g.cells(); ++c)
                if (b[c] == '.' && counts[c] == 0)
                    return;
            if (found++ == 0 && first)
                *first = b;
            return;
        }
        for (int c = from; c < g.cells(); ++c)
            if (b[c] == '.') {
                b[c] = letter;
                ++placed;
                go(c + 1);
                --placed;
                b[c] = '.';
            }
    };
    go(0);
    return found;
}

/// Open knight's tours (directed paths through every cell) that visit each cell of `numbers`
/// (cell -> move number, 1 = the start) at its move. Counts up to `limit`.
inline int knightTourCompletions(const Geometry &g, const std::vector<int> &numbers, int limit,
                                 std::vector<int> *first = nullptr)
{
    const int n = g.cells();
    std::vector<int> at(n + 1, -1); // move -> the cell it must be
    for (int c = 0; c < n; ++c)
        if (numbers[c] > 0)
            at[numbers[c]] = c;
    const auto leaps = movesOf('N').front().steps;
    std::vector<int> order(n, 0);
    int found = 0;
    std::function<void(int, int)> go = [&](int cell, int move) {
        if (found >= limit)
            return;
        if ((at[move] >= 0 && at[move] != cell) || (numbers[cell] > 0 && numbers[cell] != move))
            return;
        order[cell] = move;
        if (move == n) {
            if (found++ == 0 && first)
                *first = order;
        } else {
            const int x = cell % g.w, y = cell / g.w;
            for (auto [dx, dy] : leaps) {
                const int nx = x + dx, ny = y + dy;
                if (nx >= 0 && ny >= 0 && nx < g.w && ny < g.h && order[ny * g.w + nx] == 0)
                    go(ny * g.w + nx, move + 1);
            }
        }
        order[cell] = 0;
    };
    for (int start = 0; start < n; ++start)
        go(start, 1);
    return found;
}

} // namespace composetest
