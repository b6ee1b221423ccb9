// The pattern browser lists the attack patterns of seed 000. The seed's own table for the
// 5x5 board: K, N and P have 25 patterns each, B 95, R 324, Q 1331 (canonical rules).
#include <QtTest>

#include "boarddocument.h"
#include "patternbrowser.h"

class TestPatternBrowser : public QObject {
    Q_OBJECT
private slots:
    void seedCounts_data()
    {
        QTest::addColumn<QChar>("letter");
        QTest::addColumn<int>("total");
        QTest::newRow("K") << QChar('K') << 25;
        QTest::newRow("N") << QChar('N') << 25;
        QTest::newRow("P") << QChar('P') << 25;
        QTest::newRow("B") << QChar('B') << 95;
        QTest::newRow("R") << QChar('R') << 324;
        QTest::newRow("Q") << QChar('Q') << 1331;
    }
    void seedCounts()
    {
        QFETCH(QChar, letter);
        QFETCH(int, total);
        BoardDocument doc;
        doc.reset(cpw::Catalogue::standard(), BoardDocument::freshState(5, 5, 2));
        PatternBrowser browser(&doc);
        browser.setPiece(doc.catalogue().find(char(letter.toLatin1())));
        browser.setActive(true);
        QTRY_VERIFY_WITH_TIMEOUT(browser.totalPatterns() > 0, 10000);
        QCOMPARE(browser.totalPatterns(), total);
    }

    void stepping()
    {
        // A rook on c3 of an empty 5x5 board: each of its 4 lines stops after 1 or 2 cells
        // (blocked at distance 1, or running to the edge at distance 2): 2^4 = 16 patterns.
        BoardDocument doc;
        doc.reset(cpw::Catalogue::standard(), BoardDocument::freshState(5, 5, 2));
        PatternBrowser browser(&doc);
        QSignalSpy shown(&browser, &PatternBrowser::patternChanged);
        browser.setPiece(doc.catalogue().find('R'));
        browser.setCell(doc.board().index(2, 2));
        browser.setActive(true);
        QTRY_VERIFY_WITH_TIMEOUT(browser.totalPatterns() > 0, 10000);
        QCOMPARE(browser.patternCount(), 16);
        QCOMPARE(browser.currentIndex(), 0);
        for (int i = 1; i < 16; ++i)
            browser.next();
        QCOMPARE(browser.currentIndex(), 15);
        browser.next(); // stays on the last one
        QCOMPARE(browser.currentIndex(), 15);
        browser.previous();
        QCOMPARE(browser.currentIndex(), 14);
        const auto pattern = shown.last().at(0).value<std::optional<cpw::AttackPattern>>();
        QVERIFY(pattern.has_value());
        QCOMPARE(std::int64_t(pattern->cell), doc.board().index(2, 2));
        // Every pattern: 4 to 8 attacked cells, a ring where a line stops short of the edge.
        QVERIFY(pattern->attacked.count() >= 4 && pattern->attacked.count() <= 8);
        QCOMPARE(pattern->mustBeOccupied.count() + pattern->attacked.count(), std::size_t(8));
        browser.setActive(false);
        QVERIFY(!shown.last().at(0).value<std::optional<cpw::AttackPattern>>().has_value());
    }
};

QTEST_MAIN(TestPatternBrowser)
#include "tst_patternbrowser.moc"
