#pragma once
// A hang guard that is not the clock under test: a stop token that fires after a generous
// number of seconds (scaled by kSlowdown, tests/common/slowdown.h), for solver runs that
// must end on their own (a time limit, an event). A run it ended reports StopRequested, so
// the test tells "ended by its own limit" (StopReason::TimeLimit) from "never ended" without
// asserting how long anything took.
#include <condition_variable>
#include <chrono>
#include <mutex>
#include <stop_token>
#include <thread>

#include "slowdown.h"

namespace cpwtest {

class HangGuard {
public:
    explicit HangGuard(int seconds)
        : m_thread([this, seconds](std::stop_token own) {
              std::mutex m;
              std::condition_variable_any cv;
              std::unique_lock lock(m);
              if (!cv.wait_for(lock, own, std::chrono::seconds(seconds * kSlowdown), [] { return false; }) &&
                  !own.stop_requested())
                  m_source.request_stop();
          })
    {
    }
    std::stop_token token() const { return m_source.get_token(); }
    bool fired() const { return m_source.stop_requested(); }

private:
    std::stop_source m_source;
    std::jthread m_thread; // last: started once m_source exists; stopped and joined first
};

} // namespace cpwtest
