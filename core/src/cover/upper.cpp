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

void localSearchCover(const CoverGraph &g, const CellSet &fixed, const CellSet &available, bool,
                      int lowerBound, SearchContext &ctx, std::uint64_t seed,
                      const std::function<void(const std::vector<int> &)> &improved, double stopAt)
{
    const int n = g.board.area();
    std::vector<std::vector<int>> covers(n), coveredBy(n);
    std::vector<int> cells;
    for (int i = 0; i < n; ++i) {
        if (g.cells.test(i))
            cells.push_back(i);
        for (int j = 0; j < n; ++j)
            if (g.covers[i].test(j))
                covers[i].push_back(j);
    }
    for (int i = 0; i < n; ++i)
        for (int p : covers[i])
            coveredBy[p].push_back(i);
    std::mt19937_64 rng(seed);
    std::vector<int> count(n, 0);
    std::vector<long long> weight(n, 1), gain(n, 0), loss(n, 0);
    std::vector<char> in(n, 0);
    std::vector<long long> tabuUntil(n, -1);
    std::vector<int> uncovered;       // list of uncovered cells
    std::vector<int> posInUnc(n, -1); // position in `uncovered`
    std::vector<int> members;         // movable pieces in the set
    std::vector<int> posInMem(n, -1);
    for (int c : cells) {
        posInUnc[c] = static_cast<int>(uncovered.size());
        uncovered.push_back(c);
        for (int p : coveredBy[c])
            gain[p] += weight[c];
    }
    auto soleCoverer = [&](int c) {
        for (int p : coveredBy[c])
            if (in[p])
                return p;
        return -1;
    };
    auto add = [&](int a) {
        if (!fixed.test(a)) {
            posInMem[a] = static_cast<int>(members.size());
            members.push_back(a);
        }
        for (int c : covers[a]) {
            if (count[c] == 0) {
                for (int p : coveredBy[c])
                    gain[p] -= weight[c];
                loss[a] += weight[c];
                const int pos = posInUnc[c];
                posInUnc[uncovered.back()] = pos;
                uncovered[pos] = uncovered.back();
                uncovered.pop_back();
                posInUnc[c] = -1;
            } else if (count[c] == 1) {
                const int r = soleCoverer(c);
                if (r >= 0 && r != a)
                    loss[r] -= weight[c];
            }
            ++count[c];
        }
        in[a] = 1; // after the loop: soleCoverer() must find the previous coverer, not a
    };
    auto remove = [&](int r) {
        in[r] = 0;
        const int pos = posInMem[r];
        posInMem[members.back()] = pos;
        members[pos] = members.back();
        members.pop_back();
        posInMem[r] = -1;
        for (int c : covers[r]) {
            --count[c];
            if (count[c] == 0) {
                for (int p : coveredBy[c])
                    gain[p] += weight[c];
                loss[r] -= weight[c];
                posInUnc[c] = static_cast<int>(uncovered.size());
                uncovered.push_back(c);
            } else if (count[c] == 1) {
                const int s = soleCoverer(c);
                if (s >= 0)
                    loss[s] += weight[c];
            }
        }
    };
    for (int c = 0; c < n; ++c)
        if (fixed.test(c))
            add(c);
    // Greedy start.
    while (!uncovered.empty()) {
        int best = -1;
        long long bestGain = 0;
        for (int c = 0; c < n; ++c)
            if (available.test(c) && !in[c] && gain[c] > bestGain) {
                best = c;
                bestGain = gain[c];
            }
        if (best < 0)
            return; // cannot be covered
        add(best);
    }
    for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t i = 0; i < members.size(); ++i)
            if (loss[members[i]] == 0) {
                remove(members[i]);
                changed = true;
                break;
            }
    }
    auto report = [&] {
        std::vector<int> set;
        for (int c = 0; c < n; ++c)
            if (in[c])
                set.push_back(c);
        improved(set);
        return static_cast<int>(set.size());
    };
    int bestSize = report();
    long long step = 0;
    int justAdded = -1;
    while (!ctx.stopRequested() && bestSize > lowerBound && !members.empty()) {
        if (uncovered.empty()) {
            const int size = static_cast<int>(members.size()) + static_cast<int>(fixed.count());
            if (size < bestSize)
                bestSize = report();
            if (bestSize <= lowerBound)
                break;
            // Drop the piece of least loss and go on with one piece fewer.
            int r = members[0];
            for (int p : members)
                if (loss[p] < loss[r])
                    r = p;
            remove(r);
            continue;
        }
        ++step;
        if ((step & 1023) == 0) {
            ctx.addNodes(1024);
            if (stopAt > 0 && ctx.elapsed() >= stopAt)
                break;
        }
        // Remove the piece of least loss (random ties), never the one just added.
        int r = -1;
        long long best = 0;
        int ties = 0;
        for (int p : members) {
            if (p == justAdded && members.size() > 1)
                continue;
            if (r < 0 || loss[p] < best) {
                r = p;
                best = loss[p];
                ties = 1;
            } else if (loss[p] == best && rng() % ++ties == 0) {
                r = p;
            }
        }
        remove(r);
        tabuUntil[r] = step + 2 + static_cast<long long>(rng() % 3);
        // Add the best coverer of a random uncovered cell.
        const int u = uncovered[rng() % uncovered.size()];
        int a = -1;
        long long bestGain = -1;
        for (int p : coveredBy[u]) {
            if (in[p] || !available.test(p) || tabuUntil[p] > step)
                continue;
            if (gain[p] > bestGain || (gain[p] == bestGain && rng() % 2 == 0)) {
                a = p;
                bestGain = gain[p];
            }
        }
        if (a < 0)
            a = r;
        add(a);
        justAdded = a;
        for (int c : uncovered) {
            ++weight[c];
            for (int p : coveredBy[c])
                ++gain[p];
        }
    }
}

} // namespace cpw::coverimpl
