// The split engine (core/src/tour/split.cpp): closed tours counted as a top table and a bottom
// table joined across a cut. Against the frontier programme (itself checked against the search
// and brute force in tst_tourdp) at every cut of small boards, for the knight, wazir and king;
// against the search; against published counts (OEIS A001230, A175881, A169769/A169768,
// A140519, A006864 by its proved recurrence, each named where used). No count here is the split's own output
// pasted back.
#include <QTest>

#include "brute.h"
#include "cpw/tour.h"
#include "splitcount.h"
#include "tourcount.h"
#include "wazircycles.h"

using namespace cpw;
using namespace tourtest;
using namespace splittest;

namespace {

TourRequest request(int w, int h, TourEngine engine, int cut = 0, std::vector<Leap> leaps = {})
{
    TourRequest r;
    r.width = w;
    r.height = h;
    r.closed = true;
    r.leaps = std::move(leaps);
    r.mode = TourMode::Count;
    r.engine = engine;
    r.splitCut = cut;
    r.useTheory = false; // every engine proves its zeros itself
    return r;
}

std::string split(int w, int h, int cut, std::vector<Leap> leaps = {}, int threads = 1)
{
    return splitText(request(w, h, TourEngine::Split, cut, std::move(leaps)), threads);
}

} // namespace

class TstTourSplit : public QObject {
    Q_OBJECT
private slots:
    void beyond256Bits();
    void everyCutAgainstDp_data();
    void everyCutAgainstDp();
    void againstSearch_data();
    void againstSearch();
    void published_data();
    void published();
    void threads();
    void parts_data();
    void parts();
    void progressOneScale_data();
    void progressOneScale();
    void widePairing_data();
    void widePairing();
    void streamed_data();
    void streamed();
    void refusals();
};

// Every cut of each board: the split's count equals the frontier programme's.
void TstTourSplit::everyCutAgainstDp_data()
{
    // "long" (the wazir and the (6, 0)-leaper, splitcount.h): 128-bit pairings, seeds of two words.
    addEveryCut({{"knight", 5, 6},  {"knight", 6, 5}, {"knight", 6, 6}, {"knight", 3, 10}, {"knight", 12, 3},
                 {"knight", 3, 14}, {"knight", 5, 8}, {"knight", 6, 7}, {"knight", 4, 7},  {"knight", 5, 5},
                 {"wazir", 4, 4},   {"wazir", 4, 6},  {"wazir", 5, 6},  {"wazir", 6, 6},   {"king", 4, 4},
                 {"king", 4, 5},    {"king", 5, 5},   {"long", 3, 9},   {"long", 3, 10}});
}

void TstTourSplit::everyCutAgainstDp()
{
    QFETCH(QByteArray, piece);
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(int, cut);
    const SearchStats dp = runCount(request(w, h, TourEngine::Frontier, 0, leapsOf(piece)));
    QCOMPARE(dp.labels.at("engine"), std::string("dp"));
    QCOMPARE(split(w, h, cut, leapsOf(piece)), exactText(dp));
}

// The backtracking search (it lists every tour) on the boards it finishes in a moment.
void TstTourSplit::againstSearch_data()
{
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::newRow("5x6") << 5 << 6;
    QTest::newRow("6x6") << 6 << 6;
    QTest::newRow("3x12") << 3 << 12;
    QTest::newRow("3x16") << 16 << 3;
}

void TstTourSplit::againstSearch()
{
    QFETCH(int, w);
    QFETCH(int, h);
    const SearchStats s = runCount(request(w, h, TourEngine::Search), 2);
    QCOMPARE(s.labels.at("engine"), std::string("search"));
    QCOMPARE(split(w, h, 0), std::to_string(s.solutions));
}

