// The frontier dynamic programme (core/src/tour/frontier.cpp) that counts tours without
// enumerating them: against the backtracking engine on every rectangle up to 6x6 it finishes
// fast, against the plain brute force of brute.h for other leapers and boards with holes, and
// against published sequences (OEIS, each named where used). No count here is the programme's
// own output pasted back.
#include <map>

#include <QTest>

#include "brute.h"
#include "cpw/tour.h"
#include "slowdown.h"
#include "tourcount.h"
#include "wazircycles.h"

using namespace cpw;
using namespace tourtest;
using wazircycles::wazirCycles4;

namespace {

std::uint64_t dp(int w, int h, bool closed, int start = -1, std::vector<Leap> leaps = {}, int threads = 1)
{
    const SearchStats s =
        runCount(countRequest(w, h, closed, TourEngine::Frontier, start, std::move(leaps)), threads);
    if (s.labels.at("engine") != "dp")
        qFatal("not counted by the frontier programme");
    return s.solutions;
}

std::uint64_t search(int w, int h, bool closed, int start = -1, std::vector<Leap> leaps = {})
{
    return runCount(countRequest(w, h, closed, TourEngine::Search, start, std::move(leaps)), 2).solutions;
}

/// The brute force's count (open: directed from every start; closed: undirected cycles).
std::uint64_t bruteCount(int w, int h, bool closed, const std::vector<Leap> &leaps,
                         const std::vector<std::uint8_t> &holes)
{
    brute::Board b;
    b.w = w;
    b.h = h;
    b.leaps = leaps;
    for (auto x : holes)
        b.hole.push_back(x != 0);
    brute::Counter c(b);
    if (closed) {
        int first = 0;
        while (b.isHole(first))
            ++first;
        return c.closedDirected(first) / 2;
    }
    std::uint64_t sum = 0;
    for (int s = 0; s < w * h; ++s)
        if (!b.isHole(s))
            sum += c.openFrom(s);
    return sum;
}

std::string decimal(unsigned __int128 x)
{
    std::string out;
    do {
        out.insert(out.begin(), char('0' + int(x % 10)));
        x /= 10;
    } while (x != 0);
    return out;
}

/*
 * Undirected open knight's tours of 3 x n (Hamiltonian paths of the knight's graph, OEIS
 * A169696), counted by a transfer over the cells written here, apart from the product: its own
 * geometry (the eight knight offsets below), its own state and its own rules. The cells are taken
 * column by column; each new cell chooses which of its edges back to earlier cells the path uses
 * (a knight on three ranks always changes column, so those cells lie in the two columns before).
 * The state is every cell not yet finished: its degree so far (0, 1, 2) and the component it
 * belongs to (labels renumbered in order of appearance), and how many path ends were sealed. An
 * edge needs both cells under degree 2 and in different components (no cycle); a cell is
 * finished when the column two after it is complete: degree 0 ends the state, degree 1 seals an
 * end (at most two). At the end, two sealed ends and no cycle leave exactly one path through
 * every cell: each tour is counted once, whatever its direction.
 */
unsigned __int128 openKnightPaths3(int n)
{
    constexpr int H = 3;
    constexpr int kOffsets[8][2] = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
    struct Cell {
        std::uint8_t degree = 0, label = 0;
        auto operator<=>(const Cell &) const = default;
    };
    struct State {
        std::vector<Cell> live; ///< the unfinished cells, from index `first` on
        int sealed = 0;
        auto operator<=>(const State &) const = default;
    };
    auto normalise = [](State &s) {
        std::uint8_t next = 1, map[64] = {};
        for (Cell &c : s.live) {
            if (c.degree == 2) {
                c.label = 0;
                continue;
            }
            if (!map[c.label])
                map[c.label] = next++;
            c.label = map[c.label];
        }
    };
    std::map<State, unsigned __int128> states{{State{}, 1}};
    int first = 0; // the index of live[0]
    auto finish = [&](int upTo) { // cells below `upTo` are finished
        std::map<State, unsigned __int128> out;
        for (auto &[s0, ways] : states) {
            State s = s0;
            bool ok = true;
            const int drop = upTo - first;
            for (int k = 0; k < drop && ok; ++k) {
                if (s.live[static_cast<std::size_t>(k)].degree == 0)
                    ok = false;
                else if (s.live[static_cast<std::size_t>(k)].degree == 1)
                    ok = ++s.sealed <= 2;
            }
            if (!ok)
                continue;
            s.live.erase(s.live.begin(), s.live.begin() + drop);
            normalise(s);
            out[s] += ways;
        }
        states = std::move(out);
        first = upTo;
    };
    for (int col = 0; col < n; ++col) {
        for (int row = 0; row < H; ++row) {
            const int v = col * H + row;
            std::vector<int> back; // earlier cells a knight's move away
            for (const auto &o : kOffsets) {
                const int c = col + o[0], r = row + o[1];
                if (c >= 0 && r >= 0 && r < H && c * H + r < v)
                    back.push_back(c * H + r);
            }
            std::map<State, unsigned __int128> out;
            for (const auto &[s0, ways] : states) {
                for (unsigned subset = 0; subset < (1u << back.size()); ++subset) {
                    State s = s0;
                    s.live.push_back(Cell{0, 63});
                    Cell *me = &s.live.back();
                    bool ok = true;
                    for (std::size_t b = 0; b < back.size() && ok; ++b) {
                        if (!(subset >> b & 1))
                            continue;
                        Cell &u = s.live[static_cast<std::size_t>(back[b] - first)];
                        if (u.degree == 2 || me->degree == 2 || u.label == me->label) {
                            ok = false;
                            break;
                        }
                        const std::uint8_t from = u.label, to = me->label;
                        for (Cell &c : s.live)
                            if (c.label == from)
                                c.label = to;
                        ++u.degree;
                        ++me->degree;
                    }
                    if (!ok)
                        continue;
                    normalise(s);
                    out[s] += ways;
                }
            }
            states = std::move(out);
        }
        if (col >= 2)
            finish((col - 1) * H); // column col - 2 has no later neighbour
    }
    finish(n * H);
    unsigned __int128 total = 0;
    for (const auto &[s, ways] : states)
        if (s.sealed == 2)
            total += ways;
    return total;
}

} // namespace

