// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "vm/ConsoleRun.h"

#include "core/Logging.h"
#include "vm/ConsoleMarkers.h"
#include "vm/QemuTexts.h"
#include "vm/VmProcess.h"

#include <QCoreApplication>
#include <QCoroSignal>
#include <QProcess>

namespace packwright::vm {

namespace {
constexpr qsizetype errorTailChars = 2000;
} // namespace

ConsoleRun::ConsoleRun(QObject *parent)
    : QObject(parent)
    , m_bootTimer(this)
    , m_scriptTimer(this)
{
    m_bootTimer.setSingleShot(true);
    m_scriptTimer.setSingleShot(true);
    // Precise: a coarse timer may fire up to 5 % early, and a limit is a promise.
    m_bootTimer.setTimerType(Qt::PreciseTimer);
    m_scriptTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_bootTimer, &QTimer::timeout, this, [this] { stopWith(End::BootTimeout); });
    connect(&m_scriptTimer, &QTimer::timeout, this, [this] { stopWith(End::ScriptTimeout); });
}

ConsoleRun::~ConsoleRun()
{
    if (m_process)
        killAndReapVmProcess(*m_process);
}

QCoro::Task<Result<VmRunResult>> ConsoleRun::run(
    ConsoleLaunch launch, QByteArray token, VmRunRequest request, QElapsedTimer since)
{
    if (m_process)
        co_return Error{QemuTexts::tr("Another script is running in this VM."), {}};
    m_end = End::None;
    m_request = request;
    m_since = since;
    if (!m_since.isValid())
        m_since.start();
    m_scriptClock.invalidate();
    m_bootMs = 0;
    m_runMs = 0;
    m_markers = std::make_unique<ConsoleMarkers>(token, request.outputLimit);
    m_shown = std::make_unique<ConsoleMarkerFilter>(token);

    m_process = new QProcess(this);
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    m_process->setProcessEnvironment(launch.environment);
    if (!launch.workingDirectory.isEmpty())
        m_process->setWorkingDirectory(launch.workingDirectory);
    isolateVmProcess(*m_process);
    connect(m_process, &QProcess::readyReadStandardOutput, this, &ConsoleRun::onConsole);
    qCDebug(lcVm) << "starting" << launch.program << launch.arguments;
    QProcess *process = m_process;
    process->start(launch.program, launch.arguments);
    m_bootTimer.start(request.bootTimeout);
    // Starting is quick (fork and exec); the wait for the end is the long one.
    if (!process->waitForStarted()) {
        m_bootTimer.stop();
        Error error = launch.startFailure;
        error.detail += (error.detail.isEmpty() ? QString() : QStringLiteral("\n")) + launch.program
            + QStringLiteral(": ") + process->errorString();
        process->deleteLater();
        m_process = nullptr;
        co_return error;
    }
    auto finished = qCoro(process, &QProcess::finished);
    co_await finished;
    m_bootTimer.stop();
    m_scriptTimer.stop();
    onConsole(); // the last bytes
    if (!m_markers->finished())
        m_markers->flush();
    if (const QByteArray shown = m_shown->flush(); !shown.isEmpty())
        Q_EMIT consoleOutput(shown);
    const int status = process->exitCode();
    process->deleteLater();
    m_process = nullptr;

    const ConsoleMarkers &markers = *m_markers;
    if (m_end == End::Cancelled)
        co_return Error{QemuTexts::tr("The VM run was cancelled."), {}};
    if (!markers.begun()) {
        const QString tail = QString::fromUtf8(markers.bootTail().right(errorTailChars));
        if (m_end == End::BootTimeout)
            co_return Error{QemuTexts::tr("The VM did not boot within %1 s.")
                                .arg(double(request.bootTimeout.count()) / 1000.0),
                tail};
        co_return Error{
            QemuTexts::tr("The VM stopped before the script started (QEMU exit status %1).")
                .arg(status),
            tail};
    }
    VmRunResult result;
    result.output = QString::fromUtf8(markers.output());
    result.droppedBytes = markers.droppedBytes();
    result.bootMs = m_bootMs;
    result.runMs = m_runMs;
    if (markers.finished()) {
        result.exitStatus = *markers.exitStatus();
    } else if (m_end == End::ScriptTimeout) {
        result.timedOut = true;
    } else {
        co_return Error{
            QemuTexts::tr("The VM stopped while the script ran (QEMU exit status %1).").arg(status),
            result.output.right(errorTailChars)};
    }
    co_return result;
}

void ConsoleRun::onConsole()
{
    if (!m_process)
        return;
    const QByteArray bytes = m_process->readAllStandardOutput();
    if (bytes.isEmpty())
        return;
    if (const QByteArray shown = m_shown->filter(bytes); !shown.isEmpty())
        Q_EMIT consoleOutput(shown);
    const bool begunBefore = m_markers->begun();
    m_markers->feed(bytes);
    if (!begunBefore && m_markers->begun()) {
        m_bootMs = m_since.elapsed();
        m_bootTimer.stop();
        m_scriptClock.start();
        m_scriptTimer.start(m_request.timeout);
    }
    if (m_markers->finished()) {
        m_scriptTimer.stop();
        stopWith(End::Finished);
    }
}

void ConsoleRun::stopWith(End reason)
{
    if (m_end == End::None && m_scriptClock.isValid())
        m_runMs = m_scriptClock.elapsed(); // the script's time, without the teardown
    if (m_end == End::None || reason == End::Cancelled)
        m_end = reason;
    if (m_process)
        killVmProcess(*m_process);
}

void ConsoleRun::cancel()
{
    if (m_process)
        stopWith(End::Cancelled);
}

void ConsoleRun::write(const QByteArray &bytes)
{
    if (m_process && m_process->state() == QProcess::Running)
        m_process->write(bytes);
}

} // namespace packwright::vm
