/*
 * The tour frontier programme over MPI ranks (FrontierExchange, search.h; docs/tour.md "Several
 * processes"). Every rank runs the same sweep; after each step the successors each rank owns
 * travel to it: MPI_Alltoall of the byte counts, then MPI_Alltoallv of the bytes. An MPI count
 * is an int, so the bytes go in rounds, at most --mpi-round-bytes (default 256 MiB, at most
 * INT_MAX / ranks) between two ranks in a round; the ranks agree on the number of rounds first.
 * Flags and sums are MPI_Allreduce. Only the thread that runs the sweep calls MPI (the one that
 * called MPI_Init_thread: MPI_THREAD_FUNNELED).
 */
#include "distributed.h"

#include <algorithm>
#include <climits>
#include <cstring>
#include <memory>

#ifdef CPW_HAVE_MPI
#include <mpi.h>
#endif

namespace cpw::cli {

#ifdef CPW_HAVE_MPI

namespace {

class MpiFrontierExchange : public FrontierExchange {
public:
    explicit MpiFrontierExchange(std::uint64_t roundBytes)
    {
        MPI_Comm_rank(MPI_COMM_WORLD, &m_rank);
        MPI_Comm_size(MPI_COMM_WORLD, &m_size);
        m_round = roundBytes > 0 ? roundBytes : kMpiRoundBytes; // tests: many small rounds
        m_round = std::min<std::uint64_t>(m_round, static_cast<std::uint64_t>(INT_MAX / m_size));
    }
    std::uint64_t round() const { return m_round; }
    int rank() const override { return m_rank; }
    int size() const override { return m_size; }

    void exchange(std::vector<std::vector<std::uint8_t>> &out,
                  std::vector<std::vector<std::uint8_t>> &in) override
    {
        const auto n = static_cast<std::size_t>(m_size);
        std::vector<std::uint64_t> sendSize(n, 0), recvSize(n, 0);
        for (std::size_t r = 0; r < n; ++r)
            sendSize[r] = static_cast<int>(r) == m_rank ? 0 : out[r].size();
        MPI_Alltoall(sendSize.data(), 1, MPI_UINT64_T, recvSize.data(), 1, MPI_UINT64_T, MPI_COMM_WORLD);
        std::uint64_t rounds = 0;
        for (std::size_t r = 0; r < n; ++r)
            rounds = std::max(
                {rounds, (sendSize[r] + m_round - 1) / m_round, (recvSize[r] + m_round - 1) / m_round});
        MPI_Allreduce(MPI_IN_PLACE, &rounds, 1, MPI_UINT64_T, MPI_MAX, MPI_COMM_WORLD);
        in.assign(n, {});
        for (std::size_t r = 0; r < n; ++r)
            in[r].resize(recvSize[r]);
        std::vector<int> sendCount(n), sendAt(n), recvCount(n), recvAt(n);
        std::vector<std::uint8_t> sendBuffer, recvBuffer;
        for (std::uint64_t k = 0; k < rounds; ++k) {
            const std::uint64_t from = k * m_round;
            auto part = [&](std::uint64_t size) {
                return static_cast<int>(size > from ? std::min(m_round, size - from) : 0);
            };
            int sendTotal = 0, recvTotal = 0;
            for (std::size_t r = 0; r < n; ++r) {
                sendCount[r] = part(sendSize[r]);
                sendAt[r] = sendTotal;
                sendTotal += sendCount[r];
                recvCount[r] = part(recvSize[r]);
                recvAt[r] = recvTotal;
                recvTotal += recvCount[r];
            }
            sendBuffer.resize(static_cast<std::size_t>(sendTotal));
            recvBuffer.resize(static_cast<std::size_t>(recvTotal));
            for (std::size_t r = 0; r < n; ++r)
                if (sendCount[r] > 0)
                    std::memcpy(sendBuffer.data() + sendAt[r], out[r].data() + from,
                                static_cast<std::size_t>(sendCount[r]));
            MPI_Alltoallv(sendBuffer.data(), sendCount.data(), sendAt.data(), MPI_BYTE, recvBuffer.data(),
                          recvCount.data(), recvAt.data(), MPI_BYTE, MPI_COMM_WORLD);
            for (std::size_t r = 0; r < n; ++r)
                if (recvCount[r] > 0)
                    std::memcpy(in[r].data() + from, recvBuffer.data() + recvAt[r],
                                static_cast<std::size_t>(recvCount[r]));
        }
        for (auto &o : out) // sent: the memory goes back before the merge
            std::vector<std::uint8_t>().swap(o);
    }

    bool any(bool flag) override
    {
        int value = flag ? 1 : 0;
        MPI_Allreduce(MPI_IN_PLACE, &value, 1, MPI_INT, MPI_LOR, MPI_COMM_WORLD);
        return value != 0;
    }

    void sum(std::vector<std::uint64_t> &values) override
    {
        MPI_Allreduce(MPI_IN_PLACE, values.data(), static_cast<int>(values.size()), MPI_UINT64_T, MPI_SUM,
                      MPI_COMM_WORLD);
    }

private:
    int m_rank = 0, m_size = 1;
    std::uint64_t m_round = 0;
};

std::unique_ptr<MpiFrontierExchange> &theExchange()
{
    static std::unique_ptr<MpiFrontierExchange> exchange;
    return exchange;
}

} // namespace

FrontierExchange *mpiFrontierExchange(std::uint64_t roundBytes)
{
    std::unique_ptr<MpiFrontierExchange> &exchange = theExchange();
    if (!mpiDistributor()) // --mpi not given (or MPI not started)
        return nullptr;
    if (!exchange)
        exchange = std::make_unique<MpiFrontierExchange>(roundBytes);
    return exchange.get();
}

std::uint64_t mpiRoundBytes()
{
    return theExchange() ? theExchange()->round() : 0;
}

#else

FrontierExchange *mpiFrontierExchange(std::uint64_t)
{
    return nullptr;
}

std::uint64_t mpiRoundBytes()
{
    return 0;
}

#endif

} // namespace cpw::cli
