#include "errortext.h"

#include <QCoreApplication>

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

QString tr(const char *text)
{
    return QCoreApplication::translate("cpw::Error", text);
}

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

QString quoted(const std::string &token)
{
    return QStringLiteral("\u201c%1\u201d").arg(QString::fromStdString(token));
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
        parts << tr("rank %1").arg(e.rank);
    if (withFile && e.file >= 0)
        parts << tr("file %1").arg(fileLetters(e.file));
    if (withPosition && e.position >= 0)
        parts << tr("character %1").arg(e.position + 1);
    return parts.join(QStringLiteral(", "));
}

/// Appends " (where)" when there is something to say.
QString withWhere(const QString &message, const Error &e, bool withRank = true, bool withFile = true,
                  bool withPosition = true)
{
    const QString w = where(e, withRank, withFile, withPosition);
    return w.isEmpty() ? message : tr("%1 (at %2)").arg(message, w);
}

/// The offending token unless it is really the name of a field.
QString tokenOr(const Error &e, const QString &fallback)
{
    if (e.token.empty() || isFieldPath(e.token))
        return fallback;
    return quoted(e.token);
}

QString message(const Error &e)
{
    switch (e.code) {
    case ErrorCode::None:
        return tr("no error");

    // Board sizes and geometry
    case ErrorCode::BadBoardSize:
        return withWhere(tr("board size %1 is not allowed: width and height must be 1 to 32").arg(e.value),
                         e);
    case ErrorCode::BadBoardSpec:
        return tr("board size %1 is not understood: expected WxH such as 8x8 or 4x6, or a single number N "
                  "for NxN")
            .arg(tokenOr(e, tr("text")));
    case ErrorCode::CellOutOfBoard:
        return withWhere(tr("cell %1 is not on the board").arg(tokenOr(e, QString())).simplified(), e);
    case ErrorCode::CellIsHole:
        return withWhere(
            tr("cell %1 is a hole, not part of the board").arg(tokenOr(e, QString())).simplified(), e);

    // Placement notation
    case ErrorCode::EmptyPlacement:
        return tr("the placement is empty: expected ranks separated by '/', such as 8/8/8/8/8/8/8/8");
    case ErrorCode::BadCharacter:
        return withWhere(
            tr("unexpected character %1 in the placement: only piece letters, digits, '-' and '/' "
               "are allowed")
                .arg(tokenOr(e, QString()))
                .simplified(),
            e);
    case ErrorCode::UnknownPiece:
        return withWhere(tr("unknown piece letter %1 (see 'cpw pieces' for the letters)")
                             .arg(tokenOr(e, QString()))
                             .simplified(),
                         e);
    case ErrorCode::BlackPiece:
        return withWhere(tr("lower-case (black) piece %1: only white pieces, written in upper case, exist in "
                            "these puzzles")
                             .arg(tokenOr(e, QString()))
                             .simplified(),
                         e);
    case ErrorCode::RankTooLong:
        if (e.rank >= 1 && e.value > 0)
            return withWhere(tr("rank %1 (from the bottom) has more cells than the board is wide (%2)")
                                 .arg(e.rank)
                                 .arg(e.value),
                             e, false);
        return withWhere(tr("a rank has more cells than the board is wide"), e);
    case ErrorCode::RankTooShort:
        if (e.rank >= 1 && e.value > 0 && e.file >= 0)
            return withWhere(tr("rank %1 (from the bottom) has only %2 cells, the board is %3 wide")
                                 .arg(e.rank)
                                 .arg(e.file)
                                 .arg(e.value),
                             e, false, false);
        return withWhere(tr("a rank has fewer cells than the board is wide"), e);
    case ErrorCode::TooManyRanks:
        if (e.value > 0)
            return withWhere(tr("more than %1 ranks: the board is only %1 high").arg(e.value), e);
        return withWhere(tr("too many ranks for the board"), e);
    case ErrorCode::TooFewRanks:
        if (e.value > 0 && e.rank >= 1)
            return withWhere(tr("only %1 ranks for a board %2 high: rank %3 and below are missing")
                                 .arg(e.value - e.rank)
                                 .arg(e.value)
                                 .arg(e.rank),
                             e, false);
        return withWhere(tr("too few ranks for the board"), e);
    case ErrorCode::BadDigitRun:
        return withWhere(tr("bad run of empty cells %1: a run is a number from 1 without leading zeros")
                             .arg(tokenOr(e, QString()))
                             .simplified(),
                         e);
    case ErrorCode::RaggedRanks:
        if (e.rank >= 1 && e.value > 0)
            return withWhere(
                tr("rank %1 (from the bottom) does not have the same number of cells as the top rank "
                   "(%2); all ranks must be equally long")
                    .arg(e.rank)
                    .arg(e.value),
                e, false);
        return withWhere(tr("the ranks have different lengths; all ranks must be equally long"), e);
    case ErrorCode::HoleMismatch:
        return withWhere(e.value != 0 ? tr("the placement has a hole where the board has a cell")
                                      : tr("the placement has no hole where the board has one"),
                         e);

    // Pieces / Betza
    case ErrorCode::EmptyBetza:
        return tr("the Betza definition is empty: expected atoms such as W, F, N, or BN");
    case ErrorCode::UnknownBetzaAtom:
        return withWhere(
            tr("unknown Betza letter %1: atoms are W F D N A H C Z G K Q R B, modifiers f b l r v s c m")
                .arg(tokenOr(e, QString()))
                .simplified(),
            e);
    case ErrorCode::BadBetzaModifier:
        return withWhere(tr("Betza modifier %1 has no meaning here: modifiers must stand before an atom and "
                            "pick directions it has")
                             .arg(tokenOr(e, QString()))
                             .simplified(),
                         e);
    case ErrorCode::BadBetzaRange:
        return withWhere(
            tr("bad Betza range %1: a number after an atom must be 0 (unlimited) or a step count")
                .arg(tokenOr(e, QString()))
                .simplified(),
            e);
    case ErrorCode::BetzaNoAttack:
        return withWhere(tr("the Betza definition %1 gives the piece no capturing move")
                             .arg(tokenOr(e, QString()))
                             .simplified(),
                         e);
    case ErrorCode::BadPieceLetter:
        return withWhere(tr("piece letter %1 cannot be used: a user piece needs an upper-case letter A-Z "
                            "that is not taken")
                             .arg(tokenOr(e, QString()))
                             .simplified(),
                         e);
    case ErrorCode::DuplicatePieceLetter:
        return withWhere(tr("two pieces have the same letter %1").arg(tokenOr(e, QString())).simplified(), e);

    // Problem files
    case ErrorCode::JsonSyntax:
        if (!e.token.empty())
            return withWhere(tr("broken JSON near %1").arg(quoted(e.token)), e);
        return withWhere(tr("broken JSON"), e);
    case ErrorCode::NotAProblemFile:
        return tr("this is not a Chess Puzzle Workbench problem file (\"format\" must be "
                  "\"chess-puzzle-workbench-problem\")");
    case ErrorCode::UnsupportedVersion:
        return tr("problem file version %1 cannot be read by this program (it reads version 1)").arg(e.value);
    case ErrorCode::MissingField:
        return tr("the required field %1 is missing").arg(quoted(e.token));
    case ErrorCode::BadFieldType:
        return tr("the field %1 has the wrong type").arg(quoted(e.token));
    case ErrorCode::BadFieldValue:
        return tr("the field %1 has a value that is not allowed").arg(quoted(e.token));
    case ErrorCode::UnknownProblemKind:
        return tr("unknown problem kind %1: expected exact, independent, army, cover, tour, chess960 or "
                  "attacks")
            .arg(quoted(e.token));
    case ErrorCode::FileOpen:
        if (e.value > 0)
            return tr("cannot read the file %1: %2").arg(quoted(e.token), qt_error_string(int(e.value)));
        return tr("cannot read the file %1").arg(quoted(e.token));
    case ErrorCode::FileWrite:
        if (e.value > 0)
            return tr("cannot write the file %1: %2").arg(quoted(e.token), qt_error_string(int(e.value)));
        return tr("cannot write the file %1").arg(quoted(e.token));

    // Targets
    case ErrorCode::BadTarget:
        return withWhere(
            tr("target %1 is not allowed: a target is a count from 0 to 64, or null for any").arg(e.value),
            e);
    case ErrorCode::TargetsSizeMismatch:
        return withWhere(tr("the per-cell targets do not match the board size"), e);

    // Solver input
    case ErrorCode::NoPieces:
        return tr("no pieces are allowed: give at least one piece");
    case ErrorCode::Unsupported:
        if (!e.token.empty())
            return tr("this solver does not support %1").arg(quoted(e.token));
        return tr("this solver does not support this combination of inputs");
    }
    return tr("unknown error %1").arg(static_cast<int>(e.code));
}

/// Codes whose token is the offending text; when the problem-file reader puts a field
/// path there instead, the path is named as the place.
bool tokenIsOffendingText(ErrorCode code)
{
    switch (code) {
    case ErrorCode::BadBoardSize:
    case ErrorCode::BadBoardSpec:
    case ErrorCode::CellOutOfBoard:
    case ErrorCode::CellIsHole:
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

QString errorText(const Error &error, const QString &what)
{
    QString text = message(error);
    if (tokenIsOffendingText(error.code) && isFieldPath(error.token))
        text = tr("in field %1: %2").arg(quoted(error.token), text);
    if (!what.isEmpty())
        text = QStringLiteral("%1: %2").arg(what, text);
    return text;
}

} // namespace cpw
