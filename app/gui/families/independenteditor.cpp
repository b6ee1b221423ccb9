#include "independenteditor.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

#include "boarddocument.h"
#include "cpw/independent.h"
#include "cpw/params.h"
#include "piecelist.h"

namespace {

enum Mode { CountMode, FirstMode, MaxMode, ArmyMode };

const ParamText kTexts[] = {
    {"piece", QT_TRANSLATE_NOOP("IndependentEditor", "Piece:"),
     QT_TRANSLATE_NOOP("IndependentEditor", "The piece to place (any piece of the catalogue)")},
    {"kind", QT_TRANSLATE_NOOP("IndependentEditor", "Kind:"),
     QT_TRANSLATE_NOOP("IndependentEditor",
                       "For a queen, rook or bishop: super adds the knight's leap, awesome the "
                       "knight's line to the edge of the board")},
    {"kind=regular", QT_TRANSLATE_NOOP("IndependentEditor", "Regular")},
    {"kind=super", QT_TRANSLATE_NOOP("IndependentEditor", "Super (+ knight's leap)")},
    {"kind=awesome", QT_TRANSLATE_NOOP("IndependentEditor", "Awesome (+ knight's line)")},
    {"count", QT_TRANSLATE_NOOP("IndependentEditor", "Pieces:"),
     QT_TRANSLATE_NOOP("IndependentEditor",
                       "How many pieces, fixed ones included; n = as many as the board's shorter side"),
     QT_TRANSLATE_NOOP("IndependentEditor", "n")},
    {"hits", QT_TRANSLATE_NOOP("IndependentEditor", "Count placements:"),
     QT_TRANSLATE_NOOP("IndependentEditor",
                       "Once per set of cells (the usual count), or once per order in which the k "
                       "pieces can be put down (k! times as many, as some puzzle books count)"),
     nullptr, nullptr, ParamText::Plain, true},
    {"hits=sets", QT_TRANSLATE_NOOP("IndependentEditor", "Once per set of cells")},
    {"hits=all", QT_TRANSLATE_NOOP("IndependentEditor", "Once per order of placing (k! per set)")},
    {"engine", QT_TRANSLATE_NOOP("IndependentEditor", "Method:"),
     QT_TRANSLATE_NOOP("IndependentEditor",
                       "How placements are counted; the counts are the same with either"),
     nullptr, nullptr, ParamText::Plain, true},
    {"engine=auto", QT_TRANSLATE_NOOP("IndependentEditor", "Automatic")},
    {"engine=general", QT_TRANSLATE_NOOP("IndependentEditor", "General search")},
    {"engine=queens", QT_TRANSLATE_NOOP("IndependentEditor", "Queen counter")},
};

} // namespace

FAMILY_GUI(
    independent, .context = "IndependentEditor", .order = 110,
    .title = QT_TRANSLATE_NOOP("IndependentEditor", "Non-attacking pieces (n queens)"),
    .description = QT_TRANSLATE_NOOP("IndependentEditor",
                                     "Pieces that do not attack each other: the n-queens problem of Max "
                                     "Bezzel (1848) for any piece, the most pieces that fit, and mixed "
                                     "armies"),
    .texts = kTexts, .layers = [](const cpw::Problem &) -> OverlayLayers { return ConflictsLayer; },
    .create = [](const cpw::FamilyDescriptor &f, BoardDocument *d, QWidget *p) -> FamilyEditor * {
        return new IndependentEditor(f, d, p);
    },
    // n pieces of one kind (not a mixed army): the hints try that piece.
    .hintPiece = [](const cpw::Problem &p) -> int {
        if (!cpw::ParamReader(p).text("army").empty())
            return -1;
        const std::string letter = cpw::ParamReader(p).text("piece");
        if (letter.size() != 1)
            return -1;
        const cpw::Result<int> id =
            cpw::independentPiece(p.catalogue, letter[0], cpw::ParamReader(p).text("kind"));
        return id.ok() ? id.value() : -1;
    })

