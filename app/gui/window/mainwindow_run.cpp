#include "mainwindow.h"

/*
 * The workbench window, run control: starting, stopping and pausing the search of the
 * problem panel's problem, resuming a saved search, and showing its progress and outcome.
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
#include <QTimer>
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
#include "cpw/problem.h"
#include "errortext.h"
#include "exporter.h"
#include "galleryview.h"
#include "language.h"
#include "patternbrowser.h"
#include "piecepalette.h"
#include "piecerenderer.h"
#include "problempanel.h"
#include "searchcontroller.h"
#include "solutionmodel.h"

namespace {
QString formatDuration(double seconds)
{
    if (seconds < 0)
        return QStringLiteral("–");
    if (seconds < 60)
        return QStringLiteral("%1 s").arg(seconds, 0, 'f', 1);
    const qint64 s = qint64(seconds);
    if (s < 3600)
        return QStringLiteral("%1:%2 min").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2 h").arg(s / 3600).arg((s % 3600) / 60, 2, 10, QLatin1Char('0'));
}

QString formatRate(double perSecond)
{
    if (perSecond >= 1e9)
        return QStringLiteral("%1 G").arg(perSecond / 1e9, 0, 'f', 2);
    if (perSecond >= 1e6)
        return QStringLiteral("%1 M").arg(perSecond / 1e6, 0, 'f', 2);
    if (perSecond >= 1e3)
        return QStringLiteral("%1 k").arg(perSecond / 1e3, 0, 'f', 1);
    return QString::number(qRound64(perSecond));
}
} // namespace

void MainWindow::updateRunState()
{
    const bool running = m_search->isRunning();
    m_runAction->setEnabled(!running && m_panel->isValid());
    m_stopAction->setEnabled(running);
    m_pauseAction->setEnabled(running && m_runCheckpoints);
}

void MainWindow::runSearch()
{
    if (m_search->isRunning())
        return;
    m_panel->validate();
    if (!m_panel->isValid()) {
        statusBar()->showMessage(m_panel->validationMessage(), 6000);
        return;
    }
    startSearch(m_panel->problem(), nullptr);
}

void MainWindow::startSearch(const cpw::Problem &problem, std::shared_ptr<const cpw::TaskLedger> resume)
{
    m_runProblem = problem;
    m_runCheckpoints = cpw::canCheckpoint(problem);
    m_pausePath.clear();
    m_objective = cpw::objectiveOf(problem);
    cpw::SearchOptions options = m_panel->searchOptions();
    m_model->reset(problem.board, problem.catalogue, m_panel->layers());
    m_gallery->delegate()->clearCache();
    GalleryItemMaker maker(problem.board, problem.catalogue, problem.targets);
    maker.setClosedTours((m_panel->layers() & ClosedTourLayer) != 0);
    m_lastNodes = 0;
    m_lastElapsed = 0.0;
    m_rate = 0.0;
    m_progressBar->setRange(0, 0); // busy until the first estimate
    setProgressMessage([this] { return tr("Searching…"); });
    m_search->setCheckpointing(m_runCheckpoints);
    m_search->setResume(std::move(resume));
    // Whatever the kind, the core's family table runs it (cpw/family.h).
    m_search->start([problem](std::stop_token token,
                              const cpw::SearchOptions &o) { return cpw::solve(problem, token, o); },
                    options, std::move(maker), m_liveAction->isChecked());
    statusBar()->showMessage(tr("Search started."), 3000);
    revealInPanel(m_progressText);
}

void MainWindow::stopSearch()
{
    if (m_search->isRunning()) {
        m_search->stop();
        statusBar()->showMessage(tr("Stopping…"), 3000);
    }
}

void MainWindow::pauseSearch()
{
    if (!m_search->isRunning() || !m_runCheckpoints)
        return;
    QString suggested = m_path.isEmpty() ? tr("search") : QFileInfo(m_path).completeBaseName();
    suggested = QDir(QFileInfo(m_path).absolutePath()).filePath(suggested + QStringLiteral(".cpwsearch"));
    const QString path = QFileDialog::getSaveFileName(this, tr("Pause and save the search"), suggested,
                                                      tr("Saved searches (*.cpwsearch);;All files (*)"));
    if (!path.isEmpty())
        pauseSearchTo(path);
}

bool MainWindow::pauseSearchTo(const QString &path)
{
    if (!m_search->isRunning() || !m_runCheckpoints || path.isEmpty())
        return false;
    m_pausePath = path;
    m_search->setCheckpointFile(path); // the tour frontier's map goes beside it
    m_search->stop();
    statusBar()->showMessage(tr("Pausing…"), 3000);
    return true;
}

void MainWindow::savePausedSearch()
{
    const QString path = std::exchange(m_pausePath, QString());
    const std::optional<cpw::TaskLedger> ledger = m_search->lastLedger();
    if (!ledger) {
        warn(tr("Pause and save"), tr("The search stopped before it could be saved."));
        return;
    }
    cpw::Checkpoint cp;
    cp.problem = m_runProblem;
    cp.ledger = *ledger;
    // The gallery's solutions go along, so that the resumed search shows them again.
    for (int row = 0; row < m_model->storedCount(); ++row) {
        cpw::Solution solution;
        solution.placement = m_model->placementAt(row);
        solution.order = m_model->item(row).order;
        if (m_model->item(row).hasObjective)
            solution.objective = m_model->item(row).objective;
        cp.shown.push_back(std::move(solution));
    }
    const QString failure =
        Exporter::writeFile(path, QByteArray::fromStdString(cpw::serializeCheckpoint(cp)));
    if (!failure.isEmpty()) {
        warn(tr("Pause and save"), tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(path), failure));
        return;
    }
    statusBar()->showMessage(tr("Search saved to %1 (%2 of %3 parts done); open it to continue.")
                                 .arg(QFileInfo(path).fileName())
                                 .arg(QLocale().toString(quint64(ledger->doneCount())))
                                 .arg(QLocale().toString(quint64(ledger->taskCount))),
                             8000);
}

bool MainWindow::resumeFile(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), f.errorString());
        return false;
    }
    cpw::Result<cpw::Checkpoint> cp = cpw::parseCheckpoint(f.readAll().toStdString());
    if (cp.ok())
        cpw::locateSideFile(cp.value(), path.toStdString()); // a side file lies beside it
    if (!cp.ok()) {
        if (error)
            *error = cpw::errorText(cp.error(), QFileInfo(path).fileName());
        return false;
    }
    if (!loadProblemText(QByteArray::fromStdString(cpw::serializeProblem(cp->problem)),
                         QFileInfo(path).fileName(), error))
        return false;
    m_path.clear();
    updateTitle();
    // A checkpoint written before the search split its tasks starts from the beginning.
    const bool started = !cp->ledger.split.empty() || cp->ledger.taskCount > 0;
    m_search->setRestored(started ? cp->shown : std::vector<cpw::Solution>{});
    startSearch(cp->problem, started ? std::make_shared<const cpw::TaskLedger>(cp->ledger) : nullptr);
    return true;
}

QString MainWindow::progressFigureText(const cpw::ProgressFigure &figure)
{
    // The figures a family reports beside the common counters (cpw::ProgressFigure), by key.
    static const struct {
        const char *key;
        const char *label;
    } labels[] = {
        {"sweep_step", QT_TR_NOOP("Sweep step")},
        {"configurations", QT_TR_NOOP("Configurations alive")},
        {"table_memory", QT_TR_NOOP("Table memory")},
    };
    QString label = QString::fromStdString(figure.key);
    for (const auto &l : labels)
        if (figure.key == l.key)
            label = tr(l.label);
    const QLocale locale;
    QString value;
    if (figure.total > 0)
        value = tr("%1 of %2")
                    .arg(locale.toString(qint64(figure.value)))
                    .arg(locale.toString(qint64(figure.total)));
    else if (figure.unit == cpw::ProgressFigure::Unit::Bytes)
        value = locale.formattedDataSize(qint64(figure.value));
    else
        value = locale.toString(qint64(figure.value));
    return tr("%1: %2").arg(label, value);
}

void MainWindow::onProgress(const cpw::Progress &progress)
{
    const QLocale locale;
    const double dt = progress.elapsedSeconds - m_lastElapsed;
    if (dt > 0.05 && progress.nodes >= m_lastNodes) {
        const double rate = double(progress.nodes - m_lastNodes) / dt;
        m_rate = m_rate <= 0 ? rate : 0.6 * m_rate + 0.4 * rate;
        m_lastNodes = progress.nodes;
        m_lastElapsed = progress.elapsedSeconds;
    }
    QString remaining = QStringLiteral("–");
    if (progress.fractionDone >= 0) {
        m_progressBar->setRange(0, 1000);
        m_progressBar->setValue(int(progress.fractionDone * 1000));
        if (progress.fractionDone > 0.005 && progress.fractionDone < 1.0)
            remaining = formatDuration(progress.elapsedSeconds * (1.0 - progress.fractionDone) /
                                       progress.fractionDone);
        else if (progress.fractionDone >= 1.0)
            remaining = formatDuration(0);
    }
    const quint64 solutions = std::max<quint64>(progress.solutions, m_model->totalSolutions());
    setProgressMessage([this, progress, solutions, remaining, rate = m_rate] {
        const QLocale locale;
        QString text = tr("Solutions: %1\nNodes: %2 (%3 nodes/s)\nElapsed: %4, remaining: %5")
                           .arg(locale.toString(solutions))
                           .arg(locale.toString(quint64(progress.nodes)))
                           .arg(formatRate(rate))
                           .arg(formatDuration(progress.elapsedSeconds))
                           .arg(remaining);
        if (progress.bestObjective)
            text += QLatin1Char('\n') + tr("Best so far: %1").arg(*progress.bestObjective);
        for (const cpw::ProgressFigure &figure : progress.figures)
            text += QLatin1Char('\n') + progressFigureText(figure);
        return text;
    });
}

void MainWindow::onFinished(const cpw::SearchStats &stats)
{
    if (!m_pausePath.isEmpty())
        savePausedSearch();
    m_view->setLivePlacement(std::nullopt);
    m_progressBar->setRange(0, 1000);
    // Done is done: a complete search, and one that found what it was asked for (a tour, a
    // solution limit), shows 100 %.
    const bool done = stats.complete || stats.reason == cpw::StopReason::SolutionLimit;
    m_progressBar->setValue(done ? 1000 : m_progressBar->value());
    setProgressMessage([this, stats] { return finishedText(stats); });
    m_gallery->setCountedOnly(m_model->totalSolutions() == 0 ? stats.solutions : 0);
    statusBar()->showMessage(tr("Search finished: %1.").arg(solutionsText(stats.solutions)), 5000);
    revealInPanel(m_progressText);
}

void MainWindow::revealInPanel(QWidget *widget)
{
    // After the layout has placed the widget (its text may just have grown): scroll the problem
    // panel so that it shows, e.g. the result of a run below a tall family's parameters.
    QTimer::singleShot(0, this, [this, widget] { m_problemScroll->ensureWidgetVisible(widget, 0, 8); });
}

QString MainWindow::finishedText(const cpw::SearchStats &stats) const
{
    const QLocale locale;
    QString how;
    switch (stats.reason) {
    case cpw::StopReason::Completed:
        how = tr("complete");
        break;
    case cpw::StopReason::StopRequested:
        how = tr("stopped");
        break;
    case cpw::StopReason::SolutionLimit:
        how = tr("solution limit reached");
        break;
    case cpw::StopReason::TimeLimit:
        how = tr("time limit reached");
        break;
    }
    QString text = tr("Finished (%1): %2, %3 nodes in %4.")
                       .arg(how, solutionsText(stats.solutions), locale.toString(quint64(stats.nodes)),
                            formatDuration(stats.elapsedSeconds));
    if (stats.distinct)
        text += QLatin1Char('\n') +
                tr("Distinct under symmetry: %1").arg(locale.toString(quint64(*stats.distinct)));
    if (stats.symmetric)
        text +=
            QLatin1Char('\n') + tr("Symmetric solutions: %1").arg(locale.toString(quint64(*stats.symmetric)));
    if (stats.byPieces.size() > 1 || !stats.distinctByPieces.empty()) {
        // The published tables' view: solutions (and distinct classes) by number of pieces.
        QStringList rows;
        for (const auto &[pieces, count] : stats.byPieces) {
            const auto d = stats.distinctByPieces.find(pieces);
            rows << (d == stats.distinctByPieces.end()
                         ? tr("%1: %2").arg(pieces).arg(locale.toString(quint64(count)))
                         : tr("%1: %2 (%3 distinct)")
                               .arg(pieces)
                               .arg(locale.toString(quint64(count)), locale.toString(quint64(d->second))));
        }
        text += QLatin1Char('\n') + tr("By number of pieces: %1").arg(rows.join(QStringLiteral("; ")));
    }
    if (stats.optimum) {
        const bool proven = stats.provenOptimal.value_or(false);
        QString line;
        switch (m_objective) {
        case cpw::ObjectiveKind::Value:
            line = proven ? tr("Optimum: value %1 (proven optimal)") : tr("Best found: value %1");
            break;
        case cpw::ObjectiveKind::MostEachColour:
            // Peaceable armies: the optimum m is the number of pieces of each colour.
            line = proven ? tr("Optimum: %1 white and %1 black pieces (proven)")
                          : tr("Best found: %1 white and %1 black pieces");
            break;
        default:
            line = *stats.optimum == 1
                       ? (proven ? tr("Optimum: 1 piece (proven)") : tr("Best found: 1 piece"))
                   : proven ? tr("Optimum: %1 pieces (proven)")
                            : tr("Best found: %1 pieces");
            break;
        }
        text += QLatin1Char('\n') + line.arg(*stats.optimum);
    }
    return text;
}

void MainWindow::loadSolution(int sourceRow)
{
    if (sourceRow < 0 || sourceRow >= m_model->storedCount())
        return;
    const cpw::Placement p = m_model->placementAt(sourceRow);
    if (p.board().width() != m_doc->board().width() || p.board().height() != m_doc->board().height() ||
        p.board().holes() != m_doc->board().holes()) {
        statusBar()->showMessage(tr("This solution belongs to a board of another shape."), 5000);
        return;
    }
    const GalleryItem &it = m_model->item(sourceRow);
    m_doc->setPlacement(p, tr("Load solution #%1").arg(it.serial));
    m_view->setTour(it.order);
    statusBar()->showMessage(it.symmetric
                                 ? tr("Solution #%1: symmetric (%2).").arg(it.serial).arg(it.symmetryNames)
                                 : tr("Solution #%1: no symmetry.").arg(it.serial),
                             6000);
}

QString MainWindow::solutionsText(quint64 solutions)
{
    return solutions == 1 ? tr("1 solution") : tr("%1 solutions").arg(QLocale().toString(solutions));
}

QString MainWindow::runText() const
{
    return m_progressText->text();
}

void MainWindow::setProgressMessage(std::function<QString()> message)
{
    m_progressMessage = std::move(message);
    m_progressText->setText(m_progressMessage ? m_progressMessage() : QString());
}
