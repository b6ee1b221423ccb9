/*
 * The task distribution of `--mpi` (taskmessages.h). Messages are JSON texts on two tags: UP
 * (worker -> rank 0) and DOWN (rank 0 -> worker). A worker reports {"want": k, "results": [...],
 * "solutions": [...]} after every batch (and once empty at the start of each run of tasks);
 * rank 0 answers with {"t": "tasks", "ids": [...]} while tasks are left, keeps the worker waiting
 * otherwise, and when every worker waits (or after a stop) sends each {"t": "final", "ledger":
 * {...}}. A stop is {"t": "stop"}, sent to the workers that are running a batch; messages
 * between two ranks keep their order, so a worker sees a stop before the final ledger. Only the
 * thread that called coordinate() or serve() uses the transport: a worker runs its batch on
 * another thread and polls for a stop. Only rank 0 decides when to stop: the other ranks ignore
 * time limits and signals (a rank that left a run of tasks early would leave the others
 * waiting), and when rank 0 ends its command it sends {"t": "quit"}, which releases ranks still
 * waiting for tasks of a run rank 0 never began. A worker that ends its command sends {"left":
 * code}: rank 0, if it still waits for that rank in a run of tasks, stops the run with
 * RanksDisagree (search.cpp) instead of waiting for a report that will never come.
 */
#include "taskmessages.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <set>
#include <thread>

#include <nlohmann/json.hpp>

namespace cpw::cli {

namespace {

using nlohmann::json;

constexpr int kUp = 1, kDown = 2;
/// A worker's batch grows while it ends within kQuickBatch and shrinks past kSlowBatch; it never
/// exceeds kMostWanted tasks (rank 0 also gives no more than a share of what is left).
constexpr auto kQuickBatch = std::chrono::milliseconds(100);
constexpr auto kSlowBatch = std::chrono::seconds(2);
constexpr std::size_t kMostWanted = 1 << 16;

json keptJson(const std::vector<KeptSolution> &kept)
{
    json out = json::array();
    for (const KeptSolution &k : kept)
        out.push_back({{"o", k.objective}, {"c", k.cells}, {"s", k.symmetric}, {"r", k.orbitSize}});
    return out;
}

std::vector<KeptSolution> keptFrom(const json &j)
{
    std::vector<KeptSolution> out;
    for (const json &k : j)
        out.push_back({k.at("o").get<double>(), k.at("c").get<std::vector<int>>(), k.at("s").get<bool>(),
                       k.at("r").get<int>()});
    return out;
}

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
    j["kept"] = keptJson(l.kept);
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
    l.kept = keptFrom(j.at("kept"));
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
    j["kept"] = keptJson(r.kept);
    return j;
}

TaskResult resultFrom(const json &j)
{
    TaskResult r;
    r.counters = j.at("counters").get<std::map<std::string, std::uint64_t>>();
    if (j.contains("best"))
        r.best = j["best"].get<double>();
    r.kept = keptFrom(j.at("kept"));
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

} // namespace

struct MessageDistributor::Impl {
    explicit Impl(MessageTransport &t) : transport(t) {}
    MessageTransport &transport;
    std::mutex mutex;
    json solutions = json::array();

