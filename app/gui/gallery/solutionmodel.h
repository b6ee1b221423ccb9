#pragma once
/// \file solutionmodel.h
/// The solution gallery's model. Solutions arrive in batches from the search (inserted with
/// one beginInsertRows per batch); at most capacity() are kept in memory, the rest are only
/// counted (total and by number of pieces). Rows are exposed in fetchMore chunks so a view
/// only lays out what the user scrolls to; thumbnails are painted lazily by the delegate.

#include <QAbstractListModel>

#include <functional>
#include <QByteArray>
#include <QSet>
#include <QSortFilterProxyModel>

#include <map>
#include <optional>
#include <vector>

#include "cpw/board.h"
#include "cpw/piece.h"
#include "cpw/placement.h"
#include "cpw/search.h"

/// One stored solution, compact: one byte per cell (piece id + 1, 0 = empty).
struct GalleryItem {
    QByteArray cells;
    quint64 serial = 0; ///< 1-based arrival number
    int pieces = 0;
    int blackPieces = 0; ///< of `pieces`, the black ones (the two-colour family)
    bool pawns = false;
    bool symmetric = false;   ///< maps onto itself under a non-identity symmetry of its group
    bool firstOfOrbit = true; ///< the first solution seen of its symmetry class
    QString symmetryNames;    ///< the symmetries that fix it, e.g. "r180, mirror-lr"
    double objective = 0.0;
    bool hasObjective = false;
    std::vector<int> order; ///< a tour's move numbers (Solution::order), empty otherwise
    int tourCells = 0;      ///< a tour's length (its largest move number), 0 otherwise
};

/// Turns solutions into gallery items and decides symmetry; lives with the producer (the
/// solver's serialised sink), so the GUI thread does no per-solution work.
class GalleryItemMaker {
public:
    GalleryItemMaker() = default;
    /// `targets`: per-cell targets (symmetries must map them onto themselves), may be empty.
    GalleryItemMaker(const cpw::Board &board, const cpw::Catalogue &catalogue,
                     const std::vector<int> &targets);
    GalleryItem make(const cpw::Solution &solution, quint64 serial);
    /// Tours only: a closed tour's figure includes the move from its last cell back to the
    /// start (the symmetry of a tour is that of its figure, its moves without direction).
    void setClosedTours(bool closed) { m_closedTours = closed; }

private:
    /// A tour's joins: for every cell the cells before and after it (-1 at an open tour's ends,
    /// -2 for a cell the tour does not visit).
    std::vector<std::pair<int, int>> tourJoins(const std::vector<int> &order) const;
    /// The joins with `s` applied, as one sorted pair per cell: the tour's figure under s.
    QByteArray tourFigure(const std::vector<std::pair<int, int>> &joins, cpw::Symmetry s) const;

    cpw::Board m_board;
    cpw::Catalogue m_catalogue;
    std::vector<cpw::Symmetry> m_symmetries; ///< of shape and targets, identity first
    QSet<QByteArray> m_orbitKeys;
    bool m_closedTours = false;
};

class SolutionModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum Roles {
        PiecesRole = Qt::UserRole + 1,
        PawnsRole,
        SymmetricRole,
        DistinctRole,
        SerialRole,
        NotationRole,
        SymmetryRole,
        ObjectiveRole
    };

    explicit SolutionModel(QObject *parent = nullptr);

    /// Starts a new result set for a board; `layers` are the overlays the thumbnails show.
    void reset(const cpw::Board &board, const cpw::Catalogue &catalogue, unsigned layers = 0);
    /// The captions of this result set's solutions, where the kind words them itself
    /// (FamilyGui::caption); empty = "#7 · 8 pieces". reset() clears it.
    void setCaption(std::function<QString(const cpw::Placement &)> caption) { m_caption = std::move(caption); }
    /// The overlay layers (OverlayLayer bits of boardpainter.h) of this result set.
    unsigned layers() const { return m_layers; }
    /// Appends a batch of items (kept up to the capacity; the rest only counted).
    void appendItems(std::vector<GalleryItem> &&items);
    /// Counts solutions that were not stored (beyond the capacity), by number of pieces.
    void addUncounted(quint64 count, const std::map<int, quint64> &byPieces);

    int capacity() const { return m_capacity; }
    void setCapacity(int capacity) { m_capacity = capacity; }
    /// Rows exposed per fetchMore.
    static constexpr int kChunk = 512;

    quint64 totalSolutions() const { return m_total; }
    int storedCount() const { return int(m_items.size()); }
    const std::map<int, quint64> &byPieces() const { return m_byPieces; }
    const GalleryItem &item(int row) const { return m_items[row]; }
    cpw::Placement placementAt(int row) const;
    const cpw::Board &board() const { return m_board; }
    const cpw::Catalogue &catalogue() const { return m_catalogue; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    /// Totals changed (for the "n of m shown" label).
    void countsChanged();

private:
    cpw::Board m_board;
    std::function<QString(const cpw::Placement &)> m_caption;
    cpw::Catalogue m_catalogue;
    unsigned m_layers = 0;
    std::vector<GalleryItem> m_items;
    int m_exposed = 0;
    bool m_inserting = false; ///< guards against fetchMore from inside our own insert notifications
    int m_capacity = 20000;
    quint64 m_total = 0;
    std::map<int, quint64> m_byPieces;
};

/// Filters (distinct only, number of pieces, without pawns) and sort orders of the gallery.
class SolutionFilterModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    enum class Order { Arrival, FewestPieces, MostPieces, SymmetricFirst };
    explicit SolutionFilterModel(QObject *parent = nullptr);
    void setDistinctOnly(bool on);
    void setPieceCount(int pieces); ///< -1 = any
    void setNoPawns(bool on);
    void setOrder(Order order);
    bool distinctOnly() const { return m_distinct; }
    int pieceCount() const { return m_pieces; }
    bool noPawns() const { return m_noPawns; }
    Order order() const { return m_order; }
    /// Every filter off, order of arrival (a new document's gallery).
    void clearFilters();

signals:
    /// A filter or the order changed (the gallery's controls follow).
    void filtersChanged();

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override;
    bool lessThan(const QModelIndex &a, const QModelIndex &b) const override;

private:
    bool m_distinct = false;
    int m_pieces = -1;
    bool m_noPawns = false;
    Order m_order = Order::Arrival;
};
