#pragma once
/// \file armyeditor.h
/// The most valuable peaceful army. Its parameters are the generic form ("at least one of each
/// kind", the engine, tuning); custom is the table of the kinds the army may use, each with its
/// value (the parameter "values" and the problem's allowed pieces: whole numbers in the user's
/// units; the default is the puzzle's 1/8, 1/8, 1/14, 1/32, 1/16 in units of 1/224), and the
/// value of the army on the board (with a warning when its pieces attack each other).

#include "cpw/army.h"
#include "familyeditor.h"
#include "retranslator.h"

class QCheckBox;
class QLabel;
class QTableWidget;

class ArmyEditor : public FamilyEditor {
    Q_OBJECT
public:
    ArmyEditor(const cpw::FamilyDescriptor &family, BoardDocument *document, QWidget *parent = nullptr);

    QString precheck() const override;

    // Controls, for tests.
    QTableWidget *valuesTable() const { return m_table; }
    QCheckBox *eachTypeCheck() const;
    QLabel *valueLabel() const { return m_value; }
    /// Ticks a kind and sets its value (the table row of catalogue id `piece`).
    void setValue(int piece, bool allowed, int value);

protected:
    void fillCustom(cpw::Problem &problem, bool everything) const override;
    void loadCustom(const cpw::Problem &problem) override;
    void retranslateCustom() override;

private:
    void rebuildTable();
    void updateArmyValue();
    std::vector<cpw::ArmyValue> checkedValues() const;

    QTableWidget *m_table;
    QLabel *m_value;
    std::vector<int> m_listed; ///< kinds the loaded file gave a value without allowing them (kept)
    std::vector<int> m_order;  ///< the order of the kinds in the loaded "values" (kept)
    bool m_syncing = false;
    Retranslator m_tx{"ArmyEditor"};
};
