// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringView>

namespace packwright::nix {

/// A dependency set nixpkgs' builders vendor as a fixed-output derivation, known by the end
/// of the derivation's name (fetchCargoVendor's `*-vendor-staging`, buildGoModule's
/// `*-go-modules`, buildNpmPackage's `*-npm-deps` …).
struct DependencySet
{
    const char *suffix;    ///< of the derivation's name
    const char *kind;      ///< the builder's attribute: "cargoDeps", "goModules", "npmDeps" …
    const char *attribute; ///< the package attribute that holds its hash; null: not known
};

/// The dependency set a fixed-output derivation's `name` names: a store path or a bare
/// name, with or without ".drv", possibly behind an ellipsis where a thread cut it. Null
/// for a source (`src.hash`) or anything else.
const DependencySet *dependencySetOf(QStringView name);

/// The package attribute that holds the hash of the dependency set `name` names
/// (`cargoHash`, `vendorHash`, `npmDepsHash`, `pnpmDeps.hash`, `offlineCache.hash`,
/// `mvnHash`); empty when it names none.
QString dependencyHashAttribute(QStringView name);

/// Whether a fixed-output derivation's `name` is a patch's (fetchpatch names it after the
/// URL's file: "CVE-2024-1234.patch", "180.diff"): its hash is written in `patches`.
bool isPatchFetch(QStringView name);

} // namespace packwright::nix
