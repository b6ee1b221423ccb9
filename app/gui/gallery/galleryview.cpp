#include "galleryview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QPainter>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include "boardpainter.h"
#include "families/familyeditor.h"

GalleryDelegate::GalleryDelegate(SolutionModel *model, QObject *parent)
    : QStyledItemDelegate(parent), m_model(model), m_cache(600)
{
    connect(model, &QAbstractItemModel::modelReset, this, [this] { m_cache.clear(); });
}

void GalleryDelegate::setThumbnailSize(int px)
{
    m_size = px;
    m_cache.clear();
}

QSize GalleryDelegate::thumbnail() const
{
    // As wide as the board's shape asks, up to three times the size: a Chess960 back rank
    // (8x1) gets a strip of readable cells, not a square with a sliver in it.
    const cpw::Board &b = m_model->board();
    const qreal aspect = b.height() > 0 ? std::clamp(qreal(b.width()) / b.height(), 1.0, 3.0) : 1.0;
    const int h = b.width() > 0 && b.height() > 0 && b.width() >= b.height()
                      ? std::max(qRound(m_size * aspect / (qreal(b.width()) / b.height())), m_size / 4)
                      : m_size;
    return QSize(qRound(m_size * aspect), std::min(m_size, h));
}

QSize GalleryDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const
{
    const QSize t = thumbnail();
    return QSize(std::max(t.width(), m_size) + 12, t.height() + option.fontMetrics.height() + 12);
}

void GalleryDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                            const QModelIndex &index) const
{
    const QRect r = option.rect.adjusted(3, 3, -3, -3);
    painter->save();
    if (option.state & QStyle::State_Selected)
        painter->fillRect(option.rect, option.palette.highlight());
    else if (option.state & QStyle::State_MouseOver)
        painter->fillRect(option.rect, option.palette.alternateBase());

    const quint64 serial = index.data(SolutionModel::SerialRole).toULongLong();
    const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    QPixmap *pixmap = m_cache.object(serial);
    if (!pixmap) {
        // Lazy thumbnail: made the first time the row is painted, then cached.
        const QSize t = thumbnail();
        auto *made = new QPixmap(qRound(t.width() * dpr), qRound(t.height() * dpr));
        made->setDevicePixelRatio(dpr);
        made->fill(Qt::transparent);
        QPainter p(made);
        // Map the source row from the serial: the proxy hands us its index.
        const QModelIndex src = index;
        int row = -1;
        if (auto *proxy = qobject_cast<const QAbstractProxyModel *>(src.model()))
            row = proxy->mapToSource(src).row();
        else
            row = src.row();
        if (row >= 0 && row < m_model->storedCount()) {
            const cpw::Placement placement = m_model->placementAt(row);
            BoardScene scene;
            scene.placement = &placement;
            scene.catalogue = &m_model->catalogue();
            scene.labels = false;
            scene.layers = m_model->layers() & ~unsigned(AttackCountsLayer);
            scene.order = &m_model->item(row).order;
            BoardPainter::paint(&p, QRectF(QPointF(0, 0), QSizeF(t)), scene);
        }
        p.end();
        m_cache.insert(serial, made);
        pixmap = made;
        ++m_made;
    }
    const QSize t = thumbnail();
    const QRect thumb(r.left() + (r.width() - t.width()) / 2, r.top(), t.width(), t.height());
    painter->drawPixmap(thumb, *pixmap);
    const bool symmetric = index.data(SolutionModel::SymmetricRole).toBool();
    QRect text(r.left(), thumb.bottom() + 2, r.width(), r.bottom() - thumb.bottom() - 2);
    painter->setPen((option.state & QStyle::State_Selected) ? option.palette.highlightedText().color()
                                                            : option.palette.text().color());
    QString caption = index.data(Qt::DisplayRole).toString();
    if (symmetric)
        caption += QStringLiteral(" ◆");
    painter->drawText(text, Qt::AlignHCenter | Qt::AlignTop,
                      option.fontMetrics.elidedText(caption, Qt::ElideRight, text.width()));
    painter->restore();
}

