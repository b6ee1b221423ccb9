#pragma once
/// \file newpuzzledialog.h
/// File > New puzzle (issue 50): the kind, the board, the difficulty and the seed of a puzzle
/// to compose (cpw::composePuzzle, docs/compose.md); composing runs in the background with a
/// Cancel. Also a sheet of several puzzles for print or PDF, puzzles first, their solutions on
/// the pages after (puzzlesheet.h).

#include <QDialog>
#include <QFutureWatcher>

#include <functional>
#include <optional>
#include <stop_token>
#include <vector>

#include "cpw/compose.h"
#include "retranslator.h"

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QPushButton;
class QSpinBox;

class NewPuzzleDialog : public QDialog {
    Q_OBJECT
public:
    /// `base(kind, width, height)` is the problem of that kind a puzzle is made of (the form's
    /// settings of that kind on a board of that size, no givens); `currentKind` is selected first.
    using BaseProblem = std::function<cpw::Problem(const std::string &kind, int width, int height)>;
    NewPuzzleDialog(BaseProblem base, const std::string &currentKind, int threads, QWidget *parent = nullptr);
    ~NewPuzzleDialog() override;

    /// The composed puzzle once the dialog was accepted.
    const std::optional<cpw::Puzzle> &puzzle() const { return m_puzzle; }

    /// The request the controls describe (tests read it; the kind's base problem included).
    cpw::ComposeRequest request() const;
    /// Composes one puzzle in the background; the dialog is accepted when it is done.
    void compose();
    /// Composes `count` puzzles (seeds seed .. seed + count - 1) and writes their sheet as PDF to
    /// `path` (asked for when empty). The dialog stays open.
    void composeSheet(const QString &path = {});
    /// True while composing.
    bool busy() const { return m_watcher.isRunning(); }
    /// The status line (progress, or what went wrong).
    QString statusText() const;

    void setKind(const std::string &kind);
    void setBoardSize(int width, int height);
    void setDifficulty(int level);
    void setSeed(int seed);
    void setSheetCount(int count);

signals:
    /// A sheet was written (path) or could not be (empty path, the reason in statusText()).
    void sheetWritten(const QString &path);

private:
    struct Outcome {
        std::vector<cpw::Puzzle> puzzles;
        std::optional<cpw::Error> error;
        bool stopped = false;
    };
    void start(int count);
    void finished();
    void setBusy(bool busy);

    BaseProblem m_base;
    int m_threads = 0;
    QComboBox *m_kind = nullptr;
    QSpinBox *m_width = nullptr;
    QSpinBox *m_height = nullptr;
    QComboBox *m_difficulty = nullptr;
    QCheckBox *m_fewest = nullptr;
    QSpinBox *m_seed = nullptr;
    QSpinBox *m_sheetCount = nullptr;
    QPushButton *m_sheet = nullptr;
    QLabel *m_status = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QFutureWatcher<Outcome> m_watcher;
    std::stop_source m_stop;
    std::shared_ptr<std::atomic<int>> m_done = std::make_shared<std::atomic<int>>(0);
    int m_count = 1;
    QString m_sheetPath;
    std::optional<cpw::Puzzle> m_puzzle;
    Retranslator m_tx{"NewPuzzleDialog"};
};
