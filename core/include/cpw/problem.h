#pragma once
/// \file problem.h
/// A problem as the GUI saves it and `cpw solve FILE` runs it: a versioned JSON document.
///
/// Format (version 1):
/// {
///   "format": "chess-puzzle-workbench-problem", "version": 1,
///   "kind": "exact" | "independent" | "army" | "cover" | "tour" | "chess960" | "attacks" | "peaceable",
///   "board": { "width": 8, "height": 8, "holes": ["a1", "h8"] },        // holes optional
///   "custom_pieces": [ { "letter": "U", "name": "Wazir rider", "betza": "WW" } ],  // optional
///   "pieces": "KQRBNP",                 // allowed pieces (letters), optional
///   "preplaced": "<placement notation>", // optional, fixed pieces (lower case = black: peaceable only)
///   "targets": 1 | [[1,1,null,...], ...], // optional: one k, or ranks top-down per cell, null = any
///   "params": { "count_empty_only": false, ... }  // kind-specific scalars
/// }

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "cpw/board.h"
#include "cpw/error.h"
#include "cpw/piece.h"
#include "cpw/placement.h"

namespace cpw {

constexpr int kProblemFormatVersion = 1;
constexpr int kAnyTarget = -1; ///< per-cell target meaning "any count"
constexpr int kMaxTarget = 64;

enum class ProblemKind { Exact, Independent, Army, Cover, Tour, Chess960, Attacks, Peaceable };
std::string_view problemKindName(ProblemKind kind);
std::optional<ProblemKind> parseProblemKind(std::string_view name);

/// A scalar parameter value.
using ParamValue = std::variant<bool, long long, double, std::string>;

struct Problem {
    ProblemKind kind = ProblemKind::Exact;
    Catalogue catalogue;           ///< standard + the file's custom pieces
    Board board;
    std::vector<int> allowed;      ///< allowed piece ids (empty = the kind's default)
    Placement preplaced;           ///< fixed pieces (same board)
    /// Per-cell targets (index y * width + x); empty = none given. kAnyTarget = any.
    std::vector<int> targets;
    std::map<std::string, ParamValue> params;

    /// Convenience: one target for every cell.
    void setUniformTarget(int k);
    /// Param accessors with defaults (wrong type -> default).
    bool paramBool(const std::string &key, bool fallback) const;
    long long paramInt(const std::string &key, long long fallback) const;
    double paramDouble(const std::string &key, double fallback) const;
    std::string paramString(const std::string &key, const std::string &fallback) const;
};

/// Parses a problem document. Errors: JsonSyntax (position = byte offset), NotAProblemFile,
/// UnsupportedVersion (value = version), MissingField / BadFieldType / BadFieldValue (token =
/// JSON path such as "board.width"), UnknownProblemKind, and the board/placement/Betza errors
/// (token names the field they came from).
Result<Problem> parseProblem(std::string_view json);
/// Serialises a problem (pretty-printed, stable key order).
std::string serializeProblem(const Problem &problem);
/// Reads and parses a file (FileOpen on failure).
Result<Problem> loadProblemFile(const std::string &path);
/// Writes atomically (temporary file + rename). FileWrite on failure.
Error saveProblemFile(const Problem &problem, const std::string &path);

} // namespace cpw
