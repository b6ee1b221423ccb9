// The tour and Chess960 editors: the problem they build, a tour found from the start cell of
// the piece on the board (checked here leap by leap), the counts of 5x5 open tours (OEIS
// A165134: 1728) and of Chess960 (960), and the tour path overlay chosen for tours.
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QStandardPaths>
#include <QtTest>

#include <set>

#include "boarddocument.h"
#include "boardview.h"
#include "cpw/problem.h"
#include "families/chess960editor.h"
#include "families/toureditor.h"
#include "mainwindow.h"
#include "paramform.h"
#include "problempanel.h"
#include "searchcontroller.h"
#include "solutionmodel.h"
#include "testwindow.h"

class TestTourEditor : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void problemFromControls()
    {
        MainWindow window(guitest::quietOptions());
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        window.position()->reset(cat, BoardDocument::freshState(6, 6, 0));
        ProblemPanel *panel = window.problemPanel();
        panel->setKind("tour");
        auto *editor = panel->editor<TourEditor>();
        QVERIFY(editor);
        QCOMPARE(panel->currentEditor(), editor);
        QVERIFY(panel->layers() & TourPathLayer);
        QVERIFY(!(panel->layers() & ClosedTourLayer));
        editor->closedCheck()->setChecked(true);
        QVERIFY(panel->layers() & ClosedTourLayer);
        // The start is the piece on the board.
        cpw::Placement p = window.position()->placement();
        p.set(window.position()->board().index(2, 1), cat.find('N'));
        window.position()->setPlacement(p, QStringLiteral("test"));
        const cpw::Problem problem = panel->problem();
        QCOMPARE(problem.kind, "tour");
        QCOMPARE(problem.paramString("start", ""), std::string("c2"));
        QCOMPARE(problem.paramString("piece", ""), std::string("N"));
        QVERIFY(problem.paramBool("closed", false));
        QVERIFY(panel->isValid());
        // Riders are not offered; the camel is.
        QVERIFY(editor->leaperBox()->findData(QStringLiteral("piece:Q")) < 0);
        QVERIFY(editor->leaperBox()->findData(QStringLiteral("leap:1,3")) >= 0);
        // A saved problem comes back.
        editor->closedCheck()->setChecked(false);
        QVERIFY(panel->loadProblem(problem));
        QVERIFY(editor->closedCheck()->isChecked());
    }

    /// Move numbers typed into the form are drawn on the board as fixed numbers (a numbered
    /// tour's picture), and go when the text is cleared.
    void givenNumbersDrawn()
    {
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.position()->reset(cpw::Catalogue::standard(), BoardDocument::freshState(6, 6, 0));
        ProblemPanel *panel = window.problemPanel();
        panel->setKind("tour");
        auto *edit = qobject_cast<QLineEdit *>(panel->editor<TourEditor>()->form()->field("numbers"));
        QVERIFY(edit);
        edit->setFocus();
        QTest::keyClicks(edit, QStringLiteral("a1=7 d5=34"));
        QTest::keyClick(edit, Qt::Key_Return);
        QTRY_VERIFY(window.boardView()->scene(false, true).numbers);
        const BoardScene shown = window.boardView()->scene(false, true);
        const cpw::Board &b = window.position()->board();
        QCOMPARE((*shown.numbers)[std::size_t(b.index(0, 0))], 7);
        QCOMPARE((*shown.numbers)[std::size_t(b.index(3, 4))], 34);
        QCOMPARE(std::count_if(shown.numbers->begin(), shown.numbers->end(), [](int n) { return n > 0; }), 2);
        QVERIFY(shown.given && (*shown.given)[std::size_t(b.index(3, 4))]);
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Delete);
        QTest::keyClick(edit, Qt::Key_Return);
        QTRY_VERIFY(!window.boardView()->scene(false, true).numbers);
    }

    void findAndCount()
    {
        MainWindow window(guitest::quietOptions());
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        window.position()->reset(cat, BoardDocument::freshState(5, 5, 0));
        ProblemPanel *panel = window.problemPanel();
        panel->setKind("tour");
        QVERIFY(panel->isValid());
        QSignalSpy finished(window.searchController(), &SearchController::finished);
        window.runAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QCOMPARE(window.solutionModel()->totalSolutions(), quint64(1));
        // A tour is named by its length, and the gallery does not count it by pieces.
        QTRY_COMPARE(window.solutionModel()->rowCount(), 1);
        QCOMPARE(window.solutionModel()->index(0).data().toString(), QStringLiteral("#1 · 25 cells"));
        auto *counts = window.findChild<QLabel *>(QStringLiteral("galleryCounts"));
        QVERIFY(counts);
        QCOMPARE(counts->text(), QStringLiteral("1 solution"));

        panel->editor<TourEditor>()->countCheck()->setChecked(true);
        window.runAction()->trigger();
        // The count, then (1,728 fit the gallery) the run that lists them: at least the count.
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() >= 2, 30000);
        const auto stats = finished.at(1).at(0).value<cpw::SearchStats>();
        QVERIFY(stats.complete);
        // No piece on the board: directed open tours from every start, OEIS A165134: 1728.
        QCOMPARE(stats.solutions, quint64(1728));
        // Counted by the frontier programme, not by listing every tour: the core's auto chooses
        // it although the GUI listens for tours (the problem keeps "auto").
        QCOMPARE(stats.labels.at("engine"), std::string("dp"));
        QCOMPARE(panel->problem().paramString("engine", ""), std::string("auto"));
        // 1,728 fit the gallery: the count is followed by a run that lists them (issue 45),
        // and every one listed is a knight's tour of 5x5, each a different one.
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 3, 60000);
        QTRY_COMPARE(window.solutionModel()->totalSolutions(), quint64(1728));
        QTRY_COMPARE(window.solutionModel()->storedCount(), 1728);
        std::set<std::vector<int>> tours;
        for (int row = 0; row < 1728; ++row) {
            const std::vector<int> &order = window.solutionModel()->item(row).order;
            QCOMPARE(int(order.size()), 25);
            std::vector<int> byMove(26, -1);
            for (int i = 0; i < 25; ++i)
                byMove[std::size_t(order[std::size_t(i)])] = i;
            for (int m = 1; m < 25; ++m) { // consecutive moves a knight's leap apart (own geometry)
                const int dx = std::abs(byMove[m] % 5 - byMove[m + 1] % 5);
                const int dy = std::abs(byMove[m] / 5 - byMove[m + 1] / 5);
                QVERIFY(dx * dy == 2);
            }
            tours.insert(order);
        }
        QCOMPARE(int(tours.size()), 1728);
        QCOMPARE(window.runText().contains(QStringLiteral("1,728")) || window.runText().contains(QStringLiteral("1728")), true);
        // A knight on a1: the tours from that corner, 304 (A165134's table by start); counted,
        // then listed too.
        cpw::Placement p = window.position()->placement();
        p.set(0, cpw::Catalogue::standard().find('N'));
        window.position()->setPlacement(p, QStringLiteral("test"));
        window.runAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 5, 60000);
        QCOMPARE(finished.at(3).at(0).value<cpw::SearchStats>().solutions, quint64(304));
        QTRY_COMPARE(window.solutionModel()->storedCount(), 304);
    }

    void chess960()
    {
        MainWindow window(guitest::quietOptions());
        window.position()->reset(cpw::Catalogue::standard(), BoardDocument::freshState(8, 1, 0));
        ProblemPanel *panel = window.problemPanel();
        panel->setKind("chess960");
        QVERIFY(panel->isValid());
        QSignalSpy finished(window.searchController(), &SearchController::finished);
        window.runAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QCOMPARE(finished.at(0).at(0).value<cpw::SearchStats>().solutions, quint64(960));
        auto *editor = panel->editor<Chess960Editor>();
        editor->oneCheck()->setChecked(true);
        QCOMPARE(panel->problem().paramInt("number", -1), 518LL);
        window.position()->reset(cpw::Catalogue::standard(), BoardDocument::freshState(8, 8, 0));
        QVERIFY(!panel->isValid());
    }
};

QTEST_MAIN(TestTourEditor)
#include "tst_toureditor.moc"
