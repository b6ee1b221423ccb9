#pragma once
// Composing through the window's File > New puzzle dialog, for the GUI tests of the composer.
#include <QApplication>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QTimer>
#include <QtTest>

#include <functional>

#include "mainwindow.h"
#include "newpuzzledialog.h"
#include "puzzlecontroller.h"

namespace guitest {

/// Runs `fill` on the New puzzle dialog once it is open, then presses Compose; returns when
/// the dialog has closed.
inline void composeWith(MainWindow &window, const std::function<void(NewPuzzleDialog *)> &fill)
{
    bool seen = false;
    QTimer::singleShot(0, [&] {
        auto *d = qobject_cast<NewPuzzleDialog *>(QApplication::activeModalWidget());
        QVERIFY(d);
        seen = true;
        fill(d);
        QTest::mouseClick(d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        // A puzzle that cannot be composed keeps the dialog open with the reason: close it
        // (the test then fails on the missing puzzle, with the reason in the status line).
        auto *poll = new QTimer(d);
        QObject::connect(poll, &QTimer::timeout, d, [d] {
            if (!d->busy() && d->statusText().startsWith(QStringLiteral("No puzzle"))) {
                qWarning("%s", qPrintable(d->statusText()));
                d->reject();
            }
        });
        poll->start(100);
    });
    window.puzzles()->newAction()->trigger(); // the dialog's own loop; Compose accepts it when done
    QVERIFY(seen);
}

} // namespace guitest
