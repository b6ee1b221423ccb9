#include "mainwindow.h"

/*
 * The workbench window, documents and files: open, save, recent files, the crash-recovery
 * autosave, and loading a problem into the board and the panel.
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
#include "cpw/params.h"
#include "cpw/problem.h"
#include "errortext.h"
#include "examples.h"
#include "exporter.h"
#include "galleryview.h"
#include "language.h"
#include "patternbrowser.h"
#include "piecepalette.h"
#include "piecerenderer.h"
#include "problempanel.h"
#include "searchcontroller.h"
#include "solutionmodel.h"

QByteArray MainWindow::problemJson() const
{
    return QByteArray::fromStdString(cpw::serializeProblem(m_panel->problem(ProblemPanel::ForFile)));
}

bool MainWindow::loadProblemText(const QByteArray &json, const QString &name, QString *error)
{
    const cpw::Result<cpw::Problem> parsed = cpw::parseProblem(json.toStdString());
    if (!parsed.ok()) {
        if (error)
            *error = cpw::errorText(parsed.error(), name);
        return false;
    }
    const cpw::Problem &p = parsed.value();
    if (!m_panel->supportsKind(p.kind)) {
        if (error)
            *error = tr("%1: this workbench version has no solver for problems of the kind \"%2\".")
                         .arg(name, QString::fromStdString(p.kind));
        return false;
    }
    BoardDocument::State state;
    state.placement = cpw::Placement(p.board);
    if (p.preplaced.board().area() == p.board.area() && !p.preplaced.empty())
        state.placement = p.preplaced;
    state.placement.board() = p.board;
    const std::string position = cpw::ParamReader(p).text("position");
    if (!position.empty()) {
        const cpw::Result<cpw::Placement> pos = cpw::parsePlacement(position, p.catalogue, &p.board);
        if (pos.ok())
            state.placement = pos.value();
    }
    if (p.targets.size() == std::size_t(p.board.area()))
        state.targets = p.targets;
    else
        state.targets.assign(p.board.area(), 1);
    m_search->stop();
    m_search->waitForFinished();
    m_doc->reset(p.catalogue, state);
    m_panel->loadProblem(p);
    m_model->reset(p.board, p.catalogue);
    return true;
}

bool MainWindow::openFile(const QString &path, bool quiet)
{
    QFile f(path);
    QString error;
    QByteArray text;
    if (f.open(QIODevice::ReadOnly))
        text = f.readAll();
    // A saved search (Pause and save): offer to continue it.
    const cpw::Result<cpw::Checkpoint> cp = cpw::parseCheckpoint(text.toStdString());
    const bool isSearch = cp.ok() || (cp.error().code != cpw::ErrorCode::NotACheckpoint &&
                                      cp.error().code != cpw::ErrorCode::JsonSyntax);
    if (f.isOpen() && isSearch && !path.startsWith(QLatin1Char(':'))) {
        if (quiet)
            return resumeFile(path, nullptr);
        if (!cp.ok()) {
            warn(tr("Open saved search"), cpw::errorText(cp.error(), QFileInfo(path).fileName()));
            return false;
        }
        const auto answer =
            QMessageBox::question(this, tr("Open saved search"),
                                  tr("%1 holds a paused search (%2 of %3 parts done). Continue it now?")
                                      .arg(QFileInfo(path).fileName())
                                      .arg(QLocale().toString(quint64(cp->ledger.doneCount())))
                                      .arg(QLocale().toString(quint64(cp->ledger.taskCount))),
                                  QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
        if (answer == QMessageBox::Yes) {
            if (!resumeFile(path, &error)) {
                warn(tr("Open saved search"), error);
                return false;
            }
            return true;
        }
        // Only the problem.
        text = QByteArray::fromStdString(cpw::serializeProblem(cp->problem));
    }
    if (!f.isOpen()) {
        error = tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), f.errorString());
    } else if (loadProblemText(text, QFileInfo(path).fileName(), &error)) {
        m_path = path.startsWith(QLatin1Char(':')) ? QString() : path;
        m_example.clear();
        showExampleText();
        if (!m_path.isEmpty())
            addRecent(m_path);
        updateTitle();
        statusBar()->showMessage(tr("Opened %1.").arg(QFileInfo(path).fileName()), 4000);
        return true;
    }
    if (!quiet)
        warn(tr("Open problem"), error);
    else
        qWarning("%s", qPrintable(error));
    return false;
}

bool MainWindow::saveFile(const QString &path, QString *error)
{
    const QString failure = Exporter::writeFile(path, problemJson());
    if (!failure.isEmpty()) {
        if (error)
            *error = tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(path), failure);
        return false;
    }
    m_path = path;
    m_doc->undoStack()->setClean();
    addRecent(path);
    updateTitle();
    statusBar()->showMessage(tr("Saved %1.").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

bool MainWindow::save()
{
    if (m_path.isEmpty())
        return saveAs();
    QString error;
    if (!saveFile(m_path, &error)) {
        QMessageBox::warning(this, tr("Save problem"), error);
        return false;
    }
    return true;
}

bool MainWindow::saveAs()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save problem"), m_path,
                                                      tr("Problem files (*.json);;All files (*)"));
    if (path.isEmpty())
        return false;
    QString error;
    if (!saveFile(path, &error)) {
        QMessageBox::warning(this, tr("Save problem"), error);
        return false;
    }
    return true;
}

void MainWindow::newProblem()
{
    if (!maybeSave())
        return;
    const int k = std::max(0, m_doc->uniformTarget());
    m_doc->reset(cpw::Catalogue::standard(), BoardDocument::freshState(8, 8, k == 0 ? 1 : k));
    m_path.clear();
    m_example.clear();
    showExampleText();
    m_model->reset(m_doc->board(), m_doc->catalogue());
    updateTitle();
}

void MainWindow::openDialog()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open problem"), QFileInfo(m_path).absolutePath(),
        tr("Problem files (*.json);;Saved searches (*.cpwsearch);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::maybeSave()
{
    if (m_doc->undoStack()->isClean())
        return true;
    const auto answer =
        QMessageBox::question(this, tr("Unsaved changes"), tr("Save the changes to this problem?"),
                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

QStringList MainWindow::recentFiles()
{
    return QSettings().value(QStringLiteral("recentFiles")).toStringList();
}

bool MainWindow::openRecent(const QString &path)
{
    if (!maybeSave())
        return false;
    if (!QFileInfo::exists(path)) {
        QSettings settings;
        QStringList recent = recentFiles();
        recent.removeAll(path);
        settings.setValue(QStringLiteral("recentFiles"), recent);
        rebuildRecentMenu();
        warn(tr("Open recent"), tr("The file %1 no longer exists (moved, renamed or deleted). It has been "
                                   "removed from the recent files.")
                                    .arg(QDir::toNativeSeparators(path)));
        return false;
    }
    return openFile(path);
}

void MainWindow::addRecent(const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentFiles")).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > 8)
        recent.removeLast();
    settings.setValue(QStringLiteral("recentFiles"), recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList recent = recentFiles();
    for (const QString &path : recent)
        m_recentMenu->addAction(QDir::toNativeSeparators(path), this, [this, path] { openRecent(path); });
    m_recentMenu->setEnabled(!recent.isEmpty());
}

QString MainWindow::autosavePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/session.json");
}

void MainWindow::writeAutosave()
{
    if (!m_options.autosave)
        return;
    QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
    Exporter::writeFile(autosavePath(), problemJson());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    m_search->stop();
    m_search->waitForFinished();
    m_autosaveTimer.stop();
    // A clean exit leaves no autosave behind; its presence at start means a crash.
    if (m_options.autosave)
        QFile::remove(autosavePath());
    event->accept();
}

bool MainWindow::openExample(const QString &resource)
{
    if (!openFile(resource))
        return false;
    m_example = resource;
    showExampleText();
    return true;
}

QString MainWindow::exampleText() const
{
    return m_exampleText->isVisible() || !m_example.isEmpty() ? m_exampleText->text() : QString();
}

void MainWindow::showExampleText()
{
    for (const Example &e : Example::all()) {
        if (e.file != m_example)
            continue;
        m_exampleText->setText(QStringLiteral("<b>%1</b><br>%2")
                                   .arg(e.localTitle().toHtmlEscaped(), e.localText().toHtmlEscaped()));
        m_exampleText->setVisible(true);
        return;
    }
    m_example.clear();
    m_exampleText->clear();
    m_exampleText->setVisible(false);
}

void MainWindow::retitleExamples()
{
    const QList<Example> examples = Example::all();
    const QList<QAction *> actions = m_examplesMenu->actions();
    for (int i = 0; i < actions.size() && i < examples.size(); ++i)
        actions[i]->setText(examples[i].localTitle());
    showExampleText();
}
