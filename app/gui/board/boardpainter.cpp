#include "boardpainter.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

#include "colouroverlay.h"
#include "palette.h"
#include "cpw/problem.h"
#include "piecerenderer.h"

using namespace palette;

namespace {

QString fileName(int x)
{
    // a..z, then aa, ab, ... as Board::cellName does.
    QString s;
    int n = x;
    do {
        s.prepend(QChar::fromLatin1(char('a' + n % 26)));
        n = n / 26 - 1;
    } while (n >= 0);
    return s;
}
} // namespace

QRectF BoardPainter::Geometry::cellRect(int x, int y) const
{
    return QRectF(boardRect.left() + x * cell, boardRect.top() + (height - 1 - y) * cell, cell, cell);
}

int BoardPainter::Geometry::cellAt(const QPointF &point) const
{
    if (cell <= 0 || !boardRect.contains(point))
        return -1;
    const int x = std::clamp(int((point.x() - boardRect.left()) / cell), 0, width - 1);
    const int row = std::clamp(int((point.y() - boardRect.top()) / cell), 0, height - 1);
    return (height - 1 - row) * width + x;
}

BoardPainter::Geometry BoardPainter::layout(const cpw::Board &board, const QRectF &area, bool labels,
                                            bool snap)
{
    Geometry g;
    g.width = board.width();
    g.height = board.height();
    const qreal m = labels ? 0.55 : 0.0;
    qreal cell = std::min(area.width() / (g.width + m), area.height() / (g.height + m));
    if (snap)
        cell = std::max<qreal>(1.0, std::floor(cell));
    cell = std::max<qreal>(cell, 0.0);
    g.cell = cell;
    g.margin = m * cell;
    const qreal totalW = g.width * cell + g.margin;
    const qreal totalH = g.height * cell + g.margin;
    qreal left = area.left() + (area.width() - totalW) / 2.0 + g.margin;
    qreal top = area.top() + (area.height() - totalH) / 2.0;
    if (snap) {
        left = std::round(left);
        top = std::round(top);
    }
    g.boardRect = QRectF(left, top, g.width * cell, g.height * cell);
    return g;
}

QSizeF BoardPainter::naturalSize(const cpw::Board &board, qreal cell, bool labels)
{
    const qreal m = labels ? 0.55 : 0.0;
    return QSizeF((board.width() + m) * cell, (board.height() + m) * cell);
}

QColor BoardPainter::countColour(int count, int target)
{
    if (target < 0)
        return kNeutral;
    if (count < target)
        return kBelow;
    if (count > target)
        return kAbove;
    return kExact;
}

/*
 * Paint order (back to front): cells and holes, pattern tint, cover and conflict tints,
 * analysis hints, a puzzle's givens, selection, pieces, a numbered tour's numbers, conflict lines, tour path, pattern rings, attack lines, overlay counts
 * and targets, labels, the dragged piece, the badge. Each layer is one function below. Sizes are all relative
 * to the cell side so that every output (a 40 px thumbnail, a 4K screen, an SVG) looks the same.
 */
namespace {
using Geometry = BoardPainter::Geometry;

/// What every layer reads: the scene, its board and catalogue, the geometry.
struct LayerContext {
    QPainter *painter;
    const BoardScene &scene;
    const cpw::Placement &placement;
    const cpw::Board &board;
    const cpw::Catalogue &catalogue;
    const Geometry &g;
    qreal c;                        ///< cell side
    const std::vector<int> *counts; ///< the scene's counts, or computed ones for tints
    QRectF pieceRect(int cell) const
    {
        const qreal inset = c * 0.06;
        return g.cellRect(cell).adjusted(inset, inset, -inset, -inset);
    }
};

void paintCells(const LayerContext &x)
{
    QPainter *painter = x.painter;
    const Geometry &g = x.g;
    painter->setPen(Qt::NoPen);
    for (int y = 0; y < g.height; ++y) {
        for (int xx = 0; xx < g.width; ++xx) {
            const QRectF r = g.cellRect(xx, y);
            if (x.board.isHole(x.board.index(xx, y))) {
                // A hole is no square at all: a dark slate cell, never mistaken for a light one.
                painter->setBrush(kHole);
                painter->drawRect(x.scene.vector ? r : r.adjusted(0, 0, 0.5, 0.5));
                continue;
            }
            painter->setBrush(((xx + y) % 2 == 0) ? BoardPainter::darkSquare() : BoardPainter::lightSquare());
            // Slight overlap on screen avoids hairline seams between antialiased cells.
            painter->drawRect(x.scene.vector ? r : r.adjusted(0, 0, 0.5, 0.5));
        }
    }
    // Outline around the rectangle.
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(QColor(0x5d, 0x46, 0x30), std::max<qreal>(1.0, x.c * 0.025)));
    painter->drawRect(g.boardRect);
}

