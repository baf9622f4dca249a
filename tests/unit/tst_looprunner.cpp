// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// LoopRunner's life cycle against its worker thread: once finished() arrived the thread may
// already have deleted the loop, so the runner must not touch it again — neither when it is
// destroyed nor when the owner answers or cancels late. Before the fix, `packwright update`
// crashed at exit now and then under load (exit status -1 in CI), and a late answer or cancel
// was a use after free (ASan reports it in the unit run under ASan).
#include "loop/LoopRunner.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace packwright::loop;

namespace {
/// A request that stops in set-up at once, without Nix: its directory holds a session.
PackagingRequest requestStoppingAtSetUp(const QTemporaryDir &dir)
{
    QFile existing(dir.filePath(QStringLiteral("record.sqlite")));
    if (!existing.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(existing.fileName()));
    PackagingRequest request;
    request.initialExpression = QStringLiteral("{ }: { }");
    request.sessionDirectory = dir.path();
    return request;
}
} // namespace

class TestLoopRunner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reportsTheSetUpStop()
    {
        QTemporaryDir dir;
        LoopRunner runner(requestStoppingAtSetUp(dir));
        QSignalSpy finished(&runner, &LoopRunner::finished);
        runner.start();
        QVERIFY(finished.wait(10000));
        QVERIFY(runner.report().has_value());
        QCOMPARE(runner.report()->stopReason, StopReason::SetupFailed);
        QVERIFY(runner.report()->stopDetail.contains(QStringLiteral("already holds a session")));
    }

    /// The owner answers, cancels and types after the loop and its thread are gone.
    void lateCallsAfterTheThreadEnded()
    {
        QTemporaryDir dir;
        LoopRunner runner(requestStoppingAtSetUp(dir));
        QSignalSpy finished(&runner, &LoopRunner::finished);
        runner.start();
        QVERIFY(finished.wait(10000));
        QThread::msleep(200); // the worker thread ends and deletes the loop
        runner.answer(1, ApprovalDecision{});
        runner.cancel();
        runner.writeVmConsole(QByteArrayLiteral("x"));
        QCOMPARE(runner.report()->stopReason, StopReason::SetupFailed);
    }

    /// Destroyed right after finished(), while the worker thread winds down: the moment
    /// `packwright update` and `package` reach when they return. Repeated, since the window
    /// is short.
    void destroyedWhileTheThreadWindsDown()
    {
        for (int i = 0; i < 100; ++i) {
            QTemporaryDir dir;
            auto runner = std::make_unique<LoopRunner>(requestStoppingAtSetUp(dir));
            QSignalSpy finished(runner.get(), &LoopRunner::finished);
            runner->start();
            QVERIFY(finished.wait(10000));
            runner.reset();
        }
    }

    void destroyedUnstarted()
    {
        QTemporaryDir dir;
        LoopRunner runner(requestStoppingAtSetUp(dir));
        runner.cancel();
    }
};

QTEST_GUILESS_MAIN(TestLoopRunner)
#include "tst_looprunner.moc"