GalleryView::GalleryView(SolutionModel *model, SolutionFilterModel *filter, QWidget *parent)
    : QWidget(parent), m_model(model), m_filter(filter ? filter : new SolutionFilterModel(this))
{
    if (!filter)
        m_filter->setSourceModel(model);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *bar = new QHBoxLayout;
    m_distinct = m_tx.bind(new QCheckBox(this), "text", QT_TR_NOOP("Distinct only"));
    m_distinct->setObjectName(QStringLiteral("distinctOnly"));
    m_tx.bind(m_distinct, "toolTip", QT_TR_NOOP("Show one solution of each symmetry class"));
    m_noPawns = m_tx.bind(new QCheckBox(this), "text", QT_TR_NOOP("Without pawns"));
    m_pieces = new QSpinBox(this);
    m_pieces->setRange(-1, 1024);
    m_pieces->setValue(-1);
    m_tx.bind(m_pieces, "specialValueText", QT_TR_NOOP("any"));
    m_tx.bind(m_pieces, "prefix", QT_TR_NOOP("pieces: "));
    m_order = new QComboBox(this);
    // As wide as its longest entry in the current language ("Megtalálás sorrendjében").
    m_order->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_order->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    for (const char *source : {QT_TR_NOOP("In order found"), QT_TR_NOOP("Fewest pieces first"),
                               QT_TR_NOOP("Most pieces first"), QT_TR_NOOP("Symmetric first")}) {
        const int index = m_order->count();
        m_order->addItem(QString());
        m_tx.bind(m_order, source, [this, index](const QString &text) { m_order->setItemText(index, text); });
    }
    // Two rows of filters: the gallery sits under the board between the side columns, and one
    // long row made the window wider than a 1024-pixel screen.
    auto *filters = new QGridLayout;
    filters->setContentsMargins(0, 0, 0, 0);
    filters->addWidget(m_distinct, 0, 0);
    filters->addWidget(m_noPawns, 0, 1);
    filters->addWidget(m_pieces, 1, 0);
    bar->addLayout(filters);
    // Thumbnail size, kept between sessions.
    m_size = new QComboBox(this);
    m_size->setObjectName(QStringLiteral("thumbnailSize"));
    m_size->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_tx.bind(m_size, "toolTip", QT_TR_NOOP("Size of the pictures"));
    const int sizes[] = {64, 96, 144};
    const char *sizeNames[] = {QT_TR_NOOP("Small"), QT_TR_NOOP("Medium"), QT_TR_NOOP("Large")};
    for (int i = 0; i < 3; ++i) {
        m_size->addItem(QString(), sizes[i]);
        m_tx.bind(m_size, sizeNames[i], [this, i](const QString &text) { m_size->setItemText(i, text); });
    }
    filters->addWidget(m_size, 1, 1);
    filters->addWidget(m_order, 2, 0, 1, 2);
    bar->addStretch(1);
    layout->addLayout(bar);

    m_view = new QListView(this);
    m_view->setViewMode(QListView::IconMode);
    m_view->setMovement(QListView::Static);
    m_view->setResizeMode(QListView::Adjust);
    m_view->setUniformItemSizes(true);
    m_view->setLayoutMode(QListView::Batched);
    m_view->setBatchSize(200);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setMouseTracking(true);
    m_delegate = new GalleryDelegate(model, this);
    m_view->setItemDelegate(m_delegate);
    const int saved = QSettings().value(QStringLiteral("gallery/thumbnail"), 96).toInt();
    m_size->setCurrentIndex(std::max(0, m_size->findData(saved)));
    m_delegate->setThumbnailSize(m_size->currentData().toInt());
    connect(m_size, &QComboBox::currentIndexChanged, this, [this] {
        const int px = m_size->currentData().toInt();
        QSettings().setValue(QStringLiteral("gallery/thumbnail"), px);
        m_delegate->setThumbnailSize(px);
        m_view->reset(); // the items' size changed
    });
    m_view->setModel(m_filter);
    layout->addWidget(m_view, 1);

    m_counts = new QLabel(this);
    m_counts->setObjectName(QStringLiteral("galleryCounts"));
    m_counts->setWordWrap(true);
    layout->addWidget(m_counts);

    connect(m_distinct, &QCheckBox::toggled, m_filter, &SolutionFilterModel::setDistinctOnly);
    connect(m_noPawns, &QCheckBox::toggled, m_filter, &SolutionFilterModel::setNoPawns);
    connect(m_pieces, &QSpinBox::valueChanged, m_filter, &SolutionFilterModel::setPieceCount);
    connect(m_order, &QComboBox::currentIndexChanged, this,
            [this](int i) { m_filter->setOrder(SolutionFilterModel::Order(i)); });
    // The filters are the document's (a new document clears them): the controls follow.
    connect(m_filter, &SolutionFilterModel::filtersChanged, this, &GalleryView::showFilters);
    connect(m_view, &QListView::clicked, this,
            [this](const QModelIndex &index) { emit solutionActivated(m_filter->mapToSource(index).row()); });
    connect(m_view, &QListView::activated, this,
            [this](const QModelIndex &index) { emit solutionActivated(m_filter->mapToSource(index).row()); });
    connect(model, &SolutionModel::countsChanged, this, &GalleryView::updateCounts);
    connect(m_filter, &QAbstractItemModel::rowsInserted, this, &GalleryView::updateCounts);
    connect(m_filter, &QAbstractItemModel::rowsRemoved, this, &GalleryView::updateCounts);
    connect(m_filter, &QAbstractItemModel::layoutChanged, this, &GalleryView::updateCounts);
    connect(m_filter, &SolutionFilterModel::filtersChanged, this, &GalleryView::updateCounts);
    connect(m_filter, &QAbstractItemModel::modelReset, this, [this] {
        m_countedOnly = 0;
        m_foundSoFar = 0;
        m_counted = 0;
        m_distinctCounted = 0;
        m_classes = nullptr;
        m_classesGui = nullptr;
        m_resumed = false;
        // A tour is one leaper: no pawns to leave out.
        m_noPawns->setVisible(!(m_model->layers() & TourPathLayer));
        updateCounts();
    });
    updateCounts();
}

