// A running search is work a person can lose: File > New, Open, an example or closing the window
// while a search runs asks first (Pause and Save, Stop the search, Cancel), through the real
// window's actions and its message box and file dialog. A search continued from its own file
// saves itself there when it stops, so it is not asked about.
#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include "cpw/checkpoint.h"
#include "cpw/independent.h"
#include "cpw/problem.h"
#include "document.h"
#include "galleryview.h"
#include "mainwindow.h"
#include "searchcontroller.h"
#include "slowdown.h"
#include "testwindow.h"

namespace {

// Every cell of 6x6 attacked exactly twice, all solutions: minutes of search, so it is still
// running whenever the test acts (the test stops it).
constexpr const char *kLongSearch = R"({"format": "chess-puzzle-workbench-problem", "version": 1,
    "kind": "exact", "board": {"width": 6, "height": 6}, "pieces": "KQRBNP", "targets": 2})";

QAction *action(MainWindow &window, const char *name)
{
    QAction *a = window.findChild<QAction *>(QString::fromLatin1(name));
    if (!a)
        qFatal("no action %s", name);
    return a;
}

/// What the test answers, and what it saw.
struct Answer {
    QString button;     ///< the message box's button to press (its text without '&')
    QString saveAs;     ///< the file typed into the file dialog that follows, if any
    bool asked = false; ///< the message box came
    QString text;       ///< its text
    QStringList buttons;
};

/// Answers the message box (and a file dialog after it) that `act` opens, by clicking as a
/// person would.
void answering(Answer &answer, const std::function<void()> &act)
{
    QTimer poll;
    poll.setInterval(20);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        QWidget *modal = QApplication::activeModalWidget();
        if (auto *box = qobject_cast<QMessageBox *>(modal)) {
            answer.asked = true;
            answer.text = box->text();
            answer.buttons.clear();
            QAbstractButton *press = nullptr;
            for (QAbstractButton *b : box->buttons()) {
                const QString t = b->text().remove(QLatin1Char('&'));
                answer.buttons << t;
                if (t == answer.button)
                    press = b;
            }
            if (press)
                QTest::mouseClick(press, Qt::LeftButton);
            else
                box->reject();
        } else if (auto *files = qobject_cast<QFileDialog *>(modal); files && files->isVisible()) {
            auto *name = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
            auto *buttons = files->findChild<QDialogButtonBox *>();
            if (!name || !buttons)
                return;
            if (name->text() != answer.saveAs) {
                name->setFocus();
                name->selectAll();
                QTest::keyClicks(name, answer.saveAs);
            }
            if (QPushButton *save = buttons->button(QDialogButtonBox::Save); save && save->isEnabled())
                QTest::mouseClick(save, Qt::LeftButton);
        }
    });
    poll.start();
    act();
    poll.stop();
}

/// Opens the saved search at `path` as File > Open does once its dialog has returned, and
/// answers the question about continuing it with `button`; `opened` says whether it opened.
Answer openSaved(MainWindow &window, const QString &path, const QString &button, bool *opened = nullptr)
{
    Answer answer;
    answer.button = button;
    answering(answer, [&] {
        const bool ok = window.openFile(path);
        if (opened)
            *opened = ok;
    });
    return answer;
}

/// n queens counted by the core and stopped after its first task, saved to `path` as a
/// search to continue (a cpw checkpoint: no solutions kept). Returns its ledger, or nothing
/// when the count could not be made or saved (or ended at once).
std::optional<cpw::TaskLedger> saveQueensCount(int n, const QString &path)
{
    cpw::IndependentRequest req;
    req.board = cpw::Board(n, n);
    req.piece = req.catalogue.find(cpw::PieceKind::Queen);
    const std::optional<cpw::Problem> problem = cpw::independentResumableProblem(req);
    if (!problem)
        return std::nullopt;
    std::stop_source stop;
    cpw::SearchOptions options;
    options.checkpointInterval = 0;
    std::optional<cpw::TaskLedger> first;
    options.onCheckpoint = [&](const cpw::TaskLedger &ledger) {
        if (!first)
            first = ledger;
        stop.request_stop();
    };
    if (!cpw::solveIndependent(req, stop.get_token(), options).ok() || !first ||
        first->doneCount() >= first->taskCount)
        return std::nullopt;
    cpw::Checkpoint cp;
    cp.problem = *problem;
    cp.ledger = *first;
    if (cpw::saveCheckpointFile(cp, path.toStdString())) // an error
        return std::nullopt;
    return first;
}

} // namespace

