#pragma once
// Shared by the GUI tests: a main window that starts empty and leaves no session behind, and
// typing into a field as a person does.
#include <QAbstractSpinBox>
#include <QTest>

#include "mainwindow.h"

namespace guitest {

/// Options for a MainWindow in a test: no session restore, no built-in example, no autosave.
inline MainWindow::Options quietOptions()
{
    MainWindow::Options o;
    o.restoreSession = false;
    o.loadExample = false;
    o.autosave = false;
    o.rememberLayout = false;
    o.recordRecent = true; // the recent-files tests read the list
    return o;
}

/// Types `text` into a number field over what it holds (focus, select all, the keys, Enter).
inline void typeInto(QAbstractSpinBox *box, const QString &text)
{
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, text);
    QTest::keyClick(box, Qt::Key_Enter);
}

} // namespace guitest
