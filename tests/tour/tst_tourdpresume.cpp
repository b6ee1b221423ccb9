// Pause and resume of the frontier programme (core/src/tour/frontier.cpp, issue 25): a count
// stopped at random sweep steps, again and again, and continued from its checkpoint (the ledger
// through the checkpoint file format, the map through its side file), ends at the published
// numbers for 1 and 2 threads and with the thread count changing between sessions. Sessions
// alternate between a checkpoint after every step (stopped after a random number of them) and
// no periodic checkpoint at all, stopped a random number of steps on, usually in the middle of
// a step (the last finished map is then saved). Damaged, foreign and missing side files are
// refused with the file's path and what is wrong.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <optional>
#include <random>

#include "cpw/checkpoint.h"
#include "cpw/tour.h"
#include "tourcount.h"

using namespace cpw;
using namespace tourtest;

namespace {

/// The frontier programme's count of a rectangle's tours.
TourRequest request(int w, int h, bool closed, int start = -1, std::vector<Leap> leaps = {})
{
    return countRequest(w, h, closed, TourEngine::Frontier, start, std::move(leaps));
}

int sideFiles(const QString &dir)
{
    return int(QDir(dir).entryList({"*.frontier"}, QDir::Files).size());
}

struct Sessions {
    SearchStats stats;
    int sessions = 0;
    int resumedSteps = 0;   ///< sessions that continued a map (steps done > 0)
    int stoppedBetween = 0; ///< sessions without periodic checkpoints that were stopped and saved
};

/// Runs the request in sessions until one completes; threads 0 = 1 and 2 alternately.
Sessions inSessions(const TourRequest &req, int threads, unsigned seed, const QString &dir)
{
    Sessions out;
    std::mt19937 rng(seed);
    const std::string file = (dir + "/run.cpwsearch").toStdString();
    // The problem only rides along in the checkpoint (the king's leaps are no (a, b) leaper's).
    TourRequest knight = req;
    knight.leaps.clear();
    auto problem = tourProblemFromRequest(knight, Catalogue::standard());
    if (!problem)
        qFatal("no problem");
    std::optional<TaskLedger> ledger;
    for (int session = 0; session < 300; ++session) {
        std::stop_source stop;
        SearchOptions opt;
        opt.threads = threads ? threads : 1 + session % 2;
        opt.checkpointFile = [&file] {
            return file;
        };
        const int k = std::uniform_int_distribution<int>(1, 6)(rng);
        const bool everyStep = session % 2 == 0;
        std::optional<TaskLedger> last;
        int seen = 0;
        const int target = (ledger ? static_cast<int>(ledger->doneCount()) : 0) + k;
        if (everyStep) {
            opt.checkpointInterval = 0;
            opt.onCheckpoint = [&](const TaskLedger &l) {
                last = l;
                if (++seen >= k)
                    stop.request_stop();
            };
        } else { // stopped once `target` steps are done: mostly during the next step
            opt.checkpointInterval = 1e9;
            opt.onCheckpoint = [&](const TaskLedger &l) {
                last = l;
            };
            opt.progressInterval = 0.001;
            opt.onProgress = [&](const Progress &p) {
                for (const ProgressFigure &f : p.figures)
                    if (f.key == "sweep_step" && f.value >= target)
                        stop.request_stop();
            };
        }
        TaskLedger from;
        if (ledger) {
            from = *ledger;
            opt.resume = &from;
        }
        auto r = solveTour(req, stop.get_token(), opt);
        if (!r.ok())
            qFatal("the count failed: error %d (%s, %lld)", static_cast<int>(r.error().code),
                   r.error().token.c_str(), r.error().value);
        ++out.sessions;
        out.resumedSteps += r->extra.count("resumed_at_step") ? 1 : 0;
        if (r->complete) {
            out.stats = r.value();
            return out;
        }
        if (!last)
            continue; // stopped in the first step after the resumed one: nothing new to save
        out.stoppedBetween += everyStep ? 0 : 1;
        Checkpoint cp;
        cp.problem = problem.value();
        cp.ledger = *last;
        auto back = parseCheckpoint(serializeCheckpoint(cp));
        if (!back.ok())
            qFatal("the checkpoint did not read back: error %d", static_cast<int>(back.error().code));
        locateSideFile(back.value(), file);
        ledger = back->ledger;
    }
    qFatal("no end after 300 sessions");
    return out;
}

/// A checkpoint of `req` stopped after `steps` sweep steps (a checkpoint after every step);
/// its ledger, the side file in `dir`.
TaskLedger stoppedAfter(const TourRequest &req, int steps, const QString &dir, const QString &name)
{
    const std::string file = (dir + "/" + name).toStdString();
    std::stop_source stop;
    SearchOptions opt;
    opt.threads = 1;
    opt.checkpointInterval = 0;
    opt.checkpointFile = [&file] {
        return file;
    };
    TaskLedger last;
    opt.onCheckpoint = [&](const TaskLedger &l) {
        if (static_cast<int>(l.doneCount()) != steps)
            return;
        // Kept aside: the next step may end before the stop is seen, and its checkpoint
        // replaces this one's side file.
        last = l;
        last.sideFile += ".kept";
        QFile::copy(QString::fromStdString(l.sideFile), QString::fromStdString(last.sideFile));
        stop.request_stop();
    };
    auto r = solveTour(req, stop.get_token(), opt);
    if (!r.ok() || r->complete || static_cast<int>(last.doneCount()) != steps)
        qFatal("no checkpoint after %d steps", steps);
    return last;
}

} // namespace

