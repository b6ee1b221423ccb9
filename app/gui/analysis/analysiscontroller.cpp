#include "analysiscontroller.h"

/*
 * The analysis mode (Search > Analyse, analysis.h): the action and its button, the debounce
 * between an edit and the new analysis, the panel's text and the board's hint layer. Every
 * change of the document, the problem's parameters or the palette's piece restarts the
 * debounce timer; when it fires the analysis of the current position starts with the
 * document's revision, which stops the previous one. Switching off stops at once.
 */

#include <QAction>
#include <QBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>

#include "analysis.h"
#include "cpw/attacks.h"
#include "boarddocument.h"
#include "boardview.h"
#include "document.h"
#include "errortext.h"
#include "familytexts.h"
#include "families/familyeditor.h"
#include "piecerenderer.h"
#include "problempanel.h"

AnalysisController::AnalysisController(Document *document, ProblemPanel *panel, BoardView *view,
                                       QWidget *container, QBoxLayout *buttons, QBoxLayout *column)
    : QObject(container), m_doc(document->position()), m_panel(panel), m_view(view), m_analysis(new Analysis(this))
{
    QWidget *panelWidget = container;
    m_analyseAction = new QAction(QIcon(QStringLiteral(":/icons/target.svg")), QString(), this);
    m_analyseAction->setCheckable(true);
    m_analyseAction->setShortcut(QKeySequence(Qt::Key_F6));
    m_tx.bind(m_analyseAction, "text", QT_TR_NOOP("&Analyse"));
    m_tx.bind(m_analyseAction, "toolTip",
              QT_TR_NOOP("Analyse the position while you edit it: can it be completed, in how many ways, "
                         "and where can the next piece go (F6)"));
    auto *button =
        m_tx.bind(new QPushButton(m_analyseAction->icon(), QString(), panelWidget), "text", QT_TR_NOOP("Analyse"));
    button->setObjectName(QStringLiteral("analyseButton"));
    button->setCheckable(true);
    buttons->addWidget(button);
    connect(button, &QPushButton::toggled, m_analyseAction, &QAction::setChecked);
    connect(m_analyseAction, &QAction::toggled, button, &QPushButton::setChecked);
    // Disabled with its action (a puzzle being solved has no analysis).
    connect(m_analyseAction, &QAction::enabledChanged, button, &QPushButton::setEnabled);
    connect(m_analyseAction, &QAction::toggled, this, &AnalysisController::setAnalysing);

    m_analysisText = new QLabel(panelWidget);
    m_analysisText->setObjectName(QStringLiteral("analysisText"));
    m_analysisText->setWordWrap(true);
    m_analysisText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_analysisText->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_analysisText->setVisible(false);
    column->addWidget(m_analysisText);

    m_analysisDebounce.setSingleShot(true);
    m_analysisDebounce.setInterval(kAnalysisDebounce);
    connect(&m_analysisDebounce, &QTimer::timeout, this, &AnalysisController::restartAnalysis);
    connect(m_analysis, &Analysis::summaryChanged, this, &AnalysisController::showAnalysis);
    connect(m_analysis, &Analysis::hintsChanged, this, [this] {
        if (m_analyseAction->isChecked())
            m_view->setHints(m_analysis->hints());
    });
    // Every change of the position, the problem or the hovered cell: a new analysis.
    connect(m_doc, &BoardDocument::changed, this, &AnalysisController::schedule);
    connect(m_panel, &ProblemPanel::problemChanged, this, &AnalysisController::schedule);
    connect(m_view, &BoardView::hoveredCellChanged, m_analysis, &Analysis::setFocusCell);
}

AnalysisController::~AnalysisController()
{
    stopAndWait();
}

void AnalysisController::stopAndWait()
{
    // The analysis's workers ask the family editors for hint problems: they end first.
    m_analysis->stop();
    m_analysis->waitForFinished();
}

void AnalysisController::setAnalysing(bool on)
{
    if (on) {
        m_analysisText->setVisible(true);
        restartAnalysis();
        emit textShown(m_analysisText);
        emit message(tr("Analysis on: it follows every change of the position."), 4000);
        return;
    }
    m_analysisDebounce.stop();
    m_analysis->stop();
    m_view->setHints({});
    m_analysisText->setVisible(false);
}

