// The rank-by-rank dynamic programme (--engine dp): its proven optimum against the independent
// brute force of armybrute.h on small rectangles (value sets, piece subsets, --each-type,
// boards turned), against the clique engine on rectangles up to 7x7, and against regression
// values (docs/army.md's table, 9x9 408: the product's own output, not published); what it
// refuses (holes, fixed pieces, fairy kinds). The independent checks beyond the brute force of
// armybrute.h are in tst_armynaive (its own geometry, 5x5 and 6x4, and the published 8x8 = 299).
#include <QtTest>

#include <set>

#include "armybrute.h"
#include "armysolve.h"
#include "cpw/army.h"
#include "hangguard.h"

using namespace cpw;

namespace {

using armysolve::Outcome;
using armysolve::solve;

ArmyRequest request(const QString &board, const QString &values, const QString &pieces, bool eachType)
{
    ArmyRequest req;
    req.board = Board::parseSize(board.toStdString()).value();
    req.values = parseArmyValues(values.toStdString(), req.catalogue).value();
    if (!pieces.isEmpty())
        req.allowed = parsePieceList(pieces.toStdString(), req.catalogue).value();
    req.eachType = eachType;
    req.preplaced = Placement(req.board);
    return req;
}

/// The dp engine's answer: proven, the optimum `expected` (-1: no army), one army that is
/// peaceful under the blocking rules, worth it, with every kind when required.
void check(const ArmyRequest &req, const Outcome &got, long long expected)
{
    QCOMPARE(got.stats.labels.at("engine"), std::string("dp"));
    QVERIFY(got.stats.complete);
    if (expected < 0) {
        QCOMPARE(got.stats.solutions, std::uint64_t(0));
        QVERIFY(!got.stats.optimum);
        return;
    }
    QVERIFY(got.stats.provenOptimal.value_or(false));
    QCOMPARE(static_cast<long long>(got.stats.optimum.value_or(-1)), expected);
    QCOMPARE(got.solutions.size(), std::size_t(1));
    const Placement &army = got.solutions.front().placement;
    QVERIFY(armybrute::peaceful(army, req.catalogue));
    long long value = 0;
    std::set<int> used;
    for (int c = 0; c < army.board().area(); ++c)
        if (army.at(c) != kEmpty) {
            value += armyValueOf(req.values, army.at(c));
            used.insert(army.at(c));
        }
    QCOMPARE(value, expected);
    if (req.eachType)
        for (int id : armyAllowed(req))
            QVERIFY(used.count(id));
}

const QString kDefault = QString::fromLatin1(kDefaultArmyValues.data(), int(kDefaultArmyValues.size()));

} // namespace

