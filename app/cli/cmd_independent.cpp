// cpw independent: non-attacking placements (the N-queens family), maximum independent sets,
// mixed armies, completion of preplaced pieces. The options come from the family's parameter
// specs (core/src/independent/independent.cpp); this file adds the help text, what the options
// say together, and n queens beyond the core's 32 x 32 boards (the explicit construction).
#include <chrono>
#include <iostream>

#include "command.h"
#include "cpw/independent.h"
#include "errortext.h"

namespace cpw::cli {

namespace {

const char *const kCommand = "independent";

/// n queens with --first beyond the 32 x 32 boards of the core: the explicit construction,
/// checked here, printed without a Board. Returns -1 when the arguments are not that case.
int largeFirstQueens(const std::vector<std::string> &args)
{
    long long n = -1;
    bool first = false, json = false, quiet = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        std::string value;
        if ((a == "--n" || a == "--board") && i + 1 < args.size())
            value = args[++i];
        else if (a.rfind("--n=", 0) == 0 || a.rfind("--board=", 0) == 0)
            value = a.substr(a.find('=') + 1);
        else if (a == "--first")
            first = true;
        else if (a == "--json")
            json = true;
        else if (a == "--quiet")
            quiet = true;
        else if (a == "--piece" && i + 1 < args.size() && args[i + 1] == "Q")
            ++i;
        else if (a == "--threads" && i + 1 < args.size())
            ++i;
        else if (a == "--no-progress")
            continue;
        else
            return -1; // anything else goes the normal way
        if (!value.empty()) {
            const auto x = value.find('x');
            if (x != std::string::npos && value.substr(0, x) != value.substr(x + 1))
                return -1;
            try {
                std::size_t used = 0;
                n = std::stoll(value.substr(0, x), &used);
                if (used != value.substr(0, x).size())
                    return -1;
            } catch (const std::exception &) {
                return -1;
            }
        }
    }
    if (!first || n <= kMaxSide || n > 100000)
        return -1;
    const auto start = std::chrono::steady_clock::now();
    const std::vector<int> files = constructQueens(static_cast<int>(n));
    // Check: distinct files, distinct diagonals.
    std::vector<char> f(n, 0), d1(2 * n, 0), d2(2 * n, 0);
    for (long long y = 0; y < n; ++y) {
        const long long x = files[y];
        if (f[x] || d1[x + y] || d2[x - y + n])
            return badInput(kCommand, "internal error: the construction failed its check");
        f[x] = d1[x + y] = d2[x - y + n] = 1;
    }
    if (!quiet) {
        std::string text;
        for (long long y = n - 1; y >= 0; --y) {
            const long long x = files[y];
            if (x > 0)
                text += std::to_string(x);
            text += 'Q';
            if (n - 1 - x > 0)
                text += std::to_string(n - 1 - x);
            if (y > 0)
                text += '/';
        }
        if (json)
            std::cout << nlohmann::ordered_json{{"type", "solution"},
                                                {"board", std::to_string(n) + "x" + std::to_string(n)},
                                                {"placement", text},
                                                {"pieces", n}}
                             .dump()
                      << '\n';
        else
            std::cout << text << '\n';
    }
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (json)
        std::cout << nlohmann::ordered_json{{"type", "summary"},
                                            {"command", kCommand},
                                            {"complete", false},
                                            {"solutions", 1},
                                            {"elapsed_s", elapsed},
                                            {"board", std::to_string(n) + "x" + std::to_string(n)},
                                            {"mode", "first"},
                                            {"piece", "Q"},
                                            {"count", n},
                                            {"stopped_by", "solution limit"}}
                         .dump()
                  << std::endl;
    else
        std::cout << "solutions: 1 (stopped by the solution limit)\nboard: " << n << "x" << n
                  << "\nmode: first\npiece: Q\n"
                  << std::endl;
    return ExitOk;
}

class IndependentCli : public FamilyCli {
public:
    std::string summary() const override { return "non-attacking placements (N-queens family)"; }
    std::string synopsis() const override
    {
        return "(--n N | --board WxH) [--piece L] [--kind K] [--count K] [options]";
    }
    std::string description() const override
    {
        return "Places pieces so that none attacks another: the N-queens problem (Max Bezzel 1848) and its\n"
               "family. By default n pieces on n x n (or, on W x H, min(W, H) pieces; --count K for another\n"
               "number), counted as sets of cells; --hits all counts ordered sequences (sets x K!), as\n"
               "J. Kiss's NqProblemExtended does. --kind super adds the knight's leap to a queen, rook or\n"
               "bishop (the catalogue's A, C, H), --kind awesome the knight's line (X, Y, Z); any piece of\n"
               "`cpw pieces` or one defined with --define works.\n"
               "--first finds one placement (n queens: the classical explicit construction), --max the\n"
               "largest number of pieces (proven; optimum) and how many placements reach it (solutions),\n"
               "--army K2Q2B2N1 counts the placements of a mixed army (pieces of one type interchangeable).\n"
               "Fixed pieces (--preplaced) stay where they are and count towards the numbers; preplaced\n"
               "pieces that attack each other are an error. Attacks are those of the empty board; on a\n"
               "shaped board a line stops at a hole. --distinct adds the number of classes under the\n"
               "board's symmetries that preserve the pieces.\n"
               "\n"
               "Examples:\n"
               "  cpw independent --n 8 --distinct\n"
               "  cpw independent --n 10 --piece Q --kind super\n"
               "  cpw independent --n 100 --first\n"
               "  cpw independent --board 8x8 --piece K --max\n"
               "  cpw independent --board 7x7 --army K2Q2B2N1 --quiet\n"
               "  cpw independent --n 8 --preplaced 8/8/8/8/8/8/8/Q7";
    }
    std::optional<int> preempt(const std::vector<std::string> &args) const override
    {
        if (const int code = largeFirstQueens(args); code >= 0)
            return code;
        return std::nullopt;
    }
    std::optional<int> build(FamilyRun &run) const override
    {
        if (auto code = buildBoardAndPieces(run))
            return code;
        const bool first = run.has("first"), max = run.has("max"), army = run.has("army");
        if (int(first) + int(max) + int(army) > 1)
            return badInput(kCommand, "--first, --max and --army exclude each other");
        if (army && (run.has("piece") || run.has("kind") || run.has("count")))
            return badInput(kCommand, "--army gives the pieces itself: drop --piece, --kind and --count");
        if (max && run.has("count"))
            return badInput(kCommand, "--max finds the number of pieces itself: drop --count");
        if (run.has("count")) {
            const long long count = std::get<long long>(run.params["count"]);
            if (count > run.problem.board.cellCount())
                return badInput(kCommand, "--count " + std::to_string(count) + " is more than the board's " +
                                              std::to_string(run.problem.board.cellCount()) + " cells");
        }
        if (run.has("hits") && std::get<std::string>(run.params["hits"]) == "all" && (first || max || army))
            return badInput(kCommand, "--hits all counts ordered placements of one piece: not with --first, "
                                      "--max or --army");
        return std::nullopt;
    }
    std::optional<std::string> message(const Problem &, const Error &error) const override
    {
        if (familyCode<IndependentError>(error) == IndependentError::BadArmySpec)
            return "--army: " + errorText(error).toStdString();
        return std::nullopt;
    }
};

const FamilyCliRegistration registration(independentFamily, std::make_unique<IndependentCli>());

} // namespace

} // namespace cpw::cli
