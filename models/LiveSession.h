// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "loop/LoopTypes.h"
#include "loop/PackagingLoop.h"
#include "loop/SessionReport.h"
#include "workspace/SessionRecord.h"

#include <QCoroTask>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <optional>

namespace packwright::loop {
class LoopRunner;
}

namespace packwright::models {

/// Where the running build is, from Nix's internal-json activities (LoopEvent BuildProgress):
/// the derivation being built, its stdenv phase, and how many derivations are done.
struct BuildProgressState
{
    QString derivation; ///< "hello-2.12.1"; empty before the first build starts
    QString phase;      ///< "configurePhase"; empty before the first phase
    qint64 done = 0;    ///< derivations built of `expected`
    qint64 expected = 0;

    /// The phase's place among stdenv's standard phases, 0…1000 (unknown phases keep the last
    /// known place), for a progress bar; 1000 once the build has finished.
    int permille = 0;
};

/// One packaging session running now, for the workbench (issue 7): runs a
/// loop::PackagingLoop on its LoopRunner worker, keeps the session record in step with the
/// loop's SQLite record (reloaded on a worker thread, throttled, after every event that
/// changes attempts — the record is what the evidence panel shows, exactly as sent to the
/// model; the GUI thread never opens it, issue 20), holds the
/// approval waiting for the maintainer, and re-emits the live stream (model text, tool calls,
/// log lines, VM console bytes, progress, usage) as signals. Lives in the GUI thread; the
/// loop never blocks it.
class LiveSession : public QObject
{
    Q_OBJECT

public:
    /// `request.sessionDirectory` must not hold a session. Without `request.apiKey`, start()
    /// reads the profile's key from the environment or the keychain (llm::KeyStore).
    explicit LiveSession(loop::PackagingRequest request, QObject *parent = nullptr);
    ~LiveSession() override;

    /// Starts the loop; once. Emits failedToStart() when the profile needs a key and none is
    /// found (nothing is created then).
    void start();
    /// Stops the build, the model call and any wait; finished() follows.
    void cancel();
    bool isRunning() const { return m_running; }
    bool isFinished() const { return m_report.has_value(); }

    const loop::PackagingRequest &request() const { return m_request; }
    QString sessionDirectory() const { return m_request.sessionDirectory; }
    /// The record as last reloaded (attempts with their evidence, tool calls, approvals).
    const workspace::SessionRecord &record() const { return m_record; }
    /// The request waiting at the approval gate, if any.
    const std::optional<loop::ApprovalRequest> &pendingApproval() const { return m_pending; }
    /// Answers the pending request; ignored when none waits.
    void answer(const loop::ApprovalDecision &decision);
    /// Types into the refinement VM's console.
    void writeVmConsole(const QByteArray &bytes);

    QString stage() const { return m_stage; }
    const BuildProgressState &progress() const { return m_progress; }
    qint64 tokens() const { return m_tokens; }
    double costUsd() const { return m_costUsd; }
    const std::optional<loop::SessionReport> &report() const { return m_report; }

Q_SIGNALS:
    void failedToStart(const QString &message);
    /// The record changed (attempts added, built, judged, abandoned …).
    void recordChanged();
    void stageChanged(const QString &stage);
    void progressChanged();
    /// A step of the stream for the live transcript.
    void modelText(const QString &increment);
    void toolCallProposed(const QString &name, const QString &arguments);
    void toolCallDone(const QString &name, const QString &result, bool isError);
    void logLines(int attempt, const QString &lines);
    void vmOutput(const QByteArray &bytes);
    void warning(const QString &text);
    /// `approval` waits (pendingApproval()), or nothing waits any more (std::nullopt).
    void approvalChanged();
    void usageChanged(qint64 tokens, double costUsd);
    void finished(const packwright::loop::SessionReport &report);

private:
    QCoro::Task<void> startWithKey();
    void handle(const loop::LoopEvent &event);
    /// What a load of the record makes known once it is in: the window shows a gate or the
    /// end of the session only with the record that holds its evidence.
    enum Announce : quint8
    {
        Nothing = 0,
        Approval = 1, ///< approvalChanged()
        Finished = 2, ///< approvalChanged(), progressChanged(), finished()
    };

    void scheduleReload();
    /// Reads the record on a worker thread and shows it when it is in, unless a later load
    /// was shown meanwhile; a reload asked for while one runs follows it (at once when
    /// `urgent`, else throttled). The GUI thread never opens the record itself.
    void reloadInBackground(bool urgent);
    /// Starts a load and makes `what` known once a load started from now on is in.
    void announceAfterNextLoad(Announce what);
    void announce();
    /// Shows `loaded` as load number `load`; an older load than the one shown is dropped.
    void applyRecord(quint64 load, Result<workspace::SessionRecord> loaded);
    QString recordFile() const;

    loop::PackagingRequest m_request;
    QPointer<loop::LoopRunner> m_runner;
    workspace::SessionRecord m_record;
    std::optional<loop::ApprovalRequest> m_pending;
    std::optional<loop::SessionReport> m_report;
    BuildProgressState m_progress;
    QString m_stage;
    qint64 m_tokens = 0;
    double m_costUsd = 0;
    bool m_started = false;
    bool m_running = false;
    QTimer m_reload;       ///< coalesces record reloads: events come in bursts
    quint64 m_loads = 0;   ///< record loads started
    quint64 m_applied = 0; ///< the load whose record is shown
    bool m_loading = false;
    bool m_reloadAgain = false;
    bool m_reloadAgainUrgent = false;
    quint8 m_announce = Nothing; ///< Announce flags waiting for a load
    quint64 m_announceFrom = 0;  ///< the first load number that may announce them
};

} // namespace packwright::models
