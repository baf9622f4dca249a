#include "evidence/TriggerIndex.h"

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
    // 1. The trie of folded triggers (−1: no edge yet).
    m_next.assign(Alphabet, -1);
    m_outputs.emplace_back();
    for (int id = 0; id < int(triggers.size()); ++id) {
        std::int32_t state = 0;
        for (const char ch : triggers[std::size_t(id)]) {
            const unsigned char c = fold(static_cast<unsigned char>(ch));
            auto &edge = m_next[std::size_t(state) * Alphabet + c];
            if (edge < 0) {
                edge = std::int32_t(m_outputs.size());
                m_outputs.emplace_back();
                m_next.resize(m_next.size() + Alphabet, -1);
            }
            state = m_next[std::size_t(state) * Alphabet + c];
        }
        if (state != 0)
            m_outputs[std::size_t(state)].push_back(id);
    }
    // 2. Breadth-first: failure links folded into a complete transition table.
    std::vector<std::int32_t> failure(m_outputs.size(), 0);
    std::deque<std::int32_t> queue;
    for (int c = 0; c < Alphabet; ++c) {
        auto &edge = m_next[std::size_t(c)];
        if (edge < 0) {
            edge = 0;
        } else {
            failure[std::size_t(edge)] = 0;
            queue.push_back(edge);
        }
    }
    while (!queue.empty()) {
        const std::int32_t state = queue.front();
        queue.pop_front();
        const auto &inherited = m_outputs[std::size_t(failure[std::size_t(state)])];
        auto &own = m_outputs[std::size_t(state)];
        own.insert(own.end(), inherited.begin(), inherited.end());
        for (int c = 0; c < Alphabet; ++c) {
            auto &edge = m_next[std::size_t(state) * Alphabet + std::size_t(c)];
            const std::int32_t viaFailure
                = m_next[std::size_t(failure[std::size_t(state)]) * Alphabet + std::size_t(c)];
            if (edge < 0) {
                edge = viaFailure;
            } else {
                failure[std::size_t(edge)] = viaFailure;
                queue.push_back(edge);
            }
        }
    }
    // Upper-case bytes behave like their lower-case letters.
    const std::size_t states = m_outputs.size();
    for (std::size_t s = 0; s < states; ++s) {
        for (int c = 'A'; c <= 'Z'; ++c)
            m_next[s * Alphabet + std::size_t(c)]
                = m_next[s * Alphabet + std::size_t(c - 'A' + 'a')];
    }
    m_accepting.resize(states);
    for (std::size_t s = 0; s < states; ++s)
        m_accepting[s] = m_outputs[s].empty() ? 0 : 1;
}

bool TriggerIndex::find(std::string_view text, std::vector<int> &found,
    std::vector<std::uint32_t> &seen, std::uint32_t stamp) const
{
    if (seen.size() < std::size_t(m_triggerCount))
        seen.resize(std::size_t(m_triggerCount), 0);
    bool any = false;
    std::int32_t state = 0;
    for (const char ch : text) {
        state = m_next[std::size_t(state) * Alphabet + static_cast<unsigned char>(ch)];
        if (m_accepting[std::size_t(state)] == 0)
            continue;
        for (const int id : m_outputs[std::size_t(state)]) {
            if (seen[std::size_t(id)] != stamp) {
                seen[std::size_t(id)] = stamp;
                found.push_back(id);
                any = true;
            }
        }
    }
    return any;
}

bool TriggerIndex::any(std::string_view text) const
{
    std::int32_t state = 0;
    for (const char ch : text) {
        state = m_next[std::size_t(state) * Alphabet + static_cast<unsigned char>(ch)];
        if (m_accepting[std::size_t(state)] != 0)
            return true;
    }
    return false;
}

} // namespace packwright::evidence
