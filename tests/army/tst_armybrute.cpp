// The most valuable army: the proven optimum of both engines (the clique branch and bound and
// CBC's 0-1 program) against the independent brute force of armybrute.h on small boards
// (rectangles and shaped boards), for several value sets, piece subsets, --each-type and
// preplaced pieces. Every army the solver reports must be peaceful
// under the blocking rules and worth the optimum.
#include <QtTest>

#include <atomic>
#include <optional>
#include <random>
#include <set>
#include <thread>

#include "armybrute.h"
#include "armysolve.h"
#include "cpw/army.h"
#include "cpw/family.h"

using namespace cpw;

Q_DECLARE_METATYPE(cpw::Error)

namespace {

Board shapedBoard(const QString &spec)
{
    // "WxH" or "WxH-cell,cell" (holes)
    const QStringList parts = spec.split(QLatin1Char('-'));
    Board b = Board::parseSize(parts[0].toStdString()).value();
    if (parts.size() > 1)
        for (const QString &cell : parts[1].split(QLatin1Char(','), Qt::SkipEmptyParts))
            b.setHole(b.parseCell(cell.toStdString()).value());
    return b;
}

using armysolve::Outcome;
using armysolve::solve;

using armysolve::bruteBest;

} // namespace

class TestArmyBrute : public QObject {
    Q_OBJECT
private slots:
    void againstBrute_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("values");
        QTest::addColumn<QString>("pieces");
        QTest::addColumn<bool>("eachType");
        QTest::addColumn<QString>("preplaced");
        const QString def = QString::fromLatin1(kDefaultArmyValues.data(), int(kDefaultArmyValues.size()));
        QTest::newRow("3x3 default") << "3x3" << def << "" << false << "";
        QTest::newRow("3x3 default each") << "3x3" << def << "" << true << "";
        QTest::newRow("4x4 default") << "4x4" << def << "" << false << "";
        QTest::newRow("3x5 default") << "3x5" << def << "" << false << "";
        QTest::newRow("5x3 default each") << "5x3" << def << "" << true << "";
        QTest::newRow("4x4 BNK") << "4x4" << def << "BNK" << false << "";
        QTest::newRow("4x4 BNK each") << "4x4" << def << "BNK" << true << "";
        QTest::newRow("4x4 Q3 N1") << "4x4"
                                   << "Q=3,N=1"
                                   << "" << false << "";
        QTest::newRow("4x4 R5 B3 K2") << "4x4"
                                      << "R=5,B=3,K=2"
                                      << "" << false << "";
        QTest::newRow("3x4 Q9 R5 B3 N3 K2 each") << "3x4"
                                                 << "Q=9,R=5,B=3,N=3,K=2"
                                                 << "" << true << "";
        QTest::newRow("4x3 zero rook") << "4x3"
                                       << "R=0,B=3,N=2"
                                       << "" << true << "";
        QTest::newRow("shaped 4x4 corners") << "4x4-a1,d4" << def << "" << false << "";
        QTest::newRow("shaped 4x4 centre hole") << "4x4-b2"
                                                << "Q=5,B=3,N=2,K=2"
                                                << "" << false << "";
        QTest::newRow("shaped 3x3 corner each") << "3x3-c1" << def << "" << true << "";
        QTest::newRow("shaped 5x3 holes") << "5x3-c2,a3"
                                          << "R=4,B=3,N=1"
                                          << "" << false << "";
        QTest::newRow("fairy A I") << "4x4"
                                   << "A=20,I=6,N=3"
                                   << "" << false << "";
        QTest::newRow("pawns") << "3x4"
                               << "P=2,N=3,B=4"
                               << "" << true << "";
        QTest::newRow("preplaced") << "4x4" << def << "" << false << "4/1N2/4/4";
        QTest::newRow("preplaced each") << "4x4"
                                        << "R=4,B=3,N=1"
                                        << "" << true << "4/4/2B1/4";
        QTest::newRow("shaped 4x4 symmetric holes") << "4x4-b2,c3" << def << "" << false << "";
        QTest::newRow("preplaced symmetric") << "4x4" << def << "" << false << "N3/4/4/3N";
        QTest::newRow("preplaced symmetric each") << "4x4" << def << "" << true << "N3/4/4/3N";
        QTest::newRow("preplaced other kind") << "4x4"
                                              << "R=4,B=3"
                                              << "" << false << "Q3/4/4/4";
    }
    void againstBrute()
    {
        QFETCH(QString, board);
        QFETCH(QString, values);
        QFETCH(QString, pieces);
        QFETCH(bool, eachType);
        QFETCH(QString, preplaced);
        ArmyRequest req;
        req.board = shapedBoard(board);
        req.values = parseArmyValues(values.toStdString(), req.catalogue).value();
        if (!pieces.isEmpty())
            req.allowed = parsePieceList(pieces.toStdString(), req.catalogue).value();
        req.eachType = eachType;
        req.preplaced = Placement(req.board);
        if (!preplaced.isEmpty())
            req.preplaced = parsePlacement(preplaced.toStdString(), req.catalogue, &req.board).value();

        const long long expected = bruteBest(req);

        // Each engine with the start army, and the clique search without it (it must then find
        // the optimum itself rather than prove a start that was optimal already).
        for (auto [engine, start] :
             {std::pair{ArmyEngine::Cliques, true}, std::pair{ArmyEngine::Cliques, false},
              std::pair{ArmyEngine::Mip, true}}) {
            req.engine = engine;
            req.heuristicStart = start;
            const Outcome got = solve(req);
            QCOMPARE(got.stats.labels.at("engine"),
                     std::string(engine == ArmyEngine::Cliques ? "cliques" : "mip"));
            checkAgainst(req, got, expected);
            if (QTest::currentTestFailed())
                return;
        }
    }

    static void checkAgainst(const ArmyRequest &req, const Outcome &got, long long expectedBest)
    {
        const bool eachType = req.eachType;
        QVERIFY(got.stats.complete);
        if (expectedBest < 0) { // proven: no army has a piece of every kind
            QCOMPARE(got.stats.solutions, std::uint64_t(0));
            QVERIFY(!got.stats.optimum);
            return;
        }
        QVERIFY(got.stats.provenOptimal.value_or(false));
        QVERIFY(got.stats.optimum.has_value());
        QCOMPARE(static_cast<long long>(*got.stats.optimum), expectedBest);
        QCOMPARE(got.solutions.size(), std::size_t(1));
        const Placement &army = got.solutions.front().placement;
        QVERIFY(armybrute::peaceful(army, req.catalogue));
        long long value = 0;
        std::set<int> used;
        for (int c = 0; c < army.board().area(); ++c)
            if (army.at(c) != kEmpty) {
                QVERIFY(!req.board.isHole(c));
                value += armyValueOf(req.values, army.at(c));
                used.insert(army.at(c));
            }
        QCOMPARE(value, expectedBest);
        for (int c = 0; c < army.board().area(); ++c)
            if (req.preplaced.at(c) != kEmpty)
                QCOMPARE(army.at(c), req.preplaced.at(c));
        if (eachType)
            for (int id : armyAllowed(req))
                QVERIFY(used.count(id));
    }

    void pruningIsSafe()
    {
        // The brute force drops partial armies that are not peaceful; without that (every
        // placement of three kinds on 3x3 judged whole) the best value is the same.
        const Catalogue &cat = Catalogue::standard();
        const Board board(3, 3);
        std::vector<armybrute::Kind> kinds = {{cat.find('R'), 5}, {cat.find('B'), 3}, {cat.find('N'), 2}};
        armybrute::Search pruned(board, cat, kinds, false), whole(board, cat, kinds, false);
        QCOMPARE(pruned.run(true).best, whole.run(false).best);
    }

    void emptyBoardPeace()
    {
        // The model's foundation (docs/army.md): an army is peaceful under the blocking rules
        // exactly when no piece stands on a cell another piece attacks on the empty board.
        const Catalogue &cat = Catalogue::standard();
        std::mt19937 rng(2026);
        for (int round = 0; round < 3000; ++round) {
            Board board(2 + int(rng() % 5), 2 + int(rng() % 5));
            for (int h = int(rng() % 3); h > 0; --h)
                board.setHole(int(rng() % board.area()));
            Placement p(board);
            for (int n = 1 + int(rng() % 5); n > 0; --n) {
                const int c = int(rng() % board.area());
                if (!board.isHole(c))
                    p.set(c, int(rng() % cat.size()));
            }
            const CellSet occ = p.occupied();
            bool emptyPeace = true;
            for (int c = 0; c < board.area(); ++c)
                if (p.at(c) != kEmpty && (attackedCellsEmpty(board, cat.piece(p.at(c)), c) & occ).any())
                    emptyPeace = false;
            QCOMPARE(armybrute::peaceful(p, cat), emptyPeace);
            QCOMPARE(isPeaceful(p, cat), emptyPeace);
        }
    }

    void noArmy()
    {
        // two preplaced rooks on one rank attack each other: no peaceful army exists
        ArmyRequest req;
        req.board = Board(3, 3);
        req.values = parseArmyValues("R=1,N=1", req.catalogue).value();
        req.preplaced = parsePlacement("3/3/R1R", req.catalogue, &req.board).value();
        for (ArmyEngine engine : {ArmyEngine::Cliques, ArmyEngine::Mip}) {
            req.engine = engine;
            const Outcome got = solve(req);
            QVERIFY(got.stats.complete);
            QCOMPARE(got.stats.solutions, std::uint64_t(0));
            QVERIFY(!got.stats.optimum);
        }
    }

    // ArmyRequest::required (at least one piece of each listed kind; the dp engine's rectangle
    // bounds use it): the clique engine, with and without its start army, against the brute
    // force with the same demand.
    void requiredKinds_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("values");
        QTest::addColumn<QString>("required");
        QTest::addColumn<QString>("preplaced");
        const QString def = QString::fromLatin1(kDefaultArmyValues.data(), int(kDefaultArmyValues.size()));
        QTest::newRow("4x4 Q") << "4x4" << def << "Q"
                               << "";
        QTest::newRow("4x4 QR") << "4x4" << def << "QR"
                                << "";
        QTest::newRow("3x5 R") << "3x5" << def << "R"
                               << "";
        QTest::newRow("5x3 QB") << "5x3" << def << "QB"
                                << "";
        QTest::newRow("4x4 Q3 N1, Q") << "4x4"
                                      << "Q=3,N=1"
                                      << "Q"
                                      << "";
        QTest::newRow("4x4 Q fixed") << "4x4" << def << "Q"
                                     << "4/4/1Q2/4";
        QTest::newRow("2x2 QR: none") << "2x2" << def << "QR"
                                      << "";
        QTest::newRow("3x3 zero knight, N") << "3x3"
                                            << "R=5,B=3,N=0"
                                            << "N"
                                            << "";
    }
    void requiredKinds()
    {
        QFETCH(QString, board);
        QFETCH(QString, values);
        QFETCH(QString, required);
        QFETCH(QString, preplaced);
        ArmyRequest req;
        req.board = shapedBoard(board);
        req.values = parseArmyValues(values.toStdString(), req.catalogue).value();
        req.required = parsePieceList(required.toStdString(), req.catalogue).value();
        req.allowed = armyAllowed(req);
        req.preplaced = Placement(req.board);
        if (!preplaced.isEmpty())
            req.preplaced = parsePlacement(preplaced.toStdString(), req.catalogue, &req.board).value();
        const long long expected = bruteBest(req);
        req.engine = ArmyEngine::Cliques;
        for (bool start : {true, false}) {
            req.heuristicStart = start;
            const Outcome got = solve(req);
            checkAgainst(req, got, expected);
            if (QTest::currentTestFailed())
                return;
            if (expected >= 0)
                for (int id : req.required) {
                    const auto &cells = got.solutions.front().placement.cells();
                    QVERIFY(std::find(cells.begin(), cells.end(), id) != cells.end());
                }
        }
        // Only the clique engine reads the demand; the others refuse it.
        for (ArmyEngine engine : {ArmyEngine::Mip, ArmyEngine::Dp, ArmyEngine::Auto}) {
            req.engine = engine;
            const auto r = solveArmy(req, {}, SearchOptions{});
            QVERIFY(!r);
            QCOMPARE(r.error().code, ErrorCode::Unsupported);
            QCOMPARE(r.error().token, std::string("required"));
        }
    }

    // The start army of --each-type holds every kind even when the search is stopped before it
    // begins: each missing kind is put where it costs least (12x12: the pattern army of 615
    // holds no queen; the local search alone kept none).
    void eachTypeStart_data()
    {
        QTest::addColumn<QString>("board");
        QTest::newRow("9x9") << "9x9";
        QTest::newRow("11x11") << "11x11";
        QTest::newRow("12x12") << "12x12";
    }
    void eachTypeStart()
    {
        QFETCH(QString, board);
        ArmyRequest req;
        req.board = shapedBoard(board);
        req.values = parseArmyValues(kDefaultArmyValues, req.catalogue).value();
        req.eachType = true;
        req.engine = ArmyEngine::Cliques;
        std::stop_source stop;
        stop.request_stop();
        Outcome got;
        SearchOptions opt;
        opt.threads = 1;
        opt.onSolution = [&got](const Solution &s) {
            got.solutions.push_back(s);
        };
        const auto r = solveArmy(req, stop.get_token(), opt);
        QVERIFY(r);
        QVERIFY(!r.value().complete);
        QCOMPARE(got.solutions.size(), std::size_t(1));
        const Placement &army = got.solutions.front().placement;
        QVERIFY(armybrute::peaceful(army, req.catalogue));
        long long value = 0;
        std::set<int> used;
        for (int id : army.cells())
            if (id != kEmpty)
                value += armyValueOf(req.values, id), used.insert(id);
        QCOMPARE(used.size(), armyAllowed(req).size());
        QCOMPARE(static_cast<long long>(got.solutions.front().objective.value_or(-1)), value);
    }

    void cliquesTooLarge()
    {
        // 17x17 with four kinds: 1156 kind-and-cell pairs, more than the clique engine takes;
        // asked for explicitly it is an error that says so, and auto takes the 0-1 program.
        ArmyRequest req;
        req.board = Board(17, 17);
        req.values = parseArmyValues(kDefaultArmyValues, req.catalogue).value();
        req.engine = ArmyEngine::Cliques;
        SearchOptions opt;
        auto r = solveArmy(req, {}, opt);
        QVERIFY(!r.ok());
        QCOMPARE(familyCode<ArmyError>(r.error()), ArmyError::CliquesTooLarge);
        QCOMPARE(r.error().value, 1156LL);
        req.engine = ArmyEngine::Auto;
        opt.timeLimitSeconds = 0.5;
        auto a = solveArmy(req, {}, opt);
        QVERIFY(a.ok());
        QCOMPARE(a.value().labels.at("engine"), std::string("mip"));
    }

    void tuningNeverChangesTheOptimum_data()
    {
        QTest::addColumn<bool>("symmetry");
        QTest::addColumn<bool>("start");
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("engine");
        for (ArmyEngine engine : {ArmyEngine::Cliques, ArmyEngine::Mip}) {
            const char *name = engine == ArmyEngine::Cliques ? "cliques" : "mip";
            QTest::addRow("%s plain", name) << false << false << 1 << int(engine);
            QTest::addRow("%s symmetry", name) << true << false << 1 << int(engine);
            QTest::addRow("%s start", name) << false << true << 1 << int(engine);
            QTest::addRow("%s both, 2 threads", name) << true << true << 2 << int(engine);
            QTest::addRow("%s both, 3 threads", name) << true << true << 3 << int(engine);
        }
    }
    void tuningNeverChangesTheOptimum()
    {
        QFETCH(bool, symmetry);
        QFETCH(bool, start);
        QFETCH(int, threads);
        QFETCH(int, engine);
        ArmyRequest req;
        req.board = Board(4, 4);
        req.values = parseArmyValues("Q=9,R=6,B=4,N=2,K=3", req.catalogue).value();
        req.engine = ArmyEngine(engine);
        req.symmetryBreaking = symmetry;
        req.heuristicStart = start;
        std::vector<armybrute::Kind> kinds;
        for (const ArmyValue &v : req.values)
            kinds.push_back({v.piece, v.value});
        const long long expected = armybrute::Search(req.board, req.catalogue, kinds, false).run().best;
        const Outcome got = solve(req, threads);
        QVERIFY(got.stats.provenOptimal.value_or(false));
        QCOMPARE(static_cast<long long>(*got.stats.optimum), expected);
    }

    void rookSplitAgainstBrute_data()
    {
        // The clique engine branches on rook-movers (rooks, queens) first and bounds them by
        // their ranks and files; with and without that split, 1 and 2 threads, the optimum is
        // the brute force's: rooks heavy, queens and rooks of different values (neither
        // dominated), every kind required, a fixed rook, a rectangle.
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("values");
        QTest::addColumn<bool>("eachType");
        QTest::addColumn<QString>("preplaced");
        QTest::newRow("rooks heavy 4x4") << "4x4"
                                         << "R=9,B=3,N=2,K=2" << false << "";
        QTest::newRow("queens and rooks 4x4") << "4x4"
                                              << "Q=7,R=6,B=4,N=1,K=3" << false << "";
        QTest::newRow("queens and rooks, each 4x4") << "4x4"
                                                    << "Q=7,R=6,B=4,N=1,K=3" << true << "";
        QTest::newRow("default 4x5, each") << "4x5"
                                           << "Q=28,R=28,B=16,N=7,K=14" << true << "";
        QTest::newRow("fixed rook 4x4") << "4x4"
                                        << "R=5,B=3,N=2,K=2" << false << "4/2R1/4/4";
        QTest::newRow("queens alone 5x4") << "5x4"
                                          << "Q=1" << false << "";
        QTest::newRow("rooks and knights 5x4") << "5x4"
                                               << "R=5,N=2" << false << "";
    }
    void rookSplitAgainstBrute()
    {
        QFETCH(QString, board);
        QFETCH(QString, values);
        QFETCH(bool, eachType);
        QFETCH(QString, preplaced);
        ArmyRequest req;
        req.board = shapedBoard(board);
        req.values = parseArmyValues(values.toStdString(), req.catalogue).value();
        req.eachType = eachType;
        req.engine = ArmyEngine::Cliques;
        req.heuristicStart = false;
        req.preplaced = Placement(req.board);
        if (!preplaced.isEmpty())
            req.preplaced = parsePlacement(preplaced.toStdString(), req.catalogue, &req.board).value();
        std::vector<armybrute::Kind> kinds;
        for (const ArmyValue &v : req.values)
            kinds.push_back({v.piece, v.value});
        long long preValue = 0;
        for (int id : req.preplaced.cells())
            if (id != kEmpty)
                preValue += armyValueOf(req.values, id);
        const long long expected =
            armybrute::Search(req.board, req.catalogue, kinds, eachType, &req.preplaced, preValue).run().best;
        QVERIFY(expected > 0);
        for (bool split : {true, false})
            for (int threads : {1, 2}) {
                req.rookSplit = split;
                const Outcome got = solve(req, threads);
                QVERIFY(got.stats.provenOptimal.value_or(false));
                QCOMPARE(static_cast<long long>(*got.stats.optimum), expected);
                QVERIFY(armybrute::peaceful(got.solutions.front().placement, req.catalogue));
                QCOMPARE(armyValue(got.solutions.front().placement, req.values), expected);
            }
    }

    void patternStart_data()
    {
        // The start offers the pattern armies of the optima proven on 9x9..11x11 for any size;
        // on the large boards the search is stopped after a second, so the army printed is the
        // start. Values counted by hand from the patterns (docs/army.md): 11x11 12 knights,
        // 24 kings, 10 bishops = 84 + 336 + 160; 12x12 11 knights, 25 kings, 10 bishops, a rook
        // = 77 + 350 + 160 + 28; 13x13 14 knights, 35 kings, 12 bishops = 98 + 490 + 192.
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("atLeast");
        QTest::newRow("11x11") << 11 << 580;
        QTest::newRow("12x12") << 12 << 615;
        QTest::newRow("13x13") << 13 << 780;
    }
    void patternStart()
    {
        QFETCH(int, n);
        QFETCH(int, atLeast);
        ArmyRequest req;
        req.board = Board(n, n);
        req.values = parseArmyValues("Q=28,R=28,B=16,N=7,K=14", req.catalogue).value();
        req.engine = ArmyEngine::Cliques;
        req.preplaced = Placement(req.board);
        Outcome o;
        SearchOptions opt;
        opt.threads = 1;
        opt.timeLimitSeconds = 1.0;
        opt.onSolution = [&o](const Solution &s) {
            o.solutions.push_back(s);
        };
        auto r = solveArmy(req, {}, opt);
        QVERIFY(static_cast<bool>(r));
        QVERIFY(!o.solutions.empty());
        const Placement &army = o.solutions.back().placement;
        QVERIFY(armybrute::peaceful(army, req.catalogue));
        QVERIFY(armyValue(army, req.values) >= atLeast);
        QCOMPARE(static_cast<long long>(*r.value().optimum), armyValue(army, req.values));
    }

    void dominanceKeepsTheOptimum_data()
    {
        // Kinds that another kind dominates (worth no more, attacks a superset from every cell)
        // are left out of the model; the optimum must still be the brute force's, with and
        // without the reduction.
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("values");
        QTest::addColumn<QString>("preplaced");
        QTest::newRow("queen = rook") << "4x4"
                                      << "Q=5,R=5,B=3,N=1"
                                      << "";
        QTest::newRow("queen < rook, king") << "4x4"
                                            << "Q=4,R=5,B=3,K=2"
                                            << "";
        QTest::newRow("queen = bishop, holes") << "4x4-b2"
                                               << "Q=3,R=2,B=3,N=1"
                                               << "";
        QTest::newRow("queen = rook, fixed queen") << "4x4"
                                                   << "Q=5,R=5,N=2"
                                                   << "4/4/4/3Q";
        QTest::newRow("king = queen value") << "3x4"
                                            << "Q=3,K=3,N=1"
                                            << "";
    }
    void dominanceKeepsTheOptimum()
    {
        QFETCH(QString, board);
        QFETCH(QString, values);
        QFETCH(QString, preplaced);
        ArmyRequest req;
        req.board = shapedBoard(board);
        req.values = parseArmyValues(values.toStdString(), req.catalogue).value();
        req.preplaced = Placement(req.board);
        if (!preplaced.isEmpty())
            req.preplaced = parsePlacement(preplaced.toStdString(), req.catalogue, &req.board).value();
        std::vector<armybrute::Kind> kinds;
        for (const ArmyValue &v : req.values)
            kinds.push_back({v.piece, v.value});
        long long preValue = 0;
        for (int id : req.preplaced.cells())
            if (id != kEmpty)
                preValue += armyValueOf(req.values, id);
        const long long expected =
            armybrute::Search(req.board, req.catalogue, kinds, false, &req.preplaced, preValue).run().best;
        for (bool dominance : {true, false}) {
            req.dominance = dominance;
            const Outcome got = solve(req);
            QVERIFY(got.stats.provenOptimal.value_or(false));
            QCOMPARE(static_cast<long long>(*got.stats.optimum), expected);
            QVERIFY(armybrute::peaceful(got.solutions.front().placement, req.catalogue));
        }
    }

    void problemRoundTrip()
    {
        // the problem-file form runs through cpw::solve with the same optimum
        ArmyRequest req;
        req.board = Board(3, 4);
        req.values = parseArmyValues("R=4,B=3,N=1", req.catalogue).value();
        req.eachType = true;
        const Problem problem = armyProblem(req);
        auto parsed = parseProblem(serializeProblem(problem));
        QVERIFY(parsed.ok());
        QCOMPARE(objectiveOf(parsed.value()).sense, ObjectiveSense::Maximise);
        QCOMPARE(objectiveOf(parsed.value()).unit, std::string_view("value"));
        QVERIFY(!objectiveOf(parsed.value()).byPieceCount);
        auto back = armyRequestFromProblem(parsed.value());
        QVERIFY(back.ok());
        QCOMPARE(back->values, req.values);
        QVERIFY(back->eachType);
        SearchOptions opt;
        opt.threads = 1;
        auto viaSeam = cpw::solve(parsed.value(), {}, opt);
        QVERIFY(viaSeam.ok());
        QCOMPARE(*viaSeam->optimum, *solve(req).stats.optimum);
    }

    void valuesText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<Error>("code");
        QTest::addColumn<int>("position");
        QTest::newRow("default") << "Q=28,R=28,B=16,N=7,K=14" << fieldError(ErrorCode::None) << -1;
        QTest::newRow("spaces") << " Q = 3 , N=1," << fieldError(ErrorCode::None) << -1;
        QTest::newRow("not a number") << "Q=abc" << familyError(ArmyError::BadValue) << 2;
        QTest::newRow("negative") << "Q=-1" << familyError(ArmyError::BadValue) << 2;
        QTest::newRow("too big") << "Q=1000001" << familyError(ArmyError::BadValue) << 2;
        QTest::newRow("no equals") << "Q28" << familyError(ArmyError::BadValue) << 0;
        QTest::newRow("unknown letter") << "Q=1,W=2" << fieldError(ErrorCode::UnknownPiece) << 4;
        QTest::newRow("black letter") << "q=1" << fieldError(ErrorCode::UnknownPiece) << 0;
        QTest::newRow("twice") << "N=1,N=2" << familyError(ArmyError::DuplicateValue) << 4;
        QTest::newRow("empty") << "" << familyError(ArmyError::BadValue) << 0;
        QTest::newRow("empty item") << "Q=1,,N=2" << familyError(ArmyError::BadValue) << 4;
    }
    void valuesText()
    {
        QFETCH(QString, text);
        QFETCH(Error, code);
        QFETCH(int, position);
        const auto r = parseArmyValues(text.toStdString(), Catalogue::standard());
        if (!code) {
            QVERIFY(r.ok());
            QCOMPARE(parseArmyValues(armyValuesText(r.value(), Catalogue::standard()), Catalogue::standard())
                         .value(),
                     r.value());
            return;
        }
        QVERIFY(!r.ok());
        QVERIFY(sameCode(r.error(), code));
        QCOMPARE(r.error().position, position);
    }

    void stopEndsTheRun_data()
    {
        QTest::addColumn<int>("engine");
        QTest::newRow("cliques") << int(ArmyEngine::Cliques);
        QTest::newRow("mip") << int(ArmyEngine::Mip);
    }
    void stopEndsTheRun()
    {
        // A stop request ends either engine on a board it cannot prove quickly; the best army
        // so far (at least the start) is reported, peaceful, and not proven.
        QFETCH(int, engine);
        ArmyRequest req;
        req.board = Board(10, 10);
        req.values = parseArmyValues(kDefaultArmyValues, req.catalogue).value();
        req.engine = ArmyEngine(engine);
        std::stop_source source;
        std::vector<Solution> solutions;
        SearchOptions opt;
        opt.threads = 2;
        opt.onSolution = [&solutions](const Solution &s) {
            solutions.push_back(s);
        };
        // Stopped at its first progress report, that is while it runs (no fixed sleep: a faster
        // engine might prove the board within it).
        std::atomic<int> reports{0};
        opt.progressInterval = 0.05;
        opt.onProgress = [&](const Progress &) {
            if (reports.fetch_add(1) == 0)
                source.request_stop();
        };
        const Result<SearchStats> result = solveArmy(req, source.get_token(), opt);
        QVERIFY(reports.load() >= 1);
        QVERIFY(result.ok());
        const SearchStats &stats = result.value();
        QVERIFY(!stats.complete);
        QCOMPARE(stats.reason, StopReason::StopRequested);
        QVERIFY(!stats.provenOptimal.value_or(true));
        QCOMPARE(solutions.size(), std::size_t(1));
        QVERIFY(armybrute::peaceful(solutions.front().placement, req.catalogue));
        QVERIFY(*stats.optimum >= 10 * 28);      // ten rooks on a diagonal are peaceful
        if (req.engine == ArmyEngine::Cliques) { // its bound is known from the start
            QVERIFY(stats.extra.count("bound"));
            QVERIFY(stats.extra.at("bound") >= *stats.optimum);
        }
    }

    void missingValue()
    {
        ArmyRequest req;
        req.board = Board(3, 3);
        req.values = parseArmyValues("Q=1", req.catalogue).value();
        req.allowed = parsePieceList("QN", req.catalogue).value();
        const Error e = validateArmy(req);
        QCOMPARE(familyCode<ArmyError>(e), ArmyError::MissingValue);
        QCOMPARE(e.token, std::string("N"));
    }
};

QTEST_APPLESS_MAIN(TestArmyBrute)
#include "tst_armybrute.moc"
