#pragma once
/// \file sheetprinter.h
/// Printed and PDF pages (File > Print, Export as PDF): the diagram, or a sheet of solutions
/// (a grid of diagrams with captions under a header with the problem's title and parameters,
/// as many pages as needed), drawn by BoardPainter onto any paged device (QPdfWriter,
/// QPrinter). Also the diagram as a LaTeX `chessboard` snippet.

#include <QByteArray>
#include <QPageSize>
#include <QString>
#include <QStringList>

#include <vector>

#include "boardpainter.h"

class QPagedPaintDevice;

namespace SheetPrinter {

/// What the pages show. With `diagram` set, one large diagram; else the placements as a sheet.
struct Content {
    QString title;                          ///< first header line
    QString parameters;                     ///< second header line (kind, board, parameters)
    const BoardScene *diagram = nullptr;    ///< the diagram (overlays as on screen)
    std::vector<cpw::Placement> placements; ///< the sheet's solutions
    QStringList captions;                   ///< one per placement
    /// Tours: each placement's move numbers (Solution::order); empty = none, as for placements.
    std::vector<std::vector<int>> orders;
    /// The overlays each solution of the sheet shows, as its gallery thumbnail does (the tour's
    /// path, ...; no attack counts).
    OverlayLayers layers = NoOverlay;
    const cpw::Catalogue *catalogue = nullptr;
    std::vector<int> targets; ///< per cell; shown nowhere, kept for the scenes
    /// Puzzle sheets: each placement's givens (BoardScene::given) and a numbered tour's numbers
    /// (BoardScene::numbers); empty = none.
    std::vector<std::vector<char>> givens;
    std::vector<std::vector<int>> numbers;
    /// Puzzle sheets: the placement at this index starts a new page whose header says
    /// `newPageTitle` (the solutions after the puzzles); -1 = none.
    int newPageAt = -1;
    QString newPageTitle;
};

/// Sets up a page for the sheets: `size` with margins of 15 mm (the PDF export, and File >
/// Print before its dialog, which may change both).
void setUpPage(QPagedPaintDevice *device, const QPageSize &size);
/// Paints the content onto `device` (already sized); returns the number of pages.
int paint(QPagedPaintDevice *device, const Content &content);
/// The content as a PDF document on pages of `size`.
QByteArray pdf(const Content &content, const QPageSize &size);
/// A4, or Letter where the locale's country uses it (US, Canada, Mexico, ...).
QPageSize defaultPageSize();
/// The placement as a LaTeX snippet for the `chessboard` package. Empty, with a message in
/// *error, when the package cannot draw it (holes, a board beyond 26 x 26, pieces other than
/// K, Q, R, B, N, P: the message names them).
QString latex(const cpw::Placement &placement, const cpw::Catalogue &catalogue, const QString &title,
              QString *error);

} // namespace SheetPrinter
