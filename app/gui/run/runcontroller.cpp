#include "runcontroller.h"

#include <QAction>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>

#include <utility>

#include "boardview.h"
#include "cpw/family.h"
#include "cpw/params.h"
#include "document.h"
#include "errortext.h"
#include "exporter.h"
#include "families/familyeditor.h"
#include "galleryview.h"
#include "problempanel.h"
#include "runtexts.h"
#include "searchcontroller.h"
#include "solutionmodel.h"

namespace {
/// What identifies the problem a result belongs to: the problem searched, without the pieces
/// that are only on the board (not fixed) and without the run's own options (threads, limits).
std::string resultKey(cpw::Problem problem)
{
    problem.params.erase("position");
    for (const cpw::ParamSpec &s : cpw::commonParams())
        if (s.scope == cpw::ParamScope::Run)
            problem.params.erase(std::string(s.key));
    return cpw::serializeProblem(problem);
}

/// The name of the file under which a paused search's side file waits (QTemporaryDir).
const char *kWaitingName = "paused.cpwsearch";
} // namespace

RunController::RunController(Document *document, ProblemPanel *panel, BoardView *view, GalleryView *gallery,
                             QProgressBar *bar, QLabel *text, QWidget *window)
    : QObject(window), m_doc(document), m_panel(panel), m_view(view), m_gallery(gallery), m_bar(bar),
      m_text(text), m_window(window), m_search(new SearchController(document->solutions(), this))
{
    m_run = new QAction(QIcon(QStringLiteral(":/icons/run.svg")), QString(), this);
    m_run->setShortcut(QKeySequence(Qt::Key_F5));
    m_tx.bind(m_run, "text", QT_TR_NOOP("&Run"));
    m_tx.bind(m_run, "toolTip", QT_TR_NOOP("Start the search (F5)"));
    m_stop = new QAction(QIcon(QStringLiteral(":/icons/stop.svg")), QString(), this);
    m_stop->setShortcut(QKeySequence(Qt::Key_Escape));
    m_tx.bind(m_stop, "text", QT_TR_NOOP("&Stop"));
    m_tx.bind(m_stop, "toolTip", QT_TR_NOOP("Stop the search (Esc)"));
    m_pause = new QAction(QIcon(QStringLiteral(":/icons/pause.svg")), QString(), this);
    m_tx.bind(m_pause, "text", QT_TR_NOOP("&Pause and Save…"));
    m_tx.bind(m_pause, "toolTip",
              QT_TR_NOOP("Pause the search and save it to a file; open the file later to continue it"));
    m_live = new QAction(this);
    m_tx.bind(m_live, "text", QT_TR_NOOP("Show the search &live on the board"));
    m_live->setCheckable(true);
    connect(m_run, &QAction::triggered, this, &RunController::run);
    connect(m_stop, &QAction::triggered, this, &RunController::stop);
    connect(m_pause, &QAction::triggered, this, &RunController::pause);
    connect(m_live, &QAction::toggled, this, [this](bool on) {
        m_search->setSnapshotsEnabled(on);
        if (!on)
            m_view->setLivePlacement(std::nullopt);
    });

    connect(m_search, &SearchController::runningChanged, this, &RunController::updateActions);
    connect(m_search, &SearchController::progressChanged, this, &RunController::onProgress);
    connect(m_search, &SearchController::finished, this, &RunController::onFinished);
    connect(m_search, &SearchController::failed, this, [this](const cpw::Error &e) {
        m_view->setLivePlacement(std::nullopt);
        m_doc->setRunState(Document::RunState::Failed);
        setText([e] { return tr("The search could not run: %1").arg(cpw::errorText(e)); });
        emit message(tr("The search could not run: %1").arg(cpw::errorText(e)), 8000);
    });
    connect(m_search, &SearchController::snapshotChanged, this, [this](const cpw::Placement &p) {
        if (m_live->isChecked() && m_search->isRunning())
            m_view->setLivePlacement(p);
    });
    connect(m_panel, &ProblemPanel::validityChanged, this, &RunController::updateActions);
    connect(m_panel, &ProblemPanel::problemChanged, this, &RunController::checkResultsBelong);
    // A new document: the old search stops first; its results and texts go with it.
    connect(m_doc, &Document::aboutToReplace, this, &RunController::stopAndWait);
    connect(m_doc, &Document::replaced, this, [this] {
        m_paused.reset();
        m_resultKey.clear();
        m_bar->setRange(0, 1000);
        m_bar->setValue(0);
        setText({});
        m_gallery->delegate()->clearCache();
    });
    connect(m_doc, &Document::runChanged, this, &RunController::showRunState);
    connect(m_doc, &Document::puzzleChanged, this, &RunController::updateActions);
    updateActions();
}

