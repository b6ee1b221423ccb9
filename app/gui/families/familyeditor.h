#pragma once
/// \file familyeditor.h
/// The GUI's side of the family seam (shared/design-families.md): one parameter editor per
/// solver family behind this small interface. ProblemPanel holds the kind selector and a stack
/// of editors (made by createFamilyEditors(), editors.cpp); the main window, the search
/// controller and the painter never ask which family runs.
///
/// An editor owns only its family's controls. The panel supplies what every problem has (the
/// board, the catalogue, the fixed pieces, "distinct", threads and limits) and asks the editor
/// to add the rest to a cpw::Problem; validation is the core's (cpw::validateProblem) plus the
/// editor's precheck() for what the core cannot know (e.g. no piece ticked).

#include <QWidget>

#include <memory>
#include <vector>

#include "boardpainter.h"
#include "cpw/problem.h"

class BoardDocument;

class FamilyEditor : public QWidget {
    Q_OBJECT
public:
    FamilyEditor(BoardDocument *document, QWidget *parent) : QWidget(parent), m_doc(document) {}

    /// The problem kind this editor builds (its family in the core's table).
    virtual cpw::ProblemKind kind() const = 0;
    /// The kind's name in the selector, in the user's language (plain words, the puzzle's name).
    virtual QString title() const = 0;
    /// A longer description for the selector's tool tip (rules, and whose puzzle it is).
    virtual QString description() const { return {}; }
    /// Adds the family's parameters (params, allowed pieces, targets, ...) to a problem whose
    /// kind, board, catalogue and common fields the panel has filled.
    virtual void fillProblem(cpw::Problem &problem) const = 0;
    /// Takes the family's parameters from a loaded problem of this kind.
    virtual void loadProblem(const cpw::Problem &problem) = 0;
    /// A message for what makes the problem unsolvable before the core is asked, or empty.
    virtual QString precheck() const { return {}; }
    /// The overlay layers the board, the thumbnails and the exports show for this kind.
    virtual OverlayLayers layers() const = 0;
    /// Whether pieces on the board can be fixed (preplaced) for this kind.
    virtual bool usesFixedPieces() const { return true; }
    /// Whether the board's per-cell targets belong to this kind (the target tool).
    virtual bool usesTargets() const { return false; }

signals:
    /// Any parameter changed (the panel validates again).
    void changed();
    /// The overlay layers changed (e.g. a cover variant switched).
    void layersChanged();

protected:
    BoardDocument *m_doc;
};

/// Every family's editor, in the order of the core's family table. Adding a family adds one
/// line in editors.cpp.
std::vector<FamilyEditor *> createFamilyEditors(BoardDocument *document, QWidget *parent);
