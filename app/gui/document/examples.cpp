#include "examples.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

QList<Example> Example::all()
{
    QList<Example> out;
    QFile f(QStringLiteral(":/examples/index.json"));
    if (!f.open(QIODevice::ReadOnly))
        return out;
    const QJsonArray list = QJsonDocument::fromJson(f.readAll()).array();
    for (const QJsonValue &v : list) {
        const QJsonObject o = v.toObject();
        Example e;
        e.file = QStringLiteral(":/examples/") + o.value(QStringLiteral("file")).toString();
        const QJsonObject title = o.value(QStringLiteral("title")).toObject();
        const QJsonObject text = o.value(QStringLiteral("text")).toObject();
        for (auto it = title.begin(); it != title.end(); ++it)
            e.title[it.key()] = it.value().toString();
        for (auto it = text.begin(); it != text.end(); ++it)
            e.text[it.key()] = it.value().toString();
        const QJsonObject check = o.value(QStringLiteral("check")).toObject();
        for (auto it = check.begin(); it != check.end(); ++it)
            e.check[it.key()] = it.value().toDouble();
        out << e;
    }
    return out;
}

QString Example::currentLanguage()
{
    // Each translation says which language it is (translated "en" -> "de", "hu").
    return QCoreApplication::translate("Example", "en", "the language code of this translation");
}

QString Example::local(const QMap<QString, QString> &byLanguage)
{
    const QString mine = byLanguage.value(currentLanguage());
    return mine.isEmpty() ? byLanguage.value(QStringLiteral("en")) : mine;
}
