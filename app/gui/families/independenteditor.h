#pragma once
/// \file independenteditor.h
/// Parameters of independent placements (the N-queens family): the piece and its kind
/// (regular, super, awesome), how many pieces (or the most that fit, or one placement), sets or
/// ordered sequences, or a mixed army such as K2Q2B2N1. Fixed pieces on the board are the
/// preplaced pieces of the completion problem; the board shows pieces that attack each other.

#include "familyeditor.h"
#include "retranslator.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

class IndependentEditor : public FamilyEditor {
    Q_OBJECT
public:
    IndependentEditor(BoardDocument *document, QWidget *parent = nullptr);

    cpw::ProblemKind kind() const override { return cpw::ProblemKind::Independent; }
    QString title() const override;
    QString description() const override;
    void fillProblem(cpw::Problem &problem) const override;
    void loadProblem(const cpw::Problem &problem) override;
    QString precheck() const override;
    OverlayLayers layers() const override { return ConflictsLayer; }

    // Controls, for tests.
    QComboBox *modeBox() const { return m_mode; }
    QComboBox *pieceBox() const { return m_piece; }
    QComboBox *kindBox() const { return m_kind; }
    QSpinBox *countSpin() const { return m_count; }
    QComboBox *hitsBox() const { return m_hits; }
    QLineEdit *armyEdit() const { return m_army; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuildPieces();
    void updateEnabled();
    QString pieceLetter() const;

    QComboBox *m_mode;
    QComboBox *m_piece;
    QComboBox *m_kind;
    QSpinBox *m_count;
    QComboBox *m_hits;
    QLineEdit *m_army;
    QLabel *m_armyLabel;
    bool m_syncing = false;
    Retranslator m_tx{"IndependentEditor"};
};
