// cpw cover: minimum covers (domination) of a board by one piece type. The options come from
// the cover's parameter specs (core/src/cover/cover.cpp); this file adds the help text, the
// piece (--piece L, the problem's one allowed piece) and what the options say together.
#include "command.h"
#include "cpw/cover.h"

namespace cpw::cli {

namespace {

class CoverCli : public FamilyCli {
public:
    std::string summary() const override { return "minimum covers (domination) by one piece type"; }
    std::string synopsis() const override
    {
        return "--board WxH [--piece L] [--total | --independent] [--pieces G | --upper] [options]";
    }
    std::string description() const override
    {
        return "Minimum covers (domination): the fewest pieces of one type such that every cell is occupied\n"
               "or attacked - Fisher's knight cover problem (\"On the n x n Knight Cover Problem\", David "
               "C.\n"
               "Fisher), for any piece of the catalogue or a Betza piece given with --define. The minimum "
               "is\n"
               "proven by a complete branch-and-bound search (fractional packing bounds from an LP), and "
               "every\n"
               "minimum cover is listed; the summary gives optimum, proven_optimal, solutions (the number "
               "of\n"
               "minimum covers) and, with --distinct, distinct (covers up to the board's symmetries).\n"
               "Riders are blocked by pieces; with one piece type this never changes the attacked cells.\n"
               "\n"
               "Variants: --total (every cell attacked, occupied cells too; a piece never attacks its own\n"
               "cell) and --independent (no piece attacks another). --pieces G lists every cover with "
               "exactly\n"
               "G pieces instead; --upper searches large boards for small covers for --upper-time-limit S\n"
               "seconds (see its default below; --time-limit S alone sets it too) and prints each improvement: a local\n"
               "search and a SAT model (CaDiCaL; first restricted to covers with 4-fold or 2-fold symmetry, "
               "as\n"
               "Fisher searched, then all covers) side by side; when the SAT model without symmetry "
               "finishes,\n"
               "the last cover is a proven minimum. --preplaced fixes pieces of the same type (a cover is\n"
               "completed; counts include them).\n"
               "\n"
               "Examples:\n"
               "  cpw cover --board 8x8 --distinct\n"
               "  cpw cover --board 6x6 --piece Q --independent --json\n"
               "  cpw cover --board 5x5 --pieces 6 --quiet\n"
               "  cpw cover --board 19x19 --upper --time-limit 600\n"
               "  cpw cover --board 8x8 --upper --independent --method sat --symmetry 1";
    }
    void addOptions(FamilyRun &run) const override
    {
        addOnePieceOption(run, 'N');
        FamilyCli::addOptions(run);
    }
    std::optional<int> build(FamilyRun &run) const override
    {
        if (auto code = buildBoardAndPieces(run))
            return code;
        int piece = -1;
        if (auto code = takeOnePiece(run, piece))
            return code;
        // The preplaced pieces are the cover's piece, --distinct counts covers (not with
        // --upper): rules of the core (validateCover).
        const bool upper = run.has("mode") && std::get<std::string>(run.params["mode"]) == "upper";
        // The contract's `--upper` (best found within --time-limit): the general limit alone
        // also sets the search's own.
        if (upper && run.common.timeLimit > 0 && !run.has("upper_time_limit"))
            run.set("upper_time_limit", run.common.timeLimit, "--time-limit");
        return std::nullopt;
    }
};

const FamilyCliRegistration registration(coverFamily, std::make_unique<CoverCli>());

} // namespace

} // namespace cpw::cli