void AnalysisController::schedule()
{
    if (!m_analyseAction || !m_analyseAction->isChecked())
        return;
    // The old position's answers go at once; the new analysis starts when the edits pause.
    if (m_analysis->revision() != m_doc->revision()) {
        m_analysis->stop();
        m_view->setHints({});
    }
    m_analysisDebounce.start();
}

void AnalysisController::restartAnalysis()
{
    m_analysisDebounce.stop();
    if (!m_analyseAction->isChecked())
        return;
    const cpw::Problem problem = Analysis::completionProblem(m_panel->problem(), m_doc->placement());
    const int piece = Analysis::hintPieceFor(problem, m_view->currentPiece());
    m_view->setHints({});
    // A hint's problem is the family editor's (a tour extends its path); the editor outlives
    // the analysis's workers (both belong to this window, and switching off stops them).
    Analysis::WithPiece withPiece;
    if (const FamilyEditor *editor = m_panel->currentEditor())
        withPiece = [editor](const cpw::Problem &p, int cell, int piece) {
            return editor->withPiece(p, cell, piece);
        };
    m_analysis->analyse(problem, piece, m_doc->revision(), m_panel->searchOptions().threads,
                        std::move(withPiece));
}

void AnalysisController::showAnalysis()
{
    if (m_analysisText && m_analyseAction->isChecked())
        m_analysisText->setText(analysisText());
}

/*
 * Conflicts in words. Where the kind forbids attacks (its overlays say so: the conflicts layer of
 * non-attacking placements and armies, the colour layer of peaceable armies, where only attacks
 * across the colours count), every attacking pair of the position is named, "d1 and e2 attack
 * each other", rather than the core's message about "preplaced" pieces: to the person at the
 * board these are simply the pieces they put there.
 */
QStringList AnalysisController::conflicts() const
{
    const OverlayLayers layers = m_panel->layers();
    const bool anyColour = layers & ConflictsLayer;
    const bool acrossColours = layers & ColourAttacksLayer;
    if (!anyColour && !acrossColours)
        return {};
    const cpw::Placement &p = m_doc->placement();
    const cpw::Board &board = p.board();
    const cpw::Catalogue &catalogue = m_doc->catalogue();
    const cpw::CellSet occupied = p.occupied();
    std::vector<cpw::CellSet> hits(board.area());
    for (int i = 0; i < board.area(); ++i) {
        const int id = p.at(i);
        if (id >= 0 && id < catalogue.size())
            hits[i] = cpw::attackedCells(board, catalogue.piece(id), i, occupied) & occupied;
    }
    QStringList pairs;
    for (int i = 0; i < board.area(); ++i)
        for (int j = i + 1; j < board.area(); ++j) {
            if (!hits[i].test(j) && !hits[j].test(i))
                continue;
            if (acrossColours && !anyColour && p.isBlack(i) == p.isBlack(j))
                continue;
            const QString a = QString::fromStdString(board.cellName(i));
            const QString b = QString::fromStdString(board.cellName(j));
            pairs << (hits[i].test(j) && hits[j].test(i) ? tr("%1 and %2 attack each other").arg(a, b)
                      : hits[i].test(j)                  ? tr("%1 attacks %2").arg(a, b)
                                                         : tr("%1 attacks %2").arg(b, a));
        }
    return pairs;
}

/// The position in words for the solved state: "8 × Queen" per kind of piece, in board order.
QString AnalysisController::piecesInWords() const
{
    const cpw::Placement &p = m_doc->placement();
    const cpw::Catalogue &catalogue = m_doc->catalogue();
    std::vector<int> count(catalogue.size(), 0);
    std::vector<int> order;
    for (int i = 0; i < p.board().area(); ++i) {
        const int id = p.at(i);
        if (id < 0 || id >= catalogue.size())
            continue;
        if (count[id]++ == 0)
            order.push_back(id);
    }
    QStringList parts;
    for (int id : order)
        parts << QStringLiteral("%1 × %2").arg(count[id]).arg(pieceDisplayName(catalogue.piece(id)));
    return parts.join(QStringLiteral(", "));
}

