#pragma once
/// \file errortext.h
/// Turns core error values into user-facing text (translated through Qt's translation system,
/// context "cpw::Error"). Used by the CLI (English) and the GUI (the user's language).

#include <QString>

#include "cpw/error.h"

namespace cpw {

/// A one-line message that says what is wrong and where, e.g.
/// "rank 3 (from the bottom) has 9 cells, the board is 8 wide (at character 21)".
/// `what` optionally names the input, e.g. "--placement" or a file name; it is prefixed.
QString errorText(const Error &error, const QString &what = {});

} // namespace cpw
