// Peaceable armies (cpw/peaceable.h): optimum and counts against an independent brute force on
// small boards, the published optima of OEIS A250000, thread and task-split invariance, colour
// symmetry, preplaced pieces of both colours, and the two-colour placement notation.
#include <QtTest>

#include <algorithm>
#include <array>
#include <bit>
#include <functional>
#include <cstdint>
#include <random>
#include <set>
#include <stop_token>

#include "cpw/family.h"
#include "cpw/peaceable.h"
#include "cpw/problem.h"
#include "slowdown.h"

using namespace cpw;

namespace {

/*
 * The brute force shares nothing with the solver: its own geometry for the five standard
 * pieces (no catalogue, no line labels) on boards of at most 25 cells as bit masks. For every
 * set W of cells (all 2^cells, by a plain include/exclude recursion) the cells safe for black
 * are those neither in W nor attacked by or attacking W; the placements (W, B) with |W| = |B| = k
 * number sum_W C(|safe(W)|, k). Classes: the placements of the optimum are listed one by one
 * and reduced to the smallest key over the 8 board symmetries and the exchange of colours.
 */
struct Brute {
    int w = 0, h = 0;
    std::vector<std::uint32_t> nbr;   // conflicts (both ways)
    std::vector<std::uint64_t> tally; // placements of k + k by k
    int optimum = 0;
    std::uint64_t distinct = 0;
};

bool attacks(char piece, int x1, int y1, int x2, int y2)
{
    const int dx = std::abs(x1 - x2), dy = std::abs(y1 - y2);
    if (dx == 0 && dy == 0)
        return false;
    switch (piece) {
    case 'Q':
        return dx == 0 || dy == 0 || dx == dy;
    case 'R':
        return dx == 0 || dy == 0;
    case 'B':
        return dx == dy;
    case 'N':
        return (dx == 1 && dy == 2) || (dx == 2 && dy == 1);
    case 'K':
        return dx <= 1 && dy <= 1;
    }
    return false;
}

std::uint64_t choose(int n, int k)
{
    if (k < 0 || k > n)
        return 0;
    std::uint64_t r = 1;
    for (int i = 1; i <= k; ++i)
        r = r * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
    return r;
}

void walk(const Brute &b, int cell, std::uint32_t w, std::uint32_t forbidden, int count,
          std::vector<std::uint64_t> &tally)
{
    const int cells = b.w * b.h;
    if (cell == cells) {
        // Black: any `count` of the safe cells.
        tally[count] += choose(cells - std::popcount(forbidden), count);
        return;
    }
    walk(b, cell + 1, w, forbidden, count, tally);
    walk(b, cell + 1, w | (1u << cell), forbidden | (1u << cell) | b.nbr[cell], count + 1, tally);
}

std::uint32_t mapMask(const Brute &b, std::uint32_t mask, int sym)
{
    std::uint32_t out = 0;
    for (int c = 0; c < b.w * b.h; ++c)
        if (mask & (1u << c)) {
            const int x = c % b.w, y = c / b.w, n = b.w;
            int X = x, Y = y;
            switch (sym) {
            case 1:
                X = n - 1 - y;
                Y = x;
                break;
            case 2:
                X = n - 1 - x;
                Y = n - 1 - y;
                break;
            case 3:
                X = y;
                Y = n - 1 - x;
                break;
            case 4:
                X = n - 1 - x;
                break;
            case 5:
                Y = n - 1 - y;
                break;
            case 6:
                X = y;
                Y = x;
                break;
            case 7:
                X = n - 1 - y;
                Y = n - 1 - x;
                break;
            }
            out |= 1u << (Y * b.w + X);
        }
    return out;
}

Brute brute(char piece, int n)
{
    Brute b;
    b.w = b.h = n;
    const int cells = n * n;
    b.nbr.assign(cells, 0);
    for (int c = 0; c < cells; ++c)
        for (int d = 0; d < cells; ++d)
            if (attacks(piece, c % n, c / n, d % n, d / n) || attacks(piece, d % n, d / n, c % n, c / n))
                b.nbr[c] |= 1u << d;
    b.tally.assign(cells + 1, 0);
    walk(b, 0, 0, 0, 0, b.tally);
    for (int k = 0; k <= cells; ++k)
        if (b.tally[k] > 0)
            b.optimum = k;
    // Classes of the optimum: list every (W, B).
    const int m = b.optimum;
    std::set<std::uint64_t> keys;
    for (std::uint32_t w = 0; w < (1u << cells); ++w) {
        if (std::popcount(w) != m)
            continue;
        std::uint32_t forbidden = w;
        for (int c = 0; c < cells; ++c)
            if (w & (1u << c))
                forbidden |= b.nbr[c];
        const std::uint32_t safe = ~forbidden & ((cells == 32 ? 0u : (1u << cells)) - 1);
        if (std::popcount(safe) < m)
            continue;
        std::vector<int> pool;
        for (int c = 0; c < cells; ++c)
            if (safe & (1u << c))
                pool.push_back(c);
        // every m-subset of the pool
        std::vector<int> idx(m);
        for (int i = 0; i < m; ++i)
            idx[i] = i;
        for (;;) {
            std::uint32_t bl = 0;
            for (int i : idx)
                bl |= 1u << pool[i];
            std::uint64_t best = UINT64_MAX;
            for (int s = 0; s < 8; ++s) {
                const std::uint32_t iw = mapMask(b, w, s), ib = mapMask(b, bl, s);
                best = std::min({best, (std::uint64_t(iw) << 32) | ib, (std::uint64_t(ib) << 32) | iw});
            }
            keys.insert(best);
            int i = m - 1;
            while (i >= 0 && idx[i] == static_cast<int>(pool.size()) - m + i)
                --i;
            if (i < 0)
                break;
            ++idx[i];
            for (int j = i + 1; j < m; ++j)
                idx[j] = idx[j - 1] + 1;
        }
    }
    b.distinct = keys.size();
    return b;
}

/*
 * Beyond 25 cells (6x6 to 8x8 queens): the white sets of exactly m cells, each walked once; the
 * placements of m + m number sum_W C(|safe(W)|, m) as above. A white set is grown cell by cell
 * and dropped as soon as its safe cells are fewer than m: a cell added to W only takes cells
 * away from safe(W), so no completion of it has room for m black pieces (and neither term
 * below can count it). Of the C(36, 5) = 376 992 sets of 6x6, C(49, 7) = 85 900 584 of 7x7 and
 * C(64, 9) of 8x8 few get that far: 8x8 at m = 9 takes well under a second.
 * Classes under the 8 symmetries of the square and the exchange of colours by Burnside's lemma
 * (the mean over the 16 elements of the placements each fixes), not by listing: a symmetry g
 * without the exchange fixes (W, B) when g(W) = W and g(B) = B, and the B of one such W are
 * the m-cell unions of g's orbits on safe(W) (safe(W) is g-invariant, since the geometry is);
 * with the exchange, g fixes (W, g(W)) when g(g(W)) = W and g(W) lies in safe(W).
 */
struct WideTally {
    std::uint64_t placements = 0, classes = 0;
};

WideTally whiteSetsBrute(char piece, int n, int m)
{
    const int cells = n * n;
    std::vector<std::uint64_t> nbr(static_cast<std::size_t>(cells), 0);
    std::vector<std::array<int, 8>> image(static_cast<std::size_t>(cells));
    for (int c = 0; c < cells; ++c) {
        const int x = c % n, y = c / n;
        for (int d = 0; d < cells; ++d)
            if (attacks(piece, x, y, d % n, d / n) || attacks(piece, d % n, d / n, x, y))
                nbr[static_cast<std::size_t>(c)] |= std::uint64_t{1} << d;
        const int X[8] = {x, n - 1 - y, n - 1 - x, y, n - 1 - x, x, y, n - 1 - y};
        const int Y[8] = {y, x, n - 1 - y, n - 1 - x, y, n - 1 - y, x, n - 1 - x};
        for (int g = 0; g < 8; ++g)
            image[static_cast<std::size_t>(c)][static_cast<std::size_t>(g)] = Y[g] * n + X[g];
    }
    auto map = [&](std::uint64_t mask, int g) {
        std::uint64_t out = 0;
        for (; mask; mask &= mask - 1)
            out |= std::uint64_t{1} << image[static_cast<std::size_t>(std::countr_zero(mask))][static_cast<std::size_t>(g)];
        return out;
    };
    const std::uint64_t all = cells == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << cells) - 1;
    WideTally t;
    std::uint64_t fixedTotal = 0;
    std::vector<int> chosen;
    // Every m-subset W of the cells, by a plain recursion.
    std::function<void(int, std::uint64_t, std::uint64_t)> pick = [&](int from, std::uint64_t w, std::uint64_t forbidden) {
        if (static_cast<int>(chosen.size()) == m) {
            const std::uint64_t safe = ~forbidden & all;
            t.placements += choose(std::popcount(safe), m);
            for (int g = 0; g < 8; ++g) {
                const std::uint64_t gw = map(w, g);
                if (gw == w) { // g without the exchange: B made of g's orbits on safe(W)
                    std::vector<std::uint64_t> ways(static_cast<std::size_t>(m + 1), 0);
                    ways[0] = 1;
                    std::uint64_t left = safe;
                    while (left) {
                        std::uint64_t orbit = 0, next = left & -left;
                        while (!(orbit & next)) {
                            orbit |= next;
                            next = map(next, g);
                        }
                        left &= ~orbit;
                        const int size = std::popcount(orbit);
                        for (int k = m; k >= size; --k)
                            ways[static_cast<std::size_t>(k)] += ways[static_cast<std::size_t>(k - size)];
                    }
                    fixedTotal += ways[static_cast<std::size_t>(m)];
                }
                if ((gw & ~safe) == 0 && map(gw, g) == w) // g with the exchange
                    ++fixedTotal;
            }
            return;
        }
        for (int c = from; c <= cells - (m - static_cast<int>(chosen.size())); ++c) {
            const std::uint64_t grown = forbidden | (std::uint64_t{1} << c) | nbr[static_cast<std::size_t>(c)];
            if (std::popcount(~grown & all) < m)
                continue; // no room for m black pieces in any W that holds these cells
            chosen.push_back(c);
            pick(c + 1, w | (std::uint64_t{1} << c), grown);
            chosen.pop_back();
        }
    };
    pick(0, 0, 0);
    t.classes = fixedTotal / 16;
    if (fixedTotal % 16 != 0)
        qFatal("Burnside's sum %llu is not a multiple of 16", static_cast<unsigned long long>(fixedTotal));
    return t;
}

