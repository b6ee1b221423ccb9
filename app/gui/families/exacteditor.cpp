#include "exacteditor.h"
#include "cpw/params.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

#include "boarddocument.h"
#include "piecelist.h"

namespace {

const ParamText kTexts[] = {
    {"mode", QT_TRANSLATE_NOOP("ExactEditor", "Search for:"),
     QT_TRANSLATE_NOOP("ExactEditor",
                       "Every solution, or only those with the fewest or the most pieces")},
    {"mode=all", QT_TRANSLATE_NOOP("ExactEditor", "All solutions")},
    {"mode=fewest", QT_TRANSLATE_NOOP("ExactEditor", "Fewest pieces")},
    {"mode=most", QT_TRANSLATE_NOOP("ExactEditor", "Most pieces")},
    {"count_empty_only", QT_TRANSLATE_NOOP("ExactEditor", "Cells counted:"),
     QT_TRANSLATE_NOOP("ExactEditor",
                       "Which cells must be attacked exactly their target number of times: every "
                       "cell, or only the empty ones (a piece's own cell is then free)")},
    {"count_empty_only=false", QT_TRANSLATE_NOOP("ExactEditor", "Every cell, occupied ones too")},
    {"count_empty_only=true", QT_TRANSLATE_NOOP("ExactEditor", "Empty cells only")},
    {"raw", QT_TRANSLATE_NOOP("ExactEditor", "Count each attack pattern once"),
     QT_TRANSLATE_NOOP("ExactEditor",
                       "On: placements that form the same attack patterns count once (a queen that "
                       "attacks only its neighbours is a king, and so on). Off: every placement is "
                       "its own solution"),
     nullptr, nullptr, ParamText::Inverted, true},
    {"no_pawns", QT_TRANSLATE_NOOP("ExactEditor", "No pawns"),
     QT_TRANSLATE_NOOP("ExactEditor", "Leave out the solutions that use a pawn")},
    {"engine", QT_TRANSLATE_NOOP("ExactEditor", "Method:"),
     QT_TRANSLATE_NOOP("ExactEditor",
                       "For the fewest or the most pieces. The SAT solver (CaDiCaL) proves the "
                       "optimum, often much faster than the search on dense boards, then lists every "
                       "solution that reaches it; it runs on one thread and cannot be paused. "
                       "Automatic takes it where the targets add up to 90 or more or only empty "
                       "cells count, and the search elsewhere"),
     nullptr, nullptr, ParamText::Plain, true},
    {"engine=auto", QT_TRANSLATE_NOOP("ExactEditor", "Automatic")},
    {"engine=search", QT_TRANSLATE_NOOP("ExactEditor", "Search")},
    {"engine=occupancy", QT_TRANSLATE_NOOP("ExactEditor", "Search, cell by cell")},
    {"engine=pattern", QT_TRANSLATE_NOOP("ExactEditor", "Search by attack patterns")},
    {"engine=sat", QT_TRANSLATE_NOOP("ExactEditor", "SAT solver")},
};

} // namespace

FAMILY_GUI(
    exact, .context = "ExactEditor", .order = 10,
    .title = QT_TRANSLATE_NOOP("ExactEditor", "Exact attack (every cell attacked k times)"),
    .description = QT_TRANSLATE_NOOP("ExactEditor",
                                     "White pieces such that every cell, occupied or empty, is attacked "
                                     "exactly its target number of times"),
    .texts = kTexts, .layers = [](const cpw::Problem &) -> OverlayLayers { return AttackCountsLayer; },
    .usesTargets = true, .usesPatterns = true,
    .create = [](const cpw::FamilyDescriptor &f, BoardDocument *d, QWidget *p) -> FamilyEditor * {
        return new ExactEditor(f, d, p);
    },
    // The fewest pieces are reported as an objective also when every solution is counted
    // (mode "all"): the analysis counts there, and only optimises in the other modes.
    .analysisCounts = [](const cpw::Problem &p) { return cpw::ParamReader(p).text("mode") == "all"; })

ExactEditor::ExactEditor(const cpw::FamilyDescriptor &family, BoardDocument *document, QWidget *parent)
    : FamilyEditor(family, document, parent)
{
    QFormLayout *form = this->form()->formLayout();
    auto label = [this](const char *source) {
        return m_tx.bind(new QLabel(this), "text", source);
    };

    m_k = new QSpinBox(this);
    m_k->setRange(0, cpw::kMaxTarget);
    m_tx.bind(m_k, "toolTip",
              QT_TR_NOOP("The number of attacks every cell must receive (use the target tool for per-cell "
                         "targets)"));
    form->insertRow(0, label(QT_TR_NOOP("Attacks per cell (k):")), m_k);
    m_targetsInfo = new QLabel(this);
    m_targetsInfo->setWordWrap(true);
    form->insertRow(1, QString(), m_targetsInfo);

    m_pieces = new PieceList(this);
    m_tx.bind(m_pieces, "toolTip", QT_TR_NOOP("Pieces the search may use (tick to allow)"));
    form->insertRow(2, label(QT_TR_NOOP("Allowed pieces:")), m_pieces);

    connect(m_k, &QSpinBox::valueChanged, this, [this](int k) {
        if (!m_syncing && m_doc->uniformTarget() != k)
            m_doc->setUniformTarget(k);
        refresh();
    });
    connect(m_pieces, &QListWidget::itemChanged, this, [this] {
        if (!m_syncing)
            refresh();
    });
    connect(m_doc, &BoardDocument::changed, this, &ExactEditor::syncFromDocument);
    connect(m_doc, &BoardDocument::catalogueChanged, this, &ExactEditor::rebuildPieces);
    rebuildPieces();
    syncFromDocument();
}

QCheckBox *ExactEditor::canonicalCheck() const
{
    return field<QCheckBox>("raw");
}

QComboBox *ExactEditor::modeBox() const
{
    return field<QComboBox>("mode");
}

QComboBox *ExactEditor::engineBox() const
{
    return field<QComboBox>("engine");
}

void ExactEditor::retranslateCustom()
{
    m_tx.retranslate();
    rebuildPieces(); // tool tips with piece names
    syncFromDocument();
}

void ExactEditor::rebuildPieces()
{
    m_syncing = true;
    m_pieces->rebuild(m_doc->catalogue());
    m_syncing = false;
    refresh();
}

void ExactEditor::syncFromDocument()
{
    const int k = m_doc->uniformTarget();
    m_syncing = true;
    if (k >= 0)
        m_k->setValue(k);
    m_syncing = false;
    m_targetsInfo->setText(k == -2 ? tr("Cells have their own targets (shown with the target tool); k sets "
                                        "them all again.")
                                   : QString());
    m_targetsInfo->setVisible(k == -2);
    refresh();
}

QString ExactEditor::precheck() const
{
    return m_pieces->checkedIds().empty() ? tr("Allow at least one piece.") : QString();
}

void ExactEditor::updateCustom(const cpw::Problem &p)
{
    // All solutions: the search only (the SAT solver finds an optimum).
    form()->setAllowed("engine", cpw::ParamReader(p).text("mode") != "all");
}

void ExactEditor::fillCustom(cpw::Problem &p, bool) const
{
    p.allowed = m_pieces->checkedIds();
    const int k = m_doc->uniformTarget();
    if (k >= 0)
        p.setUniformTarget(k);
    else
        p.targets = m_doc->targets();
}

void ExactEditor::loadCustom(const cpw::Problem &p)
{
    m_syncing = true;
    m_pieces->setCheckedIds(p.allowed);
    m_syncing = false;
}
