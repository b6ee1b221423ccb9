// Board editor: placing, moving and removing pieces with mouse and keyboard events, the
// attack-count overlay against hand counts, holes, targets, pattern markers and undo/redo.
// Every expected count below was worked out by hand from the piece moves (see the comments).
#include <QApplication>
#include <QUndoStack>
#include <QtTest>

#include "boarddocument.h"
#include "boardview.h"
#include "cpw/problem.h"

namespace {
// Counts given rank by rank from the top (as printed), converted to index y * w + x.
std::vector<int> ranksTopDown(int w, std::initializer_list<std::initializer_list<int>> ranks)
{
    const int h = int(ranks.size());
    std::vector<int> out(w * h, 0);
    int row = 0;
    for (const auto &rank : ranks) {
        int x = 0;
        for (int v : rank)
            out[(h - 1 - row) * w + x++] = v;
        ++row;
    }
    return out;
}
} // namespace

class TestBoardEditor : public QObject {
    Q_OBJECT
private:
    BoardDocument *m_doc = nullptr;
    BoardView *m_view = nullptr;
    int id(char letter) const { return m_doc->catalogue().find(letter); }
    int cell(const char *name) const { return m_doc->board().parseCell(name).value(); }

private slots:
    void init()
    {
        m_doc = new BoardDocument;
        m_doc->reset(cpw::Catalogue::standard(), BoardDocument::freshState(4, 4, 1));
        m_view = new BoardView(m_doc);
        m_view->resize(420, 420);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view));
    }
    void cleanup()
    {
        delete m_view;
        delete m_doc;
    }

    void placeMoveRemove()
    {
        // Place a rook on a1 and a knight on b3 by clicking with the Place tool.
        m_view->setTool(BoardView::Tool::Place);
        m_view->setCurrentPiece(id('R'));
        QTest::mouseClick(m_view, Qt::LeftButton, {}, m_view->cellCenter(cell("a1")));
        m_view->setCurrentPiece(id('N'));
        QTest::mouseClick(m_view, Qt::LeftButton, {}, m_view->cellCenter(cell("b3")));
        QCOMPARE(m_doc->placement().at(cell("a1")), id('R'));
        QCOMPARE(m_doc->placement().at(cell("b3")), id('N'));
        QCOMPARE(m_doc->placement().pieceCount(), 2);
        QCOMPARE(QString::fromStdString(cpw::toNotation(m_doc->placement(), m_doc->catalogue())),
                 QStringLiteral("4/1N2/4/R3"));
        // Rook a1: a2 a3 a4 up the file, b1 c1 d1 along the rank. Knight b3: a1, c1, d2, d4.
        QCOMPARE(m_view->overlayCounts(), ranksTopDown(4, {{1, 0, 0, 1}, //
                                                           {1, 0, 0, 0},
                                                           {1, 0, 0, 1},
                                                           {1, 1, 2, 1}}));

        // Drag the rook from a1 to a2: press, move beyond the drag distance, release.
        const QPoint from = m_view->cellCenter(cell("a1"));
        const QPoint to = m_view->cellCenter(cell("a2"));
        QTest::mousePress(m_view, Qt::LeftButton, {}, from);
        QTest::mouseMove(m_view, from + QPoint(0, -10));
        QTest::mouseMove(m_view, to);
        QTest::mouseRelease(m_view, Qt::LeftButton, {}, to);
        QCOMPARE(m_doc->placement().at(cell("a1")), cpw::kEmpty);
        QCOMPARE(m_doc->placement().at(cell("a2")), id('R'));
        // Rook a2: a1, a3, a4, b2, c2, d2. Knight b3: a1, c1, d2, d4.
        QCOMPARE(m_view->overlayCounts(), ranksTopDown(4, {{1, 0, 0, 1}, //
                                                           {1, 0, 0, 0},
                                                           {0, 1, 1, 2},
                                                           {2, 0, 1, 0}}));

        // A bishop on c2 blocks the rook's rank: the rook now stops at c2 (d2 loses it).
        // Bishop c2: b1, d1, d3, and b3 (the knight stops that diagonal, a4 stays out).
        m_view->setCurrentPiece(id('B'));
        QTest::mouseClick(m_view, Qt::LeftButton, {}, m_view->cellCenter(cell("c2")));
        QCOMPARE(m_view->overlayCounts(), ranksTopDown(4, {{1, 0, 0, 1}, //
                                                           {1, 1, 0, 1},
                                                           {0, 1, 1, 1},
                                                           {2, 1, 1, 1}}));

        // Right-click removes the knight.
        QTest::mouseClick(m_view, Qt::RightButton, {}, m_view->cellCenter(cell("b3")));
        QCOMPARE(m_doc->placement().at(cell("b3")), cpw::kEmpty);
        // Rook a2: a1 a3 a4 b2 c2. Bishop c2: b1 d1 d3, and b3 then a4 (nothing blocks now).
        QCOMPARE(m_view->overlayCounts(), ranksTopDown(4, {{2, 0, 0, 0}, //
                                                           {1, 1, 0, 1},
                                                           {0, 1, 1, 0},
                                                           {1, 1, 0, 1}}));

        // Delete on the selected cell removes the bishop.
        m_view->setFocus();
        m_view->setSelectedCell(cell("c2"));
        QTest::keyClick(m_view, Qt::Key_Delete);
        QCOMPARE(m_doc->placement().at(cell("c2")), cpw::kEmpty);
        QCOMPARE(m_doc->placement().pieceCount(), 1);

        // Undo brings the bishop back, then the knight; redo removes them again.
        QUndoStack *undo = m_doc->undoStack();
        undo->undo();
        QCOMPARE(m_doc->placement().at(cell("c2")), id('B'));
        undo->undo();
        QCOMPARE(m_doc->placement().at(cell("b3")), id('N'));
        QCOMPARE(m_view->overlayCounts(), ranksTopDown(4, {{1, 0, 0, 1}, //
                                                           {1, 1, 0, 1},
                                                           {0, 1, 1, 1},
                                                           {2, 1, 1, 1}}));
        undo->redo();
        undo->redo();
        QCOMPARE(m_doc->placement().pieceCount(), 1);
        // Every edit was one step: 2 places + move + place + 2 removals.
        QCOMPARE(undo->count(), 6);
        while (undo->canUndo())
            undo->undo();
        QVERIFY(m_doc->placement().empty());
    }

    void keyboard()
    {
        // Arrow keys move the cursor; a piece letter places that piece there.
        m_view->setFocus();
        m_view->setSelectedCell(cell("a1"));
        QTest::keyClick(m_view, Qt::Key_Right);
        QTest::keyClick(m_view, Qt::Key_Up);
        QCOMPARE(m_view->selectedCell(), cell("b2"));
        QTest::keyClicks(m_view, QStringLiteral("q"));
        QCOMPARE(m_doc->placement().at(cell("b2")), id('Q'));
        // Queen b2 on an empty 4x4: a1 a2 a3 b1 b3 b4 c1 c2 c3 d2 d4 = 11 cells, once each.
        const std::vector<int> counts = m_view->overlayCounts();
        QCOMPARE(std::accumulate(counts.begin(), counts.end(), 0), 11);
        QCOMPARE(counts[cell("d4")], 1);
        QCOMPARE(counts[cell("c4")], 0);
        QCOMPARE(counts[cell("b2")], 0);
    }

    void holesAndTargets()
    {
        // Cut c1 out of the board: a rook on a1 then stops at b1 (a ray stops before a hole).
        m_view->setTool(BoardView::Tool::Hole);
        QTest::mouseClick(m_view, Qt::LeftButton, {}, m_view->cellCenter(cell("c1")));
        QVERIFY(m_doc->board().isHole(cell("c1")));
        m_view->setTool(BoardView::Tool::Place);
        m_view->setCurrentPiece(id('R'));
        QTest::mouseClick(m_view, Qt::LeftButton, {}, m_view->cellCenter(cell("a1")));
        // A click on a hole places nothing.
        QTest::mouseClick(m_view, Qt::LeftButton, {}, m_view->cellCenter(cell("c1")));
        QCOMPARE(m_doc->placement().pieceCount(), 1);
        QCOMPARE(m_view->overlayCounts(), ranksTopDown(4, {{1, 0, 0, 0}, //
                                                           {1, 0, 0, 0},
                                                           {1, 0, 0, 0},
                                                           {0, 1, 0, 0}}));
        // Targets: the target tool writes its value, the wheel changes it, right-click = any.
        m_view->setTool(BoardView::Tool::Target);
        m_view->setTargetValue(3);
        QTest::mouseClick(m_view, Qt::LeftButton, {}, m_view->cellCenter(cell("d4")));
        QCOMPARE(m_doc->targets()[cell("d4")], 3);
        QCOMPARE(m_doc->uniformTarget(), -2);
        QTest::mouseClick(m_view, Qt::RightButton, {}, m_view->cellCenter(cell("d4")));
        QCOMPARE(m_doc->targets()[cell("d4")], cpw::kAnyTarget);
        m_doc->setUniformTarget(2);
        QCOMPARE(m_doc->uniformTarget(), 2);
        // Undo everything back to the fresh board.
        while (m_doc->undoStack()->canUndo())
            m_doc->undoStack()->undo();
        QVERIFY(!m_doc->board().hasHoles());
        QCOMPARE(m_doc->uniformTarget(), 1);
    }

    void overlayColours()
    {
        // The calm palette (issue 45): below the target is "not there yet", a grey without warning;
        // exact is green; only above, a fault, is red.
        const QColor below = BoardPainter::countColour(1, 2);
        QCOMPARE(below, QColor(0x78, 0x90, 0x9c)); // below: slate
        QVERIFY(below.hsvSaturation() < 80);        // a grey, not a warning colour
        QCOMPARE(BoardPainter::countColour(2, 2), QColor(0x2e, 0x7d, 0x32)); // exact: green
        QCOMPARE(BoardPainter::countColour(3, 2), QColor(0xc6, 0x28, 0x28)); // above: red
    }

    void patternMarkers()
    {
        // Rook on a1 and a knight on a3 (4x4). The rook's pattern: it attacks a2, a3 (the
        // blocker) and b1, c1, d1; a2, b1, c1 must be free; a3 must be occupied (a4 lies
        // beyond it). d1 is at the edge, so nothing is required there.
        m_doc->placePiece(cell("a1"), id('R'));
        m_doc->placePiece(cell("a3"), id('N'));
        m_view->setPatternMarkersVisible(true);
        m_view->setSelectedCell(cell("a1"));
        const auto pattern = m_view->shownPattern();
        QVERIFY(pattern.has_value());
        auto set = [&](std::initializer_list<const char *> names) {
            cpw::CellSet s;
            for (const char *n : names)
                s.set(cell(n));
            return s;
        };
        QCOMPARE(pattern->attacked, set({"a2", "a3", "b1", "c1", "d1"}));
        QCOMPARE(pattern->mustBeFree, set({"a2", "b1", "c1"}));
        QCOMPARE(pattern->mustBeOccupied, set({"a3"}));
    }

    void resizeKeepsPieces()
    {
        m_doc->placePiece(cell("b2"), id('K'));
        m_doc->placePiece(cell("d4"), id('K'));
        m_doc->resizeBoard(3, 5);
        QCOMPARE(m_doc->board().width(), 3);
        QCOMPARE(m_doc->board().height(), 5);
        QCOMPARE(m_doc->placement().pieceCount(), 1); // d4 fell off
        QCOMPARE(m_doc->placement().at(m_doc->board().index(1, 1)), id('K'));
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->board().width(), 4);
        QCOMPARE(m_doc->placement().pieceCount(), 2);
    }
};

QTEST_MAIN(TestBoardEditor)
#include "tst_boardeditor.moc"
