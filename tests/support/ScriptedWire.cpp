// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ScriptedWire.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace packwright::testsupport {

namespace {

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

/// Every string in the request except the model name: system, messages, tool results, tools.
void collectText(const QJsonValue &v, QStringList &out)
{
    if (v.isString())
        out << v.toString();
    else if (v.isArray())
        for (const QJsonValue &e : v.toArray())
            collectText(e, out);
    else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            if (it.key() != QLatin1String("model"))
                collectText(it.value(), out);
    }
}

QStringList offeredTools(WireProtocol protocol, const QJsonObject &request)
{
    QStringList names;
    for (const QJsonValue &t : request.value(QStringLiteral("tools")).toArray())
        names << (protocol == WireProtocol::OpenAi
                ? t.toObject()
                      .value(QStringLiteral("function"))
                      .toObject()
                      .value(QStringLiteral("name"))
                      .toString()
                : t.toObject().value(QStringLiteral("name")).toString());
    names.sort();
    return names;
}

bool parallelAllowed(WireProtocol protocol, const QJsonObject &request)
{
    if (protocol == WireProtocol::OpenAi)
        return request.value(QStringLiteral("parallel_tool_calls")).toBool(true);
    return !request.value(QStringLiteral("tool_choice"))
                .toObject()
                .value(QStringLiteral("disable_parallel_tool_use"))
                .toBool(false);
}

struct Call
{
    QString id;
    QString name;
    QByteArray arguments; ///< JSON text as the model "wrote" it
};

QList<Call> scriptedCalls(const QJsonObject &reply)
{
    QList<Call> calls;
    int n = 0;
    for (const QJsonValue &v : reply.value(QStringLiteral("toolCalls")).toArray()) {
        const QJsonObject c = v.toObject();
        ++n;
        Call call{c.value(QStringLiteral("id")).toString(QStringLiteral("call_%1").arg(n)),
            c.value(QStringLiteral("name")).toString(), {}};
        call.arguments = c.contains(QStringLiteral("rawArguments"))
            ? c.value(QStringLiteral("rawArguments")).toString().toUtf8()
            : compact(c.value(QStringLiteral("arguments")).toObject());
        calls << call;
    }
    return calls;
}

QString stopReason(WireProtocol protocol, const QJsonObject &reply)
{
    if (reply.contains(QStringLiteral("stopReason")))
        return reply.value(QStringLiteral("stopReason")).toString();
    const bool tools = !reply.value(QStringLiteral("toolCalls")).toArray().isEmpty();
    if (protocol == WireProtocol::OpenAi)
        return tools ? QStringLiteral("tool_calls") : QStringLiteral("stop");
    return tools ? QStringLiteral("tool_use") : QStringLiteral("end_turn");
}

QString modelOf(const QJsonObject &reply, const QJsonObject &request)
{
    return reply.value(QStringLiteral("model"))
        .toString(request.value(QStringLiteral("model")).toString());
}

qint64 usageValue(const QJsonObject &reply, const char *key)
{
    return reply.value(QStringLiteral("usage")).toObject().value(QLatin1String(key)).toInteger();
}

QJsonObject openAiUsage(const QJsonObject &reply)
{
    const qint64 input = usageValue(reply, "input"), output = usageValue(reply, "output");
    return {{QStringLiteral("prompt_tokens"), input}, {QStringLiteral("completion_tokens"), output},
        {QStringLiteral("total_tokens"), input + output},
        {QStringLiteral("prompt_tokens_details"),
            QJsonObject{{QStringLiteral("cached_tokens"), usageValue(reply, "cached")}}}};
}

QJsonObject anthropicUsage(const QJsonObject &reply, bool withOutput)
{
    const qint64 cached = usageValue(reply, "cached");
    QJsonObject u{{QStringLiteral("input_tokens"), usageValue(reply, "input") - cached},
        {QStringLiteral("cache_read_input_tokens"), cached},
        {QStringLiteral("cache_creation_input_tokens"), 0}};
    u.insert(QStringLiteral("output_tokens"), withOutput ? usageValue(reply, "output") : 1);
    return u;
}

/// Text pieces as the stream sends them: the step's "chunks", else word by word.
QStringList textChunks(const QJsonObject &reply)
{
    QStringList chunks;
    if (reply.contains(QStringLiteral("chunks"))) {
        for (const QJsonValue &v : reply.value(QStringLiteral("chunks")).toArray())
            chunks << v.toString();
        return chunks;
    }
    const QString text = reply.value(QStringLiteral("text")).toString();
    qsizetype start = 0;
    for (qsizetype i = 1; i <= text.size(); ++i) {
        if (i == text.size() || text.at(i) == QLatin1Char(' ')) {
            chunks << text.mid(start, i - start);
            start = i;
        }
    }
    return chunks;
}

