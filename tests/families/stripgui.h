#pragma once
// The strip family's GUI (familyeditor.h), in the test's own files: its place in the selector
// and the labels, tool tips and choice texts of its generated form.
#include "families/familyeditor.h"
#include "paramform.h"
#include "stripfamily.h"

namespace {

const ParamText kStripTexts[] = {
    {"form", QT_TRANSLATE_NOOP("StripEditor", "Form:"),
     QT_TRANSLATE_NOOP("StripEditor", "A row of pieces side by side, or a square block of them")},
    {"form=row", QT_TRANSLATE_NOOP("StripEditor", "Row")},
    {"form=square", QT_TRANSLATE_NOOP("StripEditor", "Square")},
    {"length", QT_TRANSLATE_NOOP("StripEditor", "Length:"),
     QT_TRANSLATE_NOOP("StripEditor", "The number of pieces along the strip (a square at most 4)")},
    {"piece", QT_TRANSLATE_NOOP("StripEditor", "Piece:"), QT_TRANSLATE_NOOP("StripEditor", "The strip's piece")},
};

// The words for the strip's classes (stripfamily.h: under the left-right mirror).
const ClassesText kStripClasses[] = {
    {"mirror", QT_TRANSLATE_NOOP("StripEditor", "Distinct up to the left-right mirror: %1"),
     QT_TRANSLATE_NOOP("StripEditor", "%1 listed: one per mirror pair of the %2 strips.")},
};

} // namespace

FAMILY_GUI(strip, .context = "StripEditor", .order = 900,
           .title = QT_TRANSLATE_NOOP("StripEditor", "Strip (every row or square of pieces)"),
           .description = QT_TRANSLATE_NOOP("StripEditor",
                                            "Every way to lay one strip of pieces on the board"),
           .texts = kStripTexts, .classes = kStripClasses)
