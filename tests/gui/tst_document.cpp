// The window holds one document at a time (issue 44): New, an example, Open and Open recent
// replace all of it (results, gallery and its filters, example header, a tour's opening); every
// change of the problem is an undoable edit and makes the document modified, looking at a
// gallery solution does not; Pause and Save pauses first, then asks where, and a cancel offers
// to continue; a continued search keeps saving to its file; the palette's pressed button is
// the tool in use; the panel says how the search stands; the window's layout is remembered.
// Everything is driven through the window's actions, menus, mouse and keys.
#include <QAbstractButton>
#include <QApplication>
#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <functional>
#include <vector>

#include "boarddocument.h"
#include "boardview.h"
#include "cpw/checkpoint.h"
#include "cpw/params.h"
#include "cpw/problem.h"
#include "document.h"
#include "examples.h"
#include "galleryview.h"
#include "mainwindow.h"
#include "messageboxcatcher.h"
#include "piecepalette.h"
#include "problempanel.h"
#include "searchcontroller.h"
#include "slowdown.h"
#include "solutionmodel.h"
#include "testwindow.h"

namespace {

/// A search that lasts seconds (4x7, every cell attacked twice: 70 958 solutions), long enough
/// for a pause that comes at its 20th solution.
const char *kLong = R"({"format": "chess-puzzle-workbench-problem", "version": 1, "kind": "exact",
    "board": {"width": 4, "height": 7}, "pieces": "KQRBNP", "targets": 2})";

/// Every modal window that opens while `action` runs is given, in turn, to the next handler
/// (which closes it); returns how many were handled.
int handleModals(const std::function<void()> &action, std::vector<std::function<void(QWidget *)>> handlers)
{
    std::size_t next = 0;
    QTimer poll;
    poll.setInterval(10);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal || next >= handlers.size() || !modal->isVisible())
            return;
        handlers[next++](modal);
    });
    poll.start();
    action();
    // A handler's dialog may come after the action returned (a queued call): wait for it.
    (void)QTest::qWaitFor([&] { return next >= handlers.size(); }, 20000 * cpwtest::kSlowdown);
    poll.stop();
    return int(next);
}

QAction *action(MainWindow &window, const char *name)
{
    QAction *a = window.findChild<QAction *>(QString::fromLatin1(name));
    if (!a)
        qFatal("no action %s", name);
    return a;
}

/// Runs the window's problem to its end (Run action).
void runToEnd(MainWindow &window)
{
    QSignalSpy finished(window.searchController(), &SearchController::finished);
    window.runAction()->trigger();
    QVERIFY(finished.wait(120000 * cpwtest::kSlowdown) || finished.count() == 1);
    QTRY_VERIFY(!window.searchController()->isRunning());
}

/// Changes the kind of problem with the keyboard (the selector has the focus, Down).
void nextKind(MainWindow &window)
{
    QComboBox *kind = window.problemPanel()->kindBox();
    kind->setFocus();
    QTest::keyClick(kind, Qt::Key_Down);
}

/// Clicks the gallery's entry of source row `row`.
void clickThumbnail(MainWindow &window, int row)
{
    QListView *list = window.gallery()->listView();
    const QModelIndex index =
        window.gallery()->filterModel()->mapFromSource(window.solutionModel()->index(row, 0));
    list->scrollTo(index);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(index).center());
}

/// A search of minutes (6x6, every cell attacked twice: 265 parts, a few of them take seconds).
const char *kVeryLong = R"({"format": "chess-puzzle-workbench-problem", "version": 1, "kind": "exact",
    "board": {"width": 6, "height": 6}, "pieces": "KQRBNP", "targets": 2})";

/// Loads a long search into the window and runs it up to its 20th solution (`capacity`: how
/// many the gallery keeps, 0 = as it is).
void startLong(MainWindow &window, int capacity = 0, const char *problem = kLong)
{
    QString error;
    QVERIFY2(window.loadProblemText(problem, QStringLiteral("long"), &error), qPrintable(error));
    if (capacity > 0)
        window.solutionModel()->setCapacity(capacity);
    window.runAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(window.solutionModel()->totalSolutions() >= 20, 60000);
}

QString writeProblem(const QTemporaryDir &dir, const char *name, const QByteArray &json)
{
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(json) != json.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

} // namespace

