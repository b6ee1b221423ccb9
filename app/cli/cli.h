#pragma once
/// \file cli.h
/// Shared machinery of the `cpw` commands: argument parsing with the contract's common
/// options, output of solutions and the summary line (text or JSON lines), progress on
/// stderr, interruption by signals, and exit codes (shared/cli-contract.md).

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cpw/board.h"
#include "cpw/family.h"
#include "cpw/piece.h"
#include "cpw/problem.h"
#include "cpw/search.h"

namespace cpw::cli {

/// Exit codes of the contract.
enum ExitCode : int { ExitOk = 0, ExitBadInput = 2, ExitInterrupted = 3 };

/// The options every solving command accepts.
struct CommonOptions {
    std::optional<Board> board;    ///< --board WxH / --n N
    int threads = 0;               ///< --threads N (0 = all cores)
    bool json = false;             ///< --json
    bool quiet = false;            ///< --quiet
    bool distinct = false;         ///< --distinct
    std::uint64_t limit = 0;       ///< --limit N
    double timeLimit = 0.0;        ///< --time-limit S
    bool progress = true;          ///< --no-progress turns off the stderr progress line
    std::string checkpoint;        ///< --checkpoint FILE (empty = none)
    double checkpointEvery = 60.0; ///< --checkpoint-every S
    /// Set by `cpw resume`: the search to continue (its file is `checkpoint`).
    const TaskLedger *resume = nullptr;
    bool resuming = false;  ///< `cpw resume`: the checkpoint file may exist
    bool mpi = false;       ///< --mpi (under mpirun): rank 0 hands tasks to the other ranks
    /// --mpi-round-bytes N: the tour frontier programme's MPI_Alltoallv rounds (0 = the default).
    std::uint64_t mpiRoundBytes = 0;
    int tasks = 0;          ///< --tasks N: the task split's target (0 = the solver's default)
    std::size_t sample = 0; ///< --sample K: estimate the search from K random tasks
    std::string save;       ///< --save FILE: write the problem file the command would run, run nothing
};

/// A small declarative argument parser: "--name value", "--name=value" and flags.
/// Errors are printed as one line "cpw <command>: <what is wrong>" on stderr.
class ArgParser {
public:
    ArgParser(std::string command, std::string synopsis, std::string description);

    void addFlag(const std::string &name, const std::string &help, bool *out);
    void addString(const std::string &name, const std::string &valueName, const std::string &help,
                   std::string *out);
    void addInt(const std::string &name, const std::string &valueName, const std::string &help,
                long long *out, long long min, long long max);
    void addDouble(const std::string &name, const std::string &valueName, const std::string &help,
                   double *out, double min, double max);
    /// A custom option: `apply` returns an error text (without the option name) or "" on success.
    void addCustom(const std::string &name, const std::string &valueName, const std::string &help,
                   std::function<std::string(const std::string &)> apply);
    /// Adds --board/--n, --threads, --json, --quiet, --limit, --time-limit, --distinct, --no-progress.
    void addCommon(CommonOptions *out);
    /// Allows positional arguments (e.g. a file name); without this they are an error.
    void allowPositional(const std::string &valueName, std::vector<std::string> *out, int min, int max);

