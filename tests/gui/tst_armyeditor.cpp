// The most valuable army in the GUI: the kind in the selector, the values table (the puzzle's
// values by default), the problem it builds and loads, the value of the army on the board, and
// a search from the window whose proven optimum matches the brute force of tests/army.
#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QFile>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include "../army/armybrute.h"
#include "boarddocument.h"
#include "cpw/army.h"
#include "cpw/family.h"
#include "families/armyeditor.h"
#include "mainwindow.h"
#include "problempanel.h"
#include "searchcontroller.h"
#include "testwindow.h"

class TestArmyEditor : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void defaultsAndRoundTrip()
    {
        MainWindow window(guitest::quietOptions());
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        window.position()->reset(cat, BoardDocument::freshState(4, 4, 1));
        window.problemPanel()->setKind("army");
        ArmyEditor *ed = window.problemPanel()->editor<ArmyEditor>();
        QVERIFY(ed);
        QVERIFY(window.problemPanel()->isValid());
        cpw::Problem p = window.problemPanel()->problem();
        QCOMPARE(p.kind, "army");
        auto values = cpw::parseArmyValues(p.paramString("values", ""), cat);
        QVERIFY(values.ok());
        // the puzzle's values: 1/8, 1/8, 1/14, 1/32, 1/16 of 224
        QCOMPARE(cpw::armyValueOf(values.value(), cat.find('Q')), 28LL);
        QCOMPARE(cpw::armyValueOf(values.value(), cat.find('R')), 28LL);
        QCOMPARE(cpw::armyValueOf(values.value(), cat.find('B')), 16LL);
        QCOMPARE(cpw::armyValueOf(values.value(), cat.find('N')), 7LL);
        QCOMPARE(cpw::armyValueOf(values.value(), cat.find('K')), 14LL);
        QCOMPARE(p.allowed.size(), std::size_t(5));
        QVERIFY(!p.paramBool("each_type", true));

        ed->setValue(cat.find('N'), true, 3);
        ed->setValue(cat.find('Q'), false, 28);
        ed->eachTypeCheck()->setChecked(true);
        p = window.problemPanel()->problem();
        QCOMPARE(p.allowed.size(), std::size_t(4));
        QVERIFY(p.paramBool("each_type", false));
        QVERIFY(cpw::validateProblem(p).ok());

        // load it back into a fresh editor state
        ed->setValue(cat.find('N'), false, 0);
        ed->eachTypeCheck()->setChecked(false);
        ed->loadProblem(p);
        cpw::Problem again = window.problemPanel()->problem();
        QCOMPARE(again.paramString("values", ""), p.paramString("values", ""));
        QCOMPARE(again.allowed, p.allowed);
        QVERIFY(again.paramBool("each_type", false));

        // nothing ticked: the panel says so
        for (int id = 0; id < cat.size(); ++id)
            ed->setValue(id, false, 1);
        QVERIFY(!ed->precheck().isEmpty());
        QVERIFY(!window.problemPanel()->isValid());
    }

    void spinBoxesInTheirCells()
    {
        // After a problem file is opened (which rebuilds the values table), every visible spin
        // box over the table is the cell widget of its row and stands in that cell.
        MainWindow window(guitest::quietOptions());
        window.resize(1300, 850);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("army.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            R"({"format":"chess-puzzle-workbench-problem","version":1,"kind":"army",)"
            R"("board":{"width":8,"height":8},"pieces":"QRBNK","params":{"values":"Q=28,R=28,B=16,N=7,K=14"}})");
        f.close();
        QVERIFY(window.openFile(path, true));
        ArmyEditor *ed = window.problemPanel()->editor<ArmyEditor>();
        QVERIFY(ed);
        QTest::qWait(50);
        auto *table = ed->findChild<QTableWidget *>();
        QVERIFY(table);
        const QRect tableRect(table->viewport()->mapTo(&window, QPoint(0, 0)), table->viewport()->size());
        for (QAbstractSpinBox *spin : window.findChildren<QAbstractSpinBox *>()) {
            if (!spin->isVisible())
                continue;
            const QRect r(spin->mapTo(&window, QPoint(0, 0)), spin->size());
            bool cell = false;
            for (int row = 0; row < table->rowCount(); ++row)
                cell = cell || table->cellWidget(row, 1) == spin;
            QVERIFY2(cell || !r.intersects(tableRect),
                     qPrintable(QStringLiteral("a %1 (%2, parent %3) over the values table")
                                    .arg(spin->metaObject()->className(), spin->objectName(),
                                         spin->parentWidget()->metaObject()->className())));
        }
        // One visible value spin box per piece of the file (Q, R, B, N, K): the checks below
        // must have something to check.
        int visibleSpins = 0;
        for (QSpinBox *spin : table->findChildren<QSpinBox *>())
            visibleSpins += spin->isVisible();
        QVERIFY2(visibleSpins >= 5, qPrintable(QString::number(visibleSpins)));
        for (QSpinBox *spin : table->findChildren<QSpinBox *>()) {
            if (!spin->isVisible())
                continue;
            int row = -1;
            for (int r = 0; r < table->rowCount(); ++r)
                if (table->cellWidget(r, 1) == spin)
                    row = r;
            QVERIFY2(
                row >= 0,
                qPrintable(QStringLiteral("a spin box that is no cell widget, value %1 at %2,%3, parent %4")
                               .arg(spin->value())
                               .arg(spin->x())
                               .arg(spin->y())
                               .arg(spin->parentWidget()->metaObject()->className())));
            const QRect cell = table->visualRect(table->model()->index(row, 1));
            QVERIFY2(spin->geometry().intersects(cell),
                     qPrintable(QStringLiteral("row %1 at %2,%3, its cell at %4,%5")
                                    .arg(row)
                                    .arg(spin->x())
                                    .arg(spin->y())
                                    .arg(cell.x())
                                    .arg(cell.y())));
        }
    }

    void valueOfTheBoard()
    {
        MainWindow window(guitest::quietOptions());
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        window.position()->reset(cat, BoardDocument::freshState(4, 4, 1));
        window.problemPanel()->setKind("army");
        ArmyEditor *ed = window.problemPanel()->editor<ArmyEditor>();
        const cpw::Board board(4, 4);
        // two rooks and a knight, at peace: 28 + 28 + 7
        window.position()->setPlacement(cpw::parsePlacement("R3/4/2N1/1R2", cat, &board).value(),
                                        QStringLiteral("t"));
        QVERIFY2(ed->valueLabel()->text().contains(QLatin1String("63")),
                 qPrintable(ed->valueLabel()->text()));
        QVERIFY(!ed->valueLabel()->text().contains(QLatin1String("attack")));
        // two rooks on one file attack each other
        window.position()->setPlacement(cpw::parsePlacement("R3/4/4/R3", cat, &board).value(),
                                        QStringLiteral("t"));
        QVERIFY(ed->valueLabel()->text().contains(QLatin1String("56")));
        QVERIFY(ed->valueLabel()->text().contains(QLatin1String("attack")));
    }

    void searchIsProven()
    {
        MainWindow window(guitest::quietOptions());
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        window.position()->reset(cat, BoardDocument::freshState(3, 4, 1));
        window.problemPanel()->setKind("army");
        ArmyEditor *ed = window.problemPanel()->editor<ArmyEditor>();
        for (int id = 0; id < cat.size(); ++id)
            ed->setValue(id, false, 0);
        ed->setValue(cat.find('R'), true, 5);
        ed->setValue(cat.find('B'), true, 3);
        ed->setValue(cat.find('N'), true, 2);
        QVERIFY(window.problemPanel()->isValid());
        const long long expected =
            armybrute::Search(cpw::Board(3, 4), cat,
                              {{cat.find('R'), 5}, {cat.find('B'), 3}, {cat.find('N'), 2}}, false)
                .run()
                .best;
        QSignalSpy finished(window.searchController(), &SearchController::finished);
        window.runAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        const auto stats = finished.at(0).at(0).value<cpw::SearchStats>();
        QVERIFY(stats.complete);
        QVERIFY(stats.provenOptimal.value_or(false));
        QCOMPARE(static_cast<long long>(*stats.optimum), expected);
        bool shown = false;
        for (QLabel *label : window.findChildren<QLabel *>())
            if (label->text().contains(QLatin1String("proven optimal")) &&
                label->text().contains(QString::number(expected)))
                shown = true;
        QVERIFY(shown);
    }

    void resultShowsInPanel()
    {
        // The army's parameters (its Advanced section unfolded) fill a low window: when the run
        // ends, the panel scrolls so that its result shows without the user looking for it.
        MainWindow window(guitest::quietOptions());
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        window.position()->reset(cat, BoardDocument::freshState(4, 4, 1));
        window.problemPanel()->setKind("army");
        window.problemPanel()->currentEditor()->form()->setAdvancedShown(true);
        window.resize(1024, 600);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *scroll = window.findChild<QScrollArea *>(QStringLiteral("problemScroll"));
        QVERIFY(scroll);
        QTRY_VERIFY(scroll->verticalScrollBar()->maximum() > 0); // the case this test is about
        scroll->verticalScrollBar()->setValue(0);
        QSignalSpy finished(window.searchController(), &SearchController::finished);
        window.runAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QLabel *result = nullptr;
        for (QLabel *label : window.findChildren<QLabel *>())
            if (label->text().contains(QLatin1String("proven optimal")))
                result = label;
        QVERIFY(result);
        const auto inView = [&] {
            const QRect r(result->mapTo(scroll->viewport(), QPoint(0, 0)), result->size());
            return scroll->viewport()->rect().contains(r.topLeft()) &&
                   r.top() + result->fontMetrics().height() <= scroll->viewport()->height();
        };
        QTRY_VERIFY(inView());
    }
};

QTEST_MAIN(TestArmyEditor)
#include "tst_armyeditor.moc"
