#pragma once
// Shared by the tests that pause cpw with SIGINT (tests/cli, tests/mpi): a pause on an event
// (the first checkpoint that records finished work, the first side file), never after a fixed
// delay, so that no machine is too fast or too slow for it.
#include <QProcess>
#include <QString>
#include <QStringList>

#include <csignal>
#include <functional>

#include "cpw/checkpoint.h"
#include "slowdown.h"
#include "summary.h"

namespace cpwtest {

/// True when the checkpoint at `path` records finished work (a done task or a finished phase).
inline bool checkpointHasProgress(const QString &path)
{
    const auto cp = cpw::loadCheckpointFile(path.toStdString());
    return cp.ok() && (cp->ledger.doneCount() > 0 || !cp->ledger.records.empty());
}

/// A process run to its end.
struct Finished {
    int code = -1; ///< exit code; -1 after a crash, a failed start or the hang guard
    QByteArray out, err;
};

/// Starts `program` with `args` and interrupts it with SIGINT as soon as `event` holds (polled
/// every few milliseconds: e.g. the first checkpoint that records finished work), never after a
/// fixed delay, so that no machine is too fast or too slow for it. If the process ends before
/// the event, its own exit code is returned (the caller checks it was interrupted).
inline Finished interruptWhen(const QString &program, const QStringList &args, const std::function<bool()> &event)
{
    Finished f;
    QProcess p;
    p.start(program, args);
    if (!p.waitForStarted() || !waitForSigintBlocked(p.processId()))
        return f;
    while (p.state() == QProcess::Running && !event())
        p.waitForFinished(5);
    if (p.state() == QProcess::Running)
        ::kill(pid_t(p.processId()), SIGINT);
    // (waitForFinished is false for a process that has already ended: only a running one waits.)
    if (p.state() != QProcess::NotRunning && !p.waitForFinished(600000 * kSlowdown)) { // a hang guard
        p.kill();
        p.waitForFinished();
        return f;
    }
    f.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    f.out = p.readAllStandardOutput();
    f.err = p.readAllStandardError();
    return f;
}

} // namespace cpwtest
