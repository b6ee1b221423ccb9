#pragma once
// taskmessages.h, the protocol of `--mpi`'s task distribution, apart from MPI: the coordinator
// (rank 0) and the workers exchange JSON texts on two tags through a MessageTransport. The CLI's
// transport is MPI (distributed.cpp, built with -DCPW_MPI=ON); tests/cli/tst_taskdistribution
// runs the same protocol between threads of one process, so `./workbench test` covers it
// without MPI.

#include <memory>
#include <string>

#include "cpw/search.h"

namespace cpw::cli {

/// Point-to-point messages between the ranks 0..size()-1 of a job. Messages between two ranks
/// on one tag keep their order. Only one thread of a rank calls it.
class MessageTransport {
public:
    virtual ~MessageTransport() = default;
    virtual int rank() const = 0;
    virtual int size() const = 0;
    /// Sends `text` to rank `dest` on `tag`.
    virtual void send(const std::string &text, int dest, int tag) = 0;
    /// The next message from `source` (-1: any rank) on `tag`, waiting for it; its sender in `from`.
    virtual std::string receive(int source, int tag, int *from) = 0;
    /// True when a message from `source` (-1: any rank) on `tag` is waiting (it is not taken).
    virtual bool waiting(int source, int tag) = 0;
    /// A worker told that rank 0 ended its command without this run of tasks: the process ends
    /// (MPI: MPI_Finalize and exit). A transport that returns makes serve() return an empty ledger.
    virtual void quit() = 0;
};

/// The TaskDistributor of one rank over `transport` (which must outlive it); rank 0 coordinates.
class MessageDistributor : public TaskDistributor {
public:
    explicit MessageDistributor(MessageTransport &transport);
    ~MessageDistributor() override;
    bool coordinator() const override;
    void coordinate(const std::vector<std::size_t> &todo, const std::function<bool()> &stopped,
                    const std::function<void(std::size_t, TaskResult &, std::vector<Solution> &)> &merge,
                    const std::function<TaskLedger()> &final) override;
    TaskLedger serve(int batch,
                     const std::function<void(const std::vector<std::size_t> &,
                                              std::vector<std::pair<std::size_t, TaskResult>> &)> &run,
                     const std::function<void()> &stop) override;
    /// Worker ranks: a streamed solution, sent to rank 0 with the next report.
    void keep(const Solution &solution);
    /// Worker ranks, at the end of their command (exit code `code`): tells rank 0 that this rank
    /// serves no more tasks ({"left": code}), so that a rank 0 still waiting for it in a run of
    /// tasks this rank never reached ends with RanksDisagree instead of waiting for ever. After
    /// a run both took part in, rank 0 has left its last run and never reads it.
    void leave(int code);
    /// Rank 0, at the end of its command: releases workers still waiting for tasks of a run of
    /// tasks rank 0 never began ({"t": "quit"}).
    void releaseWorkers();

private:
    struct Impl;
    std::unique_ptr<Impl> m;
};

} // namespace cpw::cli
