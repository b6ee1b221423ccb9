#pragma once
// The split's sinks on all threads (split.cpp; FrontierPart::lanes): a part's last map goes to
// its sink in lanes, runs of consecutive shards side by side, each lane into a store of its own;
// after the sweep the lanes are joined in lane order, which is the order one thread gives. Only
// split.cpp includes it.
#include <array>
#include <cstddef>
#include <memory>
#include <vector>

#include "tour/packed.h"
#include "tour/splitjoin.h"

namespace cpw::tourimpl::splitjoin {

/// Records of a table that lanes fill side by side: lane l writes into its own slice of the table
/// (made room for at open(), at the sizes the sweep gives) with its own side table of wide counts;
/// close() closes the gaps (configurations that gave no record) and moves the lanes' wide counts
/// to the table's.
template <class P> class RecordLanes {
public:
    /// Room at the end of `to` for lanes of `sizes` configurations.
    void open(std::vector<Record<P>> &to, const std::vector<std::size_t> &sizes)
    {
        m_to = &to;
        m_lanes.assign(sizes.size(), Lane{});
        std::size_t at = to.size();
        for (std::size_t l = 0; l < sizes.size(); ++l) {
            m_lanes[l].begin = m_lanes[l].at = at;
            at += sizes[l];
        }
        to.resize(at);
    }
    /// Lane `lane`'s next record, its count made a word of the lane's side table.
    template <class N> void push(int lane, Record<P> r, const N &count)
    {
        Lane &l = m_lanes[static_cast<std::size_t>(lane)];
        r.count = l.wide.put(count);
        (*m_to)[l.at++] = r;
    }
    /// The lanes' records one after the other in `to`, their counts' words of `wide`.
    void close(WideCounts &wide)
    {
        if (!m_to)
            return;
        std::vector<Record<P>> &to = *m_to;
        std::size_t end = m_lanes.empty() ? to.size() : m_lanes.front().begin;
        for (const Lane &l : m_lanes) {
            if (end == l.begin && !l.wide.wideCounts()) { // in place already
                end = l.at;
                continue;
            }
            for (std::size_t i = l.begin; i < l.at; ++i, ++end) {
                to[end] = to[i];
                if (l.wide.wideCounts())
                    to[end].count = wide.put(l.wide.getLimbs(to[i].count));
            }
        }
        to.resize(end);
        *this = RecordLanes{};
    }

private:
    /// A lane's slice [begin, at) so far and its wide counts, on cache lines of its own (two
    /// lanes' cursors on one line would pass it between the cores at every record).
    struct alignas(64) Lane {
        std::size_t begin = 0, at = 0;
        WideCounts wide;
    };
    std::vector<Record<P>> *m_to = nullptr;
    std::vector<Lane> m_lanes;
};

/// Configurations of T to sweep on (W codes each, W + 1 with v, open tours), shared by the
/// parts that read them (T's head: every task's root) and freed with the last of them.
using Seeds = std::shared_ptr<PackedConfigs>;

/// Seeds that lanes store side by side into `N` stores (a node's three children, or one): each lane
/// fills stores of its own, and close() appends them in lane order to the targets' (their blocks
/// taken over as they are: the first lane's store becomes the target where there was none).
template <std::size_t N> class SeedLanes {
public:
    void open(std::size_t lanes, int codes)
    {
        m_codes = codes;
        m_lanes.assign(lanes, {});
    }
    /// Lane `lane`'s store `k`, made when first asked for.
    PackedConfigs &at(int lane, std::size_t k)
    {
        Seeds &s = m_lanes[static_cast<std::size_t>(lane)][k];
        if (!s)
            s = std::make_shared<PackedConfigs>(m_codes);
        return *s;
    }
    /// The lanes' stores appended to `to` (made where missing), lane by lane.
    void close(std::array<Seeds, N> &to)
    {
        for (auto &lane : m_lanes)
            for (std::size_t k = 0; k < N; ++k) {
                if (!lane[k] || lane[k]->size() == 0)
                    continue;
                if (to[k])
                    to[k]->append(std::move(*lane[k]));
                else
                    to[k] = std::move(lane[k]); // the first lane's store as it is
                lane[k].reset();
            }
        m_lanes.clear();
    }

private:
    int m_codes = 0;
    std::vector<std::array<Seeds, N>> m_lanes;
};

} // namespace cpw::tourimpl::splitjoin
