// Exports: an SVG diagram parsed back (pieces present as vector drawings at the right cells,
// and named), a sheet of several solutions, PNG size, and the renderer seeing the pieces.
#include <QSvgRenderer>
#include <QXmlStreamReader>
#include <QtTest>

#include "boardpainter.h"
#include "cpw/attacks.h"
#include "exporter.h"

namespace {
/// The "<letter> <cell>" texts of an exported SVG, read back with QXmlStreamReader.
QStringList pieceTexts(const QByteArray &svg)
{
    QStringList out;
    QXmlStreamReader xml(svg);
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text")) {
            const QString t = xml.readElementText(QXmlStreamReader::IncludeChildElements).simplified();
            if (t.size() >= 4 && t.at(0).isUpper() && t.at(1) == QLatin1Char(' '))
                out << t;
        }
    }
    if (xml.hasError())
        out << QStringLiteral("XML ERROR: ") + xml.errorString();
    out.sort();
    return out;
}
} // namespace

class TestExport : public QObject {
    Q_OBJECT
private slots:
    void svgDiagram()
    {
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        const auto parsed = cpw::parsePlacement("4/1Q2/4/R2N", cat);
        QVERIFY(parsed.ok());
        const cpw::Placement placement = parsed.value();
        const std::vector<int> counts = cpw::attackCounts(placement, cat);
        const std::vector<int> targets(16, 2);
        BoardScene scene;
        scene.placement = &placement;
        scene.catalogue = &cat;
        scene.counts = &counts;
        scene.targets = &targets;
        const QByteArray svg = Exporter::svg(scene, QStringLiteral("test"));

        // Well-formed XML with an <svg> root; count its elements.
        QString root;
        QMap<QString, int> elements;
        QXmlStreamReader reader(svg);
        while (!reader.atEnd()) {
            if (reader.readNext() == QXmlStreamReader::StartElement) {
                if (root.isEmpty())
                    root = reader.name().toString();
                ++elements[reader.name().toString()];
            }
        }
        QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
        QCOMPARE(root, QStringLiteral("svg"));
        // Exactly the three pieces, each on its cell.
        QCOMPARE(pieceTexts(svg),
                 (QStringList{QStringLiteral("N d1"), QStringLiteral("Q b3"), QStringLiteral("R a1")}));
        // The pieces are drawn as paths (vectors), not embedded bitmaps.
        QVERIFY(elements.value(QStringLiteral("path")) >= 3 * 3);
        QCOMPARE(elements.value(QStringLiteral("image")), 0);

        // Render it back: the centre of a1 (rook) is the piece's light fill, unlike the bare
        // dark square at c1; the overlay badges are there (16 cells -> 16 count labels).
        // The picture is the board in its margin, with the key to the overlays below it.
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        const QSizeF size = BoardPainter::naturalSize(placement.board(), Exporter::kCell, true);
        const qreal margin = Exporter::kCell * Exporter::kMargin;
        QVERIFY2(renderer.defaultSize().height() > size.height() + 2 * margin + Exporter::kCell * 0.5,
                 "no room for the key below the board");
        QImage img(renderer.defaultSize(), QImage::Format_ARGB32);
        img.fill(Qt::white);
        QPainter p(&img);
        renderer.render(&p);
        p.end();
        const auto g = BoardPainter::layout(placement.board(), QRectF(QPointF(margin, margin), size), true);
        const QColor rookCentre = img.pixelColor(g.cellRect(0, 0).center().toPoint() + QPoint(0, 8));
        const QColor emptyDark = img.pixelColor(g.cellRect(2, 0).center().toPoint());
        QCOMPARE(emptyDark, BoardPainter::darkSquare());
        QVERIFY2(rookCentre.lightness() > 200, qPrintable(rookCentre.name()));
        int numbers = 0;
        QXmlStreamReader xml(svg);
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text")) {
                bool ok = false;
                xml.readElementText().trimmed().toInt(&ok);
                numbers += ok;
            }
        // 16 counts + rank labels 1..4 + the key's three sample badges (exact, below, above).
        QCOMPARE(numbers, 16 + 4 + 3);
    }

    void sheet()
    {
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        std::vector<cpw::Placement> list;
        for (const char *n : {"K2/3/3", "3/1Q1/3", "3/3/2N"})
            list.push_back(cpw::parsePlacement(n, cat).value());
        const QByteArray svg =
            Exporter::sheetSvg(list, {QStringLiteral("one"), QStringLiteral("two"), QStringLiteral("three")},
                               cat, 2, QStringLiteral("sheet"));
        QCOMPARE(pieceTexts(svg),
                 (QStringList{QStringLiteral("K a3"), QStringLiteral("N c1"), QStringLiteral("Q b2")}));
        QVERIFY(svg.contains("three"));
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
    }

    void png()
    {
        const cpw::Placement placement(cpw::Board(6, 3));
        BoardScene scene;
        scene.placement = &placement;
        scene.catalogue = &cpw::Catalogue::standard();
        scene.labels = false;
        const QImage img = Exporter::image(scene, 20.0, 2.0);
        // 6 x 3 cells of 20 pixels and a margin of kMargin cells on each side, at scale 2.
        const int margin = qRound(20.0 * Exporter::kMargin);
        QCOMPARE(img.size(), QSize(2 * (120 + 2 * margin), 2 * (60 + 2 * margin)));
    }
};

QTEST_MAIN(TestExport)
#include "tst_export.moc"
