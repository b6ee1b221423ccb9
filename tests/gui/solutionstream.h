#pragma once
// Shared by tst_stall and bench_stall: a synthetic solution stream that stands in for a solver.
// One worker thread calls the sink like a solver's serialised sink does; the placements come
// from a fixed formula, so the test can count them by number of pieces on its own.
#include <QtGlobal>

#include <chrono>
#include <functional>
#include <map>
#include <stop_token>
#include <thread>

#include "cpw/placement.h"
#include "searchcontroller.h"

namespace guitest {

/// Solution `i` of the stream on a 5x5 board: cell c holds piece (i + c) % 6 when bit c % 20 of
/// i is set, else it is empty.
inline void streamPlacement(cpw::Placement &p, quint64 i)
{
    for (int c = 0; c < 25; ++c)
        p.set(c, ((i >> (c % 20)) & 1) ? int((i + c) % 6) : cpw::kEmpty);
}

/// Number of pieces of solution `i`, counted from the formula (not from a Placement).
inline int streamPieces(quint64 i)
{
    int n = 0;
    for (int c = 0; c < 25; ++c)
        n += int((i >> (c % 20)) & 1);
    return n;
}

/// How the stream is produced.
struct StreamShape {
    quint64 total = 1000000;
    quint64 block = 10000; ///< solutions between two calls of `afterBlock`
    /// Called by the worker after every block (and after the last one) with the number produced
    /// so far: pauses, or waits for the GUI (the test's hand-shake). May be empty.
    std::function<void(std::stop_token, quint64)> afterBlock;
};

/// A SearchController job that streams `shape.total` solutions on a 5x5 board.
inline SearchController::Job streamJob(const cpw::Board &board, StreamShape shape)
{
    return [board, shape](std::stop_token token,
                          const cpw::SearchOptions &options) -> cpw::Result<cpw::SearchStats> {
        cpw::Placement p(board);
        quint64 i = 0;
        for (; i < shape.total && !token.stop_requested(); ++i) {
            streamPlacement(p, i);
            options.onSolution(cpw::Solution{p, std::nullopt, false, 0});
            if (i % 65536 == 0 && options.onProgress)
                options.onProgress(cpw::Progress{i, i, 0.0, double(i) / shape.total, std::nullopt});
            if ((i + 1) % shape.block == 0 && i + 1 < shape.total && shape.afterBlock)
                shape.afterBlock(token, i + 1);
        }
        if (shape.afterBlock)
            shape.afterBlock(token, i);
        cpw::SearchStats stats;
        stats.complete = i == shape.total;
        stats.solutions = i;
        return stats;
    };
}

} // namespace guitest
