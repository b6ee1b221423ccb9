#include "mainwindow.h"

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
#include <QSaveFile>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>

#include "boarddocument.h"
#include "boardview.h"
#include "cpw/exact.h"
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
const char *kExample = ":/examples/exact-5x5-k2.json";

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

MainWindow::MainWindow(const Options &options, QWidget *parent)
    : QMainWindow(parent), m_options(options), m_doc(new BoardDocument(this)),
      m_view(new BoardView(m_doc, this)), m_model(new SolutionModel(this)),
      m_search(new SearchController(m_model, this))
{
    initGuiResources();
    setWindowIcon(QIcon(QStringLiteral(":/icons/app.svg")));
    setCentralWidget(m_view);
    createDocks();
    createActions();
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    resize(1360, 860);

    connect(m_doc, &BoardDocument::changed, this, [this] {
        const QSignalBlocker bw(m_width), bh(m_height);
        m_width->setValue(m_doc->board().width());
        m_height->setValue(m_doc->board().height());
        m_patterns->setCell(m_view->selectedCell());
        if (m_options.autosave)
            m_autosaveTimer.start();
    });
    connect(m_doc->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(m_view, &BoardView::selectedCellChanged, m_patterns, &PatternBrowser::setCell);
    connect(m_view, &BoardView::hoveredCellChanged, this, &MainWindow::showHoverInfo);
    connect(m_patterns, &PatternBrowser::patternChanged, m_view, &BoardView::setPreviewPattern);
    connect(m_palette, &PiecePalette::toolChanged, this, [this](BoardView::Tool tool, int piece) {
        m_view->setTool(tool);
        m_view->setCurrentPiece(piece);
    });
    connect(m_palette, &PiecePalette::targetValueChanged, m_view, &BoardView::setTargetValue);
    connect(m_panel, &ProblemPanel::validityChanged, this, &MainWindow::updateRunState);
    connect(m_search, &SearchController::runningChanged, this, &MainWindow::updateRunState);
    connect(m_search, &SearchController::progressChanged, this, &MainWindow::onProgress);
    connect(m_search, &SearchController::finished, this, &MainWindow::onFinished);
    connect(m_search, &SearchController::failed, this, [this](const cpw::Error &e) {
        m_view->setLivePlacement(std::nullopt);
        m_progressText->setText(tr("The search could not run: %1").arg(cpw::errorText(e)));
        statusBar()->showMessage(tr("The search could not run: %1").arg(cpw::errorText(e)), 8000);
    });
    connect(m_search, &SearchController::snapshotChanged, this, [this](const cpw::Placement &p) {
        if (m_liveAction->isChecked() && m_search->isRunning())
            m_view->setLivePlacement(p);
    });
    connect(m_gallery, &GalleryView::solutionActivated, this, &MainWindow::loadSolution);

    m_autosaveTimer.setSingleShot(true);
    m_autosaveTimer.setInterval(1500);
    connect(&m_autosaveTimer, &QTimer::timeout, this, &MainWindow::writeAutosave);

    bool loaded = false;
    if (m_options.restoreSession && QFile::exists(autosavePath())) {
        QFile f(autosavePath());
        QString error;
        if (f.open(QIODevice::ReadOnly) && loadProblemText(f.readAll(), tr("the restored session"), &error)) {
            loaded = true;
            m_restored = true;
            QTimer::singleShot(0, this, [this] {
                statusBar()->showMessage(
                    tr("The workbench did not close properly last time: your session was "
                       "restored."),
                    10000);
            });
            m_doc->undoStack()->resetClean(); // restored work is unsaved work
        }
    }
    if (!loaded && m_options.loadExample) {
        QFile f(QString::fromLatin1(kExample));
        QString error;
        if (f.open(QIODevice::ReadOnly))
            loadProblemText(f.readAll(), QStringLiteral("example"), &error);
    }
    m_view->setFocus();
    updateTitle();
    updateRunState();
}

MainWindow::~MainWindow()
{
    m_search->stop();
    m_search->waitForFinished();
    // Children are deleted by ~QWidget, after this object has stopped being a MainWindow;
    // signals they send on the way out (QUndoStack::cleanChanged) must not reach our slots.
    m_doc->undoStack()->disconnect(this);
    m_doc->disconnect(this);
}

void MainWindow::createDocks()
{
    m_palette = new PiecePalette(m_doc, this);
    auto *paletteDock = new QDockWidget(tr("Palette"), this);
    paletteDock->setObjectName(QStringLiteral("palette"));
    paletteDock->setWidget(m_palette);
    addDockWidget(Qt::LeftDockWidgetArea, paletteDock);

    m_patterns = new PatternBrowser(m_doc, this);
    auto *patternDock = new QDockWidget(tr("Attack patterns"), this);
    patternDock->setObjectName(QStringLiteral("patterns"));
    patternDock->setWidget(m_patterns);
    addDockWidget(Qt::LeftDockWidgetArea, patternDock);

    // Problem panel with run controls and progress.
    auto *problemWidget = new QWidget(this);
    auto *pl = new QVBoxLayout(problemWidget);
    m_panel = new ProblemPanel(m_doc, problemWidget);
    pl->addWidget(m_panel);
    auto *buttons = new QHBoxLayout;
    auto *run = new QPushButton(QIcon(QStringLiteral(":/icons/run.svg")), tr("Run"), problemWidget);
    auto *stop = new QPushButton(QIcon(QStringLiteral(":/icons/stop.svg")), tr("Stop"), problemWidget);
    run->setObjectName(QStringLiteral("runButton"));
    stop->setObjectName(QStringLiteral("stopButton"));
    buttons->addWidget(run);
    buttons->addWidget(stop);
    pl->addLayout(buttons);
    m_progressBar = new QProgressBar(problemWidget);
    m_progressBar->setRange(0, 1000);
    m_progressBar->setValue(0);
    m_progressBar->setFormat(QStringLiteral("%p%"));
    pl->addWidget(m_progressBar);
    m_progressText = new QLabel(problemWidget);
    m_progressText->setWordWrap(true);
    m_progressText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progressText->setMinimumHeight(m_progressText->fontMetrics().height() * 4);
    m_progressText->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    pl->addWidget(m_progressText);
    pl->addStretch(1);
    auto *problemDock = new QDockWidget(tr("Problem and search"), this);
    problemDock->setObjectName(QStringLiteral("problem"));
    problemDock->setWidget(problemWidget);
    addDockWidget(Qt::RightDockWidgetArea, problemDock);

    m_gallery = new GalleryView(m_model, this);
    auto *galleryDock = new QDockWidget(tr("Solutions"), this);
    galleryDock->setObjectName(QStringLiteral("gallery"));
    galleryDock->setWidget(m_gallery);
    addDockWidget(Qt::BottomDockWidgetArea, galleryDock);
    // Side columns run the full height; the gallery sits under the board.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    resizeDocks({galleryDock}, {300}, Qt::Vertical);

    m_runAction = new QAction(QIcon(QStringLiteral(":/icons/run.svg")), tr("&Run"), this);
    m_runAction->setShortcut(QKeySequence(Qt::Key_F5));
    m_runAction->setToolTip(tr("Start the search (F5)"));
    m_stopAction = new QAction(QIcon(QStringLiteral(":/icons/stop.svg")), tr("&Stop"), this);
    m_stopAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_stopAction->setToolTip(tr("Stop the search (Esc)"));
    connect(m_runAction, &QAction::triggered, this, &MainWindow::runSearch);
    connect(m_stopAction, &QAction::triggered, this, &MainWindow::stopSearch);
    connect(run, &QPushButton::clicked, m_runAction, &QAction::trigger);
    connect(stop, &QPushButton::clicked, m_stopAction, &QAction::trigger);
    connect(m_runAction, &QAction::enabledChanged, run, &QPushButton::setEnabled);
    connect(m_stopAction, &QAction::enabledChanged, stop, &QPushButton::setEnabled);
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New problem"), QKeySequence::New, this, &MainWindow::newProblem);
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::openDialog);
    QMenu *examples = file->addMenu(tr("Open &example"));
    const QStringList exampleFiles = QDir(QStringLiteral(":/examples")).entryList({QStringLiteral("*.json")});
    for (const QString &name : exampleFiles)
        examples->addAction(name, this, [this, name] {
            if (maybeSave())
                openFile(QStringLiteral(":/examples/") + name);
        });
    m_recentMenu = file->addMenu(tr("Open &recent"));
    rebuildRecentMenu();
    file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::save);
    file->addAction(tr("Save &as…"), QKeySequence::SaveAs, this, &MainWindow::saveAs);
    file->addSeparator();
    file->addAction(tr("Export diagram as S&VG…"), QKeySequence(Qt::CTRL | Qt::Key_E), this,
                    &MainWindow::exportSvg);
    file->addAction(tr("Export diagram as &PNG…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), this,
                    &MainWindow::exportPng);
    file->addAction(tr("Export solutions as an SVG &sheet…"), this, &MainWindow::exportSheet);
    m_exportOverlays = file->addAction(tr("Include &overlays in exports"));
    m_exportOverlays->setCheckable(true);
    m_exportOverlays->setChecked(true);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_doc->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setIcon(QIcon(QStringLiteral(":/icons/undo.svg")));
    QAction *redo = m_doc->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setIcon(QIcon(QStringLiteral(":/icons/redo.svg")));
    redo->setShortcuts({QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::Key_Y)});
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    edit->addAction(tr("&Copy placement"), QKeySequence::Copy, this, &MainWindow::copyPlacement);
    edit->addAction(tr("&Paste placement"), QKeySequence::Paste, this, &MainWindow::pastePlacement);
    edit->addAction(tr("Copy &image"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), this,
                    &MainWindow::copyImage);
    edit->addAction(tr("Import &FEN…"), QKeySequence(Qt::CTRL | Qt::Key_F), this, &MainWindow::importFen);
    edit->addSeparator();
    edit->addAction(tr("C&lear pieces"), QKeySequence(Qt::CTRL | Qt::Key_Delete), m_doc,
                    &BoardDocument::clearPieces);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    auto toggle = [&](const QString &text, const QKeySequence &key, bool on, auto slot) {
        QAction *a = view->addAction(text);
        a->setCheckable(true);
        a->setChecked(on);
        a->setShortcut(key);
        connect(a, &QAction::toggled, m_view, slot);
        return a;
    };
    toggle(tr("Attack &counts"), QKeySequence(Qt::CTRL | Qt::Key_1), true, &BoardView::setOverlayVisible);
    toggle(tr("Attack &lines on hover"), QKeySequence(Qt::CTRL | Qt::Key_2), true,
           &BoardView::setAttackLinesVisible);
    toggle(tr("&Pattern markers"), QKeySequence(Qt::CTRL | Qt::Key_3), true,
           &BoardView::setPatternMarkersVisible);
    toggle(tr("&Targets"), QKeySequence(Qt::CTRL | Qt::Key_4), false, &BoardView::setTargetsVisible);
    toggle(tr("&Rank and file labels"), QKeySequence(), true, &BoardView::setLabelsVisible);
    view->addSeparator();
    m_liveAction = view->addAction(tr("Show the search &live on the board"));
    m_liveAction->setCheckable(true);
    m_liveAction->setChecked(false);
    connect(m_liveAction, &QAction::toggled, this, [this](bool on) {
        m_search->setSnapshotsEnabled(on);
        if (!on)
            m_view->setLivePlacement(std::nullopt);
    });

    QMenu *search = menuBar()->addMenu(tr("&Search"));
    search->addAction(m_runAction);
    search->addAction(m_stopAction);

    QMenu *settings = menuBar()->addMenu(tr("Se&ttings"));
    QMenu *language = settings->addMenu(tr("&Language"));
    auto *group = new QActionGroup(this);
    const QString current = Language::setting();
    QAction *system = language->addAction(tr("System language"));
    system->setCheckable(true);
    system->setData(QString());
    group->addAction(system);
    system->setChecked(current.isEmpty());
    for (const QString &code : Language::available()) {
        QAction *a = language->addAction(Language::nativeName(code));
        a->setCheckable(true);
        a->setData(code);
        a->setChecked(code == current);
        group->addAction(a);
    }
    connect(group, &QActionGroup::triggered, this, [this](QAction *a) {
        Language::setSetting(a->data().toString());
        QMessageBox::information(this, tr("Language"),
                                 tr("The new language is used the next time the workbench starts."));
    });

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About"), this, [this] {
        QMessageBox::about(this, tr("About Chess Puzzle Workbench"),
                           tr("<h3>Chess Puzzle Workbench</h3><p>Build chess placement puzzles, see what "
                              "attacks what, and watch "
                              "the search solve them.</p><p>Click a palette piece, then the board. Drag "
                              "pieces to move them; "
                              "right-click removes. F5 runs the search, Esc stops it.</p>"));
    });

    // Toolbar: board size and run/stop.
    QToolBar *bar = addToolBar(tr("Board"));
    bar->setToolButtonStyle(Qt::ToolButtonIconOnly);
    bar->setObjectName(QStringLiteral("boardbar"));
    bar->addWidget(new QLabel(tr(" Board: "), bar));
    m_width = new QSpinBox(bar);
    m_height = new QSpinBox(bar);
    for (QSpinBox *s : {m_width, m_height}) {
        s->setRange(1, cpw::kMaxSide);
        s->setKeyboardTracking(false);
    }
    m_width->setToolTip(tr("Board width (files)"));
    m_height->setToolTip(tr("Board height (ranks)"));
    bar->addWidget(m_width);
    bar->addWidget(new QLabel(QStringLiteral(" × "), bar));
    bar->addWidget(m_height);
    auto resize = [this] {
        m_doc->resizeBoard(m_width->value(), m_height->value());
    };
    connect(m_width, &QSpinBox::valueChanged, this, resize);
    connect(m_height, &QSpinBox::valueChanged, this, resize);
    bar->addSeparator();
    bar->addAction(undo);
    bar->addAction(redo);
    bar->addSeparator();
    bar->addAction(m_runAction);
    bar->addAction(m_stopAction);
}

