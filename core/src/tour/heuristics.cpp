/*
 * Fast tours: Warnsdorff's rule, Posa rotations, and closed tours of large boards by joining
 * the cycles of small blocks.
 *
 * Warnsdorff (1823): always leap to the unvisited cell with the fewest unvisited neighbours.
 * The rule alone fails depending on how ties are broken, so attempts differ in the tie-break:
 *  0. Roth's: the candidate farthest from the board's centre;
 *  1. Pohl's look-ahead: the smallest sum of the candidates' own onward counts, then Roth's;
 *  2.. a random tie-break from a generator seeded with the attempt number (deterministic).
 * When an attempt gets stuck with cells left, Posa rotations repair it: with the path
 * v0 .. vk stuck at vk and vi a neighbour of vk on the path, reversing v(i+1) .. vk gives the
 * path v0 .. vi vk .. v(i+1), which ends at v(i+1) instead; a rotation whose new end has an
 * unvisited neighbour lets Warnsdorff go on. The start v0 never moves. Rotations are bounded
 * (count and cells reversed), after which the next attempt starts.
 *
 * Closed tours: a path whose end is next to its start closes. Otherwise Posa rotations move
 * the end until it lands next to the start (bounded, useful on small and middle boards).
 * Large rectangles use a construction instead: cut the board into blocks whose sides are 5 to
 * 10 (at most one odd part per side, so no block has two odd sides when a closed tour can
 * exist at all), find a closed tour of each block size with the complete search, and join the
 * block cycles into one: for a1-a2 an edge of one cycle and b1-b2 an edge of another with
 * a1-b1 and a2-b2 both leaps, replacing a1-a2 and b1-b2 by a1-b1 and a2-b2 makes one cycle of
 * the two. Passes over the board join cycles (a union-find tracks them) until one is left. The
 * cycle is then read from the start. Every result is verified by the caller.
 */
#include <algorithm>
#include <array>
#include <map>
#include <numeric>
#include <random>

#include "tour/tourimpl.h"

namespace cpw::tourimpl {

namespace {

constexpr int kAttempts = 8;

class PathBuilder {
public:
    PathBuilder(const Graph &g, int start)
        : m_g(g), m_deg(static_cast<std::size_t>(g.area())), m_pos(static_cast<std::size_t>(g.area()), -1)
    {
        for (int c = 0; c < g.area(); ++c)
            m_deg[static_cast<std::size_t>(c)] = g.degree(c);
        m_path.reserve(static_cast<std::size_t>(g.cellCount));
        visit(start);
    }

    void visit(int c)
    {
        m_pos[static_cast<std::size_t>(c)] = static_cast<int>(m_path.size());
        m_path.push_back(c);
        for (const int *p = m_g.begin(c); p != m_g.end(c); ++p)
            --m_deg[static_cast<std::size_t>(*p)];
    }

    bool unvisited(int c) const { return m_pos[static_cast<std::size_t>(c)] < 0; }
    int deg(int c) const { return m_deg[static_cast<std::size_t>(c)]; }
    std::vector<int> &path() { return m_path; }

    /// Extends the path by Warnsdorff's rule until it is stuck.
    void extend(int attempt, std::mt19937_64 &rng)
    {
        const int w = m_g.width, h = m_g.height;
        for (;;) {
            const int c = m_path.back();
            int best = -1;
            long long bestKey1 = 0, bestKey2 = 0;
            std::uint64_t bestKey3 = 0;
            for (const int *p = m_g.begin(c); p != m_g.end(c); ++p) {
                const int u = *p;
                if (!unvisited(u))
                    continue;
                const long long k1 = deg(u);
                long long k2 = 0;
                std::uint64_t k3 = 0;
                if (attempt <= 1) {
                    const int x = u % w, y = u / w;
                    const long long dx = 2 * x - (w - 1), dy = 2 * y - (h - 1);
                    const long long roth = -(dx * dx + dy * dy);
                    if (attempt == 1) {
                        long long sum = 0;
                        for (const int *q = m_g.begin(u); q != m_g.end(u); ++q)
                            if (unvisited(*q))
                                sum += deg(*q);
                        k2 = sum;
                        k3 = static_cast<std::uint64_t>(roth + (1LL << 40));
                    } else {
                        k2 = roth;
                    }
                } else {
                    k3 = rng();
                }
                if (best < 0 || k1 < bestKey1 || (k1 == bestKey1 && (k2 < bestKey2 || (k2 == bestKey2 && k3 < bestKey3)))) {
                    best = u;
                    bestKey1 = k1;
                    bestKey2 = k2;
                    bestKey3 = k3;
                }
            }
            if (best < 0)
                return;
            visit(best);
        }
    }

