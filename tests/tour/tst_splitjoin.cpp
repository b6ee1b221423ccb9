// The split's join (core/src/tour/splitjoin.h), tested directly on made-up groups: a T record
// and a B record of one degree group make tours exactly when the union of their pairings of the
// junction cells is one cycle, and joinGroup sums countT x countB over those pairs, sixteen B
// records at a time. The expected sums come from a walk written here on plain partner arrays
// (no lanes, no packed pairings) and 128-bit products with their carries counted here; the
// records' sort by degrees (several threads, then merges) against std::is_sorted and the same
// multiset of records. The boards of the suite reach these through whole counts only.
#include <QTest>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "tour/splitjoin.h"
#include "tour/splitlanes.h"

using cpw::tourimpl::BigCount;
using cpw::tourimpl::WideCounts;
using cpw::tourimpl::splitjoin::joinGroup;
using cpw::tourimpl::splitjoin::sortByDegrees;
using Rec = cpw::tourimpl::splitjoin::Record<std::uint64_t>;
using u128 = unsigned __int128;

namespace {

/// A random perfect matching of n cells: partner[i].
std::vector<int> randomMatching(int n, std::mt19937_64 &rng)
{
    std::vector<int> cells(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        cells[static_cast<std::size_t>(i)] = i;
    std::shuffle(cells.begin(), cells.end(), rng);
    std::vector<int> partner(static_cast<std::size_t>(n));
    for (int k = 0; k < n; k += 2) {
        partner[static_cast<std::size_t>(cells[static_cast<std::size_t>(k)])] = cells[static_cast<std::size_t>(k + 1)];
        partner[static_cast<std::size_t>(cells[static_cast<std::size_t>(k + 1)])] = cells[static_cast<std::size_t>(k)];
    }
    return partner;
}

/// The documented pairing layout: 4 bits a junction cell in order, the label of its pair, the
/// pairs numbered 1, 2, ... in order of first appearance.
std::uint64_t pairingOf(const std::vector<int> &partner)
{
    std::vector<unsigned> label(partner.size(), 0);
    unsigned next = 0;
    std::uint64_t p = 0;
    for (std::size_t i = 0; i < partner.size(); ++i) {
        if (!label[i])
            label[i] = label[static_cast<std::size_t>(partner[i])] = ++next;
        p |= static_cast<std::uint64_t>(label[i]) << (4 * i);
    }
    return p;
}

/// The union of two matchings of the same cells is one cycle: from cell 0, alternately along
/// each, every cell is visited before the walk is back.
bool oneCycle(const std::vector<int> &a, const std::vector<int> &b)
{
    std::size_t seen = 0;
    int c = 0;
    do {
        c = b[static_cast<std::size_t>(a[static_cast<std::size_t>(c)])];
        seen += 2;
    } while (c != 0);
    return seen == a.size();
}

/// A sum of products of two 64-bit counts: the low 128 bits and the carries out of them.
struct Expected {
    u128 low = 0;
    std::uint64_t high = 0;
    void add(std::uint64_t x, std::uint64_t y)
    {
        const u128 p = static_cast<u128>(x) * y;
        low += p;
        if (low < p)
            ++high;
    }
};

/// A sum of products past 128 bits: 64-bit limbs, low first, each product added at its limb
/// with the carries carried here.
struct ExpectedLimbs {
    std::uint64_t limb[10] = {};
    void add(std::uint64_t x, std::uint64_t y, int at) // x y 2^(64 at)
    {
        u128 carry = static_cast<u128>(x) * y;
        for (int k = at; carry && k < 10; ++k) {
            const u128 s = static_cast<u128>(limb[k]) + static_cast<std::uint64_t>(carry);
            limb[k] = static_cast<std::uint64_t>(s);
            carry = (carry >> 64) + (s >> 64);
        }
    }
};

} // namespace

class TstSplitJoin : public QObject {
    Q_OBJECT
private slots:
    void joinGroupSums_data();
    void joinGroupSums();
    void joinGroupHuge_data();
    void joinGroupHuge();
    void sortsByDegrees_data();
    void sortsByDegrees();
    void recordLanes_data();
    void recordLanes();
};

void TstSplitJoin::joinGroupSums_data()
{
    QTest::addColumn<int>("cells"); // junction cells
    QTest::addColumn<int>("nt");
    QTest::addColumn<int>("nb");
    QTest::addColumn<bool>("wide"); // counts past 2^63 (the side tables) mixed in
    // B's batches of sixteen: fewer, exactly, one more, several and a ragged last batch.
    for (int cells : {2, 4, 6, 8, 12, 16})
        for (int nb : {1, 15, 16, 17, 50})
            for (bool wide : {false, true}) {
                const QByteArray name = QByteArray::number(cells) + " cells, " + QByteArray::number(nb) +
                                        " B" + (wide ? ", wide" : "");
                QTest::newRow(name.constData()) << cells << 7 << nb << wide;
            }
}

void TstSplitJoin::joinGroupSums()
{
    QFETCH(int, cells);
    QFETCH(int, nt);
    QFETCH(int, nb);
    QFETCH(bool, wide);
    std::mt19937_64 rng(static_cast<std::uint64_t>(cells * 1000 + nb * 2 + wide));
    auto countOf = [&] {
        const std::uint64_t r = rng();
        return wide && r % 3 == 0 ? std::uint64_t{1} << 63 | r : r >> 24; // past 2^63, or below 2^40
    };
    WideCounts tWide, bWide;
    std::vector<Rec> t, b;
    std::vector<std::vector<int>> tm, bm;
    std::vector<std::uint64_t> tc, bc;
    for (int k = 0; k < nt + nb; ++k) {
        const bool top = k < nt;
        std::vector<int> m = randomMatching(cells, rng);
        const std::uint64_t c = countOf();
        const Rec r{pairingOf(m), 5, (top ? tWide : bWide).put(c)};
        (top ? t : b).push_back(r);
        (top ? tm : bm).push_back(m);
        (top ? tc : bc).push_back(c);
    }
    QCOMPARE(tWide.wideCounts() + bWide.wideCounts() > 0, wide);
    Expected want;
    int cycles = 0;
    for (int x = 0; x < nt; ++x)
        for (int y = 0; y < nb; ++y)
            if (oneCycle(tm[static_cast<std::size_t>(x)], bm[static_cast<std::size_t>(y)])) {
                want.add(tc[static_cast<std::size_t>(x)], bc[static_cast<std::size_t>(y)]);
                ++cycles;
            }
    if (cells > 2) // random matchings of more cells also make several cycles
        QVERIFY(cycles < nt * nb);
    BigCount got;
    QVERIFY(joinGroup(t.data(), t.size(), tWide, b.data(), b.size(), bWide, got));
    QCOMPARE(got.limb[0], static_cast<std::uint64_t>(want.low));
    QCOMPARE(got.limb[1], static_cast<std::uint64_t>(want.low >> 64));
    QCOMPARE(got.limb[2], want.high);
    for (int k = 3; k < BigCount::kLimbs; ++k)
        QCOMPARE(got.limb[k], std::uint64_t{0});
}

// Counts past 2^128 (WideCounts' huge table, 256 bits: the halves of boards like 6 x 51 closed):
// v 2^(64 s) with v below 2^40 and s of 0 to 3 limbs, both tables, read by the join's huge path.
void TstSplitJoin::joinGroupHuge_data()
{
    QTest::addColumn<int>("cells");
    QTest::addColumn<int>("nb");
    for (int cells : {2, 4, 8, 16})
        for (int nb : {1, 16, 17, 50})
            QTest::newRow(
                (QByteArray::number(cells) + " cells, " + QByteArray::number(nb) + " B").constData())
                << cells << nb;
}

void TstSplitJoin::joinGroupHuge()
{
    QFETCH(int, cells);
    QFETCH(int, nb);
    const int nt = 7;
    std::mt19937_64 rng(static_cast<std::uint64_t>(cells * 977 + nb));
    WideCounts tWide, bWide;
    std::vector<Rec> t, b;
    std::vector<std::vector<int>> tm, bm;
    std::vector<std::pair<std::uint64_t, int>> tc, bc; // v, s
    for (int k = 0; k < nt + nb; ++k) {
        const bool top = k < nt;
        std::vector<int> m = randomMatching(cells, rng);
        const std::uint64_t v = rng() >> 24;
        const int shift = k < 2 || k == nt ? 3 : static_cast<int>(rng() % 4); // some past 2^128 in both
        cpw::tourimpl::Limbs<4> c{};
        c.limb[shift] = v;
        const Rec r{pairingOf(m), 5, (top ? tWide : bWide).put(c)};
        (top ? t : b).push_back(r);
        (top ? tm : bm).push_back(m);
        (top ? tc : bc).emplace_back(v, shift);
    }
    QVERIFY(tWide.hugeCounts() > 0);
    QVERIFY(bWide.hugeCounts() > 0);
    ExpectedLimbs want;
    for (int x = 0; x < nt; ++x)
        for (int y = 0; y < nb; ++y)
            if (oneCycle(tm[static_cast<std::size_t>(x)], bm[static_cast<std::size_t>(y)])) {
                const auto &[vt, st] = tc[static_cast<std::size_t>(x)];
                const auto &[vb, sb] = bc[static_cast<std::size_t>(y)];
                want.add(vt, vb, st + sb);
            }
    BigCount got;
    QVERIFY((joinGroup<std::uint64_t, true>(t.data(), t.size(), tWide, b.data(), b.size(), bWide, got)));
    for (int k = 0; k < BigCount::kLimbs; ++k)
        QCOMPARE(got.limb[k], want.limb[k]);
    QCOMPARE(want.limb[8], std::uint64_t{0});
}

void TstSplitJoin::sortsByDegrees_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("threads");
    // Slices of 2^16 records or more: below two of them one sort, from 2^17 on two, from 2^18
    // on four (with four threads or more).
    for (int size : {0, 1, 1000, (1 << 17) - 1, 1 << 17, (1 << 17) + 3, (1 << 18) + 5, 600000})
        for (int threads : {1, 2, 3, 4, 8})
            QTest::newRow((QByteArray::number(size) + " records, " + QByteArray::number(threads) + " threads")
                              .constData())
                << size << threads;
}

