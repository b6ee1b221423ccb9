// The split's stores of counts and configurations (core/src/tour/packed.h), tested directly:
// what the boards within the suite's reach never exercise. Seeds of 17 to 24 codes keep their
// count's word above the key's tail in the second key word (16 bytes a seed), so a count past
// that word's room (2^59 for 17 codes down to 2^31 for 24) goes to the side table; no board the
// suite can sweep has such a seed (docs/tour.md). And the split's 512-bit sums (BigCount), past
// 128 bits only on boards such as 5 x 40. The expected values are the inputs themselves (what
// is stored must come back) and decimals computed with Python's integers, written here.
#include <QTest>

#include <cstdint>
#include <string>
#include <vector>

#include "tour/packed.h"

using cpw::tourimpl::BigCount;
using cpw::tourimpl::PackedConfigs;
using cpw::tourimpl::toDecimal;
using u128 = unsigned __int128;

namespace {

/// The documented key layout, written out here: code k at bit 4 (k mod 16) of word k / 16.
std::vector<std::uint64_t> keyOf(const std::vector<std::uint8_t> &codes)
{
    std::vector<std::uint64_t> w((codes.size() + 15) / 16, 0);
    for (std::size_t k = 0; k < codes.size(); ++k)
        w[k / 16] |= static_cast<std::uint64_t>(codes[k]) << (4 * (k % 16));
    return w;
}

std::string decimal(const BigCount &c)
{
    return toDecimal(c.words());
}

} // namespace

class TstPacked : public QObject {
    Q_OBJECT
private slots:
    void seedsRoundTrip_data();
    void seedsRoundTrip();
    void bigCountProducts();
    void bigCountCarries();
    void decimals();
    void hugeSeeds_data();
    void hugeSeeds();
    void limbProducts();
    void appendKeepsOrder_data();
    void appendKeepsOrder();
};

void TstPacked::seedsRoundTrip_data()
{
    QTest::addColumn<int>("codes");
    QTest::addColumn<int>("roomBits"); // a count below 2^roomBits stays in the seed's own word
    // One key word and a count word; two key words sharing the second with the count (17 .. 24
    // codes: 64 - 4 (codes - 16) bits, one of them the flag of a wide count); three words.
    for (int codes : {1, 15, 16, 17, 18, 20, 23, 24, 25, 32})
        QTest::newRow(("codes " + QByteArray::number(codes)).constData())
            << codes << (codes <= 16 || codes > 24 ? 63 : 63 - 4 * (codes - 16));
}

