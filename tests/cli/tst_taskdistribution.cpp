// The task distribution of `cpw --mpi` (app/cli/taskmessages.cpp) without MPI: the same
// MessageDistributor on every "rank", its messages carried between threads of this process by
// a transport written here (queues per rank and tag, in order). Every rank runs the same
// search, as under mpirun; rank 0 coordinates, merges and streams. The queens' counts are
// published (OEIS A000170: 724 placements of 10 queens, 92 of 8); every row's summary equals
// that of a run without ranks, and every solution reaches rank 0 once. A stop on rank 0 ends every rank with
// rank 0's ledger, and a stopped run resumed on ranks gives the counts of a whole one. The MPI transport
// itself (distributed.cpp) is tested under mpirun by tests/mpi (label `mpi`).
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <atomic>
#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>
#include <set>
#include <thread>

#include "cpw/family.h"
#include "cpw/problem.h"
#include "cpw/search.h"
#include "errortext.h"
#include "slowdown.h"
#include "taskmessages.h"

using namespace cpw;
using cpw::cli::MessageDistributor;
using cpw::cli::MessageTransport;

namespace {

/// The ranks' mailboxes: per (destination, tag) the messages in the order sent.
struct PostOffice {
    struct Letter {
        int from;
        std::string text;
    };
    std::mutex mutex;
    std::condition_variable arrived;
    std::map<std::pair<int, int>, std::deque<Letter>> boxes;
    std::atomic<int> sent{0};
    std::atomic<int> quits{0};
    std::atomic<int> batches{0};   ///< {"t": "tasks"} answers rank 0 sent
    std::atomic<int> handedOut{0}; ///< the task ids in them
};

class ThreadTransport : public MessageTransport {
public:
    ThreadTransport(PostOffice &office, int rank, int size) : m_office(office), m_rank(rank), m_size(size) {}
    int rank() const override { return m_rank; }
    int size() const override { return m_size; }
    void send(const std::string &text, int dest, int tag) override
    {
        {
            std::lock_guard lock(m_office.mutex);
            m_office.boxes[{dest, tag}].push_back({m_rank, text});
        }
        ++m_office.sent;
        const QJsonObject message = QJsonDocument::fromJson(QByteArray::fromStdString(text)).object();
        if (message.value("t").toString() == "tasks") {
            ++m_office.batches;
            m_office.handedOut += static_cast<int>(message.value("ids").toArray().size());
        }
        m_office.arrived.notify_all();
    }
    std::string receive(int source, int tag, int *from) override
    {
        std::unique_lock lock(m_office.mutex);
        std::deque<PostOffice::Letter> &box = m_office.boxes[{m_rank, tag}];
        auto match = [&] {
            return std::find_if(box.begin(), box.end(),
                                [&](const PostOffice::Letter &l) { return source < 0 || l.from == source; });
        };
        // A hang guard only: a protocol that never answers fails instead of hanging.
        if (!m_office.arrived.wait_for(lock, std::chrono::seconds(300 * cpwtest::kSlowdown),
                                       [&] { return match() != box.end(); }))
            qFatal("rank %d waited in vain for a message on tag %d", m_rank, tag);
        const auto it = match();
        if (from)
            *from = it->from;
        std::string text = std::move(it->text);
        box.erase(it);
        return text;
    }
    bool waiting(int source, int tag) override
    {
        std::lock_guard lock(m_office.mutex);
        const std::deque<PostOffice::Letter> &box = m_office.boxes[{m_rank, tag}];
        return std::any_of(box.begin(), box.end(),
                           [&](const PostOffice::Letter &l) { return source < 0 || l.from == source; });
    }
    void quit() override { ++m_office.quits; }

private:
    PostOffice &m_office;
    int m_rank, m_size;
};

struct Job {
    std::vector<Result<SearchStats>> results; ///< per rank
    std::set<std::vector<int>> streamed;      ///< solutions rank 0 streamed, each once
    std::uint64_t streamedCount = 0;
    int messages = 0;
    int quits = 0;
    int batches = 0;   ///< answers with tasks from rank 0
    int handedOut = 0; ///< task ids in them
};

/// Runs `problem` on `ranks` ranks (threads), each searching on `threads` threads, as cpw does
/// under mpirun (reporter.cpp): rank 0 streams every solution; the other ranks keep theirs for
/// their next report and have no limits of their own. `stopAfter` > 0: rank 0 stops after that
/// many merged solutions. `resume`: the ledger every rank continues.
Job runOnRanks(const Problem &problem, int ranks, int threads, std::uint64_t stopAfter = 0,
               const TaskLedger *resume = nullptr, const std::set<int> &withoutSink = {},
               const std::set<int> &absent = {})
{
    PostOffice office;
    Job job;
    // A hang guard only (rank 0 polls its mailbox and would wait for ever for a rank that never
    // reports): every rank must be back well within it.
    std::mutex doneMutex;
    std::condition_variable_any doneChanged;
    int returned = 0;
    std::jthread guard([&](std::stop_token token) {
        std::unique_lock lock(doneMutex);
        if (!doneChanged.wait_for(lock, token, std::chrono::seconds(300 * cpwtest::kSlowdown),
                                  [&] { return returned == ranks; }) &&
            !token.stop_requested())
            qFatal("%d of %d ranks returned: the others wait for ever", returned, ranks);
    });
    auto back = [&] {
        std::lock_guard lock(doneMutex);
        ++returned;
        doneChanged.notify_all();
    };
    job.results.resize(static_cast<std::size_t>(ranks),
                       Result<SearchStats>(Error{ErrorCode::Unsupported, -1, -1, -1, 0, "did not run"}));
    std::mutex streamMutex;
    {
        std::vector<std::jthread> pool;
        for (int k = 0; k < ranks; ++k)
            pool.emplace_back([&, k] {
                ThreadTransport transport(office, k, ranks);
                MessageDistributor distributor(transport);
                if (absent.count(k)) {
                    // This rank's command ends before the search (its input refused, exit
                    // code 2), as cpw's mpiFinish then says.
                    distributor.leave(2);
                    back();
                    return;
                }
                std::stop_source stop;
                SearchOptions o;
                o.threads = threads;
                o.distributor = &distributor;
                o.resume = resume;
                if (withoutSink.count(k))
                    o.onSolution = nullptr; // counts only: another engine, other tasks
                else if (k == 0)
                    o.onSolution = [&](const Solution &s) {
                        std::lock_guard lock(streamMutex);
                        job.streamed.insert(s.placement.cells());
                        if (++job.streamedCount == stopAfter)
                            stop.request_stop();
                    };
                else
                    o.onSolution = [&distributor](const Solution &s) {
                        distributor.keep(s);
                    };
                job.results[static_cast<std::size_t>(k)] = solve(problem, stop.get_token(), o);
                // The end of the command on each rank, as cpw's mpiFinish.
                if (k == 0)
                    distributor.releaseWorkers();
                else
                    distributor.leave(job.results[static_cast<std::size_t>(k)].ok() ? 0 : 2);
                back();
            });
    }
    guard.request_stop();
    job.messages = office.sent;
    job.quits = office.quits;
    job.batches = office.batches;
    job.handedOut = office.handedOut;
    return job;
}

Problem problemOf(const char *json)
{
    auto p = parseProblem(json);
    if (!p)
        qFatal("bad problem: %s", json);
    return p.value();
}

SearchStats alone(const Problem &problem, std::set<std::vector<int>> *streamed = nullptr)
{
    SearchOptions o;
    o.threads = 2;
    if (streamed)
        o.onSolution = [streamed](const Solution &s) {
            streamed->insert(s.placement.cells());
        };
    auto r = solve(problem, {}, o);
    if (!r || !r->complete)
        qFatal("the run without ranks failed");
    return r.value();
}

} // namespace