void GalleryView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_tx.retranslate();
        updateCounts();
        m_view->viewport()->update(); // captions come from the model in the current language
    }
    QWidget::changeEvent(event);
}

void GalleryView::setCountedOnly(quint64 solutions)
{
    m_countedOnly = solutions;
    updateCounts();
}

void GalleryView::setFoundSoFar(quint64 solutions)
{
    if (solutions == m_foundSoFar)
        return;
    m_foundSoFar = solutions;
    if (m_model->totalSolutions() == 0)
        updateCounts();
}

void GalleryView::setCounted(quint64 solutions, bool resumed, quint64 distinct, const FamilyGui *gui,
                             const ClassesText *classes)
{
    m_counted = solutions;
    m_resumed = resumed;
    m_distinctCounted = distinct;
    m_classes = gui ? classes : nullptr;
    m_classesGui = gui;
    updateCounts();
}

void GalleryView::showFilters()
{
    const QSignalBlocker b1(m_distinct), b2(m_noPawns), b3(m_pieces), b4(m_order);
    m_distinct->setChecked(m_filter->distinctOnly());
    m_noPawns->setChecked(m_filter->noPawns());
    m_pieces->setValue(m_filter->pieceCount());
    m_order->setCurrentIndex(int(m_filter->order()));
}

QString GalleryView::countsText() const
{
    return m_counts->text();
}

void GalleryView::updateCounts()
{
    const QLocale locale;
    const quint64 total = m_model->totalSolutions();
    QString text;
    if (total == 0 && m_countedOnly > 0) {
        text = tr("%1 solutions counted without listing them: this way of counting lists none.")
                   .arg(locale.toString(m_countedOnly));
    } else if (total == 0 && m_foundSoFar > 0) {
        text = tr("No solutions listed; %1 counted so far.").arg(locale.toString(m_foundSoFar));
    } else if (total == 0) {
        text = tr("No solutions yet.");
    } else {
        text = total == 1 ? tr("1 solution") : tr("%1 solutions").arg(locale.toString(total));
        if (quint64(m_model->storedCount()) < total)
            text += tr(" — the first %1 are kept in memory and browsable, the rest are counted only")
                        .arg(locale.toString(m_model->storedCount()));
        // The search counted more than reached the gallery: say how many and why.
        if (m_counted > total && m_distinctCounted == total && !m_resumed)
            text += QLatin1Char('\n') +
                    (m_classes ? QCoreApplication::translate(m_classesGui->context, m_classes->listed)
                               : tr("%1 listed: one per symmetry class (rotations and reflections) of the %2 "
                                    "solutions."))
                        .arg(locale.toString(total), locale.toString(m_counted));
        else if (m_counted > total)
            text += QLatin1Char('\n') +
                    (m_resumed ? tr("The search counted %1 in all: %2 of them were found before it was "
                                    "paused, and a saved search keeps only the solutions the gallery "
                                    "showed then.")
                               : tr("The search counted %1 in all: %2 of them were counted without "
                                    "being listed."))
                        .arg(locale.toString(m_counted), locale.toString(m_counted - total));
        QStringList parts;
        // A tour is one leaper whatever the tour: no count by pieces.
        const bool tours = (m_model->layers() & TourPathLayer) != 0;
        for (const auto &[pieces, n] : m_model->byPieces())
            if (!tours)
                parts << (pieces == 1 ? tr("1 piece: %1").arg(locale.toString(n))
                                      : tr("%1 pieces: %2").arg(pieces).arg(locale.toString(n)));
        if (!parts.isEmpty() && parts.size() <= 12)
            text += QStringLiteral("  (") + parts.join(QStringLiteral("; ")) + QLatin1Char(')');
        // What the gallery holds when its filters hide some: say so, and why.
        // Against the rows the model exposes (it hands them out in chunks as the view scrolls):
        // fewer in the filter than exposed is the filters' doing.
        const int shown = m_filter->rowCount();
        const int stored = m_model->rowCount();
        if (shown < stored) {
            const bool onlyDistinct = m_filter->distinctOnly() && !m_filter->noPawns() && m_filter->pieceCount() < 0;
            text += QLatin1Char('\n') +
                    (onlyDistinct ? tr("%1 shown: one per symmetry class (rotations and reflections) of the %2 listed.")
                                  : tr("%1 shown: the filters above hide the other %2."))
                        .arg(locale.toString(shown),
                             locale.toString(onlyDistinct ? stored : stored - shown));
        }
    }
    m_counts->setText(text);
}

QList<int> GalleryView::selectedOrShownRows(int max) const
{
    QList<int> rows;
    const QModelIndexList selected = m_view->selectionModel()->selectedIndexes();
    if (!selected.isEmpty()) {
        for (const QModelIndex &i : selected) {
            rows << m_filter->mapToSource(i).row();
            if (rows.size() >= max)
                break;
        }
        std::sort(rows.begin(), rows.end());
        return rows;
    }
    for (int r = 0; r < m_filter->rowCount() && rows.size() < max; ++r)
        rows << m_filter->mapToSource(m_filter->index(r, 0)).row();
    return rows;
}
