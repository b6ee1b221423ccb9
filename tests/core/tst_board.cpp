// Board geometry: sizes, cell names, symmetries of shapes and of problems.
#include <QtTest>

#include "cpw/board.h"
#include "cpw/piece.h"
#include "cpw/placement.h"

using namespace cpw;

class TestBoard : public QObject {
    Q_OBJECT
private slots:
    void parseSize_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("error");
        QTest::newRow("8x8") << "8x8" << 8 << 8 << int(ErrorCode::None);
        QTest::newRow("4x6") << "4x6" << 4 << 6 << int(ErrorCode::None);
        QTest::newRow("N") << "5" << 5 << 5 << int(ErrorCode::None);
        QTest::newRow("1x1") << "1x1" << 1 << 1 << int(ErrorCode::None);
        QTest::newRow("32x32") << "32X32" << 32 << 32 << int(ErrorCode::None);
        QTest::newRow("0") << "0x5" << 0 << 0 << int(ErrorCode::BadBoardSize);
        // Any problem's board takes sides up to kMaxBoardSide (100000); families whose engines
        // hold cells in a CellSet refuse sides beyond 32 themselves (BoardTooLarge), tours
        // beyond 1000.
        QTest::newRow("33") << "33x33" << 33 << 33 << int(ErrorCode::None);
        QTest::newRow("1000x3") << "1000x3" << 1000 << 3 << int(ErrorCode::None);
        QTest::newRow("1001") << "1001x1001" << 1001 << 1001 << int(ErrorCode::None);
        QTest::newRow("100000") << "100000" << 100000 << 100000 << int(ErrorCode::None);
        QTest::newRow("100001") << "100001x5" << 0 << 0 << int(ErrorCode::BadBoardSize);
        QTest::newRow("negative") << "-1x4" << 0 << 0 << int(ErrorCode::BadBoardSize);
        QTest::newRow("letters") << "axb" << 0 << 0 << int(ErrorCode::BadBoardSpec);
        QTest::newRow("empty") << "" << 0 << 0 << int(ErrorCode::BadBoardSpec);
        QTest::newRow("trailing") << "8x8x" << 0 << 0 << int(ErrorCode::BadBoardSpec);
        QTest::newRow("huge") << "99999999999x1" << 0 << 0 << int(ErrorCode::BadBoardSpec);
    }
    void parseSize()
    {
        QFETCH(QString, text);
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, error);
        auto b = Board::parseSize(text.toStdString());
        QCOMPARE(int(b.error().code), error);
        if (b) {
            QCOMPARE(b->width(), width);
            QCOMPARE(b->height(), height);
        }
    }

    void cellNames_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("x");
        QTest::addColumn<int>("y");
        QTest::addColumn<QString>("name");
        QTest::newRow("a1") << 8 << 0 << 0 << "a1";
        QTest::newRow("h8") << 8 << 7 << 7 << "h8";
        QTest::newRow("e4") << 8 << 4 << 3 << "e4";
        QTest::newRow("z1") << 32 << 25 << 0 << "z1";
        QTest::newRow("aa12") << 32 << 26 << 11 << "aa12";
        QTest::newRow("af32") << 32 << 31 << 31 << "af32";
    }
    void cellNames()
    {
        QFETCH(int, width);
        QFETCH(int, x);
        QFETCH(int, y);
        QFETCH(QString, name);
        Board b(width, width);
        QCOMPARE(QString::fromStdString(b.cellName(b.index(x, y))), name);
        auto parsed = b.parseCell(name.toStdString());
        QVERIFY(parsed.ok());
        QCOMPARE(parsed.value(), b.index(x, y));
    }
    void badCellNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("i1 on 8x8") << "i1";
        QTest::newRow("a9 on 8x8") << "a9";
        QTest::newRow("a0") << "a0";
        QTest::newRow("no rank") << "a";
        QTest::newRow("no file") << "12";
        QTest::newRow("upper") << "A1";
        QTest::newRow("junk") << "a1x";
    }
    // A board of more than 1000 x 1000 cells keeps nothing per cell (issue 48): 64-bit cell
    // indices, names and the placement notation as on any board, pieces kept as a list. The
    // numbers are the test's own arithmetic (index = y * width + x).
    void sparseBoard()
    {
        const Board b = Board::parseSize("100000").value();
        QVERIFY(b.sparse());
        QVERIFY(!Board(1000, 1000).sparse());
        QCOMPARE(b.area(), std::int64_t(10000000000));
        QCOMPARE(b.cellCount(), std::int64_t(10000000000));
        const std::int64_t top = std::int64_t(99999) * 100000; // a100000
        QCOMPARE(b.index(0, 99999), top);
        QCOMPARE(b.parseCell("a100000").value(), top);
        QCOMPARE(b.cellName(top), std::string("a100000"));
        QCOMPARE(b.rankOf(top + 99999), 99999);
        QCOMPARE(b.fileOf(top + 99999), 99999);
        for (std::int64_t i : {top + 99999, std::int64_t(1) << 31, std::int64_t(9000000000) + 12345})
            QCOMPARE(b.parseCell(b.cellName(i)).value(), i);
        QCOMPARE(b.transform(Symmetry::Rot180, 0), b.area() - 1);
        QCOMPARE(b.symmetries().size(), std::size_t(8)); // no holes: every symmetry of the square

        const Catalogue catalogue = Catalogue::standard();
        const int queen = catalogue.find('Q'), rook = catalogue.find('R');
        const Board small(1001, 1001); // just past the dense limit
        QVERIFY(small.sparse());
        Placement p(small);
        QVERIFY(p.cells().empty()); // nothing per cell
        p.set(small.index(1000, 1000), rook); // out of order
        p.set(0, queen);
        p.set(small.index(5, 500), queen);
        p.set(small.index(5, 500), kEmpty);
        QCOMPARE(p.pieceCount(), 2);
        QCOMPARE(p.at(0), queen);
        QCOMPARE(p.at(small.index(1000, 1000)), rook);
        QCOMPARE(p.at(small.index(5, 500)), kEmpty);
        std::string expected = "1000R/";
        for (int rank = 1000; rank >= 2; --rank) // ranks 1000 down to 2 are empty
            expected += "1001/";
        expected += "Q1000";
        QCOMPARE(toNotation(p, catalogue), expected);
        const auto back = parsePlacement(expected, catalogue, &small);
        QVERIFY(back.ok());
        QVERIFY(back.value() == p);
        QCOMPARE(p.transformed(Symmetry::Rot180).at(0), rook);
        // A sparse board has no holes: '-' in its notation is a hole where it has a cell.
        const auto hole = parsePlacement("-1000/" + expected.substr(expected.find('/') + 1), catalogue, &small);
        QCOMPARE(hole.error().code, ErrorCode::HoleMismatch);
    }

    void badCellNames()
    {
        QFETCH(QString, name);
        Board b(8, 8);
        auto r = b.parseCell(name.toStdString());
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::CellOutOfBoard);
    }

    void transforms()
    {
        // Hand-worked images of b1 (x=1, y=0) on a 4x4 board.
        Board b(4, 4);
        const int b1 = b.index(1, 0);
        QCOMPARE(b.cellName(b.transform(Symmetry::Rot90, b1)), std::string("d2"));
        QCOMPARE(b.cellName(b.transform(Symmetry::Rot180, b1)), std::string("c4"));
        QCOMPARE(b.cellName(b.transform(Symmetry::Rot270, b1)), std::string("a3"));
        QCOMPARE(b.cellName(b.transform(Symmetry::MirrorLR, b1)), std::string("c1"));
        QCOMPARE(b.cellName(b.transform(Symmetry::MirrorTB, b1)), std::string("b4"));
        QCOMPARE(b.cellName(b.transform(Symmetry::Transpose, b1)), std::string("a2"));
        QCOMPARE(b.cellName(b.transform(Symmetry::AntiTranspose, b1)), std::string("d3"));
        // Every symmetry is a bijection; four quarter turns are the identity.
        for (Symmetry s : b.symmetries()) {
            std::vector<bool> seen(16, false);
            for (int i = 0; i < 16; ++i)
                seen[b.transform(s, i)] = true;
            QVERIFY(std::all_of(seen.begin(), seen.end(), [](bool v) { return v; }));
        }
        for (int i = 0; i < 16; ++i) {
            int j = i;
            for (int k = 0; k < 4; ++k)
                j = b.transform(Symmetry::Rot90, j);
            QCOMPARE(j, i);
        }
    }

    void symmetryGroups_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<QStringList>("holes");
        QTest::addColumn<int>("count");
        QTest::newRow("square") << 5 << 5 << QStringList{} << 8;
        QTest::newRow("rectangle") << 4 << 6 << QStringList{} << 4;
        QTest::newRow("1x1") << 1 << 1 << QStringList{} << 8;
        QTest::newRow("corner hole") << 4 << 4 << QStringList{"a1"} << 2; // id, diagonal
        QTest::newRow("centre hole") << 5 << 5 << QStringList{"c3"} << 8;
        QTest::newRow("two corners") << 4 << 4 << QStringList{"a1", "d4"} << 4; // id, r180, diag, antidiag
        QTest::newRow("edge hole") << 5 << 5 << QStringList{"c1"} << 2;         // id, mirror-lr
        QTest::newRow("asymmetric") << 4 << 4 << QStringList{"b1"} << 1;
    }
    void symmetryGroups()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(QStringList, holes);
        QFETCH(int, count);
        Board b(width, height);
        for (const QString &h : holes)
            b.setHole(b.parseCell(h.toStdString()).value());
        QCOMPARE(int(b.symmetries().size()), count);
        QCOMPARE(b.cellCount(), std::int64_t(width * height - int(holes.size())));
    }

    void problemGroups_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<QString>("pieces");
        QTest::addColumn<QString>("targets"); // ranks top-down, empty = uniform
        QTest::addColumn<QStringList>("expected");
        const QStringList all = {"id", "r90", "r180", "r270", "mirror-lr", "mirror-tb", "diag", "antidiag"};
        QTest::newRow("square, no pawns") << 5 << 5 << "KQRBN"
                                          << "" << all;
        QTest::newRow("square, pawns") << 5 << 5 << "KQRBNP"
                                       << "" << QStringList{"id", "mirror-lr"};
        QTest::newRow("rectangle, pawns") << 4 << 6 << "KQRBNP"
                                          << "" << QStringList{"id", "mirror-lr"};
        QTest::newRow("rectangle, no pawns") << 4 << 6 << "QN"
                                             << "" << QStringList{"id", "r180", "mirror-lr", "mirror-tb"};
        // Targets 2 on a1 only: symmetric under the diagonal alone (plus identity).
        QTest::newRow("square, corner target") << 3 << 3 << "Q"
                                               << "111/111/211" << QStringList{"id", "diag"};
        // Targets differing between left and right: even the mirror goes with pawns.
        QTest::newRow("pawns, lopsided targets") << 3 << 3 << "P"
                                                 << "112/111/111" << QStringList{"id"};
        // A user piece that rides only forward-left, along (-1, 1): the anti-diagonal reflection
        // (dx, dy) -> (-dy, -dx) keeps that vector; nothing else but the identity does.
        QTest::newRow("one-way user piece") << 4 << 4 << "U"
                                            << "" << QStringList{"id", "antidiag"};
    }
    void problemGroups()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(QString, pieces);
        QFETCH(QString, targets);
        QFETCH(QStringList, expected);
        Catalogue cat;
        QVERIFY(cat.addCustom('U', "forward-left rider", "flFF").ok() || cat.addCustom('U', "", "flF").ok());
        Board b(width, height);
        std::vector<int> ids;
        for (QChar c : pieces)
            ids.push_back(cat.find(char(c.unicode())));
        std::vector<int> t;
        if (!targets.isEmpty()) {
            t.assign(b.area(), 0);
            const QStringList ranks = targets.split('/');
            for (int r = 0; r < height; ++r)
                for (int x = 0; x < width; ++x)
                    t[(height - 1 - r) * width + x] = ranks[r][x].digitValue();
        }
        QStringList got;
        for (Symmetry s : problemSymmetries(b, cat, ids, t))
            got << QString::fromUtf8(symmetryName(s).data(), int(symmetryName(s).size()));
        QCOMPARE(got, expected);
    }

    void pieceInvariance()
    {
        // A pawn has a direction: only the identity and the left-right mirror keep it.
        const Catalogue &cat = Catalogue::standard();
        const PieceType &pawn = cat.piece(cat.find('P'));
        int invariant = 0;
        for (Symmetry s : kAllSymmetries)
            invariant += pawn.isInvariantUnder(s);
        QCOMPARE(invariant, 2);
        QVERIFY(pawn.isInvariantUnder(Symmetry::MirrorLR));
        QVERIFY(!pawn.isInvariantUnder(Symmetry::MirrorTB));
        for (char c : std::string("KQRBNACHXYZI"))
            QVERIFY2(cat.piece(cat.find(c)).isFullySymmetric(), std::string(1, c).c_str());
    }
};

QTEST_APPLESS_MAIN(TestBoard)
#include "tst_board.moc"