class TestTaskDistribution : public QObject {
    Q_OBJECT
private slots:
    void sameCounts_data()
    {
        QTest::addColumn<QString>("problem");
        QTest::addColumn<int>("ranks");
        QTest::addColumn<qulonglong>("published"); // 0: none, the run without ranks only
        const char *queens10 = R"({"format": "chess-puzzle-workbench-problem", "version": 1,
            "kind": "independent", "board": {"width": 10, "height": 10}, "params": {"piece": "Q", "count": 10}})";
        const char *queens8 = R"({"format": "chess-puzzle-workbench-problem", "version": 1,
            "kind": "independent", "board": {"width": 8, "height": 8},
            "params": {"piece": "Q", "count": 8, "distinct": true}})";
        const char *exact = R"({"format": "chess-puzzle-workbench-problem", "version": 1,
            "kind": "exact", "board": {"width": 5, "height": 5}, "targets": 2, "params": {"distinct": true}})";
        const char *cover = R"({"format": "chess-puzzle-workbench-problem", "version": 1,
            "kind": "cover", "board": {"width": 8, "height": 8}, "params": {"distinct": true}})";
        for (int ranks : {2, 3, 4}) {
            QTest::addRow("A000170 10 queens, %d ranks", ranks)
                << QString(queens10) << ranks << qulonglong(724);
            QTest::addRow("A000170 8 queens distinct, %d ranks", ranks)
                << QString(queens8) << ranks << qulonglong(92);
            QTest::addRow("exact 5x5 k=2 distinct, %d ranks", ranks)
                << QString(exact) << ranks << qulonglong(0);
            QTest::addRow("knight cover 8x8 distinct, %d ranks", ranks)
                << QString(cover) << ranks << qulonglong(0);
        }
    }
    void sameCounts()
    {
        QFETCH(QString, problem);
        QFETCH(int, ranks);
        QFETCH(qulonglong, published);
        const Problem p = problemOf(problem.toStdString().c_str());
        std::set<std::vector<int>> single;
        const SearchStats one = alone(p, &single);
        if (published)
            QCOMPARE(one.solutions, published);
        const Job job = runOnRanks(p, ranks, 1);
        for (int k = 0; k < ranks; ++k) {
            const auto &r = job.results[static_cast<std::size_t>(k)];
            QVERIFY2(r.ok(), qPrintable(QString("rank %1 failed").arg(k)));
        }
        const SearchStats &s = job.results[0].value();
        QVERIFY(s.complete);
        QCOMPARE(s.solutions, one.solutions);
        QCOMPARE(s.distinct, one.distinct);
        QCOMPARE(s.optimum, one.optimum);
        QCOMPARE(s.byPieces, one.byPieces);
        // Every solution streamed (with distinct: one of each class) reached rank 0 once, from
        // whichever rank found it: the same ones a run without ranks streams.
        QCOMPARE(job.streamedCount, std::uint64_t(single.size()));
        QVERIFY(job.streamed == single);
        QCOMPARE(std::uint64_t(single.size()), one.distinct ? *one.distinct : one.solutions);
        // Tasks really travelled: at least a report and an answer per worker rank.
        QVERIFY(job.messages >= 2 * (ranks - 1));
        QCOMPARE(job.quits, 0); // every rank took part in the run: none was sent away
    }

    /// Many tasks that each take a moment: a worker's batch grows while its batches end quickly,
    /// so the run makes far fewer round trips to rank 0 than it has tasks (one or two tasks per
    /// round trip, as before, made `mpirun -np 2 cpw independent --board 9x9 --piece B --count 9
    /// --mpi` take 26 s where one process takes 0.05 s), and the counts stay those of one process.
    void batchesGrow_data()
    {
        QTest::addColumn<QString>("problem");
        QTest::addColumn<int>("ranks");
        const char *queens12 = R"({"format": "chess-puzzle-workbench-problem", "version": 1,
            "kind": "independent", "board": {"width": 12, "height": 12}, "params": {"piece": "Q", "count": 12}})";
        const char *bishops = R"({"format": "chess-puzzle-workbench-problem", "version": 1,
            "kind": "independent", "board": {"width": 9, "height": 9}, "params": {"piece": "B", "count": 9}})";
        for (int ranks : {2, 3}) {
            QTest::addRow("A000170 12 queens, %d ranks", ranks) << QString(queens12) << ranks;
            QTest::addRow("9 bishops on 9x9, %d ranks", ranks) << QString(bishops) << ranks;
        }
    }
    void batchesGrow()
    {
        QFETCH(QString, problem);
        QFETCH(int, ranks);
        const Problem p = problemOf(problem.toStdString().c_str());
        const SearchStats one = alone(p);
        std::set<int> counting; // no rank streams: the count alone, as `cpw --quiet` runs it
        for (int k = 0; k < ranks; ++k)
            counting.insert(k);
        const Job job = runOnRanks(p, ranks, 1, 0, nullptr, counting);
        QVERIFY(job.results[0].ok());
        const SearchStats &s = job.results[0].value();
        QVERIFY(s.complete);
        QCOMPARE(s.solutions, one.solutions);
        // The row has many tasks, and a batch holds several of them on average (a batch of
        // 2 * threads tasks each time, as before, makes batches * 2 == tasks).
        QVERIFY2(job.handedOut >= 400, qPrintable(QString::number(job.handedOut)));
        QVERIFY2(job.batches * 4 <= job.handedOut,
                 qPrintable(QString("%1 tasks in %2 batches").arg(job.handedOut).arg(job.batches)));
    }

    void stopOnRankZero()
    {
        // 10 queens stopped by rank 0 after 50 solutions: every rank returns (none waits), the
        // run is incomplete, and resumed on 3 ranks from rank 0's ledger it gives A000170's 724.
        const Problem p = problemOf(R"({"format": "chess-puzzle-workbench-problem", "version": 1,
            "kind": "independent", "board": {"width": 10, "height": 10}, "params": {"piece": "Q", "count": 10}})");
        TaskLedger ledger;
        {
            PostOffice office;
            std::vector<Result<SearchStats>> results(
                3, Result<SearchStats>(Error{ErrorCode::Unsupported, -1, -1, -1, 0, "did not run"}));
            std::optional<TaskLedger> saved;
            std::atomic<std::uint64_t> seen{0};
            {
                std::vector<std::jthread> pool;
                for (int k = 0; k < 3; ++k)
                    pool.emplace_back([&, k] {
                        ThreadTransport transport(office, k, 3);
                        MessageDistributor distributor(transport);
                        std::stop_source stop;
                        SearchOptions o;
                        o.threads = 1;
                        o.distributor = &distributor;
                        // Every rank takes the same path: the workers keep solutions as rank 0
                        // streams them (as cpw does; a worker without a sink would count by
                        // another engine, with other tasks).
                        if (k == 0) {
                            o.checkpointInterval = 0;
                            o.onCheckpoint = [&](const TaskLedger &l) {
                                saved = l;
                            };
                            o.onSolution = [&](const Solution &) {
                                if (++seen == 50)
                                    stop.request_stop();
                            };
                        } else {
                            o.onSolution = [&distributor](const Solution &s) {
                                distributor.keep(s);
                            };
                        }
                        results[static_cast<std::size_t>(k)] = solve(p, stop.get_token(), o);
                        if (k == 0)
                            distributor.releaseWorkers();
                    });
            }
            for (const auto &r : results)
                QVERIFY(r.ok());
            QVERIFY(!results[0]->complete);
            QVERIFY(saved.has_value());
            QVERIFY(saved->doneCount() < saved->taskCount);
            ledger = *saved;
        }
        const Job resumed = runOnRanks(p, 3, 1, 0, &ledger);
        QVERIFY(resumed.results[0].ok());
        QVERIFY(resumed.results[0]->complete);
        QCOMPARE(resumed.results[0]->solutions, std::uint64_t(724));
    }

    /// A rank whose solution sink differs from rank 0's (it only counts, or rank 0 only counts)
    /// cuts the search into other tasks: the task numbers rank 0 hands out mean nothing there
    /// (past its last task it used to run a task that does not exist and crash). Every rank
    /// returns, rank 0 with RanksDisagree naming the odd rank and both runs of tasks (the
    /// message says what and where), the odd worker with CheckpointMismatch ("tasks"), and no
    /// result of the odd rank is counted.
    void foreignWorker_data()
    {
        QTest::addColumn<QString>("problem");
        QTest::addColumn<int>("ranks");
        QTest::addColumn<QList<int>>("withoutSink");
        const char *queens10 = R"({"format": "chess-puzzle-workbench-problem", "version": 1,
            "kind": "independent", "board": {"width": 10, "height": 10}, "params": {"piece": "Q", "count": 10}})";
        QTest::newRow("10 queens, rank 2 of 3 counts only") << QString(queens10) << 3 << QList<int>{2};
        QTest::newRow("10 queens, rank 1 of 2 counts only") << QString(queens10) << 2 << QList<int>{1};
        QTest::newRow("10 queens, rank 0 counts only") << QString(queens10) << 3 << QList<int>{0};
    }
    void foreignWorker()
    {
        QFETCH(QString, problem);
        QFETCH(int, ranks);
        QFETCH(QList<int>, withoutSink);
        const Problem p = problemOf(problem.toStdString().c_str());
        const std::set<int> odd(withoutSink.begin(), withoutSink.end());
        const Job job = runOnRanks(p, ranks, 1, 0, nullptr, odd);
        // Rank 0: which rank, and the two runs of tasks. The queens' split of one process is
        // "<tasks>" tasks; the counting engine (no sink) cuts the board otherwise.
        const auto &zero = job.results[0];
        QVERIFY(!zero.ok());
        QCOMPARE(zero.error().code, ErrorCode::RanksDisagree);
        const int named = static_cast<int>(zero.error().value);
        QVERIFY2(named >= 1 && named < ranks && (odd.count(0) || odd.count(named)),
                 qPrintable(QString::number(named)));
        const QStringList parts = QString::fromStdString(zero.error().token).split('\n');
        QCOMPARE(parts.size(), 5);
        QCOMPARE(parts[0], QString("tasks"));
        QVERIFY(parts[1] != parts[3] || parts[2] != parts[4]); // the two runs differ
        const QString text = cpw::errorText(zero.error());
        QVERIFY2(text.contains(QString("rank %1 cut the search into %2 tasks").arg(named).arg(parts[1])),
                 qPrintable(text));
        QVERIFY2(text.contains(QString("rank 0 into %1").arg(parts[3])), qPrintable(text));
        for (int k = 1; k < ranks; ++k) {
            const auto &r = job.results[static_cast<std::size_t>(k)];
            const bool refused =
                !r.ok() && r.error().code == ErrorCode::CheckpointMismatch && r.error().token == "tasks";
            if (odd.count(k))
                QVERIFY2(refused, qPrintable(QString("rank %1 did not refuse the other tasks").arg(k)));
            else // a rank like rank 0 ends with it, short of the end
                QVERIFY2(refused || (r.ok() && !r->complete),
                         qPrintable(QString("rank %1 completed").arg(k)));
        }
    }

    /// A rank that never reaches the task list (its command ended before the search, e.g. its
    /// input was refused): rank 0 does not wait for it for ever (the guard in runOnRanks fails
    /// the test if any rank hangs) but ends with RanksDisagree ("left"), naming the rank, its
    /// exit code and rank 0's run of tasks; the other workers return with rank 0's ledger.
    void absentWorker_data()
    {
        QTest::addColumn<int>("ranks");
        QTest::addColumn<int>("absentRank");
        QTest::newRow("rank 1 of 2") << 2 << 1;
        QTest::newRow("rank 2 of 3") << 3 << 2;
        QTest::newRow("rank 1 of 4") << 4 << 1;
    }
    void absentWorker()
    {
        QFETCH(int, ranks);
        QFETCH(int, absentRank);
        const Problem p = problemOf(R"({"format": "chess-puzzle-workbench-problem", "version": 1,
            "kind": "independent", "board": {"width": 8, "height": 8}, "params": {"piece": "Q", "count": 8}})");
        const Job job = runOnRanks(p, ranks, 1, 0, nullptr, {}, {absentRank});
        const auto &zero = job.results[0];
        QVERIFY(!zero.ok());
        QCOMPARE(zero.error().code, ErrorCode::RanksDisagree);
        QCOMPARE(zero.error().value, static_cast<long long>(absentRank));
        const QStringList parts = QString::fromStdString(zero.error().token).split('\n');
        QCOMPARE(parts.size(), 4);
        QCOMPARE(parts[0], QString("left"));
        QCOMPARE(parts[1], QString("2"));
        const QString text = cpw::errorText(zero.error());
        QVERIFY2(text.contains(QString("rank %1 ended its command (exit code 2)").arg(absentRank)),
                 qPrintable(text));
        QVERIFY2(text.contains(QString("rank 0's %1 tasks").arg(parts[2])), qPrintable(text));
        for (int k = 1; k < ranks; ++k)
            if (k != absentRank) {
                const auto &r = job.results[static_cast<std::size_t>(k)];
                QVERIFY2(r.ok() && !r->complete, qPrintable(QString("rank %1").arg(k)));
            }
    }
};

QTEST_APPLESS_MAIN(TestTaskDistribution)
#include "tst_taskdistribution.moc"
