// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LogLineIndex.h"

#include "evidence/LogText.h"

#include <cstring>

#include <algorithm>

namespace packwright::models {

void LineOffsets::append(qint64 offset)
{
    if ((m_size & BlockMask) == 0)
        m_blocks.push_back(std::make_unique<qint64[]>(std::size_t(BlockSize)));
    m_blocks.back()[std::size_t(m_size & BlockMask)] = offset;
    ++m_size;
}

void LineOffsets::clear()
{
    m_blocks.clear();
    m_size = 0;
}

qint64 LineOffsets::indexAtOrBefore(qint64 offset) const
{
    qint64 low = 0;
    qint64 high = m_size; // first entry > offset lies in [low, high]
    while (low < high) {
        const qint64 mid = low + (high - low) / 2;
        if (at(mid) <= offset)
            low = mid + 1;
        else
            high = mid;
    }
    return low - 1;
}

qint64 LineOffsets::memoryBytes() const
{
    return qint64(m_blocks.size()) * BlockSize * qint64(sizeof(qint64))
        + qint64(m_blocks.capacity() * sizeof(m_blocks[0]));
}

void LineScanner::scan(const char *data, qint64 size, ScanBatch &out)
{
    const char *at = data;
    const char *const end = data + size;
    while (at < end) {
        const auto *newline
            = static_cast<const char *>(std::memchr(at, '\n', std::size_t(end - at)));
        const char *stop = newline ? newline : end;
        if (!m_headOverflow) {
            const std::size_t room = MaxMarkerBytes - m_head.size();
            const auto piece = std::size_t(stop - at);
            m_head.append(at, std::min(room, piece));
            m_headOverflow = piece > room;
        }
        m_offset += stop - at;
        at = stop;
        if (newline) {
            ++m_offset;
            ++at;
            finishLine(out);
            out.lineStarts.push_back(m_offset);
        }
    }
    out.endOffset = m_offset;
}

void LineScanner::finishLine(ScanBatch &out)
{
    if (!m_headOverflow && !m_head.empty()) {
        std::string_view clean = evidence::cleanLine(m_head, m_clean);
        std::string_view derivation;
        clean = evidence::splitDerivationPrefix(clean, derivation);
        const int changes = m_tracker.phaseChanges();
        m_tracker.feed(clean);
        if (m_tracker.phaseChanges() != changes)
            out.phases.push_back(LogPhase{m_line, m_tracker.phase(), m_tracker.stage()});
    }
    m_head.clear();
    m_headOverflow = false;
    ++m_line;
}

} // namespace packwright::models