void MainWindow::updateTitle()
{
    const QString name = m_path.isEmpty() ? tr("untitled") : QFileInfo(m_path).fileName();
    setWindowTitle(tr("%1[*] — Chess Puzzle Workbench").arg(name));
    setWindowModified(!m_doc->undoStack()->isClean());
}

void MainWindow::updateRunState()
{
    const bool running = m_search->isRunning();
    m_runAction->setEnabled(!running && m_panel->isValid());
    m_stopAction->setEnabled(running);
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
    const cpw::ExactRequest request = m_panel->request();
    cpw::SearchOptions options = m_panel->searchOptions();
    m_model->reset(request.board, request.catalogue);
    m_gallery->delegate()->clearCache();
    GalleryItemMaker maker(request.board, request.catalogue, request.targets);
    m_lastNodes = 0;
    m_lastElapsed = 0.0;
    m_rate = 0.0;
    m_progressBar->setRange(0, 0); // busy until the first estimate
    m_progressText->setText(tr("Searching…"));
    m_search->start([request](std::stop_token token,
                              const cpw::SearchOptions &o) { return cpw::solveExact(request, token, o); },
                    options, std::move(maker), m_liveAction->isChecked());
    statusBar()->showMessage(tr("Search started."), 3000);
}

void MainWindow::stopSearch()
{
    if (m_search->isRunning()) {
        m_search->stop();
        statusBar()->showMessage(tr("Stopping…"), 3000);
    }
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
    QString text = tr("Solutions: %1\nNodes: %2 (%3 nodes/s)\nElapsed: %4, remaining: %5")
                       .arg(locale.toString(std::max<quint64>(progress.solutions, m_model->totalSolutions())))
                       .arg(locale.toString(quint64(progress.nodes)))
                       .arg(formatRate(m_rate))
                       .arg(formatDuration(progress.elapsedSeconds))
                       .arg(remaining);
    if (progress.bestObjective)
        text += QLatin1Char('\n') + tr("Best so far: %1").arg(*progress.bestObjective);
    m_progressText->setText(text);
}

