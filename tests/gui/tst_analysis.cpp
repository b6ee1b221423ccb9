// The analysis mode (Search > Analyse, issue 27): the hint layer against brute forces written
// here (independent of the solvers), edits restarting the analysis, stale answers dropped,
// switching off stopping at once.
#include <QAction>
#include <QLabel>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QtTest>

#include <array>
#include <atomic>
#include <chrono>
#include <thread>

#include "analysis.h"
#include "boarddocument.h"
#include "boardview.h"
#include "cpw/tour.h"
#include "mainwindow.h"
#include "problempanel.h"
#include "slowdown.h"
#include "analysiswait.h"
#include "testwindow.h"

namespace {

QByteArray problemJson(const char *kind, int w, int h, const char *pieces, const char *params, bool targets)
{
    return QStringLiteral(R"({"format": "chess-puzzle-workbench-problem", "version": 1, "kind": "%1",
        "board": {"width": %2, "height": %3}, %4 %5 "params": %6})")
        .arg(QLatin1String(kind))
        .arg(w)
        .arg(h)
        .arg(pieces ? QStringLiteral("\"pieces\": \"%1\",").arg(QLatin1String(pieces)) : QString())
        .arg(targets ? QStringLiteral("\"targets\": 1,") : QString())
        .arg(QLatin1String(params))
        .toUtf8();
}

/// A fixed piece: letter and cell (x, y), y = 0 the bottom rank.
struct Given {
    char letter;
    int x, y;
};

/*
 * Brute force 1: n queens on n x n, one queen per rank, by permutations; for each cell the
 * number of solutions that contain the given queens and a queen on that cell.
 */
std::vector<long long> queensByCell(int n, const std::vector<Given> &given, long long *total)
{
    std::vector<long long> byCell(n * n, 0);
    std::vector<int> col(n);
    for (int i = 0; i < n; ++i)
        col[i] = i;
    *total = 0;
    do {
        bool ok = true;
        for (int a = 0; a < n && ok; ++a)
            for (int b = a + 1; b < n && ok; ++b)
                ok = std::abs(col[a] - col[b]) != b - a;
        for (const Given &g : given)
            ok = ok && col[g.y] == g.x;
        if (!ok)
            continue;
        ++*total;
        for (int y = 0; y < n; ++y)
            ++byCell[y * n + col[y]];
    } while (std::next_permutation(col.begin(), col.end()));
    return byCell;
}

/*
 * Brute force 2: every cell (occupied or not) of a 4x4 board attacked exactly once by white
 * kings, knights and pawns (a pawn attacks the two cells diagonally towards the top rank).
 * These pieces only leap, so adding a piece never lowers a count: a branch whose counts
 * exceed 1 is cut. Every placement counts (raw). For each cell and letter: the number of
 * solutions containing the given pieces and that letter on that cell.
 */
std::map<char, std::vector<long long>> exactByCell(const std::vector<Given> &given, long long *total)
{
    const int n = 4;
    const std::map<char, std::vector<std::pair<int, int>>> leaps = {
        {'K', {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}},
        {'N', {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}}},
        {'P', {{1, 1}, {-1, 1}}}};
    std::map<char, std::vector<long long>> byCell;
    for (const auto &[letter, unused] : leaps)
        byCell[letter].assign(n * n, 0);
    std::array<int, 16> count{};
    std::array<char, 16> board{};
    *total = 0;
    auto targets = [&](char letter, int cell) {
        std::vector<int> out;
        for (auto [dx, dy] : leaps.at(letter)) {
            const int x = cell % n + dx, y = cell / n + dy;
            if (x >= 0 && x < n && y >= 0 && y < n)
                out.push_back(y * n + x);
        }
        return out;
    };
    std::function<void(int)> dfs = [&](int cell) {
        if (cell == n * n) {
            for (int c : count)
                if (c != 1)
                    return;
            for (const Given &g : given)
                if (board[g.y * n + g.x] != g.letter)
                    return;
            ++*total;
            for (int c = 0; c < n * n; ++c)
                if (board[c])
                    ++byCell[board[c]][c];
            return;
        }
        dfs(cell + 1);
        for (const auto &[letter, unused] : leaps) {
            const std::vector<int> t = targets(letter, cell);
            bool ok = true;
            for (int c : t)
                ok = ++count[c] <= 1 && ok;
            if (ok) {
                board[cell] = letter;
                dfs(cell + 1);
                board[cell] = 0;
            }
            for (int c : t)
                --count[c];
        }
    };
    dfs(0);
    return byCell;
}

