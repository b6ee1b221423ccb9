// Pause and resume of the most valuable army (issue 28, part 2): the clique engine stopped at
// random points (after 1..3 finished tasks) and resumed from its checkpoint, read back through
// the file format, again and again, for 1 and 2 threads, with and without the starting army
// (without it the tasks themselves find the armies, so the best army of the done tasks must
// travel in the checkpoint). Every run ends with the optimum of the independent brute force of
// armybrute.h and prints one army worth exactly that, peaceful under the blocking rules. CBC's
// 0-1 program refuses to checkpoint; a checkpoint of another problem is refused.
#include <QtTest>

#include "armybrute.h"
#include "armysolve.h"
#include "cpw/army.h"
#include "cpw/family.h"
#include "resume.h"

using namespace cpw;

namespace {

Board shaped(const QString &spec)
{
    if (!spec.contains(QLatin1Char('/')))
        return Board::parseSize(spec.toStdString()).value();
    return parsePlacement(spec.toStdString(), Catalogue::standard()).value().board();
}

using armysolve::bruteBest;

} // namespace

class TestArmyResume : public QObject {
    Q_OBJECT
private slots:
    void resumedOptimum_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("values");
        QTest::addColumn<bool>("eachType");
        QTest::addColumn<QString>("preplaced");
        QTest::addColumn<int>("threads");
        QTest::addColumn<bool>("start");
        for (int threads : {1, 2})
            for (bool start : {false, true}) {
                const char *s = start ? "start" : "no start";
                QTest::addRow("4x4 %dt %s", threads, s)
                    << "4x4"
                    << "Q=28,R=28,B=16,N=7,K=14" << false << "" << threads << start;
                QTest::addRow("3x5 %dt %s", threads, s)
                    << "3x5"
                    << "R=5,B=3,N=2,K=2" << false << "" << threads << start;
                QTest::addRow("4x4 each %dt %s", threads, s)
                    << "4x4"
                    << "R=4,B=3,N=1,K=2" << true << "" << threads << start;
                QTest::addRow("holed 4x4 %dt %s", threads, s)
                    << "-3/4/4/3-"
                    << "Q=9,R=5,B=3,N=3,K=4" << false << "" << threads << start;
                QTest::addRow("fixed knight %dt %s", threads, s)
                    << "4x4"
                    << "R=5,B=3,N=2,K=3" << false << "4/1N2/4/4" << threads << start;
            }
    }
    void resumedOptimum()
    {
        QFETCH(QString, board);
        QFETCH(QString, values);
        QFETCH(bool, eachType);
        QFETCH(QString, preplaced);
        QFETCH(int, threads);
        QFETCH(bool, start);
        ArmyRequest req;
        req.board = shaped(board);
        req.values = parseArmyValues(values.toStdString(), req.catalogue).value();
        req.eachType = eachType;
        req.heuristicStart = start;
        req.preplaced = Placement(req.board);
        if (!preplaced.isEmpty())
            req.preplaced = parsePlacement(preplaced.toStdString(), req.catalogue, &req.board).value();
        const long long expected = bruteBest(req);
        QVERIFY(expected > 0);
        const Problem problem = armyProblem(req);
        QVERIFY(canCheckpoint(problem));

        std::vector<Solution> printed;
        resumetest::Plan plan;
        plan.threads = threads;
        plan.seed = static_cast<unsigned>(qHash(QString(QTest::currentDataTag())));
        // With the start every session runs the local search again (about 0.2 CPU s): fewer stops.
        plan.maxTasks = start ? 30 : 3;
        plan.newSession = [&] {
            printed.clear();
        };
        plan.onSolution = [&](const Solution &s) {
            printed.push_back(s);
        };
        const resumetest::Sessions run = resumetest::runInSessions(
            [&](std::stop_token token, const SearchOptions &opt) { return solve(problem, token, opt); },
            problem, plan);
        QVERIFY2(run.sessions > 1, "the search was never interrupted");
        QVERIFY(run.stats.complete);
        QVERIFY(run.stats.provenOptimal.value_or(false));
        QCOMPARE(static_cast<long long>(run.stats.optimum.value_or(-1)), expected);
        QCOMPARE(static_cast<long long>(run.stats.extra.at("bound")), expected);
        QCOMPARE(printed.size(), std::size_t(1));
        const Placement &army = printed.front().placement;
        QVERIFY(armybrute::peaceful(army, req.catalogue));
        QCOMPARE(armyValue(army, req.values), expected);
        QCOMPARE(static_cast<long long>(printed.front().objective.value_or(-1)), expected);
        for (int c = 0; c < req.board.area(); ++c)
            if (req.preplaced.at(c) != kEmpty)
                QCOMPARE(army.at(c), req.preplaced.at(c));
    }

    // The seed's published counts (The Most Expensive Peace Army, after the classic puzzles):
    // 8 queens, 8 rooks, 14 bishops, 32 knights or 16 kings on 8x8, each kind alone, found by
    // paused and resumed searches without a starting army.
    void publishedSingleKinds_data()
    {
        QTest::addColumn<QString>("values");
        QTest::addColumn<int>("count");
        QTest::newRow("queens") << "Q=1" << 8;
        QTest::newRow("rooks") << "R=1" << 8;
        QTest::newRow("bishops") << "B=1" << 14;
        QTest::newRow("knights") << "N=1" << 32;
        QTest::newRow("kings") << "K=1" << 16;
    }
    void publishedSingleKinds()
    {
        QFETCH(QString, values);
        QFETCH(int, count);
        ArmyRequest req;
        req.board = Board(8, 8);
        req.values = parseArmyValues(values.toStdString(), req.catalogue).value();
        req.heuristicStart = false;
        const Problem problem = armyProblem(req);
        resumetest::Plan plan;
        plan.threads = 2;
        plan.seed = static_cast<unsigned>(count);
        plan.maxTasks = 5;
        const resumetest::Sessions run = resumetest::runInSessions(
            [&](std::stop_token token, const SearchOptions &opt) { return solve(problem, token, opt); },
            problem, plan);
        QVERIFY(run.sessions > 1);
        QVERIFY(run.stats.provenOptimal.value_or(false));
        QCOMPARE(run.stats.optimum.value_or(-1), double(count));
    }

    void refusals()
    {
        ArmyRequest req;
        req.board = Board(4, 4);
        req.values = parseArmyValues(kDefaultArmyValues, req.catalogue).value();
        TaskLedger full;
        SearchOptions opt;
        opt.onCheckpoint = [&](const TaskLedger &l) {
            full = l;
        };
        QVERIFY(solve(armyProblem(req), {}, opt).ok());
        QVERIFY(full.split.rfind("army/cover/", 0) == 0);

        // A checkpoint of the engine before the weighted cover: its split names other tasks,
        // even where the counts of vertices and tasks agree.
        {
            TaskLedger old = full;
            old.split.replace(0, std::string("army/cover/").size(), "army/cliques/");
            SearchOptions o1;
            o1.resume = &old;
            auto r = solve(armyProblem(req), {}, o1);
            QVERIFY(!r.ok());
            QCOMPARE(r.error().code, ErrorCode::CheckpointMismatch);
        }

        // Another board: the split does not fit.
        ArmyRequest other = req;
        other.board = Board(4, 5);
        SearchOptions o2;
        o2.resume = &full;
        auto r = solve(armyProblem(other), {}, o2);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::CheckpointMismatch);

        // CBC's 0-1 program and dp keep no task list: the family says so (its own code).
        for (ArmyEngine engine : {ArmyEngine::Mip, ArmyEngine::Dp}) {
            ArmyRequest other = req;
            other.engine = engine;
            QVERIFY(!canCheckpoint(armyProblem(other)));
            auto m = solve(armyProblem(other), {}, opt);
            QVERIFY(!m.ok());
            QCOMPARE(familyCode<ArmyError>(m.error()), ArmyError::NoCheckpoints);
        }
        // Past the clique engine's 1024 vertices (17x17 with four kinds after the dominance
        // reduction: 1156) the automatic engine is CBC's.
        ArmyRequest big = req;
        big.board = Board(17, 17);
        QVERIFY(!canCheckpoint(armyProblem(big)));
        big.board = Board(16, 16); // 1024 vertices
        QVERIFY(canCheckpoint(armyProblem(big)));
    }
};

QTEST_APPLESS_MAIN(TestArmyResume)
#include "tst_armyresume.moc"
