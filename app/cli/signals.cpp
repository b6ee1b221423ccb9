// Signals (cli.h): SIGINT and SIGTERM are blocked in every thread (the mask is set in main
// before any thread starts, and threads inherit it); one thread waits for them with sigwait()
// and turns them into a stop request. No code runs in signal-handler context.
#include "cli.h"

#include <atomic>
#include <csignal>
#include <pthread.h>
#include <thread>

#include "distributed.h"

namespace cpw::cli {

namespace {
std::atomic<int> g_signal{0};
std::stop_source &interruptSource()
{
    // Never destroyed: the signal thread is detached and may still hold the stop state while
    // the program exits (a static's destructor would race with its request_stop(); found by
    // TSan in tst_resumecli).
    static std::stop_source *source = new std::stop_source;
    return *source;
}
} // namespace

std::stop_token interruptToken()
{
    // Under --mpi only rank 0 stops a search (distributed.cpp); the others follow its word.
    if (mpiWorker())
        return {};
    return interruptSource().get_token();
}

bool interrupted()
{
    return g_signal.load() != 0;
}

void installSignalHandlers()
{
    static std::atomic<bool> installed{false};
    if (installed.exchange(true)) // once per process (tests run several commands in one)
        return;
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &set, nullptr);
    std::thread([set] {
        int sig = 0;
        if (sigwait(&set, &sig) == 0) {
            g_signal.store(sig);
            interruptSource().request_stop();
        }
    }).detach();
}

} // namespace cpw::cli
