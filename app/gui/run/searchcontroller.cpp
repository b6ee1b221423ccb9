#include "searchcontroller.h"

#include <QPromise>
#include <QSet>
#include <QtConcurrent/QtConcurrentRun>

/// State shared between the producer (solver threads) and the GUI thread. Everything behind
/// `mutex`; the producer holds it only to append or count.
struct SearchController::Shared {
    std::mutex mutex;
    std::vector<GalleryItem> pending;
    quint64 produced = 0;  ///< solutions seen by the sink
    quint64 uncounted = 0; ///< beyond the capacity, not yet reported
    std::map<int, quint64> uncountedByPieces;
    std::size_t capacity = 0;        ///< how many the model may still store
    quint64 restoredCount = 0;       ///< solutions shown before a pause, in the model again
    std::atomic<quint64> repeats{0}; ///< of those, sent again (by tasks that run again) and dropped
    std::optional<cpw::Progress> progress;
    std::optional<cpw::Placement> snapshot;
    std::atomic<bool> snapshots{false};
    std::optional<cpw::TaskLedger> ledger; ///< the latest checkpoint (with checkpointing)
    std::string checkpointFile;            ///< where a pause saves (side files go beside it)
    GalleryItemMaker maker;                ///< used by the serialised sink only
    QSet<QByteArray> restored; ///< keys of the solutions shown before a pause (read-only while running)
};

namespace {

/// A solution's identity in the gallery: its cells and, for tours, its move numbers.
QByteArray solutionKey(const cpw::Solution &solution)
{
    const std::vector<int> cells = solution.placement.cells();
    QByteArray key(reinterpret_cast<const char *>(cells.data()), qsizetype(cells.size() * sizeof(int)));
    key.append(reinterpret_cast<const char *>(solution.order.data()),
               qsizetype(solution.order.size() * sizeof(int)));
    if (solution.placement.hasBlack()) // two colours: the colour is part of the identity
        for (std::size_t i = 0; i < cells.size(); ++i)
            key.append(solution.placement.isBlack(int(i)) ? 'b' : 'w');
    return key;
}

} // namespace

SearchController::SearchController(SolutionModel *model, QObject *parent) : QObject(parent), m_model(model)
{
    qRegisterMetaType<cpw::Progress>();
    qRegisterMetaType<cpw::SearchStats>();
    qRegisterMetaType<cpw::Error>();
    m_drainTimer.setInterval(kDrainInterval);
    connect(&m_drainTimer, &QTimer::timeout, this, &SearchController::drain);
    connect(&m_watcher, &QFutureWatcher<Outcome>::finished, this, &SearchController::onFinished);
}

SearchController::~SearchController()
{
    stop();
    waitForFinished(false);
}

void SearchController::start(Job job, cpw::SearchOptions options, GalleryItemMaker itemMaker, bool snapshots)
{
    if (m_running)
        return;
    m_stop = std::stop_source();
    m_shared = std::make_shared<Shared>();
    m_shared->maker = std::move(itemMaker);
    m_shared->capacity = std::size_t(std::max(0, m_model->capacity() - m_model->storedCount()));
    m_shared->snapshots = snapshots;
    m_progress = cpw::Progress();
    for (const cpw::Solution &solution : std::exchange(m_restored, {})) {
        const quint64 serial = ++m_shared->produced;
        ++m_shared->restoredCount;
        m_shared->restored.insert(solutionKey(solution));
        if (m_shared->capacity > 0) {
            --m_shared->capacity;
            m_shared->pending.push_back(m_shared->maker.make(solution, serial));
        }
    }
    std::shared_ptr<Shared> shared = m_shared;
    // The gallery keeps the first `capacity`: a solver that counts faster than it lists sends
    // only those and reports the rest in SearchStats::unlisted (onFinished).
    options.listLimit = std::max<std::size_t>(m_shared->capacity, 1);

    options.onSolution = [shared](const cpw::Solution &solution) {
        // Serialised by the solver. Classify and buffer the first `capacity`; count the rest.
        if (!shared->restored.isEmpty() && shared->restored.contains(solutionKey(solution))) {
            ++shared->repeats; // shown before the pause, found again by a task that runs again
            return;
        }
        std::unique_lock lock(shared->mutex);
        const quint64 serial = ++shared->produced;
        if (shared->capacity > 0) {
            --shared->capacity;
            lock.unlock();
            GalleryItem item = shared->maker.make(solution, serial);
            lock.lock();
            shared->pending.push_back(std::move(item));
        } else {
            ++shared->uncounted;
            ++shared->uncountedByPieces[solution.placement.pieceCount()];
        }
    };
    options.onProgress = [shared](const cpw::Progress &progress) {
        std::lock_guard lock(shared->mutex);
        shared->progress = progress;
    };
    options.onSnapshot = [shared](const cpw::Placement &placement) {
        if (!shared->snapshots.load(std::memory_order_relaxed))
            return;
        std::lock_guard lock(shared->mutex);
        shared->snapshot = placement;
    };

    if (m_checkpointing) {
        // Kept in memory every few seconds and at the end; a pause writes the last one.
        options.checkpointInterval = 2.0;
        options.onCheckpoint = [shared](const cpw::TaskLedger &ledger) {
            std::lock_guard lock(shared->mutex);
            shared->ledger = ledger;
        };
        // Known only once paused: until then a search with a side file keeps no checkpoint.
        options.checkpointFile = [shared] {
            std::lock_guard lock(shared->mutex);
            return shared->checkpointFile;
        };
    }
    std::shared_ptr<const cpw::TaskLedger> resume = std::move(m_resume);
    m_resume.reset();
    m_checkpointing = false;
    options.resume = resume.get();
    std::stop_token token = m_stop.get_token();
    QFuture<Outcome> future =
        QtConcurrent::run([job = std::move(job), options, token, resume](QPromise<Outcome> &promise) {
            Outcome outcome;
            cpw::Result<cpw::SearchStats> result = job(token, options);
            outcome.ok = result.ok();
            if (result.ok())
                outcome.stats = result.value();
            else
                outcome.error = result.error();
            promise.addResult(outcome);
        });
    m_clock.start();
    m_running = true;
    m_watcher.setFuture(future);
    m_drainTimer.start();
    emit runningChanged(true);
}

