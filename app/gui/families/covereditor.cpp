#include "covereditor.h"
#include "cpw/params.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

#include "boarddocument.h"
#include "piecelist.h"
#include "piecerenderer.h"

namespace {

const ParamText kTexts[] = {
    {"variant", QT_TRANSLATE_NOOP("CoverEditor", "Cover:"),
     QT_TRANSLATE_NOOP("CoverEditor",
                       "What counts as covered: a cell occupied or attacked (domination); every cell "
                       "attacked, occupied ones too (total domination); or no piece attacking another "
                       "(independent domination)")},
    {"variant=plain", QT_TRANSLATE_NOOP("CoverEditor", "Every cell occupied or attacked")},
    {"variant=total", QT_TRANSLATE_NOOP("CoverEditor", "Every cell attacked, occupied ones too")},
    {"variant=independent",
     QT_TRANSLATE_NOOP("CoverEditor", "Occupied or attacked, no piece attacks another")},
    {"pieces", QT_TRANSLATE_NOOP("CoverEditor", "Pieces in each cover:"),
     QT_TRANSLATE_NOOP("CoverEditor", "The number of pieces of every cover listed (fixed pieces included)")},
    {"upper_time_limit", QT_TRANSLATE_NOOP("CoverEditor", "Search time:"),
     QT_TRANSLATE_NOOP("CoverEditor",
                       "How long to look for smaller covers; every improvement is shown at once"),
     nullptr, QT_TRANSLATE_NOOP("CoverEditor", " s")},
    {"method", QT_TRANSLATE_NOOP("CoverEditor", "Method:"),
     QT_TRANSLATE_NOOP("CoverEditor",
                       "How small covers are looked for: a local search beside the SAT solver, or "
                       "one of them alone"),
     nullptr, nullptr, ParamText::Plain, true},
    {"method=both", QT_TRANSLATE_NOOP("CoverEditor", "Local search and SAT solver")},
    {"method=local", QT_TRANSLATE_NOOP("CoverEditor", "Local search")},
    {"method=sat", QT_TRANSLATE_NOOP("CoverEditor", "SAT solver")},
    {"symmetry", QT_TRANSLATE_NOOP("CoverEditor", "Symmetry:"),
     QT_TRANSLATE_NOOP("CoverEditor",
                       "With the SAT solver: only covers that look the same after a half turn (2) or "
                       "a quarter turn (4) of the board; 1 = every cover"),
     QT_TRANSLATE_NOOP("CoverEditor", "automatic"), nullptr, ParamText::Plain, true},
    {"lp_bound", QT_TRANSLATE_NOOP("CoverEditor", "Prove lower bounds with linear programming"),
     QT_TRANSLATE_NOOP("CoverEditor",
                       "Off: only greedy packing bounds (the covers found are the same; the search "
                       "may take longer)"),
     nullptr, nullptr, ParamText::Plain, true},
};

OverlayLayers coverLayers(const cpw::Problem &p)
{
    const std::string v = cpw::ParamReader(p).text("variant");
    OverlayLayers layers = UncoveredLayer;
    if (v == "total")
        layers |= TotalCoverLayer;
    if (v == "independent")
        layers |= ConflictsLayer;
    return layers;
}

} // namespace

FAMILY_GUI(
    cover, .context = "CoverEditor", .order = 20,
    .title = QT_TRANSLATE_NOOP("CoverEditor", "Cover (fewest pieces attacking every cell)"),
    .description = QT_TRANSLATE_NOOP("CoverEditor",
                                     "The fewest pieces of one kind such that every cell is occupied or "
                                     "attacked: David C. Fisher's knight cover problem, for any piece"),
    .texts = kTexts, .layers = coverLayers,
    .create = [](const cpw::FamilyDescriptor &f, BoardDocument *d, QWidget *p) -> FamilyEditor * {
        return new CoverEditor(f, d, p);
    },
    // A cover of one piece kind: the hints try that piece.
    .hintPiece = [](const cpw::Problem &p) { return p.allowed.size() == 1 ? p.allowed.front() : -1; })

