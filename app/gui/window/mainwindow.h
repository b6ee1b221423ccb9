#pragma once
/// \file mainwindow.h
/// The workbench window: board editor in the middle, palette on the left, problem panel, run
/// controls and live progress on the right, pattern browser and solution gallery below.

#include <QMainWindow>
#include <QPointer>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

#include "cpw/family.h"
#include "cpw/placement.h"
#include "cpw/problem.h"
#include "cpw/search.h"
#include "retranslator.h"
#include "sheetprinter.h"

class Analysis;
class BoardDocument;
class BoardView;
class GalleryView;
class PatternBrowser;
class PiecePalette;
class ProblemPanel;
class SearchController;
class SolutionModel;
class QAction;
class QLabel;
class QPrinter;
class QMenu;
class QProgressBar;
class QScrollArea;
class QSpinBox;
class QCheckBox;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    struct Options {
        bool restoreSession = true; ///< restore the autosaved session after a crash
        bool loadExample = true;    ///< otherwise open the built-in example
        bool autosave = true;       ///< keep an autosave for crash recovery
    };
    explicit MainWindow(const Options &options, QWidget *parent = nullptr);
    MainWindow() : MainWindow(Options{}) {}
    ~MainWindow() override;

    /// Opens a problem file; false (and a message box unless `quiet`) on error.
    bool openFile(const QString &path, bool quiet = false);
    /// Loads problem JSON text (from a file, resource or autosave).
    bool loadProblemText(const QByteArray &json, const QString &name, QString *error);
    /// Saves the problem atomically; false on error (message in *error).
    bool saveFile(const QString &path, QString *error = nullptr);
    /// Serialised problem of the current state.
    QByteArray problemJson() const;
    /// Opens a file of the recent-files list; a file that no longer exists is removed from the
    /// list with a message.
    bool openRecent(const QString &path);
    /// The recent files (QSettings key "recentFiles"), newest first.
    static QStringList recentFiles();
    QMenu *recentMenu() const { return m_recentMenu; }
    /// Replaces the pieces by pasted placement notation or a FEN line (its first field); on bad
    /// input shows a message and leaves the board alone. Undoable.
    bool pasteText(const QString &text);
    /// Imports the placement field of an 8x8 FEN (black pieces as white; black pawns refused).
    bool importFenText(const QString &fen);
    /// Path of the crash-recovery autosave.
    static QString autosavePath();
    /// True when the last start restored a crashed session.
    bool restoredSession() const { return m_restored; }

    BoardDocument *document() const { return m_doc; }
    BoardView *boardView() const { return m_view; }
    GalleryView *gallery() const { return m_gallery; }
    SolutionModel *solutionModel() const { return m_model; }
    SearchController *searchController() const { return m_search; }
    ProblemPanel *problemPanel() const { return m_panel; }
    PatternBrowser *patternBrowser() const { return m_patterns; }
    PiecePalette *palette() const { return m_palette; }
    QAction *runAction() const { return m_runAction; }
    QAction *stopAction() const { return m_stopAction; }
    QAction *pauseAction() const { return m_pauseAction; }
    /// Writes the diagram (solutions = 0) or a sheet of the first `solutions` solutions to
    /// `path`, the format by its extension (.svg, .png, .pdf, .tex; sheets .pdf, .svg). Returns
    /// an empty string or the error text (e.g. pieces the LaTeX package cannot draw).
    QString exportTo(const QString &path, int solutions);
    /// What File > Print does once its dialog is accepted: paints the diagram, or (sheet) the
    /// gallery's selected solutions (all of them, up to 200, when none is selected), onto
    /// `printer` as it is set up. Returns the number of pages (0: nothing printed). Tests give
    /// it a printer set to PdfFormat with an output file.
    int printTo(QPrinter *printer, bool sheet);
    /// Opens a built-in example (":/examples/…", examples.h) and shows its paragraph.
    bool openExample(const QString &resource);
    /// The shown example's paragraph (empty when the problem is no example).
    QString exampleText() const;
    QMenu *examplesMenu() const { return m_examplesMenu; }
    /// Search > Analyse (checkable, F6): the analysis mode, analysis.h.
    QAction *analyseAction() const { return m_analyseAction; }
    Analysis *analysis() const { return m_analysis; }
    /// The run panel's text: progress while a search runs, its result when it has ended.
    QString runText() const;
    /// The panel's analysis text (what the analysis knows about the position).
    QString analysisText() const;
    /// Starts the analysis of the current position now (the debounce timer calls it).
    void restartAnalysis();
    /// Delay between an edit and the analysis of the new position (milliseconds).
    static constexpr int kAnalysisDebounce = 150;
    /// Pause and save: stops the running search and, once it has stopped, saves it to `path`
    /// (cpw/checkpoint.h) so that it can be continued later. False when nothing can be paused.
    bool pauseSearchTo(const QString &path);
    /// Opens a saved search: loads its problem and continues the search where it stopped.
    /// False (message in *error) for a file that is no usable saved search.
    bool resumeFile(const QString &path, QString *error = nullptr);

