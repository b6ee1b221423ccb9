#include "mainwindow.h"

/*
 * The workbench window, assembly: docks, menus, toolbar, and the wiring between the document,
 * its views and the controllers. The window holds no state of the problem: the document does
 * (document.h), and New, Open, the examples and Open recent replace it whole.
 *
 * The problem panel is a view of the document's settings: what the person changes in it is an
 * edit of the document (one undo step); what the document puts in place itself (a new document,
 * an undo step) the panel shows, and what the panel then reports is taken without an edit.
 */

#include <QAbstractButton>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QButtonGroup>
#include <QCloseEvent>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include "analysis.h"
#include "boarddocument.h"
#include "boardview.h"
#include "cpw/problem.h"
#include "examplebrowser.h"
#include "families/familyeditor.h"
#include "galleryview.h"
#include "guidedialog.h"
#include "language.h"
#include "patternbrowser.h"
#include "piecepalette.h"
#include "piecerenderer.h"
#include "problempanel.h"
#include "puzzlecontroller.h"
#include "searchcontroller.h"
#include "shortcutsdialog.h"
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
    : QMainWindow(parent), m_options(options), m_document(new Document(this)),
      m_view(new BoardView(m_document->position(), this))
{
    initGuiResources();
    setWindowIcon(QIcon(QStringLiteral(":/icons/app.svg")));
    setCentralWidget(m_view);
    createDocks();
    m_files = new FileController(m_document, m_panel, m_run,
                                 FileController::Options{m_options.autosave, m_options.recordRecent}, this);
    m_export = new ExportController(m_document, m_panel, m_view, m_gallery, this);
    connect(m_files, &FileController::message, this, &MainWindow::showMessage);
    connect(m_run, &RunController::message, this, &MainWindow::showMessage);
    connect(m_export, &ExportController::message, this, &MainWindow::showMessage);
    connect(m_analysis, &AnalysisController::message, this, &MainWindow::showMessage);
    connect(m_puzzle, &PuzzleController::message, this, &MainWindow::showMessage);
    // A puzzle of one piece (n queens, a cover) has that piece in hand.
    connect(m_document, &Document::puzzleChanged, this, [this] {
        if (!m_document->puzzle() || m_document->puzzle()->isTour())
            return;
        const int id = Analysis::hintPieceFor(m_document->puzzle()->problem, -1);
        if (QAbstractButton *b = id >= 0 ? m_palette->toolButtons()->button(id) : nullptr)
            b->click();
    });
    m_puzzle->setMaybeSave([this] { return m_files->maybeSave(); });
    connect(m_files, &FileController::puzzleOpened, m_puzzle,
            [this](const cpw::Problem &problem) { m_puzzle->startPuzzle(problem); });
    createFileMenu();
    createEditMenu();
    createViewMenu();
    createSearchMenu();
    createPuzzleMenu();
    createSettingsMenu();
    createToolBar();
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    resize(1360, 860);
    connectDocument();
    if (m_options.rememberLayout) {
        const QSettings settings;
        restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
        restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    }
    openFirstDocument();
    m_view->setFocus();
}

MainWindow::~MainWindow()
{
    m_run->stopAndWait();
    // The analysis's workers ask the family editors for hint problems: they end first.
    m_analysis->stopAndWait();
    // Children are deleted by ~QWidget, after this object has stopped being a MainWindow;
    // signals they send on the way out (QUndoStack::cleanChanged) must not reach our slots.
    m_document->undoStack()->disconnect(this);
    m_document->disconnect(this);
    m_document->position()->disconnect(this);
}

void MainWindow::openFirstDocument()
{
    // What the panel shows at first is the document's settings, not an edit.
    m_document->adoptSettings(m_panel->settings());
    if (m_options.restoreSession && m_files->restoreSession()) {
        m_restored = true;
        QTimer::singleShot(0, this, [this] {
            statusBar()->showMessage(tr("The workbench did not close properly last time: your session was "
                                        "restored."),
                                     10000);
        });
    } else if (m_options.loadExample) {
        m_files->openExample(QString::fromLatin1(kExample));
    }
    updateTitle();
}

