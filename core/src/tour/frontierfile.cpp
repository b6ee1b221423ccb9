/*
 * The frontier programme's side file (frontierfile.h): the map of one finished sweep step.
 *
 * Writing streams the words through a buffer into a temporary file in the same folder
 * (mkstemp), keeps a running checksum of every word, appends it, fsyncs, renames the file over
 * its name and fsyncs the folder: whatever happens, the name holds an old file or the new one,
 * whole. Reading checks, in this order, the magic and version, the problem the header names
 * against the running one (so that a file of another board says so, not "damaged"), the size
 * the header implies, and, after the entries, the checksum against the contents and against
 * the one the checkpoint recorded. Every refusal is an Error (TourError::SideFile, the path and
 * a SideFileProblem); nothing is thrown.
 */
#include "tour/frontierfile.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace cpw::tourimpl::frontier {

namespace {

constexpr std::uint64_t kMagic = 0x31544E5246575043ull; // "CPWFRNT1", little-endian
constexpr std::uint64_t kVersion = 1;
constexpr std::size_t kHeaderWords = 17;

std::vector<std::uint64_t> headerWords(const SideHeader &h)
{
    return {kMagic,          kVersion,  h.keyBytes, h.countBytes,
            h.width,         h.height,  h.holes,    h.leaps,
            h.closed,        h.start,   h.window,   h.steps,
            h.stepsDone,     h.entries, h.nodes,    h.peakConfigurations,
            h.peakTableBytes};
}

} // namespace

std::uint64_t fingerprint(const std::vector<std::uint64_t> &words)
{
    std::uint64_t h = 0x243F6A8885A308D3ull;
    for (std::uint64_t w : words)
        h = mix(h, w);
    return h;
}

std::string checksumHex(std::uint64_t sum)
{
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(sum));
    return buf;
}

Error sideFileError(const std::string &path, SideFileProblem problem)
{
    return familyError(TourError::SideFile, path, static_cast<long long>(problem));
}

SideWriter::~SideWriter()
{
    if (m_fd >= 0) {
        ::close(m_fd);
        ::unlink(m_tmp.c_str());
    }
}

Error SideWriter::open(const std::string &path, const SideHeader &header)
{
    m_path = path;
    m_tmp = path + ".tmp-XXXXXX";
    m_fd = ::mkstemp(m_tmp.data());
    if (m_fd < 0)
        return fieldError(ErrorCode::FileWrite, path, errno);
    ::fchmod(m_fd, 0644);
    m_sum = 0x243F6A8885A308D3ull;
    m_buffer.reserve(kBufferWords);
    for (std::uint64_t w : headerWords(header))
        word(w);
    for (std::uint64_t w : header.perStep)
        word(w);
    return {};
}

void SideWriter::flush()
{
    for (std::uint64_t w : m_buffer)
        m_sum = mix(m_sum, w);
    writeBuffer();
}

void SideWriter::writeBuffer()
{
    const char *p = reinterpret_cast<const char *>(m_buffer.data());
    std::size_t left = m_buffer.size() * sizeof(std::uint64_t);
    m_bytes += left;
    while (left > 0 && !m_error) {
        const ssize_t n = ::write(m_fd, p, left);
        if (n < 0) {
            if (errno != EINTR)
                m_error = errno;
            continue;
        }
        p += n;
        left -= static_cast<std::size_t>(n);
    }
    m_buffer.clear();
}

Error SideWriter::commit(std::uint64_t &sum)
{
    flush();
    sum = m_sum;
    m_buffer.push_back(sum); // the checksum itself is not mixed into the sum
    writeBuffer();
    if (!m_error && ::fsync(m_fd) != 0)
        m_error = errno;
    if (::close(m_fd) != 0 && !m_error)
        m_error = errno;
    m_fd = -1;
    if (!m_error && ::rename(m_tmp.c_str(), m_path.c_str()) != 0)
        m_error = errno;
    if (m_error) {
        ::unlink(m_tmp.c_str());
        return fieldError(ErrorCode::FileWrite, m_path, m_error);
    }
    const auto slash = m_path.find_last_of('/');
    const std::string dir = slash == std::string::npos ? "." : (slash == 0 ? "/" : m_path.substr(0, slash));
    if (const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY); dfd >= 0) {
        ::fsync(dfd);
        ::close(dfd);
    }
    return {};
}

SideReader::~SideReader()
{
    if (m_file)
        std::fclose(m_file);
}

void SideReader::fill()
{
    m_buffer.resize(1 << 17);
    const std::size_t n =
        m_file ? std::fread(m_buffer.data(), sizeof(std::uint64_t), m_buffer.size(), m_file) : 0;
    m_buffer.resize(n);
    if (n == 0) { // past the end (open() checked the size, so only a file changed meanwhile)
        m_short = true;
        m_buffer.assign(1, 0);
    }
    m_next = 0;
}

