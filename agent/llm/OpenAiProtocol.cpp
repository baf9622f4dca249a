// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "llm/OpenAiProtocol.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>

namespace packwright::llm {

namespace {

QJsonObject encodeMessage(const Message &m)
{
    QJsonObject o;
    switch (m.role) {
    case Message::Role::User:
        o.insert(QStringLiteral("role"), QStringLiteral("user"));
        o.insert(QStringLiteral("content"), m.text);
        break;
    case Message::Role::Assistant: {
        o.insert(QStringLiteral("role"), QStringLiteral("assistant"));
        // null content only beside tool calls; an empty turn keeps an empty string
        o.insert(QStringLiteral("content"),
            m.text.isEmpty() && !m.toolCalls.isEmpty() ? QJsonValue() : QJsonValue(m.text));
        QJsonArray calls;
        for (const ToolCall &c : m.toolCalls) {
            const QString args = c.rawArguments.isEmpty()
                ? QString::fromUtf8(QJsonDocument(c.arguments).toJson(QJsonDocument::Compact))
                : c.rawArguments;
            calls.append(QJsonObject{{QStringLiteral("id"), c.id},
                {QStringLiteral("type"), QStringLiteral("function")},
                {QStringLiteral("function"),
                    QJsonObject{
                        {QStringLiteral("name"), c.name}, {QStringLiteral("arguments"), args}}}});
        }
        if (!calls.isEmpty())
            o.insert(QStringLiteral("tool_calls"), calls);
        break;
    }
    case Message::Role::Tool:
        o.insert(QStringLiteral("role"), QStringLiteral("tool"));
        o.insert(QStringLiteral("tool_call_id"), m.toolCallId);
        o.insert(QStringLiteral("content"), m.text);
        break;
    }
    return o;
}

QJsonValue encodeToolChoice(const ToolChoice &choice)
{
    switch (choice.mode) {
    case ToolChoice::Mode::Auto: return QStringLiteral("auto");
    case ToolChoice::Mode::None: return QStringLiteral("none");
    case ToolChoice::Mode::Required: return QStringLiteral("required");
    case ToolChoice::Mode::Named:
        return QJsonObject{{QStringLiteral("type"), QStringLiteral("function")},
            {QStringLiteral("function"), QJsonObject{{QStringLiteral("name"), choice.name}}}};
    }
    return QStringLiteral("auto");
}

Usage decodeOpenAiUsage(const QJsonObject &u)
{
    Usage usage;
    usage.inputTokens = u.value(QStringLiteral("prompt_tokens")).toInteger();
    usage.outputTokens = u.value(QStringLiteral("completion_tokens")).toInteger();
    usage.cachedTokens = u.value(QStringLiteral("prompt_tokens_details"))
                             .toObject()
                             .value(QStringLiteral("cached_tokens"))
                             .toInteger();
    return usage;
}

/// An `{"error": …}` object inside a 200 reply or a stream event.
std::optional<LlmError> embeddedError(const QJsonObject &root)
{
    const QJsonValue e = root.value(QStringLiteral("error"));
    if (e.isUndefined() || e.isNull())
        return std::nullopt;
    const int code = e.toObject().value(QStringLiteral("code")).toInt(500);
    return LlmError::fromHttp(
        code >= 400 ? code : 500, QJsonDocument(root).toJson(QJsonDocument::Compact), {});
}

class OpenAiStreamDecoder : public StreamDecoder
{
public:
    std::optional<LlmError> feed(const SseEvent &event, QList<StreamEvent> &out) override
    {
        if (event.data.trimmed() == "[DONE]") {
            m_done = true;
            return std::nullopt;
        }
        QJsonParseError parseError;
        const QJsonObject chunk = QJsonDocument::fromJson(event.data, &parseError).object();
        if (parseError.error != QJsonParseError::NoError)
            return malformed(
                QStringLiteral("stream chunk is not JSON: %1").arg(parseError.errorString()));
        if (auto error = embeddedError(chunk))
            return error;
        if (chunk.contains(QStringLiteral("model")))
            m_reply.model = chunk.value(QStringLiteral("model")).toString();
        if (const QJsonValue u = chunk.value(QStringLiteral("usage")); u.isObject())
            m_reply.usage = decodeOpenAiUsage(u.toObject());
        const QJsonArray choices = chunk.value(QStringLiteral("choices")).toArray();
        if (choices.isEmpty())
            return std::nullopt;
        const QJsonObject choice = choices.first().toObject();
        const QJsonObject delta = choice.value(QStringLiteral("delta")).toObject();
        if (const QString text = delta.value(QStringLiteral("content")).toString();
            !text.isEmpty()) {
            m_reply.text += text;
            out.append({StreamEvent::Kind::TextDelta, 0, {}, {}, text});
        }
        const QJsonArray calls = delta.value(QStringLiteral("tool_calls")).toArray();
        for (const auto &v : calls) {
            const QJsonObject c = v.toObject();
            const int index = c.value(QStringLiteral("index")).toInt(int(m_calls.size()));
            Partial &p = m_calls[index];
            const QJsonObject f = c.value(QStringLiteral("function")).toObject();
            if (c.contains(QStringLiteral("id")) && p.id.isEmpty()) {
                p.id = c.value(QStringLiteral("id")).toString();
                p.name = f.value(QStringLiteral("name")).toString();
                out.append({StreamEvent::Kind::ToolCallStarted, index, p.id, p.name, {}});
            }
            const QString args = f.value(QStringLiteral("arguments")).toString();
            if (!args.isEmpty()) {
                p.arguments += args.toUtf8();
                out.append({StreamEvent::Kind::ToolArgumentsDelta, index, p.id, p.name, args});
            }
        }
        if (const QJsonValue r = choice.value(QStringLiteral("finish_reason")); r.isString())
            m_reply.stopReason = r.toString();
        return std::nullopt;
    }

