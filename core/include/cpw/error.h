#pragma once
/// \file error.h
/// Error values returned by the core. The core never produces user-facing text:
/// callers (CLI, GUI) turn an Error into a translated message (see app/common/errortext.h).

#include <string>
#include <utility>

namespace cpw {

/// What went wrong. Keep in sync with app/common/errortext.cpp.
enum class ErrorCode {
    None = 0,
    // Board sizes and geometry
    BadBoardSize,        ///< width/height outside 1..32; `value` holds the offending number
    BadBoardSpec,        ///< "WxH" text not understood; `token` holds it
    CellOutOfBoard,      ///< a cell name/index outside the board; `token` holds it
    CellIsHole,          ///< a piece or target on a cell that is not part of the board
    // Placement notation
    EmptyPlacement,      ///< empty placement text
    BadCharacter,        ///< a character that is not a piece letter, digit, '-' or '/'
    UnknownPiece,        ///< a letter with no piece in the catalogue
    BlackPiece,          ///< a lower-case (black) piece letter: only white pieces exist here
    RankTooLong,         ///< a rank describes more cells than the board width
    RankTooShort,        ///< a rank describes fewer cells than the board width
    TooManyRanks,        ///< more ranks than the board height
    TooFewRanks,         ///< fewer ranks than the board height
    BadDigitRun,         ///< a run of empty cells of length 0 (e.g. "0" or "05")
    RaggedRanks,         ///< ranks of different lengths where the width is inferred
    HoleMismatch,        ///< placement has a hole where the board has a cell or vice versa
    // Pieces / Betza
    EmptyBetza,          ///< empty Betza text
    UnknownBetzaAtom,    ///< a letter that is no Betza atom or modifier; `token` holds it
    BadBetzaModifier,    ///< a modifier in a place where it means nothing
    BadBetzaRange,       ///< a range suffix that is not a positive number
    BetzaNoAttack,       ///< a definition with no capturing move
    BadPieceLetter,      ///< a letter for a user piece that is not A-Z or is already used
    DuplicatePieceLetter,///< two pieces with the same letter
    // Problem files
    JsonSyntax,          ///< broken JSON; `position` holds the byte offset
    NotAProblemFile,     ///< JSON but not a workbench problem (missing "format")
    UnsupportedVersion,  ///< a problem file version this build does not read; `value` holds it
    MissingField,        ///< a required field is missing; `token` names it
    BadFieldType,        ///< a field has the wrong JSON type; `token` names it
    BadFieldValue,       ///< a field's value is out of range or not allowed; `token` names it
    UnknownProblemKind,  ///< "kind" is no known problem kind; `token` holds it
    FileOpen,            ///< cannot open/read a file; `token` holds the path
    FileWrite,           ///< cannot write a file; `token` holds the path
    // Targets
    BadTarget,           ///< a target count that is negative or too large
    TargetsSizeMismatch, ///< per-cell targets do not match the board size
    // Solver input
    NoPieces,            ///< a solver was given no allowed pieces
    Unsupported,         ///< the solver does not support this combination; `token` says which part
    // Tours and Chess960 (tour.h, chess960.h)
    TourBoardTooLarge,   ///< a tour board side beyond kMaxTourSide; `value` holds it
    TourNeedsLeaper,     ///< a tour piece that rides; `token` holds its letter
    TourAsymmetricLeaper,///< a tour piece with a leap whose reverse it lacks; `token` holds its letter
    TourEngineRefused,   ///< the chosen tour counting engine cannot run this request; `token` says why
                         ///< (dp: "find", "checkpoint", "mpi", "sample", "params.limit", "path",
                         ///< "memory" with `value` = MiB, "window" with `value` = the window; "split")
    Chess960BadNumber,   ///< a Chess960 number outside 0..959; `value` holds it
    Chess960BadPosition, ///< not eight letters K Q R R B B N N (or a FEN with such a rank 1);
                         ///< `token` holds the text, `position` the first offending character
    Chess960Bishops,     ///< the two bishops stand on squares of the same colour; `token` the rank
    Chess960KingRooks,   ///< the king does not stand between the rooks; `token` the rank
    // Independent placements (cpw/independent.h)
    PreplacedAttack,     ///< two preplaced pieces attack each other; `token` = "a1-b3", rank/file of the first
    BadArmySpec,         ///< an army text such as "K2Q2B2N1" not understood; `position`, `token`
    CountOverflow,       ///< a count does not fit in 64 bits
    // Most valuable army (army)
    BadArmyValue,        ///< a values item that is not LETTER=INTEGER (0..1000000); `token` holds it
    DuplicateArmyValue,  ///< a piece given two values; `token` holds its letter
    MissingArmyValue,    ///< an allowed piece without a value; `token` holds its letter
    ArmyCheckFailed,     ///< the solver's army failed the independent attack check (a bug)
    // Parser findings of the fuzz targets (tests/fuzz, docs/fuzz.md)
    JsonNumberTooLarge,  ///< a JSON number beyond double (1e999); `token` holds it, `position` its offset
    // Checkpoints (cpw/checkpoint.h)
    NotACheckpoint,      ///< a file that is no checkpoint (or of an unknown format version; `value`)
    CheckpointCorrupt,   ///< a checkpoint whose checksum or fields do not agree; `token` names the field
    CheckpointMismatch,  ///< a checkpoint of another problem, program version or task split; `token` says which
    NoCheckpoints,       ///< the family cannot checkpoint its search; `token` holds the kind
    // Parameters (cpw/params.h)
    UnknownParam,        ///< a parameter the problem's kind does not declare; `token` = "params.<key>"
    // Tours, continued
    TourBadPath,         ///< a tour's given opening (params.path) is no leaper's path; `token` = the cell,
                         ///< `value` 1: not one leap from the cell before it, 2: visited twice,
                         ///< 3: not the start cell, 4: not a cell of the board (or a hole)
    // Checkpoints, continued
    CheckpointSideFile,  ///< a checkpoint's side file (the tour frontier's map) that cannot be used;
                         ///< `token` = its path, `value` = why (1 missing or unreadable, 2 no side
                         ///< file, 3 truncated, 4 damaged: checksum, 5 another board, 6 another
                         ///< piece, 7 closed/open differ, 8 another start, 9 not the file the
                         ///< checkpoint names: its step or checksum differ)
    // Preplaced pieces, continued
    PreplacedPiece,      ///< a preplaced piece of a kind the problem does not place (a cover's or a
                         ///< peaceable army's one piece); `token` = its letter, rank/file its cell
    // New codes go above this line.
    CodeCount,           ///< not an error: the number of codes (tests check every code below it)
};

/// An error value with the context that lets a caller write a precise message.
struct Error {
    ErrorCode code = ErrorCode::None;
    int position = -1;  ///< character offset in the parsed text, or -1
    int rank = -1;      ///< 1-based rank number (rank 1 = bottom) where it applies, or -1
    int file = -1;      ///< 0-based file (column, a = 0) where it applies, or -1
    long long value = 0; ///< a number that is part of the problem (a size, a version)
    std::string token;  ///< the offending text (a letter, a field name, a path)

    explicit operator bool() const { return code != ErrorCode::None; }
    bool ok() const { return code == ErrorCode::None; }
};

/// An error about a field or token: its code, what it names ("params.pieces", "board.width",
/// a letter) and a number that belongs to it.
inline Error fieldError(ErrorCode code, std::string token = {}, long long value = 0)
{
    Error e;
    e.code = code;
    e.token = std::move(token);
    e.value = value;
    return e;
}

/// A value or an error (a small std::expected stand-in: g++ 12 has no <expected>).
template <class T>
class Result {
public:
    Result(T value) : m_value(std::move(value)) {}
    Result(Error error) : m_error(std::move(error)) {}
    bool ok() const { return !m_error; }
    explicit operator bool() const { return ok(); }
    const T &value() const & { return m_value; }
    T &value() & { return m_value; }
    T &&value() && { return std::move(m_value); }
    const T &operator*() const { return m_value; }
    const T *operator->() const { return &m_value; }
    const Error &error() const { return m_error; }

private:
    T m_value{};
    Error m_error{};
};

} // namespace cpw
