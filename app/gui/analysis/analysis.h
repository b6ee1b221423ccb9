#pragma once
/// \file analysis.h
/// The analysis mode (Search > Analyse): while it is on, the position on the board is the
/// preplaced part of the current family's problem (its completion problem), and a background
/// search answers, as the user edits, whether it can still be completed, in how many ways and
/// what the family measures; a hint per empty cell says whether a piece there keeps the
/// position completable (BoardScene::hints, drawn by BoardPainter).
///
/// Every analyse() call is one generation: it carries the document's revision, stops the
/// previous generation through its std::stop_token and starts new workers. Workers run on a
/// pool limited to the panel's thread count and never call into the GUI: they append their
/// answers to the generation's buffer, which a timer in the GUI thread drains. Answers of an
/// older revision are dropped there (never shown). Switching the analysis off stops every
/// worker's token at once; nothing waits.

#include <QObject>
#include <QThreadPool>

#include <QTimer>
#include <condition_variable>
#include <mutex>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "boardpainter.h"
#include "cpw/error.h"
#include "cpw/family.h"
#include "cpw/problem.h"
#include "cpw/search.h"

class Analysis : public QObject {
    Q_OBJECT
public:
    /// What the panel shows about the position.
    struct Summary {
        quint64 revision = 0;
        bool running = false;                  ///< the main search still runs
        std::optional<cpw::Error> error;       ///< the position's problem is invalid
        std::uint64_t solutions = 0;           ///< completions found so far
        std::optional<cpw::SearchStats> stats; ///< once the main search has ended
        cpw::Objective objective;
        bool counting = true;       ///< the search counts every completion
        std::optional<double> best; ///< best objective so far
        /// The position itself is a solution: the search found a completion that adds no piece
        /// (looked for where listing costs nothing extra; not for tours, whose counting engines
        /// list nothing).
        bool positionSolves = false;
        std::optional<double> positionObjective; ///< that solution's objective (pieces, value)
        /// Solved: the position is a solution and, where the problem has an objective, its
        /// value is the proven optimum.
        bool solved() const;
        /// Can it be completed: yes (a completion found), no (proven impossible), unknown.
        std::optional<bool> completable() const;
    };

    /// The problem a cell's hint solves: `problem` with `piece` on `cell` (the family editor's
    /// FamilyEditor::withPiece; called on worker threads, so it must not touch widgets).
    using WithPiece = std::function<cpw::Problem(const cpw::Problem &problem, int cell, int piece)>;

    explicit Analysis(QObject *parent = nullptr);
    ~Analysis() override;

    /// Stops the running generation and starts analysing `problem` (the document of
    /// `revision`), hints with piece `hintPiece` (-1 = none) on `threads` worker threads. A
    /// hint's problem is `withPiece`'s (none given: the piece fixed on the cell).
    void analyse(const cpw::Problem &problem, int hintPiece, quint64 revision, int threads,
                 WithPiece withPiece = {});
    /// Stops everything at once (the workers' tokens); answers still on the way are dropped.
    void stop();
    /// The cell under the mouse: hints are evaluated nearest to it first.
    void setFocusCell(int cell);

    const Summary &summary() const { return m_summary; }
    /// One hint per cell of the analysed board (empty before the first analyse()).
    const std::vector<CellHint> &hints() const { return m_hints; }
    quint64 revision() const { return m_summary.revision; }
    /// Worker threads still busy (also those of stopped generations that are winding down).
    int activeWorkers() const;
    /// Answers that arrived for an older revision and were dropped (tests).
    quint64 droppedAnswers() const { return m_dropped; }
    /// Blocks until every worker has ended (tests, shutdown).
    void waitForFinished();
    /// Seconds one hint cell may search before its answer counts as unknown (cheap counts only).
    static constexpr double kHintSeconds = 1.5;

    /// True when the problem's search counts every completion (not only an optimum).
    static bool counts(const cpw::Problem &problem);
    /// The piece the hints place: the family's own piece (independent placements, covers),
    /// else the palette's piece.
    static int hintPieceFor(const cpw::Problem &problem, int palettePiece);
    /// The completion problem of `problem`: its pieces on the board fixed, run limits removed.
    static cpw::Problem completionProblem(cpw::Problem problem, const cpw::Placement &position);

signals:
    void summaryChanged();
    void hintsChanged();

private:
    struct Generation;
    /// Counts the pool's tasks of every generation; a task ends by releasing it, and
    /// joinWorkers() acquires it. The join is our own (std::mutex), not only
    /// QThreadPool::waitForDone(): Qt's futex-based locks are invisible to ThreadSanitizer,
    /// which then reports a finished worker's reads against later writes on the GUI thread.
    struct Workers {
        std::mutex mutex;
        std::condition_variable idle;
        int busy = 0;
    };
    void drain();
    /// Blocks until every task started on the pool has returned.
    void joinWorkers();

    std::shared_ptr<Generation> m_gen;
    std::shared_ptr<Workers> m_workers = std::make_shared<Workers>();
    QThreadPool m_pool;
    QTimer m_drainTimer;
    Summary m_summary;
    std::vector<CellHint> m_hints;
    quint64 m_dropped = 0;
};