/*
 * One side fixed (--white M), by the same geometry: every set W of exactly M white cells
 * (a plain recursion over the cells, C(cells, M) sets, at most 36 cells); black has the
 * cells safe(W), so the largest black count is the largest |safe(W)| and the placements of M
 * white and k black number sum_W C(|safe(W)|, k). With `classes` the placements of the
 * largest k are listed and reduced over the 8 board symmetries (and the exchange of colours
 * only when k = M, where it keeps the counts).
 */
struct FixedTally {
    int best = -1; ///< the most black pieces beside M white (-1: M white do not fit)
    std::uint64_t placements = 0, classes = 0;
};

FixedTally fixedWhiteBrute(char piece, int n, int white, bool classes)
{
    const int cells = n * n;
    std::vector<std::uint64_t> nbr(static_cast<std::size_t>(cells), 0);
    for (int c = 0; c < cells; ++c)
        for (int d = 0; d < cells; ++d)
            if (attacks(piece, c % n, c / n, d % n, d / n) || attacks(piece, d % n, d / n, c % n, c / n))
                nbr[static_cast<std::size_t>(c)] |= std::uint64_t{1} << d;
    const std::uint64_t all = (std::uint64_t{1} << cells) - 1;
    std::vector<std::uint64_t> bySafe(static_cast<std::size_t>(cells + 1), 0); // white sets by |safe(W)|
    std::vector<std::pair<std::uint64_t, std::uint64_t>> sets; // (W, safe(W)), kept for the classes
    std::function<void(int, int, std::uint64_t, std::uint64_t)> pick = [&](int from, int left, std::uint64_t w,
                                                                           std::uint64_t forbidden) {
        if (left == 0) {
            ++bySafe[static_cast<std::size_t>(std::popcount(~forbidden & all))];
            if (classes)
                sets.push_back({w, ~forbidden & all});
            return;
        }
        for (int c = from; c <= cells - left; ++c)
            pick(c + 1, left - 1, w | (std::uint64_t{1} << c),
                 forbidden | (std::uint64_t{1} << c) | nbr[static_cast<std::size_t>(c)]);
    };
    pick(0, white, 0, 0);
    FixedTally t;
    for (int s = 0; s <= cells; ++s)
        if (bySafe[static_cast<std::size_t>(s)] > 0)
            t.best = s;
    if (t.best < 0)
        return t;
    for (int s = t.best; s <= cells; ++s)
        t.placements += bySafe[static_cast<std::size_t>(s)] * choose(s, t.best);
    if (!classes)
        return t;
    auto map = [&](std::uint64_t mask, int g) {
        std::uint64_t out = 0;
        for (int c = 0; c < cells; ++c)
            if (mask >> c & 1U) {
                const int x = c % n, y = c / n;
                const int X[8] = {x, n - 1 - y, n - 1 - x, y, n - 1 - x, x, y, n - 1 - y};
                const int Y[8] = {y, x, n - 1 - y, n - 1 - x, y, n - 1 - y, x, n - 1 - x};
                out |= std::uint64_t{1} << (Y[g] * n + X[g]);
            }
        return out;
    };
    std::set<std::pair<std::uint64_t, std::uint64_t>> keys;
    for (const auto &[w, safe] : sets) {
        std::vector<int> pool;
        for (int c = 0; c < cells; ++c)
            if (safe >> c & 1U)
                pool.push_back(c);
        if (static_cast<int>(pool.size()) < t.best)
            continue;
        std::vector<int> idx(static_cast<std::size_t>(t.best));
        for (int i = 0; i < t.best; ++i)
            idx[static_cast<std::size_t>(i)] = i;
        for (;;) {
            std::uint64_t b = 0;
            for (int i : idx)
                b |= std::uint64_t{1} << pool[static_cast<std::size_t>(i)];
            std::pair<std::uint64_t, std::uint64_t> best{UINT64_MAX, UINT64_MAX};
            for (int g = 0; g < 8; ++g) {
                best = std::min(best, std::make_pair(map(w, g), map(b, g)));
                if (t.best == white)
                    best = std::min(best, std::make_pair(map(b, g), map(w, g)));
            }
            keys.insert(best);
            int i = t.best - 1;
            while (i >= 0 && idx[static_cast<std::size_t>(i)] == static_cast<int>(pool.size()) - t.best + i)
                --i;
            if (i < 0)
                break;
            ++idx[static_cast<std::size_t>(i)];
            for (int j = i + 1; j < t.best; ++j)
                idx[static_cast<std::size_t>(j)] = idx[static_cast<std::size_t>(j - 1)] + 1;
        }
    }
    t.classes = keys.size();
    return t;
}

