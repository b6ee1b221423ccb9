#pragma once
// Shared by the GUI tests that use the analysis mode: waiting for its answers by an event (the
// analysis of the document's revision has ended and its workers are idle), with a hang guard.
#include <QElapsedTimer>
#include <QtTest>

#include "analysis.h"
#include "boarddocument.h"
#include "mainwindow.h"
#include "slowdown.h"

namespace guitest {

/// Waits until the analysis of the document's current revision has answered everything.
inline bool settle(MainWindow &window, int ms = 20000 * cpwtest::kSlowdown)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms) {
        QTest::qWait(20);
        const Analysis *a = window.analysis();
        if (a->revision() != window.position()->revision() || a->summary().running || a->activeWorkers() > 0)
            continue;
        QTest::qWait(60); // the last drain
        return true;
    }
    return false;
}

} // namespace guitest
