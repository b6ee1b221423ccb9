/*
 * The exact-attack puzzle's fewest and most pieces as satisfiability: the SAT engine
 * (`--engine sat`), on CaDiCaL (Debian libcadical-dev).
 *
 * Model. One Boolean x[c][t] per cell c and piece t that may stand there (the allowed pieces,
 * without pawns under --no-pawns; a preplaced piece is a unit), at most one per cell, and
 * occ[c] <-> OR_t x[c][t]. Every ray of a piece (rays.h: a leap is a ray of one cell, a ride
 * ends before the edge, a hole or its range) reaches each cell v on it over the cells between,
 * which must be empty. "These cells are empty" is a chain of ANDs over -occ, built from the
 * target's side, so a farther source extends the literal of the nearer one and every attack
 * along the same cells shares it. Per target v and source c, the pieces that reach v over the
 * same cells share one term (OR of their x, AND the path); a(c -> v) is the OR of c's terms (a
 * piece attacks a cell at most once, also a fairy piece whose rays overlap). Where every source
 * reaches v along one step vector (all standard pieces), the sources along one line exclude
 * each other (the nearest piece blocks the rest) and their OR is one literal per line. A cell
 * with a numeric target k needs exactly k of these: a totalizer (Bailleux and Boufkhad 2003)
 * with outputs "at least j" for j <= k + 1, asserting "at least k" and not "at least k + 1";
 * counting empty cells only, both are conditional on -occ[v]. The encoding is exact both ways:
 * the models are exactly the placements that meet every target.
 *
 * Objective. A second totalizer over occ counts the pieces (preplaced ones included), in the
 * one direction the bounds need ("at least j pieces" is implied for the fewest, implies it for
 * the most). Fewest: solve; while a model exists, solve again under the assumption "fewer than
 * the best so far" (incremental: the learnt clauses stay); UNSAT proves the optimum b. Most:
 * the same upwards. A terminator callback ends the solver at a stop or the time limit; a
 * stopped run reports the best found, unproven.
 *
 * Canonical counting: rules 1 and 2 of the conventions put another piece with the same attacks
 * on the same cell; rule 3 removes a piece that attacks nothing unless a line stops on it that
 * would otherwise go on (counting empty cells only, also where its cell would miss its target
 * once empty). Rule 3 is a clause of the model, so the optimum over models is the optimum over
 * canonical solutions (for the fewest it holds anyway: a removable piece is never in a
 * placement with the fewest pieces).
 *
 * Every solution at the optimum. The placements with b pieces are enumerated under the
 * assumption "exactly b", each excluded by the clause "not all of these pieces, or more than b",
 * brought to canonical form (canonicalFormFor, the conventions' rules), deduplicated and
 * streamed at once. The last call, "no further placement", is a second proof about as hard as
 * the first (6x6 k=2: 24-28 s to prove 11, 50-53 s in all); the summary's `sat_optimum_s` says
 * when the optimum was proven, and a solution limit (`--limit 1`) ends the listing early with
 * the optimum still proven. Distinct classes (the leaf's rule): a solution's images under the
 * problem's symmetries that keep all its pieces' moves attack alike; those in canonical form
 * are solutions with b pieces and make up its class; each solution adds 1/|class|, and with
 * --distinct only the smallest member of a class is streamed. One thread: nothing depends on
 * the thread count.
 *
 * Why: the search engines bound the number of pieces from below by the attacks still missing
 * per piece, which is weak on dense boards; clause learning proves that 6x6 k=3 needs 14 pieces
 * in about a minute, where the occupancy engine is not done after five (docs/exact.md).
 */
#include "exact/sat.h"

#include <algorithm>
#include <cadical.hpp>
#include <climits>
#include <cstdlib>
#include <functional>
#include <map>
#include <set>

#include "cpw/attacks.h"
#include "exact/rays.h"
#include "satstop.h"

