// cpw bench: runs the benchmark cases of every solver and prints a table (or JSON lines).
#include "bench.h"

#include <algorithm>
#include <chrono>
#include <iomanip>
#include <iostream>
#include <random>
#include <sstream>

#include "cli.h"
#include "command.h"
#include "cpw/attacks.h"
#include "cpw/placement.h"

namespace cpw::cli {

namespace {
std::vector<BenchSource> &sourceTable()
{
    static std::vector<BenchSource> table;
    return table;
}
} // namespace

BenchRegistration::BenchRegistration(const BenchSource &source)
{
    sourceTable().push_back(source);
}

std::vector<BenchSource> benchSources()
{
    // In the order of the core's table.
    auto order = [](const BenchSource &s) {
        const auto all = families();
        const std::string_view name = s.family().name;
        for (std::size_t i = 0; i < all.size(); ++i)
            if (all[i].name == name)
                return i;
        return all.size();
    };
    std::vector<BenchSource> out = sourceTable();
    std::stable_sort(out.begin(), out.end(),
                     [&order](const BenchSource &a, const BenchSource &b) { return order(a) < order(b); });
    return out;
}

Problem benchProblem(const FamilyDescriptor &family, const Board &board,
                     std::map<std::string, ParamValue> params)
{
    Problem p;
    p.kind = std::string(family.name);
    p.catalogue = Catalogue::standard();
    p.board = board;
    p.preplaced = Placement(board);
    p.params = std::move(params);
    return p;
}

SearchOptions benchOptions(int threads, double timeLimit)
{
    SearchOptions options;
    options.threads = threads;
    options.timeLimitSeconds = timeLimit;
    return options;
}

bool fillOutcome(BenchOutcome &out, const Result<SearchStats> &result)
{
    if (!result) {
        out.complete = false;
        out.note = "error";
        return false;
    }
    out.solutions = result->solutions;
    out.complete = result->complete;
    out.nodes = result->nodes;
    return true;
}

std::vector<BenchCase> coreBenchCases()
{
    BenchCase attacks;
    attacks.name = "core/attacks-8x8";
    attacks.description = "attack counts of 20000 random 8x8 positions with 12 pieces (all kinds)";
    attacks.run = [](int, double) {
        const Catalogue &cat = Catalogue::standard();
        std::mt19937 rng(12345);
        BenchOutcome out;
        std::uint64_t checksum = 0;
        for (int n = 0; n < 20000; ++n) {
            Placement p{Board(8, 8)};
            for (int k = 0; k < 12; ++k)
                p.set(static_cast<int>(rng() % 64), static_cast<int>(rng() % cat.size()));
            for (int c : attackCounts(p, cat))
                checksum += static_cast<std::uint64_t>(c);
        }
        out.note = "checksum " + std::to_string(checksum);
        return out;
    };
    return {attacks};
}

int cmdBench(const std::vector<std::string> &args)
{
    std::string filter, threadList;
    bool json = false, heavy = false, list = false;
    double timeLimit = 0;
    long long repeat = 1;
    ArgParser parser("bench", "[--filter TEXT] [--threads N[,N...]] [--heavy] [--json]",
                     "Runs the benchmark suite and prints one row per case and thread count: wall time,\n"
                     "solutions, whether the run was complete, and a note (optimum, distinct, check against\n"
                     "an independent number where one is known). Several thread counts (e.g. --threads 1,2)\n"
                     "are run side by side, so ratios come from one run on the same machine.");
    parser.addString("--filter", "TEXT", "only cases whose name contains TEXT", &filter);
    parser.addString("--threads", "N[,N...]", "thread counts to run each case with (default: all cores)",
                     &threadList);
    parser.addFlag("--heavy", "also run the heavy cases (long)", &heavy);
    parser.addFlag("--json", "one JSON object per row, then a summary", &json);
    parser.addFlag("--list", "list the cases without running them", &list);
    parser.addDouble("--time-limit", "S", "time limit per run (0 = none)", &timeLimit, 0, 1e9);
    parser.addInt("--repeat", "N", "run each case N times and report the fastest", &repeat, 1, 100);
    if (auto code = parser.parse(args))
        return *code;

    std::vector<int> threads;
    if (threadList.empty()) {
        threads.push_back(resolveThreadCount(0));
    } else {
        std::stringstream ss(threadList);
        std::string item;
        while (std::getline(ss, item, ',')) {
            try {
                std::size_t used = 0;
                const int n = std::stoi(item, &used);
                if (used != item.size() || n < 1 || n > 256)
                    throw std::invalid_argument(item);
                threads.push_back(n);
            } catch (const std::exception &) {
                return badInput("bench",
                                "--threads: expected numbers from 1 to 256 separated by commas, got '" +
                                    threadList + "'");
            }
        }
    }

    std::vector<BenchCase> cases = coreBenchCases();
    for (const BenchSource &source : benchSources())
        for (auto &c : source.cases())
            cases.push_back(std::move(c));
    std::vector<BenchCase> selected;
    for (auto &c : cases)
        if ((heavy || !c.heavy || (!filter.empty() && c.name == filter)) &&
            (filter.empty() || c.name.find(filter) != std::string::npos))
            selected.push_back(c);
    if (selected.empty())
        return badInput("bench", "no benchmark case matches '" + filter + "' (cpw bench --list shows them)");
    if (list) {
        // The names' column as wide as the longest name, so a description never runs into one.
        std::size_t width = 0;
        for (const auto &c : selected)
            width = std::max(width, c.name.size());
        for (const auto &c : selected)
            std::cout << std::left << std::setw(static_cast<int>(width + 2)) << c.name
                      << (c.heavy ? "[heavy] " : "") << c.description << '\n';
        return ExitOk;
    }

    if (!json) {
        // Columns are set apart by a space even when a value outgrows its width (a case name
        // over 26 characters, a count of 20 digits).
        std::cout << std::left << std::setw(26) << "case" << ' ' << std::right << std::setw(7) << "threads"
                  << ' ' << std::setw(11) << "wall s" << ' ' << std::setw(20) << "solutions" << ' '
                  << std::setw(9) << "complete"
                  << "  note\n";
    }
    int failures = 0;
    const auto suiteStart = std::chrono::steady_clock::now();
    for (const auto &c : selected) {
        for (int t : threads) {
            double best = -1;
            BenchOutcome outcome;
            for (long long r = 0; r < repeat; ++r) {
                const auto start = std::chrono::steady_clock::now();
                outcome = c.run(t, timeLimit);
                const double wall =
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
                if (best < 0 || wall < best)
                    best = wall;
                if (interrupted())
                    break;
            }
            if (!outcome.expectationMet)
                ++failures;
            std::string note = outcome.note;
            if (!outcome.expected.empty())
                note += (note.empty() ? "" : "; ") +
                        std::string(outcome.expectationMet ? "matches " : "MISMATCH, expected ") +
                        outcome.expected;
            if (json) {
                nlohmann::json j = {{"type", "bench"},
                                    {"case", c.name},
                                    {"threads", t},
                                    {"wall_s", best},
                                    {"solutions", outcome.solutions},
                                    {"complete", outcome.complete},
                                    {"nodes", outcome.nodes},
                                    {"note", note},
                                    {"expectation_met", outcome.expectationMet}};
                std::cout << j.dump() << std::endl;
            } else {
                std::ostringstream wall;
                wall << std::fixed << std::setprecision(3) << best;
                std::cout << std::left << std::setw(26) << c.name << ' ' << std::right << std::setw(7) << t
                          << ' ' << std::setw(11) << wall.str() << ' ' << std::setw(20) << outcome.solutions
                          << ' ' << std::setw(9) << (outcome.complete ? "yes" : "no") << "  " << note
                          << std::endl;
            }
            if (interrupted())
                return ExitInterrupted;
        }
    }
    const double total = std::chrono::duration<double>(std::chrono::steady_clock::now() - suiteStart).count();
    if (json)
        std::cout << nlohmann::json{{"type", "summary"},     {"command", "bench"}, {"complete", true},
                                    {"solutions", 0},        {"elapsed_s", total}, {"cases", selected.size()},
                                    {"mismatches", failures}}
                         .dump()
                  << std::endl;
    else
        std::cout << selected.size() << " cases, " << std::fixed << std::setprecision(1) << total << " s"
                  << (failures ? ", " + std::to_string(failures) + " MISMATCHES" : std::string())
                  << std::endl;
    return failures ? 1 : ExitOk;
}

namespace {
const CommandRegistration command({"bench", cmdBench, "the benchmark suite", 220});
} // namespace

} // namespace cpw::cli
