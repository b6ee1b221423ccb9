// The solution gallery's model: QAbstractItemModelTester while batches arrive, fetchMore
// chunks, bounded memory with counts for the rest, symmetry classes and the filters.
#include <QAbstractItemModelTester>
#include <QtTest>

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
    }
};

QTEST_MAIN(TestGalleryModel)
#include "tst_gallerymodel.moc"
