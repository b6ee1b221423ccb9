#include "piecepalette.h"

#include <QApplication>
#include <QButtonGroup>
#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDrag>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QMouseEvent>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include "boarddocument.h"
#include "cpw/problem.h"
#include "errortext.h"
#include "piecerenderer.h"

namespace {

/// A palette button that can be dragged onto the board.
class PieceButton : public QToolButton {
public:
    PieceButton(char letter, QWidget *parent) : QToolButton(parent), m_letter(letter) {}

protected:
    void mousePressEvent(QMouseEvent *e) override
    {
        m_press = e->position().toPoint();
        QToolButton::mousePressEvent(e);
    }
    void mouseMoveEvent(QMouseEvent *e) override
    {
        if (m_letter && (e->buttons() & Qt::LeftButton) &&
            (e->position().toPoint() - m_press).manhattanLength() >= QApplication::startDragDistance()) {
            setDown(false);
            auto *drag = new QDrag(this);
            auto *mime = new QMimeData;
            mime->setData("application/x-cpw-piece", QByteArray(1, m_letter));
            mime->setText(QString(QChar::fromLatin1(m_letter)));
            drag->setMimeData(mime);
            drag->setPixmap(icon().pixmap(iconSize()));
            drag->setHotSpot(QPoint(iconSize().width() / 2, iconSize().height() / 2));
            drag->exec(Qt::CopyAction);
            return;
        }
        QToolButton::mouseMoveEvent(e);
    }

private:
    char m_letter;
    QPoint m_press;
};

QIcon resourceIcon(const QString &path)
{
    initGuiResources();
    return QIcon(path);
}

} // namespace

PiecePalette::PiecePalette(BoardDocument *document, QWidget *parent)
    : QWidget(parent), m_doc(document), m_group(new QButtonGroup(this)), m_grid(new QGridLayout)
{
    auto *layout = new QVBoxLayout(this);
    auto *pieces = m_tx.bind(new QGroupBox(this), "title", QT_TR_NOOP("Pieces"));
    auto *piecesLayout = new QVBoxLayout(pieces);
    // The colour of the pieces placed: only for a two-colour family (peaceable armies).
    m_colours = new QWidget(pieces);
    auto *cl = new QHBoxLayout(m_colours);
    cl->setContentsMargins(0, 0, 0, 0);
    cl->addWidget(m_tx.bind(new QLabel(m_colours), "text", QT_TR_NOOP("Colour:")));
    m_colourGroup = new QButtonGroup(this);
    for (int black = 0; black < 2; ++black) {
        auto *b = new QToolButton(m_colours);
        b->setCheckable(true);
        b->setChecked(black == 0);
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        m_tx.bind(b, "text", black ? QT_TR_NOOP("Black") : QT_TR_NOOP("White"));
        m_tx.bind(b, "toolTip",
                  black ? QT_TR_NOOP("Pieces placed are black (lower case in the notation)")
                        : QT_TR_NOOP("Pieces placed are white (upper case in the notation)"));
        m_colourGroup->addButton(b, black);
        cl->addWidget(b);
    }
    cl->addStretch(1);
    connect(m_colourGroup, &QButtonGroup::idClicked, this, [this](int id) { m_doc->setPlaceBlack(id == 1); });
    connect(m_doc, &BoardDocument::coloursChanged, this, &PiecePalette::updateColours);
    piecesLayout->addWidget(m_colours);
    piecesLayout->addLayout(m_grid);
    m_grid->setSpacing(2);
    layout->addWidget(pieces);

    auto *add = m_tx.bind(new QPushButton(this), "text", QT_TR_NOOP("New piece (Betza)…"));
    m_tx.bind(add, "toolTip", QT_TR_NOOP("Define a piece by its moves in Betza notation, e.g. WW, BN or fF"));
    connect(add, &QPushButton::clicked, this, &PiecePalette::addPieceDialog);
    layout->addWidget(add);

    auto *targets = m_tx.bind(new QGroupBox(this), "title", QT_TR_NOOP("Target tool"));
    m_targets = targets;
    // One row (value, "any"), the explanation in the tool tip: the palette column must leave
    // room for the pattern browser on a 768-pixel-high screen.
    auto *tl = new QHBoxLayout(targets);
    m_targetValue = new QSpinBox(targets);
    m_targetValue->setRange(0, cpw::kMaxTarget);
    m_targetValue->setValue(1);
    m_anyTarget = m_tx.bind(new QCheckBox(targets), "text", QT_TR_NOOP("any count"));
    tl->addWidget(m_tx.bind(new QLabel(targets), "text", QT_TR_NOOP("Target:")));
    tl->addWidget(m_targetValue, 1);
    tl->addWidget(m_anyTarget);
    m_tx.bind(targets, "toolTip",
              QT_TR_NOOP("Click a cell to set its target; the wheel changes it; right-click means any."));
    auto emitTarget = [this] {
        emit targetValueChanged(m_anyTarget->isChecked() ? cpw::kAnyTarget : m_targetValue->value());
    };
    connect(m_targetValue, &QSpinBox::valueChanged, this, emitTarget);
    connect(m_anyTarget, &QCheckBox::toggled, this, [this, emitTarget](bool on) {
        m_targetValue->setEnabled(!on);
        emitTarget();
    });
    layout->addWidget(targets);
    layout->addStretch(1);

    connect(m_group, &QButtonGroup::idClicked, this, &PiecePalette::chooseTool);
    connect(m_doc, &BoardDocument::catalogueChanged, this, &PiecePalette::rebuild);
    rebuild();
    updateColours();
}

