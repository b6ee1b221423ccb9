#pragma once
/// \file tour.h
/// Leaper tours (the knight's tour of seed 001 and its generalisations): a leaper visits every
/// cell of a W x H board (with holes) exactly once. Open tours end anywhere; closed
/// (re-entrant) tours end one leap away from the start.
///
/// Conventions (docs/tour.md):
///  - a tour is the sequence of visited cells; Solution::order gives each cell its move number
///    (1 = the start, index y * width + x, 0 for holes);
///  - open tours are directed: a path and its reverse are two tours, with different starts;
///    counting without a start sums the directed tours from every start;
///  - closed tours are undirected cycles: one cycle is one tour whatever its start and
///    direction; a streamed closed tour starts at the requested start (or at the counting
///    start, the cell of fewest leaps);
///  - a 1-cell board has one open tour (the start alone) and no closed tour;
///  - a given opening (TourRequest::path, the problem's "path", e.g. "a1 b3 c5": a partial
///    path on the board) asks for the tours that begin with it: open tours that start with
///    those moves; closed tours that pass its cells in its order (with two cells or more the
///    opening fixes a cycle's direction, so each cycle is counted once, as always);
///  - given move numbers (TourRequest::numbers, the problem's "numbers", e.g. "a1=1 c2=3 h8=64":
///    the numbered-tour puzzle) ask for the tours that visit each listed cell at exactly that move.
///    A tour is then its numbering (Solution::order): open tours are directed paths as above,
///    closed tours are counted once per start and direction that puts every number in its place
///    (a cycle through the givens counts as often as it can be numbered to fit them: with only
///    "a1=1" given, twice, once per direction). docs/tour.md "Numbered tours".
///
/// Sides up to kMaxTourSide (1000, the largest dense board, board.h) are accepted: a problem of any board
/// size is a tour problem; the request (the family's inner affair) carries its own size and
/// hole mask.

#include <cstdint>
#include <functional>
#include <span>
#include <stop_token>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cpw/board.h"
#include "cpw/error.h"
#include "cpw/piece.h"
#include "cpw/problem.h"
#include "cpw/search.h"

