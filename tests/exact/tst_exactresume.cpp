// Pause and resume (issue 12): an exact-attack search stopped at random points and resumed
// from its checkpoint, again and again, ends with the same counts as the brute force of
// brute.h (solutions, by pieces, distinct classes, symmetric ones, the fewest and most pieces),
// for 1 and 2 threads. Every ledger goes through the checkpoint file format on the way, so the
// format is tested too. Checkpoints that do not belong to the search are refused.
#include <QTest>

#include <algorithm>
#include <random>
#include <set>

#include "brute.h"
#include "cpw/checkpoint.h"
#include "cpw/exact.h"
#include "cpw/family.h"
#include "crosscheck.h"
#include "resume.h"

using namespace cpw;

namespace {

struct Outcome {
    SearchStats stats;
    brute::Solutions streamedAll;  ///< every solution streamed in any session
    brute::Solutions streamedLast; ///< those streamed by the session that completed
    int sessions = 0;
};

/// Runs `req` in sessions (resume.h): each stopped after a random number of finished tasks or,
/// every other session, of solutions, which can cut a task in the middle.
Outcome runInSessions(const ExactRequest &req, int threads, unsigned seed)
{
    Outcome out;
    brute::Solutions current;
    resumetest::Plan plan;
    plan.threads = threads;
    plan.seed = seed;
    plan.solutionStops = true;
    plan.onSolution = [&](const Solution &s) {
        current.insert(s.placement.cells());
        out.streamedAll.insert(s.placement.cells());
    };
    plan.newSession = [&] {
        current.clear();
    };
    const auto r = resumetest::runInSessions(
        [&](std::stop_token token, const SearchOptions &opt) { return solveExact(req, token, opt); },
        exactProblemFromRequest(req), plan);
    out.stats = r.stats;
    out.sessions = r.sessions;
    out.streamedLast = current;
    return out;
}

ExactRequest request(int w, int h, const char *pieces, int k)
{
    ExactRequest req;
    req.board = Board(w, h);
    auto allowed = parsePieceList(pieces, req.catalogue);
    if (!allowed.ok())
        qFatal("bad pieces");
    req.allowed = allowed.value();
    req.targets.assign(req.board.area(), k);
    req.taskTarget = 48;
    return req;
}

} // namespace