/// Splits tool arguments in three fragments, as providers do (at arbitrary byte positions).
QList<QByteArray> argumentFragments(const QByteArray &args)
{
    if (args.size() < 3)
        return {args};
    const qsizetype third = args.size() / 3;
    return {args.left(third), args.mid(third, third), args.mid(2 * third)};
}

QByteArray sse(const QByteArray &event, const QJsonObject &data)
{
    QByteArray out;
    if (!event.isEmpty())
        out += "event: " + event + '\n';
    return out + "data: " + compact(data) + "\n\n";
}

QList<QByteArray> openAiEvents(const QJsonObject &reply, const QJsonObject &request, int serial)
{
    const QString id = QStringLiteral("chatcmpl-scripted-%1").arg(serial);
    const QString model = modelOf(reply, request);
    auto chunk = [&](const QJsonObject &delta, const QJsonValue &finish) {
        return sse({},
            {{QStringLiteral("id"), id},
                {QStringLiteral("object"), QStringLiteral("chat.completion.chunk")},
                {QStringLiteral("model"), model},
                {QStringLiteral("choices"),
                    QJsonArray{
                        QJsonObject{{QStringLiteral("index"), 0}, {QStringLiteral("delta"), delta},
                            {QStringLiteral("finish_reason"), finish}}}}});
    };
    QList<QByteArray> events;
    events << chunk({{QStringLiteral("role"), QStringLiteral("assistant")},
                        {QStringLiteral("content"), QString()}},
        QJsonValue::Null);
    for (const QString &piece : textChunks(reply))
        events << chunk({{QStringLiteral("content"), piece}}, QJsonValue::Null);
    int index = 0;
    for (const Call &c : scriptedCalls(reply)) {
        events << chunk({{QStringLiteral("tool_calls"),
                            QJsonArray{QJsonObject{{QStringLiteral("index"), index},
                                {QStringLiteral("id"), c.id},
                                {QStringLiteral("type"), QStringLiteral("function")},
                                {QStringLiteral("function"),
                                    QJsonObject{{QStringLiteral("name"), c.name},
                                        {QStringLiteral("arguments"), QString()}}}}}}},
            QJsonValue::Null);
        for (const QByteArray &f : argumentFragments(c.arguments))
            events << chunk(
                {{QStringLiteral("tool_calls"),
                    QJsonArray{QJsonObject{{QStringLiteral("index"), index},
                        {QStringLiteral("function"),
                            QJsonObject{{QStringLiteral("arguments"), QString::fromUtf8(f)}}}}}}},
                QJsonValue::Null);
        ++index;
    }
    events << chunk({}, stopReason(WireProtocol::OpenAi, reply));
    events << sse({},
        {{QStringLiteral("id"), id},
            {QStringLiteral("object"), QStringLiteral("chat.completion.chunk")},
            {QStringLiteral("model"), model}, {QStringLiteral("choices"), QJsonArray()},
            {QStringLiteral("usage"), openAiUsage(reply)}});
    events << QByteArrayLiteral("data: [DONE]\n\n");
    return events;
}

