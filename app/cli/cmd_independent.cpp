// cpw independent: non-attacking placements (the N-queens family), maximum independent sets,
// mixed armies, completion of preplaced pieces. The options come from the family's parameter
// specs (core/src/independent/independent.cpp); this file adds the help text and what the options
// say together. n queens beyond 32 x 32 with --first is an ordinary problem (the core's construction).
#include <iostream>

#include "command.h"
#include "cpw/independent.h"
#include "errortext.h"

namespace cpw::cli {

namespace {

const char *const kCommand = "independent";

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
