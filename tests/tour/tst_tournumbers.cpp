// Numbered tours (the numbered-tour puzzle; the problem's "numbers"): the tours that visit given
// cells at given moves, counted and listed by the search engine and checked against a brute
// force written here with its own geometry (brute.h's board and leaps, every directed numbering
// of the board enumerated without pruning), found on 8x8, refused with a named error where the
// numbers cannot be, the same for every thread count and task split, and kept by problem files.
#include <QDir>
#include <QFile>
#include <QTest>

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <random>
#include <set>

#include "brute.h"
#include "cpw/family.h"
#include "cpw/problem.h"
#include "cpw/tour.h"

using namespace cpw;

namespace {

/// Every numbering of a board by its leaper's tours (brute force, no pruning): the directed
/// open tours from every start; closed: the directed cycles from the first cell (the last cell
/// one leap from it), each turned to start on every cell (one numbering per start and direction
/// of each cycle).
class Numberings {
public:
    Numberings(const brute::Board &b, bool closed) : m_b(b), m_closed(closed)
    {
        const int area = b.w * b.h;
        m_order.assign(static_cast<std::size_t>(area), 0);
        for (int s = 0; s < area; ++s)
            if (!b.isHole(s)) {
                m_start = s;
                walk(s, 1);
                if (closed) // every directed cycle passes the first cell: turn each round its cycle
                    break;
            }
        if (closed) {
            const int m = b.cells();
            const std::size_t cycles = m_all.size();
            for (std::size_t i = 0; i < cycles; ++i)
                for (int r = 1; r < m; ++r) {
                    std::vector<int> turned = m_all[i];
                    for (int &k : turned)
                        if (k > 0)
                            k = (k - 1 + r) % m + 1;
                    m_all.push_back(std::move(turned));
                }
        }
    }
    const std::vector<std::vector<int>> &all() const { return m_all; }

