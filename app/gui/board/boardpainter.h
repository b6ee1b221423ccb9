#pragma once
/// \file boardpainter.h
/// The one painting routine of the workbench: the board widget, the gallery thumbnails and
/// the SVG/PNG exports all draw a BoardScene with BoardPainter::paint.

#include <QColor>
#include <QPainter>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <optional>
#include <vector>

#include "cpw/attacks.h"
#include "cpw/exact.h"
#include "cpw/placement.h"

/// The overlay layers a problem kind can show (a family's editor picks them, see
/// families/familyeditor.h); the board widget, the thumbnails and the exports draw the same ones.
enum OverlayLayer : unsigned {
    NoOverlay = 0,
    AttackCountsLayer = 1 << 0,  ///< attack count of every cell against its target (exact attack)
    ConflictsLayer = 1 << 1,     ///< pieces that attack each other: red rings, a line between them;
                                 ///< attacked empty cells tinted (independent placements, armies)
    UncoveredLayer = 1 << 2,     ///< cells neither occupied nor attacked hatched red, covered ones tinted
    TotalCoverLayer = 1 << 3,    ///< with UncoveredLayer: occupied cells must be attacked too
    TourPathLayer = 1 << 4,      ///< a tour: its path through the cell centres, move numbers
    ClosedTourLayer = 1 << 5,    ///< with TourPathLayer: the path returns to its start
    ColourAttacksLayer = 1 << 6, ///< two colours: cells attacked by white, by black, by both (peaceable)
};
using OverlayLayers = unsigned;

/// The analysis mode's answer for one cell (Analysis, analysis.h): would a piece there keep the
/// position completable?
struct CellHint {
    enum State : signed char {
        Pending = -1, ///< not evaluated yet (or not an empty cell)
        Dead = 0,     ///< no completion with a piece there (red)
        Live = 1,     ///< a completion exists (green)
        Unknown = 2,  ///< the cell's time ran out before an answer
    };
    State state = Pending;
    bool counted = false; ///< `count` is the exact number of completions
    unsigned long long count = 0;
};

/// Everything one picture of a board shows. Pointers are borrowed for the duration of paint().
struct BoardScene {
    const cpw::Placement *placement = nullptr; ///< required: board shape and pieces
    const cpw::Catalogue *catalogue = nullptr; ///< required
    const std::vector<int> *targets = nullptr; ///< per-cell targets (kAnyTarget = any) or null
    const std::vector<int> *counts = nullptr;  ///< attack counts to show as the overlay, or null
    bool labels = true;                        ///< file letters and rank numbers
    bool showTargets = false;                  ///< write each cell's target into the cell
    int selectedCell = -1;                     ///< keyboard/selection cursor
    int hiddenCell = -1;                       ///< piece lifted by a drag (drawn at dragPos)
    int dragPiece = -1;                        ///< piece id following the mouse, or -1
    QPointF dragPos;                           ///< in painter coordinates
    int rayOrigin = -1;                        ///< cell whose attack lines are drawn
    std::vector<cpw::AttackRay> rays;          ///< attack lines of the hovered piece
    std::optional<cpw::AttackPattern> pattern; ///< pattern markers (attacked, free, occupied)
    bool patternPreviewPiece = false;          ///< draw the pattern's piece when its cell is empty
    bool vector = false;                       ///< paint vectors (SVG export) instead of cached pixmaps
    bool semanticText = false;                 ///< exports: invisible text naming each piece and cell
    QString badge;                             ///< short text in the top-right corner (e.g. "live")
    OverlayLayers layers = NoOverlay;          ///< conflicts, uncovered cells, tour path (counts: `counts`)
    const std::vector<int> *order = nullptr;   ///< TourPathLayer: move number per cell (1 = start, 0 = none)
    /// Analysis hints per cell: green (completable), red (not), a heat map where counted; null = none.
    const std::vector<CellHint> *hints = nullptr;
    /// A puzzle's givens (document/puzzle.h): one flag per cell, drawn as a grey wash under the
    /// piece or number; null = no puzzle. Part of the picture, not an overlay.
    const std::vector<char> *given = nullptr;
    /// A numbered tour's numbers (given ones in black, written ones in blue), large in the
    /// cells, consecutive numbers joined by a thin line; null = none. Part of the picture.
    const std::vector<int> *numbers = nullptr;
};

/// One line of a board's key: a mark drawn as the board draws it, and what it means in words.
struct LegendEntry {
    enum class Mark {
        Fill,   ///< a tinted cell
        Hatch,  ///< a hatched cell
        Hole,   ///< a hole of a shaped board
        Ring,   ///< a ring around a cell's centre
        Square, ///< a square outline in a cell (a tour's end)
        Line,   ///< a line between cell centres
        Badge,  ///< a number in a rounded badge (attack counts)
        Tag,    ///< a number in a white tag (move numbers)
        Text,   ///< a short text written in the cell (targets)
        Dot,    ///< a small dot in the cell's centre
    };
    Mark mark = Mark::Fill;
    QColor colour;
    QString sample; ///< Badge, Tag, Text: the text shown in the swatch
    QString text;   ///< what the mark means, in the user's language
    bool operator==(const LegendEntry &) const = default;
};

class BoardPainter {
public:
    /// Where the cells are for a board painted into an area.
    struct Geometry {
        QRectF boardRect; ///< the cells' bounding rectangle
        qreal cell = 0.0; ///< side of one cell
        int width = 0;
        int height = 0;
        qreal margin = 0.0; ///< label margin (left and bottom)
        /// Rectangle of the cell (x, y); y = 0 is the bottom rank.
        QRectF cellRect(int x, int y) const;
        QRectF cellRect(int index) const { return cellRect(index % width, index / width); }
        /// Cell index under a point (holes included), or -1 outside the rectangle.
        int cellAt(const QPointF &point) const;
    };

    /// Lays out a board in `area`: square cells as large as fit, labels in a margin of half a
    /// cell on the left and below. `snap` rounds the cell size to whole pixels (screen).
    static Geometry layout(const cpw::Board &board, const QRectF &area, bool labels, bool snap = false);
    /// The size of a picture with cells of side `cell`.
    static QSizeF naturalSize(const cpw::Board &board, qreal cell, bool labels);
    /// Paints the scene into `area` and returns the geometry used.
    static Geometry paint(QPainter *painter, const QRectF &area, const BoardScene &scene, bool snap = false);

    /// The key to what `scene` shows: one entry for every mark its layers, counts, targets,
    /// pattern markers and analysis hints can draw (and holes, when the board has them), in the
    /// user's language (translation context "Legend"). Empty when the scene shows nothing that
    /// needs a key.
    static std::vector<LegendEntry> legend(const BoardScene &scene);
    /// Whether the scene shows any overlay (counts, targets, layers, pattern markers, hints):
    /// exports add the key only then.
    static bool hasOverlays(const BoardScene &scene);
    /// Height the key needs when its entries flow in rows across `width`, with text of
    /// `pixelSize` pixels.
    static qreal legendHeight(const std::vector<LegendEntry> &entries, qreal width, int pixelSize);
    /// Paints the key into `area` (entries flow in rows; each a swatch and its words).
    static void paintLegend(QPainter *painter, const QRectF &area, const std::vector<LegendEntry> &entries,
                            int pixelSize);

    /// Colour of an overlay count against its target: below = slate (not there yet; no
    /// warning), exact = green, above = red, no target = slate.
    static QColor countColour(int count, int target);
    static QColor lightSquare() { return QColor(0xf0, 0xd9, 0xb5); }
    static QColor darkSquare() { return QColor(0xb5, 0x88, 0x63); }
};
