// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LogSearch.h"

#include "LogLineText.h"

#include <QFile>

#include <algorithm>

namespace packwright::models {

namespace {

constexpr qint64 ChunkBytes = qint64(1) << 20;

/// Bytes [offset, offset + length) of the searched log, ASCII-folded.
class Haystack
{
public:
    explicit Haystack(const LogSearchRequest &request)
        : m_bytes(request.bytes)
    {
        if (!request.path.isEmpty()) {
            m_file.setFileName(request.path);
            m_ok = m_file.open(QIODevice::ReadOnly);
        }
    }
    bool ok() const { return m_ok; }
    QByteArray read(qint64 offset, qint64 length)
    {
        if (m_file.isOpen()) {
            if (!m_file.seek(offset))
                return {};
            return foldAscii(m_file.read(length));
        }
        return foldAscii(QByteArrayView(m_bytes).sliced(
            std::min(offset, m_bytes.size()), std::min(length, m_bytes.size() - offset)));
    }

private:
    QFile m_file;
    QByteArray m_bytes;
    bool m_ok = true;
};

/// First match starting in [begin, end), or -1.
qint64 firstIn(Haystack &hay, const QByteArray &needle, qint64 begin, qint64 end, qint64 limit)
{
    const qint64 overlap = needle.size() - 1;
    for (qint64 at = begin; at < end; at += ChunkBytes) {
        const QByteArray chunk = hay.read(at, std::min(ChunkBytes + overlap, limit - at));
        const qsizetype hit = chunk.indexOf(needle);
        if (hit >= 0 && at + hit < end)
            return at + hit;
        if (hit >= 0)
            return -1;
    }
    return -1;
}

/// Last match starting in [begin, end), or -1.
qint64 lastIn(Haystack &hay, const QByteArray &needle, qint64 begin, qint64 end, qint64 limit)
{
    const qint64 overlap = needle.size() - 1;
    for (qint64 stop = end; stop > begin;) {
        const qint64 at = std::max(begin, stop - ChunkBytes);
        const QByteArray chunk = hay.read(at, std::min(stop - at + overlap, limit - at));
        const qsizetype hit = chunk.lastIndexOf(needle, stop - at - 1);
        if (hit >= 0)
            return at + hit;
        stop = at;
    }
    return -1;
}

} // namespace

qint64 findInLog(const LogSearchRequest &request)
{
    const QByteArray needle = foldAscii(request.text.toUtf8());
    const qint64 limit = request.limit;
    if (needle.isEmpty() || limit < needle.size())
        return -1;
    Haystack hay(request);
    if (!hay.ok())
        return -1;
    const qint64 from = std::clamp<qint64>(request.from, 0, limit);
    if (request.forward) {
        const qint64 hit = firstIn(hay, needle, from, limit, limit);
        return hit >= 0 ? hit : firstIn(hay, needle, 0, from, limit);
    }
    const qint64 hit = lastIn(hay, needle, 0, from, limit);
    return hit >= 0 ? hit : lastIn(hay, needle, from, limit, limit);
}

} // namespace packwright::models
