/*
 * Counting peaceable placements of exactly m white and m black pieces.
 *
 * A placement is a pair (W, B): W holds the preplaced white pieces and mw - (their number)
 * more, none on a preplaced black piece or a cell in conflict with one; B is any mb-subset of
 * the cells that are neither in W nor in conflict with W ("safe" for black) that holds the
 * preplaced black pieces (mw = mb = m, or with white fixed mw = its count). So the search
 * enumerates W only, as combinations in cell order, and adds C(|safe(W)| - pb, mb - pb) at
 * each complete W. Adding a white piece only shrinks safe(W), so a partial W with fewer than
 * mb safe cells is dropped. Tasks: the first white
 * pieces added (cell order; below), so counts are sums over a fixed list of tasks (on the
 * ledger: they pause and resume, countArmies).
 *
 * Placements are materialised only when they are streamed or counted up to symmetry: then
 * each B is enumerated, and with `distinct` a placement counts as a class when no element of
 * the group (board symmetries, perhaps with the colours exchanged) maps it to a smaller one
 * (white cells first, then black, compared as sets).
 *
 * Counting up to symmetry enumerates only the W that no symmetry of the group which keeps the
 * colours maps to a smaller set (the least placement of a class has such a W: its images
 * under those elements are placements of the class too, compared first by their white sets).
 * The test is made while W grows (a lex-leader cut): let P be W so far (the preplaced white
 * pieces and the cells chosen, all up to the last chosen cell c) and x the lowest cell where
 * P and g(P) differ. Such an x is at most c: g keeps the preplaced pieces, so were P and g(P)
 * equal up to c, the chosen cells would be g's images of chosen cells, all of them, and g(P)
 * would be P. If x lies in g(P), every completion W' has g(W') < W' (later choices are above c,
 * and the cells g maps from them only add to g(W'), below or above x), so the branch holds no
 * least placement and is cut. Each class then adds its orbit's size,
 * |group| / |stabiliser| (the distinct images of its least placement), to the count of
 * placements, which stays the count of all of them.
 *
 * With only the exchange of colours broken (`--symmetry colours`, a second computation that
 * shares no cut of W with the one above), W is not cut, and black's bound below comes from the
 * exchange alone: black takes only cells above W's lowest cell w0. Counting classes, each least
 * placement then adds its orbit under the whole group. Counting every placement (`pairs`), each
 * W adds 2 C(s, m), s its safe cells above w0: a placement (W, B) with B above w0 stands for
 * itself and (B, W), whose lowest cell is black, and each placement is one of the two (W and B
 * are disjoint and not empty).
 *
 * Tasks: the first three white pieces added (triples of candidates in cell order), so that
 * a task is short enough for a pause to lose little (a stopped task runs again whole); pairs or
 * single candidates when fewer pieces are to be added, one task when none. (Pairs, as up to
 * December 2026, left tasks of 80 CPU minutes on 12x12.)
 */
#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <string>

#include "peaceable/model.h"

