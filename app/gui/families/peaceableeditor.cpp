#include "peaceableeditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

#include "boarddocument.h"
#include "piecelist.h"
#include "piecerenderer.h"

PeaceableEditor::PeaceableEditor(BoardDocument *document, QWidget *parent) : FamilyEditor(document, parent)
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

    m_piece = newCombo(this);
    m_tx.bind(m_piece, "toolTip", QT_TR_NOOP("The one kind of piece both armies use"));
    form->addRow(label(QT_TR_NOOP("Piece:")), m_piece);

    m_black = new QCheckBox(this);
    m_tx.bind(m_black, "text", QT_TR_NOOP("Place black pieces"));
    m_tx.bind(m_black, "toolTip",
              QT_TR_NOOP("Pieces put on the board from the palette are black (lower case in the notation)"));
    form->addRow(label(QT_TR_NOOP("Colour:")), m_black);
    connect(m_black, &QCheckBox::toggled, this, [this](bool on) { m_doc->setPlaceBlack(on && isVisible()); });

    m_mode = newCombo(this);
    item(m_mode, QT_TR_NOOP("The largest armies (proven)"), QStringLiteral("optimum"));
    item(m_mode, QT_TR_NOOP("Every placement of the largest armies"), QStringLiteral("count"));
    item(m_mode, QT_TR_NOOP("Armies of exactly M pieces each"), QStringLiteral("m"));
    item(m_mode, QT_TR_NOOP("Large armies of a large board (no proof)"), QStringLiteral("upper"));
    form->addRow(label(QT_TR_NOOP("Search for:")), m_mode);

    m_army = new QSpinBox(this);
    m_army->setRange(1, cpw::kMaxCells / 2);
    m_army->setValue(4);
    m_tx.bind(m_army, "toolTip", QT_TR_NOOP("The number of white pieces, and of black pieces (M)"));
    form->addRow(label(QT_TR_NOOP("Army size (M):")), m_army);

    m_timeLimit = new QDoubleSpinBox(this);
    m_timeLimit->setRange(1, 86400);
    m_timeLimit->setDecimals(0);
    m_timeLimit->setValue(60);
    m_tx.bind(m_timeLimit, "toolTip", QT_TR_NOOP("How long to look for larger armies"));
    m_tx.bind(m_timeLimit, QT_TR_NOOP(" s"), [this](const QString &text) { m_timeLimit->setSuffix(text); });
    form->addRow(label(QT_TR_NOOP("Time limit:")), m_timeLimit);

    connect(m_piece, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_syncing)
            emit changed();
    });
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] {
        updateEnabled();
        emit changed();
    });
    connect(m_army, &QSpinBox::valueChanged, this, &FamilyEditor::changed);
    connect(m_timeLimit, &QDoubleSpinBox::valueChanged, this, &FamilyEditor::changed);
    connect(m_doc, &BoardDocument::catalogueChanged, this, &PeaceableEditor::rebuildPieces);
    rebuildPieces();
    updateEnabled();
}

QString PeaceableEditor::title() const
{
    return tr("Peaceable armies (white and black, no attacks across)");
}

QString PeaceableEditor::description() const
{
    return tr("As many white as black pieces of one kind, none attacking a piece of the other colour: "
              "Robert A. Bosch's peaceably coexisting armies of queens (Optima 62, 1999), for any piece");
}

void PeaceableEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_tx.retranslate();
        rebuildPieces();
    }
    QWidget::changeEvent(event);
}

void PeaceableEditor::showEvent(QShowEvent *event)
{
    m_doc->setPlaceBlack(m_black->isChecked());
    FamilyEditor::showEvent(event);
}

void PeaceableEditor::hideEvent(QHideEvent *event)
{
    m_doc->setPlaceBlack(false);
    FamilyEditor::hideEvent(event);
}

void PeaceableEditor::rebuildPieces()
{
    const cpw::Catalogue &cat = m_doc->catalogue();
    const int before = m_piece->currentData().isValid() ? m_piece->currentData().toInt() : cat.find('Q');
    m_syncing = true;
    m_piece->clear();
    for (int id = 0; id < cat.size(); ++id) {
        const cpw::PieceType &p = cat.piece(id);
        m_piece->addItem(PieceRenderer::instance().icon(p, 18),
                         QStringLiteral("%1  %2").arg(QChar::fromLatin1(p.letter)).arg(pieceDisplayName(p)),
                         id);
    }
    const int index = m_piece->findData(before);
    m_piece->setCurrentIndex(index >= 0 ? index : 0);
    m_syncing = false;
    emit changed();
}

void PeaceableEditor::updateEnabled()
{
    const QString mode = m_mode->currentData().toString();
    m_army->setEnabled(mode == QLatin1String("m"));
    m_timeLimit->setEnabled(mode == QLatin1String("upper"));
}

QString PeaceableEditor::precheck() const
{
    if (m_piece->currentIndex() < 0)
        return tr("Choose a piece.");
    return {};
}

void PeaceableEditor::fillProblem(cpw::Problem &p) const
{
    if (m_piece->currentIndex() >= 0)
        p.allowed = {m_piece->currentData().toInt()};
    const QString mode = m_mode->currentData().toString();
    if (mode == QLatin1String("count"))
        p.params["count"] = true;
    if (mode == QLatin1String("m")) {
        p.params["m"] = static_cast<long long>(m_army->value());
    }
    if (mode == QLatin1String("upper")) {
        p.params["upper"] = true;
        p.params["time_limit"] = m_timeLimit->value();
    }
}

void PeaceableEditor::loadProblem(const cpw::Problem &p)
{
    m_syncing = true;
    const int id = p.allowed.empty() ? m_doc->catalogue().find('Q') : p.allowed.front();
    const int index = m_piece->findData(id);
    if (index >= 0)
        m_piece->setCurrentIndex(index);
    QString mode = QStringLiteral("optimum");
    if (p.paramInt("m", 0) > 0) {
        mode = QStringLiteral("m");
        m_army->setValue(static_cast<int>(p.paramInt("m", 4)));
    } else if (p.paramBool("count", false)) {
        mode = QStringLiteral("count");
    } else if (p.paramBool("upper", false)) {
        mode = QStringLiteral("upper");
    }
    m_mode->setCurrentIndex(std::max(0, m_mode->findData(mode)));
    m_timeLimit->setValue(p.paramDouble("time_limit", 60.0));
    m_syncing = false;
    updateEnabled();
    emit layersChanged();
    emit changed();
}
