#pragma once
/// \file piecerenderer.h
/// Draws pieces from the project's own SVG set (resources/pieces). Built-in pieces have one
/// drawing each; user-defined pieces share a generic disc with their letter on it. Black pieces
/// (peaceable armies) use the black variant of each drawing (blackpieces.h).

#include <QHash>
#include <QIcon>
#include <QPixmap>
#include <QString>

#include <memory>

#include "cpw/piece.h"

class QPainter;
class QRectF;
class QSvgRenderer;

/// The piece's name in the user's language (built-ins translated, user pieces as given).
QString pieceDisplayName(const cpw::PieceType &type);
/// The piece's letter where it is shown to a person, in the user's language (German D for the
/// queen, Hungarian V): the six standard pieces have their language's letters; fairy and
/// user-defined pieces keep theirs. The placement notation keeps FEN's letters.
QString pieceDisplayLetter(const cpw::PieceType &type);

/// Registers the library's resources (pieces, icons, examples, translations). Safe to call often.
void initGuiResources();

class PieceRenderer {
public:
    static PieceRenderer &instance();

    /// Draws `type` into `rect`. With `vector` the SVG is rendered as paths (exports); otherwise a
    /// pixmap cached per size and device pixel ratio is used (screen, thumbnails).
    void draw(QPainter *painter, const QRectF &rect, const cpw::PieceType &type, bool vector,
              bool black = false);
    /// A square icon of the piece (palette buttons, lists).
    QIcon icon(const cpw::PieceType &type, int size = 40, bool black = false);
    /// The resource path of the drawing used for a piece.
    static QString resourceFor(const cpw::PieceType &type);

private:
    PieceRenderer() = default;
    QSvgRenderer *renderer(const QString &path, bool black = false);
    void drawVector(QPainter *painter, const QRectF &rect, const cpw::PieceType &type, bool black = false);

    QHash<QString, std::shared_ptr<QSvgRenderer>> m_renderers;
    QHash<QString, QPixmap> m_pixmaps; ///< key: letter/kind/size/dpr
};
