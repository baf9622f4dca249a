// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "vm/ConsoleRun.h"
#include "vm/VmBackend.h"

#include <QTemporaryDir>

#include <memory>
#include <optional>

class QProcess;

namespace packwright::vm {

/// How QEMU executes the guest.
enum class Accelerator
{
    Auto, ///< KVM when a quick probe boot works (cached per process), else Tcg
    Kvm,  ///< hardware virtualisation (/dev/kvm); fast, not available everywhere
    Tcg   ///< software emulation; always works, ~10 s to boot here
};

/// Settings of the QEMU micro-VM. Empty strings mean the defaults named.
struct QemuOptions
{
    QString qemu = QStringLiteral("qemu-system-x86_64");
    QString kernel; ///< bzImage or vmlinux; default findKernel()
    QString busybox = QStringLiteral("/bin/busybox");
    QString nixStore = QStringLiteral("nix-store");
    Accelerator accelerator = Accelerator::Auto;
    int memoryMb = 0; ///< 0: 256 MiB plus twice the initramfs
    QString cacheDir; ///< for the extracted kernel; default <cache>/packwright/vm
};

/// The QEMU micro-VM backend: the host's Linux kernel (as an uncompressed PVH vmlinux, see
/// pvhKernel) and an initramfs of the packages' closures with busybox (buildGuestImage), on an
/// emulated PC with one CPU, no network device, no disk, and the serial port as console
/// (QEMU's stdin/stdout). Isolation: a VM with its own kernel; the guest sees only the files
/// put into its initramfs.
///
/// A run: build the initramfs in a worker thread (QtConcurrent), then ConsoleRun: start QEMU,
/// wait for the BEGIN marker (boot limit), wait for the END marker (script limit), then kill
/// QEMU — the result is complete and the guest holds nothing worth keeping — and reap it. QEMU
/// runs in its own process group with PR_SET_PDEATHSIG = SIGKILL (isolateVmProcess), so it
/// dies with the thread that started it, even if Packwright crashes. Markers: ConsoleMarkers
/// with a fresh random token.
class QemuMicroVm : public VmBackend
{
    Q_OBJECT

public:
    explicit QemuMicroVm(QemuOptions options = {}, QObject *parent = nullptr);
    ~QemuMicroVm() override;

    QString name() const override;
    Isolation isolation() const override { return Isolation::VirtualMachine; }
    QCoro::Task<Result<VmRunResult>> run(VmRunRequest request) override;
    void cancel() override;
    bool isRunning() const override { return m_running; }
    void writeConsole(const QByteArray &bytes) override;

    /// Whether KVM works here: /dev/kvm is usable and a probe VM (busybox only) reaches its
    /// script within `limit`. A KVM boot that hangs (seen with nested virtualisation) is
    /// killed at the limit. The first answer is kept for the process; with `remembered`, an
    /// answer an earlier process found within a day for the same host kernel and QEMU binary
    /// is reused (<cacheDir>/kvm-probe), so that each command-line run does not pay the probe.
    static constexpr std::chrono::milliseconds kvmProbeLimit{10000};
    static QCoro::Task<bool> kvmWorks(QemuOptions options,
        std::chrono::milliseconds limit = kvmProbeLimit, bool remembered = true);

    /// The accelerator a run with `options` uses: `options.accelerator` unless it is Auto; for
    /// Auto the answer kvmWorks() knows, else the answer of a probe VM that is kept in `probe`
    /// while it boots (so that the caller's cancel() can reach it: `probe->cancel()`), and
    /// recorded unless the probe was cancelled. Also used by the NixOS VM (NixosVm).
    static QCoro::Task<Accelerator> resolveAccelerator(
        QemuOptions options, std::unique_ptr<QemuMicroVm> &probe);

    /// Figures of the last run's initramfs (size in bytes, build time in ms).
    qint64 lastImageBytes() const { return m_imageBytes; }
    qint64 lastImageMs() const { return m_imageMs; }

private:
    static std::optional<bool> knownKvmAnswer(const QemuOptions &options, bool remembered);
    static void recordKvmAnswer(const QemuOptions &options, bool works);
    /// Whether the probe VM reached its script; nullopt when it was cancelled.
    static QCoro::Task<std::optional<bool>> probeKvm(
        QemuMicroVm &probe, std::chrono::milliseconds limit);
    QStringList qemuArguments(const QString &kernel, const QString &image, qint64 imageBytes,
        Accelerator accelerator) const;

    QemuOptions m_options;
    Accelerator m_resolved = Accelerator::Auto;
    bool m_running = false;
    bool m_cancelled = false;
    ConsoleRun m_console;
    std::unique_ptr<QemuMicroVm> m_probe; ///< the KVM probe of an Auto run, while it runs
    std::unique_ptr<QTemporaryDir> m_dir;
    qint64 m_imageBytes = 0;
    qint64 m_imageMs = 0;
};

} // namespace packwright::vm
