// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "vm/VmRun.h"

#include <QByteArray>
#include <QCoroTask>
#include <QObject>

namespace packwright::vm {

/// Where the VM backends keep what they make once (a NixOS VM, an extracted kernel, probe
/// answers): <XDG cache>/packwright/vm, unless a backend's options name another directory.
QString defaultVmCacheDir();

/// A place to run a script away from the host: boots a fresh machine holding the requested
/// store paths, runs the script, and tears the machine down, every time (Vibenix §4.1.10:
/// run_in_vm in the refinement's evaluator; §6.3 for why it matters).
///
/// Backends: NixosVm (a NixOS VM built once from the pinned nixpkgs; the default when the pin
/// can build one), QemuMicroVm (the host's Linux kernel + an initramfs of the closure; strong)
/// and BubblewrapSandbox (namespaces on the host's kernel; fast, weaker); createVmBackend()
/// (VmBackends.h) picks one. One run at a time per
/// backend object; it lives in, and must be used from, one thread with an event loop.
///
/// The console: every byte the machine prints (firmware, kernel, the script) is emitted by
/// consoleOutput() as it arrives, for a live terminal; writeConsole() types into it.
class VmBackend : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;
    ~VmBackend() override;

    /// "nixos-vm", "qemu-kvm", "qemu-tcg", "bubblewrap": the backend that will run the next
    /// script.
    virtual QString name() const = 0;
    virtual Isolation isolation() const = 0;

    /// Boots, runs `request.script`, tears down. Completes with the result (also for a failing
    /// or timed-out script) or an Error when no script could run (no kernel, QEMU missing or
    /// failing, the closure unreadable, the boot failing or past its limit, cancelled, another
    /// run in progress). The machine and every process it started are gone when this completes.
    virtual QCoro::Task<Result<VmRunResult>> run(VmRunRequest request) = 0;

    /// Stops the running machine at once (a KVM probe too); run() completes with an Error.
    /// Destroying a backend while run() is pending kills the machine but never completes
    /// run(): cancel() and await it instead.
    virtual void cancel() = 0;
    virtual bool isRunning() const = 0;

    /// Bytes typed into the machine's console (ignored when nothing runs).
    virtual void writeConsole(const QByteArray &bytes) = 0;

Q_SIGNALS:
    /// Raw console bytes, in order, as they arrive (terminal escapes included).
    void consoleOutput(const QByteArray &bytes);
};

} // namespace packwright::vm
