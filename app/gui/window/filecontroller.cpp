#include "filecontroller.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QUndoStack>

#include "boarddocument.h"
#include "cpw/checkpoint.h"
#include "cpw/problem.h"
#include "document.h"
#include "errortext.h"
#include "examples.h"
#include "exporter.h"
#include "problempanel.h"
#include "runcontroller.h"

FileController::FileController(Document *document, ProblemPanel *panel, RunController *run,
                               const Options &options, QWidget *window)
    : QObject(window), m_doc(document), m_panel(panel), m_run(run), m_options(options), m_window(window)
{
    m_autosaveTimer.setSingleShot(true);
    m_autosaveTimer.setInterval(1500);
    connect(&m_autosaveTimer, &QTimer::timeout, this, &FileController::writeAutosave);
    if (m_options.autosave) {
        connect(m_doc->position(), &BoardDocument::changed, &m_autosaveTimer, qOverload<>(&QTimer::start));
        connect(m_doc->undoStack(), &QUndoStack::indexChanged, &m_autosaveTimer, qOverload<>(&QTimer::start));
    }
}

QByteArray FileController::problemJson() const
{
    // A puzzle keeps its givens fixed and the person's entries beside them.
    if (const std::optional<Puzzle> &puzzle = m_doc->puzzle())
        return QByteArray::fromStdString(
            cpw::serializeProblem(puzzle->fileProblem(m_doc->position()->state())));
    return QByteArray::fromStdString(cpw::serializeProblem(m_panel->problem(ProblemPanel::ForFile)));
}

bool FileController::loadProblemText(const QByteArray &json, const QString &name, QString *error,
                                     const QString &path, const QString &example)
{
    const cpw::Result<cpw::Problem> parsed = cpw::parseProblem(json.toStdString());
    if (!parsed.ok()) {
        if (error)
            *error = cpw::errorText(parsed.error(), name);
        return false;
    }
    if (!m_panel->supportsKind(parsed->kind)) {
        if (error)
            *error = tr("%1: this workbench version has no solver for problems of the kind \"%2\".")
                         .arg(name, QString::fromStdString(parsed->kind));
        return false;
    }
    if (parsed->board.width() > cpw::kMaxSide || parsed->board.height() > cpw::kMaxSide) {
        if (error) // a tour of 200 x 200 or n queens' first placement of 500 x 500: cpw solves them
            *error = tr("%1: the workbench edits boards of sides up to %2; solve this %3 x %4 board with "
                        "cpw solve.")
                         .arg(name)
                         .arg(cpw::kMaxSide)
                         .arg(parsed->board.width())
                         .arg(parsed->board.height());
        return false;
    }
    Document::Contents contents = Document::contentsOf(parsed.value());
    contents.path = path;
    contents.example = example;
    m_doc->replace(contents);
    if (Puzzle::isPuzzleFile(parsed.value()))
        emit puzzleOpened(parsed.value());
    return true;
}

bool FileController::openFile(const QString &path, bool quiet)
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
    const bool resource = path.startsWith(QLatin1Char(':'));
    const QString absolute = resource ? QString() : QFileInfo(path).absoluteFilePath();
    if (f.isOpen() && isSearch && !resource) {
        if (quiet) {
            const bool resumed = m_run->resume(absolute, &error);
            if (!resumed)
                qWarning("%s", qPrintable(error));
            else
                addRecent(absolute);
            return resumed;
        }
        if (!cp.ok()) {
            warn(tr("Open saved search"), cpw::errorText(cp.error(), QFileInfo(path).fileName()));
            return false;
        }
        // Parts are named where the search has them (a search between its phases, or one
        // saved at its end, has none).
        const QString question =
            cp->ledger.taskCount > 0
                ? tr("%1 holds a paused search (%2 of %3 parts done). Continue it now?")
                      .arg(QFileInfo(path).fileName())
                      .arg(QLocale().toString(quint64(cp->ledger.doneCount())))
                      .arg(QLocale().toString(quint64(cp->ledger.taskCount)))
                : tr("%1 holds a saved search. Continue it now?").arg(QFileInfo(path).fileName());
        const auto answer = QMessageBox::question(m_window, tr("Open saved search"), question,
                                                  QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
        if (answer == QMessageBox::Yes) {
            if (!m_run->resume(absolute, &error)) {
                warn(tr("Open saved search"), error);
                return false;
            }
            addRecent(absolute);
            return true;
        }
        // Only the problem.
        text = QByteArray::fromStdString(cpw::serializeProblem(cp->problem));
    }
    if (!f.isOpen()) {
        error = tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), f.errorString());
    } else if (loadProblemText(text, QFileInfo(path).fileName(), &error, isSearch ? QString() : absolute)) {
        if (!resource && !isSearch)
            addRecent(absolute);
        emit message(tr("Opened %1.").arg(QFileInfo(path).fileName()), 4000);
        return true;
    }
    if (!quiet)
        warn(tr("Open problem"), error);
    else
        qWarning("%s", qPrintable(error));
    return false;
}

