#pragma once
/// \file peaceable.h
/// Peaceably coexisting armies (issue 28): m white and m black pieces of one kind on a board,
/// no piece attacking a piece of the other colour (pieces of one colour may attack each
/// other); the largest m. For queens on n x n this is OEIS A250000 (R. A. Bosch, "Peaceably
/// coexisting armies of queens", Optima 62, 1999; constructions by Ainley, 1977).
///
/// Attacks are those of the empty board, in either direction: with every piece of one kind,
/// two pieces of different colours on a ride line (within the ride's range) always have a
/// neighbouring pair of different colours between them, and the first of that pair attacks
/// the second (docs/peaceable.md), so blocking never makes an unpeaceable placement peaceable.
///
/// Problem files of kind Peaceable: the piece is the first of Problem::allowed (default the
/// queen); params (declared once in core/src/peaceable/peaceable.cpp, cpw/params.h) "m" (int,
/// 0 = find the largest m), "count" (bool: count every optimal placement, or with "m" every
/// placement of m + m), "distinct" (bool), "upper" (bool: the best found within the run's
/// time limit, 10 s without one, no proof; "m" and "count" apply without it only), "white"
/// (int, 0 = off: white is held at exactly that many pieces and black's count is maximised,
/// the largest aggressor of OEIS A308632 when it is a(n); "m" and "count" then speak of black),
/// and the run options "task_depth" (int, tuning) and "symmetry" (choice "lex" | "colours",
/// tuning: which symmetries the branch and bound breaks; results are the same).
/// Problem::preplaced holds fixed pieces of both colours (lower case = black).

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
FamilyDescriptor peaceableFamily();

/// Which symmetries of the problem the branch and bound and the count break (the run option
/// "symmetry"). The result is the same either way; the search trees differ, so one engine
/// cross-checks the other.
enum class PeaceableSymmetry {
    Lex,     ///< every symmetry of the problem, by the lex-leader rule (issue 46; the default)
    Colours, ///< the exchange of colours alone (the first decision white): the engine before issue 46
};

struct PeaceableRequest {
    Board board; ///< shape (holes are not cells)
    Catalogue catalogue = Catalogue::standard();
    int piece = -1;        ///< catalogue id; -1 = the queen
    int m = 0;             ///< > 0: is m + m achievable (one placement, or all with `count`)
    /// > 0: exactly this many white pieces; the search maximises black (`m` and `count` are
    /// then black's: `white` + `m` achievable?). 0: both colours have the same count.
    int white = 0;
    bool count = false;    ///< count the placements (of the optimum, or of `m`)
    bool distinct = false; ///< with `count`: also up to the board's symmetries and colour exchange
    bool upper = false;    ///< the best found within the time limit, no proof of optimality
    Placement preplaced;   ///< fixed pieces of the request's piece, both colours
    /// Tuning: the number of decisions that cut the search into tasks (0 = automatic).
    /// Results never depend on it (nor on the thread count); tests vary it.
    int taskDepth = 0;
    /// Tuning and cross-checks: Colours runs the branch and bound as it was before issue 46,
    /// which breaks the exchange of colours alone (the first decision white, and nothing with
    /// `white` fixed); the default breaks every symmetry of the problem, the board's too
    /// (docs/peaceable.md). The count (`count`) then cuts no white set by the board's
    /// symmetries and bounds black by the exchange alone. Results are the same; the search trees
    /// differ.
    PeaceableSymmetry symmetry = PeaceableSymmetry::Lex;
    /// With `count` and `distinct`: keep the least placement of every class (the run option
    /// "representatives", the file `cpw peaceable --representatives FILE` writes; the core only
    /// reads whether it is set). They are kept in the checkpoints, so a resumed count has them
    /// all, and returned in SearchStats::representatives once the count is complete.
    bool representatives = false;
};

/// Validates a request (sizes, piece, preplaced pieces of the right kind on cells, m).
Error validatePeaceable(const PeaceableRequest &request);
/// Builds a request from a problem file of kind Peaceable (see the file comment).
Result<PeaceableRequest> peaceableRequestFromProblem(const Problem &problem);
/// The problem of a request (the inverse of peaceableRequestFromProblem).
Problem peaceableProblemFromRequest(const PeaceableRequest &request);

/// True when no piece of `placement` attacks a piece of the other colour, judged with blocking
/// by cpw::attackedCells (both directions).
bool isPeaceable(const Placement &placement, const Catalogue &catalogue);

/// The order of the representatives: placements compared by their white cells, then by their
/// black cells, as sets; of two sets the one that holds the lowest cell index (Board's order:
/// a1, b1, ..., then rank 2) where they differ comes first. The representative of a class is
/// its least placement in this order; the file lists them in this order.
bool peaceableLess(const Placement &a, const Placement &b);

/// Writes the representatives to `path` atomically: one placement a line in placement notation
/// (upper case white, lower case black), in the order given. FileWrite on failure.
Error savePeaceableRepresentatives(const std::vector<Placement> &representatives, const Catalogue &catalogue,
                                   const std::string &path);

/// Runs the search.
/// - default: the largest m (optimum), provenOptimal; one optimal placement is streamed
///   (the same for any thread count); solutions = 1.
/// - `m` > 0: one placement of m white and m black pieces if there is one (solutions = 1,
///   optimum = m) or none (solutions = 0); complete either way.
/// - `count`: solutions = the number of placements with exactly m white and m black pieces
///   for the optimum (or the given m); with `distinct`, distinct = classes under the board's
///   symmetries (that map the piece and the preplaced pieces onto themselves) and the exchange
///   of colours. Placements are streamed while a sink is set.
/// - stopped by a time limit (or `upper`): optimum = the best m found, provenOptimal false,
///   extra["upper_bound"] = the proven upper bound.
/// - `white` > 0: as above with black's count in place of m (optimum = the most black pieces
///   beside exactly `white` white ones, proven; none when `white` white pieces do not fit);
///   extra["white"] = `white`.
/// extra["upper_bound"] is always set; extra["lower_bound"] is the best m found.
Result<SearchStats> solvePeaceable(const PeaceableRequest &request, std::stop_token token,
                                   const SearchOptions &options);

} // namespace cpw
