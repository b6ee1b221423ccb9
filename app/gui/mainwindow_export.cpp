#include "mainwindow.h"

/*
 * The workbench window, export and clipboard: SVG/PNG diagrams and solution sheets, copying
 * the diagram or the placement, pasting placements and importing FEN.
 */

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>
#include <utility>

#include "boarddocument.h"
#include "boardview.h"
#include "cpw/checkpoint.h"
#include "cpw/exact.h"
#include "cpw/family.h"
#include "cpw/problem.h"
#include "errortext.h"
#include "exporter.h"
#include "galleryview.h"
#include "language.h"
#include "patternbrowser.h"
#include "piecepalette.h"
#include "piecerenderer.h"
#include "problempanel.h"
#include "searchcontroller.h"
#include "solutionmodel.h"

void MainWindow::exportSvg()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export SVG"), QString(), tr("SVG images (*.svg)"));
    if (path.isEmpty())
        return;
    const BoardScene scene = m_view->scene(true, m_exportOverlays->isChecked());
    const QString error = Exporter::writeFile(path, Exporter::svg(scene, QFileInfo(path).baseName()));
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Export SVG"), error);
}

void MainWindow::exportPng()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export PNG"), QString(), tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    const BoardScene scene = m_view->scene(true, m_exportOverlays->isChecked());
    const QImage img = Exporter::image(scene, Exporter::kCell, 2.0);
    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    img.save(&buffer, "PNG");
    const QString error = Exporter::writeFile(path, data);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Export PNG"), error);
}

void MainWindow::exportSheet()
{
    const QList<int> rows = m_gallery->selectedOrShownRows(200);
    if (rows.isEmpty()) {
        QMessageBox::information(this, tr("Export sheet"), tr("There are no solutions to export yet."));
        return;
    }
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export solutions sheet"), QString(), tr("SVG images (*.svg)"));
    if (path.isEmpty())
        return;
    std::vector<cpw::Placement> placements;
    QStringList captions;
    for (int row : rows) {
        placements.push_back(m_model->placementAt(row));
        captions << m_model->data(m_model->index(row), Qt::DisplayRole).toString();
    }
    const int columns = int(std::ceil(std::sqrt(double(placements.size()) * 1.4)));
    const QString error =
        Exporter::writeFile(path, Exporter::sheetSvg(placements, captions, m_model->catalogue(), columns,
                                                     QFileInfo(path).baseName()));
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Export sheet"), error);
}

void MainWindow::copyImage()
{
    const BoardScene scene = m_view->scene(true, m_exportOverlays->isChecked());
    Exporter::copyToClipboard(
        scene, QString::fromStdString(cpw::toNotation(m_doc->placement(), m_doc->catalogue())));
    statusBar()->showMessage(tr("Diagram copied."), 3000);
}

void MainWindow::copyPlacement()
{
    const QString text = QString::fromStdString(cpw::toNotation(m_doc->placement(), m_doc->catalogue()));
    QApplication::clipboard()->setText(text);
    statusBar()->showMessage(tr("Copied %1").arg(text), 4000);
}

void MainWindow::pastePlacement()
{
    pasteText(QApplication::clipboard()->text());
}

void MainWindow::importFen()
{
    bool ok = false;
    const QString fen = QInputDialog::getText(this, tr("Import FEN"),
                                              tr("FEN of an 8x8 position (black pieces are taken as white):"),
                                              QLineEdit::Normal, QString(), &ok);
    if (ok)
        importFenText(fen);
}

void MainWindow::warn(const QString &title, const QString &text)
{
    QMessageBox::warning(this, title, text);
}

/*
 * Reading pasted or imported placements. Only the first field of a FEN line (the piece
 * placement) is read; side to move, castling etc. are ignored. The workbench's pieces are all
 * white. A black piece other than a pawn moves and attacks exactly like the white one, so it
 * is taken as white (and the status bar says how many were). A black pawn attacks towards
 * rank 1, which no piece here does, so a text with black pawns is refused with a message
 * naming their cells instead of silently changing what they attack.
 */
std::optional<cpw::Placement> MainWindow::readPlacementText(const QString &input, const cpw::Board *board,
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

bool MainWindow::pasteText(const QString &text)
{
    int converted = 0;
    const std::optional<cpw::Placement> p =
        readPlacementText(text, nullptr, tr("Paste placement"), tr("pasted placement"), &converted);
    if (!p)
        return false;
    m_doc->setPlacement(*p, tr("Paste placement"));
    if (converted > 0)
        statusBar()->showMessage(tr("Pasted; black pieces taken as white: %1.").arg(converted), 8000);
    return true;
}

bool MainWindow::importFenText(const QString &fen)
{
    int converted = 0;
    const cpw::Board board8(8, 8);
    const std::optional<cpw::Placement> p =
        readPlacementText(fen, &board8, tr("Import FEN"), tr("FEN"), &converted);
    if (!p)
        return false;
    m_doc->setPlacement(*p, tr("Import FEN"));
    if (converted > 0)
        statusBar()->showMessage(tr("FEN imported; black pieces taken as white: %1.").arg(converted), 8000);
    return true;
}
