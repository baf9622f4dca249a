// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/ThreadExit.h"
#include "loop/LoopTypes.h"
#include "loop/PackagingLoop.h"
#include "loop/SessionReport.h"

#include <QObject>

#include <optional>

namespace packwright::loop {

/// Runs one PackagingLoop in a worker thread of its own (DESIGN: one worker per session) and
/// hands its events to the thread that created the runner, through queued signals carrying
/// immutable values. The events cross in batches of up to BatchIntervalMs
/// (LoopEventBatcher: streamed model text and log lines arrive merged), and loopEvent() is
/// emitted for each event of a batch, in order; every event is delivered before finished().
/// answer(), cancel() and writeVmConsole() may be called at any time from the owner's thread; after
/// finished() they do nothing (the loop is gone).
class LoopRunner : public QObject
{
    Q_OBJECT

public:
    /// How long the worker collects events before sending them, in milliseconds.
    static constexpr int BatchIntervalMs = 50;

    explicit LoopRunner(PackagingRequest request, QObject *parent = nullptr);
    /// Cancels a running session and waits for its thread to end.
    ~LoopRunner() override;

    /// Starts the session; once only.
    void start();
    void cancel();
    /// Answers the approval request `id` (see LoopEvent::Kind::ApprovalNeeded).
    void answer(int id, const packwright::loop::ApprovalDecision &decision);
    /// Types into the refinement VM's console (see LoopEvent::Kind::VmOutput).
    void writeVmConsole(const QByteArray &bytes);
    /// The report, once finished() was emitted.
    const std::optional<SessionReport> &report() const { return m_report; }

Q_SIGNALS:
    void loopEvent(const packwright::loop::LoopEvent &event);
    void finished(const packwright::loop::SessionReport &report);

private:
    JoinedThread m_thread; ///< joined, not only waited for: see JoinedThread
    /// Lives in m_thread and is deleted when it ends; not to be touched once m_report is set.
    PackagingLoop *m_loop = nullptr;
    std::optional<SessionReport> m_report;
    bool m_started = false;
};

} // namespace packwright::loop
