#include "boardpainter.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

#include "colouroverlay.h"
#include "palette.h"

using namespace palette;

/*
 * The key. legend() lists, for the layers a scene shows, every mark those layers can draw, with
 * the colours the layers above use (one palette, so the key cannot drift from the board), in the
 * translation context "Legend". paintLegend() flows the entries in rows: a swatch of one cell
 * drawn like the board draws the mark, then its words.
 */
namespace {
QString legendText(const char *text)
{
    return QCoreApplication::translate("Legend", text);
}

bool boardHasHoles(const cpw::Board &board)
{
    for (int i = 0; i < board.area(); ++i)
        if (board.isHole(i))
            return true;
    return false;
}

using Mark = LegendEntry::Mark;

qreal swatchSide(int pixelSize)
{
    return std::round(pixelSize * 1.6);
}

void paintSwatch(QPainter *painter, const QRectF &r, const LegendEntry &e, int pixelSize)
{
    const qreal c = r.width();
    painter->save();
    painter->setPen(Qt::NoPen);
    painter->setBrush(e.mark == Mark::Hole ? kHole : BoardPainter::lightSquare());
    painter->drawRect(r);
    QFont f = painter->font();
    f.setFamily(QStringLiteral("DejaVu Sans"));
    f.setBold(true);
    f.setPixelSize(std::max(1, int(pixelSize * 0.8)));
    painter->setFont(f);
    switch (e.mark) {
    case Mark::Fill:
        painter->setBrush(e.colour);
        painter->drawRect(r);
        break;
    case Mark::Hatch:
        painter->setBrush(QBrush(e.colour, Qt::BDiagPattern));
        painter->drawRect(r);
        break;
    case Mark::Hole:
        break;
    case Mark::Ring:
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(e.colour, std::max<qreal>(1.5, c * 0.08)));
        painter->drawEllipse(r.center(), c * 0.36, c * 0.36);
        break;
    case Mark::Square:
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(e.colour, std::max<qreal>(1.5, c * 0.08)));
        painter->drawRect(QRectF(r.center().x() - c * 0.26, r.center().y() - c * 0.26, c * 0.52, c * 0.52));
        break;
    case Mark::Line:
        painter->setPen(QPen(e.colour, std::max<qreal>(1.5, c * 0.1), Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(r.bottomLeft() + QPointF(c * 0.15, -c * 0.15), r.topRight() + QPointF(-c * 0.15, c * 0.15));
        break;
    case Mark::Badge: {
        const QRectF badge = r.adjusted(c * 0.12, c * 0.2, -c * 0.12, -c * 0.2);
        painter->setBrush(e.colour);
        painter->drawRoundedRect(badge, c * 0.08, c * 0.08);
        painter->setPen(Qt::white);
        painter->drawText(badge, Qt::AlignCenter, e.sample);
        break;
    }
    case Mark::Tag: {
        const QRectF tag = r.adjusted(c * 0.1, c * 0.22, -c * 0.1, -c * 0.22);
        painter->setBrush(QColor(255, 255, 255, 220));
        painter->drawRoundedRect(tag, c * 0.06, c * 0.06);
        painter->setPen(e.colour);
        painter->drawText(tag, Qt::AlignCenter, e.sample);
        break;
    }
    case Mark::Text:
        painter->setPen(e.colour);
        painter->drawText(r, Qt::AlignCenter, e.sample);
        break;
    case Mark::Dot:
        painter->setBrush(e.colour);
        painter->drawEllipse(r.center(), c * 0.12, c * 0.12);
        break;
    }
    painter->restore();
}

/// Where each entry goes when the key flows across `width`: one rectangle per entry.
std::vector<QRectF> legendLayout(const std::vector<LegendEntry> &entries, qreal width, int pixelSize)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(std::max(1, pixelSize));
    const QFontMetricsF fm(f);
    const qreal side = swatchSide(pixelSize);
    const qreal gap = pixelSize * 0.5;
    const qreal rowH = std::max(side, fm.height()) + gap * 0.6;
    std::vector<QRectF> rects;
    qreal x = 0, y = 0;
    for (const LegendEntry &e : entries) {
        const qreal w = std::min(width, side + gap + fm.horizontalAdvance(e.text) + 2 * gap);
        if (x > 0 && x + w > width) {
            x = 0;
            y += rowH;
        }
        rects.emplace_back(x, y, w, rowH);
        x += w;
    }
    return rects;
}
} // namespace

