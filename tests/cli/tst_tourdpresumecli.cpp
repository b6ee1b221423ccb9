// `cpw tour --count --engine dp --checkpoint FILE` and `cpw resume FILE` (issue 25): the frontier
// programme paused by a time limit or SIGINT between sweep steps and resumed, with one thread
// and two in turn, prints the published count (OEIS A165134: 6 637 920 directed open tours of
// 6x6; A001230: 9862 closed); every pause says where it stopped and how to continue; a finished
// count leaves no side file behind; a damaged or missing side file is refused with its name.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include "cpwprocess.h"
#include "interrupt.h"
#include "slowdown.h"
#include "summary.h"

using cpwtest::lastJsonLine;
using cpwtest::Run;
using cpwtest::runCpw;

namespace {

QStringList sideFiles(const QString &dir)
{
    return QDir(dir).entryList({"*.frontier"}, QDir::Files);
}

/// Runs cpw with `args` (a count with --checkpoint FILE in `dir`, --checkpoint-every 0) and
/// interrupts it with SIGINT as soon as the first map of FILE is beside it: a pause on an event
/// (the first sweep step saved), never on a delay.
Run interruptAtFirstStep(const QStringList &args, const QString &dir, const QString &file)
{
    const QString prefix = QFileInfo(file).fileName();
    const cpwtest::Finished f = cpwtest::interruptWhen(QStringLiteral(CPW_BINARY_DIR "/bin/cpw"), args, [&] {
        return !sideFiles(dir).filter(prefix).isEmpty();
    });
    return {f.code, f.out, f.err};
}

} // namespace

class TestTourDpResumeCli : public QObject {
    Q_OBJECT
private slots:
    void timeLimit_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<qlonglong>("expected");
        QTest::newRow("A165134 6x6 open, dp")
            << QStringList{"tour", "--board", "6x6", "--count", "--quiet", "--json", "--engine", "dp"}
            << 6637920LL;
        QTest::newRow("A175881 6x8 closed, dp")
            << QStringList{"tour",    "--board", "6x8",      "--closed", "--count",
                           "--quiet", "--json",  "--engine", "dp"}
            << 55488142LL;
    }
    void timeLimit()
    {
        QFETCH(QStringList, args);
        QFETCH(qlonglong, expected);
        QTemporaryDir dir;
        const QString file = dir.filePath("count.cpwsearch");
        // Session 1 saves after every step and is interrupted (SIGINT) once its first step is
        // saved: an event, so it is paused on any machine. Every later session stops at a time
        // limit that starts at a millisecond and doubles after a session that finished no step,
        // so each session pauses after a step or two however fast the machine.
        double seconds = 0.001;
        Run r = interruptAtFirstStep(args + QStringList{"--checkpoint", file, "--checkpoint-every", "0"},
                                     dir.path(), file);
        QCOMPARE(r.code, 3);
        QJsonObject s = lastJsonLine(r.out);
        QCOMPARE(s["engine"].toString(), QStringLiteral("dp"));
        QVERIFY2(!s["complete"].toBool(), "session 1 finished before its SIGINT");
        int sessions = 1, pauses = 0;
        while (!s["complete"].toBool() && sessions < 200) {
            QVERIFY2(r.err.contains("sweep steps done, saved to " + file.toUtf8()) &&
                         r.err.contains("continue with: cpw resume " + file.toUtf8()),
                     r.err.constData());
            ++pauses;
            const QStringList before = sideFiles(dir.path());
            QVERIFY(before.size() <= 1); // the map of the last checkpoint, and only it
            const QString threads = sessions % 2 ? "2" : "1";
            r = runCpw({"resume", file, "--quiet", "--json", "--threads", threads, "--checkpoint-every", "0",
                        "--time-limit", QString::number(seconds)});
            QCOMPARE(r.code, 0);
            s = lastJsonLine(r.out);
            QCOMPARE(s["engine"].toString(), QStringLiteral("dp"));
            if (!s["complete"].toBool() && sideFiles(dir.path()) == before)
                seconds *= 2; // no step finished in this session
            ++sessions;
        }
        QVERIFY(s["complete"].toBool());
        QVERIFY2(pauses >= 2, qPrintable(QString::number(pauses))); // the SIGINT and a time limit
        QCOMPARE(s["solutions"].toInteger(), expected);
        QCOMPARE(sideFiles(dir.path()), QStringList{});
        // The finished checkpoint gives the count at once.
        r = runCpw({"resume", file, "--quiet", "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(lastJsonLine(r.out)["solutions"].toInteger(), expected);
    }

    void sigint()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath("count.cpwsearch");
        const Run r = interruptAtFirstStep({"tour", "--board", "6x7", "--count", "--quiet", "--json", "--engine",
                                            "dp", "--checkpoint", file, "--checkpoint-every", "0"},
                                           dir.path(), file);
        QCOMPARE(r.code, 3);
        const QByteArray &err = r.err;
        QVERIFY2(err.contains("paused with") && err.contains("of 42 sweep steps done") &&
                     err.contains("cpw resume " + file.toUtf8()),
                 err.constData());
        QVERIFY(!lastJsonLine(r.out)["complete"].toBool());
        QCOMPARE(sideFiles(dir.path()).size(), 1);
    }

    void damaged_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("message");
        QTest::newRow("truncated") << "truncate"
                                   << "is truncated";
        QTest::newRow("a byte changed") << "flip"
                                        << "is damaged";
        QTest::newRow("missing") << "remove"
                                 << "is missing";
        QTest::newRow("another board") << "board"
                                       << "belongs to another board";
    }
    void damaged()
    {
        QFETCH(QString, damage);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString file = dir.filePath("count.cpwsearch");
        Run r = interruptAtFirstStep({"tour", "--board", "6x6", "--count", "--quiet", "--engine", "dp",
                                      "--checkpoint", file, "--checkpoint-every", "0"},
                                     dir.path(), file);
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains("paused"), r.err.constData());
        const QStringList sides = sideFiles(dir.path());
        QCOMPARE(sides.size(), 1);
        const QString side = dir.filePath(sides.front());
        if (damage == "truncate" || damage == "flip") {
            QFile f(side);
            QVERIFY(f.open(QIODevice::ReadWrite));
            if (damage == "truncate") {
                QVERIFY(f.resize(f.size() / 2));
            } else {
                f.seek(f.size() - 100);
                char c = 0;
                QVERIFY(f.getChar(&c));
                f.seek(f.size() - 100);
                QVERIFY(f.putChar(char(c ^ 1)));
            }
        } else if (damage == "remove") {
            QVERIFY(QFile::remove(side));
        } else {
            const QString other = dir.filePath("other.cpwsearch");
            r = interruptAtFirstStep({"tour", "--board", "6x7", "--count", "--quiet", "--engine", "dp",
                                      "--checkpoint", other, "--checkpoint-every", "0"},
                                     dir.path(), other);
            QCOMPARE(r.code, 3);
            QStringList theirs = sideFiles(dir.path()).filter("other");
            QCOMPARE(theirs.size(), 1);
            QVERIFY(QFile::remove(side));
            QVERIFY(QFile::copy(dir.filePath(theirs.front()), side));
        }
        r = runCpw({"resume", file, "--quiet"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(sides.front().toUtf8()) && r.err.contains(message.toUtf8()),
                 r.err.constData());
    }
};

QTEST_MAIN(TestTourDpResumeCli)
#include "tst_tourdpresumecli.moc"
