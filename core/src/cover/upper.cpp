/*
 * Small covers on large boards (mode Upper): a weighted local search in the style of the
 * configuration-checking solvers for minimum dominating sets.
 *
 * Start: a greedy cover (repeatedly the position covering the most uncovered cells), then
 * pieces whose removal uncovers nothing are dropped. Whenever the current set covers the
 * board it is reported and the piece whose removal uncovers the least weight is removed; the
 * search then tries to cover the board with one piece fewer by swap steps: remove the piece of
 * least loss (not the one just added), pick a random uncovered cell, add its coverer of
 * greatest gain that was not removed in the last few steps. Every step the weight of each
 * uncovered cell grows by one, so cells that stay uncovered pull the search towards them.
 * gain[p] (weight of the uncovered cells p would cover) and loss[p] (weight of the cells only
 * p covers) are kept up to date incrementally through the cover counts.
 * The caller verifies every reported cover with cpw::attackCounts before it is printed.
 */
#include <algorithm>
#include <random>

#include "cover/coverimpl.h"

namespace cpw::coverimpl {

namespace {

/// The search's state: the set, the cover counts, the weights, gain and loss, kept up to date
/// incrementally by add() and remove().
class WeightedCover {
public:
    WeightedCover(const CoverGraph &g, const CellSet &fixed, const CellSet &available, std::uint64_t seed)
        : m_n(g.board.area()), m_fixed(fixed), m_available(available), m_rng(seed)
    {
        const int n = m_n;
        m_covers.resize(n);
        m_coveredBy.resize(n);
        std::vector<int> cells;
        for (int i = 0; i < n; ++i) {
            if (g.cells.test(i))
                cells.push_back(i);
            for (int j = 0; j < n; ++j)
                if (g.covers[i].test(j))
                    m_covers[i].push_back(j);
        }
        for (int i = 0; i < n; ++i)
            for (int p : m_covers[i])
                m_coveredBy[p].push_back(i);
        m_count.assign(n, 0);
        m_weight.assign(n, 1);
        m_gain.assign(n, 0);
        m_loss.assign(n, 0);
        m_in.assign(n, 0);
        m_tabuUntil.assign(n, -1);
        m_posInUnc.assign(n, -1);
        m_posInMem.assign(n, -1);
        for (int c : cells) {
            m_posInUnc[c] = static_cast<int>(m_uncovered.size());
            m_uncovered.push_back(c);
            for (int p : m_coveredBy[c])
                m_gain[p] += m_weight[c];
        }
        for (int c = 0; c < n; ++c)
            if (fixed.test(c))
                add(c);
    }

    bool covered() const { return m_uncovered.empty(); }
    const std::vector<int> &members() const { return m_members; }

    /// The greedy start (repeatedly the position covering the most uncovered cells), then the
    /// pieces whose removal uncovers nothing dropped. False when the board cannot be covered.
    bool greedyStart()
    {
        while (!m_uncovered.empty()) {
            int best = -1;
            long long bestGain = 0;
            for (int c = 0; c < m_n; ++c)
                if (m_available.test(c) && !m_in[c] && m_gain[c] > bestGain) {
                    best = c;
                    bestGain = m_gain[c];
                }
            if (best < 0)
                return false;
            add(best);
        }
        for (bool changed = true; changed;) {
            changed = false;
            for (std::size_t i = 0; i < m_members.size(); ++i)
                if (m_loss[m_members[i]] == 0) {
                    remove(m_members[i]);
                    changed = true;
                    break;
                }
        }
        return true;
    }

    /// The set (fixed pieces included).
    std::vector<int> set() const
    {
        std::vector<int> set;
        for (int c = 0; c < m_n; ++c)
            if (m_in[c])
                set.push_back(c);
        return set;
    }

    /// Drops the piece of least loss (the first of equals).
    void removeLeastLoss()
    {
        int r = m_members[0];
        for (int p : m_members)
            if (m_loss[p] < m_loss[r])
                r = p;
        remove(r);
    }

