#include "patternbrowser.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>

#include "boarddocument.h"
#include "cpw/attacks.h"
#include "piecerenderer.h"

namespace {
constexpr double kMaxPatterns = 3e6;
}

PatternBrowser::PatternBrowser(BoardDocument *document, QWidget *parent) : QWidget(parent), m_doc(document)
{
    auto *grid = new QGridLayout(this);
    m_active = m_tx.bind(new QCheckBox(this), "text", QT_TR_NOOP("Browse patterns"));
    m_tx.bind(m_active, "toolTip", QT_TR_NOOP("Show the attack patterns of a piece on the selected cell"));
    m_piece = new QComboBox(this);
    m_piece->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_piece->setMinimumContentsLength(8);
    m_canonical = m_tx.bind(new QCheckBox(this), "text", QT_TR_NOOP("Canonical rules"));
    m_canonical->setChecked(true);
    m_prev = m_tx.bind(new QPushButton(this), "text", QT_TR_NOOP("◀ Previous"));
    m_next = m_tx.bind(new QPushButton(this), "text", QT_TR_NOOP("Next ▶"));
    m_prev->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    m_next->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
    m_info = new QLabel(this);
    m_info->setWordWrap(true);
    // The legend: three entries that wrap between, never inside, entries.
    auto *legend = new QLabel(this);
    legend->setWordWrap(true);
    auto legendText = [this] {
        const auto entry = [](const char *colour, const QString &mark, const QString &text) {
            return QStringLiteral(
                       "<span style='white-space:nowrap'><span style='color:%1'>%2</span>&nbsp;%3</span>")
                .arg(QLatin1String(colour), mark,
                     text.toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;")));
        };
        return entry("#2e7d32", QStringLiteral("■"), tr("attacked")) + QStringLiteral(" &nbsp; ") +
               entry("#1565c0", QStringLiteral("◯"), tr("must be free")) + QStringLiteral(" &nbsp; ") +
               entry("#c62828", QStringLiteral("◯"), tr("must be occupied"));
    };
    m_tx.bind(legend, "", [legend, legendText](const QString &) { legend->setText(legendText()); });
    // The piece box has a row of its own: the longest names ("Super queen (Amazon)") fit.
    grid->addWidget(m_active, 0, 0, 1, 2);
    grid->addWidget(m_piece, 1, 0, 1, 2);
    grid->addWidget(m_canonical, 2, 0, 1, 2);
    grid->addWidget(m_prev, 3, 0);
    grid->addWidget(m_next, 3, 1);
    grid->addWidget(m_info, 4, 0, 1, 2);
    grid->addWidget(legend, 5, 0, 1, 2);
    grid->setRowStretch(6, 1);

    connect(m_active, &QCheckBox::toggled, this, &PatternBrowser::recompute);
    connect(m_piece, &QComboBox::currentIndexChanged, this, &PatternBrowser::recompute);
    connect(m_canonical, &QCheckBox::toggled, this, &PatternBrowser::recompute);
    connect(m_prev, &QPushButton::clicked, this, &PatternBrowser::previous);
    connect(m_next, &QPushButton::clicked, this, &PatternBrowser::next);
    connect(m_doc, &BoardDocument::catalogueChanged, this, &PatternBrowser::rebuildPieces);
    connect(m_doc, &BoardDocument::changed, this, [this] {
        // Patterns depend only on the board's shape: recompute when it changes.
        if (m_doc->board() == m_lastBoard)
            return;
        recompute();
    });
    connect(&m_watcher, &QFutureWatcher<std::vector<cpw::AttackPattern>>::finished, this, [this] {
        if (m_watcher.property("generation").toInt() != m_generation)
            return;
        m_all = m_watcher.result();
        refilter();
    });
    rebuildPieces();
    recompute();
}

void PatternBrowser::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_tx.retranslate();
        const cpw::Catalogue &cat = m_doc->catalogue();
        for (int i = 0; i < m_piece->count(); ++i) {
            const int id = m_piece->itemData(i).toInt();
            if (id >= 0 && id < cat.size())
                m_piece->setItemText(i, pieceDisplayName(cat.piece(id)));
        }
        if (m_infoText)
            m_info->setText(m_infoText());
    }
    QWidget::changeEvent(event);
}

void PatternBrowser::setInfo(std::function<QString()> text)
{
    m_infoText = std::move(text);
    m_info->setText(m_infoText ? m_infoText() : QString());
}

void PatternBrowser::rebuildPieces()
{
    const QSignalBlocker block(m_piece);
    const int old = m_piece->currentIndex();
    m_piece->clear();
    const cpw::Catalogue &cat = m_doc->catalogue();
    for (int id = 0; id < cat.size(); ++id)
        m_piece->addItem(PieceRenderer::instance().icon(cat.piece(id), 20), pieceDisplayName(cat.piece(id)),
                         id);
    m_piece->setCurrentIndex(old >= 0 && old < m_piece->count() ? old : 1);
}