namespace cpw::peaceable {

namespace {

using Wide = unsigned __int128;
const Wide kWideMax = ~Wide(0);

/// C(n, k) saturated at kWideMax.
Wide binomial(int n, int k)
{
    if (k < 0 || k > n)
        return 0;
    k = std::min(k, n - k);
    Wide r = 1;
    for (int i = 1; i <= k; ++i) {
        const Wide num = static_cast<Wide>(n - k + i);
        if (r > kWideMax / num)
            return kWideMax;
        r = r * num / i; // exact: r * num is divisible by i
    }
    return r;
}

class Counter {
public:
    Counter(const Model &model, SearchContext &context, int m, bool distinct,
            const std::vector<GroupElement> &group)
        : mo(model), ctx(context), m(m), distinct(distinct),
          coloursOnly(model.request.symmetry == PeaceableSymmetry::Colours)
    {
        // With white fixed at another count than black's, the exchange of colours is no
        // symmetry of the placements.
        const int mw = mo.request.white > 0 ? mo.request.white : m;
        for (const GroupElement &g : group)
            if (!g.swapColours || mw == m)
                this->group.push_back(g);
        // Counting every placement with the exchange of colours broken (below): the least of
        // each pair {(W, B), (B, W)} is counted twice, at a binomial.
        const bool exchange = std::any_of(this->group.begin(), this->group.end(), [](const GroupElement &g) {
            return g.swapColours && g.symmetry == Symmetry::Identity;
        });
        pairs = coloursOnly && !distinct && exchange && m > 0 && !ctx.wantsSolutions();
        for (int c : mo.cells)
            boardCells.set(c);
        CellSet blocked = mo.preBlack;
        for (int c : mo.cells)
            if (mo.preBlack.test(c))
                blocked |= mo.conflicts[c];
        for (int c : mo.cells)
            if (!blocked.test(c) && !mo.preWhite.test(c))
                candidates.push_back(c);
        forbidden0 = mo.preWhite;
        for (int c : mo.cells)
            if (mo.preWhite.test(c))
                forbidden0 |= mo.conflicts[c];
        need = mw - mo.preWhiteCount;
        for (const GroupElement &g : this->group) {
            std::vector<int> map(mo.area, -1);
            for (int c : mo.cells)
                map[c] = mo.board.transform(g.symmetry, c);
            maps.push_back(std::move(map));
        }
        // The tasks: the first one, two or three white pieces added (the bounds of dfs's loop:
        // the p-th of them, from 0, lies at most at n - need + p).
        const int n = static_cast<int>(candidates.size());
        const int depth = std::min(need, 3);
        std::array<int, 3> first{-1, -1, -1};
        auto enumerate = [&](auto &&self, int p, int from) -> void {
            if (p == depth) {
                firsts.push_back(first);
                return;
            }
            for (int i = from; i <= n - need + p; ++i) {
                first[static_cast<std::size_t>(p)] = i;
                self(self, p + 1, i + 1);
            }
        };
        if (depth > 0)
            enumerate(enumerate, 0, 0);
        // The cut by the symmetries that keep the colours (the identity left out); none when
        // only the exchange of colours is broken.
        if (distinct && !coloursOnly && mo.area <= 256)
            for (std::size_t g = 0; g < this->group.size(); ++g) {
                bool identity = true;
                for (int c : mo.cells)
                    identity = identity && maps[g][c] == c;
                if (!this->group[g].swapColours && !identity && keepers.size() < preImages.of.size())
                    keepers.push_back(g);
            }
        cut = !keepers.empty();
        // The least image of each cell under the elements that exchange the colours (the black
        // cells' bound below); the area when there are none.
        swapLeast.assign(static_cast<std::size_t>(mo.area), mo.area);
        for (std::size_t g = 0; g < this->group.size(); ++g)
            if (this->group[g].swapColours && (!coloursOnly || this->group[g].symmetry == Symmetry::Identity))
                for (int c : mo.cells)
                    swapLeast[c] = std::min(swapLeast[c], maps[g][c]);
        for (int c : mo.cells)
            if (mo.preWhite.test(c))
                add(preImages, c);
    }

    /// A set of at most 256 cells, for the cut (larger boards are not cut).
    struct Small {
        std::array<std::uint64_t, 4> words{};
        void set(int c) { words[static_cast<std::size_t>(c) >> 6] |= std::uint64_t(1) << (c & 63); }
    };
    /// W and its images under the symmetries that keep the colours (`keepers`), for the cut.
    struct Images {
        Small w;
        std::array<Small, 8> of;
    };

    std::size_t taskCount() const { return need <= 0 ? 1 : firsts.size(); }
    /// Whether the group the classes are taken under exchanges the colours.
    bool exchangesColours() const
    {
        return std::any_of(group.begin(), group.end(), [](const GroupElement &g) { return g.swapColours; });
    }
    /// The split's name: the tasks (t: triples of first cells, p: fewer; the task count) and
    /// whether W is cut by symmetry.
    std::string splitName() const
    {
        const char *how = cut ? "s" : bound() ? "b" : "";
        return how + std::string(need >= 3 ? "t" : "p") + std::to_string(taskCount());
    }

    struct Local {
        Wide count = 0;
        std::uint64_t classes = 0;
        std::uint64_t nodes = 0, flushed = 0;
        bool aborted = false;
        std::vector<Placement> kept; ///< the classes' least placements (request.representatives)
        CellSet blackCells;          ///< the cells black may hold in this task (runTask)
        std::vector<std::vector<int>> viable; ///< per number of pieces added: dfs's viable cells
    };

