#include "exportcontroller.h"

/*
 * Export and clipboard: SVG/PNG/PDF/LaTeX diagrams and solution sheets, printing, copying the
 * diagram or the placement, pasting placements and importing FEN. Every output is painted by
 * BoardPainter (exporter.h, sheetprinter.h).
 */

#include <QAction>
#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QRegularExpression>
#include <QSettings>
#include <QDir>

#include <cmath>

#include "boarddocument.h"
#include "boardview.h"
#include "cpw/problem.h"
#include "document.h"
#include "errortext.h"
#include "exporter.h"
#include "families/familyeditor.h"
#include "galleryview.h"
#include "problempanel.h"
#include "solutionmodel.h"

ExportController::ExportController(Document *document, ProblemPanel *panel, BoardView *view,
                                   GalleryView *gallery, QWidget *window)
    : QObject(window), m_document(document), m_doc(document->position()), m_panel(panel), m_view(view),
      m_gallery(gallery), m_window(window)
{
    m_overlays = m_tx.bind(new QAction(this), "text", QT_TR_NOOP("Include &overlays in exports"));
    m_overlays->setCheckable(true);
    // A printed diagram is the position: the screen's overlays only when asked for (a setting).
    m_overlays->setChecked(QSettings().value(QStringLiteral("export/overlays"), false).toBool());
    connect(m_overlays, &QAction::toggled, this,
            [](bool on) { QSettings().setValue(QStringLiteral("export/overlays"), on); });
}

QString ExportController::suggestedPath(const QString &suffix) const
{
    // The document's title as a file name, beside its file (or in the home folder).
    QString name = m_document->path().isEmpty() ? m_document->title()
                                                : QFileInfo(m_document->path()).completeBaseName();
    name.replace(QRegularExpression(QStringLiteral("[\\\\/:*?\"<>|]")), QStringLiteral("-"));
    const QString dir = m_document->path().isEmpty() ? QDir::homePath() : QFileInfo(m_document->path()).absolutePath();
    return QDir(dir).filePath(name.trimmed() + QLatin1Char('.') + suffix);
}

void ExportController::confirm(const QString &title, const QString &path, const QString &error)
{
    if (!error.isEmpty()) {
        QMessageBox::warning(m_window, title, error);
        return;
    }
    emit message(tr("Exported %1.").arg(QDir::toNativeSeparators(path)), 10000);
}

SolutionModel *ExportController::model() const
{
    return m_document->solutions();
}





/*
 * Every export asks where, suggesting the document's title as the name, writes through
 * exportTo() (one routine for every format) and confirms with the path.
 */
void ExportController::exportAs(const QString &title, const QString &suffix, const QString &filter, int solutions)
{
    if (solutions > 0 && model()->storedCount() == 0) {
        QMessageBox::information(m_window, title, tr("There are no solutions to export yet."));
        return;
    }
    const QString path = QFileDialog::getSaveFileName(m_window, title, suggestedPath(suffix), filter);
    if (!path.isEmpty())
        confirm(title, path, exportTo(path, solutions));
}

void ExportController::exportSvg()
{
    exportAs(tr("Export SVG"), QStringLiteral("svg"), tr("SVG images (*.svg)"), 0);
}

void ExportController::exportPng()
{
    exportAs(tr("Export PNG"), QStringLiteral("png"), tr("PNG images (*.png)"), 0);
}

void ExportController::exportSheet()
{
    exportAs(tr("Export solutions sheet"), QStringLiteral("svg"), tr("SVG images (*.svg)"), 200);
}

void ExportController::exportPdf()
{
    exportAs(tr("Export PDF"), QStringLiteral("pdf"), tr("PDF documents (*.pdf)"), 0);
}

void ExportController::exportSheetPdf()
{
    exportAs(tr("Export solutions as PDF"), QStringLiteral("pdf"), tr("PDF documents (*.pdf)"), 200);
}

void ExportController::exportLatex()
{
    // Pieces the LaTeX package cannot draw are said before a file is asked for.
    QString error;
    if (SheetPrinter::latex(m_doc->placement(), m_doc->catalogue(), QString(), &error).isEmpty()) {
        warn(tr("Export LaTeX"), error);
        return;
    }
    exportAs(tr("Export LaTeX"), QStringLiteral("tex"), tr("LaTeX files (*.tex)"), 0);
}

void ExportController::copyImage()
{
    const BoardScene scene = m_view->scene(true, m_overlays->isChecked());
    Exporter::copyToClipboard(
        scene, QString::fromStdString(cpw::toNotation(m_doc->placement(), m_doc->catalogue())));
    emit message(tr("Diagram copied."), 3000);
}