namespace cpw {

struct FamilyDescriptor;
/// The family's descriptor (cpw/family.h): its one entry in the core's table. The CLI and the
/// GUI register their parts with this function itself, so that a misspelt family does not build.
FamilyDescriptor tourFamily();

/// The tour family's own errors (ErrorCode::FamilyError; texts: app/common/families/tourtexts.cpp).
enum class TourError {
    BoardTooLarge = 1, ///< a board side beyond kMaxTourSide; `value` holds it
    NeedsLeaper,       ///< a tour piece that rides; `token` holds its letter
    AsymmetricLeaper,  ///< a piece with a leap whose reverse it lacks; `token` holds its letter
    EngineRefused,     ///< the chosen counting engine cannot run this request; `token` says why
                       ///< (dp: "find", "checkpoint", "mpi", "sample", "params.limit", "path",
                       ///< "memory" with `value` = MiB, "window" with `value` = the window; "split";
                       ///< dp and split: "numbers", they cannot honour given numbers)
    BadPath,           ///< the given opening (params.path) is no leaper's path; `token` = the cell,
                       ///< `value` 1: not one leap from the cell before it, 2: visited twice,
                       ///< 3: not the start cell, 4: not a cell of the board (or a hole)
    SideFile,          ///< a checkpoint's side file (the frontier's map) that cannot be used;
                       ///< `token` = its path, `value` = why (1..9, SideFileProblem in core/src/tour/frontierfile.h)
    BadNumber,         ///< a given move number (params.numbers) that cannot be; `token` = its pair
                       ///< ("c2=3"), `value` = why: 1 not a cell=number pair, 2 no cell of the board,
                       ///< 3 a hole, 4 its cell is numbered twice, 5 its number is given twice,
                       ///< 6 it contradicts the start (the start is move 1), 7 it contradicts the
                       ///< given opening (params.path: its cells are moves 1, 2, ...)
    NumberRange,       ///< a given move number beyond 1 .. the board's cells; `token` = its pair,
                       ///< `value` = the number of cells
    NumbersApart,      ///< two given numbers no leaper's path can join in the moves between them;
                       ///< `token` = both pairs ("a1=1 h8=3", the earlier number first; closed
                       ///< tours: the last and the first number across the end), `value` = the
                       ///< fewest leaps between their cells, -1 when none joins them, -2 when the
                       ///< leaper changes colour with every leap and the moves between the numbers
                       ///< have the wrong parity
};
constexpr FamilyId errorFamily(TourError) { return tourFamily; }

constexpr int kMaxTourSide = kMaxDenseSide;

/// The widest frontier window (cells) the counting programme holds: a configuration packs 4 bits
/// per window cell and the virtual end cell into 128 bits, and with 27 cells and the virtual one
/// at most 14 path segments can have their ends in the window (labels 1..14). The knight's
/// window is 2S + 1 for rows of S cells (S <= 13), the zebra's 3S + 2 (S <= 8), the giraffe's
/// 4S + 1 (S <= 6).
constexpr int kMaxTourFrontier = 27;

/// One leap (dx, dy).
using Leap = std::pair<int, int>;

/// A given move number: the tour visits `cell` (y * width + x) at move `number` (1 = the start).
struct TourNumber {
    int cell = -1;
    int number = 0;
    friend bool operator==(const TourNumber &, const TourNumber &) = default;
};

enum class TourMode {
    Find, ///< one tour: Warnsdorff's rule first, then complete backtracking (proves "none")
    Count ///< every tour, counted exactly (and streamed when a sink is set)
};

/// Why theory rules a tour out before any search. The CLI prints tourObstacleName().
enum class TourObstacle {
    None,
    TooSmall,      ///< a closed tour needs at least 3 cells
    Disconnected,  ///< the leaps do not connect the board (colour-bound leapers, isolated cells)
    DeadEnds,      ///< closed: a cell with fewer than two leaps; open: more than two cells with one
    ColourCount,   ///< a colour-switching leaper, but the colours differ by more than one cell
                   ///< (open) or at all (closed, so also every board with an odd number of cells)
    MinorityStart, ///< an odd number of cells: an open tour of a colour-switching leaper starts
                   ///< on the colour with more cells
    Schwenk,       ///< knight, full m x n rectangle (m <= n): no closed tour when m and n are both
                   ///< odd, m is 1, 2 or 4, or m = 3 and n is 4, 6 or 8 (Schwenk 1991)
    Conrad,        ///< knight, full m x n rectangle (m <= n): no open tour when m is 1 or 2 (n > 1),
                   ///< m = 3 and n is 3, 5 or 6, or m = n = 4 (Conrad et al. 1994)
};
/// Stable code: "too_small", "disconnected", "dead_ends", "colour_count", "minority_start",
/// "schwenk", "conrad" ("" for None).
std::string_view tourObstacleName(TourObstacle obstacle);

/// How tours are counted (TourMode::Count).
enum class TourEngine {
    Auto,     ///< the frontier programme where it applies (the split on the closed 8x8), else the search
    Frontier, ///< the frontier dynamic programme: counts without enumerating (no tours streamed)
    Search,   ///< backtracking (streams every tour; checkpoints, --mpi, limits)
    Split,    ///< closed tours of full rectangles: two halves by the frontier programme, joined
};
/// "auto", "dp", "search", "split".
std::string_view tourEngineName(TourEngine engine);

/// Progress of the frontier programme after a sweep step (TourRequest::onSweep).
struct TourSweepProgress {
    int step = 0;                     ///< cells swept
    int steps = 0;                    ///< cells to sweep
    std::uint64_t configurations = 0; ///< configurations alive after this step
    double tableBytes = 0;            ///< memory of the two maps of this step
    double elapsedSeconds = 0;
    double projectedSeconds = 0; ///< elapsed * steps / step (a linear projection)
};

struct TourRequest {
    int width = 8;                   ///< 1..kMaxTourSide
    int height = 8;                  ///< 1..kMaxTourSide
    std::vector<std::uint8_t> holes; ///< per cell (y * width + x), 1 = not part of the board; empty = none
    std::vector<Leap> leaps;         ///< every leap direction; empty = the knight
    int start = -1;                  ///< start cell (y * width + x); -1: Find from the first cell
                                     ///< (a1 or the first cell that is no hole), Count from every start
    /// The tour's given opening (a partial path): its cells in order, the first one the start
    /// (`start` is then path.front() or -1). Every tour found or counted begins with it; the
    /// frontier programme does not take one (Auto counts by search). Empty = none.
    std::vector<int> path;
    /// Given move numbers (the numbered-tour puzzle, tour.h conventions): every tour found or
    /// counted visits each listed cell at exactly its move. Only the search engine honours them
    /// (Auto picks it; the frontier programme and the split refuse: EngineRefused "numbers").
    /// Empty = none.
    std::vector<TourNumber> numbers;
    bool closed = false;
    TourMode mode = TourMode::Find;
    /// Report theoretical obstacles at once (tests turn it off to prove them by search).
    bool useTheory = true;
    /// Find: try Warnsdorff's rule (and the cycle-joining construction for large closed tours)
    /// before the complete search. Tests turn it off to test the complete search alone.
    bool useHeuristics = true;
    /// Count: the tree is cut into at least this many tasks (0 = automatic, 256). Counts never
    /// depend on it (nor on the thread count); tests vary it.
    int taskTarget = 0;
    /// Count: which engine (problem param "engine": "auto", "dp", "search", "split").
    TourEngine engine = TourEngine::Auto;
    /// Count with the split engine: rows above the cut, on the board turned so that its rows are
    /// the shorter side (0 = the middle; 1 .. rows - 3 for the knight).
    int splitCut = 0;
    /// Count with the split engine: the top table's band is swept once per degree prefix of this
    /// many band cells (less memory, some repeated work; -1 = by the size of the table). Counts
    /// never depend on it.
    int splitPrefix = -1;
    /// Count with the split engine: its records keep 128-bit pairings even where 64 bits hold
    /// them (boards whose band and v have at most 17 cells; tests). Counts never depend on it.
    bool splitWidePairing = false;
    /// Count with the split engine: each task of the top table's band sweeps its band cells from
    /// the table's head seed by seed, keeping only its own degree prefix, instead of from its
    /// ancestors' parts kept in memory (far less memory; the head is read once per task). Picked
    /// by the engine when the ancestors would not fit (-1); 1 always, 0 never (tests). Counts never
    /// depend on it.
    int splitStream = -1;
    /// With splitStream: a task's part is refined by one band cell more while its map would take
    /// more than this many bytes (0 = a third of the memory left beside the tables; tests set
    /// small ones). Counts never depend on it.
    double splitStreamNodeBytes = 0;
    /// With splitStream: the three tasks that differ in their last digit share one pass over the
    /// head (false: each its own pass; tests compare the two). Counts never depend on it.
    bool splitShareSiblings = true;
    /// Count with the frontier programme: called after sweep steps (at most 4 times a second,
    /// and after the last step) on the solving thread.
    std::function<void(const TourSweepProgress &)> onSweep;
    /// Count with the frontier programme: the most memory its maps may take, in bytes; beyond
    /// it the run stops with TourError::EngineRefused ("memory"). 0 = three quarters of the machine's.
    double memoryLimitBytes = 0;
    /// Solution placement: the piece (catalogue id) shown on the start cell, -1 = none.
    int pieceId = -1;
    /// The piece's letter for tourStartNotation().
    char letter = 'N';

