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
 * counted. A record's count is at most 256 bits (a half's sweep past that is an overflow, token
 * "256"; past 128 bits only where the halves' counts are, 6 x 51 and 5 x 66 closed, and then the
 * join takes its wider path); the sums, products of two such counts, are kept in 512 bits
 * (BigCount; past that: token "512"), as the frontier programme's counts are: the long boards of
 * the published tables (5 x 40 and on) pass 2^128 while their halves do not.
 *
 * The layout (issue 49, docs/tour.md "Smaller records"). A record is 24 bytes: the degree vector
 * (2 bits a shared cell: at most 32), the pairing (4 bits a junction cell, the label of its pair
 * in order of first appearance) and the count's word. A pairing fits 64 bits while there are at
 * most 16 junction cells, i.e. while the shared cells (the band, and v for open tours) are at most
 * 17 (junction cells come in pairs): the knight's band up to rows of 8. Wider bands (rows of 9 or
 * more for the knight, of 17 or more for the wazir and the king) take a 128-bit pairing (32-byte
 * records): the split is a template on the pairing's type. A count below 2^63 is its word; a
 * larger one is kept in the table's WideCounts and its word holds its index (tour/packed.h). T's
 * seeds, kept between its sweeps, are the map's keys (4 bits a code) with the count's word, in
 * blocks (PackedConfigs): 16 bytes each up to 24 codes (the knight's rows up to 8; the second key
 * word's spare bits hold the count's word), 24 beyond, where they were W + 1 code bytes and a
 * 128-bit count. B's degree prefixes that T's
 * filter tests as bit sets are not also kept as sorted lists.
 */
#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <functional>
#include <memory>
#include <new>
#include <thread>

#include "tour/packed.h"
#include "tour/split.h"
#include "tour/splitgraph.h"
#include "tour/splitjoin.h"
#include "tour/splitlanes.h"

