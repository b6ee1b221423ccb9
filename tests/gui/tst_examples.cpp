// File > Examples (issue 27): every built-in example opens, shows its paragraph in every
// language, and its search gives the number the paragraph states (the figures are published
// ones: OEIS, the puzzle's tables, docs/army.md; see resources/examples/index.json).
#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QtTest>

#include "cpw/family.h"
#include "cpw/problem.h"
#include "examples.h"
#include "galleryview.h"
#include "mainwindow.h"
#include "puzzle.h"
#include "puzzlecontroller.h"
#include "problempanel.h"
#include "searchcontroller.h"
#include "solutionmodel.h"
#include "testwindow.h"

class TestExamples : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void everyExampleIsListed()
    {
        const QList<Example> examples = Example::all();
        QVERIFY(examples.size() >= 14);
        MainWindow window(guitest::quietOptions());
        QCOMPARE(window.examplesMenu()->actions().size(), examples.size());
        // Every problem file under :/examples is in the list, and every text is in en, de, hu.
        QStringList files = QDir(QStringLiteral(":/examples")).entryList({QStringLiteral("*.json")});
        files.removeAll(QStringLiteral("index.json"));
        QCOMPARE(files.size(), examples.size());
        for (const Example &e : examples)
            for (const char *lang : {"en", "de", "hu"}) {
                QVERIFY2(!e.title.value(QLatin1String(lang)).isEmpty(), qPrintable(e.file));
                QVERIFY2(!e.text.value(QLatin1String(lang)).isEmpty(), qPrintable(e.file));
            }
        // At least two problems of every family of the core's table.
        std::map<std::string, int> perFamily;
        for (const Example &e : examples) {
            QFile f(e.file);
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(e.file));
            const auto problem = cpw::parseProblem(f.readAll().toStdString());
            QVERIFY2(problem.ok(), qPrintable(e.file));
            ++perFamily[problem.value().kind];
        }
        for (const cpw::FamilyDescriptor &family : cpw::families())
            QVERIFY2(perFamily[std::string(family.name)] >= 2, family.name.data());
    }

    void statedNumbers_data()
    {
        QTest::addColumn<int>("index");
        const QList<Example> examples = Example::all();
        for (int i = 0; i < examples.size(); ++i)
            QTest::newRow(qPrintable(QFileInfo(examples[i].file).baseName())) << i;
    }
    void statedNumbers()
    {
        QFETCH(int, index);
        const Example e = Example::all().at(index);
        MainWindow window(guitest::quietOptions());
        QVERIFY(window.openExample(e.file));
        QVERIFY(window.exampleText().contains(e.localTitle().toHtmlEscaped()));
        window.problemPanel()->threadsSpin()->setValue(2);
        {
            QFile f(e.file);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const auto problem = cpw::parseProblem(f.readAll().toStdString());
            QVERIFY(problem.ok());
            if (Puzzle::isPuzzleFile(problem.value())) {
                // A puzzle opens to be solved: the workbench proves its one solution first
                // (a complete search with a limit of two found exactly one).
                QVERIFY(QTest::qWaitFor([&] { return !window.puzzles()->busy() && window.document()->puzzle(); },
                                        120000));
                QCOMPARE(e.check.value(QStringLiteral("solutions")), 1.0);
                QCOMPARE(window.document()->puzzle()->givenCount(), int(e.check.value(QStringLiteral("givens"), -1)));
                return;
            }
        }
        QVERIFY2(window.runAction()->isEnabled(), qPrintable(window.problemPanel()->validationMessage()));
        QSignalSpy finished(window.searchController(), &SearchController::finished);
        // Every example runs to its end here, the 8x8 army too (its clique engine proves 299 in
        // about half a CPU second, docs/army.md).
        window.runSearch();
        QVERIFY(finished.wait(120000));
        const auto stats = finished.at(0).at(0).value<cpw::SearchStats>();
        // A count that listed nothing but fits the gallery is listed by a second run.
        if (window.searchController()->isRunning())
            QVERIFY(finished.wait(120000));
        QVERIFY(stats.complete || stats.reason == cpw::StopReason::SolutionLimit);
        // A count that lists nothing (the tour's frontier programme, distinct classes) says so
        // under the empty gallery, with the number, instead of "No solutions yet".
        if (stats.solutions > 0 && window.solutionModel()->totalSolutions() == 0)
            QVERIFY2(window.gallery()->countsText().contains(QLocale().toString(quint64(stats.solutions))),
                     qPrintable(window.gallery()->countsText()));
        // The run panel's words: "1 solution" or "N solutions"; an optimum in the family's
        // unit (peaceable armies count the pieces of each colour, m white and m black).
        const QString run = window.runText();
        QVERIFY2(run.contains(stats.solutions == 1 ? QStringLiteral("1 solution,")
                                                   : QLocale().toString(quint64(stats.solutions)) +
                                                         QStringLiteral(" solutions,")),
                 qPrintable(run));
        if (stats.optimum && stats.complete) {
            const auto problem = cpw::parseProblem(window.problemJson().toStdString());
            QVERIFY(problem.ok());
            const QString m = QString::number(*stats.optimum);
            // The unit follows the family, not the core's objective kind: a family of two
            // colours counts each colour, the army its value, the others pieces.
            const cpw::FamilyDescriptor *family = cpw::findFamily(problem.value().kind);
            QVERIFY(family);
            QString expected = QStringLiteral("Optimum: %1 piece").arg(m);
            if (family->blackPieces)
                expected = QStringLiteral("Optimum: %1 white and %1 black pieces").arg(m);
            else if (problem.value().kind == "army")
                expected = QStringLiteral("Optimum: value %1").arg(m);
            QVERIFY2(run.contains(expected), qPrintable(run));
        }
        // An optimum the text states is a proven one: the search ran to its end.
        if (e.check.contains(QStringLiteral("optimum")))
            QVERIFY2(stats.complete, qPrintable(e.file));
        for (auto it = e.check.begin(); it != e.check.end(); ++it) {
            if (it.key() == QLatin1String("solutions"))
                QCOMPARE(double(stats.solutions), it.value());
            else if (it.key() == QLatin1String("distinct"))
                QCOMPARE(double(stats.distinct.value_or(0)), it.value());
            else if (it.key() == QLatin1String("optimum"))
                QCOMPARE(stats.optimum.value_or(-1), it.value());
            else
                QFAIL(qPrintable(QStringLiteral("unknown check ") + it.key()));
            // The stated number is in the paragraph the user reads.
            QVERIFY2(
                e.text.value(QStringLiteral("en")).contains(QString::number(it.value(), 'f', 0).right(3)),
                qPrintable(e.file));
        }
    }
};

QTEST_MAIN(TestExamples)
#include "tst_examples.moc"