void MainWindow::connectDocument()
{
    BoardDocument *pos = m_document->position();
    // The panel shows the document's settings; the person's changes are edits of the document.
    connect(m_document, &Document::settingsChanged, this,
            [this] { m_panel->showSettings(m_document->settings()); });
    connect(m_panel, &ProblemPanel::problemChanged, this, [this] {
        const ProblemSettings settings = m_panel->settings();
        if (m_document->isSyncing())
            m_document->adoptSettings(settings);
        else
            m_document->editSettings(settings);
    });
    // A tour's given opening is drawn as its path with move numbers (the editor reads the pieces
    // in the order they were placed).
    auto showOpening = [this] {
        const FamilyEditor *e = m_panel->currentEditor();
        m_view->setPositionOrder(e ? e->positionOrder() : std::vector<int>{});
        m_view->setGivenNumbers(e ? e->givenNumbers() : std::vector<int>{});
    };
    connect(m_panel, &ProblemPanel::problemChanged, this, showOpening);
    connect(m_panel, &ProblemPanel::layersChanged, this, showOpening);
    connect(pos, &BoardDocument::changed, this, showOpening);
    connect(m_document, &Document::titleChanged, this, &MainWindow::updateTitle);
    // Saved as the user's own file, the problem is no longer the example (Document::markSaved).
    connect(m_document, &Document::titleChanged, this, &MainWindow::showExampleText);
    // The example's paragraph goes while the problem is no longer the example's (another
    // kind, settings or board; Document::exampleHtml) and comes back when that is undone.
    connect(m_panel, &ProblemPanel::problemChanged, this, &MainWindow::showExampleText);
    connect(m_document, &Document::settingsChanged, this, &MainWindow::showExampleText);
    connect(pos, &BoardDocument::changed, this, &MainWindow::showExampleText);
    connect(m_document, &Document::replaced, this, [this] {
        showExampleText();
        m_view->setSelectedCell(-1);
    });
    connect(pos, &BoardDocument::changed, this, [this, pos] {
        const QSignalBlocker bw(m_width), bh(m_height);
        m_width->setValue(pos->board().width());
        m_height->setValue(pos->board().height());
        m_patterns->setCell(m_view->selectedCell());
    });
    connect(m_view, &BoardView::selectedCellChanged, m_patterns, &PatternBrowser::setCell);
    connect(m_view, &BoardView::hoveredCellChanged, this, &MainWindow::showHoverInfo);
    connect(m_patterns, &PatternBrowser::patternChanged, m_view, &BoardView::setPreviewPattern);
    connect(m_palette, &PiecePalette::toolChanged, this, [this](BoardView::Tool tool, int piece) {
        // A numbered tour is filled in with numbers: the Number tool stays.
        if (m_document->puzzle() && m_document->puzzle()->isTour())
            return;
        m_view->setTool(tool);
        m_view->setCurrentPiece(piece);
        m_analysis->schedule();
    });
    connect(m_palette, &PiecePalette::targetValueChanged, m_view, &BoardView::setTargetValue);
    connect(m_panel, &ProblemPanel::layersChanged, m_view, &BoardView::setLayers);
    // The attack-pattern browser belongs to the exact-attack puzzle: shown only where it applies.
    auto patternsWhereTheyApply = [this] {
        const FamilyEditor *e = m_panel->currentEditor();
        m_patternDock->setVisible(!e || e->usesPatterns());
        m_view->setPatternsApply(!e || e->usesPatterns());
        m_palette->setTargetsApply(!e || e->usesTargets());
    };
    connect(m_panel, &ProblemPanel::layersChanged, this, patternsWhereTheyApply);
    patternsWhereTheyApply();
    m_view->setLayers(m_panel->layers());
    connect(m_gallery, &GalleryView::solutionActivated, m_run, &RunController::showSolution);
    connect(m_run, &RunController::textShown, this, [this] { revealInPanel(m_progressText); });
    connect(m_analysis, &AnalysisController::textShown, this, &MainWindow::revealInPanel);
}

