#include "analysis.h"

#include "cpw/params.h"

#include <cmath>

#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <stop_token>

#include "families/familyeditor.h"

/*
 * One generation per analyse() call. Its workers take tasks from the generation: first the
 * main search (the completion problem itself: can it be completed, how many completions, the
 * family's optimum), then one hint per empty cell, the cell nearest the mouse first (the
 * distance is measured when a worker takes its next task, so moving the mouse reorders what
 * is left). A hint is the completion problem with one more piece fixed on the cell, run with a
 * time budget: any completion makes the cell green, a search that ends without one makes it
 * red, a count that ends in time is exact (the heat map). Every search gets one thread and
 * the generation's stop token; the pool never has more threads than the panel allows, so a
 * stopped generation's workers, winding down, delay the new one's instead of adding to them.
 *
 * Workers write only into their generation (under its mutex); the GUI thread drains the
 * current generation every 40 ms. Retired generations are drained too, but only to count and
 * drop what they still deliver: an answer is shown only when its revision is the current one.
 */

struct Analysis::Generation {
    quint64 revision = 0;
    cpw::Problem problem;
    cpw::Objective objective;
    bool counting = true; ///< Analysis::counts(problem)
    int hintPiece = -1;
    WithPiece withPiece; ///< a hint's problem (empty: the piece preplaced on the cell)
    std::stop_source stop;
    std::atomic<int> focus{-1};
    std::atomic<std::uint64_t> solutions{0};
    bool listPosition = false;             ///< runMain watches for a completion adding no piece
    std::optional<double> positionObjective; ///< set (under mutex) when it finds one
    bool positionSolves = false;

    struct Answer {
        quint64 revision;
        int cell;
        CellHint hint;
    };
    std::mutex mutex;
    bool mainTaken = false;
    std::vector<int> pending; ///< cells still to evaluate
    std::vector<Answer> answers;
    std::optional<double> best;
    std::optional<cpw::SearchStats> mainStats;
    std::optional<cpw::Error> mainError;
    bool mainDelivered = false;

    /// The next task: -1 = the main search, a cell, or -2 = nothing left.
    int next()
    {
        std::lock_guard lock(mutex);
        if (!mainTaken) {
            mainTaken = true;
            return -1;
        }
        if (pending.empty())
            return -2;
        const int f = focus.load();
        const int w = problem.board.width();
        auto distance = [&](int cell) {
            if (f < 0)
                return cell;
            const int dx = cell % w - f % w, dy = cell / w - f / w;
            return dx * dx + dy * dy;
        };
        const auto it = std::min_element(pending.begin(), pending.end(),
                                         [&](int a, int b) { return distance(a) < distance(b); });
        const int cell = *it;
        pending.erase(it);
        return cell;
    }

    void runMain()
    {
        cpw::SearchOptions options;
        options.threads = 1;
        options.onProgress = [this](const cpw::Progress &p) {
            solutions.store(p.solutions);
            if (p.bestObjective) {
                std::lock_guard lock(mutex);
                best = p.bestObjective;
            }
        };
        if (listPosition) {
            const int given = problem.preplaced.pieceCount();
            options.onSolution = [this, given](const cpw::Solution &s) {
                if (s.placement.pieceCount() != given)
                    return;
                std::lock_guard lock(mutex);
                positionSolves = true;
                positionObjective = s.objective;
            };
        }
        const cpw::Result<cpw::SearchStats> r = cpw::solve(problem, stop.get_token(), options);
        std::lock_guard lock(mutex);
        if (r.ok()) {
            mainStats = r.value();
            solutions.store(r.value().solutions);
            if (r.value().optimum)
                best = r.value().optimum;
        } else {
            mainError = r.error();
        }
    }

