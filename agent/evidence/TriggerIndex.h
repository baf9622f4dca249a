#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace packwright::evidence {

/// Finds which of many literal trigger words occur in a line, in one pass over its bytes:
/// an Aho–Corasick automaton compiled to a dense table, ASCII case-insensitive. This is
/// the pre-filter that lets the extractor run regular expressions only on the few lines
/// that can match (a line costs one table lookup per byte).
class TriggerIndex
{
public:
    /// `triggers[k]` is the literal for trigger id k (non-empty; matched case-insensitively).
    explicit TriggerIndex(const std::vector<std::string_view> &triggers);

    /// Appends the ids of the triggers found in `text` to `found` (each id once).
    /// Returns whether any was found. `seen` is scratch space the caller keeps.
    bool find(std::string_view text, std::vector<int> &found, std::vector<std::uint32_t> &seen,
        std::uint32_t stamp) const;

    /// Whether any trigger occurs in `text`.
    bool any(std::string_view text) const;

    int triggerCount() const { return m_triggerCount; }

private:
    static constexpr int Alphabet = 256;
    std::vector<std::int32_t> m_next;        ///< state * 256 + byte → state
    std::vector<std::vector<int>> m_outputs; ///< state → trigger ids ending there
    std::vector<std::uint8_t> m_accepting;   ///< state → has outputs
    int m_triggerCount = 0;
};

} // namespace packwright::evidence