    /// The numberings with `number` on `cell` for every given pair.
    std::vector<std::vector<int>> fitting(const std::vector<std::pair<int, int>> &givens) const
    {
        std::vector<std::vector<int>> out;
        for (const auto &o : m_all)
            if (std::all_of(givens.begin(), givens.end(), [&](const std::pair<int, int> &g) {
                    return o[static_cast<std::size_t>(g.first)] == g.second;
                }))
                out.push_back(o);
        return out;
    }

private:
    bool leaps(int a, int c) const
    {
        for (auto [dx, dy] : m_b.leaps)
            if (a % m_b.w + dx == c % m_b.w && a / m_b.w + dy == c / m_b.w)
                return true;
        return false;
    }
    void walk(int c, int k)
    {
        m_order[static_cast<std::size_t>(c)] = k;
        if (k == m_b.cells()) {
            if (!m_closed || (k >= 3 && leaps(c, m_start)))
                m_all.push_back(m_order);
        } else {
            for (auto [dx, dy] : m_b.leaps) {
                const int x = c % m_b.w + dx, y = c / m_b.w + dy;
                const int n = y * m_b.w + x;
                if (x >= 0 && y >= 0 && x < m_b.w && y < m_b.h && !m_b.isHole(n) &&
                    m_order[static_cast<std::size_t>(n)] == 0)
                    walk(n, k + 1);
            }
        }
        m_order[static_cast<std::size_t>(c)] = 0;
    }
    brute::Board m_b;
    bool m_closed;
    int m_start = 0;
    std::vector<int> m_order;
    std::vector<std::vector<int>> m_all;
};

/// The numberings of a board, enumerated once per board, leaper and closedness (rows share them).
const Numberings &numberings(const brute::Board &b, bool closed)
{
    static std::map<std::string, std::unique_ptr<Numberings>> cache;
    std::string key = std::to_string(b.w) + "x" + std::to_string(b.h) + (closed ? "c" : "o");
    for (auto [dx, dy] : b.leaps)
        key += "," + std::to_string(dx) + ":" + std::to_string(dy);
    for (bool h : b.hole)
        key += h ? "#" : ".";
    auto &slot = cache[key];
    if (!slot)
        slot = std::make_unique<Numberings>(b, closed);
    return *slot;
}

/// The leaps of a row's leaper: "knight", "zebra" or "knight+ferz" (brute.h's own leaps).
std::vector<std::pair<int, int>> leapsNamed(const QString &name)
{
    if (name == "zebra")
        return brute::leaper(2, 3);
    std::vector<std::pair<int, int>> l = brute::knight();
    if (name == "knight+ferz")
        for (auto f : brute::leaper(1, 1))
            l.push_back(f);
    return l;
}

TourRequest numberedRequest(const brute::Board &b, bool closed, const std::vector<std::pair<int, int>> &givens)
{
    TourRequest r;
    r.width = b.w;
    r.height = b.h;
    r.closed = closed;
    r.mode = TourMode::Count;
    r.leaps.assign(b.leaps.begin(), b.leaps.end());
    if (!b.hole.empty())
        for (bool h : b.hole)
            r.holes.push_back(h ? 1 : 0);
    for (auto [cell, number] : givens)
        r.numbers.push_back({cell, number});
    return r;
}

/// Runs a count and returns the streamed orders, sorted (QVERIFY-style failures abort the caller).
std::vector<std::vector<int>> listed(const TourRequest &r, int threads, std::uint64_t &solutions, bool &complete)
{
    std::mutex m;
    std::vector<std::vector<int>> out;
    SearchOptions opt;
    opt.threads = threads;
    opt.onSolution = [&](const Solution &s) {
        std::lock_guard lock(m);
        out.push_back(s.order);
    };
    const auto res = solveTour(r, {}, opt);
    solutions = res ? res->solutions : ~std::uint64_t{0};
    complete = res && res->complete;
    std::sort(out.begin(), out.end());
    return out;
}

Error errorOf(const std::string &numbers, bool closed = false, const std::string &start = {},
              const std::string &path = {}, int w = 8, int h = 8)
{
    Problem p;
    p.kind = "tour";
    p.board = Board(w, h);
    p.params["numbers"] = numbers;
    if (closed)
        p.params["closed"] = true;
    if (!start.empty())
        p.params["start"] = start;
    if (!path.empty())
        p.params["path"] = path;
    const auto r = tourRequestFromProblem(p);
    return r ? Error{} : r.error();
}

/// A closed knight's tour of 8x8 (move numbers, ranks from 1 up, files a..h; the one
/// `cpw tour --closed` prints by Warnsdorff's rule), checked by brute::isTour with the test's own
/// leaps before it is used: its numbers are only givens, never expected counts.
const int kClosed8x8[64] = {
    1,  34, 3,  18, 63, 32, 13, 16, //
    4,  19, 64, 33, 14, 17, 62, 31, //
    35, 2,  51, 48, 53, 60, 15, 12, //
    20, 5,  36, 59, 50, 47, 30, 61, //
    43, 58, 49, 52, 41, 54, 11, 26, //
    6,  21, 42, 37, 46, 27, 40, 29, //
    57, 44, 23, 8,  55, 38, 25, 10, //
    22, 7,  56, 45, 24, 9,  28, 39, //
};

/// A closed knight's tour of 9x8 (9 files, 8 ranks; as `cpw tour --board 9x8 --closed` prints
/// it), used like kClosed8x8 on a board beyond 64 cells (the search without bit sets).
const int kClosed9x8[72] = {
    1,  30, 69, 18, 43, 34, 39, 16, 41, //
    70, 19, 72, 31, 68, 17, 42, 35, 38, //
    29, 2,  67, 50, 33, 44, 37, 40, 15, //
    20, 71, 32, 45, 54, 51, 58, 63, 36, //
    3,  28, 49, 66, 59, 64, 53, 14, 57, //
    48, 21, 46, 25, 52, 55, 62, 11, 8,  //
    27, 4,  23, 60, 65, 6,  9,  56, 13, //
    22, 47, 26, 5,  24, 61, 12, 7,  10, //
};

} // namespace

