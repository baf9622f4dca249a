// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStringList>

class QTextStream;

namespace packwright::app {

/// `packwright lint [--json] [--path pkgs/by-name/…/package.nix] [--nixpkgs PATH|FLAKEREF]
/// [--out-path DIR] [--nix-option NAME=VALUE]… FILE`: checks a package file against the
/// mechanical rules of a nixpkgs pull request (nix::lint(); the rules in nix/LintRules.h) and
/// prints one line per finding, as a compiler does (`FILE:LINE:COL: ci [RULE] message
/// (source)`), or one JSON object with --json. FILE "-" reads standard input. With --nixpkgs
/// the package is also evaluated (strictDeps and __structuredAttrs as evaluated, warnings,
/// aliases); with --out-path, mainProgram is checked against the output's bin/.
/// Returns 0 when no finding would fail nixpkgs CI, 1 when one would, 2 for a usage error,
/// an unreadable, binary or oversized FILE, or a Nix that cannot evaluate at all.
int runLint(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace packwright::app
