#pragma once
/// \file problempanel.h
/// The problem panel: the solver family and its parameters, validated as the user types.
/// Today the core has the exact-attack solver (seed 000); the panel builds its ExactRequest
/// from the document (board, targets, board pieces) and the controls.

#include <QWidget>

#include "cpw/exact.h"
#include "cpw/problem.h"
#include "cpw/search.h"
#include "retranslator.h"

class BoardDocument;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QSpinBox;

class ProblemPanel : public QWidget {
    Q_OBJECT
public:
    explicit ProblemPanel(BoardDocument *document, QWidget *parent = nullptr);

    /// The request for the current document and controls.
    cpw::ExactRequest request() const;
    /// Threads and limits from the controls (callbacks are left empty).
    cpw::SearchOptions searchOptions() const;
    /// The problem as it would be saved.
    cpw::Problem problem() const;
    /// Takes the parameters from a loaded problem (the document is loaded separately).
    void loadProblem(const cpw::Problem &problem);

    /// Empty when the problem can be solved, else a message saying what is wrong.
    QString validationMessage() const { return m_message; }
    bool isValid() const { return m_message.isEmpty(); }

    // Controls, for tests and the main window.
    QSpinBox *kSpin() const { return m_k; }
    QCheckBox *fixedPiecesCheck() const { return m_fixed; }
    QCheckBox *canonicalCheck() const { return m_canonical; }
    QSpinBox *limitSpin() const { return m_limit; }
    QSpinBox *threadsSpin() const { return m_threads; }

protected:
    void changeEvent(QEvent *event) override;

signals:
    void validityChanged(bool valid);

public slots:
    /// Re-checks the problem (called on every change of the controls or the document).
    void validate();

private:
    void rebuildPieces();
    void syncFromDocument();
    std::vector<int> allowedPieces() const;

    BoardDocument *m_doc;
    QComboBox *m_kind;
    QSpinBox *m_k;
    QLabel *m_targetsInfo;
    QListWidget *m_pieces;
    QComboBox *m_counting;
    QCheckBox *m_canonical;
    QComboBox *m_mode;
    QCheckBox *m_noPawns;
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
