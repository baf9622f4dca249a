// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "llm/WireProtocol.h"

namespace packwright::llm {

/// OpenAI Chat Completions (POST {base}/chat/completions; platform.openai.com/docs/api-reference
/// /chat), which OpenRouter, Ollama, llama.cpp, vLLM and LM Studio also speak: function tools,
/// `tool_choice`, `parallel_tool_calls`, `response_format: json_schema`, streaming as
/// `chat.completion.chunk` events ending in `[DONE]`, usage included in the last chunk.
class OpenAiProtocol : public WireProtocol
{
public:
    QNetworkRequest httpRequest(const ProviderProfile &profile, const QString &key) const override;
    QByteArray requestBody(
        const ChatRequest &request, const ProviderProfile &profile) const override;
    LlmResult<ChatReply> parseReply(const QByteArray &body) const override;
    std::unique_ptr<StreamDecoder> streamDecoder() const override;
};

} // namespace packwright::llm
