/*
 * Tours counted, not enumerated: a frontier dynamic programme over the cells of a rectangle
 * (issue 25; docs/tour.md "Counting without enumerating").
 *
 * The sweep. The board is turned so that its rows (the short side, or whichever side gives the
 * narrower window) have S cells, and the cells are taken one at a time in row order: index
 * i = y * S + x. An edge (a leap) joins two cells j < i; it is decided when its later cell i is
 * taken. W, the window, is the largest i - j of any edge (2S + 1 for the knight): when cell i
 * is taken, every earlier neighbour lies among the W cells before it, and the cell that then
 * leaves the window, i - W, has all its neighbours behind it.
 *
 * What is counted. Closed tours are the Hamiltonian cycles of the leap graph (undirected: one
 * edge set, one tour). Open tours are Hamiltonian paths; a path p1 .. pn is the cycle
 * v p1 .. pn v once a virtual cell v, joined to every cell, is added, so open tours are counted
 * as Hamiltonian cycles through v, and v is kept in every configuration (its degree, 0 .. 2,
 * is the number of free path ends used). An undirected path is two directed tours; with a
 * start cell s the edge s-v is forced, and each path with an end at s is one tour from s.
 *
 * A configuration is what the future can still see of a partial edge set: for each of the W
 * window cells (and v) its degree so far, 0, 1 or 2, and for each cell of degree 1 the label
 * of its path segment: the two ends of one segment share a label. Labels are renumbered in
 * order of first appearance, so equal futures give equal configurations. Each configuration is
 * a 4-bit code per window cell (0 = degree 0, 1..14 = the label of a segment end, 15 = degree 2,
 * also used for holes, cells before the board and cells that can take no more edges), packed
 * into one machine word (64 bits while the window and v fit in 16 codes, else 128) with v's
 * code on top. Every rule of a step works on the packed word, several codes at once (SWAR: a
 * mask with the low bit of each 4-bit code set marks the codes that are 0, 15, a given label).
 *
 * One step (cell i): for every configuration and every choice of at most two edges from i to
 * earlier window cells of degree < 2 (and, open, to v), the edges are added one by one: two
 * free cells start a segment; a cell joined to a segment end extends it; two ends of different
 * segments merge them (the far end of one takes the other's label); two ends of the same
 * segment close a cycle. A closed cycle is a tour only at the last cell and only when nothing
 * else is left (every code 15): its count is added to the total and it is not stored; any other
 * cycle is pruned. A cell whose remaining neighbours (after i) cannot bring its degree to 2 is
 * pruned at once (this includes the cell that leaves the window): such cells must be joined to
 * cell i now, so a configuration with one of them out of i's reach, or with more than two, dies
 * before any choice is tried. The successors are merged in the next map by adding counts.
 *
 * Dead configurations are never stored. Before a successor goes into the map it must pass
 * three necessary conditions for a completion (Expander::viable): the next cell's needs (cells
 * that must be joined to cell i + 1 are its neighbours, at most two); the cells ahead (a cell
 * after i with fewer than two neighbours after i gets the rest from window cells that can still
 * take an edge, or from v: one edge each, as many as v has left; a table per step by the set of
 * finished window cells); and, for bipartite leap graphs, the colour balance between the free
 * cells and the segment ends (see viable()). Dropping what cannot be completed changes no count.
 *
 * Why merging is exact: every completion of a partial edge set (the edges decided at later
 * cells) depends only on the degrees of the window cells and on which of their ends are joined,
 * so two partial edge sets with one configuration have the same completions; the count of
 * tours is the sum over final configurations of (partial sets) x (completions), summed here
 * step by step. Counts are 64-bit; a sweep whose counts overflow is run again with 128-bit
 * counts, then 256 and 512 (frontiermap.h Wide: four or eight 64-bit limbs, added with carry),
 * and beyond 512 bits the run stops with CountOverflow. (The split's parts stop at 128 bits.)
 *
 * Maps and threads: a step's map is cut into 256 shards by the top bits of the key's hash, each
 * an open-addressing table (linear probing, flat arrays of (key, count)). Workers take source
 * shards from an atomic counter, expand their configurations and send the successors, 64 at a
 * time, to the destination shard of their hash under that shard's lock (the slots are
 * prefetched first). A source shard's memory is freed as soon as it is expanded, so a step
 * holds about one map, not two. Sums do not depend on the order, so counts are the same for any
 * thread count.
 *
 * Several processes (FrontierExchange, frontiershare.h): every rank owns the configurations of
 * its hash part, sends the successors it makes for other ranks once a step, merges those it
 * receives, and agrees with the others on overflow, stop and checkpoints at the end of each step;
 * a checkpoint is one side file per rank (FILE.stepN.rankR.frontier) and a ledger naming them.
 */
