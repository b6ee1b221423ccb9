#pragma once
/// \file covereditor.h
/// Parameters of the cover puzzle (the fewest pieces of one type such that every cell is
/// occupied or attacked; Fisher's knight cover problem): the piece, the variant (plain, total,
/// independent) and what to search for (one minimum cover, every minimum cover, every cover
/// with exactly G pieces, or a small cover of a large board within a time limit).

#include "familyeditor.h"
#include "retranslator.h"

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

class CoverEditor : public FamilyEditor {
    Q_OBJECT
public:
    CoverEditor(BoardDocument *document, QWidget *parent = nullptr);

    cpw::ProblemKind kind() const override { return cpw::ProblemKind::Cover; }
    QString title() const override;
    QString description() const override;
    void fillProblem(cpw::Problem &problem) const override;
    void loadProblem(const cpw::Problem &problem) override;
    QString precheck() const override;
    OverlayLayers layers() const override;

    // Controls, for tests.
    QComboBox *pieceBox() const { return m_piece; }
    QComboBox *variantBox() const { return m_variant; }
    QComboBox *modeBox() const { return m_mode; }
    QSpinBox *piecesSpin() const { return m_pieces; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuildPieces();
    void updateEnabled();

    QComboBox *m_piece;
    QComboBox *m_variant;
    QComboBox *m_mode;
    QSpinBox *m_pieces;
    QDoubleSpinBox *m_timeLimit;
    bool m_syncing = false;
    Retranslator m_tx{"CoverEditor"};
};