bool BoardPainter::hasOverlays(const BoardScene &scene)
{
    return scene.counts || scene.showTargets || scene.layers != NoOverlay || scene.pattern || scene.hints ||
           scene.given || scene.numbers;
}

std::vector<LegendEntry> BoardPainter::legend(const BoardScene &scene)
{
    std::vector<LegendEntry> e;
    if (!scene.placement)
        return e;
    const cpw::Board &board = scene.placement->board();
    if (boardHasHoles(board))
        e.push_back({Mark::Hole, kHole, {}, legendText(QT_TRANSLATE_NOOP("Legend", "hole: not part of the board"))});
    if (scene.given && std::find(scene.given->begin(), scene.given->end(), char(1)) != scene.given->end())
        e.push_back({Mark::Square, kGivenFrame, {}, legendText(QT_TRANSLATE_NOOP("Legend", "given: part of the puzzle, fixed"))});
    if (scene.numbers) {
        e.push_back({Mark::Text, kGivenText, QStringLiteral("7"), legendText(QT_TRANSLATE_NOOP("Legend", "a given move number"))});
        e.push_back({Mark::Text, kEntryText, QStringLiteral("8"), legendText(QT_TRANSLATE_NOOP("Legend", "a move number you wrote"))});
        e.push_back({Mark::Line, kPath, {}, legendText(QT_TRANSLATE_NOOP("Legend", "consecutive moves joined"))});
    }
    if (scene.counts) {
        bool targets = false;
        if (scene.targets)
            for (int t : *scene.targets)
                targets = targets || t != cpw::kAnyTarget;
        if (targets) {
            e.push_back({Mark::Badge, kExact, QStringLiteral("2"), legendText(QT_TRANSLATE_NOOP("Legend", "attacked exactly as often as its target"))});
            e.push_back({Mark::Badge, kBelow, QStringLiteral("1"), legendText(QT_TRANSLATE_NOOP("Legend", "attacked fewer times than its target"))});
            e.push_back({Mark::Badge, kAbove, QStringLiteral("3"), legendText(QT_TRANSLATE_NOOP("Legend", "attacked more often than its target"))});
        } else {
            e.push_back({Mark::Badge, kNeutral, QStringLiteral("2"), legendText(QT_TRANSLATE_NOOP("Legend", "how many pieces attack the cell"))});
        }
    }
    if (scene.showTargets)
        e.push_back({Mark::Text, kTargetText, QStringLiteral("=2"),
                     legendText(QT_TRANSLATE_NOOP("Legend", "the cell's target: attacked exactly so often (=* any number)"))});
    if (scene.layers & ConflictsLayer) {
        e.push_back({Mark::Line, kConflict, {}, legendText(QT_TRANSLATE_NOOP("Legend", "two pieces that attack each other"))});
        e.push_back({Mark::Fill, kAttackedTint, {}, legendText(QT_TRANSLATE_NOOP("Legend", "attacked: no further piece may stand here"))});
    }
    if (scene.layers & UncoveredLayer) {
        e.push_back({Mark::Fill, kCovered, {},
                     (scene.layers & TotalCoverLayer) ? legendText(QT_TRANSLATE_NOOP("Legend", "covered: attacked by a piece"))
                                                      : legendText(QT_TRANSLATE_NOOP("Legend", "covered: attacked or occupied"))});
        e.push_back({Mark::Dot, kUncoveredDot, {}, legendText(QT_TRANSLATE_NOOP("Legend", "not covered yet"))});
    }
    if (scene.layers & TourPathLayer) {
        e.push_back({Mark::Line, kPath, {}, legendText(QT_TRANSLATE_NOOP("Legend", "the tour's path"))});
        e.push_back({Mark::Tag, kPath, QStringLiteral("1"), legendText(QT_TRANSLATE_NOOP("Legend", "move numbers"))});
        e.push_back({Mark::Ring, kStart, {}, legendText(QT_TRANSLATE_NOOP("Legend", "the first move"))});
        if (!(scene.layers & ClosedTourLayer))
            e.push_back({Mark::Square, kConflict, {}, legendText(QT_TRANSLATE_NOOP("Legend", "the last move"))});
    }
    if (scene.layers & ColourAttacksLayer) {
        e.push_back({Mark::Fill, ColourOverlay::byWhite(), {}, legendText(QT_TRANSLATE_NOOP("Legend", "attacked by white: no black piece here"))});
        e.push_back({Mark::Fill, ColourOverlay::byBlack(), {}, legendText(QT_TRANSLATE_NOOP("Legend", "attacked by black: no white piece here"))});
        e.push_back({Mark::Fill, ColourOverlay::byBoth(), {}, legendText(QT_TRANSLATE_NOOP("Legend", "attacked by both: no piece here"))});
        e.push_back({Mark::Ring, ColourOverlay::conflict(), {}, legendText(QT_TRANSLATE_NOOP("Legend", "a piece attacked by the other colour"))});
    }
    if (scene.pattern) {
        e.push_back({Mark::Fill, kPatternTint, {}, legendText(QT_TRANSLATE_NOOP("Legend", "attacked by the selected piece"))});
        if (scene.pattern->mustBeFree.any())
            e.push_back({Mark::Ring, kFreeRing, {}, legendText(QT_TRANSLATE_NOOP("Legend", "must stay empty for this pattern"))});
        if (scene.pattern->mustBeOccupied.any())
            e.push_back({Mark::Ring, kOccupiedRing, {}, legendText(QT_TRANSLATE_NOOP("Legend", "must be occupied for this pattern"))});
    }
    if (scene.hints) {
        bool unknown = false, counted = false;
        for (const CellHint &h : *scene.hints) {
            unknown = unknown || h.state == CellHint::Unknown;
            counted = counted || (h.state == CellHint::Live && h.counted);
        }
        e.push_back({Mark::Fill, kHintLive, {}, legendText(QT_TRANSLATE_NOOP("Legend", "a piece here still allows a solution"))});
        e.push_back({Mark::Fill, kHintDead, {}, legendText(QT_TRANSLATE_NOOP("Legend", "no solution with a piece here"))});
        if (unknown)
            e.push_back({Mark::Fill, kHintUnknown, {}, legendText(QT_TRANSLATE_NOOP("Legend", "no answer in the time allowed"))});
        if (counted)
            e.push_back({Mark::Text, QColor(0x0b, 0x3d, 0x0e), QStringLiteral("12"),
                         legendText(QT_TRANSLATE_NOOP("Legend", "solutions with a piece here"))});
    }
    return e;
}

