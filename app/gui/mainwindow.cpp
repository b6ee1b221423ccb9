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
#include <QRegularExpression>
#include <QSaveFile>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
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

/// A vertically scrolling panel that is as wide as its contents need (no horizontal scrolling).
class PanelScrollArea : public QScrollArea {
public:
    using QScrollArea::QScrollArea;
    QSize minimumSizeHint() const override
    {
        QSize size = QScrollArea::minimumSizeHint();
        if (widget())
            size.setWidth(widget()->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width());
        return size;
    }
    QSize sizeHint() const override
    {
        if (!widget())
            return QScrollArea::sizeHint();
        const QSize inner = widget()->sizeHint();
        return {inner.width() + verticalScrollBar()->sizeHint().width(), inner.height()};
    }
};

/// "&Undo Place Q on d4": the action's prefix followed by the command's text, if any.
QString withCommand(const QString &prefix, const QString &command)
{
    return command.isEmpty() ? prefix : prefix + QLatin1Char(' ') + command;
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
    connect(m_panel, &ProblemPanel::layersChanged, m_view, &BoardView::setLayers);
    m_view->setLayers(m_panel->layers());
    connect(m_search, &SearchController::runningChanged, this, &MainWindow::updateRunState);
    connect(m_search, &SearchController::progressChanged, this, &MainWindow::onProgress);
    connect(m_search, &SearchController::finished, this, &MainWindow::onFinished);
    connect(m_search, &SearchController::failed, this, [this](const cpw::Error &e) {
        m_view->setLivePlacement(std::nullopt);
        setProgressMessage([this, e] { return tr("The search could not run: %1").arg(cpw::errorText(e)); });
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
    auto *paletteDock = m_tx.bind(new QDockWidget(this), "windowTitle", QT_TR_NOOP("Palette"));
    paletteDock->setObjectName(QStringLiteral("palette"));
    paletteDock->setWidget(m_palette);
    addDockWidget(Qt::LeftDockWidgetArea, paletteDock);

    m_patterns = new PatternBrowser(m_doc, this);
    auto *patternDock = m_tx.bind(new QDockWidget(this), "windowTitle", QT_TR_NOOP("Attack patterns"));
    patternDock->setObjectName(QStringLiteral("patterns"));
    patternDock->setWidget(m_patterns);
    addDockWidget(Qt::LeftDockWidgetArea, patternDock);

    // Problem panel with run controls and progress.
    auto *problemWidget = new QWidget(this);
    auto *pl = new QVBoxLayout(problemWidget);
    m_panel = new ProblemPanel(m_doc, problemWidget);
    pl->addWidget(m_panel);
    auto *buttons = new QHBoxLayout;
    auto *run = m_tx.bind(new QPushButton(QIcon(QStringLiteral(":/icons/run.svg")), QString(), problemWidget),
                          "text", QT_TR_NOOP("Run"));
    auto *stop =
        m_tx.bind(new QPushButton(QIcon(QStringLiteral(":/icons/stop.svg")), QString(), problemWidget),
                  "text", QT_TR_NOOP("Stop"));
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
    auto *problemDock = m_tx.bind(new QDockWidget(this), "windowTitle", QT_TR_NOOP("Problem and search"));
    problemDock->setObjectName(QStringLiteral("problem"));
    // The panel scrolls vertically rather than forcing the window taller than a 768-pixel screen.
    m_problemScroll = new PanelScrollArea(this);
    m_problemScroll->setWidget(problemWidget);
    m_problemScroll->setWidgetResizable(true);
    m_problemScroll->setFrameShape(QFrame::NoFrame);
    m_problemScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    problemDock->setWidget(m_problemScroll);
    addDockWidget(Qt::RightDockWidgetArea, problemDock);

    m_gallery = new GalleryView(m_model, this);
    auto *galleryDock = m_tx.bind(new QDockWidget(this), "windowTitle", QT_TR_NOOP("Solutions"));
    galleryDock->setObjectName(QStringLiteral("gallery"));
    galleryDock->setWidget(m_gallery);
    addDockWidget(Qt::BottomDockWidgetArea, galleryDock);
    // Side columns run the full height; the gallery sits under the board.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    resizeDocks({galleryDock}, {300}, Qt::Vertical);

    m_runAction = new QAction(QIcon(QStringLiteral(":/icons/run.svg")), QString(), this);
    m_runAction->setShortcut(QKeySequence(Qt::Key_F5));
    m_tx.bind(m_runAction, "text", QT_TR_NOOP("&Run"));
    m_tx.bind(m_runAction, "toolTip", QT_TR_NOOP("Start the search (F5)"));
    m_stopAction = new QAction(QIcon(QStringLiteral(":/icons/stop.svg")), QString(), this);
    m_stopAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_tx.bind(m_stopAction, "text", QT_TR_NOOP("&Stop"));
    m_tx.bind(m_stopAction, "toolTip", QT_TR_NOOP("Stop the search (Esc)"));
    m_pauseAction = new QAction(QIcon(QStringLiteral(":/icons/pause.svg")), QString(), this);
    m_tx.bind(m_pauseAction, "text", QT_TR_NOOP("&Pause and Save…"));
    m_tx.bind(m_pauseAction, "toolTip",
              QT_TR_NOOP("Stop the search and save it to a file; open the file later to continue it"));
    m_pauseAction->setEnabled(false);
    connect(m_pauseAction, &QAction::triggered, this, &MainWindow::pauseSearch);
    connect(m_runAction, &QAction::triggered, this, &MainWindow::runSearch);
    connect(m_stopAction, &QAction::triggered, this, &MainWindow::stopSearch);
    connect(run, &QPushButton::clicked, m_runAction, &QAction::trigger);
    connect(stop, &QPushButton::clicked, m_stopAction, &QAction::trigger);
    connect(m_runAction, &QAction::enabledChanged, run, &QPushButton::setEnabled);
    connect(m_stopAction, &QAction::enabledChanged, stop, &QPushButton::setEnabled);
}

void MainWindow::createActions()
{
    // Every text is registered with m_tx so that a language switch can set it again.
    auto menu = [this](QMenu *m, const char *title) {
        return m_tx.bind(m, "title", title);
    };
    auto text = [this](QAction *a, const char *source) {
        return m_tx.bind(a, "text", source);
    };

    QMenu *file = menu(menuBar()->addMenu(QString()), QT_TR_NOOP("&File"));
    text(file->addAction(QString(), QKeySequence::New, this, &MainWindow::newProblem),
         QT_TR_NOOP("&New problem"));
    text(file->addAction(QString(), QKeySequence::Open, this, &MainWindow::openDialog), QT_TR_NOOP("&Open…"));
    QMenu *examples = menu(file->addMenu(QString()), QT_TR_NOOP("Open &example"));
    const QStringList exampleFiles = QDir(QStringLiteral(":/examples")).entryList({QStringLiteral("*.json")});
    for (const QString &name : exampleFiles)
        examples->addAction(name, this, [this, name] {
            if (maybeSave())
                openFile(QStringLiteral(":/examples/") + name);
        });
    m_recentMenu = menu(file->addMenu(QString()), QT_TR_NOOP("Open &recent"));
    rebuildRecentMenu();
    text(file->addAction(QString(), QKeySequence::Save, this, &MainWindow::save), QT_TR_NOOP("&Save"));
    text(file->addAction(QString(), QKeySequence::SaveAs, this, &MainWindow::saveAs),
         QT_TR_NOOP("Save &as…"));
    file->addSeparator();
    text(file->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_E), this, &MainWindow::exportSvg),
         QT_TR_NOOP("Export diagram as S&VG…"));
    text(file->addAction(QString(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), this,
                         &MainWindow::exportPng),
         QT_TR_NOOP("Export diagram as &PNG…"));
    text(file->addAction(QString(), this, &MainWindow::exportSheet),
         QT_TR_NOOP("Export solutions as an SVG &sheet…"));
    m_exportOverlays = text(file->addAction(QString()), QT_TR_NOOP("Include &overlays in exports"));
    m_exportOverlays->setCheckable(true);
    m_exportOverlays->setChecked(true);
    file->addSeparator();
    text(file->addAction(QString(), QKeySequence::Quit, this, &QWidget::close), QT_TR_NOOP("&Quit"));

    // Undo/redo: own actions, because QUndoStack::createUndoAction fixes its "Undo" prefix when
    // it is created, and the prefix must follow the language.
    QUndoStack *stack = m_doc->undoStack();
    m_undoAction = new QAction(QIcon(QStringLiteral(":/icons/undo.svg")), QString(), this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = new QAction(QIcon(QStringLiteral(":/icons/redo.svg")), QString(), this);
    m_redoAction->setShortcuts({QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::Key_Y)});
    m_undoAction->setEnabled(stack->canUndo());
    m_redoAction->setEnabled(stack->canRedo());
    connect(m_undoAction, &QAction::triggered, stack, &QUndoStack::undo);
    connect(m_redoAction, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    // These receivers are the actions, not this window: the stack emits while it is destroyed.
    connect(stack, &QUndoStack::undoTextChanged, m_undoAction, [a = m_undoAction](const QString &what) {
        a->setText(withCommand(QCoreApplication::translate("MainWindow", "&Undo"), what));
    });
    connect(stack, &QUndoStack::redoTextChanged, m_redoAction, [a = m_redoAction](const QString &what) {
        a->setText(withCommand(QCoreApplication::translate("MainWindow", "&Redo"), what));
    });
    m_tx.bind(m_undoAction, QT_TR_NOOP("&Undo"), [this](const QString &prefix) {
        m_undoAction->setText(withCommand(prefix, m_doc->undoStack()->undoText()));
    });
    m_tx.bind(m_redoAction, QT_TR_NOOP("&Redo"), [this](const QString &prefix) {
        m_redoAction->setText(withCommand(prefix, m_doc->undoStack()->redoText()));
    });

    QMenu *edit = menu(menuBar()->addMenu(QString()), QT_TR_NOOP("&Edit"));
    edit->addAction(m_undoAction);
    edit->addAction(m_redoAction);
    edit->addSeparator();
    text(edit->addAction(QString(), QKeySequence::Copy, this, &MainWindow::copyPlacement),
         QT_TR_NOOP("&Copy placement"));
    text(edit->addAction(QString(), QKeySequence::Paste, this, &MainWindow::pastePlacement),
         QT_TR_NOOP("&Paste placement"));
    text(edit->addAction(QString(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), this,
                         &MainWindow::copyImage),
         QT_TR_NOOP("Copy &image"));
    text(edit->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_F), this, &MainWindow::importFen),
         QT_TR_NOOP("Import &FEN…"));
    edit->addSeparator();
    text(edit->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_Delete), m_doc,
                         &BoardDocument::clearPieces),
         QT_TR_NOOP("C&lear pieces"));

    QMenu *view = menu(menuBar()->addMenu(QString()), QT_TR_NOOP("&View"));
    auto toggle = [&](const char *source, const QKeySequence &key, bool on, auto slot) {
        QAction *a = text(view->addAction(QString()), source);
        a->setCheckable(true);
        a->setChecked(on);
        a->setShortcut(key);
        connect(a, &QAction::toggled, m_view, slot);
        return a;
    };
    toggle(QT_TR_NOOP("Attack &counts"), QKeySequence(Qt::CTRL | Qt::Key_1), true,
           &BoardView::setOverlayVisible);
    toggle(QT_TR_NOOP("Attack &lines on hover"), QKeySequence(Qt::CTRL | Qt::Key_2), true,
           &BoardView::setAttackLinesVisible);
    toggle(QT_TR_NOOP("&Pattern markers"), QKeySequence(Qt::CTRL | Qt::Key_3), true,
           &BoardView::setPatternMarkersVisible);
    toggle(QT_TR_NOOP("&Targets"), QKeySequence(Qt::CTRL | Qt::Key_4), false, &BoardView::setTargetsVisible);
    toggle(QT_TR_NOOP("&Rank and file labels"), QKeySequence(), true, &BoardView::setLabelsVisible);
    view->addSeparator();
    m_liveAction = text(view->addAction(QString()), QT_TR_NOOP("Show the search &live on the board"));
    m_liveAction->setCheckable(true);
    m_liveAction->setChecked(false);
    connect(m_liveAction, &QAction::toggled, this, [this](bool on) {
        m_search->setSnapshotsEnabled(on);
        if (!on)
            m_view->setLivePlacement(std::nullopt);
    });

    QMenu *search = menu(menuBar()->addMenu(QString()), QT_TR_NOOP("&Search"));
    search->addAction(m_runAction);
    search->addAction(m_stopAction);
    search->addAction(m_pauseAction);

    QMenu *settings = menu(menuBar()->addMenu(QString()), QT_TR_NOOP("Se&ttings"));
    QMenu *language = menu(settings->addMenu(QString()), QT_TR_NOOP("&Language"));
    auto *group = new QActionGroup(this);
    const QString current = Language::setting();
    QAction *system = text(language->addAction(QString()), QT_TR_NOOP("System language"));
    system->setCheckable(true);
    system->setData(QString());
    group->addAction(system);
    system->setChecked(!Language::available().contains(current));
    for (const QString &code : Language::available()) {
        QAction *a = language->addAction(Language::nativeName(code));
        a->setCheckable(true);
        a->setData(code);
        a->setChecked(code == current);
        group->addAction(a);
    }
    // The switch is live: installing the translators sends every widget a LanguageChange.
    connect(group, &QActionGroup::triggered, this, [](QAction *a) {
        Language::setSetting(a->data().toString());
        Language::install(QCoreApplication::instance(), Language::effective());
    });

    QMenu *help = menu(menuBar()->addMenu(QString()), QT_TR_NOOP("&Help"));
    text(help->addAction(
             QString(), this,
             [this] {
                 QMessageBox::about(
                     this, tr("About Chess Puzzle Workbench"),
                     tr("<h3>Chess Puzzle Workbench</h3><p>Build chess placement puzzles, see what "
                        "attacks what, and watch "
                        "the search solve them.</p><p>Click a palette piece, then the board. Drag "
                        "pieces to move them; "
                        "right-click removes. F5 runs the search, Esc stops it.</p>"));
             }),
         QT_TR_NOOP("&About"));

    // Toolbar: board size and run/stop.
    QToolBar *bar = m_tx.bind(addToolBar(QString()), "windowTitle", QT_TR_NOOP("Board"));
    bar->setToolButtonStyle(Qt::ToolButtonIconOnly);
    bar->setObjectName(QStringLiteral("boardbar"));
    bar->addWidget(m_tx.bind(new QLabel(bar), "text", QT_TR_NOOP(" Board: ")));
    m_width = new QSpinBox(bar);
    m_height = new QSpinBox(bar);
    for (QSpinBox *s : {m_width, m_height}) {
        s->setRange(1, cpw::kMaxSide);
        s->setKeyboardTracking(false);
    }
    m_tx.bind(m_width, "toolTip", QT_TR_NOOP("Board width (files)"));
    m_tx.bind(m_height, "toolTip", QT_TR_NOOP("Board height (ranks)"));
    bar->addWidget(m_width);
    bar->addWidget(new QLabel(QStringLiteral(" × "), bar));
    bar->addWidget(m_height);
    auto resize = [this] {
        m_doc->resizeBoard(m_width->value(), m_height->value());
    };
    connect(m_width, &QSpinBox::valueChanged, this, resize);
    connect(m_height, &QSpinBox::valueChanged, this, resize);
    bar->addSeparator();
    bar->addAction(m_undoAction);
    bar->addAction(m_redoAction);
    bar->addSeparator();
    bar->addAction(m_runAction);
    bar->addAction(m_stopAction);
    bar->addAction(m_pauseAction);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_tx.retranslate();
        updateTitle();
        m_problemScroll->updateGeometry(); // its width follows the panel's texts
        if (m_progressMessage)
            m_progressText->setText(m_progressMessage());
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::setProgressMessage(std::function<QString()> message)
{
    m_progressMessage = std::move(message);
    m_progressText->setText(m_progressMessage ? m_progressMessage() : QString());
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
    const cpw::Result<cpw::Checkpoint> cp = cpw::parseCheckpoint(f.readAll().toStdString());
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
        return text;
    });
}

