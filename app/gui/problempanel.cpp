#include "problempanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

#include "boarddocument.h"
#include "errortext.h"
#include "piecerenderer.h"

namespace {

/// The allowed-pieces list: exactly as tall as its rows of icons need at the width it gets, so
/// that it never hides a row behind a scroll bar when the panel is narrow.
class PieceList : public QListWidget {
public:
    explicit PieceList(QWidget *parent) : QListWidget(parent)
    {
        QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        policy.setHeightForWidth(true);
        setSizePolicy(policy);
        setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override
    {
        const QSize grid = gridSize();
        const int frame = 2 * frameWidth() + 4;
        const int perRow = std::max(1, (width - frame) / std::max(1, grid.width()));
        const int rows = std::max(1, (count() + perRow - 1) / perRow);
        return rows * grid.height() + frame;
    }
    QSize sizeHint() const override
    {
        const int width = 7 * gridSize().width() + 2 * frameWidth() + 4;
        return {width, heightForWidth(width)};
    }
    QSize minimumSizeHint() const override
    {
        const int width = 4 * gridSize().width() + 2 * frameWidth() + 4;
        return {width, heightForWidth(width)};
    }
};

} // namespace

ProblemPanel::ProblemPanel(BoardDocument *document, QWidget *parent) : QWidget(parent), m_doc(document)
{
    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto label = [this](const char *source) {
        return m_tx.bind(new QLabel(this), "text", source);
    };
    auto item = [this](QComboBox *box, const char *source, const QVariant &data = {}) {
        const int index = box->count();
        box->addItem(QString(), data);
        m_tx.bind(box, source, [box, index](const QString &text) { box->setItemText(index, text); });
    };
    // Combo boxes do not ask for the width of their longest entry (the German and Hungarian
    // ones are long); they take the panel's width, and the open list shows the entries in full.
    auto combo = [this] {
        auto *box = new QComboBox(this);
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(12);
        return box;
    };
    m_kind = combo();
    item(m_kind, QT_TR_NOOP("Exact attack (every cell attacked k times)"), QStringLiteral("exact"));
    m_tx.bind(
        m_kind, "toolTip",
        QT_TR_NOOP("Seed 000: white pieces such that every cell, occupied or empty, is attacked exactly "
                   "its target number of times"));
    form->addRow(label(QT_TR_NOOP("Problem:")), m_kind);

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
    m_pieces->setViewMode(QListView::IconMode);
    m_pieces->setFlow(QListView::LeftToRight);
    m_pieces->setWrapping(true);
    m_pieces->setResizeMode(QListView::Adjust);
    m_pieces->setIconSize(QSize(22, 22));
    m_pieces->setGridSize(QSize(40, 44));
    m_tx.bind(m_pieces, "toolTip", QT_TR_NOOP("Pieces the search may use (tick to allow)"));
    form->addRow(label(QT_TR_NOOP("Allowed pieces:")), m_pieces);

    m_counting = combo();
    item(m_counting, QT_TR_NOOP("Every cell (seed 000)"));
    item(m_counting, QT_TR_NOOP("Empty cells only"));
    form->addRow(label(QT_TR_NOOP("Cells counted:")), m_counting);
    m_canonical =
        m_tx.bind(new QCheckBox(this), "text", QT_TR_NOOP("Canonical solutions (seed 000 redundancy rules)"));
    m_canonical->setChecked(true);
    m_tx.bind(m_canonical, "toolTip", QT_TR_NOOP("Off: raw counting, every placement is its own solution"));
    form->addRow(m_canonical);
    m_mode = combo();
    item(m_mode, QT_TR_NOOP("All solutions"), QStringLiteral("all"));
    item(m_mode, QT_TR_NOOP("Fewest pieces"), QStringLiteral("fewest"));
    item(m_mode, QT_TR_NOOP("Most pieces"), QStringLiteral("most"));
    form->addRow(label(QT_TR_NOOP("Search for:")), m_mode);
    m_noPawns = m_tx.bind(new QCheckBox(this), "text", QT_TR_NOOP("No pawns"));
    m_distinct = m_tx.bind(new QCheckBox(this), "text", QT_TR_NOOP("Count distinct solutions (symmetry)"));
    m_fixed = m_tx.bind(new QCheckBox(this), "text", QT_TR_NOOP("Pieces on the board are fixed (preplaced)"));
    form->addRow(m_noPawns);
    form->addRow(m_distinct);
    form->addRow(m_fixed);

    m_threads = new QSpinBox(this);
    m_threads->setRange(0, 256);
    m_tx.bind(m_threads, QT_TR_NOOP("all cores (%1)"), [this](const QString &text) {
        m_threads->setSpecialValueText(text.arg(QThread::idealThreadCount()));
    });
    form->addRow(label(QT_TR_NOOP("Threads:")), m_threads);
    m_limit = new QSpinBox(this);
    m_limit->setRange(0, 2000000000);
    m_tx.bind(m_limit, "specialValueText", QT_TR_NOOP("none"));
    form->addRow(label(QT_TR_NOOP("Stop after solutions:")), m_limit);
    m_timeLimit = new QDoubleSpinBox(this);
    m_timeLimit->setRange(0, 1e6);
    m_timeLimit->setDecimals(1);
    m_tx.bind(m_timeLimit, "suffix", QT_TR_NOOP(" s"));
    m_tx.bind(m_timeLimit, "specialValueText", QT_TR_NOOP("none"));
    form->addRow(label(QT_TR_NOOP("Time limit:")), m_timeLimit);

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    form->addRow(m_status);

    connect(m_k, &QSpinBox::valueChanged, this, [this](int k) {
        if (!m_syncing && m_doc->uniformTarget() != k)
            m_doc->setUniformTarget(k);
        validate();
    });
    connect(m_pieces, &QListWidget::itemChanged, this, &ProblemPanel::validate);
    connect(m_counting, &QComboBox::currentIndexChanged, this, &ProblemPanel::validate);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &ProblemPanel::validate);
    for (QCheckBox *c : {m_canonical, m_noPawns, m_distinct, m_fixed})
        connect(c, &QCheckBox::toggled, this, &ProblemPanel::validate);
    connect(m_threads, &QSpinBox::valueChanged, this, &ProblemPanel::validate);
    connect(m_doc, &BoardDocument::changed, this, &ProblemPanel::syncFromDocument);
    connect(m_doc, &BoardDocument::catalogueChanged, this, &ProblemPanel::rebuildPieces);
    rebuildPieces();
    syncFromDocument();
}

void ProblemPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_tx.retranslate();
        rebuildPieces(); // tool tips with piece names; validates again (status text)
        syncFromDocument();
    }
    QWidget::changeEvent(event);
}

void ProblemPanel::rebuildPieces()
{
    const std::vector<int> before = allowedPieces();
    const bool first = m_pieces->count() == 0;
    m_syncing = true;
    m_pieces->clear();
    const cpw::Catalogue &cat = m_doc->catalogue();
    for (int id = 0; id < cat.size(); ++id) {
        const cpw::PieceType &p = cat.piece(id);
        auto *item = new QListWidgetItem(PieceRenderer::instance().icon(p, 22),
                                         QString(QChar::fromLatin1(p.letter)), m_pieces);
        item->setData(Qt::UserRole, id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        const bool standard = id < 6 && p.kind != cpw::PieceKind::Custom;
        const bool on = first ? standard : std::find(before.begin(), before.end(), id) != before.end();
        item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
        item->setToolTip(pieceDisplayName(p) + QStringLiteral(" (") + QString::fromStdString(p.betza) +
                         QLatin1Char(')'));
    }
    m_syncing = false;
    m_pieces->updateGeometry(); // its height depends on the number of pieces
    validate();
}

void ProblemPanel::syncFromDocument()
{
    const int k = m_doc->uniformTarget();
    m_syncing = true;
    if (k >= 0)
        m_k->setValue(k);
    m_syncing = false;
    m_k->setEnabled(true);
    m_targetsInfo->setText(k == -2
                               ? tr("Cells have their own targets (shown with the target tool); k sets them "
                                    "all again.")
                               : QString());
    m_targetsInfo->setVisible(k == -2);
    validate();
}

std::vector<int> ProblemPanel::allowedPieces() const
{
    std::vector<int> ids;
    for (int i = 0; i < m_pieces->count(); ++i) {
        const QListWidgetItem *item = m_pieces->item(i);
        if (item->checkState() == Qt::Checked)
            ids.push_back(item->data(Qt::UserRole).toInt());
    }
    return ids;
}

cpw::ExactRequest ProblemPanel::request() const
{
    cpw::ExactRequest r;
    r.board = m_doc->board();
    r.catalogue = m_doc->catalogue();
    r.allowed = allowedPieces();
    r.targets = m_doc->targets();
    r.counting =
        m_counting->currentIndex() == 1 ? cpw::ExactCounting::EmptyOnly : cpw::ExactCounting::AllCells;
    r.canonical = m_canonical->isChecked();
    r.noPawns = m_noPawns->isChecked();
    const QString mode = m_mode->currentData().toString();
    r.mode = mode == QLatin1String("fewest") ? cpw::ExactMode::Fewest
             : mode == QLatin1String("most") ? cpw::ExactMode::Most
                                             : cpw::ExactMode::All;
    r.distinct = m_distinct->isChecked();
    r.preplaced = m_fixed->isChecked() ? m_doc->placement() : cpw::Placement(m_doc->board());
    return r;
}

cpw::SearchOptions ProblemPanel::searchOptions() const
{
    cpw::SearchOptions o;
    o.threads = m_threads->value();
    o.solutionLimit = std::uint64_t(m_limit->value());
    o.timeLimitSeconds = m_timeLimit->value();
    return o;
}

void ProblemPanel::validate()
{
    if (m_syncing)
        return;
    QString message;
    const std::vector<int> allowed = allowedPieces();
    if (allowed.empty()) {
        message = tr("Allow at least one piece.");
    } else {
        const cpw::Error e = cpw::validateExact(request());
        if (e)
            message = cpw::errorText(e);
    }
    const bool wasValid = m_message.isEmpty();
    m_message = message;
    if (message.isEmpty()) {
        m_status->setText(tr("Ready: %1x%2 board, %3 cells.")
                              .arg(m_doc->board().width())
                              .arg(m_doc->board().height())
                              .arg(m_doc->board().cellCount()));
        m_status->setStyleSheet(QStringLiteral("color: #2e7d32;"));
    } else {
        m_status->setText(message);
        m_status->setStyleSheet(QStringLiteral("color: #c62828; font-weight: bold;"));
    }
    if (wasValid != message.isEmpty())
        emit validityChanged(message.isEmpty());
}

cpw::Problem ProblemPanel::problem() const
{
    const cpw::ExactRequest r = request();
    cpw::Problem p;
    p.kind = cpw::ProblemKind::Exact;
    p.catalogue = m_doc->catalogue();
    p.board = m_doc->board();
    p.allowed = r.allowed;
    p.preplaced = r.preplaced;
    const int k = m_doc->uniformTarget();
    if (k >= 0)
        p.setUniformTarget(k);
    else
        p.targets = m_doc->targets();
    p.params["count_empty_only"] = r.counting == cpw::ExactCounting::EmptyOnly;
    p.params["raw"] = !r.canonical;
    p.params["no_pawns"] = r.noPawns;
    p.params["mode"] = std::string(r.mode == cpw::ExactMode::Fewest ? "fewest"
                                   : r.mode == cpw::ExactMode::Most ? "most"
                                                                    : "all");
    p.params["distinct"] = r.distinct;
    if (m_threads->value() > 0)
        p.params["threads"] = (long long)m_threads->value();
    if (m_limit->value() > 0)
        p.params["limit"] = (long long)m_limit->value();
    if (m_timeLimit->value() > 0)
        p.params["time_limit"] = m_timeLimit->value();
    // Pieces on the board that are not fixed are part of the GUI session only.
    if (!m_fixed->isChecked() && !m_doc->placement().empty())
        p.params["position"] = cpw::toNotation(m_doc->placement(), m_doc->catalogue());
    return p;
}

void ProblemPanel::loadProblem(const cpw::Problem &p)
{
    m_syncing = true;
    rebuildPieces();
    m_syncing = true;
    const std::vector<int> &allowed = p.allowed;
    for (int i = 0; i < m_pieces->count(); ++i) {
        QListWidgetItem *item = m_pieces->item(i);
        const int id = item->data(Qt::UserRole).toInt();
        const bool on =
            allowed.empty() ? id < 6 : std::find(allowed.begin(), allowed.end(), id) != allowed.end();
        item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
    m_counting->setCurrentIndex(p.paramBool("count_empty_only", false) ? 1 : 0);
    m_canonical->setChecked(!p.paramBool("raw", false));
    m_noPawns->setChecked(p.paramBool("no_pawns", false));
    const std::string mode = p.paramString("mode", "all");
    m_mode->setCurrentIndex(mode == "fewest" ? 1 : mode == "most" ? 2 : 0);
    m_distinct->setChecked(p.paramBool("distinct", false));
    m_fixed->setChecked(!p.preplaced.empty());
    m_threads->setValue(int(p.paramInt("threads", 0)));
    m_limit->setValue(int(std::min<long long>(p.paramInt("limit", 0), 2000000000)));
    m_timeLimit->setValue(p.paramDouble("time_limit", 0.0));
    m_syncing = false;
    syncFromDocument();
}
