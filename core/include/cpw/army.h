#pragma once
/// \file army.h
/// The most valuable peaceful army: white pieces of several kinds, each kind worth an integer
/// number of units, placed so that no piece attacks another; maximise the total value.
///
/// Conventions (docs/army.md): pieces attack as in attacks.h (rides stop at the first occupied
/// cell, which they attack, and before a hole or the edge; leaps jump). An army is peaceful when
/// no piece stands on a cell that another piece attacks. Because the first piece on a ride is
/// always attacked, a piece standing between two riders does not make peace: it is attacked
/// itself. So an army is peaceful exactly when no piece stands on a cell that another piece
/// would attack on an empty board; the solver's model uses that form and every reported army is
/// checked with attackedCells() under the blocking rules.
///
/// The answer is proven optimal (unless a time limit or a stop ends the search first) by one of
/// two engines: a branch and bound on the conflict graph with weighted clique-cover bounds (boards up
/// to 1024 kind-and-cell pairs, e.g. 12x12 with up to seven kinds), or a 0-1 program solved with
/// COIN-OR CBC.
///
/// Problem files (kind "army"): "pieces" = the allowed kinds, "preplaced" = fixed pieces,
/// params "values" (text such as "Q=28,R=28,B=16,N=7,K=14") and "each_type" (bool); tuning
/// params, written only when away from their defaults: "engine" (auto, cliques, mip),
/// "symmetry_breaking", "heuristic_start", "rook_split" (bools, default true).

#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

#include "cpw/board.h"
#include "cpw/error.h"
#include "cpw/piece.h"
#include "cpw/placement.h"
#include "cpw/problem.h"
#include "cpw/search.h"