class TstTourDp : public QObject {
    Q_OBJECT
private slots:
    void againstSearch_data();
    void againstSearch();
    void startsAgainstSearch();
    void leapersAgainstBrute_data();
    void leapersAgainstBrute();
    void published_data();
    void published();
    void transfer3_data();
    void transfer3();
    void beyond64Bits();
    void beyond128Bits_data();
    void beyond128Bits();
    void beyond512Bits();
    void compactEntries_data();
    void compactEntries();
    void threads();
    void engineChoice();
    void autoEngine_data();
    void autoEngine();
    void autoPastTheSplit();
    void progressFigures();
    void memoryLimit();
};

// Every rectangle up to 6x6, both kinds, except the open 6x6 (85 s of search; checked against
// OEIS below) and 5x6 / 6x5 open (the search takes too long for a unit test).
void TstTourDp::againstSearch_data()
{
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<bool>("closed");
    for (int w = 1; w <= 6; ++w)
        for (int h = 1; h <= 6; ++h)
            for (bool closed : {false, true}) {
                if (!closed && w * h >= 30)
                    continue;
                const QByteArray name =
                    QByteArray::number(w) + "x" + QByteArray::number(h) + (closed ? " closed" : " open");
                QTest::newRow(name.constData()) << w << h << closed;
            }
}

void TstTourDp::againstSearch()
{
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(bool, closed);
    QCOMPARE(dp(w, h, closed), search(w, h, closed));
}

// Open tours from a given start: every cell of 4x5 and 5x5 (A165134's 5x5 table: 304 from a
// corner, 64 from the centre), and the sum over the starts is the count from every start.
void TstTourDp::startsAgainstSearch()
{
    for (auto [w, h] : {std::pair{4, 5}, std::pair{5, 5}}) {
        std::uint64_t sum = 0;
        for (int s = 0; s < w * h; ++s) {
            const std::uint64_t n = dp(w, h, false, s);
            QCOMPARE(n, search(w, h, false, s));
            sum += n;
        }
        QCOMPARE(sum, dp(w, h, false));
    }
    QCOMPARE(dp(5, 5, false, 0), std::uint64_t{304});
    QCOMPARE(dp(5, 5, false, 12), std::uint64_t{64});
    // Closed tours: the start does not change the count of cycles.
    QCOMPARE(dp(6, 6, true, 7), std::uint64_t{9862});
}