void MainWindow::onFinished(const cpw::SearchStats &stats)
{
    const QLocale locale;
    m_view->setLivePlacement(std::nullopt);
    m_progressBar->setRange(0, 1000);
    m_progressBar->setValue(stats.complete ? 1000 : m_progressBar->value());
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
    QString text = tr("Finished (%1): %2 solutions, %3 nodes in %4.")
                       .arg(how, locale.toString(quint64(stats.solutions)),
                            locale.toString(quint64(stats.nodes)), formatDuration(stats.elapsedSeconds));
    if (stats.distinct)
        text += QLatin1Char('\n') +
                tr("Distinct under symmetry: %1").arg(locale.toString(quint64(*stats.distinct)));
    if (stats.symmetric)
        text +=
            QLatin1Char('\n') + tr("Symmetric solutions: %1").arg(locale.toString(quint64(*stats.symmetric)));
    if (stats.optimum)
        text += QLatin1Char('\n') + (stats.provenOptimal.value_or(false) ? tr("Optimum: %1 pieces (proven)")
                                                                         : tr("Best found: %1 pieces"))
                                        .arg(*stats.optimum);
    m_progressText->setText(text);
    statusBar()->showMessage(
        tr("Search finished: %1 solutions.").arg(locale.toString(quint64(stats.solutions))), 5000);
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
    statusBar()->showMessage(it.symmetric
                                 ? tr("Solution #%1: symmetric (%2).").arg(it.serial).arg(it.symmetryNames)
                                 : tr("Solution #%1: no symmetry.").arg(it.serial),
                             6000);
}

