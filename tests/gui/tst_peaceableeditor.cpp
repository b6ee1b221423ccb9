// The two-colour family in the GUI: the palette's White / Black switch shows only while a family
// with black pieces is chosen, places pieces of the colour chosen, and the problem keeps them.
#include <QAbstractButton>
#include <QButtonGroup>
#include <QStandardPaths>
#include <QtTest>

#include "boarddocument.h"
#include "cpw/problem.h"
#include "mainwindow.h"
#include "piecepalette.h"
#include "problempanel.h"
#include "testwindow.h"

class TestPeaceableEditor : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void colourSwitch()
    {
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        BoardDocument *doc = window.position();
        doc->reset(cpw::Catalogue::standard(), BoardDocument::freshState(5, 5, 1));
        ProblemPanel *panel = window.problemPanel();
        PiecePalette *palette = window.palette();
        const int queen = doc->catalogue().find('Q');
        const cpw::Board &board = doc->board();

        panel->setKind("exact");
        QVERIFY(!palette->colourRow()->isVisible()); // one colour: no switch

        panel->setKind("peaceable");
        QVERIFY(palette->colourRow()->isVisible());
        QCOMPARE(palette->colourSwitch()->checkedId(), 0); // white first
        doc->placePiece(board.parseCell("a1").value(), queen);
        palette->colourSwitch()->button(1)->click();
        QVERIFY(doc->placeBlack());
        doc->placePiece(board.parseCell("e5").value(), queen);
        QVERIFY(!doc->placement().isBlack(board.parseCell("a1").value()));
        QVERIFY(doc->placement().isBlack(board.parseCell("e5").value()));
        // The position in the notation: lower case = black.
        QCOMPARE(QString::fromStdString(cpw::toNotation(doc->placement(), doc->catalogue())),
                 QStringLiteral("4q/5/5/5/Q4"));

        // Another family: the switch goes, pieces placed are white again.
        panel->setKind("independent");
        QVERIFY(!palette->colourRow()->isVisible());
        QVERIFY(!doc->placeBlack());
        doc->placePiece(board.parseCell("c3").value(), queen);
        QVERIFY(!doc->placement().isBlack(board.parseCell("c3").value()));
        // Back: white is chosen again (the switch follows the document).
        panel->setKind("peaceable");
        QVERIFY(palette->colourRow()->isVisible());
        QCOMPARE(palette->colourSwitch()->checkedId(), 0);
    }
};

QTEST_MAIN(TestPeaceableEditor)
#include "tst_peaceableeditor.moc"