void TstTourDp::leapersAgainstBrute_data()
{
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<bool>("closed");
    QTest::addColumn<std::vector<Leap>>("leaps");
    QTest::addColumn<std::vector<std::uint8_t>>("holes");
    const std::vector<std::uint8_t> none;
    auto withHoles = [](int w, int h, std::initializer_list<int> cells) {
        std::vector<std::uint8_t> out(static_cast<std::size_t>(w * h), 0);
        for (int c : cells)
            out[static_cast<std::size_t>(c)] = 1;
        return out;
    };
    std::vector<Leap> wazirFerz = brute::leaper(1, 0);
    for (const Leap &l : brute::leaper(1, 1))
        wazirFerz.push_back(l);
    std::vector<Leap> wazirDabbaba = brute::leaper(1, 0);
    for (const Leap &l : brute::leaper(2, 0))
        wazirDabbaba.push_back(l);
    std::vector<Leap> wazirThreeleaper = brute::leaper(1, 0);
    for (const Leap &l : brute::leaper(3, 0))
        wazirThreeleaper.push_back(l);
    for (bool closed : {false, true}) {
        const char *kind = closed ? " closed" : " open";
        QTest::newRow((std::string("zebra 5x5") + kind).c_str())
            << 5 << 5 << closed << brute::leaper(2, 3) << none;
        QTest::newRow((std::string("zebra 6x5") + kind).c_str())
            << 6 << 5 << closed << brute::leaper(2, 3) << none;
        QTest::newRow((std::string("giraffe 5x5") + kind).c_str())
            << 5 << 5 << closed << brute::leaper(1, 4) << none;
        QTest::newRow((std::string("wazir 4x4") + kind).c_str())
            << 4 << 4 << closed << brute::leaper(1, 0) << none;
        // Colour balance (the programme's test on bipartite leapers): odd boards, a board
        // balanced by a hole, one two cells out of balance (no open tour either).
        QTest::newRow((std::string("wazir 3x3") + kind).c_str())
            << 3 << 3 << closed << brute::leaper(1, 0) << none;
        QTest::newRow((std::string("wazir 5x3 less a corner") + kind).c_str())
            << 5 << 3 << closed << brute::leaper(1, 0) << withHoles(5, 3, {0});
        QTest::newRow((std::string("wazir 4x4 less two of a colour") + kind).c_str())
            << 4 << 4 << closed << brute::leaper(1, 0) << withHoles(4, 4, {0, 5});
        QTest::newRow((std::string("king 3x4") + kind).c_str()) << 3 << 4 << closed << wazirFerz << none;
        QTest::newRow((std::string("wazir+dabbaba 3x4") + kind).c_str())
            << 3 << 4 << closed << wazirDabbaba << none;
        // A window of exactly 15 cells (3 x 5: the (0, 3) leap), so the closed sweep's key of
        // 64 bits is all ones before the first cell (every code 15): that key once marked an
        // empty slot, and every such count was 0 (the knight's closed tours of 7 x n too).
        // Closed only: the open row's brute force takes minutes (the open sweep never met it).
        if (closed)
            QTest::newRow("wazir+threeleaper 5x5 less a corner closed")
                << 5 << 5 << closed << wazirThreeleaper << withHoles(5, 5, {0});
        // The open one's brute force takes minutes in a sanitizer build (slowdown.h): there the
        // other knight rows with holes stand for it.
        if (closed || !cpwtest::kSanitizerBuild)
            QTest::newRow((std::string("knight 5x5 less a corner") + kind).c_str())
                << 5 << 5 << closed << brute::leaper(1, 2) << withHoles(5, 5, {0});
        QTest::newRow((std::string("knight 4x5 less two") + kind).c_str())
            << 4 << 5 << closed << brute::leaper(1, 2) << withHoles(4, 5, {0, 19});
        QTest::newRow((std::string("knight 5x4 holes") + kind).c_str())
            << 5 << 4 << closed << brute::leaper(1, 2) << withHoles(5, 4, {6, 13});
    }
}

void TstTourDp::leapersAgainstBrute()
{
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(bool, closed);
    QFETCH(std::vector<Leap>, leaps);
    QFETCH(std::vector<std::uint8_t>, holes);
    TourRequest r = countRequest(w, h, closed, TourEngine::Frontier, -1, leaps);
    r.holes = holes;
    QCOMPARE(runCount(r).solutions, bruteCount(w, h, closed, leaps, holes));
}

