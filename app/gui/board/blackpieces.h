#pragma once
/// \file blackpieces.h
/// Black pieces (the two-colour family, peaceable armies): the black variant of each piece
/// drawing of resources/pieces, made from the white SVG by exchanging its colours (dark body,
/// black outline; the generic disc of user pieces gets a light letter).

#include <QByteArray>
#include <QString>

/// The SVG text of the black variant of a white piece drawing.
QByteArray blackVariantSvg(const QByteArray &whiteSvg);
/// The colour of the letter on the generic disc (user pieces) for a piece of this colour.
inline unsigned pieceLetterRgb(bool black)
{
    return black ? 0xf4f4f4u : 0x1b1b1bu;
}
