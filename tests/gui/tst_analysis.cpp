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
#include <chrono>
#include <thread>

#include "analysis.h"
#include "boarddocument.h"
#include "boardview.h"
#include "mainwindow.h"
#include "problempanel.h"
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

void place(MainWindow &window, const std::vector<Given> &given)
{
    BoardDocument *doc = window.document();
    for (const Given &g : given)
        doc->placePiece(doc->board().index(g.x, g.y), doc->catalogue().find(g.letter));
}

/// Waits until the analysis of the document's current revision has answered everything.
bool settle(MainWindow &window, int ms = 20000)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms) {
        QTest::qWait(20);
        const Analysis *a = window.analysis();
        if (a->revision() != window.document()->revision() || a->summary().running || a->activeWorkers() > 0)
            continue;
        QTest::qWait(60); // the last drain
        return true;
    }
    return false;
}
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
        window.boardView()->setCurrentPiece(window.document()->catalogue().find(palette.toLatin1()));
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
        QCOMPARE(int(hints.size()), window.document()->board().area());
        int checked = 0;
        for (int cell = 0; cell < int(hints.size()); ++cell) {
            if (window.document()->placement().at(cell) != cpw::kEmpty)
                continue;
            const CellHint &h = hints[cell];
            const QByteArray where = QByteArray::fromStdString(window.document()->board().cellName(cell));
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
        QVERIFY(window.analysis()->revision() != window.document()->revision());
        QVERIFY(window.boardView()->hints().empty()); // the old position's hints are gone
        QVERIFY(settle(window));
        QVERIFY(window.analysis()->revision() > before);
        QCOMPARE(window.analysis()->revision(), window.document()->revision());
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
        window.document()->clearPieces();
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
        cpw::Problem first =
            cpw::parseProblem(
                problemJson("independent", 6, 6, nullptr, R"({"piece": "Q"})", false).toStdString())
                .value();
        first = Analysis::completionProblem(first, cpw::Placement(first.board));
        const int queen = first.catalogue.find('Q');
        analysis.analyse(first, queen, 1, 2);
        std::this_thread::sleep_for(std::chrono::milliseconds(600));
        cpw::Placement given(first.board);
        given.set(first.board.index(1, 0), queen);
        const cpw::Problem second = Analysis::completionProblem(first, given);
        analysis.analyse(second, queen, 2, 2);
        QVERIFY(analysis.droppedAnswers() > 0);
        analysis.waitForFinished();
        QTest::qWait(100);
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
        window.document()->setUniformTarget(2);
        window.problemPanel()->threadsSpin()->setValue(2);
        window.analyseAction()->setChecked(true);
        QTRY_VERIFY_WITH_TIMEOUT(window.analysis()->activeWorkers() > 0, 3000);
        QTest::qWait(300);
        QVERIFY(window.analysis()->summary().running);
        QVERIFY(window.analysis()->activeWorkers() <= 2); // the panel's threads and no more
        QSignalSpy summaries(window.analysis(), &Analysis::summaryChanged);
        QSignalSpy hints(window.analysis(), &Analysis::hintsChanged);
        QElapsedTimer t;
        t.start();
        window.analyseAction()->setChecked(false);
        QVERIFY(t.elapsed() < 50); // the event loop did not wait
        QVERIFY(window.boardView()->hints().empty());
        QVERIFY(!window.findChild<QLabel *>(QStringLiteral("analysisText"))->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(window.analysis()->activeWorkers() == 0, 1000);
        const int summariesAtOff = summaries.count();
        QTest::qWait(200);
        QCOMPARE(summaries.count(), summariesAtOff);
        QCOMPARE(hints.count(), 0);
    }
};

QTEST_MAIN(TestAnalysis)
#include "tst_analysis.moc"
