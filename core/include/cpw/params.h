#pragma once
/// \file params.h
/// A family's parameters as data: each family declares its parameters once (key, type,
/// default, range or choices, problem or run scope, its `cpw` option and English help), and
/// every front end is built from that one declaration, the way every front end of Simon
/// Tatham's puzzles reads a game's `config_item` array.
///
/// - The core validates Problem::params against the specs (validateParams, called by
///   cpw::validateProblem and cpw::solve): an unknown key, a wrong type or a value out of range
///   is an Error whose token names the key ("params.variant").
/// - A family's code reads typed values through ParamReader (never the raw map), which returns
///   the declared default for a key the problem does not set.
/// - Write-back: completeParams() writes every problem-scope parameter of the family into
///   Problem::params, defaults included ("all written"), and reads a renamed key's old name
///   (ParamSpec::legacyKey). The CLI's --save and the GUI save completed problems, so a file
///   says everything it means and survives save -> load -> save unchanged; serializeProblem
///   itself writes Problem::params as they are.
/// - `cpw <family>` generates its options and --help from the specs (ParamSpec::flag, help);
///   the GUI builds the family's form from them, translating labels keyed by family name and
///   key (the core holds no GUI text).
///
/// The parameters every family shares (commonParams(): "distinct", and the run options
/// "threads", "limit", "time_limit", "task_target", "position") are declared here once.

#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cpw/error.h"
#include "cpw/problem.h"

