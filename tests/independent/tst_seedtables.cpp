// Seed 002's tables (J. Kiss, NqProblemExtended): n queens, rooks and bishops on n x n, each in
// the regular, super (+ knight leap) and awesome (+ knight line) kind, every n listed. Where the
// seed disagrees with an independent brute force (docs/seed-errata.md, "Independent
// placements"), the verified number is tested and the brute force runs on that row.
// Regular queens also match OEIS A000170, regular bishops A002465, super queens A051223,
// awesome rooks A189837; classes: A002562 (queens), A051224 (super queens). The seed's awesome
// columns are wrong at every odd n, so every awesome row (X, Y, Z) is also checked by the brute
// force, not only the corrected ones (docs/seed-errata.md says which rows rest on the seed alone).
#include <QtTest>

#include "brute.h"
#include "cpw/independent.h"

using namespace cpw;

class TestSeedTables : public QObject {
    Q_OBJECT
private slots:
    void table_data()
    {
        QTest::addColumn<QString>("piece");
        QTest::addColumn<int>("n");
        QTest::addColumn<qulonglong>("seed");
        QTest::addColumn<qulonglong>("verified"); // 0: the seed's number is right
        // Where the seed is the only source (its awesome columns are wrong at every odd n), the
        // number is checked here too: by the brute force (`brute`) where it runs in the suite's
        // time, and against a published sequence (`published`, 0 = none).
        QTest::addColumn<bool>("brute");
        QTest::addColumn<qulonglong>("published");
        auto row = [](const char *piece, int n, qulonglong seed, qulonglong verified = 0, bool brute = false,
                      qulonglong published = 0) {
            QTest::newRow(qPrintable(QString("%1 %2").arg(piece).arg(n)))
                << QString(piece) << n << seed << verified << (brute || verified != 0) << published;
        };
        const qulonglong queens[] = {1,   0,   0,    2,     10,    4,      40,     92,
                                     352, 724, 2680, 14200, 73712, 365596, 2279184};
        const qulonglong superQueens[] = {1, 0, 0, 0, 0, 0, 0, 0, 0, 4, 44, 156, 1876, 5180, 32516};
        const qulonglong awesomeQueens[] = {1, 0, 0, 0, 0, 0, 0, 0, 0, 4, 33, 6, 59, 8, 12};
        for (int n = 1; n <= 15; ++n) {
            row("Q", n, queens[n - 1]);
            row("A", n, superQueens[n - 1]);
        }
        for (int n = 1; n <= 15; ++n) {
            qulonglong v = 0;
            if (n == 11)
                v = 44;
            if (n == 13)
                v = 78;
            if (n == 15)
                v = 16;
            // Queen + nightrider: no published sequence found; every n by the brute force.
            row("X", n, awesomeQueens[n - 1], v, true);
        }
        qulonglong f = 1;
        const qulonglong superRooks[] = {1, 2, 2, 8, 20, 94, 438, 2766, 19480, 163058, 1546726, 16598282};
        const qulonglong awesomeRooks[] = {1, 2, 1, 8, 10, 22, 38, 276, 475, 2304, 4884, 24528};
        const qulonglong awesomeRooksVerified[] = {0, 0, 2, 0, 12, 0, 58, 0, 648, 0, 6508, 0};
        // Rook + nightrider ("rook + rider[1,2]", the Waran) is OEIS A189837 (V. Kotesovec,
        // http://oeis.org/A189837): 1, 2, 2, 8, 12, 22, 58, 276, 648, 2304, 6508, 24528 for
        // n = 1..12. It agrees with the brute force at odd n and with the seed at even n.
        const qulonglong a189837[] = {1, 2, 2, 8, 12, 22, 58, 276, 648, 2304, 6508, 24528};
        for (int n = 1; n <= 12; ++n) {
            f *= static_cast<qulonglong>(n);
            row("R", n, f);
            row("C", n, superRooks[n - 1]);
            row("Y", n, awesomeRooks[n - 1], awesomeRooksVerified[n - 1], true, a189837[n - 1]);
        }
        const qulonglong bishops[] = {1, 4, 26, 260, 3368, 53744, 1022320, 22522960, 565532992};
        const qulonglong superBishops[] = {1, 4, 6, 86, 854, 9556, 146168, 2660326, 56083228};
        for (int n = 1; n <= 9; ++n) {
            row("B", n, bishops[n - 1]);
            row("H", n, superBishops[n - 1]);
        }
        // The seed's awesome-bishop column lists seven numbers for n = 1..8 (n = 4 is missing:
        // on 4 x 4 the knight line is the knight, so the number is the super bishop's 86), read
        // with that gap: 1, 4, 6, -, 293, 2824, 12098, 234450.
        row("Z", 1, 1);
        row("Z", 2, 4, 0, true);
        row("Z", 3, 6);
        row("Z", 4, 86, 0, true);
        row("Z", 5, 293, 298);
        row("Z", 6, 2824, 0, true);
        row("Z", 7, 12098, 15576);
        row("Z", 8, 234450, 0, true);
    }
    void table()
    {
        QFETCH(QString, piece);
        QFETCH(int, n);
        QFETCH(qulonglong, seed);
        QFETCH(qulonglong, verified);
        QFETCH(bool, brute);
        QFETCH(qulonglong, published);
        const qulonglong expected = verified ? verified : seed;
        if (published)
            QCOMPARE(expected, published);
        IndependentRequest req;
        req.board = Board(n, n);
        req.piece = req.catalogue.find(piece.at(0).toLatin1());
        SearchOptions o;
        o.threads = 2;
        auto r = solveIndependent(req, {}, o);
        QVERIFY(r.ok());
        QVERIFY(r->complete);
        QCOMPARE(qulonglong(r->solutions), expected);
        if (brute) {
            // A row where the seed is wrong or the only source: the plain brute force decides.
            ibrute::Brute b(req.board, {req.catalogue.piece(req.piece)});
            b.keep = false;
            if (piece == "Z")
                b.runCells({n});
            else
                b.runRanks();
            QCOMPARE(qulonglong(b.count), expected);
            if (verified)
                QVERIFY(seed != verified);
        }
    }

