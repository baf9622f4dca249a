// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "llm/SseParser.h"

namespace packwright::llm {

QList<SseEvent> SseParser::feed(const QByteArray &bytes)
{
    QList<SseEvent> out;
    qsizetype start = 0;
    if (m_pendingCr && !bytes.isEmpty() && bytes.front() == '\n')
        start = 1; // the '\n' of a CRLF split across two feeds
    m_pendingCr = false;
    m_buffer.append(bytes.constData() + start, bytes.size() - start);

    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < m_buffer.size(); ++i) {
        const char c = m_buffer.at(i);
        if (c != '\n' && c != '\r')
            continue;
        processLine(QByteArrayView(m_buffer).sliced(lineStart, i - lineStart), out);
        if (c == '\r') {
            if (i + 1 < m_buffer.size()) {
                if (m_buffer.at(i + 1) == '\n')
                    ++i;
            } else {
                m_pendingCr = true;
            }
        }
        lineStart = i + 1;
    }
    m_buffer.remove(0, lineStart);
    return out;
}

QList<SseEvent> SseParser::flush()
{
    QList<SseEvent> out;
    if (!m_buffer.isEmpty()) {
        const QByteArray rest = m_buffer;
        m_buffer.clear();
        processLine(rest, out);
    }
    dispatch(out);
    m_pendingCr = false;
    return out;
}

void SseParser::processLine(QByteArrayView line, QList<SseEvent> &out)
{
    if (line.isEmpty()) {
        dispatch(out);
        return;
    }
    if (line.front() == ':')
        return; // comment (keep-alive)
    const qsizetype colon = line.indexOf(':');
    QByteArrayView field = colon < 0 ? line : line.first(colon);
    QByteArrayView value = colon < 0 ? QByteArrayView() : line.sliced(colon + 1);
    if (!value.isEmpty() && value.front() == ' ')
        value = value.sliced(1);
    if (field == "data") {
        if (m_hasData)
            m_current.data.append('\n');
        m_current.data.append(value);
        m_hasData = true;
    } else if (field == "event") {
        m_current.event = value.toByteArray();
    } else if (field == "id") {
        m_current.id = value.toByteArray();
    }
}

void SseParser::dispatch(QList<SseEvent> &out)
{
    // An event without data lines is not dispatched (WHATWG), but its name is reset.
    if (m_hasData)
        out.append(m_current);
    m_current = SseEvent{};
    m_hasData = false;
}

} // namespace packwright::llm
