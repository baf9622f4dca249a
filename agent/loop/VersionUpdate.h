// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "nix/AttributePositions.h"
#include "nix/PackageFacts.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace packwright::loop {

/// Compares two versions as Nix's `builtins.compareVersions` does: components are runs of
/// digits or of other characters between `.`/`-`; numbers compare as numbers, "pre" sorts
/// first, a letter component sorts before a number ("2.3a" < "2.3.1"). Returns -1, 0 or 1.
int compareVersions(QStringView a, QStringView b);

/// The version a tag names, e.g. "v1.2.3", "jq-1.7.1", "release-2.0", "1_2_3" (→ "1.2.3"),
/// for the package `pname`; nullopt for tags that name no version. `preRelease` is set for
/// rc, alpha, beta, pre and dev versions.
std::optional<QString> versionFromTag(
    const QString &tag, const QString &pname, bool *preRelease = nullptr);

/// The newest release among `tags` (pre-releases only when `allowPreRelease`), like
/// nix-update's version discovery for git sources; nullopt when no tag names a version.
std::optional<nix::GitTag> newestTag(
    const QList<nix::GitTag> &tags, const QString &pname, bool allowPreRelease = false);

/// The tag of `tags` that names `version` (for `--to VERSION`); nullopt when none does.
std::optional<nix::GitTag> tagForVersion(
    const QList<nix::GitTag> &tags, const QString &pname, const QString &version);

/// What a version bump changes in package.nix.
struct VersionBump
{
    QString expression;  ///< the new text
    QStringList changes; ///< one line per change, for the rationale and the timeline
};

/// nix-update's edit as text (Vibenix §4.2): `version = "OLD"` becomes NEW at its position;
/// string literals of `rev`, `tag` and `url` that spell OLD get NEW (a commit-id `rev` gets
/// `newCommit` when given); every fixed-output hash of `positions` becomes Nix's fake hash,
/// so the next builds fill them in Nix's order (source first, then vendored dependencies) by
/// trust on first use. Only those literals change: formatting and comments stay.
/// Errors: no plain `version` string to edit, or a commit-id `rev` without `newCommit`.
Result<VersionBump> bumpVersion(const QString &expression,
    const nix::ExpressionPositions &positions, const QString &oldVersion, const QString &newVersion,
    const QString &newCommit = {});

} // namespace packwright::loop
