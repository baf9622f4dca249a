// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"

#include <QString>

#include <chrono>
#include <optional>

namespace packwright::llm {

/// A failed model call, typed so the loop can react (stop, shrink the prompt, ask for a key)
/// and worded so the user can act on `message`. `detail` holds the provider's own words
/// (never a key).
struct LlmError
{
    enum class Kind
    {
        None,
        NoKey,           ///< no API key in the environment or the keychain
        Authentication,  ///< 401 / 403: key missing, wrong or without access
        UnknownModel,    ///< the server does not know the profile's model
        ContextOverflow, ///< the prompt is longer than the model's context window
        BadRequest,      ///< another 4xx the server explains in `detail`
        RateLimited,     ///< 429 (retried)
        ServerError,     ///< 5xx (retried)
        Network,         ///< connection refused, reset, dropped mid-stream (retried)
        Timeout,         ///< no byte within the profile's timeout (retried)
        MalformedReply,  ///< invalid JSON or missing fields in a reply
        Cancelled,
        BudgetExceeded ///< the call would pass the session's token or cost budget
    };
    Kind kind = Kind::None;
    QString message;
    QString detail;
    int httpStatus = 0;
    std::optional<QString> retryAfter; ///< the server's Retry-After header, as written

    /// Worth another attempt (rate limit, 5xx, network, timeout).
    bool transient() const;
    /// As a plain Error for layers that only report.
    Error toError() const { return {message, detail}; }

    /// An error of `kind` with the standard user message for it.
    static LlmError make(Kind kind, const QString &detail = {}, int httpStatus = 0);
    /// Classifies an HTTP error reply (status ≥ 400) from its status and body.
    static LlmError fromHttp(int status, const QByteArray &body, const QString &model);
    /// A body that ended before its declared Content-Length (`declared` and `received` in
    /// bytes; `declared` < 0 when the header was absent) is a dropped connection, retried as
    /// Kind::Network; Qt does not always report the reset, and the half body would otherwise
    /// read as a malformed reply. Nothing when the body is whole or its length unknown.
    static std::optional<LlmError> fromShortBody(qint64 declared, qint64 received);
};

/// The name of a kind, for logs ("rate-limited").
QString kindName(LlmError::Kind kind);

template<typename T>
using LlmResult = Result<T, LlmError>;

} // namespace packwright::llm
