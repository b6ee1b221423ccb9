#include "sheetprinter.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QLocale>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <cmath>

#include "cpw/problem.h"
#include "piecerenderer.h"

namespace SheetPrinter {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("SheetPrinter", text);
}

/// Header (title, parameters, a rule) at the top of a page; returns its height.
qreal paintHeader(QPainter &painter, const QRectF &page, const Content &content, int pageNumber)
{
    QFont title(QStringLiteral("DejaVu Sans"));
    title.setBold(true);
    title.setPixelSize(int(page.width() * 0.03));
    QFont small(QStringLiteral("DejaVu Sans"));
    small.setPixelSize(int(page.width() * 0.018));
    const qreal h1 = QFontMetricsF(title).height();
    const qreal h2 = QFontMetricsF(small).height();
    painter.setPen(Qt::black);
    painter.setFont(title);
    painter.drawText(QRectF(page.left(), page.top(), page.width(), h1), Qt::AlignLeft | Qt::AlignVCenter,
                     content.title);
    painter.setFont(small);
    painter.drawText(QRectF(page.left(), page.top(), page.width(), h1), Qt::AlignRight | Qt::AlignVCenter,
                     tr("page %1").arg(pageNumber));
    // The parameters wrap onto as many lines as they need (at least room for two).
    const qreal lines = std::max<qreal>(
        h2 * 2.2, QFontMetricsF(small)
                      .boundingRect(QRectF(0, 0, page.width(), page.height()),
                                    Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, content.parameters)
                      .height());
    painter.drawText(QRectF(page.left(), page.top() + h1, page.width(), lines),
                     Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, content.parameters);
    const qreal y = page.top() + h1 + lines + h2 * 0.2;
    painter.setPen(QPen(Qt::black, std::max<qreal>(1.0, page.width() * 0.001)));
    painter.drawLine(QPointF(page.left(), y), QPointF(page.right(), y));
    return y - page.top() + h2;
}

} // namespace

/*
 * Layout. The page's paint rectangle (margins excluded) gets the header; below it either the
 * diagram, as large as fits, or the grid: columns chosen by the board's width (4 for boards up
 * to 6 files, 3 up to 10, else 2), each tile a diagram with labels and a caption line, rows as
 * many as fit; a full page starts the next one with the header again. A grid whose parts (the
 * tiles before newPageAt and those after) each fit on one page with larger tiles takes the
 * columns that make the tiles largest (a sheet of six puzzles: three by two).
 */
int paint(QPagedPaintDevice *device, const Content &content)
{
    QPainter painter(device);
    if (!painter.isActive())
        return 0;
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF page(QPointF(0, 0), QSizeF(device->width(), device->height()));
    int pages = 1;
    qreal header = paintHeader(painter, page, content, pages);
    if (content.diagram) {
        const QRectF area(page.left(), page.top() + header, page.width(), page.height() - header);
        BoardScene scene = *content.diagram;
        scene.vector = true;
        const QSizeF natural = BoardPainter::naturalSize(scene.placement->board(), 1.0, scene.labels);
        const qreal cell = std::min(area.width() / natural.width(), area.height() * 0.8 / natural.height());
        BoardPainter::paint(&painter, QRectF(area.topLeft(), natural * cell), scene);
        // The key to the overlays under the diagram, when the diagram shows any.
        if (BoardPainter::hasOverlays(scene)) {
            const std::vector<LegendEntry> legend = BoardPainter::legend(scene);
            const int px = std::max(8, int(page.width() / 60));
            const qreal top = area.top() + natural.height() * cell + px;
            BoardPainter::paintLegend(&painter, QRectF(area.left(), top, area.width(), area.bottom() - top), legend,
                                      px);
        }
        return pages;
    }
    if (content.placements.empty() || !content.catalogue)
        return pages;
    const cpw::Board &board = content.placements.front().board();
    const qreal gap = page.width() * 0.03;
    const QSizeF natural = BoardPainter::naturalSize(board, 1.0, true);
    QFont captionFont(QStringLiteral("DejaVu Sans"));
    auto captionHeight = [&](qreal cell) {
        captionFont.setPixelSize(std::max(1, int(cell * 0.45)));
        return QFontMetricsF(captionFont).height() * 1.3;
    };
    auto tileHeight = [&](qreal cell) { return natural.height() * cell + captionHeight(cell) + gap * 0.5; };
    // Columns by the board's width; where a part (the puzzles, or their solutions) fits on one
    // page with larger diagrams, the columns that make them largest.
    int columns = board.width() <= 6 ? 4 : board.width() <= 10 ? 3 : 2;
    auto cellFor = [&](int c) { return (page.width() - gap * (c - 1)) / c / natural.width(); };
    qreal cell = cellFor(columns);
    const int total = int(content.placements.size());
    const int part = content.newPageAt > 0 ? std::max(content.newPageAt, total - content.newPageAt) : total;
    const qreal room = page.height() - header;
    for (int c = 1; c <= part; ++c) {
        const int rows = (part + c - 1) / c;
        qreal k = cellFor(c);
        while (k > cell && rows * tileHeight(k) > room)
            k *= 0.95;
        if (k > cell && rows * tileHeight(k) <= room) {
            columns = c;
            cell = k;
        }
    }
    const qreal tileW = (page.width() - gap * (columns - 1)) / columns;
    const qreal captionH = captionHeight(cell);
    const qreal tileH = tileHeight(cell);
    qreal y = page.top() + header;
    int col = 0;
    Content second; // the header of the pages from newPageAt on
    for (std::size_t i = 0; i < content.placements.size(); ++i) {
        if (int(i) == content.newPageAt && i > 0) {
            second.title = content.newPageTitle;
            second.parameters = content.parameters;
            device->newPage();
            ++pages;
            header = paintHeader(painter, page, second, pages);
            y = page.top() + header;
            col = 0;
        } else if (col == 0 && y + tileH > page.bottom() + 0.5) {
            device->newPage();
            ++pages;
            header = paintHeader(painter, page, second.title.isEmpty() ? content : second, pages);
            y = page.top() + header;
        }
        const QPointF origin(page.left() + col * (tileW + gap), y);
        BoardScene scene;
        scene.placement = &content.placements[i];
        scene.catalogue = content.catalogue;
        scene.vector = true;
        scene.layers = content.layers;
        scene.order = i < content.orders.size() && !content.orders[i].empty() ? &content.orders[i] : nullptr;
        scene.given = i < content.givens.size() && !content.givens[i].empty() ? &content.givens[i] : nullptr;
        scene.numbers = i < content.numbers.size() && !content.numbers[i].empty() ? &content.numbers[i] : nullptr;
        BoardPainter::paint(&painter, QRectF(origin, natural * cell), scene);
        painter.setFont(captionFont);
        painter.setPen(Qt::black);
        const QString caption =
            int(i) < content.captions.size() ? content.captions[int(i)] : QString::number(i + 1);
        painter.drawText(QRectF(origin.x(), origin.y() + natural.height() * cell, tileW, captionH),
                         Qt::AlignCenter, caption);
        if (++col == columns) {
            col = 0;
            y += tileH;
        }
    }
    return pages;
}

