#include "piecelist.h"

#include <QResizeEvent>

#include <QComboBox>

#include <algorithm>

#include "piecerenderer.h"

PieceList::PieceList(QWidget *parent) : QListWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setViewMode(QListView::IconMode);
    setFlow(QListView::LeftToRight);
    setWrapping(true);
    setResizeMode(QListView::Adjust);
    setIconSize(QSize(22, 22));
    setGridSize(QSize(40, 44));
}

int PieceList::heightForWidth(int width) const
{
    const QSize grid = gridSize();
    const int frame = 2 * frameWidth() + 4;
    const int perRow = std::max(1, (width - frame) / std::max(1, grid.width()));
    const int rows = std::max(1, (count() + perRow - 1) / perRow);
    return rows * grid.height() + frame;
}

void PieceList::changeEvent(QEvent *event)
{
    QListWidget::changeEvent(event);
    // The letters and names in the new language; the ticks stay.
    if (event->type() == QEvent::LanguageChange && count() > 0)
        rebuild(m_catalogue);
}

void PieceList::resizeEvent(QResizeEvent *event)
{
    QListWidget::resizeEvent(event);
    const int needed = heightForWidth(width());
    if (minimumHeight() != needed)
        setMinimumHeight(needed);
}

QSize PieceList::sizeHint() const
{
    const int width = 7 * gridSize().width() + 2 * frameWidth() + 4;
    return {width, heightForWidth(width)};
}

QSize PieceList::minimumSizeHint() const
{
    // The height is the layout's business through heightForWidth (the editors sit in a stack,
    // where a minimum height for the narrowest width would leave a gap at the usual width).
    const int width = 4 * gridSize().width() + 2 * frameWidth() + 4;
    return {width, heightForWidth(7 * gridSize().width() + 2 * frameWidth() + 4)};
}

void PieceList::rebuild(const cpw::Catalogue &cat)
{
    m_catalogue = cat;
    const std::vector<int> before = checkedIds();
    const bool first = count() == 0;
    const QSignalBlocker block(this);
    clear();
    for (int id = 0; id < cat.size(); ++id) {
        const cpw::PieceType &p = cat.piece(id);
        auto *item = new QListWidgetItem(PieceRenderer::instance().icon(p, 22), pieceDisplayLetter(p), this);
        item->setData(Qt::UserRole, id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        const bool standard = id < 6 && p.kind != cpw::PieceKind::Custom;
        const bool on = first ? standard : std::find(before.begin(), before.end(), id) != before.end();
        item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
        item->setToolTip(pieceDisplayName(p) + QStringLiteral(" (") + QString::fromStdString(p.betza) +
                         QLatin1Char(')'));
    }
    updateGeometry(); // its height depends on the number of pieces
}

std::vector<int> PieceList::checkedIds() const
{
    std::vector<int> ids;
    for (int i = 0; i < count(); ++i)
        if (item(i)->checkState() == Qt::Checked)
            ids.push_back(item(i)->data(Qt::UserRole).toInt());
    return ids;
}

void PieceList::setCheckedIds(const std::vector<int> &ids)
{
    const QSignalBlocker block(this);
    for (int i = 0; i < count(); ++i) {
        const int id = item(i)->data(Qt::UserRole).toInt();
        const bool on = ids.empty() ? id < 6 : std::find(ids.begin(), ids.end(), id) != ids.end();
        item(i)->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
}

QComboBox *newCombo(QWidget *parent)
{
    auto *box = new QComboBox(parent);
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(12);
    return box;
}

void rebuildPieceCombo(QComboBox *box, const cpw::Catalogue &catalogue, char defaultLetter)
{
    const int before =
        box->currentData().isValid() ? box->currentData().toInt() : catalogue.find(defaultLetter);
    const QSignalBlocker block(box);
    box->clear();
    for (int id = 0; id < catalogue.size(); ++id) {
        const cpw::PieceType &p = catalogue.piece(id);
        box->addItem(PieceRenderer::instance().icon(p, 18),
                     QStringLiteral("%1  %2").arg(pieceDisplayLetter(p)).arg(pieceDisplayName(p)), id);
    }
    const int index = box->findData(before);
    box->setCurrentIndex(index >= 0 ? index : 0);
}
