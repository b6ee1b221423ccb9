// Open tours by the split engine on the largest board the suite counts: 7x7, against the
// published count (OEIS A165134(7) = 165 575 218 320 directed open knight's tours, G. Stertenbrink
// 2013). No count here is the split's own output pasted back.
//
// The count is one split (cut 3, T's band parted into 3^4 = 81 parts: the ledger's tasks,
// split "tour-split/7x7/cut3/depth4/open") and takes about 42 s on two idle cores, over two
// minutes on the loaded 2-core machine: too long for one CTest entry. So each row `share ...`
// counts a disjoint range of the parts (a resumed run whose ledger says the other parts are
// done, with nothing added for them: the count is twice the sum over its parts), in its own
// CTest entry (tst_toursplitopenbig.parts), and writes that count to a file in the build tree;
// the row `sum` (the entry tour/tst_toursplitopenbig:sum, which requires the shares as a CTest
// fixture, tests/CMakeLists.txt) checks that the files' ranges take every part exactly once
// and that their counts add up to A165134(7). Every share sweeps B and T's head again (about
// 18 s of CPU of the count's 43), so there are only three; their ranges follow the parts' costs
// (parts 36 to 44, the prefix 1 1, take half of the parts' time): 25 to 28 s of CPU each.
//
// Under a sanitizer (kSanitizerBuild) a share of 7x7 takes 11 to 13 minutes: the same shares count
// 6x6 there (split "tour-split/6x6/cut3/depth4/open", also 81 parts), against A165134(6) =
// 6 637 920.
#include <QFile>
#include <QSaveFile>
#include <QTest>

#include <vector>

#include "cpw/tour.h"
#include "slowdown.h"
#include "tourcount.h"

using namespace cpw;
using namespace tourtest;

namespace {

/// The board's side: 7, or 6 under a sanitizer; its directed open tours, OEIS A165134.
constexpr int kSide = cpwtest::kSanitizerBuild ? 6 : 7;
constexpr unsigned long long kPublished = kSide == 7 ? 165575218320ull : 6637920ull;
constexpr std::size_t kParts = 81;
const char *const kSplit = kSide == 7 ? "tour-split/7x7/cut3/depth4/open" : "tour-split/6x6/cut3/depth4/open";

/// The shares: [first, last] ranges of parts, together every part once.
struct Share {
    const char *name;
    std::size_t first, last;
};
const std::vector<Share> kShares = {{"0-39", 0, 39}, {"40-44", 40, 44}, {"45-80", 45, 80}};

QString shareFile(const char *name)
{
    return QStringLiteral(CPW_BINARY_DIR "/tests/toursplitopenbig.share-%1.txt").arg(QLatin1String(name));
}

} // namespace

class TstTourSplitOpenBig : public QObject {
    Q_OBJECT
private slots:
    void share_data();
    void share();
    void sum();
};

void TstTourSplitOpenBig::share_data()
{
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < kShares.size(); ++i)
        QTest::newRow(kShares[i].name) << int(i);
}

// The parts of one share: every other part is marked done in the ledger it resumes, with no
// count, so the run sweeps B, T's head and this share's parts only.
void TstTourSplitOpenBig::share()
{
    QFETCH(int, index);
    const Share &s = kShares[static_cast<std::size_t>(index)];
    QFile::remove(shareFile(s.name));
    TourRequest r = countRequest(kSide, kSide, false, TourEngine::Split);
    r.splitPrefix = 4;
    TaskLedger others;
    others.taskCount = kParts;
    others.split = kSplit;
    others.done.assign(kParts, 1);
    for (std::size_t t = s.first; t <= s.last; ++t)
        others.done[t] = 0;
    SearchOptions opt;
    opt.threads = 2;
    opt.resume = &others;
    const auto res = solveTour(r, {}, opt);
    QVERIFY2(res,
             res ? "" : ("refused: " + res.error().token).c_str()); // a mismatch: the split's name changed
    QVERIFY(res->complete);
    QCOMPARE(res->labels.at("engine"), std::string("split"));
    QCOMPARE(res->extra.at("split_tasks_run"), double(s.last - s.first + 1));
    const std::string count = exactText(*res);
    QVERIFY(count != "0"); // every share holds tours
    QSaveFile out(shareFile(s.name));
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QByteArray::number(qulonglong(s.first)) + ' ' + QByteArray::number(qulonglong(s.last)) + ' ' +
              QByteArray::fromStdString(count) + '\n');
    QVERIFY(out.commit());
}

// The shares' counts (written by the CTest entries this one requires) over every part once.
void TstTourSplitOpenBig::sum()
{
    std::vector<int> taken(kParts, 0);
    unsigned long long total = 0;
    for (const Share &s : kShares) {
        QFile in(shareFile(s.name));
        QVERIFY2(in.open(QIODevice::ReadOnly),
                 qPrintable(QStringLiteral("%1: run the share's entry first").arg(in.fileName())));
        const QList<QByteArray> fields = in.readAll().trimmed().split(' ');
        QCOMPARE(fields.size(), 3);
        bool ok1 = false, ok2 = false, ok3 = false;
        const qulonglong first = fields[0].toULongLong(&ok1), last = fields[1].toULongLong(&ok2);
        const qulonglong count = fields[2].toULongLong(&ok3);
        QVERIFY(ok1 && ok2 && ok3 && first <= last && last < kParts);
        for (qulonglong t = first; t <= last; ++t)
            ++taken[t];
        total += count;
    }
    for (std::size_t t = 0; t < kParts; ++t)
        QVERIFY2(taken[t] == 1, qPrintable(QStringLiteral("part %1 taken %2 times").arg(t).arg(taken[t])));
    QCOMPARE(total, kPublished); // A165134(kSide)
}

QTEST_APPLESS_MAIN(TstTourSplitOpenBig)
#include "tst_toursplitopenbig.moc"
