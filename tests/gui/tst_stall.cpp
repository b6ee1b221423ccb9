// The event loop never stalls for more than 100 ms while 1,000,000 solutions stream into the
// gallery (a synthetic producer thread stands in for the solver), and memory stays bounded.
#include <QElapsedTimer>
#include <QListView>
#include <QTimer>
#include <QtTest>
#include <chrono>
#include <thread>

#include "cpw/placement.h"
#include "galleryview.h"
#include "searchcontroller.h"
#include "solutionmodel.h"

class TestStall : public QObject {
    Q_OBJECT
private slots:
    void millionSolutions()
    {
        const cpw::Board board(5, 5);
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        SolutionModel model;
        model.reset(board, cat);
        GalleryView gallery(&model);
        gallery.resize(900, 600);
        gallery.show();
        QVERIFY(QTest::qWaitForWindowExposed(&gallery));
        // A sorted view is the hardest case for the proxy: every batch is merged into the order.
        gallery.filterModel()->setOrder(SolutionFilterModel::Order::FewestPieces);
        SearchController controller(&model);

        constexpr quint64 kTotal = 1000000;
        // The producer: like a solver's sink calls, from one worker thread.
        auto job = [&](std::stop_token token,
                       const cpw::SearchOptions &options) -> cpw::Result<cpw::SearchStats> {
            cpw::Placement p(board);
            for (quint64 i = 0; i < kTotal && !token.stop_requested(); ++i) {
                for (int c = 0; c < 25; ++c)
                    p.set(c, ((i >> (c % 20)) & 1) ? int((i + c) % 6) : cpw::kEmpty);
                options.onSolution(cpw::Solution{p, std::nullopt, false, 0});
                if (i % 65536 == 0 && options.onProgress)
                    options.onProgress(cpw::Progress{i, i, 0.0, double(i) / kTotal, std::nullopt});
                // Spread the stream over about two seconds (500,000 solutions/s) so that the
                // measurement spans many drain cycles of the GUI.
                if (i % 10000 == 9999)
                    std::this_thread::sleep_for(std::chrono::milliseconds(20));
            }
            cpw::SearchStats stats;
            stats.complete = true;
            stats.solutions = kTotal;
            return stats;
        };

        // Measure the longest gap between ticks of a 5 ms timer while the stream runs.
        QElapsedTimer clock;
        qint64 last = 0, worst = 0;
        QTimer ticker;
        ticker.setInterval(5);
        connect(&ticker, &QTimer::timeout, this, [&] {
            const qint64 now = clock.elapsed();
            worst = std::max(worst, now - last);
            last = now;
        });
        // The user scrolls the gallery meanwhile (fetchMore, lazy thumbnails).
        QTimer scroller;
        scroller.setInterval(30);
        connect(&scroller, &QTimer::timeout, this, [&] {
            QListView *v = gallery.listView();
            v->scrollToBottom();
        });
        QSignalSpy finished(&controller, &SearchController::finished);
        clock.start();
        ticker.start();
        scroller.start();
        controller.start(job, cpw::SearchOptions{}, GalleryItemMaker(board, cat, std::vector<int>(25, 1)),
                         false);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 120000);
        ticker.stop();
        scroller.stop();
        const double seconds = clock.elapsed() / 1000.0;
        qInfo("1,000,000 solutions in %.2f s; longest event-loop stall %lld ms; %d stored, %d thumbnails "
              "painted",
              seconds, worst, model.storedCount(), gallery.delegate()->thumbnailsMade());
        QCOMPARE(model.totalSolutions(), kTotal);
        QCOMPARE(model.storedCount(), model.capacity());
        QVERIFY(gallery.listView()->model()->rowCount() > SolutionModel::kChunk); // fetchMore happened
        QVERIFY(gallery.delegate()->thumbnailsMade() < 5000);                     // lazy
        QVERIFY2(worst < 100, qPrintable(QStringLiteral("stall of %1 ms").arg(worst)));
    }
};

QTEST_MAIN(TestStall)
#include "tst_stall.moc"
