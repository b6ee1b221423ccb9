#include "solutionmodel.h"

#include <algorithm>

GalleryItemMaker::GalleryItemMaker(const cpw::Board &board, const cpw::Catalogue &catalogue,
                                   const std::vector<int> &targets)
    : m_board(board), m_catalogue(catalogue)
{
    for (cpw::Symmetry s : board.symmetries()) {
        // A symmetry that moves no cell (the up-down mirror of a one-rank board) fixes every
        // solution: it says nothing about one and is left out.
        bool moves = false;
        for (int i = 0; i < board.area() && !moves; ++i)
            moves = board.transform(s, i) != i;
        bool ok = moves || s == cpw::Symmetry::Identity;
        if (ok && targets.size() == std::size_t(board.area())) {
            for (int i = 0; i < board.area() && ok; ++i)
                if (!board.isHole(i) && targets[board.transform(s, i)] != targets[i])
                    ok = false;
        }
        if (ok)
            m_symmetries.push_back(s);
    }
    if (m_symmetries.empty() || m_symmetries.front() != cpw::Symmetry::Identity)
        m_symmetries.insert(m_symmetries.begin(), cpw::Symmetry::Identity);
}

/*
 * Symmetry of a solution (exact-attack conventions): the symmetries available to a solution are
 * those of the board's shape and targets under which every piece of the solution keeps its
 * moves (a pawn only allows the left-right mirror). The solution is symmetric when one of them
 * other than the identity maps it onto itself; its symmetry class is keyed by the smallest image
 * (bytewise), and the first solution of each class is marked as its distinct representative.
 *
 * A tour is not its placement (one leaper on the start cell) but its figure: the moves it
 * makes, without direction, with the move back to the start when the tour is closed. A tour is
 * symmetric when a symmetry maps its figure onto itself (as for the symmetric tours of the
 * literature, where the start and the direction do not count), and tours are of one class
 * when their figures are images of each other.
 */
std::vector<std::pair<int, int>> GalleryItemMaker::tourJoins(const std::vector<int> &order) const
{
    const int area = int(order.size());
    const int moves = area ? *std::max_element(order.begin(), order.end()) : 0;
    std::vector<int> cellOf(std::size_t(moves) + 1, -1);
    for (int i = 0; i < area; ++i)
        if (order[i] > 0)
            cellOf[order[i]] = i;
    const bool wrap = m_closedTours && moves > 2;
    std::vector<std::pair<int, int>> joins(std::size_t(area), {-2, -2});
    for (int i = 0; i < area; ++i) {
        const int k = order[i];
        if (k > 0)
            joins[i] = {k > 1 ? cellOf[k - 1] : (wrap ? cellOf[moves] : -1),
                        k < moves ? cellOf[k + 1] : (wrap ? cellOf[1] : -1)};
    }
    return joins;
}

QByteArray GalleryItemMaker::tourFigure(const std::vector<std::pair<int, int>> &joins, cpw::Symmetry s) const
{
    const auto image = [&](int cell) {
        return cell < 0 ? cell : m_board.transform(s, cell);
    };
    std::vector<qint32> figure(joins.size() * 2, -2);
    for (int i = 0; i < int(joins.size()); ++i) {
        if (joins[i].first == -2)
            continue; // not visited
        const int a = image(joins[i].first), b = image(joins[i].second), at = image(i);
        figure[2 * at] = std::min(a, b);
        figure[2 * at + 1] = std::max(a, b);
    }
    return QByteArray(reinterpret_cast<const char *>(figure.data()),
                      qsizetype(figure.size() * sizeof(qint32)));
}

