#pragma once
// Internal: whole-file reads and atomic writes shared by problem files and checkpoints.
#include <string>

#include "cpw/error.h"

namespace cpw {

/// Reads a whole file (FileOpen with the path as token and errno as value on failure).
Result<std::string> readTextFile(const std::string &path);
/// Writes a file atomically: a temporary file in the same folder, fsync, rename, fsync of the
/// folder. The old file stays whole until the rename; its permissions are kept. FileWrite on failure.
Error writeTextFileAtomically(const std::string &path, const std::string &text);

} // namespace cpw
