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

const ParamText kTexts[] = {
    {"each_type", QT_TRANSLATE_NOOP("ArmyEditor", "At least one piece of every ticked kind"),
     QT_TRANSLATE_NOOP("ArmyEditor", "Off: the most valuable army may leave some of the ticked kinds out")},
    {"engine", QT_TRANSLATE_NOOP("ArmyEditor", "Method:"),
     QT_TRANSLATE_NOOP("ArmyEditor",
                       "How the optimum is proven (it is the same with either). The branch and bound on the "
                       "conflicts handles up to 1,024 pairs of kind and cell"),
     nullptr, nullptr, ParamText::Plain, true},
    {"engine=auto", QT_TRANSLATE_NOOP("ArmyEditor", "Automatic")},
    {"engine=cliques", QT_TRANSLATE_NOOP("ArmyEditor", "Branch and bound on the conflicts")},
    {"engine=mip", QT_TRANSLATE_NOOP("ArmyEditor", "0-1 program (COIN-OR CBC)")},
    {"engine=dp", QT_TRANSLATE_NOOP("ArmyEditor", "Rank by rank (rectangles, Q R B N K)")},
    {"symmetry_breaking", QT_TRANSLATE_NOOP("ArmyEditor", "Break the board's symmetries"),
     QT_TRANSLATE_NOOP("ArmyEditor", "Tuning: the optimum is the same either way"), nullptr, nullptr,
     ParamText::Plain, true},
    {"heuristic_start", QT_TRANSLATE_NOOP("ArmyEditor", "Start from a local search's army"),
     QT_TRANSLATE_NOOP("ArmyEditor", "Tuning: the optimum is the same either way"), nullptr, nullptr,
     ParamText::Plain, true},
    {"rook_split", QT_TRANSLATE_NOOP("ArmyEditor", "Branch on rooks and queens first"),
     QT_TRANSLATE_NOOP("ArmyEditor",
                       "Tuning: the search places the pieces that move along ranks and files first, bounded "
                       "by the ranks and files left; the optimum is the same either way"),
     nullptr, nullptr, ParamText::Plain, true},
};

} // namespace

FAMILY_GUI(
    army, .context = "ArmyEditor", .order = 120,
    .title = QT_TRANSLATE_NOOP("ArmyEditor", "Most valuable army (no piece attacked)"),
    .description = QT_TRANSLATE_NOOP("ArmyEditor",
                                     "White pieces of the ticked kinds, none attacked by another, with the "
                                     "largest total value (\"The Most Expensive Peace Army\"); the optimum "
                                     "is proven by a branch and bound on the conflicts (on large boards by "
                                     "the COIN-OR CBC solver)"),
    .texts = kTexts, .layers = [](const cpw::Problem &) -> OverlayLayers { return ConflictsLayer; },
    .create = [](const cpw::FamilyDescriptor &f, BoardDocument *d, QWidget *p) -> FamilyEditor * {
        return new ArmyEditor(f, d, p);
    })

ArmyEditor::ArmyEditor(const cpw::FamilyDescriptor &family, BoardDocument *document, QWidget *parent)
    : FamilyEditor(family, document, parent, {"values"})
{
    QFormLayout *form = this->form()->formLayout();

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
    form->insertRow(0, m_tx.bind(new QLabel(this), "text", QT_TR_NOOP("Pieces and values:")));
    form->insertRow(1, m_table);
    m_value = new QLabel(this);
    m_value->setWordWrap(true);
    form->insertRow(this->form()->rowOf("each_type") + 1, m_value);

    connect(m_table, &QTableWidget::itemChanged, this, [this] {
        if (!m_syncing) {
            updateArmyValue();
            refresh();
        }
    });
    connect(m_doc, &BoardDocument::changed, this, &ArmyEditor::updateArmyValue);
    connect(m_doc, &BoardDocument::catalogueChanged, this, &ArmyEditor::rebuildTable);
    if (auto defaults = cpw::parseArmyValues(cpw::kDefaultArmyValues, m_doc->catalogue()))
        for (const cpw::ArmyValue &a : defaults.value())
            m_order.push_back(a.piece);
    rebuildTable();
}

QCheckBox *ArmyEditor::eachTypeCheck() const
{
    return field<QCheckBox>("each_type");
}

void ArmyEditor::retranslateCustom()
{
    m_tx.retranslate();
    rebuildTable(); // headers and piece names
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
                refresh();
            }
        });
        m_table->setCellWidget(id, 1, spin);
    }
    m_syncing = false;
    updateArmyValue();
    refresh();
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

void ArmyEditor::fillCustom(cpw::Problem &p, bool everything) const
{
    std::vector<cpw::ArmyValue> values = checkedValues();
    p.allowed.clear();
    for (const cpw::ArmyValue &v : values)
        p.allowed.push_back(v.piece);
    if (everything) {
        // The values a file gave for kinds it did not allow stay in the file.
        for (int row = 0; row < m_table->rowCount(); ++row) {
            const int id = m_table->item(row, 0)->data(Qt::UserRole).toInt();
            if (m_table->item(row, 0)->checkState() != Qt::Checked &&
                std::find(m_listed.begin(), m_listed.end(), id) != m_listed.end())
                values.push_back({id, valueSpin(m_table, row)->value()});
        }
    }
    // In the order the file (or the puzzle's default) lists them, new kinds after.
    auto rank = [this](int id) {
        const auto at = std::find(m_order.begin(), m_order.end(), id);
        return at != m_order.end() ? int(at - m_order.begin()) : int(m_order.size()) + id;
    };
    std::stable_sort(values.begin(), values.end(), [&rank](const cpw::ArmyValue &a, const cpw::ArmyValue &b) {
        return rank(a.piece) < rank(b.piece);
    });
    p.params["values"] = cpw::armyValuesText(values, p.catalogue);
}

void ArmyEditor::loadCustom(const cpw::Problem &p)
{
    auto values = cpw::parseArmyValues(cpw::ParamReader(p).text("values"), p.catalogue);
    m_syncing = true;
    const std::vector<cpw::ArmyValue> v = values ? values.value() : std::vector<cpw::ArmyValue>{};
    m_listed.clear();
    m_order.clear();
    for (const cpw::ArmyValue &a : v)
        m_order.push_back(a.piece);
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const int id = m_table->item(row, 0)->data(Qt::UserRole).toInt();
        const bool has =
            std::any_of(v.begin(), v.end(), [id](const cpw::ArmyValue &a) { return a.piece == id; });
        const bool allowed =
            p.allowed.empty() ? has : std::find(p.allowed.begin(), p.allowed.end(), id) != p.allowed.end();
        if (has && !allowed)
            m_listed.push_back(id);
        m_table->item(row, 0)->setCheckState(allowed ? Qt::Checked : Qt::Unchecked);
        valueSpin(m_table, row)->setValue(int(cpw::armyValueOf(v, id)));
    }
    m_syncing = false;
    updateArmyValue();
}
