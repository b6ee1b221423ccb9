#pragma once
/// \file independent.h
/// Non-attacking placements (independent sets of the attack graph): the N-queens family.
///
/// - Count: k pieces of one type on a board (n queens on n x n, any catalogue or Betza piece,
///   W x H boards, shaped boards), as sets of cells or, with IndependentHits::All, as ordered
///   sequences (sets x k!, the seed's "all" hits).
/// - First: one placement, fast also for large n (queens: an explicit construction).
/// - Max: the largest number of mutually non-attacking pieces of one type (proven) and the
///   exact number of placements that reach it.
/// - Army: the number of placements of a given multiset of mixed pieces (pieces of one type
///   interchangeable) in which no piece attacks another.
/// Preplaced pieces (the completion problem) are fixed: the added pieces must not attack them
/// nor be attacked by them; preplaced pieces that attack each other are an error.
///
/// "Attack" is on the empty board (a rider's line stops at the edge or a hole). Blocking does
/// not change which sets are independent: a piece between two others on a line is attacked by
/// the first one itself. Conventions, algorithms and verification: docs/independent.md.
///
/// Problem params (kind "independent"): "piece" (letter, string), "kind" ("regular", "super",
/// "awesome"), "count" (integer; default min(width, height)), "hits" ("sets" | "all"),
/// "first" (bool), "max" (bool), "army" (string such as "K2Q2B2N1"), "distinct" (bool).

#include <cstdint>
#include <optional>
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
FamilyDescriptor independentFamily();

/// The independent family's own errors (ErrorCode::FamilyError; texts:
/// app/common/families/independenttexts.cpp).
enum class IndependentError {
    BadArmySpec = 1, ///< an army text such as "K2Q2B2N1" not understood; `position`, `token`
};
constexpr FamilyId errorFamily(IndependentError) { return independentFamily; }

enum class IndependentHits {
    Sets, ///< a placement is a set of cells (default)
    All   ///< ordered sequences: every set counts k! times (count only)
};

enum class IndependentMode {
    Count, ///< every placement of `count` pieces
    First, ///< one placement
    Max,   ///< the maximum number of pieces and every placement that reaches it
    Army   ///< every placement of the multiset `army`
};

/// Which engine counts (cross-checks and the bench; results never depend on it).
enum class IndependentEngine {
    Auto,    ///< the specialised queen counter where it applies, else the general one
    General, ///< the general row engine (any piece, any board)
    Queens   ///< the specialised n-queens counter (n queens, n x n, no holes, nothing preplaced)
};

/// One entry of an army: `count` pieces of catalogue id `piece`.
struct ArmyEntry {
    int piece = -1;
    int count = 0;
    bool operator==(const ArmyEntry &) const = default;
};

struct IndependentRequest {
    Board board; ///< shape (holes are not cells)
    Catalogue catalogue = Catalogue::standard();
    int piece = -1; ///< catalogue id (Count, First, Max)
    int count = -1; ///< pieces of `piece` in the end, preplaced ones of that type included; -1 = min(W, H)
    IndependentMode mode = IndependentMode::Count;
    IndependentHits hits = IndependentHits::Sets;
    bool distinct = false;       ///< also count orbits under the problem's symmetries
    std::vector<ArmyEntry> army; ///< Army: pieces in the end, preplaced ones included
    Placement preplaced;         ///< fixed pieces (may be empty; same board)
    /// Tuning: the search is cut into at least this many tasks (0 = automatic). Results never
    /// depend on it (nor on the thread count); tests vary it.
    int taskTarget = 0;
    /// Testing: n queens counted by the quarter-board join take the pair counting of the
    /// largest boards (n = 22, 23: five table look-ups per pattern, no pair-by-pair tests, odd n
    /// checking the middle queens in the join rather than in per-worker tables) at every n, so
    /// small boards check that path against published counts. Results never depend on it.
    bool queenJoinWide = false;
    /// Testing: the quarter-board join keeps its portable code where the processor has
    /// AVX-512 (which it takes otherwise), so tests check both. Results never depend on it.
    bool queenJoinPortable = false;
    /// Testing: the quarter-board join takes its AVX2 code where the processor has AVX-512 too
    /// (so tests check the AVX2 code on every processor that has it). Results never depend on it.
    bool queenJoinNoAvx512 = false;
    IndependentEngine engine = IndependentEngine::Auto;
};

/// The piece of `kind` ("regular", "super", "awesome") for a base letter: Q/R/B with "super"
/// are the catalogue's A/C/H, with "awesome" X/Y/Z; "regular" (or "") is the letter itself.
/// UnknownPiece (token = letter) when the letter is not in the catalogue, BadFieldValue
/// (token = "kind") for another kind or a kind with a piece other than Q, R, B.
Result<int> independentPiece(const Catalogue &catalogue, char letter, std::string_view kind);

/// Parses an army such as "K2Q2B2N1" (a letter with no number means one; a letter may repeat,
/// counts add up). Errors: IndependentError::BadArmySpec / UnknownPiece with `position`.
Result<std::vector<ArmyEntry>> parseArmy(std::string_view text, const Catalogue &catalogue);
/// The army's text form in catalogue order ("K2Q2B2N1" style, counts always written).
std::string armyText(const std::vector<ArmyEntry> &army, const Catalogue &catalogue);
/// True for n queens' first placement on an empty n x n board (n >= 4, no classes, not the
/// general engine): the explicit construction, which takes boards of any size (the one case of
/// the family beyond kMaxSide; validateIndependent refuses other large boards with BoardTooLarge).
bool independentLargeQueens(const IndependentRequest &request);
/// True for counting n queens on an empty n x n board without classes (the fast counter).
bool independentQueenCount(const IndependentRequest &request);
/// The problem of a request whose search can pause (checkpoints save it): every mode but
/// First (counts, listings, maxima, armies, with or without classes); nullopt for First.
std::optional<Problem> independentResumableProblem(const IndependentRequest &request);

/// Validates a request: sizes (BoardTooLarge beyond kMaxSide but for independentLargeQueens), piece ids, counts, preplaced pieces on holes, and preplaced
/// pieces that attack each other (PreplacedAttack, token "a1-b3").
Error validateIndependent(const IndependentRequest &request);

/// Builds a request from a problem of kind Independent (params in the file comment).
Result<IndependentRequest> independentRequestFromProblem(const Problem &problem);

/// Runs the search. Streams placements (preplaced pieces included) to options.onSolution.
/// SearchStats: solutions (placements; x k! with IndependentHits::All), complete, nodes;
/// Max: optimum (the maximum, preplaced pieces of the type included), provenOptimal;
/// distinct (orbits) when request.distinct.
Result<SearchStats> solveIndependent(const IndependentRequest &request, std::stop_token token,
                                     const SearchOptions &options);

/// Plain bitwise backtracking for n queens on n x n, one thread, no symmetry (the bench's
/// baseline; tests use it as an independent count).
std::uint64_t plainQueenCount(int n);

/// One n-queens solution by the classical explicit construction (n = 1 or n >= 4): the file
/// (column) of the queen on each rank, rank 1 first. Empty for n = 2, 3.
std::vector<int> constructQueens(int n);

} // namespace cpw
