#include "exporter.h"

#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QFont>
#include <QMimeData>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

#include <cmath>

namespace Exporter {

namespace {

/// One SVG document of `size` pixels, drawn by `paint` (the diagram and the sheet share it).
template <class Paint>
QByteArray renderSvg(const QSizeF &size, const QString &title, const QString &description, Paint paint)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size.toSize());
    generator.setViewBox(QRectF(QPointF(0, 0), size));
    generator.setTitle(title);
    if (!description.isEmpty())
        generator.setDescription(description);
    QPainter painter(&generator);
    paint(painter);
    painter.end();
    return buffer.data();
}

} // namespace

namespace {
/// The key an exported diagram carries: only when it shows overlays.
std::vector<LegendEntry> exportLegend(const BoardScene &scene)
{
    return BoardPainter::hasOverlays(scene) ? BoardPainter::legend(scene) : std::vector<LegendEntry>{};
}

int legendPixels(qreal cell)
{
    return std::max(9, int(std::round(cell * 0.24)));
}

/// The diagram, then its key below it (if any), at `origin` with cells of `cell`.
void paintDiagram(QPainter &painter, const QPointF &origin, const QSizeF &board, const BoardScene &scene,
                  const std::vector<LegendEntry> &legend, qreal cell)
{
    BoardPainter::paint(&painter, QRectF(origin, board), scene);
    if (!legend.empty())
        BoardPainter::paintLegend(&painter,
                                  QRectF(origin.x(), origin.y() + board.height() + cell * 0.2, board.width(),
                                         BoardPainter::legendHeight(legend, board.width(), legendPixels(cell))),
                                  legend, legendPixels(cell));
}

/// The picture's size: the board, its key, the margin all round.
QSizeF diagramSize(const QSizeF &board, const std::vector<LegendEntry> &legend, qreal cell)
{
    const qreal margin = cell * kMargin;
    const qreal key =
        legend.empty() ? 0.0 : cell * 0.2 + BoardPainter::legendHeight(legend, board.width(), legendPixels(cell));
    return QSizeF(board.width() + 2 * margin, board.height() + key + 2 * margin);
}
} // namespace

QByteArray svg(const BoardScene &input, const QString &title, qreal cell)
{
    BoardScene scene = input;
    scene.vector = true;
    scene.semanticText = true;
    const QSizeF board = BoardPainter::naturalSize(scene.placement->board(), cell, scene.labels);
    const qreal margin = cell * kMargin;
    const std::vector<LegendEntry> legend = exportLegend(scene);
    const QString description =
        QStringLiteral("Chess Puzzle Workbench diagram: %1")
            .arg(QString::fromStdString(cpw::toNotation(*scene.placement, *scene.catalogue)));
    return renderSvg(diagramSize(board, legend, cell), title, description, [&](QPainter &painter) {
        paintDiagram(painter, QPointF(margin, margin), board, scene, legend, cell);
    });
}

QImage image(const BoardScene &scene, qreal cell, qreal scale)
{
    const QSizeF board = BoardPainter::naturalSize(scene.placement->board(), cell, scene.labels);
    const qreal margin = cell * kMargin;
    const std::vector<LegendEntry> legend = exportLegend(scene);
    QImage img((diagramSize(board, legend, cell) * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    img.setDevicePixelRatio(scale);
    img.fill(Qt::white);
    QPainter painter(&img);
    paintDiagram(painter, QPointF(margin, margin), board, scene, legend, cell);
    painter.end();
    return img;
}

QByteArray sheetSvg(const std::vector<cpw::Placement> &placements, const QStringList &captions,
                    const cpw::Catalogue &catalogue, int columns, const QString &title, qreal cell,
                    const std::vector<std::vector<int>> &orders, OverlayLayers layers)
{
    if (placements.empty())
        return {};
    columns = std::max(1, std::min<int>(columns, int(placements.size())));
    const int rows = int((placements.size() + columns - 1) / columns);
    const QSizeF board = BoardPainter::naturalSize(placements.front().board(), cell, true);
    const qreal caption = cell * 0.6;
    const qreal gap = cell * 0.5;
    const QSizeF tile(board.width() + gap, board.height() + caption + gap);
    const QSizeF size(tile.width() * columns + gap, tile.height() * rows + gap);
    return renderSvg(size, title, QString(), [&](QPainter &painter) {
        painter.fillRect(QRectF(QPointF(0, 0), size), Qt::white);
        QFont font = painter.font();
        font.setFamily(QStringLiteral("DejaVu Sans"));
        font.setPixelSize(int(cell * 0.36));
        for (std::size_t i = 0; i < placements.size(); ++i) {
            const int col = int(i) % columns;
            const int row = int(i) / columns;
            const QPointF origin(gap + col * tile.width(), gap + row * tile.height());
            BoardScene scene;
            scene.placement = &placements[i];
            scene.catalogue = &catalogue;
            scene.vector = true;
            scene.semanticText = true;
            scene.layers = layers;
            scene.order = i < orders.size() ? &orders[i] : nullptr;
            BoardPainter::paint(&painter, QRectF(origin, board), scene);
            painter.setFont(font);
            painter.setPen(Qt::black);
            const QString text = i < std::size_t(captions.size()) ? captions[int(i)] : QString::number(i + 1);
            painter.drawText(QRectF(origin.x(), origin.y() + board.height(), board.width(), caption),
                             Qt::AlignCenter, text);
        }
    });
}

void copyToClipboard(const BoardScene &scene, const QString &notation)
{
    auto *mime = new QMimeData;
    mime->setImageData(image(scene, kCell, 2.0));
    mime->setData(QStringLiteral("image/svg+xml"), svg(scene, notation));
    mime->setText(notation);
    QApplication::clipboard()->setMimeData(mime);
}

QString writeFile(const QString &path, const QByteArray &data)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    if (file.write(data) != data.size()) {
        file.cancelWriting();
        return file.errorString();
    }
    if (!file.commit())
        return file.errorString();
    return {};
}

} // namespace Exporter
