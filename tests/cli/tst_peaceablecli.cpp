// `cpw peaceable` as scripts see it: the contract's summary fields against OEIS A250000 and the
// brute force of tests/peaceable (5x5 queens: 18 optimal placements, 3 classes), black pieces
// in lower case, bad input, --save and `cpw solve`, and other commands still refusing black.
#include <QtTest>

#include <QJsonDocument>
#include <QJsonObject>
#include <QFile>
#include <QSet>
#include <QTemporaryDir>

#include "cpw/peaceable.h"
#include "cpw/placement.h"

#include "cpwprocess.h"
#include "interrupt.h"
#include "summary.h"

using cpwtest::lastJsonLine;
using cpwtest::Run;
using cpwtest::runCpw;

namespace {
/// The first line of `out` is a solution whose placement has `white` white and `black` black
/// pieces and is peaceable (checked with blocking).
void checkFirstArmy(const QByteArray &out, int white, int black)
{
    const QJsonObject sol = QJsonDocument::fromJson(out.trimmed().split('\n').first()).object();
    auto p = cpw::parsePlacement(sol["placement"].toString().toStdString(), cpw::Catalogue::standard(), nullptr,
                                 true);
    QVERIFY(p.ok());
    QCOMPARE(p->pieceCount(), white + black);
    QCOMPARE(static_cast<int>(p->blackCells().count()), black);
    QVERIFY(cpw::isPeaceable(p.value(), cpw::Catalogue::standard()));
}
} // namespace

class TestPeaceableCli : public QObject {
    Q_OBJECT
private slots:
    void optimum()
    {
        // A250000: a(7) = 7.
        const Run r = runCpw({"peaceable", "--n", "7", "--json", "--threads", "2"});
        QCOMPARE(r.code, 0);
        const QJsonObject s = lastJsonLine(r.out);
        QCOMPARE(s["command"].toString(), QStringLiteral("peaceable"));
        QVERIFY(s["complete"].toBool());
        QCOMPARE(s["optimum"].toDouble(), 7.0);
        QVERIFY(s["proven_optimal"].toBool());
        QCOMPARE(s["upper_bound"].toDouble(), 7.0);
        QCOMPARE(s["solutions"].toInteger(), qint64(1));
        const QJsonObject sol = QJsonDocument::fromJson(r.out.trimmed().split('\n').first()).object();
        const std::string text = sol["placement"].toString().toStdString();
        auto p = cpw::parsePlacement(text, cpw::Catalogue::standard(), nullptr, true);
        QVERIFY(p.ok());
        QCOMPARE(p->pieceCount(), 14);
        QCOMPARE(static_cast<int>(p->blackCells().count()), 7);
        QVERIFY(cpw::isPeaceable(p.value(), cpw::Catalogue::standard()));
        QVERIFY(text.find('q') != std::string::npos && text.find('Q') != std::string::npos);
    }

