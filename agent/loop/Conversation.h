// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "llm/LlmClient.h"
#include "llm/LlmError.h"
#include "llm/LlmTypes.h"

#include <QCoroTask>

#include <functional>
#include <optional>

namespace packwright::loop {

/// The result of running one tool, as sent back to the model.
struct ToolReply
{
    QString text;
    bool isError = false;
};

/// What a conversation observer is told, in order, so that the loop can record and show
/// every call (the session record and the GUI's evidence panel).
struct ConversationObserver
{
    std::function<void(const llm::ToolCall &)> toolProposed;
    std::function<void(const llm::ToolCall &, const ToolReply &)> toolDone;
    std::function<void(const llm::ChatReply &)> modelCalled;
};

/// How a tool conversation ended.
struct ConversationResult
{
    QString text;                   ///< the model's last text (its explanation)
    QList<llm::ToolCall> toolCalls; ///< every call the model made, in order
    int turns = 0;                  ///< model calls
    bool turnLimitReached = false;  ///< stopped at `maxTurns` while the model still called tools
    std::optional<llm::LlmError> error; ///< the call that failed (the conversation stops there)
    QList<llm::Message> messages;       ///< the whole conversation, to go on with it
};

/// A reply that is ready at once, as an AsyncToolRunner returns it for a quick tool.
QCoro::Task<ToolReply> replyNow(ToolReply reply);

/// Runs one tool call that may take a while (a VM run, an approval): the reply when done.
using AsyncToolRunner = std::function<QCoro::Task<ToolReply>(llm::ToolCall)>;

/// Runs a tool-calling conversation (Vibenix §4.1.9's agent step): sends `request`, runs each
/// tool call the reply asks for with `runTool` (calls with malformed arguments get
/// llm::toolErrorMessage() without running), appends the results, and sends again — until
/// the model answers without tool calls, `maxTurns` model calls were made, or a call fails.
/// A tool reply is bounded by the tool itself; the conversation adds nothing but the calls.
QCoro::Task<ConversationResult> converse(llm::LlmClient &client, llm::ChatRequest request,
    AsyncToolRunner runTool, int maxTurns, ConversationObserver observer);

/// The same with tools that answer at once.
QCoro::Task<ConversationResult> converse(llm::LlmClient &client, llm::ChatRequest request,
    std::function<ToolReply(const llm::ToolCall &)> runTool, int maxTurns,
    ConversationObserver observer);

} // namespace packwright::loop
