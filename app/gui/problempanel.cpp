#include "problempanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QStackedWidget>
#include <QThread>

#include "boarddocument.h"
#include "cpw/family.h"
#include "errortext.h"
#include "families/familyeditor.h"
#include "families/piecelist.h"

namespace {
/// A stacked widget as tall as its current page (not its tallest).
class FittingStack : public QStackedWidget {
public:
    using QStackedWidget::QStackedWidget;
    QSize sizeHint() const override { return currentWidget() ? currentWidget()->sizeHint() : QSize(); }
    // The height follows heightForWidth (the piece lists wrap); only the width has a minimum.
    QSize minimumSizeHint() const override
    {
        return currentWidget() ? QSize(currentWidget()->minimumSizeHint().width(), 0) : QSize();
    }
    bool hasHeightForWidth() const override
    {
        return currentWidget() && currentWidget()->hasHeightForWidth();
    }
    int heightForWidth(int width) const override
    {
        return currentWidget() ? currentWidget()->heightForWidth(width) : -1;
    }
};
} // namespace

ProblemPanel::ProblemPanel(BoardDocument *document, QWidget *parent) : QWidget(parent), m_doc(document)
{
    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto label = [this](const char *source) {
        return m_tx.bind(new QLabel(this), "text", source);
    };
    m_kind = newCombo(this);
    form->addRow(label(QT_TR_NOOP("Problem:")), m_kind);

    m_stack = new FittingStack(this);
    m_stack->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum); // spare height goes below
    m_editors = createFamilyEditors(m_doc, m_stack);
    for (FamilyEditor *e : m_editors) {
        m_stack->addWidget(e);
        m_kind->addItem(e->title(), int(e->kind()));
        connect(e, &FamilyEditor::changed, this, &ProblemPanel::validate);
        connect(e, &FamilyEditor::layersChanged, this, [this, e] {
            if (e == currentEditor())
                emit layersChanged(e->layers());
        });
    }
    form->addRow(m_stack);

    m_distinct = m_tx.bind(new QCheckBox(this), "text", QT_TR_NOOP("Count distinct solutions (symmetry)"));
    m_tx.bind(m_distinct, "toolTip",
              QT_TR_NOOP("Also count the solutions that differ by more than a rotation or reflection of the "
                         "board"));
    m_fixed = m_tx.bind(new QCheckBox(this), "text", QT_TR_NOOP("Pieces on the board are fixed (preplaced)"));
    form->addRow(m_distinct);
    form->addRow(m_fixed);

    m_threads = new QSpinBox(this);
    m_threads->setRange(0, 256);
    m_tx.bind(m_threads, QT_TR_NOOP("all cores (%1)"), [this](const QString &text) {
        m_threads->setSpecialValueText(text.arg(QThread::idealThreadCount()));
    });
    form->addRow(label(QT_TR_NOOP("Threads:")), m_threads);
    m_limit = new QSpinBox(this);
    m_limit->setRange(0, 2000000000);
    m_tx.bind(m_limit, "specialValueText", QT_TR_NOOP("none"));
    form->addRow(label(QT_TR_NOOP("Stop after solutions:")), m_limit);
    m_timeLimit = new QDoubleSpinBox(this);
    m_timeLimit->setRange(0, 1e6);
    m_timeLimit->setDecimals(1);
    m_tx.bind(m_timeLimit, "suffix", QT_TR_NOOP(" s"));
    m_tx.bind(m_timeLimit, "specialValueText", QT_TR_NOOP("none"));
    form->addRow(label(QT_TR_NOOP("Time limit:")), m_timeLimit);

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    form->addRow(m_status);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &ProblemPanel::kindChanged);
    for (QCheckBox *c : {m_distinct, m_fixed})
        connect(c, &QCheckBox::toggled, this, &ProblemPanel::validate);
    connect(m_threads, &QSpinBox::valueChanged, this, &ProblemPanel::validate);
    connect(m_doc, &BoardDocument::changed, this, &ProblemPanel::validate);
    retitle();
    kindChanged();
}

void ProblemPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_tx.retranslate();
        retitle();
        validate();
    }
    QWidget::changeEvent(event);
}

