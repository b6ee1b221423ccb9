/*
 * The army's 0-1 program (model.cpp) solved to proven optimality by COIN-OR CBC.
 *
 * CBC runs through CbcMain1 (its standard preprocessing, cuts, heuristics and, when more than
 * one thread is asked for, its parallel tree search), with the starting army (start.cpp, brought
 * into the symmetry-broken region) as a MIP start. An event handler on the branch and bound and
 * on Clp's simplex iterations polls the stop token and the deadline, so a stop takes effect
 * within a fraction of a second; the best army found so far is then reported unproven.
 */
#include <algorithm>
#include <atomic>
#include <cmath>
#include <csignal>
#include <optional>
#include <string>

#include "CbcEventHandler.hpp"
#include "CbcModel.hpp"
#include "CbcSolver.hpp"
#include "ClpEventHandler.hpp"
#include "ClpSimplex.hpp"
#include "CoinPackedMatrix.hpp"
#include "OsiClpSolverInterface.hpp"

#include "internal.h"

namespace cpw::army {

namespace {

/// The shared stop state the CBC callbacks poll (CBC clones its handlers; the clones share it).
/// CbcMain1 puts its own SIGINT handler in place even when told not to, and that handler only
/// knows CBC's command-line driver: the caller's handler (the CLI's, which trips the stop
/// token) is put back whenever the callbacks find it replaced.
struct StopState {
    SearchContext *context = nullptr;
    std::atomic<bool> stopped{false};
    std::atomic<int> polls{0};
    struct sigaction callersInt {};
    void keepSignalHandler()
    {
        struct sigaction now {};
        if (sigaction(SIGINT, nullptr, &now) == 0 && now.sa_handler != callersInt.sa_handler)
            sigaction(SIGINT, &callersInt, nullptr);
    }
    bool shouldStop()
    {
        if (stopped.load(std::memory_order_relaxed))
            return true;
        // The context's check reads a clock; do it on every 64th simplex event only.
        if ((polls.fetch_add(1, std::memory_order_relaxed) & 63) != 0)
            return false;
        keepSignalHandler();
        if (context->stopRequested())
            stopped.store(true);
        return stopped.load();
    }
    bool shouldStopNow()
    {
        keepSignalHandler();
        if (!stopped.load() && context->stopRequested())
            stopped.store(true);
        return stopped.load();
    }
};

class TreeEvents : public CbcEventHandler {
public:
    explicit TreeEvents(StopState *state) : m_state(state) {}
    CbcAction event(CbcEvent which) override
    {
        if (m_state->shouldStopNow())
            return stop;
        if ((which == solution || which == heuristicSolution) && model_)
            m_state->context->setBestObjective(-model_->getObjValue());
        return noAction;
    }
    CbcEventHandler *clone() const override { return new TreeEvents(*this); }

private:
    StopState *m_state;
};

class LpEvents : public ClpEventHandler {
public:
    explicit LpEvents(StopState *state) : m_state(state) {}
    int event(Event which) override
    {
        if (which == endOfIteration && m_state->shouldStop())
            return 0;
        return -1;
    }
    ClpEventHandler *clone() const override { return new LpEvents(*this); }

private:
    StopState *m_state;
};

/// The name CBC knows column i by (the MIP start refers to columns by name).
std::string columnName(int i)
{
    std::string name(1, 'x');
    name += std::to_string(i);
    return name;
}

/// The program loaded into Clp (integer columns named for the MIP start).
void loadProgram(const Model &m, OsiClpSolverInterface &lp)
{
    // Row-ordered arrays in one piece (appending row by row copies the matrix each time).
    std::vector<CoinBigIndex> starts{0};
    std::vector<int> indices;
    std::vector<double> elements, rowLo, rowHi;
    std::vector<int> lengths;
    for (const Row &r : m.rows) {
        indices.insert(indices.end(), r.cols.begin(), r.cols.end());
        elements.insert(elements.end(), r.coefs.begin(), r.coefs.end());
        starts.push_back(static_cast<CoinBigIndex>(indices.size()));
        lengths.push_back(static_cast<int>(r.cols.size()));
        rowLo.push_back(r.lo);
        rowHi.push_back(r.hi);
    }
    const int totalCols = m.totalCols();
    CoinPackedMatrix matrix(false, totalCols, static_cast<int>(m.rows.size()),
                            static_cast<CoinBigIndex>(indices.size()), elements.data(), indices.data(),
                            starts.data(), lengths.data());
    lp.loadProblem(matrix, m.lower.data(), m.upper.data(), m.objective.data(), rowLo.data(), rowHi.data());
    for (int i = 0; i < totalCols; ++i) {
        lp.setInteger(i);
        lp.setColName(i, columnName(i));
    }
    lp.setObjSense(1.0);
}

/// Hands CBC the starting army (brought into the symmetry-broken region) as a MIP start;
/// returns it when it is a valid start (peaceful, every kind with --each-type).
std::optional<Placement> mipStart(const ArmyRequest &request, const Setup &setup, const Model &m,
                                  CbcModel &model, SearchContext &context)
{
    const Columns &cols = setup.cols;
    const Placement start = balanced(startArmy(request, setup, context), request.values, m.balance);
    if (!peacefulWithEveryKind(request, setup.allowed, start))
        return std::nullopt;
    std::vector<std::pair<std::string, double>> values;
    int rooks = 0;
    for (int i = 0; i < setup.columns(); ++i) {
        const bool on = start.at(cols.cell[i]) == cols.kinds[cols.kind[i]];
        values.emplace_back(columnName(i), on ? 1.0 : 0.0);
        if (on && std::find(m.rookKinds.begin(), m.rookKinds.end(), cols.kind[i]) != m.rookKinds.end())
            ++rooks;
    }
    for (int k = 0; k < m.countCols; ++k)
        values.emplace_back(columnName(setup.columns() + k), k == rooks ? 1.0 : 0.0);
    model.setMIPStart(values);
    context.setBestObjective(static_cast<double>(armyValue(start, request.values)));
    return start;
}

/// CbcMain1's arguments: quiet, threads, the time limit.
std::vector<std::string> cbcArguments(int threads, double timeLimitSeconds)
{
    std::vector<std::string> args = {"cpw", "-log", "0", "-slog", "0"};
    if (threads > 1) {
        args.push_back("-threads");
        args.push_back(std::to_string(threads));
    }
    if (timeLimitSeconds > 0) {
        args.push_back("-sec");
        args.push_back(std::to_string(std::max(0.01, timeLimitSeconds)));
    }
    args.push_back("-solve");
    args.push_back("-quit");
    return args;
}

} // namespace

Result<SearchStats> solveByMip(const ArmyRequest &request, const Setup &setup, SearchContext &context,
                               const SearchOptions &options)
{
    const Board &board = request.board;
    const Columns &cols = setup.cols;
    const int ncols = setup.columns();
    const Model m = buildModel(request, setup);
    OsiClpSolverInterface lp;
    loadProgram(m, lp);
    StopState state;
    state.context = &context;
    sigaction(SIGINT, nullptr, &state.callersInt);
    LpEvents lpEvents(&state);
    lp.getModelPtr()->passInEventHandler(&lpEvents);
    lp.messageHandler()->setLogLevel(0);

    SearchStats stats;
    stats.extra["columns"] = ncols;
    stats.extra["rows"] = static_cast<double>(m.rows.size());

    CbcModel model(lp);
    CbcSolverUsefulData data;
    data.noPrinting_ = true;
    data.useSignalHandler_ = false;
    CbcMain0(model, data);
    data.noPrinting_ = true;
    data.useSignalHandler_ = false; // SIGINT is the CLI's (it trips the stop token)
    TreeEvents treeEvents(&state);
    model.passInEventHandler(&treeEvents);
    model.setLogLevel(0);
    model.messageHandler()->setLogLevel(0);

    std::optional<Placement> start;
    if (request.heuristicStart)
        start = mipStart(request, setup, m, model, context);

    const std::vector<std::string> args = cbcArguments(context.threads(), options.timeLimitSeconds);
    std::vector<const char *> argv;
    for (const auto &a : args)
        argv.push_back(a.c_str());
    context.startMonitor();
    if (!context.stopRequested())
        CbcMain1(
            static_cast<int>(argv.size()), argv.data(), model, [](CbcModel *, int) { return 0; }, data);
    context.stopMonitor();
    sigaction(SIGINT, &state.callersInt, nullptr);

    const bool proven = !state.stopped.load() && !context.stopRequested() &&
                        (model.isProvenOptimal() || model.isProvenInfeasible());
    const double *best = model.bestSolution();
    context.addNodes(static_cast<std::uint64_t>(std::max(0, model.getNodeCount())));
    std::optional<Placement> army;
    if (best && model.getSolutionCount() > 0) {
        Placement found(board);
        for (int i = 0; i < ncols; ++i)
            if (best[i] > 0.5)
                found.set(cols.cell[i], cols.kinds[cols.kind[i]]);
        if (std::llround(-model.getObjValue()) != armyValue(found, request.values)) {
            Error e = familyError(ArmyError::CheckFailed);
            e.token = toNotation(found, request.catalogue);
            return e;
        }
        army = found;
    }
    // Stopped before CBC took up the greedy army: that army is the best known.
    if (start && (!army || armyValue(*start, request.values) > armyValue(*army, request.values)))
        army = start;
    // CBC's bound means something only once its root node is done (stopped earlier: none).
    std::optional<double> bound;
    if (model.getNodeCount() > 0)
        bound = -model.getBestPossibleObjValue();
    stats.labels["engine"] = engineName(ArmyEngine::Mip);
    return reportArmy(request, setup, army, proven, bound, context, stats);
}

} // namespace cpw::army