class TestRunningSearch : public QObject {
    Q_OBJECT

    /// Shows `window` and starts the long search in it.
    static void startLongSearch(MainWindow &window)
    {
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString error;
        QVERIFY2(window.loadProblemText(QByteArray(kLongSearch), QStringLiteral("exact"), &error),
                 qPrintable(error));
        window.runAction()->trigger();
        QVERIFY(window.searchController()->isRunning());
        // An event, not a delay: the first solutions have reached the window.
        QTRY_VERIFY_WITH_TIMEOUT(window.searchController()->lastProgress().solutions > 0,
                                 60000 * cpwtest::kSlowdown);
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void askedBeforeNew_data()
    {
        QTest::addColumn<QString>("button");
        QTest::addColumn<bool>("replaced");
        QTest::addColumn<bool>("saved");
        QTest::newRow("cancel") << QStringLiteral("Cancel") << false << false;
        QTest::newRow("stop") << QStringLiteral("Stop the search") << true << false;
        QTest::newRow("pause and save") << QStringLiteral("Pause and Save…") << true << true;
    }

    void askedBeforeNew()
    {
        QFETCH(QString, button);
        QFETCH(bool, replaced);
        QFETCH(bool, saved);
        QTemporaryDir dir;
        MainWindow window(guitest::quietOptions());
        startLongSearch(window);
        if (QTest::currentTestFailed())
            return;
        Answer answer;
        answer.button = button;
        answer.saveAs = dir.filePath(QStringLiteral("running.cpwsearch"));
        answering(answer, [&] { action(window, "actionNew")->trigger(); });
        QVERIFY(answer.asked);
        QVERIFY2(answer.text.contains(QStringLiteral("search is running")), qPrintable(answer.text));
        QCOMPARE(answer.buttons.size(), 3);
        QVERIFY(answer.buttons.contains(QStringLiteral("Pause and Save…")));
        QVERIFY(answer.buttons.contains(QStringLiteral("Stop the search")));
        // Replaced: the new document's 8x8 board, no search; else the running 6x6 one.
        // The search's end reaches the window through its event loop: waited for, with a hang guard.
        if (replaced)
            QTRY_VERIFY_WITH_TIMEOUT(!window.searchController()->isRunning(), 60000 * cpwtest::kSlowdown);
        else
            QVERIFY(window.searchController()->isRunning());
        QCOMPARE(window.position()->board().width(), replaced ? 8 : 6);
        QCOMPARE(QFile::exists(answer.saveAs), saved);
        if (saved) { // what was saved is the running problem, paused part-way
            const auto cp = cpw::loadCheckpointFile(answer.saveAs.toStdString());
            QVERIFY(cp.ok());
            QCOMPARE(cp->problem.board.width(), 6);
            QVERIFY(cp->ledger.doneCount() < cp->ledger.taskCount);
        }
        window.stopAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!window.searchController()->isRunning(), 60000 * cpwtest::kSlowdown);
    }

    /// Closing the window asks too; Cancel keeps the window and the search.
    void askedBeforeClose()
    {
        MainWindow window(guitest::quietOptions());
        startLongSearch(window);
        if (QTest::currentTestFailed())
            return;
        Answer answer;
        answer.button = QStringLiteral("Cancel");
        answering(answer, [&] { window.close(); });
        QVERIFY(answer.asked);
        QVERIFY(window.isVisible());
        QVERIFY(window.searchController()->isRunning());
        answer = Answer{};
        answer.button = QStringLiteral("Stop the search");
        answering(answer, [&] { window.close(); });
        QVERIFY(answer.asked);
        QVERIFY(!window.isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!window.searchController()->isRunning(), 60000 * cpwtest::kSlowdown);
    }