    void largestAggressor()
    {
        // --white M (the contract): optimum = black's count, white = M. A308632(8) = 10 beside
        // A250000(8) = 9 white queens; 10 + 11 do not fit.
        const Run r = runCpw({"peaceable", "--n", "8", "--white", "9", "--json", "--threads", "2"});
        QCOMPARE(r.code, 0);
        const QJsonObject s = lastJsonLine(r.out);
        QVERIFY(s["complete"].toBool());
        QVERIFY(s["proven_optimal"].toBool());
        QCOMPARE(s["optimum"].toDouble(), 10.0);
        QCOMPARE(s["white"].toDouble(), 9.0);
        checkFirstArmy(r.out, 9, 10);
        // Counted with classes, 9 white and 10 black: the exchange of colours is no symmetry of
        // these placements, so the classes are the board's alone ("classes_under").
        const Run classes =
            runCpw({"peaceable", "--n", "8", "--white", "9", "--count", "--distinct", "--quiet", "--json"});
        QCOMPARE(classes.code, 0);
        QCOMPARE(lastJsonLine(classes.out)["classes_under"].toString(), QStringLiteral("board"));
        const Run none = runCpw({"peaceable", "--n", "8", "--white", "9", "--m", "11", "--json"});
        QCOMPARE(none.code, 0);
        QCOMPARE(lastJsonLine(none.out)["solutions"].toInteger(), qint64(0));
        // Bad input names the option.
        const Run bad = runCpw({"peaceable", "--n", "4", "--white", "17"});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains("--white"), qPrintable(bad.err));
    }

    void count()
    {
        const Run r = runCpw({"peaceable", "--n", "5", "--count", "--distinct", "--json", "--threads", "2"});
        QCOMPARE(r.code, 0);
        const QJsonObject s = lastJsonLine(r.out);
        QCOMPARE(s["optimum"].toDouble(), 4.0);
        QCOMPARE(s["solutions"].toInteger(), qint64(18));
        QCOMPARE(s["distinct"].toInteger(), qint64(3));
        QCOMPARE(r.out.trimmed().split('\n').size() - 1, qsizetype(3)); // one line per class
    }

    void saveAndSolve()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath("p.json");
        const Run save =
            runCpw({"peaceable", "--n", "5", "--preplaced", "5/4q/5/1Q3/5", "--count", "--save", file});
        QCOMPARE(save.code, 0);
        const Run direct = runCpw({"peaceable", "--n", "5", "--preplaced", "5/4q/5/1Q3/5", "--count",
                                   "--quiet", "--json", "--threads", "2"});
        const Run solved = runCpw({"solve", file, "--quiet", "--json", "--threads", "2"});
        QCOMPARE(direct.code, 0);
        QCOMPARE(solved.code, 0);
        const QJsonObject a = lastJsonLine(direct.out), b = lastJsonLine(solved.out);
        QCOMPARE(b["kind"].toString(), QStringLiteral("peaceable"));
        QCOMPARE(a["solutions"].toInteger(), b["solutions"].toInteger());
        QCOMPARE(a["optimum"].toDouble(), b["optimum"].toDouble());
        QVERIFY(a["solutions"].toInteger() > 0);
    }

    void checkpointAndResume()
    {
        // 10x10 queens (A250000: a(10) = 14), paused by short time limits and resumed with
        // `cpw resume` until complete; then the count of 5x5 (18 placements, 3 classes).
        QTemporaryDir dir;
        const QString file = dir.filePath("p.checkpoint");
        // Session 1 is interrupted (SIGINT) once its checkpoint records finished work: an event,
        // not a delay, so it is paused on any machine.
        const cpwtest::Finished first = cpwtest::interruptWhen(
            QStringLiteral(CPW_BINARY_DIR "/bin/cpw"),
            {"peaceable", "--n", "10", "--quiet", "--json", "--threads", "2", "--checkpoint", file,
             "--checkpoint-every", "0"},
            [&] { return cpwtest::checkpointHasProgress(file); });
        QCOMPARE(first.code, 3);
        Run r{first.code, first.out, first.err};
        QJsonObject s = lastJsonLine(r.out);
        QVERIFY2(!s["complete"].toBool(), "session 1 finished before its SIGINT: make the board larger");
        QVERIFY2(r.err.contains("paused") && r.err.contains("cpw resume"), r.err.constData());
        // Short sessions (each also stops tasks that had just found an army): the best army
        // found (lower_bound) is never lost, the upper bound never exceeds a(10) from below.
        double seconds = 0.01;
        int sessions = 1;
        while (!s["complete"].toBool() && sessions < 100) {
            const double lower = s["lower_bound"].toDouble();
            r = runCpw({"resume", file, "--json", "--threads", QString::number(1 + sessions % 2),
                        "--time-limit", QString::number(seconds)});
            QCOMPARE(r.code, 0);
            s = lastJsonLine(r.out);
            QVERIFY2(s["lower_bound"].toDouble() >= lower, qPrintable(QString::number(sessions)));
            QVERIFY(s["lower_bound"].toDouble() <= 14 && s["upper_bound"].toDouble() >= 14);
            ++sessions;
            seconds *= 1.25;
        }
        QVERIFY(s["complete"].toBool());
        QCOMPARE(s["command"].toString(), QStringLiteral("resume"));
        QCOMPARE(s["optimum"].toDouble(), 14.0);
        QVERIFY(s["proven_optimal"].toBool());
        QCOMPARE(s["upper_bound"].toDouble(), 14.0);
        checkFirstArmy(r.out, 14, 14);

        const QString countFile = dir.filePath("c.checkpoint");
        r = runCpw({"peaceable", "--n", "5", "--count", "--distinct", "--quiet", "--json", "--checkpoint",
                    countFile, "--limit", "1"});
        const Run resumed = runCpw({"resume", countFile, "--quiet", "--json", "--threads", "2"});
        QCOMPARE(resumed.code, 0);
        s = lastJsonLine(resumed.out);
        QVERIFY(s["complete"].toBool());
        QCOMPARE(s["optimum"].toDouble(), 4.0);
        QCOMPARE(s["solutions"].toInteger(), qint64(18));
        QCOMPARE(s["distinct"].toInteger(), qint64(3));
    }

    void representativesFile()
    {
        // --representatives FILE: one line per class (A260680(5) = 3, R. Pratt 2019), each a
        // peaceable 4 + 4 placement in the placement notation with black in lower case, the same
        // placements the command lists with --distinct; a count stopped early writes nothing,
        // and `cpw resume` writes the file when it completes the count.
        QTemporaryDir dir;
        const QString file = dir.filePath("reps.txt");
        const Run r = runCpw({"peaceable", "--n", "5", "--count", "--distinct", "--representatives", file, "--json",
                              "--threads", "2"});
        QCOMPARE(r.code, 0);
        const QJsonObject s = lastJsonLine(r.out);
        QCOMPARE(s["distinct"].toInteger(), qint64(3));
        QCOMPARE(s["classes_under"].toString(), QStringLiteral("board_and_colours")); // the group of 16
        QVERIFY(s["representatives_written"].toBool());
        QCOMPARE(s["representatives_file"].toString(), file);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), qsizetype(3));
        QSet<QByteArray> listed;
        const QList<QByteArray> out = r.out.trimmed().split('\n');
        for (qsizetype i = 0; i + 1 < out.size(); ++i)
            listed.insert(QJsonDocument::fromJson(out[i]).object()["placement"].toString().toUtf8());
        for (const QByteArray &line : lines) {
            auto p = cpw::parsePlacement(line.toStdString(), cpw::Catalogue::standard(), nullptr, true);
            QVERIFY2(p.ok(), line.constData());
            QCOMPARE(p->pieceCount(), 8);
            QCOMPARE(static_cast<int>(p->blackCells().count()), 4);
            QVERIFY(cpw::isPeaceable(p.value(), cpw::Catalogue::standard()));
            QVERIFY2(listed.contains(line), line.constData());
        }

        const QString checkpoint = dir.filePath("c.checkpoint"), later = dir.filePath("later.txt");
        // (Listed, so that --limit stops it: a --quiet count only adds numbers.)
        const Run stopped = runCpw({"peaceable", "--n", "5", "--count", "--distinct", "--representatives", later,
                                    "--json", "--checkpoint", checkpoint, "--limit", "1"});
        QCOMPARE(stopped.code, 0);
        QVERIFY(!lastJsonLine(stopped.out)["complete"].toBool());
        QVERIFY(!lastJsonLine(stopped.out)["representatives_written"].toBool());
        QVERIFY(!QFile::exists(later));
        const Run resumed = runCpw({"resume", checkpoint, "--quiet", "--json", "--threads", "2"});
        QCOMPARE(resumed.code, 0);
        QVERIFY(lastJsonLine(resumed.out)["representatives_written"].toBool());
        QFile g(later);
        QVERIFY(g.open(QIODevice::ReadOnly));
        QCOMPARE(g.readAll(), lines.join('\n') + '\n');

        // A file that cannot be written: what and where.
        const Run bad = runCpw({"peaceable", "--n", "4", "--count", "--distinct", "--representatives",
                                dir.filePath("no/such/dir/r.txt"), "--quiet"});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains("--representatives") && bad.err.contains("no/such/dir"), bad.err.constData());
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        QTest::newRow("attacking preplaced")
            << QStringList{"peaceable", "--n", "5", "--preplaced", "5/5/5/5/Q3q"} << "attack";
        QTest::newRow("other piece") << QStringList{"peaceable", "--n", "5", "--preplaced", "5/5/5/5/R4"}
                                     << "R";
        QTest::newRow("m too large") << QStringList{"peaceable", "--n", "4", "--m", "9"} << "--m";
        QTest::newRow("distinct without count")
            << QStringList{"peaceable", "--n", "4", "--distinct"} << "--distinct: solutions distinct";
        QTest::newRow("representatives without distinct")
            << QStringList{"peaceable", "--n", "4", "--count", "--representatives", "/tmp/cpw-never-written.txt"}
            << "--representatives";
        QTest::newRow("checkpoint with --upper")
            << QStringList{"peaceable", "--n", "4", "--upper", "--checkpoint", "/tmp/cpw-never-written.ckpt"}
            << "cannot be paused";
        QTest::newRow("black in cover")
            << QStringList{"cover", "--board", "5x5", "--preplaced", "5/5/5/5/n4"} << "black";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        const Run r = runCpw(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(says), r.err.constData());
        QCOMPARE(r.err.trimmed().count('\n'), 0); // one line
    }
};

QTEST_APPLESS_MAIN(TestPeaceableCli)
#include "tst_peaceablecli.moc"
