// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The packwright binary as a user runs it from a terminal without a display.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

QString corpusLog(const char *id)
{
    return QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/data/corpus/real-logs/") + QLatin1String(id)
        + QStringLiteral("/build.log");
}

} // namespace

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

    static Run run(const QStringList &arguments, const QString &lang = QStringLiteral("C.UTF-8"),
        const QByteArray &input = {})
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LANGUAGE"})
            env.remove(QString::fromLatin1(name));
        env.insert(QStringLiteral("LC_ALL"), lang);
        env.insert(QStringLiteral("LANG"), lang);
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(PACKWRIGHT_EXECUTABLE), arguments);
        process.write(input);
        process.closeWriteChannel();
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
        // The Nix it builds with: version, system, store kind and sandbox (issue 19 item 4).
        const QString nix = r.out.section(QLatin1Char('\n'), 1, 1);
        const QRegularExpression line(QStringLiteral(
            R"(^Nix \d+\.\d+(\.\d+)? \([\w-]+\), (local store|through the nix-daemon|store \S+), sandbox (on|off)$)"));
        QVERIFY2(line.match(nix).hasMatch(), qPrintable(r.out));
    }

    void help()
    {
        const Run r = run({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        for (const char *expected : {"--headless", "--lang", "--session", "demo"})
            QVERIFY2(r.out.contains(QLatin1String(expected)), expected);
    }

    /// The help's "Commands:" section and the dispatcher read one table (issue 20 item 8):
    /// every command it lists answers its own --help, and every command is listed.
    void helpListsEveryCommand()
    {
        const Run r = run({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        const qsizetype section = r.out.indexOf(QStringLiteral("\nCommands:\n"));
        QVERIFY2(section >= 0, qPrintable(r.out));
        QStringList listed;
        static const QRegularExpression row(
            QStringLiteral(R"(^  ([a-z][a-z-]*)\b)"), QRegularExpression::MultilineOption);
        for (const auto &m : row.globalMatch(r.out.mid(section)))
            listed << m.captured(1);
        QCOMPARE(listed,
            (QStringList{QStringLiteral("demo"), QStringLiteral("explain"),
                QStringLiteral("package"), QStringLiteral("update"), QStringLiteral("export"),
                QStringLiteral("run-in-vm"), QStringLiteral("lint"), QStringLiteral("batch")}));
        for (const QString &command : listed) {
            const Run help = run({command, QStringLiteral("--help")});
            QVERIFY2(help.exitCode == 0 && help.out.startsWith(QStringLiteral("Usage: ")),
                qPrintable(command + QLatin1Char('\n') + help.out + help.err));
            // A command with options of its own describes them, not the top-level ones.
            if (command != QLatin1String("demo") && command != QLatin1String("explain"))
                QVERIFY2(!help.out.contains(QStringLiteral("\nCommands:\n")), qPrintable(command));
        }
        for (const QString &line : r.out.mid(section).split(QLatin1Char('\n')))
            QVERIFY2(line.size() <= 80, qPrintable(line));
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

    /// A language Packwright has no translation for is said, not silently ignored.
    void unknownLanguageIsSaid()
    {
        const Run r
            = run({QStringLiteral("--lang"), QStringLiteral("xx"), QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QStringLiteral("no translation for the language \"xx\"")),
            qPrintable(r.err));
        const Run english
            = run({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--version")});
        QCOMPARE(english.err, QString());
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
        // A display name no X server can have (":77" may be a real server on some machine).
        env.insert(QStringLiteral("DISPLAY"), QStringLiteral(":packwright-no-such-display"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(PACKWRIGHT_EXECUTABLE), {QStringLiteral("demo")});
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 0);
        QVERIFY(process.readAllStandardOutput().contains("Result: the package builds."));
    }

    void explainJson()
    {
        const Run r
            = run({QStringLiteral("explain"), QStringLiteral("--json"), corpusLog("nix-016")});
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8(), &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QCOMPARE(
            o.value(QStringLiteral("category_nix")).toString(), QStringLiteral("compile_error"));
        QCOMPARE(
            o.value(QStringLiteral("category_evident")).toString(), QStringLiteral("compilation"));
        const QJsonArray signalArray = o.value(QStringLiteral("signals")).toArray();
        QVERIFY(!signalArray.isEmpty());
        const QJsonObject top = signalArray.first().toObject();
        // Line 4 of the file: "backend/cimxml/cimXmlParser.c:1352:25: error: implicit declaration
        // …"
        QVERIFY(top.value(QStringLiteral("first_line")).toInt() <= 4);
        QVERIFY(top.value(QStringLiteral("last_line")).toInt() >= 4);
        QVERIFY(top.value(QStringLiteral("text"))
                    .toString()
                    .contains(QStringLiteral("implicit declaration")));
        const double confidence = top.value(QStringLiteral("confidence")).toDouble();
        QVERIFY(confidence > 0.5 && confidence <= 1.0);
        for (const char *key : {"phase", "category_nix", "category_evident"})
            QVERIFY2(top.contains(QLatin1String(key)), key);
        QVERIFY(o.value(QStringLiteral("knowledge")).isArray());
    }

    void explainText()
    {
        const Run r = run({QStringLiteral("explain"), corpusLog("nix-029")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("missing_dependency")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("No package 'gnome-icon-theme' found")));
        QVERIFY(r.out.contains(QStringLiteral("lines 1–")));
    }

    void explainReadsStandardInput()
    {
        const Run r
            = run({QStringLiteral("explain"), QStringLiteral("--json"), QStringLiteral("-")},
                QStringLiteral("C.UTF-8"),
                "Running phase: buildPhase\nmain.c:4:10: fatal error: zlib.h: No such file or "
                "directory\n");
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("category_nix")).toString(),
            QStringLiteral("missing_dependency"));
        QCOMPARE(o.value(QStringLiteral("phase")).toString(), QStringLiteral("buildPhase"));
    }

    void explainSuccessfulBuild()
    {
        const Run r
            = run({QStringLiteral("explain"), QStringLiteral("-")}, QStringLiteral("C.UTF-8"),
                "Running phase: buildPhase\nsh: 1: git: not found\ngcc -c a.c\nRunning phase: "
                "installPhase\n");
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("No failure found")), qPrintable(r.out));
        QVERIFY(!r.out.contains(QStringLiteral("Known failure patterns")));
        QVERIFY2(!r.out.contains(QStringLiteral("before the install phase")), qPrintable(r.out));
        // Cut off in the build phase: nothing failed, but the build did not finish either.
        const Run cut
            = run({QStringLiteral("explain"), QStringLiteral("-")}, QStringLiteral("C.UTF-8"),
                "Running phase: unpackPhase\nRunning phase: buildPhase\ngcc -c a.c\n");
        QVERIFY2(cut.out.contains(QStringLiteral("stops in buildPhase, before the install phase")),
            qPrintable(cut.out));
    }

    /// A closed standard input reads as an empty log, not as the next file Packwright opens
    /// (which took its descriptor: explain - then waited forever on Qt's event fd).
    void explainClosedStandardInput()
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("LANGUAGE"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral("/bin/sh"),
            {QStringLiteral("-c"), QStringLiteral("exec \"$0\" explain - 0<&-"),
                QStringLiteral(PACKWRIGHT_EXECUTABLE)});
        if (!p.waitForFinished(30000)) {
            p.kill();
            QFAIL("explain - with a closed standard input did not finish");
        }
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QCOMPARE(p.exitCode(), 0);
        QVERIFY2(out.contains(QStringLiteral("The log is empty.")), qPrintable(out));
    }

    /// Nix's summary alone: explain says where the builder's own output is, and prints no
    /// sub-category it does not have.
    void explainNixSummaryOnly()
    {
        const QString drv
            = QStringLiteral("/nix/store/0wgiraav9pjcbgbkd5mzzv3r8wmdrrwl-libtypec-0.5.0.drv");
        const Run r
            = run({QStringLiteral("explain"), QStringLiteral("-")}, QStringLiteral("C.UTF-8"),
                QStringLiteral("error: builder for '%1' failed with exit code 2\n"
                               "error: 1 dependencies of derivation "
                               "'/nix/store/m9gq16bfnd207bay91jrvnjdr2nxr8ma-hello-dev.drv' failed "
                               "to build\n")
                    .arg(drv)
                    .toUtf8());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("nix log ") + drv), qPrintable(r.out));
        const Run json
            = run({QStringLiteral("explain"), QStringLiteral("--json"), QStringLiteral("-")},
                QStringLiteral("C.UTF-8"),
                QStringLiteral("error: Cannot build '%1'.\n"
                               "       Reason: builder failed with exit code 2.\n")
                    .arg(drv)
                    .toUtf8());
        QCOMPARE(QJsonDocument::fromJson(json.out.toUtf8())
                     .object()
                     .value(QStringLiteral("failed_derivation"))
                     .toString(),
            drv);
        // A cause with no sub-category of its own: no empty one after the comma.
        const Run wording
            = run({QStringLiteral("explain"), QStringLiteral("-")}, QStringLiteral("C.UTF-8"),
                "Running phase: buildPhase\n"
                "error: connect to example.org:443: No route to host\n"
                "error: builder for '/nix/store/0wgiraav9pjcbgbkd5mzzv3r8wmdrrwl-frob-1.0.drv' "
                "failed with exit code 1\n");
        QVERIFY2(
            wording.out.contains(QStringLiteral("network_in_sandbox")), qPrintable(wording.out));
        QVERIFY2(!wording.out.contains(QStringLiteral(",  (EvidenT)")), qPrintable(wording.out));
    }

    /// `--against OLD`: the progress judge's pre-verdict between two attempts' logs.
    void explainAgainstAnEarlierAttempt()
    {
        QTemporaryDir dir;
        const QString previous = dir.filePath(QStringLiteral("attempt-1.log"));
        const QString current = dir.filePath(QStringLiteral("attempt-2.log"));
        for (const auto &[path, text] :
            {std::pair{previous,
                 QByteArray("Running phase: configurePhase\n"
                            "configure: error: Package requirements (zlib) were not met:\n")},
                std::pair{current,
                    QByteArray("Running phase: configurePhase\n"
                               "Running phase: buildPhase\n"
                               "main.c:3:5: error: unknown type name 'z_stream'\n")}}) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(text);
        }
        const Run json = run({QStringLiteral("explain"), QStringLiteral("--json"), current,
            QStringLiteral("--against"), previous});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject comparison = QJsonDocument::fromJson(json.out.toUtf8())
                                           .object()
                                           .value(QStringLiteral("comparison"))
                                           .toObject();
        QCOMPARE(
            comparison.value(QStringLiteral("verdict")).toString(), QStringLiteral("PROGRESS"));
        QCOMPARE(comparison.value(QStringLiteral("previous_phase")).toString(),
            QStringLiteral("configurePhase"));
        QCOMPARE(
            comparison.value(QStringLiteral("phase")).toString(), QStringLiteral("buildPhase"));
        const QJsonObject divergence
            = comparison.value(QStringLiteral("first_divergent_line")).toObject();
        QCOMPARE(divergence.value(QStringLiteral("previous")).toInt(), 2);
        QCOMPARE(divergence.value(QStringLiteral("current")).toInt(), 2);

        const Run text
            = run({QStringLiteral("explain"), previous, QStringLiteral("--against"), current});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(QStringLiteral(": REGRESS — ")), qPrintable(text.out));
    }

    /// `explain --gui` asks for a window: without a display it says so instead of printing.
    void explainInTheWindowNeedsADisplay()
    {
        const Run r
            = run({QStringLiteral("explain"), QStringLiteral("--gui"), corpusLog("nix-029")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--gui needs a display")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    /// Any file at all: here the packwright executable itself.
    void explainBinaryFile()
    {
        const Run r = run({QStringLiteral("explain"), QStringLiteral("--json"),
            QStringLiteral(PACKWRIGHT_EXECUTABLE)});
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8(), &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QVERIFY(o.value(QStringLiteral("binary")).toBool());
        QVERIFY(o.value(QStringLiteral("signals")).isArray());
    }

    void explainHelp()
    {
        const Run r = run({QStringLiteral("explain"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QStringLiteral("explain LOG")));
    }

    void explainMissingFile()
    {
        const Run r = run({QStringLiteral("explain"), QStringLiteral("/nonexistent/build.log")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("/nonexistent/build.log")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
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
        QTest::newRow("explain without a log") << QStringList{QStringLiteral("explain")}
                                               << QStringLiteral("needs exactly one log file");
        QTest::newRow("json without explain") << QStringList{
            QStringLiteral("--json")} << QStringLiteral("--json goes with the explain command");
        QTest::newRow("against without explain") << QStringList{QStringLiteral("--against"),
            QStringLiteral("old.log")} << QStringLiteral("--against goes with the explain command");
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
