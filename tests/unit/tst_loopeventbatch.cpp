// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The live events' batching (issue 20): streamed pieces merge, nothing is reordered or lost,
// and an approval or the end of the session does not wait for the timer.
#include "loop/LoopEventBatch.h"

#include <QSignalSpy>
#include <QTest>

using namespace packwright::loop;

namespace {
LoopEvent loopEvent(LoopEvent::Kind kind, const QString &text = {}, int attempt = 0)
{
    LoopEvent e;
    e.kind = kind;
    e.text = text;
    e.attempt = attempt;
    return e;
}

LoopEvent builds(qint64 done, qint64 expected)
{
    LoopEvent e = loopEvent(LoopEvent::Kind::BuildProgress);
    e.name = QStringLiteral("builds");
    e.done = done;
    e.expected = expected;
    return e;
}
} // namespace

class TestLoopEventBatch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void streamedPiecesMerge()
    {
        using Kind = LoopEvent::Kind;
        QList<LoopEvent> batch;
        appendCoalesced(batch, loopEvent(Kind::ModelText, QStringLiteral("Rem")));
        appendCoalesced(batch, loopEvent(Kind::ModelText, QStringLiteral("oved ")));
        appendCoalesced(batch, loopEvent(Kind::ModelText, QStringLiteral("it.")));
        appendCoalesced(batch, loopEvent(Kind::LogChunk, QStringLiteral("a\nb"), 1));
        appendCoalesced(batch, loopEvent(Kind::LogChunk, QString(), 1)); // one empty line
        appendCoalesced(batch, loopEvent(Kind::LogChunk, QStringLiteral("c"), 1));
        appendCoalesced(batch, loopEvent(Kind::LogChunk, QStringLiteral("x"), 2));
        appendCoalesced(batch, builds(1, 4));
        appendCoalesced(batch, builds(2, 4));
        LoopEvent vm1 = loopEvent(Kind::VmOutput);
        vm1.bytes = "\x1b[1";
        LoopEvent vm2 = loopEvent(Kind::VmOutput);
        vm2.bytes = "m$ ";
        appendCoalesced(batch, vm1);
        appendCoalesced(batch, vm2);

        QCOMPARE(batch.size(), 5);
        QCOMPARE(batch[0].text, QStringLiteral("Removed it."));
        QCOMPARE(batch[1].text, QStringLiteral("a\nb\n\nc"));
        QCOMPARE(batch[1].attempt, 1);
        QCOMPARE(batch[2].text, QStringLiteral("x")); // another attempt's log stays apart
        QCOMPARE(batch[3].done, 2);
        QCOMPARE(batch[4].bytes, QByteArray("\x1b[1m$ "));
    }

    void orderIsKept()
    {
        using Kind = LoopEvent::Kind;
        QList<LoopEvent> batch;
        appendCoalesced(batch, loopEvent(Kind::ModelText, QStringLiteral("one")));
        appendCoalesced(batch, loopEvent(Kind::Stage, QStringLiteral("building")));
        appendCoalesced(batch, loopEvent(Kind::ModelText, QStringLiteral("two")));
        LoopEvent phase = loopEvent(Kind::BuildProgress, QStringLiteral("buildPhase"));
        phase.name = QStringLiteral("phase");
        appendCoalesced(batch, phase);
        appendCoalesced(batch, phase); // phases are news each time
        QCOMPARE(batch.size(), 5);
        QCOMPARE(batch[0].text, QStringLiteral("one"));
        QCOMPARE(batch[2].text, QStringLiteral("two"));
    }

    void batcherSendsAfterItsInterval()
    {
        LoopEventBatcher batcher(30);
        QSignalSpy batches(&batcher, &LoopEventBatcher::batch);
        for (int i = 0; i < 100; ++i)
            batcher.add(loopEvent(LoopEvent::Kind::ModelText, QString::number(i % 10)));
        QCOMPARE(batches.size(), 0);
        QVERIFY(batches.wait(2000));
        QCOMPARE(batches.size(), 1);
        const auto events = batches.at(0).at(0).value<QList<LoopEvent>>();
        QCOMPARE(events.size(), 1);
        QCOMPARE(events[0].text.size(), 100);
    }

    void approvalAndEndDoNotWait()
    {
        for (const LoopEvent::Kind kind :
            {LoopEvent::Kind::ApprovalNeeded, LoopEvent::Kind::Finished}) {
            LoopEventBatcher batcher(60000);
            QSignalSpy batches(&batcher, &LoopEventBatcher::batch);
            batcher.add(loopEvent(LoopEvent::Kind::Stage, QStringLiteral("judging")));
            batcher.add(loopEvent(kind));
            QCOMPARE(batches.size(), 1);
            const auto events = batches.at(0).at(0).value<QList<LoopEvent>>();
            QCOMPARE(events.size(), 2);
            QCOMPARE(events[1].kind, kind);
            batcher.flush(); // nothing left
            QCOMPARE(batches.size(), 1);
        }
    }
};

QTEST_GUILESS_MAIN(TestLoopEventBatch)
#include "tst_loopeventbatch.moc"
