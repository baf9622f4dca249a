// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/LoopEventBatch.h"

namespace packwright::loop {

void appendCoalesced(QList<LoopEvent> &batch, LoopEvent event)
{
    using Kind = LoopEvent::Kind;
    if (!batch.isEmpty()) {
        LoopEvent &last = batch.last();
        if (last.kind == event.kind) {
            switch (event.kind) {
            case Kind::ModelText: last.text += event.text; return;
            case Kind::LogChunk:
                if (last.attempt == event.attempt) {
                    // A chunk is one or more lines joined by newlines (an empty text is
                    // one empty line): two chunks join with one more.
                    last.text += QLatin1Char('\n') + event.text;
                    return;
                }
                break;
            case Kind::VmOutput: last.bytes += event.bytes; return;
            case Kind::BuildProgress:
                if (event.name == u"builds" && last.name == event.name) {
                    last.done = event.done;
                    last.expected = event.expected;
                    return;
                }
                break;
            default: break;
            }
        }
    }
    batch.append(std::move(event));
}

bool deliveredAtOnce(LoopEvent::Kind kind)
{
    return kind == LoopEvent::Kind::ApprovalNeeded || kind == LoopEvent::Kind::Finished;
}

LoopEventBatcher::LoopEventBatcher(int intervalMs, QObject *parent)
    : QObject(parent)
    , m_timer(this) // a child, so that it moves to the loop's thread with the batcher
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(intervalMs);
    connect(&m_timer, &QTimer::timeout, this, &LoopEventBatcher::flush);
}

void LoopEventBatcher::add(const LoopEvent &event)
{
    appendCoalesced(m_events, event);
    if (deliveredAtOnce(event.kind))
        flush();
    else if (!m_timer.isActive())
        m_timer.start();
}

void LoopEventBatcher::flush()
{
    m_timer.stop();
    if (m_events.isEmpty())
        return;
    Q_EMIT batch(std::exchange(m_events, {}));
}

} // namespace packwright::loop
