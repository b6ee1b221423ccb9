// Translations: German and Hungarian are built into the program and translate the UI; the
// switch in Settings > Language takes effect at once (menus, panels, buttons, dock titles),
// and the window fits a 1366-pixel-wide screen in every language.
#include <QAction>
#include <QCheckBox>
#include <QAbstractScrollArea>
#include <QComboBox>
#include <QCoreApplication>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>

#include "cpw/exact.h"
#include "boarddocument.h"
#include "cpw/error.h"
#include "errortext.h"
#include "families/familyeditor.h"
#include "language.h"
#include "mainwindow.h"
#include "piecerenderer.h"
#include "problempanel.h"
#include "testwindow.h"

namespace {

MainWindow::Options quiet()
{
    return guitest::quietOptions();
}

QStringList menuTitles(const MainWindow &window)
{
    QStringList titles;
    for (const QAction *a : window.menuBar()->actions())
        titles << a->text();
    return titles;
}

QStringList texts(const QWidget &root, bool docks = false)
{
    QStringList all;
    if (docks) {
        for (const QDockWidget *d : root.findChildren<QDockWidget *>())
            all << d->windowTitle();
        return all;
    }
    for (const QLabel *l : root.findChildren<QLabel *>())
        all << l->text();
    for (const QAbstractButton *b : root.findChildren<QAbstractButton *>())
        all << b->text();
    for (const QGroupBox *g : root.findChildren<QGroupBox *>())
        all << g->title();
    return all;
}

/// Picks a language the way a person does: the entry in Settings > Language.
void chooseLanguage(MainWindow &window, const QString &code)
{
    for (QAction *a : window.findChildren<QAction *>())
        if (a->isCheckable() && a->data().toString() == code && a->actionGroup()) {
            a->trigger();
            QCoreApplication::processEvents(); // the posted LanguageChange events
            return;
        }
    QFAIL("no language entry");
}

} // namespace

