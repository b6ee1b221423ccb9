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

/// The request with its defaults filled in: what the model is built from.
struct SatInput {
    const ExactRequest &req;
    const Board &board;
    const Catalogue &cat;
    int area = 0;
    std::vector<int> allowed, targets;
    bool emptyOnly = false;
    std::vector<int> pre; ///< the preplaced piece of each cell (kEmpty elsewhere)
    CellSet fixedCells;   ///< the cells of preplaced pieces
};

SatInput satInput(const ExactRequest &req)
{
    SatInput in{req, req.board, req.catalogue};
    const Board &board = req.board;
    in.area = board.area();
    in.allowed = req.allowed.empty() ? defaultAllowed(req.catalogue) : req.allowed;
    in.targets = req.targets.empty() ? std::vector<int>(static_cast<std::size_t>(in.area), 1) : req.targets;
    in.emptyOnly = req.counting == ExactCounting::EmptyOnly;
    in.pre.assign(static_cast<std::size_t>(in.area), kEmpty);
    if (req.preplaced.board().width() == board.width() && req.preplaced.board().height() == board.height())
        for (int c = 0; c < in.area; ++c)
            if (!board.isHole(c) && req.preplaced.at(c) != kEmpty) {
                in.pre[static_cast<std::size_t>(c)] = req.preplaced.at(c);
                in.fixedCells.set(static_cast<std::size_t>(c));
            }
    return in;
}

/// The model on its solver: x[c] lists the (piece id, variable) pairs of cell c, occ[c] <-> a
/// piece on c, count[j-1] <-> at least j pieces.
struct SatModel {
    CaDiCaL::Solver solver;
    Cnf cnf{solver};
    std::vector<std::vector<std::pair<int, int>>> x;
    std::vector<int> occ;
    std::vector<int> occLits; ///< occ of the cells of the board, in order
    std::vector<int> count;
    int cells = 0; ///< the cells of the board
    SatModel() { solver.set("quiet", 1); }

    /// The placement of the current model.
    Placement placement(const SatInput &in)
    {
        Placement p(in.board);
        for (int c = 0; c < in.area; ++c)
            for (const auto &[id, v] : x[static_cast<std::size_t>(c)])
                if (solver.val(v) > 0)
                    p.set(c, id);
        return p;
    }
};

/// Pieces: the variables x of every cell (a preplaced piece is a unit), at most one per cell,
/// and occ.
void addPieces(const SatInput &in, SatModel &m)
{
    m.x.assign(static_cast<std::size_t>(in.area), {});
    m.occ.assign(static_cast<std::size_t>(in.area), 0);
    for (int c = 0; c < in.area; ++c) {
        if (in.board.isHole(c))
            continue;
        auto &xc = m.x[static_cast<std::size_t>(c)];
        if (in.pre[static_cast<std::size_t>(c)] != kEmpty) {
            const int v = m.cnf.var();
            m.cnf.clause({v});
            xc.emplace_back(in.pre[static_cast<std::size_t>(c)], v);
        } else {
            for (int id : in.allowed)
                if (!(in.req.noPawns && in.cat.piece(id).kind == PieceKind::Pawn))
                    xc.emplace_back(id, m.cnf.var());
        }
        for (std::size_t i = 0; i < xc.size(); ++i)
            for (std::size_t j = i + 1; j < xc.size(); ++j)
                m.cnf.clause({-xc[i].second, -xc[j].second});
        if (xc.empty()) {
            m.occ[static_cast<std::size_t>(c)] = m.cnf.var();
            m.cnf.clause({-m.occ[static_cast<std::size_t>(c)]});
        } else {
            std::vector<int> lits;
            for (const auto &[id, v] : xc)
                lits.push_back(v);
            m.occ[static_cast<std::size_t>(c)] = m.cnf.orOf(lits);
        }
        m.occLits.push_back(m.occ[static_cast<std::size_t>(c)]);
    }
}

