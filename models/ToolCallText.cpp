// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ToolCallText.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <algorithm>

namespace packwright::models {

QString readableToolArguments(const QString &arguments)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(arguments.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return arguments;
    // QJsonObject sorts its keys; the call's own order is the model's, kept by reading the
    // names off the text in the order they first appear.
    const QJsonObject object = document.object();
    QStringList keys = object.keys();
    std::stable_sort(keys.begin(), keys.end(), [&arguments](const QString &a, const QString &b) {
        return arguments.indexOf(QLatin1Char('"') + a + QLatin1Char('"'))
            < arguments.indexOf(QLatin1Char('"') + b + QLatin1Char('"'));
    });
    QStringList lines;
    for (const QString &key : std::as_const(keys)) {
        const QJsonValue value = object.value(key);
        if (value.isString() && value.toString().contains(QLatin1Char('\n'))) {
            lines << key + QLatin1Char(':');
            for (const QString &line : value.toString().split(QLatin1Char('\n')))
                lines << QStringLiteral("  │ ") + line;
        } else if (value.isString()) {
            lines << QStringLiteral("%1: %2").arg(key, value.toString());
        } else {
            QJsonArray wrapped{value};
            const QString json
                = QString::fromUtf8(QJsonDocument(wrapped).toJson(QJsonDocument::Compact));
            lines << QStringLiteral("%1: %2").arg(key, json.mid(1, json.size() - 2));
        }
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace packwright::models
