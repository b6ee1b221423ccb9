// A tour count by the split in the window (issue 49): auto takes the split from 36 cells on, and
// what the window shows while it runs must read as one run: the bar never goes back (each of the
// split's sweeps once restarted it at 0: 93 %, then 85 %, then 100 % on 6x10 open), and every
// figure beside it has a name, never a raw key (`top_part`, `split_task`). The count itself is
// 2 x OEIS A306281(7) (undirected open tours of 6 x 7: 389 969 466).
#include <QLabel>
#include <QProgressBar>
#include <QStandardPaths>
#include <QtTest>

#include "families/familyeditor.h"
#include "language.h"
#include "mainwindow.h"
#include "runtexts.h"
#include "searchcontroller.h"
#include "slowdown.h"
#include "testwindow.h"

class TestTourProgress : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void splitCountReadsAsOneRun()
    {
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString error;
        QVERIFY2(window.loadProblemText(R"({"format": "chess-puzzle-workbench-problem", "version": 1,
                "kind": "tour", "board": {"width": 6, "height": 7}, "params": {"count": true}})",
                                        QStringLiteral("tour"), &error),
                 qPrintable(error));
        auto *bar = window.findChild<QProgressBar *>();
        auto *text = window.findChild<QLabel *>(QStringLiteral("runText"));
        QVERIFY(bar && text);
        // What the window shows at every progress report, read after the window has taken it.
        QList<int> values;
        QStringList texts;
        const SearchController *search = window.searchController();
        connect(
            search, &SearchController::progressChanged, this,
            [&] {
                if (bar->maximum() > 0)
                    values.append(bar->value());
                texts.append(text->text());
            },
            Qt::QueuedConnection);
        QSignalSpy finished(search, &SearchController::finished);
        window.runAction()->trigger();
        QVERIFY(search->isRunning());
        // A hang guard only: the count ends on its own.
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 120000 * cpwtest::kSlowdown);
        const auto stats = finished.at(0).at(0).value<cpw::SearchStats>();
        QVERIFY(stats.complete);
        QCOMPARE(stats.solutions, quint64(2) * 389969466);
        QCOMPARE(stats.labels.at("engine"), std::string("split"));
        QVERIFY2(!texts.isEmpty(), "no progress was shown");
        for (qsizetype i = 1; i < values.size(); ++i)
            QVERIFY2(values[i] >= values[i - 1],
                     qPrintable(QStringLiteral("the bar went from %1 to %2").arg(values[i - 1]).arg(values[i])));
        for (const QString &t : texts)
            QVERIFY2(!t.contains(QLatin1Char('_')), qPrintable(t));
        QCOMPARE(bar->value(), bar->maximum());
    }

    // The figures are labelled by the tour family's GUI (FamilyGui::figures), in the user's
    // language: the translators' words for "Sweep step" and "Tasks done".
    void figureLabelsSpeakTheUsersLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("sweep");
        QTest::addColumn<QString>("tasks");
        QTest::newRow("en") << "en" << "Sweep step" << "Tasks done";
        QTest::newRow("de") << "de" << "Schritt des Durchlaufs" << "Erledigte Aufgaben";
        QTest::newRow("hu") << "hu" << "Pásztázási lépés" << "Kész feladatok";
    }
    void figureLabelsSpeakTheUsersLanguage()
    {
        QFETCH(QString, code);
        QFETCH(QString, sweep);
        QFETCH(QString, tasks);
        QVERIFY(Language::install(QCoreApplication::instance(), code));
        const FamilyGui *tour = findFamilyGui("tour");
        QVERIFY(tour);
        const QString a = RunTexts::figure({"sweep_step", 3, 28}, tour);
        const QString b = RunTexts::figure({"split_task", 5, 81}, tour);
        Language::install(QCoreApplication::instance(), QStringLiteral("en"));
        QVERIFY2(a.startsWith(sweep + QLatin1Char(':')), qPrintable(a));
        QVERIFY2(b.startsWith(tasks + QLatin1Char(':')), qPrintable(b));
        // A family that declares no label: the key, as it is.
        QVERIFY(RunTexts::figure({"sweep_step", 3, 28}, nullptr).startsWith(QStringLiteral("sweep_step:")));
    }
};

QTEST_MAIN(TestTourProgress)
#include "tst_tourprogress.moc"
