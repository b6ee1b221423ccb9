#include "problempanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

#include "boarddocument.h"
#include "cpw/family.h"
#include "cpw/params.h"
#include "errortext.h"
#include "families/familyeditor.h"
#include "piecelist.h"
#include "paramform.h"

namespace {
// The texts of the parameters every problem shares (cpw::commonParams()).
const ParamText kCommonTexts[] = {
    {"distinct", QT_TRANSLATE_NOOP("ProblemPanel", "Count distinct solutions"),
     QT_TRANSLATE_NOOP(
         "ProblemPanel",
         "Also count the solutions that differ by more than a rotation or reflection of the board")},
    {"threads", QT_TRANSLATE_NOOP("ProblemPanel", "Threads:"),
     QT_TRANSLATE_NOOP("ProblemPanel",
                       "How many processor cores the search uses (the results are the same with any number)"),
     QT_TRANSLATE_NOOP("ProblemPanel", "all cores (%1)"), nullptr, ParamText::Plain, true},
    {"limit", QT_TRANSLATE_NOOP("ProblemPanel", "Stop after solutions:"),
     QT_TRANSLATE_NOOP("ProblemPanel", "Stop the search when it has found this many solutions"),
     QT_TRANSLATE_NOOP("ProblemPanel", "none")},
    {"time_limit", QT_TRANSLATE_NOOP("ProblemPanel", "Time limit:"),
     QT_TRANSLATE_NOOP("ProblemPanel",
                       "Stop every run after this long (the cover's search for small covers has its "
                       "own limit)"),
     QT_TRANSLATE_NOOP("ProblemPanel", "none"), QT_TRANSLATE_NOOP("ProblemPanel", " s")},
    {"task_target", QT_TRANSLATE_NOOP("ProblemPanel", "Parts for pausing:"),
     QT_TRANSLATE_NOOP("ProblemPanel", "Searches that can pause cut their work into at least this many parts "
                                       "(more parts: a paused search loses less work, at a little cost)"),
     QT_TRANSLATE_NOOP("ProblemPanel", "automatic"), nullptr, ParamText::Plain, true},
};

/// The common parameters the panel shows: all but the pieces on the board that are not fixed
/// ("position"), which the board itself shows, and "puzzle", which is the document's (a puzzle
/// being solved, document/puzzle.h).
std::vector<const cpw::ParamSpec *> commonSpecs()
{
    std::vector<const cpw::ParamSpec *> specs;
    for (const cpw::ParamSpec &s : cpw::commonParams())
        if (s.key != "position" && s.key != "puzzle")
            specs.push_back(&s);
    return specs;
}
} // namespace

ProblemPanel::ProblemPanel(BoardDocument *document, QWidget *parent) : QWidget(parent), m_doc(document)
{
    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto label = [this](const char *source) {
        return m_tx.bind(new QLabel(this), "text", source);
    };
    m_kind = newCombo(this);
    // The selector gets the panel's whole width under its label: the puzzles' names are long
    // in German and Hungarian, and beside the label they were cut off at 1366 x 768.
    form->addRow(label(QT_TR_NOOP("Problem:")));
    form->addRow(m_kind);

    // The editors, one shown at a time: a box layout leaves the hidden ones out of its size (a
    // stacked layout would be as tall as the tallest editor, leaving a gap under short ones).
    m_stack = new QWidget(this);
    auto *stackLayout = new QVBoxLayout(m_stack);
    stackLayout->setContentsMargins(0, 0, 0, 0);
    m_editors = createFamilyEditors(m_doc, m_stack);
    // Kinds grouped by relation (FamilyGui::order): a separator between the groups.
    int group = -1;
    for (FamilyEditor *e : m_editors) {
        stackLayout->addWidget(e);
        e->hide();
        if (group >= 0 && e->order() / 100 != group)
            m_kind->insertSeparator(m_kind->count());
        group = e->order() / 100;
        m_kind->addItem(e->title(),
                        QString::fromLatin1(e->familyName().data(), qsizetype(e->familyName().size())));
        connect(e, &FamilyEditor::changed, this, &ProblemPanel::validate);
        connect(e, &FamilyEditor::layersChanged, this, [this, e] {
            if (e == currentEditor())
                emit layersChanged(e->layers());
        });
    }
    form->addRow(m_stack);

    m_common = new ParamForm("ProblemPanel", kCommonTexts, commonSpecs(), m_doc, this);
    m_common->setAdvancedTitle(QT_TRANSLATE_NOOP("ParamForm", "Run options"),
                               QT_TRANSLATE_NOOP("ParamForm", "Threads and pause points: how the search runs on this "
                                                              "computer (the results are the same)"));
    m_fixed = m_tx.bind(new QCheckBox(this), "text", QT_TR_NOOP("Pieces on the board are given"));
    m_tx.bind(m_fixed, "toolTip",
              QT_TR_NOOP("On: the pieces on the board are part of the puzzle (preplaced); every solution "
                         "contains them. Off: the board is only your scratch pad"));
    m_common->formLayout()->insertRow(m_common->rowOf("distinct") + 1, m_fixed);
    m_common->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    form->addRow(m_common);
    setThreadsText();

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    form->addRow(m_status);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &ProblemPanel::kindChanged);
    connect(m_fixed, &QCheckBox::toggled, this, &ProblemPanel::validate);
    connect(m_common, &ParamForm::changed, this, &ProblemPanel::validate);
    connect(m_doc, &BoardDocument::changed, this, &ProblemPanel::validate);
    retitle();
    kindChanged();
}