    /// One swap step: remove the piece of least loss (random ties), never the one just added;
    /// add the best coverer of a random uncovered cell that is not tabu; weigh the cells left
    /// uncovered. Returns the piece added.
    int swapStep(long long step, int justAdded)
    {
        int r = -1;
        long long best = 0;
        int ties = 0;
        for (int p : m_members) {
            if (p == justAdded && m_members.size() > 1)
                continue;
            if (r < 0 || m_loss[p] < best) {
                r = p;
                best = m_loss[p];
                ties = 1;
            } else if (m_loss[p] == best && m_rng() % ++ties == 0) {
                r = p;
            }
        }
        remove(r);
        m_tabuUntil[r] = step + 2 + static_cast<long long>(m_rng() % 3);
        const int u = m_uncovered[m_rng() % m_uncovered.size()];
        int a = -1;
        long long bestGain = -1;
        for (int p : m_coveredBy[u]) {
            if (m_in[p] || !m_available.test(p) || m_tabuUntil[p] > step)
                continue;
            if (m_gain[p] > bestGain || (m_gain[p] == bestGain && m_rng() % 2 == 0)) {
                a = p;
                bestGain = m_gain[p];
            }
        }
        if (a < 0)
            a = r;
        add(a);
        for (int c : m_uncovered) {
            ++m_weight[c];
            for (int p : m_coveredBy[c])
                ++m_gain[p];
        }
        return a;
    }

private:
    int soleCoverer(int c) const
    {
        for (int p : m_coveredBy[c])
            if (m_in[p])
                return p;
        return -1;
    }

    void add(int a)
    {
        if (!m_fixed.test(a)) {
            m_posInMem[a] = static_cast<int>(m_members.size());
            m_members.push_back(a);
        }
        for (int c : m_covers[a]) {
            if (m_count[c] == 0) {
                for (int p : m_coveredBy[c])
                    m_gain[p] -= m_weight[c];
                m_loss[a] += m_weight[c];
                const int pos = m_posInUnc[c];
                m_posInUnc[m_uncovered.back()] = pos;
                m_uncovered[pos] = m_uncovered.back();
                m_uncovered.pop_back();
                m_posInUnc[c] = -1;
            } else if (m_count[c] == 1) {
                const int r = soleCoverer(c);
                if (r >= 0 && r != a)
                    m_loss[r] -= m_weight[c];
            }
            ++m_count[c];
        }
        m_in[a] = 1; // after the loop: soleCoverer() must find the previous coverer, not a
    }

    void remove(int r)
    {
        m_in[r] = 0;
        const int pos = m_posInMem[r];
        m_posInMem[m_members.back()] = pos;
        m_members[pos] = m_members.back();
        m_members.pop_back();
        m_posInMem[r] = -1;
        for (int c : m_covers[r]) {
            --m_count[c];
            if (m_count[c] == 0) {
                for (int p : m_coveredBy[c])
                    m_gain[p] += m_weight[c];
                m_loss[r] -= m_weight[c];
                m_posInUnc[c] = static_cast<int>(m_uncovered.size());
                m_uncovered.push_back(c);
            } else if (m_count[c] == 1) {
                const int s = soleCoverer(c);
                if (s >= 0)
                    m_loss[s] += m_weight[c];
            }
        }
    }

    int m_n;
    const CellSet &m_fixed;
    const CellSet &m_available;
    std::mt19937_64 m_rng;
    std::vector<std::vector<int>> m_covers, m_coveredBy;
    std::vector<int> m_count;
    std::vector<long long> m_weight, m_gain, m_loss;
    std::vector<char> m_in;
    std::vector<long long> m_tabuUntil;
    std::vector<int> m_uncovered; ///< the uncovered cells
    std::vector<int> m_posInUnc;  ///< position in m_uncovered
    std::vector<int> m_members;   ///< movable pieces in the set
    std::vector<int> m_posInMem;
};

} // namespace

void localSearchCover(const CoverGraph &g, const CellSet &fixed, const CellSet &available, bool,
                      int lowerBound, SearchContext &ctx, std::uint64_t seed,
                      const std::function<void(const std::vector<int> &)> &improved, double stopAt)
{
    WeightedCover wc(g, fixed, available, seed);
    if (!wc.greedyStart())
        return; // cannot be covered
    auto report = [&] {
        const std::vector<int> set = wc.set();
        improved(set);
        return static_cast<int>(set.size());
    };
    int bestSize = report();
    long long step = 0;
    int justAdded = -1;
    while (!ctx.stopRequested() && bestSize > lowerBound && !wc.members().empty()) {
        if (wc.covered()) {
            const int size = static_cast<int>(wc.members().size()) + static_cast<int>(fixed.count());
            if (size < bestSize)
                bestSize = report();
            if (bestSize <= lowerBound)
                break;
            // Drop the piece of least loss and go on with one piece fewer.
            wc.removeLeastLoss();
            continue;
        }
        ++step;
        if ((step & 1023) == 0) {
            ctx.addNodes(1024);
            if (stopAt > 0 && ctx.elapsed() >= stopAt)
                break;
        }
        justAdded = wc.swapStep(step, justAdded);
    }
}

} // namespace cpw::coverimpl
