#pragma once
// Configurations and counts kept between the split's sweeps (split.cpp, frontier.cpp; docs/tour.md
// "Smaller records"): counts in one 64-bit word with a side table for the rare wide ones, and
// configurations packed 4 bits a code in blocks that grow without copying.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace cpw::tourimpl {

/// A sum of up to 2^64 counts of 128 bits each, in 192 bits: the join's sum of B's counts met
/// by one T record (each below 2^128, their sum not always).
struct CountSum {
    unsigned __int128 low = 0;
    std::uint64_t high = 0; ///< the carries out of `low`
    void add(unsigned __int128 v)
    {
        if (__builtin_add_overflow(low, v, &low))
            ++high;
    }
};

/// A count of N 64-bit limbs, low limb first: the frontier programme's counts past 128 bits
/// (Wide<N> in frontiermap.h: the knight's tours of 5- to 8-row boards 40 or more columns long)
/// and the split's sums (BigCount). Only ever added to. An aggregate without member
/// initialisers, so that a map entry holding one stays trivial (`Limbs<4>{5}` is 5, `Limbs<4>{}`
/// is 0); the add functions return false on a carry out of the top limb.
template <int N> struct Limbs {
    static constexpr int kLimbs = N;
    std::uint64_t limb[N];

    friend constexpr bool operator==(const Limbs &a, const Limbs &b)
    {
        for (int k = 0; k < N; ++k)
            if (a.limb[k] != b.limb[k])
                return false;
        return true;
    }
    /// Adds v << (64 at).
    bool add(unsigned __int128 v, int at = 0)
    {
        unsigned __int128 carry = 0;
        for (int k = at; k < N; ++k) {
            const unsigned __int128 s =
                static_cast<unsigned __int128>(limb[k]) + static_cast<std::uint64_t>(v) + carry;
            limb[k] = static_cast<std::uint64_t>(s);
            carry = s >> 64;
            v >>= 64;
            if (!v && !carry)
                return true;
        }
        return !v && !carry;
    }
    /// Adds v << bit.
    bool addAtBit(std::uint64_t v, int bit)
    {
        return add(static_cast<unsigned __int128>(v) << (bit % 64), bit / 64);
    }
    /// Adds o, limb by limb with the carry.
    bool add(const Limbs &o)
    {
        bool carry = false;
        for (int k = 0; k < N; ++k) {
            std::uint64_t s;
            const bool c1 = __builtin_add_overflow(limb[k], o.limb[k], &s);
            const bool c2 = __builtin_add_overflow(s, static_cast<std::uint64_t>(carry), &s);
            limb[k] = s;
            carry = c1 || c2;
        }
        return !carry;
    }
    /// Adds (a x b) << (64 at), the product of two 128-bit counts taken as four 64-bit products.
    bool addProduct(unsigned __int128 a, unsigned __int128 b, int at = 0)
    {
        const std::uint64_t a0 = static_cast<std::uint64_t>(a), a1 = static_cast<std::uint64_t>(a >> 64);
        const std::uint64_t b0 = static_cast<std::uint64_t>(b), b1 = static_cast<std::uint64_t>(b >> 64);
        using W = unsigned __int128;
        return add(W{a0} * b0, at) && (!a0 || !b1 || add(W{a0} * b1, at + 1)) &&
               (!a1 || !b0 || add(W{a1} * b0, at + 1)) && (!a1 || !b1 || add(W{a1} * b1, at + 2));
    }
    /// Adds a x b, b a sum of counts (192 bits).
    bool addProduct(unsigned __int128 a, const CountSum &b)
    {
        return addProduct(a, b.low) && (!b.high || addProduct(a, b.high, 2));
    }
    /// Adds o, of M <= N limbs.
    template <int M> bool addLimbs(const Limbs<M> &o)
    {
        static_assert(M <= N);
        bool carry = false;
        for (int k = 0; k < N; ++k) {
            std::uint64_t s;
            const bool c1 = __builtin_add_overflow(limb[k], k < M ? o.limb[k] : 0, &s);
            const bool c2 = __builtin_add_overflow(s, static_cast<std::uint64_t>(carry), &s);
            limb[k] = s;
            carry = c1 || c2;
            if (k >= M && !carry)
                return true;
        }
        return !carry;
    }
    /// Adds a x b, limb by limb (the split's join of records past 128 bits).
    template <int A, int B> bool addProduct(const Limbs<A> &a, const Limbs<B> &b)
    {
        for (int i = 0; i < A; ++i)
            for (int j = 0; a.limb[i] && j < B; ++j)
                if (b.limb[j] && !add(static_cast<unsigned __int128>(a.limb[i]) * b.limb[j], i + j))
                    return false;
        return true;
    }
    /// The value is below 2^128 (then low128()), below 2^64.
    bool fits128() const
    {
        return std::all_of(limb + std::min(2, N), limb + N, [](std::uint64_t x) { return x == 0; });
    }
    bool fits64() const { return (N < 2 || limb[1] == 0) && fits128(); }
    unsigned __int128 low128() const
    {
        return N < 2 ? limb[0] : static_cast<unsigned __int128>(limb[1]) << 64 | limb[0];
    }
    std::vector<std::uint64_t> words() const { return std::vector<std::uint64_t>(limb, limb + N); }
};