    /// True when no element of the group maps (w, b) to a smaller placement.
    bool canonicalSets(const CellSet &w, const CellSet &b) const { return canonical(w, b); }

    void runTask(std::size_t task, Local &local)
    {
        if (need < 0 || (forbidden0 & mo.preBlack).any())
            return;
        CellSet w = mo.preWhite;
        Images images = preImages;
        // The lowest white cell: the preplaced ones' or the task's first (later ones are above).
        int lowest = need > 0 ? candidates[firsts[task][0]] : mo.area;
        if (mo.preWhite.any())
            lowest = std::min(lowest, static_cast<int>(mo.preWhite._Find_first()));
        if (!blackBound(lowest, local))
            return;
        if (need == 0) {
            if (!cut || leader(images))
                leaf(w, forbidden0, local);
            return;
        }
        CellSet f = forbidden0;
        std::size_t next = 0;
        int added = 0;
        for (int j : firsts[task]) {
            if (j < 0)
                continue;
            const int c = candidates[j];
            w.set(c);
            f |= mo.conflicts[c];
            f.set(c);
            if (safeCount(f, local) < m)
                return;
            add(images, c);
            ++added;
            if (added < need && cut && !leader(images))
                return;
            next = static_cast<std::size_t>(j) + 1;
        }
        local.viable.assign(static_cast<std::size_t>(need) + 1, {});
        dfs(std::span<const int>(candidates).subspan(next), added, w, images, f, local);
    }

private:
    /*
     * The black cells' bound. Counting up to symmetry (`distinct`, and `pairs` below), only
     * least placements are counted, and if the group exchanges the colours, no black cell of a least
     * placement (W, B) has an image below W's lowest cell w0 under an element h that exchanges them: h maps
     * (W, B) to (h(B), h(W)), and a cell x of h(B) below w0 is the lowest cell where W and h(B)
     * differ (W has none below w0) and lies in h(B), so the image would be smaller. Black then
     * takes only the cells whose least such image is at least w0 (all cells when w0 is the
     * first cell, fewer the higher W starts); the safe count that prunes W counts those.
     * False when a preplaced black piece lies outside them (the task holds no least placement).
     */
    bool blackBound(int lowest, Local &local) const
    {
        local.blackCells = boardCells;
        if (!bound())
            return true;
        for (int c : mo.cells)
            if (swapLeast[c] < lowest)
                local.blackCells.reset(c);
        return !(mo.preBlack & ~local.blackCells).any();
    }

    int safeCount(const CellSet &forbidden, const Local &local) const
    {
        return static_cast<int>((local.blackCells & ~forbidden).count());
    }

    void add(Images &images, int c) const
    {
        images.w.set(c);
        for (std::size_t i = 0; i < keepers.size(); ++i)
            images.of[i].set(maps[keepers[i]][c]);
    }

    /// False when some symmetry that keeps the colours maps every completion of W to a smaller
    /// set (the block comment above).
    bool leader(const Images &images) const
    {
        for (std::size_t i = 0; i < keepers.size(); ++i) {
            const Small &g = images.of[i];
            for (std::size_t k = 0; k < g.words.size(); ++k) {
                const std::uint64_t d = images.w.words[k] ^ g.words[k];
                if (d == 0)
                    continue;
                if ((g.words[k] >> std::countr_zero(d)) & 1U) // the lowest difference is g's
                    return false;
                break;
            }
        }
        return true;
    }

