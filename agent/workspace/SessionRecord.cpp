// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "workspace/SessionRecord.h"

#include "core/EnumNames.h"
#include "evidence/FailureSignal.h"

#include <algorithm>

namespace packwright::workspace {

namespace {
constexpr EnumNames<AttemptStatus, 3> statusNames{{{
    {AttemptStatus::Running, u"running"},
    {AttemptStatus::Finished, u"finished"},
    {AttemptStatus::Interrupted, u"interrupted"},
}}};
} // namespace

QString attemptStatusName(AttemptStatus status)
{
    return statusNames.name(status);
}

std::optional<AttemptStatus> attemptStatusFromName(QStringView name)
{
    return statusNames.find(name);
}

TokenUsage &TokenUsage::operator+=(const TokenUsage &other)
{
    inputTokens += other.inputTokens;
    outputTokens += other.outputTokens;
    cachedTokens += other.cachedTokens;
    costUsd += other.costUsd;
    return *this;
}

QString SignalRecord::matchedText() const
{
    return evidence::windowLine(text, matchLine > 0 ? matchLine - firstLine : 0);
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

const Attempt *SessionRecord::lastSuccessfulAttempt() const
{
    for (auto it = attempts.crbegin(); it != attempts.crend(); ++it) {
        if (!it->abandoned && it->status == AttemptStatus::Finished
            && it->outcome.kind == nix::OutcomeKind::Success)
            return &*it;
    }
    return nullptr;
}

} // namespace packwright::workspace
