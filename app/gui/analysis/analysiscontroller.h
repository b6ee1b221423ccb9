#pragma once
/// \file analysiscontroller.h
/// The analysis mode of the window (Search > Analyse, F6): while it is on, every edit of the
/// position or the problem starts a new analysis (analysis.h) after a short pause; its text
/// stands in the run panel, its hints on the board.

#include <QObject>
#include <QTimer>

#include "retranslator.h"

class Analysis;
class BoardDocument;
class BoardView;
class Document;
class ProblemPanel;
class QAction;
class QBoxLayout;
class QLabel;
class QWidget;

class AnalysisController : public QObject {
    Q_OBJECT
public:
    /// Adds the Analyse button to `buttons` and the analysis text to `column` (of `container`).
    AnalysisController(Document *document, ProblemPanel *panel, BoardView *view, QWidget *container,
                       QBoxLayout *buttons, QBoxLayout *column);
    ~AnalysisController() override;

    /// Search > Analyse (checkable, F6).
    QAction *action() const { return m_analyseAction; }
    Analysis *analysis() const { return m_analysis; }
    /// What the analysis knows about the position, in words.
    QString analysisText() const;
    /// Starts the analysis of the current position now (the debounce timer calls it).
    void restartAnalysis();
    /// An edit happened: the old answers go, a new analysis starts after the debounce.
    void schedule();
    /// Stops the analysis and waits for its workers (before the editors go).
    void stopAndWait();
    void retranslate() { m_tx.retranslate(); }

    /// Delay between an edit and the analysis of the new position (milliseconds).
    static constexpr int kAnalysisDebounce = 150;

signals:
    void message(const QString &text, int timeoutMs);
    /// A text of the panel appeared (the window scrolls it into view).
    void textShown(QWidget *widget);

private:
    void setAnalysing(bool on);
    void showAnalysis();
    QStringList conflicts() const;
    QString piecesInWords() const;
    QString solvedRule() const;

    BoardDocument *m_doc;
    ProblemPanel *m_panel;
    BoardView *m_view;
    Analysis *m_analysis;
    QAction *m_analyseAction = nullptr;
    QLabel *m_analysisText = nullptr;
    QTimer m_analysisDebounce;
    Retranslator m_tx{"AnalysisController"};
};
