#include "armyeditor.h"

#include <QCheckBox>
#include <QEvent>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>

#include <algorithm>
#include <map>

#include "boarddocument.h"
#include "piecerenderer.h"

namespace {

QSpinBox *valueSpin(QTableWidget *table, int row)
{
    return static_cast<QSpinBox *>(table->cellWidget(row, 1));
}

} // namespace

ArmyEditor::ArmyEditor(BoardDocument *document, QWidget *parent) : FamilyEditor(document, parent)
{
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    m_table = new QTableWidget(0, 2, this);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setIconSize(QSize(22, 22));
    m_table->setMinimumHeight(160);
    m_tx.bind(m_table, "toolTip",
              QT_TR_NOOP("Tick the kinds the army may use and give each a value (whole numbers in your own "
                         "units)"));
    form->addRow(m_tx.bind(new QLabel(this), "text", QT_TR_NOOP("Pieces and values:")));
    form->addRow(m_table);
    m_eachType =
        m_tx.bind(new QCheckBox(this), "text", QT_TR_NOOP("At least one piece of every ticked kind"));
    form->addRow(m_eachType);
    m_value = new QLabel(this);
    m_value->setWordWrap(true);
    form->addRow(m_value);

    connect(m_table, &QTableWidget::itemChanged, this, [this] {
        if (!m_syncing) {
            updateArmyValue();
            emit changed();
        }
    });
    connect(m_eachType, &QCheckBox::toggled, this, &FamilyEditor::changed);
    connect(m_doc, &BoardDocument::changed, this, &ArmyEditor::updateArmyValue);
    connect(m_doc, &BoardDocument::catalogueChanged, this, &ArmyEditor::rebuildTable);
    rebuildTable();
}

QString ArmyEditor::title() const
{
    return tr("Most valuable army (no piece attacked)");
}

QString ArmyEditor::description() const
{
    return tr("White pieces of the ticked kinds, none attacked by another, with the largest total value "
              "(\"The Most Expensive Peace Army\"); the optimum is proven by a branch and bound on the "
              "conflicts (on large boards by the COIN-OR CBC solver)");
}

void ArmyEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_tx.retranslate();
        rebuildTable(); // headers and piece names
    }
    QWidget::changeEvent(event);
}

void ArmyEditor::rebuildTable()
{
    // Keep what was set for the pieces listed before; the first time, the puzzle's values.
    std::vector<cpw::ArmyValue> before = checkedValues();
    std::map<int, int> oldValues;
    for (int row = 0; row < m_table->rowCount(); ++row)
        oldValues[m_table->item(row, 0)->data(Qt::UserRole).toInt()] = valueSpin(m_table, row)->value();
    const bool first = m_table->rowCount() == 0;
    const cpw::Catalogue &cat = m_doc->catalogue();
    std::vector<cpw::ArmyValue> defaults = cpw::parseArmyValues(cpw::kDefaultArmyValues, cat).value();
    m_syncing = true;
    m_table->setHorizontalHeaderLabels({tr("Piece"), tr("Value")});
    m_table->setRowCount(cat.size());
    for (int id = 0; id < cat.size(); ++id) {
        const cpw::PieceType &p = cat.piece(id);
        auto *item = new QTableWidgetItem(PieceRenderer::instance().icon(p, 22), pieceDisplayName(p));
        item->setData(Qt::UserRole, id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        const auto &list = first ? defaults : before;
        const bool on =
            std::any_of(list.begin(), list.end(), [id](const cpw::ArmyValue &v) { return v.piece == id; });
        item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
        m_table->setItem(id, 0, item);
        auto *spin = new QSpinBox(m_table);
        spin->setRange(0, int(cpw::kMaxArmyValue));
        const auto old = oldValues.find(id);
        spin->setValue(old != oldValues.end() ? old->second : int(cpw::armyValueOf(defaults, id)));
        connect(spin, &QSpinBox::valueChanged, this, [this] {
            if (!m_syncing) {
                updateArmyValue();
                emit changed();
            }
        });
        m_table->setCellWidget(id, 1, spin);
    }
    m_syncing = false;
    updateArmyValue();
    emit changed();
}

std::vector<cpw::ArmyValue> ArmyEditor::checkedValues() const
{
    std::vector<cpw::ArmyValue> values;
    for (int row = 0; row < m_table->rowCount(); ++row)
        if (m_table->item(row, 0) && m_table->item(row, 0)->checkState() == Qt::Checked)
            values.push_back(
                {m_table->item(row, 0)->data(Qt::UserRole).toInt(), valueSpin(m_table, row)->value()});
    return values;
}

void ArmyEditor::setValue(int piece, bool allowed, int value)
{
    for (int row = 0; row < m_table->rowCount(); ++row)
        if (m_table->item(row, 0)->data(Qt::UserRole).toInt() == piece) {
            valueSpin(m_table, row)->setValue(value);
            m_table->item(row, 0)->setCheckState(allowed ? Qt::Checked : Qt::Unchecked);
        }
}

void ArmyEditor::updateArmyValue()
{
    const cpw::Placement &p = m_doc->placement();
    if (p.empty()) {
        m_value->setText(tr("The board is empty: its army is worth 0."));
        return;
    }
    const long long value = cpw::armyValue(p, checkedValues());
    m_value->setText(
        cpw::isPeaceful(p, m_doc->catalogue())
            ? tr("The army on the board is worth %1.").arg(value)
            : tr("The army on the board is worth %1, but some of its pieces attack each other.").arg(value));
}

QString ArmyEditor::precheck() const
{
    return checkedValues().empty() ? tr("Tick at least one kind of piece.") : QString();
}

void ArmyEditor::fillProblem(cpw::Problem &p) const
{
    const std::vector<cpw::ArmyValue> values = checkedValues();
    p.allowed.clear();
    for (const cpw::ArmyValue &v : values)
        p.allowed.push_back(v.piece);
    p.params["values"] = cpw::armyValuesText(values, p.catalogue);
    p.params["each_type"] = m_eachType->isChecked();
}

void ArmyEditor::loadProblem(const cpw::Problem &p)
{
    auto values =
        cpw::parseArmyValues(p.paramString("values", std::string(cpw::kDefaultArmyValues)), p.catalogue);
    m_syncing = true;
    const std::vector<cpw::ArmyValue> v = values ? values.value() : std::vector<cpw::ArmyValue>{};
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const int id = m_table->item(row, 0)->data(Qt::UserRole).toInt();
        const bool has =
            std::any_of(v.begin(), v.end(), [id](const cpw::ArmyValue &a) { return a.piece == id; });
        const bool allowed =
            p.allowed.empty() ? has : std::find(p.allowed.begin(), p.allowed.end(), id) != p.allowed.end();
        m_table->item(row, 0)->setCheckState(allowed ? Qt::Checked : Qt::Unchecked);
        valueSpin(m_table, row)->setValue(int(cpw::armyValueOf(v, id)));
    }
    m_eachType->setChecked(p.paramBool("each_type", false));
    m_syncing = false;
    updateArmyValue();
    emit changed();
}
