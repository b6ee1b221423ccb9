#include "exacteditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>

#include "boarddocument.h"
#include "piecelist.h"

ExactEditor::ExactEditor(BoardDocument *document, QWidget *parent) : FamilyEditor(document, parent)
{
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto label = [this](const char *source) {
        return m_tx.bind(new QLabel(this), "text", source);
    };
    auto item = [this](QComboBox *box, const char *source, const QVariant &data = {}) {
        const int index = box->count();
        box->addItem(QString(), data);
        m_tx.bind(box, source, [box, index](const QString &text) { box->setItemText(index, text); });
    };

    m_k = new QSpinBox(this);
    m_k->setRange(0, cpw::kMaxTarget);
    m_tx.bind(m_k, "toolTip",
              QT_TR_NOOP("The number of attacks every cell must receive (use the target tool for per-cell "
                         "targets)"));
    form->addRow(label(QT_TR_NOOP("Attacks per cell (k):")), m_k);
    m_targetsInfo = new QLabel(this);
    m_targetsInfo->setWordWrap(true);
    form->addRow(QString(), m_targetsInfo);

    m_pieces = new PieceList(this);
    m_tx.bind(m_pieces, "toolTip", QT_TR_NOOP("Pieces the search may use (tick to allow)"));
    form->addRow(label(QT_TR_NOOP("Allowed pieces:")), m_pieces);

    m_counting = newCombo(this);
    item(m_counting, QT_TR_NOOP("Every cell, occupied ones too"));
    item(m_counting, QT_TR_NOOP("Empty cells only"));
    form->addRow(label(QT_TR_NOOP("Cells counted:")), m_counting);
    m_canonical = m_tx.bind(new QCheckBox(this), "text", QT_TR_NOOP("Count each attack pattern once"));
    m_canonical->setChecked(true);
    m_tx.bind(m_canonical, "toolTip",
              QT_TR_NOOP("On: placements that form the same attack patterns count once (a queen that "
                         "attacks only its neighbours is a king, and so on). Off: every placement is its "
                         "own solution"));
    form->addRow(m_canonical);
    m_mode = newCombo(this);
    item(m_mode, QT_TR_NOOP("All solutions"), QStringLiteral("all"));
    item(m_mode, QT_TR_NOOP("Fewest pieces"), QStringLiteral("fewest"));
    item(m_mode, QT_TR_NOOP("Most pieces"), QStringLiteral("most"));
    form->addRow(label(QT_TR_NOOP("Search for:")), m_mode);
    m_noPawns = m_tx.bind(new QCheckBox(this), "text", QT_TR_NOOP("No pawns"));
    form->addRow(m_noPawns);
    m_engine = newCombo(this);
    item(m_engine, QT_TR_NOOP("Automatic"), QStringLiteral("auto"));
    item(m_engine, QT_TR_NOOP("Search"), QStringLiteral("search"));
    item(m_engine, QT_TR_NOOP("SAT solver"), QStringLiteral("sat"));
    m_tx.bind(m_engine, "toolTip",
              QT_TR_NOOP("For the fewest or the most pieces. The SAT solver (CaDiCaL) proves the optimum, "
                         "often much faster than the search on dense boards, then lists every solution that "
                         "reaches it; it runs on one thread and cannot be paused. Automatic takes it where "
                         "the targets add up to 90 or more or only empty cells count, and the search "
                         "elsewhere"));
    form->addRow(label(QT_TR_NOOP("Engine:")), m_engine);

    connect(m_k, &QSpinBox::valueChanged, this, [this](int k) {
        if (!m_syncing && m_doc->uniformTarget() != k)
            m_doc->setUniformTarget(k);
        emit changed();
    });
    connect(m_pieces, &QListWidget::itemChanged, this, [this] {
        if (!m_syncing)
            emit changed();
    });
    connect(m_counting, &QComboBox::currentIndexChanged, this, &FamilyEditor::changed);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &FamilyEditor::changed);
    for (QCheckBox *c : {m_canonical, m_noPawns})
        connect(c, &QCheckBox::toggled, this, &FamilyEditor::changed);
    connect(m_engine, &QComboBox::currentIndexChanged, this, &FamilyEditor::changed);
    // All solutions: the search only (the SAT solver finds an optimum).
    connect(m_mode, &QComboBox::currentIndexChanged, this,
            [this](int index) { m_engine->setEnabled(index != 0); });
    m_engine->setEnabled(false);
    connect(m_doc, &BoardDocument::changed, this, &ExactEditor::syncFromDocument);
    connect(m_doc, &BoardDocument::catalogueChanged, this, &ExactEditor::rebuildPieces);
    rebuildPieces();
    syncFromDocument();
}

QString ExactEditor::title() const
{
    return tr("Exact attack (every cell attacked k times)");
}

QString ExactEditor::description() const
{
    return tr("White pieces such that every cell, occupied or empty, is attacked exactly its target "
              "number of times");
}

void ExactEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_tx.retranslate();
        rebuildPieces(); // tool tips with piece names
        syncFromDocument();
    }
    QWidget::changeEvent(event);
}

void ExactEditor::rebuildPieces()
{
    m_syncing = true;
    static_cast<PieceList *>(m_pieces)->rebuild(m_doc->catalogue());
    m_syncing = false;
    emit changed();
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
    emit changed();
}

std::vector<int> ExactEditor::allowedPieces() const
{
    return static_cast<const PieceList *>(m_pieces)->checkedIds();
}

QString ExactEditor::precheck() const
{
    return allowedPieces().empty() ? tr("Allow at least one piece.") : QString();
}

void ExactEditor::fillProblem(cpw::Problem &p) const
{
    p.allowed = allowedPieces();
    const int k = m_doc->uniformTarget();
    if (k >= 0)
        p.setUniformTarget(k);
    else
        p.targets = m_doc->targets();
    p.params["count_empty_only"] = m_counting->currentIndex() == 1;
    p.params["raw"] = !m_canonical->isChecked();
    p.params["no_pawns"] = m_noPawns->isChecked();
    p.params["mode"] = m_mode->currentData().toString().toStdString();
    if (m_mode->currentIndex() != 0 && m_engine->currentIndex() != 0)
        p.params["engine"] = m_engine->currentData().toString().toStdString();
}

void ExactEditor::loadProblem(const cpw::Problem &p)
{
    m_syncing = true;
    static_cast<PieceList *>(m_pieces)->setCheckedIds(p.allowed);
    m_counting->setCurrentIndex(p.paramBool("count_empty_only", false) ? 1 : 0);
    m_canonical->setChecked(!p.paramBool("raw", false));
    m_noPawns->setChecked(p.paramBool("no_pawns", false));
    const std::string mode = p.paramString("mode", "all");
    m_mode->setCurrentIndex(mode == "fewest" ? 1 : mode == "most" ? 2 : 0);
    // Engines chosen by hand for tests and cross-checks (occupancy, pattern) read as the search.
    const std::string engine = p.paramString("engine", "auto");
    m_engine->setCurrentIndex(engine == "auto" ? 0 : engine == "sat" ? 2 : 1);
    m_engine->setEnabled(m_mode->currentIndex() != 0);
    m_syncing = false;
    syncFromDocument();
}
