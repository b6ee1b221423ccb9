#include "boardview.h"

#include <QApplication>
#include <QFontInfo>
#include <QKeyEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>

#include "boarddocument.h"
#include "cpw/attacks.h"
#include "cpw/problem.h"

namespace {
const char *kPieceMime = "application/x-cpw-piece";
}

BoardView::BoardView(BoardDocument *document, QWidget *parent) : QWidget(parent), m_doc(document)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAcceptDrops(true);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    connect(m_doc, &BoardDocument::changed, this, [this] {
        if (m_selected >= m_doc->board().area())
            m_selected = -1;
        if (m_hover >= m_doc->board().area())
            m_hover = -1;
        update();
    });
    connect(m_doc, &BoardDocument::previewChanged, this, qOverload<>(&QWidget::update));
    connect(m_doc, &BoardDocument::catalogueChanged, this, qOverload<>(&QWidget::update));
}

void BoardView::setTool(Tool tool)
{
    m_tool = tool;
    setTargetsVisible(tool == Tool::Target || m_targets);
    update();
}

void BoardView::setCurrentPiece(int pieceId)
{
    m_piece = pieceId;
}

void BoardView::setOverlayVisible(bool on)
{
    m_overlay = on;
    update();
}

void BoardView::setAttackLinesVisible(bool on)
{
    m_lines = on;
    update();
}

void BoardView::setPatternMarkersVisible(bool on)
{
    m_markers = on;
    update();
}

void BoardView::setLabelsVisible(bool on)
{
    m_labels = on;
    update();
}

void BoardView::setTargetsVisible(bool on)
{
    m_targets = on;
    update();
}

void BoardView::setPositionOrder(const std::vector<int> &order)
{
    if (order == m_positionOrder)
        return;
    m_positionOrder = order;
    update();
}

void BoardView::setGivenNumbers(const std::vector<int> &numbers)
{
    if (numbers == m_givenNumbers)
        return;
    m_givenNumbers = numbers;
    m_givenNumberCells.assign(numbers.size(), 0);
    for (std::size_t i = 0; i < numbers.size(); ++i)
        m_givenNumberCells[i] = numbers[i] > 0;
    update();
}

void BoardView::setPatternsApply(bool on)
{
    m_patternsApply = on;
    update();
}

void BoardView::setLegendVisible(bool on)
{
    m_legend = on;
    update();
}

std::vector<LegendEntry> BoardView::legend() const
{
    if (!m_legend)
        return {};
    return BoardPainter::legend(scene(true, true));
}

int BoardView::legendPixelSize() const
{
    return std::max(10, QFontInfo(font()).pixelSize() - 2);
}

QRectF BoardView::boardArea() const
{
    return boardArea(legend());
}

QRectF BoardView::boardArea(const std::vector<LegendEntry> &entries) const
{
    const QRectF inner = QRectF(rect()).adjusted(6, 6, -6, -6);
    if (entries.empty())
        return inner;
    // The key takes what it needs below the board, but never more than 40 % of the height.
    const qreal h = std::min(BoardPainter::legendHeight(entries, inner.width(), legendPixelSize()) + 6,
                             inner.height() * 0.4);
    return inner.adjusted(0, 0, 0, -h);
}

void BoardView::setPreviewPattern(const std::optional<cpw::AttackPattern> &pattern)
{
    m_preview = pattern;
    update();
}

void BoardView::setLivePlacement(const std::optional<cpw::Placement> &placement)
{
    m_live = placement;
    update();
}

void BoardView::setSelectedCell(int cell)
{
    if (cell >= m_doc->board().area())
        cell = -1;
    if (cell == m_selected)
        return;
    m_selected = cell;
    m_typedCell = -1;
    emit selectedCellChanged(cell);
    update();
}

const cpw::Placement &BoardView::shownPlacement() const
{
    if (m_live && m_live->board().width() == m_doc->board().width() &&
        m_live->board().height() == m_doc->board().height())
        return *m_live;
    return m_doc->shownPlacement();
}

BoardPainter::Geometry BoardView::geometry() const
{
    return BoardPainter::layout(m_doc->board(), boardArea(), m_labels, true);
}

QPoint BoardView::cellCenter(int cell) const
{
    return geometry().cellRect(cell).center().toPoint();
}

