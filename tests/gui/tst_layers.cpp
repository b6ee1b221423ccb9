// The overlay layers of BoardPainter (one painting routine for the widget, the thumbnails and
// the exports): each layer draws where the rules say and nowhere else. Pictures are rendered
// into images and the cells' pixels are classified by colour.
#include <QtTest>

#include <QSvgRenderer>

#include <cmath>

#include "boardpainter.h"
#include "cpw/placement.h"
#include "exporter.h"

namespace {
constexpr qreal kCell = 40;

QImage render(const cpw::Placement &placement, OverlayLayers layers, const std::vector<int> *order = nullptr)
{
    static const cpw::Catalogue cat = cpw::Catalogue::standard();
    const QSizeF size = BoardPainter::naturalSize(placement.board(), kCell, false);
    QImage image(size.toSize(), QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    BoardScene scene;
    scene.placement = &placement;
    scene.catalogue = &cat;
    scene.labels = false;
    scene.layers = layers;
    scene.order = order;
    BoardPainter::paint(&p, QRectF(QPointF(0, 0), size), scene);
    return image;
}

cpw::Placement place(int w, int h, const char *text)
{
    const cpw::Board board(w, h);
    return cpw::parsePlacement(text, cpw::Catalogue::standard(), &board).value();
}

/// Pixels in the cell (x, y) (y = 0 the bottom rank) that match `pred`.
int count(const QImage &img, int h, int x, int y, const std::function<bool(QColor)> &pred)
{
    int n = 0;
    const int top = (h - 1 - y) * int(kCell);
    for (int py = top + 2; py < top + int(kCell) - 2; ++py)
        for (int px = x * int(kCell) + 2; px < (x + 1) * int(kCell) - 2; ++px)
            n += pred(img.pixelColor(px, py)) ? 1 : 0;
    return n;
}

/// The mean colour of the inside of cell (x, y).
QColor mean(const QImage &img, int h, int x, int y)
{
    double r = 0, g = 0, b = 0;
    int n = 0;
    count(img, h, x, y, [&](QColor c) {
        r += c.red();
        g += c.green();
        b += c.blue();
        ++n;
        return true;
    });
    return QColor(int(r / n), int(g / n), int(b / n));
}

double distance(QColor a, QColor b)
{
    const double dr = a.red() - b.red(), dg = a.green() - b.green(), db = a.blue() - b.blue();
    return std::sqrt(dr * dr + dg * dg + db * db);
}

bool strongRed(QColor c)
{
    return c.red() > 170 && c.green() < 90 && c.blue() < 90;
}
bool pathBlue(QColor c)
{
    return c.blue() > 120 && c.red() < 90 && c.green() < 120;
}
} // namespace

class TestLayers : public QObject {
    Q_OBJECT
private slots:
    void conflicts()
    {
        // Rooks on a1 and c1 attack each other; the knight on b2 has no move on 3x3 and no
        // rook line reaches it. Conflict rings only around the rooks.
        const cpw::Placement p = place(3, 3, "3/1N1/R1R");
        const QImage plain = render(p, NoOverlay);
        const QImage marked = render(p, ConflictsLayer);
        QCOMPARE(count(plain, 3, 0, 0, strongRed), 0);
        QVERIFY(count(marked, 3, 0, 0, strongRed) > 20); // ring around a1
        QVERIFY(count(marked, 3, 2, 0, strongRed) > 20); // ring around c1
        QVERIFY(count(marked, 3, 1, 0, strongRed) > 20); // the line between them over b1
        QCOMPARE(count(marked, 3, 1, 1, strongRed), 0);  // the knight is in peace
    }

    void colourAttacks()
    {
        // Peaceable armies: a white queen on a5, a black one on d3 (5x5). a4 is attacked by
        // white only, e3 by black only, c3 by both, b2 by neither. Each tint must stand out
        // from the board's own colours (on light and dark cells alike), and white's from black's.
        const cpw::Board board(5, 5);
        const cpw::Placement p =
            cpw::parsePlacement("Q4/5/3q1/5/5", cpw::Catalogue::standard(), &board, true).value();
        const QImage plain = render(p, NoOverlay);
        const QImage img = render(p, ColourAttacksLayer);
        struct Cell {
            int x, y;
        };
        const Cell whiteOnly[] = {{0, 3}, {0, 1}}, blackOnly[] = {{4, 2}, {3, 3}}, both = {2, 2},
                   none = {1, 1};
        auto shift = [&](Cell c) {
            return distance(mean(img, 5, c.x, c.y), mean(plain, 5, c.x, c.y));
        };
        QCOMPARE(shift(none), 0.0);
        for (Cell c : whiteOnly)
            QVERIFY2(shift(c) > 40, qPrintable(QString::number(shift(c))));
        for (Cell c : blackOnly)
            QVERIFY2(shift(c) > 40, qPrintable(QString::number(shift(c))));
        // Attacked by both: a tint of its own (no warning colour: no piece may stand there, a fact).
        QVERIFY2(shift(both) > 20, qPrintable(QString::number(shift(both))));
        QCOMPARE(count(img, 5, both.x, both.y, [](QColor c) { return c.red() > 150 && c.green() < 110; }), 0);
        // White's tint and black's differ: b4 (white only) and d4 (black only), cells of one colour.
        const QColor w = mean(img, 5, 1, 3), b = mean(img, 5, 3, 3);
        QCOMPARE(distance(mean(plain, 5, 1, 3), mean(plain, 5, 3, 3)), 0.0); // same plain colour
        QVERIFY2(distance(w, b) > 40, qPrintable(QString::number(distance(w, b))));
    }

