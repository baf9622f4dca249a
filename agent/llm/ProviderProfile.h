// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>
#include <QUrl>

#include <chrono>
#include <optional>

namespace packwright::llm {

/// US dollars per million tokens.
struct Prices
{
    double input = 0;
    double output = 0;
    double cached = 0; ///< prompt tokens read from the provider's cache

    friend bool operator==(const Prices &, const Prices &) = default;
};

enum class Protocol
{
    OpenAiChat, ///< OpenAI Chat Completions, and every OpenAI-compatible server
    AnthropicMessages
};

/// How to reach one model: provider, protocol, model settings, prices, limits. Holds no key
/// (keys live in the keychain or the environment; see KeyStore).
struct ProviderProfile
{
    QString name; ///< unique, the user's label ("OpenAI GPT-4o", "local llama")
    Protocol protocol = Protocol::OpenAiChat;
    QUrl baseUrl; ///< e.g. https://api.openai.com/v1, http://127.0.0.1:11434/v1
    QString model;
    std::optional<double> temperature;
    std::optional<double> topP;
    int maxOutputTokens = 4096;
    qint64 contextWindow = 128000;             ///< tokens
    std::optional<Prices> prices;              ///< unset: looked up in the PriceTable by model
    std::chrono::milliseconds timeout{120000}; ///< longest silence of the server
    QString keyEnv; ///< an environment variable with the key; empty: the provider's usual one
    bool keyRequired = true;       ///< false for local servers that take no key
    bool structuredOutput = false; ///< the server understands `response_format: json_schema`

    /// The endpoint URL of the profile's protocol (`…/chat/completions`, `…/messages`).
    QUrl endpoint() const;
    /// Environment variables to read the key from, in order: keyEnv, then the provider's
    /// usual one (OPENROUTER_API_KEY, ANTHROPIC_API_KEY or OPENAI_API_KEY by base URL and
    /// protocol).
    QStringList keyEnvironmentVariables() const;

    /// Ready-made profiles.
    static ProviderProfile openAi(const QString &model = QStringLiteral("gpt-4o"));
    static ProviderProfile anthropic(const QString &model = QStringLiteral("claude-sonnet-4-0"));
    static ProviderProfile openRouter(const QString &model);
    /// A local OpenAI-compatible server (Ollama, llama.cpp, vLLM, LM Studio), no key.
    static ProviderProfile local(const QUrl &baseUrl, const QString &model);
};

QString protocolName(Protocol protocol);
std::optional<Protocol> protocolFromName(const QString &name);

} // namespace packwright::llm
