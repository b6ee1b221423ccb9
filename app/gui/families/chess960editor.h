#pragma once
/// \file chess960editor.h
/// The Chess960 editor: all 960 start positions, or the one with a given number.

#include "familyeditor.h"
#include "retranslator.h"

class QCheckBox;
class QLabel;
class QSpinBox;

class Chess960Editor : public FamilyEditor {
    Q_OBJECT
public:
    Chess960Editor(BoardDocument *document, QWidget *parent = nullptr);

    cpw::ProblemKind kind() const override { return cpw::ProblemKind::Chess960; }
    QString title() const override;
    QString description() const override;
    void fillProblem(cpw::Problem &problem) const override;
    void loadProblem(const cpw::Problem &problem) override;
    QString precheck() const override;
    OverlayLayers layers() const override { return NoOverlay; }
    bool usesFixedPieces() const override { return false; }

    QCheckBox *oneCheck() const { return m_one; }
    QSpinBox *numberSpin() const { return m_number; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateInfo();

    QCheckBox *m_one;
    QSpinBox *m_number;
    QLabel *m_info;
    Retranslator m_tx{"Chess960Editor"};
};