    void uncovered()
    {
        // A knight on a1 of a 3x3 board covers b3 and c2; the other empty cells are uncovered (a
        // grey dot in the centre: calm, no red), a1 itself is covered by occupation, but not
        // under total cover.
        const cpw::Placement p = place(3, 3, "3/3/N2");
        const QImage img = render(p, UncoveredLayer);
        auto dotGrey = [](QColor c) {
            return c.hsvSaturation() < 60 && c.lightness() < 140;
        };
        auto reddish = [](QColor c) {
            return c.red() > 150 && c.green() < 110 && c.blue() < 110;
        };
        QCOMPARE(count(img, 3, 1, 2, dotGrey), 0);  // b3 attacked
        QCOMPARE(count(img, 3, 2, 1, dotGrey), 0);  // c2 attacked
        QVERIFY(count(img, 3, 1, 1, dotGrey) > 20); // b2 uncovered
        QVERIFY(count(img, 3, 2, 2, dotGrey) > 20); // c3 uncovered
        for (int y = 0; y < 3; ++y)
            for (int x = 0; x < 3; ++x)
                QCOMPARE(count(img, 3, x, y, reddish), 0);
        const QImage total = render(p, UncoveredLayer | TotalCoverLayer);
        QVERIFY(count(total, 3, 0, 0, dotGrey) > 20); // a1 is occupied but not attacked
        QCOMPARE(count(total, 3, 1, 2, dotGrey), 0);
    }

    void tourPath()
    {
        // An open path a1 -> b3 -> c1 on 3x3: the path passes the cells it visits and leaves
        // the untouched corner a3 alone.
        const cpw::Placement p = place(3, 3, "3/3/N2");
        std::vector<int> order(9, 0);
        order[0] = 1; // a1
        order[7] = 2; // b3
        order[2] = 3; // c1
        const QImage img = render(p, TourPathLayer, &order);
        const QImage none = render(p, TourPathLayer, nullptr);
        QVERIFY(count(img, 3, 1, 2, pathBlue) > 10); // b3 (move number and path)
        QVERIFY(count(img, 3, 1, 1, pathBlue) > 0);  // the segments cross b2
        QCOMPARE(count(img, 3, 0, 2, pathBlue), 0);  // a3 never visited
        QCOMPARE(count(none, 3, 1, 2, pathBlue), 0);
        // The closing segment c1 -> a1 runs over b1 only for a closed tour.
        const QImage open = render(p, TourPathLayer, &order);
        const QImage closed = render(p, TourPathLayer | ClosedTourLayer, &order);
        QVERIFY(count(closed, 3, 1, 0, pathBlue) > count(open, 3, 1, 0, pathBlue));
    }

    void tourInExports()
    {
        // The SVG and PNG exports draw the same path (one painting routine): rendered back at
        // the test's cell size, the visited cell b3 shows the path and a3 stays clean.
        const cpw::Placement p = place(3, 3, "3/3/N2");
        const cpw::Catalogue cat = cpw::Catalogue::standard();
        std::vector<int> order(9, 0);
        order[0] = 1;
        order[7] = 2;
        order[2] = 3;
        BoardScene scene;
        scene.placement = &p;
        scene.catalogue = &cat;
        scene.labels = false;
        scene.layers = TourPathLayer;
        scene.order = &order;
        const QImage png = Exporter::image(scene, kCell);
        // The board inside the export's white margin, the key to the path below it.
        const QSize natural = BoardPainter::naturalSize(p.board(), kCell, false).toSize();
        const int margin = qRound(kCell * Exporter::kMargin);
        QCOMPARE(png.width(), natural.width() + 2 * margin);
        QVERIFY(png.height() > natural.height() + 2 * margin);
        const QImage board = png.copy(QRect(QPoint(margin, margin), natural));
        QVERIFY(count(board, 3, 1, 2, pathBlue) > 10);
        QCOMPARE(count(board, 3, 0, 2, pathBlue), 0);

        QSvgRenderer svg(Exporter::svg(scene, QStringLiteral("tour"), kCell));
        QVERIFY(svg.isValid());
        QImage fromSvg(png.size(), QImage::Format_ARGB32);
        fromSvg.fill(Qt::white);
        QPainter painter(&fromSvg);
        svg.render(&painter, QRectF(QPointF(0, 0), QSizeF(png.size())));
        painter.end();
        const QImage svgBoard = fromSvg.copy(QRect(QPoint(margin, margin), natural));
        QVERIFY(count(svgBoard, 3, 1, 2, pathBlue) > 10);
        QCOMPARE(count(svgBoard, 3, 0, 2, pathBlue), 0);
    }
};

QTEST_MAIN(TestLayers)
#include "tst_layers.moc"