/// "The cells between are empty": a chain of ANDs shared by every attack along the same cells
/// (from the target's side: the path of a farther source extends the path of the nearer one).
class PathLits {
public:
    PathLits(Cnf &cnf, const std::vector<int> &occ) : m_cnf(cnf), m_occ(occ) {}
    /// The literal of a path given from the source's side (nearest cell first).
    int of(const std::vector<int> &cellsFromSource)
    {
        std::vector<int> key = cellsFromSource;
        std::sort(key.begin(), key.end());
        if (auto it = m_lit.find(key); it != m_lit.end())
            return it->second;
        const int first = -m_occ[static_cast<std::size_t>(cellsFromSource.front())];
        const int lit = cellsFromSource.size() == 1
                            ? first
                            : m_cnf.andOf({of({cellsFromSource.begin() + 1, cellsFromSource.end()}), first});
        m_lit.emplace(key, lit);
        return lit;
    }

private:
    Cnf &m_cnf;
    const std::vector<int> &m_occ;
    std::map<std::vector<int>, int> m_lit; ///< sorted cells -> "all empty"
};

/// The pieces of a source that reach a target over one path.
struct Reach {
    std::vector<int> vars; ///< piece variables of the source that reach the target over this path
    std::set<std::pair<int, int>> steps;
};

/// Every ray of every piece variable: per target, (source, sorted path) -> the pieces reaching
/// it that way; per cell, the attacks whose line stops on it that would otherwise go on (rule 3,
/// for the cells where a piece may attack nothing).
struct Reaches {
    std::vector<std::map<std::pair<int, std::vector<int>>, Reach>> reach;
    std::vector<std::vector<int>> stopsOn;
};

Reaches collectReaches(const SatInput &in, SatModel &m, PathLits &paths)
{
    const Board &board = in.board;
    Reaches r;
    r.reach.resize(static_cast<std::size_t>(in.area));
    r.stopsOn.resize(static_cast<std::size_t>(in.area));
    std::vector<char> mayHoldNothing(static_cast<std::size_t>(in.area), 0);
    if (in.req.canonical)
        for (int c = 0; c < in.area; ++c)
            if (!board.isHole(c))
                for (int id : in.allowed)
                    mayHoldNothing[static_cast<std::size_t>(c)] |=
                        pieceRays(board, in.cat.piece(id), c).empty();
    for (int c = 0; c < in.area; ++c)
        for (const auto &[id, v] : m.x[static_cast<std::size_t>(c)])
            for (const std::vector<int> &ray : pieceRays(board, in.cat.piece(id), c)) {
                const std::pair<int, int> step{board.fileOf(ray[0]) - board.fileOf(c),
                                               board.rankOf(ray[0]) - board.rankOf(c)};
                std::vector<int> path;
                for (int cell : ray) {
                    std::vector<int> key = path;
                    std::sort(key.begin(), key.end());
                    Reach &reach = r.reach[static_cast<std::size_t>(cell)][{c, key}];
                    if (std::find(reach.vars.begin(), reach.vars.end(), v) == reach.vars.end())
                        reach.vars.push_back(v);
                    reach.steps.insert(step);
                    if (cell != ray.back() && mayHoldNothing[static_cast<std::size_t>(cell)])
                        r.stopsOn[static_cast<std::size_t>(cell)].push_back(
                            path.empty() ? v : m.cnf.andOf({v, paths.of(path)}));
                    path.push_back(cell); // from the source's side: nearest first
                }
            }
    return r;
}

