// Print, PDF and LaTeX (issue 27 section 3): the PDF diagram and the sheet of solutions with
// page breaks, the page sizes, the LaTeX `chessboard` snippet and its refusals, and
// MainWindow::exportTo (what `chess-workbench --open FILE --export OUT` runs).
#include <QAction>
#include <QItemSelectionModel>
#include <QListView>
#include <QPrinter>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "boarddocument.h"
#include "galleryview.h"
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

/// Pages and page size of a PDF as poppler's pdfinfo reads it (an independent reader):
/// {pages, "595.276 x 841.89 pts (A4)"}; pages -1 when pdfinfo is missing or fails.
std::pair<int, QString> pdfInfo(const QString &file)
{
    QProcess p;
    p.start(QStringLiteral("pdfinfo"), {file});
    if (!p.waitForFinished(20000) || p.exitCode() != 0)
        return {-1, QString()};
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    const QRegularExpressionMatch pages = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(out);
    const QRegularExpressionMatch size =
        QRegularExpression(QStringLiteral("Page size:\\s+([^\\n]+)")).match(out);
    return {pages.hasMatch() ? pages.captured(1).toInt() : -1,
            size.hasMatch() ? size.captured(1).trimmed() : QString()};
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

    void tourSheets()
    {
        // A sheet of tours shows each tour's path and move numbers, as its thumbnail does (it
        // showed the knight on its start only). Knight's tours of 5x5 from a1 opening a1 b3 c5.
        MainWindow window(guitest::quietOptions());
        QVERIFY(window.loadProblemText(
            R"({"format": "chess-puzzle-workbench-problem", "version": 1, "kind": "tour",
                "board": {"width": 5, "height": 5},
                "params": {"count": true, "start": "a1", "path": "a1 b3 c5", "position": "2N2/5/1N3/5/N4"}})",
            QStringLiteral("tours"), nullptr));
        QSignalSpy finished(window.searchController(), &SearchController::finished);
        window.runSearch();
        QVERIFY(finished.wait(30000));
        QTRY_VERIFY2(window.solutionModel()->storedCount() >= 4,
                     qPrintable(QString::number(finished.at(0).at(0).value<cpw::SearchStats>().solutions)));
        QTemporaryDir dir;
        const QString sheet = dir.filePath(QStringLiteral("tours.svg"));
        QCOMPARE(window.exportTo(sheet, 4), QString());
        QFile f(sheet);
        QVERIFY(f.open(QIODevice::ReadOnly));
        // The texts of each diagram (they begin with the piece's hidden name "N a1"): the move
        // numbers 1..25 once each, and the rank labels 1..5.
        QStringList texts;
        const QRegularExpression text(QStringLiteral("<text[^>]*>([^<]*)</text>"));
        for (auto it = text.globalMatch(QString::fromUtf8(f.readAll())); it.hasNext();)
            texts << it.next().captured(1).trimmed();
        QCOMPARE(texts.count(QStringLiteral("N a1")), 4);
        for (qsizetype at = texts.indexOf(QStringLiteral("N a1")); at >= 0;) {
            const qsizetype next = texts.indexOf(QStringLiteral("N a1"), at + 1);
            std::vector<int> seen(26, 0);
            for (qsizetype i = at + 1; i < (next < 0 ? texts.size() : next); ++i) {
                bool number = false;
                const int v = texts[i].toInt(&number);
                if (number && v >= 1 && v <= 25)
                    ++seen[std::size_t(v)];
            }
            for (int v = 1; v <= 25; ++v)
                QCOMPARE(seen[std::size_t(v)], v <= 5 ? 2 : 1);
            at = next;
        }
        // The PDF sheet draws the same scenes (BoardPainter); its page holds the four tours.
        const QString pdf = dir.filePath(QStringLiteral("tours.pdf"));
        QCOMPARE(window.exportTo(pdf, 4), QString());
        QVERIFY(QFileInfo(pdf).size() > 0);
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

    // File > Print without its dialog: the sheet code on a QPrinter set to PdfFormat with an
    // output file (what the dialog hands over), read back by pdfinfo. A page holds C diagrams
    // (3 columns for 8 files, as the sheet's layout says, and whole rows), measured by printing
    // the first k solutions selected in the gallery; all 92 of eight queens (OEIS A000170) then
    // need ceil(92 / C) pages, and N = C, C + 1, 2C, 2C + 1 need 1, 2, 2, 3.
    void printToPdfPrinter()
    {
        // ./workbench installs poppler-utils: a machine without pdfinfo fails here, never skips.
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty(),
                 "pdfinfo (Debian poppler-utils) is not installed: run ./workbench");
        MainWindow window(guitest::quietOptions());
        QVERIFY(window.loadProblemText(queens(8), QStringLiteral("eight queens"), nullptr));
        window.problemPanel()->threadsSpin()->setValue(2);
        QSignalSpy finished(window.searchController(), &SearchController::finished);
        window.runSearch();
        QVERIFY(finished.wait(30000));
        QCOMPARE(window.solutionModel()->storedCount(), 92);
        QTemporaryDir dir;
        int serial = 0;
        // Prints the first `n` solutions (0: the gallery's whole list, no selection) to a PDF
        // printer; returns the pages printTo reports and the file.
        auto print = [&](int n, QPageSize::PageSizeId size = QPageSize::A4) {
            QListView *list = window.gallery()->listView();
            list->selectionModel()->clearSelection();
            for (int r = 0; r < n; ++r)
                list->selectionModel()->select(list->model()->index(r, 0), QItemSelectionModel::Select);
            QPrinter printer(QPrinter::HighResolution);
            printer.setOutputFormat(QPrinter::PdfFormat);
            const QString file = dir.filePath(QStringLiteral("print%1.pdf").arg(++serial));
            printer.setOutputFileName(file);
            SheetPrinter::setUpPage(&printer, QPageSize(size)); // as File > Print does before its dialog
            const int reported = window.printTo(&printer, true);
            return std::pair<int, QString>(reported, file);
        };
        auto pagesOf = [&](int n, QPageSize::PageSizeId size = QPageSize::A4) {
            const auto [reported, file] = print(n, size);
            const int read = pdfInfo(file).first;
            return reported == read ? read : -1; // printTo's count must be the file's
        };
        int capacity = 0;
        for (int k = 1; k <= 30; ++k) {
            const int pages = pagesOf(k);
            QVERIFY(pages == 1 || pages == 2);
            if (pages == 2)
                break;
            capacity = k;
        }
        // Three columns of square diagrams on A4 (210 x 297 mm, margins of 15 mm): each at least
        // 50 mm tall with its caption, so 3 to 5 rows fit below the header.
        qInfo("a page holds %d diagrams", capacity);
        QVERIFY2(capacity >= 9 && capacity <= 15 && capacity % 3 == 0, qPrintable(QString::number(capacity)));
        QCOMPARE(pagesOf(capacity + 1), 2);
        QCOMPARE(pagesOf(2 * capacity), 2);
        QCOMPARE(pagesOf(2 * capacity + 1), 3);
        QCOMPARE(pagesOf(0), (92 + capacity - 1) / capacity);
        // The paper the printer was given: A4 and Letter.
        const QString a4 = print(0, QPageSize::A4).second;
        QVERIFY2(pdfInfo(a4).second.contains(QStringLiteral("(A4)")), qPrintable(pdfInfo(a4).second));
        const QString letter = print(0, QPageSize::Letter).second;
        QVERIFY2(pdfInfo(letter).second.contains(QStringLiteral("(letter)")),
                 qPrintable(pdfInfo(letter).second));
        // The diagram prints on one page; a sheet of nothing prints nothing.
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(dir.filePath(QStringLiteral("diagram.pdf")));
        QCOMPARE(window.printTo(&printer, false), 1);
        QCOMPARE(pdfInfo(dir.filePath(QStringLiteral("diagram.pdf"))).first, 1);
        if (qEnvironmentVariableIsSet("CPW_KEEP_PRINT"))
            QFile::copy(a4, qEnvironmentVariable("CPW_KEEP_PRINT"));
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