/// Pattern: tint of attacked cells.
void paintPatternTint(const LayerContext &x)
{
    if (!x.scene.pattern)
        return;
    x.painter->setPen(Qt::NoPen);
    x.painter->setBrush(kPatternTint);
    for (int i = 0; i < x.board.area(); ++i)
        if (x.scene.pattern->attacked.test(i))
            x.painter->drawRect(x.g.cellRect(i));
}

/// Cover layer: covered cells tinted green; cells that are neither occupied nor attacked (with
/// TotalCoverLayer: not attacked at all) get a grey dot. An empty board shows nothing.
void paintUncovered(const LayerContext &x)
{
    if (!(x.scene.layers & UncoveredLayer) || x.placement.empty())
        return;
    const bool total = x.scene.layers & TotalCoverLayer;
    for (int i = 0; i < x.board.area(); ++i) {
        if (x.board.isHole(i))
            continue;
        const bool attacked = i < int(x.counts->size()) && (*x.counts)[i] > 0;
        const bool covered = attacked || (!total && x.placement.at(i) != cpw::kEmpty);
        x.painter->setPen(Qt::NoPen);
        if (covered) {
            x.painter->setBrush(kCovered);
            x.painter->drawRect(x.g.cellRect(i));
        } else {
            x.painter->setBrush(kUncoveredDot);
            x.painter->drawEllipse(x.g.cellRect(i).center(), x.c * 0.09, x.c * 0.09);
        }
    }
}

/// Conflicts layer, part one: empty cells under attack tinted grey (no piece may go there: a
/// fact, not a fault, so no warning colour).
void paintConflictTint(const LayerContext &x)
{
    if (!(x.scene.layers & ConflictsLayer))
        return;
    x.painter->setPen(Qt::NoPen);
    x.painter->setBrush(kAttackedTint);
    for (int i = 0; i < x.board.area(); ++i)
        if (!x.board.isHole(i) && x.placement.at(i) == cpw::kEmpty && i < int(x.counts->size()) &&
            (*x.counts)[i] > 0)
            x.painter->drawRect(x.g.cellRect(i));
}

/*
 * Analysis hints: empty cells tinted green where a piece keeps the position completable and
 * red where it does not. Where the completions were counted the green deepens with the count
 * (a heat map against the largest count on the board) and the count is written in the cell.
 */
void paintHints(const LayerContext &x)
{
    if (!x.scene.hints || int(x.scene.hints->size()) != x.board.area())
        return;
    const std::vector<CellHint> &hints = *x.scene.hints;
    unsigned long long most = 0;
    for (const CellHint &h : hints)
        if (h.state == CellHint::Live && h.counted)
            most = std::max(most, h.count);
    QPainter *painter = x.painter;
    const qreal c = x.c;
    QFont f = painter->font();
    f.setFamily(QStringLiteral("DejaVu Sans"));
    f.setBold(true);
    f.setPixelSize(std::max(1, int(std::round(c * 0.22))));
    painter->setFont(f);
    for (int i = 0; i < x.board.area(); ++i) {
        const CellHint &h = hints[i];
        if (x.board.isHole(i) || x.placement.at(i) != cpw::kEmpty || h.state == CellHint::Pending)
            continue;
        const QRectF r = x.g.cellRect(i);
        painter->setPen(Qt::NoPen);
        if (h.state == CellHint::Dead) {
            painter->setBrush(kHintDead);
        } else if (h.state == CellHint::Unknown) {
            painter->setBrush(kHintUnknown);
        } else {
            const double heat = h.counted && most > 0 ? double(h.count) / double(most) : 0.6;
            QColor live = kHintLive;
            live.setAlpha(int(60 + 150 * heat));
            painter->setBrush(live);
        }
        painter->drawRect(r.adjusted(c * 0.03, c * 0.03, -c * 0.03, -c * 0.03));
        if (h.state == CellHint::Live && h.counted && c >= 18) {
            painter->setPen(QColor(0x0b, 0x3d, 0x0e));
            painter->drawText(r.adjusted(0, 0, -c * 0.06, -c * 0.04), Qt::AlignRight | Qt::AlignBottom,
                              QString::number(h.count));
        }
    }
}

