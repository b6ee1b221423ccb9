/*
 * `--mpi` over MPI (distributed.h): MPI starts and ends here, and carries the messages of the
 * task distribution (taskmessages.cpp, the protocol, which tests run between threads) as
 * MPI_CHAR texts on their tags. Only the main thread of a rank calls MPI (MPI_THREAD_FUNNELED).
 * When a rank dies, mpirun ends the job; rank 0's last checkpoint holds every task whose result
 * had arrived, so `cpw resume FILE` (with or without --mpi) loses only the tasks in flight.
 */
#include "distributed.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <iostream>

#include "taskmessages.h"

#ifdef CPW_HAVE_MPI
#include <mpi.h>
#endif

namespace cpw::cli {

namespace {

#ifdef CPW_HAVE_MPI // everything below travels between ranks, so exists only with MPI

class MpiTransport : public MessageTransport {
public:
    MpiTransport(int rank, int size) : m_rank(rank), m_size(size) {}
    int rank() const override { return m_rank; }
    int size() const override { return m_size; }
    void send(const std::string &text, int dest, int tag) override
    {
        MPI_Send(text.data(), static_cast<int>(text.size()), MPI_CHAR, dest, tag, MPI_COMM_WORLD);
    }
    std::string receive(int source, int tag, int *from) override
    {
        MPI_Status status;
        MPI_Probe(source < 0 ? MPI_ANY_SOURCE : source, tag, MPI_COMM_WORLD, &status);
        int size = 0;
        MPI_Get_count(&status, MPI_CHAR, &size);
        std::string text(static_cast<std::size_t>(size), '\0');
        MPI_Recv(text.data(), size, MPI_CHAR, status.MPI_SOURCE, tag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        if (from)
            *from = status.MPI_SOURCE;
        return text;
    }
    bool waiting(int source, int tag) override
    {
        int flag = 0;
        MPI_Iprobe(source < 0 ? MPI_ANY_SOURCE : source, tag, MPI_COMM_WORLD, &flag, MPI_STATUS_IGNORE);
        return flag != 0;
    }
    void quit() override
    {
        MPI_Finalize();
        std::_Exit(0);
    }

private:
    int m_rank, m_size;
};

MpiTransport *g_transport = nullptr;
MessageDistributor *g_distributor = nullptr;
bool g_started = false;
bool g_abortArmed = false;

#endif

} // namespace

bool mpiAvailable()
{
#ifdef CPW_HAVE_MPI
    return true;
#else
    return false;
#endif
}

std::string mpiStart(const std::vector<std::string> &args)
{
    if (std::find(args.begin(), args.end(), "--mpi") == args.end())
        return {};
#ifdef CPW_HAVE_MPI
    int provided = 0;
    if (MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS)
        return "--mpi: MPI could not start";
    g_started = true;
    int rank = 0, size = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (size < 2) {
        mpiFinish();
        return "--mpi: run under mpirun with at least 2 processes (rank 0 hands out the work), e.g. "
               "mpirun -np 3 cpw ... --mpi";
    }
    g_transport = new MpiTransport(rank, size);
    g_distributor = new MessageDistributor(*g_transport);
    if (rank != 0) {
        std::freopen("/dev/null", "w", stdout);
        std::freopen("/dev/null", "w", stderr);
    }
    return {};
#else
    return "--mpi: this cpw was built without MPI (configure with -DCPW_MPI=ON; Debian: libopenmpi-dev)";
#endif
}

void mpiArmAbort()
{
#ifdef CPW_HAVE_MPI
    g_abortArmed = true;
#endif
}

void mpiFinish(int code)
{
#ifdef CPW_HAVE_MPI
    if (!g_started)
        return;
    if (g_abortArmed && code == 2 && g_distributor && g_distributor->coordinator()) {
        std::cerr << std::flush;
        MPI_Abort(MPI_COMM_WORLD, code); // ends every rank (mpirun exits with `code`)
    }
    // Rank 0 may end (a stop during a split) while other ranks still wait for tasks: release them.
    // A worker says it is gone, in case rank 0 still waits for it in a run of tasks this rank
    // never reached (its input was refused, or its search took another way): rank 0 then ends
    // with RanksDisagree instead of waiting for ever.
    if (g_distributor && g_distributor->coordinator())
        g_distributor->releaseWorkers();
    else if (g_distributor)
        g_distributor->leave(code);
    delete g_distributor;
    g_distributor = nullptr;
    delete g_transport;
    g_transport = nullptr;
    MPI_Finalize();
    g_started = false;
#endif
}

TaskDistributor *mpiDistributor()
{
#ifdef CPW_HAVE_MPI
    return g_distributor;
#else
    return nullptr;
#endif
}

bool mpiWorker()
{
#ifdef CPW_HAVE_MPI
    return g_distributor && !g_distributor->coordinator();
#else
    return false;
#endif
}

std::string mpiShareText(const std::string &text)
{
#ifdef CPW_HAVE_MPI
    if (!g_distributor)
        return text;
    unsigned long long size = text.size();
    MPI_Bcast(&size, 1, MPI_UNSIGNED_LONG_LONG, 0, MPI_COMM_WORLD);
    std::string out = mpiWorker() ? std::string(size, '\0') : text;
    if (size > 0)
        MPI_Bcast(out.data(), static_cast<int>(size), MPI_CHAR, 0, MPI_COMM_WORLD);
    return out;
#else
    return text;
#endif
}

void mpiKeepSolution(const Solution &solution)
{
#ifdef CPW_HAVE_MPI
    if (g_distributor)
        g_distributor->keep(solution);
#else
    (void)solution;
#endif
}

} // namespace cpw::cli
