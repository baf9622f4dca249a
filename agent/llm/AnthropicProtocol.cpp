// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "llm/AnthropicProtocol.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>

namespace packwright::llm {

namespace {

QJsonObject textBlock(const QString &text)
{
    return {{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), text}};
}

/// Appends `blocks` as a turn of `role`, merged into the previous turn when it has the same
/// role (the API wants user and assistant turns to alternate; tool results are user turns).
void appendTurn(QJsonArray &messages, const QString &role, const QJsonArray &blocks)
{
    if (!messages.isEmpty()) {
        QJsonObject last = messages.last().toObject();
        if (last.value(QStringLiteral("role")).toString() == role) {
            QJsonArray content = last.value(QStringLiteral("content")).toArray();
            for (const auto &b : blocks)
                content.append(b);
            last.insert(QStringLiteral("content"), content);
            messages.replace(messages.size() - 1, last);
            return;
        }
    }
    messages.append(
        QJsonObject{{QStringLiteral("role"), role}, {QStringLiteral("content"), blocks}});
}

Usage decodeAnthropicUsage(const QJsonObject &u)
{
    Usage usage;
    const qint64 cacheRead = u.value(QStringLiteral("cache_read_input_tokens")).toInteger();
    usage.inputTokens = u.value(QStringLiteral("input_tokens")).toInteger() + cacheRead
        + u.value(QStringLiteral("cache_creation_input_tokens")).toInteger();
    usage.outputTokens = u.value(QStringLiteral("output_tokens")).toInteger();
    usage.cachedTokens = cacheRead;
    return usage;
}

/// An `{"type":"error","error":{"type":…}}` reply or stream event, typed by its error type.
LlmError decodeError(const QJsonObject &root)
{
    const QString type
        = root.value(QStringLiteral("error")).toObject().value(QStringLiteral("type")).toString();
    int status = 400;
    if (type == QLatin1String("authentication_error") || type == QLatin1String("permission_error"))
        status = 401;
    else if (type == QLatin1String("not_found_error"))
        status = 404;
    else if (type == QLatin1String("rate_limit_error"))
        status = 429;
    else if (type == QLatin1String("overloaded_error"))
        status = 529;
    else if (type == QLatin1String("api_error"))
        status = 500;
    return LlmError::fromHttp(status, QJsonDocument(root).toJson(QJsonDocument::Compact), {});
}

class AnthropicStreamDecoder : public StreamDecoder
{
public:
    std::optional<LlmError> feed(const SseEvent &event, QList<StreamEvent> &out) override
    {
        QJsonParseError parseError;
        const QJsonObject e = QJsonDocument::fromJson(event.data, &parseError).object();
        if (parseError.error != QJsonParseError::NoError)
            return malformed(
                QStringLiteral("stream event is not JSON: %1").arg(parseError.errorString()));
        const QString type = e.value(QStringLiteral("type")).toString();
        if (type == QLatin1String("error"))
            return decodeError(e);
        if (type == QLatin1String("message_start")) {
            const QJsonObject m = e.value(QStringLiteral("message")).toObject();
            m_reply.model = m.value(QStringLiteral("model")).toString();
            m_reply.usage = decodeAnthropicUsage(m.value(QStringLiteral("usage")).toObject());
        } else if (type == QLatin1String("content_block_start")) {
            const int index = e.value(QStringLiteral("index")).toInt();
            const QJsonObject block = e.value(QStringLiteral("content_block")).toObject();
            if (block.value(QStringLiteral("type")).toString() == QLatin1String("tool_use")) {
                Partial p{block.value(QStringLiteral("id")).toString(),
                    block.value(QStringLiteral("name")).toString(), {}, int(m_calls.size())};
                m_calls.insert(index, p);
                out.append({StreamEvent::Kind::ToolCallStarted, p.ordinal, p.id, p.name, {}});
            }
        } else if (type == QLatin1String("content_block_delta")) {
            const int index = e.value(QStringLiteral("index")).toInt();
            const QJsonObject delta = e.value(QStringLiteral("delta")).toObject();
            const QString deltaType = delta.value(QStringLiteral("type")).toString();
            if (deltaType == QLatin1String("text_delta")) {
                const QString text = delta.value(QStringLiteral("text")).toString();
                m_reply.text += text;
                out.append({StreamEvent::Kind::TextDelta, 0, {}, {}, text});
            } else if (deltaType == QLatin1String("input_json_delta")) {
                const auto it = m_calls.find(index);
                if (it == m_calls.end())
                    return malformed(
                        QStringLiteral("tool arguments for a block that is no tool call"));
                const QString part = delta.value(QStringLiteral("partial_json")).toString();
                it->arguments += part.toUtf8();
                out.append(
                    {StreamEvent::Kind::ToolArgumentsDelta, it->ordinal, it->id, it->name, part});
            }
        } else if (type == QLatin1String("message_delta")) {
            m_reply.stopReason = e.value(QStringLiteral("delta"))
                                     .toObject()
                                     .value(QStringLiteral("stop_reason"))
                                     .toString();
            const QJsonObject u = e.value(QStringLiteral("usage")).toObject();
            if (u.contains(QStringLiteral("output_tokens")))
                m_reply.usage.outputTokens = u.value(QStringLiteral("output_tokens")).toInteger();
        } else if (type == QLatin1String("message_stop")) {
            m_done = true;
        }
        return std::nullopt;
    }