void TstSplitJoin::sortsByDegrees()
{
    QFETCH(int, size);
    QFETCH(int, threads);
    std::mt19937_64 rng(static_cast<std::uint64_t>(size) * 31 + static_cast<std::uint64_t>(threads));
    std::vector<Rec> t(static_cast<std::size_t>(size));
    for (std::size_t k = 0; k < t.size(); ++k)
        t[k] = Rec{rng(), rng() % 4000, k}; // many records a degree vector; the count tags each
    std::vector<Rec> before = t;
    sortByDegrees(t, threads);
    QVERIFY(std::is_sorted(t.begin(), t.end(), [](const Rec &a, const Rec &c) { return a.degrees < c.degrees; }));
    auto byTag = [](const Rec &a, const Rec &c) { return a.count < c.count; };
    std::sort(t.begin(), t.end(), byTag);
    for (std::size_t k = 0; k < t.size(); ++k) { // every record once, unchanged
        QCOMPARE(t[k].count, before[k].count);
        QCOMPARE(t[k].pairing, before[k].pairing);
        QCOMPARE(t[k].degrees, before[k].degrees);
    }
}

void TstSplitJoin::recordLanes_data()
{
    QTest::addColumn<int>("lanes");
    QTest::addColumn<int>("before"); // records already in the table, one with a wide count
    QTest::addColumn<bool>("gaps");  // some configurations give no record
    QTest::addColumn<int>("wideFrom"); // the even lanes from this one on have wide counts
    for (int lanes : {1, 2, 3, 8})
        for (int before : {0, 5})
            for (bool gaps : {true, false})
                QTest::newRow(qPrintable(
                    QStringLiteral("%1 lanes, %2 before%3").arg(lanes).arg(before).arg(gaps ? ", gaps" : "")))
                    << lanes << before << gaps << (gaps ? 0 : 2);
}

