#pragma once
// Shared by the tests that damage a checkpoint's side file or part on purpose.
#include <QFile>
#include <QString>

namespace damagetest {

/// Flips one bit (0x20) of the byte in the middle of the file; false when it cannot be opened.
inline bool flipMiddleByte(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadWrite) || f.size() == 0)
        return false;
    f.seek(f.size() / 2);
    char c = 0;
    if (!f.getChar(&c))
        return false;
    f.seek(f.size() / 2);
    return f.putChar(static_cast<char>(c ^ 0x20));
}

} // namespace damagetest
