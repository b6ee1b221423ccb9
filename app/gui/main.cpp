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
#include <QSettings>
#include <QSize>
#include <QSpinBox>
#include <QTimer>

#include <cmath>
#include <cstdio>
#include <optional>
#include <string_view>

#include "analysis.h"
#include "boarddocument.h"
#include "boardview.h"
#include "cpw/family.h"
#include "cpw/problem.h"
#include "galleryview.h"
#include "language.h"
#include "mainwindow.h"
#include "problempanel.h"
#include "puzzlecontroller.h"
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

/// Runs the search for up to `seconds` (or to its solution limit, or until the gallery holds
/// `listed` solutions when that is more than 0) and waits for its end.
void runFor(QApplication &app, MainWindow &window, double seconds, int listed = 0)
{
    window.runSearch();
    QElapsedTimer t;
    t.start();
    while (window.searchController()->isRunning() && t.elapsed() < seconds * 1000 &&
           (listed <= 0 || window.solutionModel()->storedCount() < listed))
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
    const cpw::Objective objective = problem.ok() ? cpw::objectiveOf(problem.value()) : cpw::Objective{};
    if (!objective.none() && objective.byPieceCount) {
        const SolutionModel *m = window.solutionModel();
        for (int r = 1; r < m->storedCount(); ++r) {
            const int a = m->placementAt(r).pieceCount(), b = m->placementAt(row).pieceCount();
            if (objective.sense == cpw::ObjectiveSense::Minimise ? a < b : a > b)
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
    options.rememberLayout = false;
    options.recordRecent = false; // a headless run is not the person's recent work
    MainWindow window(options);
    if (file.isEmpty()) {
        std::fprintf(stderr, "chess-workbench: --export needs a problem: --open FILE\n");
        return 2;
    }
    if (!window.openFile(file, true))
        return 2;
    // A puzzle file opens as a puzzle once its one solution is found; its sheet of solutions is
    // that solution: the puzzle is left (its givens stay fixed) and searched like any problem.
    window.puzzles()->waitForFinished();
    settle(app, 50);
    if (solutions > 0 && window.document()->puzzle())
        window.puzzles()->leave();
    if (solutions > 0) {
        // Until the gallery holds the solutions asked for, or the search ends: a search that
        // counts first and lists at its end (one per symmetry class) is not cut short by a
        // solution limit before it has listed any.
        settle(app, 100); // the panel validates the loaded problem
        runFor(app, window, 1e9, solutions);
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

/// The options that need no screen: the help, the version, --export and --screenshot. When one
/// is given and no platform was chosen (QT_QPA_PLATFORM), Qt's offscreen platform is used, so
/// that they work on a machine without a display too (over ssh, in scripts) instead of failing
/// to connect to one.
void preferOffscreen(int argc, char *argv[])
{
    if (qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        return;
    static constexpr std::string_view kNoScreen[] = {"--export",  "--screenshot", "--help", "--help-all",
                                                     "--version", "-h",           "-v",     "-?"};
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--")
            return;
        for (std::string_view option : kNoScreen)
            if (arg == option || (option.starts_with("--") && arg.starts_with(option) &&
                                  arg.size() > option.size() && arg[option.size()] == '=')) {
                qputenv("QT_QPA_PLATFORM", "offscreen");
                return;
            }
    }
}

/// The value of a numeric option, checked: nullopt (after a message naming the option and the
/// value) when it is not a number in [min, max], or not a whole one when `whole`.
std::optional<double> numberOption(const QCommandLineParser &parser, const QCommandLineOption &option,
                                   double min, double max, const char *what, bool whole = false)
{
    const QString text = parser.value(option);
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (ok && std::isfinite(v) && v >= min && v <= max && (!whole || v == std::floor(v)))
        return v;
    std::fprintf(stderr, "chess-workbench: --%s: \"%s\" is not %s\n", qPrintable(option.names().constFirst()),
                 qPrintable(text), what);
    return std::nullopt;
}

} // namespace

int main(int argc, char *argv[])
{
    preferOffscreen(argc, argv);
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

    // Every value checked before anything is opened: a wrong one is named, never ignored.
    double runSeconds = 0, analyseSeconds = 0;
    QSize windowSize;
    // Each numeric option, when given, read into its variable (false: it was named as wrong).
    const auto take = [&](const QCommandLineOption &option, double min, double max, const char *what,
                          bool whole, double &out) {
        if (!parser.isSet(option))
            return true;
        const auto v = numberOption(parser, option, min, max, what, whole);
        if (v)
            out = *v;
        return v.has_value();
    };
    double solutionValue = 0;
    if (!take(run, 0, 1e9, "a number of seconds (0 or more)", false, runSeconds) ||
        !take(analyse, 0, 1e9, "a number of seconds (0 or more)", false, analyseSeconds) ||
        !take(solutions, 1, 1e6, "a whole number from 1 to 1000000", true, solutionValue))
        return 2;
    const int solutionCount = int(solutionValue);
    if (parser.isSet(size)) {
        const QStringList wh = parser.value(size).split(QLatin1Char('x'));
        bool okW = false, okH = false;
        const int w = wh.size() == 2 ? wh[0].toInt(&okW) : 0, h = wh.size() == 2 ? wh[1].toInt(&okH) : 0;
        if (!okW || !okH || w < 100 || h < 100 || w > 20000 || h > 20000) {
            std::fprintf(stderr,
                         "chess-workbench: --size: \"%s\" is not WIDTHxHEIGHT in pixels, each from 100 to "
                         "20000 (e.g. 1366x768)\n",
                         qPrintable(parser.value(size)));
            return 2;
        }
        windowSize = QSize(w, h);
    }

    QString file = parser.value(open);
    if (file.isEmpty() && !parser.positionalArguments().isEmpty())
        file = parser.positionalArguments().constFirst();
    if (parser.isSet(exportOut))
        return exportAndExit(app, file, parser.value(exportOut), solutionCount);
    const bool shooting = parser.isSet(screenshot);

    MainWindow::Options options;
    options.restoreSession = file.isEmpty() && !shooting;
    options.autosave = !shooting;
    options.rememberLayout = !shooting; // a screenshot has the size it is given
    options.recordRecent = !shooting;
    MainWindow window(options);
    if (shooting && !file.isEmpty() && !window.openFile(file, true))
        return 2;
    if (windowSize.isValid())
        window.resize(windowSize);
    window.show();

    if (!shooting) {
        // The file opens once the window is up: its questions (continue a saved search?) and
        // warnings come over the window, not alone on an empty screen.
        if (!file.isEmpty())
            QTimer::singleShot(0, &window, [&window, file] { window.openFile(file, false); });
        // The first start: the example browser is the start page (a way in for a newcomer).
        QSettings settings;
        if (file.isEmpty() && !window.restoredSession() &&
            !settings.value(QStringLiteral("start/examplesShown"), false).toBool()) {
            settings.setValue(QStringLiteral("start/examplesShown"), true);
            QTimer::singleShot(0, &window, &MainWindow::browseExamples);
        }
        return app.exec();
    }

    // Screenshot mode: optionally run the search or the analysis, then grab the window.
    settle(app, 300);
    if (parser.isSet(run))
        runAndShowBest(app, window, runSeconds);
    window.boardView()->setSelectedCell(-1);
    if (parser.isSet(select)) {
        const auto cell = window.position()->board().parseCell(parser.value(select).toStdString());
        if (!cell.ok()) {
            std::fprintf(stderr, "chess-workbench: --select: \"%s\" is no cell of the %dx%d board\n",
                         qPrintable(parser.value(select)), window.position()->board().width(),
                         window.position()->board().height());
            return 2;
        }
        window.boardView()->setFocus();
        window.boardView()->setSelectedCell(cell.value());
    }
    if (parser.isSet(analyse)) {
        window.analyseAction()->setChecked(true);
        settle(app, int(analyseSeconds * 1000));
    }
    settle(app, 300);
    const QString out = parser.value(screenshot);
    if (!window.grab().save(out, "PNG")) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(out));
        return 1;
    }
    return 0;
}
