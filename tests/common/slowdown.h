#pragma once
// How much slower this build runs than a Release build: sanitizer builds (CPW_ASAN, CPW_TSAN;
// tests/CMakeLists.txt defines CPW_SANITIZER_BUILD=1) run 5 to 20 times slower, more on a busy
// machine; a Debug build (no NDEBUG: no optimisation, assertions on) about 5 to 10 times. The
// hang guards the tests keep ("a stop ends the search within seconds", the longest a test waits
// for an event) are multiplied by it; tests check behaviour, not speed (speed is `cpw bench`'s),
// so a guard is only ever a generous bound on a wait that normally ends on an event.
// kSanitizerBuild shrinks the slowest cross-checks there, so that `./workbench asan` and
// `./workbench tsan` stay within 45 minutes on a 2-core machine: brute forces over 16M
// assignments (tests/exact/crosscheck.h), a few rows named where they are left out (grep
// kSanitizerBuild). Release runs every row.

namespace cpwtest {

#if defined(CPW_SANITIZER_BUILD) && CPW_SANITIZER_BUILD
inline constexpr int kSlowdown = 20;
inline constexpr bool kSanitizerBuild = true;
#elif !defined(NDEBUG)
inline constexpr int kSlowdown = 10;
inline constexpr bool kSanitizerBuild = false;
#else
inline constexpr int kSlowdown = 1;
inline constexpr bool kSanitizerBuild = false;
#endif

} // namespace cpwtest