GalleryItem GalleryItemMaker::make(const cpw::Solution &solution, quint64 serial)
{
    GalleryItem item;
    item.serial = serial;
    const cpw::Placement &p = solution.placement;
    const int area = p.board().area();
    item.cells.resize(area);
    std::vector<bool> used(m_catalogue.size(), false);
    for (int i = 0; i < area; ++i) {
        const int id = p.at(i);
        // Piece id + 1; the high bit marks a black piece (the two-colour family).
        item.cells[i] = char((id + 1) | (id >= 0 && p.isBlack(i) ? 0x80 : 0));
        if (id >= 0) {
            ++item.pieces;
            item.blackPieces += p.isBlack(i) ? 1 : 0;
            if (id < int(used.size()))
                used[id] = true;
        }
    }
    const int pawn = m_catalogue.find(cpw::PieceKind::Pawn);
    item.pawns = pawn >= 0 && pawn < int(used.size()) && used[pawn];
    item.order = solution.order;
    item.tourCells = item.order.empty() ? 0 : *std::max_element(item.order.begin(), item.order.end());
    if (solution.objective) {
        item.objective = *solution.objective;
        item.hasObjective = true;
    }
    const bool sameShape = p.board().width() == m_board.width() && p.board().height() == m_board.height();
    const bool tour = sameShape && int(item.order.size()) == area;
    const std::vector<std::pair<int, int>> joins =
        tour ? tourJoins(item.order) : std::vector<std::pair<int, int>>{};
    const QByteArray self = tour ? tourFigure(joins, cpw::Symmetry::Identity) : item.cells;
    QByteArray key = self;
    if (sameShape) {
        QByteArray image(area, 0);
        QStringList names;
        for (cpw::Symmetry s : m_symmetries) {
            if (s == cpw::Symmetry::Identity)
                continue;
            bool pieceOk = true;
            for (int id = 0; id < int(used.size()) && pieceOk; ++id)
                if (used[id] && !m_catalogue.piece(id).isInvariantUnder(s))
                    pieceOk = false;
            if (!pieceOk)
                continue;
            if (tour) {
                image = tourFigure(joins, s);
            } else {
                for (int i = 0; i < area; ++i)
                    image[m_board.transform(s, i)] = item.cells[i];
            }
            if (image == self)
                names << QString::fromLatin1(cpw::symmetryName(s).data(), int(cpw::symmetryName(s).size()));
            if (image < key)
                key = image;
        }
        item.symmetric = !names.isEmpty();
        item.symmetryNames = names.join(QStringLiteral(", "));
    }
    item.firstOfOrbit = !m_orbitKeys.contains(key);
    if (item.firstOfOrbit)
        m_orbitKeys.insert(key);
    return item;
}

SolutionModel::SolutionModel(QObject *parent) : QAbstractListModel(parent) {}

void SolutionModel::reset(const cpw::Board &board, const cpw::Catalogue &catalogue, unsigned layers)
{
    m_caption = nullptr;
    beginResetModel();
    m_layers = layers;
    m_board = board;
    m_catalogue = catalogue;
    m_items.clear();
    m_items.shrink_to_fit();
    m_exposed = 0;
    m_total = 0;
    m_byPieces.clear();
    endResetModel();
    emit countsChanged();
}

void SolutionModel::appendItems(std::vector<GalleryItem> &&items)
{
    if (items.empty())
        return;
    m_total += items.size();
    for (const GalleryItem &it : items)
        ++m_byPieces[it.pieces];
    const std::size_t room = m_capacity > int(m_items.size()) ? std::size_t(m_capacity) - m_items.size() : 0;
    const std::size_t keep = std::min(room, items.size());
    m_items.insert(m_items.end(), std::make_move_iterator(items.begin()),
                   std::make_move_iterator(items.begin() + keep));
    // Expose new rows right away only while the first chunk is not full; beyond that the
    // view asks for more with fetchMore when the user scrolls to the end.
    if (m_exposed < kChunk) {
        const int target = std::min<int>(int(m_items.size()), kChunk);
        if (target > m_exposed) {
            m_inserting = true;
            beginInsertRows({}, m_exposed, target - 1);
            m_exposed = target;
            endInsertRows();
            m_inserting = false;
        }
    }
    emit countsChanged();
}

void SolutionModel::addUncounted(quint64 count, const std::map<int, quint64> &byPieces)
{
    if (count == 0)
        return;
    m_total += count;
    for (const auto &[pieces, n] : byPieces)
        m_byPieces[pieces] += n;
    emit countsChanged();
}

cpw::Placement SolutionModel::placementAt(int row) const
{
    cpw::Placement p(m_board);
    const GalleryItem &it = m_items[row];
    for (int i = 0; i < it.cells.size() && i < m_board.area(); ++i)
        p.set(i, int(quint8(it.cells[i]) & 0x7f) - 1, (quint8(it.cells[i]) & 0x80) != 0);
    return p;
}

int SolutionModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_exposed;
}

