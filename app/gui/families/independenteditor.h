#pragma once
/// \file independenteditor.h
/// Independent placements (the N-queens family). Its parameters are the generic form (the
/// piece and its kind: regular, super, awesome; how many; sets or ordered sequences; the
/// engine); custom is what to search for, one choice for the exclusive parameters "first",
/// "max" and "army" (count, one placement, the most that fit, or a mixed army such as
/// K2Q2B2N1, typed in its own field). Fixed pieces on the board are the preplaced pieces of the
/// completion problem; the board shows pieces that attack each other.

#include "familyeditor.h"
#include "retranslator.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

class IndependentEditor : public FamilyEditor {
    Q_OBJECT
public:
    IndependentEditor(const cpw::FamilyDescriptor &family, BoardDocument *document,
                      QWidget *parent = nullptr);

    QString precheck() const override;

    // Controls, for tests.
    QComboBox *modeBox() const { return m_mode; }
    QComboBox *pieceBox() const;
    QComboBox *kindBox() const;
    QSpinBox *countSpin() const;
    QComboBox *hitsBox() const;
    QLineEdit *armyEdit() const { return m_army; }

protected:
    void fillCustom(cpw::Problem &problem, bool everything) const override;
    void loadCustom(const cpw::Problem &problem) override;
    void updateCustom(const cpw::Problem &problem) override;
    void retranslateCustom() override;

private:
    QComboBox *m_mode;
    QLineEdit *m_army;
    QLabel *m_armyLabel;
    Retranslator m_tx{"IndependentEditor"};
};
