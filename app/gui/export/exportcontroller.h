#pragma once
/// \file exportcontroller.h
/// The window's exports and clipboard: the diagram as SVG, PNG, PDF or LaTeX, the gallery's
/// solutions as an SVG or PDF sheet, printing, copying the diagram or the placement, pasting a
/// placement and importing FEN.

#include <QObject>
#include <QString>

#include <optional>

#include "boardpainter.h"
#include "cpw/placement.h"
#include "retranslator.h"
#include "sheetprinter.h"

class BoardDocument;
class BoardView;
class Document;
class GalleryView;
class ProblemPanel;
class QAction;
class QPrinter;
class QWidget;
class SolutionModel;

class ExportController : public QObject {
    Q_OBJECT
public:
    ExportController(Document *document, ProblemPanel *panel, BoardView *view, GalleryView *gallery,
                     QWidget *window);

    /// File > Include overlays in exports (checkable).
    QAction *overlaysAction() const { return m_overlays; }

    void exportSvg();
    void exportPng();
    void exportSheet();
    void exportPdf();
    void exportSheetPdf();
    void exportLatex();
    void print(bool sheet);
    void copyImage();
    void copyPlacement();
    void pastePlacement();
    void importFen();

    /// Writes the diagram (solutions = 0) or a sheet of the first `solutions` solutions to
    /// `path`, the format by its extension (.svg, .png, .pdf, .tex; sheets .pdf, .svg). Returns
    /// an empty string or the error text (e.g. pieces the LaTeX package cannot draw).
    QString exportTo(const QString &path, int solutions);
    /// What File > Print does once its dialog is accepted: paints the diagram, or (sheet) the
    /// gallery's selected solutions (all of them, up to 200, when none is selected), onto
    /// `printer`. Returns the number of pages (0: nothing printed).
    int printTo(QPrinter *printer, bool sheet);
    /// Replaces the pieces by pasted placement notation or a FEN line (its first field); on bad
    /// input shows a message and leaves the board alone. Undoable.
    bool pasteText(const QString &text);
    /// Imports the placement field of an 8x8 FEN (black pieces as white; black pawns refused).
    bool importFenText(const QString &fen);
    void retranslate() { m_tx.retranslate(); }

signals:
    void message(const QString &text, int timeoutMs);

private:
    SolutionModel *model() const;
    /// Asks where (the document's title as the suggested name), exports, confirms.
    void exportAs(const QString &title, const QString &suffix, const QString &filter, int solutions);
    /// The document's title as a file name with `suffix`, beside its file or in the home folder.
    QString suggestedPath(const QString &suffix) const;
    /// Says where the export went (status bar), or the error (a message box).
    void confirm(const QString &title, const QString &path, const QString &error);
    /// Title, parameters and the diagram or the gallery's selected (or first) solutions.
    SheetPrinter::Content printContent(bool sheet, int maxSolutions, const BoardScene *diagram) const;
    std::optional<cpw::Placement> readPlacementText(const QString &input, const cpw::Board *board,
                                                    const QString &title, const QString &what, int *converted);
    void warn(const QString &title, const QString &text);

    Document *m_document;
    BoardDocument *m_doc;
    ProblemPanel *m_panel;
    BoardView *m_view;
    GalleryView *m_gallery;
    QWidget *m_window;
    QAction *m_overlays;
    Retranslator m_tx{"ExportController"};
};
