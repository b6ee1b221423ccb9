#pragma once
/// \file piece.h
/// Pieces as data. A piece attacks along a set of moves; a move is a vector (dx, dy)
/// that is either a leap (one step) or a ride (the step repeated until the board edge,
/// a hole, the range limit, or the first occupied cell, which is attacked and stops it).
/// The catalogue holds the standard, fairy and user-defined pieces, each with a
/// one-letter symbol used by the placement notation.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cpw/board.h"
#include "cpw/error.h"

namespace cpw {

/// One attacking move of a piece.
struct Move {
    int dx = 0;
    int dy = 0;      ///< positive dy points towards the top rank (white's forward)
    int range = 1;   ///< steps: 1 = leap, 0 = unlimited ride, n > 1 = ride of at most n steps
    bool isRide() const { return range != 1; }
    auto operator<=>(const Move &) const = default;
};

/// Stable identifiers of the built-in pieces. User pieces have id Custom.
enum class PieceKind {
    King, Queen, Rook, Bishop, Knight, Pawn,
    SuperQueen, SuperRook, SuperBishop,       ///< + knight leap (seed 002 "super")
    AwesomeQueen, AwesomeRook, AwesomeBishop, ///< + knight-rider line (seed 002 "awesome")
    Nightrider,
    Custom
};

/// A piece type: a letter, a name, its moves (normalised: sorted, no duplicates, a leap
/// that a ride in the same direction covers is dropped).
struct PieceType {
    char letter = '?';       ///< 'A'..'Z'; unique within a catalogue
    PieceKind kind = PieceKind::Custom;
    std::string name;        ///< English name for built-ins ("Queen"); user text for Custom
    std::string betza;       ///< Betza notation the moves were made from
    std::vector<Move> moves;

    /// True if some move is a ride (attacks can be blocked).
    bool hasRides() const;
    /// True if the move set maps onto itself under s (a pawn is invariant only under
    /// Identity and MirrorLR). Holes/board shape are not considered here.
    bool isInvariantUnder(Symmetry s) const;
    /// True when the move set is the same under all 8 symmetries.
    bool isFullySymmetric() const;
};

/// Parses Betza notation into normalised moves.
/// Atoms: W F D N A H C Z G (W=(1,0) F=(1,1) D=(2,0) N=(2,1) A=(2,2) H=(3,0) C=(3,1)
/// Z=(3,2) G=(3,3)) with all their 8 (or 4) orientations; K=WF, R=WW, B=FF, Q=WWFF (riders).
/// A doubled atom (WW, NN) is a rider; a number after an atom limits the range (W3 = up to
/// 3 steps, N0 = unlimited). Modifiers before an atom restrict directions: f b l r v s, and
/// the pairs ff bb ll rr fl fr bl br fs bs lv rv; 'c' (capture only) is accepted, 'm'
/// (move only) makes the atom non-attacking. Several atoms concatenate: "BN", "WfF".
Result<std::vector<Move>> parseBetza(std::string_view text);

/// The piece catalogue: built-ins plus user-defined pieces.
class Catalogue {
public:
    /// The standard catalogue: K Q R B N P, the super kinds A (Q+N) C (R+N) H (B+N),
    /// the awesome kinds X (Q+NN) Y (R+NN) Z (B+NN), and the Nightrider I (NN).
    static const Catalogue &standard();
    Catalogue();

    int size() const { return static_cast<int>(m_pieces.size()); }
    const PieceType &piece(int id) const { return m_pieces[id]; }
    const std::vector<PieceType> &pieces() const { return m_pieces; }
    /// Piece id for a letter (case-sensitive, 'A'..'Z'), or -1.
    int find(char letter) const;
    int find(PieceKind kind) const;
    /// Adds a user piece from Betza text. Errors: BadPieceLetter, DuplicatePieceLetter,
    /// and the Betza errors (with `position` pointing into the Betza text).
    Result<int> addCustom(char letter, std::string name, std::string_view betza);
    /// Ids of user-defined pieces.
    std::vector<int> customIds() const;

private:
    std::vector<PieceType> m_pieces;
};

/// The symmetry group of a problem: the symmetries of the board's shape (holes) that also map
/// every given piece's move set onto itself (a pawn keeps only the identity and the left-right
/// mirror) and, when per-cell targets are given (index y * width + x), the targets onto
/// themselves. Always contains Symmetry::Identity.
std::vector<Symmetry> problemSymmetries(const Board &board, const Catalogue &catalogue,
                                        const std::vector<int> &pieceIds, const std::vector<int> &targets = {});

/// Parses a list of piece letters such as "KQRBNP" or "Q,R,B" into catalogue ids (duplicates
/// removed, order kept). UnknownPiece with `position` on error; "all" means every piece of
/// the catalogue, "standard" the six standard ones.
Result<std::vector<int>> parsePieceList(std::string_view text, const Catalogue &catalogue);

} // namespace cpw
