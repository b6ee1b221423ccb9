#pragma once
/// \file error.h
/// Error values returned by the core. The core never produces user-facing text:
/// callers (CLI, GUI) turn an Error into a translated message (see app/common/errortext.h).

#include <string>
#include <utility>

namespace cpw {

struct FamilyDescriptor;
/// A family, named by its descriptor function (cpw::tourFamily): the owner of an error code of its own.
using FamilyId = FamilyDescriptor (*)();

/// What went wrong, as far as every family shares it (the messages: app/common/errortext.cpp).
/// An error only one family has is that family's (ErrorCode::FamilyError): its enum lives in the
/// family's header, bound to the family by `FamilyId errorFamily(ItsEnum)` beside it, and its
/// texts in the family's file under app/common/families/.
enum class ErrorCode {
    None = 0,
    // Board sizes and geometry
    BadBoardSize,        ///< width/height outside 1..`limit` (0: kMaxBoardSide, 100000); `value` holds the offending number
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
    // Preplaced pieces and counts (more than one family)
    PreplacedAttack,     ///< two preplaced pieces attack each other; `token` = "a1-b3", rank/file of the first
    CountOverflow,       ///< a count does not fit in 64 bits (`token` "128": in 128, "512": in 512)
    // Parser findings of the fuzz targets (tests/fuzz, docs/fuzz.md)
    JsonNumberTooLarge,  ///< a JSON number beyond double (1e999); `token` holds it, `position` its offset
    // Checkpoints (cpw/checkpoint.h)
    NotACheckpoint,      ///< a file that is no checkpoint (or of an unknown format version; `value`)
    CheckpointCorrupt,   ///< a checkpoint whose checksum or fields do not agree; `token` names the field
    CheckpointMismatch,  ///< a checkpoint of another problem, program version or task split; `token` says which
    NoCheckpoints,       ///< the family cannot checkpoint its search; `token` holds the kind
    // Parameters (cpw/params.h)
    UnknownParam,        ///< a parameter the problem's kind does not declare; `token` = "params.<key>"
    // Preplaced pieces, continued
    PreplacedPiece,      ///< a preplaced piece of a kind the problem does not place (a cover's or a
                         ///< peaceable army's one piece); `token` = its letter, rank/file its cell
    // A family's own
    FamilyError,         ///< an error that one family owns: `family` is the family, `familyCode` its
                         ///< code in the family's own enum (familyError(), familyCode())
    // Boards, continued
    BoardTooLarge,       ///< a board side beyond what the problem's solvers take: `value` = the longer
                         ///< side, `limit` = the largest side they take (0: kMaxSide, 32, the limit of
                         ///< the engines that hold a board's cells in a CellSet)
    // Several processes (`--mpi`, cpw/search.h TaskDistributor)
    RanksDisagree,       ///< another rank of a distributed run does not run rank 0's tasks: `value` is
                         ///< that rank; `token` is "tasks\n<its tasks>\n<its split>\n<rank 0's tasks>\n
                         ///< <rank 0's split>" when it cut the search otherwise, "left\n<its exit
                         ///< code>\n<rank 0's tasks>\n<rank 0's split>" when it ended its command first
    // New codes go above this line: only what more than one family shares.
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
    FamilyId family = nullptr; ///< FamilyError: the family that owns the code
    int familyCode = 0;        ///< FamilyError: the code in the family's enum (from 1)
    int limit = 0;             ///< BadBoardSize / BoardTooLarge: the largest side allowed there (0: the code's default)

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

/// An error of a family's own: `E` is the family's error enum (enumerators from 1), bound to
/// its family by `FamilyId errorFamily(E)` declared beside it (found by argument lookup).
template <class E>
Error familyError(E code, std::string token = {}, long long value = 0)
{
    Error e = fieldError(ErrorCode::FamilyError, std::move(token), value);
    e.family = errorFamily(code);
    e.familyCode = static_cast<int>(code);
    return e;
}

/// The code of `e` in the family enum `E`, or E{} (0) when `e` is no error of E's family.
template <class E>
E familyCode(const Error &e)
{
    if (e.code != ErrorCode::FamilyError || e.family != errorFamily(E{}))
        return E{};
    return static_cast<E>(e.familyCode);
}

/// True when `a` and `b` have the same code (and, for FamilyError, the same family's code).
inline bool sameCode(const Error &a, const Error &b)
{
    return a.code == b.code && a.family == b.family && a.familyCode == b.familyCode;
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
