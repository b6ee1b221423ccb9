/*
 * The most valuable peaceful army: the entry point (solveArmy), the setup both engines start
 * from, the dominance reduction, and the independent check and report of the army found.
 *
 * The engines (docs/army.md): a branch and bound on the conflict graph with clique-partition
 * bounds (cliques.cpp, cliquesearch.cpp), the default wherever the graph has at most 1024
 * vertices (kMaxCliqueVertices); else a 0-1 program (model.cpp) solved by COIN-OR CBC
 * (cbcrun.cpp). Both start from the same local-search army (start.cpp).
 *
 * Dominated kinds are left out first: kind A goes when another allowed kind B is worth at least
 * as much and attacks, from every cell, a subset of A's attacks (a queen next to a rook of the
 * same value); replacing every A by a B keeps an army peaceful and its value, so the optimum is
 * unchanged (not with --each-type, which needs every kind).
 *
 * Before an army leaves this file it is checked with the plain definition (isPeaceful: the
 * attacks of every piece with the real occupancy, blocking included), the fixed pieces and
 * --each-type; a failure is the error ArmyCheckFailed, never a printed army.
 */
#include <algorithm>
#include <cmath>

#include "internal.h"

namespace cpw::army {

namespace {

/// The allowed kinds without the dominated ones. Kind A is dominated by kind B when B is worth at
/// least as much and attacks, from every cell of the board, a subset of what A attacks (on the
/// empty board): replacing every A of a peaceful army by a B keeps it peaceful (B attacks no
/// more, and the cell is attacked by the same pieces as before) and loses no value, so some
/// optimal army has no A. A queen is dominated by a rook of the same value. Equal kinds (same
/// attacks, same value) keep the first in the list. Not used with --each-type.
std::vector<int> undominatedKinds(const ArmyRequest &request)
{
    const std::vector<int> allowed = armyAllowed(request);
    const Board &board = request.board;
    const std::size_t n = allowed.size();
    std::vector<std::vector<CellSet>> att(n, std::vector<CellSet>(board.area()));
    for (std::size_t k = 0; k < n; ++k)
        for (int c = 0; c < board.area(); ++c)
            if (!board.isHole(c))
                att[k][c] = attackedCellsEmpty(board, request.catalogue.piece(allowed[k]), c);
    auto covers = [&](std::size_t a, std::size_t b) { // a attacks at least what b attacks
        for (int c = 0; c < board.area(); ++c)
            if ((att[b][c] & ~att[a][c]).any())
                return false;
        return true;
    };
    std::vector<int> kept;
    for (std::size_t a = 0; a < n; ++a) {
        const long long va = armyValueOf(request.values, allowed[a]);
        bool dominated = false;
        for (std::size_t b = 0; b < n && !dominated; ++b) {
            if (b == a || armyValueOf(request.values, allowed[b]) < va || !covers(a, b))
                continue;
            const bool equal = armyValueOf(request.values, allowed[b]) == va && covers(b, a);
            dominated = !equal || b < a;
        }
        if (!dominated)
            kept.push_back(allowed[a]);
    }
    return kept;
}

} // namespace

Setup prepareArmy(const ArmyRequest &request)
{
    Setup s;
    const Board &board = request.board;
    const Catalogue &cat = request.catalogue;
    const int area = board.area();
    s.allowed =
        request.dominance && !demandsKinds(request) ? undominatedKinds(request) : armyAllowed(request);
    s.pre = request.preplaced;
    if (s.pre.board().width() != board.width() || s.pre.board().height() != board.height())
        s.pre = Placement(board);
    const Placement &pre = s.pre;
    Columns &cols = s.cols;
    // Kinds with columns: the allowed ones and those of preplaced pieces.
    cols.kinds = s.allowed;
    for (int c = 0; c < area; ++c)
        if (pre.at(c) != kEmpty &&
            std::find(cols.kinds.begin(), cols.kinds.end(), pre.at(c)) == cols.kinds.end())
            cols.kinds.push_back(pre.at(c));
    const int kinds = s.kinds();
    s.attacks.assign(static_cast<std::size_t>(kinds) * area, CellSet{});
    for (int k = 0; k < kinds; ++k)
        for (int c = 0; c < area; ++c)
            if (!board.isHole(c))
                s.attacks[k * area + c] = attackedCellsEmpty(board, cat.piece(cols.kinds[k]), c);
    // Cells a new piece may not use: preplaced cells, and cells attacked by a preplaced piece.
    s.preOcc = pre.occupied();
    for (int c = 0; c < area; ++c)
        if (pre.at(c) != kEmpty) {
            const int k = static_cast<int>(std::find(cols.kinds.begin(), cols.kinds.end(), pre.at(c)) -
                                           cols.kinds.begin());
            s.preAttacked |= s.attacks[k * area + c];
        }
    cols.at.assign(kinds, std::vector<int>(area, -1));
    for (int c = 0; c < area; ++c) {
        if (board.isHole(c))
            continue;
        for (int k = 0; k < kinds; ++k) {
            const int id = cols.kinds[k];
            const bool isAllowed = k < static_cast<int>(s.allowed.size());
            const bool fixedHere = pre.at(c) == id;
            if (!isAllowed && !fixedHere)
                continue;
            double lo = 0, hi = 1;
            if (fixedHere)
                lo = 1;
            else if (s.preOcc.test(c) || s.preAttacked.test(c) || (s.attacks[k * area + c] & s.preOcc).any())
                hi = 0;
            cols.at[k][c] = static_cast<int>(cols.kind.size());
            cols.kind.push_back(k);
            cols.cell.push_back(c);
            s.lower.push_back(lo);
            s.upper.push_back(hi);
        }
    }
    return s;
}

bool peacefulWithEveryKind(const ArmyRequest &request, const std::vector<int> &allowed, const Placement &army)
{
    bool ok = isPeaceful(army, request.catalogue);
    for (int id : demandedKinds(request, allowed))
        ok = ok && std::find(army.cells().begin(), army.cells().end(), id) != army.cells().end();
    return ok;
}

Result<SearchStats> reportArmy(const ArmyRequest &request, const Setup &setup,
                               const std::optional<Placement> &army, bool proven, std::optional<double> bound,
                               SearchContext &context, SearchStats stats)
{
    const Board &board = request.board;
    const std::vector<int> &allowed = setup.allowed;
    const Placement &pre = setup.pre;
    if (army) {
        bool ok = peacefulWithEveryKind(request, allowed, *army);
        for (int c = 0; c < board.area(); ++c)
            if ((pre.at(c) != kEmpty && army->at(c) != pre.at(c)) ||
                (army->at(c) != kEmpty && board.isHole(c)))
                ok = false;
        if (!ok) {
            Error e = familyError(ArmyError::CheckFailed);
            e.token = toNotation(*army, request.catalogue);
            return e;
        }
        const long long value = armyValue(*army, request.values);
        Solution s;
        s.placement = *army;
        s.objective = static_cast<double>(value);
        context.setBestObjective(static_cast<double>(value));
        stats.optimum = static_cast<double>(value);
        context.submit(s);
    }
    context.finish(stats, proven);
    stats.provenOptimal = proven && stats.optimum.has_value();
    if (proven)
        bound = stats.optimum.value_or(0.0);
    if (bound && std::isfinite(*bound) && std::abs(*bound) < 1e12 &&
        (!stats.optimum || *bound >= *stats.optimum - 1e-6))
        stats.extra["bound"] = std::floor(*bound + 1e-6); // values are integers
    stats.extra["threads"] = context.threads();
    return stats;
}

} // namespace cpw::army

