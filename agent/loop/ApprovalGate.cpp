// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/ApprovalGate.h"

#include <QCoroSignal>
#include <QThread>

namespace packwright::loop {

ApprovalGate::ApprovalGate(ApprovalPolicy policy, QObject *parent)
    : QObject(parent)
    , m_policy(policy)
{
    qRegisterMetaType<packwright::loop::ApprovalRequest>();
    qRegisterMetaType<packwright::loop::ApprovalDecision>();
}

QCoro::Task<std::optional<ApprovalDecision>> ApprovalGate::ask(ApprovalRequest request)
{
    if (m_cancelled)
        co_return std::nullopt;
    if (!m_policy.asks(request.action))
        co_return ApprovalDecision::approve();
    request.id = m_nextId++;
    m_waiting = request.id;
    Q_EMIT approvalNeeded(request);
    // A receiver connected directly may have answered inside the emit already.
    while (!m_cancelled && !m_answers.contains(request.id))
        co_await qCoro(this, &ApprovalGate::answered);
    m_waiting = 0;
    if (m_cancelled)
        co_return std::nullopt;
    co_return m_answers.take(request.id);
}

void ApprovalGate::answer(int id, const ApprovalDecision &decision)
{
    if (QThread::currentThread() != thread()) {
        QMetaObject::invokeMethod(
            this, [this, id, decision] { answer(id, decision); }, Qt::QueuedConnection);
        return;
    }
    if (id != m_waiting)
        return;
    m_answers.insert(id, decision);
    Q_EMIT answered();
}

void ApprovalGate::cancel()
{
    if (QThread::currentThread() != thread()) {
        QMetaObject::invokeMethod(
            this, [this] { cancel(); }, Qt::QueuedConnection);
        return;
    }
    m_cancelled = true;
    Q_EMIT answered();
}

} // namespace packwright::loop
