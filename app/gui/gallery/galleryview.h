#pragma once
/// \file galleryview.h
/// The solution gallery: a list view of thumbnails (painted lazily by BoardPainter and cached),
/// filter and sort controls, and a line that says how many solutions exist, are kept and shown.

#include <QCache>
#include <QPixmap>
#include <QStyledItemDelegate>
#include <QWidget>

#include "retranslator.h"
#include "solutionmodel.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QListView;
class QSpinBox;
struct ClassesText;
struct FamilyGui;

/// Paints one gallery entry: thumbnail, caption, symmetry mark.
class GalleryDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    explicit GalleryDelegate(SolutionModel *model, QObject *parent = nullptr);
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setThumbnailSize(int px);
    int thumbnailSize() const { return m_size; }
    /// The thumbnail's size for the current board (wider than tall for wide boards).
    QSize thumbnail() const;
    void clearCache() { m_cache.clear(); }
    /// Thumbnails painted so far (they are made lazily, only for rows that are painted).
    int thumbnailsMade() const { return m_made; }

private:
    SolutionModel *m_model;
    int m_size = 96;
    mutable QCache<quint64, QPixmap> m_cache;
    mutable int m_made = 0;
};

class GalleryView : public QWidget {
    Q_OBJECT
public:
    /// A gallery of `model`, filtered by `filter` (the document's; nullptr: one of its own).
    explicit GalleryView(SolutionModel *model, SolutionFilterModel *filter = nullptr, QWidget *parent = nullptr);

    SolutionModel *model() const { return m_model; }
    SolutionFilterModel *filterModel() const { return m_filter; }
    QListView *listView() const { return m_view; }
    GalleryDelegate *delegate() const { return m_delegate; }
    /// The thumbnail size switch (Small, Medium, Large; kept in QSettings).
    QComboBox *sizeBox() const { return m_size; }
    /// Source rows of the selected entries (or all shown rows when nothing is selected), at most `max`.
    QList<int> selectedOrShownRows(int max) const;
    /// A search that counted `solutions` without listing them (the tour's frontier programme,
    /// a count of distinct solutions) says so under the empty gallery; 0 = none. A new search
    /// (the model's reset) clears it.
    void setCountedOnly(quint64 solutions);
    /// The running search's count so far (its progress): under an empty gallery it is said
    /// rather than "No solutions yet" (a count continued from a file that kept none lists
    /// none). A new search (the model's reset) clears it.
    void setFoundSoFar(quint64 solutions);
    /// The search's own count when it ended: where the gallery holds fewer, it says how many
    /// and why (`resumed`: solutions found before a pause were counted, not kept; `distinct`:
    /// its classes, taken under the group `classes` names in the words of `gui`, the family's
    /// GUI: RunTexts::classes; nullptr: the board's rotations and reflections).
    void setCounted(quint64 solutions, bool resumed, quint64 distinct = 0, const FamilyGui *gui = nullptr,
                    const ClassesText *classes = nullptr);
    QString countsText() const;

protected:
    void changeEvent(QEvent *event) override;

signals:
    /// The user picked a solution (source row).
    void solutionActivated(int sourceRow);

private:
    void updateCounts();
    /// The filter controls as the filter model has them.
    void showFilters();

    SolutionModel *m_model;
    SolutionFilterModel *m_filter;
    QListView *m_view;
    GalleryDelegate *m_delegate;
    QCheckBox *m_distinct;
    QCheckBox *m_noPawns;
    QSpinBox *m_pieces;
    QComboBox *m_order;
    QComboBox *m_size = nullptr;
    QLabel *m_counts;
    quint64 m_countedOnly = 0;
    quint64 m_foundSoFar = 0;
    quint64 m_distinctCounted = 0; ///< classes the search counted (one listed per class when equal)
    /// ... the words for their group (setCounted; nullptr: the board's rotations and
    /// reflections), in the context of m_classesGui.
    const ClassesText *m_classes = nullptr;
    const FamilyGui *m_classesGui = nullptr;
    quint64 m_counted = 0;
    bool m_resumed = false;
    Retranslator m_tx{"GalleryView"};
};
