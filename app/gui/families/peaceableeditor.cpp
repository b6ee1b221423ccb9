#include "peaceableeditor.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>

#include "boarddocument.h"
#include "piecelist.h"
#include "piecerenderer.h"

namespace {

const ParamText kTexts[] = {
    {"m", QT_TRANSLATE_NOOP("PeaceableEditor", "Armies of exactly M pieces each"),
     QT_TRANSLATE_NOOP("PeaceableEditor",
                       "Off: the largest armies (proven). On: one placement of M white and M black "
                       "pieces, or none"),
     nullptr, nullptr, ParamText::Optional},
    {"white", QT_TRANSLATE_NOOP("PeaceableEditor", "One side fixed at M white pieces"),
     QT_TRANSLATE_NOOP("PeaceableEditor",
                       "Off: as many white as black pieces. On: exactly M white pieces and the most "
                       "black ones beside them (proven; with M the largest army, the largest "
                       "aggressor)"),
     nullptr, nullptr, ParamText::Optional},
    {"count", QT_TRANSLATE_NOOP("PeaceableEditor", "Count every placement"),
     QT_TRANSLATE_NOOP("PeaceableEditor",
                       "Every placement of the largest armies (or of M each), not only one")},
    {"upper", QT_TRANSLATE_NOOP("PeaceableEditor", "Large armies of a large board (no proof)"),
     QT_TRANSLATE_NOOP("PeaceableEditor",
                       "The best armies found within the time limit (10 s when none is set), with "
                       "the proven upper bound")},
    {"task_depth", QT_TRANSLATE_NOOP("PeaceableEditor", "Split the search after:"),
     QT_TRANSLATE_NOOP("PeaceableEditor",
                       "Tuning: how many decisions deep the search is cut into parts that run in "
                       "parallel (the results are the same)"),
     QT_TRANSLATE_NOOP("PeaceableEditor", "automatic"), nullptr, ParamText::Plain, true},
    {"symmetry", QT_TRANSLATE_NOOP("PeaceableEditor", "Symmetries broken:"),
     QT_TRANSLATE_NOOP("PeaceableEditor",
                       "Tuning: which symmetries the proof and the count leave out (the results are the "
                       "same; the older way searches more, another search tree to check a result by)"),
     nullptr, nullptr, ParamText::Plain, true},
    {"symmetry=lex", QT_TRANSLATE_NOOP("PeaceableEditor", "All of them")},
    {"symmetry=colours", QT_TRANSLATE_NOOP("PeaceableEditor", "The exchange of colours only")},
};

// The classes of a count with both sides alike are taken under the board's symmetries and the
// exchange of colours (the core's "classes_under"; "board", one side fixed, has the shared words).
const ClassesText kClasses[] = {
    {"board_and_colours",
     QT_TRANSLATE_NOOP("PeaceableEditor",
                       "Distinct under rotations, reflections and the exchange of colours: %1"),
     QT_TRANSLATE_NOOP("PeaceableEditor", "%1 listed: one per symmetry class (rotations, reflections and the "
                                          "exchange of colours) of the %2 solutions.")},
};

OverlayLayers peaceableLayers(const cpw::Problem &)
{
    return ColourAttacksLayer;
}

} // namespace

FAMILY_GUI(
    peaceable, .context = "PeaceableEditor", .order = 130,
    .title = QT_TRANSLATE_NOOP("PeaceableEditor", "Peaceable armies (white and black, no attacks across)"),
    .description = QT_TRANSLATE_NOOP("PeaceableEditor",
                                     "As many white as black pieces of one kind, none attacking a piece of "
                                     "the other colour: Robert A. Bosch's peaceably coexisting armies of "
                                     "queens (Optima 62, 1999), for any piece"),
    .texts = kTexts, .layers = peaceableLayers,
    .create = [](const cpw::FamilyDescriptor &f, BoardDocument *d, QWidget *p) -> FamilyEditor * {
        return new PeaceableEditor(f, d, p);
    },
    .classes = kClasses)

PeaceableEditor::PeaceableEditor(const cpw::FamilyDescriptor &family, BoardDocument *document,
                                 QWidget *parent)
    // "representatives" names a file that `cpw` writes after a count; the workbench lists one
    // placement of each class in its gallery instead, so the form has no row for it.
    : FamilyEditor(family, document, parent, {"representatives"})
{
    QFormLayout *form = this->form()->formLayout();
    auto label = [this](const char *source) {
        return m_tx.bind(new QLabel(this), "text", source);
    };

    m_piece = newCombo(this);
    m_tx.bind(m_piece, "toolTip", QT_TR_NOOP("The one kind of piece both armies use"));
    form->insertRow(0, label(QT_TR_NOOP("Piece:")), m_piece);

    connect(m_piece, &QComboBox::currentIndexChanged, this, [this] {
        if (!loading())
            refresh();
    });
    connect(m_doc, &BoardDocument::catalogueChanged, this, &PeaceableEditor::rebuildPieces);
    rebuildPieces();
    refresh();
}

void PeaceableEditor::retranslateCustom()
{
    m_tx.retranslate();
    rebuildPieces(); // piece names
}

void PeaceableEditor::rebuildPieces()
{
    rebuildPieceCombo(m_piece, m_doc->catalogue(), 'Q');
    refresh();
}

QString PeaceableEditor::precheck() const
{
    if (m_piece->currentIndex() < 0)
        return tr("Choose a piece.");
    return {};
}

void PeaceableEditor::fillCustom(cpw::Problem &p, bool) const
{
    if (m_piece->currentIndex() >= 0)
        p.allowed = {m_piece->currentData().toInt()};
}

void PeaceableEditor::loadCustom(const cpw::Problem &p)
{
    const int id = p.allowed.empty() ? m_doc->catalogue().find('Q') : p.allowed.front();
    const int index = m_piece->findData(id);
    if (index >= 0)
        m_piece->setCurrentIndex(index);
}
