#pragma once
// How much slower this build runs than a Release build: sanitizer builds (CPW_ASAN, CPW_TSAN;
// tests/CMakeLists.txt defines CPW_SANITIZER_BUILD=1) run 5 to 20 times slower, more on a busy
// machine. The few wall-clock bounds a test keeps (hang guards, "a stop ends the search within
// seconds") are multiplied by it; tests check behaviour, not speed (speed is `cpw bench`'s).

namespace cpwtest {

#if defined(CPW_SANITIZER_BUILD) && CPW_SANITIZER_BUILD
inline constexpr int kSlowdown = 20;
inline constexpr bool kSanitizerBuild = true;
#else
inline constexpr int kSlowdown = 1;
inline constexpr bool kSanitizerBuild = false;
#endif

} // namespace cpwtest
