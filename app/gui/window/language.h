#pragma once
/// \file language.h
/// The user interface language: English (built in), German, Hungarian. Follows the system
/// locale unless the user picked one in the settings (QSettings key "language").

#include <QString>
#include <QStringList>

class QCoreApplication;

namespace Language {

/// Language codes offered in the settings ("en", "de", "hu").
QStringList available();
/// The native name of a language ("Deutsch").
QString nativeName(const QString &code);
/// The setting ("" = follow the system).
QString setting();
void setSetting(const QString &code);
/// The language to use now: the setting, else the system locale if we have it, else "en".
QString effective();
/// Installs the translators for `code` (the workbench's own and Qt's); returns false if the
/// workbench translation could not be loaded (English needs none).
bool install(QCoreApplication *app, const QString &code);

} // namespace Language
