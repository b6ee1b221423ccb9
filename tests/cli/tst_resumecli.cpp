// cpw --checkpoint FILE and cpw resume FILE (issue 12): a search paused by SIGINT or a time
// limit and resumed, in several sessions, prints the summary of an uninterrupted run; files
// that must not be used or overwritten are refused with a clear message.
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <csignal>

#include "cpw/checkpoint.h"
#include "cpwprocess.h"
#include "interrupt.h"
#include "slowdown.h"
#include "summary.h"

using cpwtest::lastJsonLine;
using cpwtest::Run;
using cpwtest::runCpw;
using cpwtest::summaryCounts;
using cpwtest::waitForSigintBlocked;

namespace {

/// What a checkpoint says is done: its task marks and the records of finished steps.
QByteArray progressOf(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QJsonObject search = QJsonDocument::fromJson(f.readAll()).object()["search"].toObject();
    return search["split"].toString().toUtf8() + ' ' + search["done"].toString().toUtf8() + ' ' +
           QJsonDocument(search["records"].toObject()).toJson(QJsonDocument::Compact);
}

} // namespace

class TestResumeCli : public QObject {
    Q_OBJECT
private slots:
    // Every row must run long enough that session 1 is really interrupted on a fast machine
    // (the search takes a second or more of CPU in Release); session 1 checks it did.
    void pauseAndResume_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("5x5 k=2 all, distinct, 800 tasks") << QStringList{
            "exact", "--board", "5x5", "--k", "2", "--distinct", "--tasks", "800", "--quiet", "--json"};
        QTest::newRow("5x5 k=3 fewest")
            << QStringList{"exact", "--board", "5x5", "--k", "3", "--fewest", "--quiet", "--json"};
        // Sanitizer builds (5-20x slower, TSan most) take smaller boards of the same kinds
        // (tests/common/slowdown.h); each still lasts seconds there. Release runs the rows whole.
        const bool small = cpwtest::kSanitizerBuild;
        if (small)
            QTest::newRow("16 queens") << QStringList{"independent", "--n", "16", "--quiet", "--json"};
        else
            QTest::newRow("17 queens") << QStringList{"independent", "--n", "17", "--quiet", "--json"};
        QTest::newRow("8x8 army K2Q2B2N1")
            << QStringList{"independent", "--board", "8x8", "--army", "K2Q2B2N1", "--quiet", "--json"};
        // Searches in phases (search.h, SearchContext::record): the count, then Burnside's classes;
        // the maximum, then its classes.
        QTest::newRow("8x8 fifteen kings, distinct")
            << QStringList{"independent", "--board", "8x8",        "--piece", "K",
                           "--count",     "15",      "--distinct", "--quiet", "--json"};
        const QString queensBoard = small ? "12x12" : "14x14";
        QTest::newRow(qPrintable(queensBoard + " most queens, distinct"))
            << QStringList{"independent", "--board",    queensBoard, "--piece", "Q",
                           "--max",       "--distinct", "--quiet",   "--json"};
        const QString coverBoard = small ? "10x10" : "12x12";
        QTest::newRow(qPrintable(coverBoard + " knight cover, distinct"))
            << QStringList{"cover", "--board", coverBoard, "--distinct", "--quiet", "--json"};
    }
    void pauseAndResume()
    {
        QFETCH(QStringList, args);
        QElapsedTimer wholeTime;
        wholeTime.start();
        const Run whole = runCpw(args + QStringList{"--threads", "2"}, 600000);
        const double wholeSeconds = wholeTime.elapsed() / 1000.0;
        QCOMPARE(whole.code, 0);
        const QJsonObject expected = summaryCounts(lastJsonLine(whole.out));
        QVERIFY(expected["complete"].toBool());

        QTemporaryDir dir;
        const QString file = dir.filePath("search.checkpoint");
        // Session 1: saves after every task; stopped by SIGINT as soon as its checkpoint records
        // finished work (no fixed sleep: on a fast machine the search may last a fraction of a
        // second). It must have been interrupted: exit code 3, "complete": false, and a
        // checkpoint with unfinished tasks. Otherwise the row is too small to test a pause.
        QProcess p;
        p.start(QStringLiteral(CPW_BINARY_DIR "/bin/cpw"),
                args + QStringList{"--threads", "2", "--checkpoint", file, "--checkpoint-every", "0"});
        QVERIFY(p.waitForStarted());
        QVERIFY(waitForSigintBlocked(p.processId()));
        while (p.state() == QProcess::Running && !cpwtest::checkpointHasProgress(file))
            p.waitForFinished(5);
        ::kill(pid_t(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(600000)); // a hang guard
        const QByteArray err = p.readAllStandardError();
        QJsonObject s = lastJsonLine(p.readAllStandardOutput());
        QVERIFY2(!s["complete"].toBool(), "session 1 finished before its SIGINT: make the row larger");
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 3);
        QVERIFY2(err.contains("paused") && err.contains("cpw resume"), err.constData());
        {
            const auto cp = cpw::loadCheckpointFile(file.toStdString());
            QVERIFY(cp.ok());
            const cpw::TaskLedger &ledger = cp->ledger;
            // Between two phases a checkpoint has no task list, only the finished phases.
            if (ledger.split == cpw::kPhasesSplit)
                QVERIFY(!ledger.records.empty());
            else
                QVERIFY2(
                    ledger.taskCount > 0 && ledger.doneCount() < ledger.taskCount,
                    qPrintable(
                        QStringLiteral("%1 of %2 tasks done").arg(ledger.doneCount()).arg(ledger.taskCount)));
        }
        // Further sessions of a fifth of the whole run's time (as this machine runs now), one
        // thread then two, until it is complete; each saves when it stops. A session that saved
        // no progress (a task longer than the session, as under the sanitizers) makes the next
        // one twice as long.
        int sessions = 1;
        double seconds = std::max(0.2, wholeSeconds / 5);
        QByteArray saved = progressOf(file);
        while (!s["complete"].toBool() && sessions < 200) {
            const QString threads = sessions % 2 ? "1" : "2";
            const Run r = runCpw({"resume", file, "--quiet", "--json", "--threads", threads, "--time-limit",
                                  QString::number(seconds)},
                                 600000);
            QCOMPARE(r.code, 0);
            s = lastJsonLine(r.out);
            QCOMPARE(s["command"].toString(), QStringLiteral("resume"));
            ++sessions;
            const QByteArray now = progressOf(file);
            if (now == saved)
                seconds *= 2;
            saved = now;
        }
        QVERIFY(s["complete"].toBool());
        QCOMPARE(summaryCounts(s), expected);
        // A complete checkpoint resumes to the same result at once.
        const Run again = runCpw({"resume", file, "--quiet", "--json"});
        QCOMPARE(again.code, 0);
        QCOMPARE(summaryCounts(lastJsonLine(again.out)), expected);
    }

    void refused_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("existing file")
            << "checkpoint" << QStringList{"exact", "--board", "3x3", "--checkpoint", "@"}
            << "exists; continue it with `cpw resume";
        QTest::newRow("damaged file") << "damaged" << QStringList{"resume", "@"} << "damaged";
        QTest::newRow("not a checkpoint") << "problem" << QStringList{"resume", "@"} << "not a checkpoint";
        QTest::newRow("missing file") << "" << QStringList{"resume", "@"} << "@";
        QTest::newRow("unwritable") << ""
                                    << QStringList{"exact", "--board", "3x3", "--checkpoint", "@/no/such/dir"}
                                    << "no/such/dir";
        QTest::newRow("independent --first")
            << ""
            << QStringList{"independent", "--board", "6x6", "--piece", "K", "--first", "--checkpoint", "@"}
            << "cannot be paused, resumed or distributed";
        QTest::newRow("army, 0-1 program")
            << "" << QStringList{"army", "--board", "6x6", "--engine", "mip", "--checkpoint", "@"}
            << "only the clique engine can pause";
        QTest::newRow("cover --upper")
            << "" << QStringList{"cover", "--board", "9x9", "--upper", "--checkpoint", "@"}
            << "cannot be paused, resumed or distributed";
        QTest::newRow("no tasks") << "" << QStringList{"exact", "--board", "3x3", "--tasks", "0"}
                                  << "--tasks: expected a whole number from 1 to 1000000";
        QTest::newRow("board on resume")
            << "checkpoint" << QStringList{"resume", "@", "--board", "4x4"} << "comes from the checkpoint";
    }
    void refused()
    {
        QFETCH(QString, setup);
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString file = dir.filePath("f.checkpoint");
        if (setup == "checkpoint" || setup == "damaged") {
            const Run r = runCpw({"exact", "--board", "3x3", "--quiet", "--checkpoint", file});
            QCOMPARE(r.code, 0);
            if (setup == "damaged") {
                QFile f(file);
                QVERIFY(f.open(QIODevice::ReadOnly));
                QByteArray text = f.readAll();
                f.close();
                const qsizetype at = text.indexOf("\"nodes\":");
                QVERIFY(at > 0);
                text.insert(at + 8, "1");
                QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
                f.write(text);
                f.close();
            }
        } else if (setup == "problem") {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"format\": \"chess-puzzle-workbench-problem\", \"version\": 1, \"kind\": \"exact\", "
                    "\"board\": {\"width\": 3, \"height\": 3}}");
        }
        const QByteArray before = QFile::exists(file) ? [&] {
            QFile f(file);
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }() : QByteArray();
        for (QString &a : args)
            a.replace('@', file);
        message.replace('@', file);
        const Run r = runCpw(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1); // one line
        // The file is left as it was.
        if (!before.isEmpty()) {
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), before);
        }
    }
};

QTEST_GUILESS_MAIN(TestResumeCli)
#include "tst_resumecli.moc"