RunController::~RunController()
{
    // Teardown: the window's widgets may be gone, so the search's end is not handled.
    m_search->stop();
    m_search->waitForFinished(false);
}

void RunController::updateActions()
{
    const bool running = m_search->isRunning();
    // A puzzle being solved is not searched (its solution is known; Leave the puzzle first).
    m_run->setEnabled(!running && m_panel->isValid() && !m_doc->puzzle());
    m_stop->setEnabled(running);
    m_pause->setEnabled(running && m_checkpoints && !m_pausing);
}

void RunController::showRunState()
{
    const Document::RunRecord &r = m_doc->run();
    const QLocale locale;
    QString status;
    switch (r.state) {
    case Document::RunState::Idle:
        break;
    case Document::RunState::Running:
        status = tr("Running…");
        break;
    case Document::RunState::Pausing:
        status = tr("Pausing…");
        break;
    case Document::RunState::Paused:
        status = m_doc->searchFile().isEmpty()
                     ? tr("Paused.")
                     : tr("Paused: saved to %1 (%2 of %3 parts done).")
                           .arg(QFileInfo(m_doc->searchFile()).fileName(), locale.toString(r.partsDone),
                                locale.toString(r.partsTotal));
        break;
    case Document::RunState::Finished:
        status = tr("Finished.");
        break;
    case Document::RunState::Stopped:
        status = tr("Stopped.");
        break;
    case Document::RunState::Failed:
        status = tr("The search could not run.");
        break;
    }
    m_panel->setRunStatus(status);
    updateActions();
}

void RunController::run()
{
    if (m_search->isRunning() || m_doc->puzzle())
        return;
    m_panel->validate();
    if (!m_panel->isValid()) {
        emit message(m_panel->validationMessage(), 6000);
        return;
    }
    // A search of this problem starts afresh: it no longer continues the saved one.
    m_doc->setSearchFile(QString());
    // The panel's check has just prepared the problem: the run takes it as it is (checked once).
    const cpw::PreparedProblem *ready = m_panel->prepared();
    start(ready ? ready->problem() : m_panel->problem(), nullptr, false, ready);
}

void RunController::start(const cpw::Problem &problem, std::shared_ptr<const cpw::TaskLedger> resume,
                          bool resumed, const cpw::PreparedProblem *prepared)
{
    // Whatever the kind, the core's family table runs it (cpw/family.h), checked once: the
    // panel's prepared problem, or (a resumed search) the checkpoint's, prepared here once.
    cpw::Result<cpw::PreparedProblem> ready =
        prepared ? cpw::Result<cpw::PreparedProblem>(*prepared) : cpw::prepareProblem(problem);
    m_checkpoints = ready && ready->canCheckpoint();
    m_pausing = false;
    m_askWhere = false;
    m_pauseTarget.clear();
    m_paused.reset();
    m_sideDir.reset();
    m_doc->startRun(problem, resumed, m_panel->layers());
    // The kind's own captions for its solutions (Chess960: the position's number and rank).
    if (const FamilyEditor *e = m_panel->currentEditor(); e && e->gui() && e->gui()->caption) {
        const auto caption = e->gui()->caption;
        const cpw::Catalogue catalogue = problem.catalogue;
        m_doc->solutions()->setCaption(
            [caption, catalogue](const cpw::Placement &p) { return caption(p, catalogue); });
    }
    m_resultKey = resultKey(problem);
    m_gallery->delegate()->clearCache();
    m_listing = false;
    m_rate.reset();
    m_bar->setRange(0, 0); // busy until the first estimate
    setText([] { return tr("Searching…"); });
    m_search->setCheckpointing(m_checkpoints);
    m_search->setResume(std::move(resume));
    m_search->start(
        [ready = std::move(ready)](std::stop_token token,
                                   const cpw::SearchOptions &o) -> cpw::Result<cpw::SearchStats> {
            if (!ready)
                return ready.error();
            return cpw::solve(ready.value(), token, o);
        },
        m_panel->searchOptions(), galleryMaker(problem), m_live->isChecked());
    emit message(tr("Search started."), 3000);
    updateActions();
}

