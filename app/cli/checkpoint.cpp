// --checkpoint FILE and `cpw resume FILE`: pausing a search and continuing it later
// (core: cpw/checkpoint.h and runLedgerTasks in cpw/search.h).
#include <sys/stat.h>

#include <iostream>
#include <mutex>

#include "cli.h"
#include "command.h"
#include "cpw/checkpoint.h"
#include "cpw/family.h"
#include "distributed.h"
#include "errortext.h"

namespace cpw::cli {

struct CheckpointWriter::State {
    std::string command;
    std::string path;
    Problem problem;
    std::mutex mutex;
    std::uint64_t tasks = 0, done = 0;
    bool steps = false; ///< the ledger counts sweep steps (the tour frontier programme), not tasks
    bool saved = false;
    std::string lastError; ///< the last save's failure ("" = it worked)
};

namespace {

bool fileExists(const std::string &path)
{
    struct stat info {};
    return ::stat(path.c_str(), &info) == 0;
}

} // namespace

std::optional<int> CheckpointWriter::attach(const std::string &command, const CommonOptions &common,
                                            const PreparedProblem &prepared, SearchOptions &options)
{
    const Problem &problem = prepared.problem();
    if (common.checkpoint.empty() && !common.mpi && !common.sample)
        return std::nullopt;
    const char *option = !common.checkpoint.empty() ? "--checkpoint" : common.mpi ? "--mpi" : "--sample";
    if (Error e = prepared.checkpointRefusal())
        return badInput(command, option + std::string(": ") + errorText(e).toStdString());
    if (common.mpi && common.sample)
        return badInput(command, "--sample runs in one process; leave out --mpi");
    if (common.mpi && common.limit)
        return badInput(command, "--mpi and --limit exclude each other");
    // Every rank continues the same search; under MPI only rank 0 writes the checkpoint (the
    // other ranks must not even look at it: rank 0 may have created it already).
    options.resume = common.resume;
    if (!common.checkpoint.empty() && mpiWorker()) {
        // The tour frontier programme's ranks each write a part of its map beside the file.
        options.checkpointFile = [path = common.checkpoint] {
            return path;
        };
        options.checkpointInterval = common.checkpointEvery;
    }
    if (common.checkpoint.empty() || mpiWorker())
        return std::nullopt;
    if (!common.resuming && fileExists(common.checkpoint))
        return badInput(command, "--checkpoint: " + common.checkpoint +
                                     " exists; continue it with `cpw resume " + common.checkpoint +
                                     "`, or remove it to start again");
    auto state = std::make_shared<State>();
    state->command = command;
    state->path = common.checkpoint;
    state->problem = problem;
    // Written at once: a path that cannot be written fails before the search starts, and a run
    // killed before its first checkpoint can still be resumed (it starts from the beginning).
    if (!common.resuming) {
        Checkpoint start;
        start.problem = problem;
        if (Error e = saveCheckpointFile(start, state->path))
            return badInput(command, e, "--checkpoint");
    }
    options.resume = common.resume;
    options.checkpointInterval = common.checkpointEvery;
    options.checkpointFile = [path = state->path] {
        return path; // a side file goes beside it (the tour frontier programme's map)
    };
    options.onCheckpoint = [state](const TaskLedger &ledger) {
        Checkpoint cp;
        cp.problem = state->problem;
        cp.ledger = ledger;
        const Error e = saveCheckpointFile(cp, state->path);
        std::lock_guard lock(state->mutex);
        if (e) {
            state->lastError = errorText(e).toStdString();
            std::cerr << "cpw " << state->command << ": could not save the checkpoint: " << state->lastError
                      << std::endl;
            return;
        }
        state->lastError.clear();
        state->saved = true;
        state->tasks = ledger.taskCount;
        state->done = ledger.doneCount();
        state->steps = ledger.split.rfind("frontier/", 0) == 0;
    };
    m_state = state;
    return std::nullopt;
}

std::optional<int> CheckpointWriter::finish(const SearchStats &stats) const
{
    if (!m_state)
        return std::nullopt;
    std::lock_guard lock(m_state->mutex);
    if (!m_state->lastError.empty()) {
        std::cerr << "cpw " << m_state->command << ": the search was not saved to " << m_state->path
                  << std::endl;
        return ExitBadInput;
    }
    if (!stats.complete && m_state->saved) {
        std::cerr << "cpw " << m_state->command << ": paused";
        if (m_state->tasks > 0) // else between two phases of a search in phases (search.h)
            std::cerr << " with " << m_state->done << " of " << m_state->tasks
                      << (m_state->steps ? " sweep steps done" : " tasks done");
        std::cerr << ", saved to " << m_state->path << "; continue with: cpw resume " << m_state->path
                  << std::endl;
    }
    return std::nullopt;
}

int cmdResume(const std::vector<std::string> &args)
{
    CommonOptions common;
    std::vector<std::string> files;
    ArgParser parser("resume", "FILE [options]",
                     "Continues a search saved with --checkpoint FILE (or paused in the workbench) where it\n"
                     "stopped, and keeps saving to the same file. The result is the same as that of an\n"
                     "uninterrupted run; solutions already printed before the pause are not printed again\n"
                     "(those of tasks that were running at the pause are). Threads may differ from the\n"
                     "first run. The problem comes from the file: board and distinct cannot be changed.");
    parser.addCommon(&common);
    parser.allowPositional("FILE", &files, 1, 1);
    if (auto code = parser.parse(args))
        return *code;
    if (common.board)
        return badInput("resume", "--board: the board comes from the checkpoint and cannot be changed");
    if (common.distinct)
        return badInput("resume", "--distinct: it comes from the checkpoint and cannot be changed");
    if (!common.checkpoint.empty() && common.checkpoint != files.front())
        return badInput("resume", "--checkpoint: a resumed search keeps saving to " + files.front());
    auto cp = loadCheckpointFile(files.front());
    if (mpiDistributor()) {
        // Every rank continues from rank 0's reading of the file (distributed.h, mpiShareText).
        const std::string text =
            mpiShareText(cp && !mpiWorker() ? serializeCheckpoint(cp.value()) : std::string());
        if (mpiWorker()) {
            cp = parseCheckpoint(text); // when rank 0 could not read it, this fails too
            if (cp)
                locateSideFile(cp.value(), files.front()); // side files beside it, as on rank 0
        }
    }
    if (!cp)
        return badInput("resume", cp.error(), files.front());
    common.checkpoint = files.front();
    // A checkpoint written before its search split its tasks starts from the beginning.
    const bool started = !cp->ledger.split.empty() || cp->ledger.taskCount > 0;
    TaskLedger ledger = cp->ledger;
    common.resume = started ? &ledger : nullptr;
    common.resuming = true;
    return runProblem("resume", cp->problem, common);
}

namespace {
const CommandRegistration resumeCommand({"resume", cmdResume,
                                         "continue a search saved with --checkpoint FILE", 210});
} // namespace

} // namespace cpw::cli
