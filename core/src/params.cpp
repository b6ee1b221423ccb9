#include "cpw/params.h"

#include <atomic>
#include <cmath>
#include <stdexcept>

/*
 * Parameters as data (params.h).
 *
 * A key is looked up in the family's own specs first, then in the common ones; a spec also
 * answers for its legacy name. Validation walks the problem's map (so every key the file
 * has is checked, and an unknown one is named) and compares each value with its spec: the
 * stored type (an integral double is accepted for an Int, an integer for a Real, as a JSON
 * writer may give either), then the range, the choices, the catalogue (Piece, PieceList) or
 * the board (Cell). The range is checked on the value as written, before any narrowing, so
 * 2^32 + 5 is never read as 5.
 *
 * Completion writes every problem-scope key with its value or default: the file then says
 * all it means, and a later change of a default cannot change what an old file asks.
 *
 * This file knows no family: it works on a kind's ParamTable. The functions that take a kind
 * (or a problem, by its kind) find the table in the family table one floor up
 * (familyparams.cpp), so that the family table stands above the parameters.
 */

namespace cpw {

namespace {

Error paramError(Error e, std::string_view key, long long value = 0)
{
    e.token = "params." + std::string(key);
    e.value = value;
    return e;
}

Error paramError(ErrorCode code, std::string_view key, long long value = 0)
{
    return paramError(fieldError(code), key, value);
}

/// The problem's own value of a spec (its key, else its legacy key), or nullptr.
const ParamValue *stored(const Problem &problem, const ParamSpec &spec)
{
    if (auto it = problem.params.find(std::string(spec.key)); it != problem.params.end())
        return &it->second;
    if (!spec.legacyKey.empty())
        if (auto it = problem.params.find(std::string(spec.legacyKey)); it != problem.params.end())
            return &it->second;
    return nullptr;
}

/// A number of an Int or Real parameter as written, or nullopt for another type.
std::optional<double> numberOf(const ParamValue &v)
{
    if (const long long *i = std::get_if<long long>(&v))
        return static_cast<double>(*i);
    if (const double *d = std::get_if<double>(&v))
        return *d;
    return std::nullopt;
}

Error checkValue(const Problem &problem, const ParamSpec &spec, std::string_view key, const ParamValue &v)
{
    const std::string *text = std::get_if<std::string>(&v);
    switch (spec.type) {
    case ParamType::Bool:
        return std::holds_alternative<bool>(v) ? Error{} : paramError(ErrorCode::BadFieldType, key);
    case ParamType::Int:
    case ParamType::Real: {
        const auto n = numberOf(v);
        if (!n)
            return paramError(ErrorCode::BadFieldType, key);
        if (spec.type == ParamType::Int && std::holds_alternative<double>(v) && *n != std::trunc(*n))
            return paramError(ErrorCode::BadFieldType, key);
        if (!(*n >= spec.min && *n <= spec.max)) {
            const long long shown = std::holds_alternative<long long>(v) ? std::get<long long>(v)
                                    : std::fabs(*n) < 9e18               ? static_cast<long long>(*n)
                                                                         : 0;
            return paramError(spec.outOfRange, key, shown);
        }
        return {};
    }
    default:
        break;
    }
    if (!text)
        return paramError(ErrorCode::BadFieldType, key);
    switch (spec.type) {
    case ParamType::Choice:
        for (std::string_view c : spec.choices)
            if (c == *text)
                return {};
        return paramError(ErrorCode::BadFieldValue, key);
    case ParamType::Piece:
        // One letter of the catalogue; anything else ("fRW", "QR") is no piece's letter either.
        if (text->size() != 1 || problem.catalogue.find((*text)[0]) < 0)
            return paramError(ErrorCode::UnknownPiece, key);
        return {};
    case ParamType::PieceList:
        if (auto ids = parsePieceList(*text, problem.catalogue); !ids && !text->empty()) {
            Error e = ids.error();
            e.token = "params." + std::string(key);
            return e;
        }
        return {};
    case ParamType::Cell:
        if (text->empty())
            return {};
        if (auto cell = problem.board.parseCell(*text); !cell) {
            Error e = cell.error();
            e.token = "params." + std::string(key);
            return e;
        }
        return {};
    default:
        return {};
    }
}

} // namespace

std::span<const ParamSpec> commonParams()
{
    static const std::vector<ParamSpec> specs = {
        {.key = "distinct",
         .type = ParamType::Bool,
         .defaultValue = false,
         .flag = "--distinct",
         .help = "also count solutions distinct under the problem's symmetries"},
        {.key = "threads",
         .type = ParamType::Int,
         .defaultValue = 0LL,
         .min = 0,
         .max = 256,
         .scope = ParamScope::Run,
         .flag = "--threads",
         .help = "worker threads (0 = all cores); counts are identical for any number"},
        {.key = "limit",
         .type = ParamType::Int,
         .defaultValue = 0LL,
         .min = 0,
         .max = 9.2e18,
         .scope = ParamScope::Run,
         .flag = "--limit",
         .help = "stop after this many solutions (0 = no limit)"},
        {.key = "time_limit",
         .type = ParamType::Real,
         .defaultValue = 0.0,
         .min = 0,
         .max = 1e9,
         .scope = ParamScope::Run,
         .flag = "--time-limit",
         .help = "stop the run after this many seconds (0 = no limit)"},
        {.key = "task_target",
         .type = ParamType::Int,
         .defaultValue = 0LL,
         .min = 0,
         .max = 1000000,
         .scope = ParamScope::Run,
         .flag = "--tasks",
         .help = "cut the search into at least this many tasks (0 = the solver's default)"},
        {.key = "position",
         .type = ParamType::Text,
         .defaultValue = std::string(),
         .scope = ParamScope::Run,
         .help = "pieces on the board that are not fixed (the GUI's session)"},
        {.key = "puzzle",
         .type = ParamType::Bool,
         .defaultValue = false,
         .scope = ParamScope::Run,
         .help = "the fixed pieces (a tour: its numbers) are a puzzle's givens, with one solution: "
                 "the workbench opens it to be solved (cpw compose writes it; cpw solve runs it as usual)"},
    };
    return specs;
}

const ParamSpec *findSpec(std::span<const ParamSpec> specs, std::string_view key)
{
    for (const ParamSpec &s : specs)
        if (s.key == key)
            return &s;
    return nullptr;
}

std::string_view choiceName(std::span<const ParamSpec> specs, std::string_view key, int value)
{
    const ParamSpec *s = findSpec(specs, key);
    if (!s || value < 0 || static_cast<std::size_t>(value) >= s->choices.size())
        throw std::logic_error("cpw::choiceName: no value " + std::to_string(value) + " of " + std::string(key));
    return s->choices[static_cast<std::size_t>(value)];
}

const ParamSpec *findParam(const ParamTable &table, std::string_view key)
{
    const bool distinctAllowed = key != "distinct" || table.distinct;
    // Current names first (a family's or a common one), then old names.
    for (const ParamSpec &s : table.own)
        if (s.key == key)
            return &s;
    for (const ParamSpec &s : commonParams())
        if (s.key == key)
            return distinctAllowed ? &s : nullptr;
    for (const ParamSpec &s : table.own)
        if (s.legacyKey == key)
            return &s;
    for (const ParamSpec &s : commonParams())
        if (s.legacyKey == key)
            return &s;
    return nullptr;
}

std::vector<const ParamSpec *> paramsOf(const ParamTable &table)
{
    std::vector<const ParamSpec *> out;
    for (const ParamSpec &s : table.own)
        out.push_back(&s);
    for (const ParamSpec &s : commonParams())
        if (findParam(table, s.key) == &s)
            out.push_back(&s);
    return out;
}

namespace {
std::atomic<std::uint64_t> g_paramValidations{0};
std::atomic<std::uint64_t> g_requestValidations{0};
} // namespace

std::uint64_t paramValidations()
{
    return g_paramValidations.load();
}

std::uint64_t requestValidations()
{
    return g_requestValidations.load();
}

void noteRequestValidation()
{
    ++g_requestValidations;
}

Error validateParams(const Problem &problem, const ParamTable &table)
{
    ++g_paramValidations;
    for (const auto &[key, value] : problem.params) {
        const ParamSpec *spec = findParam(table, key);
        if (!spec)
            return paramError(ErrorCode::UnknownParam, key);
        if (Error e = checkValue(problem, *spec, key, value))
            return e;
    }
    return {};
}

void completeParams(Problem &problem, const ParamTable &table)
{
    for (const ParamSpec *spec : paramsOf(table)) {
        if (spec->scope != ParamScope::Problem)
            continue;
        ParamValue v = ParamReader(problem, table).value(spec->key);
        if (!spec->legacyKey.empty() && findParam(table, spec->legacyKey) == spec)
            problem.params.erase(std::string(spec->legacyKey)); // an old name no other spec uses
        problem.params[std::string(spec->key)] = std::move(v);
    }
}

std::map<std::string, ParamValue> problemParams(const Problem &problem, const ParamTable &table)
{
    std::map<std::string, ParamValue> out;
    const ParamReader read(problem, table);
    for (const ParamSpec *spec : paramsOf(table))
        if (spec->scope == ParamScope::Problem)
            out[std::string(spec->key)] = read.value(spec->key);
    return out;
}

std::string paramText(const ParamValue &value)
{
    if (const bool *b = std::get_if<bool>(&value))
        return *b ? "true" : "false";
    if (const long long *i = std::get_if<long long>(&value))
        return std::to_string(*i);
    if (const double *d = std::get_if<double>(&value)) {
        std::string s = std::to_string(*d);
        s.erase(s.find_last_not_of('0') + 1);
        if (!s.empty() && s.back() == '.')
            s.pop_back();
        return s;
    }
    return std::get<std::string>(value);
}

bool paramEnabled(const Problem &problem, const ParamTable &table, const ParamSpec &spec)
{
    if (spec.enabledWhen.key.empty())
        return true;
    const std::string now = paramText(ParamReader(problem, table).value(spec.enabledWhen.key));
    for (std::string_view v : spec.enabledWhen.values)
        if (v == now)
            return true;
    return false;
}

// ---------------------------------------------------------------------------------------------
// ParamReader

const ParamSpec &ParamReader::spec(std::string_view key, ParamType expected) const
{
    const ParamSpec *s = findParam(m_table, key);
    if (!s || s->key != key)
        throw std::logic_error("cpw::ParamReader: undeclared parameter " + std::string(key));
    const bool textual = expected == ParamType::Text;
    const bool isText = s->type == ParamType::Choice || s->type == ParamType::Text ||
                        s->type == ParamType::Cell || s->type == ParamType::Piece ||
                        s->type == ParamType::PieceList;
    if (textual ? !isText : s->type != expected)
        throw std::logic_error("cpw::ParamReader: parameter " + std::string(key) + " read with another type");
    return *s;
}

ParamValue ParamReader::value(std::string_view key) const
{
    const ParamSpec *s = findParam(m_table, key);
    if (!s)
        throw std::logic_error("cpw::ParamReader: undeclared parameter " + std::string(key));
    const ParamValue *v = stored(m_problem, *s);
    if (!v)
        return s->defaultValue;
    // A value under the old name that the current spec does not allow (an old general time
    // limit of 0 read as the cover's own limit) gives way to the default.
    if (!m_problem.params.count(std::string(s->key)) && checkValue(m_problem, *s, s->key, *v))
        return s->defaultValue;
    if (s->type == ParamType::Real)
        if (const auto n = numberOf(*v))
            return *n;
    if (s->type == ParamType::Int)
        if (const double *d = std::get_if<double>(v))
            return static_cast<long long>(*d);
    return *v;
}

bool ParamReader::given(std::string_view key) const
{
    const ParamSpec *s = findParam(m_table, key);
    return s && stored(m_problem, *s);
}

bool ParamReader::boolean(std::string_view key) const
{
    spec(key, ParamType::Bool);
    const ParamValue v = value(key);
    const bool *b = std::get_if<bool>(&v);
    return b ? *b : std::get<bool>(spec(key, ParamType::Bool).defaultValue);
}

long long ParamReader::integer(std::string_view key) const
{
    const ParamSpec &s = spec(key, ParamType::Int);
    const ParamValue v = value(key);
    const long long *i = std::get_if<long long>(&v);
    return i ? *i : std::get<long long>(s.defaultValue);
}

double ParamReader::real(std::string_view key) const
{
    const ParamSpec &s = spec(key, ParamType::Real);
    const ParamValue v = value(key);
    const double *d = std::get_if<double>(&v);
    return d ? *d : std::get<double>(s.defaultValue);
}

std::string ParamReader::text(std::string_view key) const
{
    const ParamSpec &s = spec(key, ParamType::Text);
    const ParamValue v = value(key);
    const std::string *t = std::get_if<std::string>(&v);
    return t ? *t : std::get<std::string>(s.defaultValue);
}

int ParamReader::choiceIndex(std::string_view key) const
{
    const ParamSpec &s = spec(key, ParamType::Choice);
    const std::string v = text(key);
    for (std::size_t i = 0; i < s.choices.size(); ++i)
        if (s.choices[i] == v)
            return static_cast<int>(i);
    return 0;
}

int ParamReader::piece(std::string_view key) const
{
    const std::string letter = text(key);
    return letter.size() == 1 ? m_problem.catalogue.find(letter[0]) : -1;
}

int ParamReader::cell(std::string_view key) const
{
    const std::string name = text(key);
    if (name.empty())
        return -1;
    auto c = m_problem.board.parseCell(name);
    return c ? c.value() : -1;
}

} // namespace cpw
