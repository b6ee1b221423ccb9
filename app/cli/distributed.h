#pragma once
// distributed.h, `--mpi`: one search over the processes of an MPI job (mpirun -np N cpw <command> ... --mpi).
// Rank 0 coordinates: it hands tasks out on request, merges results, streams every solution and
// writes checkpoints; the other ranks run tasks on their own threads and print nothing. Built
// only with -DCPW_MPI=ON (Open MPI, Debian libopenmpi-dev); without it --mpi is refused.

#include <cstdint>
#include <string>
#include <vector>

#include "cpw/search.h"

namespace cpw::cli {

/// True when this cpw was built with MPI.
bool mpiAvailable();
/// Starts MPI when `args` hold --mpi (before any thread starts). Returns an error text when
/// MPI is not available or cannot start; "" otherwise. Ranks other than 0 get stdout and
/// stderr silenced.
std::string mpiStart(const std::vector<std::string> &args);
/// Ends MPI if it was started (after the command returned with `code`). After mpiArmAbort(), a
/// rank 0 that failed (code 2: bad input, a refused checkpoint) ends the job with MPI_Abort:
/// the other ranks may be waiting in a collective call rank 0 never makes.
void mpiFinish(int code = 0);
/// The command's ranks meet in collective calls (the tour frontier programme's exchange).
void mpiArmAbort();
/// The distributor of this process (nullptr without --mpi).
TaskDistributor *mpiDistributor();
/// True on ranks other than 0.
bool mpiWorker();
/// Under --mpi, rank 0's `text` on every rank (a broadcast; every rank must call it). Without
/// --mpi: `text`. `cpw resume` shares the checkpoint it read this way, so that no rank reads a
/// later save of the file (a search in phases would take other steps on that rank).
std::string mpiShareText(const std::string &text);
/// The frontier exchange of this process (the tour frontier programme's `--mpi`, mpiexchange.cpp):
/// nullptr without --mpi. Its exchange is MPI_Alltoall of the sizes, then MPI_Alltoallv of the
/// bytes in rounds of at most `roundBytes` (--mpi-round-bytes; 0 = kMpiRoundBytes) a pair of
/// ranks, and never more than INT_MAX / ranks.
FrontierExchange *mpiFrontierExchange(std::uint64_t roundBytes);
/// The default of --mpi-round-bytes: 256 MiB.
inline constexpr std::uint64_t kMpiRoundBytes = std::uint64_t{256} << 20;
/// The round the exchange of this process uses (0 when none was made): the summary's
/// mpi_round_bytes.
std::uint64_t mpiRoundBytes();
/// Worker ranks: keeps a streamed solution for the next report to rank 0.
void mpiKeepSolution(const Solution &solution);

} // namespace cpw::cli