    /*
     * The white set grows by one of `from`, the cells after W's last one that could still be
     * added. A cell is viable when adding it leaves at least m cells safe for black; adding
     * more pieces only shrinks the safe cells, so a cell that is not viable at a node is not
     * viable anywhere below it. Each node keeps its viable cells (a list per depth in `local`)
     * and hands its children the part after the child's cell, so the lists shrink as W grows,
     * and a node with fewer viable cells than pieces still to add is a dead end, as is a child
     * with fewer after it than the pieces it still needs.
     */
    void dfs(std::span<const int> from, int added, CellSet &w, Images &images, const CellSet &forbidden,
             Local &local)
    {
        if (local.aborted)
            return;
        if ((++local.nodes & 1023) == 0) {
            ctx.addNodes(local.nodes - local.flushed);
            local.flushed = local.nodes;
            if (ctx.stopRequested()) {
                local.aborted = true;
                return;
            }
        }
        if (added == need) {
            if (!cut || leader(images))
                leaf(w, forbidden, local);
            return;
        }
        std::vector<int> &viable = local.viable[static_cast<std::size_t>(added)];
        viable.clear();
        for (int c : from)
            if (safeCount(forbidden | mo.conflicts[c] | CellSet().set(c), local) >= m)
                viable.push_back(c);
        const std::size_t still = static_cast<std::size_t>(need - added);
        for (std::size_t t = 0; t + still <= viable.size(); ++t) {
            const int c = viable[t];
            const CellSet f = forbidden | mo.conflicts[c] | CellSet().set(c);
            const std::span<const int> after = std::span<const int>(viable).subspan(t + 1);
            w.set(c);
            if (!cut) {
                dfs(after, added + 1, w, images, f, local); // (no images kept)
            } else {
                Images grown = images;
                add(grown, c);
                if (added + 1 == need || leader(grown))
                    dfs(after, added + 1, w, grown, f, local);
            }
            w.reset(c);
            if (local.aborted)
                return;
        }
    }

    void leaf(const CellSet &w, const CellSet &forbidden, Local &local)
    {
        const CellSet safe = local.blackCells & ~forbidden;
        const int free = static_cast<int>(safe.count()) - mo.preBlackCount;
        const int pick = m - mo.preBlackCount;
        if (pick < 0 || free < pick)
            return;
        if (!distinct && !ctx.wantsSolutions()) {
            Wide n = binomial(free, pick);
            if (pairs) // (W, B) and (B, W)
                n = n > kWideMax / 2 ? kWideMax : n * 2;
            local.count = n > kWideMax - local.count ? kWideMax : local.count + n;
            return;
        }
        std::vector<int> pool;
        for (int c : mo.cells)
            if (safe.test(c) && !mo.preBlack.test(c))
                pool.push_back(c);
        std::vector<int> idx(pick);
        for (int i = 0; i < pick; ++i)
            idx[i] = i;
        for (;;) {
            CellSet b = mo.preBlack;
            for (int i : idx)
                b.set(pool[i]);
            const bool listed = !distinct || canonical(w, b);
            if (!distinct)
                ++local.count;
            else if (listed) // each class once, as its orbit's placements
                local.count += orbitSize(w, b);
            if (distinct && listed)
                ++local.classes;
            if (distinct && listed && mo.request.representatives) {
                Placement p(mo.board);
                for (int c : mo.cells)
                    if (w.test(c) || b.test(c))
                        p.set(c, mo.piece, b.test(c));
                local.kept.push_back(std::move(p));
            }
            // With `distinct` only one placement of each class is listed (the contract).
            if (listed && ctx.wantsSolutions()) {
                Solution s;
                s.placement = Placement(mo.board);
                for (int c : mo.cells)
                    if (w.test(c))
                        s.placement.set(c, mo.piece, false);
                    else if (b.test(c))
                        s.placement.set(c, mo.piece, true);
                s.objective = m;
                if (!ctx.submit(s)) {
                    local.aborted = true;
                    return;
                }
            }
            // Next combination.
            int i = pick - 1;
            while (i >= 0 && idx[i] == static_cast<int>(pool.size()) - pick + i)
                --i;
            if (i < 0)
                break;
            ++idx[i];
            for (int j = i + 1; j < pick; ++j)
                idx[j] = idx[j - 1] + 1;
            if ((++local.nodes & 1023) == 0 && ctx.stopRequested()) {
                local.aborted = true;
                return;
            }
        }
    }

    /// The image of (w, b) under the group's element g: (white, black).
    std::pair<CellSet, CellSet> image(std::size_t g, const CellSet &w, const CellSet &b) const
    {
        CellSet iw, ib;
        for (int c : mo.cells) {
            if (w.test(c))
                iw.set(maps[g][c]);
            else if (b.test(c))
                ib.set(maps[g][c]);
        }
        if (group[g].swapColours)
            std::swap(iw, ib);
        return {iw, ib};
    }

