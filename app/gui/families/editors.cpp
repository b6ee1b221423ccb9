// The family editors (familyeditor.h): the registry of the families' GUI parts, the generic
// editor, and one editor per family of the core's table. No list here names the families.
#include <QCoreApplication>
#include <QEvent>
#include <QVBoxLayout>

#include <algorithm>

#include "boarddocument.h"
#include "familyeditor.h"

namespace {
std::vector<FamilyGui> &registry()
{
    static std::vector<FamilyGui> guis;
    return guis;
}
} // namespace

bool registerFamilyGui(const FamilyGui &gui)
{
    registry().push_back(gui);
    return true;
}

const FamilyGui *findFamilyGui(std::string_view name)
{
    for (const FamilyGui &g : registry())
        if (g.name == name)
            return &g;
    return nullptr;
}

std::vector<FamilyEditor *> createFamilyEditors(BoardDocument *document, QWidget *parent)
{
    std::vector<FamilyEditor *> editors;
    for (const cpw::FamilyDescriptor &family : cpw::families()) {
        const FamilyGui *gui = findFamilyGui(family.name);
        editors.push_back(gui && gui->create ? gui->create(family, document, parent)
                                             : new FamilyEditor(family, document, parent));
    }
    std::stable_sort(editors.begin(), editors.end(), [](const FamilyEditor *a, const FamilyEditor *b) {
        return a->order() < b->order();
    });
    return editors;
}

namespace {
/// The family's own parameters, problem and run scope (the common ones are the panel's).
std::vector<const cpw::ParamSpec *> ownSpecs(const cpw::FamilyDescriptor &family)
{
    std::vector<const cpw::ParamSpec *> specs;
    for (const cpw::ParamSpec &s : family.params)
        specs.push_back(&s);
    return specs;
}
} // namespace

FamilyEditor::FamilyEditor(const cpw::FamilyDescriptor &family, BoardDocument *document, QWidget *parent,
                           std::vector<std::string_view> customKeys)
    : QWidget(parent), m_doc(document), m_family(family), m_gui(findFamilyGui(family.name)),
      m_customKeys(customKeys)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    static const ParamText kNoTexts[1] = {{"", ""}};
    m_form = new ParamForm(m_gui ? m_gui->context : "FamilyEditor",
                           m_gui ? m_gui->texts : std::span<const ParamText>(kNoTexts, 0), ownSpecs(family),
                           document, this, std::move(customKeys));
    layout->addWidget(m_form);
    connect(m_form, &ParamForm::changed, this, &FamilyEditor::refresh);
    // A subclass's custom widgets do not exist yet: it calls refresh() again when they do.
    refresh();
}

QString FamilyEditor::title() const
{
    if (m_gui && m_gui->title)
        return QCoreApplication::translate(m_gui->context, m_gui->title);
    return QString::fromUtf8(m_family.name.data(), qsizetype(m_family.name.size()));
}

QString FamilyEditor::description() const
{
    return m_gui && m_gui->description ? QCoreApplication::translate(m_gui->context, m_gui->description)
                                       : QString();
}

std::vector<const cpw::ParamSpec *> FamilyEditor::specs() const
{
    return ownSpecs(m_family);
}

cpw::Problem FamilyEditor::current() const
{
    cpw::Problem p;
    p.kind = std::string(m_family.name);
    p.catalogue = m_doc->catalogue();
    p.board = m_doc->board();
    fillProblem(p, true);
    return p;
}

void FamilyEditor::fillProblem(cpw::Problem &problem, bool everything) const
{
    m_form->fill(problem, everything);
    fillCustom(problem, everything);
}

void FamilyEditor::loadProblem(const cpw::Problem &problem)
{
    m_loading = true;
    m_form->load(problem);
    loadCustom(problem);
    m_loading = false;
    refresh();
}

QStringList FamilyEditor::summary() const
{
    return m_form->summary() + customSummary();
}

QStringList FamilyEditor::customSummary() const
{
    QStringList out;
    const cpw::Problem p = current();
    for (std::string_view key : m_customKeys) {
        const auto it = p.params.find(std::string(key));
        if (it == p.params.end())
            continue;
        const std::string value = cpw::paramText(it->second);
        if (value.empty() || value == "false")
            continue;
        QString l = m_form->label(key);
        if (l.endsWith(QLatin1Char(':')))
            l.chop(1);
        out << (value == "true" ? l : QStringLiteral("%1: %2").arg(l, QString::fromStdString(value)));
    }
    return out;
}

cpw::Problem FamilyEditor::withPiece(cpw::Problem problem, int cell, int piece) const
{
    problem.preplaced.set(cell, piece);
    return problem;
}

OverlayLayers FamilyEditor::layers() const
{
    return m_gui && m_gui->layers ? m_gui->layers(current()) : NoOverlay;
}

void FamilyEditor::refresh()
{
    if (m_loading)
        return;
    const cpw::Problem p = current();
    m_form->updateEnabled(p);
    updateCustom(p);
    emit changed();
    const OverlayLayers now = m_gui && m_gui->layers ? m_gui->layers(p) : NoOverlay;
    if (now != m_layers) {
        m_layers = now;
        emit layersChanged();
    }
}

void FamilyEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_form->retranslate();
        retranslateCustom();
        // Texts a custom widget writes from the problem (the Chess960 position's line) are
        // written again in the new language.
        if (!m_loading)
            updateCustom(current());
    }
    QWidget::changeEvent(event);
}