void ExportController::copyPlacement()
{
    const QString text = QString::fromStdString(cpw::toNotation(m_doc->placement(), m_doc->catalogue()));
    QApplication::clipboard()->setText(text);
    emit message(tr("Copied %1").arg(text), 4000);
}

void ExportController::pastePlacement()
{
    pasteText(QApplication::clipboard()->text());
}

void ExportController::importFen()
{
    bool ok = false;
    const QString fen = QInputDialog::getText(m_window, tr("Import FEN"),
                                              tr("FEN of an 8x8 position (black pieces are taken as white):"),
                                              QLineEdit::Normal, QString(), &ok);
    if (ok)
        importFenText(fen);
}

void ExportController::warn(const QString &title, const QString &text)
{
    QMessageBox::warning(m_window, title, text);
}

/*
 * Reading pasted or imported placements. Only the first field of a FEN line (the piece
 * placement) is read; side to move, castling etc. are ignored. The workbench's pieces are all
 * white. A black piece other than a pawn moves and attacks exactly like the white one, so it
 * is taken as white (and the status bar says how many were). A black pawn attacks towards
 * rank 1, which no piece here does, so a text with black pawns is refused with a message
 * naming their cells instead of silently changing what they attack.
 */
std::optional<cpw::Placement> ExportController::readPlacementText(const QString &input, const cpw::Board *board,
                                                            const QString &title, const QString &what,
                                                            int *converted)
{
    *converted = 0;
    const QString field = input.trimmed().section(QRegularExpression(QStringLiteral("\\s+")), 0, 0);
    if (field.isEmpty()) {
        warn(title, tr("%1: there is no text to read. Expected a placement such as %2.")
                        .arg(what, QStringLiteral("8/8/8/3Q4/8/8/8/8")));
        return std::nullopt;
    }
    const QString upper = field.toUpper();
    const cpw::Result<cpw::Placement> p = cpw::parsePlacement(upper.toStdString(), m_doc->catalogue(), board);
    if (!p.ok()) {
        warn(title, cpw::errorText(p.error(), what));
        return std::nullopt;
    }
    // Cells of the black pieces, walking the text as the parser does (ranks from the top).
    const QStringList ranks = field.split(QLatin1Char('/'));
    QStringList blackPawns;
    for (int r = 0; r < ranks.size(); ++r) {
        int file = 0;
        int run = 0;
        for (QChar c : ranks[r]) {
            if (c.isDigit()) {
                run = run * 10 + c.digitValue();
                continue;
            }
            file += run;
            run = 0;
            if (c.isLower()) {
                ++*converted;
                const cpw::Board &b = p.value().board();
                if (c == QLatin1Char('p') && r < b.height() && file < b.width())
                    blackPawns << QString::fromStdString(b.cellName(b.index(file, b.height() - 1 - r)));
            }
            ++file;
        }
    }
    if (!blackPawns.isEmpty()) {
        warn(title, tr("%1: black pawns (on %2) attack towards rank 1, which no piece of the workbench "
                       "does. Remove them or write them as white pawns (P); the board was not changed.")
                        .arg(what, blackPawns.join(QStringLiteral(", "))));
        *converted = 0;
        return std::nullopt;
    }
    return p.value();
}

bool ExportController::pasteText(const QString &text)
{
    int converted = 0;
    const std::optional<cpw::Placement> p =
        readPlacementText(text, nullptr, tr("Paste placement"), tr("pasted placement"), &converted);
    if (!p)
        return false;
    m_doc->setPlacement(*p, tr("Paste placement"));
    if (converted > 0)
        emit message(tr("Pasted; black pieces taken as white: %1.").arg(converted), 8000);
    return true;
}

bool ExportController::importFenText(const QString &fen)
{
    int converted = 0;
    const cpw::Board board8(8, 8);
    const std::optional<cpw::Placement> p =
        readPlacementText(fen, &board8, tr("Import FEN"), tr("FEN"), &converted);
    if (!p)
        return false;
    m_doc->setPlacement(*p, tr("Import FEN"));
    if (converted > 0)
        emit message(tr("FEN imported; black pieces taken as white: %1.").arg(converted), 8000);
    return true;
}