// A part's records from its lanes (core/src/tour/splitlanes.h): each lane has room for its
// configurations, may keep fewer (a configuration may give no record), and some lanes' counts
// pass 2^63 or 2^128 (their lane's side table). After close() the table holds the records
// before, then lane 0's, lane 1's, ... in the order pushed, without gaps, every count readable
// from the table's side table. Expected: the records as pushed here, in that order.
void TstSplitJoin::recordLanes()
{
    QFETCH(int, lanes);
    QFETCH(int, before);
    QFETCH(bool, gaps);
    QFETCH(int, wideFrom);
    using L = cpw::tourimpl::Limbs<4>;
    std::vector<Rec> table;
    WideCounts wide;
    std::vector<Rec> want;
    std::vector<L> wantCount;
    for (int i = 0; i < before; ++i) {
        const L c = i == 2 ? L{{1, 0, 0, 1}} : L{{static_cast<std::uint64_t>(i), 0, 0, 0}};
        table.push_back(
            Rec{static_cast<std::uint64_t>(i), 1000u + static_cast<std::uint64_t>(i), wide.put(c)});
        want.push_back(table.back());
        wantCount.push_back(c);
    }
    std::vector<std::size_t> sizes;
    for (int l = 0; l < lanes; ++l)
        sizes.push_back(static_cast<std::size_t>(l % 3 == 1 ? 0 : 40 + 7 * l));
    auto kept = [&](std::size_t i) {
        return !gaps || i % 4 != 3;
    };
    auto countOf = [&](int l, std::size_t i) {
        const std::uint64_t id = static_cast<std::uint64_t>(l) * 1000 + i;
        const bool wideLane = l >= wideFrom && l % 2 == 0;
        return wideLane && i % 5 == 0   ? L{{id, 1, 0, 0}} // past 2^64
               : wideLane && i % 5 == 1 ? L{{id, 0, 1, 0}} // past 2^128
                                        : L{{id, 0, 0, 0}};
    };
    cpw::tourimpl::splitjoin::RecordLanes<std::uint64_t> rl;
    rl.open(table, sizes);
    for (int l = lanes - 1; l >= 0; --l) // any order of lanes: each its own slice
        for (std::size_t i = 0; i < sizes[static_cast<std::size_t>(l)]; ++i)
            if (kept(i)) {
                const std::uint64_t id = static_cast<std::uint64_t>(l) * 1000 + i;
                rl.push(l, Rec{id, 7 * id, 0}, countOf(l, i));
            }
    for (int l = 0; l < lanes; ++l)
        for (std::size_t i = 0; i < sizes[static_cast<std::size_t>(l)]; ++i)
            if (kept(i)) {
                const std::uint64_t id = static_cast<std::uint64_t>(l) * 1000 + i;
                want.push_back(Rec{id, 7 * id, 0});
                wantCount.push_back(countOf(l, i));
            }
    rl.close(wide);
    QCOMPARE(table.size(), want.size());
    for (std::size_t i = 0; i < want.size(); ++i) {
        QCOMPARE(table[i].pairing, want[i].pairing);
        QCOMPARE(table[i].degrees, want[i].degrees);
        QVERIFY2(wide.getLimbs(table[i].count) == wantCount[i], qPrintable(QString::number(i)));
    }
}

QTEST_APPLESS_MAIN(TstSplitJoin)
#include "tst_splitjoin.moc"
