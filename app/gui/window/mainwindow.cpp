#include "mainwindow.h"

/*
 * The workbench window, assembly: docks, menus, toolbar and the connections between the
 * parts. Run control is in mainwindow_run.cpp, documents and files in mainwindow_files.cpp,
 * export and clipboard in mainwindow_export.cpp.
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
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>
#include <utility>

#include "analysis.h"
#include "boarddocument.h"
#include "boardview.h"
#include "cpw/checkpoint.h"
#include "cpw/exact.h"
#include "cpw/family.h"
#include "cpw/problem.h"
#include "errortext.h"
#include "examples.h"
#include "exporter.h"
#include "families/familyeditor.h"
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
        scheduleAnalysis();
    });
    connect(m_panel, &ProblemPanel::problemChanged, this, &MainWindow::scheduleAnalysis);
    connect(m_view, &BoardView::hoveredCellChanged, m_analysis, &Analysis::setFocusCell);
    connect(m_doc->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(m_view, &BoardView::selectedCellChanged, m_patterns, &PatternBrowser::setCell);
    connect(m_view, &BoardView::hoveredCellChanged, this, &MainWindow::showHoverInfo);
    connect(m_patterns, &PatternBrowser::patternChanged, m_view, &BoardView::setPreviewPattern);
    connect(m_palette, &PiecePalette::toolChanged, this, [this](BoardView::Tool tool, int piece) {
        m_view->setTool(tool);
        m_view->setCurrentPiece(piece);
        scheduleAnalysis();
    });
    connect(m_palette, &PiecePalette::targetValueChanged, m_view, &BoardView::setTargetValue);
    connect(m_panel, &ProblemPanel::validityChanged, this, &MainWindow::updateRunState);
    connect(m_panel, &ProblemPanel::layersChanged, m_view, &BoardView::setLayers);
    // The attack-pattern browser belongs to the exact-attack puzzle: shown only where it applies.
    auto patternsWhereTheyApply = [this] {
        const FamilyEditor *e = m_panel->currentEditor();
        m_patternDock->setVisible(!e || e->usesPatterns());
    };
    connect(m_panel, &ProblemPanel::layersChanged, this, patternsWhereTheyApply);
    patternsWhereTheyApply();
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
        if (f.open(QIODevice::ReadOnly) && loadProblemText(f.readAll(), QStringLiteral("example"), &error)) {
            m_example = QString::fromLatin1(kExample);
            showExampleText();
        }
    }
    m_view->setFocus();
    updateTitle();
    updateRunState();
}

MainWindow::~MainWindow()
{
    m_search->stop();
    m_search->waitForFinished();
    // The analysis's workers ask the family editors for hint problems: they end first.
    m_analysis->stop();
    m_analysis->waitForFinished();
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
    m_patternDock = patternDock;

    // Problem panel with run controls and progress.
    auto *problemWidget = new QWidget(this);
    auto *pl = new QVBoxLayout(problemWidget);
    m_exampleText = new QLabel(problemWidget);
    m_exampleText->setObjectName(QStringLiteral("exampleText"));
    m_exampleText->setWordWrap(true);
    m_exampleText->setTextFormat(Qt::RichText);
    m_exampleText->setVisible(false);
    pl->addWidget(m_exampleText);
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
    createAnalysis(problemWidget, buttons, pl);
    pl->addStretch(1);
    auto *problemDock = m_tx.bind(new QDockWidget(this), "windowTitle", QT_TR_NOOP("Problem and search"));
    problemDock->setObjectName(QStringLiteral("problem"));
    // The panel scrolls vertically rather than forcing the window taller than a 768-pixel screen.
    m_problemScroll = new PanelScrollArea(this);
    m_problemScroll->setObjectName(QStringLiteral("problemScroll"));
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
    createFileMenu();
    createEditMenu();
    createViewMenu();
    createSearchMenu();
    createSettingsMenu();
    createToolBar();
}

/// File: new, open, examples, recent, save, export, quit.
void MainWindow::createFileMenu()
{
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
    m_examplesMenu = menu(file->addMenu(QString()), QT_TR_NOOP("&Examples"));
    for (const Example &example : Example::all())
        m_examplesMenu->addAction(example.localTitle(), this, [this, file = example.file] {
            if (maybeSave())
                openExample(file);
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
    text(file->addAction(QString(), this, &MainWindow::exportPdf), QT_TR_NOOP("Export diagram as P&DF…"));
    text(file->addAction(QString(), this, &MainWindow::exportSheetPdf),
         QT_TR_NOOP("Export solutions as a PDF s&heet…"));
    text(file->addAction(QString(), this, &MainWindow::exportLatex), QT_TR_NOOP("Export diagram as &LaTeX…"));
    file->addSeparator();
    text(file->addAction(QString(), QKeySequence::Print, this, [this] { print(false); }),
         QT_TR_NOOP("&Print diagram…"));
    text(file->addAction(QString(), this, [this] { print(true); }), QT_TR_NOOP("Print s&olutions…"));
    m_exportOverlays = text(file->addAction(QString()), QT_TR_NOOP("Include &overlays in exports"));
    m_exportOverlays->setCheckable(true);
    m_exportOverlays->setChecked(true);
    file->addSeparator();
    text(file->addAction(QString(), QKeySequence::Quit, this, &QWidget::close), QT_TR_NOOP("&Quit"));
}

/// Edit: undo and redo (their texts follow the language), clipboard, FEN, clear.
void MainWindow::createEditMenu()
{
    auto menu = [this](QMenu *m, const char *title) {
        return m_tx.bind(m, "title", title);
    };
    auto text = [this](QAction *a, const char *source) {
        return m_tx.bind(a, "text", source);
    };
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
}

/// View: the overlays and the live search.
void MainWindow::createViewMenu()
{
    auto menu = [this](QMenu *m, const char *title) {
        return m_tx.bind(m, "title", title);
    };
    auto text = [this](QAction *a, const char *source) {
        return m_tx.bind(a, "text", source);
    };
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
}

/// Search: run, stop, pause.
void MainWindow::createSearchMenu()
{
    auto menu = [this](QMenu *m, const char *title) {
        return m_tx.bind(m, "title", title);
    };
    QMenu *search = menu(menuBar()->addMenu(QString()), QT_TR_NOOP("&Search"));
    search->addAction(m_runAction);
    search->addAction(m_stopAction);
    search->addAction(m_pauseAction);
    search->addSeparator();
    search->addAction(m_analyseAction);
}

/// Settings (language) and Help.
void MainWindow::createSettingsMenu()
{
    auto menu = [this](QMenu *m, const char *title) {
        return m_tx.bind(m, "title", title);
    };
    auto text = [this](QAction *a, const char *source) {
        return m_tx.bind(a, "text", source);
    };
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
}

/// Toolbar: board size, undo and redo, run and stop.
void MainWindow::createToolBar()
{
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
    bar->addAction(m_analyseAction);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_tx.retranslate();
        updateTitle();
        retitleExamples();
        m_problemScroll->updateGeometry(); // its width follows the panel's texts
        if (m_progressMessage)
            m_progressText->setText(m_progressMessage());
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::updateTitle()
{
    const QString name = m_path.isEmpty() ? tr("untitled") : QFileInfo(m_path).fileName();
    setWindowTitle(tr("%1[*] — Chess Puzzle Workbench").arg(name));
    setWindowModified(!m_doc->undoStack()->isClean());
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
