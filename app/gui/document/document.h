#pragma once
/// \file document.h
/// The workbench's one document: everything that belongs to the problem being worked on, in
/// one owner (Qt's document/view habit, as KDE's editors have it).
///
/// - the position: board shape, pieces, targets, catalogue (BoardDocument);
/// - the settings: kind and every parameter (ProblemSettings), which the problem panel shows
///   and edits;
/// - one undo stack for both (modified = the stack is not clean);
/// - where it came from: the file, or the built-in example, and its title;
/// - the results: the gallery's solutions (SolutionModel) with its filters and order
///   (SolutionFilterModel), how the last search stands and ended (RunRecord), and the file of
///   its saved (paused or resumed) search.
///
/// replace() puts a new problem in place and resets every part of it at once: New, Open,
/// Examples, Open recent and the session restore all go through it, so nothing of the old
/// problem survives (views and controllers observe replaced() and settingsChanged()).

#include <QObject>
#include <QString>

#include <optional>

#include "boarddocument.h"
#include "cpw/family.h"
#include "cpw/search.h"
#include "examples.h"
#include "problemsettings.h"
#include "puzzle.h"

class QUndoStack;
class SolutionModel;
class SolutionFilterModel;

class Document : public QObject {
    Q_OBJECT
public:
    /// How the document's search stands (the problem panel's status line says it).
    enum class RunState { Idle, Running, Pausing, Paused, Finished, Stopped, Failed };

    /// The last search of this document: its problem and how it ended.
    struct RunRecord {
        RunState state = RunState::Idle;
        cpw::Problem problem;                  ///< the problem searched
        std::optional<cpw::SearchStats> stats; ///< set once it has ended
        bool resumed = false;                  ///< it continued a saved search
        quint64 partsDone = 0, partsTotal = 0; ///< of the last save (pause or resumed file)
    };

    /// A whole new document.
    struct Contents {
        cpw::Catalogue catalogue = cpw::Catalogue::standard();
        BoardDocument::State state = BoardDocument::freshState(8, 8, 1);
        ProblemSettings settings;     ///< empty kind: the first kind with its defaults
        QString path;                 ///< the file it comes from (empty: none)
        QString example;              ///< the built-in example (":/examples/…"; empty: none)
        QString searchFile;           ///< the saved search it continues (empty: none)
        std::optional<Puzzle> puzzle; ///< a puzzle to solve: its givens are locked (puzzle.h)
    };

    explicit Document(QObject *parent = nullptr);

    BoardDocument *position() const { return m_position; }
    QUndoStack *undoStack() const;
    /// There are changes since the document was opened or saved.
    bool isModified() const;

    // -- settings ---------------------------------------------------------------------------
    const ProblemSettings &settings() const { return m_settings; }
    /// An edit of the settings by the person: one undo step (edits of one key in a row merge).
    void editSettings(const ProblemSettings &settings);
    /// Settings that follow from something else (a document just put in place, an undo step of
    /// the position): taken without an undo step.
    void adoptSettings(const ProblemSettings &settings) { m_settings = settings; }
    /// True while the document puts settings or a position in place itself (replace, undo,
    /// redo): what the panel reports then is adopted, not an edit.
    bool isSyncing() const { return m_syncing || m_position->isApplying(); }

    // -- origin -----------------------------------------------------------------------------
    QString path() const { return m_path; }
    QString example() const { return m_example; }
    /// The example's title, the file's name (or the saved search's), or "untitled", in the
    /// user's language.
    QString title() const;
    /// The example's paragraph (title in bold, then the text), or empty: no example, or the
    /// problem is no longer the example's (another kind, other settings, another board shape or
    /// other targets). Pieces placed on the board and the run's options (limits, threads, method
    /// tuning: ParamScope::Run) keep it, and undoing the change brings it back.
    QString exampleHtml() const;
    /// After a save: the file it now belongs to, and the stack marked clean.
    void markSaved(const QString &path);

    // -- puzzle -----------------------------------------------------------------------------
    /// The puzzle being solved (File > New puzzle, Puzzle > Solve it yourself), if any: its
    /// givens are locked on the board, the problem's settings are its own.
    const std::optional<Puzzle> &puzzle() const { return m_puzzle; }
    /// Leaves the puzzle: the position stays as it is, nothing is locked any more.
    void leavePuzzle();

    // -- results ----------------------------------------------------------------------------
    SolutionModel *solutions() const { return m_solutions; }
    SolutionFilterModel *galleryFilter() const { return m_filter; }
    const RunRecord &run() const { return m_run; }
    /// A new search of `problem` starts: the results of the last one go.
    void startRun(const cpw::Problem &problem, bool resumed, unsigned layers);
    void setRunState(RunState state);
    void finishRun(const cpw::SearchStats &stats, RunState state);
    void setSavedParts(quint64 done, quint64 total);
    /// The results go (the problem they belong to was changed).
    void clearResults();
    /// The saved search this document's search continues and saves to (empty: none).
    QString searchFile() const { return m_searchFile; }
    void setSearchFile(const QString &path);

    /// Puts a new problem in place: position, settings, a clean undo stack, origin, results,
    /// gallery filters, saved-search file. Emits aboutToReplace() first, then replaced().
    void replace(const Contents &contents);
    /// The contents of a problem file (its position, or its fixed pieces, and its settings).
    static Contents contentsOf(const cpw::Problem &problem);

signals:
    /// replace() is about to start: a running search must stop now.
    void aboutToReplace();
    /// Everything was replaced.
    void replaced();
    /// The settings were put in place by the document (replace, undo, redo): the panel shows them.
    void settingsChanged();
    /// title() or the modified state changed.
    void titleChanged();
    /// run() changed.
    void runChanged();
    /// puzzle() was set or left.
    void puzzleChanged();

private:
    friend class SettingsCommand;
    void applySettings(const ProblemSettings &settings);

    BoardDocument *m_position;
    ProblemSettings m_settings;
    SolutionModel *m_solutions;
    SolutionFilterModel *m_filter;
    QString m_path;
    QString m_example;
    std::optional<Example> m_exampleEntry;    ///< its title and paragraph, read once at replace()
    ProblemSettings m_exampleSettings;        ///< the example's settings, run options left out
    std::optional<cpw::Board> m_exampleBoard; ///< its board's shape
    std::vector<int> m_exampleTargets;        ///< and its cells' targets
    QString m_searchFile;
    RunRecord m_run;
    std::optional<Puzzle> m_puzzle;
    bool m_syncing = false;
};
