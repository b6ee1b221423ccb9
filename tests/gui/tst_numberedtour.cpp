// A numbered knight's tour solved in the window (issue 50): composed by File > New puzzle, the
// puzzle's given move numbers locked, the Number tool writing the next number with a click and
// moving on by itself, digits typed on a cell, a wrong number found by Check and named by Hint,
// the solved state. Numbers typed into the tour's form make a puzzle with Solve it yourself
// whether the form finds one tour or counts them.
//
// Independent source: the filled grid is checked by the test's own knight geometry (every two
// consecutive numbers a knight's leap apart, every number 1..25 once, every given kept); the
// completions of typed numbers are counted by the composer tests' brute force (its own
// knight moves, tests/compose/brute.h).
#include <QAction>
#include <QComboBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>

#include "../compose/brute.h"
#include "boarddocument.h"
#include "boardview.h"
#include "composewith.h"
#include "cpw/compose.h"
#include "document.h"
#include "mainwindow.h"
#include "puzzle.h"
#include "puzzlecontroller.h"
#include "testwindow.h"

class TestNumberedTour : public QObject {
    Q_OBJECT
private:
    static QPoint centre(MainWindow &w, int cell) { return w.boardView()->cellCenter(cell); }

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("cpw-test-numberedtour"));
        QStandardPaths::setTestModeEnabled(true);
    }

    void fillIn_data()
    {
        QTest::addColumn<int>("seed");
        QTest::newRow("seed 1") << 1;
        QTest::newRow("seed 9") << 9;
    }
    void fillIn()
    {
        QFETCH(int, seed);
        if (!cpw::canCompose("tour"))
            QSKIP("this build composes no tours");
        MainWindow window(guitest::quietOptions());
        window.resize(1200, 800);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        guitest::composeWith(window, [seed](NewPuzzleDialog *d) {
            auto *kind = d->findChild<QComboBox *>(QStringLiteral("puzzleKind"));
            kind->setCurrentIndex(kind->findData(QStringLiteral("tour")));
            d->findChild<QSpinBox *>(QStringLiteral("puzzleWidth"))->setValue(5);
            d->findChild<QSpinBox *>(QStringLiteral("puzzleHeight"))->setValue(5);
            d->findChild<QSpinBox *>(QStringLiteral("puzzleSeed"))->setValue(seed);
        });
        window.activateWindow(); // the dialog has closed: the window takes the keys again
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.document()->puzzle());
        const Puzzle z = *window.document()->puzzle();
        QVERIFY(z.isTour());
        QCOMPARE(z.problem.board.width(), 5);
        // Its numbers leave one tour (the test's brute force).
        QCOMPARE(composetest::knightTourCompletions({5, 5}, z.givenNumbers, 2), 1);
        QCOMPARE(window.boardView()->tool(), BoardView::Tool::Number);
        auto *next = window.findChild<QSpinBox *>(QStringLiteral("puzzleNumber"));
        QVERIFY(next && next->isVisible());
        std::vector<int> cellOf(26, -1);
        for (int i = 0; i < 25; ++i)
            cellOf[std::size_t(z.order[std::size_t(i)])] = i;

        // A given number cannot be overwritten.
        int given = -1;
        for (int i = 0; i < 25 && given < 0; ++i)
            if (z.given[std::size_t(i)])
                given = i;
        QVERIFY(given >= 0);
        QTest::mouseClick(window.boardView(), Qt::LeftButton, {}, centre(window, given));
        QCOMPARE(window.position()->state().numbers[std::size_t(given)], z.givenNumbers[std::size_t(given)]);

        // A wrong number typed on a cell: Check says so, Hint names the cell, Delete clears it.
        int wrongCell = -1;
        for (int i = 0; i < 25 && wrongCell < 0; ++i)
            if (!z.given[std::size_t(i)] && z.order[std::size_t(i)] != 12)
                wrongCell = i;
        QTest::mouseClick(window.boardView(), Qt::LeftButton, {}, centre(window, wrongCell)); // writes `next`
        QTest::keyClick(window.boardView(), Qt::Key_Delete);
        QCOMPARE(window.position()->state().numbers[std::size_t(wrongCell)], 0);
        QTest::keyClicks(window.boardView(), QStringLiteral("12")); // two digits: one number
        QCOMPARE(window.position()->state().numbers[std::size_t(wrongCell)], 12);
        QTest::keyClick(&window, Qt::Key_F7);
        QVERIFY2(window.puzzles()->statusText().contains(QStringLiteral("Not right")),
                 qPrintable(window.puzzles()->statusText()));
        QTest::keyClick(&window, Qt::Key_F8);
        const QString cellName = QString::fromStdString(window.position()->board().cellName(wrongCell));
        QVERIFY2(window.puzzles()->statusText().contains(cellName), qPrintable(window.puzzles()->statusText()));
        QTest::mouseClick(window.boardView(), Qt::RightButton, {}, centre(window, wrongCell));
        QCOMPARE(window.position()->state().numbers[std::size_t(wrongCell)], 0);

        // The next number after the typed 12 is 13: the person sets it to 1 in the box.
        QCOMPARE(next->value(), 13);
        next->setFocus();
        QTest::keyClick(next, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(next, QStringLiteral("1"));
        QTest::keyClick(next, Qt::Key_Return);
        QCOMPARE(next->value(), 1);
        // The rest by clicks in move order: the next number is always the one to write.
        for (int m = 1; m <= 25; ++m) {
            const int cell = cellOf[std::size_t(m)];
            if (z.given[std::size_t(cell)])
                continue;
            QCOMPARE(next->value(), m);
            QTest::mouseClick(window.boardView(), Qt::LeftButton, {}, centre(window, cell));
        }
        QVERIFY2(window.puzzles()->statusText().startsWith(QStringLiteral("Solved")),
                 qPrintable(window.puzzles()->statusText()));
        // The grid is a knight's tour (own geometry) that keeps every given.
        const std::vector<int> &numbers = window.position()->state().numbers;
        std::vector<int> at(26, -1);
        for (int i = 0; i < 25; ++i) {
            QVERIFY(numbers[std::size_t(i)] >= 1 && numbers[std::size_t(i)] <= 25);
            QCOMPARE(at[std::size_t(numbers[std::size_t(i)])], -1);
            at[std::size_t(numbers[std::size_t(i)])] = i;
            if (z.given[std::size_t(i)])
                QCOMPARE(numbers[std::size_t(i)], z.givenNumbers[std::size_t(i)]);
        }
        for (int m = 1; m < 25; ++m) {
            const int dx = std::abs(at[std::size_t(m)] % 5 - at[std::size_t(m + 1)] % 5);
            const int dy = std::abs(at[std::size_t(m)] / 5 - at[std::size_t(m + 1)] / 5);
            QCOMPARE(dx * dy, 2);
        }
    }

    /// Move numbers typed into the tour's form, Solve it yourself: a puzzle when they leave
    /// one tour, whether the form finds one tour or counts them all; "more than one" when not.
    void solveTypedNumbers_data()
    {
        QTest::addColumn<bool>("count");
        QTest::addColumn<bool>("dropOne");
        QTest::newRow("finds one, one tour left") << false << false;
        QTest::newRow("counts, one tour left") << true << false;
        QTest::newRow("finds one, a number fewer") << false << true;
    }
    void solveTypedNumbers()
    {
        QFETCH(bool, count);
        QFETCH(bool, dropOne);
        if (!cpw::canCompose("tour"))
            QSKIP("this build composes no tours");
        // Numbers of the test's own: the first 5x5 tour from a1 (brute force) and, from its
        // moves in a fixed order, as many as it takes to leave it alone (brute force again).
        const composetest::Geometry g{5, 5};
        std::vector<int> tour;
        QCOMPARE(composetest::knightTourCompletions(g, std::vector<int>(25, 0), 1, &tour), 1);
        std::vector<int> numbers(25, 0);
        std::vector<int> added;
        for (int step = 0; composetest::knightTourCompletions(g, numbers, 2) > 1; ++step) {
            const int cell = (step * 7 + 3) % 25;
            numbers[std::size_t(cell)] = tour[std::size_t(cell)];
            added.push_back(cell);
        }
        if (dropOne) {
            numbers[std::size_t(added.back())] = 0; // the last number was needed: two tours
            QCOMPARE(composetest::knightTourCompletions(g, numbers, 3), 2);
        }
        QString text;
        for (int c = 0; c < 25; ++c)
            if (numbers[std::size_t(c)] > 0)
                text += QStringLiteral("%1%2=%3 ").arg(QChar('a' + c % 5)).arg(c / 5 + 1).arg(numbers[std::size_t(c)]);
        const QString file = QStringLiteral(R"({"format":"chess-puzzle-workbench-problem","version":1,"kind":"tour",)"
                                            R"("board":{"width":5,"height":5},"params":{"count":%1,"numbers":"%2"}})")
                                 .arg(count ? QStringLiteral("true") : QStringLiteral("false"), text.trimmed());
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.loadProblemText(file.toUtf8(), QStringLiteral("typed.json"), nullptr));
        QSignalSpy said(window.puzzles(), &PuzzleController::message);
        window.puzzles()->solveAction()->trigger();
        QVERIFY(QTest::qWaitFor([&] { return !window.puzzles()->busy() && (window.document()->puzzle() || !said.isEmpty()); },
                                60000));
        if (dropOne) {
            QVERIFY(!window.document()->puzzle());
            QVERIFY2(said.last().at(0).toString().contains(QStringLiteral("more than one solution")),
                     qPrintable(said.last().at(0).toString()));
            return;
        }
        QVERIFY2(window.document()->puzzle(), said.isEmpty() ? "" : qPrintable(said.last().at(0).toString()));
        const Puzzle z = *window.document()->puzzle();
        QVERIFY(z.isTour());
        for (int c = 0; c < 25; ++c)
            QCOMPARE(z.order[std::size_t(c)], tour[std::size_t(c)]); // the one tour
    }
};

QTEST_MAIN(TestNumberedTour)
#include "tst_numberedtour.moc"