/*
 * The representatives (--representatives, PeaceableRequest::representatives) judged with the
 * test's own geometry: each is m white + m black pieces, peaceable by attacks() above, the
 * least of its orbit under the 8 symmetries of the square and the exchange of colours in the
 * order the header documents (cpw::peaceableLess: white cells first, then black, as sets; the
 * set holding the lowest cell index where they differ comes first, cells numbered a1 = 0, b1,
 * ..., rank by rank), listed in that order without repeats (so no two share an orbit); and the
 * orbits' sizes, 16 / |stabiliser|, add up to `placements` (from a brute force or published).
 */
bool lowFirst(std::uint64_t aw, std::uint64_t ab, std::uint64_t bw, std::uint64_t bb)
{
    if (aw != bw) {
        const std::uint64_t d = aw ^ bw;
        return (aw & d & (~d + 1)) != 0;
    }
    if (ab != bb) {
        const std::uint64_t d = ab ^ bb;
        return (ab & d & (~d + 1)) != 0;
    }
    return false;
}

void checkRepresentatives(char piece, int n, int m, const std::vector<Placement> &reps, std::uint64_t classes,
                          std::uint64_t placements)
{
    QCOMPARE(static_cast<std::uint64_t>(reps.size()), classes);
    auto image = [n](int c, int g) {
        const int x = c % n, y = c / n;
        const int X[8] = {x, n - 1 - y, n - 1 - x, y, n - 1 - x, x, y, n - 1 - y};
        const int Y[8] = {y, x, n - 1 - y, n - 1 - x, y, n - 1 - y, x, n - 1 - x};
        return Y[g] * n + X[g];
    };
    auto map = [&](std::uint64_t mask, int g) {
        std::uint64_t out = 0;
        for (int c = 0; c < n * n; ++c)
            if ((mask >> c) & 1U)
                out |= std::uint64_t{1} << image(c, g);
        return out;
    };
    std::uint64_t orbitSum = 0;
    std::uint64_t prevW = 0, prevB = 0;
    for (std::size_t i = 0; i < reps.size(); ++i) {
        const Placement &p = reps[i];
        QCOMPARE(p.board().width(), n);
        QCOMPARE(p.board().height(), n);
        std::uint64_t w = 0, b = 0;
        for (int c = 0; c < n * n; ++c) {
            const int id = p.at(p.board().index(c % n, c / n));
            if (id == kEmpty)
                continue;
            QCOMPARE(Catalogue::standard().piece(id).letter, piece);
            (p.isBlack(p.board().index(c % n, c / n)) ? b : w) |= std::uint64_t{1} << c;
        }
        QCOMPARE(std::popcount(w), m);
        QCOMPARE(std::popcount(b), m);
        for (int c = 0; c < n * n; ++c)
            for (int d = 0; d < n * n; ++d)
                if (((w >> c) & 1U) && ((b >> d) & 1U))
                    QVERIFY2(!attacks(piece, c % n, c / n, d % n, d / n) && !attacks(piece, d % n, d / n, c % n, c / n),
                             qPrintable(QString("representative %1 is not peaceable").arg(i)));
        int stabiliser = 0;
        for (int g = 0; g < 16; ++g) {
            std::uint64_t gw = map(w, g % 8), gb = map(b, g % 8);
            if (g >= 8)
                std::swap(gw, gb);
            QVERIFY2(!lowFirst(gw, gb, w, b), qPrintable(QString("representative %1 is not the least of its class").arg(i)));
            if (gw == w && gb == b)
                ++stabiliser;
        }
        orbitSum += static_cast<std::uint64_t>(16 / stabiliser);
        if (i > 0)
            QVERIFY2(lowFirst(prevW, prevB, w, b), qPrintable(QString("representatives %1 and %2 out of order").arg(i - 1).arg(i)));
        prevW = w;
        prevB = b;
    }
    QCOMPARE(orbitSum, placements);
}

PeaceableRequest request(int n, char piece)
{
    PeaceableRequest r;
    r.board = Board(n, n);
    r.piece = r.catalogue.find(piece);
    return r;
}

struct Run {
    SearchStats stats;
    std::vector<Placement> placements;
};

Run run(const PeaceableRequest &r, int threads = 2, bool collect = true)
{
    Run out;
    SearchOptions o;
    o.threads = threads;
    if (collect)
        o.onSolution = [&](const Solution &s) {
            out.placements.push_back(s.placement);
        };
    auto result = solvePeaceable(r, std::stop_token(), o);
    if (!result)
        qFatal("solvePeaceable failed: %d", static_cast<int>(result.error().code));
    out.stats = result.value();
    return out;
}

int colourCount(const Placement &p, bool black)
{
    int n = 0;
    for (int i = 0; i < p.board().area(); ++i)
        if (p.at(i) != kEmpty && p.isBlack(i) == black)
            ++n;
    return n;
}

/// The best army a checkpoint's ledger holds: the one recorded between rungs or noted when
/// found ("peaceable.best"), or one a done task of the current rung reports ("f<task>").
double bestInLedger(const TaskLedger &ledger)
{
    double best = 0;
    if (const auto it = ledger.records.find("peaceable.best"); it != ledger.records.end())
        best = static_cast<double>(it->second);
    for (const auto &[key, value] : ledger.counters)
        if (key.size() > 1 && key[0] == 'f' && key.find('.') == std::string::npos)
            best = std::max(best, static_cast<double>(value));
    return best;
}

} // namespace

