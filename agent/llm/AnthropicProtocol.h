// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "llm/WireProtocol.h"

namespace packwright::llm {

/// Anthropic Messages (POST {base}/messages, `anthropic-version: 2023-06-01`;
/// docs.anthropic.com/en/api/messages): tool use with `tool_use` / `tool_result` blocks,
/// `tool_choice` (`disable_parallel_tool_use`), streaming as message_start /
/// content_block_* / message_delta / message_stop events. Structured output has no native
/// form in this protocol and is not requested.
class AnthropicProtocol : public WireProtocol
{
public:
    static constexpr const char *apiVersion = "2023-06-01";

    QNetworkRequest httpRequest(const ProviderProfile &profile, const QString &key) const override;
    QByteArray requestBody(
        const ChatRequest &request, const ProviderProfile &profile) const override;
    LlmResult<ChatReply> parseReply(const QByteArray &body) const override;
    std::unique_ptr<StreamDecoder> streamDecoder() const override;
};

} // namespace packwright::llm
