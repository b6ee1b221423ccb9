#pragma once
/// \file chess960.h
/// Chess960 (Fischer Random) start positions, seed 001: white's pieces K Q R R B B N N are
/// shuffled on the first rank with the bishops on squares of opposite colours and the king
/// between the two rooks; black mirrors white. There are 960 such back ranks.
///
/// Numbering: Reinhard Scharnagl's scheme, 0..959. For number N: N mod 4 puts the bishop of the
/// light squares on b, d, f or h; (N / 4) mod 4 the dark-square bishop on a, c, e or g;
/// (N / 16) mod 6 the queen on the first, second, ... free square; N / 96 (0..9) the two
/// knights on the free squares by the pairs (1,2) (1,3) (1,4) (1,5) (2,3) (2,4) (2,5) (3,4)
/// (3,5) (4,5); the three squares left get rook, king, rook. 518 is RNBQKBNR.
///
/// Problem kind Chess960: params "number" (0..959) asks for one position; without it every
/// position is listed (board 8x1, the back rank as a placement).

#include <stop_token>
#include <string>
#include <string_view>

#include "cpw/error.h"
#include "cpw/piece.h"
#include "cpw/placement.h"
#include "cpw/problem.h"
#include "cpw/search.h"

namespace cpw {

struct FamilyDescriptor;
/// The family's descriptor (cpw/family.h): its one entry in the core's table. The CLI and the
/// GUI register their parts with this function itself, so that a misspelt family does not build.
FamilyDescriptor chess960Family();

/// The Chess960 family's own errors (ErrorCode::FamilyError; texts:
/// app/common/families/chess960texts.cpp).
enum class Chess960Error {
    BadNumber = 1, ///< a number outside 0..959; `value` holds it
    BadPosition,   ///< not eight letters K Q R R B B N N (or a FEN with such a rank 1);
                   ///< `token` holds the text, `position` the first offending character
    Bishops,       ///< the two bishops stand on squares of the same colour; `token` the rank
    KingRooks,     ///< the king does not stand between the rooks; `token` the rank
};
constexpr FamilyId errorFamily(Chess960Error) { return chess960Family; }

constexpr int kChess960Count = 960;

/// The back rank of position `number` (files a..h, upper case, e.g. "RNBQKBNR" for 518).
/// Chess960Error::BadNumber outside 0..959.
Result<std::string> chess960Position(int number);

/// The number of a back rank: eight letters (upper or lower case) or a FEN (its rank 1 is
/// used; the black rank 8 must mirror it when given in full). Errors: Chess960Error::BadPosition
/// (position = the first offending character), Chess960Error::Bishops, Chess960Error::KingRooks.
Result<int> chess960Number(std::string_view text);

/// True when eight upper-case letters form a legal Chess960 back rank (no numbering used).
bool isChess960BackRank(std::string_view rank);

/// The back rank as an 8x1 placement of the standard catalogue.
Placement chess960Placement(const std::string &rank);

struct Chess960Request {
    int number = -1;       ///< one position (0..959), or -1 for all of them
    bool distinct = false; ///< also count positions up to the left-right mirror
};

Result<Chess960Request> chess960RequestFromProblem(const Problem &problem);

/// Streams every position in number order (or the one asked for) as an 8x1 placement. With
/// `distinct`, SearchStats::distinct counts the classes under the left-right mirror (a mirrored
/// back rank is again a Chess960 position, never the same one).
Result<SearchStats> solveChess960(const Chess960Request &request, std::stop_token token,
                                  const SearchOptions &options);

} // namespace cpw
