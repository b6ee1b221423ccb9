// GUI benchmark (not a unit test; CTest label `benchmark`, left out of `./workbench test`):
// a synthetic producer thread streams solutions into a sorted gallery while the view scrolls,
// and a 5 ms timer measures the longest gap of the event loop. Two runs: paced like a fast
// solver (500,000 solutions/s, pauses of 20 ms) and unpaced (as fast as the producer can go).
// Prints, per run, the solutions per second taken in by the GUI and the longest gap in ms.
// A third run ("analysis") places and removes queens on an 8x8 queens problem every 200 ms for
// five seconds with Search > Analyse on (two threads), as a person editing does: each edit
// stops the analysis and starts a new one; its row gives the analyses started and the gap.
//
//   ./workbench bench-gui [--solutions N] [--limit-ms MS]
//
// The figures depend on the machine and its load: run it alone on a quiet machine. With
// --limit-ms the exit code is 1 when a run's longest gap exceeds MS.
#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QListView>
#include <QTimer>
#include <QtTest>

#include <chrono>
#include <cstdio>
#include <thread>

#include "analysis.h"
#include "boarddocument.h"
#include "galleryview.h"
#include "mainwindow.h"
#include "problempanel.h"
#include "searchcontroller.h"
#include "solutionmodel.h"
#include "solutionstream.h"
#include <QAction>
#include <QSpinBox>

namespace {

struct RunResult {
    quint64 solutions = 0;
    double seconds = 0.0;
    qint64 longestGapMs = 0;
    int batches = 0;
    int stored = 0;
    int thumbnails = 0;
    bool ok = false;
};

RunResult runOnce(quint64 total, bool paced)
{
    RunResult r;
    const cpw::Board board(5, 5);
    const cpw::Catalogue &cat = cpw::Catalogue::standard();
    SolutionModel model;
    model.reset(board, cat);
    GalleryView gallery(&model);
    gallery.resize(900, 600);
    gallery.show();
    if (!QTest::qWaitForWindowExposed(&gallery))
        return r;
    gallery.filterModel()->setOrder(SolutionFilterModel::Order::FewestPieces);
    SearchController controller(&model);

    guitest::StreamShape shape;
    shape.total = total;
    shape.block = 10000;
    if (paced)
        shape.afterBlock = [](std::stop_token, quint64) {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        };

    QElapsedTimer clock;
    qint64 last = 0;
    QTimer ticker;
    ticker.setTimerType(Qt::PreciseTimer);
    ticker.setInterval(5);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        const qint64 now = clock.elapsed();
        r.longestGapMs = std::max(r.longestGapMs, now - last);
        last = now;
    });
    QTimer scroller;
    scroller.setInterval(30);
    QObject::connect(&scroller, &QTimer::timeout, [&] { gallery.listView()->scrollToBottom(); });
    QObject::connect(&controller, &SearchController::batchDelivered, [&](quint64) { ++r.batches; });
    bool done = false;
    QObject::connect(&controller, &SearchController::finished, [&](const cpw::SearchStats &s) {
        r.solutions = s.solutions;
        r.ok = s.complete;
        done = true;
    });
    QObject::connect(&controller, &SearchController::failed, [&](const cpw::Error &) { done = true; });

    clock.start();
    ticker.start();
    scroller.start();
    controller.start(guitest::streamJob(board, shape), cpw::SearchOptions{},
                     GalleryItemMaker(board, cat, std::vector<int>(25, 1)), false);
    while (!done)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    r.seconds = clock.elapsed() / 1000.0;
    ticker.stop();
    scroller.stop();
    r.ok = r.ok && model.totalSolutions() == total;
    r.stored = model.storedCount();
    r.thumbnails = gallery.delegate()->thumbnailsMade();
    return r;
}

