// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "workspace/SessionRecord.h"

#include <QTextStream>

namespace packwright::app {

/// Prints a session the way the workbench shows it, for a terminal: the package, one line
/// per attempt (outcome, phase, verdict with its reason, time, tokens, cost), the totals,
/// and the final expression. Returns the process exit status: 0 when the final attempt
/// built successfully, 1 otherwise.
int printSessionReport(const workspace::SessionRecord &session, QTextStream &out);

} // namespace packwright::app
