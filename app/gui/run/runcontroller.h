#pragma once
/// \file runcontroller.h
/// Run control of the document's problem: Run, Stop, Pause and Save, continuing a saved
/// search, the live progress and the outcome (the run panel's text, the gallery's counts).
///
/// Pause and Save pauses first: the search stops and the checkpoint of that moment is kept;
/// then it asks where to save it. Cancelling that offers to continue the search (from the
/// checkpoint kept, nothing lost) or to leave it stopped. A search continued from a file keeps
/// saving to it: a pause, a stop or its end write the file again, so no work is lost. Every save
/// is confirmed with the file's name and how much is done ("44 of 265 parts").

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

#include "cpw/checkpoint.h"
#include "cpw/family.h"
#include "cpw/search.h"
#include "noderate.h"
#include "solutionmodel.h"
#include "retranslator.h"

class BoardView;
class Document;
class GalleryView;
class ProblemPanel;
class QAction;
class QLabel;
class QProgressBar;
class QTemporaryDir;
class QWidget;
class SearchController;

class RunController : public QObject {
    Q_OBJECT
public:
    /// The widgets it drives: the panel (problem and status line), the board (live search),
    /// the gallery (counts), the run box's progress bar and text. `window` parents dialogs.
    RunController(Document *document, ProblemPanel *panel, BoardView *view, GalleryView *gallery,
                  QProgressBar *bar, QLabel *text, QWidget *window);
    ~RunController() override;

    QAction *runAction() const { return m_run; }
    QAction *stopAction() const { return m_stop; }
    QAction *pauseAction() const { return m_pause; }
    /// Show the search live on the board (View menu).
    QAction *liveAction() const { return m_live; }
    SearchController *search() const { return m_search; }

    /// Starts the search of the panel's problem.
    void run();
    /// Asks the running search to stop.
    void stop();
    /// Pause and Save: pauses, then asks where (see the file comment).
    void pause();
    /// Pauses and saves to `path` without asking (tests, scripts). False when nothing can pause.
    bool pauseTo(const QString &path);
    /// Continues the saved search in `path`: the document becomes its problem (searchFile =
    /// `path`) and the search goes on where it stopped. False (message in *error) for a file
    /// that is no usable saved search.
    bool resume(const QString &path, QString *error);
    /// Stops a running search and waits for it (before the document is replaced, on quit).
    void stopAndWait();
    /// Before the document is replaced or the window closes: a running search whose work would
    /// be lost (one that does not save itself into its own file when stopped) is put to the
    /// person: Pause and Save (a file chosen now; returns once the search is paused into it),
    /// Stop the search, or Cancel. True when the caller may go on.
    bool maybeStop();
    /// Shows the solution of gallery row `sourceRow` on the board (a preview, not an edit).
    void showSolution(int sourceRow);

    /// The run panel's text.
    QString text() const;
    /// Texts in the current language (the window calls it on a language change).
    void retranslate();

signals:
    /// A message for the status bar.
    void message(const QString &text, int timeoutMs);
    /// The run panel's text changed (the window scrolls it into view).
    void textShown();

private:
    /// The gallery's item maker for a problem's solutions.
    GalleryItemMaker galleryMaker(const cpw::Problem &problem) const;
    /// After a complete count that listed nothing and fits the gallery: lists the solutions
    /// with the kind's listing variant (FamilyGui::listing). False when it does not apply.
    bool listCounted(const cpw::SearchStats &stats);
    void updateActions();
    /// Starts a search of `problem`: `prepared` when the panel has just prepared it (a run checks
    /// its problem once), else prepared here.
    void start(const cpw::Problem &problem, std::shared_ptr<const cpw::TaskLedger> resume, bool resumed,
               const cpw::PreparedProblem *prepared = nullptr);
    void onProgress(const cpw::Progress &progress);
    void onFinished(const cpw::SearchStats &stats);
    void requestPause();
    void askWhereToSave();
    /// Where Pause and Save proposes to save: the search's own file, else beside the problem.
    QString suggestedSearchFile() const;
    /// The file dialog of Pause and Save, at suggestedSearchFile(); empty when cancelled.
    QString askSearchFile() const;
    /// Writes the kept checkpoint to `path` (the side file moved beside it); false on error.
    bool savePaused(const QString &path, bool confirm);
    /// The checkpoint of the search as it stands now (the ledger the controller kept).
    std::optional<cpw::Checkpoint> checkpointNow() const;
    void continuePaused();
    void showRunState();
    /// Drops results that no longer belong to the problem shown.
    void checkResultsBelong();
    void setText(std::function<QString()> text);
    void warn(const QString &title, const QString &text);

    Document *m_doc;
    ProblemPanel *m_panel;
    BoardView *m_view;
    GalleryView *m_gallery;
    QProgressBar *m_bar;
    QLabel *m_text;
    QWidget *m_window;
    SearchController *m_search;
    QAction *m_run;
    QAction *m_stop;
    QAction *m_pause;
    QAction *m_live;
    bool m_checkpoints = false;   ///< the running search can pause
    bool m_pausing = false;       ///< a pause was asked for: the end of the run keeps its checkpoint
    bool m_listing = false;       ///< the run lists what the count before it counted (listCounted)
    cpw::SearchStats m_counted;   ///< that count
    bool m_askWhere = false;      ///< ... and then asks where to save it
    QString m_pauseTarget;        ///< ... or saves it here
    std::optional<cpw::Checkpoint> m_paused; ///< the checkpoint of a paused search not saved yet
    std::unique_ptr<QTemporaryDir> m_sideDir; ///< where a pause's side file waits for its place
    std::string m_resultKey;      ///< the problem the shown results belong to
    std::function<QString()> m_textMaker;
    NodeRate m_rate; ///< the nodes per second the progress shows
    Retranslator m_tx{"RunController"};
};
