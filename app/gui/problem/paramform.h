#pragma once
/// \file paramform.h
/// The form of a family's parameters, built from the core's one declaration (cpw/params.h):
/// one row per ParamSpec, its widget chosen by the type (bool: check box, or a combo box when
/// the texts name its two values; int / real: spin box within the declared range; choice:
/// combo box; piece: combo box of the catalogue's pieces; piece list: PieceList; cell and
/// text: line edit). The form writes the widgets' values into a cpw::Problem's params, loads
/// them back, hides a row while its "enabled when" condition (cpw::paramEnabled) does not
/// hold (it means nothing for the problem shown), folds the rarely needed rows
/// (ParamText::advanced) under an "Advanced" switch, and emits changed() on every edit.
///
/// The core holds no user text. Labels, tool tips and choice texts come from a table of
/// ParamText in the app, keyed by parameter (and value), in a translation context of its own
/// (each family's table lives in the family's GUI file; the panel has the common ones). A key
/// without a text shows its key and the core's English help, so that a new family has a
/// working form before its texts are written.

#include <QStringList>
#include <QWidget>

#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cpw/params.h"
#include "cpw/problem.h"

class BoardDocument;
class QFormLayout;
class QLabel;
class QToolButton;

/// One text of a form: the label of parameter `id` (with its tool tip), or, when `id` is
/// "key=value", the text of one value of a choice (or of a bool shown as a combo box: the
/// values "false" and "true"). Texts are marked with QT_TRANSLATE_NOOP(context, ...).
struct ParamText {
    enum Style {
        Plain,    ///< the widget of the type
        Inverted, ///< a bool whose check box says the opposite ("Count each pattern once" = !raw)
        Optional, ///< an int whose default is its minimum: a check box (the label) and a spin box
    };
    const char *id;
    const char *text;
    const char *help = nullptr;    ///< tool tip
    const char *special = nullptr; ///< int / real: the text shown for the smallest value ("none")
    const char *suffix = nullptr;  ///< int / real: a unit after the number (" s")
    Style style = Plain;
    /// Rarely needed (tuning: the results are the same either way): the row sits in the form's
    /// folded "Advanced" section.
    bool advanced = false;
};

class ParamForm : public QWidget {
    Q_OBJECT
public:
    /// A form for `specs` (in their order), with `texts` in translation context `context`.
    /// Keys in `skip` get no row (their owner shows them its own way).
    ParamForm(const char *context, std::span<const ParamText> texts,
              std::vector<const cpw::ParamSpec *> specs, BoardDocument *document, QWidget *parent,
              std::vector<std::string_view> skip = {});

    /// Writes the value of every row into problem.params: all of them with `everything`, else
    /// only the enabled rows (greyed parameters mean nothing to the search). Run options are
    /// written only when they differ from their default.
    void fill(cpw::Problem &problem, bool everything) const;
    /// Sets every row from the problem's params (the declared default where a key is absent).
    void load(const cpw::Problem &problem);
    /// Greys the rows whose condition does not hold for `problem` (the owner's current
    /// values, custom ones included) or that the owner switched off with setAllowed().
    void updateEnabled(const cpw::Problem &problem);
    /// Switches a row off (or on again) for a reason of the owner's, beside its condition.
    void setAllowed(std::string_view key, bool allowed);

    /// The widget of a key (nullptr when the form has no row for it): QCheckBox, QSpinBox,
    /// QDoubleSpinBox, QComboBox, PieceList or QLineEdit; for an Optional int, the spin box
    /// (optionalCheck() gives its check box).
    QWidget *field(std::string_view key) const;
    /// The check box of an Optional int.
    QWidget *optionalCheck(std::string_view key) const;
    /// The current value of a row (its declared default if the form has no such row).
    cpw::ParamValue value(std::string_view key) const;
    /// Sets a row's value as loading a problem would.
    void setValue(std::string_view key, const cpw::ParamValue &value);
    /// The form's layout, and the row of a key in it (-1 if none): owners insert their
    /// custom rows where they belong.
    QFormLayout *formLayout() const { return m_layout; }
    int rowOf(std::string_view key) const;
    /// The tool tip of a key in the current language (its help text), or empty.
    QString help(std::string_view key) const;
    /// The label of a key in the current language ("Piece:"), also for keys without a row.
    QString label(std::string_view key) const;
    /// The form in words, for printed headers: "Label: value" for each row that applies
    /// (greyed rows left out), a ticked check box's own text, nothing for an unticked one.
    QStringList summary() const;
    /// The specs of the rows, in their order.
    std::vector<const cpw::ParamSpec *> specs() const;
    /// The ids a table lacks for `specs`: a label for every key, a text for every choice
    /// (tests check that every family's form is worded in full).
    static QStringList missingTexts(std::span<const ParamText> texts,
                                    const std::vector<const cpw::ParamSpec *> &specs);
    /// The ids of a table that name no parameter or value of `specs` (texts left behind).
    static QStringList strayTexts(std::span<const ParamText> texts,
                                  const std::vector<const cpw::ParamSpec *> &specs);

    /// Sets every text again in the current language (the owner calls it on LanguageChange).
    void retranslate();
    /// Unfolds (or folds) the "Advanced" section; it is folded at first.
    void setAdvancedShown(bool on);
    /// The words on the section's switch (translation context ParamForm; "Advanced" by default).
    void setAdvancedTitle(const char *source, const char *toolTip);
    bool advancedShown() const;
    /// The switch of the "Advanced" section (shown only when the section has a row that applies).
    QToolButton *advancedToggle() const { return m_advancedToggle; }

signals:
    /// A value changed by the user (not by load() or setValue()).
    void changed();

private:
    struct Field {
        const cpw::ParamSpec *spec;
        QWidget *widget = nullptr;
        QWidget *check = nullptr; ///< Optional: the check box; Bool: the check box itself
        QLabel *label = nullptr;
        ParamText::Style style = ParamText::Plain;
        bool allowed = true;        ///< setAllowed()
        bool conditionHolds = true; ///< its "enabled when" (updateEnabled())
        bool enabled = true;        ///< both
        bool advanced = false;      ///< in the "Advanced" section (ParamText::advanced)
    };
    QFormLayout *layoutFor(const Field &f) const;
    void updateAdvancedToggle();
    void retranslateToggle();
    const ParamText *text(std::string_view id) const;
    QString translated(const char *source) const;
    void addRow(const cpw::ParamSpec *spec);
    void makeWidget(Field &f);
    void applyTexts(Field &f);
    void applyEnabled(Field &f);
    void rebuildPieces(Field &f);
    void emitChanged();
    const Field *find(std::string_view key) const;
    Field *find(std::string_view key);

    const char *m_context;
    std::span<const ParamText> m_texts;
    BoardDocument *m_doc;
    QFormLayout *m_layout;
    QToolButton *m_advancedToggle = nullptr;
    const char *m_advancedTitle;
    const char *m_advancedTip;
    QWidget *m_advanced = nullptr;
    QFormLayout *m_advancedLayout = nullptr;
    std::vector<Field> m_fields;
    bool m_syncing = false;
};
