// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "nix/LintFinding.h"

#include <QList>
#include <QString>

// The catalogue of `packwright lint`'s rules: one row per rule id, with its severity, where
// nixpkgs writes the rule, and whether its fix is mechanical. The checks themselves live in
// NixpkgsLint*.cpp; the rows follow the workplace's NIXPKGS-RULES.md (N1–N41), each read
// against its source (pkgs/README.md, CONTRIBUTING.md, doc/, nixpkgs-vet, nixfmt).

namespace packwright::nix {

/// One lint rule.
struct LintRule
{
    const char *id;        ///< "NPV-164", "PW-RFC166-arguments", …
    LintSeverity severity; ///< how much a finding of this rule matters
    const char *source;    ///< where nixpkgs writes it, e.g. "pkgs/README.md §Meta attributes"
    bool quickFix;         ///< findings of this rule can be fixed mechanically
    const char *summary;   ///< what the rule asks, in English (QT_TRANSLATE_NOOP "LintRules")
};

/// Every rule, in report order (placement, layout, structure, sources, meta, Python, eval).
const QList<LintRule> &lintRules();

/// The rule `id`, or nullptr.
const LintRule *lintRule(const QString &id);

/// The translated summary of `rule`.
QString lintRuleSummary(const LintRule &rule);

} // namespace packwright::nix
