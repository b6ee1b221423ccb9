// The compose traits of every family that has them (traits.h), and what the placement
// families share: their givens are preplaced pieces.
#include <array>

#include "traits.h"

namespace cpw::compose {

std::span<const ComposeTraits> traitsTable()
{
    static const std::array table = {independentComposeTraits(), exactComposeTraits(), coverComposeTraits(),
                                     tourComposeTraits()};
    return table;
}

const ComposeTraits *findTraits(std::string_view kind)
{
    for (const ComposeTraits &t : traitsTable())
        if (t.family().name == kind)
            return &t;
    return nullptr;
}

bool alwaysAvailable()
{
    return true;
}

ComposeTraits placementTraits(FamilyDescriptor (*family)(),
                              Result<Problem> (*prepare)(const Problem &, std::stop_token, int),
                              std::vector<Given> (*candidates)(const Problem &),
                              DeductionsOf deductions)
{
    return {.family = family,
            .available = alwaysAvailable,
            .prepare = prepare,
            .givensOf = pieceGivens,
            .candidates = candidates,
            .drawSeeded = nullptr,
            .withGivens = withPreplaced,
            .readGivens = preplacedGivens,
            .deductions = deductions};
}

std::vector<Given> pieceGivens(const Problem &, const Solution &solution)
{
    std::vector<Given> out;
    const Placement &p = solution.placement;
    for (int c = 0; c < p.board().area(); ++c)
        if (p.at(c) != kEmpty)
            out.push_back({c, p.at(c)});
    return out;
}

std::vector<Given> everyCellWith(const Problem &prepared, const std::vector<int> &pieces)
{
    std::vector<Given> out;
    for (int c = 0; c < prepared.board.area(); ++c)
        if (!prepared.board.isHole(c))
            for (int piece : pieces)
                out.push_back({c, piece});
    return out;
}

Problem withPreplaced(const Problem &prepared, std::span<const Given> givens)
{
    Problem p = prepared;
    p.preplaced = Placement(p.board);
    for (const Given &g : givens)
        p.preplaced.set(g.cell, g.value);
    return p;
}

Result<std::vector<Given>> preplacedGivens(const Problem &puzzle)
{
    std::vector<Given> out;
    const Placement &p = puzzle.preplaced;
    if (p.board().area() != puzzle.board.area()) {
        if (p.empty())
            return out;
        return fieldError(ErrorCode::HoleMismatch, "preplaced");
    }
    for (int c = 0; c < p.board().area(); ++c)
        if (p.at(c) != kEmpty)
            out.push_back({c, p.at(c)});
    return out;
}

Error requireParam(const Problem &problem, const std::string &key, const ParamValue &wanted)
{
    const auto it = problem.params.find(key);
    if (it != problem.params.end() && it->second != wanted)
        return fieldError(ErrorCode::Unsupported, "compose.params." + key);
    return {};
}

} // namespace cpw::compose
