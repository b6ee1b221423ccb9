// The frontier programme over several ranks (FrontierExchange, docs/tour.md "Several
// processes") without MPI: ranks are threads of this process, joined by an in-process
// exchange (a barrier and shared buffers). Each rank owns the configurations of its hash part,
// expands them and sends the successors other ranks own; the counts must equal the published
// ones and the single-process engine's, on every rank, for 2, 3 and 4 ranks, including the
// 8x8 king's count past 64 bits (the 64-bit sweep overflows on the ranks and all of them run
// again with 128-bit counts). tests/mpi/tst_mpi.cpp runs the same over MPI.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <barrier>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

#include "brute.h"
#include "cpw/checkpoint.h"
#include "cpw/search.h"
#include "cpw/tour.h"
#include "damage.h"
#include "tourcount.h"

using namespace cpw;
using tourtest::countRequest;
using tourtest::exactText;

namespace {

/// The ranks' meeting place: every collective call waits for all ranks at a barrier.
struct Hub {
    explicit Hub(int n) : ranks(n), meet(n), outs(n), flags(n), sums(n) {}
    int ranks;
    std::barrier<> meet;
    std::vector<std::vector<std::vector<std::uint8_t>> *> outs;
    std::vector<std::uint8_t> flags;
    std::vector<std::vector<std::uint64_t>> sums;
    std::atomic<std::uint64_t> exchanges{0}, bytes{0};
};

class ThreadExchange : public FrontierExchange {
public:
    ThreadExchange(Hub &hub, int rank) : m_hub(hub), m_rank(rank) {}
    int rank() const override { return m_rank; }
    int size() const override { return m_hub.ranks; }
    void exchange(std::vector<std::vector<std::uint8_t>> &out,
                  std::vector<std::vector<std::uint8_t>> &in) override
    {
        m_hub.outs[static_cast<std::size_t>(m_rank)] = &out;
        m_hub.meet.arrive_and_wait();
        in.assign(static_cast<std::size_t>(m_hub.ranks), {});
        for (int r = 0; r < m_hub.ranks; ++r)
            if (r != m_rank) {
                in[static_cast<std::size_t>(r)] =
                    (*m_hub.outs[static_cast<std::size_t>(r)])[static_cast<std::size_t>(m_rank)];
                m_hub.bytes += in[static_cast<std::size_t>(r)].size();
            }
        if (m_rank == 0)
            ++m_hub.exchanges;
        m_hub.meet.arrive_and_wait(); // every copy taken before a sender frees its buffers
    }
    bool any(bool flag) override
    {
        m_hub.flags[static_cast<std::size_t>(m_rank)] = flag;
        m_hub.meet.arrive_and_wait();
        bool result = false;
        for (std::uint8_t f : m_hub.flags)
            result = result || f;
        m_hub.meet.arrive_and_wait();
        return result;
    }
    void sum(std::vector<std::uint64_t> &values) override
    {
        m_hub.sums[static_cast<std::size_t>(m_rank)] = values;
        m_hub.meet.arrive_and_wait();
        std::vector<std::uint64_t> total(values.size(), 0);
        for (const auto &v : m_hub.sums)
            for (std::size_t k = 0; k < total.size(); ++k)
                total[k] += v[k];
        m_hub.meet.arrive_and_wait();
        values = total;
    }

private:
    Hub &m_hub;
    int m_rank;
};

struct Shared {
    std::vector<SearchStats> stats; ///< per rank
    std::uint64_t exchanges = 0, bytes = 0;
};

/// Runs `r` on `ranks` thread ranks (each with `threads` workers).
Shared runShared(const TourRequest &r, int ranks, int threads)
{
    Hub hub(ranks);
    Shared out;
    out.stats.resize(static_cast<std::size_t>(ranks));
    std::vector<int> ok(static_cast<std::size_t>(ranks), 0);
    {
        std::vector<std::jthread> pool;
        for (int k = 0; k < ranks; ++k)
            pool.emplace_back([&, k] {
                ThreadExchange ex(hub, k);
                SearchOptions opt;
                opt.threads = threads;
                opt.frontierExchange = &ex;
                auto res = solveTour(r, {}, opt);
                if (res && res->complete) {
                    out.stats[static_cast<std::size_t>(k)] = res.value();
                    ok[static_cast<std::size_t>(k)] = 1;
                }
            });
    }
    for (int k = 0; k < ranks; ++k)
        if (!ok[static_cast<std::size_t>(k)])
            qFatal("rank %d did not finish", k);
    out.exchanges = hub.exchanges;
    out.bytes = hub.bytes;
    return out;
}

struct Session {
    bool complete = false;
    std::string count;                              ///< rank 0's, when complete
    std::optional<TaskLedger> last;                 ///< rank 0's last checkpoint
    std::string errors;                             ///< ranks that disagree, unexpected errors
    std::vector<std::pair<int, std::string>> codes; ///< per rank that failed: its TourError code (0: none) and token
};

/// One session on `ranks` thread ranks (1: one process, no exchange), a checkpoint after every
/// step, rank 0 stopped after `stopAfter` of them (it decides; the others follow at a step).
Session session(const TourRequest &r, int ranks, const std::string &file,
                const std::optional<TaskLedger> &from, int stopAfter)
{
    Hub hub(ranks);
    Session out;
    std::vector<std::string> counts(static_cast<std::size_t>(ranks));
    std::vector<int> complete(static_cast<std::size_t>(ranks), 0);
    std::mutex mutex;
    std::stop_source stop;
    {
        std::vector<std::jthread> pool;
        for (int k = 0; k < ranks; ++k)
            pool.emplace_back([&, k] {
                ThreadExchange ex(hub, k);
                SearchOptions opt;
                opt.threads = 1;
                if (ranks > 1)
                    opt.frontierExchange = &ex;
                opt.checkpointFile = [&file] {
                    return file;
                };
                opt.checkpointInterval = 0;
                int seen = 0;
                if (k == 0)
                    opt.onCheckpoint = [&](const TaskLedger &l) {
                        out.last = l;
                        if (++seen >= stopAfter)
                            stop.request_stop();
                    };
                TaskLedger resume;
                if (from) {
                    resume = *from;
                    opt.resume = &resume;
                }
                auto res = solveTour(r, k == 0 ? stop.get_token() : std::stop_token{}, opt);
                std::lock_guard lock(mutex);
                if (!res) {
                    out.codes.emplace_back(static_cast<int>(familyCode<TourError>(res.error())), res.error().token);
                    return;
                }
                complete[static_cast<std::size_t>(k)] = res->complete;
                counts[static_cast<std::size_t>(k)] = exactText(res.value());
            });
    }
    out.complete = complete[0] != 0;
    out.count = counts[0];
    for (int k = 1; k < ranks; ++k)
        if (complete[static_cast<std::size_t>(k)] != complete[0] ||
            counts[static_cast<std::size_t>(k)] != counts[0])
            out.errors += "rank " + std::to_string(k) + " ended otherwise than rank 0; ";
    if (!out.codes.empty() && int(out.codes.size()) != ranks)
        out.errors += "only some ranks failed; ";
    return out;
}

/// A ledger through the checkpoint file format (as `cpw resume` reads it: side files located
/// beside the checkpoint).
std::optional<TaskLedger> throughFile(const TaskLedger &ledger, const std::string &file)
{
    Checkpoint cp;
    TourRequest knight = countRequest(5, 5, false, TourEngine::Frontier);
    cp.problem = tourProblemFromRequest(knight, Catalogue::standard()).value();
    cp.ledger = ledger;
    auto back = parseCheckpoint(serializeCheckpoint(cp));
    if (!back)
        qFatal("the checkpoint does not parse back");
    locateSideFile(back.value(), file);
    if (back->ledger.sideParts != ledger.sideParts || back->ledger.sideFile != ledger.sideFile)
        qFatal("the side parts changed on the way");
    return back->ledger;
}

std::vector<Leap> kingLeaps()
{
    std::vector<Leap> king = brute::leaper(1, 0);
    for (const Leap &l : brute::leaper(1, 1))
        king.push_back(l);
    return king;
}

} // namespace

