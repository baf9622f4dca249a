#include "evidence/LogReader.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <cstring>
#include <string>
#include <vector>

namespace packwright::evidence {

struct LogReaderTexts
{
    Q_DECLARE_TR_FUNCTIONS(LogReaderTexts)
};

LogReader::LogReader(qint64 maxLineBytes, qint64 chunkBytes)
    : m_maxLineBytes(qMax<qint64>(1, maxLineBytes))
    , m_chunkBytes(qMax<qint64>(1, chunkBytes))
{}

Result<LogReadStats> LogReader::read(QIODevice &device, const LineHandler &onLine) const
{
    LogReadStats stats;
    std::vector<char> buffer(static_cast<std::size_t>(m_chunkBytes));
    const auto maxLine = std::size_t(m_maxLineBytes);
    std::string carry;     // the start of a line that continues in the next chunk
    bool overlong = false; // the current line passed maxLine: skip to its end

    const auto deliver = [&](std::string_view line) {
        ++stats.lines;
        if (overlong)
            ++stats.truncatedLines;
        onLine(stats.lines, line);
        overlong = false;
    };
    const auto keep = [&](const char *data, std::size_t size) {
        const std::size_t room = maxLine - std::min(maxLine, carry.size());
        if (size > room)
            overlong = true;
        carry.append(data, std::min(size, room));
    };

    for (;;) {
        const qint64 got = device.read(buffer.data(), m_chunkBytes);
        if (got < 0) {
            return Error{
                LogReaderTexts::tr("The log could not be read to its end."), device.errorString()};
        }
        if (got == 0)
            break;
        stats.bytes += got;
        const char *data = buffer.data();
        std::size_t pos = 0;
        const auto size = std::size_t(got);
        while (pos < size) {
            const auto *newline
                = static_cast<const char *>(std::memchr(data + pos, '\n', size - pos));
            if (newline == nullptr) {
                keep(data + pos, size - pos);
                break;
            }
            const auto end = std::size_t(newline - data);
            if (carry.empty() && !overlong) {
                const std::size_t length = end - pos;
                overlong = length > maxLine;
                deliver(std::string_view(data + pos, std::min(length, maxLine)));
            } else {
                keep(data + pos, end - pos);
                deliver(carry);
                carry.clear();
            }
            pos = end + 1;
        }
    }
    if (!carry.empty() || overlong)
        deliver(carry);
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
