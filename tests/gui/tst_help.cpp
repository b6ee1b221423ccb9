// Help (issue 45, "a way in"): About names the version; Help > Keyboard shortcuts lists every
// menu command with keys, in the platform's words, taken from the menus themselves.
#include <QAction>
#include <QApplication>
#include <QMessageBox>
#include <QTableWidget>
#include <QTimer>
#include <QtTest>

#include "mainwindow.h"
#include "shortcutsdialog.h"
#include "testwindow.h"

class TestHelp : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7")); }

    void shortcutsListed()
    {
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QMap<QString, QString> rows;
        QTimer::singleShot(0, [&] {
            auto *dialog = qobject_cast<ShortcutsDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            for (int r = 0; r < dialog->table()->rowCount(); ++r)
                rows.insert(dialog->table()->item(r, 0)->text(), dialog->table()->item(r, 1)->text());
            dialog->reject();
        });
        window.findChild<QAction *>(QStringLiteral("actionShortcuts"))->trigger();
        QCOMPARE(rows.value(QStringLiteral("Search ▸ Run")), QKeySequence(Qt::Key_F5).toString(QKeySequence::NativeText));
        QCOMPARE(rows.value(QStringLiteral("File ▸ New problem")),
                 QKeySequence(QKeySequence::New).toString(QKeySequence::NativeText));
        QVERIFY(rows.value(QStringLiteral("Search ▸ Analyse")).contains(QStringLiteral("F6")));
        QVERIFY2(rows.size() >= 10, qPrintable(QString::number(rows.size())));
    }

    void aboutNamesTheVersion()
    {
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString text;
        QTimer::singleShot(0, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            text = box->text();
            box->accept();
        });
        QAction *about = nullptr;
        for (QAction *a : window.findChildren<QAction *>())
            if (a->text() == QStringLiteral("&About"))
                about = a;
        QVERIFY(about);
        about->trigger();
        QVERIFY2(text.contains(QStringLiteral("9.8.7")), qPrintable(text));
    }
};

QTEST_MAIN(TestHelp)
#include "tst_help.moc"
