#pragma once
// Internals of the tour solver (core/src/tour/): the leap graph, the backtracking walker and
// the heuristics. Only files of this folder include it.
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "cpw/search.h"
#include "cpw/tour.h"
#include "tour/packed.h"

namespace cpw::tourimpl {

/// The leaper's move graph on the board, in compressed rows: the neighbours of cell c (index
/// y * width + x over the whole rectangle) are adj[off[c] .. off[c + 1]). Holes have none and
/// are nobody's neighbour.
struct Graph {
    int width = 0;
    int height = 0;
    int cellCount = 0; ///< cells that are part of the board
    int maxDegree = 0;
    std::vector<std::uint8_t> hole; ///< per cell
    std::vector<int> off;
    std::vector<int> adj;
    std::vector<Leap> leaps;

    int area() const { return width * height; }
    int degree(int c) const
    {
        return off[static_cast<std::size_t>(c) + 1] - off[static_cast<std::size_t>(c)];
    }
    const int *begin(int c) const { return adj.data() + off[static_cast<std::size_t>(c)]; }
    const int *end(int c) const { return adj.data() + off[static_cast<std::size_t>(c) + 1]; }
    bool adjacent(int a, int b) const;
    /// The first cell of the board in index order (a1 unless it is a hole).
    int firstCell() const;
};

Graph buildGraph(int width, int height, const std::vector<std::uint8_t> &holes,
                 const std::vector<Leap> &leaps);
Graph buildGraph(const TourRequest &request);

/// Move numbers (Solution::order) of a path of cells.
std::vector<int> orderOf(const Graph &g, const std::vector<int> &path);

/// Heuristic search for a tour from `start` (open) or any closed tour rotated to begin at
/// `start`: Warnsdorff's rule with several tie-breaks and Posa rotations, then (closed, large
/// rectangles) the block-and-join construction. Returns an empty path when it gives up. Polls
/// the context's stop state.
std::vector<int> heuristicTour(const Graph &g, int start, bool closed, SearchContext &ctx);

/// Complete backtracking search for one tour that begins with `opening` (its start and any
/// given moves; Warnsdorff order, with the dead-end rules of the walker). Returns the path, or
/// an empty one; `covered` tells whether the whole tree was searched (so an empty result proves
/// there is none). `nodeBudget` = 0 is unlimited; an exhausted budget leaves covered false.
std::vector<int> searchTour(const Graph &g, const std::vector<int> &opening, bool closed, SearchContext *ctx,
                            std::uint64_t nodeBudget, bool &covered);

/// Counts (and streams) every tour (tour.h conventions); returns whether the whole space was
/// covered.
/// Counts tours on tasks (resumable: SearchOptions::resume / onCheckpoint). False when not
/// every task ran; `error` is set (and false returned) for a checkpoint that does not fit.
bool countTours(const Graph &g, const TourRequest &request, SearchContext &ctx, std::size_t &tasks,
                Error &error);

/// The given numbers of a request (numbered.cpp): each pair on the board, in range, once, fitting
/// the start and the opening, consecutive ones within the leaper's reach (tour.h, TourError).
Error validateNumbers(const TourRequest &request);

/// Counts (and streams) every tour that fits the request's given numbers (tour.h conventions:
/// numberings), on tasks as countTours; `starts` = the starts searched.
bool countNumberedTours(const Graph &g, const TourRequest &request, SearchContext &ctx, std::size_t &tasks,
                        std::size_t &starts, Error &error);

/// One tour that fits the request's given numbers: its move numbers per cell (Solution::order), or
/// empty; `covered` tells whether the whole tree was searched (an empty result then proves none).
std::vector<int> findNumberedTour(const Graph &g, const TourRequest &request, SearchContext &ctx, bool &covered);

/// What the frontier dynamic programme (frontier.cpp) reports.
struct FrontierOutcome {
    bool refused = false;       ///< the window is wider than kMaxTourFrontier: nothing ran
    bool complete = false;      ///< the sweep ran to its end (false: stopped)
    bool overflow = false;      ///< a count beyond 128 bits
    bool memoryLimited = false; ///< stopped: the maps outgrew the memory limit
    double memoryLimit = 0;     ///< that limit (bytes)
    bool memoryRefused = false; ///< stopped: the system refused an allocation below the limit
    bool mapCapped = false;     ///< stopped by FrontierPart::mapLimit (below the memory limit)
    bool fits64 = true;         ///< the count fits in 64 bits (`count` holds it)
    std::uint64_t count = 0;
    std::string text; ///< the exact count in decimal
    int window = 0;   ///< W: cells of the frontier window
    int steps = 0;    ///< cells swept
    double peakConfigurations = 0;
    double peakTableBytes = 0;       ///< the two maps of the largest step
    double peakResidentBytes = 0;    ///< the process's peak resident set (getrusage)
    std::vector<double> perStep;     ///< configurations after each step
    Error error;                     ///< a checkpoint that could not be written or resumed
    std::uint64_t sideFileBytes = 0; ///< the size of the last side file written (checkpoints)
    int resumedAt = 0;               ///< the steps a resumed checkpoint had done (0: from the start)
    /// Several ranks (FrontierExchange): their number; the peaks and perStep above are then sums
    /// over the ranks, and these the bytes every rank sent to the others, in all and at the
    /// largest step.
    int ranks = 1;
    double exchangedBytes = 0, peakStepExchangeBytes = 0;
};

/// The frontier window W of the better of the two sweep directions (rows or columns of the
/// request); `turned` tells whether that is the columns.
int frontierWindow(const Graph &g, bool *turned);

/// A part of a board swept by the frontier programme (split.cpp): the cells 0 .. steps - 1 in
/// row order (never turned; steps below the last cell), `loose` cells need no degree (they may
/// end with 0, 1 or 2 leaps, e.g. the cells beyond a cut), and no colour balance is asked of a
/// part with loose cells. Every configuration left after the last step goes to `sink`: the code
/// of each window slot (slot k = cell steps - W + k; 0 = no leap, 15 = two or no cell, else the
/// label of a path end, renumbered in order), W and its count; for open tours one code more,
/// codes[W], the virtual cell v of the free ends (0, a label, or 15 when both ends are used).
struct FrontierPart {
    int steps = 0;
    /// Open tours (Hamiltonian cycles through v): v is in every configuration, its code after
    /// the W window codes of the sink and of the seeds. Loose cells never take a leap to v (their
    /// free ends belong to the part that sweeps them whole).
    bool open = false;
    std::vector<std::uint8_t> loose; ///< per cell (y * width + x); empty = none
    /// Configurations stored after step i >= keepFrom only when the degrees of cells
    /// keepFrom .. i (2 bits a cell, keepFrom lowest) are in keep[i - keepFrom] (sorted); -1: all.
    int keepFrom = -1;
    const std::vector<std::vector<std::uint64_t>> *keep = nullptr;
    /// keep as bit sets (bit v of keepBits[n] = v is in keep[n]); empty ones: keep is searched.
    const std::vector<std::vector<std::uint64_t>> *keepBits = nullptr;
    /// The first step to sweep; when above 0 the sweep starts from `seeds`, the configurations
    /// of an earlier part with steps = first (W codes each, W + 1 when open, as the sink gave
    /// them, packed), owned by the caller and kept until the sweep returns.
    int first = 0;
    const PackedConfigs *seeds = nullptr;
    /// From seeds: the first `chain` cells (at least 1) are swept seed by seed, each seed's
    /// successors carried through them by a chain of expanders, and only the last cell's go to
    /// a map: no map ever holds the seeds or the configurations between (they merge only there).
    int chain = 1;
    /// With keep: only configurations whose cells keepFrom .. keepFrom + prefixCells - 1 have
    /// the degrees `prefix` (2 bits a cell, keepFrom lowest) are stored.
    std::uint64_t prefix = 0;
    int prefixCells = 0;
    /// The maps' memory at most this many bytes (0: the memory limit's share alone); a sweep cut
    /// by it reports mapCapped, not memoryLimited.
    double mapLimit = 0;
    /// The run's fraction done over this sweep goes from `fractionFrom` to `fractionTo` (the
    /// split's phases share the run's progress; equal: the sweep leaves it where it is).
    double fractionFrom = 0, fractionTo = 1;
    /// `lane`: see `lanes`; 0 when that is unset.
    std::function<void(int lane, const std::uint8_t *codes, int window, unsigned __int128 count)> sink;
    /// Where set, a part whose counts pass 128 bits is swept again with 256-bit counts and its
    /// configurations go here instead of `sink` (the split's records); unset, that is an overflow.
    std::function<void(int lane, const std::uint8_t *codes, int window, const Limbs<4> &count)> wideSink;
    /// At most the bytes the sink stores for `configurations` of `window` codes (v's not
    /// counted): checked against the memory limit before they go to it (none: not checked).
    std::function<double(std::size_t configurations, int window)> sinkBytes;
    /// Where set, the last map goes to the sink on all the sweep's threads at once: its shards
    /// are cut into `sizes.size()` runs of consecutive shards (lanes), lane l's `sizes[l]`
    /// configurations going to sink(l, ...) from a thread of its own, in shard order (so the
    /// lanes taken in order are the order of one thread). Called first, with the lanes' sizes,
    /// so that each lane has its own store (the caller joins them after the sweep). Unset: one
    /// lane on the calling thread.
    std::function<void(const std::vector<std::size_t> &sizes, int window)> lanes;
    /// Memory the caller holds outside the sweep (its tables, other seeds): the sweep's maps get
    /// the memory limit less this and less the part's own seeds.
    double heldBytes = 0;
};

/// The tour counters' memory limit when the request sets none: three quarters of the
/// machine's memory (16 GiB when it cannot be read).
double defaultMemoryLimit();
/// The memory limit of a count: the request's (--memory-limit), else defaultMemoryLimit().
double memoryLimitOf(const TourRequest &request);

/// The process's peak resident set in bytes (getrusage; 0 where it cannot be read).
double residentPeakBytes();

/// Sweeps a part (see FrontierPart); `complete` when every configuration reached the sink.
/// Threads and the memory limit as countToursFrontier; `request` gives only the limit and the
/// progress callback.
FrontierOutcome sweepFrontierPart(const Graph &g, const FrontierPart &part, const TourRequest &request,
                                  SearchContext &ctx);

/// Counts the tours of the request (tour.h conventions) with the frontier dynamic programme.
/// Holes are allowed; the start matters only for open tours. Polls ctx's stop state, adds the
/// configurations expanded to its node counter and sets its fraction done. With
/// ctx.options().onCheckpoint it saves checkpoints between sweep steps (a side file beside
/// checkpointFile()), and with ctx.options().resume it continues one (a ledger of split
/// "frontier/..."); errors of either are in FrontierOutcome::error.
FrontierOutcome countToursFrontier(const Graph &g, const TourRequest &request, SearchContext &ctx);

/// Calls `take` with each word of `text` between the separator characters (empty words are
/// skipped) and stops at the first error it returns: the readers of a tour's opening ("a1 b3
/// c5") and of its given numbers ("a1=1 c2=3").
Error forEachWord(std::string_view text, std::string_view separators,
                  const std::function<Error(const std::string &word)> &take);

/// solveTour() for a request that validateTour() has accepted: it is not checked again (the
/// family's prepared run, tourfamily.cpp).
Result<SearchStats> solveValidTour(const TourRequest &request, std::stop_token token, const SearchOptions &options);

/// Counting by the frontier programme (frontier.cpp, engines.cpp): the summary's fields from its
/// outcome, or the error that stopped it (memory: its limit, or the system's refusal).
Result<SearchStats> countByFrontier(const TourRequest &request, const Graph &g, std::stop_token token,
                                    const SearchOptions &options);

/// Counting tours by the split (split.cpp, engines.cpp). Its parts are tasks of runLedgerTasks
/// on a context of one thread (checkpoints, resume, --sample, --mpi); the sweeps and joins run
/// with the caller's threads (one in a sample, so that the task's thread times it all).
/// `handOver`, when given, is set when the error returned means that another engine may count
/// the board: the split refused it (its band too wide, too few rows around the cut) or a half
/// passed 2^256 partial tours; it stays false after a stop, the memory limit or a count.
Result<SearchStats> countBySplit(const TourRequest &request, const Graph &g, std::stop_token token,
                                 const SearchOptions &options, bool *handOver = nullptr);

/// tourRequestFromProblem() for a problem whose parameters validateParams() has accepted:
/// they are not checked again (the family's prepare, tourfamily.cpp).
Result<TourRequest> tourRequestOfCheckedProblem(const Problem &problem);

} // namespace cpw::tourimpl
