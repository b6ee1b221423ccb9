#pragma once
/// \file filecontroller.h
/// The document's files: New, Open (problems and saved searches), the built-in examples,
/// Open recent, Save, Save as, asking before unsaved work goes, and the crash-recovery
/// autosave. Every way to another problem replaces the whole document (Document::replace).

#include <QObject>
#include <QString>
#include <QTimer>

#include "cpw/problem.h"
#include "retranslator.h"

class Document;
class ProblemPanel;
class QMenu;
class QWidget;
class RunController;

class FileController : public QObject {
    Q_OBJECT
public:
    struct Options {
        bool autosave = true;     ///< keep an autosave for crash recovery
        bool recordRecent = true; ///< files opened and saved join Open recent (not headless runs)
    };
    FileController(Document *document, ProblemPanel *panel, RunController *run, const Options &options,
                   QWidget *window);

    /// File > New: a fresh 8x8 problem of the first kind with its defaults.
    void newProblem();
    /// File > Open: the dialog (problems and saved searches together), then openFile().
    void openDialog();
    /// Opens a problem file or a saved search (which it offers to continue); false (and a
    /// message box unless `quiet`) on error.
    bool openFile(const QString &path, bool quiet = false);
    /// Opens a built-in example (":/examples/…").
    bool openExample(const QString &resource);
    /// Opens a file of Open recent; a file that no longer exists leaves the list with a message.
    bool openRecent(const QString &path);
    /// Puts the problem of a JSON text in place (a file, a resource, the autosave). `name` names
    /// it in messages.
    bool loadProblemText(const QByteArray &json, const QString &name, QString *error,
                         const QString &path = {}, const QString &example = {});
    bool save();
    bool saveAs();
    /// Saves the problem atomically to `path`; false with the message in *error.
    bool saveFile(const QString &path, QString *error = nullptr);
    /// The problem file of the document as it is now.
    QByteArray problemJson() const;
    /// Asks to save unsaved changes; false when the person cancels.
    bool maybeSave();
    /// Loads the autosave of a session that did not end properly; true when one was restored.
    bool restoreSession();
    /// Removes the autosave (a clean exit).
    void endSession();

    /// Fills the examples menu (one entry per example) and keeps its titles in the language.
    void fillExamplesMenu(QMenu *menu);
    /// The menu Open recent lists the recent files in.
    void setRecentMenu(QMenu *menu);
    /// The recent files (QSettings key "recentFiles"), newest first, absolute paths.
    static QStringList recentFiles();
    static QString autosavePath();
    void retranslate();

signals:
    void message(const QString &text, int timeoutMs);
    /// A puzzle file was opened (its problem is in place): it is to be solved as a puzzle.
    void puzzleOpened(const cpw::Problem &problem);

private:
    void addRecent(const QString &path);
    void rebuildRecentMenu();
    void writeAutosave();
    void warn(const QString &title, const QString &text);

    Document *m_doc;
    ProblemPanel *m_panel;
    RunController *m_run;
    Options m_options;
    QWidget *m_window;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_examplesMenu = nullptr;
    QTimer m_autosaveTimer;
    Retranslator m_tx{"FileController"};
};
