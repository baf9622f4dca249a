// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "loop/LoopTypes.h"

#include <QList>
#include <QObject>
#include <QTimer>

namespace packwright::loop {

/// Appends `event` to `batch`, merged into the batch's last event when both are pieces of one
/// stream: model text increments, log lines of the same attempt, VM console bytes, and a
/// "builds" progress count that supersedes the previous one. Order is kept: an event is only
/// ever merged into the one right before it.
void appendCoalesced(QList<LoopEvent> &batch, LoopEvent event);

/// Whether an event of `kind` is delivered at once rather than with the next batch: an
/// approval the maintainer must answer, and the end of the session.
bool deliveredAtOnce(LoopEvent::Kind kind);

/// Collects a loop's events on the loop's own thread and hands them on in batches
/// (issue 20: typed, batched live events): the first event of a batch starts a timer of
/// `interval` (default 50 ms), and when it fires the batch — coalesced by appendCoalesced() —
/// goes out as one batch() signal, so that a streamed model reply or a fast build log crosses
/// to the GUI thread as a few queued calls instead of one per increment. An approval request
/// and Finished are sent at once with everything before them.
class LoopEventBatcher : public QObject
{
    Q_OBJECT

public:
    explicit LoopEventBatcher(int intervalMs = 50, QObject *parent = nullptr);

    /// Adds one event; sends the batch now when the event cannot wait (deliveredAtOnce()).
    void add(const packwright::loop::LoopEvent &event);
    /// Sends what is collected, if anything.
    void flush();

Q_SIGNALS:
    void batch(const QList<packwright::loop::LoopEvent> &events);

private:
    QList<LoopEvent> m_events;
    QTimer m_timer;
};

} // namespace packwright::loop
