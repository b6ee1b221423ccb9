// `cpw <family>` from the parameter specs (issue 24): `cpw <family> ARGS --save F` writes the
// problem the command would run, and `cpw solve F --json` prints the command's own summary (the
// same keys, the same counts, the parameters in one "params" object); a saved file survives
// save -> load -> save unchanged; a file with an unknown key, a wrong type or a value out of
// range is refused with the key named; the cover's two time limits are kept apart.
#include <QtTest>

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>

#include "cpwprocess.h"

using cpwtest::lastJsonLine;
using cpwtest::Run;
using cpwtest::runCpw;

namespace {

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// The summary without what differs between two runs of one problem.
QJsonObject comparable(QJsonObject s)
{
    s.remove(QStringLiteral("elapsed_s"));
    s.remove(QStringLiteral("command"));
    s.remove(QStringLiteral("nodes"));
    // The tour's peak resident memory is the process's, measured: two processes differ by
    // tenths of a MiB (77.7 and 78 in an ASan run). Its computed "peak_memory_mib" stays compared.
    s.remove(QStringLiteral("peak_rss_mib"));
    return s;
}

} // namespace

class TestParamsCli : public QObject {
    Q_OBJECT

private slots:
    void saveThenSolve_data()
    {
        QTest::addColumn<QStringList>("args");
        // Every family, with parameters away from their defaults where the run stays quick.
        QTest::newRow("exact") << QStringList{"exact", "--board", "4x4", "--k", "1", "--fewest", "--raw"};
        QTest::newRow("exact targets")
            << QStringList{"exact", "--targets", "1,1,1/1,*,1/1,1,-", "--pieces", "QRN"};
        QTest::newRow("independent") << QStringList{"independent", "--n",    "6",  "--piece",
                                                    "Q",           "--hits", "all"};
        QTest::newRow("independent army") << QStringList{"independent", "--board", "5x5", "--army", "K2Q1N2"};
        QTest::newRow("army") << QStringList{"army", "--board", "4x4", "--values", "Q=3,N=1", "--each-type"};
        QTest::newRow("cover") << QStringList{"cover", "--board", "5x5",    "--piece",
                                              "R",     "--total", "--no-lp"};
        QTest::newRow("cover pieces") << QStringList{"cover", "--board", "4x4", "--pieces", "5"};
        QTest::newRow("tour") << QStringList{"tour", "--board", "5x5", "--count", "--start", "a1"};
        QTest::newRow("tour leap") << QStringList{"tour", "--board", "4x4", "--leap", "1,3", "--closed"};
        QTest::newRow("chess960") << QStringList{"chess960", "--position", "RNBQKBNR"};
        // Boards beyond 32 a side are problems like any other (issue 48).
        QTest::newRow("tour 200x200") << QStringList{"tour", "--board", "200x200", "--start", "a1"};
        QTest::newRow("tour 120x90 holes")
            << QStringList{"tour", "--board", "120x90", "--holes", "b2,dd77", "--closed"};
        QTest::newRow("queens 500 first") << QStringList{"independent", "--n", "500", "--first"};
        // A sparse board (10^10 cells, nothing kept per cell): the file and the summary as any other.
        QTest::newRow("queens 100000 first") << QStringList{"independent", "--n", "100000", "--first"};
        QTest::newRow("peaceable") << QStringList{"peaceable", "--n", "5", "--piece",     "R",
                                                  "--count",   "--m", "2", "--preplaced", "5/5/5/5/r4"};
    }
    void saveThenSolve()
    {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("p.json"));
        const Run direct = runCpw(args + QStringList{"--json", "--quiet", "--threads", "1"});
        QCOMPARE(direct.code, 0);
        const Run save = runCpw(args + QStringList{"--save", file});
        QVERIFY2(save.code == 0, save.err.constData());
        QVERIFY(save.out.isEmpty()); // runs nothing
        const Run solved = runCpw({"solve", file, "--json", "--quiet", "--threads", "1"});
        QVERIFY2(solved.code == 0, solved.err.constData());
        const QJsonObject a = lastJsonLine(direct.out), b = lastJsonLine(solved.out);
        QCOMPARE(b["command"].toString(), QStringLiteral("solve"));
        QCOMPARE(comparable(b), comparable(a));
        QVERIFY(a["params"].isObject() && !a["params"].toObject().isEmpty());