Error SideReader::open(const std::string &path, const SideHeader &expected, SideHeader &header)
{
    m_path = path;
    m_file = std::fopen(path.c_str(), "rb");
    if (!m_file)
        return sideFileError(path, SideFileProblem::Unreadable);
    struct stat info {};
    if (::fstat(fileno(m_file), &info) != 0 || !S_ISREG(info.st_mode))
        return sideFileError(path, SideFileProblem::Unreadable);
    const auto size = static_cast<std::uint64_t>(info.st_size);
    m_sum = 0x243F6A8885A308D3ull;
    std::vector<std::uint64_t> w(kHeaderWords);
    if (size < 2 * sizeof(std::uint64_t) || std::fread(w.data(), sizeof(std::uint64_t), 2, m_file) != 2 ||
        w[0] != kMagic || w[1] != kVersion)
        return sideFileError(path, SideFileProblem::NotSideFile);
    if (size < kHeaderWords * sizeof(std::uint64_t) ||
        std::fread(w.data() + 2, sizeof(std::uint64_t), kHeaderWords - 2, m_file) != kHeaderWords - 2)
        return sideFileError(path, SideFileProblem::Truncated);
    for (std::uint64_t x : w)
        m_sum = mix(m_sum, x);
    SideHeader &h = header;
    std::size_t k = 2;
    for (std::uint64_t *f :
         {&h.keyBytes, &h.countBytes, &h.width, &h.height, &h.holes, &h.leaps, &h.closed, &h.start, &h.window,
          &h.steps, &h.stepsDone, &h.entries, &h.nodes, &h.peakConfigurations, &h.peakTableBytes})
        *f = w[k++];
    if ((h.keyBytes != 8 && h.keyBytes != 16) || (h.countBytes != 8 && h.countBytes != 16 && h.countBytes != 32 && h.countBytes != 64))
        return sideFileError(path, SideFileProblem::NotSideFile);
    if (h.width != expected.width || h.height != expected.height || h.holes != expected.holes)
        return sideFileError(path, SideFileProblem::Board);
    if (h.leaps != expected.leaps)
        return sideFileError(path, SideFileProblem::Piece);
    if (h.closed != expected.closed)
        return sideFileError(path, SideFileProblem::Closed);
    if (h.start != expected.start)
        return sideFileError(path, SideFileProblem::Start);
    if (h.window != expected.window || h.steps != expected.steps || h.keyBytes != expected.keyBytes ||
        h.stepsDone == 0 || h.stepsDone >= h.steps)
        return sideFileError(path, SideFileProblem::NotSideFile);
    const std::uint64_t entryWords = (h.keyBytes + h.countBytes) / 8;
    const std::uint64_t words = kHeaderWords + h.stepsDone + entryWords * h.entries + 1;
    if (h.entries > size || size % 8 != 0 || size / 8 != words)
        return sideFileError(path, SideFileProblem::Truncated);
    h.perStep.resize(h.stepsDone);
    m_next = m_buffer.size();
    for (auto &c : h.perStep)
        c = word();
    return {};
}

Error SideReader::finish(std::uint64_t expectedSum)
{
    const std::uint64_t sum = m_sum; // of every word read so far
    std::uint64_t stored = 0;
    if (m_next < m_buffer.size())
        stored = m_buffer[m_next++];
    else if (std::fread(&stored, sizeof stored, 1, m_file) != 1)
        m_short = true;
    if (m_short)
        return sideFileError(m_path, SideFileProblem::Truncated);
    if (stored != sum)
        return sideFileError(m_path, SideFileProblem::Damaged);
    if (stored != expectedSum)
        return sideFileError(m_path, SideFileProblem::Checkpoint);
    return {};
}

std::string frontierSplit(int steps, int window)
{
    return "frontier/" + std::to_string(steps) + "/" + std::to_string(window);
}

SweepCheckpoints::SweepCheckpoints(const SearchOptions &options, const SideHeader &problem,
                                   double earlierElapsed)
    : m_options(options), m_problem(problem),
      m_split(frontierSplit(static_cast<int>(problem.steps), static_cast<int>(problem.window))),
      m_earlier(earlierElapsed), m_last(std::chrono::steady_clock::now())
{
    // A resumed checkpoint's side file is replaced by the first new one when it lies beside
    // the same checkpoint file.
    if (options.resume && !options.resume->sideFile.empty())
        m_previous = options.resume->sideFile;
    if (options.resume)
        for (const auto &part : options.resume->sideParts)
            m_resumedParts.push_back(part.first);
}

bool SweepCheckpoints::due(bool stopping) const
{
    if (!enabled())
        return false;
    const double since = std::chrono::duration<double>(std::chrono::steady_clock::now() - m_last).count();
    return stopping || since >= m_options.checkpointInterval;
}

void SweepCheckpoints::fill(SideHeader &figures) const
{
    figures.keyBytes = m_problem.keyBytes;
    figures.width = m_problem.width;
    figures.height = m_problem.height;
    figures.holes = m_problem.holes;
    figures.leaps = m_problem.leaps;
    figures.closed = m_problem.closed;
    figures.start = m_problem.start;
    figures.window = m_problem.window;
    figures.steps = m_problem.steps;
}

