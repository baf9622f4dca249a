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
    /// Problems a user should know, one sentence each: Nix missing or too old, the sandbox
    /// disabled (builds are not hermetic), a system nixpkgs does not support.
    QStringList warnings;
    /// Set when Nix cannot be used at all (not installed, older than 2.8).
    QString error;

    /// Runs `nix-instantiate --version`, evaluates builtins.currentSystem and reads the
    /// sandbox setting (`nix show-config`), honouring `options` (store, --option sandbox …).
    /// Blocking, a few hundred milliseconds; call it from a worker thread.
    static NixEnvironment probe(const BuildOptions &options);

    /// Systems nixpkgs builds for (its supported platforms, tier 1–3).
    static const QStringList &supportedSystems();
};

} // namespace packwright::nix
