// Pause and resume of independent placements (issue 12): stopped at random points and resumed
// from its checkpoint, again and again, counting and streaming, the result equals the plain
// enumerator of brute.h (or OEIS A000170 for n queens), for 1 and 2 threads; every ledger goes
// through the file format. The searches in phases (counts per component, maxima, Burnside's
// classes) are stopped between and inside their phases too.
#include <QtTest>

#include <condition_variable>
#include <mutex>
#include <random>
#include <tuple>

#include "brute.h"
#include "cpw/checkpoint.h"
#include "cpw/family.h"
#include "cpw/independent.h"
#include "resume.h"
#include "slowdown.h"

using namespace cpw;

namespace {

/// A request for `what` on a w x h board: an army ("K2Q1N1") or one piece letter ("K"), with
/// the types and numbers (count pieces of the piece; -1 = the maximum) for brute.h.
struct Case {
    IndependentRequest req;
    std::vector<PieceType> types;
    std::vector<int> counts;
};
Case makeCase(const QString &what, int w, int h, int count, int taskTarget)
{
    Case c;
    c.req.board = Board(w, h);
    c.req.taskTarget = taskTarget;
    if (what.size() > 1) {
        c.req.mode = IndependentMode::Army;
        c.req.army = parseArmy(what.toStdString(), c.req.catalogue).value();
        for (const ArmyEntry &e : c.req.army) {
            c.types.push_back(c.req.catalogue.piece(e.piece));
            c.counts.push_back(e.count);
        }
    } else {
        c.req.piece = c.req.catalogue.find(what.toLatin1().at(0));
        c.types.push_back(c.req.catalogue.piece(c.req.piece));
        c.req.mode = count < 0 ? IndependentMode::Max : IndependentMode::Count;
        c.req.count = count;
        c.counts.push_back(count);
    }
    return c;
}

/// The brute force's maximum for the one piece of `c`: the size, the number of sets of that
/// size and their classes (sizes 1, 2, ... until none fits).
std::tuple<int, std::uint64_t, std::uint64_t> bruteMaximumOrbits(const Case &c)
{
    int best = -1;
    std::uint64_t sets = 0, orbits = 0;
    for (int k = 1;; ++k) {
        ibrute::Brute b(c.req.board, c.types);
        b.runCells({k});
        if (b.count == 0)
            return {best, sets, orbits};
        best = k;
        sets = b.count;
        orbits = b.orbits();
    }
}
std::pair<int, std::uint64_t> bruteMaximum(const Case &c)
{
    const auto [best, sets, orbits] = bruteMaximumOrbits(c);
    return {best, sets};
}

/// Solves `req` in interrupted sessions (resume.h).
resumetest::Sessions solveInSessions(const IndependentRequest &req, const Problem &problem,
                                     const resumetest::Plan &plan)
{
    return resumetest::runInSessions(
        [&](std::stop_token token, const SearchOptions &opt) { return solveIndependent(req, token, opt); },
        problem, plan);
}

} // namespace

