// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>

#include <optional>

namespace packwright::vm {

/// Finds a script's output and exit status in a VM's serial console stream.
///
/// The guest's init prints, around the script, two marker lines holding a random token the
/// host chose for this run: "\n<token>:BEGIN\n" before it and "\n<token>:END:<status>\n"
/// after it. Everything before the BEGIN line (firmware, kernel messages) and after the END
/// line is dropped; the bytes between are the output. A marker only counts when it starts
/// a line and carries this run's token, so a script that prints "…:END:0" with another
/// token, or kernel noise on the console, cannot end the run early; kernel messages printed
/// while the script runs stay in the output (they are indistinguishable from it).
///
/// Streaming: feed() takes the console bytes in any chunking (a marker may be split across
/// chunks). The output keeps the first `limit` bytes; what follows is counted but dropped
/// (truncated()). The serial line's "\r\n" becomes "\n". The boot part (before BEGIN) keeps
/// its last 16 KiB, for error messages when the VM never reaches the script.
class ConsoleMarkers
{
public:
    ConsoleMarkers(QByteArray token, qsizetype limit);

    void feed(const QByteArray &bytes);
    /// The stream ended (the script was stopped, or the machine died): bytes held back in case
    /// they started a marker become output.
    void flush();

    bool begun() const { return m_state != State::Boot; }
    bool finished() const { return m_state == State::Done; }
    /// The script's exit status once the END marker was read.
    std::optional<int> exitStatus() const { return m_status; }
    /// The script's output so far (at most `limit` bytes, CRLF normalised).
    QByteArray output() const;
    bool truncated() const { return m_dropped > 0; }
    /// Output bytes dropped past the limit.
    qint64 droppedBytes() const { return m_dropped; }
    /// The last bytes seen before the BEGIN marker (the boot log's tail).
    QByteArray bootTail() const { return m_boot; }

    /// A fresh token for one run: "PW" and 32 random hex digits (QRandomGenerator::system()),
    /// safe in shell words and Nix strings without quoting.
    static QByteArray randomToken();

    /// The marker lines the guest prints, for building the guest's init.
    static QByteArray beginLine(const QByteArray &token);
    static QByteArray endPrefix(const QByteArray &token);

private:
    enum class State
    {
        Boot,
        Script,
        Done
    };
    void scanBoot();
    void scanScript();
    void keep(const QByteArray &bytes);

    QByteArray m_token;
    qsizetype m_limit;
    State m_state = State::Boot;
    QByteArray m_boot;    ///< unparsed boot bytes (bounded)
    QByteArray m_pending; ///< script bytes not yet known to be output (may hold a marker start)
    QByteArray m_output;
    qint64 m_dropped = 0;
    std::optional<int> m_status;
};

/// The console as the maintainer watches it (the workbench's VM console, issue 20): the
/// bytes as they arrive without this run's marker lines, which are Packwright's bookkeeping,
/// not the guest's output. A line counts as a marker when, after any "\r", it starts with the
/// token. An unfinished last line is held back only while it could still become a marker
/// (it is a prefix of the token, or starts with it); everything else passes at once, so a
/// prompt without a newline shows while it waits.
class ConsoleMarkerFilter
{
public:
    explicit ConsoleMarkerFilter(QByteArray token);
    /// The bytes to show for `bytes` (any chunking).
    QByteArray filter(const QByteArray &bytes);
    /// The stream ended: what was held back, unless it is a marker.
    QByteArray flush();

private:
    bool isMarker(const QByteArray &line) const;
    QByteArray m_token;
    QByteArray m_held;
};

} // namespace packwright::vm