/// What the kind's solutions have in common, from its overlays (what the board shows is what
/// the rules ask).
QString AnalysisController::solvedRule() const
{
    const OverlayLayers layers = m_panel->layers();
    if (layers & ColourAttacksLayer)
        return tr("no piece attacks one of the other colour");
    if (layers & UncoveredLayer)
        return tr("every cell is covered");
    if (layers & ConflictsLayer)
        return tr("no two pieces attack each other");
    if (layers & AttackCountsLayer)
        return tr("every cell is attacked as often as its target says");
    return tr("the problem's conditions hold");
}

QString AnalysisController::analysisText() const
{
    const Analysis::Summary &s = m_analysis->summary();
    const QLocale locale;
    const QStringList clash = conflicts();
    if (!clash.isEmpty())
        return tr("Analysis: no solution can contain this position: %1.").arg(clash.join(QStringLiteral("; ")));
    if (s.error)
        return tr("Analysis: this position cannot be analysed: %1").arg(cpw::errorText(*s.error));
    QStringList lines;
    if (s.solved()) {
        lines << tr("Solved: %1; %2.").arg(piecesInWords(), solvedRule());
        if (!s.objective.none())
            lines << tr("No solution does better (proven).");
        return lines.join(QLatin1Char('\n'));
    }
    const std::optional<bool> can = s.completable();
    lines << (!can   ? tr("Analysis: searching whether this position can be completed…")
              : *can ? tr("Analysis: this position can be completed.")
                     : tr("Analysis: no completion exists (proven)."));
    if (s.positionSolves && !s.objective.none() && s.stats && s.stats->complete)
        lines << tr("The position is a solution, but not the best one.");
    const bool ended = s.stats.has_value();
    const bool complete = ended && s.stats->complete;
    const int fixed = m_doc->placement().pieceCount();
    const bool oneAsked = ended && !complete && s.stats->reason == cpw::StopReason::SolutionLimit;
    if (s.counting && !oneAsked)
        lines << (complete ? tr("Completions: %1 (exact, the search has ended)")
                           : tr("Completions found so far: %1"))
                     .arg(locale.toString(quint64(s.solutions)));
    if (s.best && !s.objective.none()) {
        if (const cpw::ObjectiveWords *words = cpw::objectiveWords(s.objective.unit)) // the family's unit
            lines << cpw::say(complete ? words->reachable : words->soFar).arg(*s.best);
        else if (s.objective.sense == cpw::ObjectiveSense::Minimise)
            lines << (complete ? tr("Fewest pieces to finish: %1 more (%2 in all, proven)")
                               : tr("Fewest pieces to finish so far: %1 more (%2 in all)"))
                         .arg(int(*s.best) - fixed)
                         .arg(int(*s.best));
        else
            lines << (complete ? tr("Most pieces reachable: %1 (proven)") : tr("Most pieces found so far: %1"))
                         .arg(int(*s.best));
    }
    if (ended && !complete && s.stats->reason == cpw::StopReason::SolutionLimit)
        lines << tr("The problem asks for one solution, so the analysis stops at the first completion "
                    "(switch the problem's counting on to count them all).");
    else if (ended && !complete)
        lines << tr("The analysis stopped before the search ended.");
    const std::vector<CellHint> &hints = m_analysis->hints();
    int evaluated = 0, live = 0, empty = 0;
    for (int i = 0; i < int(hints.size()); ++i) {
        if (m_doc->board().isHole(i) || m_doc->placement().at(i) != cpw::kEmpty)
            continue;
        ++empty;
        if (hints[i].state != CellHint::Pending)
            ++evaluated;
        if (hints[i].state == CellHint::Live)
            ++live;
    }
    const int piece = Analysis::hintPieceFor(m_panel->problem(), m_view->currentPiece());
    if (empty > 0 && piece >= 0 && piece < m_doc->catalogue().size())
        lines << tr("Hints for %1: %2 of %3 empty cells answered; on %4 of them a piece still allows a "
                    "solution (green).")
                     .arg(pieceDisplayName(m_doc->catalogue().piece(piece)))
                     .arg(evaluated)
                     .arg(empty)
                     .arg(live);
    return lines.join(QLatin1Char('\n'));
}
