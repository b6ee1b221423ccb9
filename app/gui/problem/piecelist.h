#pragma once
/// \file piecelist.h
/// Small widgets the family editors share: the allowed-pieces list (piece icons with check
/// boxes) and a combo box that does not grow with its longest entry.

#include <QListWidget>

#include <vector>

#include "cpw/piece.h"

class QComboBox;

/// The allowed-pieces list: exactly as tall as its rows of icons need at the width it gets, so
/// that it never hides a row behind a scroll bar when the panel is narrow.
class PieceList : public QListWidget {
    Q_OBJECT
public:
    explicit PieceList(QWidget *parent);
    /// Every piece in view at the width it is given: the list grows a row rather than hide
    /// pieces behind a scroll bar (a narrow window wraps the grid).
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    /// Lists the catalogue's pieces; keeps the ticks of the pieces listed before (the first
    /// time: the six standard pieces ticked).
    void rebuild(const cpw::Catalogue &catalogue);
    /// The ticked piece ids.
    std::vector<int> checkedIds() const;
    /// Ticks exactly these ids (empty = the six standard pieces).
    void setCheckedIds(const std::vector<int> &ids);

private:
    cpw::Catalogue m_catalogue; ///< the pieces listed (rebuilt in a new language)
};

/// A combo box for the problem panel: it takes the panel's width rather than the width of its
/// longest (German, Hungarian) entry; the open list shows the entries in full.
QComboBox *newCombo(QWidget *parent);

/// Fills `box` with the catalogue's pieces ("N  Knight" with its icon, the piece id as data),
/// keeping the piece chosen before (the first time: `defaultLetter`); signals blocked.
void rebuildPieceCombo(QComboBox *box, const cpw::Catalogue &catalogue, char defaultLetter);
