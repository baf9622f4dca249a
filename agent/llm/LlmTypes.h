// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>

namespace packwright::llm {

/// Tokens of one model call, or a sum of calls. `inputTokens` counts every prompt token,
/// including the `cachedTokens` read from the provider's prompt cache (OpenAI reports it that
/// way; Anthropic's separate cache counters are folded in when decoding).
struct Usage
{
    qint64 inputTokens = 0;
    qint64 outputTokens = 0;
    qint64 cachedTokens = 0;

    qint64 total() const { return inputTokens + outputTokens; }
    Usage &operator+=(const Usage &other)
    {
        inputTokens += other.inputTokens;
        outputTokens += other.outputTokens;
        cachedTokens += other.cachedTokens;
        return *this;
    }
    friend bool operator==(const Usage &, const Usage &) = default;
};

/// A tool the model may call: name, description and a JSON Schema of its arguments.
struct ToolSpec
{
    QString name;
    QString description;
    QJsonObject parameters; ///< JSON Schema, `{"type":"object","properties":{…}}`
};

/// One tool call requested by the model. When the arguments the model wrote are not a JSON
/// object, `argumentsError` says why and `arguments` is empty: send toolErrorMessage() back so
/// the model can correct itself.
struct ToolCall
{
    QString id;
    QString name;
    QJsonObject arguments;
    QString rawArguments; ///< the arguments exactly as the model wrote them
    QString argumentsError;

    bool valid() const { return argumentsError.isEmpty(); }
};

/// One message of a conversation, provider-neutral.
struct Message
{
    enum class Role
    {
        User,
        Assistant,
        Tool ///< the result of a tool call (`toolCallId`)
    };
    Role role = Role::User;
    QString text;
    QList<ToolCall> toolCalls; ///< Assistant only
    QString toolCallId;        ///< Tool only
    bool isError = false;      ///< Tool only: the tool failed

    static Message user(const QString &text) { return {Role::User, text, {}, {}, false}; }
    static Message toolResult(const QString &callId, const QString &text, bool isError = false)
    {
        return {Role::Tool, text, {}, callId, isError};
    }
};

/// The tool result that tells the model its call had malformed arguments.
Message toolErrorMessage(const ToolCall &call);

/// How the model may use the offered tools.
struct ToolChoice
{
    enum class Mode
    {
        Auto,
        None,
        Required, ///< must call some tool
        Named     ///< must call `name`
    };
    Mode mode = Mode::Auto;
    QString name;
};

/// One model call, provider-neutral. Model settings (temperature, output limit …) come from
/// the ProviderProfile; `maxOutputTokens` overrides the profile's when set.
struct ChatRequest
{
    QString system;
    QList<Message> messages;
    QList<ToolSpec> tools;
    ToolChoice toolChoice;
    bool parallelToolCalls = true;
    bool stream = false;
    /// Structured output: a JSON Schema the reply text must satisfy (OpenAI-compatible
    /// servers whose profile enables it; ignored otherwise).
    std::optional<QJsonObject> responseSchema;
    QString responseSchemaName = QStringLiteral("reply");
    std::optional<int> maxOutputTokens;
};

/// The model's answer to one ChatRequest.
struct ChatReply
{
    QString text;
    QList<ToolCall> toolCalls;
    QString stopReason; ///< as the provider wrote it ("stop", "tool_calls", "end_turn" …)
    QString model;      ///< the model that answered, as the provider reports it
    Usage usage;
    double cost = 0;      ///< US dollars, from the profile's prices
    int attempts = 1;     ///< HTTP attempts including retries
    qint64 elapsedMs = 0; ///< wall time of the whole call, retries included

    /// The assistant message to append to the conversation for the next turn.
    Message asMessage() const { return {Message::Role::Assistant, text, toolCalls, {}, false}; }
};

/// An increment of a streamed reply, in arrival order. Tool-call deltas carry the index of
/// the call in the reply. After `Restarted` (a retry of a broken stream) everything shown so
/// far for this request is void.
struct StreamEvent
{
    enum class Kind
    {
        TextDelta,
        ToolCallStarted,    ///< `id`, `name`
        ToolArgumentsDelta, ///< `text` is a fragment of the JSON arguments
        Restarted,
        Finished
    };
    Kind kind = Kind::TextDelta;
    int index = 0;
    QString id;
    QString name;
    QString text;
};

} // namespace packwright::llm

Q_DECLARE_METATYPE(packwright::llm::StreamEvent)
Q_DECLARE_METATYPE(packwright::llm::Usage)
