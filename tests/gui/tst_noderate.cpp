// The nodes per second the run panel shows (NodeRate): the mean since the run's first report.
// Each row is a run's reports, every 0.1 s, and the rate a reader should see after the last one,
// worked out here from the row's own numbers. The case that showed the need: a tour count by the
// split doing 4 million nodes a second, whose nodes arrive at the end of each sweep step, read
// "3.7 k nodes/s" in the window after 1.5 s without a new burst.
#include <QtTest>

#include "noderate.h"

struct Report {
    double elapsed;
    quint64 nodes;
};
Q_DECLARE_METATYPE(QList<Report>)

class TestNodeRate : public QObject {
    Q_OBJECT
private slots:
    void meanSinceFirstReport_data()
    {
        QTest::addColumn<QList<Report>>("reports");
        QTest::addColumn<double>("expected"); // nodes per second; < 0: not known yet
        QList<Report> steady, burstThenQuiet, resumed, early;
        for (int i = 1; i <= 20; ++i)
            steady.append({0.1 * i, quint64(100000) * i});
        QTest::newRow("steady 1 M/s") << steady << 1e6;
        // 4 M/s of work whose nodes are reported once a second, then 1.5 s of one long step.
        for (int i = 1; i <= 65; ++i) {
            const int reported = std::min(i / 10, 5); // whole seconds of work, up to 5
            burstThenQuiet.append({0.1 * i, quint64(4000000) * reported});
        }
        QTest::newRow("bursts, then a quiet step") << burstThenQuiet << (20e6 - 0.0) / (6.5 - 0.1);
        // A resumed run: the counter starts at the earlier sessions' billion.
        for (int i = 1; i <= 10; ++i)
            resumed.append({0.1 * i, quint64(1000000000) + quint64(1000000) * i});
        QTest::newRow("resumed at 10^9 nodes") << resumed << 1e7;
        early.append({0.1, 5000});
        early.append({0.2, 9000});
        QTest::newRow("under a quarter of a second") << early << -1.0;
    }
    void meanSinceFirstReport()
    {
        QFETCH(QList<Report>, reports);
        QFETCH(double, expected);
        NodeRate rate;
        double last = 0;
        for (const Report &r : reports)
            last = rate.add(r.elapsed, r.nodes);
        QCOMPARE(rate.rate(), last);
        if (expected < 0)
            QVERIFY2(last < 0, qPrintable(QString::number(last)));
        else
            QVERIFY2(std::abs(last - expected) <= 1e-6 * expected,
                     qPrintable(QStringLiteral("%1 nodes/s, expected %2").arg(last).arg(expected)));
    }

    void resetForgetsTheRun()
    {
        NodeRate rate;
        rate.add(0.1, 1000);
        rate.add(1.1, 1001000); // 1 M/s
        rate.reset();
        QVERIFY(rate.rate() < 0);
        rate.add(0.1, 0);
        QCOMPARE(rate.add(2.1, 4000), 2000.0); // the new run's own baseline
    }
};

QTEST_GUILESS_MAIN(TestNodeRate)
#include "tst_noderate.moc"
