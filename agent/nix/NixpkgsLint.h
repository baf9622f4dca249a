// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "nix/LintFinding.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// `packwright lint`: a deterministic check of a package file against the mechanical rules a
// nixpkgs pull request is held to (nixpkgs-vet, nixfmt's layout, pkgs/README.md, the
// manuals). Pure and fast on the text; what only Nix can tell (strictDeps and
// __structuredAttrs as evaluated, eval warnings, aliases) comes in as a PackageEvaluation
// (LintEvaluation.h), so that the check itself never starts a process.

namespace packwright::nix {

/// What Nix said about the package (evaluatePackageForLint()): the facts the evaluated rules
/// (NPV-164, NPV-166, PW-eval-*, PW-alias) need.
struct PackageEvaluation
{
    QString error;     ///< Nix's evaluation error, summarised; empty when the package evaluates
    int errorLine = 0; ///< the package file's line the error points at; 0 when elsewhere
    /// The package evaluates only with aliases allowed; `aliasError` says which name failed.
    bool needsAliases = false;
    QString aliasError;
    bool strictDeps = false;      ///< `drvAttrs.strictDeps` (else the package's own attribute)
    bool structuredAttrs = false; ///< `drvAttrs.__structuredAttrs` (idem)
    QStringList warnings;         ///< `trace:` / `evaluation warning:` lines, one each
};

/// What `lint` checks a package file against besides its text.
struct LintOptions
{
    /// Where the file is meant to go, relative to a nixpkgs checkout's root (e.g.
    /// "pkgs/by-name/he/hello/package.nix"); empty: placement is not checked and the file is
    /// taken to be a by-name package.
    QString nixpkgsPath;
    /// The package as evaluated; nullopt: text only (strictDeps and __structuredAttrs are then
    /// read from the text).
    std::optional<PackageEvaluation> evaluation;
    /// The file names in the built output's bin/; nullopt when no output is known.
    std::optional<QStringList> installedPrograms;
};

/// The findings for `text`, the contents of a package.nix, in file order (placement findings,
/// which have no line, first). Deterministic; never fails: text that is not a package (or not
/// Nix) gets the findings its shape allows, not an error.
QList<LintFinding> lint(const QString &text, const LintOptions &options = {});

} // namespace packwright::nix
