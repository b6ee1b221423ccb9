#pragma once
/// \file patternbrowser.h
/// Steps through all attack patterns (seed 000) of a piece on a cell: the board shows the
/// pattern's attacked cells, the cells that must be free (blue rings) and those that must be
/// occupied (red rings). Patterns are computed off the GUI thread.

#include <QFutureWatcher>
#include <QWidget>

#include <functional>
#include <optional>
#include <vector>

#include "cpw/exact.h"
#include "retranslator.h"

class BoardDocument;
class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;

class PatternBrowser : public QWidget {
    Q_OBJECT
public:
    explicit PatternBrowser(BoardDocument *document, QWidget *parent = nullptr);

    /// The cell whose patterns are listed (the board's selected cell).
    void setCell(int cell);
    int patternCount() const { return int(m_cellPatterns.size()); }
    /// Patterns of the piece on the whole board (0 while computing).
    int totalPatterns() const { return int(m_all.size()); }
    /// Chooses the piece (catalogue id) whose patterns are browsed.
    void setPiece(int pieceId);
    int currentIndex() const { return m_index; }
    /// Rough number of patterns a piece has on the board (product of ray lengths + 1 per ride).
    static double estimatePatterns(const cpw::Board &board, const cpw::PieceType &piece);

public slots:
    void next();
    void previous();
    void setActive(bool on);

protected:
    void changeEvent(QEvent *event) override;

signals:
    /// The pattern to show on the board (nullopt = none).
    void patternChanged(const std::optional<cpw::AttackPattern> &pattern);

private:
    void recompute();
    void refilter();
    void show(int index);
    void rebuildPieces();
    /// Shows the text made by `text`, which is called again after a language switch.
    void setInfo(std::function<QString()> text);

    BoardDocument *m_doc;
    QComboBox *m_piece;
    QCheckBox *m_canonical;
    QCheckBox *m_active;
    QPushButton *m_prev;
    QPushButton *m_next;
    QLabel *m_info;
    int m_cell = -1;
    int m_index = -1;
    std::vector<cpw::AttackPattern> m_all;
    std::vector<cpw::AttackPattern> m_cellPatterns;
    QFutureWatcher<std::vector<cpw::AttackPattern>> m_watcher;
    int m_generation = 0;
    cpw::Board m_lastBoard;
    std::function<QString()> m_infoText;
    Retranslator m_tx{"PatternBrowser"};
};
