#pragma once
/// \file retranslator.h
/// Live language switching. A widget registers each translated text once, as the source text
/// (marked with QT_TR_NOOP so that lupdate finds it in the widget's context) and what to do
/// with its translation; changeEvent(QEvent::LanguageChange) calls retranslate(), which
/// translates every source again and applies it. Objects that have been deleted are skipped.

#include <QCoreApplication>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <vector>

class Retranslator {
public:
    /// `context` is the class name that tr() of the registering widget uses.
    explicit Retranslator(const char *context) : m_context(context) {}

    /// The translation of `source` in this context.
    QString translate(const char *source) const { return QCoreApplication::translate(m_context, source); }

    /// Calls `apply` with the translation of `source` now and on every retranslate(), while
    /// `guard` exists.
    void bind(QObject *guard, const char *source, std::function<void(const QString &)> apply)
    {
        apply(translate(source));
        m_entries.push_back({guard, source, std::move(apply)});
    }

    /// Sets the Qt property `property` ("text", "title", "toolTip", "windowTitle", ...) of
    /// `object` to the translation of `source`, now and on every retranslate(). Returns `object`.
    template <class T> T *bind(T *object, const char *property, const char *source)
    {
        bind(object, source,
             [object, property](const QString &text) { object->setProperty(property, text); });
        return object;
    }

    /// Applies every registered text again in the current language.
    void retranslate() const
    {
        for (const Entry &e : m_entries)
            if (e.guard)
                e.apply(translate(e.source));
    }

private:
    struct Entry {
        QPointer<QObject> guard;
        const char *source;
        std::function<void(const QString &)> apply;
    };
    const char *m_context;
    std::vector<Entry> m_entries;
};
