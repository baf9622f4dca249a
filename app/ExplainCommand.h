#pragma once

#include <QString>

class QTextStream;

namespace packwright::app {

/// `packwright explain LOG [--json]`: the ranked failure signals of a log, its phase,
/// both failure categories and the matching knowledge-base entries (EvidenT §4.3.1).
/// `logPath` "-" reads standard input. Returns the exit code: 0 when the log was read
/// (whether or not it holds signals), 1 when it could not be read.
int runExplain(const QString &logPath, bool json, QTextStream &out, QTextStream &err);

} // namespace packwright::app
