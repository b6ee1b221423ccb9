#pragma once
/// \file boardview.h
/// The board editor widget: paints the document with BoardPainter and turns mouse and keyboard
/// input into document edits (place, move, remove, holes, targets).

#include <QWidget>

#include <optional>

#include "boardpainter.h"
#include "cpw/exact.h"

class BoardDocument;

class BoardView : public QWidget {
    Q_OBJECT
public:
    /// What a left click does.
    /// Number writes move numbers into cells (a numbered-tour puzzle, document/puzzle.h).
    enum class Tool { Place, Erase, Hole, Target, Number };
    Q_ENUM(Tool)

    explicit BoardView(BoardDocument *document, QWidget *parent = nullptr);

    void setTool(Tool tool);
    Tool tool() const { return m_tool; }
    void setCurrentPiece(int pieceId);
    int currentPiece() const { return m_piece; }
    /// Target the Target tool writes (kAnyTarget = any).
    void setTargetValue(int value) { m_targetValue = value; }
    /// The move number the Number tool writes with a click (digits typed on a cell write
    /// their own).
    void setNumberValue(int value) { m_numberValue = value; }
    int numberValue() const { return m_numberValue; }

    void setOverlayVisible(bool on);
    /// The overlay layers of the current problem kind (the panel's editor picks them).
    void setLayers(OverlayLayers layers);
    OverlayLayers layers() const { return m_layers; }
    bool overlayVisible() const { return m_overlay; }
    void setAttackLinesVisible(bool on);
    void setPatternMarkersVisible(bool on);
    bool patternMarkersVisible() const { return m_markers; }
    /// Whether attack patterns belong to the current kind (exact attack): elsewhere a selected
    /// piece shows no pattern markers.
    void setPatternsApply(bool on);
    void setLabelsVisible(bool on);
    void setTargetsVisible(bool on);
    /// The key below the board: what every colour and mark of the overlays shown means.
    void setLegendVisible(bool on);
    bool legendVisible() const { return m_legend; }
    /// The key's entries as painted now (empty when hidden or when nothing needs a key).
    std::vector<LegendEntry> legend() const;

    /// A pattern from the pattern browser shown over the position (nullopt = none).
    void setPreviewPattern(const std::optional<cpw::AttackPattern> &pattern);
    /// A position shown instead of the document (a running search's partial placement).
    void setLivePlacement(const std::optional<cpw::Placement> &placement);
    /// Move numbers of the position itself (a tour's given opening: its path is drawn with
    /// them); empty = none. A solution shown in preview brings its own.
    void setPositionOrder(const std::vector<int> &order);
    /// Move numbers the problem fixes (FamilyEditor::givenNumbers), drawn as givens where the
    /// position has no numbers of its own (a puzzle's); empty = none.
    void setGivenNumbers(const std::vector<int> &numbers);
    /// Analysis hints per cell (analysis.h), drawn and exported with the overlays; empty = none.
    void setHints(const std::vector<CellHint> &hints);
    const std::vector<CellHint> &hints() const { return m_hints; }

    int selectedCell() const { return m_selected; }
    void setSelectedCell(int cell);

    /// Geometry of the current layout (tests use it to aim mouse events).
    BoardPainter::Geometry geometry() const;
    QPoint cellCenter(int cell) const;
    /// The counts the overlay shows right now (empty when the overlay is off).
    std::vector<int> overlayCounts() const;
    /// The scene as painted now (without interaction-only parts when `forExport`).
    BoardScene scene(bool forExport, bool overlays) const;
    /// The pattern markers currently shown (selected piece's pattern or the browser's preview).
    std::optional<cpw::AttackPattern> shownPattern() const;

    QSize sizeHint() const override { return {640, 640}; }
    QSize minimumSizeHint() const override { return {160, 160}; }

signals:
    /// The Number tool wrote `number` into `cell` (0: cleared it).
    void numberWritten(int cell, int number);
    void selectedCellChanged(int cell);
    void hoveredCellChanged(int cell);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    int cellAt(const QPointF &pos) const;
    /// The Number tool: writes `number` (0 clears) and says so (numberWritten).
    void writeNumber(int cell, int number);
    void setHover(int cell);
    const cpw::Placement &shownPlacement() const;
    /// The board's area: the widget less its border and the key below.
    QRectF boardArea() const;
    QRectF boardArea(const std::vector<LegendEntry> &entries) const;
    int legendPixelSize() const;

    BoardDocument *m_doc;
    Tool m_tool = Tool::Place;
    int m_piece = 0;
    int m_targetValue = 1;
    int m_numberValue = 1;
    int m_typedCell = -1; ///< the cell whose number is being typed digit by digit
    int m_typed = 0;
    bool m_overlay = true;
    OverlayLayers m_layers = AttackCountsLayer;
    std::vector<CellHint> m_hints;
    std::vector<int> m_positionOrder;
    std::vector<int> m_givenNumbers;
    std::vector<char> m_givenNumberCells; ///< the cells of m_givenNumbers, as BoardScene::given
    bool m_lines = true;
    bool m_markers = true;
    bool m_labels = true;
    bool m_targets = false;
    bool m_legend = true;
    bool m_patternsApply = true;
    int m_selected = -1;
    int m_hover = -1;
    // Drag of a piece on the board.
    int m_pressCell = -1;
    QPointF m_pressPos;
    bool m_dragging = false;
    QPointF m_dragPos;
    std::optional<cpw::AttackPattern> m_preview;
    std::optional<cpw::Placement> m_live;
};