QList<QByteArray> anthropicEvents(const QJsonObject &reply, const QJsonObject &request, int serial)
{
    QList<QByteArray> events;
    events << sse("message_start",
        {{QStringLiteral("type"), QStringLiteral("message_start")},
            {QStringLiteral("message"),
                QJsonObject{{QStringLiteral("id"), QStringLiteral("msg_scripted_%1").arg(serial)},
                    {QStringLiteral("type"), QStringLiteral("message")},
                    {QStringLiteral("role"), QStringLiteral("assistant")},
                    {QStringLiteral("model"), modelOf(reply, request)},
                    {QStringLiteral("content"), QJsonArray()},
                    {QStringLiteral("stop_reason"), QJsonValue::Null},
                    {QStringLiteral("usage"), anthropicUsage(reply, false)}}}});
    int index = 0;
    const QStringList chunks = textChunks(reply);
    if (!chunks.isEmpty()) {
        events << sse("content_block_start",
            {{QStringLiteral("type"), QStringLiteral("content_block_start")},
                {QStringLiteral("index"), index},
                {QStringLiteral("content_block"),
                    QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                        {QStringLiteral("text"), QString()}}}});
        events << sse("ping", {{QStringLiteral("type"), QStringLiteral("ping")}});
        for (const QString &piece : chunks)
            events << sse("content_block_delta",
                {{QStringLiteral("type"), QStringLiteral("content_block_delta")},
                    {QStringLiteral("index"), index},
                    {QStringLiteral("delta"),
                        QJsonObject{{QStringLiteral("type"), QStringLiteral("text_delta")},
                            {QStringLiteral("text"), piece}}}});
        events << sse("content_block_stop",
            {{QStringLiteral("type"), QStringLiteral("content_block_stop")},
                {QStringLiteral("index"), index}});
        ++index;
    }
    for (const Call &c : scriptedCalls(reply)) {
        events << sse("content_block_start",
            {{QStringLiteral("type"), QStringLiteral("content_block_start")},
                {QStringLiteral("index"), index},
                {QStringLiteral("content_block"),
                    QJsonObject{{QStringLiteral("type"), QStringLiteral("tool_use")},
                        {QStringLiteral("id"), c.id}, {QStringLiteral("name"), c.name},
                        {QStringLiteral("input"), QJsonObject()}}}});
        for (const QByteArray &f : argumentFragments(c.arguments))
            events << sse("content_block_delta",
                {{QStringLiteral("type"), QStringLiteral("content_block_delta")},
                    {QStringLiteral("index"), index},
                    {QStringLiteral("delta"),
                        QJsonObject{{QStringLiteral("type"), QStringLiteral("input_json_delta")},
                            {QStringLiteral("partial_json"), QString::fromUtf8(f)}}}});
        events << sse("content_block_stop",
            {{QStringLiteral("type"), QStringLiteral("content_block_stop")},
                {QStringLiteral("index"), index}});
        ++index;
    }
    events << sse("message_delta",
        {{QStringLiteral("type"), QStringLiteral("message_delta")},
            {QStringLiteral("delta"),
                QJsonObject{
                    {QStringLiteral("stop_reason"), stopReason(WireProtocol::Anthropic, reply)},
                    {QStringLiteral("stop_sequence"), QJsonValue::Null}}},
            {QStringLiteral("usage"),
                QJsonObject{{QStringLiteral("output_tokens"), usageValue(reply, "output")}}}});
    events << sse("message_stop", {{QStringLiteral("type"), QStringLiteral("message_stop")}});
    return events;
}

} // namespace

QString firstMismatch(WireProtocol protocol, const QJsonObject &expect, const QJsonObject &request,
    const QMap<QByteArray, QByteArray> &headers)
{
    const QString protocolName
        = protocol == WireProtocol::OpenAi ? QStringLiteral("openai") : QStringLiteral("anthropic");
    if (expect.contains(QStringLiteral("protocol"))
        && expect.value(QStringLiteral("protocol")).toString() != protocolName)
        return QStringLiteral("expected protocol %1, got %2")
            .arg(expect.value(QStringLiteral("protocol")).toString(), protocolName);
    if (expect.contains(QStringLiteral("model"))
        && expect.value(QStringLiteral("model")).toString()
            != request.value(QStringLiteral("model")).toString())
        return QStringLiteral("expected model \"%1\", got \"%2\"")
            .arg(expect.value(QStringLiteral("model")).toString(),
                request.value(QStringLiteral("model")).toString());
    if (expect.contains(QStringLiteral("stream"))
        && expect.value(QStringLiteral("stream")).toBool()
            != request.value(QStringLiteral("stream")).toBool(false))
        return QStringLiteral("expected stream %1")
            .arg(expect.value(QStringLiteral("stream")).toBool() ? QStringLiteral("on")
                                                                 : QStringLiteral("off"));
    if (expect.contains(QStringLiteral("tools"))) {
        QStringList wanted;
        for (const QJsonValue &v : expect.value(QStringLiteral("tools")).toArray())
            wanted << v.toString();
        wanted.sort();
        const QStringList offered = offeredTools(protocol, request);
        if (wanted != offered)
            return QStringLiteral("expected tools [%1], got [%2]")
                .arg(wanted.join(QStringLiteral(", ")), offered.join(QStringLiteral(", ")));
    }
    if (expect.contains(QStringLiteral("parallelToolCalls"))
        && expect.value(QStringLiteral("parallelToolCalls")).toBool()
            != parallelAllowed(protocol, request))
        return QStringLiteral("expected parallel tool calls %1")
            .arg(expect.value(QStringLiteral("parallelToolCalls")).toBool()
                    ? QStringLiteral("allowed")
                    : QStringLiteral("disabled"));
    if (expect.contains(QStringLiteral("promptContains"))) {
        QStringList texts;
        collectText(request, texts);
        const QString all = texts.join(QLatin1Char('\n'));
        for (const QJsonValue &v : expect.value(QStringLiteral("promptContains")).toArray())
            if (!all.contains(v.toString()))
                return QStringLiteral("expected the prompt to contain \"%1\"").arg(v.toString());
    }
    const QJsonObject wantedHeaders = expect.value(QStringLiteral("headers")).toObject();
    for (auto it = wantedHeaders.begin(); it != wantedHeaders.end(); ++it) {
        const QByteArray name = it.key().toLower().toLatin1();
        if (headers.value(name) != it.value().toString().toUtf8())
            return QStringLiteral("expected header %1 with the scripted value").arg(it.key());
    }
    return {};
}

