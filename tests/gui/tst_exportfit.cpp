// Exports fit for print (issue 45): the screen's overlays are left out unless asked for (a
// remembered setting), a diagram's frame is drawn whole inside the image (a white margin), an
// export suggests the problem's title as its name and confirms with the path, and a printed
// header names the given pieces in words, not in placement notation.
#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QImage>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

#include "boarddocument.h"
#include "boardview.h"
#include "cpw/problem.h"
#include "exporter.h"
#include "mainwindow.h"
#include "problempanel.h"
#include "testwindow.h"

class TestExportFit : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("cpw-test-exportfit"));
        QSettings().clear();
    }

    /// Off at first; ticked once, it stays ticked in the next window.
    void overlaysOffByDefault()
    {
        {
            MainWindow window(guitest::quietOptions());
            QVERIFY(!window.exports()->overlaysAction()->isChecked());
            window.exports()->overlaysAction()->trigger();
        }
        MainWindow window(guitest::quietOptions());
        QVERIFY(window.exports()->overlaysAction()->isChecked());
        window.exports()->overlaysAction()->trigger();
    }

    /// The board's frame ends inside the image: its outermost pixels are white, the frame is
    /// within a few pixels of them, on every side.
    void frameIsWhole_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::newRow("8x8") << 8 << 8;
        QTest::newRow("5x3") << 5 << 3;
    }
    void frameIsWhole()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        MainWindow window(guitest::quietOptions());
        window.position()->reset(cpw::Catalogue::standard(), BoardDocument::freshState(width, height, 1));
        const QImage img = Exporter::image(window.boardView()->scene(true, false), Exporter::kCell, 1.0)
                               .convertToFormat(QImage::Format_RGB32);
        auto white = [&](int x, int y) { return img.pixel(x, y) == qRgb(255, 255, 255); };
        for (int x = 0; x < img.width(); ++x)
            QVERIFY2(white(x, 0) && white(x, img.height() - 1), qPrintable(QString::number(x)));
        for (int y = 0; y < img.height(); ++y)
            QVERIFY2(white(0, y) && white(img.width() - 1, y), qPrintable(QString::number(y)));
        // The frame: a dark pixel near the top and near the right edge, in the middle.
        bool top = false, right = false;
        for (int d = 1; d < 12; ++d) {
            top = top || qGray(img.pixel(img.width() / 2, d)) < 160;
            right = right || qGray(img.pixel(img.width() - 1 - d, img.height() / 2)) < 160;
        }
        QVERIFY(top && right);
    }

    /// Export suggests the title and confirms with the path.
    void suggestsTitleAndConfirms()
    {
        MainWindow window(guitest::quietOptions());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openExample(QStringLiteral(":/examples/queens-completion.json")));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("diagram.svg"));
        QString suggested;
        QTimer poll;
        poll.setInterval(10);
        connect(&poll, &QTimer::timeout, [&] {
            if (auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
                suggested = dialog->selectedFiles().value(0);
                dialog->selectFile(path);
                QWidget *focus = dialog->focusWidget();
                QTest::keyClick(focus ? focus : dialog, Qt::Key_Return);
            }
        });
        poll.start();
        window.exports()->exportSvg();
        poll.stop();
        QVERIFY2(QFileInfo(suggested).fileName() == QStringLiteral("Eight queens: complete the position.svg")
                     .replace(QLatin1Char(':'), QLatin1Char('-')),
                 qPrintable(suggested));
        QVERIFY(QFile::exists(path));
        QVERIFY2(window.statusBar()->currentMessage().contains(QDir::toNativeSeparators(path)),
                 qPrintable(window.statusBar()->currentMessage()));
    }

    /// The PDF header: the title, the given pieces in words, no placement notation, no choice
    /// left at its default. Read back by poppler's pdftotext (an independent reader).
    void pdfHeaderInWords()
    {
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(),
                 "pdftotext (Debian poppler-utils) is not installed: run ./workbench");
        MainWindow window(guitest::quietOptions());
        QVERIFY(window.openExample(QStringLiteral(":/examples/queens-completion.json")));
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("d.pdf"));
        QCOMPARE(window.exportTo(pdf, 0), QString());
        QProcess p;
        p.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(p.waitForFinished(30000));
        const QString text = QString::fromUtf8(p.readAllStandardOutput()).simplified();
        QVERIFY2(text.contains(QStringLiteral("Eight queens: complete the position")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("8/8/")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("Engine")), qPrintable(text));
        // Every fixed piece by its letter and cell.
        const cpw::Problem problem = window.problemPanel()->problem();
        QVERIFY(!problem.preplaced.empty());
        for (int cell = 0; cell < problem.board.area(); ++cell)
            if (problem.preplaced.at(cell) != cpw::kEmpty)
                QVERIFY2(text.contains(QStringLiteral("Q%1").arg(QString::fromStdString(problem.board.cellName(cell)))),
                         qPrintable(text));
    }
};

QTEST_MAIN(TestExportFit)
#include "tst_exportfit.moc"
