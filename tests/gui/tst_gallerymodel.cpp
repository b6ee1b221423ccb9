// The solution gallery's model: QAbstractItemModelTester while batches arrive, fetchMore
// chunks, bounded memory with counts for the rest, symmetry classes and the filters.
#include <QAbstractItemModelTester>
#include <QtTest>

#include <algorithm>
#include <functional>

#include "cpw/placement.h"
#include "solutionmodel.h"

namespace {
cpw::Solution solution(const char *notation)
{
    const auto p = cpw::parsePlacement(notation, cpw::Catalogue::standard());
    if (!p.ok())
        qFatal("bad placement %s", notation);
    return cpw::Solution{p.value(), std::nullopt, false, 0};
}

/// Every directed knight's tour of a width x height board, by a plain depth-first search written
/// here (not the core's): open tours from every start, closed ones from a1 only (each cycle in
/// both directions). Each as a Solution with the knight on its start and its move numbers.
std::vector<cpw::Solution> allKnightTours(int width, int height, bool closed)
{
    const cpw::Board board(width, height);
    const int knight = cpw::Catalogue::standard().find('N');
    const int area = width * height;
    std::vector<std::vector<int>> leaps(area);
    for (int c = 0; c < area; ++c)
        for (auto [dx, dy] :
             {std::pair{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}) {
            const int x = c % width + dx, y = c / width + dy;
            if (x >= 0 && x < width && y >= 0 && y < height)
                leaps[c].push_back(y * width + x);
        }
    std::vector<cpw::Solution> tours;
    std::vector<int> order(area, 0);
    std::function<void(int, int)> extend = [&](int cell, int k) {
        order[cell] = k;
        if (k == area) {
            if (!closed || std::find(leaps[cell].begin(), leaps[cell].end(), 0) != leaps[cell].end()) {
                const int start = int(std::find(order.begin(), order.end(), 1) - order.begin());
                cpw::Placement p(board);
                p.set(start, knight);
                tours.push_back(cpw::Solution{p, std::nullopt, false, 0, order});
            }
        } else {
            for (int next : leaps[cell])
                if (order[next] == 0)
                    extend(next, k + 1);
        }
        order[cell] = 0;
    };
    for (int start = 0; start < (closed ? 1 : area); ++start)
        extend(start, 1);
    return tours;
}
} // namespace

class TestGalleryModel : public QObject {
    Q_OBJECT
private slots:
    void tester_data()
    {
        QTest::addColumn<bool>("withTesters");
        QTest::newRow("model tester on source and proxy") << true;
        QTest::newRow("fetchMore chunks, no tester") << false;
    }
    void tester()
    {
        QFETCH(bool, withTesters);
        SolutionModel model;
        SolutionFilterModel filter;
        filter.setSourceModel(&model);
        // The testers also call fetchMore themselves, so chunking is checked without them.
        std::unique_ptr<QAbstractItemModelTester> t1, t2;
        if (withTesters) {
            t1 = std::make_unique<QAbstractItemModelTester>(
                &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
            t2 = std::make_unique<QAbstractItemModelTester>(
                &filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        }
        const cpw::Board board(3, 3);
        model.reset(board, cpw::Catalogue::standard());
        model.setCapacity(2000);
        GalleryItemMaker maker(board, cpw::Catalogue::standard(), std::vector<int>(9, 1));
        // 3000 solutions in batches of 250: king on a cell, plus a pawn on every third one.
        quint64 serial = 0;
        for (int batch = 0; batch < 12; ++batch) {
            std::vector<GalleryItem> items;
            for (int i = 0; i < 250; ++i) {
                cpw::Placement p(board);
                p.set(int(serial % 9), 0);
                if (serial % 3 == 0)
                    p.set(int((serial + 1) % 9), 5);
                items.push_back(maker.make(cpw::Solution{p, std::nullopt, false, 0}, ++serial));
            }
            if (model.storedCount() + int(items.size()) > model.capacity()) {
                // The producer counts what does not fit.
                const int room = model.capacity() - model.storedCount();
                std::map<int, quint64> byPieces;
                for (std::size_t i = room; i < items.size(); ++i)
                    ++byPieces[items[i].pieces];
                const quint64 extra = items.size() - room;
                items.resize(room);
                model.appendItems(std::move(items));
                model.addUncounted(extra, byPieces);
            } else {
                model.appendItems(std::move(items));
            }
        }
        QCOMPARE(model.totalSolutions(), quint64(3000));
        QCOMPARE(model.storedCount(), 2000);
        // Only the first chunk is exposed until the view asks for more.
        if (!withTesters) {
            QCOMPARE(model.rowCount(), SolutionModel::kChunk);
            QVERIFY(model.canFetchMore({}));
        }
        while (model.canFetchMore({}))
            model.fetchMore({});
        QCOMPARE(model.rowCount(), 2000);
        // 1000 of 3000 have a pawn (serial % 3 == 0 counted from 0 -> serials 1, 4, 7, ...).
        QCOMPARE(model.byPieces().at(2), quint64(1000));
        QCOMPARE(model.byPieces().at(1), quint64(2000));
        // The caption counts in words: one piece in the singular.
        QCOMPARE(model.index(0, 0).data().toString(), QString::fromUtf8("#1 · 2 pieces"));
        QCOMPARE(model.index(1, 0).data().toString(), QString::fromUtf8("#2 · 1 piece"));

        filter.setNoPawns(true);
        QCOMPARE(filter.rowCount(), 2000 - 667); // stored serials 1..2000 with pawn: 1, 4, ..., 1999
        filter.setNoPawns(false);
        filter.setPieceCount(2);
        QCOMPARE(filter.rowCount(), 667);
        filter.setPieceCount(-1);
        filter.setOrder(SolutionFilterModel::Order::MostPieces);
        QCOMPARE(filter.index(0, 0).data(SolutionModel::PiecesRole).toInt(), 2);
        filter.setOrder(SolutionFilterModel::Order::Arrival);
        QCOMPARE(filter.index(0, 0).data(SolutionModel::SerialRole).toULongLong(), quint64(1));
        model.reset(board, cpw::Catalogue::standard());
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(filter.rowCount(), 0);
    }

    void symmetry()
    {
        // 3x3, uniform targets: all 8 symmetries for pawn-free solutions, only the left-right
        // mirror for solutions with a pawn.
        const cpw::Board board(3, 3);
        GalleryItemMaker maker(board, cpw::Catalogue::standard(), std::vector<int>(9, 1));
        const GalleryItem k1 = maker.make(solution("3/3/K2"), 1);  // king a1
        const GalleryItem k2 = maker.make(solution("2K/3/3"), 2);  // king c3: a half turn of a1
        const GalleryItem k3 = maker.make(solution("3/1K1/3"), 3); // king b2: fixed by everything
        QVERIFY(k1.firstOfOrbit);
        QVERIFY(!k2.firstOfOrbit);
        QVERIFY(k3.firstOfOrbit);
        // A corner king is fixed by the a1-c3 diagonal reflection (x, y) -> (y, x) only.
        QVERIFY(k1.symmetric);
        QCOMPARE(k1.symmetryNames, QStringLiteral("diag"));
        QVERIFY(k3.symmetric);
        QCOMPARE(k3.symmetryNames.split(QStringLiteral(", ")).size(), 7);

        const GalleryItem p1 = maker.make(solution("3/3/P2"), 4); // pawn a1
        const GalleryItem p2 = maker.make(solution("3/3/2P"), 5); // pawn c1: mirror image of a1
        const GalleryItem p3 = maker.make(solution("P2/3/3"), 6); // pawn a3: no pawn symmetry maps a1 there
        QVERIFY(p1.firstOfOrbit);
        QVERIFY(!p2.firstOfOrbit);
        QVERIFY(p3.firstOfOrbit);
        QVERIFY(!p1.symmetric);
        const GalleryItem p4 = maker.make(solution("3/1P1/3"), 7); // pawn b2: fixed by the mirror only
        QVERIFY(p4.symmetric);
        QCOMPARE(p4.symmetryNames, QStringLiteral("mirror-lr"));

        // One rank (a Chess960 row): the up-down mirror moves no cell and fixes nothing worth
        // naming; a king on a1 is fixed by no symmetry that moves a cell, one on b1 by the two
        // that swap a1 and c1.
        const cpw::Board row(3, 1);
        GalleryItemMaker rowMaker(row, cpw::Catalogue::standard(), {});
        const GalleryItem a1 = rowMaker.make(solution("K2"), 1);
        const GalleryItem b1 = rowMaker.make(solution("1K1"), 2);
        QVERIFY(!a1.symmetric);
        QVERIFY(b1.symmetric);
        QCOMPARE(b1.symmetryNames.split(QStringLiteral(", ")).size(), 2);
        QVERIFY(!b1.symmetryNames.contains(QLatin1String("mirror-tb")));
    }

    void captions()
    {
        // The caption counts the pieces, each colour's where there are black ones (two armies).
        const cpw::Board board(3, 3);
        SolutionModel model;
        model.reset(board, cpw::Catalogue::standard());
        GalleryItemMaker maker(board, cpw::Catalogue::standard(), {});
        const auto two = cpw::parsePlacement("Q1q/3/q2", cpw::Catalogue::standard(), nullptr, true);
        QVERIFY(two.ok());
        std::vector<GalleryItem> items;
        items.push_back(maker.make(solution("K2/3/2K"), 1));
        items.push_back(maker.make(cpw::Solution{two.value(), std::nullopt, false, 0}, 2));
        items.push_back(maker.make(solution("3/1N1/3"), 3));
        model.appendItems(std::move(items));
        QTRY_COMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(0).data().toString(), QStringLiteral("#1 · 2 pieces"));
        QCOMPARE(model.index(1).data().toString(), QStringLiteral("#2 · 1 + 2"));
        QCOMPARE(model.index(2).data().toString(), QStringLiteral("#3 · 1 piece"));
        QVERIFY(model.index(1)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("1 white and 2 black pieces")));
    }

