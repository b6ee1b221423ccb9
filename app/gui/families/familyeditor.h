#pragma once
/// \file familyeditor.h
/// The GUI's side of the family seam (shared/design-families.md). Every family of the core's
/// table (cpw::families()) gets one FamilyEditor in the problem panel: the generic form of its
/// parameters (ParamForm, built from the family's one declaration, FamilyDescriptor::params),
/// plus custom widgets only where a form cannot do the job (the army's values table, per-cell
/// targets, the tour's start).
///
/// A family's GUI file registers a FamilyGui under the family's name (FAMILY_GUI below): its
/// title, description and form texts in the family's translation context, the overlays the
/// board shows, and, where it needs one, a subclass of FamilyEditor for its custom widgets.
/// createFamilyEditors() walks the core's table and asks for each family's FamilyGui by name;
/// no list in the GUI names the families, and a family without a GUI file still gets its form
/// (labelled with its keys until its texts are written).
///
/// The panel supplies what every problem has (the board, the catalogue, the fixed pieces,
/// "distinct", the run options) and asks the editor to add the rest to a cpw::Problem;
/// validation is the core's (cpw::validateProblem) plus the editor's precheck() for what the
/// core cannot know (e.g. no piece ticked).

#include <QWidget>

#include <span>
#include <string_view>
#include <vector>

#include "boardpainter.h"
#include "cpw/family.h"
#include "cpw/problem.h"
#include "paramform.h"

class BoardDocument;
class FamilyEditor;

/// The label of one of the figures a family's searches report with their progress
/// (cpw::ProgressFigure::key), QT_TRANSLATE_NOOP(the family's context, ...).
struct FigureText {
    const char *key;
    const char *label;
};

/// What a family's summary says of the group its classes ("distinct") are taken under: for one
/// value of the summary's label "classes_under", the run panel's line and the gallery's
/// sentence, each QT_TRANSLATE_NOOP(the family's context, ...).
struct ClassesText {
    const char *key;      ///< the label's value ("board_and_colours")
    const char *distinct; ///< "Distinct under …: %1", %1 the number of classes
    const char *listed;   ///< "%1 listed: one per symmetry class (…) of the %2 solutions."
};

/// What the GUI knows of one family beyond the core's declaration.
struct FamilyGui {
    std::string_view name;            ///< the family's name in the core's table ("cover")
    const char *context;              ///< translation context of the texts below ("CoverEditor")
    /// Where the kind stands in the selector: kinds are listed by this number, and a separator
    /// comes between hundreds (the groups: 0-99 cells to attack, 100-199 pieces that must not
    /// attack, 200-299 paths, 300-399 starting positions; 1000 = after all, for a family without
    /// a place yet). The first kind is a new document's.
    int order = 1000;
    const char *title;                ///< the selector's entry, QT_TRANSLATE_NOOP(context, ...)
    const char *description;          ///< the selector's tool tip (rules, and whose puzzle it is)
    std::span<const ParamText> texts; ///< labels, tool tips and choice texts of the form
    /// The overlays the board, the thumbnails and the exports show for a problem of this kind
    /// (its parameters filled in). nullptr = none.
    OverlayLayers (*layers)(const cpw::Problem &problem) = nullptr;
    bool usesFixedPieces = true; ///< pieces on the board can be fixed (preplaced)
    bool usesTargets = false;    ///< the board's per-cell targets belong to this kind
    bool usesPatterns = false;   ///< the attack-pattern browser applies to this kind
    /// A subclass with custom widgets; nullptr = the generic editor.
    FamilyEditor *(*create)(const cpw::FamilyDescriptor &family, BoardDocument *document,
                            QWidget *parent) = nullptr;
    /// The piece the analysis's hint layer tries on empty cells when the problem has a piece of
    /// its own (n queens' piece, a cover's one piece): its id, or -1 = the palette's piece.
    /// nullptr = always the palette's piece.
    int (*hintPiece)(const cpw::Problem &problem) = nullptr;
    /// Whether the analysis counts the completions of this problem (rather than only looking for
    /// one and an optimum). nullptr = when the family has no objective (cpw::objectiveOf).
    bool (*analysisCounts)(const cpw::Problem &problem) = nullptr;
    /// A solution's caption in the gallery when the kind has a better one than "#7 · 8
    /// pieces" (Chess960: "No. 518 · RNBQKBNR"), in the user's language. nullptr = the
    /// gallery's own.
    QString (*caption)(const cpw::Placement &placement, const cpw::Catalogue &catalogue) = nullptr;
    /// The same problem for an engine that lists its solutions, where the kind's fastest way to
    /// count lists none (a tour counted by the frontier programme or the split): when a count
    /// that listed nothing fits the gallery, the run lists them with this problem afterwards.
    /// nullptr = the kind's searches list what they count.
    cpw::Problem (*listing)(const cpw::Problem &problem) = nullptr;
    /// The labels of the figures the kind's searches report beside the common counters (the
    /// run panel's progress); a figure without one shows its key.
    std::span<const FigureText> figures = {};
    /// The words for the groups the kind's classes are taken under (the summary's label
    /// "classes_under"); without them the run panel says "Distinct under symmetry" and the
    /// gallery "(rotations and reflections)".
    std::span<const ClassesText> classes = {};
};

/// Registers a family's GUI (at static initialisation, through FAMILY_GUI). Returns true.
bool registerFamilyGui(const FamilyGui &gui);
/// The GUI of a family by its name, or nullptr.
const FamilyGui *findFamilyGui(std::string_view name);

