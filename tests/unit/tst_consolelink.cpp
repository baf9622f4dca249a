// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// models::ConsoleLink across threads: a backend in a worker thread (as the packaging loop
// runs it) gets typed bytes in its own thread, and its console output reaches the screen in
// the GUI thread, in order; the link ends with either side.

#include "ConsoleLink.h"
#include "TerminalScreen.h"
#include "vm/VmBackend.h"

#include <QMutex>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <memory>

using namespace packwright;
using packwright::models::ConsoleLink;
using packwright::models::TerminalScreen;

namespace {
/// A backend that records what is typed into its console and in which thread.
class RecordingBackend : public vm::VmBackend
{
    Q_OBJECT

public:
    QString name() const override { return QStringLiteral("recording"); }
    vm::Isolation isolation() const override { return vm::Isolation::Namespaces; }
    QCoro::Task<Result<vm::VmRunResult>> run(vm::VmRunRequest) override
    {
        co_return Error{QStringLiteral("This backend only records console input."), {}};
    }
    void cancel() override {}
    bool isRunning() const override { return false; }
    void writeConsole(const QByteArray &bytes) override
    {
        const QMutexLocker lock(&m_mutex);
        m_typed += bytes;
        m_threads.append(QThread::currentThread());
    }

    QByteArray typed() const
    {
        const QMutexLocker lock(&m_mutex);
        return m_typed;
    }
    QList<QThread *> threads() const
    {
        const QMutexLocker lock(&m_mutex);
        return m_threads;
    }
    /// Emits console output from the backend's own thread, as a running VM does.
    void printInItsThread(const QByteArray &bytes)
    {
        QMetaObject::invokeMethod(this, [this, bytes] { Q_EMIT consoleOutput(bytes); });
    }

private:
    mutable QMutex m_mutex;
    QByteArray m_typed;
    QList<QThread *> m_threads;
};

/// A worker thread that owns a RecordingBackend and deletes it on the way out.
struct Worker
{
    QThread thread;
    RecordingBackend *backend = new RecordingBackend; // deleted in its thread at the end

    Worker()
    {
        backend->moveToThread(&thread);
        QObject::connect(&thread, &QThread::finished, backend, &QObject::deleteLater);
        thread.start();
    }
    ~Worker()
    {
        thread.quit();
        thread.wait();
    }
    Worker(const Worker &) = delete;
    Worker &operator=(const Worker &) = delete;
};
} // namespace

class TestConsoleLink : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void outputReachesTheScreenInItsThread()
    {
        Worker worker;
        TerminalScreen screen(5, 40);
        const ConsoleLink link(&screen, worker.backend);
        QVERIFY(link.isLinked());
        for (int i = 1; i <= 3; ++i)
            worker.backend->printInItsThread(QByteArray::number(i) + "-line\r\n");
        QTRY_COMPARE(screen.rowText(2), QStringLiteral("3-line"));
        QCOMPARE(screen.rowText(0), QStringLiteral("1-line"));
        QCOMPARE(screen.rowText(1), QStringLiteral("2-line"));
    }

    void typedBytesRunInTheBackendsThread()
    {
        Worker worker;
        TerminalScreen screen(5, 40);
        const ConsoleLink link(&screen, worker.backend);
        screen.sendText(QStringLiteral("ls"));
        screen.sendKey(TerminalScreen::Key::Enter);
        QTRY_COMPARE(worker.backend->typed(), QByteArray("ls\r"));
        const QList<QThread *> threads = worker.backend->threads();
        QVERIFY(!threads.isEmpty());
        for (QThread *t : threads)
            QCOMPARE(t, &worker.thread);
    }

    void sameThreadIsDirect()
    {
        RecordingBackend backend;
        TerminalScreen screen(5, 40);
        const ConsoleLink link(&screen, &backend);
        screen.sendText(QStringLiteral("x"));
        QCOMPARE(backend.typed(), QByteArray("x")); // no event loop needed
        Q_EMIT backend.consoleOutput("shown");
        QCOMPARE(screen.rowText(0), QStringLiteral("shown"));
    }

    void endsWithEitherSideOrReset()
    {
        TerminalScreen screen(5, 40);
        auto backend = std::make_unique<RecordingBackend>();
        ConsoleLink link(&screen, backend.get());
        backend.reset();
        QVERIFY(!link.isLinked());
        screen.sendText(QStringLiteral("after")); // nothing to reach; must not crash

        RecordingBackend alive;
        {
            auto gone = std::make_unique<TerminalScreen>(5, 40);
            link = ConsoleLink(gone.get(), &alive);
            QVERIFY(link.isLinked());
        }
        QVERIFY(!link.isLinked());
        Q_EMIT alive.consoleOutput("nobody listens");

        link = ConsoleLink(&screen, &alive);
        ConsoleLink moved = std::move(link);
        QVERIFY(moved.isLinked());
        QVERIFY(!link.isLinked()); // NOLINT(bugprone-use-after-move): moved-from is empty
        moved.reset();
        QVERIFY(!moved.isLinked());
        screen.sendText(QStringLiteral("y"));
        Q_EMIT alive.consoleOutput("z");
        QCOMPARE(alive.typed(), QByteArray());
        QCOMPARE(screen.rowText(0), QString());
    }
};

QTEST_GUILESS_MAIN(TestConsoleLink)
#include "tst_consolelink.moc"
