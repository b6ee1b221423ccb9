// The exact-attack search has three engines (core/src/exact/, docs/exact.md §Search): the
// occupancy engine (decides cell contents), and the pattern engine in its bitset form and its
// list form. The automatic choice takes the occupancy engine wherever it applies, and the list
// form only from 7x7 on, too big for a brute force; so this test forces each engine in turn
// and cross-checks it against the plain enumerator of brute.h on small boards: standard and
// fairy pieces (riders along knight lines, knight leaps added to riders), several targets,
// canonical and raw, with and without pawns, preplaced pieces. Every count and solution set
// comes from the brute force, except on the 6x6 k=3 sub-problems, where the occupancy and the
// pattern engine (two independent searches) must agree with each other.
#include <QTest>

#include <map>

#include "crosscheck.h"

using namespace cpw;

namespace cpw::exactimpl {
std::size_t setBitsetPatternLimit(std::size_t limit); // core/src/exact/rays.h
bool setOccLanesAllowed(bool allowed);                // core/src/exact/rays.h
bool occLanesAvailable();                             // core/src/exact/occkernel.h
} // namespace cpw::exactimpl

using namespace crosscheck;

namespace {

// OccupancyScalar: the occupancy engine without its lane kernels (occkernel.h).
enum Engine { Occupancy, OccupancyScalar, PatternBitset, PatternList };

/// Forces an engine for the lifetime of the object.
class EngineScope {
public:
    explicit EngineScope(int engine)
    {
        m_oldLimit = exactimpl::setBitsetPatternLimit(engine == PatternList ? 0 : 16384);
        m_oldLanes = exactimpl::setOccLanesAllowed(engine != OccupancyScalar);
        gEngine =
            engine == Occupancy || engine == OccupancyScalar ? ExactEngine::Occupancy : ExactEngine::Pattern;
    }
    ~EngineScope()
    {
        exactimpl::setBitsetPatternLimit(m_oldLimit);
        exactimpl::setOccLanesAllowed(m_oldLanes);
        gEngine = ExactEngine::Auto;
    }
    EngineScope(const EngineScope &) = delete;
    EngineScope &operator=(const EngineScope &) = delete;

private:
    std::size_t m_oldLimit = 0;
    bool m_oldLanes = true;
};

const char *engineName(int e)
{
    return e == Occupancy         ? "occupancy"
           : e == OccupancyScalar ? "occupancy scalar"
           : e == PatternBitset   ? "pattern bitset"
                                  : "pattern list";
}

} // namespace

