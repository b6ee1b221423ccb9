// The list of family editors (familyeditor.h): one line per family.
#include "familyeditor.h"

#include "covereditor.h"
#include "exacteditor.h"

std::vector<FamilyEditor *> createFamilyEditors(BoardDocument *document, QWidget *parent)
{
    return {
        new ExactEditor(document, parent),
        new CoverEditor(document, parent),
    };
}
