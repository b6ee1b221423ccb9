// Open tours by the split engine (core/src/tour/split.cpp): the free ends are a virtual cell v
// shared by the two halves, so a tour's ends may lie in the top, in the bottom or one in each.
// Directed counts, as `cpw tour --count` reports them. Checked against a brute force written in
// the test (tests/tour/brute.h: every path from every start, no pruning) on small boards, against
// the frontier programme (itself checked against the search and brute force in tst_tourdp) at
// every cut of every rectangle up to 6x6 and 5x8, and against published counts (OEIS A165134,
// A118067 = 2 x A169696, A079137, each named where used). No count here is the split's own
// output pasted back.
#include <QTest>

#include "brute.h"
#include "cpw/tour.h"
#include "splitcount.h"
#include "tourcount.h"

using namespace cpw;
using namespace tourtest;
using namespace splittest;

namespace {

TourRequest openRequest(int w, int h, TourEngine engine, int cut = 0, std::vector<Leap> leaps = {})
{
    TourRequest r = countRequest(w, h, false, engine, -1, std::move(leaps));
    r.splitCut = cut;
    return r;
}

std::string split(int w, int h, int cut, std::vector<Leap> leaps = {}, int threads = 1)
{
    return splitText(openRequest(w, h, TourEngine::Split, cut, std::move(leaps)), threads);
}

} // namespace

class TstTourSplitOpen : public QObject {
    Q_OBJECT
private slots:
    void againstBrute_data();
    void againstBrute();
    void everyCutAgainstDp_data();
    void everyCutAgainstDp();
    void published_data();
    void published();
    void partsAndThreads();
    void wideCounts_data();
    void wideCounts();
    void widePairing_data();
    void widePairing();
    void streamed_data();
    void streamed();
    void refusals();
};

// The brute force: directed open tours from every start, summed (its own leaps and geometry).
void TstTourSplitOpen::againstBrute_data()
{
    addEveryCut({{"knight", 3, 4}, {"knight", 4, 3}, {"knight", 3, 5}, {"knight", 4, 4}, {"knight", 3, 6},
                 {"knight", 4, 5}, {"knight", 3, 7}, {"knight", 5, 5}, {"wazir", 3, 3},  {"wazir", 3, 4},
                 {"wazir", 4, 4},  {"king", 3, 3},   {"king", 3, 4}});
}

void TstTourSplitOpen::againstBrute()
{
    QFETCH(QByteArray, piece);
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(int, cut);
    brute::Board board;
    board.w = w;
    board.h = h;
    const std::vector<Leap> leaps = leapsOf(piece);
    board.leaps = leaps.empty() ? brute::knight() : leaps;
    brute::Counter counter(board);
    std::uint64_t directed = 0;
    for (int c = 0; c < w * h; ++c)
        directed += counter.openFrom(c);
    QCOMPARE(split(w, h, cut, leaps), std::to_string(directed));
}

// Every cut of every rectangle from 3x4 up to 6x6, and 5x7, 5x8: the frontier programme's count
// of the same request (and wazir and king boards, whose leaps reach one row).
void TstTourSplitOpen::everyCutAgainstDp_data()
{
    std::vector<CutBoard> boards;
    for (int w = 3; w <= 6; ++w)
        for (int h = std::max(w, 4); h <= 6; ++h)
            boards.push_back({"knight", w, h});
    for (const CutBoard &b : {CutBoard{"knight", 6, 3}, CutBoard{"knight", 5, 7}, CutBoard{"knight", 5, 8},
                              CutBoard{"knight", 8, 5}, CutBoard{"wazir", 4, 5}, CutBoard{"wazir", 5, 5},
                              CutBoard{"king", 4, 5}, CutBoard{"long", 3, 9}, CutBoard{"long", 3, 10}})
        // 6x3 and 8x5 turned: rows of the shorter side; "long" 3 x n: 19 shared cells, 128-bit
        // pairings, seeds of 19 codes in two words
        boards.push_back(b);
    addEveryCut(boards);
}

void TstTourSplitOpen::everyCutAgainstDp()
{
    QFETCH(QByteArray, piece);
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(int, cut);
    const SearchStats dp = runCount(openRequest(w, h, TourEngine::Frontier, 0, leapsOf(piece)));
    QCOMPARE(dp.labels.at("engine"), std::string("dp"));
    QCOMPARE(split(w, h, cut, leapsOf(piece)), exactText(dp));
}

