// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QList>

namespace packwright::llm {

/// One server-sent event: the `event:` name (empty for the default "message") and the
/// `data:` lines joined with '\n'.
struct SseEvent
{
    QByteArray event;
    QByteArray data;
    QByteArray id;
    friend bool operator==(const SseEvent &, const SseEvent &) = default;
};

/// Incremental parser of a `text/event-stream` body (WHATWG HTML §9.2.6 "Interpreting an
/// event stream"): feed bytes as they arrive, in pieces of any size (a line or a CRLF may be
/// split across feeds); complete events come out. Comment lines (`:`) and `retry:` are
/// skipped. flush() ends the stream: a last event without its blank line is dispatched.
class SseParser
{
public:
    QList<SseEvent> feed(const QByteArray &bytes);
    QList<SseEvent> flush();

private:
    void processLine(QByteArrayView line, QList<SseEvent> &out);
    void dispatch(QList<SseEvent> &out);

    QByteArray m_buffer;
    SseEvent m_current;
    bool m_hasData = false;
    bool m_pendingCr = false; ///< the last byte fed was '\r': a following '\n' belongs to it
};

} // namespace packwright::llm
