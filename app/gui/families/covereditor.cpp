#include "covereditor.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

#include "boarddocument.h"
#include "piecelist.h"
#include "piecerenderer.h"

CoverEditor::CoverEditor(BoardDocument *document, QWidget *parent) : FamilyEditor(document, parent)
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
    m_tx.bind(m_piece, "toolTip", QT_TR_NOOP("The one kind of piece the cover uses"));
    form->addRow(label(QT_TR_NOOP("Piece:")), m_piece);

    m_variant = newCombo(this);
    item(m_variant, QT_TR_NOOP("Every cell occupied or attacked"), QStringLiteral("plain"));
    item(m_variant, QT_TR_NOOP("Every cell attacked, occupied ones too"), QStringLiteral("total"));
    item(m_variant, QT_TR_NOOP("Occupied or attacked, no piece attacks another"),
         QStringLiteral("independent"));
    form->addRow(label(QT_TR_NOOP("Cover:")), m_variant);

    m_mode = newCombo(this);
    item(m_mode, QT_TR_NOOP("One minimum cover (proven)"), QStringLiteral("first"));
    item(m_mode, QT_TR_NOOP("Every minimum cover"), QStringLiteral("minimum"));
    item(m_mode, QT_TR_NOOP("Every cover with exactly G pieces"), QStringLiteral("pieces"));
    item(m_mode, QT_TR_NOOP("A small cover of a large board (no proof)"), QStringLiteral("upper"));
    m_mode->setCurrentIndex(1);
    form->addRow(label(QT_TR_NOOP("Search for:")), m_mode);

    m_pieces = new QSpinBox(this);
    m_pieces->setRange(0, cpw::kMaxCells);
    m_pieces->setValue(12);
    m_tx.bind(m_pieces, "toolTip",
              QT_TR_NOOP("The number of pieces of every cover listed (fixed pieces included)"));
    form->addRow(label(QT_TR_NOOP("Pieces (G):")), m_pieces);

    m_timeLimit = new QDoubleSpinBox(this);
    m_timeLimit->setRange(1, 86400);
    m_timeLimit->setDecimals(0);
    m_timeLimit->setValue(60);
    m_tx.bind(m_timeLimit, "toolTip",
              QT_TR_NOOP("How long to look for smaller covers; every improvement is shown at once"));
    m_tx.bind(m_timeLimit, QT_TR_NOOP(" s"), [this](const QString &text) { m_timeLimit->setSuffix(text); });
    form->addRow(label(QT_TR_NOOP("Time limit:")), m_timeLimit);

    connect(m_piece, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_syncing)
            emit changed();
    });
    connect(m_variant, &QComboBox::currentIndexChanged, this, [this] {
        updateEnabled();
        emit layersChanged();
        emit changed();
    });
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] {
        updateEnabled();
        emit changed();
    });
    connect(m_pieces, &QSpinBox::valueChanged, this, &FamilyEditor::changed);
    connect(m_timeLimit, &QDoubleSpinBox::valueChanged, this, &FamilyEditor::changed);
    connect(m_doc, &BoardDocument::catalogueChanged, this, &CoverEditor::rebuildPieces);
    rebuildPieces();
    updateEnabled();
}

QString CoverEditor::title() const
{
    return tr("Cover (fewest pieces attacking every cell)");
}

QString CoverEditor::description() const
{
    return tr("The fewest pieces of one kind such that every cell is occupied or attacked: David C. "
              "Fisher's knight cover problem, for any piece");
}

void CoverEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_tx.retranslate();
        rebuildPieces(); // piece names
    }
    QWidget::changeEvent(event);
}

void CoverEditor::rebuildPieces()
{
    const cpw::Catalogue &cat = m_doc->catalogue();
    const int before = m_piece->currentData().isValid() ? m_piece->currentData().toInt() : cat.find('N');
    m_syncing = true;
    m_piece->clear();
    for (int id = 0; id < cat.size(); ++id) {
        const cpw::PieceType &p = cat.piece(id);
        m_piece->addItem(
            PieceRenderer::instance().icon(p, 18),
            QStringLiteral("%1  %2").arg(QChar::fromLatin1(p.letter)).arg(QString::fromStdString(p.name)),
            id);
    }
    const int index = m_piece->findData(before);
    m_piece->setCurrentIndex(index >= 0 ? index : 0);
    m_syncing = false;
    emit changed();
}

void CoverEditor::updateEnabled()
{
    const QString mode = m_mode->currentData().toString();
    m_pieces->setEnabled(mode == QLatin1String("pieces"));
    m_timeLimit->setEnabled(mode == QLatin1String("upper"));
}

QString CoverEditor::precheck() const
{
    if (m_piece->currentIndex() < 0)
        return tr("Choose a piece.");
    return {};
}

OverlayLayers CoverEditor::layers() const
{
    const QString v = m_variant->currentData().toString();
    OverlayLayers layers = UncoveredLayer;
    if (v == QLatin1String("total"))
        layers |= TotalCoverLayer;
    if (v == QLatin1String("independent"))
        layers |= ConflictsLayer;
    return layers;
}

void CoverEditor::fillProblem(cpw::Problem &p) const
{
    if (m_piece->currentIndex() >= 0)
        p.allowed = {m_piece->currentData().toInt()};
    p.params["variant"] = m_variant->currentData().toString().toStdString();
    const QString mode = m_mode->currentData().toString();
    p.params["mode"] = mode == QLatin1String("first") ? std::string("minimum") : mode.toStdString();
    p.params["first"] = mode == QLatin1String("first");
    if (mode == QLatin1String("pieces"))
        p.params["pieces"] = static_cast<long long>(m_pieces->value());
    if (mode == QLatin1String("upper"))
        p.params["time_limit"] = m_timeLimit->value();
}

void CoverEditor::loadProblem(const cpw::Problem &p)
{
    m_syncing = true;
    const int id = p.allowed.empty() ? m_doc->catalogue().find('N') : p.allowed.front();
    const int index = m_piece->findData(id);
    if (index >= 0)
        m_piece->setCurrentIndex(index);
    const int v = m_variant->findData(QString::fromStdString(p.paramString("variant", "plain")));
    m_variant->setCurrentIndex(v >= 0 ? v : 0);
    QString mode = QString::fromStdString(p.paramString("mode", "minimum"));
    if (mode == QLatin1String("minimum") && p.paramBool("first", false))
        mode = QStringLiteral("first");
    const int m = m_mode->findData(mode);
    m_mode->setCurrentIndex(m >= 0 ? m : 1);
    m_pieces->setValue(static_cast<int>(p.paramInt("pieces", 12)));
    m_timeLimit->setValue(p.paramDouble("time_limit", 60.0));
    m_syncing = false;
    updateEnabled();
    emit layersChanged();
    emit changed();
}
