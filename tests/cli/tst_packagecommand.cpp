// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `packwright package` as a maintainer runs it: usage errors, a real session without a
// model (trust-on-first-use hash), a give-up with its own exit status and report, the
// terminal's approval prompt, and a kill -9 in the middle of a build.
#include "FixtureNix.h"
#include "workspace/SessionStore.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace packwright;

namespace {
const QString fixtures = QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/fixtures");

QString fixture(const char *name)
{
    return fixtures + QStringLiteral("/packages/") + QLatin1String(name)
        + QStringLiteral("/package.nix");
}

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

QStringList nixArguments()
{
    return QStringList{QStringLiteral("--nixpkgs"), fixtures + QStringLiteral("/nixpkgs")}
    + packwright::testing::fixtureCliArgs();
}

QProcessEnvironment environment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LANGUAGE"})
        env.remove(QString::fromLatin1(name));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    return env;
}
} // namespace

class TestPackageCommand : public QObject
{
    Q_OBJECT

private:
    struct Run
    {
        int exitCode = -1;
        QString out;
        QString err;
    };

    static Run run(const QStringList &arguments, const QByteArray &input = {})
    {
        QProcess process;
        process.setProcessEnvironment(environment());
        process.start(QStringLiteral(PACKWRIGHT_EXECUTABLE),
            QStringList{QStringLiteral("package")} + arguments);
        process.write(input);
        process.closeWriteChannel();
        if (!process.waitForFinished(300000))
            return {};
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
    }

    /// Starts `package` on the fixture that sleeps in its build phase and returns once the
    /// build is sleeping (its log says so).
    static void startSleepingBuild(QProcess &process, const QString &out)
    {
        process.setProcessEnvironment(environment());
        process.start(QStringLiteral(PACKWRIGHT_EXECUTABLE),
            QStringList{QStringLiteral("package"), QStringLiteral("--from"), fixture("sleep"),
                QStringLiteral("--no-model"), QStringLiteral("--out"), out}
                + nixArguments());
        QVERIFY(process.waitForStarted());
        const QString log = out + QStringLiteral("/session/logs/attempt-1.log");
        QTRY_VERIFY_WITH_TIMEOUT(
            readText(log).contains(QStringLiteral("sleeping for 600 seconds")), 120000);
    }