int BoardView::cellAt(const QPointF &pos) const
{
    return geometry().cellAt(pos);
}

std::vector<int> BoardView::overlayCounts() const
{
    if (!m_overlay)
        return {};
    if (&shownPlacement() != &m_doc->shownPlacement())
        return cpw::attackCounts(shownPlacement(), m_doc->catalogue());
    return m_doc->attackCounts();
}

std::optional<cpw::AttackPattern> BoardView::shownPattern() const
{
    if (m_preview)
        return m_preview;
    if (!m_markers || !m_patternsApply || m_live)
        return std::nullopt;
    // Markers belong to the selected piece (hovering shows attack lines instead).
    const int cell = m_selected;
    if (cell < 0 || cell >= m_doc->board().area())
        return std::nullopt;
    const int id = m_doc->shownPlacement().at(cell);
    if (id == cpw::kEmpty)
        return std::nullopt;
    return cpw::patternInPosition(m_doc->board(), m_doc->catalogue().piece(id), id, cell,
                                  m_doc->shownPlacement().occupied());
}

void BoardView::setHints(const std::vector<CellHint> &hints)
{
    m_hints = hints;
    update();
}

BoardScene BoardView::scene(bool forExport, bool overlays) const
{
    BoardScene s;
    s.placement = &shownPlacement();
    s.catalogue = &m_doc->catalogue();
    s.targets = &m_doc->targets();
    s.labels = m_labels;
    if (overlays && m_overlay) {
        if (m_layers & AttackCountsLayer)
            s.counts = (&shownPlacement() == &m_doc->shownPlacement()) ? &m_doc->attackCounts() : nullptr;
        s.layers = m_layers & ~unsigned(AttackCountsLayer);
        if (!m_doc->shownOrder().empty() && &shownPlacement() == &m_doc->shownPlacement())
            s.order = &m_doc->shownOrder();
        else if (int(m_positionOrder.size()) == m_doc->board().area() && &shownPlacement() == &m_doc->placement())
            s.order = &m_positionOrder;
    }
    // A puzzle's givens and a numbered tour's numbers are the picture itself, not overlays.
    if (!m_doc->locked().empty())
        s.given = &m_doc->locked();
    if (!m_doc->state().numbers.empty() && !m_doc->previewing()) {
        s.numbers = &m_doc->state().numbers;
    } else if (int(m_givenNumbers.size()) == m_doc->board().area() && m_doc->state().numbers.empty() &&
               &shownPlacement() == &m_doc->placement()) {
        s.numbers = &m_givenNumbers;
        if (!s.given)
            s.given = &m_givenNumberCells;
    }
    // Hints belong to the position, not to a previewed solution.
    if (overlays && int(m_hints.size()) == m_doc->board().area() && &shownPlacement() == &m_doc->placement())
        s.hints = &m_hints;
    s.showTargets = overlays && m_targets;
    if (overlays)
        s.pattern = shownPattern();
    if (s.pattern && m_preview)
        s.patternPreviewPiece = true;
    if (forExport)
        return s;
    s.selectedCell = hasFocus() || m_tool == Tool::Target ? m_selected : -1;
    if (m_dragging && m_pressCell >= 0) {
        s.hiddenCell = m_pressCell;
        s.dragPiece = m_doc->shownPlacement().at(m_pressCell);
        s.dragPos = m_dragPos;
    }
    if (m_lines && !m_dragging && m_hover >= 0 && !m_live) {
        const int id = m_doc->shownPlacement().at(m_hover);
        if (id != cpw::kEmpty) {
            s.rayOrigin = m_hover;
            s.rays = cpw::attackRays(m_doc->board(), m_doc->catalogue().piece(id), m_hover,
                                     m_doc->shownPlacement().occupied());
        }
    }
    if (m_live)
        s.badge = tr("live search");
    return s;
}

