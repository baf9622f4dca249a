// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "nix/LintFinding.h"

#include <QList>
#include <QString>

// The mechanical fixes of `packwright lint`'s findings (issue 17 item 2: "quick-fixable ones
// (layout, strictDeps, __structuredAttrs, tag) are fixed without a model and shown for
// approval like any edit"). A pure function of the text and the findings: each rule whose
// fix can be read off the text is applied; a fix that would have to guess (an upper-case
// environment variable outside env beside __structuredAttrs, a `with lib;` scope that names
// more than lib's sets, a rev that may be a commit) is left out, and its finding stays.

namespace packwright::nix {

/// One fix made: the rule it answers and one sentence saying what changed and why.
struct LintFix
{
    QString rule;   ///< "NPV-164", "PW-fetch-tag", …
    QString reason; ///< translated, e.g. "Set strictDeps = true; (NPV-164: …)"

    friend bool operator==(const LintFix &, const LintFix &) = default;
};

/// The text with the fixes applied, and one LintFix per rule fixed (in the order applied).
struct LintFixResult
{
    QString expression;
    QList<LintFix> fixes;

    bool changed() const { return !fixes.isEmpty(); }
    /// The reasons, joined with "; ".
    QString summary() const;
};

/// Fixes the findings of `findings` (nix::lint() of `expression`, or of the same text with
/// empty input lists dropped: fixes read the text again and use only the findings' rule ids)
/// whose rules have a mechanical fix:
/// - NPV-164: `strictDeps = true;` added after `version` (mkDerivation only), or a literal
///   `false` turned `true`;
/// - NPV-166: `__structuredAttrs = true;` likewise (any builder), unless upper-case bindings
///   outside `env` or `passAsFile` would change meaning;
/// - PW-meta-with-lib: `meta = with lib; { … }` → `meta = { … }` with `lib.` before
///   licenses/platforms/maintainers/teams/sourceTypes, only when every other free name is
///   bound without the `with`;
/// - PW-fetch-tag: a forge fetcher's `rev` naming a release (it mentions the version, or is a
///   version-like literal) → `tag`, `refs/tags/` dropped, `src.rev` uses → `src.tag`;
/// - PW-sri-hash: `sha256 = "<base-32/hex>"` → `hash = "sha256-…"` (and `xSha256` → `xHash`);
/// - PW-RFC166-arguments: the function head one argument a line with trailing commas (not
///   when it holds comments);
/// - PW-RFC166-lists: a one-line list bound to an attribute, two or more single-line
///   elements, one element a line;
/// - PW-RFC166-blank-lines, -trailing-whitespace, -tabs: outside indented strings.
/// Findings of other rules are left alone. Deterministic; never fails.
LintFixResult fixLintFindings(const QString &expression, const QList<LintFinding> &findings);

} // namespace packwright::nix