void PiecePalette::rebuild()
{
    for (QAbstractButton *b : m_group->buttons()) {
        m_group->removeButton(b);
        b->deleteLater();
    }
    const cpw::Catalogue &cat = m_doc->catalogue();
    int row = 0, col = 0;
    const int columns = 4; // the left column stays narrow enough for a 1024-pixel screen
    auto place = [&](QToolButton *b, int id) {
        b->setCheckable(true);
        b->setAutoRaise(true);
        b->setIconSize(QSize(36, 36));
        m_group->addButton(b, id);
        m_grid->addWidget(b, row, col);
        if (++col == columns) {
            col = 0;
            ++row;
        }
    };
    for (int id = 0; id < cat.size(); ++id) {
        const cpw::PieceType &p = cat.piece(id);
        auto *b = new PieceButton(p.letter, this);
        b->setIcon(PieceRenderer::instance().icon(p, 36, m_doc->placeBlack()));
        place(b, id);
    }
    if (col != 0) {
        col = 0;
        ++row;
    }
    auto *eraser = new PieceButton(0, this);
    eraser->setIcon(resourceIcon(QStringLiteral(":/icons/eraser.svg")));
    place(eraser, kEraser);
    auto *hole = new PieceButton(0, this);
    hole->setIcon(resourceIcon(QStringLiteral(":/icons/hole.svg")));
    place(hole, kHole);
    auto *target = new PieceButton(0, this);
    target->setIcon(resourceIcon(QStringLiteral(":/icons/target.svg")));
    place(target, kTarget);
    target->setVisible(m_targetsApply);
    // The button shown pressed is the tool in use: after a new catalogue (another problem
    // opened) the same tool stays chosen; a piece that is gone gives way to the first piece.
    if (m_tool >= cat.size() || m_current >= cat.size()) {
        m_current = std::min(m_current, cat.size() - 1);
        chooseTool(m_tool >= 0 ? m_current : m_tool);
    } else if (QAbstractButton *b = m_group->button(m_tool)) {
        b->setChecked(true);
    }
    updateToolTips();
}

void PiecePalette::setTargetsApply(bool on)
{
    m_targetsApply = on;
    if (QAbstractButton *b = m_group->button(kTarget))
        b->setVisible(on);
    m_targets->setVisible(on);
    if (!on && m_tool == kTarget)
        chooseTool(m_current);
}

void PiecePalette::chooseTool(int id)
{
    if (QAbstractButton *b = m_group->button(id))
        b->setChecked(true);
    m_tool = id;
    if (id >= 0) {
        m_current = id;
        emit toolChanged(BoardView::Tool::Place, id);
    } else if (id == kEraser) {
        emit toolChanged(BoardView::Tool::Erase, m_current);
    } else if (id == kHole) {
        emit toolChanged(BoardView::Tool::Hole, m_current);
    } else if (id == kTarget) {
        emit toolChanged(BoardView::Tool::Target, m_current);
    }
}

