#pragma once
// Shared by tst_resumecli and tst_resumecliphases: one search paused by SIGINT and resumed in
// several sessions until it is complete, against the summary of an uninterrupted run.
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

namespace cpwtest {

/// What a checkpoint says is done: its task marks and the records of finished steps.
inline QByteArray progressOf(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QJsonObject search = QJsonDocument::fromJson(f.readAll()).object()["search"].toObject();
    return search["split"].toString().toUtf8() + ' ' + search["done"].toString().toUtf8() + ' ' +
           QJsonDocument(search["records"].toObject()).toJson(QJsonDocument::Compact);
}

/// `cpw ARGS` run whole, then paused by SIGINT once its checkpoint records finished work, then
/// resumed in sessions of a fifth of the whole run's time until complete: the same summary.
inline void pauseAndResumeSessions(const QStringList &args)
{
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

} // namespace cpwtest