    /// Reverses path[i + 1 ..] (a Posa rotation around the end's neighbour path[i]).
    void rotate(int i, std::uint64_t &work)
    {
        std::reverse(m_path.begin() + i + 1, m_path.end());
        for (std::size_t j = static_cast<std::size_t>(i) + 1; j < m_path.size(); ++j)
            m_pos[static_cast<std::size_t>(m_path[j])] = static_cast<int>(j);
        work += m_path.size() - static_cast<std::size_t>(i);
    }

    /// Positions i (< end - 1) of path cells next to the end.
    void rotationPoints(std::vector<int> &out) const
    {
        out.clear();
        const int end = m_path.back();
        const int k = static_cast<int>(m_path.size()) - 1;
        for (const int *p = m_g.begin(end); p != m_g.end(end); ++p) {
            const int i = m_pos[static_cast<std::size_t>(*p)];
            if (i >= 0 && i < k - 1)
                out.push_back(i);
        }
    }

private:
    const Graph &m_g;
    std::vector<int> m_deg;
    std::vector<int> m_pos;
    std::vector<int> m_path;
};

/// One Warnsdorff attempt with Posa repair; returns a Hamiltonian path from start, or empty.
std::vector<int> warnsdorffAttempt(const Graph &g, int start, int attempt, bool closed, SearchContext &ctx)
{
    std::mt19937_64 rng(0x9e3779b97f4a7c15ULL * static_cast<std::uint64_t>(attempt + 1));
    PathBuilder b(g, start);
    const std::uint64_t workBudget = 64ULL * static_cast<std::uint64_t>(g.cellCount) + 100000;
    std::uint64_t work = 0;
    std::vector<int> points;
    int rotations = 0;
    for (;;) {
        b.extend(attempt, rng);
        ctx.addNodes(b.path().size());
        if (ctx.stopRequested())
            return {};
        if (static_cast<int>(b.path().size()) == g.cellCount)
            break;
        // Stuck: rotate towards an end that has unvisited neighbours.
        b.rotationPoints(points);
        if (points.empty() || work > workBudget || ++rotations > 4000)
            return {};
        int chosen = -1;
        for (int i : points) {
            const int newEnd = b.path()[static_cast<std::size_t>(i) + 1];
            if (b.deg(newEnd) > 0 && (chosen < 0 || b.deg(newEnd) < b.deg(b.path()[static_cast<std::size_t>(chosen) + 1])))
                chosen = i;
        }
        if (chosen < 0)
            chosen = points[static_cast<std::size_t>(rng() % points.size())];
        b.rotate(chosen, work);
    }
    if (!closed)
        return b.path();
    // Close: rotate the end until it lies next to the start.
    std::vector<int> &path = b.path();
    for (int r = 0; r < 4000 && work <= workBudget; ++r) {
        if (g.adjacent(path.back(), start))
            return path;
        b.rotationPoints(points);
        if (points.empty())
            return {};
        int chosen = -1;
        for (int i : points)
            if (g.adjacent(path[static_cast<std::size_t>(i) + 1], start))
                chosen = i;
        if (chosen < 0)
            chosen = points[static_cast<std::size_t>(rng() % points.size())];
        b.rotate(chosen, work);
        if ((r & 63) == 0 && ctx.stopRequested())
            return {};
    }
    return g.adjacent(path.back(), start) ? path : std::vector<int>{};
}

/// Side lengths 5..10 that add up to `n` (n >= 5), at most one of them odd.
std::vector<int> splitSide(int n)
{
    std::vector<int> parts;
    while (n > 12) {
        parts.push_back(6);
        n -= 6;
    }
    if (n <= 10) {
        parts.push_back(n);
    } else {
        parts.push_back(n - 6); // 11 -> 5 + 6, 12 -> 6 + 6
        parts.push_back(6);
    }
    return parts;
}

struct UnionFind {
    std::vector<int> parent;
    explicit UnionFind(int n) : parent(static_cast<std::size_t>(n)) { std::iota(parent.begin(), parent.end(), 0); }
    int find(int x)
    {
        while (parent[static_cast<std::size_t>(x)] != x) {
            parent[static_cast<std::size_t>(x)] = parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(x)])];
            x = parent[static_cast<std::size_t>(x)];
        }
        return x;
    }
};

