// cpw --mpi (issue 12): under mpirun with 2 and (oversubscribed) 4 processes on this machine,
// every family that can distribute its search prints the counts of a single-process run; a run
// whose worker rank is killed is continued from rank 0's checkpoint to the same counts. Label
// `mpi`: run by ./workbench test wherever the build has MPI (Open MPI is in workbench's package
// list), and alone by ./workbench mpi-test.
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include "cpw/checkpoint.h"
#include "damage.h"
#include "slowdown.h"
#include "summary.h"

namespace {

const QString kCpw = QStringLiteral(CPW_BINARY_DIR "/bin/cpw");

QProcessEnvironment mpiEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("OMPI_ALLOW_RUN_AS_ROOT", "1"); // containers run tests as root
    env.insert("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1");
    env.insert("OMPI_MCA_rmaps_base_oversubscribe", "1");
    // More ranks than cores: a rank waiting in MPI yields the processor instead of spinning
    // (Open MPI does not choose it by itself here). Without it the 3-rank rows crawl on a busy
    // 2-core machine: the 6x6 frontier count over 3 ranks in rounds of 1000 bytes took 153 s
    // of wall clock (300 s of CPU spent waiting) beside a build, 3.7 s with it.
    env.insert("OMPI_MCA_mpi_yield_when_idle", "1");
    return env;
}

struct Run {
    int code = -1;
    QJsonObject summary;
    int lines = 0;
    QByteArray err;
    QByteArray last; ///< the summary line as printed (counts past 64 bits are JSON integers of any size)
};

Run run(const QString &program, const QStringList &args, int timeoutMs = 600000 * cpwtest::kSlowdown)
{
    QProcess p;
    p.setProcessEnvironment(mpiEnvironment());
    p.start(program, args);
    Run r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    const QList<QByteArray> out = p.readAllStandardOutput().trimmed().split('\n');
    r.lines = static_cast<int>(out.size()) - 1;
    r.summary = QJsonDocument::fromJson(out.last()).object();
    r.last = out.last();
    r.err = p.readAllStandardError();
    return r;
}

QStringList mpirun(int np)
{
    return {"-np", QString::number(np), "--oversubscribe", kCpw};
}

/// The MPI rank of process `pid` (from its environment), or -1.
int rankOf(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/environ").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &v : f.readAll().split('\0'))
        if (v.startsWith("OMPI_COMM_WORLD_RANK="))
            return v.mid(21).toInt();
    return -1;
}

} // namespace

