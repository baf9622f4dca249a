// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "loop/LoopTypes.h"

#include <QCoroTask>
#include <QHash>
#include <QObject>

#include <optional>

namespace packwright::loop {

/// The approval gate between the loop and the maintainer (issue 6, "Human in the loop").
/// Per action the policy says auto (pass at once) or ask: ask() then emits approvalNeeded()
/// and waits — on the event loop, no busy wait, no timeout — for answer() with the request's
/// id, or cancel(). Lives in the loop's thread; answer() and cancel() may be called from any
/// thread (they are queued into the gate's).
class ApprovalGate : public QObject
{
    Q_OBJECT

public:
    explicit ApprovalGate(ApprovalPolicy policy = {}, QObject *parent = nullptr);

    ApprovalPolicy policy() const { return m_policy; }
    void setPolicy(const ApprovalPolicy &policy) { m_policy = policy; }

    /// The decision for `request` (its id is assigned here); std::nullopt once cancelled.
    /// An action the policy lets pass completes at once with Approve.
    QCoro::Task<std::optional<ApprovalDecision>> ask(ApprovalRequest request);
    /// Whether the gate is waiting for an answer.
    bool isWaiting() const { return m_waiting != 0; }

    /// Answers request `id`; an answer to no waiting request is ignored.
    void answer(int id, const packwright::loop::ApprovalDecision &decision);
    /// Ends every wait, now and later, with std::nullopt.
    void cancel();

Q_SIGNALS:
    void approvalNeeded(const packwright::loop::ApprovalRequest &request);
    /// Internal: wakes the waiting ask().
    void answered();

private:
    ApprovalPolicy m_policy;
    int m_nextId = 1;
    int m_waiting = 0;
    bool m_cancelled = false;
    QHash<int, ApprovalDecision> m_answers;
};

} // namespace packwright::loop