#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <new>
#include <optional>
#include <thread>

#if defined(__unix__)
#include <sys/resource.h>
#include <unistd.h>
#endif

#include "tour/frontierexpand.h"
#include "tour/frontierfile.h"
#include "tour/frontiermap.h"
#include "tour/frontiershare.h"
#include "tour/tourimpl.h"
#include "tour/workers.h"

namespace cpw::tourimpl {

namespace {

using namespace frontier;

/// The sum a sweep with counts C reports: 128 bits (counts of 64 or 128), else C's own width.
template <class C> using TotalOf = std::conditional_t<kWide<C>, C, u128>;

template <class T> std::vector<std::uint64_t> wordsOf(const T &v)
{
    std::vector<std::uint64_t> w(static_cast<std::size_t>(kCountWords<T>));
    for (int k = 0; k < kCountWords<T>; ++k)
        w[static_cast<std::size_t>(k)] = countWord(v, k);
    return w;
}

} // namespace

double residentPeakBytes()
{
#if defined(__unix__)
    rusage usage{};
    if (getrusage(RUSAGE_SELF, &usage) == 0)
        return static_cast<double>(usage.ru_maxrss) * 1024.0;
#endif
    return 0.0;
}

double defaultMemoryLimit()
{
#if defined(__unix__)
    const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
    if (pages > 0 && page > 0)
        return 0.75 * static_cast<double>(pages) * static_cast<double>(page);
#endif
    return 16.0 * 1024 * 1024 * 1024;
}

double memoryLimitOf(const TourRequest &request)
{
    return request.memoryLimitBytes > 0 ? request.memoryLimitBytes : defaultMemoryLimit();
}

int frontierWindow(const Graph &g, bool *turned)
{
    const Sweep rows = makeSweep(g, false), columns = makeSweep(g, true);
    const bool turn = columns.window < rows.window;
    if (turned)
        *turned = turn;
    return turn ? columns.window : rows.window;
}

namespace {

/// What a resumed sweep starts from: a checkpoint's side file.
struct ResumeFrom {
    std::string path;
    std::uint64_t checksum = 0;
    SideHeader expected; ///< the problem's header fields
    std::uint64_t stepsDone = 0;
    /// Written by several ranks: every part (path, checksum); path and checksum are unused.
    std::vector<std::pair<std::string, std::uint64_t>> parts;
};

/// Reads the map of a side file (or of every part of one written by several ranks) into `map`,
/// keeping the configurations this rank owns; the steps it had done are `first`. False with
/// out.error set, or with `overflow` set when its counts need 128 bits (every rank reads every
/// part, so every rank fails alike).
template <class K, class C>
bool loadSide(const ResumeFrom &from, const Share &share, Map<K, C> &map, FrontierOutcome &out,
              std::atomic<bool> &overflow)
{
    std::vector<std::pair<std::string, std::uint64_t>> parts = from.parts;
    if (parts.empty())
        parts.emplace_back(from.path, from.checksum);
    SideHeader h;
    bool fits = true;
    for (std::size_t k = 0; k < parts.size(); ++k) {
        SideReader r;
        SideHeader part;
        if ((out.error = r.open(parts[k].first, from.expected, part)))
            return false;
        if (part.stepsDone != from.stepsDone) {
            out.error = sideFileError(parts[k].first, SideFileProblem::Checkpoint);
            return false;
        }
        fits = readEntries(r, part, map, [&](K key) { return share.owns(hashKey(key)); }) && fits;
        if ((out.error = r.finish(parts[k].second)))
            return false;
        if (k == 0)
            h = part; // the figures of the sweep so far (of all ranks: the same in every part)
    }
    if (!fits) {
        overflow = true;
        return false;
    }
    out.perStep.assign(h.perStep.begin(), h.perStep.end());
    out.peakConfigurations = static_cast<double>(h.peakConfigurations);
    out.peakTableBytes = static_cast<double>(h.peakTableBytes);
    out.resumedAt = static_cast<int>(h.stepsDone);
    return true;
}

/// One sweep with keys K and counts C: false when stopped, on an overflow (`overflow` set) or
/// when a checkpoint could not be written or read (out.error). With checkpoints the last
/// finished map is kept whole while the next step runs, so that a stop can save it.
// size: one sweep step after another with its stop, memory, overflow, checkpoint and (several ranks) exchange
// exits; the step itself could become a function of its own
template <class K, class C>
bool sweep(const Sweep &s, const TourRequest &request, SearchContext &ctx, int startSweep,
           FrontierOutcome &out, std::atomic<bool> &overflow, TotalOf<C> &total, const ResumeFrom *from,
           SweepCheckpoints &checkpoints, const FrontierPart *part = nullptr)
{
    const int end = part ? part->steps - 1 : s.lastCell; // the last cell swept
    const bool open = !request.closed;
    const Layout<K> layout(s.window);
    std::atomic<bool> stopped{false};
    out.peakConfigurations = 0;
    out.peakTableBytes = 0;
    out.perStep.clear();
    const int threads = std::max(1, ctx.threads());
    Share share; // several ranks (frontiershare.h): each sweeps the configurations it owns
    if (FrontierExchange *ex = ctx.options().frontierExchange; ex && ex->size() > 1 && !part)
        share = Share{ex, ex->rank(), ex->size()};
    // The maps' memory, against the limit (the request's, or 3/4 of the machine's memory), less
    // what a part's caller holds (the split's tables and seeds) and the part's own seeds. One
    // rank alone refuses a table's growth past it (Budget: the step is cut before the
    // allocation); several ranks finish the step and stop together at its end.
    const double limit = memoryLimitOf(request);
    const double held = part ? part->heldBytes + (part->seeds ? part->seeds->bytes() : 0.0) : 0.0;
    Budget budget;
    budget.limit = std::max(1.0, limit - held);
    const bool capped = part && part->mapLimit > 0 && part->mapLimit < budget.limit;
    if (capped)
        budget.limit = part->mapLimit;
    budget.refuse = !share.on();
    std::atomic<std::int64_t> &live = budget.live;
    std::atomic<bool> tooBig{held >= limit};
    auto src = std::make_unique<Map<K, C>>(&budget);
    // Before the board: every window cell is "no cell"; v is free (open) or absent. A part
    // (FrontierPart) may start later, from configurations given packed (v's code after the
    // window's when open; closed: v absent).
    int first = part ? part->first : 0;
    if (from) {
        if (!loadSide(*from, share, *src, out, overflow))
            return false;
        first = out.resumedAt;
    } else if (first == 0) {
        const K initial = layout.windowBits | static_cast<K>(open ? 0 : kDone) << layout.vShift;
        if (share.owns(hashKey(initial)))
            src->add(initial, C{1});
    }
    // Seeds are not loaded into a map: the first step takes them block by block (below).
    const PackedConfigs *seeds = !from && first > 0 && part ? part->seeds : nullptr;
    const bool twoWords = seeds && seeds->words() > 1;
    if (twoWords && sizeof(K) <= 8) {
        out.refused = true; // cannot happen: seeds of the same window as this sweep's
        return false;
    }
    const int chain = seeds ? std::clamp(part->chain, 1, end - first + 1) : 0;
    if (budget.over || tooBig) { // the seeds (or the resumed map) alone do not fit
        out.memoryLimited = true;
        out.memoryLimit = limit;
        out.memoryRefused = budget.refused;
        return false;
    }
    // Several ranks stop only at the end of a step: the finished map is the one to save.
    const bool keep = checkpoints.enabled() && !share.on();
    checkpoints.share(share.rank);
    auto save = [&](const Map<K, C> &map, int done) {
        SideHeader f;
        f.stepsDone = static_cast<std::uint64_t>(done);
        f.nodes = ctx.nodes();
        f.peakConfigurations = static_cast<std::uint64_t>(out.peakConfigurations);
        f.peakTableBytes = static_cast<std::uint64_t>(out.peakTableBytes);
        f.perStep.assign(out.perStep.begin(), out.perStep.begin() + done);
        out.error = checkpoints.save(map, f, ctx.elapsed());
        out.sideFileBytes = checkpoints.lastBytes();
        return !out.error;
    };
    // Several ranks: each writes its part, rank 0 the ledger that names them all (rank 0 decides
    // when: the others' due() is false).
    auto saveParts = [&](const Map<K, C> &map, int done) {
        SideHeader f;
        f.stepsDone = static_cast<std::uint64_t>(done);
        f.peakConfigurations = static_cast<std::uint64_t>(out.peakConfigurations);
        f.peakTableBytes = static_cast<std::uint64_t>(out.peakTableBytes);
        f.perStep.assign(out.perStep.begin(), out.perStep.begin() + done);
        // The checksums of all parts, a write error on any, and the nodes of all ranks.
        std::vector<std::uint64_t> gathered(static_cast<std::size_t>(share.ranks) + 2, 0);
        gathered[static_cast<std::size_t>(share.ranks) + 1] = ctx.nodes();
        f.nodes = ctx.nodes();
        std::string path;
        std::uint64_t sum = 0;
        Error e = checkpoints.writePart(map, f, path, sum);
        gathered[static_cast<std::size_t>(share.rank)] = sum;
        gathered[static_cast<std::size_t>(share.ranks)] = e ? 1 : 0;
        share.exchange->sum(gathered);
        if (gathered[static_cast<std::size_t>(share.ranks)] > 0) {
            out.error = e ? e : fieldError(ErrorCode::FileWrite, path);
            return false;
        }
        f.nodes = gathered[static_cast<std::size_t>(share.ranks) + 1];
        const std::string base =
            ctx.options().checkpointFile ? ctx.options().checkpointFile() : std::string();
        std::vector<std::pair<std::string, std::uint64_t>> parts;
        for (int r = 0; r < share.ranks; ++r)
            parts.emplace_back(SweepCheckpoints::partName(base, f.stepsDone, r),
                               gathered[static_cast<std::size_t>(r)]);
        f.steps = static_cast<std::uint64_t>(s.lastCell + 1);
        checkpoints.handParts(f, parts, ctx.elapsed());
        share.exchange->any(false); // the ledger is saved before any rank removes its old part
        checkpoints.settleParts(parts, f.stepsDone);
        out.sideFileBytes = checkpoints.lastBytes();
        return true;
    };
    std::vector<PaddedCount<C>> totals(static_cast<std::size_t>(threads));
    const auto started = std::chrono::steady_clock::now();
    auto lastReport = started - std::chrono::seconds(10);
    auto planFor = [&](int i) { return planOfPart<K>(s, i, startSweep, open, part); };
    for (int i = first; i <= end && !stopped; ++i) {
        // The first step from seeds sweeps `chain` cells: the earlier ones' plans feed the last's.
        const bool fromSeeds = i == first && seeds; // this step reads the seeds, not src
        const int span = fromSeeds ? chain : 1;
        std::vector<Plan<K>> before;
        for (int c = i; c < i + span - 1; ++c)
            before.push_back(planFor(c));
        i += span - 1;
        const Plan<K> plan = planFor(i);
        auto dst = std::make_unique<Map<K, C>>(&budget); // grows as it fills, while src shrinks
        const double srcBytes = static_cast<double>(src->bytes());
        std::atomic<int> nextShard{0};
        std::atomic<std::size_t> nextBlock{0};
        std::atomic<bool> cut{false}; // the step stopped before its end
        std::unique_ptr<Outbox> box(share.on() ? new Outbox(share.ranks) : nullptr);
        auto work = [&](int worker) {
            std::uint64_t seen = 0;
            try {
                C &total = totals[static_cast<std::size_t>(worker)].value;
                Expander<K, C> ex(layout, open, plan, *dst, overflow, total, box.get(), share);
                std::vector<std::unique_ptr<Expander<K, C>>> chained; // the chain's earlier cells
                for (const Plan<K> &p : before)
                    chained.push_back(
                        std::make_unique<Expander<K, C>>(layout, open, p, *dst, overflow, total));
                for (std::size_t c = 0; c < chained.size(); ++c)
                    chained[c]->chainTo(c + 1 < chained.size() ? chained[c + 1].get() : &ex);
                Expander<K, C> &head = chained.empty() ? ex : *chained.front();
                auto one = [&](K key, C count) {
                    head.expand(key, count);
                    if ((++seen & 4095) == 0) {
                        ctx.addNodes(4096);
                        if (budget.over ||
                            static_cast<double>(live.load(std::memory_order_relaxed)) > budget.limit)
                            tooBig = true;
                        // Several ranks stop together at the end of a step (agree below).
                        if (!share.on() && (ctx.stopRequested() || tooBig)) {
                            stopped = cut = true;
                            return false;
                        }
                    }
                    return true;
                };
                if (fromSeeds) { // the seeds, block by block
                    for (std::size_t b; (b = nextBlock.fetch_add(1)) < seeds->blocks();) {
                        bool whole = true;
                        auto seed = [&](const std::uint64_t *w, const auto &count) {
                            K key;
                            C c;
                            if (!seedOf(layout, open, twoWords, w, count, key, c)) {
                                overflow = true; // past C: swept again with wider counts
                                return whole = false;
                            }
                            return whole = one(key, c);
                        };
                        if (seeds->hugeCounts())
                            seeds->forEachInLimbs(b, seed);
                        else
                            seeds->forEachIn(b, seed);
                        if (!whole)
                            return;
                    }
                    return;
                }
                for (int sh; (sh = nextShard.fetch_add(1)) < kShards;) {
                    auto &table = src->shard[sh].table;
                    if (!table.forEach(one))
                        return;
                    if (!keep)
                        table.release(); // its memory goes back while the next map grows
                }
            } catch (const std::bad_alloc &) { // the machine ran out before the limit: a clean stop
                tooBig = true;
                stopped = cut = true;
                budget.refused = true;
                budget.over = true;
            }
            ctx.addNodes(seen & 4095);
        };
        onThreads(threads, work);
        const std::uint64_t sent = box ? box->bytes() : 0;
        if (box) { // the successors other ranks own go to them; theirs come in
            std::vector<std::vector<std::uint8_t>> in;
            share.exchange->exchange(box->buffers(), in);
            box.reset();
            std::vector<std::unique_ptr<Expander<K, C>>> mergers;
            std::vector<PaddedCount<C>> none(static_cast<std::size_t>(threads));
            for (int t = 0; t < threads; ++t)
                mergers.push_back(std::make_unique<Expander<K, C>>(layout, open, plan, *dst, overflow,
                                                                   none[static_cast<std::size_t>(t)].value));
            mergeReceived<K, C>(in, threads, [&](int worker, K key, C count) {
                mergers[static_cast<std::size_t>(worker)]->store(key, count);
            });
        }
        if (budget.over && !share.on()) // a table's growth refused: dst lacks what it dropped
            tooBig = stopped = cut = true;
        if (cut) { // src, after i steps, is the last finished map
            dst.reset();
            // Nothing new since the resumed checkpoint: it is handed over again, unless it is
            // to be saved elsewhere (the workbench pauses to a file of its choice).
            const bool elsewhere = from && !checkpoints.beside(from->path);
            if ((i > first || elsewhere) && !overflow && checkpoints.due(true))
                save(*src, i);
            else if (i == first && !overflow)
                checkpoints.unchanged(ctx.nodes(), ctx.elapsed());
            break;
        }
        if (ctx.stopRequested())
            stopped = true;
        if (static_cast<double>(live.load()) > budget.limit)
            stopped = tooBig = true;
        double configs = static_cast<double>(dst->size());
        // At most both maps at once (src is released shard by shard, so the true peak is lower).
        double bytes = srcBytes + static_cast<double>(dst->bytes());
        if (share.on()) { // every rank ends the step with the same flags; figures of all ranks
            const StepAgreement a =
                agree(share, overflow, stopped, tooBig, dst->size(), static_cast<std::uint64_t>(bytes), sent);
            overflow = a.overflow;
            tooBig = a.tooBig;
            stopped = a.stop || a.tooBig;
            configs = a.configurations;
            bytes = a.tableBytes;
            out.exchangedBytes += a.sentBytes;
            out.peakStepExchangeBytes = std::max(out.peakStepExchangeBytes, a.sentBytes);
        }
        out.peakConfigurations = std::max(out.peakConfigurations, configs);
        out.peakTableBytes = std::max(out.peakTableBytes, bytes);
        out.perStep.push_back(configs);
        src = std::move(dst);
        const double from = part ? part->fractionFrom : 0.0, to = part ? part->fractionTo : 1.0;
        if (to > from)
            ctx.setFractionDone(from + (to - from) * (i + 1) / (end + 1));
        ctx.setProgressFigure({"sweep_step", static_cast<double>(i + 1), static_cast<double>(end + 1)});
        ctx.setProgressFigure({"configurations", configs});
        ctx.setProgressFigure({"table_memory", bytes, 0.0, ProgressFigure::Unit::Bytes});
        const auto now = std::chrono::steady_clock::now();
        if (request.onSweep && (now - lastReport > std::chrono::milliseconds(250) || i == end)) {
            lastReport = now;
            TourSweepProgress p;
            p.step = i + 1;
            p.steps = end + 1;
            p.configurations = static_cast<std::uint64_t>(configs);
            p.tableBytes = bytes;
            p.elapsedSeconds = std::chrono::duration<double>(now - started).count();
            p.projectedSeconds = p.elapsedSeconds * (p.steps - first) / (p.step - first);
            request.onSweep(p);
        }
        if (overflow)
            break;
        if (i < s.lastCell && share.on()) {
            if (share.exchange->any(checkpoints.due(stopped)) && !saveParts(*src, i + 1))
                return false;
        } else if (i < s.lastCell && checkpoints.due(stopped) && !save(*src, i + 1)) {
            return false;
        }
    }
    if (tooBig && capped && !budget.refused) {
        out.mapCapped = true; // the part's own cap, below the memory limit
    } else if (tooBig) {
        out.memoryLimited = true;
        out.memoryLimit = limit;
        out.memoryRefused = budget.refused;
    }
    if (overflow || stopped || out.error)
        return false;
    if constexpr (kWide<C>) {
        if (part && (!std::is_same_v<C, Wide<4>> || !part->wideSink)) { // past what the sinks hold
            overflow = true;
            return false;
        }
    }
    if (part) { // a part: its configurations go to the sink, window slot by slot
        // What the sink stores comes on top of the last map, which is freed shard by shard.
        if (part->sinkBytes && static_cast<double>(live.load()) + part->sinkBytes(src->size(), s.window) >
                                   std::max(1.0, limit - held)) {
            out.memoryLimited = true;
            out.memoryLimit = limit;
            out.memoryRefused = budget.refused;
            return false;
        }
        // Lanes: runs of consecutive shards, each to the sink on a thread of its own.
        const int lanes = part->lanes ? std::min(threads, kShards) : 1;
        if (part->lanes)
            part->lanes(laneSizes(*src, lanes), s.window);
        drainInLanes(*src, lanes, [&](int l, K key, const C &count) {
            std::array<std::uint8_t, kMaxTourFrontier + 1> codes; // the window's codes, then v's
            for (int k = 0; k <= s.window; ++k)
                codes[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>((key >> (4 * k)) & 15);
            if constexpr (std::is_same_v<C, Wide<4>>)
                part->wideSink(l, codes.data(), s.window, count);
            else if constexpr (!kWide<C>)
                part->sink(l, codes.data(), s.window, static_cast<u128>(count));
        });
        return true;
    }
    using Total = TotalOf<C>;
    total = Total{};
    bool over = false;
    for (const auto &t : totals)
        over = over || addCount<Total>(total, static_cast<Total>(t.value), &total);
    if (share.on()) { // the count of every rank, summed exactly
        constexpr int n = kCountWords<Total>;
        std::uint64_t mine[n], all[n];
        for (int k = 0; k < n; ++k)
            mine[k] = countWord(total, k);
        over = share.exchange->any(over) || !sumExactly(share, mine, n, all) || !countFromWords(all, n, total);
        std::vector<std::uint64_t> nodes{ctx.nodes()}; // the summary's nodes: of every rank
        share.exchange->sum(nodes);
        ctx.addNodes(nodes[0] - ctx.nodes());
    }
    if (over) {
        overflow = true;
        return false;
    }
    return true;
}

} // namespace

namespace {

/// The side file's problem fields of a request: the board, its holes, the leaps, closed or
/// open, the start (open tours), the window, the steps and the key width.
SideHeader sideProblem(const Graph &g, const TourRequest &request, const Sweep &s, bool wideKey)
{
    SideHeader h;
    h.keyBytes = wideKey ? 16 : 8;
    h.width = static_cast<std::uint64_t>(g.width);
    h.height = static_cast<std::uint64_t>(g.height);
    std::vector<std::uint64_t> holes((g.hole.size() + 63) / 64 + 1, 0);
    holes.back() = g.hole.size();
    for (std::size_t c = 0; c < g.hole.size(); ++c)
        if (g.hole[c])
            holes[c / 64] |= std::uint64_t{1} << (c % 64);
    h.holes = fingerprint(holes);
    std::vector<Leap> leaps = g.leaps;
    std::sort(leaps.begin(), leaps.end());
    std::vector<std::uint64_t> words;
    for (const Leap &l : leaps)
        words.push_back(static_cast<std::uint64_t>(static_cast<std::int64_t>(l.first) * 4096 + l.second));
    h.leaps = fingerprint(words);
    h.closed = request.closed ? 1 : 0;
    if (!request.closed && request.start >= 0)
        h.start = static_cast<std::uint64_t>(request.start);
    h.window = static_cast<std::uint64_t>(s.window);
    h.steps = static_cast<std::uint64_t>(s.lastCell + 1);
    return h;
}

/// Checks a resumed ledger against the sweep: its split, a prefix of steps done, the side file
/// it names. Returns the count when the ledger is of a finished sweep; else fills `from` (no
/// steps done: from the start) or out.error.
std::optional<std::vector<std::uint64_t>> resumeFrom(const TaskLedger &l, const SideHeader &problem, const SweepCheckpoints &cps,
                               ResumeFrom &from, FrontierOutcome &out)
{
    if (l.split != cps.split() || l.taskCount != problem.steps || l.done.size() != problem.steps) {
        out.error = fieldError(ErrorCode::CheckpointMismatch, "split");
        return std::nullopt;
    }
    const std::uint64_t k = l.doneCount();
    for (std::size_t j = 0; j < l.done.size(); ++j)
        if ((j < k) != (l.done[j] != 0)) {
            out.error = fieldError(ErrorCode::CheckpointCorrupt, "search.done");
            return std::nullopt;
        }
    if (k == problem.steps) {
        const auto lo = l.counters.find("solutions");
        const auto hi = l.records.find("solutions_high");
        std::vector<std::uint64_t> words{lo == l.counters.end() ? 0 : lo->second,
                                         hi == l.records.end() ? 0 : hi->second};
        for (std::size_t k = 2;; ++k) { // past 128 bits
            const auto w = l.records.find("solutions_word" + std::to_string(k));
            if (w == l.records.end())
                break;
            words.push_back(w->second);
        }
        return words;
    }
    from.stepsDone = k;
    if (k == 0)
        return std::nullopt;
    if (l.sideFile.empty() || l.sideChecksum.size() != 16) {
        out.error = fieldError(ErrorCode::CheckpointCorrupt, "search.side");
        return std::nullopt;
    }
    from.path = l.sideFile;
    from.checksum = std::strtoull(l.sideChecksum.c_str(), nullptr, 16);
    for (const auto &[file, sum] : l.sideParts) // written by several ranks
        from.parts.emplace_back(file, std::strtoull(sum.c_str(), nullptr, 16));
    from.expected = problem;
    return std::nullopt;
}

/// The outcome of a finished count given by its 64-bit words, low first.
void finishCount(FrontierOutcome &out, const std::vector<std::uint64_t> &total)
{
    out.complete = true;
    out.fits64 = std::all_of(total.begin() + (total.empty() ? 0 : 1), total.end(),
                             [](std::uint64_t w) { return w == 0; });
    out.count = total.empty() ? 0 : total[0];
    out.text = toDecimal(total);
}

} // namespace

FrontierOutcome sweepFrontierPart(const Graph &g, const FrontierPart &part, const TourRequest &request,
                                  SearchContext &ctx)
{
    FrontierOutcome out;
    Sweep s = makeSweep(g, false);
    s.loose = part.loose;
    out.window = s.window;
    out.steps = part.steps;
    if (s.window > kMaxTourFrontier || part.steps < 1 || part.steps > s.lastCell) {
        out.refused = true;
        return out;
    }
    TourRequest swept = request; // closed tours, or open ones from any start
    swept.closed = !part.open;
    swept.start = -1;
    const SearchOptions noCheckpoints; // a part is one piece of the split: no checkpoints
    SweepCheckpoints checkpoints(noCheckpoints, SideHeader{}, 0.0);
    std::atomic<bool> overflow{false};
    const bool wideKey = 4 * (s.window + 1) > 64;
    // Counts below 2^56 in 16-byte entries where the key has at most 72 bits, else 64-bit counts;
    // after an overflow the part is swept again with the next wider ones, up to 128 bits, or 256
    // where the part takes them (FrontierPart::wideSink).
    auto run = [&]<class C>() {
        TotalOf<C> total{}; // unused: a part's configurations go to its sink
        return wideKey ? sweep<u128, C>(s, swept, ctx, -1, out, overflow, total, nullptr, checkpoints, &part)
                       : sweep<std::uint64_t, C>(s, swept, ctx, -1, out, overflow, total, nullptr, checkpoints,
                                                 &part);
    };
    bool done = false;
    for (int rung = wideKey && 4 * (s.window + 1) <= kCompactKeyBits ? 0 : 1; rung < (part.wideSink ? 4 : 3);
         ++rung) {
        overflow = false;
        done = rung == 0   ? run.template operator()<Count56>()
               : rung == 1 ? run.template operator()<std::uint64_t>()
               : rung == 2 ? run.template operator()<u128>()
                           : run.template operator()<Wide<4>>();
        if (!overflow || ctx.stopRequested())
            break;
    }
    out.peakResidentBytes = residentPeakBytes();
    out.overflow = overflow;
    out.complete = done && !overflow;
    return out;
}

FrontierOutcome countToursFrontier(const Graph &g, const TourRequest &request, SearchContext &ctx)
{
    FrontierOutcome out;
    bool turned = false;
    frontierWindow(g, &turned);
    const Sweep s = makeSweep(g, turned);
    out.window = s.window;
    out.steps = s.lastCell + 1;
    const bool open = !request.closed;
    if (s.window > kMaxTourFrontier) {
        out.refused = true;
        return out;
    }
    if (g.cellCount <= 1) { // a 1-cell board: one open tour (the start alone), no closed one
        out.complete = true;
        out.count = open ? 1 : 0;
        out.text.assign(1, open ? '1' : '0');
        return out;
    }
    int startSweep = -1;
    if (open && request.start >= 0)
        for (int i = 0; i < s.cells; ++i)
            if (s.requestCell[static_cast<std::size_t>(i)] == request.start)
                startSweep = i;
    const bool wideKey = 4 * (s.window + 1) > 64;
    const SideHeader problem = sideProblem(g, request, s, wideKey);
    SweepCheckpoints checkpoints(ctx.options(), problem, ctx.earlierElapsed());
    FrontierExchange *exchange = ctx.options().frontierExchange;
    const bool shared = exchange && exchange->size() > 1;
    if (shared)
        out.ranks = exchange->size();
    // Whether the run stops (on every rank alike when there are several).
    auto stopping = [&] {
        return shared ? exchange->any(ctx.stopRequested()) : ctx.stopRequested();
    };
    ResumeFrom from;
    const ResumeFrom *resume = nullptr;
    if (const TaskLedger *l = ctx.options().resume) {
        if (std::optional<std::vector<std::uint64_t>> done = resumeFrom(*l, problem, checkpoints, from, out)) {
            finishCount(out, *done); // a checkpoint of a finished sweep
            return out;
        }
        if (out.error)
            return out;
        ctx.seedCounters(0, shared && exchange->rank() != 0 ? 0 : l->nodes); // summed over the ranks
        if (from.stepsDone > 0)
            resume = &from;
    }
    std::atomic<bool> overflow{false};
    std::vector<std::uint64_t> total; // the count's 64-bit words, low first
    // Counts of 64 bits (below 2^56 in 16-byte entries where the key has 65 to 72 bits:
    // Count56); after an overflow the sweep runs again with the next wider counts, 64, 128, 256
    // and 512 bits, each time from the last checkpoint (it replaced the one resumed).
    auto run = [&]<class C>() {
        TotalOf<C> sum{};
        bool ok = false;
        if constexpr (std::is_same_v<C, Count56>) // keys of 65 to 72 bits only
            ok = sweep<u128, C>(s, request, ctx, startSweep, out, overflow, sum, resume, checkpoints);
        else
            ok = wideKey ? sweep<u128, C>(s, request, ctx, startSweep, out, overflow, sum, resume, checkpoints)
                         : sweep<std::uint64_t, C>(s, request, ctx, startSweep, out, overflow, sum, resume,
                                                   checkpoints);
        total = wordsOf(sum);
        return ok;
    };
    bool done = false, stoppedThen = false;
    const int firstRung = wideKey && 4 * (s.window + 1) <= kCompactKeyBits ? 0 : 1;
    for (int rung = firstRung; rung < 5; ++rung) {
        if (rung > firstRung) {
            overflow = false;
            if (!checkpoints.lastFile().empty()) {
                from.parts = checkpoints.lastParts(); // several ranks: all parts (each keeps its own)
                from.path = checkpoints.lastFile();
                from.checksum = checkpoints.lastSum();
                from.stepsDone = checkpoints.lastSteps();
                from.expected = problem;
                resume = &from;
            }
        }
        done = rung == 0   ? run.template operator()<Count56>()
               : rung == 1 ? run.template operator()<std::uint64_t>()
               : rung == 2 ? run.template operator()<u128>()
               : rung == 3 ? run.template operator()<Wide<4>>()
                           : run.template operator()<Wide<8>>();
        if (!overflow || out.error)
            break;
        if ((stoppedThen = stopping())) // stopped before the wider run: only stopped
            break;
    }
    out.peakResidentBytes = residentPeakBytes();
    if (overflow && stoppedThen) {
        if (checkpoints.lastFile().empty())
            checkpoints.unchanged(ctx.nodes(), ctx.elapsed());
        return out;
    }
    if (overflow) { // past 512 bits
        out.overflow = true;
        return out;
    }
    if (!done)
        return out;
    if (open && request.start < 0) { // directed: each path from both ends (one more bit)
        std::uint64_t carry = 0;
        for (std::uint64_t &w : total) {
            const std::uint64_t top = w >> 63;
            w = w << 1 | carry;
            carry = top;
        }
        if (carry)
            total.push_back(carry);
    }
    finishCount(out, total);
    checkpoints.finished(total, ctx.nodes(), ctx.elapsed(), !shared);
    if (shared) { // rank 0 has saved the count: now every rank removes its last part
        exchange->any(false);
        checkpoints.removeLast();
    }
    return out;
}

} // namespace cpw::tourimpl
