// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/ThreadExit.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <thread>

#ifdef Q_OS_LINUX
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace packwright {

namespace {

constexpr std::chrono::milliseconds PollInterval{1};

/// Polls `done` until it holds or `deadline` passes.
template<typename Done>
bool pollUntil(Done done, QDeadlineTimer deadline)
{
    while (!done()) {
        if (deadline.hasExpired())
            return false;
        std::this_thread::sleep_for(PollInterval);
    }
    return true;
}

} // namespace

qint64 currentKernelThreadId()
{
#ifdef Q_OS_LINUX
    return qint64(::syscall(SYS_gettid));
#else
    return 0;
#endif
}

bool waitForThreadExit(qint64 tid, QDeadlineTimer deadline)
{
    if (tid == 0 || !QFileInfo(QStringLiteral("/proc/self/task")).isDir())
        return true;
    const QString task = QStringLiteral("/proc/self/task/%1").arg(tid);
    return pollUntil([&task] { return !QFileInfo::exists(task); }, deadline);
}

QList<QByteArray> threadNames()
{
    QList<QByteArray> names;
    const QDir tasks(QStringLiteral("/proc/self/task"));
    for (const QString &task : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile comm(tasks.filePath(task + QStringLiteral("/comm")));
        if (comm.open(QIODevice::ReadOnly)) // a thread that ended meanwhile has none
            names.append(comm.readAll().trimmed());
    }
    return names;
}

bool waitForNamedThreadsToExit(const QByteArray &name, QDeadlineTimer deadline)
{
    const QByteArray kernelName = name.left(15); // TASK_COMM_LEN - 1
    return pollUntil([&kernelName] { return !threadNames().contains(kernelName); }, deadline);
}

JoinedThread::~JoinedThread()
{
    join();
}

bool JoinedThread::join(QDeadlineTimer deadline)
{
    quit();
    if (!wait(deadline))
        return false;
    return waitForThreadExit(m_tid.exchange(0), deadline);
}

void JoinedThread::run()
{
    m_tid = currentKernelThreadId();
    QThread::run();
}

} // namespace packwright
