#include "toureditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>

#include "boarddocument.h"
#include "cpw/tour.h"
#include "piecelist.h"

namespace {
// Leapers offered besides the catalogue's leaping pieces: (a, b) and their names.
struct NamedLeap {
    const char *name;
    const char *leap;
};
const NamedLeap kLeaps[] = {
    {QT_TRANSLATE_NOOP("TourEditor", "Camel (1,3 leaper)"), "1,3"},
    {QT_TRANSLATE_NOOP("TourEditor", "Zebra (2,3 leaper)"), "2,3"},
    {QT_TRANSLATE_NOOP("TourEditor", "Giraffe (1,4 leaper)"), "1,4"},
};
} // namespace

TourEditor::TourEditor(BoardDocument *document, QWidget *parent) : FamilyEditor(document, parent)
{
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto label = [this](const char *source) {
        return m_tx.bind(new QLabel(this), "text", source);
    };

    m_leaper = newCombo(this);
    m_tx.bind(m_leaper, "toolTip",
              QT_TR_NOOP("The piece that tours: any piece whose moves are all single leaps"));
    form->addRow(label(QT_TR_NOOP("Leaper:")), m_leaper);
    m_closed =
        m_tx.bind(new QCheckBox(this), "text", QT_TR_NOOP("Closed tour (ends one leap from the start)"));
    form->addRow(m_closed);
    m_count = m_tx.bind(new QCheckBox(this), "text", QT_TR_NOOP("Count every tour"));
    m_tx.bind(m_count, "toolTip",
              QT_TR_NOOP("Off: find one tour. On: count all of them exactly (open tours are counted in both "
                         "directions, closed tours once)"));
    form->addRow(m_count);
    m_start = new QLabel(this);
    m_start->setWordWrap(true);
    form->addRow(label(QT_TR_NOOP("Start:")), m_start);

    connect(m_leaper, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_syncing)
            emit changed();
    });
    connect(m_closed, &QCheckBox::toggled, this, [this] {
        emit changed();
        emit layersChanged();
    });
    connect(m_count, &QCheckBox::toggled, this, &FamilyEditor::changed);
    connect(m_doc, &BoardDocument::changed, this, &TourEditor::syncFromDocument);
    connect(m_doc, &BoardDocument::catalogueChanged, this, &TourEditor::rebuildLeapers);
    rebuildLeapers();
    syncFromDocument();
}

QString TourEditor::title() const
{
    return tr("Knight's tour (visit every cell once)");
}

QString TourEditor::description() const
{
    return tr("A knight, or another leaper, visits every cell of the board exactly once; a closed tour "
              "returns to its start. Found by Warnsdorff's rule (1823), or all tours counted");
}

OverlayLayers TourEditor::layers() const
{
    return m_closed->isChecked() ? OverlayLayers(TourPathLayer | ClosedTourLayer)
                                 : OverlayLayers(TourPathLayer);
}

void TourEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_tx.retranslate();
        rebuildLeapers();
        syncFromDocument();
    }
    QWidget::changeEvent(event);
}

void TourEditor::rebuildLeapers()
{
    m_syncing = true;
    const QVariant current = m_leaper->currentData();
    m_leaper->clear();
    const cpw::Catalogue &cat = m_doc->catalogue();
    for (int id = 0; id < cat.size(); ++id) {
        const cpw::PieceType &p = cat.piece(id);
        if (!cpw::pieceLeaps(p).ok())
            continue;
        m_leaper->addItem(QStringLiteral("%1 (%2)").arg(QString::fromStdString(p.name)).arg(QChar(p.letter)),
                          QStringLiteral("piece:%1").arg(QChar(p.letter)));
    }
    for (const NamedLeap &l : kLeaps)
        m_leaper->addItem(QCoreApplication::translate("TourEditor", l.name),
                          QStringLiteral("leap:%1").arg(QLatin1String(l.leap)));
    const int keep = m_leaper->findData(current);
    m_leaper->setCurrentIndex(keep >= 0 ? keep : std::max(0, m_leaper->findData(QStringLiteral("piece:N"))));
    m_syncing = false;
    emit changed();
}

int TourEditor::startCell() const
{
    const cpw::Placement &p = m_doc->placement();
    for (int c = 0; c < p.board().area(); ++c)
        if (p.at(c) != cpw::kEmpty)
            return c;
    return -1;
}

void TourEditor::syncFromDocument()
{
    const int start = startCell();
    m_start->setText(
        start >= 0
            ? tr("%1 (the piece on the board)").arg(QString::fromStdString(m_doc->board().cellName(start)))
            : tr("a1 (place a piece on the board to choose another start)"));
    emit changed();
}

QString TourEditor::precheck() const
{
    return m_leaper->count() == 0 ? tr("No leaper to tour with.") : QString();
}

void TourEditor::fillProblem(cpw::Problem &p) const
{
    const QString data = m_leaper->currentData().toString();
    if (data.startsWith(QLatin1String("leap:")))
        p.params["leap"] = data.mid(5).toStdString();
    else if (data.startsWith(QLatin1String("piece:")))
        p.params["piece"] = data.mid(6).toStdString();
    p.params["closed"] = m_closed->isChecked();
    p.params["count"] = m_count->isChecked();
    const int start = startCell();
    if (start >= 0 && !m_doc->board().isHole(start))
        p.params["start"] = p.board.cellName(start);
    // Counting: the frontier programme where the board and leaper allow it (it counts without
    // listing, with its sweep as the progress), else the backtracking search.
    if (m_count->isChecked())
        if (const auto request = cpw::tourRequestFromProblem(p);
            request && cpw::tourFrontierApplies(request.value()))
            p.params["engine"] = std::string("dp");
}

void TourEditor::loadProblem(const cpw::Problem &p)
{
    m_syncing = true;
    const std::string leap = p.paramString("leap", "");
    const QString data =
        leap.empty() ? QStringLiteral("piece:%1").arg(QString::fromStdString(p.paramString("piece", "N")))
                     : QStringLiteral("leap:%1").arg(QString::fromStdString(leap));
    const int index = m_leaper->findData(data);
    if (index >= 0)
        m_leaper->setCurrentIndex(index);
    m_closed->setChecked(p.paramBool("closed", false));
    m_count->setChecked(p.paramBool("count", false));
    m_syncing = false;
    syncFromDocument();
}