/// The split's sums, 512 bits: past 128 bits where each half's counts are not (a T count times a
/// B count, summed; the knight's 5 x 40 and longer). Zero when made.
struct BigCount : Limbs<8> {
    BigCount() : Limbs<8>{} {}
};

/// Counts in one 64-bit word each. A count below 2^63 is the word itself; a larger one (past
/// 2^63: one configuration standing for that many partial tours, e.g. the long half of a 3 x 40
/// board) is kept in a side table and its word is kWide | its index there; one past 2^128 (the
/// split's records of boards like 6 x 51, whose halves' counts pass 128 bits) in a second table
/// of 256-bit counts, its word the top two bits set above its index. The words keep their meaning wherever
/// they are moved (a table sorted by degrees), as long as this table lives. get() reads a word
/// of at most 128 bits; a table with huge counts (hugeCounts()) is read with getLimbs().
class WideCounts {
public:
    static constexpr std::uint64_t kWide = std::uint64_t{1} << 63;
    /// The word for `count`, of `bits` bits (a count below 2^(bits - 1) is itself, a larger one
    /// sets bit bits - 1 above its index).
    std::uint64_t put(unsigned __int128 count, int bits = 64)
    {
        const std::uint64_t wide = std::uint64_t{1} << (bits - 1);
        if (count < wide)
            return static_cast<std::uint64_t>(count);
        m_wide.push_back(count);
        return wide | static_cast<std::uint64_t>(m_wide.size() - 1);
    }
    /// The word for a count of up to 256 bits: one past 2^128 sets bits bits - 1 and bits - 2
    /// above its index in the huge table.
    std::uint64_t put(const Limbs<4> &count, int bits = 64)
    {
        if (count.fits128())
            return put(count.low128(), bits);
        m_huge.push_back(count);
        return std::uint64_t{3} << (bits - 2) | static_cast<std::uint64_t>(m_huge.size() - 1);
    }
    /// The count a word of `bits` bits stands for (not a huge one).
    unsigned __int128 get(std::uint64_t word, int bits = 64) const
    {
        const std::uint64_t wide = std::uint64_t{1} << (bits - 1);
        return word & wide ? m_wide[static_cast<std::size_t>(word & ~wide)] : word;
    }
    /// The count any word of `bits` bits stands for, huge ones included.
    Limbs<4> getLimbs(std::uint64_t word, int bits = 64) const
    {
        const std::uint64_t huge = std::uint64_t{3} << (bits - 2);
        if ((word & huge) == huge)
            return m_huge[static_cast<std::size_t>(word & ~huge)];
        const unsigned __int128 v = get(word, bits);
        return Limbs<4>{{static_cast<std::uint64_t>(v), static_cast<std::uint64_t>(v >> 64), 0, 0}};
    }
    /// Counts kept in the side tables.
    std::size_t wideCounts() const { return m_wide.size() + m_huge.size(); }
    /// Counts past 2^128 kept (then words are read with getLimbs()).
    std::size_t hugeCounts() const { return m_huge.size(); }
    double bytes() const
    {
        return static_cast<double>(m_wide.capacity() * sizeof(unsigned __int128) +
                                   m_huge.capacity() * sizeof(Limbs<4>));
    }

private:
    std::vector<unsigned __int128> m_wide;
    std::vector<Limbs<4>> m_huge;
};