class TestDocument : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("cpw-test-document"));
        QSettings().clear();
    }

    /// Nothing of a problem survives the next one, whichever way it comes.
    void replaceResetsEverything_data()
    {
        QTest::addColumn<QString>("way");
        QTest::newRow("New") << "new";
        QTest::newRow("example") << "example";
        QTest::newRow("Open") << "open";
        QTest::newRow("Open recent") << "recent";
    }
    void replaceResetsEverything()
    {
        QFETCH(QString, way);
        QTemporaryDir dir;
        const QString file = writeProblem(dir, "knights.json", R"({"format": "chess-puzzle-workbench-problem",
            "version": 1, "kind": "cover", "board": {"width": 4, "height": 4}, "pieces": "N"})");
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        if (way == QLatin1String("recent")) { // the file joins Open recent
            QVERIFY(window.openFile(file, true));
        }
        QVERIFY(window.openExample(QStringLiteral(":/examples/exact-4x4-k1.json")));
        QVERIFY(window.exampleText().contains(QStringLiteral("4x4")));
        runToEnd(window);
        QVERIFY(window.solutionModel()->totalSolutions() > 0);
        QVERIFY(!window.runText().isEmpty());
        // The gallery's filter "pieces: 3", typed into its field.
        QSpinBox *pieces = window.gallery()->findChild<QSpinBox *>();
        QVERIFY(pieces);
        guitest::typeInto(pieces, QStringLiteral("3"));
        QCOMPARE(window.gallery()->filterModel()->pieceCount(), 3);

        if (way == QLatin1String("new")) {
            action(window, "actionNew")->trigger();
        } else if (way == QLatin1String("example")) {
            const Example queens = Example::all().constFirst();
            QAction *entry = nullptr;
            for (QAction *a : window.examplesMenu()->actions())
                if (a->text() == queens.localTitle())
                    entry = a;
            QVERIFY(entry);
            entry->trigger();
            QVERIFY(window.exampleText().contains(queens.localTitle().toHtmlEscaped()));
        } else if (way == QLatin1String("open")) {
            QVERIFY(window.openFile(file, true));
        } else {
            QVERIFY(!window.recentMenu()->actions().isEmpty());
            QCOMPARE(window.recentMenu()->actions().constFirst()->text(), QDir::toNativeSeparators(file));
            window.recentMenu()->actions().constFirst()->trigger();
        }
        QCOMPARE(window.solutionModel()->totalSolutions(), quint64(0));
        QCOMPARE(window.solutionModel()->storedCount(), 0);
        QVERIFY2(window.runText().isEmpty(), qPrintable(window.runText()));
        QCOMPARE(window.gallery()->filterModel()->pieceCount(), -1);
        QCOMPARE(pieces->value(), -1);
        QVERIFY(window.gallery()->countsText().contains(QStringLiteral("No solutions")));
        if (way != QLatin1String("example"))
            QVERIFY2(window.exampleText().isEmpty(), qPrintable(window.exampleText()));
        QVERIFY(!window.problemPanel()->statusText().contains(QStringLiteral("Finished")));
        QVERIFY(!window.document()->isModified());
        QVERIFY(!window.windowTitle().contains(QStringLiteral("untitled")) || way == QLatin1String("new"));
    }

    /// The example's paragraph describes the example: it goes when the problem becomes another
    /// one (another kind, another board, another parameter), through the window's own widgets,
    /// and comes back with Undo; pieces placed on the board (solving or exploring the example)
    /// and the run's options keep it.
    void exampleParagraphFollowsProblem_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<bool>("stays");
        QTest::newRow("another kind") << "kind" << false;
        QTest::newRow("a wider board") << "width" << false;
        QTest::newRow("k = 3") << "k" << false;
        QTest::newRow("a queen placed") << "piece" << true;
        QTest::newRow("stop after 12 solutions") << "limit" << true;
    }
    void exampleParagraphFollowsProblem()
    {
        QFETCH(QString, change);
        QFETCH(bool, stays);
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openExample(QStringLiteral(":/examples/exact-5x5-k2.json")));
        QString title; // Example::all() is a list by value: keep the title, not a pointer into it
        for (const Example &e : Example::all())
            if (e.file == QLatin1String(":/examples/exact-5x5-k2.json"))
                title = e.localTitle().toHtmlEscaped();
        QVERIFY(!title.isEmpty());
        QVERIFY(window.exampleText().contains(title));
        auto *paragraph = window.findChild<QLabel *>(QStringLiteral("exampleText"));
        QVERIFY(paragraph && paragraph->isVisible());

        if (change == QLatin1String("kind")) {
            nextKind(window);
        } else if (change == QLatin1String("width")) {
            guitest::typeInto(window.findChild<QSpinBox *>(QStringLiteral("boardWidth")),
                              QStringLiteral("6"));
            QCOMPARE(window.document()->position()->board().width(), 6);
        } else if (change == QLatin1String("k")) {
            QSpinBox *k = nullptr;
            for (QSpinBox *box : window.problemPanel()->findChildren<QSpinBox *>())
                if (box->isVisible() && box->value() == 2)
                    k = box; // "Attacks per cell (k)": 2 in this example
            QVERIFY(k);
            guitest::typeInto(k, QStringLiteral("3"));
        } else if (change == QLatin1String("piece")) {
            BoardView *view = window.boardView();
            QTest::mouseClick(view, Qt::LeftButton, {}, view->cellCenter(12)); // c3
            QVERIFY(!window.document()->position()->placement().empty());
        } else {
            guitest::typeInto(window.problemPanel()->limitSpin(), QStringLiteral("12"));
        }
        QVERIFY(window.document()->isModified()); // the change was an edit
        QCOMPARE(window.exampleText().contains(title), stays);
        QCOMPARE(paragraph->isVisible(), stays);
        action(window, "actionUndo")->trigger();
        QVERIFY(!window.document()->isModified());
        QVERIFY(window.exampleText().contains(title));
        QVERIFY(paragraph->isVisible());
    }

    /// An example saved as the user's own file is the example no more: its paragraph goes at
    /// the save (as when the file is opened again), and the title is the file's name.
    void exampleParagraphGoesAtSave()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mine.json"));
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openExample(QStringLiteral(":/examples/exact-5x5-k2.json")));
        auto *paragraph = window.findChild<QLabel *>(QStringLiteral("exampleText"));
        QVERIFY(paragraph && paragraph->isVisible());
        // Ctrl+S, as a person saves; the file dialog answered.
        auto save = [&] { QTest::keyClick(&window, Qt::Key_S, Qt::ControlModifier); };
        const int handled = handleModals(save, {[&](QWidget *modal) {
                                             auto *dialog = qobject_cast<QFileDialog *>(modal);
                                             QVERIFY(dialog);
                                             dialog->selectFile(path);
                                             QWidget *focus = dialog->focusWidget();
                                             QTest::keyClick(focus ? focus : dialog, Qt::Key_Return);
                                         }});
        QCOMPARE(handled, 1);
        QTRY_VERIFY(QFile::exists(path));
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("mine.json")));
        QVERIFY(!paragraph->isVisible());
        QVERIFY(window.exampleText().isEmpty());
        action(window, "actionNew")->trigger();
        QVERIFY(window.openFile(path));
        QVERIFY(!paragraph->isVisible()); // the file opened again: the same
    }

    /// The opening of "Finish a knight's tour" does not follow into the next problem.
    void tourOpeningStaysBehind()
    {
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openExample(QStringLiteral(":/examples/tour-5-opening.json")));
        const cpw::Problem opening = window.problemPanel()->problem(ProblemPanel::ForFile);
        QVERIFY(!cpw::ParamReader(opening).text("path").empty()); // the example has one
        action(window, "actionNew")->trigger();
        // The tour kind chosen again, by the keyboard.
        QComboBox *kind = window.problemPanel()->kindBox();
        kind->setFocus();
        for (int i = 0; i < kind->count() && kind->currentData().toString() != QLatin1String("tour"); ++i)
            QTest::keyClick(kind, Qt::Key_Down);
        QCOMPARE(kind->currentData().toString(), QStringLiteral("tour"));
        const cpw::Problem p = window.problemPanel()->problem(ProblemPanel::ForFile);
        QCOMPARE(cpw::ParamReader(p).text("path"), std::string());
        QCOMPARE(cpw::ParamReader(p).text("start"), std::string());
        QVERIFY(!window.problemJson().contains("b3"));
        // Placing and removing a piece does not bring it back.
        BoardView *view = window.boardView();
        const int a1 = window.position()->board().index(0, 0);
        QTest::mouseClick(view, Qt::LeftButton, {}, view->cellCenter(a1));
        QTest::mouseClick(view, Qt::RightButton, {}, view->cellCenter(a1));
        QVERIFY(window.position()->placement().empty());
        QCOMPARE(cpw::ParamReader(window.problemPanel()->problem(ProblemPanel::ForFile)).text("path"),
                 std::string());
    }

    /// The kind and every parameter are edits: modified, undone, redone; a field typed into
    /// is one step.
    void settingsAreEdits()
    {
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        action(window, "actionNew")->trigger();
        QVERIFY(!window.document()->isModified());
        const QString kind = window.problemPanel()->kindBox()->currentData().toString();
        nextKind(window);
        QVERIFY(window.problemPanel()->kindBox()->currentData().toString() != kind);
        QVERIFY(window.document()->isModified());
        QVERIFY(window.isWindowModified());
        action(window, "actionUndo")->trigger();
        QCOMPARE(window.problemPanel()->kindBox()->currentData().toString(), kind);
        QVERIFY(!window.document()->isModified());
        action(window, "actionRedo")->trigger();
        QVERIFY(window.problemPanel()->kindBox()->currentData().toString() != kind);
        action(window, "actionUndo")->trigger();

        // "Stop after solutions": 1, 2 typed, Enter: one step from none to 12.
        QSpinBox *limit = window.problemPanel()->limitSpin();
        const int before = window.document()->undoStack()->index();
        guitest::typeInto(limit, QStringLiteral("12"));
        QCOMPARE(limit->value(), 12);
        QVERIFY(window.document()->isModified());
        QCOMPARE(window.document()->undoStack()->index(), before + 1);
        action(window, "actionUndo")->trigger();
        QCOMPARE(limit->value(), 0);
        QVERIFY(!window.document()->isModified());
    }

    /// A piece defined in the palette (Betza) is an edit too.
    void newPieceIsAnEdit()
    {
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        action(window, "actionNew")->trigger();
        QPushButton *add = nullptr;
        for (QPushButton *b : window.palette()->findChildren<QPushButton *>())
            if (b->text().startsWith(QStringLiteral("New piece")))
                add = b;
        QVERIFY(add);
        handleModals([&] { QTest::mouseClick(add, Qt::LeftButton); }, {[](QWidget *dialog) {
                         const QList<QLineEdit *> edits = dialog->findChildren<QLineEdit *>();
                         QCOMPARE(edits.size(), 3); // letter, name, Betza
                         QTest::keyClicks(edits[0], QStringLiteral("U"));
                         QTest::keyClicks(edits[1], QStringLiteral("Wazir rider"));
                         QTest::keyClicks(edits[2], QStringLiteral("WW"));
                         auto *box = dialog->findChild<QDialogButtonBox *>();
                         QVERIFY(box);
                         QTest::mouseClick(box->button(QDialogButtonBox::Ok), Qt::LeftButton);
                     }});
        QVERIFY(window.position()->catalogue().find('U') >= 0);
        QVERIFY(window.document()->isModified());
        action(window, "actionUndo")->trigger();
        QCOMPARE(window.position()->catalogue().find('U'), -1);
        QVERIFY(!window.document()->isModified());
    }

    /// A gallery solution is looked at, not put in place: no edit, nothing asked on the way
    /// to the next problem; editing it makes it the position in one step.
    void lookingIsNoEdit()
    {
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openExample(QStringLiteral(":/examples/queens-8.json")));
        runToEnd(window);
        QVERIFY(window.solutionModel()->storedCount() > 1);
        clickThumbnail(window, 1);
        BoardDocument *pos = window.position();
        QVERIFY(pos->previewing());
        QCOMPARE(pos->shownPlacement().cells(), window.solutionModel()->placementAt(1).cells());
        QVERIFY(pos->placement().empty());
        QVERIFY(!window.document()->isModified());
        // Esc on the board leaves it.
        window.boardView()->setFocus();
        QTest::keyClick(window.boardView(), Qt::Key_Escape);
        QVERIFY(!pos->previewing());
        QVERIFY(pos->placement().empty());

        // Looked at again, then edited: a piece removed with the right button.
        clickThumbnail(window, 1);
        const cpw::Placement solution = window.solutionModel()->placementAt(1);
        int cell = 0;
        while (solution.at(cell) == cpw::kEmpty)
            ++cell;
        const int steps = window.document()->undoStack()->index();
        QTest::mouseClick(window.boardView(), Qt::RightButton, {}, window.boardView()->cellCenter(cell));
        QVERIFY(!pos->previewing());
        QCOMPARE(pos->placement().pieceCount(), solution.pieceCount() - 1);
        QCOMPARE(window.document()->undoStack()->index(), steps + 1);
        action(window, "actionUndo")->trigger();
        QVERIFY(pos->placement().empty());

        // The next example opens without a question.
        clickThumbnail(window, 2);
        const CaughtMessage asked = catchMessageBox([&] {
            for (QAction *a : window.examplesMenu()->actions())
                if (a->text() == Example::all().at(1).localTitle())
                    a->trigger();
        });
        QVERIFY2(!asked.shown, qPrintable(asked.text));
        QVERIFY(window.exampleText().contains(Example::all().at(1).localTitle().toHtmlEscaped()));
    }

    /// New and Quit ask before unsaved changes go.
    void unsavedWorkIsAskedFor()
    {
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        action(window, "actionNew")->trigger();
        nextKind(window);
        const QString kind = window.problemPanel()->kindBox()->currentData().toString();
        const CaughtMessage onNew = catchMessageBox([&] { action(window, "actionNew")->trigger(); });
        QVERIFY(onNew.shown); // the catcher answers neither Save nor Discard: cancelled
        QCOMPARE(window.problemPanel()->kindBox()->currentData().toString(), kind);
        const CaughtMessage onQuit = catchMessageBox([&] { window.close(); });
        QVERIFY(onQuit.shown);
        QVERIFY(window.isVisible());
        window.document()->undoStack()->setClean(); // let the window go
    }

    /// Pause and Save: paused first, then asked where; the save is confirmed with the file and
    /// how much is done. A cancel offers to continue, and continuing goes on.
    void pauseAndSavePausesFirst()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("long.cpwsearch"));
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        startLong(window);
        QVERIFY(window.problemPanel()->statusText().contains(QStringLiteral("Running")));
        bool runningAtDialog = true;
        const int handled = handleModals([&] { window.pauseAction()->trigger(); }, {[&](QWidget *modal) {
                                             auto *dialog = qobject_cast<QFileDialog *>(modal);
                                             QVERIFY(dialog);
                                             runningAtDialog = window.searchController()->isRunning();
                                             dialog->selectFile(path);
                                             QWidget *focus = dialog->focusWidget();
                                             QTest::keyClick(focus ? focus : dialog, Qt::Key_Return);
                                         }});
        QCOMPARE(handled, 1);
        QVERIFY2(!runningAtDialog, "the dialog came before the search had paused");
        QTRY_VERIFY(QFile::exists(path));
        const auto saved = cpw::loadCheckpointFile(path.toStdString());
        QVERIFY(saved.ok());
        const QString done = QStringLiteral("%1 of %2 parts done")
                                 .arg(QLocale().toString(quint64(saved->ledger.doneCount())),
                                      QLocale().toString(quint64(saved->ledger.taskCount)));
        QVERIFY2(window.runText().contains(QDir::toNativeSeparators(path)) && window.runText().contains(done),
                 qPrintable(window.runText()));
        QVERIFY(window.problemPanel()->statusText().contains(QStringLiteral("Paused")));
        // Paused, not "Finished (paused)": the run text says what it is.
        QVERIFY2(window.runText().startsWith(QStringLiteral("Paused: ")) &&
                     !window.runText().contains(QStringLiteral("Finished")),
                 qPrintable(window.runText()));
        QCOMPARE(window.document()->searchFile(), path);

        // Again, cancelled: continue.
        action(window, "actionNew")->trigger();
        startLong(window);
        const quint64 before = window.solutionModel()->totalSolutions();
        const int cancelled = handleModals([&] { window.pauseAction()->trigger(); },
                                           {[](QWidget *modal) {
                                                auto *dialog = qobject_cast<QFileDialog *>(modal);
                                                QVERIFY(dialog);
                                                dialog->reject();
                                            },
                                            [](QWidget *modal) {
                                                auto *box = qobject_cast<QMessageBox *>(modal);
                                                QVERIFY(box);
                                                for (QAbstractButton *b : box->buttons())
                                                    if (b->text().contains(QStringLiteral("Continue")))
                                                        b->click();
                                            }});
        QCOMPARE(cancelled, 2);
        QTRY_VERIFY(window.searchController()->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(window.solutionModel()->totalSolutions() > before, 60000);
        window.stopAction()->trigger();
        QTRY_VERIFY(!window.searchController()->isRunning());
    }

    /// A pause asked for just as the search ends says so: the search is saved, or it is said
    /// to have ended with nothing to save; never silence.
    void pauseAtTheEndIsNotSilent()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("tiny.cpwsearch"));
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openExample(QStringLiteral(":/examples/exact-4x4-k1.json")));
        QSignalSpy finished(window.searchController(), &SearchController::finished);
        window.runAction()->trigger();
        QVERIFY(window.pauseSearchTo(path)); // the end is not seen yet: still running here
        QVERIFY(finished.wait(60000 * cpwtest::kSlowdown) || finished.count() == 1);
        const bool complete = finished.at(0).at(0).value<cpw::SearchStats>().complete;
        if (complete)
            QVERIFY2(window.runText().contains(QStringLiteral("nothing to save")),
                     qPrintable(window.runText()));
        else
            QVERIFY2(QFile::exists(path) && window.runText().contains(QStringLiteral("Saved to")),
                     qPrintable(window.runText()));
    }

    /// The Open dialog lists problems and saved searches together at first.
    void openDialogShowsSavedSearches()
    {
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList filters;
        QString selected;
        handleModals([&] { action(window, "actionOpen")->trigger(); }, {[&](QWidget *modal) {
                         auto *dialog = qobject_cast<QFileDialog *>(modal);
                         QVERIFY(dialog);
                         filters = dialog->nameFilters();
                         selected = dialog->selectedNameFilter();
                         dialog->reject();
                     }});
        QVERIFY(!filters.isEmpty());
        QCOMPARE(selected, filters.constFirst());
        QVERIFY2(selected.contains(QStringLiteral("*.json")) &&
                     selected.contains(QStringLiteral("*.cpwsearch")),
                 qPrintable(selected));
    }

    /// A continued search that is stopped writes its file again: the work done since is kept.
    void stoppedResumedSearchSaves()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("long.cpwsearch"));
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        startLong(window, 0, kVeryLong);
        QString error;
        QVERIFY(window.pauseSearchTo(path));
        QTRY_VERIFY(!window.searchController()->isRunning());
        const auto first = cpw::loadCheckpointFile(path.toStdString());
        QVERIFY(first.ok());

        QVERIFY2(window.resumeFile(path, &error), qPrintable(error));
        QCOMPARE(window.document()->searchFile(), QFileInfo(path).absoluteFilePath());
        // Some work after the pause: more solutions than it had.
        QTRY_VERIFY_WITH_TIMEOUT(window.solutionModel()->totalSolutions() > first->shown.size() + 10, 60000);
        QVERIFY(window.searchController()->isRunning()); // minutes of work are left
        window.stopAction()->trigger();
        QTRY_VERIFY(!window.searchController()->isRunning());
        const auto second = cpw::loadCheckpointFile(path.toStdString());
        QVERIFY(second.ok());
        QVERIFY(second->shown.size() > first->shown.size());
        QVERIFY(second->ledger.elapsedSeconds > first->ledger.elapsedSeconds);
        QVERIFY2(window.runText().contains(QStringLiteral("Saved to")), qPrintable(window.runText()));
    }

    /// The gallery says how many it lacks and why when the search counted more.
    void galleryExplainsMissing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("long.cpwsearch"));
        {
            MainWindow window(guitest::quietOptions());
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            startLong(window, 5); // the gallery keeps five
            QVERIFY(window.pauseSearchTo(path));
            QTRY_VERIFY(!window.searchController()->isRunning());
        }
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy finished(window.searchController(), &SearchController::finished);
        QString error;
        QVERIFY2(window.resumeFile(path, &error), qPrintable(error));
        QVERIFY(finished.wait(300000 * cpwtest::kSlowdown) || finished.count() == 1);
        const auto stats = finished.at(0).at(0).value<cpw::SearchStats>();
        QVERIFY(stats.complete);
        QVERIFY(stats.solutions > 5);
        const QString all = QLocale().toString(quint64(stats.solutions));
        QVERIFY2(window.runText().contains(all), qPrintable(window.runText()));
        if (window.solutionModel()->totalSolutions() < stats.solutions)
            QVERIFY2(window.gallery()->countsText().contains(all),
                     qPrintable(window.gallery()->countsText()));
        else
            QCOMPARE(window.solutionModel()->totalSolutions(), stats.solutions);
    }

    /// After a file opens, the palette's pressed button is still the tool the board uses.
    void paletteToolSurvivesOpen()
    {
        QTemporaryDir dir;
        const QString file = writeProblem(dir, "queen.json", R"({"format": "chess-puzzle-workbench-problem",
            "version": 1, "kind": "exact", "board": {"width": 4, "height": 4}, "pieces": "Q", "targets": 1,
            "params": {"position": "Q3/4/4/4"}})");
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAbstractButton *eraser = window.palette()->toolButtons()->button(PiecePalette::kEraser);
        QVERIFY(eraser);
        QTest::mouseClick(eraser, Qt::LeftButton);
        QCOMPARE(window.boardView()->tool(), BoardView::Tool::Erase);
        QVERIFY(window.openFile(file, true));
        QCOMPARE(window.palette()->toolButtons()->checkedId(), int(PiecePalette::kEraser));
        QCOMPARE(window.boardView()->tool(), BoardView::Tool::Erase);
        const int a4 = window.position()->board().index(0, 3);
        QVERIFY(window.position()->placement().at(a4) != cpw::kEmpty);
        QTest::mouseClick(window.boardView(), Qt::LeftButton, {}, window.boardView()->cellCenter(a4));
        QCOMPARE(window.position()->placement().at(a4), cpw::kEmpty);
    }

    /// The panel's status line follows the search; the results go when the problem changes.
    void runStateInPanel_data()
    {
        QTest::addColumn<QString>("change");
        QTest::newRow("kind") << "kind";
        QTest::newRow("board size") << "size";
    }
    void runStateInPanel()
    {
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openExample(QStringLiteral(":/examples/exact-4x4-k1.json")));
        QVERIFY(window.problemPanel()->statusText().startsWith(QStringLiteral("Ready")));
        QSignalSpy finished(window.searchController(), &SearchController::finished);
        window.runAction()->trigger();
        QVERIFY(window.problemPanel()->statusText().contains(QStringLiteral("Running")));
        QVERIFY(finished.wait(60000 * cpwtest::kSlowdown) || finished.count() == 1);
        QVERIFY2(window.problemPanel()->statusText().contains(QStringLiteral("Finished")),
                 qPrintable(window.problemPanel()->statusText()));
        // A change of the problem: the result goes with the problem it belonged to.
        QFETCH(QString, change);
        if (change == QLatin1String("kind")) {
            nextKind(window);
        } else {
            auto *width = window.findChild<QSpinBox *>(QStringLiteral("boardWidth"));
            QVERIFY(width);
            width->setFocus();
            QTest::keyClick(width, Qt::Key_Up);
            QCOMPARE(window.position()->board().width(), 5);
        }
        QVERIFY(window.runText().isEmpty());
        QCOMPARE(window.solutionModel()->totalSolutions(), quint64(0));
        QVERIFY(!window.problemPanel()->statusText().contains(QStringLiteral("Finished")));
    }

    /// Size and docks come back after a restart.
    void layoutIsRemembered()
    {
        MainWindow::Options options = guitest::quietOptions();
        options.rememberLayout = true;
        {
            MainWindow window(options);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.resize(1300, 800);
            auto *gallery = window.findChild<QDockWidget *>(QStringLiteral("gallery"));
            QVERIFY(gallery);
            gallery->toggleViewAction()->trigger();
            QVERIFY(gallery->isHidden());
            QVERIFY(window.close());
        }
        MainWindow window(options);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.size(), QSize(1300, 800));
        QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("gallery"))->isHidden());
        QSettings().remove(QStringLiteral("window"));
    }
};

QTEST_MAIN(TestDocument)
#include "tst_document.moc"
