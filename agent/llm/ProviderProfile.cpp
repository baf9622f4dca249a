// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "llm/ProviderProfile.h"

namespace packwright::llm {

QUrl ProviderProfile::endpoint() const
{
    QUrl url = baseUrl;
    QString path = url.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    path += protocol == Protocol::AnthropicMessages ? QStringLiteral("/messages")
                                                    : QStringLiteral("/chat/completions");
    url.setPath(path);
    return url;
}

QStringList ProviderProfile::keyEnvironmentVariables() const
{
    QStringList names;
    if (!keyEnv.isEmpty())
        names << keyEnv;
    if (protocol == Protocol::AnthropicMessages)
        names << QStringLiteral("ANTHROPIC_API_KEY");
    else if (baseUrl.host().contains(QLatin1String("openrouter")))
        names << QStringLiteral("OPENROUTER_API_KEY");
    else if (baseUrl.host().contains(QLatin1String("openai.com")))
        names << QStringLiteral("OPENAI_API_KEY");
    return names;
}

ProviderProfile ProviderProfile::openAi(const QString &model)
{
    ProviderProfile p;
    p.name = QStringLiteral("OpenAI");
    p.baseUrl = QUrl(QStringLiteral("https://api.openai.com/v1"));
    p.model = model;
    p.structuredOutput = true;
    return p;
}

ProviderProfile ProviderProfile::anthropic(const QString &model)
{
    ProviderProfile p;
    p.name = QStringLiteral("Anthropic");
    p.protocol = Protocol::AnthropicMessages;
    p.baseUrl = QUrl(QStringLiteral("https://api.anthropic.com/v1"));
    p.model = model;
    p.contextWindow = 200000;
    return p;
}

ProviderProfile ProviderProfile::openRouter(const QString &model)
{
    ProviderProfile p;
    p.name = QStringLiteral("OpenRouter");
    p.baseUrl = QUrl(QStringLiteral("https://openrouter.ai/api/v1"));
    p.model = model;
    return p;
}

ProviderProfile ProviderProfile::local(const QUrl &baseUrl, const QString &model)
{
    ProviderProfile p;
    p.name = QStringLiteral("Local");
    p.baseUrl = baseUrl;
    p.model = model;
    p.keyRequired = false;
    p.contextWindow = 32768;
    p.prices = Prices{};
    return p;
}

QString protocolName(Protocol protocol)
{
    return protocol == Protocol::AnthropicMessages ? QStringLiteral("anthropic")
                                                   : QStringLiteral("openai");
}

std::optional<Protocol> protocolFromName(const QString &name)
{
    if (name == QLatin1String("openai"))
        return Protocol::OpenAiChat;
    if (name == QLatin1String("anthropic"))
        return Protocol::AnthropicMessages;
    return std::nullopt;
}

} // namespace packwright::llm
