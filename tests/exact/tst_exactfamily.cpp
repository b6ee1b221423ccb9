// The family seam (cpw/family.h) with the exact-attack family: a Problem handed to cpw::solve
// reaches the exact solver with its parameters, so its counts equal the independent brute force
// of brute.h; validation errors and kinds without a family come back as errors.
#include <QTest>

#include "brute.h"
#include "cpw/exact.h"
#include "cpw/family.h"

using namespace cpw;

namespace {

/// An exact-attack problem on a w x h board with every cell's target k.
Problem exactProblem(int w, int h, int k)
{
    Problem p;
    p.kind = "exact";
    p.board = Board(w, h);
    p.setUniformTarget(k);
    return p;
}

} // namespace

class TestExactFamily : public QObject {
    Q_OBJECT
private slots:
    void table()
    {
        QVERIFY(!families().empty());
        for (const FamilyDescriptor &f : families()) {
            QCOMPARE(findFamily(f.name), &f); // names are unique: the first with the name is f
            QVERIFY(!f.name.empty());
            QVERIFY(((f.validate && f.solve) || f.prepare) && f.objective);
        }
        QVERIFY(findFamily("exact"));
        QVERIFY(!findFamily("attacks")); // a position to inspect, not a search
    }

    void solveMatchesBruteForce_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<int>("k");
        QTest::addColumn<bool>("raw");
        QTest::addColumn<QString>("pieces");
        QTest::newRow("3x2 k1") << 3 << 2 << 1 << false << "KQRBNP";
        QTest::newRow("3x2 k2 raw") << 3 << 2 << 2 << true << "KQRBNP";
        QTest::newRow("2x3 k1 QRN") << 2 << 3 << 1 << false << "QRN";
        QTest::newRow("3x3 k1 KRN") << 3 << 3 << 1 << false << "KRN";
        QTest::newRow("3x3 k2 KBN raw") << 3 << 3 << 2 << true << "KBN";
    }
    void solveMatchesBruteForce()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(int, k);
        QFETCH(bool, raw);
        QFETCH(QString, pieces);
        Problem p = exactProblem(w, h, k);
        p.allowed = parsePieceList(pieces.toStdString(), p.catalogue).value();
        p.params["raw"] = raw;

        brute::Enumerator en(p.board, p.catalogue, p.allowed);
        brute::Config cfg;
        cfg.targets.assign(w * h, k);
        cfg.canonical = !raw;
        const auto expected = en.run({cfg}).front();

        QVERIFY(!validateProblem(p));
        QCOMPARE(objectiveOf(p), (Objective{.sense = ObjectiveSense::Minimise}));
        std::uint64_t streamed = 0;
        SearchOptions opt;
        opt.threads = 2;
        opt.onSolution = [&](const Solution &) {
            ++streamed;
        };
        const auto r = cpw::solve(p, {}, opt);
        QVERIFY(r.ok());
        QVERIFY(r->complete);
        QCOMPARE(r->solutions, std::uint64_t(expected.size()));
        QCOMPARE(streamed, std::uint64_t(expected.size()));
    }

    void parametersReachTheSolver()
    {
        // "mode" = most: the objective is the most pieces, and only solutions with that many
        // pieces are counted (the brute force's largest solutions).
        Problem p = exactProblem(3, 2, 1);
        p.params["mode"] = std::string("most");
        p.params["distinct"] = true;
        brute::Enumerator en(p.board, p.catalogue, parsePieceList("KQRBNP", p.catalogue).value());
        brute::Config cfg;
        cfg.targets.assign(6, 1);
        const auto all = en.run({cfg}).front();
        int most = 0;
        for (const auto &s : all)
            most = std::max<int>(most, int(std::count_if(s.begin(), s.end(), [](int c) { return c >= 0; })));
        const auto withMost = std::count_if(all.begin(), all.end(), [&](const std::vector<int> &s) {
            return std::count_if(s.begin(), s.end(), [](int c) { return c >= 0; }) == most;
        });
        QCOMPARE(objectiveOf(p), (Objective{.sense = ObjectiveSense::Maximise}));
        const auto r = cpw::solve(p, {}, {});
        QVERIFY(r.ok());
        QCOMPARE(r->solutions, std::uint64_t(withMost));
        QVERIFY(r->optimum);
        QCOMPARE(int(*r->optimum), most);
        QVERIFY(r->distinct); // "distinct" reached the solver
    }

    // Which engine "auto" runs (cpw::effectiveExactEngine), and what the family table says of
    // it: the SAT engine for the fewest / most pieces where the targets add up to 90 or more,
    // empty cells only count or a piece rides a limited range; the search otherwise.
    void automaticEngine_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("k");
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("engine");
        QTest::addColumn<bool>("emptyOnly");
        QTest::addColumn<QString>("pieces");
        QTest::addColumn<bool>("sat");
        QTest::newRow("8x8 k=1 fewest (64)") << 8 << 1 << "fewest"
                                             << "auto" << false << "" << false;
        QTest::newRow("6x6 k=2 fewest (72)") << 6 << 2 << "fewest"
                                             << "auto" << false << "" << false;
        QTest::newRow("5x5 k=3 most (75)") << 5 << 3 << "most"
                                           << "auto" << false << "" << false;
        QTest::newRow("6x6 k=3 fewest (108)") << 6 << 3 << "fewest"
                                              << "auto" << false << "" << true;
        QTest::newRow("7x7 k=2 most (98)") << 7 << 2 << "most"
                                           << "auto" << false << "" << true;
        QTest::newRow("6x6 k=3 all") << 6 << 3 << "all"
                                     << "auto" << false << "" << false;
        QTest::newRow("6x6 k=3 fewest, search") << 6 << 3 << "fewest"
                                                << "search" << false << "" << false;
        QTest::newRow("6x6 k=3 fewest, occupancy") << 6 << 3 << "fewest"
                                                   << "occupancy" << false << "" << false;
        QTest::newRow("4x4 k=1 fewest, sat") << 4 << 1 << "fewest"
                                             << "sat" << false << "" << true;
        QTest::newRow("4x4 k=1 fewest, empty only") << 4 << 1 << "fewest"
                                                    << "auto" << true << "" << true;
        QTest::newRow("4x4 k=1 all, empty only") << 4 << 1 << "all"
                                                 << "auto" << true << "" << false;
        QTest::newRow("4x4 k=1 fewest, limited ride") << 4 << 1 << "fewest"
                                                      << "auto" << false << "W2" << true;
        QTest::newRow("4x4 k=1 fewest, unlimited ride") << 4 << 1 << "fewest"
                                                        << "auto" << false << "WW" << false;
    }
    void automaticEngine()
    {
        QFETCH(int, size);
        QFETCH(int, k);
        QFETCH(QString, mode);
        QFETCH(QString, engine);
        QFETCH(bool, emptyOnly);
        QFETCH(QString, pieces);
        QFETCH(bool, sat);
        Problem p = exactProblem(size, size, k);
        p.params["mode"] = mode.toStdString();
        p.params["engine"] = engine.toStdString();
        p.params["count_empty_only"] = emptyOnly;
        if (!pieces.isEmpty()) {
            const auto id = p.catalogue.addCustom('U', "test rider", pieces.toStdString());
            QVERIFY(id.ok());
            p.allowed = {id.value()};
        }
        const auto r = exactRequestFromProblem(p);
        QVERIFY(r.ok());
        QCOMPARE(effectiveExactEngine(r.value()) == ExactEngine::Sat, sat);
        QCOMPARE(runsOnOneThread(p), sat);
        QCOMPARE(canCheckpoint(p), !sat);
        // A front end asks the prepared problem, which answers from the request it built once
        // (issue 48): no request is built again, and solving it refuses a checkpoint the same way.
        const auto prepared = prepareProblem(p);
        QVERIFY(prepared.ok());
        const std::uint64_t built = requestValidations();
        QCOMPARE(prepared->runsOnOneThread(), sat);
        QCOMPARE(prepared->canCheckpoint(), !sat);
        QCOMPARE(prepared->checkpointRefusal().ok(), !sat);
        QCOMPARE(requestValidations(), built);
        if (!sat)
            return;
        // Asked to save checkpoints anyway, the solver refuses and says which engine to choose:
        // the prepared problem (without building its request again) and the request's solver.
        SearchOptions o;
        o.onCheckpoint = [](const TaskLedger &) {
        };
        const auto viaPrepared = solve(prepared.value(), {}, o);
        QCOMPARE(requestValidations(), built);
        const ExactError expected = engine == "auto" ? ExactError::SatAutoTasks : ExactError::SatTasks;
        for (const auto &refused : {viaPrepared, solveExact(r.value(), {}, o)}) {
            QVERIFY(!refused.ok());
            QCOMPARE(familyCode<ExactError>(refused.error()), expected);
        }
    }

    void errors()
    {
        Problem p = exactProblem(3, 3, 1);
        p.params["mode"] = std::string("sideways");
        Error e = validateProblem(p);
        QCOMPARE(e.code, ErrorCode::BadFieldValue);
        QCOMPARE(e.token, std::string("params.mode"));
        QCOMPARE(cpw::solve(p, {}, {}).error().code, ErrorCode::BadFieldValue);

        p.kind = "attacks";
        e = validateProblem(p);
        QCOMPARE(e.code, ErrorCode::Unsupported);
        QCOMPARE(e.token, std::string("attacks"));
        QCOMPARE(cpw::solve(p, {}, {}).error().code, ErrorCode::Unsupported);
        QVERIFY(objectiveOf(p).none());
    }
};

QTEST_APPLESS_MAIN(TestExactFamily)
#include "tst_exactfamily.moc"
