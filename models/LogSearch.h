// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QString>

namespace packwright::models {

/// One search through a log's bytes: a file (`path`) or bytes in memory (`bytes`, used when
/// `path` is empty). A value, so that it can run in a worker while the log grows.
struct LogSearchRequest
{
    QString path;
    QByteArray bytes;
    QString text;     ///< what to find; ASCII letters match either case
    qint64 from = 0;  ///< byte offset the search starts at
    qint64 limit = 0; ///< bytes [0, limit) are searched: what the line index covers
    bool forward = true;
};

/// Byte offset of the match nearest to `from` in the search's direction — forward: the
/// first match starting at or after `from`; backward: the last match starting before
/// `from` — wrapping around the ends once. -1 when there is none, the text is empty or the
/// file cannot be read. Reads 1 MiB at a time: memory stays flat however large the log.
/// Matches raw bytes, so text split by an escape sequence is not found.
qint64 findInLog(const LogSearchRequest &request);

} // namespace packwright::models
