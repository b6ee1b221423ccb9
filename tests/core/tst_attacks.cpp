// Attack counts. Every expected grid below was worked out by hand (the reasoning is in the
// comments), and a second, deliberately naive attack routine written here from the rules of
// chess (not from the catalogue's move lists) cross-checks random positions.
#include <QtTest>
#include <random>
#include <set>

#include "cpw/attacks.h"
#include "cpw/placement.h"
#include "literalpieces.h"

using namespace cpw;

Q_DECLARE_METATYPE(std::vector<int>)

namespace {

/// Ranks top-down, as written on paper; -1 marks a hole.
using Grid = std::vector<std::vector<int>>;

std::vector<int> gridToCounts(const Grid &g)
{
    const int h = int(g.size()), w = int(g.front().size());
    std::vector<int> counts(w * h, 0);
    for (int r = 0; r < h; ++r)
        for (int x = 0; x < w; ++x)
            counts[(h - 1 - r) * w + x] = g[r][x] < 0 ? 0 : g[r][x];
    return counts;
}

// ---- independent naive attack routine for the standard pieces --------------------------------
struct Naive {
    int w, h;
    std::vector<char> board; // ' ' empty, '-' hole, piece letters
    char at(int x, int y) const { return board[(h - 1 - y) * w + x]; }
    bool onBoard(int x, int y) const { return x >= 0 && y >= 0 && x < w && y < h && at(x, y) != '-'; }
    std::vector<int> counts() const
    {
        std::vector<int> c(w * h, 0);
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) {
                const char p = at(x, y);
                if (p == ' ' || p == '-')
                    continue;
                std::set<std::pair<int, int>> hit;
                auto ride = [&](int dx, int dy) {
                    for (int k = 1;; ++k) {
                        int tx = x + k * dx, ty = y + k * dy;
                        if (!onBoard(tx, ty))
                            return;
                        hit.insert({tx, ty});
                        if (at(tx, ty) != ' ')
                            return;
                    }
                };
                auto leap = [&](int dx, int dy) {
                    if (onBoard(x + dx, y + dy))
                        hit.insert({x + dx, y + dy});
                };
                if (p == 'R' || p == 'Q')
                    for (auto [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}})
                        ride(dx, dy);
                if (p == 'B' || p == 'Q')
                    for (auto [dx, dy] : {std::pair{1, 1}, {-1, 1}, {1, -1}, {-1, -1}})
                        ride(dx, dy);
                if (p == 'K')
                    for (int dx = -1; dx <= 1; ++dx)
                        for (int dy = -1; dy <= 1; ++dy)
                            if (dx || dy)
                                leap(dx, dy);
                if (p == 'N')
                    for (auto [dx, dy] :
                         {std::pair{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}})
                        leap(dx, dy);
                if (p == 'P') {
                    leap(-1, 1);
                    leap(1, 1);
                }
                for (auto [tx, ty] : hit)
                    ++c[ty * w + tx];
            }
        return c;
    }
    std::string notation() const
    {
        std::string s;
        for (int r = 0; r < h; ++r) {
            int run = 0;
            for (int x = 0; x < w; ++x) {
                char c = board[r * w + x];
                if (c == ' ') {
                    ++run;
                    continue;
                }
                if (run)
                    s += std::to_string(run);
                run = 0;
                s += c;
            }
            if (run)
                s += std::to_string(run);
            if (r + 1 < h)
                s += '/';
        }
        return s;
    }
};

/// A random position: `holes` holes, then up to area / density pieces of `letters`.
Naive randomPosition(std::mt19937 &rng, int width, int height, int holes, const std::string &letters, int density)
{
    Naive n{width, height, std::vector<char>(width * height, ' ')};
    for (int k = 0; k < holes; ++k)
        n.board[rng() % n.board.size()] = '-';
    const int pieces = int(rng() % (width * height / density + 1));
    for (int k = 0; k < pieces; ++k) {
        auto &c = n.board[rng() % n.board.size()];
        if (c != '-')
            c = letters[rng() % letters.size()];
    }
    return n;
}

} // namespace

