// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The QEMU micro-VM on real parts: GNU hello built by real Nix with the fixture set from its
// upstream tarball, the host's kernel, busybox-static, software emulation (TCG), so that it
// runs the same on every CI machine (KVM is probed only by the benchmark).

#include "FixtureNix.h"
#include "VmTestSupport.h"
#include "nix/ProcessTree.h"
#include "vm/GuestImage.h"
#include "vm/QemuMicroVm.h"
#include "vm/VmPackages.h"

#include <QCoroTask>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace packwright;
using namespace packwright::testing;
using namespace packwright::vm;

namespace {
const QString fixtures = fixturesDir();
} // namespace

class TestVm : public QObject
{
    Q_OBJECT

private:
    QString m_hello;

    void checkNoVmLeft()
    {
        const QString left = leftoverProcesses();
        QVERIFY2(left.isEmpty(), qPrintable(left));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString log;
        m_hello = buildFixture(QStringLiteral("hello"), &log);
        QVERIFY2(!m_hello.isEmpty(), qPrintable(log));
    }

    // The initramfs as the cpio tool reads it: the closure, the host's libc and loader that
    // the fixture's hello links against, busybox and /init; file content byte for byte.
    void initramfsReadByCpio()
    {
        QTemporaryDir dir;
        GuestImageSpec spec;
        spec.storePaths = {m_hello};
        spec.script = QStringLiteral("hello\n");
        spec.token = "PWtest";
        const QString file = dir.filePath(QStringLiteral("initrd.cpio"));
        const auto info = buildGuestImage(spec, file);
        QVERIFY2(info.ok(), qPrintable(info.ok() ? QString() : info.error().detail));
        qInfo() << "initramfs:" << info.value().bytes << "bytes," << info.value().entries
                << "entries," << info.value().buildMs << "ms; host files" << info.value().hostFiles;

        QProcess cpio;
        cpio.setStandardInputFile(file);
        cpio.start(QStringLiteral("cpio"), {QStringLiteral("-t"), QStringLiteral("--quiet")});
        QVERIFY(cpio.waitForFinished());
        QCOMPARE(cpio.exitCode(), 0);
        const QStringList names
            = QString::fromUtf8(cpio.readAllStandardOutput()).split(QLatin1Char('\n'));
        const QString helloBin = m_hello.mid(1) + QStringLiteral("/bin/hello");
        QVERIFY(names.contains(helloBin));
        QVERIFY(names.contains(QStringLiteral("init")));
        QVERIFY(names.contains(QStringLiteral("packwright/bin/busybox")));
        QVERIFY(names.contains(QStringLiteral("dev/console")));
        QVERIFY(
            info.value().hostFiles.contains(QStringLiteral("/usr/lib/x86_64-linux-gnu/libc.so.6"))
            || info.value().hostFiles.contains(QStringLiteral("/lib/x86_64-linux-gnu/libc.so.6")));
        QVERIFY(names.indexOf(m_hello.mid(1)) < names.indexOf(helloBin)); // parents first

        QProcess extract;
        extract.setStandardInputFile(file);
        extract.start(QStringLiteral("cpio"),
            {QStringLiteral("-i"), QStringLiteral("--quiet"), QStringLiteral("--to-stdout"),
                helloBin});
        QVERIFY(extract.waitForFinished());
        QFile original(m_hello + QStringLiteral("/bin/hello"));
        QVERIFY(original.open(QIODevice::ReadOnly));
        QCOMPARE(extract.readAllStandardOutput(), original.readAll());
    }

