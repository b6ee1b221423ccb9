// Problem files from the GUI: save (atomic) and open round trip, bad files rejected with a
// message naming the file, the autosave restored after a crash, the built-in example.
#include <QCheckBox>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include "boarddocument.h"
#include "cpw/problem.h"
#include "mainwindow.h"
#include "problempanel.h"
#include "testwindow.h"

class TestProblemFile : public QObject {
    Q_OBJECT
private:
    MainWindow::Options quiet() { return guitest::quietOptions(); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QFile::remove(MainWindow::autosavePath());
    }

    void exampleOnStart()
    {
        MainWindow::Options o = quiet();
        o.loadExample = true;
        MainWindow window(o);
        QCOMPARE(window.position()->board().width(), 5);
        QCOMPARE(window.position()->board().height(), 5);
        QCOMPARE(window.position()->uniformTarget(), 2);
        QVERIFY(window.problemPanel()->isValid());
    }

    void roundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.json"));
        {
            MainWindow window(quiet());
            BoardDocument *doc = window.position();
            doc->reset(cpw::Catalogue::standard(), BoardDocument::freshState(6, 4, 3));
            doc->toggleHole(doc->board().index(0, 0));
            doc->setTarget(doc->board().index(5, 3), 1);
            doc->placePiece(doc->board().index(2, 1), doc->catalogue().find('Q'));
            QVERIFY(doc->addCustomPiece('U', QStringLiteral("Wazir rider"), QStringLiteral("WW")).ok());
            window.problemPanel()->fixedPiecesCheck()->setChecked(true);
            QString error;
            QVERIFY2(window.saveFile(path, &error), qPrintable(error));
            QVERIFY(doc->undoStack()->isClean());
        }
        // The file is a problem `cpw solve` reads.
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto problem = cpw::parseProblem(f.readAll().toStdString());
        QVERIFY(problem.ok());
        QCOMPARE(problem.value().board.width(), 6);
        QVERIFY(problem.value().board.isHole(0));
        QCOMPARE(problem.value().preplaced.pieceCount(), 1);
        QVERIFY(problem.value().catalogue.find('U') >= 0);

        MainWindow window(quiet());
        QVERIFY(window.openFile(path, true));
        BoardDocument *doc = window.position();
        QCOMPARE(doc->board().width(), 6);
        QCOMPARE(doc->board().height(), 4);
        QVERIFY(doc->board().isHole(0));
        QCOMPARE(doc->targets()[doc->board().index(5, 3)], 1);
        QCOMPARE(doc->targets()[doc->board().index(1, 0)], 3);
        QCOMPARE(doc->placement().at(doc->board().index(2, 1)), doc->catalogue().find('Q'));
        QVERIFY(doc->catalogue().find('U') >= 0);
        QVERIFY(window.problemPanel()->fixedPiecesCheck()->isChecked());
    }

    void badFiles()
    {
        QTemporaryDir dir;
        MainWindow window(quiet());
        const QString path = dir.filePath(QStringLiteral("broken.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"chess-puzzle-workbench-problem\", \"version\": 1, \"board\": ");
        f.close();
        QString error;
        QVERIFY(!window.loadProblemText("{ not json", QStringLiteral("broken.json"), &error));
        QVERIFY2(error.contains(QStringLiteral("broken.json")), qPrintable(error));
        QVERIFY(!window.loadProblemText("{\"format\": \"chess-puzzle-workbench-problem\", \"version\": 99}",
                                        QStringLiteral("future.json"), &error));
        QVERIFY2(error.contains(QStringLiteral("future.json")), qPrintable(error));
        QVERIFY(!window.openFile(path, true));
        QVERIFY(!window.openFile(dir.filePath(QStringLiteral("missing.json")), true));
        // The document is untouched by failed opens.
        QCOMPARE(window.position()->board().width(), 8);
        // Saving into a directory that does not exist fails with a message, no crash.
        QVERIFY(!window.saveFile(dir.filePath(QStringLiteral("no/such/dir/p.json")), &error));
        QVERIFY(!error.isEmpty());
    }

    void crashRecovery()
    {
        // A session that ended without closing leaves its autosave behind...
        QFile::remove(MainWindow::autosavePath());
        {
            MainWindow::Options o = quiet();
            o.autosave = true;
            MainWindow window(o);
            window.position()->reset(cpw::Catalogue::standard(), BoardDocument::freshState(7, 3, 2));
            window.position()->placePiece(4, window.position()->catalogue().find('N'));
            QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(MainWindow::autosavePath()), 5000);
            // no close(): the window is destroyed as in a crash
        }
        // ...and the next start restores it, marked as unsaved.
        MainWindow::Options o = quiet();
        o.restoreSession = true;
        o.loadExample = true;
        o.autosave = true;
        MainWindow restored(o);
        QVERIFY(restored.restoredSession());
        QCOMPARE(restored.position()->board().width(), 7);
        QCOMPARE(restored.position()->placement().at(4), restored.position()->catalogue().find('N'));
        QVERIFY(!restored.position()->undoStack()->isClean());
        // A clean close removes the autosave.
        restored.position()->undoStack()->setClean();
        restored.show();
        QVERIFY(restored.close());
        QVERIFY(!QFile::exists(MainWindow::autosavePath()));
    }
};

QTEST_MAIN(TestProblemFile)
#include "tst_problemfile.moc"
