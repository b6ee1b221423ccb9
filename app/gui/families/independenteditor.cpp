#include "independenteditor.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

#include "boarddocument.h"
#include "cpw/independent.h"
#include "piecelist.h"
#include "piecerenderer.h"

namespace {
enum Mode { CountMode, FirstMode, MaxMode, ArmyMode };
}

IndependentEditor::IndependentEditor(BoardDocument *document, QWidget *parent) : FamilyEditor(document, parent)
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

    m_mode = newCombo(this);
    item(m_mode, QT_TR_NOOP("Count the placements"));
    item(m_mode, QT_TR_NOOP("Find one placement"));
    item(m_mode, QT_TR_NOOP("Most pieces that fit"));
    item(m_mode, QT_TR_NOOP("Mixed army"));
    form->addRow(label(QT_TR_NOOP("Search for:")), m_mode);

    m_piece = newCombo(this);
    m_tx.bind(m_piece, "toolTip", QT_TR_NOOP("The piece to place (any piece of the catalogue)"));
    form->addRow(label(QT_TR_NOOP("Piece:")), m_piece);
    m_kind = newCombo(this);
    item(m_kind, QT_TR_NOOP("Regular"), QStringLiteral("regular"));
    item(m_kind, QT_TR_NOOP("Super (+ knight's leap)"), QStringLiteral("super"));
    item(m_kind, QT_TR_NOOP("Awesome (+ knight's line)"), QStringLiteral("awesome"));
    m_tx.bind(m_kind, "toolTip",
              QT_TR_NOOP("For a queen, rook or bishop: super adds the knight's leap, awesome the knight's "
                         "line to the edge of the board"));
    form->addRow(label(QT_TR_NOOP("Kind:")), m_kind);

    m_count = new QSpinBox(this);
    m_count->setRange(0, cpw::kMaxCells);
    m_count->setSpecialValueText(QStringLiteral("n"));
    m_tx.bind(m_count, "toolTip",
              QT_TR_NOOP("How many pieces, fixed ones included; n = as many as the board's shorter side"));
    form->addRow(label(QT_TR_NOOP("Pieces:")), m_count);
    m_hits = newCombo(this);
    item(m_hits, QT_TR_NOOP("Sets of cells"), QStringLiteral("sets"));
    item(m_hits, QT_TR_NOOP("Ordered (each set k! times)"), QStringLiteral("all"));
    form->addRow(label(QT_TR_NOOP("Count:")), m_hits);

    m_army = new QLineEdit(this);
    m_army->setPlaceholderText(QStringLiteral("K2Q2B2N1"));
    m_tx.bind(m_army, "toolTip",
              QT_TR_NOOP("Piece letters each followed by how many, fixed pieces included; pieces of one "
                         "type are interchangeable"));
    m_armyLabel = label(QT_TR_NOOP("Army:"));
    form->addRow(m_armyLabel, m_army);

    for (QComboBox *b : {m_mode, m_piece, m_kind, m_hits})
        connect(b, &QComboBox::currentIndexChanged, this, [this] {
            updateEnabled();
            if (!m_syncing)
                emit changed();
        });
    connect(m_count, &QSpinBox::valueChanged, this, [this] {
        if (!m_syncing)
            emit changed();
    });
    connect(m_army, &QLineEdit::textChanged, this, [this] {
        if (!m_syncing)
            emit changed();
    });
    connect(m_doc, &BoardDocument::catalogueChanged, this, &IndependentEditor::rebuildPieces);
    rebuildPieces();
    updateEnabled();
}

QString IndependentEditor::title() const
{
    return tr("Non-attacking pieces (n queens)");
}

QString IndependentEditor::description() const
{
    return tr("Pieces that do not attack each other: the n-queens problem of Max Bezzel (1848) for any "
              "piece, the most pieces that fit, and mixed armies");
}

void IndependentEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_tx.retranslate();
        rebuildPieces();
    }
    QWidget::changeEvent(event);
}

void IndependentEditor::rebuildPieces()
{
    const QString keep = pieceLetter();
    m_syncing = true;
    m_piece->clear();
    const cpw::Catalogue &cat = m_doc->catalogue();
    for (const cpw::PieceType &p : cat.pieces()) {
        const QString letter(QChar::fromLatin1(p.letter));
        m_piece->addItem(letter + QStringLiteral("  ") + pieceDisplayName(p), letter);
    }
    const int at = m_piece->findData(keep.isEmpty() ? QStringLiteral("Q") : keep);
    m_piece->setCurrentIndex(std::max(0, at));
    m_syncing = false;
    updateEnabled();
    emit changed();
}

QString IndependentEditor::pieceLetter() const
{
    return m_piece->currentData().toString();
}

void IndependentEditor::updateEnabled()
{
    const int mode = m_mode->currentIndex();
    const bool army = mode == ArmyMode;
    const QString l = pieceLetter();
    m_piece->setEnabled(!army);
    m_kind->setEnabled(!army && (l == "Q" || l == "R" || l == "B"));
    m_count->setEnabled(mode == CountMode || mode == FirstMode);
    m_hits->setEnabled(mode == CountMode);
    m_army->setEnabled(army);
    m_armyLabel->setEnabled(army);
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

void IndependentEditor::fillProblem(cpw::Problem &p) const
{
    const int mode = m_mode->currentIndex();
    if (mode == ArmyMode) {
        p.params["army"] = m_army->text().trimmed().toStdString();
        return;
    }
    p.params["piece"] = pieceLetter().toStdString();
    if (m_kind->isEnabled())
        p.params["kind"] = m_kind->currentData().toString().toStdString();
    if (mode == FirstMode)
        p.params["first"] = true;
    if (mode == MaxMode)
        p.params["max"] = true;
    if (m_count->value() > 0 && m_count->isEnabled())
        p.params["count"] = static_cast<long long>(m_count->value());
    if (mode == CountMode)
        p.params["hits"] = m_hits->currentData().toString().toStdString();
}

void IndependentEditor::loadProblem(const cpw::Problem &p)
{
    m_syncing = true;
    const std::string army = p.paramString("army", "");
    m_army->setText(QString::fromStdString(army));
    m_mode->setCurrentIndex(!army.empty()                ? ArmyMode
                            : p.paramBool("max", false)   ? MaxMode
                            : p.paramBool("first", false) ? FirstMode
                                                          : CountMode);
    const int at = m_piece->findData(QString::fromStdString(p.paramString("piece", "Q")));
    m_piece->setCurrentIndex(std::max(0, at));
    const int kind = m_kind->findData(QString::fromStdString(p.paramString("kind", "regular")));
    m_kind->setCurrentIndex(std::max(0, kind));
    m_count->setValue(static_cast<int>(std::max<long long>(0, p.paramInt("count", 0))));
    m_hits->setCurrentIndex(p.paramString("hits", "sets") == "all" ? 1 : 0);
    m_syncing = false;
    updateEnabled();
    emit changed();
}