GalleryItemMaker RunController::galleryMaker(const cpw::Problem &problem) const
{
    GalleryItemMaker maker(problem.board, problem.catalogue, problem.targets);
    maker.setClosedTours((m_panel->layers() & ClosedTourLayer) != 0);
    return maker;
}

bool RunController::listCounted(const cpw::SearchStats &stats)
{
    // Solutions that fit the gallery are shown: a count that listed none (a tour counted by
    // the frontier programme) is followed by a run of the kind's listing variant.
    const SolutionModel *model = m_doc->solutions();
    const FamilyEditor *e = m_panel->currentEditor();
    if (!stats.complete || stats.solutions == 0 || model->storedCount() != 0 ||
        stats.solutions > quint64(model->capacity()) || !e || !e->gui() || !e->gui()->listing ||
        e->familyName() != m_doc->run().problem.kind)
        return false;
    const cpw::Problem listing = e->gui()->listing(m_doc->run().problem);
    m_listing = true;
    m_counted = stats;
    // The gallery counted them without rows: it starts again with the rows.
    m_doc->solutions()->reset(listing.board, listing.catalogue);
    setText([n = stats.solutions] {
        return tr("Counted %1; listing them for the gallery…").arg(RunTexts::solutions(n));
    });
    m_search->setCheckpointing(false);
    m_search->setResume(nullptr);
    m_search->start([listing](std::stop_token token,
                              const cpw::SearchOptions &o) { return cpw::solve(listing, token, o); },
                    m_panel->searchOptions(), galleryMaker(listing), false);
    updateActions();
    return true;
}

void RunController::stop()
{
    if (!m_search->isRunning())
        return;
    // A search continued from a file saves to it when it stops (side files beside it).
    if (m_checkpoints && !m_doc->searchFile().isEmpty())
        m_search->setCheckpointFile(m_doc->searchFile());
    m_search->stop();
    emit message(tr("Stopping…"), 3000);
}

void RunController::stopAndWait()
{
    m_pausing = false;
    m_askWhere = false;
    m_pauseTarget.clear();
    // Its end is handled here, while the document is still the search's (a search continued
    // from its file saves itself); a count may start its listing run then, stopped in turn.
    while (m_search->isRunning()) {
        m_search->stop();
        m_search->waitForFinished();
    }
}

void RunController::pause()
{
    if (!m_search->isRunning() || !m_checkpoints || m_pausing)
        return;
    m_askWhere = true;
    requestPause();
}

bool RunController::pauseTo(const QString &path)
{
    if (!m_search->isRunning() || !m_checkpoints || path.isEmpty() || m_pausing)
        return false;
    m_pauseTarget = path;
    requestPause();
    return true;
}

