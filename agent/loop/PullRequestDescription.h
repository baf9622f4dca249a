// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "loop/MetadataCheck.h"
#include "nix/LintFinding.h"
#include "workspace/SessionRecord.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace packwright::loop {

/// How an attempt's expression came about.
enum class EditOrigin
{
    Initial,       ///< the first attempt: a template or the given package.nix
    Deterministic, ///< a fix made without the model (a hash by trust on first use, a quick fix)
    Model,         ///< the model's edit through its tools
    Maintainer,    ///< edited by the maintainer at the approval gate
};

/// "initial", "deterministic", "model", "maintainer".
QString editOriginName(EditOrigin origin);

/// Attempt `index` of `record.attempts` came from: the first is Initial; a summary marked
/// "(edited by the maintainer)" is Maintainer; Model when the attempt built just before it
/// (where the fix step is recorded) has tool calls other than the template choice
/// (`select_template`); Deterministic otherwise.
EditOrigin editOrigin(const workspace::SessionRecord &record, size_t index);

/// The model the session's record shows was called, as "provider/model"
/// ("Anthropic/claude-sonnet-4-0", from the record's "profile / model" and its model calls);
/// empty when no model call was made, whatever was configured.
QString modelUsed(const workspace::SessionRecord &record);

/// The commit trailer nixpkgs' automation/AI policy asks for (CONTRIBUTING.md
/// "Automation/AI policy", "Transparency": tool name and model): "Assisted-by: Packwright
/// VERSION (provider/model)"; when no model was used it names none: "Assisted-by: Packwright
/// VERSION (no model used)".
QString assistedByTrailer(const workspace::SessionRecord &record);

/// What the export found out besides the record, for the description.
struct HandOffFacts
{
    QString commitMessage; ///< e.g. "hello: init at 2.10"
    QString trailer;       ///< the commit's Assisted-by trailer (assistedByTrailer())
    /// The maintainer confirmed having reviewed the change (`export --reviewed`, or the GUI's
    /// confirmation): only then is the automation/AI-policy box ticked.
    bool reviewed = false;
    QString directory;                                   ///< e.g. "pkgs/by-name/he/hello"
    QString packageFile = QStringLiteral("package.nix"); ///< "default.nix" under python-modules
    QString nixpkgsRevision; ///< the pinned nixpkgs commit (nixpkgs.json), when known
    /// The system the final expression's output is valid in the store on (built or found by
    /// the export), e.g. "x86_64-linux"; empty when it was not realised.
    QString system;
    QString outPath;
    QStringList programs; ///< the file names in `$out/bin`
    QList<MetadataFinding> findings;
    bool forced = false; ///< exported despite errors
    /// What `packwright lint` found in the package file at its nixpkgs path (issue 17).
    QList<nix::LintFinding> lint;
    bool lintForced = false; ///< exported despite findings that fail nixpkgs CI
};

/// A nixpkgs pull-request description (Markdown) made from the session record: what was
/// built (pname, version, source, nixpkgs pin), how it was tested (the successful build,
/// VM runs, the metadata check), what changed in each attempt and why (number, summary,
/// origin, outcome, verdict, approvals; rolled-back attempts marked), the cost (tokens, USD,
/// build and model time), the automation disclosure nixpkgs' automation/AI policy asks of
/// a pull request separately from its commits (tool, model or none, who edited what, whether
/// the maintainer confirmed the review), and the checklist of nixpkgs' 2026
/// .github/PULL_REQUEST_TEMPLATE.md with only what the record and `facts` prove ticked (the
/// automation/AI-policy box only when `facts.reviewed`). Deterministic: the same inputs give
/// the same text.
QString pullRequestDescription(const workspace::SessionRecord &record, const HandOffFacts &facts);

} // namespace packwright::loop
