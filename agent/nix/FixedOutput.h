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

/// The package attribute that holds a fixed-output derivation's hash, judged from its name
/// the way nixpkgs' builders name their dependency sets: `cargoHash` (`*-vendor-staging`,
/// `*-vendor.tar.gz`, `*-cargo-deps`), `vendorHash` (`*-go-modules`), `npmDepsHash`
/// (`*-npm-deps`), `pnpmDeps.hash`, `offlineCache.hash` (yarn), `mvnHash` (`*-maven-deps`).
/// `name` may be a store path, with or without ".drv", or end in an ellipsis where a thread
/// cut it. Empty for anything else (a source's hash is `src.hash`, the caller's default).
QString dependencyHashAttribute(QStringView name);

} // namespace packwright::nix
