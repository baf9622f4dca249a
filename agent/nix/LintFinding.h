// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>

// What `packwright lint` reports about a package file: findings of the nixpkgs conformance
// rules (agent/nix/LintRules.h), as values that can cross threads and layers.

namespace packwright::nix {

/// How much a finding matters to a nixpkgs pull request.
enum class LintSeverity
{
    Ci,     ///< a nixpkgs CI job fails (nixpkgs-vet, treefmt/nixfmt, eval, the build)
    Review, ///< CI passes, but a reviewer would ask for the change (pkgs/README.md, manuals)
};

/// "ci" / "review", as the command line and JSON write it.
QString lintSeverityName(LintSeverity severity);
/// Inverse of lintSeverityName(); nullopt for an unknown name.
std::optional<LintSeverity> lintSeverityFromName(QStringView name);

/// One place where a package file breaks a nixpkgs rule.
struct LintFinding
{
    QString rule; ///< stable id: "NPV-164" where nixpkgs-vet has one, else "PW-…"
    LintSeverity severity = LintSeverity::Review;
    int line = 0;    ///< 1-based; 0 when the finding is about the whole file (its path)
    int column = 0;  ///< 1-based; 0 when unknown
    QString message; ///< one sentence a maintainer can act on (translated)
    QString source;  ///< where nixpkgs writes the rule: file and section, or the tool
    /// The fix is mechanical (layout, strictDeps, __structuredAttrs, tag, SRI form): a quick
    /// fixer may apply it without a model, shown for approval like any edit.
    bool quickFix = false;

    friend bool operator==(const LintFinding &, const LintFinding &) = default;
};

/// Whether any finding would fail nixpkgs CI.
bool hasCiFinding(const QList<LintFinding> &findings);

/// `{"rule", "severity", "line", "column", "message", "source", "quickFix"}`; `line` and
/// `column` are left out when 0.
QJsonObject lintFindingToJson(const LintFinding &finding);

} // namespace packwright::nix

Q_DECLARE_METATYPE(packwright::nix::LintFinding)