class TestAttacks : public QObject {
    Q_OBJECT
private slots:
    void handCounted_data()
    {
        QTest::addColumn<QString>("placement");
        QTest::addColumn<std::vector<int>>("expected");

        // Rook a1 rides along rank 1 (b1 c1 d1) and up the a-file until the pawn on a3, which it
        // attacks. The pawn on a3 attacks b4 only (a-file pawn).
        QTest::newRow("4x4 rook blocked by pawn")
            << "4/P3/4/R3" << gridToCounts({{0, 1, 0, 0}, {1, 0, 0, 0}, {1, 0, 0, 0}, {0, 1, 1, 1}});
        // Pawn on the first rank (b1) attacks a2 and c2; a pawn on the last rank (b3) attacks nothing;
        // knight a3 attacks b1 and c2. c2 = pawn + knight.
        QTest::newRow("3x3 pawns first and last rank")
            << "NP1/3/1P1" << gridToCounts({{0, 0, 0}, {1, 0, 2}, {0, 1, 0}});
        // Shaped: hole at b2. Rook a1: b1, c1, a2, a3 (blocked by the bishop, attacked). Bishop a3: its only
        // diagonal runs into the hole at once, so it attacks nothing. Knight b3 leaps to a1 and c1.
        QTest::newRow("3x3 shaped, hole b2")
            << "BN1/1-1/R2" << gridToCounts({{1, 0, 0}, {1, -1, 0}, {1, 1, 2}});
        // White's pieces of the initial position (no black pieces). Rank 3: a3 = Pb2+Nb1, c3 = Pb2+Pd2+Nb1,
        // f3 = Pe2+Pg2+Ng1, h3 = Pg2+Ng1, others two pawns. Rank 2: d2 = Q,K,Bc1,Nb1; e2 = K,Q,Bf1,Ng1;
        // a2 Ra1, b2 Bc1, c2 Qd1, f2 K, g2 Bf1, h2 Rh1. Rank 1: b1 Ra1, c1 Qd1, d1 K, e1 Q, f1 K, g1 Rh1.
        QTest::newRow("8x8 initial white") << "8/8/8/8/8/8/PPPPPPPP/RNBQKBNR"
                                           << gridToCounts({{0, 0, 0, 0, 0, 0, 0, 0},
                                                            {0, 0, 0, 0, 0, 0, 0, 0},
                                                            {0, 0, 0, 0, 0, 0, 0, 0},
                                                            {0, 0, 0, 0, 0, 0, 0, 0},
                                                            {0, 0, 0, 0, 0, 0, 0, 0},
                                                            {2, 2, 3, 2, 2, 3, 2, 2},
                                                            {1, 1, 1, 4, 4, 1, 1, 1},
                                                            {0, 1, 1, 1, 1, 1, 1, 0}});
        // Queen d4 alone on 8x8: one attack on each of its 27 line cells.
        QTest::newRow("8x8 lone queen d4") << "8/8/8/8/3Q4/8/8/8"
                                           << gridToCounts({{0, 0, 0, 1, 0, 0, 0, 1},
                                                            {1, 0, 0, 1, 0, 0, 1, 0},
                                                            {0, 1, 0, 1, 0, 1, 0, 0},
                                                            {0, 0, 1, 1, 1, 0, 0, 0},
                                                            {1, 1, 1, 0, 1, 1, 1, 1},
                                                            {0, 0, 1, 1, 1, 0, 0, 0},
                                                            {0, 1, 0, 1, 0, 1, 0, 0},
                                                            {1, 0, 0, 1, 0, 0, 1, 0}});
        // Rectangle 5 wide, 2 high: two rooks a1, e1 see each other (each attacks the other) and b1..d1
        // twice; a2 and e2 once each. King c2 attacks b1 c1 d1 b2 d2.
        QTest::newRow("5x2 rooks and king") << "2K2/R3R" << gridToCounts({{1, 1, 0, 1, 1}, {1, 3, 3, 3, 1}});
        // Two bishops on one diagonal 4x4: a1 and c3. a1 attacks b2, c3 (blocked there). c3 attacks b2 (and
        // a1 through it? no: b2 is empty, so c3 rides b2, a1 - a1 occupied, attacked), d4, b4, d2.
        QTest::newRow("4x4 bishops on a diagonal")
            << "4/2B1/4/B3" << gridToCounts({{0, 1, 0, 1}, {0, 0, 1, 0}, {0, 2, 0, 1}, {1, 0, 0, 0}});
    }
    void handCounted()
    {
        QFETCH(QString, placement);
        QFETCH(std::vector<int>, expected);
        const Catalogue &cat = Catalogue::standard();
        auto p = parsePlacement(placement.toStdString(), cat);
        QVERIFY2(p.ok(), qPrintable(placement));
        const std::vector<int> counts = attackCounts(p.value(), cat);
        QCOMPARE(counts, expected);
    }

