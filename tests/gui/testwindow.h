#pragma once
// Shared by the GUI tests: a main window that starts empty and leaves no session behind.
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

} // namespace guitest
