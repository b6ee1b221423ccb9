// `cpw peaceable` as scripts see it: the contract's summary fields against OEIS A250000 and the
// brute force of tests/peaceable (5x5 queens: 18 optimal placements, 3 classes), black pieces
// in lower case, bad input, --save and `cpw solve`, and other commands still refusing black.
#include <QtTest>

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "cpw/peaceable.h"
#include "cpw/placement.h"

#include "cpwprocess.h"

using cpwtest::lastJsonLine;
using cpwtest::Run;
using cpwtest::runCpw;

class TestPeaceableCli : public QObject {
    Q_OBJECT
private slots:
    void optimum()
    {
        // A250000: a(7) = 7.
        const Run r = runCpw({"peaceable", "--n", "7", "--json", "--threads", "2"});
        QCOMPARE(r.code, 0);
        const QJsonObject s = lastJsonLine(r.out);
        QCOMPARE(s["command"].toString(), QStringLiteral("peaceable"));
        QVERIFY(s["complete"].toBool());
        QCOMPARE(s["optimum"].toDouble(), 7.0);
        QVERIFY(s["proven_optimal"].toBool());
        QCOMPARE(s["upper_bound"].toDouble(), 7.0);
        QCOMPARE(s["solutions"].toInteger(), qint64(1));
        const QJsonObject sol = QJsonDocument::fromJson(r.out.trimmed().split('\n').first()).object();
        const std::string text = sol["placement"].toString().toStdString();
        auto p = cpw::parsePlacement(text, cpw::Catalogue::standard(), nullptr, true);
        QVERIFY(p.ok());
        QCOMPARE(p->pieceCount(), 14);
        QCOMPARE(static_cast<int>(p->blackCells().count()), 7);
        QVERIFY(cpw::isPeaceable(p.value(), cpw::Catalogue::standard()));
        QVERIFY(text.find('q') != std::string::npos && text.find('Q') != std::string::npos);
    }

    void count()
    {
        const Run r = runCpw({"peaceable", "--n", "5", "--count", "--distinct", "--json", "--threads", "2"});
        QCOMPARE(r.code, 0);
        const QJsonObject s = lastJsonLine(r.out);
        QCOMPARE(s["optimum"].toDouble(), 4.0);
        QCOMPARE(s["solutions"].toInteger(), qint64(18));
        QCOMPARE(s["distinct"].toInteger(), qint64(3));
        QCOMPARE(r.out.trimmed().split('\n').size() - 1, qsizetype(3)); // one line per class
    }

    void saveAndSolve()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath("p.json");
        const Run save =
            runCpw({"peaceable", "--n", "5", "--preplaced", "5/4q/5/1Q3/5", "--count", "--save", file});
        QCOMPARE(save.code, 0);
        const Run direct = runCpw({"peaceable", "--n", "5", "--preplaced", "5/4q/5/1Q3/5", "--count",
                                   "--quiet", "--json", "--threads", "2"});
        const Run solved = runCpw({"solve", file, "--quiet", "--json", "--threads", "2"});
        QCOMPARE(direct.code, 0);
        QCOMPARE(solved.code, 0);
        const QJsonObject a = lastJsonLine(direct.out), b = lastJsonLine(solved.out);
        QCOMPARE(b["kind"].toString(), QStringLiteral("peaceable"));
        QCOMPARE(a["solutions"].toInteger(), b["solutions"].toInteger());
        QCOMPARE(a["optimum"].toDouble(), b["optimum"].toDouble());
        QVERIFY(a["solutions"].toInteger() > 0);
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        QTest::newRow("attacking preplaced")
            << QStringList{"peaceable", "--n", "5", "--preplaced", "5/5/5/5/Q3q"} << "attack";
        QTest::newRow("other piece") << QStringList{"peaceable", "--n", "5", "--preplaced", "5/5/5/5/R4"}
                                     << "R";
        QTest::newRow("m too large") << QStringList{"peaceable", "--n", "4", "--m", "9"} << "--m";
        QTest::newRow("distinct without count")
            << QStringList{"peaceable", "--n", "4", "--distinct"} << "--count";
        QTest::newRow("checkpoint") << QStringList{"peaceable", "--n", "4", "--checkpoint", "/tmp/x.ckpt"}
                                    << "--checkpoint";
        QTest::newRow("black in cover")
            << QStringList{"cover", "--board", "5x5", "--preplaced", "5/5/5/5/n4"} << "black";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        const Run r = runCpw(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(says), r.err.constData());
        QCOMPARE(r.err.trimmed().count('\n'), 0); // one line
    }
};

QTEST_APPLESS_MAIN(TestPeaceableCli)
#include "tst_peaceablecli.moc"