namespace {

/// Removes `old` when it is a side file written beside `base` (FILE.stepN.frontier) and not
/// `keep`.
void removeOld(const std::string &old, const std::string &base, const std::string &keep)
{
    const std::string prefix = base + ".step";
    if (old.empty() || old == keep || old.rfind(prefix, 0) != 0 || old.size() < prefix.size() + 9 ||
        old.compare(old.size() - 9, 9, ".frontier") != 0)
        return;
    ::unlink(old.c_str());
}

} // namespace

TaskLedger SweepCheckpoints::ledgerOf(const SideHeader &figures, double elapsed) const
{
    TaskLedger l;
    l.taskCount = figures.steps;
    l.split = m_split;
    l.done.assign(static_cast<std::size_t>(figures.steps), 0);
    for (std::uint64_t k = 0; k < figures.stepsDone; ++k)
        l.done[static_cast<std::size_t>(k)] = 1;
    l.nodes = figures.nodes;
    l.elapsedSeconds = m_earlier + elapsed;
    return l;
}

void SweepCheckpoints::hand(const SideHeader &figures, const std::string &path, std::uint64_t sum,
                            double elapsed, const std::string &base)
{
    TaskLedger l = ledgerOf(figures, elapsed);
    l.sideFile = path;
    l.sideChecksum = checksumHex(sum);
    m_options.onCheckpoint(l);
    m_last = std::chrono::steady_clock::now();
    dropResumed(base, path);
    removeOld(m_previous, base, path);
    m_previous = path;
    m_previousWritten = true;
    m_previousSum = sum;
    m_previousSteps = figures.stepsDone;
    m_base = base;
}

void SweepCheckpoints::dropResumed(const std::string &base, const std::string &keep)
{
    for (const std::string &part : m_resumedParts)
        removeOld(part, base, keep);
    m_resumedParts.clear();
}

void SweepCheckpoints::handParts(const SideHeader &figures,
                                 const std::vector<std::pair<std::string, std::uint64_t>> &parts,
                                 double elapsed)
{
    m_last = std::chrono::steady_clock::now();
    if (!enabled())
        return;
    TaskLedger l = ledgerOf(figures, elapsed);
    for (const auto &[path, sum] : parts)
        l.sideParts.emplace_back(path, checksumHex(sum));
    l.sideFile = l.sideParts.front().first;
    l.sideChecksum = l.sideParts.front().second;
    m_options.onCheckpoint(l);
}

void SweepCheckpoints::settleParts(const std::vector<std::pair<std::string, std::uint64_t>> &parts,
                                   std::uint64_t steps)
{
    const std::string base = m_options.checkpointFile ? m_options.checkpointFile() : std::string();
    const std::string &own = parts[static_cast<std::size_t>(m_rank)].first;
    if (m_rank == 0) { // the resumed checkpoint's side file(s): rank 0 removes them
        removeOld(m_previousWritten ? std::string() : m_previous, base, own);
        dropResumed(base, own);
    }
    if (m_previousWritten)
        removeOld(m_previous, base, own);
    m_previous = own;
    m_previousWritten = true;
    m_previousSum = parts[static_cast<std::size_t>(m_rank)].second;
    m_previousSteps = steps;
    m_lastParts = parts;
    m_base = base;
}

void SweepCheckpoints::removeLast()
{
    const std::string base = m_options.checkpointFile ? m_options.checkpointFile() : std::string();
    removeOld(m_previous, base.empty() ? m_base : base, std::string());
    if (m_rank == 0)
        dropResumed(base.empty() ? m_base : base, std::string());
}

void SweepCheckpoints::unchanged(std::uint64_t nodes, double elapsed)
{
    if (!enabled())
        return;
    TaskLedger l;
    if (m_options.resume) {
        l = *m_options.resume;
    } else {
        l.taskCount = m_problem.steps;
        l.split = m_split;
        l.done.assign(static_cast<std::size_t>(m_problem.steps), 0);
    }
    l.nodes = nodes;
    l.elapsedSeconds = m_earlier + elapsed;
    m_options.onCheckpoint(l);
}

void SweepCheckpoints::finished(const std::vector<std::uint64_t> &count, std::uint64_t nodes, double elapsed,
                                bool remove)
{
    if (!enabled()) {
        if (remove && m_previousWritten)
            removeLast();
        return;
    }
    TaskLedger l;
    l.taskCount = m_problem.steps;
    l.split = m_split;
    l.done.assign(static_cast<std::size_t>(m_problem.steps), 1);
    l.counters["solutions"] = count.empty() ? 0 : count[0];
    l.records["solutions_high"] = count.size() > 1 ? count[1] : 0;
    for (std::size_t k = 2; k < count.size(); ++k) // counts past 128 bits
        if (count[k] != 0 || k + 1 < count.size())
            l.records["solutions_word" + std::to_string(k)] = count[k];
    l.nodes = nodes;
    l.elapsedSeconds = m_earlier + elapsed;
    m_options.onCheckpoint(l);
    if (remove)
        removeLast();
}

} // namespace cpw::tourimpl::frontier
