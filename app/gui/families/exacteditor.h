#pragma once
/// \file exacteditor.h
/// Parameters of the exact-attack puzzle (every cell attacked exactly its target number of
/// times): k or per-cell targets (from the board document), allowed pieces, which cells count,
/// canonical or raw counting, all / fewest / most, no pawns, the engine for fewest / most
/// (automatic, search, SAT).

#include "familyeditor.h"
#include "retranslator.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QSpinBox;

class ExactEditor : public FamilyEditor {
    Q_OBJECT
public:
    ExactEditor(BoardDocument *document, QWidget *parent = nullptr);

    cpw::ProblemKind kind() const override { return cpw::ProblemKind::Exact; }
    QString title() const override;
    QString description() const override;
    void fillProblem(cpw::Problem &problem) const override;
    void loadProblem(const cpw::Problem &problem) override;
    QString precheck() const override;
    OverlayLayers layers() const override { return AttackCountsLayer; }
    bool usesTargets() const override { return true; }

    // Controls, for tests.
    QSpinBox *kSpin() const { return m_k; }
    QCheckBox *canonicalCheck() const { return m_canonical; }
    QComboBox *modeBox() const { return m_mode; }
    QComboBox *engineBox() const { return m_engine; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuildPieces();
    void syncFromDocument();
    std::vector<int> allowedPieces() const;

    QSpinBox *m_k;
    QLabel *m_targetsInfo;
    QListWidget *m_pieces;
    QComboBox *m_counting;
    QCheckBox *m_canonical;
    QComboBox *m_mode;
    QCheckBox *m_noPawns;
    QComboBox *m_engine;
    bool m_syncing = false;
    Retranslator m_tx{"ExactEditor"};
};

