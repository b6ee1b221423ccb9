// The cover puzzle in the workbench: the editor builds the problem the core solves (Fisher's
// table 1: 5x5 needs 5 knights, 47 minimum covers), picks the "uncovered cells" overlay (with
// the total and independent variants' extra layers), and round-trips through a problem.
#include <QComboBox>
#include <QSpinBox>
#include <QStandardPaths>
#include <QtTest>

#include "boarddocument.h"
#include "boardview.h"
#include "cpw/problem.h"
#include "families/covereditor.h"
#include "mainwindow.h"
#include "problempanel.h"
#include "searchcontroller.h"
#include "solutionmodel.h"
#include "testwindow.h"

class TestCoverEditor : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void solveFromTheUi()
    {
        MainWindow window(guitest::quietOptions());
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        window.document()->reset(cat, BoardDocument::freshState(5, 5, 1));
        ProblemPanel *panel = window.problemPanel();
        panel->setKind(cpw::ProblemKind::Cover);
        CoverEditor *editor = panel->editor<CoverEditor>();
        QVERIFY(editor);
        QCOMPARE(panel->currentEditor(), editor);
        QVERIFY(panel->layers() & UncoveredLayer);
        QVERIFY(window.boardView()->layers() & UncoveredLayer);

        const cpw::Problem p = panel->problem();
        QCOMPARE(p.kind, cpw::ProblemKind::Cover);
        QCOMPARE(p.allowed, std::vector<int>{cat.find('N')});
        QCOMPARE(p.paramString("mode", ""), std::string("minimum"));
        QVERIFY(panel->isValid());

        QSignalSpy finished(window.searchController(), &SearchController::finished);
        window.runAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        const auto stats = finished.at(0).at(0).value<cpw::SearchStats>();
        QVERIFY(stats.complete);
        QCOMPARE(stats.optimum.value_or(-1), 5.0);
        QCOMPARE(stats.solutions, quint64(47));
    }

    void variantsAndModes()
    {
        MainWindow window(guitest::quietOptions());
        window.document()->reset(cpw::Catalogue::standard(), BoardDocument::freshState(6, 6, 1));
        ProblemPanel *panel = window.problemPanel();
        panel->setKind(cpw::ProblemKind::Cover);
        CoverEditor *editor = panel->editor<CoverEditor>();
        QSignalSpy layers(panel, &ProblemPanel::layersChanged);
        editor->variantBox()->setCurrentIndex(editor->variantBox()->findData(QStringLiteral("total")));
        QVERIFY(layers.count() >= 1);
        QVERIFY(panel->layers() & TotalCoverLayer);
        editor->variantBox()->setCurrentIndex(editor->variantBox()->findData(QStringLiteral("independent")));
        QVERIFY(panel->layers() & ConflictsLayer);
        QVERIFY(!(panel->layers() & TotalCoverLayer));

        editor->pieceBox()->setCurrentIndex(
            editor->pieceBox()->findData(cpw::Catalogue::standard().find('Q')));
        editor->modeBox()->setCurrentIndex(editor->modeBox()->findData(QStringLiteral("pieces")));
        QVERIFY(editor->piecesSpin()->isEnabled());
        editor->piecesSpin()->setValue(4);
        cpw::Problem p = panel->problem();
        QCOMPARE(p.paramString("variant", ""), std::string("independent"));
        QCOMPARE(p.paramString("mode", ""), std::string("pieces"));
        QCOMPARE(p.paramInt("pieces", 0), 4LL);
        QVERIFY(cpw::validateProblem(p).ok());

        // Small covers of large boards also keep pieces apart (the SAT model's conflict clauses).
        editor->modeBox()->setCurrentIndex(editor->modeBox()->findData(QStringLiteral("upper")));
        QVERIFY(editor->precheck().isEmpty());
        QVERIFY(panel->isValid());
        p = panel->problem();
        QCOMPARE(p.paramString("mode", ""), std::string("upper"));
        QCOMPARE(p.paramString("variant", ""), std::string("independent"));
        QVERIFY(cpw::validateProblem(p).ok());

        // Round trip through a problem.
        editor->variantBox()->setCurrentIndex(editor->variantBox()->findData(QStringLiteral("total")));
        editor->modeBox()->setCurrentIndex(editor->modeBox()->findData(QStringLiteral("first")));
        p = panel->problem();
        QVERIFY(p.paramBool("first", false));
        editor->modeBox()->setCurrentIndex(0);
        editor->variantBox()->setCurrentIndex(0);
        QVERIFY(panel->loadProblem(p));
        QCOMPARE(editor->variantBox()->currentData().toString(), QStringLiteral("total"));
        QCOMPARE(editor->modeBox()->currentData().toString(), QStringLiteral("first"));
        QCOMPARE(editor->pieceBox()->currentData().toInt(), cpw::Catalogue::standard().find('Q'));
    }
};

QTEST_MAIN(TestCoverEditor)
#include "tst_covereditor.moc"