/*
 * Brute force 3: open knight's tours of a w x h board that begin with `path` (cells y * w + x,
 * in order), by a plain depth-first walk over every continuation. A path that is no knight's
 * path has none.
 */
long long toursFrom(int w, int h, const std::vector<int> &path)
{
    const int leaps[8][2] = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
    auto knightMove = [&](int a, int b) {
        for (const auto &l : leaps)
            if (a % w + l[0] == b % w && a / w + l[1] == b / w)
                return true;
        return false;
    };
    std::vector<char> used(w * h, 0);
    for (std::size_t i = 0; i < path.size(); ++i) {
        if (used[path[i]] || (i > 0 && !knightMove(path[i - 1], path[i])))
            return 0;
        used[path[i]] = 1;
    }
    long long count = 0;
    std::function<void(int, int)> walk = [&](int c, int visited) {
        if (visited == w * h) {
            ++count;
            return;
        }
        for (int n = 0; n < w * h; ++n)
            if (!used[n] && knightMove(c, n)) {
                used[n] = 1;
                walk(n, visited + 1);
                used[n] = 0;
            }
    };
    walk(path.back(), int(path.size()));
    return count;
}

void place(MainWindow &window, const std::vector<Given> &given)
{
    BoardDocument *doc = window.position();
    for (const Given &g : given)
        doc->placePiece(doc->board().index(g.x, g.y), doc->catalogue().find(g.letter));
}

/// The completion problem of six queens on an empty 6x6 board (Analysis used on its own).
cpw::Problem emptyQueens6()
{
    const cpw::Problem p =
        cpw::parseProblem(problemJson("independent", 6, 6, nullptr, R"({"piece": "Q"})", false).toStdString())
            .value();
    return Analysis::completionProblem(p, cpw::Placement(p.board));
}

using guitest::settle;
} // namespace

