// 1,000,000 solutions stream into a sorted gallery (a synthetic producer thread stands in for the
// solver) while the user scrolls. Checked without any clock, so that the result does not depend
// on the machine's load: every solution is counted (in total and by number of pieces, against a
// count the test makes from the stream's formula), memory stays bounded to the model's window,
// and the GUI stays responsive in the sense that events posted during one batch are processed
// before the next batch arrives. How long the event loop is blocked, in milliseconds, is a
// benchmark's business: tests/gui/bench_stall.cpp (`./workbench bench-gui`).
#include <QListView>
#include <QtTest>

#include <atomic>
#include <chrono>
#include <map>
#include <thread>

#include "galleryview.h"
#include "searchcontroller.h"
#include "solutionmodel.h"
#include "solutionstream.h"

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
        // Declared before the controller, whose destructor waits for the producer that reads it.
        std::atomic<quint64> delivered{0};
        SearchController controller(&model);

        constexpr quint64 kTotal = 1000000;
        constexpr quint64 kBlock = 20000;
        // The expected counts by number of pieces, from the formula alone.
        std::map<int, quint64> expectedByPieces;
        for (quint64 i = 0; i < kTotal; ++i)
            ++expectedByPieces[guitest::streamPieces(i)];

        // Hand-shake: after every block the producer waits until the GUI has taken in all it has
        // produced. So the stream arrives in at least kTotal / kBlock batches however slow or
        // busy the machine is, and a GUI that drained only at the end would hang here (and fail
        // by the QTRY timeout) instead of passing.
        guitest::StreamShape shape;
        shape.total = kTotal;
        shape.block = kBlock;
        shape.afterBlock = [&delivered](std::stop_token token, quint64 produced) {
            while (delivered.load() < produced && !token.stop_requested())
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
        };

        // At every batch the user scrolls to the bottom (fetchMore, lazy thumbnails), as a
        // posted event. It must have been handled when the next batch arrives: the event loop
        // runs between batches.
        int batches = 0, scrollsPosted = 0, scrollsHandled = 0, missed = 0, overCapacity = 0;
        quint64 lastTotal = 0;
        bool totalsGrow = true;
        connect(&controller, &SearchController::batchDelivered, this, [&](quint64 total) {
            ++batches;
            if (scrollsHandled != scrollsPosted)
                ++missed;
            if (model.storedCount() > model.capacity()
                || gallery.listView()->model()->rowCount() > model.capacity())
                ++overCapacity;
            if (total <= lastTotal)
                totalsGrow = false;
            lastTotal = total;
            ++scrollsPosted;
            QMetaObject::invokeMethod(
                &gallery,
                [&] {
                    gallery.listView()->scrollToBottom();
                    ++scrollsHandled;
                },
                Qt::QueuedConnection);
            delivered.store(total);
        });
        QSignalSpy finished(&controller, &SearchController::finished);
        controller.start(guitest::streamJob(board, shape), cpw::SearchOptions{},
                         GalleryItemMaker(board, cat, std::vector<int>(25, 1)), false);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 240000);
        QTRY_COMPARE(scrollsHandled, scrollsPosted); // the last scroll
        qInfo("%llu solutions in %d batches; %d stored, %d rows exposed, %d thumbnails painted", kTotal,
              batches, model.storedCount(), gallery.listView()->model()->rowCount(),
              gallery.delegate()->thumbnailsMade());

        // Every solution counted.
        QCOMPARE(finished.at(0).at(0).value<cpw::SearchStats>().solutions, kTotal);
        QCOMPARE(model.totalSolutions(), kTotal);
        QVERIFY(model.byPieces() == expectedByPieces);
        // Delivered in batches while the producer ran, with the event loop running in between.
        QVERIFY2(batches >= int(kTotal / kBlock), qPrintable(QString::number(batches)));
        QVERIFY(totalsGrow);
        QCOMPARE(missed, 0);
        // Memory bounded to the kept window; rows exposed in chunks; thumbnails painted lazily.
        QCOMPARE(overCapacity, 0);
        QCOMPARE(model.storedCount(), model.capacity());
        QVERIFY(gallery.listView()->model()->rowCount() > SolutionModel::kChunk); // fetchMore happened
        QVERIFY(gallery.delegate()->thumbnailsMade() < 5000);
    }
};

QTEST_MAIN(TestStall)
#include "tst_stall.moc"
