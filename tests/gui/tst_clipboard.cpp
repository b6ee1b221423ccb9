// Placement notation through the clipboard and FEN import, as a person uses them: Ctrl+C puts
// the placement on the clipboard, Ctrl+V reads it (or a whole FEN line), Edit > Import FEN
// reads the placement field of an 8x8 FEN. Bad text gets a message box that says what is
// wrong and where, and leaves the board alone; a good paste or import is one undo step.
// Expected placements are written out by hand from the FEN/notation rules (ranks from the top,
// digits = runs of empty cells, '-' = hole), not taken from the program.
#include <QAction>
#include <QClipboard>
#include <QStatusBar>
#include <QUndoStack>
#include <QtTest>

#include "boarddocument.h"
#include "cpw/placement.h"
#include "mainwindow.h"
#include "messageboxcatcher.h"
#include "testwindow.h"

namespace {

MainWindow::Options quiet()
{
    return guitest::quietOptions();
}

QString notation(const BoardDocument *doc)
{
    return QString::fromStdString(cpw::toNotation(doc->placement(), doc->catalogue()));
}

/// The window's action with this shortcut (the Edit menu's entries).
QAction *actionFor(MainWindow &window, const QKeySequence &key)
{
    for (QAction *a : window.findChildren<QAction *>())
        if (a->shortcut() == key)
            return a;
    return nullptr;
}

/// Checks that every '|'-separated part of `expected` occurs in `text`.
bool containsAll(const QString &text, const QString &expected, QString *missing)
{
    for (const QString &part : expected.split(QLatin1Char('|'), Qt::SkipEmptyParts))
        if (!text.contains(part)) {
            *missing = part;
            return false;
        }
    return true;
}

} // namespace