class TestArmyDp : public QObject {
    Q_OBJECT
private slots:
    void againstBrute_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("values");
        QTest::addColumn<QString>("pieces");
        QTest::addColumn<bool>("eachType");
        QTest::addColumn<bool>("start");
        QTest::newRow("1x1") << "1x1" << kDefault << "" << false << true;
        QTest::newRow("1x5") << "1x5" << kDefault << "" << false << false;
        QTest::newRow("2x6 no start") << "2x6" << kDefault << "" << false << false;
        QTest::newRow("3x3") << "3x3" << kDefault << "" << false << true;
        QTest::newRow("3x3 each") << "3x3" << kDefault << "" << true << true;
        QTest::newRow("2x2 each: none") << "2x2" << kDefault << "" << true << true;
        QTest::newRow("4x4") << "4x4" << kDefault << "" << false << true;
        QTest::newRow("4x4 no start") << "4x4" << kDefault << "" << false << false;
        QTest::newRow("3x5") << "3x5" << kDefault << "" << false << false;
        QTest::newRow("5x3 each") << "5x3" << kDefault << "" << true << false;
        QTest::newRow("4x4 BNK") << "4x4" << kDefault << "BNK" << false << false;
        QTest::newRow("4x4 BNK each") << "4x4" << kDefault << "BNK" << true << true;
        // --each-type with a queen and a rook demanded: the rank bounds UB(k, {Q}), UB(k, {R}),
        // UB(k, {Q, R}) (rectangle optima with the kinds required) prune the states missing them.
        QTest::newRow("4x5 each") << "4x5" << kDefault << "" << true << true;
        QTest::newRow("5x4 each no start") << "5x4" << kDefault << "" << true << false;
        QTest::newRow("4x5 QRN each") << "4x5" << kDefault << "QRN" << true << false;
        QTest::newRow("4x4 Q3 N1") << "4x4"
                                   << "Q=3,N=1"
                                   << "" << false << false;
        QTest::newRow("4x4 R5 B3 K2") << "4x4"
                                      << "R=5,B=3,K=2"
                                      << "" << false << false;
        QTest::newRow("3x4 Q9 R5 B3 N3 K2 each") << "3x4"
                                                 << "Q=9,R=5,B=3,N=3,K=2"
                                                 << "" << true << false;
        QTest::newRow("4x3 Q9 R5 B3 N3 K2") << "4x3"
                                            << "Q=9,R=5,B=3,N=3,K=2"
                                            << "" << false << false;
        QTest::newRow("4x3 zero rook each") << "4x3"
                                            << "R=0,B=3,N=2"
                                            << "" << true << false;
        QTest::newRow("5x4 Q5 N2 K3") << "5x4"
                                      << "Q=5,N=2,K=3"
                                      << "" << false << false;
        QTest::newRow("4x5 B2 N1") << "4x5"
                                   << "B=2,N=1"
                                   << "" << false << false;
        QTest::newRow("4x4 K") << "4x4"
                               << "K=1"
                               << "" << false << false;
    }
    void againstBrute()
    {
        QFETCH(QString, board);
        QFETCH(QString, values);
        QFETCH(QString, pieces);
        QFETCH(bool, eachType);
        QFETCH(bool, start);
        ArmyRequest req = request(board, values, pieces, eachType);
        std::vector<armybrute::Kind> kinds;
        for (int id : armyAllowed(req))
            kinds.push_back({id, armyValueOf(req.values, id)});
        armybrute::Search brute(req.board, req.catalogue, kinds, eachType, &req.preplaced, 0);
        const long long expected = brute.run().best;
        req.engine = ArmyEngine::Dp;
        req.heuristicStart = start;
        check(req, solve(req), expected);
    }

    // The clique engine (a different method: branch and bound on the conflict graph) gives the
    // optimum; the dp engine must prove the same.
    void againstCliques_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("pieces");
        QTest::addColumn<bool>("eachType");
        QTest::newRow("5x5") << "5x5"
                             << "" << false;
        QTest::newRow("6x4") << "6x4"
                             << "" << false;
        QTest::newRow("4x7") << "4x7"
                             << "" << false;
        QTest::newRow("6x6") << "6x6"
                             << "" << false;
        QTest::newRow("6x6 each") << "6x6"
                                  << "" << true;
        QTest::newRow("5x6 BNK") << "5x6"
                                 << "BNK" << false;
        QTest::newRow("7x5 QRBN") << "7x5"
                                  << "QRBN" << false;
        QTest::newRow("7x7") << "7x7"
                             << "" << false;
    }
    void againstCliques()
    {
        QFETCH(QString, board);
        QFETCH(QString, pieces);
        QFETCH(bool, eachType);
        ArmyRequest req = request(board, kDefault, pieces, eachType);
        req.engine = ArmyEngine::Cliques;
        const Outcome cliques = solve(req);
        QVERIFY(cliques.stats.provenOptimal.value_or(false));
        req.engine = ArmyEngine::Dp;
        check(req, solve(req), static_cast<long long>(*cliques.stats.optimum));
    }

    // Regression values: docs/army.md's table, the product's own output (the clique engine's
    // proofs; 9x9 also without the rook split), not published and not checked by anything
    // outside the product. They guard against a change of the dp engine's answer only.
    void regressionTable_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<long long>("optimum");
        QTest::newRow("11x3") << "11x3" << 220LL;
        QTest::newRow("5x9") << "5x9" << 249LL;
        QTest::newRow("9x9") << "9x9" << 408LL;
    }
    void regressionTable()
    {
        QFETCH(QString, board);
        QFETCH(long long, optimum);
        ArmyRequest req = request(board, kDefault, "", false);
        req.engine = ArmyEngine::Dp;
        check(req, solve(req), optimum);
    }

    // A time limit ends the programme (in the rectangle bounds or between states of a rank): the
    // start army is reported, peaceful and not proven, with any bound at least its value.
    void timeLimitEndsTheRun_data()
    {
        QTest::addColumn<double>("seconds");
        QTest::newRow("0.5 s") << 0.5;
        QTest::newRow("3 s") << 3.0;
        QTest::newRow("10 s") << 10.0;
    }
    void timeLimitEndsTheRun()
    {
        QFETCH(double, seconds);
        ArmyRequest req = request("12x12", kDefault, "", false);
        req.engine = ArmyEngine::Dp;
        Outcome o;
        SearchOptions opt;
        opt.threads = 1;
        opt.timeLimitSeconds = seconds;
        opt.onSolution = [&o](const Solution &s) {
            o.solutions.push_back(s);
        };
        // The run must end because of its time limit (12x12 is far from proven within it), not
        // because of the hang guard; how long it took is the machine's business.
        const cpwtest::HangGuard guard(60);
        auto r = solveArmy(req, guard.token(), opt);
        QVERIFY(r);
        QVERIFY2(!guard.fired(), "the time limit did not end the run");
        QCOMPARE(int(r.value().reason), int(StopReason::TimeLimit));
        QVERIFY(!r.value().complete);
        QVERIFY(!r.value().provenOptimal.value_or(false));
        QCOMPARE(o.solutions.size(), std::size_t(1));
        QVERIFY(armybrute::peaceful(o.solutions.front().placement, req.catalogue));
        if (const auto b = r.value().extra.find("bound"); b != r.value().extra.end())
            QVERIFY(b->second >= *r.value().optimum);
    }

    void refuses_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("values");
        QTest::addColumn<QString>("hole");
        QTest::addColumn<QString>("preplaced");
        QTest::newRow("hole") << "4x4" << kDefault << "b2"
                              << "";
        QTest::newRow("fixed piece") << "4x4" << kDefault << ""
                                     << "4/1N2/4/4";
        QTest::newRow("fairy kind") << "4x4"
                                    << "A=20,N=3"
                                    << ""
                                    << "";
        QTest::newRow("pawn") << "4x4"
                              << "P=2,N=3"
                              << ""
                              << "";
        QTest::newRow("13 wide") << "13x13" << kDefault << ""
                                 << "";
    }
    void refuses()
    {
        QFETCH(QString, board);
        QFETCH(QString, values);
        QFETCH(QString, hole);
        QFETCH(QString, preplaced);
        ArmyRequest req = request(board, values, "", false);
        if (!hole.isEmpty())
            req.board.setHole(req.board.parseCell(hole.toStdString()).value());
        req.preplaced = Placement(req.board);
        if (!preplaced.isEmpty())
            req.preplaced = parsePlacement(preplaced.toStdString(), req.catalogue, &req.board).value();
        req.engine = ArmyEngine::Dp;
        const auto r = solveArmy(req, {}, SearchOptions{});
        QVERIFY(!r);
        QCOMPARE(familyCode<ArmyError>(r.error()), ArmyError::DpRefused);
    }
};

QTEST_GUILESS_MAIN(TestArmyDp)
#include "tst_armydp.moc"