class TestTourNumbers : public QObject {
    Q_OBJECT
private slots:
    // Random givens taken from a random tour of the brute force (so at least that tour fits),
    // or contradicting ones (two of them exchanged, or a number moved to another cell): the
    // count and the very tours listed equal the brute force's numberings that fit them.
    void countAgainstBrute_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<QString>("leaper");
        QTest::addColumn<bool>("closed");
        QTest::addColumn<QList<int>>("holeCells");
        QTest::addColumn<int>("givens");
        QTest::addColumn<int>("spoil"); // 0 none, 1 exchange two numbers, 2 move one to another cell
        QTest::addColumn<int>("seeds");
        QTest::newRow("5x5 open, 1 given") << 5 << 5 << "knight" << false << QList<int>{} << 1 << 0 << 6;
        QTest::newRow("5x5 open, 2 given") << 5 << 5 << "knight" << false << QList<int>{} << 2 << 0 << 6;
        QTest::newRow("5x5 open, 3 given") << 5 << 5 << "knight" << false << QList<int>{} << 3 << 0 << 6;
        QTest::newRow("5x5 open, 3 exchanged") << 5 << 5 << "knight" << false << QList<int>{} << 3 << 1 << 6;
        QTest::newRow("5x5 open, 4 moved") << 5 << 5 << "knight" << false << QList<int>{} << 4 << 2 << 6;
        QTest::newRow("3x4 open, 2 given") << 3 << 4 << "knight" << false << QList<int>{} << 2 << 0 << 4;
        QTest::newRow("3x4 open, 2 moved") << 3 << 4 << "knight" << false << QList<int>{} << 2 << 2 << 4;
        QTest::newRow("4x5 open, 2 given") << 4 << 5 << "knight" << false << QList<int>{} << 2 << 0 << 6;
        QTest::newRow("4x5 open, 3 exchanged") << 4 << 5 << "knight" << false << QList<int>{} << 3 << 1 << 6;
        QTest::newRow("4x5 open holes a1 d5, 2 given")
            << 4 << 5 << "knight" << false << QList<int>{0, 19} << 2 << 0 << 6;
        QTest::newRow("5x5 open holes c3, 2 given") << 5 << 5 << "knight" << false << QList<int>{12} << 2 << 0 << 6;
        QTest::newRow("3x10 closed, 2 given") << 3 << 10 << "knight" << true << QList<int>{} << 2 << 0 << 4;
        QTest::newRow("3x10 closed, 3 moved") << 3 << 10 << "knight" << true << QList<int>{} << 3 << 2 << 4;
        QTest::newRow("5x6 closed, 1 given") << 5 << 6 << "knight" << true << QList<int>{} << 1 << 0 << 4;
        QTest::newRow("5x6 closed, 2 given") << 5 << 6 << "knight" << true << QList<int>{} << 2 << 0 << 6;
        QTest::newRow("5x6 closed, 3 exchanged") << 5 << 6 << "knight" << true << QList<int>{} << 3 << 1 << 6;
        QTest::newRow("5x6 closed, 3 moved") << 5 << 6 << "knight" << true << QList<int>{} << 3 << 2 << 6;
        QTest::newRow("3x4 knight+ferz open, 2 given")
            << 3 << 4 << "knight+ferz" << false << QList<int>{} << 2 << 0 << 4;
        QTest::newRow("3x4 knight+ferz closed, 2 given")
            << 3 << 4 << "knight+ferz" << true << QList<int>{} << 2 << 0 << 4;
        QTest::newRow("3x4 knight+ferz open, 3 moved")
            << 3 << 4 << "knight+ferz" << false << QList<int>{} << 3 << 2 << 4;
    }
    void countAgainstBrute()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(QString, leaper);
        QFETCH(bool, closed);
        QFETCH(QList<int>, holeCells);
        QFETCH(int, givens);
        QFETCH(int, spoil);
        QFETCH(int, seeds);
        brute::Board b;
        b.w = w;
        b.h = h;
        b.leaps = leapsNamed(leaper);
        if (!holeCells.isEmpty()) {
            b.hole.assign(static_cast<std::size_t>(w * h), false);
            for (int c : holeCells)
                b.hole[static_cast<std::size_t>(c)] = true;
        }
        const Numberings &all = numberings(b, closed);
        QVERIFY(!all.all().empty());
        std::mt19937 rng(static_cast<unsigned>(w * 1000 + h * 100 + givens * 10 + spoil));
        std::vector<int> cells;
        for (int c = 0; c < w * h; ++c)
            if (!b.isHole(c))
                cells.push_back(c);
        for (int seed = 0; seed < seeds; ++seed) {
            const std::vector<int> &tour = all.all()[rng() % all.all().size()];
            std::vector<int> chosen = cells;
            std::shuffle(chosen.begin(), chosen.end(), rng);
            std::vector<std::pair<int, int>> given;
            for (int i = 0; i < givens; ++i)
                given.push_back({chosen[static_cast<std::size_t>(i)], tour[static_cast<std::size_t>(chosen[static_cast<std::size_t>(i)])]});
            if (spoil == 1 && givens >= 2)
                std::swap(given[0].second, given[1].second);
            if (spoil == 2)
                given[0].first = chosen[static_cast<std::size_t>(givens)]; // a cell without a number
            const TourRequest r = numberedRequest(b, closed, given);
            std::vector<std::vector<int>> expected = all.fitting(given);
            std::sort(expected.begin(), expected.end());
            if (Error e = validateTour(r)) {
                // Refused before any search: only numbers no tour can fit.
                QVERIFY2(expected.empty(), "valid numbers refused");
                QCOMPARE(familyCode<TourError>(e), TourError::NumbersApart);
                continue;
            }
            std::uint64_t solutions = 0;
            bool complete = false;
            const std::vector<std::vector<int>> got = listed(r, 2, solutions, complete);
            QVERIFY(complete);
            QCOMPARE(solutions, static_cast<std::uint64_t>(expected.size()));
            QVERIFY(got == expected);
        }
    }

    // Numbers that pass validation (every two within the knight's reach) and still leave no
    // tour: the first such a1 = 1, X = k on 5x5 in cell and move order, by the brute force; the
    // search counts 0 (complete), and finding proves it by searching the whole tree.
    void contradictionGivesZero()
    {
        brute::Board b;
        b.w = 5;
        b.h = 5;
        b.leaps = brute::knight();
        const Numberings &all = numberings(b, false);
        std::vector<std::pair<int, int>> given;
        for (int c = 1; c < 25 && given.empty(); ++c)
            for (int k = 2; k <= 25 && given.empty(); ++k) {
                const std::vector<std::pair<int, int>> g{{0, 1}, {c, k}};
                if (all.fitting(g).empty() && !validateTour(numberedRequest(b, false, g)))
                    given = g;
            }
        QVERIFY(!given.empty());
        qInfo("no tour with a1=1 and cell %d = %d (brute force)", given[1].first, given[1].second);
        TourRequest r = numberedRequest(b, false, given);
        std::uint64_t solutions = 1;
        bool complete = false;
        QVERIFY(listed(r, 2, solutions, complete).empty());
        QVERIFY(complete);
        QCOMPARE(solutions, std::uint64_t(0));
        r.mode = TourMode::Find;
        const auto one = solveTour(r, {}, SearchOptions{});
        QVERIFY(one.ok());
        QVERIFY(one->complete);
        QCOMPARE(one->solutions, std::uint64_t(0));
    }

    // The start and the given opening are givens too (moves 1, 2, ...), with numbers beside them.
    void startAndPath()
    {
        brute::Board b;
        b.w = 5;
        b.h = 5;
        b.leaps = brute::knight();
        const Numberings &all = numberings(b, false);
        auto expected = all.fitting({{24, 25}, {0, 1}, {11, 2}});
        std::sort(expected.begin(), expected.end());
        // a1 = 1 (the start), b3 = 2 (the path a1 b3), e5 = 25 given as numbers.
        std::vector<std::pair<int, int>> given{{24, 25}};
        TourRequest r = numberedRequest(b, false, given);
        r.start = 0;
        r.path = {0, 11};
        given.push_back({0, 1});
        given.push_back({11, 2});
        std::uint64_t solutions = 0;
        bool complete = false;
        const auto got = listed(r, 2, solutions, complete);
        QVERIFY(complete);
        QVERIFY(got == expected);
        QVERIFY(!got.empty());
    }

    // The same counts on 1 or 2 threads, with 1, 7 or 256 tasks (the cut depends only on the
    // request).
    void threadInvariance()
    {
        brute::Board b;
        b.w = 5;
        b.h = 5;
        b.leaps = brute::knight();
        const std::vector<std::pair<int, int>> given{{12, 13}};
        const std::size_t expected = numberings(b, false).fitting(given).size();
        QVERIFY(expected > 100);
        for (int threads : {1, 2})
            for (int tasks : {1, 7, 256}) {
                TourRequest r = numberedRequest(b, false, given);
                r.taskTarget = tasks;
                SearchOptions opt;
                opt.threads = threads;
                const auto res = solveTour(r, {}, opt);
                QVERIFY(res.ok());
                QCOMPARE(res->solutions, static_cast<std::uint64_t>(expected));
                QCOMPARE(res->labels.at("engine"), std::string("search"));
            }
    }

    // The 8x8 (and 9x8) closed tours above with the numbers of every second or third move given:
    // the count equals the brute force's, which only has to fill the gaps (a walk honouring the
    // givens, own geometry); eightByEightFind: with twelve numbers a tour is found that fits.
    void eightByEight_data()
    {
        QTest::addColumn<int>("w"); // 8: 8x8 (bit sets), 9: 9x8 (beyond 64 cells)
        QTest::addColumn<bool>("closed");
        QTest::addColumn<int>("every"); // the numbers given: every k-th move
        for (int w : {8, 9}) {
            const QByteArray b = w == 8 ? "8x8 " : "9x8 ";
            QTest::newRow(b + "closed, every 2nd") << w << true << 2;
            QTest::newRow(b + "open, every 2nd") << w << false << 2;
            QTest::newRow(b + "closed, every 3rd") << w << true << 3;
            QTest::newRow(b + "open, every 3rd") << w << false << 3;
        }
    }
    void eightByEight()
    {
        QFETCH(int, w);
        QFETCH(bool, closed);
        QFETCH(int, every);
        brute::Board b;
        b.w = w;
        b.h = 8;
        b.leaps = brute::knight();
        const int m = w * 8;
        const std::vector<int> tour = w == 8 ? std::vector<int>(kClosed8x8, kClosed8x8 + 64)
                                             : std::vector<int>(kClosed9x8, kClosed9x8 + 72);
        QVERIFY(brute::isTour(b, true, -1, tour));
        std::vector<std::pair<int, int>> given;
        for (int c = 0; c < m; ++c)
            if (tour[static_cast<std::size_t>(c)] % every == 0)
                given.push_back({c, tour[static_cast<std::size_t>(c)]});
        // The brute force: a walk from every start that enters a given cell only at its move.
        std::vector<int> at(static_cast<std::size_t>(m) + 1, -1), order(static_cast<std::size_t>(m), 0);
        std::vector<bool> numbered(static_cast<std::size_t>(m), false);
        for (auto [c, k] : given) {
            at[static_cast<std::size_t>(k)] = c;
            numbered[static_cast<std::size_t>(c)] = true;
        }
        std::uint64_t expected = 0;
        auto leaps = [&](int a, int c) {
            for (auto [dx, dy] : b.leaps)
                if (a % w + dx == c % w && a / w + dy == c / w)
                    return true;
            return false;
        };
        int start = 0;
        auto walk = [&](auto &&self, int c, int k) -> void {
            order[static_cast<std::size_t>(c)] = k;
            if (k == m) {
                expected += !closed || leaps(c, start);
            } else {
                for (int n = 0; n < m; ++n) {
                    const int forced = at[static_cast<std::size_t>(k) + 1];
                    const bool fits = forced >= 0 ? n == forced : !numbered[static_cast<std::size_t>(n)];
                    if (fits && order[static_cast<std::size_t>(n)] == 0 && leaps(c, n))
                        self(self, n, k + 1);
                }
            }
            order[static_cast<std::size_t>(c)] = 0;
        };
        for (start = 0; start < m; ++start)
            if (at[1] >= 0 ? start == at[1] : !numbered[static_cast<std::size_t>(start)])
                walk(walk, start, 1);
        QVERIFY(expected >= 1);
        TourRequest r = numberedRequest(b, closed, given);
        std::uint64_t solutions = 0;
        bool complete = false;
        const auto got = listed(r, 2, solutions, complete);
        QVERIFY(complete);
        QCOMPARE(solutions, expected);
        for (const auto &o : got)
            QVERIFY(brute::isTour(b, closed, -1, o));
        QVERIFY(std::find(got.begin(), got.end(), tour) != got.end());
    }
    void eightByEightFind()
    {
        brute::Board b;
        b.w = 8;
        b.h = 8;
        b.leaps = brute::knight();
        const std::vector<int> tour(kClosed8x8, kClosed8x8 + 64);
        std::vector<std::pair<int, int>> given;
        for (int c : {0, 9, 18, 27, 36, 45, 54, 63, 7, 14, 49, 56}) // both diagonals, 12 cells
            given.push_back({c, tour[static_cast<std::size_t>(c)]});
        for (bool closed : {true, false}) {
            TourRequest r = numberedRequest(b, closed, given);
            r.mode = TourMode::Find;
            Solution found;
            SearchOptions opt;
            opt.onSolution = [&](const Solution &s) {
                found = s;
            };
            const auto res = solveTour(r, {}, opt);
            QVERIFY(res.ok());
            QCOMPARE(res->solutions, std::uint64_t(1));
            QVERIFY(brute::isTour(b, closed, -1, found.order));
            for (auto [c, k] : given)
                QCOMPARE(found.order[static_cast<std::size_t>(c)], k);
        }
    }

    // Every way numbers can be wrong, named: the family's code, the pair (token) and why (value).
    void errors_data()
    {
        QTest::addColumn<QString>("numbers");
        QTest::addColumn<bool>("closed");
        QTest::addColumn<QString>("start");
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("code"); // TourError
        QTest::addColumn<QString>("token");
        QTest::addColumn<int>("value");
        const int bad = static_cast<int>(TourError::BadNumber);
        const int range = static_cast<int>(TourError::NumberRange);
        const int apart = static_cast<int>(TourError::NumbersApart);
        QTest::newRow("no pair") << "a1=1 c2" << false << "" << "" << bad << "c2" << 1;
        QTest::newRow("no number") << "a1=" << false << "" << "" << bad << "a1=" << 1;
        QTest::newRow("not a number") << "a1=x" << false << "" << "" << bad << "a1=x" << 1;
        QTest::newRow("no cell") << "i1=3" << false << "" << "" << bad << "i1=3" << 2;
        QTest::newRow("cell twice") << "a1=1, a1=3" << false << "" << "" << bad << "a1=3" << 4;
        QTest::newRow("number twice") << "a1=1 c2=1" << false << "" << "" << bad << "c2=1" << 5;
        QTest::newRow("start elsewhere") << "c2=1" << false << "a1" << "" << bad << "c2=1" << 6;
        QTest::newRow("start numbered") << "a1=3" << false << "a1" << "" << bad << "a1=3" << 6;
        QTest::newRow("path cell") << "b3=5" << false << "" << "a1 b3 c5" << bad << "b3=5" << 7;
        QTest::newRow("path number") << "d4=2" << false << "" << "a1 b3 c5" << bad << "d4=2" << 7;
        QTest::newRow("zero") << "a1=0" << false << "" << "" << range << "a1=0" << 64;
        QTest::newRow("beyond") << "a1=65" << false << "" << "" << range << "a1=65" << 64;
        QTest::newRow("too far") << "a1=1 h8=3" << false << "" << "" << apart << "a1=1 h8=3" << 6;
        QTest::newRow("parity") << "a1=1 b3=3" << false << "" << "" << apart << "a1=1 b3=3" << -2;
        QTest::newRow("parity by the start") << "c2=3" << false << "a1" << "" << apart << "a1=1 c2=3" << -2;
        QTest::newRow("closed across the end")
            << "a1=2 h8=62" << true << "" << "" << apart << "h8=62 a1=2" << 6;
        QTest::newRow("open, not across the end") << "a1=2 h8=62" << false << "" << "" << 0 << "" << 0;
        QTest::newRow("fine") << "a1=1 c2=2, h7=64" << false << "" << "" << 0 << "" << 0;
    }
    void errors()
    {
        QFETCH(QString, numbers);
        QFETCH(bool, closed);
        QFETCH(QString, start);
        QFETCH(QString, path);
        QFETCH(int, code);
        QFETCH(QString, token);
        QFETCH(int, value);
        const Error e = errorOf(numbers.toStdString(), closed, start.toStdString(), path.toStdString());
        if (code == 0) {
            QVERIFY2(!e, e.token.c_str());
            return;
        }
        QCOMPARE(e.code, ErrorCode::FamilyError);
        QCOMPARE(static_cast<int>(familyCode<TourError>(e)), code);
        QCOMPARE(QString::fromStdString(e.token), token);
        QCOMPARE(static_cast<int>(e.value), value);
    }

    // A hole and a leaper that cannot join two cells; the request itself (no problem file).
    void errorsOfRequests()
    {
        TourRequest r;
        r.width = 4;
        r.height = 4;
        r.holes.assign(16, 0);
        r.holes[5] = 1;
        r.numbers = {{5, 2}};
        Error e = validateTour(r);
        QCOMPARE(familyCode<TourError>(e), TourError::BadNumber);
        QCOMPARE(e.token, std::string("b2=2"));
        QCOMPARE(e.value, 3LL);
        r.holes.clear();
        r.leaps = leaperLeaps(1, 3); // the camel keeps its colour: a1 and b1 are never joined
        r.numbers = {{0, 1}, {1, 5}};
        e = validateTour(r);
        QCOMPARE(familyCode<TourError>(e), TourError::NumbersApart);
        QCOMPARE(e.token, std::string("a1=1 b1=5"));
        QCOMPARE(e.value, -1LL);
    }

    // Engines that cannot honour numbers refuse; auto takes the search.
    void engines()
    {
        TourRequest r;
        r.width = 5;
        r.height = 5;
        r.mode = TourMode::Count;
        r.numbers = {{12, 13}};
        for (TourEngine engine : {TourEngine::Frontier, TourEngine::Split}) {
            r.engine = engine;
            const auto res = solveTour(r, {}, SearchOptions{});
            QVERIFY(!res.ok());
            QCOMPARE(familyCode<TourError>(res.error()), TourError::EngineRefused);
            QCOMPARE(res.error().token, std::string("numbers"));
        }
        r.engine = TourEngine::Auto;
        QVERIFY(!tourFrontierApplies(r));
        const auto res = solveTour(r, {}, SearchOptions{});
        QVERIFY(res.ok());
        QCOMPARE(res->labels.at("engine"), std::string("search"));
    }

    // A problem file keeps the numbers (save, load, the request's numbers in their order).
    void problemRoundTrip()
    {
        Problem p;
        p.kind = "tour";
        p.board = Board(5, 5);
        p.params["numbers"] = std::string("a1=1, c2=2  e5=25");
        p.params["count"] = true;
        const auto r = tourRequestFromProblem(p);
        QVERIFY(r.ok());
        const std::vector<TourNumber> expected{{0, 1}, {7, 2}, {24, 25}};
        QVERIFY(r->numbers == expected);
        const auto back = tourProblemFromRequest(r.value(), p.catalogue);
        QVERIFY(back.ok());
        QCOMPARE(std::get<std::string>(back->params.at("numbers")), std::string("a1=1 c2=2 e5=25"));
        const QString file = QDir::temp().filePath("tst_tournumbers.json");
        QVERIFY(!saveProblemFile(back.value(), file.toStdString()));
        const auto loaded = loadProblemFile(file.toStdString());
        QFile::remove(file);
        QVERIFY(loaded.ok());
        const auto again = tourRequestFromProblem(loaded.value());
        QVERIFY(again.ok());
        QVERIFY(again->numbers == expected);
        // Solved through the family: the same count as the request.
        const auto viaFamily = solve(loaded.value(), {}, SearchOptions{});
        const auto direct = solveTour(again.value(), {}, SearchOptions{});
        QVERIFY(viaFamily.ok() && direct.ok());
        QCOMPARE(viaFamily->solutions, direct->solutions);
    }
};

QTEST_GUILESS_MAIN(TestTourNumbers)
#include "tst_tournumbers.moc"
