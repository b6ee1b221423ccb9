#include "kindtitle.h"

#include <QCoreApplication>

#include "familyeditor.h"

QString kindTitle(std::string_view kind)
{
    const FamilyGui *gui = findFamilyGui(kind);
    return gui && gui->title ? QCoreApplication::translate(gui->context, gui->title)
                             : QString::fromUtf8(kind.data(), qsizetype(kind.size()));
}
