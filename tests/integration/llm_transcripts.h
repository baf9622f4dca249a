// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Building blocks of scripted-model-server transcripts (tests/support/README.md) for the LLM
// client tests, so that each test states its exchange next to its checks.

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace llmtest {

inline QJsonObject usage(qint64 input, qint64 output, qint64 cached = 0)
{
    return {{QStringLiteral("input"), input}, {QStringLiteral("output"), output},
        {QStringLiteral("cached"), cached}};
}

inline QJsonObject textReply(const QString &text, const QJsonObject &u = usage(10, 5))
{
    return {{QStringLiteral("text"), text}, {QStringLiteral("usage"), u}};
}

inline QJsonObject toolCall(const QString &id, const QString &name, const QJsonObject &arguments)
{
    return {{QStringLiteral("id"), id}, {QStringLiteral("name"), name},
        {QStringLiteral("arguments"), arguments}};
}

/// A call whose arguments are `raw` exactly, valid JSON or not.
inline QJsonObject rawToolCall(const QString &id, const QString &name, const QString &raw)
{
    return {{QStringLiteral("id"), id}, {QStringLiteral("name"), name},
        {QStringLiteral("rawArguments"), raw}};
}

inline QJsonObject step(
    const QJsonObject &expect, const QJsonObject &reply, const QJsonObject &fault = {})
{
    QJsonObject s{{QStringLiteral("expect"), expect}, {QStringLiteral("reply"), reply}};
    if (!fault.isEmpty())
        s.insert(QStringLiteral("fault"), fault);
    return s;
}

inline QJsonObject statusFault(int status, const QString &retryAfter = {})
{
    QJsonObject f{
        {QStringLiteral("kind"), QStringLiteral("status")}, {QStringLiteral("status"), status}};
    if (!retryAfter.isEmpty())
        f.insert(QStringLiteral("retryAfter"), retryAfter);
    return f;
}

inline QJsonObject kindFault(const QString &kind, int delayMs = 0)
{
    return {{QStringLiteral("kind"), kind}, {QStringLiteral("delayMs"), delayMs}};
}

} // namespace llmtest
