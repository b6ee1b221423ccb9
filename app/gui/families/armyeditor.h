#pragma once
/// \file armyeditor.h
/// Parameters of the most valuable peaceful army: a table of the kinds the army may use, each
/// with its value (whole numbers in the user's units; the default is the puzzle's 1/8, 1/8,
/// 1/14, 1/32, 1/16 in units of 1/224), "at least one of each kind", and the value of the army
/// on the board (with a warning when its pieces attack each other).

#include "cpw/army.h"
#include "familyeditor.h"
#include "retranslator.h"

class QCheckBox;
class QLabel;
class QTableWidget;

class ArmyEditor : public FamilyEditor {
    Q_OBJECT
public:
    ArmyEditor(BoardDocument *document, QWidget *parent = nullptr);

    cpw::ProblemKind kind() const override { return cpw::ProblemKind::Army; }
    QString title() const override;
    QString description() const override;
    void fillProblem(cpw::Problem &problem) const override;
    void loadProblem(const cpw::Problem &problem) override;
    QString precheck() const override;
    OverlayLayers layers() const override { return ConflictsLayer; }

    // Controls, for tests.
    QTableWidget *valuesTable() const { return m_table; }
    QCheckBox *eachTypeCheck() const { return m_eachType; }
    QLabel *valueLabel() const { return m_value; }
    /// Ticks a kind and sets its value (the table row of catalogue id `piece`).
    void setValue(int piece, bool allowed, int value);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuildTable();
    void updateArmyValue();
    std::vector<cpw::ArmyValue> checkedValues() const;

    QTableWidget *m_table;
    QCheckBox *m_eachType;
    QLabel *m_value;
    bool m_syncing = false;
    Retranslator m_tx{"ArmyEditor"};
};