class TestExactEngines : public QObject {
    Q_OBJECT
private slots:
    void engines_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<QString>("pieces");
        QTest::addColumn<int>("engine");
        for (int e : {Occupancy, OccupancyScalar, PatternBitset, PatternList}) {
            const char *name = engineName(e);
            QTest::addRow("3x3 KQRBNP %s", name) << 3 << 3 << QStringLiteral("KQRBNP") << e;
            QTest::addRow("2x4 KQRBNP %s", name) << 2 << 4 << QStringLiteral("KQRBNP") << e;
            QTest::addRow("4x2 KQRBNP %s", name) << 4 << 2 << QStringLiteral("KQRBNP") << e;
            QTest::addRow("3x3 RBN %s", name) << 3 << 3 << QStringLiteral("RBN") << e;
            QTest::addRow("3x3 QP %s", name) << 3 << 3 << QStringLiteral("QP") << e;
            // Fairy pieces: I rides along knight lines (two steps fit on 5x3), A and H add a
            // knight leap to a queen / bishop, Z adds knight-rider lines to a bishop.
            // A sanitizer build (slowdown.h) rides the knight lines alone there: with a second
            // piece each of these brute forces is 3^15 assignments, minutes under TSan.
            const bool alone = cpwtest::kSanitizerBuild;
            QTest::addRow("5x3 %s %s", alone ? "I" : "IK", name)
                << 5 << 3 << QString(alone ? "I" : "IK") << e;
            QTest::addRow("3x5 %s %s", alone ? "I" : "IR", name)
                << 3 << 5 << QString(alone ? "I" : "IR") << e;
            QTest::addRow("4x3 AB %s", name) << 4 << 3 << QStringLiteral("AB") << e;
            QTest::addRow("4x3 HN %s", name) << 4 << 3 << QStringLiteral("HN") << e;
            QTest::addRow("5x3 %s %s", alone ? "Z" : "ZP", name)
                << 5 << 3 << QString(alone ? "Z" : "ZP") << e;
        }
    }
    void engines()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(QString, pieces);
        QFETCH(int, engine);
        const Board board(w, h);
        if (bruteTooBigForThisBuild(board, pieces))
            QSKIP("a sanitizer build: this brute force (over 7^8 assignments) runs in Release only");
        EngineScope scope(engine);
        crossCheck(board, pieces, {uniform(board, 1), uniform(board, 2)}, nullptr, false);
    }

    /// The nightrider's ride beyond its first leap. With every cell counted, the rows above give
    /// the nightrider the knight's solutions (5x3 I: none for one attack, the same two for two),
    /// so a nightrider cut to one leap passed them; counting empty cells only, its second step
    /// over an empty cell changes the solutions on these boards. The row first asserts that
    /// (the brute force with the literal knight gives other solutions), then checks the engine.
    void nightrider_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<int>("engine");
        for (int e : {Occupancy, PatternBitset, PatternList}) {
            QTest::addRow("5x3 I %s", engineName(e)) << 5 << 3 << e;
            QTest::addRow("3x6 I %s", engineName(e)) << 3 << 6 << e;
        }
    }
    void nightrider()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(int, engine);
        const Board board(w, h);
        const Catalogue &cat = Catalogue::standard();
        const std::vector<brute::Config> configs =
            configsFor({uniform(board, 1), uniform(board, 2)}, true, false);
        const auto &rider = bruteExpected(board, {cat.find('I')}, nullptr, configs);
        const auto &knight = bruteExpected(board, {cat.find('N')}, nullptr, configs);
        bool differs = false;
        for (std::size_t i = 0; i < configs.size(); ++i)
            differs = differs || (configs[i].counting == ExactCounting::EmptyOnly && rider[i] != knight[i]);
        QVERIFY2(differs, "this board does not tell the nightrider from the knight");
        EngineScope scope(engine); // empty cells only: the pattern engine (crosscheck.h)
        crossCheck(board, QStringLiteral("I"), {uniform(board, 1), uniform(board, 2)}, nullptr, true);
    }

    /// A shaped board with per-cell targets 0, 1, 2 and any.
    void shaped_data()
    {
        QTest::addColumn<int>("engine");
        for (int e : {Occupancy, OccupancyScalar, PatternBitset, PatternList})
            QTest::newRow(engineName(e)) << e;
    }
    void shaped()
    {
        QFETCH(int, engine);
        EngineScope scope(engine);
        const Board board = makeBoard(4, 3, QStringLiteral("a1,d3"));
        std::vector<int> targets(board.area(), 1);
        targets[board.index(1, 1)] = 2;
        targets[board.index(2, 0)] = kAnyTarget;
        targets[board.index(3, 1)] = 0;
        crossCheck(board, QStringLiteral("QRBN"), {targets, uniform(board, 1)}, nullptr, false);
    }

    /// Preplaced pieces: one that attacks, one that attacks nothing (a last-rank pawn), and
    /// an enclosed queen that the canonical rules would have made a king.
    void preplaced_data()
    {
        QTest::addColumn<int>("engine");
        for (int e : {Occupancy, OccupancyScalar, PatternBitset, PatternList})
            QTest::newRow(engineName(e)) << e;
    }
    void preplaced()
    {
        QFETCH(int, engine);
        EngineScope scope(engine);
        const Board board(3, 3);
        Placement pre(board);
        pre.set(board.index(1, 1), Catalogue::standard().find(PieceKind::Knight));
        crossCheck(board, QStringLiteral("KQRBNP"), {uniform(board, 1), uniform(board, 2)}, &pre, false);
        Placement pre2(board);
        pre2.set(board.index(0, 0), Catalogue::standard().find(PieceKind::Rook));
        crossCheck(board, QStringLiteral("KQRBNP"), {uniform(board, 1), uniform(board, 2)}, &pre2, false);
        const Board wide(4, 2);
        Placement pre3(wide);
        pre3.set(wide.index(1, 1), Catalogue::standard().find(PieceKind::Pawn));
        crossCheck(wide, QStringLiteral("KQRBN"), {uniform(wide, 1), uniform(wide, 2)}, &pre3, false);
        Placement pre4(wide);
        pre4.set(wide.index(0, 0), Catalogue::standard().find(PieceKind::Queen));
        crossCheck(wide, QStringLiteral("KRBN"), {uniform(wide, 1), uniform(wide, 2)}, &pre4, false);
    }

    /// The frontier cases, 6x6 with every cell attacked exactly three times and 7x7 with every
    /// cell attacked twice, are too big for a brute force and for the pattern engine as a whole
    /// (docs/exact.md); their sub-problems with the two bottom ranks fixed (taken from
    /// solutions, where the pattern engine starts) are small enough for both. The engines must
    /// agree on the count and on every piece count.
    void frontierSubproblem_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("k");
        QTest::addColumn<QString>("preplaced");
        QTest::newRow("6x6 k=3 2NNKN/QK1QRB") << 6 << 3 << QStringLiteral("6/6/6/6/2NNKN/QK1QRB");
        QTest::newRow("6x6 k=3 R1K1BK/RKR2K") << 6 << 3 << QStringLiteral("6/6/6/6/R1K1BK/RKR2K");
        QTest::newRow("7x7 k=2 K1RP1NB/4RKB") << 7 << 2 << QStringLiteral("7/7/7/7/7/K1RP1NB/4RKB");
        QTest::newRow("7x7 k=2 R1BBP1R/B3RNR") << 7 << 2 << QStringLiteral("7/7/7/7/7/R1BBP1R/B3RNR");
    }
    void frontierSubproblem()
    {
        QFETCH(int, n);
        QFETCH(int, k);
        QFETCH(QString, preplaced);
        ExactRequest req = squareRequest(n, k);
        req.preplaced = parsePlacement(preplaced.toStdString(), req.catalogue, &req.board).value();
        std::map<int, std::uint64_t> counts[2];
        std::uint64_t totals[2] = {0, 0};
        for (int i = 0; i < 2; ++i) {
            req.engine = i == 0 ? ExactEngine::Occupancy : ExactEngine::Pattern;
            SearchOptions opt;
            opt.threads = 2;
            auto r = solveExact(req, {}, opt);
            QVERIFY(r.ok());
            QVERIFY(r.value().complete);
            counts[i] = r.value().byPieces;
            totals[i] = r.value().solutions;
        }
        QVERIFY(totals[0] > 0);
        QCOMPARE(totals[1], totals[0]);
        QCOMPARE(counts[1], counts[0]);
    }

    /// The lane kernels only change how a node is computed: with and without them the occupancy
    /// engine walks the same tree (the same nodes) to the same solutions, on problems too big
    /// for the brute force.
    void lanesSameTree_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("k");
        QTest::addColumn<QString>("preplaced");
        // 5x5 k=2 is two whole searches of over a minute in a sanitizer build (slowdown.h): there
        // the smaller rows stand for it.
        if (!cpwtest::kSanitizerBuild)
            QTest::newRow("5x5 k=2") << 5 << 2 << QString();
        QTest::newRow("4x4 k=3") << 4 << 3 << QString();
        QTest::newRow("6x6 k=3 2NNKN/QK1QRB") << 6 << 3 << QStringLiteral("6/6/6/6/2NNKN/QK1QRB");
        QTest::newRow("7x7 k=2 Q1N2RR/R6") << 7 << 2 << QStringLiteral("7/7/7/7/7/Q1N2RR/R6");
    }
    void lanesSameTree()
    {
        if (!exactimpl::occLanesAvailable())
            QSKIP("this processor has no AVX2: the occupancy engine runs its scalar code only");
        QFETCH(int, n);
        QFETCH(int, k);
        QFETCH(QString, preplaced);
        ExactRequest req = squareRequest(n, k);
        req.engine = ExactEngine::Occupancy;
        req.distinct = true;
        if (!preplaced.isEmpty())
            req.preplaced = parsePlacement(preplaced.toStdString(), req.catalogue, &req.board).value();
        SearchStats stats[2];
        for (int i = 0; i < 2; ++i) {
            EngineScope scope(i == 0 ? Occupancy : OccupancyScalar);
            SearchOptions opt;
            opt.threads = 1;
            auto r = solveExact(req, {}, opt);
            QVERIFY(r.ok());
            QVERIFY(r.value().complete);
            stats[i] = r.value();
        }
        QVERIFY(stats[0].solutions > 0);
        QCOMPARE(stats[1].nodes, stats[0].nodes);
        QCOMPARE(stats[1].solutions, stats[0].solutions);
        QCOMPARE(stats[1].byPieces, stats[0].byPieces);
        QCOMPARE(stats[1].distinct, stats[0].distinct);
    }

    /// Forcing the occupancy engine where it does not apply is refused with its own error.
    void occupancyRefused()
    {
        ExactRequest req;
        req.board = Board(3, 3);
        req.targets.assign(9, 1);
        req.engine = ExactEngine::Occupancy;
        req.counting = ExactCounting::EmptyOnly;
        auto r = solveExact(req, {}, {});
        QVERIFY(!r.ok());
        QCOMPARE(familyCode<ExactError>(r.error()), ExactError::OccupancyRefused);
        req.counting = ExactCounting::AllCells;
        req.catalogue.addCustom('U', "Wazir-rider 2", "W2");
        req.allowed = {req.catalogue.find(PieceKind::King), req.catalogue.size() - 1};
        QVERIFY(!solveExact(req, {}, {}).ok()); // a ride of limited range
        req.allowed.pop_back();
        QVERIFY(solveExact(req, {}, {}).ok());
    }
};

QTEST_APPLESS_MAIN(TestExactEngines)
#include "tst_exactengines.moc"
