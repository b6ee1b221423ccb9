#pragma once
/// \file peaceableeditor.h
/// Peaceably coexisting armies (m white and m black pieces of one kind, none attacking a piece
/// of the other colour; R. A. Bosch's queens, OEIS A250000). Its parameters are the generic
/// form (an army of exactly M, counting every placement, the best army of a large board within
/// the time limit, tuning); custom are the piece (the problem's allowed piece, not a parameter)
/// and the colour switch: fixed pieces keep their colour, and while this family is chosen the
/// palette places black ones when the switch is on.

#include "familyeditor.h"
#include "retranslator.h"

class QComboBox;

class PeaceableEditor : public FamilyEditor {
    Q_OBJECT
public:
    PeaceableEditor(const cpw::FamilyDescriptor &family, BoardDocument *document, QWidget *parent = nullptr);

    QString precheck() const override;

    // Controls, for tests.
    QComboBox *pieceBox() const { return m_piece; }

protected:
    void fillCustom(cpw::Problem &problem, bool everything) const override;
    void loadCustom(const cpw::Problem &problem) override;
    void retranslateCustom() override;

private:
    void rebuildPieces();

    QComboBox *m_piece;
    Retranslator m_tx{"PeaceableEditor"};
};
