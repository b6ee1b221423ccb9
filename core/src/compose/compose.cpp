#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>

#include "traits.h"

/*
 * Composing a puzzle (cpw/compose.h, docs/compose.md).
 *
 * 1. Prepare: the family's traits turn the problem into its completion form (counting mode,
 *    raw counting, a cover's size fixed at the minimum) and refuse what no puzzle can be.
 * 2. Draw a solution with the seed: the candidate givens (every cell with every piece) are put
 *    in the seed's order; the first few that still leave a solution are fixed one after the
 *    other (each proven by a one-thread solve with a limit of one), and the first solution
 *    with them is taken. One thread, so that a seed gives the same solution on every run.
 * 3. Reduce: every given of the solution is given (one completion: the solution itself,
 *    checked), then each is taken away in the seed's order and stays away when the puzzle is
 *    still unique (a complete solve with a limit of 2 finds exactly one solution). A given
 *    that had to stay at its turn still has to at the end: fewer givens never mean fewer
 *    completions, so the result is minimal, no single given can go.
 * 4. Aim: --givens N above the minimal count adds removed givens back in the seed's order
 *    (unique, no longer minimal); below it is impossible for this reduction (the note says so).
 * 5. Rate (deduce.cpp), and for --fewest / --difficulty repeat 2-4 with the seeds
 *    seed, mix(seed, 1), mix(seed, 2), ... (at most `attempts`, within the time limit),
 *    keeping the puzzle with the fewest givens, or the first of the level asked for (else
 *    the nearest level).
 */

namespace cpw {

namespace {

using compose::ComposeTraits;
using compose::findTraits;

/// SplitMix64: the seed's stream of numbers (the same on every platform).
struct Rng {
    std::uint64_t state;
    explicit Rng(std::uint64_t seed) : state(seed) {}
    std::uint64_t next()
    {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    /// Uniform in [0, n).
    std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }
};

template <class T>
void shuffle(std::vector<T> &items, Rng &rng)
{
    for (std::size_t i = items.size(); i > 1; --i)
        std::swap(items[i - 1], items[rng.below(i)]);
}

/// The seed of attempt `a` of one puzzle (attempt 0 = the seed itself).
std::uint64_t attemptSeed(std::uint64_t seed, int attempt)
{
    if (attempt == 0)
        return seed;
    Rng r(seed ^ (0xA5A5A5A5ULL * static_cast<std::uint64_t>(attempt)));
    return r.next();
}

Error errorOf(ErrorCode code, std::string token = {}, long long value = 0)
{
    return fieldError(code, std::move(token), value);
}

/// A check cut short by the time limit or a stop (not a fault of the problem).
bool isStopped(const Error &e)
{
    return e.code == ErrorCode::Unsupported && (e.token == "compose.time_limit" || e.token == "compose.stopped");
}

/// Complete solves with a solution limit, counted.
struct Checker {
    std::stop_token token;
    int threads = 0;
    double deadline = 0; ///< seconds since `start`; 0 = none
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
    std::uint64_t checks = 0;
    std::uint64_t nodes = 0;

    double elapsed() const
    {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }
    bool outOfTime() const { return deadline > 0 && elapsed() >= deadline; }

