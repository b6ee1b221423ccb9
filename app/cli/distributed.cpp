/*
 * The MPI distributor (mpi.h). Messages are JSON texts on two tags: UP (worker -> rank 0) and
 * DOWN (rank 0 -> worker). A worker reports {"want": k, "results": [...], "solutions": [...]}
 * after every batch (and once empty at the start of each run of tasks); rank 0 answers with
 * {"t": "tasks", "ids": [...]} while tasks are left, keeps the worker waiting otherwise, and when
 * every worker waits (or after a stop) sends each {"t": "final", "ledger": {...}}. A stop is
 * {"t": "stop"}, sent to the workers that are running a batch; messages between two ranks keep
 * their order, so a worker sees a stop before the final ledger. Only the main thread of a rank
 * calls MPI (MPI_THREAD_FUNNELED): a worker runs its batch on other threads and polls for a stop.
 * Only rank 0 decides when to stop: the other ranks ignore time limits and signals (a rank that
 * left a run of tasks early would leave the others waiting), and when rank 0 ends its command it
 * sends {"t": "quit"}, which releases ranks still waiting for tasks of a run rank 0 never began.
 * When a rank dies, mpirun ends the job; rank 0's last checkpoint holds every task whose result
 * had arrived, so `cpw resume FILE` (with or without --mpi) loses only the tasks in flight.
 */
#include "distributed.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <iostream>
#include <mutex>
#include <set>
#include <thread>

#include <nlohmann/json.hpp>

#ifdef CPW_HAVE_MPI
#include <mpi.h>
#endif