        // save -> load -> save: `cpw solve F --save G` writes the same text.
        const QString again = dir.filePath(QStringLiteral("q.json"));
        QCOMPARE(runCpw({"solve", file, "--save", again}).code, 0);
        QCOMPARE(readFile(again), readFile(file));
    }

    /// A file with an unknown key, a wrong type or a value out of range: refused, key named.
    void refused_data()
    {
        QTest::addColumn<QString>("params");
        QTest::addColumn<QString>("key");
        QTest::newRow("unknown") << R"({"colour": "red"})"
                                 << "params.colour";
        QTest::newRow("wrong type") << R"({"first": 1})"
                                    << "params.first";
        QTest::newRow("out of range") << R"({"pieces": 5000, "mode": "pieces"})"
                                      << "params.pieces";
        QTest::newRow("no choice") << R"({"variant": "sideways"})"
                                   << "params.variant";
        QTest::newRow("upper limit 0") << R"({"mode": "upper", "upper_time_limit": 0})"
                                       << "params.upper_time_limit";
    }
    void refused()
    {
        QFETCH(QString, params);
        QFETCH(QString, key);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("bad.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "chess-puzzle-workbench-problem", "version": 1, "kind": "cover",
                   "board": {"width": 5, "height": 5}, "params": )" +
                params.toUtf8() + "}");
        f.close();
        const Run r = runCpw({"solve", file});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(key.toUtf8()), r.err.constData());
    }

    /// The cover's upper search has its own limit (--upper-time-limit, default 10 s declared once
    /// in the core); --time-limit alone sets both; a saved file keeps both apart.
    void coverTimeLimits()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("c.json"));
        QCOMPARE(runCpw({"cover", "--board", "12x12", "--upper", "--save", file}).code, 0);
        QJsonObject params = QJsonDocument::fromJson(readFile(file)).object()["params"].toObject();
        QCOMPARE(params["upper_time_limit"].toDouble(), 10.0);
        QVERIFY(!params.contains("time_limit"));

        QCOMPARE(runCpw({"cover", "--board", "12x12", "--upper", "--upper-time-limit", "30", "--time-limit",
                         "5", "--save", file})
                     .code,
                 0);
        params = QJsonDocument::fromJson(readFile(file)).object()["params"].toObject();
        QCOMPARE(params["upper_time_limit"].toDouble(), 30.0);
        QCOMPARE(params["time_limit"].toDouble(), 5.0);

        QCOMPARE(runCpw({"cover", "--board", "12x12", "--upper", "--time-limit", "7", "--save", file}).code,
                 0);
        params = QJsonDocument::fromJson(readFile(file)).object()["params"].toObject();
        QCOMPARE(params["upper_time_limit"].toDouble(), 7.0);
        QCOMPARE(params["time_limit"].toDouble(), 7.0);

        // The search stops at its own limit when the run has none.
        QCOMPARE(runCpw({"cover", "--board", "16x16", "--upper", "--method", "local", "--upper-time-limit",
                         "0.5", "--save", file})
                     .code,
                 0);
        const Run r = runCpw({"solve", file, "--json", "--quiet"}, 30000);
        QCOMPARE(r.code, 0);
        const QJsonObject s = lastJsonLine(r.out);
        QCOMPARE(s["stopped_by"].toString(), QStringLiteral("time limit"));
        QVERIFY(s["elapsed_s"].toDouble() < 5);
    }

    /// --help of a family lists the options generated from its specs.
    void generatedHelp()
    {
        const Run r = runCpw({"cover", "--help"});
        QCOMPARE(r.code, 0);
        for (const char *option :
             {"--upper-time-limit", "--variant", "--total", "--no-lp", "--save", "--piece"})
            QVERIFY2(r.out.contains(option), option);
    }
};

QTEST_GUILESS_MAIN(TestParamsCli)
#include "tst_paramscli.moc"