void TstTourSplit::published_data()
{
    QTest::addColumn<QByteArray>("piece");
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<QByteArray>("expected");
    // Closed knight's tours of 6 x n: OEIS A175881 (6x6 also A001230).
    QTest::newRow("6x5") << QByteArray("knight") << 6 << 5 << QByteArray("8");
    QTest::newRow("6x6") << QByteArray("knight") << 6 << 6 << QByteArray("9862");
    QTest::newRow("6x7") << QByteArray("knight") << 6 << 7 << QByteArray("1067638");
    QTest::newRow("8x6") << QByteArray("knight") << 8 << 6 << QByteArray("55488142");
    QTest::newRow("6x9") << QByteArray("knight") << 6 << 9 << QByteArray("3374967940");
    // Rows of 7 (a window of 15 cells: the 64-bit key all ones before the first cell; once
    // counted 0): OEIS A193054(4) = A193055(7), closed tours of 7 x 8.
    QTest::newRow("7x8") << QByteArray("knight") << 7 << 8 << QByteArray("34524432316");
    // Closed 3 x n: 4 x A169769 - 2 x A169768 (D. E. Knuth, "Long and skinny knight's tours").
    QTest::newRow("3x20") << QByteArray("knight") << 3 << 20 << QByteArray::number(4 * 362192 - 2 * 176);
    // Closed 5 x 40: OEIS A175855(20), past 2^128 (the sum; no record is), once refused as an
    // overflow of the split's 128-bit sum.
    QTest::newRow("5x40") << QByteArray("knight") << 5 << 40
                          << QByteArray("772473271844923268504474277422663237674924998");
    // Closed wazir's tours of 4 x n, OEIS A006864 by its recurrence (wazircycles.h): halves whose
    // counts pass 2^128 (T's head seeds and both tables' records in 256 bits, the join's products
    // of two such), 4 x 300 (401 bits) and 380 x 4 (508 bits, just below the sum's 512).
    QTest::newRow("wazir 4x300") << QByteArray("wazir") << 4 << 300
                                 << QByteArray::fromStdString(wazircycles::wazirCycles4(300));
    QTest::newRow("wazir 380x4") << QByteArray("wazir") << 380 << 4
                                 << QByteArray::fromStdString(wazircycles::wazirCycles4(380));
    // Closed king's tours (Hamiltonian cycles of the king's graph), OEIS A140519: 8x8 beyond 2^64.
    QTest::newRow("king 6x6") << QByteArray("king") << 6 << 6 << QByteArray("22853860116");
    QTest::newRow("king 8x8") << QByteArray("king") << 8 << 8 << QByteArray("961742089476282321684");
}

void TstTourSplit::published()
{
    QFETCH(QByteArray, piece);
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(QByteArray, expected);
    QCOMPARE(split(w, h, 0, leapsOf(piece), 2), expected.toStdString());
}

void TstTourSplit::threads()
{
    for (int threads : {1, 2, 3})
        QCOMPARE(split(6, 7, 0, {}, threads), std::string("1067638"));
}

// T's band swept in parts (by the degrees of its first band cells, depth-first): any depth gives
// the published count (A175881: 6x8 closed = 55488142; A001230: 6x6 = 9862).
void TstTourSplit::parts_data()
{
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<int>("depth");
    QTest::addColumn<QByteArray>("expected");
    for (int depth : {0, 1, 2, 3, 5, 11}) {
        QTest::newRow(("6x6 depth " + QByteArray::number(depth)).constData())
            << 6 << 6 << depth << QByteArray("9862");
        QTest::newRow(("8x6 depth " + QByteArray::number(depth)).constData())
            << 8 << 6 << depth << QByteArray("55488142");
    }
}

void TstTourSplit::parts()
{
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(int, depth);
    QFETCH(QByteArray, expected);
    TourRequest r = request(w, h, TourEngine::Split);
    r.splitPrefix = depth;
    const SearchStats s = runCount(r, 2);
    QCOMPARE(exactText(s), expected.toStdString());
    QCOMPARE(static_cast<int>(s.extra.at("top_prefix_cells")), depth);
}

// The fraction done is one scale over the whole count (B's sweep, T's head, T's tasks and the
// leaves inside them): it never goes back, as it did when each sweep restarted it at 0 (the GUI's
// bar and its time left). Sampled every millisecond while the count runs (the end is the
// summary's, not a sample; each row runs long enough for hundreds of samples); the counts
// against A175881 (8x6 closed) and A165134 (6x6 open).
void TstTourSplit::progressOneScale_data()
{
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<bool>("closed");
    QTest::addColumn<int>("depth");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("8x6 closed, one task") << 8 << 6 << true << 0 << QByteArray("55488142");
    QTest::newRow("8x6 closed, 9 tasks") << 8 << 6 << true << 2 << QByteArray("55488142");
    QTest::newRow("8x6 closed, leaves to depth 11") << 8 << 6 << true << 11 << QByteArray("55488142");
    QTest::newRow("6x6 open, 27 tasks") << 6 << 6 << false << 3 << QByteArray("6637920");
}

void TstTourSplit::progressOneScale()
{
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(bool, closed);
    QFETCH(int, depth);
    QFETCH(QByteArray, expected);
    TourRequest r = request(w, h, TourEngine::Split);
    r.closed = closed;
    r.splitPrefix = depth;
    SearchOptions opt;
    opt.threads = 1;
    opt.progressInterval = 0.001;
    std::vector<double> seen;
    std::vector<std::uint64_t> counted; // the tours the progress says are counted so far
    opt.onProgress = [&seen, &counted](const Progress &p) {
        seen.push_back(p.fractionDone);
        counted.push_back(p.solutions);
    }; // never concurrent
    const auto res = solveTour(r, {}, opt);
    QVERIFY(res.ok() && res->complete);
    QCOMPARE(exactText(*res), expected.toStdString());
    QVERIFY(!seen.empty());
    // The parts' tours as they are done: never more than the count, never going back, and with
    // several tasks some report between none and all of them.
    const std::uint64_t total = expected.toULongLong();
    bool partial = false;
    for (std::size_t i = 0; i < counted.size(); ++i) {
        QVERIFY2(counted[i] <= total, QByteArray::number(qulonglong(counted[i])).constData());
        QVERIFY(i == 0 || counted[i] >= counted[i - 1]);
        partial = partial || (counted[i] > 0 && counted[i] < total);
    }
    QVERIFY2(depth < 2 || partial, "no count of the parts done was shown");
    for (std::size_t i = 0; i < seen.size(); ++i) {
        QVERIFY2(seen[i] >= 0 && seen[i] <= 1, QByteArray::number(seen[i]).constData());
        if (i > 0)
            QVERIFY2(seen[i] >= seen[i - 1],
                     (QByteArray::number(seen[i - 1]) + " then " + QByteArray::number(seen[i])).constData());
    }
}