class TstTourDpShare : public QObject {
    Q_OBJECT
private slots:
    void published_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<bool>("closed");
        QTest::addColumn<int>("start");
        QTest::addColumn<QString>("piece");
        QTest::addColumn<int>("ranks");
        QTest::addColumn<int>("threads");
        QTest::addColumn<QString>("expected");
        for (int ranks : {2, 3, 4}) {
            const int threads = ranks == 2 ? 2 : 1;
            auto row = [&](const char *name) -> QTestData & {
                return QTest::addRow("%s ranks=%d", name, ranks);
            };
            // OEIS A001230 and A165134 (n x n closed, open directed).
            row("A001230 6x6 closed") << 6 << 6 << true << -1 << "" << ranks << threads << "9862";
            row("A165134 6x6 open") << 6 << 6 << false << -1 << "" << ranks << threads << "6637920";
            row("A165134 5x5 open") << 5 << 5 << false << -1 << "" << ranks << threads << "1728";
            // A165134's 5x5 table by start: 304 tours from a corner (the start's v edge forced).
            row("5x5 open from a1") << 5 << 5 << false << 0 << "" << ranks << threads << "304";
            // 3 x n: twice OEIS A169696 (open, directed); 4 * A169769 - 2 * A169768 (closed).
            row("3x10 open") << 3 << 10 << false << -1 << "" << ranks << threads << "6096";
            row("3x12 closed") << 3 << 12 << true << -1 << "" << ranks << threads << "176";
            row("3x16 closed") << 3 << 16 << true << -1 << "" << ranks << threads << "15424";
            // 4 x n open, directed: 8 A328341(n) for even n; for odd n the tours that a half turn
            // maps onto themselves (A328340, Howroyd) are counted once in A328341, so
            // 2 (4 A328341(n) - 2 A328340((n + 1) / 2)): 4x7 = 2 (4 * 1603 - 2 * 17) = 12756.
            row("4x7 open") << 4 << 7 << false << -1 << "" << ranks << threads << "12756";
            // The king past 64 bits: A140519 (n = 6 within, n = 8 beyond: the 128-bit rerun).
            row("A140519 6x6 king closed")
                << 6 << 6 << true << -1 << "king" << ranks << threads << "22853860116";
        }
        QTest::addRow("A140519 8x8 king closed ranks=3")
            << 8 << 8 << true << -1 << "king" << 3 << 1 << "961742089476282321684";
    }
    void published()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(bool, closed);
        QFETCH(int, start);
        QFETCH(QString, piece);
        QFETCH(int, ranks);
        QFETCH(int, threads);
        QFETCH(QString, expected);
        const TourRequest r = countRequest(w, h, closed, TourEngine::Frontier, start,
                                           piece == "king" ? kingLeaps() : std::vector<Leap>{});
        const Shared shared = runShared(r, ranks, threads);
        const SearchStats single = tourtest::runCount(r, 2);
        QCOMPARE(QString::fromStdString(exactText(single)), expected);
        for (int k = 0; k < ranks; ++k) {
            const SearchStats &s = shared.stats[static_cast<std::size_t>(k)];
            QCOMPARE(QString::fromStdString(exactText(s)), expected);
            QCOMPARE(s.labels.at("engine"), std::string("dp"));
            QCOMPARE(s.extra.at("ranks"), double(ranks));
            // The configurations of all ranks after each step: those of the single process.
            QCOMPARE(s.labels.at("configurations_per_step"), single.labels.at("configurations_per_step"));
            QCOMPARE(s.extra.at("peak_configurations"), single.extra.at("peak_configurations"));
        }
        // Successors really travel between the ranks (nearly every one: (ranks - 1) / ranks).
        QVERIFY(shared.exchanges > 0);
        QVERIFY(shared.bytes > 0); // every row's board has more than 20 cells
    }

    /// A stop on one rank (its time limit) stops every rank at the same step, none waits.
    void stopOnOneRank()
    {
        const TourRequest r = countRequest(6, 7, false, TourEngine::Frontier);
        Hub hub(3);
        std::vector<int> complete(3, -1);
        {
            std::vector<std::jthread> pool;
            for (int k = 0; k < 3; ++k)
                pool.emplace_back([&, k] {
                    ThreadExchange ex(hub, k);
                    SearchOptions opt;
                    opt.threads = 1;
                    opt.frontierExchange = &ex;
                    if (k == 1)
                        opt.timeLimitSeconds = 0.05;
                    auto res = solveTour(r, {}, opt);
                    complete[static_cast<std::size_t>(k)] = res ? res->complete : 2;
                });
        }
        QCOMPARE(complete, std::vector<int>({0, 0, 0}));
    }

    /// Paused and resumed with the number of ranks changing between sessions (3, 2, 1 = one
    /// process without an exchange, 4): each rank writes its part, rank 0 the ledger naming them
    /// all; a resume reads every part and keeps what it owns. The ledger goes through the
    /// checkpoint file format; at the end no side file is left.
    void pauseAndResume_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<bool>("closed");
        QTest::addColumn<QString>("piece");
        QTest::addColumn<QString>("expected");
        QTest::addRow("A165134 6x6 open") << 6 << 6 << false << ""
                                          << "6637920";
        QTest::addRow("A001230 6x6 closed") << 6 << 6 << true << ""
                                            << "9862";
        // Past 64 bits: the overflow's 128-bit rerun starts from the last parts written.
        QTest::addRow("A140519 8x8 king closed") << 8 << 8 << true << "king"
                                                 << "961742089476282321684";
    }
    void pauseAndResume()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(bool, closed);
        QFETCH(QString, piece);
        QFETCH(QString, expected);
        const TourRequest r = countRequest(w, h, closed, TourEngine::Frontier, -1,
                                           piece == "king" ? kingLeaps() : std::vector<Leap>{});
        QTemporaryDir dir;
        const std::string file = dir.filePath("run.cpwsearch").toStdString();
        std::optional<TaskLedger> ledger;
        const int cycle[] = {3, 2, 1, 4};
        std::string count;
        int sessions = 0, multiPart = 0;
        for (; sessions < 60 && count.empty(); ++sessions) {
            const int ranks = cycle[sessions % 4];
            Session one = session(r, ranks, file, ledger, 1 + sessions % 3);
            QVERIFY2(one.errors.empty(), one.errors.c_str());
            if (one.complete)
                count = one.count;
            else if (one.last) {
                multiPart += one.last->sideParts.empty() ? 0 : 1;
                QCOMPARE(int(one.last->sideParts.size()), ranks > 1 ? ranks : 0);
                ledger = throughFile(*one.last, file);
            }
        }
        QCOMPARE(QString::fromStdString(count), expected);
        QVERIFY(sessions > 3);
        QVERIFY(multiPart > 0);
        QCOMPARE(QDir(dir.path()).entryList({"*.frontier"}, QDir::Files), QStringList());
    }

    /// A damaged part (one byte changed) is refused with its path, by one process and by every
    /// rank of several (none waits for the others).
    void damagedPart()
    {
        const TourRequest r = countRequest(6, 6, false, TourEngine::Frontier);
        QTemporaryDir dir;
        const std::string file = dir.filePath("run.cpwsearch").toStdString();
        std::optional<TaskLedger> none;
        const Session first = session(r, 2, file, none, 3);
        QVERIFY(first.last && first.last->sideParts.size() == 2);
        const std::string part = first.last->sideParts[1].first;
        QVERIFY(QString::fromStdString(part).endsWith(".rank1.frontier"));
        QVERIFY(damagetest::flipMiddleByte(QString::fromStdString(part)));
        const std::optional<TaskLedger> ledger = throughFile(*first.last, file);
        for (int ranks : {1, 3}) {
            const Session again = session(r, ranks, file, ledger, 3);
            QCOMPARE(int(again.codes.size()), ranks);
            for (const auto &[code, token] : again.codes) {
                QCOMPARE(code, int(TourError::SideFile));
                QCOMPARE(QString::fromStdString(token), QString::fromStdString(part));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TstTourDpShare)
#include "tst_tourdpshare.moc"
