// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace packwright::evidence {

/// Finds which of many literal trigger words occur in a line, in one pass over its bytes:
/// an Aho–Corasick automaton compiled to a dense table, ASCII case-insensitive. This is
/// the pre-filter that lets the extractor run regular expressions only on the few lines
/// that can match. Bytes that occur in no trigger share one input class, so the table is
/// states × classes (a few hundred KiB) and stays in cache: one lookup per byte.
class TriggerIndex
{
public:
    /// `triggers[k]` is the literal for trigger id k (non-empty; matched case-insensitively).
    explicit TriggerIndex(const std::vector<std::string_view> &triggers);

    /// Appends the ids of the triggers found in `text` to `found` (each id once).
    /// Returns whether any was found. `seen` is scratch space the caller keeps between
    /// calls; `stamp` must differ from the previous call's.
    bool find(std::string_view text, std::vector<int> &found, std::vector<std::uint32_t> &seen,
        std::uint32_t stamp) const;

private:
    void report(std::uint32_t row, std::vector<int> &found, std::vector<std::uint32_t> &seen,
        std::uint32_t stamp) const;

    /// Entries are the next state's row offset (state × classes); the top bit marks a state
    /// where some trigger ends.
    static constexpr std::uint32_t Accepting = 0x80000000U;

    std::array<std::uint8_t, 256> m_class{}; ///< byte → input class (0: in no trigger)
    std::uint32_t m_classes = 1;
    std::vector<std::uint32_t> m_table;
    std::vector<std::vector<int>> m_outputs; ///< state → trigger ids ending there
    int m_triggerCount = 0;
    std::size_t m_longest = 1; ///< the longest trigger, in bytes
};

} // namespace packwright::evidence