void TstTourDp::published_data()
{
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<bool>("closed");
    QTest::addColumn<quint64>("expected");
    // Closed 3 x n (undirected): Burnside over the four symmetries of the rectangle gives
    // total = 4 * distinct - 2 * symmetric, with distinct = OEIS A169769 and symmetric =
    // A169768 (D. E. Knuth, "Long and skinny knight's tours").
    auto closed3 = [](quint64 distinct, quint64 symmetric) {
        return 4 * distinct - 2 * symmetric;
    };
    QTest::newRow("3x10 closed") << 3 << 10 << true << closed3(6, 4);
    QTest::newRow("3x12 closed") << 3 << 12 << true << closed3(44, 0);
    QTest::newRow("3x20 closed") << 3 << 20 << true << closed3(362192, 176);
    QTest::newRow("3x30 closed") << 3 << 30 << true << closed3(31542464952ull, 248816);
    QTest::newRow("3x40 closed") << 40 << 3 << true << closed3(2752516325518516ull, 16317480);
    // Open 3 x n, directed: twice OEIS A169696 (undirected tours, Knuth).
    QTest::newRow("3x4 open") << 3 << 4 << false << quint64{2 * 8};
    QTest::newRow("3x7 open") << 3 << 7 << false << quint64{2 * 52};
    QTest::newRow("3x10 open") << 3 << 10 << false << quint64{2 * 3048};
    QTest::newRow("3x20 open") << 3 << 20 << false << quint64{2 * 1322849752ull};
    QTest::newRow("3x29 open") << 29 << 3 << false << quint64{2 * 92507134938336ull};
    // Open 4 x n, directed: OEIS A328341 counts them up to the rectangle's symmetries, A328340
    // the 180-degree symmetric ones on 4 x (2m - 1) (A. Howroyd): undirected = 4 * A328341(n)
    // - 2 * A328340(m) (no open tour is symmetric under a reflection), directed twice that.
    QTest::newRow("4x5 open") << 4 << 5 << false << quint64{2 * (4 * 22 - 2 * 3)};
    QTest::newRow("4x6 open") << 4 << 6 << false << quint64{2 * 4 * 186};
    QTest::newRow("4x9 open") << 4 << 9 << false << quint64{2 * (4 * 47478 - 2 * 112)};
    QTest::newRow("4x15 open") << 15 << 4 << false << quint64{2 * (4 * 1426536267ull - 2 * 13805)};
    QTest::newRow("4x26 open") << 4 << 26 << false << quint64{2 * 4 * 73245459228339114ull};
    // n x n: OEIS A165134 (directed open) and A001230 (undirected closed).
    QTest::newRow("5x5 open") << 5 << 5 << false << quint64{1728};
    QTest::newRow("6x6 closed") << 6 << 6 << true << quint64{9862};
}

void TstTourDp::published()
{
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(bool, closed);
    QFETCH(quint64, expected);
    QCOMPARE(dp(w, h, closed, -1, {}, 2), expected);
}

// The test's own transfer (openKnightPaths3) against OEIS A169696 (Knuth; D. E. Knuth,
// "Long and skinny knight's tours"; the values up to n = 12 also in P. Luschny's table of
// A390833): it is right where the published terms can be read.
void TstTourDp::transfer3_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("published");
    QTest::newRow("3x3") << 3 << "0";
    QTest::newRow("3x4") << 4 << "8";
    QTest::newRow("3x6") << 6 << "0";
    QTest::newRow("3x7") << 7 << "52";
    QTest::newRow("3x8") << 8 << "396";
    QTest::newRow("3x9") << 9 << "560";
    QTest::newRow("3x10") << 10 << "3048";
    QTest::newRow("3x12") << 12 << "57248";
    QTest::newRow("3x20") << 20 << "1322849752";
    QTest::newRow("3x29") << 29 << "92507134938336";
}

void TstTourDp::transfer3()
{
    QFETCH(int, n);
    QFETCH(QString, published);
    QCOMPARE(QString::fromStdString(decimal(openKnightPaths3(n))), published);
}

// Beyond 64 bits: closed king's tours (Hamiltonian cycles of the king's graph) on n x n, OEIS
// A140519 (D. E. Knuth; V. H. Pettersson 2014), exact in decimal; and 3 x 40 open knight's
// tours (past 2^64): twice A169696(40), the undirected count, which the test's own transfer
// gives (88731128253706442928; the published b-file of A169696 was not at hand, its terms up to
// n = 29 check the transfer in transfer3), and the sum of the counts from each start (the
// start's edge to the free end forced instead of the undirected count doubled).
void TstTourDp::beyond64Bits()
{
    std::vector<Leap> king = brute::leaper(1, 0);
    for (const Leap &l : brute::leaper(1, 1))
        king.push_back(l);
    QCOMPARE(dp(4, 4, true, -1, king), std::uint64_t{2830});
    QCOMPARE(dp(6, 6, true, -1, king), std::uint64_t{22853860116});
    // A sanitizer build (slowdown.h) leaves out the two heaviest checks (this function took
    // 298 of the test's 393 s under ThreadSanitizer): the 8x8 king's count and the sum over
    // the 120 starts; the 3 x 40 total past 2^64 stays. Release runs them.
    if (!cpwtest::kSanitizerBuild) {
        const SearchStats k8 = runCount(countRequest(8, 8, true, TourEngine::Frontier, -1, king), 2);
        QCOMPARE(k8.solutions, ~std::uint64_t{0});
        QCOMPARE(k8.labels.at("solutions_exact"), std::string("961742089476282321684"));
    }

    const SearchStats s = runCount(countRequest(3, 40, false, TourEngine::Frontier), 2);
    QCOMPARE(s.solutions, ~std::uint64_t{0});
    const unsigned __int128 total = exactCount(s);
    QVERIFY(total > static_cast<unsigned __int128>(~std::uint64_t{0}));
    QCOMPARE(exactText(s), decimal(2 * openKnightPaths3(40)));
    if (cpwtest::kSanitizerBuild)
        return;
    unsigned __int128 sum = 0;
    for (int start = 0; start < 120; ++start)
        sum += exactCount(runCount(countRequest(3, 40, false, TourEngine::Frontier, start)));
    QVERIFY(sum == total);
}

