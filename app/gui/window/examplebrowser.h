#pragma once
/// \file examplebrowser.h
/// File > Example browser: the built-in examples grouped by the kind of puzzle (in the problem
/// selector's order, under the kind's name), each with a small diagram of its board and one
/// line on what it shows. Double-click or Open opens the chosen example. It is also the start
/// page the first time the workbench runs.

#include <QDialog>

class QListWidget;

class ExampleBrowser : public QDialog {
    Q_OBJECT
public:
    explicit ExampleBrowser(QWidget *parent = nullptr);
    /// The chosen example's resource path (":/examples/…json"), or empty.
    QString chosen() const;
    /// The list (tests read it): group headings have no file (Qt::UserRole empty).
    QListWidget *list() const { return m_list; }

private:
    QListWidget *m_list;
};
