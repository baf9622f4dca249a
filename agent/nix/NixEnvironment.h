// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "nix/BuildRequest.h"

#include <QString>
#include <QStringList>

namespace packwright::nix {

/// What Packwright found out about the installed Nix before building anything.
struct NixEnvironment
{
    bool installed = false;
    QString version; ///< e.g. "2.8.0"
    QString system;  ///< e.g. "x86_64-linux"
    bool sandbox = false;
    /// Where builds run (issue 19): "daemon" (through a nix-daemon, as multi-user installs
    /// do), "local" (this process writes the store itself), or the store URI that was set
    /// ("ssh-ng://builder", a local root). Nix's "auto" is resolved as Nix resolves it.
    QString store;
    /// Problems a user should know, one sentence each: Nix missing or too old, the sandbox
    /// disabled (builds are not hermetic), a system nixpkgs does not support.
    QStringList warnings;
    /// Set when Nix cannot be used at all (not installed, older than 2.8).
    QString error;

    /// Runs `nix-instantiate --version`, evaluates builtins.currentSystem and reads the
    /// sandbox setting (`nix show-config`), honouring `options` (store, --option sandbox …).
    /// Blocking, a few hundred milliseconds; call it from a worker thread.
    static NixEnvironment probe(const BuildOptions &options);

    /// One line for people: "Nix 2.8.0 (x86_64-linux), local store, sandbox on", or why
    /// Nix cannot be used.
    QString summary() const;

    /// The same line for a Nix recorded earlier (a session record's): version, system
    /// (empty: "?"), store kind ("local", "daemon" or a store URI) and sandbox setting.
    static QString describe(
        const QString &version, const QString &system, const QString &store, bool sandbox);

    /// Systems nixpkgs builds for (its supported platforms, tier 1–3).
    static const QStringList &supportedSystems();
};

} // namespace packwright::nix
