// The argument parser of the `cpw` commands (cli.h): "--name value", "--name=value" and flags,
// the contract's common options, and the one-line bad-input messages.
#include "cli.h"

#include <algorithm>
#include <climits>
#include <charconv>
#include <iostream>
#include <sstream>

#include "errortext.h"

namespace cpw::cli {

ArgParser::ArgParser(std::string command, std::string synopsis, std::string description)
    : m_command(std::move(command)), m_synopsis(std::move(synopsis)), m_description(std::move(description))
{
}

bool ArgParser::knows(const std::string &name) const
{
    return std::any_of(m_options.begin(), m_options.end(), [&name](const Option &o) { return o.name == name; });
}

void ArgParser::addFlag(const std::string &name, const std::string &help, bool *out)
{
    m_options.push_back({name, {}, help, [out](const std::string &) {
                             *out = true;
                             return std::string();
                         }});
}

void ArgParser::addString(const std::string &name, const std::string &valueName, const std::string &help,
                          std::string *out)
{
    m_options.push_back({name, valueName, help, [out](const std::string &v) {
                             *out = v;
                             return std::string();
                         }});
}

namespace {
bool parseInteger(const std::string &text, long long &out)
{
    if (text.empty())
        return false;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && ptr == text.data() + text.size();
}

bool parseReal(const std::string &text, double &out)
{
    if (text.empty())
        return false;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && ptr == text.data() + text.size();
}
} // namespace

void ArgParser::addInt(const std::string &name, const std::string &valueName, const std::string &help,
                       long long *out, long long min, long long max)
{
    m_options.push_back({name, valueName, help, [=](const std::string &v) {
                             long long n = 0;
                             if (!parseInteger(v, n))
                                 return "expected a whole number, got '" + v + "'";
                             if (n < min || n > max)
                                 return "must be between " + std::to_string(min) + " and " +
                                        std::to_string(max) + ", got " + v;
                             *out = n;
                             return std::string();
                         }});
}

void ArgParser::addDouble(const std::string &name, const std::string &valueName, const std::string &help,
                          double *out, double min, double max)
{
    m_options.push_back({name, valueName, help, [=](const std::string &v) {
                             double d = 0;
                             if (!parseReal(v, d))
                                 return "expected a number, got '" + v + "'";
                             if (!(d >= min && d <= max)) {
                                 std::ostringstream s;
                                 s << "must be between " << min << " and " << max << ", got " << v;
                                 return s.str();
                             }
                             *out = d;
                             return std::string();
                         }});
}

void ArgParser::addCustom(const std::string &name, const std::string &valueName, const std::string &help,
                          std::function<std::string(const std::string &)> apply)
{
    m_options.push_back({name, valueName, help, std::move(apply)});
}

void ArgParser::addCommon(CommonOptions *out)
{
    auto board = [out](const std::string &v) -> std::string {
        auto b = Board::parseSize(v);
        if (!b)
            return errorText(b.error()).toStdString();
        out->board = b.value();
        return {};
    };
    addCustom("--board", "WxH", "board size, width x height (1..100000 each; most families take up to 32, tours 1000), e.g. 8x8 or 4x6", board);
    addCustom("--n", "N", "the same as --board NxN", [out](const std::string &v) -> std::string {
        long long n = 0;
        if (!parseInteger(v, n))
            return "expected a whole number, got '" + v + "'";
        if (n < 1 || n > kMaxBoardSide) // the message names the number given, whatever its size
            return errorText(fieldError(ErrorCode::BadBoardSize, v, n)).toStdString();
        auto b = Board::create(static_cast<int>(n), static_cast<int>(n));
        if (!b)
            return errorText(b.error()).toStdString();
        out->board = b.value();
        return {};
    });
    addCustom("--threads", "N", "worker threads (default: all cores); counts are identical for any N",
              [out](const std::string &v) -> std::string {
                  long long n = 0;
                  if (!parseInteger(v, n) || n < 1 || n > 256)
                      return "expected a whole number from 1 to 256, got '" + v + "'";
                  out->threads = static_cast<int>(n);
                  return {};
              });
    addFlag("--json", "one JSON object per line on stdout; the last line is the summary", &out->json);
    addFlag("--quiet", "no per-solution lines, only the summary", &out->quiet);
    addFlag("--distinct", "also count solutions distinct under the problem's symmetries", &out->distinct);
    addCustom("--limit", "N", "stop after N solutions", [out](const std::string &v) -> std::string {
        long long n = 0;
        if (!parseInteger(v, n) || n < 1)
            return "expected a positive whole number, got '" + v + "'";
        out->limit = static_cast<std::uint64_t>(n);
        return {};
    });
    addCustom("--time-limit", "S", "stop after S seconds", [out](const std::string &v) -> std::string {
        double d = 0;
        if (!parseReal(v, d) || !(d > 0) || d > 1e9)
            return "expected a positive number of seconds, got '" + v + "'";
        out->timeLimit = d;
        return {};
    });
    addCustom("--checkpoint", "FILE",
              "save the search to FILE now and then and when stopped; continue with cpw resume FILE",
              [out](const std::string &v) -> std::string {
                  if (v.empty())
                      return "expected a file name";
                  out->checkpoint = v;
                  return {};
              });
    addCustom("--checkpoint-every", "S", "seconds between checkpoints (default 60)",
              [out](const std::string &v) -> std::string {
                  double d = 0;
                  if (!parseReal(v, d) || !(d >= 0) || d > 1e9)
                      return "expected a number of seconds (0 or more), got '" + v + "'";
                  out->checkpointEvery = d;
                  return {};
              });
    addFlag("--mpi", "under mpirun: rank 0 hands tasks out to the other ranks (docs/scale.md)", &out->mpi);
    addCustom("--mpi-round-bytes", "N",
              "with --mpi, the tour frontier programme: at most N bytes between two ranks in one round of "
              "the exchange (default 268435456 = 256 MiB; recorded in the summary as mpi_round_bytes)",
              [out](const std::string &v) -> std::string {
                  long long n = 0;
                  if (!parseInteger(v, n) || n < 1 || n > INT_MAX)
                      return "expected a whole number of bytes from 1 to " + std::to_string(INT_MAX) + ", got '" +
                             v + "'";
                  out->mpiRoundBytes = static_cast<std::uint64_t>(n);
                  return {};
              });
    addCustom("--tasks", "N",
              "cut the search into at least N tasks where it splits into tasks (more tasks balance --mpi "
              "and checkpoints better; counts never depend on it)",
              [out](const std::string &v) -> std::string {
                  long long n = 0;
                  if (!parseInteger(v, n) || n < 1 || n > 1000000)
                      return "expected a whole number from 1 to 1000000, got '" + v + "'";
                  out->tasks = static_cast<int>(n);
                  return {};
              });
    addCustom("--sample", "K",
              "estimate instead of search: run K tasks picked at random and project the CPU time of the "
              "whole search (with --tasks for a fine split)",
              [out](const std::string &v) -> std::string {
                  long long n = 0;
                  if (!parseInteger(v, n) || n < 1 || n > 1000000)
                      return "expected a whole number from 1 to 1000000, got '" + v + "'";
                  out->sample = static_cast<std::size_t>(n);
                  return {};
              });
    addCustom("--save", "FILE",
              "write the problem file this command would run (atomically) and run nothing; cpw solve FILE "
              "then prints the same summary",
              [out](const std::string &v) -> std::string {
                  if (v.empty())
                      return "expected a file name";
                  out->save = v;
                  return {};
              });
    m_options.push_back({"--no-progress", {}, "no progress line on stderr", [out](const std::string &) {
                             out->progress = false;
                             return std::string();
                         }});
}

void ArgParser::allowPositional(const std::string &valueName, std::vector<std::string> *out, int min, int max)
{
    m_positional = out;
    m_positionalName = valueName;
    m_posMin = min;
    m_posMax = max;
}

bool ArgParser::given(const std::string &name) const
{
    return std::find(m_given.begin(), m_given.end(), name) != m_given.end();
}

std::optional<int> ArgParser::parse(const std::vector<std::string> &args)
{
    int positional = 0;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string arg = args[i];
        if (arg == "--help" || arg == "-h") {
            std::cout << help();
            return ExitOk;
        }
        if (arg.rfind("--", 0) == 0 && arg.size() > 2) {
            std::string value;
            bool hasValue = false;
            if (auto eq = arg.find('='); eq != std::string::npos) {
                value = arg.substr(eq + 1);
                arg = arg.substr(0, eq);
                hasValue = true;
            }
            auto it = std::find_if(m_options.begin(), m_options.end(),
                                   [&](const Option &o) { return o.name == arg; });
            if (it == m_options.end())
                return badInput(m_command, "unknown option '" + arg + "' (see cpw " + m_command + " --help)");
            if (it->valueName.empty()) {
                if (hasValue)
                    return badInput(m_command, arg + " takes no value");
            } else if (!hasValue) {
                if (i + 1 >= args.size())
                    return badInput(m_command, arg + " needs a value " + it->valueName);
                value = args[++i];
            }
            std::string error = it->apply(value);
            if (!error.empty())
                return badInput(m_command, arg + ": " + error);
            m_given.push_back(arg);
            continue;
        }
        if (!m_positional || positional >= m_posMax)
            return badInput(m_command,
                            "unexpected argument '" + arg + "' (see cpw " + m_command + " --help)");
        m_positional->push_back(arg);
        ++positional;
    }
    if (m_positional && positional < m_posMin)
        return badInput(m_command, "missing " + m_positionalName + " (see cpw " + m_command + " --help)");
    return std::nullopt;
}

std::string ArgParser::help() const
{
    std::ostringstream out;
    out << "Usage: cpw " << m_command << " " << m_synopsis << "\n\n" << m_description << "\n\nOptions:\n";
    for (const Option &o : m_options) {
        std::string left = "  " + o.name + (o.valueName.empty() ? "" : " " + o.valueName);
        out << left;
        if (left.size() < 26)
            out << std::string(26 - left.size(), ' ');
        else
            out << "\n" << std::string(26, ' ');
        out << o.help << "\n";
    }
    out << "  --help                  this text\n";
    out << "\nExit codes: 0 finished (complete or stopped by --limit/--time-limit), 2 bad input, "
           "3 interrupted.\n";
    return out.str();
}

int badInput(const std::string &command, const std::string &message)
{
    std::cerr << "cpw " << command << ": " << message << std::endl;
    return ExitBadInput;
}

int badInput(const std::string &command, const Error &error, const std::string &what)
{
    return badInput(command, errorText(error, QString::fromStdString(what)).toStdString());
}

} // namespace cpw::cli
