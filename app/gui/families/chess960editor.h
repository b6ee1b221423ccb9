#pragma once
/// \file chess960editor.h
/// Chess960: all 960 start positions, or the one with a given number (the generic form), with
/// the back rank of that number shown.

#include "familyeditor.h"

class QCheckBox;
class QLabel;
class QSpinBox;

class Chess960Editor : public FamilyEditor {
    Q_OBJECT
public:
    Chess960Editor(const cpw::FamilyDescriptor &family, BoardDocument *document, QWidget *parent = nullptr);

    QString precheck() const override;

    QCheckBox *oneCheck() const;
    QSpinBox *numberSpin() const;

protected:
    void updateCustom(const cpw::Problem &problem) override;

private:
    QLabel *m_info = nullptr;
};