QWidget *MainWindow::createProblemColumn()
{
    // Problem panel with run controls and progress.
    auto *column = new QWidget(this);
    auto *pl = new QVBoxLayout(column);
    m_exampleText = new QLabel(column);
    m_exampleText->setObjectName(QStringLiteral("exampleText"));
    m_exampleText->setWordWrap(true);
    m_exampleText->setTextFormat(Qt::RichText);
    m_exampleText->setVisible(false);
    pl->addWidget(m_exampleText);
    m_panel = new ProblemPanel(m_document->position(), column);
    pl->addWidget(m_panel);
    auto *buttons = new QHBoxLayout;
    auto *run = m_tx.bind(new QPushButton(QIcon(QStringLiteral(":/icons/run.svg")), QString(), column),
                          "text", QT_TR_NOOP("Run"));
    auto *stop = m_tx.bind(new QPushButton(QIcon(QStringLiteral(":/icons/stop.svg")), QString(), column),
                           "text", QT_TR_NOOP("Stop"));
    run->setObjectName(QStringLiteral("runButton"));
    stop->setObjectName(QStringLiteral("stopButton"));
    buttons->addWidget(run);
    buttons->addWidget(stop);
    pl->addLayout(buttons);
    auto *bar = new QProgressBar(column);
    bar->setRange(0, 1000);
    bar->setValue(0);
    bar->setFormat(QStringLiteral("%p%"));
    pl->addWidget(bar);
    m_progressText = new QLabel(column);
    m_progressText->setObjectName(QStringLiteral("runText"));
    m_progressText->setWordWrap(true);
    m_progressText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progressText->setMinimumHeight(m_progressText->fontMetrics().height() * 4);
    m_progressText->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    pl->addWidget(m_progressText);
    m_run = new RunController(m_document, m_panel, m_view, m_gallery, bar, m_progressText, this);
    m_analysis = new AnalysisController(m_document, m_panel, m_view, column, buttons, pl);
    // A puzzle being solved: its box above the form, which it does not need.
    m_puzzle =
        new PuzzleController(m_document, m_panel, m_view, column, pl, 1, {m_panel}, {m_analysis->action()});
    pl->addStretch(1);
    connect(run, &QPushButton::clicked, m_run->runAction(), &QAction::trigger);
    connect(stop, &QPushButton::clicked, m_run->stopAction(), &QAction::trigger);
    connect(m_run->runAction(), &QAction::enabledChanged, run, &QPushButton::setEnabled);
    connect(m_run->stopAction(), &QAction::enabledChanged, stop, &QPushButton::setEnabled);
    run->setEnabled(m_run->runAction()->isEnabled());
    stop->setEnabled(m_run->stopAction()->isEnabled());
    return column;
}

