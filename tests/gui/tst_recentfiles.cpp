// File > Open recent: saving and opening put a file at the top of the list, the list is kept
// in QSettings (a test organisation, so the user's settings are not touched) and is there
// again after a restart, a recent file opens from the menu, and one that has gone away gives a
// message and leaves the list.
#include <QAction>
#include <QFile>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "boarddocument.h"
#include "mainwindow.h"
#include "messageboxcatcher.h"
#include "testwindow.h"

namespace {

MainWindow::Options quiet()
{
    return guitest::quietOptions();
}

QStringList menuTexts(const MainWindow &window)
{
    QStringList texts;
    for (const QAction *a : window.recentMenu()->actions())
        texts << a->text();
    return texts;
}

} // namespace

class TestRecentFiles : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    /// Saves a w x h board with a queen on a1 to `name`.
    void saveBoard(const QString &name, int w, int h)
    {
        MainWindow window(quiet());
        window.position()->reset(cpw::Catalogue::standard(), BoardDocument::freshState(w, h, 1));
        window.position()->placePiece(0, window.position()->catalogue().find('Q'));
        QString error;
        QVERIFY2(window.saveFile(path(name), &error), qPrintable(error));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ChessPuzzleWorkbenchTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_recentfiles"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }
    void cleanupTestCase() { QSettings().clear(); }

    void emptyAtFirst()
    {
        MainWindow window(quiet());
        QVERIFY(MainWindow::recentFiles().isEmpty());
        QVERIFY(window.recentMenu()->actions().isEmpty());
        QVERIFY(!window.recentMenu()->isEnabled());
    }

    void savingAndOpeningUpdateTheList()
    {
        saveBoard(QStringLiteral("a.json"), 5, 5);
        saveBoard(QStringLiteral("b.json"), 6, 4);
        QCOMPARE(MainWindow::recentFiles(), (QStringList{path("b.json"), path("a.json")}));
        MainWindow window(quiet());
        QCOMPARE(menuTexts(window), (QStringList{QDir::toNativeSeparators(path("b.json")),
                                                 QDir::toNativeSeparators(path("a.json"))}));
        QVERIFY(window.recentMenu()->isEnabled());
        // Opening a.json moves it to the top; the open window's menu follows at once.
        QVERIFY(window.openFile(path("a.json"), true));
        QCOMPARE(MainWindow::recentFiles(), (QStringList{path("a.json"), path("b.json")}));
        QCOMPARE(menuTexts(window).first(), QDir::toNativeSeparators(path("a.json")));
    }

    void survivesRestart()
    {
        // What the next process will read: the settings file on disk.
        QSettings settings;
        settings.sync();
        QSettings onDisk(settings.fileName(), QSettings::IniFormat);
        QCOMPARE(onDisk.value(QStringLiteral("recentFiles")).toStringList(),
                 (QStringList{path("a.json"), path("b.json")}));
        // A new window (a restart of the workbench) lists them and opens one from the menu.
        MainWindow window(quiet());
        QCOMPARE(menuTexts(window).size(), 2);
        QCOMPARE(window.recentMenu()->actions().at(1)->text(), QDir::toNativeSeparators(path("b.json")));
        const CaughtMessage box = catchMessageBox([&] { window.recentMenu()->actions().at(1)->trigger(); });
        QVERIFY2(!box.shown, qPrintable(box.text));
        QCOMPARE(window.position()->board().width(), 6);
        QCOMPARE(window.position()->board().height(), 4);
        QVERIFY(window.windowTitle().startsWith(QLatin1String("b.json")));
    }

    void atMostEight()
    {
        for (int i = 0; i < 10; ++i)
            saveBoard(QStringLiteral("n%1.json").arg(i), 3, 3);
        const QStringList recent = MainWindow::recentFiles();
        QCOMPARE(recent.size(), 8);
        QCOMPARE(recent.first(), path("n9.json"));
        QCOMPARE(recent.last(), path("n2.json"));
        QVERIFY(recent.count(path("n9.json")) == 1);
    }

    void missingFile()
    {
        saveBoard(QStringLiteral("gone.json"), 4, 4);
        MainWindow window(quiet());
        window.position()->reset(cpw::Catalogue::standard(), BoardDocument::freshState(7, 7, 2));
        QCOMPARE(menuTexts(window).first(), QDir::toNativeSeparators(path("gone.json")));
        QVERIFY(QFile::remove(path("gone.json")));
        const CaughtMessage box = catchMessageBox([&] { window.recentMenu()->actions().first()->trigger(); });
        QVERIFY(box.shown);
        QVERIFY2(box.text.contains(QDir::toNativeSeparators(path("gone.json"))), qPrintable(box.text));
        QVERIFY2(box.text.contains(QLatin1String("no longer exists")), qPrintable(box.text));
        QVERIFY2(box.text.contains(QLatin1String("removed from the recent files")), qPrintable(box.text));
        // The board is untouched, and the entry has left the list and the menu.
        QCOMPARE(window.position()->board().width(), 7);
        QVERIFY(!MainWindow::recentFiles().contains(path("gone.json")));
        QVERIFY(!menuTexts(window).contains(QDir::toNativeSeparators(path("gone.json"))));
        QCOMPARE(MainWindow::recentFiles().size(), 7);
    }

    void unreadableFile()
    {
        // A recent file that exists but is not a problem file: the open error names it.
        QFile f(path("broken.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ not json");
        f.close();
        MainWindow window(quiet());
        const CaughtMessage box = catchMessageBox([&] { QVERIFY(!window.openRecent(path("broken.json"))); });
        QVERIFY(box.shown);
        QVERIFY2(box.text.startsWith(QLatin1String("broken.json: ")), qPrintable(box.text));
        QVERIFY2(box.text.contains(QLatin1String("JSON")), qPrintable(box.text));
    }
};

QTEST_MAIN(TestRecentFiles)
#include "tst_recentfiles.moc"
