#include "puzzlecontroller.h"

/*
 * Solving a puzzle. A puzzle is a problem whose givens leave one solution. To know that, and
 * to know the solution that Check and Hint compare with, the controller searches the puzzle
 * once in the background (QtConcurrent::run: cpw::completions, the family's complete solver in
 * its puzzle form with a limit of two; a kind the core does not compose: its own search): none, or two, and the problem is no puzzle; one, and the document becomes the
 * puzzle (Document::replace with Contents::puzzle, which locks the givens). From then on
 * everything is a comparison with that solution (Puzzle::check, Puzzle::hint): no search runs
 * while the person works. Where the core can rate the puzzle (cpw::rateDifficulty, the
 * family's simple deductions, docs/compose.md) the box says its level.
 */

#include <QAction>
#include <QBoxLayout>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QUndoStack>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

#include "analysis/analysis.h"
#include "boarddocument.h"
#include "boardview.h"
#include "cpw/compose.h"
#include "cpw/family.h"
#include "cpw/params.h"
#include "document.h"
#include "errortext.h"
#include "families/familyeditor.h"
#include "kindtitle.h"
#include "problempanel.h"
#include "newpuzzledialog.h"
#include "puzzle.h"

PuzzleController::PuzzleController(Document *document, ProblemPanel *panel, BoardView *view, QWidget *column,
                                   QBoxLayout *layout, int index, QList<QWidget *> hide, QList<QAction *> rest)
    : QObject(column), m_doc(document), m_panel(panel), m_view(view)
{
    for (QWidget *w : hide)
        m_hide.append(w);
    for (QAction *a : rest)
        m_rest.append(a);

    m_new = m_tx.bind(new QAction(this), "text", QT_TR_NOOP("New &puzzle…"));
    m_new->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    m_tx.bind(m_new, "toolTip",
              QT_TR_NOOP("Compose a puzzle with exactly one solution (kind, board, difficulty) and solve it, "
                         "or make a sheet of them to print"));
    connect(m_new, &QAction::triggered, this, &PuzzleController::newPuzzle);
    m_solve = m_tx.bind(new QAction(this), "text", QT_TR_NOOP("&Solve it yourself"));
    m_tx.bind(m_solve, "toolTip",
              QT_TR_NOOP("Make the problem on the board a puzzle: its pieces (a tour: its numbers) are the "
                         "givens, and you place the rest. It must have exactly one solution."));
    m_check = m_tx.bind(new QAction(this), "text", QT_TR_NOOP("&Check"));
    m_check->setShortcut(QKeySequence(Qt::Key_F7));
    m_tx.bind(m_check, "toolTip", QT_TR_NOOP("Is what you placed right so far? Says how it stands, not where (F7)"));
    m_hint = m_tx.bind(new QAction(this), "text", QT_TR_NOOP("&Hint"));
    m_hint->setShortcut(QKeySequence(Qt::Key_F8));
    m_tx.bind(m_hint, "toolTip",
              QT_TR_NOOP("Show one cell: a piece or number of yours that is wrong, else one of the solution's (F8)"));
    m_show = m_tx.bind(new QAction(this), "text", QT_TR_NOOP("Show the &solution"));
    m_tx.bind(m_show, "toolTip", QT_TR_NOOP("Show the puzzle's solution (any edit returns to your position)"));
    m_leave = m_tx.bind(new QAction(this), "text", QT_TR_NOOP("&Leave the puzzle"));
    m_tx.bind(m_leave, "toolTip",
              QT_TR_NOOP("Edit the board freely again: the pieces stay where they are, nothing is fixed"));
    connect(m_solve, &QAction::triggered, this, &PuzzleController::solveItYourself);
    connect(m_check, &QAction::triggered, this, &PuzzleController::check);
    connect(m_hint, &QAction::triggered, this, &PuzzleController::hint);
    connect(m_show, &QAction::triggered, this, &PuzzleController::showSolution);
    connect(m_leave, &QAction::triggered, this, &PuzzleController::leave);

    m_box = m_tx.bind(new QGroupBox(column), "title", QT_TR_NOOP("Puzzle"));
    m_box->setObjectName(QStringLiteral("puzzleBox"));
    auto *bl = new QVBoxLayout(m_box);
    m_caption = new QLabel(m_box);
    m_caption->setObjectName(QStringLiteral("puzzleCaption"));
    m_caption->setWordWrap(true);
    bl->addWidget(m_caption);
    m_numberRow = new QWidget(m_box);
    auto *nl = new QHBoxLayout(m_numberRow);
    nl->setContentsMargins(0, 0, 0, 0);
    auto *numberLabel = m_tx.bind(new QLabel(m_numberRow), "text", QT_TR_NOOP("Next number:"));
    m_number = new QSpinBox(m_numberRow);
    m_number->setObjectName(QStringLiteral("puzzleNumber"));
    m_number->setRange(1, 1);
    m_tx.bind(m_number, "toolTip",
              QT_TR_NOOP("The number a click writes into a cell; it moves on by itself. Digits typed on a "
                         "cell write that number; Delete or a right click clears it."));
    numberLabel->setBuddy(m_number);
    nl->addWidget(numberLabel);
    nl->addWidget(m_number);
    nl->addStretch(1);
    bl->addWidget(m_numberRow);
    connect(m_number, &QSpinBox::valueChanged, m_view, &BoardView::setNumberValue);
    auto *buttons = new QGridLayout;
    auto button = [&](QAction *action, const char *name, const char *text, int row, int col) {
        auto *b = m_tx.bind(new QPushButton(m_box), "text", text);
        b->setObjectName(QLatin1String(name));
        connect(b, &QPushButton::clicked, action, &QAction::trigger);
        connect(action, &QAction::enabledChanged, b, &QPushButton::setEnabled);
        buttons->addWidget(b, row, col);
    };
    button(m_check, "puzzleCheck", QT_TR_NOOP("Check"), 0, 0);
    button(m_hint, "puzzleHint", QT_TR_NOOP("Hint"), 0, 1);
    button(m_show, "puzzleShow", QT_TR_NOOP("Solution"), 1, 0);
    button(m_leave, "puzzleLeave", QT_TR_NOOP("Leave"), 1, 1);
    bl->addLayout(buttons);
    m_status = new QLabel(m_box);
    m_status->setObjectName(QStringLiteral("puzzleStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    bl->addWidget(m_status);
    layout->insertWidget(index, m_box);

    connect(&m_watcher, &QFutureWatcher<Outcome>::finished, this, &PuzzleController::searchFinished);
    connect(m_doc, &Document::puzzleChanged, this, &PuzzleController::updateBox);
    connect(m_doc, &Document::aboutToReplace, this, [this] {
        // A search for the old document's solution is of no use any more.
        m_stop.request_stop();
    });
    connect(m_doc->position(), &BoardDocument::changed, this, [this] {
        m_verdict.clear();
        updateVerdict();
    });
    connect(m_doc->position(), &BoardDocument::previewChanged, this, &PuzzleController::updateVerdict);
    connect(m_doc->position(), &BoardDocument::lockedEdit, this, [this](int cell) {
        if (!m_doc->puzzle())
            return;
        emit message(cell >= 0 ? tr("%1 is a given of the puzzle: it stays as it is.")
                                     .arg(QString::fromStdString(m_doc->position()->board().cellName(cell)))
                               : tr("The board of a puzzle stays as it is (Leave the puzzle to edit it)."),
                     4000);
    });
    connect(m_view, &BoardView::numberWritten, this, &PuzzleController::numberWritten);
    updateBox();
}

PuzzleController::~PuzzleController()
{
    m_stop.request_stop();
    m_watcher.waitForFinished();
}

void PuzzleController::waitForFinished()
{
    m_watcher.waitForFinished();
    QCoreApplication::sendPostedEvents(&m_watcher);
}

void PuzzleController::retranslate()
{
    m_tx.retranslate();
    updateBox();
}

void PuzzleController::solveItYourself()
{
    if (busy())
        return;
    cpw::Problem p = m_panel->problem(ProblemPanel::ForSearch);
    const BoardDocument *pos = m_doc->position();
    p.preplaced = pos->placement();
    p.preplaced.board() = p.board;
    // A numbered tour's numbers written on the board are its givens.
    const std::vector<int> &numbers = pos->state().numbers;
    if (std::any_of(numbers.begin(), numbers.end(), [](int n) { return n > 0; }))
        p.params["numbers"] = Puzzle::numbersText(p.board, numbers);
    startSearch(p, 0, true);
}

void PuzzleController::startPuzzle(const cpw::Problem &problem, std::optional<cpw::Solution> solution,
                                   int difficulty)
{
    m_pendingNumbers = Puzzle::savedNumbers(problem);
    if (solution) {
        enter(problem, *solution, difficulty);
        return;
    }
    startSearch(problem, difficulty, false);
}

void PuzzleController::startSearch(const cpw::Problem &problem, int difficulty, bool fromDocument)
{
    if (busy()) {
        m_stop.request_stop();
        m_watcher.waitForFinished();
    }
    const cpw::Problem p = Analysis::completionProblem(problem, problem.preplaced);
    m_pending = p;
    m_pendingFromDocument = fromDocument;
    m_stop = std::stop_source();
    const int threads = m_panel->searchOptions().threads;
    m_status->setText(tr("Looking for the puzzle's solution…"));
    m_box->setVisible(true);
    m_solve->setEnabled(false);
    m_watcher.setFuture(QtConcurrent::run([p, threads, difficulty, token = m_stop.get_token()] {
        Outcome out;
        out.difficulty = difficulty;
        cpw::SearchOptions options;
        options.threads = threads;
        options.solutionLimit = 2;
        options.onSolution = [&out](const cpw::Solution &s) {
            if (!out.first)
                out.first = s;
        };
        // Where the core composes the kind, it counts the completions in the family's puzzle
        // form (a tour that only finds one is counted from every start) and keeps the first;
        // other kinds: the problem's own search, to two solutions.
        if (cpw::canCompose(p.kind)) {
            cpw::Solution first;
            const cpw::Result<int> n = cpw::completions(p, 2, token, threads, &first);
            if (!n.ok()) {
                out.error = n.error();
                return out;
            }
            out.stats.complete = true;
            out.stats.solutions = std::uint64_t(n.value());
            if (n.value() == 1)
                out.first = first;
        } else {
            cpw::Result<cpw::SearchStats> stats = cpw::solve(p, token, options);
            if (!stats.ok()) {
                out.error = stats.error();
                return out;
            }
            out.stats = stats.value();
        }
        // How hard it is, where the puzzle does not say (a file, or the board's own problem).
        if (out.difficulty == 0 && out.stats.solutions == 1 && out.stats.complete && cpw::canCompose(p.kind)) {
            const cpw::Result<cpw::Difficulty> d = cpw::rateDifficulty(p, token);
            if (d.ok())
                out.difficulty = d->level;
        }
        return out;
    }));
}

void PuzzleController::searchFinished()
{
    m_solve->setEnabled(!m_doc->puzzle());
    if (m_watcher.isCanceled() || m_stop.stop_requested()) {
        updateBox();
        return;
    }
    const Outcome out = m_watcher.result();
    QString why;
    if (out.error) {
        why = cpw::errorText(*out.error, QString());
    } else if (out.stats.solutions == 0 && out.stats.complete) {
        why = tr("This problem has no solution with these givens, so it is no puzzle.");
    } else if (out.stats.solutions >= 2) {
        why = tr("This problem has more than one solution with these givens, so it is no puzzle yet: "
                 "add givens until only one is left (Search > Analyse shows where).");
    } else if (out.stats.solutions == 0 || !out.stats.complete || !out.first) {
        why = tr("The search for the puzzle's solution did not finish, so it is not known to have "
                 "exactly one.");
    }
    if (!why.isEmpty()) {
        m_status->setText(why);
        if (!m_doc->puzzle())
            m_box->setVisible(!m_pendingFromDocument);
        emit message(why, 8000);
        return;
    }
    enter(m_pending, *out.first, out.difficulty);
}

void PuzzleController::newPuzzle()
{
    const FamilyEditor *e = m_panel->currentEditor();
    NewPuzzleDialog dialog([this](const std::string &kind, int w, int h) { return composeBase(kind, w, h); },
                           e ? std::string(e->familyName()) : std::string(), m_panel->searchOptions().threads,
                           m_box->window());
    dialog.setBoardSize(m_doc->position()->board().width(), m_doc->position()->board().height());
    // Unsaved changes are asked about before the new puzzle takes the document's place.
    if (dialog.exec() == QDialog::Accepted && dialog.puzzle() && (!m_maybeSave || m_maybeSave()))
        openComposed(*dialog.puzzle());
}

cpw::Problem PuzzleController::composeBase(const std::string &kind, int width, int height) const
{
    cpw::Problem p;
    p.kind = kind;
    p.catalogue = m_doc->position()->catalogue();
    p.board = cpw::Board(width, height);
    p.preplaced = cpw::Placement(p.board);
    for (const FamilyEditor *e : m_panel->editors())
        if (e->familyName() == kind)
            e->fillProblem(p, false);
    // Targets follow the board on screen only where its size is the puzzle's: else the form's
    // one target for every cell.
    if (!p.targets.empty() && p.targets.size() != std::size_t(p.board.area())) {
        const int k = m_doc->position()->uniformTarget();
        p.setUniformTarget(k >= 0 ? k : 1);
    }
    // No givens and no answer mode of its own: composing makes the puzzle form (cpw/compose.h).
    p = Analysis::completionProblem(p, cpw::Placement(p.board));
    for (const char *key : {"count", "path", "numbers", "start"})
        p.params.erase(key);
    return p;
}

void PuzzleController::openComposed(const cpw::Puzzle &puzzle)
{
    m_pendingNumbers.clear();
    enter(puzzle.problem, puzzle.solution, puzzle.difficulty.level, true);
}

void PuzzleController::enter(const cpw::Problem &problem, const cpw::Solution &solution, int difficulty, bool fresh)
{
    Puzzle z = Puzzle::make(problem, solution, difficulty);
    Document::Contents c;
    const BoardDocument *pos = m_doc->position();
    c.catalogue = fresh ? problem.catalogue : pos->catalogue();
    c.state = pos->state();
    if (fresh || c.state.placement.board().area() != problem.board.area())
        c.state = BoardDocument::freshState(problem.board.width(), problem.board.height(), 1);
    if (problem.targets.size() == std::size_t(problem.board.area()))
        c.state.targets = problem.targets;
    if (z.isTour()) {
        // A numbered tour shows numbers, not pieces: the givens and what was written before.
        c.state.placement = cpw::Placement(problem.board);
        std::vector<int> numbers = m_pendingNumbers.size() == z.givenNumbers.size() ? m_pendingNumbers : z.givenNumbers;
        for (std::size_t i = 0; i < numbers.size(); ++i)
            if (z.givenNumbers[i] > 0)
                numbers[i] = z.givenNumbers[i];
        c.state.numbers = numbers;
    } else {
        c.state.numbers.clear();
        for (int i = 0; i < problem.board.area(); ++i)
            if (z.given[i])
                c.state.placement.set(i, z.solution.at(i), z.solution.isBlack(i));
    }
    c.state.placement.board() = problem.board;
    c.settings = ProblemSettings::of(problem);
    c.settings.fixed = true;
    if (!fresh) {
        c.path = m_doc->path();
        c.example = m_doc->example();
    }
    c.puzzle = z;
    m_pendingNumbers.clear();
    m_hints = 0;
    m_wasSolved = false;
    m_verdict.clear();
    const bool modified = !fresh && m_doc->isModified();
    m_doc->replace(c);
    if (modified)
        m_doc->undoStack()->resetClean(); // unsaved work stays unsaved
    emit message(tr("Puzzle: place the rest; Check (F7) says how it stands, Hint (F8) shows a cell."), 6000);
}

QString PuzzleController::kindWords() const
{
    const std::optional<Puzzle> &z = m_doc->puzzle();
    if (!z)
        return {};
    return kindTitle(z->problem.kind);
}

void PuzzleController::updateBox()
{
    const std::optional<Puzzle> &z = m_doc->puzzle();
    const bool on = z.has_value();
    for (const QPointer<QWidget> &w : m_hide)
        if (w)
            w->setVisible(!on);
    for (const QPointer<QAction> &a : m_rest)
        if (a) {
            if (on && a->isCheckable() && a->isChecked())
                a->setChecked(false);
            a->setEnabled(!on);
        }
    m_box->setVisible(on || busy());
    m_check->setEnabled(on);
    m_hint->setEnabled(on);
    m_show->setEnabled(on);
    m_leave->setEnabled(on);
    m_solve->setEnabled(!on && !busy());
    m_numberRow->setVisible(on && z->isTour());
    if (on && z->isTour()) {
        m_view->setTool(BoardView::Tool::Number);
        m_number->setRange(1, std::max(1, static_cast<int>(z->problem.board.cellCount())));
        m_number->setValue(nextNumber(0));
        m_view->setNumberValue(m_number->value());
    } else if (m_view->tool() == BoardView::Tool::Number) {
        m_view->setTool(BoardView::Tool::Place);
    }
    if (on) {
        const cpw::Board &b = z->problem.board;
        m_caption->setText(tr("%1 on %2x%3 · %4 given · %5")
                               .arg(kindWords())
                               .arg(b.width())
                               .arg(b.height())
                               .arg(z->givenCount())
                               .arg(Puzzle::levelText(z->difficulty)));
    }
    emit puzzleShown(on);
    updateVerdict();
}

void PuzzleController::updateVerdict()
{
    const std::optional<Puzzle> &z = m_doc->puzzle();
    if (!z) {
        if (!busy())
            m_status->clear();
        return;
    }
    const BoardDocument *pos = m_doc->position();
    const Puzzle::Verdict v = z->check(pos->state());
    QString text;
    if (pos->previewing()) {
        text = tr("The solution is shown. Any edit, or Esc, returns to your position.");
    } else if (v.solved()) {
        if (m_hints == 0)
            text = z->isTour() ? tr("Solved! Every number is where the one tour has it.")
                               : tr("Solved! Every piece is where the one solution has it.");
        else
            text = m_hints == 1 ? tr("Solved, with one hint.") : tr("Solved, with %1 hints.").arg(m_hints);
        if (!m_wasSolved)
            emit message(text, 6000);
    } else if (!m_verdict.isEmpty()) {
        text = m_verdict;
    } else {
        text = z->isTour() ? tr("%1 numbers still to write.").arg(v.missing + v.wrong)
                           : tr("%1 pieces still to place.").arg(v.missing + v.wrong);
    }
    m_wasSolved = v.solved() && !pos->previewing();
    m_status->setText(text);
    m_hint->setEnabled(!v.solved());
    m_check->setEnabled(true);
}

void PuzzleController::check()
{
    const std::optional<Puzzle> &z = m_doc->puzzle();
    if (!z)
        return;
    m_doc->position()->leavePreview();
    const Puzzle::Verdict v = z->check(m_doc->position()->state());
    if (v.solved()) {
        m_verdict.clear();
    } else if (v.wrong > 0) {
        if (z->isTour())
            m_verdict = v.wrong == 1 ? tr("Not right: one of your numbers is not where the tour has it.")
                                     : tr("Not right: %1 of your numbers are not where the tour has them.").arg(v.wrong);
        else
            m_verdict = v.wrong == 1 ? tr("Not right: one of your pieces is not part of the solution.")
                                     : tr("Not right: %1 of your pieces are not part of the solution.").arg(v.wrong);
    } else {
        m_verdict = z->isTour() ? tr("Right so far: %1 numbers still to write.").arg(v.missing)
                                : tr("Right so far: %1 pieces still to place.").arg(v.missing);
    }
    updateVerdict();
    emit message(m_status->text(), 5000);
}

void PuzzleController::hint()
{
    const std::optional<Puzzle> &z = m_doc->puzzle();
    if (!z)
        return;
    BoardDocument *pos = m_doc->position();
    pos->leavePreview();
    const Puzzle::Hint h = z->hint(pos->state());
    if (h.cell < 0)
        return;
    const QString cell = QString::fromStdString(pos->board().cellName(h.cell));
    ++m_hints;
    QString text;
    if (h.wrong) {
        text = z->isTour() ? tr("Hint: the number on %1 is not the tour's.").arg(cell)
                           : tr("Hint: the piece on %1 is not part of the solution.").arg(cell);
        m_view->setSelectedCell(h.cell);
    } else if (z->isTour()) {
        pos->setNumber(h.cell, z->order[h.cell]);
        text = tr("Hint: %1 is move %2.").arg(cell).arg(z->order[h.cell]);
    } else {
        const bool wasBlack = pos->placeBlack();
        pos->setPlaceBlack(z->solution.isBlack(h.cell));
        pos->placePiece(h.cell, z->solution.at(h.cell));
        pos->setPlaceBlack(wasBlack);
        text = tr("Hint: a piece belongs on %1.").arg(cell);
        m_view->setSelectedCell(h.cell);
    }
    m_verdict = text;
    updateVerdict();
    emit message(text, 5000);
}

void PuzzleController::showSolution()
{
    const std::optional<Puzzle> &z = m_doc->puzzle();
    if (!z)
        return;
    m_doc->position()->preview(z->solution, z->order);
}

void PuzzleController::leave()
{
    m_doc->leavePuzzle();
    emit message(tr("The puzzle is left: the board is yours to edit."), 4000);
}

void PuzzleController::numberWritten(int cell, int number)
{
    const std::optional<Puzzle> &z = m_doc->puzzle();
    if (!z || number <= 0)
        return;
    (void)cell;
    m_number->setValue(nextNumber(number));
}

int PuzzleController::nextNumber(int after) const
{
    const std::optional<Puzzle> &z = m_doc->puzzle();
    if (!z)
        return 1;
    const int last = z->problem.board.cellCount();
    std::vector<char> used(std::size_t(last) + 2, 0);
    for (int n : m_doc->position()->state().numbers)
        if (n > 0 && n <= last)
            used[n] = 1;
    for (int n = after + 1; n <= last; ++n)
        if (!used[n])
            return n;
    for (int n = 1; n <= last; ++n)
        if (!used[n])
            return n;
    return std::clamp(after, 1, std::max(1, last));
}

QString PuzzleController::captionText() const
{
    return m_caption->isVisibleTo(m_box) ? m_caption->text() : QString();
}

QString PuzzleController::statusText() const
{
    return m_status->text();
}
