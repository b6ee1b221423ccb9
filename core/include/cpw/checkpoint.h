#pragma once
/// \file checkpoint.h
/// Checkpoint files: a paused search, saved so that it can be resumed later, by this program
/// on this or another machine (`cpw ... --checkpoint FILE`, `cpw resume FILE`).
///
/// Format (version 1), one JSON document written atomically:
/// {
///   "format": "chess-puzzle-workbench-checkpoint", "version": 1,
///   "program": "0.1.0",                 // the program version that wrote it
///   "problem": { ...a problem document (problem.h)... },
///   "search": {
///     "tasks": 1234, "split": "exact/occ/256",  // the family's task decomposition
///     "done": "ffff0f...",              // one bit per task, hex, task 0 = lowest bit of byte 0
///     "counters": { "solutions": 42, ... }, "best": 7, "kept": [ { "objective": 7,
///       "cells": [ -1, 3, ... ], "symmetric": false, "orbit": 8 } ],
///     "nodes": 123456, "elapsed": 12.5,
///     "side": { "file": "run.cpwsearch.step17.frontier", "checksum": "89ab..." }  // optional: a
///                                       // side file in the same folder (the tour frontier's map)
///   },
///   "checksum": "0123456789abcdef"      // FNV-1a 64 of the compact dump of "problem" and "search"
/// }
/// A file with another format version, another program version, a wrong checksum or fields that
/// contradict each other is refused; nothing of it is used.

#include <string>
#include <string_view>

#include "cpw/error.h"
#include "cpw/problem.h"
#include "cpw/search.h"

namespace cpw {

constexpr int kCheckpointFormatVersion = 1;

/// The version of this program, as checkpoints record it.
std::string_view programVersion();

struct Checkpoint {
    Problem problem;
    TaskLedger ledger;
    /// Solutions shown before the pause (the workbench's gallery), so that a resumed search
    /// shows them again; for display only, never part of the counts. Placement, order and
    /// objective are kept.
    std::vector<Solution> shown;
    std::string program; ///< the version that wrote it (programVersion() when written here)
};

/// Serialises a checkpoint (compact JSON with a checksum); `kinds` as for the problem file
/// (problem.h); the one-argument form takes the kinds of this build (kindRules).
std::string serializeCheckpoint(const Checkpoint &checkpoint, const KindLookup &kinds);
std::string serializeCheckpoint(const Checkpoint &checkpoint);
/// Parses a checkpoint. Errors: JsonSyntax, NotACheckpoint (value = format version when it is
/// only the version that differs), CheckpointCorrupt (token = the field), CheckpointMismatch
/// (token "program": written by another program version), and the problem's own errors.
Result<Checkpoint> parseCheckpoint(std::string_view text, const KindLookup &kinds);
Result<Checkpoint> parseCheckpoint(std::string_view text);
/// Reads and parses a checkpoint file (FileOpen on failure); a side file it names
/// (TaskLedger::sideFile) is located beside it (locateSideFile).
Result<Checkpoint> loadCheckpointFile(const std::string &path);
/// Makes the side file's name a path in the folder of `checkpointPath` (parseCheckpoint leaves
/// the bare name).
void locateSideFile(Checkpoint &checkpoint, const std::string &checkpointPath);
/// Writes atomically (temporary file + rename): a pause never leaves a half-written file.
Error saveCheckpointFile(const Checkpoint &checkpoint, const std::string &path);

} // namespace cpw
