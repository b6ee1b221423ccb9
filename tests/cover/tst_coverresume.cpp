// Pause and resume of the exhaustive cover search (issue 12): stopped at random points (also
// between the runs for one number of pieces and the next) and resumed from its checkpoint,
// again and again, it ends with Fisher's numbers (seed 004, tables 1 and 2: minimum knights,
// minimum covers, distinct ones), for 1 and 2 threads. Every ledger goes through the checkpoint
// file format. The search for small covers (--upper) refuses to checkpoint.
#include <QtTest>

#include <random>

#include "cpw/checkpoint.h"
#include "cpw/cover.h"
#include "resume.h"

using namespace cpw;

namespace {

using Outcome = resumetest::Sessions;

Outcome runInSessions(const CoverRequest &req, int threads, unsigned seed)
{
    resumetest::Plan plan;
    plan.threads = threads;
    plan.seed = seed;
    plan.maxTasks = 6;
    return resumetest::runInSessions(
        [&](std::stop_token token, const SearchOptions &opt) { return solveCover(req, token, opt); },
        coverProblemFromRequest(req), plan);
}

} // namespace

class TestCoverResume : public QObject {
    Q_OBJECT
private slots:
    void fisherTables_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("minimum");
        QTest::addColumn<int>("covers");
        QTest::addColumn<int>("distinct");
        QTest::addColumn<int>("threads");
        // Seed 004 (D. C. Fisher), tables 1 and 2.
        for (int threads : {1, 2}) {
            QTest::addRow("5x5 %dt", threads) << 5 << 5 << 47 << 8 << threads;
            QTest::addRow("6x6 %dt", threads) << 6 << 8 << 127 << 23 << threads;
            QTest::addRow("7x7 %dt", threads) << 7 << 10 << 10 << 3 << threads;
        }
    }
    void fisherTables()
    {
        QFETCH(int, n);
        QFETCH(int, minimum);
        QFETCH(int, covers);
        QFETCH(int, distinct);
        QFETCH(int, threads);
        CoverRequest req;
        req.board = Board(n, n);
        req.distinct = true;
        req.taskTarget = 12;
        const unsigned seed = 1000u * n + threads;
        const Outcome minimumRun = runInSessions(req, threads, seed);
        QVERIFY2(minimumRun.sessions > 1, "the search was never interrupted");
        QCOMPARE(minimumRun.stats.optimum.value_or(-1), double(minimum));
        QVERIFY(minimumRun.stats.provenOptimal.value_or(false));
        QCOMPARE(minimumRun.stats.solutions, std::uint64_t(covers));
        QCOMPARE(minimumRun.stats.distinct.value_or(0), std::uint64_t(distinct));

        // Exactly G pieces (the census form of a long run).
        req.mode = CoverMode::Pieces;
        req.pieces = minimum;
        const Outcome piecesRun = runInSessions(req, threads, seed + 7);
        QCOMPARE(piecesRun.stats.solutions, std::uint64_t(covers));
        QCOMPARE(piecesRun.stats.distinct.value_or(0), std::uint64_t(distinct));
    }

    void mismatchRefused()
    {
        CoverRequest req;
        req.board = Board(5, 5);
        req.mode = CoverMode::Pieces;
        req.pieces = 5;
        TaskLedger full;
        SearchOptions opt;
        opt.onCheckpoint = [&](const TaskLedger &l) {
            full = l;
        };
        QVERIFY(solveCover(req, {}, opt).ok());
        req.pieces = 6; // another run
        SearchOptions o2;
        o2.resume = &full;
        auto r = solveCover(req, {}, o2);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::CheckpointMismatch);

        req.mode = CoverMode::Upper;
        auto up = solveCover(req, {}, opt);
        QVERIFY(!up.ok());
        QCOMPARE(up.error().code, ErrorCode::NoCheckpoints);
    }
};

QTEST_APPLESS_MAIN(TestCoverResume)
#include "tst_coverresume.moc"
