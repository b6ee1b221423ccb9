// The reporter (cli.h): solution lines and the summary in the contract's formats (text or
// JSON lines), the progress line on stderr, and the search options of a run.
#include "cli.h"

#include <cmath>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <unistd.h>

#include "distributed.h"

namespace cpw::cli {

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
        std::cout << orderGrid(solution.placement.board(), solution.order);
        std::cout << text << "\n\n";
    } else {
        std::cout << text << '\n';
    }
}

std::string orderGrid(const Board &board, const std::vector<int> &order, const std::string &indent)
{
    const int digits = static_cast<int>(std::to_string(board.area()).size());
    std::string out;
    for (int y = board.height() - 1; y >= 0; --y) {
        out += indent;
        for (int x = 0; x < board.width(); ++x) {
            const int i = y * board.width() + x;
            const std::string cell = board.isHole(i)                                           ? "-"
                                     : i < static_cast<int>(order.size()) && order[i] > 0 ? std::to_string(order[i])
                                                                                          : ".";
            out += std::string(digits + 1 - cell.size(), ' ') + cell;
        }
        out += '\n';
    }
    return out;
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
    if (const std::uint64_t round = mpiRoundBytes(); round > 0 && stats.extra.count("ranks"))
        fields["mpi_round_bytes"] = round; // the frontier exchange ran (--mpi-round-bytes)
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

namespace {

/// A family's progress figure as the progress line shows it: "33/49", "2.52 M", "1.4 GiB".
std::string figureText(const ProgressFigure &f)
{
    std::ostringstream t;
    t.precision(f.value < 10 ? 2 : 1);
    t << std::fixed;
    if (f.total > 0)
        t << std::setprecision(0) << f.value << '/' << f.total;
    else if (f.unit == ProgressFigure::Unit::Bytes) {
        const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
        double v = f.value;
        int u = 0;
        for (; v >= 1024 && u < 4; ++u)
            v /= 1024;
        t << std::setprecision(u == 0 ? 0 : 1) << v << ' ' << units[u];
    } else if (f.value >= 1e9)
        t << f.value / 1e9 << " G";
    else if (f.value >= 1e6)
        t << f.value / 1e6 << " M";
    else
        t << std::setprecision(0) << f.value;
    return t.str();
}

} // namespace

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
    if (p.fractionDone > 0.005 && p.fractionDone < 1.0)
        line << "  ~" << std::setprecision(0) << p.elapsedSeconds * (1.0 - p.fractionDone) / p.fractionDone
             << std::setprecision(1) << " s left";
    if (p.bestObjective)
        line << "  best " << *p.bestObjective;
    for (const ProgressFigure &f : p.figures) {
        line << "  ";
        for (char c : f.key)
            line << (c == '_' ? ' ' : c);
        line << ' ' << figureText(f);
    }
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
        o.frontierExchange = mpiFrontierExchange(options.mpiRoundBytes); // the tour frontier programme's
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
