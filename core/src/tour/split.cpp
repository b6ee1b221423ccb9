/*
 * Closed tours counted by splitting the board in two (issue 25; docs/tour.md "The split"): the
 * meet in the middle of B. McKay's 8x8 count (1997), written anew on the frontier programme.
 *
 * The board has R rows of S cells (turned so that S is the shorter side); the leaper reaches r
 * rows (2 for the knight). The cut lies between rows k - 1 and k. Every leap of a tour lies in
 * the top (both cells in rows < k), in the bottom (both in rows >= k) or crosses the cut; a
 * crossing leap ends in the band, rows k .. k + r - 1.
 *
 * Table T (top): the top's leaps and the crossing leaps. The frontier programme sweeps rows
 * 0 .. k + r - 1 of the board without the bottom's leaps, the cells of rows >= k "loose" (they
 * may end with any degree): at the end every top cell has degree 2 and a configuration is, for
 * each band cell, its degree dT (0, 1, 2) from crossing leaps and the pairing of the degree-1
 * cells by the paths through the top.
 *
 * Table B (bottom): the bottom's leaps. The programme sweeps the board turned upside down up to
 * the cut (rows R - 1 .. k of the board): a configuration is each band cell's degree dB and the
 * pairing of the degree-1 band cells by paths through the bottom. Both sweeps keep the frontier
 * programme's pruning against the whole board (each a necessary condition of a completion), and
 * neither ever stores a closed cycle (a cycle inside a half is no tour).
 *
 * The join. A tour is a T part and a B part with dT + dB = 2 at every band cell; the junction
 * cells J (dT = 1) are paired by T and by B (two perfect matchings of J), and the union is one
 * cycle exactly when the two matchings form one cycle on J (J empty: never). So the count is the
 * sum over degree vectors d of the sum over pairs [one cycle] countT x countB. Both tables are
 * sorted by degree vector; each group of T meets its group of B. Within a group the T entries
 * are taken one by one: T's matching relabels J so that its pairs are (0 1) (2 3) ..., each B
 * matching becomes a matching on these j pairs seen as j nodes, and the pair is one cycle when
 * following B from node 0 visits all j nodes. The work is the sum over groups of
 * |T_d| x |B_d| (measured and reported: `join_pairs`).
 *
 * Exact: every tour has exactly one (T part, B part) decomposition, each part is counted once in
 * its table (the frontier programme's merging is exact), and only pairs that make one cycle are
 * counted. Counts are 128-bit.
 */
#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <functional>
#include <thread>

#include "tour/split.h"

