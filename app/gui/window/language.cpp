#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include "familytexts.h"
#include "piecerenderer.h"

namespace Language {

QStringList available()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("hu")};
}

QString nativeName(const QString &code)
{
    if (code == QLatin1String("de"))
        return QStringLiteral("Deutsch");
    if (code == QLatin1String("hu"))
        return QStringLiteral("Magyar");
    return QStringLiteral("English");
}

QString setting()
{
    return QSettings().value(QStringLiteral("language")).toString();
}

void setSetting(const QString &code)
{
    QSettings().setValue(QStringLiteral("language"), code);
}

QString effective()
{
    const QString chosen = setting();
    if (available().contains(chosen))
        return chosen;
    for (const QString &lang : QLocale::system().uiLanguages()) {
        const QString code = lang.left(2).toLower();
        if (available().contains(code))
            return code;
    }
    return QStringLiteral("en");
}

bool install(QCoreApplication *app, const QString &code)
{
    initGuiResources();
    static QTranslator *own = nullptr;
    static QTranslator *qt = nullptr;
    for (QTranslator **t : {&own, &qt}) {
        if (*t) {
            app->removeTranslator(*t);
            delete *t;
            *t = nullptr;
        }
    }
    cpw::setTextLanguage(code.toStdString()); // the families' own texts (familytexts.h)
    if (code == QLatin1String("en") || code.isEmpty())
        return true;
    own = new QTranslator(app);
    if (!own->load(QStringLiteral(":/i18n/cpw_%1.qm").arg(code))) {
        delete own;
        own = nullptr;
        cpw::setTextLanguage("en");
        return false;
    }
    app->installTranslator(own);
    qt = new QTranslator(app);
    if (qt->load(QStringLiteral("qtbase_%1").arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        app->installTranslator(qt);
    else {
        delete qt;
        qt = nullptr;
    }
    QLocale::setDefault(QLocale(code));
    return true;
}

} // namespace Language
