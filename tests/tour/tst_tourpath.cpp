// Tours with a given opening (a partial path on the board, the problem's "path"; what the
// analysis mode asks while a person lays out a tour): the tours that begin with it, counted by
// the backtracking engine and checked against the plain brute force of brute.h (no pruning,
// nothing shared with the solver), found or proven impossible, read from problems, and refused
// where the opening is no leaper's path.
#include <QTest>

#include <mutex>

#include "brute.h"
#include "cpw/family.h"
#include "cpw/problem.h"
#include "cpw/tour.h"

using namespace cpw;

namespace {

/// Cells of a w-wide board from names such as "a1".
std::vector<int> cells(int w, const QStringList &names)
{
    std::vector<int> out;
    for (const QString &n : names)
        out.push_back((n.mid(1).toInt() - 1) * w + (n.at(0).toLatin1() - 'a'));
    return out;
}

TourRequest request(int w, int h, bool closed, std::vector<int> path)
{
    TourRequest r;
    r.width = w;
    r.height = h;
    r.closed = closed;
    r.start = path.front();
    r.path = std::move(path);
    r.mode = TourMode::Count;
    return r;
}

brute::Board bruteBoard(const TourRequest &r)
{
    brute::Board b;
    b.w = r.width;
    b.h = r.height;
    b.leaps = brute::knight();
    for (auto h : r.holes)
        b.hole.push_back(h != 0);
    return b;
}

/// True when `order` begins with `path` (move i + 1 on path[i]).
bool beginsWith(const std::vector<int> &order, const std::vector<int> &path)
{
    for (std::size_t i = 0; i < path.size(); ++i)
        if (order[static_cast<std::size_t>(path[i])] != static_cast<int>(i) + 1)
            return false;
    return true;
}

} // namespace

