// The most valuable army in the GUI: the kind in the selector, the values table (the puzzle's
// values by default), the problem it builds and loads, the value of the army on the board, and
// a search from the window whose proven optimum matches the brute force of tests/army.
#include <QCheckBox>
#include <QLabel>
#include <QStandardPaths>
#include <QTableWidget>
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
        window.document()->reset(cat, BoardDocument::freshState(4, 4, 1));
        window.problemPanel()->setKind(cpw::ProblemKind::Army);
        ArmyEditor *ed = window.problemPanel()->editor<ArmyEditor>();
        QVERIFY(ed);
        QVERIFY(window.problemPanel()->isValid());
        cpw::Problem p = window.problemPanel()->problem();
        QCOMPARE(p.kind, cpw::ProblemKind::Army);
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

    void valueOfTheBoard()
    {
        MainWindow window(guitest::quietOptions());
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        window.document()->reset(cat, BoardDocument::freshState(4, 4, 1));
        window.problemPanel()->setKind(cpw::ProblemKind::Army);
        ArmyEditor *ed = window.problemPanel()->editor<ArmyEditor>();
        const cpw::Board board(4, 4);
        // two rooks and a knight, at peace: 28 + 28 + 7
        window.document()->setPlacement(cpw::parsePlacement("R3/4/2N1/1R2", cat, &board).value(),
                                        QStringLiteral("t"));
        QVERIFY2(ed->valueLabel()->text().contains(QLatin1String("63")),
                 qPrintable(ed->valueLabel()->text()));
        QVERIFY(!ed->valueLabel()->text().contains(QLatin1String("attack")));
        // two rooks on one file attack each other
        window.document()->setPlacement(cpw::parsePlacement("R3/4/4/R3", cat, &board).value(),
                                        QStringLiteral("t"));
        QVERIFY(ed->valueLabel()->text().contains(QLatin1String("56")));
        QVERIFY(ed->valueLabel()->text().contains(QLatin1String("attack")));
    }

    void searchIsProven()
    {
        MainWindow window(guitest::quietOptions());
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        window.document()->reset(cat, BoardDocument::freshState(3, 4, 1));
        window.problemPanel()->setKind(cpw::ProblemKind::Army);
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
};

QTEST_MAIN(TestArmyEditor)
#include "tst_armyeditor.moc"
