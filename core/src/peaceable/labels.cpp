/*
 * The largest peaceable army: a branch and bound over line labels.
 *
 * Reformulation. Label every line (clique of the conflict graph, model.cpp) white or black.
 * A cell all of whose lines are white can hold a white piece, one all of whose lines are
 * black a black piece, and pieces put on all such cells never attack across colours (a
 * conflicting pair shares a line, which has one label). Conversely a peaceable placement
 * labels each line by the colour of its pieces (no line holds both; empty lines either way).
 * So the largest m is the maximum over labellings of min(#all-white cells, #all-black cells)
 * (cells on no line at all can take either colour). For queens the lines are the rows,
 * columns and diagonals: 6n - 2 labels instead of 3^(n*n) cell states.
 *
 * Search. Deciding "is m >= t possible" is a depth-first search over partial labellings. A
 * cell is *live white* while none of its lines is black, *live black* while none is white;
 * labelling only kills cells, so these counts bound every completion:
 *  - cell bound: live white >= t and live black >= t, and live white + live black - (cells
 *    live in both) >= 2t;
 *  - family bound: the lines of one ride direction are disjoint, and a line labelled white
 *    holds only white cells; so the sum over the family of (live white of a white line, live
 *    black of a black one, the larger of the two of an open one), plus the live cells on no
 *    line of the family, is at least 2t;
 *  - forcing: if labelling an open line black would leave fewer than t live white cells, it
 *    is white (and the other way round); both at once close the node.
 * A node branches on the open line with the most live cells of its rarer colour (ties: rows,
 * then columns, then the rest); white first. When no open line holds live cells of both
 * colours, labelling each by its live colour kills nothing more: the node is a leaf, its value
 * min(live white, live black, (live cells) / 2) is exact. Without preplaced pieces the first
 * decision is only "white" (exchanging the colours maps every labelling to one with the same
 * value).
 *
 * The largest m is found by a ladder: t = 1 (or the preplaced counts), a placement with value
 * v >= t found moves t to v + 1, until a t is refuted (the proof). Each rung cuts the tree at a
 * fixed depth into tasks in depth-first order; threads take tasks in order, and the placement
 * reported is the one of the first task that has one (tasks after it are abandoned), so the
 * result never depends on the thread count. Stopped early, the proven upper bound is the
 * largest of t - 1 and the bounds of the tasks not finished.
 */
#include <algorithm>
#include <atomic>
#include <functional>
#include <mutex>

#include "peaceable/model.h"

namespace cpw::peaceable {

namespace {

enum : std::int8_t { Open = 0, White = 1, Black = 2 };

struct State {
    std::vector<std::int8_t> label;
    std::vector<std::uint8_t> nW, nB; // per cell index: lines labelled white / black
    std::vector<std::int16_t> aw, ab, cap;
    std::vector<int> famSum;
    int liveW = 0, liveB = 0, both = 0;
};

class Engine {
public:
    Engine(const Model &model) : m(model) {}

    State root() const
    {
        State s;
        const std::size_t lines = m.lines.size();
        s.label.assign(lines, Open);
        s.nW.assign(m.area, 0);
        s.nB.assign(m.area, 0);
        s.aw.resize(lines);
        s.ab.resize(lines);
        s.cap.resize(lines);
        s.famSum.assign(m.families, 0);
        for (std::size_t l = 0; l < lines; ++l) {
            s.aw[l] = s.ab[l] = s.cap[l] = static_cast<std::int16_t>(m.lines[l].size());
            if (m.lineFamily[l] >= 0)
                s.famSum[m.lineFamily[l]] += s.cap[l];
        }
        for (int c : m.cells)
            for (int f : m.offFamilies[c])
                ++s.famSum[f];
        s.liveW = s.liveB = s.both = static_cast<int>(m.cells.size());
        return s;
    }

    /// Labels the preplaced pieces' lines. False when two of different colours share a line.
    bool preplace(State &s) const
    {
        for (int c : m.cells) {
            const bool white = m.preWhite.test(c), black = m.preBlack.test(c);
            if (!white && !black)
                continue;
            const std::int8_t colour = white ? White : Black;
            if (m.cellLines[c].empty()) {
                // An isolated cell: it only loses the other colour.
                (white ? s.nW : s.nB)[c] = 1;
                --(white ? s.liveB : s.liveW);
                --s.both;
                continue;
            }
            for (int l : m.cellLines[c]) {
                if (s.label[l] == Open)
                    apply(s, l, colour);
                else if (s.label[l] != colour)
                    return false;
            }
        }
        return true;
    }