// Past 128 bits the frontier programme counts with 256- and 512-bit counts (frontiermap.h Wide):
// the closed wazir's tours of 4 x n against A006864's recurrence (checked against the published
// terms first), and the closed knight's tours of 5 x 40, OEIS A175855(20) (5 x 2n, de Ruiter
// 2010; also A383661(100), Knuth 2025). The count is the same for 1 and 2 threads.
void TstTourDp::beyond128Bits_data()
{
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<std::vector<Leap>>("leaps");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<int>("bits"); ///< the count is at least 2^bits
    const std::vector<Leap> wazir = brute::leaper(1, 0);
    QTest::newRow("wazir 4x20 (64 bits)") << 4 << 20 << wazir << QString::fromStdString(wazirCycles4(20)) << 0;
    QTest::newRow("wazir 4x120 (256 bits)") << 4 << 120 << wazir << QString::fromStdString(wazirCycles4(120)) << 128;
    QTest::newRow("wazir 300x4 (512 bits)") << 300 << 4 << wazir << QString::fromStdString(wazirCycles4(300)) << 256;
    QTest::newRow("knight 5x40, A175855(20)") << 5 << 40 << brute::leaper(1, 2)
                                              << "772473271844923268504474277422663237674924998" << 128;
}

void TstTourDp::beyond128Bits()
{
    // The recurrence against A006864's published terms (the OEIS entry's list ends with them).
    QCOMPARE(wazirCycles4(4), std::string("6"));
    QCOMPARE(wazirCycles4(20), std::string("16849006"));
    QCOMPARE(wazirCycles4(31), std::string("475489124976"));
    QCOMPARE(wazirCycles4(32), std::string("1207084188912"));
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(std::vector<Leap>, leaps);
    QFETCH(QString, expected);
    QFETCH(int, bits);
    // At least 2^bits: more decimal digits than 2^bits has (bits * log10(2) + 1).
    QVERIFY(expected.size() > static_cast<int>(bits * 0.30103) + 1 || bits == 0);
    for (int threads : {1, 2}) {
        const SearchStats s = runCount(countRequest(w, h, true, TourEngine::Frontier, -1, leaps), threads);
        QCOMPARE(s.labels.at("engine"), std::string("dp"));
        QCOMPARE(QString::fromStdString(exactText(s)), expected);
    }
}

// Past 512 bits the count stops with CountOverflow (token "512"), never a wrong number: the
// wazir's 4 x 400 (A006864(400) has 161 digits, 2^512 has 155).
void TstTourDp::beyond512Bits()
{
    QVERIFY(wazirCycles4(400).size() > 155);
    std::stop_source stop;
    auto r = solveTour(countRequest(4, 400, true, TourEngine::Frontier, -1, brute::leaper(1, 0)), stop.get_token(),
                       SearchOptions{});
    QVERIFY(!r.ok());
    QCOMPARE(r.error().code, ErrorCode::CountOverflow);
    QCOMPARE(r.error().token, std::string("512"));
}

// Rows of 8 (a window of 17 cells and v: 72-bit keys, whose entries keep a count below 2^56
// beside the key's top bits in 16 bytes, frontiermap.h Count56) on narrower published boards:
// the board is 8 wide and the columns past the published width are holes, so the sweep keeps
// its rows of 8. The 5 x 40 closed count passes 2^56 (and 2^128): the sweep runs again with
// wider counts each time.
void TstTourDp::compactEntries_data()
{
    QTest::addColumn<int>("holeColumns"); ///< columns from the right that are holes
    QTest::addColumn<int>("h");
    QTest::addColumn<bool>("closed");
    QTest::addColumn<QString>("expected");
    // A083386(8) = 18061054 undirected open tours of 5 x 8, directed twice that.
    QTest::newRow("5x8 open in 8x8") << 3 << 8 << false << QString::number(2 * 18061054);
    // A175881(8) = 55488142 closed tours of 6 x 8.
    QTest::newRow("6x8 closed in 8x8") << 2 << 8 << true << "55488142";
    // A175855(20), closed tours of 5 x 40 (de Ruiter 2010).
    QTest::newRow("5x40 closed in 8x40") << 3 << 40 << true << "772473271844923268504474277422663237674924998";
}

