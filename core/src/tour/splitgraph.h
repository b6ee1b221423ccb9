#pragma once
// Helpers of the split (split.cpp): a board's graph turned or mirrored, and the order of a
// band's degree vector against its mirror image.
#include <algorithm>
#include <cstdint>
#include <vector>

#include "tour/tourimpl.h"

namespace cpw::tourimpl {

/// The graph on a board of `width` x `height` whose cell c is `g`'s cell from(c), keeping the
/// leaps that keep(a, b) accepts (cells of g).
template <class From, class Keep> Graph mapped(const Graph &g, int width, int height, From from, Keep keep)
{
    Graph m;
    m.width = width;
    m.height = height;
    m.leaps = g.leaps;
    const int area = width * height;
    std::vector<int> to(static_cast<std::size_t>(area));
    for (int c = 0; c < area; ++c)
        to[static_cast<std::size_t>(from(c))] = c;
    m.hole.assign(static_cast<std::size_t>(area), 0);
    m.off.assign(static_cast<std::size_t>(area) + 1, 0);
    for (int c = 0; c < area; ++c) {
        const int a = from(c);
        m.hole[static_cast<std::size_t>(c)] = g.hole[static_cast<std::size_t>(a)];
        m.cellCount += m.hole[static_cast<std::size_t>(c)] ? 0 : 1;
        for (const int *p = g.begin(a); p != g.end(a); ++p)
            if (keep(a, *p))
                m.adj.push_back(to[static_cast<std::size_t>(*p)]);
        std::sort(m.adj.begin() + m.off[static_cast<std::size_t>(c)], m.adj.end());
        m.off[static_cast<std::size_t>(c) + 1] = static_cast<int>(m.adj.size());
        m.maxDegree = std::max(m.maxDegree, m.degree(c));
    }
    return m;
}

/// A degree vector of `rows` band rows of S cells against its left-right mirror image: -1 below,
/// 0 equal, 1 above (the first row that differs decides, rows compared as numbers).
inline int mirrorOrder(std::uint64_t v, int rows, int S)
{
    for (int r = 0; r < rows; ++r) {
        std::uint64_t row = 0, image = 0;
        for (int x = 0; x < S; ++x) {
            const std::uint64_t d = (v >> (2 * (r * S + x))) & 3;
            row |= d << (2 * x);
            image |= d << (2 * (S - 1 - x));
        }
        if (row != image)
            return row < image ? -1 : 1;
    }
    return 0;
}

} // namespace cpw::tourimpl