    /// 0, 1, ..., limit (= at least limit). Stopped when the token or the deadline cut it short.
    Result<int> count(const Problem &problem, int limit, int useThreads = -1, Solution *first = nullptr)
    {
        SearchOptions options;
        options.threads = useThreads >= 0 ? useThreads : threads;
        options.solutionLimit = static_cast<std::uint64_t>(limit);
        options.progressInterval = 1.0;
        if (deadline > 0) {
            const double left = deadline - elapsed();
            if (left <= 0)
                return errorOf(ErrorCode::Unsupported, "compose.time_limit");
            options.timeLimitSeconds = left;
        }
        bool have = false;
        if (first)
            options.onSolution = [&](const Solution &s) {
                if (!have) {
                    *first = s;
                    have = true;
                }
            };
        auto stats = solve(problem, token, options);
        if (!stats)
            return stats.error();
        ++checks;
        nodes += stats->nodes;
        if (stats->reason == StopReason::SolutionLimit)
            return limit;
        if (!stats->complete)
            return errorOf(ErrorCode::Unsupported, token.stop_requested() ? "compose.stopped" : "compose.time_limit");
        return static_cast<int>(std::min<std::uint64_t>(stats->solutions, static_cast<std::uint64_t>(limit)));
    }
};

/// Step 2: a solution drawn with the seed.
Result<Solution> drawSolution(const ComposeTraits &traits, const Problem &prepared, std::uint64_t seed,
                              Checker &checker)
{
    Rng rng(seed);
    const Problem start = traits.drawSeeded ? traits.drawSeeded(prepared, seed) : prepared;
    std::vector<Given> order = traits.candidates ? traits.candidates(start) : std::vector<Given>{};
    shuffle(order, rng);
    // Fix up to three givens, trying at most 4 * 3 candidates (each try is one solve).
    constexpr int kFixed = 3, kTries = 12;
    std::vector<Given> fixed;
    Solution found;
    bool have = false;
    int tries = 0;
    for (const Given &g : order) {
        if (static_cast<int>(fixed.size()) >= kFixed || tries >= kTries)
            break;
        if (std::any_of(fixed.begin(), fixed.end(), [&](const Given &f) { return f.cell == g.cell; }))
            continue;
        ++tries;
        std::vector<Given> with = fixed;
        with.push_back(g);
        const Problem p = traits.withGivens(start, with);
        if (validateProblem(p))
            continue; // e.g. two given pieces attack each other
        Solution s;
        auto n = checker.count(p, 1, 1, &s);
        if (!n)
            return n.error();
        if (*n >= 1) {
            fixed = std::move(with);
            found = s;
            have = true;
        }
    }
    if (!have) {
        auto n = checker.count(start, 1, 1, &found);
        if (!n)
            return n.error();
        // A seeded start (a tour's start cell) may have no solution: the next seeds' starts,
        // then the problem itself, which has none only when the family has none.
        for (std::uint64_t k = 1; *n == 0 && traits.drawSeeded && k <= 8; ++k) {
            n = checker.count(traits.drawSeeded(prepared, seed + k), 1, 1, &found);
            if (!n)
                return n.error();
        }
        if (*n == 0 && traits.drawSeeded) {
            n = checker.count(prepared, 1, 1, &found);
            if (!n)
                return n.error();
        }
        if (*n == 0)
            return errorOf(ErrorCode::Unsupported, "compose.no_solution:" + prepared.kind);
    }
    return found;
}

std::vector<Given> sortedByCell(std::vector<Given> givens)
{
    std::sort(givens.begin(), givens.end(), [](const Given &a, const Given &b) { return a.cell < b.cell; });
    return givens;
}

/// Steps 3 and 4 for one solution.
Result<Puzzle> reduce(const ComposeTraits &traits, const Problem &prepared, const Solution &solution,
                      std::uint64_t seed, int target, Checker &checker,
                      const std::function<void(const ComposeProgress &)> &progress, int attempt)
{
    Rng rng(seed ^ 0x5DEECE66DULL);
    const std::vector<Given> all = traits.givensOf(prepared, solution);
    std::vector<Given> order = all;
    shuffle(order, rng);
    std::vector<char> kept(order.size(), 1);
    auto current = [&](std::size_t skip) {
        std::vector<Given> out;
        for (std::size_t i = 0; i < order.size(); ++i)
            if (kept[i] && i != skip)
                out.push_back(order[i]);
        return out;
    };
    // Every given: the solution must be the one completion (the traits promise it; a family
    // whose solver disagrees is a defect we refuse to paper over).
    {
        auto n = checker.count(traits.withGivens(prepared, all), 2);
        if (!n)
            return n.error();
        if (*n != 1)
            return errorOf(ErrorCode::Unsupported, "compose.full_solution", *n);
    }
    int count = static_cast<int>(order.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (progress)
            progress({"reduce", attempt, checker.checks, count});
        auto n = checker.count(traits.withGivens(prepared, current(i)), 2);
        if (!n)
            return n.error();
        if (*n == 1) {
            kept[i] = 0;
            --count;
        }
    }
    Puzzle puzzle;
    puzzle.minimal = true;
    if (target >= 0 && target > count) {
        for (std::size_t i = 0; i < order.size() && count < target; ++i)
            if (!kept[i]) {
                kept[i] = 1;
                ++count;
            }
        puzzle.minimal = false;
    } else if (target >= 0 && target < count) {
        puzzle.noteKey = "givens_above_target";
        puzzle.note = "the minimal puzzle has " + std::to_string(count) + " givens, more than the " +
                      std::to_string(target) + " asked (no single given can be removed)";
    }
    puzzle.givenList = sortedByCell(current(order.size()));
    puzzle.givens = count;
    puzzle.problem = traits.withGivens(prepared, puzzle.givenList);
    puzzle.solution = solution;
    puzzle.seed = seed;
    return puzzle;
}

/// Budget of the rating (consistency checks): a few seconds at most on 8 x 8.
constexpr std::uint64_t kRatingBudget = 4'000'000;

/// The puzzle checked once: by the family's deductions, which build its request from it, or
/// where it has none by validateProblem.
Result<Difficulty> rateWith(const ComposeTraits &traits, const Problem &puzzle, std::stop_token token)
{
    if (!traits.deductions) {
        if (Error e = validateProblem(puzzle))
            return e;
        return Difficulty{};
    }
    auto model = traits.deductions(puzzle);
    if (!model)
        return model.error();
    if (!model.value())
        return Difficulty{};
    return compose::rate(*model.value(), token, kRatingBudget);
}

const ComposeTraits *traitsFor(std::string_view kind, Error &error)
{
    const ComposeTraits *t = findTraits(kind);
    if (!t || !(t->available ? t->available() : true)) {
        error = errorOf(ErrorCode::Unsupported, "compose:" + std::string(kind));
        return nullptr;
    }
    return t;
}

/// Is `a` a better answer than `b` for the request?
bool better(const Puzzle &a, const Puzzle &b, const ComposeRequest &request)
{
    if (request.difficulty > 0) {
        const int da = std::abs(a.difficulty.level - request.difficulty);
        const int db = std::abs(b.difficulty.level - request.difficulty);
        if (da != db)
            return da < db;
    }
    if (request.givens >= 0) {
        const int ga = std::abs(a.givens - request.givens), gb = std::abs(b.givens - request.givens);
        if (ga != gb)
            return ga < gb;
    }
    return a.givens < b.givens;
}

} // namespace

std::uint64_t puzzleSeed(std::uint64_t seed, int index)
{
    return seed + static_cast<std::uint64_t>(index);
}

bool canCompose(std::string_view kind)
{
    const ComposeTraits *t = findTraits(kind);
    return t && (t->available ? t->available() : true);
}

std::vector<std::string> composableKinds()
{
    std::vector<std::string> out;
    for (const FamilyDescriptor &f : families())
        if (canCompose(f.name))
            out.emplace_back(f.name);
    return out;
}

Result<std::vector<Given>> puzzleGivens(const Problem &puzzle)
{
    Error e;
    const ComposeTraits *t = traitsFor(puzzle.kind, e);
    if (!t)
        return e;
    return t->readGivens(puzzle);
}

Result<int> completions(const Problem &puzzle, int limit, std::stop_token token, int threads, Solution *first)
{
    Error e;
    const ComposeTraits *traits = traitsFor(puzzle.kind, e);
    if (!traits)
        return e;
    if (limit < 1)
        return errorOf(ErrorCode::BadFieldValue, "limit", limit);
    auto form = traits->prepare(puzzle, token, threads);
    if (!form)
        return form.error();
    Checker checker;
    checker.token = token;
    checker.threads = threads;
    return checker.count(*form, limit, -1, first);
}

Result<Difficulty> rateDifficulty(const Problem &puzzle, std::stop_token token)
{
    Error e;
    const ComposeTraits *t = traitsFor(puzzle.kind, e);
    if (!t)
        return e;
    return rateWith(*t, puzzle, token);
}

Result<Puzzle> composePuzzle(const ComposeRequest &request, std::stop_token token,
                             const std::function<void(const ComposeProgress &)> &progress)
{
    Error e;
    const ComposeTraits *traits = traitsFor(request.base.kind, e);
    if (!traits)
        return e;
    if (request.difficulty < 0 || request.difficulty > kDifficultyLevels)
        return errorOf(ErrorCode::BadFieldValue, "difficulty", request.difficulty);
    if (request.givens < -1)
        return errorOf(ErrorCode::BadFieldValue, "givens", request.givens);
    if (request.attempts < 1)
        return errorOf(ErrorCode::BadFieldValue, "attempts", request.attempts);
    if (Error v = validateProblem(request.base))
        return v;
    {
        auto given = traits->readGivens(request.base);
        if (!given)
            return given.error();
        if (!given->empty())
            return errorOf(ErrorCode::BadFieldValue, "preplaced", static_cast<long long>(given->size()));
    }
    Checker checker;
    checker.token = token;
    checker.threads = request.threads;
    checker.deadline = request.timeLimitSeconds;
    auto prepared = traits->prepare(request.base, token, request.threads);
    if (!prepared)
        return prepared.error();
    if (Error v = validateProblem(*prepared))
        return v;
    if (request.from) { // the solution given must be one
        auto n = checker.count(traits->withGivens(*prepared, traits->givensOf(*prepared, *request.from)), 1);
        if (!n)
            return n.error();
        if (*n == 0)
            return errorOf(ErrorCode::BadFieldValue, "solution");
    }
    const int attempts = (request.fewest || request.difficulty > 0) ? request.attempts : 1;
    std::optional<Puzzle> best;
    int tried = 0;
    // A drawn solution that is no puzzle even with every piece given (a piece that attacks
    // nothing and blocks nothing can be added to it) is drawn again with the next attempt's
    // seed, up to kRedraws times before any puzzle was made.
    constexpr int kRedraws = 16;
    for (int a = 0; a < (best ? attempts : std::max(attempts, request.from ? 1 : kRedraws)); ++a) {
        if (a > 0 && (checker.outOfTime() || token.stop_requested()))
            break;
        const std::uint64_t seed = attemptSeed(request.seed, a);
        if (progress)
            progress({"draw", a, checker.checks, 0});
        Solution solution;
        if (request.from) {
            solution = *request.from;
        } else {
            auto drawn = drawSolution(*traits, *prepared, seed, checker);
            if (!drawn) {
                if (best && isStopped(drawn.error()))
                    break;
                return drawn.error();
            }
            solution = *drawn;
        }
        auto reduced = reduce(*traits, *prepared, solution, seed, request.givens, checker, progress, a);
        if (!reduced) {
            if (best && isStopped(reduced.error()))
                break;
            const bool last = a + 1 >= (best ? attempts : std::max(attempts, request.from ? 1 : kRedraws));
            if (reduced.error().token == "compose.full_solution" && !last)
                continue;
            return reduced.error();
        }
        Puzzle puzzle = std::move(reduced).value();
        ++tried;
        if (progress)
            progress({"rate", a, checker.checks, puzzle.givens});
        if (auto rated = rateWith(*traits, puzzle.problem, token))
            puzzle.difficulty = rated.value();
        if (!best || better(puzzle, *best, request))
            best = std::move(puzzle);
        if (request.difficulty > 0 && best->difficulty.level == request.difficulty && !request.fewest)
            break;
    }
    if (!best)
        return errorOf(ErrorCode::Unsupported, token.stop_requested() ? "compose.stopped" : "compose.time_limit");
    Puzzle out = std::move(*best);
    out.attempts = tried;
    out.checks = checker.checks;
    out.nodes = checker.nodes;
    out.seed = request.seed;
    if (request.difficulty > 0 && out.difficulty.level != request.difficulty) {
        const std::string level = "difficulty " + std::to_string(request.difficulty);
        out.note += std::string(out.note.empty() ? "" : "; ") + "no puzzle of " + level + " in " +
                    std::to_string(tried) + " attempts: the nearest has level " +
                    std::to_string(out.difficulty.level);
        if (out.noteKey.empty())
            out.noteKey = "difficulty_not_met";
    }
    if (tried < attempts && checker.outOfTime() && out.noteKey.empty()) {
        out.noteKey = "time_limit";
        out.note = "the time limit ended the search after " + std::to_string(tried) + " attempts";
    }
    return out;
}

} // namespace cpw
