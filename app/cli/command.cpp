#include "command.h"

#include <algorithm>
#include <charconv>
#include <iostream>
#include <sstream>

#include "errortext.h"

/*
 * `cpw <family>` from the family's parameter specs (command.h).
 *
 * The options of a family command come in three groups: what its FamilyCli adds by hand (the
 * board options by default), one option per spec that names a flag (a Bool is a flag that sets
 * the opposite of its default, a Choice also gets its value flags such as --fewest), and the
 * common options with --save. The generated options check types, ranges and choices as they
 * are read, so a bad value is named by its option at once; what depends on the board or the
 * catalogue (a piece letter, a cell, an army) is checked by the core, and its error, which
 * names "params.<key>", is told with the option that set the key.
 *
 * A spec's condition ("enabled when") is checked on the options given: an option whose
 * condition names one value and `selects` it sets that value (--pieces 6 selects mode
 * "pieces"); otherwise an option given where its condition does not hold is refused.
 */

namespace cpw::cli {

namespace {

std::vector<Command> &commandTable()
{
    static std::vector<Command> table;
    return table;
}

std::map<std::string, std::unique_ptr<FamilyCli>, std::less<>> &familyClis()
{
    static std::map<std::string, std::unique_ptr<FamilyCli>, std::less<>> table;
    return table;
}

bool readInteger(const std::string &text, long long &out)
{
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return !text.empty() && ec == std::errc() && ptr == text.data() + text.size();
}

bool readReal(const std::string &text, double &out)
{
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return !text.empty() && ec == std::errc() && ptr == text.data() + text.size();
}

std::string numberText(double d)
{
    std::ostringstream s;
    s << d;
    return s.str();
}

/// "a, b or c" (or, with a separator, "a|b|c": a choice's value in --help).
std::string choiceList(const std::vector<std::string_view> &choices, const char *separator = nullptr)
{
    std::string out;
    for (std::size_t i = 0; i < choices.size(); ++i) {
        if (i > 0)
            out += separator ? separator : i + 1 == choices.size() ? " or " : ", ";
        out += choices[i];
    }
    return out;
}

/// One option per spec with a flag (and its value flags).
void addGeneratedOptions(FamilyRun &run)
{
    for (const ParamSpec &spec : run.family.params) {
        if (spec.flag.empty() && spec.valueFlags.empty())
            continue;
        const std::string flag(spec.flag), key(spec.key), help(spec.help), valueName(spec.valueName);
        FamilyRun *r = &run;
        const ParamSpec *s = &spec;
        if (!spec.flag.empty()) {
            switch (spec.type) {
            case ParamType::Bool:
                run.parser.addCustom(flag, {}, help, [r, s, flag](const std::string &) {
                    r->set(s->key, !std::get<bool>(s->defaultValue), flag);
                    return std::string();
                });
                break;
            case ParamType::Int:
                run.parser.addCustom(flag, valueName.empty() ? "N" : valueName, help,
                                     [r, s, flag](const std::string &v) -> std::string {
                                         long long n = 0;
                                         if (!readInteger(v, n))
                                             return "expected a whole number, got '" + v + "'";
                                         if (n < s->min || n > s->max)
                                             return "must be between " + numberText(s->min) + " and " +
                                                    numberText(s->max) + ", got " + v;
                                         r->set(s->key, n, flag);
                                         return {};
                                     });
                break;
            case ParamType::Real: // its default from the spec, written there once
                run.parser.addCustom(flag, valueName.empty() ? "X" : valueName,
                                     help + " (default " + numberText(std::get<double>(spec.defaultValue)) + ")",
                                     [r, s, flag](const std::string &v) -> std::string {
                                         double d = 0;
                                         if (!readReal(v, d))
                                             return "expected a number, got '" + v + "'";
                                         if (!(d >= s->min && d <= s->max))
                                             return "must be between " + numberText(s->min) + " and " +
                                                    numberText(s->max) + ", got " + v;
                                         r->set(s->key, d, flag);
                                         return {};
                                     });
                break;
            case ParamType::Choice:
                run.parser.addCustom(
                    flag, valueName.empty() ? choiceList(spec.choices, "|") : valueName, help,
                    [r, s, flag](const std::string &v) -> std::string {
                        if (std::find(s->choices.begin(), s->choices.end(), v) == s->choices.end())
                            return "expected " + choiceList(s->choices) + ", got '" + v + "'";
                        r->set(s->key, v, flag);
                        return {};
                    });
                break;
            default: // Piece, PieceList, Cell, Text: checked by the core against the board and catalogue
                run.parser.addCustom(flag, valueName.empty() ? "TEXT" : valueName, help,
                                     [r, s, flag](const std::string &v) {
                                         r->set(s->key, v, flag);
                                         return std::string();
                                     });
                break;
            }
        }
        for (const ParamFlag &vf : spec.valueFlags) {
            const std::string name(vf.flag), value(vf.value);
            run.parser.addCustom(name, {}, std::string(vf.help), [r, s, name, value](const std::string &) {
                r->set(s->key, value, name);
                return std::string();
            });
        }
    }
}

/// The value a key has after the options: given, else the default.
ParamValue currentValue(const FamilyRun &run, const ParamSpec &spec)
{
    auto it = run.params.find(std::string(spec.key));
    return it != run.params.end() ? it->second : spec.defaultValue;
}

/// Conditions of the options given: selected where the spec says so, else refused.
std::optional<int> checkConditions(FamilyRun &run)
{
    // Selecting first, so that a condition checks the value the selections leave.
    for (const ParamSpec &spec : run.family.params) {
        const ParamCondition &when = spec.enabledWhen;
        if (!run.has(spec.key) || when.key.empty() || !when.selects || when.values.size() != 1)
            continue;
        const ParamSpec *other = findParam(run.family.name, when.key);
        if (!other)
            continue;
        const std::string key(when.key);
        if (run.has(when.key) && paramText(run.params[key]) != when.values.front())
            return badInput(run.command, run.givenAs[std::string(spec.key)] + " and " + run.givenAs[key] +
                                             " exclude each other");
        ParamValue selected = other->type == ParamType::Bool ? ParamValue(when.values.front() == "true")
                                                             : ParamValue(std::string(when.values.front()));
        run.set(when.key, selected, run.givenAs[std::string(spec.key)]);
    }
    for (const ParamSpec &spec : run.family.params) {
        const ParamCondition &when = spec.enabledWhen;
        if (!run.has(spec.key) || when.key.empty())
            continue;
        const ParamSpec *other = findParam(run.family.name, when.key);
        if (!other)
            continue;
        const std::string now = paramText(currentValue(run, *other));
        if (std::find(when.values.begin(), when.values.end(), now) != when.values.end())
            continue;
        std::string where;
        for (std::string_view v : when.values) {
            std::string option = optionOf(run.family, when.key) + " " + std::string(v);
            for (const ParamFlag &vf : other->valueFlags)
                if (vf.value == v)
                    option = std::string(vf.flag);
            where += (where.empty() ? "" : " or ") + option;
        }
        const std::string &given = run.givenAs[std::string(spec.key)];
        if (run.has(when.key))
            return badInput(run.command,
                            given + " and " + run.givenAs[std::string(when.key)] + " exclude each other");
        return badInput(run.command, given + " applies with " + where + " only");
    }
    return std::nullopt;
}

/// Writes the problem the command would run (completed, with the run options given) atomically.
int saveProblem(FamilyRun &run)
{
    Problem p = run.problem;
    if (Error e = validateProblem(p))
        return badInput(run.command, e);
    completeParams(p);
    if (run.common.threads > 0)
        p.params["threads"] = static_cast<long long>(run.common.threads);
    if (run.common.limit > 0)
        p.params["limit"] = static_cast<long long>(run.common.limit);
    if (run.common.timeLimit > 0)
        p.params["time_limit"] = run.common.timeLimit;
    if (Error e = saveProblemFile(p, run.common.save))
        return badInput(run.command, e, run.common.save);
    return ExitOk;
}

} // namespace

CommandRegistration::CommandRegistration(const Command &command)
{
    commandTable().push_back(command);
}

std::vector<Command> commands()
{
    std::vector<Command> out = commandTable();
    std::stable_sort(out.begin(), out.end(),
                     [](const Command &a, const Command &b) { return a.order < b.order; });
    return out;
}

FamilyCliRegistration::FamilyCliRegistration(FamilyDescriptor (*family)(), std::unique_ptr<FamilyCli> cli)
{
    familyClis()[std::string(family().name)] = std::move(cli);
}

const FamilyCli &familyCli(std::string_view name)
{
    static const FamilyCli fallback;
    const auto it = familyClis().find(name);
    return it != familyClis().end() ? *it->second : fallback;
}

FamilyRun::FamilyRun(const FamilyDescriptor &descriptor, std::string commandName)
    : family(descriptor), command(commandName.empty() ? std::string(descriptor.name) : std::move(commandName)),
      parser(command, familyCli(descriptor.name).synopsis(), familyCli(descriptor.name).description())
{
}

void FamilyRun::set(std::string_view key, ParamValue value, const std::string &option)
{
    const auto before = givenAs.find(std::string(key));
    if (before != givenAs.end() && before->second != option && conflict.empty() &&
        paramText(params[std::string(key)]) != paramText(value))
        conflict = before->second + " and " + option + " exclude each other";
    params[std::string(key)] = std::move(value);
    givenAs[std::string(key)] = option;
}

std::string optionOf(const FamilyDescriptor &family, std::string_view key)
{
    for (std::span<const ParamSpec> specs : {family.params, commonParams()})
        for (const ParamSpec &s : specs)
            if (s.key == key) {
                if (!s.flag.empty())
                    return std::string(s.flag);
                if (!s.valueFlags.empty())
                    return std::string(s.valueFlags.front().flag);
            }
    return "params." + std::string(key);
}

// ---------------------------------------------------------------------------------------------
// The defaults of FamilyCli

std::string FamilyCli::summary() const
{
    return "solver family " + std::string("(see cpw <name> --help)");
}

std::string FamilyCli::synopsis() const
{
    return "--board WxH [options]";
}

std::string FamilyCli::description() const
{
    return "Solves a problem of this family; the options are its parameters.";
}

void FamilyCli::addOptions(FamilyRun &run) const
{
    run.parser.addString("--preplaced", "P", "fixed pieces in placement notation (same board)",
                         &run.preplacedText);
    addShapeOptions(run.parser, &run.shape);
}

std::optional<int> FamilyCli::instead(FamilyRun &) const
{
    return std::nullopt;
}

std::optional<int> FamilyCli::build(FamilyRun &run) const
{
    return buildBoardAndPieces(run);
}

void FamilyCli::solution(const Problem &, const Solution &solution, Reporter &reporter) const
{
    reporter.solution(solution);
}

std::optional<std::string> FamilyCli::message(const Problem &, const Error &) const
{
    return std::nullopt;
}

std::optional<int> FamilyCli::finish(const std::string &, const Problem &, const SearchStats &, nlohmann::json &) const
{
    return std::nullopt;
}

std::optional<int> buildBoardAndPieces(FamilyRun &run)
{
    Problem &p = run.problem;
    if (auto code =
            resolveBoard(run.command, run.common, run.shape, run.preplacedText, run.catalogue, p.board))
        return code;
    p.catalogue = run.catalogue;
    p.preplaced = Placement(p.board);
    if (!run.preplacedText.empty()) {
        auto pre = parsePlacement(run.preplacedText, run.catalogue, &p.board);
        if (!pre)
            return badInput(run.command, pre.error(), "--preplaced");
        p.preplaced = pre.value();
    }
    if (!run.piecesText.empty()) {
        auto allowed = parsePieceList(run.piecesText, run.catalogue);
        if (!allowed)
            return badInput(run.command, allowed.error(), "--pieces");
        p.allowed = allowed.value();
    }
    return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// The command

void addFamilyOptions(FamilyRun &run)
{
    familyCli(run.family.name).addOptions(run);
    addGeneratedOptions(run);
    addPieceDefinitions(run.parser, &run.catalogue);
    run.parser.addCommon(&run.common);
}

std::optional<int> buildFamilyProblem(FamilyRun &run, const std::vector<std::string> &args)
{
    const FamilyCli &cli = familyCli(run.family.name);
    if (auto code = run.parser.parse(args))
        return *code;
    if (auto code = checkConditions(run))
        return *code;
    if (!run.conflict.empty())
        return badInput(run.command, run.conflict);
    run.problem.kind = std::string(run.family.name);
    run.problem.catalogue = run.catalogue;
    if (auto code = cli.build(run))
        return *code;
    run.problem.catalogue = run.catalogue;
    for (const auto &[key, value] : run.params)
        run.problem.params[key] = value;
    return std::nullopt;
}

std::string familyFlagRefusal(const FamilyDescriptor &family)
{
    // The options every family command has, in a parser of their own.
    ArgParser every(std::string(family.name), {}, {});
    ShapeOptions shape;
    Catalogue catalogue = Catalogue::standard();
    CommonOptions common;
    std::string preplaced;
    addShapeOptions(every, &shape);
    every.addString("--preplaced", "P", {}, &preplaced);
    addPieceDefinitions(every, &catalogue);
    every.addCommon(&common);
    for (const ParamSpec &spec : family.params) {
        std::vector<std::string_view> flags = {spec.flag};
        for (const ParamFlag &vf : spec.valueFlags)
            flags.push_back(vf.flag);
        for (std::string_view flag : flags)
            if (!flag.empty() && every.knows(std::string(flag)))
                return "the family '" + std::string(family.name) + "' declares the flag " + std::string(flag) +
                       " for its parameter '" + std::string(spec.key) +
                       "', an option every command has: it cannot be a command until the flag is renamed";
    }
    return {};
}

int runFamilyCommand(const FamilyDescriptor &family, const std::vector<std::string> &args)
{
    if (const std::string refusal = familyFlagRefusal(family); !refusal.empty()) {
        std::cerr << "cpw " << family.name << ": " << refusal << std::endl;
        return ExitBadInput;
    }
    const FamilyCli &cli = familyCli(family.name);
    FamilyRun run(family);
    addFamilyOptions(run);
    if (auto code = buildFamilyProblem(run, args))
        return *code;
    if (auto code = cli.instead(run))
        return *code;
    if (run.common.distinct)
        run.problem.params["distinct"] = true;
    if (run.common.tasks > 0)
        run.problem.params["task_target"] = static_cast<long long>(run.common.tasks);
    if (!run.common.save.empty())
        return saveProblem(run);
    return runProblem(run.command, run.problem, run.common);
}

void addOnePieceOption(FamilyRun &run, char defaultLetter)
{
    run.text("--piece") = std::string(1, defaultLetter);
    run.parser.addString("--piece", "L",
                         std::string("the piece (catalogue letter from `cpw pieces` or --define; default ") +
                             defaultLetter + ")",
                         &run.text("--piece"));
}

std::optional<int> takeOnePiece(FamilyRun &run, int &piece)
{
    const std::string letter = trim(run.text("--piece"));
    if (letter.size() != 1)
        return badInput(run.command, "--piece: expected one piece letter, got '" + run.text("--piece") + "'");
    piece = run.catalogue.find(letter[0]);
    if (piece < 0)
        return badInput(run.command, "--piece: no piece with the letter '" + letter +
                                         "' (cpw pieces lists them; --define adds one)");
    run.problem.allowed = {piece};
    return std::nullopt;
}

} // namespace cpw::cli