/// A count given by its 64-bit words (low first) in decimal: the words divided by 10^19 in turn.
inline std::string toDecimal(std::vector<std::uint64_t> w)
{
    constexpr std::uint64_t kChunk = 10'000'000'000'000'000'000ull; // 10^19
    std::string s;
    auto nonZero = [&] {
        return std::any_of(w.begin(), w.end(), [](std::uint64_t x) { return x != 0; });
    };
    while (nonZero()) {
        unsigned __int128 rest = 0;
        for (std::size_t k = w.size(); k-- > 0;) {
            const unsigned __int128 cur = rest << 64 | w[k];
            w[k] = static_cast<std::uint64_t>(cur / kChunk);
            rest = cur % kChunk;
        }
        std::string chunk = std::to_string(static_cast<std::uint64_t>(rest));
        if (nonZero())
            chunk.insert(0, 19 - chunk.size(), '0');
        s.insert(0, chunk);
    }
    return s.empty() ? "0" : s;
}

/// Configurations of a sweep kept for a later sweep (FrontierPart::seeds): each is `codes` 4-bit
/// codes packed into 64-bit words (code k at bit 4 (k % 16) of word k / 16, the frontier map's key
/// layout: the window's codes, then v's for open tours) and its count's word (WideCounts). Up to
/// 16 codes take one key word and a 64-bit count word (16 bytes); 17 to 24 codes (the knight's
/// rows of 8: 17 closed, 18 open) two key words whose second keeps its 4 (codes - 16) bits low
/// and the count's word in the bits above (16 bytes; a count past that word's room goes to the
/// wide counts); more codes three words (24 bytes). They are stored in blocks of kBlock
/// configurations (the first block grows up to that), so that storing never copies what is
/// stored nor holds twice its room.
class PackedConfigs {
public:
    static constexpr std::size_t kBlock = std::size_t{1} << 15;
    /// Configurations of `codes` codes each (at most 32).
    explicit PackedConfigs(int codes)
        : m_codes(codes), m_words((codes + 15) / 16), m_stride(strideOf(codes)),
          m_countBits(m_stride > static_cast<std::size_t>(m_words) ? 64 : 64 - 4 * (codes - 16)),
          m_tailMask(m_countBits == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << (64 - m_countBits)) - 1)
    {
    }
    /// Key words of each configuration (1 or 2).
    int words() const { return m_words; }
    std::size_t size() const { return m_size; }
    /// Counts kept in the wide side table.
    std::size_t wideCounts() const { return m_counts.wideCounts(); }
    /// Counts past 2^128 kept (then the counts are read with forEachInLimbs()).
    std::size_t hugeCounts() const { return m_counts.hugeCounts(); }
    /// Stores a configuration given as its codes (one byte each).
    void push(const std::uint8_t *codes, int count, unsigned __int128 n)
    {
        pushWord(codes, count, m_counts.put(n, m_countBits));
    }
    /// The same with a count of up to 256 bits.
    void push(const std::uint8_t *codes, int count, const Limbs<4> &n)
    {
        pushWord(codes, count, m_counts.put(n, m_countBits));
    }
    /// Moves `other`'s configurations (of as many codes) after this store's, in their order:
    /// its blocks are taken over as they are, unless its counts went to its side tables (then
    /// each configuration is stored again, its count's word made here).
    void append(PackedConfigs &&other)
    {
        if (other.m_counts.wideCounts() == 0) {
            for (std::vector<std::uint64_t> &b : other.m_blocks)
                if (!b.empty())
                    m_blocks.push_back(std::move(b));
            m_size += other.m_size;
        } else {
            for (std::size_t b = 0; b < other.blocks(); ++b)
                other.forEachInLimbs(b, [&](const std::uint64_t *key, const Limbs<4> &n) {
                    pushKey(key, m_counts.put(n, m_countBits));
                    return true;
                });
        }
        other = PackedConfigs(other.m_codes);
    }
    /// Calls f(key words, count) for every configuration, in the order stored.
    template <class F> void forEach(F &&f) const
    {
        for (std::size_t b = 0; b < m_blocks.size(); ++b)
            forEachIn(b, [&](const std::uint64_t *w, unsigned __int128 n) {
                f(w, n);
                return true;
            });
    }
    /// The blocks, each up to kBlock configurations (forEachIn).
    std::size_t blocks() const { return m_blocks.size(); }
    /// Calls f(key words, count) for every configuration of block `block` in the order stored,
    /// until f returns false.
    template <class F> void forEachIn(std::size_t block, F &&f) const
    {
        visit(block, f, [this](std::uint64_t word, int bits) { return m_counts.get(word, bits); });
    }
    /// forEachIn with counts of up to 256 bits (a store with hugeCounts()).
    template <class F> void forEachInLimbs(std::size_t block, F &&f) const
    {
        visit(block, f, [this](std::uint64_t word, int bits) { return m_counts.getLimbs(word, bits); });
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
        return static_cast<double>((n + static_cast<std::size_t>(stores) * kBlock) * strideOf(codes) *
                                   sizeof(std::uint64_t));
    }

