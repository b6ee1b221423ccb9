#include "cli.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <pthread.h>
#include <sstream>
#include <thread>
#include <unistd.h>

#include "errortext.h"
#include "distributed.h"

namespace cpw::cli {

// ---------------------------------------------------------------------------------------------
// Argument parsing

ArgParser::ArgParser(std::string command, std::string synopsis, std::string description)
    : m_command(std::move(command)), m_synopsis(std::move(synopsis)), m_description(std::move(description))
{
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
    addCustom("--board", "WxH", "board size, width x height (1..32 each), e.g. 8x8 or 4x6", board);
    addCustom("--n", "N", "the same as --board NxN", [out](const std::string &v) -> std::string {
        long long n = 0;
        if (!parseInteger(v, n))
            return "expected a whole number, got '" + v + "'";
        auto b = Board::create(static_cast<int>(std::clamp<long long>(n, -1, 1000)),
                               static_cast<int>(std::clamp<long long>(n, -1, 1000)));
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

// ---------------------------------------------------------------------------------------------
// Signals: SIGINT and SIGTERM are blocked in every thread (the mask is set in main before any
// thread starts, and threads inherit it); one thread waits for them with sigwait() and turns
// them into a stop request. No code runs in signal-handler context.

namespace {
std::atomic<int> g_signal{0};
std::stop_source &interruptSource()
{
    static std::stop_source source;
    return source;
}
} // namespace

std::stop_token interruptToken()
{
    // Under --mpi only rank 0 stops a search (distributed.cpp); the others follow its word.
    if (mpiWorker())
        return {};
    return interruptSource().get_token();
}

bool interrupted()
{
    return g_signal.load() != 0;
}

void installSignalHandlers()
{
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &set, nullptr);
    std::thread([set] {
        int sig = 0;
        if (sigwait(&set, &sig) == 0) {
            g_signal.store(sig);
            interruptSource().request_stop();
        }
    }).detach();
}

// ---------------------------------------------------------------------------------------------
// Output

Reporter::Reporter(std::string command, const CommonOptions &options, const Catalogue &catalogue)
    : m_command(std::move(command)), m_options(options), m_catalogue(catalogue)
{
}

std::string Reporter::boardText(const Board &board)
{
    return std::to_string(board.width()) + "x" + std::to_string(board.height());
}

void Reporter::solution(const Solution &solution, const nlohmann::json &extra)
{
    if (m_options.quiet)
        return;
    const std::string text = toNotation(solution.placement, m_catalogue);
    if (m_options.json) {
        nlohmann::json j = {{"type", "solution"},
                            {"board", boardText(solution.placement.board())},
                            {"placement", text},
                            {"pieces", solution.placement.pieceCount()}};
        if (solution.objective)
            j["objective"] = *solution.objective;
        if (solution.orbitSize > 0) {
            j["symmetric"] = solution.symmetric;
            j["orbit"] = solution.orbitSize;
        }
        if (!solution.order.empty())
            j["order"] = orderRanks(solution.placement.board(), solution.order);
        for (auto it = extra.begin(); it != extra.end(); ++it)
            j[it.key()] = it.value();
        std::cout << j.dump() << '\n';
    } else if (!solution.order.empty()) {
        // A tour: its move numbers as a board, top rank first, '-' for holes, '.' unvisited.
        const Board &board = solution.placement.board();
        const int digits = static_cast<int>(std::to_string(board.area()).size());
        for (int y = board.height() - 1; y >= 0; --y) {
            std::string line;
            for (int x = 0; x < board.width(); ++x) {
                const int i = y * board.width() + x;
                const std::string cell = board.isHole(i)         ? "-"
                                         : solution.order[i] > 0 ? std::to_string(solution.order[i])
                                                                 : ".";
                line += std::string(digits + 1 - cell.size(), ' ') + cell;
            }
            std::cout << line << '\n';
        }
        std::cout << text << "\n\n";
    } else {
        std::cout << text << '\n';
    }
}

nlohmann::json orderRanks(const Board &board, const std::vector<int> &order)
{
    nlohmann::json ranks = nlohmann::json::array();
    for (int y = board.height() - 1; y >= 0; --y) {
        nlohmann::json rank = nlohmann::json::array();
        for (int x = 0; x < board.width(); ++x) {
            const int i = y * board.width() + x;
            if (board.isHole(i))
                rank.push_back(nullptr);
            else
                rank.push_back(i < static_cast<int>(order.size()) ? order[i] : 0);
        }
        ranks.push_back(rank);
    }
    return ranks;
}

nlohmann::json statsJson(const SearchStats &stats)
{
    nlohmann::json j = nlohmann::json::object();
    if (stats.distinct)
        j["distinct"] = *stats.distinct;
    if (stats.symmetric)
        j["symmetric"] = *stats.symmetric;
    if (stats.optimum)
        j["optimum"] = *stats.optimum;
    if (stats.provenOptimal)
        j["proven_optimal"] = *stats.provenOptimal;
    if (!stats.byPieces.empty()) {
        nlohmann::json by = nlohmann::json::object();
        for (auto [pieces, count] : stats.byPieces)
            by[std::to_string(pieces)] = count;
        j["by_pieces"] = by;
    }
    if (!stats.distinctByPieces.empty()) {
        nlohmann::json by = nlohmann::json::object();
        for (auto [pieces, count] : stats.distinctByPieces)
            by[std::to_string(pieces)] = count;
        j["distinct_by_pieces"] = by;
    }
    j["nodes"] = stats.nodes;
    for (const auto &[key, value] : stats.extra)
        j[key] = value;
    for (const auto &[key, value] : stats.labels)
        j[key] = value; // an identifier replaces the number of the same name
    return j;
}

namespace {
std::string reasonText(StopReason r)
{
    switch (r) {
    case StopReason::Completed:
        return "completed";
    case StopReason::StopRequested:
        return "interrupted";
    case StopReason::SolutionLimit:
        return "solution limit";
    case StopReason::TimeLimit:
        return "time limit";
    }
    return "?";
}
} // namespace

void Reporter::summary(const SearchStats &stats, const nlohmann::json &extra)
{
    if (m_progressShown) {
        std::cerr << "\r\033[K" << std::flush;
        m_progressShown = false;
    }
    nlohmann::json fields = statsJson(stats);
    for (auto it = extra.begin(); it != extra.end(); ++it)
        fields[it.key()] = it.value();
    // Printed in a stable, readable order: the contract's fields first, then the rest by name,
    // with by_pieces in numeric order of the piece count ("8" before "10").
    auto ordered = [&stats](const std::string &key, const nlohmann::json &value) {
        if ((key == "by_pieces" && !stats.byPieces.empty()) ||
            (key == "distinct_by_pieces" && !stats.distinctByPieces.empty())) {
            nlohmann::ordered_json by = nlohmann::ordered_json::object();
            for (auto [pieces, count] : key == "by_pieces" ? stats.byPieces : stats.distinctByPieces)
                by[std::to_string(pieces)] = count;
            return by;
        }
        return nlohmann::ordered_json::parse(value.dump());
    };
    if (m_options.json) {
        nlohmann::ordered_json j = {{"type", "summary"},
                                    {"command", m_command},
                                    {"complete", stats.complete},
                                    {"solutions", stats.solutions},
                                    {"elapsed_s", std::round(stats.elapsedSeconds * 1e6) / 1e6}};
        if (!stats.complete)
            j["stopped_by"] = stats.extra.count("sample_tasks") ? "sample" : reasonText(stats.reason);
        for (auto it = fields.begin(); it != fields.end(); ++it)
            j[it.key()] = ordered(it.key(), it.value());
        std::cout << j.dump() << std::endl;
        return;
    }
    std::cout << "solutions: " << stats.solutions
              << (stats.complete                      ? " (complete)"
                  : stats.extra.count("sample_tasks") ? " (incomplete: an estimate from a sample of tasks)"
                  : stats.reason == StopReason::StopRequested
                      ? " (incomplete: interrupted)"
                      : " (incomplete: stopped by " + reasonText(stats.reason) + ")")
              << '\n';
    for (auto it = fields.begin(); it != fields.end(); ++it) {
        if (it.key() == "nodes" || it.key() == "by_pieces" || it.key() == "distinct_by_pieces")
            continue;
        std::cout << it.key() << ": "
                  << (it.value().is_string() ? it.value().get<std::string>()
                                             : ordered(it.key(), it.value()).dump())
                  << '\n';
    }
    if (!stats.byPieces.empty()) {
        // Solutions by number of pieces as the published tables print them: all, and with
        // --distinct the classes under the board's symmetries.
        const bool distinct = !stats.distinctByPieces.empty();
        std::cout << "by pieces:\n  pieces  " << std::setw(14) << "solutions"
                  << (distinct ? "        distinct" : "") << '\n';
        for (auto [pieces, count] : stats.byPieces) {
            std::cout << "  " << std::setw(6) << pieces << "  " << std::setw(14) << count;
            if (distinct) {
                const auto d = stats.distinctByPieces.find(pieces);
                std::cout << "  " << std::setw(14) << (d == stats.distinctByPieces.end() ? 0 : d->second);
            }
            std::cout << '\n';
        }
    }
    std::cout << "nodes: " << stats.nodes << '\n';
    std::ostringstream t;
    t.precision(3);
    t << std::fixed << stats.elapsedSeconds;
    std::cout << "elapsed: " << t.str() << " s" << std::endl;
}

void Reporter::progress(const Progress &p)
{
    if (!m_options.progress || !isatty(STDERR_FILENO))
        return;
    std::ostringstream line;
    line.precision(1);
    line << std::fixed << "\r\033[K" << p.elapsedSeconds << " s  " << p.nodes << " nodes  " << p.solutions
         << " solutions";
    if (p.fractionDone >= 0)
        line << "  " << p.fractionDone * 100 << "% done";
    if (p.bestObjective)
        line << "  best " << *p.bestObjective;
    std::cerr << line.str() << std::flush;
    m_progressShown = true;
}

SearchOptions searchOptions(const CommonOptions &options, Reporter &reporter, bool printSolutions)
{
    SearchOptions o;
    o.threads = options.threads;
    o.solutionLimit = options.limit;
    o.timeLimitSeconds = options.timeLimit;
    o.progressInterval = 0.25;
    if (options.progress && isatty(STDERR_FILENO))
        o.onProgress = [&reporter](const Progress &p) {
            reporter.progress(p);
        };
    if (printSolutions && !options.quiet)
        o.onSolution = [&reporter](const Solution &s) {
            reporter.solution(s);
        };
    o.sampleTasks = options.sample;
    if (options.mpi) {
        o.distributor = mpiDistributor();
        if (mpiWorker()) {
            // Other ranks print nothing: their solutions go to rank 0 with their results. They
            // stop only when rank 0 says so (no limits of their own).
            o.onProgress = nullptr;
            o.timeLimitSeconds = 0;
            o.solutionLimit = 0;
            if (o.onSolution)
                o.onSolution = [](const Solution &s) {
                    mpiKeepSolution(s);
                };
        }
    }
    return o;
}

int exitCodeFor(const SearchStats &stats)
{
    return interrupted() ? ExitInterrupted : ExitOk;
}

} // namespace cpw::cli

namespace cpw::cli {

void addPieceDefinitions(ArgParser &parser, Catalogue *catalogue)
{
    parser.addCustom(
        "--define", "L=BETZA[:NAME]",
        "define a piece with letter L by Betza notation, e.g. U=WW:Wazir-rider (repeatable)",
        [catalogue](const std::string &v) -> std::string {
            const auto eq = v.find('=');
            if (eq != 1)
                return "expected L=BETZA with one capital letter L, got '" + v + "'";
            std::string betza = v.substr(2), name;
            if (auto colon = betza.find(':'); colon != std::string::npos) {
                name = betza.substr(colon + 1);
                betza = betza.substr(0, colon);
            }
            auto id = catalogue->addCustom(v[0], name, betza);
            if (!id)
                return errorText(id.error(), QString::fromStdString("'" + v + "'")).toStdString();
            return {};
        });
}

} // namespace cpw::cli

namespace cpw::cli {

std::string trim(const std::string &s)
{
    const auto a = s.find_first_not_of(" \t");
    if (a == std::string::npos)
        return {};
    const auto b = s.find_last_not_of(" \t");
    return s.substr(a, b - a + 1);
}

void addShapeOptions(ArgParser &parser, ShapeOptions *out)
{
    parser.addString("--shape", "S", "board shape in placement notation, '-' = hole, e.g. '-3-/5/5/5/-3-'",
                     &out->shape);
    parser.addString("--holes", "CELLS", "cells that are not part of the board, e.g. a1,h8", &out->holes);
}

std::optional<int> resolveBoard(const std::string &command, const CommonOptions &common,
                                const ShapeOptions &shapeOptions, const std::string &preplacedText,
                                const Catalogue &catalogue, Board &out)
{
    std::optional<Board> board = common.board;
    if (!shapeOptions.shape.empty()) {
        auto shape = parsePlacement(shapeOptions.shape, catalogue, board ? &*board : nullptr);
        if (!shape)
            return badInput(command, shape.error(), "--shape");
        board = shape->board();
    }
    if (!board && !preplacedText.empty()) {
        auto pre = parsePlacement(preplacedText, catalogue);
        if (!pre)
            return badInput(command, pre.error(), "--preplaced");
        board = pre->board();
    }
    if (!board)
        return badInput(command, "give the board with --board WxH (or --shape / --preplaced)");
    std::istringstream holes(shapeOptions.holes);
    for (std::string name; std::getline(holes, name, ',');) {
        if (trim(name).empty())
            continue;
        auto cell = board->parseCell(trim(name));
        if (!cell)
            return badInput(command, cell.error(), "--holes");
        board->setHole(cell.value());
    }
    if (board->cellCount() == 0)
        return badInput(command, "the board has no cells");
    out = *board;
    return std::nullopt;
}

} // namespace cpw::cli