    void apply(State &s, int line, std::int8_t colour) const
    {
        s.label[line] = colour;
        updateCap(s, line);
        const bool white = colour == White;
        for (int c : m.lines[line]) {
            std::uint8_t &mine = white ? s.nW[c] : s.nB[c];
            if (mine++ != 0)
                continue;
            // c loses the other colour.
            const bool stillLive = (white ? s.nB[c] : s.nW[c]) == 0;
            --(white ? s.liveB : s.liveW);
            for (int l : m.cellLines[c]) {
                --(white ? s.ab[l] : s.aw[l]);
                updateCap(s, l);
            }
            if (stillLive)
                --s.both;
            else
                for (int f : m.offFamilies[c])
                    --s.famSum[f];
        }
    }

    /// Upper bound of every completion's value.
    static int bound(const State &s)
    {
        int b = std::min({s.liveW, s.liveB, (s.liveW + s.liveB - s.both) / 2});
        for (int f : s.famSum)
            b = std::min(b, f / 2);
        return b;
    }

    /// Bounds and forcing for target t. False when no completion reaches t.
    bool propagate(State &s, int t) const
    {
        for (;;) {
            if (bound(s) < t)
                return false;
            bool changed = false;
            for (std::size_t l = 0; l < s.label.size(); ++l) {
                if (s.label[l] != Open || (s.aw[l] == 0 && s.ab[l] == 0))
                    continue;
                const bool mustWhite = s.liveW - s.aw[l] < t; // black would leave too few white
                const bool mustBlack = s.liveB - s.ab[l] < t;
                if (mustWhite && mustBlack)
                    return false;
                if (mustWhite || mustBlack) {
                    apply(s, static_cast<int>(l), mustWhite ? White : Black);
                    changed = true;
                    if (bound(s) < t)
                        return false;
                }
            }
            if (!changed)
                return true;
        }
    }

    /// The open line to branch on, or -1 at a leaf.
    static int choose(const State &s)
    {
        int best = -1, bestScore = 0;
        for (std::size_t l = 0; l < s.label.size(); ++l)
            if (s.label[l] == Open) {
                const int score = std::min(s.aw[l], s.ab[l]);
                if (score > bestScore) {
                    bestScore = score;
                    best = static_cast<int>(l);
                }
            }
        return best;
    }

    /// The exact value of a leaf.
    static int leafValue(const State &s)
    {
        return std::min({s.liveW, s.liveB, (s.liveW + s.liveB - s.both) / 2});
    }

    /// k white and k black pieces of a leaf (k <= leafValue).
    Placement extract(const State &s, int k) const
    {
        Placement p(m.board);
        std::vector<int> white, black, both;
        for (int c : m.cells) {
            const bool lw = s.nB[c] == 0, lb = s.nW[c] == 0;
            if (m.preWhite.test(c) || m.preBlack.test(c))
                continue;
            if (lw && lb)
                both.push_back(c);
            else if (lw)
                white.push_back(c);
            else if (lb)
                black.push_back(c);
        }
        int w = 0, b = 0;
        for (int c : m.cells) {
            if (m.preWhite.test(c)) {
                p.set(c, m.piece, false);
                ++w;
            } else if (m.preBlack.test(c)) {
                p.set(c, m.piece, true);
                ++b;
            }
        }
        std::size_t used = 0;
        for (int c : white)
            if (w < k) {
                p.set(c, m.piece, false);
                ++w;
            }
        for (; w < k && used < both.size(); ++used, ++w)
            p.set(both[used], m.piece, false);
        for (int c : black)
            if (b < k) {
                p.set(c, m.piece, true);
                ++b;
            }
        for (; b < k && used < both.size(); ++used, ++b)
            p.set(both[used], m.piece, true);
        return p;
    }

    /// Cuts the tree for target t at `depth` decisions into task states (depth-first order).
    /// `pruned` gets true if some part was refuted while cutting (those parts are below t).
    void cut(State s, int t, int depth, bool rootFree, std::vector<State> &out) const
    {
        if (!propagate(s, t))
            return;
        const int l = choose(s);
        if (l < 0 || depth == 0) {
            out.push_back(std::move(s));
            return;
        }
        for (std::int8_t colour : {White, Black}) {
            if (colour == Black && rootFree)
                break;
            State child = s;
            apply(child, l, colour);
            cut(std::move(child), t, depth - 1, false, out);
        }
    }

