// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "llm/ProfileStore.h"

#include <QSettings>

namespace packwright::llm {

namespace {
const QString group = QStringLiteral("llm/profiles");
const QString defaultKey = QStringLiteral("llm/defaultProfile");

/// Profile names may hold '/' and spaces; QSettings groups may not.
QString groupName(const QString &name)
{
    return QString::fromLatin1(name.toUtf8().toPercentEncoding());
}

ProviderProfile readProfile(const QSettings &s, const QString &name)
{
    ProviderProfile p;
    p.name = name;
    p.protocol = protocolFromName(s.value(QStringLiteral("protocol")).toString())
                     .value_or(Protocol::OpenAiChat);
    p.baseUrl = QUrl(s.value(QStringLiteral("baseUrl")).toString());
    p.model = s.value(QStringLiteral("model")).toString();
    if (s.contains(QStringLiteral("temperature")))
        p.temperature = s.value(QStringLiteral("temperature")).toDouble();
    if (s.contains(QStringLiteral("topP")))
        p.topP = s.value(QStringLiteral("topP")).toDouble();
    p.maxOutputTokens = s.value(QStringLiteral("maxOutputTokens"), p.maxOutputTokens).toInt();
    p.contextWindow = s.value(QStringLiteral("contextWindow"), p.contextWindow).toLongLong();
    if (s.contains(QStringLiteral("priceInput")))
        p.prices = Prices{s.value(QStringLiteral("priceInput")).toDouble(),
            s.value(QStringLiteral("priceOutput")).toDouble(),
            s.value(QStringLiteral("priceCached")).toDouble()};
    p.timeout = std::chrono::milliseconds(
        s.value(QStringLiteral("timeoutMs"), qint64(p.timeout.count())).toLongLong());
    p.keyEnv = s.value(QStringLiteral("keyEnv")).toString();
    p.keyRequired = s.value(QStringLiteral("keyRequired"), true).toBool();
    p.structuredOutput = s.value(QStringLiteral("structuredOutput"), false).toBool();
    return p;
}
} // namespace

ProfileStore::ProfileStore(QSettings &settings)
    : m_settings(settings)
{}

QList<ProviderProfile> ProfileStore::profiles() const
{
    QList<ProviderProfile> out;
    m_settings.beginGroup(group);
    const QStringList groups = m_settings.childGroups();
    for (const QString &g : groups) {
        m_settings.beginGroup(g);
        out << readProfile(
            m_settings, QString::fromUtf8(QByteArray::fromPercentEncoding(g.toLatin1())));
        m_settings.endGroup();
    }
    m_settings.endGroup();
    return out;
}

std::optional<ProviderProfile> ProfileStore::profile(const QString &name) const
{
    for (const ProviderProfile &p : profiles())
        if (p.name == name)
            return p;
    return std::nullopt;
}

void ProfileStore::save(const ProviderProfile &p)
{
    m_settings.beginGroup(group);
    m_settings.remove(groupName(p.name));
    m_settings.beginGroup(groupName(p.name));
    m_settings.setValue(QStringLiteral("protocol"), protocolName(p.protocol));
    m_settings.setValue(QStringLiteral("baseUrl"), p.baseUrl.toString());
    m_settings.setValue(QStringLiteral("model"), p.model);
    if (p.temperature)
        m_settings.setValue(QStringLiteral("temperature"), *p.temperature);
    if (p.topP)
        m_settings.setValue(QStringLiteral("topP"), *p.topP);
    m_settings.setValue(QStringLiteral("maxOutputTokens"), p.maxOutputTokens);
    m_settings.setValue(QStringLiteral("contextWindow"), p.contextWindow);
    if (p.prices) {
        m_settings.setValue(QStringLiteral("priceInput"), p.prices->input);
        m_settings.setValue(QStringLiteral("priceOutput"), p.prices->output);
        m_settings.setValue(QStringLiteral("priceCached"), p.prices->cached);
    }
    m_settings.setValue(QStringLiteral("timeoutMs"), qint64(p.timeout.count()));
    m_settings.setValue(QStringLiteral("keyEnv"), p.keyEnv);
    m_settings.setValue(QStringLiteral("keyRequired"), p.keyRequired);
    m_settings.setValue(QStringLiteral("structuredOutput"), p.structuredOutput);
    m_settings.endGroup();
    m_settings.endGroup();
}

void ProfileStore::remove(const QString &name)
{
    m_settings.beginGroup(group);
    m_settings.remove(groupName(name));
    m_settings.endGroup();
    if (m_settings.value(defaultKey).toString() == name)
        m_settings.remove(defaultKey);
}

std::optional<ProviderProfile> ProfileStore::defaultProfile() const
{
    const QList<ProviderProfile> all = profiles();
    const QString name = m_settings.value(defaultKey).toString();
    for (const ProviderProfile &p : all)
        if (p.name == name)
            return p;
    return all.isEmpty() ? std::nullopt : std::optional(all.first());
}

void ProfileStore::setDefaultProfile(const QString &name)
{
    m_settings.setValue(defaultKey, name);
}

} // namespace packwright::llm
