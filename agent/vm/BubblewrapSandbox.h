// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "vm/VmBackend.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTimer>

#include <memory>

class QProcess;

namespace packwright::vm {

/// Settings of the bubblewrap backend.
struct BubblewrapOptions
{
    QString bwrap = QStringLiteral("bwrap");
    QString busybox = QStringLiteral("/bin/busybox");
    QString nixStore = QStringLiteral("nix-store");
};

/// A FAST, WEAKER alternative to a VM: the script runs in a bubblewrap sandbox (Linux
/// namespaces) on the HOST'S KERNEL. It sees the packages' closures and the host's /usr
/// (read-only), a private /tmp, /proc and a minimal /dev, no network (all namespaces
/// unshared), and dies with Packwright (--die-with-parent). A kernel bug, a setuid program
/// in the host's /usr, or anything else that crosses namespaces reaches the host — use the
/// QEMU micro-VM for scripts a model wrote unless speed matters more. Every result says so
/// (VmRunResult::isolation is Isolation::Namespaces, backend "bubblewrap").
///
/// The script runs with busybox sh, stdin from /dev/null, PATH = the packages' bin/ and
/// sbin/, then /usr/bin and /bin. No markers are needed: stdout and stderr come straight from
/// the pipe, the exit status from bwrap. The console has no input (writeConsole() is
/// ignored); consoleOutput() carries the script's output as it arrives.
class BubblewrapSandbox : public VmBackend
{
    Q_OBJECT

public:
    explicit BubblewrapSandbox(BubblewrapOptions options = {}, QObject *parent = nullptr);
    ~BubblewrapSandbox() override;

    QString name() const override { return QStringLiteral("bubblewrap"); }
    Isolation isolation() const override { return Isolation::Namespaces; }
    QCoro::Task<Result<VmRunResult>> run(VmRunRequest request) override;
    void cancel() override;
    bool isRunning() const override { return m_running; }
    void writeConsole(const QByteArray &) override {}

    /// The bwrap arguments for a run (exposed for tests).
    static QStringList arguments(const QStringList &closure, const QStringList &storePaths,
        const QString &busybox, const QString &scriptFile);

private:
    void onOutput();
    void kill();

    BubblewrapOptions m_options;
    bool m_running = false;
    bool m_cancelled = false;
    bool m_timedOut = false;
    QProcess *m_process = nullptr;
    QByteArray m_output;
    qint64 m_dropped = 0;
    qsizetype m_limit = 0;
    QTimer m_timer;
};

} // namespace packwright::vm