    // The seed's "all" (ordered) table: sets x n!.
    void ordered_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<qulonglong>("seed");
        const qulonglong all[] = {1, 0, 0, 48, 1200, 2880, 201600, 3709440, 127733760};
        for (int n = 1; n <= 9; ++n)
            QTest::newRow(qPrintable(QString::number(n))) << n << all[n - 1];
    }
    void ordered()
    {
        QFETCH(int, n);
        QFETCH(qulonglong, seed);
        IndependentRequest req;
        req.board = Board(n, n);
        req.piece = req.catalogue.find('Q');
        req.hits = IndependentHits::All;
        auto r = solveIndependent(req, {}, SearchOptions{});
        QVERIFY(r.ok());
        QCOMPARE(qulonglong(r->solutions), seed);
    }

    // Classes under the square's symmetries: queens OEIS A002562, super queens A051224.
    void distinct_data()
    {
        QTest::addColumn<QString>("piece");
        QTest::addColumn<int>("n");
        QTest::addColumn<qulonglong>("classes");
        const qulonglong queens[] = {1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233};
        for (int n = 1; n <= 13; ++n)
            QTest::newRow(qPrintable(QString("Q %1").arg(n))) << "Q" << n << queens[n - 1];
        QTest::newRow("A 10") << "A" << 10 << 1ull;
        QTest::newRow("A 11") << "A" << 11 << 6ull;
        QTest::newRow("A 12") << "A" << 12 << 22ull;
        QTest::newRow("A 13") << "A" << 13 << 239ull;
    }
    void distinct()
    {
        QFETCH(QString, piece);
        QFETCH(int, n);
        QFETCH(qulonglong, classes);
        IndependentRequest req;
        req.board = Board(n, n);
        req.piece = req.catalogue.find(piece.at(0).toLatin1());
        req.distinct = true;
        auto r = solveIndependent(req, {}, SearchOptions{});
        QVERIFY(r.ok());
        QCOMPARE(qulonglong(r->distinct.value_or(0)), classes);
    }

    // Small n of every table once more against the brute force (rank by rank, or cell by cell
    // for bishops), so no row rests on the seed alone.
    void smallBrute()
    {
        for (const char *p : {"Q", "A", "X", "R", "C", "Y"})
            for (int n = 1; n <= 7; ++n) {
                IndependentRequest req;
                req.board = Board(n, n);
                req.piece = req.catalogue.find(p[0]);
                ibrute::Brute b(req.board, {req.catalogue.piece(req.piece)});
                b.keep = false;
                b.runRanks();
                QCOMPARE(solveIndependent(req, {}, SearchOptions{})->solutions, b.count);
            }
        for (const char *p : {"B", "H", "Z"})
            for (int n = 1; n <= 5; ++n) {
                IndependentRequest req;
                req.board = Board(n, n);
                req.piece = req.catalogue.find(p[0]);
                ibrute::Brute b(req.board, {req.catalogue.piece(req.piece)});
                b.keep = false;
                b.runCells({n});
                QCOMPARE(solveIndependent(req, {}, SearchOptions{})->solutions, b.count);
            }
    }
};

QTEST_APPLESS_MAIN(TestSeedTables)
#include "tst_seedtables.moc"