    void runHint(int cell)
    {
        cpw::Problem p = problem;
        if (withPiece)
            p = withPiece(problem, cell, hintPiece);
        else
            p.preplaced.set(cell, hintPiece);
        cpw::SearchOptions options;
        options.threads = 1;
        options.timeLimitSeconds = kHintSeconds;
        // Counting problems count (cheaply, within the budget); the others only need one.
        if (!counting)
            options.solutionLimit = 1;
        const cpw::Result<cpw::SearchStats> r = cpw::solve(p, stop.get_token(), options);
        if (stop.stop_requested())
            return;
        CellHint h;
        if (!r.ok()) {
            h.state = CellHint::Dead; // e.g. the piece attacks a fixed piece (independent sets)
        } else if (r.value().solutions > 0 || r.value().optimum) {
            h.state = CellHint::Live;
            h.counted = r.value().complete && counting;
            h.count = r.value().solutions;
        } else {
            h.state = r.value().complete ? CellHint::Dead : CellHint::Unknown;
            h.counted = r.value().complete;
        }
        std::lock_guard lock(mutex);
        answers.push_back({revision, cell, h});
    }
};

Analysis::Analysis(QObject *parent) : QObject(parent)
{
    m_drainTimer.setInterval(40);
    connect(&m_drainTimer, &QTimer::timeout, this, &Analysis::drain);
}

Analysis::~Analysis()
{
    stop();
    joinWorkers();
    m_pool.waitForDone();
}

void Analysis::joinWorkers()
{
    std::unique_lock lock(m_workers->mutex);
    m_workers->idle.wait(lock, [this] { return m_workers->busy == 0; });
}

bool Analysis::Summary::solved() const
{
    if (!positionSolves || error)
        return false;
    if (objective.none())
        return true;
    return stats && stats->complete && best && positionObjective && std::abs(*best - *positionObjective) < 1e-9;
}

std::optional<bool> Analysis::Summary::completable() const
{
    if (error)
        return false;
    if (solutions > 0 || (stats && stats->optimum))
        return true;
    if (stats && stats->complete)
        return false;
    return std::nullopt;
}

bool Analysis::counts(const cpw::Problem &problem)
{
    const FamilyGui *gui = findFamilyGui(problem.kind);
    if (gui && gui->analysisCounts)
        return gui->analysisCounts(problem);
    return cpw::objectiveOf(problem).none();
}

int Analysis::hintPieceFor(const cpw::Problem &problem, int palettePiece)
{
    const FamilyGui *gui = findFamilyGui(problem.kind);
    const int own = gui && gui->hintPiece ? gui->hintPiece(problem) : -1;
    return own >= 0 ? own : palettePiece;
}

cpw::Problem Analysis::completionProblem(cpw::Problem problem, const cpw::Placement &position)
{
    problem.preplaced = position;
    problem.preplaced.board() = problem.board;
    // What belongs to one run (limits, threads, the session's position, the puzzle mark: every
    // run-scope parameter, common or the family's) and the answers that stop early or group.
    for (const cpw::ParamSpec *spec : cpw::paramsOf(problem.kind))
        if (spec->scope == cpw::ParamScope::Run)
            problem.params.erase(std::string(spec->key));
    for (const char *key : {"first", "distinct"})
        problem.params.erase(key);
    return problem;
}

