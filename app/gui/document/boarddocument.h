#pragma once
/// \file boarddocument.h
/// The edited position: board shape, pieces and per-cell targets, plus the piece catalogue
/// (standard + user-defined pieces). Every edit goes through the undo stack, which the whole
/// document shares (document.h: the problem's settings are edits on the same stack).
///
/// A solution looked at from the gallery is a *preview*, not an edit: shownPlacement() is the
/// solution until the preview is left (leavePreview(), or any undo/redo or reset) or the
/// position is edited. An edit during a preview is made on the solution shown, and the result
/// becomes the position in one undo step.

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <optional>
#include <vector>

#include "cpw/error.h"
#include "cpw/piece.h"
#include "cpw/placement.h"

class BoardDocument : public QObject {
    Q_OBJECT
public:
    /// What one undo step restores.
    struct State {
        cpw::Placement placement;
        std::vector<int> targets; ///< one per cell of the rectangle (kAnyTarget = any)
        /// A numbered-tour puzzle's entries: the move number written in each cell (0 = none);
        /// empty for every other problem.
        std::vector<int> numbers;
        bool operator==(const State &) const = default;
    };

    explicit BoardDocument(QObject *parent = nullptr);

    const cpw::Catalogue &catalogue() const { return m_catalogue; }
    /// The position (what is saved and searched); a preview does not change it.
    const cpw::Placement &placement() const { return m_state.placement; }
    /// What the board shows: the previewed solution, or the position.
    const cpw::Placement &shownPlacement() const { return m_preview ? m_preview->placement : m_state.placement; }
    /// The move order of the previewed tour (empty: none).
    const std::vector<int> &shownOrder() const;
    bool previewing() const { return m_preview.has_value(); }
    /// Shows a solution (of the same board shape; false otherwise) with its tour order, if any.
    bool preview(const cpw::Placement &placement, std::vector<int> order = {});
    /// Shows the position again.
    void leavePreview();
    const cpw::Board &board() const { return m_state.placement.board(); }
    const std::vector<int> &targets() const { return m_state.targets; }
    const State &state() const { return m_state; }
    /// The common target of every cell, or -2 when the cells differ.
    int uniformTarget() const;
    /// Attack counts of what the board shows (cached; holes count 0).
    const std::vector<int> &attackCounts() const;
    QUndoStack *undoStack() { return &m_undo; }

    // Undoable edits. Cells are indices y * width + x.
    /// Places a piece of the colour setPlaceBlack() chose (white unless a two-colour family asks).
    void placePiece(int cell, int pieceId);
    /// Whether the current family has two colours (cpw::FamilyDescriptor::blackPieces; the
    /// problem panel sets it with the kind). Off, every piece placed is white.
    void setTwoColours(bool on);
    bool twoColours() const { return m_twoColours; }
    /// The colour placePiece() uses (the palette's colour switch); black only with two colours.
    void setPlaceBlack(bool black);
    bool placeBlack() const { return m_placeBlack; }
    void removePiece(int cell);
    void movePiece(int from, int to);
    void toggleHole(int cell);
    void setTarget(int cell, int target);
    void setUniformTarget(int k);
    void resizeBoard(int width, int height);
    void clearPieces();
    /// Replaces the pieces (and the board shape if it differs), e.g. paste, FEN, a gallery solution.
    void setPlacement(const cpw::Placement &placement, const QString &undoText);
    /// Applies a whole state as one undo step.
    void setState(const State &state, const QString &undoText);

    /// Writes a move number into a cell of a numbered-tour puzzle (0 clears it); one undo step.
    void setNumber(int cell, int number);

    /// A puzzle's givens (puzzle.h): cells that edits leave alone (one flag per cell; empty =
    /// none). While any cell is locked the board's shape and targets are fixed too. An edit
    /// that would change a locked cell changes nothing and emits lockedEdit().
    void setLocked(std::vector<char> locked);
    const std::vector<char> &locked() const { return m_locked; }
    bool isLocked(int cell) const { return cell >= 0 && cell < int(m_locked.size()) && m_locked[cell]; }

    /// True while an undo step is being applied (observers that derive something from the
    /// position then update it without making an edit of their own).
    bool isApplying() const { return m_applying; }

    /// Replaces everything without undo (opening a file); clears the undo stack.
    void reset(const cpw::Catalogue &catalogue, const State &state);
    /// Adds a user-defined piece (Betza), one undo step; returns its id or the error.
    cpw::Result<int> addCustomPiece(char letter, const QString &name, const QString &betza);

    /// A state for a fresh board of the given size with uniform target k.
    static State freshState(int width, int height, int k);
    /// Counts every change of the position, shape or targets (analysis answers carry it).
    quint64 revision() const { return m_revision; }

signals:
    /// The position, shape or targets changed.
    void changed();
    /// A piece was added to the catalogue.
    void catalogueChanged();
    /// An edit was refused because it would change a puzzle's given cell (-1: the board's
    /// shape or targets, fixed in a puzzle).
    void lockedEdit(int cell);
    /// twoColours() or placeBlack() changed.
    void coloursChanged();
    /// A preview started or ended (shownPlacement() changed, placement() did not).
    void previewChanged();

private:
    friend class StateCommand;
    friend class CatalogueCommand;
    void setCatalogue(const cpw::Catalogue &catalogue);
    void apply(const State &state);
    /// True (and lockedEdit() emitted) when an edit of `cell` (-1: of the shape or targets)
    /// must be refused because a puzzle's givens are locked.
    bool refuseLocked(int cell);
    /// What an edit starts from: the state with the previewed solution, if any, as its position.
    State editBase() const;

    struct Preview {
        cpw::Placement placement;
        std::vector<int> order;
    };

    cpw::Catalogue m_catalogue;
    State m_state;
    bool m_twoColours = false;
    bool m_placeBlack = false;
    QUndoStack m_undo;
    mutable std::vector<int> m_counts;
    mutable bool m_countsValid = false;
    quint64 m_revision = 0;
    std::optional<Preview> m_preview;
    std::vector<char> m_locked;
    bool m_applying = false;
};
