// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "nix/SourceFetcher.h"

#include <QCoroTask>

namespace packwright::loop {

/// A project's source, fetched into the Nix store and unpacked for reading.
struct FetchedSource
{
    nix::FetcherCall fetcher; ///< the fetcher call with its real hash (goes into `src`)
    QString pname;            ///< guessed from the file or repository name
    QString storePath;        ///< the fetcher's output
    QString directory;        ///< the unpacked tree (the store path itself for a directory)
};

/// The package name a source suggests: the release file name without version and archive
/// suffix ("hello-2.10.tar.gz" → "hello"), the project directory of a forge archive named
/// by its tag ("…/cJSON/archive/v1.7.15.tar.gz" → "cjson"), or the repository's directory
/// name; lower case, empty when nothing suggests one.
QString pnameFromSource(const nix::SourceSpec &source);

/// The tree of a fetched source at `path`, for the analysis and the file tools: a directory
/// as it is, an archive unpacked into `target` (emptied first; tar, one top-level directory
/// stripped). Blocking. Errors: the archive cannot be unpacked.
Result<QString> sourceTree(const QString &path, const QString &target);

/// Vibenix §4.1.1: produces the fetcher call with its real hash (nix::prefetchSource), builds
/// it with Nix so that the source is in the store, and unpacks an archive into
/// `workDir/source` (tar, one top-level directory stripped) for the analysis and the file
/// tools. Errors: the fetch failed (Nix's message), the archive cannot be unpacked.
QCoro::Task<Result<FetchedSource>> fetchSource(
    nix::SourceSpec source, nix::NixpkgsSource nixpkgs, nix::BuildOptions options, QString workDir);

} // namespace packwright::loop
