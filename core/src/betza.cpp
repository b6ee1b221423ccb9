#include "cpw/piece.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <utility>

/*
 * Betza notation -> normalised attacking moves.
 *
 * The text is read left to right as a sequence of groups
 *
 *     group    = modifier* atom ( atom-again | range )?
 *     modifier = one of the pairs ff bb ll rr fl fr bl br fs bs lv rv (read greedily),
 *                or one of the letters f b l r v s c m
 *     atom     = W F D N A H C Z G (leapers) or K Q R B (shorthands for WF, WWFF, WW, FF)
 *     range    = a decimal number: 0 = unlimited, n = at most n steps (1 = a leap)
 *
 * A leaper atom (a, b) stands for all its orientations (+-a, +-b) and (+-b, +-a): 4 vectors
 * for W F D A H G, 8 for N C Z. Doubling the atom letter ("WW", "NN") makes it a rider.
 *
 * Direction modifiers filter the atom's vectors (dx, dy) with dy > 0 pointing forward:
 *     f: dy > 0   b: dy < 0   l: dx < 0   r: dx > 0   v: |dy| > |dx|   s: |dx| > |dy|
 * A pair is the intersection of its two letters (fl: dy > 0 and dx < 0; fs: dy > 0 and
 * |dx| > |dy|, the two wide forward knight moves); a doubled letter narrows to the longer
 * axis: ff = f and v (the two narrow forward knight moves), bb = b and v, ll = l and s,
 * rr = r and s. Where that intersection selects none of the atom's vectors (fsW, frW), the pair is
 * read as the union of its letters instead, as in common Betza usage ("fsW" = forward and
 * sideways wazir). Several modifiers before one atom select the union of what each
 * selects. A modifier that selects none of the atom's vectors (vF) is an error, as is a
 * modifier with no atom after it.
 *
 * 'c' (capture only) does not change attacks; 'm' (move only) without 'c' makes the group
 * non-attacking, so it contributes no moves.
 *
 * Normalisation: per vector the longest range wins (unlimited beats any n, n beats a leap);
 * a limited range so long that it reaches across any board of at most kMaxSide cells is
 * unlimited. The result is sorted by (dx, dy, range).
 */