/// Registers `gui` (a FamilyGui) when the program starts: one line in a family's GUI file,
/// keyed by the family's descriptor function itself (cpw::<id>Family, which sets the name): a
/// misspelt family does not build (no such function to call).
#define FAMILY_GUI(id, ...)                                                                                  \
    namespace cpw {                                                                                          \
    FamilyDescriptor id##Family();                                                                           \
    }                                                                                                        \
    namespace {                                                                                              \
    const bool id##Registered = registerFamilyGui(FamilyGui{.name = cpw::id##Family().name, __VA_ARGS__});   \
    }

class FamilyEditor : public QWidget {
    Q_OBJECT
public:
    /// The generic editor of `family`: its form, with its GUI texts if it has any. A subclass
    /// passes the keys it shows with its own widgets in `customKeys`, adds those widgets to
    /// formLayout(), and calls refresh() at the end of its constructor.
    FamilyEditor(const cpw::FamilyDescriptor &family, BoardDocument *document, QWidget *parent,
                 std::vector<std::string_view> customKeys = {});

    /// The family's name in the core's table: the kind of the problems this editor builds.
    std::string_view familyName() const { return m_family.name; }
    /// The kind's name in the selector, in the user's language (plain words, the puzzle's name).
    QString title() const;
    /// A longer description for the selector's tool tip (rules, and whose puzzle it is).
    QString description() const;
    /// Adds the family's parameters (params, allowed pieces, targets, ...) to a problem whose
    /// kind, board, catalogue and common fields the panel has filled. With `everything`, greyed
    /// parameters too (the problem that is saved); else only what the search reads.
    void fillProblem(cpw::Problem &problem, bool everything = false) const;
    /// Takes the family's parameters from a loaded problem of this kind.
    void loadProblem(const cpw::Problem &problem);
    /// A message for what makes the problem unsolvable before the core is asked, or empty.
    virtual QString precheck() const { return {}; }
    /// The problem's parameters in words for printed headers: the form's summary(), then the
    /// custom widgets' (customSummary()).
    QStringList summary() const;
    /// The analysis's hint for one empty cell asks about `problem` with `piece` put on `cell`:
    /// by default the piece fixed (preplaced) there; a tour extends its given path instead.
    virtual cpw::Problem withPiece(cpw::Problem problem, int cell, int piece) const;
    /// The overlay layers the board, the thumbnails and the exports show for this kind.
    OverlayLayers layers() const;
    /// Move numbers of the position on the board, per cell (1 = the first, 0 = none), where
    /// the kind reads it as a path (a tour's given opening); empty = none.
    virtual std::vector<int> positionOrder() const { return {}; }
    /// Move numbers the problem fixes, per cell (0 = none): a numbered tour's given numbers,
    /// drawn on the board as the picture itself while the form holds them; empty = none.
    virtual std::vector<int> givenNumbers() const { return {}; }
    /// The kind's place in the selector (FamilyGui::order).
    int order() const { return m_gui ? m_gui->order : 1000; }
    /// Whether pieces on the board can be fixed (preplaced) for this kind.
    bool usesFixedPieces() const { return !m_gui || m_gui->usesFixedPieces; }
    /// Whether the board's per-cell targets belong to this kind (the target tool).
    bool usesTargets() const { return m_gui && m_gui->usesTargets; }
    /// Whether the attack-pattern browser applies to this kind.
    bool usesPatterns() const { return m_gui && m_gui->usesPatterns; }

    /// The generic form of the family's parameters.
    ParamForm *form() const { return m_form; }
    /// The widget of a parameter in the form (nullptr if a custom widget shows it).
    template <class W> W *field(std::string_view key) const { return qobject_cast<W *>(m_form->field(key)); }
    /// Every parameter the editor writes, in the order of the declaration (tests).
    std::vector<const cpw::ParamSpec *> specs() const;
    /// The family's GUI registration (nullptr: none, the form shows keys).
    const FamilyGui *gui() const { return m_gui; }

signals:
    /// Any parameter changed (the panel validates again).
    void changed();
    /// The overlay layers changed (e.g. a cover variant switched).
    void layersChanged();

protected:
    /// The custom widgets' part of fillProblem() and loadProblem().
    virtual void fillCustom(cpw::Problem &, bool /*everything*/) const {}
    virtual void loadCustom(const cpw::Problem &) {}
    /// Called by refresh() with the current problem: switch custom widgets (and form rows,
    /// with form()->setAllowed) on and off.
    virtual void updateCustom(const cpw::Problem &) {}
    /// Texts of custom widgets in the current language (LanguageChange).
    virtual void retranslateCustom() {}
    /// The custom widgets' part of summary(); by default each custom key's value as the
    /// problem holds it ("label: value").
    virtual QStringList customSummary() const;
    /// Greys what does not apply, emits changed() (and layersChanged() when the layers moved).
    /// Custom widgets call it on every edit.
    void refresh();
    bool loading() const { return m_loading; }
    void changeEvent(QEvent *event) override;

    BoardDocument *m_doc;

private:
    cpw::Problem current() const;

    const cpw::FamilyDescriptor &m_family;
    const FamilyGui *m_gui;
    ParamForm *m_form;
    std::vector<std::string_view> m_customKeys;
    OverlayLayers m_layers = NoOverlay;
    bool m_loading = false;
};

/// One editor per family of the core's table, in the selector's order (FamilyGui::order, then
/// the table's).
std::vector<FamilyEditor *> createFamilyEditors(BoardDocument *document, QWidget *parent);