namespace cpw {

/// The type of a parameter's value, and how it is stored in Problem::params.
enum class ParamType {
    Bool,      ///< bool
    Int,       ///< long long, within [min, max]
    Real,      ///< double within [min, max] (a file's integer 2 reads as 2.0)
    Choice,    ///< std::string, one of `choices`
    Piece,     ///< std::string: one piece letter of the problem's catalogue
    PieceList, ///< std::string: piece letters of the problem's catalogue, e.g. "QRN"
    Cell,      ///< std::string: a cell name such as "a1" (on the problem's board), or "" = none
    Text,      ///< std::string: free text the family parses itself (an army "K2Q2", leap "1,3")
};

/// Whether a parameter belongs to the problem (saved with it, shown in the family's form,
/// printed in the summary's "params") or to one run of it (threads, limits, task split).
enum class ParamScope { Problem, Run };

/// "Enabled when": the parameter means something only while another parameter of the same
/// family has one of the given values (compared as text: a choice's value, "true"/"false"
/// for a bool). The GUI greys the field otherwise; the core validates it all the same.
struct ParamCondition {
    std::string_view key;                 ///< empty = always enabled
    std::vector<std::string_view> values; ///< the values that enable it
    /// Giving the parameter's `cpw` option selects the condition's one value ("--pieces 6"
    /// selects mode "pieces"); without it, the option is refused where the condition fails.
    bool selects = false;
};

/// A `cpw` flag that sets a Choice parameter to one of its values ("--fewest" sets
/// mode = "fewest"), beside the parameter's own option.
struct ParamFlag {
    std::string_view flag;
    std::string_view value;
    std::string_view help; ///< English --help text
};

/// One parameter of a family. Spec tables are written with designated initializers in this
/// order; a text default must be a std::string (a bare "plain" would make a bool).
struct ParamSpec {
    std::string_view key; ///< the key in Problem::params and the problem file ("upper_time_limit")
    ParamType type = ParamType::Bool;
    ParamValue defaultValue = false;       ///< the value when a problem does not set the key
    double min = 0;                        ///< Int / Real: smallest value allowed
    double max = 0;                        ///< Int / Real: largest value allowed
    std::vector<std::string_view> choices; ///< Choice: the allowed values, in the order offered
    /// The error of an Int / Real value outside [min, max]: BadFieldValue or the family's own
    /// (familyError(...)); validation fills in its token and `value` (the number as written).
    Error outOfRange = fieldError(ErrorCode::BadFieldValue);
    ParamScope scope = ParamScope::Problem;
    /// The `cpw <family>` option ("--upper-time-limit"); empty = no generated option (the
    /// command sets the key by a hand-written flag, or a common option sets it).
    /// A Bool option is a flag that sets the opposite of the default ("--no-lp" sets
    /// lp_bound = false); a Choice option takes one of the choices. A common key's flag names
    /// the common option that sets it ("--limit"): errors about the key name it.
    std::string_view flag;
    std::string_view valueName;        ///< the option's value in --help ("S", "N", "L"); empty for flags
    std::string_view help;             ///< English --help text of the option (the GUI translates its own)
    std::vector<ParamFlag> valueFlags; ///< Choice: flags that set one value each
    ParamCondition enabledWhen;        ///< where the parameter means something (GUI greying)
    std::string_view legacyKey;        ///< an older name of the key, still read (completeParams, ParamReader)
};

/// The values of a Choice parameter bound to an enum, written once where the spec is declared:
/// `.choices = enumChoices<TourEngine>({{TourEngine::Auto, "auto"}, {TourEngine::Frontier, "dp"},
/// ...})`. The pairs must list the enumerators 0, 1, 2, ... in order (std::logic_error
/// otherwise), so that the value at index i is the name of enumerator i: ParamReader::choice<E>
/// reads the enum, choiceName() writes it back (file write-back, summary labels), and the CLI's
/// option and the GUI's combo box list the same values.
template <class E>
std::vector<std::string_view> enumChoices(std::initializer_list<std::pair<E, std::string_view>> names)
{
    std::vector<std::string_view> out;
    for (const auto &[value, name] : names) {
        if (static_cast<std::size_t>(value) != out.size())
            throw std::logic_error("cpw::enumChoices: enumerators out of order at " + std::string(name));
        out.push_back(name);
    }
    return out;
}

/// The spec of `key` in a family's table, or nullptr.
const ParamSpec *findSpec(std::span<const ParamSpec> specs, std::string_view key);

/// The name of enumerator `value` of the enum-bound Choice `key` in a family's table (the
/// problem file's value, the summary's label). std::logic_error for an undeclared key.
std::string_view choiceName(std::span<const ParamSpec> specs, std::string_view key, int value);
template <class E>
std::string_view choiceName(std::span<const ParamSpec> specs, std::string_view key, E value)
{
    return choiceName(specs, key, static_cast<int>(value));
}

/// The parameters every family shares: "distinct" (problem; only for families whose
/// supportsDistinct is true), and the run options "threads", "limit", "time_limit" (the
/// general time limit of a run, seconds; 0 = none), "task_target" (the task split's target)
/// "position" (the GUI's unfixed pieces, a placement kept with the file; in a numbered-tour
/// puzzle the numbers written so far, "c2=3 e1=5") and "puzzle" (the file is a puzzle to solve:
/// its fixed pieces or a tour's "numbers" are the givens; docs/compose.md).
std::span<const ParamSpec> commonParams();

/// The parameters of one kind: the family's own specs, and whether the common "distinct"
/// applies to it (FamilyDescriptor::supportsDistinct). The functions below that take a table
/// know no family; those that take a kind, or a problem by its kind, find the kind's table in
/// the family table (they are defined one floor up, core/src/familyparams.cpp: paramTableOf).
struct ParamTable {
    std::span<const ParamSpec> own;
    bool distinct = false;
};

/// The table of a kind in the family table (empty for a kind without a family).
ParamTable paramTableOf(std::string_view kind);

/// The spec of `key` in a table: the family's own first, then the common ones (current names,
/// then old ones). nullptr when neither declares it.
const ParamSpec *findParam(const ParamTable &table, std::string_view key);
/// The same for problems of `kind` (nullptr also when the kind has no family).
const ParamSpec *findParam(std::string_view kind, std::string_view key);
/// Every spec that applies: the family's own, then the common ones.
std::vector<const ParamSpec *> paramsOf(const ParamTable &table);
std::vector<const ParamSpec *> paramsOf(std::string_view kind);

/// Checks Problem::params against the specs of the problem's kind: every key must be declared
/// (UnknownParam, token "params.<key>"), of the declared type (BadFieldType), and within range /
/// among the choices / a piece of the catalogue / a cell of the board (BadFieldValue, `value`
/// holds an out-of-range integer). "distinct" on a family without distinct counts is
/// UnknownParam too.
Error validateParams(const Problem &problem, const ParamTable &table);
Error validateParams(const Problem &problem);
/// How many times validateParams() has run in this process: a test's measure that one run of a
/// problem checks its parameters once (prepareProblem, then the prepared problem).
std::uint64_t paramValidations();
/// How many times a family has checked a request of its own (validateTour, validateCover, ...)
/// in this process: with paramValidations(), a test's measure that one run checks once.
std::uint64_t requestValidations();
/// Counts one check of a family's request (each family's validate function calls it).
void noteRequestValidation();

/// Writes every problem-scope parameter of the problem's family into Problem::params (the
/// default where it is not set; an old key name is read and replaced by the new one; an
/// integer given for a Real becomes a double). Run-scope keys are kept as they are.
void completeParams(Problem &problem, const ParamTable &table);
void completeParams(Problem &problem);

/// The problem-scope parameters of a problem, completed (every key of the family, defaults
/// included): what the summary's "params" and the GUI's form show.
std::map<std::string, ParamValue> problemParams(const Problem &problem, const ParamTable &table);
std::map<std::string, ParamValue> problemParams(const Problem &problem);

/// The text of a value as ParamCondition and the CLI compare it: "true"/"false", the number,
/// or the string itself.
std::string paramText(const ParamValue &value);

/// True when the spec's enabledWhen condition holds for the (completed) parameters of `problem`.
bool paramEnabled(const Problem &problem, const ParamTable &table, const ParamSpec &spec);
bool paramEnabled(const Problem &problem, const ParamSpec &spec);

/// Typed read access for a family's code: the problem's value of a declared key, or the
/// declared default. Reading a key that the kind does not declare, or with the wrong type,
/// is a programming error (std::logic_error). Validate the problem first (validateParams):
/// then every value has its declared type.
class ParamReader {
public:
    /// Reads with the table of the problem's kind (paramTableOf).
    explicit ParamReader(const Problem &problem);
    ParamReader(const Problem &problem, const ParamTable &table) : m_problem(problem), m_table(table) {}
    bool boolean(std::string_view key) const;
    long long integer(std::string_view key) const;
    double real(std::string_view key) const;
    /// Choice, Text, Cell, Piece and PieceList values as stored.
    std::string text(std::string_view key) const;
    /// A Choice value's index among the spec's choices (0 for a value not among them).
    int choiceIndex(std::string_view key) const;
    /// An enum-bound Choice (enumChoices) as its enumerator.
    template <class E>
    E choice(std::string_view key) const
    {
        return static_cast<E>(choiceIndex(key));
    }
    /// A Piece parameter: its id in the problem's catalogue (-1 if the letter is unknown).
    int piece(std::string_view key) const;
    /// A Cell parameter: its index on the problem's board, or -1 for "" (none).
    int cell(std::string_view key) const;
    /// True when the problem sets the key itself (or its legacy name).
    bool given(std::string_view key) const;
    /// The value the problem sets, or the default.
    ParamValue value(std::string_view key) const;

private:
    const ParamSpec &spec(std::string_view key, ParamType expected) const;
    const Problem &m_problem;
    ParamTable m_table;
};

} // namespace cpw
