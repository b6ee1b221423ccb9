#pragma once
// The backtracking walker of leaper tours (walker.cpp explains its state and dead-end rules),
// shared by the plain count and find (walker.cpp) and the search with given numbers
// (numbered.cpp). Only files of this folder include it.
#include <algorithm>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "tour/numbered.h"
#include "tour/tourimpl.h"

namespace cpw::tourimpl {

class Walker {
public:
    /// `numbers`: the given numbers' state (numbered.h), or null; set before the first visit.
    Walker(const Graph &g, bool closed, int start, NumberedState *numbers = nullptr)
        : m_g(g), m_num(numbers), m_closed(closed), m_start(start), m_cnt(static_cast<std::size_t>(g.area())),
          m_visited(static_cast<std::size_t>(g.area())), m_nearStart(static_cast<std::size_t>(g.area())),
          m_cand(static_cast<std::size_t>(g.cellCount + 1) * static_cast<std::size_t>(std::max(1, g.maxDegree))),
          m_candCount(static_cast<std::size_t>(g.cellCount + 1)),
          m_candNext(static_cast<std::size_t>(g.cellCount + 1))
    {
        for (const int *p = g.begin(start); p != g.end(start); ++p)
            m_nearStart[static_cast<std::size_t>(*p)] = 1;
        m_path.reserve(static_cast<std::size_t>(g.cellCount));
        reset();
    }

    void reset()
    {
        m_path.clear();
        for (int c = 0; c < m_g.area(); ++c) {
            m_visited[static_cast<std::size_t>(c)] = m_g.hole[static_cast<std::size_t>(c)];
            m_cnt[static_cast<std::size_t>(c)] = m_g.degree(c);
        }
        m_remaining = m_g.cellCount;
    }

    void visit(int c)
    {
        m_visited[static_cast<std::size_t>(c)] = 1;
        m_path.push_back(c);
        --m_remaining;
        if (m_num)
            m_num->visit(c);
        if (m_closed && c == m_start)
            return;
        for (const int *p = m_g.begin(c); p != m_g.end(c); ++p)
            --m_cnt[static_cast<std::size_t>(*p)];
    }

    void unvisit()
    {
        const int c = m_path.back();
        m_path.pop_back();
        m_visited[static_cast<std::size_t>(c)] = 0;
        ++m_remaining;
        if (m_num)
            m_num->unvisit(c);
        if (m_closed && c == m_start)
            return;
        for (const int *p = m_g.begin(c); p != m_g.end(c); ++p)
            ++m_cnt[static_cast<std::size_t>(*p)];
    }

    const std::vector<int> &path() const { return m_path; }

    /// True when the current path is a complete tour (closed: the last cell is next to the start).
    bool complete() const
    {
        if (m_remaining != 0)
            return false;
        if (!m_closed)
            return true;
        return m_path.size() >= 3 && m_nearStart[static_cast<std::size_t>(m_path.back())];
    }

    /// A closed tour is counted in one direction only.
    bool canonicalCycle() const { return m_path[1] < m_path.back(); }

    /// Depth-first search below the current path. `onTour` is called for every complete tour and
    /// returns false to stop; `poll` is called every 4096 nodes with the nodes since the last
    /// call and returns false to stop. Returns true when the subtree was searched to its end.
    template <class OnTour, class Poll>
    bool run(bool ordered, OnTour &&onTour, Poll &&poll)
    {
        const std::size_t base = m_path.size();
        std::uint64_t nodes = 1;
        expand(ordered);
        for (;;) {
            const std::size_t d = m_path.size();
            if (m_candNext[d] == m_candCount[d]) {
                if (m_remaining == 0 && complete() && !onTour()) {
                    poll(nodes & 4095);
                    return false;
                }
                if (d == base) {
                    poll(nodes & 4095);
                    return true;
                }
                unvisit();
                continue;
            }
            const int u = m_cand[d * stride() + static_cast<std::size_t>(m_candNext[d]++)];
            visit(u);
            expand(ordered);
            if ((++nodes & 4095) == 0 && !poll(std::uint64_t{4096}))
                return false;
        }
    }

