// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "llm/WireProtocol.h"

#include "llm/AnthropicProtocol.h"
#include "llm/OpenAiProtocol.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace packwright::llm {

std::unique_ptr<WireProtocol> WireProtocol::create(Protocol protocol)
{
    if (protocol == Protocol::AnthropicMessages)
        return std::make_unique<AnthropicProtocol>();
    return std::make_unique<OpenAiProtocol>();
}

ToolCall decodeToolCall(const QString &id, const QString &name, const QByteArray &rawArguments)
{
    ToolCall call;
    call.id = id;
    call.name = name;
    call.rawArguments = QString::fromUtf8(rawArguments);
    const QByteArray trimmed = rawArguments.trimmed();
    if (trimmed.isEmpty())
        return call; // a call without arguments: {}
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(trimmed, &error);
    if (error.error != QJsonParseError::NoError)
        call.argumentsError
            = QStringLiteral("%1 at offset %2").arg(error.errorString()).arg(error.offset);
    else if (!doc.isObject())
        call.argumentsError = QStringLiteral("a JSON object was expected");
    else
        call.arguments = doc.object();
    return call;
}

ToolCall decodeToolCall(const QString &id, const QString &name, const QJsonValue &arguments)
{
    QByteArray raw;
    if (arguments.isObject())
        raw = QJsonDocument(arguments.toObject()).toJson(QJsonDocument::Compact);
    else if (arguments.isArray())
        raw = QJsonDocument(arguments.toArray()).toJson(QJsonDocument::Compact);
    else if (arguments.isString())
        raw = arguments.toString().toUtf8();
    else if (!arguments.isNull() && !arguments.isUndefined())
        raw = QJsonValue(arguments).toVariant().toString().toUtf8(); // a number or a boolean
    return decodeToolCall(id, name, raw);
}

LlmError malformed(const QString &what)
{
    return LlmError::make(LlmError::Kind::MalformedReply, what);
}

} // namespace packwright::llm