class TestPeaceable : public QObject {
    Q_OBJECT
private slots:
    void bruteForce_data();
    void bruteForce();
    void wideBrute_data();
    void wideBrute();
    void publishedQueens_data();
    void publishedQueens();
    void threadInvariance();
    void colourSymmetry();
    void preplacedBothColours();
    void fixedM();
    void fixedWhite_data();
    void fixedWhite();
    void largestAggressor_data();
    void largestAggressor();
    void timeLimitGivesBounds();
    void upperSearch_data();
    void upperSearch();
    void resumeFromRecords();
    void pauseAndResume_data();
    void pauseAndResume();
    void notation();
    void problemFile();
    void badInput();
};

void TestPeaceable::bruteForce_data()
{
    QTest::addColumn<char>("piece");
    QTest::addColumn<int>("n");
    for (char p : {'Q', 'R', 'B', 'N', 'K'})
        for (int n = 2; n <= 5; ++n)
            QTest::addRow("%c %dx%d", p, n, n) << p << n;
}

void TestPeaceable::bruteForce()
{
    QFETCH(char, piece);
    QFETCH(int, n);
    const Brute b = brute(piece, n);
    PeaceableRequest r = request(n, piece);
    const Run best = run(r);
    QVERIFY(best.stats.complete);
    QCOMPARE(best.stats.provenOptimal.value_or(false), true);
    QCOMPARE(static_cast<int>(best.stats.optimum.value_or(-1)), b.optimum);
    QCOMPARE(best.placements.size(), std::size_t(1));
    QCOMPARE(colourCount(best.placements[0], false), b.optimum);
    QCOMPARE(colourCount(best.placements[0], true), b.optimum);
    QVERIFY(isPeaceable(best.placements[0], r.catalogue));

    r.count = true;
    r.distinct = true;
    r.representatives = true;
    const Run counted = run(r);
    QVERIFY(counted.stats.complete);
    QCOMPARE(counted.stats.solutions, b.tally[b.optimum]);
    QCOMPARE(counted.stats.distinct.value_or(0), b.distinct);
    // The classes' least placements (--representatives), judged with the brute force's geometry.
    checkRepresentatives(piece, n, b.optimum, counted.stats.representatives, b.distinct, b.tally[b.optimum]);
    QCOMPARE(counted.placements.size(), std::size_t(b.distinct)); // one listed per class
    std::set<std::string> seen;
    for (const Placement &p : counted.placements) {
        QVERIFY(isPeaceable(p, r.catalogue));
        QCOMPARE(colourCount(p, false), b.optimum);
        QCOMPARE(colourCount(p, true), b.optimum);
        seen.insert(toNotation(p, r.catalogue));
    }
    QCOMPARE(seen.size(), counted.placements.size());

    // Without --distinct every placement is listed, each once (and no representative kept).
    r.distinct = false;
    r.representatives = false;
    const Run all = run(r);
    QVERIFY(all.stats.representatives.empty());
    QCOMPARE(all.stats.solutions, b.tally[b.optimum]);
    QCOMPARE(all.placements.size(), b.tally[b.optimum]);
    seen.clear();
    for (const Placement &p : all.placements) {
        QVERIFY(isPeaceable(p, r.catalogue));
        QCOMPARE(colourCount(p, true), b.optimum);
        seen.insert(toNotation(p, r.catalogue));
    }
    QCOMPARE(seen.size(), all.placements.size());

    // Every smaller army too (--m M with --count).
    for (int m = 1; m < b.optimum; ++m) {
        PeaceableRequest rm = request(n, piece);
        rm.m = m;
        rm.count = true;
        const Run c = run(rm, 2, false); // counted, not listed
        QCOMPARE(c.stats.solutions, b.tally[m]);
        // The count with the exchange of colours alone broken (--symmetry colours, the second
        // computation of a new count): 2 C(s, m) at each white set whose lowest cell is the
        // placement's lowest.
        rm.symmetry = PeaceableSymmetry::Colours;
        QCOMPARE(run(rm, 2, false).stats.solutions, b.tally[m]);
    }
    // ... at the optimum too, and its classes (under the whole group, bounded by the exchange).
    PeaceableRequest rc = request(n, piece);
    rc.m = b.optimum;
    rc.count = true;
    rc.symmetry = PeaceableSymmetry::Colours;
    QCOMPARE(run(rc, 2, false).stats.solutions, b.tally[b.optimum]);
    rc.distinct = true;
    const Run cc = run(rc, 2, false);
    QCOMPARE(cc.stats.solutions, b.tally[b.optimum]);
    QCOMPARE(cc.stats.distinct.value_or(0), b.distinct);
}

void TestPeaceable::publishedQueens_data()
{
    // OEIS A250000 (Bosch, Optima 62, 1999; terms to n = 13 confirmed by R. Pratt's integer
    // program, 2014): the largest m for queens on n x n.
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("m");
    const int a[] = {0, 0, 1, 2, 4, 5, 7, 9, 12, 14};
    for (int n = 1; n <= 10; ++n)
        QTest::addRow("%dx%d", n, n) << n << a[n - 1];
}

void TestPeaceable::publishedQueens()
{
    QFETCH(int, n);
    QFETCH(int, m);
    const Run r = run(request(n, 'Q'));
    QVERIFY(r.stats.complete);
    QVERIFY(r.stats.provenOptimal.value_or(false));
    QCOMPARE(static_cast<int>(*r.stats.optimum), m);
    QCOMPARE(static_cast<int>(r.stats.extra.at("upper_bound")), m);
    QCOMPARE(r.placements.size(), std::size_t(1));
    QVERIFY(isPeaceable(r.placements[0], Catalogue::standard()));
    QCOMPARE(colourCount(r.placements[0], true), m);
}

void TestPeaceable::threadInvariance()
{
    // The optimum, its placement and the counts never depend on threads or the task split.
    for (char piece : {'Q', 'K'}) {
        PeaceableRequest r = request(7, piece);
        const Run one = run(r, 1);
        for (int threads : {2, 3})
            for (int depth : {1, 4, 12}) {
                r.taskDepth = depth;
                const Run other = run(r, threads);
                QCOMPARE(other.stats.optimum, one.stats.optimum);
                QCOMPARE(other.placements.size(), std::size_t(1));
                QVERIFY(other.placements[0] == one.placements[0]);
            }
        PeaceableRequest c = request(6, piece);
        c.count = true;
        c.distinct = true;
        const Run a = run(c, 1), b = run(c, 3);
        QCOMPARE(a.stats.solutions, b.stats.solutions);
        QCOMPARE(a.stats.distinct, b.stats.distinct);
        QVERIFY(a.stats.solutions > 0);
    }
}

