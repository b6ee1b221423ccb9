#include "colouroverlay.h"

#include <QPainter>

#include "cpw/attacks.h"

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
        if (w && b) {
            painter->setBrush(QColor(0xe5, 0x39, 0x35, 90));
            painter->drawRect(cellRect(i));
            painter->setBrush(QBrush(QColor(0xb7, 0x1c, 0x1c, 150), Qt::BDiagPattern));
            painter->drawRect(cellRect(i));
        } else if (w) {
            painter->setBrush(QColor(0x1e, 0x6f, 0xe8, 110));
            painter->drawRect(cellRect(i));
        } else if (b) {
            painter->setBrush(QColor(0x6a, 0x1b, 0x9a, 120));
            painter->drawRect(cellRect(i));
        }
    }
    painter->restore();
}
