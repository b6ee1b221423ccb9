// cpw army: the most valuable peaceful army (a mixed army of white pieces, no piece attacked),
// proven optimal by a branch and bound on the conflict graph or a 0-1 program solved with CBC.
// The options come from the family's parameter specs (core/src/army/army.cpp); this file adds
// the help text, the allowed kinds (--pieces), the messages about values and the solution lines.
#include <iostream>

#include "command.h"
#include "cpw/army.h"

namespace cpw::cli {

namespace {

const char *const kCommand = "army";

/// One line for a bad --values text, naming the item and what is expected.
std::string valuesError(const Error &e, const std::string &text)
{
    const std::string where = e.position >= 0 ? " (at character " + std::to_string(e.position + 1) + ")" : "";
    if (e.code == ErrorCode::UnknownPiece)
        return "--values: unknown piece letter '" + e.token + "'" + where + " (see 'cpw pieces')";
    switch (familyCode<ArmyError>(e)) {
    case ArmyError::DuplicateValue:
        return "--values: piece '" + e.token + "' has two values" + where;
    case ArmyError::BadValue:
        return "--values: '" + e.token + "'" + where + " is not LETTER=VALUE with a whole number 0.." +
               std::to_string(kMaxArmyValue) + " (e.g. " + std::string(kDefaultArmyValues) + "); got '" +
               text + "'";
    default:
        return "--values: cannot read '" + text + "'";
    }
}

class ArmyCli : public FamilyCli {
public:
    std::string summary() const override { return "the most valuable mixed non-attacking army"; }
    std::string synopsis() const override
    {
        return "--board WxH [--values Q=28,R=28,B=16,N=7,K=14] [--pieces LETTERS] [options]";
    }
    std::string description() const override
    {
        return "The most valuable peaceful army, after the blog puzzle \"The Most Expensive Peace Army\"\n"
               "(whose author solved it with a time-limited OR-Tools CP-SAT model): place white pieces of\n"
               "several kinds so that no piece stands on a cell another piece attacks, and make the total\n"
               "value as large as possible. Rides stop at the first piece,\n"
               "which they attack, so a piece between two rooks does not make peace: it is attacked itself.\n"
               "Values are whole numbers in your own units. The default gives a queen or rook 1/8, a bishop\n"
               "1/14, a knight 1/32 and a king 1/16 (each kind alone fills 8x8 to exactly 1), in units of\n"
               "1/224: Q=28,R=28,B=16,N=7,K=14.\n"
               "\n"
               "The answer is proven optimal, by a branch and bound on the conflict graph (problems of\n"
               "up to 1024 kind-and-cell pairs, e.g. 12x12 with up to seven kinds) or by a 0-1 program\n"
               "solved with COIN-OR CBC; the summary says optimum (the best value, in your units) and\n"
               "proven_optimal. With --time-limit the best army found so far is printed, and proven_optimal\n"
               "is false unless the proof finished in time; bound is then the best upper bound proven.\n"
               "Every army printed has been checked against the attack rules.\n"
               "\n"
               "Examples:\n"
               "  cpw army --board 8x8\n"
               "  cpw army --board 6x6 --pieces QN --values Q=3,N=1 --json\n"
               "  cpw army --board 5x5 --each-type\n"
               "  cpw army --shape '-3-/5/5/5/-3-' --values R=5,B=3,K=2";
    }
    void addOptions(FamilyRun &run) const override
    {
        run.parser.addString("--pieces", "LETTERS",
                             "kinds the army may use (default: every kind given a value)", &run.piecesText);
        FamilyCli::addOptions(run);
    }
    std::optional<int> build(FamilyRun &run) const override
    {
        if (auto code = buildBoardAndPieces(run))
            return code;
        if (run.has("values")) {
            const std::string text = std::get<std::string>(run.params["values"]);
            if (auto values = parseArmyValues(text, run.catalogue); !values)
                return badInput(kCommand, valuesError(values.error(), text));
        }
        return std::nullopt;
    }
    void solution(const Problem &problem, const Solution &s, Reporter &reporter) const override
    {
        nlohmann::json extra = nlohmann::json::object();
        nlohmann::json kinds = nlohmann::json::object();
        for (int id : s.placement.cells())
            if (id != kEmpty) {
                const std::string letter(1, problem.catalogue.piece(id).letter);
                kinds[letter] = kinds.value(letter, 0) + 1;
            }
        extra["by_kind"] = kinds;
        reporter.solution(s, extra);
        if (!reporter.json() && !reporter.quiet() && s.objective)
            std::cout << "value: " << static_cast<long long>(*s.objective) << '\n';
    }
    std::optional<std::string> message(const Problem &, const Error &e) const override
    {
        if (familyCode<ArmyError>(e) == ArmyError::MissingValue)
            return "piece '" + e.token + "' is allowed (--pieces) but has no value: add it to --values";
        if (familyCode<ArmyError>(e) == ArmyError::CheckFailed)
            return "internal error: the solver's army " + e.token + " failed the attack check";
        return std::nullopt;
    }
};

const FamilyCliRegistration registration(armyFamily, std::make_unique<ArmyCli>());

} // namespace

} // namespace cpw::cli