void BoardView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().window());
    BoardScene s = scene(false, true);
    std::vector<int> liveCounts;
    if (m_overlay && (m_layers & AttackCountsLayer) && m_live && s.placement == &*m_live) {
        liveCounts = cpw::attackCounts(*m_live, m_doc->catalogue());
        s.counts = &liveCounts;
    }
    // The key once per paint: it sets the board's area and is drawn below it.
    const std::vector<LegendEntry> entries = legend();
    const QRectF area = boardArea(entries);
    BoardPainter::paint(&painter, area, s, true);
    if (!entries.empty()) {
        const QRectF inner = QRectF(rect()).adjusted(6, 6, -6, -6);
        // Under the board, across the view's width (the width boardArea() laid it out for).
        const QRectF keyArea(inner.left(), area.bottom() + 6, inner.width(), inner.bottom() - area.bottom() - 6);
        painter.setClipRect(keyArea);
        BoardPainter::paintLegend(&painter, keyArea, entries, legendPixelSize());
    }
}

void BoardView::setHover(int cell)
{
    if (cell == m_hover)
        return;
    m_hover = cell;
    emit hoveredCellChanged(cell);
    update();
}

void BoardView::mousePressEvent(QMouseEvent *event)
{
    setFocus(Qt::MouseFocusReason);
    const int cell = cellAt(event->position());
    if (cell < 0)
        return;
    const cpw::Board &board = m_doc->board();
    if (event->button() == Qt::RightButton) {
        if (m_tool == Tool::Target)
            m_doc->setTarget(cell, cpw::kAnyTarget);
        else if (m_tool == Tool::Number)
            writeNumber(cell, 0);
        else if (m_tool == Tool::Hole)
            m_doc->toggleHole(cell);
        else
            m_doc->removePiece(cell);
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    switch (m_tool) {
    case Tool::Place:
        if (!board.isHole(cell) && m_doc->shownPlacement().at(cell) != cpw::kEmpty) {
            // Could be a click (select) or the start of a drag (move).
            m_pressCell = cell;
            m_pressPos = event->position();
        } else {
            m_doc->placePiece(cell, m_piece);
            setSelectedCell(cell);
        }
        break;
    case Tool::Erase:
        m_doc->removePiece(cell);
        break;
    case Tool::Hole:
        m_doc->toggleHole(cell);
        break;
    case Tool::Target:
        m_doc->setTarget(cell, m_targetValue);
        setSelectedCell(cell);
        break;
    case Tool::Number:
        setSelectedCell(cell);
        writeNumber(cell, m_numberValue);
        break;
    }
}

void BoardView::writeNumber(int cell, int number)
{
    m_typedCell = -1;
    if (m_doc->board().isHole(cell) || m_doc->isLocked(cell))
        return (void)m_doc->setNumber(cell, number); // refused: the document says why
    const std::vector<int> &numbers = m_doc->state().numbers;
    if (cell < int(numbers.size()) && numbers[cell] == number)
        return;
    m_doc->setNumber(cell, number);
    emit numberWritten(cell, number);
}

void BoardView::mouseMoveEvent(QMouseEvent *event)
{
    const int cell = cellAt(event->position());
    if (m_pressCell >= 0 && (event->buttons() & Qt::LeftButton)) {
        if (!m_dragging &&
            (event->position() - m_pressPos).manhattanLength() >= QApplication::startDragDistance())
            m_dragging = true;
        if (m_dragging) {
            m_dragPos = event->position();
            update();
        }
    }
    setHover(cell);
}

void BoardView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_pressCell < 0)
        return;
    const int from = m_pressCell;
    const bool dragged = m_dragging;
    m_pressCell = -1;
    m_dragging = false;
    const int cell = cellAt(event->position());
    if (!dragged) {
        setSelectedCell(from);
        update();
        return;
    }
    if (cell < 0)
        m_doc->removePiece(from); // dropped off the board
    else if (cell != from && !m_doc->board().isHole(cell))
        m_doc->movePiece(from, cell);
    setSelectedCell(cell);
    update();
}

void BoardView::wheelEvent(QWheelEvent *event)
{
    if (m_tool != Tool::Target) {
        event->ignore();
        return;
    }
    const int cell = cellAt(event->position());
    if (cell < 0 || m_doc->board().isHole(cell))
        return;
    const int step = event->angleDelta().y() > 0 ? 1 : -1;
    const int t = m_doc->targets()[cell];
    m_doc->setTarget(cell, std::clamp(t + step, cpw::kAnyTarget, cpw::kMaxTarget));
    event->accept();
}

