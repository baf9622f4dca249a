// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What the tests that boot the QEMU micro-VM share (tst_vm, tst_vmconsole): GNU hello built by
// real Nix from the fixture set, software emulation, and the check that no VM is left behind.
// Header-only; the including test defines PACKWRIGHT_SOURCE_DIR (packwright_add_test does).

#include "FixtureNix.h"
#include "core/Result.h"
#include "nix/ProcessTree.h"
#include "vm/KernelImage.h"
#include "vm/QemuMicroVm.h"

#include <QCoreApplication>
#include <QCoroTask>
#include <QProcess>
#include <QStandardPaths>
#include <QString>

namespace packwright::testing {

/// Builds a fixture package with plain nix-build; its out path, or empty with `*log` set.
inline QString buildFixture(const QString &name, QString *log)
{
    QProcess nix;
    nix.setProcessChannelMode(QProcess::MergedChannels);
    nix.start(QStringLiteral("nix-build"),
        fixtureNixArgs()
            + QStringList{QStringLiteral("--no-out-link"), QStringLiteral("-E"),
                QStringLiteral("let pkgs = import %1/nixpkgs { }; in pkgs.callPackage "
                               "%1/packages/%2/package.nix { }")
                    .arg(fixturesDir(), name)});
    if (!nix.waitForFinished(600000) || nix.exitCode() != 0) {
        *log = QString::fromUtf8(nix.readAll());
        return {};
    }
    const QStringList lines
        = QString::fromUtf8(nix.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (auto it = lines.crbegin(); it != lines.crend(); ++it)
        if (it->startsWith(QLatin1String("/nix/store/")))
            return *it;
    *log = lines.join(QLatin1Char('\n'));
    return {};
}

/// Runs `request` and waits for the result (a nested event loop).
inline Result<vm::VmRunResult> runBlocking(vm::VmBackend &vm, const vm::VmRunRequest &request)
{
    auto task = vm.run(request);
    return QCoro::waitFor(task);
}

/// A failed run's message and detail, for QVERIFY2; empty for a result.
inline QString errorText(const Result<vm::VmRunResult> &result)
{
    return result.ok() ? QString()
                       : result.error().message + QLatin1Char('\n') + result.error().detail;
}

/// Software emulation: the same on every CI machine (KVM hangs under nested virtualisation).
inline vm::QemuOptions tcgOptions()
{
    vm::QemuOptions options;
    options.accelerator = vm::Accelerator::Tcg;
    return options;
}

/// Why the micro-VM cannot boot on this machine at all (no QEMU binary, no readable kernel),
/// for QSKIP; empty when it can.
inline QString vmMissingReason(const vm::QemuOptions &options = tcgOptions())
{
    if (QStandardPaths::findExecutable(options.qemu).isEmpty())
        return QStringLiteral("%1 is not installed (Debian: qemu-system-x86)").arg(options.qemu);
    if (const Result<QString> kernel = vm::findKernel(options.kernel); !kernel.ok())
        return QStringLiteral("no Linux kernel to boot: %1").arg(kernel.error().message);
    return {};
}

/// QEMU processes below this test process (what pgrep -P would list), alive or not reaped.
inline QList<nix::ProcessId> childProcesses()
{
    return nix::descendantProcesses(QCoreApplication::applicationPid());
}

/// What is left of the test's child processes (from /proc and from pgrep -P); empty when none.
inline QString leftoverProcesses()
{
    QString left;
    if (const qsizetype n = childProcesses().size(); n > 0)
        left += QStringLiteral("%1 descendant processes; ").arg(n);
    QProcess pgrep;
    pgrep.start(QStringLiteral("pgrep"),
        {QStringLiteral("-P"), QString::number(QCoreApplication::applicationPid())});
    if (!pgrep.waitForFinished())
        return left + QStringLiteral("pgrep did not finish");
    // pgrep itself was our child; it lists its siblings only.
    left += QString::fromUtf8(pgrep.readAllStandardOutput()).trimmed();
    return left;
}

} // namespace packwright::testing