void TestPeaceable::colourSymmetry()
{
    // Exchanging the colours of the preplaced pieces exchanges the colours of every placement:
    // the same optimum and the same counts; without preplaced pieces, every placement's
    // colour swap is another placement.
    const Catalogue &cat = Catalogue::standard();
    const Board board(6, 6);
    auto pre = parsePlacement("6/6/1Q4/6/4q1/6", cat, &board, true);
    QVERIFY(pre.ok());
    Placement swapped(board);
    for (int i = 0; i < board.area(); ++i)
        if (pre->at(i) != kEmpty)
            swapped.set(i, pre->at(i), !pre->isBlack(i));
    PeaceableRequest a = request(6, 'Q'), b = request(6, 'Q');
    a.preplaced = pre.value();
    b.preplaced = swapped;
    a.count = b.count = true;
    const Run ra = run(a), rb = run(b);
    QCOMPARE(ra.stats.optimum, rb.stats.optimum);
    QCOMPARE(ra.stats.solutions, rb.stats.solutions);
    QVERIFY(ra.stats.solutions > 0);
    QCOMPARE(std::uint64_t(ra.placements.size()), ra.stats.solutions);
    QCOMPARE(std::uint64_t(rb.placements.size()), rb.stats.solutions);
    std::set<std::string> sa, sb;
    for (const Placement &p : ra.placements) {
        Placement q(board);
        for (int i = 0; i < board.area(); ++i)
            if (p.at(i) != kEmpty)
                q.set(i, p.at(i), !p.isBlack(i));
        sa.insert(toNotation(q, cat));
    }
    for (const Placement &p : rb.placements)
        sb.insert(toNotation(p, cat));
    QVERIFY(sa == sb);

    PeaceableRequest free = request(5, 'Q');
    free.count = true;
    const Run rf = run(free);
    QCOMPARE(std::uint64_t(rf.placements.size()), rf.stats.solutions); // every placement streamed
    QVERIFY(!rf.placements.empty());
    std::set<std::string> all;
    for (const Placement &p : rf.placements)
        all.insert(toNotation(p, cat));
    for (const Placement &p : rf.placements) {
        Placement q(p.board());
        for (int i = 0; i < p.board().area(); ++i)
            if (p.at(i) != kEmpty)
                q.set(i, p.at(i), !p.isBlack(i));
        QVERIFY(all.count(toNotation(q, cat)) == 1);
    }
}

void TestPeaceable::wideBrute_data()
{
    // Queens on 6x6, 7x7 and 8x8: the optimum (OEIS A250000: 5, 7, 9), the m below it and the
    // m above (none).
    QTest::addColumn<char>("piece");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("optimum");
    for (int m = 3; m <= 6; ++m)
        QTest::addRow("Q 6x6 m=%d", m) << 'Q' << 6 << m << 5;
    for (int m = 5; m <= 8; ++m)
        QTest::addRow("Q 7x7 m=%d", m) << 'Q' << 7 << m << 7;
    for (int m = 8; m <= 10; ++m)
        QTest::addRow("Q 8x8 m=%d", m) << 'Q' << 8 << m << 9;
}

void TestPeaceable::wideBrute()
{
    QFETCH(char, piece);
    QFETCH(int, n);
    QFETCH(int, m);
    QFETCH(int, optimum);
    const WideTally b = whiteSetsBrute(piece, n, m);
    PeaceableRequest r = request(n, piece);
    r.m = m;
    r.count = true;
    r.distinct = true;
    r.representatives = m == optimum;
    const Run got = run(r, 2, false);
    QVERIFY(got.stats.complete);
    QCOMPARE(got.stats.solutions, b.placements);
    QCOMPARE(got.stats.distinct.value_or(0), b.classes);
    // The counts with the exchange of colours alone broken (--symmetry colours): another tree.
    PeaceableRequest rc = request(n, piece);
    rc.m = m;
    rc.count = true;
    rc.symmetry = PeaceableSymmetry::Colours;
    QCOMPARE(run(rc, 2, false).stats.solutions, b.placements);
    rc.distinct = true;
    const Run cc = run(rc, 2, false);
    QCOMPARE(cc.stats.solutions, b.placements);
    QCOMPARE(cc.stats.distinct.value_or(0), b.classes);
    if (m == optimum) {
        // OEIS A260680 (R. Pratt, 2019): 35, 19 and 71 classes at the optimum of 6x6 to 8x8;
        // and the representatives, judged with the brute force's geometry.
        const std::uint64_t a260680[] = {1, 1, 1, 10, 3, 35, 19, 71};
        QCOMPARE(b.classes, a260680[n - 1]);
        checkRepresentatives(piece, n, m, got.stats.representatives, b.classes, b.placements);
    }
    if (m <= optimum)
        QVERIFY(b.placements > 0);
    else
        QCOMPARE(b.placements, std::uint64_t(0)); // m + m do not fit above the optimum
    // The optimum itself, proven (publishedQueens proves it for every n up to 10).
    if (m == optimum && n == 6) {
        const Run best = run(request(n, piece));
        QCOMPARE(static_cast<int>(best.stats.optimum.value_or(-1)), optimum);
        QVERIFY(best.stats.provenOptimal.value_or(false));
    }
}

void TestPeaceable::preplacedBothColours()
{
    // Brute force with a fixed white queen on b2 and a black one on e4 of 5x5 (cells that
    // conflict with neither colour's fixed piece differ): counted from the brute tally by
    // listing placements that contain them.
    const Catalogue &cat = Catalogue::standard();
    const Board board(5, 5);
    auto pre = parsePlacement("5/4q/5/1Q3/5", cat, &board, true);
    QVERIFY(pre.ok());
    const int wCell = board.index(1, 1), bCell = board.index(4, 3);
    PeaceableRequest r = request(5, 'Q');
    r.preplaced = pre.value();
    r.count = true;
    const Run got = run(r);
    // Independent: list all placements of m + m (m from the brute force's tally order) that
    // hold both pieces, by the brute geometry.
    Brute b;
    b.w = b.h = 5;
    b.nbr.assign(25, 0);
    for (int c = 0; c < 25; ++c)
        for (int d = 0; d < 25; ++d)
            if (attacks('Q', c % 5, c / 5, d % 5, d / 5))
                b.nbr[c] |= 1u << d;
    int bestM = 0;
    std::uint64_t bestCount = 0;
    for (int m = 1; m <= 12; ++m) {
        std::uint64_t count = 0;
        for (std::uint32_t w = 0; w < (1u << 25); ++w) {
            if (std::popcount(w) != m || !(w & (1u << wCell)))
                continue;
            std::uint32_t forbidden = w;
            for (int c = 0; c < 25; ++c)
                if (w & (1u << c))
                    forbidden |= b.nbr[c];
            const std::uint32_t safe = ~forbidden & ((1u << 25) - 1);
            if (!(safe & (1u << bCell)))
                continue;
            count += choose(std::popcount(safe) - 1, m - 1);
        }
        if (count == 0)
            break;
        bestM = m;
        bestCount = count;
    }
    QCOMPARE(static_cast<int>(got.stats.optimum.value_or(-1)), bestM);
    QCOMPARE(got.stats.solutions, bestCount);
    QCOMPARE(std::uint64_t(got.placements.size()), bestCount); // the loop below sees every one
    QVERIFY(bestCount > 0);
    for (const Placement &p : got.placements) {
        QVERIFY(p.at(wCell) != kEmpty && !p.isBlack(wCell));
        QVERIFY(p.at(bCell) != kEmpty && p.isBlack(bCell));
        QVERIFY(isPeaceable(p, cat));
    }
}