    void send(const json &message, int dest, int tag) { transport.send(message.dump(), dest, tag); }
    json receive(int source, int tag, int *from = nullptr)
    {
        return json::parse(transport.receive(source, tag, from));
    }
};

MessageDistributor::MessageDistributor(MessageTransport &transport) : m(std::make_unique<Impl>(transport)) {}

MessageDistributor::~MessageDistributor() = default;

bool MessageDistributor::coordinator() const
{
    return m->transport.rank() == 0;
}

void MessageDistributor::keep(const Solution &s)
{
    std::lock_guard lock(m->mutex);
    m->solutions.push_back(solutionJson(s));
}

void MessageDistributor::leave(int code)
{
    if (m->transport.rank() != 0)
        m->send(json{{"left", code}}, 0, kUp);
}

void MessageDistributor::releaseWorkers()
{
    for (int w = 1; w < m->transport.size(); ++w)
        m->send(json{{"t", "quit"}}, w, kDown);
}

void MessageDistributor::coordinate(
    const std::vector<std::size_t> &todo, const std::function<bool()> &stopped,
    const std::function<void(std::size_t, TaskResult &, std::vector<Solution> &)> &merge,
    const std::function<TaskLedger()> &final)
{
    std::deque<std::size_t> queue(todo.begin(), todo.end());
    std::set<int> waiting, running, left;
    bool stopSent = false;
    const int workers = m->transport.size() - 1;
    while (static_cast<int>(waiting.size() + left.size()) < workers) {
        if (stopped() && !stopSent) {
            for (int w : running)
                m->send(json{{"t", "stop"}}, w, kDown);
            stopSent = true;
        }
        if (!m->transport.waiting(-1, kUp)) {
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
            continue;
        }
        int from = 0;
        const json msg = m->receive(-1, kUp, &from);
        running.erase(from);
        if (msg.contains("left")) {
            // A rank that ended its command without (or after another) run of tasks: it will
            // never report again. Rank 0 stops this run with RanksDisagree (search.cpp).
            waiting.erase(from);
            left.insert(from);
            TaskResult gone;
            gone.counters["rank"] = static_cast<std::uint64_t>(from);
            gone.counters["exit_code"] = static_cast<std::uint64_t>(msg.at("left").get<int>());
            std::vector<Solution> none;
            merge(TaskDistributor::kLeftReport, gone, none);
            continue;
        }
        std::vector<Solution> solutions;
        for (const json &s : msg.at("solutions"))
            solutions.push_back(solutionFrom(s));
        TaskResult none;
        merge(static_cast<std::size_t>(-1), none, solutions); // stream them
        for (const json &r : msg.at("results")) {
            TaskResult result = resultFrom(r);
            if (r.at("task").get<std::size_t>() == TaskDistributor::kNodesReport)
                result.counters["rank"] = static_cast<std::uint64_t>(from);
            std::vector<Solution> noSolutions;
            merge(r.at("task").get<std::size_t>(), result, noSolutions);
        }
        // As many as the worker wants, but no more than its share of half of what is left, so
        // that the last tasks still spread over every worker (guided self-scheduling).
        const std::size_t share = (queue.size() + 2 * workers - 1) / (2 * static_cast<std::size_t>(workers));
        const std::size_t want = std::max<std::size_t>(1, std::min(msg.at("want").get<std::size_t>(), share));
        if (!stopped() && !queue.empty()) {
            std::vector<std::size_t> ids;
            while (!queue.empty() && ids.size() < want) {
                ids.push_back(queue.front());
                queue.pop_front();
            }
            m->send(json{{"t", "tasks"}, {"ids", ids}}, from, kDown);
            running.insert(from);
        } else {
            waiting.insert(from);
        }
    }
    const json text = json{{"t", "final"}, {"ledger", ledgerJson(final())}};
    for (int w = 1; w < m->transport.size(); ++w)
        if (!left.count(w))
            m->send(text, w, kDown);
}

TaskLedger
MessageDistributor::serve(int batch,
                          const std::function<void(const std::vector<std::size_t> &,
                                                   std::vector<std::pair<std::size_t, TaskResult>> &)> &run,
                          const std::function<void()> &stop)
{
    // The batch grows while batches end quickly and shrinks when one is slow (below), so that
    // a run of many tiny tasks is not dominated by round trips to rank 0 and a run of long tasks
    // keeps little work in flight (lost if the job dies, late when a stop comes).
    const std::size_t least = static_cast<std::size_t>(std::max(1, 2 * batch));
    std::size_t want = least;
    std::vector<std::pair<std::size_t, TaskResult>> done;
    for (;;) {
        json report;
        report["want"] = want;
        json results = json::array();
        for (const auto &[task, r] : done)
            results.push_back(resultJson(task, r));
        report["results"] = results;
        {
            std::lock_guard lock(m->mutex);
            report["solutions"] = std::move(m->solutions);
            m->solutions = json::array();
        }
        m->send(report, 0, kUp);
        done.clear();
        json msg = m->receive(0, kDown);
        while (msg.at("t") == "stop") {
            stop();
            msg = m->receive(0, kDown);
        }
        if (msg.at("t") == "quit") {
            // Rank 0 ended its command without this run of tasks (it was stopped before it):
            // nothing is left to do here.
            m->transport.quit();
            return {};
        }
        if (msg.at("t") == "final")
            return ledgerFrom(msg.at("ledger"));
        const auto ids = msg.at("ids").get<std::vector<std::size_t>>();
        const auto began = std::chrono::steady_clock::now();
        std::mutex finishMutex;
        std::condition_variable finishedChanged;
        bool finished = false;
        std::thread worker([&] {
            run(ids, done);
            std::lock_guard lock(finishMutex);
            finished = true;
            finishedChanged.notify_one();
        });
        // Poll for a stop while the batch runs (only this thread uses the transport); the end of
        // the batch wakes it at once.
        for (;;) {
            std::unique_lock lock(finishMutex);
            if (finishedChanged.wait_for(lock, std::chrono::milliseconds(2), [&] { return finished; }))
                break;
            lock.unlock();
            if (m->transport.waiting(0, kDown)) {
                const json s = m->receive(0, kDown);
                if (s.at("t") == "stop")
                    stop();
            }
        }
        worker.join();
        const auto took = std::chrono::steady_clock::now() - began;
        if (ids.size() >= want && took < kQuickBatch)
            want = std::min(want * 2, kMostWanted);
        else if (took > kSlowBatch)
            want = std::max(want / 2, least);
    }
}

} // namespace cpw::cli