/// Exactly k attacks on every cell with a numeric target k (conditional on the cell being empty
/// when only empty cells count). Returns per cell the totalizer's outputs "at least j attacks".
std::vector<std::vector<int>> addTargets(const SatInput &in, SatModel &m, PathLits &paths, const Reaches &r)
{
    const Board &board = in.board;
    std::map<std::pair<int, std::vector<int>>, int> typesLit; // (cell, piece variables) -> OR
    std::vector<std::vector<int>> atLeastOf(static_cast<std::size_t>(in.area));
    for (int v = 0; v < in.area; ++v) {
        if (board.isHole(v))
            continue;
        const int k = in.targets[static_cast<std::size_t>(v)];
        if (k == kAnyTarget)
            continue;
        // a(c -> v) per source; where every source reaches v along one step vector, the sources
        // on one line exclude each other (the nearest piece blocks the rest) and one literal per
        // line goes into the count.
        std::map<int, std::vector<int>> termsOf;
        std::map<int, std::set<std::pair<int, int>>> stepsOf;
        for (auto &[cp, reach] : r.reach[static_cast<std::size_t>(v)]) {
            const auto &[c, key] = cp;
            std::vector<int> vars = reach.vars;
            std::sort(vars.begin(), vars.end());
            auto it = typesLit.find({c, vars});
            if (it == typesLit.end())
                it = typesLit.emplace(std::make_pair(c, vars), m.cnf.orOf(vars)).first;
            std::vector<int> ordered = key; // PathLits::of wants the source's side first
            std::sort(ordered.begin(), ordered.end(), [&](int a, int b) {
                return std::abs(board.fileOf(a) - board.fileOf(c)) +
                           std::abs(board.rankOf(a) - board.rankOf(c)) <
                       std::abs(board.fileOf(b) - board.fileOf(c)) +
                           std::abs(board.rankOf(b) - board.rankOf(c));
            });
            termsOf[c].push_back(key.empty() ? it->second : m.cnf.andOf({it->second, paths.of(ordered)}));
            stepsOf[c].insert(reach.steps.begin(), reach.steps.end());
        }
        bool oneStepEach = true;
        for (const auto &[c, st] : stepsOf)
            oneStepEach = oneStepEach && st.size() == 1;
        std::map<std::pair<int, int>, std::vector<int>> lines;
        std::vector<int> attacks;
        for (const auto &[c, ts] : termsOf) {
            const int a = m.cnf.orOf(ts);
            if (oneStepEach)
                lines[*stepsOf[c].begin()].push_back(a);
            else
                attacks.push_back(a);
        }
        for (const auto &[st, as] : lines)
            attacks.push_back(m.cnf.orOf(as));
        const std::vector<int> atLeast = m.cnf.totalizer(attacks, k + 1);
        atLeastOf[static_cast<std::size_t>(v)] = atLeast;
        std::vector<int> cond;
        if (in.emptyOnly)
            cond.push_back(m.occ[static_cast<std::size_t>(v)]);
        if (k > 0) { // at least k
            std::vector<int> cl = cond;
            if (k <= static_cast<int>(atLeast.size()))
                cl.push_back(atLeast[static_cast<std::size_t>(k - 1)]);
            m.cnf.clause(cl);
        }
        if (k + 1 <= static_cast<int>(atLeast.size())) { // not at least k + 1
            std::vector<int> cl = cond;
            cl.push_back(-atLeast[static_cast<std::size_t>(k)]);
            m.cnf.clause(cl);
        }
    }
    return atLeastOf;
}

/// Rule 3 of the conventions: a piece that attacks nothing from its cell stays only where a
/// live line stops on it that would otherwise go on (counting empty cells only, also where its
/// cell, once empty, would miss its target). Placements that break it canonicalise to fewer
/// pieces; excluding them makes the most pieces those of canonical solutions.
void addRule3(const SatInput &in, SatModel &m, const Reaches &r,
              const std::vector<std::vector<int>> &atLeastOf)
{
    for (int c = 0; c < in.area; ++c) {
        if (in.board.isHole(c) || in.fixedCells.test(static_cast<std::size_t>(c)))
            continue;
        for (const auto &[id, v] : m.x[static_cast<std::size_t>(c)]) {
            if (!pieceRays(in.board, in.cat.piece(id), c).empty())
                continue;
            std::vector<int> cl{-v};
            for (int t : r.stopsOn[static_cast<std::size_t>(c)])
                cl.push_back(t);
            const int k = in.targets[static_cast<std::size_t>(c)];
            if (in.emptyOnly && k != kAnyTarget) {
                const std::vector<int> &atLeast = atLeastOf[static_cast<std::size_t>(c)];
                if (k > static_cast<int>(atLeast.size()))
                    continue; // once empty it always misses its target
                if (k > 0)
                    cl.push_back(-atLeast[static_cast<std::size_t>(k - 1)]);
                if (k < static_cast<int>(atLeast.size()))
                    cl.push_back(atLeast[static_cast<std::size_t>(k)]);
            }
            m.cnf.clause(cl);
        }
    }
}

/// The whole model (the block comment at the top of this file).
void buildModel(const SatInput &in, SatModel &m, bool fewest)
{
    addPieces(in, m);
    PathLits paths(m.cnf, m.occ);
    const Reaches reaches = collectReaches(in, m, paths);
    const std::vector<std::vector<int>> atLeastOf = addTargets(in, m, paths, reaches);
    if (in.req.canonical)
        addRule3(in, m, reaches, atLeastOf);
    m.cells = static_cast<int>(m.occLits.size());
    // count[j-1]: at least j pieces. The bounds only ever say "fewer than j" (fewest) or "at
    // least j" (most), so one direction of the totalizer suffices.
    m.count = m.cnf.totalizer(m.occLits, m.cells, fewest, !fewest);
}