void Analysis::analyse(const cpw::Problem &problem, int hintPiece, quint64 revision, int threads,
                       WithPiece withPiece)
{
    stop();
    auto gen = std::make_shared<Generation>();
    gen->withPiece = std::move(withPiece);
    gen->revision = revision;
    gen->problem = problem;
    gen->objective = cpw::objectiveOf(problem);
    gen->counting = counts(problem);
    gen->hintPiece = hintPiece;
    // A tour's counting engines list nothing; asking them to would change the engine.
    const FamilyGui *gui = findFamilyGui(problem.kind);
    gen->listPosition = !(gui && gui->layers && (gui->layers(problem) & TourPathLayer));
    const cpw::Board &board = problem.board;
    const bool pieceOk = hintPiece >= 0 && hintPiece < problem.catalogue.size();
    for (int i = 0; i < board.area() && pieceOk; ++i)
        if (!board.isHole(i) && problem.preplaced.at(i) == cpw::kEmpty)
            gen->pending.push_back(i);
    if (m_gen)
        gen->focus.store(m_gen->focus.load());
    m_gen = gen;
    m_summary = Summary{};
    m_summary.revision = revision;
    m_summary.running = true;
    m_summary.objective = gen->objective;
    m_summary.counting = gen->counting;
    m_hints.assign(board.area(), CellHint{});
    const cpw::Error invalid = cpw::validateProblem(problem);
    if (invalid.code != cpw::ErrorCode::None) {
        m_summary.running = false;
        m_summary.error = invalid;
        gen->pending.clear();
        emit summaryChanged();
        emit hintsChanged();
        return;
    }
    const int workers = threads > 0 ? threads : std::max(1, QThread::idealThreadCount());
    m_pool.setMaxThreadCount(workers);
    for (int w = 0; w < workers; ++w) {
        {
            std::lock_guard lock(m_workers->mutex);
            ++m_workers->busy;
        }
        m_pool.start([gen, done = m_workers]() mutable {
            struct Release {
                Workers &w;
                ~Release()
                {
                    std::lock_guard lock(w.mutex);
                    if (--w.busy == 0)
                        w.idle.notify_all();
                }
            } release{*done};
            // The generation is let go before the release: nothing of it outlives the join.
            const std::shared_ptr<Generation> g = std::move(gen);
            for (;;) {
                if (g->stop.stop_requested())
                    return;
                const int task = g->next();
                if (task == -2)
                    return;
                if (task == -1)
                    g->runMain();
                else
                    g->runHint(task);
            }
        });
    }
    m_drainTimer.start();
    emit summaryChanged();
    emit hintsChanged();
}

void Analysis::stop()
{
    if (!m_gen)
        return;
    m_gen->stop.request_stop();
    {
        std::lock_guard lock(m_gen->mutex);
        m_dropped += m_gen->answers.size();
        m_gen->answers.clear();
        m_gen->pending.clear();
    }
    m_gen.reset();
    m_drainTimer.stop();
    if (m_summary.running) {
        m_summary.running = false;
        emit summaryChanged();
    }
}

void Analysis::setFocusCell(int cell)
{
    if (m_gen)
        m_gen->focus.store(cell);
}

int Analysis::activeWorkers() const
{
    return m_pool.activeThreadCount();
}

void Analysis::waitForFinished()
{
    joinWorkers();
    m_pool.waitForDone();
    drain();
}

void Analysis::drain()
{
    if (!m_gen)
        return;
    std::vector<Generation::Answer> answers;
    std::optional<cpw::SearchStats> stats;
    std::optional<cpw::Error> error;
    std::optional<double> best;
    bool mainNow = false;
    bool positionSolves = false;
    std::optional<double> positionObjective;
    {
        std::lock_guard lock(m_gen->mutex);
        answers.swap(m_gen->answers);
        best = m_gen->best;
        positionSolves = m_gen->positionSolves;
        positionObjective = m_gen->positionObjective;
        if (!m_gen->mainDelivered && (m_gen->mainStats || m_gen->mainError)) {
            m_gen->mainDelivered = true;
            mainNow = true;
            stats = m_gen->mainStats;
            error = m_gen->mainError;
        }
    }
    bool hintsMoved = false;
    for (const Generation::Answer &a : answers) {
        if (a.revision != m_summary.revision || a.cell < 0 || a.cell >= int(m_hints.size())) {
            ++m_dropped; // belongs to an older position: never shown
            continue;
        }
        m_hints[a.cell] = a.hint;
        hintsMoved = true;
    }
    const std::uint64_t solutions = m_gen->solutions.load();
    bool summaryMoved = solutions != m_summary.solutions || best != m_summary.best || mainNow ||
                        positionSolves != m_summary.positionSolves;
    m_summary.solutions = solutions;
    m_summary.best = best;
    m_summary.positionSolves = positionSolves;
    m_summary.positionObjective = positionObjective;
    if (mainNow) {
        m_summary.running = false;
        m_summary.stats = stats;
        if (error && error->code != cpw::ErrorCode::None)
            m_summary.error = error;
    }
    if (hintsMoved)
        emit hintsChanged();
    if (summaryMoved)
        emit summaryChanged();
    if (m_pool.activeThreadCount() == 0 && !m_summary.running) {
        std::lock_guard lock(m_gen->mutex);
        if (m_gen->answers.empty() && m_gen->pending.empty())
            m_drainTimer.stop();
    }
}