public slots:
    void runSearch();
    void stopSearch();
    void pauseSearch();
    void loadSolution(int sourceRow);

protected:
    void closeEvent(QCloseEvent *event) override;
    /// Sets every text again when the language changes (the switch is live).
    void changeEvent(QEvent *event) override;

private:
    /// Scrolls the problem panel, once laid out, so that `widget` (a part of it) shows.
    void revealInPanel(QWidget *widget);
    void createActions();
    void createFileMenu();
    void createEditMenu();
    void createViewMenu();
    void createSearchMenu();
    void createSettingsMenu();
    void createToolBar();
    void createDocks();
    void updateTitle();
    void updateRunState();
    void onProgress(const cpw::Progress &progress);
    /// One of the family's own progress figures as the status panel shows it.
    static QString progressFigureText(const cpw::ProgressFigure &figure);
    void onFinished(const cpw::SearchStats &stats);
    /// Starts `problem` (from the panel, or a saved search's with `resume`).
    void startSearch(const cpw::Problem &problem, std::shared_ptr<const cpw::TaskLedger> resume);
    /// Writes the paused search of the last run to m_pausePath (after it has stopped).
    void savePausedSearch();
    QString finishedText(const cpw::SearchStats &stats) const;
    /// "1 solution" / "N solutions", the number in the user's locale.
    static QString solutionsText(quint64 solutions);
    /// Shows a progress text made by `message`, which is called again after a language switch.
    void setProgressMessage(std::function<QString()> message);
    void addRecent(const QString &path);
    void rebuildRecentMenu();
    void writeAutosave();
    void newProblem();
    void openDialog();
    bool save();
    bool saveAs();
    void exportSvg();
    void exportPng();
    void exportSheet();
    void exportPdf();
    void exportSheetPdf();
    void exportLatex();
    void print(bool sheet);
    /// Title, parameters and the diagram or the gallery's selected (or first) solutions.
    SheetPrinter::Content printContent(bool sheet, int maxSolutions, const BoardScene *diagram) const;
    void copyImage();
    void copyPlacement();
    void pastePlacement();
    void importFen();
    std::optional<cpw::Placement> readPlacementText(const QString &input, const cpw::Board *board,
                                                    const QString &title, const QString &what,
                                                    int *converted);
    /// A warning message box (the one place bad input is reported in a dialog).
    void warn(const QString &title, const QString &text);
    bool maybeSave();
    void showHoverInfo(int cell);
    void createAnalysis(QWidget *panel, class QBoxLayout *buttons, class QBoxLayout *column);
    void setAnalysing(bool on);
    void retitleExamples();
    void showExampleText();
    void scheduleAnalysis();
    void showAnalysis();

    Options m_options;
    BoardDocument *m_doc;
    BoardView *m_view;
    SolutionModel *m_model;
    SearchController *m_search;
    ProblemPanel *m_panel = nullptr;
    cpw::ObjectiveKind m_objective = cpw::ObjectiveKind::None; ///< of the problem last run
    PiecePalette *m_palette = nullptr;
    PatternBrowser *m_patterns = nullptr;
    GalleryView *m_gallery = nullptr;
    QAction *m_runAction = nullptr;
    QAction *m_stopAction = nullptr;
    QAction *m_pauseAction = nullptr;
    cpw::Problem m_runProblem;     ///< the problem of the running (or last) search
    bool m_runCheckpoints = false; ///< its family can pause and resume
    QString m_pausePath;           ///< where a requested pause saves, empty = none
    QAction *m_liveAction = nullptr;
    QAction *m_analyseAction = nullptr;
    Analysis *m_analysis = nullptr;
    QLabel *m_analysisText = nullptr;
    QTimer m_analysisDebounce;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_exportOverlays = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_examplesMenu = nullptr;
    QWidget *m_patternDock = nullptr;
    QLabel *m_exampleText = nullptr;
    QString m_example; ///< resource path of the open example, empty = none
    QSpinBox *m_width = nullptr;
    QSpinBox *m_height = nullptr;
    QProgressBar *m_progressBar = nullptr;
    QLabel *m_progressText = nullptr;
    QScrollArea *m_problemScroll = nullptr;
    std::function<QString()> m_progressMessage;
    Retranslator m_tx{"MainWindow"};
    QString m_path;
    QTimer m_autosaveTimer;
    bool m_restored = false;
    quint64 m_lastNodes = 0;
    double m_lastElapsed = 0.0;
    double m_rate = 0.0;
};
