// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LogLineText.h"

#include "nix/LogEvent.h"

#include <QRegularExpression>

#include <algorithm>

namespace packwright::models {

namespace {

constexpr char16_t Replacement = 0xFFFD;

/// Index just past the escape sequence that starts at raw[i] (raw[i] == ESC).
qsizetype skipEscape(QByteArrayView raw, qsizetype i)
{
    const qsizetype n = raw.size();
    if (i + 1 >= n)
        return n;
    const char kind = raw[i + 1];
    if (kind == '[') { // CSI: parameters, then one final byte in 0x40–0x7E
        qsizetype j = i + 2;
        while (j < n && !(raw[j] >= 0x40 && raw[j] <= 0x7E))
            ++j;
        return std::min(n, j + 1);
    }
    if (kind == ']') { // OSC: up to BEL or ESC backslash
        qsizetype j = i + 2;
        while (j < n && raw[j] != '\a' && !(raw[j] == '\x1b' && j + 1 < n && raw[j + 1] == '\\'))
            ++j;
        return std::min(n, j + (j < n && raw[j] == '\a' ? 1 : 2));
    }
    return i + 2; // a two-byte escape such as ESC ( B
}

} // namespace

QString displayText(QByteArrayView raw, qsizetype maxChars)
{
    if (raw.startsWith("@nix {")) {
        // Nix's internal-json protocol: what a terminal would have shown for it.
        const nix::LogEvent event = nix::parseLogLine(raw);
        QString text;
        switch (event.kind) {
        case nix::LogEvent::Kind::BuildLogLine:
        case nix::LogEvent::Kind::Message:
        case nix::LogEvent::Kind::ActivityStart: text = event.text; break;
        case nix::LogEvent::Kind::SetPhase: text = QStringLiteral("── %1").arg(event.phase); break;
        case nix::LogEvent::Kind::Evaluated:
            text = QStringLiteral("── %1").arg(event.drvPath);
            break;
        case nix::LogEvent::Kind::PlainLine:
            // A well-formed result Packwright does not decode (expected counts, file
            // transfers) is bookkeeping too; anything else is shown as it came.
            if (!raw.contains("\"action\":\"result\"") || !raw.endsWith('}'))
                text = QString::fromUtf8(raw);
            break;
        case nix::LogEvent::Kind::ActivityStop:
        case nix::LogEvent::Kind::Progress: break; // bookkeeping: an empty line
        }
        // One event is one row: the line breaks of a multi-line message (Nix's evaluation
        // errors: "error: …\n\n       at /…/package.nix:16:5:") are shown as a return mark
        // rather than as replacement characters.
        static const QRegularExpression lineBreaks(QStringLiteral("\\s*\\n\\s*"));
        if (text.contains(QLatin1Char('\n')))
            text = text.trimmed().replace(lineBreaks, QStringLiteral(" \u23CE "));
        if (text.toUtf8() != raw) { // as it came: no second decoding
            const QByteArray bytes = text.toUtf8();
            return displayText(bytes, maxChars);
        }
    }
    while (!raw.isEmpty() && raw.back() == '\r')
        raw.chop(1);
    // A progress bar redraws with '\r': only the text after the last one was left on screen.
    if (const qsizetype cr = raw.lastIndexOf('\r'); cr >= 0)
        raw = raw.sliced(cr + 1);
    // Decoding more bytes than can be shown is wasted; 4 bytes per character at most.
    const bool cut = raw.size() > maxChars * 4;
    if (cut)
        raw.truncate(maxChars * 4);

    QString out;
    out.reserve(std::min(raw.size(), maxChars) + 1);
    qsizetype i = 0;
    qsizetype column = 0;
    const auto flush = [&](qsizetype from, qsizetype to) {
        if (to <= from)
            return;
        const QString text = QString::fromUtf8(raw.sliced(from, to - from));
        out += text;
        column += text.size();
    };
    qsizetype runStart = 0;
    while (i < raw.size() && column + (i - runStart) < maxChars) {
        const auto byte = static_cast<unsigned char>(raw[i]);
        if (byte >= 0x20 && byte != 0x7F) {
            ++i;
            continue;
        }
        flush(runStart, i);
        if (byte == 0x1B) {
            i = skipEscape(raw, i);
        } else if (byte == '\t') {
            const qsizetype spaces = 8 - column % 8;
            out += QString(spaces, QLatin1Char(' '));
            column += spaces;
            ++i;
        } else {
            out += QChar(Replacement);
            ++column;
            ++i;
        }
        runStart = i;
    }
    flush(runStart, i);
    if (out.size() > maxChars || cut || i < raw.size()) {
        out.truncate(maxChars);
        out += QChar(0x2026);
    }
    return out;
}

QByteArray foldAscii(QByteArrayView bytes)
{
    QByteArray out(bytes.data(), bytes.size());
    for (char &c : out) {
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
    }
    return out;
}

} // namespace packwright::models
