// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <chrono>

namespace packwright::nix {

/// The nixpkgs a package is built against: a local checkout (or the test fixture set), or a
/// flake reference pinned to a revision (e.g. "github:NixOS/nixpkgs/<40-hex rev>").
/// Both are used the same way: `pkgs.callPackage ./package.nix { }`.
struct NixpkgsSource
{
    enum class Kind
    {
        LocalPath,
        Flake
    };
    Kind kind = Kind::LocalPath;
    QString location; ///< absolute path, or flake reference

    static NixpkgsSource localPath(const QString &path) { return {Kind::LocalPath, path}; }
    static NixpkgsSource flake(const QString &reference) { return {Kind::Flake, reference}; }

    /// A Nix function `{ nixpkgs, packageFile }: <derivation>` that builds the package with
    /// `callPackage` — the Python set's for a file taking `buildPythonPackage` or
    /// `buildPythonApplication`, as nixpkgs' python-modules; the caller passes both arguments
    /// with --argstr.
    QString callPackageExpression() const;
    /// callPackageExpression() as one `nix-build --expr` builds it: once the package has
    /// evaluated to a derivation it traces `packwright-evaluated <its .drv>` (decoded as
    /// LogEvent::Kind::Evaluated) and every output is built (`all`), as `nix-build FILE.drv`
    /// would; anything that is not a derivation is built as it is, with no trace.
    QString buildExpression() const;
    /// Extra Nix arguments this source needs (flakes are experimental in Nix 2.8).
    QStringList extraNixArguments() const;

    friend bool operator==(const NixpkgsSource &, const NixpkgsSource &) = default;
};

/// How Nix is invoked: limits, where to build, and options passed through as they are.
struct BuildOptions
{
    std::chrono::seconds timeout{420};      ///< for evaluation and build together (Vibenix: 420 s)
    QString nixBinDir;                      ///< where nix-build & co. live; empty: from PATH
    QString store;                          ///< --store, e.g. "ssh-ng://builder" or a local root
    QString builders;                       ///< --builders, remote builders of a build farm
    int maxJobs = -1;                       ///< --max-jobs; -1: Nix's default
    QList<QPair<QString, QString>> options; ///< --option NAME VALUE, e.g. {"substituters", ""}
    QStringList extraArguments; ///< passed to nix-build as they are, e.g. "--keep-failed"

    /// The arguments every Nix command of a build gets.
    QStringList commonArguments() const;
    /// `name` (e.g. "nix-build") in nixBinDir, or bare for a PATH lookup.
    QString program(const QString &name) const;
};

/// One build: a package expression file, the nixpkgs to build it with, options, and
/// where the raw log goes.
struct BuildRequest
{
    QString packageFile; ///< absolute path of the package.nix to build
    NixpkgsSource nixpkgs;
    BuildOptions options;
    QString logFile; ///< the raw internal-json log; created or truncated
};

} // namespace packwright::nix
