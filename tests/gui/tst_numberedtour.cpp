// A numbered knight's tour solved in the window (issue 50): the puzzle's given move numbers
// locked, the Number tool writing the next number with a click and moving on by itself,
// digits typed on a cell, a wrong number found by Check and named by Hint, the solved state.
//
// Independent source: the filled grid is checked by the test's own knight geometry (every two
// consecutive numbers a knight's leap apart, every number 1..25 once, every given kept).
#include <QAction>
#include <QPushButton>
#include <QSpinBox>
#include <QtTest>

#include "boarddocument.h"
#include "boardview.h"
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
        cpw::ComposeRequest request;
        request.base.kind = "tour";
        request.base.catalogue = cpw::Catalogue::standard();
        request.base.board = cpw::Board(5, 5);
        request.base.preplaced = cpw::Placement(request.base.board);
        request.seed = std::uint64_t(seed);
        request.threads = 2;
        const cpw::Result<cpw::Puzzle> composed = cpw::composePuzzle(request, {});
        QVERIFY2(composed.ok(), composed.ok() ? "" : composed.error().token.c_str());

        MainWindow window(guitest::quietOptions());
        window.resize(1200, 800);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.puzzles()->openComposed(composed.value());
        QVERIFY(window.document()->puzzle());
        const Puzzle z = *window.document()->puzzle();
        QVERIFY(z.isTour());
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
};

QTEST_MAIN(TestNumberedTour)
#include "tst_numberedtour.moc"