    /// The number of distinct images of (w, b) under the group (with the identity).
    int orbitSize(const CellSet &w, const CellSet &b) const
    {
        std::vector<std::pair<CellSet, CellSet>> seen{{w, b}};
        for (std::size_t g = 0; g < group.size(); ++g)
            if (auto i = image(g, w, b); std::find(seen.begin(), seen.end(), i) == seen.end())
                seen.push_back(std::move(i));
        return static_cast<int>(seen.size());
    }

    bool canonical(const CellSet &w, const CellSet &b) const
    {
        for (std::size_t g = 0; g < group.size(); ++g) {
            const auto [iw, ib] = image(g, w, b);
            if (lessPlacement(iw, ib, w, b))
                return false;
        }
        return true;
    }

    const Model &mo;
    SearchContext &ctx;
    int m;
    bool distinct;
    /// Only the exchange of colours broken (request.symmetry Colours): no cut of W, and black's
    /// bound from the exchange alone.
    bool coloursOnly;
    /// Counting every placement with the exchange of colours broken: black above W's lowest cell,
    /// each placement found standing for itself and its exchange (twice the binomial).
    bool pairs = false;
    /// Whether black's cells are bounded (blackBound): whenever the placements counted are the
    /// least of their classes.
    bool bound() const { return distinct || pairs; }
    std::vector<GroupElement> group;
    std::vector<std::vector<int>> maps;
    CellSet boardCells;
    std::vector<int> candidates;
    /// Each task's first one, two or three candidates (indices; -1 past the pieces to add).
    std::vector<std::array<int, 3>> firsts;
    /// Per cell: its least image under the elements that exchange the colours (blackBound).
    std::vector<int> swapLeast;
    CellSet forbidden0;
    int need = 0;
    /// Counting up to symmetry, W cut by the group's elements that keep the colours (their
    /// indices in `group`, the identity left out); preImages: the preplaced white's images.
    bool cut = false;
    std::vector<std::size_t> keepers;
    Images preImages;
};

/// The representatives a task kept, in its counters: "rep.<task>.<i>.n" = 1 and putPlacement's
/// words under "rep.<task>.<i>".
std::string repKey(std::size_t task, std::size_t i)
{
    return "rep." + std::to_string(task) + '.' + std::to_string(i);
}

/// The representatives among a ledger's counters, each checked (m white, or the fixed white
/// count, and m black on the board's cells, canonical), in the order of lessPlacement.
/// Nothing when one is damaged (a foreign checkpoint).
std::optional<std::vector<Placement>> representativesOf(const std::map<std::string, std::uint64_t> &counters,
                                                        const Model &m, int mb, const Counter &counter)
{
    std::map<std::string, std::pair<CellSet, CellSet>> sets;
    std::set<std::string> marked;
    CellSet cells;
    for (int c : m.cells)
        cells.set(c);
    for (auto it = counters.lower_bound("rep."); it != counters.end() && it->first.rfind("rep.", 0) == 0; ++it) {
        const std::string &key = it->first;
        const std::size_t dot = key.rfind('.');
        if (dot != std::string::npos && key.compare(dot, std::string::npos, ".n") == 0 && it->second == 1) {
            sets[key.substr(0, dot)]; // a representative (its words beside it, if any)
            marked.insert(key.substr(0, dot));
            continue;
        }
        if (dot == std::string::npos || dot + 2 >= key.size() || (key[dot + 1] != 'w' && key[dot + 1] != 'b'))
            return std::nullopt;
        int word = 0;
        try {
            word = std::stoi(key.substr(dot + 2));
        } catch (...) {
            return std::nullopt;
        }
        if (word < 0 || word * 64 >= m.area)
            return std::nullopt;
        auto &[w, b] = sets[key.substr(0, dot)];
        CellSet &into = key[dot + 1] == 'w' ? w : b;
        for (int i = 0; i < 64; ++i)
            if ((it->second >> i) & 1U) {
                const int c = word * 64 + i;
                if (c >= m.area)
                    return std::nullopt;
                into.set(c);
            }
    }
    if (marked.size() != sets.size()) // words without their representative's mark
        return std::nullopt;
    const int mw = m.request.white > 0 ? m.request.white : mb;
    std::vector<std::pair<CellSet, CellSet>> list;
    for (const auto &[key, wb] : sets) {
        const auto &[w, b] = wb;
        if (static_cast<int>(w.count()) != mw || static_cast<int>(b.count()) != mb || (w & b).any() ||
            (w & ~cells).any() || (b & ~cells).any() || !counter.canonicalSets(w, b))
            return std::nullopt;
        list.push_back(wb);
    }
    std::sort(list.begin(), list.end(),
              [](const auto &a, const auto &b) { return lessPlacement(a.first, a.second, b.first, b.second); });
    std::vector<Placement> out;
    for (const auto &[w, b] : list) {
        Placement p(m.board);
        for (int c : m.cells)
            if (w.test(c) || b.test(c))
                p.set(c, m.piece, b.test(c));
        out.push_back(std::move(p));
    }
    return out;
}

} // namespace

bool lessPlacement(const CellSet &aW, const CellSet &aB, const CellSet &bW, const CellSet &bB)
{
    if (aW != bW) {
        const CellSet d = aW ^ bW;
        return aW.test(d._Find_first());
    }
    if (aB != bB) {
        const CellSet d = aB ^ bB;
        return aB.test(d._Find_first());
    }
    return false;
}

/*
 * The tasks run on the ledger (search.h, runLedgerTasks) as the phase "peaceable/count/m<m>":
 * a task reports its count as "count.lo32" (the low 32 bits) and "count.hi" (the rest), whose
 * sums cannot wrap for any total below 2^96, and its classes as "classes"; a task whose count
 * does not fit in 96 bits reports "overflow". A stopped count resumes with the done tasks'
 * sums; placements of the tasks that were running are streamed again.
 */
CountResult countArmies(const Model &model, SearchContext &context, int m, bool distinct,
                        const std::vector<GroupElement> &group)
{
    Counter counter(model, context, m, distinct, group);
    const std::size_t tasks = counter.taskCount();
    context.setPhase("peaceable/count/m" + std::to_string(m));
    TaskLedger ledger;
    // A count that keeps the representatives is another split: a checkpoint of a count without
    // them (whose done tasks kept none) does not resume it.
    const bool keep = distinct && model.request.representatives;
    auto ran = runLedgerTasks(
        context, tasks, (keep ? "r" : "") + counter.splitName(), ObjectiveSense::None,
        [&](std::size_t task, int, TaskResult &out) {
            Counter::Local local;
            counter.runTask(task, local);
            context.addNodes(local.nodes - local.flushed);
            if (local.aborted)
                return;
            if ((local.count >> 96) != 0)
                out.counters["overflow"] = 1;
            out.counters["count.lo32"] = static_cast<std::uint64_t>(local.count & 0xffffffffU);
            out.counters["count.hi"] = static_cast<std::uint64_t>(local.count >> 32);
            out.counters["classes"] = local.classes;
            for (std::size_t i = 0; i < local.kept.size(); ++i) {
                out.counters[repKey(task, i) + ".n"] = 1; // (the empty placement has no words)
                putPlacement(out.counters, repKey(task, i), local.kept[i]);
            }
        },
        ledger, context.options().resume);
    context.setPhase({});
    CountResult r;
    r.coloursExchanged = counter.exchangesColours();
    if (!ran) {
        r.error = ran.error();
        return r;
    }
    r.complete = ran.value();
    auto counterOf = [&](const char *key) -> std::uint64_t {
        const auto it = ledger.counters.find(key);
        return it == ledger.counters.end() ? 0 : it->second;
    };
    const Wide total = Wide(counterOf("count.lo32")) + (Wide(counterOf("count.hi")) << 32);
    r.distinct = counterOf("classes");
    if (counterOf("overflow") > 0 || total > Wide(UINT64_MAX))
        r.overflow = true;
    else
        r.solutions = static_cast<std::uint64_t>(total);
    if (keep && r.complete) {
        auto reps = representativesOf(ledger.counters, model, m, counter);
        if (!reps || reps->size() != r.distinct) {
            r.error = fieldError(ErrorCode::CheckpointMismatch, "counters");
            return r;
        }
        r.representatives = std::move(*reps);
    }
    return r;
}

} // namespace cpw::peaceable
