// Pause and resume of tour counting (issue 12): stopped at random points and resumed from its
// checkpoint, again and again, the count ends at the published numbers (OEIS A165134: directed
// open knight's tours of 5x5; A001230: closed tours of 6x6), for 1 and 2 threads, every ledger
// through the checkpoint file format. Finding one tour refuses to checkpoint.
#include <QtTest>

#include <random>

#include "cpw/checkpoint.h"
#include "cpw/tour.h"
#include "resume.h"

using namespace cpw;

class TestTourResume : public QObject {
    Q_OBJECT
private slots:
    void published_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("closed");
        QTest::addColumn<qulonglong>("expected");
        QTest::addColumn<int>("threads");
        for (int threads : {1, 2}) {
            QTest::addRow("A165134 5x5 open %dt", threads) << 5 << false << 1728ULL << threads;
            QTest::addRow("A001230 6x6 closed %dt", threads) << 6 << true << 9862ULL << threads;
        }
    }
    void published()
    {
        QFETCH(int, n);
        QFETCH(bool, closed);
        QFETCH(qulonglong, expected);
        QFETCH(int, threads);
        TourRequest req = tourRequestFor(Board(n, n));
        req.closed = closed;
        req.mode = TourMode::Count;
        req.taskTarget = 64;
        req.engine = TourEngine::Search; // auto would count by the frontier programme (tst_tourdpresume)
        auto problem = tourProblemFromRequest(req, Catalogue::standard());
        QVERIFY(problem.ok());
        resumetest::Plan plan;
        plan.threads = threads;
        plan.seed = static_cast<unsigned>(n * 10 + threads);
        plan.maxTasks = 12;
        const auto r = resumetest::runInSessions(
            [&](std::stop_token token, const SearchOptions &opt) { return solveTour(req, token, opt); },
            problem.value(), plan);
        QCOMPARE(qulonglong(r.stats.solutions), expected);
        QVERIFY(r.sessions > 1);
    }

    void findRefuses()
    {
        TourRequest req = tourRequestFor(Board(5, 5));
        SearchOptions opt;
        opt.onCheckpoint = [](const TaskLedger &) {
        };
        auto r = solveTour(req, {}, opt);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::NoCheckpoints);
    }
};

QTEST_APPLESS_MAIN(TestTourResume)
#include "tst_tourresume.moc"