class TestTourDpResume : public QObject {
    Q_OBJECT
private slots:
    void published_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<bool>("closed");
        QTest::addColumn<int>("start");
        QTest::addColumn<QString>("leap");
        QTest::addColumn<QString>("expected");
        for (int threads : {1, 2, 0}) {
            const QString t = threads ? QString::number(threads) + "t" : QStringLiteral("1t/2t");
            auto row = [&](const char *name) -> QTestData & {
                return QTest::addRow("%s %s", name, qPrintable(t));
            };
            // n x n: OEIS A001230 (closed, undirected), A165134 (open, directed).
            row("A001230 6x6 closed") << 6 << 6 << true << -1 << ""
                                      << "9862";
            if (threads == 2)
                continue; // (two threads also in the sessions of the mixed row)
            row("A165134 6x6 open") << 6 << 6 << false << -1 << ""
                                    << "6637920";
            // A165134's 5x5 table by start: 304 tours from a corner.
            if (threads != 0)
                continue; // the smaller and the slower rows once, with the threads changing
            row("5x5 open from a1") << 5 << 5 << false << 0 << ""
                                    << "304";
            // 3 x n: twice OEIS A169696 (open, directed); 4 * A169769 - 2 * A169768 (closed).
            row("3x10 open") << 3 << 10 << false << -1 << ""
                             << "6096";
            row("3x12 closed") << 3 << 12 << true << -1 << ""
                               << "176";
            // Beyond 64 bits: the closed king's tours of 8x8, OEIS A140519 (the 64-bit sweep
            // overflows and runs again with 128-bit counts, from the checkpoint's map).
            row("A140519 8x8 king closed") << 8 << 8 << true << -1 << "king"
                                           << "961742089476282321684";
            // Beyond 128 bits: the closed wazir's tours of 4 x 110, OEIS A006864(110) by its
            // proved recurrence (a(n) = 2a(n-1) + 2a(n-2) - 2a(n-3) + a(n-4), a(1..4) = 0, 1, 2, 6;
            // Tosic et al. 1990), computed here in Python's integers: the sweep climbs from 64 to
            // 128 and 256 bits across sessions, each time from the checkpoint's side file.
            row("A006864 4x110 wazir closed") << 4 << 110 << true << -1 << "wazir"
                                              << "43681889353773496985366625454308690488456665";
        }
    }
    void published()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(bool, closed);
        QFETCH(int, start);
        QFETCH(QString, leap);
        QFETCH(QString, expected);
        std::vector<Leap> leaps;
        if (leap == "king")
            leaps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
        if (leap == "wazir")
            leaps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        const QString tag = QTest::currentDataTag();
        const int threads = tag.endsWith("1t/2t") ? 0 : tag.endsWith("2t") ? 2 : 1;
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const Sessions s = inSessions(request(w, h, closed, start, leaps), threads, qHash(tag), dir.path());
        QCOMPARE(QString::fromStdString(exactText(s.stats)), expected);
        QVERIFY(s.resumedSteps > 0);
        // Small boards finish a session between two progress reports; 6 x 6 and the king's 8 x 8
        // are also stopped without periodic checkpoints.
        if (w >= 6 && h >= 6)
            QVERIFY2(s.stoppedBetween > 0 && s.sessions > 3, qPrintable(QString::number(s.sessions)));
        else // the first session stops after at most 6 of the 25 or more steps
            QVERIFY2(w * h >= 25 && s.sessions > 1, qPrintable(QString::number(s.sessions)));
        QCOMPARE(s.stats.labels.at("engine"), std::string("dp"));
        QCOMPARE(sideFiles(dir.path()), 0); // a finished count leaves no side file behind
    }

    void refused_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<int>("why"); // Error::value of CheckpointSideFile
        QTest::newRow("missing") << "missing" << 1;
        QTest::newRow("not a side file") << "text" << 2;
        QTest::newRow("truncated") << "truncated" << 3;
        QTest::newRow("longer") << "longer" << 3;
        QTest::newRow("a bit flipped") << "flip" << 4;
        QTest::newRow("another board (5x6)") << "board" << 5;
        QTest::newRow("another piece (camel)") << "piece" << 6;
        QTest::newRow("closed tours") << "closed" << 7;
        QTest::newRow("another start") << "start" << 8;
        QTest::newRow("an earlier step") << "step" << 9;
        QTest::newRow("checksum in the checkpoint") << "checksum" << 9;
    }
    void refused()
    {
        QFETCH(QString, damage);
        QFETCH(int, why);
        QTemporaryDir dir;
        const TourRequest req = request(6, 6, false);
        TaskLedger l = stoppedAfter(req, 8, dir.path(), "a.cpwsearch");
        const QString side = QString::fromStdString(l.sideFile);
        QVERIFY(QFile::exists(side));
        auto replaceBy = [&](const TaskLedger &other) {
            QFile::remove(side);
            QVERIFY(QFile::copy(QString::fromStdString(other.sideFile), side));
        };
        if (damage == "missing") {
            QFile::remove(side);
        } else if (damage == "text") {
            QFile f(side);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write("{\"not\": \"a map\"}\n");
        } else if (damage == "truncated" || damage == "longer" || damage == "flip") {
            QFile f(side);
            QVERIFY(f.open(QIODevice::ReadWrite));
            if (damage == "truncated") {
                QVERIFY(f.resize(f.size() - 8));
            } else if (damage == "longer") {
                f.seek(f.size());
                f.write(QByteArray(8, '\0'));
            } else {
                f.seek(f.size() / 2);
                char c = 0;
                QVERIFY(f.getChar(&c));
                f.seek(f.size() / 2);
                QVERIFY(f.putChar(char(c ^ 4)));
            }
        } else if (damage == "board") {
            replaceBy(stoppedAfter(request(5, 6, false), 8, dir.path(), "b.cpwsearch"));
        } else if (damage == "piece") {
            replaceBy(stoppedAfter(
                request(6, 6, false, -1,
                        {{1, 3}, {3, 1}, {-1, 3}, {-3, 1}, {1, -3}, {3, -1}, {-1, -3}, {-3, -1}}),
                14, dir.path(), "c.cpwsearch"));
        } else if (damage == "closed") {
            replaceBy(stoppedAfter(request(6, 6, true), 8, dir.path(), "d.cpwsearch"));
        } else if (damage == "start") {
            replaceBy(stoppedAfter(request(6, 6, false, 0), 8, dir.path(), "e.cpwsearch"));
        } else if (damage == "step") {
            replaceBy(stoppedAfter(req, 7, dir.path(), "f.cpwsearch"));
        } else if (damage == "checksum") {
            l.sideChecksum[3] = l.sideChecksum[3] == '0' ? '1' : '0';
        }
        SearchOptions opt;
        opt.resume = &l;
        auto r = solveTour(req, {}, opt);
        QVERIFY(!r.ok());
        QCOMPARE(familyCode<TourError>(r.error()), TourError::SideFile);
        QCOMPARE(r.error().token, l.sideFile);
        QCOMPARE(int(r.error().value), why);
    }

    void ledgerRefused()
    {
        // A ledger of another split (the search's tasks) is refused by an explicit dp; one of
        // the programme with steps done out of order or without its side file is damaged.
        QTemporaryDir dir;
        const TourRequest req = request(6, 6, false);
        TaskLedger l = stoppedAfter(req, 5, dir.path(), "a.cpwsearch");
        SearchOptions opt;
        TaskLedger other = l;
        other.split = "tour/1234/256";
        opt.resume = &other;
        auto r = solveTour(req, {}, opt);
        QVERIFY(!r.ok());
        QCOMPARE(familyCode<TourError>(r.error()), TourError::EngineRefused);
        other = l;
        other.split = "frontier/30/13";
        r = solveTour(req, {}, opt);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::CheckpointMismatch);
        other = l;
        other.done[2] = 0;
        r = solveTour(req, {}, opt);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::CheckpointCorrupt);
        other = l;
        other.sideFile.clear();
        r = solveTour(req, {}, opt);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::CheckpointCorrupt);
    }

    void writeFails()
    {
        // A checkpoint that cannot be written stops the count with the file's error.
        SearchOptions opt;
        opt.checkpointInterval = 0;
        opt.checkpointFile = [] {
            return std::string("/nonexistent-folder/run.cpwsearch");
        };
        opt.onCheckpoint = [](const TaskLedger &) {
        };
        auto r = solveTour(request(6, 6, true), {}, opt);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::FileWrite);
    }
};

QTEST_APPLESS_MAIN(TestTourDpResume)
#include "tst_tourdpresume.moc"
