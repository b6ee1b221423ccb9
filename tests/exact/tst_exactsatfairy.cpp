// The exact-attack puzzle's SAT engine with fairy pieces against the plain enumerator of brute.h
// (split off tst_exactsat, whose comment says what is checked): I rides along knight lines, A
// and H add a knight leap to a queen / a bishop, Z adds knight-rider lines to a bishop.
#include <QTest>

#include "satcheck.h"

using namespace satcheck;

class TestExactSatFairy : public QObject {
    Q_OBJECT
private slots:
    void brute_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<QString>("pieces");
        QTest::addColumn<int>("maxK");
        // A sanitizer build (slowdown.h) takes the knight-line riders alone (3^15 brute forces
        // with a second piece).
        const bool alone = cpwtest::kSanitizerBuild;
        QTest::newRow(alone ? "5x3 I" : "5x3 IK") << 5 << 3 << QString(alone ? "I" : "IK") << 2;
        QTest::newRow(alone ? "3x5 I" : "3x5 IR") << 3 << 5 << QString(alone ? "I" : "IR") << 2;
        QTest::newRow("4x3 AB") << 4 << 3 << QStringLiteral("AB") << 2;
        QTest::newRow("4x3 HN") << 4 << 3 << QStringLiteral("HN") << 2;
        QTest::newRow(alone ? "5x3 Z" : "5x3 ZP") << 5 << 3 << QString(alone ? "Z" : "ZP") << 2;
    }
    void brute()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(QString, pieces);
        QFETCH(int, maxK);
        checkUniform(w, h, pieces, maxK);
    }
};

QTEST_APPLESS_MAIN(TestExactSatFairy)
#include "tst_exactsatfairy.moc"
