#include "boarddocument.h"

#include <QUndoCommand>

#include <algorithm>
#include <utility>

#include "cpw/attacks.h"
#include "cpw/problem.h"

/// One undo step: the whole state before and after (a board has at most 1024 cells, so a
/// snapshot is cheap and cannot get out of step with the model).
class StateCommand : public QUndoCommand {
public:
    StateCommand(BoardDocument *doc, BoardDocument::State before, BoardDocument::State after,
                 const QString &text)
        : QUndoCommand(text), m_doc(doc), m_before(std::move(before)), m_after(std::move(after))
    {
    }
    void undo() override { m_doc->apply(m_before); }
    void redo() override { m_doc->apply(m_after); }

private:
    BoardDocument *m_doc;
    BoardDocument::State m_before;
    BoardDocument::State m_after;
};

BoardDocument::BoardDocument(QObject *parent) : QObject(parent), m_catalogue(cpw::Catalogue::standard())
{
    m_state = freshState(8, 8, 1);
}

BoardDocument::State BoardDocument::freshState(int width, int height, int k)
{
    State s;
    s.placement = cpw::Placement(cpw::Board(width, height));
    s.targets.assign(width * height, k);
    return s;
}

int BoardDocument::uniformTarget() const
{
    int k = -3;
    const cpw::Board &b = board();
    for (int i = 0; i < b.area(); ++i) {
        if (b.isHole(i))
            continue;
        const int t = m_state.targets[i];
        if (k == -3)
            k = t;
        else if (t != k)
            return -2;
    }
    return k == -3 ? 1 : k;
}

const std::vector<int> &BoardDocument::attackCounts() const
{
    if (!m_countsValid) {
        m_counts = cpw::attackCounts(shownPlacement(), m_catalogue);
        m_countsValid = true;
    }
    return m_counts;
}

void BoardDocument::apply(const State &state)
{
    const bool wasPreview = m_preview.has_value();
    m_preview.reset();
    m_state = state;
    m_countsValid = false;
    ++m_revision;
    const bool nested = std::exchange(m_applying, true);
    emit changed();
    m_applying = nested;
    if (wasPreview)
        emit previewChanged();
}

void BoardDocument::setState(const State &state, const QString &undoText)
{
    if (state == m_state) {
        leavePreview(); // an edit of the preview back to the position
        return;
    }
    m_undo.push(new StateCommand(this, m_state, state, undoText));
}

BoardDocument::State BoardDocument::editBase() const
{
    State s = m_state;
    if (m_preview)
        s.placement = m_preview->placement;
    return s;
}

const std::vector<int> &BoardDocument::shownOrder() const
{
    static const std::vector<int> none;
    return m_preview ? m_preview->order : none;
}

bool BoardDocument::preview(const cpw::Placement &placement, std::vector<int> order)
{
    const cpw::Board &b = placement.board();
    if (b != board())
        return false;
    m_preview = Preview{placement, std::move(order)};
    m_countsValid = false;
    emit previewChanged();
    return true;
}

void BoardDocument::leavePreview()
{
    if (!m_preview)
        return;
    m_preview.reset();
    m_countsValid = false;
    emit previewChanged();
}

void BoardDocument::setTwoColours(bool on)
{
    if (on == m_twoColours)
        return;
    m_twoColours = on;
    if (!on)
        m_placeBlack = false;
    emit coloursChanged();
}

void BoardDocument::setPlaceBlack(bool black)
{
    black = black && m_twoColours;
    if (black == m_placeBlack)
        return;
    m_placeBlack = black;
    emit coloursChanged();
}

bool BoardDocument::refuseLocked(int cell)
{
    if (m_locked.empty() || (cell >= 0 && !isLocked(cell)))
        return false;
    emit lockedEdit(cell);
    return true;
}

void BoardDocument::setLocked(std::vector<char> locked)
{
    if (std::find(locked.begin(), locked.end(), char(1)) == locked.end())
        locked.clear();
    m_locked = std::move(locked);
}

void BoardDocument::setNumber(int cell, int number)
{
    if (cell < 0 || cell >= board().area() || board().isHole(cell) || refuseLocked(cell))
        return;
    State s = editBase();
    if (s.numbers.size() != std::size_t(board().area()))
        s.numbers.assign(std::size_t(board().area()), 0);
    s.numbers[cell] = std::clamp(number, 0, static_cast<int>(board().area()));
    const QString name = QString::fromStdString(board().cellName(cell));
    setState(s, number > 0 ? tr("Write %1 on %2").arg(number).arg(name) : tr("Clear the number on %1").arg(name));
}

void BoardDocument::placePiece(int cell, int pieceId)
{
    if (cell < 0 || cell >= board().area() || board().isHole(cell) || pieceId < 0 ||
        pieceId >= m_catalogue.size() || refuseLocked(cell))
        return;
    State s = editBase();
    s.placement.set(cell, pieceId, m_placeBlack);
    const char letter = m_catalogue.piece(pieceId).letter;
    setState(s,
             tr("Place %1 on %2")
                 .arg(QChar::fromLatin1(
                          m_placeBlack && letter >= 'A' && letter <= 'Z' ? char(letter - 'A' + 'a') : letter),
                      QString::fromStdString(board().cellName(cell))));
}

void BoardDocument::removePiece(int cell)
{
    if (cell < 0 || cell >= board().area() || shownPlacement().at(cell) == cpw::kEmpty || refuseLocked(cell))
        return;
    State s = editBase();
    s.placement.set(cell, cpw::kEmpty);
    setState(s, tr("Remove the piece on %1").arg(QString::fromStdString(board().cellName(cell))));
}