void TestPeaceable::fixedM()
{
    // 8x8 queens: 9 + 9 fit, 10 + 10 do not (A250000).
    PeaceableRequest r = request(8, 'Q');
    r.m = 9;
    Run yes = run(r);
    QVERIFY(yes.stats.complete);
    QCOMPARE(yes.stats.solutions, std::uint64_t(1));
    QCOMPARE(colourCount(yes.placements[0], false), 9);
    QCOMPARE(colourCount(yes.placements[0], true), 9);
    QVERIFY(isPeaceable(yes.placements[0], r.catalogue));
    r.m = 10;
    Run no = run(r);
    QVERIFY(no.stats.complete);
    QCOMPARE(no.stats.solutions, std::uint64_t(0));
}

void TestPeaceable::fixedWhite_data()
{
    // --white M against the brute force: queens on 3x3..6x6, the other pieces on 4x4 and 5x5,
    // every M from 1 to half the board (6x6: to 7); classes where listing them stays small.
    QTest::addColumn<char>("piece");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("white");
    QTest::addColumn<bool>("classes");
    for (int n = 3; n <= 6; ++n)
        for (int w = 1; w <= (n == 6 ? 7 : n * n / 2); ++w)
            QTest::addRow("Q %dx%d white %d", n, n, w) << 'Q' << n << w << (n <= 5);
    for (char p : {'R', 'B', 'N', 'K'})
        for (int n = 4; n <= 5; ++n)
            for (int w = 1; w <= n * n / 2; w += n - 2)
                QTest::addRow("%c %dx%d white %d", p, n, n, w) << p << n << w << (n == 4);
}

void TestPeaceable::fixedWhite()
{
    QFETCH(char, piece);
    QFETCH(int, n);
    QFETCH(int, white);
    QFETCH(bool, classes);
    const FixedTally b = fixedWhiteBrute(piece, n, white, classes);
    QVERIFY(b.best >= 0); // M white alone always fit
    PeaceableRequest r = request(n, piece);
    r.white = white;
    const Run best = run(r);
    QVERIFY(best.stats.complete);
    QVERIFY(best.stats.provenOptimal.value_or(false));
    QCOMPARE(static_cast<int>(best.stats.optimum.value_or(-1)), b.best);
    QCOMPARE(static_cast<int>(best.stats.extra.at("upper_bound")), b.best);
    QCOMPARE(static_cast<int>(best.stats.extra.at("white")), white);
    QCOMPARE(best.placements.size(), std::size_t(1));
    const Placement &p = best.placements[0];
    QCOMPARE(colourCount(p, false), white);
    QCOMPARE(colourCount(p, true), b.best);
    QVERIFY(isPeaceable(p, r.catalogue));
    for (int a = 0; a < n * n; ++a)
        for (int c = 0; c < n * n; ++c)
            if (p.at(a) != kEmpty && p.at(c) != kEmpty && p.isBlack(a) != p.isBlack(c))
                QVERIFY(!attacks(piece, a % n, a / n, c % n, c / n));

    // --white M --m K: K = the optimum fits, one more does not.
    if (b.best > 0) {
        r.m = b.best;
        const Run yes = run(r);
        QCOMPARE(yes.stats.solutions, std::uint64_t(1));
        QCOMPARE(colourCount(yes.placements.at(0), false), white);
        QCOMPARE(colourCount(yes.placements.at(0), true), b.best);
        QVERIFY(isPeaceable(yes.placements[0], r.catalogue));
    }
    if (b.best + white < n * n) {
        r.m = b.best + 1;
        QCOMPARE(run(r).stats.solutions, std::uint64_t(0));
    }

    // The count of the optimum, and its classes (no exchange of colours unless M = black).
    r.m = 0;
    r.count = true;
    r.distinct = classes;
    const Run counted = run(r, 2, false);
    QVERIFY(counted.stats.complete);
    QCOMPARE(static_cast<int>(counted.stats.optimum.value_or(-1)), b.best);
    QCOMPARE(counted.stats.solutions, b.placements);
    if (classes)
        QCOMPARE(counted.stats.distinct.value_or(0), b.classes);
}

void TestPeaceable::largestAggressor_data()
{
    // OEIS A308632 (the largest aggressor: with a(n) = A250000(n) white queens, the most black
    // ones; R. van Rijn, SAT, 2019), n = 3..11 (a(1) = a(2) = 0 there by convention: no army).
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("white");
    QTest::addColumn<int>("aggressor");
    const int a250000[] = {0, 0, 1, 2, 4, 5, 7, 9, 12, 14, 17};
    const int a308632[] = {0, 0, 2, 3, 4, 6, 7, 10, 12, 15, 19};
    for (int n = 3; n <= 11; ++n)
        QTest::addRow("%dx%d", n, n) << n << a250000[n - 1] << a308632[n - 1];
}

void TestPeaceable::largestAggressor()
{
    QFETCH(int, n);
    QFETCH(int, white);
    QFETCH(int, aggressor);
    PeaceableRequest r = request(n, 'Q');
    r.white = white;
    const Run got = run(r);
    QVERIFY(got.stats.complete);
    QVERIFY(got.stats.provenOptimal.value_or(false));
    QCOMPARE(static_cast<int>(got.stats.optimum.value_or(-1)), aggressor);
    QCOMPARE(got.placements.size(), std::size_t(1));
    QCOMPARE(colourCount(got.placements[0], false), white);
    QCOMPARE(colourCount(got.placements[0], true), aggressor);
    QVERIFY(isPeaceable(got.placements[0], r.catalogue));
}

void TestPeaceable::timeLimitGivesBounds()
{
    // Stopped at once: not proven, and the bounds still hold (A250000: a(14) = 28).
    PeaceableRequest r = request(14, 'Q');
    SearchOptions o;
    o.threads = 2;
    o.timeLimitSeconds = 0.2;
    auto result = solvePeaceable(r, std::stop_token(), o);
    QVERIFY(result.ok());
    QVERIFY(!result->complete);
    QVERIFY(!result->provenOptimal.value_or(true));
    QVERIFY(result->extra.at("upper_bound") >= 28);
    QVERIFY(result->extra.at("lower_bound") <= 28);
}

void TestPeaceable::upperSearch_data()
{
    // --upper (annealing, no proof) reaches a known army: Ainley's 37 + 37
    // queens on 16x16 (1977, OEIS A250000), the brute force's optimum for knights on 5x5, and 19 + 19 queens
    // on 12x12 (a(12) = 21) around a preplaced white and black queen.
    QTest::addColumn<char>("piece");
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("preplaced");
    QTest::addColumn<int>("reach");
    QTest::newRow("Q 16x16 (Ainley)") << 'Q' << 16 << QString() << 37;
    QTest::newRow("N 5x5 (brute force)") << 'N' << 5 << QString() << 10;
    QTest::newRow("Q 12x12 preplaced")
        << 'Q' << 12 << QString("Q11/12/1q10/12/12/12/12/12/12/12/12/12") << 19;
}

