// Independent placements checked against the plain enumerators of brute.h (small boards), the
// known 8x8 maxima (seed 001), thread and task invariance, preplaced pieces, mixed armies, and
// the family seam.
#include <QtTest>

#include <limits>
#include <set>

#include "brute.h"
#include "slowdown.h"
#include "cpw/attacks.h"
#include "cpw/family.h"
#include "cpw/independent.h"

using namespace cpw;

namespace {

struct Outcome {
    std::uint64_t solutions = 0;
    std::uint64_t distinct = 0;
    double optimum = -1;
    bool complete = false;
};

Outcome run(const IndependentRequest &req, int threads = 2, bool stream = false)
{
    SearchOptions o;
    o.threads = threads;
    std::uint64_t streamed = 0;
    if (stream)
        o.onSolution = [&streamed](const Solution &) {
            ++streamed;
        };
    auto r = solveIndependent(req, {}, o);
    Outcome out;
    // Every caller expects a complete count: a refusal or an incomplete run fails the test
    // (never a count of 0 that a row expecting 0 would accept); the count is then a value no
    // row expects.
    if (!r) {
        const QByteArray why = QStringLiteral("the solver refused: error %1 (%2)")
                                   .arg(int(r.error().code))
                                   .arg(QString::fromStdString(r.error().token))
                                   .toUtf8();
        QTest::qFail(why.constData(), __FILE__, __LINE__);
        out.solutions = out.distinct = std::numeric_limits<std::uint64_t>::max();
        return out;
    }
    if (!r->complete)
        QTest::qFail("the search did not complete", __FILE__, __LINE__);
    out.solutions = r->solutions;
    out.distinct = r->distinct.value_or(0);
    out.optimum = r->optimum.value_or(-1);
    out.complete = r->complete;
    return out;
}

Board shapedBoard(const QString &shape)
{
    if (shape == "cross") {
        Board b(5, 5);
        for (int c : {0, 4, 20, 24})
            b.setHole(c);
        return b;
    }
    if (shape == "ring") {
        Board b(6, 6);
        for (int c : {14, 15, 20, 21})
            b.setHole(c);
        return b;
    }
    const QStringList wh = shape.split('x');
    return Board(wh[0].toInt(), wh[1].toInt());
}

PieceType pieceOf(const Catalogue &cat, const QString &letter)
{
    return cat.piece(cat.find(letter.at(0).toLatin1()));
}

} // namespace

