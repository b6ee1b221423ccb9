// cpw compose KIND [family options] [--givens N | --fewest] [--seed S] [--count K]
// [--difficulty D] [--save FILE | --out-dir DIR] [--json]: puzzles with exactly one solution
// (cpw/compose.h, docs/compose.md). The family options are those of `cpw KIND` (the same
// generated options and FamilyCli), so the base problem is built exactly as `cpw KIND` builds
// it; composing then runs in the core, and every puzzle is printed, saved as a problem file
// (atomically, `cpw solve` prints its one solution) or both.
#include <algorithm>
#include <charconv>
#include <chrono>
#include <climits>
#include <filesystem>
#include <optional>
#include <iostream>
#include <set>

#include "cli.h"
#include "command.h"
#include "cpw/compose.h"
#include "cpw/family.h"
#include "cpw/params.h"
#include "errortext.h"

namespace cpw::cli {

namespace {

struct ComposeOptions {
    long long givens = -1;
    bool fewest = false;
    long long seed = 1;
    long long count = 1;
    long long difficulty = 0;
    long long attempts = 24;
    std::string outDir;
};

/// One option of compose itself (a number, a text, or the flag --fewest).
struct OwnOption {
    std::string name, valueName;
    long long ComposeOptions::*number = nullptr;
    std::string ComposeOptions::*text = nullptr;
    long long min = 0, max = 0;
};

const std::vector<OwnOption> kOwn = {
    {"--givens", "N", &ComposeOptions::givens, nullptr, 0, 1 << 20},
    {"--fewest", "", nullptr, nullptr, 0, 0},
    {"--seed", "S", &ComposeOptions::seed, nullptr, 0, LLONG_MAX},
    {"--count", "K", &ComposeOptions::count, nullptr, 1, 100000},
    {"--difficulty", "D", &ComposeOptions::difficulty, nullptr, 1, kDifficultyLevels},
    {"--attempts", "A", &ComposeOptions::attempts, nullptr, 1, 100000},
    {"--out-dir", "DIR", nullptr, &ComposeOptions::outDir, 0, 0},
};

/// Options of compose that a family's own command may also have: the family's is
/// --family-NAME (--family-count: the independent family's number of pieces).
const std::vector<std::string> kShadowed = {"--count", "--fewest", "--seed", "--givens", "--difficulty"};

std::string usage()
{
    std::string kinds;
    for (const std::string &k : composableKinds())
        kinds += (kinds.empty() ? "" : ", ") + k;
    return "Composes puzzles: problems of a family with givens (preplaced pieces; a tour's move\n"
           "numbers) that make the solution unique, proven by the complete solver, and minimal:\n"
           "no single given can be removed (docs/compose.md). KIND is one of: " +
           kinds +
           ".\n"
           "The family options are those of `cpw KIND` (see cpw KIND --help); where compose has an\n"
           "option of the same name (--count, --fewest, --seed), the family's is --family-count,\n"
           "--family-fewest, --family-seed. Puzzle i of --count K is made with seed S + i.\n"
           "Deterministic for a given seed and thread count (--time-limit may cut --fewest short).\n"
           "\n"
           "Examples:\n"
           "  cpw compose independent --n 8                 eight queens, a few given, one way to finish\n"
           "  cpw compose independent --n 8 --fewest --seed 7 --save q8.json\n"
           "  cpw solve q8.json                             prints its one solution\n"
           "  cpw compose exact --board 5x5 --k 1 --pieces QN --count 5 --out-dir puzzles --json\n"
           "  cpw compose cover --board 6x6 --piece N --difficulty 2\n"
           "  cpw compose independent --board 6x6 --piece R --family-count 6 --givens 3\n";
}

std::string ownHelp()
{
    return "Options of compose (the family's options: cpw compose KIND --help):\n"
           "  --givens N              aim at N givens (fewer than the minimal puzzle has: noted)\n"
           "  --fewest                the fewest givens found in --attempts reductions (not proven least)\n"
           "  --seed S                the seed (default 1)\n"
           "  --count K               K puzzles, seeds S, S+1, ... (default 1)\n"
           "  --difficulty D          prefer difficulty level D (1 simple deductions, 2 one-step\n"
           "                          trials, 3 deeper), trying up to --attempts reductions\n"
           "  --attempts A            reductions for --fewest / --difficulty (default 24)\n"
           "  --save FILE             write the puzzle as a problem file (one puzzle)\n"
           "  --out-dir DIR           write every puzzle as DIR/KIND-WxH-seedS.json\n"
           "  --time-limit S          stop --fewest / --difficulty after S seconds with the best so far\n"
           "  --threads N, --json, --quiet   as for every command\n";
}

/// The family command's help with the options compose shadows renamed (--family-count).
std::string familyHelp(const FamilyRun &run)
{
    std::string text = run.parser.help();
    for (const std::string &name : kShadowed) {
        const std::string from = "  " + name + " ", to = "  --family-" + name.substr(2) + " ";
        for (auto at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
            text.replace(at, from.size(), to);
        const std::string fromEnd = "  " + name + "\n", toEnd = "  --family-" + name.substr(2) + "\n";
        for (auto at = text.find(fromEnd); at != std::string::npos; at = text.find(fromEnd, at + toEnd.size()))
            text.replace(at, fromEnd.size(), toEnd);
    }
    return text;
}

/// The givens: a placement, or a tour's numbers by cell.
nlohmann::json givensJson(const Puzzle &p)
{
    const Problem &puzzle = p.problem;
    if (p.solution.order.empty())
        return toNotation(puzzle.preplaced, puzzle.catalogue);
    const std::vector<Given> &givens = p.givenList;
    nlohmann::json out = nlohmann::json::object();
    for (const Given &g : givens)
        out[puzzle.board.cellName(g.cell)] = g.value;
    return out;
}

std::string fileName(const Problem &puzzle, std::uint64_t seed)
{
    return puzzle.kind + "-" + Reporter::boardText(puzzle.board) + "-seed" + std::to_string(seed) + ".json";
}

/// The puzzle as a problem file: every parameter written out, the run options given.
Problem fileProblem(const Puzzle &puzzle, const CommonOptions &common)
{
    Problem p = puzzle.problem;
    completeParams(p);
    // The workbench opens it as a puzzle to solve (the givens locked); cpw solve runs it as usual.
    p.params["puzzle"] = true;
    if (common.threads > 0)
        p.params["threads"] = static_cast<long long>(common.threads);
    return p;
}

/// Compose's own options are taken out of `args` (after KIND) first; the rest are the
/// family's (where compose shadows one of them, the family's is reached as --family-NAME).
std::optional<int> takeOwnOptions(const std::string &command, const std::vector<std::string> &args,
                                  ComposeOptions &options, std::vector<std::string> &rest, std::set<std::string> &given)
{
    for (std::size_t i = 1; i < args.size(); ++i) {
        std::string arg = args[i], value;
        bool hasValue = false;
        if (const auto eq = arg.find('='); arg.rfind("--", 0) == 0 && eq != std::string::npos) {
            value = arg.substr(eq + 1);
            arg = arg.substr(0, eq);
            hasValue = true;
        }
        const auto own = std::find_if(kOwn.begin(), kOwn.end(), [&](const OwnOption &o) { return o.name == arg; });
        if (own == kOwn.end()) {
            // --family-count N is the family's --count N.
            const std::string name = arg.rfind("--family-", 0) == 0 ? "--" + arg.substr(9) : std::string();
            if (std::find(kShadowed.begin(), kShadowed.end(), name) != kShadowed.end())
                rest.push_back(name + (hasValue ? "=" + value : std::string()));
            else
                rest.push_back(args[i]);
            continue;
        }
        given.insert(arg);
        if (own->valueName.empty()) {
            if (hasValue)
                return badInput(command, arg + " takes no value");
            options.fewest = true;
            continue;
        }
        if (!hasValue) {
            if (i + 1 >= args.size())
                return badInput(command, arg + " needs a value " + own->valueName);
            value = args[++i];
        }
        if (own->text) {
            options.*(own->text) = value;
            continue;
        }
        long long n = 0;
        const auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
        if (value.empty() || ec != std::errc() || ptr != value.data() + value.size())
            return badInput(command, arg + ": expected a whole number, got '" + value + "'");
        if (n < own->min || n > own->max)
            return badInput(command, arg + ": must be between " + std::to_string(own->min) + " and " +
                                             std::to_string(own->max) + ", got " + value);
        options.*(own->number) = n;
    }
    return std::nullopt;
}

/// One puzzle: a JSON line, or a few lines of text (none with --quiet).
void printPuzzle(const Puzzle &p, long long i, std::uint64_t seed, const std::string &file, const CommonOptions &common)
{
    const Puzzle *puzzle = &p;
    const Difficulty &d = puzzle->difficulty;
    if (common.json) {
        nlohmann::json j = {{"type", "puzzle"},
                            {"index", i},
                            {"seed", seed},
                            {"kind", puzzle->problem.kind},
                            {"board", Reporter::boardText(puzzle->problem.board)},
                            {"givens", puzzle->givens},
                            {"minimal", puzzle->minimal},
                            {"given", givensJson(*puzzle)},
                            {"difficulty", d.level},
                            {"trials", d.trials},
                            {"solution", toNotation(puzzle->solution.placement, puzzle->problem.catalogue)},
                            {"checks", puzzle->checks},
                            {"attempts", puzzle->attempts},
                            {"problem", nlohmann::json::parse(serializeProblem(fileProblem(*puzzle, common)))}};
        if (!puzzle->solution.order.empty())
            j["order"] = orderRanks(puzzle->problem.board, puzzle->solution.order);
        if (d.budgetExceeded)
            j["rating_budget_exceeded"] = true;
        if (!puzzle->noteKey.empty())
            j["note"] = puzzle->noteKey;
        if (!file.empty())
            j["file"] = file;
        std::cout << j.dump() << '\n';
    } else if (!common.quiet) {
        std::cout << "puzzle " << (i + 1) << ": seed " << seed << ", " << puzzle->givens << " givens"
                  << (puzzle->minimal ? " (minimal)" : " (not minimal: --givens)") << ", difficulty "
                  << (d.level > 0 ? std::to_string(d.level) : std::string("not rated"));
        if (d.level >= 2)
            std::cout << " (" << d.trials << " trials)";
        const nlohmann::json g = givensJson(*puzzle);
        std::string givens; // a tour's as --numbers takes them: "a1=7 b1=10"
        if (g.is_string())
            givens = g.get<std::string>();
        else
            for (auto it = g.begin(); it != g.end(); ++it)
                givens += (givens.empty() ? "" : " ") + it.key() + "=" + it.value().dump();
        std::cout << "\n  givens:   " << givens;
        if (puzzle->solution.order.empty())
            std::cout << "\n  solution: " << toNotation(puzzle->solution.placement, puzzle->problem.catalogue) << '\n';
        else // a tour: its move numbers
            std::cout << "\n  solution:\n" << orderGrid(puzzle->problem.board, puzzle->solution.order, "   ");
        if (!puzzle->note.empty())
            std::cout << "  note: " << puzzle->note << '\n';
        if (!file.empty())
            std::cout << "  saved: " << file << '\n';
    }
}

int cmdCompose(const std::vector<std::string> &args)
{
    if (args.empty() || args.front() == "--help" || args.front() == "-h") {
        std::cout << "Usage: cpw compose KIND [family options] [--givens N | --fewest] [--seed S] [--count K]\n"
                     "                   [--difficulty D] [--attempts A] [--save FILE | --out-dir DIR] [--json]\n\n"
                  << usage() << "\n" << ownHelp();
        return ExitOk;
    }
    const std::string kind = args.front();
    const FamilyDescriptor *family = findFamily(kind);
    if (!family)
        return badInput("compose", "unknown kind '" + kind + "' (one of: " + [] {
            std::string k;
            for (const std::string &s : composableKinds())
                k += (k.empty() ? "" : ", ") + s;
            return k;
        }() + ")");
    if (!canCompose(kind))
        return badInput("compose", fieldError(ErrorCode::Unsupported, "compose:" + kind));
    FamilyRun run(*family, "compose " + kind);
    addFamilyOptions(run);
    ComposeOptions options;
    std::vector<std::string> rest;
    std::set<std::string> given;
    if (auto code = takeOwnOptions(run.command, args, options, rest, given))
        return *code;
    if (std::find(rest.begin(), rest.end(), "--help") != rest.end() ||
        std::find(rest.begin(), rest.end(), "-h") != rest.end()) {
        std::cout << familyHelp(run) << "\n" << ownHelp();
        return ExitOk;
    }
    if (auto code = buildFamilyProblem(run, rest))
        return *code;
    const CommonOptions &common = run.common;
    for (const char *option : {"--limit", "--distinct", "--checkpoint", "--mpi", "--sample", "--tasks"})
        if (run.parser.given(option))
            return badInput(run.command, std::string(option) + " does not apply to compose");
    if (options.fewest && given.count("--givens"))
        return badInput(run.command, "--givens and --fewest exclude each other");
    if (!common.save.empty() && !options.outDir.empty())
        return badInput(run.command, "--save and --out-dir exclude each other");
    if (!common.save.empty() && options.count > 1)
        return badInput(run.command, "--save writes one puzzle: use --out-dir DIR with --count");
    if (!options.outDir.empty()) {
        std::error_code ec;
        std::filesystem::create_directories(options.outDir, ec);
        if (ec || !std::filesystem::is_directory(options.outDir))
            return badInput(run.command, "--out-dir: cannot create the folder '" + options.outDir + "'");
    }

    const auto start = std::chrono::steady_clock::now();
    nlohmann::json givenCounts = nlohmann::json::array();
    nlohmann::json notes = nlohmann::json::array();
    long long made = 0;
    std::uint64_t checks = 0, nodes = 0;
    bool allMinimal = true;
    for (long long i = 0; i < options.count; ++i) {
        if (interrupted())
            break;
        ComposeRequest request;
        request.base = run.problem;
        request.givens = static_cast<int>(options.givens);
        request.fewest = options.fewest;
        request.attempts = static_cast<int>(options.attempts);
        request.seed = puzzleSeed(static_cast<std::uint64_t>(options.seed), static_cast<int>(i));
        request.difficulty = static_cast<int>(options.difficulty);
        request.timeLimitSeconds = common.timeLimit;
        request.threads = common.threads;
        auto puzzle = composePuzzle(request, interruptToken());
        if (!puzzle) {
            if (interrupted())
                break;
            return badInput(run.command, problemErrorText(run.problem, puzzle.error(), true));
        }
        std::string file;
        if (!common.save.empty())
            file = common.save;
        else if (!options.outDir.empty())
            file = (std::filesystem::path(options.outDir) / fileName(puzzle->problem, request.seed)).string();
        if (!file.empty())
            if (Error e = saveProblemFile(fileProblem(*puzzle, common), file))
                return badInput(run.command, e, file);
        ++made;
        checks += puzzle->checks;
        nodes += puzzle->nodes;
        allMinimal = allMinimal && puzzle->minimal;
        givenCounts.push_back(puzzle->givens);
        if (!puzzle->noteKey.empty())
            notes.push_back({{"seed", request.seed}, {"note", puzzle->noteKey}, {"text", puzzle->note}});
        printPuzzle(*puzzle, i, request.seed, file, common);
        std::cout.flush();
    }
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const bool complete = made == options.count;
    if (common.json) {
        nlohmann::json s = {{"type", "summary"},   {"command", "compose"}, {"kind", kind},
                            {"complete", complete}, {"solutions", made},    {"puzzles", made},
                            {"givens", givenCounts}, {"minimal", allMinimal}, {"checks", checks},
                            {"nodes", nodes},       {"elapsed_s", elapsed}};
        if (!notes.empty())
            s["notes"] = notes;
        std::cout << s.dump() << '\n';
    } else {
        std::cout << "puzzles: " << made << (complete ? "" : " (interrupted)") << "\nchecks: " << checks
                  << "\nelapsed: " << elapsed << " s\n";
    }
    return interrupted() ? ExitInterrupted : ExitOk;
}

const CommandRegistration command({"compose", cmdCompose,
                                   "compose puzzles with exactly one solution (cpw compose --help)", 150});

} // namespace

} // namespace cpw::cli
