#pragma once
/// \file covereditor.h
/// The cover puzzle (the fewest pieces of one type such that every cell is occupied or
/// attacked; Fisher's knight cover problem). Its parameters are the generic form (variant,
/// the search for small covers of large boards: time limit, method, symmetry; tuning); custom
/// are the piece (the problem's allowed piece, not a parameter) and what to search for, one
/// choice for the parameters "mode" and "first" (one minimum cover, every minimum cover, every
/// cover with exactly G pieces, or a small cover of a large board).

#include "familyeditor.h"
#include "retranslator.h"

class QComboBox;
class QSpinBox;

class CoverEditor : public FamilyEditor {
    Q_OBJECT
public:
    CoverEditor(const cpw::FamilyDescriptor &family, BoardDocument *document, QWidget *parent = nullptr);

    QString precheck() const override;

    // Controls, for tests.
    QComboBox *pieceBox() const { return m_piece; }
    QComboBox *variantBox() const;
    QComboBox *modeBox() const { return m_mode; }
    QSpinBox *piecesSpin() const;

protected:
    void fillCustom(cpw::Problem &problem, bool everything) const override;
    void loadCustom(const cpw::Problem &problem) override;
    void retranslateCustom() override;

private:
    void rebuildPieces();

    QComboBox *m_piece;
    QComboBox *m_mode;
    bool m_first = false; ///< a loaded "first" beside a mode it means nothing for (kept on save)
    Retranslator m_tx{"CoverEditor"};
};
