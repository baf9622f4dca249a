// The packwright binary as a user runs it from a terminal without a display.

#include <QProcess>
#include <QTest>

class TestCli : public QObject
{
    Q_OBJECT

private:
    struct Run
    {
        int exitCode = -1;
        QString out;
        QString err;
    };

    static Run run(const QStringList &arguments, const QString &lang = QStringLiteral("C.UTF-8"))
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LANGUAGE"})
            env.remove(QString::fromLatin1(name));
        env.insert(QStringLiteral("LC_ALL"), lang);
        env.insert(QStringLiteral("LANG"), lang);
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(PACKWRIGHT_EXECUTABLE), arguments);
        if (!process.waitForFinished(30000))
            return {};
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
    }

private Q_SLOTS:
    void version()
    {
        const Run r = run({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("packwright 0.")), qPrintable(r.out));
    }

    void help()
    {
        const Run r = run({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        for (const char *expected : {"--headless", "--lang", "--session", "demo"})
            QVERIFY2(r.out.contains(QLatin1String(expected)), expected);
    }

    void germanHelpAndReport()
    {
        const Run help
            = run({QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(help.out.contains(QStringLiteral("Diese Hilfe anzeigen")), qPrintable(help.out));
        // The locale alone selects German too.
        const Run demo = run({QStringLiteral("demo")}, QStringLiteral("de_DE.UTF-8"));
        QCOMPARE(demo.exitCode, 0);
        QVERIFY2(
            demo.out.contains(QStringLiteral("Ergebnis: das Paket baut.")), qPrintable(demo.out));
        QVERIFY2(demo.out.contains(QStringLiteral("Bauzeit: 17,4 s")), qPrintable(demo.out));
    }

    void demoRunsHeadlessWithoutDisplay()
    {
        const Run r = run({QStringLiteral("demo")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("Recorded session: hello 2.12.1")),
            qPrintable(r.out + r.err));
        QVERIFY(r.out.contains(QStringLiteral("Result: the package builds.")));
        QVERIFY(r.out.contains(QStringLiteral("stdenv.mkDerivation (finalAttrs: {")));
        QVERIFY(r.err.isEmpty());
    }

    void printsSessionRecordHeadless()
    {
        const Run r = run({QStringLiteral("--session"),
            QStringLiteral(PACKWRIGHT_SOURCE_DIR "/resources/demo/hello-session.json"),
            QStringLiteral("--headless")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("Recorded session: hello 2.12.1")),
            qPrintable(r.out + r.err));
        const Run bad = run({QStringLiteral("--session"), QStringLiteral("/nonexistent/x%1.json")});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.contains(
                     QStringLiteral("Cannot open the session record /nonexistent/x%1.json")),
            qPrintable(bad.err));
    }

    void workbenchOpensSessionOption()
    {
        // Regression: QGuiApplication consumed "--session FILE" (X11 session management),
        // so the workbench opened empty. The failing open is also reported on stderr.
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(PACKWRIGHT_EXECUTABLE),
            {QStringLiteral("--session"), QStringLiteral("/nonexistent/gui.json")});
        QVERIFY(process.waitForStarted());
        QByteArray err;
        QTRY_VERIFY_WITH_TIMEOUT(
            (err += process.readAllStandardError())
                .contains("Cannot open the session record /nonexistent/gui.json"),
            10000);
        process.kill();
        process.waitForFinished();
    }

    void unreachableDisplayFallsBackToTerminal()
    {
        // Regression: a DISPLAY that cannot be reached (a stale ssh session) made Qt abort.
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.insert(QStringLiteral("DISPLAY"), QStringLiteral(":77"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(PACKWRIGHT_EXECUTABLE), {QStringLiteral("demo")});
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 0);
        QVERIFY(process.readAllStandardOutput().contains("Result: the package builds."));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")}
                                         << QStringLiteral("Unknown command \"frobnicate\"");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("--frobnicate")}
                                        << QStringLiteral("Unknown option 'frobnicate'");
        QTest::newRow("workbench without display") << QStringList{} << QStringLiteral("no display");
    }

    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run r = run(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