void paintSelection(const LayerContext &x)
{
    if (x.scene.selectedCell < 0 || x.scene.selectedCell >= x.board.area())
        return;
    const qreal c = x.c;
    x.painter->setBrush(Qt::NoBrush);
    x.painter->setPen(QPen(QColor(0x15, 0x65, 0xc0), std::max<qreal>(1.5, c * 0.06)));
    x.painter->drawRect(
        x.g.cellRect(x.scene.selectedCell).adjusted(c * 0.04, c * 0.04, -c * 0.04, -c * 0.04));
}

/// Pieces, with invisible naming text in exports, and the pattern's preview piece.
void paintPieces(const LayerContext &x)
{
    QPainter *painter = x.painter;
    const BoardScene &scene = x.scene;
    for (int i = 0; i < x.board.area(); ++i) {
        const int id = x.placement.at(i);
        if (id < 0 || id >= x.catalogue.size() || i == scene.hiddenCell)
            continue;
        PieceRenderer::instance().draw(painter, x.pieceRect(i), x.catalogue.piece(id), scene.vector,
                                       x.placement.isBlack(i));
        if (scene.semanticText) {
            // Invisible, but searchable/selectable text naming the piece and its cell (exports).
            painter->save();
            QFont f = painter->font();
            f.setPixelSize(std::max(1, int(x.c * 0.2)));
            painter->setFont(f);
            painter->setPen(QColor(0, 0, 0, 0));
            const char letter = x.catalogue.piece(id).letter; // black pieces in lower case
            const QString text = QStringLiteral("%1 %2").arg(
                QChar::fromLatin1(x.placement.isBlack(i) && letter >= 'A' && letter <= 'Z'
                                      ? char(letter - 'A' + 'a')
                                      : letter),
                QString::fromStdString(x.board.cellName(i)));
            painter->drawText(x.g.cellRect(i), Qt::AlignCenter, text);
            painter->restore();
        }
    }
    if (scene.pattern && scene.patternPreviewPiece && scene.pattern->cell >= 0 &&
        scene.pattern->cell < x.board.area() && x.placement.at(scene.pattern->cell) == cpw::kEmpty &&
        scene.pattern->piece >= 0 && scene.pattern->piece < x.catalogue.size()) {
        painter->setOpacity(0.75);
        PieceRenderer::instance().draw(painter, x.pieceRect(scene.pattern->cell),
                                       x.catalogue.piece(scene.pattern->piece), scene.vector);
        painter->setOpacity(1.0);
    }
}

/// Conflicts layer, part two: every piece that stands on a cell another piece attacks gets a
/// red ring, with a line from the attacker.
void paintConflictLines(const LayerContext &x)
{
    if (!(x.scene.layers & ConflictsLayer))
        return;
    QPainter *painter = x.painter;
    const qreal c = x.c;
    const cpw::CellSet occupied = x.placement.occupied();
    std::vector<bool> ringed(x.board.area(), false);
    for (int i = 0; i < x.board.area(); ++i) {
        const int id = x.placement.at(i);
        if (id < 0 || id >= x.catalogue.size())
            continue;
        const cpw::CellSet hit = cpw::attackedCells(x.board, x.catalogue.piece(id), i, occupied) & occupied;
        for (int j = 0; j < x.board.area(); ++j) {
            if (!hit.test(j))
                continue;
            QColor line = kConflict;
            line.setAlpha(190);
            painter->setPen(QPen(line, std::max<qreal>(1.5, c * 0.06), Qt::SolidLine, Qt::RoundCap));
            painter->drawLine(x.g.cellRect(i).center(), x.g.cellRect(j).center());
            ringed[i] = ringed[j] = true;
        }
    }
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(kConflict, std::max<qreal>(1.5, c * 0.07)));
    for (int i = 0; i < x.board.area(); ++i)
        if (ringed[i])
            painter->drawEllipse(x.g.cellRect(i).center(), c * 0.44, c * 0.44);
}