namespace cpw {
namespace {

struct Atom {
    char letter;
    int a, b;
};
constexpr Atom kAtoms[] = {{'W', 1, 0}, {'F', 1, 1}, {'D', 2, 0}, {'N', 2, 1}, {'A', 2, 2},
                           {'H', 3, 0}, {'C', 3, 1}, {'Z', 3, 2}, {'G', 3, 3}};

const Atom *findAtom(char c)
{
    for (const Atom &atom : kAtoms)
        if (atom.letter == c)
            return &atom;
    return nullptr;
}

bool isShorthand(char c)
{
    return c == 'K' || c == 'Q' || c == 'R' || c == 'B';
}

bool isModifierLetter(char c)
{
    return c == 'f' || c == 'b' || c == 'l' || c == 'r' || c == 'v' || c == 's' || c == 'c' || c == 'm';
}

bool isPair(char a, char b)
{
    static constexpr const char *kPairs[] = {"ff", "bb", "ll", "rr", "fl", "fr",
                                             "bl", "br", "fs", "bs", "lv", "rv"};
    for (const char *p : kPairs)
        if (p[0] == a && p[1] == b)
            return true;
    return false;
}

bool letterSelects(char m, int dx, int dy)
{
    switch (m) {
    case 'f':
        return dy > 0;
    case 'b':
        return dy < 0;
    case 'l':
        return dx < 0;
    case 'r':
        return dx > 0;
    case 'v':
        return std::abs(dy) > std::abs(dx);
    case 's':
        return std::abs(dx) > std::abs(dy);
    default:
        return true;
    }
}

/// A direction modifier token as read from the text.
struct Modifier {
    std::string text; ///< one or two letters
    int position = 0;
};

/// Vectors of one atom letter's orientations (all of them), sorted and unique.
std::vector<std::pair<int, int>> orientations(int a, int b)
{
    std::vector<std::pair<int, int>> v;
    for (int sx : {-1, 1})
        for (int sy : {-1, 1}) {
            v.emplace_back(sx * a, sy * b);
            v.emplace_back(sx * b, sy * a);
        }
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
}

/// Range of a ride that reaches as far as an unlimited one on every board up to kMaxSide.
int normaliseRange(int dx, int dy, long long range)
{
    if (range == 1 || range == 0)
        return static_cast<int>(range);
    const int step = std::max(std::abs(dx), std::abs(dy));
    const long long maxSteps = (kMaxSide - 1) / step;
    return range >= maxSteps ? 0 : static_cast<int>(range);
}

/// Does the modifier token select vector (dx, dy)? Pairs: intersection, or, where the
/// intersection is empty for this atom, the union (see the comment at the top).
bool selects(const Modifier &m, bool pairAsUnion, int dx, int dy)
{
    if (m.text.size() == 1)
        return letterSelects(m.text[0], dx, dy);
    // A doubled letter narrows to the longer axis: ff = f and v, ll = l and s.
    const char first = m.text[0];
    char second = m.text[1];
    if (second == first)
        second = first == 'f' || first == 'b' ? 'v' : 's';
    if (pairAsUnion)
        return letterSelects(first, dx, dy) || letterSelects(second, dx, dy);
    return letterSelects(first, dx, dy) && letterSelects(second, dx, dy);
}

Error betzaError(ErrorCode code, std::size_t position, std::string token)
{
    Error e;
    e.code = code;
    e.position = static_cast<int>(position);
    e.token = std::move(token);
    return e;
}

} // namespace

Result<std::vector<Move>> parseBetza(std::string_view text)
{
    if (text.empty())
        return betzaError(ErrorCode::EmptyBetza, 0, {});

    // Longest range per vector; 0 (unlimited) is the longest.
    std::map<std::pair<int, int>, int> best;
    auto add = [&best](int dx, int dy, int range) {
        auto [it, inserted] = best.try_emplace({dx, dy}, range);
        if (!inserted) {
            int &r = it->second;
            if (r != 0 && (range == 0 || range > r))
                r = range;
        }
    };

    const std::size_t n = text.size();
    std::size_t i = 0;
    while (i < n) {
        // Modifiers.
        std::vector<Modifier> directions;
        bool capture = false, moveOnly = false;
        while (i < n && isModifierLetter(text[i])) {
            const char c = text[i];
            if (i + 1 < n && isPair(c, text[i + 1])) {
                directions.push_back({std::string(text.substr(i, 2)), static_cast<int>(i)});
                i += 2;
            } else {
                if (c == 'c')
                    capture = true;
                else if (c == 'm')
                    moveOnly = true;
                else
                    directions.push_back({std::string(1, c), static_cast<int>(i)});
                ++i;
            }
        }
        if (i >= n) {
            // Modifiers with no atom after them: point at the last one.
            std::size_t last = n - 1;
            if (n >= 2 && isPair(text[n - 2], text[n - 1]) && !directions.empty() &&
                directions.back().position == static_cast<int>(n - 2))
                last = n - 2;
            return betzaError(ErrorCode::BadBetzaModifier, last, std::string(text.substr(last)));
        }

        // The atom.
        const char letter = text[i];
        struct Part {
            int a, b, range;
        };
        std::vector<Part> parts;
        if (const Atom *atom = findAtom(letter)) {
            parts.push_back({atom->a, atom->b, 1});
        } else if (letter == 'K') {
            parts = {{1, 0, 1}, {1, 1, 1}};
        } else if (letter == 'R') {
            parts = {{1, 0, 0}};
        } else if (letter == 'B') {
            parts = {{1, 1, 0}};
        } else if (letter == 'Q') {
            parts = {{1, 0, 0}, {1, 1, 0}};
        } else {
            return betzaError(ErrorCode::UnknownBetzaAtom, i, std::string(1, letter));
        }
        ++i;

        // Doubled atom (rider) or range suffix.
        bool doubled = false;
        if (!isShorthand(letter) && i < n && text[i] == letter) {
            doubled = true;
            for (Part &p : parts)
                p.range = 0;
            ++i;
        }
        if (i < n && text[i] >= '0' && text[i] <= '9') {
            const std::size_t start = i;
            long long value = 0;
            while (i < n && text[i] >= '0' && text[i] <= '9') {
                value = std::min<long long>(value * 10 + (text[i] - '0'), 1000000);
                ++i;
            }
            const std::string digits(text.substr(start, i - start));
            // A rider's range is already set; "03" and "00" are not numbers as written.
            if (doubled || (digits.size() > 1 && digits[0] == '0'))
                return betzaError(ErrorCode::BadBetzaRange, start, digits);
            for (Part &p : parts)
                p.range = static_cast<int>(std::min<long long>(value, 1000000));
        }

        // All vectors of the group, then the direction filter.
        std::vector<Move> group;
        for (const Part &p : parts)
            for (auto [dx, dy] : orientations(p.a, p.b))
                group.push_back(Move{dx, dy, normaliseRange(dx, dy, p.range)});
        if (!directions.empty()) {
            std::vector<bool> keep(group.size(), false);
            for (const Modifier &m : directions) {
                bool any = false;
                bool asUnion = false;
                if (m.text.size() == 2) {
                    asUnion = std::none_of(group.begin(), group.end(),
                                           [&m](const Move &v) { return selects(m, false, v.dx, v.dy); });
                }
                for (std::size_t k = 0; k < group.size(); ++k)
                    if (selects(m, asUnion, group[k].dx, group[k].dy)) {
                        keep[k] = true;
                        any = true;
                    }
                if (!any)
                    return betzaError(ErrorCode::BadBetzaModifier, static_cast<std::size_t>(m.position),
                                      m.text);
            }
            std::vector<Move> kept;
            for (std::size_t k = 0; k < group.size(); ++k)
                if (keep[k])
                    kept.push_back(group[k]);
            group = std::move(kept);
        }
        if (moveOnly && !capture)
            continue;
        for (const Move &m : group)
            add(m.dx, m.dy, m.range);
    }

    if (best.empty()) {
        return betzaError(ErrorCode::BetzaNoAttack, 0, std::string(text));
    }
    std::vector<Move> moves;
    moves.reserve(best.size());
    for (const auto &[v, range] : best)
        moves.push_back(Move{v.first, v.second, range});
    std::sort(moves.begin(), moves.end());
    return moves;
}

} // namespace cpw
