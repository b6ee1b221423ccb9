#pragma once
/// \file colouroverlay.h
/// The overlay of the two-colour family (peaceable armies, BoardPainter's ColourAttacksLayer):
/// cells attacked by white pieces tinted blue, by black pieces tinted purple (both stand out on the board's
/// browns), by both tinted slate (no piece of either colour may stand there: a fact, not a fault); a piece
/// attacked by the other colour (the placement is not peaceable) is ringed red.

#include <QRectF>
#include <functional>

#include "cpw/piece.h"
#include "cpw/placement.h"

class QPainter;

#include <QColor>

/// The overlay's colours (BoardPainter::legend names them).
namespace ColourOverlay {
QColor byWhite();
QColor byBlack();
QColor byBoth();
QColor conflict();
} // namespace ColourOverlay

/// Paints the overlay; `cellRect` gives the rectangle of a cell.
void paintColourAttacks(QPainter *painter, const cpw::Placement &placement, const cpw::Catalogue &catalogue,
                        const std::function<QRectF(int)> &cellRect);
