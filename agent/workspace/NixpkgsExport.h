// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QMap>
#include <QString>

#include <optional>

namespace packwright::workspace {

/// Whether `name` may be a directory of nixpkgs' `pkgs/by-name` (nixpkgs
/// pkgs/by-name/README.md, checked by nixpkgs-vet): letters, digits, `-` and `_` only,
/// not empty.
bool isValidByName(const QString &name);

/// The by-name shard of `name`: its first two characters, lower case ("hello" → "he").
QString byNameShard(const QString &name);

/// `pkgs/by-name/<shard>/<name>`, relative to the checkout's root; empty for an invalid name.
QString byNameDirectory(const QString &name);

/// Where nixpkgs keeps a package (pkgs/by-name/README.md; doc/languages-frameworks/
/// python.section.md "Contributing guidelines").
enum class PackagePlacement
{
    ByName,        ///< `pkgs/by-name/<shard>/<pname>/package.nix`
    PythonModules, ///< `pkgs/development/python-modules/<pname>/default.nix` + python-packages.nix
};

/// A Python library as nixpkgs' python-modules are written: the function's arguments name
/// `buildPythonPackage` (`{ lib, buildPythonPackage, … }:`). A Python application written
/// `{ python3Packages, … }:` is not one (it belongs in by-name).
bool isPythonLibraryExpression(const QString &expression);

/// The package's directory relative to the checkout: byNameDirectory(), or
/// `pkgs/development/python-modules/<pname>`; empty for an invalid name.
QString packageDirectory(const QString &pname, PackagePlacement placement);

/// "package.nix" (by-name) or "default.nix" (python-modules).
QString packageFileName(PackagePlacement placement);

/// The attribute path reviewers and the commit subject use: "hello", or
/// "python3Packages.requests" (pkgs/README.md "Commit conventions").
QString packageAttributePath(const QString &pname, PackagePlacement placement);

/// `pkgs/top-level/python-packages.nix` with the line
/// `  PNAME = callPackage ../development/python-modules/PNAME { };` added where the sorted
/// list of attributes has its place (case-insensitive, '-' and '_' alike), as nixpkgs keeps it.
/// The text unchanged when it already defines PNAME; std::nullopt when it has no
/// `callPackage ../development/python-modules/` line to place it among.
std::optional<QString> withPythonPackagesEntry(
    const QString &pythonPackagesNix, const QString &pname);

/// The commit message by nixpkgs' convention (CONTRIBUTING.md, "Commit conventions"):
/// `pname: init at VERSION` for a new package (`oldVersion` std::nullopt), `pname: OLD -> NEW`
/// for a version change, `pname: update expression at VERSION` when the version stays the
/// same, and `pname: update to NEW` when the old version cannot be read (empty).
QString nixpkgsCommitMessage(
    const QString &pname, const QString &version, const std::optional<QString> &oldVersion);

/// The literal `version = "…";` of a package expression, or empty when it is computed.
QString literalVersion(const QString &expression);

/// What to export: the package's files and where to commit them.
struct NixpkgsExportRequest
{
    QString checkout; ///< the nixpkgs checkout's work tree
    QString pname;
    QString version;
    /// The package's files, relative to its directory: `package.nix` (required; written as
    /// default.nix under python-modules) and what sits beside it (patches).
    QMap<QString, QByteArray> files;
    PackagePlacement placement = PackagePlacement::ByName;
    /// Git trailers after the subject and a blank line, e.g. "Assisted-by: Packwright 0.4.0
    /// (Anthropic/claude-sonnet-4-0)" (CONTRIBUTING.md "Automation/AI policy"); none: the
    /// message is the subject alone.
    QStringList trailers;
    /// Empty: commit on the checked-out branch. Otherwise a new branch of that name, made at
    /// HEAD and checked out first (it must not exist yet).
    QString branch;
    /// The files the package's session started from (its first attempt), when known. When
    /// the directory already holds a package.nix at HEAD, it must hold exactly these files
    /// (same names and bytes); else the export would revert what changed in the checkout
    /// since, or delete files the session never had, and is refused unless `force` (or the
    /// directory already holds exactly `files`: then there is nothing to commit).
    std::optional<QMap<QString, QByteArray>> startedFrom;
    bool force = false; ///< commit over a directory that is not `startedFrom`
};

/// What the export wrote.
struct NixpkgsExportResult
{
    QString commit;         ///< 40 hex
    QString branch;         ///< the short branch name, e.g. "master"
    QString directory;      ///< `pkgs/by-name/he/hello`
    QString message;        ///< the commit message's subject line
    QString fullMessage;    ///< the whole commit message, trailers included
    QStringList otherFiles; ///< files changed outside `directory` (python-packages.nix)
    bool update = false;    ///< the directory held a package.nix before
};

/// The nixpkgs shape Packwright expects: `default.nix`, `lib/`, `pkgs/top-level/` and
/// `pkgs/by-name/` at the root (as in NixOS/nixpkgs since 2023). An empty string when
/// `root` has it, else what is missing.
QString missingNixpkgsParts(const QString &root);

/// Whether `checkout` can take an export: a git work tree (not bare) with the nixpkgs shape
/// (missingNixpkgsParts()). std::nullopt when it can; else the error exportToNixpkgs() gives.
std::optional<Error> checkNixpkgsCheckout(const QString &checkout);

/// Commits `request.files` into the nixpkgs checkout at packageDirectory(pname, placement) as
/// one commit on the current branch (or on a new `request.branch`), with
/// nixpkgsCommitMessage() for packageAttributePath() and the trailers; a new python-modules
/// package also gets its python-packages.nix line (withPythonPackagesEntry()); files
/// the directory held before and `files` does not name are removed by the commit. The
/// commit's tree is HEAD's tree with only that directory changed: other staged or unstaged
/// changes of the user stay as they were, uncommitted. The work tree and index are updated
/// for the directory, so it is clean afterwards. Author: the repository's user.name /
/// user.email, else "Packwright <packwright@localhost>".
/// Errors (nothing is written): not a git repository or a bare one, not nixpkgs-shaped, an
/// invalid pname, no package.nix or an unsafe file path, a directory that is not
/// `startedFrom` (without `force`), a detached or unborn HEAD without
/// `branch`, an existing `branch`, uncommitted changes (also untracked files) in the
/// directory, libgit2 failures (detail: libgit2's message).
Result<NixpkgsExportResult> exportToNixpkgs(const NixpkgsExportRequest &unplaced);

} // namespace packwright::workspace
