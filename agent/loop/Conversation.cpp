// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/Conversation.h"

namespace packwright::loop {

QCoro::Task<ToolReply> replyNow(ToolReply reply)
{
    co_return reply;
}

namespace {
QCoro::Task<ToolReply> answerAtOnce(
    std::function<ToolReply(const llm::ToolCall &)> runTool, llm::ToolCall call)
{
    co_return runTool(call);
}
} // namespace

QCoro::Task<ConversationResult> converse(llm::LlmClient &client, llm::ChatRequest request,
    std::function<ToolReply(const llm::ToolCall &)> runTool, int maxTurns,
    ConversationObserver observer)
{
    AsyncToolRunner async = [runTool = std::move(runTool)](llm::ToolCall call) {
        return answerAtOnce(runTool, std::move(call));
    };
    return converse(client, std::move(request), std::move(async), maxTurns, std::move(observer));
}

QCoro::Task<ConversationResult> converse(llm::LlmClient &client, llm::ChatRequest request,
    AsyncToolRunner runTool, int maxTurns, ConversationObserver observer)
{
    ConversationResult result;
    while (result.turns < maxTurns) {
        const llm::ChatRequest current = request;
        auto reply = co_await client.send(current);
        ++result.turns;
        if (!reply.ok()) {
            result.error = reply.error();
            co_return result;
        }
        const llm::ChatReply &r = reply.value();
        if (observer.modelCalled)
            observer.modelCalled(r);
        if (!r.text.isEmpty())
            result.text = r.text;
        request.messages.append(r.asMessage());
        result.messages = request.messages;
        if (r.toolCalls.isEmpty())
            co_return result;
        for (const llm::ToolCall &call : r.toolCalls) {
            result.toolCalls.append(call);
            if (observer.toolProposed)
                observer.toolProposed(call);
            ToolReply out;
            if (!call.valid()) {
                const llm::Message m = llm::toolErrorMessage(call);
                out = {m.text, true};
            } else {
                auto running = runTool(call);
                out = co_await running;
            }
            if (observer.toolDone)
                observer.toolDone(call, out);
            request.messages.append(llm::Message::toolResult(call.id, out.text, out.isError));
        }
        result.messages = request.messages;
        // Once a named tool was answered the model may finish in its own words.
        if (request.toolChoice.mode == llm::ToolChoice::Mode::Named)
            co_return result;
    }
    result.turnLimitReached = true;
    co_return result;
}

} // namespace packwright::loop