QByteArray replyBody(
    WireProtocol protocol, const QJsonObject &reply, const QJsonObject &request, int serial)
{
    const QList<Call> calls = scriptedCalls(reply);
    const QString text = reply.value(QStringLiteral("text")).toString();
    if (protocol == WireProtocol::OpenAi) {
        QJsonObject message{{QStringLiteral("role"), QStringLiteral("assistant")},
            {QStringLiteral("content"), text.isEmpty() ? QJsonValue() : QJsonValue(text)}};
        QJsonArray toolCalls;
        for (const Call &c : calls)
            toolCalls.append(QJsonObject{{QStringLiteral("id"), c.id},
                {QStringLiteral("type"), QStringLiteral("function")},
                {QStringLiteral("function"),
                    QJsonObject{{QStringLiteral("name"), c.name},
                        {QStringLiteral("arguments"), QString::fromUtf8(c.arguments)}}}});
        if (!toolCalls.isEmpty())
            message.insert(QStringLiteral("tool_calls"), toolCalls);
        return compact({{QStringLiteral("id"), QStringLiteral("chatcmpl-scripted-%1").arg(serial)},
            {QStringLiteral("object"), QStringLiteral("chat.completion")},
            {QStringLiteral("created"), 1700000000},
            {QStringLiteral("model"), modelOf(reply, request)},
            {QStringLiteral("choices"),
                QJsonArray{
                    QJsonObject{{QStringLiteral("index"), 0}, {QStringLiteral("message"), message},
                        {QStringLiteral("finish_reason"), stopReason(protocol, reply)}}}},
            {QStringLiteral("usage"), openAiUsage(reply)}});
    }
    QJsonArray content;
    if (!text.isEmpty())
        content.append(QJsonObject{
            {QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), text}});
    for (const Call &c : calls) {
        const QJsonDocument args = QJsonDocument::fromJson(c.arguments);
        // A model's invalid arguments arrive as text the client must refuse.
        const QJsonValue input = args.isObject() ? QJsonValue(args.object())
                                                 : QJsonValue(QString::fromUtf8(c.arguments));
        content.append(QJsonObject{{QStringLiteral("type"), QStringLiteral("tool_use")},
            {QStringLiteral("id"), c.id}, {QStringLiteral("name"), c.name},
            {QStringLiteral("input"), input}});
    }
    return compact({{QStringLiteral("id"), QStringLiteral("msg_scripted_%1").arg(serial)},
        {QStringLiteral("type"), QStringLiteral("message")},
        {QStringLiteral("role"), QStringLiteral("assistant")},
        {QStringLiteral("model"), modelOf(reply, request)}, {QStringLiteral("content"), content},
        {QStringLiteral("stop_reason"), stopReason(protocol, reply)},
        {QStringLiteral("stop_sequence"), QJsonValue::Null},
        {QStringLiteral("usage"), anthropicUsage(reply, true)}});
}

QList<QByteArray> replyEvents(
    WireProtocol protocol, const QJsonObject &reply, const QJsonObject &request, int serial)
{
    return protocol == WireProtocol::OpenAi ? openAiEvents(reply, request, serial)
                                            : anthropicEvents(reply, request, serial);
}

QByteArray errorBody(WireProtocol protocol, int status, const QString &message)
{
    QString type;
    switch (status) {
    case 401:
        type = protocol == WireProtocol::OpenAi ? QStringLiteral("invalid_api_key")
                                                : QStringLiteral("authentication_error");
        break;
    case 404:
        type = protocol == WireProtocol::OpenAi ? QStringLiteral("model_not_found")
                                                : QStringLiteral("not_found_error");
        break;
    case 429:
        type = protocol == WireProtocol::OpenAi ? QStringLiteral("rate_limit_exceeded")
                                                : QStringLiteral("rate_limit_error");
        break;
    case 529: type = QStringLiteral("overloaded_error"); break;
    default:
        type = status >= 500 ? (protocol == WireProtocol::OpenAi ? QStringLiteral("server_error")
                                                                 : QStringLiteral("api_error"))
                             : QStringLiteral("invalid_request_error");
    }
    if (protocol == WireProtocol::OpenAi)
        return compact({{QStringLiteral("error"),
            QJsonObject{{QStringLiteral("message"), message}, {QStringLiteral("type"), type},
                {QStringLiteral("code"), type}}}});
    return compact({{QStringLiteral("type"), QStringLiteral("error")},
        {QStringLiteral("error"),
            QJsonObject{{QStringLiteral("type"), type}, {QStringLiteral("message"), message}}}});
}

} // namespace packwright::testsupport
