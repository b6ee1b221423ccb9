#pragma once
/// \file shortcutsdialog.h
/// Help > Keyboard shortcuts: every menu command that has a shortcut, with the keys in the
/// platform's own words (QKeySequence::NativeText: "Strg+N" in German), gathered from the
/// menus themselves, so that the list is never out of step with them.

#include <QDialog>

class QMenuBar;
class QTableWidget;

class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    ShortcutsDialog(const QMenuBar *menus, QWidget *parent = nullptr);
    /// The table (tests read it): the command, then its keys.
    QTableWidget *table() const { return m_table; }

private:
    QTableWidget *m_table;
};
