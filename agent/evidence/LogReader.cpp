// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "evidence/LogReader.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

#include <algorithm>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

namespace packwright::evidence {

struct LogReaderTexts
{
    Q_DECLARE_TR_FUNCTIONS(LogReaderTexts)
};

LogReader::LogReader(qint64 maxLineBytes, qint64 chunkBytes)
    : m_maxLineBytes(qMax<qint64>(MinLineBytes, maxLineBytes))
    , m_chunkBytes(qMax<qint64>(1, chunkBytes))
{}

Result<LogReadStats> LogReader::read(QIODevice &device, const LineHandler &onLine) const
{
    LogReadStats stats;
    std::vector<char> buffer(static_cast<std::size_t>(m_chunkBytes));
    const auto maxLine = std::size_t(m_maxLineBytes);
    const std::size_t half = std::max<std::size_t>(1, maxLine / 2);
    static constexpr std::string_view Cut = " … ";
    std::string carry;     // the line so far (its first half once it is overlong)
    std::string tail;      // the last bytes of an overlong line (up to 2 × half)
    bool overlong = false; // the current line passed maxLine
    std::string joined;

    const auto deliver = [&](std::string_view line) {
        ++stats.lines;
        onLine(stats.lines, line);
    };
    // An overlong line keeps its start and its end: a progress bar's last state and an
    // error printed after it are at the end.
    const auto deliverOverlong = [&](std::string_view head, std::string_view end) {
        ++stats.truncatedLines;
        joined.assign(head);
        joined.append(Cut);
        joined.append(end.size() > half ? end.substr(end.size() - half) : end);
        deliver(joined);
    };
    const auto keep = [&](const char *data, std::size_t size) {
        if (!overlong && carry.size() + size <= maxLine) {
            carry.append(data, size);
            return;
        }
        if (!overlong) {
            overlong = true;
            tail.assign(carry.size() > half ? carry.substr(half) : std::string());
            carry.resize(std::min(carry.size(), half));
            if (carry.size() < half) { // the head is completed from the new bytes
                const std::size_t take = std::min(size, half - carry.size());
                carry.append(data, take);
                data += take;
                size -= take;
            }
        }
        tail.append(data, size);
        if (tail.size() > 2 * half)
            tail.erase(0, tail.size() - half);
    };
    const auto finishLine = [&] {
        if (overlong)
            deliverOverlong(carry, tail);
        else
            deliver(carry);
        carry.clear();
        tail.clear();
        overlong = false;
    };

    const auto consume = [&](const char *data, std::size_t size) {
        std::size_t pos = 0;
        while (pos < size) {
            const auto *newline
                = static_cast<const char *>(std::memchr(data + pos, '\n', size - pos));
            if (newline == nullptr) {
                keep(data + pos, size - pos);
                break;
            }
            const auto end = std::size_t(newline - data);
            const std::size_t length = end - pos;
            if (carry.empty() && !overlong && length <= maxLine) {
                deliver(std::string_view(data + pos, length)); // the common case: no copy
            } else if (carry.empty() && !overlong) {
                deliverOverlong(
                    std::string_view(data + pos, half), std::string_view(data + pos, length));
            } else {
                keep(data + pos, length);
                finishLine();
            }
            pos = end + 1;
        }
    };

    // A byte-order mark: UTF-16 (a log saved by Windows tools) is read as its UTF-8; UTF-8's
    // own mark is dropped. Without a mark the bytes are taken as they are.
    std::optional<QStringDecoder> utf16;
    const QByteArray head = device.peek(3);
    qint64 mark = 0;
    if (head.startsWith("\xff\xfe") || head.startsWith("\xfe\xff")) {
        utf16.emplace(
            head.startsWith("\xff\xfe") ? QStringDecoder::Utf16LE : QStringDecoder::Utf16BE);
        mark = 2;
    } else if (head.startsWith("\xef\xbb\xbf")) {
        mark = 3;
    }
    if (mark > 0)
        stats.bytes += device.skip(mark);
    QByteArray decoded;
    for (;;) {
        const qint64 got = device.read(buffer.data(), m_chunkBytes);
        if (got < 0) {
            return Error{
                LogReaderTexts::tr("The log could not be read to its end."), device.errorString()};
        }
        if (got == 0)
            break;
        stats.bytes += got;
        std::string_view chunk(buffer.data(), std::size_t(got));
        if (utf16) {
            decoded
                = QString((*utf16)(QByteArrayView(chunk.data(), qsizetype(chunk.size())))).toUtf8();
            chunk = std::string_view(decoded.constData(), std::size_t(decoded.size()));
        }
        consume(chunk.data(), chunk.size());
    }
    if (!carry.empty() || overlong)
        finishLine();
    return stats;
}

Result<LogReadStats> LogReader::readFile(const QString &path, const LineHandler &onLine) const
{
    const QFileInfo info(path);
    if (!info.exists())
        return Error{LogReaderTexts::tr("There is no log file at %1.").arg(path), {}};
    if (info.isDir())
        return Error{LogReaderTexts::tr("%1 is a directory, not a log file.").arg(path), {}};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Error{LogReaderTexts::tr("The log file %1 could not be opened.").arg(path),
            file.errorString()};
    }
    return read(file, onLine);
}

} // namespace packwright::evidence