QVariant SolutionModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const GalleryItem &it = m_items[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        if (m_caption)
            return m_caption(placementAt(index.row()));
        if (it.blackPieces > 0) // two armies: white + black (short: the caption fits a thumbnail)
            return tr("#%1 · %2 + %3").arg(it.serial).arg(it.pieces - it.blackPieces).arg(it.blackPieces);
        if (it.tourCells > 0) // a tour: its length, not its one piece
            return tr("#%1 · %2 cells").arg(it.serial).arg(it.tourCells);
        return it.pieces == 1 ? tr("#%1 · 1 piece").arg(it.serial)
                              : tr("#%1 · %2 pieces").arg(it.serial).arg(it.pieces);
    case Qt::ToolTipRole: {
        QString tip = QString::fromStdString(cpw::toNotation(placementAt(index.row()), m_catalogue));
        if (it.blackPieces > 0)
            tip += QLatin1Char('\n') +
                   tr("%1 white and %2 black pieces").arg(it.pieces - it.blackPieces).arg(it.blackPieces);
        if (it.symmetric)
            tip += QLatin1Char('\n') + tr("symmetric: %1").arg(it.symmetryNames);
        return tip;
    }
    case PiecesRole:
        return it.pieces;
    case PawnsRole:
        return it.pawns;
    case SymmetricRole:
        return it.symmetric;
    case DistinctRole:
        return it.firstOfOrbit;
    case SerialRole:
        return it.serial;
    case NotationRole:
        return QString::fromStdString(cpw::toNotation(placementAt(index.row()), m_catalogue));
    case SymmetryRole:
        return it.symmetryNames;
    case ObjectiveRole:
        return it.hasObjective ? QVariant(it.objective) : QVariant();
    default:
        return {};
    }
}

bool SolutionModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_inserting && m_exposed < int(m_items.size());
}

void SolutionModel::fetchMore(const QModelIndex &parent)
{
    if (parent.isValid() || m_inserting)
        return;
    const int target = std::min<int>(int(m_items.size()), m_exposed + kChunk);
    if (target <= m_exposed)
        return;
    m_inserting = true;
    beginInsertRows({}, m_exposed, target - 1);
    m_exposed = target;
    endInsertRows();
    m_inserting = false;
}

QHash<int, QByteArray> SolutionModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names[PiecesRole] = "pieces";
    names[PawnsRole] = "pawns";
    names[SymmetricRole] = "symmetric";
    names[DistinctRole] = "distinct";
    names[SerialRole] = "serial";
    names[NotationRole] = "notation";
    names[SymmetryRole] = "symmetry";
    names[ObjectiveRole] = "objective";
    return names;
}

SolutionFilterModel::SolutionFilterModel(QObject *parent) : QSortFilterProxyModel(parent)
{
    setDynamicSortFilter(true);
}

void SolutionFilterModel::setDistinctOnly(bool on)
{
    if (on == m_distinct)
        return;
    m_distinct = on;
    invalidateFilter();
    emit filtersChanged();
}

void SolutionFilterModel::setPieceCount(int pieces)
{
    if (pieces == m_pieces)
        return;
    m_pieces = pieces;
    invalidateFilter();
    emit filtersChanged();
}

void SolutionFilterModel::setNoPawns(bool on)
{
    if (on == m_noPawns)
        return;
    m_noPawns = on;
    invalidateFilter();
    emit filtersChanged();
}

void SolutionFilterModel::setOrder(Order order)
{
    if (order == m_order)
        return;
    m_order = order;
    invalidate();
    sort(order == Order::Arrival ? -1 : 0);
    emit filtersChanged();
}

void SolutionFilterModel::clearFilters()
{
    setDistinctOnly(false);
    setPieceCount(-1);
    setNoPawns(false);
    setOrder(Order::Arrival);
}

bool SolutionFilterModel::filterAcceptsRow(int row, const QModelIndex &parent) const
{
    const auto *model = static_cast<const SolutionModel *>(sourceModel());
    if (!model || row >= model->storedCount())
        return false;
    const GalleryItem &it = model->item(row);
    if (m_distinct && !it.firstOfOrbit)
        return false;
    if (m_pieces >= 0 && it.pieces != m_pieces)
        return false;
    if (m_noPawns && it.pawns)
        return false;
    return true;
}

bool SolutionFilterModel::lessThan(const QModelIndex &a, const QModelIndex &b) const
{
    const auto *model = static_cast<const SolutionModel *>(sourceModel());
    const GalleryItem &x = model->item(a.row());
    const GalleryItem &y = model->item(b.row());
    switch (m_order) {
    case Order::FewestPieces:
        return std::tie(x.pieces, x.serial) < std::tie(y.pieces, y.serial);
    case Order::MostPieces:
        return x.pieces != y.pieces ? x.pieces > y.pieces : x.serial < y.serial;
    case Order::SymmetricFirst:
        return x.symmetric != y.symmetric ? x.symmetric : x.serial < y.serial;
    case Order::Arrival:
        break;
    }
    return x.serial < y.serial;
}
