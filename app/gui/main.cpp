/// chess-workbench: the Qt Widgets workbench.
///
///   chess-workbench [--open problem.json] [--screenshot FILE] [--run SECONDS] [--size WxH] [--select CELL]
///                   [--lang de|hu|en]
///
/// Without arguments it restores a session that ended in a crash, or opens a built-in example.
/// --screenshot renders the main window to a PNG and exits (README screenshots); --run starts
/// the search first and lets it work for up to SECONDS, then loads the first solution.

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QListView>
#include <QTimer>

#include <cstdio>

#include "boarddocument.h"
#include "boardview.h"
#include "cpw/family.h"
#include "cpw/problem.h"
#include "galleryview.h"
#include "language.h"
#include "mainwindow.h"
#include "searchcontroller.h"
#include "solutionmodel.h"

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
    QCommandLineOption open(QStringLiteral("open"),
                            QCoreApplication::translate("main", "Open a problem file."),
                            QStringLiteral("problem.json"));
    QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Render the window to a PNG file and exit."),
        QStringLiteral("FILE"));
    QCommandLineOption run(QStringLiteral("run"),
                           QCoreApplication::translate("main", "Run the search for up to SECONDS first."),
                           QStringLiteral("SECONDS"));
    QCommandLineOption size(QStringLiteral("size"), QCoreApplication::translate("main", "Window size WxH."),
                            QStringLiteral("WxH"));
    QCommandLineOption lang(QStringLiteral("lang"),
                            QCoreApplication::translate("main", "Language for this run (en, de, hu)."),
                            QStringLiteral("code"));
    QCommandLineOption select(
        QStringLiteral("select"),
        QCoreApplication::translate("main", "Select a cell (e.g. d4) to show its piece's pattern."),
        QStringLiteral("cell"));
    parser.addOptions({open, screenshot, run, size, lang, select});
    parser.addPositionalArgument(QStringLiteral("problem.json"),
                                 QCoreApplication::translate("main", "A problem file to open."),
                                 QStringLiteral("[file]"));
    parser.process(app);

    Language::install(&app, parser.isSet(lang) ? parser.value(lang) : Language::effective());

    QString file = parser.value(open);
    if (file.isEmpty() && !parser.positionalArguments().isEmpty())
        file = parser.positionalArguments().constFirst();
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

    // Screenshot mode: optionally run the search, then grab the window.
    auto settle = [&app](int ms) {
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < ms) {
            app.processEvents(QEventLoop::AllEvents, 20);
            // processEvents() leaves deleteLater() to the event loop proper; without this the
            // spin boxes the army's values table replaced stayed on screen at its corner.
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        }
    };
    settle(300);
    if (parser.isSet(run)) {
        const double seconds = parser.value(run).toDouble();
        window.runSearch();
        QElapsedTimer t;
        t.start();
        while (window.searchController()->isRunning() && t.elapsed() < seconds * 1000)
            app.processEvents(QEventLoop::AllEvents, 20);
        window.stopSearch();
        window.searchController()->waitForFinished();
        settle(200);
        if (window.solutionModel()->storedCount() > 0) {
            // Show the best solution where there is an objective (covers found one after another
            // get smaller: the last is the best), else the first.
            int row = 0;
            const auto problem = cpw::parseProblem(window.problemJson().toStdString());
            const cpw::ObjectiveKind objective =
                problem.ok() ? cpw::objectiveOf(problem.value()) : cpw::ObjectiveKind::None;
            if (objective == cpw::ObjectiveKind::FewestPieces ||
                objective == cpw::ObjectiveKind::MostPieces) {
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
    }
    window.boardView()->setSelectedCell(-1);
    if (parser.isSet(select)) {
        const auto cell = window.document()->board().parseCell(parser.value(select).toStdString());
        if (cell.ok()) {
            window.boardView()->setFocus();
            window.boardView()->setSelectedCell(cell.value());
        }
    }
    settle(300);
    const QString out = parser.value(screenshot);
    if (!window.grab().save(out, "PNG")) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(out));
        return 1;
    }
    return 0;
}
