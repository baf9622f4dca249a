// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"

#include <QString>

#include <functional>
#include <string_view>

class QIODevice;

namespace packwright::evidence {

/// What reading a log met on the way.
struct LogReadStats
{
    qint64 bytes = 0;          ///< bytes read
    qint64 lines = 0;          ///< lines delivered (a last line without '\n' counts)
    qint64 truncatedLines = 0; ///< lines longer than maxLineBytes, delivered shortened
};

/// Splits a log into lines as a stream: memory stays at one chunk plus one line however
/// large the file. Lines end at '\n' (a CRLF's '\r' is left for cleanLine()); a line
/// longer than `maxLineBytes` is delivered as its first and its last maxLineBytes / 2
/// bytes joined by " … " (the end holds a progress bar's last state and whatever was
/// printed after it), so a megabyte-long line or a binary file without newlines cannot
/// exhaust memory. A log that starts with a UTF-16 byte-order mark is read as its UTF-8; a
/// UTF-8 byte-order mark is dropped.
class LogReader
{
public:
    /// `line` is 1-based; `bytes` is valid only during the call.
    using LineHandler = std::function<void(qint64 line, std::string_view bytes)>;

    static constexpr qint64 DefaultChunkBytes = qint64(1) << 20;
    static constexpr qint64 DefaultMaxLineBytes = qint64(16) << 10;
    static constexpr qint64 MinLineBytes = 16; ///< smaller limits are raised to this

    explicit LogReader(
        qint64 maxLineBytes = DefaultMaxLineBytes, qint64 chunkBytes = DefaultChunkBytes);

    /// Reads `device` (open for reading) to its end. Errors: a read error of the device.
    Result<LogReadStats> read(QIODevice &device, const LineHandler &onLine) const;

    /// Opens and reads a file. Errors: missing, a directory, unreadable, read failure —
    /// each naming the path.
    Result<LogReadStats> readFile(const QString &path, const LineHandler &onLine) const;

private:
    qint64 m_maxLineBytes;
    qint64 m_chunkBytes;
};

} // namespace packwright::evidence
