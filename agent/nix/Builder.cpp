// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/Builder.h"

#include "core/Logging.h"
#include "nix/FailureClassifier.h"
#include "nix/FixedOutput.h"

#include <QCoreApplication>
#include <QCoroSignal>

#include <csignal>
#ifdef Q_OS_LINUX
#include <sys/prctl.h>
#endif
#include <unistd.h>

namespace packwright::nix {

namespace {
struct BuilderTexts
{
    Q_DECLARE_TR_FUNCTIONS(Builder)
};
constexpr int flushIntervalMs = 50;
constexpr int maxPendingEvents = 2000;
constexpr int readLogTimeoutMs = 30000;
} // namespace

Builder::Builder(QObject *parent)
    : QObject(parent)
    , m_timeout(this) // children, so that moveToThread() takes the timers along
    , m_killTimer(this)
    , m_flushTimer(this)
{
    m_timeout.setSingleShot(true);
    m_timeout.setTimerType(Qt::PreciseTimer); // a coarse timer may fire 5 % early
    m_killTimer.setSingleShot(true);
    m_flushTimer.setInterval(flushIntervalMs);
    connect(&m_timeout, &QTimer::timeout, this, [this] { stop(OutcomeKind::Timeout); });
    connect(&m_killTimer, &QTimer::timeout, this, &Builder::killRemaining);
    connect(&m_flushTimer, &QTimer::timeout, this, &Builder::flushEvents);
}

Builder::~Builder()
{
    if (m_process && m_process->state() != QProcess::NotRunning) {
        stop(OutcomeKind::Cancelled);
        if (!m_process->waitForFinished(killGraceMs))
            killRemaining();
        m_process->waitForFinished(killGraceMs);
    }
}

bool Builder::start(const BuildRequest &request)
{
    if (isRunning())
        return false;
    m_request = request;
    m_drvPath.clear();
    m_stopReason.reset();
    m_tree.clear();
    m_pending.clear();
    m_monitor = std::make_unique<BuildMonitor>();
    m_monitor->setEventSink([this](const LogEvent &event) {
        // From here on a failure is the build's, not the evaluation's.
        if (event.kind == LogEvent::Kind::Evaluated && m_drvPath.isEmpty())
            m_drvPath = event.drvPath;
        m_pending.append(event);
        if (m_pending.size() >= maxPendingEvents)
            flushEvents();
    });
    m_clock.start();

    if (const auto opened = m_monitor->open(request.logFile); !opened) {
        BuildOutcome outcome;
        outcome.kind = OutcomeKind::BuildError;
        outcome.summary = opened.error().message;
        outcome.errorText = opened.error().detail;
        m_running = true; // deliver() resets it
        QMetaObject::invokeMethod(
            this, [this, outcome] { deliver(outcome); }, Qt::QueuedConnection);
        return true;
    }

    m_running = true;
    m_timeout.start(std::chrono::milliseconds(request.options.timeout));
    m_flushTimer.start();
    QStringList args{QStringLiteral("--log-format"), QStringLiteral("internal-json"),
        QStringLiteral("--no-out-link")};
    args << request.options.commonArguments() << request.nixpkgs.extraNixArguments()
         << request.options.extraArguments << QStringLiteral("--expr")
         << request.nixpkgs.buildExpression() << QStringLiteral("--argstr")
         << QStringLiteral("nixpkgs") << request.nixpkgs.location << QStringLiteral("--argstr")
         << QStringLiteral("packageFile") << request.packageFile;
    launch(request.options.program(QStringLiteral("nix-build")), args);
    return true;
}

void Builder::launch(const QString &program, const QStringList &arguments)
{
    m_stdout.clear();
    m_process = std::make_unique<QProcess>();
    // Its own process group, so that a cancel reaches everything Nix started in it; and on
    // Linux a SIGTERM when the thread that started it dies (a crashed or killed Packwright),
    // so that Nix stops its builders instead of building on for nobody.
    m_process->setChildProcessModifier([] {
        ::setpgid(0, 0);
#ifdef Q_OS_LINUX
        ::prctl(PR_SET_PDEATHSIG, SIGTERM);
#endif
    });
    connect(m_process.get(), &QProcess::readyReadStandardError, this,
        [this] { m_monitor->feed(m_process->readAllStandardError()); });
    connect(m_process.get(), &QProcess::readyReadStandardOutput, this,
        [this] { m_stdout += m_process->readAllStandardOutput(); });
    connect(m_process.get(), &QProcess::finished, this, &Builder::onFinished);
    // Queued: a failed start is reported from inside start(), before anyone awaits.
    connect(
        m_process.get(), &QProcess::errorOccurred, this,
        [this](QProcess::ProcessError error) {
            if (error == QProcess::FailedToStart && isRunning())
                onFailedToStart();
        },
        Qt::QueuedConnection);
    qCDebug(lcNix) << "running" << program << arguments;
    m_process->start(program, arguments);
}

void Builder::onFailedToStart()
{
    BuildOutcome outcome;
    outcome.kind = OutcomeKind::NixNotInstalled;
    outcome.summary
        = BuilderTexts::tr("Nix is not installed: %1 cannot be started.").arg(m_process->program());
    outcome.errorText
        = BuilderTexts::tr("Install Nix (https://nixos.org/download) or set the directory "
                           "of nix-build in the build options. (%1)")
              .arg(m_process->errorString());
    deliver(outcome);
}

void Builder::onFinished(int exitCode, QProcess::ExitStatus status)
{
    m_monitor->feed(m_process->readAllStandardError());
    m_stdout += m_process->readAllStandardOutput();
    if (status == QProcess::CrashExit && !m_stopReason)
        exitCode = -1;
    if (m_stopReason) {
        killRemaining(); // builders that outlived Nix
        m_monitor->finish();
        BuildOutcome outcome;
        outcome.kind = *m_stopReason;
        outcome.failingDrv = m_drvPath;
        outcome.failingPhase = m_monitor->phaseOf(m_drvPath);
        outcome.summary = *m_stopReason == OutcomeKind::Timeout
            ? BuilderTexts::tr("The build took longer than %1 s and was stopped.")
                  .arg(m_request.options.timeout.count())
            : BuilderTexts::tr("The build was cancelled.");
        deliver(outcome);
        return;
    }
    // Without the build expression's trace, Nix stopped before the package had a
    // derivation: an evaluation error.
    if (exitCode != 0 && m_drvPath.isEmpty())
        failEvaluation(exitCode);
    else
        completeBuild(exitCode);
}

void Builder::failEvaluation(int exitCode)
{
    m_monitor->finish();
    BuildOutcome outcome;
    classifyFailure(m_monitor->errors(), {}, outcome);
    if (outcome.kind == OutcomeKind::BuildError
        || outcome.kind == OutcomeKind::DependencyBuildError)
        outcome.kind
            = OutcomeKind::EvaluationError; // import-from-derivation failed while evaluating
    if (m_monitor->errorLocation())
        outcome.location = m_monitor->errorLocation();
    outcome.failingPhase = QStringLiteral("evaluation");
    outcome.exitCode = exitCode;
    if (outcome.summary.isEmpty())
        outcome.summary
            = BuilderTexts::tr("Evaluation failed (exit status %1) without an error message.")
                  .arg(exitCode);
    deliver(outcome);
}

void Builder::completeBuild(int exitCode)
{
    m_monitor->finish();
    BuildOutcome outcome;
    outcome.exitCode = exitCode;
    if (exitCode == 0) {
        outcome.kind = OutcomeKind::Success;
        outcome.outPaths = QString::fromUtf8(m_stdout).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        // An expression that is no single derivation announces none: its outputs name it.
        outcome.summary
            = BuilderTexts::tr("Built %1.")
                  .arg(derivationName(m_drvPath.isEmpty() ? outcome.outPaths.value(0) : m_drvPath));
        deliver(outcome);
        return;
    }
    classifyFailure(m_monitor->errors(), {m_drvPath}, outcome);
    if (outcome.hashMismatch) {
        if (const auto drv = Derivation::read(outcome.hashMismatch->drvPath))
            outcome.hashMismatch->fetcher
                = describeFetcher(drv.value(), outcome.hashMismatch->drvPath);
        outcome.failingPhase = QStringLiteral("fetch");
    } else if (!outcome.failingDrv.isEmpty()) {
        readMissingLog(outcome);
        outcome.failingPhase = m_monitor->phaseOf(outcome.failingDrv);
    }
    if (outcome.summary.isEmpty())
        outcome.summary = BuilderTexts::tr("nix-build failed with exit status %1.").arg(exitCode);
    deliver(outcome);
}

void Builder::readMissingLog(BuildOutcome &outcome)
{
    if (m_monitor->lineCountOf(outcome.failingDrv) > 0)
        return;
    // The builder's output did not reach us (a remote builder, a build done earlier):
    // Nix keeps the log in its store.
    QProcess reader;
    QStringList args = m_request.options.commonArguments();
    args << QStringLiteral("--read-log") << outcome.failingDrv;
    reader.start(m_request.options.program(QStringLiteral("nix-store")), args);
    if (reader.waitForFinished(readLogTimeoutMs) && reader.exitCode() == 0)
        m_monitor->addBuilderLog(outcome.failingDrv, reader.readAllStandardOutput());
    else
        reader.kill();
}

void Builder::cancel()
{
    stop(OutcomeKind::Cancelled);
}

void Builder::stop(OutcomeKind reason)
{
    if (!isRunning() || m_stopReason)
        return;
    m_stopReason = reason;
    m_timeout.stop();
    if (!m_process || m_process->state() == QProcess::NotRunning)
        return;
    const qint64 pid = m_process->processId();
    m_tree = descendantProcesses(pid);
    qCDebug(lcNix) << "stopping Nix" << pid << "and" << m_tree.size() << "processes below it";
    signalProcessTree(pid, m_tree, SIGTERM);
    m_killTimer.start(killGraceMs);
}

void Builder::killRemaining()
{
    const qint64 pid
        = m_process && m_process->state() != QProcess::NotRunning ? m_process->processId() : 0;
    if (pid > 0) {
        for (const ProcessId &p : descendantProcesses(pid)) {
            if (!m_tree.contains(p))
                m_tree.append(p);
        }
    }
    signalProcessTree(pid, m_tree, SIGKILL);
}

void Builder::flushEvents()
{
    // The raw log reaches the disk as the events do: a log view can follow the file, and a
    // crash keeps what the build printed.
    if (m_monitor)
        m_monitor->flushLog();
    if (m_pending.isEmpty())
        return;
    Q_EMIT events(m_pending);
    m_pending.clear();
}

void Builder::deliver(BuildOutcome outcome)
{
    m_timeout.stop();
    m_killTimer.stop();
    m_flushTimer.stop();
    flushEvents();
    outcome.logFile = m_monitor ? m_monitor->logFile() : QString();
    if (m_monitor)
        outcome.placements = m_monitor->placements();
    outcome.durationMs = m_clock.elapsed();
    if (outcome.failingDrv.isEmpty() && outcome.kind != OutcomeKind::Success
        && outcome.kind != OutcomeKind::EvaluationError
        && outcome.kind != OutcomeKind::NixNotInstalled)
        outcome.failingDrv = m_drvPath;
    m_running = false;
    if (m_process) {
        m_process->disconnect(this);
        m_process.release()->deleteLater(); // may be inside its own signal
    }
    Q_EMIT finished(outcome);
}

QCoro::Task<BuildOutcome> Builder::build(BuildRequest request)
{
    if (!start(request)) {
        BuildOutcome busy;
        busy.kind = OutcomeKind::Cancelled;
        busy.summary = BuilderTexts::tr("Another build is running in this builder.");
        co_return busy;
    }
    std::optional<BuildOutcome> outcome = co_await qCoro(this, &Builder::finished);
    co_return std::move(*outcome); // no timeout on the signal: it always arrives
}

} // namespace packwright::nix
