#pragma once
/// \file exporter.h
/// Board diagrams as SVG (QSvgGenerator) and PNG, a sheet of many solutions as one SVG, and the
/// clipboard. Everything is drawn by BoardPainter, like the screen and the thumbnails.

#include <QByteArray>
#include <QImage>
#include <QString>

#include <vector>

#include "boardpainter.h"

namespace Exporter {

/// Default side of one cell in exported diagrams (SVG user units = px).
constexpr qreal kCell = 60.0;
/// White space around a diagram (SVG, PNG, clipboard), in cells: the board's frame is drawn
/// whole, not cut at the image's edge.
constexpr qreal kMargin = 0.15;

/// The scene as an SVG document. The piece drawings are vectors; each piece also carries an
/// invisible text "<letter> <cell>" so that the file can be searched and read by tools.
QByteArray svg(const BoardScene &scene, const QString &title, qreal cell = kCell);
/// The scene as an image with cells of `cell` pixels (times the device pixel ratio `scale`).
QImage image(const BoardScene &scene, qreal cell = kCell, qreal scale = 1.0);
/// Many placements of one board on one SVG page, `columns` wide, each with its caption;
/// `orders` (tours: each placement's move numbers, or empty) and `layers` as in a thumbnail.
QByteArray sheetSvg(const std::vector<cpw::Placement> &placements, const QStringList &captions,
                    const cpw::Catalogue &catalogue, int columns, const QString &title, qreal cell = 30.0,
                    const std::vector<std::vector<int>> &orders = {}, OverlayLayers layers = NoOverlay);
/// Copies the scene to the clipboard as PNG image, SVG and placement notation text.
void copyToClipboard(const BoardScene &scene, const QString &notation);
/// Writes bytes atomically (QSaveFile). Returns an empty string or the error text.
QString writeFile(const QString &path, const QByteArray &data);

} // namespace Exporter
