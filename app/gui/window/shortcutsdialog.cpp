#include "shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {
/// "&Open…" -> "Open…": a menu text as a person reads it.
QString plain(QString text)
{
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    return text;
}

/// The commands of `menu` and its submenus that have keys: (menu path and command, keys).
void collect(const QMenu *menu, const QString &path, QList<QPair<QString, QString>> &rows)
{
    for (const QAction *a : menu->actions()) {
        if (a->isSeparator())
            continue;
        if (a->menu()) {
            collect(a->menu(), path + plain(a->text()) + QStringLiteral(" ▸ "), rows);
            continue;
        }
        QStringList keys;
        for (const QKeySequence &k : a->shortcuts())
            keys << k.toString(QKeySequence::NativeText);
        if (!keys.isEmpty())
            rows.append({path + plain(a->text()), keys.join(QStringLiteral(", "))});
    }
}
} // namespace

ShortcutsDialog::ShortcutsDialog(const QMenuBar *menus, QWidget *parent)
    : QDialog(parent), m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Keyboard shortcuts"));
    QList<QPair<QString, QString>> rows;
    for (const QAction *a : menus->actions())
        if (a->menu())
            collect(a->menu(), plain(a->text()) + QStringLiteral(" ▸ "), rows);
    m_table->setColumnCount(2);
    m_table->setHorizontalHeaderLabels({tr("Command"), tr("Keys")});
    m_table->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        m_table->setItem(r, 0, new QTableWidgetItem(rows[r].first));
        m_table->setItem(r, 1, new QTableWidgetItem(rows[r].second));
    }
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(520, 480);
}