void TstTourDp::compactEntries()
{
    QFETCH(int, holeColumns);
    QFETCH(int, h);
    QFETCH(bool, closed);
    QFETCH(QString, expected);
    TourRequest r = countRequest(8, h, closed, TourEngine::Frontier);
    r.holes.assign(static_cast<std::size_t>(8 * h), 0);
    for (int y = 0; y < h; ++y)
        for (int x = 8 - holeColumns; x < 8; ++x)
            r.holes[static_cast<std::size_t>(y * 8 + x)] = 1;
    const SearchStats s = runCount(r, 2);
    QCOMPARE(s.labels.at("engine"), std::string("dp"));
    QCOMPARE(s.extra.at("frontier_window"), 17.0);
    QCOMPARE(QString::fromStdString(exactText(s)), expected);
}

void TstTourDp::threads()
{
    for (int threads : {1, 2, 3})
        QCOMPARE(dp(6, 6, true, -1, {}, threads), std::uint64_t{9862});
    QCOMPARE(dp(5, 5, false, -1, {}, 2), std::uint64_t{1728});
}

void TstTourDp::engineChoice()
{
    // Auto counts by the programme where it applies, whether or not tours are listened to (the
    // policy is the core's, the same for every caller); the search streams every tour.
    TourRequest r = countRequest(5, 5, false, TourEngine::Auto);
    QCOMPARE(runCount(r).labels.at("engine"), std::string("dp"));
    SearchOptions opt;
    std::uint64_t streamed = 0;
    opt.onSolution = [&](const Solution &) {
        ++streamed;
    };
    auto listened = solveTour(r, {}, opt);
    QVERIFY(listened);
    QCOMPARE(listened->labels.at("engine"), std::string("dp"));
    QCOMPARE(listened->solutions, std::uint64_t{1728});
    QCOMPARE(streamed, std::uint64_t{0});
    auto listed = solveTour(countRequest(5, 5, false, TourEngine::Search), {}, opt);
    QVERIFY(listed);
    QCOMPARE(listed->labels.at("engine"), std::string("search"));
    QCOMPARE(streamed, std::uint64_t{1728});
    // Refusals: finding, sampling, a window wider than 27 cells (the knight on 14 x 14).
    TourRequest find = countRequest(5, 5, false, TourEngine::Frontier);
    find.mode = TourMode::Find;
    auto refused = solveTour(find, {}, SearchOptions{});
    QVERIFY(!refused);
    QCOMPARE(familyCode<TourError>(refused.error()), TourError::EngineRefused);
    QCOMPARE(refused.error().token, std::string("find"));
    SearchOptions sampled;
    sampled.sampleTasks = 5;
    refused = solveTour(countRequest(5, 5, false, TourEngine::Frontier), {}, sampled);
    QVERIFY(!refused);
    QCOMPARE(refused.error().token, std::string("sample"));
    // Checkpoints: auto counts by the programme, which saves between sweep steps (a ledger of
    // split "frontier/STEPS/WINDOW", tst_tourdpresume).
    SearchOptions saved;
    std::string split;
    saved.onCheckpoint = [&](const TaskLedger &l) {
        split = l.split;
    };
    auto checkpointed = solveTour(countRequest(5, 5, false, TourEngine::Auto), {}, saved);
    QVERIFY(checkpointed);
    QCOMPARE(checkpointed->labels.at("engine"), std::string("dp"));
    QCOMPARE(split, std::string("frontier/25/11"));
    // From 36 cells on auto takes the split, whose ledger lists T's parts ("tour-split/...").
    split.clear();
    checkpointed = solveTour(countRequest(6, 6, true, TourEngine::Auto), {}, saved);
    QVERIFY(checkpointed);
    QCOMPARE(checkpointed->labels.at("engine"), std::string("split"));
    QCOMPARE(checkpointed->solutions, std::uint64_t{9862}); // A001230(6)
    QVERIFY2(split.rfind("tour-split/6x6/", 0) == 0, split.c_str());
    // A limit on listed tours: auto leaves it to the search, an explicit dp refuses it (the
    // core's rule, named by the key: the CLI reports it as --limit).
    SearchOptions limited;
    limited.solutionLimit = 5;
    auto searched = solveTour(countRequest(5, 5, false, TourEngine::Auto), {}, limited);
    QVERIFY(searched);
    QCOMPARE(searched->labels.at("engine"), std::string("search"));
    QCOMPARE(searched->solutions, std::uint64_t{5});
    refused = solveTour(countRequest(5, 5, false, TourEngine::Frontier), {}, limited);
    QVERIFY(!refused);
    QCOMPARE(refused.error().token, std::string("params.limit"));
    refused = solveTour(countRequest(14, 14, true, TourEngine::Frontier), {}, SearchOptions{});
    QVERIFY(!refused);
    QCOMPARE(refused.error().token, std::string("window"));
    QCOMPARE(refused.error().value, 29);
    int window = 0;
    QVERIFY(tourFrontierApplies(countRequest(13, 40, true, TourEngine::Auto), &window));
    QCOMPARE(window, 27);
    QVERIFY(!tourFrontierApplies(countRequest(14, 14, true, TourEngine::Auto)));
    // The problem parameter.
    Problem p;
    p.kind = "tour";
    p.board = Board(5, 5);
    p.catalogue = Catalogue::standard();
    p.params["count"] = true;
    p.params["engine"] = std::string("dp");
    auto fromProblem = tourRequestFromProblem(p);
    QVERIFY(fromProblem);
    QCOMPARE(fromProblem->engine, TourEngine::Frontier);
    p.params["engine"] = std::string("fast");
    QVERIFY(!tourRequestFromProblem(p));
}