void PatternBrowser::setPiece(int pieceId)
{
    const int index = m_piece->findData(pieceId);
    if (index >= 0)
        m_piece->setCurrentIndex(index);
}

void PatternBrowser::setActive(bool on)
{
    m_active->setChecked(on);
}

void PatternBrowser::setCell(int cell)
{
    if (cell == m_cell)
        return;
    m_cell = cell;
    refilter();
}

double PatternBrowser::estimatePatterns(const cpw::Board &board, const cpw::PieceType &piece)
{
    double total = 0;
    const cpw::CellSet none;
    for (int cell = 0; cell < board.area(); ++cell) {
        if (board.isHole(cell))
            continue;
        double n = 1;
        for (const cpw::AttackRay &ray : cpw::attackRays(board, piece, cell, none))
            if (ray.move.isRide())
                n *= std::max<std::size_t>(1, ray.cells.size());
        total += n;
        if (total > 1e12)
            break;
    }
    return total;
}

void PatternBrowser::recompute()
{
    ++m_generation;
    m_lastBoard = m_doc->board();
    m_all.clear();
    m_cellPatterns.clear();
    m_index = -1;
    const bool active = m_active->isChecked();
    m_piece->setEnabled(active);
    m_canonical->setEnabled(active);
    if (!active) {
        setInfo([this] {
            return tr("Select a cell on the board, tick \"Browse patterns\" and step through the "
                      "patterns of a piece there.");
        });
        m_prev->setEnabled(false);
        m_next->setEnabled(false);
        emit patternChanged(std::nullopt);
        return;
    }
    const int id = m_piece->currentData().toInt();
    const cpw::Board board = m_doc->board();
    const cpw::Catalogue catalogue = m_doc->catalogue();
    if (id < 0 || id >= catalogue.size())
        return;
    const double estimate = estimatePatterns(board, catalogue.piece(id));
    if (estimate > kMaxPatterns) {
        setInfo([this, piece = catalogue.piece(id), estimate] {
            return tr("A %1 has about %2 patterns on this board: too many to browse. Try a smaller board.")
                .arg(pieceDisplayName(piece))
                .arg(estimate, 0, 'g', 3);
        });
        emit patternChanged(std::nullopt);
        return;
    }
    setInfo([this] { return tr("Computing patterns…"); });
    const bool canonical = m_canonical->isChecked();
    m_watcher.setProperty("generation", m_generation);
    m_watcher.setFuture(QtConcurrent::run([board, catalogue, id, canonical] {
        return cpw::exactPatterns(board, catalogue, std::vector<int>{id}, canonical);
    }));
}

void PatternBrowser::refilter()
{
    m_cellPatterns.clear();
    for (const cpw::AttackPattern &p : m_all)
        if (p.cell == m_cell)
            m_cellPatterns.push_back(p);
    if (!m_active->isChecked() || m_all.empty()) {
        if (m_active->isChecked() && m_watcher.isFinished())
            setInfo([this] { return tr("No patterns."); });
        return;
    }
    show(m_cellPatterns.empty() ? -1 : 0);
}

void PatternBrowser::show(int index)
{
    m_index = index;
    // The texts are made again after a language switch (the piece name with them).
    setInfo([this, index] {
        const QString name = m_piece->currentText();
        if (m_cell < 0)
            return tr("%1: %2 patterns on the whole board. Select a cell to step through its patterns.")
                .arg(name)
                .arg(m_all.size());
        if (index < 0 || index >= int(m_cellPatterns.size()))
            return tr("%1 on %2: no pattern (the piece cannot stand there or attacks nothing).")
                .arg(name, QString::fromStdString(m_doc->board().cellName(m_cell)));
        const cpw::AttackPattern &p = m_cellPatterns[index];
        return tr("%1 on %2: pattern %3 of %4 (%5 on the whole board). Attacks %6, needs %7 free and %8 "
                  "occupied.")
            .arg(name, QString::fromStdString(m_doc->board().cellName(m_cell)))
            .arg(index + 1)
            .arg(m_cellPatterns.size())
            .arg(m_all.size())
            .arg(p.attacked.count())
            .arg(p.mustBeFree.count())
            .arg(p.mustBeOccupied.count());
    });
    m_prev->setEnabled(index > 0);
    m_next->setEnabled(index >= 0 && index + 1 < int(m_cellPatterns.size()));
    if (index >= 0)
        emit patternChanged(m_cellPatterns[index]);
    else
        emit patternChanged(std::nullopt);
}

void PatternBrowser::next()
{
    if (m_index + 1 < int(m_cellPatterns.size()))
        show(m_index + 1);
}

void PatternBrowser::previous()
{
    if (m_index > 0)
        show(m_index - 1);
}
