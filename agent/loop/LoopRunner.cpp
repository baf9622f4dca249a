#include "loop/LoopRunner.h"

namespace packwright::loop {

LoopRunner::LoopRunner(PackagingRequest request, QObject *parent)
    : QObject(parent)
    , m_loop(new PackagingLoop(std::move(request)))
{
    m_thread.setObjectName(QStringLiteral("packaging-loop"));
    m_loop->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_loop, &QObject::deleteLater);
    connect(m_loop, &PackagingLoop::loopEvent, this, &LoopRunner::loopEvent, Qt::QueuedConnection);
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
    if (m_thread.isRunning()) {
        m_loop->cancel();
        m_thread.quit();
        m_thread.wait();
    }
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
    m_loop->cancel();
}

void LoopRunner::writeVmConsole(const QByteArray &bytes)
{
    m_loop->writeVmConsole(bytes);
}

void LoopRunner::answer(int id, const ApprovalDecision &decision)
{
    m_loop->gate()->answer(id, decision);
}

} // namespace packwright::loop