class TestMpi : public QObject {
    Q_OBJECT
private slots:
    void sameCounts_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("np");
        const QList<QStringList> cases = {
            {"exact", "--board", "5x5", "--k", "2", "--distinct"},
            {"exact", "--board", "5x5", "--k", "3", "--fewest", "--distinct"},
            {"cover", "--board", "10x10", "--distinct"},
            {"tour", "--board", "5x5", "--count"},
            {"independent", "--n", "13"},
            {"independent", "--board", "6x6", "--army", "K2Q2B2N1"},
            {"independent", "--board", "7x7", "--piece", "K", "--count", "9", "--distinct"},
            {"independent", "--board", "10x10", "--piece", "Q", "--max", "--distinct"},
            {"independent", "--board", "9x9", "--piece", "B", "--count", "9", "--quiet"}, // by components
            {"army", "--board", "7x7"}, // the clique engine's tasks (issue 28)
            {"army", "--board", "6x6", "--each-type"},
        };
        for (int np : {2, 4})
            for (const QStringList &c : cases)
                QTest::addRow("%s np=%d", qPrintable(c.join(' ')), np) << c << np;
    }
    void sameCounts()
    {
        QFETCH(QStringList, args);
        QFETCH(int, np);
        const Run single = run(kCpw, args + QStringList{"--json", "--threads", "1"});
        QCOMPARE(single.code, 0);
        QVERIFY(single.summary["complete"].toBool());
        const Run mpi = run("mpirun", mpirun(np) + args + QStringList{"--json", "--threads", "1", "--mpi"});
        QVERIFY2(mpi.code == 0, mpi.err.constData());
        QCOMPARE(cpwtest::summaryCounts(mpi.summary), cpwtest::summaryCounts(single.summary));
        // Every solution streamed once, through rank 0.
        QCOMPARE(mpi.lines, single.lines);
    }

    /// A worker rank killed mid-run ends the job; rank 0's checkpoint continues it.
    void killedRankResumes()
    {
        const QStringList args{"exact", "--board", "5x5", "--k", "3", "--distinct", "--quiet", "--json"};
        const Run whole = run(kCpw, args + QStringList{"--threads", "2"});
        QCOMPARE(whole.code, 0);
        QTemporaryDir dir;
        const QString file = dir.filePath("mpi.cpwsearch");
        QProcess job;
        job.setProcessEnvironment(mpiEnvironment());
        job.start("mpirun", mpirun(3) + args +
                                QStringList{"--threads", "1", "--mpi", "--checkpoint", file,
                                            "--checkpoint-every", "0"});
        QVERIFY(job.waitForStarted());
        // Wait until some tasks are saved, then kill rank 2.
        bool saved = false;
        for (int i = 0; i < 6000 && !saved; ++i) {
            QTest::qWait(10);
            QFile f(file);
            if (f.open(QIODevice::ReadOnly)) {
                const QJsonObject search = QJsonDocument::fromJson(f.readAll()).object()["search"].toObject();
                saved = search["done"].toString().contains(QRegularExpression("[1-9a-f]"));
            }
        }
        QVERIFY(saved);
        qint64 victim = -1;
        for (const QString &entry : QDir("/proc").entryList(QDir::Dirs)) {
            bool number = false;
            const qint64 pid = entry.toLongLong(&number);
            if (number && rankOf(pid) == 2) {
                QFile cmd(QStringLiteral("/proc/%1/cmdline").arg(pid));
                if (cmd.open(QIODevice::ReadOnly) && cmd.readAll().contains("bin/cpw"))
                    victim = pid;
            }
        }
        // 5x5 k=3 runs for seconds after its first saved task: a job that ended before a rank
        // could be killed is a failure, not a reason to skip.
        QVERIFY2(victim > 0, job.state() == QProcess::NotRunning
                                 ? "the job ended before a rank could be killed"
                                 : "no rank 2 process of cpw found");
        ::kill(pid_t(victim), SIGKILL);
        QVERIFY(job.waitForFinished(120000));
        // Continued in one process (and so with another number of processes).
        Run resumed;
        for (int session = 0; session < 50; ++session) {
            resumed = run(kCpw, {"resume", file, "--quiet", "--json", "--threads", "2"});
            QCOMPARE(resumed.code, 0);
            if (resumed.summary["complete"].toBool())
                break;
        }
        QCOMPARE(cpwtest::summaryCounts(resumed.summary), cpwtest::summaryCounts(whole.summary));
    }

    /// Checkpointed and resumed under MPI, paused by a time limit.
    void resumeUnderMpi()
    {
        const QStringList args{"cover", "--board", "11x11", "--distinct", "--quiet", "--json"};
        const Run whole = run(kCpw, args + QStringList{"--threads", "2"});
        QCOMPARE(whole.code, 0);
        QTemporaryDir dir;
        const QString file = dir.filePath("cover.cpwsearch");
        // Sessions of 1 and 2 s (scaled by kSlowdown), as many as it takes: not a fixed number,
        // which a slower build (ThreadSanitizer: 50 sessions were not enough) does not finish
        // in. A session that finished no part (a loaded machine: three ranks' start-up alone
        // can take the second) gives the next one twice the time; past 64 s without a part the
        // resume is broken, and the test fails instead of running for ever.
        Run r = run("mpirun", mpirun(3) + args +
                                  QStringList{"--threads", "1", "--mpi", "--checkpoint", file, "--time-limit",
                                              QString::number(cpwtest::kSlowdown)});
        QCOMPARE(r.code, 0);
        std::string split; // a search in phases starts a new list of parts with each phase
        std::uint64_t done = 0;
        double seconds = 2;
        while (!r.summary["complete"].toBool()) {
            const auto saved = cpw::loadCheckpointFile(file.toStdString());
            QVERIFY(saved.ok());
            if (saved->ledger.split != split || saved->ledger.doneCount() > done) {
                seconds = 2;
            } else {
                seconds *= 2;
                QVERIFY2(seconds <= 64, "sessions of up to 32 s finished no part");
            }
            split = saved->ledger.split;
            done = saved->ledger.doneCount();
            r = run("mpirun",
                    mpirun(3) + QStringList{"resume", file, "--quiet", "--json", "--threads", "1", "--mpi",
                                            "--time-limit", QString::number(seconds * cpwtest::kSlowdown)});
            QCOMPARE(r.code, 0);
        }
        QCOMPARE(cpwtest::summaryCounts(r.summary), cpwtest::summaryCounts(whole.summary));
    }

    /// Rank 0 stopped (time limit) while the others are still cutting tasks or waiting for
    /// them: every rank ends, none waits for ever.
    void stopDuringSplit()
    {
        const Run r = run("mpirun",
                          mpirun(3) + QStringList{"exact", "--board", "7x7", "--k", "3", "--tasks", "50000",
                                                  "--time-limit", "0.3", "--quiet", "--json", "--threads",
                                                  "1", "--mpi"},
                          120000);
        QCOMPARE(r.code, 0);
        QVERIFY(!r.summary["complete"].toBool());
    }

    /// The tour frontier programme (--engine dp) over 2 and 3 ranks: each owns the configurations
    /// of its hash part and the successors travel once a sweep step; counts from OEIS.
    void tourDp_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("np");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QByteArray>("round"); // --mpi-round-bytes: "" = the default (256 MiB)
        struct Row {
            const char *name;
            QStringList args;
            const char *expected;
        };
        const QList<Row> rows = {
            {"A001230 6x6 closed", {"--board", "6x6", "--closed"}, "9862"},
            {"A165134 6x6 open", {"--board", "6x6"}, "6637920"},
            {"A169696 3x10 open", {"--board", "3x10"}, "6096"},
            {"A169769/A169768 3x12 closed", {"--board", "3x12", "--closed"}, "176"},
            // Past 64 bits: the 64-bit sweep overflows and every rank runs again with 128-bit counts.
            {"A140519 8x8 king closed",
             {"--board", "8x8", "--closed", "--piece", "K"},
             "961742089476282321684"},
        };
        for (int np : {2, 3})
            for (const Row &r : rows)
                QTest::addRow("%s np=%d", r.name, np)
                    << (QStringList{"tour", "--count", "--engine", "dp", "--quiet", "--no-theory"} + r.args)
                    << np << r.expected << QByteArray();
        // Many small rounds of MPI_Alltoallv (a buffer beyond the round is cut in pieces).
        QTest::addRow("A165134 6x6 open np=3 rounds of 1000 bytes")
            << QStringList{"tour", "--count", "--engine", "dp", "--quiet", "--board", "6x6"} << 3 << "6637920"
            << QByteArray("1000");
        // auto takes dp when no tour is to be printed, on boards under 36 cells (the split from
        // there on: tst_tourdp autoEngine).
        QTest::addRow("A383661 5x6 closed np=2 auto")
            << QStringList{"tour", "--count", "--quiet", "--board", "5x6", "--closed"} << 2 << "8"
            << QByteArray();
    }
    void tourDp()
    {
        QFETCH(QStringList, args);
        QFETCH(int, np);
        QFETCH(QString, expected);
        QFETCH(QByteArray, round);
        const QStringList roundArgs =
            round.isEmpty() ? QStringList{} : QStringList{"--mpi-round-bytes", QString::fromLatin1(round)};
        const Run mpi =
            run("mpirun", mpirun(np) + args + QStringList{"--json", "--threads", "1", "--mpi"} + roundArgs);
        QVERIFY2(mpi.code == 0, mpi.err.constData());
        // The round the exchange used, in the summary (the default: 256 MiB).
        QCOMPARE(mpi.summary["mpi_round_bytes"].toInteger(), round.isEmpty() ? 268435456LL : round.toLongLong());
        QVERIFY(mpi.summary["complete"].toBool());
        QCOMPARE(mpi.summary["engine"].toString(), QString("dp"));
        QCOMPARE(mpi.summary["ranks"].toInt(), np);
        // The digits as printed: beyond 64 bits a JSON integer that QJsonDocument reads as a double.
        const QRegularExpressionMatch m = QRegularExpression("\"solutions\":([0-9]+)").match(mpi.last);
        QVERIFY(m.hasMatch());
        const QString count = m.captured(1);
        QCOMPARE(count, expected);
        QCOMPARE(mpi.lines, 0); // one summary: rank 0's
    }

    /// The split (--engine split) over 2 and 3 ranks: its 81 parts of 8x6's open tours handed out
    /// as the search's tasks. No published figure for 8x6 open: the frontier programme's count
    /// (another engine) in one process is the expected one. One row per number of ranks (each
    /// minutes of CPU on a loaded machine: tst_mpi.parts runs them as parts of their own).
    void tourSplit_data()
    {
        QTest::addColumn<int>("np");
        QTest::newRow("np=2") << 2;
        QTest::newRow("np=3") << 3;
    }
    void tourSplit()
    {
        QFETCH(int, np);
        // 7x6 in a sanitizer build (slowdown.h; its 81 parts too): 8x6 by dp alone took over the
        // 10 minutes of run()'s guard under ThreadSanitizer.
        const QString size = cpwtest::kSanitizerBuild ? "7x6" : "8x6";
        const QStringList board{"tour", "--count", "--board", size, "--quiet", "--json", "--threads", "1"};
        const Run dp = run(kCpw, board + QStringList{"--engine", "dp"});
        QVERIFY2(dp.code == 0, dp.err.constData());
        QCOMPARE(dp.summary["engine"].toString(), QString("dp"));
        const Run mpi = run("mpirun", mpirun(np) + board + QStringList{"--engine", "split", "--mpi"});
        QVERIFY2(mpi.code == 0, mpi.err.constData());
        QVERIFY(mpi.summary["complete"].toBool());
        QCOMPARE(mpi.summary["engine"].toString(), QString("split"));
        QCOMPARE(mpi.summary["split_tasks"].toInt(), 81);
        QCOMPARE(mpi.summary["solutions"].toInteger(), dp.summary["solutions"].toInteger());
        QCOMPARE(mpi.lines, 0); // one summary: rank 0's
    }

    /// A time limit on rank 0 stops every rank at a sweep step; each rank saved its part of the
    /// map (FILE.stepN.rankR.frontier) and rank 0 the ledger naming them. Resumed under 2 ranks,
    /// then without MPI, to A165134's 6x6 count; no side file is left at the end. No session
    /// assumes the count outlasts a fixed time: each time limit starts at a millisecond and is
    /// doubled until a session stops with a step saved (the event), so a session pauses after
    /// a step or two on any machine.
    void tourDpPauseAndResume()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath("tour.cpwsearch");
        const QStringList common{"--quiet", "--json", "--threads", "1", "--checkpoint-every", "0"};
        const auto parts = [&] { return QDir(dir.path()).entryList({"*.frontier"}, QDir::Files); };
        Run r;
        for (double seconds = 0.001; parts().isEmpty(); seconds *= 2) {
            QFile::remove(file);
            r = run("mpirun",
                    mpirun(3) +
                        QStringList{"tour", "--count", "--engine", "dp", "--board", "6x6", "--mpi", "--checkpoint",
                                    file, "--time-limit", QString::number(seconds)} +
                        common,
                    120000 * cpwtest::kSlowdown);
            QCOMPARE(r.code, 0);
            QVERIFY2(!r.summary["complete"].toBool(), "the count ended before any step was saved");
        }
        QCOMPARE(parts().size(), 3);
        QVERIFY2(parts()[2].contains(QRegularExpression("^tour\\.cpwsearch\\.step[0-9]+\\.rank2\\.frontier$")),
                 qPrintable(parts().join(' ')));
        // Under 2 ranks: sessions until one saves a later step (its 2 parts replace the 3).
        const QStringList before = parts();
        for (double seconds = 0.001; parts() == before; seconds *= 2) {
            r = run("mpirun", mpirun(2) + QStringList{"resume", file, "--mpi", "--time-limit", QString::number(seconds)} + common,
                    120000 * cpwtest::kSlowdown);
            QCOMPARE(r.code, 0);
            if (r.summary["complete"].toBool())
                break;
        }
        QVERIFY2(!r.summary["complete"].toBool(), "the 2-rank session finished the count: no pause to test");
        QCOMPARE(parts().size(), 2);
        for (int session = 0; session < 20 && !r.summary["complete"].toBool(); ++session)
            r = run(kCpw, QStringList{"resume", file} + common);
        QVERIFY(r.summary["complete"].toBool());
        QCOMPARE(r.summary["solutions"].toInteger(), 6637920);
        QCOMPARE(parts(), QStringList());
    }

    /// A damaged part is refused with its name, without MPI and by every rank under MPI; a rank 0
    /// that refuses alone (the checkpoint file exists) ends the job, no rank waits for it.
    void tourDpRefusals()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath("tour.cpwsearch");
        const QStringList args{"tour",         "--count", "--engine",           "dp", "--board",
                               "6x6",          "--quiet", "--threads",          "1",  "--mpi",
                               "--checkpoint", file,      "--checkpoint-every", "0",  "--time-limit",
                               "0.5"};
        QCOMPARE(run("mpirun", mpirun(2) + args, 120000).code, 0);
        const QStringList parts = QDir(dir.path()).entryList({"*.rank1.frontier"}, QDir::Files);
        QCOMPARE(parts.size(), 1);
        QVERIFY(damagetest::flipMiddleByte(dir.filePath(parts[0])));
        const Run one = run(kCpw, {"resume", file, "--quiet"});
        QCOMPARE(one.code, 2);
        QVERIFY2(one.err.contains(parts[0].toUtf8()) && one.err.contains("damaged"), one.err.constData());
        const Run three = run("mpirun", mpirun(3) + QStringList{"resume", file, "--quiet", "--mpi"}, 120000);
        QCOMPARE(three.code, 2);
        QVERIFY2(three.err.contains(parts[0].toUtf8()) && three.err.contains("damaged"),
                 three.err.constData());
        // The checkpoint file exists: rank 0 refuses before the sweep; MPI_Abort ends the others.
        const Run exists = run("mpirun", mpirun(3) + args, 60000);
        QCOMPARE(exists.code, 2);
        QVERIFY2(exists.err.contains("exists"), exists.err.constData());
    }

    /// Ranks started with other options (mpirun's MPMD form): rank 0 lists the solutions, ranks
    /// 1 and 2 only count (--quiet), so they cut the 10 queens into other tasks. The job ends
    /// with rank 0's refusal, no rank crashes or waits for ever.
    void oddRanksRefused()
    {
        const QStringList common{"independent", "--n", "10", "--json", "--threads", "1", "--mpi"};
        const Run r = run("mpirun",
                          QStringList{"--oversubscribe", "-np", "1", kCpw} + common +
                              QStringList{":", "-np", "2", kCpw} + common + QStringList{"--quiet"},
                          120000);
        QCOMPARE(r.code, 2);
        // What and where: the rank that cut the search otherwise and both runs of tasks.
        QVERIFY2(QRegularExpression("--mpi: rank [12] cut the search into \\d+ tasks \\(split .+\\), rank 0 into "
                                    "\\d+ \\(split .+\\); every rank must run the same command")
                     .match(QString::fromUtf8(r.err))
                     .hasMatch(),
                 r.err.constData());
    }

    void workerLeftEarly()
    {
        // Rank 1 never reaches the task list rank 0 waits on: its command is only --help (exit
        // code 0; a refused input, exit code 2, makes mpirun end the job itself). Rank 0 ends
        // with the rank, its exit code and its own run of tasks named, instead of waiting for
        // a report that never comes (it used to: the 120 s guard then fails the test).
        const Run r = run("mpirun",
                          QStringList{"--oversubscribe", "-np", "1", kCpw, "independent", "--n", "10", "--json",
                                      "--threads", "1", "--mpi", ":", "-np", "1", kCpw, "independent", "--help",
                                      "--mpi"},
                          120000);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--mpi: rank 1 ended its command (exit code 0) without taking part in rank 0's"),
                 r.err.constData());
    }

    void refused()
    {
        const Run one = run("mpirun", {"-np", "1", kCpw, "exact", "--board", "4x4", "--mpi"});
        QCOMPARE(one.code, 2);
        // CBC's 0-1 program keeps no task list (the army's clique engine distributes).
        const Run army =
            run("mpirun", mpirun(2) + QStringList{"army", "--board", "5x5", "--engine", "mip", "--mpi"});
        QVERIFY(army.code != 0);
    }
};

QTEST_GUILESS_MAIN(TestMpi)
#include "tst_mpi.moc"
