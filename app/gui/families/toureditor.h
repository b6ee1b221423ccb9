#pragma once
/// \file toureditor.h
/// The leaper's tour (a knight, or another leaper, visits every cell once). Its parameters are
/// the generic form (open or closed, one tour or all of them counted, theory); custom are the
/// leaper, one choice for the parameters "piece" and "leap" (the catalogue's leaping pieces
/// and named (a,b) leapers), and the start: the cell of the piece placed on the board (click
/// it there with the piece tool); an empty board starts on the file's start, else a1.

#include "familyeditor.h"
#include "retranslator.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

class TourEditor : public FamilyEditor {
    Q_OBJECT
public:
    TourEditor(const cpw::FamilyDescriptor &family, BoardDocument *document, QWidget *parent = nullptr);

    QString precheck() const override;

    /// The start cell: the first piece on the board (index order), or -1 for none.
    int startCell() const;

    // Controls, for tests.
    QComboBox *leaperBox() const { return m_leaper; }
    QCheckBox *closedCheck() const;
    QCheckBox *countCheck() const;

protected:
    void fillCustom(cpw::Problem &problem, bool everything) const override;
    void loadCustom(const cpw::Problem &problem) override;
    void retranslateCustom() override;

private:
    void rebuildLeapers();
    void syncFromDocument();

    QComboBox *m_leaper;
    QLabel *m_start;
    std::string m_fileStart;       ///< the loaded file's start, used while no piece is on the board
    std::string m_filePiece = "N"; ///< the loaded piece beside a leap (kept on save)
    QString m_extraLeap;           ///< a loaded (a,b) leaper that is not among the named ones
    bool m_syncing = false;
    Retranslator m_tx{"TourEditor"};
};