void MainWindow::createDocks()
{
    m_palette = new PiecePalette(m_document->position(), this);
    auto *paletteDock = m_tx.bind(new QDockWidget(this), "windowTitle", QT_TR_NOOP("Palette"));
    paletteDock->setObjectName(QStringLiteral("palette"));
    paletteDock->setWidget(m_palette);
    addDockWidget(Qt::LeftDockWidgetArea, paletteDock);

    m_patterns = new PatternBrowser(m_document->position(), this);
    auto *patternDock = m_tx.bind(new QDockWidget(this), "windowTitle", QT_TR_NOOP("Attack patterns"));
    patternDock->setObjectName(QStringLiteral("patterns"));
    patternDock->setWidget(m_patterns);
    addDockWidget(Qt::LeftDockWidgetArea, patternDock);
    m_patternDock = patternDock;

    // The gallery first: the run controller feeds it.
    m_gallery = new GalleryView(m_document->solutions(), m_document->galleryFilter(), this);
    QWidget *column = createProblemColumn();
    auto *problemDock = m_tx.bind(new QDockWidget(this), "windowTitle", QT_TR_NOOP("Problem and search"));
    problemDock->setObjectName(QStringLiteral("problem"));
    // The panel scrolls vertically rather than forcing the window taller than a 768-pixel screen.
    m_problemScroll = new PanelScrollArea(this);
    m_problemScroll->setObjectName(QStringLiteral("problemScroll"));
    m_problemScroll->setWidget(column);
    m_problemScroll->setWidgetResizable(true);
    m_problemScroll->setFrameShape(QFrame::NoFrame);
    m_problemScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    problemDock->setWidget(m_problemScroll);
    addDockWidget(Qt::RightDockWidgetArea, problemDock);

    auto *galleryDock = m_tx.bind(new QDockWidget(this), "windowTitle", QT_TR_NOOP("Solutions"));
    galleryDock->setObjectName(QStringLiteral("gallery"));
    galleryDock->setWidget(m_gallery);
    addDockWidget(Qt::BottomDockWidgetArea, galleryDock);
    // Side columns run the full height; the gallery sits under the board.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    resizeDocks({galleryDock}, {300}, Qt::Vertical);
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
    text(file->addAction(QString(), QKeySequence::New, m_files, &FileController::newProblem),
         QT_TR_NOOP("&New problem"))
        ->setObjectName(QStringLiteral("actionNew"));
    file->addAction(m_puzzle->newAction());
    text(file->addAction(QString(), QKeySequence::Open, m_files, &FileController::openDialog),
         QT_TR_NOOP("&Open…"))
        ->setObjectName(QStringLiteral("actionOpen"));
    text(file->addAction(QString(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), this,
                         &MainWindow::browseExamples),
         QT_TR_NOOP("Example &browser…"))
        ->setObjectName(QStringLiteral("actionExamples"));
    m_examplesMenu = menu(file->addMenu(QString()), QT_TR_NOOP("&Examples"));
    m_files->fillExamplesMenu(m_examplesMenu);
    m_recentMenu = menu(file->addMenu(QString()), QT_TR_NOOP("Open &recent"));
    m_files->setRecentMenu(m_recentMenu);
    text(file->addAction(QString(), QKeySequence::Save, m_files, &FileController::save), QT_TR_NOOP("&Save"));
    text(file->addAction(QString(), QKeySequence::SaveAs, m_files, &FileController::saveAs),
         QT_TR_NOOP("Save &as…"));
    file->addSeparator();
    text(file->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_E), m_export,
                         &ExportController::exportSvg),
         QT_TR_NOOP("Export diagram as S&VG…"));
    text(file->addAction(QString(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), m_export,
                         &ExportController::exportPng),
         QT_TR_NOOP("Export diagram as &PNG…"));
    text(file->addAction(QString(), m_export, &ExportController::exportSheet),
         QT_TR_NOOP("Export solutions as an SVG &sheet…"));
    text(file->addAction(QString(), m_export, &ExportController::exportPdf),
         QT_TR_NOOP("Export diagram as P&DF…"));
    text(file->addAction(QString(), m_export, &ExportController::exportSheetPdf),
         QT_TR_NOOP("Export solutions as a PDF s&heet…"));
    text(file->addAction(QString(), m_export, &ExportController::exportLatex),
         QT_TR_NOOP("Export diagram as &LaTeX…"));
    file->addSeparator();
    text(file->addAction(QString(), QKeySequence::Print, m_export, [this] { m_export->print(false); }),
         QT_TR_NOOP("&Print diagram…"));
    text(file->addAction(QString(), m_export, [this] { m_export->print(true); }),
         QT_TR_NOOP("Print s&olutions…"));
    file->addAction(m_export->overlaysAction());
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
    QUndoStack *stack = m_document->undoStack();
    m_undoAction = new QAction(QIcon(QStringLiteral(":/icons/undo.svg")), QString(), this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setObjectName(QStringLiteral("actionUndo"));
    m_redoAction = new QAction(QIcon(QStringLiteral(":/icons/redo.svg")), QString(), this);
    m_redoAction->setShortcuts({QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::Key_Y)});
    m_redoAction->setObjectName(QStringLiteral("actionRedo"));
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
        m_undoAction->setText(withCommand(prefix, m_document->undoStack()->undoText()));
    });
    m_tx.bind(m_redoAction, QT_TR_NOOP("&Redo"), [this](const QString &prefix) {
        m_redoAction->setText(withCommand(prefix, m_document->undoStack()->redoText()));
    });

    QMenu *edit = menu(menuBar()->addMenu(QString()), QT_TR_NOOP("&Edit"));
    edit->addAction(m_undoAction);
    edit->addAction(m_redoAction);
    edit->addSeparator();
    text(edit->addAction(QString(), QKeySequence::Copy, m_export, &ExportController::copyPlacement),
         QT_TR_NOOP("&Copy placement"));
    text(edit->addAction(QString(), QKeySequence::Paste, m_export, &ExportController::pastePlacement),
         QT_TR_NOOP("&Paste placement"));
    text(edit->addAction(QString(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), m_export,
                         &ExportController::copyImage),
         QT_TR_NOOP("Copy &image"));
    text(edit->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_F), m_export,
                         &ExportController::importFen),
         QT_TR_NOOP("Import &FEN…"));
    edit->addSeparator();
    text(edit->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_Delete), position(),
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
    toggle(QT_TR_NOOP("&Overlays (attack counts, conflicts, cover, path)"),
           QKeySequence(Qt::CTRL | Qt::Key_1), true, &BoardView::setOverlayVisible);
    toggle(QT_TR_NOOP("Attack &lines on hover"), QKeySequence(Qt::CTRL | Qt::Key_2), true,
           &BoardView::setAttackLinesVisible);
    toggle(QT_TR_NOOP("&Pattern markers"), QKeySequence(Qt::CTRL | Qt::Key_3), true,
           &BoardView::setPatternMarkersVisible);
    toggle(QT_TR_NOOP("&Targets"), QKeySequence(Qt::CTRL | Qt::Key_4), false, &BoardView::setTargetsVisible);
    toggle(QT_TR_NOOP("&Rank and file labels"), QKeySequence(), true, &BoardView::setLabelsVisible);
    toggle(QT_TR_NOOP("&Key to the overlays"), QKeySequence(Qt::CTRL | Qt::Key_5), true,
           &BoardView::setLegendVisible);
    view->addSeparator();
    view->addAction(m_run->liveAction());
}

