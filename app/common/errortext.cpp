#include "errortext.h"

#include <QCoreApplication>

#include "cpw/family.h"
#include "familytexts.h"

/*
 * Turning a cpw::Error into one line of English (translatable, context "cpw::Error").
 *
 * Conventions of the core's Error fields that this file relies on:
 *  - position: 0-based character (byte) offset into the parsed text; shown 1-based
 *    ("character 1" is the first character) because that is what people count.
 *  - rank: 1-based from the bottom; file: 0-based, shown as a letter (a..z, aa, ab, ...).
 *  - token: the offending text (a letter, a digit run, a path), or — for errors that the
 *    problem-file reader passes on from the placement/Betza/board parsers — the JSON path
 *    of the field the text came from (e.g. "preplaced", "custom_pieces[0].betza").
 *  - value: a number (a size, a version, an errno for file errors).
 */

namespace cpw {
namespace {

// Every text goes through QCoreApplication::translate with the literal context "cpw::Error"
// so that lupdate finds it.

/// File letters as board.h names them: a..z, then aa, ab, ... (spreadsheet style).
QString fileLetters(int file)
{
    QString s;
    int n = file + 1;
    while (n > 0) {
        --n;
        s.prepend(QChar(u'a' + n % 26));
        n /= 26;
    }
    return s;
}

/// True when `token` is a JSON path such as "preplaced" or "custom_pieces[0].betza" rather
/// than an offending letter, modifier or digit run (those are at most two characters, or
/// start with a digit, or contain upper-case letters).
bool isFieldPath(const std::string &token)
{
    if (token.size() < 3 || token[0] < 'a' || token[0] > 'z')
        return false;
    for (char c : token) {
        const bool ok =
            (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '[' || c == ']';
        if (!ok)
            return false;
    }
    return true;
}

/// "rank 3, file c, character 21" — the parts that are known.
QString where(const Error &e, bool withRank = true, bool withFile = true, bool withPosition = true)
{
    QStringList parts;
    if (withRank && e.rank >= 1)
        parts << QCoreApplication::translate("cpw::Error", "rank %1").arg(e.rank);
    if (withFile && e.file >= 0)
        parts << QCoreApplication::translate("cpw::Error", "file %1").arg(fileLetters(e.file));
    if (withPosition && e.position >= 0)
        parts << QCoreApplication::translate("cpw::Error", "character %1").arg(e.position + 1);
    return parts.join(QStringLiteral(", "));
}

enum Counted { Cells, Ranks };

/// "no cells", "1 cell", "7 cells" (and the same for ranks) without relying on plural forms
/// of a translation file, so the untranslated English reads well.
QString countOf(long long n, Counted what)
{
    if (what == Cells) {
        if (n == 0)
            return QCoreApplication::translate("cpw::Error", "no cells");
        if (n == 1)
            return QCoreApplication::translate("cpw::Error", "1 cell");
        return QCoreApplication::translate("cpw::Error", "%1 cells").arg(n);
    }
    if (n == 0)
        return QCoreApplication::translate("cpw::Error", "no ranks");
    if (n == 1)
        return QCoreApplication::translate("cpw::Error", "1 rank");
    return QCoreApplication::translate("cpw::Error", "%1 ranks").arg(n);
}

// size: the error-message table, one case per ErrorCode (a table, not logic: split, the cases
// of one code would be harder to find, and translators read them in one context).
QString message(const Error &e)
{
    // " “X”" when the error names the offending text, else "" (so "%1" can follow a word).
    const QString tok = tokenPart(e);
    switch (e.code) {
    case ErrorCode::None:
        return QCoreApplication::translate("cpw::Error", "no error");

    // Board sizes and geometry
    case ErrorCode::BadBoardSize:
        return withWhere(QCoreApplication::translate(
                             "cpw::Error", "board size %1 is not allowed: width and height must be 1 to %2")
                             .arg(e.value)
                             .arg(e.limit > 0 ? e.limit : kMaxBoardSide),
                         e);
    case ErrorCode::BoardTooLarge:
        return withWhere(QCoreApplication::translate(
                             "cpw::Error", "board size %1 is too large for this problem: its solvers take sides "
                                           "of 1 to %2")
                             .arg(e.value)
                             .arg(e.limit > 0 ? e.limit : kMaxSide),
                         e);
    case ErrorCode::BadBoardSpec:
        return QCoreApplication::translate(
                   "cpw::Error",
                   "board size%1 is not understood: expected WxH such as 8x8 or 4x6, or one number N for NxN")
            .arg(tok);
    case ErrorCode::CellOutOfBoard:
        return withWhere(QCoreApplication::translate("cpw::Error", "cell%1 is not on the board").arg(tok), e);
    case ErrorCode::CellIsHole:
        return withWhere(
            QCoreApplication::translate("cpw::Error", "cell%1 is a hole, not part of the board").arg(tok), e);

    // Placement notation
    case ErrorCode::EmptyPlacement:
        return QCoreApplication::translate(
            "cpw::Error", "the placement is empty: expected ranks separated by '/', such as 8/8/8/8/8/8/8/8");
    case ErrorCode::BadCharacter:
        return withWhere(QCoreApplication::translate("cpw::Error",
                                                     "unexpected character%1 in the placement: only piece "
                                                     "letters, digits, '-' and '/' are allowed")
                             .arg(tok),
                         e);
    case ErrorCode::UnknownPiece:
        return withWhere(QCoreApplication::translate(
                             "cpw::Error", "unknown piece letter%1 (see 'cpw pieces' for the letters)")
                             .arg(tok),
                         e);
    case ErrorCode::BlackPiece:
        return withWhere(QCoreApplication::translate("cpw::Error",
                                                     "lower-case (black) piece%1: only white pieces, "
                                                     "written in upper case, exist in these puzzles")
                             .arg(tok),
                         e);
    case ErrorCode::RankTooLong:
        if (e.rank >= 1 && e.value > 0 && e.file >= 0 && !tok.isEmpty())
            return withWhere(
                QCoreApplication::translate(
                    "cpw::Error",
                    "rank %1 (from the bottom) is longer than the board, which is %2 wide:%3 at file "
                    "%4 goes past the edge")
                    .arg(e.rank)
                    .arg(e.value)
                    .arg(tok, fileLetters(e.file)),
                e, false, false);
        if (e.rank >= 1 && e.value > 0)
            return withWhere(
                QCoreApplication::translate(
                    "cpw::Error", "rank %1 (from the bottom) is longer than the board, which is %2 wide")
                    .arg(e.rank)
                    .arg(e.value),
                e, false);
        return withWhere(QCoreApplication::translate("cpw::Error", "a rank is longer than the board is wide"),
                         e);
    case ErrorCode::RankTooShort:
        if (e.rank >= 1 && e.value > 0 && e.file >= 0)
            return withWhere(QCoreApplication::translate(
                                 "cpw::Error", "rank %1 (from the bottom) is too short: it has %2, the "
                                               "board is %3 wide")
                                 .arg(e.rank)
                                 .arg(countOf(e.file, Cells))
                                 .arg(e.value),
                             e, false, false);
        return withWhere(
            QCoreApplication::translate("cpw::Error", "a rank is shorter than the board is wide"), e);
    case ErrorCode::TooManyRanks:
        if (e.value > 0)
            return withWhere(
                QCoreApplication::translate("cpw::Error", "more than %1 ranks: the board is only %1 high")
                    .arg(e.value),
                e);
        return withWhere(QCoreApplication::translate("cpw::Error", "too many ranks for the board"), e);
    case ErrorCode::TooFewRanks:
        if (e.value > 0 && e.rank >= 1)
            return withWhere(QCoreApplication::translate(
                                 "cpw::Error", "the text has only %1 for a board %2 high: rank %3 and "
                                               "below are missing")
                                 .arg(countOf(e.value - e.rank, Ranks))
                                 .arg(e.value)
                                 .arg(e.rank),
                             e, false);
        return withWhere(QCoreApplication::translate("cpw::Error", "too few ranks for the board"), e);
    case ErrorCode::BadDigitRun:
        return withWhere(
            QCoreApplication::translate(
                "cpw::Error", "bad run of empty cells%1: a run is a number from 1 up, without leading zeros")
                .arg(tok),
            e);
    case ErrorCode::RaggedRanks:
        if (e.rank >= 1 && e.value > 0)
            return withWhere(
                QCoreApplication::translate(
                    "cpw::Error",
                    "rank %1 (from the bottom) is not as long as the top rank, which has %2 cells; all "
                    "ranks must be equally long")
                    .arg(e.rank)
                    .arg(e.value),
                e, false);
        return withWhere(
            QCoreApplication::translate("cpw::Error",
                                        "the ranks have different lengths; all ranks must be equally long"),
            e);
    case ErrorCode::HoleMismatch:
        return withWhere(
            e.value != 0
                ? QCoreApplication::translate("cpw::Error",
                                              "the placement has a hole ('-') where the board has a cell")
                : QCoreApplication::translate(
                      "cpw::Error", "the placement has no hole where the board has one; write '-' there"),
            e);

    // Pieces / Betza
    case ErrorCode::EmptyBetza:
        return QCoreApplication::translate(
            "cpw::Error", "the Betza definition is empty: expected atoms such as W, F, N, or BN");
    case ErrorCode::UnknownBetzaAtom:
        return withWhere(
            QCoreApplication::translate(
                "cpw::Error",
                "unknown Betza letter%1: atoms are W F D N A H C Z G K Q R B, modifiers f b l r v s c m")
                .arg(tok),
            e);
    case ErrorCode::BadBetzaModifier:
        return withWhere(
            QCoreApplication::translate(
                "cpw::Error",
                "Betza modifier%1 means nothing here: a modifier stands before an atom and must pick "
                "some of its directions")
                .arg(tok),
            e);
    case ErrorCode::BadBetzaRange:
        return withWhere(
            QCoreApplication::translate(
                "cpw::Error",
                "bad Betza range%1: a number after a single atom is a step count, or 0 for unlimited")
                .arg(tok),
            e);
    case ErrorCode::BetzaNoAttack:
        return QCoreApplication::translate("cpw::Error",
                                           "the Betza definition%1 gives the piece no capturing move")
            .arg(tok);
    case ErrorCode::BadPieceLetter:
        return QCoreApplication::translate(
                   "cpw::Error",
                   "piece letter%1 cannot be used: a user piece needs one upper-case letter A-Z")
            .arg(tok);
    case ErrorCode::DuplicatePieceLetter:
        return QCoreApplication::translate("cpw::Error", "piece letter%1 is already taken by another piece")
            .arg(tok);

    // Problem files
    case ErrorCode::JsonSyntax:
        return withWhere(
            QCoreApplication::translate("cpw::Error", "broken JSON%1")
                .arg(e.token.empty()
                         ? QString()
                         : QCoreApplication::translate("cpw::Error", " near %1").arg(quoted(e.token))),
            e);
    case ErrorCode::NotAProblemFile:
        return QCoreApplication::translate(
            "cpw::Error", "this is not a Chess Puzzle Workbench problem file (\"format\" must be "
                          "\"chess-puzzle-workbench-problem\")");
    case ErrorCode::UnsupportedVersion:
        return QCoreApplication::translate(
                   "cpw::Error",
                   "problem file version %1 cannot be read by this program (it reads version %2)")
            .arg(e.value)
            .arg(1);
    case ErrorCode::MissingField:
        return QCoreApplication::translate("cpw::Error", "the required field %1 is missing")
            .arg(quoted(e.token));
    case ErrorCode::BadFieldType:
        return QCoreApplication::translate("cpw::Error", "the field %1 has the wrong type")
            .arg(quoted(e.token));
    case ErrorCode::BadFieldValue:
        return QCoreApplication::translate("cpw::Error", "the field %1 has a value that is not allowed")
            .arg(quoted(e.token));
    case ErrorCode::UnknownProblemKind: {
        QStringList kinds; // the core's table, in its order
        for (const FamilyDescriptor &f : families())
            kinds << QString::fromUtf8(f.name.data(), qsizetype(f.name.size()));
        return QCoreApplication::translate("cpw::Error", "unknown problem kind %1: expected one of %2")
            .arg(quoted(e.token), kinds.join(QStringLiteral(", ")));
    }
    case ErrorCode::FileOpen:
        if (e.value > 0)
            return QCoreApplication::translate("cpw::Error", "cannot read the file %1: %2")
                .arg(quoted(e.token), qt_error_string(int(e.value)));
        return QCoreApplication::translate("cpw::Error", "cannot read the file %1").arg(quoted(e.token));
    case ErrorCode::FileWrite:
        if (e.value > 0)
            return QCoreApplication::translate("cpw::Error", "cannot write the file %1: %2")
                .arg(quoted(e.token), qt_error_string(int(e.value)));
        return QCoreApplication::translate("cpw::Error", "cannot write the file %1").arg(quoted(e.token));

    // Targets
    case ErrorCode::BadTarget:
        return withWhere(
            QCoreApplication::translate(
                "cpw::Error", "target %1 is not allowed: a target is a count from 0 to 64, or null for any")
                .arg(e.value),
            e);
    case ErrorCode::TargetsSizeMismatch:
        return withWhere(
            QCoreApplication::translate(
                "cpw::Error",
                "the per-cell targets do not match the board size (a list of ranks from the top, each "
                "as long as the board is wide)"),
            e);

    // Solver input
    case ErrorCode::NoPieces:
        return QCoreApplication::translate("cpw::Error", "no pieces are allowed: give at least one piece");
    case ErrorCode::Unsupported:
        if (e.token == "params.distinct")
            return QCoreApplication::translate("cpw::Error",
                                               "solutions distinct under the symmetries are counted only where "
                                               "solutions are counted; this search counts none");
        // The composer (cpw/compose.h): a kind without puzzles, a puzzle's parameter.
        if (e.token.rfind("compose:", 0) == 0)
            return QCoreApplication::translate("cpw::Error",
                                               "puzzles of the kind %1 cannot be composed in this build")
                .arg(quoted(e.token.substr(8)));
        if (e.token.rfind("compose.params.", 0) == 0)
            return QCoreApplication::translate("cpw::Error",
                                               "a puzzle is a completion problem: the parameter %1 cannot be "
                                               "set as given here")
                .arg(quoted(e.token.substr(8)));
        if (e.token.rfind("compose.no_solution:", 0) == 0)
            return QCoreApplication::translate("cpw::Error",
                                               "this %1 problem has no solution, so no puzzle can be made of it")
                .arg(quoted(e.token.substr(20)));
        if (e.token == "compose.time_limit")
            return QCoreApplication::translate("cpw::Error",
                                               "the time limit ended the search before a puzzle was proven");
        if (e.token == "compose.stopped")
            return QCoreApplication::translate("cpw::Error", "stopped before a puzzle was proven");
        if (e.token == "compose.full_solution")
            return QCoreApplication::translate("cpw::Error",
                                               "the solver finds %L1 completions of solutions with every piece "
                                               "given (a piece that attacks nothing and blocks nothing, such as a "
                                               "pawn on the last rank, can be added), so no puzzle can be made: "
                                               "choose other pieces")
                .arg(e.value);
        if (!e.token.empty())
            return QCoreApplication::translate("cpw::Error", "this solver does not support %1")
                .arg(quoted(e.token));
        return QCoreApplication::translate("cpw::Error",
                                           "this solver does not support this combination of inputs");

    // Preplaced pieces (more than one family)
    case ErrorCode::PreplacedPiece:
        return withWhere(QCoreApplication::translate(
                             "cpw::Error", "the preplaced piece%1 is not the piece this problem places")
                             .arg(tok),
                         e);
    case ErrorCode::PreplacedAttack:
        return QCoreApplication::translate("cpw::Error", "the preplaced pieces %1 attack each other")
            .arg(quoted(e.token));
    case ErrorCode::CountOverflow:
        if (e.token == "128")
            return QCoreApplication::translate("cpw::Error",
                                               "the number of tours is too large to count (more than 2^128)");
        if (e.token == "256")
            return QCoreApplication::translate(
                "cpw::Error", "the number of tours is too large for --engine split (a half of the "
                              "board has more than 2^256 partial tours); --engine dp counts up to "
                              "2^512");
        if (e.token == "512")
            return QCoreApplication::translate("cpw::Error",
                                               "the number of tours is too large to count (more than 2^512)");
        return QCoreApplication::translate("cpw::Error",
                                           "the number of solutions is too large to count (more than 2^64)");
    // Parser findings of the fuzz targets
    case ErrorCode::JsonNumberTooLarge:
        return withWhere(
            QCoreApplication::translate("cpw::Error", "the number %1 is too large to read").arg(quoted(e.token)), e);

    // Checkpoints
    case ErrorCode::NotACheckpoint:
        if (e.value)
            return QCoreApplication::translate(
                       "cpw::Error", "the checkpoint has format version %1, which this program cannot read")
                .arg(e.value);
        return QCoreApplication::translate("cpw::Error", "not a checkpoint file of this program");
    case ErrorCode::CheckpointCorrupt:
        return QCoreApplication::translate(
                   "cpw::Error", "the checkpoint is damaged (%1 does not agree with the rest); it was not used")
            .arg(quoted(e.token));
    case ErrorCode::CheckpointMismatch:
        return QCoreApplication::translate("cpw::Error",
                                           "the checkpoint belongs to another search (its %1 differs); it was "
                                           "not used")
            .arg(quoted(e.token));
    case ErrorCode::NoCheckpoints:
        if (e.value == 1) // the family checkpoints other problems, not this one
            return QCoreApplication::translate("cpw::Error",
                                               "this %1 search cannot be paused, resumed or distributed: it "
                                               "finds its answer at once or keeps no list of what is done")
                .arg(quoted(e.token));
        return QCoreApplication::translate("cpw::Error", "the %1 search cannot be paused and resumed yet")
            .arg(quoted(e.token));
    case ErrorCode::RanksDisagree: {
        // token: "tasks\n<n>\n<split>\n<rank 0's n>\n<rank 0's split>" or
        // "left\n<exit code>\n<rank 0's n>\n<rank 0's split>" (error.h)
        const QStringList parts = QString::fromStdString(e.token).split(QLatin1Char('\n'));
        if (parts.size() == 5 && parts[0] == QLatin1String("tasks"))
            return QCoreApplication::translate(
                       "cpw::Error", "--mpi: rank %1 cut the search into %2 tasks (split %3), rank 0 into %4 "
                                     "(split %5); every rank must run the same command on the same input "
                                     "with the same cpw")
                .arg(e.value)
                .arg(parts[1], quoted(parts[2].toStdString()), parts[3], quoted(parts[4].toStdString()));
        if (parts.size() == 4 && parts[0] == QLatin1String("left"))
            return QCoreApplication::translate(
                       "cpw::Error", "--mpi: rank %1 ended its command (exit code %2) without taking part in "
                                     "rank 0's %3 tasks (split %4); every rank must run the same command on "
                                     "the same input with the same cpw")
                .arg(e.value)
                .arg(parts[1], parts[2], quoted(parts[3].toStdString()));
        return QCoreApplication::translate("cpw::Error", "--mpi: rank %1 does not run the tasks of rank 0")
            .arg(e.value);
    }
    case ErrorCode::UnknownParam:
        return QCoreApplication::translate("cpw::Error",
                                           "the field %1 is no parameter of this kind of problem")
            .arg(quoted(e.token));
    case ErrorCode::FamilyError:
        if (const FamilyTexts *texts = e.family ? findFamilyTexts(e.family) : nullptr; texts && texts->message)
            return texts->message(e);
        return QCoreApplication::translate("cpw::Error", "error %1 of the %2 family")
            .arg(e.familyCode)
            .arg(quoted(e.family ? std::string(e.family().name) : std::string("?")));
    case ErrorCode::CodeCount: // not an error
        break;
    }
    return QCoreApplication::translate("cpw::Error", "unknown error %1").arg(static_cast<int>(e.code));
}

/// Codes whose token is the offending text; when the problem-file reader puts a field
/// path there instead, the path is named as the place.
bool tokenIsOffendingText(const Error &e)
{
    if (e.code == ErrorCode::FamilyError) {
        const FamilyTexts *texts = e.family ? findFamilyTexts(e.family) : nullptr;
        return texts && texts->tokenIsText && texts->tokenIsText(e);
    }
    switch (e.code) {
    case ErrorCode::BadBoardSize:
    case ErrorCode::BoardTooLarge: // its token is the key ("board", "board.holes")
    case ErrorCode::BadBoardSpec:
    case ErrorCode::CellOutOfBoard:
    case ErrorCode::CellIsHole:
    case ErrorCode::PreplacedPiece:
    case ErrorCode::EmptyPlacement:
    case ErrorCode::BadCharacter:
    case ErrorCode::UnknownPiece:
    case ErrorCode::BlackPiece:
    case ErrorCode::RankTooLong:
    case ErrorCode::RankTooShort:
    case ErrorCode::TooManyRanks:
    case ErrorCode::TooFewRanks:
    case ErrorCode::BadDigitRun:
    case ErrorCode::RaggedRanks:
    case ErrorCode::HoleMismatch:
    case ErrorCode::EmptyBetza:
    case ErrorCode::UnknownBetzaAtom:
    case ErrorCode::BadBetzaModifier:
    case ErrorCode::BadBetzaRange:
    case ErrorCode::BetzaNoAttack:
    case ErrorCode::BadPieceLetter:
    case ErrorCode::DuplicatePieceLetter:
    case ErrorCode::BadTarget:
    case ErrorCode::TargetsSizeMismatch:
    case ErrorCode::NoPieces:
        return true;
    default:
        return false;
    }
}

} // namespace

QString quoted(const std::string &token)
{
    return QStringLiteral("\u201c%1\u201d").arg(QString::fromStdString(token));
}

QString withWhere(const QString &message, const Error &e, bool withRank, bool withFile,
                  bool withPosition)
{
    const QString w = where(e, withRank, withFile, withPosition);
    return w.isEmpty() ? message : QCoreApplication::translate("cpw::Error", "%1 (at %2)").arg(message, w);
}

/// " “X”" for the offending token, or "" when there is none or it is really a field name.
QString tokenPart(const Error &e)
{
    if (e.token.empty() || isFieldPath(e.token))
        return {};
    return QLatin1Char(' ') + quoted(e.token);
}

QString errorText(const Error &error, const QString &what)
{
    QString text = message(error);
    if (tokenIsOffendingText(error) && isFieldPath(error.token))
        text = QCoreApplication::translate("cpw::Error", "in field %1: %2").arg(quoted(error.token), text);
    if (!what.isEmpty())
        text = QStringLiteral("%1: %2").arg(what, text);
    return text;
}

} // namespace cpw