    void helloGreets()
    {
        QemuMicroVm vm(tcgOptions());
        QSignalSpy console(&vm, &VmBackend::consoleOutput);
        VmRunRequest request;
        request.storePaths = {m_hello};
        request.script = QStringLiteral("command -v hello\nhello\n");
        QElapsedTimer clock;
        clock.start();
        const auto result = runBlocking(vm, request);
        QVERIFY2(result.ok(),
            qPrintable(result.ok()
                    ? QString()
                    : result.error().message + QLatin1Char('\n') + result.error().detail));
        qInfo() << "hello round trip" << clock.elapsed() << "ms, boot" << result.value().bootMs
                << "ms; initramfs" << vm.lastImageBytes() << "bytes in" << vm.lastImageMs() << "ms";
        QCOMPARE(result.value().exitStatus, 0);
        QCOMPARE(result.value().output, m_hello + QStringLiteral("/bin/hello\nHello, world!\n"));
        QCOMPARE(result.value().backend, QStringLiteral("qemu-tcg"));
        QVERIFY(!result.value().timedOut);
        QVERIFY(!result.value().truncated());
        // The live console saw the same run.
        QByteArray stream;
        for (const QList<QVariant> &args : std::as_const(console))
            stream += args.at(0).toByteArray();
        QVERIFY(stream.contains("Hello, world!"));
        // Without the run's marker lines: they are Packwright's, not the guest's (issue 20).
        QVERIFY(!stream.contains(":BEGIN"));
        QVERIFY(!stream.contains(":END:"));
        checkNoVmLeft();
    }

