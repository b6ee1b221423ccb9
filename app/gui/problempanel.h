#pragma once
/// \file problempanel.h
/// The problem panel: the kind of puzzle (one editor per solver family, see
/// families/familyeditor.h) and what every problem shares (fixed pieces, distinct counting,
/// threads, limits), validated by the core as the user types. It builds a cpw::Problem that
/// cpw::solve runs, whatever the family.

#include <QWidget>

#include <vector>

#include "boardpainter.h"
#include "cpw/problem.h"
#include "cpw/search.h"
#include "retranslator.h"

class BoardDocument;
class FamilyEditor;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QStackedWidget;

class ProblemPanel : public QWidget {
    Q_OBJECT
public:
    explicit ProblemPanel(BoardDocument *document, QWidget *parent = nullptr);

    /// The problem for the current document and controls, as it is solved and saved.
    cpw::Problem problem() const;
    /// Threads and limits from the controls (callbacks are left empty).
    cpw::SearchOptions searchOptions() const;
    /// Takes the parameters from a loaded problem (the document is loaded separately). False
    /// when no editor handles its kind.
    bool loadProblem(const cpw::Problem &problem);
    /// True when the workbench has an editor (and the core a solver) for this kind.
    bool supportsKind(cpw::ProblemKind kind) const;

    /// Empty when the problem can be solved, else a message saying what is wrong.
    QString validationMessage() const { return m_message; }
    bool isValid() const { return m_message.isEmpty(); }
    /// The overlay layers of the current kind.
    OverlayLayers layers() const;

    /// The editor of the current kind, and the editor of a given type (tests).
    FamilyEditor *currentEditor() const;
    template <class Editor> Editor *editor() const
    {
        for (FamilyEditor *e : m_editors)
            if (auto *found = qobject_cast<Editor *>(e))
                return found;
        return nullptr;
    }
    /// Selects the editor of a kind (as the kind selector does).
    void setKind(cpw::ProblemKind kind);

    // Controls, for tests and the main window.
    QComboBox *kindBox() const { return m_kind; }
    QCheckBox *fixedPiecesCheck() const { return m_fixed; }
    QCheckBox *distinctCheck() const { return m_distinct; }
    QSpinBox *limitSpin() const { return m_limit; }
    QSpinBox *threadsSpin() const { return m_threads; }
    QDoubleSpinBox *timeLimitSpin() const { return m_timeLimit; }

protected:
    void changeEvent(QEvent *event) override;

signals:
    void validityChanged(bool valid);
    /// The kind or its overlay layers changed.
    void layersChanged(OverlayLayers layers);

public slots:
    /// Re-checks the problem (called on every change of the controls or the document).
    void validate();

private:
    void kindChanged();
    void retitle();

    BoardDocument *m_doc;
    QComboBox *m_kind;
    QStackedWidget *m_stack;
    std::vector<FamilyEditor *> m_editors;
    QCheckBox *m_distinct;
    QCheckBox *m_fixed;
    QSpinBox *m_threads;
    QSpinBox *m_limit;
    QDoubleSpinBox *m_timeLimit;
    QLabel *m_status;
    QString m_message;
    bool m_syncing = false;
    Retranslator m_tx{"ProblemPanel"};
};
