// Minimum covers: Fisher's knight tables (seed 004, tables 1 and 2; OEIS A006075 for the
// minima), an independent brute force (every subset, judged with blocking attacks) for every
// kind of piece, all three variants, shaped boards and preplaced pieces, and thread invariance.
#include <QtTest>

#include "brute.h"
#include "cpw/cover.h"
#include "cpw/family.h"
#include "slowdown.h"

using namespace cpw;

namespace {

struct Outcome {
    SearchStats stats;
    std::vector<Placement> covers;
};

Outcome run(const CoverRequest &req, int threads = 2, bool collect = false)
{
    SearchOptions opt;
    opt.threads = threads;
    Outcome out;
    if (collect)
        opt.onSolution = [&out](const Solution &s) {
            out.covers.push_back(s.placement);
        };
    auto r = solveCover(req, {}, opt);
    if (!r)
        qFatal("solveCover failed: error %d", static_cast<int>(r.error().code));
    out.stats = r.value();
    return out;
}

Board shaped(int w, int h, const QString &holes)
{
    Board b(w, h);
    for (const QString &name : holes.split(',', Qt::SkipEmptyParts))
        b.setHole(b.parseCell(name.toStdString()).value());
    return b;
}

} // namespace

class TestCover : public QObject {
    Q_OBJECT
private slots:
    // Fisher, table 1 (n = 1..10): minimum, number of minimum covers, distinct ones.
    // The minima agree with OEIS A006075 (1, 4, 4, 4, 5, 8, 10, 12, 14, 16, ...).
    void knightTable_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("minimum");
        QTest::addColumn<int>("covers");
        QTest::addColumn<int>("distinct");
        const int minimum[] = {1, 4, 4, 4, 5, 8, 10, 12, 14, 16};
        const int covers[] = {1, 1, 8, 9, 47, 127, 10, 2, 2, 4};
        const int distinct[] = {1, 1, 2, 3, 8, 23, 3, 1, 1, 2};
        for (int n = 1; n <= 10; ++n)
            QTest::addRow("%dx%d", n, n) << n << minimum[n - 1] << covers[n - 1] << distinct[n - 1];
    }
    void knightTable()
    {
        QFETCH(int, n);
        QFETCH(int, minimum);
        QFETCH(int, covers);
        QFETCH(int, distinct);
        CoverRequest req;
        req.board = Board(n, n);
        req.distinct = true;
        const Outcome o = run(req, 2, true);
        QVERIFY(o.stats.complete);
        QVERIFY(o.stats.provenOptimal.value_or(false));
        QCOMPARE(o.stats.optimum.value_or(-1), double(minimum));
        QCOMPARE(o.stats.solutions, std::uint64_t(covers));
        QCOMPARE(o.stats.distinct.value_or(0), std::uint64_t(distinct));
        // with --distinct only the representatives are streamed, each a verified cover
        QCOMPARE(o.covers.size(), std::size_t(distinct));
        for (const Placement &p : o.covers) {
            QCOMPARE(p.pieceCount(), minimum);
            QVERIFY(coverbrute::judge(p, Catalogue::standard(), CoverVariant::Plain));
        }
    }

    // Queens on 8x8: 5 queens dominate the board in 4860 ways, 638 of them essentially different
    // (Yaglom and Yaglom; OEIS A075458 for the minimum 5).
    void queens8x8()
    {
        CoverRequest req;
        req.board = Board(8, 8);
        req.piece = req.catalogue.find('Q');
        req.distinct = true;
        const Outcome o = run(req);
        QVERIFY(o.stats.complete);
        QCOMPARE(o.stats.optimum.value_or(-1), 5.0);
        QCOMPARE(o.stats.solutions, std::uint64_t(4860));
        QCOMPARE(o.stats.distinct.value_or(0), std::uint64_t(638));
    }

    // Every piece kind, every variant, against the brute force: the minimum, the number of
    // minimum covers and of distinct ones, and the covers with one piece more (mode Pieces).
    void brute_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<QString>("holes");
        QTest::addColumn<QString>("piece"); // a letter, or "=BETZA" for a user piece
        QTest::addColumn<int>("variant");
        const struct {
            int w, h;
            const char *holes;
        } boards[] = {{3, 3, ""}, {4, 4, ""}, {5, 3, ""}, {4, 5, "a1,d5"}};
        const char *pieces[] = {"N", "K", "Q", "R", "B", "I", "A", "=fWbF", "=WD"};
        const char *variants[] = {"plain", "total", "independent"};
        for (const auto &b : boards)
            for (const char *p : pieces)
                for (int v = 0; v < 3; ++v) {
                    // the large board only for a few pieces, to keep the brute force quick
                    if (b.w * b.h >= 20 && QString(p) != "N" && QString(p) != "Q" && QString(p) != "=fWbF")
                        continue;
                    QTest::addRow("%dx%d%s %s %s", b.w, b.h, *b.holes ? " shaped" : "", p, variants[v])
                        << b.w << b.h << QString(b.holes) << QString(p) << v;
                }
        QTest::addRow("3x3 pawn plain") << 3 << 3 << QString() << QString("P") << 0;
        QTest::addRow("3x3 pawn total (none)") << 3 << 3 << QString() << QString("P") << 1;
        QTest::addRow("2x2 knight total (none)") << 2 << 2 << QString() << QString("N") << 1;
    }
    void brute()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(QString, holes);
        QFETCH(QString, piece);
        QFETCH(int, variant);
        CoverRequest req;
        req.board = shaped(w, h, holes);
        if (piece.startsWith('=')) {
            auto id = req.catalogue.addCustom('U', "test piece", piece.mid(1).toStdString());
            QVERIFY(id.ok());
            req.piece = id.value();
        } else {
            req.piece = req.catalogue.find(piece.at(0).toLatin1());
        }
        req.variant = static_cast<CoverVariant>(variant);
        req.distinct = true;
        const Outcome o = run(req);
        QVERIFY(o.stats.complete);
        const int cells = req.board.cellCount();
        if (!o.stats.optimum) {
            // no cover at all: the brute force over every subset agrees
            const auto b = coverbrute::enumerate(req.board, req.catalogue, req.piece, req.variant, cells);
            QVERIFY(b.covers.empty());
            return;
        }
        const int m = static_cast<int>(*o.stats.optimum);
        const auto b =
            coverbrute::enumerate(req.board, req.catalogue, req.piece, req.variant, std::min(cells, m + 1));
        QVERIFY(!b.covers.empty());
        QCOMPARE(b.covers.begin()->first, m);
        QCOMPARE(o.stats.solutions, b.covers.at(m));
        QCOMPARE(o.stats.distinct.value_or(0), b.distinct.at(m));
        if (m + 1 <= cells) {
            CoverRequest more = req;
            more.mode = CoverMode::Pieces;
            more.pieces = m + 1;
            const Outcome o2 = run(more);
            QVERIFY(o2.stats.complete);
            const std::uint64_t expect = b.covers.count(m + 1) ? b.covers.at(m + 1) : 0;
            const std::uint64_t expectDistinct = b.distinct.count(m + 1) ? b.distinct.at(m + 1) : 0;
            QCOMPARE(o2.stats.solutions, expect);
            QCOMPARE(o2.stats.distinct.value_or(0), expectDistinct);
            // counting without a sink (binomial completion) gives the same number
            more.distinct = false;
            QCOMPARE(run(more).stats.solutions, expect);
        }
    }

    // Completing a cover: preplaced pieces count, symmetries must keep them.
    void preplaced_data()
    {
        QTest::addColumn<QString>("placement");
        QTest::addColumn<QString>("piece");
        QTest::addColumn<int>("variant");
        QTest::newRow("knight 5x5 centre") << "5/5/2N2/5/5"
                                           << "N" << 0;
        QTest::newRow("knight 5x5 corner") << "N4/5/5/5/5"
                                           << "N" << 0;
        QTest::newRow("queen 5x5 two") << "5/1Q3/5/3Q1/5"
                                       << "Q" << 2;
        QTest::newRow("king 4x5 total") << "4/1K2/4/4/4"
                                        << "K" << 1;
        QTest::newRow("queens that attack each other") << "QQ3/5/5/5/5"
                                                       << "Q" << 2;
    }
    void preplaced()
    {
        QFETCH(QString, placement);
        QFETCH(QString, piece);
        QFETCH(int, variant);
        CoverRequest req;
        auto pre = parsePlacement(placement.toStdString(), req.catalogue);
        QVERIFY(pre.ok());
        req.board = pre->board();
        req.preplaced = pre.value();
        req.piece = req.catalogue.find(piece.at(0).toLatin1());
        req.variant = static_cast<CoverVariant>(variant);
        req.distinct = true;
        const Outcome o = run(req, 2, true);
        QVERIFY(o.stats.complete);
        const int cells = req.board.cellCount();
        if (!o.stats.optimum) {
            QCOMPARE(o.stats.solutions, std::uint64_t(0));
            const auto b =
                coverbrute::enumerate(req.board, req.catalogue, req.piece, req.variant, 9, &req.preplaced);
            QVERIFY(b.covers.empty()); // (independent: the preplaced queens already clash)
            return;
        }
        const int m = static_cast<int>(*o.stats.optimum);
        const auto b = coverbrute::enumerate(req.board, req.catalogue, req.piece, req.variant,
                                             std::min(cells, m), &req.preplaced);
        QCOMPARE(b.covers.begin()->first, m);
        QCOMPARE(o.stats.solutions, b.covers.at(m));
        QCOMPARE(o.stats.distinct.value_or(0), b.distinct.at(m));
        for (const Placement &p : o.covers)
            for (int i = 0; i < req.board.area(); ++i)
                if (req.preplaced.at(i) != kEmpty)
                    QCOMPARE(p.at(i), req.piece);
    }

    // Counts never depend on the thread count, the task split or the LP bound.
    void threadInvariance_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("piece");
        QTest::addColumn<int>("variant");
        QTest::addColumn<int>("pieces"); // 0 = minimum
        QTest::newRow("knight 9x9") << 9 << "N" << 0 << 0;
        QTest::newRow("knight 6x6 exactly 9") << 6 << "N" << 0 << 9;
        QTest::newRow("queen 7x7 independent") << 7 << "Q" << 2 << 0;
        QTest::newRow("king 7x7 total") << 7 << "K" << 1 << 0;
        QTest::newRow("bishop 6x6 exactly 7") << 6 << "B" << 0 << 7;
    }
    void threadInvariance()
    {
        QFETCH(int, n);
        QFETCH(QString, piece);
        QFETCH(int, variant);
        QFETCH(int, pieces);
        CoverRequest req;
        req.board = Board(n, n);
        req.piece = req.catalogue.find(piece.at(0).toLatin1());
        req.variant = static_cast<CoverVariant>(variant);
        req.distinct = true;
        if (pieces > 0) {
            req.mode = CoverMode::Pieces;
            req.pieces = pieces;
        }
        const Outcome one = run(req, 1);
        QVERIFY(one.stats.complete);
        for (int threads : {2, 3}) {
            for (int tasks : {1, 7, 300}) {
                CoverRequest r = req;
                r.taskTarget = tasks;
                r.lpBound = tasks != 7;
                const Outcome o = run(r, threads);
                QVERIFY(o.stats.complete);
                QCOMPARE(o.stats.solutions, one.stats.solutions);
                QCOMPARE(o.stats.distinct, one.stats.distinct);
                QCOMPARE(o.stats.optimum, one.stats.optimum);
            }
        }
    }

    // The first minimum cover: the minimum is proven although the search stops early.
    void firstOnly()
    {
        CoverRequest req;
        req.board = Board(7, 7);
        req.firstOnly = true;
        req.distinct = true;
        const Outcome o = run(req, 2, true);
        QVERIFY(!o.stats.complete);
        QVERIFY(o.stats.provenOptimal.value_or(false));
        QCOMPARE(o.stats.optimum.value_or(-1), 10.0); // Fisher, table 1
        QCOMPARE(o.covers.size(), std::size_t(1));
        QVERIFY(coverbrute::judge(o.covers.front(), req.catalogue, CoverVariant::Plain));
    }

    // The seam: a problem of kind Cover runs through cpw::solve.
    void problemFile()
    {
        Problem p;
        p.kind = "cover";
        p.board = Board(5, 5);
        p.allowed = {p.catalogue.find('N')};
        p.params["distinct"] = true;
        auto r = cpw::solve(p, {}, SearchOptions{});
        QVERIFY(r.ok());
        QCOMPARE(r->solutions, std::uint64_t(47));
        QCOMPARE(r->distinct.value_or(0), std::uint64_t(8));
        p.params["variant"] = std::string("sideways");
        QCOMPARE(cpw::validateProblem(p).code, ErrorCode::BadFieldValue);
        p.params["variant"] = std::string("plain");
        p.params["mode"] = std::string("pieces");
        p.params["pieces"] = 99LL;
        QCOMPARE(cpw::validateProblem(p).code, ErrorCode::BadFieldValue);
    }

    // Large boards: every improvement is a cover (checked here with blocking attacks).
    void upper()
    {
        CoverRequest req;
        req.board = Board(15, 15);
        req.mode = CoverMode::Upper;
        // Stopped after its third improvement; the time limit ends it earlier when it finds
        // fewer (it is long in sanitizer builds, where the first cover takes longer).
        std::stop_source source;
        SearchOptions opt;
        opt.threads = 2;
        opt.timeLimitSeconds = 2.0 * cpwtest::kSlowdown;
        std::vector<Placement> found;
        opt.onSolution = [&found, &source](const Solution &s) {
            found.push_back(s.placement);
            if (found.size() >= 3)
                source.request_stop();
        };
        auto r = solveCover(req, source.get_token(), opt);
        QVERIFY(r.ok());
        QVERIFY(!found.empty());
        for (const Placement &p : found)
            QVERIFY(coverbrute::judge(p, req.catalogue, CoverVariant::Plain));
        QCOMPARE(r->optimum.value_or(-1), double(found.back().pieceCount()));
        QVERIFY(*r->optimum >= 36 - 10); // sanity: the LP lower bound holds below
        QVERIFY(r->extra.at("lower_bound") <= *r->optimum);
    }

    // The SAT model without symmetry, run to completion, proves Fisher's minima (table 1:
    // 1, 4, 4, 4, 5, 8, 10, 12 knights for n = 1..8). Every cover streamed is a cover (brute
    // judge with blocking attacks); proven_optimal only with the proof.
    void upperSatProves_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("minimum");
        const int minima[] = {1, 4, 4, 4, 5, 8, 10, 12};
        for (int n = 1; n <= 8; ++n)
            for (int t : {1, 2})
                QTest::addRow("%dx%d, %d threads", n, n, t) << n << t << minima[n - 1];
    }
    void upperSatProves()
    {
        QFETCH(int, n);
        QFETCH(int, threads);
        QFETCH(int, minimum);
        CoverRequest req;
        req.board = Board(n, n);
        req.mode = CoverMode::Upper;
        req.upperMethod = UpperMethod::Sat;
        req.upperSymmetry = 1;
        SearchOptions opt;
        opt.threads = threads;
        opt.timeLimitSeconds = 3600; // never reached: the model finishes
        std::vector<Placement> found;
        opt.onSolution = [&found](const Solution &s) {
            found.push_back(s.placement);
        };
        auto r = solveCover(req, {}, opt);
        QVERIFY(r.ok());
        QVERIFY(!found.empty());
        for (const Placement &p : found)
            QVERIFY(coverbrute::judge(p, req.catalogue, CoverVariant::Plain));
        QVERIFY(r->complete);
        QVERIFY(r->provenOptimal.value_or(false));
        QCOMPARE(r->extra.at("sat_proof"), 1.0); // the proof is the SAT model's (method Sat)
        QCOMPARE(r->optimum.value_or(-1), double(minimum));
        QCOMPARE(found.back().pieceCount(), minimum);
    }

    // Independent covers by the SAT model: the minimum of the brute force (small boards, every
    // subset judged with blocking), every streamed cover a cover without mutual attacks.
    void upperIndependent_data()
    {
        QTest::addColumn<QString>("piece");
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<int>("threads");
        for (const char *piece : {"N", "Q", "K", "B", "R"})
            for (auto [w, h] : {std::pair{4, 4}, std::pair{5, 4}, std::pair{5, 5}})
                for (int t : {1, 2})
                    QTest::addRow("%s %dx%d, %d threads", piece, w, h, t) << QString(piece) << w << h << t;
    }
    void upperIndependent()
    {
        QFETCH(QString, piece);
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(int, threads);
        CoverRequest req;
        req.board = Board(w, h);
        req.piece = req.catalogue.find(piece.toLatin1()[0]);
        req.variant = CoverVariant::Independent;
        req.mode = CoverMode::Upper;
        req.upperSymmetry = 1;
        SearchOptions opt;
        opt.threads = threads;
        opt.timeLimitSeconds = 3600;
        std::vector<Placement> found;
        opt.onSolution = [&found](const Solution &s) {
            found.push_back(s.placement);
        };
        auto r = solveCover(req, {}, opt);
        QVERIFY(r.ok());
        for (const Placement &p : found)
            QVERIFY(coverbrute::judge(p, req.catalogue, CoverVariant::Independent));
        // Brute force: the smallest size with an independent cover.
        int brute = -1;
        for (int g = 1; g <= w * h && brute < 0; ++g) {
            const auto counts =
                coverbrute::enumerate(req.board, req.catalogue, req.piece, CoverVariant::Independent, g);
            if (!counts.covers.empty())
                brute = counts.covers.begin()->first;
        }
        QVERIFY(brute > 0);
        QVERIFY(r->provenOptimal.value_or(false));
        QCOMPARE(r->optimum.value_or(-1), double(brute));
    }

    // Symmetric covers (the SAT model restricted to 4-fold symmetric covers): each one is a
    // cover and maps onto itself under the half turn (in every 4-fold group used).
    void upperSymmetric()
    {
        CoverRequest req;
        req.board = Board(16, 16);
        req.mode = CoverMode::Upper;
        req.upperMethod = UpperMethod::Sat;
        req.upperSymmetry = 4;
        // Stopped at its first cover (no race against a clock); the time limit is a hang guard.
        std::stop_source source;
        SearchOptions opt;
        opt.threads = 1;
        opt.timeLimitSeconds = 120.0 * cpwtest::kSlowdown;
        std::vector<Placement> found;
        opt.onSolution = [&found, &source](const Solution &s) {
            found.push_back(s.placement);
            source.request_stop();
        };
        auto r = solveCover(req, source.get_token(), opt);
        QVERIFY(r.ok());
        QVERIFY(!found.empty());
        QCOMPARE(r->reason, StopReason::StopRequested);
        const int n = req.board.width();
        for (const Placement &p : found) {
            QVERIFY(coverbrute::judge(p, req.catalogue, CoverVariant::Plain));
            // the half turn, written out: (x, y) -> (n-1-x, n-1-y)
            for (int c = 0; c < n * n; ++c)
                QCOMPARE(p.at(c), p.at((n - 1 - c / n) * n + (n - 1 - c % n)));
        }
        QVERIFY(!r->provenOptimal.value_or(false) || *r->optimum <= r->extra.at("lower_bound"));
    }

    // Bad parameters of mode Upper.
    void upperBadParams()
    {
        CoverRequest req;
        req.board = Board(8, 8);
        req.mode = CoverMode::Upper;
        req.upperSymmetry = 3;
        QCOMPARE(validateCover(req).code, ErrorCode::BadFieldValue);
        req.upperSymmetry = 0;
        req.variant = CoverVariant::Independent;
        req.upperMethod = UpperMethod::LocalSearch;
        QCOMPARE(validateCover(req).code, ErrorCode::Unsupported);
        req.upperMethod = UpperMethod::Portfolio;
        QCOMPARE(validateCover(req).code, ErrorCode::None);
    }
};

QTEST_APPLESS_MAIN(TestCover)
#include "tst_cover.moc"