void ProblemPanel::setThreadsText()
{
    if (QSpinBox *threads = threadsSpin())
        threads->setSpecialValueText(threads->specialValueText().arg(QThread::idealThreadCount()));
}

void ProblemPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_tx.retranslate();
        m_common->retranslate();
        setThreadsText();
        retitle();
        validate();
    }
    QWidget::changeEvent(event);
}

void ProblemPanel::retitle()
{
    for (FamilyEditor *e : m_editors) {
        const int i = m_kind->findData(QString::fromLatin1(e->familyName().data(), qsizetype(e->familyName().size())));
        m_kind->setItemText(i, e->title());
        m_kind->setItemData(i, e->description(), Qt::ToolTipRole);
    }
    if (FamilyEditor *e = currentEditor())
        m_kind->setToolTip(e->description());
}

FamilyEditor *ProblemPanel::currentEditor() const
{
    return m_current;
}

bool ProblemPanel::supportsKind(std::string_view kind) const
{
    for (FamilyEditor *e : m_editors)
        if (e->familyName() == kind && cpw::findFamily(kind))
            return true;
    return false;
}

void ProblemPanel::setKind(std::string_view kind)
{
    const int index = m_kind->findData(QString::fromLatin1(kind.data(), qsizetype(kind.size())));
    if (index >= 0)
        m_kind->setCurrentIndex(index);
}

void ProblemPanel::kindChanged()
{
    const QString name = m_kind->currentData().toString();
    for (FamilyEditor *e : m_editors)
        if (QLatin1String(e->familyName().data(), qsizetype(e->familyName().size())) == name)
            m_current = e;
    if (!m_current && !m_editors.empty())
        m_current = m_editors.front();
    for (FamilyEditor *e : m_editors)
        e->setVisible(e == m_current);
    FamilyEditor *e = currentEditor();
    if (!e)
        return;
    const cpw::FamilyDescriptor *family = cpw::findFamily(e->familyName());
    m_common->setAllowed("distinct", family && family->supportsDistinct);
    m_doc->setTwoColours(family && family->blackPieces); // the palette's colour switch
    m_fixed->setEnabled(e->usesFixedPieces());
    m_kind->setToolTip(e->description());
    m_stack->updateGeometry();
    emit layersChanged(e->layers());
    validate();
}

OverlayLayers ProblemPanel::layers() const
{
    const FamilyEditor *e = currentEditor();
    return e ? e->layers() : NoOverlay;
}

cpw::SearchOptions ProblemPanel::searchOptions() const
{
    cpw::SearchOptions o;
    o.threads = int(std::get<long long>(m_common->value("threads")));
    o.solutionLimit = std::uint64_t(std::get<long long>(m_common->value("limit")));
    o.timeLimitSeconds = std::get<double>(m_common->value("time_limit"));
    return o;
}

QCheckBox *ProblemPanel::distinctCheck() const
{
    return qobject_cast<QCheckBox *>(m_common->field("distinct"));
}

QSpinBox *ProblemPanel::limitSpin() const
{
    return qobject_cast<QSpinBox *>(m_common->field("limit"));
}

QSpinBox *ProblemPanel::threadsSpin() const
{
    return qobject_cast<QSpinBox *>(m_common->field("threads"));
}

QDoubleSpinBox *ProblemPanel::timeLimitSpin() const
{
    return qobject_cast<QDoubleSpinBox *>(m_common->field("time_limit"));
}

