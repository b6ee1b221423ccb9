#pragma once
/// \file problempanel.h
/// The problem panel: the kind of puzzle (one editor per solver family, see
/// families/familyeditor.h) and what every problem shares: the fixed pieces, and the common
/// parameters of the core's declaration (cpw::commonParams(): distinct counting, and the run
/// options threads, limits, tasks) as a generic form; validated by the core as the user types.
/// It builds a cpw::Problem that cpw::solve runs, whatever the family, and the SearchOptions
/// of the run.

#include <QWidget>

#include <optional>
#include <vector>

#include "boardpainter.h"
#include "cpw/family.h"
#include "cpw/problem.h"
#include "problemsettings.h"
#include "cpw/search.h"
#include "retranslator.h"

class BoardDocument;
class FamilyEditor;
class ParamForm;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

class ProblemPanel : public QWidget {
    Q_OBJECT
public:
    explicit ProblemPanel(BoardDocument *document, QWidget *parent = nullptr);

    /// What a problem is built for: the search (the parameters that mean something for it), or
    /// the file (every parameter, greyed ones too, so that a file loses nothing).
    enum Purpose { ForSearch, ForFile };
    /// The problem for the current document and controls.
    cpw::Problem problem(Purpose purpose = ForSearch) const;
    /// Threads and limits from the controls (callbacks are left empty).
    cpw::SearchOptions searchOptions() const;
    /// Takes the parameters from a loaded problem (the document is loaded separately). False
    /// when no editor handles its kind.
    bool loadProblem(const cpw::Problem &problem);
    /// The settings the controls show (kind and every parameter): what the document keeps.
    ProblemSettings settings() const;
    /// Shows `settings`: every editor goes back to its defaults first, so that nothing of
    /// another problem (a tour's opening, an army's values) stays behind; then the settings'
    /// kind and parameters are loaded. An empty kind is the first kind with its defaults.
    void showSettings(const ProblemSettings &settings);
    /// Shows how the document's search stands ("Running…", "Paused", "Finished") in the status
    /// line while the problem is valid; empty = ready.
    void setRunStatus(const QString &text);
    /// True when the workbench has an editor (and the core a solver) for this kind.
    bool supportsKind(std::string_view kind) const;

    /// Empty when the problem can be solved, else a message saying what is wrong.
    QString validationMessage() const { return m_message; }
    /// The problem as validate() last checked it, prepared for cpw::solve (checked once and its
    /// family's request built once); nullptr when it was not valid.
    const cpw::PreparedProblem *prepared() const { return m_prepared ? &*m_prepared : nullptr; }
    bool isValid() const { return m_message.isEmpty(); }
    /// The status line as shown (the validation message, the run status or "Ready").
    QString statusText() const;
    /// The overlay layers of the current kind.
    OverlayLayers layers() const;

    /// The editor of the current kind, and the editor of a given type (tests).
    FamilyEditor *currentEditor() const;
    /// Every kind's editor, in the selector's order.
    const std::vector<FamilyEditor *> &editors() const { return m_editors; }
    template <class Editor> Editor *editor() const
    {
        for (FamilyEditor *e : m_editors)
            if (auto *found = qobject_cast<Editor *>(e))
                return found;
        return nullptr;
    }
    /// Selects the editor of a kind (as the kind selector does).
    void setKind(std::string_view kind);

    // Controls, for tests and the main window.
    QComboBox *kindBox() const { return m_kind; }
    QCheckBox *fixedPiecesCheck() const { return m_fixed; }
    QCheckBox *distinctCheck() const;
    QSpinBox *limitSpin() const;
    QSpinBox *threadsSpin() const;
    QDoubleSpinBox *timeLimitSpin() const;
    /// The form of the parameters every problem shares (cpw::commonParams()).
    ParamForm *commonForm() const { return m_common; }

protected:
    void changeEvent(QEvent *event) override;

signals:
    void validityChanged(bool valid);
    /// Something of the problem may have changed (emitted on every validation).
    void problemChanged();
    /// The kind or its overlay layers changed.
    void layersChanged(OverlayLayers layers);

public slots:
    /// Re-checks the problem (called on every change of the controls or the document).
    void validate();

private:
    void kindChanged();
    void retitle();
    void showStatus();
    /// Shows a problem's kind and parameters (editor, common form, fixed pieces), then validates.
    void showProblem(const cpw::Problem &problem, bool fixed);
    void setThreadsText();

    BoardDocument *m_doc;
    QComboBox *m_kind;
    QWidget *m_stack;
    FamilyEditor *m_current = nullptr;
    std::vector<FamilyEditor *> m_editors;
    ParamForm *m_common;
    QCheckBox *m_fixed;
    QLabel *m_status;
    QString m_message;
    std::optional<cpw::PreparedProblem> m_prepared;
    QString m_runStatus;
    bool m_syncing = false;
    Retranslator m_tx{"ProblemPanel"};
};
