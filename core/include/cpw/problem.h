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
///                                     // (tour: "start", "path" "a1 b3 c5", "numbers" "a1=1 c2=3 h8=64":
///                                     //  given move numbers, docs/tour.md "Numbered tours")
/// }

#include <functional>
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

/// The "kind" of a problem file that holds a position to inspect (`cpw solve` prints its
/// attack counts), not a search: no family solves it. Every other kind is the name of a family
/// in the core's table (cpw/family.h), written once, in that family's descriptor.
inline constexpr std::string_view kAttacksKind = "attacks";

/// A scalar parameter value.
using ParamValue = std::variant<bool, long long, double, std::string>;

struct Problem {
    /// The family's name in the core's table (FamilyDescriptor::name), or kAttacksKind.
    std::string kind;
    Catalogue catalogue; ///< standard + the file's custom pieces
    Board board;
    std::vector<int> allowed; ///< allowed piece ids (empty = the kind's default)
    Placement preplaced;      ///< fixed pieces (same board)
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

/// What the problem file needs to know of a kind: whether this build has it, and whether its
/// preplaced pieces have two colours (lower-case letters are black pieces). The file format
/// knows no family: the floor above tells it (kindRules(), from the family table).
struct KindRules {
    bool known = false;
    bool blackPieces = false;
};
using KindLookup = std::function<KindRules(std::string_view kind)>;

/// The rules of the kinds of this build: a family of the core's table (cpw/family.h) or
/// kAttacksKind (defined one floor up, core/src/familyfiles.cpp).
KindRules kindRules(std::string_view kind);

/// Parses a problem document. Errors: JsonSyntax (position = byte offset), NotAProblemFile,
/// UnsupportedVersion (value = version), MissingField / BadFieldType / BadFieldValue (token =
/// JSON path such as "board.width"), UnknownProblemKind (the kind is not `known`; token = the
/// kind), and the board/placement/Betza errors (token names the field they came from).
Result<Problem> parseProblem(std::string_view json, const KindLookup &kinds);
/// The same with the kinds of this build (kindRules).
Result<Problem> parseProblem(std::string_view json);
/// Serialises a problem (pretty-printed, stable key order); black pieces keep their colour
/// where the kind has two colours.
std::string serializeProblem(const Problem &problem, const KindRules &rules);
/// The same with the rules of the problem's kind in this build (kindRules).
std::string serializeProblem(const Problem &problem);
/// Reads and parses a file (FileOpen on failure), with the kinds of this build.
Result<Problem> loadProblemFile(const std::string &path);
/// Writes atomically (temporary file + rename). FileWrite on failure.
Error saveProblemFile(const Problem &problem, const std::string &path);

} // namespace cpw
