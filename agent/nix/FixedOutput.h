// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "nix/BuildOutcome.h"
#include "nix/Derivation.h"

namespace packwright::nix {

/// Which fetcher (or dependency vendoring) a fixed-output derivation comes from, judged
/// from its environment the way nixpkgs' fetchers set it: `urls` (fetchurl; fetchzip when
/// it unpacks), `url` + `rev` (fetchgit), GitHub URLs (fetchFromGitHub), and the names of
/// vendored dependency sets (`*-vendor-staging`, `*-go-modules`, `*-npm-deps` …: the kind
/// is the builder's attribute, "cargoDeps", "goModules", "npmDeps").
FetcherInfo describeFetcher(const Derivation &drv, const QString &drvPath);

} // namespace packwright::nix
