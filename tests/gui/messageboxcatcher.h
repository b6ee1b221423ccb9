#pragma once
// Runs an action that may open a modal message box, reads the box's text and closes it, so
// that GUI tests can check what a person would be told without blocking on exec().
#include <QApplication>
#include <QMessageBox>
#include <QTimer>

#include <functional>

struct CaughtMessage {
    bool shown = false;
    QString title;
    QString text;
};

/// Calls `action`; every message box it opens is closed right away. Returns the last one.
inline CaughtMessage catchMessageBox(const std::function<void()> &action)
{
    CaughtMessage caught;
    QTimer poll;
    poll.setInterval(5);
    QObject::connect(&poll, &QTimer::timeout, [&caught] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            caught.shown = true;
            caught.title = box->windowTitle();
            caught.text = box->text();
            box->done(QMessageBox::Ok);
        }
    });
    poll.start();
    action();
    poll.stop();
    return caught;
}