namespace cpw {

struct FamilyDescriptor;
/// The family's descriptor (cpw/family.h): its one entry in the core's table. The CLI and the
/// GUI register their parts with this function itself, so that a misspelt family does not build.
FamilyDescriptor armyFamily();

/// The army family's own errors (ErrorCode::FamilyError; texts: app/common/families/armytexts.cpp).
enum class ArmyError {
    BadValue = 1,   ///< a values item that is not LETTER=INTEGER (0..1000000); `token` holds it
    DuplicateValue, ///< a piece given two values; `token` holds its letter
    MissingValue,   ///< an allowed piece without a value; `token` holds its letter
    CheckFailed,    ///< the solver's army failed the independent attack check (a bug)
    /// The clique engine, asked for by name, cannot take the problem: `value` holds its
    /// kind-and-cell pairs (more than kMaxArmyCliquePairs).
    CliquesTooLarge,
    /// The rank-by-rank programme, asked for by name, cannot take the problem: it takes only
    /// rectangles without holes or fixed pieces, kinds among the standard Q, R, B, N, K and a
    /// shorter side of at most 12.
    DpRefused,
    /// A checkpoint, a resume, --mpi or --sample asked of an engine other than the clique
    /// engine (dp, or CBC's 0-1 program, chosen by name or automatically for more than
    /// kMaxArmyCliquePairs kind-and-cell pairs): only the clique engine keeps a task list.
    NoCheckpoints,
};
constexpr FamilyId errorFamily(ArmyError) { return armyFamily; }

/// The default values: 1/8 for a queen or rook, 1/14 for a bishop, 1/32 for a knight and 1/16
/// for a king, in units of 1/224 (each kind alone fills an 8x8 board to exactly 224).
inline constexpr std::string_view kDefaultArmyValues = "Q=28,R=28,B=16,N=7,K=14";
/// The most kind-and-cell pairs the clique engine takes (its graph's vertices).
inline constexpr int kMaxArmyCliquePairs = 1024;
/// Largest value of one piece (keeps every total exact in a double).
inline constexpr long long kMaxArmyValue = 1000000;

/// The value of one kind of piece.
struct ArmyValue {
    int piece = -1;      ///< catalogue id
    long long value = 0; ///< units, 0..kMaxArmyValue
    bool operator==(const ArmyValue &) const = default;
};

/// How the army is solved (the optimum is the same either way).
enum class ArmyEngine {
    Auto,    ///< Cliques when the conflict graph has at most 1024 vertices, else Mip
    Cliques, ///< branch and bound on the conflict graph with weighted clique-cover bounds
    Mip,     ///< the 0-1 program (clique rows, windows, rook counts) solved by COIN-OR CBC
    /// rank-by-rank dynamic programme bounded by rectangle optima (rectangles without holes, no
    /// fixed pieces, standard Q, R, B, N, K, shorter side at most 12; else the error
    /// Unsupported with token "dp"); never chosen by Auto
    Dp,
};

struct ArmyRequest {
    Board board; ///< shape (holes are not cells)
    Catalogue catalogue = Catalogue::standard();
    /// Values of the kinds (each kind once). Kinds without a value are worth 0.
    std::vector<ArmyValue> values;
    /// Kinds the solver may place; empty = every kind that has a value.
    std::vector<int> allowed;
    /// At least one piece of every allowed kind (preplaced pieces count).
    bool eachType = false;
    /// At least one piece of each of these kinds (catalogue ids, allowed ones); a part of what
    /// eachType demands. Not a parameter of the family: the dp engine asks the clique engine for
    /// rectangle optima with a queen or a rook required. Only the clique engine reads it (the
    /// others answer Unsupported, token "required"); ignored with eachType.
    std::vector<int> required;
    /// Fixed pieces (part of the army and counted with their values; same board or empty).
    Placement preplaced;
    /// Tuning and cross-checks; the optimum never depends on these.
    bool symmetryBreaking = true; ///< value-balance inequalities under the problem's symmetries
    bool heuristicStart = true;   ///< hand CBC a greedy army to start from
    /// Leave out kinds dominated by another allowed kind (worth no more, attacks a superset from
    /// every cell, e.g. a queen next to a rook of the same value); not with eachType.
    bool dominance = true;
    /// The clique engine branches on the rook-movers (kinds that ride ranks and files both ways)
    /// first, bounding them by their lines (docs/army.md: the split by the rooks' lines).
    bool rookSplit = true;
    /// Cliques on a graph of more than 1024 vertices (a new piece's kind and cell pairs) is the
    /// error Unsupported (token "cliques", value = the number of vertices).
    ArmyEngine engine = ArmyEngine::Auto;
};

/// Parses a values text "Q=28,R=28,B=16,N=7,K=14" (spaces allowed around items). Errors:
/// UnknownPiece (token = the letter, position), ArmyError::BadValue (token = the item, position: not
/// LETTER=INTEGER or outside 0..kMaxArmyValue), ArmyError::DuplicateValue (token = the letter).
Result<std::vector<ArmyValue>> parseArmyValues(std::string_view text, const Catalogue &catalogue);
/// The values in text form (catalogue letters, in the given order).
std::string armyValuesText(const std::vector<ArmyValue> &values, const Catalogue &catalogue);

/// The allowed kinds of a request (the explicit list, or every kind with a value).
std::vector<int> armyAllowed(const ArmyRequest &request);
/// Value of one kind (0 when it has none).
long long armyValueOf(const std::vector<ArmyValue> &values, int piece);
/// Total value of a placement.
long long armyValue(const Placement &placement, const std::vector<ArmyValue> &values);
/// True when no piece of the placement stands on a cell another piece attacks (attacks.h rules,
/// with blocking): the independent check every reported army passes.
bool isPeaceful(const Placement &placement, const Catalogue &catalogue);

/// Validates a request: board sizes, kinds, values, preplaced pieces (NoPieces, UnknownPiece,
/// ArmyError::MissingValue with token = the letter of an allowed kind without a value, CellIsHole,
/// HoleMismatch).
Error validateArmy(const ArmyRequest &request);

/// Builds a request from a problem of kind Army (see the file comment).
Result<ArmyRequest> armyRequestFromProblem(const Problem &problem);
/// The problem form of a request (kind Army; for the GUI and tests).
Problem armyProblem(const ArmyRequest &request);

/// Solves: streams the best army found (one solution, objective = its value) and fills
/// SearchStats: optimum (value in units), provenOptimal, solutions (1 when an army was found, 0
/// when none exists, e.g. preplaced pieces that attack each other), nodes (branch-and-bound
/// nodes of the engine), complete (= proven), extra["bound"] (the best proven upper bound),
/// labels["engine"] ("cliques", "mip" or "dp", the engine that ran). The optimum is the same for
/// every thread count.
/// A stop (token, time limit) ends CBC within about a second; the best army so far is reported.
Result<SearchStats> solveArmy(const ArmyRequest &request, std::stop_token token,
                              const SearchOptions &options);

} // namespace cpw