void BoardDocument::movePiece(int from, int to)
{
    const int area = board().area();
    if (from < 0 || to < 0 || from >= area || to >= area || from == to || board().isHole(to) ||
        refuseLocked(from) || refuseLocked(to))
        return;
    const int id = shownPlacement().at(from);
    if (id == cpw::kEmpty)
        return;
    State s = editBase();
    s.placement.set(from, cpw::kEmpty);
    s.placement.set(to, id);
    setState(s, tr("Move %1 from %2 to %3")
                    .arg(QChar::fromLatin1(m_catalogue.piece(id).letter),
                         QString::fromStdString(board().cellName(from)),
                         QString::fromStdString(board().cellName(to))));
}

void BoardDocument::toggleHole(int cell)
{
    if (cell < 0 || cell >= board().area() || refuseLocked(-1))
        return;
    State s = editBase();
    const bool hole = !board().isHole(cell);
    s.placement.set(cell, cpw::kEmpty);
    s.placement.board().setHole(cell, hole);
    if (s.placement.board().cellCount() == 0)
        return; // keep at least one cell
    setState(s, hole ? tr("Remove cell %1 from the board").arg(QString::fromStdString(board().cellName(cell)))
                     : tr("Add cell %1 to the board").arg(QString::fromStdString(board().cellName(cell))));
}

void BoardDocument::setTarget(int cell, int target)
{
    if (cell < 0 || cell >= board().area() || board().isHole(cell) || refuseLocked(-1))
        return;
    target = std::clamp(target, cpw::kAnyTarget, cpw::kMaxTarget);
    State s = editBase();
    s.targets[cell] = target;
    setState(s, tr("Set the target of %1").arg(QString::fromStdString(board().cellName(cell))));
}

void BoardDocument::setUniformTarget(int k)
{
    if (refuseLocked(-1))
        return;
    State s = editBase();
    std::fill(s.targets.begin(), s.targets.end(), std::clamp(k, 0, cpw::kMaxTarget));
    setState(s, tr("Set every target to %1").arg(k));
}

void BoardDocument::resizeBoard(int width, int height)
{
    width = std::clamp(width, 1, cpw::kMaxSide);
    height = std::clamp(height, 1, cpw::kMaxSide);
    if ((width == board().width() && height == board().height()) || refuseLocked(-1))
        return;
    const int k = uniformTarget();
    State s = freshState(width, height, k >= 0 ? k : 1);
    // Keep what fits: pieces, holes and targets keep their file and rank.
    for (int y = 0; y < std::min(height, board().height()); ++y) {
        for (int x = 0; x < std::min(width, board().width()); ++x) {
            const int from = board().index(x, y);
            const int to = s.placement.board().index(x, y);
            s.placement.board().setHole(to, board().isHole(from));
            s.placement.set(to, shownPlacement().at(from));
            s.targets[to] = m_state.targets[from];
        }
    }
    if (s.placement.board().cellCount() == 0)
        s.placement.board().setHole(0, false);
    setState(s, tr("Resize the board to %1x%2").arg(width).arg(height));
}

void BoardDocument::clearPieces()
{
    State s = editBase();
    for (int i = 0; i < board().area(); ++i)
        if (!isLocked(i)) {
            s.placement.set(i, cpw::kEmpty);
            if (i < int(s.numbers.size()))
                s.numbers[i] = 0;
        }
    setState(s, tr("Clear the pieces"));
}

void BoardDocument::setPlacement(const cpw::Placement &placement, const QString &undoText)
{
    State s = editBase();
    if (!m_locked.empty()) {
        // A puzzle: the same board, and its givens stay what they are.
        if (placement.board().width() != board().width() || placement.board().height() != board().height() ||
            placement.board().holes() != board().holes()) {
            emit lockedEdit(-1);
            return;
        }
        cpw::Placement kept = placement;
        for (int i = 0; i < board().area(); ++i)
            if (isLocked(i))
                kept.set(i, s.placement.at(i), s.placement.isBlack(i));
        s.placement = kept;
        setState(s, undoText);
        return;
    }
    if (placement.board().width() != board().width() || placement.board().height() != board().height()) {
        const int k = uniformTarget();
        s = freshState(placement.board().width(), placement.board().height(), k >= 0 ? k : 1);
    }
    s.placement = placement;
    setState(s, undoText);
}

void BoardDocument::reset(const cpw::Catalogue &catalogue, const State &state)
{
    m_catalogue = catalogue;
    m_locked.clear();
    m_undo.clear();
    emit catalogueChanged();
    apply(state);
}

/// One undo step of the catalogue (a user-defined piece added): the catalogue before and after.
/// Pieces of the new kind on the board were placed later, so their steps are undone first.
class CatalogueCommand : public QUndoCommand {
public:
    CatalogueCommand(BoardDocument *doc, cpw::Catalogue before, cpw::Catalogue after, const QString &text)
        : QUndoCommand(text), m_doc(doc), m_before(std::move(before)), m_after(std::move(after))
    {
    }
    void undo() override { m_doc->setCatalogue(m_before); }
    void redo() override { m_doc->setCatalogue(m_after); }

private:
    BoardDocument *m_doc;
    cpw::Catalogue m_before;
    cpw::Catalogue m_after;
};

void BoardDocument::setCatalogue(const cpw::Catalogue &catalogue)
{
    m_catalogue = catalogue;
    m_countsValid = false;
    emit catalogueChanged();
}

cpw::Result<int> BoardDocument::addCustomPiece(char letter, const QString &name, const QString &betza)
{
    cpw::Catalogue after = m_catalogue;
    cpw::Result<int> id = after.addCustom(letter, name.toStdString(), betza.toStdString());
    if (id.ok())
        m_undo.push(new CatalogueCommand(this, m_catalogue, std::move(after),
                                         tr("Add the piece %1 (%2)").arg(QChar::fromLatin1(letter), name)));
    return id;
}
