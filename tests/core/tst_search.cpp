// The search API: thread invariance, streaming, limits and cancellation latency.
//
// The solver under test is a small N-queens counter written on top of SearchContext/runTasks
// (tasks = placements of the first two ranks, so the split never depends on the thread
// count). Expected totals are OEIS A000170 (1, 0, 0, 2, 10, 4, 40, 92, 352, 724).
#include <QtTest>
#include <atomic>
#include <thread>

#include "cpw/search.h"
#include "slowdown.h"

using namespace cpw;

namespace {

struct Queens {
    int n;
    std::vector<std::pair<int, int>> tasks; // columns of the first two ranks

    explicit Queens(int size) : n(size)
    {
        for (int a = 0; a < n; ++a)
            for (int b = 0; b < n; ++b)
                if (n == 1 || (a != b && std::abs(a - b) != 1))
                    tasks.push_back({a, b});
        if (n == 1)
            tasks.resize(1);
    }

    // Counts completions row by row with bitmasks; polls the stop state every 1024 nodes.
    std::uint64_t complete(SearchContext &ctx, unsigned cols, unsigned d1, unsigned d2, int row,
                           std::uint64_t &nodes, std::vector<int> &placed)
    {
        if (row == n) {
            if (ctx.wantsSolutions()) {
                Solution s;
                s.placement = Placement(Board(n, n));
                for (int y = 0; y < n; ++y)
                    s.placement.set(y * n + placed[y], 1);
                ctx.submit(s);
            } else {
                ctx.countSolutions(1);
            }
            return 1;
        }
        if ((++nodes & 1023) == 0) {
            ctx.addNodes(1024);
            if (ctx.stopRequested())
                return 0;
        }
        std::uint64_t found = 0;
        unsigned free = ~(cols | d1 | d2) & ((1u << n) - 1);
        while (free && !ctx.stopRequested()) {
            unsigned bit = free & -free;
            free ^= bit;
            placed[row] = std::countr_zero(bit);
            found += complete(ctx, cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1, row + 1, nodes, placed);
        }
        return found;
    }

    SearchStats run(std::stop_token token, const SearchOptions &options)
    {
        SearchContext ctx(token, options);
        std::vector<std::uint64_t> perTask(tasks.size(), 0);
        const bool covered = runTasks(ctx, tasks.size(), [&](std::size_t t, int) {
            std::uint64_t nodes = 0;
            std::vector<int> placed(n);
            if (n == 1) {
                placed[0] = 0;
                perTask[t] = complete(ctx, 0, 0, 0, 0, nodes, placed);
                return;
            }
            auto [a, b] = tasks[t];
            unsigned ba = 1u << a, bb = 1u << b;
            placed[0] = a;
            placed[1] = b;
            perTask[t] =
                complete(ctx, ba | bb, (((ba << 1) | bb) << 1), (((ba >> 1) | bb) >> 1), 2, nodes, placed);
        });
        SearchStats stats;
        ctx.finish(stats, covered);
        return stats;
    }
};

} // namespace

class TestSearch : public QObject {
    Q_OBJECT
private slots:
    void phaseLedgers_data()
    {
        QTest::addColumn<QString>("phase");
        QTest::addColumn<QString>("split");
        QTest::newRow("one phase") << QString() << "q/5";
        QTest::newRow("listing") << "list"
                                 << "q/5";
        QTest::newRow("a rung") << "peaceable/t3"
                                << "d2/5";
    }
    void phaseLedgers()
    {
        // runLedgerTasks keeps a phase's tasks under ledgerSplit(phase, split); isPhaseLedger
        // tells a phase's ledger from another phase's and from a search of one phase, and a
        // resumed ledger of another phase lets the tasks start afresh instead of being refused.
        QFETCH(QString, phase);
        QFETCH(QString, split);
        const std::string p = phase.toStdString(), sp = split.toStdString();
        auto run = [&](const std::string &inPhase, const TaskLedger *resume, TaskLedger &ledger) {
            SearchOptions o;
            o.threads = 2;
            SearchContext ctx({}, o);
            ctx.setPhase(inPhase);
            std::atomic<int> ran{0};
            auto done = runLedgerTasks(
                ctx, 5, sp, ObjectiveSense::None, [&](std::size_t, int, TaskResult &) { ++ran; }, ledger,
                resume);
            return std::make_pair(done.ok() && *done, ran.load());
        };
        TaskLedger whole;
        QCOMPARE(run(p, nullptr, whole), std::make_pair(true, 5));
        QCOMPARE(whole.split, ledgerSplit(p, sp));
        QCOMPARE(whole.split, p.empty() ? sp : p + "|" + sp);
        QCOMPARE(isPhaseLedger(whole), !p.empty());
        QCOMPARE(isPhaseLedger(whole, p), !p.empty());
        QVERIFY(!isPhaseLedger(whole, p + "x"));
        QVERIFY(!isPhaseLedger(whole, "lis")); // a prefix of a phase's name is another phase

        // Two of the five tasks done: the same phase runs the other three.
        TaskLedger part = whole;
        part.done = {1, 0, 1, 0, 0};
        TaskLedger again;
        QCOMPARE(run(p, &part, again), std::make_pair(true, 3));
        // Another phase starts afresh.
        QCOMPARE(run("other", &part, again), std::make_pair(true, 5));
        QCOMPARE(again.split, ledgerSplit("other", sp));
        // A search of one phase with another split: a phase's ledger lets it start afresh, a
        // ledger of one phase is refused (another problem's checkpoint).
        TaskLedger other;
        SearchOptions o;
        SearchContext ctx({}, o);
        auto refused = runLedgerTasks(
            ctx, 5, "z/5", ObjectiveSense::None, [](std::size_t, int, TaskResult &) {}, other, &part);
        QCOMPARE(refused.ok(), !p.empty());
    }