    void fairy_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<QString>("placement");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QStringList>("attacked");
        const QStringList queenFromC3 = {"a1", "a3", "a5", "b2", "b3", "b4", "c1", "c2",
                                         "c4", "c5", "d2", "d3", "d4", "e1", "e3", "e5"};
        const QStringList knightFromC3 = {"a2", "a4", "b1", "b5", "d1", "d5", "e2", "e4"};
        // Amazon (super queen) in the centre of an empty 5x5: the queen's 16 cells and the knight's 8.
        QTest::newRow("super queen c3") << 5 << "5/5/2A2/5/5"
                                        << "c3" << (queenFromC3 + knightFromC3);
        // Chancellor (super rook) c3: rook 8 + knight 8.
        QTest::newRow("super rook c3")
            << 5 << "5/5/2C2/5/5"
            << "c3" << (QStringList{"a3", "b3", "d3", "e3", "c1", "c2", "c4", "c5"} + knightFromC3);
        // Archbishop (super bishop) c3: bishop 8 + knight 8.
        QTest::newRow("super bishop c3")
            << 5 << "5/5/2H2/5/5"
            << "c3" << (QStringList{"a1", "b2", "d4", "e5", "a5", "b4", "d2", "e1"} + knightFromC3);
        // Nightrider a1 on 5x5: (1,2) steps b3, c5; (2,1) steps c2, e3; the rest leave the board.
        QTest::newRow("nightrider a1") << 5 << "5/5/5/5/I4"
                                       << "a1" << QStringList{"b3", "c5", "c2", "e3"};
        // Awesome rook a1: the rook's 8 plus the knight-rider's 4.
        QTest::newRow("awesome rook a1")
            << 5 << "5/5/5/5/Y4"
            << "a1" << QStringList{"b1", "c1", "d1", "e1", "a2", "a3", "a4", "a5", "b3", "c5", "c2", "e3"};
        // Awesome bishop a1: b2 c3 d4 e5 plus the knight-rider's 4.
        QTest::newRow("awesome bishop a1")
            << 5 << "5/5/5/5/Z4"
            << "a1" << QStringList{"b2", "c3", "d4", "e5", "b3", "c5", "c2", "e3"};
        // Awesome queen a1 with a knight on c2: the (2,1) knight-rider line stops at c2 (attacked), so e3 is
        // not attacked; the queen's lines are free: b1..e1, a2..a5, b2..e5.
        QTest::newRow("awesome queen a1 blocked")
            << 5 << "5/5/5/2N2/X4"
            << "a1" << QStringList{"b1", "c1", "d1", "e1", "a2", "a3", "a4", "a5",
                                   "b2", "c3", "d4", "e5", "b3", "c5", "c2"};
        // Nightrider blocked: on a1 of 7x7 with a piece on b3: the (1,2) line stops at b3 (c5, d7 not hit).
        QTest::newRow("nightrider a1 blocked 7x7") << 7 << "7/7/7/7/1N5/7/I6"
                                                   << "a1" << QStringList{"b3", "c2", "e3", "g4"};
    }
    void fairy()
    {
        QFETCH(int, size);
        QFETCH(QString, placement);
        QFETCH(QString, from);
        QFETCH(QStringList, attacked);
        const Catalogue &cat = Catalogue::standard();
        auto p = parsePlacement(placement.toStdString(), cat);
        QVERIFY(p.ok());
        const Board &b = p->board();
        QCOMPARE(b.width(), size);
        const int cell = b.parseCell(from.toStdString()).value();
        const CellSet hit = attackedCells(b, cat.piece(p->at(cell)), cell, p->occupied());
        QStringList got;
        for (int i = 0; i < b.area(); ++i)
            if (hit.test(i))
                got << QString::fromStdString(b.cellName(i));
        got.sort();
        attacked.sort();
        QCOMPARE(got, attacked);
        // The count grid agrees with the set for this piece (other pieces add their own).
        const std::vector<int> counts = attackCounts(p.value(), cat);
        for (const QString &c : attacked)
            QVERIFY(counts[b.parseCell(c.toStdString()).value()] >= 1);
    }

    void emptyBoardGraph()
    {
        // Knight graph on 8x8 has 168 edges (336 ordered pairs): a well-known count.
        const Catalogue &cat = Catalogue::standard();
        Board b(8, 8);
        int pairs = 0;
        for (const CellSet &s : attackGraph(b, cat.piece(cat.find('N'))))
            pairs += int(s.count());
        QCOMPARE(pairs, 336);
        // Queen on an empty n x n board: sum of queen moves over all cells on 8x8 is 1456.
        pairs = 0;
        for (const CellSet &s : attackGraph(b, cat.piece(cat.find('Q'))))
            pairs += int(s.count());
        QCOMPARE(pairs, 1456);
    }

    void randomAgainstNaive_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("holes");
        QTest::newRow("8x8") << 8 << 8 << 0;
        QTest::newRow("5x3") << 5 << 3 << 0;
        QTest::newRow("1x7") << 1 << 7 << 0;
        QTest::newRow("6x6 holes") << 6 << 6 << 5;
        QTest::newRow("12x10 holes") << 12 << 10 << 15;
        QTest::newRow("32x32") << 32 << 32 << 40;
    }
    void randomAgainstNaive()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, holes);
        const Catalogue &cat = Catalogue::standard();
        std::mt19937 rng(width * 100 + height);
        const std::string letters = "KQRBNP";
        for (int round = 0; round < 200; ++round) {
            const Naive n = randomPosition(rng, width, height, holes, letters, 2);
            auto p = parsePlacement(n.notation(), cat);
            QVERIFY2(p.ok(), n.notation().c_str());
            std::vector<int> mine = attackCounts(p.value(), cat);
            QCOMPARE(mine, n.counts());
        }
    }

    /// The literal move tables the brute forces judge by (tests/common/literalpieces.h: every
    /// built-in piece, the fairy ones too) against the product's attack counts on random
    /// positions with holes: the two were written apart, so a slip in either shows here.
    void literalTables_data() { randomAgainstNaive_data(); }
    void literalTables()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, holes);
        const Catalogue &cat = Catalogue::standard();
        std::mt19937 rng(width * 101 + height);
        const std::string letters = "KQRBNPACHIXYZ";
        for (int round = 0; round < 200; ++round) {
            const Naive n = randomPosition(rng, width, height, holes, letters, 3);
            auto p = parsePlacement(n.notation(), cat);
            QVERIFY2(p.ok(), n.notation().c_str());
            std::vector<int> counts(static_cast<std::size_t>(width * height), 0);
            for (int y = 0; y < height; ++y)
                for (int x = 0; x < width; ++x) {
                    const char c = n.at(x, y);
                    if (c == ' ' || c == '-')
                        continue;
                    literal::attacksFrom(
                        literal::stepsOf(c), width, height, x, y,
                        [&](int tx, int ty) { return n.at(tx, ty) != ' '; },
                        [&](int tx, int ty) { return n.at(tx, ty) == '-'; },
                        [&](int tx, int ty) { ++counts[static_cast<std::size_t>(ty * width + tx)]; });
                }
            QCOMPARE(attackCounts(p.value(), cat), counts);
        }
    }
};

QTEST_APPLESS_MAIN(TestAttacks)
#include "tst_attacks.moc"
