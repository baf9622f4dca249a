// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "nix/BuildRequest.h"

#include <QString>

namespace packwright::nix {

/// Where the session's nixpkgs comes from and which revision it is at; the starting point
/// of a lazy upgrade.
struct NixpkgsPin
{
    NixpkgsSource source; ///< what builds use
    QString checkout; ///< the git checkout the source was exported from (LocalPath); may be empty
    QString revision; ///< the commit builds use; empty when unknown (not a git checkout)
};

/// The pin of `source`: for a local git checkout its HEAD commit, for a flake reference the
/// commit it names (`github:NixOS/nixpkgs/<40 hex>`).
NixpkgsPin pinOf(const NixpkgsSource &source);

/// The lazy upgrade (Vibenix §4.2): moves `pin` forward to `revision` (a branch, tag or
/// commit). For a git checkout, `revision` must be a descendant of the pinned commit; its
/// tree is exported (`git archive`) into `exportDirectory` (created; must not exist), and the
/// user's checkout is left as it is. For a flake reference, `revision` must be a full
/// commit id and replaces the reference's revision. Blocking. Errors: not a git checkout or
/// a flake, an unknown revision, an older revision, git or tar failing.
Result<NixpkgsPin> movePin(
    const NixpkgsPin &pin, const QString &revision, const QString &exportDirectory);

} // namespace packwright::nix
