// cpw peaceable: peaceably coexisting armies (m white and m black pieces of one kind, none
// attacking a piece of the other colour). The options --m, --count, --upper and --task-depth
// come from the family's parameter specs (core/src/peaceable/peaceable.cpp); this file adds the
// help text, the piece (--piece L, the problem's one allowed piece), preplaced pieces of both
// colours (lower case = black) and what the options say together.
#include "command.h"
#include "cpw/peaceable.h"

namespace cpw::cli {

namespace {

class PeaceableCli : public FamilyCli {
public:
    std::string summary() const override { return "peaceably coexisting armies of two colours"; }
    std::string synopsis() const override
    {
        return "--n N | --board WxH [--piece L] [--white M] [--count [--distinct] | --m M | --upper] [options]";
    }
    std::string description() const override
    {
        return "Peaceably coexisting armies: m white and m black pieces of one kind on a board so that no\n"
               "piece attacks a piece of the other colour (pieces of one colour may attack each other); the\n"
               "largest m. For queens on n x n this is OEIS A250000, posed by R. A. Bosch (\"Peaceably\n"
               "coexisting armies of queens\", Optima 62, 1999), with constructions by S. Ainley (1977).\n"
               "Any piece of the catalogue or a Betza piece given with --define.\n"
               "\n"
               "The largest m is proven by a branch and bound over the colours of the lines (rows, columns,\n"
               "diagonals: every cell all of whose lines are white can take a white piece); the summary "
               "gives\n"
               "optimum (= m), proven_optimal, upper_bound and one optimal placement (black pieces in lower\n"
               "case). --count counts every placement of m white and m black pieces for the largest m (or "
               "the\n"
               "given --m); --distinct also counts them up to the board's symmetries and the exchange of\n"
               "colours. --m M asks whether M + M fit (one placement, or none). --white M fixes one side:\n"
               "exactly M white pieces, and optimum is then the most black pieces beside them (proven; the\n"
               "summary's white is M); with M = A250000(n) this is the largest aggressor, OEIS A308632.\n"
               "--m and --count then speak of black. --preplaced fixes pieces of\n"
               "both colours (lower case = black). With --time-limit the best found is reported with\n"
               "proven_optimal false and the proven upper bound. --upper looks for a large army without\n"
               "proof (simulated annealing over the lines' colours, 10 s by default or --time-limit); it\n"
               "reaches Ainley's constructions (1977) for n = 16..30 in seconds. A search without --upper\n"
               "can be paused and resumed (--checkpoint FILE, cpw resume FILE).\n"
               "\n"
               "Examples:\n"
               "  cpw peaceable --n 8\n"
               "  cpw peaceable --n 6 --count --distinct --quiet\n"
               "  cpw peaceable --n 7 --piece N --json\n"
               "  cpw peaceable --n 10 --m 14\n"
               "  cpw peaceable --n 11 --white 17\n"
               "  cpw peaceable --n 5 --preplaced 5/5/2Q2/5/q4\n"
               "  cpw peaceable --n 20 --upper --time-limit 60";
    }
    void addOptions(FamilyRun &run) const override
    {
        addOnePieceOption(run, 'Q');
        run.parser.addString("--preplaced", "P",
                             "fixed pieces in placement notation, upper case white, lower case black",
                             &run.preplacedText);
        addShapeOptions(run.parser, &run.shape);
    }
    std::optional<int> build(FamilyRun &run) const override
    {
        Problem &p = run.problem;
        // The board may come from the preplaced text, which holds black pieces here (the
        // common board resolution reads white pieces only).
        CommonOptions boardOptions = run.common;
        if (!boardOptions.board && run.shape.shape.empty() && !run.preplacedText.empty()) {
            auto pre = parsePlacement(run.preplacedText, run.catalogue, nullptr, true);
            if (!pre)
                return badInput(run.command, pre.error(), "--preplaced");
            boardOptions.board = pre->board();
        }
        if (auto code = resolveBoard(run.command, boardOptions, run.shape, {}, run.catalogue, p.board))
            return code;
        p.catalogue = run.catalogue;

        int piece = -1;
        if (auto code = takeOnePiece(run, piece))
            return code;
        // The rules between the options (the preplaced pieces are the army's piece, m fits the
        // board, --distinct with --count) are the core's (validatePeaceable).
        p.preplaced = Placement(p.board);
        if (!run.preplacedText.empty()) {
            auto pre = parsePlacement(run.preplacedText, run.catalogue, &p.board, true);
            if (!pre)
                return badInput(run.command, pre.error(), "--preplaced");
            p.preplaced = pre.value();
        }
        return std::nullopt;
    }
    /// --representatives FILE: the classes' least placements, written once the count is complete
    /// (a stopped count writes nothing; `cpw resume` finishes it and writes the file then).
    std::optional<int> finish(const std::string &command, const Problem &problem, const SearchStats &stats,
                              nlohmann::json &extra) const override
    {
        const auto it = problem.params.find("representatives");
        if (it == problem.params.end() || !std::holds_alternative<std::string>(it->second) ||
            std::get<std::string>(it->second).empty())
            return std::nullopt;
        const std::string &path = std::get<std::string>(it->second);
        if (!stats.complete || !stats.distinct) {
            extra["representatives_written"] = false;
            return std::nullopt;
        }
        if (Error e = savePeaceableRepresentatives(stats.representatives, problem.catalogue, path))
            return badInput(command, e, "--representatives");
        extra["representatives_written"] = true;
        extra["representatives_file"] = path;
        return std::nullopt;
    }
};

const FamilyCliRegistration registration(peaceableFamily, std::make_unique<PeaceableCli>());

} // namespace

} // namespace cpw::cli
