#pragma once
/// \file command.h
/// The commands of `cpw`, each registered by its own file, and the one command of every solver
/// family: `cpw <family>` generated from the family's parameter specs (cpw/params.h).
///
/// A family needs no file here at all: `cpw <name>` exists for every family of the core's table,
/// with the board options, `--preplaced`, one option per parameter spec that has a flag, the
/// common options and `--save FILE`. A `cmd_<family>.cpp` registers a FamilyCli only for what the
/// specs cannot say (a help text, `--army K2Q2B2N1`, per-cell `--targets`, solution lines of
/// its own); no list outside the core's family table names the families.

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli.h"
#include "cpw/family.h"
#include "cpw/params.h"

namespace cpw::cli {

/// One command that is no family (attacks, pieces, solve, resume, bench).
struct Command {
    std::string_view name;
    int (*run)(const std::vector<std::string> &args) = nullptr;
    std::string_view summary; ///< one line for `cpw --help`
    int order = 0;            ///< place in `cpw --help`: below 100 before the families, else after
};
/// Registers a command; a file does it with a static CommandRegistration.
struct CommandRegistration {
    explicit CommandRegistration(const Command &command);
};
/// Every registered command, by order.
std::vector<Command> commands();

/// The state of one `cpw <family>` run: what the options set, and the problem built from it.
struct FamilyRun {
    /// `command`: the name messages give (default the family's: `cpw compose` passes its own).
    explicit FamilyRun(const FamilyDescriptor &descriptor, std::string command = {});
    const FamilyDescriptor &family;
    std::string command; ///< the family's name
    ArgParser parser;
    CommonOptions common;
    ShapeOptions shape;
    Catalogue catalogue = Catalogue::standard();
    std::string preplacedText; ///< --preplaced P
    std::string piecesText;    ///< --pieces LETTERS (where the family's FamilyCli adds it)
    /// Parameters set by the generated options (and by a FamilyCli), with the option's text.
    std::map<std::string, ParamValue> params;
    std::map<std::string, std::string> givenAs; ///< key -> the option that set it
    std::string conflict; ///< two options that set one key differently ("--fewest and --most ...")
    Problem problem;      ///< built by FamilyCli::build
    /// Storage of a FamilyCli's own options, by option name (stable references).
    std::map<std::string, std::string> texts;
    std::map<std::string, bool> flags;
    std::string &text(const std::string &option) { return texts[option]; }
    bool &flag(const std::string &option) { return flags[option]; }
    /// Sets a parameter from an option (remembered for messages that name the option).
    void set(std::string_view key, ParamValue value, const std::string &option);
    bool has(std::string_view key) const { return params.count(std::string(key)) > 0; }
};

/// The hand-written part of `cpw <family>`: everything has a default.
class FamilyCli {
public:
    virtual ~FamilyCli() = default;
    virtual std::string summary() const; ///< the line in `cpw --help`
    virtual std::string synopsis() const;
    virtual std::string description() const;
    /// Options the specs cannot say; the default adds --shape, --holes and --preplaced.
    virtual void addOptions(FamilyRun &run) const;
    /// After building: another action than solving (exact --patterns); nullopt = solve.
    virtual std::optional<int> instead(FamilyRun &run) const;
    /// Builds run.problem's board, pieces, preplaced pieces and targets, and checks what the
    /// options say together. The default: the board of --board / --shape / --preplaced, --holes,
    /// --preplaced, --pieces. An exit code when it printed a bad-input message.
    virtual std::optional<int> build(FamilyRun &run) const;
    /// Prints one solution (the default: Reporter::solution).
    virtual void solution(const Problem &problem, const Solution &solution, Reporter &reporter) const;
    /// A message for an error of the run that says more than errorText (nullopt = errorText).
    virtual std::optional<std::string> message(const Problem &problem, const Error &error) const;
    /// After the search, before the summary (rank 0 only): files the run options ask for
    /// (peaceable --representatives); fields it adds to the summary go into `extra`. An exit code
    /// when it printed an error.
    virtual std::optional<int> finish(const std::string &command, const Problem &problem, const SearchStats &stats,
                                      nlohmann::json &extra) const;
};

/// Registers the FamilyCli of a family (a static FamilyCliRegistration in cmd_<family>.cpp),
/// keyed by the family's descriptor function itself (cpw::coverFamily): a misspelt family does
/// not build.
struct FamilyCliRegistration {
    FamilyCliRegistration(FamilyDescriptor (*family)(), std::unique_ptr<FamilyCli> cli);
};
/// The FamilyCli of a family: its registered one, or the default.
const FamilyCli &familyCli(std::string_view name);

/// Adds every option of `cpw <family>` to run.parser: the FamilyCli's, the generated ones,
/// --define and the common options.
void addFamilyOptions(FamilyRun &run);
/// Parses `args` into run.parser (options added by the caller: addFamilyOptions and its own),
/// checks the options together and builds run.problem (board, pieces, parameters) the way
/// `cpw <family>` does. An exit code after --help or bad input (the message printed).
std::optional<int> buildFamilyProblem(FamilyRun &run, const std::vector<std::string> &args);
/// `cpw <family> ARGS`: generated options -> Problem -> runProblem (or --save FILE).
int runFamilyCommand(const FamilyDescriptor &family, const std::vector<std::string> &args);
/// Why `cpw <family>` refuses the family, or empty: a flag of its specs (or a value flag) that
/// repeats an option every family command has (--board, --n, --shape, --holes, --preplaced,
/// --define and the common options), which the option parser would take first. Names the
/// flag, its key and the family.
std::string familyFlagRefusal(const FamilyDescriptor &family);

/// The option of a parameter key in `cpw <family>` ("--upper-time-limit"; "params.<key>" when
/// it has none).
std::string optionOf(const FamilyDescriptor &family, std::string_view key);

/// The board, preplaced pieces and allowed pieces of the default FamilyCli::build (for a
/// FamilyCli that adds to it). Exit code on bad input.
std::optional<int> buildBoardAndPieces(FamilyRun &run);

/// `--piece L` of a family whose problem holds one piece kind (cover, peaceable armies), with
/// `defaultLetter` as its default.
void addOnePieceOption(FamilyRun &run, char defaultLetter);
/// Reads `--piece` into `piece` (its id in run.catalogue) and run.problem.allowed = {piece}.
/// Exit code (a message naming --piece) when it is not one known letter.
std::optional<int> takeOnePiece(FamilyRun &run, int &piece);

} // namespace cpw::cli
