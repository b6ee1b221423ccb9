// Chess960: the count and the numbering against a brute force over every arrangement of
// RNBQKBNR written here (seed 001's rules: bishops on opposite colours, king between the
// rooks), and Scharnagl's numbering from its definition (518 = RNBQKBNR).
#include <QTest>

#include <algorithm>
#include <set>

#include "cpw/chess960.h"
#include "cpw/problem.h"

using namespace cpw;

namespace {

/// Every distinct arrangement of the eight pieces that obeys the seed's two rules.
std::set<std::string> bruteForce()
{
    std::string rank = "BBKNNQRR"; // sorted, for next_permutation
    std::set<std::string> out;
    do {
        const auto b1 = rank.find('B'), b2 = rank.rfind('B');
        const auto r1 = rank.find('R'), r2 = rank.rfind('R'), k = rank.find('K');
        if ((b1 % 2) != (b2 % 2) && r1 < k && k < r2)
            out.insert(rank);
    } while (std::next_permutation(rank.begin(), rank.end()));
    return out;
}

} // namespace

class TestChess960 : public QObject {
    Q_OBJECT
private slots:
    void countAndBijection()
    {
        const std::set<std::string> all = bruteForce();
        QCOMPARE(all.size(), std::size_t(960));
        std::set<std::string> numbered;
        for (int n = 0; n < 960; ++n) {
            auto p = chess960Position(n);
            QVERIFY(p.ok());
            QVERIFY2(all.count(p.value()), p.value().c_str());
            numbered.insert(p.value());
            auto back = chess960Number(p.value());
            QVERIFY(back.ok());
            QCOMPARE(back.value(), n);
            QVERIFY(isChess960BackRank(p.value()));
        }
        QCOMPARE(numbered, all);
        // Every other arrangement of the pieces is refused.
        std::string rank = "BBKNNQRR";
        int refused = 0;
        do {
            if (!all.count(rank)) {
                ++refused;
                QVERIFY(!chess960Number(rank).ok());
            }
        } while (std::next_permutation(rank.begin(), rank.end()));
        QCOMPARE(refused, 5040 - 960);
    }

    void known_data()
    {
        QTest::addColumn<int>("number");
        QTest::addColumn<QString>("rank");
        // Scharnagl's scheme worked by hand from its definition (chess960.h).
        QTest::newRow("518") << 518 << "RNBQKBNR";
        QTest::newRow("0") << 0 << "BBQNNRKR";
        QTest::newRow("959") << 959 << "RKRNNQBB";
        QTest::newRow("1") << 1 << "BQNBNRKR";
    }
    void known()
    {
        QFETCH(int, number);
        QFETCH(QString, rank);
        QCOMPARE(QString::fromStdString(chess960Position(number).value()), rank);
        QCOMPARE(chess960Number(rank.toStdString()).value(), number);
        QCOMPARE(chess960Number(rank.toLower().toStdString()).value(), number);
    }

    void fen()
    {
        QCOMPARE(chess960Number("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").value(), 518);
        QCOMPARE(chess960Number("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1").value(), 0);
        // Black must mirror white.
        QCOMPARE(familyCode<Chess960Error>(chess960Number("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w - - 0 1").error()), Chess960Error::BadPosition);
    }

    void errors()
    {
        QCOMPARE(familyCode<Chess960Error>(chess960Position(960).error()), Chess960Error::BadNumber);
        QCOMPARE(familyCode<Chess960Error>(chess960Position(-1).error()), Chess960Error::BadNumber);
        QCOMPARE(familyCode<Chess960Error>(chess960Number("RNBQKBN").error()), Chess960Error::BadPosition);
        QCOMPARE(chess960Number("RNBQKBNX").error().position, 7);
        QCOMPARE(familyCode<Chess960Error>(chess960Number("RBNQKBNR").error()), Chess960Error::Bishops);
        QCOMPARE(familyCode<Chess960Error>(chess960Number("KRNBQNBR").error()), Chess960Error::KingRooks);
        QCOMPARE(familyCode<Chess960Error>(chess960Number("RRNBQNBK").error()), Chess960Error::KingRooks);
    }

    void solver()
    {
        std::vector<std::string> listed;
        SearchOptions opt;
        opt.onSolution = [&](const Solution &s) {
            listed.push_back(toNotation(s.placement, Catalogue::standard()));
        };
        Chess960Request all;
        all.distinct = true;
        const SearchStats s = solveChess960(all, {}, opt).value();
        QVERIFY(s.complete);
        QCOMPARE(s.solutions, std::uint64_t(960));
        QCOMPARE(listed.size(), std::size_t(960));
        QCOMPARE(listed[518], std::string("RNBQKBNR"));
        // Distinct up to the mirror: count the classes of the brute force directly.
        std::set<std::string> classes;
        for (const auto &r : bruteForce()) {
            std::string m(r.rbegin(), r.rend());
            classes.insert(std::min(r, m));
        }
        QCOMPARE(s.distinct.value(), std::uint64_t(classes.size()));

        listed.clear();
        Chess960Request one;
        one.number = 518;
        QCOMPARE(solveChess960(one, {}, opt).value().solutions, std::uint64_t(1));
        QCOMPARE(listed, std::vector<std::string>{"RNBQKBNR"});
        // Through the problem seam.
        auto p = parseProblem(R"({"format": "chess-puzzle-workbench-problem", "version": 1, "kind": "chess960",
            "board": {"width": 8, "height": 1}, "params": {"number": 959}})");
        QVERIFY(p.ok());
        QCOMPARE(chess960RequestFromProblem(p.value()).value().number, 959);
    }
};

QTEST_APPLESS_MAIN(TestChess960)
#include "tst_chess960.moc"
