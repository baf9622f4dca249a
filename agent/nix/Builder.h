// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "nix/BuildMonitor.h"
#include "nix/BuildOutcome.h"
#include "nix/BuildRequest.h"
#include "nix/LogEvent.h"
#include "nix/ProcessTree.h"

#include <QCoroTask>
#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QProcess>
#include <QTimer>

#include <memory>
#include <optional>

namespace packwright::nix {

/// Evaluates and builds one package expression with real Nix, streaming the log.
///
/// One `nix-build --log-format internal-json` of NixpkgsSource::buildExpression(): the
/// expression traces the package's derivation once it has evaluated (LogEvent::Kind::
/// Evaluated), so that evaluation errors and build errors stay apart and the package's own
/// derivation is known without a second Nix process (a separate `nix-instantiate` cost
/// 100–150 ms per build; issue 19). The raw stream goes to BuildRequest::logFile;
/// decoded events are emitted in batches (every 50 ms, and at the end). One build at a time
/// per Builder; it lives in, and must be used from, one thread with an event loop.
///
/// Limits: BuildOptions::timeout for both steps together. cancel() works at any moment: it
/// sends SIGTERM to Nix, its process group and every process below it (Nix then stops its
/// builders), and SIGKILL to whatever is left after a grace period; no process outlives
/// the build. If the failing derivation printed nothing (a remote build, say), its log is
/// read back with `nix-store --read-log`.
class Builder : public QObject
{
    Q_OBJECT

public:
    /// Time Nix gets after SIGTERM to stop its builders before everything gets SIGKILL.
    static constexpr int killGraceMs = 3000;

    explicit Builder(QObject *parent = nullptr);
    ~Builder() override;

    /// Starts a build; false (and nothing happens) while another build runs.
    bool start(const BuildRequest &request);
    /// Stops the running build; finished() follows with OutcomeKind::Cancelled.
    void cancel();
    bool isRunning() const { return m_running; }

    /// Starts `request` and completes with its outcome (QCoro).
    QCoro::Task<BuildOutcome> build(BuildRequest request);

Q_SIGNALS:
    /// Decoded log events in arrival order, batched.
    void events(const QList<packwright::nix::LogEvent> &batch);
    void finished(const packwright::nix::BuildOutcome &outcome);

private:
    void launch(const QString &program, const QStringList &arguments);
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void onFailedToStart();
    void failEvaluation(int exitCode);
    void completeBuild(int exitCode);
    void readMissingLog(BuildOutcome &outcome);
    void stop(OutcomeKind reason);
    void killRemaining();
    void flushEvents();
    void deliver(BuildOutcome outcome);

    bool m_running = false;
    BuildRequest m_request;
    std::unique_ptr<QProcess> m_process;
    std::unique_ptr<BuildMonitor> m_monitor;
    QString m_drvPath; ///< the package's derivation, once evaluation announced it
    QByteArray m_stdout;
    std::optional<OutcomeKind> m_stopReason;
    QList<ProcessId> m_tree; ///< processes below Nix, collected when stopping
    QElapsedTimer m_clock;
    QTimer m_timeout;
    QTimer m_killTimer;
    QTimer m_flushTimer;
    QList<LogEvent> m_pending;
};

} // namespace packwright::nix