/// Tour layer, the numbers: move numbers in the cells where they fit.
void paintMoveNumbers(const LayerContext &x, const std::vector<int> &byMove, int last)
{
    const qreal c = x.c;
    if (c < 14)
        return;
    QPainter *painter = x.painter;
    QFont f = painter->font();
    f.setFamily(QStringLiteral("DejaVu Sans"));
    f.setBold(true);
    f.setPixelSize(std::max(1, int(std::round(c * (last >= 100 ? 0.22 : 0.28)))));
    painter->setFont(f);
    for (int m = 1; m <= last; ++m) {
        if (byMove[m] < 0)
            continue;
        const QRectF r = x.g.cellRect(byMove[m]);
        const QRectF tag(r.left() + c * 0.04, r.top() + c * 0.04, c * 0.5, c * 0.3);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(255, 255, 255, 200));
        painter->drawRoundedRect(tag, c * 0.05, c * 0.05);
        painter->setPen(kPath);
        painter->drawText(tag, Qt::AlignCenter, QString::number(m));
    }
}

/// Tour layer: the path through the cell centres in move order, the start ringed green and
/// the end marked red (a closed tour is drawn back to its start); move numbers in the cells.
void paintTour(const LayerContext &x)
{
    const BoardScene &scene = x.scene;
    if (!(scene.layers & TourPathLayer) || !scene.order)
        return;
    QPainter *painter = x.painter;
    const qreal c = x.c;
    const std::vector<int> &order = *scene.order;
    std::vector<int> byMove(order.size() + 1, -1);
    int last = 0;
    for (int i = 0; i < int(order.size()) && i < x.board.area(); ++i)
        if (order[i] > 0 && order[i] <= int(order.size())) {
            byMove[order[i]] = i;
            last = std::max(last, order[i]);
        }
    QPolygonF path;
    for (int m = 1; m <= last; ++m)
        if (byMove[m] >= 0)
            path << x.g.cellRect(byMove[m]).center();
    if ((scene.layers & ClosedTourLayer) && path.size() > 2)
        path << path.front();
    QColor line = kPath;
    line.setAlpha(200);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(line, std::max<qreal>(1.0, c * 0.05), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawPolyline(path);
    if (!path.isEmpty()) {
        painter->setPen(QPen(kStart, std::max<qreal>(1.5, c * 0.08)));
        painter->drawEllipse(path.front(), c * 0.3, c * 0.3);
        if (!(scene.layers & ClosedTourLayer) && last > 1 && byMove[last] >= 0) {
            painter->setPen(QPen(kConflict, std::max<qreal>(1.5, c * 0.08)));
            const QPointF e = x.g.cellRect(byMove[last]).center();
            painter->drawRect(QRectF(e.x() - c * 0.26, e.y() - c * 0.26, c * 0.52, c * 0.52));
        }
    }
    paintMoveNumbers(x, byMove, last);
}

/// A puzzle's givens: a grey wash on each given cell, under its piece or number.
void paintGivens(const LayerContext &x)
{
    if (!x.scene.given)
        return;
    // A wash and a dark frame inside the cell: never mistaken for the attacked cells' tint.
    const qreal w = std::max<qreal>(1.5, x.c * 0.07);
    x.painter->setPen(QPen(kGivenFrame, w));
    x.painter->setBrush(kGivenTint);
    for (int i = 0; i < x.board.area() && i < int(x.scene.given->size()); ++i)
        if ((*x.scene.given)[i] && !x.board.isHole(i))
            x.painter->drawRect(x.g.cellRect(i).adjusted(w / 2, w / 2, -w / 2, -w / 2));
}

/// A numbered tour (a puzzle, or its solution on a sheet): the numbers large in the cells, the
/// givens in black, the person's in blue; a thin line joins each two consecutive numbers both
/// written, so that the parts of the path found so far show.
void paintNumbers(const LayerContext &x)
{
    if (!x.scene.numbers)
        return;
    const std::vector<int> &numbers = *x.scene.numbers;
    const int area = std::min<int>(x.board.area(), int(numbers.size()));
    std::vector<int> byMove(std::size_t(area) + 2, -1);
    int last = 0;
    for (int i = 0; i < area; ++i)
        if (numbers[i] > 0 && numbers[i] <= area) {
            byMove[numbers[i]] = i;
            last = std::max(last, numbers[i]);
        }
    QPainter *painter = x.painter;
    const qreal c = x.c;
    QColor line = kPath;
    line.setAlpha(110);
    painter->setPen(QPen(line, std::max<qreal>(1.0, c * 0.04), Qt::SolidLine, Qt::RoundCap));
    for (int m = 1; m < last; ++m)
        if (byMove[m] >= 0 && byMove[m + 1] >= 0)
            painter->drawLine(x.g.cellRect(byMove[m]).center(), x.g.cellRect(byMove[m + 1]).center());
    if (c < 10)
        return;
    QFont f = painter->font();
    f.setFamily(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(std::max(1, int(std::round(c * (last >= 100 ? 0.3 : 0.4)))));
    for (int i = 0; i < area; ++i) {
        if (numbers[i] <= 0)
            continue;
        const bool given = x.scene.given && i < int(x.scene.given->size()) && (*x.scene.given)[i];
        f.setBold(given);
        painter->setFont(f);
        const QRectF r = x.g.cellRect(i);
        // A light disc keeps the number readable on dark squares and over the line.
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(255, 255, 255, 190));
        painter->drawEllipse(r.center(), c * 0.34, c * 0.27);
        painter->setPen(given ? kGivenText : kEntryText);
        painter->drawText(r, Qt::AlignCenter, QString::number(numbers[i]));
    }
}

/// Pattern rings: must be free (blue), must be occupied (red).
void paintPatternRings(const LayerContext &x)
{
    if (!x.scene.pattern)
        return;
    x.painter->setBrush(Qt::NoBrush);
    for (int i = 0; i < x.board.area(); ++i) {
        const bool freeCell = x.scene.pattern->mustBeFree.test(i);
        const bool occupied = x.scene.pattern->mustBeOccupied.test(i);
        if (!freeCell && !occupied)
            continue;
        x.painter->setPen(QPen(freeCell ? kFreeRing : kOccupiedRing, std::max<qreal>(1.5, x.c * 0.07)));
        x.painter->drawEllipse(x.g.cellRect(i).center(), x.c * 0.4, x.c * 0.4);
    }
}

/// Attack lines of the hovered piece.
void paintRays(const LayerContext &x)
{
    const BoardScene &scene = x.scene;
    if (scene.rayOrigin < 0 || scene.rays.empty())
        return;
    QPainter *painter = x.painter;
    const qreal c = x.c;
    const QPointF from = x.g.cellRect(scene.rayOrigin).center();
    QColor line = kRay;
    line.setAlpha(170);
    for (const cpw::AttackRay &ray : scene.rays) {
        if (ray.cells.empty())
            continue;
        painter->setPen(QPen(line, std::max<qreal>(1.5, c * 0.06), Qt::SolidLine, Qt::RoundCap));
        const QPointF to = x.g.cellRect(ray.cells.back()).center();
        if (ray.move.isRide()) {
            painter->drawLine(from, to);
        } else {
            QPointF d = to - from;
            painter->setPen(QPen(line, std::max<qreal>(1.0, c * 0.035), Qt::DashLine, Qt::RoundCap));
            painter->drawLine(from + d * 0.18, to);
        }
        painter->setPen(Qt::NoPen);
        painter->setBrush(line);
        for (int cell : ray.cells)
            painter->drawEllipse(x.g.cellRect(cell).center(), c * 0.09, c * 0.09);
        painter->setBrush(Qt::NoBrush);
    }
}

/// Overlay: attack counts coloured against the targets; targets.
void paintCounts(const LayerContext &x)
{
    const BoardScene &scene = x.scene;
    if (!scene.counts && !scene.showTargets)
        return;
    QPainter *painter = x.painter;
    const qreal c = x.c;
    QFont f = painter->font();
    f.setFamily(QStringLiteral("DejaVu Sans"));
    f.setBold(true);
    f.setPixelSize(std::max(1, int(std::round(c * 0.24))));
    painter->setFont(f);
    for (int i = 0; i < x.board.area(); ++i) {
        if (x.board.isHole(i))
            continue;
        const QRectF r = x.g.cellRect(i);
        const int target =
            (scene.targets && i < int(scene.targets->size())) ? (*scene.targets)[i] : cpw::kAnyTarget;
        // An empty board shows no count badges: 0 everywhere says nothing yet.
        if (scene.counts && i < int(scene.counts->size()) && !x.placement.empty()) {
            const int count = (*scene.counts)[i];
            const QRectF badge(r.right() - c * 0.36, r.top() + c * 0.03, c * 0.33, c * 0.28);
            painter->setPen(Qt::NoPen);
            painter->setBrush(BoardPainter::countColour(count, target));
            painter->drawRoundedRect(badge, c * 0.06, c * 0.06);
            painter->setPen(Qt::white);
            painter->drawText(badge, Qt::AlignCenter, QString::number(count));
        }
        if (scene.showTargets) {
            const QRectF tr(r.left() + c * 0.03, r.bottom() - c * 0.3, c * 0.5, c * 0.28);
            painter->setPen(kTargetText);
            painter->drawText(tr, Qt::AlignLeft | Qt::AlignVCenter,
                              target == cpw::kAnyTarget ? QStringLiteral("=*")
                                                        : QStringLiteral("=%1").arg(target));
        }
    }
}

/// File letters below, rank numbers on the left.
void paintLabels(const LayerContext &x)
{
    const qreal c = x.c;
    const Geometry &g = x.g;
    if (!x.scene.labels || c < 6)
        return;
    QPainter *painter = x.painter;
    QFont f = painter->font();
    f.setFamily(QStringLiteral("DejaVu Sans"));
    f.setBold(false);
    f.setPixelSize(std::max(1, int(std::round(std::min(c * 0.3, g.margin * 0.62)))));
    painter->setFont(f);
    painter->setPen(QColor(0x4e, 0x3b, 0x2a));
    for (int col = 0; col < g.width; ++col) {
        const QRectF r(g.boardRect.left() + col * c, g.boardRect.bottom(), c, g.margin);
        painter->drawText(r, Qt::AlignCenter, fileName(col));
    }
    for (int y = 0; y < g.height; ++y) {
        const QRectF cell = g.cellRect(0, y);
        const QRectF r(g.boardRect.left() - g.margin, cell.top(), g.margin * 0.9, c);
        painter->drawText(r, Qt::AlignRight | Qt::AlignVCenter, QString::number(y + 1));
    }
}

void paintDragPiece(const LayerContext &x)
{
    const BoardScene &scene = x.scene;
    if (scene.dragPiece < 0 || scene.dragPiece >= x.catalogue.size())
        return;
    const qreal c = x.c;
    const QRectF r(scene.dragPos.x() - c * 0.45, scene.dragPos.y() - c * 0.45, c * 0.9, c * 0.9);
    x.painter->setOpacity(0.85);
    PieceRenderer::instance().draw(x.painter, r, x.catalogue.piece(scene.dragPiece), scene.vector);
    x.painter->setOpacity(1.0);
}

/// Short text in a blue pill at the top of the board ("live search").
void paintBadge(const LayerContext &x)
{
    const QString &badge = x.scene.badge;
    if (badge.isEmpty())
        return;
    QPainter *painter = x.painter;
    QFont f = painter->font();
    f.setPixelSize(std::max(9, int(x.c * 0.24)));
    f.setBold(true);
    painter->setFont(f);
    const QFontMetricsF fm(f);
    const qreal w = fm.horizontalAdvance(badge) + fm.height();
    const qreal h = fm.height() * 1.3;
    const QRectF r(x.g.boardRect.center().x() - w / 2, x.g.boardRect.top() + x.c * 0.05, w, h);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0x15, 0x65, 0xc0, 210));
    painter->drawRoundedRect(r, h / 3, h / 3);
    painter->setPen(Qt::white);
    painter->drawText(r, Qt::AlignCenter, badge);
}
} // namespace

