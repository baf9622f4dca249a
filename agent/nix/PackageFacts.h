// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "nix/BuildRequest.h"

#include <QString>
#include <QStringList>

#include <chrono>

namespace packwright::nix {

/// What maintenance needs to know of an existing package before it edits it: its name,
/// version and where its source comes from.
struct PackageFacts
{
    QString pname;
    QString version;
    QString sourceUrl;  ///< `src.url` (or the first of `src.urls`); empty when src has none
    QString gitRepoUrl; ///< `src.gitRepoUrl` (fetchgit, fetchFromGitHub …); empty otherwise
    QString rev;        ///< `src.rev` or `src.tag`, as evaluated
    /// Where the source is (or will be, once fetched): the fetcher's store path, or the
    /// directory of a local `src = ./dir`.
    QString srcPath;
};

/// Evaluates the package (no build) for its PackageFacts. Blocking (one nix-instantiate;
/// limit: the build timeout); call it from a worker thread. Errors: the evaluation error,
/// in Nix's words.
Result<PackageFacts> readPackageFacts(const BuildRequest &request);

/// A tag of a git repository and the commit it names (annotated tags peeled).
struct GitTag
{
    QString name; ///< without `refs/tags/`
    QString commit;
};

/// The tags of the git repository at `url` (`git ls-remote --tags`). Honours the user's git
/// configuration (`url.<base>.insteadOf` mirrors). Blocking. Errors: git missing, the
/// repository unreachable, the time limit.
Result<QList<GitTag>> listGitTags(
    const QString &url, std::chrono::seconds timeout = std::chrono::seconds(60));

} // namespace packwright::nix