void TestPeaceable::upperSearch()
{
    QFETCH(char, piece);
    QFETCH(int, n);
    QFETCH(QString, preplaced);
    QFETCH(int, reach);
    PeaceableRequest r = request(n, piece);
    r.upper = true;
    if (!preplaced.isEmpty())
        r.preplaced = parsePlacement(preplaced.toStdString(), r.catalogue, &r.board, true).value();
    // The run is stopped by an event, the progress reporting an army of `reach` (within
    // milliseconds on an idle machine); the time limit is only a hang guard, so a failure
    // means the annealing never got there, not that the machine was slow.
    SearchOptions o;
    o.threads = 2;
    o.timeLimitSeconds = 120.0 * cpwtest::kSlowdown;
    std::stop_source stop;
    o.onProgress = [&](const Progress &p) {
        if (p.bestObjective && *p.bestObjective >= reach)
            stop.request_stop();
    };
    std::vector<Placement> got;
    o.onSolution = [&](const Solution &s) {
        got.push_back(s.placement);
    };
    auto result = solvePeaceable(r, stop.get_token(), o);
    QVERIFY(result.ok());
    QVERIFY2(result->reason != StopReason::TimeLimit, "the hang guard ended the annealing");
    QCOMPARE(got.size(), std::size_t(1));
    const int m = static_cast<int>(result->optimum.value_or(-1));
    QVERIFY2(m >= reach, qPrintable(QString::number(m)));
    QCOMPARE(static_cast<int>(result->extra.at("lower_bound")), m);
    QVERIFY(result->extra.at("upper_bound") >= m);
    // The placement, checked with blocking by isPeaceable and by this test's own geometry.
    const Placement &p = got[0];
    QCOMPARE(colourCount(p, false), m);
    QCOMPARE(colourCount(p, true), m);
    QVERIFY(isPeaceable(p, r.catalogue));
    for (int a = 0; a < p.board().area(); ++a)
        for (int b = 0; b < p.board().area(); ++b)
            if (p.at(a) != kEmpty && p.at(b) != kEmpty && p.isBlack(a) != p.isBlack(b))
                QVERIFY(!attacks(piece, a % n, a / n, b % n, b / n));
    for (int i = 0; i < r.preplaced.board().area(); ++i)
        if (r.preplaced.at(i) != kEmpty)
            QVERIFY(p.at(i) != kEmpty && p.isBlack(i) == r.preplaced.isBlack(i));
}

void TestPeaceable::resumeFromRecords()
{
    // A checkpoint written between two rungs holds the best army found as a record (its m and
    // the 64-bit words of its white and black cells). Resumed with the stop already requested,
    // the search reports that army at once: 5 white queens on a1..e1 and 5 black on g12..k12 of
    // 12x12. A record that is no peaceable placement (the black queen of k12 moved to a12, on
    // a white queen's file) is not trusted.
    const Board board(12, 12);
    for (const bool damaged : {false, true}) {
        TaskLedger between;
        between.split = kPhasesSplit;
        const std::uint64_t black = damaged ? (0x3c00U | 0x10U) : 0x7c00U; // cells 128 + bit
        between.records = {{"peaceable.best", 5}, {"peaceable.best.w0", 0x1f}, {"peaceable.best.b2", black}};
        PeaceableRequest r = request(12, 'Q');
        SearchOptions o;
        o.threads = 1;
        o.resume = &between;
        std::vector<Placement> got;
        o.onSolution = [&](const Solution &s) {
            got.push_back(s.placement);
        };
        std::stop_source stop;
        stop.request_stop();
        auto result = solvePeaceable(r, stop.get_token(), o);
        QVERIFY(result.ok());
        QVERIFY(!result->complete);
        QCOMPARE(got.size(), std::size_t(1));
        QVERIFY(isPeaceable(got[0], r.catalogue));
        const int lower = static_cast<int>(result->extra.at("lower_bound"));
        QCOMPARE(colourCount(got[0], false), lower);
        QCOMPARE(colourCount(got[0], true), lower);
        if (damaged) {
            QVERIFY(lower < 5);
        } else {
            QCOMPARE(lower, 5);
            for (int x = 0; x < 5; ++x) {
                QVERIFY(got[0].at(board.index(x, 0)) != kEmpty && !got[0].isBlack(board.index(x, 0)));
                QVERIFY(got[0].isBlack(board.index(6 + x, 11)));
            }
        }
    }
}

void TestPeaceable::pauseAndResume_data()
{
    // mode: 0 the optimum, 1 count, 2 count and classes, 3 --m the optimum, 4 --m one more
    // (none). Optima and counts from the brute force; 8x8 queens from A250000 (a(8) = 9).
    QTest::addColumn<char>("piece");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("mode");
    QTest::addColumn<int>("depth");
    QTest::newRow("Q 5x5 optimum") << 'Q' << 5 << 0 << 4;
    QTest::newRow("Q 5x5 count distinct") << 'Q' << 5 << 2 << 3;
    QTest::newRow("N 5x5 count") << 'N' << 5 << 1 << 5;
    QTest::newRow("K 5x5 optimum") << 'K' << 5 << 0 << 6;
    QTest::newRow("R 4x4 count distinct") << 'R' << 4 << 2 << 3;
    QTest::newRow("Q 8x8 optimum (A250000)") << 'Q' << 8 << 0 << 6;
    QTest::newRow("Q 8x8 --m 9 (A250000)") << 'Q' << 8 << 3 << 8;
    QTest::newRow("Q 8x8 --m 10 (A250000: none)") << 'Q' << 8 << 4 << 6;
}

