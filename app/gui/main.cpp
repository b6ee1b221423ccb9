/// chess-workbench: the Qt Widgets workbench.
///
///   chess-workbench [--open problem.json] [--screenshot FILE] [--run SECONDS] [--analyse SECONDS]
///                   [--size WxH] [--select CELL] [--lang de|hu|en]
///   chess-workbench --open problem.json --export OUT.{svg,png,pdf,tex} [--solutions N]
///
/// Without arguments it restores a session that ended in a crash, or opens a built-in example.
/// --screenshot renders the main window to a PNG and exits (README screenshots); --run starts
/// the search first and lets it work for up to SECONDS, then loads the first solution;
/// --analyse switches the analysis mode on for SECONDS first. --export writes the diagram (or,
/// with --solutions N, a sheet of the first N solutions) and exits without a window.

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QListView>
#include <QSpinBox>
#include <QTimer>

#include <cstdio>

#include "analysis.h"
#include "boarddocument.h"
#include "boardview.h"
#include "cpw/family.h"
#include "cpw/problem.h"
#include "galleryview.h"
#include "language.h"
#include "mainwindow.h"
#include "problempanel.h"
#include "searchcontroller.h"
#include "solutionmodel.h"

namespace {

/// Runs the event loop for `ms` milliseconds (deferred deletes included).
void settle(QApplication &app, int ms)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms) {
        app.processEvents(QEventLoop::AllEvents, 20);
        // processEvents() leaves deleteLater() to the event loop proper; without this the
        // spin boxes the army's values table replaced stayed on screen at its corner.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
}

/// Runs the search for up to `seconds` (or to its solution limit) and waits for its end.
void runFor(QApplication &app, MainWindow &window, double seconds)
{
    window.runSearch();
    QElapsedTimer t;
    t.start();
    while (window.searchController()->isRunning() && t.elapsed() < seconds * 1000)
        app.processEvents(QEventLoop::AllEvents, 20);
    window.stopSearch();
    window.searchController()->waitForFinished();
}

/// --run for screenshots: the search, then its best solution (the last where an objective
/// makes later ones better, else the first) on the board and selected in the gallery.
void runAndShowBest(QApplication &app, MainWindow &window, double seconds)
{
    runFor(app, window, seconds);
    settle(app, 200);
    if (window.solutionModel()->storedCount() == 0)
        return;
    int row = 0;
    const auto problem = cpw::parseProblem(window.problemJson().toStdString());
    const cpw::ObjectiveKind objective =
        problem.ok() ? cpw::objectiveOf(problem.value()) : cpw::ObjectiveKind::None;
    if (objective == cpw::ObjectiveKind::FewestPieces || objective == cpw::ObjectiveKind::MostPieces ||
        objective == cpw::ObjectiveKind::MostEachColour) {
        const SolutionModel *m = window.solutionModel();
        for (int r = 1; r < m->storedCount(); ++r) {
            const int a = m->placementAt(r).pieceCount(), b = m->placementAt(row).pieceCount();
            if (objective == cpw::ObjectiveKind::FewestPieces ? a < b : a > b)
                row = r;
        }
    }
    window.loadSolution(row);
    window.gallery()->listView()->setCurrentIndex(
        window.gallery()->filterModel()->mapFromSource(window.solutionModel()->index(row, 0)));
}