/// Search: run, stop, pause.
void MainWindow::createSearchMenu()
{
    auto menu = [this](QMenu *m, const char *title) {
        return m_tx.bind(m, "title", title);
    };
    QMenu *search = menu(menuBar()->addMenu(QString()), QT_TR_NOOP("&Search"));
    search->addAction(m_run->runAction());
    search->addAction(m_run->stopAction());
    search->addAction(m_run->pauseAction());
    search->addSeparator();
    search->addAction(m_analysis->action());
}

/// Puzzle: solve one yourself, check, hint, the solution.
void MainWindow::createPuzzleMenu()
{
    auto menu = [this](QMenu *m, const char *title) {
        return m_tx.bind(m, "title", title);
    };
    QMenu *puzzle = menu(menuBar()->addMenu(QString()), QT_TR_NOOP("&Puzzle"));
    puzzle->addAction(m_puzzle->newAction());
    puzzle->addAction(m_puzzle->solveAction());
    puzzle->addSeparator();
    puzzle->addAction(m_puzzle->checkAction());
    puzzle->addAction(m_puzzle->hintAction());
    puzzle->addAction(m_puzzle->showSolutionAction());
    puzzle->addSeparator();
    puzzle->addAction(m_puzzle->leaveAction());
}

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
    text(help->addAction(QString(), QKeySequence::HelpContents, this,
                         [this] {
                             GuideDialog dialog(this);
                             dialog.exec();
                         }),
         QT_TR_NOOP("&User guide"))
        ->setObjectName(QStringLiteral("actionGuide"));
    text(help->addAction(
             QString(), this,
             [this] {
                 QMessageBox::about(
                     this, tr("About Chess Puzzle Workbench"),
                     tr("<h3>Chess Puzzle Workbench</h3><p>Build chess placement puzzles, see what "
                        "attacks what, and watch "
                        "the search solve them.</p><p>Click a palette piece, then the board. Drag "
                        "pieces to move them; "
                        "right-click removes. F5 runs the search, Esc stops it.</p>") +
                         tr("<p>Version %1</p>").arg(QCoreApplication::applicationVersion()));
             }),
         QT_TR_NOOP("&About"));
    text(help->addAction(QString(), this,
                         [this] {
                             ShortcutsDialog dialog(menuBar(), this);
                             dialog.exec();
                         }),
         QT_TR_NOOP("&Keyboard shortcuts"))
        ->setObjectName(QStringLiteral("actionShortcuts"));
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
    m_width->setObjectName(QStringLiteral("boardWidth"));
    m_height->setObjectName(QStringLiteral("boardHeight"));
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
        position()->resizeBoard(m_width->value(), m_height->value());
    };
    connect(m_width, &QSpinBox::valueChanged, this, resize);
    connect(m_height, &QSpinBox::valueChanged, this, resize);
    bar->addSeparator();
    bar->addAction(m_undoAction);
    bar->addAction(m_redoAction);
    bar->addSeparator();
    bar->addAction(m_run->runAction());
    bar->addAction(m_run->stopAction());
    bar->addAction(m_run->pauseAction());
    bar->addAction(m_analysis->action());
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_tx.retranslate();
        m_files->retranslate();
        m_run->retranslate();
        m_export->retranslate();
        m_analysis->retranslate();
        m_puzzle->retranslate();
        updateTitle();
        showExampleText();
        m_problemScroll->updateGeometry(); // its width follows the panel's texts
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — Chess Puzzle Workbench").arg(m_document->title()));
    setWindowModified(m_document->isModified());
}