// More than a block of seeds (so that forEachIn is read across blocks), every code value in
// every slot (15s in the key's tail above all, next to the count's bits), and counts at and
// around the word's room, past 2^63, 2^64 and up to 2^128 - 1, stored and read back.
void TstPacked::seedsRoundTrip()
{
    QFETCH(int, codes);
    QFETCH(int, roomBits);
    const u128 room = u128{1} << roomBits;
    const std::vector<u128> counts = {0,
                                      1,
                                      room - 1,
                                      room,
                                      room + 1,
                                      room * 2 + 12345,
                                      (u128{1} << 63) - 1,
                                      u128{1} << 63,
                                      u128{1} << 64,
                                      (u128{1} << 127) + 5,
                                      ~u128{0}};
    const std::size_t n = PackedConfigs::kBlock + 1000;
    std::vector<std::vector<std::uint8_t>> keys(n);
    PackedConfigs store(codes);
    for (std::size_t i = 0; i < n; ++i) {
        keys[i].resize(static_cast<std::size_t>(codes));
        for (int k = 0; k < codes; ++k) // all 16 values; the last codes 15 every third seed
            keys[i][static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(
                i % 3 == 0 && k >= codes - 4 ? 15 : (i * 7 + static_cast<std::size_t>(k) * 5) % 16);
        store.push(keys[i].data(), codes, counts[i % counts.size()]);
    }
    QCOMPARE(store.size(), n);
    QCOMPARE(store.words(), (codes + 15) / 16);
    QVERIFY(store.blocks() >= 2);
    QVERIFY(store.wideCounts() > 0); // the counts past the room went to the side table
    std::size_t i = 0, wrong = 0;
    for (std::size_t b = 0; b < store.blocks(); ++b)
        store.forEachIn(b, [&](const std::uint64_t *w, u128 count) {
            const std::vector<std::uint64_t> key = keyOf(keys[i]);
            for (std::size_t k = 0; k < key.size(); ++k)
                if (w[k] != key[k])
                    ++wrong;
            if (count != counts[i % counts.size()])
                ++wrong;
            ++i;
            return true;
        });
    QCOMPARE(i, n);
    QCOMPARE(wrong, std::size_t{0});
    i = 0;
    store.forEach([&](const std::uint64_t *w, u128 count) {
        if (w[0] != keyOf(keys[i])[0] || count != counts[i % counts.size()])
            ++wrong;
        ++i;
    });
    QCOMPARE(i, n);
    QCOMPARE(wrong, std::size_t{0});
}

// Products of two 128-bit counts, at limb offsets, against Python's integers.
void TstPacked::bigCountProducts()
{
    const u128 max = ~u128{0};
    BigCount square;
    QVERIFY(square.addProduct(max, max));
    QCOMPARE(decimal(square),
             std::string("115792089237316195423570985008687907852589419931798687112530834793049593217025"));
    QVERIFY(!square.fits128());

    const u128 a = max / 3,
               b = max / 5; // 113427455640312821154458202477256070485, 68056473384187692692674921486353642291
    BigCount c;
    QVERIFY(c.addProduct(a, b));
    QCOMPARE(decimal(c),
             std::string("7719472615821079694904732333912527190172627995453245807502055652869972881135"));
    QVERIFY(c.addProduct(a, 7, 2)); // + 7a x 2^128
    QCOMPARE(decimal(c),
             std::string("277901014169558869016570364020850978847008600025799038818155210920659816214255"));

    // The join's sum of B's counts past 2^128: 3 (2^128 - 1) = 2 x 2^128 + (2^128 - 3), times 2^64 + 3.
    cpw::tourimpl::CountSum sum;
    for (int k = 0; k < 3; ++k)
        sum.add(max);
    QCOMPARE(sum.high, std::uint64_t{2});
    BigCount d;
    QVERIFY(d.addProduct((u128{1} << 64) + 3, sum));
    QCOMPARE(decimal(d), std::string("18831305206160042294569909571911445419422097568056888786935"));

    BigCount small;
    QVERIFY(small.addProduct(3, 5));
    QVERIFY(small.fits64());
    QCOMPARE(small.limb[0], std::uint64_t{15});
    QVERIFY(small.addProduct(u128{1} << 64, 2)); // 2^65 + 15
    QVERIFY(!small.fits64());
    QVERIFY(small.fits128());
    QVERIFY(small.low128() == (u128{1} << 65) + 15);
}

// Carries through every limb, up to 2^512 - 1, and the overflow past it.
void TstPacked::bigCountCarries()
{
    BigCount c;
    for (int l = 0; l < 2 * BigCount::kLimbs; ++l) // the ledger's 32-bit limbs
        QVERIFY(c.addAtBit(0xFFFFFFFFu, 32 * l));
    QCOMPARE(decimal(c),
             std::string("1340780792994259709957402499820584612747936582059239337772356144372176403007354697"
                         "6801874298166903427690031858186486050853753882811946569946433649006084095"));
    BigCount one;
    QVERIFY(one.add(1));
    BigCount wrap = c;
    QVERIFY(!wrap.add(one)); // 2^512: past the room
    BigCount twice = c;
    QVERIFY(!twice.add(c));
    BigCount carry; // 2^64 - 1 + 1 carries into limb 1, then on into limb 2
    QVERIFY(carry.add(~std::uint64_t{0}));
    QVERIFY(carry.add(1));
    QCOMPARE(carry.limb[0], std::uint64_t{0});
    QCOMPARE(carry.limb[1], std::uint64_t{1});
    QVERIFY(carry.add(~u128{0} << 64));
    QCOMPARE(carry.limb[1], std::uint64_t{0});
    QCOMPARE(carry.limb[2], std::uint64_t{1});
}

void TstPacked::decimals()
{
    QCOMPARE(toDecimal({0, 0}), std::string("0"));
    QCOMPARE(toDecimal({10'000'000'000'000'000'000ull}), std::string("10000000000000000000"));
    QCOMPARE(toDecimal({10'000'000'000'000'000'005ull}), std::string("10000000000000000005"));
    QCOMPARE(toDecimal({0, 1}), std::string("18446744073709551616"));
}

void TstPacked::hugeSeeds_data()
{
    seedsRoundTrip_data();
}

// Counts past 2^128 (256 bits: the split's halves of boards like 6 x 51 closed, T's head seeds)
// beside the 128-bit ones in the same store, across blocks, read back with forEachInLimbs; and
// the records' word table (WideCounts) alike.
void TstPacked::hugeSeeds()
{
    QFETCH(int, codes);
    using L = cpw::tourimpl::Limbs<4>;
    const std::vector<L> counts = {L{{0, 0, 0, 0}},
                                   L{{5, 0, 0, 0}},
                                   L{{~0ull, ~0ull, 0, 0}},         // 2^128 - 1: the 128-bit table
                                   L{{0, 0, 1, 0}},                 // 2^128
                                   L{{7, 0, 0, 1ull << 63}},        // 2^255 + 7
                                   L{{~0ull, ~0ull, ~0ull, ~0ull}}, // 2^256 - 1
                                   L{{1ull << 63, 0, 0, 0}}};
    const std::size_t n = PackedConfigs::kBlock + 77;
    PackedConfigs store(codes);
    std::vector<std::uint8_t> key(static_cast<std::size_t>(codes));
    for (std::size_t i = 0; i < n; ++i) {
        for (int k = 0; k < codes; ++k)
            key[static_cast<std::size_t>(k)] =
                static_cast<std::uint8_t>((i + static_cast<std::size_t>(k) * 3) % 16);
        if (i % 5 == 0) // a plain 128-bit count among them
            store.push(key.data(), codes, static_cast<u128>(i));
        else
            store.push(key.data(), codes, counts[i % counts.size()]);
    }
    QVERIFY(store.hugeCounts() > 0);
    std::size_t i = 0, wrong = 0;
    for (std::size_t b = 0; b < store.blocks(); ++b)
        store.forEachInLimbs(b, [&](const std::uint64_t *w, const L &count) {
            for (int k = 0; k < codes; ++k)
                if (((w[k / 16] >> (4 * (k % 16))) & 15) != (i + static_cast<std::size_t>(k) * 3) % 16)
                    ++wrong;
            const L want = i % 5 == 0 ? L{{i, 0, 0, 0}} : counts[i % counts.size()];
            if (!(count == want))
                ++wrong;
            ++i;
            return true;
        });
    QCOMPARE(i, n);
    QCOMPARE(wrong, std::size_t{0});

    cpw::tourimpl::WideCounts words;
    std::vector<std::uint64_t> put;
    for (const L &c : counts)
        put.push_back(words.put(c));
    QCOMPARE(words.hugeCounts(), std::size_t{3});
    for (std::size_t k = 0; k < counts.size(); ++k)
        QVERIFY(words.getLimbs(put[k]) == counts[k]);
    QVERIFY(words.get(put[2]) == ~u128{0}); // the 128-bit ones read either way
}

// Products of counts of several limbs (the join past 128 bits: a T count of 256 bits times a sum
// of B's in 384), against Python's integers; the carry out of 512 bits.
void TstPacked::limbProducts()
{
    using L4 = cpw::tourimpl::Limbs<4>;
    using L6 = cpw::tourimpl::Limbs<6>;
    const L4 max{{~0ull, ~0ull, ~0ull, ~0ull}}; // 2^256 - 1
    BigCount square;
    QVERIFY(square.addProduct(max, max));
    QCOMPARE(decimal(square),
             std::string("1340780792994259709957402499820584612747936582059239337772356144372176403007331539"
                         "2623399665776056285720014482370779510884422601683867654778417822746804225"));
    L6 sum{}; // 3 (2^256 - 1) + 2^300
    for (int k = 0; k < 3; ++k)
        QVERIFY(sum.addLimbs(max));
    QVERIFY(sum.add(u128{1} << 44, 4));
    QCOMPARE(sum.limb[4], (std::uint64_t{1} << 44) + 2);
    BigCount p;
    QVERIFY(p.addProduct(L4{{3, 0, 1, 0}}, sum)); // (2^128 + 3) x sum
    QCOMPARE(decimal(p),
             std::string("6931674235303219209131927294734077629855208076143738833980397644046461184536386"
                         "26297476580318792448673436566114695571882626777079"));
    BigCount over;
    QVERIFY(over.addProduct(max, L6{{0, 0, 0, 0, 1, 0}}));  // (2^256 - 1) 2^256 = 2^512 - 2^256
    QVERIFY(!over.addProduct(max, L6{{0, 0, 0, 0, 1, 0}})); // twice that: past 2^512
    L4 top{{0, 0, 0, ~0ull}};
    QVERIFY(!top.addLimbs(L4{{0, 0, 0, 1}})); // the carry out of the last limb
}

void TstPacked::appendKeepsOrder_data()
{
    seedsRoundTrip_data();
}

// The split's sinks on several threads (core/src/tour/splitlanes.h) fill a store per lane and
// append them in lane order: the configurations must come back as one store filled in that
// order would give them, with every count, those in the side tables (past the word's room, past
// 2^128) included. Four stores: wide counts but none past 2^128; an empty one; counts past
// 2^128 (stored again one by one); plain counts only (its blocks taken over).
void TstPacked::appendKeepsOrder()
{
    QFETCH(int, codes);
    using L = cpw::tourimpl::Limbs<4>;
    const std::size_t k = PackedConfigs::kBlock, n = 2 * k + 900;
    const std::size_t cut[] = {0, k + 100, k + 100, n - 300, n};
    auto keyAt = [&](std::size_t i, int c) {
        return static_cast<std::uint8_t>((i * 5 + static_cast<std::size_t>(c) * 7) % 16);
    };
    auto countAt = [&](std::size_t i) {
        if (i >= cut[3] || i % 7 < 4)
            return L{{i, 0, 0, 0}};
        if (i % 7 == 4) // past 2^64
            return L{{i, 1, 0, 0}};
        if (i % 7 == 5) // past 2^62: the side table for every layout
            return L{{i | 1ull << 62, 0, 0, 0}};
        return i < cut[1] ? L{{i, 3, 0, 0}} : L{{i, 0, 0, 1}}; // past 2^128 in the third store
    };
    std::vector<PackedConfigs> part;
    std::vector<std::uint8_t> key(static_cast<std::size_t>(codes));
    for (int p = 0; p < 4; ++p) {
        part.emplace_back(codes);
        for (std::size_t i = cut[p]; i < cut[p + 1]; ++i) {
            for (int c = 0; c < codes; ++c)
                key[static_cast<std::size_t>(c)] = keyAt(i, c);
            part.back().push(key.data(), codes, countAt(i));
        }
    }
    QVERIFY(part[0].wideCounts() > 0 && part[0].hugeCounts() == 0);
    QVERIFY(part[2].hugeCounts() > 0);
    QVERIFY(part[3].wideCounts() == 0);
    PackedConfigs all = std::move(part[0]);
    for (int p = 1; p < 4; ++p)
        all.append(std::move(part[static_cast<std::size_t>(p)]));
    QCOMPARE(all.size(), n);
    QCOMPARE(part[3].size(), std::size_t{0});
    std::size_t i = 0, wrong = 0;
    for (std::size_t b = 0; b < all.blocks(); ++b)
        all.forEachInLimbs(b, [&](const std::uint64_t *w, const L &count) {
            for (int c = 0; c < codes; ++c)
                if (((w[c / 16] >> (4 * (c % 16))) & 15) != keyAt(i, c))
                    ++wrong;
            if (!(count == countAt(i)))
                ++wrong;
            ++i;
            return true;
        });
    QCOMPARE(i, n);
    QCOMPARE(wrong, std::size_t{0});
}

QTEST_APPLESS_MAIN(TstPacked)
#include "tst_packed.moc"