/// Edits with the analysis on: a queen placed or removed every 200 ms for `seconds`.
RunResult runAnalysis(double seconds)
{
    RunResult r;
    MainWindow::Options o;
    o.restoreSession = false;
    o.loadExample = false;
    o.autosave = false;
    MainWindow window(o);
    window.resize(1200, 800);
    window.show();
    const QByteArray queens = R"({"format": "chess-puzzle-workbench-problem", "version": 1,
        "kind": "independent", "board": {"width": 8, "height": 8}, "params": {"piece": "Q"}})";
    if (!window.loadProblemText(queens, QStringLiteral("bench"), nullptr))
        return r;
    window.problemPanel()->threadsSpin()->setValue(2);
    window.analyseAction()->setChecked(true);
    BoardDocument *doc = window.position();
    const int queen = doc->catalogue().find('Q');
    QElapsedTimer clock;
    qint64 last = 0;
    QTimer ticker;
    ticker.setTimerType(Qt::PreciseTimer);
    ticker.setInterval(5);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        const qint64 now = clock.elapsed();
        r.longestGapMs = std::max(r.longestGapMs, now - last);
        last = now;
    });
    quint64 edits = 0;
    QTimer editor;
    editor.setInterval(200); // longer than the 150 ms debounce: every edit starts an analysis
    QObject::connect(&editor, &QTimer::timeout, [&] {
        // Queens walk over the board; every fourth edit clears it (a cell per edit).
        const int cell = int((edits * 11) % 64);
        if (edits % 4 == 3)
            doc->clearPieces();
        else if (doc->placement().at(cell) == cpw::kEmpty)
            doc->placePiece(cell, queen);
        else
            doc->removePiece(cell);
        ++edits;
    });
    QObject::connect(window.analysis(), &Analysis::summaryChanged, [&] { ++r.batches; });
    quint64 analyses = 0, lastRevision = 0;
    QObject::connect(window.analysis(), &Analysis::summaryChanged, [&] {
        if (window.analysis()->revision() != lastRevision) {
            lastRevision = window.analysis()->revision();
            ++analyses;
        }
    });
    clock.start();
    ticker.start();
    editor.start();
    while (clock.elapsed() < seconds * 1000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    editor.stop();
    // Let the last analysis answer, then switch off.
    QElapsedTimer settle;
    settle.start();
    while (settle.elapsed() < 1500)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    window.analyseAction()->setChecked(false);
    ticker.stop();
    r.seconds = clock.elapsed() / 1000.0;
    r.solutions = analyses;
    r.stored = int(edits);
    r.ok = analyses > 0;
    return r;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Streams solutions into the solution gallery and reports the longest event-loop gap and the "
        "solutions per second.");
    parser.addHelpOption();
    QCommandLineOption solutionsOpt("solutions", "Solutions per run (default 1000000).", "N", "1000000");
    QCommandLineOption limitOpt("limit-ms", "Exit with 1 when a longest gap exceeds MS.", "MS");
    parser.addOption(solutionsOpt);
    parser.addOption(limitOpt);
    parser.process(app);
    bool okN = false;
    const quint64 total = parser.value(solutionsOpt).toULongLong(&okN);
    if (!okN || total == 0) {
        std::fprintf(stderr, "bench_stall: --solutions: expected a positive number, got '%s'\n",
                     qPrintable(parser.value(solutionsOpt)));
        return 2;
    }
    qint64 limit = -1;
    if (parser.isSet(limitOpt)) {
        bool okL = false;
        limit = parser.value(limitOpt).toLongLong(&okL);
        if (!okL || limit <= 0) {
            std::fprintf(stderr, "bench_stall: --limit-ms: expected a positive number, got '%s'\n",
                         qPrintable(parser.value(limitOpt)));
            return 2;
        }
    }

    std::printf("%-8s %12s %9s %14s %16s %8s %7s %11s\n", "run", "solutions", "seconds", "solutions/s",
                "longest gap ms", "batches", "stored", "thumbnails");
    int exitCode = 0;
    for (const bool paced : {true, false}) {
        const RunResult r = runOnce(total, paced);
        std::printf("%-8s %12llu %9.2f %14.0f %16lld %8d %7d %11d\n", paced ? "paced" : "unpaced",
                    (unsigned long long)r.solutions, r.seconds, r.seconds > 0 ? r.solutions / r.seconds : 0.0,
                    (long long)r.longestGapMs, r.batches, r.stored, r.thumbnails);
        std::fflush(stdout);
        if (!r.ok) {
            std::fprintf(stderr, "bench_stall: the %s run did not deliver all %llu solutions\n",
                         paced ? "paced" : "unpaced", (unsigned long long)total);
            exitCode = 1;
        }
        if (limit > 0 && r.longestGapMs > limit) {
            std::fprintf(stderr, "bench_stall: %s run: longest gap %lld ms exceeds --limit-ms %lld\n",
                         paced ? "paced" : "unpaced", (long long)r.longestGapMs, (long long)limit);
            exitCode = 1;
        }
    }
    {
        const RunResult r = runAnalysis(5.0);
        std::printf("%-8s %12llu %9.2f %14s %16lld %8d %7d %11s   (analyses started, edits)\n", "analysis",
                    (unsigned long long)r.solutions, r.seconds, "-", (long long)r.longestGapMs, r.batches,
                    r.stored, "-");
        if (!r.ok) {
            std::fprintf(stderr, "bench_stall: the analysis run started no analysis\n");
            exitCode = 1;
        }
        if (limit > 0 && r.longestGapMs > limit) {
            std::fprintf(stderr, "bench_stall: analysis run: longest gap %lld ms exceeds --limit-ms %lld\n",
                         (long long)r.longestGapMs, (long long)limit);
            exitCode = 1;
        }
    }
    return exitCode;
}