SheetPrinter::Content ExportController::printContent(bool sheet, int maxSolutions, const BoardScene *diagram) const
{
    SheetPrinter::Content c;
    c.title = m_document->example().isEmpty() && !m_document->path().isEmpty()
                  ? QFileInfo(m_document->path()).completeBaseName()
                  : m_document->title();
    const cpw::Problem p = m_panel->problem();
    const FamilyEditor *editor = m_panel->currentEditor();
    c.parameters = tr("%1, board %2 x %3")
                       .arg(editor ? editor->title() : QString())
                       .arg(p.board.width())
                       .arg(p.board.height());
    if (!p.preplaced.empty()) {
        // The fixed pieces in words a reader of the sheet knows: "Qd1, Qf2".
        QStringList fixed;
        for (int cell = 0; cell < p.board.area(); ++cell)
            if (const int id = p.preplaced.at(cell); id != cpw::kEmpty)
                fixed << QStringLiteral("%1%2").arg(QChar::fromLatin1(p.catalogue.piece(id).letter),
                                                    QString::fromStdString(p.board.cellName(cell)));
        c.parameters += tr(", given: %1").arg(fixed.join(QStringLiteral(", ")));
    }
    // The parameters in the form's words ("Piece: Q  Queen"), as the panel shows them.
    QStringList params = editor ? editor->summary() : QStringList();
    if (p.paramBool("distinct", false))
        params << tr("distinct solutions only");
    if (!params.isEmpty())
        c.parameters += QStringLiteral("; ") + params.join(QStringLiteral("; "));
    c.catalogue = &model()->catalogue();
    if (!sheet) {
        c.diagram = diagram;
        return c;
    }
    // A printed sheet is the solutions: a tour's path is the solution itself; the other overlays
    // (conflict tints, colour tints) only when overlays are asked for in exports (a setting).
    const OverlayLayers solutionLayers = TourPathLayer | ClosedTourLayer;
    c.layers = model()->layers() & ~unsigned(AttackCountsLayer) &
               (m_overlays->isChecked() ? ~0u : solutionLayers);
    for (int row : m_gallery->selectedOrShownRows(maxSolutions)) {
        c.placements.push_back(model()->placementAt(row));
        c.orders.push_back(model()->item(row).order);
        c.captions << model()->data(model()->index(row), Qt::DisplayRole).toString();
    }
    return c;
}

QString ExportController::exportTo(const QString &path, int solutions)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const BoardScene scene = m_view->scene(true, m_overlays->isChecked());
    const QString title = m_document->title();
    QByteArray data;
    if (solutions > 0) {
        const SheetPrinter::Content c = printContent(true, solutions, nullptr);
        if (c.placements.empty())
            return tr("There are no solutions to export yet.");
        if (suffix == QLatin1String("pdf")) {
            data = SheetPrinter::pdf(c, SheetPrinter::defaultPageSize());
        } else if (suffix == QLatin1String("svg")) {
            const int columns = int(std::ceil(std::sqrt(double(c.placements.size()) * 1.4)));
            data = Exporter::sheetSvg(c.placements, c.captions, *c.catalogue, columns, title, 30.0, c.orders,
                                      c.layers);
        } else {
            return tr("A sheet of solutions can be written as .pdf or .svg, not as \"%1\".").arg(suffix);
        }
    } else if (suffix == QLatin1String("svg")) {
        data = Exporter::svg(scene, title);
    } else if (suffix == QLatin1String("png")) {
        QBuffer buffer(&data);
        buffer.open(QIODevice::WriteOnly);
        Exporter::image(scene, Exporter::kCell, 2.0).save(&buffer, "PNG");
    } else if (suffix == QLatin1String("pdf")) {
        const SheetPrinter::Content c = printContent(false, 0, &scene);
        data = SheetPrinter::pdf(c, SheetPrinter::defaultPageSize());
    } else if (suffix == QLatin1String("tex")) {
        QString error;
        const QString tex = SheetPrinter::latex(m_doc->placement(), m_doc->catalogue(), title, &error);
        if (tex.isEmpty())
            return error;
        data = tex.toUtf8();
    } else {
        return tr("Unknown export format \"%1\": use .svg, .png, .pdf or .tex.").arg(suffix);
    }
    return Exporter::writeFile(path, data);
}

void ExportController::print(bool sheet)
{
    if (sheet && model()->storedCount() == 0) {
        QMessageBox::information(m_window, tr("Print"), tr("There are no solutions to print yet."));
        return;
    }
    QPrinter printer(QPrinter::HighResolution);
    SheetPrinter::setUpPage(&printer, SheetPrinter::defaultPageSize());
    QPrintDialog dialog(&printer, m_window);
    dialog.setWindowTitle(sheet ? tr("Print solutions") : tr("Print diagram"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (printTo(&printer, sheet) == 0)
        warn(sheet ? tr("Print solutions") : tr("Print diagram"), tr("The printer could not be started."));
}

int ExportController::printTo(QPrinter *printer, bool sheet)
{
    if (sheet && model()->storedCount() == 0)
        return 0;
    const BoardScene scene = m_view->scene(true, m_overlays->isChecked());
    return SheetPrinter::paint(printer, printContent(sheet, 200, &scene));
}