// Which engine auto counts with (tour.cpp; docs/tour.md "Which engine auto takes"): the split
// on full boards of 36 cells or more whose shorter side has 5 or more, closed tours and open
// tours from every start, any leaper; dp below that, from a given start, and where the split
// refuses the board (a leap of reach 3 on six rows leaves no room for its cut). Every count
// from a published sequence or the brute force of brute.h.
void TstTourDp::autoEngine_data()
{
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<bool>("closed");
    QTest::addColumn<std::vector<Leap>>("leaps");
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QString>("expected");
    const std::vector<Leap> knight = brute::knight(), zebra = brute::leaper(2, 3);
    std::vector<Leap> king = brute::leaper(1, 0);
    for (const Leap &l : brute::leaper(1, 1))
        king.push_back(l);
    QTest::newRow("5x5 open (25 cells): dp") << 5 << 5 << false << knight << "dp"
                                             << "1728"; // A165134(5)
    QTest::newRow("5x6 closed (30 cells): dp") << 5 << 6 << true << knight << "dp"
                                               << "8"; // A383661
    QTest::newRow("3x10 open (3 rows): dp") << 3 << 10 << false << knight << "dp"
                                            << "6096"; // A169696
    QTest::newRow("6x6 closed: split") << 6 << 6 << true << knight << "split"
                                       << "9862"; // A001230(6)
    QTest::newRow("6x6 open: split") << 6 << 6 << false << knight << "split"
                                     << "6637920"; // A165134(6)
    QTest::newRow("6x8 closed: split") << 6 << 8 << true << knight << "split"
                                       << "55488142"; // A175881(8)
    // 2 x A083386(8) (undirected open tours of 5 x 8), on the board lying on its side.
    QTest::newRow("8x5 open: split") << 8 << 5 << false << knight << "split"
                                     << "36122108";
    QTest::newRow("8x8 king closed: split") << 8 << 8 << true << king << "split"
                                            << "961742089476282321684"; // A140519(8)
    const QString zebraClosed = QString::number(bruteCount(6, 6, true, zebra, {}));
    const QString zebraOpen = QString::number(bruteCount(6, 6, false, zebra, {}));
    QTest::newRow("zebra 6x6 closed: split refuses, dp") << 6 << 6 << true << zebra << "dp" << zebraClosed;
    QTest::newRow("zebra 6x6 open: split refuses, dp") << 6 << 6 << false << zebra << "dp" << zebraOpen;
}

void TstTourDp::autoEngine()
{
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(bool, closed);
    QFETCH(std::vector<Leap>, leaps);
    QFETCH(QString, engine);
    QFETCH(QString, expected);
    const auto res = solveTour(countRequest(w, h, closed, TourEngine::Auto, -1, leaps), {}, SearchOptions{});
    QVERIFY2(res.ok(), res.ok() ? "" : res.error().token.c_str());
    QVERIFY(res->complete);
    QCOMPARE(QString::fromStdString(res->labels.at("engine")), engine);
    const auto exact = res->labels.find("solutions_exact");
    const QString count =
        exact != res->labels.end() ? QString::fromStdString(exact->second) : QString::number(res->solutions);
    QCOMPARE(count, expected);
    // From a given start the split does not count open tours: dp does.
    if (!closed) {
        const auto fromA1 =
            solveTour(countRequest(w, h, false, TourEngine::Auto, 0, leaps), {}, SearchOptions{});
        QVERIFY(fromA1.ok());
        QCOMPARE(QString::fromStdString(fromA1->labels.at("engine")), QStringLiteral("dp"));
    }
}