namespace cpw::tourimpl {

namespace {

using u128 = unsigned __int128;

/// The graph on a board of `width` x `height` whose cell c is `g`'s cell from(c), keeping the
/// leaps that keep(a, b) accepts (cells of g).
template <class From, class Keep> Graph mapped(const Graph &g, int width, int height, From from, Keep keep)
{
    Graph m;
    m.width = width;
    m.height = height;
    m.leaps = g.leaps;
    const int area = width * height;
    std::vector<int> to(static_cast<std::size_t>(area));
    for (int c = 0; c < area; ++c)
        to[static_cast<std::size_t>(from(c))] = c;
    m.hole.assign(static_cast<std::size_t>(area), 0);
    m.off.assign(static_cast<std::size_t>(area) + 1, 0);
    for (int c = 0; c < area; ++c) {
        const int a = from(c);
        m.hole[static_cast<std::size_t>(c)] = g.hole[static_cast<std::size_t>(a)];
        m.cellCount += m.hole[static_cast<std::size_t>(c)] ? 0 : 1;
        for (const int *p = g.begin(a); p != g.end(a); ++p)
            if (keep(a, *p))
                m.adj.push_back(to[static_cast<std::size_t>(*p)]);
        std::sort(m.adj.begin() + m.off[static_cast<std::size_t>(c)], m.adj.end());
        m.off[static_cast<std::size_t>(c) + 1] = static_cast<int>(m.adj.size());
        m.maxDegree = std::max(m.maxDegree, m.degree(c));
    }
    return m;
}

/// One configuration of a half: the band's degrees (2 bits a cell, dT: B's are stored as 2 - dB)
/// and the junction cells' pairing (4 bits a junction cell in band order: the label of its pair,
/// pairs numbered in order of first appearance).
struct Record {
    std::uint64_t degrees;
    u128 pairing;
    u128 count;
};

/// Builds a record from the band's codes (0 = degree 0, 15 = degree 2, else an end's label).
Record recordOf(const std::uint8_t *band, int cells, bool bottom, u128 count)
{
    Record r{0, 0, count};
    std::uint8_t relabel[16] = {};
    unsigned next = 0;
    int j = 0;
    for (int b = 0; b < cells; ++b) {
        const unsigned code = band[b];
        unsigned d = code == 0 ? 0 : code == 15 ? 2 : 1;
        if (bottom)
            d = 2 - d;
        r.degrees |= static_cast<std::uint64_t>(d) << (2 * b);
        if (code != 0 && code != 15) {
            if (!relabel[code])
                relabel[code] = static_cast<std::uint8_t>(++next);
            r.pairing |= static_cast<u128>(relabel[code]) << (4 * j++);
        }
    }
    return r;
}

/// The partner of each junction cell (index in band order) from a pairing.
int partnersOf(u128 pairing, std::uint8_t *partner)
{
    std::uint8_t first[16];
    std::fill(std::begin(first), std::end(first), 0xFF);
    int n = 0;
    for (; pairing; pairing >>= 4, ++n) {
        const unsigned label = static_cast<unsigned>(pairing) & 15;
        if (first[label] == 0xFF) {
            first[label] = static_cast<std::uint8_t>(n);
        } else {
            partner[n] = first[label];
            partner[first[label]] = static_cast<std::uint8_t>(n);
        }
    }
    return n;
}

/// Sum over the pairs of one degree group that make one cycle of countT x countB.
bool joinGroup(const Record *t, std::size_t nt, const Record *b, std::size_t nb, u128 &sum)
{
    std::uint8_t pt[32];
    std::vector<std::uint8_t> bPartners(nb * 32);
    int n = 0;
    for (std::size_t y = 0; y < nb; ++y)
        n = partnersOf(b[y].pairing, bPartners.data() + 32 * y);
    if (n == 0)
        return true; // no junction: the halves never meet in one cycle
    const int pairs = n / 2;
    for (std::size_t x = 0; x < nt; ++x) {
        partnersOf(t[x].pairing, pt);
        u128 acc = 0;
        for (std::size_t y = 0; y < nb; ++y) {
            const std::uint8_t *pb = bPartners.data() + 32 * y;
            // Walk: from cell 0 along T to its partner, then along B, until back at cell 0.
            int c = 0, seen = 0;
            do {
                c = pb[pt[c]];
                ++seen;
            } while (c != 0);
            if (seen == pairs && __builtin_add_overflow(acc, b[y].count, &acc))
                return false;
        }
        u128 prod;
        const u128 lim = ~u128{0};
        if (acc && t[x].count > lim / acc)
            return false;
        prod = acc * t[x].count;
        if (__builtin_add_overflow(sum, prod, &sum))
            return false;
    }
    return true;
}

/// A degree vector of `rows` band rows of S cells against its left-right mirror image: -1 below,
/// 0 equal, 1 above (the first row that differs decides, rows compared as numbers).
int mirrorOrder(std::uint64_t v, int rows, int S)
{
    for (int r = 0; r < rows; ++r) {
        std::uint64_t row = 0, image = 0;
        for (int x = 0; x < S; ++x) {
            const std::uint64_t d = (v >> (2 * (r * S + x))) & 3;
            row |= d << (2 * x);
            image |= d << (2 * (S - 1 - x));
        }
        if (row != image)
            return row < image ? -1 : 1;
    }
    return 0;
}

bool byDegrees(const Record &a, const Record &b)
{
    return a.degrees < b.degrees;
}

/// Joins a part of table T (any order) with table B (sorted by degrees) on ctx's threads:
/// adds the count to `sum` and the groups and pairs met to the outcome. False on an overflow.
bool joinTables(std::vector<Record> &t, const std::vector<Record> &b, SearchContext &ctx, u128 &sum,
                SplitOutcome &out)
{
    std::sort(t.begin(), t.end(), byDegrees);
    struct Group {
        std::size_t t0, t1, b0, b1;
    };
    std::vector<Group> groups;
    for (std::size_t x = 0; x < t.size();) {
        std::size_t x1 = x;
        while (x1 < t.size() && t[x1].degrees == t[x].degrees)
            ++x1;
        const auto range = std::equal_range(b.begin(), b.end(), t[x], byDegrees);
        if (range.first != range.second) {
            const Group gr{x, x1, static_cast<std::size_t>(range.first - b.begin()),
                           static_cast<std::size_t>(range.second - b.begin())};
            out.joinPairs += static_cast<double>(gr.t1 - gr.t0) * static_cast<double>(gr.b1 - gr.b0);
            groups.push_back(gr);
        }
        x = x1;
    }
    out.groups += static_cast<double>(groups.size());
    // Largest groups first, taken from a counter by the workers.
    std::sort(groups.begin(), groups.end(), [](const Group &a, const Group &c) {
        return (a.t1 - a.t0) * (a.b1 - a.b0) > (c.t1 - c.t0) * (c.b1 - c.b0);
    });
    const int threads = std::max(1, ctx.threads());
    std::atomic<std::size_t> nextGroup{0};
    std::atomic<bool> over{false};
    std::vector<u128> sums(static_cast<std::size_t>(threads), 0);
    auto work = [&](int w) {
        for (std::size_t i; (i = nextGroup.fetch_add(1)) < groups.size();) {
            if (ctx.stopRequested() || over)
                return;
            const Group &gr = groups[i];
            if (!joinGroup(t.data() + gr.t0, gr.t1 - gr.t0, b.data() + gr.b0, gr.b1 - gr.b0,
                           sums[static_cast<std::size_t>(w)]))
                over = true;
        }
    };
    if (threads == 1 || groups.size() < 2) {
        work(0);
    } else {
        std::vector<std::jthread> pool;
        for (int w = 0; w < threads; ++w)
            pool.emplace_back(work, w);
    }
    for (u128 x : sums)
        if (__builtin_add_overflow(sum, x, &sum))
            over = true;
    return !over;
}

} // namespace

// size: one pipeline in order: table B, T to the band, T's parts depth-first, each joined with B and freed
SplitOutcome countToursSplit(const Graph &board, int cut, int prefixCells, const TourRequest &request,
                             SearchContext &ctx)
{
    SplitOutcome out;
    // Rows of the shorter side.
    const bool turn = board.width > board.height;
    const int S = turn ? board.height : board.width, R = turn ? board.width : board.height;
    const Graph g = turn ? mapped(
                               board, S, R, [&](int c) { return (c % S) * board.width + c / S; },
                               [](int, int) { return true; })
                         : board;
    int reach = 0;
    for (int c = 0; c < g.area(); ++c)
        for (const int *p = g.begin(c); p != g.end(c); ++p)
            reach = std::max(reach, std::abs(*p / S - c / S));
    const int k = cut > 0 ? cut : R / 2;
    out.cut = k;
    out.rowLength = S;
    out.bandCells = reach * S;
    for (std::uint8_t h : g.hole)
        if (h)
            out.refused = true; // full rectangles only
    if (reach < 1 || k < 1 || k + reach >= R || R - k < reach || reach * S > 32 || out.refused) {
        out.refused = true;
        return out;
    }
    const int band = reach * S;
    const bool open = !request.closed;
    // Open tours: v (the free ends) is one more shared cell after the band's, in the records
    // (2 bits of degree each: 32 cells at most) and in the sweeps' codes.
    if (open && band + 1 > 32) {
        out.refused = true;
        return out;
    }
    const int shared = band + (open ? 1 : 0);
    const std::size_t perCode = open ? 1 : 0; // v's code after a configuration's window codes
    auto run = [&](const Graph &graph, FrontierPart &part, double *configs) {
        part.open = open;
        const FrontierOutcome o = sweepFrontierPart(graph, part, request, ctx);
        if (configs)
            *configs += o.perStep.empty() ? 0 : o.perStep.back();
        out.peakConfigurations = std::max(out.peakConfigurations, o.peakConfigurations);
        out.peakTableBytes = std::max(out.peakTableBytes, o.peakTableBytes);
        out.peakResidentBytes = std::max(out.peakResidentBytes, o.peakResidentBytes);
        if (o.memoryLimited) {
            out.memoryLimited = true;
            out.memoryLimit = o.memoryLimit;
        }
        if (o.overflow)
            out.overflow = true;
        if (o.refused || o.window < band)
            out.refused = true;
        return o.complete && !o.refused && o.window >= band;
    };

    // B: the board upside down, swept to the cut.
    const Graph flipped = mapped(
        g, S, R, [&](int c) { return (R - 1 - c / S) * S + c % S; }, [](int, int) { return true; });
    std::vector<Record> b;
    FrontierPart bp;
    bp.steps = (R - k) * S;
    std::array<std::uint8_t, 33> reordered{};
    bp.sink = [&](const std::uint8_t *codes, int window, u128 count) {
        for (int s = 0; s < window - band; ++s)
            if (codes[s] != 15 && bp.steps - window + s >= 0)
                return; // a cell short of degree 2 with no leap left: no completion
        // Band cell (x, k + i) of the board is row R - 1 - k - i of the flipped board, whose
        // slot is window - band + (reach - 1 - i) * S + x.
        for (int i = 0; i < reach; ++i)
            for (int x = 0; x < S; ++x)
                reordered[static_cast<std::size_t>(i * S + x)] =
                    codes[window - band + (reach - 1 - i) * S + x];
        reordered[static_cast<std::size_t>(band)] = codes[window]; // v (open tours)
        b.push_back(recordOf(reordered.data(), shared, true, count));
    };
    if (!run(flipped, bp, &out.bottomConfigs))
        return out;
    std::sort(b.begin(), b.end(), byDegrees);

    // T keeps, after each band cell, only the degree prefixes some B configuration completes
    // (a band cell's crossing leaps are all decided when it is swept, so its dT is final).
    std::vector<std::vector<std::uint64_t>> keep(static_cast<std::size_t>(band));
    auto maskOf = [](int n) {
        return n >= 32 ? ~std::uint64_t{0} : (std::uint64_t{1} << (2 * n)) - 1;
    };
    for (int n = 1; n <= band; ++n) {
        auto &kn = keep[static_cast<std::size_t>(n - 1)];
        for (const Record &r : b)
            if (kn.empty() || kn.back() != (r.degrees & maskOf(n)))
                kn.push_back(r.degrees & maskOf(n));
        std::sort(kn.begin(), kn.end());
        kn.erase(std::unique(kn.begin(), kn.end()), kn.end());
    }
    out.bottomDegreeVectors = static_cast<double>(keep.back().size());
    // The left-right mirror (when the leaps have it): a T record and its mirror image have the
    // same count and meet mirror images of the same B records, so T keeps only degree vectors
    // that are not above their mirror image (compared row by row, at each band row's end) and a
    // vector below its image counts twice.
    bool mirror = true; // every leap's mirror image is a leap
    for (int c = 0; c < g.area() && mirror; ++c)
        for (const int *p = g.begin(c); p != g.end(c); ++p) {
            const int mc = c / S * S + (S - 1 - c % S), mp = *p / S * S + (S - 1 - *p % S);
            mirror = mirror && std::find(g.begin(mc), g.end(mc), mp) != g.end(mc);
        }
    if (mirror) {
        for (int rows = 1; rows <= reach; ++rows) {
            auto &kn = keep[static_cast<std::size_t>(rows * S - 1)];
            kn.erase(std::remove_if(kn.begin(), kn.end(),
                                    [&](std::uint64_t v) { return mirrorOrder(v, rows, S) > 0; }),
                     kn.end());
        }
    }
    out.mirror = mirror;
    // The short prefixes also as bit sets (4^n bits, up to 8 MiB): a lookup, not a search.
    std::vector<std::vector<std::uint64_t>> keepBits(keep.size());
    for (std::size_t n = 1; n <= keep.size() && n <= 13; ++n) {
        auto &bits = keepBits[n - 1];
        bits.assign(std::max<std::size_t>(1, (std::size_t{1} << (2 * n)) / 64), 0);
        for (std::uint64_t v : keep[n - 1])
            bits[v >> 6] |= std::uint64_t{1} << (v & 63);
    }

    // T, the top: the board without the bottom's leaps, rows >= k loose; first swept to the
    // band (its configurations kept as seeds), then through the band in parts (below).
    const Graph top = mapped(
        g, S, R, [](int c) { return c; }, [&](int a, int c) { return a / S < k || c / S < k; });
    std::vector<std::uint8_t> loose(static_cast<std::size_t>(S * R), 0);
    std::fill(loose.begin() + k * S, loose.end(), 1);
    FrontierPart head;
    head.steps = k * S;
    head.loose = loose;
    std::vector<std::uint8_t> seedCodes;
    std::vector<u128> seedCounts;
    head.sink = [&](const std::uint8_t *codes, int w, u128 count) {
        seedCodes.insert(seedCodes.end(), codes, codes + w + perCode);
        seedCounts.push_back(count);
    };
    if (!run(top, head, nullptr))
        return out;
    const double seeds = static_cast<double>(seedCounts.size());
    out.topSeeds = seeds;
    // Depth-first over the degrees of the band's first cells: a node sweeps its seeds one band
    // cell further and parts the configurations by that cell's degree (0, 1, 2) into three
    // children, while it holds more than `splitAbove` seeds (or, given prefixCells, to that
    // depth); a leaf sweeps the rest of the band and its configurations are joined with B. Every
    // configuration goes to exactly one leaf, so the work is one sweep's and the largest map
    // about a 3^-depth part of it.
    const double splitAbove = 2.0e6;
    const int b0 = k * S, bandEnd = (k + reach) * S;
    u128 total = 0;
    std::vector<Record> t;
    const double peakBottom = out.peakConfigurations;
    out.peakConfigurations = 0;
    // `share`: the part's estimated share of T's band (its configurations' share at each parting).
    double shareDone = 0;
    std::function<bool(int, std::vector<std::uint8_t> &&, std::vector<u128> &&, double)> descend =
        [&](int j, std::vector<std::uint8_t> &&codes, std::vector<u128> &&counts, double share) -> bool {
        const bool deeper =
            j < band - 1 &&
            (prefixCells >= 0 ? j < prefixCells : static_cast<double>(counts.size()) > splitAbove);
        out.prefixCells = std::max(out.prefixCells, j);
        FrontierPart part;
        part.first = b0 + j;
        part.loose = loose;
        part.keepFrom = b0;
        part.keep = &keep;
        part.keepBits = &keepBits;
        part.seedCodes = std::move(codes);
        part.seedCounts = std::move(counts);
        if (deeper) {
            std::array<std::vector<std::uint8_t>, 3> childCodes;
            std::array<std::vector<u128>, 3> childCounts;
            part.steps = b0 + j + 1;
            part.sink = [&](const std::uint8_t *c, int w, u128 n) {
                const unsigned last = c[w - 1]; // cell b0 + j
                const int d = last == 0 ? 0 : last == 15 ? 2 : 1;
                childCodes[static_cast<std::size_t>(d)].insert(childCodes[static_cast<std::size_t>(d)].end(),
                                                               c, c + w + perCode);
                childCounts[static_cast<std::size_t>(d)].push_back(n);
            };
            if (!run(top, part, nullptr))
                return false;
            part = FrontierPart{}; // the seeds' memory back
            const double all =
                static_cast<double>(childCounts[0].size() + childCounts[1].size() + childCounts[2].size());
            for (std::size_t d = 0; d < 3; ++d) {
                const double childShare = share * static_cast<double>(childCounts[d].size()) / all;
                if (!childCounts[d].empty() &&
                    !descend(j + 1, std::move(childCodes[d]), std::move(childCounts[d]), childShare))
                    return false;
            }
            return true;
        }
        part.steps = bandEnd;
        part.sink = [&](const std::uint8_t *codes, int w, u128 count) {
            for (int s = 0; s < w - band; ++s)
                if (codes[s] != 15 && bandEnd - w + s >= 0)
                    return; // a top cell short of degree 2 (cannot happen for the knight)
            t.push_back(recordOf(codes + w - band, shared, false, count)); // v's code follows the band's
            if (mirror && mirrorOrder(t.back().degrees, reach, S) < 0 &&
                __builtin_add_overflow(t.back().count, t.back().count, &t.back().count))
                out.overflow = true; // its mirror image's share
        };
        ++out.topRuns;
        ctx.setProgressFigure({"top_part", static_cast<double>(out.topRuns)});
        t.clear();
        if (!run(top, part, &out.topConfigs))
            return false;
        if (out.overflow || !joinTables(t, b, ctx, total, out)) {
            out.overflow = true;
            return false;
        }
        ctx.addNodes(t.size());
        shareDone += share;
        ctx.setProgressFigure({"top_share_percent", std::round(shareDone * 1000.0) / 10.0});
        return !ctx.stopRequested();
    };
    const bool done = descend(0, std::move(seedCodes), std::move(seedCounts), 1.0);
    out.topPeakConfigurations = out.peakConfigurations;
    out.peakConfigurations = std::max(out.peakConfigurations, peakBottom);
    if (!done)
        return out;
    if (open && __builtin_add_overflow(total, total, &total)) {
        out.overflow = true; // directed: each path from both ends
        return out;
    }
    out.complete = true;
    out.count = total;
    return out;
}

} // namespace cpw::tourimpl
