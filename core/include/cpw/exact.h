#pragma once
/// \file exact.h
/// The exact-attack puzzle (seed 000): place white pieces so that every cell is attacked
/// exactly its target number of times. Counting conventions: shared/exact-attack-conventions.md.
///
/// This header is the interface the CLI and the GUI use; the solver lives in core/src/exact/.

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
FamilyDescriptor exactFamily();

/// The exact-attack family's own errors (ErrorCode::FamilyError; texts:
/// app/common/families/exacttexts.cpp).
enum class ExactError {
    TooManyCells = 1, ///< a board of more than 64 cells (one 64-bit word); `value` = its cells
    TooManyPatterns,  ///< the pieces' attack patterns exceed the memory bound; `value` = the bound
    OccupancyRefused, ///< the occupancy engine cannot run this request (see ExactEngine::Occupancy)
    SatMode,          ///< the SAT engine asked to list every solution (it finds an optimum only)
    SatTasks,         ///< the SAT engine, chosen, asked to checkpoint, resume, sample or distribute
    SatAutoTasks,     ///< the same where the automatic choice took the SAT engine
};
constexpr FamilyId errorFamily(ExactError) { return exactFamily; }

/// Which cells must reach their target.
enum class ExactCounting {
    AllCells, ///< every cell, occupied or empty (seed 000)
    EmptyOnly ///< only empty cells; occupied cells are free (Friedman's V(n,k))
};

enum class ExactMode {
    All,    ///< every solution (count / stream)
    Fewest, ///< the minimum number of pieces (proven) and every solution that reaches it
    Most    ///< the maximum number of pieces and every solution that reaches it
};

/// Which search engine runs (docs/exact.md §Search). Counts never depend on it.
enum class ExactEngine {
    Auto,      ///< effectiveExactEngine(): the SAT engine for the fewest or the most pieces
               ///< of dense problems, else the occupancy engine where it applies, else the
               ///< pattern engines
    Search,    ///< the search engines' own choice: the occupancy engine where it applies, else
               ///< the pattern engines (Auto without the SAT engine; pauses, runs on threads)
    Occupancy, ///< decide cell contents (every cell counts,
               ///< a rectangle of at most 64 cells, pieces with leaps and unlimited rides only)
    Pattern,   ///< the seed's pattern search (fixed or most-constrained-cell order)
    Sat,       ///< fewest / most only: a SAT model (CaDiCaL) proves the optimum, then every
               ///< solution reaching it is enumerated; one thread, no checkpoints
};

struct ExactRequest {
    Board board; ///< shape (holes are not cells)
    Catalogue catalogue = Catalogue::standard();
    std::vector<int> allowed; ///< allowed piece ids; empty = the six standard pieces
    std::vector<int> targets; ///< per cell (index y*width+x); kAnyTarget = any; holes ignored
    ExactCounting counting = ExactCounting::AllCells;
    bool canonical = true; ///< seed 000 redundancy rules (conventions); false = raw
    bool noPawns = false;  ///< only solutions without pawns
    ExactMode mode = ExactMode::All;
    bool distinct = false; ///< also count orbits under the problem's symmetry group
    Placement preplaced;   ///< fixed pieces (may be empty; same board)
    /// Tuning: the search tree is cut into at least this many tasks (0 = automatic, 256).
    /// Results never depend on it (nor on the thread count); tests vary it.
    int taskTarget = 0;
    ExactEngine engine = ExactEngine::Auto; ///< tuning and cross-checks; results never depend on it
};

/// One attack pattern (seed 000): a piece on a cell, the cells it attacks, the cells that
/// must be free and the cells that must be occupied for it to attack exactly those.
struct AttackPattern {
    int piece = -1; ///< catalogue id
    int cell = -1;
    CellSet attacked; ///< attacked cells (a piece attacks a cell at most once)
    CellSet mustBeFree;
    CellSet mustBeOccupied;
};

/// Validates a request (sizes, targets, pieces, preplaced pieces on holes, ...).
Error validateExact(const ExactRequest &request);

/// The targets (summed over the cells that have a number) from which the automatic choice
/// proves the fewest or the most pieces with the SAT engine (docs/exact.md, "Which engine").
inline constexpr int kSatAutoTargets = 90;

/// The engine a request runs on. ExactEngine::Auto becomes ExactEngine::Sat for the fewest or
/// the most pieces when the search's bound is known to be weak: empty cells only counted, an
/// allowed piece that rides with a limited range (both go to the pattern engines), or targets
/// adding up to kSatAutoTargets or more (6x6 k=3, 7x7 k=2, 8x8 k=2). Otherwise Auto stays
/// (the occupancy engine where it applies, else the pattern engines); an engine chosen by hand
/// is kept. The choice depends on the problem only, never on threads or options; a search
/// that has to pause, resume, sample or be distributed asks for ExactEngine::Search.
ExactEngine effectiveExactEngine(const ExactRequest &request);

/// Builds a request from a problem file of kind Exact (targets, params "count_empty_only",
/// "raw", "no_pawns", "mode" = "all"|"fewest"|"most",
/// "engine" = "auto"|"search"|"occupancy"|"pattern"|"sat",
/// "task_target" = the number of tasks the split aims at, default 256).
Result<ExactRequest> exactRequestFromProblem(const Problem &problem);
/// The problem of a request (the inverse of exactRequestFromProblem; checkpoints save it).
Problem exactProblemFromRequest(const ExactRequest &request);

/// All attack patterns of the allowed pieces on the board, under the canonical rules or raw.
/// On 5x5 with the rules: K, N, P 25 each, B 95, R 324, Q 1331 (B 100, Q 1356 raw).
std::vector<AttackPattern> exactPatterns(const Board &board, const Catalogue &catalogue,
                                         const std::vector<int> &allowed, bool canonical);

/// The pattern that `piece` on `cell` forms in the given position (for the GUI's markers).
AttackPattern patternInPosition(const Board &board, const PieceType &piece, int pieceId, int cell,
                                const CellSet &occupied);

/// Brings a placement to its canonical form (conventions file): enclosed queens become
/// kings, enclosed first-rank pawns become bishops, last-rank pawns that block nothing go.
Placement canonicalForm(const Placement &placement, const Catalogue &catalogue);

/// Runs the search. Streams solutions (canonical form) to options.onSolution.
/// Fills SearchStats: solutions, complete, nodes, byPieces, optimum (fewest/most pieces
/// among solutions found), provenOptimal, distinct and symmetric when request.distinct.
Result<SearchStats> solveExact(const ExactRequest &request, std::stop_token token,
                               const SearchOptions &options);

} // namespace cpw
