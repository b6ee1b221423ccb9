#pragma once
/// \file mainwindow.h
/// The workbench window, a thin shell: it builds the views (board in the middle, palette and
/// pattern browser on the left, problem panel with run controls on the right, gallery below),
/// the menus and the toolbar, and wires them to the one document (document.h) and to the
/// controllers that act on it: files (filecontroller.h), runs (runcontroller.h), the analysis
/// (analysiscontroller.h) and exports (exportcontroller.h). Window geometry and the docks'
/// layout are remembered (QSettings).

#include <QMainWindow>

#include "analysiscontroller.h"
#include "document.h"
#include "exportcontroller.h"
#include "filecontroller.h"
#include "retranslator.h"
#include "runcontroller.h"

class Analysis;
class BoardDocument;
class BoardView;
class GalleryView;
class PatternBrowser;
class PiecePalette;
class ProblemPanel;
class PuzzleController;
class SearchController;
class SolutionModel;
class QAction;
class QLabel;
class QMenu;
class QPrinter;
class QScrollArea;
class QSpinBox;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    struct Options {
        bool restoreSession = true; ///< restore the autosaved session after a crash
        bool loadExample = true;    ///< otherwise open the built-in example
        bool autosave = true;       ///< keep an autosave for crash recovery
        bool rememberLayout = true; ///< restore and save the window's geometry and docks
        bool recordRecent = true;   ///< files opened and saved join Open recent
    };
    explicit MainWindow(const Options &options, QWidget *parent = nullptr);
    MainWindow() : MainWindow(Options{}) {}
    ~MainWindow() override;

    /// The one document: problem, position, undo stack, results.
    Document *document() const { return m_document; }
    /// Its position (board, pieces, targets, catalogue).
    BoardDocument *position() const { return m_document->position(); }
    FileController *files() const { return m_files; }
    RunController *runs() const { return m_run; }
    ExportController *exports() const { return m_export; }
    AnalysisController *analysisController() const { return m_analysis; }
    /// Solving puzzles (Puzzle menu, the puzzle box): puzzlecontroller.h.
    PuzzleController *puzzles() const { return m_puzzle; }

    BoardView *boardView() const { return m_view; }
    GalleryView *gallery() const { return m_gallery; }
    SolutionModel *solutionModel() const { return m_document->solutions(); }
    ProblemPanel *problemPanel() const { return m_panel; }
    PatternBrowser *patternBrowser() const { return m_patterns; }
    PiecePalette *palette() const { return m_palette; }
    QMenu *recentMenu() const { return m_recentMenu; }
    QMenu *examplesMenu() const { return m_examplesMenu; }
    /// True when the last start restored a crashed session.
    bool restoredSession() const { return m_restored; }
    /// File > Example browser: the examples by kind, with diagrams; opens the chosen one (also
    /// the start page of the first run).
    void browseExamples();
    /// The shown example's paragraph (empty when the problem is no example).
    QString exampleText() const;

    // The controllers' parts that tests and the headless modes (main.cpp) use.
    bool openFile(const QString &path, bool quiet = false) { return m_files->openFile(path, quiet); }
    bool openExample(const QString &resource) { return m_files->openExample(resource); }
    bool openRecent(const QString &path) { return m_files->openRecent(path); }
    bool loadProblemText(const QByteArray &json, const QString &name, QString *error)
    {
        return m_files->loadProblemText(json, name, error);
    }
    bool saveFile(const QString &path, QString *error = nullptr) { return m_files->saveFile(path, error); }
    QByteArray problemJson() const { return m_files->problemJson(); }
    static QStringList recentFiles() { return FileController::recentFiles(); }
    static QString autosavePath() { return FileController::autosavePath(); }
    SearchController *searchController() const { return m_run->search(); }
    QAction *runAction() const { return m_run->runAction(); }
    QAction *stopAction() const { return m_run->stopAction(); }
    QAction *pauseAction() const { return m_run->pauseAction(); }
    QString runText() const { return m_run->text(); }
    bool pauseSearchTo(const QString &path) { return m_run->pauseTo(path); }
    bool resumeFile(const QString &path, QString *error = nullptr) { return m_run->resume(path, error); }
    void runSearch() { m_run->run(); }
    void stopSearch() { m_run->stop(); }
    void loadSolution(int sourceRow) { m_run->showSolution(sourceRow); }
    QAction *analyseAction() const { return m_analysis->action(); }
    Analysis *analysis() const { return m_analysis->analysis(); }
    QString analysisText() const { return m_analysis->analysisText(); }
    QString exportTo(const QString &path, int solutions) { return m_export->exportTo(path, solutions); }
    int printTo(QPrinter *printer, bool sheet) { return m_export->printTo(printer, sheet); }
    bool pasteText(const QString &text) { return m_export->pasteText(text); }
    bool importFenText(const QString &fen) { return m_export->importFenText(fen); }

protected:
    void closeEvent(QCloseEvent *event) override;
    /// Sets every text again when the language changes (the switch is live).
    void changeEvent(QEvent *event) override;

private:
    QWidget *createProblemColumn();
    void createDocks();
    void createFileMenu();
    void createEditMenu();
    void createViewMenu();
    void createSearchMenu();
    void createPuzzleMenu();
    void createSettingsMenu();
    void createToolBar();
    void connectDocument();
    void openFirstDocument();
    void updateTitle();
    void showExampleText();
    void showHoverInfo(int cell);
    /// Scrolls the problem panel, once laid out, so that `widget` (a part of it) shows.
    void revealInPanel(QWidget *widget);
    void showMessage(const QString &text, int timeoutMs);

    Options m_options;
    Document *m_document;
    BoardView *m_view;
    ProblemPanel *m_panel = nullptr;
    PiecePalette *m_palette = nullptr;
    PatternBrowser *m_patterns = nullptr;
    GalleryView *m_gallery = nullptr;
    FileController *m_files = nullptr;
    RunController *m_run = nullptr;
    AnalysisController *m_analysis = nullptr;
    ExportController *m_export = nullptr;
    PuzzleController *m_puzzle = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_examplesMenu = nullptr;
    QWidget *m_patternDock = nullptr;
    QLabel *m_exampleText = nullptr;
    QLabel *m_progressText = nullptr;
    QSpinBox *m_width = nullptr;
    QSpinBox *m_height = nullptr;
    QScrollArea *m_problemScroll = nullptr;
    Retranslator m_tx{"MainWindow"};
    bool m_restored = false;
};