QString MainWindow::exampleText() const
{
    return m_document->example().isEmpty() ? QString() : m_exampleText->text();
}

void MainWindow::showExampleText()
{
    const QString html = m_document->exampleHtml();
    m_exampleText->setText(html);
    m_exampleText->setVisible(!html.isEmpty());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    m_run->stopAndWait();
    m_files->endSession();
    if (m_options.rememberLayout) {
        QSettings settings;
        settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
        settings.setValue(QStringLiteral("window/state"), saveState());
    }
    event->accept();
}

void MainWindow::revealInPanel(QWidget *widget)
{
    // After the layout has placed the widget (its text may just have grown): scroll the problem
    // panel so that it shows, e.g. the result of a run below a tall family's parameters.
    QTimer::singleShot(0, this, [this, widget] { m_problemScroll->ensureWidgetVisible(widget, 0, 8); });
}

void MainWindow::showMessage(const QString &text, int timeoutMs)
{
    statusBar()->showMessage(text, timeoutMs);
}

void MainWindow::browseExamples()
{
    ExampleBrowser browser(this);
    if (browser.exec() != QDialog::Accepted || browser.chosen().isEmpty())
        return;
    if (m_files->maybeSave())
        m_files->openExample(browser.chosen());
}

void MainWindow::showHoverInfo(int cell)
{
    if (cell < 0 || cell >= position()->board().area()) {
        statusBar()->clearMessage();
        return;
    }
    const cpw::Board &b = position()->board();
    const QString name = QString::fromStdString(b.cellName(cell));
    if (b.isHole(cell)) {
        statusBar()->showMessage(tr("%1: not part of the board").arg(name));
        return;
    }
    const int count = position()->attackCounts()[cell];
    const int target = position()->targets()[cell];
    // Targets belong to the kinds that have them (exact attack); elsewhere the count alone.
    const FamilyEditor *editor = m_panel->currentEditor();
    QString text =
        editor && !editor->usesTargets()
            ? (count == 0 ? tr("%1: not attacked").arg(name) : tr("%1: %2 attacks").arg(name).arg(count))
        : target == cpw::kAnyTarget ? tr("%1: %2 attacks, any number allowed").arg(name).arg(count)
                                    : tr("%1: %2 attacks, target %3").arg(name).arg(count).arg(target);
    const int id = position()->shownPlacement().at(cell);
    if (id != cpw::kEmpty)
        text += QStringLiteral(" — ") + pieceDisplayName(position()->catalogue().piece(id));
    statusBar()->showMessage(text);
}
