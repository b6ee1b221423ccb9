// The six-cell rectangles of tst_exactbrute (2x3 and 3x2, all six pieces) against the plain
// enumerator of brute.h: the heaviest rows, since with six cells the empty-only counting is
// checked too and every full board is one of its solutions (6^6 of them, listed, counted,
// reduced to classes and ranked by the fewest and most pieces). Split off so that no
// executable takes over a minute on the 2-core machine; the checks are crosscheck.h's, whole.
#include <QTest>

#include "crosscheck.h"

using namespace crosscheck;

class TestExactBruteSix : public QObject {
    Q_OBJECT
private slots:
    void rectangles_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<QString>("pieces");
        QTest::addRow("2x3 KQRBNP") << 2 << 3 << QStringLiteral("KQRBNP");
        QTest::addRow("3x2 KQRBNP") << 3 << 2 << QStringLiteral("KQRBNP");
    }
    void rectangles()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(QString, pieces);
        checkRectangle(w, h, pieces);
    }
};

QTEST_APPLESS_MAIN(TestExactBruteSix)
#include "tst_exactbrutesix.moc"