void RunController::requestPause()
{
    m_pausing = true;
    // A search whose state is more than its ledger (the tour frontier's map) writes a side file
    // when it stops: into the search's own file's folder, or to wait in a folder of its own
    // until the person has said where the search goes.
    QString at = m_pauseTarget.isEmpty() ? m_doc->searchFile() : m_pauseTarget;
    if (at.isEmpty()) {
        m_sideDir = std::make_unique<QTemporaryDir>();
        at = m_sideDir->filePath(QLatin1String(kWaitingName));
    }
    m_search->setCheckpointFile(at);
    m_doc->setRunState(Document::RunState::Pausing);
    m_search->stop();
    emit message(tr("Pausing…"), 3000);
}

std::optional<cpw::Checkpoint> RunController::checkpointNow() const
{
    const std::optional<cpw::TaskLedger> ledger = m_search->lastLedger();
    if (!ledger)
        return std::nullopt;
    cpw::Checkpoint cp;
    cp.problem = m_doc->run().problem;
    cp.ledger = *ledger;
    // The gallery's solutions go along, so that the continued search shows them again.
    const SolutionModel *model = m_doc->solutions();
    for (int row = 0; row < model->storedCount(); ++row) {
        cpw::Solution solution;
        solution.placement = model->placementAt(row);
        solution.order = model->item(row).order;
        if (model->item(row).hasObjective)
            solution.objective = model->item(row).objective;
        cp.shown.push_back(std::move(solution));
    }
    return cp;
}

void RunController::onFinished(const cpw::SearchStats &counted)
{
    m_view->setLivePlacement(std::nullopt);
    // The listing run after a count ends: the count is what the run found; the gallery now
    // shows the solutions (or as many as were listed before a stop).
    const bool listed = std::exchange(m_listing, false);
    const cpw::SearchStats stats = listed ? m_counted : counted;
    if (!listed && !m_pausing && listCounted(stats))
        return;
    m_bar->setRange(0, 1000);
    // Done is done: a complete search, and one that found what it was asked for (a tour, a
    // solution limit), shows 100 %.
    const bool done = stats.complete || stats.reason == cpw::StopReason::SolutionLimit;
    m_bar->setValue(done ? 1000 : m_bar->value());
    const bool pausing = std::exchange(m_pausing, false);
    const bool stopped = stats.reason == cpw::StopReason::StopRequested;
    m_doc->finishRun(stats, pausing && !stats.complete ? Document::RunState::Paused
                            : stopped                  ? Document::RunState::Stopped
                                                       : Document::RunState::Finished);
    const SolutionModel *model = m_doc->solutions();
    m_gallery->setCountedOnly(model->totalSolutions() == 0 ? stats.solutions : 0);
    const FamilyGui *gui = findFamilyGui(m_doc->run().problem.kind); // names the classes' group
    m_gallery->setCounted(stats.solutions, m_doc->run().resumed, stats.distinct.value_or(0), gui,
                          RunTexts::classes(stats, gui));
    setText([this, stats, gui] {
        return RunTexts::finished(stats, cpw::objectiveOf(m_doc->run().problem),
                                  m_doc->run().state == Document::RunState::Paused, gui);
    });
    emit message(pausing && !stats.complete
                     ? tr("Search paused: %1 so far.").arg(RunTexts::solutions(stats.solutions))
                     : tr("Search finished: %1.").arg(RunTexts::solutions(stats.solutions)),
                 5000);
    updateActions();

    if (pausing && stats.complete) {
        // It ended on its own before the pause took effect: nothing is left to save.
        const QString ended = tr("The search ended before it could pause: it is complete, so there is "
                                 "nothing to save.");
        const cpw::Objective objective = cpw::objectiveOf(m_doc->run().problem);
        setText([stats, ended, objective, gui] {
            return RunTexts::finished(stats, objective, false, gui) + QLatin1Char('\n') + ended;
        });
        emit message(ended, 10000);
    }
    if (!m_checkpoints)
        return;
    if (pausing && !stats.complete) {
        m_paused = checkpointNow();
        if (!m_paused) {
            m_doc->setRunState(Document::RunState::Stopped);
            warn(tr("Pause and save"), tr("The search stopped before it could be saved."));
        } else if (!m_pauseTarget.isEmpty()) {
            savePaused(std::exchange(m_pauseTarget, QString()), true);
        } else if (std::exchange(m_askWhere, false)) {
            // After this slot: the dialog runs its own event loop.
            QTimer::singleShot(0, this, &RunController::askWhereToSave);
        }
    } else if (!m_doc->searchFile().isEmpty()) {
        // A search continued from a file keeps saving to it: stopped or ended, the file says
        // how far it got.
        m_paused = checkpointNow();
        if (m_paused)
            savePaused(m_doc->searchFile(), true);
    }
}