qreal BoardPainter::legendHeight(const std::vector<LegendEntry> &entries, qreal width, int pixelSize)
{
    if (entries.empty())
        return 0.0;
    const std::vector<QRectF> rects = legendLayout(entries, width, pixelSize);
    return rects.back().bottom();
}

void BoardPainter::paintLegend(QPainter *painter, const QRectF &area, const std::vector<LegendEntry> &entries,
                               int pixelSize)
{
    if (entries.empty())
        return;
    const std::vector<QRectF> rects = legendLayout(entries, area.width(), pixelSize);
    const qreal side = swatchSide(pixelSize);
    const qreal gap = pixelSize * 0.5;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(std::max(1, pixelSize));
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const QRectF r = rects[i].translated(area.topLeft());
        const QRectF swatch(r.left(), r.center().y() - side / 2, side, side);
        paintSwatch(painter, swatch, entries[i], pixelSize);
        painter->setPen(QColor(0x3a, 0x3a, 0x3a));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(swatch);
        painter->setFont(f);
        painter->setPen(QColor(0x21, 0x21, 0x21));
        const QRectF textRect(swatch.right() + gap, r.top(), r.right() - swatch.right() - gap, r.height());
        painter->drawText(textRect, Qt::AlignLeft | Qt::AlignVCenter,
                          QFontMetricsF(f).elidedText(entries[i].text, Qt::ElideRight, textRect.width()));
    }
    painter->restore();
}