class TestLanguage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ChessPuzzleWorkbenchTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_language"));
        QSettings().clear();
    }
    void cleanupTestCase() { QSettings().clear(); }

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
                                     << "ExactEditor"
                                     << "No pawns" << QString::fromUtf8("Keine Bauern");
        QTest::newRow("hu run") << "hu"
                                << "MainWindow"
                                << "Run" << QString::fromUtf8("Indítás");
        QTest::newRow("hu no pawns") << "hu"
                                     << "ExactEditor"
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
        QCOMPARE(QCoreApplication::translate("ExactEditor", "No pawns"), QStringLiteral("Keine Bauern"));
        QVERIFY(Language::install(QCoreApplication::instance(), QStringLiteral("en")));
        QCOMPARE(QCoreApplication::translate("ExactEditor", "No pawns"), QStringLiteral("No pawns"));
        QCOMPARE(Language::available(), (QStringList{"en", "de", "hu"}));
    }

    // Every entry of the shipped .ts files is translated (none unfinished or empty).
    void tsComplete_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("de") << "de";
        QTest::newRow("hu") << "hu";
    }
    void tsComplete()
    {
        QFETCH(QString, code);
        QFile file(QStringLiteral(CPW_SOURCE_DIR "/translations/cpw_%1.ts").arg(code));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        int messages = 0;
        QString source;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (xml.name() == QLatin1String("translation")) {
                ++messages;
                const QString type = xml.attributes().value(QLatin1String("type")).toString();
                QVERIFY2(type != QLatin1String("unfinished") && type != QLatin1String("obsolete") &&
                             type != QLatin1String("vanished"),
                         qPrintable(source));
                QVERIFY2(!xml.readElementText().isEmpty(), qPrintable(source));
            }
        }
        QVERIFY(!xml.hasError());
        QVERIFY(messages > 250);
    }

    // Core error texts follow the language too (context "cpw::Error").
    void errorTexts()
    {
        const cpw::Error e = cpw::familyError(cpw::ExactError::TooManyCells, "board", 100);
        QVERIFY(Language::install(QCoreApplication::instance(), QStringLiteral("de")));
        QString text = cpw::errorText(e);
        QVERIFY2(text.contains(QStringLiteral("höchstens 64 Feldern")) && text.contains(QLatin1String("100")),
                 qPrintable(text));
        QVERIFY(Language::install(QCoreApplication::instance(), QStringLiteral("hu")));
        text = cpw::errorText(e);
        QVERIFY2(text.contains(QStringLiteral("legfeljebb 64 mezős")), qPrintable(text));
        QVERIFY(Language::install(QCoreApplication::instance(), QStringLiteral("en")));
        QVERIFY(cpw::errorText(e).contains(QLatin1String("at most 64 cells; this board has 100")));
    }

    // The switch is live: no restart, every visible text follows.
    void liveSwitch_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QStringList>("menus");
        QTest::addColumn<QStringList>("panel"); // labels and buttons that must be shown
        QTest::addColumn<QStringList>("docks");
        QTest::addColumn<QString>("undo");
        QTest::newRow("de") << "de" << QStringList{"&Datei", "&Bearbeiten",    "&Ansicht",
                                                   "&Suche", "&Rätsel", "&Einstellungen", "&Hilfe"}
                            << QStringList{"Angriffe je Feld (k):",
                                           "Keine Bauern",
                                           "Starten",
                                           "Figuren",
                                           "Muster durchblättern",
                                           "Nur verschiedene",
                                           "Noch keine Lösungen."}
                            << QStringList{"Palette", "Angriffsmuster", "Aufgabe und Suche", "Lösungen"}
                            << "&Rückgängig";
        QTest::newRow("hu") << "hu" << QStringList{"&Fájl",    "S&zerkesztés", "&Nézet",
                                                   "&Keresés", "&Rejtvény", "&Beállítások", "&Súgó"}
                            << QStringList{"Támadás mezőnként (k):", "Gyalogok nélkül", "Indítás", "Bábuk",
                                           "Minták böngészése",      "Csak különbözők"}
                            << QStringList{"Paletta", "Támadási minták", "Feladat és keresés", "Megoldások"}
                            << "&Visszavonás";
    }
    void liveSwitch()
    {
        QFETCH(QString, code);
        QFETCH(QStringList, menus);
        QFETCH(QStringList, panel);
        QFETCH(QStringList, docks);
        QFETCH(QString, undo);
        QVERIFY(Language::install(QCoreApplication::instance(), QStringLiteral("en")));
        MainWindow window(quiet());
        window.position()->reset(cpw::Catalogue::standard(), BoardDocument::freshState(4, 4, 1));
        window.position()->placePiece(0, window.position()->catalogue().find('Q'));
        const QStringList english = menuTitles(window);
        QCOMPARE(english, (QStringList{"&File", "&Edit", "&View", "&Search", "&Puzzle", "Se&ttings", "&Help"}));
        QVERIFY(texts(window).contains(QStringLiteral("Attacks per cell (k):")));
        QVERIFY(texts(window, true).contains(QStringLiteral("Problem and search")));

        chooseLanguage(window, code);
        QCOMPARE(Language::setting(), code);
        QCOMPARE(menuTitles(window), menus);
        const QStringList shown = texts(window);
        for (const QString &t : panel)
            QVERIFY2(shown.contains(t), qPrintable(t));
        QVERIFY2(!shown.contains(QStringLiteral("Attacks per cell (k):")), "English label left over");
        const QStringList dockTitles = texts(window, true);
        for (const QString &t : docks)
            QVERIFY2(dockTitles.contains(t), qPrintable(t));
        // The undo action names the last edit after the translated prefix.
        bool found = false;
        for (const QAction *a : window.findChildren<QAction *>())
            if (a->shortcut() == QKeySequence(QKeySequence::Undo))
                found = a->text().startsWith(undo + QLatin1Char(' '));
        QVERIFY(found);

        // And back to English, again without a restart.
        chooseLanguage(window, QStringLiteral("en"));
        QCOMPARE(menuTitles(window), english);
        QVERIFY(texts(window).contains(QStringLiteral("Attacks per cell (k):")));
        QVERIFY(texts(window, true).contains(QStringLiteral("Problem and search")));
    }

    // The longer German and Hungarian texts must not push the window past a 1024x700 screen:
    // every kind of problem fits a window at most 960 pixels wide (issue 45).
    void fitsSmallScreens_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("en") << "en";
        QTest::newRow("de") << "de";
        QTest::newRow("hu") << "hu";
    }
    void fitsSmallScreens()
    {
        QFETCH(QString, code);
        QVERIFY(Language::install(QCoreApplication::instance(), code));
        MainWindow window(quiet());
        window.resize(1024, 700);
        window.show();
        QCoreApplication::processEvents();
        for (FamilyEditor *e : window.problemPanel()->editors()) {
            window.problemPanel()->setKind(e->familyName());
            QCoreApplication::processEvents();
            const QSize minimum = window.minimumSizeHint();
            qInfo("%s %s: minimum window size %dx%d", qPrintable(code), e->familyName().data(), minimum.width(),
                  minimum.height());
            for (const QDockWidget *d : window.findChildren<QDockWidget *>())
                qInfo("  %s: %dx%d", qPrintable(d->objectName()), d->minimumSizeHint().width(),
                      d->minimumSizeHint().height());
            if (minimum.width() > 960)
                for (const QDockWidget *d : window.findChildren<QDockWidget *>())
                    for (const QWidget *w : d->findChildren<QWidget *>())
                        if (w->isVisible() && w->minimumSizeHint().width() > 200 &&
                            !qobject_cast<const QAbstractScrollArea *>(w))
                            qInfo("    wide: %s %s %d \"%s\"", qPrintable(d->objectName()), w->metaObject()->className(),
                                  w->minimumSizeHint().width(),
                                  qPrintable(qobject_cast<const QAbstractButton *>(w)
                                                 ? qobject_cast<const QAbstractButton *>(w)->text()
                                             : qobject_cast<const QLabel *>(w) ? qobject_cast<const QLabel *>(w)->text().left(40)
                                                                               : w->objectName()));
            QVERIFY2(minimum.width() <= 960, qPrintable(QString::number(minimum.width())));
            // 768 pixels less a task bar and a title bar.
            QVERIFY2(minimum.height() <= 700, qPrintable(QString::number(minimum.height())));
            QCOMPARE(window.width(), 1024);
        }
        window.problemPanel()->setKind("exact");
        // Every entry of every combo box shown fits its box (every puzzle's name its selector,
        // the gallery's orders, ...): the text's width plus the arrow's room (the size hint of a
        // box of that one text) is not wider than the box.
        QVERIFY(window.problemPanel()->kindBox()->isVisible());
        for (QComboBox *box : window.findChildren<QComboBox *>()) {
            if (!box->isVisible())
                continue;
            for (int i = 0; i < box->count(); ++i) {
                QComboBox probe;
                probe.setFont(box->font());
                probe.addItem(box->itemIcon(i), box->itemText(i));
                QVERIFY2(probe.sizeHint().width() <= box->width(),
                         qPrintable(
                             QStringLiteral("%4 %1: %2 wider than %3")
                                 .arg(box->itemText(i))
                                 .arg(probe.sizeHint().width())
                                 .arg(box->width())
                                 .arg(QString::fromLatin1(box->parentWidget()->metaObject()->className()))));
            }
        }
        QVERIFY(Language::install(QCoreApplication::instance(), QStringLiteral("en")));
    }
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
