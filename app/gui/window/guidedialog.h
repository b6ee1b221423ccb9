#pragma once
/// \file guidedialog.h
/// Help > User guide: the workbench's guide in the interface's language (resources/guide/,
/// one HTML page per language; English where a language has none), in a text browser.

#include <QDialog>

class QTextBrowser;

class GuideDialog : public QDialog {
    Q_OBJECT
public:
    explicit GuideDialog(QWidget *parent = nullptr);
    /// The resource of the guide in `language` (":/guide/guide-de.html"), English as fallback.
    static QString resourceFor(const QString &language);
    QTextBrowser *browser() const { return m_browser; }

private:
    QTextBrowser *m_browser;
};
