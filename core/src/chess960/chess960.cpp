/*
 * Chess960 start positions (seed 001).
 *
 * Numbering follows Scharnagl's scheme (chess960.h): the number is read as mixed-radix digits
 * 4 (light bishop) x 4 (dark bishop) x 6 (queen) x 10 (knight pair), and the rook, king, rook
 * fill the three squares left, in that order from a to h, which puts the king between the
 * rooks. The inverse reads the digits back off a back rank after checking it: counts
 * K1 Q1 R2 B2 N2, bishops on opposite colours, king between the rooks. Those are exactly the
 * rules of the seed, so numbering is a bijection between 0..959 and the legal back ranks
 * (tests/tour/tst_chess960.cpp checks it against a brute force over all permutations).
 *
 * Square colours: file a (index 0) of rank 1 is dark, so even file indices are dark squares
 * and odd ones (b, d, f, h) light.
 */
#include "cpw/chess960.h"
#include "cpw/family.h"

#include <array>
#include <cctype>

namespace cpw {

/// The family's name, written once (FamilyDescriptor::name; problem files' "kind").
static constexpr std::string_view kFamilyName = "chess960";

namespace {

// Knight pairs among the five squares left after bishops and queen, in Scharnagl's order.
constexpr std::array<std::array<int, 2>, 10> kKnightPairs = {{
    {0, 1},
    {0, 2},
    {0, 3},
    {0, 4},
    {1, 2},
    {1, 3},
    {1, 4},
    {2, 3},
    {2, 4},
    {3, 4},
}};

Error badPosition(std::string_view text, int position)
{
    Error e = familyError(Chess960Error::BadPosition);
    e.token = std::string(text);
    e.position = position;
    return e;
}

std::string upper(std::string_view s)
{
    std::string out(s);
    for (char &c : out)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

/// Checks eight upper-case letters; returns the error (None when legal).
Error checkRank(const std::string &rank, std::string_view original, int offset)
{
    if (rank.size() != 8)
        return badPosition(original, offset + static_cast<int>(std::min<std::size_t>(rank.size(), 8)));
    std::array<int, 26> count{};
    for (int i = 0; i < 8; ++i) {
        const char c = rank[static_cast<std::size_t>(i)];
        if (c != 'K' && c != 'Q' && c != 'R' && c != 'B' && c != 'N')
            return badPosition(original, offset + i);
        if (++count[static_cast<std::size_t>(c - 'A')] > (c == 'K' || c == 'Q' ? 1 : 2))
            return badPosition(original, offset + i);
    }
    int bishopColours = 0, king = -1, rooks = 0, rooksBeforeKing = 0;
    for (int i = 0; i < 8; ++i) {
        const char c = rank[static_cast<std::size_t>(i)];
        if (c == 'B')
            bishopColours |= 1 << (i % 2);
        if (c == 'K')
            king = i;
        if (c == 'R') {
            ++rooks;
            if (king < 0)
                ++rooksBeforeKing;
        }
    }
    Error e;
    e.token = std::string(original);
    if (bishopColours != 3)
        e = familyError(Chess960Error::Bishops);
    else if (rooksBeforeKing != 1 || rooks != 2)
        e = familyError(Chess960Error::KingRooks);
    return e;
}

} // namespace

Result<std::string> chess960Position(int number)
{
    if (number < 0 || number >= kChess960Count) {
        Error e = familyError(Chess960Error::BadNumber);
        e.value = number;
        return e;
    }
    std::string rank(8, ' ');
    int n = number;
    rank[static_cast<std::size_t>(2 * (n % 4) + 1)] = 'B'; // light squares b d f h
    n /= 4;
    rank[static_cast<std::size_t>(2 * (n % 4))] = 'B'; // dark squares a c e g
    n /= 4;
    auto nthFree = [&rank](int k) {
        for (int i = 0; i < 8; ++i)
            if (rank[static_cast<std::size_t>(i)] == ' ' && k-- == 0)
                return i;
        return -1;
    };
    rank[static_cast<std::size_t>(nthFree(n % 6))] = 'Q';
    n /= 6;
    const auto pair = kKnightPairs[static_cast<std::size_t>(n)];
    const int first = nthFree(pair[0]);
    const int second = nthFree(pair[1]);
    rank[static_cast<std::size_t>(first)] = 'N';
    rank[static_cast<std::size_t>(second)] = 'N';
    for (char piece : {'R', 'K', 'R'})
        rank[static_cast<std::size_t>(nthFree(0))] = piece;
    return rank;
}

bool isChess960BackRank(std::string_view rank)
{
    return !checkRank(std::string(rank), rank, 0);
}

Result<int> chess960Number(std::string_view text)
{
    // A FEN: the placement field is the text up to the first space; its last rank is rank 1.
    std::string_view field = text.substr(0, text.find(' '));
    int offset = 0;
    std::string rank;
    if (field.find('/') != std::string_view::npos) {
        const std::size_t slash = field.rfind('/');
        offset = static_cast<int>(slash + 1);
        rank = std::string(field.substr(slash + 1));
        // Only upper-case letters stand for white's rank 1; rank 8 must mirror it in lower case.
        for (std::size_t i = 0; i < rank.size(); ++i)
            if (!std::isupper(static_cast<unsigned char>(rank[i])))
                return badPosition(text, offset + static_cast<int>(i));
        const std::string_view top = field.substr(0, field.find('/'));
        if (top.size() != rank.size())
            return badPosition(text, 0);
        for (std::size_t i = 0; i < top.size(); ++i)
            if (i >= rank.size() || std::tolower(static_cast<unsigned char>(rank[i])) != top[i])
                return badPosition(text, static_cast<int>(i));
    } else {
        if (field.size() != text.size())
            return badPosition(text, static_cast<int>(field.size()));
        rank = upper(field);
    }
    if (Error e = checkRank(rank, text, offset))
        return e;
    int lightBishop = -1, darkBishop = -1;
    for (int i = 0; i < 8; ++i)
        if (rank[static_cast<std::size_t>(i)] == 'B')
            (i % 2 ? lightBishop : darkBishop) = i;
    // Squares left after the bishops (for the queen), then after the queen (for the knights).
    int queenIndex = 0, k = 0;
    std::array<int, 2> knights{};
    int knightCount = 0, free = 0;
    for (int i = 0; i < 8; ++i) {
        const char c = rank[static_cast<std::size_t>(i)];
        if (c == 'B')
            continue;
        if (c == 'Q') {
            queenIndex = k;
            ++k;
            continue;
        }
        ++k;
        if (c == 'N')
            knights[static_cast<std::size_t>(knightCount++)] = free;
        ++free;
    }
    int pair = 0;
    while (kKnightPairs[static_cast<std::size_t>(pair)] != knights)
        ++pair;
    return lightBishop / 2 + 4 * (darkBishop / 2) + 16 * queenIndex + 96 * pair;
}

Placement chess960Placement(const std::string &rank)
{
    const Catalogue &cat = Catalogue::standard();
    Placement p{Board(8, 1)};
    for (int i = 0; i < 8 && i < static_cast<int>(rank.size()); ++i)
        p.set(i, cat.find(rank[static_cast<std::size_t>(i)]));
    return p;
}

// The family's parameters (params.h), declared once: the core validates and completes problem
// files with them, `cpw chess960` generates its options from them, the GUI its form.
std::span<const ParamSpec> chess960Params()
{
    static const std::vector<ParamSpec> specs = {
        {.key = "number",
         .type = ParamType::Int,
         .defaultValue = -1LL,
         .min = -1,
         .max = kChess960Count - 1,
         .outOfRange = familyError(Chess960Error::BadNumber),
         .flag = "--number",
         .valueName = "N",
         .help = "the position with Scharnagl number N (0..959; default -1: all 960)"},
    };
    return specs;
}

/// The request's check: a number of 0..959, or -1 for all.
static Error validateChess960(const Chess960Request &request)
{
    noteRequestValidation();
    if (request.number < -1 || request.number >= kChess960Count) {
        Error e = familyError(Chess960Error::BadNumber);
        e.value = request.number;
        return e;
    }
    return {};
}

/// chess960RequestFromProblem() for a problem whose parameters validateParams() has accepted (the
/// family's prepare: they are checked once).
static Result<Chess960Request> chess960RequestOfCheckedProblem(const Problem &problem)
{
    if (problem.kind != kFamilyName) {
        Error e;
        e.code = ErrorCode::BadFieldValue;
        e.token = "kind";
        return e;
    }
    Chess960Request r;
    const ParamReader read(problem);
    const long long number = read.integer("number");
    r.distinct = read.boolean("distinct");
    r.number = static_cast<int>(number);
    if (Error e = validateChess960(r))
        return e;
    return r;
}

Result<Chess960Request> chess960RequestFromProblem(const Problem &problem)
{
    if (Error e = validateParams(problem))
        return e;
    return chess960RequestOfCheckedProblem(problem);
}

/// solveChess960() for a request validateChess960() has accepted.
static Result<SearchStats> solveValidChess960(const Chess960Request &request, std::stop_token token,
                                              const SearchOptions &options)
{
    SearchContext ctx(std::move(token), options);
    ctx.startMonitor();
    const int first = request.number < 0 ? 0 : request.number;
    const int last = request.number < 0 ? kChess960Count - 1 : request.number;
    bool covered = true;
    for (int n = first; n <= last; ++n) {
        if (ctx.stopRequested()) {
            covered = false;
            break;
        }
        ctx.addNodes(1);
        Solution s;
        s.placement = chess960Placement(chess960Position(n).value());
        if (!ctx.submit(s)) {
            covered = n == last;
            break;
        }
    }
    ctx.stopMonitor();
    SearchStats stats;
    ctx.finish(stats, covered);
    if (request.distinct && stats.complete)
        // A back rank and its mirror image are two different positions (the king and the queen
        // are single pieces on different files), so every class has two members.
        stats.distinct = request.number < 0 ? kChess960Count / 2 : 1;
    return stats;
}

Result<SearchStats> solveChess960(const Chess960Request &request, std::stop_token token,
                                  const SearchOptions &options)
{
    if (Error e = validateChess960(request))
        return e;
    return solveValidChess960(request, std::move(token), options);
}

// The family descriptor (family.h).
FamilyDescriptor chess960Family()
{
    FamilyDescriptor f{kFamilyName, true, nullptr, nullptr, nullptr};
    f.params = chess960Params();
    // The request is built once from the checked parameters; the run holds it.
    f.prepare = [](const Problem &problem) -> Result<PreparedRun> {
        auto r = chess960RequestOfCheckedProblem(problem);
        if (!r)
            return r.error();
        return PreparedRun([r = std::move(r)](std::stop_token token,
                                              const SearchOptions &options) -> Result<SearchStats> {
            auto stats = solveValidChess960(r.value(), std::move(token), options);
            // The summary names the asked position: its number and its back rank.
            if (stats && r->number >= 0) {
                stats.value().extra["number"] = r->number;
                stats.value().labels["position"] = chess960Position(r->number).value();
            }
            return stats;
        });
    };
    f.objective = [](const Problem &) {
        return Objective{};
    };
    return f;
}

} // namespace cpw