void setUpPage(QPagedPaintDevice *device, const QPageSize &size)
{
    device->setPageSize(size);
    device->setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
}

QByteArray pdf(const Content &content, const QPageSize &size)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        setUpPage(&writer, size);
        writer.setResolution(300);
        writer.setTitle(content.title);
        writer.setCreator(QStringLiteral("Chess Puzzle Workbench"));
        paint(&writer, content);
    }
    return buffer.data();
}

QPageSize defaultPageSize()
{
    switch (QLocale().territory()) {
    case QLocale::UnitedStates:
    case QLocale::Canada:
    case QLocale::Mexico:
    case QLocale::Chile:
    case QLocale::Colombia:
    case QLocale::Venezuela:
    case QLocale::Philippines:
        return QPageSize(QPageSize::Letter);
    default:
        return QPageSize(QPageSize::A4);
    }
}

/*
 * The chessboard package (Ulrike Fischer) draws boards up to 26 x 26 (maxfield=z26) with the
 * six standard pieces; setwhite={Ka1,Qd4} places them. Holes cannot be drawn, and no other
 * piece exists there: such diagrams are refused, naming what the package lacks.
 */
QString latex(const cpw::Placement &placement, const cpw::Catalogue &catalogue, const QString &title,
              QString *error)
{
    const cpw::Board &board = placement.board();
    if (board.width() > 26 || board.height() > 26) {
        *error = tr("The chessboard package draws boards up to 26 x 26; this one is %1 x %2.")
                     .arg(board.width())
                     .arg(board.height());
        return {};
    }
    QStringList holes;
    for (int i = 0; i < board.area(); ++i)
        if (board.isHole(i))
            holes << QString::fromStdString(board.cellName(i));
    if (!holes.isEmpty()) {
        *error = tr("The chessboard package cannot draw holes in the board (%1).")
                     .arg(holes.join(QStringLiteral(", ")));
        return {};
    }
    QStringList pieces, others;
    for (int i = 0; i < board.area(); ++i) {
        const int id = placement.at(i);
        if (id == cpw::kEmpty)
            continue;
        const cpw::PieceType &p = catalogue.piece(id);
        const char letter = p.letter;
        const bool standard = p.kind == cpw::PieceKind::King || p.kind == cpw::PieceKind::Queen ||
                              p.kind == cpw::PieceKind::Rook || p.kind == cpw::PieceKind::Bishop ||
                              p.kind == cpw::PieceKind::Knight || p.kind == cpw::PieceKind::Pawn;
        const QString cell = QString::fromStdString(board.cellName(i));
        if (!standard) {
            others << QStringLiteral("%1 (%2)").arg(pieceDisplayName(p), cell);
            continue;
        }
        pieces << QLatin1Char(letter) + cell;
    }
    if (!others.isEmpty()) {
        *error = tr("The chessboard package has only the standard pieces (K, Q, R, B, N, P); it cannot "
                    "draw: %1.")
                     .arg(others.join(QStringLiteral(", ")));
        return {};
    }
    const QString maxfield =
        QString::fromStdString(board.cellName(board.index(board.width() - 1, board.height() - 1)));
    QString out;
    out += QStringLiteral("% %1\n% Chess Puzzle Workbench; needs \\usepackage{chessboard}\n").arg(title);
    out += QStringLiteral("\\chessboard[maxfield=%1, showmover=false, setwhite={%2}]\n")
               .arg(maxfield, pieces.join(QLatin1Char(',')));
    return out;
}

} // namespace SheetPrinter
