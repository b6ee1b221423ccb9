#pragma once
/// \file exacteditor.h
/// The exact-attack puzzle (every cell attacked exactly its target number of times). Its
/// parameters are the generic form (all / fewest / most, which cells count, canonical or raw
/// counting, no pawns, the engine); custom are k or the per-cell targets (the board document's)
/// and the allowed pieces (the problem's, not parameters).

#include "familyeditor.h"
#include "retranslator.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;
class PieceList;

class ExactEditor : public FamilyEditor {
    Q_OBJECT
public:
    ExactEditor(const cpw::FamilyDescriptor &family, BoardDocument *document, QWidget *parent = nullptr);

    QString precheck() const override;

    // Controls, for tests.
    QSpinBox *kSpin() const { return m_k; }
    QCheckBox *canonicalCheck() const;
    QComboBox *modeBox() const;
    QComboBox *engineBox() const;

protected:
    void fillCustom(cpw::Problem &problem, bool everything) const override;
    void loadCustom(const cpw::Problem &problem) override;
    void updateCustom(const cpw::Problem &problem) override;
    void retranslateCustom() override;

private:
    void rebuildPieces();
    void syncFromDocument();

    QSpinBox *m_k;
    QLabel *m_targetsInfo;
    PieceList *m_pieces;
    bool m_syncing = false;
    Retranslator m_tx{"ExactEditor"};
};
