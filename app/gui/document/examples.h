#pragma once
/// \file examples.h
/// The built-in examples (File > Examples): problem files under resources/examples/, listed
/// with their titles, a short paragraph in every language of the workbench and the number the
/// paragraph states, in resources/examples/index.json.

#include <QList>
#include <QMap>
#include <QString>

struct Example {
    QString file;                 ///< resource path, ":/examples/…json"
    QMap<QString, QString> title; ///< by language code (en, de, hu)
    QMap<QString, QString> text;  ///< the paragraph shown when it opens
    QMap<QString, double> check;  ///< the stated numbers: "solutions", "distinct", "optimum"

    /// The title or text in the interface's current language (English where it is missing).
    QString localTitle() const { return local(title); }
    QString localText() const { return local(text); }
    /// Every example, in menu order.
    static QList<Example> all();
    /// The language code of the installed translation ("en" without one).
    static QString currentLanguage();

private:
    static QString local(const QMap<QString, QString> &byLanguage);
};
