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
 * min(live white, live black, (live cells) / 2) is exact. The symmetries of the problem (the
 * board's, and the exchange of colours) are broken by the lex-leader rule (Engine::lexLeader);
 * the engine before issue 46 (request.symmetry Colours, `--symmetry colours`) held only the first
 * decision "white"; its rungs' splits are named "colours/d<depth>/<tasks>" so that a checkpoint of
 * one engine never resumes the other.
 *
 * One side fixed (request.white = M > 0): the same search with white's target M and black's t
 * (bounds live white >= M, live black >= t, live cells and each family's sum >= M + t; forcing
 * with M on the white side); a leaf is worth min(live black, live cells - M), and the ladder
 * climbs black's t.
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
#include <map>
#include <mutex>
#include <optional>
#include <string>

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
    /// With the request's `white` > 0 white is held at that many pieces and the target t is
    /// black's (--white); otherwise both colours reach t. Unless the request asks for the
    /// engine before issue 46 (PeaceableSymmetry::Colours), the symmetries of the problem are broken by the
    /// lex-leader rule below.
    Engine(const Model &model) : m(model), w0(model.request.white)
    {
        if (m.request.symmetry == PeaceableSymmetry::Colours)
            return;
        const int lines = static_cast<int>(m.lines.size());
        // Each symmetry of the problem as a permutation of the lines (its inverse: the line
        // that it maps onto each line), kept when it maps every line onto a line.
        std::map<std::vector<int>, int> lineOf;
        for (int l = 0; l < lines; ++l)
            lineOf[m.lines[l]] = l;
        for (const GroupElement &g : problemGroup(m)) {
            if (g.symmetry == Symmetry::Identity && !g.swapColours)
                continue;
            if (g.swapColours && w0 > 0)
                continue; // one colour's count is fixed: the exchange is no symmetry
            std::vector<int> inverse(static_cast<std::size_t>(lines), -1);
            bool ok = true;
            for (int l = 0; l < lines && ok; ++l) {
                std::vector<int> image;
                for (int c : m.lines[l])
                    image.push_back(m.board.transform(g.symmetry, c));
                std::sort(image.begin(), image.end());
                const auto it = lineOf.find(image);
                ok = it != lineOf.end();
                if (ok)
                    inverse[static_cast<std::size_t>(it->second)] = l;
            }
            if (ok)
                m_symmetries.push_back({std::move(inverse), g.swapColours});
        }
    }

    /// True when the exchange of colours is among the symmetries broken by lexLeader: then
    /// the first decision must not be held white as well (that would break it twice).
    bool breaksColourExchange() const
    {
        return std::any_of(m_symmetries.begin(), m_symmetries.end(),
                           [](const LineSymmetry &g) { return g.swapColours; });
    }

    /// The white target for the target t (the fixed white count, or t itself).
    int whiteTarget(int t) const { return w0 > 0 ? w0 : t; }

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

    /// Upper bound of every completion's value: m (both colours), or with white fixed at w0
    /// black's count (-1 when white cannot reach w0 any more).
    int bound(const State &s) const
    {
        const int cells = s.liveW + s.liveB - s.both;
        if (w0 > 0) {
            if (s.liveW < w0)
                return -1;
            int b = std::min(s.liveB, cells - w0);
            for (int f : s.famSum)
                b = std::min(b, f - w0);
            return b;
        }
        int b = std::min({s.liveW, s.liveB, cells / 2});
        for (int f : s.famSum)
            b = std::min(b, f / 2);
        return b;
    }

    /*
     * Symmetry breaking (lex-leader). A symmetry g of the problem (a board symmetry that keeps
     * the piece and the preplaced pieces, perhaps with the colours exchanged) maps a labelling
     * L to gL, (gL)(x) = L(g^-1 x) with the colour exchanged when g exchanges them, of the
     * same value. Read as words over the line order (white < black), the smallest labelling of
     * each orbit satisfies L <= gL for every g, so a node whose decided lines already show
     * L > gL on a prefix of that order (every earlier line decided and equal on both sides)
     * holds no smallest labelling and is dropped: what it could reach, the symmetric node
     * reaches. Every labelling of value >= t has its smallest image among the nodes kept,
     * so refutations stay proofs and optima stay optima.
     */
    bool lexLeader(const State &s) const
    {
        for (const LineSymmetry &g : m_symmetries)
            for (std::size_t x = 0; x < s.label.size(); ++x) {
                const std::int8_t a = s.label[x];
                std::int8_t b = s.label[static_cast<std::size_t>(g.inverse[x])];
                if (a == Open || b == Open)
                    break;
                if (g.swapColours)
                    b = b == White ? Black : White;
                if (a != b) {
                    if (a > b)
                        return false;
                    break;
                }
            }
        return true;
    }

    /// Bounds and forcing for target t. False when no completion reaches t.
    bool propagate(State &s, int t) const
    {
        for (;;) {
            if (bound(s) < t)
                return false;
            bool changed = false;
            const int tw = whiteTarget(t);
            for (std::size_t l = 0; l < s.label.size(); ++l) {
                if (s.label[l] != Open || (s.aw[l] == 0 && s.ab[l] == 0))
                    continue;
                const bool mustWhite = s.liveW - s.aw[l] < tw; // black would leave too few white
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
                return lexLeader(s);
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

    /// The exact value of a leaf (the cells live in both colours go to either): m, or black's
    /// count beside w0 white pieces (-1 when white cannot have w0).
    int leafValue(const State &s) const
    {
        const int cells = s.liveW + s.liveB - s.both;
        if (w0 > 0)
            return s.liveW < w0 ? -1 : std::min(s.liveB, cells - w0);
        return std::min({s.liveW, s.liveB, cells / 2});
    }

    /// The white and black pieces of a leaf for value k (k <= leafValue).
    Placement extract(const State &s, int k) const { return armyPlacement(m, whiteTarget(k), k, s.nW, s.nB); }

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

    struct LineSymmetry {
        std::vector<int> inverse; ///< per line x: the line g maps onto x
        bool swapColours = false;
    };

    const Model &m;
    int w0 = 0;
    std::vector<LineSymmetry> m_symmetries; ///< the problem's symmetries but the identity
};

/// Counter and record keys of the ledger: "f<task>" the value a task found, "a<task>" a task
/// abandoned because an earlier one had found a placement.
std::string taskKey(char kind, std::size_t task)
{
    std::string key = std::to_string(task);
    key.insert(key.begin(), kind);
    return key;
}

/// The placement putPlacement wrote, if it is one of exactly `k` black pieces and as many
/// white (or the request's fixed `white`) on the model's cells, keeps the preplaced pieces and is peaceable (a damaged or foreign
/// checkpoint gives nothing).
std::optional<Placement> takePlacement(const std::map<std::string, std::uint64_t> &in,
                                       const std::string &prefix, const Model &m, int k)
{
    Placement p(m.board);
    std::size_t keys = 0;
    for (const auto &[key, value] : in)
        if (key.rfind(prefix + ".", 0) == 0)
            ++keys;
    std::size_t used = 0;
    CellSet cells;
    for (int c : m.cells)
        cells.set(c);
    for (int word = 0; word * 64 < m.area; ++word)
        for (const bool black : {false, true}) {
            const auto it = in.find(prefix + (black ? ".b" : ".w") + std::to_string(word));
            if (it == in.end())
                continue;
            ++used;
            for (int i = 0; i < 64; ++i) {
                if (!((it->second >> i) & 1U))
                    continue;
                const int c = word * 64 + i;
                if (c >= m.area || !cells.test(c) || p.at(c) != kEmpty)
                    return std::nullopt;
                p.set(c, m.piece, black);
            }
        }
    const int blacks = static_cast<int>(p.blackCells().count());
    const int whites = m.request.white > 0 ? m.request.white : k;
    if (used != keys || blacks != k || p.pieceCount() != whites + k || (m.preWhite & ~p.occupied()).any() ||
        (m.preBlack & ~p.blackCells()).any() || (m.preWhite & p.blackCells()).any() ||
        !isPeaceable(p, m.request.catalogue))
        return std::nullopt;
    return p;
}

/// The key of the best army so far among the records (SearchContext::record, note).
constexpr const char *kBestKey = "peaceable.best";

/// Notes a placement of value v as the best so far when it is better than the one recorded,
/// so that every later checkpoint carries it (even when its task is cut short).
void noteBest(SearchContext &context, int value, const Placement &placement)
{
    static std::mutex mutex;
    std::lock_guard lock(mutex);
    if (context.recorded(kBestKey).value_or(0) >= static_cast<std::uint64_t>(value))
        return;
    std::map<std::string, std::uint64_t> values{{kBestKey, static_cast<std::uint64_t>(value)}};
    for (const auto &[key, word] : context.records())
        if (key.rfind(std::string(kBestKey) + ".", 0) == 0)
            values[key] = 0; // words of the old placement that the new one leaves out
    putPlacement(values, kBestKey, placement);
    context.note(values);
}

/// What one rung of the ladder (target t) ended with.
struct RungOutcome {
    bool complete = false;   ///< every task done
    long long hit = -1;      ///< complete: the first task with a placement (-1: t refuted)
    int hitValue = 0;        ///< its value
    Placement hitPlacement;  ///< its placement
    int bestValue = -1;      ///< stopped: the best value found by any task (ledger or cut short)
    Placement bestPlacement; ///< and its placement
    int upper = 0;           ///< stopped: the largest bound of the tasks not refuted
};

/*
 * One rung on the ledger (search.h, runLedgerTasks), a phase of its own ("peaceable/t<t>"), so
 * that a checkpoint of another rung does not resume it. A task that finds a placement reports
 * "f<task>" = its value and the placement (putPlacement); a task skipped because an earlier
 * task had found one reports "a<task>", so a stopped rung still counts its bound as open. The
 * rung's answer is the first task in order with a placement: every task before it is done and
 * refuted, whichever session ran it, so the answer never depends on threads or pauses.
 */
Result<RungOutcome> runRung(const Engine &engine, const Model &model, SearchContext &context,
                            const State &root, int t, int depth, bool rootFree, int fixedM)
{
    std::vector<State> tasks;
    engine.cut(root, t, depth, rootFree, tasks);
    std::string phase = "peaceable/t", split = "d";
    phase += std::to_string(t);
    split += std::to_string(depth) + '/' + std::to_string(tasks.size());
    if (model.request.symmetry == PeaceableSymmetry::Colours)
        split.insert(0, "colours/");
    std::atomic<std::size_t> firstFound{tasks.size()};
    if (const TaskLedger *r = context.options().resume; r && r->split == ledgerSplit(phase, split))
        for (std::size_t i = 0; i < tasks.size(); ++i)
            if (r->counters.count(taskKey('f', i))) {
                firstFound = i;
                break;
            }
    context.setPhase(phase);
    TaskLedger ledger;
    TaskResult dropped;
    auto ran = runLedgerTasks(
        context, tasks.size(), split, ObjectiveSense::Maximise,
        [&](std::size_t task, int, TaskResult &out) {
            if (task > firstFound.load()) {
                out.counters[taskKey('a', task)] = 1;
                return;
            }
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
            if (r < 0) { // abandoned (or stopped: then the result is dropped)
                out.counters[taskKey('a', task)] = 1;
                return;
            }
            if (r == 0)
                return;
            const int value = engine.leafValue(leaf);
            const Placement placement = engine.extract(leaf, fixedM > 0 ? fixedM : value);
            out.best = value;
            out.counters[taskKey('f', task)] = static_cast<std::uint64_t>(value);
            putPlacement(out.counters, taskKey('f', task), placement);
            if (fixedM <= 0)
                noteBest(context, value, placement);
            std::size_t cur = firstFound.load();
            while (task < cur && !firstFound.compare_exchange_weak(cur, task)) {
            }
        },
        ledger, context.options().resume, &dropped);
    context.setPhase({});
    if (!ran)
        return ran.error();

    RungOutcome out;
    out.complete = ran.value();
    auto found = [&](const std::map<std::string, std::uint64_t> &counters, std::size_t i) -> int {
        const auto it = counters.find(taskKey('f', i));
        return it == counters.end() ? -1 : static_cast<int>(std::min<std::uint64_t>(it->second, kMaxCells));
    };
    auto placementOf = [&](const std::map<std::string, std::uint64_t> &counters, std::size_t i, int value) {
        return takePlacement(counters, taskKey('f', i), model, fixedM > 0 ? fixedM : value);
    };
    for (std::size_t i = 0; i < tasks.size(); ++i) {
        const bool done = ledger.done[i] != 0;
        const int inLedger = done ? found(ledger.counters, i) : -1;
        const int cut = found(dropped.counters, i);
        if (done && inLedger >= 0 && out.hit < 0)
            if (auto p = placementOf(ledger.counters, i, inLedger)) {
                out.hit = static_cast<long long>(i);
                out.hitValue = inLedger;
                out.hitPlacement = std::move(*p);
            }
        for (const auto *counters : {&ledger.counters, &dropped.counters}) {
            const int v = counters == &ledger.counters ? inLedger : cut;
            if (v > out.bestValue)
                if (auto p = placementOf(*counters, i, v)) {
                    out.bestValue = v;
                    out.bestPlacement = std::move(*p);
                }
        }
        if (!done || inLedger >= 0 || ledger.counters.count(taskKey('a', i)))
            out.upper = std::max(out.upper, engine.bound(tasks[i]));
    }
    // A found task whose placement could not be read back (a damaged checkpoint) is no answer.
    if (out.complete && out.hit < 0)
        for (std::size_t i = 0; i < tasks.size(); ++i)
            if (found(ledger.counters, i) >= 0)
                return fieldError(ErrorCode::CheckpointMismatch, "counters");
    return out;
}

} // namespace

void putPlacement(std::map<std::string, std::uint64_t> &out, const std::string &prefix, const Placement &p)
{
    const int area = p.board().area();
    for (int k = 0; k * 64 < area; ++k) {
        std::uint64_t w = 0, b = 0;
        for (int i = 0; i < 64 && k * 64 + i < area; ++i) {
            const int c = k * 64 + i;
            if (p.at(c) != kEmpty)
                (p.isBlack(c) ? b : w) |= std::uint64_t{1} << i;
        }
        if (w)
            out[prefix + ".w" + std::to_string(k)] = w;
        if (b)
            out[prefix + ".b" + std::to_string(k)] = b;
    }
}

int boundBelow(const Model &model, int t, int depth)
{
    const Engine engine(model);
    State root = engine.root();
    if (!engine.preplace(root))
        return 0;
    std::vector<State> tasks;
    engine.cut(root, t, depth,
               model.preWhiteCount + model.preBlackCount == 0 && model.request.white == 0 &&
                   !engine.breaksColourExchange(),
               tasks);
    int upper = t - 1;
    for (const State &s : tasks)
        upper = std::max(upper, engine.bound(s));
    return upper;
}

/*
 * The ladder on the ledger. The best placement found so far is among the records as soon as a
 * task finds it ("peaceable.best" = its value and the placement, noteBest), and the proof at
 * the end is recorded as "peaceable.proven" (= the optimum). A resumed search starts at the
 * rung above the best army known (that rung's own checkpoint continues it, search.h), and one
 * resumed after the proof goes straight to the count. An uninterrupted run climbs by the first
 * task's placement of each rung, so its path never depends on threads; a resumed one may climb
 * faster (a better placement that a stopped task had found), never to another optimum.
 */
ArmyResult searchArmy(const Model &model, SearchContext &context, int fixedM)
{
    ArmyResult result;
    const Engine engine(model);
    State root = engine.root();
    const bool whiteFixed = model.request.white > 0;
    const int preMax = std::max(model.preWhiteCount, model.preBlackCount);
    const bool preplaced = model.preWhiteCount + model.preBlackCount > 0;
    if (!engine.preplace(root)) {
        result.complete = true;
        return result;
    }
    // m = 0: the empty board (no preplaced pieces) is always peaceable. With white fixed the
    // ladder starts at no black piece (a placement of the white ones alone).
    if (!preplaced && fixedM <= 0 && !whiteFixed) {
        result.found = true;
        result.placement = Placement(model.board);
    }
    int t = fixedM > 0 ? fixedM : whiteFixed ? model.preBlackCount : std::max(1, preMax);
    if (fixedM <= 0)
        if (const auto best = context.recorded(kBestKey)) {
            const int v = static_cast<int>(std::min<std::uint64_t>(*best, kMaxCells));
            if (auto p = takePlacement(context.records(), kBestKey, model, v); p && v >= t) {
                result.found = true;
                result.best = v;
                result.placement = std::move(*p);
                context.setBestObjective(v);
                t = v + 1;
                if (context.recorded("peaceable.proven") == static_cast<std::uint64_t>(v)) {
                    result.complete = true;
                    result.upperBound = v;
                    return result;
                }
            }
        }
    const int depth = model.request.taskDepth > 0 ? model.request.taskDepth : 10;
    const std::uint64_t nodesBefore = context.nodes();
    for (;;) {
        // The exchange of colours maps a labelling to one of the same value only when both
        // colours have the same target.
        auto rung = runRung(engine, model, context, root, t, depth,
                            !preplaced && !whiteFixed && !engine.breaksColourExchange(), fixedM);
        result.nodes = context.nodes() - nodesBefore;
        if (!rung) {
            result.error = rung.error();
            return result;
        }
        RungOutcome &r = rung.value();
        if (r.complete && r.hit >= 0) {
            const int v = fixedM > 0 ? fixedM : r.hitValue;
            result.found = true;
            result.best = v;
            result.placement = std::move(r.hitPlacement);
            context.setBestObjective(v);
            if (fixedM > 0) {
                result.complete = true; // existence shown
                result.upperBound = v;
                return result;
            }
            noteBest(context, v, result.placement);
            context.record({}); // a checkpoint between the rungs
            t = v + 1;
            continue;
        }
        if (r.complete) {
            // t is refuted: the proof.
            result.complete = true;
            result.upperBound = std::max(0, t - 1);
            if (fixedM <= 0 && result.found)
                context.record({{"peaceable.proven", static_cast<std::uint64_t>(t - 1)}});
            return result;
        }
        // Stopped. A placement a task found counts (a --m one shows existence); proven: below
        // t for the parts cut away and the tasks refuted, each other task's bound for the rest.
        if (r.bestValue >= 0 && (fixedM > 0 || r.bestValue > result.best || !result.found)) {
            result.found = true;
            result.best = fixedM > 0 ? fixedM : r.bestValue;
            result.placement = std::move(r.bestPlacement);
            context.setBestObjective(result.best);
            if (fixedM > 0) {
                result.complete = true;
                result.upperBound = fixedM;
                return result;
            }
        }
        // The best army known may also be one a task found beyond its rung's first (noteBest).
        if (fixedM <= 0)
            if (const auto known = context.recorded(kBestKey);
                known && *known > static_cast<std::uint64_t>(result.best))
                if (auto p = takePlacement(context.records(), kBestKey, model, static_cast<int>(*known))) {
                    result.found = true;
                    result.best = static_cast<int>(*known);
                    result.placement = std::move(*p);
                }
        result.upperBound = std::max({t - 1, result.best, r.upper});
        result.complete = false;
        return result;
    }
}

} // namespace cpw::peaceable
