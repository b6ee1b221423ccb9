#pragma once
/// \file toureditor.h
/// The leaper's tour (a knight, or another leaper, visits every cell once). Its parameters are
/// the generic form (open or closed, one tour or all of them counted, theory); custom are the
/// leaper, one choice for the parameters "piece" and "leap" (the catalogue's leaping pieces
/// and named (a,b) leapers), and the start: the cell of the piece placed on the board (click
/// it there with the piece tool); an empty board starts on the file's start, else a1.
///
/// More pieces on the board make a partial path, the tour's given opening (the parameter
/// "path"): the cells in the order the pieces were placed (a removed piece leaves the path,
/// pieces that arrive together, e.g. pasted, join in index order). The analysis mode then
/// says whether the path extends to a tour and in how many ways, and its hints ask, for each
/// cell, whether the path extended by it still does (withPiece).

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

    /// The start cell: the first cell of path(), or -1 for none.
    int startCell() const;
    /// A count with no start given: the count is over every start.
    bool countsEveryStart() const;
    /// The partial path on the board: the cells of its pieces in the order they were placed.
    const std::vector<int> &path() const { return m_path; }
    cpw::Problem withPiece(cpw::Problem problem, int cell, int piece) const override;

    // Controls, for tests.
    QComboBox *leaperBox() const { return m_leaper; }
    QCheckBox *closedCheck() const;
    QCheckBox *countCheck() const;

protected:
    void fillCustom(cpw::Problem &problem, bool everything) const override;
    void loadCustom(const cpw::Problem &problem) override;
    void retranslateCustom() override;
    QStringList customSummary() const override;
    void updateCustom(const cpw::Problem &problem) override;

public:
    /// The given opening's move numbers: the pieces in the order they were placed.
    std::vector<int> positionOrder() const override;
    std::vector<int> givenNumbers() const override;

protected:

private:
    void rebuildLeapers();
    void syncFromDocument();

    QComboBox *m_leaper;
    QLabel *m_start = nullptr;
    std::vector<int> m_path;       ///< the pieces' cells in the order they were placed
    std::string m_fileStart;       ///< the loaded file's start, used while no piece is on the board
    std::string m_filePath;        ///< the loaded file's opening, used while no piece is on the board
    std::string m_filePiece = "N"; ///< the loaded piece beside a leap (kept on save)
    QString m_extraLeap;           ///< a loaded (a,b) leaper that is not among the named ones
    bool m_syncing = false;
    Retranslator m_tx{"TourEditor"};
};
