#pragma once
// How much slower this build runs than a Release build: sanitizer builds (CPW_ASAN, CPW_TSAN;
// tests/CMakeLists.txt defines CPW_SANITIZER_BUILD=1) run 5 to 20 times slower, more on a busy
// machine. The few wall-clock bounds a test keeps (hang guards, "a stop ends the search within
// seconds") are multiplied by it; tests check behaviour, not speed (speed is `cpw bench`'s).
// kSanitizerBuild shrinks the slowest cross-checks there, so that `./workbench asan` and
// `./workbench tsan` stay within 45 minutes on a 2-core machine: brute forces over 16M
// assignments (tests/exact/crosscheck.h), a few rows named where they are left out (grep
// kSanitizerBuild). Release runs every row.

namespace cpwtest {

#if defined(CPW_SANITIZER_BUILD) && CPW_SANITIZER_BUILD
inline constexpr int kSlowdown = 20;
inline constexpr bool kSanitizerBuild = true;
#else
inline constexpr int kSlowdown = 1;
inline constexpr bool kSanitizerBuild = false;
#endif

} // namespace cpwtest
