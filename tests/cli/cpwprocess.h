#pragma once
// Running the cpw binary from a test: exit code, stdout, stderr, and the summary line.
#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>

#include "slowdown.h"

namespace cpwtest {

struct Run {
    int code = -1; ///< exit code, -1 after a crash or a time-out
    QByteArray out, err;
};

/// Runs build/bin/cpw with `args`; kills it after `timeoutMs` (a hang guard, scaled by
/// kSlowdown for the default).
inline Run runCpw(const QStringList &args, int timeoutMs = 60000 * kSlowdown)
{
    QProcess p;
    p.start(QStringLiteral(CPW_BINARY_DIR "/bin/cpw"), args);
    Run r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        r.err = "timeout";
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

/// The last line of `out` parsed as a JSON object (the contract's summary line).
inline QJsonObject lastJsonLine(const QByteArray &out)
{
    const QList<QByteArray> lines = out.trimmed().split('\n');
    return QJsonDocument::fromJson(lines.last()).object();
}

} // namespace cpwtest
