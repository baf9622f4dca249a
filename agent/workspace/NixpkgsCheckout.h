// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Libgit2.h"
#include "core/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace packwright::workspace {

/// Translation context for the export's messages (NixpkgsExport.cpp, NixpkgsCheckout.cpp).
struct NixpkgsExportTexts
{
    Q_DECLARE_TR_FUNCTIONS(NixpkgsExportTexts)
};

/// A nixpkgs checkout as git sees it, for exportToNixpkgs (NixpkgsExport.h): open it, read
/// its HEAD tree and status, and check that the package directory is the one a session
/// started from. Paths are repository-relative with '/' separators.

/// Whether `path` (relative to the package directory) may be written: no empty, ".", ".."
/// or ".git" component, not absolute, no backslash or NUL.
bool safeRelativePath(const QString &path);

/// The blob paths under `tree`, recursively, relative to it (with `prefix` in front).
QStringList blobPaths(git_repository *repo, const git_tree *tree, const QString &prefix = {});

/// The bytes of the blob at `path` under `tree`; std::nullopt when there is none.
std::optional<QByteArray> blobAt(git_repository *repo, const git_tree *tree, const QString &path);

/// Paths under `directory` (or the one file it names when it ends in .nix) that differ from
/// HEAD in the index or the work tree, untracked and ignored files included. Errors: the
/// status cannot be read.
Result<QStringList> changedPaths(git_repository *repo, const QString &directory);

/// Whether the package directory at HEAD (`oldFiles`, relative to `directory`) holds exactly
/// `files`.
bool directoryHolds(git_repository *repo, const git_tree *headTree, const QString &directory,
    const QStringList &oldFiles, const QMap<QString, QByteArray> &files);

/// Why the package directory at HEAD (`oldFiles`, its main file `oldPackage`) is not the one
/// a session started from (`startedFrom`, by file name; `mainFile` its package.nix or
/// default.nix); std::nullopt when it is. The message names `packwright update` and --force.
std::optional<Error> notStartedFrom(git_repository *repo, const git_tree *headTree,
    const QString &directory, const QStringList &oldFiles, const QByteArray &oldPackage,
    const QMap<QString, QByteArray> &startedFrom, const QString &mainFile);

/// The repository's configured committer, else "Packwright <packwright@localhost>"; empty
/// when libgit2 can make neither.
libgit2::Signature signatureFor(git_repository *repo);

/// Opens `checkout` as a nixpkgs work tree. Errors: not a git repository, a bare one, not
/// nixpkgs-shaped (missingNixpkgsParts).
Result<libgit2::Repository> openCheckout(const QString &checkout);

} // namespace packwright::workspace
