// A search started and stopped from the UI, solutions arriving in the gallery; a complete
// search whose count is checked against a brute force over every placement.
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QListView>
#include <QSpinBox>
#include <QStandardPaths>
#include <QtTest>

#include "boarddocument.h"
#include "cpw/attacks.h"
#include "cpw/problem.h"
#include "families/exacteditor.h"
#include "galleryview.h"
#include "mainwindow.h"
#include "problempanel.h"
#include "searchcontroller.h"
#include "solutionmodel.h"
#include "testwindow.h"

class TestSearch : public QObject {
    Q_OBJECT
private:
    MainWindow::Options quietOptions() { return guitest::quietOptions(); }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void startAndStop()
    {
        MainWindow window(quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(QStringLiteral(":/examples/exact-5x5-k2.json"), true));
        QCOMPARE(window.position()->board().width(), 5);
        QVERIFY(window.runAction()->isEnabled());
        QVERIFY(!window.stopAction()->isEnabled());
        window.runAction()->trigger();
        QVERIFY(window.searchController()->isRunning());
        QVERIFY(window.stopAction()->isEnabled());
        // Solutions stream into the gallery while the search runs.
        QTRY_VERIFY_WITH_TIMEOUT(window.solutionModel()->totalSolutions() >= 20, 20000);
        QVERIFY(window.gallery()->listView()->model()->rowCount() > 0);
        QSignalSpy finished(window.searchController(), &SearchController::finished);
        QTest::keyClick(&window, Qt::Key_Escape); // the Stop shortcut
        QTRY_VERIFY_WITH_TIMEOUT(!window.searchController()->isRunning(), 5000);
        QCOMPARE(finished.count(), 1);
        const auto stats = finished.at(0).at(0).value<cpw::SearchStats>();
        QVERIFY(stats.reason == cpw::StopReason::StopRequested || stats.complete);
        QCOMPARE(window.solutionModel()->totalSolutions(), stats.solutions);
        QVERIFY(window.runAction()->isEnabled());

        // Every solution in the gallery really attacks each cell twice.
        const cpw::Catalogue &cat = window.solutionModel()->catalogue();
        for (int row = 0; row < std::min(50, window.solutionModel()->storedCount()); ++row) {
            const std::vector<int> counts = cpw::attackCounts(window.solutionModel()->placementAt(row), cat);
            for (int c : counts)
                QCOMPARE(c, 2);
        }
        // Clicking a thumbnail shows the solution on the board (a preview: the position stays).
        QListView *view = window.gallery()->listView();
        const QModelIndex first = view->model()->index(0, 0);
        const cpw::Placement before = window.position()->placement();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(first).center());
        QCOMPARE(
            window.position()->shownPlacement(),
            window.solutionModel()->placementAt(window.gallery()->filterModel()->mapToSource(first).row()));
        QCOMPARE(window.position()->placement(), before);
    }

    void completeMatchesBruteForce()
    {
        // 3 wide, 2 high, k = 1, standard pieces, raw counting (every placement its own
        // solution). Brute force: all 7^6 fillings, keep those where every cell is attacked once.
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        const cpw::Board board(3, 2);
        quint64 expected = 0;
        cpw::Placement p(board);
        std::vector<int> digits(6, 0);
        for (int n = 0; n < 117649; ++n) {
            int v = n;
            for (int i = 0; i < 6; ++i) {
                p.set(i, v % 7 - 1); // -1 = empty, 0..5 = K Q R B N P
                v /= 7;
            }
            const std::vector<int> counts = cpw::attackCounts(p, cat);
            if (std::all_of(counts.begin(), counts.end(), [](int c) { return c == 1; }))
                ++expected;
        }
        QVERIFY(expected > 0);

        MainWindow window(quietOptions());
        window.position()->reset(cat, BoardDocument::freshState(3, 2, 1));
        window.problemPanel()->editor<ExactEditor>()->canonicalCheck()->setChecked(false);
        QVERIFY(window.problemPanel()->problem().paramBool("raw", false));
        QVERIFY(window.problemPanel()->isValid());
        QSignalSpy finished(window.searchController(), &SearchController::finished);
        window.runAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        const auto stats = finished.at(0).at(0).value<cpw::SearchStats>();
        QVERIFY(stats.complete);
        QCOMPARE(stats.solutions, expected);
        QCOMPARE(window.solutionModel()->totalSolutions(), expected);
    }

    void countedBeyondTheGallery_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("distinct");
        QTest::addColumn<qulonglong>("expected"); // OEIS A000170
        QTest::addColumn<qulonglong>("classes");  // OEIS A002562
        QTest::newRow("8 queens, all listed") << 8 << false << 92ull << 12ull;
        QTest::newRow("13 queens") << 13 << false << 73712ull << 9233ull;
        QTest::newRow("13 queens distinct") << 13 << true << 73712ull << 9233ull;
    }
    void countedBeyondTheGallery()
    {
        // The gallery keeps 100 here: n queens lists that many and counts the rest by the
        // quarter-board join (SearchOptions::listLimit), and the gallery shows the whole count.
        QFETCH(int, n);
        QFETCH(bool, distinct);
        QFETCH(qulonglong, expected);
        QFETCH(qulonglong, classes);
        MainWindow window(quietOptions());
        window.solutionModel()->setCapacity(100);
        const QString problem = QStringLiteral(R"({"format": "chess-puzzle-workbench-problem", "version": 1,
            "kind": "independent", "board": {"width": %1, "height": %1},
            "params": {"piece": "Q", "distinct": %2}})")
                                    .arg(n)
                                    .arg(distinct ? "true" : "false");
        QString error;
        QVERIFY2(window.loadProblemText(problem.toUtf8(), QStringLiteral("independent"), &error),
                 qPrintable(error));
        QSignalSpy finished(window.searchController(), &SearchController::finished);
        window.runAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
        const auto stats = finished.at(0).at(0).value<cpw::SearchStats>();
        QVERIFY(stats.complete);
        QCOMPARE(qulonglong(stats.solutions), expected);
        const qulonglong shown = distinct ? classes : expected;
        QCOMPARE(qulonglong(window.solutionModel()->totalSolutions()), shown);
        QVERIFY(window.solutionModel()->storedCount() <= 100);
        // Counted by the solver and never sent to the gallery (SearchStats::unlisted).
        const auto unlisted = stats.unlisted.find(n);
        const qulonglong solverCounted = unlisted == stats.unlisted.end() ? 0 : unlisted->second;
        QCOMPARE(solverCounted,
                 shown <= 100 ? 0ull : shown - qulonglong(window.solutionModel()->storedCount()));
        QCOMPARE(stats.unlisted.size(), shown <= 100 ? std::size_t(0) : std::size_t(1));
        QCOMPARE(window.solutionModel()->byPieces().at(n), shown);
        QVERIFY(window.gallery()->countsText().contains(QLocale().toString(shown)));
    }

    void satFewestFromTheEditor()
    {
        // The same 3x2 board, k = 1, raw counting, fewest pieces with the SAT engine: the
        // brute force's fewest pieces and every filling that reaches it.
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        const cpw::Board board(3, 2);
        int fewest = 7;
        quint64 expected = 0;
        cpw::Placement p(board);
        for (int n = 0; n < 117649; ++n) {
            int v = n, pieces = 0;
            for (int i = 0; i < 6; ++i) {
                p.set(i, v % 7 - 1);
                pieces += v % 7 != 0;
                v /= 7;
            }
            const std::vector<int> counts = cpw::attackCounts(p, cat);
            if (!std::all_of(counts.begin(), counts.end(), [](int c) { return c == 1; }))
                continue;
            if (pieces < fewest) {
                fewest = pieces;
                expected = 0;
            }
            expected += pieces == fewest;
        }
        QVERIFY(expected > 0);

        MainWindow window(quietOptions());
        window.position()->reset(cat, BoardDocument::freshState(3, 2, 1));
        ExactEditor *editor = window.problemPanel()->editor<ExactEditor>();
        editor->canonicalCheck()->setChecked(false);
        QVERIFY(!editor->engineBox()->isEnabled()); // all solutions: the search only
        editor->modeBox()->setCurrentIndex(editor->modeBox()->findData(QStringLiteral("fewest")));
        QVERIFY(editor->engineBox()->isEnabled());
        // Sparse targets (6 in all): the automatic choice is the search, on the threads asked for.
        QVERIFY(window.problemPanel()->threadsSpin()->isEnabled());
        editor->engineBox()->setCurrentIndex(editor->engineBox()->findData(QStringLiteral("sat")));
        QCOMPARE(window.problemPanel()->problem().paramString("engine", "auto"), std::string("sat"));
        QVERIFY(!window.problemPanel()->threadsSpin()->isEnabled()); // one thread
        QSignalSpy finished(window.searchController(), &SearchController::finished);
        window.runAction()->trigger();
        QVERIFY(!window.pauseAction()->isEnabled()); // nothing to pause and resume
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        const auto stats = finished.at(0).at(0).value<cpw::SearchStats>();
        QVERIFY(stats.complete);
        QVERIFY(stats.provenOptimal.value_or(false));
        QCOMPARE(stats.optimum.value_or(-1), double(fewest));
        QCOMPARE(stats.solutions, expected);
        QCOMPARE(window.solutionModel()->totalSolutions(), expected);

        // The choice goes back to "all solutions" without the engine, and survives a round trip.
        cpw::Problem saved = window.problemPanel()->problem();
        editor->modeBox()->setCurrentIndex(0);
        QVERIFY(!window.problemPanel()->problem().params.count("engine"));
        editor->loadProblem(saved);
        QVERIFY(editor->engineBox()->currentData().toString() == QStringLiteral("sat") &&
                editor->engineBox()->isEnabled());
        QVERIFY(!window.problemPanel()->threadsSpin()->isEnabled());
    }

    void automaticEngineGreysThreads_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("k");
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("engine");
        QTest::addColumn<bool>("oneThread");
        // The automatic choice (cpw::effectiveExactEngine): targets adding up to 90 or more.
        QTest::newRow("6x6 k=2 fewest (72)") << 6 << 2 << "fewest"
                                             << "auto" << false;
        QTest::newRow("6x6 k=3 fewest (108)") << 6 << 3 << "fewest"
                                              << "auto" << true;
        QTest::newRow("7x7 k=2 most (98)") << 7 << 2 << "most"
                                           << "auto" << true;
        QTest::newRow("7x7 k=2 all") << 7 << 2 << "all"
                                     << "auto" << false;
        QTest::newRow("7x7 k=2 fewest, search") << 7 << 2 << "fewest"
                                                << "search" << false;
    }

    void automaticEngineGreysThreads()
    {
        QFETCH(int, size);
        QFETCH(int, k);
        QFETCH(QString, mode);
        QFETCH(QString, engine);
        QFETCH(bool, oneThread);
        MainWindow window(quietOptions());
        window.position()->reset(cpw::Catalogue::standard(), BoardDocument::freshState(size, size, k));
        ExactEditor *editor = window.problemPanel()->editor<ExactEditor>();
        editor->modeBox()->setCurrentIndex(editor->modeBox()->findData(mode));
        if (editor->engineBox()->isEnabled())
            editor->engineBox()->setCurrentIndex(editor->engineBox()->findData(engine));
        QVERIFY(window.problemPanel()->isValid());
        QCOMPARE(!window.problemPanel()->threadsSpin()->isEnabled(), oneThread);
        // The tool tip says why the field is greyed where it is; elsewhere it explains the field.
        QCOMPARE(window.problemPanel()->threadsSpin()->toolTip().contains(QStringLiteral("one thread")), oneThread);
    }
};

QTEST_MAIN(TestSearch)
#include "tst_search.moc"
