#pragma once
// An independent brute force for leaper tours: a plain depth-first search over every path,
// without any pruning, ordering or task split (nothing shared with core/src/tour/). Counts
// directed open tours from given starts and closed tours as directed cycles from one cell, and
// checks a tour. Its leaps are its own (leaper()), never the solver's leaperLeaps/effectiveLeaps.
#include <cstdint>
#include <utility>
#include <vector>

namespace brute {

struct Board {
    int w = 0, h = 0;
    std::vector<bool> hole; // empty = none
    std::vector<std::pair<int, int>> leaps;
    bool isHole(int c) const { return !hole.empty() && hole[static_cast<std::size_t>(c)]; }
    int cells() const
    {
        int n = 0;
        for (int c = 0; c < w * h; ++c)
            n += !isHole(c);
        return n;
    }
};

inline std::vector<std::pair<int, int>> leaper(int a, int b)
{
    std::vector<std::pair<int, int>> out;
    for (auto [x, y] : {std::pair{a, b}, std::pair{b, a}})
        for (int sx : {-1, 1})
            for (int sy : {-1, 1}) {
                const std::pair<int, int> l{sx * x, sy * y};
                bool dup = false;
                for (auto &o : out)
                    dup |= o == l;
                if (!dup)
                    out.push_back(l);
            }
    return out;
}

/// The knight's leaps, written out here (not the solver's).
inline std::vector<std::pair<int, int>> knight()
{
    return leaper(1, 2);
}

/// True when `order` (a move number per cell, 0 on holes, as Solution::order) is a tour of `b`
/// with its leaps: every cell numbered once from 1, consecutive numbers one leap apart, the last
/// one leap from the first when `closed`, move 1 on `start` when it is not -1.
inline bool isTour(const Board &b, bool closed, int start, const std::vector<int> &order)
{
    const int m = b.cells();
    if (static_cast<int>(order.size()) != b.w * b.h)
        return false;
    std::vector<int> cellOf(static_cast<std::size_t>(m) + 1, -1);
    for (int c = 0; c < b.w * b.h; ++c) {
        const int k = order[static_cast<std::size_t>(c)];
        if (b.isHole(c)) {
            if (k != 0)
                return false;
            continue;
        }
        if (k < 1 || k > m || cellOf[static_cast<std::size_t>(k)] >= 0)
            return false;
        cellOf[static_cast<std::size_t>(k)] = c;
    }
    auto oneLeap = [&](int from, int to) {
        const int dx = to % b.w - from % b.w, dy = to / b.w - from / b.w;
        for (auto [lx, ly] : b.leaps)
            if (lx == dx && ly == dy)
                return true;
        return false;
    };
    for (int k = 1; k < m; ++k)
        if (!oneLeap(cellOf[static_cast<std::size_t>(k)], cellOf[static_cast<std::size_t>(k) + 1]))
            return false;
    if (closed && (m < 3 || !oneLeap(cellOf[static_cast<std::size_t>(m)], cellOf[1])))
        return false;
    return start < 0 || order[static_cast<std::size_t>(start)] == 1;
}

class Counter {
public:
    explicit Counter(const Board &b) : m_b(b), m_used(static_cast<std::size_t>(b.w * b.h)) {}

    /// Directed open tours from `start`.
    std::uint64_t openFrom(int start)
    {
        m_closed = false;
        return from(start);
    }
    /// Directed closed tours through `start` (each cycle twice: two directions).
    std::uint64_t closedDirected(int start)
    {
        m_closed = true;
        return from(start);
    }

    /// Directed tours (open, or closed: directed cycles through path[0]) whose first cells are
    /// `path`, in its order. The path is taken as given: a path that is not a leaper's path
    /// has no tour.
    std::uint64_t fromPath(const std::vector<int> &path, bool closed)
    {
        m_closed = closed;
        m_start = path.front();
        std::fill(m_used.begin(), m_used.end(), false);
        m_count = 0;
        for (std::size_t i = 0; i < path.size(); ++i) {
            const int c = path[i];
            if (m_b.isHole(c) || m_used[static_cast<std::size_t>(c)] || (i > 0 && !leapsTo(path[i - 1], c)))
                return 0;
            m_used[static_cast<std::size_t>(c)] = true;
        }
        walk(path.back(), static_cast<int>(path.size()));
        return m_count;
    }

private:
    std::uint64_t from(int start)
    {
        m_start = start;
        std::fill(m_used.begin(), m_used.end(), false);
        m_used[static_cast<std::size_t>(start)] = true;
        m_count = 0;
        walk(start, 1);
        return m_count;
    }
    bool leapsTo(int a, int b) const
    {
        for (auto [dx, dy] : m_b.leaps)
            if (a % m_b.w + dx == b % m_b.w && a / m_b.w + dy == b / m_b.w)
                return true;
        return false;
    }
    void walk(int c, int visited)
    {
        if (visited == m_b.cells()) {
            if (!m_closed || (visited >= 3 && leapsTo(c, m_start)))
                ++m_count;
            return;
        }
        const int x = c % m_b.w, y = c / m_b.w;
        for (auto [dx, dy] : m_b.leaps) {
            const int nx = x + dx, ny = y + dy;
            if (nx < 0 || ny < 0 || nx >= m_b.w || ny >= m_b.h)
                continue;
            const int n = ny * m_b.w + nx;
            if (m_b.isHole(n) || m_used[static_cast<std::size_t>(n)])
                continue;
            m_used[static_cast<std::size_t>(n)] = true;
            walk(n, visited + 1);
            m_used[static_cast<std::size_t>(n)] = false;
        }
    }

    const Board &m_b;
    std::vector<bool> m_used;
    bool m_closed = false;
    int m_start = 0;
    std::uint64_t m_count = 0;
};

} // namespace brute
