#include <bit>

#include "traits.h"

/*
 * The difficulty of a puzzle (docs/compose.md, "Difficulty"), judged the way a person solves
 * it on paper, by a deliberately simple engine over the family's Deductions.
 *
 * Every cell holds the set of values it may still take (its domain). A *simple deduction*
 * removes a value v from a cell c when the family's local check refutes "c holds v" at once
 * (a cell attacked by a given queen cannot hold a queen; a rank with one free cell left must
 * hold the rank's queen; a cell whose attack count is reached cannot take another attacker).
 * `propagate` applies simple deductions until none applies (a fixed point).
 *
 *   level 1: simple deductions alone decide every cell;
 *   level 2: they do once *trials* help: assume one value of one cell, propagate, and where
 *            that ends in a contradiction remove the value (a one-step "what if"), then go on
 *            with simple deductions; every such removal counts as a trial;
 *   level 3: neither is enough: a person has to search deeper (or the engine's budget of
 *            consistency checks ran out, which is reported as such).
 *
 * The engine is the same for every family; only Deductions::consistent knows the rules.
 */

namespace cpw::compose {

namespace {

struct Engine {
    const Deductions &model;
    std::stop_token token;
    std::uint64_t budget;
    std::uint64_t work = 0;
    int deductions = 0;
    bool exceeded = false;

    bool check(const Domains &d, int cell)
    {
        if (++work > budget || (work % 4096 == 0 && token.stop_requested())) {
            exceeded = true;
            return true; // unknown: do not deduce from it
        }
        return model.consistent(d, cell);
    }

    /// Simple deductions to their fixed point. False on a contradiction. `count` says whether
    /// the removals count as the puzzle's deductions (not inside trials).
    bool propagate(Domains &d, bool count)
    {
        bool changed = true;
        while (changed && !exceeded) {
            changed = false;
            for (std::size_t c = 0; c < d.size(); ++c) {
                if (decided(d[c]))
                    continue;
                for (Domain rest = d[c]; rest; rest &= rest - 1) {
                    const Domain bit = rest & (~rest + 1);
                    const Domain saved = d[c];
                    d[c] = bit;
                    const bool ok = check(d, static_cast<int>(c));
                    d[c] = saved;
                    if (exceeded)
                        return true;
                    if (!ok) {
                        d[c] &= ~bit;
                        changed = true;
                        if (count)
                            ++deductions;
                        if (d[c] == 0)
                            return false;
                    }
                }
            }
        }
        return exceeded || check(d, -1);
    }
};

bool allDecided(const Domains &d)
{
    for (Domain x : d)
        if (!decided(x))
            return false;
    return true;
}

int decidedCount(const Domains &d)
{
    int n = 0;
    for (Domain x : d)
        n += decided(x) ? 1 : 0;
    return n;
}

/// The rating at `level`, with what the engine did.
Difficulty finish(Difficulty out, int level, const Engine &engine, const Domains &d)
{
    out.level = level;
    out.deductions = engine.deductions;
    out.solvedCells = decidedCount(d);
    out.budgetExceeded = engine.exceeded;
    return out;
}

} // namespace

Difficulty rate(const Deductions &deductions, std::stop_token token, std::uint64_t budget)
{
    Engine engine{deductions, token, budget};
    Domains d = deductions.initial();
    Difficulty out;
    out.cells = static_cast<int>(d.size());
    const bool consistent = engine.propagate(d, true);
    if (!consistent)
        return finish(out, 3, engine, d); // the simple rules contradict the givens: no solution
    if (!engine.exceeded && allDecided(d))
        return finish(out, 1, engine, d);
    {
        // Trials, in sweeps over the cells: a refuted assumption is removed and simple
        // deductions applied at once, then the sweep goes on from the next value; sweeps repeat
        // while one removes anything and some cell is undecided.
        bool progress = true;
        while (progress && !engine.exceeded && !allDecided(d)) {
            progress = false;
            for (std::size_t c = 0; c < d.size() && !engine.exceeded; ++c) {
                for (Domain rest = decided(d[c]) ? 0 : d[c]; rest && !engine.exceeded; rest &= rest - 1) {
                    const Domain bit = rest & (~rest + 1);
                    if (decided(d[c]))
                        break; // decided by the deductions of an earlier trial
                    if (!(d[c] & bit))
                        continue; // removed by them
                    Domains trial = d;
                    trial[c] = bit;
                    if (!engine.propagate(trial, false) && !engine.exceeded) {
                        d[c] &= ~bit;
                        ++out.trials;
                        progress = true;
                        if (!engine.propagate(d, true))
                            return finish(out, 3, engine, d); // not a puzzle with a solution
                    }
                }
            }
        }
    }
    return finish(out, (!engine.exceeded && allDecided(d)) ? 2 : 3, engine, d);
}

} // namespace cpw::compose
