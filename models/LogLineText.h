// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArrayView>
#include <QString>

namespace packwright::models {

/// The characters painted for one line of a raw log, at most `maxChars` of them: UTF-8
/// decoded with invalid sequences as U+FFFD, ANSI CSI/OSC escapes removed (colours), a
/// carriage-return progress bar reduced to its last state, tabs expanded to 8-column stops,
/// other control bytes (NUL, binary junk) shown as U+FFFD. A line cut at `maxChars` ends in
/// "…". Raw bytes without the line's '\n'; a CRLF's '\r' may be included.
/// A line of Nix's internal-json log ("@nix {…}") shows what a terminal would have shown:
/// the builder's line, the message, the activity ("building '…'") or "── phase"; progress
/// and activity ends are empty lines, so that line numbers stay those of the file.
QString displayText(QByteArrayView raw, qsizetype maxChars);

/// `needle` lowered for LogSearch: ASCII letters folded, other bytes kept.
QByteArray foldAscii(QByteArrayView bytes);

} // namespace packwright::models
