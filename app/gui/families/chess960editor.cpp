// Chess960's editor: the generic form and the back rank of the chosen number.
#include "chess960editor.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

#include "boarddocument.h"
#include <QCoreApplication>

#include "cpw/chess960.h"
#include "cpw/params.h"
#include "cpw/placement.h"

namespace {
const ParamText kChess960Texts[] = {
    {"number", QT_TRANSLATE_NOOP("Chess960Editor", "Only the position numbered"),
     QT_TRANSLATE_NOOP("Chess960Editor",
                       "Off: all 960 start positions. On: the one with this number (0 to 959; the "
                       "standard position is No. 518)"),
     nullptr, nullptr, ParamText::Optional},
};

} // namespace

FAMILY_GUI(
    chess960, .context = "Chess960Editor", .order = 310,
    .title = QT_TRANSLATE_NOOP("Chess960Editor", "Chess960 start positions"),
    .description = QT_TRANSLATE_NOOP("Chess960Editor",
                                     "Fischer Random chess: the back rank shuffled with the bishops on "
                                     "opposite colours and the king between the rooks; 960 positions, "
                                     "numbered by Reinhard Scharnagl's scheme"),
    .texts = kChess960Texts, .usesFixedPieces = false,
    .create = [](const cpw::FamilyDescriptor &f, BoardDocument *d, QWidget *p) -> FamilyEditor * {
        return new Chess960Editor(f, d, p);
    },
    // "No. 518 · RNBQKBNR": the position's number in Scharnagl's scheme, then the back rank.
    .caption = [](const cpw::Placement &placement, const cpw::Catalogue &catalogue) -> QString {
        const std::string rank = cpw::toNotation(placement, catalogue);
        const cpw::Result<int> number = cpw::chess960Number(rank);
        if (!number.ok())
            return QString::fromStdString(rank);
        return QCoreApplication::translate("Chess960Editor", "No. %1 · %2")
            .arg(number.value())
            .arg(QString::fromStdString(rank));
    })

Chess960Editor::Chess960Editor(const cpw::FamilyDescriptor &family, BoardDocument *document, QWidget *parent)
    : FamilyEditor(family, document, parent)
{
    m_info = new QLabel(this);
    m_info->setObjectName(QStringLiteral("chess960Info"));
    m_info->setWordWrap(true);
    form()->formLayout()->addRow(m_info);
    if (QSpinBox *number = numberSpin())
        number->setValue(518); // the standard position, when "only the position numbered" is ticked
    refresh();
}

QCheckBox *Chess960Editor::oneCheck() const
{
    return qobject_cast<QCheckBox *>(form()->optionalCheck("number"));
}

QSpinBox *Chess960Editor::numberSpin() const
{
    return field<QSpinBox>("number");
}

void Chess960Editor::updateCustom(const cpw::Problem &p)
{
    const long long n = cpw::ParamReader(p).integer("number");
    if (n >= 0 && n < cpw::kChess960Count)
        m_info->setText(
            tr("No. %1 · %2").arg(n).arg(QString::fromStdString(cpw::chess960Position(int(n)).value())));
    else
        m_info->setText(tr("All 960 back ranks, on an 8x1 board (518 is the standard RNBQKBNR)."));
}

QString Chess960Editor::precheck() const
{
    const cpw::Board &b = m_doc->board();
    return b.width() == 8 && b.height() == 1 && !b.hasHoles()
               ? QString()
               : tr("Chess960 positions are back ranks: make the board 8x1.");
}