namespace cpw {

bool army::usesCliques(const ArmyRequest &request)
{
    if (request.engine == ArmyEngine::Mip || request.engine == ArmyEngine::Dp)
        return false;
    if (request.engine == ArmyEngine::Cliques)
        return true;
    const Setup setup = prepareArmy(request);
    return cliquesFit(request, setup, cliqueVertices(request, setup).size());
}

Result<SearchStats> solveArmy(const ArmyRequest &request, std::stop_token token, const SearchOptions &options)
{
    if (Error e = validateArmy(request))
        return e;
    return army::solveValidArmy(request, std::move(token), options);
}

Result<SearchStats> army::solveValidArmy(const ArmyRequest &request, std::stop_token token,
                                         const SearchOptions &options)
{
    if (!request.eachType && !request.required.empty() && request.engine != ArmyEngine::Cliques) {
        Error e; // only the clique engine demands a part of the kinds
        e.code = ErrorCode::Unsupported;
        e.token = "required";
        return e;
    }
    SearchContext context(std::move(token), options);
    const army::Setup setup = army::prepareArmy(request);
    if (request.engine == ArmyEngine::Dp)
        return army::solveByDp(request, setup, context);
    // The engine: cliques when the conflict graph of the free columns is small enough.
    const std::vector<int> vertexCols = army::cliqueVertices(request, setup);
    const bool fits = army::cliquesFit(request, setup, vertexCols.size());
    if (request.engine == ArmyEngine::Cliques && !fits) {
        Error e = familyError(ArmyError::CliquesTooLarge);
        e.value = static_cast<long long>(vertexCols.size());
        return e;
    }
    if (request.engine == ArmyEngine::Cliques || (request.engine == ArmyEngine::Auto && fits))
        return army::solveByCliques(request, setup, vertexCols, context);
    return army::solveByMip(request, setup, context, options);
}

} // namespace cpw
