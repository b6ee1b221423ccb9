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
 * piece added (cell order), so counts are sums over a fixed list of tasks (on the ledger: they
 * pause and resume, countArmies).
 *
 * Placements are materialised only when they are streamed or counted up to symmetry: then
 * each B is enumerated, and with `distinct` a placement counts as a class when no element of
 * the group (board symmetries, perhaps with the colours exchanged) maps it to a smaller one
 * (white cells first, then black, compared as sets).
 */
#include <algorithm>
#include <atomic>
#include <map>
#include <optional>
#include <set>
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
        : mo(model), ctx(context), m(m), distinct(distinct)
    {
        // With white fixed at another count than black's, the exchange of colours is no
        // symmetry of the placements.
        const int mw = mo.request.white > 0 ? mo.request.white : m;
        for (const GroupElement &g : group)
            if (!g.swapColours || mw == m)
                this->group.push_back(g);
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
    }

    std::size_t taskCount() const { return need <= 0 ? 1 : candidates.size(); }

    struct Local {
        Wide count = 0;
        std::uint64_t classes = 0;
        std::uint64_t nodes = 0, flushed = 0;
        bool aborted = false;
        std::vector<Placement> kept; ///< the classes' least placements (request.representatives)
    };

    /// True when no element of the group maps (w, b) to a smaller placement.
    bool canonicalSets(const CellSet &w, const CellSet &b) const { return canonical(w, b); }

    void runTask(std::size_t task, Local &local)
    {
        if (need < 0 || (forbidden0 & mo.preBlack).any())
            return;
        CellSet w = mo.preWhite;
        if (need == 0) {
            leaf(w, forbidden0, local);
            return;
        }
        const int c = candidates[task];
        w.set(c);
        const CellSet f = forbidden0 | mo.conflicts[c] | CellSet().set(c);
        if (safeCount(f) < m)
            return;
        dfs(task + 1, 1, w, f, local);
    }

private:
    int safeCount(const CellSet &forbidden) const
    {
        return static_cast<int>((boardCells & ~forbidden).count());
    }

    void dfs(std::size_t pos, int added, CellSet &w, const CellSet &forbidden, Local &local)
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
            leaf(w, forbidden, local);
            return;
        }
        for (std::size_t j = pos; j + (need - added) <= candidates.size(); ++j) {
            const int c = candidates[j];
            const CellSet f = forbidden | mo.conflicts[c] | CellSet().set(c);
            if (safeCount(f) < m)
                continue;
            w.set(c);
            dfs(j + 1, added + 1, w, f, local);
            w.reset(c);
            if (local.aborted)
                return;
        }
    }

    void leaf(const CellSet &w, const CellSet &forbidden, Local &local)
    {
        const CellSet safe = boardCells & ~forbidden;
        const int free = static_cast<int>(safe.count()) - mo.preBlackCount;
        const int pick = m - mo.preBlackCount;
        if (pick < 0 || free < pick)
            return;
        if (!distinct && !ctx.wantsSolutions()) {
            const Wide n = binomial(free, pick);
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
            ++local.count;
            const bool listed = !distinct || canonical(w, b);
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

    bool canonical(const CellSet &w, const CellSet &b) const
    {
        for (std::size_t g = 0; g < group.size(); ++g) {
            CellSet iw, ib;
            for (int c : mo.cells) {
                if (w.test(c))
                    iw.set(maps[g][c]);
                else if (b.test(c))
                    ib.set(maps[g][c]);
            }
            if (group[g].swapColours)
                std::swap(iw, ib);
            if (lessPlacement(iw, ib, w, b))
                return false;
        }
        return true;
    }

    const Model &mo;
    SearchContext &ctx;
    int m;
    bool distinct;
    std::vector<GroupElement> group;
    std::vector<std::vector<int>> maps;
    CellSet boardCells;
    std::vector<int> candidates;
    CellSet forbidden0;
    int need = 0;
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
        context, tasks, (keep ? "r" : "") + std::to_string(tasks), ObjectiveSense::None,
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