    /// A search continued from its file is not asked about: it saves itself there.
    void resumedSavesItself()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("own.cpwsearch"));
        {
            MainWindow window(guitest::quietOptions());
            startLongSearch(window);
            if (QTest::currentTestFailed())
                return;
            QVERIFY(window.pauseSearchTo(path));
            QTRY_VERIFY_WITH_TIMEOUT(!window.searchController()->isRunning(), 60000 * cpwtest::kSlowdown);
            QVERIFY(QFile::exists(path));
        }
        const auto before = cpw::loadCheckpointFile(path.toStdString());
        QVERIFY(before.ok());
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString error;
        QVERIFY2(window.resumeFile(path, &error), qPrintable(error));
        QVERIFY(window.searchController()->isRunning());
        // An event: the resumed search has finished parts of its own since the file was saved.
        const std::uint64_t doneBefore = before->ledger.doneCount();
        const SearchController *search = window.searchController();
        QTRY_VERIFY_WITH_TIMEOUT(search->lastLedger() && search->lastLedger()->doneCount() > doneBefore,
                                 120000 * cpwtest::kSlowdown);
        const std::uint64_t doneNow = search->lastLedger()->doneCount();
        Answer answer;
        answering(answer, [&] { action(window, "actionNew")->trigger(); });
        QVERIFY(!answer.asked);
        QTRY_VERIFY_WITH_TIMEOUT(!window.searchController()->isRunning(), 60000 * cpwtest::kSlowdown);
        const auto after = cpw::loadCheckpointFile(path.toStdString());
        QVERIFY(after.ok());
        // Saved again when it stopped, with the parts this session finished.
        QVERIFY(after->ledger.doneCount() >= doneNow);
    }

    /// A saved search opened and continued to its end: the window says it is complete and
    /// that the file keeps the result (not "0 of 0 parts done ... continue"); the file opened
    /// again asks without parts. The count: OEIS A000170(10) = 724.
    void continuedToItsEnd()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("queens.cpwsearch"));
        const std::optional<cpw::TaskLedger> first = saveQueensCount(10, path);
        QVERIFY(first && first->doneCount() >= 1);

        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        bool opened = false;
        Answer answer = openSaved(window, path, QStringLiteral("Yes"), &opened);
        QVERIFY(opened);
        QVERIFY(answer.asked);
        QVERIFY2(answer.text.contains(QStringLiteral("holds a paused search (%1 of %2 parts done)")
                                          .arg(first->doneCount())
                                          .arg(first->taskCount)),
                 qPrintable(answer.text));
        QTRY_VERIFY_WITH_TIMEOUT(!window.searchController()->isRunning(), 60000 * cpwtest::kSlowdown);
        const QString text = window.runText();
        QVERIFY2(text.contains(QStringLiteral("724 solutions")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("the search is complete")) &&
                     !text.contains(QStringLiteral("parts done")),
                 qPrintable(text));
        const auto saved = cpw::loadCheckpointFile(path.toStdString());
        QVERIFY(saved.ok());

        // Opened again: asked without a count of parts where the file has none.
        answer = openSaved(window, path, QStringLiteral("No"));
        QVERIFY(answer.asked);
        QVERIFY2(!answer.text.contains(QStringLiteral("0 of 0")), qPrintable(answer.text));
    }

    /// A count continued from a file that kept no solutions (as cpw's checkpoints of n queens)
    /// lists none: under the empty gallery the window says how many are counted so far, not
    /// "No solutions yet" (seen in the real window beside "Solutions: 469,059,832").
    void countContinuedSaysItsCount()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("q20.cpwsearch"));
        QVERIFY(saveQueensCount(20, path)); // minutes of count left
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        bool opened = false;
        Answer answer = openSaved(window, path, QStringLiteral("Yes"), &opened);
        QVERIFY(opened);
        QVERIFY(answer.asked);
        QVERIFY(window.searchController()->isRunning());
        // An event: the count's progress has reached the window.
        QTRY_VERIFY_WITH_TIMEOUT(window.searchController()->lastProgress().solutions > 0, 60000 * cpwtest::kSlowdown);
        QTRY_VERIFY2(window.gallery()->countsText().contains(QStringLiteral("counted so far")),
                     qPrintable(window.gallery()->countsText()));
        QVERIFY(window.searchController()->isRunning());
        QCOMPARE(window.solutionModel()->totalSolutions(), quint64(0)); // none listed
        window.stopAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!window.searchController()->isRunning(), 60000 * cpwtest::kSlowdown);
    }
};

QTEST_MAIN(TestRunningSearch)
#include "tst_runningsearch.moc"
