// Pause and resume of a given army's count (issue 12): stopped at random points and resumed
// from its checkpoint, again and again, counting and streaming, the result equals the plain
// enumerator of brute.h, for 1 and 2 threads; every ledger goes through the file format.
#include <QtTest>

#include <random>

#include "brute.h"
#include "cpw/checkpoint.h"
#include "cpw/independent.h"
#include "resume.h"

using namespace cpw;

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
        IndependentRequest req;
        req.board = Board(w, h);
        req.mode = IndependentMode::Army;
        req.army = parseArmy(army.toStdString(), req.catalogue).value();
        req.taskTarget = 24;
        std::vector<PieceType> types;
        std::vector<int> counts;
        for (const ArmyEntry &e : req.army) {
            types.push_back(req.catalogue.piece(e.piece));
            counts.push_back(e.count);
        }
        ibrute::Brute b(req.board, types);
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
        const auto r = resumetest::runInSessions(
            [&](std::stop_token token, const SearchOptions &opt) {
                return solveIndependent(req, token, opt);
            },
            *problem, plan);
        QCOMPARE(r.stats.solutions, b.count);
        if (stream)
            QCOMPARE(std::uint64_t(streamed.size()), b.count);
        QVERIFY(r.sessions > 1);
    }

    /// n queens (OEIS A000170): the border-class counter (n < 10) and the quarter-board join
    /// (n = 10..19, even and odd), interrupted at random points.
    void queens_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<qulonglong>("expected");
        QTest::addColumn<int>("threads");
        for (int threads : {1, 2}) {
            QTest::addRow("8 queens %dt", threads) << 8 << 92ULL << threads;
            QTest::addRow("9 queens %dt", threads) << 9 << 352ULL << threads;
            QTest::addRow("12 queens %dt", threads) << 12 << 14200ULL << threads;
            QTest::addRow("13 queens %dt", threads) << 13 << 73712ULL << threads;
        }
    }
    void queens()
    {
        QFETCH(int, n);
        QFETCH(qulonglong, expected);
        QFETCH(int, threads);
        IndependentRequest req;
        req.board = Board(n, n);
        req.piece = req.catalogue.find(PieceKind::Queen);
        QVERIFY(independentQueenCount(req));
        const std::optional<Problem> problem = independentResumableProblem(req);
        QVERIFY(problem.has_value());
        resumetest::Plan plan;
        plan.threads = threads;
        plan.seed = static_cast<unsigned>(n * 7 + threads);
        plan.maxTasks = n < 10 ? 2 : 60;
        const auto r = resumetest::runInSessions(
            [&](std::stop_token token, const SearchOptions &opt) {
                return solveIndependent(req, token, opt);
            },
            *problem, plan);
        QCOMPARE(qulonglong(r.stats.solutions), expected);
        QVERIFY(r.sessions > 1);
    }
};

QTEST_APPLESS_MAIN(TestIndependentResume)
#include "tst_independentresume.moc"
