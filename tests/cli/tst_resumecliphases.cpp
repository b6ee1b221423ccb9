// cpw --checkpoint FILE and cpw resume FILE for searches in phases (search.h,
// SearchContext::record): the count, then Burnside's classes; the maximum, then its classes.
// Paused by SIGINT and resumed in several sessions, each prints the summary of an
// uninterrupted run (resumesessions.h). Split off tst_resumecli, which took over a minute.
#include <QTest>

#include "resumesessions.h"
#include "slowdown.h"

class TestResumeCliPhases : public QObject {
    Q_OBJECT
private slots:
    // Every row must run long enough that session 1 is really interrupted on a fast machine
    // (the search takes a second or more of CPU in Release); session 1 checks it did.
    void pauseAndResume_data()
    {
        QTest::addColumn<QStringList>("args");
        // Sanitizer builds (5-20x slower, TSan most) take smaller boards of the same kinds
        // (tests/common/slowdown.h); each still lasts seconds there. Release runs the rows whole.
        const bool small = cpwtest::kSanitizerBuild;
        QTest::newRow("8x8 fifteen kings, distinct")
            << QStringList{"independent", "--board", "8x8",        "--piece", "K",
                           "--count",     "15",      "--distinct", "--quiet", "--json"};
        const QString queensBoard = small ? "12x12" : "14x14";
        QTest::newRow(qPrintable(queensBoard + " most queens, distinct"))
            << QStringList{"independent", "--board",    queensBoard, "--piece", "Q",
                           "--max",       "--distinct", "--quiet",   "--json"};
        const QString coverBoard = small ? "10x10" : "12x12";
        QTest::newRow(qPrintable(coverBoard + " knight cover, distinct"))
            << QStringList{"cover", "--board", coverBoard, "--distinct", "--quiet", "--json"};
    }
    void pauseAndResume()
    {
        QFETCH(QStringList, args);
        cpwtest::pauseAndResumeSessions(args);
    }
};

QTEST_GUILESS_MAIN(TestResumeCliPhases)
#include "tst_resumecliphases.moc"
