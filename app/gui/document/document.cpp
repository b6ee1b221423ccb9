#include "document.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QUndoCommand>
#include <QUndoStack>

#include <utility>

#include "cpw/params.h"
#include "examples.h"
#include "solutionmodel.h"

/// One undo step of the settings: before and after, whole. Edits of one key in a row merge
/// (typing 1, 2 in a field is one step from the old value to 12).
class SettingsCommand : public QUndoCommand {
public:
    SettingsCommand(Document *doc, ProblemSettings before, ProblemSettings after)
        : m_doc(doc), m_before(std::move(before)), m_after(std::move(after)),
          m_key(ProblemSettings::onlyChange(m_before, m_after))
    {
        setText(m_key == "kind" ? QCoreApplication::translate("Document", "Change the kind of problem")
                                : QCoreApplication::translate("Document", "Change the problem's settings"));
    }
    int id() const override { return m_key.empty() ? -1 : 0x5e77; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const SettingsCommand *>(other);
        if (next->m_key != m_key || m_key == "kind")
            return false;
        m_after = next->m_after;
        return true;
    }
    void undo() override { m_doc->applySettings(m_before); }
    void redo() override { m_doc->applySettings(m_after); }

private:
    Document *m_doc;
    ProblemSettings m_before;
    ProblemSettings m_after;
    std::string m_key;
};

Document::Document(QObject *parent)
    : QObject(parent), m_position(new BoardDocument(this)), m_solutions(new SolutionModel(this)),
      m_filter(new SolutionFilterModel(this))
{
    m_filter->setSourceModel(m_solutions);
    m_solutions->reset(m_position->board(), m_position->catalogue());
    connect(undoStack(), &QUndoStack::cleanChanged, this, &Document::titleChanged);
}

QUndoStack *Document::undoStack() const
{
    return m_position->undoStack();
}

bool Document::isModified() const
{
    return !undoStack()->isClean();
}

void Document::editSettings(const ProblemSettings &settings)
{
    if (settings == m_settings)
        return;
    // The command's first redo() applies what is already shown: it only stores it.
    const bool syncing = std::exchange(m_syncing, true);
    undoStack()->push(new SettingsCommand(this, m_settings, settings));
    m_syncing = syncing;
}

void Document::applySettings(const ProblemSettings &settings)
{
    if (settings == m_settings)
        return;
    m_settings = settings;
    if (m_syncing)
        return; // pushed by editSettings: the panel shows it already
    m_syncing = true;
    emit settingsChanged();
    m_syncing = false;
}

QString Document::title() const
{
    if (m_exampleEntry)
        return m_exampleEntry->localTitle();
    if (!m_path.isEmpty())
        return QFileInfo(m_path).fileName();
    if (!m_searchFile.isEmpty())
        return QFileInfo(m_searchFile).fileName();
    return QCoreApplication::translate("Document", "untitled");
}

void Document::setSearchFile(const QString &path)
{
    if (path == m_searchFile)
        return;
    m_searchFile = path;
    emit titleChanged();
}

namespace {
/// The settings that make the puzzle: without the run's options (ParamScope::Run).
ProblemSettings puzzleSettings(ProblemSettings settings)
{
    for (const cpw::ParamSpec *spec : cpw::paramsOf(settings.kind))
        if (spec->scope == cpw::ParamScope::Run)
            settings.params.erase(std::string(spec->key));
    return settings;
}
} // namespace

QString Document::exampleHtml() const
{
    if (!m_exampleEntry || puzzleSettings(m_settings) != m_exampleSettings ||
        m_exampleBoard != m_position->board() || m_exampleTargets != m_position->targets())
        return {};
    return QStringLiteral("<b>%1</b><br>%2")
        .arg(m_exampleEntry->localTitle().toHtmlEscaped(), m_exampleEntry->localText().toHtmlEscaped());
}

void Document::markSaved(const QString &path)
{
    m_path = path;
    m_example.clear(); // saved as a file of the user's: no longer the example
    m_exampleEntry.reset();
    undoStack()->setClean();
    emit titleChanged();
}

void Document::startRun(const cpw::Problem &problem, bool resumed, unsigned layers)
{
    m_position->leavePreview();
    m_run = RunRecord{};
    m_run.state = RunState::Running;
    m_run.problem = problem;
    m_run.resumed = resumed;
    m_solutions->reset(problem.board, problem.catalogue, layers);
    emit runChanged();
}

void Document::setRunState(RunState state)
{
    if (state == m_run.state)
        return;
    m_run.state = state;
    emit runChanged();
}

void Document::finishRun(const cpw::SearchStats &stats, RunState state)
{
    m_run.stats = stats;
    m_run.state = state;
    emit runChanged();
}

void Document::setSavedParts(quint64 done, quint64 total)
{
    m_run.partsDone = done;
    m_run.partsTotal = total;
    emit runChanged();
}

void Document::clearResults()
{
    if (m_run.state == RunState::Running || m_run.state == RunState::Pausing)
        return;
    m_position->leavePreview();
    m_run = RunRecord{};
    m_solutions->reset(m_position->board(), m_position->catalogue());
    emit runChanged();
}

void Document::replace(const Contents &contents)
{
    emit aboutToReplace();
    m_syncing = true;
    m_position->reset(contents.catalogue, contents.state);
    m_puzzle = contents.puzzle;
    if (m_puzzle)
        m_position->setLocked(m_puzzle->given);
    m_settings = contents.settings;
    m_path = contents.path;
    m_example = contents.example;
    m_exampleEntry.reset(); // the index is read here once, not at every edit (exampleHtml)
    if (!m_example.isEmpty())
        for (const Example &e : Example::all())
            if (e.file == m_example)
                m_exampleEntry = e;
    m_searchFile = contents.searchFile;
    m_run = RunRecord{};
    m_solutions->reset(m_position->board(), m_position->catalogue());
    m_filter->clearFilters();
    emit settingsChanged();
    // What the example is: its settings as the panel completed them (defaults included), its
    // board and targets, to tell when the problem is no longer the example's (exampleHtml).
    m_exampleSettings = puzzleSettings(m_settings);
    m_exampleBoard = m_position->board();
    m_exampleTargets = m_position->targets();
    m_syncing = false;
    undoStack()->setClean();
    emit replaced();
    emit runChanged();
    emit puzzleChanged();
    emit titleChanged();
}

void Document::leavePuzzle()
{
    if (!m_puzzle)
        return;
    m_puzzle.reset();
    m_position->setLocked({});
    emit puzzleChanged();
}

Document::Contents Document::contentsOf(const cpw::Problem &p)
{
    Contents c;
    c.catalogue = p.catalogue;
    BoardDocument::State &state = c.state;
    state.placement = cpw::Placement(p.board);
    if (p.preplaced.board().area() == p.board.area() && !p.preplaced.empty())
        state.placement = p.preplaced;
    state.placement.board() = p.board;
    // Pieces on the board that are not fixed come back as they were ("position").
    const std::string position = cpw::ParamReader(p).text("position");
    if (!position.empty()) {
        const cpw::Result<cpw::Placement> pos = cpw::parsePlacement(position, p.catalogue, &p.board);
        if (pos.ok())
            state.placement = pos.value();
    }
    if (p.targets.size() == std::size_t(p.board.area()))
        state.targets = p.targets;
    else
        state.targets.assign(std::size_t(p.board.area()), 1);
    cpw::Problem complete = p;
    cpw::completeParams(complete); // old key names become current ones, defaults filled in
    c.settings = ProblemSettings::of(complete);
    return c;
}
