// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: the streaming reader and the line clean-up on arbitrary bytes. The first
// input byte picks the reader's chunk and line limits, so chunk boundaries fall everywhere;
// the rest may start with a UTF-16 byte-order mark, which the reader decodes.

#include "evidence/LogReader.h"
#include "evidence/LogText.h"

#include <QBuffer>

#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const qint64 chunk = 1 + (data[0] & 0x0f);
    const qint64 maxLine = packwright::evidence::LogReader::MinLineBytes + (data[0] >> 4) * 7;
    QByteArray bytes(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    std::string clean, normalised, readable;
    qint64 total = 0;
    const packwright::evidence::LogReader reader(maxLine, chunk);
    const auto stats = reader.read(buffer, [&](qint64, std::string_view line) {
        // An overlong line is its two halves joined by " … " (5 bytes).
        if (qint64(line.size()) > maxLine + 5)
            __builtin_trap();
        total += qint64(line.size());
        const std::string_view c = packwright::evidence::cleanLine(line, clean);
        packwright::evidence::normaliseLine(c, normalised);
        packwright::evidence::condenseForReading(c, readable);
    });
    // A UTF-16 log (byte-order mark) is delivered as UTF-8: up to 3 bytes a 2-byte unit, and
    // a replacement character (3 bytes) for an odd last byte.
    if (!stats || stats.value().bytes != qint64(size - 1))
        __builtin_trap();
    const bool utf16 = bytes.startsWith("\xff\xfe") || bytes.startsWith("\xfe\xff");
    const qint64 delivered = utf16 ? stats.value().bytes * 3 / 2 + 3 : stats.value().bytes;
    if (total > delivered + 5 * stats.value().truncatedLines)
        __builtin_trap();
    return 0;
}