void TstTourSplitOpen::published_data()
{
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<QByteArray>("expected");
    // Directed open knight's tours of n x n: OEIS A165134 (7x7: tst_toursplitopenbig).
    QTest::newRow("5x5") << 5 << 5 << QByteArray("1728");
    QTest::newRow("6x6") << 6 << 6 << QByteArray("6637920");
    // Directed open 3 x n: OEIS A118067 (= 2 x A169696, the undirected tour diagrams).
    QTest::newRow("3x16") << 3 << 16 << QByteArray("17273760");
    QTest::newRow("20x3") << 20 << 3 << QByteArray("2645699504");
    QTest::newRow("3x28") << 3 << 28 << QByteArray("58641619298000");
    // Undirected open 4 x n: OEIS A079137, doubled.
    QTest::newRow("4x10") << 4 << 10 << QByteArray::number(2 * 1213112);
    QTest::newRow("4x14") << 4 << 14 << QByteArray::number(2LL * 1083585304LL);
    // Undirected open 5 x n: OEIS A083386 (5x8 = A389755(40), 5x9 = A389755(45)), doubled.
    QTest::newRow("5x8") << 5 << 8 << QByteArray::number(2LL * 18061054LL);
    QTest::newRow("9x5") << 9 << 5 << QByteArray::number(2LL * 264895640LL);
}

void TstTourSplitOpen::published()
{
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(QByteArray, expected);
    QCOMPARE(split(w, h, 0, {}, 2), expected.toStdString());
}

// T's band swept in parts at any depth and on any number of threads: the published count
// (A165134: 6x6 = 6637920 directed open tours).
void TstTourSplitOpen::partsAndThreads()
{
    for (int depth : {0, 1, 2, 4, 11}) {
        TourRequest r = openRequest(6, 6, TourEngine::Split);
        r.splitPrefix = depth;
        const SearchStats s = runCount(r, 1 + depth % 3);
        QCOMPARE(exactText(s), std::string("6637920"));
        QCOMPARE(static_cast<int>(s.extra.at("top_prefix_cells")), depth);
    }
}

// Counts past 2^63 in single records and seeds (kept in the tables' wide side tables): 3x40 has
// 177 462 256 507 412 885 856 directed open tours (past 2^64), and a cut near one end leaves one
// half nearly the whole board, so that a configuration of it stands for more than 2^63 partial
// tours (cuts 1, 2: B's records; 36, 37: T's seeds and records). Against the frontier programme's
// count of the same request; the split must report wide counts, or the row tests nothing.
// 3x80 (about 6 x 10^41 directed open tours) passes 2^128 in the sum while no record does: the
// join's products and the tasks' sums past 128 bits (once refused as an overflow).
void TstTourSplitOpen::wideCounts_data()
{
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<int>("cut");
    QTest::addColumn<bool>("widePairing");
    QTest::addColumn<int>("minDigits"); // the dp count's digits at least: past 2^64 (20), 2^128 (39)
    for (int cut : {1, 2, 36, 37})
        QTest::newRow(("3x40 cut " + QByteArray::number(cut)).constData()) << 3 << 40 << cut << false << 20;
    QTest::newRow("40x3 cut 2, 128-bit pairings") << 40 << 3 << 2 << true << 20;
    for (int cut : {20, 39})
        QTest::newRow(("3x80 cut " + QByteArray::number(cut)).constData()) << 3 << 80 << cut << false << 40;
    QTest::newRow("80x3 cut 60, 128-bit pairings") << 80 << 3 << 60 << true << 40;
}

void TstTourSplitOpen::wideCounts()
{
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(int, cut);
    QFETCH(bool, widePairing);
    QFETCH(int, minDigits);
    const SearchStats dp = runCount(openRequest(w, h, TourEngine::Frontier));
    QCOMPARE(dp.labels.at("engine"), std::string("dp"));
    QVERIFY(exactText(dp).size() >= static_cast<std::size_t>(minDigits));
    TourRequest r = openRequest(w, h, TourEngine::Split, cut);
    r.splitWidePairing = widePairing;
    const SearchStats s = runCount(r, 2);
    QCOMPARE(s.labels.at("engine"), std::string("split"));
    QCOMPARE(exactText(s), exactText(dp));
    QVERIFY(s.extra.at("split_wide_counts") > 0);
    QCOMPARE(s.extra.at("split_record_bytes"), widePairing ? 32.0 : 24.0);
}

// Records with 128-bit pairings (what bands of more than 17 shared cells take: the knight on
// rows of 9 or more) forced on small boards: the published counts (OEIS A165134 5x5, 6x6;
// A083386 5x8 doubled) at every depth of the parts the boards take.
void TstTourSplitOpen::widePairing_data()
{
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<int>("depth");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("5x5") << 5 << 5 << -1 << QByteArray("1728");
    QTest::newRow("6x6 depth 0") << 6 << 6 << 0 << QByteArray("6637920");
    QTest::newRow("6x6 depth 3") << 6 << 6 << 3 << QByteArray("6637920");
    QTest::newRow("5x8") << 5 << 8 << -1 << QByteArray::number(2LL * 18061054LL);
}

