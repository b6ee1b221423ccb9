#include "piecerenderer.h"

#include <QCoreApplication>
#include <QFile>
#include <QFont>
#include <QPainter>
#include <QSvgRenderer>

#include "blackpieces.h"

static void initResourcesOutsideNamespace()
{
    Q_INIT_RESOURCE(workbench);
}

void initGuiResources()
{
    static bool done = false;
    if (!done) {
        initResourcesOutsideNamespace();
        done = true;
    }
}

QString pieceDisplayName(const cpw::PieceType &type)
{
    // The catalogue's English names, listed here so that lupdate sees them.
    static const char *const names[] = {
        QT_TRANSLATE_NOOP("PieceNames", "King"),
        QT_TRANSLATE_NOOP("PieceNames", "Queen"),
        QT_TRANSLATE_NOOP("PieceNames", "Rook"),
        QT_TRANSLATE_NOOP("PieceNames", "Bishop"),
        QT_TRANSLATE_NOOP("PieceNames", "Knight"),
        QT_TRANSLATE_NOOP("PieceNames", "Pawn"),
        QT_TRANSLATE_NOOP("PieceNames", "Super queen (Amazon)"),
        QT_TRANSLATE_NOOP("PieceNames", "Super rook (Chancellor)"),
        QT_TRANSLATE_NOOP("PieceNames", "Super bishop (Archbishop)"),
        QT_TRANSLATE_NOOP("PieceNames", "Awesome queen"),
        QT_TRANSLATE_NOOP("PieceNames", "Awesome rook"),
        QT_TRANSLATE_NOOP("PieceNames", "Awesome bishop"),
        QT_TRANSLATE_NOOP("PieceNames", "Nightrider"),
    };
    Q_UNUSED(names);
    if (type.kind == cpw::PieceKind::Custom)
        return QString::fromStdString(type.name);
    return QCoreApplication::translate("PieceNames", type.name.c_str());
}

QString pieceDisplayLetter(const cpw::PieceType &type)
{
    // Each letter is translated on its own; the comment tells the translator which piece.
    switch (type.kind) {
    case cpw::PieceKind::King:
        return QCoreApplication::translate("PieceLetters", "K", "king");
    case cpw::PieceKind::Queen:
        return QCoreApplication::translate("PieceLetters", "Q", "queen");
    case cpw::PieceKind::Rook:
        return QCoreApplication::translate("PieceLetters", "R", "rook");
    case cpw::PieceKind::Bishop:
        return QCoreApplication::translate("PieceLetters", "B", "bishop");
    case cpw::PieceKind::Knight:
        return QCoreApplication::translate("PieceLetters", "N", "knight");
    case cpw::PieceKind::Pawn:
        return QCoreApplication::translate("PieceLetters", "P", "pawn");
    default:
        return QString(QChar::fromLatin1(type.letter));
    }
}

PieceRenderer &PieceRenderer::instance()
{
    initGuiResources();
    static PieceRenderer renderer;
    return renderer;
}

QString PieceRenderer::resourceFor(const cpw::PieceType &type)
{
    if (type.kind != cpw::PieceKind::Custom) {
        const QString path = QStringLiteral(":/pieces/%1.svg").arg(QChar::fromLatin1(type.letter));
        if (QFile::exists(path))
            return path;
    }
    return QStringLiteral(":/pieces/custom.svg");
}

QSvgRenderer *PieceRenderer::renderer(const QString &path, bool black)
{
    const QString key = black ? path + QStringLiteral("#black") : path;
    auto it = m_renderers.find(key);
    if (it == m_renderers.end()) {
        if (black) {
            QFile file(path);
            const QByteArray white = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
            it = m_renderers.insert(key, std::make_shared<QSvgRenderer>(blackVariantSvg(white)));
        } else {
            it = m_renderers.insert(key, std::make_shared<QSvgRenderer>(path));
        }
    }
    return it->get();
}

void PieceRenderer::drawVector(QPainter *painter, const QRectF &rect, const cpw::PieceType &type, bool black)
{
    const QString path = resourceFor(type);
    renderer(path, black)->render(painter, rect);
    if (path.endsWith(QLatin1String("custom.svg"))) {
        // The generic drawing carries the piece's letter.
        painter->save();
        QFont font = painter->font();
        font.setFamily(QStringLiteral("DejaVu Sans"));
        font.setBold(true);
        font.setPixelSize(qMax(1, qRound(rect.height() * 0.42)));
        painter->setFont(font);
        painter->setPen(QColor::fromRgb(pieceLetterRgb(black)));
        painter->drawText(rect, Qt::AlignCenter, QString(QChar::fromLatin1(type.letter)));
        painter->restore();
    }
}

void PieceRenderer::draw(QPainter *painter, const QRectF &rect, const cpw::PieceType &type, bool vector,
                         bool black)
{
    if (vector || rect.width() < 1.0) {
        drawVector(painter, rect, type, black);
        return;
    }
    const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const qreal scale = painter->transform().m11();
    const int px = qMax(1, qRound(rect.width() * dpr * (scale > 0 ? scale : 1.0)));
    const QString key = QStringLiteral("%1/%2/%3/%4")
                            .arg(QChar::fromLatin1(type.letter))
                            .arg(int(type.kind))
                            .arg(px)
                            .arg(black);
    auto it = m_pixmaps.find(key);
    if (it == m_pixmaps.end()) {
        if (m_pixmaps.size() > 400)
            m_pixmaps.clear();
        QPixmap pixmap(px, px);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        drawVector(&p, QRectF(0, 0, px, px), type, black);
        p.end();
        it = m_pixmaps.insert(key, pixmap);
    }
    painter->save();
    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    painter->drawPixmap(rect, *it, QRectF(0, 0, px, px));
    painter->restore();
}

QIcon PieceRenderer::icon(const cpw::PieceType &type, int size, bool black)
{
    QIcon icon;
    for (int scale : {1, 2}) {
        QPixmap pixmap(size * scale, size * scale);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        drawVector(&p, QRectF(0, 0, size * scale, size * scale), type, black);
        p.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}
