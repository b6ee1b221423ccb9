#pragma once
/// \file cover.h
/// Minimum covers (domination) by one piece type (issue 9; Fisher's knight cover problem).
///
/// A set of pieces of one type *covers* a board when every cell is occupied or attacked.
/// Variants: *total* (every cell attacked, occupied ones too; a piece never attacks its own
/// cell) and *independent* (a cover in which no piece attacks another). Riders are blocked by
/// pieces; with all pieces of one type blocking never changes which cells are attacked nor
/// whether two pieces attack each other (docs/cover.md §Conventions proves it), so the solver
/// works on the attack graph of the empty board and every printed cover is re-checked with
/// blocking (cpw::attackCounts).
///
/// Problem files of kind Cover: the piece is the first of Problem::allowed (default the
/// knight); params "variant" = "plain" | "total" | "independent", "mode" = "minimum" |
/// "pieces" | "upper", "pieces" (int, for mode "pieces"), "upper_time_limit" (seconds, mode
/// "upper"; an old file's "time_limit" is read for it), "method" = "both" | "local" | "sat"
/// and "symmetry" (int) for mode "upper", "first" (bool), "distinct" (bool), and the tuning
/// knobs "task_target" (int) and "lp_bound" (bool). Problem::preplaced holds fixed pieces (same type).

#include <stop_token>
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
FamilyDescriptor coverFamily();

enum class CoverVariant {
    Plain,      ///< every cell occupied or attacked (domination)
    Total,      ///< every cell attacked, occupied ones too (total domination)
    Independent ///< a cover whose pieces do not attack each other (independent domination)
};

enum class CoverMode {
    Minimum, ///< the minimum number of pieces (proven) and every cover that reaches it
    Pieces,  ///< every cover with exactly `pieces` pieces
    Upper    ///< small covers found within the time limit (no proof; large boards)
};

/// How mode Upper searches (docs/cover.md).
enum class UpperMethod {
    Portfolio,   ///< local search and the SAT model side by side (threads share the best cover)
    LocalSearch, ///< local search only (not for independent covers)
    Sat          ///< the SAT model only (CaDiCaL)
};

struct CoverRequest {
    Board board; ///< shape (holes are not cells)
    Catalogue catalogue = Catalogue::standard();
    int piece = -1; ///< catalogue id; -1 = the knight
    CoverVariant variant = CoverVariant::Plain;
    CoverMode mode = CoverMode::Minimum;
    int pieces = 0;         ///< for CoverMode::Pieces: exactly this many (preplaced included)
    bool distinct = false;  ///< also count covers up to the problem's symmetries
    bool firstOnly = false; ///< Minimum: stop at the first minimum cover (still proven)
    Placement preplaced;    ///< fixed pieces of the same type (may be empty)
    /// Upper: the search method.
    UpperMethod upperMethod = UpperMethod::Portfolio;
    /// Upper: the search's own time limit in seconds where SearchOptions sets none (problem
    /// param "upper_time_limit", whose default this is; a problem's run takes the shorter of
    /// the two).
    double upperTimeLimit = 10.0;
    /// Upper, SAT model: 0 = automatic (covers invariant under 4-fold rotation, then 180-degree
    /// rotation, a mirror, the diagonal, then all covers); 1 = all covers only (can prove the
    /// minimum); 2 = 2-fold symmetric covers only (rotation, mirror, diagonal); 4 = 4-fold
    /// symmetric covers only (quarter turn, both mirrors, both diagonals).
    int upperSymmetry = 0;
    /// Tuning: the search tree is cut into at least this many tasks (0 = automatic).
    /// Results never depend on it (nor on the thread count); tests vary it.
    int taskTarget = 0;
    /// Tuning: use the LP bound (GLPK) at task roots (results never depend on it).
    bool lpBound = true;
};

/// Validates a request (sizes, piece, preplaced pieces, mode parameters).
Error validateCover(const CoverRequest &request);

/// Builds a request from a problem file of kind Cover (see the file comment for the params).
Result<CoverRequest> coverRequestFromProblem(const Problem &problem);
/// The problem of a request (the inverse of coverRequestFromProblem; checkpoints save it).
Problem coverProblemFromRequest(const CoverRequest &request);

/// True when `placement` (pieces of one type) is a cover of the requested variant, judged
/// with blocking by cpw::attackCounts (used to verify every printed cover).
bool isCover(const Placement &placement, const Catalogue &catalogue, CoverVariant variant);

/// Runs the search. Streams covers to options.onSolution (objective = number of pieces).
/// Minimum: optimum (the minimum), provenOptimal (also when stopped by a limit after covers
/// with the minimum were found), solutions = number of minimum covers,
/// distinct (when request.distinct). Pieces: solutions = covers with exactly that many
/// pieces. Upper: optimum = the smallest cover found (each improvement streamed), provenOptimal
/// true only if it meets the lower bound or the SAT model without symmetry proved that no
/// smaller cover exists (then complete; extra["sat_proof"] = 1). With UpperMethod::Sat the run
/// does not stop at the lower bound: the SAT model proves the minimum itself.
/// extra["lower_bound"] holds the proven lower bound. A board that cannot be covered (total
/// variant on some shapes) gives 0 solutions, complete.
Result<SearchStats> solveCover(const CoverRequest &request, std::stop_token token,
                               const SearchOptions &options);

} // namespace cpw
