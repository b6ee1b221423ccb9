// The list of family editors (familyeditor.h): one line per family.
#include "familyeditor.h"

#include "armyeditor.h"
#include "chess960editor.h"
#include "covereditor.h"
#include "exacteditor.h"
#include "toureditor.h"
#include "independenteditor.h"
#include "peaceableeditor.h"

std::vector<FamilyEditor *> createFamilyEditors(BoardDocument *document, QWidget *parent)
{
    return {
        new ExactEditor(document, parent),
        new TourEditor(document, parent),
        new Chess960Editor(document, parent),
        new IndependentEditor(document, parent),
        new ArmyEditor(document, parent),
        new CoverEditor(document, parent),
        new PeaceableEditor(document, parent),
    };
}