namespace cpw::exactimpl {

namespace {

/// CNF building on a CaDiCaL solver (literals are DIMACS integers).
class Cnf {
public:
    explicit Cnf(CaDiCaL::Solver &solver) : m_s(solver) {}
    int var() { return ++m_vars; }
    void clause(std::initializer_list<int> lits)
    {
        for (int l : lits)
            m_s.add(l);
        m_s.add(0);
    }
    void clause(const std::vector<int> &lits)
    {
        for (int l : lits)
            m_s.add(l);
        m_s.add(0);
    }
    /// y <-> AND(lits) (lits non-empty).
    int andOf(const std::vector<int> &lits)
    {
        if (lits.size() == 1)
            return lits[0];
        const int y = var();
        std::vector<int> back{y};
        for (int l : lits) {
            clause({-y, l});
            back.push_back(-l);
        }
        clause(back);
        return y;
    }
    /// y <-> OR(lits) (lits non-empty).
    int orOf(const std::vector<int> &lits)
    {
        if (lits.size() == 1)
            return lits[0];
        const int y = var();
        std::vector<int> fwd{-y};
        for (int l : lits) {
            clause({y, -l});
            fwd.push_back(l);
        }
        clause(fwd);
        return y;
    }
    /// Totalizer over `xs`: out[j-1] <-> "at least j of xs are true", j = 1..min(cap, |xs|)
    /// (out[cap-1] means "at least cap").
    std::vector<int> totalizer(const std::vector<int> &xs, int cap, bool up = true, bool down = true)
    {
        if (xs.size() <= 1 || cap <= 0)
            return xs.empty() || cap <= 0 ? std::vector<int>{} : xs;
        const std::size_t half = xs.size() / 2;
        const std::vector<int> a =
            totalizer({xs.begin(), xs.begin() + static_cast<std::ptrdiff_t>(half)}, cap, up, down);
        const std::vector<int> b =
            totalizer({xs.begin() + static_cast<std::ptrdiff_t>(half), xs.end()}, cap, up, down);
        const int la = static_cast<int>(a.size()), lb = static_cast<int>(b.size());
        const int m = std::min(cap, la + lb);
        std::vector<int> out(static_cast<std::size_t>(m));
        for (int &o : out)
            o = var();
        for (int i = 0; i <= la; ++i)
            for (int j = 0; j <= lb; ++j) {
                if (up && i + j >= 1) { // a >= i and b >= j -> out >= min(i + j, m)
                    std::vector<int> c;
                    if (i)
                        c.push_back(-a[static_cast<std::size_t>(i - 1)]);
                    if (j)
                        c.push_back(-b[static_cast<std::size_t>(j - 1)]);
                    c.push_back(out[static_cast<std::size_t>(std::min(i + j, m) - 1)]);
                    clause(c);
                }
                if (down && i + j + 1 <= m) { // a <= i and b <= j -> out <= i + j
                    std::vector<int> c;
                    if (i < la)
                        c.push_back(a[static_cast<std::size_t>(i)]);
                    if (j < lb)
                        c.push_back(b[static_cast<std::size_t>(j)]);
                    c.push_back(-out[static_cast<std::size_t>(i + j)]);
                    clause(c);
                }
            }
        return out;
    }

private:
    CaDiCaL::Solver &m_s;
    int m_vars = 0;
};

} // namespace

SearchStats solveExactSat(const ExactRequest &req, SearchContext &ctx)
{
    const Board &board = req.board;
    const Catalogue &cat = req.catalogue;
    const int area = board.area();
    const std::vector<int> allowed = req.allowed.empty() ? defaultAllowed(cat) : req.allowed;
    const std::vector<int> targets =
        req.targets.empty() ? std::vector<int>(static_cast<std::size_t>(area), 1) : req.targets;
    const bool emptyOnly = req.counting == ExactCounting::EmptyOnly;
    std::vector<int> pre(static_cast<std::size_t>(area), kEmpty);
    CellSet fixedCells;
    if (req.preplaced.board().width() == board.width() && req.preplaced.board().height() == board.height())
        for (int c = 0; c < area; ++c)
            if (!board.isHole(c) && req.preplaced.at(c) != kEmpty) {
                pre[static_cast<std::size_t>(c)] = req.preplaced.at(c);
                fixedCells.set(static_cast<std::size_t>(c));
            }

    CaDiCaL::Solver solver;
    solver.set("quiet", 1);
    Cnf cnf(solver);

    // Pieces: x[c] lists (piece id, variable) pairs.
    std::vector<std::vector<std::pair<int, int>>> x(static_cast<std::size_t>(area));
    std::vector<int> occ(static_cast<std::size_t>(area), 0);
    std::vector<int> occLits;
    for (int c = 0; c < area; ++c) {
        if (board.isHole(c))
            continue;
        auto &xc = x[static_cast<std::size_t>(c)];
        if (pre[static_cast<std::size_t>(c)] != kEmpty) {
            const int v = cnf.var();
            cnf.clause({v});
            xc.emplace_back(pre[static_cast<std::size_t>(c)], v);
        } else {
            for (int id : allowed)
                if (!(req.noPawns && cat.piece(id).kind == PieceKind::Pawn))
                    xc.emplace_back(id, cnf.var());
        }
        for (std::size_t i = 0; i < xc.size(); ++i)
            for (std::size_t j = i + 1; j < xc.size(); ++j)
                cnf.clause({-xc[i].second, -xc[j].second});
        if (xc.empty()) {
            occ[static_cast<std::size_t>(c)] = cnf.var();
            cnf.clause({-occ[static_cast<std::size_t>(c)]});
        } else {
            std::vector<int> lits;
            for (const auto &[id, v] : xc)
                lits.push_back(v);
            occ[static_cast<std::size_t>(c)] = cnf.orOf(lits);
        }
        occLits.push_back(occ[static_cast<std::size_t>(c)]);
    }

    // Attacks. "The cells between are empty" is a chain of ANDs shared by every attack along
    // the same cells (from the target's side: the path of a farther source extends the path of
    // the nearer one). Per target v and source c, the pieces that reach v over the same path
    // share one term (OR of their variables AND the path); a(c -> v) is the OR of c's terms.
    std::map<std::vector<int>, int> pathLit; // sorted cells -> "all empty"
    std::function<int(const std::vector<int> &)> pathOf = [&](const std::vector<int> &cellsFromSource) {
        std::vector<int> key = cellsFromSource;
        std::sort(key.begin(), key.end());
        if (auto it = pathLit.find(key); it != pathLit.end())
            return it->second;
        const int first = -occ[static_cast<std::size_t>(cellsFromSource.front())];
        const int lit =
            cellsFromSource.size() == 1
                ? first
                : cnf.andOf({pathOf({cellsFromSource.begin() + 1, cellsFromSource.end()}), first});
        pathLit.emplace(key, lit);
        return lit;
    };
    std::map<std::pair<int, std::vector<int>>, int> typesLit; // (cell, piece variables) -> OR
    struct Reach {
        std::vector<int> vars; // piece variables of c that reach v over this path
        std::set<std::pair<int, int>> steps;
    };
    // per target: (source, sorted path) -> the pieces reaching it that way
    std::vector<std::map<std::pair<int, std::vector<int>>, Reach>> reach(static_cast<std::size_t>(area));
    std::vector<std::vector<int>> stopsOn(static_cast<std::size_t>(area)); // rule 3, below
    std::vector<char> mayHoldNothing(static_cast<std::size_t>(area), 0);
    if (req.canonical)
        for (int c = 0; c < area; ++c)
            if (!board.isHole(c))
                for (int id : allowed)
                    mayHoldNothing[static_cast<std::size_t>(c)] |= pieceRays(board, cat.piece(id), c).empty();
    for (int c = 0; c < area; ++c)
        for (const auto &[id, v] : x[static_cast<std::size_t>(c)])
            for (const std::vector<int> &ray : pieceRays(board, cat.piece(id), c)) {
                const std::pair<int, int> step{board.fileOf(ray[0]) - board.fileOf(c),
                                               board.rankOf(ray[0]) - board.rankOf(c)};
                std::vector<int> path;
                for (int cell : ray) {
                    std::vector<int> key = path;
                    std::sort(key.begin(), key.end());
                    Reach &r = reach[static_cast<std::size_t>(cell)][{c, key}];
                    if (std::find(r.vars.begin(), r.vars.end(), v) == r.vars.end())
                        r.vars.push_back(v);
                    r.steps.insert(step);
                    if (cell != ray.back() && mayHoldNothing[static_cast<std::size_t>(cell)])
                        stopsOn[static_cast<std::size_t>(cell)].push_back(
                            path.empty() ? v : cnf.andOf({v, pathOf(path)}));
                    path.push_back(cell); // from the source's side: nearest first
                }
            }
    std::vector<std::vector<int>> atLeastOf(static_cast<std::size_t>(area));
    for (int v = 0; v < area; ++v) {
        if (board.isHole(v))
            continue;
        const int k = targets[static_cast<std::size_t>(v)];
        if (k == kAnyTarget)
            continue;
        // a(c -> v) per source; where every source reaches v along one step vector, the sources
        // on one line exclude each other (the nearest piece blocks the rest) and one literal per
        // line goes into the count.
        std::map<int, std::vector<int>> termsOf;
        std::map<int, std::set<std::pair<int, int>>> stepsOf;
        for (auto &[cp, r] : reach[static_cast<std::size_t>(v)]) {
            const auto &[c, key] = cp;
            std::vector<int> vars = r.vars;
            std::sort(vars.begin(), vars.end());
            auto it = typesLit.find({c, vars});
            if (it == typesLit.end())
                it = typesLit.emplace(std::make_pair(c, vars), cnf.orOf(vars)).first;
            std::vector<int> ordered = key; // pathOf wants the source's side first
            std::sort(ordered.begin(), ordered.end(), [&](int a, int b) {
                return std::abs(board.fileOf(a) - board.fileOf(c)) +
                           std::abs(board.rankOf(a) - board.rankOf(c)) <
                       std::abs(board.fileOf(b) - board.fileOf(c)) +
                           std::abs(board.rankOf(b) - board.rankOf(c));
            });
            termsOf[c].push_back(key.empty() ? it->second : cnf.andOf({it->second, pathOf(ordered)}));
            stepsOf[c].insert(r.steps.begin(), r.steps.end());
        }
        bool oneStepEach = true;
        for (const auto &[c, st] : stepsOf)
            oneStepEach = oneStepEach && st.size() == 1;
        std::map<std::pair<int, int>, std::vector<int>> lines;
        std::vector<int> attacks;
        for (const auto &[c, ts] : termsOf) {
            const int a = cnf.orOf(ts);
            if (oneStepEach)
                lines[*stepsOf[c].begin()].push_back(a);
            else
                attacks.push_back(a);
        }
        for (const auto &[st, as] : lines)
            attacks.push_back(cnf.orOf(as));
        const std::vector<int> atLeast = cnf.totalizer(attacks, k + 1);
        atLeastOf[static_cast<std::size_t>(v)] = atLeast;
        std::vector<int> cond;
        if (emptyOnly)
            cond.push_back(occ[static_cast<std::size_t>(v)]);
        if (k > 0) { // at least k
            std::vector<int> cl = cond;
            if (k <= static_cast<int>(atLeast.size()))
                cl.push_back(atLeast[static_cast<std::size_t>(k - 1)]);
            cnf.clause(cl);
        }
        if (k + 1 <= static_cast<int>(atLeast.size())) { // not at least k + 1
            std::vector<int> cl = cond;
            cl.push_back(-atLeast[static_cast<std::size_t>(k)]);
            cnf.clause(cl);
        }
    }
    // Rule 3 of the conventions: a piece that attacks nothing from its cell stays only where a
    // live line stops on it that would otherwise go on (counting empty cells only, also where
    // its cell, once empty, would miss its target). Placements that break it canonicalise to
    // fewer pieces; excluding them makes the most pieces those of canonical solutions.
    if (req.canonical)
        for (int c = 0; c < area; ++c) {
            if (board.isHole(c) || fixedCells.test(static_cast<std::size_t>(c)))
                continue;
            for (const auto &[id, v] : x[static_cast<std::size_t>(c)]) {
                if (!pieceRays(board, cat.piece(id), c).empty())
                    continue;
                std::vector<int> cl{-v};
                for (int t : stopsOn[static_cast<std::size_t>(c)])
                    cl.push_back(t);
                const int k = targets[static_cast<std::size_t>(c)];
                if (emptyOnly && k != kAnyTarget) {
                    const std::vector<int> &atLeast = atLeastOf[static_cast<std::size_t>(c)];
                    if (k > static_cast<int>(atLeast.size()))
                        continue; // once empty it always misses its target
                    if (k > 0)
                        cl.push_back(-atLeast[static_cast<std::size_t>(k - 1)]);
                    if (k < static_cast<int>(atLeast.size()))
                        cl.push_back(atLeast[static_cast<std::size_t>(k)]);
                }
                cnf.clause(cl);
            }
        }
    const int cells = static_cast<int>(occLits.size());
    const bool fewest = req.mode == ExactMode::Fewest;
    // count[j-1]: at least j pieces. The bounds only ever say "fewer than j" (fewest) or "at
    // least j" (most), so one direction of the totalizer suffices.
    const std::vector<int> count = cnf.totalizer(occLits, cells, fewest, !fewest);

    SatStop stop([&] { return ctx.stopRequested(); });
    solver.connect_terminator(&stop);
    auto placementOfModel = [&] {
        Placement p(board);
        for (int c = 0; c < area; ++c)
            for (const auto &[id, v] : x[static_cast<std::size_t>(c)])
                if (solver.val(v) > 0)
                    p.set(c, id);
        return p;
    };
    auto pieces = [](const Placement &p) {
        int n = 0;
        for (int id : p.cells())
            n += id != kEmpty;
        return n;
    };
    auto hasPawnOutside = [&](const Placement &p) {
        for (int c = 0; c < area; ++c)
            if (p.at(c) != kEmpty && !fixedCells.test(static_cast<std::size_t>(c)) &&
                cat.piece(p.at(c)).kind == PieceKind::Pawn)
                return true;
        return false;
    };
    auto canonical = [&](const Placement &p) {
        return req.canonical ? canonicalFormFor(p, cat, allowed, req.counting, targets, fixedCells) : p;
    };

    // Optimise: the best so far, then ask for strictly better under an assumption.
    int best = -1;
    bool proven = false, stopped = false;
    Placement bestPlacement(board);
    for (;;) {
        if (best >= 0) {
            if (fewest) {
                if (best == 0) {
                    proven = true;
                    break;
                }
                solver.assume(-count[static_cast<std::size_t>(best - 1)]); // fewer than best
            } else {
                if (best >= cells) {
                    proven = true;
                    break;
                }
                solver.assume(count[static_cast<std::size_t>(best)]); // more than best
            }
        }
        const int res = solver.solve();
        ctx.addNodes(1);
        if (res == 10) {
            bestPlacement = placementOfModel();
            best = pieces(bestPlacement);
            ctx.setBestObjective(best);
            continue;
        }
        if (res == 20)
            proven = true;
        else
            stopped = true;
        break;
    }

    SearchStats stats;
    if (best < 0) { // no placement at all, or stopped before the first
        ctx.finish(stats, proven);
        if (proven)
            stats.provenOptimal = false;
        return stats;
    }

    // Symmetry classes (the leaf's rule): a solution's images under the problem's symmetries
    // that keep all its pieces' moves have the same attacks; those that are canonical (checked
    // with the conventions' rules) are solutions with as many pieces, and form its class.
    std::vector<Symmetry> group = problemGroup(board, targets, pre);
    group.erase(group.begin()); // the identity
    std::set<std::vector<int>> found;
    std::uint64_t d840 = 0, symmetricCount = 0;
    // Counts one new canonical solution with `level` pieces and streams it (with --distinct
    // only the smallest member of its class); false once the solution limit is reached.
    auto record = [&](const Placement &sol, int level) {
        const std::vector<int> &cellsOf = sol.cells();
        std::vector<std::vector<int>> images{cellsOf};
        int stab = 1;
        for (Symmetry s : group) {
            bool invariant = true;
            for (int id : cellsOf)
                invariant = invariant && (id == kEmpty || cat.piece(id).isInvariantUnder(s));
            if (!invariant)
                continue;
            Placement img(board);
            for (int c = 0; c < area; ++c)
                if (cellsOf[static_cast<std::size_t>(c)] != kEmpty)
                    img.set(board.transform(s, c), cellsOf[static_cast<std::size_t>(c)]);
            if (img.cells() == cellsOf) {
                ++stab;
                continue;
            }
            if (std::find(images.begin(), images.end(), img.cells()) == images.end() && canonical(img) == img)
                images.push_back(img.cells());
        }
        const std::uint64_t classSize = images.size();
        d840 += 840 / classSize;
        symmetricCount += stab > 1;
        const bool representative = *std::min_element(images.begin(), images.end()) == cellsOf;
        if (ctx.wantsSolutions() && (!req.distinct || representative)) {
            Solution out;
            out.placement = sol;
            out.objective = level;
            out.symmetric = stab > 1;
            out.orbitSize = static_cast<int>(classSize);
            return ctx.submit(out);
        }
        return ctx.countSolutions(1) == 1;
    };

    // Every placement with `level` pieces, in canonical form, counted as it is found. A
    // placement is excluded by "not all of its pieces, or more than level" (so supersets at
    // other levels stay). Under --no-pawns a canonical form that shows a pawn is not a solution
    // (the brute force's rule); should that empty a level, the optimum is the next level that
    // has one. Returns false when stopped (also by the solution limit).
    auto enumerate = [&](int level) {
        for (;;) {
            if (level > 0)
                solver.assume(count[static_cast<std::size_t>(level - 1)]);
            if (level < cells)
                solver.assume(-count[static_cast<std::size_t>(level)]);
            const int res = solver.solve();
            ctx.addNodes(1);
            if (res == 20)
                return true;
            if (res != 10)
                return false;
            const Placement p = placementOfModel();
            std::vector<int> block;
            for (int c = 0; c < area; ++c)
                for (const auto &[id, v] : x[static_cast<std::size_t>(c)])
                    if (solver.val(v) > 0 && !fixedCells.test(static_cast<std::size_t>(c)))
                        block.push_back(-v);
            const Placement cp = canonical(p);
            if (pieces(cp) == level && !(req.noPawns && hasPawnOutside(cp)) &&
                found.insert(cp.cells()).second && !record(cp, level))
                return false;
            if (block.empty()) // no piece of its own: the only placement at this level
                return true;
            if (level < cells)
                block.push_back(count[static_cast<std::size_t>(level)]);
            cnf.clause(block);
        }
    };
    if (proven) {
        ctx.setExtra("sat_optimum_s", ctx.elapsed()); // the optimum proven; the rest is listing
        while (!stopped) {
            if (!enumerate(best))
                stopped = true;
            else if (!found.empty())
                break;
            else if (fewest ? best < cells : best > static_cast<int>(fixedCells.count()))
                best += fewest ? 1 : -1;
            else
                break;
        }
        if (found.empty() && !stopped) { // no solution after all
            ctx.finish(stats, true);
            stats.provenOptimal = false;
            return stats;
        }
    } else {
        const Placement cp = canonical(bestPlacement);
        if (pieces(cp) == best && !(req.noPawns && hasPawnOutside(cp)) && found.insert(cp.cells()).second)
            record(cp, best);
    }
    if (found.empty()) { // stopped before a solution was confirmed
        ctx.finish(stats, false);
        return stats;
    }
    stats.optimum = best;
    stats.byPieces[best] = found.size();
    if (req.distinct) {
        stats.distinct = (d840 + 420) / 840;
        stats.distinctByPieces[best] = *stats.distinct;
        stats.symmetric = symmetricCount;
    }
    ctx.finish(stats, proven && !stopped);
    // The optimum is proven before the listing starts: a listing cut short by the solution
    // limit, the time limit or a stop still reports it as proven (not complete).
    stats.provenOptimal = proven;
    return stats;
}

} // namespace cpw::exactimpl