BoardPainter::Geometry BoardPainter::paint(QPainter *painter, const QRectF &area, const BoardScene &scene,
                                           bool snap)
{
    const cpw::Placement &placement = *scene.placement;
    const cpw::Board &board = placement.board();
    const Geometry g = layout(board, area, scene.labels, snap);
    // The cover and conflict tints need counts even where the scene shows none.
    std::vector<int> ownCounts;
    const std::vector<int> *counts = scene.counts;
    if ((scene.layers & (UncoveredLayer | ConflictsLayer)) && !counts) {
        ownCounts = cpw::attackCounts(placement, *scene.catalogue);
        counts = &ownCounts;
    }
    const LayerContext x{painter, scene, placement, board, *scene.catalogue, g, g.cell, counts};
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    paintCells(x);
    paintPatternTint(x);
    paintUncovered(x);
    paintConflictTint(x);
    paintHints(x);
    // Two colours (peaceable armies): cells attacked by white, by black, by both.
    if (scene.layers & ColourAttacksLayer)
        paintColourAttacks(painter, placement, *scene.catalogue, [&](int cell) { return g.cellRect(cell); });
    paintGivens(x);
    paintSelection(x);
    paintPieces(x);
    paintNumbers(x);
    paintConflictLines(x);
    paintTour(x);
    paintPatternRings(x);
    paintRays(x);
    paintCounts(x);
    paintLabels(x);
    paintDragPiece(x);
    paintBadge(x);
    painter->restore();
    return g;
}