namespace cpw::cli {

namespace {

using nlohmann::json;

#ifdef CPW_HAVE_MPI // everything below travels between ranks, so exists only with MPI

json ledgerJson(const TaskLedger &l)
{
    json j;
    j["tasks"] = l.taskCount;
    j["split"] = l.split;
    j["done"] = l.done;
    j["counters"] = l.counters;
    j["records"] = l.records;
    if (l.best)
        j["best"] = *l.best;
    json kept = json::array();
    for (const KeptSolution &k : l.kept)
        kept.push_back({{"o", k.objective}, {"c", k.cells}, {"s", k.symmetric}, {"r", k.orbitSize}});
    j["kept"] = kept;
    j["nodes"] = l.nodes;
    j["elapsed"] = l.elapsedSeconds;
    return j;
}

TaskLedger ledgerFrom(const json &j)
{
    TaskLedger l;
    l.taskCount = j.at("tasks").get<std::uint64_t>();
    l.split = j.at("split").get<std::string>();
    l.done = j.at("done").get<std::vector<std::uint8_t>>();
    l.counters = j.at("counters").get<std::map<std::string, std::uint64_t>>();
    l.records = j.at("records").get<std::map<std::string, std::uint64_t>>();
    if (j.contains("best"))
        l.best = j["best"].get<double>();
    for (const json &k : j.at("kept"))
        l.kept.push_back({k.at("o").get<double>(), k.at("c").get<std::vector<int>>(), k.at("s").get<bool>(),
                          k.at("r").get<int>()});
    l.nodes = j.at("nodes").get<std::uint64_t>();
    l.elapsedSeconds = j.at("elapsed").get<double>();
    return l;
}

json resultJson(std::size_t task, const TaskResult &r)
{
    json j;
    j["task"] = task;
    j["counters"] = r.counters;
    if (r.best)
        j["best"] = *r.best;
    json kept = json::array();
    for (const KeptSolution &k : r.kept)
        kept.push_back({{"o", k.objective}, {"c", k.cells}, {"s", k.symmetric}, {"r", k.orbitSize}});
    j["kept"] = kept;
    return j;
}

TaskResult resultFrom(const json &j)
{
    TaskResult r;
    r.counters = j.at("counters").get<std::map<std::string, std::uint64_t>>();
    if (j.contains("best"))
        r.best = j["best"].get<double>();
    for (const json &k : j.at("kept"))
        r.kept.push_back({k.at("o").get<double>(), k.at("c").get<std::vector<int>>(), k.at("s").get<bool>(),
                          k.at("r").get<int>()});
    return r;
}

json solutionJson(const Solution &s)
{
    json j;
    const Board &b = s.placement.board();
    std::vector<int> holes;
    for (int i = 0; i < b.area(); ++i)
        if (b.isHole(i))
            holes.push_back(i);
    j["w"] = b.width();
    j["h"] = b.height();
    j["holes"] = holes;
    j["cells"] = s.placement.cells();
    if (s.objective)
        j["obj"] = *s.objective;
    j["sym"] = s.symmetric;
    j["orbit"] = s.orbitSize;
    j["order"] = s.order;
    return j;
}

Solution solutionFrom(const json &j)
{
    Solution s;
    const int w = j.at("w").get<int>(), h = j.at("h").get<int>();
    Board b = w > 0 && h > 0 ? Board(w, h) : Board();
    for (int i : j.at("holes").get<std::vector<int>>())
        b.setHole(i);
    s.placement = Placement(b);
    const auto cells = j.at("cells").get<std::vector<int>>();
    for (std::size_t i = 0; i < cells.size() && static_cast<int>(i) < b.area(); ++i)
        s.placement.set(static_cast<int>(i), cells[i]);
    if (j.contains("obj"))
        s.objective = j["obj"].get<double>();
    s.symmetric = j.at("sym").get<bool>();
    s.orbitSize = j.at("orbit").get<int>();
    s.order = j.at("order").get<std::vector<int>>();
    return s;
}

constexpr int kUp = 1, kDown = 2;

void sendText(const std::string &text, int dest, int tag)
{
    MPI_Send(text.data(), static_cast<int>(text.size()), MPI_CHAR, dest, tag, MPI_COMM_WORLD);
}

json receive(int source, int tag, int *from = nullptr)
{
    MPI_Status status;
    MPI_Probe(source, tag, MPI_COMM_WORLD, &status);
    int size = 0;
    MPI_Get_count(&status, MPI_CHAR, &size);
    std::string text(static_cast<std::size_t>(size), '\0');
    MPI_Recv(text.data(), size, MPI_CHAR, status.MPI_SOURCE, tag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    if (from)
        *from = status.MPI_SOURCE;
    return json::parse(text);
}

class MpiDistributor : public TaskDistributor {
public:
    MpiDistributor(int rank, int size) : m_rank(rank), m_size(size) {}

    bool coordinator() const override { return m_rank == 0; }

    void keep(const Solution &s)
    {
        std::lock_guard lock(m_mutex);
        m_solutions.push_back(solutionJson(s));
    }

    void coordinate(const std::vector<std::size_t> &todo, const std::function<bool()> &stopped,
                    const std::function<void(std::size_t, TaskResult &, std::vector<Solution> &)> &merge,
                    const std::function<TaskLedger()> &final) override
    {
        std::deque<std::size_t> queue(todo.begin(), todo.end());
        std::set<int> waiting, running;
        bool stopSent = false;
        const int workers = m_size - 1;
        while (static_cast<int>(waiting.size()) < workers) {
            if (stopped() && !stopSent) {
                for (int w : running)
                    sendText(json{{"t", "stop"}}.dump(), w, kDown);
                stopSent = true;
            }
            int flag = 0;
            MPI_Status status;
            MPI_Iprobe(MPI_ANY_SOURCE, kUp, MPI_COMM_WORLD, &flag, &status);
            if (!flag) {
                std::this_thread::sleep_for(std::chrono::milliseconds(2));
                continue;
            }
            int from = 0;
            const json msg = receive(status.MPI_SOURCE, kUp, &from);
            running.erase(from);
            std::vector<Solution> solutions;
            for (const json &s : msg.at("solutions"))
                solutions.push_back(solutionFrom(s));
            TaskResult none;
            merge(static_cast<std::size_t>(-1), none, solutions); // stream them
            for (const json &r : msg.at("results")) {
                TaskResult result = resultFrom(r);
                std::vector<Solution> noSolutions;
                merge(r.at("task").get<std::size_t>(), result, noSolutions);
            }
            const std::size_t want = std::max<std::size_t>(1, msg.at("want").get<std::size_t>());
            if (!stopped() && !queue.empty()) {
                std::vector<std::size_t> ids;
                while (!queue.empty() && ids.size() < want) {
                    ids.push_back(queue.front());
                    queue.pop_front();
                }
                sendText(json{{"t", "tasks"}, {"ids", ids}}.dump(), from, kDown);
                running.insert(from);
            } else {
                waiting.insert(from);
            }
        }
        const std::string text = json{{"t", "final"}, {"ledger", ledgerJson(final())}}.dump();
        for (int w = 1; w < m_size; ++w)
            sendText(text, w, kDown);
    }

    TaskLedger serve(int batch,
                     const std::function<void(const std::vector<std::size_t> &,
                                              std::vector<std::pair<std::size_t, TaskResult>> &)> &run,
                     const std::function<void()> &stop) override
    {
        const int want = std::max(1, 2 * batch);
        std::vector<std::pair<std::size_t, TaskResult>> done;
        for (;;) {
            json report;
            report["want"] = want;
            json results = json::array();
            for (const auto &[task, r] : done)
                results.push_back(resultJson(task, r));
            report["results"] = results;
            {
                std::lock_guard lock(m_mutex);
                report["solutions"] = std::move(m_solutions);
                m_solutions = json::array();
            }
            sendText(report.dump(), 0, kUp);
            done.clear();
            json msg = receive(0, kDown);
            while (msg.at("t") == "stop") {
                stop();
                msg = receive(0, kDown);
            }
            if (msg.at("t") == "quit") {
                // Rank 0 ended its command without this run of tasks (it was stopped before it):
                // nothing is left to do here.
                MPI_Finalize();
                std::_Exit(0);
            }
            if (msg.at("t") == "final")
                return ledgerFrom(msg.at("ledger"));
            const auto ids = msg.at("ids").get<std::vector<std::size_t>>();
            std::atomic<bool> finished{false};
            std::thread worker([&] {
                run(ids, done);
                finished = true;
            });
            // Poll for a stop while the batch runs (only this thread calls MPI).
            while (!finished.load()) {
                int flag = 0;
                MPI_Iprobe(0, kDown, MPI_COMM_WORLD, &flag, MPI_STATUS_IGNORE);
                if (flag) {
                    const json m = receive(0, kDown);
                    if (m.at("t") == "stop")
                        stop();
                }
                std::this_thread::sleep_for(std::chrono::milliseconds(2));
            }
            worker.join();
        }
    }

private:
    int m_rank, m_size;
    std::mutex m_mutex;
    json m_solutions = json::array();
};

MpiDistributor *g_distributor = nullptr;
bool g_started = false;
bool g_abortArmed = false;

#endif

} // namespace

bool mpiAvailable()
{
#ifdef CPW_HAVE_MPI
    return true;
#else
    return false;
#endif
}

std::string mpiStart(const std::vector<std::string> &args)
{
    if (std::find(args.begin(), args.end(), "--mpi") == args.end())
        return {};
#ifdef CPW_HAVE_MPI
    int provided = 0;
    if (MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS)
        return "--mpi: MPI could not start";
    g_started = true;
    int rank = 0, size = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (size < 2) {
        mpiFinish();
        return "--mpi: run under mpirun with at least 2 processes (rank 0 hands out the work), e.g. "
               "mpirun -np 3 cpw ... --mpi";
    }
    g_distributor = new MpiDistributor(rank, size);
    if (rank != 0) {
        std::freopen("/dev/null", "w", stdout);
        std::freopen("/dev/null", "w", stderr);
    }
    return {};
#else
    return "--mpi: this cpw was built without MPI (configure with -DCPW_MPI=ON; Debian: libopenmpi-dev)";
#endif
}

void mpiArmAbort()
{
#ifdef CPW_HAVE_MPI
    g_abortArmed = true;
#endif
}

void mpiFinish(int code)
{
#ifdef CPW_HAVE_MPI
    if (!g_started)
        return;
    if (g_abortArmed && code == 2 && g_distributor && g_distributor->coordinator()) {
        std::cerr << std::flush;
        MPI_Abort(MPI_COMM_WORLD, code); // ends every rank (mpirun exits with `code`)
    }
    // Rank 0 may end (a stop during a split) while other ranks still wait for tasks: release them.
    if (g_distributor && g_distributor->coordinator()) {
        int size = 1;
        MPI_Comm_size(MPI_COMM_WORLD, &size);
        for (int w = 1; w < size; ++w)
            sendText(json{{"t", "quit"}}.dump(), w, kDown);
    }
    delete g_distributor;
    g_distributor = nullptr;
    MPI_Finalize();
    g_started = false;
#endif
}

TaskDistributor *mpiDistributor()
{
#ifdef CPW_HAVE_MPI
    return g_distributor;
#else
    return nullptr;
#endif
}

bool mpiWorker()
{
#ifdef CPW_HAVE_MPI
    return g_distributor && !g_distributor->coordinator();
#else
    return false;
#endif
}

std::string mpiShareText(const std::string &text)
{
#ifdef CPW_HAVE_MPI
    if (!g_distributor)
        return text;
    unsigned long long size = text.size();
    MPI_Bcast(&size, 1, MPI_UNSIGNED_LONG_LONG, 0, MPI_COMM_WORLD);
    std::string out = mpiWorker() ? std::string(size, '\0') : text;
    if (size > 0)
        MPI_Bcast(out.data(), static_cast<int>(size), MPI_CHAR, 0, MPI_COMM_WORLD);
    return out;
#else
    return text;
#endif
}

void mpiKeepSolution(const Solution &solution)
{
#ifdef CPW_HAVE_MPI
    if (g_distributor)
        g_distributor->keep(solution);
#else
    (void)solution;
#endif
}

} // namespace cpw::cli