// Records with 128-bit pairings (taken where the band has more than 17 cells) forced on small
// boards: the published counts (A001230 6x6, A175881 8x6, A140519 king's 6x6).
void TstTourSplit::widePairing_data()
{
    QTest::addColumn<QByteArray>("piece");
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("6x6") << QByteArray("knight") << 6 << 6 << QByteArray("9862");
    QTest::newRow("8x6") << QByteArray("knight") << 8 << 6 << QByteArray("55488142");
    QTest::newRow("king 6x6") << QByteArray("king") << 6 << 6 << QByteArray("22853860116");
}

void TstTourSplit::widePairing()
{
    QFETCH(QByteArray, piece);
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(QByteArray, expected);
    TourRequest r = request(w, h, TourEngine::Split, 0, leapsOf(piece));
    r.splitWidePairing = true;
    const SearchStats s = runCount(r, 2);
    QCOMPARE(exactText(s), expected.toStdString());
    QCOMPARE(s.extra.at("split_record_bytes"), 32.0);
}

// Tasks swept from T's head seed by seed, keeping only their degree prefix (TourRequest::
// splitStream; what the 8x8 open count takes), forced: the published counts (A175881 8x6,
// A140519 king's 6x6), with parts refined below a small node cap too.
void TstTourSplit::streamed_data()
{
    QTest::addColumn<QByteArray>("piece");
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<double>("nodeBytes");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("8x6") << QByteArray("knight") << 8 << 6 << 0.0 << QByteArray("55488142");
    QTest::newRow("8x6 parts refined") << QByteArray("knight") << 8 << 6 << 262144.0 << QByteArray("55488142");
    QTest::newRow("king 6x6") << QByteArray("king") << 6 << 6 << 0.0 << QByteArray("22853860116");
}

void TstTourSplit::streamed()
{
    QFETCH(QByteArray, piece);
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(double, nodeBytes);
    QFETCH(QByteArray, expected);
    TourRequest r = request(w, h, TourEngine::Split, 0, leapsOf(piece));
    r.splitStream = 1;
    r.splitStreamNodeBytes = nodeBytes;
    r.splitPrefix = 2;
    const SearchStats s = runCount(r, 2);
    QCOMPARE(exactText(s), expected.toStdString());
    QCOMPARE(s.extra.at("split_tasks"), 9.0);
    // One pass over the head for each three sibling tasks; more where a cap refines them.
    if (nodeBytes > 0)
        QVERIFY(s.extra.at("split_head_passes") > 3.0);
    else
        QCOMPARE(s.extra.at("split_head_passes"), 3.0);
}

// Holes and cuts out of range are refused with the token "split", never miscounted (open tours:
// tst_toursplitopen).
void TstTourSplit::refusals()
{
    TourRequest holes = request(6, 6, TourEngine::Split);
    holes.holes.assign(36, 0);
    holes.holes[0] = holes.holes[1] = 1;
    TourRequest farCut = request(6, 6, TourEngine::Split, 4); // the knight: cuts 1 .. 3 on 6 rows
    for (const TourRequest &r : {holes, farCut}) {
        const auto res = solveTour(r, {}, SearchOptions{});
        QVERIFY(!res);
        QCOMPARE(familyCode<TourError>(res.error()), TourError::EngineRefused);
        QCOMPARE(res.error().token, std::string("split"));
    }
    // A cut that fits: the count.
    QCOMPARE(split(6, 6, 3), std::string("9862"));
}

// A half past 256 bits stops with CountOverflow "256" (the split's records hold no more), never a
// wrong number: the wazir's 4 x 400 (A006864(400) has 161 digits, its halves' counts pass 2^256).
void TstTourSplit::beyond256Bits()
{
    QVERIFY(wazircycles::wazirCycles4(400).size() > 155);
    std::stop_source stop;
    auto r =
        solveTour(request(4, 400, TourEngine::Split, 0, leapsOf("wazir")), stop.get_token(), SearchOptions{});
    QVERIFY(!r.ok());
    QCOMPARE(r.error().code, ErrorCode::CountOverflow);
    QCOMPARE(r.error().token, std::string("256"));
}

QTEST_APPLESS_MAIN(TstTourSplit)
#include "tst_toursplit.moc"