void PiecePalette::updateColours()
{
    m_colours->setVisible(m_doc->twoColours());
    if (QAbstractButton *b = m_colourGroup->button(m_doc->placeBlack() ? 1 : 0))
        b->setChecked(true);
    const cpw::Catalogue &cat = m_doc->catalogue();
    for (QAbstractButton *b : m_group->buttons()) {
        const int id = m_group->id(b);
        if (id >= 0 && id < cat.size())
            b->setIcon(PieceRenderer::instance().icon(cat.piece(id), 36, m_doc->placeBlack()));
    }
}

void PiecePalette::updateToolTips()
{
    const cpw::Catalogue &cat = m_doc->catalogue();
    for (QAbstractButton *b : m_group->buttons()) {
        const int id = m_group->id(b);
        if (id >= 0 && id < cat.size()) {
            const cpw::PieceType &p = cat.piece(id);
            const QString name = pieceDisplayName(p);
            b->setToolTip(
                tr("%1 (%2), Betza %3 — click, then click the board; or drag it there")
                    .arg(name, pieceDisplayLetter(p), QString::fromStdString(p.betza)));
            b->setAccessibleName(name);
        } else if (id == kEraser) {
            b->setToolTip(tr("Eraser: click a piece to remove it (right-click always removes)"));
        } else if (id == kHole) {
            b->setToolTip(tr("Board shape: click a cell to cut it out of the board or put it back"));
        } else if (id == kTarget) {
            b->setToolTip(tr("Targets: click a cell to give it its own attack target"));
        }
    }
}

void PiecePalette::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_tx.retranslate();
        updateToolTips();
    }
    QWidget::changeEvent(event);
}

void PiecePalette::selectPiece(int pieceId)
{
    if (m_group->button(pieceId))
        chooseTool(pieceId);
}

void PiecePalette::addPieceDialog()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("New piece"));
    auto *form = new QFormLayout(&dialog);
    auto *letter = new QLineEdit(&dialog);
    letter->setMaxLength(1);
    letter->setInputMask(QStringLiteral(">A"));
    auto *name = new QLineEdit(&dialog);
    auto *betza = new QLineEdit(&dialog);
    betza->setPlaceholderText(tr("e.g. WW (wazir rider), BN, fF"));
    auto *message = new QLabel(&dialog);
    message->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(tr("Letter:"), letter);
    form->addRow(tr("Name:"), name);
    form->addRow(tr("Betza:"), betza);
    form->addRow(message);
    form->addRow(buttons);
    auto validate = [&] {
        QString problem;
        const QString l = letter->text().trimmed();
        if (l.isEmpty())
            problem = tr("Choose a letter A–Z that no other piece uses.");
        else if (m_doc->catalogue().find(char(l.at(0).toLatin1())) >= 0)
            problem = tr("The letter %1 is already used.").arg(l);
        else {
            const auto moves = cpw::parseBetza(betza->text().trimmed().toStdString());
            if (!moves.ok())
                problem = cpw::errorText(moves.error(), tr("Betza"));
        }
        message->setText(problem.isEmpty() ? tr("OK") : problem);
        message->setStyleSheet(problem.isEmpty() ? QStringLiteral("color: #2e7d32;")
                                                 : QStringLiteral("color: #c62828;"));
        buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
    };
    connect(letter, &QLineEdit::textChanged, &dialog, validate);
    connect(betza, &QLineEdit::textChanged, &dialog, validate);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    validate();
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString pieceName =
        name->text().trimmed().isEmpty() ? betza->text().trimmed() : name->text().trimmed();
    auto id =
        m_doc->addCustomPiece(char(letter->text().at(0).toLatin1()), pieceName, betza->text().trimmed());
    if (!id.ok()) {
        QMessageBox::warning(this, tr("New piece"), cpw::errorText(id.error(), tr("Betza")));
        return;
    }
    selectPiece(id.value());
}