bool BoardView::event(QEvent *event)
{
    // Esc leaves a previewed solution: the board takes the key before the Stop action's
    // shortcut (Esc) can, and only then.
    if (event->type() == QEvent::ShortcutOverride && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape &&
        m_doc->previewing()) {
        event->accept();
        return true;
    }
    return QWidget::event(event);
}

void BoardView::keyPressEvent(QKeyEvent *event)
{
    const cpw::Board &board = m_doc->board();
    int cell = m_selected >= 0 ? m_selected : (m_hover >= 0 ? m_hover : -1);
    auto moveCursor = [&](int dx, int dy) {
        if (cell < 0) {
            setSelectedCell(0);
            return;
        }
        const int x = std::clamp(board.fileOf(cell) + dx, 0, board.width() - 1);
        const int y = std::clamp(board.rankOf(cell) + dy, 0, board.height() - 1);
        setSelectedCell(board.index(x, y));
    };
    switch (event->key()) {
    case Qt::Key_Left:
        moveCursor(-1, 0);
        return;
    case Qt::Key_Right:
        moveCursor(1, 0);
        return;
    case Qt::Key_Up:
        moveCursor(0, 1);
        return;
    case Qt::Key_Down:
        moveCursor(0, -1);
        return;
    case Qt::Key_Escape:
        // Leaves a solution looked at from the gallery (the Stop action takes Esc while a
        // search runs).
        if (m_doc->previewing()) {
            m_doc->leavePreview();
            return;
        }
        break;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        if (cell >= 0 && m_tool == Tool::Number)
            writeNumber(cell, 0);
        else if (cell >= 0)
            m_doc->removePiece(cell);
        return;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (cell >= 0) {
            if (m_tool == Tool::Target)
                m_doc->setTarget(cell, m_targetValue);
            else if (m_tool == Tool::Number)
                writeNumber(cell, m_numberValue);
            else if (m_tool == Tool::Hole)
                m_doc->toggleHole(cell);
            else if (m_tool == Tool::Erase)
                m_doc->removePiece(cell);
            else
                m_doc->placePiece(cell, m_piece);
        }
        return;
    default:
        break;
    }
    // A piece letter places that piece on the cursor cell; digits set its target.
    const QString text = event->text();
    if (cell >= 0 && text.size() == 1 && !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
        const QChar ch = text.at(0);
        if (ch.isDigit() && m_tool == Tool::Number) {
            // Digits typed on one cell make one number (1 then 2 is 12); past the board's
            // last move the last digit starts again.
            int typed = ch.digitValue();
            if (cell == m_typedCell && m_typed * 10 + typed <= board.cellCount())
                typed += m_typed * 10;
            writeNumber(cell, typed);
            m_typedCell = cell;
            m_typed = typed;
            return;
        }
        if (ch.isLetter()) {
            const int id = m_doc->catalogue().find(char(ch.toUpper().toLatin1()));
            if (id >= 0) {
                m_doc->placePiece(cell, id);
                return;
            }
        } else if (ch.isDigit() && m_tool == Tool::Target) {
            m_doc->setTarget(cell, ch.digitValue());
            return;
        }
    }
    QWidget::keyPressEvent(event);
}

void BoardView::leaveEvent(QEvent *)
{
    setHover(-1);
}

void BoardView::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasFormat(kPieceMime))
        event->acceptProposedAction();
}

void BoardView::dragMoveEvent(QDragMoveEvent *event)
{
    const int cell = cellAt(event->position());
    if (event->mimeData()->hasFormat(kPieceMime) && cell >= 0 && !m_doc->board().isHole(cell))
        event->acceptProposedAction();
    else
        event->ignore();
    setHover(cell);
}

void BoardView::dropEvent(QDropEvent *event)
{
    const int cell = cellAt(event->position());
    const QByteArray data = event->mimeData()->data(kPieceMime);
    if (cell < 0 || data.isEmpty())
        return;
    const int id = m_doc->catalogue().find(data.at(0));
    if (id >= 0) {
        m_doc->placePiece(cell, id);
        setSelectedCell(cell);
        event->acceptProposedAction();
    }
}

void BoardView::setLayers(OverlayLayers layers)
{
    if (layers == m_layers)
        return;
    m_layers = layers;
    update();
}