QByteArray MainWindow::problemJson() const
{
    return QByteArray::fromStdString(cpw::serializeProblem(m_panel->problem()));
}

bool MainWindow::loadProblemText(const QByteArray &json, const QString &name, QString *error)
{
    const cpw::Result<cpw::Problem> parsed = cpw::parseProblem(json.toStdString());
    if (!parsed.ok()) {
        if (error)
            *error = cpw::errorText(parsed.error(), name);
        return false;
    }
    const cpw::Problem &p = parsed.value();
    if (p.kind != cpw::ProblemKind::Exact) {
        if (error)
            *error = tr("%1: this workbench version edits exact-attack problems only (the file is \"%2\").")
                         .arg(name, QString::fromLatin1(cpw::problemKindName(p.kind).data(),
                                                        int(cpw::problemKindName(p.kind).size())));
        return false;
    }
    BoardDocument::State state;
    state.placement = cpw::Placement(p.board);
    if (p.preplaced.board().area() == p.board.area() && !p.preplaced.empty())
        state.placement = p.preplaced;
    state.placement.board() = p.board;
    const std::string position = p.paramString("position", "");
    if (!position.empty()) {
        const cpw::Result<cpw::Placement> pos = cpw::parsePlacement(position, p.catalogue, &p.board);
        if (pos.ok())
            state.placement = pos.value();
    }
    if (p.targets.size() == std::size_t(p.board.area()))
        state.targets = p.targets;
    else
        state.targets.assign(p.board.area(), 1);
    m_search->stop();
    m_search->waitForFinished();
    m_doc->reset(p.catalogue, state);
    m_panel->loadProblem(p);
    m_model->reset(p.board, p.catalogue);
    return true;
}

