#pragma once
/// \file errortext.h
/// Turns core error values into user-facing text (translated through Qt's translation system,
/// context "cpw::Error"). Used by the CLI (English) and the GUI (the user's language).

#include <QString>

#include <string>

#include "cpw/error.h"

namespace cpw {

/// A one-line message that says what is wrong and where, e.g.
/// "rank 3 (from the bottom) has 9 cells, the board is 8 wide (at character 21)".
/// `what` optionally names the input, e.g. "--placement" or a file name; it is prefixed.
QString errorText(const Error &error, const QString &what = {});

// The parts of a message, for the texts of a family's own errors (familytexts.h).

/// “token”, in typographic quotes.
QString quoted(const std::string &token);
/// " “X”" for the error's offending token, or "" when there is none or it is a field path (so
/// that "%1" can follow a word: "piece%1 rides").
QString tokenPart(const Error &e);
/// `message` with " (at rank 3, file c, character 21)" appended for the parts of `e` that are
/// known and asked for.
QString withWhere(const QString &message, const Error &e, bool withRank = true, bool withFile = true,
                  bool withPosition = true);

} // namespace cpw
