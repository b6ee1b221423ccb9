// The independent-placement editor: its problem parameters, round trip through a problem,
// the conflicts overlay, validation of an army, and a search run from the window whose count
// is checked against OEIS A000170 (6 queens: 4) and a plain count of non-attacking kings.
#include <QComboBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QStandardPaths>
#include <QtTest>

#include "boarddocument.h"
#include "cpw/independent.h"
#include "families/independenteditor.h"
#include "mainwindow.h"
#include "problempanel.h"
#include "searchcontroller.h"
#include "solutionmodel.h"
#include "testwindow.h"

class TestIndependentEditor : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void parameters()
    {
        MainWindow window(guitest::quietOptions());
        ProblemPanel *panel = window.problemPanel();
        QVERIFY(panel->supportsKind("independent"));
        panel->setKind("independent");
        auto *e = panel->editor<IndependentEditor>();
        QVERIFY(e);
        QVERIFY(panel->layers() & ConflictsLayer);
        e->pieceBox()->setCurrentIndex(e->pieceBox()->findData(QStringLiteral("R")));
        e->kindBox()->setCurrentIndex(1); // super
        e->countSpin()->setValue(5);
        cpw::Problem p = panel->problem();
        QCOMPARE(p.kind, "independent");
        QCOMPARE(p.paramString("piece", ""), std::string("R"));
        QCOMPARE(p.paramString("kind", ""), std::string("super"));
        QCOMPARE(p.paramInt("count", 0), 5);
        auto req = cpw::independentRequestFromProblem(p);
        QVERIFY(req.ok());
        QCOMPARE(req->catalogue.piece(req->piece).letter, 'C');

        // the kind applies to Q, R, B only
        e->pieceBox()->setCurrentIndex(e->pieceBox()->findData(QStringLiteral("N")));
        QVERIFY(!e->kindBox()->isEnabled());
        QVERIFY(!panel->problem().params.count("kind"));

        // most pieces: no count
        e->modeBox()->setCurrentIndex(2);
        p = panel->problem();
        QVERIFY(p.paramBool("max", false));
        QVERIFY(!p.params.count("count"));
        QVERIFY(panel->isValid());

        // an army that is not understood makes the problem invalid
        e->modeBox()->setCurrentIndex(3);
        e->armyEdit()->setText(QStringLiteral("K2%"));
        QVERIFY(!panel->isValid());
        e->armyEdit()->setText(QStringLiteral("K2Q1"));
        QVERIFY(panel->isValid());
        p = panel->problem();
        QCOMPARE(p.paramString("army", ""), std::string("K2Q1"));

        // round trip through a problem
        cpw::Problem q;
        q.kind = "independent";
        q.board = cpw::Board(8, 8);
        q.params["piece"] = std::string("B");
        q.params["kind"] = std::string("awesome");
        q.params["hits"] = std::string("all");
        q.params["count"] = 6LL;
        QVERIFY(panel->loadProblem(q));
        QCOMPARE(e->modeBox()->currentIndex(), 0);
        QCOMPARE(e->pieceBox()->currentData().toString(), QStringLiteral("B"));
        QCOMPARE(e->kindBox()->currentIndex(), 2);
        QCOMPARE(e->hitsBox()->currentIndex(), 1);
        QCOMPARE(e->countSpin()->value(), 6);
        p = panel->problem();
        QCOMPARE(p.paramString("hits", ""), std::string("all"));
        QCOMPARE(p.paramString("kind", ""), std::string("awesome"));
    }

    void search_data()
    {
        QTest::addColumn<QString>("piece");
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("size");
        QTest::addColumn<qulonglong>("expected");
        QTest::newRow("6 queens") << "Q" << 0 << 6 << 4ull;        // OEIS A000170
        QTest::newRow("most kings 4x4") << "K" << 2 << 4 << 79ull; // OEIS A018807
    }
    void search()
    {
        QFETCH(QString, piece);
        QFETCH(int, mode);
        QFETCH(int, size);
        QFETCH(qulonglong, expected);
        MainWindow window(guitest::quietOptions());
        window.position()->reset(cpw::Catalogue::standard(), BoardDocument::freshState(size, size, 1));
        window.problemPanel()->setKind("independent");
        auto *e = window.problemPanel()->editor<IndependentEditor>();
        e->pieceBox()->setCurrentIndex(e->pieceBox()->findData(piece));
        e->modeBox()->setCurrentIndex(mode);
        QVERIFY2(window.problemPanel()->isValid(), qPrintable(window.problemPanel()->validationMessage()));
        QSignalSpy finished(window.searchController(), &SearchController::finished);
        window.runAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        const auto stats = finished.at(0).at(0).value<cpw::SearchStats>();
        QVERIFY(stats.complete);
        QCOMPARE(qulonglong(stats.solutions), expected);
        QCOMPARE(qulonglong(window.solutionModel()->totalSolutions()), expected);
    }
};

QTEST_MAIN(TestIndependentEditor)
#include "tst_independenteditor.moc"