class TestIndependent : public QObject {
    Q_OBJECT
private slots:
    // k pieces of one type: the solver (both engines, with and without output) against the
    // cell-by-cell brute force, sets and classes.
    void crossCheck_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("piece");
        QTest::addColumn<QString>("betza"); // a user piece 'U' when not empty
        QTest::addColumn<int>("k");
        QTest::newRow("Q 4x4") << "4x4"
                               << "Q"
                               << "" << 4;
        QTest::newRow("Q 6x6") << "6x6"
                               << "Q"
                               << "" << 6;
        QTest::newRow("Q 7x7") << "7x7"
                               << "Q"
                               << "" << 7;
        QTest::newRow("Q 6x5 k5") << "6x5"
                                  << "Q"
                                  << "" << 5;
        QTest::newRow("Q 6x6 k4") << "6x6"
                                  << "Q"
                                  << "" << 4;
        QTest::newRow("R 5x4 k3") << "5x4"
                                  << "R"
                                  << "" << 3;
        QTest::newRow("B 5x5 k5") << "5x5"
                                  << "B"
                                  << "" << 5;
        QTest::newRow("B 5x5 k7") << "5x5"
                                  << "B"
                                  << "" << 7;
        QTest::newRow("N 5x5 k7") << "5x5"
                                  << "N"
                                  << "" << 7;
        QTest::newRow("K 5x6 k5") << "5x6"
                                  << "K"
                                  << "" << 5;
        QTest::newRow("A 6x6 k3") << "6x6"
                                  << "A"
                                  << "" << 3;
        QTest::newRow("C 5x5 k5") << "5x5"
                                  << "C"
                                  << "" << 5;
        QTest::newRow("H 5x5 k5") << "5x5"
                                  << "H"
                                  << "" << 5;
        QTest::newRow("X 6x6 k4") << "6x6"
                                  << "X"
                                  << "" << 4;
        QTest::newRow("Y 5x5 k5") << "5x5"
                                  << "Y"
                                  << "" << 5;
        QTest::newRow("Z 5x5 k5") << "5x5"
                                  << "Z"
                                  << "" << 5;
        QTest::newRow("I 5x5 k6") << "5x5"
                                  << "I"
                                  << "" << 6;
        QTest::newRow("Q cross k4") << "cross"
                                    << "Q"
                                    << "" << 4;
        QTest::newRow("R ring k5") << "ring"
                                   << "R"
                                   << "" << 5;
        QTest::newRow("B ring k6") << "ring"
                                   << "B"
                                   << "" << 6;
        QTest::newRow("Betza fR+W 4x4 k4") << "4x4"
                                           << ""
                                           << "fRW" << 4;
        QTest::newRow("Betza WD3 5x5 k5") << "5x5"
                                          << ""
                                          << "WD3" << 5;
    }
    void crossCheck()
    {
        QFETCH(QString, board);
        QFETCH(QString, piece);
        QFETCH(QString, betza);
        QFETCH(int, k);
        IndependentRequest req;
        req.board = shapedBoard(board);
        if (!betza.isEmpty()) {
            auto id = req.catalogue.addCustom('U', "test", betza.toStdString());
            QVERIFY(id.ok());
            req.piece = id.value();
        } else {
            req.piece = req.catalogue.find(piece.at(0).toLatin1());
        }
        req.count = k;
        req.distinct = true;
        ibrute::Brute b(req.board, {req.catalogue.piece(req.piece)});
        b.runCells({k});
        const std::uint64_t classes = b.orbits();
        for (IndependentEngine e : {IndependentEngine::Auto, IndependentEngine::General}) {
            req.engine = e;
            const Outcome o = run(req);
            QVERIFY(o.complete);
            QCOMPARE(o.solutions, b.count);
            QCOMPARE(o.distinct, classes);
        }
        const Outcome listed = run(req, 2, true);
        QCOMPARE(listed.solutions, b.count);
    }

    // Rank-by-rank brute force for pieces that attack along the rank: n on n x n, a wider range.
    void nOnN_data()
    {
        QTest::addColumn<QString>("piece");
        QTest::addColumn<int>("n");
        for (int n = 1; n <= 9; ++n)
            QTest::newRow(qPrintable(QString("Q %1").arg(n))) << "Q" << n;
        for (int n = 8; n <= 11; ++n)
            QTest::newRow(qPrintable(QString("A %1").arg(n))) << "A" << n;
        for (int n = 6; n <= 11; ++n)
            QTest::newRow(qPrintable(QString("X %1").arg(n))) << "X" << n;
        for (int n = 2; n <= 8; ++n)
            QTest::newRow(qPrintable(QString("C %1").arg(n))) << "C" << n;
        for (int n = 2; n <= 9; ++n)
            QTest::newRow(qPrintable(QString("Y %1").arg(n))) << "Y" << n;
    }
    void nOnN()
    {
        QFETCH(QString, piece);
        QFETCH(int, n);
        IndependentRequest req;
        req.board = Board(n, n);
        req.piece = req.catalogue.find(piece.at(0).toLatin1());
        req.distinct = n <= 8;
        ibrute::Brute b(req.board, {req.catalogue.piece(req.piece)});
        b.keep = req.distinct;
        b.runRanks();
        const Outcome o = run(req);
        QCOMPARE(o.solutions, b.count);
        if (req.distinct)
            QCOMPARE(o.distinct, b.orbits());
        req.engine = IndependentEngine::General;
        QCOMPARE(run(req, 1).solutions, b.count);
    }

    // --max: the maximum and the number of maximum placements against the brute force.
    void maxCheck_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("piece");
        for (QString p : {"K", "N", "B", "R", "Q", "A", "H", "Z", "I"}) {
            QTest::newRow(qPrintable(p + " 4x4")) << "4x4" << p;
            QTest::newRow(qPrintable(p + " 5x4")) << "5x4" << p;
        }
        QTest::newRow("K 5x5") << "5x5"
                               << "K";
        QTest::newRow("N 5x5") << "5x5"
                               << "N";
        QTest::newRow("B 5x5") << "5x5"
                               << "B";
        QTest::newRow("Q 5x5") << "5x5"
                               << "Q";
        QTest::newRow("Q 3x3") << "3x3"
                               << "Q";
        QTest::newRow("Q 2x2") << "2x2"
                               << "Q";
        QTest::newRow("K cross") << "cross"
                                 << "K";
        QTest::newRow("B cross") << "cross"
                                 << "B";
    }
    void maxCheck()
    {
        QFETCH(QString, board);
        QFETCH(QString, piece);
        IndependentRequest req;
        req.board = shapedBoard(board);
        req.piece = req.catalogue.find(piece.at(0).toLatin1());
        req.mode = IndependentMode::Max;
        req.distinct = true;
        // brute: the largest k with a placement
        int best = 0;
        std::uint64_t count = 1, classes = 1;
        for (int k = 1; k <= req.board.cellCount(); ++k) {
            ibrute::Brute b(req.board, {pieceOf(req.catalogue, piece)});
            b.runCells({k});
            if (b.count == 0)
                break;
            best = k;
            count = b.count;
            classes = b.orbits();
        }
        const Outcome o = run(req);
        QVERIFY(o.complete);
        QCOMPARE(o.optimum, double(best));
        QCOMPARE(o.solutions, count);
        QCOMPARE(o.distinct, classes);
        QCOMPARE(run(req, 1, true).solutions, count);
    }

    // Seed 001: on 8x8 at most 32 knights (2 ways: the two colours, seed 001), 16 kings,
    // 14 bishops, 8 queens, 8 rooks. Numbers of maximum placements: bishops 2^n on n x n
    // (Yaglom & Yaglom), queens 92 (OEIS A000170), rooks 8!, kings 281571 (OEIS A018807).
    void seed001Maxima_data()
    {
        QTest::addColumn<QString>("piece");
        QTest::addColumn<int>("optimum");
        QTest::addColumn<qulonglong>("count");
        QTest::newRow("N") << "N" << 32 << 2ull;
        QTest::newRow("K") << "K" << 16 << 281571ull;
        QTest::newRow("B") << "B" << 14 << 256ull;
        QTest::newRow("Q") << "Q" << 8 << 92ull;
        QTest::newRow("R") << "R" << 8 << 40320ull;
    }
    void seed001Maxima()
    {
        QFETCH(QString, piece);
        QFETCH(int, optimum);
        QFETCH(qulonglong, count);
        IndependentRequest req;
        req.board = Board(8, 8);
        req.piece = req.catalogue.find(piece.at(0).toLatin1());
        req.mode = IndependentMode::Max;
        for (int threads : {1, 2}) {
            const Outcome o = run(req, threads);
            QVERIFY(o.complete);
            QCOMPARE(o.optimum, double(optimum));
            QCOMPARE(o.solutions, std::uint64_t(count));
        }
    }

    // n^2 kings on 2n x 2n: OEIS A018807 (placements) and A319096 (classes under the square's
    // symmetries).
    void kingsOeis_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<qulonglong>("count");
        QTest::addColumn<qulonglong>("classes");
        QTest::newRow("2x2") << 1 << 4ull << 1ull;
        QTest::newRow("4x4") << 2 << 79ull << 14ull;
        QTest::newRow("6x6") << 3 << 3600ull << 459ull;
        QTest::newRow("8x8") << 4 << 281571ull << 35312ull;
        QTest::newRow("10x10") << 5 << 32572756ull << 4072108ull;
    }
    void kingsOeis()
    {
        QFETCH(int, n);
        QFETCH(qulonglong, count);
        QFETCH(qulonglong, classes);
        IndependentRequest req;
        req.board = Board(2 * n, 2 * n);
        req.piece = req.catalogue.find('K');
        req.mode = IndependentMode::Max;
        req.distinct = true;
        const Outcome o = run(req);
        QCOMPARE(o.optimum, double(n * n));
        QCOMPARE(o.solutions, std::uint64_t(count));
        QCOMPARE(o.distinct, std::uint64_t(classes));
    }

    // Mixed armies against the cell-by-cell brute force.
    void army_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("army");
        QTest::newRow("4x4 K1Q1N1") << "4x4"
                                    << "K1Q1N1";
        QTest::newRow("5x5 K2Q1B1N1") << "5x5"
                                      << "K2Q1B1N1";
        QTest::newRow("5x5 Q2N2") << "5x5"
                                  << "Q2N2";
        QTest::newRow("6x6 K2Q2B2N1") << "6x6"
                                      << "K2Q2B2N1";
        QTest::newRow("5x4 R2B2") << "5x4"
                                  << "R2B2";
        QTest::newRow("cross K1R1B1N1") << "cross"
                                        << "KRBN";
        QTest::newRow("5x5 P2N2") << "5x5"
                                  << "P2N2";
    }
    void army()
    {
        QFETCH(QString, board);
        QFETCH(QString, army);
        IndependentRequest req;
        req.board = shapedBoard(board);
        req.mode = IndependentMode::Army;
        auto a = parseArmy(army.toStdString(), req.catalogue);
        QVERIFY(a.ok());
        req.army = a.value();
        std::vector<PieceType> types;
        std::vector<int> counts;
        for (const ArmyEntry &e : req.army) {
            types.push_back(req.catalogue.piece(e.piece));
            counts.push_back(e.count);
        }
        ibrute::Brute b(req.board, types);
        b.runCells(counts);
        const std::uint64_t classes = b.orbits();
        QCOMPARE(run(req, 1).solutions, b.count);
        req.taskTarget = 3;
        req.distinct = true;
        const Outcome o = run(req, 2);
        QCOMPARE(o.solutions, b.count);
        QCOMPARE(o.distinct, classes);
        QCOMPARE(run(req, 2, true).solutions, b.count);
        std::uint64_t sent = 0; // the gallery's way: 5 classes sent, the rest counted
        const SearchOptions five{.onSolution = [&sent](const Solution &) { ++sent; }, .listLimit = 5};
        const auto listed = solveIndependent(req, {}, five);
        QVERIFY(listed.ok() && listed->complete && listed->solutions == b.count);
        QCOMPARE(sent + (listed->unlisted.empty() ? 0 : listed->unlisted.begin()->second), classes);
        QCOMPARE(sent, std::min<std::uint64_t>(classes, 5));
    }

    // Completion: preplaced pieces stay, count towards k, and exclude their conflicts.
    void preplaced_data()
    {
        QTest::addColumn<QString>("placement");
        QTest::addColumn<QString>("piece");
        QTest::addColumn<int>("k");
        QTest::newRow("Q a1, 6 queens") << "6/6/6/6/6/Q5"
                                        << "Q" << 6;
        QTest::newRow("Q b1 d2, 6 queens") << "6/6/6/6/3Q2/1Q4"
                                           << "Q" << 6;
        QTest::newRow("N c3 among queens") << "6/6/6/2N3/6/6"
                                           << "Q" << 5;
        QTest::newRow("K e4 among bishops") << "6/6/4K1/6/6/6"
                                            << "B" << 6;
    }
    void preplaced()
    {
        QFETCH(QString, placement);
        QFETCH(QString, piece);
        QFETCH(int, k);
        IndependentRequest req;
        auto pre = parsePlacement(placement.toStdString(), req.catalogue);
        QVERIFY(pre.ok());
        req.board = pre->board();
        req.preplaced = pre.value();
        req.piece = req.catalogue.find(piece.at(0).toLatin1());
        req.count = k;
        req.distinct = true;
        // brute: types = the solved piece and every other preplaced type
        std::vector<int> ids{req.piece};
        for (int c = 0; c < req.board.area(); ++c)
            if (pre->at(c) >= 0 && std::find(ids.begin(), ids.end(), pre->at(c)) == ids.end())
                ids.push_back(pre->at(c));
        std::vector<PieceType> types;
        std::vector<int> counts(ids.size(), 0);
        ibrute::Cells fixed(req.board.area(), -1);
        for (int c = 0; c < req.board.area(); ++c)
            if (pre->at(c) >= 0) {
                const int t = int(std::find(ids.begin(), ids.end(), pre->at(c)) - ids.begin());
                fixed[c] = t;
                if (t > 0)
                    ++counts[t];
            }
        counts[0] = k;
        for (int id : ids)
            types.push_back(req.catalogue.piece(id));
        ibrute::Brute b(req.board, types, fixed);
        b.runCells(counts);
        const Outcome o = run(req);
        QCOMPARE(o.solutions, b.count);
        QCOMPARE(o.distinct, b.orbits());
        QCOMPARE(run(req, 1, true).solutions, b.count);
    }

    void preplacedAttack()
    {
        IndependentRequest req;
        req.board = Board(5, 5);
        req.preplaced = parsePlacement("5/5/5/1N3/Q4", req.catalogue).value();
        req.piece = req.catalogue.find('Q');
        QCOMPARE(validateIndependent(req).code, ErrorCode::PreplacedAttack);
        QCOMPARE(validateIndependent(req).token, std::string("a1-b2"));
        req.preplaced = parsePlacement("5/5/2N2/5/Q4", req.catalogue).value(); // a1 and c3: queen's diagonal
        QCOMPARE(validateIndependent(req).code, ErrorCode::PreplacedAttack);
        req.preplaced = parsePlacement("5/5/5/3N1/Q4", req.catalogue).value(); // d2: no attack
        QCOMPARE(validateIndependent(req).code, ErrorCode::None);
    }

    /// The quarter-board join's variants on small boards against OEIS A000170: the pair
    /// counting of n = 22, 23 ("wide": five look-ups per pattern, no pair-by-pair tests;
    /// IndependentRequest::queenJoinWide) with, for odd n, the blocks of east rank sets per task
    /// that n >= 21 use, on 1 and 2 threads; the portable code (queenJoinPortable: no SIMD
    /// code where the processor has it, which the other rows run) and the AVX2 code
    /// (queenJoinNoAvx512: AVX2 also where the processor has AVX-512), plain and wide.
    void queenJoinVariants_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<qulonglong>("expected");
        QTest::addColumn<bool>("wide");
        QTest::addColumn<bool>("portable");
        QTest::addColumn<bool>("noAvx512");
        const std::pair<int, qulonglong> oeis[] = {{10, 724},    {11, 2680},    {12, 14200},   {13, 73712},
                                                   {14, 365596}, {15, 2279184}, {16, 14772512}};
        for (const auto &[n, count] : oeis) {
            if (n <= 15) {
                QTest::addRow("%d queens wide", n) << n << count << true << false << false;
                QTest::addRow("%d queens wide, portable", n) << n << count << true << true << false;
                QTest::addRow("%d queens wide, avx2", n) << n << count << true << false << true;
            }
            QTest::addRow("%d queens portable", n) << n << count << false << true << false;
            QTest::addRow("%d queens avx2", n) << n << count << false << false << true;
        }
        // Odd n in groups of 128 lanes (the wide rows have 256).
        QTest::addRow("17 queens avx2") << 17 << qulonglong(95815104) << false << false << true;
    }
    void queenJoinVariants()
    {
        QFETCH(int, n);
        QFETCH(qulonglong, expected);
        QFETCH(bool, wide);
        QFETCH(bool, portable);
        QFETCH(bool, noAvx512);
        IndependentRequest q;
        q.board = Board(n, n);
        q.piece = q.catalogue.find('Q');
        q.queenJoinWide = wide;
        q.queenJoinPortable = portable;
        q.queenJoinNoAvx512 = noAvx512;
        QVERIFY(independentQueenCount(q));
        for (int threads : {1, 2})
            QCOMPARE(qulonglong(run(q, threads).solutions), expected);
        // Which kernel counted (the summary's join_kernel): the one the row asks for, if this
        // processor has it (judged here from the processor's own flags) and this build compiled
        // the SIMD code (not under the sanitizers). Where it does not, the row says so: skipped.
        SearchOptions o;
        o.threads = 1;
        const auto r = solveIndependent(q, {}, o);
        QVERIFY(r.ok());
        const std::string kernel = r->labels.count("join_kernel") ? r->labels.at("join_kernel") : "";
        const char *wanted = portable ? "portable" : noAvx512 ? "avx2" : "avx512";
        const char *lacking = nullptr;
#if defined(__x86_64__) && defined(__GNUC__)
        const bool avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt");
        const bool avx512 = avx2 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") &&
                            __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq") &&
                            __builtin_cpu_supports("avx512vpopcntdq");
#else
        const bool avx2 = false, avx512 = false;
#endif
        if (!portable && cpwtest::kSanitizerBuild)
            lacking = "the sanitizer build compiles no SIMD kernel";
        else if (!portable && !noAvx512 && !avx512)
            lacking = avx2 ? "this processor lacks AVX-512 (F, VL, BW, DQ, VPOPCNTDQ): the AVX2 kernel ran"
                           : "this processor lacks AVX-512 and AVX2: the portable kernel ran";
        else if (!portable && !avx2)
            lacking = "this processor lacks AVX2: the portable kernel ran";
        if (lacking) {
            QVERIFY2(kernel != wanted, kernel.c_str());
            QSKIP(lacking);
        }
        QCOMPARE(kernel, std::string(wanted));
    }

    /// A caller keeping the first `limit` solutions (SearchOptions::listLimit) is sent that many
    /// (or all), valid and different, and the rest are in unlisted (the classes with --distinct);
    /// Count, Max and (army()) Army. Expected: brute.h, else OEIS A000170 / A002562 (n queens:
    /// all, classes), A018807 (16 kings on 8x8, the most there).
    void listThenCount_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("piece");
        QTest::addColumn<int>("k"); // with max and no expected count: found by the brute force
        QTest::addColumn<bool>("max");
        QTest::addColumn<bool>("distinct");
        QTest::addColumn<int>("limit");
        QTest::addColumn<qulonglong>("expected"); // 0: from the brute force
        QTest::addColumn<qulonglong>("classes");
        const struct {
            const char *name, *board, *piece;
            int k;
            bool max, distinct;
            int limit;
            qulonglong expected, classes;
        } rows[] = {
            {"Q 7x7, 10 of 40", "7x7", "Q", 7, false, false, 10, 0, 0},
            {"Q 7x7, all 40", "7x7", "Q", 7, false, false, 100, 0, 0},
            {"Q 7x7 distinct, 10", "7x7", "Q", 7, false, true, 10, 0, 0},
            {"K 5x6 k5, 7", "5x6", "K", 5, false, false, 7, 0, 0},
            {"N 5x5 k7 distinct, 50", "5x5", "N", 7, false, true, 50, 0, 0},
            {"Q cross k4, 3", "cross", "Q", 4, false, false, 3, 0, 0},
            {"10 queens distinct, 20", "10x10", "Q", 10, false, true, 20, 724, 92},
            {"13 queens, 1000", "13x13", "Q", 13, false, false, 1000, 73712, 0},
            {"13 queens distinct, 1000", "13x13", "Q", 13, false, true, 1000, 73712, 9233},
            {"16 kings 8x8, 500", "8x8", "K", 16, false, false, 500, 281571, 0},
            {"K 5x6 max, 7", "5x6", "K", 0, true, false, 7, 0, 0},
            {"B 5x5 max distinct, 3", "5x5", "B", 0, true, true, 3, 0, 0},
            {"N 5x5 max, all", "5x5", "N", 0, true, false, 10, 0, 0},
            {"16 kings 8x8 max, 500", "8x8", "K", 16, true, false, 500, 281571, 0},
        };
        for (const auto &r : rows)
            QTest::newRow(r.name) << QString(r.board) << QString(r.piece) << r.k << r.max << r.distinct
                                  << r.limit << r.expected << r.classes;
    }
    void listThenCount()
    {
        QFETCH(QString, board);
        QFETCH(QString, piece);
        QFETCH(int, k);
        QFETCH(bool, max);
        QFETCH(bool, distinct);
        QFETCH(int, limit);
        QFETCH(qulonglong, expected);
        QFETCH(qulonglong, classes);
        const qulonglong published = expected;
        IndependentRequest req;
        req.board = shapedBoard(board);
        req.piece = req.catalogue.find(piece.at(0).toLatin1());
        req.distinct = distinct;
        if (max)
            req.mode = IndependentMode::Max;
        else
            req.count = k;
        // Unpublished: the brute force for k, or for max every size up to the last that fits.
        for (int size = max ? 1 : k; published == 0 && size <= req.board.cellCount(); ++size) {
            ibrute::Brute b(req.board, {req.catalogue.piece(req.piece)});
            b.runCells({size});
            if (b.count == 0)
                break;
            k = size;
            expected = b.count;
            classes = distinct ? b.orbits() : 0;
            if (!max)
                break;
        }
        for (int threads : {1, 2}) {
            SearchOptions o;
            o.threads = threads;
            o.listLimit = std::uint64_t(limit);
            std::set<std::vector<int>> received;
            bool valid = true;
            o.onSolution = [&](const Solution &s) {
                const std::vector<int> attacked = attackCounts(s.placement, req.catalogue);
                for (int c = 0; c < req.board.area(); ++c)
                    valid = valid && (s.placement.at(c) == kEmpty || attacked[std::size_t(c)] == 0);
                valid = valid && s.placement.pieceCount() == k;
                received.insert(s.placement.cells());
            };
            auto r = solveIndependent(req, {}, o);
            QVERIFY(r.ok() && r->complete);
            QCOMPARE(qulonglong(r->solutions), expected);
            if (max)
                QCOMPARE(r->optimum.value_or(-1), double(k));
            if (distinct)
                QCOMPARE(qulonglong(r->distinct.value_or(0)), classes);
            QVERIFY(valid);
            const qulonglong shown = distinct ? classes : expected;
            qulonglong unlisted = 0;
            for (const auto &[pieces, n] : r->unlisted) {
                QCOMPARE(pieces, k);
                unlisted += n;
            }
            QCOMPARE(received.size() + unlisted, shown);
            QCOMPARE(qulonglong(received.size()), std::min<qulonglong>(shown, qulonglong(limit)));
        }
    }

    // Counts are the same for 1 and 2 threads and any task split.
    void threadInvariance()
    {
        IndependentRequest req;
        req.board = Board(9, 9);
        req.piece = req.catalogue.find('Q');
        const std::uint64_t expected = run(req, 1).solutions;
        QCOMPARE(expected, std::uint64_t(352)); // OEIS A000170
        // The queen counter on 1 and 2 threads against OEIS A000170: n < 10 by the
        // backtracking over symmetry classes, n = 10..19 by the quarter-board join (odd n
        // with the middle rank's and file's queens fixed first).
        const std::pair<int, std::uint64_t> oeis[] = {{6, 4},       {7, 40},       {8, 92},       {9, 352},
                                                      {10, 724},    {11, 2680},    {12, 14200},   {13, 73712},
                                                      {14, 365596}, {15, 2279184}, {16, 14772512}};
        for (const auto &[n, count] : oeis) {
            IndependentRequest q;
            q.board = Board(n, n);
            q.piece = q.catalogue.find('Q');
            for (int threads : {1, 2})
                QCOMPARE(run(q, threads).solutions, count);
        }
        req.engine = IndependentEngine::General;
        for (int tasks : {1, 5, 64, 5000})
            for (int threads : {1, 2}) {
                req.taskTarget = tasks;
                QCOMPARE(run(req, threads).solutions, expected);
            }
        IndependentRequest mx;
        mx.board = Board(6, 6);
        mx.piece = mx.catalogue.find('Q');
        mx.mode = IndependentMode::Max;
        for (int tasks : {1, 9, 300}) {
            mx.taskTarget = tasks;
            QCOMPARE(run(mx, 1).solutions, run(mx, 2).solutions);
        }
    }

    // The explicit construction gives n non-attacking queens for every n >= 4 (checked here).
    void construction()
    {
        for (int n = 4; n <= 300; ++n) {
            const std::vector<int> files = constructQueens(n);
            QCOMPARE(int(files.size()), n);
            std::set<int> f, d1, d2;
            for (int y = 0; y < n; ++y) {
                f.insert(files[y]);
                d1.insert(files[y] + y);
                d2.insert(files[y] - y);
            }
            QCOMPARE(int(f.size()), n);
            QCOMPARE(int(d1.size()), n);
            QCOMPARE(int(d2.size()), n);
        }
        IndependentRequest req;
        req.board = Board(30, 30);
        req.piece = req.catalogue.find('Q');
        req.mode = IndependentMode::First;
        Placement found;
        SearchOptions o;
        o.onSolution = [&found](const Solution &s) {
            found = s.placement;
        };
        auto r = solveIndependent(req, {}, o);
        QVERIFY(r.ok());
        QCOMPARE(r->solutions, std::uint64_t(1));
        QCOMPARE(found.pieceCount(), 30);
        // --first with another piece: the general engine
        req.board = Board(12, 12);
        req.piece = req.catalogue.find('A');
        r = solveIndependent(req, {}, o);
        QCOMPARE(r->solutions, std::uint64_t(1));
        ibrute::Brute b(req.board, {req.catalogue.piece(req.piece)});
        ibrute::Cells cells(144, -1);
        for (int c = 0; c < 144; ++c)
            if (found.at(c) >= 0) {
                QVERIFY(b.fits(cells, 0, c));
                cells[c] = 0;
            }
        QCOMPARE(found.pieceCount(), 12);
    }

    // Ordered sequences: sets x k! (seed 002's "all" table: 4 -> 48, 8 -> 3709440).
    void hitsAll()
    {
        IndependentRequest req;
        req.board = Board(8, 8);
        req.piece = req.catalogue.find('Q');
        req.hits = IndependentHits::All;
        QCOMPARE(run(req).solutions, std::uint64_t(3709440));
        req.board = Board(9, 9);
        QCOMPARE(run(req).solutions, std::uint64_t(127733760));
        req.board = Board(4, 4);
        QCOMPARE(run(req, 2, true).solutions, std::uint64_t(48));
    }

    // The family seam: a Problem of kind Independent through cpw::solve.
    void seam()
    {
        Problem p;
        p.kind = "independent";
        p.board = Board(8, 8);
        p.params["piece"] = std::string("Q");
        p.params["distinct"] = true;
        auto r = cpw::solve(p, {}, SearchOptions{});
        QVERIFY(r.ok());
        QCOMPARE(r->solutions, std::uint64_t(92));
        QCOMPARE(r->distinct.value_or(0), std::uint64_t(12));
        p.params["kind"] = std::string("super");
        p.board = Board(10, 10);
        QCOMPARE(cpw::solve(p, {}, SearchOptions{})->solutions, std::uint64_t(4));
        p.params.clear();
        p.board = Board(8, 8);
        p.params["piece"] = std::string("K");
        p.params["max"] = true;
        r = cpw::solve(p, {}, SearchOptions{});
        QCOMPARE(r->optimum.value_or(0), 16.0);
        QCOMPARE(objectiveOf(p), (Objective{.sense = ObjectiveSense::Maximise}));
        p.params.clear();
        p.board = Board(5, 5);
        p.params["army"] = std::string("Q2N2");
        ibrute::Brute b(p.board,
                        {p.catalogue.piece(p.catalogue.find('Q')), p.catalogue.piece(p.catalogue.find('N'))});
        b.keep = false;
        b.runCells({2, 2});
        QCOMPARE(cpw::solve(p, {}, SearchOptions{})->solutions, b.count);
        p.params["army"] = std::string("Q2x");
        QCOMPARE(validateProblem(p).code, ErrorCode::BlackPiece);
        p.params["army"] = std::string("Q2!");
        QCOMPARE(familyCode<IndependentError>(validateProblem(p)), IndependentError::BadArmySpec);
        p.params.clear();
        p.params["piece"] = std::string("N");
        p.params["kind"] = std::string("super");
        QCOMPARE(validateProblem(p).code, ErrorCode::BadFieldValue);
    }

    void kinds()
    {
        const Catalogue &cat = Catalogue::standard();
        QCOMPARE(cat.piece(independentPiece(cat, 'Q', "super").value()).letter, 'A');
        QCOMPARE(cat.piece(independentPiece(cat, 'R', "super").value()).letter, 'C');
        QCOMPARE(cat.piece(independentPiece(cat, 'B', "super").value()).letter, 'H');
        QCOMPARE(cat.piece(independentPiece(cat, 'Q', "awesome").value()).letter, 'X');
        QCOMPARE(cat.piece(independentPiece(cat, 'R', "awesome").value()).letter, 'Y');
        QCOMPARE(cat.piece(independentPiece(cat, 'B', "awesome").value()).letter, 'Z');
        QCOMPARE(cat.piece(independentPiece(cat, 'N', "regular").value()).letter, 'N');
        QVERIFY(!independentPiece(cat, 'K', "super").ok());
        QVERIFY(!independentPiece(cat, 'Q', "mega").ok());
        auto a = parseArmy("K2Q2B2N1", cat);
        QVERIFY(a.ok());
        QCOMPARE(armyText(a.value(), cat), std::string("K2Q2B2N1"));
        QCOMPARE(armyText(parseArmy("QQN", cat).value(), cat), std::string("Q2N1"));
        QCOMPARE(parseArmy("K2W", cat).error().code, ErrorCode::UnknownPiece);
        QCOMPARE(parseArmy("K2W", cat).error().position, 2);
        QCOMPARE(familyCode<IndependentError>(parseArmy("", cat).error()), IndependentError::BadArmySpec);
        QCOMPARE(familyCode<IndependentError>(parseArmy("2K", cat).error()), IndependentError::BadArmySpec);
    }

    // Army texts at the count limit (kMaxCells = 1024). A letter given twice adds up; the sum
    // had no limit, so "N666N666" read as N1332, which armyText printed as a text that no longer
    // reads (found by tests/fuzz/fuzz_lists). Expected: "" = error at `position`, else the text.
    void armyLimits_data()
    {
        QTest::addColumn<QString>("army");
        QTest::addColumn<QString>("printed");
        QTest::addColumn<int>("position");
        QTest::newRow("one count at the limit") << "Q1024"
                                                << "Q1024" << -1;
        QTest::newRow("one count past it") << "Q1025"
                                           << "" << 1;
        QTest::newRow("sum at the limit") << "Q512Q512"
                                          << "Q1024" << -1;
        QTest::newRow("sum past it") << "N666N666"
                                     << "" << 4;
        QTest::newRow("sum past it by one") << "Q1024,Q"
                                            << "" << 6;
        QTest::newRow("fuzz input") << "QKABRN666PBBRN666PBRNP"
                                    << "" << 13;
    }
    void armyLimits()
    {
        QFETCH(QString, army);
        QFETCH(QString, printed);
        QFETCH(int, position);
        const Catalogue &cat = Catalogue::standard();
        auto a = parseArmy(army.toStdString(), cat);
        if (printed.isEmpty()) {
            QVERIFY(!a.ok());
            QCOMPARE(familyCode<IndependentError>(a.error()), IndependentError::BadArmySpec);
            QCOMPARE(a.error().position, position);
            return;
        }
        QVERIFY(a.ok());
        QCOMPARE(QString::fromStdString(armyText(a.value(), cat)), printed);
        auto again = parseArmy(armyText(a.value(), cat), cat);
        QVERIFY(again.ok() && again.value() == a.value());
    }
};

QTEST_APPLESS_MAIN(TestIndependent)
#include "tst_independent.moc"
