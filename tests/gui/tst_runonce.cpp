// A run checks its problem once and builds its family's request once, whatever the kind
// (issue 48): the panel's check when Run is pressed prepares the problem, and everything the
// run asks before it starts (can it pause and resume? one thread only?) and the search itself
// take that prepared problem. cpw::paramValidations and cpw::requestValidations count the
// core's checks; before the prepared problem answered these questions, asking whether an army,
// exact or peaceable search can checkpoint built its request again (an army's twice more).
#include <QComboBox>
#include <QSpinBox>
#include <QStandardPaths>
#include <QtTest>

#include "boarddocument.h"
#include "cpw/family.h"
#include "cpw/params.h"
#include "mainwindow.h"
#include "problempanel.h"
#include "searchcontroller.h"
#include "slowdown.h"
#include "testwindow.h"

class TestRunOnce : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Every family of the core's table, each with its defaults on a small board (Chess960's
    // positions are back ranks, 8x1), so that a new family is checked too.
    void runValidatesOnce_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QSize>("board");
        for (const cpw::FamilyDescriptor &f : cpw::families())
            QTest::newRow(std::string(f.name).c_str())
                << QString::fromUtf8(f.name.data(), qsizetype(f.name.size()))
                << (f.name == "chess960" ? QSize(8, 1) : QSize(4, 4));
        QVERIFY(cpw::families().size() >= 7);
    }
    void runValidatesOnce()
    {
        QFETCH(QString, kind);
        QFETCH(QSize, board);
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // The board's size typed into the toolbar's fields, the kind chosen in the problem
        // selector with the keyboard (Home, then Down until it is there), as a person does.
        auto *width = window.findChild<QSpinBox *>(QStringLiteral("boardWidth"));
        auto *height = window.findChild<QSpinBox *>(QStringLiteral("boardHeight"));
        QVERIFY(width && height);
        guitest::typeInto(width, QString::number(board.width()));
        guitest::typeInto(height, QString::number(board.height()));
        QCOMPARE(window.position()->board().width(), board.width());
        QCOMPARE(window.position()->board().height(), board.height());
        ProblemPanel *panel = window.problemPanel();
        QComboBox *selector = panel->kindBox();
        selector->setFocus();
        QTest::keyClick(selector, Qt::Key_Home);
        for (int i = 0; i < selector->count() && selector->currentData().toString() != kind; ++i)
            QTest::keyClick(selector, Qt::Key_Down);
        QCOMPARE(selector->currentData().toString(), kind);
        QVERIFY2(panel->isValid(), qPrintable(panel->validationMessage()));
        QSignalSpy running(window.searchController(), &SearchController::runningChanged);
        QSignalSpy finished(window.searchController(), &SearchController::finished);
        QSignalSpy failed(window.searchController(), &SearchController::failed);
        const std::uint64_t params = cpw::paramValidations(), requests = cpw::requestValidations();
        window.runAction()->trigger();
        QVERIFY(!running.isEmpty() && running.at(0).at(0).toBool()); // it started
        const std::uint64_t paramsAtStart = cpw::paramValidations() - params;
        const std::uint64_t requestsAtStart = cpw::requestValidations() - requests;
        QCOMPARE(paramsAtStart, std::uint64_t(1));
        QCOMPARE(requestsAtStart, std::uint64_t(1));
        // The search itself checks nothing again. A count that the gallery lists afterwards (a
        // tour's) runs a second problem, the listing, which is checked once in its turn.
        const auto runs = [&running] {
            return std::count_if(running.cbegin(), running.cend(),
                                 [](const QList<QVariant> &a) { return a.at(0).toBool(); });
        };
        // A hang guard only: the runs end on their own.
        QTRY_VERIFY_WITH_TIMEOUT(!window.searchController()->isRunning() &&
                                     finished.count() + failed.count() == runs(),
                                 60000 * cpwtest::kSlowdown);
        QCOMPARE(failed.count(), 0);
        QCOMPARE(cpw::paramValidations() - params, std::uint64_t(runs()));
        QCOMPARE(cpw::requestValidations() - requests, std::uint64_t(runs()));
    }
};

QTEST_MAIN(TestRunOnce)
#include "tst_runonce.moc"
