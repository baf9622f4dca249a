// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "nix/BuildRequest.h"
#include "nix/NixpkgsLint.h"

#include <QString>

namespace packwright::nix {

/// The Nix function `{ nixpkgs, packageFile, aliases }: { drvPath; strictDeps;
/// structuredAttrs; }` that evaluatePackageForLint() runs: the package called as nixpkgs calls
/// it (NixpkgsSource::callPackageExpression), with `config.allowAliases = aliases` and
/// `allowUnfree = true` (as nixpkgs' CI evaluates), and the two flags read as nixpkgs-vet
/// reads them (src/eval.nix: `passthru` copies removed through overrideAttrs), from
/// `drvAttrs` first and the package's own attribute second (nixpkgs keeps both equal; a
/// package set that passes `__structuredAttrs` on without listing it in drvAttrs is read
/// right).
QString lintEvaluationExpression(const NixpkgsSource &nixpkgs);

/// Fills a PackageEvaluation from one nix-instantiate run: its JSON output when it succeeded
/// (`exitCode` 0), Nix's error summary and the package file's line it points at otherwise;
/// the `trace:` and `evaluation warning:` lines of `stderrText` (ANSI colours removed) either
/// way. Other `warning:` lines are about the host's Nix configuration and left out.
PackageEvaluation parseLintEvaluation(
    const QByteArray &json, const QString &stderrText, int exitCode, const QString &packageFile);

/// Evaluates `request.packageFile` with `request.nixpkgs` for lint(): once with aliases off,
/// as nixpkgs' CI does, and, when that fails, once more with aliases on (a success then means
/// the package uses an alias). Blocking (one or two nix-instantiate --eval runs, each within
/// the build timeout); call it from a worker thread. Errors: only when Nix cannot answer (not
/// installed, the time limit); a package that does not evaluate is a PackageEvaluation with
/// `error` set.
Result<PackageEvaluation> evaluatePackageForLint(const BuildRequest &request);

} // namespace packwright::nix