class TestIndependentResume : public QObject {
    Q_OBJECT
private slots:
    void army_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<QString>("army");
        QTest::addColumn<int>("threads");
        QTest::addColumn<bool>("stream");
        for (int threads : {1, 2})
            for (bool stream : {false, true}) {
                const char *s = stream ? "streamed" : "counted";
                QTest::addRow("5x5 K2Q1B1N1 %dt %s", threads, s) << 5 << 5 << "K2Q1B1N1" << threads << stream;
                QTest::addRow("6x5 Q2N2 %dt %s", threads, s) << 6 << 5 << "Q2N2" << threads << stream;
            }
    }
    void army()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(QString, army);
        QFETCH(int, threads);
        QFETCH(bool, stream);
        const Case c = makeCase(army, w, h, 0, 24);
        const IndependentRequest &req = c.req;
        const std::vector<int> &counts = c.counts;
        ibrute::Brute b(req.board, c.types);
        b.runCells(counts);
        QVERIFY(b.count > 0);

        const std::optional<Problem> problem = independentResumableProblem(req);
        QVERIFY(problem.has_value());
        std::set<std::vector<int>> streamed;
        resumetest::Plan plan;
        plan.threads = threads;
        plan.seed = static_cast<unsigned>(w * 100 + h * 10 + threads + 2 * stream);
        plan.maxTasks = 5;
        if (stream)
            plan.onSolution = [&](const Solution &s) {
                streamed.insert(s.placement.cells());
            };
        const auto r = solveInSessions(req, *problem, plan);
        QCOMPARE(r.stats.solutions, b.count);
        if (stream)
            QCOMPARE(std::uint64_t(streamed.size()), b.count);
        QVERIFY(r.sessions > 1);
    }

    /// Searches in phases: sets of one piece counted per component (bishops: the two colours),
    /// maxima (transfer matrix for leapers, branch and bound for riders), classes (--distinct)
    /// of sets and of armies, counted and streamed.
    void phased_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<QString>("what"); // a piece letter, or an army
        QTest::addColumn<int>("count");    // -1: the maximum
        QTest::addColumn<bool>("distinct");
        QTest::addColumn<bool>("stream");
        QTest::addColumn<int>("threads");
        for (int threads : {1, 2}) {
            QTest::addRow("5x5 B5 distinct %dt", threads) << 5 << 5 << "B" << 5 << true << false << threads;
            QTest::addRow("5x4 B4 %dt", threads) << 5 << 4 << "B" << 4 << false << false << threads;
            QTest::addRow("6x6 K6 distinct %dt", threads) << 6 << 6 << "K" << 6 << true << false << threads;
            QTest::addRow("5x5 K4 distinct streamed %dt", threads)
                << 5 << 5 << "K" << 4 << true << true << threads;
            QTest::addRow("5x5 N max distinct %dt", threads)
                << 5 << 5 << "N" << -1 << true << false << threads;
            QTest::addRow("6x6 Q max distinct %dt", threads)
                << 6 << 6 << "Q" << -1 << true << false << threads;
            QTest::addRow("6x6 Q max streamed %dt", threads)
                << 6 << 6 << "Q" << -1 << false << true << threads;
            QTest::addRow("5x5 B max distinct %dt", threads)
                << 5 << 5 << "B" << -1 << true << false << threads;
            QTest::addRow("5x4 R max %dt", threads) << 5 << 4 << "R" << -1 << false << false << threads;
            QTest::addRow("5x5 army K2Q1N1 distinct %dt", threads)
                << 5 << 5 << "K2Q1N1" << 0 << true << false << threads;
            QTest::addRow("5x5 army K2B2 distinct streamed %dt", threads)
                << 5 << 5 << "K2B2" << 0 << true << true << threads;
        }
    }
    void phased()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(QString, what);
        QFETCH(int, count);
        QFETCH(bool, distinct);
        QFETCH(bool, stream);
        QFETCH(int, threads);
        Case c = makeCase(what, w, h, count, 16);
        c.req.distinct = distinct;
        const IndependentRequest &req = c.req;
        const std::vector<PieceType> &types = c.types;
        const std::vector<int> &counts = c.counts;
        QVERIFY(what.size() > 1 || req.piece >= 0);
        // The expected numbers: brute.h's enumerator; for a maximum, sizes 1, 2, ... until none fits.
        std::uint64_t expected = 0, orbits = 0;
        int best = -1;
        if (count >= 0) {
            ibrute::Brute b(req.board, types);
            b.runCells(counts);
            expected = b.count;
            orbits = b.orbits();
        } else {
            std::tie(best, expected, orbits) = bruteMaximumOrbits(c);
        }
        QVERIFY(expected > 0);

        const std::optional<Problem> problem = independentResumableProblem(req);
        QVERIFY(problem.has_value());
        QVERIFY(canCheckpoint(*problem));
        std::set<std::vector<int>> streamed;
        resumetest::Plan plan;
        plan.threads = threads;
        plan.seed = static_cast<unsigned>(w * 100 + h * 10 + threads + 7 * count + 3 * distinct + 2 * stream);
        plan.maxTasks = 4;
        plan.phased = true;
        if (stream)
            plan.onSolution = [&](const Solution &s) {
                streamed.insert(s.placement.cells());
            };
        const auto r = solveInSessions(req, *problem, plan);
        QCOMPARE(r.stats.solutions, expected);
        if (distinct) {
            QVERIFY(r.stats.distinct.has_value());
            QCOMPARE(*r.stats.distinct, orbits);
        }
        if (count < 0) {
            QVERIFY(r.stats.optimum.has_value());
            QCOMPARE(*r.stats.optimum, double(best));
            QCOMPARE(r.stats.provenOptimal, std::optional<bool>(true));
        }
        // Streamed: every solution (with --distinct one per class, and those of tasks cut short
        // again, hence a set).
        if (stream)
            QCOMPARE(std::uint64_t(streamed.size()), distinct ? orbits : expected);
        QVERIFY(r.sessions > 1);
    }

    /// A search saved while listing continues as a count and back (`cpw resume --quiet`, the
    /// workbench), in either order: n queens (the queen counter or the row engine, whichever
    /// the first session took), kings, an army.
    void listedThenCounted_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("streamFirst");
        for (bool first : {true, false}) {
            const char *f = first ? "listed first" : "counted first";
            QTest::addRow("8 queens %s", f) << "Q" << 8 << first;
            QTest::addRow("11 queens %s", f) << "Q" << 11 << first;
            QTest::addRow("6x6 K6 %s", f) << "K" << 6 << first;
            QTest::addRow("6x6 army K2Q1B1N1 %s", f) << "K2Q1B1N1" << 6 << first;
        }
    }
    void listedThenCounted()
    {
        QFETCH(QString, what);
        QFETCH(int, n);
        QFETCH(bool, streamFirst);
        const Case c = makeCase(what, n, n, n, 24);
        const IndependentRequest &req = c.req;
        // Independent numbers: OEIS A000170 for n queens, else the brute force.
        std::uint64_t expected = 0;
        if (what == "Q") {
            expected = n == 8 ? 92 : 2680;
        } else {
            ibrute::Brute b(req.board, c.types);
            b.runCells(c.counts);
            expected = b.count;
        }
        const std::optional<Problem> problem = independentResumableProblem(req);
        QVERIFY(problem.has_value());
        std::uint64_t streamed = 0;
        resumetest::Plan plan;
        plan.threads = 2;
        plan.seed = static_cast<unsigned>(n * 31 + streamFirst + what.size());
        plan.maxTasks = 6;
        plan.alternate = streamFirst ? 1 : 2;
        plan.onSolution = [&](const Solution &) {
            ++streamed;
        };
        const auto r = solveInSessions(req, *problem, plan);
        QCOMPARE(r.stats.solutions, expected);
        QVERIFY(streamed > 0 || (what == "Q" && !streamFirst)); // the queen counter lists nothing
        QVERIFY(r.sessions > 1);
    }

    /// The workbench's way (SearchOptions::listLimit: the caller keeps the first few and wants
    /// the rest counted), stopped while it lists those few: a checkpoint is left, and the run
    /// resumed from it the same way counts every solution. n queens list in a step of their own
    /// before the queen counter counts; a maximum lists after its phases.
    void stoppedWhileListing_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("piece");
        QTest::addColumn<int>("count");     // -1: the maximum
        QTest::addColumn<int>("stopAfter"); // solutions received
        QTest::addRow("8 queens") << 8 << "Q" << 8 << 3;
        QTest::addRow("11 queens") << 11 << "Q" << 11 << 3;
        QTest::addRow("12 queens") << 12 << "Q" << 12 << 7;
        QTest::addRow("6x6 Q max") << 6 << "Q" << -1 << 2;
        QTest::addRow("6x6 K max") << 6 << "K" << -1 << 5;
    }
    void stoppedWhileListing()
    {
        QFETCH(int, n);
        QFETCH(QString, piece);
        QFETCH(int, count);
        QFETCH(int, stopAfter);
        const Case c = makeCase(piece, n, n, count, 24);
        // Independent numbers: OEIS A000170 for n queens, else the brute force's maximum sets.
        std::uint64_t expected = n == 8 ? 92 : n == 11 ? 2680 : 14200;
        if (count < 0)
            expected = bruteMaximum(c).second;
        const std::optional<Problem> problem = independentResumableProblem(c.req);
        QVERIFY(problem.has_value());
        constexpr std::uint64_t kept = 10;
        std::optional<TaskLedger> last;
        std::uint64_t received = 0;
        std::stop_source stop;
        SearchOptions opt;
        opt.threads = 2;
        opt.listLimit = kept;
        opt.onCheckpoint = [&](const TaskLedger &l) {
            last = l;
        };
        opt.onSolution = [&](const Solution &) {
            if (++received >= std::uint64_t(stopAfter))
                stop.request_stop();
        };
        auto first = solveIndependent(c.req, stop.get_token(), opt);
        QVERIFY(first.ok());
        QVERIFY(!first.value().complete);
        QVERIFY2(last.has_value(), "no checkpoint of a search stopped while listing");
        Checkpoint cp;
        cp.problem = *problem;
        cp.ledger = *last;
        auto back = parseCheckpoint(serializeCheckpoint(cp));
        QVERIFY(back.ok());
        received = 0;
        opt.resume = &back.value().ledger;
        auto second = solveIndependent(c.req, std::stop_token(), opt);
        QVERIFY(second.ok());
        const SearchStats &s = second.value();
        QVERIFY(s.complete);
        QCOMPARE(s.solutions, expected);
        QVERIFY(received <= kept);
        std::uint64_t unlisted = 0;
        for (const auto &[pieces, k] : s.unlisted)
            unlisted += k;
        QCOMPARE(received + unlisted, expected);
    }

    /// n queens (OEIS A000170): the border-class counter (n < 10) and the quarter-board join
    /// (n = 10..23, even and odd; odd n in blocks of east rank sets per task), interrupted at
    /// random points; "wide" is the join's pair counting of n = 22, 23 on a small board.
    void queens_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<qulonglong>("expected");
        QTest::addColumn<int>("threads");
        QTest::addColumn<bool>("wide");
        for (int threads : {1, 2}) {
            QTest::addRow("8 queens %dt", threads) << 8 << 92ULL << threads << false;
            QTest::addRow("9 queens %dt", threads) << 9 << 352ULL << threads << false;
            QTest::addRow("12 queens %dt", threads) << 12 << 14200ULL << threads << false;
            QTest::addRow("13 queens %dt", threads) << 13 << 73712ULL << threads << false;
            QTest::addRow("12 queens wide %dt", threads) << 12 << 14200ULL << threads << true;
            QTest::addRow("13 queens wide %dt", threads) << 13 << 73712ULL << threads << true;
        }
    }
    void queens()
    {
        QFETCH(int, n);
        QFETCH(qulonglong, expected);
        QFETCH(int, threads);
        QFETCH(bool, wide);
        IndependentRequest req;
        req.board = Board(n, n);
        req.piece = req.catalogue.find(PieceKind::Queen);
        req.queenJoinWide = wide;
        QVERIFY(independentQueenCount(req));
        const std::optional<Problem> problem = independentResumableProblem(req);
        QVERIFY(problem.has_value());
        resumetest::Plan plan;
        plan.threads = threads;
        plan.seed = static_cast<unsigned>(n * 7 + threads + 5 * wide);
        plan.maxTasks = n < 10 ? 2 : 60;
        const auto r = solveInSessions(req, *problem, plan);
        QCOMPARE(qulonglong(r.stats.solutions), expected);
        QVERIFY(r.sessions > 1);
    }

    /// The n queens counters sum their tasks apart from the solution counter; the progress
    /// shows what they have counted while they run (the workbench's "Solutions:", cpw's
    /// progress line). On one thread, a report made at a checkpoint counts exactly the tasks
    /// the ledger holds, earlier sessions' included: so the reports at the checkpoints never
    /// fall, not even from one session to the next, are positive from the half of the tasks
    /// on, and end at the count (OEIS A000170).
    void queensProgress_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<qulonglong>("expected");
        QTest::addColumn<bool>("sessions");
        for (bool sessions : {false, true}) {
            const char *how = sessions ? "in sessions" : "at once";
            QTest::addRow("8 queens %s", how) << 8 << 92ULL << sessions;
            QTest::addRow("9 queens %s", how) << 9 << 352ULL << sessions;
            QTest::addRow("12 queens %s", how) << 12 << 14200ULL << sessions;
            QTest::addRow("13 queens %s", how) << 13 << 73712ULL << sessions;
        }
    }
    void queensProgress()
    {
        QFETCH(int, n);
        QFETCH(qulonglong, expected);
        QFETCH(bool, sessions);
        IndependentRequest req;
        req.board = Board(n, n);
        req.piece = req.catalogue.find(PieceKind::Queen);
        QVERIFY(independentQueenCount(req));
        std::mutex mutex; // the reports come from the monitor's thread
        std::condition_variable reported;
        std::vector<std::uint64_t> shown, atCheckpoints;
        bool late = false; // a report awaited for over a minute (a hang guard, not a clock)
        bool zeroPastHalf = false;
        auto onProgress = [&](const Progress &p) {
            {
                std::lock_guard lock(mutex);
                shown.push_back(p.solutions);
            }
            reported.notify_all();
        };
        // At a checkpoint the one worker waits for two fresh reports: the second was made
        // after the checkpoint (the first may have been taken before it). Not at the
        // checkpoints written after the threads (and the reports) ended: the one after the
        // last task, and the one after a stop.
        // The wait is at a session's first checkpoint and at about 20 more in all (12 queens
        // have 500 tasks).
        bool sessionStart = true;
        auto onCheckpoint = [&](const TaskLedger &ledger, bool stopping) {
            if (stopping || ledger.doneCount() == ledger.taskCount)
                return;
            if (!std::exchange(sessionStart, false) && ledger.doneCount() % (ledger.taskCount / 20 + 1) != 0)
                return;
            std::unique_lock lock(mutex);
            const std::size_t before = shown.size();
            if (!reported.wait_for(lock, std::chrono::seconds(60 * cpwtest::kSlowdown),
                                   [&] { return shown.size() >= before + 2; }))
                late = true;
            const std::uint64_t now = shown.back();
            zeroPastHalf = zeroPastHalf || (2 * ledger.doneCount() >= ledger.taskCount && now == 0);
            atCheckpoints.push_back(now);
        };
        std::uint64_t solutions = 0;
        if (sessions) {
            const std::optional<Problem> problem = independentResumableProblem(req);
            QVERIFY(problem.has_value());
            resumetest::Plan plan;
            plan.seed = static_cast<unsigned>(n * 3 + 1);
            plan.maxTasks = n < 10 ? 2 : 60;
            plan.onProgress = onProgress;
            plan.onCheckpoint = onCheckpoint;
            plan.newSession = [&] {
                sessionStart = true;
            };
            const auto r = solveInSessions(req, *problem, plan);
            QVERIFY(r.sessions > 1);
            solutions = r.stats.solutions;
        } else {
            SearchOptions opt;
            opt.progressInterval = 0.001;
            opt.onProgress = onProgress;
            opt.checkpointInterval = 0;
            opt.onCheckpoint = [&](const TaskLedger &ledger) {
                onCheckpoint(ledger, false);
            };
            const auto r = solveIndependent(req, std::stop_token{}, opt);
            QVERIFY(r.ok() && r.value().complete);
            solutions = r.value().solutions;
        }
        QCOMPARE(qulonglong(solutions), expected);
        std::lock_guard lock(mutex);
        QVERIFY(!late);
        QVERIFY(!zeroPastHalf);
        QVERIFY(atCheckpoints.size() >= 2);
        for (std::size_t i = 0; i < atCheckpoints.size(); ++i) {
            QVERIFY(atCheckpoints[i] <= expected);
            if (i > 0)
                QVERIFY2(atCheckpoints[i] >= atCheckpoints[i - 1], qPrintable(QString::number(i)));
        }
        QCOMPARE(qulonglong(shown.back()), expected); // the last report: the search's end
    }
};

QTEST_APPLESS_MAIN(TestIndependentResume)
#include "tst_independentresume.moc"
