// The exact-attack puzzle's SAT engine (core/src/exact/sat.cpp, `--engine sat`) answers only
// the fewest and the most pieces. It is checked like the search engines: against the plain
// enumerator of brute.h on small boards (standard and fairy pieces, targets 1 to 3, all cells
// and empty cells only, canonical and raw, with and without pawns, a shaped board with per-cell
// targets, preplaced pieces) for the optimum, the set of solutions reaching it, the distinct
// classes and the symmetric solutions; and on bigger boards against the occupancy engine (two
// independent methods must agree; no number is written into the test).
#include <QTest>

#include <cmath>
#include <map>

#include "crosscheck.h"

using namespace cpw;
using namespace crosscheck;

namespace {

struct Run {
    brute::Solutions solutions;
    SearchStats stats;
};

Run runSat(ExactRequest req, ExactMode mode, bool distinct, ExactEngine engine = ExactEngine::Sat)
{
    Run out;
    req.mode = mode;
    req.distinct = distinct;
    req.engine = engine;
    SearchOptions opt;
    opt.threads = 2;
    opt.onSolution = [&](const Solution &s) {
        out.solutions.insert(s.placement.cells());
    };
    auto r = solveExact(req, {}, opt);
    if (!r.ok())
        qFatal("solveExact failed: %d %s", static_cast<int>(r.error().code), r.error().token.c_str());
    out.stats = r.value();
    return out;
}

brute::Solutions withPieces(const brute::Solutions &all, int pieces)
{
    brute::Solutions out;
    for (const auto &p : all) {
        int n = 0;
        for (int v : p)
            n += v >= 0;
        if (n == pieces)
            out.insert(p);
    }
    return out;
}

/// Every configuration of one board / piece set: fewest and most against the brute force.
void checkOptima(const Board &board, const QString &pieces, const std::vector<std::vector<int>> &targetSets,
                 const Placement *pre = nullptr)
{
    const Catalogue &cat = Catalogue::standard();
    auto allowed = parsePieceList(pieces.toStdString(), cat);
    QVERIFY(allowed.ok());
    const bool pawns = pieces.contains('P');
    const bool emptyOnly = board.cellCount() <= 6 || allowed.value().size() <= 2;
    const std::vector<brute::Config> configs = configsFor(targetSets, emptyOnly, pawns);
    const auto &expected = bruteExpected(board, allowed.value(), pre, configs);
    std::vector<int> fixed(board.area(), -1);
    if (pre)
        fixed = pre->cells();
    int withSolutions = 0;
    for (std::size_t i = 0; i < configs.size(); ++i) {
        const auto &cfg = configs[i];
        const QByteArray what = describe(board, pieces, i, cfg);
        ExactRequest req;
        req.board = board;
        req.allowed = allowed.value();
        req.targets = cfg.targets;
        req.counting = cfg.counting;
        req.canonical = cfg.canonical;
        req.noPawns = cfg.noPawns;
        if (pre)
            req.preplaced = *pre;
        const auto bp = byPieces(expected[i]);
        for (ExactMode mode : {ExactMode::Fewest, ExactMode::Most}) {
            // Counting empty cells only, every full board is a solution with the most pieces:
            // the engine lists them one by one, so only where they are few.
            if (mode == ExactMode::Most && cfg.counting == ExactCounting::EmptyOnly &&
                std::pow(double(allowed.value().size()), board.cellCount()) > 5000)
                continue;
            const Run r = runSat(req, mode, false);
            QVERIFY2(r.stats.complete, what.constData());
            if (bp.empty()) {
                QVERIFY2(!r.stats.optimum.has_value(), what.constData());
                QVERIFY2(r.stats.solutions == 0, what.constData());
                continue;
            }
            const int opt = mode == ExactMode::Fewest ? bp.begin()->first : bp.rbegin()->first;
            const brute::Solutions exp = withPieces(expected[i], opt);
            QVERIFY2(r.stats.optimum.has_value() && *r.stats.optimum == opt, what.constData());
            QVERIFY2(r.stats.provenOptimal.value_or(false), what.constData());
            QVERIFY2(r.solutions == exp, what.constData());
            QVERIFY2(r.stats.solutions == exp.size(), what.constData());
            const Run d = runSat(req, mode, true);
            const brute::Orbits orb = brute::orbits(exp, board, cat, cfg.targets, fixed);
            QVERIFY2(d.stats.distinct.value_or(~0ull) == orb.distinct, what.constData());
            QVERIFY2(d.stats.symmetric.value_or(~0ull) == orb.symmetric, what.constData());
            QVERIFY2(d.solutions.size() == orb.distinct, what.constData()); // one per class
            ++withSolutions;
        }
    }
    QVERIFY(withSolutions > 0);
}

} // namespace