bool FileController::openExample(const QString &resource)
{
    QFile f(resource);
    QString error;
    if (!f.open(QIODevice::ReadOnly) ||
        !loadProblemText(f.readAll(), QFileInfo(resource).fileName(), &error, QString(), resource)) {
        warn(tr("Open problem"), error.isEmpty() ? tr("Cannot open %1.").arg(resource) : error);
        return false;
    }
    return true;
}

bool FileController::saveFile(const QString &path, QString *error)
{
    const QString failure = Exporter::writeFile(path, problemJson());
    if (!failure.isEmpty()) {
        if (error)
            *error = tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(path), failure);
        return false;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_doc->markSaved(absolute);
    addRecent(absolute);
    emit message(tr("Saved %1.").arg(QDir::toNativeSeparators(absolute)), 6000);
    return true;
}

bool FileController::save()
{
    if (m_doc->path().isEmpty())
        return saveAs();
    QString error;
    if (!saveFile(m_doc->path(), &error)) {
        QMessageBox::warning(m_window, tr("Save problem"), error);
        return false;
    }
    return true;
}

bool FileController::saveAs()
{
    QString suggested = m_doc->path();
    if (suggested.isEmpty())
        suggested = QDir(QDir::homePath()).filePath(m_doc->title() + QStringLiteral(".json"));
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Save problem"), suggested,
                                                      tr("Problem files (*.json);;All files (*)"));
    if (path.isEmpty())
        return false;
    QString error;
    if (!saveFile(path, &error)) {
        QMessageBox::warning(m_window, tr("Save problem"), error);
        return false;
    }
    return true;
}

void FileController::newProblem()
{
    if (!maybeSave())
        return;
    m_doc->replace(Document::Contents{});
}

void FileController::openDialog()
{
    if (!maybeSave())
        return;
    const QString dir = m_doc->path().isEmpty() ? QString() : QFileInfo(m_doc->path()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Open problem"), dir,
        tr("Problems and saved searches (*.json *.cpwsearch);;Problem files (*.json);;Saved searches "
           "(*.cpwsearch);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool FileController::maybeSave()
{
    if (!m_run->maybeStop())
        return false;
    if (!m_doc->isModified())
        return true;
    const auto answer = QMessageBox::question(m_window, tr("Unsaved changes"),
                                              tr("Save the changes to %1?").arg(m_doc->title()),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

QStringList FileController::recentFiles()
{
    return QSettings().value(QStringLiteral("recentFiles")).toStringList();
}

bool FileController::openRecent(const QString &path)
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

void FileController::addRecent(const QString &path)
{
    if (!m_options.recordRecent || path.isEmpty())
        return;
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentFiles")).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > 8)
        recent.removeLast();
    settings.setValue(QStringLiteral("recentFiles"), recent);
    rebuildRecentMenu();
}

void FileController::setRecentMenu(QMenu *menu)
{
    m_recentMenu = menu;
    rebuildRecentMenu();
}

void FileController::rebuildRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList recent = recentFiles();
    for (const QString &path : recent)
        m_recentMenu->addAction(QDir::toNativeSeparators(path), this, [this, path] { openRecent(path); });
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void FileController::fillExamplesMenu(QMenu *menu)
{
    m_examplesMenu = menu;
    for (const Example &example : Example::all())
        menu->addAction(example.localTitle(), this, [this, file = example.file] {
            if (maybeSave())
                openExample(file);
        });
}

void FileController::retranslate()
{
    m_tx.retranslate();
    if (!m_examplesMenu)
        return;
    const QList<Example> examples = Example::all();
    const QList<QAction *> actions = m_examplesMenu->actions();
    for (int i = 0; i < actions.size() && i < examples.size(); ++i)
        actions[i]->setText(examples[i].localTitle());
}

QString FileController::autosavePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/session.json");
}

void FileController::writeAutosave()
{
    if (!m_options.autosave)
        return;
    QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
    Exporter::writeFile(autosavePath(), problemJson());
}

bool FileController::restoreSession()
{
    if (!QFile::exists(autosavePath()))
        return false;
    QFile f(autosavePath());
    QString error;
    if (!f.open(QIODevice::ReadOnly) || !loadProblemText(f.readAll(), tr("the restored session"), &error))
        return false;
    m_doc->undoStack()->resetClean(); // restored work is unsaved work
    return true;
}

void FileController::endSession()
{
    m_autosaveTimer.stop();
    // A clean exit leaves no autosave behind; its presence at start means a crash.
    if (m_options.autosave)
        QFile::remove(autosavePath());
}

void FileController::warn(const QString &title, const QString &text)
{
    QMessageBox::warning(m_window, title, text);
}