    /// Depth-first search below a task state. Returns 1 found (leaf in `leaf`), 0 refuted,
    /// -1 aborted.
    int search(std::vector<State> &stack, int depth, int t, State &leaf, std::uint64_t &nodes,
               const std::function<bool()> &abort) const
    {
        State &s = stack[depth];
        if ((++nodes & 1023) == 0 && abort())
            return -1;
        if (!propagate(s, t))
            return 0;
        const int l = choose(s);
        if (l < 0) {
            if (leafValue(s) < t)
                return 0;
            leaf = s;
            return 1;
        }
        for (std::int8_t colour : {White, Black}) {
            State &child = stack[depth + 1];
            child = s;
            apply(child, l, colour);
            const int r = search(stack, depth + 1, t, leaf, nodes, abort);
            if (r != 0)
                return r;
        }
        return 0;
    }

private:
    void updateCap(State &s, int l) const
    {
        const std::int16_t v = s.label[l] == White   ? s.aw[l]
                               : s.label[l] == Black ? s.ab[l]
                                                     : std::max(s.aw[l], s.ab[l]);
        const int f = m.lineFamily[l];
        if (f >= 0)
            s.famSum[f] += v - s.cap[l];
        s.cap[l] = v;
    }

    const Model &m;
};

struct TaskOut {
    bool done = false;
    bool found = false;
    int value = 0;
    State leaf;
};

} // namespace

ArmyResult searchArmy(const Model &model, SearchContext &context, int fixedM)
{
    ArmyResult result;
    const Engine engine(model);
    State root = engine.root();
    const int preMax = std::max(model.preWhiteCount, model.preBlackCount);
    const bool preplaced = model.preWhiteCount + model.preBlackCount > 0;
    if (!engine.preplace(root)) {
        result.complete = true;
        return result;
    }
    // m = 0: the empty board (no preplaced pieces) is always peaceable.
    if (!preplaced && fixedM <= 0) {
        result.found = true;
        result.placement = Placement(model.board);
    }
    int t = fixedM > 0 ? fixedM : std::max(1, preMax);
    const int depth = model.request.taskDepth > 0 ? model.request.taskDepth : 10;
    for (;;) {
        std::vector<State> tasks;
        engine.cut(root, t, depth, !preplaced, tasks);
        std::vector<TaskOut> outs(tasks.size());
        std::atomic<std::size_t> firstFound{tasks.size()};
        std::atomic<std::uint64_t> nodesTotal{0};
        runTasks(context, tasks.size(), [&](std::size_t task, int) {
            if (task > firstFound.load())
                return;
            std::vector<State> stack(model.lines.size() + 2);
            stack[0] = tasks[task];
            State leaf;
            std::uint64_t nodes = 0, flushed = 0;
            auto abort = [&] {
                context.addNodes(nodes - flushed);
                flushed = nodes;
                return context.stopRequested() || task > firstFound.load();
            };
            const int r = engine.search(stack, 0, t, leaf, nodes, abort);
            context.addNodes(nodes - flushed);
            nodesTotal += nodes;
            if (r < 0)
                return;
            outs[task].done = true;
            if (r == 1) {
                outs[task].found = true;
                outs[task].value = Engine::leafValue(leaf);
                outs[task].leaf = std::move(leaf);
                std::size_t cur = firstFound.load();
                while (task < cur && !firstFound.compare_exchange_weak(cur, task)) {
                }
            }
        });
        result.nodes += nodesTotal.load();
        // The first task with a placement (every task before it finished unless stopped).
        std::size_t hit = tasks.size();
        for (std::size_t i = 0; i < tasks.size() && hit == tasks.size(); ++i)
            if (outs[i].found)
                hit = i;
        const bool stopped = context.stopRequested();
        if (hit < tasks.size()) {
            const int v = fixedM > 0 ? fixedM : outs[hit].value;
            result.found = true;
            result.best = v;
            result.placement = engine.extract(outs[hit].leaf, v);
            context.setBestObjective(v);
            if (fixedM > 0) {
                result.complete = true; // existence shown
                result.upperBound = v;
                return result;
            }
            if (!stopped) {
                t = v + 1;
                continue;
            }
        } else if (std::all_of(outs.begin(), outs.end(), [](const TaskOut &o) { return o.done; })) {
            // t is refuted: the proof.
            result.complete = true;
            result.upperBound = t - 1;
            return result;
        }
        // Stopped. Proven: below t for the parts cut away and the tasks refuted, each other
        // task's bound for the rest.
        int upper = std::max(t - 1, result.best);
        for (std::size_t i = 0; i < tasks.size(); ++i)
            if (!outs[i].done || outs[i].found)
                upper = std::max(upper, Engine::bound(tasks[i]));
        result.upperBound = upper;
        result.complete = false;
        return result;
    }
}

} // namespace cpw::peaceable