void ProblemPanel::retitle()
{
    for (int i = 0; i < int(m_editors.size()); ++i) {
        m_kind->setItemText(i, m_editors[i]->title());
        m_kind->setItemData(i, m_editors[i]->description(), Qt::ToolTipRole);
    }
    if (FamilyEditor *e = currentEditor())
        m_kind->setToolTip(e->description());
}

FamilyEditor *ProblemPanel::currentEditor() const
{
    return qobject_cast<FamilyEditor *>(m_stack->currentWidget());
}

bool ProblemPanel::supportsKind(cpw::ProblemKind kind) const
{
    for (FamilyEditor *e : m_editors)
        if (e->kind() == kind && cpw::findFamily(kind))
            return true;
    return false;
}

void ProblemPanel::setKind(cpw::ProblemKind kind)
{
    const int index = m_kind->findData(int(kind));
    if (index >= 0)
        m_kind->setCurrentIndex(index);
}

void ProblemPanel::kindChanged()
{
    const int index = std::max(0, m_kind->currentIndex());
    if (index < int(m_editors.size()))
        m_stack->setCurrentWidget(m_editors[index]);
    FamilyEditor *e = currentEditor();
    if (!e)
        return;
    const cpw::FamilyDescriptor *family = cpw::findFamily(e->kind());
    m_distinct->setEnabled(family && family->supportsDistinct);
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
    o.threads = m_threads->value();
    o.solutionLimit = std::uint64_t(m_limit->value());
    o.timeLimitSeconds = m_timeLimit->value();
    return o;
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
    if (message.isEmpty()) {
        const cpw::Problem p = problem();
        const cpw::Error error = cpw::validateProblem(p);
        if (error)
            message = cpw::errorText(error);
        // A problem solved on one thread (the SAT solver) ignores the Threads field: grey it.
        oneThread = !error && cpw::runsOnOneThread(p);
    }
    m_threads->setEnabled(!oneThread);
    m_threads->setToolTip(oneThread ? tr("This problem is solved on one thread: more threads would not make "
                                         "it faster")
                                    : QString());
    const bool wasValid = m_message.isEmpty();
    m_message = message;
    if (message.isEmpty()) {
        m_status->setText(tr("Ready: %1x%2 board, %3 cells.")
                              .arg(m_doc->board().width())
                              .arg(m_doc->board().height())
                              .arg(m_doc->board().cellCount()));
        m_status->setStyleSheet(QStringLiteral("color: #2e7d32;"));
    } else {
        m_status->setText(message);
        m_status->setStyleSheet(QStringLiteral("color: #c62828; font-weight: bold;"));
    }
    if (wasValid != message.isEmpty())
        emit validityChanged(message.isEmpty());
}

cpw::Problem ProblemPanel::problem() const
{
    cpw::Problem p;
    const FamilyEditor *e = currentEditor();
    p.kind = e ? e->kind() : cpw::ProblemKind::Exact;
    p.catalogue = m_doc->catalogue();
    p.board = m_doc->board();
    const bool fixed = m_fixed->isEnabled() && m_fixed->isChecked();
    p.preplaced = fixed ? m_doc->placement() : cpw::Placement(m_doc->board());
    if (e)
        e->fillProblem(p);
    if (m_distinct->isEnabled())
        p.params["distinct"] = m_distinct->isChecked();
    if (m_threads->value() > 0)
        p.params["threads"] = (long long)m_threads->value();
    if (m_limit->value() > 0)
        p.params["limit"] = (long long)m_limit->value();
    if (m_timeLimit->value() > 0)
        p.params["time_limit"] = m_timeLimit->value();
    // Pieces on the board that are not fixed are part of the GUI session only.
    if (!fixed && !m_doc->placement().empty())
        p.params["position"] = cpw::toNotation(m_doc->placement(), m_doc->catalogue());
    return p;
}

bool ProblemPanel::loadProblem(const cpw::Problem &p)
{
    if (!supportsKind(p.kind))
        return false;
    m_syncing = true;
    setKind(p.kind);
    currentEditor()->loadProblem(p);
    m_distinct->setChecked(p.paramBool("distinct", false));
    m_fixed->setChecked(!p.preplaced.empty());
    m_threads->setValue(int(p.paramInt("threads", 0)));
    m_limit->setValue(int(std::min<long long>(p.paramInt("limit", 0), 2000000000)));
    m_timeLimit->setValue(p.paramDouble("time_limit", 0.0));
    m_syncing = false;
    validate();
    return true;
}