    int area() const { return width * height; }
    bool isHole(int cell) const { return !holes.empty() && holes[static_cast<std::size_t>(cell)] != 0; }
    /// Number of cells that are part of the board.
    int cellCount() const;
    /// The leaps actually used (the knight's when `leaps` is empty).
    std::vector<Leap> effectiveLeaps() const;
};

/// The eight (or four) orientations of the (a, b) leaper (namedLeapers() names some).
std::vector<Leap> leaperLeaps(int a, int b);

/// An (a, b) leaper known by name.
struct NamedLeaper {
    std::string_view name;
    int a = 0;
    int b = 0;
};
/// The named leapers, listed once: knight (1, 2), camel (1, 3), zebra (2, 3), giraffe (1, 4).
std::span<const NamedLeaper> namedLeapers();

/// The leaps of a catalogue piece. Errors: TourError::NeedsLeaper (token = letter) for a piece with
/// rides; TourError::AsymmetricLeaper (token = letter) when a leap's reverse is missing.
Result<std::vector<Leap>> pieceLeaps(const PieceType &piece);

/// A request's board as a Board with the same holes.
Result<Board> tourBoard(const TourRequest &request);
/// A request of the same size and holes as `board`.
TourRequest tourRequestFor(const Board &board);

/// Validates sizes, holes, leaps, the start, the opening and the given numbers. Errors:
/// TourError::BoardTooLarge (value = the side), CellOutOfBoard / CellIsHole for the start, NoPieces
/// for no leaps, TourError::BadPath for an opening that is no leaper's path from the start (token =
/// the cell's index); TourError::BadNumber, NumberRange and NumbersApart for the numbers (token =
/// the pair as tourNumbersText() writes it).
Error validateTour(const TourRequest &request);

/// Reads given move numbers, "a1=1 c2=3, h8=64" (cell=number pairs separated by blanks or
/// commas; cells named as on a width x height board) into `out`. Errors: TourError::BadNumber
/// (token = the pair, value 1: not a cell=number pair, 2: no cell of the board).
Error parseTourNumbers(std::string_view text, int width, int height, std::vector<TourNumber> &out);
/// The numbers as the problem's "numbers" writes them ("a1=1 c2=3", in the given order).
std::string tourNumbersText(const std::vector<TourNumber> &numbers, int width);

/// Builds a request from a problem of kind Tour. Params: "piece" (letter, default "N"),
/// "leap" ("a,b", instead of a piece), "closed" (bool), "count" (bool), "start" (cell name),
/// "path" (the given opening: cell names separated by blanks, commas or hyphens, "a1 b3 c5";
/// its first cell is the start, and a "start" that differs is refused: TourError::BadPath, token =
/// the cell's name), "numbers" (given move numbers, parseTourNumbers()).
Result<TourRequest> tourRequestFromProblem(const Problem &problem);
/// The problem of a request (checkpoints save it; `catalogue` holds its piece). Fails with
/// BadBoardSize for sides beyond kMaxBoardSide and Unsupported for a leaper given by its
/// leaps only when they are not the eight orientations of one (a, b) leap.
Result<Problem> tourProblemFromRequest(const TourRequest &request, const Catalogue &catalogue);

/// What theory says before any search (TourObstacle::None = no obstacle known).
TourObstacle tourObstacle(const TourRequest &request);

/// True when `order` (move numbers as in Solution::order) is a tour of the request: every
/// cell numbered once from 1, consecutive numbers one leap apart, the last one leap from the
/// first when closed, starting at request.start when given, with request.path when given and
/// every given number (request.numbers) in its place.
bool isValidTour(const TourRequest &request, const std::vector<int> &order);
/// The same for a tour problem (false also when the problem is not a valid one).
bool isValidTour(const Problem &problem, const std::vector<int> &order);

/// The placement text of a tour solution: the piece letter on the start cell, '-' for holes.
std::string tourStartNotation(const TourRequest &request, int startCell);

/// Whether the frontier programme counts this request: TourMode::Count, no given opening beyond
/// the start, no given numbers and a frontier window of at most kMaxTourFrontier cells (any board with holes, any
/// leaper). The window's width is
/// stored in `window` when given.
bool tourFrontierApplies(const TourRequest &request, int *window = nullptr);

/// Runs the search. Find streams one tour (or proves there is none: complete with 0
/// solutions); Count counts (and streams) every tour. When theory rules the tour out,
/// SearchStats::labels["impossible"] names the obstacle (tourObstacleName()) and
/// extra["impossible"] holds it as a number; extra["tasks"] is the task count.
///
/// Counting picks its engine (TourRequest::engine): Auto takes the frontier programme when it
/// applies and nothing asks for what only the search gives (a solution limit, a distributor
/// without a frontier exchange, sampling, resuming a search's checkpoint), and the split for
/// closed tours of the full 8x8 when no checkpoint is asked for; a solution sink changes nothing
/// (tours are streamed only where the search runs); a checkpoint of the programme
/// (split "frontier/...") is resumed by it. Frontier counts without streaming tours, ignores
/// the solution limit, saves checkpoints between sweep steps (its map in a side file beside
/// SearchOptions::checkpointFile(); docs/tour.md "Checkpoints"; errors TourError::SideFile,
/// FileWrite), runs over several ranks with SearchOptions::frontierExchange (docs/tour.md "Several
/// processes"), and refuses finding, a search's checkpoint, a distributor alone, sampling, a
/// solution limit, a given opening and a too-wide window (TourError::EngineRefused, token "find",
/// "checkpoint", "mpi", "sample", "params.limit", "path" or "window" with value = the window). labels["engine"] names the engine that ran ("dp",
/// "search" or "split"). Split (closed tours of full rectangles, docs/tour.md "The split") writes no checkpoint and
/// refuses open tours, holes, resume, a distributor, sampling, an opening and cuts out of range (token
/// "split"); it reports extra "split_cut", "top_configurations", "bottom_configurations", "join_groups",
/// "join_pairs" besides the peaks. The frontier programme reports extra "frontier_window", "sweep_steps",
/// "peak_configurations", "peak_memory_mib" (its two maps at the largest step) and "peak_rss_mib" (over
/// several ranks the peaks are sums, rss rank 0's, plus "ranks", "exchanged_mib" and
/// "peak_step_exchanged_mib"); a count
/// beyond 64 bits sets `solutions` to 2^64 - 1 and labels["solutions_exact"] to the exact decimal count;
/// beyond 128 bits the run fails with CountOverflow.
Result<SearchStats> solveTour(const TourRequest &request, std::stop_token token,
                              const SearchOptions &options);

} // namespace cpw
