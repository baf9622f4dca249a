// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The NixOS VM backend and the backend choice on real parts.
//
// This machine has no real nixpkgs, so:
// - the fixture set (no nixos/) must give the probe's clear error, and Auto must then pick the
//   QEMU micro-VM (QEMU and a kernel are here);
// - a FAKE nixos/ (tests/fixtures/nixos-vm-fake, in a temporary nixpkgs that re-exports the
//   fixture set) is built by real Nix through NixosVm's own expression and configuration
//   files; its VM boots the host's kernel with busybox and runs Packwright's REAL guest
//   runner with the per-run env file on a real serial console. That proves the host side:
//   the build and its GC root, the per-process cache, the run script's environment (TMPDIR,
//   USE_TMPDIR, QEMU_OPTS for software emulation), the exchange directory, the markers, the
//   limits, cancel, console input and that no process is left. It does NOT prove that the
//   generated NixOS configuration evaluates, boots or starts its service in real NixOS.

#include "FixtureNix.h"
#include "VmTestSupport.h"
#include "nix/ProcessTree.h"
#include "vm/KernelImage.h"
#include "vm/NixosVm.h"
#include "vm/VmBackends.h"

#include <QCoroTask>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright;
using namespace packwright::vm;

namespace {
const QString fixtures = testing::fixturesDir();

nix::BuildOptions offlineOptions()
{
    nix::BuildOptions options;
    options.options = packwright::testing::fixtureNixOptions();
    return options;
}

bool copyWith(const QString &from, const QString &to, const QList<QPair<QString, QString>> &subst)
{
    QFile in(from);
    QFile out(to);
    if (!in.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly))
        return false;
    QString text = QString::fromUtf8(in.readAll());
    for (const auto &[key, value] : subst)
        text.replace(key, value);
    return out.write(text.toUtf8()) >= 0;
}
} // namespace

class TestNixosVmBackend : public QObject
{
    Q_OBJECT

private:
    QString m_hello;
    QTemporaryDir m_nixpkgs; ///< the fixture set with the fake nixos/
    QTemporaryDir m_cache;
    QString m_skipFake; ///< why the fake VM cannot boot here (empty: it can)

