// Installed like a desktop application: `cmake --install` into a temporary prefix gives the two
// programs, the .desktop file, AppStream metainfo (validated where appstreamcli exists), the icon
// in the hicolor theme and the translations; the installed programs run; `cpack -G DEB` makes a
// Debian package with the same files and library dependencies.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

namespace {
const QString kId = QStringLiteral("io.github.chess_puzzle_workbench");

struct Run {
    int code = -1;
    QByteArray out, err;
};

Run run(const QString &program, const QStringList &args, int timeoutMs = 120000)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
} // namespace

class TestInstall : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_prefix;

private slots:
    void initTestCase()
    {
        QVERIFY(m_prefix.isValid());
        const Run r = run(QStringLiteral(CPW_CMAKE),
                          {"--install", QStringLiteral(CPW_BINARY_DIR), "--prefix", m_prefix.path()});
        QVERIFY2(r.code == 0, r.err.constData());
    }

    void files_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("gui") << "bin/chess-workbench";
        QTest::newRow("cli") << "bin/cpw";
        QTest::newRow("desktop") << "share/applications/" + kId + ".desktop";
        QTest::newRow("metainfo") << "share/metainfo/" + kId + ".metainfo.xml";
        QTest::newRow("icon") << "share/icons/hicolor/scalable/apps/" + kId + ".svg";
        QTest::newRow("de") << "share/chess-workbench/translations/cpw_de.qm";
        QTest::newRow("hu") << "share/chess-workbench/translations/cpw_hu.qm";
    }
    void files()
    {
        QFETCH(QString, path);
        const QFileInfo info(m_prefix.filePath(path));
        QVERIFY2(info.isFile(), qPrintable(path));
        QVERIFY(info.size() > 0);
        if (path.startsWith(QLatin1String("bin/")))
            QVERIFY(info.isExecutable());
    }

    void desktopEntry()
    {
        const QByteArray desktop = readAll(m_prefix.filePath("share/applications/" + kId + ".desktop"));
        QVERIFY(desktop.startsWith("[Desktop Entry]"));
        QVERIFY(desktop.contains("\nType=Application\n"));
        QVERIFY(desktop.contains("\nExec=chess-workbench"));
        QVERIFY(desktop.contains("\nIcon=" + kId.toUtf8() + "\n"));
        const QByteArray icon =
            readAll(m_prefix.filePath("share/icons/hicolor/scalable/apps/" + kId + ".svg"));
        QVERIFY(icon.contains("<svg"));
    }

    void metainfo()
    {
        const QString path = m_prefix.filePath("share/metainfo/" + kId + ".metainfo.xml");
        const QByteArray xml = readAll(path);
        QVERIFY(xml.contains("<id>" + kId.toUtf8() + "</id>"));
        QVERIFY(xml.contains("<launchable type=\"desktop-id\">" + kId.toUtf8() + ".desktop</launchable>"));
        const QString appstream = QStandardPaths::findExecutable(QStringLiteral("appstreamcli"));
        // `workbench` installs appstream: without it the metainfo would go unchecked.
        QVERIFY2(!appstream.isEmpty(), "appstreamcli is not installed (Debian package appstream)");
        const Run r = run(appstream, {"validate", "--no-net", path});
        QVERIFY2(r.code == 0, (r.out + r.err).constData());
    }

    void translations()
    {
        QTranslator t;
        QVERIFY(t.load(m_prefix.filePath("share/chess-workbench/translations/cpw_de.qm")));
        QCOMPARE(t.translate("MainWindow", "Run"), QStringLiteral("Starten"));
    }

    void programsRun()
    {
        const Run v = run(m_prefix.filePath("bin/cpw"), {"--version"});
        QCOMPARE(v.code, 0);
        QVERIFY(v.out.startsWith("cpw "));
        const Run e =
            run(m_prefix.filePath("bin/cpw"), {"exact", "--board", "3x3", "--k", "1", "--quiet", "--json"});
        QCOMPARE(e.code, 0);
        QVERIFY(e.out.contains("\"type\":\"summary\""));
        QTemporaryDir dir;
        const QString png = dir.filePath("shot.png");
        const Run g = run(m_prefix.filePath("bin/chess-workbench"), {"--screenshot", png});
        QVERIFY2(g.code == 0, g.err.constData());
        QVERIFY(readAll(png).startsWith("\x89PNG"));
    }

    void debianPackage()
    {
        const QString dpkgDeb = QStandardPaths::findExecutable(QStringLiteral("dpkg-deb"));
        // `workbench` installs dpkg-dev: without it the package would go unbuilt and unchecked.
        QVERIFY2(!dpkgDeb.isEmpty() &&
                     !QStandardPaths::findExecutable(QStringLiteral("dpkg-shlibdeps")).isEmpty(),
                 "dpkg-deb / dpkg-shlibdeps are not installed (Debian package dpkg-dev)");
        QTemporaryDir out;
        const Run r = run(
            QStringLiteral(CPW_CPACK),
            {"-G", "DEB", "-B", out.path(), "--config", QStringLiteral(CPW_BINARY_DIR "/CPackConfig.cmake")},
            240000);
        QVERIFY2(r.code == 0, (r.out + r.err).constData());
        const QStringList debs = QDir(out.path()).entryList({QStringLiteral("*.deb")}, QDir::Files);
        QCOMPARE(debs.size(), 1);
        const QString deb = out.filePath(debs.first());
        const Run list = run(dpkgDeb, {"-c", deb});
        QCOMPARE(list.code, 0);
        for (const QByteArray &f : {QByteArray("./usr/bin/chess-workbench"), QByteArray("./usr/bin/cpw"),
                                    "./usr/share/applications/" + kId.toUtf8() + ".desktop",
                                    "./usr/share/metainfo/" + kId.toUtf8() + ".metainfo.xml"})
            QVERIFY2(list.out.contains(f), f.constData());
        const Run depends = run(dpkgDeb, {"-f", deb, "Depends"});
        QCOMPARE(depends.code, 0);
        QVERIFY2(depends.out.contains("libqt6widgets6"), depends.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestInstall)
#include "tst_install.moc"
