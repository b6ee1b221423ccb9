// Attack patterns (seed 000): the seed's counts on 5x5, and on small boards the raw pattern
// count of every piece equals the number of distinct patterns a brute force over all
// occupancies of the board produces.
#include <QTest>

#include <set>
#include <tuple>

#include "cpw/attacks.h"
#include "cpw/exact.h"

using namespace cpw;

namespace {
int countFor(const std::vector<AttackPattern> &patterns, int piece)
{
    int n = 0;
    for (const auto &p : patterns)
        n += p.piece == piece;
    return n;
}
} // namespace

class TestExactPatterns : public QObject {
    Q_OBJECT
private slots:
    // Seed 000: "On a 5*5 board kings, knights and pawn have a total number of 25 patterns
    // each, bishops 95, rooks 324 and the queen ... 1331" (with the redundancy rules; without
    // them the 5 first-rank bishop and 25 enclosed queen patterns come back).
    void seedCounts_data()
    {
        QTest::addColumn<QString>("piece");
        QTest::addColumn<bool>("canonical");
        QTest::addColumn<int>("expected");
        const std::tuple<const char *, int, int> rows[] = {
            {"K", 25, 25}, {"N", 25, 25}, {"P", 25, 25}, {"B", 95, 100}, {"R", 324, 324}, {"Q", 1331, 1356}};
        for (const auto &[p, canon, raw] : rows) {
            QTest::addRow("%s canonical", p) << QString::fromLatin1(p) << true << canon;
            QTest::addRow("%s raw", p) << QString::fromLatin1(p) << false << raw;
        }
    }
    void seedCounts()
    {
        QFETCH(QString, piece);
        QFETCH(bool, canonical);
        QFETCH(int, expected);
        const Catalogue &cat = Catalogue::standard();
        const Board board(5, 5);
        const int id = cat.find(piece.at(0).toLatin1());
        // With all six pieces allowed, and with the piece alone (the listing of `cpw exact
        // --patterns --pieces Q` uses the seed's pattern set either way).
        const auto all = exactPatterns(board, cat, {}, canonical);
        QCOMPARE(countFor(all, id), expected);
        QCOMPARE(static_cast<int>(exactPatterns(board, cat, {id}, canonical).size()), expected);
    }

    // Independent check of the raw generator: every occupancy of the board, every piece on
    // every cell, the pattern it forms there (computed from core attacks with blocking); the
    // distinct (attacked, free, occupied) triples must be exactly the generated patterns.
    void againstOccupancies_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<QString>("holes");
        QTest::addColumn<QString>("piece");
        for (const char *p : {"K", "Q", "R", "B", "N", "P", "A", "I", "X"}) {
            QTest::addRow("4x4 %s", p) << 4 << 4 << "" << QString::fromLatin1(p);
            QTest::addRow("3x5 holes %s", p) << 3 << 5 << "b2,c4" << QString::fromLatin1(p);
        }
    }
    void againstOccupancies()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(QString, holes);
        QFETCH(QString, piece);
        const Catalogue &cat = Catalogue::standard();
        Board board(w, h);
        for (const QString &name : holes.split(',', Qt::SkipEmptyParts))
            board.setHole(board.parseCell(name.toStdString()).value());
        const int id = cat.find(piece.at(0).toLatin1());
        QVERIFY(id >= 0);
        using Key = std::tuple<int, std::string, std::string, std::string>;
        std::set<Key> generated;
        for (const auto &p : exactPatterns(board, cat, {id}, false))
            generated.insert(
                {p.cell, p.attacked.to_string(), p.mustBeFree.to_string(), p.mustBeOccupied.to_string()});
        // Brute force: the cells that decide a ray's stop are the other cells of the board.
        std::vector<int> cells;
        for (int i = 0; i < board.area(); ++i)
            if (!board.isHole(i))
                cells.push_back(i);
        std::set<Key> seen;
        for (int c : cells) {
            const CellSet reach = attackedCellsEmpty(board, cat.piece(id), c);
            for (unsigned mask = 0; mask < (1u << cells.size()); ++mask) {
                CellSet occ;
                bool relevant = true;
                for (std::size_t i = 0; i < cells.size(); ++i)
                    if (mask >> i & 1u) {
                        if (!reach.test(cells[i]) && cells[i] != c) {
                            relevant = false; // cells out of reach do not change anything
                            break;
                        }
                        occ.set(cells[i]);
                    }
                if (!relevant)
                    continue;
                const CellSet att = attackedCells(board, cat.piece(id), c, occ);
                // free: attacked and empty cells a ray passes; occupied: attacked, occupied and
                // not the last cell of its ray. Derived from the attack sets of this occupancy
                // and of the occupancy with that cell cleared.
                CellSet fr, oc;
                for (int x : cells) {
                    if (!att.test(x))
                        continue;
                    CellSet flipped = occ;
                    flipped.flip(x);
                    const CellSet att2 = attackedCells(board, cat.piece(id), c, flipped);
                    if (att2 == att)
                        continue; // the cell's state does not matter
                    (occ.test(x) ? oc : fr).set(x);
                }
                seen.insert({c, att.to_string(), fr.to_string(), oc.to_string()});
            }
        }
        QCOMPARE(seen.size(), generated.size());
        QVERIFY(seen == generated);
    }

    void patternInPositionMatchesAttacks()
    {
        const Catalogue &cat = Catalogue::standard();
        auto p = parsePlacement("2P2/1N3/2Q1R/5/B3K", cat);
        QVERIFY(p.ok());
        const Board &b = p->board();
        const int q = b.index(2, 2);
        const AttackPattern pat =
            patternInPosition(b, cat.piece(cat.find('Q')), cat.find('Q'), q, p->occupied());
        QCOMPARE(pat.attacked, attackedCells(b, cat.piece(cat.find('Q')), q, p->occupied()));
        // c5 holds the pawn at the end of the file: attacked, no condition; b4 stops the
        // diagonal and e3 the rank before their ends; c4, d3 must be free.
        QVERIFY(pat.mustBeOccupied.test(b.index(1, 3)));
        QVERIFY(!pat.mustBeOccupied.test(b.index(4, 2))); // e3 is the last cell of its ray
        QVERIFY(!pat.mustBeOccupied.test(b.index(2, 4)));
        QVERIFY(pat.mustBeFree.test(b.index(2, 3)));
        QVERIFY(pat.mustBeFree.test(b.index(3, 2)));
        QVERIFY(pat.mustBeOccupied.test(b.index(0, 0)) == false); // a1 ends the diagonal
    }
};

QTEST_APPLESS_MAIN(TestExactPatterns)
#include "tst_exactpatterns.moc"
