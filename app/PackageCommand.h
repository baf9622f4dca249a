// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "loop/PackagingLoop.h"

#include <QStringList>

#include <variant>

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

/// A parsed `packwright package` command line.
struct PackageInvocation
{
    loop::PackagingRequest request;
    QString outDirectory; ///< absolute; created and writable
    bool gui = false;     ///< --gui: the workbench runs the session
};

/// Parses `packwright package …` (checking the source, the session directory and --out as
/// runPackage does). The invocation, or the exit status to end with: 0 after --help, 2 on a
/// usage error (printed to `err`).
std::variant<PackageInvocation, int> parsePackage(
    const QStringList &arguments, QTextStream &out, QTextStream &err);

/// Writes package.nix (with the files beside it), report.md and report.json of `report`
/// into the invocation's --out and prints the outcome; returns the exit status (1 when a
/// file could not be written).
int writePackageResult(const PackageInvocation &invocation, const loop::SessionReport &report,
    QTextStream &out, QTextStream &err);

} // namespace packwright::app