bool MainWindow::openFile(const QString &path, bool quiet)
{
    QFile f(path);
    QString error;
    if (!f.open(QIODevice::ReadOnly)) {
        error = tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), f.errorString());
    } else if (loadProblemText(f.readAll(), QFileInfo(path).fileName(), &error)) {
        m_path = path.startsWith(QLatin1Char(':')) ? QString() : path;
        if (!m_path.isEmpty())
            addRecent(m_path);
        updateTitle();
        statusBar()->showMessage(tr("Opened %1.").arg(QFileInfo(path).fileName()), 4000);
        return true;
    }
    if (!quiet)
        QMessageBox::warning(this, tr("Open problem"), error);
    else
        qWarning("%s", qPrintable(error));
    return false;
}

bool MainWindow::saveFile(const QString &path, QString *error)
{
    const QString failure = Exporter::writeFile(path, problemJson());
    if (!failure.isEmpty()) {
        if (error)
            *error = tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(path), failure);
        return false;
    }
    m_path = path;
    m_doc->undoStack()->setClean();
    addRecent(path);
    updateTitle();
    statusBar()->showMessage(tr("Saved %1.").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

bool MainWindow::save()
{
    if (m_path.isEmpty())
        return saveAs();
    QString error;
    if (!saveFile(m_path, &error)) {
        QMessageBox::warning(this, tr("Save problem"), error);
        return false;
    }
    return true;
}

bool MainWindow::saveAs()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save problem"), m_path,
                                                      tr("Problem files (*.json);;All files (*)"));
    if (path.isEmpty())
        return false;
    QString error;
    if (!saveFile(path, &error)) {
        QMessageBox::warning(this, tr("Save problem"), error);
        return false;
    }
    return true;
}

