#pragma once
// Configurations and counts kept between the split's sweeps (split.cpp, frontier.cpp; docs/tour.md
// "Smaller records"): counts in one 64-bit word with a side table for the rare wide ones, and
// configurations packed 4 bits a code in blocks that grow without copying.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace cpw::tourimpl {

/// Counts in one 64-bit word each. A count below 2^63 is the word itself; a larger one (past
/// 2^63: one configuration standing for that many partial tours, e.g. the long half of a 3 x 40
/// board) is kept in a side table and its word is kWide | its index there. The words keep their
/// meaning wherever they are moved (a table sorted by degrees), as long as this table lives.
class WideCounts {
public:
    static constexpr std::uint64_t kWide = std::uint64_t{1} << 63;
    /// The word for `count`.
    std::uint64_t put(unsigned __int128 count)
    {
        if (count < kWide)
            return static_cast<std::uint64_t>(count);
        m_wide.push_back(count);
        return kWide | static_cast<std::uint64_t>(m_wide.size() - 1);
    }
    /// The count a word stands for.
    unsigned __int128 get(std::uint64_t word) const
    {
        return word & kWide ? m_wide[static_cast<std::size_t>(word & ~kWide)] : word;
    }
    /// Counts kept in the side table.
    std::size_t wideCounts() const { return m_wide.size(); }
    double bytes() const { return static_cast<double>(m_wide.capacity() * sizeof(unsigned __int128)); }

private:
    std::vector<unsigned __int128> m_wide;
};

/// Configurations of a sweep kept for a later sweep (FrontierPart::seeds): each is `codes` 4-bit
/// codes packed into 64-bit words (code k at bit 4 (k % 16) of word k / 16, the frontier map's key
/// layout: the window's codes, then v's for open tours) followed by its count's word
/// (WideCounts). They are stored in blocks of kBlock configurations (the first block grows up to
/// that), so that storing never copies what is stored nor holds twice its room.
class PackedConfigs {
public:
    static constexpr std::size_t kBlock = std::size_t{1} << 15;
    /// Configurations of `codes` codes each (at most 32).
    explicit PackedConfigs(int codes)
        : m_words((codes + 15) / 16), m_stride(static_cast<std::size_t>(m_words) + 1)
    {
    }
    /// Key words of each configuration (1 or 2).
    int words() const { return m_words; }
    std::size_t size() const { return m_size; }
    /// Counts kept in the wide side table (past 2^63).
    std::size_t wideCounts() const { return m_counts.wideCounts(); }
    /// Stores a configuration given as its codes (one byte each).
    void push(const std::uint8_t *codes, int count, unsigned __int128 n)
    {
        if (m_blocks.empty() || m_blocks.back().size() == kBlock * m_stride) {
            m_blocks.emplace_back();
            if (m_blocks.size() > 1)
                m_blocks.back().reserve(kBlock * m_stride);
        }
        std::uint64_t w[3] = {0, 0, 0}; // the key's words, then the count's
        for (int k = 0; k < count; ++k)
            w[k >> 4] |= static_cast<std::uint64_t>(codes[k] & 15) << (4 * (k & 15));
        w[m_words] = m_counts.put(n);
        m_blocks.back().insert(m_blocks.back().end(), w, w + m_stride);
        ++m_size;
    }
    /// Calls f(key words, count) for every configuration, in the order stored.
    template <class F> void forEach(F &&f) const
    {
        for (const std::vector<std::uint64_t> &b : m_blocks)
            for (std::size_t at = 0; at < b.size(); at += m_stride)
                f(b.data() + at, m_counts.get(b[at + static_cast<std::size_t>(m_words)]));
    }
    /// The bytes held (blocks' room and the wide counts).
    double bytes() const
    {
        double n = m_counts.bytes();
        for (const std::vector<std::uint64_t> &b : m_blocks)
            n += static_cast<double>(b.capacity() * sizeof(std::uint64_t));
        return n;
    }
    /// At most the bytes that `n` configurations of `codes` codes take in `stores` stores filled
    /// together (each may leave one block part empty; wide counts not counted).
    static double bytesFor(std::size_t n, int codes, int stores = 1)
    {
        const std::size_t stride = static_cast<std::size_t>((codes + 15) / 16) + 1;
        return static_cast<double>((n + static_cast<std::size_t>(stores) * kBlock) * stride *
                                   sizeof(std::uint64_t));
    }

private:
    int m_words;
    std::size_t m_stride;
    std::size_t m_size = 0;
    std::vector<std::vector<std::uint64_t>> m_blocks;
    WideCounts m_counts;
};

} // namespace cpw::tourimpl