    NixosVmOptions fakeOptions() const
    {
        NixosVmOptions options;
        options.cacheDir = m_cache.path();
        options.accelerator = Accelerator::Tcg; // KVM hangs under nested virtualisation here
        options.buildTimeout = std::chrono::seconds(600);
        return options;
    }
    nix::NixpkgsSource fakeNixpkgs() const
    {
        return nix::NixpkgsSource::localPath(m_nixpkgs.path());
    }
    void checkNoVmLeft()
    {
        QCOMPARE(nix::descendantProcesses(QCoreApplication::applicationPid()).size(), 0);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString log;
        m_hello = testing::buildFixture(QStringLiteral("hello"), &log);
        QVERIFY2(!m_hello.isEmpty(), qPrintable(log));

        // The fake boots the kernel the micro-VM boots, with that kernel's modules.
        const Result<QString> kernel = findKernel();
        const QString release = kernel
            ? QFileInfo(kernel.value()).fileName().section(QLatin1Char('-'), 1)
            : QString();
        const QString modules = QStringLiteral("/lib/modules/") + release;
        if (!kernel)
            m_skipFake = kernel.error().message;
        else if (!QFileInfo::exists(modules + QStringLiteral("/kernel/fs/9p/9p.ko")))
            m_skipFake = QStringLiteral("no 9p module for the kernel in ") + modules;
        else if (QStandardPaths::findExecutable(QStringLiteral("qemu-system-x86_64")).isEmpty())
            m_skipFake = QStringLiteral("QEMU is not installed (Debian: qemu-system-x86)");
        if (!m_skipFake.isEmpty())
            return;
        const QString vmlinux = pvhKernel(kernel.value(),
            QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation)
                + QStringLiteral("/packwright/vm"));
        const QString fake = fixtures + QStringLiteral("/nixos-vm-fake/");
        QDir().mkpath(m_nixpkgs.filePath(QStringLiteral("nixos")));
        QFile top(m_nixpkgs.filePath(QStringLiteral("default.nix")));
        QVERIFY(top.open(QIODevice::WriteOnly));
        top.write(QStringLiteral("args: import %1/nixpkgs args\n").arg(fixtures).toUtf8());
        top.close();
        QVERIFY(copyWith(fake + QStringLiteral("default.nix"),
            m_nixpkgs.filePath(QStringLiteral("nixos/default.nix")),
            {{QStringLiteral("@KERNEL@"), vmlinux}, {QStringLiteral("@MODULES@"), modules}}));
        for (const char *file : {"build.sh", "guest-init.sh", "run-nixos-vm.in"})
            QVERIFY(copyWith(fake + QLatin1String(file),
                m_nixpkgs.filePath(QStringLiteral("nixos/") + QLatin1String(file)), {}));
    }

    // The session's pin is the fixture set: the probe says at once why no NixOS VM, and Auto
    // takes the micro-VM and says why.
    void fixtureSetFallsBackToTheMicroVm()
    {
        const auto nixpkgs = nix::NixpkgsSource::localPath(fixtures + QStringLiteral("/nixpkgs"));
        NixosVmOptions options;
        options.cacheDir = m_cache.path();
        QElapsedTimer clock;
        clock.start();
        const Result<QString> probed = NixosVm::probe(nixpkgs, offlineOptions(), options);
        QVERIFY(!probed.ok());
        QVERIFY(clock.elapsed() < 2000);
        QCOMPARE(probed.error().message,
            QStringLiteral("The pinned nixpkgs at %1 has no nixos/ directory, so it cannot build "
                           "a NixOS VM.")
                .arg(nixpkgs.location));

        const Result<QString> micro = microVmAvailable({});
        if (!micro)
            QSKIP(qPrintable(QStringLiteral("no micro-VM here: ") + micro.error().message));
        VmBackendSettings settings;
        settings.nixpkgs = nixpkgs;
        settings.buildOptions = offlineOptions();
        settings.nixos = options;
        auto creating = createVmBackend(settings);
        const Result<CreatedVmBackend> created = QCoro::waitFor(creating);
        QVERIFY2(created.ok(), qPrintable(created.ok() ? QString() : created.error().message));
        QVERIFY(qobject_cast<QemuMicroVm *>(created.value().backend.get()));
        QVERIFY(created.value().label.startsWith(QLatin1String("QEMU micro-VM")));
        QVERIFY(created.value().note.contains(QLatin1String("has no nixos/ directory")));
        QVERIFY(created.value().note.endsWith(QLatin1String("Using the QEMU micro-VM instead.")));

        settings.choice = VmChoice::NixosVm;
        auto refusing = createVmBackend(settings);
        const Result<CreatedVmBackend> refused = QCoro::waitFor(refusing);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().message, probed.error().message);
    }

    void fakeNixosIsProbedAndChosen()
    {
        if (!m_skipFake.isEmpty())
            QSKIP(qPrintable(m_skipFake));
        const Result<QString> probed
            = NixosVm::probe(fakeNixpkgs(), offlineOptions(), fakeOptions());
        QVERIFY2(probed.ok(), qPrintable(probed.ok() ? QString() : probed.error().detail));
        QVERIFY(probed.value().endsWith(QLatin1String("-nixos-vm-fake.drv")));
        VmBackendSettings settings;
        settings.nixpkgs = fakeNixpkgs();
        settings.buildOptions = offlineOptions();
        settings.nixos = fakeOptions();
        auto creating = createVmBackend(settings);
        const Result<CreatedVmBackend> created = QCoro::waitFor(creating);
        QVERIFY(created.ok());
        QVERIFY(qobject_cast<NixosVm *>(created.value().backend.get()));
        QCOMPARE(created.value().label, QStringLiteral("NixOS VM"));
        QCOMPARE(created.value().note, QString());
    }

    void helloGreetsInTheFakeNixosVm()
    {
        if (!m_skipFake.isEmpty())
            QSKIP(qPrintable(m_skipFake));
        NixosVm vm(fakeNixpkgs(), offlineOptions(), fakeOptions());
        QByteArray stream;
        connect(&vm, &VmBackend::consoleOutput, this, [&](const QByteArray &b) { stream += b; });
        VmRunRequest request;
        request.storePaths = {m_hello};
        request.script = QStringLiteral("command -v hello\nhello\necho \"TERM=$TERM\"\n");
        const auto result = testing::runBlocking(vm, request);
        QVERIFY2(result.ok(), qPrintable(testing::errorText(result)));
        qInfo() << "first run (build + boot)" << result.value().bootMs << "ms";
        QCOMPARE(result.value().output,
            m_hello + QStringLiteral("/bin/hello\nHello, world!\nTERM=dumb\n"));
        QCOMPARE(result.value().exitStatus, 0);
        QCOMPARE(result.value().backend, QStringLiteral("nixos-vm"));
        QCOMPARE(vm.lastAccelerator(), Accelerator::Tcg);
        QCOMPARE(describeVmBackend(vm), QStringLiteral("NixOS VM (software emulation)"));
        // Without the run's marker lines: they are Packwright's, not the guest's (issue 20).
        QVERIFY(!stream.contains(":BEGIN"));
        QVERIFY(!stream.contains(":END:"));
        checkNoVmLeft();

        // Built once: the GC root is there, and the next run reuses the VM (no nix-build).
        QDirIterator roots(m_cache.path(), {QStringLiteral("result")},
            QDir::AllEntries | QDir::System, QDirIterator::Subdirectories);
        QVERIFY(roots.hasNext());
        const QString root = roots.next();
        QVERIFY(QFileInfo(root).isSymLink());
        QVERIFY(QFileInfo(root).symLinkTarget().endsWith(QLatin1String("-nixos-vm-fake")));
        const Result<QString> script
            = NixosVm::build(fakeNixpkgs(), offlineOptions(), fakeOptions());
        QVERIFY(script.ok());
        QCOMPARE(
            script.value(), QFileInfo(root).symLinkTarget() + QStringLiteral("/bin/run-nixos-vm"));
        request.storePaths.clear();
        request.script = QStringLiteral("exit 7");
        const auto second = testing::runBlocking(vm, request);
        QVERIFY2(second.ok(), qPrintable(testing::errorText(second)));
        QCOMPARE(second.value().exitStatus, 7);
        qInfo() << "second run boot" << second.value().bootMs << "ms";
        checkNoVmLeft();
    }

    void limitsInTheFakeNixosVm()
    {
        if (!m_skipFake.isEmpty())
            QSKIP(qPrintable(m_skipFake));
        NixosVm vm(fakeNixpkgs(), offlineOptions(), fakeOptions());
        VmRunRequest request;
        request.script = QStringLiteral("echo started\nsleep 600\n");
        request.timeout = std::chrono::seconds(3);
        const auto hung = testing::runBlocking(vm, request);
        QVERIFY2(hung.ok(), qPrintable(testing::errorText(hung)));
        QVERIFY(hung.value().timedOut);
        QCOMPARE(hung.value().exitStatus, -1);
        QCOMPARE(hung.value().output, QStringLiteral("started\n"));
        QVERIFY(hung.value().runMs >= 3000 && hung.value().runMs < 10000);
        checkNoVmLeft();

        request.timeout = std::chrono::seconds(60);
        request.outputLimit = 100;
        request.script = QStringLiteral("i=0; while [ $i -lt 50 ]; do echo line-$i; i=$((i+1)); "
                                        "done");
        const auto bounded = testing::runBlocking(vm, request);
        QVERIFY2(bounded.ok(), qPrintable(testing::errorText(bounded)));
        QCOMPARE(bounded.value().output.size(), 100);
        QVERIFY(bounded.value().output.startsWith(QLatin1String("line-0\nline-1\n")));
        QVERIFY(bounded.value().droppedBytes > 0);
        checkNoVmLeft();

        request.bootTimeout = std::chrono::milliseconds(300);
        const auto noBoot = testing::runBlocking(vm, request);
        QVERIFY(!noBoot.ok());
        QVERIFY2(noBoot.error().message.contains(QLatin1String("did not boot within 0.3 s")),
            qPrintable(noBoot.error().message));
        checkNoVmLeft();
    }

    void cancelAndConsoleInputInTheFakeNixosVm()
    {
        if (!m_skipFake.isEmpty())
            QSKIP(qPrintable(m_skipFake));
        {
            NixosVm vm(fakeNixpkgs(), offlineOptions(), fakeOptions());
            QByteArray seen;
            connect(&vm, &VmBackend::consoleOutput, this, [&](const QByteArray &bytes) {
                seen += bytes;
                if (seen.contains("sleeping"))
                    vm.cancel();
            });
            VmRunRequest request;
            request.script = QStringLiteral("echo sleeping\nsleep 600\n");
            request.timeout = std::chrono::seconds(300);
            QElapsedTimer clock;
            clock.start();
            const auto result = testing::runBlocking(vm, request);
            QVERIFY(!result.ok());
            QVERIFY(result.error().message.contains(QLatin1String("cancelled")));
            QVERIFY(!vm.isRunning());
            QVERIFY(clock.elapsed() < 60000);
            checkNoVmLeft();
        }
        NixosVm vm(fakeNixpkgs(), offlineOptions(), fakeOptions());
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
        request.script = QStringLiteral("echo question?\nread answer\necho \"answer=$answer\"\n");
        const auto result = testing::runBlocking(vm, request);
        QVERIFY2(result.ok(), qPrintable(testing::errorText(result)));
        QVERIFY(typed);
        QCOMPARE(result.value().output, QStringLiteral("question?\nyes\nanswer=yes\n"));
        checkNoVmLeft();
    }
};

QTEST_GUILESS_MAIN(TestNixosVmBackend)
#include "tst_nixosvmbackend.moc"
