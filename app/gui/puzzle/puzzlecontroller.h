#pragma once
/// \file puzzlecontroller.h
/// Solving a puzzle in the window (issue 50): the Puzzle menu and the puzzle box of the problem
/// column. *Solve it yourself* turns the problem on the board (its pieces, or a tour's numbers,
/// as the givens) into a puzzle once a search has shown it has exactly one solution; a puzzle
/// file (the "puzzle" parameter, written by `cpw compose` and by Save) opens as one. While a
/// puzzle is on (Document::puzzle) its givens are locked, the problem form and the searches
/// rest, and the person places the rest: *Check* says right, wrong or not yet without showing
/// where; *Hint* shows one cell (a wrong entry, or one of the solution's); the board says when
/// it is solved. A numbered tour is filled in with the Number tool (a click writes the next
/// number, digits typed on a cell write their own).

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>
#include <stop_token>

#include "cpw/problem.h"
#include "cpw/search.h"
#include "retranslator.h"

class BoardView;
class Document;
class ProblemPanel;
class QAction;
class QBoxLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QWidget;
struct Puzzle;
namespace cpw {
struct Puzzle;
}

class PuzzleController : public QObject {
    Q_OBJECT
public:
    /// Puts the puzzle box into `column` at `index` of `layout`; `hide` are the widgets a puzzle
    /// does not need (the problem form), `rest` the actions it disables (Run, Analyse).
    PuzzleController(Document *document, ProblemPanel *panel, BoardView *view, QWidget *column,
                     QBoxLayout *layout, int index, QList<QWidget *> hide, QList<QAction *> rest);
    ~PuzzleController() override;

    QAction *newAction() const { return m_new; }
    QAction *solveAction() const { return m_solve; }
    QAction *checkAction() const { return m_check; }
    QAction *hintAction() const { return m_hint; }
    QAction *showSolutionAction() const { return m_show; }
    QAction *leaveAction() const { return m_leave; }

    /// Puzzle > Solve it yourself: the current problem, its pieces (a tour: its numbers) as
    /// the givens, becomes a puzzle once a search in the background finds it has exactly one
    /// solution; otherwise the person is told why not (no solution, several, an error).
    void solveItYourself();
    /// Makes `problem` (a puzzle: its givens fixed) the document's puzzle, `progress` its
    /// entries so far (a saved puzzle's; null = the givens only), when it has exactly one
    /// solution (searched in the background unless `solution` is given). The document keeps
    /// its origin (file, example).
    void startPuzzle(const cpw::Problem &problem, std::optional<cpw::Solution> solution = {},
                     int difficulty = 0);
    /// File > New puzzle: the dialog (newpuzzledialog.h); a composed puzzle becomes a new
    /// document (no file yet).
    void newPuzzle();
    /// The problem of `kind` on a board of `width` x `height` that a puzzle is composed from:
    /// the form's settings of that kind, no givens, nothing of a run.
    cpw::Problem composeBase(const std::string &kind, int width, int height) const;
    /// Makes a composed puzzle the document (a new one: no file, no example).
    void openComposed(const cpw::Puzzle &puzzle);
    /// Asked before New puzzle replaces the document: false keeps it (the file controller's
    /// "save your changes?"). Unset: nothing is asked.
    void setMaybeSave(std::function<bool()> maybeSave) { m_maybeSave = std::move(maybeSave); }
    /// True while a background search for the solution runs.
    bool busy() const { return m_watcher.isRunning(); }
    /// Blocks until that search has ended (tests, shutdown).
    void waitForFinished();

    void check();
    void hint();
    void showSolution();
    void leave();

    /// The box's lines as shown (tests).
    QString captionText() const;
    QString statusText() const;
    int hintsUsed() const { return m_hints; }

    void retranslate();

signals:
    void message(const QString &text, int timeoutMs);
    /// A puzzle was set or left (the window rearranges its column).
    void puzzleShown(bool on);

private:
    struct Outcome {
        std::optional<cpw::Error> error;
        cpw::SearchStats stats;
        std::optional<cpw::Solution> first;
        int difficulty = 0;
    };
    void startSearch(const cpw::Problem &problem, int difficulty, bool fromDocument);
    void searchFinished();
    void enter(const cpw::Problem &problem, const cpw::Solution &solution, int difficulty, bool fresh = false);
    void updateBox();
    void updateVerdict();
    void numberWritten(int cell, int number);
    /// The next number to write after `after`: the least number above it that is not on the
    /// board, else the least one at all.
    int nextNumber(int after) const;
    QString kindWords() const;

    Document *m_doc;
    ProblemPanel *m_panel;
    BoardView *m_view;
    QList<QPointer<QWidget>> m_hide;
    QList<QPointer<QAction>> m_rest;
    QGroupBox *m_box = nullptr;
    QLabel *m_caption = nullptr;
    QLabel *m_status = nullptr;
    QWidget *m_numberRow = nullptr;
    QSpinBox *m_number = nullptr;
    QAction *m_new = nullptr;
    QAction *m_solve = nullptr;
    QAction *m_check = nullptr;
    QAction *m_hint = nullptr;
    QAction *m_show = nullptr;
    QAction *m_leave = nullptr;
    QFutureWatcher<Outcome> m_watcher;
    std::stop_source m_stop;
    cpw::Problem m_pending;      ///< the problem being searched
    bool m_pendingFromDocument = false;
    std::vector<int> m_pendingNumbers; ///< a saved numbered puzzle's entries, kept over the search
    std::function<bool()> m_maybeSave;
    int m_hints = 0;
    bool m_wasSolved = false;
    QString m_verdict; ///< the last Check's or Hint's words (cleared by the next edit)
    Retranslator m_tx{"PuzzleController"};
};