class TestAnalysis : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void hintsAgreeWithBruteForce_data()
    {
        QTest::addColumn<QString>("family");
        QTest::addColumn<QList<int>>("given"); // letter, x, y triples
        QTest::addColumn<QChar>("palette");
        QTest::newRow("4x4 exact k=1, empty, knight") << "exact" << QList<int>{} << QChar('N');
        QTest::newRow("4x4 exact k=1, king on b2, pawn") << "exact" << QList<int>{'K', 1, 1} << QChar('P');
        QTest::newRow("4x4 exact k=1, knight on a1, king") << "exact" << QList<int>{'N', 0, 0} << QChar('K');
        QTest::newRow("6x6 queens, empty") << "queens" << QList<int>{} << QChar('R');
        QTest::newRow("6x6 queens, queen on b1") << "queens" << QList<int>{'Q', 1, 0} << QChar('R');
        QTest::newRow("6x6 queens, queen on a1") << "queens" << QList<int>{'Q', 0, 0} << QChar('R');
    }
    void hintsAgreeWithBruteForce()
    {
        QFETCH(QString, family);
        QFETCH(QList<int>, given);
        QFETCH(QChar, palette);
        std::vector<Given> fixed;
        for (int i = 0; i + 2 < given.size(); i += 3)
            fixed.push_back({char(given[i]), given[i + 1], given[i + 2]});
        const bool queens = family == QLatin1String("queens");
        MainWindow window(guitest::quietOptions());
        window.show();
        QString error;
        QVERIFY2(window.loadProblemText(
                     queens ? problemJson("independent", 6, 6, nullptr, R"({"piece": "Q"})", false)
                            : problemJson("exact", 4, 4, "KNP", R"({"mode": "all", "raw": true})", true),
                     QStringLiteral("test"), &error),
                 qPrintable(error));
        window.problemPanel()->threadsSpin()->setValue(2);
        place(window, fixed);
        // The palette's piece; the queens family hints with its own piece (the queen) instead.
        window.boardView()->setCurrentPiece(window.position()->catalogue().find(palette.toLatin1()));
        window.analyseAction()->setChecked(true);
        QVERIFY(settle(window));

        long long total = 0;
        std::vector<long long> expected;
        if (queens) {
            expected = queensByCell(6, fixed, &total);
        } else {
            expected = exactByCell(fixed, &total)[palette.toLatin1()];
        }
        const Analysis::Summary &s = window.analysis()->summary();
        QVERIFY(s.stats && s.stats->complete);
        QCOMPARE((long long)s.solutions, total);
        QCOMPARE(s.completable().value(), total > 0);
        const std::vector<CellHint> &hints = window.boardView()->hints();
        QCOMPARE(std::int64_t(hints.size()), window.position()->board().area());
        int checked = 0;
        for (int cell = 0; cell < int(hints.size()); ++cell) {
            if (window.position()->placement().at(cell) != cpw::kEmpty)
                continue;
            const CellHint &h = hints[cell];
            const QByteArray where = QByteArray::fromStdString(window.position()->board().cellName(cell));
            QVERIFY2(h.state == (expected[cell] > 0 ? CellHint::Live : CellHint::Dead), where.constData());
            if (h.state == CellHint::Live) {
                QVERIFY2(h.counted, where.constData());
                QCOMPARE((long long)h.count, expected[cell]);
            }
            ++checked;
        }
        QVERIFY(checked > 0);
        QVERIFY(window.findChild<QLabel *>(QStringLiteral("analysisText"))->isVisible());
    }

    // A partial tour path (pieces placed in order: the tour's given opening): whether it
    // extends to a tour and in how many ways, and for each cell how many tours continue through
    // it, against brute force 3; the path follows the order of placing and removing pieces.
    void tourPath_data()
    {
        QTest::addColumn<bool>("count");
        QTest::newRow("counting") << true;
        QTest::newRow("finding") << false;
    }
    void tourPath()
    {
        QFETCH(bool, count);
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(window.loadProblemText(
            problemJson("tour", 5, 5, nullptr, count ? R"({"count": true})" : "{}", false),
            QStringLiteral("test"), nullptr));
        window.problemPanel()->threadsSpin()->setValue(2);
        window.analyseAction()->setChecked(true);
        const int a1 = 0, b3 = 11, c5 = 22, c1 = 2, e2 = 9;
        std::vector<int> path;
        for (const Given &g : std::vector<Given>{{'N', 0, 0}, {'N', 1, 2}, {'N', 2, 4}}) {
            place(window, {g});
            path.push_back(g.y * 5 + g.x);
            QVERIFY(settle(window));
            const Analysis::Summary &s = window.analysis()->summary();
            const long long expected = toursFrom(5, 5, path);
            QVERIFY2(!s.error,
                     qPrintable(window.findChild<QLabel *>(QStringLiteral("analysisText"))->text()));
            QCOMPARE(s.completable(), std::optional<bool>(expected > 0));
            if (count)
                QCOMPARE((long long)s.solutions, expected);
            // Each empty cell: the path extended by it.
            for (int cell = 0; cell < 25; ++cell) {
                if (std::find(path.begin(), path.end(), cell) != path.end())
                    continue;
                std::vector<int> longer = path;
                longer.push_back(cell);
                const long long through = toursFrom(5, 5, longer);
                const CellHint &h = window.analysis()->hints()[cell];
                QVERIFY2(h.state == (through > 0 ? CellHint::Live : CellHint::Dead),
                         qPrintable(QStringLiteral("cell %1 after %2 moves").arg(cell).arg(path.size())));
                if (count && through > 0)
                    QCOMPARE((long long)h.count, through);
            }
        }
        QCOMPARE(toursFrom(5, 5, {a1, b3, c5}), 8); // python's enumeration of the 1,728 tours agrees
        // Removing the middle piece breaks the path: a1, c5 is no knight's move.
        window.position()->removePiece(b3);
        QVERIFY(settle(window));
        QVERIFY(window.analysis()->summary().error.has_value());
        QCOMPARE(cpw::familyCode<cpw::TourError>(*window.analysis()->summary().error), cpw::TourError::BadPath);
        QVERIFY(window.findChild<QLabel *>(QStringLiteral("analysisText"))
                    ->text()
                    .contains(QStringLiteral("c5")));
        // A new path, placed e2 first, then c1: it starts on e2 (the order of placing, not of
        // the cells' indices), a cell of the colour with fewer cells, so no tour extends it.
        window.position()->clearPieces();
        place(window, {{'N', 4, 1}, {'N', 2, 0}});
        QVERIFY(settle(window));
        const long long fromE2 = toursFrom(5, 5, {e2, c1});
        QCOMPARE(fromE2, 0);
        QVERIFY(toursFrom(5, 5, {c1, e2}) > 0);
        QCOMPARE(window.analysis()->summary().completable(), std::optional<bool>(false));
        QCOMPARE((long long)window.analysis()->summary().solutions, 0);
    }

    void editsRestartTheAnalysis()
    {
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(window.loadProblemText(problemJson("independent", 6, 6, nullptr, R"({"piece": "Q"})", false),
                                       QStringLiteral("test"), nullptr));
        window.analyseAction()->setChecked(true);
        QVERIFY(settle(window));
        QCOMPARE(window.analysis()->summary().solutions, 4u); // 6 queens: 4 solutions (OEIS A000170)
        const quint64 before = window.analysis()->revision();
        // Each edit stops the running analysis at once and, once edits pause, starts a new one.
        place(window, {{'Q', 1, 0}});
        QVERIFY(window.analysis()->revision() != window.position()->revision());
        QVERIFY(window.boardView()->hints().empty()); // the old position's hints are gone
        QVERIFY(settle(window));
        QVERIFY(window.analysis()->revision() > before);
        QCOMPARE(window.analysis()->revision(), window.position()->revision());
        long long total = 0;
        queensByCell(6, {{'Q', 1, 0}}, &total);
        QCOMPARE((long long)window.analysis()->summary().solutions, total);
        // A queen that attacks it: no completion, proven.
        place(window, {{'Q', 2, 1}});
        QVERIFY(settle(window));
        QVERIFY(window.analysis()->summary().completable().has_value());
        QVERIFY(!*window.analysis()->summary().completable());
        // Quick edits in a row: one analysis, of the last position.
        QSignalSpy summaries(window.analysis(), &Analysis::summaryChanged);
        window.position()->clearPieces();
        place(window, {{'Q', 0, 1}});
        QVERIFY(settle(window));
        queensByCell(6, {{'Q', 0, 1}}, &total);
        QCOMPARE((long long)window.analysis()->summary().solutions, total);
    }

    void staleAnswersAreDropped()
    {
        // Two generations straight after each other, with no event loop in between: the first
        // one's answers pile up in its buffer, and none of them may reach the hints.
        Analysis analysis;
        const cpw::Problem first = emptyQueens6();
        const int queen = first.catalogue.find('Q');
        analysis.analyse(first, queen, 1, 2);
        // Until every worker of the first generation has returned (an event, not a delay: the
        // pool's count of running tasks falls to 0), with no event loop, so nothing is drained:
        // all of its answers wait in its buffer. 6x6 takes milliseconds; the guard is a hang guard.
        const auto guard = std::chrono::steady_clock::now() + std::chrono::seconds(120 * cpwtest::kSlowdown);
        while (analysis.activeWorkers() > 0 && std::chrono::steady_clock::now() < guard)
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        QCOMPARE(analysis.activeWorkers(), 0);
        cpw::Placement given(first.board);
        given.set(first.board.index(1, 0), queen);
        const cpw::Problem second = Analysis::completionProblem(first, given);
        analysis.analyse(second, queen, 2, 2);
        QVERIFY(analysis.droppedAnswers() > 0);
        analysis.waitForFinished(); // joins the workers and drains what they answered
        QCOMPARE(analysis.revision(), 2u);
        long long total = 0;
        const std::vector<long long> expected = queensByCell(6, {{'Q', 1, 0}}, &total);
        QCOMPARE((long long)analysis.summary().solutions, total);
        for (int cell = 0; cell < 36; ++cell) {
            if (given.at(cell) != cpw::kEmpty)
                continue;
            QCOMPARE(analysis.hints()[cell].state, expected[cell] > 0 ? CellHint::Live : CellHint::Dead);
            if (expected[cell] > 0)
                QCOMPARE((long long)analysis.hints()[cell].count, expected[cell]);
        }
    }

    void switchingOffStopsAtOnce()
    {
        MainWindow window(guitest::quietOptions());
        window.show();
        // 7x7, every cell attacked exactly twice, all placements: far more than a test can wait for.
        QVERIFY(window.loadProblemText(
            problemJson("exact", 7, 7, "KQRBN", R"({"mode": "all", "raw": true})", false)
                .replace("\"targets\": 1,", ""),
            QStringLiteral("test"), nullptr));
        window.position()->setUniformTarget(2);
        window.problemPanel()->threadsSpin()->setValue(2);
        window.analyseAction()->setChecked(true);
        QTRY_VERIFY_WITH_TIMEOUT(window.analysis()->activeWorkers() > 0, 3000);
        QTest::qWait(300);
        QVERIFY(window.analysis()->summary().running);
        QVERIFY(window.analysis()->activeWorkers() <= 2); // the panel's threads and no more
        QSignalSpy summaries(window.analysis(), &Analysis::summaryChanged);
        QSignalSpy hints(window.analysis(), &Analysis::hintsChanged);
        // Switching off calls Analysis::stop(), which does not wait for the workers: proven
        // without a clock by stopNeverWaitsForWorkers (a worker held until after the stop).
        window.analyseAction()->setChecked(false);
        QVERIFY(window.boardView()->hints().empty());
        QVERIFY(!window.findChild<QLabel *>(QStringLiteral("analysisText"))->isVisible());
        // The workers wind down on their own (the solver's stop latency); a hang guard only.
        QTRY_VERIFY_WITH_TIMEOUT(window.analysis()->activeWorkers() == 0, 30000 * cpwtest::kSlowdown);
        const int summariesAtOff = summaries.count();
        QTest::qWait(200);
        QCOMPARE(summaries.count(), summariesAtOff);
        QCOMPARE(hints.count(), 0);
    }

    void stopNeverWaitsForWorkers()
    {
        // A hint worker is held inside its problem callback (Analysis::WithPiece) until the test
        // lets it go, which the test does only after stop() has returned. A stop() that waited
        // for its workers would return only once the worker gave up on its own (the hang guard),
        // and the worker would say so. No clock decides the outcome.
        Analysis analysis;
        const cpw::Problem problem = emptyQueens6();
        std::atomic<int> entered{0};
        std::atomic<bool> release{false}, gaveUp{false};
        const auto guard = std::chrono::seconds(60 * cpwtest::kSlowdown);
        analysis.analyse(problem, problem.catalogue.find('Q'), 1, 1,
                         [&](const cpw::Problem &p, int cell, int piece) {
                             cpw::Problem q = p;
                             q.preplaced.set(cell, piece);
                             if (entered.fetch_add(1) == 0) {
                                 const auto until = std::chrono::steady_clock::now() + guard;
                                 while (!release.load() && std::chrono::steady_clock::now() < until)
                                     std::this_thread::sleep_for(std::chrono::milliseconds(2));
                                 gaveUp = !release.load();
                             }
                             return q;
                         });
        const auto until = std::chrono::steady_clock::now() + guard;
        while (entered.load() == 0 && std::chrono::steady_clock::now() < until)
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        QVERIFY(entered.load() > 0);
        analysis.stop();
        const bool workerStillHeld = analysis.activeWorkers() > 0;
        release = true;
        analysis.waitForFinished();
        QVERIFY2(!gaveUp.load(), "stop() waited for a worker");
        QVERIFY(workerStillHeld);
        QVERIFY(!analysis.summary().running);
    }
};

QTEST_MAIN(TestAnalysis)
#include "tst_analysis.moc"
