// Solving a puzzle in the window (issue 50): Puzzle > Solve it yourself on a problem whose
// givens leave one solution, the givens locked, Check saying right / wrong / not yet without
// saying where, Hint showing one cell, the solved state, a puzzle saved with the person's
// progress and opened again, and a new document leaving the puzzle behind. Everything through
// the window's actions and mouse and keyboard events.
//
// Independent source: the n-queens solutions are enumerated by the test's own backtracking
// (rows, columns and diagonals, nothing of the product's attack code); the givens are chosen
// from one of them until no other solution contains them all, so the puzzle's one solution is
// known before the workbench is asked.
#include <QAbstractButton>
#include <QAction>
#include <QButtonGroup>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <functional>

#include "boarddocument.h"
#include "boardview.h"
#include "cpw/problem.h"
#include "document.h"
#include "mainwindow.h"
#include "piecepalette.h"
#include "problempanel.h"
#include "puzzle.h"
#include "puzzlecontroller.h"
#include "queensbrute.h"
#include "testwindow.h"

namespace {

using guitest::allQueens;

/// Rows of `solution` whose queens are given, chosen in row order until no other solution has
/// all of them: a puzzle with exactly that one solution (by the enumeration above).
std::vector<int> givenRows(const std::vector<std::vector<int>> &all, const std::vector<int> &solution)
{
    std::vector<int> rows;
    for (int r = 0; r < int(solution.size()); ++r) {
        int matching = 0;
        for (const auto &s : all) {
            bool all_in = true;
            for (int g : rows)
                all_in = all_in && s[g] == solution[g];
            matching += all_in;
        }
        if (matching == 1)
            break;
        rows.push_back(r);
    }
    return rows;
}

QString cellName(int col, int row) // row 0 = rank 1
{
    return QString(QChar('a' + col)) + QString::number(row + 1);
}

/// A problem file of n queens with the queens of `rows` fixed (placement notation, rank 8 first).
QByteArray queensFile(int n, const std::vector<int> &solution, const std::vector<int> &rows, bool puzzle = false)
{
    QStringList ranks;
    for (int row = n - 1; row >= 0; --row) {
        QString rank;
        int empty = 0;
        const bool given = std::find(rows.begin(), rows.end(), row) != rows.end();
        for (int c = 0; c < n; ++c) {
            if (given && solution[row] == c) {
                if (empty)
                    rank += QString::number(empty);
                empty = 0;
                rank += QLatin1Char('Q');
            } else {
                ++empty;
            }
        }
        if (empty)
            rank += QString::number(empty);
        ranks << rank;
    }
    return QStringLiteral(R"({"format": "chess-puzzle-workbench-problem", "version": 1, "kind": "independent",
        "board": {"width": %1, "height": %1}, "preplaced": "%2", "params": {"piece": "Q"%3}})")
        .arg(n)
        .arg(ranks.join(QLatin1Char('/')))
        .arg(puzzle ? QStringLiteral(R"(, "puzzle": true)") : QString())
        .toUtf8();
}

bool waitForPuzzle(MainWindow &window)
{
    PuzzleController *p = window.puzzles();
    return QTest::qWaitFor([&] { return !p->busy() && window.document()->puzzle().has_value(); }, 60000);
}

} // namespace

