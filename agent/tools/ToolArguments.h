// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"

#include <QJsonObject>
#include <QString>

namespace packwright::tools {

/// Reading a tool call's JSON arguments with messages the model can act on.

/// The string argument `name`; errors when missing or not a string. `allowEmpty` false also
/// refuses "".
Result<QString> stringArgument(
    const QJsonObject &arguments, const QString &name, bool allowEmpty = false);

/// The optional string argument `name` (`fallback` when missing or null); errors when not a
/// string.
Result<QString> optionalStringArgument(
    const QJsonObject &arguments, const QString &name, const QString &fallback = {});

/// The integer argument `name` in [minimum, maximum]; `fallback` when missing or null (and
/// `required` false). A whole JSON number or a string of digits is accepted (models send
/// both); anything else is an error naming the range.
Result<int> intArgument(const QJsonObject &arguments, const QString &name, int fallback,
    int minimum, int maximum, bool required = false);

} // namespace packwright::tools