    void threadInvariance_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<quint64>("expected");
        const quint64 a000170[] = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680};
        for (int n = 4; n <= 11; ++n)
            QTest::newRow(qPrintable(QString::number(n))) << n << a000170[n - 1];
    }
    void threadInvariance()
    {
        QFETCH(int, n);
        QFETCH(quint64, expected);
        for (int threads : {1, 2, 3, 8}) {
            SearchOptions o;
            o.threads = threads;
            SearchStats s = Queens(n).run({}, o);
            QVERIFY(s.complete);
            QCOMPARE(quint64(s.solutions), expected);
        }
    }

    void streamedWhileRunning()
    {
        // The sink sees solutions before the search returns, and never concurrently.
        std::atomic<bool> running{true};
        std::atomic<int> seenWhileRunning{0}, inside{0}, overlap{0}, wrongSize{0};
        SearchOptions o;
        o.threads = 2;
        o.onSolution = [&](const Solution &s) {
            if (inside.fetch_add(1) != 0)
                overlap.fetch_add(1);
            if (running.load())
                seenWhileRunning.fetch_add(1);
            // Counted here, asserted on the test thread (Qt Test does not report failures
            // of QCOMPARE on a worker thread).
            if (s.placement.pieceCount() != 9)
                wrongSize.fetch_add(1);
            inside.fetch_sub(1);
        };
        SearchStats stats = Queens(9).run({}, o);
        running = false;
        QCOMPARE(quint64(stats.solutions), quint64(352));
        QCOMPARE(seenWhileRunning.load(), 352);
        QCOMPARE(overlap.load(), 0);
        QCOMPARE(wrongSize.load(), 0);
    }

    void solutionLimit()
    {
        for (int threads : {1, 2}) {
            std::atomic<int> emitted{0};
            SearchOptions o;
            o.threads = threads;
            o.solutionLimit = 17;
            o.onSolution = [&](const Solution &) {
                emitted.fetch_add(1);
            };
            SearchStats stats = Queens(10).run({}, o);
            QVERIFY(!stats.complete);
            QCOMPARE(stats.reason, StopReason::SolutionLimit);
            QCOMPARE(quint64(stats.solutions), quint64(17));
            QCOMPARE(emitted.load(), 17);
        }
    }

    /// A solver may stream some solutions (submit) and count others (countSolutions) on several
    /// threads at once, as the exact family does with --distinct (the least of a class streamed,
    /// the rest counted). Every one is counted: 200 000 streamed beside as many or more counted
    /// on another thread, with and without a solution limit above them. (submit once read the
    /// counter and wrote it back under its own lock while countSolutions added without it:
    /// counts were lost, and `cpw exact --board 5x5 --k 2 --distinct --threads 2` printed 7 932
    /// to 7 945 solutions instead of 7 946 about once in 30 runs.)
    void submitBesideCount_data()
    {
        QTest::addColumn<quint64>("limit");
        QTest::newRow("no limit") << quint64(0);
        QTest::newRow("limit far above the count") << (quint64(1) << 50);
    }
    void submitBesideCount()
    {
        QFETCH(quint64, limit);
        constexpr std::uint64_t each = 200000;
        for (int round = 0; round < 10; ++round) { // the lost count was seen in 2 of 3 rounds
            SearchOptions o;
            o.threads = 2;
            o.solutionLimit = limit;
            std::uint64_t streamed = 0; // the sink is called under the context's lock
            o.onSolution = [&](const Solution &) {
                ++streamed;
            };
            SearchContext ctx({}, o);
            const Solution solution{};
            std::atomic<int> ready{0};
            auto together = [&] {
                ready.fetch_add(1);
                while (ready.load() < 2) {
                }
            };
            std::atomic<bool> streamingDone{false};
            std::uint64_t counted = 0, refused = 0;
            std::thread streaming([&] {
                together();
                for (std::uint64_t k = 0; k < each; ++k)
                    refused += ctx.submit(solution) ? 0 : 1;
                streamingDone = true;
            });
            // Counts for as long as the other thread streams (at least `each`).
            std::thread counting([&] {
                together();
                while (counted < each || !streamingDone.load())
                    counted += ctx.countSolutions(1);
            });
            streaming.join();
            counting.join();
            QCOMPARE(refused, std::uint64_t(0));
            QCOMPARE(streamed, each);
            QCOMPARE(quint64(ctx.solutions()), quint64(each + counted));
        }
    }

    void progressReported()
    {
        std::atomic<int> calls{0};
        std::atomic<bool> sawFinal{false};
        std::atomic<int> beyondOne{0};
        SearchOptions o;
        o.threads = 2;
        o.progressInterval = 0.01;
        o.onProgress = [&](const Progress &p) {
            calls.fetch_add(1);
            if (!(p.fractionDone <= 1.0))
                beyondOne.fetch_add(1);
            if (p.fractionDone == 1.0 && p.solutions == 14200)
                sawFinal = true;
        };
        SearchStats stats = Queens(12).run({}, o);
        QCOMPARE(quint64(stats.solutions), quint64(14200)); // A000170(12)
        QVERIFY(calls.load() >= 1);
        QVERIFY(sawFinal.load());
        QCOMPARE(beyondOne.load(), 0);
    }

    void cancellationLatency_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("1 thread") << 1;
        QTest::newRow("2 threads") << 2;
    }
    void cancellationLatency()
    {
        // A 20x20 count runs for hours; a stop request must end it. The latency itself (the
        // design aims at well under 100 ms) depends on the machine's load, so it is reported,
        // and only a hang (seconds) fails the test: the figure is `cpw bench`'s business.
        QFETCH(int, threads);
        double worst = 0;
        for (int attempt = 0; attempt < 3; ++attempt) {
            std::stop_source source;
            SearchOptions o;
            o.threads = threads;
            std::chrono::steady_clock::time_point stopAt;
            std::thread stopper([&] {
                std::this_thread::sleep_for(std::chrono::milliseconds(150));
                stopAt = std::chrono::steady_clock::now();
                source.request_stop();
            });
            SearchStats stats = Queens(20).run(source.get_token(), o);
            const auto end = std::chrono::steady_clock::now();
            stopper.join();
            QVERIFY(!stats.complete);
            QCOMPARE(stats.reason, StopReason::StopRequested);
            worst = std::max(worst, std::chrono::duration<double>(end - stopAt).count());
        }
        qInfo("worst cancellation latency: %.1f ms", worst * 1000);
        QVERIFY2(worst < 5.0 * cpwtest::kSlowdown, qPrintable(QString("latency %1 ms").arg(worst * 1000)));
    }

    void timeLimit()
    {
        SearchOptions o;
        o.threads = 2;
        o.timeLimitSeconds = 0.1;
        const auto start = std::chrono::steady_clock::now();
        SearchStats stats = Queens(20).run({}, o);
        const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        QVERIFY(!stats.complete);
        QCOMPARE(stats.reason, StopReason::TimeLimit);
        // The limit ended the run (reason above); how soon is load-dependent: only a hang fails.
        qInfo("0.1 s limit, run took %.3f s", took);
        QVERIFY2(took < 5.0 * cpwtest::kSlowdown, qPrintable(QString::number(took)));
    }

    void resolveThreads()
    {
        QVERIFY(resolveThreadCount(0) >= 1);
        QCOMPARE(resolveThreadCount(3), 3);
    }
};

QTEST_APPLESS_MAIN(TestSearch)
#include "tst_search.moc"
