#pragma once
/// \file internal.h
/// What the units of the army solver share (core/src/army/, not installed):
///  - solver.cpp: solveArmy, the setup every engine starts from, the dominance reduction, the
///    independent check and report of the army found;
///  - start.cpp: the starting army (greedy armies and a local search) and the value balance
///    across the problem's symmetries;
///  - model.cpp: the 0-1 program (rows 1-8 of docs/army.md);
///  - cbcrun.cpp: the program's run through COIN-OR CBC (stop polling, MIP start, the result);
///  - cliques.cpp: the clique engine's adapter (conflict graph, symmetries, tasks, ledger);
///  - cliquesearch.cpp: the clique engine itself (cliquesearch.h);
///  - dp.cpp: the rank-by-rank dynamic programme (--engine dp).

#include <array>
#include <limits>
#include <optional>
#include <vector>

#include "cpw/army.h"
#include "cpw/attacks.h"

namespace cpw::army {

/// The model's columns: kind and cell of each, and the column of each (kind, cell).
struct Columns {
    std::vector<int> kinds; ///< catalogue ids with columns (the allowed kinds first)
    std::vector<int> kind, cell;
    std::vector<std::vector<int>> at; ///< at[k][cell] = column or -1 (k indexes kinds)
    int of(int k, int c) const { return at[k][c]; }
};

/// What every engine starts from.
struct Setup {
    std::vector<int> allowed; ///< the allowed kinds (without the dominated ones)
    Placement pre;            ///< the fixed pieces, on the request's board
    Columns cols;
    std::vector<CellSet> attacks;     ///< attacks[k * area + c]: kind k on c, empty board
    CellSet preOcc;                   ///< cells of fixed pieces
    CellSet preAttacked;              ///< cells a fixed piece attacks
    std::vector<double> lower, upper; ///< per column: 1 for a fixed piece, upper 0 where excluded
    int kinds() const { return static_cast<int>(cols.kinds.size()); }
    int columns() const { return static_cast<int>(cols.kind.size()); }
};

/// The engine's name, as the problem file and the summary's "engine" label write it (the
/// family's "engine" choice, core/src/army/army.cpp).
std::string_view engineName(ArmyEngine engine);

/// The kinds, their attacks and the columns of a (validated) request.
Setup prepareArmy(const ArmyRequest &request);
/// The columns that become vertices of the clique engine's conflict graph, in its order
/// (heavy kinds first, within a kind from the rim inwards).
std::vector<int> cliqueVertices(const ArmyRequest &request, const Setup &setup);
/// True when the request, already validated (validateArmy), runs on the clique engine (which
/// can pause, resume and run under --mpi; CBC's 0-1 program and dp cannot).
bool usesCliques(const ArmyRequest &request);
/// True when the clique engine takes a graph of these vertices.
bool cliquesFit(const ArmyRequest &request, const Setup &setup, std::size_t vertices);

/// True when the army must hold some kinds (--each-type, or ArmyRequest::required).
inline bool demandsKinds(const ArmyRequest &request)
{
    return request.eachType || !request.required.empty();
}
/// The kinds the army must hold: every allowed kind with --each-type, else the required ones.
inline const std::vector<int> &demandedKinds(const ArmyRequest &request, const std::vector<int> &allowed)
{
    return request.eachType ? allowed : request.required;
}
/// True when the army is peaceful and, with --each-type, holds every allowed kind.
bool peacefulWithEveryKind(const ArmyRequest &request, const std::vector<int> &allowed,
                           const Placement &army);
/// Reports the army a search ended with: the independent check (blocking rules of attacks.h,
/// the fixed pieces, every kind with --each-type, no piece on a hole), the solution, the
/// summary. `bound` is the engine's proven upper bound (nullopt: none known yet).
Result<SearchStats> reportArmy(const ArmyRequest &request, const Setup &setup,
                               const std::optional<Placement> &army, bool proven, std::optional<double> bound,
                               SearchContext &context, SearchStats stats);

/// Value balance across the problem's symmetries (row 8): which differences are used.
struct Balance {
    bool leftRight = false, bottomTop = false, diagonal = false;
    Symmetry bottomTopBy = Symmetry::MirrorTB; ///< the mirror, or the half turn without it
};
Balance balanceFor(const Board &board, const std::vector<Symmetry> &group);
/// The army mirrored and transposed into the region the balance rows allow.
Placement balanced(Placement p, const std::vector<ArmyValue> &values, const Balance &b);
/// The starting army: the best greedy army improved by the deterministic local search.
Placement startArmy(const ArmyRequest &request, const Setup &setup, SearchContext &context);
/// The starting army when the request asks for one (heuristicStart) and it qualifies
/// (peacefulWithEveryKind); its value is handed to the context as the best objective so far.
std::optional<Placement> usableStartArmy(const ArmyRequest &request, const Setup &setup,
                                         SearchContext &context);

/// No bound (CBC's COIN_DBL_MAX).
inline constexpr double kInfinity = std::numeric_limits<double>::max();

/// One row of the 0-1 program: lo <= sum coefs[i] x[cols[i]] <= hi.
struct Row {
    std::vector<int> cols;
    std::vector<double> coefs;
    double lo = -kInfinity, hi = 1.0;
};

/// The 0-1 program: columns of the setup (then the rook-count binaries), rows, objective.
struct Model {
    std::vector<Row> rows;
    std::vector<double> lower, upper, objective; ///< per column (CBC minimises: -value)
    Balance balance;                             ///< the symmetry rows' differences
    std::vector<int> rookKinds;                  ///< kinds counted by row 6
    int countCols = 0;                           ///< row 6's binaries d_k after the setup's columns
    int totalCols() const { return static_cast<int>(objective.size()); }
};
Model buildModel(const ArmyRequest &request, const Setup &setup);
/// True when the piece rides without limit along (dx, dy) and (-dx, -dy).
bool ridesBothWays(const PieceType &piece, int dx, int dy);

/// True when the rank-by-rank programme (dp.cpp) takes the request: a rectangle without holes, no
/// fixed pieces, kinds among the standard Q, R, B, N, K (at most five), the shorter side <= 12.
bool dpFits(const ArmyRequest &request, const Setup &setup);

/// The engines.
Result<SearchStats> solveByMip(const ArmyRequest &request, const Setup &setup, SearchContext &context,
                               const SearchOptions &options);
Result<SearchStats> solveByDp(const ArmyRequest &request, const Setup &setup, SearchContext &context);
Result<SearchStats> solveByCliques(const ArmyRequest &request, const Setup &setup,
                                   const std::vector<int> &vertexCols, SearchContext &context);

/// solveArmy() for a request validateArmy() has accepted (the family's prepared run): it is not
/// checked again.
Result<SearchStats> solveValidArmy(const ArmyRequest &request, std::stop_token token, const SearchOptions &options);

} // namespace cpw::army
