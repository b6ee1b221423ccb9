// Print, PDF and LaTeX (issue 27 section 3): the PDF diagram and the sheet of solutions with
// page breaks, the page sizes, the LaTeX `chessboard` snippet and its refusals, and
// MainWindow::exportTo (what `chess-workbench --open FILE --export OUT` runs).
#include <QAction>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "boarddocument.h"
#include "mainwindow.h"
#include "problempanel.h"
#include "searchcontroller.h"
#include "sheetprinter.h"
#include "solutionmodel.h"
#include "testwindow.h"

namespace {
/// Pages of a PDF as QPdfWriter writes it (one "/Type /Page" object per page).
int pdfPages(const QByteArray &pdf)
{
    return int(QString::fromLatin1(pdf).count(QRegularExpression(QStringLiteral("/Type\\s*/Page\\b(?!s)"))));
}

/// The MediaBox of the first page in points (width, height).
QSizeF mediaBox(const QByteArray &pdf)
{
    const QRegularExpressionMatch m =
        QRegularExpression(QStringLiteral("/MediaBox\\s*\\[\\s*0\\s+0\\s+([0-9.]+)\\s+([0-9.]+)"))
            .match(QString::fromLatin1(pdf));
    return m.hasMatch() ? QSizeF(m.captured(1).toDouble(), m.captured(2).toDouble()) : QSizeF();
}

QByteArray queens(int n)
{
    return QStringLiteral(R"({"format": "chess-puzzle-workbench-problem", "version": 1,
        "kind": "independent", "board": {"width": %1, "height": %1}, "params": {"piece": "Q"}})")
        .arg(n)
        .toUtf8();
}
} // namespace

class TestPrintExport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void latexSnippet()
    {
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        const auto p = cpw::parsePlacement("4/1Q2/4/R2N", cat);
        QVERIFY(p.ok());
        QString error;
        const QString tex = SheetPrinter::latex(p.value(), cat, QStringLiteral("four"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(tex.contains(
            QStringLiteral("\\chessboard[maxfield=d4, showmover=false, setwhite={Ra1,Nd1,Qb3}]")));
    }

    void latexRefuses_data()
    {
        QTest::addColumn<QString>("placement");
        QTest::addColumn<QString>("holes");
        QTest::addColumn<QString>("named");
        QTest::newRow("nightrider") << "4/4/4/Q2I"
                                    << ""
                                    << "d1";
        QTest::newRow("amazon") << "4/4/1A2/4"
                                << ""
                                << "b2";
        QTest::newRow("hole") << "4/4/4/1Q2"
                              << "a1"
                              << "a1";
    }
    void latexRefuses()
    {
        QFETCH(QString, placement);
        QFETCH(QString, holes);
        QFETCH(QString, named);
        const cpw::Catalogue &cat = cpw::Catalogue::standard();
        const auto parsed = cpw::parsePlacement(placement.toStdString(), cat);
        QVERIFY2(parsed.ok(), qPrintable(placement));
        cpw::Placement p = parsed.value();
        if (!holes.isEmpty()) {
            p.board().setHole(p.board().parseCell(holes.toStdString()).value());
        }
        QString error;
        QVERIFY(SheetPrinter::latex(p, cat, QString(), &error).isEmpty());
        QVERIFY2(error.contains(named), qPrintable(error));
    }

    void pdfDiagramAndSheet()
    {
        MainWindow window(guitest::quietOptions());
        QVERIFY(window.loadProblemText(queens(8), QStringLiteral("eight queens"), nullptr));
        QTemporaryDir dir;
        // The diagram: one page.
        const QString diagram = dir.filePath(QStringLiteral("diagram.pdf"));
        QCOMPARE(window.exportTo(diagram, 0), QString());
        QFile f(diagram);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray one = f.readAll();
        QVERIFY(one.startsWith("%PDF"));
        QCOMPARE(pdfPages(one), 1);
        // Before a search there are no solutions for a sheet.
        QVERIFY(!window.exportTo(dir.filePath(QStringLiteral("none.pdf")), 10).isEmpty());
        // The 92 solutions of eight queens: 3 diagrams a row (8 files), more than one page.
        window.problemPanel()->threadsSpin()->setValue(2);
        QSignalSpy finished(window.searchController(), &SearchController::finished);
        window.runSearch();
        QVERIFY(finished.wait(30000));
        QCOMPARE(window.solutionModel()->storedCount(), 92);
        const QString sheet = dir.filePath(QStringLiteral("sheet.pdf"));
        QCOMPARE(window.exportTo(sheet, 92), QString());
        QFile g(sheet);
        QVERIFY(g.open(QIODevice::ReadOnly));
        const QByteArray many = g.readAll();
        const int pages = pdfPages(many);
        QVERIFY2(pages >= 4, qPrintable(QString::number(pages))); // at most 4 rows of 3 on A4
        const QString six = dir.filePath(QStringLiteral("six.pdf"));
        QCOMPARE(window.exportTo(six, 6), QString());
        QFile h(six);
        QVERIFY(h.open(QIODevice::ReadOnly));
        QCOMPARE(pdfPages(h.readAll()), 1);
        // Other formats by extension; unknown ones refused.
        for (const char *ext : {"svg", "png", "tex"}) {
            const QString out = dir.filePath(QStringLiteral("d.") + QLatin1String(ext));
            QCOMPARE(window.exportTo(out, 0), QString());
            QVERIFY(QFileInfo(out).size() > 0);
        }
        QVERIFY(window.exportTo(dir.filePath(QStringLiteral("d.docx")), 0).contains(QStringLiteral("docx")));
    }

    void pageSizes()
    {
        BoardScene scene;
        const cpw::Placement p(cpw::Board(8, 8));
        scene.placement = &p;
        scene.catalogue = &cpw::Catalogue::standard();
        SheetPrinter::Content c;
        c.title = QStringLiteral("t");
        c.diagram = &scene;
        const QSizeF a4 = mediaBox(SheetPrinter::pdf(c, QPageSize(QPageSize::A4)));
        const QSizeF letter = mediaBox(SheetPrinter::pdf(c, QPageSize(QPageSize::Letter)));
        // ISO 216: 210 x 297 mm = 595 x 842 pt; Letter 8.5 x 11 in = 612 x 792 pt.
        QCOMPARE(qRound(a4.width()), 595);
        QCOMPARE(qRound(a4.height()), 842);
        QCOMPARE(qRound(letter.width()), 612);
        QCOMPARE(qRound(letter.height()), 792);
    }
};

QTEST_MAIN(TestPrintExport)
#include "tst_printexport.moc"
