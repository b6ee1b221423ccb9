#pragma once
// The frontier programme's side file (frontier.cpp, docs/tour.md "Checkpoints"): the map of
// configurations after a finished sweep step, written next to a checkpoint, and read back to
// resume. Only frontier.cpp includes it.
//
// Layout: little-endian 64-bit words. A header (SideHeader: magic, version, key and count
// widths, the board, leaps, closed/open, start, window, steps, the step done, the number of
// entries and the sweep's figures so far), the configurations alive after each step done, the
// entries (key, count; 1 or 2 words each), then a checksum of every word before it. The file is
// written to a temporary file and renamed, so a crash leaves the old file or the new one, whole.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "cpw/error.h"
#include "cpw/tour.h"
#include "cpw/search.h"
#include "tour/frontiermap.h"

namespace cpw::tourimpl::frontier {

/// Why a side file was refused (Error::value of TourError::SideFile).
enum class SideFileProblem {
    Unreadable = 1, ///< missing or unreadable
    NotSideFile,    ///< no side file of this program (magic, version, widths)
    Truncated,      ///< shorter (or longer) than its header says
    Damaged,        ///< its checksum does not match its contents
    Board,          ///< written for another board (size or holes)
    Piece,          ///< for another leaper
    Closed,         ///< closed against open tours
    Start,          ///< for another start cell
    Checkpoint,     ///< not the file the checkpoint names (step or checksum differ)
};

/// The problem and the sweep a side file belongs to.
struct SideHeader {
    std::uint64_t keyBytes = 0, countBytes = 0;
    std::uint64_t width = 0, height = 0, holes = 0; ///< holes: a fingerprint of the hole mask
    std::uint64_t leaps = 0;                        ///< a fingerprint of the leap list
    std::uint64_t closed = 0;
    std::uint64_t start = ~std::uint64_t{0}; ///< the start cell of an open tour, or none
    std::uint64_t window = 0, steps = 0;
    std::uint64_t stepsDone = 0, entries = 0;
    std::uint64_t nodes = 0, peakConfigurations = 0, peakTableBytes = 0;
    std::vector<std::uint64_t> perStep; ///< configurations after each step done
};

/// One word into the running checksum.
inline std::uint64_t mix(std::uint64_t h, std::uint64_t w)
{
    h ^= w;
    h *= 0x9E3779B97F4A7C15ull;
    return h ^ h >> 29;
}

/// A fingerprint of 64-bit words (the side file's checksum function).
std::uint64_t fingerprint(const std::vector<std::uint64_t> &words);
/// The checksum as the checkpoint records it (16 hex digits).
std::string checksumHex(std::uint64_t sum);

/// Writes a side file: a temporary file beside `path`, renamed over it by commit().
class SideWriter {
public:
    SideWriter() = default;
    ~SideWriter();
    SideWriter(const SideWriter &) = delete;
    SideWriter &operator=(const SideWriter &) = delete;
    Error open(const std::string &path, const SideHeader &header);
    void word(std::uint64_t w)
    {
        m_buffer.push_back(w);
        if (m_buffer.size() == kBufferWords)
            flush();
    }
    /// Writes the checksum, syncs and renames; the checksum is returned in `sum`.
    Error commit(std::uint64_t &sum);
    std::uint64_t bytes() const { return m_bytes; }

private:
    static constexpr std::size_t kBufferWords = 1 << 17;
    void flush();
    void writeBuffer(); ///< writes the buffer as it is (no checksum) and empties it
    std::string m_path, m_tmp;
    int m_fd = -1;
    int m_error = 0;
    std::uint64_t m_sum = 0, m_bytes = 0;
    std::vector<std::uint64_t> m_buffer;
};

/// Reads a side file: the header, then the entries with word(); finish() checks the checksum.
class SideReader {
public:
    SideReader() = default;
    ~SideReader();
    SideReader(const SideReader &) = delete;
    SideReader &operator=(const SideReader &) = delete;
    /// Opens and checks the header against `expected` (board, leaps, closed, start, window,
    /// widths) and the file's size; the header read is in `header`.
    Error open(const std::string &path, const SideHeader &expected, SideHeader &header);
    std::uint64_t word()
    {
        if (m_next == m_buffer.size())
            fill();
        const std::uint64_t w = m_buffer[m_next++];
        m_sum = mix(m_sum, w);
        return w;
    }
    /// After the last entry: the checksum, which must match the contents and `expectedSum`.
    Error finish(std::uint64_t expectedSum);

private:
    void fill();
    std::string m_path;
    std::FILE *m_file = nullptr;
    std::uint64_t m_sum = 0;
    std::vector<std::uint64_t> m_buffer;
    std::size_t m_next = 0;
    bool m_short = false;
};

Error sideFileError(const std::string &path, SideFileProblem problem);

/// Writes a map's entries (key: 1 or 2 words, count: 1, 2, 4 or 8 words each).
template <class K, class C> void writeEntries(SideWriter &w, const Map<K, C> &map)
{
    for (int s = 0; s < kShards; ++s)
        map.shard[s].table.forEach([&](K key, C count) {
            w.word(static_cast<std::uint64_t>(key));
            if constexpr (sizeof(K) == 16)
                w.word(static_cast<std::uint64_t>(key >> 64));
            for (int k = 0; k < kCountWords<C>; ++k)
                w.word(countWord(count, k));
            return true;
        });
}

/// Reads `header.entries` entries into `map` (counts of 8, 16, 32 or 64 bytes, header.countBytes), those
/// `keep` takes (several ranks: the ones this rank owns); false when a count does not fit C.
template <class K, class C, class Keep>
bool readEntries(SideReader &r, const SideHeader &header, Map<K, C> &map, const Keep &keep)
{
    bool fits = true;
    for (std::uint64_t n = 0; n < header.entries; ++n) {
        K key = r.word();
        if constexpr (sizeof(K) == 16)
            key |= static_cast<K>(r.word()) << 64;
        std::uint64_t words[8] = {};
        const int countWords = static_cast<int>(header.countBytes / 8);
        for (int k = 0; k < countWords; ++k)
            words[k] = r.word();
        C count{};
        if (!countFromWords(words, countWords, count))
            fits = false; // of any entry: every rank reads every part, and all must agree
        else if (keep(key))
            map.add(key, count);
    }
    return fits;
}

/// The checkpoints of one sweep (docs/tour.md "Checkpoints"): after a step, when the interval
/// has passed or the sweep stops, the map is written to FILE.stepN.frontier and the caller's
/// onCheckpoint gets a ledger that names it: one task per sweep step (split
/// "frontier/STEPS/WINDOW"), the steps done set, the side file and its checksum. The side file
/// of the checkpoint before is removed once the new ledger has been handed over.
class SweepCheckpoints {
public:
    /// `problem`: the header's problem fields (widths, board, leaps, closed, start, window,
    /// steps).
    SweepCheckpoints(const SearchOptions &options, const SideHeader &problem, double earlierElapsed);
    /// Checkpoints are asked for (onCheckpoint is set): the sweep keeps its last finished map
    /// whole during a step, so that a stop can save it.
    bool enabled() const { return static_cast<bool>(m_options.onCheckpoint); }
    bool due(bool stopping) const;
    const std::string &split() const { return m_split; }
    /// Writes the map after `figures.stepsDone` steps (figures: the counts and the sweep's
    /// figures so far) and hands the ledger over.
    /// Several ranks (--mpi): each writes its part, FILE.stepN.rankR.frontier (writePart), rank 0
    /// hands the ledger that names them all (handParts), then every rank removes its part of the
    /// checkpoint before (settleParts).
    void share(int rank) { m_rank = rank; }
    template <class K, class C>
    Error writePart(const Map<K, C> &map, SideHeader figures, std::string &path, std::uint64_t &sum)
    {
        const std::string base = m_options.checkpointFile ? m_options.checkpointFile() : std::string();
        path = partName(base, figures.stepsDone, m_rank);
        if (base.empty())
            return fieldError(ErrorCode::FileWrite, path);
        fill(figures);
        figures.entries = map.size();
        figures.countBytes = sizeof(C);
        SideWriter w;
        if (Error e = w.open(path, figures))
            return e;
        writeEntries(w, map);
        if (Error e = w.commit(sum))
            return e;
        m_lastBytes = w.bytes();
        return {};
    }
    static std::string partName(const std::string &base, std::uint64_t steps, int rank)
    {
        return base + ".step" + std::to_string(steps) + ".rank" + std::to_string(rank) + ".frontier";
    }
    void handParts(const SideHeader &figures, const std::vector<std::pair<std::string, std::uint64_t>> &parts,
                   double elapsed);
    void settleParts(const std::vector<std::pair<std::string, std::uint64_t>> &parts, std::uint64_t steps);
    /// The parts of the last checkpoint written by several ranks (path, checksum); empty: none.
    const std::vector<std::pair<std::string, std::uint64_t>> &lastParts() const { return m_lastParts; }
    template <class K, class C> Error save(const Map<K, C> &map, SideHeader figures, double elapsed)
    {
        const std::string base = m_options.checkpointFile ? m_options.checkpointFile() : std::string();
        if (base.empty())
            return {};
        fill(figures);
        figures.entries = map.size();
        figures.countBytes = sizeof(C);
        const std::string path = base + ".step" + std::to_string(figures.stepsDone) + ".frontier";
        SideWriter w;
        if (Error e = w.open(path, figures))
            return e;
        writeEntries(w, map);
        std::uint64_t sum = 0;
        if (Error e = w.commit(sum))
            return e;
        m_lastBytes = w.bytes();
        hand(figures, path, sum, elapsed, base);
        return {};
    }
    /// A stop before the first new step ended: the checkpoint resumed (or one of no steps done)
    /// is handed over again, so that the caller still knows where the count stands.
    void unchanged(std::uint64_t nodes, double elapsed);
    /// `side` is a side file beside the current checkpoint file (or none is known).
    bool beside(const std::string &side) const
    {
        const std::string base = m_options.checkpointFile ? m_options.checkpointFile() : std::string();
        return base.empty() || side.rfind(base + ".step", 0) == 0;
    }
    /// The ledger of a finished sweep: every step done, the count (its 64-bit words, low first:
    /// counters "solutions" and records "solutions_high", past 128 bits records
    /// "solutions_word2" and on); the last side file is removed.
    /// `remove`: the last side file too (several ranks: removeLast() on each once rank 0 has
    /// handed the ledger).
    void finished(const std::vector<std::uint64_t> &count, std::uint64_t nodes, double elapsed,
                  bool remove = true);
    void removeLast();
    /// Bytes of the last side file written.
    std::uint64_t lastBytes() const { return m_lastBytes; }
    /// The side file of the last checkpoint handed over in this run ("" = none), its checksum
    /// and its steps done: a sweep run again (with 128-bit counts) continues from it.
    const std::string &lastFile() const { return m_previousWritten ? m_previous : m_none; }
    std::uint64_t lastSum() const { return m_previousSum; }
    std::uint64_t lastSteps() const { return m_previousSteps; }

private:
    void fill(SideHeader &figures) const;
    TaskLedger ledgerOf(const SideHeader &figures, double elapsed) const; ///< steps done so far, nodes, time
    void hand(const SideHeader &figures, const std::string &path, std::uint64_t sum, double elapsed,
              const std::string &base);
    const SearchOptions &m_options;
    SideHeader m_problem;
    std::string m_split;
    double m_earlier = 0;
    std::string m_previous;         ///< the side file of the last checkpoint (removed after the next)
    bool m_previousWritten = false; ///< ... written in this run (not the resumed one)
    std::uint64_t m_previousSum = 0, m_previousSteps = 0;
    std::string m_none;
    std::string m_base; ///< the checkpoint file it was written beside
    std::chrono::steady_clock::time_point m_last;
    std::uint64_t m_lastBytes = 0;
    int m_rank = 0;
    std::vector<std::pair<std::string, std::uint64_t>> m_lastParts;
    /// The parts of a resumed checkpoint (several ranks wrote it): removed by the first
    /// checkpoint after it (rank 0's job when several ranks write).
    std::vector<std::string> m_resumedParts;
    void dropResumed(const std::string &base, const std::string &keep);
};

/// The split a ledger of the sweep of `steps` cells and window `window` carries.
std::string frontierSplit(int steps, int window);

} // namespace cpw::tourimpl::frontier
