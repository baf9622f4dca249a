// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDeadlineTimer>
#include <QThread>

#include <atomic>

namespace packwright {

/// The kernel's id of the calling thread (gettid(2)); 0 where there is none.
qint64 currentKernelThreadId();

/// Waits until the thread with kernel id `tid` of this process has ended, its thread_local
/// destructors and the C library's own clean-up included (Linux: /proc/self/task/TID is
/// gone). Returns false when `deadline` passed first; true at once for tid 0 and on
/// systems without /proc.
bool waitForThreadExit(qint64 tid, QDeadlineTimer deadline);

/// The name Qt gives the threads of a QThreadPool (QtConcurrent::run() runs on them).
inline constexpr char PooledThreadName[] = "Thread (pooled)";

/// Waits until no thread named `name` (as the kernel knows it: at most 15 bytes) is left in
/// the process. Returns false when `deadline` passed first; true at once on systems
/// without /proc. main() calls it for the thread-pool threads once the application object
/// is gone: Qt has waited for them but not joined them (see JoinedThread), and exit()
/// must not run the static destructors while one of them is still tearing itself down.
/// Threads that Qt keeps until exit by design (its D-Bus connection thread) are not waited
/// for.
bool waitForNamedThreadsToExit(const QByteArray &name, QDeadlineTimer deadline);

/// The kernel's names of the process's threads now (Linux: /proc/self/task/*/comm).
QList<QByteArray> threadNames();

/// A QThread that can be joined: join() returns only once the operating-system thread has
/// ended. QThread::wait() returns as soon as run() has returned (Qt 6.4–6.8 on Linux
/// create detached threads), while the thread still runs its thread_local destructors and
/// the C library's clean-up; a process that exits right then races that teardown against
/// its own static destructors — seen as a rare heap corruption at the exit of
/// `packwright update` under load. The destructor joins.
class JoinedThread : public QThread
{
public:
    using QThread::QThread;
    ~JoinedThread() override;

    /// quit(), wait(), then waitForThreadExit() within `deadline`. Returns false when the
    /// thread was still there when `deadline` passed.
    bool join(QDeadlineTimer deadline = QDeadlineTimer(5000));

protected:
    void run() override;

private:
    std::atomic<qint64> m_tid{0};
};

} // namespace packwright