void SearchController::stop()
{
    if (m_running)
        m_stop.request_stop();
}

void SearchController::waitForFinished(bool deliver)
{
    if (!m_running)
        return;
    m_watcher.waitForFinished();
    if (deliver)
        onFinished(); // the watcher's own signal, still queued, then finds nothing running
    else
        m_running = false;
}

void SearchController::setCheckpointFile(const QString &path)
{
    if (!m_shared)
        return;
    std::lock_guard lock(m_shared->mutex);
    m_shared->checkpointFile = path.toStdString();
}

std::optional<cpw::TaskLedger> SearchController::lastLedger() const
{
    if (!m_shared)
        return std::nullopt;
    std::lock_guard lock(m_shared->mutex);
    return m_shared->ledger;
}

void SearchController::setSnapshotsEnabled(bool on)
{
    if (m_shared)
        m_shared->snapshots = on;
}

double SearchController::elapsedSeconds() const
{
    return m_clock.isValid() ? m_clock.elapsed() / 1000.0 : 0.0;
}

void SearchController::drain()
{
    if (!m_shared)
        return;
    std::vector<GalleryItem> batch;
    quint64 uncounted = 0;
    std::map<int, quint64> byPieces;
    std::optional<cpw::Progress> progress;
    std::optional<cpw::Placement> snapshot;
    {
        std::lock_guard lock(m_shared->mutex);
        batch.swap(m_shared->pending);
        uncounted = m_shared->uncounted;
        m_shared->uncounted = 0;
        byPieces.swap(m_shared->uncountedByPieces);
        progress.swap(m_shared->progress);
        snapshot.swap(m_shared->snapshot);
    }
    const bool delivered = !batch.empty() || uncounted > 0;
    m_model->appendItems(std::move(batch));
    m_model->addUncounted(uncounted, byPieces);
    if (progress) {
        m_progress = *progress;
        emit progressChanged(m_progress);
    }
    if (snapshot)
        emit snapshotChanged(*snapshot);
    if (delivered)
        emit batchDelivered(m_model->totalSolutions());
}

void SearchController::onFinished()
{
    if (!m_running)
        return; // handled already (waitForFinished)
    m_drainTimer.stop();
    drain();
    m_running = false;
    const QFuture<Outcome> future = m_watcher.future();
    Outcome outcome = future.resultCount() > 0 ? future.result() : Outcome{};
    emit runningChanged(false);
    if (outcome.ok) {
        // Counted, not sent: in a continued search those the gallery showed before the pause
        // are among them, unless they were sent again (and dropped as repeats).
        quint64 restored =
            m_shared->restoredCount - std::min(m_shared->restoredCount, m_shared->repeats.load());
        quint64 unlisted = 0;
        std::map<int, quint64> byPieces;
        for (const auto &[pieces, n] : outcome.stats.unlisted) {
            const quint64 shown = std::min<quint64>(n, restored);
            restored -= shown;
            unlisted += n - shown;
            byPieces[pieces] += n - shown;
        }
        m_model->addUncounted(unlisted, byPieces);
        m_progress.solutions = outcome.stats.solutions;
        m_progress.nodes = outcome.stats.nodes;
        m_progress.elapsedSeconds = outcome.stats.elapsedSeconds;
        if (outcome.stats.complete)
            m_progress.fractionDone = 1.0;
        emit progressChanged(m_progress);
        emit finished(outcome.stats);
    } else {
        emit failed(outcome.error);
    }
}
