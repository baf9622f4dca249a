// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "nix/BuildRequest.h"
#include "vm/ConsoleRun.h"
#include "vm/QemuMicroVm.h"
#include "vm/VmBackend.h"

#include <QTemporaryDir>

#include <atomic>
#include <chrono>
#include <memory>

namespace packwright::vm {

/// Settings of the NixOS VM backend.
struct NixosVmOptions
{
    int memoryMb = 1024; ///< guest memory in MiB (part of the configuration: a change rebuilds)
    /// Auto: KVM when QemuMicroVm's probe says it works (remembered), else software emulation.
    Accelerator accelerator = Accelerator::Auto;
    QString cacheDir; ///< for nixos-<key>/ (configuration, GC root); default <cache>/packwright/vm
    /// Limit for building the VM the first time for a pin (a whole NixOS system: substituted
    /// or built). Probing (evaluation only) uses nix::BuildOptions::timeout.
    std::chrono::seconds buildTimeout{3600};
    QemuOptions kvmProbe; ///< the micro-VM used by the Auto KVM probe (its kernel, busybox)
};

/// The NixOS VM backend (Vibenix §4.1.10: "a NixOS VM built from the pinned nixpkgs", the
/// default for real users): a full NixOS system from the session's pinned nixpkgs, built ONCE
/// per pin (`import <nixpkgs>/nixos { configuration = …; }`.vm, as `nixos-rebuild build-vm`)
/// from the generated module of nixosVmConfiguration(); the result is kept per process and
/// under <cacheDir>/nixos-<key>/result, a GC root. The VM does not change per script or
/// package: NixOS's qemu-vm module shares the host's /nix/store (read-only here) and the run
/// script's $TMPDIR/xchg, so a run writes script.sh and env (nixosRunEnvironment: PATH with
/// each requested store path's bin/ and sbin/, the marker lines) into a fresh run directory's
/// xchg/, starts bin/run-nixos-vm there (nixosVmLaunch), and reads the serial console: a
/// systemd service in the guest prints the script's output between ConsoleMarkers on ttyS0
/// and powers off. Limits, output bound, cancel, kill-and-reap of the process group and
/// console input as in QemuMicroVm (ConsoleRun). Isolation: a VM with its own (nixpkgs')
/// kernel; the guest sees the host's whole store read-only and nothing else of the host.
///
/// A run's bootMs counts from run(): the first run of a pin includes building the VM.
/// Only path pins and flake references whose source has nixos/ work (probe()). The built VM
/// must be in the local store: a remote --store (BuildOptions::store) is refused.
class NixosVm : public VmBackend
{
    Q_OBJECT

public:
    NixosVm(nix::NixpkgsSource nixpkgs, nix::BuildOptions buildOptions, NixosVmOptions options = {},
        QObject *parent = nullptr);
    ~NixosVm() override;

    QString name() const override { return QStringLiteral("nixos-vm"); }
    Isolation isolation() const override { return Isolation::VirtualMachine; }
    QCoro::Task<Result<VmRunResult>> run(VmRunRequest request) override;
    void cancel() override;
    bool isRunning() const override { return m_running; }
    void writeConsole(const QByteArray &bytes) override;

    /// The accelerator of the last run (Auto before the first).
    Accelerator lastAccelerator() const { return m_resolved; }

    /// Whether `nixpkgs` can build the NixOS VM: a path pin must have nixos/default.nix
    /// (checked first, at once), then the VM's derivation must instantiate (nix-instantiate,
    /// seconds to a minute for a real nixpkgs, within `options.timeout`). Returns the VM's
    /// .drv path. Answers are kept per process. Blocking: call from a worker thread.
    /// Errors (message for the user, Nix's last lines as detail): no nixos/ directory, a
    /// remote store, the evaluation failing (too old a nixpkgs, a broken checkout), Nix
    /// missing, the time limit, `*cancelled` (checked every 100 ms; may be null).
    static Result<QString> probe(const nix::NixpkgsSource &nixpkgs,
        const nix::BuildOptions &options, const NixosVmOptions &vmOptions = {},
        const std::atomic<bool> *cancelled = nullptr);

    /// Builds the VM (or finds it built: in this process, or, for a pin with a known revision,
    /// the GC root of an earlier process) and returns its run script
    /// (<vm>/bin/run-nixos-vm). Blocking; stops the build when `*cancelled` becomes true
    /// (checked every 100 ms; may be null). Errors: those of probe(), the build failing or
    /// passing `vmOptions.buildTimeout`, cancelled, no run script in the result.
    static Result<QString> build(const nix::NixpkgsSource &nixpkgs,
        const nix::BuildOptions &options, const NixosVmOptions &vmOptions,
        const std::atomic<bool> *cancelled = nullptr);

private:
    nix::NixpkgsSource m_nixpkgs;
    nix::BuildOptions m_buildOptions;
    NixosVmOptions m_options;
    Accelerator m_resolved = Accelerator::Auto;
    bool m_running = false;
    bool m_cancelled = false;
    std::shared_ptr<std::atomic<bool>> m_buildCancelled;
    ConsoleRun m_console;
    std::unique_ptr<QemuMicroVm> m_probe; ///< the KVM probe of an Auto run, while it runs
    std::unique_ptr<QTemporaryDir> m_dir;
};

} // namespace packwright::vm
