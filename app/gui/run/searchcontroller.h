#pragma once
/// \file searchcontroller.h
/// Runs a solver on worker threads (QtConcurrent::run + QPromise) and feeds the GUI: a drain
/// timer in the GUI thread moves batches of solutions into the SolutionModel and publishes the
/// latest progress and partial placement. The solver's sink only appends to a mutex-protected
/// buffer (bounded: beyond the model's capacity solutions are only counted), so neither the
/// solver nor the event loop waits on the other. Stop triggers a std::stop_source whose token
/// the solver polls.

#include <QElapsedTimer>
#include <QFuture>
#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>

#include "cpw/error.h"
#include "cpw/search.h"
#include "solutionmodel.h"

class SearchController : public QObject {
    Q_OBJECT
public:
    /// A solver call: request bound in, token and options (with callbacks) passed on.
    using Job = std::function<cpw::Result<cpw::SearchStats>(std::stop_token, const cpw::SearchOptions &)>;
    /// What a finished job returns.
    struct Outcome {
        bool ok = false;
        cpw::SearchStats stats;
        cpw::Error error;
    };

    explicit SearchController(SolutionModel *model, QObject *parent = nullptr);
    ~SearchController() override;

    /// Starts a job. `options` carries threads and limits; the callbacks are set here.
    /// `itemMaker` classifies solutions (symmetry) on the producer side.
    void start(Job job, cpw::SearchOptions options, GalleryItemMaker itemMaker, bool snapshots);
    /// Asks the running job to stop (takes effect within the solver's cancellation latency).
    void stop();
    bool isRunning() const { return m_running; }
    /// Waits for the job to end, and (`deliver`) handles its end now: finished() or failed()
    /// is emitted before this returns, not later from the event loop, so that whoever stops a
    /// search before its document goes away still sees its result (a search continued from its
    /// file saves itself then). Without `deliver` (teardown) nothing is emitted.
    void waitForFinished(bool deliver = true);
    void setSnapshotsEnabled(bool on);
    /// Pause and resume (cpw/checkpoint.h). With checkpointing on, the next start() keeps the
    /// latest ledger of the search (lastLedger()), for a pause that saves it; setResume() makes
    /// the next start() continue a saved ledger. Both apply to one start() only.
    void setCheckpointing(bool on) { m_checkpointing = on; }
    void setResume(std::shared_ptr<const cpw::TaskLedger> ledger) { m_resume = std::move(ledger); }
    /// For the next start: solutions shown before a pause (cpw::Checkpoint::shown). They reach
    /// the gallery first, and the solver's repeats of them (tasks that were running at the
    /// pause run again) are dropped.
    void setRestored(std::vector<cpw::Solution> solutions) { m_restored = std::move(solutions); }
    /// The file a pause of the running search is saved to, set just before the stop: a search
    /// whose state is more than its ledger (the tour frontier programme's map) writes its side
    /// file beside it (cpw::SearchOptions::checkpointFile).
    void setCheckpointFile(const QString &path);
    /// The latest ledger of the running or finished search (empty without checkpointing).
    std::optional<cpw::TaskLedger> lastLedger() const;

    /// The latest progress seen (solutions so far etc.).
    const cpw::Progress &lastProgress() const { return m_progress; }
    double elapsedSeconds() const;

    /// How often the GUI thread drains (milliseconds).
    static constexpr int kDrainInterval = 40;

signals:
    void runningChanged(bool running);
    void progressChanged(const cpw::Progress &progress);
    void snapshotChanged(const cpw::Placement &placement);
    void finished(const cpw::SearchStats &stats);
    void failed(const cpw::Error &error);
    /// One drain moved solutions into the model (emitted once per drain, after the model is
    /// updated; `total` is the model's count so far). Lets tests and benchmarks see batches.
    void batchDelivered(quint64 total);

private:
    struct Shared;
    void drain();
    void onFinished();

    SolutionModel *m_model;
    std::shared_ptr<Shared> m_shared;
    std::stop_source m_stop;
    QFutureWatcher<Outcome> m_watcher;
    QTimer m_drainTimer;
    QElapsedTimer m_clock;
    cpw::Progress m_progress;
    bool m_running = false;
    bool m_checkpointing = false;
    std::shared_ptr<const cpw::TaskLedger> m_resume;
    std::vector<cpw::Solution> m_restored;
};

Q_DECLARE_METATYPE(cpw::Progress)
Q_DECLARE_METATYPE(cpw::SearchStats)
Q_DECLARE_METATYPE(cpw::Error)