void ProblemPanel::validate()
{
    if (m_syncing)
        return;
    emit problemChanged();
    QString message;
    const FamilyEditor *e = currentEditor();
    if (!e)
        message = tr("No kind of problem is chosen.");
    else
        message = e->precheck();
    bool oneThread = false;
    m_prepared.reset();
    if (message.isEmpty()) {
        const cpw::Problem p = problem();
        // Checked once and kept prepared: a run starts from it (RunController::run).
        auto prepared = cpw::prepareProblem(p);
        if (!prepared)
            message = cpw::errorText(prepared.error());
        else
            m_prepared = std::move(prepared).value();
        // A problem solved on one thread (the SAT solver) ignores the Threads field: grey it.
        oneThread = m_prepared && m_prepared->runsOnOneThread();
    }
    m_common->setAllowed("threads", !oneThread);
    threadsSpin()->setToolTip(oneThread
                                  ? tr("This problem is solved on one thread: more threads would not make "
                                       "it faster")
                                  : m_common->help("threads"));
    const bool wasValid = m_message.isEmpty();
    m_message = message;
    showStatus();
    if (wasValid != message.isEmpty())
        emit validityChanged(message.isEmpty());
}

void ProblemPanel::setRunStatus(const QString &text)
{
    m_runStatus = text;
    showStatus();
}

void ProblemPanel::showStatus()
{
    // One line, one source: what is wrong with the problem, else how its search stands.
    if (!m_message.isEmpty()) {
        m_status->setText(m_message);
        m_status->setStyleSheet(QStringLiteral("color: #c62828; font-weight: bold;"));
    } else if (!m_runStatus.isEmpty()) {
        m_status->setText(m_runStatus);
        m_status->setStyleSheet(QString());
    } else {
        m_status->setText(tr("Ready: %1x%2 board, %3 cells.")
                              .arg(m_doc->board().width())
                              .arg(m_doc->board().height())
                              .arg(m_doc->board().cellCount()));
        m_status->setStyleSheet(QString());
    }
}

QString ProblemPanel::statusText() const
{
    return m_status->text();
}

cpw::Problem ProblemPanel::problem(Purpose purpose) const
{
    const bool forFile = purpose == ForFile;
    cpw::Problem p;
    const FamilyEditor *e = currentEditor();
    p.kind = e ? std::string(e->familyName()) : std::string();
    p.catalogue = m_doc->catalogue();
    p.board = m_doc->board();
    const bool fixed = m_fixed->isEnabled() && m_fixed->isChecked();
    p.preplaced = fixed ? m_doc->placement() : cpw::Placement(m_doc->board());
    if (e)
        e->fillProblem(p, forFile);
    // The common parameters; the run options only where they differ from their defaults.
    m_common->fill(p, forFile);
    const cpw::FamilyDescriptor *family = cpw::findFamily(p.kind);
    if (!family || !family->supportsDistinct)
        p.params.erase("distinct");
    // Pieces on the board that are not fixed are part of the GUI session only.
    if (!fixed && !m_doc->placement().empty())
        p.params["position"] = cpw::toNotation(m_doc->placement(), m_doc->catalogue());
    return p;
}

ProblemSettings ProblemPanel::settings() const
{
    ProblemSettings s = ProblemSettings::of(problem(ForFile));
    s.fixed = m_fixed->isChecked();
    return s;
}

void ProblemPanel::showSettings(const ProblemSettings &settings)
{
    m_syncing = true;
    for (FamilyEditor *e : m_editors) {
        cpw::Problem defaults;
        defaults.kind = std::string(e->familyName());
        defaults.catalogue = m_doc->catalogue();
        defaults.board = m_doc->board();
        defaults.preplaced = cpw::Placement(m_doc->board());
        e->loadProblem(defaults);
    }
    cpw::Problem p;
    p.kind = settings.kind;
    if (!supportsKind(p.kind) && !m_editors.empty())
        p.kind = std::string(m_editors.front()->familyName());
    p.catalogue = m_doc->catalogue();
    p.board = m_doc->board();
    p.allowed = settings.allowed;
    p.params = settings.params;
    p.preplaced = settings.fixed ? m_doc->placement() : cpw::Placement(m_doc->board());
    showProblem(p, settings.fixed);
}

void ProblemPanel::showProblem(const cpw::Problem &p, bool fixed)
{
    m_syncing = true;
    setKind(p.kind);
    if (FamilyEditor *e = currentEditor())
        e->loadProblem(p);
    m_common->load(p);
    m_fixed->setChecked(fixed);
    m_syncing = false;
    validate();
}

bool ProblemPanel::loadProblem(const cpw::Problem &file)
{
    if (!supportsKind(file.kind))
        return false;
    // Old names of keys become the current ones (the cover's "time_limit" of the search for
    // small covers is its "upper_time_limit"), defaults are filled in.
    cpw::Problem p = file;
    cpw::completeParams(p);
    showProblem(p, !p.preplaced.empty());
    return true;
}
