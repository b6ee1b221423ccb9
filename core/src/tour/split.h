#pragma once
// Tours counted by splitting the board in two (split.cpp): the internal interface.
#include "tour/tourimpl.h"

namespace cpw::tourimpl {

/// What the split reports.
struct SplitOutcome {
    bool refused = false;       ///< the split does not apply (holes, a cut out of range, a wide band)
    bool complete = false;      ///< both tables built and joined
    bool overflow = false;      ///< a count beyond its room: a record's (128 bits) or the sum's (512)
    int overflowBits = 128;     ///< that room
    bool memoryLimited = false; ///< a table's sweep outgrew the memory limit
    double memoryLimit = 0;
    bool memoryRefused = false; ///< the system refused an allocation below the limit
    BigCount count; ///< the count (complete)
    /// The tours of the parts done so far (earlier sessions' too; directed when open), at most
    /// 2^64 - 1: what a stopped count has counted. Not kept in a sample or under --mpi.
    std::uint64_t countedSoFar = 0;
    int cut = 0;              ///< rows above the cut (in the turned board: rows of the shorter side)
    int rowLength = 0;        ///< S
    int bandCells = 0;        ///< cells the crossing leaps end in below the cut
    double topConfigs = 0;    ///< table T
    double bottomConfigs = 0; ///< table B
    double topPeakConfigurations = 0;
    double peakConfigurations = 0; ///< the largest map of either sweep
    double peakTableBytes = 0;
    double peakResidentBytes = 0;
    double bottomDegreeVectors = 0; ///< distinct degree vectors of table B
    double topSeeds = 0;            ///< T's configurations where its sweep reaches the band
    int prefixCells = 0;            ///< the deepest band cell whose degree parted T's configurations
    bool mirror = false;            ///< T halved by the left-right mirror
    int topRuns = 0;                ///< T's parts swept to the band's end (each joined with B)
    bool streamed = false;          ///< tasks swept from T's head seed by seed (TourRequest::splitStream)
    int headPasses = 0;             ///< streamed: passes over T's head (a task's, or a refined part's)
    int siblingRetries = 0;         ///< streamed: tasks from a shared pass run again on their own (memory)
    int nodePasses = 0;             ///< streamed: passes over a node's seeds (a parting or leaf refined)
    int refinedNodes = 0;           ///< streamed: nodes whose parting or leaf stopped at the memory limit
    double groups = 0;              ///< degree vectors met by both tables
    double joinPairs = 0;           ///< sum over them of |T_d| x |B_d|
    int taskDepth = 0;              ///< the depth of T's parting whose parts are tasks
    double tasks = 0;               ///< 3^taskDepth
    int tasksRun = 0;               ///< tasks run to their end in this session
    int recordBytes = 0;            ///< the bytes of a record of B and T: 24, or 32 with 128-bit pairings
    double wideCounts = 0;          ///< counts past 2^63 of records and seeds, kept in WideCounts
    Error error;                    ///< a checkpoint that does not fit (runLedgerTasks)
};

/// Counts the closed tours (or the directed open tours from any start) of a full rectangle by
/// the split at `cut` rows (0 = the middle) of the board turned so that its rows are the shorter
/// side; T's band is swept once per degree prefix of its first `prefixCells` cells (-1: parted
/// while a part has over 2 million configurations). Threads and the memory limit of the sweeps
/// as countToursFrontier on ctx; the join runs on ctx's threads. T's parts at taskDepth are the
/// tasks of runLedgerTasks on `tasks` (a context of one thread whose options carry the
/// checkpoints, the resumed ledger, the sample and the distributor); `ledger` holds their merged
/// counters at the end.
SplitOutcome countToursSplit(const Graph &board, int cut, int prefixCells, const TourRequest &request,
                             SearchContext &ctx, SearchContext &tasks, TaskLedger &ledger);

} // namespace cpw::tourimpl
