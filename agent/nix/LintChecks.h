// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "nix/NixpkgsLint.h"
#include "nix/PackageSyntax.h"

#include <QCoreApplication>

// The parts of lint(), one per group of rules (LintRules.h); shared by NixpkgsLint*.cpp only.

namespace packwright::nix {

/// Translation context of lint's messages.
struct LintTexts
{
    Q_DECLARE_TR_FUNCTIONS(LintTexts)
};

/// What a check reads and where it reports.
struct LintContext
{
    const PackageSyntax &syntax;
    const LintOptions &options;
    QList<LintFinding> &out;

    /// A finding of `rule` (an id of lintRules()) at `offset` of the text (-1: no line).
    void add(const char *rule, qsizetype offset, const QString &message) const;
    /// A finding of `rule` at 1-based `line` and `column` (0: unknown).
    void addAt(const char *rule, int line, int column, const QString &message) const;
    /// The package's `pname` as a literal string; empty when computed or missing.
    QString pname() const;
    /// Where a finding about the package as a whole goes: the builder call, else the set.
    qsizetype packageOffset() const;
    /// Whether the builder is a stdenv `mkDerivation` (stdenv, stdenvNoCC, clangStdenv, …).
    bool isMkDerivation() const;
    /// Whether the builder is buildPythonPackage or buildPythonApplication.
    bool isPython() const;
};

/// NPV-141/142/143/162, PW-python-modules, PW-by-name-pname (with a nixpkgs path), PW-pname,
/// PW-version, NPV-122/123/127/128 (path expressions).
void checkPlacement(const LintContext &context);
/// PW-RFC166-*: the layout nixfmt prints, as far as it can be told without nixfmt.
void checkLayout(const LintContext &context);
/// NPV-164, NPV-166 (from the text; the evaluation overrides), PW-structured-env,
/// PW-finalAttrs, PW-with-scope, PW-meta-with-lib, PW-meta-last, PW-build-tools, PW-phases,
/// PW-runHook, PW-comment-*.
void checkStructure(const LintContext &context);
/// PW-fake-hash, PW-sri-hash, PW-fetch-tag, PW-fetch-rev.
void checkSources(const LintContext &context);
/// PW-description-*, PW-license*, PW-maintainers, PW-mainProgram*.
void checkMeta(const LintContext &context);
/// PW-python-*.
void checkPython(const LintContext &context);
/// PW-eval-error, PW-eval-warning, PW-alias, and NPV-164/166 as evaluated.
void checkEvaluation(const LintContext &context);

} // namespace packwright::nix