    /// Lists the moves from the current cell into m_cand at the current depth (none when the
    /// path is complete or dead); candidates() returns them.
    void expand(bool ordered)
    {
        const std::size_t d = m_path.size();
        m_candNext[d] = 0;
        m_candCount[d] = 0;
        if (m_remaining == 0)
            return; // complete() is judged when the frame is left
        if (m_closed && m_cnt[static_cast<std::size_t>(m_start)] == 0)
            return;
        const int c = m_path.back();
        if (m_num && !m_num->feasible(c, static_cast<int>(d), m_visited.data()))
            return;
        int *out = m_cand.data() + d * stride();
        int n = 0;
        int ones[3];
        int k = 0;
        for (const int *p = m_g.begin(c); p != m_g.end(c); ++p) {
            const int u = *p;
            if (m_visited[static_cast<std::size_t>(u)])
                continue;
            const int cu = m_cnt[static_cast<std::size_t>(u)];
            if (cu == 0 && (m_closed || m_remaining > 1))
                return; // u could only be entered now and never left
            if (cu == 1) {
                if (k == (m_closed ? 1 : 2))
                    return; // more cells that must end the path than the path has ends
                ones[k++] = u;
            }
            out[n++] = u;
        }
        if (k == (m_closed ? 1 : 2)) {
            n = k;
            std::copy(ones, ones + k, out);
        }
        if (m_num) // the rules above hold for every tour; the numbers then allow fewer moves
            n = static_cast<int>(std::remove_if(out, out + n, [&](int u) {
                                     return !m_num->allows(u, static_cast<int>(d) + 1);
                                 }) -
                                 out);
        if (ordered && n > 1) {
            // Warnsdorff: fewest onward moves first; ties by distance from the centre (farthest
            // first), then by index, so the order is deterministic.
            const int w = m_g.width, h = m_g.height;
            auto key = [&](int u) {
                const int x = u % w, y = u / w;
                const int dx = 2 * x - (w - 1), dy = 2 * y - (h - 1);
                return std::pair<int, int>(m_cnt[static_cast<std::size_t>(u)], -(dx * dx + dy * dy));
            };
            std::sort(out, out + n, [&](int a, int b) {
                const auto ka = key(a), kb = key(b);
                return ka != kb ? ka < kb : a < b;
            });
        }
        m_candCount[d] = n;
    }
    /// The moves expand() listed at the current depth.
    std::span<const int> candidates() const
    {
        const std::size_t d = m_path.size();
        return {m_cand.data() + d * stride(), static_cast<std::size_t>(m_candCount[d])};
    }

private:
    std::size_t stride() const { return static_cast<std::size_t>(std::max(1, m_g.maxDegree)); }

    const Graph &m_g;
    NumberedState *m_num;
    bool m_closed;
    int m_start;
    std::vector<int> m_cnt;
    std::vector<std::uint8_t> m_visited;
    std::vector<std::uint8_t> m_nearStart;
    std::vector<int> m_path;
    std::vector<int> m_cand;
    std::vector<int> m_candCount;
    std::vector<int> m_candNext;
    int m_remaining = 0;
};

/// Runs one task's walk (Walker::run, `ordered` as there) and returns the number of tours it
/// found: where the run wants solutions each tour is streamed (its move numbers from
/// `order(path)`), else the tours are handed to the context in batches (at every poll, and at
/// once under a solution limit). `accept()` may pass over a tour (a closed tour met in its
/// other direction). Shared by the backtracking count (walker.cpp) and the numbered tours
/// (numbered.cpp).
template <class Accept, class Order>
std::uint64_t countTaskTours(Walker &w, SearchContext &ctx, bool ordered, Accept &&accept, Order &&order)
{
    const bool stream = ctx.wantsSolutions();
    std::uint64_t pending = 0, counted = 0;
    auto flush = [&] {
        if (pending) {
            counted += ctx.countSolutions(pending);
            pending = 0;
        }
    };
    w.run(
        ordered,
        [&] {
            if (!accept())
                return true;
            if (stream) {
                Solution s;
                s.order = order(w.path());
                const bool more = ctx.submit(s);
                ++counted;
                return more && !ctx.stopRequested();
            }
            ++pending;
            if (ctx.options().solutionLimit)
                flush();
            return !ctx.stopRequested();
        },
        [&](std::uint64_t n) {
            ctx.addNodes(n);
            flush();
            return !ctx.stopRequested();
        });
    flush();
    return counted;
}

} // namespace cpw::tourimpl
