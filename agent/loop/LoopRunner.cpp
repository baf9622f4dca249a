// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/LoopRunner.h"

#include "loop/LoopEventBatch.h"

namespace packwright::loop {

LoopRunner::LoopRunner(PackagingRequest request, QObject *parent)
    : QObject(parent)
    , m_loop(new PackagingLoop(std::move(request)))
{
    m_thread.setObjectName(QStringLiteral("packaging-loop"));
    // The batcher is the loop's child: it moves to the worker with it and batches there.
    auto *batcher = new LoopEventBatcher(BatchIntervalMs, m_loop);
    m_loop->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_loop, &QObject::deleteLater);
    connect(m_loop, &PackagingLoop::loopEvent, batcher, &LoopEventBatcher::add);
    connect(m_loop, &PackagingLoop::finished, batcher, &LoopEventBatcher::flush);
    connect(
        batcher, &LoopEventBatcher::batch, this,
        [this](const QList<LoopEvent> &events) {
            for (const LoopEvent &event : events)
                Q_EMIT loopEvent(event);
        },
        Qt::QueuedConnection);
    connect(
        m_loop, &PackagingLoop::finished, this,
        [this](const SessionReport &report) {
            m_report = report;
            m_thread.quit();
            Q_EMIT finished(report);
        },
        Qt::QueuedConnection);
}

LoopRunner::~LoopRunner()
{
    if (!m_started) {
        delete m_loop; // its thread never ran
        return;
    }
    // Once finished() arrived the thread was told to quit and may already have deleted the
    // loop while still "running" (QThread deletes deferred objects before it stops): only a
    // loop that has not finished is touched, and the thread is always waited for.
    if (!m_report)
        m_loop->cancel();
    m_thread.join(QDeadlineTimer(QDeadlineTimer::Forever));
}

void LoopRunner::start()
{
    if (m_started)
        return;
    m_started = true;
    m_thread.start();
    QMetaObject::invokeMethod(
        m_loop, [loop = m_loop] { loop->run(); }, Qt::QueuedConnection);
}

void LoopRunner::cancel()
{
    if (!m_report)
        m_loop->cancel();
}

void LoopRunner::writeVmConsole(const QByteArray &bytes)
{
    if (!m_report)
        m_loop->writeVmConsole(bytes);
}

void LoopRunner::answer(int id, const ApprovalDecision &decision)
{
    if (!m_report)
        m_loop->gate()->answer(id, decision);
}

} // namespace packwright::loop
