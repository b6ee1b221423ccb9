#pragma once
/// \file palette.h
/// The overlay colours the board painter and its key share (boardpainter.cpp draws with them,
/// legend.cpp names them): one palette, so the key cannot drift from the board.

#include <QColor>

namespace palette {
/*
 * The palette. Calm by default: what is merely "not there yet" (a count below its target, a cell
 * not covered yet, a cell a piece may no longer use) is drawn in greys and soft tints; red is kept
 * for what is wrong and needs the eye (too many attacks, pieces attacking each other, a cell the
 * analysis rules out). Every colour below has its words in BoardPainter::legend().
 */
inline const QColor kBelow(0x78, 0x90, 0x9c);
inline const QColor kExact(0x2e, 0x7d, 0x32);
inline const QColor kAbove(0xc6, 0x28, 0x28);
inline const QColor kNeutral(0x45, 0x5a, 0x64);
inline const QColor kFreeRing(0x15, 0x65, 0xc0);
inline const QColor kOccupiedRing(0xc6, 0x28, 0x28);
inline const QColor kRay(0x19, 0x76, 0xd2);
inline const QColor kConflict(0xd5, 0x00, 0x00);
inline const QColor kPath(0x0d, 0x47, 0xa1);
inline const QColor kHole(0x4a, 0x4f, 0x55);
inline const QColor kCovered(0x43, 0xa0, 0x47, 70);
inline const QColor kUncoveredDot(0x54, 0x5a, 0x60, 170);
inline const QColor kAttackedTint(0x60, 0x7d, 0x8b, 80);
inline const QColor kPatternTint(0x43, 0xa0, 0x47, 110);
inline const QColor kHintLive(0x2e, 0x9d, 0x32, 150);
inline const QColor kHintDead(0xe5, 0x39, 0x35, 120);
inline const QColor kHintUnknown(0x90, 0xa4, 0xae, 90);
inline const QColor kStart(0x2e, 0x7d, 0x32);
inline const QColor kTargetText(0x0d, 0x47, 0xa1);
inline const QColor kGivenTint(0x37, 0x47, 0x4f, 40); ///< a puzzle's given cell: a light wash
inline const QColor kGivenFrame(0x26, 0x32, 0x38);    ///< and a dark frame inside it
inline const QColor kGivenText(0x21, 0x21, 0x21);     ///< a given move number
inline const QColor kEntryText(0x15, 0x65, 0xc0);     ///< a move number the person wrote
inline const QColor kSolvedRing(0x2e, 0x7d, 0x32);
} // namespace palette