namespace cpw::tourimpl {

namespace {

using namespace splitjoin;

using u128 = unsigned __int128;

/// The depth of T's parting at which its parts are tasks (3^4 = 81 of them where the band is
/// deeper) when T reaches the band with over kSmallTop configurations: small enough for the
/// ancestors' sweeps to cost little, many enough for checkpoints every few minutes on 8x8.
constexpr int kTaskDepth = 4;
constexpr std::size_t kSmallTop = 100000;

/// countToursSplit with pairings of type P: sets `wider` and returns at once when they do not
/// fit P (more than 16 junction cells possible) or the request asks for 128-bit ones.
// size: one pipeline in order: table B, T to the band, T's parts as tasks, each depth-first, joined with B and freed
template <class P>
SplitOutcome countSplit(const Graph &board, int cut, int prefixCells, const TourRequest &request,
                        SearchContext &ctx, SearchContext &tasks, TaskLedger &ledger, bool &wider)
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
    // Junction cells come in pairs: 17 shared cells have at most 16, whose labels fill 64 bits.
    if (sizeof(P) < sizeof(u128) && (shared > 17 || request.splitWidePairing)) {
        wider = true;
        return out;
    }
    out.recordBytes = static_cast<int>(sizeof(Record<P>));
    const std::size_t perCode = open ? 1 : 0; // v's code after a configuration's window codes
    // What the split holds beside a sweep (B's records, the filters, the seeds kept for later
    // parts): counted against the memory limit by each sweep (FrontierPart::heldBytes).
    std::vector<Record<P>> b;
    WideCounts bWide; // B's counts past 2^63
    std::vector<std::vector<std::uint64_t>> keep(static_cast<std::size_t>(band));
    std::vector<std::vector<std::uint64_t>> keepBits(keep.size());
    Seeds headSeeds;
    struct Level {
        std::size_t node = ~std::size_t{0};
        std::array<Seeds, 3> child;
        std::array<bool, 3> taken{};
    };
    std::vector<Level> path; // a task's ancestors' children (seedsOf); streamed: the last level only
    std::vector<const std::array<Seeds, 3> *> pending; // children in descend's frames
    auto seedBytes = [](const Seeds &x) {
        return x ? x->bytes() : 0.0;
    };
    auto heldBytes = [&] {
        double n =
            static_cast<double>(b.capacity() * sizeof(Record<P>)) + bWide.bytes() + seedBytes(headSeeds);
        for (std::size_t i = 0; i < keep.size(); ++i)
            n += static_cast<double>((keep[i].capacity() + keepBits[i].capacity()) * sizeof(std::uint64_t));
        for (const Level &l : path)
            for (const Seeds &c : l.child)
                n += seedBytes(c);
        for (const auto *children : pending)
            for (const Seeds &c : *children)
                n += seedBytes(c);
        return n;
    };
    const double memoryLimit = memoryLimitOf(request);
    bool capped = false; // the last sweep was cut by its own map cap (FrontierPart::mapLimit)
    // The fraction done, one scale for every phase: B's sweep 20 %, T's head 20 % (about their
    // shares of 6x10 open), then a share a task; a leaf j cells below a task's node is 3^-j of it.
    constexpr double kBottomShare = 0.2, kTaskFrom = 0.4;
    double spanFrom = 0, spanTo = kBottomShare, tasksDone = 0, leavesDone = 0, taskShare = 1;
    int taskDepth = 0; // the sweeps inside the tasks leave the fraction where the last leaf put it
    auto advance = [&](double done, double leaves) {
        tasksDone = done;
        leavesDone = leaves;
        spanFrom = spanTo = kTaskFrom + (1 - kTaskFrom) * std::min(1.0, (done + leaves) * taskShare);
        ctx.setFractionDone(spanFrom);
        return true;
    };
    auto run = [&](const Graph &graph, FrontierPart &part, double *configs) {
        part.open = open;
        part.fractionFrom = spanFrom;
        part.fractionTo = spanTo;
        // The part's own seeds are counted by the sweep (T's head: also held for later tasks).
        part.heldBytes =
            heldBytes() - (part.seeds && part.seeds == headSeeds.get() ? seedBytes(headSeeds) : 0.0);
        FrontierOutcome o;
        try {
            o = sweepFrontierPart(graph, part, request, ctx);
        } catch (const std::bad_alloc &) { // the machine's memory ran out first (a sink's tables)
            o = FrontierOutcome{};
            o.memoryLimited = o.memoryRefused = true;
            o.memoryLimit = memoryLimit;
        }
        if (configs)
            *configs += o.perStep.empty() ? 0 : o.perStep.back();
        out.peakConfigurations = std::max(out.peakConfigurations, o.peakConfigurations);
        out.peakTableBytes = std::max(out.peakTableBytes, o.peakTableBytes);
        out.peakResidentBytes = std::max(out.peakResidentBytes, o.peakResidentBytes);
        capped = o.mapCapped;
        if (o.memoryLimited) {
            out.memoryLimited = true;
            out.memoryRefused = out.memoryRefused || o.memoryRefused;
            out.memoryLimit = o.memoryLimit;
        }
        if (o.overflow) {
            out.overflow = true;
            out.overflowBits = part.wideSink ? 256 : 128; // past what its sink holds
        }
        if (o.refused || o.window < band)
            out.refused = true;
        return o.complete && !o.refused && o.window >= band;
    };

    // B: the board upside down, swept to the cut.
    const Graph flipped = mapped(
        g, S, R, [&](int c) { return (R - 1 - c / S) * S + c % S; }, [](int, int) { return true; });
    FrontierPart bp;
    bp.steps = (R - k) * S;
    bp.sinkBytes = [](std::size_t n, int) { return static_cast<double>(n * sizeof(Record<P>)); };
    RecordLanes<P> bLanes; // the sink on every thread (FrontierPart::lanes)
    bp.lanes = [&](const std::vector<std::size_t> &sizes, int) {
        bLanes.open(b, sizes);
    };
    std::atomic<bool> unfit{false}; // a record whose pairing did not fit P (cannot happen)
    // B's record of a configuration (its count's word set by the sink); false: none.
    auto bRecord = [&](const std::uint8_t *codes, int window, Record<P> &r) {
        for (int s = 0; s < window - band; ++s)
            if (codes[s] != 15 && bp.steps - window + s >= 0)
                return false; // a cell short of degree 2 with no leap left: no completion
        // Band cell (x, k + i) of the board is row R - 1 - k - i of the flipped board, whose
        // slot is window - band + (reach - 1 - i) * S + x.
        std::array<std::uint8_t, 33> reordered{};
        for (int i = 0; i < reach; ++i)
            for (int x = 0; x < S; ++x)
                reordered[static_cast<std::size_t>(i * S + x)] =
                    codes[window - band + (reach - 1 - i) * S + x];
        reordered[static_cast<std::size_t>(band)] = codes[window]; // v (open tours)
        if (!recordOf(reordered.data(), shared, true, r))
            unfit = true;
        return true;
    };
    auto toB = [&](int lane, const std::uint8_t *codes, int window, const auto &count) { // u128 or Limbs<4>
        Record<P> r;
        if (bRecord(codes, window, r))
            bLanes.push(lane, r, count);
    };
    bp.sink = toB;
    bp.wideSink = toB;
    const bool bottomDone = run(flipped, bp, &out.bottomConfigs);
    bLanes.close(bWide);
    out.wideCounts += static_cast<double>(bWide.wideCounts());
    if (unfit)
        out.refused = true;
    if (!bottomDone || unfit)
        return out;
    std::sort(b.begin(), b.end(), byDegrees<P>);

