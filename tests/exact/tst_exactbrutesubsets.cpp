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
        QTest::addColumn<int>("k"); // every cell's target; 0: 1, 2 and 3 in one row
        // The six-cell boards with all six pieces take the longest (the empty-only count has
        // every full board as a solution): one row per target, split across the parts of
        // tst_exactbrutesubsets.parts.
        for (int k = 1; k <= 3; ++k) {
            QTest::addRow("2x3 KQRBNP k=%d", k) << 2 << 3 << QStringLiteral("KQRBNP") << k;
            QTest::addRow("3x2 KQRBNP k=%d", k) << 3 << 2 << QStringLiteral("KQRBNP") << k;
        }
        QTest::addRow("2x4 KQRBNP") << 2 << 4 << QStringLiteral("KQRBNP") << 0;
        QTest::addRow("4x2 KQRBNP") << 4 << 2 << QStringLiteral("KQRBNP") << 0;
        for (const char *subset : {"Q", "KQ", "BP", "P", "RBN", "NP", "QP", "KN"}) {
            QTest::addRow("3x3 %s", subset) << 3 << 3 << QString::fromLatin1(subset) << 0;
            QTest::addRow("2x4 %s", subset) << 2 << 4 << QString::fromLatin1(subset) << 0;
            QTest::addRow("4x2 %s", subset) << 4 << 2 << QString::fromLatin1(subset) << 0;
        }
    }
    void rectangles()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(QString, pieces);
        QFETCH(int, k);
        checkRectangle(w, h, pieces, k);
    }
};

QTEST_APPLESS_MAIN(TestExactBruteSubsets)
#include "tst_exactbrutesubsets.moc"