class TestPuzzle : public QObject {
    Q_OBJECT
private:
    void click(MainWindow &w, const QString &cell, Qt::MouseButton button = Qt::LeftButton)
    {
        const int index = w.position()->board().parseCell(cell.toStdString()).value();
        QTest::mouseClick(w.boardView(), button, {}, w.boardView()->cellCenter(index));
    }
    void pickQueen(MainWindow &w)
    {
        QAbstractButton *queen = w.palette()->toolButtons()->button(w.position()->catalogue().find('Q'));
        QVERIFY(queen);
        QTest::mouseClick(queen, Qt::LeftButton);
    }
    QPushButton *button(MainWindow &w, const char *name)
    {
        return w.findChild<QPushButton *>(QLatin1String(name));
    }

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("cpw-test-puzzle"));
        QStandardPaths::setTestModeEnabled(true);
    }

    void solveQueens_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("which"); // which solution of the enumeration
        QTest::newRow("6 queens, solution 0") << 6 << 0;  // 4 solutions (A000170(6))
        QTest::newRow("8 queens, solution 0") << 8 << 0;  // 92 (A000170(8))
        QTest::newRow("8 queens, solution 57") << 8 << 57;
    }
    /// A whole puzzle solved by clicks: wrong piece, Check, Hint, the rest, Solved.
    void solveQueens()
    {
        QFETCH(int, n);
        QFETCH(int, which);
        const auto all = allQueens(n);
        QCOMPARE(int(all.size()), n == 6 ? 4 : 92); // the enumeration itself, against A000170
        const std::vector<int> &solution = all[std::size_t(which)];
        const std::vector<int> rows = givenRows(all, solution);
        QVERIFY(rows.size() < std::size_t(n) - 1); // something left to do: two pieces at least

        MainWindow window(guitest::quietOptions());
        window.resize(1200, 800);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window)); // the shortcuts F7 and F8 below
        QString error;
        QVERIFY2(window.loadProblemText(queensFile(n, solution, rows), QStringLiteral("q.json"), &error),
                 qPrintable(error));
        QVERIFY(!window.document()->puzzle());
        QVERIFY(!window.findChild<QGroupBox *>(QStringLiteral("puzzleBox"))->isVisible());

        window.puzzles()->solveAction()->trigger();
        QVERIFY(waitForPuzzle(window));
        const Puzzle &z = *window.document()->puzzle();
        QCOMPARE(z.givenCount(), int(rows.size()));
        for (int row = 0; row < n; ++row)
            for (int c = 0; c < n; ++c) {
                const int i = row * n + c;
                QCOMPARE(z.solution.at(i) != cpw::kEmpty, solution[row] == c);
            }
        QVERIFY(window.findChild<QGroupBox *>(QStringLiteral("puzzleBox"))->isVisible());
        QVERIFY(!window.problemPanel()->isVisible());
        QVERIFY(!window.runAction()->isEnabled());
        QVERIFY(!window.analyseAction()->isEnabled());
        QVERIFY(window.puzzles()->captionText().contains(QString::number(rows.size())));

        // A given cannot be taken away: a right click leaves it, and the window says why.
        QSignalSpy said(window.puzzles(), &PuzzleController::message);
        const int g = rows.front();
        click(window, cellName(solution[g], g), Qt::RightButton);
        QVERIFY(window.position()->placement().at(g * n + solution[g]) != cpw::kEmpty);
        QVERIFY(!said.isEmpty());
        QVERIFY(said.last().at(0).toString().contains(cellName(solution[g], g)));

        // A wrong piece: Check says so without saying where.
        pickQueen(window);
        int freeRow = -1;
        for (int row = 0; row < n && freeRow < 0; ++row)
            if (std::find(rows.begin(), rows.end(), row) == rows.end())
                freeRow = row;
        const int wrongCol = (solution[freeRow] + 1) % n;
        click(window, cellName(wrongCol, freeRow));
        QVERIFY(window.position()->placement().at(freeRow * n + wrongCol) != cpw::kEmpty);
        QTest::mouseClick(button(window, "puzzleCheck"), Qt::LeftButton);
        const QString wrong = window.puzzles()->statusText();
        QVERIFY2(wrong.contains(QStringLiteral("Not right")), qPrintable(wrong));
        QVERIFY(!wrong.contains(cellName(wrongCol, freeRow)));
        // Hint names the wrong piece; a right click removes it; Check: right so far.
        QTest::mouseClick(button(window, "puzzleHint"), Qt::LeftButton);
        QVERIFY2(window.puzzles()->statusText().contains(cellName(wrongCol, freeRow)),
                 qPrintable(window.puzzles()->statusText()));
        click(window, cellName(wrongCol, freeRow), Qt::RightButton);
        QTest::keyClick(&window, Qt::Key_F7);
        QVERIFY2(window.puzzles()->statusText().contains(QStringLiteral("Right so far")),
                 qPrintable(window.puzzles()->statusText()));
        // Hint places one of the solution's pieces (not given, not placed yet).
        const int before = window.position()->placement().pieceCount();
        QTest::keyClick(&window, Qt::Key_F8);
        QCOMPARE(window.position()->placement().pieceCount(), before + 1);
        QCOMPARE(window.puzzles()->hintsUsed(), 2);
        // The rest by clicks: solved.
        for (int row = 0; row < n; ++row)
            if (window.position()->placement().at(row * n + solution[row]) == cpw::kEmpty)
                click(window, cellName(solution[row], row));
        const QString solved = window.puzzles()->statusText();
        QVERIFY2(solved.startsWith(QStringLiteral("Solved")), qPrintable(solved));
        QVERIFY(!window.puzzles()->hintAction()->isEnabled());
        // Undo takes the last piece back: no longer solved.
        window.document()->undoStack()->undo();
        QVERIFY(!window.puzzles()->statusText().startsWith(QStringLiteral("Solved")));
    }

    void notAPuzzle_data()
    {
        QTest::addColumn<int>("givens");
        QTest::addColumn<QString>("says");
        QTest::newRow("no givens: 92 solutions") << 0 << QStringLiteral("more than one solution");
        QTest::newRow("one given: still several") << 1 << QStringLiteral("more than one solution");
    }
    void notAPuzzle()
    {
        QFETCH(int, givens);
        QFETCH(QString, says);
        const auto all = allQueens(8);
        std::vector<int> rows;
        for (int r = 0; r < givens; ++r)
            rows.push_back(r);
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.loadProblemText(queensFile(8, all[0], rows), QStringLiteral("q.json"), nullptr));
        QSignalSpy said(window.puzzles(), &PuzzleController::message);
        window.puzzles()->solveAction()->trigger();
        QVERIFY(QTest::qWaitFor([&] { return !window.puzzles()->busy() && !said.isEmpty(); }, 60000));
        QVERIFY(!window.document()->puzzle());
        QVERIFY2(said.last().at(0).toString().contains(says), qPrintable(said.last().at(0).toString()));
        QVERIFY(window.runAction()->isEnabled());
    }

    /// Saved with the person's progress, opened again as the puzzle it was.
    void saveAndReopen()
    {
        const auto all = allQueens(8);
        const std::vector<int> &solution = all[10];
        const std::vector<int> rows = givenRows(all, solution);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("puzzle.json"));
        int freeRow = -1;
        {
            MainWindow window(guitest::quietOptions());
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(window.loadProblemText(queensFile(8, solution, rows), QStringLiteral("q.json"), nullptr));
            window.puzzles()->solveAction()->trigger();
            QVERIFY(waitForPuzzle(window));
            QVERIFY(!window.document()->isModified());
            pickQueen(window);
            for (int row = 0; row < 8 && freeRow < 0; ++row)
                if (std::find(rows.begin(), rows.end(), row) == rows.end())
                    freeRow = row;
            click(window, cellName(solution[freeRow], freeRow));
            QVERIFY(window.document()->isModified());
            QString error;
            QVERIFY2(window.saveFile(path, &error), qPrintable(error));
        }
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const cpw::Result<cpw::Problem> saved = cpw::parseProblem(f.readAll().toStdString());
        QVERIFY(saved.ok());
        QVERIFY(Puzzle::isPuzzleFile(saved.value()));
        QCOMPARE(saved->preplaced.pieceCount(), int(rows.size())); // the givens only are fixed

        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(path, true));
        QVERIFY(waitForPuzzle(window));
        QCOMPARE(window.document()->puzzle()->givenCount(), int(rows.size()));
        QCOMPARE(window.position()->placement().pieceCount(), int(rows.size()) + 1); // the progress
        QVERIFY(window.position()->isLocked(rows.front() * 8 + solution[rows.front()]));
        QVERIFY(!window.position()->isLocked(freeRow * 8 + solution[freeRow]));

        // A new document leaves the puzzle behind: the form, Run and a free board are back.
        window.files()->newProblem();
        QVERIFY(!window.document()->puzzle());
        QVERIFY(window.position()->locked().empty());
        QVERIFY(window.problemPanel()->isVisibleTo(&window));
        QVERIFY(!window.findChild<QGroupBox *>(QStringLiteral("puzzleBox"))->isVisible());
    }

    /// Leave the puzzle: the pieces stay, nothing is locked, Run is back.
    void leave()
    {
        const auto all = allQueens(6);
        const std::vector<int> rows = givenRows(all, all[1]);
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.loadProblemText(queensFile(6, all[1], rows, true), QStringLiteral("q.json"), nullptr));
        QVERIFY(waitForPuzzle(window)); // "puzzle": true opens as a puzzle
        QTest::mouseClick(button(window, "puzzleLeave"), Qt::LeftButton);
        QVERIFY(!window.document()->puzzle());
        QVERIFY(window.position()->locked().empty());
        QCOMPARE(window.position()->placement().pieceCount(), int(rows.size()));
        QVERIFY(window.runAction()->isEnabled());
        const int g = rows.front() * 6 + all[1][rows.front()];
        click(window, cellName(all[1][rows.front()], rows.front()), Qt::RightButton);
        QCOMPARE(window.position()->placement().at(g), cpw::kEmpty);
    }
};

QTEST_MAIN(TestPuzzle)
#include "tst_puzzle.moc"
