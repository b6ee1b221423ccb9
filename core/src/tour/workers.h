#pragma once
// Work spread over threads (the frontier programme's steps, the split's sinks and joins).
#include <thread>
#include <vector>

namespace cpw::tourimpl {

/// Calls work(0) .. work(n - 1), each on a thread of its own, and returns when all have ended;
/// for n <= 1, work(0) on the calling thread. `work` must not throw (a thread's exception ends
/// the program): catch inside and report after.
template <class F> void onThreads(int n, F &&work)
{
    if (n <= 1) {
        work(0);
        return;
    }
    std::vector<std::jthread> pool;
    for (int t = 0; t < n; ++t)
        pool.emplace_back(work, t);
}

} // namespace cpw::tourimpl
