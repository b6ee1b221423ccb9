// The rectangles of tst_exactbrute with six cells (2x3, 3x2: the heaviest, since there the
// empty-only counting is checked too and every full board is one of its solutions, 6^6 of them),
// beyond 3x3 (2x4, 4x2) and with subsets of the six pieces (3x3, 2x4, 4x2), against the plain
// enumerator of brute.h: split off so that no executable takes over a minute.
#include <QTest>

#include "crosscheck.h"

using namespace crosscheck;

class TestExactBruteSubsets : public QObject {
    Q_OBJECT
private slots:
    void rectangles_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<QString>("pieces");
        QTest::addRow("2x3 KQRBNP") << 2 << 3 << QStringLiteral("KQRBNP");
        QTest::addRow("3x2 KQRBNP") << 3 << 2 << QStringLiteral("KQRBNP");
        QTest::addRow("2x4 KQRBNP") << 2 << 4 << QStringLiteral("KQRBNP");
        QTest::addRow("4x2 KQRBNP") << 4 << 2 << QStringLiteral("KQRBNP");
        for (const char *subset : {"Q", "KQ", "BP", "P", "RBN", "NP", "QP", "KN"}) {
            QTest::addRow("3x3 %s", subset) << 3 << 3 << QString::fromLatin1(subset);
            QTest::addRow("2x4 %s", subset) << 2 << 4 << QString::fromLatin1(subset);
            QTest::addRow("4x2 %s", subset) << 4 << 2 << QString::fromLatin1(subset);
        }
    }
    void rectangles()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(QString, pieces);
        checkRectangle(w, h, pieces);
    }
};

QTEST_APPLESS_MAIN(TestExactBruteSubsets)
#include "tst_exactbrutesubsets.moc"
