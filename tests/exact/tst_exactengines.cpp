// The dynamic-order search has two forms (core/src/exact/solver.cpp, docs/exact.md): a bitset
// form for pattern sets up to a limit and a list form above it. Real boards reach the list
// form only from 7x7 on, too big for a brute force, so this test lowers the limit to 0 and
// cross-checks the list form against the plain enumerator of brute.h on small boards (then
// the bitset form again), every count and solution set coming from the brute force.
#include <QTest>

#include <map>

#include "crosscheck.h"

using namespace cpw;

namespace cpw::exactimpl {
std::size_t setBitsetPatternLimit(std::size_t limit); // core/src/exact/rays.h
}

using namespace crosscheck;

class TestExactEngines : public QObject {
    Q_OBJECT
private slots:
    void bothForms_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<QString>("pieces");
        QTest::addColumn<bool>("bitset");
        for (bool bitset : {false, true}) {
            const char *form = bitset ? "bitset" : "list";
            QTest::addRow("3x3 KQRBNP %s", form) << 3 << 3 << QStringLiteral("KQRBNP") << bitset;
            QTest::addRow("2x4 KQRBNP %s", form) << 2 << 4 << QStringLiteral("KQRBNP") << bitset;
            QTest::addRow("4x2 KQRBNP %s", form) << 4 << 2 << QStringLiteral("KQRBNP") << bitset;
            QTest::addRow("3x3 RBN %s", form) << 3 << 3 << QStringLiteral("RBN") << bitset;
            QTest::addRow("3x3 QP %s", form) << 3 << 3 << QStringLiteral("QP") << bitset;
        }
    }
    void bothForms()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(QString, pieces);
        QFETCH(bool, bitset);
        const std::size_t old = exactimpl::setBitsetPatternLimit(bitset ? 16384 : 0);
        const Board board(w, h);
        crossCheck(board, pieces, {uniform(board, 1), uniform(board, 2)}, nullptr, false);
        exactimpl::setBitsetPatternLimit(old);
    }

    void preplaced_data()
    {
        QTest::addColumn<bool>("bitset");
        QTest::newRow("list") << false;
        QTest::newRow("bitset") << true;
    }
    void preplaced()
    {
        QFETCH(bool, bitset);
        const std::size_t old = exactimpl::setBitsetPatternLimit(bitset ? 16384 : 0);
        const Board board(3, 3);
        Placement pre(board);
        pre.set(board.index(1, 1), Catalogue::standard().find(PieceKind::Knight));
        crossCheck(board, QStringLiteral("KQRBNP"), {uniform(board, 1), uniform(board, 2)}, &pre, false);
        Placement pre2(board);
        pre2.set(board.index(0, 0), Catalogue::standard().find(PieceKind::Rook));
        crossCheck(board, QStringLiteral("KQRBNP"), {uniform(board, 1), uniform(board, 2)}, &pre2, false);
        exactimpl::setBitsetPatternLimit(old);
    }
};

QTEST_APPLESS_MAIN(TestExactEngines)
#include "tst_exactengines.moc"
