#include "examplebrowser.h"

/*
 * The list: for every kind of puzzle that has examples, a heading (the kind's name as the
 * problem selector shows it, not selectable), then its examples. An example's entry is its
 * title in bold terms of the list (first line) and the first sentence of its paragraph (second
 * line), with an icon: the example's board drawn by BoardPainter as the thumbnails are. Kinds
 * come in FamilyGui::order, examples in index.json's order within a kind.
 */

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

#include <map>

#include "boardpainter.h"
#include "cpw/problem.h"
#include "examples.h"
#include "families/familyeditor.h"
#include "kindtitle.h"
#include "puzzle.h"

namespace {
constexpr int kIcon = 56;

/// The first sentence of a paragraph, for the entry's second line: up to the first ". " that
/// does not follow an initial ("D. E. Knuth", "C. F. Jaenisch").
QString firstSentence(const QString &text)
{
    for (qsizetype at = text.indexOf(QStringLiteral(". ")); at > 0; at = text.indexOf(QStringLiteral(". "), at + 1)) {
        const bool initial = text.at(at - 1).isUpper() && (at < 2 || !text.at(at - 2).isLetter());
        if (!initial)
            return text.left(at + 1);
    }
    return text;
}

QIcon diagram(const cpw::Problem &problem)
{
    QPixmap pixmap(kIcon, kIcon);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    cpw::Placement placement = problem.preplaced;
    if (placement.board().area() != problem.board.area())
        placement = cpw::Placement(problem.board);
    placement.board() = problem.board;
    BoardScene scene;
    scene.placement = &placement;
    scene.catalogue = &problem.catalogue;
    scene.labels = false;
    // A numbered tour shows its given numbers, and a puzzle its givens as the board does.
    const std::vector<int> numbers = Puzzle::numbersOf(problem);
    std::vector<char> given;
    if (Puzzle::isPuzzleFile(problem))
        for (int c = 0; c < problem.board.area(); ++c)
            given.push_back((c < int(numbers.size()) && numbers[std::size_t(c)] > 0) ||
                            placement.at(c) != cpw::kEmpty);
    if (!numbers.empty())
        scene.numbers = &numbers;
    if (!given.empty())
        scene.given = &given;
    BoardPainter::paint(&painter, QRectF(0, 0, kIcon, kIcon), scene);
    painter.end();
    return QIcon(pixmap);
}
} // namespace

ExampleBrowser::ExampleBrowser(QWidget *parent) : QDialog(parent), m_list(new QListWidget(this))
{
    setWindowTitle(tr("Examples"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Pick a puzzle to open it: its board, its settings and a paragraph on what it "
                                "shows. Then press Run (F5) to solve it, or Search ▸ Analyse (F6) to explore it "
                                "while you place pieces yourself."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_list->setIconSize(QSize(kIcon, kIcon));
    m_list->setWordWrap(true);
    m_list->setUniformItemSizes(false);
    m_list->setSpacing(2);
    layout->addWidget(m_list, 1);

    // Examples by kind, the kinds in the selector's order.
    struct Entry {
        Example example;
        cpw::Problem problem;
    };
    std::map<std::pair<int, std::string>, std::vector<Entry>> byKind;
    for (const Example &e : Example::all()) {
        QFile file(e.file);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const cpw::Result<cpw::Problem> p = cpw::parseProblem(file.readAll().toStdString());
        if (!p.ok())
            continue;
        const FamilyGui *gui = findFamilyGui(p.value().kind);
        byKind[{gui ? gui->order : 1000, p.value().kind}].push_back({e, p.value()});
    }
    QFont bold = font();
    bold.setBold(true);
    for (const auto &[key, entries] : byKind) {
        auto *heading = new QListWidgetItem(kindTitle(key.second), m_list);
        heading->setFlags(Qt::ItemIsEnabled);
        heading->setFont(bold);
        for (const Entry &entry : entries) {
            auto *item = new QListWidgetItem(diagram(entry.problem),
                                             entry.example.localTitle() + QLatin1Char('\n') +
                                                 firstSentence(entry.example.localText()),
                                             m_list);
            item->setData(Qt::UserRole, entry.example.file);
            item->setToolTip(entry.example.localText());
        }
    }

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    QPushButton *open = buttons->button(QDialogButtonBox::Open);
    open->setEnabled(false);
    connect(m_list, &QListWidget::currentItemChanged, this,
            [open](QListWidgetItem *item) { open->setEnabled(item && !item->data(Qt::UserRole).toString().isEmpty()); });
    connect(m_list, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        if (item && !item->data(Qt::UserRole).toString().isEmpty())
            accept();
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(560, 620);
}

QString ExampleBrowser::chosen() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}
