#pragma once
/// \file toureditor.h
/// Parameters of the leaper's tour (a knight, or another leaper, visits every cell once): the
/// leaper, open or closed, one tour or all of them counted. The start is the cell of the piece
/// placed on the board (click it there with the piece tool); an empty board starts on a1.

#include "familyeditor.h"
#include "retranslator.h"

class QCheckBox;
class QComboBox;
class QLabel;

class TourEditor : public FamilyEditor {
    Q_OBJECT
public:
    TourEditor(BoardDocument *document, QWidget *parent = nullptr);

    cpw::ProblemKind kind() const override { return cpw::ProblemKind::Tour; }
    QString title() const override;
    QString description() const override;
    void fillProblem(cpw::Problem &problem) const override;
    void loadProblem(const cpw::Problem &problem) override;
    QString precheck() const override;
    OverlayLayers layers() const override;
    bool usesFixedPieces() const override { return false; }

    /// The start cell: the first piece on the board (index order), or -1 for a1.
    int startCell() const;

    // Controls, for tests.
    QComboBox *leaperBox() const { return m_leaper; }
    QCheckBox *closedCheck() const { return m_closed; }
    QCheckBox *countCheck() const { return m_count; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuildLeapers();
    void syncFromDocument();

    QComboBox *m_leaper;
    QCheckBox *m_closed;
    QCheckBox *m_count;
    QLabel *m_start;
    bool m_syncing = false;
    Retranslator m_tx{"TourEditor"};
};