    // T keeps, after each band cell, only the degree prefixes some B configuration completes
    // (a band cell's crossing leaps are all decided when it is swept, so its dT is final).
    auto maskOf = [](int n) {
        return n >= 32 ? ~std::uint64_t{0} : (std::uint64_t{1} << (2 * n)) - 1;
    };
    for (int n = 1; n <= band; ++n) {
        auto &kn = keep[static_cast<std::size_t>(n - 1)];
        for (const Record<P> &r : b)
            if (kn.empty() || kn.back() != (r.degrees & maskOf(n)))
                kn.push_back(r.degrees & maskOf(n));
        std::sort(kn.begin(), kn.end());
        kn.erase(std::unique(kn.begin(), kn.end()), kn.end());
        kn.shrink_to_fit();
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
    for (std::size_t n = 1; n <= keep.size() && n <= 13; ++n) {
        auto &bits = keepBits[n - 1];
        bits.assign(std::max<std::size_t>(1, (std::size_t{1} << (2 * n)) / 64), 0);
        for (std::uint64_t v : keep[n - 1])
            bits[v >> 6] |= std::uint64_t{1} << (v & 63);
        keep[n - 1] = std::vector<std::uint64_t>{}; // the filter tests the bits only
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
    // A seed: its window's codes, v's code (open tours) and its count, packed; `stores` filled
    // at once (each may leave a block part empty).
    auto seedsBytes = [&](std::size_t n, int w, int stores) { // each lane's stores (FrontierPart::lanes)
        return PackedConfigs::bytesFor(n, w + static_cast<int>(perCode), stores * std::max(1, ctx.threads()));
    };
    // Sweeps a part of T whose configurations become seeds, each into to[pick(codes, W)]: every
    // lane into stores of its own, appended to `to` in lane order after the sweep.
    auto sweepToSeeds = [&]<std::size_t N>(FrontierPart part, std::array<Seeds, N> &to, auto pick) {
        SeedLanes<N> lanes;
        const int extra = static_cast<int>(perCode);
        part.sinkBytes = [&](std::size_t n, int w) {
            return seedsBytes(n, w, static_cast<int>(N));
        };
        part.lanes = [&](const std::vector<std::size_t> &sizes, int w) {
            lanes.open(sizes.size(), w + extra);
        };
        auto toSeeds = [&](int lane, const std::uint8_t *c, int w, const auto &n) {
            lanes.at(lane, pick(c, w)).push(c, w + extra, n);
        };
        part.sink = toSeeds;
        part.wideSink = toSeeds;
        const bool swept = run(top, part, nullptr);
        lanes.close(to);
        return swept;
    };
    auto one = [](const std::uint8_t *, int) {
        return std::size_t{0};
    };
    std::array<Seeds, 1> headStore;
    spanFrom = kBottomShare;
    spanTo = kTaskFrom;
    const bool headDone = sweepToSeeds(head, headStore, one);
    spanFrom = spanTo = kTaskFrom;
    headSeeds = std::move(headStore[0]);
    if (!headDone)
        return out;
    out.topSeeds = headSeeds ? static_cast<double>(headSeeds->size()) : 0.0;
    out.wideCounts += headSeeds ? static_cast<double>(headSeeds->wideCounts()) : 0.0;
    const int b0 = k * S, bandEnd = (k + reach) * S;
    const double peakBottom = out.peakConfigurations;
    out.peakConfigurations = 0;

    // A sweep of T from band cell j to `steps` on the seeds, B's degree prefixes filtering it.
    auto bandPart = [&](int j, int steps, const Seeds &seeds) {
        FrontierPart part;
        part.first = b0 + j;
        part.steps = steps;
        part.loose = loose;
        part.keepFrom = b0;
        part.keep = &keep;
        part.keepBits = &keepBits;
        part.seeds = seeds.get();
        return part;
    };
    // One band cell more: the seeds at band cell j swept through it and parted by its degree
    // (0, 1, 2) into `child` (a band cell's crossing leaps are all decided when it is swept).
    // The seeds are freed on return, unless shared (T's head).
    auto partOne = [&](int j, Seeds seeds, std::array<Seeds, 3> &child, double mapLimit = 0) {
        FrontierPart part = bandPart(j, b0 + j + 1, seeds);
        part.mapLimit = mapLimit;
        out.prefixCells = std::max(out.prefixCells, j + 1);
        const bool swept = sweepToSeeds(std::move(part), child, [](const std::uint8_t *c, int w) {
            const unsigned last = c[w - 1]; // cell b0 + j: its degree
            return std::size_t{last == 0 ? 0u : last == 15 ? 2u : 1u};
        });
        for (const Seeds &c : child)
            out.wideCounts += c ? static_cast<double>(c->wideCounts()) : 0.0;
        return swept;
    };
    // Below a task's node, depth-first: a node with more than `splitAbove` seeds (or, given
    // prefixCells, above that depth) is parted one band cell further; a leaf sweeps the rest of
    // the band and its configurations are joined with B into `sum`. Every configuration goes to
    // exactly one leaf, so the work is one sweep's and the largest map about a 3^-depth part.
    // Streamed counts (below) refine on memory: a node's parting or a leaf's sweep that outgrows
    // the streamed cap or stops at the memory limit is done again as three passes from the same
    // seeds, each keeping one degree of the node's first band cell (`fromNode`; each about a third
    // of the map), and so on down the band. `prefix` holds the degrees of the band cells above the
    // node (2 bits a cell).
    const double splitAbove = 2.0e6;
    std::vector<Record<P>> t;
    WideCounts tWide; // a part's counts past 2^63
    bool refine = false;
    // The map a streamed part may take before it is refined by one band cell more.
    auto streamCap = [&] {
        return request.splitStreamNodeBytes > 0 ? request.splitStreamNodeBytes
                                                : (memoryLimit - heldBytes()) / 3.0;
    };
    // How a streamed sweep (a pass, a parting or a leaf) ended. `cap` and `memory` are the two ends
    // a smaller sweep may mend: it outgrew its own cap, or it stopped at the memory limit.
    enum class Sweep { done, cap, memory, failed };
    // Why the last sweep fell short: its cap; the memory limit where `memoryRetries` (the stop's
    // flags then cleared, as a smaller sweep is to be tried); otherwise failed for good (a stop
    // asked for, an overflow, a refusal, or the memory limit where no smaller sweep is left).
    // The one place that decides whether a stopped sweep is refined or given up.
    auto whyShort = [&](bool memoryRetries) {
        if (ctx.stopRequested())
            return Sweep::failed;
        if (capped)
            return Sweep::cap;
        if (!memoryRetries || !out.memoryLimited || out.overflow || out.refused)
            return Sweep::failed;
        out.memoryLimited = out.memoryRefused = false;
        return Sweep::memory;
    };
    std::function<bool(const Seeds &, int, std::uint64_t, int, BigCount &)> fromNode;
    std::function<bool(int, Seeds, std::uint64_t, BigCount &)> descend =
        [&](int j, Seeds seeds, std::uint64_t prefix, BigCount &sum) -> bool {
        if (!seeds || seeds->size() == 0) // its share done
            return advance(tasksDone, leavesDone + std::pow(3.0, taskDepth - j));
        const bool canRefine = refine && j < band - 1;
        auto again = [&](const Seeds &src) { // nothing of this node was joined yet
            ++out.refinedNodes;
            for (std::uint64_t d = 0; d < 3; ++d)
                if (!fromNode(src, j, prefix | d << (2 * j), j + 1, sum))
                    return false;
            return true;
        };
        const double size = static_cast<double>(seeds->size());
        if (j < band - 1 && (prefixCells >= 0 ? j < prefixCells : size > splitAbove)) {
            std::array<Seeds, 3> child;
            pending.push_back(&child); // held while its siblings are swept
            Seeds src = canRefine ? seeds : Seeds{};
            bool ok = partOne(j, std::move(seeds), child, canRefine ? streamCap() : 0.0);
            if (!ok && canRefine && whyShort(true) != Sweep::failed) {
                child = {};
                pending.pop_back();
                return again(src);
            }
            src.reset();
            for (std::uint64_t c = 0; c < 3; ++c)
                ok = ok && descend(j + 1, std::move(child[c]), prefix | c << (2 * j), sum);
            pending.pop_back();
            return ok;
        }
        FrontierPart part = bandPart(j, bandEnd, seeds);
        // T's record of a configuration (v's code follows the band's), its count's word set by
        // the sink; false: none. `twice`: its mirror image's share counted with it.
        auto tRecord = [&](const std::uint8_t *codes, int w, Record<P> &r, bool &twice) {
            for (int s = 0; s < w - band; ++s)
                if (codes[s] != 15 && bandEnd - w + s >= 0)
                    return false; // a top cell short of degree 2 (cannot happen for the knight)
            if (!recordOf(codes + w - band, shared, false, r))
                unfit = true;
            twice = mirror && mirrorOrder(r.degrees, reach, S) < 0;
            return true;
        };
        RecordLanes<P> lanes; // the sink on every thread (FrontierPart::lanes)
        std::atomic<bool> past256{false};
        part.lanes = [&](const std::vector<std::size_t> &sizes, int) {
            lanes.open(t, sizes);
        };
        part.sink = [&](int lane, const std::uint8_t *codes, int w, u128 count) {
            Record<P> r;
            bool twice = false;
            if (!tRecord(codes, w, r, twice))
                return;
            if (twice && __builtin_add_overflow(count, count, &count)) { // past 128 bits
                lanes.push(lane, r,
                           Limbs<4>{{static_cast<std::uint64_t>(count),
                                     static_cast<std::uint64_t>(count >> 64), 1, 0}});
            } else {
                lanes.push(lane, r, count);
            }
        };
        part.wideSink = [&](int lane, const std::uint8_t *codes, int w, const Limbs<4> &count) {
            Record<P> r;
            bool twice = false;
            if (!tRecord(codes, w, r, twice))
                return;
            Limbs<4> c = count;
            if (twice && !c.addLimbs(count))
                past256 = true;
            lanes.push(lane, r, c);
        };
        part.sinkBytes = [](std::size_t n, int) {
            return static_cast<double>(n * sizeof(Record<P>));
        };
        ++out.topRuns;
        ctx.setProgressFigure({"top_part", static_cast<double>(out.topRuns)});
        t.clear();
        tWide = WideCounts{};
        if (canRefine)
            part.mapLimit = streamCap();
        const bool swept = run(top, part, &out.topConfigs);
        lanes.close(tWide);
        if (past256) {
            out.overflow = true;
            out.overflowBits = 256;
        }
        out.wideCounts += static_cast<double>(tWide.wideCounts());
        if (unfit)
            out.refused = true;
        if (!swept && canRefine && whyShort(true) != Sweep::failed) {
            part = FrontierPart{};
            t = std::vector<Record<P>>{};
            tWide = WideCounts{};
            return again(seeds);
        }
        if (!swept || unfit)
            return false;
        part = FrontierPart{}; // the seeds' memory back before the join
        seeds.reset();
        if (out.overflow)
            return false;
        if (!joinTables(t, tWide, b, bWide, ctx, sum, out)) {
            out.overflow = true;
            out.overflowBits = 512;
            return false;
        }
        ctx.addNodes(t.size());
        t = std::vector<Record<P>>{};
        return advance(tasksDone, leavesDone + std::pow(3.0, taskDepth - j)) && !ctx.stopRequested();
    };

    // T's band in tasks (runLedgerTasks: checkpoints, resume, --sample, --mpi): the nodes at
    // depth P of the parting, one per degree prefix of the band's first P cells, task
    // t = d_0 d_1 .. d_{P-1} in base 3 (d_0, the first band cell's degree, the most significant).
    // A task's seeds come from its ancestors, swept one band cell each: `path[j]` keeps the
    // three children of the node at depth j last swept (ids are whole prefixes, so a kept level
    // stays valid), so tasks in order sweep every ancestor once, as the depth-first recursion
    // did; tasks out of order (a sample, other processes' tasks) sweep again what they need.
    // A small T (at most kSmallTop seeds: seconds of work) is one task; a part's ancestors are
    // sweeps of their own, not worth it there.
    const bool small = !headSeeds || headSeeds->size() <= kSmallTop;
    const int depth =
        std::min({prefixCells >= 0 ? prefixCells : small ? 0 : kTaskDepth, kTaskDepth, band - 1});
    std::size_t taskCount = 1;
    for (int j = 0; j < depth; ++j)
        taskCount *= 3;
    out.taskDepth = depth;
    out.tasks = static_cast<double>(taskCount);
    taskDepth = depth;
    taskShare = 1.0 / static_cast<double>(taskCount);
    tasksDone = tasks.options().resume ? static_cast<double>(tasks.options().resume->doneCount()) : 0.0;
    path.resize(static_cast<std::size_t>(depth));
    // The node `node` (a prefix of j + 1 digits) at depth j + 1: its seeds, swept again when
    // they were taken before.
    std::function<bool(int, std::size_t, Seeds &)> seedsOf = [&](int j, std::size_t node, Seeds &to) -> bool {
        if (j < 0) {
            to = headSeeds; // the root: T at the band
            return true;
        }
        Level &level = path[static_cast<std::size_t>(j)];
        const std::size_t parent = node / 3, d = node % 3;
        if (level.node != parent || level.taken[d]) {
            Seeds up;
            if (!seedsOf(j - 1, parent, up))
                return false;
            level = Level{};
            if (!partOne(j, std::move(up), level.child))
                return false;
            level.node = parent;
        }
        to = std::move(level.child[d]);
        level.taken[d] = true;
        return true;
    };
    // Streamed tasks (TourRequest::splitStream; picked when the first ancestors' sweep, about
    // 2.5 configurations a seed in a map beside its children, would not fit): no ancestor is kept.
    // A task of prefix d_0 .. d_{L-1} sweeps its L band cells from T's head seed by seed
    // (FrontierPart::chain), keeping only configurations of that prefix, into one map; when that
    // map outgrows a third of the memory left beside B and the head (the part's cap), the part is
    // dropped and swept again as three parts of one band cell more, each from the head. Then it
    // goes on depth-first as above, where a parting or a leaf that outgrows the same cap (or stops
    // at the memory limit) is refined the same way from its node's seeds (`fromNode`). The head is
    // read once per pass; memory is B, the head and one task's parts, at any depth.
    const double perSeed =
        headSeeds && headSeeds->size() ? headSeeds->bytes() / static_cast<double>(headSeeds->size()) : 0.0;
    const bool stream =
        depth > 0 && request.splitStream != 0 &&
        (request.splitStream > 0 || 2.5 * out.topSeeds * (32.0 + perSeed) > memoryLimit - heldBytes());
    out.streamed = stream;
    refine = stream;
    // One pass over `src` (the seeds at band cell j0: T's head, or a node's) for the prefix of
    // `cells` band cells into `node`: done, cut by its map's cap, stopped at the memory limit
    // (above the band's last cell only: there a smaller pass is left), or failed.
    auto passFrom = [&](const Seeds &src, int j0, std::uint64_t prefix, int cells, Seeds &node) -> Sweep {
        FrontierPart part = bandPart(j0, b0 + cells, src);
        part.chain = cells - j0;
        part.prefix = prefix;
        part.prefixCells = cells;
        if (cells < band - 1)
            part.mapLimit = streamCap();
        out.prefixCells = std::max(out.prefixCells, cells);
        ++(src == headSeeds ? out.headPasses : out.nodePasses);
        std::array<Seeds, 1> store{std::move(node)};
        const bool swept = sweepToSeeds(std::move(part), store, one);
        node = std::move(store[0]);
        out.wideCounts += node ? static_cast<double>(node->wideCounts()) : 0.0;
        if (swept)
            return Sweep::done;
        node.reset();
        return whyShort(refine && cells < band - 1);
    };
    auto passFromHead = [&](std::uint64_t prefix, int cells, Seeds &node) {
        return passFrom(headSeeds, 0, prefix, cells, node);
    };
    fromNode = [&](const Seeds &src, int j0, std::uint64_t prefix, int cells, BigCount &sum) -> bool {
        Seeds node;
        const Sweep swept = passFrom(src, j0, prefix, cells, node);
        if (swept != Sweep::done) {
            if (swept == Sweep::failed)
                return false;
            for (std::uint64_t d = 0; d < 3; ++d) // too large: three parts of one band cell more
                if (!fromNode(src, j0, prefix | d << (2 * cells), cells + 1, sum))
                    return false;
            return true;
        }
        return descend(cells, std::move(node), prefix, sum);
    };
    auto fromHead = [&](std::uint64_t prefix, int cells, BigCount &sum) {
        return fromNode(headSeeds, 0, prefix, cells, sum);
    };
    auto prefixOf = [&](std::size_t task) {
        std::uint64_t prefix = 0; // d_0 (task's most significant digit) lowest
        for (int j = depth - 1; j >= 0; --j, task /= 3)
            prefix |= static_cast<std::uint64_t>(task % 3) << (2 * j);
        return prefix;
    };
    // Streamed siblings (tasks that differ in their last digit only) share one pass over the
    // head: it sweeps the depth - 1 band cells of their common prefix, and that node is parted by
    // the next cell into the three tasks' seeds (partOne), the other two kept for their tasks
    // (`siblings`, the last level of `path`, as seedsOf keeps it; tasks in order take them
    // next). A pass or a parting cut by its cap (the three tasks' configurations at once outgrow
    // what one task's may take) leaves the task to its own pass, refined there as before. The tasks' configurations, and so their sums, are
    // the same either way; a group takes one pass over the head instead of three.
    // Sharing takes memory: the group's pass holds three tasks' configurations, and the kept
    // siblings' seeds are memory the task's own sweeps then lack. So a shared pass, parting or
    // task from kept seeds that stops at the memory limit gives the group up (its tasks take their
    // own passes, as without sharing, which fit where the shared ones may not: 8x8 open at 21 GiB,
    // docs/tour.md), and the task runs again from the head.
    std::size_t tooLarge = ~std::size_t{0};    // the last parent whose pass or parting was cut
    // The group's tasks each on its own pass; `why` the shared sweep's end (cap or memory).
    auto ownPasses = [&](std::size_t parent, Sweep why) {
        Level &siblings = path.back();
        if (why == Sweep::memory)
            ++out.siblingRetries;
        siblings = Level{};
        tooLarge = parent;
    };
    auto streamed = [&](std::size_t task, BigCount &sum) -> bool {
        const std::size_t parent = task / 3, d = task % 3;
        Level &siblings = path.back(); // streamed counts have depth >= 1
        if (request.splitShareSiblings && depth >= 2 && parent != tooLarge &&
            (siblings.node != parent || siblings.taken[d])) {
            siblings = Level{};
            Seeds node;
            const std::uint64_t common = prefixOf(task) & ((std::uint64_t{1} << (2 * (depth - 1))) - 1);
            Sweep why = passFromHead(common, depth - 1, node);
            if (why == Sweep::done && !partOne(depth - 1, std::move(node), siblings.child, streamCap()))
                why = whyShort(true);
            if (why == Sweep::failed)
                return false;
            if (why == Sweep::done)
                siblings.node = parent;
            else
                ownPasses(parent, why); // too large for the three at once
        }
        if (siblings.node == parent && !siblings.taken[d]) {
            siblings.taken[d] = true;
            if (descend(depth, std::move(siblings.child[d]), prefixOf(task), sum))
                return true;
            if (whyShort(true) != Sweep::memory)
                return false;
            ownPasses(parent, Sweep::memory);
            t = std::vector<Record<P>>{};
            sum = BigCount{}; // what the stopped try added
        }
        return fromHead(prefixOf(task), depth, sum);
    };
    // Every task's count in 32-bit limbs (64-bit ledger counters, summed over up to 2^32 tasks):
    // split_sum_0 .. split_sum_3 always, the limbs above (up to 512 bits) where not 0.
    constexpr int kSumLimbs = 2 * BigCount::kLimbs;
    auto limbName = [](int l) { return "split_sum_" + std::to_string(l); };
    std::string split = "tour-split/" + std::to_string(S) + "x" + std::to_string(R) + "/cut" + std::to_string(k) +
                        "/depth" + std::to_string(depth) + (open ? "/open" : "/closed");
    // The tours of the parts done so far, earlier sessions' too, shown while the count runs
    // (directed when open; a sample's or another process's parts are not this run's).
    BigCount soFar;
    if (const TaskLedger *r = tasks.options().resume)
        for (int l = 0; l < kSumLimbs; ++l)
            if (const auto it = r->counters.find(limbName(l)); it != r->counters.end())
                soFar.addAtBit(it->second, 32 * l);
    auto showSoFar = [&](const BigCount &add) {
        BigCount directed = soFar;
        if (tasks.options().sampleTasks == 0 && !tasks.options().distributor && soFar.add(add) &&
            directed.add(add) && (!open || directed.add(BigCount{directed}))) {
            out.countedSoFar = directed.fits64() ? directed.limb[0] : ~std::uint64_t{0};
            ctx.setCountedSoFar(out.countedSoFar);
        }
    };
    showSoFar(BigCount{}); // a resumed count's parts
    std::uint64_t nodesSeen = 0; // ctx's nodes already added to `tasks` (B's and T's head's with the first part)
    bool failed = false;
    auto work = [&](std::size_t task, int, TaskResult &result) {
        Seeds seeds;
        BigCount sum;
        bool done = false;
        try {
            if (stream)
                done = streamed(task, sum);
            else
                done = (depth == 0 ? seedsOf(-1, 0, seeds) : seedsOf(depth - 1, task, seeds)) &&
                       descend(depth, std::move(seeds), prefixOf(task), sum);
        } catch (const std::bad_alloc &) { // the machine's memory ran out first (a copy, a join)
            out.memoryLimited = out.memoryRefused = true;
            out.memoryLimit = memoryLimit;
            pending.clear();
            for (Level &level : path)
                level = Level{};
            t = std::vector<Record<P>>{};
        }
        tasks.addNodes(ctx.nodes() - nodesSeen);
        nodesSeen = ctx.nodes();
        if (!done || ctx.stopRequested()) {
            failed = failed || !done;
            tasks.requestStop(ctx.stopRequested() ? ctx.reason() : StopReason::StopRequested);
            return; // cut short: not merged, the task runs again on resume
        }
        for (int l = 0; l < kSumLimbs; ++l) {
            const std::uint64_t limb = sum.limb[l / 2] >> (32 * (l % 2)) & 0xFFFFFFFFu;
            if (l < 4 || limb)
                result.counters[limbName(l)] = limb;
        }
        ++out.tasksRun;
        showSoFar(sum);
        advance(tasksDone + 1, 0);
        ctx.setProgressFigure({"split_task", tasksDone, static_cast<double>(taskCount)});
    };
    const Result<bool> all = runLedgerTasks(tasks, taskCount, split, ObjectiveSense::None, work, ledger,
                                            tasks.options().resume);
    tasks.addNodes(ctx.nodes() - nodesSeen);
    out.topPeakConfigurations = out.peakConfigurations;
    out.peakConfigurations = std::max(out.peakConfigurations, peakBottom);
    if (!all) {
        out.error = all.error();
        return out;
    }
    if (failed || !all.value())
        return out; // stopped (a checkpoint has the tasks done), a sample, or a sweep's failure
    BigCount total;
    for (int l = 0; l < kSumLimbs; ++l) {
        const auto it = ledger.counters.find(limbName(l));
        if (it != ledger.counters.end() && !total.addAtBit(it->second, 32 * l)) {
            out.overflow = true;
            out.overflowBits = 512;
            return out;
        }
    }
    if (open && !total.add(BigCount{total})) {
        out.overflow = true; // directed: each path from both ends
        out.overflowBits = 512;
        return out;
    }
    out.complete = true;
    out.count = total;
    return out;
}

} // namespace

SplitOutcome countToursSplit(const Graph &board, int cut, int prefixCells, const TourRequest &request,
                             SearchContext &ctx, SearchContext &tasks, TaskLedger &ledger)
{
    bool wider = false;
    SplitOutcome out = countSplit<std::uint64_t>(board, cut, prefixCells, request, ctx, tasks, ledger, wider);
    return wider ? countSplit<u128>(board, cut, prefixCells, request, ctx, tasks, ledger, wider) : out;
}

} // namespace cpw::tourimpl