QString RunController::suggestedSearchFile() const
{
    if (!m_doc->searchFile().isEmpty())
        return m_doc->searchFile();
    const QString base =
        m_doc->path().isEmpty() ? m_doc->title() : QFileInfo(m_doc->path()).completeBaseName();
    const QString dir = m_doc->path().isEmpty() ? QDir::homePath() : QFileInfo(m_doc->path()).absolutePath();
    return QDir(dir).filePath(base + QStringLiteral(".cpwsearch"));
}

QString RunController::askSearchFile() const
{
    return QFileDialog::getSaveFileName(m_window, tr("Pause and save the search"), suggestedSearchFile(),
                                        tr("Saved searches (*.cpwsearch);;All files (*)"));
}

bool RunController::maybeStop()
{
    // A search continued from its file saves itself there when it stops (onFinished).
    if (!m_search->isRunning() || m_pausing || !m_doc->searchFile().isEmpty())
        return true;
    QMessageBox box(QMessageBox::Question, tr("Search running"),
                    tr("A search is running (%1 so far). If it stops now, what it has found is lost.")
                        .arg(RunTexts::solutions(m_search->lastProgress().solutions)),
                    QMessageBox::NoButton, m_window);
    QPushButton *save =
        m_checkpoints ? box.addButton(tr("&Pause and Save…"), QMessageBox::AcceptRole) : nullptr;
    QPushButton *stop = box.addButton(tr("&Stop the search"), QMessageBox::DestructiveRole);
    QPushButton *cancel = box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(save ? save : cancel);
    box.setEscapeButton(cancel);
    box.exec();
    if (box.clickedButton() == stop)
        return true;
    if (!save || box.clickedButton() != save)
        return false;
    const QString path = askSearchFile();
    if (path.isEmpty())
        return false;
    if (!pauseTo(path))
        return !m_search->isRunning(); // it ended meanwhile: its results are the document's
    // The pause takes effect when the search ends (onFinished saves it to `path` then).
    QEventLoop loop;
    connect(m_doc, &Document::runChanged, &loop, [&] {
        if (m_doc->run().state != Document::RunState::Pausing)
            loop.quit();
    });
    if (m_doc->run().state == Document::RunState::Pausing)
        loop.exec();
    return m_doc->searchFile() == path; // saved (else a message said why, and nothing is lost yet)
}

void RunController::askWhereToSave()
{
    if (!m_paused)
        return;
    const QString path = askSearchFile();
    if (!path.isEmpty()) {
        savePaused(path, true);
        return;
    }
    QMessageBox box(QMessageBox::Question, tr("Pause and save"),
                    tr("The search is paused and has not been saved. Continue it, or leave it stopped?"),
                    QMessageBox::NoButton, m_window);
    QPushButton *resume = box.addButton(tr("&Continue the search"), QMessageBox::AcceptRole);
    box.addButton(tr("&Leave it stopped"), QMessageBox::RejectRole);
    box.setDefaultButton(resume);
    box.exec();
    if (box.clickedButton() == resume) {
        continuePaused();
        return;
    }
    m_paused.reset();
    m_sideDir.reset();
    m_doc->setRunState(Document::RunState::Stopped);
}

void RunController::continuePaused()
{
    if (!m_paused)
        return;
    cpw::Checkpoint cp = *std::exchange(m_paused, std::nullopt);
    m_search->setRestored(cp.shown);
    const QString file = m_doc->searchFile();
    start(cp.problem, std::make_shared<const cpw::TaskLedger>(cp.ledger), m_doc->run().resumed);
    m_doc->setSearchFile(file);
}

