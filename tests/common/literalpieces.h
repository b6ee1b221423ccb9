#pragma once
// The pieces' moves written out here as literal tables, from the rules of chess and of the
// fairy pieces (not from the product's catalogue or Betza parser), and a naive attack routine
// over them with blocking: the geometry the tests' brute forces judge by (tests/army,
// tests/independent/brute.h, tests/exact/brute.h, tests/cover/brute.h). A step is a leap (one
// jump of (dx, dy), range 1), a ride of at most `range` jumps, or an unlimited ride (range 0);
// a ride ends at the board's edge, before a hole, or on the first piece, which is attacked.
// y grows towards the top rank (white's forward).
//   K king, Q queen, R rook, B bishop, N knight, P white pawn (attacks the two cells diagonally
//   towards the top rank);
//   A amazon = Q + N leaps, C chancellor = R + N leaps, H archbishop = B + N leaps (super);
//   I nightrider = rides along the knight's 8 lines; X = Q + I, Y = R + I, Z = B + I (awesome);
//   the user pieces of the tests, by their Betza text: fRW, WD3, fWbF, WD, W2, WW.
#include <cstdlib>
#include <cstdio>
#include <string>
#include <vector>

#include "cpw/piece.h"

namespace literal {

struct Step {
    int dx, dy;
    int range; ///< 1 leap, 0 unlimited ride, n > 1 at most n jumps
};

inline std::vector<Step> eight(int a, int b, int range)
{
    // The 8 orientations of (a, b), a > b >= 0 or a == b; duplicates do no harm to attack sets.
    return {{a, b, range},  {b, a, range},  {-a, b, range},  {-b, a, range},
            {a, -b, range}, {b, -a, range}, {-a, -b, range}, {-b, -a, range}};
}

inline const std::vector<Step> kKingLeaps = {{1, 0, 1}, {-1, 0, 1}, {0, 1, 1},  {0, -1, 1},
                                             {1, 1, 1}, {1, -1, 1}, {-1, 1, 1}, {-1, -1, 1}};
inline const std::vector<Step> kKnightLeaps = {{1, 2, 1},  {2, 1, 1},  {-1, 2, 1},  {-2, 1, 1},
                                               {1, -2, 1}, {2, -1, 1}, {-1, -2, 1}, {-2, -1, 1}};
inline const std::vector<Step> kRookRides = {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}};
inline const std::vector<Step> kBishopRides = {{1, 1, 0}, {1, -1, 0}, {-1, 1, 0}, {-1, -1, 0}};
inline const std::vector<Step> kNightriderRides = {{1, 2, 0},  {2, 1, 0},  {-1, 2, 0},  {-2, 1, 0},
                                                   {1, -2, 0}, {2, -1, 0}, {-1, -2, 0}, {-2, -1, 0}};
inline const std::vector<Step> kPawnCaptures = {{-1, 1, 1}, {1, 1, 1}};
inline const std::vector<Step> kWazirLeaps = {{1, 0, 1}, {-1, 0, 1}, {0, 1, 1}, {0, -1, 1}};

inline std::vector<Step> join(std::initializer_list<std::vector<Step>> parts)
{
    std::vector<Step> out;
    for (const std::vector<Step> &p : parts)
        out.insert(out.end(), p.begin(), p.end());
    return out;
}

/// The steps of a built-in piece letter (empty for another letter).
inline std::vector<Step> stepsOf(char letter)
{
    switch (letter) {
    case 'K': return kKingLeaps;
    case 'Q': return join({kRookRides, kBishopRides});
    case 'R': return kRookRides;
    case 'B': return kBishopRides;
    case 'N': return kKnightLeaps;
    case 'P': return kPawnCaptures;
    case 'A': return join({kRookRides, kBishopRides, kKnightLeaps});
    case 'C': return join({kRookRides, kKnightLeaps});
    case 'H': return join({kBishopRides, kKnightLeaps});
    case 'I': return kNightriderRides;
    case 'X': return join({kRookRides, kBishopRides, kNightriderRides});
    case 'Y': return join({kRookRides, kNightriderRides});
    case 'Z': return join({kBishopRides, kNightriderRides});
    default: return {};
    }
}

/// The steps of the user pieces the tests define, by their Betza text (empty for another text).
inline std::vector<Step> stepsOfBetza(const std::string &betza)
{
    if (betza == "fRW") // the forward rook's ride up the file, and the wazir's four leaps
        return join({{{0, 1, 0}}, kWazirLeaps});
    if (betza == "WD3") // the wazir, and the dabbaba's (2, 0) jumps ridden at most 3 times
        return join({kWazirLeaps, {{2, 0, 3}, {-2, 0, 3}, {0, 2, 3}, {0, -2, 3}}});
    if (betza == "fWbF") // one step forward, or one diagonal step backward
        return {{0, 1, 1}, {1, -1, 1}, {-1, -1, 1}};
    if (betza == "WD") // the wazir and the dabbaba, leaps
        return join({kWazirLeaps, {{2, 0, 1}, {-2, 0, 1}, {0, 2, 1}, {0, -2, 1}}});
    if (betza == "W2") // the wazir's lines ridden at most twice
        return {{1, 0, 2}, {-1, 0, 2}, {0, 1, 2}, {0, -1, 2}};
    if (betza == "WW") // the wazir rider: the rook
        return kRookRides;
    return {};
}

/// The literal steps of a catalogue piece: built-ins by their letter, user pieces by their
/// Betza text. A piece without a table here ends the test program: a brute force must never
/// fall back on the product's move lists.
inline std::vector<Step> stepsOf(const cpw::PieceType &piece)
{
    std::vector<Step> s =
        piece.kind == cpw::PieceKind::Custom ? stepsOfBetza(piece.betza) : stepsOf(piece.letter);
    if (s.empty()) {
        std::fprintf(stderr, "literalpieces.h: no literal table for piece %c (%s)\n", piece.letter,
                     piece.betza.c_str());
        std::abort();
    }
    return s;
}

/// The same steps as cpw::Move values (the brute forces' loops read dx, dy, range).
inline std::vector<cpw::Move> movesOf(const cpw::PieceType &piece)
{
    std::vector<cpw::Move> out;
    for (const Step &s : stepsOf(piece))
        out.push_back(cpw::Move{s.dx, s.dy, s.range});
    return out;
}

/// Calls `hit(tx, ty)` for every cell a piece with `steps` on (x, y) attacks on a w x h board,
/// where `stops(tx, ty)` says a cell holds a piece (a ride ends on it) and `hole(tx, ty)` that it
/// is not part of the board (a ride ends before it).
template <class Stops, class Hole, class Hit>
void attacksFrom(const std::vector<Step> &steps, int w, int h, int x, int y, Stops stops, Hole hole, Hit hit)
{
    for (const Step &s : steps) {
        for (int k = 1; s.range == 0 || k <= s.range; ++k) {
            const int tx = x + k * s.dx, ty = y + k * s.dy;
            if (tx < 0 || ty < 0 || tx >= w || ty >= h || hole(tx, ty))
                break;
            hit(tx, ty);
            if (stops(tx, ty))
                break;
        }
    }
}

} // namespace literal