    LlmResult<ChatReply> finish() override
    {
        if (!m_done && m_reply.stopReason.isEmpty())
            return LlmError::make(LlmError::Kind::Network,
                QStringLiteral("the connection closed: the stream ended before its last chunk"));
        ChatReply reply = m_reply;
        for (auto it = m_calls.begin(); it != m_calls.end(); ++it) {
            if (it->name.isEmpty())
                return malformed(QStringLiteral("a streamed tool call has no name"));
            reply.toolCalls.append(decodeToolCall(it->id, it->name, it->arguments));
        }
        return reply;
    }

private:
    struct Partial
    {
        QString id;
        QString name;
        QByteArray arguments;
    };
    ChatReply m_reply;
    QMap<int, Partial> m_calls;
    bool m_done = false;
};

} // namespace

QNetworkRequest OpenAiProtocol::httpRequest(
    const ProviderProfile &profile, const QString &key) const
{
    QNetworkRequest request(profile.endpoint());
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    if (!key.isEmpty())
        request.setRawHeader(QByteArrayLiteral("Authorization"), "Bearer " + key.toUtf8());
    return request;
}

QByteArray OpenAiProtocol::requestBody(
    const ChatRequest &request, const ProviderProfile &profile) const
{
    QJsonObject body{{QStringLiteral("model"), profile.model}};
    QJsonArray messages;
    if (!request.system.isEmpty())
        messages.append(QJsonObject{{QStringLiteral("role"), QStringLiteral("system")},
            {QStringLiteral("content"), request.system}});
    for (const Message &m : request.messages)
        messages.append(encodeMessage(m));
    body.insert(QStringLiteral("messages"), messages);
    if (!request.tools.isEmpty()) {
        QJsonArray tools;
        for (const ToolSpec &t : request.tools)
            tools.append(QJsonObject{{QStringLiteral("type"), QStringLiteral("function")},
                {QStringLiteral("function"),
                    QJsonObject{{QStringLiteral("name"), t.name},
                        {QStringLiteral("description"), t.description},
                        {QStringLiteral("parameters"), t.parameters}}}});
        body.insert(QStringLiteral("tools"), tools);
        body.insert(QStringLiteral("tool_choice"), encodeToolChoice(request.toolChoice));
        body.insert(QStringLiteral("parallel_tool_calls"), request.parallelToolCalls);
    }
    if (profile.temperature)
        body.insert(QStringLiteral("temperature"), *profile.temperature);
    if (profile.topP)
        body.insert(QStringLiteral("top_p"), *profile.topP);
    // OpenAI itself wants max_completion_tokens (its reasoning models refuse max_tokens);
    // compatible servers know max_tokens.
    const bool openAi = profile.baseUrl.host() == QLatin1String("api.openai.com");
    body.insert(openAi ? QStringLiteral("max_completion_tokens") : QStringLiteral("max_tokens"),
        request.maxOutputTokens.value_or(profile.maxOutputTokens));
    if (request.responseSchema && profile.structuredOutput)
        body.insert(QStringLiteral("response_format"),
            QJsonObject{{QStringLiteral("type"), QStringLiteral("json_schema")},
                {QStringLiteral("json_schema"),
                    QJsonObject{{QStringLiteral("name"), request.responseSchemaName},
                        {QStringLiteral("schema"), *request.responseSchema},
                        {QStringLiteral("strict"), true}}}});
    if (request.stream) {
        body.insert(QStringLiteral("stream"), true);
        body.insert(
            QStringLiteral("stream_options"), QJsonObject{{QStringLiteral("include_usage"), true}});
    }
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

LlmResult<ChatReply> OpenAiProtocol::parseReply(const QByteArray &body) const
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return malformed(
            QStringLiteral("reply is not a JSON object: %1").arg(parseError.errorString()));
    const QJsonObject root = doc.object();
    if (auto error = embeddedError(root))
        return *error;
    const QJsonArray choices = root.value(QStringLiteral("choices")).toArray();
    if (choices.isEmpty()
        || !choices.first().toObject().value(QStringLiteral("message")).isObject())
        return malformed(QStringLiteral("reply has no choices[0].message"));
    const QJsonObject choice = choices.first().toObject();
    const QJsonObject message = choice.value(QStringLiteral("message")).toObject();
    ChatReply reply;
    reply.model = root.value(QStringLiteral("model")).toString();
    reply.text = message.value(QStringLiteral("content")).toString();
    reply.stopReason = choice.value(QStringLiteral("finish_reason")).toString();
    reply.usage = decodeOpenAiUsage(root.value(QStringLiteral("usage")).toObject());
    const QJsonArray calls = message.value(QStringLiteral("tool_calls")).toArray();
    for (const auto &v : calls) {
        const QJsonObject c = v.toObject();
        const QJsonObject f = c.value(QStringLiteral("function")).toObject();
        if (!f.value(QStringLiteral("name")).isString())
            return malformed(QStringLiteral("a tool call has no function name"));
        reply.toolCalls.append(decodeToolCall(c.value(QStringLiteral("id")).toString(),
            f.value(QStringLiteral("name")).toString(), f.value(QStringLiteral("arguments"))));
    }
    return reply;
}

std::unique_ptr<StreamDecoder> OpenAiProtocol::streamDecoder() const
{
    return std::make_unique<OpenAiStreamDecoder>();
}

} // namespace packwright::llm
