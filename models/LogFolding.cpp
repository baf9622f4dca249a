// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LogFolding.h"

#include <algorithm>

namespace packwright::models {

void LogFolding::setHeaders(std::vector<qint64> headers)
{
    m_headers = std::move(headers);
    std::erase_if(m_folded, [this](qint64 line) { return !isHeader(line); });
}

void LogFolding::clear()
{
    m_headers.clear();
    m_folded.clear();
    m_lines = 0;
}

int LogFolding::sectionOf(qint64 line) const
{
    const auto it = std::upper_bound(m_headers.begin(), m_headers.end(), line);
    return int(it - m_headers.begin()) - 1;
}

bool LogFolding::isHeader(qint64 line) const
{
    return std::binary_search(m_headers.begin(), m_headers.end(), line);
}

qint64 LogFolding::sectionEnd(int section) const
{
    const auto next = std::size_t(section) + 1;
    return next < m_headers.size() ? m_headers[next] : std::max(m_lines, m_headers[next - 1] + 1);
}

bool LogFolding::setFolded(qint64 headerLine, bool folded)
{
    if (!isHeader(headerLine))
        return false;
    if (folded)
        m_folded.insert(headerLine);
    else
        m_folded.erase(headerLine);
    return true;
}

qint64 LogFolding::hiddenUnder(qint64 headerLine) const
{
    if (!isFolded(headerLine))
        return 0;
    const qint64 end = std::min(sectionEnd(sectionOf(headerLine)), m_lines);
    return std::max<qint64>(0, end - headerLine - 1);
}

qint64 LogFolding::rowCount() const
{
    qint64 hidden = 0;
    for (const qint64 header : m_folded)
        hidden += hiddenUnder(header);
    return m_lines - hidden;
}

qint64 LogFolding::lineForRow(qint64 row) const
{
    qint64 hidden = 0;
    for (const qint64 header : m_folded) {
        if (row + hidden <= header)
            break;
        hidden += hiddenUnder(header);
    }
    return row + hidden;
}

qint64 LogFolding::rowForLine(qint64 line) const
{
    qint64 hidden = 0;
    for (const qint64 header : m_folded) {
        if (line <= header)
            break;
        const qint64 count = hiddenUnder(header);
        if (line <= header + count)
            return header - hidden;
        hidden += count;
    }
    return line - hidden;
}

bool LogFolding::isHidden(qint64 line) const
{
    const int section = sectionOf(line);
    if (section < 0)
        return false;
    const qint64 header = m_headers[std::size_t(section)];
    return line != header && isFolded(header);
}

} // namespace packwright::models