void MainWindow::onFinished(const cpw::SearchStats &stats)
{
    if (!m_pausePath.isEmpty())
        savePausedSearch();
    m_view->setLivePlacement(std::nullopt);
    m_progressBar->setRange(0, 1000);
    m_progressBar->setValue(stats.complete ? 1000 : m_progressBar->value());
    setProgressMessage([this, stats] { return finishedText(stats); });
    statusBar()->showMessage(
        tr("Search finished: %1 solutions.").arg(QLocale().toString(quint64(stats.solutions))), 5000);
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
    QString text = tr("Finished (%1): %2 solutions, %3 nodes in %4.")
                       .arg(how, locale.toString(quint64(stats.solutions)),
                            locale.toString(quint64(stats.nodes)), formatDuration(stats.elapsedSeconds));
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
        const bool value = m_objective == cpw::ObjectiveKind::Value;
        text += QLatin1Char('\n') +
                (value    ? (proven ? tr("Optimum: value %1 (proven optimal)") : tr("Best found: value %1"))
                 : proven ? tr("Optimum: %1 pieces (proven)")
                          : tr("Best found: %1 pieces"))
                    .arg(*stats.optimum);
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

QByteArray MainWindow::problemJson() const
{
    return QByteArray::fromStdString(cpw::serializeProblem(m_panel->problem(ProblemPanel::ForFile)));
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
    if (!m_panel->supportsKind(p.kind)) {
        if (error)
            *error = tr("%1: this workbench version has no solver for problems of the kind \"%2\".")
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
    QByteArray text;
    if (f.open(QIODevice::ReadOnly))
        text = f.readAll();
    // A saved search (Pause and save): offer to continue it.
    const cpw::Result<cpw::Checkpoint> cp = cpw::parseCheckpoint(text.toStdString());
    const bool isSearch = cp.ok() || (cp.error().code != cpw::ErrorCode::NotACheckpoint &&
                                      cp.error().code != cpw::ErrorCode::JsonSyntax);
    if (f.isOpen() && isSearch && !path.startsWith(QLatin1Char(':'))) {
        if (quiet)
            return resumeFile(path, nullptr);
        if (!cp.ok()) {
            warn(tr("Open saved search"), cpw::errorText(cp.error(), QFileInfo(path).fileName()));
            return false;
        }
        const auto answer =
            QMessageBox::question(this, tr("Open saved search"),
                                  tr("%1 holds a paused search (%2 of %3 parts done). Continue it now?")
                                      .arg(QFileInfo(path).fileName())
                                      .arg(QLocale().toString(quint64(cp->ledger.doneCount())))
                                      .arg(QLocale().toString(quint64(cp->ledger.taskCount))),
                                  QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
        if (answer == QMessageBox::Yes) {
            if (!resumeFile(path, &error)) {
                warn(tr("Open saved search"), error);
                return false;
            }
            return true;
        }
        // Only the problem.
        text = QByteArray::fromStdString(cpw::serializeProblem(cp->problem));
    }
    if (!f.isOpen()) {
        error = tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), f.errorString());
    } else if (loadProblemText(text, QFileInfo(path).fileName(), &error)) {
        m_path = path.startsWith(QLatin1Char(':')) ? QString() : path;
        if (!m_path.isEmpty())
            addRecent(m_path);
        updateTitle();
        statusBar()->showMessage(tr("Opened %1.").arg(QFileInfo(path).fileName()), 4000);
        return true;
    }
    if (!quiet)
        warn(tr("Open problem"), error);
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
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open problem"), QFileInfo(m_path).absolutePath(),
        tr("Problem files (*.json);;Saved searches (*.cpwsearch);;All files (*)"));
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

QStringList MainWindow::recentFiles()
{
    return QSettings().value(QStringLiteral("recentFiles")).toStringList();
}

bool MainWindow::openRecent(const QString &path)
{
    if (!maybeSave())
        return false;
    if (!QFileInfo::exists(path)) {
        QSettings settings;
        QStringList recent = recentFiles();
        recent.removeAll(path);
        settings.setValue(QStringLiteral("recentFiles"), recent);
        rebuildRecentMenu();
        warn(tr("Open recent"), tr("The file %1 no longer exists (moved, renamed or deleted). It has been "
                                   "removed from the recent files.")
                                    .arg(QDir::toNativeSeparators(path)));
        return false;
    }
    return openFile(path);
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
    const QStringList recent = recentFiles();
    for (const QString &path : recent)
        m_recentMenu->addAction(QDir::toNativeSeparators(path), this, [this, path] { openRecent(path); });
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
    pasteText(QApplication::clipboard()->text());
}

void MainWindow::importFen()
{
    bool ok = false;
    const QString fen = QInputDialog::getText(this, tr("Import FEN"),
                                              tr("FEN of an 8x8 position (black pieces are taken as white):"),
                                              QLineEdit::Normal, QString(), &ok);
    if (ok)
        importFenText(fen);
}

void MainWindow::warn(const QString &title, const QString &text)
{
    QMessageBox::warning(this, title, text);
}

/*
 * Reading pasted or imported placements. Only the first field of a FEN line (the piece
 * placement) is read; side to move, castling etc. are ignored. The workbench's pieces are all
 * white. A black piece other than a pawn moves and attacks exactly like the white one, so it
 * is taken as white (and the status bar says how many were). A black pawn attacks towards
 * rank 1, which no piece here does, so a text with black pawns is refused with a message
 * naming their cells instead of silently changing what they attack.
 */
std::optional<cpw::Placement> MainWindow::readPlacementText(const QString &input, const cpw::Board *board,
                                                            const QString &title, const QString &what,
                                                            int *converted)
{
    *converted = 0;
    const QString field = input.trimmed().section(QRegularExpression(QStringLiteral("\\s+")), 0, 0);
    if (field.isEmpty()) {
        warn(title, tr("%1: there is no text to read. Expected a placement such as %2.")
                        .arg(what, QStringLiteral("8/8/8/3Q4/8/8/8/8")));
        return std::nullopt;
    }
    const QString upper = field.toUpper();
    const cpw::Result<cpw::Placement> p = cpw::parsePlacement(upper.toStdString(), m_doc->catalogue(), board);
    if (!p.ok()) {
        warn(title, cpw::errorText(p.error(), what));
        return std::nullopt;
    }
    // Cells of the black pieces, walking the text as the parser does (ranks from the top).
    const QStringList ranks = field.split(QLatin1Char('/'));
    QStringList blackPawns;
    for (int r = 0; r < ranks.size(); ++r) {
        int file = 0;
        int run = 0;
        for (QChar c : ranks[r]) {
            if (c.isDigit()) {
                run = run * 10 + c.digitValue();
                continue;
            }
            file += run;
            run = 0;
            if (c.isLower()) {
                ++*converted;
                const cpw::Board &b = p.value().board();
                if (c == QLatin1Char('p') && r < b.height() && file < b.width())
                    blackPawns << QString::fromStdString(b.cellName(b.index(file, b.height() - 1 - r)));
            }
            ++file;
        }
    }
    if (!blackPawns.isEmpty()) {
        warn(title, tr("%1: black pawns (on %2) attack towards rank 1, which no piece of the workbench "
                       "does. Remove them or write them as white pawns (P); the board was not changed.")
                        .arg(what, blackPawns.join(QStringLiteral(", "))));
        *converted = 0;
        return std::nullopt;
    }
    return p.value();
}

bool MainWindow::pasteText(const QString &text)
{
    int converted = 0;
    const std::optional<cpw::Placement> p =
        readPlacementText(text, nullptr, tr("Paste placement"), tr("pasted placement"), &converted);
    if (!p)
        return false;
    m_doc->setPlacement(*p, tr("Paste placement"));
    if (converted > 0)
        statusBar()->showMessage(tr("Pasted; black pieces taken as white: %1.").arg(converted), 8000);
    return true;
}

bool MainWindow::importFenText(const QString &fen)
{
    int converted = 0;
    const cpw::Board board8(8, 8);
    const std::optional<cpw::Placement> p =
        readPlacementText(fen, &board8, tr("Import FEN"), tr("FEN"), &converted);
    if (!p)
        return false;
    m_doc->setPlacement(*p, tr("Import FEN"));
    if (converted > 0)
        statusBar()->showMessage(tr("FEN imported; black pieces taken as white: %1.").arg(converted), 8000);
    return true;
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