class TestExactResume : public QObject {
    Q_OBJECT
private slots:
    void resumeEqualsBruteForce_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<QString>("pieces");
        QTest::addColumn<int>("k");
        QTest::addColumn<int>("engine");
        QTest::addColumn<int>("threads");
        for (int threads : {1, 2}) {
            for (int engine : {int(ExactEngine::Auto), int(ExactEngine::Pattern)}) {
                const char *e = engine == int(ExactEngine::Auto) ? "auto" : "pattern";
                QTest::addRow("3x3 KQRBNP k=1 %s %dt", e, threads)
                    << 3 << 3 << "KQRBNP" << 1 << engine << threads;
                // A sanitizer build (slowdown.h) runs one 3x3 brute force (k=1), not two.
                if (!cpwtest::kSanitizerBuild)
                    QTest::addRow("3x3 KQRBNP k=2 %s %dt", e, threads)
                        << 3 << 3 << "KQRBNP" << 2 << engine << threads;
                QTest::addRow("3x4 RBN k=1 %s %dt", e, threads) << 3 << 4 << "RBN" << 1 << engine << threads;
                QTest::addRow("4x2 KQRBNP k=2 %s %dt", e, threads)
                    << 4 << 2 << "KQRBNP" << 2 << engine << threads;
            }
        }
    }
    void resumeEqualsBruteForce()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(QString, pieces);
        QFETCH(int, k);
        QFETCH(int, engine);
        QFETCH(int, threads);
        ExactRequest req = request(w, h, pieces.toLatin1().constData(), k);
        req.engine = static_cast<ExactEngine>(engine);

        // The brute force once per board, pieces and k (the rows differ in engine and threads).
        const brute::Solutions &expected =
            crosscheck::bruteExpected(req.board, req.allowed, nullptr,
                                      {brute::Config{req.targets, ExactCounting::AllCells, true, false}})
                .front();
        const auto bp = crosscheck::byPieces(expected);
        QVERIFY(!expected.empty());
        const std::vector<int> fixed(req.board.area(), -1);
        const brute::Orbits orb = brute::orbits(expected, req.board, req.catalogue, req.targets, fixed);

        // All solutions, with classes: counts and the union of what was streamed.
        req.distinct = true;
        const unsigned seed = static_cast<unsigned>(qHash(QByteArray(QTest::currentDataTag())));
        const Outcome all = runInSessions(req, threads, seed);
        QVERIFY2(all.sessions > 1, "the search was never interrupted");
        QCOMPARE(all.stats.solutions, static_cast<std::uint64_t>(expected.size()));
        QCOMPARE(all.stats.byPieces, bp);
        QCOMPARE(all.stats.distinct.value_or(~0ull), static_cast<std::uint64_t>(orb.distinct));
        QCOMPARE(all.stats.symmetric.value_or(~0ull), static_cast<std::uint64_t>(orb.symmetric));
        std::map<int, std::uint64_t> dbp;
        for (const auto &[p, n] : orb.distinctByPieces)
            dbp[p] = n;
        QCOMPARE(all.stats.distinctByPieces, dbp);
        // With classes one solution of each class is streamed (the least image).
        QVERIFY(
            std::includes(expected.begin(), expected.end(), all.streamedAll.begin(), all.streamedAll.end()));
        QCOMPARE(static_cast<std::uint64_t>(all.streamedAll.size()),
                 static_cast<std::uint64_t>(orb.distinct));

        // Fewest pieces: the optimum, its count and exactly its solutions streamed at the end.
        req.distinct = false;
        req.mode = ExactMode::Fewest;
        const Outcome few = runInSessions(req, threads, seed + 1);
        QCOMPARE(few.stats.optimum.value_or(-1), double(bp.begin()->first));
        QCOMPARE(few.stats.solutions, bp.begin()->second);
        QVERIFY(few.stats.provenOptimal.value_or(false));
        brute::Solutions fewest;
        for (const auto &s : expected)
            if (static_cast<int>(std::count_if(s.begin(), s.end(), [](int v) { return v >= 0; })) ==
                bp.begin()->first)
                fewest.insert(s);
        QVERIFY(few.streamedLast == fewest);

        // Most pieces.
        req.mode = ExactMode::Most;
        const Outcome most = runInSessions(req, threads, seed + 2);
        QCOMPARE(most.stats.optimum.value_or(-1), double(bp.rbegin()->first));
        QCOMPARE(most.stats.solutions, bp.rbegin()->second);
    }

    /// A ledger of another split or size is refused, never used.
    void mismatchRefused()
    {
        const ExactRequest req = request(3, 3, "KQRBNP", 1);
        TaskLedger full;
        SearchOptions opt;
        opt.threads = 1;
        opt.onCheckpoint = [&](const TaskLedger &l) {
            full = l;
        };
        auto r = solveExact(req, {}, opt);
        QVERIFY(r.ok() && r.value().complete);
        QVERIFY(full.taskCount > 0);
        QCOMPARE(full.doneCount(), full.taskCount);

        TaskLedger other = full;
        other.split = "exact/other/1";
        SearchOptions o2;
        o2.resume = &other;
        auto bad = solveExact(req, {}, o2);
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().code, ErrorCode::CheckpointMismatch);
        QCOMPARE(bad.error().token, std::string("split"));

        TaskLedger shorter = full;
        shorter.taskCount -= 1;
        shorter.done.pop_back();
        o2.resume = &shorter;
        bad = solveExact(req, {}, o2);
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().code, ErrorCode::CheckpointMismatch);

        // A complete ledger resumes to the same result without searching.
        o2.resume = &full;
        auto again = solveExact(req, {}, o2);
        QVERIFY(again.ok() && again.value().complete);
        QCOMPARE(again.value().solutions, r.value().solutions);
        QCOMPARE(again.value().byPieces, r.value().byPieces);
    }

    /// Damaged, foreign and future files are refused with their own errors.
    void fileRefused_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("token");
        QTest::newRow("counter edited")
            << "\"solutions\":"
            << "\"solutions\":1" << int(ErrorCode::CheckpointCorrupt) << "checksum";
        QTest::newRow("future version") << "\"version\":1"
                                        << "\"version\":7" << int(ErrorCode::NotACheckpoint) << "";
        QTest::newRow("other format") << "chess-puzzle-workbench-checkpoint"
                                      << "something-else" << int(ErrorCode::NotACheckpoint) << "";
        QTest::newRow("other program")
            << "\"program\":\""
            << "\"program\":\"9." << int(ErrorCode::CheckpointMismatch) << "program";
        QTest::newRow("truncated") << "\"search\":"
                                   << "\"search" << int(ErrorCode::JsonSyntax) << "";
    }
    void fileRefused()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(int, code);
        QFETCH(QString, token);
        const ExactRequest req = request(3, 3, "KQRBNP", 1);
        Checkpoint cp;
        cp.problem = exactProblemFromRequest(req);
        SearchOptions opt;
        opt.threads = 1;
        opt.onCheckpoint = [&](const TaskLedger &l) {
            cp.ledger = l;
        };
        QVERIFY(solveExact(req, {}, opt).ok());
        const std::string good = serializeCheckpoint(cp);
        QVERIFY(parseCheckpoint(good).ok());
        std::string text = good;
        const auto at = text.rfind(from.toStdString()); // the last: the problem has its own "version"
        QVERIFY(at != std::string::npos);
        text.replace(at, from.size(), to.toStdString());
        auto r = parseCheckpoint(text);
        QVERIFY(!r.ok());
        QCOMPARE(int(r.error().code), code);
        if (!token.isEmpty())
            QCOMPARE(QString::fromStdString(r.error().token), token);
    }

    /// --sample: a fixed random sample of tasks, their CPU time projected to all tasks. With a
    /// sample as large as the task list every task runs, so the count is the brute force's.
    void sampleEstimate()
    {
        ExactRequest req = request(3, 3, "KQRBNP", 1);
        // The brute force of resumeEqualsBruteForce's 3x3 k=1 rows (computed once).
        const brute::Solutions &expected =
            crosscheck::bruteExpected(req.board, req.allowed, nullptr,
                                      {brute::Config{req.targets, ExactCounting::AllCells, true, false}})
                .front();
        SearchOptions all;
        all.threads = 2;
        all.sampleTasks = 1000000;
        auto r = solveExact(req, {}, all);
        QVERIFY(r.ok());
        QVERIFY(!r->complete); // an estimate is never a complete search
        QCOMPARE(r->solutions, std::uint64_t(expected.size()));
        const double tasks = r->extra.at("tasks_left");
        QCOMPARE(r->extra.at("sample_tasks"), tasks);
        QVERIFY(r->extra.at("projected_cpu_s") >= 0);

        SearchOptions few;
        few.threads = 1;
        few.sampleTasks = 5;
        auto a = solveExact(req, {}, few);
        auto b = solveExact(req, {}, few);
        QVERIFY(a.ok() && b.ok());
        QCOMPARE(a->extra.at("sample_tasks"), 5.0);
        QCOMPARE(a->solutions, b->solutions); // the same sample every time
        QVERIFY(a->solutions <= std::uint64_t(expected.size()));
        QCOMPARE(a->extra.at("tasks_left"), tasks);
    }

    /// Searches that cannot checkpoint refuse it through the seam instead of ignoring it.
    void familyWithoutCheckpoints_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("kind");
        QTest::newRow("independent first")
            << R"("kind": "independent", "board": {"width": 6, "height": 6}, "params": {"piece": "K", "first": true})"
            << "independent";
        QTest::newRow("cover upper")
            << R"("kind": "cover", "board": {"width": 8, "height": 8}, "pieces": "N", "params": {"mode": "upper"})"
            << "cover";
    }
    void familyWithoutCheckpoints()
    {
        QFETCH(QString, json);
        QFETCH(QString, kind);
        auto p = parseProblem(R"({"format": "chess-puzzle-workbench-problem", "version": 1, )" +
                              json.toStdString() + "}");
        QVERIFY(p.ok());
        QVERIFY(!canCheckpoint(p.value()));
        SearchOptions opt;
        opt.onCheckpoint = [](const TaskLedger &) {
        };
        auto r = cpw::solve(p.value(), {}, opt);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::NoCheckpoints);
        QCOMPARE(QString::fromStdString(r.error().token), kind);
    }
};

QTEST_APPLESS_MAIN(TestExactResume)
#include "tst_exactresume.moc"
