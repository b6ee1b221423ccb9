#include "chess960editor.h"

#include <QCheckBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

#include "boarddocument.h"
#include "cpw/chess960.h"

Chess960Editor::Chess960Editor(BoardDocument *document, QWidget *parent) : FamilyEditor(document, parent)
{
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    m_one = m_tx.bind(new QCheckBox(this), "text", QT_TR_NOOP("Only the position numbered"));
    m_number = new QSpinBox(this);
    m_number->setRange(0, cpw::kChess960Count - 1);
    m_number->setValue(518);
    m_number->setEnabled(false);
    form->addRow(m_one, m_number);
    m_info = new QLabel(this);
    m_info->setWordWrap(true);
    form->addRow(m_info);
    connect(m_one, &QCheckBox::toggled, this, [this](bool on) {
        m_number->setEnabled(on);
        updateInfo();
        emit changed();
    });
    connect(m_number, &QSpinBox::valueChanged, this, [this] {
        updateInfo();
        emit changed();
    });
    updateInfo();
}

QString Chess960Editor::title() const
{
    return tr("Chess960 start positions");
}

QString Chess960Editor::description() const
{
    return tr("Fischer Random chess: the back rank shuffled with the bishops on opposite colours and the "
              "king between the rooks; 960 positions, numbered by Reinhard Scharnagl's scheme");
}

void Chess960Editor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_tx.retranslate();
        updateInfo();
    }
    QWidget::changeEvent(event);
}

void Chess960Editor::updateInfo()
{
    if (m_one->isChecked())
        m_info->setText(tr("Position %1: %2")
                            .arg(m_number->value())
                            .arg(QString::fromStdString(cpw::chess960Position(m_number->value()).value())));
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

void Chess960Editor::fillProblem(cpw::Problem &p) const
{
    if (m_one->isChecked())
        p.params["number"] = static_cast<long long>(m_number->value());
}

void Chess960Editor::loadProblem(const cpw::Problem &p)
{
    const long long n = p.paramInt("number", -1);
    m_one->setChecked(n >= 0);
    if (n >= 0)
        m_number->setValue(static_cast<int>(n));
    updateInfo();
}