    void failingCommandStatus()
    {
        QemuMicroVm vm(tcgOptions());
        VmRunRequest request;
        request.storePaths = {m_hello};
        // A background process the script leaves behind does not hold the run open.
        request.script = QStringLiteral("sleep 1000 &\nhello --greeting=bye\nno-such-program\n");
        const auto result = runBlocking(vm, request);
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().detail));
        QCOMPARE(result.value().exitStatus, 127);
        QVERIFY(result.value().output.startsWith(QLatin1String("bye\n")));
        QVERIFY(result.value().output.contains(QLatin1String("no-such-program: not found")));
        checkNoVmLeft();
    }

    void hangingScriptIsKilledAtItsLimit()
    {
        QemuMicroVm vm(tcgOptions());
        VmRunRequest request;
        request.script = QStringLiteral("echo started\nsleep 600\n");
        request.timeout = std::chrono::seconds(5);
        QElapsedTimer clock;
        clock.start();
        const auto result = runBlocking(vm, request);
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().detail));
        QVERIFY(result.value().timedOut);
        QCOMPARE(result.value().exitStatus, -1);
        QCOMPARE(result.value().output, QStringLiteral("started\n"));
        QVERIFY(result.value().runMs >= 5000);
        QVERIFY2(result.value().runMs < 15000, qPrintable(QString::number(result.value().runMs)));
        QVERIFY(result.value().toText().contains(QLatin1String("time limit")));
        QVERIFY(clock.elapsed() < result.value().bootMs + 20000);
        checkNoVmLeft();
    }

    // The live console: text typed into it (as the GUI's terminal would) reaches the script.
    void typedInputReachesTheScript()
    {
        QemuMicroVm vm(tcgOptions());
        QByteArray seen;
        bool typed = false;
        connect(&vm, &VmBackend::consoleOutput, this, [&](const QByteArray &bytes) {
            seen += bytes;
            if (!typed && seen.contains("question?")) {
                typed = true;
                vm.writeConsole("yes\n");
            }
        });
        VmRunRequest request;
        request.consoleInput = true;
        request.timeout = std::chrono::seconds(60);
        request.script = QStringLiteral("echo question?\nread answer\necho \"answer=$answer\"\n");
        const auto result = runBlocking(vm, request);
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().detail));
        QVERIFY(typed);
        QCOMPARE(result.value().exitStatus, 0);
        // The guest's terminal echoes what was typed, as a terminal does.
        QCOMPARE(result.value().output, QStringLiteral("question?\nyes\nanswer=yes\n"));
        checkNoVmLeft();
    }

    // A package asked for by attribute, built with the session's nixpkgs (here the fixture
    // set): ninja maps the host's /usr/bin/ninja, a store symlink out of the store, so the VM
    // gets the host program and the libraries it needs (libstdc++ …) too.
    void attributePackageRunsInTheVm()
    {
        nix::BuildOptions options;
        options.options = packwright::testing::fixtureNixOptions();
        const auto nixpkgs = nix::NixpkgsSource::localPath(fixtures + QStringLiteral("/nixpkgs"));
        auto resolving = resolvePackages({QStringLiteral("ninja"), m_hello}, nixpkgs, options);
        const Result<QStringList> paths = QCoro::waitFor(resolving);
        QVERIFY2(paths.ok(), qPrintable(paths.ok() ? QString() : paths.error().detail));
        QCOMPARE(paths.value().size(), 2);
        QVERIFY(paths.value().at(0).endsWith(QLatin1String("-ninja-1.11.1")));
        QCOMPARE(paths.value().at(1), m_hello);

        QemuMicroVm vm(tcgOptions());
        VmRunRequest request;
        request.storePaths = paths.value();
        request.script = QStringLiteral("ninja --version && hello");
        const auto result = runBlocking(vm, request);
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().detail));
        QCOMPARE(result.value().output, QStringLiteral("1.11.1\nHello, world!\n"));
        QCOMPARE(result.value().exitStatus, 0);

        auto missing = resolvePackages({QStringLiteral("noSuchPackage")}, nixpkgs, options);
        const Result<QStringList> notThere = QCoro::waitFor(missing);
        QVERIFY(!notThere.ok());
        QVERIFY(notThere.error().message.contains(QLatin1String("noSuchPackage")));
        auto injected = resolvePackages({QStringLiteral("x; rm -rf /")}, nixpkgs, options);
        QVERIFY(!QCoro::waitFor(injected).ok());
        checkNoVmLeft();
    }

    // Cancelling stops the VM at once, while it boots and while the script runs.
    void cancelStopsTheVm()
    {
        for (const bool duringScript : {false, true}) {
            QemuMicroVm vm(tcgOptions());
            QByteArray seen;
            connect(&vm, &VmBackend::consoleOutput, this, [&](const QByteArray &bytes) {
                seen += bytes;
                if (duringScript && seen.contains("sleeping"))
                    vm.cancel();
            });
            if (!duringScript)
                QTimer::singleShot(1000, &vm, [&vm] { vm.cancel(); });
            VmRunRequest request;
            request.script = QStringLiteral("echo sleeping\nsleep 600\n");
            request.timeout = std::chrono::seconds(300);
            QElapsedTimer clock;
            clock.start();
            const auto result = runBlocking(vm, request);
            QVERIFY(!result.ok());
            QVERIFY(result.error().message.contains(QLatin1String("cancelled")));
            QVERIFY(!vm.isRunning());
            QVERIFY(clock.elapsed() < 60000);
            QCOMPARE(seen.contains("sleeping"), duringScript);
            checkNoVmLeft();
        }
    }

    // Cancelling an automatic run while it probes KVM (a probe that hangs here until its
    // 10 s limit) stops the probe VM too. Runs before any other test asks about KVM.
    void cancelStopsTheKvmProbe()
    {
        QTemporaryDir cache;
        QemuOptions options;
        options.cacheDir = cache.path();
        QemuMicroVm vm(options);
        QTimer::singleShot(2000, &vm, [&vm] { vm.cancel(); });
        VmRunRequest request;
        request.script = QStringLiteral("sleep 600");
        QElapsedTimer clock;
        clock.start();
        const auto result = runBlocking(vm, request);
        QVERIFY(!result.ok());
        QVERIFY(result.error().message.contains(QLatin1String("cancelled")));
        QVERIFY2(clock.elapsed() < 8000, qPrintable(QString::number(clock.elapsed())));
        QCoreApplication::processEvents(); // the probe VM's deleteLater
        checkNoVmLeft();
    }

    // The default: KVM after a probe boot that works within its limit, software emulation
    // otherwise (here KVM hangs under nested virtualisation); the answer is remembered.
    void autoPicksAWorkingAccelerator()
    {
        QTemporaryDir cache;
        QemuOptions options;
        options.cacheDir = cache.path();
        QemuMicroVm vm(options);
        VmRunRequest request;
        request.script = QStringLiteral("echo ok");
        const auto result = runBlocking(vm, request);
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().detail));
        QCOMPARE(result.value().output, QStringLiteral("ok\n"));
        auto probe = QemuMicroVm::kvmWorks(options);
        const bool kvm = QCoro::waitFor(probe);
        QCOMPARE(
            result.value().backend, kvm ? QStringLiteral("qemu-kvm") : QStringLiteral("qemu-tcg"));
        if (QFileInfo(QStringLiteral("/dev/kvm")).isWritable()) {
            QFile memory(cache.filePath(QStringLiteral("kvm-probe")));
            QVERIFY(memory.open(QIODevice::ReadOnly));
            QVERIFY(memory.readAll().endsWith(kvm ? "\n1\n" : "\n0\n"));
        }
        checkNoVmLeft();
    }

    // Regression: the probe's answer was memoised once per process, so a second cache
    // directory got the answer without its memo file being written (issue 19 item 5).
    void eachCacheDirectoryRemembersTheProbe()
    {
        if (!QFileInfo(QStringLiteral("/dev/kvm")).isWritable())
            QSKIP("no usable /dev/kvm: the answer is 'no' without a probe or a memo");
        QTemporaryDir first, second;
        QemuOptions options;
        options.cacheDir = first.path();
        auto probeFirst = QemuMicroVm::kvmWorks(options);
        const bool kvm = QCoro::waitFor(probeFirst);
        options.cacheDir = second.path();
        auto probeSecond = QemuMicroVm::kvmWorks(options);
        QCOMPARE(QCoro::waitFor(probeSecond), kvm);
        for (const QTemporaryDir *dir : {&first, &second}) {
            QFile memo(dir->filePath(QStringLiteral("kvm-probe")));
            QVERIFY2(memo.open(QIODevice::ReadOnly), qPrintable(memo.fileName()));
            QVERIFY(memo.readAll().endsWith(kvm ? "\n1\n" : "\n0\n"));
        }
        checkNoVmLeft();
    }

    // What a user can get wrong: no QEMU, a file that is not a kernel.
    void brokenSetupsAreErrors()
    {
        QTemporaryDir dir;
        QemuOptions noQemu = tcgOptions();
        noQemu.qemu = dir.filePath(QStringLiteral("qemu-system-none"));
        QemuMicroVm missing(noQemu);
        VmRunRequest request;
        request.script = QStringLiteral("true");
        const auto notStarted = runBlocking(missing, request);
        QVERIFY(!notStarted.ok());
        QVERIFY(notStarted.error().message.contains(QLatin1String("QEMU cannot be started")));

        QFile notAKernel(dir.filePath(QStringLiteral("vmlinuz-text")));
        QVERIFY(notAKernel.open(QIODevice::WriteOnly));
        notAKernel.write("not a kernel\n");
        notAKernel.close();
        QemuOptions badKernel = tcgOptions();
        badKernel.kernel = notAKernel.fileName();
        badKernel.cacheDir = dir.filePath(QStringLiteral("cache"));
        QemuMicroVm broken(badKernel);
        const auto failed = runBlocking(broken, request);
        QVERIFY(!failed.ok());
        QVERIFY2(failed.error().message.contains(QLatin1String("stopped before the script")),
            qPrintable(failed.error().message));
        QVERIFY(!failed.error().detail.isEmpty()); // QEMU's own message

        QemuOptions noKernel = tcgOptions();
        noKernel.kernel = dir.filePath(QStringLiteral("missing-vmlinuz"));
        QemuMicroVm unconfigured(noKernel);
        const auto noBoot = runBlocking(unconfigured, request);
        QVERIFY(!noBoot.ok());
        QVERIFY(noBoot.error().detail.contains(QLatin1String("missing-vmlinuz")));
        checkNoVmLeft();
    }

    void missingStorePathIsAnError()
    {
        QemuMicroVm vm(tcgOptions());
        VmRunRequest request;
        request.storePaths = {QStringLiteral("/nix/store/00000000000000000000000000000000-gone")};
        request.script = QStringLiteral("true");
        const auto result = runBlocking(vm, request);
        QVERIFY(!result.ok());
        QVERIFY(result.error().detail.contains(QLatin1String("-gone")));
        QVERIFY(!vm.isRunning());
        checkNoVmLeft();
    }
};

QTEST_GUILESS_MAIN(TestVm)
#include "tst_vm.moc"