private:
    /// f(key words, read(count's word, its bits)) for the configurations of a block in order,
    /// until f returns false.
    template <class F, class Read> void visit(std::size_t block, F &f, Read read) const
    {
        const std::vector<std::uint64_t> &b = m_blocks[block];
        for (std::size_t at = 0; at < b.size(); at += m_stride) {
            const std::uint64_t *w = b.data() + at;
            if (m_countBits == 64) {
                if (!f(w, read(w[m_words], 64)))
                    return;
                continue;
            }
            const std::uint64_t key[2] = {w[0], w[1] & m_tailMask};
            if (!f(key, read(w[1] >> (64 - m_countBits), m_countBits)))
                return;
        }
    }
    /// Stores a configuration given as its codes and its count's word.
    void pushWord(const std::uint8_t *codes, int count, std::uint64_t word)
    {
        std::uint64_t key[2] = {0, 0};
        for (int k = 0; k < count; ++k)
            key[k >> 4] |= static_cast<std::uint64_t>(codes[k] & 15) << (4 * (k & 15));
        pushKey(key, word);
    }
    /// Stores a configuration given as its key's words and its count's word.
    void pushKey(const std::uint64_t *key, std::uint64_t word)
    {
        if (m_blocks.empty() || m_blocks.back().size() == kBlock * m_stride) {
            m_blocks.emplace_back();
            if (m_blocks.size() > 1)
                m_blocks.back().reserve(kBlock * m_stride);
        }
        std::uint64_t w[3] = {key[0], m_words > 1 ? key[1] : 0, 0}; // the key's words, then the count's
        if (m_countBits == 64)
            w[m_words] = word;
        else
            w[m_words - 1] |= word << (64 - m_countBits); // above the key's tail
        m_blocks.back().insert(m_blocks.back().end(), w, w + m_stride);
        ++m_size;
    }
    /// Words a configuration of `codes` codes takes.
    static std::size_t strideOf(int codes) { return codes <= 24 ? 2 : 3; }

    int m_codes;
    int m_words;
    std::size_t m_stride;
    int m_countBits;          ///< the count word's bits: 64 in a word of its own, else above the key's tail
    std::uint64_t m_tailMask; ///< the key's bits of its last word (all when the count has a word)
    std::size_t m_size = 0;
    std::vector<std::vector<std::uint64_t>> m_blocks;
    WideCounts m_counts;
};

} // namespace cpw::tourimpl
