#pragma once
// Helpers shared by the fuzz targets: the input as text, and property checks that abort (a
// crash for libFuzzer, with the message) when a parser breaks one of its promises.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "cpw/error.h"

namespace cpwfuzz {

inline std::string_view text(const std::uint8_t *data, std::size_t size)
{
    return {reinterpret_cast<const char *>(data), size};
}

[[noreturn]] inline void fail(const char *what, const char *file, int line)
{
    std::fprintf(stderr, "property violated at %s:%d: %s\n", file, line, what);
    std::abort();
}

/// The error fields the error texts rely on: a code, and a position inside the text (or -1).
inline bool errorSane(const cpw::Error &e, std::size_t textSize)
{
    return e.code != cpw::ErrorCode::None && e.position >= -1 && e.position <= static_cast<long long>(textSize);
}

} // namespace cpwfuzz

#define FUZZ_CHECK(cond)                                                                                     \
    do {                                                                                                     \
        if (!(cond))                                                                                         \
            cpwfuzz::fail(#cond, __FILE__, __LINE__);                                                        \
    } while (0)
