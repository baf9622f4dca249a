// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "evidence/TriggerIndex.h"

#include <algorithm>
#include <deque>

namespace packwright::evidence {

namespace {

unsigned char fold(unsigned char c)
{
    return (c >= 'A' && c <= 'Z') ? static_cast<unsigned char>(c - 'A' + 'a') : c;
}

} // namespace

TriggerIndex::TriggerIndex(const std::vector<std::string_view> &triggers)
    : m_triggerCount(int(triggers.size()))
{
    for (const std::string_view trigger : triggers)
        m_longest = std::max(m_longest, std::max<std::size_t>(1, trigger.size()));
    // Input classes: one per distinct folded byte used by a trigger; upper case shares
    // the lower-case letter's class.
    for (const std::string_view trigger : triggers) {
        for (const char ch : trigger) {
            const unsigned char c = fold(static_cast<unsigned char>(ch));
            if (m_class[c] == 0 && m_classes < 255)
                m_class[c] = std::uint8_t(m_classes++);
        }
    }
    for (std::size_t c = 'A'; c <= 'Z'; ++c)
        m_class[c] = m_class[c - 'A' + 'a'];

    // 1. The trie (−1: no edge yet), by state and class.
    const std::size_t width = m_classes;
    std::vector<std::int32_t> next(width, -1);
    m_outputs.emplace_back();
    for (int id = 0; id < int(triggers.size()); ++id) {
        std::int32_t state = 0;
        for (const char ch : triggers[std::size_t(id)]) {
            const std::size_t cls = m_class[fold(static_cast<unsigned char>(ch))];
            const std::size_t at = std::size_t(state) * width + cls;
            if (next[at] < 0) {
                next[at] = std::int32_t(m_outputs.size());
                m_outputs.emplace_back();
                next.resize(next.size() + width, -1);
            }
            state = next[at];
        }
        if (state != 0)
            m_outputs[std::size_t(state)].push_back(id);
    }
    // 2. Breadth-first: failure links folded into a complete transition table.
    std::vector<std::int32_t> failure(m_outputs.size(), 0);
    std::deque<std::int32_t> queue;
    for (std::size_t cls = 0; cls < width; ++cls) {
        if (next[cls] < 0 || cls == 0) {
            next[cls] = 0; // class 0 (bytes in no trigger) always leads back to the root
        } else {
            queue.push_back(next[cls]);
        }
    }
    while (!queue.empty()) {
        const std::int32_t state = queue.front();
        queue.pop_front();
        const std::int32_t fail = failure[std::size_t(state)];
        const auto &inherited = m_outputs[std::size_t(fail)];
        auto &own = m_outputs[std::size_t(state)];
        own.insert(own.end(), inherited.begin(), inherited.end());
        for (std::size_t cls = 0; cls < width; ++cls) {
            const std::size_t at = std::size_t(state) * width + cls;
            const std::int32_t viaFailure = next[std::size_t(fail) * width + cls];
            if (next[at] < 0) {
                next[at] = viaFailure;
            } else {
                failure[std::size_t(next[at])] = viaFailure;
                queue.push_back(next[at]);
            }
        }
    }
    // 3. Row offsets with the accepting bit.
    m_table.resize(next.size());
    for (std::size_t i = 0; i < next.size(); ++i) {
        const auto target = std::size_t(next[i]);
        m_table[i] = std::uint32_t(target * width) | (m_outputs[target].empty() ? 0U : Accepting);
    }
}

void TriggerIndex::report(std::uint32_t row, std::vector<int> &found,
    std::vector<std::uint32_t> &seen, std::uint32_t stamp) const
{
    for (const int id : m_outputs[row / m_classes]) {
        if (seen[std::size_t(id)] != stamp) {
            seen[std::size_t(id)] = stamp;
            found.push_back(id);
        }
    }
}

bool TriggerIndex::find(std::string_view text, std::vector<int> &found,
    std::vector<std::uint32_t> &seen, std::uint32_t stamp) const
{
    if (seen.size() < std::size_t(m_triggerCount))
        seen.resize(std::size_t(m_triggerCount), 0);
    const std::size_t before = found.size();
    const auto *bytes = reinterpret_cast<const unsigned char *>(text.data());
    const std::size_t size = text.size();
    std::size_t i = 0;
    if (size >= 4 * m_longest + 8) {
        // Four automata over the four quarters, as the two below; chains 1–3 read the
        // m_longest − 1 bytes before their quarter too, and the last the odd bytes after it.
        const std::size_t quarter = size / 4;
        const std::size_t lead = m_longest - 1;
        const unsigned char *p0 = bytes;
        const unsigned char *p1 = bytes + quarter - lead;
        const unsigned char *p2 = bytes + 2 * quarter - lead;
        const unsigned char *p3 = bytes + 3 * quarter - lead;
        std::uint32_t r0 = 0;
        std::uint32_t r1 = 0;
        std::uint32_t r2 = 0;
        std::uint32_t r3 = 0;
        const auto step = [this](std::uint32_t &row, unsigned char c) {
            const std::uint32_t entry = m_table[row + m_class[c]];
            row = entry & ~Accepting;
            return entry;
        };
        const auto reportIf = [this, &found, &seen, stamp](std::uint32_t entry) {
            if ((entry & Accepting) != 0)
                report(entry & ~Accepting, found, seen, stamp);
        };
        for (std::size_t k = 0; k < quarter; ++k) {
            const std::uint32_t e0 = step(r0, p0[k]);
            const std::uint32_t e1 = step(r1, p1[k]);
            const std::uint32_t e2 = step(r2, p2[k]);
            const std::uint32_t e3 = step(r3, p3[k]);
            if (((e0 | e1 | e2 | e3) & Accepting) != 0) [[unlikely]] {
                reportIf(e0);
                reportIf(e1);
                reportIf(e2);
                reportIf(e3);
            }
        }
        for (std::size_t k = quarter; k < quarter + lead; ++k) {
            const std::uint32_t e1 = step(r1, p1[k]);
            const std::uint32_t e2 = step(r2, p2[k]);
            const std::uint32_t e3 = step(r3, p3[k]);
            if (((e1 | e2 | e3) & Accepting) != 0) [[unlikely]] {
                reportIf(e1);
                reportIf(e2);
                reportIf(e3);
            }
        }
        for (const unsigned char *p = p3 + quarter + lead; p < bytes + size; ++p)
            reportIf(step(r3, *p));
        return found.size() > before;
    }
    if (size >= 2 * m_longest + 16) {
        // Two automata walk the two halves side by side: each step is a dependent load, so
        // two independent chains run about twice as fast as one. The second half starts
        // m_longest − 1 bytes early, so a trigger across the middle is still seen.
        const std::size_t half = size / 2;
        std::size_t j = half + 1 - m_longest;
        std::uint32_t a = 0;
        std::uint32_t b = 0;
        for (; i < half; ++i, ++j) {
            const std::uint32_t ea = m_table[a + m_class[bytes[i]]];
            const std::uint32_t eb = m_table[b + m_class[bytes[j]]];
            a = ea & ~Accepting;
            b = eb & ~Accepting;
            if (((ea | eb) & Accepting) != 0) [[unlikely]] {
                if ((ea & Accepting) != 0)
                    report(a, found, seen, stamp);
                if ((eb & Accepting) != 0)
                    report(b, found, seen, stamp);
            }
        }
        for (; j < size; ++j) {
            const std::uint32_t eb = m_table[b + m_class[bytes[j]]];
            b = eb & ~Accepting;
            if ((eb & Accepting) != 0) [[unlikely]]
                report(b, found, seen, stamp);
        }
        return found.size() > before;
    }
    std::uint32_t row = 0;
    for (; i < size; ++i) {
        const std::uint32_t entry = m_table[row + m_class[bytes[i]]];
        row = entry & ~Accepting;
        if ((entry & Accepting) != 0) [[unlikely]]
            report(row, found, seen, stamp);
    }
    return found.size() > before;
}

} // namespace packwright::evidence
