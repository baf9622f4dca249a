// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ConsoleFilter.h"

namespace packwright::models {

QByteArray ConsoleFilter::filter(const QByteArray &bytes)
{
    QByteArray out;
    out.reserve(bytes.size());
    for (const char c : bytes) {
        const auto u = static_cast<unsigned char>(c);
        switch (m_state) {
        case State::Ground:
            if (u == 0x1b)
                m_state = State::Escape;
            else if (u == 0xc2)
                m_state = State::Utf8C2; // maybe a C1 control in UTF-8
            else
                out.append(c);
            break;
        case State::Utf8C2:
            m_state = State::Ground;
            if (u >= 0x80 && u <= 0x9f)
                break; // U+0080..U+009F: C1 controls, dropped
            out.append('\xc2');
            if (u == 0x1b)
                m_state = State::Escape;
            else
                out.append(c);
            break;
        case State::Escape:
            if (c == '[') {
                m_state = State::Csi;
                m_sequence = QByteArrayLiteral("\x1b[");
                m_overlong = false;
            } else if (c == ']' || c == 'P' || c == '_' || c == '^' || c == 'X') {
                m_state = State::String;
            } else if (c == '#') {
                m_state = State::EscapeHash;
            } else if (u == 0x1b) {
                out.append('\x1b'); // ESC ESC: pass the first, judge the second
            } else {
                out.append('\x1b');
                out.append(c);
                m_state = State::Ground;
            }
            break;
        case State::EscapeHash:
            m_state = State::Ground; // ESC # n (DECALN and line sizes): dropped
            break;
        case State::Csi:
            if (u >= 0x40 && u <= 0x7e) {
                finishCsi(c, out);
                m_state = State::Ground;
            } else if (u >= 0x20 && u <= 0x3f) {
                if (m_sequence.size() < maxSequenceBytes)
                    m_sequence.append(c);
                else
                    m_overlong = true;
            } else if (u == 0x1b) {
                m_state = State::Escape; // an interrupted sequence is abandoned
            } else if (u < 0x20) {
                out.append(c); // C0 controls inside a CSI act immediately, as on a VT100
            } else {
                m_state = State::Ground; // not a CSI after all: drop what was collected
            }
            break;
        case State::String:
            if (u == 0x07)
                m_state = State::Ground;
            else if (u == 0x1b)
                m_state = State::StringEscape;
            break;
        case State::StringEscape: m_state = c == '\\' ? State::Ground : State::String; break;
        }
    }
    return out;
}

void ConsoleFilter::finishCsi(char final, QByteArray &out)
{
    if (m_overlong || final == 'b') // REP: libvterm 0.1 loops forever with nothing to repeat
        return;
    int parameters = 1;
    qint64 value = 0;
    for (qsizetype i = 2; i < m_sequence.size(); ++i) {
        const char c = m_sequence[i];
        if (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            if (value > maxParameterValue)
                return;
        } else if (c == ';' || c == ':') {
            if (++parameters > maxParameters)
                return;
            value = 0;
        }
    }
    out.append(m_sequence);
    out.append(final);
}

} // namespace packwright::models
