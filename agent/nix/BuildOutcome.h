// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "nix/OutcomeKind.h"

#include <QMetaType>
#include <QString>
#include <QStringList>

#include <optional>

namespace packwright::nix {

/// A place in a Nix file: 1-based line and column (0 when Nix did not say).
struct SourceLocation
{
    QString file;
    int line = 0;
    int column = 0;
};

/// The fetcher behind a fixed-output derivation, read from the derivation's environment.
struct FetcherInfo
{
    QString kind; ///< "fetchurl", "fetchzip", "fetchgit", "fetchFromGitHub", a vendored
                  ///< dependency set ("cargoDeps", "goModules", "npmDeps" …) or "fixed-output"
    QString name; ///< the derivation name, e.g. "source" or "hello-2.12.1.tar.gz"
    QString url;  ///< the first URL (or repository) fetched, when the derivation names one
};

/// A fixed-output derivation that produced another hash than the expression specified.
struct HashMismatch
{
    QString drvPath;
    QString specified; ///< SRI, as Nix reported it
    QString got;       ///< SRI: the hash to write instead (trust on first use)
    FetcherInfo fetcher;
};

/// Where Nix built one derivation: on this machine, or on a remote builder of `--builders` /
/// the machines file (Nix's actBuild activity: drv path, machine, round, rounds).
struct BuildPlacement
{
    QString drvPath;
    QString machine; ///< the builder's store URI, e.g. "ssh://builder"; empty: this machine

    friend bool operator==(const BuildPlacement &, const BuildPlacement &) = default;
};

/// What one evaluation-and-build of a package expression came to (the backend's result).
struct BuildOutcome
{
    OutcomeKind kind = OutcomeKind::BuildError;
    QString summary;      ///< one line for a timeline row, e.g. "builder for 'hello' failed …"
    QString errorText;    ///< Nix's full error message(s), ANSI removed
    QString failingDrv;   ///< the derivation that failed (the package's or a dependency's)
    QString failingPhase; ///< the stdenv phase it failed in, e.g. "buildPhase"
    QStringList outPaths; ///< store paths built, on success
    std::optional<HashMismatch> hashMismatch;
    std::optional<SourceLocation> location; ///< for an evaluation error
    QString logFile;                        ///< the whole raw log (internal-json as Nix wrote it)
    QList<BuildPlacement> placements;       ///< every derivation whose build started, in order
    qint64 durationMs = 0;
    int exitCode = -1;
};

} // namespace packwright::nix

Q_DECLARE_METATYPE(packwright::nix::BuildOutcome)
