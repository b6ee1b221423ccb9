// Open tours by the split engine on the largest board the suite counts: 7x7, against the
// published count (OEIS A165134(7) = 165 575 218 320 directed open knight's tours, G. Stertenbrink
// 2013). Apart from tst_toursplitopen so that ctest runs it beside the others (about a minute of
// CPU). No count here is the split's own output pasted back.
#include <QTest>

#include "cpw/tour.h"
#include "tourcount.h"

using namespace cpw;
using namespace tourtest;

class TstTourSplitOpenBig : public QObject {
    Q_OBJECT
private slots:
    void sevenBySeven();
};

void TstTourSplitOpenBig::sevenBySeven()
{
    const SearchStats s = runCount(countRequest(7, 7, false, TourEngine::Split), 2);
    QCOMPARE(s.labels.at("engine"), std::string("split"));
    QCOMPARE(exactText(s), std::string("165575218320"));
}

QTEST_APPLESS_MAIN(TstTourSplitOpenBig)
#include "tst_toursplitopenbig.moc"
