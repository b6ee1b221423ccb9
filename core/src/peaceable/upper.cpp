/*
 * Large peaceable armies without proof (--upper): simulated annealing over line colours.
 *
 * The search space is the one of the branch and bound (labels.cpp): colour every line (clique
 * of the conflict graph, model.cpp) white or black; a cell all of whose lines are white can
 * take a white piece, one all of whose lines are black a black piece, so a full colouring is
 * worth min(W, B, (W + B - F) / 2), where W and B count the cells open to white and to black
 * and F the cells on no line at all (open to both). For queens on n x n that is 6n - 2 binary
 * choices instead of 3^(n^2) cell states, and a move (recolour one line) changes the counts of
 * its at most n cells only, so a worker makes tens of millions of moves a second.
 *
 * Annealing. Each worker starts from random colours and anneals for a fixed number of moves
 * (20 000 per line), the temperature falling geometrically from 2 to 0.02; then it starts
 * again from new random colours, until the time limit. A move picks a random free line and
 * recolours it; it is taken when it does not lower the score or with probability
 * exp(delta / T). The score is the value plus a fifth of W + B: a plateau of equal values is
 * crossed towards colourings that keep more cells open, which the next improvement needs.
 * Lines through preplaced pieces keep their piece's colour, and a preplaced piece's cell is
 * never open to the other colour.
 *
 * Workers run on context.threads() threads with their own seeds; the best colouring of all is
 * turned into a placement (white pieces on the cells open to white only, then on free cells;
 * black likewise). Measured against Ainley's constructions (1977, OEIS A250000) in
 * docs/peaceable.md.
 */
#include <algorithm>
#include <atomic>
#include <cmath>
#include <mutex>
#include <random>

#include "peaceable/model.h"

namespace cpw::peaceable {

namespace {

constexpr double kStartTemperature = 2.0;
constexpr double kEndFactor = 0.01;
constexpr double kOpenWeight = 0.2;
constexpr long kMovesPerLine = 20000;

/// One annealing worker's colouring and its counts.
class Annealer {
public:
    Annealer(const Model &model, std::uint64_t seed) : m(model), rng(seed)
    {
        colour.assign(m.lines.size(), 0);
        fixedColour.assign(m.lines.size(), -1);
        for (int c : m.cells) {
            if (!m.preWhite.test(c) && !m.preBlack.test(c))
                continue;
            for (int l : m.cellLines[c])
                fixedColour[l] = m.preBlack.test(c) ? 1 : 0;
        }
        for (std::size_t l = 0; l < m.lines.size(); ++l)
            if (fixedColour[l] < 0)
                freeLines.push_back(static_cast<int>(l));
        for (int c : m.cells)
            if (m.cellLines[c].empty() && !m.preWhite.test(c) && !m.preBlack.test(c))
                ++freeCells;
    }

    /// New random colours (fixed lines keep theirs) and their counts.
    void randomise()
    {
        for (std::size_t l = 0; l < m.lines.size(); ++l)
            colour[l] = fixedColour[l] >= 0 ? fixedColour[l] : static_cast<std::int8_t>(rng() & 1U);
        nW.assign(m.area, 0);
        nB.assign(m.area, 0);
        // A preplaced piece's cell is closed to the other colour (as if on one more line).
        for (int c : m.cells) {
            if (m.preWhite.test(c))
                nW[c] = 1;
            if (m.preBlack.test(c))
                nB[c] = 1;
        }
        for (std::size_t l = 0; l < m.lines.size(); ++l)
            for (int c : m.lines[l])
                ++(colour[l] ? nB : nW)[c];
        W = B = 0;
        for (int c : m.cells) {
            W += nB[c] == 0;
            B += nW[c] == 0;
        }
    }

    int value(int w, int b) const { return std::min({w, b, (w + b - freeCells) / 2}); }
    double score(int w, int b) const { return value(w, b) + kOpenWeight * (w + b); }
    int value() const { return value(W, B); }

    /// One annealing run of `moves` moves; false when stopped. Calls `better` with each new
    /// best value of this worker.
    template <class Better> bool anneal(long moves, SearchContext &context, const Better &better)
    {
        if (freeLines.empty())
            return false; // nothing to choose: the one colouring is seen

        std::uniform_real_distribution<double> unit(0.0, 1.0);
        const double fall = std::log(kEndFactor) / static_cast<double>(moves);
        std::uint64_t pending = 0;
        for (long k = 0; k < moves; ++k) {
            if ((++pending & 4095U) == 0) {
                context.addNodes(pending);
                pending = 0;
                if (context.stopRequested())
                    return false;
            }
            const double t = kStartTemperature * std::exp(fall * static_cast<double>(k));
            const int l = freeLines[rng() % freeLines.size()];
            int dW = 0, dB = 0;
            if (colour[l] == 0) // white to black
                for (int c : m.lines[l]) {
                    dW -= nB[c] == 0;
                    dB += nW[c] == 1;
                }
            else
                for (int c : m.lines[l]) {
                    dB -= nW[c] == 0;
                    dW += nB[c] == 1;
                }
            const double delta = score(W + dW, B + dB) - score(W, B);
            if (delta < 0 && unit(rng) >= std::exp(delta / t))
                continue;
            for (int c : m.lines[l])
                if (colour[l] == 0) {
                    --nW[c];
                    ++nB[c];
                } else {
                    --nB[c];
                    ++nW[c];
                }
            colour[l] ^= 1;
            W += dW;
            B += dB;
            better(*this);
        }
        context.addNodes(pending);
        return true;
    }

    /// The placement of k white and k black pieces of the current colours (k <= value()).
    Placement placement(int k) const { return armyPlacement(m, k, k, nW, nB); }

    std::size_t lineCount() const { return m.lines.size(); }

private:
    const Model &m;
    std::mt19937_64 rng;
    std::vector<std::int8_t> colour, fixedColour;
    std::vector<int> freeLines;
    std::vector<std::uint8_t> nW, nB;
    int W = 0, B = 0, freeCells = 0;
};

} // namespace

ArmyResult annealArmy(const Model &model, SearchContext &context)
{
    ArmyResult result;
    const int preMax = std::max(model.preWhiteCount, model.preBlackCount);
    std::mutex mutex;
    std::atomic<int> best{-1};
    const int workers = std::max(1, context.threads());
    const long moves = kMovesPerLine * static_cast<long>(std::max<std::size_t>(model.lines.size(), 1));
    runTasks(context, static_cast<std::size_t>(workers), [&](std::size_t worker, int) {
        Annealer a(model, 0x9e3779b97f4a7c15ULL * (worker + 1));
        auto better = [&](const Annealer &self) {
            const int v = self.value();
            if (v <= best.load(std::memory_order_relaxed) || v < preMax)
                return;
            std::lock_guard lock(mutex);
            if (v <= best.load())
                return;
            best.store(v);
            result.placement = self.placement(v);
            context.setBestObjective(v);
        };
        do {
            a.randomise();
            better(a);
        } while (a.anneal(moves, context, better));
    });
    if (best.load() >= 0) {
        result.found = true;
        result.best = best.load();
    }
    return result;
}

} // namespace cpw::peaceable
