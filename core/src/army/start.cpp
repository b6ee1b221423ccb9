/*
 * The starting army of both engines, and the value balance of the symmetry rows.
 *
 * Greedy armies (each kind alone and a mixed greedy in decreasing value order, cells in index
 * order) are improved by a deterministic local search (clear a random rectangle, refill in random
 * order; random restarts from a random fill; a fixed seed and a fixed number of steps, so the
 * start is the same in every run). On 8x8 with the default values it finds the optimum 299 in
 * about 0.2 s, so the engines only have to prove it.
 *
 * Balance (row 8 of the model): with V(S) the army's value on a set of cells, V(left half) >=
 * V(right half) under the left-right mirror, V(bottom) >= V(top) under the top-bottom mirror (or
 * the half turn), V(below the a1-h8 diagonal) >= V(above) under the transposition. Any army is
 * brought into that region by mirroring left-right, then top-bottom, then transposing.
 */
#include <algorithm>
#include <limits>
#include <optional>
#include <random>
#include <string>

#include "internal.h"

namespace cpw::army {

namespace {

/// Left minus right, bottom minus top, below minus above the diagonal (value-weighted).
std::array<long long, 3> balanceOf(const Placement &p, const std::vector<ArmyValue> &values)
{
    const Board &b = p.board();
    std::array<long long, 3> d{0, 0, 0};
    for (int c = 0; c < b.area(); ++c) {
        if (p.at(c) == kEmpty)
            continue;
        const long long v = armyValueOf(values, p.at(c));
        const int x = b.fileOf(c), y = b.rankOf(c);
        d[0] += x < b.width() - 1 - x ? v : x > b.width() - 1 - x ? -v : 0;
        d[1] += y < b.height() - 1 - y ? v : y > b.height() - 1 - y ? -v : 0;
        d[2] += x > y ? v : x < y ? -v : 0;
    }
    return d;
}

/// The empty-board attacks of the allowed kinds (Setup::attacks), looked up by catalogue id.
class KindAttacks {
public:
    KindAttacks(const Board &board, const std::vector<CellSet> &attacks, const std::vector<int> &kindIds)
        : m_area(board.area()), m_attacks(attacks), m_kindIds(kindIds)
    {
    }
    const CellSet &of(int id, int cell) const
    {
        const auto k = std::find(m_kindIds.begin(), m_kindIds.end(), id) - m_kindIds.begin();
        return m_attacks[static_cast<std::size_t>(k * m_area + cell)];
    }

private:
    int m_area;
    const std::vector<CellSet> &m_attacks;
    const std::vector<int> &m_kindIds;
};

/// The board's cells that are no holes, in index order.
std::vector<int> boardCells(const Board &board)
{
    std::vector<int> cells;
    for (int c = 0; c < board.area(); ++c)
        if (!board.isHole(c))
            cells.push_back(c);
    return cells;
}

/// The fill of every greedy step: visits `cells` in their order and, on each free cell no piece
/// attacks, puts the first kind of `kindsAt()` (called once per such cell, in that order) whose
/// piece would attack no piece (empty-board attacks).
template <class KindsAt>
void fillUnattacked(Placement &p, const KindAttacks &attacks, const std::vector<int> &cells,
                    KindsAt &&kindsAt)
{
    CellSet occupied = p.occupied(), attacked;
    for (int c = 0; c < p.board().area(); ++c)
        if (p.at(c) != kEmpty)
            attacked |= attacks.of(p.at(c), c);
    for (int c : cells) {
        if (occupied.test(c) || attacked.test(c))
            continue;
        for (int id : kindsAt()) {
            const CellSet &a = attacks.of(id, c);
            if ((a & occupied).any())
                continue;
            p.set(c, id);
            occupied.set(c);
            attacked |= a;
            break;
        }
    }
}

/// The allowed kinds by decreasing value (stable).
std::vector<int> byDecreasingValue(const ArmyRequest &req, const std::vector<int> &allowed)
{
    std::vector<int> byValue = allowed;
    std::stable_sort(byValue.begin(), byValue.end(),
                     [&](int a, int b) { return armyValueOf(req.values, a) > armyValueOf(req.values, b); });
    return byValue;
}

/// Greedy armies: each allowed kind alone, then all kinds by decreasing value, cells in index
/// order; a piece goes where it neither attacks nor is attacked (empty-board attacks).
Placement greedyArmy(const ArmyRequest &req, const std::vector<int> &allowed, const Placement &base,
                     const std::vector<CellSet> &attacks, const std::vector<int> &kindIds)
{
    const KindAttacks attacksOf(req.board, attacks, kindIds);
    const std::vector<int> cells = boardCells(req.board);
    auto fill = [&](const std::vector<int> &order) {
        Placement p = base;
        fillUnattacked(p, attacksOf, cells, [&]() -> const std::vector<int> & { return order; });
        return p;
    };
    Placement best = fill({});
    long long bestValue = armyValue(best, req.values);
    auto consider = [&](const Placement &p) {
        const long long v = armyValue(p, req.values);
        if (v > bestValue) {
            best = p;
            bestValue = v;
        }
    };
    for (int id : allowed)
        consider(fill({id}));
    consider(fill(byDecreasingValue(req, allowed)));
    return best;
}

/// Local search from the greedy army (deterministic: a fixed seed, a fixed number of steps):
/// clear a random rectangle of up to 4x4 cells (fixed pieces stay), refill every free cell in a
/// random order with a random preference among the allowed kinds, and keep the result when it is
/// worth at least as much (on every 16th step also when it lost up to 7 units), starting again
/// from a random fill every 2000 steps. A better start lets CBC cut off branches from the first node.
/// With --each-type (or kinds required) an army is scored by its value less a penalty larger than
/// any army for each demanded kind it lacks, so a fill that brings a missing queen is kept and a
/// step that loses one is not; without that the search never keeps a queen that costs a rank.
Placement improvedArmy(const ArmyRequest &req, const std::vector<int> &allowed, const Placement &base,
                       const std::vector<CellSet> &attacks, const std::vector<int> &kindIds, Placement best,
                       int steps, SearchContext &context)
{
    const Board &board = req.board;
    const int area = board.area();
    if (allowed.empty())
        return best;
    const KindAttacks attacksOf(board, attacks, kindIds);
    const std::vector<int> &demanded = demandedKinds(req, allowed);
    long long penalty = 1;
    for (int id : allowed)
        penalty = std::max(penalty, armyValueOf(req.values, id) * area + 1);
    auto score = [&](const Placement &p) {
        long long v = armyValue(p, req.values);
        for (int id : demanded)
            if (std::find(p.cells().begin(), p.cells().end(), id) == p.cells().end())
                v -= penalty;
        return v;
    };
    std::mt19937 rng(20261123u);
    long long bestValue = score(best);
    Placement cur = best;
    long long curValue = bestValue;
    std::vector<int> order = boardCells(board);
    constexpr int kRestart = 2000; // steps from one random greedy army
    for (int step = 0; step < steps; ++step) {
        if ((step & 1023) == 0 && context.stopRequested())
            break;
        const bool restart = step % kRestart == 0;
        if (restart)
            curValue = std::numeric_limits<long long>::min() / 2; // the random fill is taken
        Placement p = cur;
        const int w = restart ? board.width() : 1 + static_cast<int>(rng() % 4);
        const int h = restart ? board.height() : 1 + static_cast<int>(rng() % 4);
        const int x0 = restart ? 0 : static_cast<int>(rng() % board.width());
        const int y0 = restart ? 0 : static_cast<int>(rng() % board.height());
        for (int y = y0; y < std::min(board.height(), y0 + h); ++y)
            for (int x = x0; x < std::min(board.width(), x0 + w); ++x) {
                const int c = board.index(x, y);
                if (base.at(c) == kEmpty)
                    p.set(c, kEmpty);
            }
        std::shuffle(order.begin(), order.end(), rng);
        std::vector<int> prefs = allowed; // a random preference on every cell filled
        fillUnattacked(p, attacksOf, order, [&]() -> const std::vector<int> & {
            std::shuffle(prefs.begin(), prefs.end(), rng);
            return prefs;
        });
        const long long v = score(p);
        if (v >= curValue - (step % 16 == 0 ? 7 : 0)) {
            cur = p;
            curValue = v;
            if (v > bestValue) {
                best = p;
                bestValue = v;
            }
        }
    }
    return best;
}

/// For --each-type (or required kinds): every demanded kind the army lacks is put on the cell
/// where it costs least: the pieces it would attack or be attacked by leave, then the free cells
/// are refilled greedily (cells in index order, kinds by decreasing value); a demanded kind's last
/// piece never leaves. On 12x12 a queen and a rook put into the 615 pattern this way give 576;
/// the local search alone, which must find a place for a queen by chance, gave 419.
Placement withDemandedKinds(const ArmyRequest &req, const std::vector<int> &allowed, const Placement &base,
                            const std::vector<CellSet> &attacks, const std::vector<int> &kindIds,
                            Placement army)
{
    const Board &board = req.board;
    const int area = board.area();
    const KindAttacks attacksOf(board, attacks, kindIds);
    const std::vector<int> byValue = byDecreasingValue(req, allowed);
    const std::vector<int> cells = boardCells(board);
    auto refill = [&](Placement &p) {
        fillUnattacked(p, attacksOf, cells, [&]() -> const std::vector<int> & { return byValue; });
    };
    const std::vector<int> &demanded = demandedKinds(req, allowed);
    for (int id : byValue) {
        if (std::find(demanded.begin(), demanded.end(), id) == demanded.end() ||
            std::find(army.cells().begin(), army.cells().end(), id) != army.cells().end())
            continue;
        std::optional<Placement> best;
        long long bestValue = 0;
        for (int c = 0; c < area; ++c) {
            if (board.isHole(c) || base.at(c) != kEmpty)
                continue;
            Placement p = army;
            const CellSet &a = attacksOf.of(id, c);
            bool ok = true;
            for (int d = 0; d < area && ok; ++d) {
                if (p.at(d) == kEmpty || (d != c && !(a.test(d) || attacksOf.of(p.at(d), d).test(c))))
                    continue;
                // A fixed piece in the way, or the last piece of a demanded kind: not this cell.
                const int kind = p.at(d);
                ok = base.at(d) == kEmpty &&
                     (std::find(demanded.begin(), demanded.end(), kind) == demanded.end() ||
                      std::count(p.cells().begin(), p.cells().end(), kind) > 1);
                p.set(d, kEmpty);
            }
            if (!ok)
                continue;
            p.set(c, id);
            refill(p);
            const long long v = armyValue(p, req.values);
            if (!best || v > bestValue)
                best = p, bestValue = v;
        }
        if (best)
            army = *best;
    }
    return army;
}

/// The pattern armies of the optima proven on 9x9..11x11 (docs/army.md), drawn for any size:
/// (a) on odd widths and heights, ranks of knights at both ends and kings on every other file in
/// between, alternating with ranks of two bishops at the ends (580 on 11x11, 408 on 9x9 turned);
/// (b) on even widths and heights, pairs of ranks with two bishops and with knights at the ends
/// and kings between, then a rook and a last rank of a knight and kings (443 on 10x10, 615 on
/// 12x12). Each is offered only when its kinds are allowed, there are no holes and no fixed
/// pieces, and it is peaceful (isPeaceful): the local search only keeps the best army it sees.
std::vector<Placement> patternArmies(const ArmyRequest &req, const std::vector<int> &allowed,
                                     const Placement &base)
{
    std::vector<Placement> out;
    const Board &board = req.board;
    const int w = board.width(), h = board.height();
    if (board.hasHoles() || !base.empty() || w < 4 || h < 4)
        return out;
    auto has = [&](char letter) {
        const int id = req.catalogue.find(letter);
        return id >= 0 && std::find(allowed.begin(), allowed.end(), id) != allowed.end();
    };
    auto repeat = [](const std::string &s, int n) {
        std::string r;
        for (int i = 0; i < n; ++i)
            r += s;
        return r;
    };
    std::vector<std::string> texts;
    if (w % 2 == 1 && h % 2 == 1 && has('N') && has('K') && has('B')) {
        std::string t;
        for (int r = 0; r < h; ++r)
            t += (r ? "/" : "") +
                 (r % 2 == 0 ? "N" + repeat("1K", (w - 3) / 2) + "1N" : "B" + std::to_string(w - 2) + "B");
        texts.push_back(t);
    }
    if (w % 2 == 0 && h % 2 == 0 && has('N') && has('K') && has('B') && has('R')) {
        std::string t;
        for (int pair = 0; pair < (h - 2) / 2; ++pair)
            t += "1B" + std::to_string(w - 3) + "B/1N" + repeat("1K", (w - 4) / 2) + "1N/";
        t += "R" + std::to_string(w - 1) + "/1N" + repeat("1K", (w - 2) / 2);
        texts.push_back(t);
    }
    for (const std::string &t : texts) {
        auto p = parsePlacement(t, req.catalogue, &board);
        if (p && isPeaceful(p.value(), req.catalogue))
            out.push_back(p.value());
    }
    return out;
}

/// Steps of the local search: 200000 from 6x6 up to 8x8 (about 0.2 s; it finds 299 on 8x8),
/// fewer on bigger boards (a step costs about one pass over the cells) and on boards of fewer
/// than 36 cells (in proportion to the area: a paused search runs it again in every session).
int heuristicSteps(int area)
{
    if (area < 36)
        return 200000 * area / 64;
    return area <= 64 ? 200000 : static_cast<int>(200000LL * 64 * 64 / (static_cast<long long>(area) * area));
}

} // namespace

Balance balanceFor(const Board &board, const std::vector<Symmetry> &group)
{
    auto has = [&](Symmetry s) {
        return std::find(group.begin(), group.end(), s) != group.end();
    };
    Balance b;
    b.leftRight = has(Symmetry::MirrorLR);
    b.bottomTop = has(Symmetry::MirrorTB) || (!b.leftRight && has(Symmetry::Rot180));
    b.bottomTopBy = has(Symmetry::MirrorTB) ? Symmetry::MirrorTB : Symmetry::Rot180;
    // The transposition alone, or together with both mirrors (the whole group of the square).
    b.diagonal = board.width() == board.height() && has(Symmetry::Transpose) &&
                 (b.leftRight == has(Symmetry::MirrorTB));
    if (b.diagonal && !b.leftRight)
        b.bottomTop = false; // {id, transpose, antitranspose, half turn}: one involution only
    return b;
}

Placement balanced(Placement p, const std::vector<ArmyValue> &values, const Balance &b)
{
    if (b.leftRight && balanceOf(p, values)[0] < 0)
        p = p.transformed(Symmetry::MirrorLR);
    if (b.bottomTop && balanceOf(p, values)[1] < 0)
        p = p.transformed(b.bottomTopBy);
    if (b.diagonal && balanceOf(p, values)[2] < 0)
        p = p.transformed(Symmetry::Transpose);
    return p;
}

Placement startArmy(const ArmyRequest &request, const Setup &setup, SearchContext &context)
{
    Placement best = greedyArmy(request, setup.allowed, setup.pre, setup.attacks, setup.cols.kinds);
    for (const Placement &p : patternArmies(request, setup.allowed, setup.pre))
        if (armyValue(p, request.values) > armyValue(best, request.values))
            best = p;
    if (demandsKinds(request))
        best = withDemandedKinds(request, setup.allowed, setup.pre, setup.attacks, setup.cols.kinds, best);
    return improvedArmy(request, setup.allowed, setup.pre, setup.attacks, setup.cols.kinds, best,
                        heuristicSteps(request.board.area()), context);
}

std::optional<Placement> usableStartArmy(const ArmyRequest &request, const Setup &setup,
                                         SearchContext &context)
{
    if (!request.heuristicStart)
        return std::nullopt;
    Placement army = startArmy(request, setup, context);
    if (!peacefulWithEveryKind(request, setup.allowed, army))
        return std::nullopt;
    context.setBestObjective(static_cast<double>(armyValue(army, request.values)));
    return army;
}

} // namespace cpw::army
