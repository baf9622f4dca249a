// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>

namespace packwright::models {

/// Removes from a console byte stream what the terminal emulator must not see: a VM's
/// serial console is untrusted input, and Debian 12's libvterm 0.1.4 crashes or hangs on
/// some sequences (found by fuzzing: CSI with more than 16 parameters, REP "CSI b" with
/// nothing to repeat, C1 controls such as NEL in insert mode, DECALN "ESC # 8" before a
/// resize). Dropped: those, CSI parameters above 9999, and OSC/DCS/APC/PM/SOS strings
/// (window titles and the like). Everything else passes byte for byte. Keeps its state
/// across calls, so a sequence split between two writes is judged whole.
class ConsoleFilter
{
public:
    QByteArray filter(const QByteArray &bytes);

    static constexpr int maxParameters = 16;
    static constexpr int maxParameterValue = 9999;
    static constexpr int maxSequenceBytes = 256;

private:
    enum class State
    {
        Ground,
        Escape,
        Csi,
        EscapeHash,
        String,
        StringEscape,
        Utf8C2
    };
    void finishCsi(char final, QByteArray &out);

    State m_state = State::Ground;
    QByteArray m_sequence; ///< the CSI being collected, ESC [ included
    bool m_overlong = false;
};

} // namespace packwright::models
