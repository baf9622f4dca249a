// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "llm/LlmError.h"

#include <QDateTime>
#include <QString>

#include <chrono>
#include <functional>
#include <optional>

namespace packwright::llm {

/// When and how long to wait before retrying a failed model call: exponential backoff with
/// "equal jitter" (half the step fixed, half random; AWS Architecture Blog, "Exponential
/// Backoff And Jitter", 2015), and the server's Retry-After (RFC 9110 §10.2.3: delay-seconds
/// or an HTTP-date) when it sends one. The random source and the clock are injectable so
/// that tests are deterministic.
class RetryPolicy
{
public:
    using Milliseconds = std::chrono::milliseconds;

    int maxAttempts = 4;                ///< first attempt included
    Milliseconds baseDelay{500};        ///< step of the first retry
    Milliseconds maxDelay{30000};       ///< cap of the backoff step
    Milliseconds maxRetryAfter{120000}; ///< a longer Retry-After is not waited for
    std::function<double()> random;     ///< uniform in [0, 1); default: QRandomGenerator
    std::function<QDateTime()> now;     ///< UTC; default: QDateTime::currentDateTimeUtc

    /// The delay before attempt `attempt + 1`, after attempt `attempt` (1-based) failed with
    /// `error`; nullopt when the call should not be retried (permanent error, attempts used
    /// up, or a Retry-After beyond maxRetryAfter).
    std::optional<Milliseconds> nextDelay(int attempt, const LlmError &error) const;

    /// The backoff step for a retry after `attempt`, jitter applied.
    Milliseconds backoff(int attempt) const;

    /// Parses a Retry-After value: delay-seconds ("120") or an IMF-fixdate ("Sun, 06 Nov 1994
    /// 08:49:37 GMT", relative to `now`, never negative); nullopt when it is neither.
    static std::optional<Milliseconds> parseRetryAfter(const QString &value, const QDateTime &now);
};

} // namespace packwright::llm
