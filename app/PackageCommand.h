#pragma once

#include <QStringList>

class QTextStream;

namespace packwright::app {

/// `packwright package SOURCE [--nixpkgs PATH|FLAKEREF] [--profile NAME] [--approve auto|ask]
/// [--max-iterations N] [--budget-usd X] --out DIR`: the whole packaging session without a
/// display (issue 6). SOURCE is a URL, a local git repository or a tarball. A provider
/// profile comes from the settings (--profile, else the default one) or inline (--base-url,
/// --protocol, --model). With `--approve ask` each gated action is asked on the terminal.
/// Writes package.nix (through nixfmt when installed), report.md and report.json into
/// --out, and the session (workspace, record, logs) into --session-dir (default OUT/session).
/// Returns the exit status: 0 success, 2 usage error, else loop::exitStatus() of the stop
/// reason.
int runPackage(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace packwright::app
