// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "llm/LlmError.h"
#include "llm/LlmTypes.h"
#include "llm/ProviderProfile.h"
#include "llm/SseParser.h"

#include <QJsonValue>
#include <QNetworkRequest>

#include <memory>

namespace packwright::llm {

/// Decodes the events of one streamed reply into StreamEvents and, at the end, the ChatReply.
class StreamDecoder
{
public:
    virtual ~StreamDecoder() = default;
    /// Decodes one server-sent event, appending what the GUI should show to `out`; an error
    /// event or an undecodable one gives an error.
    virtual std::optional<LlmError> feed(const SseEvent &event, QList<StreamEvent> &out) = 0;
    /// The whole reply once the stream ended; a Network error (worth a retry) when it ended
    /// before its last event, as when the connection drops mid-stream.
    virtual LlmResult<ChatReply> finish() = 0;
};

/// One wire protocol: how a ChatRequest becomes an HTTP request and a reply a ChatReply. The
/// loop never sees wire JSON; LlmClient does the HTTP.
class WireProtocol
{
public:
    virtual ~WireProtocol() = default;

    /// The POST request: endpoint, content type, the key in the protocol's header (the key is
    /// not stored anywhere else).
    virtual QNetworkRequest httpRequest(
        const ProviderProfile &profile, const QString &key) const = 0;
    virtual QByteArray requestBody(
        const ChatRequest &request, const ProviderProfile &profile) const = 0;
    /// Decodes a non-streamed 2xx reply.
    virtual LlmResult<ChatReply> parseReply(const QByteArray &body) const = 0;
    virtual std::unique_ptr<StreamDecoder> streamDecoder() const = 0;

    static std::unique_ptr<WireProtocol> create(Protocol protocol);
};

/// A ToolCall from the arguments text the model wrote; `argumentsError` is set when they are
/// not a JSON object.
ToolCall decodeToolCall(const QString &id, const QString &name, const QByteArray &rawArguments);
/// The same for arguments as a whole reply carries them: a JSON string (OpenAI), or an
/// object (Anthropic, and some OpenAI-compatible servers); absent or null means none.
ToolCall decodeToolCall(const QString &id, const QString &name, const QJsonValue &arguments);

/// A MalformedReply error with `what` as detail.
LlmError malformed(const QString &what);

} // namespace packwright::llm
