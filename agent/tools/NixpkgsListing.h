// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "nix/BuildRequest.h"
#include "tools/PackageEntry.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace packwright::tools {

/// Nested package sets listed besides the top level, as `<set>.<name>` attributes:
/// nix-env does not recurse into them (nixpkgs sets no recurseForDerivations there), but the
/// model needs their attributes (Vibenix §4.1.7 "Package Search" over all packages).
QStringList defaultNestedPackageSets();

/// Parses the JSON of `nix-env -qaP --json --meta` (an object from attribute path to
/// {pname, version, meta.description}) into entries sorted by attribute. Errors: not JSON,
/// not an object.
Result<QList<PackageEntry>> parseNixEnvListing(const QByteArray &json);

/// Lists every package of the nixpkgs at `nixpkgsPath`: `nix-env -f PATH -qaP --json --meta`
/// for the top level, then with `-A <set>` for each of `nestedSets` that exists (a set that
/// fails to evaluate is skipped with a warning in the log); then, with nix-instantiate, every
/// other name of the top level and those sets whose value is a derivation: the aliases and
/// `inherit`ed names nix-env drops as duplicates (`python3` when it lists `python`), so that
/// every attribute name that reaches a package can be found (skipped with a warning when
/// that evaluation fails). Uses the options' Nix binary
/// directory, --option and --store arguments and time limit (for each command). Blocking;
/// call from a worker thread. Errors: nix-env missing, failing or timing out on the top level
/// (the message ends with the "error:" line of its stderr).
Result<QList<PackageEntry>> listNixpkgs(
    const QString &nixpkgsPath, const nix::BuildOptions &options, const QStringList &nestedSets);

/// What identifies the contents of the nixpkgs at `nixpkgsPath` for caching its index: the
/// canonical path, plus the git HEAD and the status of tracked files when it is a git
/// checkout, else a hash of every *.nix file's path, size and modification time (and of
/// default.nix's contents). Blocking (a fraction of a second on a full nixpkgs).
QString nixpkgsCacheKey(const QString &nixpkgsPath);

} // namespace packwright::tools