CoverEditor::CoverEditor(const cpw::FamilyDescriptor &family, BoardDocument *document, QWidget *parent)
    : FamilyEditor(family, document, parent, {"mode", "first"})
{
    QFormLayout *form = this->form()->formLayout();
    auto label = [this](const char *source) {
        return m_tx.bind(new QLabel(this), "text", source);
    };
    auto item = [this](QComboBox *box, const char *source, const QVariant &data = {}) {
        const int index = box->count();
        box->addItem(QString(), data);
        m_tx.bind(box, source, [box, index](const QString &text) { box->setItemText(index, text); });
    };

    m_piece = newCombo(this);
    m_tx.bind(m_piece, "toolTip", QT_TR_NOOP("The one kind of piece the cover uses"));
    form->insertRow(0, label(QT_TR_NOOP("Piece:")), m_piece);

    m_mode = newCombo(this);
    item(m_mode, QT_TR_NOOP("One minimum cover (proven)"), QStringLiteral("first"));
    item(m_mode, QT_TR_NOOP("Every minimum cover"), QStringLiteral("minimum"));
    item(m_mode, QT_TR_NOOP("Every cover with exactly G pieces"), QStringLiteral("pieces"));
    item(m_mode, QT_TR_NOOP("A small cover of a large board (no proof)"), QStringLiteral("upper"));
    m_mode->setCurrentIndex(1);
    form->insertRow(this->form()->rowOf("pieces"), label(QT_TR_NOOP("Search for:")), m_mode);

    connect(m_piece, &QComboBox::currentIndexChanged, this, [this] {
        if (!loading())
            refresh();
    });
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] {
        if (!loading())
            refresh();
    });
    connect(m_doc, &BoardDocument::catalogueChanged, this, &CoverEditor::rebuildPieces);
    rebuildPieces();
    refresh();
}

QComboBox *CoverEditor::variantBox() const
{
    return field<QComboBox>("variant");
}

QSpinBox *CoverEditor::piecesSpin() const
{
    return field<QSpinBox>("pieces");
}

void CoverEditor::retranslateCustom()
{
    m_tx.retranslate();
    rebuildPieces(); // piece names
}

void CoverEditor::rebuildPieces()
{
    rebuildPieceCombo(m_piece, m_doc->catalogue(), 'N');
    refresh();
}

QString CoverEditor::precheck() const
{
    if (m_piece->currentIndex() < 0)
        return tr("Choose a piece.");
    return {};
}

void CoverEditor::fillCustom(cpw::Problem &p, bool everything) const
{
    if (m_piece->currentIndex() >= 0)
        p.allowed = {m_piece->currentData().toInt()};
    const QString mode = m_mode->currentData().toString();
    p.params["mode"] = mode == QLatin1String("first") ? std::string("minimum") : mode.toStdString();
    // "first" means something for the minimum only; a saved file keeps it all the same.
    if (everything || mode == QLatin1String("first") || mode == QLatin1String("minimum"))
        p.params["first"] = mode == QLatin1String("first") || (mode != QLatin1String("minimum") && m_first);
}

void CoverEditor::loadCustom(const cpw::Problem &p)
{
    const int id = p.allowed.empty() ? m_doc->catalogue().find('N') : p.allowed.front();
    const int index = m_piece->findData(id);
    if (index >= 0)
        m_piece->setCurrentIndex(index);
    QString mode = QString::fromStdString(cpw::ParamReader(p).text("mode"));
    m_first = cpw::ParamReader(p).boolean("first");
    if (mode == QLatin1String("minimum") && m_first)
        mode = QStringLiteral("first");
    const int m = m_mode->findData(mode);
    m_mode->setCurrentIndex(m >= 0 ? m : 1);
}
