// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace packwright::models {

/// A tool call's JSON arguments as a maintainer reads them (issue 20): one `name: value` line
/// per argument in the order sent, a multi-line string (an `old_str`, a file's text) as its
/// own lines under the name, marked with "│ ". Text that is not a JSON object is returned as
/// it is (a malformed call is shown, not hidden).
QString readableToolArguments(const QString &arguments);

} // namespace packwright::models
