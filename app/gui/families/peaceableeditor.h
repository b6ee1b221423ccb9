#pragma once
/// \file peaceableeditor.h
/// Parameters of peaceably coexisting armies (m white and m black pieces of one kind, none
/// attacking a piece of the other colour; R. A. Bosch's queens, OEIS A250000): the piece and
/// what to search for (the largest army, every optimal placement, an army of exactly M, or the
/// best army of a large board within a time limit). Fixed pieces keep their colour (the
/// palette's colour switch places black ones).

#include "familyeditor.h"
#include "retranslator.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

class PeaceableEditor : public FamilyEditor {
    Q_OBJECT
public:
    PeaceableEditor(BoardDocument *document, QWidget *parent = nullptr);

    cpw::ProblemKind kind() const override { return cpw::ProblemKind::Peaceable; }
    QString title() const override;
    QString description() const override;
    void fillProblem(cpw::Problem &problem) const override;
    void loadProblem(const cpw::Problem &problem) override;
    QString precheck() const override;
    OverlayLayers layers() const override { return ColourAttacksLayer; }

    // Controls, for tests.
    QComboBox *pieceBox() const { return m_piece; }
    QComboBox *modeBox() const { return m_mode; }
    QSpinBox *armySpin() const { return m_army; }
    QCheckBox *blackBox() const { return m_black; }

protected:
    void changeEvent(QEvent *event) override;
    /// The colour switch acts only while this family is chosen.
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void rebuildPieces();
    void updateEnabled();

    QComboBox *m_piece;
    QComboBox *m_mode;
    QSpinBox *m_army;
    QDoubleSpinBox *m_timeLimit;
    QCheckBox *m_black;
    bool m_syncing = false;
    Retranslator m_tx{"PeaceableEditor"};
};