// Where a half of the board passes the split's 2^256 partial tours, auto does not stop with the
// split's limit ("256", which points to dp): it hands the count to dp and answers as an explicit
// dp does. On the wazir's 5 x 298 closed tours dp stops too, past 2^512 ("512"); on 5 x 296 the
// split still counts (its halves' partial tours fit in 256 bits). No number is asserted but the
// limits: the policy is checked against the explicit engines' own answers.
void TstTourDp::autoPastTheSplit()
{
    const std::vector<Leap> wazir = brute::leaper(1, 0);
    const auto split = solveTour(countRequest(5, 298, true, TourEngine::Split, -1, wazir), {}, SearchOptions{});
    QVERIFY(!split.ok());
    QCOMPARE(split.error().code, ErrorCode::CountOverflow);
    QCOMPARE(split.error().token, std::string("256"));
    const auto dp = solveTour(countRequest(5, 298, true, TourEngine::Frontier, -1, wazir), {}, SearchOptions{});
    QVERIFY(!dp.ok());
    QCOMPARE(dp.error().code, ErrorCode::CountOverflow);
    QCOMPARE(dp.error().token, std::string("512"));
    const auto autoCount = solveTour(countRequest(5, 298, true, TourEngine::Auto, -1, wazir), {}, SearchOptions{});
    QVERIFY(!autoCount.ok());
    QCOMPARE(autoCount.error().code, ErrorCode::CountOverflow);
    QCOMPARE(autoCount.error().token, std::string("512"));
    const auto fits = solveTour(countRequest(5, 296, true, TourEngine::Auto, -1, wazir), {}, SearchOptions{});
    QVERIFY(fits.ok() && fits->complete);
    QCOMPARE(fits->labels.at("engine"), std::string("split"));
}

// The frontier programme's progress carries its sweep: the step of so many (one step per cell
// of the board), the configurations alive and their memory, through the generic Progress.
void TstTourDp::progressFigures()
{
    SearchOptions opt;
    opt.threads = 1;
    opt.progressInterval = 0.01;
    std::vector<Progress> seen;
    opt.onProgress = [&seen](const Progress &p) {
        seen.push_back(p);
    }; // never concurrent
    auto res = solveTour(countRequest(5, 5, false, TourEngine::Frontier), {}, opt);
    QVERIFY(res && res->complete);
    QVERIFY(!seen.empty());
    const Progress &last = seen.back(); // finish() reports the end
    auto figure = [&last](const char *key) -> const ProgressFigure * {
        for (const ProgressFigure &f : last.figures)
            if (f.key == key)
                return &f;
        return nullptr;
    };
    const ProgressFigure *step = figure("sweep_step");
    QVERIFY(step);
    QCOMPARE(step->total, 25.0);
    QCOMPARE(step->value, 25.0);
    QVERIFY(figure("configurations"));
    const ProgressFigure *memory = figure("table_memory");
    QVERIFY(memory && memory->unit == ProgressFigure::Unit::Bytes && memory->value > 0);
    QCOMPARE(last.fractionDone, 1.0);
    // The backtracking search has no sweep.
    seen.clear();
    res = solveTour(countRequest(5, 5, false, TourEngine::Search), {}, opt);
    QVERIFY(res && res->complete && !seen.empty());
    QVERIFY(seen.back().figures.empty());
}

// The maps stop at the memory limit with an error that says so (the run is not reported as a
// count); a limit the run fits in changes nothing.
void TstTourDp::memoryLimit()
{
    TourRequest r = countRequest(6, 6, false, TourEngine::Frontier);
    r.memoryLimitBytes = 4.0 * 1048576; // 6x6 open needs 64 MiB of maps
    auto res = solveTour(r, {}, SearchOptions{});
    QVERIFY(!res);
    QCOMPARE(familyCode<TourError>(res.error()), TourError::EngineRefused);
    QCOMPARE(res.error().token, std::string("memory_limit")); // the run's own limit, not the machine's
    QCOMPARE(res.error().value, 4LL);
    r = countRequest(5, 5, false, TourEngine::Frontier);
    r.memoryLimitBytes = 4.0 * 1048576;
    QCOMPARE(runCount(r).solutions, std::uint64_t{1728});
}

QTEST_APPLESS_MAIN(TstTourDp)
#include "tst_tourdp.moc"
