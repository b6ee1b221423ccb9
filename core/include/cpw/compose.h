#pragma once
/// \file compose.h
/// The composer (issue 50): puzzles with exactly one solution, made from a family's problem.
///
/// A *puzzle* is an ordinary Problem of its family whose *givens* make its completion unique:
/// for the placement families the givens are Problem::preplaced pieces, for tours the move
/// numbers of some cells (the tour problem's string param "numbers", "a1=1 c2=3"). So
/// `cpw solve` on a saved puzzle prints exactly one solution, and uniqueness is decided without
/// knowing the family: cpw::solve(puzzle) with a solution limit of 2 (completions()).
///
/// composePuzzle() starts from a solution (given, or drawn with the seed), gives all of its
/// givens and removes them one by one in an order drawn with the seed, keeping a given only
/// where removing it loses uniqueness: the result is *minimal* (no single given can go),
/// proven by the complete solver. docs/compose.md defines the puzzles, the minimality, the
/// difficulty levels and the seeds.
///
/// What composing needs of a family (how to draw a solution, the givens a solution offers,
/// how to put givens into a problem, the family's deductions for the difficulty) is the
/// family's ComposeTraits, found by the family's name in a table (core/src/compose/traits.cpp);
/// the shared code iterates over it and never asks which family it runs.

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

#include "cpw/error.h"
#include "cpw/problem.h"
#include "cpw/search.h"

namespace cpw {

/// One given of a puzzle: a piece (catalogue id) on a cell, or a tour's move number on a cell.
struct Given {
    int cell = -1;
    int value = -1;
    bool operator==(const Given &) const = default;
};

/// What composePuzzle() is asked for.
struct ComposeRequest {
    /// The family's problem without givens (Problem::preplaced empty, no "numbers"): the board,
    /// the pieces and the family's parameters of the puzzle.
    Problem base;
    /// The solution to make a puzzle of; nullopt = one drawn with `seed`.
    std::optional<Solution> from;
    /// The number of givens aimed at: -1 = as few as the minimal reduction gives. Fewer than
    /// the minimal puzzle has cannot be (Puzzle::note says so); more: givens of the solution
    /// are added back (the puzzle is then unique but not minimal).
    int givens = -1;
    /// Search for the fewest givens: `attempts` reductions (other seeds, other solutions)
    /// within timeLimitSeconds, the best kept. The best found, not proven least.
    bool fewest = false;
    /// The number of reductions `fewest` and `difficulty` may try (each with its own seed).
    int attempts = 24;
    std::uint64_t seed = 1;
    /// 0 = any; else the level 1..kDifficultyLevels aimed at: reductions with other seeds are
    /// tried (at most `attempts`), the first of that level wins, else the nearest (note).
    int difficulty = 0;
    double timeLimitSeconds = 0; ///< 0 = none; the search stops at it with the best so far
    int threads = 0;             ///< for the uniqueness checks (0 = all cores)
};

/// The number of difficulty levels (docs/compose.md, "Difficulty").
inline constexpr int kDifficultyLevels = 3;

/// How hard a puzzle is for a person (docs/compose.md): the level and the trials it took.
struct Difficulty {
    /// 1 = the family's simple deductions alone solve it; 2 = one-step trials are needed (assume
    /// one cell's content, deduce a contradiction with the simple deductions); 3 = more than
    /// that (deeper search). 0 = not rated (the family has no deductions, or the rating ran
    /// out of its budget: see `budgetExceeded`).
    int level = 0;
    int trials = 0;                 ///< the contradictions found by trials (level 2)
    int deductions = 0;             ///< cell values removed by the simple deductions
    int solvedCells = 0;            ///< cells decided when the deductions stopped
    int cells = 0;                  ///< cells of the board
    bool budgetExceeded = false;    ///< the rating stopped at its work budget (level 3 then)
    bool operator==(const Difficulty &) const = default;
};

/// A composed puzzle.
struct Puzzle {
    Problem problem;  ///< the family's problem with the givens: exactly one completion
    Solution solution;
    std::vector<Given> givenList; ///< the givens, in cell order
    int givens = 0;
    bool minimal = true;          ///< no single given can be removed (false when --givens added some)
    Difficulty difficulty;
    std::uint64_t seed = 0;       ///< the seed this puzzle was made with
    std::uint64_t checks = 0;     ///< uniqueness checks (complete solves) it took
    std::uint64_t nodes = 0;      ///< search nodes of those checks
    int attempts = 1;             ///< reductions tried (fewest / difficulty)
    /// What could not be met, in words for the summary: "" or e.g. "minimal puzzle has 5
    /// givens, more than the 3 asked". Machine words: see `noteKey`.
    std::string note;
    /// "" or "givens_above_target", "difficulty_not_met", "time_limit".
    std::string noteKey;
};

/// The progress of composing: the stage ("draw", "reduce", "rate") and the checks so far.
struct ComposeProgress {
    std::string stage;
    int attempt = 0;
    std::uint64_t checks = 0;
    int givens = 0;
};

/// Composes one puzzle. Errors (Unsupported, the token says which): "compose:<kind>" where the
/// family has no compose traits in this build; "compose.params.<key>" where a parameter asks
/// for something other than a completion puzzle (independent --max, exact --fewest, cover
/// --upper); "compose.no_solution:<kind>" when the problem has no solution;
/// "compose.time_limit" / "compose.stopped" when the time limit or the token ended the search
/// before any puzzle was proven. BadFieldValue (token "givens", "difficulty", "attempts",
/// "preplaced": a base that already has givens, "solution": `from` is none) and the family's
/// validation errors.
Result<Puzzle> composePuzzle(const ComposeRequest &request, std::stop_token token,
                             const std::function<void(const ComposeProgress &)> &progress = {});

/// The seed of puzzle `index` of a series (`cpw compose --count K`): seed + index, so that
/// `--seed S --count K` makes the same puzzles as K runs with seeds S, S+1, ...
std::uint64_t puzzleSeed(std::uint64_t seed, int index);

/// The number of completions of a puzzle (a problem with givens), up to `limit` (>= 1):
/// 0 = none, 1 = exactly one, `limit` = at least that many. Counted in the family's puzzle form,
/// whatever mode the problem is in (a tour that only finds one is counted from every start, a
/// cover of minimum size at the minimum with its givens, exact attack by raw placements), so
/// "one" is what a person reads. `first`, when given, receives the first completion found.
/// Unsupported when the kind has no compose traits, "compose.params.<key>" when a parameter
/// makes it no completion puzzle (a maximum); the family's validation errors; Unsupported
/// "compose.stopped" when `token` stopped the count before it was decided.
Result<int> completions(const Problem &puzzle, int limit, std::stop_token token, int threads = 0,
                        Solution *first = nullptr);

/// Rates a puzzle (docs/compose.md, "Difficulty") with its family's deductions. Level 0 when
/// the family has none. The rating does not check uniqueness (completions() does).
Result<Difficulty> rateDifficulty(const Problem &puzzle, std::stop_token token = {});

/// The givens of a puzzle (its preplaced pieces, or its tour numbers), in cell order.
Result<std::vector<Given>> puzzleGivens(const Problem &puzzle);

/// True when composing supports this kind in this build.
bool canCompose(std::string_view kind);
/// The kinds composing supports in this build, in the family table's order.
std::vector<std::string> composableKinds();

} // namespace cpw