class TestExactSat : public QObject {
    Q_OBJECT
private slots:
    void brute_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<QString>("pieces");
        QTest::addColumn<int>("maxK");
        QTest::newRow("3x3 KQRBNP") << 3 << 3 << QStringLiteral("KQRBNP") << 3;
        QTest::newRow("2x4 KQRBNP") << 2 << 4 << QStringLiteral("KQRBNP") << 2;
        QTest::newRow("4x2 KQRBNP") << 4 << 2 << QStringLiteral("KQRBNP") << 2;
        QTest::newRow("2x3 KQRBNP") << 2 << 3 << QStringLiteral("KQRBNP") << 3;
        QTest::newRow("3x3 RBN") << 3 << 3 << QStringLiteral("RBN") << 2;
        QTest::newRow("3x3 QP") << 3 << 3 << QStringLiteral("QP") << 2;
        QTest::newRow("4x3 QN") << 4 << 3 << QStringLiteral("QN") << 2;
        // Fairy pieces: I rides along knight lines, A and H add a knight leap to a queen / a
        // bishop, Z adds knight-rider lines to a bishop.
        // A sanitizer build (slowdown.h) takes the knight-line riders alone (3^15 brute forces
        // with a second piece).
        const bool alone = cpwtest::kSanitizerBuild;
        QTest::newRow(alone ? "5x3 I" : "5x3 IK") << 5 << 3 << QString(alone ? "I" : "IK") << 2;
        QTest::newRow(alone ? "3x5 I" : "3x5 IR") << 3 << 5 << QString(alone ? "I" : "IR") << 2;
        QTest::newRow("4x3 AB") << 4 << 3 << QStringLiteral("AB") << 2;
        QTest::newRow("4x3 HN") << 4 << 3 << QStringLiteral("HN") << 2;
        QTest::newRow(alone ? "5x3 Z" : "5x3 ZP") << 5 << 3 << QString(alone ? "Z" : "ZP") << 2;
    }
    void brute()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(QString, pieces);
        QFETCH(int, maxK);
        const Board board(w, h);
        if (bruteTooBigForThisBuild(board, pieces))
            QSKIP("a sanitizer build: this brute force (over 7^8 assignments) runs in Release only");
        // A sanitizer build (slowdown.h) checks k = 1 only on the boards of more than nine cells
        // (their k = 2 rows took minutes under ASan); k = 2 and 3 are checked on the smaller ones.
        const int lastK = cpwtest::kSanitizerBuild && board.cellCount() > 9 ? 1 : maxK;
        std::vector<std::vector<int>> targets;
        for (int k = 1; k <= lastK; ++k)
            targets.push_back(uniform(board, k));
        checkOptima(board, pieces, targets);
    }

    /// A shaped board with per-cell targets 0, 1, 2 and any.
    void shaped()
    {
        const Board board = makeBoard(4, 3, QStringLiteral("a1,d3"));
        std::vector<int> targets(board.area(), 1);
        targets[board.index(1, 1)] = 2;
        targets[board.index(2, 0)] = kAnyTarget;
        targets[board.index(3, 1)] = 0;
        checkOptima(board, QStringLiteral("QRBN"), {targets, uniform(board, 1)});
    }

    /// Preplaced pieces: one that attacks, one that attacks nothing (a last-rank pawn) and an
    /// enclosed queen the canonical rules would have made a king.
    void preplaced()
    {
        const Catalogue &cat = Catalogue::standard();
        const Board board(3, 3);
        Placement pre(board);
        pre.set(board.index(1, 1), cat.find(PieceKind::Knight));
        checkOptima(board, QStringLiteral("KQRBNP"), {uniform(board, 1), uniform(board, 2)}, &pre);
        const Board wide(4, 2);
        Placement pre2(wide);
        pre2.set(wide.index(1, 1), cat.find(PieceKind::Pawn));
        checkOptima(wide, QStringLiteral("KQRBN"), {uniform(wide, 1), uniform(wide, 2)}, &pre2);
        Placement pre3(wide);
        pre3.set(wide.index(0, 0), cat.find(PieceKind::Queen));
        checkOptima(wide, QStringLiteral("KRBN"), {uniform(wide, 1), uniform(wide, 2)}, &pre3);
    }

    /// Beyond the brute force: the SAT engine and a search (the occupancy engine; counting
    /// empty cells only, the pattern engine) agree on the optimum, the solutions reaching it, the
    /// classes and the symmetric ones.
    void againstSearch_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("k");
        QTest::addColumn<int>("mode");
        QTest::addColumn<bool>("noPawns");
        QTest::addColumn<bool>("emptyOnly");
        const int fewest = int(ExactMode::Fewest), most = int(ExactMode::Most);
        QTest::newRow("4x4 k=2 fewest") << 4 << 2 << fewest << false << false;
        QTest::newRow("4x4 k=3 most") << 4 << 3 << most << false << false;
        QTest::newRow("5x5 k=1 fewest") << 5 << 1 << fewest << false << false;
        QTest::newRow("5x5 k=1 most") << 5 << 1 << most << false << false;
        QTest::newRow("5x5 k=2 fewest") << 5 << 2 << fewest << false << false;
        QTest::newRow("5x5 k=2 fewest, no pawns") << 5 << 2 << fewest << true << false;
        QTest::newRow("6x6 k=1 fewest") << 6 << 1 << fewest << false << false;
        QTest::newRow("7x7 k=1 fewest") << 7 << 1 << fewest << false << false;
        // Counting empty cells only, the search is the pattern engine.
        QTest::newRow("5x5 k=1 empty cells, fewest") << 5 << 1 << fewest << false << true;
        QTest::newRow("4x4 k=2 empty cells, fewest") << 4 << 2 << fewest << false << true;
    }
    void againstSearch()
    {
        QFETCH(int, n);
        QFETCH(int, k);
        QFETCH(int, mode);
        QFETCH(bool, noPawns);
        QFETCH(bool, emptyOnly);
        ExactRequest req = squareRequest(n, k);
        req.noPawns = noPawns;
        req.counting = emptyOnly ? ExactCounting::EmptyOnly : ExactCounting::AllCells;
        const Run sat = runSat(req, ExactMode(mode), true);
        const Run occ =
            runSat(req, ExactMode(mode), true, emptyOnly ? ExactEngine::Pattern : ExactEngine::Occupancy);
        QVERIFY(sat.stats.complete && occ.stats.complete);
        QVERIFY(occ.stats.optimum.has_value());
        QCOMPARE(sat.stats.optimum, occ.stats.optimum);
        QCOMPARE(sat.stats.solutions, occ.stats.solutions);
        QCOMPARE(sat.stats.distinct, occ.stats.distinct);
        QCOMPARE(sat.stats.symmetric, occ.stats.symmetric);
        QCOMPARE(sat.solutions.size(), occ.solutions.size());
        // Both stream one solution per class, not necessarily the same one: compare classes.
        const Catalogue &cat = Catalogue::standard();
        auto classOf = [&](const std::vector<int> &cells) {
            std::vector<int> best = cells;
            for (Symmetry s : req.board.symmetries()) {
                std::vector<int> img(cells.size(), kEmpty);
                bool ok = true;
                for (int c = 0; c < static_cast<int>(cells.size()); ++c)
                    if (cells[c] != kEmpty) {
                        ok = ok && cat.piece(cells[c]).isInvariantUnder(s);
                        img[static_cast<std::size_t>(req.board.transform(s, c))] = cells[c];
                    }
                if (ok)
                    best = std::min(best, img);
            }
            return best;
        };
        brute::Solutions a, b;
        for (const auto &s : sat.solutions)
            a.insert(classOf(s));
        for (const auto &s : occ.solutions)
            b.insert(classOf(s));
        QVERIFY(a == b);
    }

    /// Listing all solutions, checkpoints, resuming and sampling are refused with their own
    /// errors; a solution limit ends the listing after the proof; a stopped run ends at once
    /// and proves nothing.
    void refusedAndStopped()
    {
        ExactRequest req;
        req.board = Board(5, 5);
        req.targets.assign(25, 2);
        req.engine = ExactEngine::Sat;
        auto all = solveExact(req, {}, {});
        QVERIFY(!all.ok());
        QCOMPARE(all.error().code, ErrorCode::Unsupported);
        QCOMPARE(all.error().token, std::string("sat-mode"));
        req.mode = ExactMode::Fewest;
        SearchOptions withCheckpoint;
        withCheckpoint.onCheckpoint = [](const TaskLedger &) {
        };
        auto cp = solveExact(req, {}, withCheckpoint);
        QVERIFY(!cp.ok());
        QCOMPARE(cp.error().token, std::string("sat-tasks"));
        SearchOptions sample;
        sample.sampleTasks = 3;
        QVERIFY(!solveExact(req, {}, sample).ok());

        // With a solution limit the listing ends early; the optimum is still proven (and the
        // same as the occupancy engine's).
        SearchOptions one;
        one.solutionLimit = 1;
        std::uint64_t streamed = 0;
        one.onSolution = [&](const Solution &) {
            ++streamed;
        };
        auto first = solveExact(req, {}, one);
        QVERIFY(first.ok());
        QVERIFY(!first.value().complete);
        QVERIFY(first.value().provenOptimal.value_or(false));
        QCOMPARE(first.value().solutions, std::uint64_t(1));
        QCOMPARE(streamed, std::uint64_t(1));
        ExactRequest occ = req;
        occ.engine = ExactEngine::Occupancy;
        auto full = solveExact(occ, {}, {});
        QVERIFY(full.ok() && full.value().solutions > 1);
        QCOMPARE(first.value().optimum, full.value().optimum);

        std::stop_source stopNow;
        stopNow.request_stop();
        auto stopped = solveExact(req, stopNow.get_token(), {});
        QVERIFY(stopped.ok());
        QVERIFY(!stopped.value().complete);
        QVERIFY(!stopped.value().provenOptimal.value_or(false));
    }
};

QTEST_APPLESS_MAIN(TestExactSat)
#include "tst_exactsat.moc"
