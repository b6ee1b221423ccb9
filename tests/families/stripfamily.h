#pragma once
// A solver family defined entirely in the test's own files (issue 48): "strip", every way to lay
// one strip of pieces on the board, a row of `length` pieces or a square of length x length.
// Its descriptor, parameters, rule and errors are written here as a family under core/src/ would
// write them, and registered with a static cpw::FamilyRegistration: no shared file names it.
// Its texts are in striptexts.h (FAMILY_TEXTS), its GUI in stripgui.h (FAMILY_GUI).
#include <string>

#include "cpw/family.h"
#include "cpw/familyregistration.h"
#include "cpw/params.h"
#include "cpw/search.h"

namespace cpw {

FamilyDescriptor stripFamily();

/// The strip family's own errors (texts: striptexts.h).
enum class StripError {
    TooLong = 1, ///< a square strip longer than 4 (the rule between "form" and "length"); value = the length
    NoRoom,      ///< the strip does not fit the board; value = the length
};
constexpr FamilyId errorFamily(StripError) { return stripFamily; }

/// The shape of the strip, bound to the choice "form".
enum class StripShape { Row, Square };

/// The largest square strip (the family's rule: shape "square" takes length 1 to 4).
constexpr int kMaxSquareStrip = 4;

namespace strip {

inline std::span<const ParamSpec> params()
{
    static const std::vector<ParamSpec> specs = {
        {.key = "form",
         .type = ParamType::Choice,
         .defaultValue = std::string("row"),
         .choices = enumChoices<StripShape>({{StripShape::Row, "row"}, {StripShape::Square, "square"}}),
         .flag = "--form",
         .help = "row: length pieces side by side; square: length x length pieces"},
        {.key = "length",
         .type = ParamType::Int,
         .defaultValue = 2LL,
         .min = 1,
         .max = 8,
         .flag = "--length",
         .valueName = "L",
         .help = "the strip's length (a square strip at most 4)"},
        {.key = "piece",
         .type = ParamType::Piece,
         .defaultValue = std::string("R"),
         .flag = "--piece",
         .valueName = "L",
         .help = "the piece of the strip (default R)"},
    };
    return specs;
}

/// The cells of the strip whose lower left cell is (x, y), or empty when it leaves the board or
/// covers a hole.
inline std::vector<int> cellsAt(const Board &board, StripShape shape, int length, int x, int y)
{
    const int h = shape == StripShape::Square ? length : 1;
    std::vector<int> cells;
    for (int dy = 0; dy < h; ++dy)
        for (int dx = 0; dx < length; ++dx) {
            if (!board.contains(x + dx, y + dy))
                return {};
            cells.push_back(board.index(x + dx, y + dy));
        }
    return cells;
}

/// How many times the strip's own check has run (a test's measure: one run checks once).
inline int g_validations = 0;

inline Error validate(const Problem &problem)
{
    ++g_validations;
    const ParamReader read(problem);
    const int length = static_cast<int>(read.integer("length"));
    const StripShape shape = read.choice<StripShape>("form");
    if (shape == StripShape::Square && length > kMaxSquareStrip) // the rule between two parameters
        return familyError(StripError::TooLong, "params.length", length);
    const int rows = shape == StripShape::Square ? length : 1;
    if (length > problem.board.width() || rows > problem.board.height())
        return familyError(StripError::NoRoom, "board", length);
    if (problem.board.width() > kMaxSide || problem.board.height() > kMaxSide)
        return boardTooLarge(problem.board);
    return {};
}

/// Every strip, lower left cell in reading order from a1; the objective is its number of cells.
/// Its classes ("distinct") are taken under the board's left-right mirror (the summary's label
/// "classes_under" = "mirror"): a strip whose mirror image lies further right, or is no strip
/// (a hole), stands for its class.
inline Result<SearchStats> solve(const Problem &problem, std::stop_token token, const SearchOptions &options)
{
    const ParamReader read(problem);
    const int length = static_cast<int>(read.integer("length"));
    const StripShape shape = read.choice<StripShape>("form");
    const int piece = read.piece("piece");
    SearchContext ctx(std::move(token), options);
    const Board &board = problem.board;
    double cells = 0;
    std::uint64_t classes = 0;
    bool covered = true;
    for (int y = 0; y < board.height() && covered; ++y)
        for (int x = 0; x < board.width() && covered; ++x) {
            ctx.addNodes(1);
            const std::vector<int> strip = cellsAt(board, shape, length, x, y);
            if (strip.empty())
                continue;
            const int mirrorX = board.width() - length - x; // a strip's lower left cell, mirrored
            if (mirrorX >= x || cellsAt(board, shape, length, mirrorX, y).empty())
                ++classes;
            Solution s;
            s.placement = Placement(board);
            for (int c : strip)
                s.placement.set(c, piece);
            cells = static_cast<double>(strip.size());
            s.objective = cells;
            covered = ctx.submit(s) && !ctx.stopRequested();
        }
    SearchStats stats;
    ctx.finish(stats, covered);
    if (stats.solutions > 0)
        stats.optimum = cells;
    if (covered) {
        stats.distinct = classes;
        stats.labels["classes_under"] = "mirror";
    }
    return stats;
}

} // namespace strip

inline FamilyDescriptor stripFamily()
{
    FamilyDescriptor f{"strip", false, strip::validate, strip::solve, nullptr};
    f.params = strip::params();
    f.objective = [](const Problem &) {
        return Objective{.sense = ObjectiveSense::Maximise, .unit = "strip_cells", .byPieceCount = false};
    };
    return f;
}

} // namespace cpw

namespace {
const cpw::FamilyRegistration stripRegistration(cpw::stripFamily);
} // namespace
