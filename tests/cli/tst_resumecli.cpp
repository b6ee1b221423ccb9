// cpw --checkpoint FILE and cpw resume FILE (issue 12): a search paused by SIGINT or a time
// limit and resumed, in several sessions, prints the summary of an uninterrupted run (searches
// in phases: tst_resumecliphases); files that must not be used or overwritten are refused with
// a clear message.
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "cpwprocess.h"
#include "resumesessions.h"
#include "slowdown.h"

using cpwtest::Run;
using cpwtest::runCpw;

class TestResumeCli : public QObject {
    Q_OBJECT
private slots:
    // Every row must run long enough that session 1 is really interrupted on a fast machine
    // (the search takes a second or more of CPU in Release); session 1 checks it did.
    void pauseAndResume_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("5x5 k=2 all, distinct, 800 tasks") << QStringList{
            "exact", "--board", "5x5", "--k", "2", "--distinct", "--tasks", "800", "--quiet", "--json"};
        QTest::newRow("5x5 k=3 fewest")
            << QStringList{"exact", "--board", "5x5", "--k", "3", "--fewest", "--quiet", "--json"};
        // Sanitizer builds (5-20x slower, TSan most) take smaller boards of the same kinds
        // (tests/common/slowdown.h); each still lasts seconds there. Release runs the rows whole.
        const bool small = cpwtest::kSanitizerBuild;
        if (small)
            QTest::newRow("16 queens") << QStringList{"independent", "--n", "16", "--quiet", "--json"};
        else
            QTest::newRow("17 queens") << QStringList{"independent", "--n", "17", "--quiet", "--json"};
        QTest::newRow("8x8 army K2Q2B2N1")
            << QStringList{"independent", "--board", "8x8", "--army", "K2Q2B2N1", "--quiet", "--json"};
        // The searches in phases: tst_resumecliphases (one executable took over a minute).
    }
    void pauseAndResume()
    {
        QFETCH(QStringList, args);
        cpwtest::pauseAndResumeSessions(args);
    }

    void refused_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("existing file")
            << "checkpoint" << QStringList{"exact", "--board", "3x3", "--checkpoint", "@"}
            << "exists; continue it with `cpw resume";
        QTest::newRow("damaged file") << "damaged" << QStringList{"resume", "@"} << "damaged";
        QTest::newRow("not a checkpoint") << "problem" << QStringList{"resume", "@"} << "not a checkpoint";
        QTest::newRow("missing file") << "" << QStringList{"resume", "@"} << "@";
        QTest::newRow("unwritable") << ""
                                    << QStringList{"exact", "--board", "3x3", "--checkpoint", "@/no/such/dir"}
                                    << "no/such/dir";
        QTest::newRow("independent --first")
            << ""
            << QStringList{"independent", "--board", "6x6", "--piece", "K", "--first", "--checkpoint", "@"}
            << "cannot be paused, resumed or distributed";
        QTest::newRow("army, 0-1 program")
            << "" << QStringList{"army", "--board", "6x6", "--engine", "mip", "--checkpoint", "@"}
            << "only the clique engine can pause";
        QTest::newRow("army, dp") // the family's own reason, given by the prepared problem
            << "" << QStringList{"army", "--board", "6x6", "--engine", "dp", "--checkpoint", "@"}
            << "--checkpoint: only the clique engine can pause, resume or spread over processes";
        QTest::newRow("cover --upper")
            << "" << QStringList{"cover", "--board", "9x9", "--upper", "--checkpoint", "@"}
            << "cannot be paused, resumed or distributed";
        QTest::newRow("no tasks") << "" << QStringList{"exact", "--board", "3x3", "--tasks", "0"}
                                  << "--tasks: expected a whole number from 1 to 1000000";
        QTest::newRow("board on resume")
            << "checkpoint" << QStringList{"resume", "@", "--board", "4x4"} << "comes from the checkpoint";
    }
    void refused()
    {
        QFETCH(QString, setup);
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString file = dir.filePath("f.checkpoint");
        if (setup == "checkpoint" || setup == "damaged") {
            const Run r = runCpw({"exact", "--board", "3x3", "--quiet", "--checkpoint", file});
            QCOMPARE(r.code, 0);
            if (setup == "damaged") {
                QFile f(file);
                QVERIFY(f.open(QIODevice::ReadOnly));
                QByteArray text = f.readAll();
                f.close();
                const qsizetype at = text.indexOf("\"nodes\":");
                QVERIFY(at > 0);
                text.insert(at + 8, "1");
                QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
                f.write(text);
                f.close();
            }
        } else if (setup == "problem") {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"format\": \"chess-puzzle-workbench-problem\", \"version\": 1, \"kind\": \"exact\", "
                    "\"board\": {\"width\": 3, \"height\": 3}}");
        }
        const QByteArray before = QFile::exists(file) ? [&] {
            QFile f(file);
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }() : QByteArray();
        for (QString &a : args)
            a.replace('@', file);
        message.replace('@', file);
        const Run r = runCpw(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1); // one line
        // The file is left as it was.
        if (!before.isEmpty()) {
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), before);
        }
    }
};

QTEST_GUILESS_MAIN(TestResumeCli)
#include "tst_resumecli.moc"