    static bool sleepersLeft()
    {
        QProcess pgrep;
        pgrep.start(QStringLiteral("pgrep"),
            {QStringLiteral("-f"), QStringLiteral("packwright-fixture-sleep")});
        pgrep.waitForFinished();
        return pgrep.exitCode() == 0;
    }

private Q_SLOTS:
    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no source") << QStringList{QStringLiteral("--out"), QStringLiteral("/tmp/x")}
                                   << QStringLiteral("needs exactly one SOURCE");
        QTest::newRow("no out") << QStringList{QStringLiteral("hello.tar.gz")}
                                << QStringLiteral("--out DIR");
        QTest::newRow("bad approve")
            << (QStringList{fixture("hello"), QStringLiteral("--out"), QStringLiteral("/tmp/x"),
                    QStringLiteral("--approve"), QStringLiteral("maybe")}
                   + nixArguments())
            << QStringLiteral("--approve is auto or ask");
        QTest::newRow("bad nix option")
            << (QStringList{fixture("hello"), QStringLiteral("--out"), QStringLiteral("/tmp/x")}
                   + nixArguments()
                   + QStringList{QStringLiteral("--nix-option"), QStringLiteral("sandbox")})
            << QStringLiteral("NAME=VALUE");
        QTest::newRow("missing --from file")
            << (QStringList{QStringLiteral("--from"), QStringLiteral("/nonexistent/package.nix"),
                    QStringLiteral("--out"), QStringLiteral("/tmp/x")}
                   + nixArguments())
            << QStringLiteral("Cannot read /nonexistent/package.nix");
        QTest::newRow("nonexistent source")
            << (QStringList{QStringLiteral("/nonexistent/x.tar.gz"), QStringLiteral("--out"),
                    QStringLiteral("/tmp/x")}
                   + nixArguments())
            << QStringLiteral("no such file or directory");
        QTest::newRow("unwritable out")
            << (QStringList{QStringLiteral("--from"), fixture("hello"), QStringLiteral("--out"),
                    QStringLiteral("/proc/packwright")}
                   + nixArguments())
            << QStringLiteral("Cannot write into /proc/packwright");
        QTest::newRow("binary from")
            << (QStringList{QStringLiteral("--from"), QStringLiteral(PACKWRIGHT_EXECUTABLE),
                    QStringLiteral("--out"), QStringLiteral("/tmp/x")}
                   + nixArguments())
            << QStringLiteral("is not a Nix file");
        QTest::newRow("overflowing iterations")
            << (QStringList{QStringLiteral("--from"), fixture("hello"), QStringLiteral("--out"),
                    QStringLiteral("/tmp/x"), QStringLiteral("--max-iterations"),
                    QStringLiteral("2147483647")}
                   + nixArguments())
            << QStringLiteral("from 1 to 10000");
        QTest::newRow("infinite budget")
            << (QStringList{QStringLiteral("--from"), fixture("hello"), QStringLiteral("--out"),
                    QStringLiteral("/tmp/x"), QStringLiteral("--budget-usd"), QStringLiteral("inf")}
                   + nixArguments())
            << QStringLiteral("--budget-usd");
        QTest::newRow("base url without scheme")
            << (QStringList{QStringLiteral("--from"), fixture("hello"), QStringLiteral("--out"),
                    QStringLiteral("/tmp/x"), QStringLiteral("--base-url"),
                    QStringLiteral("not-a-url"), QStringLiteral("--model"), QStringLiteral("m")}
                   + nixArguments())
            << QStringLiteral("http(s) URL");
        QTest::newRow("inline profile without model")
            << (QStringList{fixture("hello"), QStringLiteral("--out"), QStringLiteral("/tmp/x"),
                    QStringLiteral("--base-url"), QStringLiteral("http://127.0.0.1:9/v1")}
                   + nixArguments())
            << QStringLiteral("--model NAME");
        QTest::newRow("negative refinement rounds")
            << (QStringList{fixture("hello"), QStringLiteral("--out"), QStringLiteral("/tmp/x"),
                    QStringLiteral("--refine-rounds"), QStringLiteral("-1")}
                   + nixArguments())
            << QStringLiteral("--refine-rounds wants a number from 0 to 100");
        QTest::newRow("verify signals word")
            << (QStringList{fixture("hello"), QStringLiteral("--out"), QStringLiteral("/tmp/x"),
                    QStringLiteral("--verify-signals"), QStringLiteral("all")}
                   + nixArguments())
            << QStringLiteral("--verify-signals wants a number from 0 to 20, or off");
        QTest::newRow("verify signals too many")
            << (QStringList{fixture("hello"), QStringLiteral("--out"), QStringLiteral("/tmp/x"),
                    QStringLiteral("--verify-signals"), QStringLiteral("21")}
                   + nixArguments())
            << QStringLiteral("--verify-signals wants a number from 0 to 20, or off");
        QTest::newRow("vm approval mode")
            << (QStringList{fixture("hello"), QStringLiteral("--out"), QStringLiteral("/tmp/x"),
                    QStringLiteral("--approve-vm"), QStringLiteral("sometimes")}
                   + nixArguments())
            << QStringLiteral("--approve-vm is auto or ask");
    }
    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run r = run(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("packwright package --help")));
        QVERIFY(!r.err.contains(QStringLiteral("--session-dir"))); // one hint, not the whole help
    }

    void help()
    {
        const Run r = run({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        for (const char *option : {"--nixpkgs", "--approve", "--max-iterations", "--budget-usd",
                 "--out", "--base-url", "--protocol", "--model", "--from", "--no-quick-fixes",
                 "--refine-rounds", "--refine-repairs", "--approve-vm", "--verify-signals"})
            QVERIFY2(r.out.contains(QLatin1String(option)), option);
    }

    /// Trust on first use without any model: the hash is filled in, the package builds.
    void fillsHashWithoutModel()
    {
        QTemporaryDir out;
        const Run r = run(QStringList{QStringLiteral("--from"), fixture("broken-hello-fakehash"),
                              QStringLiteral("--no-model"), QStringLiteral("--out"), out.path()}
            + nixArguments());
        if (r.err.contains(QStringLiteral("cannot download")))
            QSKIP("the source mirror is not filled (tests/fixtures/sources/fetch.sh)");
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("Built hello 2.10 in attempt 2")));
        const QString package = readText(out.filePath(QStringLiteral("package.nix")));
        QVERIFY(package.contains(
            QStringLiteral("hash = \"sha256-MeBmE3qWJnbon2nRtlOC3pWn732RS4y5VvQepy4PUWs=\";")));
        QVERIFY(readText(out.filePath(QStringLiteral("report.md")))
                    .contains(QStringLiteral("the package builds")));
        const QJsonObject json = QJsonDocument::fromJson(
            readText(out.filePath(QStringLiteral("report.json"))).toUtf8())
                                     .object();
        QCOMPARE(json.value(QStringLiteral("stop_reason")).toString(), QStringLiteral("succeeded"));
        QVERIFY(QFile::exists(out.filePath(QStringLiteral("session/record.sqlite"))));
        QVERIFY(QFile::exists(out.filePath(QStringLiteral("session/session.json"))));
    }

    /// `src = ./src`: the directory beside package.nix goes into the session and to --out.
    void copiesTheDirectoryBesideIt()
    {
        QTemporaryDir out;
        const Run r = run(QStringList{QStringLiteral("--from"), fixture("tiny-zlib"),
                              QStringLiteral("--no-model"), QStringLiteral("--out"), out.path()}
            + nixArguments());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(QFile::exists(out.filePath(QStringLiteral("session/workspace/src/zdemo.c"))));
        QVERIFY(QFile::exists(out.filePath(QStringLiteral("src/zdemo.c"))));
        QVERIFY(QFile::exists(out.filePath(QStringLiteral("src/Makefile"))));
    }

    /// A compile error needs a model: without one the session gives up with its own status
    /// and a report that names the cause.
    void givesUpWithReport()
    {
        QTemporaryDir out;
        QTemporaryDir src;
        // The fixture's source is relative to its directory: give it by absolute path.
        const QString package = readText(fixture("broken-compile-error"))
                                    .replace(QStringLiteral("../tiny/src"),
                                        fixtures + QStringLiteral("/packages/tiny/src"));
        QFile file(src.filePath(QStringLiteral("package.nix")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(package.toUtf8());
        file.close();
        const Run r = run(QStringList{QStringLiteral("--from"), file.fileName(),
                              QStringLiteral("--no-model"), QStringLiteral("--out"), out.path()}
            + nixArguments());
        QCOMPARE(r.exitCode, 15); // no-fix
        QVERIFY2(r.out.contains(QStringLiteral("Gave up (no-fix)")), qPrintable(r.out));
        const QString report = readText(out.filePath(QStringLiteral("report.md")));
        QVERIFY(report.contains(QStringLiteral("compile_error")));
        QVERIFY(report.contains(QStringLiteral("expected ';' before 'return'")));
        QVERIFY(QFile::exists(out.filePath(QStringLiteral("package.nix"))));
    }

    /// Issue 9: a missing input is added by a quick fix without any model; with
    /// --no-quick-fixes the same session needs a model and gives up.
    void quickFixWithoutModel()
    {
        QTemporaryDir src;
        const QString package = readText(fixture("broken-missing-zlib"))
                                    .replace(QStringLiteral("../tiny-zlib/src"),
                                        fixtures + QStringLiteral("/packages/tiny-zlib/src"));
        QFile file(src.filePath(QStringLiteral("package.nix")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(package.toUtf8());
        file.close();

        QTemporaryDir out;
        const Run r = run(QStringList{QStringLiteral("--from"), file.fileName(),
                              QStringLiteral("--no-model"), QStringLiteral("--out"), out.path()}
            + nixArguments());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        const QString fixed = readText(out.filePath(QStringLiteral("package.nix")));
        QVERIFY2(fixed.contains(QStringLiteral("buildInputs = [ zlib ];")), qPrintable(fixed));
        // Three arguments: one a line, as nixfmt writes them (RFC 166).
        QVERIFY2(
            fixed.contains(QStringLiteral("{\n  lib,\n  stdenv,\n  zlib,\n}:")), qPrintable(fixed));
        QVERIFY(readText(out.filePath(QStringLiteral("report.md")))
                    .contains(QStringLiteral("Add zlib to buildInputs")));

        QTemporaryDir off;
        const Run without = run(
            QStringList{QStringLiteral("--from"), file.fileName(), QStringLiteral("--no-model"),
                QStringLiteral("--no-quick-fixes"), QStringLiteral("--out"), off.path()}
            + nixArguments());
        QCOMPARE(without.exitCode, 15); // no-fix
        QVERIFY(readText(off.filePath(QStringLiteral("package.nix")))
                    .contains(QStringLiteral("{ lib, stdenv }:")));
    }

    /// --approve ask: the terminal is asked before the build; "s" stops the session.
    void asksOnTheTerminal()
    {
        QTemporaryDir out;
        const Run r = run(QStringList{QStringLiteral("--from"), fixture("broken-hello-fakehash"),
                              QStringLiteral("--no-model"), QStringLiteral("--approve"),
                              QStringLiteral("ask"), QStringLiteral("--out"), out.path()}
                + nixArguments(),
            "s\n");
        QCOMPARE(r.exitCode, 16); // stopped
        QVERIFY2(
            r.out.contains(QStringLiteral("Approval needed: Build attempt 1")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("[a]pprove")));
    }

    /// Before the first build there is nothing to reject or roll back to: the question comes
    /// again instead of ending the session; then the hash fix and the second build are asked.
    void firstBuildAsksAgain()
    {
        QTemporaryDir out;
        const Run r = run(QStringList{QStringLiteral("--from"), fixture("broken-hello-fakehash"),
                              QStringLiteral("--no-model"), QStringLiteral("--approve"),
                              QStringLiteral("ask"), QStringLiteral("--out"), out.path()}
                + nixArguments(),
            "b 1\nr\na\na\na\n");
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QCOMPARE(r.err.count(QStringLiteral("Nothing is built yet")), 2);
        QCOMPARE(r.out.count(QStringLiteral("Approval needed:")), 5);
    }

    /// SIGINT cancels: the build stops, the report is written, the status says cancelled.
    void cancelsOnInterrupt()
    {
        QTemporaryDir out;
        QProcess process;
        startSleepingBuild(process, out.path());
        if (QTest::currentTestFailed())
            return;
        ::kill(pid_t(process.processId()), SIGINT);
        QVERIFY(process.waitForFinished(20000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 17);
        QVERIFY(QString::fromUtf8(process.readAllStandardError())
                    .contains(QStringLiteral("Cancelling")));
        const QJsonObject json = QJsonDocument::fromJson(
            readText(out.filePath(QStringLiteral("report.json"))).toUtf8())
                                     .object();
        QCOMPARE(json.value(QStringLiteral("stop_reason")).toString(), QStringLiteral("cancelled"));
        QVERIFY(!sleepersLeft());
    }

    /// kill -9 in the middle of a build loses at most the running attempt: the record opens,
    /// the attempt is there, marked interrupted.
    void survivesKillDuringBuild()
    {
        QTemporaryDir out;
        QProcess process;
        startSleepingBuild(process, out.path());
        if (QTest::currentTestFailed())
            return;
        ::kill(pid_t(process.processId()), SIGKILL);
        QVERIFY(process.waitForFinished());
        // Nix gets SIGTERM when Packwright dies and stops the build: nothing is left behind.
        QTRY_VERIFY_WITH_TIMEOUT(!sleepersLeft(), 15000);

        auto store
            = workspace::SessionStore::open(out.filePath(QStringLiteral("session/record.sqlite")));
        QVERIFY2(store.ok(), qPrintable(store.ok() ? QString() : store.error().message));
        const auto loaded = store.value().load();
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.value().attempts.size(), size_t(1));
        QCOMPARE(loaded.value().attempts[0].status, workspace::AttemptStatus::Interrupted);
        QCOMPARE(loaded.value().attempts[0].expression, readText(fixture("sleep")));
        QVERIFY(QFileInfo(out.filePath(QStringLiteral("session/workspace/.git"))).isDir());
    }
};

QTEST_GUILESS_MAIN(TestPackageCommand)
#include "tst_packagecommand.moc"