bool RunController::savePaused(const QString &path, bool confirm)
{
    if (!m_paused)
        return false;
    cpw::Checkpoint cp = *m_paused;
    // The side file (the tour frontier's map) goes beside the saved search, named after it.
    const QFileInfo target(path);
    auto place = [&](std::string &side) -> bool {
        if (side.empty())
            return true;
        const QFileInfo from(QString::fromStdString(side));
        QString bare = from.fileName();
        for (const QString &prefix :
             {QString::fromLatin1(kWaitingName), QFileInfo(m_doc->searchFile()).fileName()})
            if (!prefix.isEmpty() && bare.startsWith(prefix)) {
                bare = target.fileName() + bare.mid(prefix.size());
                break;
            }
        const QString to = target.absoluteDir().filePath(bare);
        if (QFileInfo(to).absoluteFilePath() != from.absoluteFilePath()) {
            QFile::remove(to);
            if (!QFile::rename(from.absoluteFilePath(), to) &&
                !(QFile::copy(from.absoluteFilePath(), to) && QFile::remove(from.absoluteFilePath())))
                return false;
        }
        side = bare.toStdString();
        return true;
    };
    bool placed = place(cp.ledger.sideFile);
    for (auto &part : cp.ledger.sideParts)
        placed = place(part.first) && placed;
    const QString failure =
        placed ? Exporter::writeFile(path, QByteArray::fromStdString(cpw::serializeCheckpoint(cp)))
               : tr("its side file could not be moved beside it");
    if (!failure.isEmpty()) {
        warn(tr("Pause and save"), tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(path), failure));
        return false;
    }
    // The side file moved: what is kept in memory names its new place.
    locateSideFile(cp, path.toStdString());
    m_paused = cp;
    m_sideDir.reset();
    m_doc->setSearchFile(path);
    m_doc->setSavedParts(cp.ledger.doneCount(), cp.ledger.taskCount);
    if (confirm) {
        const QLocale locale;
        const cpw::SearchStats stats = m_doc->run().stats.value_or(cpw::SearchStats{});
        // A continued search that ran to its end keeps its result in the file: nothing is left
        // to continue.
        const QString done =
            stats.complete
                ? tr("Saved to %1: the search is complete; the file keeps its result.")
                      .arg(QDir::toNativeSeparators(path))
                : tr("Saved to %1: %2 of %3 parts done. Open the file to continue the search.")
                      .arg(QDir::toNativeSeparators(path), locale.toString(quint64(cp.ledger.doneCount())),
                           locale.toString(quint64(cp.ledger.taskCount)));
        const FamilyGui *gui = findFamilyGui(m_doc->run().problem.kind);
        setText([this, stats, done, gui] {
            return RunTexts::finished(stats, cpw::objectiveOf(m_doc->run().problem),
                                      m_doc->run().state == Document::RunState::Paused, gui) +
                   QLatin1Char('\n') + done;
        });
        emit message(done, 10000);
    }
    return true;
}

bool RunController::resume(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), f.errorString());
        return false;
    }
    cpw::Result<cpw::Checkpoint> cp = cpw::parseCheckpoint(f.readAll().toStdString());
    if (!cp.ok()) {
        if (error)
            *error = cpw::errorText(cp.error(), QFileInfo(path).fileName());
        return false;
    }
    cpw::locateSideFile(cp.value(), path.toStdString()); // a side file lies beside it
    if (!m_panel->supportsKind(cp->problem.kind)) {
        if (error)
            *error = tr("%1: this workbench version has no solver for problems of the kind \"%2\".")
                         .arg(QFileInfo(path).fileName(), QString::fromStdString(cp->problem.kind));
        return false;
    }
    Document::Contents contents = Document::contentsOf(cp->problem);
    contents.searchFile = QFileInfo(path).absoluteFilePath();
    m_doc->replace(contents);
    // A checkpoint written before the search split its tasks starts from the beginning.
    const bool started = !cp->ledger.split.empty() || cp->ledger.taskCount > 0;
    m_search->setRestored(started ? cp->shown : std::vector<cpw::Solution>{});
    start(cp->problem, started ? std::make_shared<const cpw::TaskLedger>(cp->ledger) : nullptr, true);
    m_doc->setSearchFile(contents.searchFile);
    return true;
}