int piecesOf(const Placement &p)
{
    int n = 0;
    for (int id : p.cells())
        n += id != kEmpty;
    return n;
}

/// The outcome of the optimisation: the best number of pieces found (-1: none), whether it is
/// proven, whether a stop ended it, and the placement that reached it.
struct SatOptimum {
    int best = -1;
    bool proven = false, stopped = false;
    Placement placement;
};

/// Optimise: the best so far, then ask for strictly better under an assumption.
SatOptimum optimise(const SatInput &in, SatModel &m, SearchContext &ctx, bool fewest)
{
    SatOptimum o{-1, false, false, Placement(in.board)};
    for (;;) {
        if (o.best >= 0) {
            if (fewest) {
                if (o.best == 0) {
                    o.proven = true;
                    break;
                }
                m.solver.assume(-m.count[static_cast<std::size_t>(o.best - 1)]); // fewer than best
            } else {
                if (o.best >= m.cells) {
                    o.proven = true;
                    break;
                }
                m.solver.assume(m.count[static_cast<std::size_t>(o.best)]); // more than best
            }
        }
        const int res = m.solver.solve();
        ctx.addNodes(1);
        if (res == 10) {
            o.placement = m.placement(in);
            o.best = piecesOf(o.placement);
            ctx.setBestObjective(o.best);
            continue;
        }
        if (res == 20)
            o.proven = true;
        else
            o.stopped = true;
        break;
    }
    return o;
}

/// The solutions at the optimum: listed in canonical form, deduplicated, counted by symmetry
/// class and streamed.
class SatLister {
public:
    SatLister(const SatInput &in, SatModel &m, SearchContext &ctx)
        : m_in(in), m_m(m), m_ctx(ctx), m_group(problemGroup(in.board, in.targets, in.pre))
    {
        m_group.erase(m_group.begin()); // the identity
    }

    Placement canonical(const Placement &p) const
    {
        return m_in.req.canonical ? canonicalFormFor(p, m_in.cat, m_in.allowed, m_in.req.counting,
                                                     m_in.targets, m_in.fixedCells)
                                  : p;
    }

    /// A canonical form with `level` pieces that is a solution (under --no-pawns one that shows
    /// a pawn is not: the brute force's rule) and was not found before; counted and streamed.
    /// False once the solution limit is reached.
    bool offer(const Placement &cp, int level)
    {
        if (piecesOf(cp) != level || (m_in.req.noPawns && hasPawnOutside(cp)) ||
            !found.insert(cp.cells()).second)
            return true;
        return record(cp, level);
    }

    /// Every placement with `level` pieces, in canonical form, counted as it is found. A
    /// placement is excluded by "not all of its pieces, or more than level" (so supersets at
    /// other levels stay). Returns false when stopped (also by the solution limit).
    bool enumerate(int level)
    {
        for (;;) {
            if (level > 0)
                m_m.solver.assume(m_m.count[static_cast<std::size_t>(level - 1)]);
            if (level < m_m.cells)
                m_m.solver.assume(-m_m.count[static_cast<std::size_t>(level)]);
            const int res = m_m.solver.solve();
            m_ctx.addNodes(1);
            if (res == 20)
                return true;
            if (res != 10)
                return false;
            const Placement p = m_m.placement(m_in);
            std::vector<int> block;
            for (int c = 0; c < m_in.area; ++c)
                for (const auto &[id, v] : m_m.x[static_cast<std::size_t>(c)])
                    if (m_m.solver.val(v) > 0 && !m_in.fixedCells.test(static_cast<std::size_t>(c)))
                        block.push_back(-v);
            if (!offer(canonical(p), level))
                return false;
            if (block.empty()) // no piece of its own: the only placement at this level
                return true;
            if (level < m_m.cells)
                block.push_back(m_m.count[static_cast<std::size_t>(level)]);
            m_m.cnf.clause(block);
        }
    }