    void tourFigures_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<bool>("closed");
        QTest::addColumn<int>("directed");  // tours the search below must find
        QTest::addColumn<int>("distinct");  // geometrically distinct tours
        QTest::addColumn<int>("symmetric"); // of those, the ones a symmetry maps onto themselves
        // OEIS A169769(10) = 6 geometrically distinct closed tours of 3 x 10, A169768(10) = 4
        // of them with twofold symmetry (Knuth); 16 cycles (A169764), each in two directions.
        QTest::newRow("3x10 closed") << 10 << 3 << true << 32 << 6 << 4;
        QTest::newRow("10x3 closed") << 3 << 10 << true << 32 << 6 << 4;
        // OEIS A328341(3) = 3 geometrically distinct open tours of 4 x 3, two symmetric and one
        // not (the entry's example).
        QTest::newRow("4x3 open") << 4 << 3 << false << 2 * 8 << 3 << 2;
        QTest::newRow("3x4 open") << 3 << 4 << false << 2 * 8 << 3 << 2;
    }
    void tourFigures()
    {
        // A tour's symmetry is its figure's, not its placement's (one knight on the start).
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(bool, closed);
        QFETCH(int, directed);
        QFETCH(int, distinct);
        QFETCH(int, symmetric);
        const cpw::Board board(width, height);
        GalleryItemMaker maker(board, cpw::Catalogue::standard(), {});
        maker.setClosedTours(closed);
        const std::vector<cpw::Solution> tours = allKnightTours(width, height, closed);
        QCOMPARE(int(tours.size()), directed);
        int firsts = 0, symmetricFirsts = 0;
        for (std::size_t i = 0; i < tours.size(); ++i) {
            const GalleryItem item = maker.make(tours[i], i + 1);
            firsts += item.firstOfOrbit;
            symmetricFirsts += item.firstOfOrbit && item.symmetric;
        }
        QCOMPARE(firsts, distinct);
        QCOMPARE(symmetricFirsts, symmetric);
    }
};

QTEST_MAIN(TestGalleryModel)
#include "tst_gallerymodel.moc"
