// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tools/ToolArguments.h"

#include <QCoreApplication>
#include <QJsonValue>

#include <cmath>

namespace packwright::tools {

namespace {

/// Translation context for argument errors.
struct ToolArgumentsTexts
{
    Q_DECLARE_TR_FUNCTIONS(ToolArgumentsTexts)
};

} // namespace

Result<QString> stringArgument(const QJsonObject &arguments, const QString &name, bool allowEmpty)
{
    const QJsonValue value = arguments.value(name);
    if (value.isUndefined() || value.isNull())
        return Error{ToolArgumentsTexts::tr("The argument \"%1\" is missing.").arg(name), {}};
    if (!value.isString())
        return Error{ToolArgumentsTexts::tr("The argument \"%1\" must be a string.").arg(name), {}};
    if (!allowEmpty && value.toString().isEmpty())
        return Error{ToolArgumentsTexts::tr("The argument \"%1\" is empty.").arg(name), {}};
    return value.toString();
}

Result<QString> optionalStringArgument(
    const QJsonObject &arguments, const QString &name, const QString &fallback)
{
    const QJsonValue value = arguments.value(name);
    if (value.isUndefined() || value.isNull())
        return fallback;
    if (!value.isString())
        return Error{ToolArgumentsTexts::tr("The argument \"%1\" must be a string.").arg(name), {}};
    return value.toString();
}

Result<int> intArgument(const QJsonObject &arguments, const QString &name, int fallback,
    int minimum, int maximum, bool required)
{
    const QJsonValue value = arguments.value(name);
    if (value.isUndefined() || value.isNull()) {
        if (required)
            return Error{ToolArgumentsTexts::tr("The argument \"%1\" is missing.").arg(name), {}};
        return fallback;
    }
    const Error wrong{ToolArgumentsTexts::tr("The argument \"%1\" must be a whole number from %2 "
                                             "to %3.")
                          .arg(name)
                          .arg(minimum)
                          .arg(maximum),
        {}};
    double number = 0;
    if (value.isDouble()) {
        number = value.toDouble();
    } else if (value.isString()) {
        bool ok = false;
        number = value.toString().trimmed().toInt(&ok);
        if (!ok)
            return wrong;
    } else {
        return wrong;
    }
    if (!std::isfinite(number) || std::floor(number) != number || number < minimum
        || number > maximum)
        return wrong;
    return int(number);
}

} // namespace packwright::tools