class TestTourPath : public QObject {
    Q_OBJECT
private slots:
    void countAgainstBrute_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<bool>("closed");
        QTest::addColumn<QStringList>("path");
        QTest::addColumn<QList<int>>("holeCells");
        QTest::newRow("5x5 open a1 b3") << 5 << 5 << false << QStringList{"a1", "b3"} << QList<int>{};
        QTest::newRow("5x5 open a1 b3 c5 e4")
            << 5 << 5 << false << QStringList{"a1", "b3", "c5", "e4"} << QList<int>{};
        QTest::newRow("5x5 open c3 b1 a3")
            << 5 << 5 << false << QStringList{"c3", "b1", "a3"} << QList<int>{};
        QTest::newRow("5x5 open a1 c2 e1")
            << 5 << 5 << false << QStringList{"a1", "c2", "e1"} << QList<int>{};
        QTest::newRow("5x5 open dead: a1 b3 c5 d3 e5")
            << 5 << 5 << false << QStringList{"a1", "b3", "c5", "d3", "e5"} << QList<int>{};
        QTest::newRow("3x4 open a1 b3 c1")
            << 3 << 4 << false << QStringList{"a1", "b3", "c1"} << QList<int>{};
        QTest::newRow("3x4 open b1 c3 a4 b2")
            << 3 << 4 << false << QStringList{"b1", "c3", "a4", "b2"} << QList<int>{};
        QTest::newRow("3x4 open dead: a1 c2") << 3 << 4 << false << QStringList{"a1", "c2"} << QList<int>{};
        QTest::newRow("4x5 open holes a1 d5: d1 b2 a4")
            << 4 << 5 << false << QStringList{"d1", "b2", "a4"} << QList<int>{0, 19};
        QTest::newRow("5x6 closed a1 b3 c5")
            << 5 << 6 << true << QStringList{"a1", "b3", "c5"} << QList<int>{};
        QTest::newRow("5x6 closed a1 c2") << 5 << 6 << true << QStringList{"a1", "c2"} << QList<int>{};
        QTest::newRow("5x6 closed c3 a4 b6 d5")
            << 5 << 6 << true << QStringList{"c3", "a4", "b6", "d5"} << QList<int>{};
        QTest::newRow("5x6 closed start only") << 5 << 6 << true << QStringList{"a1"} << QList<int>{};
    }
    void countAgainstBrute()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(bool, closed);
        QFETCH(QStringList, path);
        QFETCH(QList<int>, holeCells);
        TourRequest r = request(w, h, closed, cells(w, path));
        if (!holeCells.isEmpty()) {
            r.holes.assign(static_cast<std::size_t>(w * h), 0);
            for (int c : holeCells)
                r.holes[static_cast<std::size_t>(c)] = 1;
        }
        const brute::Board b = bruteBoard(r);
        brute::Counter counter(b);
        // Closed with the start alone: the brute force meets every cycle in both directions.
        const std::uint64_t expected = closed && r.path.size() == 1 ? counter.fromPath(r.path, true) / 2
                                                                    : counter.fromPath(r.path, closed);
        qInfo("tours beginning with the opening (brute force): %llu",
              static_cast<unsigned long long>(expected));
        std::mutex m;
        bool valid = true;
        std::uint64_t streamed = 0;
        SearchOptions opt;
        opt.threads = 2;
        r.engine = TourEngine::Search; // the engine that lists the tours
        opt.onSolution = [&](const Solution &s) {
            std::lock_guard lock(m);
            ++streamed;
            valid = valid && brute::isTour(b, closed, r.start, s.order) && beginsWith(s.order, r.path);
        };
        const auto res = solveTour(r, {}, opt);
        QVERIFY(res.ok());
        QVERIFY(res->complete);
        QCOMPARE(res->solutions, expected);
        QCOMPARE(streamed, expected);
        QVERIFY(valid);
        // The same without streaming (auto would take the frontier programme without an
        // opening), on one thread, with another task split and without theory.
        r.engine = TourEngine::Auto;
        r.taskTarget = 7;
        r.useTheory = false;
        SearchOptions quiet;
        quiet.threads = 1;
        const auto again = solveTour(r, {}, quiet);
        QVERIFY(again.ok());
        QCOMPARE(again->solutions, expected);
        if (r.path.size() > 1)
            QCOMPARE(again->labels.at("engine"), std::string("search"));
        // Finding: a tour that begins with the opening, or the proof that none does.
        r.mode = TourMode::Find;
        Solution found;
        opt.onSolution = [&](const Solution &s) {
            found = s;
        };
        const auto one = solveTour(r, {}, opt);
        QVERIFY(one.ok());
        QCOMPARE(one->solutions, std::uint64_t(expected > 0 ? 1 : 0));
        if (expected > 0) {
            QVERIFY(brute::isTour(b, closed, r.start, found.order));
            QVERIFY(beginsWith(found.order, r.path));
        } else {
            QVERIFY(one->complete); // proven: the whole tree was searched
        }
    }

    // A whole tour given as the opening is its own one completion; one cell less too.
    void wholeTour()
    {
        TourRequest r;
        r.width = 3;
        r.height = 4;
        r.mode = TourMode::Find;
        r.start = 0;
        Solution found;
        SearchOptions opt;
        opt.onSolution = [&](const Solution &s) {
            found = s;
        };
        QVERIFY(solveTour(r, {}, opt).ok());
        std::vector<int> path(12);
        for (int c = 0; c < 12; ++c)
            path[static_cast<std::size_t>(found.order[static_cast<std::size_t>(c)] - 1)] = c;
        for (std::size_t keep : {std::size_t(12), std::size_t(11)}) {
            r = request(3, 4, false, std::vector<int>(path.begin(), path.begin() + long(keep)));
            const auto n = solveTour(r, {}, SearchOptions{});
            QVERIFY(n.ok());
            QCOMPARE(n->solutions, std::uint64_t(1));
        }
    }

    // Problems: "path" names the opening, its first cell is the start; bad openings are
    // refused with the cell that breaks them.
    void fromProblem_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("start");
        QTest::addColumn<int>("why"); // 0 = accepted, else TourBadPath's value
        QTest::addColumn<QString>("cell");
        QTest::newRow("blanks") << "a1 b3 c5"
                                << "" << 0 << "";
        QTest::newRow("hyphens, commas") << "a1-b3,c5"
                                         << "a1" << 0 << "";
        QTest::newRow("broken") << "a1 b3 c4"
                                << "" << 1 << "c4";
        QTest::newRow("twice") << "a1 b3 a1"
                               << "" << 2 << "a1";
        QTest::newRow("other start") << "a1 b3"
                                     << "c3" << 3 << "a1";
        QTest::newRow("off the board") << "a1 b3 c9"
                                       << "" << 4 << "c9";
        QTest::newRow("no cell") << "a1 xyz"
                                 << "" << 4 << "xyz";
    }
    void fromProblem()
    {
        QFETCH(QString, path);
        QFETCH(QString, start);
        QFETCH(int, why);
        QFETCH(QString, cell);
        Problem p;
        p.kind = "tour";
        p.board = Board(5, 5);
        p.catalogue = Catalogue::standard();
        p.preplaced = Placement(p.board);
        p.params["path"] = path.toStdString();
        p.params["count"] = true;
        if (!start.isEmpty())
            p.params["start"] = start.toStdString();
        const auto r = tourRequestFromProblem(p);
        if (why != 0) {
            QVERIFY(!r.ok());
            QCOMPARE(familyCode<TourError>(r.error()), TourError::BadPath);
            QCOMPARE(r.error().value, why);
            QCOMPARE(QString::fromStdString(r.error().token), cell);
            QCOMPARE(familyCode<TourError>(validateProblem(p)), TourError::BadPath);
            return;
        }
        QVERIFY(r.ok());
        QCOMPARE(r->path, (std::vector<int>{0, 11, 22}));
        QCOMPARE(r->start, 0);
        // Through the one seam, with its count against the brute force.
        brute::Board b;
        b.w = b.h = 5;
        b.leaps = brute::knight();
        const auto stats = solve(p, {}, SearchOptions{});
        QVERIFY(stats.ok());
        QCOMPARE(stats->solutions, brute::Counter(b).fromPath({0, 11, 22}, false));
        // The request writes the opening back.
        const auto back = tourProblemFromRequest(r.value(), p.catalogue);
        QVERIFY(back.ok());
        QCOMPARE(back->paramString("path", ""), std::string("a1 b3 c5"));
        // The frontier programme is refused for an opening, by name.
        TourRequest dp = r.value();
        dp.engine = TourEngine::Frontier;
        QVERIFY(!tourFrontierApplies(dp));
        const auto refused = solveTour(dp, {}, SearchOptions{});
        QVERIFY(!refused.ok());
        QCOMPARE(familyCode<TourError>(refused.error()), TourError::EngineRefused);
        QCOMPARE(refused.error().token, std::string("path"));
    }
};

QTEST_APPLESS_MAIN(TestTourPath)
#include "tst_tourpath.moc"
