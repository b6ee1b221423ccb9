#include "colouroverlay.h"

#include <QPainter>

#include <algorithm>

#include "cpw/attacks.h"

namespace ColourOverlay {
QColor byWhite() { return QColor(0x1e, 0x6f, 0xe8, 100); }
QColor byBlack() { return QColor(0x6a, 0x1b, 0x9a, 110); }
QColor byBoth() { return QColor(0x45, 0x5a, 0x64, 120); }
QColor conflict() { return QColor(0xd5, 0x00, 0x00); }
} // namespace ColourOverlay

void paintColourAttacks(QPainter *painter, const cpw::Placement &placement, const cpw::Catalogue &catalogue,
                        const std::function<QRectF(int)> &cellRect)
{
    const cpw::Board &board = placement.board();
    const cpw::CellSet occupied = placement.occupied();
    cpw::CellSet byWhite, byBlack;
    for (int i = 0; i < board.area(); ++i) {
        const int id = placement.at(i);
        if (id == cpw::kEmpty || id < 0 || id >= catalogue.size())
            continue;
        const cpw::CellSet att = cpw::attackedCells(board, catalogue.piece(id), i, occupied);
        (placement.isBlack(i) ? byBlack : byWhite) |= att;
    }
    painter->save();
    painter->setPen(Qt::NoPen);
    for (int i = 0; i < board.area(); ++i) {
        if (board.isHole(i))
            continue;
        const bool w = byWhite.test(i), b = byBlack.test(i);
        if (w || b) {
            painter->setBrush(w && b ? ColourOverlay::byBoth() : w ? ColourOverlay::byWhite() : ColourOverlay::byBlack());
            painter->drawRect(cellRect(i));
        }
    }
    // A piece on a cell the other colour attacks breaks the peace: ringed red.
    painter->setBrush(Qt::NoBrush);
    for (int i = 0; i < board.area(); ++i) {
        if (board.isHole(i) || placement.at(i) == cpw::kEmpty)
            continue;
        if (!(placement.isBlack(i) ? byWhite : byBlack).test(i))
            continue;
        const QRectF r = cellRect(i);
        painter->setPen(QPen(ColourOverlay::conflict(), std::max<qreal>(1.5, r.width() * 0.07)));
        painter->drawEllipse(r.center(), r.width() * 0.44, r.width() * 0.44);
    }
    painter->restore();
}
