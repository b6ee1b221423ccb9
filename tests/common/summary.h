#pragma once
// Shared by the tests that run cpw as a process (tests/cli, tests/mpi): the counts of a summary
// line, and waiting until cpw is ready for a SIGINT.
#include <QFile>
#include <QJsonObject>
#include <QTest>

#include <csignal>

namespace cpwtest {

/// The counts of a summary line that must not depend on how the search ran (pauses, threads,
/// processes): complete, solutions, distinct, symmetric, optimum, proven_optimal, by_pieces and
/// distinct_by_pieces (those present).
inline QJsonObject summaryCounts(const QJsonObject &s)
{
    QJsonObject c;
    for (const char *key : {"complete", "solutions", "distinct", "symmetric", "optimum", "proven_optimal",
                            "by_pieces", "distinct_by_pieces"})
        if (s.contains(QLatin1String(key)))
            c[QLatin1String(key)] = s[QLatin1String(key)];
    return c;
}

/// Waits until process `pid` has blocked SIGINT (cpw blocks it and turns it into a stop request
/// with sigwait), read from /proc/<pid>/status. A SIGINT sent earlier would kill the process,
/// which happens on a busy machine or under a sanitizer, where start-up is slow.
inline bool waitForSigintBlocked(qint64 pid)
{
    for (int attempt = 0; attempt < 6000; ++attempt) { // a hang guard of about a minute
        QFile status(QStringLiteral("/proc/%1/status").arg(pid));
        if (status.open(QIODevice::ReadOnly)) {
            for (const QByteArray &line : status.readAll().split('\n'))
                if (line.startsWith("SigBlk:") &&
                    (line.mid(7).trimmed().toULongLong(nullptr, 16) & (1ULL << (SIGINT - 1))))
                    return true;
        }
        QTest::qWait(10);
    }
    return false;
}

} // namespace cpwtest