class TestClipboard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ChessPuzzleWorkbenchTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_clipboard"));
    }

    void copy_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<QString>("pieces"); // "Qc3 Na1"
        QTest::addColumn<QString>("holes");  // "b2"
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty 8x8") << 8 << 8 << ""
                                   << ""
                                   << "8/8/8/8/8/8/8/8";
        QTest::newRow("5x5 queen and knight") << 5 << 5 << "Qc3 Na1"
                                              << ""
                                              << "5/5/2Q2/5/N4";
        QTest::newRow("4x2 full rank") << 4 << 2 << "Ka2 Qb2 Rc2 Bd2"
                                       << ""
                                       << "KQRB/4";
        QTest::newRow("3x3 with a hole") << 3 << 3 << "Ka1 Nc3"
                                         << "b2"
                                         << "2N/1-1/K2";
        QTest::newRow("10 wide") << 10 << 1 << "Pj1"
                                 << ""
                                 << "9P";
    }
    void copy()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(QString, pieces);
        QFETCH(QString, holes);
        QFETCH(QString, expected);
        MainWindow window(quiet());
        BoardDocument *doc = window.position();
        doc->reset(cpw::Catalogue::standard(), BoardDocument::freshState(width, height, 1));
        for (const QString &h : holes.split(QLatin1Char(' '), Qt::SkipEmptyParts))
            doc->toggleHole(doc->board().parseCell(h.toStdString()).value());
        for (const QString &p : pieces.split(QLatin1Char(' '), Qt::SkipEmptyParts))
            doc->placePiece(doc->board().parseCell(p.mid(1).toStdString()).value(),
                            doc->catalogue().find(char(p.at(0).toLatin1())));
        QApplication::clipboard()->clear();
        QAction *copy = actionFor(window, QKeySequence::Copy);
        QVERIFY(copy);
        copy->trigger();
        QCOMPARE(QApplication::clipboard()->text(), expected);
        // Pasting it back into a fresh board gives the same position.
        doc->reset(cpw::Catalogue::standard(), BoardDocument::freshState(2, 2, 1));
        QVERIFY(window.pasteText(QApplication::clipboard()->text()));
        QCOMPARE(notation(doc), expected);
    }

    void paste_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QString>("result");  // notation after the paste
        QTest::addColumn<QString>("message"); // parts of the message box or the status bar
        QTest::newRow("placement") << "5/5/2Q2/5/5" << true << "5/5/2Q2/5/5"
                                   << "";
        QTest::newRow("spaces around") << "  3/1B1/3\n"
                                       << true << "3/1B1/3"
                                       << "";
        QTest::newRow("FEN line") << "8/8/8/3Q4/8/8/8/8 w - - 0 1" << true << "8/8/8/3Q4/8/8/8/8"
                                  << "";
        QTest::newRow("black knight and rook") << "3/1n1/r2" << true << "3/1N1/R2"
                                               << "black pieces taken as white: 2";
        QTest::newRow("shaped") << "2N/1-1/K2" << true << "2N/1-1/K2"
                                << "";
        QTest::newRow("unknown letter") << "5/5/2J2/5/5" << false << ""
                                        << "pasted placement|\u201cJ\u201d|rank 3|file c";
        QTest::newRow("ragged ranks") << "4/5/4" << false << ""
                                      << "pasted placement|rank 2|equally long";
        QTest::newRow("bad character") << "3/3/2?" << false << ""
                                       << "\u201c?\u201d|rank 1";
        QTest::newRow("nothing") << "   " << false << ""
                                 << "no text";
        QTest::newRow("black pawns") << "3/ppp/3" << false << ""
                                     << "black pawns|a2, b2, c2|board was not changed";
        QTest::newRow("too wide") << "40" << false << ""
                                  << "1 to 32";
    }
    void paste()
    {
        QFETCH(QString, text);
        QFETCH(bool, accepted);
        QFETCH(QString, result);
        QFETCH(QString, message);
        MainWindow window(quiet());
        BoardDocument *doc = window.position();
        doc->reset(cpw::Catalogue::standard(), BoardDocument::freshState(4, 4, 1));
        doc->placePiece(doc->board().parseCell("b3").value(), doc->catalogue().find('K'));
        const QString before = notation(doc);
        QCOMPARE(before, QStringLiteral("4/1K2/4/4"));
        const int steps = doc->undoStack()->count();

        // Through the clipboard and the Edit menu's Paste, as a person does it.
        QApplication::clipboard()->setText(text);
        QAction *paste = actionFor(window, QKeySequence::Paste);
        QVERIFY(paste);
        const CaughtMessage box = catchMessageBox([paste] { paste->trigger(); });
        QString missing;
        if (accepted) {
            QVERIFY2(!box.shown, qPrintable(box.text));
            QCOMPARE(notation(doc), result);
            QCOMPARE(doc->undoStack()->count(), steps + 1);
            QVERIFY(containsAll(window.statusBar()->currentMessage(), message, &missing));
            doc->undoStack()->undo();
            QCOMPARE(notation(doc), before);
            doc->undoStack()->redo();
            QCOMPARE(notation(doc), result);
        } else {
            QVERIFY(box.shown);
            QVERIFY2(containsAll(box.text, message, &missing),
                     qPrintable(box.text + QLatin1String(" lacks ") + missing));
            QCOMPARE(notation(doc), before);
            QCOMPARE(doc->undoStack()->count(), steps);
        }
    }

    void importFen_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QString>("result");
        QTest::addColumn<QString>("message");
        QTest::newRow("white pieces, full FEN")
            << "8/8/8/3Q4/8/8/8/8 w - - 0 1" << true << "8/8/8/3Q4/8/8/8/8"
            << "";
        QTest::newRow("white army") << "RNBQKBNR/PPPPPPPP/8/8/8/8/8/8 w - - 0 1" << true
                                    << "RNBQKBNR/PPPPPPPP/8/8/8/8/8/8"
                                    << "";
        QTest::newRow("black pieces without pawns")
            << "r3k2r/8/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1" << true << "R3K2R/8/8/8/8/8/PPPPPPPP/R3K2R"
            << "black pieces taken as white: 3";
        QTest::newRow("placement field only") << "4k3/8/8/8/8/8/8/4K3" << true << "4K3/8/8/8/8/8/8/4K3"
                                              << "taken as white: 1";
        QTest::newRow("start position (black pawns)")
            << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << false << ""
            << "FEN|black pawns|a7, b7, c7, d7, e7, f7, g7, h7|board was not changed";
        QTest::newRow("after 1.e4 (black pawns)")
            << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1" << false << ""
            << "black pawns|h7";
        QTest::newRow("seven ranks") << "8/8/8/8/8/8/8 w - - 0 1" << false << ""
                                     << "FEN|only 7 ranks|8 high";
        QTest::newRow("nine ranks") << "8/8/8/8/8/8/8/8/8" << false << ""
                                    << "more than 8 ranks";
        QTest::newRow("rank too long") << "9/8/8/8/8/8/8/8" << false << ""
                                       << "rank 8|8 wide";
        QTest::newRow("rank too short") << "8/8/8/8/8/8/8/7" << false << ""
                                        << "rank 1|has 7 cells";
        QTest::newRow("not a FEN") << "hello world" << false << ""
                                   << "FEN";
        QTest::newRow("empty") << "" << false << ""
                               << "no text";
    }
    void importFen()
    {
        QFETCH(QString, fen);
        QFETCH(bool, accepted);
        QFETCH(QString, result);
        QFETCH(QString, message);
        MainWindow window(quiet());
        BoardDocument *doc = window.position();
        // A 5x5 board with per-cell targets: an import that is refused must keep all of it.
        doc->reset(cpw::Catalogue::standard(), BoardDocument::freshState(5, 5, 2));
        doc->placePiece(doc->board().parseCell("c3").value(), doc->catalogue().find('Q'));
        doc->setTarget(doc->board().parseCell("a1").value(), 3);
        const BoardDocument::State before = doc->state();
        const int steps = doc->undoStack()->count();

        bool ok = false;
        const CaughtMessage box = catchMessageBox([&] { ok = window.importFenText(fen); });
        QCOMPARE(ok, accepted);
        QString missing;
        if (accepted) {
            QVERIFY2(!box.shown, qPrintable(box.text));
            QCOMPARE(doc->board().width(), 8);
            QCOMPARE(doc->board().height(), 8);
            QCOMPARE(notation(doc), result);
            QVERIFY2(containsAll(window.statusBar()->currentMessage(), message, &missing),
                     qPrintable(window.statusBar()->currentMessage()));
            // One undo step brings the 5x5 board, its pieces and its targets back.
            QCOMPARE(doc->undoStack()->count(), steps + 1);
            doc->undoStack()->undo();
            QVERIFY(doc->state() == before);
        } else {
            QVERIFY(box.shown);
            QVERIFY2(containsAll(box.text, message, &missing),
                     qPrintable(box.text + QLatin1String(" lacks ") + missing));
            QVERIFY(doc->state() == before);
            QCOMPARE(doc->undoStack()->count(), steps);
        }
    }
};

QTEST_MAIN(TestClipboard)
#include "tst_clipboard.moc"
