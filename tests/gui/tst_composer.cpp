// The composer in the window (issue 50): File > New puzzle composes a puzzle and opens it to be
// solved; the same seed makes the same puzzle; a sheet of puzzles is written as a PDF with the
// puzzles on its first page and their solutions after; a composed puzzle of another kind is
// solved with hints to its end.
//
// Independent source: the eight-queens solutions are enumerated by the test's own
// backtracking, and the composed puzzle's givens are checked against them: exactly one
// solution contains them all (unique), and without any one of them more than one does
// (minimal).
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <functional>

#include "boarddocument.h"
#include "boardview.h"
#include "composewith.h"
#include "document.h"
#include "examples.h"
#include "mainwindow.h"
#include "messageboxcatcher.h"
#include "newpuzzledialog.h"
#include "puzzle.h"
#include "puzzlecontroller.h"
#include "queensbrute.h"
#include "slowdown.h"
#include "testwindow.h"

namespace {

using guitest::allQueens;
using guitest::composeWith;
using guitest::containing;

std::vector<int> givenCells(const Puzzle &z)
{
    std::vector<int> cells;
    for (int i = 0; i < int(z.given.size()); ++i)
        if (z.given[std::size_t(i)])
            cells.push_back(i);
    return cells;
}

} // namespace

class TestComposer : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("cpw-test-composer"));
        QStandardPaths::setTestModeEnabled(true);
    }

    void queensPuzzle_data()
    {
        QTest::addColumn<int>("seed");
        QTest::addColumn<int>("difficulty");
        QTest::newRow("seed 7") << 7 << 0;
        QTest::newRow("seed 12, easy") << 12 << 1;
        QTest::newRow("seed 501") << 501 << 0;
    }
    /// File > New puzzle, eight queens: unique and minimal by the test's own enumeration; the
    /// same seed again gives the same givens.
    void queensPuzzle()
    {
        QFETCH(int, seed);
        QFETCH(int, difficulty);
        const auto all = allQueens(8);
        QCOMPARE(int(all.size()), 92); // A000170(8)
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto fill = [&](NewPuzzleDialog *d) {
            auto *kind = d->findChild<QComboBox *>(QStringLiteral("puzzleKind"));
            kind->setCurrentIndex(kind->findData(QStringLiteral("independent")));
            d->findChild<QSpinBox *>(QStringLiteral("puzzleWidth"))->setValue(8);
            d->findChild<QSpinBox *>(QStringLiteral("puzzleHeight"))->setValue(8);
            d->findChild<QSpinBox *>(QStringLiteral("puzzleSeed"))->setValue(seed);
            d->findChild<QComboBox *>(QStringLiteral("puzzleDifficulty"))->setCurrentIndex(difficulty);
        };
        composeWith(window, fill);
        QVERIFY(window.document()->puzzle());
        const Puzzle first = *window.document()->puzzle();
        QVERIFY(window.document()->path().isEmpty());
        QCOMPARE(first.problem.kind, std::string("independent"));
        const std::vector<int> cells = givenCells(first);
        QVERIFY(!cells.empty());
        QCOMPARE(containing(all, cells, 8), 1); // unique
        for (std::size_t i = 0; i < cells.size(); ++i) { // minimal
            std::vector<int> fewer = cells;
            fewer.erase(fewer.begin() + std::ptrdiff_t(i));
            QVERIFY2(containing(all, fewer, 8) > 1, "a given could go");
        }
        for (int c : cells)
            QVERIFY(window.position()->isLocked(c));
        QCOMPARE(window.position()->placement().pieceCount(), int(cells.size()));
        if (difficulty > 0)
            QCOMPARE(first.difficulty, difficulty);
        QVERIFY(first.difficulty >= 1);

        // The same seed: the same puzzle.
        composeWith(window, fill);
        QVERIFY(window.document()->puzzle());
        QCOMPARE(givenCells(*window.document()->puzzle()), cells);
    }

    /// The queens puzzles among the examples (File > Examples) have one solution and no given
    /// too many, by the test's own enumeration.
    void queensExamples()
    {
        int seen = 0;
        for (const Example &e : Example::all()) {
            QFile f(e.file);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const auto problem = cpw::parseProblem(f.readAll().toStdString());
            QVERIFY(problem.ok());
            const cpw::Problem &p = problem.value();
            if (!Puzzle::isPuzzleFile(p) || p.kind != "independent" || p.paramString("piece", "") != "Q")
                continue;
            const int n = p.board.width();
            QCOMPARE(p.board.height(), n);
            std::vector<int> cells;
            for (int i = 0; i < n * n; ++i)
                if (p.preplaced.at(i) != cpw::kEmpty)
                    cells.push_back(i);
            const auto all = allQueens(n);
            QVERIFY2(containing(all, cells, n) == 1, qPrintable(e.file));
            for (std::size_t i = 0; i < cells.size(); ++i) {
                std::vector<int> fewer = cells;
                fewer.erase(fewer.begin() + std::ptrdiff_t(i));
                QVERIFY2(containing(all, fewer, n) > 1, qPrintable(e.file));
            }
            QCOMPARE(int(cells.size()), int(e.check.value(QStringLiteral("givens"))));
            ++seen;
        }
        QCOMPARE(seen, 2); // 8 and 10 queens
    }

    /// Unsaved work is asked about before a new puzzle takes its place; cancelled, it stays.
    void newPuzzleAsksFirst()
    {
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::mouseClick(window.boardView(), Qt::LeftButton, {}, window.boardView()->cellCenter(0)); // a piece on a1
        QVERIFY(window.position()->placement().at(0) != cpw::kEmpty);
        QVERIFY(window.document()->isModified());
        const CaughtMessage asked = catchMessageBox([&] {
            composeWith(window, [](NewPuzzleDialog *d) {
                auto *kind = d->findChild<QComboBox *>(QStringLiteral("puzzleKind"));
                kind->setCurrentIndex(kind->findData(QStringLiteral("independent")));
                d->findChild<QSpinBox *>(QStringLiteral("puzzleSeed"))->setValue(3);
            });
        });
        QVERIFY(asked.shown); // "save your changes?", answered with neither Save nor Discard
        QVERIFY(!window.document()->puzzle());
        QVERIFY(window.document()->isModified());
        QVERIFY(window.position()->placement().at(0) != cpw::kEmpty);
    }

    /// A sheet of four puzzles from File > New puzzle's Sheet button: a PDF with the puzzles on
    /// the first page, the solutions on the second.
    void sheet()
    {
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sheet.pdf"));
        QString status;
        bool written = false, asked = false;
        QTimer::singleShot(0, [&] {
            auto *d = qobject_cast<NewPuzzleDialog *>(QApplication::activeModalWidget());
            QVERIFY(d);
            auto *kind = d->findChild<QComboBox *>(QStringLiteral("puzzleKind"));
            kind->setCurrentIndex(kind->findData(QStringLiteral("independent")));
            d->findChild<QSpinBox *>(QStringLiteral("puzzleWidth"))->setValue(6);
            d->findChild<QSpinBox *>(QStringLiteral("puzzleHeight"))->setValue(6);
            d->findChild<QSpinBox *>(QStringLiteral("puzzleSeed"))->setValue(3);
            d->findChild<QSpinBox *>(QStringLiteral("puzzleSheetCount"))->setValue(4);
            QObject::connect(d, &NewPuzzleDialog::sheetWritten, d, [&, d](const QString &file) {
                written = file == path;
                status = d->statusText();
                d->reject();
            });
            // The file dialog the Sheet button opens: the name typed in the temporary folder,
            // Save (again on the next tick while the dialog is still open: a dialog that has
            // not read its folder yet may lose the name).
            auto *poll = new QTimer(d);
            QObject::connect(poll, &QTimer::timeout, d, [&] {
                auto *files = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
                if (!files || !files->isVisible())
                    return;
                asked = true;
                auto *name = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
                auto *buttons = files->findChild<QDialogButtonBox *>();
                QVERIFY(name && buttons && buttons->button(QDialogButtonBox::Save));
                if (files->directory() != QDir(dir.path()))
                    files->setDirectory(dir.path());
                if (name->text() != QStringLiteral("sheet.pdf")) {
                    name->setFocus();
                    name->selectAll();
                    QTest::keyClicks(name, QStringLiteral("sheet.pdf"));
                }
                if (buttons->button(QDialogButtonBox::Save)->isEnabled())
                    QTest::mouseClick(buttons->button(QDialogButtonBox::Save), Qt::LeftButton);
            });
            poll->start(20);
            QTimer::singleShot(180000 * cpwtest::kSlowdown, d, [d] { // hang guard: every dialog closed
                while (QWidget *modal = QApplication::activeModalWidget()) {
                    if (modal == d)
                        break;
                    modal->close();
                }
                d->reject();
            });
            QTest::mouseClick(d->findChild<QPushButton *>(QStringLiteral("puzzleSheet")), Qt::LeftButton);
        });
        window.puzzles()->newAction()->trigger(); // the dialog's own loop, until the sheet is written
        QVERIFY(asked);
        QVERIFY2(written, qPrintable(status));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray pdf = f.readAll();
        QVERIFY(pdf.startsWith("%PDF"));
        QCOMPARE(pdf.count("/Type /Page\n") + pdf.count("/Type /Page\r") + pdf.count("/Type /Page "), 2);
        QVERIFY2(status.contains(QStringLiteral("4 puzzles")), qPrintable(status));
    }

    /// A composed puzzle of every kind the dialog offers is solved with Hint alone. The form's
    /// settings of the kind are the puzzle's (a problem of that kind opened first): exact attack
    /// with pawns can make no puzzle (a pawn on the last rank attacks nothing), so its row
    /// opens a problem without them.
    void solvedByHints_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("size");
        QTest::addColumn<QByteArray>("setup");
        for (const std::string &kind : cpw::composableKinds()) {
            QByteArray setup;
            if (kind == "exact")
                setup = R"({"format": "chess-puzzle-workbench-problem", "version": 1, "kind": "exact",
                    "board": {"width": 5, "height": 5}, "pieces": "KQRBN", "targets": 2})";
            QTest::newRow(kind.c_str()) << QString::fromStdString(kind) << 5 << setup;
        }
    }
    void solvedByHints()
    {
        QFETCH(QString, kind);
        QFETCH(int, size);
        QFETCH(QByteArray, setup);
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        if (!setup.isEmpty())
            QVERIFY(window.loadProblemText(setup, QStringLiteral("setup.json"), nullptr));
        composeWith(window, [&](NewPuzzleDialog *d) {
            auto *k = d->findChild<QComboBox *>(QStringLiteral("puzzleKind"));
            k->setCurrentIndex(k->findData(kind));
            d->findChild<QSpinBox *>(QStringLiteral("puzzleWidth"))->setValue(size);
            d->findChild<QSpinBox *>(QStringLiteral("puzzleHeight"))->setValue(size);
            d->findChild<QSpinBox *>(QStringLiteral("puzzleSeed"))->setValue(5);
        });
        QVERIFY2(window.document()->puzzle(), qPrintable(window.puzzles()->statusText()));
        QCOMPARE(QString::fromStdString(window.document()->puzzle()->problem.kind), kind);
        auto *hint = window.findChild<QPushButton *>(QStringLiteral("puzzleHint"));
        for (int i = 0; i < size * size && hint->isEnabled(); ++i)
            QTest::mouseClick(hint, Qt::LeftButton);
        QVERIFY2(window.puzzles()->statusText().startsWith(QStringLiteral("Solved")),
                 qPrintable(window.puzzles()->statusText()));
        QVERIFY(window.document()->puzzle()->check(window.position()->state()).solved());
    }
};

QTEST_MAIN(TestComposer)
#include "tst_composer.moc"