void TstTourSplitOpen::widePairing()
{
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(int, depth);
    QFETCH(QByteArray, expected);
    TourRequest r = openRequest(w, h, TourEngine::Split);
    r.splitWidePairing = true;
    r.splitPrefix = depth;
    const SearchStats s = runCount(r, 2);
    QCOMPARE(s.labels.at("engine"), std::string("split"));
    QCOMPARE(exactText(s), expected.toStdString());
    QCOMPARE(s.extra.at("split_record_bytes"), 32.0);
}

// Tasks swept from T's head seed by seed, keeping only their degree prefix (what the 8x8 open
// count takes: its ancestors' parts do not fit), forced on small boards: the published counts
// (OEIS A165134 6x6; A083386 5x8 doubled) and the frontier programme's for a leaper whose seeds
// take two words. A node cap of a few KiB refines parts far down the band (many passes over the
// head); each must give the same count.
void TstTourSplitOpen::streamed_data()
{
    QTest::addColumn<QByteArray>("piece");
    QTest::addColumn<int>("w");
    QTest::addColumn<int>("h");
    QTest::addColumn<int>("cut");
    QTest::addColumn<int>("depth");
    QTest::addColumn<double>("nodeBytes");
    QTest::addColumn<QByteArray>("expected");
    QTest::addColumn<bool>("nodesRefined"); // caps small enough for nodes below the head too
    QTest::newRow("6x6") << QByteArray("knight") << 6 << 6 << 0 << -1 << 0.0 << QByteArray("6637920")
                         << false;
    QTest::newRow("6x6 depth 1, parts refined")
        << QByteArray("knight") << 6 << 6 << 0 << 1 << 1048576.0 << QByteArray("6637920") << true;
    QTest::newRow("5x8 depth 2, parts refined") << QByteArray("knight") << 5 << 8 << 0 << 2 << 524288.0
                                                << QByteArray::number(2LL * 18061054LL) << true;
    QTest::newRow("long 3x10 cut 2") << QByteArray("long") << 3 << 10 << 2 << 2 << 0.0 << QByteArray()
                                     << false;
}

void TstTourSplitOpen::streamed()
{
    QFETCH(QByteArray, piece);
    QFETCH(int, w);
    QFETCH(int, h);
    QFETCH(int, cut);
    QFETCH(int, depth);
    QFETCH(double, nodeBytes);
    QFETCH(QByteArray, expected);
    QFETCH(bool, nodesRefined);
    const std::vector<Leap> leaps = leapsOf(piece);
    const std::string want =
        expected.isEmpty() ? exactText(runCount(openRequest(w, h, TourEngine::Frontier, 0, leaps))) : expected.toStdString();
    TourRequest r = openRequest(w, h, TourEngine::Split, cut, leaps);
    r.splitStream = 1;
    r.splitStreamNodeBytes = nodeBytes;
    r.splitPrefix = depth;
    const SearchStats s = runCount(r, 2);
    QCOMPARE(s.labels.at("engine"), std::string("split"));
    QCOMPARE(exactText(s), want);
    // One pass over the head for three sibling tasks (those that differ in their last digit
    // only), at depths of 2 and more; one a task at depth 1; a capped pass is swept again as
    // three parts, and siblings too large to be parted together take a pass each.
    QVERIFY(s.extra.count("split_head_passes"));
    const double tasks = s.extra.at("split_tasks"), passes = s.extra.at("split_head_passes");
    const double groups = s.extra.at("split_task_depth") >= 2 ? tasks / 3 : tasks;
    const double refined = s.extra.at("split_refined_nodes"), nodePasses = s.extra.at("split_node_passes");
    qInfo("%s: %g tasks, %g passes over the head, %g nodes below it refined in %g passes",
          QTest::currentDataTag(), tasks, passes, refined, nodePasses);
    // A node below the head whose parting or leaf outgrows the cap is swept again from its own
    // seeds, one degree of its next band cell a pass (three passes or more).
    QCOMPARE(refined > 0, nodesRefined);
    QVERIFY(nodePasses >= 3 * refined);
    if (nodeBytes > 0)
        QVERIFY(passes > groups);
    else
        QCOMPARE(passes, groups);
}

// A given start (one end fixed) and holes are refused with the token "split", never miscounted.
void TstTourSplitOpen::refusals()
{
    TourRequest start = openRequest(6, 6, TourEngine::Split);
    start.start = 0;
    TourRequest holes = openRequest(6, 6, TourEngine::Split);
    holes.holes.assign(36, 0);
    holes.holes[0] = holes.holes[35] = 1;
    for (const TourRequest &r : {start, holes}) {
        const auto res = solveTour(r, {}, SearchOptions{});
        QVERIFY(!res);
        QCOMPARE(familyCode<TourError>(res.error()), TourError::EngineRefused);
        QCOMPARE(res.error().token, std::string("split"));
    }
}

QTEST_APPLESS_MAIN(TstTourSplitOpen)
#include "tst_toursplitopen.moc"