    LlmResult<ChatReply> finish() override
    {
        if (!m_done)
            return LlmError::make(LlmError::Kind::Network,
                QStringLiteral("the connection closed: the stream ended before message_stop"));
        ChatReply reply = m_reply;
        for (const Partial &p : std::as_const(m_calls))
            reply.toolCalls.append(decodeToolCall(p.id, p.name, p.arguments));
        return reply;
    }

private:
    struct Partial
    {
        QString id;
        QString name;
        QByteArray arguments;
        int ordinal = 0; ///< position among the reply's tool calls
    };
    ChatReply m_reply;
    QMap<int, Partial> m_calls; ///< by content block index
    bool m_done = false;
};

} // namespace

QNetworkRequest AnthropicProtocol::httpRequest(
    const ProviderProfile &profile, const QString &key) const
{
    QNetworkRequest request(profile.endpoint());
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setRawHeader(QByteArrayLiteral("anthropic-version"), apiVersion);
    if (!key.isEmpty())
        request.setRawHeader(QByteArrayLiteral("x-api-key"), key.toUtf8());
    return request;
}

QByteArray AnthropicProtocol::requestBody(
    const ChatRequest &request, const ProviderProfile &profile) const
{
    QJsonObject body{{QStringLiteral("model"), profile.model},
        {QStringLiteral("max_tokens"), request.maxOutputTokens.value_or(profile.maxOutputTokens)}};
    if (!request.system.isEmpty())
        body.insert(QStringLiteral("system"), request.system);
    QJsonArray messages;
    for (const Message &m : request.messages) {
        switch (m.role) {
        case Message::Role::User:
            appendTurn(messages, QStringLiteral("user"), {textBlock(m.text)});
            break;
        case Message::Role::Assistant: {
            QJsonArray blocks;
            if (!m.text.isEmpty())
                blocks.append(textBlock(m.text));
            for (const ToolCall &c : m.toolCalls)
                blocks.append(QJsonObject{{QStringLiteral("type"), QStringLiteral("tool_use")},
                    {QStringLiteral("id"), c.id}, {QStringLiteral("name"), c.name},
                    {QStringLiteral("input"), c.arguments}});
            appendTurn(messages, QStringLiteral("assistant"), blocks);
            break;
        }
        case Message::Role::Tool:
            appendTurn(messages, QStringLiteral("user"),
                {QJsonObject{{QStringLiteral("type"), QStringLiteral("tool_result")},
                    {QStringLiteral("tool_use_id"), m.toolCallId},
                    {QStringLiteral("content"), m.text}, {QStringLiteral("is_error"), m.isError}}});
            break;
        }
    }
    body.insert(QStringLiteral("messages"), messages);
    if (!request.tools.isEmpty()) {
        QJsonArray tools;
        for (const ToolSpec &t : request.tools)
            tools.append(QJsonObject{{QStringLiteral("name"), t.name},
                {QStringLiteral("description"), t.description},
                {QStringLiteral("input_schema"), t.parameters}});
        body.insert(QStringLiteral("tools"), tools);
        QJsonObject choice;
        switch (request.toolChoice.mode) {
        case ToolChoice::Mode::Auto:
            choice.insert(QStringLiteral("type"), QStringLiteral("auto"));
            break;
        case ToolChoice::Mode::None:
            choice.insert(QStringLiteral("type"), QStringLiteral("none"));
            break;
        case ToolChoice::Mode::Required:
            choice.insert(QStringLiteral("type"), QStringLiteral("any"));
            break;
        case ToolChoice::Mode::Named:
            choice.insert(QStringLiteral("type"), QStringLiteral("tool"));
            choice.insert(QStringLiteral("name"), request.toolChoice.name);
            break;
        }
        if (!request.parallelToolCalls && request.toolChoice.mode != ToolChoice::Mode::None)
            choice.insert(QStringLiteral("disable_parallel_tool_use"), true);
        body.insert(QStringLiteral("tool_choice"), choice);
    }
    if (profile.temperature)
        body.insert(QStringLiteral("temperature"), *profile.temperature);
    if (profile.topP)
        body.insert(QStringLiteral("top_p"), *profile.topP);
    if (request.stream)
        body.insert(QStringLiteral("stream"), true);
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

LlmResult<ChatReply> AnthropicProtocol::parseReply(const QByteArray &body) const
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return malformed(
            QStringLiteral("reply is not a JSON object: %1").arg(parseError.errorString()));
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("type")).toString() == QLatin1String("error"))
        return decodeError(root);
    if (!root.value(QStringLiteral("content")).isArray())
        return malformed(QStringLiteral("reply has no content array"));
    ChatReply reply;
    reply.model = root.value(QStringLiteral("model")).toString();
    reply.stopReason = root.value(QStringLiteral("stop_reason")).toString();
    reply.usage = decodeAnthropicUsage(root.value(QStringLiteral("usage")).toObject());
    const QJsonArray content = root.value(QStringLiteral("content")).toArray();
    for (const auto &v : content) {
        const QJsonObject block = v.toObject();
        const QString type = block.value(QStringLiteral("type")).toString();
        if (type == QLatin1String("text")) {
            reply.text += block.value(QStringLiteral("text")).toString();
        } else if (type == QLatin1String("tool_use")) {
            if (!block.value(QStringLiteral("name")).isString())
                return malformed(QStringLiteral("a tool_use block has no name"));
            reply.toolCalls.append(decodeToolCall(block.value(QStringLiteral("id")).toString(),
                block.value(QStringLiteral("name")).toString(),
                block.value(QStringLiteral("input"))));
        }
    }
    return reply;
}

std::unique_ptr<StreamDecoder> AnthropicProtocol::streamDecoder() const
{
    return std::make_unique<AnthropicStreamDecoder>();
}

} // namespace packwright::llm
