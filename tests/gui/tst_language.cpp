// Translations: German and Hungarian are built into the program and translate the UI.
#include <QCoreApplication>
#include <QTranslator>
#include <QtTest>

#include "language.h"
#include "piecerenderer.h"

class TestLanguage : public QObject {
    Q_OBJECT
private slots:
    void translations_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("expected");
        QTest::newRow("de run") << "de"
                                << "MainWindow"
                                << "Run" << QString::fromUtf8("Starten");
        QTest::newRow("de no pawns") << "de"
                                     << "ProblemPanel"
                                     << "No pawns" << QString::fromUtf8("Keine Bauern");
        QTest::newRow("hu run") << "hu"
                                << "MainWindow"
                                << "Run" << QString::fromUtf8("Indítás");
        QTest::newRow("hu no pawns") << "hu"
                                     << "ProblemPanel"
                                     << "No pawns" << QString::fromUtf8("Gyalogok nélkül");
    }
    void translations()
    {
        QFETCH(QString, code);
        QFETCH(QString, context);
        QFETCH(QString, source);
        QFETCH(QString, expected);
        initGuiResources();
        QTranslator t;
        QVERIFY(t.load(QStringLiteral(":/i18n/cpw_%1.qm").arg(code)));
        QCOMPARE(t.translate(context.toUtf8().constData(), source.toUtf8().constData()), expected);
        // Every translatable text has a translation (no empty entries shipped).
        QVERIFY(!t.isEmpty());
    }
    void install()
    {
        QVERIFY(Language::install(QCoreApplication::instance(), QStringLiteral("de")));
        QCOMPARE(QCoreApplication::translate("ProblemPanel", "No pawns"), QStringLiteral("Keine Bauern"));
        QVERIFY(Language::install(QCoreApplication::instance(), QStringLiteral("en")));
        QCOMPARE(QCoreApplication::translate("ProblemPanel", "No pawns"), QStringLiteral("No pawns"));
        QCOMPARE(Language::available(), (QStringList{"en", "de", "hu"}));
    }
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
