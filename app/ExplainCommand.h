// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

class QTextStream;

namespace packwright::app {

/// `packwright explain LOG [--json]`: the ranked failure signals of a log, its phase,
/// both failure categories and the matching knowledge-base entries (EvidenT §4.3.1).
/// `logPath` "-" reads standard input. With `previousLog`, also compares the two attempts
/// (Vibenix §4.1.8: first divergent line, signals resolved / new, pre-verdict).
/// Returns the exit code: 0 when the log(s) were read (whether or not they hold signals),
/// 1 when one could not be read.
int runExplain(const QString &logPath, const QString &previousLog, bool json, QTextStream &out,
    QTextStream &err);

} // namespace packwright::app