IndependentEditor::IndependentEditor(const cpw::FamilyDescriptor &family, BoardDocument *document,
                                     QWidget *parent)
    : FamilyEditor(family, document, parent, {"first", "max", "army"})
{
    QFormLayout *form = this->form()->formLayout();
    auto label = [this](const char *source) {
        return m_tx.bind(new QLabel(this), "text", source);
    };
    auto item = [this](QComboBox *box, const char *source) {
        const int index = box->count();
        box->addItem(QString());
        m_tx.bind(box, source, [box, index](const QString &text) { box->setItemText(index, text); });
    };

    m_mode = newCombo(this);
    item(m_mode, QT_TR_NOOP("Count the placements"));
    item(m_mode, QT_TR_NOOP("Find one placement"));
    item(m_mode, QT_TR_NOOP("Most pieces that fit"));
    item(m_mode, QT_TR_NOOP("Mixed army"));
    form->insertRow(0, label(QT_TR_NOOP("Search for:")), m_mode);

    m_army = new QLineEdit(this);
    m_army->setPlaceholderText(QStringLiteral("K2Q2B2N1"));
    m_tx.bind(m_army, "toolTip",
              QT_TR_NOOP("Piece letters each followed by how many, fixed pieces included; pieces of one "
                         "type are interchangeable"));
    m_armyLabel = label(QT_TR_NOOP("Army:"));
    const int engineRow = this->form()->rowOf("engine");
    form->insertRow(engineRow >= 0 ? engineRow : form->rowCount(), m_armyLabel, m_army);

    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] {
        if (!loading())
            refresh();
    });
    connect(m_army, &QLineEdit::textChanged, this, [this] {
        if (!loading())
            refresh();
    });
    refresh();
}

QComboBox *IndependentEditor::pieceBox() const
{
    return field<QComboBox>("piece");
}

QComboBox *IndependentEditor::kindBox() const
{
    return field<QComboBox>("kind");
}

QSpinBox *IndependentEditor::countSpin() const
{
    return field<QSpinBox>("count");
}

QComboBox *IndependentEditor::hitsBox() const
{
    return field<QComboBox>("hits");
}

void IndependentEditor::retranslateCustom()
{
    m_tx.retranslate();
}

void IndependentEditor::updateCustom(const cpw::Problem &p)
{
    const int mode = m_mode->currentIndex();
    const bool army = mode == ArmyMode;
    const std::string l = cpw::ParamReader(p).text("piece");
    form()->setAllowed("piece", !army);
    // Super and awesome pieces exist for the queen, the rook and the bishop.
    form()->setAllowed("kind", !army && (l == "Q" || l == "R" || l == "B"));
    form()->setAllowed("count", mode == CountMode || mode == FirstMode);
    form()->setAllowed("hits", mode == CountMode);
    // Shown only where it applies (an army to place), as the form's own rows are.
    m_army->setEnabled(army);
    m_armyLabel->setEnabled(army);
    form()->formLayout()->setRowVisible(m_army, army);
}

QString IndependentEditor::precheck() const
{
    if (m_mode->currentIndex() == ArmyMode) {
        if (m_army->text().trimmed().isEmpty())
            return tr("Give the army, for example K2Q2B2N1.");
        if (!cpw::parseArmy(m_army->text().trimmed().toStdString(), m_doc->catalogue()))
            return tr("The army is not understood: piece letters each followed by a number, like K2Q2B2N1.");
    }
    return {};
}

void IndependentEditor::fillCustom(cpw::Problem &p, bool everything) const
{
    // The three are exclusive: the mode says which one is set.
    const int mode = m_mode->currentIndex();
    if (everything || mode == FirstMode)
        p.params["first"] = mode == FirstMode;
    if (everything || mode == MaxMode)
        p.params["max"] = mode == MaxMode;
    if (everything || mode == ArmyMode)
        p.params["army"] = mode == ArmyMode ? m_army->text().trimmed().toStdString() : std::string();
}

void IndependentEditor::loadCustom(const cpw::Problem &p)
{
    const std::string army = cpw::ParamReader(p).text("army");
    m_army->setText(QString::fromStdString(army));
    m_mode->setCurrentIndex(!army.empty()                          ? ArmyMode
                            : cpw::ParamReader(p).boolean("max")   ? MaxMode
                            : cpw::ParamReader(p).boolean("first") ? FirstMode
                                                                   : CountMode);
}
