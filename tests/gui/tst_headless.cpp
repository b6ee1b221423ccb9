// chess-workbench as a command on a machine without a display: the help, the version, --export
// and --screenshot choose Qt's offscreen platform themselves (no QT_QPA_PLATFORM, no DISPLAY),
// and every wrong option value is named with exit code 2 instead of being ignored.
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {
const QString kProgram = QStringLiteral(CPW_BINARY_DIR "/bin/chess-workbench");
const QString kQueens = QStringLiteral(CPW_SOURCE_DIR "/resources/examples/queens-8.json");

struct Run {
    int exitCode = -1;
    QString out, err;
};

/// Runs the program with no display and no platform chosen (in `home`, as its home and
/// settings folder, when given).
Run runHeadless(const QStringList &args, const QString &home = {})
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
        env.remove(QString::fromLatin1(name));
    QProcess p;
    if (!home.isEmpty()) {
        env.insert(QStringLiteral("HOME"), home);
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
        p.setWorkingDirectory(home);
    }
    p.setProcessEnvironment(env);
    p.start(kProgram, args);
    Run r;
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit)
        return r;
    r.exitCode = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}
} // namespace

class TestHeadless : public QObject {
    Q_OBJECT
private slots:
    void noScreenNeeded_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("output"); // "stdout" or "stderr" must contain `text`
        QTest::addColumn<QString>("text");
        QTest::newRow("version") << QStringList{"--version"} << "stdout"
                                 << "chess-workbench 0.1.0";
        QTest::newRow("help") << QStringList{"--help"} << "stdout"
                              << "--export <OUT>";
        QTest::newRow("-h") << QStringList{"-h"} << "stdout"
                            << "--screenshot <FILE>";
    }
    void noScreenNeeded()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, output);
        QFETCH(QString, text);
        const Run r = runHeadless(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2((output == QLatin1String("stdout") ? r.out : r.err).contains(text),
                 qPrintable(r.out + r.err));
    }

    void exportAndScreenshot_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("start"); // the first bytes of the file written
        QTest::newRow("svg") << QStringList{"--open", kQueens, "--export"} << "q.svg" << QByteArray("<?xml");
        QTest::newRow("svg, --export=") << QStringList{"--open", kQueens} << "=q.svg" << QByteArray("<?xml");
        QTest::newRow("png") << QStringList{"--open", kQueens, "--export"} << "q.png"
                             << QByteArray("\x89PNG");
        QTest::newRow("pdf") << QStringList{"--open", kQueens, "--export"} << "q.pdf" << QByteArray("%PDF");
        // Eight queens counts its 92 and lists one of each of the 12 classes at its end: a sheet
        // of 12 (issue 45; it used to stop at 12 counted with none listed).
        QTest::newRow("sheet of 12 eight queens")
            << QStringList{"--open", kQueens, "--solutions", "12", "--export"} << "s.pdf" << QByteArray("%PDF");
        QTest::newRow("screenshot") << QStringList{"--open", kQueens, "--size", "800x600", "--screenshot"}
                                    << "w.png" << QByteArray("\x89PNG");
    }
    void exportAndScreenshot()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, file);
        QFETCH(QByteArray, start);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        if (file.startsWith(QLatin1Char('='))) { // the --export=FILE form
            file = file.mid(1);
            args << QStringLiteral("--export=") + dir.filePath(file);
        } else {
            args << dir.filePath(file);
        }
        const Run r = runHeadless(args);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile out(dir.filePath(file));
        QVERIFY(out.open(QIODevice::ReadOnly));
        QVERIFY(out.read(start.size()) == start);
    }

    // Every example with solutions gives a sheet of (up to) 12 of them: the 5x5 tours too (they
    // are listed, not only counted), Chess960's 960, the covers' and armies' optima (issue 45).
    void everyExampleGivesASheet_data()
    {
        QTest::addColumn<QString>("file");
        QFile index(QStringLiteral(CPW_SOURCE_DIR "/resources/examples/index.json"));
        QVERIFY(index.open(QIODevice::ReadOnly));
        const QJsonArray examples = QJsonDocument::fromJson(index.readAll()).array();
        QVERIFY(examples.size() >= 20);
        for (const QJsonValue &e : examples) {
            const QString name = e.toObject().value(QStringLiteral("file")).toString();
            const QJsonObject check = e.toObject().value(QStringLiteral("check")).toObject();
            if (check.value(QStringLiteral("solutions")).toDouble() > 0 || check.contains(QStringLiteral("optimum")))
                QTest::newRow(qPrintable(name)) << QStringLiteral(CPW_SOURCE_DIR "/resources/examples/") + name;
        }
    }
    void everyExampleGivesASheet()
    {
        QFETCH(QString, file);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("sheet.svg"));
        const Run r = runHeadless({"--open", file, "--solutions", "12", "--export", out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile svg(out);
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QVERIFY(svg.size() > 1000);
    }

    /// A headless run (--export, --screenshot) is no work of the person's: its file does not
    /// join Open recent (it did, with the relative path it was given).
    void headlessRunsLeaveNoRecent_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("--export") << QStringList{"--open", "q.json", "--export", "out.svg"};
        QTest::newRow("--screenshot") << QStringList{"--open", "q.json", "--screenshot", "out.png"};
    }
    void headlessRunsLeaveNoRecent()
    {
        QFETCH(QStringList, args);
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QVERIFY(QFile::copy(kQueens, home.filePath(QStringLiteral("q.json"))));
        const Run r = runHeadless(args, home.path());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(QFileInfo::exists(home.filePath(args.last())));
        QDirIterator files(home.filePath(QStringLiteral("config")), QDir::Files, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile f(files.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray text = f.readAll();
            QVERIFY2(!text.contains("recentFiles") && !text.contains("q.json"), text.constData());
        }
    }

    void badValues_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QStringList shot{"--open", kQueens, "--screenshot", "unused.png"};
        QTest::newRow("run abc") << shot + QStringList{"--run", "abc"}
                                 << "--run: \"abc\" is not a number of seconds";
        QTest::newRow("run -1") << shot + QStringList{"--run", "-1"} << "--run: \"-1\" is not a number";
        QTest::newRow("analyse nan") << shot + QStringList{"--analyse", "nan"} << "--analyse: \"nan\"";
        QTest::newRow("size 12") << shot + QStringList{"--size", "12"}
                                 << "--size: \"12\" is not WIDTHxHEIGHT";
        QTest::newRow("size 0x0") << shot + QStringList{"--size", "0x0"} << "--size: \"0x0\"";
        QTest::newRow("size 800xabc") << shot + QStringList{"--size", "800xabc"} << "--size: \"800xabc\"";
        QTest::newRow("select z9") << shot + QStringList{"--select", "z9"}
                                   << "--select: \"z9\" is no cell of the 8x8";
        QTest::newRow("solutions 2.5")
            << QStringList{"--open", kQueens, "--export", "unused.svg", "--solutions", "2.5"}
            << "--solutions: \"2.5\" is not a whole number";
        QTest::newRow("solutions 0") << QStringList{"--open",     kQueens,       "--export",
                                                    "unused.svg", "--solutions", "0"}
                                     << "--solutions: \"0\"";
        QTest::newRow("export without a problem")
            << QStringList{"--export", "unused.svg"} << "--export needs a problem";
    }
    void badValues()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (QString &a : args)
            if (a.startsWith(QLatin1String("unused.")))
                a = dir.filePath(a);
        const Run r = runHeadless(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("chess-workbench: ") + message), qPrintable(r.err));
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty()); // nothing written
    }
};

QTEST_GUILESS_MAIN(TestHeadless)
#include "tst_headless.moc"
