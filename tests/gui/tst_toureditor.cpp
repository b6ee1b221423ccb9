// The tour and Chess960 editors: the problem they build, a tour found from the start cell of
// the piece on the board (checked here leap by leap), the counts of 5x5 open tours (OEIS
// A165134: 1728) and of Chess960 (960), and the tour path overlay chosen for tours.
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QStandardPaths>
#include <QtTest>

#include "boarddocument.h"
#include "cpw/problem.h"
#include "families/chess960editor.h"
#include "families/toureditor.h"
#include "mainwindow.h"
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
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 30000);
        const auto stats = finished.at(1).at(0).value<cpw::SearchStats>();
        QVERIFY(stats.complete);
        // No piece on the board: directed open tours from every start, OEIS A165134: 1728.
        QCOMPARE(stats.solutions, quint64(1728));
        // Counted by the frontier programme, not by listing every tour: the core's auto chooses
        // it although the GUI listens for tours (the problem keeps "auto").
        QCOMPARE(stats.labels.at("engine"), std::string("dp"));
        QCOMPARE(panel->problem().paramString("engine", ""), std::string("auto"));
        // A knight on a1: the tours from that corner, 304 (A165134's table by start).
        cpw::Placement p = window.position()->placement();
        p.set(0, cpw::Catalogue::standard().find('N'));
        window.position()->setPlacement(p, QStringLiteral("test"));
        window.runAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 3, 30000);
        QCOMPARE(finished.at(2).at(0).value<cpw::SearchStats>().solutions, quint64(304));
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
