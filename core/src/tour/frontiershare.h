#pragma once
/// \file
/// The frontier programme over several processes (FrontierExchange, search.h; docs/tour.md
/// "Several processes"). Every rank owns the configurations whose hash falls in its part
/// (ownerOf: hash bits 40..55 mod the ranks; the shards take the top 8 bits, the tables the low
/// ones), expands only those, and sends each successor it does not own to its owner. After the
/// expansion of a step the ranks exchange their outboxes (one all-to-all), merge what they
/// receive into their next map, and agree in one all-reduce on an overflow, a stop, the memory
/// limit and the step's figures (summed: configurations and table memory of all ranks).
/// Only frontier.cpp includes it.
#include <atomic>
#include <cstdint>
#include <cstring>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "cpw/search.h"
#include "tour/frontiermap.h"

namespace cpw::tourimpl::frontier {

/// The rank that owns a configuration of hash `h`.
inline int ownerOf(std::uint64_t h, int ranks)
{
    return static_cast<int>(((h >> 40) & 0xFFFF) % static_cast<unsigned>(ranks));
}

/// Successors bound for other ranks: one byte buffer per rank (key, count: their raw bytes),
/// appended to by the workers in batches under the buffer's lock.
class Outbox {
public:
    explicit Outbox(int ranks)
        : m_out(static_cast<std::size_t>(ranks)), m_locks(new std::mutex[static_cast<std::size_t>(ranks)])
    {
    }
    void append(int rank, const std::vector<std::uint8_t> &bytes)
    {
        std::lock_guard lock(m_locks[static_cast<std::size_t>(rank)]);
        auto &out = m_out[static_cast<std::size_t>(rank)];
        out.insert(out.end(), bytes.begin(), bytes.end());
    }
    std::vector<std::vector<std::uint8_t>> &buffers() { return m_out; }
    std::uint64_t bytes() const
    {
        std::uint64_t n = 0;
        for (const auto &b : m_out)
            n += b.size();
        return n;
    }

private:
    std::vector<std::vector<std::uint8_t>> m_out;
    std::unique_ptr<std::mutex[]> m_locks;
};

/// A sweep's place among the ranks (null exchange or one rank: alone).
struct Share {
    FrontierExchange *exchange = nullptr;
    int rank = 0, ranks = 1;
    bool on() const { return ranks > 1; }
    bool owns(std::uint64_t h) const { return !on() || ownerOf(h, ranks) == rank; }
};

/// Merges the entries received from the other ranks into `dst` on `threads` workers, each
/// through `store(worker, key, count)` (the worker's Expander::store).
template <class K, class C, class Store>
void mergeReceived(const std::vector<std::vector<std::uint8_t>> &in, int threads, const Store &store)
{
    constexpr std::size_t kEntry = sizeof(K) + sizeof(C);
    constexpr std::size_t kChunk = std::size_t{1} << 16;              // entries a worker takes at once
    std::vector<std::pair<const std::uint8_t *, std::size_t>> chunks; // (first entry, entries)
    for (const auto &b : in)
        for (std::size_t at = 0; at < b.size() / kEntry; at += kChunk)
            chunks.emplace_back(b.data() + at * kEntry, std::min(kChunk, b.size() / kEntry - at));
    std::atomic<std::size_t> next{0};
    auto work = [&](int worker) {
        for (std::size_t c; (c = next.fetch_add(1)) < chunks.size();)
            for (std::size_t e = 0; e < chunks[c].second; ++e) {
                K key;
                C count;
                std::memcpy(&key, chunks[c].first + e * kEntry, sizeof(K));
                std::memcpy(&count, chunks[c].first + e * kEntry + sizeof(K), sizeof(C));
                store(worker, key, count);
            }
    };
    onThreads(threads, work);
}

/// What the ranks agree on after a step (sums over the ranks; flags: set on any rank).
struct StepAgreement {
    bool overflow = false, stop = false, tooBig = false;
    double configurations = 0, tableBytes = 0, sentBytes = 0;
};

inline StepAgreement agree(const Share &share, bool overflow, bool stop, bool tooBig,
                           std::uint64_t configurations, std::uint64_t tableBytes, std::uint64_t sentBytes)
{
    std::vector<std::uint64_t> v{overflow ? 1u : 0u, stop ? 1u : 0u, tooBig ? 1u : 0u,
                                 configurations,     tableBytes,     sentBytes};
    if (share.on())
        share.exchange->sum(v);
    return {v[0] > 0,
            v[1] > 0,
            v[2] > 0,
            static_cast<double>(v[3]),
            static_cast<double>(v[4]),
            static_cast<double>(v[5])};
}

/// The sum of every rank's count of `n` 64-bit words (low first), exact: 32-bit limbs summed
/// over the ranks, then carried. False when the sum passes n words.
inline bool sumExactly(const Share &share, const std::uint64_t *value, int n, std::uint64_t *total)
{
    const auto limbs32 = static_cast<std::size_t>(2 * n);
    std::vector<std::uint64_t> limbs(limbs32);
    for (std::size_t k = 0; k < limbs32; ++k)
        limbs[k] = (value[k / 2] >> (32 * (k % 2))) & 0xFFFFFFFFu;
    if (share.on())
        share.exchange->sum(limbs);
    std::uint64_t carry = 0; // below 2^33 for up to 2^32 ranks
    for (std::size_t k = 0; k < limbs32; ++k) {
        const std::uint64_t v = limbs[k] + carry; // limbs[k] < 2^64 - 2^33: no wrap
        carry = v >> 32;
        if (k % 2 == 0)
            total[k / 2] = v & 0xFFFFFFFFu;
        else
            total[k / 2] |= (v & 0xFFFFFFFFu) << 32;
    }
    return carry == 0;
}

} // namespace cpw::tourimpl::frontier
