// Compose traits of the tour family (cpw/tour.h): the numbered-tour puzzle of puzzle
// magazines. Givens = move numbers of some cells, the tour problem's string param "numbers"
// ("a1=1 c2=3 h8=64": every solution visits each listed cell at that move). Available where
// this build's tour family declares "numbers"; the puzzle counts every tour (params "count"
// = true, every start) that agrees with the numbers.
#include <algorithm>
#include <sstream>

#include "cpw/params.h"
#include "cpw/tour.h"
#include "traits.h"

namespace cpw::compose {

namespace {

constexpr const char *kNumbers = "numbers";

bool available()
{
    return findParam(tourFamily().name, kNumbers) != nullptr;
}

Result<Problem> prepare(const Problem &base, std::stop_token, int)
{
    if (!base.paramString("path", "").empty())
        return fieldError(ErrorCode::Unsupported, "compose.params.path");
    Problem p = base;
    p.params.erase("start");
    p.params.erase("distinct");
    p.params["count"] = true;
    return p;
}

/// A drawing starts at a cell chosen with the seed and finds one tour.
Problem drawSeeded(const Problem &prepared, std::uint64_t seed)
{
    Problem p = prepared;
    std::vector<int> cells;
    for (int c = 0; c < p.board.area(); ++c)
        if (!p.board.isHole(c))
            cells.push_back(c);
    if (!cells.empty())
        p.params["start"] = p.board.cellName(cells[seed % cells.size()]);
    p.params["count"] = false;
    return p;
}

std::vector<Given> givensOf(const Problem &, const Solution &solution)
{
    std::vector<Given> out;
    for (std::size_t c = 0; c < solution.order.size(); ++c)
        if (solution.order[c] > 0)
            out.push_back({static_cast<int>(c), solution.order[c]});
    return out;
}

Problem withNumbers(const Problem &prepared, std::span<const Given> givens)
{
    Problem p = prepared;
    std::string text;
    for (const Given &g : givens)
        text += (text.empty() ? "" : " ") + p.board.cellName(g.cell) + "=" + std::to_string(g.value);
    if (text.empty())
        p.params.erase(kNumbers);
    else
        p.params[kNumbers] = text;
    return p;
}

Result<std::vector<Given>> readNumbers(const Problem &puzzle)
{
    std::vector<Given> out;
    std::istringstream in(puzzle.paramString(kNumbers, ""));
    std::string pair;
    while (in >> pair) {
        const auto eq = pair.find('=');
        if (eq == std::string::npos)
            return fieldError(ErrorCode::BadFieldValue, "params.numbers");
        auto cell = puzzle.board.parseCell(pair.substr(0, eq));
        if (!cell)
            return fieldError(ErrorCode::BadFieldValue, "params.numbers");
        try {
            out.push_back({*cell, std::stoi(pair.substr(eq + 1))});
        } catch (...) {
            return fieldError(ErrorCode::BadFieldValue, "params.numbers");
        }
    }
    std::sort(out.begin(), out.end(), [](const Given &a, const Given &b) { return a.cell < b.cell; });
    return out;
}

} // namespace

ComposeTraits tourComposeTraits()
{
    return {.family = tourFamily,
            .available = available,
            .prepare = prepare,
            .givensOf = givensOf,
            .candidates = nullptr,
            .drawSeeded = drawSeeded,
            .withGivens = withNumbers,
            .readGivens = readNumbers,
            .deductions = nullptr};
}

} // namespace cpw::compose
