// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "nix/BuildRequest.h"

#include <QCoroTask>
#include <QDateTime>
#include <QString>
#include <QStringList>

namespace packwright::nix {

/// Where a project's source comes from, as the user gave it.
struct SourceSpec
{
    enum class Kind
    {
        Url,
        GitRepository,
        Tarball
    };
    Kind kind = Kind::Url;
    QString location; ///< URL, repository path, or tarball path
    QString revision; ///< git only: a tag, branch or commit; empty: HEAD
};

/// A local git repository at one commit (libgit2).
struct GitSnapshot
{
    QString commit; ///< full hash
    QString tag;    ///< a tag pointing at the commit, or empty
    QDateTime commitTime;
    QStringList tags; ///< all tags of the repository, sorted
};

/// The fetcher call for a source, with its real hash, and what it says about the version.
struct FetcherCall
{
    QString function; ///< "fetchurl" or "fetchgit"
    QString url;
    QString revision; ///< fetchgit: the tag or commit pinned
    QString hash;     ///< SRI
    QString version;  ///< inferred: from the tag, the file name, or unstable-YYYY-MM-DD
    QString
        expression; ///< the Nix text, nixpkgs style, e.g. "fetchurl {\n  url = …;\n  hash = …;\n}"
    QString method; ///< how the hash was found: "nix-prefetch-url" or "trust on first use"
};

/// Reads `path` with libgit2 at `revision` (default HEAD). Errors: not a repository,
/// an unknown revision, an empty repository.
Result<GitSnapshot> inspectGitRepository(const QString &path, const QString &revision = {});

/// The version a tag names: a leading "v" before a digit is dropped ("v1.2.3" → "1.2.3").
QString versionFromTag(QStringView tag);
/// nixpkgs' form for an untagged commit: "unstable-YYYY-MM-DD".
QString unstableVersion(const QDate &date);
/// The version in a release file name ("hello-2.12.1.tar.gz" → "2.12.1"), or empty.
QString versionFromFileName(QStringView fileName);

/// Renders a fetcher call in nixpkgs style (two-space indent, `hash` in SRI).
QString renderFetcher(
    const QString &function, const QString &url, const QString &revision, const QString &hash);

/// Produces the fetcher call of `source` with its real hash: by `nix-prefetch-url` for a
/// plain file when Nix provides it, otherwise by trust on first use (build the fetcher with
/// lib.fakeHash against `nixpkgs`, take the hash Nix reports). `workDir` receives the
/// temporary expression and the build log. Errors: the source cannot be read or fetched,
/// or Nix fails for another reason than the expected hash mismatch (its message kept).
QCoro::Task<Result<FetcherCall>> prefetchSource(
    SourceSpec source, NixpkgsSource nixpkgs, BuildOptions options, QString workDir);

} // namespace packwright::nix