/// --export: no window; the diagram, or a sheet of the first `solutions` solutions.
int exportAndExit(QApplication &app, const QString &file, const QString &out, int solutions)
{
    MainWindow::Options options;
    options.restoreSession = false;
    options.loadExample = false;
    options.autosave = false;
    MainWindow window(options);
    if (file.isEmpty()) {
        std::fprintf(stderr, "chess-workbench: --export needs a problem: --open FILE\n");
        return 2;
    }
    if (!window.openFile(file, true))
        return 2;
    if (solutions > 0) {
        window.problemPanel()->limitSpin()->setValue(solutions);
        settle(app, 100); // the panel validates the loaded problem
        runFor(app, window, 1e9);
        settle(app, 100);
        if (window.solutionModel()->storedCount() == 0 &&
            window.searchController()->lastProgress().solutions > 0) {
            std::fprintf(
                stderr,
                "chess-workbench: the search counted %llu solutions without listing them (a counting "
                "search, e.g. with distinct solutions): there is nothing to draw\n",
                (unsigned long long)window.searchController()->lastProgress().solutions);
            return 1;
        }
    }
    const QString error = window.exportTo(out, solutions);
    if (!error.isEmpty()) {
        std::fprintf(stderr, "chess-workbench: %s: %s\n", qPrintable(out), qPrintable(error));
        return 1;
    }
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ChessPuzzleWorkbench"));
    QApplication::setApplicationName(QStringLiteral("chess-workbench"));
    QApplication::setApplicationVersion(QStringLiteral("0.1.0"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "Chess Puzzle Workbench: build and solve chess placement puzzles."));
    parser.addHelpOption();
    parser.addVersionOption();
    auto option = [](const char *name, const char *help, const char *value) {
        return QCommandLineOption(QString::fromLatin1(name), QCoreApplication::translate("main", help),
                                  QString::fromLatin1(value));
    };
    const QCommandLineOption open =
        option("open", QT_TRANSLATE_NOOP("main", "Open a problem file."), "problem.json");
    const QCommandLineOption screenshot =
        option("screenshot", QT_TRANSLATE_NOOP("main", "Render the window to a PNG file and exit."), "FILE");
    const QCommandLineOption run =
        option("run", QT_TRANSLATE_NOOP("main", "Run the search for up to SECONDS first."), "SECONDS");
    const QCommandLineOption analyse = option(
        "analyse", QT_TRANSLATE_NOOP("main", "Switch the analysis mode on for SECONDS first."), "SECONDS");
    const QCommandLineOption size = option("size", QT_TRANSLATE_NOOP("main", "Window size WxH."), "WxH");
    const QCommandLineOption lang =
        option("lang", QT_TRANSLATE_NOOP("main", "Language for this run (en, de, hu)."), "code");
    const QCommandLineOption select = option(
        "select", QT_TRANSLATE_NOOP("main", "Select a cell (e.g. d4) to show its piece's pattern."), "cell");
    const QCommandLineOption exportOut =
        option("export",
               QT_TRANSLATE_NOOP(
                   "main", "Write the diagram (.svg, .png, .pdf, .tex) or a sheet of solutions and exit, "
                           "with no window."),
               "OUT");
    const QCommandLineOption solutions = option(
        "solutions",
        QT_TRANSLATE_NOOP("main", "With --export: a sheet of the first N solutions (.pdf, .svg)."), "N");
    parser.addOptions({open, screenshot, run, analyse, size, lang, select, exportOut, solutions});
    parser.addPositionalArgument(QStringLiteral("problem.json"),
                                 QCoreApplication::translate("main", "A problem file to open."),
                                 QStringLiteral("[file]"));
    parser.process(app);

    Language::install(&app, parser.isSet(lang) ? parser.value(lang) : Language::effective());

    QString file = parser.value(open);
    if (file.isEmpty() && !parser.positionalArguments().isEmpty())
        file = parser.positionalArguments().constFirst();
    if (parser.isSet(exportOut))
        return exportAndExit(app, file, parser.value(exportOut), parser.value(solutions).toInt());
    const bool shooting = parser.isSet(screenshot);

    MainWindow::Options options;
    options.restoreSession = file.isEmpty() && !shooting;
    options.autosave = !shooting;
    MainWindow window(options);
    if (!file.isEmpty() && !window.openFile(file, shooting)) {
        if (shooting)
            return 2;
    }
    if (parser.isSet(size)) {
        const QStringList wh = parser.value(size).split(QLatin1Char('x'));
        if (wh.size() == 2)
            window.resize(wh[0].toInt(), wh[1].toInt());
    }
    window.show();

    if (!shooting)
        return app.exec();

    // Screenshot mode: optionally run the search or the analysis, then grab the window.
    settle(app, 300);
    if (parser.isSet(run))
        runAndShowBest(app, window, parser.value(run).toDouble());
    window.boardView()->setSelectedCell(-1);
    if (parser.isSet(select)) {
        const auto cell = window.document()->board().parseCell(parser.value(select).toStdString());
        if (cell.ok()) {
            window.boardView()->setFocus();
            window.boardView()->setSelectedCell(cell.value());
        }
    }
    if (parser.isSet(analyse)) {
        window.analyseAction()->setChecked(true);
        settle(app, int(parser.value(analyse).toDouble() * 1000));
    }
    settle(app, 300);
    const QString out = parser.value(screenshot);
    if (!window.grab().save(out, "PNG")) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(out));
        return 1;
    }
    return 0;
}