void RunController::checkResultsBelong()
{
    // A result shown belongs to the problem that produced it: when the problem changes (its
    // kind, a parameter, the board, fixed pieces), the results of the old one go.
    if (m_resultKey.empty() || m_search->isRunning())
        return;
    if (resultKey(m_panel->problem()) == m_resultKey)
        return;
    m_resultKey.clear();
    m_paused.reset();
    m_doc->setSearchFile(QString());
    m_doc->clearResults();
    m_bar->setValue(0);
    setText({});
}

void RunController::showSolution(int sourceRow)
{
    const SolutionModel *model = m_doc->solutions();
    if (sourceRow < 0 || sourceRow >= model->storedCount())
        return;
    const GalleryItem &it = model->item(sourceRow);
    if (!m_doc->position()->preview(model->placementAt(sourceRow), it.order)) {
        emit message(tr("This solution belongs to a board of another shape."), 5000);
        return;
    }
    emit message(it.symmetric
                     ? tr("Solution #%1: symmetric (%2). Edit it to keep it, Esc to leave it.")
                           .arg(it.serial)
                           .arg(it.symmetryNames)
                     : tr("Solution #%1: no symmetry. Edit it to keep it, Esc to leave it.").arg(it.serial),
                 6000);
}

void RunController::onProgress(const cpw::Progress &progress)
{
    const double rate = m_rate.add(progress.elapsedSeconds, progress.nodes);
    QString remaining = QStringLiteral("–");
    if (progress.fractionDone >= 0) {
        m_bar->setRange(0, 1000);
        m_bar->setValue(int(progress.fractionDone * 1000));
        if (progress.fractionDone > 0.005 && progress.fractionDone < 1.0)
            remaining = RunTexts::duration(progress.elapsedSeconds * (1.0 - progress.fractionDone) /
                                           progress.fractionDone);
        else if (progress.fractionDone >= 1.0)
            remaining = RunTexts::duration(0);
    }
    const quint64 solutions = std::max<quint64>(progress.solutions, m_doc->solutions()->totalSolutions());
    m_gallery->setFoundSoFar(progress.solutions);
    const FamilyGui *gui = findFamilyGui(m_doc->run().problem.kind); // labels its figures
    setText([progress, solutions, remaining, rate, gui] {
        const QLocale locale;
        QString text = tr("Solutions: %1\nNodes: %2 (%3 nodes/s)\nElapsed: %4, remaining: %5")
                           .arg(locale.toString(solutions))
                           .arg(locale.toString(quint64(progress.nodes)))
                           .arg(RunTexts::rate(rate))
                           .arg(RunTexts::duration(progress.elapsedSeconds))
                           .arg(remaining);
        if (progress.bestObjective)
            text += QLatin1Char('\n') + tr("Best so far: %1").arg(*progress.bestObjective);
        for (const cpw::ProgressFigure &figure : progress.figures)
            text += QLatin1Char('\n') + RunTexts::figure(figure, gui);
        return text;
    });
}

QString RunController::text() const
{
    return m_text->text();
}

void RunController::setText(std::function<QString()> text)
{
    m_textMaker = std::move(text);
    m_text->setText(m_textMaker ? m_textMaker() : QString());
    emit textShown();
}

void RunController::retranslate()
{
    m_tx.retranslate();
    if (m_textMaker)
        m_text->setText(m_textMaker());
    showRunState();
}

void RunController::warn(const QString &title, const QString &text)
{
    QMessageBox::warning(m_window, title, text);
}