void TestPeaceable::pauseAndResume()
{
    // Each search is stopped at a random checkpoint (one is taken after every task and between
    // the rungs of the ladder) and resumed from the last ledger it saved, on one or two
    // threads, until it completes: the optimum, its placement and the counts are those of the
    // brute force, every paused session's bounds hold and the best army found is never lost.
    QFETCH(char, piece);
    QFETCH(int, n);
    QFETCH(int, mode);
    QFETCH(int, depth);
    const Brute b = n == 8 ? Brute{} : brute(piece, n);
    const int optimum = n == 8 ? 9 : b.optimum;
    PeaceableRequest r = request(n, piece);
    r.taskDepth = depth;
    r.count = mode == 1 || mode == 2;
    r.distinct = mode == 2;
    r.representatives = mode == 2;
    r.m = mode == 3 ? optimum : mode == 4 ? optimum + 1 : 0;
    for (unsigned seed = 1; seed <= 3; ++seed) {
        std::mt19937 rng(seed * 7919U + static_cast<unsigned>(n * 31 + mode));
        std::optional<TaskLedger> saved;
        SearchStats stats;
        std::vector<Placement> placements;
        int sessions = 0;
        double lower = 0; // the best army found never gets lost in a pause
        do {
            std::stop_source stop;
            int calls = 0;
            const int stopAt = std::uniform_int_distribution<int>(1, 6)(rng);
            TaskLedger resume = saved.value_or(TaskLedger{});
            SearchOptions o;
            o.threads = 1 + sessions % 2;
            o.resume = saved ? &resume : nullptr;
            o.checkpointInterval = 0;
            o.onCheckpoint = [&](const TaskLedger &ledger) {
                saved = ledger;
                if (++calls == stopAt)
                    stop.request_stop();
            };
            placements.clear();
            o.onSolution = [&](const Solution &s) {
                placements.push_back(s.placement);
            };
            auto result = solvePeaceable(r, stop.get_token(), o);
            QVERIFY(result.ok());
            stats = result.value();
            ++sessions;
            if (!stats.complete && mode == 0) {
                // (A stop that came at the proof's own checkpoint leaves it proven.)
                if (stats.provenOptimal.value_or(false))
                    QCOMPARE(static_cast<int>(stats.optimum.value_or(-1)), optimum);
                QVERIFY(stats.extra.at("upper_bound") >= optimum);
                QVERIFY(stats.extra.at("lower_bound") <= optimum);
                QVERIFY(stats.extra.at("lower_bound") >= lower);
                lower = stats.extra.at("lower_bound");
                // The checkpoint carries it, even when a task cut short by the pause found it.
                QVERIFY(saved && bestInLedger(*saved) >= lower);
            }
        } while (!stats.complete && sessions < 2000);
        QVERIFY(stats.complete);
        QVERIFY2(sessions > 1, "never paused: make the row larger");
        if (mode == 4) {
            QCOMPARE(stats.solutions, std::uint64_t(0));
            continue;
        }
        QCOMPARE(static_cast<int>(stats.optimum.value_or(-1)), optimum);
        if (mode == 0)
            QVERIFY(stats.provenOptimal.value_or(false));
        if (r.count) {
            QCOMPARE(stats.solutions, b.tally[optimum]);
            if (r.distinct) {
                QCOMPARE(stats.distinct.value_or(0), b.distinct);
                // The representatives of tasks done in earlier sessions come from the checkpoints.
                checkRepresentatives(piece, n, optimum, stats.representatives, b.distinct, b.tally[optimum]);
            }
            continue;
        }
        QCOMPARE(stats.solutions, std::uint64_t(1));
        QCOMPARE(placements.size(), std::size_t(1));
        QCOMPARE(colourCount(placements[0], false), optimum);
        QCOMPARE(colourCount(placements[0], true), optimum);
        QVERIFY(isPeaceable(placements[0], r.catalogue));
    }
}

void TestPeaceable::notation()
{
    const Catalogue &cat = Catalogue::standard();
    // Lower case is refused unless colours are allowed (every other family).
    auto refused = parsePlacement("q7/8/8/8/8/8/8/8", cat);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().code, ErrorCode::BlackPiece);
    auto unknown = parsePlacement("j7/8/8/8/8/8/8/8", cat, nullptr, true);
    QVERIFY(!unknown.ok());
    QCOMPARE(unknown.error().code, ErrorCode::UnknownPiece);
    auto p = parsePlacement("q6Q/8/8/3nN3/8/8/8/K6k", cat, nullptr, true);
    QVERIFY(p.ok());
    QVERIFY(p->isBlack(p->board().index(0, 7)));
    QVERIFY(!p->isBlack(p->board().index(7, 7)));
    QVERIFY(p->isBlack(p->board().index(3, 4)));
    QCOMPARE(toNotation(*p, cat), std::string("q6Q/8/8/3nN3/8/8/8/K6k"));
    // Colours follow the symmetries.
    const Placement r = p->transformed(Symmetry::MirrorLR);
    QCOMPARE(toNotation(r, cat), std::string("Q6q/8/8/3Nn3/8/8/8/k6K"));
    // set() without a colour is white.
    Placement q = p.value();
    q.set(0, q.at(0));
    QVERIFY(!q.isBlack(0));
}

void TestPeaceable::problemFile()
{
    PeaceableRequest r = request(6, 'Q');
    const Board board(6, 6);
    r.preplaced = parsePlacement("q5/6/6/6/6/4Q1", r.catalogue, &board, true).value();
    r.count = true;
    const Problem p = peaceableProblemFromRequest(r);
    const std::string text = serializeProblem(p);
    QVERIFY(text.find("\"q5/6/6/6/6/4Q1\"") != std::string::npos);
    auto back = parseProblem(text);
    QVERIFY(back.ok());
    QCOMPARE(back->kind, "peaceable");
    QVERIFY(back->preplaced.isBlack(board.index(0, 5)));
    // Through the seam: the same counts as the direct call.
    SearchOptions o;
    o.threads = 2;
    auto viaSeam = cpw::solve(back.value(), std::stop_token(), o);
    QVERIFY(viaSeam.ok());
    const Run direct = run(r);
    QCOMPARE(viaSeam->solutions, direct.stats.solutions);
    QCOMPARE(viaSeam->optimum, direct.stats.optimum);
    // Another kind still refuses black pieces.
    std::string other = text;
    other.replace(other.find("\"peaceable\""), 11, "\"cover\"");
    auto refused = parseProblem(other);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().code, ErrorCode::BlackPiece);
}

void TestPeaceable::badInput()
{
    PeaceableRequest r = request(5, 'Q');
    const Board board(5, 5);
    // Two preplaced pieces of different colours on one line.
    r.preplaced = parsePlacement("5/5/5/5/Q3q", r.catalogue, &board, true).value();
    QCOMPARE(validatePeaceable(r).code, ErrorCode::PreplacedAttack);
    // A preplaced piece of another kind.
    r.preplaced = parsePlacement("5/5/5/5/R4", r.catalogue, &board, true).value();
    QCOMPARE(validatePeaceable(r).code, ErrorCode::PreplacedPiece);
    QCOMPARE(validatePeaceable(r).token, std::string("R"));
    QCOMPARE(validatePeaceable(r).rank, 1);
    QCOMPARE(validatePeaceable(r).file, 0);
    r.preplaced = Placement(board);
    r.m = 13;
    QCOMPARE(validatePeaceable(r).code, ErrorCode::BadFieldValue);
    // One side fixed: at most the board; black then at most what white leaves; more preplaced
    // white pieces than M; not with --upper.
    r.m = 0;
    r.white = 26;
    QCOMPARE(validatePeaceable(r).code, ErrorCode::BadFieldValue);
    QCOMPARE(validatePeaceable(r).token, std::string("params.white"));
    r.white = 20;
    r.m = 6;
    QCOMPARE(validatePeaceable(r).token, std::string("params.m"));
    r.m = 5;
    QCOMPARE(validatePeaceable(r).code, ErrorCode::None);
    r.m = 0;
    r.white = 1;
    r.preplaced = parsePlacement("5/5/5/5/Q3Q", r.catalogue, &board, true).value();
    QCOMPARE(validatePeaceable(r).token, std::string("params.white"));
    r.preplaced = Placement(board);
    r.upper = true;
    QCOMPARE(validatePeaceable(r).code, ErrorCode::Unsupported);
}

QTEST_APPLESS_MAIN(TestPeaceable)
#include "tst_peaceable.moc"