    std::set<std::vector<int>> found;
    std::uint64_t d840 = 0, symmetricCount = 0; ///< 840 / class size summed; solutions with a stabiliser

private:
    bool hasPawnOutside(const Placement &p) const
    {
        for (int c = 0; c < m_in.area; ++c)
            if (p.at(c) != kEmpty && !m_in.fixedCells.test(static_cast<std::size_t>(c)) &&
                m_in.cat.piece(p.at(c)).kind == PieceKind::Pawn)
                return true;
        return false;
    }

    // Symmetry classes (the leaf's rule): a solution's images under the problem's symmetries
    // that keep all its pieces' moves have the same attacks; those that are canonical (checked
    // with the conventions' rules) are solutions with as many pieces, and form its class.
    // Counts one new canonical solution with `level` pieces and streams it (with --distinct
    // only the smallest member of its class); false once the solution limit is reached.
    bool record(const Placement &sol, int level)
    {
        const std::vector<int> &cellsOf = sol.cells();
        std::vector<std::vector<int>> images{cellsOf};
        int stab = 1;
        for (Symmetry s : m_group) {
            bool invariant = true;
            for (int id : cellsOf)
                invariant = invariant && (id == kEmpty || m_in.cat.piece(id).isInvariantUnder(s));
            if (!invariant)
                continue;
            Placement img(m_in.board);
            for (int c = 0; c < m_in.area; ++c)
                if (cellsOf[static_cast<std::size_t>(c)] != kEmpty)
                    img.set(m_in.board.transform(s, c), cellsOf[static_cast<std::size_t>(c)]);
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
        if (m_ctx.wantsSolutions() && (!m_in.req.distinct || representative)) {
            Solution out;
            out.placement = sol;
            out.objective = level;
            out.symmetric = stab > 1;
            out.orbitSize = static_cast<int>(classSize);
            return m_ctx.submit(out);
        }
        return m_ctx.countSolutions(1) == 1;
    }

    const SatInput &m_in;
    SatModel &m_m;
    SearchContext &m_ctx;
    std::vector<Symmetry> m_group; ///< the problem's symmetries but the identity
};

} // namespace

SearchStats solveExactSat(const ExactRequest &req, SearchContext &ctx)
{
    const SatInput in = satInput(req);
    const bool fewest = req.mode == ExactMode::Fewest;
    SatModel m;
    buildModel(in, m, fewest);
    SatStop stop([&] { return ctx.stopRequested(); });
    m.solver.connect_terminator(&stop);
    SatOptimum opt = optimise(in, m, ctx, fewest);

    SearchStats stats;
    if (opt.best < 0) { // no placement at all, or stopped before the first
        ctx.finish(stats, opt.proven);
        if (opt.proven)
            stats.provenOptimal = false;
        return stats;
    }
    SatLister lister(in, m, ctx);
    int best = opt.best;
    bool stopped = opt.stopped;
    if (opt.proven) {
        ctx.setExtra("sat_optimum_s", ctx.elapsed()); // the optimum proven; the rest is listing
        // Under --no-pawns a level may have no solution after all (every canonical form shows
        // a pawn): the optimum is then the next level that has one.
        while (!stopped) {
            if (!lister.enumerate(best))
                stopped = true;
            else if (!lister.found.empty())
                break;
            else if (fewest ? best < m.cells : best > static_cast<int>(in.fixedCells.count()))
                best += fewest ? 1 : -1;
            else
                break;
        }
        if (lister.found.empty() && !stopped) { // no solution after all
            ctx.finish(stats, true);
            stats.provenOptimal = false;
            return stats;
        }
    } else {
        lister.offer(lister.canonical(opt.placement), best);
    }
    if (lister.found.empty()) { // stopped before a solution was confirmed
        ctx.finish(stats, false);
        return stats;
    }
    stats.optimum = best;
    stats.byPieces[best] = lister.found.size();
    if (req.distinct) {
        stats.distinct = (lister.d840 + 420) / 840;
        stats.distinctByPieces[best] = *stats.distinct;
        stats.symmetric = lister.symmetricCount;
    }
    ctx.finish(stats, opt.proven && !stopped);
    // The optimum is proven before the listing starts: a listing cut short by the solution
    // limit, the time limit or a stop still reports it as proven (not complete).
    stats.provenOptimal = opt.proven;
    return stats;
}

} // namespace cpw::exactimpl
