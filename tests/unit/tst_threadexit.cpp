// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/ThreadExit.h"

#include <QScopeGuard>
#include <QSemaphore>
#include <QTest>
#include <QThreadPool>

#include <atomic>

using namespace packwright;

namespace {

std::atomic<int> tornDown{0};

/// A thread_local whose destructor takes a while: the teardown that QThread::wait() does
/// not wait for.
struct SlowTeardown
{
    bool used = false;
    ~SlowTeardown()
    {
        if (!used)
            return;
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        ++tornDown;
    }
};

thread_local SlowTeardown slowTeardown;

} // namespace

class TestThreadExit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { tornDown = 0; }

    void joinWaitsForTheTeardown()
    {
        JoinedThread thread;
        connect(
            &thread, &QThread::started, &thread, [] { slowTeardown.used = true; },
            Qt::DirectConnection);
        thread.start();
        QVERIFY(thread.join());
        // QThread::wait() alone returns while the destructor still sleeps (Qt 6.4–6.8).
        QCOMPARE(tornDown.load(), 1);
        QVERIFY(thread.join()); // again: nothing left to wait for
    }

    void neverStartedThreadJoinsAtOnce()
    {
        JoinedThread thread;
        QVERIFY(thread.join(QDeadlineTimer(0)));
    }

    void waitsForPoolThreadsToEnd()
    {
        {
            QThreadPool pool;
            pool.start([] { slowTeardown.used = true; });
            QVERIFY(pool.waitForDone()); // stops its threads, without joining them
        }
        QVERIFY(waitForNamedThreadsToExit(PooledThreadName, QDeadlineTimer(5000)));
        QCOMPARE(tornDown.load(), 1);
    }

    /// A pool thread is known by its name; waiting for one that stays gives up on time.
    void blockedPoolThread()
    {
        QSemaphore running;
        QSemaphore release;
        QThreadPool pool;
        const auto unblock = qScopeGuard([&] {
            release.release();
            pool.waitForDone();
        });
        pool.start([&] {
            running.release();
            release.acquire();
        });
        running.acquire();
        QVERIFY2(threadNames().contains(PooledThreadName), threadNames().join(", ").constData());
        QElapsedTimer clock;
        clock.start();
        QVERIFY(!waitForNamedThreadsToExit(PooledThreadName, QDeadlineTimer(100)));
        QVERIFY(clock.elapsed() >= 100);
    }

    void unknownThreadIsGone() { QVERIFY(waitForThreadExit(0, QDeadlineTimer(0))); }
};

QTEST_GUILESS_MAIN(TestThreadExit)
#include "tst_threadexit.moc"
