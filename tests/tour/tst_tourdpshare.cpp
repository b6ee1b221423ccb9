// The frontier programme over several ranks (FrontierExchange, docs/tour.md "Several
// processes") without MPI: ranks are threads of this process, joined by an in-process
// exchange (a barrier and shared buffers). Each rank owns the configurations of its hash part,
// expands them and sends the successors other ranks own; the counts must equal the published
// ones and the single-process engine's, on every rank, for 2, 3 and 4 ranks, including the
// 8x8 king's count past 64 bits (the 64-bit sweep overflows on the ranks and all of them run
// again with 128-bit counts). tests/mpi/tst_mpi.cpp runs the same over MPI.
#include <QTest>

#include <barrier>
#include <memory>
#include <thread>

#include "brute.h"
#include "cpw/search.h"
#include "cpw/tour.h"
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
            // 4 x n open: 2 x A328341 (Howroyd).
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
        if (w * h > 20)
            QVERIFY(shared.bytes > 0);
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

    /// Checkpoints are not written by several ranks: refused on every rank alike.
    void checkpointsRefused()
    {
        const TourRequest r = countRequest(5, 5, false, TourEngine::Frontier);
        Hub hub(2);
        std::vector<std::string> tokens(2);
        {
            std::vector<std::jthread> pool;
            for (int k = 0; k < 2; ++k)
                pool.emplace_back([&, k] {
                    ThreadExchange ex(hub, k);
                    SearchOptions opt;
                    opt.threads = 1;
                    opt.frontierExchange = &ex;
                    if (k == 0) { // only rank 0 saves checkpoints
                        opt.onCheckpoint = [](const TaskLedger &) {
                        };
                        opt.checkpointFile = [] {
                            return std::string("/nonexistent/x");
                        };
                    }
                    auto res = solveTour(r, {}, opt);
                    tokens[static_cast<std::size_t>(k)] = res ? "ran" : res.error().token;
                });
        }
        QCOMPARE(tokens, std::vector<std::string>({"mpi-checkpoint", "mpi-checkpoint"}));
    }
};

QTEST_GUILESS_MAIN(TstTourDpShare)
#include "tst_tourdpshare.moc"
