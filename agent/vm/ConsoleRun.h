// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "vm/VmRun.h"

#include <QByteArray>
#include <QCoroTask>
#include <QElapsedTimer>
#include <QObject>
#include <QProcessEnvironment>
#include <QTimer>

#include <memory>

class QProcess;

namespace packwright::vm {

class ConsoleMarkers;
class ConsoleMarkerFilter;

/// How to start the program whose standard input and output are a VM's serial console
/// (QEMU itself, or NixOS's run-nixos-vm script, which execs QEMU).
struct ConsoleLaunch
{
    QString program;
    QStringList arguments;
    QString workingDirectory; ///< empty: Packwright's own
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    /// The error when the program cannot be started; its detail gets "program: reason".
    Error startFailure;
};

/// One marker-delimited run of a VM console process, shared by the QEMU micro-VM and the NixOS
/// VM (Vibenix §4.1.10: run_in_vm). Starts the program (own process group, SIGKILL when the
/// starting thread ends: isolateVmProcess), emits every console byte (consoleOutput), waits
/// for the BEGIN marker within the boot limit, then for the END marker within the script
/// limit (ConsoleMarkers with the run's token), kills the whole process group as soon as the
/// END marker arrived or a limit or cancel() struck, and reaps it. The process is gone when
/// run() completes.
///
/// Result: exit status, output (bounded by VmRunRequest::outputLimit), timedOut, bootMs
/// (counted from `since`, so that preparing the machine counts as boot) and runMs; the caller
/// sets backend and isolation. Errors: the program cannot be started (launch.startFailure),
/// no BEGIN within the boot limit, the machine stopping before BEGIN or before END, cancel(),
/// another run in progress. Lives in, and is used from, one thread with an event loop.
class ConsoleRun : public QObject
{
    Q_OBJECT

public:
    explicit ConsoleRun(QObject *parent = nullptr);
    ~ConsoleRun() override;

    QCoro::Task<Result<VmRunResult>> run(
        ConsoleLaunch launch, QByteArray token, VmRunRequest request, QElapsedTimer since);
    /// Kills the running machine at once; run() completes with the "cancelled" Error.
    void cancel();
    bool isRunning() const { return m_process != nullptr; }
    /// Bytes for the console (the machine's stdin); ignored when nothing runs.
    void write(const QByteArray &bytes);

Q_SIGNALS:
    /// Raw console bytes, in order, as they arrive.
    void consoleOutput(const QByteArray &bytes);

private:
    enum class End
    {
        None,
        Finished,
        BootTimeout,
        ScriptTimeout,
        Cancelled
    };
    void onConsole();
    void stopWith(End reason);

    QProcess *m_process = nullptr; ///< child of this, while a run is in progress
    std::unique_ptr<ConsoleMarkers> m_markers;
    std::unique_ptr<ConsoleMarkerFilter> m_shown; ///< consoleOutput() without marker lines
    End m_end = End::None;
    VmRunRequest m_request;
    QElapsedTimer m_since;
    QElapsedTimer m_scriptClock;
    qint64 m_bootMs = 0;
    qint64 m_runMs = 0;
    QTimer m_bootTimer;
    QTimer m_scriptTimer;
};

} // namespace packwright::vm