    /// Parses; returns std::nullopt to go on, or an exit code to return at once (0 after
    /// --help, ExitBadInput after an error, which was already printed).
    std::optional<int> parse(const std::vector<std::string> &args);
    std::string help() const;
    const std::string &command() const { return m_command; }
    /// True when an option of that name has been added.
    bool knows(const std::string &name) const;
    /// True if the option was given on the command line.
    bool given(const std::string &name) const;

private:
    struct Option {
        std::string name;
        std::string valueName; // empty for flags
        std::string help;
        std::function<std::string(const std::string &)> apply;
    };
    std::string m_command, m_synopsis, m_description;
    std::vector<Option> m_options;
    std::vector<std::string> *m_positional = nullptr;
    std::string m_positionalName;
    int m_posMin = 0, m_posMax = 0;
    std::vector<std::string> m_given;
};

/// `--shape S` and `--holes CELLS`, the board options of the commands that place pieces.
struct ShapeOptions {
    std::string shape; ///< board shape in placement notation, '-' = hole
    std::string holes; ///< cells that are not part of the board, e.g. "a1,h8"
};
void addShapeOptions(ArgParser &parser, ShapeOptions *out);
/// The board of a placing command: --board/--n, else --shape, else the board of the
/// --preplaced text; then --holes. On bad input prints the one-line error and returns the exit
/// code; std::nullopt means `board` is set.
std::optional<int> resolveBoard(const std::string &command, const CommonOptions &common,
                                const ShapeOptions &shape, const std::string &preplacedText,
                                const Catalogue &catalogue, Board &board);
/// `s` without leading and trailing blanks and tabs (targets.cpp, beside split()).
std::string trim(const std::string &s);

/// Adds the repeatable option `--define L=BETZA[:NAME]` that adds a user-defined piece with
/// letter L to `catalogue` (errors name the letter and the Betza position).
void addPieceDefinitions(ArgParser &parser, Catalogue *catalogue);

/// Prints "cpw <command>: <message>" to stderr and returns ExitBadInput.
int badInput(const std::string &command, const std::string &message);
/// The same for a core error (message from errorText), `what` names the input.
int badInput(const std::string &command, const Error &error, const std::string &what = {});

/// A stop token that is triggered by SIGINT/SIGTERM (installed by main).
std::stop_token interruptToken();
bool interrupted();
void installSignalHandlers();

/// Writes solutions and the summary in the contract's formats.
class Reporter {
public:
    Reporter(std::string command, const CommonOptions &options, const Catalogue &catalogue);
    /// Prints one solution unless --quiet: the placement notation (text), or a JSON line
    /// {"type":"solution","board":"WxH","placement":...,"pieces":n, ...extra}.
    void solution(const Solution &solution, const nlohmann::json &extra = nlohmann::json::object());
    /// Prints the summary (always the last line on stdout with --json). `extra` is merged into
    /// the JSON object (e.g. "distinct", "optimum"); in text mode it is printed as key: value lines.
    void summary(const SearchStats &stats, const nlohmann::json &extra = nlohmann::json::object());
    /// Progress line on stderr (only when stderr is a terminal and progress is on).
    void progress(const Progress &progress);
    /// Board text "WxH".
    static std::string boardText(const Board &board);
    bool json() const { return m_options.json; }
    bool quiet() const { return m_options.quiet; }

private:
    std::string m_command;
    CommonOptions m_options;
    const Catalogue &m_catalogue;
    bool m_progressShown = false;
};

/// Builds SearchOptions from the common options and a reporter (solution sink prints,
/// progress goes to stderr). `printSolutions` = false leaves onSolution unset (fast counting).
SearchOptions searchOptions(const CommonOptions &options, Reporter &reporter, bool printSolutions);

/// Summary fields every solver fills from SearchStats: distinct, symmetric, optimum,
/// proven_optimal, by_pieces, nodes (those that are set). Used by Reporter::summary.
nlohmann::json statsJson(const SearchStats &stats);

/// A tour's move numbers (index y * width + x) as ranks from the top down, null for holes:
/// the contract's "order" field.
nlohmann::json orderRanks(const Board &board, const std::vector<int> &order);
/// A tour's move numbers as text, a board's rows top rank first, each line begun with `indent`
/// ('-' a hole, '.' a cell not visited).
std::string orderGrid(const Board &board, const std::vector<int> &order, const std::string &indent = "");

/// Exit code for a finished search: ExitInterrupted after a signal, else ExitOk.
int exitCodeFor(const SearchStats &stats);

/// `cpw attacks` (cmd_attacks.cpp), which `cpw solve` runs for an attacks problem.
int cmdAttacks(const std::vector<std::string> &args);

} // namespace cpw::cli

namespace cpw {
struct Problem;
}

namespace cpw::cli {
/// Validates a problem once and solves it through the family seam (cpw::prepareProblem, then
/// cpw::solve of the prepared problem), streaming solutions
/// (through the family's FamilyCli) and printing the one summary shape: the contract's fields,
/// the solver's own, "kind", "board" and every problem parameter under "params". `--distinct`
/// sets the common parameter "distinct". Returns the exit code. The one path of `cpw solve`
/// and of every `cpw <family>` command (command.h).
int runProblem(const std::string &command, cpw::Problem problem, const CommonOptions &options);
/// One line for an error of a problem: the family's own message, else errorText; with
/// `fromOptions` an error about "params.<key>" names the option that set the key.
std::string problemErrorText(const cpw::Problem &problem, const Error &error, bool fromOptions);

/// --checkpoint FILE for one run (app/cli/checkpoint.cpp): attach() refuses an existing file
/// (unless resuming it) and a family that cannot checkpoint, writes a "not started" checkpoint
/// at once (so a bad path fails before the search), and sets options.onCheckpoint to save the
/// ledger atomically; finish() saves nothing more and tells the user how to continue.
class CheckpointWriter {
public:
    /// Returns an exit code when the run must not start (the message is printed). Whether the
    /// problem can checkpoint is asked of the prepared problem (its request is not built again).
    std::optional<int> attach(const std::string &command, const CommonOptions &common,
                              const cpw::PreparedProblem &prepared, SearchOptions &options);
    /// After the run: a note on stderr when the search was paused (or a save failed). Returns
    /// an exit code when the last save failed.
    std::optional<int> finish(const SearchStats &stats) const;

private:
    struct State;
    std::shared_ptr<State> m_state;
};
} // namespace cpw::cli
