// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "vm/ConsoleMarkers.h"

#include <QRandomGenerator>

namespace packwright::vm {

namespace {
constexpr qsizetype bootTailBytes = qsizetype(16) * 1024;
constexpr qsizetype maxStatusDigits = 10;

/// Index just past the line end at `from` ("\n" or "\r\n"); -1 if the line is not complete
/// yet, -2 if something else follows.
qsizetype lineEnd(const QByteArray &bytes, qsizetype from)
{
    if (from >= bytes.size())
        return -1;
    if (bytes[from] == '\n')
        return from + 1;
    if (bytes[from] != '\r')
        return -2;
    if (from + 1 >= bytes.size())
        return -1;
    return bytes[from + 1] == '\n' ? from + 2 : -2;
}
/// `line` after the carriage returns it starts with (a serial console's "\r\n" halves).
QByteArrayView withoutCarriageReturns(QByteArrayView line)
{
    qsizetype start = 0;
    while (start < line.size() && line[start] == '\r')
        ++start;
    return line.sliced(start);
}
} // namespace

ConsoleMarkers::ConsoleMarkers(QByteArray token, qsizetype limit)
    : m_token(std::move(token))
    , m_limit(limit)
{}

QByteArray ConsoleMarkers::randomToken()
{
    QByteArray token("PW");
    for (int i = 0; i < 4; ++i)
        token += QByteArray::number(QRandomGenerator::system()->generate(), 16)
                     .rightJustified(8, '0');
    return token;
}

QByteArray ConsoleMarkers::beginLine(const QByteArray &token)
{
    return QByteArray(token).append(":BEGIN");
}

QByteArray ConsoleMarkers::endPrefix(const QByteArray &token)
{
    return QByteArray(token).append(":END:");
}

void ConsoleMarkers::feed(const QByteArray &bytes)
{
    if (m_state == State::Boot) {
        m_boot += bytes;
        scanBoot();
    } else if (m_state == State::Script) {
        m_pending += bytes;
        scanScript();
    }
}

void ConsoleMarkers::flush()
{
    if (m_state == State::Script) {
        keep(m_pending);
        m_pending.clear();
    }
}

void ConsoleMarkers::scanBoot()
{
    const QByteArray marker = beginLine(m_token);
    qsizetype at = 0;
    while ((at = m_boot.indexOf(marker, at)) >= 0) {
        const bool startsLine = at == 0 || m_boot[at - 1] == '\n' || m_boot[at - 1] == '\r';
        const qsizetype end = lineEnd(m_boot, at + marker.size());
        if (end == -1 && startsLine)
            return; // wait for the rest of the line
        if (startsLine && end >= 0) {
            m_pending = m_boot.mid(end);
            m_boot.truncate(at);
            m_state = State::Script;
            scanScript();
            return;
        }
        at += marker.size();
    }
    if (m_boot.size() > bootTailBytes)
        m_boot = m_boot.right(bootTailBytes);
}

void ConsoleMarkers::scanScript()
{
    const QByteArray marker = QByteArray("\n").append(endPrefix(m_token));
    qsizetype from = 0;
    while (true) {
        const qsizetype at = m_pending.indexOf(marker, from);
        if (at < 0)
            break;
        qsizetype digits = at + marker.size();
        while (digits < m_pending.size() && digits - at - marker.size() < maxStatusDigits
            && m_pending[digits] >= '0' && m_pending[digits] <= '9')
            ++digits;
        const qsizetype end = digits > at + marker.size() ? lineEnd(m_pending, digits) : -2;
        if (end == -1 || (end == -2 && digits == m_pending.size())) {
            // Possibly a marker still arriving: flush what lies before it.
            const qsizetype keepFrom = at > 0 && m_pending[at - 1] == '\r' ? at - 1 : at;
            keep(m_pending.left(keepFrom));
            m_pending.remove(0, keepFrom);
            return;
        }
        if (end >= 0) {
            const qsizetype outputEnd = at > 0 && m_pending[at - 1] == '\r' ? at - 1 : at;
            m_status = m_pending.mid(at + marker.size(), digits - at - marker.size()).toInt();
            keep(m_pending.left(outputEnd));
            m_pending.clear();
            m_state = State::Done;
            return;
        }
        from = at + 1; // not a marker line: it stays output
    }
    // Hold back a tail that could be the start of a marker ("\r", "\n", "\nTOK…").
    qsizetype holdFrom = m_pending.size();
    const qsizetype newline = m_pending.lastIndexOf('\n');
    if (newline >= 0 && m_pending.size() - newline < marker.size()
        && marker.startsWith(m_pending.mid(newline)))
        holdFrom = newline;
    if (holdFrom > 0 && m_pending[holdFrom - 1] == '\r')
        --holdFrom;
    keep(m_pending.left(holdFrom));
    m_pending.remove(0, holdFrom);
}

void ConsoleMarkers::keep(const QByteArray &bytes)
{
    QByteArray text = bytes;
    text.replace("\r\n", "\n");
    const qsizetype room = qMax<qsizetype>(0, m_limit - m_output.size());
    if (text.size() > room) {
        m_dropped += text.size() - room;
        text.truncate(room);
    }
    m_output += text;
}

QByteArray ConsoleMarkers::output() const
{
    return m_output;
}

ConsoleMarkerFilter::ConsoleMarkerFilter(QByteArray token)
    : m_token(std::move(token))
{}

bool ConsoleMarkerFilter::isMarker(const QByteArray &line) const
{
    return !m_token.isEmpty() && withoutCarriageReturns(line).startsWith(m_token);
}

QByteArray ConsoleMarkerFilter::filter(const QByteArray &bytes)
{
    QByteArray data = m_held;
    data += bytes;
    m_held.clear();
    QByteArray shown;
    qsizetype from = 0;
    for (qsizetype end = data.indexOf('\n'); end >= 0; end = data.indexOf('\n', from)) {
        const QByteArray line = data.mid(from, end + 1 - from);
        if (!isMarker(line))
            shown += line;
        from = end + 1;
    }
    const QByteArray tail = data.mid(from);
    const QByteArrayView rest = withoutCarriageReturns(tail);
    if (!tail.isEmpty() && !m_token.isEmpty()
        && (QByteArrayView(m_token).startsWith(rest) || rest.startsWith(m_token)))
        m_held = tail; // may still become a marker line
    else
        shown += tail;
    return shown;
}

QByteArray ConsoleMarkerFilter::flush()
{
    QByteArray held;
    std::swap(held, m_held);
    return isMarker(held) ? QByteArray() : held;
}

} // namespace packwright::vm