void MainWindow::newProblem()
{
    if (!maybeSave())
        return;
    const int k = std::max(0, m_doc->uniformTarget());
    m_doc->reset(cpw::Catalogue::standard(), BoardDocument::freshState(8, 8, k == 0 ? 1 : k));
    m_path.clear();
    m_model->reset(m_doc->board(), m_doc->catalogue());
    updateTitle();
}

void MainWindow::openDialog()
{
    if (!maybeSave())
        return;
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open problem"), QFileInfo(m_path).absolutePath(),
                                     tr("Problem files (*.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::maybeSave()
{
    if (m_doc->undoStack()->isClean())
        return true;
    const auto answer =
        QMessageBox::question(this, tr("Unsaved changes"), tr("Save the changes to this problem?"),
                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::addRecent(const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentFiles")).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > 8)
        recent.removeLast();
    settings.setValue(QStringLiteral("recentFiles"), recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString &path : recent)
        m_recentMenu->addAction(QDir::toNativeSeparators(path), this, [this, path] {
            if (maybeSave())
                openFile(path);
        });
    m_recentMenu->setEnabled(!recent.isEmpty());
}

QString MainWindow::autosavePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/session.json");
}

void MainWindow::writeAutosave()
{
    if (!m_options.autosave)
        return;
    QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
    Exporter::writeFile(autosavePath(), problemJson());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    m_search->stop();
    m_search->waitForFinished();
    m_autosaveTimer.stop();
    // A clean exit leaves no autosave behind; its presence at start means a crash.
    if (m_options.autosave)
        QFile::remove(autosavePath());
    event->accept();
}

void MainWindow::exportSvg()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export SVG"), QString(), tr("SVG images (*.svg)"));
    if (path.isEmpty())
        return;
    const BoardScene scene = m_view->scene(true, m_exportOverlays->isChecked());
    const QString error = Exporter::writeFile(path, Exporter::svg(scene, QFileInfo(path).baseName()));
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Export SVG"), error);
}

void MainWindow::exportPng()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export PNG"), QString(), tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    const BoardScene scene = m_view->scene(true, m_exportOverlays->isChecked());
    const QImage img = Exporter::image(scene, Exporter::kCell, 2.0);
    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    img.save(&buffer, "PNG");
    const QString error = Exporter::writeFile(path, data);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Export PNG"), error);
}

void MainWindow::exportSheet()
{
    const QList<int> rows = m_gallery->selectedOrShownRows(200);
    if (rows.isEmpty()) {
        QMessageBox::information(this, tr("Export sheet"), tr("There are no solutions to export yet."));
        return;
    }
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export solutions sheet"), QString(), tr("SVG images (*.svg)"));
    if (path.isEmpty())
        return;
    std::vector<cpw::Placement> placements;
    QStringList captions;
    for (int row : rows) {
        placements.push_back(m_model->placementAt(row));
        captions << m_model->data(m_model->index(row), Qt::DisplayRole).toString();
    }
    const int columns = int(std::ceil(std::sqrt(double(placements.size()) * 1.4)));
    const QString error =
        Exporter::writeFile(path, Exporter::sheetSvg(placements, captions, m_model->catalogue(), columns,
                                                     QFileInfo(path).baseName()));
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Export sheet"), error);
}

void MainWindow::copyImage()
{
    const BoardScene scene = m_view->scene(true, m_exportOverlays->isChecked());
    Exporter::copyToClipboard(
        scene, QString::fromStdString(cpw::toNotation(m_doc->placement(), m_doc->catalogue())));
    statusBar()->showMessage(tr("Diagram copied."), 3000);
}

void MainWindow::copyPlacement()
{
    const QString text = QString::fromStdString(cpw::toNotation(m_doc->placement(), m_doc->catalogue()));
    QApplication::clipboard()->setText(text);
    statusBar()->showMessage(tr("Copied %1").arg(text), 4000);
}

void MainWindow::pastePlacement()
{
    QString text = QApplication::clipboard()->text().trimmed();
    if (text.isEmpty())
        return;
    // A whole FEN line: take its piece-placement field.
    if (text.contains(QLatin1Char(' ')))
        text = text.section(QLatin1Char(' '), 0, 0);
    const cpw::Result<cpw::Placement> p = cpw::parsePlacement(text.toStdString(), m_doc->catalogue());
    if (!p.ok()) {
        QMessageBox::warning(this, tr("Paste placement"), cpw::errorText(p.error(), tr("pasted placement")));
        return;
    }
    m_doc->setPlacement(p.value(), tr("Paste placement"));
}

void MainWindow::importFen()
{
    bool ok = false;
    const QString fen = QInputDialog::getText(this, tr("Import FEN"),
                                              tr("FEN of an 8x8 position (black pieces are taken as white):"),
                                              QLineEdit::Normal, QString(), &ok)
                            .trimmed();
    if (!ok || fen.isEmpty())
        return;
    QString field = fen.section(QLatin1Char(' '), 0, 0);
    const bool hadBlack = field != field.toUpper();
    field = field.toUpper();
    const cpw::Board board8(8, 8);
    const cpw::Result<cpw::Placement> p =
        cpw::parsePlacement(field.toStdString(), m_doc->catalogue(), &board8);
    if (!p.ok()) {
        QMessageBox::warning(this, tr("Import FEN"), cpw::errorText(p.error(), tr("FEN")));
        return;
    }
    m_doc->setPlacement(p.value(), tr("Import FEN"));
    if (hadBlack)
        statusBar()->showMessage(tr("Black pieces were imported as white pieces."), 6000);
}

void MainWindow::showHoverInfo(int cell)
{
    if (cell < 0 || cell >= m_doc->board().area()) {
        statusBar()->clearMessage();
        return;
    }
    const cpw::Board &b = m_doc->board();
    const QString name = QString::fromStdString(b.cellName(cell));
    if (b.isHole(cell)) {
        statusBar()->showMessage(tr("%1: not part of the board").arg(name));
        return;
    }
    const int count = m_doc->attackCounts()[cell];
    const int target = m_doc->targets()[cell];
    QString text = target == cpw::kAnyTarget
                       ? tr("%1: %2 attacks, any number allowed").arg(name).arg(count)
                       : tr("%1: %2 attacks, target %3").arg(name).arg(count).arg(target);
    const int id = m_doc->placement().at(cell);
    if (id != cpw::kEmpty)
        text += QStringLiteral(" — ") + pieceDisplayName(m_doc->catalogue().piece(id));
    statusBar()->showMessage(text);
}
