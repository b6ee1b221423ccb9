#pragma once
/// \file piecepalette.h
/// The piece palette: one button per catalogue piece (standard, fairy, user-defined) plus the
/// eraser, hole and target tools. A click selects the tool; dragging a piece button onto the
/// board places the piece.

#include <QWidget>

#include "boardview.h"
#include "retranslator.h"

class BoardDocument;
class QButtonGroup;
class QGridLayout;
class QSpinBox;
class QCheckBox;

class PiecePalette : public QWidget {
    Q_OBJECT
public:
    explicit PiecePalette(BoardDocument *document, QWidget *parent = nullptr);

    /// The buttons' ids beside the pieces' (a piece's id is its catalogue id).
    enum ToolId { kEraser = -2, kHole = -3, kTarget = -4 };
    /// Selects the Place tool with this piece.
    void selectPiece(int pieceId);
    /// The tool in use: a piece id (Place) or a ToolId. Its button is the one shown pressed.
    int toolId() const { return m_tool; }
    /// The colour switch (white = 0, black = 1), shown only for a two-colour family (tests).
    QButtonGroup *colourSwitch() const { return m_colourGroup; }
    /// The tool buttons (pieces by id, and the ToolId buttons), for tests.
    QButtonGroup *toolButtons() const { return m_group; }
    QWidget *colourRow() const { return m_colours; }
    /// Whether per-cell targets belong to the current kind: elsewhere the target tool and its
    /// value are hidden (and a chosen target tool gives way to the piece).
    void setTargetsApply(bool on);

protected:
    void changeEvent(QEvent *event) override;

signals:
    void toolChanged(BoardView::Tool tool, int pieceId);
    void targetValueChanged(int value);

private:
    void rebuild();
    /// Makes `id` the tool in use: presses its button and tells the board.
    void chooseTool(int id);
    /// Tool tips of the piece and tool buttons in the current language.
    void updateToolTips();
    void addPieceDialog();

    BoardDocument *m_doc;
    QButtonGroup *m_group;
    QGridLayout *m_grid;
    /// Shows the colour switch where the family has two colours; piece icons in the colour placed.
    void updateColours();

    QWidget *m_colours;
    QButtonGroup *m_colourGroup;
    QSpinBox *m_targetValue;
    bool m_targetsApply = true;
    QWidget *m_targets = nullptr; ///< the target tool's group (value, "any")
    QCheckBox *m_anyTarget;
    int m_current = 0; ///< the piece the Place tool places
    int m_tool = 0;    ///< the tool in use (toolId())
    Retranslator m_tx{"PiecePalette"};
};

/// The dialog for a user-defined piece: letter, name and Betza text, validated while typing.
class CustomPieceDialog;