/// A closed tour of the whole rectangle by joining block cycles; empty when it fails.
std::vector<int> blockTour(const Graph &g, int start, SearchContext &ctx)
{
    if (g.width < 5 || g.height < 5 || g.cellCount != g.area())
        return {};
    const std::vector<int> xs = splitSide(g.width), ys = splitSide(g.height);
    if (xs.size() * ys.size() < 2)
        return {};
    // One closed tour per block size, found by the complete search on the block alone.
    std::map<std::pair<int, int>, std::vector<int>> blockTours;
    for (int bw : xs)
        for (int bh : ys) {
            if (blockTours.count({bw, bh}))
                continue;
            const Graph b = buildGraph(bw, bh, {}, g.leaps);
            bool covered = false;
            std::vector<int> t = searchTour(b, {0}, true, &ctx, 2'000'000, covered);
            if (t.empty())
                return {};
            blockTours[{bw, bh}] = std::move(t);
        }
    // The cycle cover: two cycle neighbours per cell, and the block of every cell.
    const std::size_t area = static_cast<std::size_t>(g.area());
    std::vector<std::array<int, 2>> link(area);
    std::vector<int> block(area);
    int blocks = 0;
    for (int by = 0, y0 = 0; by < static_cast<int>(ys.size()); y0 += ys[static_cast<std::size_t>(by)], ++by)
        for (int bx = 0, x0 = 0; bx < static_cast<int>(xs.size()); x0 += xs[static_cast<std::size_t>(bx)], ++bx) {
            const int bw = xs[static_cast<std::size_t>(bx)], bh = ys[static_cast<std::size_t>(by)];
            const std::vector<int> &t = blockTours[{bw, bh}];
            auto global = [&](int local) { return (y0 + local / bw) * g.width + x0 + local % bw; };
            const std::size_t n = t.size();
            for (std::size_t i = 0; i < n; ++i) {
                const int c = global(t[i]);
                link[static_cast<std::size_t>(c)] = {global(t[(i + n - 1) % n]), global(t[(i + 1) % n])};
                block[static_cast<std::size_t>(c)] = blocks;
            }
            ++blocks;
        }
    UnionFind uf(blocks);
    int components = blocks;
    auto replace = [&](int cell, int from, int to) {
        auto &l = link[static_cast<std::size_t>(cell)];
        (l[0] == from ? l[0] : l[1]) = to;
    };
    for (int pass = 0; pass < 8 && components > 1; ++pass) {
        bool progress = false;
        for (int a1 = 0; a1 < g.area() && components > 1; ++a1) {
            for (const int *p = g.begin(a1); p != g.end(a1); ++p) {
                const int b1 = *p;
                const int ca = uf.find(block[static_cast<std::size_t>(a1)]);
                const int cb = uf.find(block[static_cast<std::size_t>(b1)]);
                if (ca == cb)
                    continue;
                bool joined = false;
                for (int j = 0; j < 2 && !joined; ++j) {
                    const int a2 = link[static_cast<std::size_t>(a1)][static_cast<std::size_t>(j)];
                    for (int k = 0; k < 2 && !joined; ++k) {
                        const int b2 = link[static_cast<std::size_t>(b1)][static_cast<std::size_t>(k)];
                        if (!g.adjacent(a2, b2))
                            continue;
                        replace(a1, a2, b1);
                        replace(a2, a1, b2);
                        replace(b1, b2, a1);
                        replace(b2, b1, a2);
                        uf.parent[static_cast<std::size_t>(ca)] = cb;
                        --components;
                        joined = true;
                    }
                }
                if (joined) {
                    progress = true;
                    break;
                }
            }
        }
        if (!progress || ctx.stopRequested())
            break;
    }
    if (components != 1)
        return {};
    std::vector<int> path;
    path.reserve(area);
    int prev = -1, cur = start;
    for (std::size_t i = 0; i < area; ++i) {
        path.push_back(cur);
        const auto &l = link[static_cast<std::size_t>(cur)];
        const int next = l[0] != prev ? l[0] : l[1];
        prev = cur;
        cur = next;
    }
    return cur == start ? path : std::vector<int>{};
}

} // namespace

std::vector<int> heuristicTour(const Graph &g, int start, bool closed, SearchContext &ctx)
{
    if (closed && g.cellCount > 144) {
        std::vector<int> t = blockTour(g, start, ctx);
        if (!t.empty())
            return t;
    }
    for (int attempt = 0; attempt < kAttempts; ++attempt) {
        if (ctx.stopRequested())
            return {};
        std::vector<int> t = warnsdorffAttempt(g, start, attempt, closed, ctx);
        if (!t.empty())
            return t;
    }
    if (!closed && g.cellCount > 144) {
        // A closed tour cut open at the start is an open tour from it.
        std::vector<int> t = blockTour(g, start, ctx);
        if (!t.empty())
            return t;
    }
    return {};
}

} // namespace cpw::tourimpl
