#pragma once
/// \file puzzlesheet.h
/// A sheet of composed puzzles for print and PDF (issue 50): the puzzles on the first pages
/// (their givens: pieces on grey cells, or a tour's given numbers), their solutions on the
/// pages after, each captioned with its number, kind, givens and difficulty. Drawn by the
/// sheet printer (sheetprinter.h) with BoardPainter, as every other output.

#include <QByteArray>
#include <QPageSize>

#include <vector>

#include "cpw/compose.h"
#include "sheetprinter.h"

class QPagedPaintDevice;

namespace PuzzleSheet {

/// The sheet's content: puzzles 1..n, then (from a new page) solutions 1..n. The catalogue
/// pointer refers to the first puzzle's, which must outlive the content.
SheetPrinter::Content content(const std::vector<cpw::Puzzle> &puzzles);
/// The sheet as a PDF on pages of `size` (the locale's default when invalid).
QByteArray pdf(const std::vector<cpw::Puzzle> &puzzles, const QPageSize &size = QPageSize());
/// Paints the sheet onto a printer or other paged device; returns the pages.
int paint(QPagedPaintDevice *device, const std::vector<cpw::Puzzle> &puzzles);

} // namespace PuzzleSheet
