#include "workspace/SessionRecord.h"

#include <algorithm>

namespace packwright::workspace {

TokenUsage &TokenUsage::operator+=(const TokenUsage &other)
{
    inputTokens += other.inputTokens;
    outputTokens += other.outputTokens;
    cachedTokens += other.cachedTokens;
    costUsd += other.costUsd;
    return *this;
}

TokenUsage SessionRecord::totalUsage() const
{
    TokenUsage total;
    for (const Attempt &attempt : attempts)
        total += attempt.usage;
    return total;
}

qint64 SessionRecord::totalDurationMs() const
{
    qint64 total = 0;
    for (const Attempt &attempt : attempts)
        total += attempt.outcome.durationMs;
    return total;
}

const Attempt *SessionRecord::finalAttempt() const
{
    const auto it = std::find_if(attempts.rbegin(), attempts.rend(),
        [](const Attempt &attempt) { return !attempt.abandoned; });
    return it == attempts.rend() ? nullptr : &*it;
}

} // namespace packwright::workspace
