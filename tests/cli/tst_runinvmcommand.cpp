// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `packwright run-in-vm` as a maintainer runs it: a real session made by `packwright package
// --no-model` (tiny, misinstalled so that the VM shows it), then scripts in the real micro-VM
// (software emulation when KVM does not answer): output, exit status, time limit, packages
// from the session's nixpkgs, the runs on the record; and the usage errors.
#include "FixtureNix.h"
#include "workspace/SessionStore.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright;

namespace {
const QString fixtures = QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/fixtures");

QStringList nixOptions()
{
    return packwright::testing::fixtureCliArgs();
}

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

Run runPackwright(const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LANGUAGE"})
        env.remove(QString::fromLatin1(name));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(PACKWRIGHT_EXECUTABLE), arguments);
    process.closeWriteChannel();
    if (!process.waitForFinished(600000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        QString::fromUtf8(process.readAllStandardOutput()),
        QString::fromUtf8(process.readAllStandardError())};
}
} // namespace

class TestRunInVmCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_session;

    Run runInVm(const QStringList &arguments)
    {
        return runPackwright(
            QStringList{QStringLiteral("run-in-vm"), m_session} + arguments + nixOptions());
    }

private Q_SLOTS:
    void initTestCase()
    {
        // tiny with its program in libexec/ (it builds; refinement would find it).
        const QString package = m_dir.filePath(QStringLiteral("tiny/package.nix"));
        QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("tiny/src"))));
        for (const QString &name : {QStringLiteral("Makefile"), QStringLiteral("tiny.c")})
            QVERIFY(QFile::copy(fixtures + QStringLiteral("/packages/tiny/src/") + name,
                m_dir.filePath(QStringLiteral("tiny/src/")) + name));
        QFile file(package);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({ lib, stdenv }:

stdenv.mkDerivation {
  pname = "tiny";
  version = "1.0";
  src = ./src;
  installPhase = ''
    runHook preInstall
    install -Dm755 tiny $out/libexec/tiny/tiny
    runHook postInstall
  '';
  meta.mainProgram = "tiny";
}
)");
        file.close();
        const QString out = m_dir.filePath(QStringLiteral("out"));
        // One attempt, as written: the lint quick fix (strictDeps, __structuredAttrs) would
        // build a second one.
        const Run made
            = runPackwright(QStringList{QStringLiteral("package"), QStringLiteral("--from"),
                                package, QStringLiteral("--no-model"),
                                QStringLiteral("--no-quick-fixes"), QStringLiteral("--nixpkgs"),
                                fixtures + QStringLiteral("/nixpkgs"), QStringLiteral("--out"), out}
                + nixOptions());
        QVERIFY2(made.exitCode == 0, qPrintable(made.err));
        m_session = out + QStringLiteral("/session");
    }

    // The package's files are in the VM; what the script prints comes back on stdout, its
    // status is the command's.
    void runsTheSessionsPackage()
    {
        const Run r = runInVm({QStringLiteral("--script"),
            QStringLiteral("ls /nix/store/*-tiny-1.0/libexec/tiny\n"
                           "/nix/store/*-tiny-1.0/libexec/tiny/tiny vm\nexit 3")});
        QCOMPARE(r.exitCode, 3);
        QCOMPARE(r.out, QStringLiteral("tiny\nHello from tiny, vm!\n"));
        QVERIFY2(r.err.contains(QStringLiteral("exit status 3 (qemu-")), qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("attempt 1")));
    }

    // The same program is not on PATH: bin/ is missing, as the evaluator would find.
    void aMissingProgramFails()
    {
        const Run r = runInVm({QStringLiteral("--script"), QStringLiteral("tiny")});
        QCOMPARE(r.exitCode, 127);
        QVERIFY2(r.out.contains(QStringLiteral("tiny: not found")), qPrintable(r.out));
    }

    void aHangingScriptIsStoppedAtItsLimit()
    {
        QElapsedTimer clock;
        clock.start();
        const Run r
            = runInVm({QStringLiteral("--script"), QStringLiteral("echo started; sleep 600"),
                QStringLiteral("--timeout"), QStringLiteral("2")});
        QCOMPARE(r.exitCode, 124);
        QCOMPARE(r.out, QStringLiteral("started\n"));
        QVERIFY(r.err.contains(QStringLiteral("stopped at its time limit of 2 s")));
        QVERIFY2(clock.elapsed() < 120000, qPrintable(QString::number(clock.elapsed())));
    }

    // A package of the session's nixpkgs by attribute path, and a script from a file.
    void scriptFileAndExtraPackage()
    {
        const QString script = m_dir.filePath(QStringLiteral("check.sh"));
        QFile file(script);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("ninja --version >/dev/null && echo ninja-here\n");
        file.close();
        const Run r = runInVm({QStringLiteral("--script-file"), script, QStringLiteral("--package"),
            QStringLiteral("ninja")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QCOMPARE(r.out, QStringLiteral("ninja-here\n"));
    }

    // Every run above is on the record, requested by the user, on the successful attempt.
    void runsAreRecorded()
    {
        auto store = workspace::SessionStore::open(m_session + QStringLiteral("/record.sqlite"));
        QVERIFY(store.ok());
        const workspace::SessionRecord record = store.value().load().value();
        QCOMPARE(record.attempts.size(), std::size_t(1));
        const QList<workspace::VmRunRecord> &runs = record.attempts[0].vmRuns;
        QCOMPARE(runs.size(), 4);
        QList<int> statuses;
        for (const workspace::VmRunRecord &run : runs) {
            QCOMPARE(run.requestedBy, QStringLiteral("user"));
            statuses << run.exitStatus;
        }
        QCOMPARE(statuses, (QList<int>{3, 127, -1, 0}));
        QVERIFY(runs[2].timedOut);
        QCOMPARE(runs[3].storePaths.size(), 2);
        QVERIFY(record.vmConsole.contains("Hello from tiny, vm!"));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("no script") << QStringList{} << 2 << QStringLiteral("--script TEXT");
        QTest::newRow("both scripts") << QStringList{QStringLiteral("--script"),
            QStringLiteral("x"), QStringLiteral("--script-file"), QStringLiteral("/dev/null")}
                                      << 2 << QStringLiteral("--script TEXT or --script-file FILE");
        QTest::newRow("empty script") << QStringList{QStringLiteral("--script"),
            QStringLiteral(" ")} << 2 << QStringLiteral("The script is empty.");
        QTest::newRow("timeout") << QStringList{QStringLiteral("--script"), QStringLiteral("x"),
            QStringLiteral("--timeout"), QStringLiteral("0")}
                                 << 2 << QStringLiteral("--timeout wants seconds");
        QTest::newRow("backend") << QStringList{QStringLiteral("--script"), QStringLiteral("x"),
            QStringLiteral("--vm"), QStringLiteral("docker")}
                                 << 2
                                 << QStringLiteral("--vm is auto, nixos, micro-vm or bubblewrap");
    }
    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const Run r = runInVm(arguments);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void notASession()
    {
        const Run r = runPackwright({QStringLiteral("run-in-vm"), m_dir.path(),
            QStringLiteral("--script"), QStringLiteral("true")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("holds no Packwright session")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestRunInVmCommand)
#include "tst_runinvmcommand.moc"
